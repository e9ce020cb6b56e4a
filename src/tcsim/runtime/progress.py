"""Progress of long launches: what a launch reports while it runs, and how often.

Both drivers report through a :class:`Reporter`: the functional driver every few thousand
steps and after each batch of CTAs, the timing drivers from a watch event in their event
queue every few thousand simulated cycles (:func:`watch_events`). The reporter passes a
:class:`Progress` snapshot to the user's callback at most every ``interval`` seconds of
wall time (and once at the end), so a callback may draw on a terminal without slowing the
simulation. A callback comes from the launch (``progress=``), the device
(``Device.progress``) or, for code that creates its own devices (the benchmarks),
:func:`reporting`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace

#: wall-clock seconds between two calls of a progress callback
INTERVAL = 0.5
#: simulated cycles between two looks of the watch event at a timing run
WATCH_CYCLES = 2048
#: priority of the watch event: after everything else of its cycle (events.py uses 0 and 1)
WATCH_PRIORITY = 9


@dataclass
class Progress:
    """A launch's progress: ``groups`` CTAs (AMD: workgroups), of which ``groups_done``
    have finished; instructions executed (per thread / lane); the cycle reached in timing
    mode (None in functional mode); wall-clock seconds since the launch started."""

    kernel: str
    mode: str
    groups: int
    groups_done: int = 0
    thread_instructions: int = 0
    cycles: int | None = None
    seconds: float = 0.0
    finished: bool = False

    @property
    def eta(self) -> float | None:
        """Seconds left, estimated from the share of CTAs done (None until one is)."""
        if self.finished:
            return 0.0
        if self.groups_done <= 0 or self.groups <= 0:
            return None
        return self.seconds * (self.groups - self.groups_done) / self.groups_done


ProgressCallback = Callable[[Progress], None]

_default: list[ProgressCallback] = []


@contextmanager
def reporting(callback: ProgressCallback | None) -> Iterator[None]:
    """Report every launch in the block to ``callback`` unless the launch or its device
    names another (``with reporting(show): tcsim.bench.memory.run(...)``)."""
    if callback is None:
        yield
        return
    _default.append(callback)
    try:
        yield
    finally:
        _default.remove(callback)


class Reporter:
    """Collects a launch's progress and calls ``callback`` at most every ``interval`` s."""

    __slots__ = ("callback", "interval", "last", "state", "t0")

    def __init__(self, callback: ProgressCallback, kernel: str, mode: str, groups: int,
                 interval: float | None = None):
        self.callback = callback
        self.state = Progress(kernel, mode, groups)
        self.interval = INTERVAL if interval is None else interval
        self.t0 = self.last = time.perf_counter()

    def update(self, thread_instructions: int, groups_done: int, cycles: int | None = None) -> None:
        now = time.perf_counter()
        if now - self.last < self.interval:
            return
        self.last = now
        s = self.state
        s.thread_instructions, s.groups_done, s.cycles, s.seconds = thread_instructions, groups_done, cycles, now - self.t0
        self.callback(replace(s))

    def finish(self, thread_instructions: int, cycles: int | None = None) -> None:
        s = self.state
        s.thread_instructions, s.groups_done, s.cycles = thread_instructions, s.groups, cycles
        s.seconds, s.finished = time.perf_counter() - self.t0, True
        self.callback(replace(s))


def reporter(callback: ProgressCallback | None, kernel: str, mode: str, groups: int) -> Reporter | None:
    """The reporter of a launch: ``callback``, else the innermost :func:`reporting` one."""
    callback = callback or (_default[-1] if _default else None)
    return None if callback is None else Reporter(callback, kernel, mode, groups)


def watch_events(queue, rep: Reporter | None, state: Callable[[], tuple[int, int]],
                 every: int | None = None) -> None:
    """Report a timing run's ``state()`` = (groups done, thread instructions) and its cycle
    from an event in its event ``queue`` every ``every`` cycles. The watch changes no
    state and never runs later than the last event the model has scheduled (the queue's
    clock does not move past the model's), so the cycles simulated are the same with or
    without it."""
    if rep is None:
        return
    every = every or WATCH_CYCLES

    def look() -> None:
        done, instructions = state()
        rep.update(instructions, done, queue.now)
        last = queue.last()
        if last is not None:
            queue.at(min(queue.now + every, last), look, WATCH_PRIORITY)

    queue.at(0, look, WATCH_PRIORITY)
