"""Memory statistics of a full and a shadow-sampled timing run, side by side (issue 13 item 4;
docs/sampling.md, "Why wmma_gemm misses").

    python benchmarks/shadow_stats.py --kernel wmma_gemm --size 1024 --mode full
    python benchmarks/shadow_stats.py --kernel wmma_gemm --size 1024 --mode shadow

prints, for the SMs timed (all 80 in a full run, the 5 representatives in a shadow run):
cycles and CPU seconds; per class of SMs (SM index mod ``--period``) the CTAs they ran,
their L1 hits and misses per CTA and the mean latency of an L1 line miss (issue to data
back in the L1); per L2 slice the port's busy cycles (mean, busiest, spread). The shadow
run's L2 figures include the shadows' requests. The launch itself is unchanged: the
counters only wrap the timing driver's methods and read them.
"""

from __future__ import annotations

import argparse
import sys
import time

import numpy as np


def measure(kernel: str, size: int, mode: str) -> dict:
    import tcsim
    from tcsim import kernels
    from tcsim.timing import gpu as gpumod
    from tcsim.timing import memory as memmod
    from tcsim.timing.sampling import SampleOptions

    seen, latency, ctas = [], {}, {}
    init0, misses0, launch0 = gpumod.TimingGPU.__init__, memmod.MemorySystem._misses, gpumod.TimingGPU._launch_cta

    def init(self, *a, **k):
        init0(self, *a, **k)
        seen.append(self)

    def misses(self, s, sm, t):
        miss0 = misses0(self, s, sm, t)

        def miss(line):
            back = miss0(line)
            latency.setdefault(sm, []).append(back - t)
            return back
        return miss

    def launch(self, cta, sm, fits, t):
        ctas[sm] = ctas.get(sm, 0) + 1
        return launch0(self, cta, sm, fits, t)

    gpumod.TimingGPU.__init__, memmod.MemorySystem._misses, gpumod.TimingGPU._launch_cta = init, misses, launch
    try:
        dev = tcsim.Device("titan_v")
        dev.mode = "timing"
        if mode == "shadow":
            dev.sample = SampleOptions(method="shadow", results=False)
        launch_ = kernels.get(kernel).prepare(dev, size, np.random.default_rng(0))
        c0 = time.process_time()
        res = launch_.run()
        cpu = time.process_time() - c0
    finally:
        gpumod.TimingGPU.__init__, memmod.MemorySystem._misses, gpumod.TimingGPU._launch_cta = init0, misses0, launch0
    g = seen[-1]
    if mode == "shadow":
        from tcsim.timing.shadow import shadow_sms

        gx, gy, gz = res[0].grid
        sms = shadow_sms(dev.config.core.sm_count, len(g.mem.sms), gx * gy * gz)
    else:
        sms = list(range(len(g.mem.sms)))
    return {"cycles": res[0].cycles, "cpu": cpu, "sms": sms,
            "l1": [(s.l1.hits, s.l1.misses) for s in g.mem.sms],
            "latency": {sm: float(np.mean(v)) for sm, v in latency.items()},
            "misses": {sm: len(v) for sm, v in latency.items()},
            "ctas": [ctas.get(i, 0) for i in range(len(g.mem.sms))],
            "l2_busy": np.array([p.busy for part in g.mem.state.l2_parts for p in part.ports])}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernel", default="wmma_gemm")
    ap.add_argument("--size", type=int, default=512)
    ap.add_argument("--mode", choices=("full", "shadow"), default="shadow")
    ap.add_argument("--period", type=int, default=4, help="classes of SMs: SM index mod PERIOD")
    ns = ap.parse_args(argv)
    m = measure(ns.kernel, ns.size, ns.mode)
    print(f"{ns.kernel} {ns.size}^3 {ns.mode}: {m['cycles']:,} cycles, {m['cpu']:.1f} CPU s")
    hits = np.array([h for h, _ in m["l1"]])
    misses = np.array([x for _, x in m["l1"]])
    ctas = np.array(m["ctas"])
    sms = np.array(m["sms"])
    print(f"L1 misses per CTA: {misses.sum() / max(ctas.sum(), 1):,.0f} (hits {hits.sum() / max(ctas.sum(), 1):,.0f})")
    print(f"| SM mod {ns.period} | SMs | CTAs | L1 hits per CTA | L1 misses per CTA | mean L1 miss latency |")
    print("|---|---|---|---|---|---|")
    for r in range(ns.period):
        sel = np.flatnonzero(sms % ns.period == r)
        if not len(sel):
            continue
        n = ctas[sel].sum()
        lat = sum(m["latency"].get(int(i), 0.0) * m["misses"].get(int(i), 0) for i in sel)
        cnt = sum(m["misses"].get(int(i), 0) for i in sel)
        print(f"| {r} | {len(sel)} | {n} | {hits[sel].sum() / n:,.0f} | {misses[sel].sum() / n:,.0f} | "
              f"{lat / max(cnt, 1):,.0f} |")
    b = m["l2_busy"]
    print(f"L2 ports: {b.sum() / 1e6:.2f}M busy cycles; per slice mean {b.mean():,.0f} ({b.mean() / m['cycles']:.1%} of "
          f"the run), busiest {b.max():,.0f} ({b.max() / m['cycles']:.1%}), std {b.std():,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
