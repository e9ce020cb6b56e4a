// 256-bin histogram of bytes: LDS atomics per workgroup (ds_add_u32), then a global
// atomic merge (global_atomic_add); a grid-stride loop over the data. The AMD twin of
// kernels/histogram.cu (same arguments).
#include "hip_minimal.h"

#define NUM_BINS 256

static __device__ inline unsigned gridDim_x() { return __builtin_amdgcn_grid_size_x() / blockDim_x(); }

extern "C" __global__ void histogram(const unsigned char* data, unsigned int* hist, int n) {
  __shared__ unsigned int local_hist[NUM_BINS];
  for (unsigned b = threadIdx_x(); b < NUM_BINS; b += blockDim_x()) local_hist[b] = 0;
  __syncthreads();
  for (unsigned i = blockIdx_x() * blockDim_x() + threadIdx_x(); i < (unsigned)n; i += gridDim_x() * blockDim_x())
    __hip_atomic_fetch_add(&local_hist[data[i]], 1u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __syncthreads();
  for (unsigned b = threadIdx_x(); b < NUM_BINS; b += blockDim_x()) {
    unsigned count = local_hist[b];
    if (count != 0) __hip_atomic_fetch_add(&hist[b], count, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  }
}
