"""How the bundled kernels' results are checked: sizes, exact comparison, and the
worst-case error bound of a GEMM against a float64 reference."""

from __future__ import annotations

import numpy as np

from tcsim.kernels.registry import CheckResult, Size


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def size_1d(size: Size, name: str) -> int:
    if isinstance(size, (tuple, list)):
        if len(size) != 1:
            raise ValueError(f"{name}: size must be an int n, got {size!r}")
        size = size[0]
    n = int(size)
    if n < 1:
        raise ValueError(f"{name}: size must be >= 1, got {n}")
    return n


def size_gemm(size: Size, name: str) -> tuple[int, int, int]:
    if isinstance(size, (tuple, list)):
        if len(size) != 3:
            raise ValueError(f"{name}: size must be an int or (M, N, K), got {size!r}")
        m, n, k = (int(s) for s in size)
    else:
        m = n = k = int(size)
    if min(m, n, k) < 1:
        raise ValueError(f"{name}: M, N, K must be >= 1, got {(m, n, k)}")
    return m, n, k


def size_tc(size: Size, name: str, mult: tuple[int, int, int]) -> tuple[int, int, int]:
    """A GEMM size whose M, N, K are multiples of a tile."""
    m, n, k = size_gemm(size, name)
    if m % mult[0] or n % mult[1] or k % mult[2]:
        raise ValueError(
            f"{name}: M, N, K must be multiples of {mult[0]}, {mult[1]}, {mult[2]}; "
            f"got {(m, n, k)}"
        )
    return m, n, k


def gemm_inputs(m: int, n: int, k: int, rng: np.random.Generator):
    """fp32 A (m x k), B (k x n), C0 (m x n) uniform in [-1, 1]."""
    a = rng.uniform(-1.0, 1.0, size=(m, k)).astype(np.float32)
    b = rng.uniform(-1.0, 1.0, size=(k, n)).astype(np.float32)
    c0 = rng.uniform(-1.0, 1.0, size=(m, n)).astype(np.float32)
    return a, b, c0


def f16_uniform(rng: np.random.Generator, shape) -> np.ndarray:
    """fp16 values uniform in [-1, 1] (full 11-bit significands)."""
    return rng.uniform(-1.0, 1.0, size=shape).astype(np.float16)


def exact(name: str, got: np.ndarray, want: np.ndarray, what: str) -> CheckResult:
    bad = np.flatnonzero(got.reshape(-1) != want.reshape(-1))
    details = {"mismatches": int(bad.size), "elements": int(want.size)}
    if bad.size == 0:
        return CheckResult(True, f"{name}: {what} exact match ({want.size} values)", details)
    i = int(bad[0])
    details["first_mismatch"] = {
        "index": i,
        "got": got.reshape(-1)[i].item(),
        "want": want.reshape(-1)[i].item(),
    }
    return CheckResult(
        False,
        f"{name}: {what}: {bad.size}/{want.size} values differ; first at flat index {i}: "
        f"got {got.reshape(-1)[i].item()!r}, want {want.reshape(-1)[i].item()!r}",
        details,
    )


#: unit roundoff of fp32 (round to nearest)
U_F32 = 2.0**-24
#: fp32 tensor-core accumulation: truncating adds, x2 margin
U_TC_F32 = 2.0**-22
#: fp16 accumulation/output: truncating adds, x2 margin
U_TC_F16 = 2.0**-9
#: with the f16-accumulate inputs of wmma_gemm_f16acc every partial sum is exact in fp16 up to this K
WMMA_F16_EXACT_MAX_K = 511

GEMM_TOL = (
    "float64 reference; |err| <= (K+4)*2^-24*(|alpha|*|A|@|B| + |beta|*|C0|) "
    "elementwise (worst-case fp32 dot-product bound, any summation order)"
)
TC_F32_TOL = (
    "float64 reference; |err| <= (K+4)*2^-22*(|A|@|B| + |C|) elementwise "
    "(exact fp16 products, truncating fp32 accumulation, any order)"
)
TC_F16_TOL = (
    f"exact for K <= {WMMA_F16_EXACT_MAX_K} (inputs are multiples of 1/2 and C of 1/4 in "
    "[-1, 1], so every partial sum is a multiple of 1/4 of magnitude <= K+1, exact in "
    "fp16 for any order and rounding); larger K: |err| <= (K+4)*2^-9*(|A|@|B| + |C|)"
)
TC_CUTLASS_TOL = (
    "float64 reference; |err| <= (K+4)*2^-22*(|alpha|*|A|@|B| + |beta|*|C0|) "
    "elementwise (exact fp16 products, truncating fp32 accumulation, fp32 epilogue)"
)


def check_gemm(
    name: str,
    got: np.ndarray,
    a: np.ndarray,
    b: np.ndarray,
    c0: np.ndarray,
    alpha: float,
    beta: float,
    unit: float = U_F32,
    tolerance: str = "(K+4)*2^-24*(|alpha||A||B| + |beta||C0|)",
    result: str = "C",
) -> CheckResult:
    """Compare ``result`` = alpha*A@B + beta*C0 (fp32 or fp16) with a float64 reference.

    Tolerance (elementwise):
        |got - ref| <= (K + 4) * unit * (|alpha| * (|A| @ |B|) + |beta| * |C0|)

    CUDA-core fp32 (``unit`` = u = 2**-24): a length-K fp32 dot product in any order,
    fused or not, has forward error at most gamma_K * sum|a_i b_i| (gamma_K ~ K*u); the
    epilogue adds at most three more roundings (alpha*acc, beta*c, the sum), hence K + 4.

    Tensor cores: products of fp16 values are exact (22-bit significands).  The
    accumulation adds them (and C) in at most K+1 steps, each aligning to the largest
    exponent and truncating: an error of at most one ulp of the accumulator format,
    2^(1-p) (p = 24 for fp32, 11 for fp16), times the sum of magnitudes.  ``unit`` =
    2 * 2^(1-p) (2^-22 for fp32, 2^-9 for fp16) leaves a factor-2 margin for internal
    normalisation; the +3 covers a fp32 epilogue (alpha*acc + beta*c: two roundings) and
    a final conversion.

    Both hold for any summation order, and the float64 reference's own error is
    negligible next to them.  A wrong or missing product term shows up as an error of
    order |a_ik b_kj| ~ sum/K, orders of magnitude above the bound for the sizes used.
    """
    a64, b64, c64 = a.astype(np.float64), b.astype(np.float64), c0.astype(np.float64)
    k = a.shape[1]
    ref = alpha * (a64 @ b64) + beta * c64
    scale = abs(alpha) * (np.abs(a64) @ np.abs(b64)) + abs(beta) * np.abs(c64)
    bound = (k + 4) * unit * scale + 1e-37  # tiny floor: exact zeros stay exact
    got64 = got.astype(np.float64)
    err = np.abs(got64 - ref)
    finite = np.isfinite(got64)
    bad = ~finite | (err > bound)
    ratio = float(np.max(np.where(finite, err / bound, np.inf))) if got.size else 0.0
    details = {
        "shape": tuple(got.shape),
        "max_abs_err": float(np.max(np.where(finite, err, np.inf))),
        "max_err_over_bound": ratio,
        "mismatches": int(bad.sum()),
        "tolerance": tolerance,
    }
    if not bad.any():
        return CheckResult(
            True,
            f"{name}: {got.shape[0]}x{got.shape[1]} within error bound "
            f"(max err / bound = {ratio:.3g})",
            details,
        )
    i, j = (int(x) for x in np.argwhere(bad)[0])
    details["first_mismatch"] = {
        "index": (i, j), "got": float(got64[i, j]), "want": float(ref[i, j]),
        "bound": float(bound[i, j]),
    }
    return CheckResult(
        False,
        f"{name}: {int(bad.sum())}/{got.size} elements outside the error bound; "
        f"first at {result}[{i},{j}]: got {float(got64[i, j])!r}, want {float(ref[i, j])!r} "
        f"(bound {bound[i, j]:.3g})",
        details,
    )


def check_tc_gemm(name: str, got: np.ndarray, a: np.ndarray, b: np.ndarray, c0: np.ndarray,
                  alpha: float, beta: float, unit: float, tolerance: str) -> CheckResult:
    """:func:`check_gemm` of a tensor-core GEMM's D with the accumulator's ``unit``."""
    return check_gemm(name, got, a, b, c0, alpha, beta, unit, tolerance, result="D")


def bits_match_model(name: str, got: np.ndarray, want: np.ndarray, arith: str, res: CheckResult) -> CheckResult:
    """After ``res`` (the numpy bound) held: ``got`` must equal the tensor-core arithmetic
    model's ``want`` bit for bit (f32 D); the failure names the first differing element."""
    diff = got.view(np.uint32) != want.view(np.uint32)
    if diff.any():
        i, j = map(int, np.argwhere(diff)[0])
        return CheckResult(False, f"{name}: {int(diff.sum())}/{got.size} elements differ from the '{arith}' "
                                  f"tensor-core model; first D[{i},{j}] = {got[i, j]!r}, model {want[i, j]!r}",
                           res.details)
    return CheckResult(True, f"{res.message}; bit-identical to the '{arith}' model", res.details)
