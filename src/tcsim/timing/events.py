"""A tiny deterministic discrete-event core.

Events are kept in a heap ordered by ``(time, priority, sequence)`` — the SimPy ordering:
earlier time first, then lower priority number, then scheduling order — so two runs of the
same model produce the same event order and the same cycle counts. Time is an integer
cycle count; the queue jumps straight to the next event, so idle cycles cost nothing.
"""

from __future__ import annotations

import heapq
from typing import Callable


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
