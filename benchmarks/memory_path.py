"""The memory hierarchy's share of a replay, alone: CPU seconds and a check that a change
left every result equal (docs/sampling.md, "Replays").

    python benchmarks/memory_path.py --kernel wmma_gemm --size 512 --save /tmp/mp.pkl
    python benchmarks/memory_path.py --kernel wmma_gemm --size 512 --check /tmp/mp.pkl

records the kernel, replays it once while logging every call the replay makes to the
memory system's load, store and shared-memory paths (cycle, arguments, result) and a copy
of the memory system before the first, then runs the logged calls again on fresh copies
(``--repeat`` times, the least CPU time), with nothing else in between. ``--save`` keeps
the results and the final statistics; ``--check`` compares this code's with saved ones
(e.g. before and after a change of timing/memory.py, l2.py or server.py: each return value
and each statistic must be equal). The calls' time here is the path's own; in a replay
the rest of the model competes with it for the CPU's caches.
"""

from __future__ import annotations

import argparse
import copy
import pickle
import sys
import time

import numpy as np
from bench_args import kernel_name

PATHS = ("_load_lines", "_store_lines", "_shared_access")


def log_calls(kernel: str, size: int):
    """``(memory system before the first call, [(cycle, path, arguments, result)])``."""
    import tcsim
    from tcsim import kernels
    from tcsim.timing.memory import MemorySystem

    dev = tcsim.Device("titan_v")
    dev.mode, dev.record_traces = "timing", True
    traces = [r.trace for r in kernels.get(kernel).prepare(dev, size, np.random.default_rng(0)).run()]
    calls, first = [], []
    saved = {name: getattr(MemorySystem, name) for name in PATHS}

    def logging(name, fn):
        def call(self, *args):
            if not first:
                first.append(copy.deepcopy(self))
            out = fn(self, *args)
            calls.append((self.clock.now, name, tuple(list(a) if isinstance(a, list) else a for a in args), out))
            return out
        return call

    for name, fn in saved.items():
        setattr(MemorySystem, name, logging(name, fn))
    try:
        for t in traces:
            tcsim.Device("titan_v").replay(t)
    finally:
        for name, fn in saved.items():
            setattr(MemorySystem, name, fn)
    return first[0], calls


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernel", type=kernel_name, default="wmma_gemm")
    ap.add_argument("--size", type=int, default=512)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--save", help="keep the results and statistics in this file")
    ap.add_argument("--check", help="compare the results and statistics with this file's")
    ns = ap.parse_args(argv)
    mem0, calls = log_calls(ns.kernel, ns.size)
    blob = pickle.dumps(mem0)
    best = float("inf")
    for _ in range(max(ns.repeat, 1)):
        mem = pickle.loads(blob)
        clock = mem.clock
        todo = [(now, getattr(mem, name), args) for now, name, args, _ in calls]
        out = []
        c0 = time.process_time()
        for now, fn, args in todo:
            clock.now = now
            out.append(fn(*args))
        best = min(best, time.process_time() - c0)
    stats = mem.summary()
    live = sum(a != c[3] for a, c in zip(out, calls))
    print(f"{ns.kernel} {ns.size}: {len(calls):,} memory calls, {best:.3f} CPU s (least of {max(ns.repeat, 1)}), "
          f"L1 hits {stats['l1_hits']:,}, misses {stats['l1_misses']:,}; {live} results differ from the replay's")
    if ns.save:
        with open(ns.save, "wb") as f:
            pickle.dump((out, stats), f)
    if ns.check:
        with open(ns.check, "rb") as f:
            ref, ref_stats = pickle.load(f)
        bad = sum(a != b for a, b in zip(out, ref)) + abs(len(out) - len(ref))
        diff = sorted(k for k in set(stats) | set(ref_stats) if stats.get(k) != ref_stats.get(k))
        print(f"check: {bad} results differ; statistics differing: {', '.join(diff) or 'none'}")
        return 1 if bad or diff else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
