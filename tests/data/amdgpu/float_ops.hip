// Ordinary float code as LLVM expands it: IEEE division (v_div_scale / v_rcp / v_div_fmas /
// v_div_fixup), square roots (v_sqrt_f32 with scaling, v_rsq_f64 refinement), f16
// division (v_div_fixup_f16; v_fma_mixlo_f16 on gfx942), fmod, rounding, integer division
// through the float reciprocal (v_rcp_iflag_f32), 64-bit integer division.
#include "hip_minimal.h"

extern "C" __global__ void divide_f32(const float* a, const float* b, float* c, int n) {
  unsigned i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) c[i] = a[i] / b[i];
}

extern "C" __global__ void divide_f64(const double* a, const double* b, double* c, int n) {
  unsigned i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) c[i] = a[i] / b[i];
}

extern "C" __global__ void divide_f16(const _Float16* a, const _Float16* b, _Float16* c, int n) {
  unsigned i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) c[i] = a[i] / b[i];
}

extern "C" __global__ void misc_f32(const float* a, const float* b, float* c, int n) {
  unsigned i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i >= n) return;
  float x = a[i], y = b[i];
  c[4 * i + 0] = __builtin_sqrtf(__builtin_fabsf(x));
  c[4 * i + 1] = __builtin_fmodf(x, y);
  c[4 * i + 2] = __builtin_floorf(x) + __builtin_roundf(y);
  c[4 * i + 3] = 1.0f / y;
}

extern "C" __global__ void misc_f64(const double* a, const double* b, double* c, long* d, int n) {
  unsigned i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i >= n) return;
  double x = a[i], y = b[i];
  c[2 * i + 0] = __builtin_sqrt(__builtin_fabs(x));
  c[2 * i + 1] = 1.0 / y;
  long p = (long)x, q = (long)y | 1;
  d[2 * i] = p / q;
  d[2 * i + 1] = (long)((unsigned long)p % (unsigned long)q);
}

extern "C" __global__ void int_div(const int* a, const int* b, int* c, int n) {
  unsigned i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i >= n) return;
  c[2 * i] = a[i] / b[i];
  c[2 * i + 1] = (int)((unsigned)a[i] % (unsigned)b[i]);
}
