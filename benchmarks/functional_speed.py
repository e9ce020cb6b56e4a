"""Functional-mode simulation speed: thread- and warp-instructions per second.

    python benchmarks/functional_speed.py            # SGEMM, CUTLASS SGEMM, WMMA GEMM, CUTLASS tensor-op
    python benchmarks/functional_speed.py --size 512 --repeat 3

Runs the bundled kernels through the public API and checks each result against numpy
(a fast but wrong simulator is not a fast simulator). Target (issue 2): >= 10 million
thread-instructions per second on a 2-core machine.
"""

from __future__ import annotations

import argparse

import numpy as np

import tcsim
from tcsim import kernels


def measure(name: str, size, repeat: int, arch: str = "titan_v") -> tuple[float, float, int]:
    best = None
    for _ in range(repeat):
        dev = tcsim.Device(arch=arch)
        launch = kernels.get(name).prepare(dev, size, np.random.default_rng(0))
        results = launch.run()
        wall = sum(r.seconds for r in results)  # simulation only: PTX parsing and decode excluded
        ok, msg, _ = launch.check()
        if not ok:
            raise SystemExit(f"{name}: wrong result: {msg}")
        thread = sum(r.thread_instructions for r in results)
        warp = sum(r.warp_instructions for r in results)
        cur = (thread / wall, warp / wall, thread)
        best = cur if best is None or cur[0] > best[0] else best
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", type=int, default=256, help="SGEMM M=N=K (default 256)")
    ap.add_argument("--cutlass-size", type=int, default=256, help="CUTLASS SGEMM M=N=K (default 256)")
    ap.add_argument("--tc-size", type=int, default=512, help="tensor-core GEMMs M=N=K (default 512)")
    ap.add_argument("--repeat", type=int, default=2, help="runs per kernel; the best is reported")
    ns = ap.parse_args()
    rows = [("sgemm", ns.size, "titan_v"), ("cutlass_sgemm", ns.cutlass_size, "titan_v"),
            ("wmma_gemm", ns.tc_size, "titan_v"), ("wmma_gemm_shared", ns.tc_size, "titan_v"),
            ("cutlass_wmma_gemm", ns.tc_size, "titan_v"), ("cutlass_tensorop_gemm", ns.tc_size, "rtx2080")]
    print(f"{'kernel':22s} {'arch':8s} {'size':>6s} {'thread-instr':>14s} {'M thread-instr/s':>17s} {'M warp-instr/s':>15s}")
    for name, size, arch in rows:
        tps, wps, n = measure(name, size, ns.repeat, arch)
        print(f"{name:22s} {arch:8s} {size:6d} {n:14,d} {tps / 1e6:17.2f} {wps / 1e6:15.3f}")


if __name__ == "__main__":
    main()
