// mem_atomics.cu -- atomic latency under contention (seed 003 §4.2, Table 4.2).
//
// One warp; lanes are grouped `group` at a time on one word (group 1: every lane its own
// word; 32: all on one), so each atomic sees contention `group`. Each word holds its own
// address and the atomic adds 0 to it, so every lane gets back the address of its next
// atomic: a chain of dependent atomicAdds with nothing in between (the seed follows the
// atomic with an instruction of known latency; here that instruction is the next atomic).
// cyc[0] = cycles between two clock reads around STEPS chained atomics (unrolled). The
// kernels come with 8 and 16 steps: the difference of their cycles is 8 atomics exactly,
// whatever the compiler schedules around the clock reads.
//
// Launch: grid 1, block 32; atomic_global_*'s `words` needs 32 x 8 bytes.

#include <stdint.h>

#include "mem_common.cuh"

__device__ __forceinline__ uint32_t step_shared(uint32_t p) {
    uint32_t q;
    asm volatile("atom.shared.add.u32 %0, [%1], 0;" : "=r"(q) : "r"(p) : "memory");
    return q;
}

__device__ __forceinline__ uint64_t step_global(uint64_t p) {
    uint64_t q;
    asm volatile("atom.global.add.u64 %0, [%1], 0;" : "=l"(q) : "l"(p) : "memory");
    return q;
}

template <int STEPS>
__device__ void atomic_shared(int group, unsigned* cyc, unsigned* sink) {
    __shared__ uint32_t s[32];
    const int tid = threadIdx.x;
    s[tid] = (uint32_t)__cvta_generic_to_shared(&s[tid]);
    __syncwarp();
    uint32_t p = (uint32_t)__cvta_generic_to_shared(&s[tid / group]);
    p = step_shared(p);
    unsigned t0 = clk();
#pragma unroll
    for (int i = 0; i < STEPS; ++i) p = step_shared(p);
    unsigned t1 = clk();
    if (tid == 0) cyc[0] = t1 - t0;
    sink[tid] = p;
}

template <int STEPS>
__device__ void atomic_global(int group, unsigned* cyc, uint64_t* words) {
    const int tid = threadIdx.x;
    words[tid] = (uint64_t)&words[tid];
    __syncwarp();
    __threadfence_block();
    uint64_t p = (uint64_t)&words[tid / group];
    p = step_global(p);
    unsigned t0 = clk();
#pragma unroll
    for (int i = 0; i < STEPS; ++i) p = step_global(p);
    unsigned t1 = clk();
    if (tid == 0) cyc[0] = t1 - t0;
    if (p == 0) cyc[1] = 1;
}

extern "C" __global__ void atomic_shared_8(int group, unsigned* cyc, unsigned* sink) { atomic_shared<8>(group, cyc, sink); }
extern "C" __global__ void atomic_shared_16(int group, unsigned* cyc, unsigned* sink) { atomic_shared<16>(group, cyc, sink); }
extern "C" __global__ void atomic_global_8(int group, unsigned* cyc, uint64_t* words) { atomic_global<8>(group, cyc, words); }
extern "C" __global__ void atomic_global_16(int group, unsigned* cyc, uint64_t* words) { atomic_global<16>(group, cyc, words); }
