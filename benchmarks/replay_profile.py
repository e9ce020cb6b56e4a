"""Where a replay's CPU time goes, by Python function (docs/sampling.md, "Replays").

    python benchmarks/replay_profile.py --kernel wmma_gemm --size 512

records the kernel once, replays it once (the first replay of a trace object decodes what
the others reuse) and then replays it again under a SIGPROF sampler: every ``--interval``
seconds of CPU time (at most the kernel's timer resolution) the Python function running is
counted. Shares of samples, not seconds; cProfile's per-call overhead distorts the many
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
    counts: collections.Counter = collections.Counter()

    def sample(_sig, frame):
        code = frame.f_code
        counts[f"{code.co_filename.rsplit('/', 1)[-1]}:{code.co_name}"] += 1

    rdev = tcsim.Device("titan_v")
    signal.signal(signal.SIGPROF, sample)
    signal.setitimer(signal.ITIMER_PROF, ns.interval, ns.interval)
    c0 = time.process_time()
    cycles = [rdev.replay(t).cycles for t in traces]
    cpu = time.process_time() - c0
    signal.setitimer(signal.ITIMER_PROF, 0, 0)
    total = sum(counts.values()) or 1
    print(f"{ns.kernel} {ns.size}: replay {cpu:.2f} CPU s, cycles {cycles}, {total} samples")
    for name, n in counts.most_common(ns.top):
        print(f"{100 * n / total:5.1f}%  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
