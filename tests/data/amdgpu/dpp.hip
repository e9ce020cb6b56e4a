// Cross-lane code with DPP, as HIP libraries write it (hipCUB/rocPRIM style warp reductions
// and scans): __builtin_amdgcn_update_dpp / __builtin_amdgcn_mov_dpp with the GFX9 dpp_ctrl
// codes, which LLVM turns into v_mov_b32_dpp and folds into v_add_*_dpp / v_max_*_dpp
// (GCNDPPCombine). One kernel per idiom; every work-item writes its own result.
#include "hip_minimal.h"

// dpp_ctrl codes (AMD GFX9 ISA; LLVM SIDefines.h DppCtrl)
#define QUAD_PERM(a, b, c, d) ((a) | (b) << 2 | (c) << 4 | (d) << 6)
#define ROW_SHL(n) (0x100 + (n))
#define ROW_SHR(n) (0x110 + (n))
#define ROW_ROR(n) (0x120 + (n))
#define WAVE_SHL1 0x130
#define WAVE_ROL1 0x134
#define WAVE_SHR1 0x138
#define WAVE_ROR1 0x13C
#define ROW_MIRROR 0x140
#define ROW_HALF_MIRROR 0x141
#define ROW_BCAST15 0x142
#define ROW_BCAST31 0x143
#define ROW_NEWBCAST(n) (0x150 + (n))

// inclusive scan of a wave (64 lanes): row_shr 1,2,4,8 within rows, then row_bcast:15 and
// row_bcast:31 carry the row totals across rows (rocPRIM's DPP warp scan)
static __device__ inline int wave_scan_add(int v) {
  v += __builtin_amdgcn_update_dpp(0, v, ROW_SHR(1), 0xF, 0xF, true);
  v += __builtin_amdgcn_update_dpp(0, v, ROW_SHR(2), 0xF, 0xF, true);
  v += __builtin_amdgcn_update_dpp(0, v, ROW_SHR(4), 0xF, 0xF, true);
  v += __builtin_amdgcn_update_dpp(0, v, ROW_SHR(8), 0xF, 0xF, true);
  v += __builtin_amdgcn_update_dpp(0, v, ROW_BCAST15, 0xA, 0xF, false);
  v += __builtin_amdgcn_update_dpp(0, v, ROW_BCAST31, 0xC, 0xF, false);
  return v;
}

extern "C" __global__ void __launch_bounds__(256) dpp_scan(int* out, const int* in, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  int v = i < n ? in[i] : 0;
  v = wave_scan_add(v);
  if (i < n) out[i] = v;
}

// float max over the wave, the result broadcast with v_readlane (lane 63)
extern "C" __global__ void __launch_bounds__(256) dpp_reduce_max(float* out, const float* in, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  float v = i < n ? in[i] : -__builtin_inff();
  const float ninf = -__builtin_inff();
#define STEP(ctrl, rm, bc)                                                                            \
  v = __builtin_fmaxf(v, __builtin_bit_cast(float, __builtin_amdgcn_update_dpp(                       \
                             __builtin_bit_cast(int, ninf), __builtin_bit_cast(int, v), ctrl, rm, 0xF, bc)))
  STEP(QUAD_PERM(1, 0, 3, 2), 0xF, false);
  STEP(QUAD_PERM(2, 3, 0, 1), 0xF, false);
  STEP(ROW_HALF_MIRROR, 0xF, false);
  STEP(ROW_MIRROR, 0xF, false);
  STEP(ROW_BCAST15, 0xA, false);
  STEP(ROW_BCAST31, 0xC, false);
#undef STEP
  float m = __builtin_bit_cast(float, __builtin_amdgcn_readlane(__builtin_bit_cast(int, v), 63));
  if (i < n) out[i] = m;
}

// neighbour exchange: out[i] = 3 values gathered by the other dpp_ctrls
extern "C" __global__ void __launch_bounds__(256) dpp_shuffles(int* out, const int* in, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  int v = i < n ? in[i] : 0;
  int a = __builtin_amdgcn_update_dpp(-1, v, WAVE_SHR1, 0xF, 0xF, false);   // lane - 1, lane 0 keeps -1
  int b = __builtin_amdgcn_update_dpp(-2, v, WAVE_ROL1, 0xF, 0xF, false);   // (lane + 1) % 64
  int c = __builtin_amdgcn_update_dpp(0, v, ROW_ROR(5), 0xF, 0xF, true);    // within the row
  int d = __builtin_amdgcn_update_dpp(7, v, ROW_SHL(3), 0xF, 0x5, false);   // banks 0 and 2 only
  int e = __builtin_amdgcn_mov_dpp(v, ROW_NEWBCAST(6), 0xF, 0xF, false);    // lane 6 of the row
  int f = __builtin_amdgcn_update_dpp(-3, v, WAVE_ROR1, 0x3, 0xF, false);   // rows 0 and 1 only
  if (i < n) {
    out[6 * i + 0] = a;
    out[6 * i + 1] = b;
    out[6 * i + 2] = c;
    out[6 * i + 3] = d;
    out[6 * i + 4] = e;
    out[6 * i + 5] = f;
  }
}
