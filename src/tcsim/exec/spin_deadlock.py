"""The spin-at-a-barrier deadlock, for both drivers (``Simt.control`` calls
:func:`watch_spin` at every backward branch while threads wait at a barrier, or once a
``mbarrier.test_wait`` has found a phase incomplete: then every thread spinning on it is
a deadlock too, unless an asynchronous copy is in flight).

Threads that wait at a barrier for a thread that spins forever (a loop that only another
thread could end) would, under the forward-progress rules of ``exec/simt.py``, keep the
spinning thread running forever. This module recognises the state — every thread that
has not exited waits at a barrier or spins without progress, and nothing else can happen
— and reports it, naming the lowest waiting thread and the lowest spinning one.
"""

from __future__ import annotations

import numpy as np

from tcsim.errors import ExecutionError
from tcsim.exec import simt as rules  # (imports this module: names are looked up at run time)
from tcsim.exec.selection import sel_indices, sel_len


class SpinRecord:
    """Lanes of one scope taking the backward branch ``op`` while threads wait at a
    barrier: the loop's registers at their last pass (``snap``, at tick ``prev``), and of
    the current run of passes without change its first tick (``run_start``) and the tick
    where its latest unchanged pass began (``last_start``)."""

    __slots__ = ("g", "op", "path", "lanes", "n", "first", "snap", "prev", "run_start", "last_start")

    def __init__(self, g, op, path: tuple, lanes):
        self.g, self.op, self.path, self.lanes = g, op, path, lanes
        self.n = sel_len(lanes)
        self.first = int(sel_indices(lanes)[0])
        self.snap = None
        self.prev = 0
        self.run_start = None
        self.last_start = -1

    def still_in_loop(self) -> bool:
        """All of the lanes are still inside the loop (between its target and ``op``)."""
        lo, hi = self.op.target, self.op.pc
        g = self.g
        parts = [p for pc, path, ps in g.groups.values() if lo <= pc <= hi and path == self.path for p in ps]
        parts += [sel for pc, sel, path in g.deferred if lo <= pc <= hi and path == self.path]
        if not parts:
            return False
        return bool(np.isin(sel_indices(self.lanes), np.concatenate([sel_indices(p) for p in parts])).all())


def watch_spin(simt, g, op, lanes, path: tuple) -> None:
    """The spin-at-a-barrier deadlock. While threads wait at a barrier, every backward
    branch compares its loop's registers with their values at the lanes' previous
    pass; a run of passes with nothing changed is a *spin* (the forward-progress test).
    The barrier can never complete when every thread that has not exited either waits
    at a barrier or is such a spin, and every spin has gone once round its loop without
    change since the last spin began and the last park, release or exit: from then on
    no thread did anything but spin, so nothing can let any of them out. Reported
    instead of spinning forever."""
    simt.tick = tick = simt.tick + 1
    key = (id(g), op.pc)
    rec = g.spins.get(op.pc)
    snap = simt._loop_state(op.pc, lanes)
    if rec is not None and rules.same_lanes(rec.lanes, lanes) and \
            all(np.array_equal(a, b) for a, b in zip(snap, rec.snap)):
        rec.last_start = rec.prev
        if rec.run_start is None:
            rec.run_start = rec.prev
            simt.spins[key] = rec
    else:
        if rec is not None and rec.run_start is not None:
            del simt.spins[key]
        rec = g.spins[op.pc] = SpinRecord(g, op, path, lanes if isinstance(lanes, slice) else lanes.copy())
    rec.snap, rec.prev = snap, tick
    if rec.run_start is None:
        return
    spinning = 0
    since = simt.event_tick
    live = []
    for k, r in list(simt.spins.items()):
        if r is not rec and not r.still_in_loop():  # (rec's lanes are at its branch now)
            del simt.spins[k]
            del r.g.spins[r.op.pc]
            continue
        spinning += r.n
        since = max(since, r.run_start)
        live.append(r)
    if simt.inflight or simt.waiting + spinning != simt.alive or any(r.last_start < since for r in live):
        return
    r = min(live, key=lambda r: r.first)
    spin_deadlock(simt, r.op, r.first)


def spin_deadlock(simt, spin_op, s: int) -> None:
    """Raise: barrier waits that thread ``s``, spinning at ``spin_op``, never ends."""
    st = simt.st
    spin = (f"{st.describe_thread(s)} spins without progress at PC {spin_op.pc} "
            f"(PTX {spin_op.ins.loc} '{spin_op.ins.text}') while every other thread waits")
    waits = simt.waits()
    if not waits:    # every thread spins (on an mbarrier's test_wait: Simt.control)
        o, parity = st.mbar_polled
        raise ExecutionError(f"every thread spins without progress (the last mbarrier a test_wait found "
                             f"incomplete: {simt.describe_mbarrier(o, parity)}); {rules.where(st, spin_op, s)}")
    t, op, what = min(waits, key=lambda w: w[0])
    if what[0] == "mbarrier":
        raise ExecutionError(f"{simt.describe_mbarrier(what[1], what[2])}: {spin}; {rules.where(st, op, t)}")
    if what[0] == "cluster":
        raise ExecutionError(f"{simt.describe_cluster(what[1])} and {spin}; {rules.where(st, op, t)}")
    bid = what[1]
    cta = int(st.cta_slot[t])
    raise ExecutionError(
        f"barrier {bid} can never complete: {int(simt.arrived[bid][cta])} of {int(simt.expected(bid)[cta])} "
        f"threads arrived and {spin} at a barrier; "
        f"{rules.where(st, op, t)}")
