// A Hopper (sm_90a) split-K-style reduction through the TMA unit: the epilogue pattern of
// CUTLASS 3's TMA reduce-scatter / split-K collectives, written with libcu++'s cuda::ptx
// wrappers of the PTX instructions.
//
//   Out    += 2 * sum_s A[s]                 (Out: M x N f32, A: S x M x N f32)
//   ColSum += column sums of 2 * sum_s A[s]  (ColSum: N f16)
//
// CTA (x, y, s) (128 threads) loads the 32 x 32 f32 tile (x, y) of A[s] with one TMA copy
// (cp.async.bulk.tensor.3d) completing on an mbarrier, doubles it into a shared buffer and
// sums its columns (f16), and one thread reduces both into global memory:
// cp.reduce.async.bulk.tensor.2d ... .add (the tile, through the Out tensor map, clipped to
// it) and cp.reduce.async.bulk ... .add.noftz.f16 (the 32 column sums), completing in a bulk
// async-group. The S CTAs of a tile reduce into the same elements in whatever order they
// run: exact for values whose sums are exact (the tests use small integers).
//
// Compiled with `nvcc -arch=sm_90a -ptx` (scripts/regen_ptx.py); tests/kernels/
// test_tma_reduce_kernel.py runs it on h100 in both drivers against numpy.

#include <cuda.h>
#include <cuda_fp16.h>
#include <cuda/barrier>
#include <cuda/ptx>

namespace cde = cuda::device::experimental;
namespace ptx = cuda::ptx;
using block_barrier = cuda::barrier<cuda::thread_scope_block>;

#define TILE 32
#define THREADS 128

extern "C" __global__ void __launch_bounds__(THREADS)
tma_reduce_splitk(const __grid_constant__ CUtensorMap a_map, const __grid_constant__ CUtensorMap out_map,
                  __half* col_sum) {
    __shared__ alignas(128) float tile[TILE * TILE];
    __shared__ alignas(128) float part[TILE * TILE];
    __shared__ alignas(16) __half sums[TILE];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ block_barrier bar;

    const int col0 = blockIdx.x * TILE, row0 = blockIdx.y * TILE, split = blockIdx.z;
    if (threadIdx.x == 0) {
        init(&bar, blockDim.x);
        cde::fence_proxy_async_shared_cta();   // the initialised barrier, visible to the TMA unit
    }
    __syncthreads();

    block_barrier::arrival_token token;
    if (threadIdx.x == 0) {
        cde::cp_async_bulk_tensor_3d_global_to_shared(tile, &a_map, col0, row0, split, bar);
        token = cuda::device::barrier_arrive_tx(bar, 1, sizeof(tile));
    } else {
        token = bar.arrive();
    }
    bar.wait(std::move(token));

    for (int i = threadIdx.x; i < TILE * TILE; i += THREADS) {
        part[i] = 2.0f * tile[i];
    }
    __syncthreads();
    if (threadIdx.x < TILE) {
        float s = 0.0f;
        for (int r = 0; r < TILE; ++r) {
            s += part[r * TILE + threadIdx.x];
        }
        sums[threadIdx.x] = __float2half(s);
    }

    ptx::fence_proxy_async(ptx::space_shared);   // the shared writes, visible to the TMA unit
    __syncthreads();
    if (threadIdx.x == 0) {
        const int32_t coords[2] = {col0, row0};
        ptx::cp_reduce_async_bulk_tensor(ptx::space_global, ptx::space_shared, ptx::op_add, &out_map, coords, part);
        ptx::cp_reduce_async_bulk(ptx::space_global, ptx::space_shared, ptx::op_add, col_sum + col0, sums,
                                  (uint32_t)sizeof(sums));
        ptx::cp_async_bulk_commit_group();
        ptx::cp_async_bulk_wait_group_read(ptx::n32_t<0>());   // the shared buffers may go
    }
}
