// Collatz step counts: a data-dependent loop per work-item, so the lanes of a wave leave
// the loop at different iterations and take different sides of the if (divergent
// control flow written out by the compiler as EXEC masking and s_cbranch_execz/execnz).
#include "hip_minimal.h"

extern "C" __global__ void collatz(const unsigned* x, unsigned* steps, int n) {
  unsigned i = blockIdx_x() * blockDim_x() + threadIdx_x();
  if (i >= (unsigned)n) return;
  unsigned v = x[i], k = 0;
  while (v > 1) {
    v = (v & 1) ? 3 * v + 1 : v >> 1;
    ++k;
  }
  steps[i] = k;
}
