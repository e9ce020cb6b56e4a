// fp16/bf16 arithmetic through cuda_fp16.h / cuda_bf16.h (inline asm blocks).
// nvcc -arch=compute_80 -ptx half.cu -o half.ptx
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void khalf(const __half2* a, const __half2* b, __half2* c, __nv_bfloat16* d, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        __half2 x = __hfma2(a[i], b[i], __float2half2_rn(1.0f));
        c[i] = h2exp(x);
        __nv_bfloat16 y = __float2bfloat16(__low2float(x));
        d[i] = __hmul(y, __float2bfloat16(3.0f));
        __half h = __float2half(2.0f);
        c[n + i] = __halves2half2(hsqrt(h), __hneg(h));
    }
}
