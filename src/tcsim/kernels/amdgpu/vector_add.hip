// c[i] = a[i] + b[i], one work-item per element.
#include "hip_minimal.h"

extern "C" __global__ void vector_add(const float* a, const float* b, float* c, int n) {
  int i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i < n) c[i] = a[i] + b[i];
}
