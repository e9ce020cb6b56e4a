// cutlass3_sm90_gemm.cu -- a real CUTLASS 3 / CuTe kernel on Hopper: the sm_90a
// TMA warp-specialized (cooperative) GEMM built by CUTLASS's CollectiveBuilder.
//
//     D = alpha * A * B + beta * C
//     A: M x K half_t, row-major (K contiguous)
//     B: N x K half_t, "column-major" K x N (K contiguous)
//     C, D: M x N float, row-major; fp32 accumulate and epilogue
//
// Entries: cutlass3_sm90_gemm (cluster 1x1), cutlass3_sm90_gemm_cluster2x1 (B multicast over
// the cluster), cutlass3_sm90_gemm_pingpong (KernelTmaWarpSpecializedPingpong, tile 64x128x64).
//
// Mainloop: cutlass::gemm::collective::CollectiveBuilder<Sm90, OpClassTensorOp, half_t,
// RowMajor, 8, half_t, ColumnMajor, 8, float, Shape<_128,_128,_64>, ClusterShape,
// StageCountAutoCarveout, KernelTmaWarpSpecializedCooperative> -> MainloopSm90TmaGmma-
// WarpSpecialized (7 stages): one producer warp group issues TMA loads
// (cp.async.bulk.tensor.3d ... mbarrier::complete_tx, 128B swizzle) into a ring of shared
// stages guarded by full/empty mbarriers; two consumer warp groups (setmaxnreg.inc) each
// compute 64 x 128 of the 128 x 128 tile with wgmma.mma_async m64n128k16 (SS).
// Epilogue: the epilogue CollectiveBuilder with NoSmemWarpSpecialized (DefaultEpilogue,
// LinearCombination<float>), registers -> global.  Kernel: GemmUniversal<Shape<int,int,
// int,int>, ...> with the persistent tile scheduler (PersistentTileSchedulerSm90).
//
// The extern "C" entries are cutlass::device_kernel<GemmKernel> with readable names:
// the same __launch_bounds__, the Params by value (__grid_constant__), the same body.
// Everything CUTLASS's host side does (GemmUniversalAdapter::initialize ->
// to_underlying_arguments: the TMA descriptors from cuTensorMapEncodeTiled, the tile
// scheduler's FastDivmods, the grid) is rebuilt in Python in src/tcsim/kernels/hopper_cutlass3.py,
// which documents the Params byte layout (scripts/cutlass3_params_probe.cu prints it).
//
// Launch: block 384 threads; grid (tiles, 1, 1) (persistent; tcsim uses one CTA per tile);
// dynamic shared memory sizeof(GemmKernel::SharedStorage) (static_asserts below).
// Alignment: K a multiple of 8 (16-byte TMA strides), N a multiple of 4.

#include <cute/tensor.hpp>
#include <cutlass/cutlass.h>
#include <cutlass/gemm/dispatch_policy.hpp>
#include <cutlass/gemm/collective/collective_builder.hpp>
#include <cutlass/epilogue/collective/collective_builder.hpp>
#include <cutlass/gemm/kernel/gemm_universal.hpp>

namespace tcsim_cutlass3 {
using namespace cute;

template <class ClusterShape, class Schedule = cutlass::gemm::KernelTmaWarpSpecializedCooperative, class TileShape_ = Shape<_128, _128, _64>>
struct Gemm {
  using TileShape = TileShape_;
  using CollectiveEpilogue = typename cutlass::epilogue::collective::CollectiveBuilder<
      cutlass::arch::Sm90, cutlass::arch::OpClassTensorOp, TileShape, ClusterShape,
      cutlass::epilogue::collective::EpilogueTileAuto, float, float,
      float, cutlass::layout::RowMajor, 4, float, cutlass::layout::RowMajor, 4,
      cutlass::epilogue::NoSmemWarpSpecialized>::CollectiveOp;
  using CollectiveMainloop = typename cutlass::gemm::collective::CollectiveBuilder<
      cutlass::arch::Sm90, cutlass::arch::OpClassTensorOp,
      cutlass::half_t, cutlass::layout::RowMajor, 8,
      cutlass::half_t, cutlass::layout::ColumnMajor, 8,
      float, TileShape, ClusterShape,
      cutlass::gemm::collective::StageCountAutoCarveout<
          static_cast<int>(sizeof(typename CollectiveEpilogue::SharedStorage))>,
      Schedule>::CollectiveOp;
  using Kernel = cutlass::gemm::kernel::GemmUniversal<
      Shape<int, int, int, int>, CollectiveMainloop, CollectiveEpilogue>;
};

using Gemm1x1 = Gemm<Shape<_1, _1, _1>>::Kernel;
using Gemm2x1 = Gemm<Shape<_2, _1, _1>>::Kernel;
// Pingpong: each consumer warp group owns a whole 64x128 tile (the two alternate between
// mainloop and epilogue), 9 stages.
using GemmPingpong = Gemm<Shape<_1, _1, _1>, cutlass::gemm::KernelTmaWarpSpecializedPingpong, Shape<_64, _128, _64>>::Kernel;
}  // namespace tcsim_cutlass3

// Pinned here, mirrored in hopper_cutlass3.py.
static_assert(sizeof(tcsim_cutlass3::Gemm1x1::Params) == 1024, "Params layout changed");
static_assert(sizeof(tcsim_cutlass3::Gemm2x1::Params) == 1024, "Params layout changed");
static_assert(tcsim_cutlass3::Gemm1x1::MaxThreadsPerBlock == 384, "block size changed");
static_assert(sizeof(tcsim_cutlass3::Gemm1x1::SharedStorage) == 229760, "smem changed");
static_assert(sizeof(tcsim_cutlass3::GemmPingpong::Params) == 1024, "Params layout changed");
static_assert(sizeof(tcsim_cutlass3::GemmPingpong::SharedStorage) == 221568, "smem changed");

#define TCSIM_CUTLASS3_ENTRY(NAME, K, CLUSTER_ATTR)                                      \
  extern "C" __global__ void CLUSTER_ATTR                                                \
  __launch_bounds__(K::MaxThreadsPerBlock, K::MinBlocksPerMultiprocessor)                \
  NAME(CUTLASS_GRID_CONSTANT typename K::Params const params) {                          \
    extern __shared__ char smem[];                                                       \
    K op;                                                                                \
    op(params, smem);                                                                    \
  }

TCSIM_CUTLASS3_ENTRY(cutlass3_sm90_gemm, tcsim_cutlass3::Gemm1x1, )
// the 2x1 cluster is a launch property: __cluster_dims__ puts .reqnctapercluster in the PTX
TCSIM_CUTLASS3_ENTRY(cutlass3_sm90_gemm_cluster2x1, tcsim_cutlass3::Gemm2x1, __cluster_dims__(2, 1, 1))

TCSIM_CUTLASS3_ENTRY(cutlass3_sm90_gemm_pingpong, tcsim_cutlass3::GemmPingpong, )
