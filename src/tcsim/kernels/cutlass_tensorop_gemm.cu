// cutlass_tensorop_gemm.cu -- a real CUTLASS library kernel on Turing tensor
// cores: half-precision GEMM with fp32 accumulation, OpClassTensorOp, Sm75.
//
//     D = alpha * A * B + beta * C
//     A: M x K half_t, row-major (lda >= K)
//     B: K x N half_t, column-major (ldb >= K)
//     C, D: M x N float, row-major (ldc >= N); fp32 accumulate and epilogue
//
// The device-side GEMM is CUTLASS's own
//     cutlass::gemm::device::Gemm<half_t, RowMajor, half_t, ColumnMajor,
//                                 float, RowMajor, float,
//                                 OpClassTensorOp, Sm75>
// with its default configuration (DefaultGemmConfiguration<OpClassTensorOp,
// Sm75, half_t, half_t, float, float>): 128x256x32 threadblock tile,
// 64x64x32 warp tile, mma.sync m16n8k8 instructions, 2-stage mainloop
// (global -> registers -> shared, ldmatrix from shared), 128-bit accesses
// (8 halves for A/B, 4 floats for C/D), LinearCombination epilogue, identity
// threadblock swizzle; 8 warps.  A row-major / B column-major ("TN") is the
// layout for which the Turing f16 mma.sync.m16n8k8.row.col needs no transposes.
//
// The extern "C" wrapper does in device code what the host-side device::Gemm
// does before launching cutlass::Kernel<GemmKernel> (see cutlass_sgemm.cu):
// RowMajor C means no transposition, so the problem is (M, N, K), operand A is
// A and operand B is B; grid_tiled_shape comes from the swizzle; Params is
// built with its CUTLASS_HOST_DEVICE constructor; operator() runs on dynamic
// shared memory of sizeof(GemmKernel::SharedStorage) bytes.
//
// Launch (pinned by the static_asserts below):
//   block  = 256 threads (1-D)
//   grid   = (ceil(M / 128), ceil(N / 256), 1)   -- x tiles M, y tiles N
//   dynamic shared memory = CUTLASS_TENSOROP_SMEM_BYTES bytes
//
// Arguments: M, N, K; alpha; A, lda; B, ldb; beta; C, ldc (read as the source
// and overwritten with D).  Alignment: K, lda, ldb multiples of 8; N, ldc
// multiples of 4; 16-byte aligned base pointers.  Partial tiles are handled
// (predicated iterators).

#include <cutlass/gemm/device/gemm.h>

using RowMajor = cutlass::layout::RowMajor;
using ColumnMajor = cutlass::layout::ColumnMajor;

using CutlassTensorOpGemm = cutlass::gemm::device::Gemm<
    cutlass::half_t, RowMajor,            // A
    cutlass::half_t, ColumnMajor,         // B
    float, RowMajor,                      // C / D
    float,                                // accumulator
    cutlass::arch::OpClassTensorOp,       // tensor cores through mma.sync
    cutlass::arch::Sm75>;                 // default Turing tuning

using GemmKernel = CutlassTensorOpGemm::GemmKernel;
using Swizzle = GemmKernel::ThreadblockSwizzle;
using TileShape = GemmKernel::Mma::Shape;

#define CUTLASS_TENSOROP_TILE_M 128
#define CUTLASS_TENSOROP_TILE_N 256
#define CUTLASS_TENSOROP_TILE_K 32
#define CUTLASS_TENSOROP_THREADS 256
#define CUTLASS_TENSOROP_SMEM_BYTES 49152

static_assert(TileShape::kM == CUTLASS_TENSOROP_TILE_M, "tile M");
static_assert(TileShape::kN == CUTLASS_TENSOROP_TILE_N, "tile N");
static_assert(TileShape::kK == CUTLASS_TENSOROP_TILE_K, "tile K");
static_assert(GemmKernel::kThreadCount == CUTLASS_TENSOROP_THREADS, "threads");
static_assert(sizeof(GemmKernel::SharedStorage) == CUTLASS_TENSOROP_SMEM_BYTES,
              "shared storage size");

extern "C" __global__ void __launch_bounds__(CUTLASS_TENSOROP_THREADS)
cutlass_tensorop_gemm(int M, int N, int K,
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
