"""The memory hierarchy the timing driver sends its memory instructions to.

``MemoryState`` is what outlives a launch on a device: the L2 slices' tags, the TLBs and
the DRAM channels (and host-to-device copies that populate the L2). ``MemorySystem`` is
one launch's view: per SM an L1 data cache sized by the shared-memory carve-out, its data
path (shared by L1 and shared memory), MSHRs and constant caches; the network; the
atomic unit's latencies.

The timing driver calls :meth:`MemorySystem.issue` at the end of the cycle a warp issues
a memory instruction, with the lanes' addresses (before the instruction's semantics run).
The units are FIFO servers with bandwidths (``server.py``) visited in issue order, so
the call returns when the destination registers are ready (the scoreboard holds them
until then) and when the access is complete (for statistics) — deterministically.

Latencies compose so that an idle memory system gives the seeds' measurements: an L1 hit
``l1.hit_latency`` (28 on Volta); an L1 miss that hits the L2 ``l1.hit_latency + 2 x
noc.latency + l2.hit_latency`` (193); an L2 miss adds ``dram.latency`` (375); a TLB walk
adds ``tlb.walk_latency`` (1029).
"""

from __future__ import annotations

import heapq
import math

import numpy as np

from tcsim.exec.memory import CONST_WINDOW, LOCAL_WINDOW, PARAM_WINDOW, SHARED_WINDOW, WINDOW_SIZE
from tcsim.timing import coalescer
from tcsim.timing.atomics import AtomicLatency
from tcsim.timing.coalescer import contention, lines_of, sectors
from tcsim.timing.const_cache import ConstCaches
from tcsim.timing.dram import Dram
from tcsim.timing.interconnect import Network
from tcsim.timing.l1 import L1Cache
from tcsim.timing.l2 import L2
from tcsim.timing.server import Clock, Mshr, Server
from tcsim.timing.shared_mem import wavefronts
from tcsim.timing.tlb import Tlb

#: where local memory lives for timing purposes: thread frames interleaved word by word
#: (consecutive threads' same local word are adjacent, as the hardware lays them out)
LOCAL_TIMING_BASE = 0x0000_7E00_0000_0000


def read_slices(l2, arrive, items) -> float:
    """Read ``(line, sector mask)`` pairs ``items`` of L2 (partition) ``l2`` that may live in
    several slices, arriving at ``arrive`` (each slice's part is a request): the cycle the
    last part's data leaves its slice."""
    done = arrive
    by_slice: dict[int, list] = {}
    for it in items:
        by_slice.setdefault(l2.slice_of(it[0]), []).append(it)
    for group in by_slice.values():
        r = l2.read(group, arrive)
        if r > done:
            done = r
    return done


def partition_index(sm: int, nsm: int, nparts: int) -> int:
    """Which of ``nparts`` L2 partitions SM ``sm`` of ``nsm`` sends its accesses to: SM ids
    split in equal runs (an assumption, the SM-to-GPC-to-partition wiring is unpublished)."""
    return sm * nparts // nsm


class MemoryState:
    """The device-lifetime part of the memory hierarchy (L2, TLBs, DRAM)."""

    def __init__(self, config) -> None:
        mem = config.timing.memory
        self.config = config
        self.clock = Clock()
        self.dram = Dram(mem.dram, mem.l2.slices, config.core.core_clock_mhz, self.clock)
        nparts = mem.l2.partitions
        if nparts == 1:
            self.l2 = L2(mem.l2, self.dram, self.clock)
            self.l2_parts = [self.l2]
        else:
            # A100 (whitepaper: "each L2 partition localizes and caches data for memory
            # accesses from SMs in the GPCs directly connected to the partition")
            half = mem.l2.slices // nparts
            self.l2_parts = [L2(mem.l2, self.dram, self.clock, half, p * half) for p in range(nparts)]
            a, b = self.l2_parts
            a.peer, b.peer = b, a
            a.far_latency = b.far_latency = float(mem.l2.far_latency)
            self.l2 = a
            self._home = L2(mem.l2, self.dram, self.clock)   # the whole-L2 hash: a line's home partition
        self.tlb = Tlb(mem.tlb, config.core.sm_count)
        self._host_writes: list[tuple[int, int]] = []

    def note_host_write(self, addr: int, nbytes: int) -> None:
        self._host_writes.append((int(addr), int(nbytes)))

    def start_launch(self) -> None:
        """Apply host copies since the last launch (the last L2-capacity bytes of them end
        up in the L2), then reset the per-launch queues."""
        l2cfg = self.config.timing.memory.l2
        budget = l2cfg.slices * l2cfg.slice_kib * 1024
        keep = []
        for addr, n in reversed(self._host_writes):
            if budget <= 0:
                break
            take = min(n, budget)
            keep.append((addr + n - take, take))
            budget -= take
        for addr, n in reversed(keep):
            self._populate(addr, n)
        self._host_writes.clear()
        self.clock.now = 0.0
        for part in self.l2_parts:
            part.new_launch()
        self.dram.new_launch()
        self.tlb.new_launch()


    def _populate(self, addr: int, n: int) -> None:
        """A host copy's lines become valid in the L2 — in a partitioned L2, in the
        partition of the slice the whole-L2 hash gives (the copy is not an SM's access)."""
        if len(self.l2_parts) == 1:
            self.l2.populate(addr, n)
            return
        shift = self.l2.line_shift
        per = self._home.nslices // len(self.l2_parts)
        for line in range(addr >> shift, ((addr + n - 1) >> shift) + 1):
            self.l2_parts[self._home.slice_of(line) // per].populate(line << shift, 1)

    def partition_of(self, sm: int) -> L2:
        """The L2 partition an SM's accesses go to (:func:`partition_index`)."""
        parts = self.l2_parts
        return parts[partition_index(sm, self.config.core.sm_count, len(parts))]


class _Sm:
    __slots__ = ("l1", "path", "mshr", "const")

    def __init__(self, mem, l1_bytes: int, clock: Clock, lru: bool = False) -> None:
        self.l1 = L1Cache(l1_bytes, mem.l1.line_bytes, mem.l1.sets, lru)
        self.path = Server("l1", clock)
        self.mshr = Mshr(mem.l1.mshrs)
        self.const = ConstCaches(mem.const) if mem.const is not None else None  # AMD: none


class MemorySystem:
    def __init__(self, config, state: MemoryState, nsm: int, carveout_bytes: int, threads: int,
                 l1_lru: bool = False) -> None:
        mem = config.timing.memory
        self.cfg = mem
        self.state = state
        self.l2 = state.l2
        self.route([state.partition_of(sm) for sm in range(nsm)])
        self.tlb = state.tlb
        self.dram = state.dram
        self.carveout = carveout_bytes
        self.l1_bytes = max(mem.l1.unified_kib * 1024 - carveout_bytes - mem.l1.reserved_kib * 1024, 0)
        self.clock = state.clock
        self.sms = [_Sm(mem, self.l1_bytes, self.clock, l1_lru) for _ in range(nsm)]
        self.noc = Network(mem.noc, nsm, self.clock)
        self.atomics = AtomicLatency(mem.atomics)
        self.threads = threads
        self.h1 = mem.l1.hit_latency
        self.bpc = float(mem.l1.bytes_per_cycle)
        self.wave_bytes = mem.shared.banks * mem.shared.bank_bytes
        self.l1_shift = mem.l1.line_bytes.bit_length() - 1
        self.l2_shift = mem.l2.line_bytes.bit_length() - 1
        self.l2_per_l1 = mem.l1.line_bytes // mem.l2.line_bytes
        self.l2_full = (1 << (mem.l2.line_bytes // mem.l2.sector_bytes)) - 1
        self.sec_per_l2 = mem.l2.line_bytes // mem.l2.sector_bytes
        self.l1_line_bytes = mem.l1.line_bytes
        self.l1_in_one_slice = mem.l2.interleave_bytes >= mem.l1.line_bytes
        self.stats = {"shared_wavefronts": 0, "shared_accesses": 0,
                      "atomics": 0, "const_loads": 0, "stores": 0}
        state.start_launch()

    def route(self, l2_of: list[L2]) -> None:
        """Send SM ``i``'s accesses to L2 partition ``l2_of[i]`` (a shadow sample's SMs go to
        their whole-GPU SMs' partitions, timing/shadow.py)."""
        self.l2_of = l2_of
        # per SM, its L2 partition's memo of each missed L1 line's span (L2._span of its
        # L2 lines): looked up by the L1 line's own int object (the replay interns them),
        # which matches by identity, with no L2 line number to build per miss (_misses)
        parts: dict[int, dict] = {}
        self.line_spans = [parts.setdefault(id(p), {}) for p in l2_of]

    # ------------------------------------------------------------------ entry point
    def issue_batch(self, mop, t: int, warps: list[tuple[int, int, int]], idx: np.ndarray,
                    addrs: np.ndarray, strides: list[int] | None) -> list[tuple[int, int]]:
        """The warps that issued memory instruction ``mop`` in cycle ``t``, in issue order:
        ``warps[k] = (sm, lo, hi)`` says warp ``k`` runs on SM ``sm`` and its active lanes
        are ``idx[lo:hi]`` (batch thread indices) with space addresses ``addrs[lo:hi]`` (for
        wmma: the fragment base; ``strides[k]`` its stride). Returns ``(registers ready,
        access complete)`` per warp.

        Warps with the same access *pattern* — the lanes' addresses relative to the first
        lane's, and that address modulo a line — coalesce the same way, so the coalescing
        is computed once per pattern (a bounded cache on the instruction) and each warp
        only shifts the pattern's lines to its own address."""
        self.clock.now = t
        out = []
        for k, (sm, lo, hi) in enumerate(warps):
            out.append(self._warp(mop, sm, t, addrs[lo:hi], idx[lo:hi], strides[k] if strides else 0))
        return out

    def _warp(self, mop, sm, t, a, threads, stride):
        kind = mop.kind
        if kind == "atomic" or mop.space == "const" or a.size == 0:
            return self.issue(mop, sm, t, a, threads & 31, threads, stride)
        if mop.space == "local":
            a = self._local(a, threads, mop.width)
        a0 = int(a[0])
        full = a.size == 32
        if kind in ("wmma_load", "wmma_store"):
            key = (stride, a0 & 127, full or threads.tobytes(), a0 // WINDOW_SIZE)
        else:
            key = ((a - a0).tobytes(), a0 & 127, full or (threads & 31).tobytes(), a0 // WINDOW_SIZE)
        pats = mop.patterns
        pat = pats.get(key)
        if pat is None:
            pat = self._pattern(mop, a, threads & 31, stride)
            if len(pats) >= 4096:
                pats.clear()
            pats[key] = pat
        what, n, rel, masks = pat
        if what == "shared":
            return self._shared_access(sm, t, n, self._ldmatrix_extra(mop))
        if what == "mixed":
            return self.issue(mop, sm, t, a, threads & 31, threads, stride)
        base = a0 >> self.l1_shift
        lines = [r + base for r in rel]
        if kind in ("store", "wmma_store"):
            return self._store_lines(sm, t, n, lines, masks)
        return self._load_lines(sm, t, n, lines, masks, mop.bypass_l1)

    def _pattern(self, mop, a, lanes, stride):
        """``(what, n, relative lines, masks)``: ``what`` is "shared" (n = wavefronts),
        "global" (n = sector transfers) or "mixed" (generic lanes in several spaces)."""
        ax, _, part, width, nparts = self._expand(mop, a, lanes, lanes, stride)
        ln = np.tile(lanes, nparts) if nparts > 1 else lanes
        if mop.kind == "ldmatrix":
            keep = ln < mop.lanes_used
            ax, ln = ax[keep], ln[keep]
            part = None
        space = mop.space
        if space == "generic":
            win = ax // WINDOW_SIZE
            if win.min() >= 5 or win.max() < 1:
                space = "global"
            elif (win == SHARED_WINDOW // WINDOW_SIZE).all():
                space, ax = "shared", ax - SHARED_WINDOW
            else:
                return ("mixed", 0, None, None)
        if space == "shared":
            grp = part if part is not None else np.zeros(ax.size, np.int64)
            wf = coalescer.batch_wavefronts(ax, ln, grp, nparts, width, self.cfg.shared.banks, self.cfg.shared.bank_bytes)
            return ("shared", int(wf.sum()), None, None)
        transfers, _, lines, masks = coalescer.batch_lines(ax, np.zeros(ax.size, np.int64), 1, width, part)
        base = int(a[0]) >> self.l1_shift
        return ("global", int(transfers[0]), [int(x) - base for x in lines], masks.tolist())

    def issue(self, mop, sm: int, t: int, addrs, lanes: np.ndarray, threads: np.ndarray,
              stride: int = 0) -> tuple[int, int]:
        """One warp's memory instruction (see :meth:`issue_batch`); the general path, also
        for accesses that mix state spaces through generic addresses."""
        a = np.asarray(addrs, dtype=np.int64)
        if a.ndim == 0 or a.size != lanes.size:
            a = np.broadcast_to(a.reshape(-1)[:1] if a.ndim else a, lanes.shape).astype(np.int64)
        a, th, part, width, nparts = self._expand(mop, a, lanes, threads, stride)
        ln = np.tile(lanes, nparts) if nparts > 1 else lanes
        if mop.kind == "ldmatrix":
            keep = ln < mop.lanes_used
            a, th, ln = a[keep], th[keep], ln[keep]
            part = None
        if mop.space != "generic":
            return self._one(mop, mop.space, sm, t, a, ln, th, part, width, nparts)
        win = a // WINDOW_SIZE
        ready = done = t
        for space, base in (("shared", SHARED_WINDOW), ("local", LOCAL_WINDOW), ("const", CONST_WINDOW), ("param", PARAM_WINDOW)):
            m = win == base // WINDOW_SIZE
            if m.any():
                if space == "param":
                    r = d = t + self.h1
                else:
                    r, d = self._one(mop, space, sm, t, a[m] - base, ln[m], th[m],
                                     part[m] if part is not None else None, width, nparts)
                ready, done = max(ready, r), max(done, d)
        m = (win < 1) | (win > 4)
        if m.any():
            r, d = self._one(mop, "global", sm, t, a[m], ln[m], th[m], part[m] if part is not None else None, width, nparts)
            ready, done = max(ready, r), max(done, d)
        return ready, done

    def _one(self, mop, space, sm, t, a, lanes, threads, part, width, nparts):
        kind = mop.kind
        if space == "shared":
            if kind == "atomic":
                return self._shared_atomic(sm, t, a, lanes, width)
            grp = part if part is not None else np.zeros(a.size, np.int64)
            wf = coalescer.batch_wavefronts(a, lanes, grp, nparts, width, self.cfg.shared.banks, self.cfg.shared.bank_bytes)
            return self._shared_access(sm, t, int(wf.sum()), self._ldmatrix_extra(mop))
        if space == "const":
            self.stats["const_loads"] += 1
            r = int(math.ceil(self.sms[sm].const.load(a, t)))
            return r, r
        if space == "local":
            a = self._local(a, threads, width)
        if kind == "atomic":
            return self._global_atomic(sm, t, a)
        transfers, _, lines, masks = coalescer.batch_lines(a, np.zeros(a.size, np.int64), 1, width, part)
        if kind in ("store", "wmma_store"):
            return self._store_lines(sm, t, int(transfers[0]), lines.tolist(), masks.tolist())
        return self._load_lines(sm, t, int(transfers[0]), lines.tolist(), masks.tolist(), mop.bypass_l1)

    # ------------------------------------------------------------------ addresses
    def _expand(self, mop, a, lanes, threads, stride):
        """wmma: the per-part lane addresses ``(parts x lanes)`` flattened part-major, with
        the part of each; otherwise the lanes' own addresses."""
        if mop.kind not in ("wmma_load", "wmma_store"):
            return a, threads, None, mop.width, 1
        offs, width = mop.wmma_offsets(stride)
        n = offs.shape[0]
        ax = (a[None, :] + offs[:, lanes]).reshape(-1)
        part = np.repeat(np.arange(n, dtype=np.int64), a.size)
        return ax, np.tile(threads, n), part, width, n

    def _local(self, a, threads, width):
        w = max(width, 4)
        return LOCAL_TIMING_BASE + (a // w) * (w * self.threads) + threads * w + (a % w)

    # ------------------------------------------------------------------ shared memory
    def _shared_access(self, sm, t, waves, extra=0):
        """``waves`` wavefronts of banks x bank_bytes each: the data path is busy for their
        bytes, the access's latency grows by a cycle per wavefront after the first (and by
        ``extra``: ldmatrix's per-matrix cycles, :meth:`_ldmatrix_extra`)."""
        waves = max(waves, 1)
        self.stats["shared_accesses"] += 1
        self.stats["shared_wavefronts"] += waves
        start = self.sms[sm].path.serve(t, waves * self.wave_bytes / self.bpc)
        r = int(math.ceil(start)) + self.cfg.shared.latency + waves - 1 + extra
        return r, r

    def _ldmatrix_extra(self, mop) -> int:
        """ldmatrix .x2/.x4: ``shared.ldmatrix_extra`` cycles per 8x8 matrix after the first
        (each matrix is one more destination register per thread; 0 on GPUs without the
        figure)."""
        if mop.kind != "ldmatrix":
            return 0
        return (mop.lanes_used // 8 - 1) * self.cfg.shared.ldmatrix_extra

    def _shared_atomic(self, sm, t, a, lanes, width):
        cfg = self.cfg
        degree = contention(a)
        occ = max(wavefronts(a, lanes, width, cfg.shared.banks, cfg.shared.bank_bytes), degree)
        start = self.sms[sm].path.serve(t, occ * self.wave_bytes / self.bpc)
        self.stats["atomics"] += 1
        r = int(math.ceil(start)) + self.atomics.latency("shared", degree)
        return r, r

    # ------------------------------------------------------------------ global / local
    def _load_lines(self, sm, t, transfers, lines, masks, bypass):
        """A load of ``transfers`` sectors in ``lines`` (128-B lines, sector ``masks``)."""
        s = self.sms[sm]
        occ = transfers * 32 / self.bpc
        if occ < 1.0:                       # (max(1.0, occ): Python 3.11's max costs more)
            occ = 1.0
        start = s.path.serve(t, occ)
        tail = self.h1 + math.ceil(occ) - 1
        latest = start                      # when the last line's data is in the L1
        if bypass:
            for line, mask in zip(lines, masks):
                back = self._fetch(sm, start, line, mask)
                if back > latest:
                    latest = back
        else:
            l1 = s.l1
            where, ref, at = l1.where, l1.ref, l1.at
            lru = l1.lru
            if not lru:
                slots = list(map(where.get, lines))
                if None not in slots:
                    # every line hits: nothing is filled or evicted, so only the reference
                    # flags change (L1Cache.touch; an OR, in any order)
                    m = start
                    for i in slots:
                        ref[i] = 1
                        if at[i] > m:
                            m = at[i]
                    l1.hits += len(lines)
                    return (r := int(math.ceil(m + tail))), r
            hits = 0
            miss = None
            for line in lines:
                i = where.get(line)
                if i is not None:
                    if lru:
                        l1.touch(line)
                    else:
                        ref[i] = 1                  # L1Cache.touch
                    av = at[i]
                    hits += 1
                else:
                    if miss is None:
                        miss = self._misses(s, sm, start)
                    av = miss(line)                 # (filled in the L1)
                if av > latest:
                    latest = av
            l1.hits += hits
            l1.misses += len(lines) - hits
        r = int(math.ceil(latest + tail))
        return r, r

    def _misses(self, s, sm, t):
        """The L1 line misses of one access from cycle ``t``, as a function of ``line``
        returning the cycle its data is in the L1: ``_fetch`` of the whole line and the L1's
        fill (``L1Cache.fill``) with the units' common cases inlined and the units looked up
        once per access (the hot path of kernels that stream through the L1; the same
        requests in the same order). A shadow launch wraps it (timing/shadow.py)."""
        mshr = s.mshr
        rel = mshr._release
        entries = mshr.entries
        l1_shift = self.l1_shift
        tlb = self.tlb
        page_shift = tlb.l1_shift
        d = tlb.l1[sm].d
        tlb_stats = tlb.stats
        noc = self.noc
        lat = float(noc.latency)             # (added to float cycles: see L2.hit)
        inp = noc.inp[sm]
        nbytes = self.l1_line_bytes
        occ = nbytes / noc.bpc
        l2 = self.l2_of[sm]
        read_span, span_of, serve_in = l2.read_span, l2._span, inp.serve
        spans = self.line_spans[sm]
        l2_cycles = nbytes / l2.bpc          # (as read_full divides)
        l2_shift, per = self.l2_shift, self.l2_per_l1
        one_slice = self.l1_in_one_slice
        heappop, heappush = heapq.heappop, heapq.heappush
        l1 = s.l1
        fifo = not l1.lru and l1.ways > 0
        nsets, ways, valid, ref, l1_full = l1.nsets, l1.ways, l1.valid, l1.ref, l1.full
        slot_line, where, at = l1.slot_line, l1.where, l1.at
        page_of = page_shift - l1_shift      # (a page holds whole L1 lines)
        clear = bytes(ways)
        # the page of this access's previous miss: the L1 TLB's most recent entry (a hit
        # or a fill left it last, and nothing else touches this SM's L1 TLB during one
        # access), so a hit on it moves nothing — the misses of an access share a page
        mru = None

        def miss(line):
            nonlocal mru
            while rel and rel[0] <= t:
                heappop(rel)
            if len(rel) >= entries:
                mshr.stalls += 1
                start = max(t, heappop(rel))
            else:
                start = t
            p1 = line >> page_of             # (line << l1_shift) >> page_shift
            if p1 == mru:
                tlb_stats["l1_hit"] += 1
                tr = 0.0
            elif p1 in d:
                del d[p1]
                d[p1] = None
                tlb_stats["l1_hit"] += 1
                tr = 0.0
                mru = p1
            else:
                tr = tlb.translate(sm, line << l1_shift, start)
                mru = p1
            arrive = (start + tr) + lat
            if one_slice:                   # L2.read_full, its span by the L1 line
                span = spans.get(line)
                if span is None:
                    span = spans[line] = span_of((line << l1_shift) >> l2_shift, per)
                done = read_span(span, arrive, l2_cycles)
            else:
                first = (line << l1_shift) >> l2_shift
                done = self._go_slices(sm, arrive, [(first + k, self.l2_full) for k in range(per)])
            back = serve_in(done + lat, occ)
            heappush(rel, back)
            if fifo:                        # L1Cache.fill, Volta's fixed-priority victim
                k = line % nsets
                v = valid[k]
                if v != l1_full:
                    way = (~v & (v + 1)).bit_length() - 1
                    valid[k] = v | (1 << way)
                    i = k * ways + way
                else:                       # victim(ref, lo, lo + ways), inlined
                    lo = k * ways
                    i = ref.find(0, lo, lo + ways)
                    if i < 0:
                        ref[lo:lo + ways] = clear
                        i = lo
                    del where[slot_line[i]]
                slot_line[i] = line
                where[line] = i
                at[i] = back
                ref[i] = 0
            else:
                l1.fill(line, back)
            return back
        return miss

    def _fetch(self, sm, t, line, l1_mask):
        """An L1 line miss (``l1_mask`` None: the whole line) or an L1-bypassing read of
        the 32-byte sectors in ``l1_mask``, from cycle ``t``: the cycle its data is back
        in the L1. Misses hold an MSHR until then."""
        if l1_mask is None:
            mshr = self.sms[sm].mshr
            start = mshr.acquire(t)
            first = (line << self.l1_shift) >> self.l2_shift
            full = self.l2_full
            back = self._go(sm, start, line, [(first + k, full) for k in range(self.l2_per_l1)],
                            self.l1_line_bytes)
            mshr.hold(back)
            return back
        spl, full = self.sec_per_l2, self.l2_full
        first = (line << self.l1_shift) >> self.l2_shift
        items = [(first + k, m) for k in range(self.l2_per_l1) if (m := (l1_mask >> (k * spl)) & full)]
        return self._go(sm, t, line, items, bin(l1_mask).count("1") << 5)

    def _go(self, sm, start, line, items, nbytes):
        """Translate, cross the network, read the L2 slice(s), come back."""
        tr = self.tlb.translate(sm, line << self.l1_shift, start)
        arrive = self.noc.send(sm, start + tr, 0)
        if self.l1_in_one_slice:              # an L1 line never straddles slices
            done = self.l2_of[sm].read(items, arrive, nbytes)
        else:
            done = self._go_slices(sm, arrive, items)
        return self.noc.reply(sm, done, nbytes)

    def _go_slices(self, sm, arrive, items):
        """Read ``items`` that may live in several slices (each slice's part is a request)."""
        return read_slices(self.l2_of[sm], arrive, items)

    def _store_lines(self, sm, t, transfers, lines, masks):
        """A store of ``transfers`` sectors: write-through to the L2 (no L1 allocation;
        present L1 lines are updated and stay valid)."""
        s = self.sms[sm]
        occ = max(1.0, transfers * 32 / self.bpc)
        start = s.path.serve(t, occ)
        self.stats["stores"] += 1
        done = start + self.h1
        spl = self.sec_per_l2
        for line, mask in zip(lines, masks):
            nbytes = bin(mask).count("1") * 32
            tr = self.tlb.translate(sm, line << self.l1_shift, start)
            arrive = self.noc.send(sm, start + tr, nbytes)
            first = (line << self.l1_shift) >> self.l2_shift
            for k in range(self.l2_per_l1):
                m = (mask >> (k * spl)) & self.l2_full
                if m:
                    d = self.l2_of[sm].write(first + k, m, arrive)
                    if d > done:
                        done = d
        return int(math.ceil(start)) + 1, int(math.ceil(done))

    def _global_atomic(self, sm, t, a):
        """Global atomics are performed by the L2 slices (the L1 copy of the line is
        dropped). The latency is the seed's measured latency for the warp's contention
        (Table 4.2) plus any queueing on the way: at the L1 data path, at a busy slice,
        for a TLB miss, or for a line that is not in the L2."""
        s = self.sms[sm]
        degree = contention(a)
        secs = sectors(a, 4)
        occ = max(1.0, secs.size * 32 / self.bpc)
        start = s.path.serve(t, occ)
        self.stats["atomics"] += 1
        lines, masks = lines_of(secs, self.l1_shift)
        spl = self.sec_per_l2
        by_slice: dict[int, list] = {}
        tr = 0.0
        for line, mask in zip(lines.tolist(), masks.tolist()):
            s.l1.invalidate(line)
            tr = max(tr, self.tlb.translate(sm, line << self.l1_shift, start))
            first = (line << self.l1_shift) >> self.l2_shift
            for k in range(self.l2_per_l1):
                m = (mask >> (k * spl)) & self.l2_full
                if m:
                    by_slice.setdefault(self.l2_of[sm].slice_of(first + k), []).append((first + k, m))
        delay = (start - t) + tr
        hit = self.cfg.l2.hit_latency
        for items in by_slice.values():
            nbytes = sum(bin(m).count("1") for _, m in items) * 32
            arrive = self.noc.send(sm, start + tr, nbytes)
            unit, ready = self.l2_of[sm].atomic(items, arrive, float(degree))
            extra = (start - t) + tr + (unit - arrive) + (ready - (unit + hit))
            if extra > delay:
                delay = extra
        r = t + int(math.ceil(delay)) + self.atomics.latency("global", degree)
        return r, r

    # ------------------------------------------------------------------ statistics
    def summary(self) -> dict:
        parts = self.state.l2_parts
        l2 = {k: sum(p.stats[k] for p in parts) for k in parts[0].stats}
        d = {"l1_hits": sum(s.l1.hits for s in self.sms), "l1_misses": sum(s.l1.misses for s in self.sms)}
        d.update(self.stats)
        d.update({
            "l1_bytes_per_sm": self.l1_bytes, "shared_carveout_bytes": self.carveout,
            "l2_hits": l2["hits"], "l2_misses": l2["misses"], "l2_writes": l2["writes"],
            "l2_writebacks": l2["writebacks"], "dram_read_bytes": self.dram.read_bytes,
            "dram_write_bytes": self.dram.write_bytes, "tlb": dict(self.tlb.stats),
            "mshr_stalls": sum(s.mshr.stalls for s in self.sms),
            "l2_lines_held": sum(p.lines_held() for p in parts),
        })
        if len(parts) > 1:
            d["l2_far_hits"] = l2["far_hits"]
        return d
