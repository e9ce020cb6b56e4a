// reduce_shared.cu -- classic shared-memory tree reduction (sum).
//
// Each block of REDUCE_BLOCK threads loads one element per thread into shared
// memory (0 past the end of the input, so n need not be a multiple of the
// block size), then halves the number of active threads every step:
//
//     for (s = blockDim.x / 2; s > 0; s >>= 1) {
//         if (tid < s) sdata[tid] += sdata[tid + s];   // divergent branch
//         __syncthreads();
//     }
//
// Thread 0 writes the block's partial sum to partial[blockIdx.x].  The host
// (or a second launch) adds up the gridDim.x partials.
//
// Launch: block = REDUCE_BLOCK (256) threads, grid = ceil(n / 256) blocks.
// blockDim.x must be a power of two and at most REDUCE_BLOCK.

#define REDUCE_BLOCK 256

extern "C" __global__ void reduce_shared(const float* __restrict__ in,
                                         float* __restrict__ partial,
                                         int n)
{
    __shared__ float sdata[REDUCE_BLOCK];

    unsigned int tid = threadIdx.x;
    unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;

    // Load (zero-padding the tail of the last block).
    sdata[tid] = (i < (unsigned int)n) ? in[i] : 0.0f;
    __syncthreads();

    // Tree reduction with sequential addressing.
    for (unsigned int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) {
            sdata[tid] += sdata[tid + s];
        }
        __syncthreads();
    }

    if (tid == 0) {
        partial[blockIdx.x] = sdata[0];
    }
}
