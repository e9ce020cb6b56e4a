// wgmma_sp_sm90.cu -- sm_90a sparse warpgroup MMA (wgmma.mma_async.sp, 2:4 structured-sparse A)
// with inline PTX, checked against numpy (tests/exec/test_wgmma_sparse.py).
//
// D = A @ B + C, f16 inputs, f32 accumulator; one warpgroup per 64 x 64 tile of D, K in steps
// of 128. A (M x K) is 2:4 sparse and given compressed: Ac (M x K/2 f16, row-major: the two
// stored values of every 4-wide chunk, in column order) plus E, the metadata registers each
// thread passes, one 32-bit word per thread per 64-row tile and K = 32 step
// (E[(tile_m * K/32 + step) * 128 + thread]; the host lays the 2-bit indices out as the PTX
// ISA's sparse wgmma metadata figure for .f16 m64nNk32 — warp w describes rows 16w..16w+15 of
// the tile — so the kernel only forwards them). B is given as B^T: N x K f16 row-major
// (K-major). C, D: M x N f32 row-major.
//
//   wgmma_sp_sm90     SS: compressed A and B from shared memory, sparsity selector 0
//   wgmma_sp_sm90_rs  RS: compressed A from registers (the dense m64nNk16 A fragment), selector 1
//
// Shared tiles: 64 rows of 128 bytes with the 128-byte swizzle (as wgmma_sm90_gemm.cu). Per
// K step of 128 the compressed A tile holds its 64 stored columns; sub-step j (K = 32j ..
// 32j+31) reads its 16 stored columns 32 bytes further into the row (a descriptor of the dense
// m64nNk16 A). B^T is two tiles of K = 64; sub-step j reads 32 K-columns = 64 bytes at byte
// (j % 2) * 64 of tile j / 2.
//
// Build: nvcc -arch=sm_90a -ptx (scripts/regen_ptx.py).
#include <cuda_fp16.h>
#include <stdint.h>

#define THREADS 128

__device__ __forceinline__ uint32_t smem_u32(const void* p) {
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ uint32_t sw128(int row, int kbyte) {
    return row * 128 + ((((kbyte >> 4) ^ (row & 7)) << 4) | (kbyte & 15));
}

__device__ __forceinline__ uint64_t desc_sw128(uint32_t addr) {
    return (uint64_t)((addr & 0x3FFFF) >> 4) | ((uint64_t)1 << 16) | ((uint64_t)(1024 >> 4) << 32) | ((uint64_t)1 << 62);
}

// a 64 x 64 f16 tile (rows of ld halves in global) into a 128B-swizzled shared tile
__device__ __forceinline__ void load_tile(__half* s, const __half* g, int ld) {
    for (int q = threadIdx.x; q < 64 * 8; q += THREADS) {
        int row = q / 8, ch = q % 8;
        uint4 v = *reinterpret_cast<const uint4*>(g + (size_t)row * ld + ch * 8);
        *reinterpret_cast<uint4*>(reinterpret_cast<char*>(s) + sw128(row, ch * 16)) = v;
    }
}

// f32 accumulator of wgmma m64n64: register 4j+i holds row 16w + lane/4 + 8*(i/2), column 8j + 2*(lane%4) + i%2
__device__ __forceinline__ int d_row(int i) { return 16 * (threadIdx.x / 32) + (threadIdx.x % 32) / 4 + 8 * ((i % 4) / 2); }
__device__ __forceinline__ int d_col(int i) { return 8 * (i / 4) + 2 * (threadIdx.x % 4) + (i % 2); }

#define D_REGS "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}"
#define D_OUTS "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])

extern "C" __global__ void __launch_bounds__(THREADS) wgmma_sp_sm90(int M, int N, int K, const __half* __restrict__ Ac,
        const __half* __restrict__ Bt, const uint32_t* __restrict__ E, const float* __restrict__ C,
        float* __restrict__ D) {
    __shared__ __align__(1024) __half sA[64 * 64];
    __shared__ __align__(1024) __half sB[2][64 * 64];
    const int m0 = blockIdx.y * 64, n0 = blockIdx.x * 64;
    float d[32];
    for (int i = 0; i < 32; ++i) d[i] = C[(size_t)(m0 + d_row(i)) * N + n0 + d_col(i)];
    for (int k0 = 0; k0 < K; k0 += 128) {
        load_tile(sA, Ac + (size_t)m0 * (K / 2) + k0 / 2, K / 2);
        load_tile(sB[0], Bt + (size_t)n0 * K + k0, K);
        load_tile(sB[1], Bt + (size_t)n0 * K + k0 + 64, K);
        __syncthreads();
        asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
        asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
        for (int j = 0; j < 4; ++j) {
            uint64_t da = desc_sw128(smem_u32(sA) + j * 32), db = desc_sw128(smem_u32(sB[j / 2]) + (j % 2) * 64);
            uint32_t e = E[((size_t)blockIdx.y * (K / 32) + k0 / 32 + j) * THREADS + threadIdx.x];
            asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %35, 0;\n"
                         "wgmma.mma_async.sp.sync.aligned.m64n64k32.f32.f16.f16 " D_REGS ", %32, %33, %34, 0, p, 1, 1, 0, 0;\n}\n"
                         : D_OUTS : "l"(da), "l"(db), "r"(e), "r"(1));
        }
        asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
        asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
        __syncthreads();
    }
    for (int i = 0; i < 32; ++i) D[(size_t)(m0 + d_row(i)) * N + n0 + d_col(i)] = d[i];
}

// the compressed A in registers: the A fragment of the dense wgmma m64nNk16 .f16 (16 stored
// columns per K = 32 step): register r packs row 16w + lane/4 + 8*(r%2), stored columns
// 2*(lane%4) + 8*(r/2) + {0,1}
__device__ __forceinline__ uint32_t a_reg(const __half* Ac, int ldc, int m0, int kc, int r) {
    int row = m0 + 16 * (threadIdx.x / 32) + (threadIdx.x % 32) / 4 + 8 * (r % 2);
    int col = kc + 2 * (threadIdx.x % 4) + 8 * (r / 2);
    return *reinterpret_cast<const uint32_t*>(Ac + (size_t)row * ldc + col);
}

extern "C" __global__ void __launch_bounds__(THREADS) wgmma_sp_sm90_rs(int M, int N, int K, const __half* __restrict__ Ac,
        const __half* __restrict__ Bt, const uint32_t* __restrict__ E, const float* __restrict__ C,
        float* __restrict__ D) {
    __shared__ __align__(1024) __half sB[2][64 * 64];
    const int m0 = blockIdx.y * 64, n0 = blockIdx.x * 64;
    float d[32];
    for (int i = 0; i < 32; ++i) d[i] = C[(size_t)(m0 + d_row(i)) * N + n0 + d_col(i)];
    for (int k0 = 0; k0 < K; k0 += 128) {
        load_tile(sB[0], Bt + (size_t)n0 * K + k0, K);
        load_tile(sB[1], Bt + (size_t)n0 * K + k0 + 64, K);
        __syncthreads();
        asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
        asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
        for (int j = 0; j < 4; ++j) {
            int kc = k0 / 2 + 16 * j;
            uint32_t a0 = a_reg(Ac, K / 2, m0, kc, 0), a1 = a_reg(Ac, K / 2, m0, kc, 1);
            uint32_t a2 = a_reg(Ac, K / 2, m0, kc, 2), a3 = a_reg(Ac, K / 2, m0, kc, 3);
            uint64_t db = desc_sw128(smem_u32(sB[j / 2]) + (j % 2) * 64);
            uint32_t e = E[((size_t)blockIdx.y * (K / 32) + k0 / 32 + j) * THREADS + threadIdx.x];
            asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %38, 0;\n"
                         "wgmma.mma_async.sp.sync.aligned.m64n64k32.f32.f16.f16 " D_REGS ", {%32, %33, %34, %35}, %36, %37, 1, p, 1, 1, 0;\n}\n"
                         : D_OUTS : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(db), "r"(e), "r"(1));
        }
        asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
        asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
        __syncthreads();
    }
    for (int i = 0; i < 32; ++i) D[(size_t)(m0 + d_row(i)) * N + n0 + d_col(i)] = d[i];
}
