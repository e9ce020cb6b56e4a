// SIMT divergence / reconvergence kernels for tests/exec/test_simt.py.
// Every kernel writes per-thread results that the test recomputes with numpy.
// Bodies are heavy enough (integer division, loops, calls) that nvcc -O3 emits real
// branches instead of predicating them (check for 'bra' in simt.ptx when editing).
// nvcc -arch=compute_75 -ptx -O3 simt.cu -o simt.ptx

#define GID (blockIdx.x * blockDim.x + threadIdx.x)

// if/else inside a warp: lanes take different sides depending on threadIdx.x % 3.
extern "C" __global__ void if_else(const int* in, int* out)
{
    int t = GID;
    int v = in[t];
    if (threadIdx.x % 3 == 0) {
        out[t] = 1000003 / (v + 1) + v;
    } else {
        out[t] = 7 * v - 1000033 % (v + 5);
    }
}

// Branches nested three deep on bits of the input.
extern "C" __global__ void nested(const int* in, int* out)
{
    int t = GID;
    int v = in[t];
    int r;
    if (v & 1) {
        if (v & 2) {
            if (v & 4) r = 1000003 / (v + 1);
            else r = 1000033 % (v + 3);
        } else {
            if (v & 4) r = 900001 / (v + 7) + 1;
            else r = -(800011 % (v + 9));
        }
    } else {
        if (v & 2) {
            if (v & 4) r = 700001 / (v + 11) * 3;
            else r = 600011 % (v + 13) - 5;
        } else {
            if (v & 4) r = 500009 / (v + 17) ^ 0x55;
            else r = v * v;
        }
    }
    out[t] = r;
}

// Per-lane trip counts (0 included) with continue and break.
extern "C" __global__ void loops(const int* trips, int* out)
{
    int t = GID;
    int n = trips[t];
    int acc = 0;
    for (int i = 0; i < n; ++i) {
        if (i % 3 == 1) continue;
        acc += i * i + (t & 7);
        if (acc > 5000) break;
    }
    out[t] = acc;
}

// Early return of some lanes (out of range, or v % 4 == 0); the rest count Collatz steps.
extern "C" __global__ void early_return(const int* in, int* out, int n)
{
    int t = GID;
    if (t >= n) return;
    int v = in[t];
    if (v % 4 == 0) return;
    int steps = 0;
    while (v != 1) {
        v = (v & 1) ? 3 * v + 1 : v / 2;
        ++steps;
    }
    out[t] = steps;
}

// A device function containing a loop ...
__device__ __noinline__ int dev_loop(int x)
{
    int s = 0;
    for (int i = 0; i <= (x & 15); ++i) s += i ^ x;
    return s;
}

// ... and one calling it (call chain kernel -> dev_outer -> dev_loop, 2 deep).
__device__ __noinline__ int dev_outer(int x)
{
    if (x & 1) return dev_loop(x) * 3;
    return x + 7;
}

// __noinline__ calls from divergent code, with return values.
extern "C" __global__ void calls(const int* in, int* out)
{
    int t = GID;
    int v = in[t];
    int r;
    if (threadIdx.x % 4 == 1) r = dev_outer(v);
    else if (threadIdx.x % 4 == 2) r = dev_loop(v + 1);
    else r = -v;
    out[t] = r;
}

// A divergent call followed by a warp-synchronous shuffle: the lanes that did not call
// must wait for the callers before the shuffle reads their registers.
extern "C" __global__ void call_then_shfl(const int* in, int* out)
{
    int t = GID;
    int v = in[t];
    if (threadIdx.x & 1) v = dev_outer(v);
    v += __shfl_xor_sync(0xffffffff, v, 1);
    out[t] = v;
}

// __syncthreads() after an if/else that has reconverged; then read other threads' values.
extern "C" __global__ void sync_after_if(const int* in, int* out)
{
    __shared__ int s[256];
    int tid = threadIdx.x;
    int v = in[GID];
    if (tid % 3 == 0) s[tid] = v * 2;
    else s[tid] = 1000003 / (v + 1);
    __syncthreads();
    out[GID] = s[blockDim.x - 1 - tid] + s[(tid + 1) % blockDim.x];
}

// Shared-memory tree reduction down to one warp; threads >= 32 exit after the last
// barrier and warp 0 finishes with shuffles (blockDim.x a power of two >= 64).
extern "C" __global__ void block_reduce(const int* in, int* out, int n)
{
    __shared__ int s[1024];
    int tid = threadIdx.x;
    int i = GID;
    int v = i < n ? in[i] : 0;
    s[tid] = v;
    __syncthreads();
    for (int k = blockDim.x / 2; k >= 32; k >>= 1) {
        if (tid < k) s[tid] += s[tid + k];
        __syncthreads();
    }
    if (tid >= 32) return;
    int x = s[tid];
    for (int o = 16; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffff, x, o);
    if (tid == 0) out[blockIdx.x] = x;
}

// Warp-synchronous shuffle and ballot after a divergent if/else has reconverged.
extern "C" __global__ void shfl_after_branch(const int* in, int* out)
{
    int t = GID;
    int v = in[t];
    if (v % 3 == 0) v = 1000003 / (v + 1);
    else v = 7 * v + 1000033 % (v + 2);
    int w = __shfl_xor_sync(0xffffffff, v, 5);
    unsigned b = __ballot_sync(0xffffffff, v & 1);
    out[2 * t] = w;
    out[2 * t + 1] = (int)b;
}

// 3-D blocks and grids: every thread records its ids.
extern "C" __global__ void index3d(int* out)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int z = blockIdx.z * blockDim.z + threadIdx.z;
    int W = gridDim.x * blockDim.x, H = gridDim.y * blockDim.y;
    int lin = (z * H + y) * W + x;
    unsigned lane;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
    out[4 * lin + 0] = threadIdx.x + 100 * threadIdx.y + 10000 * threadIdx.z;
    out[4 * lin + 1] = blockIdx.x + 100 * blockIdx.y + 10000 * blockIdx.z;
    out[4 * lin + 2] = blockDim.x + 100 * blockDim.y + 10000 * blockDim.z + 1000000 * (gridDim.x + gridDim.y + gridDim.z);
    out[4 * lin + 3] = lane;
}

// A __noinline__ function containing barriers, called by every thread of the CTA after
// divergent code (the barrier parks threads inside the callee).
__device__ __noinline__ int neighbour(int* s, int v)
{
    s[threadIdx.x] = v;
    __syncthreads();
    int r = s[(threadIdx.x + 1) % blockDim.x];
    __syncthreads();
    return r;
}

extern "C" __global__ void call_with_barrier(const int* in, int* out)
{
    __shared__ int s[256];
    int v = in[GID];
    if (v & 1) v = 1000003 / (v + 1);
    out[GID] = neighbour(s, v) - v;
}
