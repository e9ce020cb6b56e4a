"""GEMM-level validation (seed 000 §V-A/B, Fig 14; issue 5): the bundled tensor-core GEMMs
swept over sizes in timing mode.

For each kernel and size the sweep runs the launch(es) on the cycle-level model, checks
the result against numpy, and records cycles, IPC (warp instructions per cycle), achieved
TFLOPS (2·M·N·K over the simulated time at the SM clock), the wmma latency medians (seed
000 Fig 16) and how long the simulation took. ``findings`` checks the seed's qualitative
results: cycles grow with the size for every kernel (Fig 14a, 14c), and the shared-memory
WMMA GEMM beats the naive one once the matrices are large enough to fill the GPU with
its 64x64 CTA tiles.

AMD (issue 15): ``amd_mfma_gemm`` on mi200/mi300 (seed 004's fixed latencies) or on the
GPUs with a memory hierarchy (mi210, mi250x, mi300x), where each point also records the
bytes moved to and from HBM; :func:`plot` then draws the roofline (``bench/plots.py``).
"""

from __future__ import annotations

import csv
import json
import time
from dataclasses import asdict, dataclass

import numpy as np

DEFAULT_KERNELS = ("wmma_gemm", "wmma_gemm_shared", "cutlass_wmma_gemm")
DEFAULT_SIZES = (64, 128, 256, 512, 1024, 2048)
#: the AMD sweep: the MFMA GEMM (64 x 64 tiles, so sizes from 64)
AMD_KERNELS = ("amd_mfma_gemm",)
AMD_SIZES = (64, 128, 256, 512)
#: the sm_80 kernels of the sweep (``--arch a100``): the GEMMs (the 2:4 sparse one counted
#: at its dense 2·M·N·K, as NVIDIA counts sparse throughput) and the fused attention
#: forward, whose size is the sequence length S (batch*heads 2, head dim 64)
SM80_KERNELS = ("mma_sm80_gemm", "cutlass_sm80_gemm", "cutlass_sparse_gemm", "flash_attn_sm80")
#: the sm_90a kernels of the sweep (``--arch h100``): the inline-PTX wgmma GEMM, CUTLASS 3's
#: TMA warp-specialized GEMM (M = N = K = size; the 2x1-cluster variant needs M a multiple of
#: 256) and the FlashAttention-3-style forward (size = S, as flash_attn_sm80)
SM90_KERNELS = ("wgmma_sm90_gemm", "cutlass3_sm90_gemm", "cutlass3_sm90_gemm_cluster2x1",
                "cutlass3_sm90_gemm_pingpong", "flash_attn_sm90")


def flops(kernel: str, size: int) -> float:
    """Floating-point operations of one sweep point: 2·M·N·K for a GEMM of M = N = K = size;
    attention: the two matrix products Q K^T and P V, 2 · 2·BH·S²·D."""
    if kernel in ("flash_attn_sm80", "flash_attn_sm90"):
        from tcsim.kernels import sm80

        bh, seq = sm80.size_attention(size, kernel)
        return 4.0 * bh * seq * seq * sm80.FLASH_HEAD_DIM
    return 2.0 * size ** 3


@dataclass
class Point:
    kernel: str
    size: int
    cycles: int
    warp_instructions: int
    thread_instructions: int
    ipc: float
    tflops: float
    wmma_load_median: float | None
    wmma_mma_median: float | None
    wmma_store_median: float | None
    check: str
    sim_seconds: float
    dram_bytes: int | None = None      # HBM traffic incl. dirty L2 lines (AMD GPUs with a memory hierarchy)


def run_point(kernel: str, size: int, arch: str = "titan_v") -> Point:
    import tcsim
    from tcsim import kernels

    dev = tcsim.Device(arch)
    dev.mode = "timing"
    launch = kernels.get(kernel).prepare(dev, size, np.random.default_rng(0))
    t0 = time.perf_counter()
    results = launch.run()
    secs = time.perf_counter() - t0
    check = launch.check()
    cycles = sum(r.cycles for r in results)
    warp = sum(r.warp_instructions for r in results)
    thread = sum(r.thread_instructions for r in results)
    amd = dev.config.vendor == "amd"
    clock = (dev.config.amd.cu.core_clock_mhz if amd else dev.config.core.core_clock_mhz) * 1e6
    lat: dict[str, list] = {}
    for r in results:
        for k, v in getattr(r.timing, "wmma_latency", {}).items():
            lat.setdefault(k, []).extend(v)
    dram = None
    if amd and dev.config.amd.hierarchy is not None:
        # what reaches HBM: reads, write-backs, and the dirty lines the L2s still hold
        dram = sum(r.timing.memory["hbm_read_bytes"] + r.timing.memory["hbm_write_bytes"]
                   + r.timing.memory["l2_dirty_bytes"] for r in results)
    med = {k: float(np.median(v)) for k, v in lat.items() if v}
    return Point(kernel, size, cycles, warp, thread, warp / max(cycles, 1),
                 flops(kernel, size) / (cycles / clock) / 1e12,
                 med.get("wmma.load"), med.get("wmma.mma"), med.get("wmma.store"),
                 "PASS" if check.ok else f"FAIL: {check.message}", secs, dram)


def run(kernels=DEFAULT_KERNELS, sizes=DEFAULT_SIZES, arch: str = "titan_v", progress=None) -> list[Point]:
    out = []
    for k in kernels:
        for n in sizes:
            p = run_point(k, n, arch)
            out.append(p)
            if progress is not None:
                progress(p)
    return out


def findings(points: list[Point], arch=None) -> list[tuple[str, bool, str]]:
    """The seed's qualitative findings, checked on the sweep: ``(claim, holds, detail)``;
    with HBM traffic and ``arch`` (AMD memory hierarchy), which side of the roofline's
    ridge each point is on."""
    out = []
    roof = [p for p in points if p.dram_bytes]
    if roof and arch is not None:
        from tcsim.bench.plots import intensity, roofline_peaks

        peak, gbs, _ = roofline_peaks(arch)
        ridge = peak * 1e12 / (gbs * 1e9)
        side = [(p, "compute-bound" if intensity(p) >= ridge else "memory-bound") for p in roof]
        out.append((f"the sweep reaches both sides of the roofline's ridge ({ridge:.0f} FLOP per HBM byte)",
                    len({s for _, s in side}) == 2,
                    ", ".join(f"{p.kernel} {p.size}: {intensity(p):.0f} FLOP/B, {s}" for p, s in side)))
    by: dict[str, list[Point]] = {}
    for p in points:
        by.setdefault(p.kernel, []).append(p)
    for k, ps in by.items():
        ps = sorted(ps, key=lambda p: p.size)
        grows = all(b.cycles > a.cycles for a, b in zip(ps, ps[1:]))
        out.append((f"{k}: cycles grow with the matrix size (seed 000 Fig 14a/14c)", grows,
                    ", ".join(f"{p.size}: {p.cycles:,}" for p in ps)))
    if "wmma_gemm" in by and "wmma_gemm_shared" in by:
        naive = {p.size: p for p in by["wmma_gemm"]}
        shared = {p.size: p for p in by["wmma_gemm_shared"]}
        common = sorted(set(naive) & set(shared))
        faster = [n for n in common if shared[n].cycles < naive[n].cycles]
        largest = common[-1] if common else None
        holds = bool(common) and largest in faster
        detail = ", ".join(f"{n}: {naive[n].cycles / shared[n].cycles:.2f}x" for n in common)
        out.append(("the shared-memory WMMA GEMM is faster than the naive one at the largest size "
                    "(naive cycles / shared cycles per size)", holds, detail))
        ml = [(n, naive[n].wmma_load_median, shared[n].wmma_load_median) for n in common
              if naive[n].wmma_load_median and shared[n].wmma_load_median]
        if ml:
            n, a, b = ml[-1]
            out.append(("shared memory lowers the median wmma.load latency (seed 000 Fig 16: >100x at large sizes)",
                        a > b, ", ".join(f"{n}: {a / b:.1f}x ({a:g} vs {b:g})" for n, a, b in ml)))
    return out


def write_csv(points: list[Point], path: str) -> None:
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(asdict(points[0])), lineterminator="\n")
        w.writeheader()
        for p in points:
            w.writerow(asdict(p))


def as_dict(points: list[Point], arch: str) -> dict:
    """The sweep as ``tcsim sweep gemm --json`` prints it and ``--json-file`` writes it."""
    return {"arch": arch, "points": [asdict(p) for p in points],
            "findings": [{"claim": c, "holds": h, "detail": d} for c, h, d in findings(points, arch)]}


def write_json(points: list[Point], path: str, arch: str) -> None:
    with open(path, "w") as f:
        json.dump(as_dict(points, arch), f, indent=1)


def save(points: list[Point], arch: str, csv_path=None, json_path=None, plot_path=None) -> None:
    """Write whichever of the CSV, the JSON and the picture are asked for."""
    if csv_path:
        write_csv(points, csv_path)
    if json_path:
        write_json(points, json_path, arch)
    if plot_path:
        plot(points, plot_path, arch)


def plot(points: list[Point], path: str, arch: str) -> None:
    """Cycles (log-log) and achieved TFLOPS against the matrix size, one line per kernel;
    with HBM traffic recorded (AMD memory hierarchy), a third panel: the roofline."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    roof = [p for p in points if p.dram_bytes] if arch is not None else []
    fig, axes = plt.subplots(1, 3 if roof else 2, figsize=(15 if roof else 10, 4))
    a1, a2 = axes[0], axes[1]
    by: dict[str, list[Point]] = {}
    for p in points:
        by.setdefault(p.kernel, []).append(p)
    for k, ps in by.items():
        ps = sorted(ps, key=lambda p: p.size)
        xs = [p.size for p in ps]
        a1.plot(xs, [p.cycles for p in ps], marker="o", label=k)
        a2.plot(xs, [p.tflops for p in ps], marker="o", label=k)
    for a in (a1, a2):
        a.set_xscale("log", base=2)
        a.set_xlabel("M = N = K")
        a.grid(True, which="both", alpha=0.3)
    a1.set_yscale("log")
    a1.set_ylabel("simulated cycles")
    a1.set_title(f"GEMM cycles on {arch} (tcsim timing mode)", fontsize=9)
    a2.set_ylabel("achieved TFLOPS")
    a2.set_title("achieved tensor throughput", fontsize=9)
    a1.legend(fontsize=8)
    if roof:
        from tcsim.bench.plots import roofline

        roofline(axes[2], roof, arch)
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    plt.close(fig)
