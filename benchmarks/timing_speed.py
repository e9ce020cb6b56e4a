"""Timing-mode simulation speed (issue 4 target: >= 1 million thread-instructions/s).

    python benchmarks/timing_speed.py              # WMMA GEMM 256^3 on Titan V
    python benchmarks/timing_speed.py --size 512
    python benchmarks/timing_speed.py --large      # = --kernel wmma_gemm_shared --size 1024
    python benchmarks/timing_speed.py --kernel cutlass_wmma_gemm --size 1024

``--large`` is the large-grid point (many warps per sub-core, many L1 misses, ~52 million
thread-instructions, a few minutes): its rate should stay close to the small one's.

Prints simulated cycles, thread-instructions per second (by wall-clock time and by the
process's CPU time, which a busy machine disturbs less) and simulated cycles per second,
and checks the result against numpy. The memory hierarchy is on (it always is). (For scale: GPGPU-Sim with its Titan V config takes
about 12 s for this kernel at 256^3, ~0.22 million thread-instructions/s, on this machine
kind.)
"""

from __future__ import annotations

import argparse
import time

import numpy as np

import tcsim
from tcsim import kernels


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernel", default="wmma_gemm")
    ap.add_argument("--size", type=int, default=256)
    ap.add_argument("--arch", default="titan_v")
    ap.add_argument("--large", action="store_true", help="the shared-memory WMMA GEMM at 1024^3")
    ns = ap.parse_args()
    if ns.large:
        ns.kernel, ns.size = "wmma_gemm_shared", 1024
    dev = tcsim.Device(ns.arch)
    dev.mode = "timing"
    launch = kernels.get(ns.kernel).prepare(dev, ns.size, np.random.default_rng(0))
    cpu0 = time.process_time()
    results = launch.run()
    cpu = time.process_time() - cpu0
    ok, msg, _ = launch.check()
    if not ok:
        raise SystemExit(f"wrong result: {msg}")
    secs = sum(r.seconds for r in results)
    thr = sum(r.thread_instructions for r in results)
    cyc = sum(r.cycles for r in results)
    print(f"{ns.kernel} {ns.size}^3 on {ns.arch}, timing mode: {cyc:,} simulated cycles, {thr:,} thread-instructions "
          f"in {secs:.2f} s wall ({cpu:.2f} s CPU) -> {thr / secs / 1e6:.2f} M thread-instr/s wall, "
          f"{thr / cpu / 1e6:.2f} M/s CPU, {cyc / secs:,.0f} simulated cycles/s")


if __name__ == "__main__":
    main()
