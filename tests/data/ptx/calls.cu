// Device functions (call/ret, .param return values), printf, structs by value,
// __launch_bounds__, dynamic shared memory.
// nvcc -arch=compute_75 -ptx calls.cu -o calls.ptx
// nvcc -arch=compute_75 -G -ptx calls.cu -o calls_G.ptx
// nvcc -arch=compute_90 -rdc=true -ptx calls.cu -o calls_rdc.ptx
#include <cstdio>

struct Params {
    double scale;
    int n;
    float bias;
    int pad[2];
};

__device__ __noinline__ float axpy1(float a, float x, float y) { return a * x + y; }

__device__ __noinline__ Params twice(Params p)
{
    p.scale *= 2.0;
    p.n *= 2;
    return p;
}

__device__ __noinline__ void report(int i, float v)
{
    printf("i=%d v=%f\n", i, v);
}

extern __shared__ float dyn_smem[];

__global__ void __launch_bounds__(256, 2)
kcall(Params p, float* __restrict__ out, const float* in)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    dyn_smem[threadIdx.x] = in[i];
    __syncthreads();
    Params q = twice(p);
    float v = axpy1((float)q.scale, dyn_smem[(threadIdx.x + 1) % blockDim.x], q.bias);
    if (i < q.n) out[i] = v;
    if (i == 0) report(i, v);
}

__global__ void __launch_bounds__(128) hello()
{
    printf("hello from %d %d\n", threadIdx.x, blockIdx.x);
}
