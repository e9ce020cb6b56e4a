"""Exact IEEE 754 reference arithmetic with fractions.Fraction (slow, obviously right).

A value is a Python float-like (``Fraction``, ``inf``, ``nan``) plus the sign of zero;
results are returned as bit patterns of the destination format so tests can compare the
simulator bit for bit. NaN results are returned as ``None`` (tests decide the pattern).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction

import ml_dtypes
import numpy as np


@dataclass(frozen=True)
class Fmt:
    name: str
    p: int  # significand bits incl. the hidden bit
    emin: int
    emax: int
    bits: int

    @property
    def ebits(self) -> int:
        return self.bits - self.p


F16 = Fmt("f16", 11, -14, 15, 16)
BF16 = Fmt("bf16", 8, -126, 127, 16)
F32 = Fmt("f32", 24, -126, 127, 32)
F64 = Fmt("f64", 53, -1022, 1023, 64)
FMTS = {"f16": F16, "bf16": BF16, "f32": F32, "f64": F64}
NPDT = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64}
UDT = {16: np.uint16, 32: np.uint32, 64: np.uint64}


def encode(fmt: Fmt, sign: int, e: int, m: int) -> int:
    return (sign << (fmt.bits - 1)) | (e << (fmt.p - 1)) | m


def inf_bits(fmt: Fmt, sign: int) -> int:
    return encode(fmt, sign, (1 << fmt.ebits) - 1, 0)


def max_bits(fmt: Fmt, sign: int) -> int:
    return encode(fmt, sign, (1 << fmt.ebits) - 2, (1 << (fmt.p - 1)) - 1)


def round_fraction(x: Fraction, fmt: Fmt, mode: str, zero_sign: int = 0) -> int:
    """Bits of the rational ``x`` rounded to ``fmt`` with ``mode`` (rn, rz, rm, rp). An
    exact zero gets ``zero_sign``."""
    if x == 0:
        return encode(fmt, zero_sign, 0, 0)
    sign = 1 if x < 0 else 0
    a = -x if sign else x
    # exponent e with 2^e <= a < 2^(e+1)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    e = max(e, fmt.emin)  # subnormals share the minimum exponent
    ulp = Fraction(2) ** (e - fmt.p + 1)
    q, r = divmod(a, ulp)  # a = q*ulp + r, 0 <= r < ulp
    q = int(q)
    if r:
        if mode == "rn":
            half = ulp / 2
            up = r > half or (r == half and q & 1)
        elif mode == "rz":
            up = False
        elif mode == "rp":
            up = not sign
        elif mode == "rm":
            up = bool(sign)
        else:
            raise ValueError(mode)
        q += up
    # q*ulp is the rounded magnitude; renormalise (q may have grown to 2^p)
    if q == 1 << fmt.p:
        q >>= 1
        e += 1
    if e > fmt.emax:
        if mode == "rn" or (mode == "rp" and not sign) or (mode == "rm" and sign):
            return inf_bits(fmt, sign)
        return max_bits(fmt, sign)
    if q == 0:
        return encode(fmt, sign, 0, 0)
    if q < (1 << (fmt.p - 1)):  # subnormal
        return encode(fmt, sign, 0, q)
    return encode(fmt, sign, e - fmt.emin + 1, q - (1 << (fmt.p - 1)))


def decode(fmt: Fmt, bits: int):
    """(kind, sign, Fraction) with kind in {'num', 'inf', 'nan'}."""
    sign = bits >> (fmt.bits - 1)
    e = (bits >> (fmt.p - 1)) & ((1 << fmt.ebits) - 1)
    m = bits & ((1 << (fmt.p - 1)) - 1)
    if e == (1 << fmt.ebits) - 1:
        return ("nan" if m else "inf"), sign, None
    if e == 0:
        v = Fraction(m) * Fraction(2) ** (fmt.emin - fmt.p + 1)
    else:
        v = Fraction(m + (1 << (fmt.p - 1))) * Fraction(2) ** (e - 1 + fmt.emin - fmt.p + 1)
    return "num", sign, (-v if sign else v)


def bits_of(t: str, x) -> int:
    fmt = FMTS[t]
    with np.errstate(over="ignore"):  # values beyond the format become infinities
        return int(np.asarray(x, dtype=NPDT[t]).view(UDT[fmt.bits]))


def is_subnormal_bits(fmt: Fmt, bits: int) -> bool:
    e = (bits >> (fmt.p - 1)) & ((1 << fmt.ebits) - 1)
    return e == 0 and (bits & ((1 << (fmt.p - 1)) - 1)) != 0


def flush(fmt: Fmt, bits: int) -> int:
    """Sign-preserving flush of a subnormal to zero."""
    return bits & (1 << (fmt.bits - 1)) if is_subnormal_bits(fmt, bits) else bits


# ------------------------------------------------------------------ operations


def add(t: str, a: int, b: int, mode: str, sub: bool = False):
    """Bits of a+b (or a-b) rounded, or None for NaN."""
    fmt = FMTS[t]
    ka, sa, va = decode(fmt, a)
    kb, sb, vb = decode(fmt, b)
    if sub:
        sb ^= 1
        vb = -vb if vb is not None else None
    if "nan" in (ka, kb):
        return None
    if ka == "inf" and kb == "inf":
        return None if sa != sb else inf_bits(fmt, sa)
    if ka == "inf":
        return inf_bits(fmt, sa)
    if kb == "inf":
        return inf_bits(fmt, sb)
    s = va + vb
    if s == 0:
        if va == 0 and vb == 0 and sa == sb:
            zs = sa
        else:
            zs = 1 if mode == "rm" else 0
        return round_fraction(s, fmt, mode, zs)
    return round_fraction(s, fmt, mode)


def mul(t: str, a: int, b: int, mode: str):
    fmt = FMTS[t]
    ka, sa, va = decode(fmt, a)
    kb, sb, vb = decode(fmt, b)
    if "nan" in (ka, kb):
        return None
    sign = sa ^ sb
    if "inf" in (ka, kb):
        if (ka == "num" and va == 0) or (kb == "num" and vb == 0):
            return None
        return inf_bits(fmt, sign)
    return round_fraction(va * vb, fmt, mode, sign)


def fma(t: str, a: int, b: int, c: int, mode: str):
    fmt = FMTS[t]
    ka, sa, va = decode(fmt, a)
    kb, sb, vb = decode(fmt, b)
    kc, sc, vc = decode(fmt, c)
    if "nan" in (ka, kb, kc):
        return None
    ps = sa ^ sb
    if "inf" in (ka, kb):
        if (ka == "num" and va == 0) or (kb == "num" and vb == 0):
            return None
        if kc == "inf" and sc != ps:
            return None
        return inf_bits(fmt, ps)
    if kc == "inf":
        return inf_bits(fmt, sc)
    p = va * vb
    s = p + vc
    if s == 0:
        if p == 0 and vc == 0 and ps == sc:
            zs = sc
        else:
            zs = 1 if mode == "rm" else 0
        return round_fraction(s, fmt, mode, zs)
    return round_fraction(s, fmt, mode)


def div(t: str, a: int, b: int, mode: str):
    fmt = FMTS[t]
    ka, sa, va = decode(fmt, a)
    kb, sb, vb = decode(fmt, b)
    if "nan" in (ka, kb):
        return None
    sign = sa ^ sb
    if ka == "inf":
        return None if kb == "inf" else inf_bits(fmt, sign)
    if kb == "inf":
        return encode(fmt, sign, 0, 0)
    if vb == 0:
        return None if va == 0 else inf_bits(fmt, sign)
    return round_fraction(va / vb, fmt, mode, sign)


def sqrt(t: str, a: int, mode: str):
    """Correctly rounded square root (exact rational search on the integer scale)."""
    fmt = FMTS[t]
    ka, sa, va = decode(fmt, a)
    if ka == "nan":
        return None
    if ka == "inf":
        return None if sa else inf_bits(fmt, 0)
    if va == 0:
        return encode(fmt, sa, 0, 0)
    if va < 0:
        return None
    # scale so that the root has plenty of bits: sqrt(v) = sqrt(v * 4^k) / 2^k
    k = fmt.p + 8 - (va.numerator.bit_length() - va.denominator.bit_length()) // 2
    k = max(k, fmt.p + 8)
    scaled = va * Fraction(4) ** k
    n = scaled.numerator // scaled.denominator
    r = math.isqrt(n)
    exact = r * r == n and scaled.denominator == 1
    root = Fraction(r, 2 ** k)
    if not exact:
        root += Fraction(1, 2 ** (k + 1))  # strictly between r and r+1: a sticky bit
    return round_fraction(root, fmt, mode)


def rcp(t: str, a: int, mode: str):
    one = bits_of(t, 1.0)
    return div(t, one, a, mode)
