// Runaway kernels (tests/exec/test_runaway.py): endless loops, spins that a barrier waits for,
// and counted barriers. Compiled with: nvcc -arch=compute_75 -ptx -O3 runaway.cu
extern "C" __global__ void forever(int *out) {
    int i = 0;
    while (1) { i++; if (i == -1) break; }   // nvcc keeps an endless 'bra' to itself
    out[threadIdx.x] = i;
}

extern "C" __global__ void wait_flag(volatile int *flag, int *out) {
    while (*flag == 0) { }
    out[threadIdx.x] = 1;
}

// thread 37 of each CTA waits for a flag nobody raises; the others wait at the barrier
extern "C" __global__ void spin_past_barrier(volatile int *flag, int *out) {
    if (threadIdx.x == 37) { while (*flag == 0) { } }
    __syncthreads();
    out[blockDim.x * blockIdx.x + threadIdx.x] = threadIdx.x;
}

// threads 37 and 70 (two warps) both wait for a flag nobody raises
extern "C" __global__ void two_spinners(volatile int *flag, int *out) {
    if (threadIdx.x == 37 || threadIdx.x == 70) { while (*flag == 0) { } }
    __syncthreads();
    out[threadIdx.x] = threadIdx.x;
}

// not a deadlock: thread 37 waits for thread 64, which works, raises the flag, then waits
// for 37's answer (given after more work) while every other thread waits at the barrier
extern "C" __global__ void handoff(volatile int *flag, volatile int *ack, int *out) {
    int b = blockIdx.x;
    if (threadIdx.x == 37) {
        while (flag[b] == 0) { }
        int s = 0;
        for (int i = 0; i < 100; i++) s += i * out[i];
        out[256 * b + 300] = s;
        ack[b] = 1;
    } else if (threadIdx.x == 64) {
        int s = 0;
        for (int i = 0; i < 100; i++) s += i ^ out[i];
        out[256 * b + 301] = s;
        flag[b] = 1;
        while (ack[b] == 0) { }
    }
    __syncthreads();
    out[256 * b + threadIdx.x] = threadIdx.x;
}

// barrier 1 with a thread count from a register
extern "C" __global__ void counted_barrier(int *out, int n) {
    asm volatile("bar.sync 1, %0;" :: "r"(n));
    out[threadIdx.x] = threadIdx.x;
}
