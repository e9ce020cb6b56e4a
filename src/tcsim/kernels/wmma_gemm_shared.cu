// wmma_gemm_shared.cu -- shared-memory tiled tensor-core GEMM (nvcuda::wmma).
//
//     D = A * B + C        A: M x K half, row-major (lda = K)
//                          B: K x N half, row-major (ldb = N)
//                          C, D: M x N float, row-major (ldc = N); fp32 accumulate
//
// Each CTA of 4 warps (2 x 2) computes a 64 x 64 tile of D; each warp owns a
// 32 x 32 sub-tile = 2 x 2 wmma m16n16k16 accumulator fragments, initialised
// from C (load_matrix_sync from global).  For each 32-wide slab of K the CTA
// stages the 64 x 32 tile of A and the 32 x 64 tile of B in shared memory with
// 128-bit loads/stores (8 halves per thread per access, 2 accesses per thread
// and operand), __syncthreads, then every warp does 2 k-steps of
// load_matrix_sync (from shared) + 2 x 2 mma_sync, and __syncthreads again.
// Shared rows are padded by 8 halves (16 bytes) against bank conflicts; every
// fragment pointer stays 32-byte aligned and every ldm a multiple of 8.
//
// Launch: block = WMMA_SHARED_THREADS (128, 1-D),
//         grid  = (N / 64, M / 64), no dynamic shared memory
//         (static shared: WMMA_SHARED_SMEM_BYTES).
// Requires M, N multiples of 64 and K a multiple of 32 (no edge handling).

#include <mma.h>
#include <cuda_fp16.h>

using namespace nvcuda;

#define WMMA_SHARED_BM 64
#define WMMA_SHARED_BN 64
#define WMMA_SHARED_BK 32
#define WMMA_SHARED_PAD 8
#define WMMA_SHARED_WARPS_M 2
#define WMMA_SHARED_WARPS_N 2
#define WMMA_SHARED_THREADS 128
#define WMMA_SHARED_SMEM_BYTES 9728

#define BM WMMA_SHARED_BM
#define BN WMMA_SHARED_BN
#define BK WMMA_SHARED_BK
#define A_LD (BK + WMMA_SHARED_PAD)  // 40 halves = 80 bytes per row of As
#define B_LD (BN + WMMA_SHARED_PAD)  // 72 halves = 144 bytes per row of Bs
#define WARP_M (BM / WMMA_SHARED_WARPS_M)  // 32
#define WARP_N (BN / WMMA_SHARED_WARPS_N)  // 32
#define FRAGS_M (WARP_M / 16)              // 2
#define FRAGS_N (WARP_N / 16)              // 2

static_assert(WMMA_SHARED_THREADS == 32 * WMMA_SHARED_WARPS_M * WMMA_SHARED_WARPS_N, "threads");
static_assert(WMMA_SHARED_SMEM_BYTES == 2 * (BM * A_LD + BK * B_LD), "shared bytes");
// 128-bit chunks of each staged tile, divided evenly among the threads.
static_assert((BM * BK / 8) % WMMA_SHARED_THREADS == 0, "A tile chunks");
static_assert((BK * BN / 8) % WMMA_SHARED_THREADS == 0, "B tile chunks");

extern "C" __global__ void __launch_bounds__(WMMA_SHARED_THREADS)
wmma_gemm_shared(int M, int N, int K,
                 const half* __restrict__ A,
                 const half* __restrict__ B,
                 const float* __restrict__ C,
                 float* __restrict__ D)
{
    __shared__ __align__(128) half As[BM * A_LD];
    __shared__ __align__(128) half Bs[BK * B_LD];

    const int tid = threadIdx.x;
    const int warp = tid / 32;
    const int warp_m = warp / WMMA_SHARED_WARPS_N;  // 0..1
    const int warp_n = warp % WMMA_SHARED_WARPS_N;  // 0..1
    const int bm = blockIdx.y * BM;
    const int bn = blockIdx.x * BN;
    const int wm = bm + warp_m * WARP_M;  // this warp's first row of D
    const int wn = bn + warp_n * WARP_N;  // this warp's first column of D

    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[FRAGS_M][FRAGS_N];
#pragma unroll
    for (int i = 0; i < FRAGS_M; ++i)
#pragma unroll
        for (int j = 0; j < FRAGS_N; ++j)
            wmma::load_matrix_sync(acc[i][j], C + (size_t)(wm + 16 * i) * N + wn + 16 * j,
                                   N, wmma::mem_row_major);

    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> a[FRAGS_M];
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> b[FRAGS_N];

    for (int k0 = 0; k0 < K; k0 += BK) {
        // Stage A[bm:bm+64, k0:k0+32] and B[k0:k0+32, bn:bn+64] as uint4 chunks.
#pragma unroll
        for (int r = 0; r < BM * BK / 8 / WMMA_SHARED_THREADS; ++r) {
            const int c = tid + r * WMMA_SHARED_THREADS;
            const int row = c / (BK / 8), col = (c % (BK / 8)) * 8;
            *reinterpret_cast<uint4*>(&As[row * A_LD + col]) =
                *reinterpret_cast<const uint4*>(&A[(size_t)(bm + row) * K + k0 + col]);
        }
#pragma unroll
        for (int r = 0; r < BK * BN / 8 / WMMA_SHARED_THREADS; ++r) {
            const int c = tid + r * WMMA_SHARED_THREADS;
            const int row = c / (BN / 8), col = (c % (BN / 8)) * 8;
            *reinterpret_cast<uint4*>(&Bs[row * B_LD + col]) =
                *reinterpret_cast<const uint4*>(&B[(size_t)(k0 + row) * N + bn + col]);
        }
        __syncthreads();

#pragma unroll
        for (int kk = 0; kk < BK; kk += 16) {
#pragma unroll
            for (int i = 0; i < FRAGS_M; ++i)
                wmma::load_matrix_sync(a[i], &As[(warp_m * WARP_M + 16 * i) * A_LD + kk], A_LD);
#pragma unroll
            for (int j = 0; j < FRAGS_N; ++j)
                wmma::load_matrix_sync(b[j], &Bs[kk * B_LD + warp_n * WARP_N + 16 * j], B_LD);
#pragma unroll
            for (int i = 0; i < FRAGS_M; ++i)
#pragma unroll
                for (int j = 0; j < FRAGS_N; ++j)
                    wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
        }
        __syncthreads();  // before the next slab overwrites As / Bs
    }

#pragma unroll
    for (int i = 0; i < FRAGS_M; ++i)
#pragma unroll
        for (int j = 0; j < FRAGS_N; ++j)
            wmma::store_matrix_sync(D + (size_t)(wm + 16 * i) * N + wn + 16 * j, acc[i][j],
                                    N, wmma::mem_row_major);
}
