"""Where a sampled (shadow) launch's CPU time goes, by Python function (docs/sampling.md).

    python benchmarks/shadow_profile.py --kernel wmma_gemm --size 1024

runs one cycles-only sampled launch (``benchmarks/sampling.py --no-results``'s) under a
SIGPROF sampler (benchmarks/sigprof.py): the innermost function ("self") and every
function on the stack once ("total"), as shares of samples.
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
    ap.add_argument("--size", type=int, default=1024)
    ap.add_argument("--interval", type=float, default=0.001, help="CPU seconds between samples")
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--lines", default="", help="also count the source lines of this function (by name)")
    ns = ap.parse_args(argv)
    import tcsim
    from tcsim import kernels
    from tcsim.timing.sampling import SampleOptions

    dev = tcsim.Device("titan_v")
    dev.mode = "timing"
    dev.sample = SampleOptions(results=False)
    launch = kernels.get(ns.kernel).prepare(dev, ns.size, np.random.default_rng(0))
    with Sampler(ns.interval, ns.lines) as prof:
        results = launch.run()
    print(f"{ns.kernel} {ns.size}: {prof.cpu:.2f} CPU s, cycles {[r.sample.cycles for r in results]}, "
          f"{prof.samples} samples")
    prof.report(ns.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
