// mem_common.cuh -- shared by the memory microbenchmarks (mem_*.cu).
#pragma once

// The SM clock, as the seeds read it (mov.u32 %r, %clock): volatile, so that nvcc keeps
// it in program order among the volatile loads it brackets.
__device__ __forceinline__ unsigned clk() {
    unsigned c;
    asm volatile("mov.u32 %0, %%clock;" : "=r"(c) :: "memory");
    return c;
}
