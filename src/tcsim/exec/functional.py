"""The functional driver: runs a batch of CTAs to completion, as fast as numpy allows.

Threads that are at the same PC execute that instruction together, whatever warp or CTA
they belong to — one numpy operation per instruction for the whole batch when the code is
uniform. Divergence splits the set of threads at a PC into groups at different PCs; the
driver always advances the group at the *lowest* PC, so groups that split at a branch meet
again at the first common PC and merge (the min-PC reconvergence heuristic; for the
structured code nvcc emits this reconverges at the immediate post-dominator). Barriers park
threads until every thread their CTA owes has arrived; a barrier that can no longer
complete is reported, never hung on.
"""

from __future__ import annotations

import heapq
from typing import Callable

import numpy as np

from tcsim.errors import ExecutionError
from tcsim.exec.operands import Fault
from tcsim.exec.state import ThreadBatch, sel_indices


def _as_sel(idx: np.ndarray):
    """Contiguous index runs become slices (zero-copy register access)."""
    n = idx.size
    if n and int(idx[-1]) - int(idx[0]) + 1 == n:
        return slice(int(idx[0]), int(idx[-1]) + 1)
    return idx


def _subsel(sel, mask: np.ndarray):
    if isinstance(sel, slice):
        if mask.all():
            return sel
        return _as_sel(np.flatnonzero(mask) + sel.start)
    return sel[mask]


def _count_warps(sel) -> int:
    if isinstance(sel, slice):
        return (sel.stop - 1) // 32 - sel.start // 32 + 1
    w = sel >> 5
    return 1 + int(np.count_nonzero(w[1:] != w[:-1]))


def _empty(sel) -> bool:
    return (sel.stop <= sel.start) if isinstance(sel, slice) else sel.size == 0


def where(st: ThreadBatch, op, t: int) -> str:
    """``kernel K, CTA (..), thread (..), PC n, file:line:col ('text')`` of batch thread t."""
    ins = op.ins
    src = ""
    if ins.debug_loc and st.program.image.module.files.get(ins.debug_loc[0]):
        src = f", source {st.program.image.module.files[ins.debug_loc[0]]}:{ins.debug_loc[1]}"
    return (
        f"kernel {st.launch.kernel}, {st.describe_thread(t)}, PC {op.pc} "
        f"({op.func}), PTX {ins.loc} '{ins.text}'{src}"
    )


class FunctionalDriver:
    def __init__(self, st: ThreadBatch, progress: Callable[[int], None] | None = None):
        self.st = st
        self.ops = st.program.ops
        self.progress = progress
        self.groups: dict[int, list] = {}
        self.heap: list[int] = []
        self.exited = np.zeros(st.T, dtype=bool)
        self.exited[~st.real] = True
        self.parked: list[tuple[int, object, object]] = []  # (resume pc, sel, barrier op)
        self.arrived: dict[int, np.ndarray] = {}  # barrier id -> arrivals per CTA
        self.red_vals: dict[int, np.ndarray] = {}

    # ------------------------------------------------------------------ groups
    def push(self, pc: int, sel) -> None:
        if _empty(sel):
            return
        g = self.groups.get(pc)
        if g is None:
            self.groups[pc] = [sel]
            heapq.heappush(self.heap, pc)
        else:
            g.append(sel)

    def pop(self):
        pc = heapq.heappop(self.heap)
        parts = self.groups.pop(pc)
        if len(parts) == 1:
            return pc, parts[0]
        idx = np.sort(np.concatenate([sel_indices(p) for p in parts]), kind="stable")
        return pc, _as_sel(idx)

    # ------------------------------------------------------------------ run
    def run(self) -> None:
        st = self.st
        real = np.flatnonzero(st.real)
        self.push(0, _as_sel(real))
        ops = self.ops
        pred_bank = st.banks["pred"]
        steps = 0
        with np.errstate(all="ignore"):
            while True:
                if not self.heap:
                    if self.parked:
                        self.deadlock()
                    break
                pc, sel = self.pop()
                op = ops[pc]
                active = sel
                if op.guard is not None:
                    row, neg = op.guard
                    p = pred_bank[row, sel]
                    if neg:
                        p = ~p
                    active = _subsel(sel, p)
                    if op.kind != "alu" and not _empty(active) and active is not sel:
                        self.push(pc + 1, _subsel(sel, ~p))
                st.clock += 1
                steps += 1
                if _empty(active):
                    self.push(pc + 1, sel)
                    continue
                st.warp_instructions += _count_warps(active)
                st.thread_instructions += (active.stop - active.start) if isinstance(active, slice) else active.size
                kind = op.kind
                if kind == "alu":
                    try:
                        op.fn(st, active)
                    except Fault as f:
                        t = int(sel_indices(active)[f.pos])
                        raise ExecutionError(f"{f.message}; {where(st, op, t)}") from None
                    self.push(pc + 1, sel)
                elif kind == "bra":
                    self.push(op.target, active)
                elif kind == "exit":
                    self.exited[active] = True
                elif kind == "call":
                    idx = sel_indices(active)
                    depth = st.sp[idx]
                    st.ret_stack[depth, idx] = pc + 1
                    st.sp[idx] = depth + 1
                    self.push(op.target, active)
                elif kind == "ret":
                    idx = sel_indices(active)
                    depth = st.sp[idx] - 1
                    st.sp[idx] = depth
                    back = st.ret_stack[depth, idx]
                    for r in np.unique(back):
                        self.push(int(r), _as_sel(idx[back == r]))
                elif kind == "bar":
                    self.barrier(pc, op, active)
                elif kind == "trap":
                    t = int(sel_indices(active)[0])
                    raise ExecutionError(f"trap: the kernel executed '{op.ins.text}'; {where(st, op, t)}")
                else:  # nop
                    self.push(pc + 1, sel)
                if self.progress is not None and steps % 4096 == 0:
                    self.progress(st.thread_instructions)

    # ------------------------------------------------------------------ barriers
    def barrier(self, pc: int, op, sel) -> None:
        st = self.st
        info = op.info
        idx = sel_indices(sel)
        ids = np.asarray(info.ident(st, sel)).astype(np.int64)
        bid = int(np.atleast_1d(ids)[0])
        if bid < 0 or bid > 15:
            raise ExecutionError(f"barrier number {bid} is out of range 0..15; {where(st, op, int(idx[0]))}")
        if np.any(np.atleast_1d(ids) != bid):
            raise ExecutionError(f"threads use different barrier numbers at one barrier; {where(st, op, int(idx[0]))}")
        counts = self.arrived.setdefault(bid, np.zeros(st.ncta, dtype=np.int64))
        ctas = st.cta_slot[idx]
        counts += np.bincount(ctas, minlength=st.ncta)
        if info.count is not None:
            expect = np.asarray(info.count(st, sel)).astype(np.int64)
            expected = np.full(st.ncta, st.cta_threads, dtype=np.int64)
            expected[ctas] = expect
            self.expected = getattr(self, "expected", {})
            self.expected[bid] = expected
        if info.mode == "red":
            vals = self.red_vals.setdefault(bid, np.zeros(st.T, dtype=bool))
            vals[idx] = np.asarray(info.pred(st, sel))
        if info.mode == "arrive":
            self.push(pc + 1, sel)
        else:
            self.parked.append((pc + 1, sel, op))
        self.release(bid)

    def release(self, bid: int) -> None:
        st = self.st
        counts = self.arrived[bid]
        expected = getattr(self, "expected", {}).get(bid)
        if expected is None:
            expected = np.full(st.ncta, st.cta_threads, dtype=np.int64)
        done = counts >= expected
        if not done.any():
            return
        counts[done] = 0
        if getattr(self, "expected", {}).get(bid) is not None:
            self.expected[bid][done] = st.cta_threads
        keep = []
        for resume, sel, op in self.parked:
            if int(np.asarray(op.info.ident(st, sel)).reshape(-1)[0]) != bid:
                keep.append((resume, sel, op))
                continue
            idx = sel_indices(sel)
            go = done[st.cta_slot[idx]]
            if go.any():
                rel = _as_sel(idx[go])
                if op.info.mode == "red":
                    self.reduce(bid, op, rel, done)
                self.push(resume, rel)
            if not go.all():
                keep.append((resume, _as_sel(idx[~go]), op))
        self.parked = keep

    def reduce(self, bid: int, op, sel, done) -> None:
        """Write bar.red results: the reduction over every thread of the CTA that arrived."""
        st = self.st
        vals = self.red_vals[bid]
        idx = sel_indices(sel)
        # all threads of the released CTAs that took part are parked now: reduce per CTA
        popc = np.bincount(st.cta_slot[idx], weights=vals[idx], minlength=st.ncta)
        total = np.bincount(st.cta_slot[idx], minlength=st.ncta)
        c = st.cta_slot[idx]
        if op.info.redop == "popc":
            op.info.dest(st, sel, popc[c].astype(np.uint32))
        elif op.info.redop == "and":
            op.info.dest(st, sel, popc[c] == total[c])
        else:
            op.info.dest(st, sel, popc[c] > 0)

    def deadlock(self) -> None:
        st = self.st
        resume, sel, op = self.parked[0]
        t = int(sel_indices(sel)[0])
        cta = int(st.cta_slot[t])
        bid = int(np.asarray(op.info.ident(st, sel)).reshape(-1)[0])
        arrived = int(self.arrived[bid][cta])
        expected = getattr(self, "expected", {}).get(bid)
        expected = int(expected[cta]) if expected is not None else st.cta_threads
        lo, hi = cta * st.cta_stride, cta * st.cta_stride + st.cta_threads
        exited = int(self.exited[lo:hi].sum())
        elsewhere = 0
        for _, s2, op2 in self.parked:
            if op2 is not op:
                i2 = sel_indices(s2)
                elsewhere += int(np.count_nonzero(st.cta_slot[i2] == cta))
        why = []
        if exited:
            why.append(f"{exited} threads of the CTA exited")
        if elsewhere:
            why.append(f"{elsewhere} threads wait at another barrier")
        reason = ("; " + ", ".join(why)) if why else ""
        raise ExecutionError(
            f"barrier {bid} can never complete: {arrived} of {expected} threads arrived{reason}; "
            f"{where(st, op, t)}"
        )
