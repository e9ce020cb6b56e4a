// fragments_sm80.cu -- the wmma fragment probe of fragments.cu for the wmma types sm_80
// added: bf16 A/B of m16n16k16, m32n8k16, m8n32k16; tf32 A/B and f32 C of m16n16k8; f64
// A/B/C of m8n8k4.  Same protocol (see fragments.cu): one kernel per (operand, shape, type,
// layout) loads one tile with wmma::load_matrix_sync and writes each lane's fragment
// words to out[lane * NW + j]; the host initialises the tile byte-wise with its own byte
// offsets, so every output byte names the tile byte it came from.
//
// Compiled with -arch=compute_80 (scripts/regen_ptx.py); scripts/fragment_oracle_sm80.py
// runs the ptxas -arch=sm_80 SASS of these kernels on the oracle's SASS interpreter.

#include <mma.h>
#include <cuda_bf16.h>

using namespace nvcuda;

template <class Frag>
__device__ __forceinline__ void emit(const Frag& f, unsigned* out)
{
    constexpr int NW = sizeof(f.x) / 4;
    const unsigned* w = reinterpret_cast<const unsigned*>(&f.x[0]);
    const unsigned lane = threadIdx.x & 31;
#pragma unroll
    for (int j = 0; j < NW; ++j) out[lane * NW + j] = w[j];
}

#define PROBE_AB(name, use, M, N, K, T, ST, layout)                                        \
    extern "C" __global__ void name(const ST* __restrict__ tile, unsigned ldm,             \
                                    unsigned* __restrict__ out)                           \
    {                                                                                      \
        wmma::fragment<wmma::use, M, N, K, T, wmma::layout> f;                            \
        wmma::load_matrix_sync(f, tile, ldm);                                              \
        emit(f, out);                                                                      \
    }

#define PROBE_C(name, M, N, K, T, layout)                                                  \
    extern "C" __global__ void name(const T* __restrict__ tile, unsigned ldm,              \
                                    unsigned* __restrict__ out)                           \
    {                                                                                      \
        wmma::fragment<wmma::accumulator, M, N, K, T> f;                                  \
        wmma::load_matrix_sync(f, tile, ldm, wmma::layout);                                \
        emit(f, out);                                                                      \
    }

// ---- bf16 A/B: m16n16k16, m32n8k16, m8n32k16 (their f32 C is the f16 shapes' f32 C) ------

#define PROBE_BF16_SHAPE(M, N, K)                                                                         \
    PROBE_AB(frag_a_m##M##n##N##k##K##_bf16_row, matrix_a, M, N, K, __nv_bfloat16, __nv_bfloat16, row_major) \
    PROBE_AB(frag_a_m##M##n##N##k##K##_bf16_col, matrix_a, M, N, K, __nv_bfloat16, __nv_bfloat16, col_major) \
    PROBE_AB(frag_b_m##M##n##N##k##K##_bf16_row, matrix_b, M, N, K, __nv_bfloat16, __nv_bfloat16, row_major) \
    PROBE_AB(frag_b_m##M##n##N##k##K##_bf16_col, matrix_b, M, N, K, __nv_bfloat16, __nv_bfloat16, col_major)

PROBE_BF16_SHAPE(16, 16, 16)
PROBE_BF16_SHAPE(32, 8, 16)
PROBE_BF16_SHAPE(8, 32, 16)

// ---- tf32 m16n16k8: A/B loaded from f32 memory, f32 C ------------------------------------

PROBE_AB(frag_a_m16n16k8_tf32_row, matrix_a, 16, 16, 8, wmma::precision::tf32, float, row_major)
PROBE_AB(frag_a_m16n16k8_tf32_col, matrix_a, 16, 16, 8, wmma::precision::tf32, float, col_major)
PROBE_AB(frag_b_m16n16k8_tf32_row, matrix_b, 16, 16, 8, wmma::precision::tf32, float, row_major)
PROBE_AB(frag_b_m16n16k8_tf32_col, matrix_b, 16, 16, 8, wmma::precision::tf32, float, col_major)
PROBE_C(frag_c_m16n16k8_f32_row, 16, 16, 8, float, mem_row_major)
PROBE_C(frag_c_m16n16k8_f32_col, 16, 16, 8, float, mem_col_major)

// ---- f64 m8n8k4 (DMMA) ------------------------------------------------------------------

PROBE_AB(frag_a_m8n8k4_f64_row, matrix_a, 8, 8, 4, double, double, row_major)
PROBE_AB(frag_a_m8n8k4_f64_col, matrix_a, 8, 8, 4, double, double, col_major)
PROBE_AB(frag_b_m8n8k4_f64_row, matrix_b, 8, 8, 4, double, double, row_major)
PROBE_AB(frag_b_m8n8k4_f64_col, matrix_b, 8, 8, 4, double, double, col_major)
PROBE_C(frag_c_m8n8k4_f64_row, 8, 8, 4, double, mem_row_major)
PROBE_C(frag_c_m8n8k4_f64_col, 8, 8, 4, double, mem_col_major)
