"""The ``tcsim`` argument parser: one sub-command per module of this package."""

from __future__ import annotations

import argparse

from tcsim.cli.bench import cmd_bench
from tcsim.cli.common import Parser, add_arch_options
from tcsim.cli.compare import add_compare_parser
from tcsim.cli.results import cmd_results
from tcsim.cli.run import ARG_HELP, cmd_run
from tcsim.cli.sass import add_sass_parser
from tcsim.cli.show import cmd_check, cmd_config, cmd_fragments, cmd_list, cmd_mfma
from tcsim.cli.sweep import cmd_sweep


def build_parser() -> argparse.ArgumentParser:
    p = Parser(
        prog="tcsim",
        description="tcsim simulates GPUs with tensor cores running real nvcc PTX, on your CPU. "
                    "With no command it runs the bundled SGEMM and checks it against numpy.",
        epilog="examples:\n  tcsim run\n  tcsim run vector_add --size 100000\n  tcsim list\n"
               "  tcsim run my.ptx --kernel add --grid 4 --block 256 --arg 'f32[1024]=rand' --arg 'f32[1024]' --arg i32:1024\n"
               "  tcsim config show titan_v",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="command", parser_class=Parser)
    r = sub.add_parser("run", help="run a bundled kernel or a PTX file", epilog=ARG_HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    r.add_argument("target", nargs="?", help="bundled kernel name (default: sgemm; amd_vector_add on AMD GPUs) "
                                             "or path to a .ptx or .cubin file (NVIDIA) or AMDGPU .s file (AMD)")
    r.add_argument("--size", help="problem size of a bundled kernel: N, or M,N,K for the GEMMs")
    add_arch_options(r)
    r.add_argument("--mode", choices=["functional", "timing"], default=None,
                   help="functional (fast) or timing (cycle-level: cycles, IPC, stalls); default functional, "
                        "timing for the WMMA GEMM")
    r.add_argument("--plot", help="timing mode: save a timeline picture of one warp's HMMA micro-ops (PNG)")
    r.add_argument("--sample", action="store_true",
                   help="timing mode (NVIDIA): estimate the cycles from a sample, with an error bound; results "
                        "still complete (docs/sampling.md)")
    r.add_argument("--sample-method", choices=["extrapolate", "subset", "shadow"],
                   help="with --sample: how (default shadow: 5 SMs timed with the other SMs' memory traffic as "
                        "shifted copies, falling back to extrapolate where it cannot serve; extrapolate: the whole "
                        "GPU until its progress is steady; docs/sampling.md)")
    r.add_argument("--sample-option", action="append", default=[], metavar="NAME=VALUE",
                   help="with --sample, repeatable: any option of tcsim.timing.sampling.SampleOptions, e.g. sms=10 "
                        "(SMs timed), results=false (cycles only: the outputs are not computed), columns=false, "
                        "skip_rounds=false (docs/sampling.md)")
    r.add_argument("--record", metavar="FILE",
                   help="timing mode (NVIDIA): also record each launch's per-warp streams to FILE for --replay")
    r.add_argument("--replay", metavar="FILE",
                   help="time the launches recorded in FILE on this run's config (--arch/--config/--set; only "
                        "timing.* values may differ) without running the kernel: the cycles of a full timing run")
    r.add_argument("--kernel", help="kernel name in FILE.ptx (.entry) or FILE.s (.amdhsa_kernel)")
    r.add_argument("--grid", help="grid dimensions, e.g. 64 or 8,8")
    r.add_argument("--block", help="block dimensions, e.g. 256 or 16,16")
    r.add_argument("--arg", action="append", help="a kernel argument (repeat; see below)")
    r.add_argument("--shared-mem", type=int, default=0, help="dynamic shared memory bytes per CTA")
    r.add_argument("--registers", type=int, default=None,
                   help="registers per thread (ptxas -v) for the occupancy limit in timing mode; "
                        "bundled kernels know theirs, .maxnreg is used when present")
    r.add_argument("--mfma-scale", type=float, default=None, dest="mfma_scale",
                   help="AMD timing mode: multiply every MFMA's matrix-core occupancy (seed 004 §V-B what-if)")
    r.add_argument("--hazards", choices=["error", "record"], default=None,
                   help="AMD timing mode: a violation of the ISA's wait states after an MFMA stops the run "
                        "(error, default) or is timed as the hardware would and counted (record)")
    r.add_argument("--sass", action="store_true",
                   help="bundled kernel: run the machine code ptxas made of it (its committed cubin; functional "
                        "mode) instead of its PTX; 'tcsim run FILE.cubin' runs a cubin's SASS")
    r.add_argument("--sm", type=int, default=None,
                   help="with --sass: the SM whose SASS to run (default the GPU's: 70 titan_v, 75 rtx2080, 80 a100, 90 h100)")
    r.add_argument("--seed", type=int, default=0, help="random seed for inputs")
    r.add_argument("--json", action="store_true", help="print results as JSON (with the resolved arch config)")
    r.add_argument("--save", help="save array arguments after the run to this .npz")
    r.add_argument("--show", type=int, default=16, help="array elements to print per argument")
    r.set_defaults(func=cmd_run)
    ls = sub.add_parser("list", help="list the bundled kernels")
    ls.set_defaults(func=cmd_list)
    c = sub.add_parser("check", help="parse and decode a PTX or AMDGPU assembly file and summarise its kernels")
    c.add_argument("file")
    add_arch_options(c, help="GPU to decode for (AMDGPU files: picked from the file's target when not given)")
    c.set_defaults(func=cmd_check)
    fg = sub.add_parser("fragments", help="run the wmma fragment microbenchmark and print the thread map",
                        description="Loads an operand tile holding its own byte offsets with wmma.load in the "
                                    "simulator and prints which threads hold each element, as seed 003 "
                                    "Figs 4.2/4.3/4.7: a line per row, cells 'byte offset (threads)'.")
    add_arch_options(fg, help="titan_v (Volta maps), rtx2080/rtx2080ti (Turing) or a100 (Ampere)")
    fg.add_argument("--instr", choices=["wmma", "mma", "mma.sp", "wgmma.sp"], default="wmma",
                    help="wmma (run the load probe), or the register maps of mma.sync / mma.sp (sm_80 sparse; "
                         "--matrix e: its metadata) / wgmma.sp (sm_90a sparse wgmma, m64nNkK; --matrix e)")
    fg.add_argument("--shape", default="m16n16k16", help="m16n16k16, m32n8k16, m8n32k16, m8n8k32, m8n8k128; "
                    "mma: m16n8k16, m8n8k4, ...")
    fg.add_argument("--type", help="element type (default f16 for A/B, f32 for C): f16 bf16 tf32 f32 f64 s8 u8 s4 "
                                   "u4 b1 s32")
    fg.add_argument("--layout", choices=["row", "col"], default="col", help="memory layout of the tile")
    fg.add_argument("--matrix", choices=["a", "b", "c", "e"], default="a", help="operand (e: mma.sp metadata)")
    fg.add_argument("--selector", type=int, default=0, help="mma.sp / wgmma.sp sparsity selector (default 0)")
    fg.add_argument("--picture", help="also save a picture of the map (PNG, like seed 000 Fig 7)")
    fg.set_defaults(func=cmd_fragments)
    bn = sub.add_parser("bench", help="run the seeds' microbenchmarks in timing mode and compare with published numbers")
    bn.add_argument("what", choices=["hmma", "mma", "latency", "throughput", "mfma", "memory", "wgmma", "banks"],
                    help="hmma: wmma.mma cycles per HMMA (seed 000 Fig 9 / Table I, seed 001 Table 2); "
                         "mma: mma.sync latency per shape/type and throughput vs warps and ILP on a100 "
                         "(Sun et al., IEEE TPDS 2023, Table 3); "
                         "latency: dependent-chain instruction latencies (seed 003 Table 4.1); "
                         "throughput: back-to-back wmma.mma vs warps per SM (seed 000 Fig 12c, §V-C); "
                         "mfma: seed 004 Listing 1 / Eq. 1 on mi200 (Table II) or mi300 (Tables IV, VI); "
                         "memory: the memory hierarchy (seed 003 §3, Table 4.2; seed 000 §V-C); "
                         "wgmma: wgmma m64nNk* latency, throughput, SS vs RS on h100/h800 (Luo et al. arXiv 2501.12084); "
                         "banks --sass: register-bank conflicts and the reuse cache on rewritten ptxas FFMAs "
                         "(seed 003 §3.5 Fig 3.8, Table 1.1)")
    bn.add_argument("names", nargs="*", metavar="NAME",
                    help="memory: which benchmarks (default all): pchase, l1-capacity, tlb, shared-latency, "
                         "shared-bandwidth, l1-bandwidth, l2-bandwidth, dram-bandwidth, atomics, wmma, "
                         "l2-partitions (a100)")
    bn.add_argument("--full", action="store_true",
                    help="memory: the long variants (L2-TLB coverage, needing ~9 GiB of lazily committed host "
                         "memory; wmma on the 1024^3 GEMM)")
    bn.add_argument("--sms", type=int, default=8, help="throughput: SMs to simulate (the rate is per SM)")
    bn.add_argument("--mfma-scale", type=float, default=1.0, dest="mfma_scale",
                    help="mfma: multiply MFMA occupancy (seed 004 §V-B); the expected column scales with it")
    add_arch_options(bn)
    bn.add_argument("--json", action="store_true")
    bn.add_argument("--sass", action="store_true",
                    help="latency: the seed 003 Table 4.1 chains as ptxas compiled them (committed sm_70/sm_75 cubins), "
                         "timed in SASS mode (titan_v, rtx2080); banks: required (the experiments exist at SASS level only)")
    bn.set_defaults(func=cmd_bench)
    mf = sub.add_parser("mfma", help="AMD MFMA instruction: cycles, FLOPs, registers and operand lane maps",
                        description="Like AMD's matrix instruction calculator: details of one MFMA and, with "
                                    "--matrix, which matrix element every lane holds in every register.")
    mf.add_argument("instr", nargs="?", help="mnemonic as LLVM prints it, e.g. v_mfma_f32_32x32x8f16 (gfx90a) "
                                             "or v_mfma_f32_32x32x8_f16 (gfx942)")
    add_arch_options(mf, default="mi300", help="mi200, mi210, mi300, mi300x, gfx90a or gfx942")
    mf.add_argument("--matrix", choices=["a", "b", "c", "d", "k"],
                    help="print this operand's lane/register map (k: the sparsity index of v_smfmac_*)")
    mf.add_argument("--cbsz", type=int, default=0, help="A: broadcast one block to 2**cbsz blocks "
                                                        "(v_smfmac_*: 0 lets --abid pick the index set)")
    mf.add_argument("--abid", type=int, default=0, help="A: the block broadcast (with --cbsz); "
                                                        "v_smfmac_*: the index set")
    mf.add_argument("--blgp", type=int, default=0, help="B: lane-group pattern 0-7")
    mf.add_argument("--list", action="store_true", help="list the MFMA instructions of --arch")
    mf.set_defaults(func=cmd_mfma)
    sw = sub.add_parser("sweep", help="run a design-space sweep spec on Dask into a results database; "
                                      "'sweep gemm': the tensor-core GEMMs over sizes (seed 000 Fig 14)",
                        description="tcsim sweep SPEC.toml runs every point of the spec (kernels x sizes x archs x "
                                    "config values x modes, or its explicit points) on a Dask cluster and stores each "
                                    "in a SQLite database; rerunning resumes (docs/sweeps.md). tcsim sweep gemm runs the "
                                    "bundled GEMM spec (WMMA naive and shared-memory, CUTLASS WMMA) in timing mode, "
                                    "checks each against numpy, reports cycles, IPC, TFLOPS and wmma latency medians, "
                                    "then checks seed 000's qualitative findings.")
    sw.add_argument("what", metavar="SPEC", help="a sweep spec (.toml), or gemm")
    sw.add_argument("--db", help="results database (default: the spec's path with .db; sweep gemm: a temporary one)")
    sw.add_argument("--workers", type=int, default=None,
                    help="local Dask workers, one single-threaded process each (default: one per core; "
                         "0: run the points in this process without Dask)")
    sw.add_argument("--scheduler", metavar="ADDRESS",
                    help="run on an existing Dask cluster, e.g. tcp://host:8786 (dask scheduler + dask worker)")
    sw.add_argument("--retry-failed", action="store_true", dest="retry_failed",
                    help="run the points stored as failed again (stored successful points are always skipped)")
    sw.add_argument("--dry-run", action="store_true", dest="dry_run", help="validate the spec and list its points")
    sw.add_argument("--kernels", help="gemm: comma-separated bundled kernels (default wmma_gemm,wmma_gemm_shared,cutlass_wmma_gemm)")
    sw.add_argument("--sizes", help="gemm: comma-separated M=N=K sizes (default 64,128,256,512,1024,2048)")
    add_arch_options(sw)
    sw.add_argument("--csv", help="gemm: write the points as CSV")
    sw.add_argument("--json-file", dest="json_file", help="gemm: write points and findings as JSON")
    sw.add_argument("--json", action="store_true", help="print JSON instead of a table (a spec: the run's summary)")
    sw.add_argument("--plot", help="gemm: save cycles and TFLOPS against size (PNG)")
    sw.set_defaults(func=cmd_sweep)
    rs = sub.add_parser("results", help="list, filter, export (CSV, Parquet) and plot a sweep's results database",
                        description="Reads the SQLite database 'tcsim sweep' writes (schema: docs/sweeps.md). Keys are "
                                    "columns (kernel, size_n, cycles, ...), config keys (timing.hmma.fedp_per_core) or "
                                    "fields of JSON columns (stall_cycles.scoreboard, unit_utilisation.tensor).")
    rs.add_argument("db", metavar="DB", help="results database")
    rs.add_argument("--where", action="append", default=[], metavar="KEY=VALUE",
                    help="keep rows where KEY=VALUE (also !=, <, <=, >, >=; repeat: all must hold)")
    rs.add_argument("--csv", help="export the rows as CSV")
    rs.add_argument("--parquet", help="export the rows as Parquet (needs pyarrow: pip install 'tcsim[parquet]')")
    rs.add_argument("--plot", metavar="METRIC", help="plot METRIC against --x, one line per kernel (PNG)")
    rs.add_argument("--x", metavar="PARAM", help="the parameter on the x axis, e.g. size_n or a config key")
    rs.add_argument("--out", help="the picture of --plot (default METRIC-vs-PARAM.png)")
    rs.add_argument("--json", action="store_true", help="print the rows as JSON")
    rs.add_argument("--sample-errors", action="store_true",
                    help="pair each timing-sampled point with the timing point of the same simulation and show the "
                         "estimate's error, whether the full run lies inside its bound, and both wall times")
    rs.set_defaults(func=cmd_results)
    add_sass_parser(sub)
    add_compare_parser(sub)
    cf = sub.add_parser("config", help="show architecture configurations")
    cf.add_argument("action", choices=["show", "list"])
    cf.add_argument("name", nargs="?", help="show: a bundled GPU (or give --config FILE); with --set the values "
                                            "overridden say so in their source")
    cf.add_argument("--config", metavar="FILE", help="show your own config file (TOML, docs/configs.md)")
    cf.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", dest="overrides",
                    help="override one value by dotted key (repeat)")
    cf.add_argument("--keys", action="store_true", help="list every dotted key --set accepts")
    cf.set_defaults(func=cmd_config)
    return p
