// regen-archs: gfx942
// Sparse GEMMs with the gfx942 (MI300) sparse matrix cores: D = A*B + C, A 4:2 structured
// sparse along K. One wave computes one output tile; the grid covers the tiles (row-major).
//
// Memory formats (what a sparse library would hand a kernel):
//   ac   [M][K/2]  the stored (non-zero) values of A, row-major;
//   meta [M][K/4]  one byte per group of four k of a row: bits 1:0 the position (0..3) of the
//                  first stored value of the group, bits 3:2 that of the second;
//   b    [K][N], c and d [M][N], row-major.
// Each lane gathers its registers as the SMFMAC layouts say (lane l holds row l % tile of A
// and column l % tile of B; its K slice is (l / tile) x the k held per lane) and packs the
// index bytes of its groups into the sparsity-index VGPR, in the index set cbsz/abid select.
#include "hip_minimal.h"

typedef _Float16 half4 __attribute__((ext_vector_type(4)));
typedef _Float16 half8 __attribute__((ext_vector_type(8)));
typedef short short4_t __attribute__((ext_vector_type(4)));
typedef short short8_t __attribute__((ext_vector_type(8)));
typedef int int2_t __attribute__((ext_vector_type(2)));
typedef int int4_t __attribute__((ext_vector_type(4)));
typedef float float4_t __attribute__((ext_vector_type(4)));
typedef float float16_t __attribute__((ext_vector_type(16)));

// index bits of `groups` consecutive groups starting at group g of row `row`
static __device__ inline unsigned index_bits(const unsigned char* meta, int kq, int row, int g, int groups) {
  unsigned v = 0;
  for (int i = 0; i < groups; ++i) v |= (unsigned)(meta[row * kq + g + i] & 0xF) << (4 * i);
  return v;
}

// v_smfmac_f32_16x16x32_f16, index in set 1 (cbsz:0 abid:1)
extern "C" __global__ void __launch_bounds__(64) smfmac_f16_16x16x32(
    float* d, const _Float16* ac, const unsigned char* meta, const _Float16* b, const float* c,
    int M, int N, int K) {
  const int lane = threadIdx_x(), r = lane % 16, q = lane / 16;
  const int tiles_n = N / 16, row0 = blockIdx_x() / tiles_n * 16, col0 = blockIdx_x() % tiles_n * 16;
  float4_t acc;
  for (int i = 0; i < 4; ++i) acc[i] = c[(row0 + 4 * q + i) * N + col0 + r];
  for (int k0 = 0; k0 < K; k0 += 32) {
    half4 a;
    half8 bv;
    for (int e = 0; e < 4; ++e) a[e] = ac[(row0 + r) * (K / 2) + k0 / 2 + 4 * q + e];
    for (int e = 0; e < 8; ++e) bv[e] = b[(k0 + 8 * q + e) * N + col0 + r];
    unsigned idx = index_bits(meta, K / 4, row0 + r, k0 / 4 + 2 * q, 2) << 8;
    acc = __builtin_amdgcn_smfmac_f32_16x16x32_f16(a, bv, acc, idx, 0, 1);
  }
  for (int i = 0; i < 4; ++i) d[(row0 + 4 * q + i) * N + col0 + r] = acc[i];
}

// v_smfmac_f32_32x32x16_bf16 (bf16 as raw 16-bit words), cbsz:1 abid:3 = index set 0
extern "C" __global__ void __launch_bounds__(64) smfmac_bf16_32x32x16(
    float* d, const unsigned short* ac, const unsigned char* meta, const unsigned short* b, const float* c,
    int M, int N, int K) {
  const int lane = threadIdx_x(), r = lane % 32, q = lane / 32;
  const int tiles_n = N / 32, row0 = blockIdx_x() / tiles_n * 32, col0 = blockIdx_x() % tiles_n * 32;
  float16_t acc;
  for (int v = 0; v < 16; ++v) acc[v] = c[(row0 + 8 * (v / 4) + 4 * q + v % 4) * N + col0 + r];
  for (int k0 = 0; k0 < K; k0 += 16) {
    short4_t a;
    short8_t bv;
    for (int e = 0; e < 4; ++e) a[e] = (short)ac[(row0 + r) * (K / 2) + k0 / 2 + 4 * q + e];
    for (int e = 0; e < 8; ++e) bv[e] = (short)b[(k0 + 8 * q + e) * N + col0 + r];
    unsigned idx = index_bits(meta, K / 4, row0 + r, k0 / 4 + 2 * q, 2);
    acc = __builtin_amdgcn_smfmac_f32_32x32x16_bf16(a, bv, acc, idx, 1, 3);
  }
  for (int v = 0; v < 16; ++v) d[(row0 + 8 * (v / 4) + 4 * q + v % 4) * N + col0 + r] = acc[v];
}

static __device__ inline int pack4(const signed char* p, int stride) {
  return (int)((unsigned char)p[0] | (unsigned char)p[stride] << 8 | (unsigned char)p[2 * stride] << 16 |
               (unsigned)(unsigned char)p[3 * stride] << 24);
}

// v_smfmac_i32_16x16x64_i8, index in set 1 (abid:1): 16 bits per lane
extern "C" __global__ void __launch_bounds__(64) smfmac_i8_16x16x64(
    int* d, const signed char* ac, const unsigned char* meta, const signed char* b, const int* c,
    int M, int N, int K) {
  const int lane = threadIdx_x(), r = lane % 16, q = lane / 16;
  const int tiles_n = N / 16, row0 = blockIdx_x() / tiles_n * 16, col0 = blockIdx_x() % tiles_n * 16;
  int4_t acc;
  for (int i = 0; i < 4; ++i) acc[i] = c[(row0 + 4 * q + i) * N + col0 + r];
  for (int k0 = 0; k0 < K; k0 += 64) {
    int2_t a;
    int4_t bv;
    const signed char* ar = ac + (row0 + r) * (K / 2) + k0 / 2 + 8 * q;
    for (int w = 0; w < 2; ++w) a[w] = pack4(ar + 4 * w, 1);
    for (int w = 0; w < 4; ++w) bv[w] = pack4(b + (k0 + 16 * q + 4 * w) * N + col0 + r, N);
    unsigned idx = index_bits(meta, K / 4, row0 + r, k0 / 4 + 4 * q, 4) << 16;
    acc = __builtin_amdgcn_smfmac_i32_16x16x64_i8(a, bv, acc, idx, 0, 1);
  }
  for (int i = 0; i < 4; ++i) d[(row0 + 4 * q + i) * N + col0 + r] = acc[i];
}

// v_smfmac_f32_32x32x32_bf8_fp8 (A bf8, B fp8: FNUZ bytes), index set 0
extern "C" __global__ void __launch_bounds__(64) smfmac_bf8_fp8_32x32x32(
    float* d, const signed char* ac, const unsigned char* meta, const signed char* b, const float* c,
    int M, int N, int K) {
  const int lane = threadIdx_x(), r = lane % 32, q = lane / 32;
  const int tiles_n = N / 32, row0 = blockIdx_x() / tiles_n * 32, col0 = blockIdx_x() % tiles_n * 32;
  float16_t acc;
  for (int v = 0; v < 16; ++v) acc[v] = c[(row0 + 8 * (v / 4) + 4 * q + v % 4) * N + col0 + r];
  for (int k0 = 0; k0 < K; k0 += 32) {
    int2_t a;
    int4_t bv;
    const signed char* ar = ac + (row0 + r) * (K / 2) + k0 / 2 + 8 * q;
    for (int w = 0; w < 2; ++w) a[w] = pack4(ar + 4 * w, 1);
    for (int w = 0; w < 4; ++w) bv[w] = pack4(b + (k0 + 16 * q + 4 * w) * N + col0 + r, N);
    unsigned idx = index_bits(meta, K / 4, row0 + r, k0 / 4 + 4 * q, 4);
    acc = __builtin_amdgcn_smfmac_f32_32x32x32_bf8_fp8(a, bv, acc, idx, 0, 0);
  }
  for (int v = 0; v < 16; ++v) d[(row0 + 8 * (v / 4) + 4 * q + v % 4) * N + col0 + r] = acc[v];
}
