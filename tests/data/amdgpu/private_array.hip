// Private (scratch) memory: a per-work-item array indexed by data, too large to live in
// registers, and a volatile one that the compiler must access through flat pointers into
// the private aperture. Checks the swizzled scratch layout shared by buffer_*/scratch_*
// and flat accesses.
#include "hip_minimal.h"

extern "C" __global__ void private_array(const int* idx, int* out) {
  unsigned t = blockIdx_x() * blockDim_x() + threadIdx_x();
  int a[48];
  for (int k = 0; k < 48; ++k) a[k] = k * (int)t + idx[(t + k) % 64];
  volatile int v[4];
  for (int k = 0; k < 4; ++k) v[k] = a[(idx[t % 64] + k) % 48];
  out[t] = a[idx[t % 64] % 48] + v[idx[t % 64] & 3] * 1000;
}
