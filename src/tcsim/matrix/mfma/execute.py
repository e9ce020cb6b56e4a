"""Execute an MFMA on the registers of W wavefronts at once.

``execute(spec, a, b, c)`` takes the A, B, C operand registers as ``np.uint32`` arrays of
shape (W, regs, 64) — register-major, lane-minor, as the wavefront's VGPR/AGPR file holds
them — and returns D the same way. Operands are gathered into matrices with index arrays
precomputed per (instruction, cbsz, abid, blgp) and cached; the arithmetic runs on whole
(W, blocks, M, N) arrays (:mod:`.arith`); D is scattered back with the C/D index array.
"""

from __future__ import annotations

from functools import lru_cache

import ml_dtypes
import numpy as np

from . import arith
from .layouts import LANES, a_source_block, blgp_lane, check_modifiers, slot_map
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


@lru_cache(maxsize=None)
def _position(spec: MfmaSpec, matrix: str) -> np.ndarray:
    """pos[block, row, col] = slot*64 + lane of each element (operand orientation)."""
    blk, row, col = slot_map(spec, matrix)
    rows, cols = {"a": (spec.m, spec.k), "b": (spec.k, spec.n)}.get(matrix, (spec.m, spec.n))
    pos = np.empty((spec.blocks, rows, cols), dtype=np.int64)
    flat = np.arange(blk.size).reshape(blk.shape)
    pos[blk, row, col] = flat
    pos.flags.writeable = False
    return pos


@lru_cache(maxsize=4096)
def _plan(spec: MfmaSpec, cbsz: int, abid: int, blgp: int):
    """Index arrays (A, B, C/D) into the slot-major operand arrays, modifiers applied."""
    ia = _position(spec, "a")[a_source_block(spec, cbsz, abid)]
    pb = _position(spec, "b")
    ib = (pb // LANES) * LANES + blgp_lane(blgp)[pb % LANES]
    ic = _position(spec, "c")
    for x in (ia, ib, ic):
        x.flags.writeable = False
    return ia, ib, ic


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
            neg=(False, False, False), model: str | arith.MfmaArith | None = None) -> np.ndarray:
    """D registers (W, c_regs, 64) uint32 of ``spec`` applied to A (W, a_regs, 64),
    B (W, b_regs, 64), C (W, c_regs, 64). ``cbsz``/``abid`` broadcast one A block,
    ``blgp`` selects the B lane-group pattern, ``neg`` negates A/B/C (gfx942 f64 only);
    ``model`` names the arithmetic model (default: the architecture's hardware model,
    ``"exact"`` for the correctly rounded reference)."""
    a = _check_regs(spec, "A", a, spec.a_regs)
    b = _check_regs(spec, "B", b, spec.b_regs)
    c = _check_regs(spec, "C", c, spec.c_regs)
    if not (a.shape[0] == b.shape[0] == c.shape[0]):
        raise ValueError(f"{spec.name}: operands disagree on W: {a.shape[0]}, {b.shape[0]}, {c.shape[0]}")
    neg = tuple(bool(x) for x in neg)
    check_modifiers(spec, cbsz, abid, blgp, neg)
    ia, ib, ic = _plan(spec, cbsz, abid, blgp)
    W = a.shape[0]
    ta, tb, tc = spec.a_type, spec.b_type, spec.c_type
    A = _decode(np.take(_slots_from_regs(a, TYPE_BITS[ta]), ia, axis=1), ta)     # (W, B, M, K)
    B = _decode(np.take(_slots_from_regs(b, TYPE_BITS[tb]), ib, axis=1), tb)     # (W, B, K, N)
    C = _decode(np.take(_slots_from_regs(c, TYPE_BITS[tc]), ic, axis=1), tc)     # (W, B, M, N)
    if any(neg):
        A, B, C = (-x if n else x for x, n in zip((A, B, C), neg))
    D = arith.compute(spec, A, B, C, model or arith.default_model(spec.arch))
    out = np.empty((W, spec.c_regs * LANES // (TYPE_BITS[tc] // 32 if TYPE_BITS[tc] > 32 else 1)),
                   dtype=_UINT[TYPE_BITS[tc]])
    out[:, ic] = _encode(D, tc)
    return _regs_from_slots(out, TYPE_BITS[tc], spec.c_regs)


def pack_matrices(spec: MfmaSpec, matrix: str, values) -> np.ndarray:
    """Operand registers (W, regs, 64) uint32 holding ``values`` (W, blocks, rows, cols) of
    the operand's element type (A m x k, B k x n, C/D m x n; no modifiers)."""
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
