"""Bundled example kernels: CUDA sources, their nvcc PTX, and how to run them.

Each entry of the registry (:func:`get`, :func:`names`) is a :class:`KernelSpec`
describing one kernel shipped as package data (``<file>.cu`` and the PTX nvcc
emitted for it, ``<file>.ptx``; regenerate with ``scripts/regen_ptx.py``).
``spec.prepare(dev, size, rng)`` allocates random inputs on a device through
the public host API and returns a :class:`Launch`::

    import numpy as np, tcsim
    from tcsim import kernels

    dev = tcsim.Device(arch="titan_v")
    launch = kernels.get("sgemm").prepare(dev, 64, np.random.default_rng(0))
    launch.run()                              # the kernel call(s)
    ok, message, details = launch.check()     # compare with a numpy reference

The registry only uses the CuPy-RawModule-like host API (``dev.array``,
``dev.empty``, ``dev.load_ptx``, ``module.get_function``, ``f(grid, block,
args, shared_mem=...)``, ``array.get()``); it knows nothing about how the
simulator works inside.

Sizes: for the 1-D kernels ``size`` is the element count ``n``; for the GEMMs
it is ``M = N = K = size`` or an explicit ``(M, N, K)`` tuple.

The tensor-core GEMMs (nvcuda::wmma f16/s8/u8/s4/b1, CUTLASS WMMA and Sm75
mma.sync kernels; ``spec.tensor_core``) are listed by ``names()`` only with
``include_tensor_core=True`` (or :func:`tensor_core_names`); ``spec.min_sm``
says which need a Turing device (``arch="rtx2080"``).

Checks are exact for the integer kernels and for ``reduce`` (whose float
inputs are small integers, so every partial sum is exact in fp32).  The GEMMs
are compared with a float64 reference against the standard worst-case
floating-point error bound of a length-K dot product (see
:func:`_check_gemm`), which holds for any summation order.
"""

from __future__ import annotations

import functools
import importlib.resources
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, NamedTuple, Sequence

import numpy as np

__all__ = [
    "KernelSpec",
    "KernelCall",
    "Launch",
    "CheckResult",
    "NVCC_VERSION",
    "CUTLASS_VERSION",
    "get",
    "names",
    "specs",
    "tensor_core_names",
    "amd_names",
    "asm_path",
    "ptx_path",
    "ptx_text",
    "source_path",
]

#: nvcc that produced the bundled PTX (also in each PTX header).
NVCC_VERSION = "13.0, V13.0.88"
#: nvidia-cutlass wheel whose headers produced cutlass_sgemm.ptx.
CUTLASS_VERSION = "4.2.0.0"

Size = int | tuple[int, ...]


# --------------------------------------------------------------------------
# Launch / check plumbing
# --------------------------------------------------------------------------


class CheckResult(NamedTuple):
    """Outcome of :meth:`Launch.check`; unpacks as ``ok, message, details``."""

    ok: bool
    message: str
    details: dict[str, Any]


@dataclass(frozen=True)
class KernelCall:
    """One kernel launch: ``function(grid, block, args, shared_mem=shared_mem)``."""

    grid: tuple[int, ...]
    block: tuple[int, ...]
    args: tuple[Any, ...]
    shared_mem: int = 0


@dataclass
class Launch:
    """Prepared inputs of one bundled kernel on one device.

    ``run()`` loads the PTX and performs ``calls`` (once: kernels that
    accumulate with atomics would double-count on a second run; call
    ``prepare`` again for a fresh launch).  ``check()`` copies the results back
    and compares them with a numpy reference.
    """

    spec: "KernelSpec"
    device: Any
    size: tuple[int, ...]
    calls: list[KernelCall]
    checker: Callable[[], CheckResult]
    #: free-form description of the problem (shapes, scalars, tolerance...)
    info: dict[str, Any] = field(default_factory=dict)
    #: whatever each kernel call returned (e.g. the runtime's launch results)
    results: list[Any] = field(default_factory=list, init=False, repr=False)
    _ran: bool = field(default=False, init=False, repr=False)

    @property
    def grid(self) -> tuple[int, ...]:
        return self.calls[0].grid

    @property
    def block(self) -> tuple[int, ...]:
        return self.calls[0].block

    @property
    def shared_mem(self) -> int:
        return self.calls[0].shared_mem

    def run(self) -> list[Any]:
        """Load the PTX and make the kernel call(s); returns their results."""
        if self._ran:
            raise RuntimeError(
                f"{self.spec.name}: Launch.run() already called; prepare() a new launch"
            )
        self._ran = True
        if self.spec.vendor == "amd":
            module = self.device.load_asm(asm_path(self.spec.name, self.device.config.isa))
        else:
            module = self.device.load_ptx(ptx_text(self.spec.name))
        function = module.get_function(self.spec.symbol)
        if self.spec.vendor != "amd":  # AMD code objects state their register counts
            function.registers = function.registers or ptxas_registers(self.spec.ptx_file, self.spec.symbol)
        for call in self.calls:
            self.results.append(
                function(call.grid, call.block, call.args, shared_mem=call.shared_mem)
            )
        return self.results

    def check(self) -> CheckResult:
        if not self._ran:
            return CheckResult(False, f"{self.spec.name}: run() was not called", {})
        return self.checker()


@dataclass(frozen=True)
class KernelSpec:
    name: str
    #: PTX file name inside this package (the .cu has the same stem)
    ptx_file: str
    #: entry-point symbol (extern "C", so unmangled)
    symbol: str
    description: str
    #: what ``size`` means for this kernel
    size_help: str
    default_size: Size
    test_sizes: tuple[Size, ...]
    #: how check() decides
    tolerance: str
    prepare: Callable[[Any, Size, np.random.Generator], Launch] = field(repr=False)
    #: fixed launch facts worth showing (block shape, tile, shared memory ...)
    launch_notes: dict[str, Any] = field(default_factory=dict)
    #: uses tensor-core instructions (wmma / mma.sync / ldmatrix)
    tensor_core: bool = False
    #: oldest SM whose instructions the PTX needs (75: run on e.g. arch="rtx2080")
    min_sm: int = 70
    #: "nvidia" (PTX from CUDA) or "amd" (AMDGPU assembly from HIP, one file per gfx target:
    #: ``ptx_file`` is then the stem ``amdgpu/<name>``, see :func:`asm_path`)
    vendor: str = "nvidia"

    @property
    def source_file(self) -> str:
        if self.vendor == "amd":
            return self.ptx_file + ".hip"
        return self.ptx_file[: -len(".ptx")] + ".cu"


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------


def _ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def _size_1d(size: Size, name: str) -> int:
    if isinstance(size, (tuple, list)):
        if len(size) != 1:
            raise ValueError(f"{name}: size must be an int n, got {size!r}")
        size = size[0]
    n = int(size)
    if n < 1:
        raise ValueError(f"{name}: size must be >= 1, got {n}")
    return n


def _size_gemm(size: Size, name: str) -> tuple[int, int, int]:
    if isinstance(size, (tuple, list)):
        if len(size) != 3:
            raise ValueError(f"{name}: size must be an int or (M, N, K), got {size!r}")
        m, n, k = (int(s) for s in size)
    else:
        m = n = k = int(size)
    if min(m, n, k) < 1:
        raise ValueError(f"{name}: M, N, K must be >= 1, got {(m, n, k)}")
    return m, n, k


def _exact(name: str, got: np.ndarray, want: np.ndarray, what: str) -> CheckResult:
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


_U32 = 2.0**-24  # unit roundoff of fp32 (round to nearest)


def _check_gemm(
    name: str,
    got: np.ndarray,
    a: np.ndarray,
    b: np.ndarray,
    c0: np.ndarray,
    alpha: float,
    beta: float,
) -> CheckResult:
    """Compare fp32 C = alpha*A@B + beta*C0 with a float64 reference.

    Tolerance (elementwise):
        |got - ref| <= (K + 4) * u * (|alpha| * (|A| @ |B|) + |beta| * |C0|)
    with u = 2**-24.  A length-K fp32 dot product in any order, fused or not,
    has forward error at most gamma_K * sum|a_i b_i| (gamma_K ~ K*u); the
    epilogue adds at most three more roundings (alpha*acc, beta*c, the sum),
    hence K + 4.  The float64 reference's own error is negligible next to it.
    A wrong or missing product term shows up as an error of order
    |a_ik b_kj| ~ sum/K, orders of magnitude above the bound (~K * 6e-8 * sum)
    for the sizes used here.
    """
    a64, b64, c64 = a.astype(np.float64), b.astype(np.float64), c0.astype(np.float64)
    k = a.shape[1]
    ref = alpha * (a64 @ b64) + beta * c64
    scale = abs(alpha) * (np.abs(a64) @ np.abs(b64)) + abs(beta) * np.abs(c64)
    bound = (k + 4) * _U32 * scale + 1e-37  # tiny floor: exact zeros stay exact
    err = np.abs(got.astype(np.float64) - ref)
    finite = np.isfinite(got)
    bad = ~finite | (err > bound)
    ratio = float(np.max(np.where(finite, err / bound, np.inf))) if got.size else 0.0
    details = {
        "shape": tuple(got.shape),
        "max_abs_err": float(np.max(np.where(finite, err, np.inf))),
        "max_err_over_bound": ratio,
        "mismatches": int(bad.sum()),
        "tolerance": "(K+4)*2^-24*(|alpha||A||B| + |beta||C0|)",
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
        "index": (i, j),
        "got": float(got[i, j]),
        "want": float(ref[i, j]),
        "bound": float(bound[i, j]),
    }
    return CheckResult(
        False,
        f"{name}: {int(bad.sum())}/{got.size} elements outside the error bound; "
        f"first at C[{i},{j}]: got {float(got[i, j])!r}, want {float(ref[i, j])!r} "
        f"(bound {bound[i, j]:.3g})",
        details,
    )


# --------------------------------------------------------------------------
# the kernels
# --------------------------------------------------------------------------

VECTOR_ADD_BLOCK = 256


def _prepare_vector_add(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    n = _size_1d(size, "vector_add")
    a = rng.standard_normal(n, dtype=np.float32)
    b = rng.standard_normal(n, dtype=np.float32)
    d_a, d_b = dev.array(a), dev.array(b)
    d_c = dev.empty((n,), np.float32)
    want = a + b  # one fp32 rounding, same as the kernel's add.f32

    def check() -> CheckResult:
        return _exact("vector_add", d_c.get(), want, "c = a + b")

    call = KernelCall(
        grid=(_ceil_div(n, VECTOR_ADD_BLOCK),),
        block=(VECTOR_ADD_BLOCK,),
        args=(d_a, d_b, d_c, np.int32(n)),
    )
    return Launch(SPECS["vector_add"], dev, (n,), [call], check, {"n": n})


REDUCE_BLOCK = 256  # must match REDUCE_BLOCK in reduce_shared.cu


def _prepare_reduce(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    n = _size_1d(size, "reduce")
    blocks = _ceil_div(n, REDUCE_BLOCK)
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
        res = _exact("reduce", got, want, f"{blocks} per-block partial sums")
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
    n = _size_1d(size, "warp_reduce")
    x = rng.integers(-1000, 1001, size=n, dtype=np.int32)
    d_x = dev.array(x)
    d_out = dev.array(np.zeros(1, np.int32))
    want = np.array([x.astype(np.int64).sum()], np.int32)  # |sum| << 2**31
    grid = min(_ceil_div(n, WARP_REDUCE_BLOCK), WARP_REDUCE_MAX_GRID)

    def check() -> CheckResult:
        return _exact("warp_reduce", d_out.get(), want, "int32 sum")

    call = KernelCall(
        grid=(grid,), block=(WARP_REDUCE_BLOCK,), args=(d_x, d_out, np.int32(n))
    )
    return Launch(SPECS["warp_reduce"], dev, (n,), [call], check, {"n": n})


HISTOGRAM_BLOCK = 256
HISTOGRAM_MAX_GRID = 8


def _prepare_histogram(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    n = _size_1d(size, "histogram")
    # Half uniform bytes, half drawn from 5 hot bins: exercises atomic
    # contention on the same shared-memory word within a warp.
    uniform = rng.integers(0, 256, size=n, dtype=np.uint8)
    hot = rng.choice(np.array([0, 7, 128, 200, 255], np.uint8), size=n)
    data = np.where(rng.random(n) < 0.5, uniform, hot).astype(np.uint8)
    d_data = dev.array(data)
    d_hist = dev.array(np.zeros(256, np.uint32))
    want = np.bincount(data, minlength=256).astype(np.uint32)
    grid = min(_ceil_div(n, HISTOGRAM_BLOCK), HISTOGRAM_MAX_GRID)

    def check() -> CheckResult:
        return _exact("histogram", d_hist.get(), want, "256-bin counts")

    call = KernelCall(
        grid=(grid,), block=(HISTOGRAM_BLOCK,), args=(d_data, d_hist, np.int32(n))
    )
    return Launch(SPECS["histogram"], dev, (n,), [call], check, {"n": n})


SGEMM_TILE = 16  # TILE in sgemm_tiled.cu
GEMM_ALPHA = 1.25
GEMM_BETA = -0.5


def _gemm_inputs(m: int, n: int, k: int, rng: np.random.Generator):
    a = rng.uniform(-1.0, 1.0, size=(m, k)).astype(np.float32)
    b = rng.uniform(-1.0, 1.0, size=(k, n)).astype(np.float32)
    c0 = rng.uniform(-1.0, 1.0, size=(m, n)).astype(np.float32)
    return a, b, c0


def _prepare_sgemm(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    m, n, k = _size_gemm(size, "sgemm")
    a, b, c0 = _gemm_inputs(m, n, k, rng)
    d_a, d_b, d_c = dev.array(a), dev.array(b), dev.array(c0)  # row-major

    def check() -> CheckResult:
        return _check_gemm("sgemm", d_c.get(), a, b, c0, GEMM_ALPHA, GEMM_BETA)

    call = KernelCall(
        grid=(_ceil_div(n, SGEMM_TILE), _ceil_div(m, SGEMM_TILE)),
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
    m, n, k = _size_gemm(size, "cutlass_sgemm")
    a, b, c0 = _gemm_inputs(m, n, k, rng)
    # Column-major X (rows x cols, ld = rows) has the memory layout of the
    # row-major transpose, so upload X.T contiguously.
    d_a = dev.array(np.ascontiguousarray(a.T))   # A: M x K, lda = M
    d_b = dev.array(np.ascontiguousarray(b.T))   # B: K x N, ldb = K
    d_c = dev.array(np.ascontiguousarray(c0.T))  # C: M x N, ldc = M

    def check() -> CheckResult:
        got = d_c.get().reshape(n, m).T
        return _check_gemm("cutlass_sgemm", got, a, b, c0, GEMM_ALPHA, GEMM_BETA)

    call = KernelCall(
        # CUTLASS runs the transposed problem C^T = B^T A^T: grid x tiles N.
        grid=(_ceil_div(n, CUTLASS_TILE_N), _ceil_div(m, CUTLASS_TILE_M), 1),
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


_GEMM_TOL = (
    "float64 reference; |err| <= (K+4)*2^-24*(|alpha|*|A|@|B| + |beta|*|C0|) "
    "elementwise (worst-case fp32 dot-product bound, any summation order)"
)

_SPEC_LIST = [
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
        tolerance=_GEMM_TOL,
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
        tolerance=_GEMM_TOL,
        prepare=_prepare_cutlass_sgemm,
        launch_notes={"block": CUTLASS_THREADS,
                      "grid": "(ceil(N/128), ceil(M/128), 1)",
                      "dynamic_shared_bytes": CUTLASS_SMEM_BYTES,
                      "threadblock_tile": (CUTLASS_TILE_M, CUTLASS_TILE_N, CUTLASS_TILE_K),
                      "warp_tile": (32, 64, 8)},
    ),
]

# --------------------------------------------------------------------------
# tensor-core kernels (nvcuda::wmma, CUTLASS mma.sync / ldmatrix)
# --------------------------------------------------------------------------
#
# Registered with ``tensor_core=True``: get() finds them, names()/specs() list
# them only with include_tensor_core=True (until the simulator executes
# wmma/mma/ldmatrix; then flip INCLUDE_TENSOR_CORE_BY_DEFAULT).  Kernels with
# ``min_sm=75`` (integer/sub-byte wmma, Turing mma.sync) need a Turing device
# such as ``tcsim.Device(arch="rtx2080")``.

#: Whether names()/specs() list the tensor-core kernels by default.
INCLUDE_TENSOR_CORE_BY_DEFAULT = True

_U_TC_F32 = 2.0**-22  # fp32 tensor-core accumulation: truncating adds, x2 margin
_U_TC_F16 = 2.0**-9  # fp16 accumulation/output: truncating adds, x2 margin
#: with the f16-accumulate inputs below every partial sum is exact in fp16 up to this K
WMMA_F16_EXACT_MAX_K = 511

WMMA_THREADS = 128  # 4 warps per block, 2 x 2 tiles (all the wmma_gemm* files)


def _size_tc(size: Size, name: str, mult: tuple[int, int, int]) -> tuple[int, int, int]:
    m, n, k = _size_gemm(size, name)
    if m % mult[0] or n % mult[1] or k % mult[2]:
        raise ValueError(
            f"{name}: M, N, K must be multiples of {mult[0]}, {mult[1]}, {mult[2]}; "
            f"got {(m, n, k)}"
        )
    return m, n, k


def _f16_uniform(rng: np.random.Generator, shape) -> np.ndarray:
    """fp16 values uniform in [-1, 1] (full 11-bit significands)."""
    return rng.uniform(-1.0, 1.0, size=shape).astype(np.float16)


def _check_tc_gemm(
    name: str,
    got: np.ndarray,
    a: np.ndarray,
    b: np.ndarray,
    c0: np.ndarray,
    alpha: float,
    beta: float,
    unit: float,
    tol_text: str,
) -> CheckResult:
    """Compare D = alpha*A@B + beta*C0 (fp32 or fp16) with a float64 reference.

    Tolerance (elementwise):
        |got - ref| <= (K + 4) * unit * (|alpha| * (|A| @ |B|) + |beta| * |C0|)
    Tensor-core products of fp16 values are exact (22-bit significands).  The
    accumulation adds them (and C) in at most K+1 steps, each aligning to the
    largest exponent and truncating: an error of at most one ulp of the
    accumulator format, 2^(1-p) (p = 24 for fp32, 11 for fp16), times the sum
    of magnitudes.  ``unit`` = 2 * 2^(1-p) (2^-22 for fp32, 2^-9 for fp16)
    leaves a factor-2 margin for internal normalisation; the +3 covers a fp32
    epilogue (alpha*acc + beta*c: two roundings) and a final conversion.
    Holds for any summation order.  A missing or wrong product term is an
    error of order sum/K, far above the fp32 bound for the sizes used.
    """
    a64, b64, c64 = a.astype(np.float64), b.astype(np.float64), c0.astype(np.float64)
    k = a.shape[1]
    ref = alpha * (a64 @ b64) + beta * c64
    scale = abs(alpha) * (np.abs(a64) @ np.abs(b64)) + abs(beta) * np.abs(c64)
    bound = (k + 4) * unit * scale + 1e-37
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
        "tolerance": tol_text,
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
        f"first at D[{i},{j}]: got {float(got64[i, j])!r}, want {float(ref[i, j])!r} "
        f"(bound {bound[i, j]:.3g})",
        details,
    )


_TC_F32_TOL = (
    "float64 reference; |err| <= (K+4)*2^-22*(|A|@|B| + |C|) elementwise "
    "(exact fp16 products, truncating fp32 accumulation, any order)"
)
_TC_F16_TOL = (
    f"exact for K <= {WMMA_F16_EXACT_MAX_K} (inputs are multiples of 1/2 and C of 1/4 in "
    "[-1, 1], so every partial sum is a multiple of 1/4 of magnitude <= K+1, exact in "
    "fp16 for any order and rounding); larger K: |err| <= (K+4)*2^-9*(|A|@|B| + |C|)"
)
_TC_CUTLASS_TOL = (
    "float64 reference; |err| <= (K+4)*2^-22*(|alpha|*|A|@|B| + |beta|*|C0|) "
    "elementwise (exact fp16 products, truncating fp32 accumulation, fp32 epilogue)"
)


# -- wmma_gemm.cu: one warp per 16x16 tile, f16 in, f32 or f16 accumulate ----

WMMA_LAYOUT_NAMES = {"r": "row-major", "c": "column-major"}


def _upload_f16_operands(dev: Any, a: np.ndarray, b: np.ndarray, layout: str):
    """A (M x K) and B (K x N) in the layouts ``layout`` = '<a><b>' (r/c)."""
    a_mem = a if layout[0] == "r" else a.T  # column-major = row-major transpose
    b_mem = b if layout[1] == "r" else b.T
    return dev.array(np.ascontiguousarray(a_mem)), dev.array(np.ascontiguousarray(b_mem))


def _prepare_wmma_gemm(
    name: str, acc: str, layout: str, dev: Any, size: Size, rng: np.random.Generator
) -> Launch:
    m, n, k = _size_tc(size, name, (16, 16, 16))
    if acc == "f32":
        a, b = _f16_uniform(rng, (m, k)), _f16_uniform(rng, (k, n))
        c0 = rng.uniform(-1.0, 1.0, size=(m, n)).astype(np.float32)
        out_dtype = np.float32
    else:
        # multiples of 1/2 (A, B) and 1/4 (C) in [-1, 1]: exact in fp16, see _TC_F16_TOL
        a = (rng.integers(-2, 3, size=(m, k)) / 2).astype(np.float16)
        b = (rng.integers(-2, 3, size=(k, n)) / 2).astype(np.float16)
        c0 = (rng.integers(-4, 5, size=(m, n)) / 4).astype(np.float16)
        out_dtype = np.float16
    d_a, d_b = _upload_f16_operands(dev, a, b, layout)
    d_c = dev.array(c0)  # row-major
    d_d = dev.array(np.full((m, n), np.nan, out_dtype))  # unwritten elements fail

    def check() -> CheckResult:
        got = d_d.get()
        if acc == "f16" and k <= WMMA_F16_EXACT_MAX_K:
            want = (a.astype(np.float64) @ b.astype(np.float64) + c0).astype(np.float16)
            return _exact(name, got, want, "D = A@B + C (fp16, exactly representable)")
        unit, tol = (_U_TC_F32, _TC_F32_TOL) if acc == "f32" else (_U_TC_F16, _TC_F16_TOL)
        return _check_tc_gemm(name, got, a, b, c0, 1.0, 1.0, unit, tol)

    call = KernelCall(
        grid=(_ceil_div(n, 32), _ceil_div(m, 32)),
        block=(WMMA_THREADS,),
        args=(np.int32(m), np.int32(n), np.int32(k), d_a, d_b, d_c, d_d),
    )
    info = {"M": m, "N": n, "K": k, "accumulate": acc,
            "A": WMMA_LAYOUT_NAMES[layout[0]], "B": WMMA_LAYOUT_NAMES[layout[1]],
            "C/D": "row-major"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


def _wmma_gemm_spec(acc: str, layout: str) -> KernelSpec:
    base = "wmma_gemm" if acc == "f32" else "wmma_gemm_f16acc"
    name = base if layout == "rc" else f"{base}_{layout}"
    la, lb = WMMA_LAYOUT_NAMES[layout[0]], WMMA_LAYOUT_NAMES[layout[1]]
    ctype = "float" if acc == "f32" else "half"
    return KernelSpec(
        name=name,
        ptx_file="wmma_gemm.ptx",
        symbol=f"wmma_gemm_{acc}_{layout}",
        description=f"nvcuda::wmma m16n16k16 GEMM, one warp per 16x16 tile from global "
        f"memory, f16 A ({la}) x B ({lb}), {acc} accumulate, D = A@B + C ({ctype}, row-major)",
        size_help="M=N=K, or (M, N, K); multiples of 16",
        default_size=64,
        test_sizes=(16, (48, 32, 64)),
        tolerance=_TC_F32_TOL if acc == "f32" else _TC_F16_TOL,
        prepare=functools.partial(_prepare_wmma_gemm, name, acc, layout),
        launch_notes={"block": WMMA_THREADS, "grid": "(ceil(N/32), ceil(M/32))",
                      "warp_tile": (16, 16, 16), "layout": layout},
        tensor_core=True,
    )


# -- wmma_gemm_shared.cu: shared-memory tiled, 64x64x32 CTA tile -------------

# Pinned by static_asserts in wmma_gemm_shared.cu.
WMMA_SHARED_BM = 64
WMMA_SHARED_BN = 64
WMMA_SHARED_BK = 32
WMMA_SHARED_THREADS = 128
WMMA_SHARED_SMEM_BYTES = 9728  # static __shared__ (padded As + Bs)


def _prepare_wmma_gemm_shared(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    name = "wmma_gemm_shared"
    m, n, k = _size_tc(size, name, (WMMA_SHARED_BM, WMMA_SHARED_BN, WMMA_SHARED_BK))
    a, b = _f16_uniform(rng, (m, k)), _f16_uniform(rng, (k, n))
    c0 = rng.uniform(-1.0, 1.0, size=(m, n)).astype(np.float32)
    d_a, d_b, d_c = dev.array(a), dev.array(b), dev.array(c0)  # all row-major
    d_d = dev.array(np.full((m, n), np.nan, np.float32))

    def check() -> CheckResult:
        return _check_tc_gemm(name, d_d.get(), a, b, c0, 1.0, 1.0, _U_TC_F32, _TC_F32_TOL)

    call = KernelCall(
        grid=(n // WMMA_SHARED_BN, m // WMMA_SHARED_BM),
        block=(WMMA_SHARED_THREADS,),
        args=(np.int32(m), np.int32(n), np.int32(k), d_a, d_b, d_c, d_d),
    )
    info = {"M": m, "N": n, "K": k, "accumulate": "f32", "layout": "row-major"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


# -- wmma_gemm_profile.cu: cudaTensorCoreGemm-style, clock-instrumented -------

# Pinned by static_asserts in wmma_gemm_profile.cu.
WMMA_PROFILE_TILE = 128
WMMA_PROFILE_CHUNK_K = 64
WMMA_PROFILE_THREADS = 256
WMMA_PROFILE_WARPS = 8
WMMA_PROFILE_SMEM_BYTES = 65536  # dynamic: max(A + B slabs, the f32 C/D tile)


def wmma_profile_slots(k: int) -> tuple[int, int, int]:
    """Latencies each warp of wmma_gemm_profile records: (loads, mmas, stores).
    Loads: 8 C fragments, then per k-step of 16 two A and four B fragments."""
    steps = k // 16
    return 8 + 6 * steps, 8 * steps, 8


def _prepare_wmma_gemm_profile(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    name = "wmma_gemm_profile"
    m, n, k = _size_tc(size, name, (WMMA_PROFILE_TILE, WMMA_PROFILE_TILE, WMMA_PROFILE_CHUNK_K))
    alpha, beta = GEMM_ALPHA, GEMM_BETA
    a, b = _f16_uniform(rng, (m, k)), _f16_uniform(rng, (k, n))
    c0 = rng.uniform(-1.0, 1.0, size=(m, n)).astype(np.float32)
    d_a = dev.array(a)                              # row-major, lda = K
    d_b = dev.array(np.ascontiguousarray(b.T))      # column-major, ldb = K
    d_c = dev.array(c0)
    d_d = dev.array(np.full((m, n), np.nan, np.float32))
    grid = (n // WMMA_PROFILE_TILE, m // WMMA_PROFILE_TILE)
    warps = grid[0] * grid[1] * WMMA_PROFILE_WARPS
    nl, nm, ns = wmma_profile_slots(k)
    lat = {kind: dev.array(np.zeros((warps, cnt), np.uint32))
           for kind, cnt in (("load", nl), ("mma", nm), ("store", ns))}

    def latencies() -> dict[str, np.ndarray]:
        """Per warp (rows) the recorded clock differences, in program order."""
        return {kind: arr.get() for kind, arr in lat.items()}

    def check() -> CheckResult:
        # the accumulators start as beta * C and are scaled by alpha at the end, as in
        # the CUDA sample: D = alpha * (A@B + beta * C)
        res = _check_tc_gemm(name, d_d.get(), a, b, c0, alpha, alpha * beta, _U_TC_F32, _TC_CUTLASS_TOL)
        empty = [kind for kind, v in latencies().items() if not v.all()]
        if res.ok and empty:
            return CheckResult(False, f"{name}: latency slots left unwritten ({', '.join(empty)})",
                               res.details)
        return res

    call = KernelCall(
        grid=grid,
        block=(WMMA_PROFILE_THREADS,),
        args=(np.int32(m), np.int32(n), np.int32(k), np.float32(alpha), np.float32(beta),
              d_a, d_b, d_c, d_d, lat["load"], lat["mma"], lat["store"]),
        shared_mem=WMMA_PROFILE_SMEM_BYTES,
    )
    info = {"M": m, "N": n, "K": k, "alpha": alpha, "beta": beta, "A": "row-major f16",
            "B": "column-major f16", "C/D": "row-major f32", "latencies": latencies}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


# -- wmma_gemm_int8.cu: s8 / u8, m16n16k16, s32 accumulate --------------------


def _prepare_wmma_gemm_int8(
    name: str, signed: bool, dev: Any, size: Size, rng: np.random.Generator
) -> Launch:
    m, n, k = _size_tc(size, name, (16, 16, 16))
    if signed:
        a = rng.integers(-128, 128, size=(m, k), dtype=np.int8)
        b = rng.integers(-128, 128, size=(k, n), dtype=np.int8)
    else:
        a = rng.integers(0, 256, size=(m, k), dtype=np.uint8)
        b = rng.integers(0, 256, size=(k, n), dtype=np.uint8)
    c0 = rng.integers(-(1 << 20), 1 << 20, size=(m, n), dtype=np.int32)
    want64 = a.astype(np.int64) @ b.astype(np.int64) + c0
    if np.abs(want64).max(initial=0) >= 2**31:
        raise ValueError(f"{name}: K = {k} is too large, the int32 sums would wrap")
    want = want64.astype(np.int32)
    d_a = dev.array(a)                         # row-major, lda = K
    d_b = dev.array(np.ascontiguousarray(b.T))  # column-major, ldb = K
    d_c = dev.array(c0)
    d_d = dev.array(np.full((m, n), -(2**31), np.int32))

    def check() -> CheckResult:
        return _exact(name, d_d.get(), want, "D = A@B + C (int32)")

    call = KernelCall(
        grid=(_ceil_div(n, 32), _ceil_div(m, 32)),
        block=(WMMA_THREADS,),
        args=(np.int32(m), np.int32(n), np.int32(k), d_a, d_b, d_c, d_d),
    )
    info = {"M": m, "N": n, "K": k, "type": "s8" if signed else "u8",
            "A": "row-major", "B": "column-major", "C/D": "row-major int32"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


# -- wmma_gemm_b1.cu: 1-bit XOR-popc, m8n8k128 --------------------------------


def _pack_bits(bits: np.ndarray) -> np.ndarray:
    """Pack a (rows, K) 0/1 array into (rows, K/32) uint32 words; element k is
    bit k % 32 of word k // 32 (bit 0 of each word is the first along K)."""
    rows, k = bits.shape
    packed = np.packbits(bits.astype(np.uint8), axis=1, bitorder="little")
    return np.ascontiguousarray(packed).view("<u4").reshape(rows, k // 32).astype(np.uint32)


def _popcount_u32(x: np.ndarray) -> np.ndarray:
    if hasattr(np, "bitwise_count"):  # numpy >= 2.0
        return np.bitwise_count(x).astype(np.int64)
    bytes_ = np.ascontiguousarray(x.astype("<u4")).view(np.uint8)
    return np.unpackbits(bytes_, axis=-1).reshape(*x.shape, 32).sum(axis=-1, dtype=np.int64)


def _xor_popc_reference(a_words: np.ndarray, b_words: np.ndarray) -> np.ndarray:
    """R[i, j] = sum over words w of popc(A[i, w] ^ B[j, w]), as int64."""
    out = np.zeros((a_words.shape[0], b_words.shape[0]), np.int64)
    for w in range(a_words.shape[1]):  # (M, N) per word keeps memory small
        out += _popcount_u32(a_words[:, w, None] ^ b_words[None, :, w])
    return out


def _prepare_wmma_gemm_b1(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    name = "wmma_gemm_b1"
    m, n, k = _size_tc(size, name, (8, 8, 128))
    a_bits = rng.integers(0, 2, size=(m, k), dtype=np.uint8)
    b_bits = rng.integers(0, 2, size=(k, n), dtype=np.uint8)
    a_words = _pack_bits(a_bits)      # rows of A
    b_words = _pack_bits(b_bits.T)    # columns of B
    c0 = rng.integers(-1000, 1001, size=(m, n), dtype=np.int32)
    want = (_xor_popc_reference(a_words, b_words) + c0).astype(np.int32)
    d_a, d_b, d_c = dev.array(a_words), dev.array(b_words), dev.array(c0)
    d_d = dev.array(np.full((m, n), -(2**31), np.int32))

    def check() -> CheckResult:
        return _exact(name, d_d.get(), want, "D = C + popc(A xor B) (int32)")

    call = KernelCall(
        grid=(_ceil_div(n, 16), _ceil_div(m, 16)),
        block=(WMMA_THREADS,),
        args=(np.int32(m), np.int32(n), np.int32(k), d_a, d_b, d_c, d_d),
    )
    info = {"M": m, "N": n, "K": k, "op": "xor.popc",
            "A": "row-major bits, K/32 uint32 words per row (bit 0 first)",
            "B": "column-major bits, K/32 uint32 words per column (bit 0 first)"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


# -- wmma_gemm_s4.cu: signed 4-bit, m8n8k32 -----------------------------------


def _pack_s4(vals: np.ndarray) -> np.ndarray:
    """Pack a (rows, K) array of ints in [-8, 7] into (rows, K/8) int32 words;
    element k is nibble k % 8 (bits 4*(k%8)..+3) of word k // 8."""
    rows, k = vals.shape
    nib = (vals.astype(np.int64) & 0xF).reshape(rows, k // 8, 8)
    words = (nib << (4 * np.arange(8, dtype=np.int64))).sum(axis=2)
    return words.astype(np.uint32).view(np.int32)


def _prepare_wmma_gemm_s4(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    name = "wmma_gemm_s4"
    m, n, k = _size_tc(size, name, (8, 8, 32))
    a = rng.integers(-8, 8, size=(m, k), dtype=np.int64)
    b = rng.integers(-8, 8, size=(k, n), dtype=np.int64)
    c0 = rng.integers(-1000, 1001, size=(m, n), dtype=np.int32)
    want = (a @ b + c0).astype(np.int32)  # |A@B| <= 64 K: no wrap for any sane K
    d_a, d_b = dev.array(_pack_s4(a)), dev.array(_pack_s4(b.T))
    d_c = dev.array(c0)
    d_d = dev.array(np.full((m, n), -(2**31), np.int32))

    def check() -> CheckResult:
        return _exact(name, d_d.get(), want, "D = A@B + C (int32)")

    call = KernelCall(
        grid=(_ceil_div(n, 16), _ceil_div(m, 16)),
        block=(WMMA_THREADS,),
        args=(np.int32(m), np.int32(n), np.int32(k), d_a, d_b, d_c, d_d),
    )
    info = {"M": m, "N": n, "K": k,
            "A": "row-major s4, K/8 words per row (low nibble first)",
            "B": "column-major s4, K/8 words per column (low nibble first)"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


# -- CUTLASS tensor-core GEMMs: f16 A (row) x B (col), f32 C/D (row) ---------

# Pinned by static_asserts in cutlass_wmma_gemm.cu / cutlass_tensorop_gemm.cu.
CUTLASS_WMMA_TILE = (128, 128, 32)
CUTLASS_WMMA_THREADS = 128
CUTLASS_WMMA_SMEM_BYTES = 36864
CUTLASS_TENSOROP_TILE = (128, 256, 32)
CUTLASS_TENSOROP_THREADS = 256
CUTLASS_TENSOROP_SMEM_BYTES = 49152


def _prepare_cutlass_tc(
    name: str, tile: tuple[int, int, int], threads: int, smem: int,
    dev: Any, size: Size, rng: np.random.Generator,
) -> Launch:
    m, n, k = _size_gemm(size, name)
    if k % 8 or n % 4:
        raise ValueError(f"{name}: K must be a multiple of 8 and N of 4 "
                         f"(128-bit accesses); got {(m, n, k)}")
    a, b = _f16_uniform(rng, (m, k)), _f16_uniform(rng, (k, n))
    c0 = rng.uniform(-1.0, 1.0, size=(m, n)).astype(np.float32)
    d_a = dev.array(a)                          # row-major, lda = K
    d_b = dev.array(np.ascontiguousarray(b.T))  # column-major, ldb = K
    d_c = dev.array(c0)                         # row-major, ldc = N; overwritten with D

    def check() -> CheckResult:
        return _check_tc_gemm(name, d_c.get(), a, b, c0, GEMM_ALPHA, GEMM_BETA,
                              _U_TC_F32, _TC_CUTLASS_TOL)

    call = KernelCall(
        # Row-major C: no transposition, grid x tiles M and y tiles N.
        grid=(_ceil_div(m, tile[0]), _ceil_div(n, tile[1]), 1),
        block=(threads, 1, 1),
        args=(
            np.int32(m), np.int32(n), np.int32(k), np.float32(GEMM_ALPHA),
            d_a, np.int32(k), d_b, np.int32(k),
            np.float32(GEMM_BETA), d_c, np.int32(n),
        ),
        shared_mem=smem,
    )
    info = {"M": m, "N": n, "K": k, "alpha": GEMM_ALPHA, "beta": GEMM_BETA,
            "A": "row-major f16", "B": "column-major f16", "C/D": "row-major f32"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


_TENSOR_CORE_SPECS = [
    *(_wmma_gemm_spec("f32", lay) for lay in ("rc", "rr", "cr", "cc")),
    *(_wmma_gemm_spec("f16", lay) for lay in ("rc", "rr", "cr", "cc")),
    KernelSpec(
        name="wmma_gemm_shared",
        ptx_file="wmma_gemm_shared.ptx",
        symbol="wmma_gemm_shared",
        description="shared-memory tiled nvcuda::wmma GEMM: 64x64x32 CTA tile staged with "
        "128-bit loads, 4 warps x (2x2) m16n16k16 fragments, f16 row-major A, B, "
        "f32 accumulate, D = A@B + C",
        size_help="M=N=K, or (M, N, K); M, N multiples of 64, K of 32",
        default_size=128,
        test_sizes=(64, (128, 64, 96)),
        tolerance=_TC_F32_TOL,
        prepare=_prepare_wmma_gemm_shared,
        launch_notes={"block": WMMA_SHARED_THREADS, "grid": "(N/64, M/64)",
                      "static_shared_bytes": WMMA_SHARED_SMEM_BYTES,
                      "threadblock_tile": (WMMA_SHARED_BM, WMMA_SHARED_BN, WMMA_SHARED_BK),
                      "warp_tile": (32, 32, 16)},
        tensor_core=True,
    ),
    KernelSpec(
        name="wmma_gemm_profile",
        ptx_file="wmma_gemm_profile.ptx",
        symbol="wmma_gemm_profile",
        description="shared-memory nvcuda::wmma GEMM in the style of the CUDA sample "
        "cudaTensorCoreGemm (8 warps, 128x128 CTA tile, A/B/C staged in shared memory, D "
        "stored via shared memory), f16 row-major A x column-major B, f32 C/D, "
        "D = alpha*(A@B + beta*C) as the sample computes it, with %clock64 read around every load_matrix_sync / "
        "mma_sync / store_matrix_sync (seed 000 §V-C, Figs 15-16)",
        size_help="M=N=K, or (M, N, K); M, N multiples of 128, K of 64",
        default_size=128,
        test_sizes=(128, (128, 256, 64)),
        tolerance=_TC_CUTLASS_TOL + "; every latency slot written",
        prepare=_prepare_wmma_gemm_profile,
        launch_notes={"block": WMMA_PROFILE_THREADS, "grid": "(N/128, M/128)",
                      "dynamic_shared_bytes": WMMA_PROFILE_SMEM_BYTES,
                      "threadblock_tile": (WMMA_PROFILE_TILE, WMMA_PROFILE_TILE, WMMA_PROFILE_CHUNK_K),
                      "warp_tile": (32, 64, 16)},
        tensor_core=True,
    ),
    KernelSpec(
        name="wmma_gemm_int8",
        ptx_file="wmma_gemm_int8.ptx",
        symbol="wmma_gemm_s8",
        description="nvcuda::wmma m16n16k16 s8 GEMM, s32 accumulate, one warp per 16x16 "
        "tile: row-major A x column-major B, D = A@B + C (int32)",
        size_help="M=N=K, or (M, N, K); multiples of 16",
        default_size=64,
        test_sizes=(16, (48, 32, 64)),
        tolerance="exact (integer)",
        prepare=functools.partial(_prepare_wmma_gemm_int8, "wmma_gemm_int8", True),
        launch_notes={"block": WMMA_THREADS, "grid": "(ceil(N/32), ceil(M/32))",
                      "warp_tile": (16, 16, 16)},
        tensor_core=True,
        min_sm=75,
    ),
    KernelSpec(
        name="wmma_gemm_u8",
        ptx_file="wmma_gemm_int8.ptx",
        symbol="wmma_gemm_u8",
        description="nvcuda::wmma m16n16k16 u8 GEMM, s32 accumulate, one warp per 16x16 "
        "tile: row-major A x column-major B, D = A@B + C (int32)",
        size_help="M=N=K, or (M, N, K); multiples of 16",
        default_size=64,
        test_sizes=(16, (48, 32, 64)),
        tolerance="exact (integer)",
        prepare=functools.partial(_prepare_wmma_gemm_int8, "wmma_gemm_u8", False),
        launch_notes={"block": WMMA_THREADS, "grid": "(ceil(N/32), ceil(M/32))",
                      "warp_tile": (16, 16, 16)},
        tensor_core=True,
        min_sm=75,
    ),
    KernelSpec(
        name="wmma_gemm_b1",
        ptx_file="wmma_gemm_b1.ptx",
        symbol="wmma_gemm_b1",
        description="nvcuda::wmma 1-bit m8n8k128 GEMM, bmma_sync XOR + popc, s32 "
        "accumulate: D = C + popc(A xor B); A rows / B columns packed 32 bits per word",
        size_help="M=N=K, or (M, N, K); M, N multiples of 8, K of 128",
        default_size=(64, 64, 512),
        test_sizes=((8, 8, 128), (24, 16, 384)),
        tolerance="exact (integer; reference sums popc(a_word ^ b_word) over the packed "
        "words, bit 0 of each word = first element along K)",
        prepare=_prepare_wmma_gemm_b1,
        launch_notes={"block": WMMA_THREADS, "grid": "(ceil(N/16), ceil(M/16))",
                      "warp_tile": (8, 8, 128)},
        tensor_core=True,
        min_sm=75,
    ),
    KernelSpec(
        name="wmma_gemm_s4",
        ptx_file="wmma_gemm_s4.ptx",
        symbol="wmma_gemm_s4",
        description="nvcuda::wmma signed 4-bit m8n8k32 GEMM, s32 accumulate: "
        "D = A@B + C; A rows / B columns packed 8 nibbles per word",
        size_help="M=N=K, or (M, N, K); M, N multiples of 8, K of 32",
        default_size=64,
        test_sizes=((8, 8, 32), (24, 16, 96)),
        tolerance="exact (integer)",
        prepare=_prepare_wmma_gemm_s4,
        launch_notes={"block": WMMA_THREADS, "grid": "(ceil(N/16), ceil(M/16))",
                      "warp_tile": (8, 8, 32)},
        tensor_core=True,
        min_sm=75,
    ),
    KernelSpec(
        name="cutlass_wmma_gemm",
        ptx_file="cutlass_wmma_gemm.ptx",
        symbol="cutlass_wmma_gemm",
        description="CUTLASS 4.2 device::Gemm<half_t Row, half_t Col, float Row> "
        "OpClassWmmaTensorOp Sm70 (128x128x32 tile, 64x64x32 warp tile, wmma 16x16x16, "
        "2 stages), f32 accumulate, C = alpha*A@B + beta*C",
        size_help="M=N=K, or (M, N, K); K multiple of 8, N of 4",
        default_size=128,
        test_sizes=((128, 128, 32), (256, 128, 64)),
        tolerance=_TC_CUTLASS_TOL,
        prepare=functools.partial(_prepare_cutlass_tc, "cutlass_wmma_gemm",
                                  CUTLASS_WMMA_TILE, CUTLASS_WMMA_THREADS,
                                  CUTLASS_WMMA_SMEM_BYTES),
        launch_notes={"block": CUTLASS_WMMA_THREADS,
                      "grid": "(ceil(M/128), ceil(N/128), 1)",
                      "dynamic_shared_bytes": CUTLASS_WMMA_SMEM_BYTES,
                      "threadblock_tile": CUTLASS_WMMA_TILE,
                      "warp_tile": (64, 64, 32), "instruction": (16, 16, 16)},
        tensor_core=True,
    ),
    KernelSpec(
        name="cutlass_tensorop_gemm",
        ptx_file="cutlass_tensorop_gemm.ptx",
        symbol="cutlass_tensorop_gemm",
        description="CUTLASS 4.2 device::Gemm<half_t Row, half_t Col, float Row> "
        "OpClassTensorOp Sm75 default (128x256x32 tile, 64x64x32 warp tile, "
        "mma.sync m16n8k8 + ldmatrix, 2 stages), f32 accumulate, C = alpha*A@B + beta*C",
        size_help="M=N=K, or (M, N, K); K multiple of 8, N of 4",
        default_size=(128, 256, 64),
        test_sizes=((128, 256, 32), (256, 128, 64)),
        tolerance=_TC_CUTLASS_TOL,
        prepare=functools.partial(_prepare_cutlass_tc, "cutlass_tensorop_gemm",
                                  CUTLASS_TENSOROP_TILE, CUTLASS_TENSOROP_THREADS,
                                  CUTLASS_TENSOROP_SMEM_BYTES),
        launch_notes={"block": CUTLASS_TENSOROP_THREADS,
                      "grid": "(ceil(M/128), ceil(N/256), 1)",
                      "dynamic_shared_bytes": CUTLASS_TENSOROP_SMEM_BYTES,
                      "threadblock_tile": CUTLASS_TENSOROP_TILE,
                      "warp_tile": (64, 64, 32), "instruction": (16, 8, 8)},
        tensor_core=True,
        min_sm=75,
    ),
]
_SPEC_LIST.extend(_TENSOR_CORE_SPECS)


# --------------------------------------------------------------------------
# AMD kernels (HIP -> AMDGPU assembly for gfx90a and gfx942, scripts/regen_amdgpu.py)
# --------------------------------------------------------------------------


def _amd(prepare: Callable, name: str) -> Callable:
    """An NVIDIA kernel's preparation reused for its AMD twin (same arguments, same
    launch shape): only the spec the launch runs changes."""

    def prep(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
        launch = prepare(dev, size, rng)
        launch.spec = SPECS[name]
        return launch
    return prep


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
    n = _size_1d(size, "amd_collatz")
    x = rng.integers(1, 5000, size=n, dtype=np.uint32)
    d_x = dev.array(x)
    d_steps = dev.empty((n,), np.uint32)
    want = _collatz_steps(x)

    def check() -> CheckResult:
        return _exact("amd_collatz", d_steps.get(), want, "step counts")

    call = KernelCall(grid=(_ceil_div(n, COLLATZ_BLOCK),), block=(COLLATZ_BLOCK,), args=(d_x, d_steps, np.int32(n)))
    return Launch(SPECS["amd_collatz"], dev, (n,), [call], check, {"n": n})


def _prepare_mfma_tile(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    k = _size_1d(size, "amd_mfma_f32")
    if k % 4:
        raise ValueError(f"amd_mfma_f32: K must be a multiple of 4, got {k}")
    a = rng.uniform(-1.0, 1.0, size=(16, k)).astype(np.float32)
    b = rng.uniform(-1.0, 1.0, size=(k, 16)).astype(np.float32)
    d_a, d_b = dev.array(a), dev.array(b)
    d_c = dev.empty((16, 16), np.float32)

    def check() -> CheckResult:
        return _check_gemm("amd_mfma_f32", d_c.get(), a, b, np.zeros((16, 16), np.float32), 1.0, 0.0)

    call = KernelCall(grid=(1,), block=(64,), args=(d_a, d_b, d_c, np.int32(k)))
    return Launch(SPECS["amd_mfma_f32"], dev, (k,), [call], check, {"M": 16, "N": 16, "K": k})


MFMA_GEMM_TILE, MFMA_GEMM_KT = 64, 32


def _prepare_mfma_gemm(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    m, n, k = _size_gemm(size, "amd_mfma_gemm")
    if m % MFMA_GEMM_TILE or n % MFMA_GEMM_TILE or k % MFMA_GEMM_KT:
        raise ValueError(f"amd_mfma_gemm: M and N must be multiples of {MFMA_GEMM_TILE} and K of {MFMA_GEMM_KT}, "
                         f"got {(m, n, k)}")
    # fp16 in [-1, 1] without subnormals (the f16 MFMAs of CDNA2 flush them, docs/mfma.md)
    a, b = _f16_uniform(rng, (m, k)), _f16_uniform(rng, (k, n))
    a[np.abs(a) < np.float16(2.0 ** -14)] = 0
    b[np.abs(b) < np.float16(2.0 ** -14)] = 0
    d_a = dev.array(a)
    d_bt = dev.array(np.ascontiguousarray(b.T))  # the kernel reads B transposed (N x K)
    d_c = dev.array(np.full((m, n), np.nan, np.float32))  # unwritten elements fail

    def check() -> CheckResult:
        return _check_gemm("amd_mfma_gemm", d_c.get(), a, b, np.zeros((m, n), np.float32), 1.0, 0.0)

    call = KernelCall(grid=(n // MFMA_GEMM_TILE, m // MFMA_GEMM_TILE), block=(256,),
                      args=(d_a, d_bt, d_c, np.int32(m), np.int32(n), np.int32(k)))
    return Launch(SPECS["amd_mfma_gemm"], dev, (m, n, k), [call], check,
                  {"M": m, "N": n, "K": k, "A": "f16 row-major", "B": "f16, passed transposed (N x K row-major)",
                   "C": "f32 row-major", "mfma": "32x32x8 f16 -> f32"})


_AMD_SPECS = [
    KernelSpec(
        name="amd_vector_add", ptx_file="amdgpu/vector_add", symbol="vector_add",
        description="HIP c[i] = a[i] + b[i] (AMDGPU assembly for gfx90a / gfx942)",
        size_help="n (number of float32 elements)", default_size=10_000, test_sizes=(1, 1000, 4099),
        tolerance="exact (one fp32 add per element, same as numpy)",
        prepare=_amd(_prepare_vector_add, "amd_vector_add"),
        launch_notes={"block": VECTOR_ADD_BLOCK, "grid": "ceil(n/256)"}, vendor="amd",
    ),
    KernelSpec(
        name="amd_reduce", ptx_file="amdgpu/reduce_lds", symbol="reduce_lds",
        description="HIP LDS tree reduction with s_barrier and divergent (EXEC-masked) steps, "
        "one float partial sum per workgroup",
        size_help="n (number of float32 elements)", default_size=10_000, test_sizes=(256, 1000, 3000),
        tolerance="exact (inputs are small integers, so fp32 partial sums are exact)",
        prepare=_amd(_prepare_reduce, "amd_reduce"),
        launch_notes={"block": REDUCE_BLOCK, "grid": "ceil(n/256)", "lds_bytes": 4 * REDUCE_BLOCK}, vendor="amd",
    ),
    KernelSpec(
        name="amd_histogram", ptx_file="amdgpu/histogram", symbol="histogram",
        description="HIP 256-bin byte histogram: LDS atomics (ds_add_u32) per workgroup, global atomic "
        "merge (global_atomic_add), grid-stride loop",
        size_help="n (number of uint8 elements)", default_size=10_000, test_sizes=(1, 1000, 5000),
        tolerance="exact (integer counts)", prepare=_amd(_prepare_histogram, "amd_histogram"),
        launch_notes={"block": HISTOGRAM_BLOCK, "grid": f"min(ceil(n/256), {HISTOGRAM_MAX_GRID})",
                      "lds_bytes": 1024}, vendor="amd",
    ),
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
]
_SPEC_LIST.extend(_AMD_SPECS)


SPECS: dict[str, KernelSpec] = {s.name: s for s in _SPEC_LIST}


def names(include_tensor_core: bool | None = None) -> list[str]:
    """Names of the bundled kernels, in a stable order.

    The tensor-core kernels (``spec.tensor_core``) are included only with
    ``include_tensor_core=True`` (default: INCLUDE_TENSOR_CORE_BY_DEFAULT);
    :func:`get` finds every kernel either way.
    """
    return [s.name for s in specs(include_tensor_core)]


def specs(include_tensor_core: bool | None = None, vendor: str = "nvidia") -> list[KernelSpec]:
    """Specs of one vendor's bundled kernels (``vendor=None``: all)."""
    if include_tensor_core is None:
        include_tensor_core = INCLUDE_TENSOR_CORE_BY_DEFAULT
    return [s for s in _SPEC_LIST if (include_tensor_core or not s.tensor_core)
            and (vendor is None or s.vendor == vendor)]


def amd_names() -> list[str]:
    """Names of the bundled AMD kernels (run on arch mi200 / mi300 / mi210 / mi300x)."""
    return [s.name for s in _SPEC_LIST if s.vendor == "amd"]


def asm_path(name: str, isa: str) -> Path:
    """Filesystem path of a bundled AMD kernel's assembly for gfx target ``isa``."""
    spec = get(name)
    if spec.vendor != "amd":
        raise KeyError(f"{name} is not an AMD kernel")
    return data_path(f"{spec.ptx_file}.{isa}.s")


def tensor_core_names() -> list[str]:
    """Names of the bundled tensor-core kernels (wmma / mma.sync / ldmatrix)."""
    return [s.name for s in _SPEC_LIST if s.tensor_core and s.vendor == "nvidia"]


def get(name: str) -> KernelSpec:
    try:
        return SPECS[name]
    except KeyError:
        raise KeyError(
            f"unknown bundled kernel {name!r}; available: {', '.join(SPECS)}"
        ) from None


def _resource(filename: str):
    return importlib.resources.files(__name__).joinpath(filename)


#: Bundled sources that are microbenchmarks with a command of their own rather than
#: registry kernels (they have no numpy reference of their own).
MICROBENCHMARKS = {
    "fragments.cu": "wmma fragment probe of seed 000 Fig 4 / seed 003 Figs 4.2-4.7 (tcsim fragments)",
    "mem_pchase.cu": "pointer chases of seed 003 Fig 3.2, Table 3.3, Fig 3.12 (tcsim bench memory)",
    "mem_shared.cu": "shared-memory latency vs bank conflicts and bandwidth, seed 003 Figs 3.9-3.10 (tcsim bench memory)",
    "mem_bandwidth.cu": "L1 / L2 / device-memory bandwidth, seed 003 Tables 3.2, 3.4, Fig 3.11 (tcsim bench memory)",
    "mem_atomics.cu": "atomic latency under contention, seed 003 Table 4.2 (tcsim bench memory)",
}


def data_path(filename: str) -> Path:
    """Filesystem path of a bundled file (e.g. ``fragments.ptx``)."""
    res = _resource(filename)
    return res if isinstance(res, Path) else Path(str(res))


def ptx_path(name: str) -> Path:
    """Filesystem path of a bundled kernel's PTX (package data)."""
    res = _resource(get(name).ptx_file)
    if isinstance(res, Path):
        return res
    # Non-filesystem loader (e.g. zip import): fall back to its string form.
    return Path(str(res))


_REGISTERS: dict | None = None


def ptxas_registers(ptx_file: str, kernel: str) -> int | None:
    """Registers per thread ptxas (sm_75) allocates for a bundled kernel, as recorded in
    ``registers.json`` by scripts/ptxas_registers.py; ``None`` if not recorded."""
    global _REGISTERS
    if _REGISTERS is None:
        import json

        _REGISTERS = json.loads(_resource("registers.json").read_text())["kernels"]
    return _REGISTERS.get(ptx_file, {}).get(kernel)


def ptx_text(name: str) -> str:
    """The bundled PTX of a kernel, as text."""
    return _resource(get(name).ptx_file).read_text(encoding="utf-8")


def source_path(name: str) -> Path:
    """Filesystem path of a bundled kernel's CUDA source."""
    res = _resource(get(name).source_file)
    return res if isinstance(res, Path) else Path(str(res))
