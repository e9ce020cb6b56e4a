// Math library calls, incl. double slow paths that become .func with local depots.
// nvcc -arch=compute_75 -ptx math.cu -o math.ptx
// nvcc -arch=compute_90 --use_fast_math -ptx math.cu -o math_fast.ptx
#include <math.h>

__global__ void fmath(const float* __restrict__ in, float* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = in[i];
    out[i] = sinf(x) + expf(x) * powf(x, 2.5f) + logf(x) + tanhf(x) + erff(x);
}

__global__ void dmath(const double* in, double* out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        double x = in[i];
        out[i] = sin(x) + cos(x) * pow(x, 1.7) + exp(x) + lgamma(x) + fmod(x, 3.0);
    }
}
