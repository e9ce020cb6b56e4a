// sm_90 features: thread block clusters, __grid_constant__, cp.async, mbarrier,
// redux, ldmatrix/mma inline asm, special registers, 64-bit atomics, fences.
// nvcc -arch=compute_90 -ptx sm90.cu -o sm90.ptx
#include <cooperative_groups.h>
#include <cuda_pipeline.h>
namespace cg = cooperative_groups;

struct Big { int v[16]; };

// The mbarrier wait loop of cutlass::arch::ClusterBarrier::wait: block-local labels that
// appear once per inlined copy.
__device__ __forceinline__ void bar_wait(unsigned addr, unsigned phase)
{
    asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\t"
                 "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n\t"
                 "@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n\t}" :: "r"(addr), "r"(phase));
}

__global__ void kbarrier(int* out)
{
    __shared__ unsigned long long bar;
    unsigned addr = (unsigned)__cvta_generic_to_shared(&bar);
    if (threadIdx.x == 0)
        asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(addr), "r"(blockDim.x));
    __syncthreads();
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(addr));
    bar_wait(addr, 0);
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(addr));
    bar_wait(addr, 1);
    out[threadIdx.x] = 1;
}

__global__ void __cluster_dims__(2, 1, 1) kcluster(const __grid_constant__ Big b, int* out)
{
    cg::cluster_group cl = cg::this_cluster();
    __shared__ int s[64];
    s[threadIdx.x] = b.v[threadIdx.x % 16];
    cl.sync();
    int* peer = cl.map_shared_rank(s, (cl.block_rank() + 1) % 2);
    out[blockIdx.x * blockDim.x + threadIdx.x] = peer[threadIdx.x] + __reduce_add_sync(0xffffffff, threadIdx.x);
}

__global__ void kasync(const int4* in, int4* out, unsigned long long* t)
{
    __shared__ int4 buf[128];
    __pipeline_memcpy_async(&buf[threadIdx.x], &in[threadIdx.x], sizeof(int4));
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    out[threadIdx.x] = buf[127 - threadIdx.x];
    unsigned long long g;
    unsigned dsm;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g));
    asm volatile("mov.u32 %0, %%dynamic_smem_size;" : "=r"(dsm));
    atomicAdd(t, g + dsm);
    __threadfence();
    __nanosleep(100);
}

__global__ void kmma(const unsigned* a, const unsigned* b, float* d)
{
    __shared__ unsigned short tile[16 * 16];
    tile[threadIdx.x] = (unsigned short)a[threadIdx.x];
    __syncwarp();
    unsigned r0, r1, r2, r3;
    unsigned addr = (unsigned)__cvta_generic_to_shared(&tile[(threadIdx.x % 16) * 16]);
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
    float c0 = 0, c1 = 0, c2 = 0, c3 = 0;
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(c0), "+f"(c1), "+f"(c2), "+f"(c3)
                 : "r"(r0), "r"(r1), "r"(r2), "r"(r3), "r"(b[0]), "r"(b[1]));
    d[threadIdx.x * 4 + 0] = c0;
    d[threadIdx.x * 4 + 1] = c1;
    d[threadIdx.x * 4 + 2] = c2;
    d[threadIdx.x * 4 + 3] = c3;
}
