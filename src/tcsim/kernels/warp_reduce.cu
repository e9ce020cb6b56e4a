// warp_reduce.cu -- int32 sum with warp shuffles and one atomic per block.
//
// 1. Each thread accumulates a private sum over a grid-stride loop, so any n
//    and any grid size work.
// 2. Each warp reduces its 32 values with __shfl_down_sync (offsets 16..1);
//    lane 0 ends up holding the warp's sum.
// 3. Lane 0 of every warp writes that sum to shared memory; after
//    __syncthreads() the first warp reduces the per-warp sums, again with
//    shuffles.
// 4. Thread 0 atomically adds the block's sum into *out.
//
// Integer arithmetic makes the result exact and independent of the order of
// the additions (and of the order the blocks' atomics land in).
//
// Launch: block = a multiple of 32 threads, at most 1024 (e.g. 256); any grid.
// *out must be zeroed before the launch.

#define FULL_MASK 0xffffffffu
#define MAX_WARPS 32

__device__ __forceinline__ int warp_sum(int v)
{
    for (int offset = 16; offset > 0; offset >>= 1) {
        v += __shfl_down_sync(FULL_MASK, v, offset);
    }
    return v;
}

extern "C" __global__ void warp_reduce(const int* __restrict__ in,
                                       int* __restrict__ out,
                                       int n)
{
    __shared__ int warp_sums[MAX_WARPS];

    int lane = threadIdx.x & 31;
    int warp = threadIdx.x >> 5;
    int num_warps = blockDim.x >> 5;

    // 1. Grid-stride accumulation.
    int sum = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += gridDim.x * blockDim.x) {
        sum += in[i];
    }

    // 2. Intra-warp reduction.
    sum = warp_sum(sum);

    // 3. Combine the warps of this block through shared memory.
    if (lane == 0) {
        warp_sums[warp] = sum;
    }
    __syncthreads();

    if (warp == 0) {
        sum = (lane < num_warps) ? warp_sums[lane] : 0;
        sum = warp_sum(sum);
        // 4. One atomic per block.
        if (lane == 0) {
            atomicAdd(out, sum);
        }
    }
}
