// The few HIP definitions the bundled AMD kernels need, so that they compile with a
// plain clang (-nogpuinc -nogpulib: no ROCm installation). Work-item and workgroup
// ids and sizes come straight from the amdgcn builtins that HIP's own headers use.
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __launch_bounds__(n) __attribute__((amdgpu_flat_work_group_size(1, n)))

static __device__ inline unsigned threadIdx_x() { return __builtin_amdgcn_workitem_id_x(); }
static __device__ inline unsigned blockIdx_x() { return __builtin_amdgcn_workgroup_id_x(); }
static __device__ inline unsigned blockDim_x() { return __builtin_amdgcn_workgroup_size_x(); }
static __device__ inline void __syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
