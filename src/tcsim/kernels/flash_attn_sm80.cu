// flash_attn_sm80.cu -- a FlashAttention-2-style fused attention forward kernel for
// sm_80, written with inline PTX for the Ampere building blocks:
//
//   O = softmax(Q K^T / sqrt(D)) V     per (batch*head) slice, no mask
//   Q, K, V: [BH][S][D] f16 row-major; O: [BH][S][D] f32 row-major; D = 64.
//
// One CTA = 4 warps = 64 query rows (16 per warp); grid (S / 64, BH).
// * The CTA's Q tile is copied to shared memory with cp.async and then held in registers
//   for the whole kernel: each warp's 16 x 64 slice as four m16n8k16 A fragments
//   (ldmatrix.x4).
// * K and V are streamed in tiles of 64 keys with cp.async.cg into two shared-memory
//   stages (double buffering: tile j+1 is in flight while tile j is used; commit_group /
//   wait_group 1 / __syncthreads).
// * S = Q K^T: mma.sync.m16n8k16 f16 x f16 -> f32, K fragments by ldmatrix.x4 (the K tile
//   stored key-major is B = K^T in the "col" layout).
// * Online softmax in f32 (FlashAttention 2): running row max m and row sum l per query
//   row, kept in the base-2 domain (x * log2(e) / sqrt(D)); when the max grows the
//   accumulator and l are rescaled by exp2(m_old - m_new). The row max is reduced over the
//   four lanes of a quad (shfl.xor 1, 2); l stays per lane until the end.
// * P = exp2(...) is rounded to f16 and re-packed from the m16n8 accumulator layout into
//   m16n8k16 A fragments without touching memory; O += P V with mma.sync, V fragments by
//   ldmatrix.x4.trans (V stored key-major is B = V in the "row" layout).
// * O is divided by l and written once.
//
// Compiled with `nvcc -arch=compute_80 -ptx` (scripts/regen_ptx.py); tcsim runs it with
// `tcsim run flash_attn_sm80 --arch a100`.

#include <cuda_fp16.h>
#include <stdint.h>

#define HEAD_DIM 64
#define BLOCK_Q 64          // query rows per CTA (16 per warp)
#define BLOCK_KV 64         // keys per streamed K/V tile
#define PAD 8               // halves: 144-byte rows keep 16-byte alignment, spread banks
#define LDS (HEAD_DIM + PAD)
#define THREADS 128

static_assert(BLOCK_Q == 16 * (THREADS / 32), "one 16-row m16n8k16 tile per warp");
static_assert(BLOCK_KV * HEAD_DIM / 8 == 4 * THREADS, "each thread copies four 16-byte chunks per tile");

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

__device__ __forceinline__ void ldmatrix_x4_trans(uint32_t r[4], uint32_t addr) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(addr));
}

__device__ __forceinline__ void mma_16816(float d[4], const uint32_t a[4], uint32_t b0, uint32_t b1) {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
        "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

__device__ __forceinline__ uint32_t pack_f16x2(float lo, float hi) {
    __half2 h = __floats2half2_rn(lo, hi);  // .x = lo (low 16 bits), .y = hi
    return *reinterpret_cast<uint32_t*>(&h);
}

// copy a 64 x 64 f16 tile (rows `ld` halves apart in global memory) into shared rows of LDS
__device__ __forceinline__ void load_tile(half (*dst)[LDS], const half* src, int tid) {
#pragma unroll
    for (int i = 0; i < 4; ++i) {
        const int chunk = tid + i * THREADS;           // 8 chunks of 8 halves per row
        const int row = chunk / 8, col = (chunk % 8) * 8;
        cp_async_16(smem_addr(&dst[row][col]), src + (size_t)row * HEAD_DIM + col);
    }
}

extern "C" __global__ void __launch_bounds__(THREADS)
flash_attn_sm80(int S, float softmax_scale, const half* __restrict__ Q, const half* __restrict__ K,
                const half* __restrict__ V, float* __restrict__ O) {
    __shared__ __align__(16) half Qs[BLOCK_Q][LDS];
    __shared__ __align__(16) half Ks[2][BLOCK_KV][LDS];
    __shared__ __align__(16) half Vs[2][BLOCK_KV][LDS];

    const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32;
    const int g = lane >> 2, t = lane & 3;  // groupID, threadID_in_group
    const size_t head = (size_t)blockIdx.y * S * HEAD_DIM;
    const int q0 = blockIdx.x * BLOCK_Q;
    const int ntiles = S / BLOCK_KV;
    const float scale_log2 = softmax_scale * 1.4426950408889634f;  // exp(x) = exp2(x log2 e)

    load_tile(Qs, Q + head + (size_t)q0 * HEAD_DIM, tid);
    load_tile(Ks[0], K + head, tid);
    load_tile(Vs[0], V + head, tid);
    cp_async_commit();

    uint32_t qa[HEAD_DIM / 16][4];          // Q: A fragments, k = 16 head dims each
    float o[HEAD_DIM / 8][4];               // O accumulators: 8 n-tiles of 8 head dims
    float m[2] = {-INFINITY, -INFINITY};    // running max (base 2, scaled), rows g and g+8
    float l[2] = {0.f, 0.f};                // running sum (this lane's columns only)
#pragma unroll
    for (int n = 0; n < HEAD_DIM / 8; ++n) o[n][0] = o[n][1] = o[n][2] = o[n][3] = 0.f;

    for (int j = 0; j < ntiles; ++j) {
        const int cur = j & 1;
        if (j + 1 < ntiles) {  // stream the next K/V tile into the other stage
            load_tile(Ks[cur ^ 1], K + head + (size_t)(j + 1) * BLOCK_KV * HEAD_DIM, tid);
            load_tile(Vs[cur ^ 1], V + head + (size_t)(j + 1) * BLOCK_KV * HEAD_DIM, tid);
        }
        cp_async_commit();      // (an empty group on the last tile keeps the count uniform)
        cp_async_wait<1>();     // everything but the newest group has landed
        __syncthreads();

        if (j == 0) {
#pragma unroll
            for (int kk = 0; kk < HEAD_DIM / 16; ++kk) {
                const int row = warp * 16 + (lane % 8) + 8 * ((lane / 8) % 2);
                ldmatrix_x4(qa[kk], smem_addr(&Qs[row][kk * 16 + 8 * (lane / 16)]));
            }
        }

        // S = Q K^T for this warp's 16 rows x 64 keys
        float s[BLOCK_KV / 8][4];
#pragma unroll
        for (int n = 0; n < BLOCK_KV / 8; ++n) s[n][0] = s[n][1] = s[n][2] = s[n][3] = 0.f;
#pragma unroll
        for (int kk = 0; kk < HEAD_DIM / 16; ++kk) {
#pragma unroll
            for (int n = 0; n < BLOCK_KV / 8; n += 2) {
                uint32_t kb[4];  // b0, b1 of key tile n, then of key tile n+1
                const int key = n * 8 + (lane % 8) + 8 * (lane / 16);
                ldmatrix_x4(kb, smem_addr(&Ks[cur][key][kk * 16 + 8 * ((lane / 8) % 2)]));
                mma_16816(s[n], qa[kk], kb[0], kb[1]);
                mma_16816(s[n + 1], qa[kk], kb[2], kb[3]);
            }
        }

        // online softmax: rows g (elements 0, 1) and g + 8 (elements 2, 3)
#pragma unroll
        for (int r = 0; r < 2; ++r) {
            float mx = -INFINITY;
#pragma unroll
            for (int n = 0; n < BLOCK_KV / 8; ++n) mx = fmaxf(mx, fmaxf(s[n][2 * r], s[n][2 * r + 1]));
            mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, 1));
            mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, 2));
            const float m_new = fmaxf(m[r], mx * scale_log2);
            const float alpha = exp2f(m[r] - m_new);
            m[r] = m_new;
            float sum = 0.f;
#pragma unroll
            for (int n = 0; n < BLOCK_KV / 8; ++n) {
                s[n][2 * r] = exp2f(fmaf(s[n][2 * r], scale_log2, -m_new));
                s[n][2 * r + 1] = exp2f(fmaf(s[n][2 * r + 1], scale_log2, -m_new));
                sum += s[n][2 * r] + s[n][2 * r + 1];
            }
            l[r] = l[r] * alpha + sum;
#pragma unroll
            for (int n = 0; n < HEAD_DIM / 8; ++n) {
                o[n][2 * r] *= alpha;
                o[n][2 * r + 1] *= alpha;
            }
        }

        // O += P V: P (f16) re-packed from two m16n8 accumulators into one m16n8k16 A fragment
#pragma unroll
        for (int kk = 0; kk < BLOCK_KV / 16; ++kk) {
            uint32_t pa[4] = {
                pack_f16x2(s[2 * kk][0], s[2 * kk][1]),          // row g,     keys 2t, 2t+1
                pack_f16x2(s[2 * kk][2], s[2 * kk][3]),          // row g + 8
                pack_f16x2(s[2 * kk + 1][0], s[2 * kk + 1][1]),  // row g,     keys 2t+8, 2t+9
                pack_f16x2(s[2 * kk + 1][2], s[2 * kk + 1][3]),  // row g + 8
            };
#pragma unroll
            for (int n = 0; n < HEAD_DIM / 8; n += 2) {
                uint32_t vb[4];  // b0, b1 of head-dim tile n, then of tile n+1
                const int key = kk * 16 + (lane % 8) + 8 * ((lane / 8) % 2);
                ldmatrix_x4_trans(vb, smem_addr(&Vs[cur][key][n * 8 + 8 * (lane / 16)]));
                mma_16816(o[n], pa, vb[0], vb[1]);
                mma_16816(o[n + 1], pa, vb[2], vb[3]);
            }
        }
        __syncthreads();  // every warp is done with this stage before it is refilled
    }

    // the row sums over the quad's lanes, then O / l, written once
#pragma unroll
    for (int r = 0; r < 2; ++r) {
        l[r] += __shfl_xor_sync(0xffffffffu, l[r], 1);
        l[r] += __shfl_xor_sync(0xffffffffu, l[r], 2);
        l[r] = 1.f / l[r];
    }
    const int row = q0 + warp * 16 + g;
#pragma unroll
    for (int n = 0; n < HEAD_DIM / 8; ++n) {
        const int col = n * 8 + 2 * t;
        *reinterpret_cast<float2*>(&O[head + (size_t)row * HEAD_DIM + col]) =
            make_float2(o[n][0] * l[0], o[n][1] * l[0]);
        *reinterpret_cast<float2*>(&O[head + (size_t)(row + 8) * HEAD_DIM + col]) =
            make_float2(o[n][2] * l[1], o[n][3] * l[1]);
    }
}
