// wgmma_base_offset_sm90.cu -- sm_90a warpgroup MMA reading 128B-swizzled tiles whose swizzle
// pattern does NOT start on its 1024-byte boundary, described to wgmma with the matrix
// descriptor's base offset (bits 49-51; PTX ISA "Matrix Descriptor Format": 0 when the
// pattern starts on the boundary, otherwise (pattern start address >> 7) & 0x7).
//
// D = A @ B + C as in wgmma_sm90_gemm.cu (A: M x K f16 row-major, B given as B^T: N x K f16
// row-major, C/D: M x N f32; one warpgroup per 64 x 64 tile; K steps of 64 = one 128-byte row
// of f16; four wgmma.mma_async m64n64k16 a step), but each shared tile starts 128 x PHASE bytes
// past a 1024-byte boundary (PHASE_A = 3, PHASE_B = 5) and is swizzled relative to its own
// start: 16-byte chunk c of tile row r is stored at chunk c ^ (r % 8) of the row. The
// descriptors carry start = the tile's address (+ 32 bytes per k16 slice, which stays in the
// same 128-byte line) and base offset PHASE.
//
// Build: nvcc -arch=sm_90a -ptx (scripts/regen_ptx.py).
#include <cuda_fp16.h>
#include <stdint.h>

#define BM 64
#define BN 64
#define BK 64
#define THREADS 128
#define PHASE_A 3
#define PHASE_B 5

__device__ __forceinline__ uint32_t smem_u32(const void* p) {
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

// byte offset of (row, byte-in-row) from the tile's start: the 128B swizzle relative to it
__device__ __forceinline__ uint32_t sw128(int row, int kbyte) {
    return row * 128 + ((((kbyte >> 4) ^ (row & 7)) << 4) | (kbyte & 15));
}

// K-major, 128B swizzle: LBO unused (1), SBO 1024 bytes between 8-row groups, the base offset
__device__ __forceinline__ uint64_t desc_sw128(uint32_t addr, uint32_t base_offset) {
    return (uint64_t)((addr & 0x3FFFF) >> 4) | ((uint64_t)1 << 16) | ((uint64_t)(1024 >> 4) << 32) |
           ((uint64_t)(base_offset & 7) << 49) | ((uint64_t)1 << 62);
}

__device__ __forceinline__ void load_tile(char* s, const __half* g, int ld) {
    for (int q = threadIdx.x; q < 64 * 8; q += THREADS) {
        int row = q / 8, ch = q % 8;
        uint4 v = *reinterpret_cast<const uint4*>(g + (size_t)row * ld + ch * 8);
        *reinterpret_cast<uint4*>(s + sw128(row, ch * 16)) = v;
    }
}

__device__ __forceinline__ int d_row(int i) { return 16 * (threadIdx.x / 32) + (threadIdx.x % 32) / 4 + 8 * ((i % 4) / 2); }
__device__ __forceinline__ int d_col(int i) { return 8 * (i / 4) + 2 * (threadIdx.x % 4) + (i % 2); }

#define D_REGS "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}"
#define D_OUTS "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])

extern "C" __global__ void __launch_bounds__(THREADS) wgmma_base_offset_gemm(int M, int N, int K,
        const __half* __restrict__ A, const __half* __restrict__ Bt, const float* __restrict__ C, float* __restrict__ D) {
    // one 1024-aligned buffer per operand, the tile 128 x PHASE bytes into it
    __shared__ __align__(1024) char bufA[BM * BK * 2 + 1024];
    __shared__ __align__(1024) char bufB[BN * BK * 2 + 1024];
    char* sA = bufA + 128 * PHASE_A;
    char* sB = bufB + 128 * PHASE_B;
    const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;
    float d[32];
    for (int i = 0; i < 32; ++i) d[i] = C[(size_t)(m0 + d_row(i)) * N + n0 + d_col(i)];
    for (int k0 = 0; k0 < K; k0 += BK) {
        load_tile(sA, A + (size_t)m0 * K + k0, K);
        load_tile(sB, Bt + (size_t)n0 * K + k0, K);
        __syncthreads();
        asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
        asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
        for (int kk = 0; kk < BK / 16; ++kk) {
            // the pattern starts at the tile: base offset = (start >> 7) & 7 = PHASE
            uint64_t da = desc_sw128(smem_u32(sA) + kk * 32, (smem_u32(sA) >> 7) & 7);
            uint64_t db = desc_sw128(smem_u32(sB) + kk * 32, (smem_u32(sB) >> 7) & 7);
            asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
                         "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 " D_REGS ", %32, %33, p, 1, 1, 0, 0;\n}\n"
                         : D_OUTS : "l"(da), "l"(db), "r"(1));
        }
        asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
        asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
        __syncthreads();
    }
    for (int i = 0; i < 32; ++i) D[(size_t)(m0 + d_row(i)) * N + n0 + d_col(i)] = d[i];
}
