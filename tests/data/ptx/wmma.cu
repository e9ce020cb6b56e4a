// Tensor core wmma fragments, inline asm with vector operands, 64-bit moves.
// nvcc -arch=compute_80 -ptx wmma.cu -o wmma.ptx
#include <mma.h>
#include <cuda_fp16.h>
using namespace nvcuda;

__global__ void kwmma(const half* a, const half* b, float* c, int lda)
{
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
    wmma::fill_fragment(fc, 0.0f);
    for (int k = 0; k < lda; k += 16) {
        wmma::load_matrix_sync(fa, a + k, lda);
        wmma::load_matrix_sync(fb, b + k, lda);
        wmma::mma_sync(fc, fa, fb, fc);
    }
    wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}

__global__ void kasm(const unsigned long long* in, unsigned long long* out)
{
    unsigned long long v = in[threadIdx.x];
    unsigned lo, hi;
    asm("mov.b64 {%0, %1}, %2;" : "=r"(lo), "=r"(hi) : "l"(v));
    asm("{\n\t.reg .b32 t;\n\tadd.u32 t, %0, 1;\n\tmov.b32 %0, t;\n\t}" : "+r"(lo));
    unsigned long long w;
    asm("mov.b64 %0, {%1, %2};" : "=l"(w) : "r"(hi), "r"(lo));
    unsigned r;
    asm volatile("ld.global.nc.u32 %0, [%1+8];" : "=r"(r) : "l"(in));
    out[threadIdx.x] = w + r;
}
