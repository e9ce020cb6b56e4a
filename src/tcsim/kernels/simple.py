"""The CUDA-core examples: vector add, reductions, histogram and the SGEMMs (CUDA
sources and their nvcc PTX beside this file)."""

from __future__ import annotations

from typing import Any

import numpy as np

from tcsim.kernels.checks import GEMM_TOL, ceil_div, check_gemm, exact, gemm_inputs, size_1d, size_gemm
from tcsim.kernels.registry import SPECS, CheckResult, KernelCall, KernelSpec, Launch, Size, register

VECTOR_ADD_BLOCK = 256


def _prepare_vector_add(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    n = size_1d(size, "vector_add")
    a = rng.standard_normal(n, dtype=np.float32)
    b = rng.standard_normal(n, dtype=np.float32)
    d_a, d_b = dev.array(a), dev.array(b)
    d_c = dev.empty((n,), np.float32)
    want = a + b  # one fp32 rounding, same as the kernel's add.f32

    def check() -> CheckResult:
        return exact("vector_add", d_c.get(), want, "c = a + b")

    call = KernelCall(
        grid=(ceil_div(n, VECTOR_ADD_BLOCK),),
        block=(VECTOR_ADD_BLOCK,),
        args=(d_a, d_b, d_c, np.int32(n)),
    )
    return Launch(SPECS["vector_add"], dev, (n,), [call], check, {"n": n})


REDUCE_BLOCK = 256  # must match REDUCE_BLOCK in reduce_shared.cu


def _prepare_reduce(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    n = size_1d(size, "reduce")
    blocks = ceil_div(n, REDUCE_BLOCK)
    # Small integers: every partial sum (|s| <= 8*256) is exact in fp32, so the
    # result does not depend on the order of the additions.
    x = rng.integers(-8, 9, size=n).astype(np.float32)
    d_x = dev.array(x)
    d_partial = dev.empty((blocks,), np.float32)
    padded = np.zeros(blocks * REDUCE_BLOCK, np.float64)
    padded[:n] = x
    want = padded.reshape(blocks, REDUCE_BLOCK).sum(axis=1).astype(np.float32)

    def check() -> CheckResult:
        got = d_partial.get()
        res = exact("reduce", got, want, f"{blocks} per-block partial sums")
        res.details["total"] = float(got.astype(np.float64).sum())
        res.details["want_total"] = float(x.astype(np.float64).sum())
        return res

    call = KernelCall(
        grid=(blocks,), block=(REDUCE_BLOCK,), args=(d_x, d_partial, np.int32(n))
    )
    return Launch(SPECS["reduce"], dev, (n,), [call], check, {"n": n, "blocks": blocks})


WARP_REDUCE_BLOCK = 256
WARP_REDUCE_MAX_GRID = 4  # small grid so large n exercises the grid-stride loop


def _prepare_warp_reduce(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    n = size_1d(size, "warp_reduce")
    x = rng.integers(-1000, 1001, size=n, dtype=np.int32)
    d_x = dev.array(x)
    d_out = dev.array(np.zeros(1, np.int32))
    want = np.array([x.astype(np.int64).sum()], np.int32)  # |sum| << 2**31
    grid = min(ceil_div(n, WARP_REDUCE_BLOCK), WARP_REDUCE_MAX_GRID)

    def check() -> CheckResult:
        return exact("warp_reduce", d_out.get(), want, "int32 sum")

    call = KernelCall(
        grid=(grid,), block=(WARP_REDUCE_BLOCK,), args=(d_x, d_out, np.int32(n))
    )
    return Launch(SPECS["warp_reduce"], dev, (n,), [call], check, {"n": n})


HISTOGRAM_BLOCK = 256
HISTOGRAM_MAX_GRID = 8


def _prepare_histogram(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    n = size_1d(size, "histogram")
    # Half uniform bytes, half drawn from 5 hot bins: exercises atomic
    # contention on the same shared-memory word within a warp.
    uniform = rng.integers(0, 256, size=n, dtype=np.uint8)
    hot = rng.choice(np.array([0, 7, 128, 200, 255], np.uint8), size=n)
    data = np.where(rng.random(n) < 0.5, uniform, hot).astype(np.uint8)
    d_data = dev.array(data)
    d_hist = dev.array(np.zeros(256, np.uint32))
    want = np.bincount(data, minlength=256).astype(np.uint32)
    grid = min(ceil_div(n, HISTOGRAM_BLOCK), HISTOGRAM_MAX_GRID)

    def check() -> CheckResult:
        return exact("histogram", d_hist.get(), want, "256-bin counts")

    call = KernelCall(
        grid=(grid,), block=(HISTOGRAM_BLOCK,), args=(d_data, d_hist, np.int32(n))
    )
    return Launch(SPECS["histogram"], dev, (n,), [call], check, {"n": n})


SGEMM_TILE = 16  # TILE in sgemm_tiled.cu
GEMM_ALPHA = 1.25
GEMM_BETA = -0.5



def _prepare_sgemm(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    m, n, k = size_gemm(size, "sgemm")
    a, b, c0 = gemm_inputs(m, n, k, rng)
    d_a, d_b, d_c = dev.array(a), dev.array(b), dev.array(c0)  # row-major

    def check() -> CheckResult:
        return check_gemm("sgemm", d_c.get(), a, b, c0, GEMM_ALPHA, GEMM_BETA)

    call = KernelCall(
        grid=(ceil_div(n, SGEMM_TILE), ceil_div(m, SGEMM_TILE)),
        block=(SGEMM_TILE, SGEMM_TILE),
        args=(
            np.int32(m), np.int32(n), np.int32(k), np.float32(GEMM_ALPHA),
            d_a, d_b, np.float32(GEMM_BETA), d_c,
        ),
    )
    info = {"M": m, "N": n, "K": k, "alpha": GEMM_ALPHA, "beta": GEMM_BETA}
    return Launch(SPECS["sgemm"], dev, (m, n, k), [call], check, info)


# Pinned by static_asserts in cutlass_sgemm.cu.
CUTLASS_TILE_M = 128
CUTLASS_TILE_N = 128
CUTLASS_TILE_K = 8
CUTLASS_THREADS = 256
CUTLASS_SMEM_BYTES = 16640  # sizeof(GemmKernel::SharedStorage)


def _prepare_cutlass_sgemm(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    m, n, k = size_gemm(size, "cutlass_sgemm")
    a, b, c0 = gemm_inputs(m, n, k, rng)
    # Column-major X (rows x cols, ld = rows) has the memory layout of the
    # row-major transpose, so upload X.T contiguously.
    d_a = dev.array(np.ascontiguousarray(a.T))   # A: M x K, lda = M
    d_b = dev.array(np.ascontiguousarray(b.T))   # B: K x N, ldb = K
    d_c = dev.array(np.ascontiguousarray(c0.T))  # C: M x N, ldc = M

    def check() -> CheckResult:
        got = d_c.get().reshape(n, m).T
        return check_gemm("cutlass_sgemm", got, a, b, c0, GEMM_ALPHA, GEMM_BETA)

    call = KernelCall(
        # CUTLASS runs the transposed problem C^T = B^T A^T: grid x tiles N.
        grid=(ceil_div(n, CUTLASS_TILE_N), ceil_div(m, CUTLASS_TILE_M), 1),
        block=(CUTLASS_THREADS, 1, 1),
        args=(
            np.int32(m), np.int32(n), np.int32(k), np.float32(GEMM_ALPHA),
            d_a, np.int32(m), d_b, np.int32(k),
            np.float32(GEMM_BETA), d_c, np.int32(m),
        ),
        shared_mem=CUTLASS_SMEM_BYTES,
    )
    info = {"M": m, "N": n, "K": k, "alpha": GEMM_ALPHA, "beta": GEMM_BETA,
            "layout": "column-major"}
    return Launch(SPECS["cutlass_sgemm"], dev, (m, n, k), [call], check, info)


register(
    KernelSpec(
        name="vector_add",
        ptx_file="vector_add.ptx",
        symbol="vector_add",
        description="c[i] = a[i] + b[i] over n floats, one thread per element",
        size_help="n (number of float32 elements)",
        default_size=10_000,
        test_sizes=(1, 1000, 4099),
        tolerance="exact (one fp32 add per element, same as numpy)",
        prepare=_prepare_vector_add,
        launch_notes={"block": VECTOR_ADD_BLOCK, "grid": "ceil(n/256)"},
    ),
    KernelSpec(
        name="reduce",
        ptx_file="reduce_shared.ptx",
        symbol="reduce_shared",
        description="shared-memory tree reduction (if (tid < s) + __syncthreads), "
        "one float partial sum per block",
        size_help="n (number of float32 elements)",
        default_size=10_000,
        test_sizes=(256, 1000, 3000),
        tolerance="exact (inputs are small integers, so fp32 partial sums are exact)",
        prepare=_prepare_reduce,
        launch_notes={"block": REDUCE_BLOCK, "grid": "ceil(n/256)",
                      "static_shared_bytes": 4 * REDUCE_BLOCK},
    ),
    KernelSpec(
        name="warp_reduce",
        ptx_file="warp_reduce.ptx",
        symbol="warp_reduce",
        description="int32 sum: grid-stride loop, __shfl_down_sync warp reduction, "
        "shared-memory block combine, one atomicAdd per block",
        size_help="n (number of int32 elements)",
        default_size=10_000,
        test_sizes=(31, 1000, 5000),
        tolerance="exact (integer)",
        prepare=_prepare_warp_reduce,
        launch_notes={"block": WARP_REDUCE_BLOCK,
                      "grid": f"min(ceil(n/256), {WARP_REDUCE_MAX_GRID})"},
    ),
    KernelSpec(
        name="histogram",
        ptx_file="histogram.ptx",
        symbol="histogram",
        description="256-bin histogram of uint8 data: shared-memory atomicAdd per "
        "block, then global atomicAdd merge",
        size_help="n (number of uint8 elements)",
        default_size=10_000,
        test_sizes=(1, 1000, 5000),
        tolerance="exact (integer counts)",
        prepare=_prepare_histogram,
        launch_notes={"block": HISTOGRAM_BLOCK,
                      "grid": f"min(ceil(n/256), {HISTOGRAM_MAX_GRID})",
                      "static_shared_bytes": 1024},
    ),
    KernelSpec(
        name="sgemm",
        ptx_file="sgemm_tiled.ptx",
        symbol="sgemm_tiled",
        description="tiled shared-memory SGEMM, 16x16 tiles, row-major, "
        "C = alpha*A@B + beta*C with bounds checks",
        size_help="M=N=K, or (M, N, K)",
        default_size=256,
        test_sizes=(16, (33, 17, 20), 64),
        tolerance=GEMM_TOL,
        prepare=_prepare_sgemm,
        launch_notes={"block": (SGEMM_TILE, SGEMM_TILE),
                      "grid": "(ceil(N/16), ceil(M/16))",
                      "static_shared_bytes": 2 * 4 * SGEMM_TILE * SGEMM_TILE},
    ),
    KernelSpec(
        name="cutlass_sgemm",
        ptx_file="cutlass_sgemm.ptx",
        symbol="cutlass_sgemm",
        description="CUTLASS 4.2 device::Gemm<float, ColumnMajor x3> default SIMT "
        "SGEMM (128x128x8 tile, 32x64x8 warp tile, 2 stages), column-major, "
        "C = alpha*A@B + beta*C",
        size_help="M=N=K, or (M, N, K)",
        default_size=128,
        test_sizes=((128, 128, 32), (130, 72, 19)),
        tolerance=GEMM_TOL,
        prepare=_prepare_cutlass_sgemm,
        launch_notes={"block": CUTLASS_THREADS,
                      "grid": "(ceil(N/128), ceil(M/128), 1)",
                      "dynamic_shared_bytes": CUTLASS_SMEM_BYTES,
                      "threadblock_tile": (CUTLASS_TILE_M, CUTLASS_TILE_N, CUTLASS_TILE_K),
                      "warp_tile": (32, 64, 8)},
    ),
)
