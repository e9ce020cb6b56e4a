// An Ampere-style (sm_80) tensor-core GEMM: the building blocks of CUTLASS 2's multistage
// kernels written out with inline PTX — cp.async global -> shared copies in a two-stage
// pipeline (commit_group / wait_group), ldmatrix.x4 fragment loads from shared memory and
// mma.sync.m16n8k16 f16 x f16 + f32.
//
//   D = A @ B + C     A: M x K f16 row-major, B given as Bt = B^T (N x K f16 row-major, i.e.
//                     B column-major), C, D: M x N f32 row-major.
//   CTA tile 64 x 64 x 32, 4 warps of 32 x 32 (2 x 4 mma tiles of 16 x 8); M, N multiples of
//   64, K a multiple of 32.
//
// Compiled with `nvcc -arch=compute_80 -ptx` (scripts/regen_ptx.py); tcsim runs it with
// `tcsim run mma_sm80_gemm --arch a100`.

#include <cuda_fp16.h>
#include <stdint.h>

#define BM 64
#define BN 64
#define BK 32
#define PAD 8               // halves: rows of 80 bytes keep ldmatrix rows 16-byte aligned
#define LDS (BK + PAD)
#define STAGES 2
#define THREADS 128

static_assert(BM * BK / 8 == 2 * THREADS, "each thread copies two 16-byte chunks of A (and of B)");
static_assert((LDS * 2) % 16 == 0, "cp.async 16 and ldmatrix need 16-byte aligned rows");

__device__ __forceinline__ uint32_t smem_addr(const void* p) {
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void cp_async_16(uint32_t dst, const void* src) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst), "l"(src));
}

__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }

template <int N>
__device__ __forceinline__ void cp_async_wait() { asm volatile("cp.async.wait_group %0;\n" ::"n"(N)); }

__device__ __forceinline__ void ldmatrix_x4(uint32_t r[4], uint32_t addr) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(addr));
}

__device__ __forceinline__ void mma_16816(float d[4], const uint32_t a[4], const uint32_t b[2]) {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
        "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

extern "C" __global__ void __launch_bounds__(THREADS)
mma_sm80_gemm(int M, int N, int K, const half* __restrict__ A, const half* __restrict__ Bt,
              const float* __restrict__ C, float* __restrict__ D) {
    __shared__ __align__(16) half As[STAGES][BM][LDS];
    __shared__ __align__(16) half Bs[STAGES][BN][LDS];

    const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
    const int bm = blockIdx.y * BM, bn = blockIdx.x * BN;
    const int wm = (warp / 2) * 32, wn = (warp % 2) * 32;
    const int g = lane >> 2, t = lane & 3;  // groupID, threadID_in_group

    // accumulators start as C (the m16n8 C/D fragment: rows g, g+8; cols 2t, 2t+1)
    float acc[2][4][4];
#pragma unroll
    for (int mi = 0; mi < 2; ++mi)
#pragma unroll
        for (int ni = 0; ni < 4; ++ni) {
            const int row = bm + wm + mi * 16 + g, col = bn + wn + ni * 8 + 2 * t;
            acc[mi][ni][0] = C[(size_t)row * N + col];
            acc[mi][ni][1] = C[(size_t)row * N + col + 1];
            acc[mi][ni][2] = C[(size_t)(row + 8) * N + col];
            acc[mi][ni][3] = C[(size_t)(row + 8) * N + col + 1];
        }

    auto load_tile = [&](int stage, int k0) {
#pragma unroll
        for (int i = 0; i < 2; ++i) {
            const int chunk = tid + i * THREADS;  // 256 chunks of 8 halves per operand tile
            const int r = chunk / (BK / 8), c = (chunk % (BK / 8)) * 8;
            cp_async_16(smem_addr(&As[stage][r][c]), A + (size_t)(bm + r) * K + k0 + c);
            cp_async_16(smem_addr(&Bs[stage][r][c]), Bt + (size_t)(bn + r) * K + k0 + c);
        }
    };

    const int ktiles = K / BK;
    load_tile(0, 0);
    cp_async_commit();
    for (int kt = 0; kt < ktiles; ++kt) {
        const int cur = kt % STAGES;
        if (kt + 1 < ktiles) load_tile((kt + 1) % STAGES, (kt + 1) * BK);
        cp_async_commit();    // (possibly empty) group kt+1: wait_group 1 leaves it in flight
        cp_async_wait<1>();   // this thread's copies of tile kt have landed
        __syncthreads();      // ... and every other thread's

#pragma unroll
        for (int kk = 0; kk < BK; kk += 16) {
            uint32_t a[2][4], b[4][2];
            // A: matrices (rows 0-7, k 0-7), (rows 8-15, k 0-7), (rows 0-7, k 8-15), (rows 8-15, k 8-15)
#pragma unroll
            for (int mi = 0; mi < 2; ++mi) {
                const int row = wm + mi * 16 + (lane % 8) + 8 * ((lane / 8) % 2);
                const int col = kk + 8 * (lane / 16);
                ldmatrix_x4(a[mi], smem_addr(&As[cur][row][col]));
            }
            // B^T rows are n: matrices (n 0-7, k 0-7), (n 0-7, k 8-15), (n 8-15, k 0-7), (n 8-15, k 8-15)
#pragma unroll
            for (int np = 0; np < 2; ++np) {
                const int j = lane / 8;
                const int n = wn + np * 16 + (lane % 8) + 8 * (j / 2);
                const int k = kk + 8 * (j % 2);
                uint32_t r[4];
                ldmatrix_x4(r, smem_addr(&Bs[cur][n][k]));
                b[2 * np][0] = r[0];
                b[2 * np][1] = r[1];
                b[2 * np + 1][0] = r[2];
                b[2 * np + 1][1] = r[3];
            }
#pragma unroll
            for (int mi = 0; mi < 2; ++mi)
#pragma unroll
                for (int ni = 0; ni < 4; ++ni) mma_16816(acc[mi][ni], a[mi], b[ni]);
        }
        __syncthreads();      // the stage read here is the one the next iteration refills
    }

#pragma unroll
    for (int mi = 0; mi < 2; ++mi)
#pragma unroll
        for (int ni = 0; ni < 4; ++ni) {
            const int row = bm + wm + mi * 16 + g, col = bn + wn + ni * 8 + 2 * t;
            D[(size_t)row * N + col] = acc[mi][ni][0];
            D[(size_t)row * N + col + 1] = acc[mi][ni][1];
            D[(size_t)(row + 8) * N + col] = acc[mi][ni][2];
            D[(size_t)(row + 8) * N + col + 1] = acc[mi][ni][3];
        }
}
