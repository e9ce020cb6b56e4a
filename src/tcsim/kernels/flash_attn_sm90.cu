// flash_attn_sm90.cu -- a FlashAttention-3-style fused attention forward for sm_90a, written
// with inline PTX so that every Hopper operand is visible in the committed PTX.
//
//     O = softmax(scale * Q K^T) V      Q, K, V: [BH][S][64] f16 row-major, O: [BH][S][64] f32
//
// One warp group (128 threads) per CTA owns a 64-row query tile (grid (S/64, BH)).
// * TMA: Q (once) and every 64-key K and V tile arrive by cp.async.bulk.tensor.2d into
//   1024-byte-aligned shared tiles with the 128B swizzle (rows of 64 f16 = 128 bytes), on
//   mbarriers (arrive.expect_tx by one thread, try_wait.parity by all). K/V are double
//   buffered: while tile j is used, thread 0 has already issued tile j+1 into the other stage.
// * S = Q K^T: four wgmma.mma_async m64n64k16 SS (A = Q, B = K, both K-major; descriptor
//   start + 32 bytes per k16, SBO 1024, 128B swizzle), the first with scale-d = 0.
// * Online softmax in f32 on the wgmma accumulator fragment (warp w: rows 16w + lane/4 and
//   +8; register 4j+i: column 8j + 2(lane%4) + i%2): row max over the quad (shfl.xor 1, 2),
//   exp2 with the scale folded in, O and the per-lane row sums rescaled by exp2(m_old - m_new).
// * O += P V: four wgmma m64n64k16 RS. P never leaves the registers: the f32 accumulator
//   of columns 16c..16c+15 (registers 8c..8c+7) packed pairwise to f16 IS the RS A fragment of
//   the c-th k16 (the FA3 trick). B = V [keys][64] is N-contiguous (MN-major): imm-trans-b = 1,
//   descriptor start + 2048 bytes (16 key rows) per k16, SBO 1024 (8-row groups along K),
//   LBO unused (N = 64 is one swizzle atom wide), 128B swizzle.
// * O is divided by the quad-reduced row sum and written once.
//
// Build: nvcc -arch=sm_90a -ptx (scripts/regen_ptx.py).
#include <cuda.h>
#include <cuda_fp16.h>
#include <stdint.h>

#define HEAD_DIM 64
#define BLOCK_Q 64
#define BLOCK_KV 64
#define THREADS 128
#define TILE_BYTES (64 * 64 * 2)

__device__ __forceinline__ uint32_t smem_u32(const void* p) {
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

// K-major, 128B swizzle: SBO 1024 (8-row groups), LBO 1 (unused when swizzled)
__device__ __forceinline__ uint64_t desc_kmajor(uint32_t addr) {
    return (uint64_t)((addr & 0x3FFFF) >> 4) | ((uint64_t)1 << 16) | ((uint64_t)(1024 >> 4) << 32) | ((uint64_t)1 << 62);
}
// MN-major, 128B swizzle: SBO 1024 between 8-row groups along K; LBO (between 64-element MN
// atoms) unused for N = 64, given as 8192 >> 4
__device__ __forceinline__ uint64_t desc_mnmajor(uint32_t addr) {
    return (uint64_t)((addr & 0x3FFFF) >> 4) | ((uint64_t)(8192 >> 4) << 16) | ((uint64_t)(1024 >> 4) << 32) | ((uint64_t)1 << 62);
}

__device__ __forceinline__ void mbar_init(uint64_t* bar, uint32_t count) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" :: "r"(smem_u32(bar)), "r"(count));
}
__device__ __forceinline__ void mbar_expect_tx(uint64_t* bar, uint32_t bytes) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" :: "r"(smem_u32(bar)), "r"(bytes));
}
__device__ __forceinline__ void mbar_wait(uint64_t* bar, uint32_t parity) {
    asm volatile("{\n.reg .pred p;\nWAIT_%=:\n"
                 "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n"
                 "@!p bra WAIT_%=;\n}\n" :: "r"(smem_u32(bar)), "r"(parity) : "memory");
}
__device__ __forceinline__ void tma_load(void* dst, const void* map, int c0, int c1, uint64_t* bar) {
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];\n"
                 :: "r"(smem_u32(dst)), "l"(map), "r"(c0), "r"(c1), "r"(smem_u32(bar)) : "memory");
}

#define D_REGS "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}"
#define D_OUTS(d) "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])

__device__ __forceinline__ uint32_t pack_f16(float lo, float hi) {
    __half2 h = __floats2half2_rn(lo, hi);
    return *reinterpret_cast<uint32_t*>(&h);
}

extern "C" __global__ void __launch_bounds__(THREADS)
flash_attn_sm90(int S, float softmax_scale, const __grid_constant__ CUtensorMap q_map,
                const __grid_constant__ CUtensorMap k_map, const __grid_constant__ CUtensorMap v_map,
                float* __restrict__ O) {
    __shared__ __align__(1024) __half sQ[64 * 64];
    __shared__ __align__(1024) __half sK[2][64 * 64];
    __shared__ __align__(1024) __half sV[2][64 * 64];
    __shared__ __align__(8) uint64_t barQ, barKV[2];

    const int bh = blockIdx.y, q0 = blockIdx.x * BLOCK_Q;
    const int row_base = bh * S;                 // the maps cover [BH * S][64]
    const int n_kv = S / BLOCK_KV;
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;

    if (threadIdx.x == 0) {
        mbar_init(&barQ, 1);
        mbar_init(&barKV[0], 1);
        mbar_init(&barKV[1], 1);
        asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        mbar_expect_tx(&barQ, TILE_BYTES);
        tma_load(sQ, &q_map, 0, row_base + q0, &barQ);
        mbar_expect_tx(&barKV[0], 2 * TILE_BYTES);
        tma_load(sK[0], &k_map, 0, row_base, &barKV[0]);
        tma_load(sV[0], &v_map, 0, row_base, &barKV[0]);
    }

    const float scale_log2 = softmax_scale * 1.4426950408889634f;   // exp(x) = exp2(x log2 e)
    float o[32], s[32];
    for (int i = 0; i < 32; ++i) o[i] = 0.f;
    float m[2] = {-INFINITY, -INFINITY}, l[2] = {0.f, 0.f};   // rows lane/4 and lane/4 + 8

    mbar_wait(&barQ, 0);
    for (int j = 0; j < n_kv; ++j) {
        const int st = j & 1;
        if (threadIdx.x == 0 && j + 1 < n_kv) {   // prefetch tile j+1 (its stage was freed at j-1)
            mbar_expect_tx(&barKV[st ^ 1], 2 * TILE_BYTES);
            tma_load(sK[st ^ 1], &k_map, 0, row_base + (j + 1) * BLOCK_KV, &barKV[st ^ 1]);
            tma_load(sV[st ^ 1], &v_map, 0, row_base + (j + 1) * BLOCK_KV, &barKV[st ^ 1]);
        }
        mbar_wait(&barKV[st], (j >> 1) & 1);

        // S = Q K^T
        asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
        for (int kk = 0; kk < HEAD_DIM / 16; ++kk) {
            uint64_t da = desc_kmajor(smem_u32(sQ) + kk * 32), db = desc_kmajor(smem_u32(sK[st]) + kk * 32);
            asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
                         "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 " D_REGS ", %32, %33, p, 1, 1, 0, 0;\n}\n"
                         : D_OUTS(s) : "l"(da), "l"(db), "r"(kk));
        }
        asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
        asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");

        // online softmax on rows r = 0 (lane/4) and 1 (lane/4 + 8): registers 4n + 2r + {0, 1}
        for (int r = 0; r < 2; ++r) {
            float mx = -INFINITY;
            for (int n = 0; n < 8; ++n) mx = fmaxf(mx, fmaxf(s[4 * n + 2 * r], s[4 * n + 2 * r + 1]));
            mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, 1));
            mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, 2));
            const float m_new = fmaxf(m[r], mx * scale_log2);
            const float alpha = exp2f(m[r] - m_new);
            m[r] = m_new;
            float sum = 0.f;
            for (int n = 0; n < 8; ++n) {
                for (int e = 0; e < 2; ++e) {
                    const int i = 4 * n + 2 * r + e;
                    s[i] = exp2f(fmaf(s[i], scale_log2, -m_new));
                    sum += s[i];
                    o[i] *= alpha;
                }
            }
            l[r] = l[r] * alpha + sum;
        }

        // O += P V, P from registers (RS)
        uint32_t p[16];
        for (int i = 0; i < 16; ++i) p[i] = pack_f16(s[2 * i], s[2 * i + 1]);
        asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
        for (int c = 0; c < BLOCK_KV / 16; ++c) {
            uint64_t db = desc_mnmajor(smem_u32(sV[st]) + c * 16 * 128);
            asm volatile("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 " D_REGS
                         ", {%32, %33, %34, %35}, %36, 1, 1, 1, 1;\n"
                         : D_OUTS(o) : "r"(p[4 * c]), "r"(p[4 * c + 1]), "r"(p[4 * c + 2]), "r"(p[4 * c + 3]), "l"(db));
        }
        asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
        asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
        __syncthreads();   // every warp is done with stage st before thread 0 refills it at j+1
    }

    for (int r = 0; r < 2; ++r) {
        l[r] += __shfl_xor_sync(0xffffffffu, l[r], 1);
        l[r] += __shfl_xor_sync(0xffffffffu, l[r], 2);
    }
    float* out = O + ((size_t)row_base + q0 + 16 * warp + lane / 4) * HEAD_DIM;
    for (int n = 0; n < 8; ++n) {
        for (int r = 0; r < 2; ++r) {
            const float inv = 1.f / l[r];
            float2 v = make_float2(o[4 * n + 2 * r] * inv, o[4 * n + 2 * r + 1] * inv);
            *reinterpret_cast<float2*>(out + r * 8 * HEAD_DIM + 8 * n + 2 * (lane % 4)) = v;
        }
    }
}
