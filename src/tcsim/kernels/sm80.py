"""The sm_80 (A100) kernels beyond mma_sm80_gemm: CUTLASS 2's multistage tensor-op GEMM
and a FlashAttention-2-style fused attention forward kernel.

Both need ``arch="a100"`` (``min_sm=80``: cp.async, mma.sync m16n8k16).
"""

from __future__ import annotations

import functools

from tcsim.kernels.checks import TC_CUTLASS_TOL
from tcsim.kernels.registry import KernelSpec, register
from tcsim.kernels.tensor_core import _prepare_cutlass_tc

# -- cutlass_sm80_gemm.cu: CUTLASS 2 device::Gemm OpClassTensorOp Sm80, 3 stages --------------

# Pinned by static_asserts in cutlass_sm80_gemm.cu.
CUTLASS_SM80_TILE = (128, 128, 32)
CUTLASS_SM80_WARP_TILE = (64, 64, 32)
CUTLASS_SM80_THREADS = 128
CUTLASS_SM80_STAGES = 3
CUTLASS_SM80_SMEM_BYTES = 49152  # 3 stages x (128x32 A + 32x128 B) halves


register(
    KernelSpec(
        name="cutlass_sm80_gemm",
        ptx_file="cutlass_sm80_gemm.ptx",
        symbol="cutlass_sm80_gemm",
        description="CUTLASS 4.2 device::Gemm<half_t Row, half_t Col, float Row> OpClassTensorOp Sm80 "
        "(128x128x32 tile, 64x64x32 warp tile, mma.sync m16n8k16, 3-stage cp.async multistage mainloop, "
        "ldmatrix.x4 from swizzled shared tiles), f32 accumulate, C = alpha*A@B + beta*C",
        size_help="M=N=K, or (M, N, K); K multiple of 8, N of 4",
        default_size=128,
        test_sizes=((128, 128, 64), (256, 128, 96)),
        tolerance=TC_CUTLASS_TOL,
        prepare=functools.partial(_prepare_cutlass_tc, "cutlass_sm80_gemm", CUTLASS_SM80_TILE,
                                  CUTLASS_SM80_THREADS, CUTLASS_SM80_SMEM_BYTES),
        launch_notes={"block": CUTLASS_SM80_THREADS, "grid": "(ceil(M/128), ceil(N/128), 1)",
                      "dynamic_shared_bytes": CUTLASS_SM80_SMEM_BYTES, "threadblock_tile": CUTLASS_SM80_TILE,
                      "warp_tile": CUTLASS_SM80_WARP_TILE, "stages": CUTLASS_SM80_STAGES,
                      "instruction": "mma.sync m16n8k16 + ldmatrix.x4 + cp.async.cg"},
        tensor_core=True,
        min_sm=80,
    ),
)
