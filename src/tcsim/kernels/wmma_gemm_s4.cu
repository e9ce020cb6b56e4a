// wmma_gemm_s4.cu -- 4-bit signed integer tensor-core GEMM (sm_75).
//
//     D = A * B + C        A: M x K s4, row-major      B: K x N s4, column-major
//                          C, D: M x N int32, row-major (ldc = N)
//
// nvcuda::wmma::experimental::precision::s4, shape m8n8k32, s32 accumulate,
// no saturation (PTX wmma.mma ... .s4).
//
// Nibble storage: the K elements of each row of A and of each column of B are
// packed 8 per 32-bit word, two's complement; element k is bits
// 4*(k % 8) .. 4*(k % 8) + 3 of word k / 8 (nibble 0 = the low 4 bits = the
// first element along K).  (A dot product over K does not depend on this
// convention as long as A and B use the same one.)
//   A words: A[i * (K/8) + k/8]          B words: B[j * (K/8) + k/8]
// ldm for the s4 loads is given in elements (nibbles): K.
//
// One warp per 8 x 8 output tile, operands straight from global memory; each
// k-step advances 32 nibbles = 16 bytes along a row.
//
// Launch: block = WMMA_S4_THREADS (4 warps, 1-D) covering 2 x 2 tiles:
//   grid = (ceil(N / 16), ceil(M / 16))
// Requires M, N multiples of 8 and K a multiple of 32.

#include <mma.h>

using namespace nvcuda;
namespace wx = nvcuda::wmma::experimental;

#define WMMA_S4_TILE_M 8
#define WMMA_S4_TILE_N 8
#define WMMA_S4_TILE_K 32
#define WMMA_S4_WARPS_M 2
#define WMMA_S4_WARPS_N 2
#define WMMA_S4_THREADS (32 * WMMA_S4_WARPS_M * WMMA_S4_WARPS_N)

extern "C" __global__ void __launch_bounds__(WMMA_S4_THREADS)
wmma_gemm_s4(int M, int N, int K,
             const int* __restrict__ A,
             const int* __restrict__ B,
             const int* __restrict__ C,
             int* __restrict__ D)
{
    const int warp = threadIdx.x / 32;
    const int tile_m = (blockIdx.y * WMMA_S4_WARPS_M + warp / WMMA_S4_WARPS_N) * WMMA_S4_TILE_M;
    const int tile_n = (blockIdx.x * WMMA_S4_WARPS_N + warp % WMMA_S4_WARPS_N) * WMMA_S4_TILE_N;
    if (tile_m >= M || tile_n >= N)
        return;  // the whole warp leaves together

    const int words = K / 8;  // 32-bit words per row of A / column of B

    wmma::fragment<wmma::matrix_a, 8, 8, 32, wx::precision::s4, wmma::row_major> a;
    wmma::fragment<wmma::matrix_b, 8, 8, 32, wx::precision::s4, wmma::col_major> b;
    wmma::fragment<wmma::accumulator, 8, 8, 32, int> acc;

    wmma::load_matrix_sync(acc, C + (size_t)tile_m * N + tile_n, N, wmma::mem_row_major);
    for (int k0 = 0; k0 < K; k0 += WMMA_S4_TILE_K) {
        wmma::load_matrix_sync(a, A + (size_t)tile_m * words + k0 / 8, K);
        wmma::load_matrix_sync(b, B + (size_t)tile_n * words + k0 / 8, K);
        wmma::mma_sync(acc, a, b, acc);
    }
    wmma::store_matrix_sync(D + (size_t)tile_m * N + tile_n, acc, N, wmma::mem_row_major);
}
