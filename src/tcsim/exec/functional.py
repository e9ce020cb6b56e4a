"""The functional driver: runs a batch of CTAs to completion, as fast as numpy allows.

Threads that are at the same PC execute that instruction together, whatever warp or CTA
they belong to — one numpy operation per instruction for the whole batch when the code is
uniform. The batch is one SIMT scope of ``exec/simt.py`` (the rules the timing driver
applies per warp): the group at the lowest (call path, PC) runs next, divergent groups
merge again at their first common PC, warp-synchronous instructions wait for their
membermask, spinning groups yield, barriers park threads per CTA, and whatever can never
complete is reported, never hung on.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from tcsim.exec.simt import Groups, Simt, as_sel, count_warps, empty, execute
from tcsim.exec.state import ThreadBatch


class FunctionalDriver:
    def __init__(self, st: ThreadBatch, progress: Callable[[int], None] | None = None):
        self.st = st
        self.ops = st.program.ops
        self.progress = progress
        self.simt = Simt(st)
        self.groups = Groups(self.simt)  # the whole batch is one scope

    def run(self) -> None:
        st = self.st
        simt = self.simt
        g = self.groups
        g.push(0, as_sel(np.flatnonzero(st.real)))
        ops = self.ops
        next_group = simt.next_group
        steps = 0
        budget = simt.budget is not None
        with np.errstate(all="ignore"):
            while True:
                cur = next_group(g, True)
                if cur is None:
                    break
                _, pc, sel, path = cur
                op = ops[pc]
                active = sel if op.guard is None else simt.guard(g, op, pc, sel, path)
                st.clock += 1
                steps += 1
                # every warp of the group issues, lanes whose guard fails included (as the
                # timing driver counts: one issue of one instruction by one warp)
                st.warp_instructions += count_warps(sel)
                if empty(active):
                    g.push(pc + 1, sel, path)
                    continue
                if budget:
                    simt.count(active)
                st.thread_instructions += (active.stop - active.start) if isinstance(active, slice) else active.size
                if op.kind == "alu":
                    execute(st, op, active)
                    g.push(pc + 1, sel, path)
                else:
                    simt.control(g, op, pc, sel, active, path)
                if self.progress is not None and steps % 4096 == 0:
                    self.progress(st.thread_instructions)
        if g.busy():
            simt.stuck([g])
