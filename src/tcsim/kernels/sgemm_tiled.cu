// sgemm_tiled.cu -- tiled shared-memory SGEMM:  C = alpha * A * B + beta * C.
//
// Row-major, no transposes:  A is M x K (lda = K), B is K x N (ldb = N),
// C is M x N (ldc = N).  M, N and K are arbitrary: tiles that hang over an
// edge are zero-padded on load and masked on store.
//
// Each TILE x TILE thread block computes one TILE x TILE tile of C.  For every
// TILE-wide slab of K it stages a tile of A and a tile of B in shared memory,
// synchronises, accumulates TILE products per thread from shared memory, and
// synchronises again before the next slab overwrites the tiles.
//
// Launch: block = (TILE, TILE) = (16, 16);
//         grid  = (ceil(N / TILE), ceil(M / TILE)).

#define TILE 16

extern "C" __global__ void sgemm_tiled(int M, int N, int K,
                                       float alpha,
                                       const float* __restrict__ A,
                                       const float* __restrict__ B,
                                       float beta,
                                       float* __restrict__ C)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE];

    int tx = threadIdx.x;            // column within the tile
    int ty = threadIdx.y;            // row within the tile
    int row = blockIdx.y * TILE + ty;
    int col = blockIdx.x * TILE + tx;

    float acc = 0.0f;

    for (int k0 = 0; k0 < K; k0 += TILE) {
        // Stage one tile of A (rows of this block) and one of B (columns).
        int a_col = k0 + tx;
        int b_row = k0 + ty;
        As[ty][tx] = (row < M && a_col < K) ? A[row * K + a_col] : 0.0f;
        Bs[ty][tx] = (b_row < K && col < N) ? B[b_row * N + col] : 0.0f;
        __syncthreads();

#pragma unroll
        for (int k = 0; k < TILE; ++k) {
            acc += As[ty][k] * Bs[k][tx];
        }
        __syncthreads();
    }

    if (row < M && col < N) {
        int idx = row * N + col;
        C[idx] = alpha * acc + beta * C[idx];
    }
}
