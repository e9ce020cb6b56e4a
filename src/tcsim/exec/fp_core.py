"""Core floating-point machinery for :mod:`tcsim.exec.fp`.

Everything here is vectorised numpy (no per-element Python loops):

* format descriptors (:class:`FloatFormat`) for f64, f32, tf32, f16, bf16,
  e4m3, e5m2;
* bit helpers (views, canonical NaNs, flush-to-zero);
* error-free transformations (TwoSum, Dekker/Veltkamp TwoProduct);
* an integer rounding core that rounds ``(-1)**neg * W * 2**E`` (``W`` an
  unsigned 64-bit mantissa whose bit 0 may be a round-to-odd "sticky" bit) to
  any of the formats with modes rn / rna / rz / rm / rp, handling subnormals and
  overflow;
* :func:`round_f64_to_format` (rounding of an f64 value, optionally with an
  exact residual ``err``), and an exact fused multiply-add expansion for f64
  used by the directed-rounding f64 operations.

See the module docstring of :mod:`tcsim.exec.fp` for the numeric model.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

import ml_dtypes
import numpy as np

__all__ = [
    "FloatFormat", "F64", "F32", "TF32", "F16", "BF16", "E4M3", "E5M2", "FORMATS",
    "BF16_DTYPE", "E4M3_DTYPE", "E5M2_DTYPE", "MODES", "check_mode",
    "CANON_NAN_F32", "CANON_NAN_F64", "CANON_NAN_F16", "CANON_NAN_BF16", "CANON_NAN_TF32",
    "CANON_NAN_F8", "CANON_NAN_RCP64",
    "as_format", "to_bits", "from_bits", "canonicalize_nan", "flush_subnormal",
    "is_subnormal", "signbit", "two_sum", "two_prod", "round_f64_to_format",
    "round_f64_to_f32", "round_f64_to_f16", "round_f64_to_bf16", "round_f64_to_tf32",
    "to_format", "fma_exact_round_f64", "exact_sign_fma_f64", "f64_nan_result",
    "quiet_f64", "saturate", "relu", "satfinite", "vectorised", "U64", "fma_rn_f64_fast",
]

U64 = np.uint64
_ONE = np.uint64(1)
#: use the cast / nextafter / Boldo-Melquiond fast paths where valid (the test
#: suite also runs the general integer-core paths with this switched off)
FAST_PATHS = True
BF16_DTYPE = np.dtype(ml_dtypes.bfloat16)
E4M3_DTYPE = np.dtype(ml_dtypes.float8_e4m3fn)
E5M2_DTYPE = np.dtype(ml_dtypes.float8_e5m2)


class FloatFormat(NamedTuple):
    """Binary floating-point format.

    ``p`` is the precision including the hidden bit, ``emin``/``emax`` the
    exponents of the smallest/largest normal binade, ``max_finite`` the largest
    finite magnitude, ``dtype`` the numpy dtype values are stored in and
    ``bits`` the unsigned integer dtype of the same width.
    """

    name: str
    p: int
    emin: int
    emax: int
    has_inf: bool
    max_finite: float
    dtype: np.dtype
    bits: np.dtype
    canonical_nan: int


CANON_NAN_F32 = 0x7FFFFFFF           # CUDART_NAN_F (math_constants.h)
CANON_NAN_F64 = 0xFFF8000000000000   # CUDART_NAN (math_constants.h)
CANON_NAN_F16 = 0x7FFF               # CUDART_NAN_FP16 (cuda_fp16.h)
CANON_NAN_BF16 = 0x7FFF              # CUDART_NAN_BF16 (cuda_bf16.h)
CANON_NAN_TF32 = 0x7FFFE000          # modelling assumption (all tf32 mantissa bits set)
CANON_NAN_F8 = 0x7F                  # e4m3 / e5m2 (modelling assumption)
CANON_NAN_RCP64 = 0x7FFFFFFF00000000  # rcp/rsqrt.approx.ftz.f64 (PTX ISA 9.7.3.14/17)


def _maxf(p: int, emax: int) -> float:
    return float((2.0 - 2.0 ** (1 - p)) * 2.0 ** emax)


F64 = FloatFormat("f64", 53, -1022, 1023, True, float(np.finfo(np.float64).max),
                  np.dtype(np.float64), np.dtype(np.uint64), CANON_NAN_F64)
F32 = FloatFormat("f32", 24, -126, 127, True, _maxf(24, 127),
                  np.dtype(np.float32), np.dtype(np.uint32), CANON_NAN_F32)
TF32 = FloatFormat("tf32", 11, -126, 127, True, _maxf(11, 127),
                   np.dtype(np.float32), np.dtype(np.uint32), CANON_NAN_TF32)
F16 = FloatFormat("f16", 11, -14, 15, True, _maxf(11, 15),
                  np.dtype(np.float16), np.dtype(np.uint16), CANON_NAN_F16)
BF16 = FloatFormat("bf16", 8, -126, 127, True, _maxf(8, 127),
                   BF16_DTYPE, np.dtype(np.uint16), CANON_NAN_BF16)
E4M3 = FloatFormat("e4m3", 4, -6, 8, False, 448.0, E4M3_DTYPE, np.dtype(np.uint8), CANON_NAN_F8)
E5M2 = FloatFormat("e5m2", 3, -14, 15, True, 57344.0, E5M2_DTYPE, np.dtype(np.uint8), CANON_NAN_F8)
#: 1.11.20 format used by rcp.approx.ftz.f64 / rsqrt.approx.ftz.f64 (upper word of an f64)
F64_HI = FloatFormat("f64hi", 21, -1022, 1023, True, _maxf(21, 1023),
                     np.dtype(np.float64), np.dtype(np.uint64), CANON_NAN_RCP64)

FORMATS = {f.name: f for f in (F64, F32, TF32, F16, BF16, E4M3, E5M2)}
MODES = ("rn", "rna", "rz", "rm", "rp")


def check_mode(mode: str, allowed=("rn", "rz", "rm", "rp")) -> str:
    """Normalise a rounding-mode name (``'rn'`` or ``'.rn'``) and validate it."""
    m = str(mode).lstrip(".").lower()
    if m not in allowed:
        raise ValueError(f"rounding mode {mode!r} not in {allowed}")
    return m


def _quiet(fn):
    """Decorator: run with numpy floating-point warnings silenced."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        with np.errstate(all="ignore"):
            return fn(*args, **kwargs)

    return wrapper


def vectorised(fn):
    """Decorator: silence numpy FP warnings and unwrap 0-d results to numpy scalars."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        with np.errstate(all="ignore"):
            out = fn(*args, **kwargs)
        if isinstance(out, tuple):
            return tuple(o[()] if isinstance(o, np.ndarray) else o for o in out)
        return out[()] if isinstance(out, np.ndarray) else out

    return wrapper


# ---------------------------------------------------------------------------
# bits / storage helpers
# ---------------------------------------------------------------------------

def as_format(x, fmt: FloatFormat) -> np.ndarray:
    """Coerce ``x`` to an ndarray of ``fmt.dtype``.

    An array of the same-width unsigned integer dtype is *reinterpreted* as
    raw bits; any other dtype is value-converted (numpy/ml_dtypes cast)."""
    a = np.asarray(x)
    if a.dtype == fmt.dtype:
        return a
    if a.dtype == fmt.bits:
        return a.view(fmt.dtype)
    return a.astype(fmt.dtype)


def to_bits(x) -> np.ndarray:
    """Raw bits of a float array (float16/bfloat16 -> uint16, float32 -> uint32, ...)."""
    a = np.asarray(x)
    return a.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize])


def from_bits(u, fmt: FloatFormat | str) -> np.ndarray:
    """Reinterpret unsigned integer bits as values of ``fmt``."""
    fmt = FORMATS[fmt] if isinstance(fmt, str) else fmt
    return np.asarray(u).astype(fmt.bits, copy=False).view(fmt.dtype)


def canonicalize_nan(x, fmt: FloatFormat) -> np.ndarray:
    """Replace every NaN of ``x`` (dtype ``fmt.dtype``) by the canonical NaN of ``fmt``."""
    x = np.asarray(x)
    isn = np.isnan(x.astype(np.float32) if x.dtype.itemsize == 1 else x)
    if not np.any(isn):
        return x
    b = np.where(isn, fmt.bits.type(fmt.canonical_nan), to_bits(x))
    return b.astype(fmt.bits).view(fmt.dtype)


def signbit(x) -> np.ndarray:
    x = np.asarray(x)
    return (to_bits(x) >> (8 * x.dtype.itemsize - 1)).astype(bool)


def is_subnormal(x, fmt: FloatFormat) -> np.ndarray:
    """Nonzero subnormal test for an array of ``fmt.dtype`` (or values in float64)."""
    ax = np.abs(np.asarray(x).astype(np.float64))
    return (ax != 0) & (ax < 2.0 ** fmt.emin)


def flush_subnormal(x, fmt: FloatFormat, enable: bool = True) -> np.ndarray:
    """.ftz: replace nonzero subnormals by a zero of the same sign (bitwise)."""
    x = np.asarray(x)
    if not enable:
        return x
    sub = is_subnormal(x, fmt)
    if not np.any(sub):
        return x
    b = to_bits(x)
    nbits = 8 * x.dtype.itemsize
    signmask = b.dtype.type(1 << (nbits - 1))
    return np.where(sub, b & signmask, b).astype(b.dtype).view(x.dtype)


def quiet_f64(x) -> np.ndarray:
    """Set the quiet bit of f64 NaNs (payload preserved)."""
    b = to_bits(np.asarray(x, dtype=np.float64))
    return (b | np.uint64(1 << 51)).view(np.float64)


def f64_nan_result(res, *inputs) -> np.ndarray:
    """Apply the f64 NaN model to ``res``: where ``res`` is NaN, return the first
    NaN input (quieted, payload kept) or, if no input is NaN, CANON_NAN_F64."""
    res = np.asarray(res, dtype=np.float64)
    isn = np.isnan(res)
    if not np.any(isn):
        return res
    out = np.broadcast_to(np.uint64(CANON_NAN_F64), res.shape)
    for inp in reversed(inputs):
        inp = np.asarray(inp, dtype=np.float64)
        out = np.where(np.isnan(inp), to_bits(quiet_f64(inp)), out)
    return np.where(isn, out.astype(np.uint64).view(np.float64), res)


def saturate(x) -> np.ndarray:
    """.sat for float results: clamp to [+0.0, 1.0]; NaN and -0.0 -> +0.0."""
    x = np.asarray(x)
    z = x.dtype.type(0)
    one = x.dtype.type(1)
    f = x.astype(np.float64)
    return np.where(np.isnan(f) | (f <= 0), z, np.where(f > 1, one, x)).astype(x.dtype)


def relu(x, fmt: FloatFormat) -> np.ndarray:
    """.relu: negative (incl. -0.0) -> +0.0; NaN -> canonical NaN of ``fmt``."""
    x = np.asarray(x)
    f = x.astype(np.float64)
    out = np.where(~np.isnan(f) & ((f < 0) | signbit(x)), x.dtype.type(0), x).astype(x.dtype)
    return canonicalize_nan(out, fmt)


def satfinite(x, fmt: FloatFormat) -> np.ndarray:
    """.satfinite: |x| > MAX_NORM (incl. inf) -> sign-preserving MAX_NORM; NaN kept."""
    x = np.asarray(x)
    f = x.astype(np.float64)
    m = np.asarray(fmt.max_finite).astype(x.dtype)
    return np.where(np.abs(f) > fmt.max_finite, np.where(f < 0, -m, m), x).astype(x.dtype)


# ---------------------------------------------------------------------------
# error-free transformations (valid in absence of overflow; TwoProd also
# requires no underflow of the partial products)
# ---------------------------------------------------------------------------

def two_sum(a, b):
    """Knuth TwoSum: s = RN(a+b), err = (a+b) - s exactly (if no overflow)."""
    s = a + b
    bb = s - a
    err = (a - (s - bb)) + (b - bb)
    return s, err


_SPLITTER = 134217729.0  # 2**27 + 1 (Veltkamp)


def _split(a):
    t = _SPLITTER * a
    hi = t - (t - a)
    return hi, a - hi


def two_prod(a, b):
    """Dekker TwoProduct: p = RN(a*b), err = a*b - p exactly (no over/underflow,
    |a|,|b| < 2**995)."""
    p = a * b
    ah, al = _split(a)
    bh, bl = _split(b)
    err = ((ah * bh - p) + ah * bl + al * bh) + al * bl
    return p, err


# ---------------------------------------------------------------------------
# integer rounding core
# ---------------------------------------------------------------------------

def _bitlen(w: np.ndarray) -> np.ndarray:
    """Bit length of uint64 values (0 -> 0), as int64."""
    hi = (w >> np.uint64(32)).astype(np.float64)
    lo = (w & np.uint64(0xFFFFFFFF)).astype(np.float64)
    ehi = np.frexp(hi)[1].astype(np.int64)
    elo = np.frexp(lo)[1].astype(np.int64)
    return np.where(hi != 0, ehi + 32, elo)


def round_scaled(neg, W, E, fmt: FloatFormat, mode: str) -> np.ndarray:
    """Round ``(-1)**neg * W * 2**E`` to ``fmt`` with ``mode``; result as float64.

    ``W`` (uint64) is either exact or carries round-to-odd information: when
    ``W`` is odd and has at least ``fmt.p + 2`` significant bits the true value
    lies strictly between ``W-1`` and ``W+1`` (times ``2**E``).  Values too
    large for ``fmt`` follow IEEE overflow rules per mode (formats without an
    infinity produce NaN where an infinity would be returned).
    """
    W = np.asarray(W).astype(np.uint64)
    E = np.asarray(E).astype(np.int64)
    neg = np.asarray(neg, dtype=bool)
    W, E, neg = np.broadcast_arrays(W, E, neg)
    bl = _bitlen(W)
    excess = np.maximum(bl - 62, 0)
    if np.any(excess):  # keep <= 62 bits, folding the dropped bits into a sticky bit
        exu = excess.astype(np.uint64)
        lost = W & ((_ONE << exu) - _ONE)
        W = (W >> exu) | (lost != 0).astype(np.uint64)
        E = E + excess
        bl = bl - excess
    e_v = bl - 1 + E
    q = np.maximum(e_v, fmt.emin) - (fmt.p - 1)
    sh = q - E
    shc = np.clip(sh, 0, 63)
    shu = shc.astype(np.uint64)
    kept = W >> shu
    rem = W & ((_ONE << shu) - _ONE)
    half = (_ONE << shu) >> _ONE
    inexact = rem != 0
    if mode == "rn":
        up = (rem > half) | ((rem == half) & inexact & ((kept & _ONE) == _ONE))
    elif mode == "rna":
        up = (rem >= half) & inexact
    elif mode == "rz":
        up = np.zeros(W.shape, dtype=bool)
    elif mode == "rp":
        up = inexact & ~neg
    elif mode == "rm":
        up = inexact & neg
    else:
        raise ValueError(f"bad rounding mode {mode!r}")
    kept = kept + up.astype(np.uint64)
    qe = np.clip(np.where(sh > 63, q, E + shc), -3000, 3000).astype(np.int32)
    mag = np.ldexp(kept.astype(np.float64), qe)
    ovf = mag > fmt.max_finite
    if np.any(ovf):
        big = np.inf if fmt.has_inf else np.nan
        mx = fmt.max_finite
        if mode in ("rn", "rna"):
            ov = np.full(W.shape, big)
        elif mode == "rz":
            ov = np.full(W.shape, mx)
        elif mode == "rp":
            ov = np.where(neg, mx, big)
        else:  # rm
            ov = np.where(neg, big, mx)
        mag = np.where(ovf, ov, mag)
    return np.where(neg, -mag, mag)


def _ro_fold(x, err):
    """Round-to-odd fold of an exact residual into f64 ``x`` (x = RN64(x+err),
    |err| <= ulp(x)/2): if err != 0 and x's last bit is even, step toward err."""
    need = (err != 0) & ((x.view(np.uint64) & _ONE) == 0)
    return np.where(need, np.nextafter(x, np.where(err > 0, np.inf, -np.inf)), x)


def _fast_round(x, err, fmt: FloatFormat, mode: str):
    """RN via numpy's correctly rounded casts (single rounding, verified by the
    tests); directed modes from the RN result and the exact sign of the
    remainder, stepping with nextafter.  f32 / f16 (and bf16 for rn)."""
    y = x if err is None else _ro_fold(x, err)
    if fmt is BF16:
        # round-to-odd to f32 (>= p + 2 bits), then ml_dtypes' f32 -> bf16 RNE
        t32 = y.astype(np.float32)
        d32 = y - t32.astype(np.float64)
        odd = (t32.view(np.uint32) & np.uint32(1)) == 1
        need = (d32 != 0) & ~odd & np.isfinite(t32)
        t32 = np.where(need, np.nextafter(t32, np.where(d32 > 0, np.float32(np.inf),
                                                        np.float32(-np.inf))), t32)
        return t32.astype(BF16_DTYPE).astype(np.float64)
    t = y.astype(fmt.dtype)
    t64 = t.astype(np.float64)
    if mode == "rn":
        return t64
    d = x - t64  # exact (Sterbenz) when t is finite
    sgn = np.where(d != 0, np.sign(d), 0.0 if err is None else np.sign(err))
    if mode == "rp":
        step = sgn > 0
        tgt = np.inf
    elif mode == "rm":
        step = sgn < 0
        tgt = -np.inf
    else:  # rz: |v| < |t|
        step = ((t64 > 0) & (sgn < 0)) | ((t64 < 0) & (sgn > 0))
        tgt = 0.0
    r = np.where(step, np.nextafter(t, fmt.dtype.type(tgt)), t)
    return r.astype(np.float64)


@_quiet
def round_f64_to_format(x, fmt: FloatFormat, mode: str = "rn", err=None) -> np.ndarray:
    """Round float64 ``x`` (+ optional exact residual ``err``) to ``fmt``.

    Returns the rounded values as float64 (exactly representable in ``fmt``;
    ±inf on overflow per mode; NaN for NaN inputs).  If ``err`` is given, the
    value rounded is the exact real ``x + err``; it must satisfy
    ``|err| <= ulp(x)/2`` (as produced by TwoSum / TwoProduct, with ``x`` the
    f64 round-to-nearest of the true value), or ``x == 0`` (then ``err`` itself
    is rounded).  The residual is folded in with round-to-odd, which is exact
    for every target with ``p <= 51`` (53 >= p + 2).
    """
    mode = check_mode(mode, MODES)
    x = np.asarray(x, dtype=np.float64)
    if err is not None:
        err = np.asarray(err, dtype=np.float64)
        x, err = np.broadcast_arrays(x, err)
        finite = np.isfinite(x) & np.isfinite(err)
        swap = finite & (x == 0) & (err != 0)
        x = np.where(swap, err, x)
        err = np.where(finite & ~swap, err, 0.0)
    if FAST_PATHS and (fmt is F32 or fmt is F16 or (fmt is BF16 and mode == "rn")) and mode != "rna":
        return _fast_round(x, err, fmt, mode)
    bits = x.view(np.uint64)
    neg = (bits >> np.uint64(63)).astype(bool)
    expf = ((bits >> np.uint64(52)) & np.uint64(0x7FF)).astype(np.int64)
    frac = bits & np.uint64((1 << 52) - 1)
    M = np.where(expf == 0, frac, frac | np.uint64(1 << 52))
    E = np.where(expf == 0, -1074, expf - 1075)
    if err is not None:
        if fmt.p > 51:
            raise ValueError("residual rounding needs p <= 51; use fma_exact_round_f64")
        d = np.sign(err).astype(np.int64) * np.where(neg, -1, 1)
        W = ((M << np.uint64(2)).astype(np.int64) + d).astype(np.uint64)
        E = E - 2
    else:
        W = M
    res = round_scaled(neg, W, E, fmt, mode)
    special = expf == 0x7FF
    if np.any(special):
        inf = np.where(neg, -np.inf, np.inf) if fmt.has_inf else np.nan
        res = np.where(special, np.where(np.isnan(x), np.nan, inf), res)
    return res


@_quiet
def to_format(vals64, fmt: FloatFormat) -> np.ndarray:
    """Cast float64 values that are exactly representable in ``fmt`` (or ±inf /
    NaN) to ``fmt.dtype``; NaNs become the canonical NaN of ``fmt``."""
    v = np.asarray(vals64, dtype=np.float64)
    if fmt is F64:
        return v
    out = v.astype(fmt.dtype)
    if fmt.dtype.itemsize == 1:
        return canonicalize_nan_f8(out, v, fmt)
    return canonicalize_nan(out, fmt)


def canonicalize_nan_f8(out, v, fmt):
    isn = np.isnan(v)
    if not np.any(isn):
        return out
    return np.where(isn, np.uint8(fmt.canonical_nan), out.view(np.uint8)).astype(np.uint8).view(fmt.dtype)


@vectorised
def round_f64_to_f32(x, mode: str = "rn", err=None) -> np.ndarray:
    """RN/RZ/RM/RP of ``x (+ err)`` to float32 (NaN -> 0x7FFFFFFF)."""
    return to_format(round_f64_to_format(x, F32, mode, err), F32)


@vectorised
def round_f64_to_f16(x, mode: str = "rn", err=None) -> np.ndarray:
    """Rounding of ``x (+ err)`` to IEEE binary16 (np.float16; NaN -> 0x7FFF)."""
    return to_format(round_f64_to_format(x, F16, mode, err), F16)


@vectorised
def round_f64_to_bf16(x, mode: str = "rn", err=None) -> np.ndarray:
    """Rounding of ``x (+ err)`` to bfloat16 (ml_dtypes.bfloat16; NaN -> 0x7FFF).
    Implemented with integer bit arithmetic (single rounding)."""
    return to_format(round_f64_to_format(x, BF16, mode, err), BF16)


@vectorised
def round_f64_to_tf32(x, mode: str = "rna", err=None) -> np.ndarray:
    """Rounding to TF32 (19-bit: 8-bit exponent, 10-bit mantissa) stored as
    float32 with the 13 low mantissa bits zero (NaN -> 0x7FFFE000)."""
    return to_format(round_f64_to_format(x, TF32, mode, err), TF32)


# ---------------------------------------------------------------------------
# exact f64 fused multiply-add
# ---------------------------------------------------------------------------

_LIM = -300  # relative binade beyond which a term only acts as a signed sticky
_G = 8       # guard bits used when turning an expansion into an integer mantissa


def _fma_expansion(a, b, c):
    """For finite a, b, c return (x, y, z, K) with a*b + c == (x + y + z) * 2**K
    exactly, except that a term more than 2**300 times smaller than the other is
    replaced by a tiny value of the same sign (which rounds identically).
    x == 0 iff the exact value is 0; |y| <= ulp(x)/2; |z| << ulp(x)."""
    ma, ea = np.frexp(a)
    mb, eb = np.frexp(b)
    mc, ec = np.frexp(c)
    ea, eb, ec = (e.astype(np.int64) for e in (ea, eb, ec))
    pzero = (ma == 0) | (mb == 0)
    czero = mc == 0
    ph, pl = two_prod(ma, mb)
    ep = ea + eb
    K = np.where(pzero, ec, np.where(czero, ep, np.maximum(ep, ec)))
    dp = np.clip(ep - K, -2000, 0)
    dc = np.clip(ec - K, -2000, 0)
    tinyp = dp < _LIM
    tinyc = dc < _LIM
    dpi = np.maximum(dp, _LIM).astype(np.int32)
    dci = np.maximum(dc, _LIM).astype(np.int32)
    P1 = np.where(tinyp, np.copysign(2.0 ** _LIM, ph), np.ldexp(ph, dpi))
    P2 = np.where(tinyp, 0.0, np.ldexp(pl, dpi))
    C1 = np.where(tinyc, np.copysign(2.0 ** _LIM, mc), np.ldexp(mc, dci))
    P1 = np.where(pzero, 0.0, P1)
    P2 = np.where(pzero, 0.0, P2)
    C1 = np.where(czero, 0.0, C1)
    s1, e1 = two_sum(C1, P1)
    s2, e2 = two_sum(e1, P2)
    x, y = two_sum(s1, s2)
    return x, y, e2, K


@_quiet
def exact_sign_fma_f64(a, b, c) -> np.ndarray:
    """Exact sign (-1, 0, +1) of a*b + c for finite float64 inputs."""
    x, y, z, _ = _fma_expansion(a, b, c)
    return np.where(x != 0, np.sign(x), np.where(y != 0, np.sign(y), np.sign(z)))


def _exact_floor_sum(Y, Z):
    """floor(Y + Z) (float64 integer) and inexactness of Y + Z for doubles with
    |Y|, |Z| < 2**52."""
    fY = np.trunc(Y)  # Y - trunc(Y) is exact (bits are a subset of Y's)
    fZ = np.trunc(Z)
    w, we = two_sum(Y - fY, Z - fZ)  # in (-2, 2), exact pair
    fw = np.floor(w)
    wint = w == fw
    fl = fw - np.where(wint & (we < 0), 1.0, 0.0)
    inexact = ~wint | (we != 0)
    return fY + fZ + fl, inexact


_BIG = 2.0 ** 900
_SMALL = 2.0 ** -900


@_quiet
def fma_rn_f64_fast(a, b, c):
    """Boldo-Melquiond emulated FMA (round-to-odd), RN only.  Returns
    (result, valid_mask); valid where all operands are finite, a*b != 0 and the
    magnitudes keep every intermediate away from overflow/underflow."""
    ph, pl = two_prod(a, b)
    aph = np.abs(ph)
    ac = np.abs(c)
    valid = ((aph >= _SMALL) & (aph <= _BIG) & (np.abs(a) < 2.0 ** 995) & (np.abs(b) < 2.0 ** 995)
             & ((c == 0) | ((ac >= _SMALL) & (ac <= _BIG))))
    th, tl = two_sum(c, ph)
    v0, ve = two_sum(tl, pl)
    v = _ro_fold(v0, ve)
    return th + v, valid


@_quiet
def fma_exact_round_f64(a, b, c, mode: str = "rn", scale_exp=0) -> np.ndarray:
    """Correctly rounded a*b + c for *finite* float64 arrays (any mode); with
    ``scale_exp`` (int or int array) the exact value times 2**scale_exp, rounded once.

    The sign of an exact-zero result follows IEEE 754 (x + (-x) = +0, or -0 in
    round-toward-negative; zeros of equal sign keep it)."""
    a, b, c = np.broadcast_arrays(np.asarray(a, np.float64), np.asarray(b, np.float64),
                                  np.asarray(c, np.float64))
    x, y, z, K = _fma_expansion(a, b, c)
    zero = (x == 0) & (y == 0) & (z == 0)
    xs = np.where(x == 0, 1.0, x)
    neg = xs < 0
    xb = np.abs(xs).view(np.uint64)
    expf = ((xb >> np.uint64(52)) & np.uint64(0x7FF)).astype(np.int64)
    Mx = (xb & np.uint64((1 << 52) - 1)) | np.uint64(1 << 52)
    Ex = expf - 1075
    sgn = np.where(neg, -1.0, 1.0)
    scale = np.clip(_G - Ex, -2000, 2000).astype(np.int32)
    Y = np.ldexp(y * sgn, scale)
    Z = np.ldexp(z * sgn, scale)
    Ti, inexact = _exact_floor_sum(np.where(zero, 0.0, Y), np.where(zero, 0.0, Z))
    A = (Mx << np.uint64(_G)).astype(np.int64) + Ti.astype(np.int64)
    W = A.astype(np.uint64) | inexact.astype(np.uint64)
    res = round_scaled(neg, W, Ex - _G + K + np.asarray(scale_exp, dtype=np.int64), F64, mode)
    # exact zero: sign rules
    prod_neg = signbit(a) ^ signbit(b)
    c_neg = signbit(c)
    same = prod_neg == c_neg
    zsign_neg = np.where(same, c_neg, mode == "rm")
    return np.where(zero, np.where(zsign_neg, -0.0, 0.0), res)
