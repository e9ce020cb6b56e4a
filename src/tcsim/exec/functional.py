"""The functional driver: runs a batch of CTAs to completion, as fast as numpy allows.

Threads that are at the same PC execute that instruction together, whatever warp or CTA
they belong to — one numpy operation per instruction for the whole batch when the code is
uniform. Divergence splits the set of threads at a PC into groups at different PCs; the
driver always advances the group at the *lowest* PC, so groups that split at a branch meet
again at the first common PC and merge (the min-PC reconvergence heuristic; for the
structured code nvcc emits this reconverges at the immediate post-dominator). Barriers park
threads until every thread their CTA owes has arrived; a barrier that can no longer
complete is reported, never hung on.

Calls: the callee's code sits at higher PCs than its caller, so plain min-PC would let the
lanes that skipped a divergent call run on past the return point (and through a shuffle
that reads the callers' results) before the callers even start the callee. Groups are
therefore ordered by their *call path*: the PCs of the calls they are inside, then their
PC (lexicographically, packed into one integer key), so a callee runs as if it were at its
call site, and only threads with the same call path merge.

Warp-synchronous instructions (``shfl.sync``, ``vote.sync``, ...) additionally wait, as the
PTX ISA specifies, until every non-exited lane of their membermask has arrived at the same
instruction; lanes that run ahead of their warp (however the code is laid out) park there.

Barriers: a ``bar.sync``/``barrier.sync`` without a thread count waits for every thread of
the CTA that has not exited — the PTX ISA (``exit``): "if the exiting threads are holding up
the barrier, the barrier is released". A counted barrier waits for its count.

Forward progress: min-PC order alone would let lanes spinning in a loop (a spin lock that
another lane of the same warp holds) run forever while the lock holder waits at a higher
PC. After ``SPIN_LIMIT`` backward branches taken while other groups wait, the looping group
yields: it is set aside until everything else has run as far as it can (Volta's independent
thread scheduling guarantees such progress; warp-synchronous instructions still reconverge
their lanes as above).
"""

from __future__ import annotations

import heapq
from typing import Callable

import numpy as np

from tcsim.errors import ExecutionError
from tcsim.exec.operands import Fault
from tcsim.exec.ops.warp import warp_masks
from tcsim.exec.state import ThreadBatch, sel_indices, sel_len


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


SPIN_LIMIT = 256


class FunctionalDriver:
    def __init__(self, st: ThreadBatch, progress: Callable[[int], None] | None = None):
        self.st = st
        self.ops = st.program.ops
        self.progress = progress
        self.groups: dict[int, list] = {}  # key -> [pc, call path, sels]
        self.heap: list[int] = []
        self.exited = np.zeros(st.T, dtype=bool)
        self.exited[~st.real] = True
        self.parked: list[tuple[int, object, object, tuple]] = []  # (resume pc, sel, barrier op, call path)
        self.wwait: dict[int, list] = {}  # key -> [pc, call path, sels] parked at a warp-sync op
        # key of (call path c0..ck, pc): digits (c0+1, .., ck+1, pc+1, 0..) in base code_size+1,
        # max_call_depth+1 digits, so that comparing keys compares call paths lexicographically
        self.radix = st.program.code_size + 1
        self.top = self.radix ** st.program.max_call_depth
        self.arrived: dict[int, np.ndarray] = {}  # barrier id -> arrivals per CTA
        self.counted: dict[int, np.ndarray] = {}  # barrier id -> thread count per CTA (0: all)
        self.exited_per_cta = np.zeros(st.ncta, dtype=np.int64)
        self.red_vals: dict[int, np.ndarray] = {}
        self.deferred: list[tuple[int, object, tuple]] = []  # groups that yielded (see SPIN_LIMIT)
        self.spins = 0

    # ------------------------------------------------------------------ groups
    def key(self, pc: int, path: tuple) -> int:
        if not path:
            return (pc + 1) * self.top
        k, w = 0, self.top
        for c in path:
            k += (c + 1) * w
            w //= self.radix
        return k + (pc + 1) * w

    def push(self, pc: int, sel, path: tuple = ()) -> None:
        if _empty(sel):
            return
        k = self.key(pc, path)
        g = self.groups.get(k)
        if g is None:
            self.groups[k] = [pc, path, [sel]]
            heapq.heappush(self.heap, k)
        else:
            g[2].append(sel)

    def pop(self):
        k = heapq.heappop(self.heap)
        pc, path, parts = self.groups.pop(k)
        if self.wwait and k in self.wwait:  # lanes parked here at a warp-sync op rejoin
            parts = parts + self.wwait.pop(k)[2]
        if len(parts) == 1:
            return pc, parts[0], path
        idx = np.sort(np.concatenate([sel_indices(p) for p in parts]), kind="stable")
        return pc, _as_sel(idx), path

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
                    if self.deferred:
                        for d in self.deferred:
                            self.push(*d)
                        self.deferred = []
                        continue
                    if self.wwait and self.unpark_warp_sync():
                        continue
                    if self.parked:
                        self.deadlock()
                    break
                pc, sel, path = self.pop()
                op = ops[pc]
                active = sel
                p = None
                if op.guard is not None:
                    row, neg = op.guard
                    p = pred_bank[row, sel]
                    if neg:
                        p = ~p
                    active = _subsel(sel, p)
                    if op.kind != "alu" and not _empty(active) and active is not sel:
                        self.push(pc + 1, _subsel(sel, ~p), path)
                if op.wsync is not None and not _empty(active):
                    wait = self.warp_sync_wait(op, active)
                    if wait is not None:
                        # park the waiting lanes; the others (incl. guard-false) go on
                        w = self.wwait.setdefault(self.key(pc, path), [pc, path, []])
                        w[2].append(_subsel(active, wait))
                        active = _subsel(active, ~wait)
                        keep = np.ones(sel_len(sel), dtype=bool)
                        keep[np.flatnonzero(p)[wait] if p is not None else wait] = False
                        sel = _subsel(sel, keep)
                        if _empty(sel):
                            continue
                st.clock += 1
                steps += 1
                if _empty(active):
                    self.push(pc + 1, sel, path)
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
                    self.push(pc + 1, sel, path)
                elif kind == "bra":
                    if op.target <= pc and self.heap:
                        self.spins += 1
                        if self.spins >= SPIN_LIMIT:  # let the others make progress first
                            self.spins = 0
                            self.deferred.append((op.target, active, path))
                            continue
                    self.push(op.target, active, path)
                elif kind == "exit":
                    self.exit(active)
                elif kind == "call":
                    idx = sel_indices(active)
                    depth = st.sp[idx]
                    st.ret_stack[depth, idx] = pc + 1
                    st.sp[idx] = depth + 1
                    self.push(op.target, active, path + (pc,))
                elif kind == "ret":
                    # every thread of a group shares its call path: all return to one PC
                    idx = sel_indices(active)
                    st.sp[idx] -= 1
                    self.push(path[-1] + 1, active, path[:-1])
                elif kind == "bar":
                    self.barrier(pc, op, active, path)
                elif kind == "trap":
                    t = int(sel_indices(active)[0])
                    raise ExecutionError(f"trap: the kernel executed '{op.ins.text}'; {where(st, op, t)}")
                else:  # nop
                    self.push(pc + 1, sel, path)
                if self.progress is not None and steps % 4096 == 0:
                    self.progress(st.thread_instructions)

    # ------------------------------------------------------------------ warp-synchronous ops
    def warp_sync_wait(self, op, sel):
        """Lane mask (over ``sel``) of lanes whose membermask names a lane that is neither
        here nor exited, or ``None`` when every lane may execute now."""
        if isinstance(sel, slice) and sel.start % 32 == 0 and sel.stop % 32 == 0:
            return None  # whole warps: every lane any membermask can name is here
        idx = sel_indices(sel)
        present = warp_masks(idx, self.st.T)
        gone = self.exited_bits(idx)
        member = np.broadcast_to(np.asarray(op.wsync(self.st, sel)).astype(np.uint32), idx.shape)
        wait = (member & ~(present | gone)) != 0
        return wait if wait.any() else None

    def exited_bits(self, idx: np.ndarray) -> np.ndarray:
        """Per lane of ``idx``: the mask of exited lanes of its warp."""
        w = idx >> 5
        bits = np.packbits(self.exited.reshape(-1, 32)[w], axis=1, bitorder="little")
        return np.ascontiguousarray(bits).view(np.uint32).reshape(-1)

    def unpark_warp_sync(self) -> bool:
        """Nothing else can run: return lanes parked at a warp-sync op to the schedule if
        the lanes they wait for have exited meanwhile; report a deadlock if none can go."""
        st = self.st
        for k, (pc, path, parts) in list(self.wwait.items()):
            idx = np.sort(np.concatenate([sel_indices(s) for s in parts]))
            sel = _as_sel(idx)
            wait = self.warp_sync_wait(self.ops[pc], sel)
            if wait is None or not wait.all():  # some can go (the rest park again)
                del self.wwait[k]
                self.push(pc, sel, path)
                return True
        k, (pc, path, parts) = next(iter(self.wwait.items()))
        op = self.ops[pc]
        idx = np.sort(np.concatenate([sel_indices(s) for s in parts]))
        t = int(idx[0])
        member = int(np.atleast_1d(np.asarray(op.wsync(st, _as_sel(idx[:1]))))[0])
        here = int(warp_masks(idx, st.T)[0])
        gone = int(self.exited_bits(idx[:1])[0])
        missing = member & ~(here | gone) & 0xFFFFFFFF
        lanes = ",".join(str(i) for i in range(32) if missing >> i & 1)
        barred = sum(int(np.count_nonzero((sel_indices(s) >> 5) == (t >> 5))) for _, s, _, _ in self.parked)
        why = f"; {barred} of them wait at a barrier" if barred else ""
        raise ExecutionError(
            f"warp-synchronous '{op.ins.opcode}' can never complete: membermask {member:#010x} names "
            f"lanes {lanes} of the warp, which never reach this instruction{why}; {where(st, op, t)}"
        )

    # ------------------------------------------------------------------ barriers
    def barrier(self, pc: int, op, sel, path: tuple = ()) -> None:
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
            counted = self.counted.setdefault(bid, np.zeros(st.ncta, dtype=np.int64))
            counted[ctas] = np.broadcast_to(np.asarray(info.count(st, sel)).astype(np.int64), ctas.shape)
        if info.mode == "red":
            vals = self.red_vals.setdefault(bid, np.zeros(st.T, dtype=bool))
            vals[idx] = np.asarray(info.pred(st, sel))
        if info.mode == "arrive":
            self.push(pc + 1, sel, path)
        else:
            self.parked.append((pc + 1, sel, op, path))
        self.release(bid)

    def expected(self, bid: int) -> np.ndarray:
        """Threads each CTA's barrier ``bid`` waits for: its count, or every non-exited thread."""
        alive = self.st.cta_threads - self.exited_per_cta
        counted = self.counted.get(bid)
        return alive if counted is None else np.where(counted > 0, counted, alive)

    def exit(self, sel) -> None:
        """Threads exit; full-CTA barriers they were holding up are released (PTX ISA, exit)."""
        st = self.st
        idx = sel_indices(sel)
        self.exited[idx] = True
        self.exited_per_cta += np.bincount(st.cta_slot[idx], minlength=st.ncta)
        for bid, counts in self.arrived.items():
            if counts.any():
                self.release(bid)

    def release(self, bid: int) -> None:
        st = self.st
        counts = self.arrived[bid]
        done = (counts > 0) & (counts >= self.expected(bid))
        if not done.any():
            return
        counts[done] = 0
        if bid in self.counted:
            self.counted[bid][done] = 0
        keep = []
        for resume, sel, op, path in self.parked:
            if int(np.asarray(op.info.ident(st, sel)).reshape(-1)[0]) != bid:
                keep.append((resume, sel, op, path))
                continue
            idx = sel_indices(sel)
            go = done[st.cta_slot[idx]]
            if go.any():
                rel = _as_sel(idx[go])
                if op.info.mode == "red":
                    self.reduce(bid, op, rel, done)
                self.push(resume, rel, path)
            if not go.all():
                keep.append((resume, _as_sel(idx[~go]), op, path))
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
        resume, sel, op, _ = self.parked[0]
        t = int(sel_indices(sel)[0])
        cta = int(st.cta_slot[t])
        bid = int(np.asarray(op.info.ident(st, sel)).reshape(-1)[0])
        arrived = int(self.arrived[bid][cta])
        expected = int(self.expected(bid)[cta])
        exited = int(self.exited_per_cta[cta])
        elsewhere = 0
        for _, s2, op2, _ in self.parked:
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
