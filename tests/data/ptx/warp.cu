// Atomics, shuffles, vote, match, __syncthreads_count, __constant__, __device__ arrays with
// initializers (incl. pointers), volatile loads, __ldg, vectors, special registers.
// nvcc -arch=compute_80 -ptx warp.cu -o warp.ptx
// nvcc -arch=compute_80 -lineinfo -ptx warp.cu -o warp_lineinfo.ptx
__constant__ float coeffs[8] = {1.0f, 0.5f, 0.25f, 0.125f, -1.0f, 2.0f, 3.5f, 1e-3f};
__device__ int table[2][3] = {{1, 2, 3}, {4, 5, 6}};
__device__ double dtable[3] = {1.5, -2.25, 3.0};
__device__ int counter;
__device__ int* table_ptr = &table[1][0];
__device__ unsigned long long ticks[4];

__device__ __forceinline__ unsigned lanemask_lt() { unsigned r; asm("mov.u32 %0, %%lanemask_lt;" : "=r"(r)); return r; }

__device__ __forceinline__ unsigned laneid() { unsigned r; asm volatile("mov.u32 %0, %%laneid;" : "=r"(r)); return r; }

__global__ void kwarp(const float4* __restrict__ in, float* out, int* flags, volatile int* vflag)
{
    __shared__ float red[32];
    int tid = threadIdx.x;
    float4 v = __ldg(&in[blockIdx.x * blockDim.x + tid]);
    float s = v.x * coeffs[0] + v.y * coeffs[1] + v.z * coeffs[2] + v.w * coeffs[3];
    for (int o = 16; o > 0; o >>= 1)
        s += __shfl_down_sync(0xffffffff, s, o);
    s += __shfl_xor_sync(0xffffffff, s, 3);
    unsigned ballot = __ballot_sync(0xffffffff, s > 0.0f);
    int all = __all_sync(0xffffffff, s > 1.0f);
    unsigned m = __match_any_sync(0xffffffff, (int)s);
    if ((tid & 31) == 0) red[tid / 32] = s;
    int cnt = __syncthreads_count(s > 0.0f);
    atomicAdd(&counter, cnt);
    atomicMax(flags + 1, (int)ballot);
    atomicCAS(flags + 2, 0, all);
    atomicAdd(out + 1, s);
    atomicExch(flags + 3, m);
    while (*vflag == 0) { }
    ticks[tid & 3] = clock64();
    out[blockIdx.x * blockDim.x + tid] = red[tid % 32] + table_ptr[tid % 3] + dtable[tid % 3] + (float)lanemask_lt();
}

__global__ void kspecial(unsigned* out)
{
    unsigned smid, warpid;
    asm("mov.u32 %0, %%smid;" : "=r"(smid));
    asm("mov.u32 %0, %%warpid;" : "=r"(warpid));
    out[threadIdx.x] = laneid() + smid + warpid + threadIdx.y * blockDim.z + gridDim.y;
}
