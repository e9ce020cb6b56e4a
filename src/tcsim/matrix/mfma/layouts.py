"""Operand layouts of the MFMA instructions: which matrix element each register holds.

One formula family covers every CDNA2/CDNA3 MFMA (the "gfx9" family of AMD's matrix
instruction calculator, ``InstCalcGfx9``; the CDNA3 ISA guide ch. 7 "Matrix Arithmetic
Instructions" describes the same layouts). Evidence and worked examples: docs/mfma.md.

*Inputs* (A is ``m x k`` per block, B is ``k x n``; ``rows`` = m for A, n for B): every
lane holds ``E = rows * k * blocks / 64`` consecutive k of one row of A (column of B),

    element (block b, row/col i, k)  ->  slot k % E of lane i + rows*b + rows*blocks*(k // E)

and slot ``s`` of a lane is sub-word ``s % (32/bits)`` (little-endian) of VGPR
``s // (32/bits)`` (an f64 slot takes VGPRs 2s, 2s+1, low word first).

*Outputs* (C and D, ``m x n`` per block): 32-bit results are written in groups of
``h = 4`` rows (one row per VGPR) that are ``n`` lanes wide (``h = 1`` for f64);
with ``mpr = 64 / n`` row groups per VGPR and ``bpr = ceil(64 h / (m n))`` blocks per VGPR:

    (b, i, j)  ->  slot  b*(m*n//64) + (i // (h*mpr))*h + i % h
                   lane  (b % bpr)*n + ((i // h) % mpr)*bpr*n + j

*Sparse* (SMFMAC, gfx942): A is stored compressed, ``m x k/2`` per block, with the same
input formula (``E = m*(k/2)*blocks/64`` stored values per lane); stored value ``c`` of a
row stands for one of the dense k ``4*(c//2) .. 4*(c//2)+3``, which its 2-bit index says:
``k = 4*(c//2) + idx``. The index of slot ``s`` of lane ``l`` is bits ``[2s+1:2s]`` of the
selected index set of that lane's index VGPR; a set is ``2E`` bits (8 for 16-bit inputs, 16
for 8-bit), and set ``abid`` (low bits) is used when ``cbsz`` is 0, set 0 otherwise (AMD
matrix instruction calculator, "compression index": ``K[2][31] = v0{50}.[7:4]`` for
v_smfmac_f32_16x16x32_f16). B and C/D have the dense layouts with the dense K.

*Modifiers*: CBSZ/ABID — block ``b`` of the computation reads the A data stored for
block ``(b >> cbsz << cbsz) + abid`` (one A block broadcast to groups of 2**cbsz);
BLGP — lane ``l`` of B reads the B registers of lane ``blgp_lane(l)``:
0 identity, 1 lanes 0-31 to both halves, 2 lanes 32-63 to both halves, 3 rotate by 16,
4..7 lanes 16(blgp-4)..+15 broadcast to all four groups of 16.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from .spec import TYPE_BITS, MfmaSpec

LANES = 64


@dataclass(frozen=True)
class Layout:
    """For operand ``matrix`` of ``spec``: register ``r``, lane ``l``, element ``e`` of that
    register holds ``matrix[block[r, l, e]][row[r, l, e], col[r, l, e]]`` (rows/cols in the
    operand's own orientation: A m x k, B k x n, C/D m x n). Arrays are (regs, 64, per_reg)
    with per_reg = 32 // bits; for f64 per_reg is 1 and VGPRs 2p (low word) and 2p+1 (high
    word) report the same element."""

    matrix: str
    block: np.ndarray
    row: np.ndarray
    col: np.ndarray
    bits: int

    @property
    def regs(self) -> int:
        return self.block.shape[0]

    @property
    def per_reg(self) -> int:
        return self.block.shape[2]


# ---- slot maps: (slots, 64) arrays of (block, outer, k) or (block, row, col) ---------------

def _input_slots(rows: int, k: int, blocks: int):
    """(block, rows-index, k) of each (slot, lane) of an A or B operand."""
    e = rows * k * blocks // LANES
    s = np.arange(e)[:, None]
    lane = np.arange(LANES)[None, :]
    g = lane // rows
    blk = np.broadcast_to(g % blocks, (e, LANES))
    outer = np.broadcast_to(lane % rows, (e, LANES))
    kk = (g // blocks) * e + s
    return blk, outer, kk


def _output_slots(m: int, n: int, blocks: int, bits: int):
    """(block, row, col) of each (slot, lane) of the C/D operand (inverse of the forward
    formula in the module docstring)."""
    h = 1 if bits == 64 else 4
    mpr = LANES // n
    bpr = -(-LANES * h // (m * n))
    b, i, j = np.meshgrid(np.arange(blocks), np.arange(m), np.arange(n), indexing="ij")
    slot = b * (m * n // LANES) + (i // (h * mpr)) * h + i % h
    lane = (b % bpr) * n + ((i // h) % mpr) * bpr * n + j
    nslots = m * n * blocks // LANES
    out = [np.full((nslots, LANES), -1, dtype=np.int64) for _ in range(3)]
    for arr, val in zip(out, (b, i, j)):
        arr[slot, lane] = val
    return tuple(out)


@cache
def slot_map(spec: MfmaSpec, matrix: str):
    """(block, row, col) of each (slot, lane) of an operand, rows/cols in the operand's own
    orientation; one slot is one element (several per VGPR for 8/16-bit, two VGPRs for
    f64). Cached read-only arrays of shape (slots, 64). For a sparse A, col is the
    compressed column (0 .. k/2-1)."""
    if matrix == "a":
        blk, i, kk = _input_slots(spec.m, spec.a_k, spec.blocks)
        res = (blk, i, kk)
    elif matrix == "b":
        blk, j, kk = _input_slots(spec.n, spec.k, spec.blocks)
        res = (blk, kk, j)
    elif matrix in ("c", "d"):
        res = _output_slots(spec.m, spec.n, spec.blocks, TYPE_BITS[spec.c_type])
    else:
        raise ValueError(f"matrix must be 'a', 'b', 'c' or 'd', got {matrix!r}")
    out = tuple(np.ascontiguousarray(x, dtype=np.int64) for x in res)
    for x in out:
        x.flags.writeable = False
    return out


def _operand_type(spec: MfmaSpec, matrix: str) -> str:
    return {"a": spec.a_type, "b": spec.b_type}.get(matrix, spec.c_type)


def _to_registers(spec: MfmaSpec, matrix: str) -> Layout:
    bits = TYPE_BITS[_operand_type(spec, matrix)]
    blk, row, col = slot_map(spec, matrix)
    if bits == 64:          # slot p -> VGPRs 2p, 2p+1
        rep = [np.repeat(x, 2, axis=0)[:, :, None] for x in (blk, row, col)]
    else:                   # slot s -> VGPR s // per, element s % per
        per = 32 // bits
        rep = [x.reshape(-1, per, LANES).transpose(0, 2, 1) for x in (blk, row, col)]
    return Layout(matrix, *(np.ascontiguousarray(x) for x in rep), bits=bits)


def a_layout(spec: MfmaSpec) -> Layout:
    """Where A's elements live (no modifiers); for a sparse A the stored (compressed)
    values, ``col`` = compressed column (see :func:`index_layout` for the dense k)."""
    return _to_registers(spec, "a")


def b_layout(spec: MfmaSpec) -> Layout:
    """Where B's elements live (no modifiers)."""
    return _to_registers(spec, "b")


def cd_layout(spec: MfmaSpec) -> Layout:
    """Where C's elements are read from and D's written to."""
    return _to_registers(spec, "c")


@dataclass(frozen=True)
class IndexLayout:
    """Sparse index of an SMFMAC: lane ``l``'s index VGPR bits ``[bit[l, s]+1 : bit[l, s]]``
    hold the index (0..3, the position in its group of four dense k) of the A value stored
    in slot ``s`` of lane ``l``, i.e. of ``A[block[l, s]][row[l, s]][4*(col[l, s]//2) + idx]``
    (``col``: the compressed column). Arrays are (64, E)."""

    block: np.ndarray
    row: np.ndarray
    col: np.ndarray
    bit: np.ndarray
    index_set: int

    @property
    def slots(self) -> int:
        return self.block.shape[1]


def index_set(spec: MfmaSpec, cbsz: int = 0, abid: int = 0) -> int:
    """The index set an SMFMAC reads: ``abid`` (its low bits) when ``cbsz`` is 0, else set 0
    (AMD matrix instruction calculator README; the MLIR amdgpu.sparse_mfma documentation:
    "If cbsz == 0, then abid[1:0] selects which index set to use. If cbsz != 0, then the very
    first is selected")."""
    if not spec.sparse:
        raise ValueError(f"{spec.name}: only sparse (SMFMAC) instructions have an index")
    return (abid % spec.index_sets) if cbsz == 0 else 0


def index_layout(spec: MfmaSpec, cbsz: int = 0, abid: int = 0) -> IndexLayout:
    """Where an SMFMAC's sparsity indices live (see :class:`IndexLayout`)."""
    sset = index_set(spec, cbsz, abid)
    blk, row, col = slot_map(spec, "a")                     # (E, 64)
    e = blk.shape[0]
    bit = sset * spec.index_bits + 2 * np.arange(e)[:, None] + np.zeros((1, LANES), np.int64)
    return IndexLayout(*(np.ascontiguousarray(x.T) for x in (blk, row, col, bit)), index_set=sset)


def dense_k(compressed_col, idx):
    """Dense k of a stored sparse-A value: its group of four (``col // 2``) and index."""
    return 4 * (np.asarray(compressed_col) // 2) + np.asarray(idx)


# ---- modifiers --------------------------------------------------------------------------

def check_modifiers(spec: MfmaSpec, cbsz: int, abid: int, blgp: int, neg) -> None:
    """Reject modifier values the instruction does not have (ValueError, one line)."""
    if spec.sparse:
        # SMFMAC: cbsz (3 bits) and abid (4 bits) select the index set; the assembler takes
        # every encodable value (llvm-mc-19 -mcpu=gfx942) and rejects blgp and neg
        if not (0 <= cbsz <= 7 and 0 <= abid <= 15):
            raise ValueError(f"{spec.name}: cbsz:{cbsz} abid:{abid} out of range (cbsz 0-7, abid 0-15)")
        if blgp:
            raise ValueError(f"{spec.name}: blgp is not available for sparse SMFMAC instructions")
        if any(neg):
            raise ValueError(f"{spec.name}: neg is supported only by the f64 MFMAs of gfx942")
        return
    if cbsz or abid:
        if not spec.has_cbsz_abid:
            raise ValueError(f"{spec.name}: cbsz/abid apply to multi-block MFMAs only "
                             f"(got cbsz:{cbsz} abid:{abid})")
        if not 0 <= cbsz <= 4 or (1 << cbsz) > spec.blocks:
            raise ValueError(f"{spec.name}: cbsz:{cbsz} broadcasts to 2**cbsz blocks, at most "
                             f"{spec.blocks}")
        if not 0 <= abid < (1 << cbsz):
            raise ValueError(f"{spec.name}: abid:{abid} must be below 2**cbsz = {1 << cbsz}")
    if blgp:
        if not spec.has_blgp and spec.a_type == "f64":
            raise ValueError(f"{spec.name}: blgp is not available for f64 MFMAs "
                             "(gfx942 uses those bits as neg)")
        if not spec.has_blgp:
            raise ValueError(f"{spec.name}: blgp is not available for the single-block {spec.a_type} MFMAs "
                             "of gfx942 (CDNA3; AMD matrix instruction calculator: BLGP bits not supported)")
        if not 0 <= blgp <= 7:
            raise ValueError(f"{spec.name}: blgp:{blgp} must be 0..7")
    if any(neg) and not spec.has_neg:
        raise ValueError(f"{spec.name}: neg is supported only by the f64 MFMAs of gfx942")


def a_source_block(spec: MfmaSpec, cbsz: int = 0, abid: int = 0) -> np.ndarray:
    """For each computation block, the stored A block it reads (CBSZ/ABID)."""
    b = np.arange(spec.blocks)
    return (b >> cbsz << cbsz) + abid


def blgp_lane(blgp: int) -> np.ndarray:
    """For each lane, the lane whose B registers it reads (BLGP)."""
    lane = np.arange(LANES)
    if blgp == 0:
        return lane
    if blgp == 1:
        return lane % 32
    if blgp == 2:
        return 32 + lane % 32
    if blgp == 3:
        return (lane + 16) % LANES
    return 16 * (blgp - 4) + lane % 16
