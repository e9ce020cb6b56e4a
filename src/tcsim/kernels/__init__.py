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

Checks are exact for the integer kernels and for ``reduce`` (whose float
inputs are small integers, so every partial sum is exact in fp32).  The GEMMs
are compared with a float64 reference against the standard worst-case
floating-point error bound of a length-K dot product (see
:func:`_check_gemm`), which holds for any summation order.
"""

from __future__ import annotations

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
        module = self.device.load_ptx(ptx_text(self.spec.name))
        function = module.get_function(self.spec.symbol)
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

    @property
    def source_file(self) -> str:
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

SPECS: dict[str, KernelSpec] = {s.name: s for s in _SPEC_LIST}


def names() -> list[str]:
    """Names of the bundled kernels, in a stable order."""
    return list(SPECS)


def specs() -> list[KernelSpec]:
    return list(_SPEC_LIST)


def get(name: str) -> KernelSpec:
    try:
        return SPECS[name]
    except KeyError:
        raise KeyError(
            f"unknown bundled kernel {name!r}; available: {', '.join(SPECS)}"
        ) from None


def _resource(filename: str):
    return importlib.resources.files(__name__).joinpath(filename)


def ptx_path(name: str) -> Path:
    """Filesystem path of a bundled kernel's PTX (package data)."""
    res = _resource(get(name).ptx_file)
    if isinstance(res, Path):
        return res
    # Non-filesystem loader (e.g. zip import): fall back to its string form.
    return Path(str(res))


def ptx_text(name: str) -> str:
    """The bundled PTX of a kernel, as text."""
    return _resource(get(name).ptx_file).read_text(encoding="utf-8")


def source_path(name: str) -> Path:
    """Filesystem path of a bundled kernel's CUDA source."""
    res = _resource(get(name).source_file)
    return res if isinstance(res, Path) else Path(str(res))
