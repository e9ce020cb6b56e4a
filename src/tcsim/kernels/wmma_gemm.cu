// wmma_gemm.cu -- the simplest tensor-core GEMM: nvcuda::wmma, one warp per
// 16x16 output tile, operands straight from global memory.
//
//     D = A * B + C        A: M x K half, B: K x N half,
//                          C, D: M x N (float or half), row-major, ldc = N
//
// Shape m16n16k16.  Each warp loads its 16x16 tile of C into the accumulator
// fragment, then for k0 = 0, 16, ..., K-16 loads a 16x16 slab of A and of B
// (wmma::load_matrix_sync from global) and does one wmma::mma_sync; finally
// it stores the accumulator into D.
//
// Entry points (extern "C", one per template instantiation), named
//     wmma_gemm_<acc>_<a><b>
//   <acc> = f32 : C, D float, fp32 accumulate
//           f16 : C, D half,  fp16 accumulate
//   <a>, <b> = r (row-major) or c (column-major) layout of A and B in memory:
//     A row-major:  A[i*K + k]  (lda = K)     A col-major:  A[k*M + i]  (lda = M)
//     B row-major:  B[k*N + j]  (ldb = N)     B col-major:  B[j*K + k]  (ldb = K)
//   C and D are always row-major (ldc = N).
//
// Launch: block = WMMA_GEMM_THREADS (4 warps, 1-D); the warps of a block
// cover a 2x2 arrangement of 16x16 tiles (a 32x32 block tile):
//   grid = (ceil(N / 32), ceil(M / 32))
// Requires M, N, K multiples of 16 (and 32-byte aligned base pointers).
// Warps whose tile lies outside M x N exit at once (warp-uniformly).

#include <mma.h>
#include <cuda_fp16.h>

using namespace nvcuda;

#define WMMA_TILE 16
#define WMMA_GEMM_WARPS_M 2
#define WMMA_GEMM_WARPS_N 2
#define WMMA_GEMM_THREADS (32 * WMMA_GEMM_WARPS_M * WMMA_GEMM_WARPS_N)

template <typename Layout> struct is_row { static constexpr bool value = false; };
template <> struct is_row<wmma::row_major> { static constexpr bool value = true; };

template <typename LayoutA, typename LayoutB, typename Acc>
__device__ __forceinline__ void wmma_gemm_body(int M, int N, int K,
                                               const half* __restrict__ A,
                                               const half* __restrict__ B,
                                               const Acc* __restrict__ C,
                                               Acc* __restrict__ D)
{
    const int warp = threadIdx.x / 32;
    const int tile_m = (blockIdx.y * WMMA_GEMM_WARPS_M + warp / WMMA_GEMM_WARPS_N) * WMMA_TILE;
    const int tile_n = (blockIdx.x * WMMA_GEMM_WARPS_N + warp % WMMA_GEMM_WARPS_N) * WMMA_TILE;
    if (tile_m >= M || tile_n >= N)
        return;  // the whole warp leaves together

    constexpr bool a_row = is_row<LayoutA>::value;
    constexpr bool b_row = is_row<LayoutB>::value;
    const int lda = a_row ? K : M;
    const int ldb = b_row ? N : K;

    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, LayoutA> a;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, LayoutB> b;
    wmma::fragment<wmma::accumulator, 16, 16, 16, Acc> acc;

    wmma::load_matrix_sync(acc, C + (size_t)tile_m * N + tile_n, N, wmma::mem_row_major);

    for (int k0 = 0; k0 < K; k0 += WMMA_TILE) {
        const half* a_ptr = a_row ? A + (size_t)tile_m * lda + k0
                                  : A + (size_t)k0 * lda + tile_m;
        const half* b_ptr = b_row ? B + (size_t)k0 * ldb + tile_n
                                  : B + (size_t)tile_n * ldb + k0;
        wmma::load_matrix_sync(a, a_ptr, lda);
        wmma::load_matrix_sync(b, b_ptr, ldb);
        wmma::mma_sync(acc, a, b, acc);
    }

    wmma::store_matrix_sync(D + (size_t)tile_m * N + tile_n, acc, N, wmma::mem_row_major);
}

#define WMMA_GEMM_ENTRY(name, LA, LB, ACC)                                        \
    extern "C" __global__ void __launch_bounds__(WMMA_GEMM_THREADS)               \
    name(int M, int N, int K, const half* A, const half* B, const ACC* C, ACC* D) \
    {                                                                             \
        wmma_gemm_body<wmma::LA, wmma::LB, ACC>(M, N, K, A, B, C, D);             \
    }

// fp32 accumulate, C/D float
WMMA_GEMM_ENTRY(wmma_gemm_f32_rc, row_major, col_major, float)
WMMA_GEMM_ENTRY(wmma_gemm_f32_rr, row_major, row_major, float)
WMMA_GEMM_ENTRY(wmma_gemm_f32_cr, col_major, row_major, float)
WMMA_GEMM_ENTRY(wmma_gemm_f32_cc, col_major, col_major, float)

// fp16 accumulate, C/D half
WMMA_GEMM_ENTRY(wmma_gemm_f16_rc, row_major, col_major, half)
WMMA_GEMM_ENTRY(wmma_gemm_f16_rr, row_major, row_major, half)
WMMA_GEMM_ENTRY(wmma_gemm_f16_cr, col_major, row_major, half)
WMMA_GEMM_ENTRY(wmma_gemm_f16_cc, col_major, col_major, half)
