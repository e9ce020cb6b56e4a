// Small kernels whose PTX shows the exact instruction spellings nvcc uses for the
// operations tests/exec/test_semantics_nvcc.py checks (integer intrinsics, float
// rounding intrinsics and conversions, warp intrinsics, atomics, barrier reductions,
// sub-word and vector memory accesses, local and generic addressing).
// nvcc -arch=compute_75 -ptx semantics.cu -o semantics.ptx
#include <cuda_fp16.h>

extern "C" __global__ void k_int(int* out, const int* a, const int* b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int x = a[i], y = b[i];
    unsigned ux = (unsigned)x, uy = (unsigned)y;
    int* o = out + 16 * i;
    o[0] = __mulhi(x, y);
    o[1] = (int)__umulhi(ux, uy);
    o[2] = y != 0 ? x / y : 0;
    o[3] = y != 0 ? x % y : 0;
    o[4] = (int)__brev(ux);
    o[5] = __clz(x);
    o[6] = __popc(ux);
    o[7] = __ffs(x);
    o[8] = (int)__byte_perm(ux, uy, 0x7251);
    o[9] = (int)__funnelshift_l(ux, uy, uy);
    o[10] = (int)__funnelshift_rc(ux, uy, uy);
    o[11] = (int)__sad(x, y, 7u);
    o[12] = max(x, y) - min(x, y);
    o[13] = abs(x);
    long long w = (long long)x * y;
    o[14] = (int)(w >> 32) ^ (int)w;
    o[15] = (x >> (uy & 31)) + (int)(ux >> (uy & 31)) + (x << (uy & 31));
}

extern "C" __global__ void k_float(float* out, int* iout, const float* a, const float* b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = a[i], y = b[i];
    float* o = out + 12 * i;
    o[0] = __fadd_rz(x, y);
    o[1] = __fmul_ru(x, y);
    o[2] = __fdiv_rd(x, y);
    o[3] = __fsqrt_rn(fabsf(x));
    o[4] = __frcp_rz(y);
    o[5] = __fmaf_rn(x, y, 1.0f);
    o[6] = fminf(x, y);
    o[7] = fmaxf(x, y);
    o[8] = __saturatef(x);
    o[9] = __double2float_rz((double)x * (double)y);
    o[10] = __half2float(__float2half_rn(x));
    o[11] = __int2float_ru(__float2int_rz(x) | 0x1000001);
    int* p = iout + 4 * i;
    p[0] = __float2int_rn(x);
    p[1] = (int)__float2uint_rz(y);
    p[2] = (int)__float2ll_rd(x * 1e9f);
    p[3] = __float_as_int(-x);
}

extern "C" __global__ void k_warp(unsigned* out, const int* a)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = a[i];
    unsigned* o = out + 10 * i;
    o[0] = __shfl_up_sync(0xffffffff, v, 3);
    o[1] = __shfl_down_sync(0xffffffff, v, 2, 16);
    o[2] = __shfl_xor_sync(0xffffffff, v, 5);
    o[3] = __shfl_sync(0xffffffff, v, (v & 7), 8);
    o[4] = __ballot_sync(0xffffffff, v & 1);
    o[5] = __any_sync(0xffffffff, v > 1000) + 2 * __all_sync(0xffffffff, v >= 0);
    o[6] = __match_any_sync(0xffffffff, v & 3);
    o[7] = __syncthreads_count(v & 2);
    o[8] = __syncthreads_and(v >= 0) + 2 * __syncthreads_or(v == 5);
    unsigned m = 0;
    if (v & 1) m = __activemask();
    o[9] = m;
}

extern "C" __global__ void k_atomic(int* gi, unsigned long long* gu, float* gf, double* gd, int* olds, const int* a)
{
    __shared__ int s[4];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    int v = a[i];
    if (t < 4) s[t] = 0;
    __syncthreads();
    olds[i] = atomicAdd(&gi[0], v);
    atomicAdd(&gu[0], (unsigned long long)v << 20);
    atomicAdd(&gf[0], (float)v);
    atomicAdd(&gd[0], (double)v * 0.5);
    atomicMax(&gi[1], v);
    atomicMin(&gi[2], v);
    atomicAnd(&gi[3], ~(1 << (v & 31)));
    atomicOr(&gi[4], 1 << (v & 31));
    atomicXor(&gi[5], v);
    atomicInc((unsigned*)&gi[6], 17u);
    atomicDec((unsigned*)&gi[7], 5u);
    atomicExch(&gi[8], v);
    atomicCAS(&gi[9], v - 1, v);
    atomicAdd(&s[t & 3], v);
    __syncthreads();
    atomicMax(&s[(t + 1) & 3], v);
    __syncthreads();
    if (t < 4) atomicAdd(&gi[10 + t], s[t]);
}

__device__ __noinline__ int read_generic(const int* p, int k) { return p[k]; }

extern "C" __global__ void k_data(int* out, const signed char* sc, const unsigned char* uc, const short* ss,
                                  const uchar4* u4, const double2* d2, int n)
{
    __shared__ int sh[64];
    int local[16];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    sh[threadIdx.x] = i * 3;
    for (int k = 0; k < 16; ++k) local[k] = i + k;
    __syncthreads();
    uchar4 q = u4[i];
    double2 d = d2[i];
    int* o = out + 8 * i;
    o[0] = sc[i];
    o[1] = uc[i];
    o[2] = ss[i];
    o[3] = q.x + 2 * q.y + 4 * q.z + 8 * q.w;
    o[4] = (int)(d.x - d.y);
    o[5] = local[(i * 7) & 15];
    o[6] = read_generic(sh, (threadIdx.x + 1) % blockDim.x);
    o[7] = read_generic(out, 8 * i);
}
