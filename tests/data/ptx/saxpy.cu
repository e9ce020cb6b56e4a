// saxpy: y[i] = a * x[i] + y[i], one thread per element; threads past n do nothing
// (their warps still issue the guarded branch). tests/timing/test_instruction_counts.py.
// nvcc -ptx -arch=sm_75 saxpy.cu -o saxpy.ptx
extern "C" __global__ void saxpy(int n, float a, const float *x, float *y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}
