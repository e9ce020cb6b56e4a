"""The AMD examples: HIP kernels compiled to AMDGPU assembly for gfx90a and gfx942
(``amdgpu/<name>.<gfx>.s``, scripts/regen_amdgpu.py).  The twins of NVIDIA examples share
their preparation: same arguments, same launch shape."""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np

from tcsim.kernels.checks import ceil_div, check_gemm, exact, f16_uniform, size_1d, size_gemm
from tcsim.kernels.registry import SPECS, CheckResult, KernelCall, KernelSpec, Launch, Size, register, spec_launch
from tcsim.kernels.simple import HISTOGRAM_BLOCK, HISTOGRAM_MAX_GRID, REDUCE_BLOCK


def _twin(nvidia: str, name: str, stem: str, description: str, launch_notes: dict | None = None) -> KernelSpec:
    """The AMD twin of the NVIDIA example ``nvidia``: the same sizes, tolerance and
    preparation, run from ``amdgpu/<stem>``."""
    spec = SPECS[nvidia]
    return dataclasses.replace(
        spec, name=name, ptx_file=f"amdgpu/{stem}", symbol=stem, description=description,
        prepare=spec_launch(name, spec.prepare), launch_notes=launch_notes or dict(spec.launch_notes),
        vendor="amd")


COLLATZ_BLOCK = 256


def _collatz_steps(x: np.ndarray) -> np.ndarray:
    """Collatz step counts, vectorised over the values still above 1 (uint32 wraps as the
    kernel's arithmetic does)."""
    v = x.astype(np.uint32).copy()
    k = np.zeros(v.size, np.uint32)
    live = v > 1
    while live.any():
        odd = (v & 1) == 1
        v = np.where(live, np.where(odd, v * np.uint32(3) + np.uint32(1), v >> np.uint32(1)), v)
        k += live
        live = v > 1
    return k


def _prepare_collatz(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    n = size_1d(size, "amd_collatz")
    x = rng.integers(1, 5000, size=n, dtype=np.uint32)
    d_x = dev.array(x)
    d_steps = dev.empty((n,), np.uint32)
    want = _collatz_steps(x)

    def check() -> CheckResult:
        return exact("amd_collatz", d_steps.get(), want, "step counts")

    call = KernelCall(grid=(ceil_div(n, COLLATZ_BLOCK),), block=(COLLATZ_BLOCK,), args=(d_x, d_steps, np.int32(n)))
    return Launch(SPECS["amd_collatz"], dev, (n,), [call], check, {"n": n})


def _prepare_mfma_tile(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    k = size_1d(size, "amd_mfma_f32")
    if k % 4:
        raise ValueError(f"amd_mfma_f32: K must be a multiple of 4, got {k}")
    a = rng.uniform(-1.0, 1.0, size=(16, k)).astype(np.float32)
    b = rng.uniform(-1.0, 1.0, size=(k, 16)).astype(np.float32)
    d_a, d_b = dev.array(a), dev.array(b)
    d_c = dev.empty((16, 16), np.float32)

    def check() -> CheckResult:
        return check_gemm("amd_mfma_f32", d_c.get(), a, b, np.zeros((16, 16), np.float32), 1.0, 0.0)

    call = KernelCall(grid=(1,), block=(64,), args=(d_a, d_b, d_c, np.int32(k)))
    return Launch(SPECS["amd_mfma_f32"], dev, (k,), [call], check, {"M": 16, "N": 16, "K": k})


MFMA_GEMM_TILE, MFMA_GEMM_KT = 64, 32


def _prepare_mfma_gemm(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    m, n, k = size_gemm(size, "amd_mfma_gemm")
    if m % MFMA_GEMM_TILE or n % MFMA_GEMM_TILE or k % MFMA_GEMM_KT:
        raise ValueError(f"amd_mfma_gemm: M and N must be multiples of {MFMA_GEMM_TILE} and K of {MFMA_GEMM_KT}, "
                         f"got {(m, n, k)}")
    # fp16 in [-1, 1] without subnormals (the f16 MFMAs of CDNA2 flush them, docs/mfma.md)
    a, b = f16_uniform(rng, (m, k)), f16_uniform(rng, (k, n))
    a[np.abs(a) < np.float16(2.0 ** -14)] = 0
    b[np.abs(b) < np.float16(2.0 ** -14)] = 0
    d_a = dev.array(a)
    d_bt = dev.array(np.ascontiguousarray(b.T))  # the kernel reads B transposed (N x K)
    d_c = dev.array(np.full((m, n), np.nan, np.float32))  # unwritten elements fail

    def check() -> CheckResult:
        return check_gemm("amd_mfma_gemm", d_c.get(), a, b, np.zeros((m, n), np.float32), 1.0, 0.0)

    call = KernelCall(grid=(n // MFMA_GEMM_TILE, m // MFMA_GEMM_TILE), block=(256,),
                      args=(d_a, d_bt, d_c, np.int32(m), np.int32(n), np.int32(k)))
    return Launch(SPECS["amd_mfma_gemm"], dev, (m, n, k), [call], check,
                  {"M": m, "N": n, "K": k, "A": "f16 row-major", "B": "f16, passed transposed (N x K row-major)",
                   "C": "f32 row-major", "mfma": "32x32x8 f16 -> f32"})


register(
    _twin("vector_add", "amd_vector_add", "vector_add",
          "HIP c[i] = a[i] + b[i] (AMDGPU assembly for gfx90a / gfx942)"),
    _twin("reduce", "amd_reduce", "reduce_lds",
          "HIP LDS tree reduction with s_barrier and divergent (EXEC-masked) steps, "
          "one float partial sum per workgroup",
          {"block": REDUCE_BLOCK, "grid": "ceil(n/256)", "lds_bytes": 4 * REDUCE_BLOCK}),
    _twin("histogram", "amd_histogram", "histogram",
          "HIP 256-bin byte histogram: LDS atomics (ds_add_u32) per workgroup, global atomic "
          "merge (global_atomic_add), grid-stride loop",
          {"block": HISTOGRAM_BLOCK, "grid": f"min(ceil(n/256), {HISTOGRAM_MAX_GRID})", "lds_bytes": 1024}),
    KernelSpec(
        name="amd_collatz", ptx_file="amdgpu/collatz", symbol="collatz",
        description="HIP Collatz step counts: a data-dependent loop per work-item (divergent loop exits "
        "and if/else under EXEC masking)",
        size_help="n (number of uint32 start values)", default_size=5_000, test_sizes=(1, 700, 2100),
        tolerance="exact (integer)", prepare=_prepare_collatz,
        launch_notes={"block": COLLATZ_BLOCK, "grid": "ceil(n/256)"}, vendor="amd",
    ),
    KernelSpec(
        name="amd_mfma_f32", ptx_file="amdgpu/mfma_f32_16x16x4", symbol="mfma_f32_16x16x4",
        description="HIP 16x16 tile C = A*B with __builtin_amdgcn_mfma_f32_16x16x4f32 (one wavefront, "
        "K/4 MFMAs accumulating)",
        size_help="K (multiple of 4)", default_size=64, test_sizes=(4, 32),
        tolerance="float64 reference; worst-case fp32 dot-product bound (K+4)*2^-24*|A||B|",
        prepare=_prepare_mfma_tile, launch_notes={"block": 64, "grid": 1}, vendor="amd",
    ),
    KernelSpec(
        name="amd_mfma_gemm", ptx_file="amdgpu/mfma_gemm", symbol="mfma_gemm",
        description="HIP tiled GEMM on the matrix cores: 64x64 tiles per workgroup of four waves, A and B "
        "staged through LDS, __builtin_amdgcn_mfma_f32_32x32x8f16 (f16 inputs, f32 accumulate)",
        size_help="M,N,K or N (M, N multiples of 64; K of 32)", default_size=(128, 128, 128),
        test_sizes=((64, 64, 32), (128, 64, 64)),
        tolerance="float64 reference; fp32 dot-product bound (K+4)*2^-24*|A||B| (inputs without f16 subnormals)",
        prepare=_prepare_mfma_gemm, launch_notes={"block": 256, "grid": "(N/64, M/64)", "lds_bytes": 8192},
        vendor="amd",
    ),
)
