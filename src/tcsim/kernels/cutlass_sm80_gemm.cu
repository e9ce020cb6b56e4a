// cutlass_sm80_gemm.cu -- a real CUTLASS 2 library kernel on Ampere tensor cores:
// the sm_80 multistage tensor-op GEMM, half-precision inputs, fp32 accumulation.
//
//     D = alpha * A * B + beta * C
//     A: M x K half_t, row-major (lda >= K)
//     B: K x N half_t, column-major (ldb >= K)
//     C, D: M x N float, row-major (ldc >= N); fp32 accumulate and epilogue
//
// The device-side GEMM is CUTLASS's own
//     cutlass::gemm::device::Gemm<half_t, RowMajor, half_t, ColumnMajor,
//                                 float, RowMajor, float,
//                                 OpClassTensorOp, Sm80,
//                                 GemmShape<128, 128, 32>,   // threadblock tile
//                                 GemmShape<64, 64, 32>,     // warp tile (4 warps)
//                                 GemmShape<16, 8, 16>,      // mma.sync.m16n8k16
//                                 LinearCombination<float, 4, float, float>,
//                                 GemmIdentityThreadblockSwizzle<>,
//                                 3>                         // pipeline stages
// whose mainloop is cutlass::gemm::threadblock::MmaMultistage: every stage's A and B
// tiles travel global -> shared with cp.async (16-byte .cg copies, commit_group /
// wait_group kStages-2), fragments come out of the (XOR-swizzled) shared tiles with
// ldmatrix.x4, and the math is mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32.
//
// The extern "C" wrapper does in device code what the host-side device::Gemm does
// before launching cutlass::Kernel<GemmKernel> (as cutlass_tensorop_gemm.cu):
// RowMajor C, so the problem is (M, N, K) with A and B as given; grid_tiled_shape
// from the swizzle; Params from its CUTLASS_HOST_DEVICE constructor; operator() on
// dynamic shared memory of sizeof(GemmKernel::SharedStorage) bytes.
//
// Launch (pinned by the static_asserts below):
//   block  = 128 threads (1-D)
//   grid   = (ceil(M / 128), ceil(N / 128), 1)   -- x tiles M, y tiles N
//   dynamic shared memory = CUTLASS_SM80_SMEM_BYTES bytes
//
// Arguments: M, N, K; alpha; A, lda; B, ldb; beta; C, ldc (read as the source and
// overwritten with D).  Alignment: K, lda, ldb multiples of 8; N, ldc multiples of 4;
// 16-byte aligned base pointers.  Partial tiles are handled (predicated iterators).

#include <cutlass/gemm/device/gemm.h>
#include <cutlass/epilogue/thread/linear_combination.h>

using RowMajor = cutlass::layout::RowMajor;
using ColumnMajor = cutlass::layout::ColumnMajor;

using CutlassSm80Gemm = cutlass::gemm::device::Gemm<
    cutlass::half_t, RowMajor,                          // A
    cutlass::half_t, ColumnMajor,                       // B
    float, RowMajor,                                    // C / D
    float,                                              // accumulator
    cutlass::arch::OpClassTensorOp,                     // tensor cores through mma.sync
    cutlass::arch::Sm80,                                // Ampere: cp.async multistage mainloop
    cutlass::gemm::GemmShape<128, 128, 32>,             // threadblock tile
    cutlass::gemm::GemmShape<64, 64, 32>,               // warp tile
    cutlass::gemm::GemmShape<16, 8, 16>,                // instruction: mma.sync m16n8k16
    cutlass::epilogue::thread::LinearCombination<float, 4, float, float>,
    cutlass::gemm::threadblock::GemmIdentityThreadblockSwizzle<>,
    3>;                                                 // stages

using GemmKernel = CutlassSm80Gemm::GemmKernel;
using Swizzle = GemmKernel::ThreadblockSwizzle;
using TileShape = GemmKernel::Mma::Shape;

#define CUTLASS_SM80_TILE_M 128
#define CUTLASS_SM80_TILE_N 128
#define CUTLASS_SM80_TILE_K 32
#define CUTLASS_SM80_THREADS 128
#define CUTLASS_SM80_STAGES 3
#define CUTLASS_SM80_SMEM_BYTES 49152

static_assert(TileShape::kM == CUTLASS_SM80_TILE_M, "tile M");
static_assert(TileShape::kN == CUTLASS_SM80_TILE_N, "tile N");
static_assert(TileShape::kK == CUTLASS_SM80_TILE_K, "tile K");
static_assert(GemmKernel::Mma::kStages == CUTLASS_SM80_STAGES, "stages");
static_assert(GemmKernel::kThreadCount == CUTLASS_SM80_THREADS, "threads");
static_assert(sizeof(GemmKernel::SharedStorage) == CUTLASS_SM80_SMEM_BYTES,
              "shared storage size");

extern "C" __global__ void __launch_bounds__(CUTLASS_SM80_THREADS)
cutlass_sm80_gemm(int M, int N, int K,
                  float alpha,
                  const cutlass::half_t* A, int lda,
                  const cutlass::half_t* B, int ldb,
                  float beta,
                  float* C, int ldc)
{
    extern __shared__ int SharedStorageBase[];
    GemmKernel::SharedStorage& shared_storage =
        *reinterpret_cast<GemmKernel::SharedStorage*>(SharedStorageBase);

    cutlass::gemm::GemmCoord problem_size(M, N, K);
    cutlass::gemm::GemmCoord grid_tiled_shape = Swizzle::get_tiled_shape(
        problem_size, {TileShape::kM, TileShape::kN, TileShape::kK},
        /*split_k_slices=*/1);

    using RefA = GemmKernel::Mma::IteratorA::TensorRef;          // row-major
    using RefB = GemmKernel::Mma::IteratorB::TensorRef;          // column-major
    using RefC = GemmKernel::Epilogue::OutputTileIterator::TensorRef;

    RefA ref_A(const_cast<cutlass::half_t*>(A), RefA::Layout(lda));
    RefB ref_B(const_cast<cutlass::half_t*>(B), RefB::Layout(ldb));
    RefC ref_C(C, RefC::Layout(ldc));
    RefC ref_D(C, RefC::Layout(ldc));

    GemmKernel::Params params(problem_size, grid_tiled_shape,
                              ref_A, ref_B, ref_C, ref_D,
                              GemmKernel::OutputOp::Params(alpha, beta));

    GemmKernel op;
    op(params, shared_storage);
}
