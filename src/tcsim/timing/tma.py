"""The Tensor Memory Accelerator (TMA) of an sm_90 SM: the unit bulk copies go through.

NVIDIA's H100 whitepaper gives each SM one TMA unit that moves tiles between global and
shared memory for a copy instruction one thread issues; its internals are not published.
tcsim's model (every timing value in the config's ``timing.tma``, labelled there):

1. The copy reaches the SM's unit ``issue_latency`` cycles after its issue.
2. A tensor copy needs its tensor map: the unit's descriptor cache (``descriptor_entries``
   maps per SM, LRU, keyed by the map's address) hits, or the 128-byte map is read first —
   through the L2 model when it lives in device memory, as an L2-hit round trip
   (``2 noc.latency + l2.hit_latency``) when it is a kernel parameter (assumption: the
   parameter block is L2-resident). ``prefetch.tensormap`` is not modelled (a hint).
3. The unit cuts the copy into requests, one per L2 line a contiguous run of elements
   touches (a box row of 128 bytes under the 128B swizzle is one request), and issues
   ``requests_per_cycle`` of them per cycle; the unit is one queue (``server.Server``), so
   the copies of one SM follow each other.
4. A load's request goes over the network to the L2 partition of the issuing SM (a miss
   goes on to DRAM, as any L2 access), its sectors come back to every destination SM (a
   multicast copy: each CTA of the ctaMask, replicated on the way back), and each
   destination writes them into shared memory through its data path
   (``memory.l1.bytes_per_cycle``, shared with the warps' loads). Each request is timed on
   its own, but the copy's bytes are written and its complete-tx performed on that CTA's
   mbarrier at the end of the cycle its *last* request lands there, so
   ``mbarrier.try_wait`` resolves then — the cycle a complete-tx per request would
   complete the phase in a kernel whose expect-tx covers its copies (the tx-count reaches
   zero with the last bytes), at one event and one mbarrier update per copy instead of one
   per request (writing each request's bytes as it lands cost 60% more host time on the
   CUTLASS GEMM: every landing settles the deferred wgmma reading that shared memory).
   Only a program that reads the destination before its mbarrier completes — a race —
   could tell. Elements outside the tensor cost no memory access.
5. A store reads its request's bytes from shared memory through the data path, sends them
   to the L2 slice (the write is done ``noc.latency`` later, the acknowledgement); the
   whole store lands (global memory written) when its last write is done.
   ``cp.async.bulk.wait_group.read`` waits for the reads, ``wait_group`` for the writes.
6. A reduction into global memory (``cp.reduce.async.bulk``, ``.tensor``) is a store-like
   request per L2 line: its bytes are read from shared memory through the data path and
   sent to the L2 slice, whose atomic unit does the read-modify-write (assumption: the
   reduction is done at the L2, as global atomics are, not by a read to the SM and a write
   back), occupied ``reduce_bytes_per_cycle`` per byte of the request (the line comes from
   DRAM first on a miss); the reduction is done ``noc.latency`` after the data is there (the
   acknowledgement). Bulk groups wait for it as for a store. A reduction into a cluster
   CTA's shared memory is timed as a shared -> shared copy (below).
7. A shared -> shared copy (``.shared::cluster.shared::cta``) reads the source through the
   data path and writes the destination ``shared.latency`` later (assumption: the
   SM-to-SM network is not modelled, as for DSMEM loads and stores).
"""

from __future__ import annotations

import math
from collections import OrderedDict

import numpy as np

from tcsim.exec.memory import WINDOW_SIZE
from tcsim.timing.deferred import ANY
from tcsim.timing.events import END_OF_CYCLE
from tcsim.timing.server import Server


class TmaUnit:
    """The TMA units of a launch's SMs, on the launch's memory system."""

    def __init__(self, config, mem, st, q, before_write) -> None:
        """``mem``: the launch's ``MemorySystem``; ``st``: the thread batch (SM of each
        thread, shared-memory layout, global address translation); ``q``: the event queue;
        ``before_write(footprint)``: called before a copy writes memory (deferred loads that
        read the old bytes run first)."""
        cfg = config.timing.tma
        mc = config.timing.memory
        self.issue_latency = cfg.issue_latency
        self.entries = cfg.descriptor_entries
        self.step = 1.0 / float(cfg.requests_per_cycle)
        self.mem, self.st, self.q, self.before_write = mem, st, q, before_write
        nsm = len(mem.sms)
        self.engine = [Server(f"tma{s}", mem.clock) for s in range(nsm)]
        self.maps: list[OrderedDict] = [OrderedDict() for _ in range(nsm)]   # map address -> cycle it is there
        self.line_shift = mc.l2.line_bytes.bit_length() - 1
        self.sector_shift = mc.l2.sector_bytes.bit_length() - 1
        self.param_trip = 2 * mc.noc.latency + mc.l2.hit_latency
        self.shared_latency = mc.shared.latency
        self.noc_latency = mc.noc.latency
        self.bpc = float(mc.l1.bytes_per_cycle)
        self.reduce_bpc = float(cfg.reduce_bytes_per_cycle)

    # ------------------------------------------------------------------ entry point
    def submit(self, copy, t: int, done) -> tuple[int, int]:
        """Time ``copy`` (an ``exec/ops/bulk_copy.AsyncCopy``) issued in cycle ``t``:
        schedule its landings and ``done()`` after the last. Returns the cycles from which
        the issuing warp may go on past ``wait_group.read`` and ``wait_group`` (stores)."""
        mem, st = self.mem, self.st
        mem.clock.now = t
        sm = int(st.smid[copy.thread])
        ready = t + self.issue_latency
        if copy.tmap is not None:
            ready = self._descriptor(sm, copy.tmap, ready)
        lo, hi, addr = self._requests(copy)
        stats = mem.stats
        stats["tma_requests"] = stats.get("tma_requests", 0) + lo.size
        stats["tma_bytes"] = stats.get("tma_bytes", 0) + copy.nbytes * max(len(copy.dests), 1)
        start = self.engine[sm].serve(ready, lo.size * self.step)
        if copy.kind in ("store", "reduce"):
            return self._store(copy, sm, start, lo, hi, addr, done)
        return self._load(copy, sm, start, lo, hi, addr, done)

    # ------------------------------------------------------------------ descriptors
    def _descriptor(self, sm: int, tmap: int, t: int) -> int:
        """The cycle (at or after ``t``) the SM's unit has the tensor map at ``tmap``."""
        cache = self.maps[sm]
        there = cache.get(tmap)
        if there is not None:
            cache.move_to_end(tmap)
            return max(t, there)
        stats = self.mem.stats
        stats["tma_descriptor_misses"] = stats.get("tma_descriptor_misses", 0) + 1
        win = tmap // WINDOW_SIZE
        if win < 1 or win > 4:          # device memory: read its line through the L2
            pa = int(self.st.gmem.physical(np.array([tmap]))[0])
            back = self._read_line(sm, pa, min(128, (1 << self.line_shift) - (pa & ((1 << self.line_shift) - 1))), t)
        else:                           # a kernel parameter (__grid_constant__)
            back = t + self.param_trip
        back = int(math.ceil(back))
        if len(cache) >= self.entries:
            cache.popitem(last=False)
        cache[tmap] = back
        return back

    def _read_line(self, sm: int, addr: int, nbytes: int, t: float) -> float:
        """A read of ``nbytes`` at physical ``addr`` (within one L2 line) from SM ``sm``'s
        unit at ``t``: the cycle the data is back at the SM."""
        mem = self.mem
        tr = mem.tlb.translate(sm, addr, t)
        arrive = mem.noc.send(sm, t + tr, 0)
        mask = self._mask(addr, nbytes)
        done = mem.l2_of[sm].read([(addr >> self.line_shift, mask)], arrive)
        return mem.noc.reply(sm, done, bin(mask).count("1") << self.sector_shift)

    # ------------------------------------------------------------------ requests
    def _requests(self, copy):
        """The copy's requests in order: byte ranges ``[lo, hi)`` of the copy and the
        physical global address of each (-1: elements outside the tensor, or a shared
        source). Contiguous runs of elements inside the tensor are cut at L2-line
        boundaries; other runs at line-sized steps of the copy."""
        line = 1 << self.line_shift
        if copy.gaddr is None:                                  # shared -> shared
            lo = np.arange(0, copy.nbytes, line, dtype=np.int64)
            return lo, np.minimum(lo + line, copy.nbytes), np.full(lo.size, -1, dtype=np.int64)
        es = copy.esize
        inside = copy.inside
        a = self.st.gmem.physical(np.where(inside, copy.gaddr, 0))
        n = a.size
        brk = np.ones(n, dtype=bool)
        # a run ends where the tensor's edge is crossed, or (inside it) where the addresses jump;
        # elements outside the tensor have no address: their run is contiguous in the copy
        brk[1:] = (inside[1:] != inside[:-1]) | (inside[1:] & (a[1:] != a[:-1] + es))
        first = np.flatnonzero(brk)
        run_lo = first * es
        run_len = np.diff(np.append(first, n)) * es
        run_in = inside[first]
        # a run outside the tensor is cut in the copy's own byte space
        base = np.where(run_in, a[first], run_lo)
        l0 = base >> self.line_shift
        cnt = ((base + run_len - 1) >> self.line_shift) - l0 + 1
        r = np.repeat(np.arange(first.size), cnt)
        k = np.arange(r.size) - np.repeat(np.cumsum(cnt) - cnt, cnt)
        ln = l0[r] + k
        p0 = np.maximum(base[r], ln << self.line_shift)
        p1 = np.minimum(base[r] + run_len[r], (ln + 1) << self.line_shift)
        lo = run_lo[r] + (p0 - base[r])
        return lo, lo + (p1 - p0), np.where(run_in[r], p0, -1)

    def _mask(self, addr: int, nbytes: int) -> int:
        """The sectors of its L2 line that ``nbytes`` at ``addr`` touch."""
        s, m = self.sector_shift, (1 << self.line_shift) - 1
        first, last = (addr & m) >> s, ((addr + nbytes - 1) & m) >> s
        return ((1 << (last + 1)) - 1) & ~((1 << first) - 1)

    # ------------------------------------------------------------------ loads
    def _load(self, copy, sm: int, start: float, lo, hi, addr, done) -> tuple[int, int]:
        mem, st = self.mem, self.st
        dsms = [int(st.smid[(off // st.smem_stride) * st.cta_stride]) for off in copy.dests]
        paths = [mem.sms[d].path for d in dsms]
        noc, l2, tlb = mem.noc, mem.l2_of[sm], mem.tlb
        s, ls = self.sector_shift, self.line_shift
        last = [0] * len(dsms)          # per destination: the cycle its last bytes land
        for i, (a, b, p) in enumerate(zip(lo.tolist(), hi.tolist(), addr.tolist())):
            ti = start + i * self.step
            nb = b - a
            if copy.kind == "s2s":          # the source is this SM's shared memory
                back = [mem.sms[sm].path.serve(ti, nb / self.bpc) + nb / self.bpc + self.shared_latency] * len(dsms)
            elif p < 0:                     # outside the tensor: the fill, no memory access
                back = [ti] * len(dsms)
            else:
                mask = self._mask(p, nb)
                arrive = noc.send(sm, ti + tlb.translate(sm, p, ti), 0)
                ready = l2.read([(p >> ls, mask)], arrive)
                sectors = bin(mask).count("1") << s
                back = [noc.reply(d, ready, sectors) for d in dsms]
            for k, (path, bk) in enumerate(zip(paths, back)):
                c = int(math.ceil(path.serve(bk, nb / self.bpc) + nb / self.bpc))
                if c > last[k]:
                    last[k] = c
        by_cycle: dict[int, list] = {}
        for k, c in enumerate(last):
            by_cycle.setdefault(c, []).append(k)
        end = max(last)
        for c in sorted(by_cycle):
            self.q.at(c, self._land, END_OF_CYCLE, (copy, by_cycle[c], done if c == end else None))
        return end + 1, end + 1

    def _land(self, copy, dests, done) -> None:
        """The copy's bytes are in the shared memory of destinations ``dests``: written, and
        their complete-tx performed."""
        self.before_write(ANY)
        n = copy.nbytes
        for k in dests:
            copy.land(k, 0, n, n)
        if done is not None:
            done()

    # ------------------------------------------------------------------ stores
    def _store(self, copy, sm: int, start: float, lo, hi, addr, done) -> tuple[int, int]:
        mem = self.mem
        path, noc, l2, tlb = mem.sms[sm].path, mem.noc, mem.l2_of[sm], mem.tlb
        read = complete = start
        s, ls = self.sector_shift, self.line_shift
        reduce = copy.kind == "reduce"
        for i, (a, b, p) in enumerate(zip(lo.tolist(), hi.tolist(), addr.tolist())):
            if p < 0:                       # outside the tensor: not written
                continue
            ti = start + i * self.step
            nb = b - a
            r = path.serve(ti, nb / self.bpc) + nb / self.bpc
            read = max(read, r)
            mask = self._mask(p, nb)
            arrive = noc.send(sm, r + tlb.translate(sm, p, r), bin(mask).count("1") << s)
            if reduce:      # the slice's atomic unit: read (DRAM on a miss), combine, write
                _, there = l2.atomic([(p >> ls, mask)], arrive, nb / self.reduce_bpc)
                complete = max(complete, there + self.noc_latency)
            else:
                complete = max(complete, l2.write(p >> ls, mask, arrive) + self.noc_latency)
        end = int(math.ceil(complete))

        def land():
            self.before_write(ANY)
            copy.land()
            done()
        self.q.at(end, land, END_OF_CYCLE)
        return int(math.ceil(read)) + 1, end + 1

