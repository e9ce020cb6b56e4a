// One 16x16 tile of C = A * B (A: 16 x K row-major, B: K x 16 row-major, K a multiple
// of 4) with one wavefront: K/4 v_mfma_f32_16x16x4f32, each adding a 16x4 by 4x16
// product to the accumulators. Lane l holds A[l % 16][k0 + l / 16] and
// B[k0 + l / 16][l % 16]; its four results are rows 4 * (l / 16) + r of column l % 16.
#include "hip_minimal.h"

typedef float float4_t __attribute__((ext_vector_type(4)));

extern "C" __global__ void __launch_bounds__(64) mfma_f32_16x16x4(const float* a, const float* b, float* c, int k) {
  unsigned l = threadIdx_x();
  unsigned row = l % 16, kk = l / 16;
  float4_t acc = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int k0 = 0; k0 < k; k0 += 4) {
    acc = __builtin_amdgcn_mfma_f32_16x16x4f32(a[row * k + k0 + kk], b[(k0 + kk) * 16 + row], acc, 0, 0, 0);
  }
  for (int r = 0; r < 4; ++r) c[(4 * kk + r) * 16 + row] = acc[r];
}
