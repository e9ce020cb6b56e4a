// histogram.cu -- 256-bin histogram of uint8 data.
//
// Each block builds a private histogram in shared memory with shared-memory
// atomics (fast, contention only within the block), then merges it into the
// global histogram with one global atomicAdd per non-empty bin.
//
// The input is walked with a grid-stride loop, so any n and any grid size
// work.  Launch: any block size (e.g. 256), any grid.  hist (256 x uint32)
// must be zeroed before the launch.

#define NUM_BINS 256

extern "C" __global__ void histogram(const unsigned char* __restrict__ data,
                                     unsigned int* __restrict__ hist,
                                     int n)
{
    __shared__ unsigned int local_hist[NUM_BINS];

    // Zero the block-private histogram (blockDim.x may be < or > NUM_BINS).
    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
        local_hist[b] = 0;
    }
    __syncthreads();

    // Count into shared memory.
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += gridDim.x * blockDim.x) {
        atomicAdd(&local_hist[data[i]], 1u);
    }
    __syncthreads();

    // Merge into the global histogram.
    for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
        unsigned int count = local_hist[b];
        if (count != 0) {
            atomicAdd(&hist[b], count);
        }
    }
}
