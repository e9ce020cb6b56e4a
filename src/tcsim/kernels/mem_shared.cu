// mem_shared.cu -- shared-memory microbenchmarks (seed 003 §3.6, Fig 3.9, Fig 3.10).
//
//   shared_latency(stride, iters, cyc)   one warp; thread t chases a pointer kept at
//       word t * stride of a shared array (each word holds its own shared address), so
//       every load of the warp has the same bank-conflict degree (stride 1: none; stride
//       2^k: 2^k-way up to 32). cyc[0] = cycles of `iters` dependent loads (timed after a
//       first load, as in mem_pchase.cu: the clock reads follow the loads' readiness).
//   shared_bandwidth(iters, cyc, out)    every thread loads floats from shared memory,
//       computes with them and stores them back (seed 003 §3.6's bandwidth benchmark),
//       `iters` times over a 4096-float array (conflict free); thread 0 of each CTA
//       records the cycles between two barriers in cyc[cta].
//
// Launch: shared_latency grid 1, block 32; shared_bandwidth any grid, block 1024.

#include <stdint.h>

#include "mem_common.cuh"

#define SHARED_WORDS 8192   // 32 KiB: stride up to 256 words for 32 threads

__device__ __forceinline__ uint32_t lds(uint32_t a) {
    uint32_t v;
    asm volatile("ld.shared.u32 %0, [%1];" : "=r"(v) : "r"(a) : "memory");
    return v;
}

extern "C" __global__ void shared_latency(int stride, int iters, unsigned* cyc, unsigned* sink) {
    __shared__ uint32_t s[SHARED_WORDS];
    const int tid = threadIdx.x;
    const int idx = (tid * stride) % SHARED_WORDS;
    s[idx] = (uint32_t)__cvta_generic_to_shared(&s[idx]);
    __syncwarp();
    uint32_t p = (uint32_t)__cvta_generic_to_shared(&s[idx]);
    p = lds(p);
    unsigned t0 = clk();
    for (int i = 0; i < iters; ++i) p = lds(p);
    p = lds(p);
    unsigned t1 = clk();
    if (tid == 0) cyc[0] = t1 - t0;
    sink[tid] = p;
}

#define BW_FLOATS 4096
#define BW_THREADS 1024

extern "C" __global__ void __launch_bounds__(BW_THREADS)
shared_bandwidth(int iters, unsigned* cyc, float* out) {
    __shared__ float sh[BW_FLOATS];
    volatile float* s = sh;   // every access goes to shared memory
    const int tid = threadIdx.x;
#pragma unroll
    for (int k = 0; k < BW_FLOATS / BW_THREADS; ++k) s[tid + k * BW_THREADS] = (float)(tid + k);
    __syncthreads();
    unsigned t0 = clk();
    for (int it = 0; it < iters; ++it) {
#pragma unroll
        for (int k = 0; k < BW_FLOATS / BW_THREADS; ++k) {
            const int i = tid + k * BW_THREADS;
            s[i] = s[i] * 0.5f + 1.0f;
        }
    }
    __syncthreads();
    unsigned t1 = clk();
    if (tid == 0) cyc[blockIdx.x] = t1 - t0;
    out[blockIdx.x * BW_THREADS + tid] = s[tid];
}
