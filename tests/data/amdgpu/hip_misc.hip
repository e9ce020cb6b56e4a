// More everyday HIP device code (clang-19 -O3, gfx90a and gfx942), checked against numpy by
// tests/exec/amdgpu/test_amdgpu_hip_misc.py: 64- and 32-bit integer division and remainder (LLVM's
// expansions), dynamic LDS, f32 transcendentals and pow, f64 sqrt/division/floor, bit
// counting and reversal, byte vectors and half2 loads, ballot and ds_swizzle, 64-bit integer
// arithmetic, float/int conversions (incl. D16 and 16-bit ones), f16 math, a float
// atomicAdd that LLVM's atomic optimizer turns into a wave reduction, LDS and global atomics
// (u32 max, f32 add, xchg; f32/f64 max/min as CAS loops, inc, packed f16 add), a switch,
// fmed3/copysign/round/ldexp/nontemporal accesses, packed 16-bit integers, and a private
// array LLVM keeps in registers (packed f32 math with inline constants).
#include "hip_minimal.h"
typedef __SIZE_TYPE__ size_t;
typedef unsigned char uchar4_t __attribute__((ext_vector_type(4)));
typedef float float4_t __attribute__((ext_vector_type(4)));
typedef _Float16 half2_t __attribute__((ext_vector_type(2)));
extern "C" __global__ void sum_atomic(float* out, const float* in, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) __hip_atomic_fetch_add(out, in[i], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
extern "C" __global__ void int64_div(long long* out, const long long* a, const long long* b, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) { out[i] = a[i] / b[i]; out[n + i] = a[i] % b[i]; out[2*n+i] = (unsigned long long)a[i] / (unsigned)b[i]; }
}
extern "C" __global__ void int32_divmod(int* out, const int* a, const int* b, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) { out[i] = a[i] / b[i]; out[n + i] = a[i] % b[i]; out[2*n+i] = (unsigned)a[i] / 7u; out[3*n+i] = a[i] % 13; }
}
extern "C" __global__ void dyn_shared(float* out, const float* in, int n) {
  extern __shared__ float sh[];
  int t = threadIdx_x();
  sh[t] = in[blockIdx_x() * blockDim_x() + t];
  __syncthreads();
  out[blockIdx_x() * blockDim_x() + t] = sh[blockDim_x() - 1 - t];
}
extern "C" __global__ void transcend(float* out, const float* in, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) {
    float x = in[i];
    out[i] = __builtin_sinf(x) + __builtin_cosf(x);
    out[n+i] = __builtin_logf(__builtin_fabsf(x) + 1.f);
    out[2*n+i] = __builtin_powf(__builtin_fabsf(x), 1.7f);

    out[4*n+i] = __builtin_exp2f(x) + __builtin_log2f(__builtin_fabsf(x)+2.f);
  }
}
extern "C" __global__ void dmath(double* out, const double* in, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) { double x = in[i]; out[i] = __builtin_sqrt(__builtin_fabs(x)) + x / 3.0; out[n+i] = __builtin_floor(x * 2.5); }
}
extern "C" __global__ void bits(unsigned* out, const unsigned* in, const unsigned long long* in64, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) {
    unsigned x = in[i];
    out[i] = __builtin_popcount(x) + __builtin_clz(x | 1) * 3 + __builtin_ffs(x) * 7;
    out[n+i] = __builtin_popcountll(in64[i]) + __builtin_clzll(in64[i] | 1);
    out[2*n+i] = __builtin_bitreverse32(x) ^ __builtin_bswap32(x);
    out[3*n+i] = (unsigned)(in64[i] >> (x & 63)) + (unsigned)((long long)in64[i] >> 7);
  }
}
extern "C" __global__ void vec_bytes(float4_t* out, const uchar4_t* in, const half2_t* h, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) { uchar4_t v = in[i]; half2_t hv = h[i]; out[i] = (float4_t){(float)v.x, (float)v.y + (float)hv.x, (float)v.z * (float)hv.y, (float)(v.w >> 1)}; }
}
extern "C" __global__ void ballot_shfl(unsigned long long* out, const float* in, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  float x = i < n ? in[i] : 0.f;
  unsigned long long b = __builtin_amdgcn_ballot_w64(x > 0.f);
  float y = __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, x), 0x041F));
  if (i < n) { out[i] = b; out[n + i] = (unsigned long long)(unsigned)__builtin_bit_cast(unsigned, y); }
}
extern "C" __global__ void i64math(long long* out, const long long* a, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) { long long x = a[i]; out[i] = x * 1234567891011LL + (x < 0 ? -x : x); out[n+i] = x > 5 ? x : 5; out[2*n+i] = (long long)((unsigned long long)x * (unsigned long long)x >> 3); }
}
extern "C" __global__ void float_conv(int* out, const float* in, const double* d, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) { out[i] = (int)__builtin_rintf(in[i]); out[n+i] = (unsigned)in[i]; out[2*n+i] = (int)(long long)d[i]; out[3*n+i] = (int)(in[i] * 3.0); out[4*n+i] = (short)in[i] + (signed char)in[i]; }
}
extern "C" __global__ void f16conv(_Float16* out, const float* in, const double* d, const int* k, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) { out[i] = (_Float16)in[i]; out[n+i] = (_Float16)d[i]; out[2*n+i] = (_Float16)k[i]; out[3*n+i] = (_Float16)(unsigned short)k[i]; _Float16 h = (_Float16)in[i]; out[4*n+i] = (_Float16)((int)h + (short)h); }
}
extern "C" __global__ void hmath(_Float16* out, const _Float16* a, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) { _Float16 x = a[i]; out[i] = x / (_Float16)3.0f; out[n+i] = __builtin_sqrtf16(__builtin_fabsf16(x)); out[2*n+i] = (_Float16)__builtin_expf((float)x); out[3*n+i] = __builtin_floorf16(x) + __builtin_ceilf16(x);}
}

// ---- second batch --------------------------------------------------------------------
typedef short short2_t __attribute__((ext_vector_type(2)));
extern "C" __global__ void lds_atomics(int* out, const int* in, int n) {
  __shared__ int s[8]; __shared__ float sf[8]; __shared__ unsigned su[8];
  int t = threadIdx_x();
  if (t < 8) { s[t] = 0; sf[t] = 0; su[t] = 0; }
  __syncthreads();
  int v = in[blockIdx_x() * blockDim_x() + t];
  __hip_atomic_fetch_add(&s[v & 7], v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __hip_atomic_fetch_max(&su[v & 7], (unsigned)v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __hip_atomic_fetch_add(&sf[v & 7], 0.5f, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  int old = __hip_atomic_exchange(&s[(v + 1) & 7], v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __syncthreads();
  if (t < 8) { out[blockIdx_x() * 24 + t] = s[t]; out[blockIdx_x() * 24 + 8 + t] = su[t]; out[blockIdx_x() * 24 + 16 + t] = (int)sf[t]; }
  out[1000 + blockIdx_x() * blockDim_x() + t] = old;
}
extern "C" __global__ void global_atomics2(float* f, double* d, unsigned* u, half2_t* h, const float* in, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i >= n) return;
  float x = in[i];
  __hip_atomic_fetch_max(f, x, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  __hip_atomic_fetch_min(f + 1, x, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  __hip_atomic_fetch_max(d, (double)x, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  __hip_atomic_fetch_add(u, 1u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  __builtin_amdgcn_atomic_inc32(u + 1, 100u, __ATOMIC_RELAXED, "agent");
  __builtin_amdgcn_global_atomic_fadd_v2f16(h, (half2_t){(_Float16)1.0f, (_Float16)0.5f});
}
extern "C" __global__ void switchy(int* out, const int* in, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i >= n) return;
  int v = in[i], r;
  switch (v & 7) { case 0: r = v * 3; break; case 1: r = v ^ 0x55; break; case 2: r = v - 7; break; case 3: r = v >> 2; break;
                   case 4: r = -v; break; case 5: r = v | 1; break; case 6: r = v * v; break; default: r = 42; }
  out[i] = r;
}
extern "C" __global__ void med_misc(float* out, const float* in, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i >= n) return;
  float x = __builtin_nontemporal_load(in + i);
  out[i] = __builtin_amdgcn_fmed3f(x, -1.f, 1.f) + __builtin_fminf(x, 0.25f) + __builtin_copysignf(2.f, x) + __builtin_amdgcn_fractf(x) + __builtin_amdgcn_ldexpf(x, 3) + __builtin_roundf(x) + __builtin_fmaf(x, x, 1.f);
  __builtin_nontemporal_store(x * 2, out + n + i);
}
extern "C" __global__ void shorts(short2_t* out, const short2_t* a, const short2_t* b, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i >= n) return;
  short2_t x = a[i], y = b[i];
  out[i] = x * y + (x >> 1) - y;
  out[n + i] = (short2_t){(short)(x.x < y.x ? x.x : y.x), (short)(x.y > y.y ? x.y : y.y)};
}
extern "C" __global__ void __launch_bounds__(64) spill(float* out, const float* in, int n, int k) {
  float acc[64];
  int i = threadIdx_x();
  for (int j = 0; j < 64; ++j) acc[j] = in[(i + j * k) % n];
  for (int r = 0; r < 4; ++r) for (int j = 0; j < 64; ++j) acc[(j * 7 + r) & 63] += acc[j] * 0.5f;
  float s = 0; for (int j = 0; j < 64; ++j) s += acc[j] * (j + 1);
  out[i] = s;
}
