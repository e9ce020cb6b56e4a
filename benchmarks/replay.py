"""Replay against full timing runs, per design point (issue 13 item 5; docs/sampling.md).

    python benchmarks/replay.py --kernels wmma_gemm_shared,cutlass_wmma_gemm --size 256

records each kernel once (a timing run that also keeps the per-warp streams), then for
each timing config times a full timing run and a replay of the recording, checks that
the cycles are equal and reports CPU seconds, the speed-up per point and the trace's size.
The configs' replays reuse one trace object, as a sweep's replay group does (it starts
with the recording's parsed and decoded kernel, as in the worker that recorded it).
``--repeat N``: each full run and replay N times, alternating, the least CPU time of each
(a shared, loaded machine slows single runs unevenly).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from bench_args import kernel_names

CONFIGS = {
    "base": None,
    "l1 hit 40, 8 FEDPs/core": {"timing.memory.l1.hit_latency": 40, "timing.hmma.fedp_per_core": 8},
    "lrr, branch 9, 6 FEDP stages": {"timing.issue.scheduler": "lrr", "timing.latency.branch": 9,
                                     "timing.hmma.fedp_stages": 6},
}


def _cpu(fn):
    c0 = time.process_time()
    out = fn()
    return out, time.process_time() - c0


def point(kernel: str, size: int, repeat: int = 1) -> list[dict]:
    import tcsim
    from tcsim import kernels
    from tcsim.timing.replay import save_all

    dev = tcsim.Device("titan_v")
    dev.mode, dev.record_traces = "timing", True
    launch = kernels.get(kernel).prepare(dev, size, np.random.default_rng(0))
    recorded, rec_cpu = _cpu(launch.run)
    traces = [r.trace for r in recorded]
    with tempfile.TemporaryDirectory() as d:
        file_bytes = save_all(traces, Path(d) / "t.trace")
    rows = []
    for name, cfg in CONFIGS.items():
        full_cpu = rep_cpu = float("inf")
        for _ in range(repeat):
            fdev = tcsim.Device("titan_v", config=cfg)
            fdev.mode = "timing"
            flaunch = kernels.get(kernel).prepare(fdev, size, np.random.default_rng(0))
            full, cpu = _cpu(flaunch.run)
            full_cpu = min(full_cpu, cpu)
            rdev = tcsim.Device("titan_v", config=cfg)
            again, cpu = _cpu(lambda d=rdev: [d.replay(t) for t in traces])
            rep_cpu = min(rep_cpu, cpu)
        rows.append({"kernel": kernel, "size": size, "config": name, "full_cycles": sum(r.cycles for r in full),
                     "replay_cycles": sum(r.cycles for r in again), "full_cpu": full_cpu, "replay_cpu": rep_cpu,
                     "record_cpu": rec_cpu, "speedup": full_cpu / rep_cpu,
                     "trace_mib": sum(t.nbytes() for t in traces) / 2**20, "file_mib": file_bytes / 2**20})
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernels", type=kernel_names, default="wmma_gemm_shared,cutlass_wmma_gemm,wmma_gemm,sgemm")
    ap.add_argument("--size", type=int, default=256)
    ap.add_argument("--repeat", type=int, default=1, help="runs per point (the least CPU time of each kind)")
    ap.add_argument("--json-file")
    ns = ap.parse_args(argv)
    out = []
    print("| kernel | size | config | full cycles | replay cycles | full CPU s | replay CPU s | speed-up | "
          "trace KiB in memory (gzip file) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for k in ns.kernels:
        for r in point(k, ns.size, ns.repeat):
            out.append(r)
            same = "=" if r["full_cycles"] == r["replay_cycles"] else "DIFFERENT"
            print(f"| {k} | {ns.size} | {r['config']} | {r['full_cycles']:,} | {r['replay_cycles']:,} {same} | "
                  f"{r['full_cpu']:.2f} | {r['replay_cpu']:.2f} | {r['speedup']:.2f}x | "
                  f"{r['trace_mib'] * 1024:.0f} ({r['file_mib'] * 1024:.0f}) |", flush=True)
    if ns.json_file:
        Path(ns.json_file).write_text(json.dumps({"points": out}, indent=1))
    return 0 if all(r["full_cycles"] == r["replay_cycles"] for r in out) else 1


if __name__ == "__main__":
    sys.exit(main())
