// cutlass_sparse_gemm.cu -- CUTLASS 2's Ampere 2:4 structured-sparse tensor-op GEMM
// (cutlass::gemm::device::SparseGemm, OpClassTensorOp, Sm80), one kernel per sparse
// element family, so that every metadata layout of mma.sp is exercised by NVIDIA's own
// data path:
//
//     D = alpha * A * B + beta * C     A: M x K, 2:4 sparse (tf32 1:2, s4 pair-wise 4:8),
//                                      given compressed as M x K/2 row-major plus its
//                                      metadata E (CUTLASS's reordered layout, see below);
//                                      B: K x N column-major; C, D: M x N row-major.
//
//   kernel                     A/B     C/D   mma.sp instruction   metadata lanes per quad
//   cutlass_sparse_gemm_f16    half    f32   m16n8k32 .f16        2 (selector 0 / 1)
//   cutlass_sparse_gemm_tf32   tf32    f32   m16n8k16 .tf32       2
//   cutlass_sparse_gemm_s8     int8    s32   m16n8k64 .s8         4 (selector 0)
//   cutlass_sparse_gemm_s4     int4    s32   m16n8k128 .s4        4
//
// Every kernel: 64 x 64 threadblock tile, 4 warps of 32 x 32, 3-stage cp.async multistage
// mainloop (SparseMmaMultistage), LinearCombination epilogue, identity swizzle.
//
// The metadata operand E is what CUTLASS's host code makes of a row-major M x K/16 (f16,
// tf32: uint16 words of 4 chunks) or M x K/32 (s8) / M x K/64 (s4) (uint32 words of 8
// chunks) metadata matrix: tools/util host_reorder.h reorder_meta into
// ColumnMajorInterleaved<2>.  tcsim's host side (kernels/sparse.py) does the same in numpy.
//
// Launch: block 128 threads; grid (ceil(M/64), ceil(N/64), 1); dynamic shared memory =
// sizeof(SharedStorage) (CUTLASS_SPARSE_SMEM_* below).  Alignment: K a multiple of the
// threadblock K (64 f16, 32 tf32, 128 s8, 256 s4), M, N multiples of 64.

#include <cutlass/gemm/device/gemm_sparse.h>
#include <cutlass/epilogue/thread/linear_combination.h>

using RowMajor = cutlass::layout::RowMajor;
using ColumnMajor = cutlass::layout::ColumnMajor;

template <typename Element, typename Out, int TileK>
using SparseGemmFor = cutlass::gemm::device::SparseGemm<
    Element, RowMajor, Element, ColumnMajor, Out, RowMajor, Out,
    cutlass::arch::OpClassTensorOp, cutlass::arch::Sm80,
    cutlass::gemm::GemmShape<64, 64, TileK>,
    cutlass::gemm::GemmShape<32, 32, TileK>,
    cutlass::gemm::GemmShape<16, 8, TileK / 2>,
    cutlass::epilogue::thread::LinearCombination<Out, 128 / cutlass::sizeof_bits<Out>::value, Out, Out>,
    cutlass::gemm::threadblock::GemmIdentityThreadblockSwizzle<>,
    3>;

using GemmF16 = SparseGemmFor<cutlass::half_t, float, 64>;
using GemmTf32 = SparseGemmFor<cutlass::tfloat32_t, float, 32>;
using GemmS8 = SparseGemmFor<int8_t, int32_t, 128>;
using GemmS4 = SparseGemmFor<cutlass::int4b_t, int32_t, 256>;

#define CUTLASS_SPARSE_THREADS 128
#define CUTLASS_SPARSE_SMEM_F16 38400
#define CUTLASS_SPARSE_SMEM_TF32 38400
#define CUTLASS_SPARSE_SMEM_S8 39936
#define CUTLASS_SPARSE_SMEM_S4 39936

static_assert(GemmF16::GemmKernel::kThreadCount == CUTLASS_SPARSE_THREADS, "threads");
static_assert(sizeof(GemmF16::GemmKernel::SharedStorage) == CUTLASS_SPARSE_SMEM_F16, "f16 shared storage");
static_assert(sizeof(GemmTf32::GemmKernel::SharedStorage) == CUTLASS_SPARSE_SMEM_TF32, "tf32 shared storage");
static_assert(sizeof(GemmS8::GemmKernel::SharedStorage) == CUTLASS_SPARSE_SMEM_S8, "s8 shared storage");
static_assert(sizeof(GemmS4::GemmKernel::SharedStorage) == CUTLASS_SPARSE_SMEM_S4, "s4 shared storage");
static_assert(GemmF16::GemmKernel::kMaxID2 == 2 && GemmTf32::GemmKernel::kMaxID2 == 2 &&
              GemmS8::GemmKernel::kMaxID2 == 1 && GemmS4::GemmKernel::kMaxID2 == 1,
              "metadata lanes per quad: 2 for f16 / tf32, 4 for s8 / s4");

// What device::SparseGemm does on the host before launching the kernel, in device code.
template <typename Gemm>
__device__ __forceinline__ void run_sparse_gemm(
    int M, int N, int K, typename Gemm::ElementC alpha, const typename Gemm::ElementA* A,
    const typename Gemm::ElementB* B, typename Gemm::ElementC beta, typename Gemm::ElementC* C,
    const typename Gemm::ElementE* E) {
    using Kernel = typename Gemm::GemmKernel;
    using TileShape = typename Kernel::Mma::Shape;
    extern __shared__ int SharedStorageBase[];
    auto& shared_storage = *reinterpret_cast<typename Kernel::SharedStorage*>(SharedStorageBase);

    cutlass::gemm::GemmCoord problem_size(M, N, K);
    cutlass::gemm::GemmCoord grid_tiled_shape = Kernel::ThreadblockSwizzle::get_tiled_shape(
        problem_size, {TileShape::kM, TileShape::kN, TileShape::kK}, /*split_k_slices=*/1);

    using RefA = typename Kernel::Mma::IteratorA::TensorRef;   // row-major, M x K/2
    using RefB = typename Kernel::Mma::IteratorB::TensorRef;   // column-major
    using RefE = typename Kernel::Mma::IteratorE::TensorRef;   // ColumnMajorInterleaved<2>
    using RefC = typename Kernel::Epilogue::OutputTileIterator::TensorRef;

    RefA ref_A(const_cast<typename Gemm::ElementA*>(A), typename RefA::Layout(K / Gemm::kSparse));
    RefB ref_B(const_cast<typename Gemm::ElementB*>(B), typename RefB::Layout(K));
    // ColumnMajorInterleaved<2>, packed: columns of 2 interleaved, stride 2 * M
    RefE ref_E(const_cast<typename Gemm::ElementE*>(E), typename RefE::Layout(2 * M));
    RefC ref_C(C, typename RefC::Layout(N));

    typename Kernel::Params params(problem_size, grid_tiled_shape, ref_A, ref_B, ref_C, ref_C, ref_E,
                                   typename Kernel::OutputOp::Params(alpha, beta));
    Kernel op;
    op(params, shared_storage);
}

#define SPARSE_KERNEL(NAME, GEMM)                                                                   \
    extern "C" __global__ void __launch_bounds__(CUTLASS_SPARSE_THREADS)                            \
    NAME(int M, int N, int K, GEMM::ElementC alpha, const GEMM::ElementA* A, const GEMM::ElementB* B, \
         GEMM::ElementC beta, GEMM::ElementC* C, const GEMM::ElementE* E) {                         \
        run_sparse_gemm<GEMM>(M, N, K, alpha, A, B, beta, C, E);                                    \
    }

SPARSE_KERNEL(cutlass_sparse_gemm_f16, GemmF16)
SPARSE_KERNEL(cutlass_sparse_gemm_tf32, GemmTf32)
SPARSE_KERNEL(cutlass_sparse_gemm_s8, GemmS8)
SPARSE_KERNEL(cutlass_sparse_gemm_s4, GemmS4)
