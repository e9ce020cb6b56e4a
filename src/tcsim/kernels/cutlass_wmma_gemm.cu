// cutlass_wmma_gemm.cu -- a real CUTLASS library kernel on the WMMA API:
// half-precision GEMM with fp32 accumulation, OpClassWmmaTensorOp.
//
//     D = alpha * A * B + beta * C
//     A: M x K half_t, row-major (lda >= K)
//     B: K x N half_t, column-major (ldb >= K)
//     C, D: M x N float, row-major (ldc >= N); fp32 accumulate and epilogue
//
// The device-side GEMM is CUTLASS's own
//     cutlass::gemm::device::Gemm<half_t, RowMajor, half_t, ColumnMajor,
//                                 float, RowMajor, float,
//                                 OpClassWmmaTensorOp, Sm70,
//                                 GemmShape<128,128,32>,   // threadblock tile
//                                 GemmShape<64,64,32>,     // warp tile
//                                 GemmShape<16,16,16>>     // wmma shape
// CUTLASS has no default tile shapes for OpClassWmmaTensorOp; these (and the
// "TN" layouts, f16t_f16n_f32t) are those of CUTLASS's own WMMA unit tests
// (test/unit/gemm/device/gemm_f16t_f16n_f32t_wmma_tensor_op_f32_sm70.cu).
// Everything else is DefaultGemmConfiguration<OpClassWmmaTensorOp, ...>:
// 2-stage mainloop, 128-bit accesses (8 halves for A/B, 4 floats for C/D),
// LinearCombination epilogue, identity threadblock swizzle; 4 warps.
//
// The extern "C" wrapper does in device code what the host-side device::Gemm
// does before launching cutlass::Kernel<GemmKernel> (see cutlass_sgemm.cu):
// RowMajor C means no transposition, so the problem is (M, N, K), operand A is
// A and operand B is B; grid_tiled_shape comes from the swizzle; Params is
// built with its CUTLASS_HOST_DEVICE constructor; operator() runs on dynamic
// shared memory of sizeof(GemmKernel::SharedStorage) bytes.
//
// Launch (pinned by the static_asserts below):
//   block  = 128 threads (1-D)
//   grid   = (ceil(M / 128), ceil(N / 128), 1)   -- x tiles M, y tiles N
//   dynamic shared memory = CUTLASS_WMMA_SMEM_BYTES bytes
//
// Arguments: M, N, K; alpha; A, lda; B, ldb; beta; C, ldc (read as the source
// and overwritten with D).  Alignment: K, lda, ldb multiples of 8; N, ldc
// multiples of 4; 16-byte aligned base pointers.  Partial tiles are handled
// (predicated iterators).

#include <cutlass/gemm/device/gemm.h>

using RowMajor = cutlass::layout::RowMajor;
using ColumnMajor = cutlass::layout::ColumnMajor;

using CutlassWmmaGemm = cutlass::gemm::device::Gemm<
    cutlass::half_t, RowMajor,            // A
    cutlass::half_t, ColumnMajor,         // B
    float, RowMajor,                      // C / D
    float,                                // accumulator
    cutlass::arch::OpClassWmmaTensorOp,   // tensor cores through nvcuda::wmma
    cutlass::arch::Sm70,
    cutlass::gemm::GemmShape<128, 128, 32>,
    cutlass::gemm::GemmShape<64, 64, 32>,
    cutlass::gemm::GemmShape<16, 16, 16>>;

using GemmKernel = CutlassWmmaGemm::GemmKernel;
using Swizzle = GemmKernel::ThreadblockSwizzle;
using TileShape = GemmKernel::Mma::Shape;

#define CUTLASS_WMMA_TILE_M 128
#define CUTLASS_WMMA_TILE_N 128
#define CUTLASS_WMMA_TILE_K 32
#define CUTLASS_WMMA_THREADS 128
#define CUTLASS_WMMA_SMEM_BYTES 36864

static_assert(TileShape::kM == CUTLASS_WMMA_TILE_M, "tile M");
static_assert(TileShape::kN == CUTLASS_WMMA_TILE_N, "tile N");
static_assert(TileShape::kK == CUTLASS_WMMA_TILE_K, "tile K");
static_assert(GemmKernel::kThreadCount == CUTLASS_WMMA_THREADS, "threads");
static_assert(sizeof(GemmKernel::SharedStorage) == CUTLASS_WMMA_SMEM_BYTES,
              "shared storage size");

extern "C" __global__ void __launch_bounds__(CUTLASS_WMMA_THREADS)
cutlass_wmma_gemm(int M, int N, int K,
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
