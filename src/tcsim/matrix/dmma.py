"""Double-precision MMA (``mma.sync.m8n8k4 .f64``, SASS DMMA.884 on sm_80).

Model: every element of D is A[i,:] @ B[:,j] + C[i,j] computed exactly and rounded once to
float64, round to nearest even. This is an assumption, stated in docs/ampere.md: NVIDIA
describes the A100's FP64 tensor-core MMA as IEEE-compliant but does not publish the order
or width of its internal sums; with one rounding every order of exact partial sums agrees.
Non-finite operands follow IEEE arithmetic of the plain sum (NaN and infinities propagate,
inf - inf is NaN); a finite exact result beyond the float64 range overflows to +-inf.

The exact sum uses Python's rational arithmetic per element (``fractions.Fraction``;
``float()`` of a Fraction is correctly rounded): f64 MMAs are rare in kernels and exactness
matters more here than speed.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np


def _round(x: Fraction, terms: list[float]) -> float:
    if x == 0:
        # IEEE: an exact zero sum is +0 unless every term is -0
        return -0.0 if all(t == 0 and np.signbit(t) for t in terms) else 0.0
    try:
        return float(x)
    except OverflowError:
        return float("inf") if x > 0 else float("-inf")


def mma_f64(A: np.ndarray, B: np.ndarray, C: np.ndarray) -> np.ndarray:
    """``(W, M, K) @ (W, K, N) + (W, M, N)`` float64, one rounding per element."""
    A = np.asarray(A, dtype=np.float64)
    B = np.asarray(B, dtype=np.float64)
    C = np.asarray(C, dtype=np.float64)
    with np.errstate(all="ignore"):
        naive = np.einsum("wmk,wkn->wmn", A, B) + C
    D = np.empty_like(naive)
    W, M, K = A.shape
    finite = np.isfinite(A).all(axis=2)[:, :, None] & np.isfinite(B).all(axis=1)[:, None, :] & np.isfinite(C)
    D[~finite] = naive[~finite]
    for w, i, j in zip(*np.nonzero(finite)):
        prods = [float(A[w, i, k]) * float(B[w, k, j]) for k in range(K)]   # only for the signs of zeros
        x = sum((Fraction(float(A[w, i, k])) * Fraction(float(B[w, k, j])) for k in range(K)),
                Fraction(float(C[w, i, j])))
        D[w, i, j] = _round(x, prods + [float(C[w, i, j])])
    return D
