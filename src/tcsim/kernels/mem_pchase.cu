// mem_pchase.cu -- pointer-chase microbenchmarks of the memory hierarchy (seed 003 §3,
// Fig 3.2, Table 3.3, Fig 3.12; Mei & Chu's fine-grained pointer chase).
//
// The chased array holds device pointers: every load's result is the address of the next
// load, so each load waits for the previous one. A clock read placed right after a load
// issues when that load's address (the previous load's result) is ready, so the
// difference of consecutive clock reads is exactly the latency of one load.
//
//   pchase_fine(p, lat, sink)       8 timed loads from p: lat[i] = latency of load i
//   pchase_fine_cg(p, lat, sink)    the same with ld.global.cg (L2 only, no L1)
//   pchase_scan(p, n, cyc, sink)    n untimed loads (warm-up pass), then n timed loads:
//                                   cyc[0] = their total latency; the chain is a cycle of
//                                   n elements, so the timed pass revisits the warm-up's
//   pchase_scan_cg(p, n, cyc, sink) the same with ld.global.cg
//
// Launch: one thread (grid 1, block 1).

#include <stdint.h>

#include "mem_common.cuh"

__device__ __forceinline__ const void* ld_ca(const void* p) {
    const void* q;
    asm volatile("ld.global.ca.u64 %0, [%1];" : "=l"(q) : "l"(p) : "memory");
    return q;
}

__device__ __forceinline__ const void* ld_cg(const void* p) {
    const void* q;
    asm volatile("ld.global.cg.u64 %0, [%1];" : "=l"(q) : "l"(p) : "memory");
    return q;
}

#define FINE_STEPS 8

#define FINE_KERNEL(NAME, LD)                                                      \
extern "C" __global__ void NAME(const void* p, unsigned* lat, const void** sink) { \
    unsigned t[FINE_STEPS + 1];                                                    \
    p = LD(p);                                                                     \
    t[0] = clk();                                                                  \
    _Pragma("unroll")                                                              \
    for (int i = 1; i <= FINE_STEPS; ++i) {                                        \
        p = LD(p);                                                                 \
        t[i] = clk();                                                              \
    }                                                                              \
    for (int i = 0; i < FINE_STEPS; ++i) lat[i] = t[i + 1] - t[i];                 \
    *sink = p;                                                                     \
}

FINE_KERNEL(pchase_fine, ld_ca)
FINE_KERNEL(pchase_fine_cg, ld_cg)

#define SCAN_KERNEL(NAME, LD)                                                            \
extern "C" __global__ void NAME(const void* p, int n, unsigned* cyc, const void** sink) { \
    for (int i = 0; i < n; ++i) p = LD(p);                                               \
    p = LD(p);                                                                           \
    unsigned t0 = clk();                                                                 \
    for (int i = 0; i < n; ++i) p = LD(p);                                               \
    p = LD(p);                                                                           \
    unsigned t1 = clk();                                                                 \
    cyc[0] = t1 - t0;                                                                    \
    *sink = p;                                                                           \
}

SCAN_KERNEL(pchase_scan, ld_ca)
SCAN_KERNEL(pchase_scan_cg, ld_cg)
