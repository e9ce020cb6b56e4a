"""f32 / f64 arithmetic with PTX rounding modifiers, .ftz and .sat, plus
min/max, abs/neg, copysign and testp (PTX ISA 9.7.3).  See :mod:`tcsim.exec.fp`."""

from __future__ import annotations

import numpy as np

from . import fp_core as _core
from .fp_core import (
    CANON_NAN_F32,
    F32,
    F64,
    FloatFormat,
    as_format,
    check_mode,
    exact_sign_fma_f64,
    f64_nan_result,
    flush_subnormal,
    fma_exact_round_f64,
    fma_rn_f64_fast,
    round_f64_to_format,
    saturate,
    signbit,
    to_bits,
    to_format,
    two_prod,
    two_sum,
    vectorised,
)

__all__ = [
    "add_f32", "sub_f32", "mul_f32", "fma_f32", "mad_f32", "div_f32", "rcp_f32", "sqrt_f32",
    "add_f64", "sub_f64", "mul_f64", "fma_f64", "mad_f64", "div_f64", "rcp_f64", "sqrt_f64",
    "add_f32x2", "sub_f32x2", "mul_f32x2", "fma_f32x2",
    "abs_f32", "neg_f32", "abs_f64", "neg_f64", "copysign_f32", "copysign_f64",
    "min_f32", "max_f32", "min_f64", "max_f64", "minmax_generic", "sat_f32", "ftz_f32",
    "testp", "TESTP_OPS",
]


# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------

def _f32(x):
    return as_format(x, F32)


def _f64(x):
    return as_format(x, F64)


def _canon_f32(r):
    r = np.asarray(r, dtype=np.float32)
    isn = np.isnan(r)
    if np.any(isn):
        r = np.where(isn, np.uint32(CANON_NAN_F32), r.view(np.uint32)).astype(np.uint32).view(np.float32)
    return r


def _finish_f32(r, ftz, sat):
    """Common f32 epilogue: flush subnormal results, saturate, canonical NaN."""
    r = flush_subnormal(np.asarray(r, dtype=np.float32), F32, ftz)
    if sat:
        r = saturate(r)
    return _canon_f32(r)


def ftz_f32(x, enable: bool = True):
    """Flush f32 subnormals to sign-preserving zero."""
    return flush_subnormal(_f32(x), F32, enable)


def sat_f32(x):
    """.sat: clamp to [0.0, 1.0], NaN -> +0.0 (and -0.0 -> +0.0)."""
    return saturate(np.asarray(x))


def _zero_sum_sign(a_neg, b_neg, mode):
    """Sign of an exact-zero sum x + y (IEEE 754 §6.3)."""
    return np.where(a_neg == b_neg, a_neg, mode == "rm")


def _fix_zero(res, zero_mask, neg_mask):
    return np.where(zero_mask, np.where(neg_mask, -0.0, 0.0), res)


# ---------------------------------------------------------------------------
# f32
# ---------------------------------------------------------------------------

@vectorised
def add_f32(a, b, mode: str = "rn", ftz: bool = False, sat: bool = False):
    """add{.rnd}{.ftz}{.sat}.f32 (PTX 9.7.3.3)."""
    mode = check_mode(mode)
    a = ftz_f32(a, ftz)
    b = ftz_f32(b, ftz)
    if mode == "rn":
        return _finish_f32(a + b, ftz, sat)
    a64 = a.astype(np.float64)
    b64 = b.astype(np.float64)
    s, e = two_sum(a64, b64)
    r = round_f64_to_format(s, F32, mode, np.where(np.isfinite(s), e, 0.0))
    r = _fix_zero(r, s == 0, _zero_sum_sign(signbit(a), signbit(b), mode))
    return _finish_f32(r, ftz, sat)


@vectorised
def sub_f32(a, b, mode: str = "rn", ftz: bool = False, sat: bool = False):
    """sub{.rnd}{.ftz}{.sat}.f32 (PTX 9.7.3.4): a + (-b)."""
    b = _f32(b)
    nb = (to_bits(b) ^ np.uint32(0x80000000)).view(np.float32)
    return add_f32(a, nb, mode, ftz, sat)


@vectorised
def mul_f32(a, b, mode: str = "rn", ftz: bool = False, sat: bool = False):
    """mul{.rnd}{.ftz}{.sat}.f32 (PTX 9.7.3.5).  The f64 product is exact."""
    mode = check_mode(mode)
    a = ftz_f32(a, ftz)
    b = ftz_f32(b, ftz)
    if mode == "rn":
        return _finish_f32(a * b, ftz, sat)
    p = a.astype(np.float64) * b.astype(np.float64)
    return _finish_f32(to_format(round_f64_to_format(p, F32, mode), F32), ftz, sat)


@vectorised
def fma_f32(a, b, c, mode: str = "rn", ftz: bool = False, sat: bool = False):
    """fma.rnd{.ftz}{.sat}.f32 (PTX 9.7.3.6): a*b exact in f64, TwoSum residual
    of the addition, single rounding to f32 via round-to-odd."""
    mode = check_mode(mode)
    a = ftz_f32(a, ftz).astype(np.float64)
    b = ftz_f32(b, ftz).astype(np.float64)
    c = ftz_f32(c, ftz).astype(np.float64)
    p = a * b
    s, e = two_sum(p, c)
    r = round_f64_to_format(s, F32, mode, np.where(np.isfinite(s), e, 0.0))
    r = _fix_zero(r, s == 0, _zero_sum_sign(signbit(p), signbit(c), mode))
    return _finish_f32(r, ftz, sat)


mad_f32 = fma_f32  # mad.rnd.f32 == fma.rnd.f32 for sm_20+


def _div_residual_sign(a, b, q):
    """sign(a/b - q) for f64 a, b (f32-representable) and q = RN64(a/b)."""
    ph, pl = two_prod(q, b)
    r = (a - ph) - pl
    return np.sign(r) * np.sign(b)


@vectorised
def div_f32(a, b, mode: str = "rn", ftz: bool = False):
    """div.rnd{.ftz}.f32 (IEEE, PTX 9.7.3.8)."""
    mode = check_mode(mode)
    a = ftz_f32(a, ftz)
    b = ftz_f32(b, ftz)
    if mode == "rn":
        return _finish_f32(a / b, ftz, False)
    a64 = a.astype(np.float64)
    b64 = b.astype(np.float64)
    q = a64 / b64
    ok = np.isfinite(q) & (q != 0) & np.isfinite(b64)
    err = np.where(ok, _div_residual_sign(a64, np.where(ok, b64, 1.0), np.where(ok, q, 1.0)), 0.0)
    r = round_f64_to_format(q, F32, mode, err)
    return _finish_f32(to_format(r, F32), ftz, False)


@vectorised
def rcp_f32(a, mode: str = "rn", ftz: bool = False):
    """rcp.rnd{.ftz}.f32 = IEEE 1/a."""
    a = _f32(a)
    return div_f32(np.ones_like(a), a, mode, ftz)


@vectorised
def sqrt_f32(a, mode: str = "rn", ftz: bool = False):
    """sqrt.rnd{.ftz}.f32 (IEEE, PTX 9.7.3.15); sqrt(-0) = -0, sqrt(<0) = NaN."""
    mode = check_mode(mode)
    a = ftz_f32(a, ftz)
    if mode == "rn":
        return _finish_f32(np.sqrt(a), ftz, False)
    a64 = a.astype(np.float64)
    q = np.sqrt(a64)
    ok = np.isfinite(q) & (q > 0)
    qs = np.where(ok, q, 1.0)
    ph, pl = two_prod(qs, qs)
    err = np.where(ok, np.sign((np.where(ok, a64, 1.0) - ph) - pl), 0.0)
    r = round_f64_to_format(q, F32, mode, err)
    return _finish_f32(to_format(r, F32), ftz, False)


# ---------------------------------------------------------------------------
# f64 (no .ftz / .sat in PTX)
# ---------------------------------------------------------------------------

def _f64_special_fma(a, b, c, res):
    """IEEE special cases (NaN/inf operands) of a*b + c; ``res`` for the rest."""
    a_inf = np.isinf(a)
    b_inf = np.isinf(b)
    c_inf = np.isinf(c)
    p_inf = a_inf | b_inf
    nonfinite = p_inf | c_inf | np.isnan(a) | np.isnan(b) | np.isnan(c)
    if not np.any(nonfinite):
        return res
    p_sign = np.where(signbit(a) ^ signbit(b), -1.0, 1.0)
    inv = (p_inf & ((a == 0) | (b == 0))) | (p_inf & c_inf & ((p_sign < 0) != (c < 0)))
    inv |= np.isnan(a) | np.isnan(b) | np.isnan(c)
    special = np.where(p_inf, p_sign * np.inf, c)
    special = np.where(inv, np.nan, special)
    out = np.where(nonfinite, special, res)
    return f64_nan_result(out, a, b, c)


@vectorised
def fma_f64(a, b, c, mode: str = "rn"):
    """fma.rnd.f64 / mad.rnd.f64 (PTX 9.7.3.6): correctly rounded in all modes
    (exact emulation; NaN: first NaN operand quieted, else CANON_NAN_F64)."""
    mode = check_mode(mode)
    a, b, c = np.broadcast_arrays(_f64(a), _f64(b), _f64(c))
    fin = np.isfinite(a) & np.isfinite(b) & np.isfinite(c)
    a0, b0, c0 = (np.where(fin, v, 0.0) for v in (a, b, c))
    if mode == "rn" and _core.FAST_PATHS:
        res, ok = fma_rn_f64_fast(a0, b0, c0)
        ok &= fin
        if not np.all(ok):
            res = np.where(ok, res, fma_exact_round_f64(a0, b0, c0, mode))
    else:
        res = fma_exact_round_f64(a0, b0, c0, mode)
    return _f64_special_fma(a, b, c, res)


mad_f64 = fma_f64


def _directed_from_rn(q, sgn, mode):
    """Given q = RN(v) and sgn = sign(v - q) (exact), return the mode rounding of v."""
    if mode == "rn":
        return q
    if mode == "rp":
        return np.where(sgn > 0, np.nextafter(q, np.inf), q)
    if mode == "rm":
        return np.where(sgn < 0, np.nextafter(q, -np.inf), q)
    # rz: step toward zero when |v| < |q|
    toward_zero = ((q > 0) & (sgn < 0)) | ((q < 0) & (sgn > 0))
    return np.where(toward_zero, np.nextafter(q, 0.0), q)


def _overflow_fix(q, ovf, mode):
    """Replace RN overflow infinities by the mode's overflow result."""
    if mode == "rn" or not np.any(ovf):
        return q
    mx = F64.max_finite
    pos = q > 0
    if mode == "rz":
        v = np.where(pos, mx, -mx)
    elif mode == "rp":
        v = np.where(pos, np.inf, -mx)
    else:
        v = np.where(pos, mx, -np.inf)
    return np.where(ovf, v, q)


@vectorised
def add_f64(a, b, mode: str = "rn"):
    """add.rnd.f64."""
    mode = check_mode(mode)
    a, b = np.broadcast_arrays(_f64(a), _f64(b))
    if mode == "rn":
        return f64_nan_result(a + b, a, b)
    return fma_f64(a, np.ones_like(a), b, mode)


@vectorised
def sub_f64(a, b, mode: str = "rn"):
    """sub.rnd.f64 = a + (-b)."""
    b = _f64(b)
    nb = (to_bits(b) ^ np.uint64(1 << 63)).view(np.float64)
    return add_f64(a, nb, mode)


@vectorised
def mul_f64(a, b, mode: str = "rn"):
    """mul.rnd.f64."""
    mode = check_mode(mode)
    a, b = np.broadcast_arrays(_f64(a), _f64(b))
    if mode == "rn":
        return f64_nan_result(a * b, a, b)
    zero = np.where(signbit(a) ^ signbit(b), -0.0, 0.0)
    return fma_f64(a, b, zero, mode)


@vectorised
def div_f64(a, b, mode: str = "rn"):
    """div.rnd.f64: RN quotient from numpy; directed modes from the exact sign
    of the remainder a - q*b."""
    mode = check_mode(mode)
    a, b = np.broadcast_arrays(_f64(a), _f64(b))
    q = a / b
    if mode != "rn":
        ok = np.isfinite(q) & np.isfinite(a) & np.isfinite(b) & (b != 0)
        one = np.ones_like(q)
        sr = exact_sign_fma_f64(np.where(ok, -q, one), np.where(ok, b, one), np.where(ok, a, one))
        sgn = np.where(ok, sr * np.sign(b), 0.0)
        q = np.where(ok, _directed_from_rn(q, sgn, mode), q)
        ovf = np.isinf(q) & np.isfinite(a) & np.isfinite(b) & (b != 0)
        q = _overflow_fix(q, ovf, mode)
    return f64_nan_result(q, a, b)


@vectorised
def rcp_f64(a, mode: str = "rn"):
    """rcp.rnd.f64 = IEEE 1/a."""
    a = _f64(a)
    return div_f64(np.ones_like(a), a, mode)


@vectorised
def sqrt_f64(a, mode: str = "rn"):
    """sqrt.rnd.f64."""
    mode = check_mode(mode)
    a = _f64(a)
    q = np.sqrt(a)
    if mode != "rn":
        ok = np.isfinite(q) & (q > 0)
        qs = np.where(ok, q, 1.0)
        sr = exact_sign_fma_f64(-qs, qs, np.where(ok, a, 1.0))  # sign(a - q^2) = sign(sqrt(a) - q)
        q = np.where(ok, _directed_from_rn(q, sr, mode), q)
    return f64_nan_result(q, a)


# ---------------------------------------------------------------------------
# f32x2 (sm_100): two f32 packed in a b64, element 0 in bits [31:0]
# ---------------------------------------------------------------------------

def _unpack_f32x2(x):
    u = np.asarray(x).astype(np.uint64)
    lo = (u & np.uint64(0xFFFFFFFF)).astype(np.uint32).view(np.float32)
    hi = (u >> np.uint64(32)).astype(np.uint32).view(np.float32)
    return lo, hi


def _pack_f32x2(lo, hi):
    lo = np.asarray(lo, dtype=np.float32).view(np.uint32).astype(np.uint64)
    hi = np.asarray(hi, dtype=np.float32).view(np.uint32).astype(np.uint64)
    return (hi << np.uint64(32)) | lo


def _x2(fn, *ops, **kw):
    ops = np.broadcast_arrays(*[np.asarray(o).astype(np.uint64) for o in ops])
    r = np.asarray(fn(*[np.stack(_unpack_f32x2(o)) for o in ops], **kw))
    return _pack_f32x2(r[0], r[1])


@vectorised
def add_f32x2(a, b, mode: str = "rn", ftz: bool = False):
    """add{.rnd}{.ftz}.f32x2 on uint64 (element i in bits [32i+31:32i])."""
    return _x2(add_f32, a, b, mode=mode, ftz=ftz)


@vectorised
def sub_f32x2(a, b, mode: str = "rn", ftz: bool = False):
    return _x2(sub_f32, a, b, mode=mode, ftz=ftz)


@vectorised
def mul_f32x2(a, b, mode: str = "rn", ftz: bool = False):
    return _x2(mul_f32, a, b, mode=mode, ftz=ftz)


@vectorised
def fma_f32x2(a, b, c, mode: str = "rn", ftz: bool = False):
    return _x2(fma_f32, a, b, c, mode=mode, ftz=ftz)


# ---------------------------------------------------------------------------
# abs / neg / copysign
# ---------------------------------------------------------------------------

@vectorised
def abs_f32(a, ftz: bool = False):
    """abs{.ftz}.f32: clear the sign bit (NaN payload kept; PTX leaves the NaN
    unspecified).  .ftz flushes subnormal inputs first."""
    a = ftz_f32(a, ftz)
    return (to_bits(a) & np.uint32(0x7FFFFFFF)).view(np.float32)


@vectorised
def neg_f32(a, ftz: bool = False):
    """neg{.ftz}.f32: flip the sign bit (NaN payload kept; PTX: unspecified NaN)."""
    a = ftz_f32(a, ftz)
    return (to_bits(a) ^ np.uint32(0x80000000)).view(np.float32)


@vectorised
def abs_f64(a):
    """abs.f64: clear the sign bit; NaN inputs are passed through unchanged
    (PTX 9.7.3.9; CUDA Programming Guide, Floating-Point Standard)."""
    a = _f64(a)
    r = (to_bits(a) & np.uint64(0x7FFFFFFFFFFFFFFF)).view(np.float64)
    return np.where(np.isnan(a), a, r)


@vectorised
def neg_f64(a):
    """neg.f64: flip the sign bit; NaN passed through unchanged (CUDA Programming
    Guide, Floating-Point Standard)."""
    a = _f64(a)
    r = (to_bits(a) ^ np.uint64(1 << 63)).view(np.float64)
    return np.where(np.isnan(a), a, r)


@vectorised
def copysign_f32(a, b):
    """copysign.f32 d, a, b: value of ``b`` with the sign bit of ``a`` (bitwise)."""
    a, b = _f32(a), _f32(b)
    return ((to_bits(b) & np.uint32(0x7FFFFFFF)) | (to_bits(a) & np.uint32(0x80000000))).view(np.float32)


@vectorised
def copysign_f64(a, b):
    """copysign.f64 d, a, b: value of ``b`` with the sign bit of ``a`` (bitwise)."""
    a, b = _f64(a), _f64(b)
    m = np.uint64(1 << 63)
    return ((to_bits(b) & ~m) | (to_bits(a) & m)).view(np.float64)


# ---------------------------------------------------------------------------
# min / max
# ---------------------------------------------------------------------------

def _sign_clear(x):
    b = to_bits(x)
    nb = 8 * x.dtype.itemsize
    return (b & b.dtype.type((1 << (nb - 1)) - 1)).view(x.dtype)


def _set_sign(x, neg):
    b = to_bits(x)
    nb = 8 * x.dtype.itemsize
    sm = b.dtype.type(1 << (nb - 1))
    return np.where(neg, b | sm, b & ~sm).astype(b.dtype).view(x.dtype)


def _two_min(x, y, is_max, nan_mode, canon):
    """PTX min_num / min_nan (and max) on arrays of one float dtype.  -0 < +0."""
    xf = x.astype(np.float64)
    yf = y.astype(np.float64)
    xn = np.isnan(xf)
    yn = np.isnan(yf)
    if is_max:
        pick_x = (xf > yf) | ((xf == yf) & ~signbit(x))
    else:
        pick_x = (xf < yf) | ((xf == yf) & signbit(x))
    r = np.where(pick_x, x, y)
    r = np.where(xn & ~yn, y, np.where(yn & ~xn, x, r))
    bad = (xn | yn) if nan_mode else (xn & yn)
    return np.where(bad, canon, r).astype(x.dtype), bad


def minmax_generic(a, b, fmt: FloatFormat, is_max: bool, c=None, ftz: bool = False,
                   nan: bool = False, xorsign_abs: bool = False, abs_: bool = False,
                   canon=None):
    """PTX min/max semantics for any float dtype (see 9.7.3.11 / 9.7.4.7).

    ``xorsign_abs``: result magnitude = min/max of |a|, |b|, sign = sign(a)^sign(b)
    (ignored when the result is NaN).  ``abs_`` (three-input form): compare
    absolute values.  ``nan``: any NaN input -> canonical NaN."""
    a = flush_subnormal(as_format(a, fmt), fmt, ftz)
    b = flush_subnormal(as_format(b, fmt), fmt, ftz)
    a, b = np.broadcast_arrays(a, b)
    if canon is None:
        canon = np.array(fmt.canonical_nan, dtype=fmt.bits).view(fmt.dtype)
    if xorsign_abs and c is not None:
        raise ValueError(".xorsign cannot be used with three inputs")
    xs = signbit(a) ^ signbit(b)
    if xorsign_abs or abs_:
        a, b = _sign_clear(a), _sign_clear(b)
    d, dnan = _two_min(a, b, is_max, nan, canon)
    if c is not None:
        c = flush_subnormal(as_format(c, fmt), fmt, ftz)
        if abs_:
            c = _sign_clear(c)
        d, b2 = np.broadcast_arrays(d, c)
        d, dnan = _two_min(d, b2, is_max, nan, canon)
    if xorsign_abs:
        d = np.where(dnan, d, _set_sign(d, xs)).astype(d.dtype)
    return flush_subnormal(d, fmt, ftz)


@vectorised
def min_f32(a, b, c=None, ftz: bool = False, nan: bool = False, xorsign_abs: bool = False,
            abs: bool = False):
    """min{.ftz}{.NaN}{.xorsign.abs}.f32 d, a, b  /  min{.ftz}{.NaN}{.abs}.f32 d, a, b, c.

    One NaN input -> the other operand; two NaNs (or any NaN with .NaN) ->
    canonical NaN 0x7FFFFFFF; -0.0 < +0.0."""
    return minmax_generic(a, b, F32, False, c, ftz, nan, xorsign_abs, abs)


@vectorised
def max_f32(a, b, c=None, ftz: bool = False, nan: bool = False, xorsign_abs: bool = False,
            abs: bool = False):
    """max{.ftz}{.NaN}{.xorsign.abs}.f32 (see :func:`min_f32`); +0.0 > -0.0."""
    return minmax_generic(a, b, F32, True, c, ftz, nan, xorsign_abs, abs)


def _f64_both_nan(a, b):
    # modelling assumption: both NaN -> first operand, quieted (f64 keeps payloads)
    from .fp_core import quiet_f64
    return quiet_f64(a)


@vectorised
def min_f64(a, b):
    """min.f64: one NaN -> other operand; both NaN -> ``a`` quieted (model)."""
    a, b = np.broadcast_arrays(_f64(a), _f64(b))
    r = minmax_generic(a, b, F64, False)
    return np.where(np.isnan(a) & np.isnan(b), _f64_both_nan(a, b), r)


@vectorised
def max_f64(a, b):
    """max.f64: one NaN -> other operand; both NaN -> ``a`` quieted (model)."""
    a, b = np.broadcast_arrays(_f64(a), _f64(b))
    r = minmax_generic(a, b, F64, True)
    return np.where(np.isnan(a) & np.isnan(b), _f64_both_nan(a, b), r)


# ---------------------------------------------------------------------------
# testp
# ---------------------------------------------------------------------------

TESTP_OPS = ("finite", "infinite", "number", "notanumber", "normal", "subnormal")


@vectorised
def testp(op: str, a):
    """testp.op.{f32,f64} (works for any float dtype): bool array.
    Zeros count as *normal* (PTX 9.7.3.1)."""
    op = str(op).lstrip(".")
    a = np.asarray(a)
    if a.dtype == np.uint32:
        a = a.view(np.float32)
    elif a.dtype == np.uint64:
        a = a.view(np.float64)
    f = a.astype(np.float64)
    if a.dtype == np.float32:
        emin = F32.emin
    elif a.dtype == np.float64:
        emin = F64.emin
    elif a.dtype == np.float16:
        emin = -14
    else:
        emin = -126
    fin = np.isfinite(f)
    sub = fin & (f != 0) & (np.abs(f) < 2.0 ** emin)
    if op == "finite":
        return fin
    if op == "infinite":
        return np.isinf(f)
    if op == "number":
        return ~np.isnan(f)
    if op == "notanumber":
        return np.isnan(f)
    if op == "normal":
        return fin & ~sub
    if op == "subnormal":
        return sub
    raise ValueError(f"unknown testp op {op!r}")
