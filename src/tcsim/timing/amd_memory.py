"""The AMD memory hierarchy (``amd.hierarchy``), built from the NVIDIA side's units.

Per partition (a GCD of MI200, an XCD of MI300X: ``partitions``) one
:class:`tcsim.timing.memory.MemorySystem` holds its CUs' vector L1s (``l1.L1Cache`` with
LRU replacement, a data path of ``l1_bytes_per_cycle``, MSHRs, the wave64 coalescing of
``coalescer.py``), the UTCL1/UTCL2 TLBs (``tlb.py``), the per-CU fill port to the L2
(``interconnect.py``) and the partition's L2 (``l2.py``: ``l2_banks`` channels of
``l2_bytes_per_cycle``, ``l2_interleave_bytes`` interleaving). CU ``c`` belongs to
partition ``c mod partitions`` (the dispatcher sends consecutive workgroups to different
XCDs). The L2s' misses go to the device's Infinity Cache if it has one (a memory-side
cache: another ``l2.L2`` of ``mall_channels``), then to HBM (``dram.py``: ``hbm_channels``
sharing ``hbm_efficiency x hbm_gbs``). Write-backs go to HBM.

Latencies compose so that an idle hierarchy gives the configured load-to-use latencies: a
vector L1 hit ``l1d_latency``; an L2 hit ``l2_latency``; an Infinity Cache hit
``mall_latency``; HBM ``dram_latency``; a TLB walk adds ``tlb_walk_latency``.

The LDS (``lds_banks`` x ``lds_bank_bytes``) serves a wave64 access in passes of 128
bytes: half a wave per pass for 32-bit accesses, a quarter for 64-bit, an eighth for
128-bit (``coalescer.batch_wavefronts``); lanes of one pass that hit different words of a
bank serialise. A conflict-free access takes ``lds_latency``, each extra pass adds a cycle
and holds the LDS port (one per ``lds_simds_per_port`` SIMDs) a cycle longer. The scalar
cache (one per ``scalar_cus`` CUs, fully associative LRU) costs ``scalar_latency`` on a hit;
a miss adds the L2's part of ``l2_latency``.

An ``AmdMemory`` lives as long as its device (``Device.amd_memory``): the L2s, the
Infinity Cache and the TLBs keep their contents from launch to launch, while every launch
starts with empty vector L1s and scalar caches (the kernel's acquire fence invalidates
them, AMDGPUUsage memory model) and idle queues. Host copies do not fill any cache.
"""

from __future__ import annotations

import math
from types import SimpleNamespace

import numpy as np

from tcsim.arch.params import AtomicConfig, DramConfig, L1Config, L2Config, MemoryConfig, NocConfig, SharedConfig, TlbConfig
from tcsim.timing import coalescer
from tcsim.timing.dram import Dram
from tcsim.timing.l1 import L1Cache
from tcsim.timing.l2 import L2
from tcsim.timing.memory import MemorySystem
from tcsim.timing.server import Clock, Server
from tcsim.timing.tlb import Tlb

LINE = 128  # the coalescer's line (params.AmdConfig.problems requires l1d_line = l2_line = 128)


class _Below:
    """What one partition's L2 sends its misses and write-backs to."""

    def __init__(self, hbm: Dram, mall: _InfinityCache | None, base: int, total: int) -> None:
        self.hbm, self.mall, self.base, self.total = hbm, mall, base, total

    def read(self, sl: int, t: float, nbytes: int, lines=None) -> float:
        if self.mall is not None and lines:
            return self.mall.read(lines, t)
        return self.hbm.read(self._channel(sl), t, nbytes)

    def write(self, sl: int, t: float, nbytes: int) -> None:
        self.hbm.write(self._channel(sl), t, nbytes)

    def _channel(self, sl: int) -> int:
        return (self.base + sl) * self.hbm.slices // self.total

    @property
    def read_bytes(self) -> int:
        return self.hbm.read_bytes

    @property
    def write_bytes(self) -> int:
        return self.hbm.write_bytes

    def new_launch(self) -> None:
        pass


class _InfinityCache:
    """A memory-side cache: L2 lines that miss every L2 look here before HBM."""

    def __init__(self, cfg: L2Config, hbm: Dram, clock: Clock) -> None:
        self.l2 = L2(cfg, hbm, clock)
        self.full = self.l2.full_mask

    def read(self, lines, t: float) -> float:
        by: dict[int, list] = {}
        for line in lines:
            by.setdefault(self.l2.slice_of(line), []).append((line, self.full))
        return max(self.l2.read(items, t) for items in by.values())


class _PartitionState:
    """The part of ``memory.MemoryState`` a ``MemorySystem`` uses: its L2, TLBs, clock."""

    def __init__(self, l2: L2, tlb: Tlb, below: _Below, clock: Clock) -> None:
        self.l2, self.tlb, self.dram, self.clock = l2, tlb, below, clock
        self.l2_parts = [l2]

    def partition_of(self, sm: int) -> L2:
        """Every CU of a GCD/XCD reaches its one L2 (no near/far split as on A100)."""
        return self.l2

    def start_launch(self) -> None:
        self.l2.new_launch()
        self.tlb.new_launch()


class _Mop:
    """What ``MemorySystem.issue_batch`` needs to know of an instruction."""

    __slots__ = ("kind", "space", "width", "bypass_l1", "patterns", "lanes_used")

    def __init__(self, kind: str, width: int, bypass_l1: bool) -> None:
        self.kind, self.space, self.width, self.bypass_l1 = kind, "global", width, bypass_l1
        self.patterns: dict = {}
        self.lanes_used = 64


def memory_config(amd) -> MemoryConfig:
    """One partition's hierarchy in the NVIDIA units' parameters (latencies split so that
    each level adds its part of the configured load-to-use latency)."""
    h, m = amd.hierarchy, amd.memory
    return MemoryConfig(
        l1=L1Config(unified_kib=m.l1d_size // 1024, carveouts_kib=(0,), line_bytes=m.l1d_line, sector_bytes=32,
                    sets=m.l1d_size // m.l1d_line // m.l1d_assoc, reserved_kib=0, hit_latency=m.l1d_latency,
                    bytes_per_cycle=h.l1_bytes_per_cycle, mshrs=h.l1_mshrs),
        shared=SharedConfig(banks=h.lds_banks, bank_bytes=h.lds_bank_bytes, latency=m.lds_latency),
        const=None,
        l2=L2Config(slices=m.l2_banks, slice_kib=m.l2_size // m.l2_banks // 1024, line_bytes=m.l2_line, sector_bytes=32,
                    ways=m.l2_assoc, hit_latency=m.l2_latency - m.l1d_latency, bytes_per_cycle=h.l2_bytes_per_cycle,
                    interleave_bytes=h.l2_interleave_bytes),
        noc=NocConfig(latency=0, sm_bytes_per_cycle=h.l1_fill_bytes_per_cycle),
        dram=None,
        tlb=TlbConfig(l1_entries=h.tlb_l1_entries, l1_page_bytes=h.tlb_l1_page_bytes, l2_entries=h.tlb_l2_entries,
                      l2_page_bytes=h.tlb_l2_page_bytes, l1_miss_latency=h.tlb_l1_miss_latency,
                      walk_latency=h.tlb_walk_latency),
        # AMD's atomics are done at the L2: an L2 access (the units add queueing and misses)
        atomics=AtomicConfig(contention=(1,), shared_latency=(m.lds_latency,), global_latency=(m.l2_latency,)),
    )


class AmdMemory:
    def __init__(self, config) -> None:
        amd = config.amd
        h, m = amd.hierarchy, amd.memory
        self.h, self.m = h, m
        cu = amd.cu
        self.ncu = cu.cu_count
        self.cu_simds = cu.simds_per_cu
        self.parts_n = h.partitions
        clock = Clock()
        self.clock = clock
        mem = memory_config(amd)
        self.mem = mem
        l2_slices = h.partitions * m.l2_banks
        above_hbm = m.l2_latency
        self.mall = None
        if h.mall_size:
            above_hbm = h.mall_latency
        hbm_slices = h.mall_channels if h.mall_size else l2_slices
        self.hbm = Dram(DramConfig(channels=h.hbm_channels, theoretical_gbs=h.hbm_gbs, efficiency=h.hbm_efficiency,
                                   latency=m.dram_latency - above_hbm), hbm_slices, cu.core_clock_mhz, clock)
        if h.mall_size:
            ways = h.mall_assoc
            self.mall = _InfinityCache(L2Config(slices=h.mall_channels, slice_kib=h.mall_size // h.mall_channels // 1024,
                                                line_bytes=m.l2_line, sector_bytes=32, ways=ways,
                                                hit_latency=h.mall_latency - m.l2_latency,
                                                bytes_per_cycle=h.mall_bytes_per_cycle,
                                                interleave_bytes=h.l2_interleave_bytes), self.hbm, clock)
        self.states = []
        for p in range(h.partitions):
            ncu_p = len(range(p, self.ncu, h.partitions))
            below = _Below(self.hbm, self.mall, p * m.l2_banks, l2_slices)
            self.states.append((_PartitionState(L2(mem.l2, below, clock), Tlb(mem.tlb, ncu_p), below, clock), ncu_p))
        self.scalar_shift = h.scalar_line_bytes.bit_length() - 1
        self.start_launch()

    def start_launch(self) -> None:
        """A new launch: fresh vector L1s, scalar caches and LDS ports, idle queues and
        zeroed counters; the L2s, Infinity Cache and TLBs keep their contents."""
        h, m = self.h, self.m
        clock = self.clock
        clock.now = 0.0
        self.hbm.new_launch()
        if self.mall is not None:
            self.mall.l2.new_launch()
        ns = SimpleNamespace(timing=SimpleNamespace(memory=self.mem))
        self.parts = [MemorySystem(ns, state, n, 0, 0, l1_lru=True) for state, n in self.states]
        simds = self.cu_simds
        self.ports = [[Server("lds", clock) for _ in range(max(simds // h.lds_simds_per_port, 1))]
                      for _ in range(self.ncu)]
        groups = -(-self.ncu // h.scalar_cus)
        self.scalar = [L1Cache(m.scalar_cache_size, h.scalar_line_bytes, 1, lru=True) for _ in range(groups)]
        self.mops: dict[int, _Mop] = {}
        self.stats = {"lds_accesses": 0, "lds_passes": 0, "lds_extra_passes": 0, "scalar_hits": 0,
                      "scalar_misses": 0}

    # ------------------------------------------------------------------ vector memory
    def vector(self, pc: int, acc, cu: int, t: int, addrs: np.ndarray, active: np.ndarray) -> int:
        """One wave's global/flat access at cycle ``t``: the cycle its data is back (loads,
        atomics) or the L2 has acknowledged it (stores)."""
        mop = self.mops.get(pc)
        if mop is None:
            mop = self.mops[pc] = _Mop(acc.kind, acc.width, acc.bypass_l1)
        lanes = np.flatnonzero(active)
        if lanes.size == 0:
            return t + self.m.l1d_latency
        self.clock.now = t
        part = self.parts[cu % self.parts_n]
        ready, done = part.issue_batch(mop, t, [(cu // self.parts_n, 0, lanes.size)], lanes, addrs[lanes], None)[0]
        return int(done if acc.kind == "store" else ready)

    # ------------------------------------------------------------------ LDS
    def lds(self, cu: int, simd: int, t: int, width: int, addrs: np.ndarray, active: np.ndarray) -> int:
        """One wave's LDS access (``addrs``: one row of 64 lanes per address set)."""
        h = self.h
        a = addrs.reshape(-1, 64)
        act = active.reshape(-1, 64)
        sets, lane = np.nonzero(act)
        if lane.size == 0:
            return t + self.m.lds_latency
        row = h.lds_banks * h.lds_bank_bytes
        passes = int(coalescer.batch_wavefronts(a[sets, lane], lane, sets, a.shape[0], width, h.lds_banks,
                                                h.lds_bank_bytes).sum())
        # without conflicts each pass (a group of lanes that together move at most one row) takes one cycle
        per_phase = max(row // max(width, h.lds_bank_bytes), 1)
        base = int(np.unique(sets * 64 + lane // per_phase).size)
        self.clock.now = t
        port = self.ports[cu][simd // h.lds_simds_per_port]
        start = port.serve(t, passes)
        self.stats["lds_accesses"] += 1
        self.stats["lds_passes"] += passes
        self.stats["lds_extra_passes"] += max(passes - base, 0)
        return int(math.ceil(start)) + self.m.lds_latency + max(passes - base, 0)

    # ------------------------------------------------------------------ scalar cache
    def scalar_load(self, cu: int, t: int, addr: int, nbytes: int) -> int:
        cache = self.scalar[cu // self.h.scalar_cus]
        done = float(t)
        first, last = addr >> self.scalar_shift, (addr + nbytes - 1) >> self.scalar_shift
        part = self.parts[cu % self.parts_n]
        for line in range(first, last + 1):
            av = cache.lookup(line)
            if av is None:
                self.stats["scalar_misses"] += 1
                self.clock.now = t
                l2line = (line << self.scalar_shift) >> (self.m.l2_line.bit_length() - 1)
                av = part.l2.read_full(l2line, 1, float(t), self.h.scalar_line_bytes)
                cache.fill(line, av)
            else:
                self.stats["scalar_hits"] += 1
            done = max(done, av)
        return int(math.ceil(done)) + self.m.scalar_latency

    # ------------------------------------------------------------------ statistics
    def summary(self) -> dict:
        parts = [p.summary() for p in self.parts]
        out = {k: sum(p[k] for p in parts) for k in ("l1_hits", "l1_misses", "l2_hits", "l2_misses", "l2_writebacks",
                                                      "mshr_stalls")}
        # dirty L2 lines at the end of the launch: HBM writes still to come (write-back caches)
        out["l2_dirty_bytes"] = sum(bin(ent >> state.l2.dirty_shift).count("1") * 32 for state, _ in self.states
                                    for st in state.l2.sets.values() for ent in st.values())
        out["hbm_read_bytes"] = self.hbm.read_bytes
        out["hbm_write_bytes"] = self.hbm.write_bytes
        if self.mall is not None:
            out["infinity_cache_hits"] = self.mall.l2.stats["hits"]
            out["infinity_cache_misses"] = self.mall.l2.stats["misses"]
        out.update(self.stats)
        return out
