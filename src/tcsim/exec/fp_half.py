"""Half-precision (f16 / bf16 and packed f16x2 / bf16x2) arithmetic
(PTX ISA 9.7.4).  See :mod:`tcsim.exec.fp` for the numeric model.

Storage: f16 values are ``np.float16``; bf16 values are ``ml_dtypes.bfloat16``;
``uint16`` inputs are reinterpreted as raw bits.  Packed x2 operands are
``uint32`` with element 0 in bits [15:0] and element 1 in bits [31:16]
(PTX: ``fA[0] = a[0:15]; fA[1] = a[16:31]``)."""

from __future__ import annotations

import numpy as np

from .fp_arith import minmax_generic
from .fp_core import (
    BF16,
    F16,
    FloatFormat,
    as_format,
    canonicalize_nan,
    check_mode,
    flush_subnormal,
    round_f64_to_format,
    saturate,
    signbit,
    to_bits,
    to_format,
    two_sum,
    vectorised,
)
from .fp_core import (
    relu as _relu,
)

__all__ = [
    "pack_half2", "unpack_half2",
    "add_f16", "sub_f16", "mul_f16", "fma_f16", "neg_f16", "abs_f16", "min_f16", "max_f16",
    "add_bf16", "sub_bf16", "mul_bf16", "fma_bf16", "neg_bf16", "abs_bf16", "min_bf16", "max_bf16",
    "add_f16x2", "sub_f16x2", "mul_f16x2", "fma_f16x2", "neg_f16x2", "abs_f16x2",
    "min_f16x2", "max_f16x2",
    "add_bf16x2", "sub_bf16x2", "mul_bf16x2", "fma_bf16x2", "neg_bf16x2", "abs_bf16x2",
    "min_bf16x2", "max_bf16x2", "half_arith",
]


def pack_half2(lo, hi) -> np.ndarray:
    """Pack two 16-bit float arrays (or uint16 bits) into uint32: ``lo`` -> [15:0]."""
    lo = to_bits(np.asarray(lo)).astype(np.uint32)
    hi = to_bits(np.asarray(hi)).astype(np.uint32)
    return (hi << np.uint32(16)) | lo


def unpack_half2(x, fmt: FloatFormat | str = "f16"):
    """Split uint32 into (element0 = bits[15:0], element1 = bits[31:16]) of ``fmt``."""
    fmt = {"f16": F16, "bf16": BF16}.get(fmt, fmt) if isinstance(fmt, str) else fmt
    u = np.asarray(x).astype(np.uint32)
    lo = (u & np.uint32(0xFFFF)).astype(np.uint16).view(fmt.dtype)
    hi = (u >> np.uint32(16)).astype(np.uint16).view(fmt.dtype)
    return lo, hi


def _negbits(x, fmt):
    x = as_format(x, fmt)
    return (to_bits(x) ^ np.uint16(0x8000)).view(fmt.dtype)


def half_arith(op: str, fmt: FloatFormat, *xs, mode: str = "rn", ftz: bool = False,
               sat: bool = False, relu: bool = False) -> np.ndarray:
    """add / mul / fma on 16-bit formats with a single rounding.

    Products of two 16-bit values are exact in f64; sums are made exact with
    TwoSum and rounded via round-to-odd (correct for every mode)."""
    mode = check_mode(mode)
    v = [flush_subnormal(as_format(x, fmt), fmt, ftz) for x in xs]
    v = np.broadcast_arrays(*v)
    f = [x.astype(np.float64) for x in v]
    if op == "add":
        s, e = two_sum(f[0], f[1])
        sa, sb = signbit(v[0]), signbit(v[1])
    elif op == "mul":
        s, e = f[0] * f[1], None
    elif op == "fma":
        p = f[0] * f[1]
        s, e = two_sum(p, f[2])
        sa, sb = signbit(p), signbit(v[2])
    else:
        raise ValueError(op)
    if e is not None:
        e = np.where(np.isfinite(s), e, 0.0)
    r = round_f64_to_format(s, fmt, mode, e)
    if op != "mul":
        zneg = np.where(sa == sb, sa, mode == "rm")
        r = np.where(s == 0, np.where(zneg, -0.0, 0.0), r)
    out = flush_subnormal(to_format(r, fmt), fmt, ftz)
    if sat:
        out = saturate(out)
    if relu:
        out = _relu(out, fmt)
    return canonicalize_nan(out, fmt)


# ---------------------------------------------------------------------------
# f16
# ---------------------------------------------------------------------------

@vectorised
def add_f16(a, b, mode: str = "rn", ftz: bool = False, sat: bool = False):
    """add{.rn}{.ftz}{.sat}.f16 (rz/rm/rp accepted as an extension)."""
    return half_arith("add", F16, a, b, mode=mode, ftz=ftz, sat=sat)


@vectorised
def sub_f16(a, b, mode: str = "rn", ftz: bool = False, sat: bool = False):
    return half_arith("add", F16, a, _negbits(b, F16), mode=mode, ftz=ftz, sat=sat)


@vectorised
def mul_f16(a, b, mode: str = "rn", ftz: bool = False, sat: bool = False):
    return half_arith("mul", F16, a, b, mode=mode, ftz=ftz, sat=sat)


@vectorised
def fma_f16(a, b, c, mode: str = "rn", ftz: bool = False, sat: bool = False, relu: bool = False):
    """fma.rn{.ftz}{.sat|.relu}.f16; .relu: negative -> +0, NaN -> canonical NaN."""
    return half_arith("fma", F16, a, b, c, mode=mode, ftz=ftz, sat=sat, relu=relu)


@vectorised
def neg_f16(a, ftz: bool = False):
    """neg{.ftz}.f16: sign-bit flip (NaN payload kept; PTX: unspecified NaN)."""
    return _negbits(flush_subnormal(as_format(a, F16), F16, ftz), F16)


@vectorised
def abs_f16(a, ftz: bool = False):
    """abs{.ftz}.f16: sign-bit clear (NaN payload kept)."""
    a = flush_subnormal(as_format(a, F16), F16, ftz)
    return (to_bits(a) & np.uint16(0x7FFF)).view(np.float16)


@vectorised
def min_f16(a, b, ftz: bool = False, nan: bool = False, xorsign_abs: bool = False):
    """min{.ftz}{.NaN}{.xorsign.abs}.f16 (canonical NaN 0x7FFF)."""
    return minmax_generic(a, b, F16, False, None, ftz, nan, xorsign_abs)


@vectorised
def max_f16(a, b, ftz: bool = False, nan: bool = False, xorsign_abs: bool = False):
    return minmax_generic(a, b, F16, True, None, ftz, nan, xorsign_abs)


# ---------------------------------------------------------------------------
# bf16
# ---------------------------------------------------------------------------

@vectorised
def add_bf16(a, b, mode: str = "rn"):
    """add{.rn}.bf16."""
    return half_arith("add", BF16, a, b, mode=mode)


@vectorised
def sub_bf16(a, b, mode: str = "rn"):
    return half_arith("add", BF16, a, _negbits(b, BF16), mode=mode)


@vectorised
def mul_bf16(a, b, mode: str = "rn"):
    return half_arith("mul", BF16, a, b, mode=mode)


@vectorised
def fma_bf16(a, b, c, mode: str = "rn", relu: bool = False):
    """fma.rn{.relu}.bf16."""
    return half_arith("fma", BF16, a, b, c, mode=mode, relu=relu)


@vectorised
def neg_bf16(a):
    return _negbits(a, BF16)


@vectorised
def abs_bf16(a):
    a = as_format(a, BF16)
    return (to_bits(a) & np.uint16(0x7FFF)).view(BF16.dtype)


@vectorised
def min_bf16(a, b, nan: bool = False, xorsign_abs: bool = False):
    """min{.NaN}{.xorsign.abs}.bf16 (canonical NaN 0x7FFF)."""
    return minmax_generic(a, b, BF16, False, None, False, nan, xorsign_abs)


@vectorised
def max_bf16(a, b, nan: bool = False, xorsign_abs: bool = False):
    return minmax_generic(a, b, BF16, True, None, False, nan, xorsign_abs)


# ---------------------------------------------------------------------------
# packed x2 forms (uint32)
# ---------------------------------------------------------------------------

def on_halves(fn, fmt, *ops, **kw):
    """Apply a scalar-type op to both halves in one vectorised call."""
    ops = np.broadcast_arrays(*[np.asarray(o).astype(np.uint32) for o in ops])
    stacked = [np.stack(unpack_half2(o, fmt)) for o in ops]
    r = np.asarray(fn(*stacked, **kw))
    return pack_half2(r[0], r[1])


def _mk(fn, fmt, doc):
    @vectorised
    def f(*ops, **kw):
        return on_halves(fn, fmt, *ops, **kw)
    f.__name__ = fn.__name__ + "x2"
    f.__qualname__ = f.__name__
    f.__doc__ = doc
    return f


add_f16x2 = _mk(add_f16, F16, "add{.rn}{.ftz}{.sat}.f16x2 on uint32 (see add_f16).")
sub_f16x2 = _mk(sub_f16, F16, "sub{.rn}{.ftz}{.sat}.f16x2 on uint32.")
mul_f16x2 = _mk(mul_f16, F16, "mul{.rn}{.ftz}{.sat}.f16x2 on uint32.")
fma_f16x2 = _mk(fma_f16, F16, "fma.rn{.ftz}{.sat|.relu}.f16x2 on uint32.")
neg_f16x2 = _mk(neg_f16, F16, "neg{.ftz}.f16x2 on uint32.")
abs_f16x2 = _mk(abs_f16, F16, "abs{.ftz}.f16x2 on uint32.")
min_f16x2 = _mk(min_f16, F16, "min{.ftz}{.NaN}{.xorsign.abs}.f16x2 on uint32.")
max_f16x2 = _mk(max_f16, F16, "max{.ftz}{.NaN}{.xorsign.abs}.f16x2 on uint32.")
add_bf16x2 = _mk(add_bf16, BF16, "add{.rn}.bf16x2 on uint32.")
sub_bf16x2 = _mk(sub_bf16, BF16, "sub{.rn}.bf16x2 on uint32.")
mul_bf16x2 = _mk(mul_bf16, BF16, "mul{.rn}.bf16x2 on uint32.")
fma_bf16x2 = _mk(fma_bf16, BF16, "fma.rn{.relu}.bf16x2 on uint32.")
neg_bf16x2 = _mk(neg_bf16, BF16, "neg.bf16x2 on uint32.")
abs_bf16x2 = _mk(abs_bf16, BF16, "abs.bf16x2 on uint32.")
min_bf16x2 = _mk(min_bf16, BF16, "min{.NaN}{.xorsign.abs}.bf16x2 on uint32.")
max_bf16x2 = _mk(max_bf16, BF16, "max{.NaN}{.xorsign.abs}.bf16x2 on uint32.")
