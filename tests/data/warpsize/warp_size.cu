// A kernel that uses warpSize (nvcc writes "mov.u32 %r, WARP_SZ;") and reads special
// registers through inline PTX, for tests/isa/test_ptx_predefined.py.
// Regenerate: nvcc -ptx -arch=sm_75 warp_size.cu -o warp_size.ptx
#include <cstdint>

__device__ __forceinline__ unsigned lanemask_lt() {
    unsigned m;
    asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(m));
    return m;
}

__device__ __forceinline__ unsigned nwarpid() {
    unsigned m;
    asm volatile("mov.u32 %0, %%nwarpid;" : "=r"(m));
    return m;
}

__device__ __forceinline__ unsigned dynamic_smem() {
    unsigned m;
    asm volatile("mov.u32 %0, %%dynamic_smem_size;" : "=r"(m));
    return m;
}

// out[i*6 + 0..5]: lane, warp, warp sum of in[], lanes below me (popc of lanemask_lt),
// warpSize itself, dynamic shared memory size
extern "C" __global__ void warp_info(const unsigned *in, unsigned *out, unsigned *meta, int n) {
    extern __shared__ unsigned dyn[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned lane = threadIdx.x % warpSize;
    unsigned warp = threadIdx.x / warpSize;
    unsigned v = i < n ? in[i] : 0u;
    dyn[threadIdx.x] = v;
    for (int off = warpSize / 2; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    v = __shfl_sync(0xffffffffu, v, 0);
    if (i < n) {
        out[i * 6 + 0] = lane;
        out[i * 6 + 1] = warp;
        out[i * 6 + 2] = v;
        out[i * 6 + 3] = __popc(lanemask_lt());
        out[i * 6 + 4] = warpSize;
        out[i * 6 + 5] = dynamic_smem() + dyn[threadIdx.x] * 0;
    }
    if (i == 0)
        meta[0] = nwarpid() > 0;
}
