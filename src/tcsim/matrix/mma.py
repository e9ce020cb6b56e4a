"""The one shared MMA routine, fed by per-arch fragment maps (in the spirit of tinygrad's
``ops_python.py``): registers -> operand matrices -> arithmetic model -> registers.

All functions work on a batch of ``W`` warps at once: lane registers are arrays of shape
``(W, 32, nregs)`` of uint32.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

from tcsim.isa.ir import ELEMENT_BITS
from tcsim.matrix.fragment_api import Fragment

_VIEW = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "s8": np.int8, "u8": np.uint8}


def unpack(regs: np.ndarray, etype: str, nelem: int) -> np.ndarray:
    """Element values of packed registers ``(..., nregs)`` -> ``(..., nelem)``: float64 for
    float types (tf32 keeps its top 19 bits: the tensor core ignores the low mantissa
    bits), int64 for integer types, 0/1 for b1."""
    regs = np.ascontiguousarray(regs, dtype=np.uint32)
    if etype in _VIEW:  # byte-multiple elements: a little-endian view is the slot order
        v = regs.view(_VIEW[etype])[..., :nelem]
        return v.astype(np.float64 if etype in ("f16", "bf16") else np.int64)
    if etype == "f64":
        return regs.view(np.float64)[..., :nelem].copy()
    bits = ELEMENT_BITS[etype]
    per = 32 // bits
    if per == 1:
        raw = regs[..., :nelem]
    else:
        shifts = (np.arange(per, dtype=np.uint32) * bits)
        raw = ((regs[..., :, None] >> shifts) & np.uint32((1 << bits) - 1)).reshape(*regs.shape[:-1], -1)[..., :nelem]
    if etype == "f32":
        return raw.view(np.float32).astype(np.float64)
    if etype == "tf32":
        return (raw & np.uint32(0xFFFFE000)).view(np.float32).astype(np.float64)
    if etype in ("s4", "s32"):
        sign = np.int64(1) << np.int64(bits - 1)
        v = raw.astype(np.int64)
        return (v ^ sign) - sign
    return raw.astype(np.int64)  # u4, b1


def pack(vals: np.ndarray, etype: str) -> np.ndarray:
    """Inverse of :func:`unpack` for result types (f16, f32, s32): ``(..., nelem)`` of
    already-rounded values of that type -> ``(..., nregs)`` uint32."""
    if etype == "f16":
        raw = np.asarray(vals, dtype=np.float16).view(np.uint16).astype(np.uint32)
        return raw[..., 0::2] | (raw[..., 1::2] << np.uint32(16))
    if etype == "f32":
        return np.asarray(vals, dtype=np.float32).view(np.uint32)
    if etype == "s32":
        return np.asarray(vals).astype(np.int64).astype(np.uint32)
    if etype == "f64":
        u = np.asarray(vals, dtype=np.float64).view(np.uint64)
        out = np.empty(u.shape[:-1] + (2 * u.shape[-1],), dtype=np.uint32)
        out[..., 0::2] = (u & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        out[..., 1::2] = (u >> np.uint64(32)).astype(np.uint32)
        return out
    raise ValueError(f"cannot pack results of type {etype}")


_PLACES: dict[int, tuple] = {}


def _places(frag: Fragment) -> tuple[np.ndarray, np.ndarray]:
    """Flat matrix index of every (lane, slot), and for every matrix element one (lane, slot)
    that holds it (cached per fragment map)."""
    hit = _PLACES.get(id(frag))
    if hit is None or hit[0] is not frag:
        flat = (frag.row * frag.cols + frag.col).reshape(-1)
        src = np.zeros(frag.rows * frag.cols, dtype=np.int64)
        src[flat] = np.arange(flat.size)  # any holder will do (they hold the same value)
        hit = _PLACES[id(frag)] = (frag, flat, src)
    return hit[1], hit[2]


def gather(frag: Fragment, vals: np.ndarray) -> np.ndarray:
    """Lane element values ``(W, 32, nelem)`` -> operand matrices ``(W, rows, cols)``.
    Where several lanes hold one element, any of them is taken (they agree in any
    well-formed program: they were loaded from the same address)."""
    _, src = _places(frag)
    W = vals.shape[0]
    return np.take(vals.reshape(W, -1), src, axis=1).reshape(W, frag.rows, frag.cols)


def scatter(frag: Fragment, M: np.ndarray) -> np.ndarray:
    """Operand matrices ``(W, rows, cols)`` -> lane element values ``(W, 32, nelem)``."""
    flat, _ = _places(frag)
    W = M.shape[0]
    return np.take(M.reshape(W, -1), flat, axis=1).reshape(W, 32, frag.nelem)


def mma(A: np.ndarray, B: np.ndarray, C: np.ndarray, atype: str, dtype: str, arith: str,
        satfinite: bool = False, b1op: str = "xor") -> np.ndarray:
    """D = A @ B + C with the arithmetic of ``atype`` and model ``arith`` (float types),
    exact integer arithmetic (wrapping, or saturating with ``satfinite``), or b1 popc."""
    from tcsim.matrix import numerics

    if atype in ("s8", "u8", "s4", "u4"):
        return numerics.mma_int(A, B, C, satfinite)
    if atype == "b1":
        return numerics.mma_b1(A, B, C, b1op)
    if atype == "f64":  # DMMA: one rounding of the exact result for every model (matrix/dmma.py)
        from tcsim.matrix.dmma import mma_f64
        return mma_f64(A, B, C)
    model = _MODELS.get((arith, atype))
    if model is None:
        model = _MODELS[(arith, atype)] = numerics.get_model(arith, atype)
    return numerics.mma_float(A, B, C, model, dtype)


_MODELS: dict[tuple[str, str], object] = {}  # (model name, input type) -> specialised model


# --------------------------------------------------------------------------------------
# register-major fast path: fragments straight from/to the register file's layout
# --------------------------------------------------------------------------------------
# The register file holds a register as a row over threads: ``R[reg, thread]``. For a batch
# of W whole warps, ``R`` (nregs, W*32) viewed as 16-bit halves is (nregs, W, 64) and as
# 32-bit words (nregs, W, 32); one fancy index then yields any operand matrix with the warps
# innermost — the layout the arithmetic models compute in — without transposes.

_HOLD: dict[tuple, tuple] = {}


def _holders(frag: Fragment, transposed: bool) -> tuple[np.ndarray, np.ndarray]:
    """(register, column) in the (nregs, W, 32 * per_reg) view of one holder of every
    element of ``frag``'s matrix, in row-major order (column-major if ``transposed``)."""
    key = (id(frag), transposed)
    hit = _HOLD.get(key)
    if hit is None or hit[0] is not frag:
        _, src = _places(frag)                    # flat (row-major) element -> lane*nelem + slot
        if transposed:
            src = src.reshape(frag.rows, frag.cols).T.reshape(-1)
        lane, slot = src // frag.nelem, src % frag.nelem
        per = max(1, 32 // frag.bits)
        hit = _HOLD[key] = (frag, slot // per, lane * per + slot % per)
    return hit[1], hit[2]


_FLOAT16 = {"f16": np.float16, "bf16": ml_dtypes.bfloat16}


def gather_regs(frag: Fragment, R: np.ndarray, transposed: bool = False) -> np.ndarray:
    """Operand matrix values, float64, shape (elements, W) — ``(rows*cols, W)`` in row-major
    element order, or column-major if ``transposed`` — from registers ``R`` (nregs, W*32)
    uint32 of 16- or 32-bit float fragments."""
    r, c = _holders(frag, transposed)
    W = R.shape[1] // 32
    if frag.bits == 16:
        x = R.view(np.uint16).reshape(R.shape[0], W, 64)[r, :, c]
        return x.view(_FLOAT16[frag.etype]).astype(np.float64)
    x = R.reshape(R.shape[0], W, 32)[r, :, c]
    if frag.etype == "tf32":
        x = x & np.uint32(0xFFFFE000)  # the tensor core ignores the low 13 mantissa bits
    return x.view(np.float32).astype(np.float64)


_SCAT: dict[int, tuple] = {}


def scatter_regs(frag: Fragment, D: np.ndarray) -> np.ndarray:
    """Registers (nregs, W*32) uint32 of a 16- or 32-bit result fragment from the matrix
    ``D`` (rows, cols, W) of float16/float32 values."""
    hit = _SCAT.get(id(frag))
    if hit is None or hit[0] is not frag:
        flat, _ = _places(frag)                   # (lane, slot) -> flat element
        per = max(1, 32 // frag.bits)
        # (reg, lane, half) -> flat element
        idx = flat.reshape(32, frag.nregs, per).transpose(1, 0, 2)
        hit = _SCAT[id(frag)] = (frag, np.ascontiguousarray(idx))
    idx = hit[1]
    W = D.shape[-1]
    nregs, _, per = idx.shape
    word = np.uint16 if frag.bits == 16 else np.uint32
    v = D.reshape(-1, W).view(word)[idx]           # (nregs, 32, per, W)
    v = np.ascontiguousarray(v.transpose(0, 3, 1, 2))  # (nregs, W, 32, per)
    return v.view(np.uint32).reshape(nregs, W * 32)
