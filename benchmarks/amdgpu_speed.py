"""Simulation speed of the AMD side: lane- and wave-instructions per second.

    python benchmarks/amdgpu_speed.py                 # bundled AMD kernels on mi300, functional mode
    python benchmarks/amdgpu_speed.py --arch mi200 --repeat 3
    python benchmarks/amdgpu_speed.py --mode timing   # the CU model (timing/cu.py)

Runs the bundled HIP kernels through the public API (``Device.load_asm``) and checks
each result against numpy before reporting a speed.
"""

from __future__ import annotations

import argparse

import numpy as np

import tcsim
from tcsim import kernels

SIZES = {"amd_vector_add": 1 << 20, "amd_reduce": 1 << 20, "amd_collatz": 1 << 16, "amd_mfma_f32": 4096,
         "amd_mfma_gemm": (512, 512, 512)}
TIMING_SIZES = {"amd_vector_add": 1 << 16, "amd_reduce": 1 << 16, "amd_collatz": 1 << 12, "amd_mfma_f32": 1024,
                "amd_mfma_gemm": (256, 256, 256)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--arch", default="mi300")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--mode", choices=["functional", "timing"], default="functional")
    ns = ap.parse_args()
    for name, size in (SIZES if ns.mode == "functional" else TIMING_SIZES).items():
        best = None
        for _ in range(ns.repeat):
            dev = tcsim.Device(arch=ns.arch)
            dev.mode = ns.mode
            launch = kernels.get(name).prepare(dev, size, np.random.default_rng(0))
            res = launch.run()
            ok, msg, _ = launch.check()
            if not ok:
                raise SystemExit(f"{name}: wrong result: {msg}")
            secs = sum(r.seconds for r in res)
            lanes = sum(r.thread_instructions for r in res)
            waves = sum(r.warp_instructions for r in res)
            if best is None or secs < best[0]:
                best = (secs, lanes, waves)
        secs, lanes, waves = best
        print(f"{name:16s} size {str(size):>15}: {lanes:>12,} lane-instr {waves:>10,} wave-instr in {secs:6.2f} s "
              f"= {lanes / secs / 1e6:7.1f} M lane-instr/s, {waves / secs / 1e6:6.3f} M wave-instr/s")


if __name__ == "__main__":
    main()
