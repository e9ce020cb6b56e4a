// Ordinary HIP kernels as people write them, compiled with clang-19 -O3 for gfx90a and
// gfx942: softmax and layer norm over rows (LDS reductions, expf, rsqrt), a tiled transpose
// through LDS, a block prefix scan with __shfl_up (ds_bpermute), atomics of several types,
// and half / bfloat16 arithmetic. The few HIP device functions used are written here with
// the clang builtins HIP's own headers use (no ROCm installation).
#include "hip_minimal.h"
typedef __SIZE_TYPE__ size_t;

static __device__ inline unsigned threadIdx_y() { return __builtin_amdgcn_workitem_id_y(); }
static __device__ inline unsigned blockIdx_y() { return __builtin_amdgcn_workgroup_id_y(); }
static __device__ inline unsigned lane_id() {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}
// HIP's __shfl_up / __shfl_xor (amd_warp_functions.h): ds_bpermute with a byte address
static __device__ inline float shfl_up(float v, unsigned delta) {
  int self = lane_id();
  int src = self >= (int)delta ? self - (int)delta : self;
  return __builtin_bit_cast(float, __builtin_amdgcn_ds_bpermute(src << 2, __builtin_bit_cast(int, v)));
}
static __device__ inline float shfl_xor(float v, int mask) {
  int src = lane_id() ^ mask;
  return __builtin_bit_cast(float, __builtin_amdgcn_ds_bpermute(src << 2, __builtin_bit_cast(int, v)));
}
static __device__ inline float wave_sum(float v) {
  for (int m = 32; m > 0; m >>= 1) v += shfl_xor(v, m);
  return v;
}
static __device__ inline float wave_max(float v) {
  for (int m = 32; m > 0; m >>= 1) v = __builtin_fmaxf(v, shfl_xor(v, m));
  return v;
}

// ---- softmax over rows of length n (one 256-thread workgroup per row) ----------------------
extern "C" __global__ void __launch_bounds__(256) softmax_rows(float* out, const float* in, int n) {
  __shared__ float red[4];
  const float* x = in + (size_t)blockIdx_x() * n;
  float* y = out + (size_t)blockIdx_x() * n;
  unsigned t = threadIdx_x(), w = t / 64;
  float m = -__builtin_inff();
  for (int j = t; j < n; j += 256) m = __builtin_fmaxf(m, x[j]);
  m = wave_max(m);
  if (lane_id() == 0) red[w] = m;
  __syncthreads();
  m = __builtin_fmaxf(__builtin_fmaxf(red[0], red[1]), __builtin_fmaxf(red[2], red[3]));
  __syncthreads();
  float s = 0.f;
  for (int j = t; j < n; j += 256) s += __builtin_expf(x[j] - m);
  s = wave_sum(s);
  if (lane_id() == 0) red[w] = s;
  __syncthreads();
  s = red[0] + red[1] + red[2] + red[3];
  float inv = 1.0f / s;
  for (int j = t; j < n; j += 256) y[j] = __builtin_expf(x[j] - m) * inv;
}

// ---- layer norm over rows (one workgroup per row) -----------------------------------------
extern "C" __global__ void __launch_bounds__(256) layernorm_rows(float* out, const float* in, const float* gamma,
                                                                 const float* beta, int n, float eps) {
  __shared__ float red[2][4];
  const float* x = in + (size_t)blockIdx_x() * n;
  float* y = out + (size_t)blockIdx_x() * n;
  unsigned t = threadIdx_x(), w = t / 64;
  float s = 0.f, q = 0.f;
  for (int j = t; j < n; j += 256) {
    float v = x[j];
    s += v;
    q += v * v;
  }
  s = wave_sum(s);
  q = wave_sum(q);
  if (lane_id() == 0) {
    red[0][w] = s;
    red[1][w] = q;
  }
  __syncthreads();
  float mean = (red[0][0] + red[0][1] + red[0][2] + red[0][3]) / n;
  float var = (red[1][0] + red[1][1] + red[1][2] + red[1][3]) / n - mean * mean;
  float rstd = 1.0f / __builtin_sqrtf(var + eps);
  for (int j = t; j < n; j += 256) y[j] = (x[j] - mean) * rstd * gamma[j] + beta[j];
}

// ---- tiled transpose through LDS (32x32 tiles, padded against bank conflicts) -------------
extern "C" __global__ void __launch_bounds__(256) transpose_lds(float* out, const float* in, int rows, int cols) {
  __shared__ float tile[32][33];
  unsigned tx = threadIdx_x(), ty = threadIdx_y();      // block 32 x 8
  unsigned bx = blockIdx_x() * 32, by = blockIdx_y() * 32;
  for (int k = 0; k < 32; k += 8) {
    unsigned r = by + ty + k, c = bx + tx;
    if (r < (unsigned)rows && c < (unsigned)cols) tile[ty + k][tx] = in[(size_t)r * cols + c];
  }
  __syncthreads();
  for (int k = 0; k < 32; k += 8) {
    unsigned r = bx + ty + k, c = by + tx;             // output is cols x rows
    if (r < (unsigned)cols && c < (unsigned)rows) out[(size_t)r * rows + c] = tile[tx][ty + k];
  }
}

// ---- block inclusive scan: __shfl_up within waves, wave totals through LDS -----------------
extern "C" __global__ void __launch_bounds__(256) block_scan(float* out, const float* in, int n) {
  __shared__ float totals[4];
  unsigned t = threadIdx_x(), i = blockIdx_x() * 256 + t, lane = lane_id(), w = t / 64;
  float v = i < (unsigned)n ? in[i] : 0.f;
  for (unsigned d = 1; d < 64; d <<= 1) {
    float u = shfl_up(v, d);
    if (lane >= d) v += u;
  }
  if (lane == 63) totals[w] = v;
  __syncthreads();
  for (unsigned k = 0; k < w; ++k) v += totals[k];
  if (i < (unsigned)n) out[i] = v;
}

// ---- atomics of several types ---------------------------------------------------------------
extern "C" __global__ void __launch_bounds__(256) atomics_mix(int* ci, unsigned* cu, float* cf, double* cd,
                                                              unsigned long long* c64, const int* keys, int n) {
  unsigned i = blockIdx_x() * 256 + threadIdx_x();
  if (i >= (unsigned)n) return;
  int k = keys[i];
  int b = k & 15;
  __hip_atomic_fetch_add(&ci[b], k, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  __hip_atomic_fetch_max(&ci[16 + b], k, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  __hip_atomic_fetch_min(&ci[32 + b], k, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  __hip_atomic_fetch_max(&cu[b], (unsigned)k * 2654435761u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  __hip_atomic_fetch_or(&cu[16 + b], 1u << (k & 31), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  __hip_atomic_fetch_add(&cf[b], (float)(k & 1023) * 0.25f, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  __hip_atomic_fetch_add(&cd[b], (double)k * 0.5, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  __hip_atomic_fetch_add(&c64[b], (unsigned long long)(unsigned)k << 20, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  // float max by compare-and-swap (what atomicMax(float*) compiles to without the builtin)
  float f = (float)k;
  unsigned* p = (unsigned*)&cf[16 + b];
  unsigned old = *p, assumed;
  do {
    assumed = old;
    float cur = __builtin_bit_cast(float, assumed);
    if (cur >= f) break;
    old = __hip_atomic_compare_exchange_strong(p, &assumed, __builtin_bit_cast(unsigned, f), __ATOMIC_RELAXED,
                                               __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT) ? assumed : assumed;
  } while (old != assumed || __builtin_bit_cast(float, *p) < f);
}

// ---- half and bfloat16 arithmetic ---------------------------------------------------------
typedef _Float16 half2_t __attribute__((ext_vector_type(2)));

extern "C" __global__ void __launch_bounds__(256) half_bf16_math(_Float16* oh, half2_t* oh2, unsigned short* ob,
                                                                 const _Float16* a, const _Float16* b,
                                                                 const unsigned short* ba, const unsigned short* bb,
                                                                 int n) {
  unsigned i = blockIdx_x() * 256 + threadIdx_x();
  if (i >= (unsigned)n) return;
  _Float16 x = a[i], y = b[i];
  oh[i] = x * y + x - y;                                     // f16 mul/add/sub
  oh[n + i] = x > y ? x : y;                                 // f16 compare/select
  half2_t v = {x, y};
  half2_t u = {y, (_Float16)1.5f};
  oh2[i] = v * u + v;                                        // packed f16
  __bf16 p = __builtin_bit_cast(__bf16, ba[i]);
  __bf16 q = __builtin_bit_cast(__bf16, bb[i]);
  ob[i] = __builtin_bit_cast(unsigned short, (__bf16)(p * q + p));   // bf16 arithmetic (via f32)
  ob[n + i] = __builtin_bit_cast(unsigned short, (__bf16)((float)x + (float)p));
}
