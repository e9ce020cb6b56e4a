// Faulting kernels for tests/test_errors.py (each fault is reported, never hung on).
// nvcc -arch=compute_75 -ptx -O3 errors.cu -o errors.ptx

// global read / write at an index shifted by 'off' (out of bounds when off is large)
extern "C" __global__ void read_at(const float* a, float* b, int off)
{
    b[threadIdx.x] = a[threadIdx.x + off];
}

extern "C" __global__ void write_at(float* a, int off)
{
    a[threadIdx.x + off] = 1.0f;
}

// ld.global.f32 at a byte offset (misaligned unless off % 4 == 0)
extern "C" __global__ void load_f32_at(const char* a, float* out, int off)
{
    out[threadIdx.x] = *(const float*)(a + off + 4 * threadIdx.x);
}

// ld.global.v4.f32 at a byte offset (needs 16-byte alignment)
extern "C" __global__ void load_v4_at(const char* a, float4* out, int off)
{
    out[threadIdx.x] = *(const float4*)(a + off + 16 * threadIdx.x);
}

// shared-memory store at an index shifted by 'off'
extern "C" __global__ void shared_at(float* out, int off)
{
    __shared__ float s[64];
    s[threadIdx.x + off] = (float)threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}

// a per-thread array with a dynamic index lives in local memory
extern "C" __global__ void local_at(const int* in, int* out, int idx)
{
    int a[8];
    for (int i = 0; i < 8; ++i) a[i] = in[i] * (int)threadIdx.x;
    out[threadIdx.x] = a[idx];
}

extern "C" __global__ void trap_if(int* out, int who)
{
    if ((int)threadIdx.x == who) __trap();
    out[threadIdx.x] = 1;
}

// Threads >= 32 return before the barrier the others wait at.
extern "C" __global__ void exit_before_bar(int* out)
{
    __shared__ int s[64];
    if (threadIdx.x >= 32) return;
    s[threadIdx.x] = (int)threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x ^ 1];
}

// Only threads < 16 reach the barrier.
extern "C" __global__ void divergent_bar(int* out)
{
    if (threadIdx.x < 16) __syncthreads();
    out[threadIdx.x] = (int)threadIdx.x;
}

// A by-value struct argument (an aligned .b8 array in PTX).
struct Pair { double scale; int n; };
extern "C" __global__ void by_value(Pair p, float* out)
{
    if ((int)threadIdx.x < p.n) out[threadIdx.x] = (float)(p.scale * threadIdx.x);
}

// Big static shared memory: 40 KiB (fits), plus whatever dynamic memory the launch asks.
extern "C" __global__ void big_shared(float* out)
{
    __shared__ float s[10240];
    s[threadIdx.x] = 1.0f;
    __syncthreads();
    out[threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x];
}
