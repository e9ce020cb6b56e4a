"""Where a replay's CPU time goes, by Python function (docs/sampling.md, "Replays").

    python benchmarks/replay_profile.py --kernel wmma_gemm --size 512

records the kernel once, replays it once (the first replay of a trace object decodes what
the others reuse) and then replays it again under a SIGPROF sampler (benchmarks/sigprof.py):
every ``--interval`` seconds of CPU time (at most the kernel's timer resolution) the Python
function running is counted, as shares of samples.
"""

from __future__ import annotations

import argparse
import sys

import numpy as np
from bench_args import kernel_name
from sigprof import Sampler


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernel", type=kernel_name, default="wmma_gemm")
    ap.add_argument("--size", type=int, default=512)
    ap.add_argument("--interval", type=float, default=0.0005, help="CPU seconds between samples")
    ap.add_argument("--top", type=int, default=25)
    ns = ap.parse_args(argv)
    import tcsim
    from tcsim import kernels

    dev = tcsim.Device("titan_v")
    dev.mode, dev.record_traces = "timing", True
    traces = [r.trace for r in kernels.get(ns.kernel).prepare(dev, ns.size, np.random.default_rng(0)).run()]
    [tcsim.Device("titan_v").replay(t) for t in traces]
    rdev = tcsim.Device("titan_v")
    with Sampler(ns.interval) as prof:
        cycles = [rdev.replay(t).cycles for t in traces]
    print(f"{ns.kernel} {ns.size}: replay {prof.cpu:.2f} CPU s, cycles {cycles}, {prof.samples} samples")
    prof.report(ns.top, stacks=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
