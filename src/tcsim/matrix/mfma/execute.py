"""Execute an MFMA on the registers of W wavefronts at once.

``execute(spec, a, b, c)`` takes the A, B, C operand registers as ``np.uint32`` arrays of
shape (W, regs, 64) — register-major, lane-minor, as the wavefront's VGPR/AGPR file holds
them — and returns D the same way. Operands are gathered into matrices with index arrays
precomputed per (instruction, cbsz, abid, blgp) and cached; the arithmetic runs on whole
(W, blocks, M, N) arrays (:mod:`.arith`); D is scattered back with the C/D index array.

Sparse (SMFMAC) instructions also take ``sparse_index`` (W, 1, 64): the 2-bit indices turn
each stored A value into its dense k, B is gathered per row of A (``B[k(i, c), j]``), and
the products of the stored values go through the same arithmetic model as the dense
instruction of the input type (see docs/mfma.md, "Sparse (SMFMAC)"). Helpers build the
operands from a dense 4:2 matrix: :func:`compress_sparse`, :func:`pack_index`.
"""

from __future__ import annotations

from functools import cache, lru_cache

import ml_dtypes
import numpy as np

from . import arith
from .layouts import LANES, a_source_block, blgp_lane, check_modifiers, index_layout, slot_map
from .spec import TYPE_BITS, MfmaSpec

#: numpy dtype holding one element of each type (f32 registers for xf32)
ELEMENT_DTYPE = {
    "f32": np.dtype(np.float32), "xf32": np.dtype(np.float32), "f16": np.dtype(np.float16),
    "bf16": np.dtype(ml_dtypes.bfloat16), "fp8": np.dtype(ml_dtypes.float8_e4m3fnuz),
    "bf8": np.dtype(ml_dtypes.float8_e5m2fnuz), "i8": np.dtype(np.int8),
    "i32": np.dtype(np.int32), "f64": np.dtype(np.float64),
}
_UINT = {8: np.uint8, 16: np.uint16, 32: np.uint32, 64: np.uint64}


def _operand(spec: MfmaSpec, matrix: str):
    t = {"a": spec.a_type, "b": spec.b_type}.get(matrix, spec.c_type)
    regs = {"a": spec.a_regs, "b": spec.b_regs}.get(matrix, spec.c_regs)
    return t, regs


# ---- registers <-> element slots ------------------------------------------------------------

def _slots_from_regs(regs: np.ndarray, bits: int) -> np.ndarray:
    """(W, R, 64) uint32 -> (W, S*64) raw element bits, slot-major then lane."""
    W = regs.shape[0]
    if bits == 32:
        return regs.reshape(W, -1)
    if bits == 64:
        lo = regs[:, 0::2, :].astype(np.uint64)
        hi = regs[:, 1::2, :].astype(np.uint64)
        return (lo | (hi << np.uint64(32))).reshape(W, -1)
    per = 32 // bits
    shifts = (np.arange(per, dtype=np.uint32) * bits)[None, None, :, None]
    parts = (regs[:, :, None, :] >> shifts) & np.uint32((1 << bits) - 1)   # (W,R,per,64)
    return parts.astype(_UINT[bits]).reshape(W, -1)


def _regs_from_slots(slots: np.ndarray, bits: int, nregs: int) -> np.ndarray:
    """Inverse of :func:`_slots_from_regs`: (W, S*64) element bits -> (W, R, 64) uint32."""
    W = slots.shape[0]
    if bits == 32:
        return slots.astype(np.uint32, copy=False).reshape(W, nregs, LANES)
    if bits == 64:
        s = slots.astype(np.uint64, copy=False).reshape(W, nregs // 2, LANES)
        out = np.empty((W, nregs, LANES), dtype=np.uint32)
        out[:, 0::2] = (s & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        out[:, 1::2] = (s >> np.uint64(32)).astype(np.uint32)
        return out
    per = 32 // bits
    p = slots.astype(np.uint32).reshape(W, nregs, per, LANES)
    shifts = (np.arange(per, dtype=np.uint32) * bits)[None, None, :, None]
    return np.bitwise_or.reduce(p << shifts, axis=2)


@cache
def _position(spec: MfmaSpec, matrix: str) -> np.ndarray:
    """pos[block, row, col] = slot*64 + lane of each element (operand orientation)."""
    blk, row, col = slot_map(spec, matrix)
    rows, cols = {"a": (spec.m, spec.a_k), "b": (spec.k, spec.n)}.get(matrix, (spec.m, spec.n))
    pos = np.empty((spec.blocks, rows, cols), dtype=np.int64)
    flat = np.arange(blk.size).reshape(blk.shape)
    pos[blk, row, col] = flat
    pos.flags.writeable = False
    return pos


@lru_cache(maxsize=4096)
def _plan(spec: MfmaSpec, cbsz: int, abid: int, blgp: int):
    """Index arrays (A, B, C/D) into the slot-major operand arrays, modifiers applied."""
    ia = _position(spec, "a")
    if not spec.sparse:
        ia = ia[a_source_block(spec, cbsz, abid)]
    pb = _position(spec, "b")
    ib = (pb // LANES) * LANES + blgp_lane(blgp)[pb % LANES]
    ic = _position(spec, "c")
    for x in (ia, ib, ic):
        x.flags.writeable = False
    return ia, ib, ic


@lru_cache(maxsize=256)
def _index_plan(spec: MfmaSpec, cbsz: int, abid: int):
    """For each stored A element (block, row, compressed col): the lane of its index and the
    shift of its 2-bit field in that lane's index VGPR (the set cbsz/abid select)."""
    L = index_layout(spec, cbsz, abid)
    lane = np.empty((spec.blocks, spec.m, spec.a_k), np.int64)
    shift = np.empty_like(lane)
    lanes = np.broadcast_to(np.arange(LANES)[:, None], L.block.shape)
    lane[L.block, L.row, L.col] = lanes
    shift[L.block, L.row, L.col] = L.bit
    for x in (lane, shift):
        x.flags.writeable = False
    return lane, shift


def _sparse_k(spec: MfmaSpec, idx_regs: np.ndarray, cbsz: int, abid: int) -> np.ndarray:
    """Dense k (W, blocks, M, K/2) of every stored A value, from the index VGPR (W, 64)."""
    lane, shift = _index_plan(spec, cbsz, abid)
    bits = (idx_regs[:, lane] >> shift.astype(np.uint32)) & np.uint32(3)       # (W,B,M,Kc)
    kc = np.arange(spec.a_k)
    return 4 * (kc // 2) + bits.astype(np.int64)


# ---- decoding element bits to numbers ----------------------------------------------------------

def _decode(bits: np.ndarray, etype: str) -> np.ndarray:
    """Raw element bits -> float64 values (int64 for integers)."""
    if etype == "xf32":     # XF32: the low 13 mantissa bits are not read (MMA-Sim truncation)
        bits = bits & np.uint32(0xFFFFE000)
    dt = ELEMENT_DTYPE[etype]
    v = bits.view(dt) if bits.dtype.itemsize == dt.itemsize else bits.astype(_UINT[dt.itemsize * 8]).view(dt)
    if etype in ("i8", "i32"):
        return v.astype(np.int64)
    return v.astype(np.float64)


def _encode(d: np.ndarray, etype: str) -> np.ndarray:
    """Result values (already of the output type) -> raw bits."""
    dt = ELEMENT_DTYPE[etype]
    return np.ascontiguousarray(d.astype(dt, copy=False)).view(_UINT[dt.itemsize * 8])


# ---- public --------------------------------------------------------------------------------

def _check_regs(spec: MfmaSpec, name: str, x, nregs: int) -> np.ndarray:
    x = np.asarray(x)
    if x.dtype != np.uint32 or x.ndim != 3 or x.shape[1:] != (nregs, LANES):
        raise ValueError(f"{spec.name}: operand {name} must be np.uint32 of shape "
                         f"(W, {nregs}, {LANES}), got {x.dtype} {x.shape}")
    return x


def execute(spec: MfmaSpec, a, b, c, *, cbsz: int = 0, abid: int = 0, blgp: int = 0,
            neg=(False, False, False), model: str | arith.MfmaArith | None = None,
            sparse_index=None) -> np.ndarray:
    """D registers (W, c_regs, 64) uint32 of ``spec`` applied to A (W, a_regs, 64),
    B (W, b_regs, 64), C (W, c_regs, 64). ``cbsz``/``abid`` broadcast one A block,
    ``blgp`` selects the B lane-group pattern, ``neg`` negates A/B/C (gfx942 f64 only);
    ``model`` names the arithmetic model (default: the architecture's hardware model,
    ``"exact"`` for the correctly rounded reference).

    Sparse (SMFMAC) instructions: A holds the compressed values, ``sparse_index`` the index
    VGPR (W, 1, 64) or (W, 64) uint32, ``cbsz``/``abid`` select its index set, and C is the
    accumulator (the destination registers' old contents, D = A*B + D)."""
    a = _check_regs(spec, "A", a, spec.a_regs)
    b = _check_regs(spec, "B", b, spec.b_regs)
    c = _check_regs(spec, "C", c, spec.c_regs)
    if not (a.shape[0] == b.shape[0] == c.shape[0]):
        raise ValueError(f"{spec.name}: operands disagree on W: {a.shape[0]}, {b.shape[0]}, {c.shape[0]}")
    neg = tuple(bool(x) for x in neg)
    check_modifiers(spec, cbsz, abid, blgp, neg)
    if spec.sparse != (sparse_index is not None):
        raise ValueError(f"{spec.name}: " + ("a sparse SMFMAC needs sparse_index (its index VGPR, (W, 1, 64) uint32)"
                                             if spec.sparse else "sparse_index is only for sparse SMFMAC instructions"))
    ia, ib, ic = _plan(spec, cbsz, abid, blgp)
    W = a.shape[0]
    ta, tb, tc = spec.a_type, spec.b_type, spec.c_type
    A = _decode(np.take(_slots_from_regs(a, TYPE_BITS[ta]), ia, axis=1), ta)     # (W, B, M, K)
    B = _decode(np.take(_slots_from_regs(b, TYPE_BITS[tb]), ib, axis=1), tb)     # (W, B, K, N)
    C = _decode(np.take(_slots_from_regs(c, TYPE_BITS[tc]), ic, axis=1), tc)     # (W, B, M, N)
    if spec.sparse:
        k = _sparse_k(spec, _check_index(spec, sparse_index, W), cbsz, abid)     # (W, B, M, K/2)
        B = np.take_along_axis(B[:, :, None, :, :], k[..., None], axis=3)      # (W, B, M, K/2, N)
    if any(neg):
        A, B, C = (-x if n else x for x, n in zip((A, B, C), neg))
    D = arith.compute(spec, A, B, C, model or arith.default_model(spec.arch))
    out = np.empty((W, spec.c_regs * LANES // (TYPE_BITS[tc] // 32 if TYPE_BITS[tc] > 32 else 1)),
                   dtype=_UINT[TYPE_BITS[tc]])
    out[:, ic] = _encode(D, tc)
    return _regs_from_slots(out, TYPE_BITS[tc], spec.c_regs)


def _check_index(spec: MfmaSpec, x, W: int) -> np.ndarray:
    x = np.asarray(x)
    if x.dtype != np.uint32 or x.shape not in ((W, 1, LANES), (W, LANES)):
        raise ValueError(f"{spec.name}: sparse_index must be np.uint32 of shape (W, 1, {LANES}) "
                         f"with W = {W}, got {x.dtype} {x.shape}")
    return x.reshape(W, LANES)


# ---- sparse operands ------------------------------------------------------------------------

def compress_sparse(spec: MfmaSpec, dense) -> tuple[np.ndarray, np.ndarray]:
    """A dense 4:2 sparse A (W, blocks, M, K) -> (stored values (W, blocks, M, K/2), indices
    (W, blocks, M, K/2) in 0..3). In every group of four k at most two values may be
    non-zero (ValueError otherwise); a group with fewer takes the lowest zero positions as
    well, and the two indices of a group are increasing (the order AMD's tools use)."""
    if not spec.sparse:
        raise ValueError(f"{spec.name}: not a sparse SMFMAC instruction")
    v = np.asarray(dense)
    if v.shape[1:] != (spec.blocks, spec.m, spec.k):
        raise ValueError(f"{spec.name}: dense A must have shape (W, {spec.blocks}, {spec.m}, {spec.k}), got {v.shape}")
    g = v.reshape(v.shape[:3] + (spec.k // 4, 4))
    nz = g != 0
    if (nz.sum(axis=-1) > 2).any():
        raise ValueError(f"{spec.name}: A is not 4:2 sparse (a group of four k has more than two non-zeros)")
    # rank positions: non-zeros first (in order), then zeros (in order); keep two, sort them
    order = np.argsort(~nz, axis=-1, kind="stable")[..., :2]
    order.sort(axis=-1)
    vals = np.take_along_axis(g, order, axis=-1)
    return vals.reshape(v.shape[:3] + (spec.a_k,)), order.reshape(v.shape[:3] + (spec.a_k,)).astype(np.int64)


def decompress_sparse(spec: MfmaSpec, values, index) -> np.ndarray:
    """Inverse of :func:`compress_sparse`: the dense A (W, blocks, M, K) in float64 (int64
    for i8); two stored values with the same index add up."""
    vals = np.asarray(values)
    idx = np.asarray(index, np.int64)
    W = vals.shape[0]
    out = np.zeros((W, spec.blocks, spec.m, spec.k), np.int64 if spec.a_type == "i8" else np.float64)
    k = 4 * (np.arange(spec.a_k) // 2) + idx
    np.add.at(out, (np.arange(W)[:, None, None, None], np.arange(spec.blocks)[None, :, None, None],
                    np.arange(spec.m)[None, None, :, None], k), vals.astype(out.dtype))
    return out


def pack_index(spec: MfmaSpec, index, cbsz: int = 0, abid: int = 0, into=None) -> np.ndarray:
    """Index VGPR (W, 1, 64) uint32 holding ``index`` (W, blocks, M, K/2; values 0..3) in the
    set ``cbsz``/``abid`` select; the other bits come from ``into`` (default zero)."""
    idx = np.asarray(index, np.int64)
    if idx.shape[1:] != (spec.blocks, spec.m, spec.a_k) or (idx < 0).any() or (idx > 3).any():
        raise ValueError(f"{spec.name}: index must be (W, {spec.blocks}, {spec.m}, {spec.a_k}) of 0..3")
    lane, shift = _index_plan(spec, cbsz, abid)
    W = idx.shape[0]
    out = np.zeros((W, LANES), np.uint32) if into is None else _check_index(spec, into, W).copy()
    mask = np.zeros(LANES, np.uint32)
    np.bitwise_or.at(mask, lane.ravel(), (np.uint32(3) << shift.ravel().astype(np.uint32)))
    out &= ~mask
    fields = (idx.reshape(W, -1).astype(np.uint32) << shift.ravel().astype(np.uint32))
    np.bitwise_or.at(out, (np.arange(W)[:, None], lane.ravel()[None, :]), fields)
    return out.reshape(W, 1, LANES)


def unpack_index(spec: MfmaSpec, regs, cbsz: int = 0, abid: int = 0) -> np.ndarray:
    """Inverse of :func:`pack_index`: (W, blocks, M, K/2) indices 0..3."""
    r = np.asarray(regs)
    W = r.shape[0]
    return _sparse_k(spec, _check_index(spec, r, W), cbsz, abid) - 4 * (np.arange(spec.a_k) // 2)


def pack_matrices(spec: MfmaSpec, matrix: str, values) -> np.ndarray:
    """Operand registers (W, regs, 64) uint32 holding ``values`` (W, blocks, rows, cols) of
    the operand's element type (A m x k, B k x n, C/D m x n; no modifiers; a sparse A is
    m x k/2, the stored values of :func:`compress_sparse`)."""
    t, nregs = _operand(spec, matrix)
    v = np.asarray(values)
    bits = TYPE_BITS[t]
    raw = np.ascontiguousarray(v.astype(ELEMENT_DTYPE[t], copy=False)).view(_UINT[bits])
    pos = _position(spec, matrix)
    if raw.shape[1:] != pos.shape:
        raise ValueError(f"{spec.name}: {matrix.upper()} values must have shape (W, "
                         f"{', '.join(map(str, pos.shape))}), got {v.shape}")
    slots = np.empty((raw.shape[0], pos.size), dtype=raw.dtype)
    slots[:, pos.reshape(-1)] = raw.reshape(raw.shape[0], -1)
    return _regs_from_slots(slots, bits, nregs)


def unpack_matrices(spec: MfmaSpec, matrix: str, regs) -> np.ndarray:
    """Inverse of :func:`pack_matrices`: (W, blocks, rows, cols) of the element type."""
    t, nregs = _operand(spec, matrix)
    regs = _check_regs(spec, matrix.upper(), regs, nregs)
    raw = np.take(_slots_from_regs(regs, TYPE_BITS[t]), _position(spec, matrix), axis=1)
    dt = ELEMENT_DTYPE[t]
    return raw.view(dt) if raw.dtype.itemsize == dt.itemsize else raw.astype(_UINT[dt.itemsize * 8]).view(dt)
