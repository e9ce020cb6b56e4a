"""Queues with a bandwidth: the building block of the memory units.

A :class:`Server` is a resource that serves one request at a time at a fixed rate (a
cache's data port, a network port, a DRAM channel). The memory system presents requests
in issue order — which the event core makes deterministic — but a request can be due at
the server later than one presented after it (a TLB walk or a long queue upstream
delayed it). The server therefore keeps its busy intervals and gives each request the
earliest gap, at or after its arrival, long enough for it: a delayed request does not
block the port for the requests behind it, and contention shows up as queueing delay.
Intervals that end before the current cycle are dropped, so the state stays small.
Times are cycles (float inside, so that a port moving 14.8 bytes per cycle charges
fractional cycles per 32-byte sector).

An :class:`Mshr` table bounds the misses a cache has outstanding: a new miss waits until
an entry is free.
"""

from __future__ import annotations

import heapq
from bisect import bisect_right


class Clock:
    """The current cycle, shared by the servers of one memory system (for pruning)."""

    __slots__ = ("now",)

    def __init__(self) -> None:
        self.now = 0.0


class Server:
    __slots__ = ("starts", "ends", "busy", "name", "clock")

    def __init__(self, name: str = "", clock: Clock | None = None) -> None:
        self.name = name
        self.clock = clock or Clock()
        self.starts: list[float] = []   # busy intervals, sorted and disjoint
        self.ends: list[float] = []
        self.busy = 0.0                 # total service cycles (utilisation statistics)

    @property
    def free(self) -> float:
        """The cycle after which the server has no reservation."""
        return self.ends[-1] if self.ends else 0.0

    def serve(self, arrival: float, cycles: float) -> float:
        """Serve a request due at ``arrival`` that needs ``cycles``; return its start."""
        # (the hot path of every memory unit, ~700k calls a wmma_gemm 512^3 replay: written
        # for Python 3.11 — lengths and indices as ints, the clock read once, an int never
        # compared with a float, no negative index: each leaves the specialised fast paths)
        ends = self.ends
        self.busy += cycles
        n = len(ends)
        if n:
            now = self.clock.now
            if ends[0] <= now:
                k = bisect_right(ends, now)
                del self.starts[:k], ends[:k]
                n -= k
        starts = self.starts
        if not n:
            starts.append(arrival)
            ends.append(arrival + cycles)
            return arrival
        n1 = n - 1
        end = ends[n1]
        if arrival >= end:                            # the common case: after everything
            if arrival == end:
                ends[n1] = arrival + cycles
            else:
                starts.append(arrival)
                ends.append(arrival + cycles)
            return arrival
        if starts[n1] <= arrival and cycles > 0.0:
            # the common case of a loaded server: the arrival inside the last interval, so
            # right after it — what the gap search below finds and merges, without it
            ends[n1] = end + cycles
            return end
        # first interval that ends after the arrival (one before the last end); try the
        # gap before each: after the first, the request would start at the end of the
        # interval before (the intervals are disjoint and merged, so the ends rise)
        i = bisect_right(ends, arrival)
        t = arrival
        if t + cycles > starts[i]:
            t = ends[i]
            i += 1
            while i < n and t + cycles > starts[i]:
                t = ends[i]
                i += 1
        if i and ends[i - 1] >= t:
            # right after the interval before (every interval before ends by t): extend it,
            # as inserting and merging the two would
            e = t + cycles
            if e > ends[i - 1]:
                ends[i - 1] = e
            if i < n and ends[i - 1] >= starts[i]:
                if ends[i] > ends[i - 1]:
                    ends[i - 1] = ends[i]
                del starts[i], ends[i]
            return t
        starts.insert(i, t)
        ends.insert(i, t + cycles)
        # merge with touching neighbours (keeps the lists short)
        if i + 1 < len(starts) and ends[i] >= starts[i + 1]:
            if ends[i + 1] > ends[i]:
                ends[i] = ends[i + 1]
            del starts[i + 1], ends[i + 1]
        if i > 0 and ends[i - 1] >= starts[i]:
            if ends[i] > ends[i - 1]:
                ends[i - 1] = ends[i]
            del starts[i], ends[i]
        return t

    def reset(self) -> None:
        self.starts.clear()
        self.ends.clear()
        self.busy = 0.0


class Mshr:
    """``entries`` outstanding misses; each is released at its fill cycle."""

    __slots__ = ("entries", "_release", "stalls")

    def __init__(self, entries: int) -> None:
        self.entries = entries
        self._release: list[float] = []
        self.stalls = 0  # misses that had to wait for a free entry

    def acquire(self, t: float) -> float:
        """The cycle (at or after ``t``) a new miss can take an entry."""
        rel = self._release
        while rel and rel[0] <= t:
            heapq.heappop(rel)
        if len(rel) >= self.entries:
            self.stalls += 1
            return max(t, heapq.heappop(rel))
        return t

    def hold(self, until: float) -> None:
        """Record the entry just acquired as busy until ``until``."""
        heapq.heappush(self._release, until)
