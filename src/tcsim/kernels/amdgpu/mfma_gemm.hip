// Tiled GEMM on the matrix cores: C (M x N, f32) = A (M x K, f16, row-major) * B, where B
// (K x N) is given transposed, Bt (N x K, f16, row-major), so that both operands are read
// along k. One workgroup of 256 work-items (four waves) computes a 64 x 64 tile of C; each
// wave a 32 x 32 sub-tile with __builtin_amdgcn_mfma_f32_32x32x8f16 (v_mfma_f32_32x32x8f16
// on gfx90a, v_mfma_f32_32x32x8_f16 on gfx942), accumulating in 16 f32 registers per lane.
// The K loop stages 64 x 32 tiles of A and Bt through LDS (16 bytes per work-item each).
// M and N must be multiples of 64, K a multiple of 32.
//
// Operand layout of the 32x32x8 f16 MFMA (AMD matrix instruction calculator; tcsim
// docs/mfma.md): lane l holds A[l % 32][4 * (l / 32) + 0..3] and B[4 * (l / 32) + 0..3][l % 32];
// result register r of lane l is D[8 * (r / 4) + 4 * (l / 32) + r % 4][l % 32].
#include "hip_minimal.h"

typedef _Float16 half4 __attribute__((ext_vector_type(4)));
typedef float float16_t __attribute__((ext_vector_type(16)));
typedef unsigned uint4_t __attribute__((ext_vector_type(4)));

#define TILE 64
#define KT 32

extern "C" __global__ void __launch_bounds__(256) mfma_gemm(const _Float16* a, const _Float16* bt, float* c,
                                                            int m, int n, int k) {
  __shared__ _Float16 as[TILE * KT];
  __shared__ _Float16 bs[TILE * KT];
  unsigned t = threadIdx_x();
  unsigned lane = t % 64, wave = t / 64;
  unsigned wr = wave / 2, wc = wave % 2;
  unsigned m0 = __builtin_amdgcn_workgroup_id_y() * TILE, n0 = blockIdx_x() * TILE;
  unsigned row = t / 4, col8 = (t % 4) * 8;  // the 8 halves this work-item stages
  const _Float16* ga = a + (unsigned long)(m0 + row) * k + col8;
  const _Float16* gb = bt + (unsigned long)(n0 + row) * k + col8;
  unsigned fa = (wr * 32 + lane % 32) * KT + 4 * (lane / 32);  // fragment of A in LDS
  unsigned fb = (wc * 32 + lane % 32) * KT + 4 * (lane / 32);  // fragment of B
  float16_t acc = {};
  for (int k0 = 0; k0 < k; k0 += KT) {
    uint4_t va = *(const uint4_t*)(ga + k0);
    uint4_t vb = *(const uint4_t*)(gb + k0);
    __syncthreads();  // every wave is done with the previous tiles
    *(uint4_t*)(as + row * KT + col8) = va;
    *(uint4_t*)(bs + row * KT + col8) = vb;
    __syncthreads();
    for (int s = 0; s < KT / 8; ++s) {
      half4 fra = *(const half4*)(as + fa + 8 * s);
      half4 frb = *(const half4*)(bs + fb + 8 * s);
      acc = __builtin_amdgcn_mfma_f32_32x32x8f16(fra, frb, acc, 0, 0, 0);
    }
  }
  unsigned j = n0 + wc * 32 + lane % 32;
  for (int r = 0; r < 16; ++r) {
    unsigned i = m0 + wr * 32 + 8 * (r / 4) + 4 * (lane / 32) + r % 4;
    c[(unsigned long)i * n + j] = acc[r];
  }
}
