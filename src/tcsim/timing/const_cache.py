"""Constant caches of one SM (seed 003 §3.4, Table 3.1, Fig 3.7).

Two private levels — L1 (2 KiB, 64 B lines, 8 sets x 4 ways) and L1.5 (>= 64 KiB, 256 B
lines; on Volta it is the L1 instruction cache) — then the L2. A warp's ``ld.const``
broadcasts one address to every lane; lanes with different addresses are served one
address after another. Each address costs the latency of the level that holds it; misses
fill both levels. (The L1 constant cache's replacement is "non-LRU" per the seed, not
characterised further; tcsim uses LRU within a set, and LRU for the L1.5.)
"""

from __future__ import annotations

import numpy as np


class ConstCaches:
    def __init__(self, cfg) -> None:
        self.cfg = cfg
        self.l1_shift = cfg.l1_line_bytes.bit_length() - 1
        self.l15_shift = cfg.l15_line_bytes.bit_length() - 1
        self.l1: list[dict[int, None]] = [dict() for _ in range(cfg.l1_sets)]
        self.l15: dict[int, None] = {}
        self.l15_lines = max(cfg.l15_bytes // cfg.l15_line_bytes, 1)
        self.stats = {"l1": 0, "l15": 0, "l2": 0}

    def _level(self, addr: int) -> int:
        cfg = self.cfg
        l1 = addr >> self.l1_shift
        st = self.l1[l1 % cfg.l1_sets]
        l15 = addr >> self.l15_shift
        if l1 in st:
            del st[l1]
            st[l1] = None
            self.stats["l1"] += 1
            return cfg.l1_latency
        if len(st) >= cfg.l1_ways:
            del st[next(iter(st))]
        st[l1] = None
        if l15 in self.l15:
            del self.l15[l15]
            self.l15[l15] = None
            self.stats["l15"] += 1
            return cfg.l15_latency
        if len(self.l15) >= self.l15_lines:
            del self.l15[next(iter(self.l15))]
        self.l15[l15] = None
        self.stats["l2"] += 1
        return cfg.l2_latency

    def load(self, addrs: np.ndarray, t: float) -> float:
        """Cycle the warp's constant load is ready: distinct addresses one after another."""
        ready = t
        step = self.cfg.serialize_cycles
        for k, a in enumerate(np.unique(np.asarray(addrs, dtype=np.int64)).tolist()):
            r = t + k * step + self._level(a)
            if r > ready:
                ready = r
        return ready
