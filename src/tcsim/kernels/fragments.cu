// fragments.cu -- the wmma fragment microbenchmark (Raihan et al. ISPASS'19, Fig. 4 and
// section III-A; Jia et al. 2018, section 4.3): which lane holds which matrix element in
// which fragment slot.
//
// Every kernel below is one (operand, shape, element type, layout) case.  It loads ONE
// operand tile with wmma::load_matrix_sync from `tile` (global memory, leading dimension
// `ldm` elements) and writes each lane's fragment storage, 32-bit word by 32-bit word, to
//
//     out[lane * NW + j] = word j of the lane's fragment    (NW = sizeof(frag.x) / 4)
//
// i.e. the output is tagged by the thread index through its position.  The words are the
// fragment registers exactly as PTX wmma.load returns them (f16: two elements per word,
// element 2j in the low half; s8/u8: four per word, lowest byte first; s4/u4: eight
// nibbles, b1: 32 bits, lowest first; f32/s32: one per word).
//
// The tile "holds its own indices" when the host initialises it BYTE-WISE with the byte
// offset: run the kernel twice, with tile byte o = o & 0xff and tile byte o = o >> 8.  Every
// output byte then names the tile byte it came from, which works the same way for every
// element width (f16, f32, s8, s4, b1): no value conversion happens anywhere.  A source
// byte offset o maps to the element o / elem_bytes (elem_bytes >= 1) or, for the sub-byte
// types, to the elements 2o, 2o+1 (s4/u4, low nibble first) and 8o..8o+7 (b1, bit 0 first);
// the element index e is (r * ldm + c) for a row-major tile and (c * ldm + r) for a
// column-major one.  tcsim.matrix.fragments.maps_from_probe() does this decoding and
// returns the (row, col) map per lane and slot.
//
// Launch: grid 1, block 32 (one warp); ldm = the tile's natural leading dimension (the
// number of columns for row-major, rows for column-major) rounded up to a multiple of 16
// bytes as CUDA requires (tcsim.matrix.fragments.probe_ldm); `out` with 32 * NW words.
//
// The 16-bit kernels run on sm_70 (Volta) and sm_75; the integer and sub-byte ones need
// sm_75 (Turing).  Defining FRAGMENTS_F16_ONLY leaves them out (to assemble for sm_70).

#include <mma.h>
#include <cuda_fp16.h>

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

// Operand A or B: the layout is part of the fragment type.
#define PROBE_AB(name, use, M, N, K, T, ST, layout)                                        \
    extern "C" __global__ void name(const ST* __restrict__ tile, unsigned ldm,             \
                                    unsigned* __restrict__ out)                           \
    {                                                                                      \
        wmma::fragment<wmma::use, M, N, K, T, wmma::layout> f;                            \
        wmma::load_matrix_sync(f, tile, ldm);                                              \
        emit(f, out);                                                                      \
    }

// Accumulator C: the layout is an argument of load_matrix_sync.
#define PROBE_C(name, M, N, K, T, layout)                                                  \
    extern "C" __global__ void name(const T* __restrict__ tile, unsigned ldm,              \
                                    unsigned* __restrict__ out)                           \
    {                                                                                      \
        wmma::fragment<wmma::accumulator, M, N, K, T> f;                                  \
        wmma::load_matrix_sync(f, tile, ldm, wmma::layout);                                \
        emit(f, out);                                                                      \
    }

// ---- 16-bit A/B (f16), f16 and f32 C: m16n16k16, m32n8k16, m8n32k16 (sm_70, sm_75) ------

#define PROBE_F16_SHAPE(M, N, K)                                                           \
    PROBE_AB(frag_a_m##M##n##N##k##K##_f16_row, matrix_a, M, N, K, half, half, row_major)  \
    PROBE_AB(frag_a_m##M##n##N##k##K##_f16_col, matrix_a, M, N, K, half, half, col_major)  \
    PROBE_AB(frag_b_m##M##n##N##k##K##_f16_row, matrix_b, M, N, K, half, half, row_major)  \
    PROBE_AB(frag_b_m##M##n##N##k##K##_f16_col, matrix_b, M, N, K, half, half, col_major)  \
    PROBE_C(frag_c_m##M##n##N##k##K##_f16_row, M, N, K, half, mem_row_major)               \
    PROBE_C(frag_c_m##M##n##N##k##K##_f16_col, M, N, K, half, mem_col_major)               \
    PROBE_C(frag_c_m##M##n##N##k##K##_f32_row, M, N, K, float, mem_row_major)              \
    PROBE_C(frag_c_m##M##n##N##k##K##_f32_col, M, N, K, float, mem_col_major)

PROBE_F16_SHAPE(16, 16, 16)
PROBE_F16_SHAPE(32, 8, 16)
PROBE_F16_SHAPE(8, 32, 16)

#ifndef FRAGMENTS_F16_ONLY

// ---- 8-bit A/B (s8, u8), s32 C: the same three shapes (sm_75) ---------------------------

#define PROBE_I8_SHAPE(M, N, K)                                                                     \
    PROBE_AB(frag_a_m##M##n##N##k##K##_s8_row, matrix_a, M, N, K, signed char, signed char, row_major)   \
    PROBE_AB(frag_a_m##M##n##N##k##K##_s8_col, matrix_a, M, N, K, signed char, signed char, col_major)   \
    PROBE_AB(frag_b_m##M##n##N##k##K##_s8_row, matrix_b, M, N, K, signed char, signed char, row_major)   \
    PROBE_AB(frag_b_m##M##n##N##k##K##_s8_col, matrix_b, M, N, K, signed char, signed char, col_major)   \
    PROBE_AB(frag_a_m##M##n##N##k##K##_u8_row, matrix_a, M, N, K, unsigned char, unsigned char, row_major) \
    PROBE_AB(frag_a_m##M##n##N##k##K##_u8_col, matrix_a, M, N, K, unsigned char, unsigned char, col_major) \
    PROBE_AB(frag_b_m##M##n##N##k##K##_u8_row, matrix_b, M, N, K, unsigned char, unsigned char, row_major) \
    PROBE_AB(frag_b_m##M##n##N##k##K##_u8_col, matrix_b, M, N, K, unsigned char, unsigned char, col_major) \
    PROBE_C(frag_c_m##M##n##N##k##K##_s32_row, M, N, K, int, mem_row_major)                          \
    PROBE_C(frag_c_m##M##n##N##k##K##_s32_col, M, N, K, int, mem_col_major)

PROBE_I8_SHAPE(16, 16, 16)
PROBE_I8_SHAPE(32, 8, 16)
PROBE_I8_SHAPE(8, 32, 16)

// ---- sub-byte: m8n8k32 s4/u4 and m8n8k128 b1 (sm_75; A row-major, B col-major only) -----
// The tile pointer of a sub-byte operand points at packed storage (8 s4/u4 or 32 b1
// elements per 32-bit word); ldm still counts elements.

namespace xp = wmma::experimental::precision;

PROBE_AB(frag_a_m8n8k32_s4_row, matrix_a, 8, 8, 32, xp::s4, void, row_major)
PROBE_AB(frag_b_m8n8k32_s4_col, matrix_b, 8, 8, 32, xp::s4, void, col_major)
PROBE_AB(frag_a_m8n8k32_u4_row, matrix_a, 8, 8, 32, xp::u4, void, row_major)
PROBE_AB(frag_b_m8n8k32_u4_col, matrix_b, 8, 8, 32, xp::u4, void, col_major)
PROBE_C(frag_c_m8n8k32_s32_row, 8, 8, 32, int, mem_row_major)
PROBE_C(frag_c_m8n8k32_s32_col, 8, 8, 32, int, mem_col_major)

PROBE_AB(frag_a_m8n8k128_b1_row, matrix_a, 8, 8, 128, xp::b1, void, row_major)
PROBE_AB(frag_b_m8n8k128_b1_col, matrix_b, 8, 8, 128, xp::b1, void, col_major)
PROBE_C(frag_c_m8n8k128_s32_row, 8, 8, 128, int, mem_row_major)
PROBE_C(frag_c_m8n8k128_s32_col, 8, 8, 128, int, mem_col_major)

#endif  // FRAGMENTS_F16_ONLY
