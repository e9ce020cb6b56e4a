"""Where a sampled (shadow) launch's CPU time goes, by Python function (docs/sampling.md).

    python benchmarks/shadow_profile.py --kernel wmma_gemm --size 1024

runs one cycles-only sampled launch (``benchmarks/sampling.py --no-results``'s) under a
SIGPROF sampler: every ``--interval`` seconds of CPU time the running Python stack is
counted — the innermost function ("self") and every function on the stack once
("total"). Shares of samples, not seconds; cProfile's per-call overhead distorts the many
small calls of the timing model far more.
"""

from __future__ import annotations

import argparse
import collections
import signal
import sys
import time

import numpy as np


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernel", default="wmma_gemm")
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
    own: collections.Counter = collections.Counter()
    total: collections.Counter = collections.Counter()
    lines: collections.Counter = collections.Counter()

    def name(code) -> str:
        return f"{code.co_filename.rsplit('/', 1)[-1]}:{code.co_name}"

    def sample(_sig, frame):
        own[name(frame.f_code)] += 1
        if frame.f_code.co_name == ns.lines:
            lines[frame.f_lineno] += 1
        seen = set()
        while frame is not None:
            n = name(frame.f_code)
            if n not in seen:
                seen.add(n)
                total[n] += 1
            frame = frame.f_back

    signal.signal(signal.SIGPROF, sample)
    signal.setitimer(signal.ITIMER_PROF, ns.interval, ns.interval)
    c0 = time.process_time()
    results = launch.run()
    cpu = time.process_time() - c0
    signal.setitimer(signal.ITIMER_PROF, 0, 0)
    n = sum(own.values()) or 1
    print(f"{ns.kernel} {ns.size}: {cpu:.2f} CPU s, cycles {[r.sample.cycles for r in results]}, {n} samples")
    print("self:")
    for k, c in own.most_common(ns.top):
        print(f"{100 * c / n:5.1f}%  {k}")
    print("total (on the stack):")
    for k, c in total.most_common(ns.top):
        print(f"{100 * c / n:5.1f}%  {k}")
    if ns.lines:
        print(f"lines of {ns.lines} (share of all samples):")
        for k, c in sorted(lines.items()):
            print(f"{100 * c / n:5.1f}%  line {k}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
