// Integer, float, double and half arithmetic as clang -O3 compiles it (SDWA byte/word
// sign extension, integer division sequences, f16 conversions, 64-bit products), for a
// numpy comparison in tests/runtime/test_amdgpu.py.
#include "hip_minimal.h"
extern "C" __global__ void alu_mix(const int* x, const int* y, const float* f, const double* d, int* oi, float* of, double* od) {
  unsigned i = blockIdx_x() * blockDim_x() + threadIdx_x();
  int a = x[i], b = y[i];
  unsigned ua = a, ub = b;
  float fa = f[i], fb = f[i + 64];
  double da = d[i];
  oi[i * 16 + 0] = a * b + (a >> 3) - (ua >> 5);
  oi[i * 16 + 1] = __builtin_popcount(ua) + __builtin_clz(ua | 1) + __builtin_ctz(ub | 0x100);
  oi[i * 16 + 2] = (int)(((long long)a * b) >> 32);
  oi[i * 16 + 3] = (a < b ? a : b) ^ (ua > ub ? ua : ub);
  oi[i * 16 + 4] = a / 7 + ua % 13;
  oi[i * 16 + 5] = (int)(ua / (ub | 1));
  oi[i * 16 + 6] = (int)fa + (int)(unsigned)__builtin_fabsf(fb);
  oi[i * 16 + 7] = a < 0 ? -a : a;
  oi[i * 16 + 8] = (ua << (ub & 31)) | (ua >> ((32 - ub) & 31));
  oi[i * 16 + 9] = (short)a + (signed char)b;
  of[i * 8 + 0] = __builtin_fmaf(fa, fb, 1.5f);
  of[i * 8 + 1] = __builtin_fminf(fa, fb) + __builtin_fmaxf(fa, fb) * 2.0f;
  of[i * 8 + 2] = (float)a * 0.25f + (float)ua;
  of[i * 8 + 3] = __builtin_floorf(fa) + __builtin_ceilf(fb) + __builtin_truncf(fa * 3.3f) + __builtin_rintf(fb * 7.1f);
  of[i * 8 + 4] = fa > fb ? fa - fb : fb * fa;
  of[i * 8 + 5] = (float)(_Float16)fa + (float)((_Float16)fb * (_Float16)fa);
  of[i * 8 + 6] = __builtin_copysignf(fa, fb) + __builtin_fabsf(fb);
  od[i * 4 + 0] = da * 4.0 + (double)fa;
  od[i * 4 + 1] = __builtin_fma(da, da, -1.0);
  od[i * 4 + 2] = (double)(long long)a + (double)(int)da;
  od[i * 4 + 3] = __builtin_fmin(da, (double)fb);
}
