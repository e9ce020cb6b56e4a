"""Address translation: an L1 TLB per SM and an L2 TLB shared by the chip (seed 003 §3.8,
Table 3.1, Fig 3.12).

The L1 data cache is virtually indexed and needs no translation; an L1 miss is translated
before it goes to the (physically indexed) L2. An L1 TLB hit costs nothing extra; an L1
miss that hits the L2 TLB adds ``l1_miss_latency``; missing both adds ``walk_latency``
(the first touch of a page: seed 003 Fig 3.2, 1029 vs 375 cycles). Both levels are fully
associative with LRU replacement (their organisation is not published; the coverage is:
entries x page entry size). A walk in flight is shared by later misses to the same page.
Virtual and physical addresses are taken equal (identity page mapping).
"""

from __future__ import annotations


class _Lru:
    __slots__ = ("entries", "d")

    def __init__(self, entries: int) -> None:
        self.entries = entries
        self.d: dict[int, None] = {}

    def hit(self, key: int) -> bool:
        d = self.d
        if key in d:
            del d[key]
            d[key] = None
            return True
        return False

    def fill(self, key: int) -> None:
        d = self.d
        if key in d:
            del d[key]
        elif len(d) >= self.entries:
            del d[next(iter(d))]
        d[key] = None


class Tlb:
    """The chip's TLBs. The L2 TLB and its contents persist across launches (as the
    device's page tables do); ``new_launch`` forgets in-flight walks."""

    def __init__(self, cfg, nsm: int) -> None:
        self.cfg = cfg
        self.l1 = [_Lru(cfg.l1_entries) for _ in range(nsm)]
        self.l2 = _Lru(cfg.l2_entries)
        self.l1_shift = cfg.l1_page_bytes.bit_length() - 1
        self.l2_shift = cfg.l2_page_bytes.bit_length() - 1
        self.walks: dict[int, float] = {}
        self.stats = {"l1_hit": 0, "l2_hit": 0, "walk": 0}

    def new_launch(self) -> None:
        self.walks.clear()

    def translate(self, sm: int, addr: int, t: float) -> float:
        """Cycles the translation of ``addr`` adds to an L1 miss issued at ``t``."""
        p1 = addr >> self.l1_shift
        if self.l1[sm].hit(p1):
            self.stats["l1_hit"] += 1
            return 0.0
        p2 = addr >> self.l2_shift
        self.l1[sm].fill(p1)
        if self.l2.hit(p2):
            self.stats["l2_hit"] += 1
            pending = self.walks.get(p2)
            extra = float(self.cfg.l1_miss_latency)
            if pending is not None and pending > t + extra:
                return pending - t
            return extra
        self.stats["walk"] += 1
        self.l2.fill(p2)
        done = t + self.cfg.walk_latency
        self.walks[p2] = done
        return float(self.cfg.walk_latency)
