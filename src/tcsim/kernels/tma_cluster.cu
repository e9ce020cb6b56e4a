// A Hopper (sm_90a) TMA + mbarrier + cluster kernel: the data-movement building blocks of
// CUTLASS 3 / FlashAttention 3 written with libcu++'s wrappers of the PTX instructions.
//
//   Out = 2 * A + A'   where, for each 32 x 32 f32 tile of A (M x N row-major), A' is the
//                      tile of the other CTA of the cluster (clusters of 2 along x).
//
// Each CTA (128 threads) loads its tile of A into shared memory with one TMA copy
// (cp.async.bulk.tensor.2d, 128-byte swizzle, out-of-bounds elements filled with zeros)
// that completes on an mbarrier (arrive.expect_tx / try_wait); after a cluster barrier each
// thread reads its own tile and the peer CTA's (distributed shared memory, mapa) and
// writes the result tile, which one thread stores with a TMA store (bulk_group,
// commit/wait_group.read). M and N need not be multiples of 32: the tensor maps clip.
//
// Compiled with `nvcc -arch=sm_90a -ptx` (scripts/regen_ptx.py); tests/exec/test_tma_kernel.py
// runs it on h100 in both drivers against numpy.

#include <cuda.h>
#include <cuda/barrier>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;
namespace cde = cuda::device::experimental;
using block_barrier = cuda::barrier<cuda::thread_scope_block>;

#define TILE 32
#define THREADS 128

// element (r, c) of a 32 x 32 f32 tile stored with the 128-byte swizzle: the 16-byte chunk
// index (c / 4) is XORed with the row's position in its 8-row (1024-byte) group
__device__ __forceinline__ int swizzled(int r, int c) {
    return r * TILE + ((((c >> 2) ^ (r & 7)) << 2) | (c & 3));
}

extern "C" __global__ void __cluster_dims__(2, 1, 1) __launch_bounds__(THREADS)
tma_cluster_add(const __grid_constant__ CUtensorMap in_map, const __grid_constant__ CUtensorMap out_map) {
    __shared__ alignas(1024) float tile[TILE * TILE];
    __shared__ alignas(128) float result[TILE * TILE];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ block_barrier bar;

    cg::cluster_group cluster = cg::this_cluster();
    const unsigned rank = cluster.block_rank();
    const int col0 = blockIdx.x * TILE, row0 = blockIdx.y * TILE;

    if (threadIdx.x == 0) {
        init(&bar, blockDim.x);
        cde::fence_proxy_async_shared_cta();   // make the initialised barrier visible to the TMA unit
    }
    __syncthreads();

    block_barrier::arrival_token token;
    if (threadIdx.x == 0) {
        cde::cp_async_bulk_tensor_2d_global_to_shared(tile, &in_map, col0, row0, bar);
        token = cuda::device::barrier_arrive_tx(bar, 1, sizeof(tile));
    } else {
        token = bar.arrive();
    }
    bar.wait(std::move(token));

    cluster.sync();                              // the peer's tile has landed too
    const float* peer = cluster.map_shared_rank(tile, rank ^ 1);
    for (int i = threadIdx.x; i < TILE * TILE; i += THREADS) {
        const int s = swizzled(i / TILE, i % TILE);
        result[i] = 2.0f * tile[s] + peer[s];
    }
    cluster.sync();                              // the peer is done reading this CTA's tile

    cde::fence_proxy_async_shared_cta();         // the result writes, visible to the TMA store
    __syncthreads();
    if (threadIdx.x == 0) {
        cde::cp_async_bulk_tensor_2d_shared_to_global(&out_map, col0, row0, result);
        cde::cp_async_bulk_commit_group();
        cde::cp_async_bulk_wait_group_read<0>();
    }
}
