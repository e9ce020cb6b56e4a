// wmma_gemm_b1.cu -- 1-bit tensor-core GEMM: XOR + popcount (sm_75).
//
//     D[i][j] = C[i][j] + sum_k popc(A[i][k] XOR B[k][j])     (bits; s32)
//
// nvcuda::wmma::experimental::precision::b1, shape m8n8k128, bmma_sync with
// bmmaBitOpXOR / bmmaAccumulateOpPOPC (PTX wmma.mma.xor.popc ... .b1).
//
// Bit storage: the K bits of each row of A (row-major, M x K) and of each
// column of B (column-major, K x N) are packed into K/32 consecutive 32-bit
// words; element k of a row/column is bit (k % 32) of word k / 32, i.e. bit 0
// of each word is the first element along K.  (The result does not depend on
// this convention as long as A and B use the same one: a popcount of an XOR
// over K is invariant under any permutation of K applied to both.)
//   A words: A[i * (K/32) + k/32]        B words: B[j * (K/32) + k/32]
//   C, D: M x N int32, row-major (ldc = N)
// ldm for the b1 loads is given in elements (bits): K.
//
// One warp per 8 x 8 output tile, operands straight from global memory; each
// k-step advances 128 bits = 16 bytes along a row.
//
// Launch: block = WMMA_B1_THREADS (4 warps, 1-D) covering 2 x 2 tiles:
//   grid = (ceil(N / 16), ceil(M / 16))
// Requires M, N multiples of 8 and K a multiple of 128.

#include <mma.h>

using namespace nvcuda;
namespace wx = nvcuda::wmma::experimental;

#define WMMA_B1_TILE_M 8
#define WMMA_B1_TILE_N 8
#define WMMA_B1_TILE_K 128
#define WMMA_B1_WARPS_M 2
#define WMMA_B1_WARPS_N 2
#define WMMA_B1_THREADS (32 * WMMA_B1_WARPS_M * WMMA_B1_WARPS_N)

extern "C" __global__ void __launch_bounds__(WMMA_B1_THREADS)
wmma_gemm_b1(int M, int N, int K,
             const unsigned* __restrict__ A,
             const unsigned* __restrict__ B,
             const int* __restrict__ C,
             int* __restrict__ D)
{
    const int warp = threadIdx.x / 32;
    const int tile_m = (blockIdx.y * WMMA_B1_WARPS_M + warp / WMMA_B1_WARPS_N) * WMMA_B1_TILE_M;
    const int tile_n = (blockIdx.x * WMMA_B1_WARPS_N + warp % WMMA_B1_WARPS_N) * WMMA_B1_TILE_N;
    if (tile_m >= M || tile_n >= N)
        return;  // the whole warp leaves together

    const int words = K / 32;  // 32-bit words per row of A / column of B

    wmma::fragment<wmma::matrix_a, 8, 8, 128, wx::precision::b1, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 8, 8, 128, wx::precision::b1, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 8, 8, 128, int> acc;

    wmma::load_matrix_sync(acc, C + (size_t)tile_m * N + tile_n, N, wmma::mem_row_major);
    for (int k0 = 0; k0 < K; k0 += WMMA_B1_TILE_K) {
        wmma::load_matrix_sync(a, A + (size_t)tile_m * words + k0 / 32, K);
        wmma::load_matrix_sync(b, B + (size_t)tile_n * words + k0 / 32, K);
        wmma::bmma_sync(acc, a, b, acc, wx::bmmaBitOpXOR, wx::bmmaAccumulateOpPOPC);
    }
    wmma::store_matrix_sync(D + (size_t)tile_m * N + tile_n, acc, N, wmma::mem_row_major);
}
