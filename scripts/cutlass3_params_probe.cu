// cutlass3_params_probe.cu -- print the byte layout of the Params struct the CUTLASS 3
// kernels of src/tcsim/kernels/cutlass3_sm90_gemm.cu take by value, as nvcc lays it out.
// src/tcsim/kernels/hopper_cutlass3.py writes the Params bytes at these offsets.
// A host program (no GPU needed):
//
//   nvcc -std=c++17 --expt-relaxed-constexpr -arch=sm_90a -I$CUTLASS_INCLUDE_DIR \
//        scripts/cutlass3_params_probe.cu -o /tmp/probe && /tmp/probe
#include "../src/tcsim/kernels/cutlass3_sm90_gemm.cu"
#include <cstddef>
#include <cstdio>

template <class K>
void probe(const char* name) {
  using P = typename K::Params;
  using S = typename K::TileSchedulerParams;
  using E = typename K::CollectiveEpilogue::Params;
  using M = typename K::CollectiveMainloop::Params;
  printf("%s: sizeof(Params) %zu, alignof %zu, SharedStorage %zu, threads %d\n", name, sizeof(P), alignof(P),
         sizeof(typename K::SharedStorage), (int)K::MaxThreadsPerBlock);
#define OFF(T, f) printf("  %-40s %5zu %4zu\n", #T "." #f, offsetof(T, f), sizeof(((T*)0)->f))
  OFF(P, mode); OFF(P, problem_shape); OFF(P, mainloop); OFF(P, epilogue); OFF(P, hw_info);
  OFF(P, scheduler);  // the Cooperative Params end with `void* workspace` at 1016, Pingpong's do not
  OFF(M, tma_load_a); OFF(M, tma_load_b); OFF(M, tma_transaction_bytes); OFF(M, tma_transaction_bytes_mk);
  OFF(M, tma_transaction_bytes_nk);
  OFF(E, thread); OFF(E, ptr_C); OFF(E, dC); OFF(E, ptr_D); OFF(E, dD);
  OFF(S, divmod_cluster_shape_major_); OFF(S, divmod_cluster_shape_minor_); OFF(S, divmod_batch_);
  OFF(S, divmod_cluster_blk_major_); OFF(S, blocks_per_problem_); OFF(S, log_swizzle_size_); OFF(S, raster_order_);
  OFF(S, problem_tiles_m_); OFF(S, problem_tiles_n_); OFF(S, problem_tiles_l_); OFF(S, cluster_shape_m_);
  OFF(S, cluster_shape_n_);
  M m{};
  printf("  TMA copy: descriptor at +%zu, aux params at +%zu (%zu bytes)\n",
         (size_t)((char*)&m.tma_load_a.tma_desc_ - (char*)&m.tma_load_a),
         (size_t)((char*)&m.tma_load_a.aux_params_ - (char*)&m.tma_load_a), sizeof(m.tma_load_a.aux_params_));
  printf("  transaction bytes: %u (A %u, B %u)\n", m.tma_transaction_bytes, m.tma_transaction_bytes_mk,
         m.tma_transaction_bytes_nk);
}

int main() {
  probe<tcsim_cutlass3::Gemm1x1>("cluster 1x1");
  probe<tcsim_cutlass3::Gemm2x1>("cluster 2x1");
  probe<tcsim_cutlass3::GemmPingpong>("pingpong");
}
