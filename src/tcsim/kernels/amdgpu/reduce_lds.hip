// Per-workgroup sum in LDS: a tree reduction with s_barrier between the steps; the
// 'if (t < s)' steps are divergent branches (EXEC masking) once s < 64.
#include "hip_minimal.h"

#define BLOCK 256

extern "C" __global__ void __launch_bounds__(BLOCK) reduce_lds(const float* x, float* out, int n) {
  __shared__ float s[BLOCK];
  unsigned t = threadIdx_x();
  unsigned i = blockIdx_x() * BLOCK + t;
  s[t] = (i < (unsigned)n) ? x[i] : 0.0f;
  __syncthreads();
  for (unsigned step = BLOCK / 2; step > 0; step >>= 1) {
    if (t < step) s[t] += s[t + step];
    __syncthreads();
  }
  if (t == 0) out[blockIdx_x()] = s[0];
}
