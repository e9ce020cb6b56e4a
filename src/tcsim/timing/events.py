"""A tiny deterministic discrete-event core.

Events are kept in a heap ordered by ``(time, priority, sequence)`` — the SimPy ordering:
earlier time first, then lower priority number, then scheduling order — so two runs of the
same model produce the same event order and the same cycle counts. Time is an integer
cycle count; the queue jumps straight to the next event, so idle cycles cost nothing.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable

#: Event priorities: the order of a cycle's events (lower first; the same priority in
#: scheduling order). Sub-cores (SIMDs) look for an instruction to issue first; then the
#: semantics of the instructions issued in the cycle run, batched per PC (:class:`SameCycle`).
ISSUE = 0
END_OF_CYCLE = 1
AFTER_CYCLE = 2      # checks of the state a cycle leaves (the timing driver's cycle budget)
#: events of priority AFTER_CYCLE and above only *look* at the model (the cycle budget, a
#: progress watch): they keep no model alive, so :meth:`EventQueue.last` ignores them


class EventQueue:
    __slots__ = ("now", "_heap", "_seq", "processed")

    def __init__(self) -> None:
        self.now = 0
        self._heap: list[tuple[int, int, int, Callable[..., None], tuple]] = []
        self._seq = 0
        self.processed = 0

    def at(self, time: int, fn: Callable[..., None], priority: int = 0, args: tuple = ()) -> None:
        """Run ``fn(*args)`` at cycle ``time`` (never in the past)."""
        if time < self.now:
            raise ValueError(f"cannot schedule at cycle {time}, now is {self.now}")
        heapq.heappush(self._heap, (time, priority, self._seq, fn, args))
        self._seq += 1

    def after(self, delay: int, fn: Callable[[], None], priority: int = 0) -> None:
        self.at(self.now + delay, fn, priority)

    def __len__(self) -> int:
        return len(self._heap)

    def last(self) -> int | None:
        """Time of the latest *model* event scheduled (priority below ``AFTER_CYCLE``: not
        a budget check or a watch, which would otherwise keep each other going), or
        ``None`` (a scan: for occasional use)."""
        return max((e[0] for e in self._heap if e[1] < AFTER_CYCLE), default=None)

    def peek(self) -> int | None:
        """Time of the next event, or ``None``."""
        return self._heap[0][0] if self._heap else None

    def step(self) -> bool:
        """Process one event; ``False`` when none is left."""
        if not self._heap:
            return False
        time, _, _, fn, args = heapq.heappop(self._heap)
        self.now = time
        self.processed += 1
        fn(*args)
        return True

    def run(self, until: int | None = None) -> int:
        """Process events (up to and including cycle ``until``); return the final time."""
        heap = self._heap
        pop = heapq.heappop
        n = 0
        try:
            while heap:
                if until is not None and heap[0][0] > until:
                    self.now = until
                    break
                time, _, _, fn, args = pop(heap)
                self.now = time
                n += 1
                fn(*args)
        finally:
            self.processed += n
        return self.now


def wake(q: EventQueue, unit, t: int, fn: Callable) -> None:
    """Have ``fn(unit, token)`` run at cycle ``t`` — an issue unit (sub-core, SIMD) looks
    for work — unless it is already due to run by then. ``unit`` has ``next_event`` and
    ``token``: a later wake-up that an earlier one overtakes finds its token stale and
    does nothing (the queue cannot cancel events)."""
    nxt = unit.next_event
    if nxt is not None and nxt <= t:
        return
    unit.token += 1
    unit.next_event = t
    q.at(t, fn, ISSUE, (unit, unit.token))


class SameCycle:
    """The instructions issued in one cycle, per PC, whose semantics run together at the
    cycle's end (``flush``, at :data:`END_OF_CYCLE`): a unit issues at most one
    instruction per cycle and none sees a same-cycle result, so running them in one
    vectorised call per PC gives the results of running each at its issue."""

    __slots__ = ("q", "by_pc", "flush")

    def __init__(self, q: EventQueue, flush: Callable[[], None]):
        self.q = q
        self.by_pc: dict[int, list] = {}
        self.flush = flush

    def add(self, pc: int, item, t: int) -> None:
        lst = self.by_pc.get(pc)
        if lst is None:
            if not self.by_pc:
                self.q.at(t, self.flush, END_OF_CYCLE)
            self.by_pc[pc] = [item]
        else:
            lst.append(item)

    def take(self) -> dict[int, list]:
        """This cycle's instructions (PC -> items); the next cycle starts empty."""
        d, self.by_pc = self.by_pc, {}
        return d
