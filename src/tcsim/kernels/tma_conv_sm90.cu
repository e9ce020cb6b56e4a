// A Hopper (sm_90a) convolution whose activations come through TMA's im2col mode: the
// data-movement half of an implicit-GEMM conv (CUTLASS 3's SM90_TMA_LOAD_IM2COL), with the
// arithmetic done by plain FMAs so that the loaded columns are what is checked.
//
//   Y[n, h, w, k] = sum_{r, s, c} X[n, h + r - 1, w + s - 1, c] * Wt[r, s, c, k]
//   (3 x 3 filter, padding 1, stride 1; X: N x H x W x 16 f16 NHWC, Wt: 3 x 3 x 16 x 8 f32,
//   Y: N x H x W x 8 f32)
//
// CTA b (64 threads) owns output pixels 64b .. 64b + 63 (row-major over N, H, W). Thread 0
// issues nine TMA copies, one per filter tap (r, s): cp.async.bulk.tensor.4d ... .im2col
// with the tap as the im2col offsets {s, r}, each bringing 64 pixels x 16 channels into its
// own shared column, all completing on one mbarrier. The tensor map (encode_im2col /
// cuTensorMapEncodeIm2col) has the pixel box [-1, W - 1) x [-1, H - 1): the filter base of
// output pixel (h, w) is (h - 1, w - 1), and the copy walks 64 of them from the CTA's first,
// into the next image when a batch ends; padding and pixels past the last image read zeros.
//
// There is no libcu++ wrapper for the im2col form, so it is inline PTX, as in CUTLASS.
// Compiled with `nvcc -arch=sm_90a -ptx` (scripts/regen_ptx.py); tests/kernels/
// test_tma_conv_kernel.py runs it on h100 in both drivers against numpy.

#include <cuda.h>
#include <cuda_fp16.h>
#include <cuda/barrier>
#include <stdint.h>

namespace cde = cuda::device::experimental;
using block_barrier = cuda::barrier<cuda::thread_scope_block>;

#define PIXELS 64
#define CHANNELS 16
#define OUT_CHANNELS 8
#define TAPS 9

__device__ __forceinline__ void tma_load_im2col_4d(void* smem, const CUtensorMap* map, block_barrier& bar,
                                                   int c, int w, int h, int n, uint16_t off_w, uint16_t off_h) {
    const uint32_t dst = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
    const uint32_t mbar = static_cast<uint32_t>(__cvta_generic_to_shared(cuda::device::barrier_native_handle(bar)));
    asm volatile(
        "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes"
        " [%0], [%1, {%2, %3, %4, %5}], [%6], {%7, %8};"
        :
        : "r"(dst), "l"(reinterpret_cast<uint64_t>(map)), "r"(c), "r"(w), "r"(h), "r"(n), "r"(mbar),
          "h"(off_w), "h"(off_h)
        : "memory");
}

extern "C" __global__ void __launch_bounds__(PIXELS)
tma_conv3x3(const __grid_constant__ CUtensorMap x_map, const float* __restrict__ wt, float* __restrict__ y,
            int N, int H, int W) {
    __shared__ alignas(128) __half cols[TAPS][PIXELS * CHANNELS];
#pragma nv_diag_suppress static_var_with_dynamic_init
    __shared__ block_barrier bar;

    const int q0 = blockIdx.x * PIXELS;
    if (threadIdx.x == 0) {
        init(&bar, blockDim.x);
        cde::fence_proxy_async_shared_cta();
    }
    __syncthreads();

    block_barrier::arrival_token token;
    if (threadIdx.x == 0) {
        const int n0 = q0 / (H * W), h0 = (q0 / W) % H, w0 = q0 % W;
        for (int t = 0; t < TAPS; ++t) {
            tma_load_im2col_4d(cols[t], &x_map, bar, 0, w0 - 1, h0 - 1, n0, (uint16_t)(t % 3), (uint16_t)(t / 3));
        }
        token = cuda::device::barrier_arrive_tx(bar, 1, sizeof(cols));
    } else {
        token = bar.arrive();
    }
    bar.wait(std::move(token));

    const int q = q0 + threadIdx.x;
    if (q >= N * H * W) {
        return;
    }
    float acc[OUT_CHANNELS] = {};
    for (int t = 0; t < TAPS; ++t) {
        for (int c = 0; c < CHANNELS; ++c) {
            const float v = __half2float(cols[t][threadIdx.x * CHANNELS + c]);
            for (int k = 0; k < OUT_CHANNELS; ++k) {
                acc[k] = fmaf(v, wt[(t * CHANNELS + c) * OUT_CHANNELS + k], acc[k]);
            }
        }
    }
    for (int k = 0; k < OUT_CHANNELS; ++k) {
        y[(size_t)q * OUT_CHANNELS + k] = acc[k];
    }
}
