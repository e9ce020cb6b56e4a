// mem_bandwidth.cu -- L1, L2 and device-memory bandwidth (seed 003 Table 3.2 / Listing
// 3.1, Table 3.4 / Listing 3.2, Fig 3.11).
//
//   l1_bw(n, iters, cyc, sink, a)    one CTA of L1_THREADS threads; the n doubles of `a`
//       (n <= L1 size, a multiple of L1_THREADS) are loaded once (warm-up), then after a
//       barrier every warp loads all of them `iters` times (ld.global.ca.f64, thread t
//       reading element i + (t + j) % L1_THREADS, as Listing 3.1); thread 0 records the
//       cycles between two barriers.
//   l2_bw(n, iters, sink, a)         the CTAs load the n doubles of `a` (L2-resident: the
//       host copy put them there, seed 003 Table 3.1) `iters` times with ld.global.cg.f64
//       (L2 only, as Listing 3.2), each CTA its own contiguous part, each warp 256
//       consecutive bytes per load, accumulating into a register; the launch's cycles
//       time it.
//   copy(n, iters, dst, src)         grid-stride copy of n float4 from src to dst,
//       repeated `iters` times over disjoint parts of larger arrays (streaming through
//       DRAM; the launch's cycles time it).

#include <stdint.h>

#include "mem_common.cuh"

__device__ __forceinline__ double ld_ca_f64(const double* p) {
    double v;
    asm volatile("ld.global.ca.f64 %0, [%1];" : "=d"(v) : "l"(p) : "memory");
    return v;
}

__device__ __forceinline__ double ld_cg_f64(const double* p) {
    double v;
    asm volatile("ld.global.cg.f64 %0, [%1];" : "=d"(v) : "l"(p) : "memory");
    return v;
}

#define L1_THREADS 1024   // Listing 3.1's THREADS_NUM: a compile-time constant

extern "C" __global__ void __launch_bounds__(L1_THREADS)
l1_bw(int n, int iters, unsigned* cyc, double* sink, const double* a) {
    const int tid = threadIdx.x;
    double acc = 0;
    for (int i = tid; i < n; i += L1_THREADS) acc += ld_ca_f64(a + i);
    __syncthreads();
    unsigned t0 = clk();
    for (int it = 0; it < iters; ++it)
        for (int i = 0; i < n; i += L1_THREADS)
            for (int j = 0; j < L1_THREADS; j += 32)
                acc += ld_ca_f64(a + i + (tid + j) % L1_THREADS);
    __syncthreads();
    unsigned t1 = clk();
    if (tid == 0) cyc[0] = t1 - t0;
    sink[tid] = acc;
}

extern "C" __global__ void l2_bw(int n, int iters, double* sink, const double* a) {
    const int tid = threadIdx.x;
    const int part = n / gridDim.x;
    const double* base = a + (size_t)blockIdx.x * part;
    double acc = 0;
    for (int it = 0; it < iters; ++it)
        for (int i = tid; i < part; i += blockDim.x)
            acc += ld_cg_f64(base + i);
    sink[blockIdx.x * blockDim.x + tid] = acc;
}

extern "C" __global__ void copy(int n, int iters, float4* dst, const float4* src) {
    const int stride = gridDim.x * blockDim.x;
    for (int it = 0; it < iters; ++it) {
        const size_t base = (size_t)it * n;
        for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
            dst[base + i] = src[base + i];
    }
}
