"""``cvt`` conversions (PTX ISA 9.7.9.21) among u8..u64, s8..s64, f16, bf16,
f32, f64, plus tf32, e4m3, e5m2.  See :mod:`tcsim.exec.fp` for the model.

Storage dtypes of ``x`` (source) and of the result (destination):

==========  ==========================================================
u8..u64     np.uint8 .. np.uint64
s8..s64     np.int8 .. np.int64
f16         np.float16            (uint16 input = raw bits)
bf16        ml_dtypes.bfloat16    (uint16 input = raw bits)
f32         np.float32            (uint32 input = raw bits)
f64         np.float64            (uint64 input = raw bits)
tf32        np.float32 holding a tf32 value (13 low mantissa bits zero)
e4m3/e5m2   ml_dtypes.float8_e4m3fn / float8_e5m2 (uint8 input = raw bits)
==========  ==========================================================
"""

from __future__ import annotations

import numpy as np

from .fp_core import (
    BF16,
    E4M3,
    E5M2,
    F16,
    F32,
    F64,
    TF32,
    FloatFormat,
    as_format,
    flush_subnormal,
    quiet_f64,
    round_f64_to_format,
    round_scaled,
    saturate,
    to_bits,
    to_format,
    vectorised,
)
from .fp_core import (
    relu as _relu,
)
from .fp_half import pack_half2

__all__ = [
    "cvt", "cvt_requires_rounding", "cvt_allowed_roundings", "cvt_validate",
    "INT_TYPES", "FLOAT_TYPES", "cvt_f16x2_f32", "cvt_bf16x2_f32", "cvt_f8x2_f32",
    "cvt_f8x2_f16x2", "cvt_f16x2_f8x2", "round_to_integral",
]

INT_TYPES = {
    "u8": np.dtype(np.uint8), "u16": np.dtype(np.uint16), "u32": np.dtype(np.uint32),
    "u64": np.dtype(np.uint64), "s8": np.dtype(np.int8), "s16": np.dtype(np.int16),
    "s32": np.dtype(np.int32), "s64": np.dtype(np.int64),
}
FLOAT_TYPES = {"f16": F16, "bf16": BF16, "f32": F32, "f64": F64, "tf32": TF32,
               "e4m3": E4M3, "e5m2": E5M2}
_STD_FLOATS = ("f16", "bf16", "f32", "f64")
_IRND = frozenset({"rni", "rzi", "rmi", "rpi"})
_FRND = frozenset({"rn", "rz", "rm", "rp"})
_WIDTH = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "tf32": 32, "e4m3": 8, "e5m2": 8}


def _norm(t: str) -> str:
    t = str(t).lstrip(".").lower()
    if t not in INT_TYPES and t not in FLOAT_TYPES:
        raise ValueError(f"unsupported cvt type {t!r}")
    return t


def _norm_rnd(r):
    return None if r is None else str(r).lstrip(".").lower()


def _lossless_float(dst: str, src: str) -> bool:
    """True if every src value is exactly representable in dst (float->float)."""
    order = {"e5m2": ("f16", "f32", "f64"), "e4m3": ("f16", "bf16", "f32", "f64"),
             "f16": ("f32", "f64"), "bf16": ("f32", "f64"), "tf32": ("f32", "f64"),
             "f32": ("f64",)}
    return dst == src or dst in order.get(src, ())


def cvt_allowed_roundings(dst: str, src: str) -> frozenset:
    """Set of rounding modifiers legal for ``cvt.dst.src`` (``None`` in the set
    means the modifier may be omitted).  Per PTX ISA 9.7.9.21:

    * int -> int: no rounding modifier;
    * float -> int: integer rounding required (.rni .rzi .rmi .rpi);
    * int -> float: fp rounding required (.rn .rz .rm .rp);
    * float -> same float type: optional integer rounding (round to integral);
    * widening float -> float: no rounding modifier;
    * lossy float -> float (narrowing, f16<->bf16): fp rounding required;
    * tf32.f32: .rna, .rn, .rz; e4m3/e5m2 (x2 forms): .rn only.
    """
    dst, src = _norm(dst), _norm(src)
    di, si = dst in INT_TYPES, src in INT_TYPES
    if di and si:
        return frozenset({None})
    if si:  # int -> float
        if dst not in _STD_FLOATS:
            return frozenset()
        return _FRND
    if di:  # float -> int
        return _IRND if src in _STD_FLOATS else frozenset()
    if dst == "tf32":
        return frozenset({"rna", "rn", "rz"}) if src == "f32" else frozenset()
    if dst in ("e4m3", "e5m2"):
        return frozenset({"rn"}) if src in ("f32", "f16", "bf16") else frozenset()
    if src in ("e4m3", "e5m2", "tf32"):
        return frozenset({"rn"}) if dst in ("f16", "bf16") and src != "tf32" else frozenset()
    if dst == src:
        return frozenset({None}) | _IRND
    if _lossless_float(dst, src):
        return frozenset({None})
    return _FRND


def cvt_requires_rounding(dst: str, src: str) -> bool:
    """True if PTX requires a rounding modifier on ``cvt.dst.src``."""
    allowed = cvt_allowed_roundings(dst, src)
    return bool(allowed) and None not in allowed


def cvt_validate(dst: str, src: str, rounding=None, sat: bool = False, ftz: bool = False,
                 relu: bool = False, satfinite: bool = False) -> None:
    """Raise ``ValueError`` if the modifier combination is illegal in PTX."""
    dst, src = _norm(dst), _norm(src)
    rounding = _norm_rnd(rounding)
    allowed = cvt_allowed_roundings(dst, src)
    if not allowed:
        raise ValueError(f"cvt.{dst}.{src} is not a supported conversion")
    if rounding not in allowed:
        if rounding is None:
            raise ValueError(f"cvt.{dst}.{src} requires a rounding modifier "
                             f"({', '.join(sorted(r for r in allowed if r))})")
        raise ValueError(f"rounding .{rounding} is illegal for cvt.{dst}.{src}")
    if ftz and "f32" not in (dst, src):
        raise ValueError(".ftz requires .f32 source or destination")
    if relu and dst not in ("f16", "bf16", "tf32", "e4m3", "e5m2"):
        raise ValueError(".relu only applies to f16/bf16/tf32/f8 destinations")
    if satfinite and dst not in ("f16", "bf16", "tf32", "e4m3", "e5m2"):
        raise ValueError(".satfinite only applies to f16/bf16/tf32/f8 destinations")
    if sat:
        if dst in FLOAT_TYPES and dst not in ("f16", "f32", "f64"):
            raise ValueError(".sat applies to f16/f32/f64 float destinations")
        if dst in INT_TYPES and src in INT_TYPES:
            di, si = np.iinfo(INT_TYPES[dst]), np.iinfo(INT_TYPES[src])
            if di.min <= si.min and di.max >= si.max:
                raise ValueError(f".sat is illegal for cvt.{dst}.{src} (cannot saturate)")


# ---------------------------------------------------------------------------
# pieces
# ---------------------------------------------------------------------------

def _src_values(x, src):
    """Source array -> (typed array, float64 values)."""
    if src in INT_TYPES:
        a = np.asarray(x).astype(INT_TYPES[src], copy=False)
        return a, None
    fmt = FLOAT_TYPES[src]
    a = np.asarray(x)
    if fmt.dtype.itemsize == 1 and a.dtype == np.uint8:
        a = a.view(fmt.dtype)
    else:
        a = as_format(a, fmt)
    return a, a.astype(np.float64)


def round_to_integral(v, rnd: str) -> np.ndarray:
    """Round float64 values to an integral value: rni (ties-to-even), rzi, rmi, rpi."""
    rnd = rnd.lstrip(".")
    fn = {"rni": np.rint, "rzi": np.trunc, "rmi": np.floor, "rpi": np.ceil}[rnd]
    return fn(v)


def _float_to_int(v, dst, src, rnd):
    dt = INT_TYPES[dst]
    info = np.iinfo(dt)
    bits = dt.itemsize * 8
    r = round_to_integral(v, rnd)
    isn = np.isnan(v)
    # NaN rule (PTX 9.7.9.21 Integer Notes): 0 unless src is f64 or dst is 64-bit,
    # then 1 << (bits-1) (MININT for signed, (MAXINT >> 1) + 1 for unsigned).
    nan_val = (1 << (bits - 1)) if (src == "f64" or bits == 64) else 0
    lo, hi = float(info.min), float(info.max)
    if bits == 64:
        # 2**63 / 2**64 are exact doubles; values >= them saturate.
        big = r >= (2.0 ** 64 if info.min == 0 else 2.0 ** 63)
        small = r < lo
        safe = np.where(big | small | isn, 0.0, r)
        out = safe.astype(dt)
        out = np.where(big, dt.type(info.max), out)
        out = np.where(small, dt.type(info.min), out)
    else:
        out = np.clip(np.where(isn, 0.0, r), lo, hi).astype(np.int64).astype(dt)
    if nan_val:
        nv = dt.type(info.min) if info.min < 0 else dt.type(nan_val)
    else:
        nv = dt.type(0)
    out = np.where(isn, nv, out)
    return out.astype(dt)


def _int_to_float(a, fmt: FloatFormat, rnd: str):
    """Exact integer -> float rounding via the integer core (u64/s64 included)."""
    if a.dtype.kind == "u":
        mag = a.astype(np.uint64)
        neg = np.zeros(a.shape, dtype=bool)
    else:
        s = a.astype(np.int64)
        neg = s < 0
        # |INT64_MIN| = 2**63 fits in uint64 via two's complement negation
        mag = np.where(neg, (~s.view(np.uint64)) + np.uint64(1), s.view(np.uint64))
    return round_scaled(neg, mag, np.zeros(a.shape, dtype=np.int64), fmt, rnd)


def _int_to_int(a, dst, sat):
    dt = INT_TYPES[dst]
    if sat:
        di, si = np.iinfo(dt), np.iinfo(a.dtype)
        lo, hi = max(di.min, si.min), min(di.max, si.max)
        a = np.clip(a, a.dtype.type(lo), a.dtype.type(hi))
    return a.astype(dt)  # two's complement truncation / sign- or zero-extension


def _widen_nan_to_f64(v, a, src_fmt):
    """f64 result of a NaN source: payload preserved (left-aligned) and quieted."""
    isn = np.isnan(v)
    if not np.any(isn):
        return v
    b = to_bits(a).astype(np.uint64)
    nb = src_fmt.dtype.itemsize * 8
    mbits = src_fmt.p - 1
    sign = (b >> np.uint64(nb - 1)) & np.uint64(1)
    payload = b & np.uint64((1 << mbits) - 1)
    f64b = (sign << np.uint64(63)) | np.uint64(0x7FF << 52) | (payload << np.uint64(52 - mbits))
    return np.where(isn, quiet_f64(f64b.view(np.float64)), v)


# ---------------------------------------------------------------------------
# cvt
# ---------------------------------------------------------------------------

@vectorised
def cvt(x, dst: str, src: str, rounding=None, sat: bool = False, ftz: bool = False,
        relu: bool = False, satfinite: bool = False, validate: bool = True):
    """``cvt{.rnd}{.ftz}{.sat}{.relu}{.satfinite}.dst.src``.

    ``x`` has the source storage dtype (see module docstring); the result has
    the destination storage dtype.  ``rounding`` is one of None, 'rn', 'rz',
    'rm', 'rp', 'rna' (tf32), 'rni', 'rzi', 'rmi', 'rpi'."""
    dst, src = _norm(dst), _norm(src)
    rnd = _norm_rnd(rounding)
    if validate:
        cvt_validate(dst, src, rnd, sat, ftz, relu, satfinite)
    a, v = _src_values(x, src)

    # ---- int -> int
    if dst in INT_TYPES and src in INT_TYPES:
        return _int_to_int(a, dst, sat)

    # ---- float source: .ftz flushes f32 inputs
    if v is not None and ftz and src == "f32":
        a = flush_subnormal(a, F32)
        v = a.astype(np.float64)

    # ---- float -> int (always saturating)
    if dst in INT_TYPES:
        return _float_to_int(v, dst, src, rnd or "rzi")

    fmt = FLOAT_TYPES[dst]
    # ---- int -> float
    if src in INT_TYPES:
        if a.dtype.itemsize <= 4:  # exact in f64: use the (fast) f64 rounding path
            r64 = round_f64_to_format(a.astype(np.float64), fmt, rnd or "rn")
        else:
            r64 = _int_to_float(a, fmt, rnd or "rn")
    # ---- float -> float
    elif rnd in _IRND:
        r64 = round_to_integral(v, rnd)  # same type: integral values are representable
    elif _lossless_float(dst, src):
        r64 = v
    else:
        r64 = round_f64_to_format(v, fmt, rnd or "rn")

    if satfinite:
        # |input| > MAX_NORM (incl. inf) -> sign-preserving MAX_NORM; NaN stays NaN
        src_nan = np.isnan(v) if v is not None else np.zeros(np.shape(r64), dtype=bool)
        ovf = ~src_nan & (np.isnan(r64) | (np.abs(r64) > fmt.max_finite))
        sgn = np.sign(v) if v is not None else np.sign(r64)
        r64 = np.where(ovf, np.where(sgn < 0, -fmt.max_finite, fmt.max_finite), r64)
    if fmt is F64:
        out = r64 if src in INT_TYPES else _widen_nan_to_f64(r64, a, FLOAT_TYPES[src])
        if src == "f64":
            out = np.where(np.isnan(v), quiet_f64(v), out)
    else:
        out = to_format(r64, fmt)
    if dst == "f32":
        out = flush_subnormal(out, F32, ftz)
    if sat:
        out = saturate(out)
    if relu:
        out = _relu(out, fmt)
    return out


# ---------------------------------------------------------------------------
# packed forms
# ---------------------------------------------------------------------------

@vectorised
def cvt_f16x2_f32(a, b, rounding: str = "rn", relu: bool = False, satfinite: bool = False):
    """cvt.frnd2{.relu}{.satfinite}.f16x2.f32 d, a, b: d[31:16] = cvt(a), d[15:0] = cvt(b)."""
    hi = cvt(a, "f16", "f32", rounding, relu=relu, satfinite=satfinite)
    lo = cvt(b, "f16", "f32", rounding, relu=relu, satfinite=satfinite)
    return pack_half2(np.asarray(lo), np.asarray(hi))


@vectorised
def cvt_bf16x2_f32(a, b, rounding: str = "rn", relu: bool = False, satfinite: bool = False):
    """cvt.frnd2{.relu}{.satfinite}.bf16x2.f32 d, a, b: d[31:16] = cvt(a), d[15:0] = cvt(b)."""
    hi = cvt(a, "bf16", "f32", rounding, relu=relu, satfinite=satfinite)
    lo = cvt(b, "bf16", "f32", rounding, relu=relu, satfinite=satfinite)
    return pack_half2(np.asarray(lo), np.asarray(hi))


def _pack8(hi, lo):
    return (to_bits(np.asarray(hi)).astype(np.uint16) << np.uint16(8)) | \
        to_bits(np.asarray(lo)).astype(np.uint16)


@vectorised
def cvt_f8x2_f32(a, b, dst: str = "e4m3", relu: bool = False):
    """cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f32 d, a, b -> uint16, a in [15:8]."""
    hi = cvt(a, dst, "f32", "rn", relu=relu, satfinite=True)
    lo = cvt(b, dst, "f32", "rn", relu=relu, satfinite=True)
    return _pack8(hi, lo)


@vectorised
def cvt_f8x2_f16x2(a, dst: str = "e4m3", relu: bool = False, src: str = "f16"):
    """cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.{f16x2,bf16x2} d, a (uint32 -> uint16)."""
    u = np.asarray(a).astype(np.uint32)
    fmt = FLOAT_TYPES[src]
    lo = (u & np.uint32(0xFFFF)).astype(np.uint16).view(fmt.dtype)
    hi = (u >> np.uint32(16)).astype(np.uint16).view(fmt.dtype)
    return _pack8(cvt(hi, dst, src, "rn", relu=relu, satfinite=True),
                  cvt(lo, dst, src, "rn", relu=relu, satfinite=True))


@vectorised
def cvt_f16x2_f8x2(a, src: str = "e4m3", relu: bool = False):
    """cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2} d, a (uint16 -> uint32; [15:8] -> [31:16])."""
    u = np.asarray(a).astype(np.uint16)
    fmt = FLOAT_TYPES[src]
    hi = (u >> np.uint16(8)).astype(np.uint8).view(fmt.dtype)
    lo = (u & np.uint16(0xFF)).astype(np.uint8).view(fmt.dtype)
    return pack_half2(np.asarray(cvt(lo, "f16", src, "rn", relu=relu)),
                      np.asarray(cvt(hi, "f16", src, "rn", relu=relu)))
