// cutlass_sgemm.cu -- a real CUTLASS library kernel: SIMT SGEMM.
//
//     C = alpha * A * B + beta * C      (all column-major, fp32, in place)
//
// The device-side GEMM is CUTLASS's own
//     cutlass::gemm::device::Gemm<float, ColumnMajor, float, ColumnMajor,
//                                 float, ColumnMajor>
// with its default SIMT configuration (OpClassSimt, Sm70): 128x128x8
// threadblock tile, 32x64x8 warp tile, 2-stage pipelined mainloop,
// LinearCombination epilogue, identity threadblock swizzle; 8 warps
// (256 threads) per block.
//
// tcsim's host side cannot build CUTLASS's host-side Params, so this file adds
// a thin extern "C" wrapper with plain arguments.  It does in device code
// exactly what the host-side device::Gemm does before launching
// cutlass::Kernel<GemmKernel>:
//
//   * ColumnMajor C makes device::Gemm delegate to its "underlying operator",
//     the transposed problem  C^T = B^T * A^T  with row-major operands
//     (see device::Gemm<..., layout::ColumnMajor, ...>::to_underlying_arguments):
//     problem size (N, M, K), operand "A" = B with ldb, operand "B" = A with lda.
//   * grid_tiled_shape comes from the threadblock swizzle's get_tiled_shape().
//   * GemmKernel::Params is built with its CUTLASS_HOST_DEVICE constructor.
//   * GemmKernel::operator()(params, shared_storage) runs on dynamic shared
//     memory of sizeof(GemmKernel::SharedStorage) bytes, as cutlass::Kernel does.
//
// Launch (see the static_asserts below, which pin these numbers):
//   block  = 256 threads (1-D)
//   grid   = (ceil(N / 128), ceil(M / 128), 1)   -- note: x tiles N, y tiles M
//   dynamic shared memory = CUTLASS_SGEMM_SMEM_BYTES bytes
//
// Arguments: M, N, K; alpha; A (M x K, lda >= M); B (K x N, ldb >= K);
// beta; C (M x N, ldc >= M), read as the source and overwritten with D.
// No alignment requirements beyond 4 bytes (kAlignmentA/B = 1).

#include <cutlass/gemm/device/gemm.h>

using ColumnMajor = cutlass::layout::ColumnMajor;

using CutlassSgemm = cutlass::gemm::device::Gemm<
    float, ColumnMajor,            // A
    float, ColumnMajor,            // B
    float, ColumnMajor,            // C / D
    float,                         // accumulator
    cutlass::arch::OpClassSimt,    // CUDA cores (no tensor cores)
    cutlass::arch::Sm70>;          // default SIMT tuning

// The kernel-level GEMM the device-level operator would launch.
using GemmKernel = CutlassSgemm::GemmKernel;
using Swizzle = GemmKernel::ThreadblockSwizzle;
using TileShape = GemmKernel::Mma::Shape;

#define CUTLASS_SGEMM_TILE_M 128
#define CUTLASS_SGEMM_TILE_N 128
#define CUTLASS_SGEMM_TILE_K 8
#define CUTLASS_SGEMM_THREADS 256
#define CUTLASS_SGEMM_SMEM_BYTES 16640

// Keep the numbers recorded in tcsim.kernels (the registry) honest.  The
// underlying (transposed) problem's tile is TileShape::kM x kN over (N, M).
static_assert(TileShape::kM == CUTLASS_SGEMM_TILE_N, "tile N");
static_assert(TileShape::kN == CUTLASS_SGEMM_TILE_M, "tile M");
static_assert(TileShape::kK == CUTLASS_SGEMM_TILE_K, "tile K");
static_assert(GemmKernel::kThreadCount == CUTLASS_SGEMM_THREADS, "threads");
static_assert(sizeof(GemmKernel::SharedStorage) == CUTLASS_SGEMM_SMEM_BYTES,
              "shared storage size");

extern "C" __global__ void __launch_bounds__(CUTLASS_SGEMM_THREADS)
cutlass_sgemm(int M, int N, int K,
              float alpha,
              const float* A, int lda,
              const float* B, int ldb,
              float beta,
              float* C, int ldc)
{
    // Dynamic shared memory, exactly as cutlass::Kernel<GemmKernel> declares it.
    extern __shared__ int SharedStorageBase[];
    GemmKernel::SharedStorage& shared_storage =
        *reinterpret_cast<GemmKernel::SharedStorage*>(SharedStorageBase);

    // Transposed, row-major formulation (device::Gemm's underlying operator).
    cutlass::gemm::GemmCoord problem_size(N, M, K);
    cutlass::gemm::GemmCoord grid_tiled_shape = Swizzle::get_tiled_shape(
        problem_size, {TileShape::kM, TileShape::kN, TileShape::kK},
        /*split_k_slices=*/1);

    using RefA = GemmKernel::Mma::IteratorA::TensorRef;          // row-major
    using RefB = GemmKernel::Mma::IteratorB::TensorRef;          // row-major
    using RefC = GemmKernel::Epilogue::OutputTileIterator::TensorRef;

    RefA ref_A(const_cast<float*>(B), RefA::Layout(ldb));
    RefB ref_B(const_cast<float*>(A), RefB::Layout(lda));
    RefC ref_C(C, RefC::Layout(ldc));
    RefC ref_D(C, RefC::Layout(ldc));

    GemmKernel::Params params(problem_size, grid_tiled_shape,
                              ref_A, ref_B, ref_C, ref_D,
                              GemmKernel::OutputOp::Params(alpha, beta));

    GemmKernel op;
    op(params, shared_storage);
}
