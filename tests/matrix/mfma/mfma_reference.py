"""Scalar reference of the MFMA arithmetic models (docs/mfma.md), one output element at a
time with Python ints/Fractions — written from the model's definition, independently of
the vectorised implementation in tcsim.matrix.mfma.arith."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

EMIN = {"f16": -14, "bf16": -126, "xf32": -126, "f32": -126, "fp8": -7, "bf8": -15}


def f32_rne(q: Fraction) -> float:
    """Correctly rounded (RN-even) f32 value of a rational, with overflow to inf."""
    if q == 0:
        return 0.0
    with np.errstate(over="ignore"):
        # float(q) is correctly rounded to f64; then f64 -> f32 may double-round, so do it
        # exactly: find the f32 neighbours of q
        sign = -1.0 if q < 0 else 1.0
        a = abs(q)
        e = max(math.floor(math.log2(a)) if a > 0 else -149, -126)
        # fix log2 inaccuracy
        while Fraction(2) ** e > a and e > -126:
            e -= 1
        while Fraction(2) ** (e + 1) <= a:
            e += 1
        ulp = Fraction(2) ** (e - 23)
        n, r = divmod(a, ulp)
        if r * 2 > ulp or (r * 2 == ulp and n % 2 == 1):
            n += 1
        v = n * ulp
        if v >= Fraction(2) ** 128:
            return sign * math.inf
        return sign * float(v)


def _sig_exp(x: float, emin: int):
    """(significand as Fraction, exponent) with 1 <= |s| < 2, subnormals/zero at emin."""
    if x == 0:
        return Fraction(0), emin
    m, e = math.frexp(x)
    s, e = Fraction(m) * 2, e - 1
    if e < emin:
        s, e = s * Fraction(2) ** (e - emin), emin
    return s, e


def _trunc(q: Fraction) -> int:
    return math.trunc(q)


def fdpa_element(a, b, c, in_a: str, in_b: str, L: int, two_halves: bool) -> float:
    """CDNA3 fused dot-product-add of one output (MMA-Sim tr_fdpa / gtr_fdpa), finite inputs."""
    F, F2 = 24, 31
    K = len(a)
    for k0 in range(0, K, L):
        terms = []
        for x, y in zip(a[k0:k0 + L], b[k0:k0 + L]):
            sx, ex = _sig_exp(x, EMIN[in_a])
            sy, ey = _sig_exp(y, EMIN[in_b])
            s = sx * sy
            terms.append((s, ex + ey if s != 0 else None))
        if not two_halves and any(s != 0 and (abs(s) >= 2) + e >= 128 for s, e in terms):
            pos = any(s > 0 and (abs(s) >= 2) + e >= 128 for s, e in terms)
            neg = any(s < 0 and (abs(s) >= 2) + e >= 128 for s, e in terms)
            c = math.nan if pos and neg else (math.inf if pos else -math.inf)
            continue

        def tsum(ts):
            es = [e for s, e in ts if e is not None]
            if not es:
                return Fraction(0), None
            em = max(es)
            return sum((Fraction(_trunc(s * Fraction(2) ** (e - em + F)), 2 ** F)
                        for s, e in ts if e is not None), Fraction(0)), em

        if two_halves:
            s0, e0 = tsum(terms[0::2])
            s1, e1 = tsum(terms[1::2])
            es = [e for e in (e0, e1) if e is not None]
            if es:
                ed = max(es)
                s_dot = sum((Fraction(math.floor(s * Fraction(2) ** (e - ed + F)), 2 ** F)
                             for s, e in ((s0, e0), (s1, e1)) if e is not None), Fraction(0))
            else:
                s_dot, ed = Fraction(0), None
        else:
            s_dot, ed = tsum(terms)
        sc, ec = _sig_exp(c, -126)
        em = ec if ed is None else max(ed, ec)
        if ed is not None:
            s_dot = Fraction(math.floor(s_dot * Fraction(2) ** (ed - em + F2 + 1)), 2 ** (F2 + 1))
        s_c = Fraction(math.floor(sc * Fraction(2) ** (ec - em + F)), 2 ** F)
        if two_halves and ec < em - F - 1:
            s_c = Fraction(0)
        v = (s_dot + s_c) * Fraction(2) ** em
        if v != 0:
            sn, en = _sig_exp_frac(v)
            v = Fraction(math.floor(sn * 2 ** F2), 2 ** F2) * Fraction(2) ** en
        c = f32_rne(v)
    return c


def _sig_exp_frac(v: Fraction):
    """(s, e) of a rational with 1 <= |s| < 2, or e = -126 and |s| < 1 below that."""
    a = abs(v)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    if Fraction(2) ** (e + 1) <= a:
        e += 1
    e = max(e, -126)
    return v / Fraction(2) ** e, e


def _f32(x) -> float:
    return float(np.float32(x))


def _ftz(x: float, keep_sign: bool) -> float:
    if abs(x) < 2.0 ** -126:
        return math.copysign(0.0, x) if keep_sign else 0.0
    return x


def ftz_tree_element(a, b, c, in_type: str, group: int) -> float:
    """CDNA2 f16/bf16 (flush to zero, f32 RNE products and pairwise sums)."""
    lim = 2.0 ** EMIN[in_type]
    a = [0.0 if abs(x) < lim else x for x in a]
    b = [0.0 if abs(x) < lim else x for x in b]
    with np.errstate(over="ignore"):
        p = [_ftz(_f32(x * y), True) for x, y in zip(a, b)]   # x*y exact in f64
    d = _ftz(c, False)
    def add(x, y):
        q = Fraction(x) + Fraction(y)
        if q == 0:      # IEEE RN: -0 only for (-0) + (-0)
            return -0.0 if math.copysign(1, x) < 0 and math.copysign(1, y) < 0 else 0.0
        return _ftz(f32_rne(q), True)

    for g in range(0, len(p), group):
        s = add(p[g], p[g + 1])
        if group == 4:
            s = add(s, add(p[g + 2], p[g + 3]))
        d = add(d, s)
    return d


def fma_chain_element(a, b, c, out: str) -> float:
    for x, y in zip(a, b):
        q = Fraction(x) * Fraction(y) + Fraction(c)
        c = f32_rne(q) if out == "f32" else float(q) if q != 0 else 0.0
    return c


def exact_element(a, b, c) -> float:
    return f32_rne(sum((Fraction(x) * Fraction(y) for x, y in zip(a, b)), Fraction(c)))
