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
:func:`checks.check_gemm`), which holds for any summation order.

The package: :mod:`.registry` (the spec and launch types, lookup, bundled files),
:mod:`.checks` (sizes and reference checks), and one module per family of kernels —
:mod:`.simple` (CUDA-core examples), :mod:`.tensor_core` (wmma / mma.sync GEMMs),
:mod:`.amd` (HIP kernels as AMDGPU assembly).  The .cu/.ptx/.s files stay beside them.
"""

from __future__ import annotations

# registration order (simple, tensor_core, amd) is the order names() lists the kernels in
# isort: off
from tcsim.kernels.registry import (
    CUTLASS_VERSION, INCLUDE_TENSOR_CORE_BY_DEFAULT, MICROBENCHMARKS, NVCC_VERSION, SPECS, CheckResult, KernelCall,
    KernelSpec, Launch, Size, amd_names, asm_path, data_path, get, names, ptx_path, ptx_text, ptxas_registers,
    source_path, specs, tensor_core_names,
)
from tcsim.kernels.checks import WMMA_F16_EXACT_MAX_K
from tcsim.kernels.simple import (
    CUTLASS_SMEM_BYTES, CUTLASS_THREADS, CUTLASS_TILE_K, CUTLASS_TILE_M, CUTLASS_TILE_N, GEMM_ALPHA, GEMM_BETA,
    HISTOGRAM_BLOCK, HISTOGRAM_MAX_GRID, REDUCE_BLOCK, SGEMM_TILE, VECTOR_ADD_BLOCK, WARP_REDUCE_BLOCK,
    WARP_REDUCE_MAX_GRID,
)
from tcsim.kernels.tensor_core import (
    CUTLASS_TENSOROP_SMEM_BYTES, CUTLASS_TENSOROP_THREADS, CUTLASS_TENSOROP_TILE, CUTLASS_WMMA_SMEM_BYTES,
    CUTLASS_WMMA_THREADS, CUTLASS_WMMA_TILE, WMMA_LAYOUT_NAMES, WMMA_PROFILE_CHUNK_K, WMMA_PROFILE_SMEM_BYTES,
    WMMA_PROFILE_THREADS, WMMA_PROFILE_TILE, WMMA_PROFILE_WARPS, WMMA_SHARED_BK, WMMA_SHARED_BM, WMMA_SHARED_BN,
    WMMA_SHARED_SMEM_BYTES, WMMA_SHARED_THREADS, WMMA_THREADS, wmma_profile_slots,
)
from tcsim.kernels.hopper_tma import TMA_CLUSTER, TMA_THREADS, TMA_TILE
from tcsim.kernels import hopper_cutlass3 as _hopper_cutlass3  # noqa: F401  (registers the CUTLASS 3 GEMMs)
from tcsim.kernels import hopper_attention as _hopper_attention  # noqa: F401  (registers flash_attn_sm90)
from tcsim.kernels.sm80 import CUTLASS_SM80_SMEM_BYTES, CUTLASS_SM80_THREADS, CUTLASS_SM80_TILE
from tcsim.kernels import sparse_gemm as _sparse_gemm  # noqa: F401  (registers the sparse GEMMs)
from tcsim.kernels import hopper_sparse as _hopper_sparse  # noqa: F401  (registers the sparse wgmma kernels)
from tcsim.kernels.amd import COLLATZ_BLOCK, MFMA_GEMM_KT, MFMA_GEMM_TILE
# isort: on

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
    # also used by the benchmarks, tests and scripts
    "SPECS", "Size", "INCLUDE_TENSOR_CORE_BY_DEFAULT", "MICROBENCHMARKS", "data_path", "ptxas_registers",
    "WMMA_F16_EXACT_MAX_K", "wmma_profile_slots",
    "CUTLASS_SMEM_BYTES", "CUTLASS_THREADS", "CUTLASS_TILE_K", "CUTLASS_TILE_M", "CUTLASS_TILE_N", "GEMM_ALPHA",
    "GEMM_BETA", "HISTOGRAM_BLOCK", "HISTOGRAM_MAX_GRID", "REDUCE_BLOCK", "SGEMM_TILE", "VECTOR_ADD_BLOCK",
    "WARP_REDUCE_BLOCK", "WARP_REDUCE_MAX_GRID",
    "CUTLASS_TENSOROP_SMEM_BYTES", "CUTLASS_TENSOROP_THREADS", "CUTLASS_TENSOROP_TILE", "CUTLASS_WMMA_SMEM_BYTES",
    "CUTLASS_WMMA_THREADS", "CUTLASS_WMMA_TILE", "WMMA_LAYOUT_NAMES", "WMMA_PROFILE_CHUNK_K",
    "WMMA_PROFILE_SMEM_BYTES", "WMMA_PROFILE_THREADS", "WMMA_PROFILE_TILE", "WMMA_PROFILE_WARPS", "WMMA_SHARED_BK",
    "WMMA_SHARED_BM", "WMMA_SHARED_BN", "WMMA_SHARED_SMEM_BYTES", "WMMA_SHARED_THREADS", "WMMA_THREADS",
    "TMA_CLUSTER", "TMA_THREADS", "TMA_TILE",
    "CUTLASS_SM80_SMEM_BYTES", "CUTLASS_SM80_THREADS", "CUTLASS_SM80_TILE",
    "COLLATZ_BLOCK", "MFMA_GEMM_KT", "MFMA_GEMM_TILE",
]
