"""cutlass3_sm90_gemm.cu: CUTLASS 3's sm_90a TMA warp-specialized cooperative GEMM, with the
host side CUTLASS runs on the CPU (``GemmUniversalAdapter::initialize`` ->
``GemmUniversal::to_underlying_arguments``) rebuilt here: the two TMA descriptors
(:func:`tcsim.runtime.tensor_map.encode_tiled` in place of ``cuTensorMapEncodeTiled``),
the tile scheduler's parameters (``PersistentTileSchedulerSm90Params::initialize``,
FastDivmods included) and the 1024-byte ``GemmKernel::Params`` the kernel takes by value
(``.param .align 128 .b8 cutlass3_sm90_gemm_param_0[1024]`` in the PTX).

**Params byte layout.** Offsets are those nvcc gives the struct; they were printed by
``scripts/cutlass3_params_probe.cu`` (``offsetof`` on the same types, compiled by nvcc 13
against the CUTLASS 4.2 headers, run on the host), and the structs are
``GemmUniversal<..., KernelTmaWarpSpecializedCooperative>::Params`` (gemm/kernel/
sm90_gemm_tma_warpspecialized_cooperative.hpp), ``MainloopSm90TmaGmmaWarpSpecialized``'s
``Params`` (gemm/collective/sm90_mma_tma_gmma_ss_warpspecialized.hpp), ``DefaultEpilogue``'s
``Arguments`` = ``Params`` and ``LinearCombination::Params``, ``KernelHardwareInfo`` and
``PersistentTileSchedulerSm90Params`` (gemm/kernel/tile_scheduler_params.h)::

    0     u32       mode (GemmUniversalMode::kGemm = 0)
    4     4 x i32   problem shape M, N, K, L
    128   256       mainloop.tma_load_a: Copy_Traits<SM90_TMA_LOAD>: the 128-byte TmaDescriptor,
                    then an empty AuxTmaParams (static strides)
    384   256       mainloop.tma_load_b: likewise
    640   3 x u32   tma_transaction_bytes (A + B stage bytes), _mk (A), _nk (B)
    768   f32 x 2   epilogue.thread alpha, beta; 776.. 4 pointers (alpha_ptr, beta_ptr and
                    their per-batch arrays, all null: alpha/beta by value)
    808   u64       ptr_C;  816 i64 ldc, 824 i64 batch stride (Stride<int64, _1, int64>)
    832   u64       ptr_D;  840 i64 ldd, 848 i64 batch stride
    856   9 x i32   hw_info: device_id, sm_count, max_active_clusters, cluster_shape,
                    cluster_shape_fallback (dim3)
    896   120       scheduler: divmod_cluster_shape_major_ {u64 divisor, u32 shift} @0,
                    _minor_ @16, divmod_batch_ {u64 divisor, u64 multiplier, u32 shift,
                    u32 round_up} @32, divmod_cluster_blk_major_ @56, u64
                    blocks_per_problem_ @80, i32 log_swizzle_size_ @88, i32 raster_order_
                    @92, u32 problem_tiles_m/n/l @96/100/104, cluster_shape_m/n @108/112
    1016  u64       workspace (null: no split-K / stream-K; Cooperative only, the Pingpong
                    Params end at 1016 and keep the 128-byte-aligned size 1024)

**The TMA boxes** (make_tma_copy_A/B_sm90 for a 128x64 K-major tile with the 128B
swizzle atom, a (M, K, L) tensor): rank 3, dims innermost first (K, M, L) with byte
strides (K x 2, M x K x 2) and box (64, 128, 1); B likewise over (K, N, L). The kernel
gives the coordinates (k, m, l) in that order (the PTX's ``{%r, %r, %r}``). In a 2x1
cluster the B tile is multicast: each of the two CTAs loads half of it (box (64, 64, 1))
for both.

The Pingpong kernel (KernelTmaWarpSpecializedPingpong, tile 64x128x64, 9 stages) has the
same layout (printed by the same probe) with A boxes of (64, 64, 1); its two consumer warp
groups take alternate tiles, so its grid is ceil(tiles / 2).

Scheduler choices (the Arguments CUTLASS would take): raster order AlongM, max swizzle 1
(log_swizzle_size 0), grid = one CTA per output tile (persistent CTAs would loop; one
each is a valid launch of the same kernel).
"""

from __future__ import annotations

import functools
import struct
from typing import Any

import numpy as np

from tcsim.kernels.checks import TC_F32_TOL, U_TC_F32, bits_match_model, check_tc_gemm, f16_uniform, size_tc
from tcsim.kernels.registry import SPECS, CheckResult, KernelCall, KernelSpec, Launch, Size, register
from tcsim.kernels.tensor_core import wgmma_reference

# Pinned by static_asserts in cutlass3_sm90_gemm.cu.
CUTLASS3_TILE = (128, 128, 64)
CUTLASS3_THREADS = 384             # producer warp group + two consumer warp groups
CUTLASS3_SMEM_BYTES = 229760       # sizeof(GemmKernel::SharedStorage): 7 stages of A + B + barriers
PINGPONG_TILE = (64, 128, 64)      # each consumer warp group owns a whole tile
PINGPONG_SMEM_BYTES = 221568       # 9 stages
CUTLASS3_PARAMS_BYTES = 1024
CUTLASS3_ALPHA, CUTLASS3_BETA = 2.0, -0.5   # powers of two: alpha*acc and beta*C are exact
RASTER_ALONG_M = 0                 # cutlass::gemm::kernel::detail::RasterOrder::AlongM
H100_SMS = 132                     # hw_info.sm_count (h100.toml core.sms); the kernel only reads it
                                   # on the host in CUTLASS; passed for completeness


def _fast_divmod_u64(divisor: int) -> bytes:
    """cutlass::FastDivmodU64(divisor): {u64 divisor, u64 multiplier, u32 shift_right,
    u32 round_up} (fast_math.h; uint128_t(lo, hi) / divisor truncated to 64 bits)."""
    shift = divisor.bit_length() - 1
    if divisor & (divisor - 1) == 0:
        mult, round_up = 0, 0
    else:
        p = 1 << shift
        mult_lo = ((p << 64) // divisor) & (2**64 - 1)
        mult = (((p << 64) | p) // divisor) & (2**64 - 1)
        round_up = int(mult_lo == mult)
    return struct.pack("<QQII", divisor, mult, shift, round_up)


def _fast_divmod_u64_pow2(divisor: int) -> bytes:
    """cutlass::FastDivmodU64Pow2: {u64 divisor, u32 shift_right} padded to 16 bytes."""
    return struct.pack("<QI4x", divisor, divisor.bit_length() - 1)


def scheduler_params(tiles_m: int, tiles_n: int, cluster_m: int, cluster_n: int) -> bytes:
    """PersistentTileSchedulerSm90Params::initialize(problem_blocks, cluster, hw, 1, AlongM)."""
    blocks_m = -(-tiles_m // cluster_m) * cluster_m
    blocks_n = -(-tiles_n // cluster_n) * cluster_n
    out = bytearray(120)
    out[0:16] = _fast_divmod_u64_pow2(cluster_m)       # AlongM: major = cluster M
    out[16:32] = _fast_divmod_u64_pow2(cluster_n)
    out[32:56] = _fast_divmod_u64(blocks_m * blocks_n)
    out[56:80] = _fast_divmod_u64(blocks_m // cluster_m)
    struct.pack_into("<QiiIIIII", out, 80, blocks_m * blocks_n, 0, RASTER_ALONG_M,
                     blocks_m // cluster_m, blocks_n // cluster_n, 1, cluster_m, cluster_n)
    return bytes(out)


def gemm_params(m: int, n: int, k: int, map_a: bytes, map_b: bytes, d_c: Any, d_d: Any,
                alpha: float, beta: float, cluster: tuple[int, int],
                tile: tuple[int, int, int] = CUTLASS3_TILE) -> bytes:
    """The GemmKernel::Params bytes (layout in the module docstring)."""
    p = bytearray(CUTLASS3_PARAMS_BYTES)
    struct.pack_into("<I4i", p, 0, 0, m, n, k, 1)
    p[128:256] = bytes(map_a)
    p[384:512] = bytes(map_b)
    bm, bn, bk = tile
    a_bytes, b_bytes = bm * bk * 2, bn * bk * 2
    struct.pack_into("<3I", p, 640, a_bytes + b_bytes, a_bytes, b_bytes)
    struct.pack_into("<ff4Q", p, 768, alpha, beta, 0, 0, 0, 0)
    struct.pack_into("<QqqQqq", p, 808, d_c.ptr, n, m * n, d_d.ptr, n, m * n)
    struct.pack_into("<9i", p, 856, 0, H100_SMS, 0, cluster[0], cluster[1], 1, 0, 0, 0)
    p[896:1016] = scheduler_params(m // bm, n // bn, *cluster)
    return bytes(p)


def _prepare_cutlass3(name: str, cluster: tuple[int, int], tile: tuple[int, int, int], smem: int,
                      consumers_per_cta: int, dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    from tcsim.runtime.tensor_map import encode_tiled

    bm, bn, bk = tile
    m, n, k = size_tc(size, name, (bm * cluster[0], bn * cluster[1], bk))
    a, b = f16_uniform(rng, (m, k)), f16_uniform(rng, (k, n))
    c0 = rng.uniform(-1.0, 1.0, size=(m, n)).astype(np.float32)
    d_a, d_bt, d_c = dev.array(a), dev.array(np.ascontiguousarray(b.T)), dev.array(c0)
    d_d = dev.array(np.full((m, n), np.nan, np.float32))  # unwritten elements fail
    arith = dev.tensor_arithmetic or dev.config.tensor.arithmetic
    # B is multicast across the cluster's M extent: each CTA loads 1/cluster_m of the N box
    box_b = bn // cluster[0]
    map_a = encode_tiled("FLOAT16", 3, d_a, [k, m, 1], [k * 2, m * k * 2], [bk, bm, 1], [1, 1, 1],
                         swizzle="128B")
    map_b = encode_tiled("FLOAT16", 3, d_bt, [k, n, 1], [k * 2, n * k * 2], [bk, box_b, 1], [1, 1, 1],
                         swizzle="128B")
    params = gemm_params(m, n, k, map_a, map_b, d_c, d_d, CUTLASS3_ALPHA, CUTLASS3_BETA, cluster, tile)

    def check() -> CheckResult:
        got = d_d.get()
        res = check_tc_gemm(name, got, a, b, c0, CUTLASS3_ALPHA, CUTLASS3_BETA, U_TC_F32, TC_F32_TOL)
        if not res.ok:
            return res
        acc = wgmma_reference(a, b, np.zeros((m, n), np.float32), arith)
        want = (CUTLASS3_ALPHA * acc.astype(np.float64) + CUTLASS3_BETA * c0.astype(np.float64)).astype(np.float32)
        return bits_match_model(name, got, want, arith, res)

    # one CTA per tile, or (Pingpong: its two consumer warp groups take tiles b and b + grid)
    # one per two tiles
    tiles = (m // bm) * (n // bn)
    call = KernelCall(grid=(-(-tiles // consumers_per_cta), 1, 1), block=(CUTLASS3_THREADS,), args=(params,),
                      shared_mem=smem)
    info = {"M": m, "N": n, "K": k, "alpha": CUTLASS3_ALPHA, "beta": CUTLASS3_BETA, "accumulate": "f32",
            "A": "row-major (K-major)", "B": "column-major (K-major)", "C/D": "row-major",
            "cluster": (*cluster, 1)}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


_VARIANTS = (  # name, cluster, schedule, tile, shared bytes, tiles per CTA
    ("cutlass3_sm90_gemm", (1, 1), "Cooperative", CUTLASS3_TILE, CUTLASS3_SMEM_BYTES, 1),
    ("cutlass3_sm90_gemm_cluster2x1", (2, 1), "Cooperative", CUTLASS3_TILE, CUTLASS3_SMEM_BYTES, 1),
    ("cutlass3_sm90_gemm_pingpong", (1, 1), "Pingpong", PINGPONG_TILE, PINGPONG_SMEM_BYTES, 2),
)
for _name, _cluster, _sched, _tile, _smem, _per_cta in _VARIANTS:
    _tm, _tn, _tk = _tile
    register(
        KernelSpec(
            name=_name,
            ptx_file="cutlass3_sm90_gemm.ptx",
            symbol=_name,
            description="CUTLASS 4.2 (CUTLASS 3 API) CollectiveBuilder<Sm90, OpClassTensorOp, half_t Row, half_t Col, "
            f"float> KernelTmaWarpSpecialized{_sched}, tile {_tm}x{_tn}x{_tk}, cluster {_cluster[0]}x{_cluster[1]}x1: "
            "TMA producer warp group + 2 consumer warp groups (wgmma m64n128k16 SS), mbarrier stage pipeline, "
            "persistent tile scheduler; host Params and TMA descriptors built in Python; D = alpha*A@B + beta*C",
            size_help=f"M=N=K, or (M, N, K); M multiple of {_tm * _cluster[0]}, N of {_tn}, K of {_tk}",
            default_size=(_tm * _cluster[0] * _per_cta, 128, 128),
            test_sizes=((_tm * _cluster[0] * _per_cta, 128, 128), (256, 256, 192)),
            tolerance=TC_F32_TOL + "; and bit-identical to the arch's wgmma model chained per k16",
            prepare=functools.partial(_prepare_cutlass3, _name, _cluster, _tile, _smem, _per_cta),
            launch_notes={"block": CUTLASS3_THREADS, "grid": "(tiles, 1, 1)" if _per_cta == 1 else "(ceil(tiles/2), 1, 1)",
                          "cluster": (*_cluster, 1), "dynamic_shared_bytes": _smem, "threadblock_tile": _tile,
                          "instruction": "wgmma.mma_async m64n128k16 (SS) + cp.async.bulk.tensor.3d"},
            tensor_core=True,
            min_sm=90,
        ),
    )
