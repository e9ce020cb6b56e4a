// wgmma_sm90_gemm.cu -- sm_90a warpgroup MMA GEMM (the wgmma part of a CUTLASS 3 mainloop),
// written with inline PTX so that every operand is visible in the committed PTX.
//
// D = A @ B + C; A is M x K f16 row-major (K-major), B is given as B^T: N x K f16 row-major
// (K-major), C and D are M x N f32 row-major. One warpgroup (4 warps, 128 threads) per CTA
// computes a 64 x 64 tile; K advances in steps of 64 (one 128-byte row of f16 = one 128B
// swizzle atom row); each step runs four wgmma.mma_async m64n64k16 (K = 16 each).
//
//   wgmma_sm90_gemm     SS: A and B from shared memory through matrix descriptors
//   wgmma_sm90_gemm_rs  RS: A from registers (the wgmma A fragment), B through a descriptor
//
// Shared tiles use the 128-byte swizzle of the PTX ISA ("Shared Memory Matrix Layout",
// swizzle mode 128B): 16-byte chunk c of row r is stored at chunk c ^ (r % 8) of the row;
// rows are 128 bytes, so 8 rows (1024 bytes) form one swizzle atom and the tiles are 1024-byte
// aligned. Descriptor: start address >> 4 (bits 0-13), leading byte offset (unused for swizzled
// K-major layouts; 1), stride byte offset 1024 >> 4 between 8-row groups (bits 32-45), swizzle
// mode 1 = 128B (bits 62-63). The k-th K=16 slice starts 32 bytes further into the row.
//
// Build: nvcc -arch=sm_90a -ptx (scripts/regen_ptx.py).
#include <cuda_fp16.h>
#include <stdint.h>

#define BM 64
#define BN 64
#define BK 64
#define THREADS 128
static_assert(BK * 2 == 128, "one K step is one 128-byte swizzle row of f16");

__device__ __forceinline__ uint32_t smem_u32(const void* p) {
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

// byte offset of (row, byte-in-row) in a 1024-byte aligned tile of 128-byte rows, 128B swizzle
__device__ __forceinline__ uint32_t sw128(int row, int kbyte) {
    return row * 128 + ((((kbyte >> 4) ^ (row & 7)) << 4) | (kbyte & 15));
}

__device__ __forceinline__ uint64_t desc_sw128(uint32_t addr) {
    return (uint64_t)((addr & 0x3FFFF) >> 4) | ((uint64_t)1 << 16) | ((uint64_t)(1024 >> 4) << 32) | ((uint64_t)1 << 62);
}

// copy a 64 x 64 f16 tile (rows of K) from global (row stride ld) into a swizzled shared tile
__device__ __forceinline__ void load_tile(__half* s, const __half* g, int ld) {
    for (int q = threadIdx.x; q < 64 * 8; q += THREADS) {
        int row = q / 8, ch = q % 8;
        uint4 v = *reinterpret_cast<const uint4*>(g + (size_t)row * ld + ch * 8);
        *reinterpret_cast<uint4*>(reinterpret_cast<char*>(s) + sw128(row, ch * 16)) = v;
    }
}

// accumulator fragment of wgmma m64nNk16 with an f32 D (PTX ISA, "Register Fragments and Shared
// Memory Matrix Layouts", matrix D): warp w holds rows 16w..16w+15; register 4j+i holds row
// 16w + lane/4 + 8*(i/2), column 8j + 2*(lane%4) + i%2.
__device__ __forceinline__ int d_row(int i) { return 16 * (threadIdx.x / 32) + (threadIdx.x % 32) / 4 + 8 * ((i % 4) / 2); }
__device__ __forceinline__ int d_col(int i) { return 8 * (i / 4) + 2 * (threadIdx.x % 4) + (i % 2); }

#define D_REGS "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}"
#define D_OUTS "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]), "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]), "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]), "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31])

extern "C" __global__ void __launch_bounds__(THREADS) wgmma_sm90_gemm(int M, int N, int K, const __half* __restrict__ A,
        const __half* __restrict__ Bt, const float* __restrict__ C, float* __restrict__ D) {
    __shared__ __align__(1024) __half sA[BM * BK];
    __shared__ __align__(1024) __half sB[BN * BK];
    const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;
    float d[32];
    for (int i = 0; i < 32; ++i) d[i] = C[(size_t)(m0 + d_row(i)) * N + n0 + d_col(i)];
    for (int k0 = 0; k0 < K; k0 += BK) {
        load_tile(sA, A + (size_t)m0 * K + k0, K);
        load_tile(sB, Bt + (size_t)n0 * K + k0, K);
        __syncthreads();
        // generic-proxy stores to shared, then async-proxy (wgmma) reads of the same bytes
        asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
        asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
        for (int kk = 0; kk < BK / 16; ++kk) {
            uint64_t da = desc_sw128(smem_u32(sA) + kk * 32), db = desc_sw128(smem_u32(sB) + kk * 32);
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

// A register fragment of wgmma m64nNk16 .f16 (PTX ISA, matrix A in registers): warp w holds
// rows 16w..16w+15; register r packs row 16w + lane/4 + 8*(r%2), columns 2*(lane%4) + 8*(r/2) + {0,1}.
__device__ __forceinline__ uint32_t a_reg(const __half* A, int K, int m0, int k0, int r) {
    int row = m0 + 16 * (threadIdx.x / 32) + (threadIdx.x % 32) / 4 + 8 * (r % 2);
    int col = k0 + 2 * (threadIdx.x % 4) + 8 * (r / 2);
    return *reinterpret_cast<const uint32_t*>(A + (size_t)row * K + col);
}

extern "C" __global__ void __launch_bounds__(THREADS) wgmma_sm90_gemm_rs(int M, int N, int K, const __half* __restrict__ A,
        const __half* __restrict__ Bt, const float* __restrict__ C, float* __restrict__ D) {
    __shared__ __align__(1024) __half sB[BN * BK];
    const int m0 = blockIdx.y * BM, n0 = blockIdx.x * BN;
    float d[32];
    for (int i = 0; i < 32; ++i) d[i] = C[(size_t)(m0 + d_row(i)) * N + n0 + d_col(i)];
    for (int k0 = 0; k0 < K; k0 += BK) {
        load_tile(sB, Bt + (size_t)n0 * K + k0, K);
        __syncthreads();
        asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
        asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
        for (int kk = 0; kk < BK / 16; ++kk) {
            uint32_t a0 = a_reg(A, K, m0, k0 + 16 * kk, 0), a1 = a_reg(A, K, m0, k0 + 16 * kk, 1);
            uint32_t a2 = a_reg(A, K, m0, k0 + 16 * kk, 2), a3 = a_reg(A, K, m0, k0 + 16 * kk, 3);
            uint64_t db = desc_sw128(smem_u32(sB) + kk * 32);
            asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %37, 0;\n"
                         "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 " D_REGS ", {%32, %33, %34, %35}, %36, p, 1, 1, 0;\n}\n"
                         : D_OUTS : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(db), "r"(1));
        }
        asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
        asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
        __syncthreads();
    }
    for (int i = 0; i < 32; ++i) D[(size_t)(m0 + d_row(i)) * N + n0 + d_col(i)] = d[i];
}
