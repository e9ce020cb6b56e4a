"""The L2 cache: slices with sectored lines, LRU, write-back (seed 003 §3.2, Table 3.1).

Lines (64 B on Volta, 2 sectors of 32 B) are spread over the slices by the physical
address: consecutive ``interleave_bytes`` chunks go to consecutive slices, with higher
address bits folded in so that power-of-two strides do not camp on one slice (the
hardware's hash is unpublished); set indices fold higher bits in the same way. A slice's data port moves ``bytes_per_cycle``; a hit is ready
``hit_latency`` cycles after the port takes the request; a miss fetches the missing sectors
from the slice's DRAM channel. Stores allocate their sectors dirty without a fetch
(partial-line writes need no read), and dirty sectors are written back to DRAM when their
line is evicted. Reads of a line whose fill is in flight wait for it (MSHR merging).

Tag state is a dict per touched set — memory proportional to what the kernels touch — and
persists across launches on a device, as the real L2 does; host-to-device copies populate
it (seed 003 Table 3.1: "Populated by cudaMemcpy: yes"). A line's entry is one small int,
its valid sector mask with its dirty mask above it (``valid | dirty << dirty_shift``): no
object per line to allocate, copy or fetch from memory beside the set's dict.
"""

from __future__ import annotations

from tcsim.timing.server import Clock, Server


class L2:
    def __init__(self, cfg, dram, clock: Clock | None = None, nslices: int | None = None, base: int = 0) -> None:
        """``nslices`` slices (default all of ``cfg.slices``) numbered from ``base`` in the
        DRAM's slice -> channel map: one partition of a partitioned L2 (``Partitioned``)."""
        self.cfg = cfg
        self.dram = dram
        self.nslices = cfg.slices if nslices is None else nslices
        self.base = base
        # partitioned L2 (A100): the other partition, the extra cycles of an access it
        # serves, and the lines held here as the other partition's victims
        self.peer: L2 | None = None
        self.far_latency = 0.0
        self.victims: set[int] = set()
        self.line_shift = cfg.line_bytes.bit_length() - 1
        self.sector_shift = cfg.sector_bytes.bit_length() - 1
        self.sectors_per_line = cfg.line_bytes // cfg.sector_bytes
        self.full_mask = (1 << self.sectors_per_line) - 1
        self.dirty_shift = self.sectors_per_line     # an entry: valid | dirty << dirty_shift
        self.ilv_shift = cfg.interleave_bytes.bit_length() - 1
        self.nsets = max(cfg.slice_kib * 1024 // cfg.line_bytes // cfg.ways, 1)
        self.ways = cfg.ways
        self.sets: dict[tuple[int, int], dict[int, int]] = {}
        self.ports = [Server(f"l2-{base + s}", clock) for s in range(self.nslices)]
        self.bpc = float(cfg.bytes_per_cycle)
        self.inflight: dict[int, float] = {}
        self.loc: dict[int, tuple[int, dict]] = {}
        self.spans: dict[int, tuple] = {}      # read_full's memo of _where (its sets: the tags' own dicts)
        # (floats: added to the ports' float cycles, an int would leave Python's fast path)
        self.hit = float(cfg.hit_latency)
        self.stats = {"hits": 0, "misses": 0, "writes": 0, "writebacks": 0, "far_hits": 0}

    # ---------------------------------------------------------------- placement
    def slice_of(self, line: int) -> int:
        x = line >> (self.ilv_shift - self.line_shift)
        return (x + (x >> 7) + (x >> 14) + (x >> 21)) % self.nslices

    def _set(self, line: int, sl: int) -> dict:
        c = self.ilv_shift - self.line_shift
        y = ((line >> c) // self.nslices << c) | (line & ((1 << c) - 1))  # the line's index within its slice
        key = (sl, (y ^ (y >> 7) ^ (y >> 13)) % self.nsets)
        s = self.sets.get(key)
        if s is None:
            s = self.sets[key] = {}
        return s

    def _where(self, line: int) -> tuple[int, dict]:
        """``(slice, set)`` of a line (remembered: one entry per line ever touched)."""
        w = self.loc.get(line)
        if w is None:
            sl = self.slice_of(line)
            w = self.loc[line] = (sl, self._set(line, sl))
        return w

    def _insert(self, sl: int, st: dict, line: int, t: float, ent: int = 0, cascade: bool = True) -> None:
        """Allocate ``line`` in set ``st`` of slice ``sl`` with entry ``ent``, evicting the
        least recently used line: to DRAM if dirty, or — a partition's own line,
        ``cascade`` — to the far partition (whose own evictions for it go to DRAM, so
        victims do not bounce)."""
        if len(st) >= self.ways:
            victim = next(iter(st))
            old = st.pop(victim)
            if cascade and self.peer is not None and victim not in self.victims:
                self.peer.take_victim(victim, old, t)     # a line of this side's SMs: to the far partition
            else:
                self.victims.discard(victim)
                dirty = old >> self.dirty_shift
                if dirty:
                    self.stats["writebacks"] += 1
                    self.dram.write(self.base + sl, t, bin(dirty).count("1") << self.sector_shift)
        st[line] = ent

    # ---------------------------------------------------------------- partitions
    def take_victim(self, line: int, ent: int, t: float) -> None:
        """A line the other partition evicted (its entry): kept here (merged if a copy is here)."""
        sl, st = self._where(line)
        mine = st.get(line)
        if mine is not None:
            st[line] = mine | ent
            return
        self._insert(sl, st, line, t, ent, cascade=False)
        self.victims.add(line)

    def far_lookup(self, line: int, mask: int, t: float) -> int | None:
        """The other partition asks for sectors ``mask`` of ``line`` at ``t``: its entry
        if they are all here (a victim moves there; a line of this side's SMs is copied,
        clean), else None. The port moves the data."""
        sl, st = self._where(line)
        ent = st.get(line)
        if ent is None or mask & ~ent:
            return None
        self.ports[sl].serve(t, (bin(mask).count("1") << self.sector_shift) / self.bpc)
        if line in self.victims:
            del st[line]
            self.victims.discard(line)
            return ent
        return ent & self.full_mask

    def invalidate_far(self, line: int, mask: int) -> None:
        """A write here: the other partition's copy of those sectors is stale."""
        sl, st = self._where(line)
        ent = st.get(line)
        if ent is not None:
            ent &= ~(mask | mask << self.dirty_shift)
            if ent & self.full_mask:
                st[line] = ent
            else:
                del st[line]
                self.victims.discard(line)

    def _far(self, line: int, st: dict, missing: int, start: float) -> float | None:
        """A miss of ``missing`` sectors of ``line`` (in set ``st``) here: the cycle the far
        partition has them there (merged into its entry), or None (they come from DRAM)."""
        got = self.peer.far_lookup(line, missing, start)
        if got is None:
            return None
        st[line] |= got
        self.stats["far_hits"] += 1
        return start + self.cfg.hit_latency + self.far_latency

    # ---------------------------------------------------------------- accesses
    def _entry(self, sl: int, st: dict, line: int, t: float) -> int:
        """The line's entry, the line made most recently used (allocated empty, evicting
        the least recently used line, if absent): set ``st[line]`` to change it."""
        ent = st.get(line)
        if ent is not None:
            del st[line]
            st[line] = ent
            return ent
        self._insert(sl, st, line, t)
        return 0

    def _access(self, sl: int, items, start: float, dirty: bool) -> float:
        """Look up ``(line, mask)`` pairs of slice ``sl`` taken by its port at ``start``:
        the cycle their data is there (missing sectors come from DRAM)."""
        ready = start + self.cfg.hit_latency
        fetch = 0
        fetched = []
        peer = self.peer
        for line, mask in items:
            st = self._where(line)[1]
            ent = self._entry(sl, st, line, start)
            missing = mask & ~ent
            far = self._far(line, st, missing, start) if (missing and peer is not None) else None
            if far is not None:
                ready = max(ready, far)
            elif missing:
                fetch += bin(missing).count("1") << self.sector_shift
                fetched.append(line)
            else:
                pending = self.inflight.get(line)
                if pending is not None and pending > ready:
                    ready = pending
            bits = mask | mask << self.dirty_shift if dirty else mask
            st[line] |= bits
            if dirty and peer is not None:
                peer.invalidate_far(line, mask)
        if fetch:
            self.stats["misses"] += 1
            done = self.dram.read(self.base + sl, start + self.far_latency, fetch, fetched) + self.cfg.hit_latency
            for line in fetched:
                self.inflight[line] = done
            ready = max(ready, done)
        else:
            self.stats["hits"] += 1
        return ready

    def read(self, items: list[tuple[int, int]], t: float, nbytes: int | None = None) -> float:
        """A read of ``(line, sector mask)`` pairs that all live in one slice, arriving at
        ``t`` as one request of ``nbytes`` (an L1 line fill is 128 bytes = two 64-byte L2
        lines): the cycle the data leaves the slice."""
        sl = self._where(items[0][0])[0]
        if nbytes is None:
            nbytes = sum(bin(m).count("1") for _, m in items) << self.sector_shift
        return self._access(sl, items, self.ports[sl].serve(t, nbytes / self.bpc), False)

    def read_full(self, first: int, n: int, t: float, nbytes: int) -> float:
        """``read`` of lines ``first .. first + n - 1`` (one slice), every sector: the hot
        path of an L1 line fill, without building the request list (the lines' slice, port
        and sets looked up once per ``first``: ``_span``)."""
        span = self.spans.get(first)
        if span is None or len(span[2]) != n:
            span = self._span(first, n)
        return self.read_span(span, t, nbytes / self.bpc)

    def read_span(self, span: tuple, t: float, cycles: float) -> float:
        """``read_full`` of the lines of ``span`` (``_span``), taking the slice's port for
        ``cycles`` (the request's bytes / bytes_per_cycle): an L1 miss's fill once the
        caller has the span (MemorySystem._misses keeps them by L1 line)."""
        sl, port, sets, lines = span
        start = port.serve(t, cycles)
        ready = start + self.hit
        full = self.full_mask
        inflight = self.inflight
        peer = self.peer
        fetch = 0
        fetched = None
        for st, line in zip(sets, lines):
            ent = st.pop(line, None)
            if ent is not None:                    # _entry: make it most recently used
                st[line] = ent
                missing = full & ~ent
            else:
                self._insert(sl, st, line, start)
                missing = full
            if not missing:
                if inflight:
                    pending = inflight.get(line)
                    if pending is not None and pending > ready:
                        ready = pending
                continue
            if peer is not None and (far := self._far(line, st, missing, start)) is not None:
                if far > ready:
                    ready = far
            else:
                fetch += bin(missing).count("1") << self.sector_shift
                if fetched is None:
                    fetched = [line]
                else:
                    fetched.append(line)
            st[line] |= full
        if fetch:
            self.stats["misses"] += 1
            done = self.dram.read(self.base + sl, start + self.far_latency, fetch, fetched) + self.hit
            for line in fetched:
                inflight[line] = done
            if done > ready:
                ready = done
        else:
            self.stats["hits"] += 1
        return ready

    def _span(self, first: int, n: int) -> tuple:
        """``(slice, its port, (the set of each line), (the lines))`` of lines ``first ..
        first + n - 1`` (by ``_where``; the sets' dicts live as long as the tags). The lines'
        int objects become the sets' keys as read_full uses them, so its later lookups
        match by identity (no comparison of two big ints far apart in memory)."""
        loc = self.loc
        sl, st = loc.get(first) or self._where(first)
        sets = [st]
        for line in range(first + 1, first + n):
            sets.append((loc.get(line) or self._where(line))[1])
        span = self.spans[first] = (sl, self.ports[sl], tuple(sets), tuple(range(first, first + n)))
        return span

    def write(self, line: int, mask: int, t: float) -> float:
        """A store of sectors ``mask``: the cycle the slice has it. Stores allocate without
        a fetch (the written sectors become valid and dirty)."""
        sl, st = self._where(line)
        start = self.ports[sl].serve(t, (bin(mask).count("1") << self.sector_shift) / self.bpc)
        st[line] = self._entry(sl, st, line, start) | mask | mask << self.dirty_shift
        if self.peer is not None:
            self.peer.invalidate_far(line, mask)
        self.stats["writes"] += 1
        return start + self.cfg.hit_latency

    def atomic(self, items: list[tuple[int, int]], t: float, occupancy: float) -> tuple[float, float]:
        """A warp's atomics on ``(line, sector mask)`` pairs of one slice, arriving at
        ``t``: the slice's atomic unit is busy ``occupancy`` cycles (updates to one word
        serialise; distinct words proceed together). Returns ``(start, data ready)``: when
        the unit takes the request, and when the lines' data is there (later than ``start
        + hit_latency`` only if a sector had to come from DRAM). The sectors become dirty."""
        sl = self._where(items[0][0])[0]
        start = self.ports[sl].serve(t, occupancy)
        return start, self._access(sl, items, start, True)

    def populate(self, addr: int, nbytes: int) -> None:
        """Host-to-device copy of ``nbytes`` at ``addr``: its lines become valid (clean)."""
        first = addr >> self.line_shift
        last = (addr + nbytes - 1) >> self.line_shift
        for line in range(first, last + 1):
            sl, st = self._where(line)
            st[line] = self._entry(sl, st, line, 0.0) | self.full_mask     # (valid; dirty sectors stay dirty)

    def new_launch(self) -> None:
        self.inflight.clear()
        for p in self.ports:
            p.reset()
        for k in self.stats:
            self.stats[k] = 0

    def lines_held(self) -> int:
        return sum(len(s) for s in self.sets.values())
