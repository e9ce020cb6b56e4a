"""Correctly rounded sums of float64 terms, vectorised (support for the ``exact`` model).

The ``exact`` tensor-core model returns ``round(C + sum_k A*B)`` with a *single* rounding
(round-to-nearest-even) to the output format.  Products of f16/bf16/tf32/f32 inputs are
exact in float64, so the problem is: round the exact sum of ``n`` float64 numbers.

Method (our own implementation of classic error-free transformations):

1. Knuth's TwoSum gives ``a + b = s + e`` exactly in binary64 round-to-nearest.
2. Shewchuk's *Grow-Expansion* ("Adaptive Precision Floating-Point Arithmetic and Fast
   Robust Geometric Predicates", 1997, section 2.4) adds one double to a nonoverlapping
   expansion with TwoSums and yields a nonoverlapping expansion whose components sum to
   the exact total.  Folding all terms in gives an exact representation of the sum.
3. The sign of a nonoverlapping expansion is the sign of its largest nonzero component,
   so ``sign(S - m)`` is exact for any double ``m`` (grow the expansion by ``-m``).
4. A nearby double approximation of ``S`` gives a candidate result; comparisons against
   the two neighbouring rounding midpoints (exact, via 3.) select the correctly rounded
   value, including ties (to even), subnormals and overflow.  Elements whose candidate
   is more than one step off (never observed; kept for safety) are recomputed with
   :class:`fractions.Fraction`.

Everything runs on whole arrays; the only Python loops are over the terms.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

# target formats: (numpy dtype, precision p incl. hidden bit, emin, emax)
FORMATS = {
    "f32": (np.float32, 24, -126, 127),
    "f16": (np.float16, 11, -14, 15),
}


def _two_sum(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    s = a + b
    bv = s - a
    av = s - bv
    return s, (a - av) + (b - bv)


def grow_expansion(terms: np.ndarray) -> np.ndarray:
    """Exact nonoverlapping expansion of ``sum(terms, axis=0)`` (components along axis 0,
    increasing magnitude, zeros allowed).  ``terms`` must be finite."""
    n = terms.shape[0]
    e = np.zeros_like(terms, dtype=np.float64)
    for j in range(n):
        q = terms[j].astype(np.float64, copy=True)
        for i in range(j):
            q, e[i] = _two_sum(q, e[i])
        e[j] = q
    return e


def expansion_sign(e: np.ndarray) -> np.ndarray:
    """Sign (-1, 0, +1) of the exact sum of a nonoverlapping expansion (axis 0)."""
    nz = e != 0
    n = e.shape[0]
    # index of the last nonzero component (largest magnitude)
    last = (n - 1) - np.argmax(nz[::-1], axis=0)
    top = np.take_along_axis(e, last[None], axis=0)[0]
    return np.sign(top).astype(np.int8)


def _sign_of_difference(e: np.ndarray, m: np.ndarray) -> np.ndarray:
    """sign(sum(e) - m), exact."""
    q = -m
    f = np.empty((e.shape[0] + 1,) + e.shape[1:])
    for i in range(e.shape[0]):
        q, f[i] = _two_sum(q, e[i])
    f[-1] = q
    return expansion_sign(f)


def _neighbours(a: np.ndarray, fmt: str):
    """Candidate ``y0 = RN(a)`` in the target format and its two neighbours, as float64.
    Beyond the largest finite number the neighbour is the 'virtual' 2**(emax+1)."""
    dt, p, emin, emax = FORMATS[fmt]
    big = np.ldexp(1.0, emax + 1)
    fmax = float(np.finfo(dt).max)
    with np.errstate(over="ignore", invalid="ignore"):
        y0t = np.clip(a, -fmax, fmax).astype(dt)
        hi = np.nextafter(y0t, dt(np.inf)).astype(np.float64)
        lo = np.nextafter(y0t, dt(-np.inf)).astype(np.float64)
    hi = np.where(np.isinf(hi), np.copysign(big, hi), hi)
    lo = np.where(np.isinf(lo), np.copysign(big, lo), lo)
    return y0t.astype(np.float64), lo, hi


def _is_even(y: np.ndarray, fmt: str) -> np.ndarray:
    dt, p, emin, emax = FORMATS[fmt]
    big = np.ldexp(1.0, emax + 1)
    ut = np.uint32 if dt is np.float32 else np.uint16
    with np.errstate(over="ignore"):
        bits = y.astype(dt).view(ut)
    return ((bits & 1) == 0) | (np.abs(y) >= big)


def _fraction_round(x: Fraction, fmt: str) -> float:
    """Reference RN-even rounding of an exact rational (slow path)."""
    dt, p, emin, emax = FORMATS[fmt]
    if x == 0:
        return 0.0
    s = -1.0 if x < 0 else 1.0
    ax = abs(x)
    e = ax.numerator.bit_length() - ax.denominator.bit_length()
    if Fraction(2) ** e > ax:
        e -= 1
    q = max(e, emin) - (p - 1)               # exponent of one ulp
    scaled = ax / (Fraction(2) ** q)
    n = scaled.numerator // scaled.denominator
    r = scaled - n
    if r > Fraction(1, 2) or (r == Fraction(1, 2) and n % 2 == 1):
        n += 1
    v = float(Fraction(n) * Fraction(2) ** q)
    if v >= 2.0 ** (emax + 1):
        return s * np.inf
    return s * v


def round_exact_sum(terms: np.ndarray, fmt: str) -> np.ndarray:
    """Correctly rounded (RN-even) value of ``sum(terms, axis=0)`` in ``fmt`` ("f32"/"f16"),
    returned as float64.  ``terms`` must be finite.  An exact zero sum gives +0 except when
    every term is -0 (IEEE 754 rule for round-to-nearest).

    Fast path: when all terms of an element are multiples of 2**u with
    ``u = emax + 1 + ceil(log2 n) - 53`` (emax: largest exponent among the terms), every
    partial sum is an integer multiple of 2**u below 2**(u+53), so the float64 sum is
    exact and one conversion rounds it correctly.  Other elements take the expansion path.
    """
    terms = np.asarray(terms, dtype=np.float64)
    n = terms.shape[0]
    ex = (terms.view(np.int64) >> 52) & 0x7FF
    ub = np.maximum(ex.max(axis=0) + 1 + int(n - 1).bit_length() - 53, 1)
    y = terms * ((2046 - ub) << 52).view(np.float64)          # terms / 2**u, exact
    ok = (np.trunc(y) == y).all(axis=0)
    dt = FORMATS[fmt][0]
    with np.errstate(over="ignore"):
        fast = terms.sum(axis=0).astype(dt).astype(np.float64)
    # NumPy's reduction starts from +0, so restore IEEE's -0 for all-negative-zero sums
    negz = np.all((terms == 0) & np.signbit(terms), axis=0)
    if negz.any():
        fast[negz] = -0.0
    if ok.all():
        return fast
    idx = np.nonzero(~ok)
    fast[idx] = _round_exact_slow(terms[(slice(None),) + idx], fmt)
    return fast


def _round_exact_slow(terms: np.ndarray, fmt: str) -> np.ndarray:
    """Expansion-based correctly rounded sum (any finite terms)."""
    e = grow_expansion(terms)
    approx = e.sum(axis=0)                      # components summed small to large
    sgn = expansion_sign(e)
    y0, lo, hi = _neighbours(approx, fmt)
    m_hi = (y0 + hi) * 0.5
    m_lo = (y0 + lo) * 0.5
    s_hi = _sign_of_difference(e, m_hi)
    s_lo = _sign_of_difference(e, m_lo)
    y = y0.copy()
    up = s_hi > 0
    down = s_lo < 0
    tie_hi = s_hi == 0
    tie_lo = s_lo == 0
    even0 = _is_even(y0, fmt)
    y = np.where(tie_hi & ~even0, hi, y)
    y = np.where(tie_lo & ~even0, lo, y)
    y = np.where(up, hi, y)
    y = np.where(down, lo, y)
    # safety: a candidate moved by one step must now be bracketed by its own midpoints
    suspect = up | down
    if suspect.any():
        idx = np.nonzero(suspect)
        ys, ls, hs = _neighbours(y[idx], fmt)
        es = e[(slice(None),) + idx]
        ev = _is_even(ys, fmt)
        s_up = _sign_of_difference(es, (ys + hs) * 0.5)
        s_dn = _sign_of_difference(es, (ys + ls) * 0.5)
        ok = ((s_up < 0) | ((s_up == 0) & ev)) & ((s_dn > 0) | ((s_dn == 0) & ev))
        bad = ~ok
        if bad.any():                          # pragma: no cover - defensive slow path
            for j in np.nonzero(bad)[0]:
                pos = tuple(ix[j] for ix in idx)
                col = terms[(slice(None),) + pos]
                exact = sum((Fraction(float(t)) for t in col), Fraction(0))
                y[pos] = _fraction_round(exact, fmt)
    dt, p, emin, emax = FORMATS[fmt]
    big = np.ldexp(1.0, emax + 1)
    y = np.where(np.abs(y) >= big, np.copysign(np.inf, y), y)
    # zeros: sign of the exact sum (tiny results), +0 for exact cancellation,
    # -0 only if every term is -0
    allnegzero = np.all((terms == 0) & np.signbit(terms), axis=0)
    zero_sign = np.where(sgn < 0, -1.0, np.where(sgn > 0, 1.0, np.where(allnegzero, -1.0, 1.0)))
    y = np.where(y == 0, np.copysign(0.0, zero_sign), y)
    return y
