"""A SIGPROF stack sampler for the profiling scripts (replay_profile.py, shadow_profile.py).

Every ``interval`` seconds of CPU time the running Python stack is counted: the innermost
function ("self"), every function on the stack once ("total"), and optionally the source
lines of one function. Shares of samples, not seconds: cProfile's per-call overhead
distorts the many small calls of the timing model far more than sampling does.
"""

from __future__ import annotations

import collections
import signal
import time


def _name(code) -> str:
    return f"{code.co_filename.rsplit('/', 1)[-1]}:{code.co_name}"


class Sampler:
    """``with Sampler(interval) as s: work()``; then ``s.cpu`` (CPU s) and ``s.report(top)``."""

    def __init__(self, interval: float, lines_of: str = "") -> None:
        self.interval = interval
        self.lines_of = lines_of
        self.own: collections.Counter = collections.Counter()
        self.total: collections.Counter = collections.Counter()
        self.lines: collections.Counter = collections.Counter()
        self.cpu = 0.0

    def _sample(self, _sig, frame) -> None:
        self.own[_name(frame.f_code)] += 1
        if frame.f_code.co_name == self.lines_of:
            self.lines[frame.f_lineno] += 1
        seen = set()
        while frame is not None:
            n = _name(frame.f_code)
            if n not in seen:
                seen.add(n)
                self.total[n] += 1
            frame = frame.f_back

    def __enter__(self) -> Sampler:
        signal.signal(signal.SIGPROF, self._sample)
        signal.setitimer(signal.ITIMER_PROF, self.interval, self.interval)
        self._c0 = time.process_time()
        return self

    def __exit__(self, *exc) -> None:
        self.cpu = time.process_time() - self._c0
        signal.setitimer(signal.ITIMER_PROF, 0, 0)

    @property
    def samples(self) -> int:
        return sum(self.own.values())

    def report(self, top: int, stacks: bool = True) -> None:
        """Print the ``top`` functions by own samples (and, with ``stacks``, on the stack)."""
        n = self.samples or 1
        print("self:")
        for k, c in self.own.most_common(top):
            print(f"{100 * c / n:5.1f}%  {k}")
        if stacks:
            print("total (on the stack):")
            for k, c in self.total.most_common(top):
                print(f"{100 * c / n:5.1f}%  {k}")
        if self.lines_of:
            print(f"lines of {self.lines_of} (share of all samples):")
            for k, c in sorted(self.lines.items()):
                print(f"{100 * c / n:5.1f}%  line {k}")
