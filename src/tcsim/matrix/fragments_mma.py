"""Fragment maps of ``mma.sync`` and the lane maps of ``ldmatrix`` / ``movmatrix``.

Every function here transcribes one figure/formula block of the PTX ISA manual (section
"Warp Level Matrix Multiply-Accumulate Instructions", subsections "Matrix Fragments for
mma.m8n8k4 with .f16 floating point type", "... for mma.m16n8k8", "... for mma.m16n8k16
with floating point type", "... for mma.m8n8k16", "... for mma.m8n8k32", "... for
mma.m8n8k128", and the instructions "ldmatrix" and "movmatrix"), in the manual's own
notation::

    groupID           = %laneid >> 2
    threadID_in_group = %laneid % 4

A *piece* is a pair ``(row, col)`` of ``(32, nelem)`` int64 arrays: lane ``l``'s slot ``i``
holds ``M[row[l, i], col[l, i]]``.  The wmma maps of Volta and Turing are assembled from
these pieces (``fragments_volta``, ``fragments_turing``), because the hardware behind
``wmma.mma`` is the same HMMA/IMMA/BMMA that ``mma.sync`` exposes.
"""

from __future__ import annotations

import numpy as np

Piece = tuple[np.ndarray, np.ndarray]

LANE = np.arange(32, dtype=np.int64)[:, None]
GROUP_ID = LANE >> 2          # groupID
TIG = LANE % 4                # threadID_in_group
HIGH = (LANE >= 16).astype(np.int64)   # m8n8k4: the high group of a quad pair


def slots(n: int) -> np.ndarray:
    return np.arange(n, dtype=np.int64)[None, :]


def piece(row, col, n: int) -> Piece:
    shape = (32, n)
    return (np.broadcast_to(np.asarray(row, dtype=np.int64), shape).copy(),
            np.broadcast_to(np.asarray(col, dtype=np.int64), shape).copy())


# ---------------------------------------------------------------------------- piece algebra


def shift(p: Piece, dr: int, dc: int) -> Piece:
    """The same lanes and slots, placed at rows + dr, cols + dc of a bigger matrix."""
    return p[0] + dr, p[1] + dc


def transpose(p: Piece) -> Piece:
    """The piece of the transposed matrix: element (r, c) becomes (c, r)."""
    return p[1].copy(), p[0].copy()


def concat(*ps: Piece) -> Piece:
    """Slots of the pieces one after the other (fragment registers in order)."""
    return (np.concatenate([p[0] for p in ps], axis=1),
            np.concatenate([p[1] for p in ps], axis=1))


# ---------------------------------------------------------------------------- mma.m8n8k4


def m8n8k4(matrix: str, etype: str, layout: str = "row") -> Piece:
    """mma.m8n8k4 (PTX ISA "Matrix Fragments for mma.m8n8k4 with .f16 floating point type",
    Figs. 46-52; ".f64" variant Figs. 53-55).

    The .f16 form is FOUR independent 8x8x4 MMAs, one per quad pair (lanes 0-3 + 16-19,
    4-7 + 20-23, 8-11 + 24-27, 12-15 + 28-31): rows/cols here are within the quad pair's
    own matrices, so every element is held by four lanes, one per quad pair.  (This is
    Volta's HMMA.884; the quad pairs are the octets of Raihan et al. Table II.)
    """
    if etype == "f64":  # a single 8x8x4 MMA over the whole warp
        if matrix == "a":
            return piece(GROUP_ID, TIG, 1)
        if matrix == "b":
            return piece(TIG, GROUP_ID, 1)
        return piece(GROUP_ID, TIG * 2 + slots(2), 2)
    i4 = slots(4)
    if matrix == "a":
        if layout == "row":   # Fig. 46: row = %laneid % 4 (+4 high), col = i
            return piece(TIG + 4 * HIGH, i4, 4)
        return piece(i4 % 4 + 4 * HIGH, TIG, 4)          # Fig. 47
    if matrix == "b":
        if layout == "row":   # Fig. 48: row = %laneid % 4, col = i (+4 high)
            return piece(TIG, i4 + 4 * HIGH, 4)
        return piece(i4, TIG + 4 * HIGH, 4)               # Fig. 49
    i8 = slots(8)
    if etype == "f16":        # Fig. 50: row = %laneid % 4 (+4 high), col = i
        return piece(TIG + 4 * HIGH, i8, 8)
    # Figs. 51/52 (.f32): X = (%laneid & 1) + (i & 2); row = X (+4 high);
    # col = (i & 4) + (%laneid & 2) + (i & 1)
    return piece((LANE & 1) + (i8 & 2) + 4 * HIGH, (i8 & 4) + (LANE & 2) + (i8 & 1), 8)


# ---------------------------------------------------------------------------- m16n8k8 / k16


def m16n8_c() -> Piece:
    """Accumulator of m16n8k8 / m16n8k16 (.f16 / .f32): row = groupID (c0,c1), groupID+8
    (c2,c3); col = threadID_in_group*2 + (i & 1) (PTX ISA Fig. "MMA .m16n8k8 fragment layout
    for accumulator matrix C/D", the same for m16n8k16)."""
    i = slots(4)
    return piece(GROUP_ID + 8 * (i >> 1), TIG * 2 + (i & 1), 4)


def m16n8k8(matrix: str, etype: str) -> Piece:
    """mma.m16n8k8 (PTX ISA "Matrix Fragments for mma.m16n8k8"): .f16/.bf16 A (a0..a3),
    B (b0,b1); .tf32 A (a0..a3, one per register), B (b0, b1); C/D .f16/.f32."""
    if matrix == "c":
        return m16n8_c()
    if etype in ("f16", "bf16"):
        if matrix == "a":     # row = groupID (a0,a1) / +8 (a2,a3); col = tig*2 + (i & 1)
            i = slots(4)
            return piece(GROUP_ID + 8 * (i >> 1), TIG * 2 + (i & 1), 4)
        i = slots(2)         # row = tig*2 + i, col = groupID
        return piece(TIG * 2 + i, GROUP_ID, 2)
    # .tf32
    if matrix == "a":         # row = groupID (a0,a2) / +8 (a1,a3); col = tig (a0,a1) / +4
        i = slots(4)
        return piece(GROUP_ID + 8 * (i & 1), TIG + 4 * (i >> 1), 4)
    i = slots(2)             # row = tig (b0) / tig+4 (b1); col = groupID
    return piece(TIG + 4 * i, GROUP_ID, 2)


def m16n8k16(matrix: str) -> Piece:
    """mma.m16n8k16 .f16/.bf16 (PTX ISA "Matrix Fragments for mma.m16n8k16 with floating
    point type"): A a0..a7: row = groupID for a0,a1,a4,a5, groupID+8 otherwise; col =
    tig*2 + (i & 1) (+8 for i >= 4).  B b0..b3: row = tig*2 + (i & 1) (+8 for i >= 2),
    col = groupID.  C/D as m16n8k8."""
    if matrix == "c":
        return m16n8_c()
    if matrix == "a":
        i = slots(8)
        return piece(GROUP_ID + 8 * ((i >> 1) & 1), TIG * 2 + (i & 1) + 8 * (i >> 2), 8)
    i = slots(4)
    return piece(TIG * 2 + (i & 1) + 8 * (i >> 1), GROUP_ID, 4)


# ---------------------------------------------------------------------------- m8n8k{16,32,128}


def m8n8_int(matrix: str, k: int) -> Piece:
    """mma.m8n8k16 (.s8/.u8), m8n8k32 (.s4/.u4), m8n8k128 (.b1) (PTX ISA "Matrix Fragments
    for mma.m8n8k16" / "...m8n8k32" / "...m8n8k128"): with n = k/4 elements per lane
    (one 32-bit register), A: row = groupID, col = tig*n + i; B: row = tig*n + i, col =
    groupID; C/D (.s32, c0,c1): row = groupID, col = tig*2 + i."""
    if matrix == "c":
        i = slots(2)
        return piece(GROUP_ID, TIG * 2 + i, 2)
    n = k // 4
    i = slots(n)
    if matrix == "a":
        return piece(GROUP_ID, TIG * n + i, n)
    return piece(TIG * n + i, GROUP_ID, n)


# ---------------------------------------------------------------------------- ldmatrix / movmatrix


def ldmatrix_map(num: int, trans: bool = False):
    """Lane maps of ``ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.b16`` (PTX ISA
    "Warp-level matrix load instruction: ldmatrix").

    Returns ``(addr_lane, row, col)``:

    * ``addr_lane``: int64 ``(num, 8)``; ``addr_lane[m, r]`` is the lane whose address operand
      gives the start of row ``r`` of matrix ``m`` ("addresses addr0-addr7 correspond to the
      rows of the first matrix, addr8-addr15 to the second, ..."): lane ``8*m + r``.  For
      .x1 only lanes 0-7 and for .x2 only lanes 0-15 supply addresses.
    * ``row``, ``col``: int64 ``(32, num, 2)``; destination register ``j`` of lane ``l``
      holds, in its low (``h = 0``) and high (``h = 1``) 16 bits, element
      ``S_j[row[l, j, h], col[l, j, h]]`` of matrix ``j`` *as stored*: ``S_j[r, c]`` is the
      c-th 16-bit element after the address of row ``r``.  Without .trans a group of four
      lanes receives one stored row (``row = l // 4``, ``col = 2 * (l % 4) + h``); with
      .trans "the matrix is loaded in column-major format", i.e. lane ``l`` receives
      ``S_j[2 * (l % 4) + h, l // 4]``.
    """
    if num not in (1, 2, 4):
        raise ValueError(f"ldmatrix .num must be 1, 2 or 4 (.x1/.x2/.x4), not {num!r}")
    addr_lane = np.arange(8 * num, dtype=np.int64).reshape(num, 8)
    lane = np.arange(32, dtype=np.int64)[:, None, None]
    h = np.arange(2, dtype=np.int64)[None, None, :]
    r = np.broadcast_to(lane // 4, (32, num, 2))
    c = np.broadcast_to(2 * (lane % 4) + h, (32, num, 2))
    if trans:
        r, c = c, r
    return addr_lane, r.copy(), c.copy()


def movmatrix_map():
    """Lane maps of ``movmatrix.sync.aligned.m8n8.trans.b16 d, a`` (PTX ISA "movmatrix").

    Returns ``(src_row, src_col, dst_row, dst_col)``, each int64 ``(32, 2)``: lane ``l``'s
    source register ``a`` holds ``S[src_row[l, h], src_col[l, h]]`` in its half ``h``
    (low = 0) - "a group of four threads holds an entire row of the input matrix" - and
    its destination ``d`` holds ``S[dst_row[l, h], dst_col[l, h]]`` = ``T[l // 4, 2*(l%4)+h]``
    with ``T`` the transpose of ``S``.  (Turing's wmma col-major f16 loads use the SASS form
    of this instruction, MOVM.16.MT88.)
    """
    lane = np.arange(32, dtype=np.int64)[:, None]
    h = np.arange(2, dtype=np.int64)[None, :]
    src_row = np.broadcast_to(lane // 4, (32, 2)).copy()
    src_col = np.broadcast_to(2 * (lane % 4) + h, (32, 2)).copy()
    return src_row, src_col, src_col.copy(), src_row.copy()
