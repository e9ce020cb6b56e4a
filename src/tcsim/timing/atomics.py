"""Atomic operations (seed 003 §4.2, Table 4.2).

An atomic's latency depends on its *contention*: the most lanes of the warp that address
one location (those updates serialise in the atomic unit — the shared-memory unit for
``.shared``, the L2 slice for ``.global``). The seed measured the latency at 1, 2, 4, 8,
16 and 32 contending threads; between those points tcsim interpolates linearly. The
table, not a structural model, gives the latency: the measured curves are not linear in
the contention (shared: 6, 7, 11, 18, 24, 66 cycles on V100). The unit's occupancy (one
cycle per serialised update) is charged separately by the memory system.
"""

from __future__ import annotations

import bisect


class AtomicLatency:
    def __init__(self, cfg) -> None:
        self.x = [int(c) for c in cfg.contention]
        self.shared = [int(v) for v in cfg.shared_latency]
        self.glob = [int(v) for v in cfg.global_latency]
        if not (len(self.x) == len(self.shared) == len(self.glob)) or self.x != sorted(self.x):
            raise ValueError("timing.memory.atomics: contention and latency tables must have equal lengths, contention ascending")

    def latency(self, space: str, degree: int) -> int:
        ys = self.shared if space == "shared" else self.glob
        xs = self.x
        d = max(int(degree), 1)
        if d <= xs[0]:
            return ys[0]
        if d >= xs[-1]:
            return ys[-1]
        i = bisect.bisect_right(xs, d)
        x0, x1, y0, y1 = xs[i - 1], xs[i], ys[i - 1], ys[i]
        return int(round(y0 + (y1 - y0) * (d - x0) / (x1 - x0)))
