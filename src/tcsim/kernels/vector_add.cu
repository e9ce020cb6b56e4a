// vector_add.cu -- element-wise c[i] = a[i] + b[i].
//
// The simplest possible kernel: one thread per element, a bounds check for
// the ragged last block.  Launch with a 1-D grid of ceil(n / blockDim.x)
// blocks.
//
// Part of tcsim's bundled example kernels.  The committed vector_add.ptx is
// generated from this file by scripts/regen_ptx.py; edit here, then regenerate.

extern "C" __global__ void vector_add(const float* __restrict__ a,
                                      const float* __restrict__ b,
                                      float* __restrict__ c,
                                      int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        c[i] = a[i] + b[i];
    }
}
