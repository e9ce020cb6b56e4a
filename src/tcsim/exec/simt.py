"""The SIMT rules: one implementation, used by both drivers.

Threads are kept in *groups* by (call path, PC) inside a scheduling *scope* — a
:class:`Groups`. The functional driver has one scope for a whole batch of CTAs (every
thread at one PC executes together, whatever its warp); the timing driver has one per warp
(the warp issues its lowest group). Everything else is shared state of the batch, held by
:class:`Simt`: exited threads, barriers, the reporting of what can never complete. The
rules:

* **Reconvergence.** A scope always runs its group with the lowest key; groups that reach
  the same (call path, PC) merge. Keys order groups by call path first (the PCs of the
  calls they are inside), then PC, packed into one integer, so a callee runs as if it were
  at its call site and the lanes that skipped a divergent call wait at the return point;
  for the structured code nvcc emits this reconverges at the immediate post-dominator.
* **Warp-synchronous instructions** (``shfl``/``vote``/``match``/``redux`` ``.sync``,
  ``bar.warp.sync``; the ``.aligned`` matrix instructions with the whole warp as their
  mask) execute for a lane only once every non-exited lane of its membermask is at the
  same instruction, as the PTX ISA specifies. Lanes that arrive early *park* at the
  instruction (whatever the code layout) and rejoin when the group at that key comes up;
  when a scope has nothing else to run, parked lanes whose partners exited meanwhile go on.
* **Forward progress** (Volta's independent thread scheduling). Lanes spinning in a loop
  on a lock that another group of their scope holds would, under lowest-group-first, spin
  forever. A group that takes the same backward branch with the same lanes again while
  other groups of its scope wait, and whose loop left every register it names unchanged
  in that iteration (it made no progress: only another thread can let it out), yields: it
  is set aside until everything else in its scope has run as far as it can (iterations
  1->2, 2->3, 4->5, 8->9, ... are looked at, see ``_no_progress``). Ordinary loops change
  their registers every iteration and so do not yield (divergent loops reconverge at their
  exit); as a backstop a loop yields after ``SPIN_LIMIT`` consecutive iterations with the
  same lanes while others wait.
* **Barriers.** ``bar.sync``/``barrier.sync`` park threads per CTA until the CTA's count
  (or every thread of the CTA that has not exited — PTX ISA, ``exit``: "if the exiting
  threads are holding up the barrier, the barrier is released") has arrived; ``bar.red``
  reduces over every arriving thread of the CTA; ``bar.arrive`` does not wait.
* **Calls** push the return PC on the thread's call stack (``st.ret_stack``/``st.sp``);
  every thread of a group shares its call path, so a group returns to one PC.
* **What can never complete** (a barrier, or a warp-synchronous instruction waiting for
  lanes that will never come) is reported with the reason, naming the lowest waiting
  thread — the same message under either driver.
"""

from __future__ import annotations

import heapq
import weakref

import numpy as np

from tcsim.errors import ExecutionError
from tcsim.exec import spin_deadlock  # (imports this module: names are looked up at run time)
from tcsim.exec.operands import Fault
from tcsim.exec.ops.warp import warp_masks
from tcsim.exec.selection import as_sel, empty, sel_indices, sel_len, subsel
from tcsim.exec.state import ThreadBatch
from tcsim.isa import ir

#: backstop of the forward-progress rule: a loop that keeps changing its registers but
#: has run this many iterations with the same lanes while other groups wait yields anyway
SPIN_LIMIT = 1024


# ---------------------------------------------------------------------- selections

def count_warps(sel) -> int:
    if isinstance(sel, slice):
        return (sel.stop - 1) // 32 - sel.start // 32 + 1
    w = sel >> 5
    return 1 + int(np.count_nonzero(w[1:] != w[:-1]))


def merge(parts: list):
    """The union of disjoint selections (a slice if contiguous, else sorted indices)."""
    if len(parts) == 1:
        return parts[0]
    for p in parts:
        if not isinstance(p, slice):
            return as_sel(np.sort(np.concatenate([sel_indices(q) for q in parts])))
    # slices only (whole or partial warps, typically): order them and join the runs
    runs = sorted((p.start, p.stop) for p in parts if p.stop > p.start)
    if not runs:
        return np.zeros(0, dtype=np.int64)
    joined = [list(runs[0])]
    for a, b in runs[1:]:
        last = joined[-1]
        if a < last[1]:      # overlapping: not a union of disjoint parts, the general way
            return as_sel(np.sort(np.concatenate([sel_indices(q) for q in parts])))
        if a == last[1]:
            last[1] = b
        else:
            joined.append([a, b])
    if len(joined) == 1:
        return slice(joined[0][0], joined[0][1])
    return np.concatenate([np.arange(a, b, dtype=np.int64) for a, b in joined])


def same_lanes(a, b) -> bool:
    if isinstance(a, slice) or isinstance(b, slice):
        return isinstance(a, slice) and isinstance(b, slice) and a.start == b.start and a.stop == b.stop
    return a.size == b.size and a.tobytes() == b.tobytes()


def where(st: ThreadBatch, op, t: int) -> str:
    """``kernel K, CTA (..), thread (..), PC n, file:line:col ('text')`` of batch thread t."""
    ins = op.ins
    src = ""
    if ins.debug_loc and st.program.image.module.files.get(ins.debug_loc[0]):
        src = f", source {st.program.image.module.files[ins.debug_loc[0]]}:{ins.debug_loc[1]}"
    return (
        f"kernel {st.launch.kernel}, {st.describe_thread(t)}, PC {op.pc} "
        f"({op.func}), {getattr(ins, 'source_kind', 'PTX')} {ins.loc} '{ins.text}'{src}"
    )


def execute(st: ThreadBatch, op, sel) -> None:
    """Run an instruction's semantics; a fault names the first faulting thread."""
    try:
        op.fn(st, sel)
    except Fault as f:
        t = int(sel_indices(sel)[f.pos])
        raise ExecutionError(f"{f.message}; {where(st, op, t)}") from None


# ---------------------------------------------------------------------- loops

_LOOPS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def loop_registers(prog, pc: int):
    """Registers named in the natural loop of the backward branch at ``pc`` (the branch
    target plus every instruction that reaches the branch without passing the target), as
    ``[(bank, rows)]``; ``None`` (meaning all registers) when the loop calls a function."""
    if getattr(prog, "isa", "ptx") != "ptx":
        return None  # no PTX register names to find the loop's registers by: compare them all
    cache = _LOOPS.get(prog)
    if cache is None:
        cache = _LOOPS[prog] = {"preds": _predecessors(prog.ops)}
    if pc not in cache:
        ops = prog.ops
        body = natural_loop(ops, pc, cache["preds"])
        rows: dict[str, set] | None = {}
        for n in sorted(body):
            ins = ops[n].ins
            if ops[n].kind == "call":
                rows = None
                break
            regs = [r for o in ins.operands for r in ir.registers(o)]
            if ins.guard is not None:
                regs.append(ins.guard.reg)
            for r in regs:
                loc = prog.reg_loc.get((ops[n].func, r.name))
                if loc is None:
                    rows = None
                    break
                rows.setdefault(loc[0], set()).add(loc[1])
            if rows is None:
                break
        cache[pc] = None if rows is None else [(b, np.array(sorted(r), dtype=np.int64)) for b, r in rows.items()]
    return cache[pc]


def natural_loop(ops, pc: int, preds) -> set[int]:
    """The PCs of the natural loop of the backward branch at ``pc``: its target and every
    instruction that reaches the branch without passing the target (``preds``:
    :func:`_predecessors`)."""
    body = {ops[pc].target}
    todo = [pc]
    while todo:
        n = todo.pop()
        if n not in body:
            body.add(n)
            todo.extend(preds[n])
    return body


def _predecessors(ops) -> list[list[int]]:
    preds: list[list[int]] = [[] for _ in ops]
    for op in ops:
        succ = []
        if op.kind == "bra":
            succ.append(op.target)
        if op.kind not in ("bra", "ret", "exit", "trap") or op.guard is not None:
            succ.append(op.pc + 1)  # calls continue after the callee returns
        for s in succ:
            if 0 <= s < len(ops):
                preds[s].append(op.pc)
    return preds


# ---------------------------------------------------------------------- groups

class Groups:
    """The threads of one scheduling scope, in groups keyed by (call path, PC).

    ``groups``: key -> [pc, call path, list of selections] (merged when the group runs);
    ``heap``: the keys, lowest first; ``wwait``: key -> [pc, call path, selections] of
    lanes parked at a warp-synchronous instruction; ``deferred``: groups that yielded
    (forward progress); ``parked``: how many of its threads wait at a barrier;
    ``spin``: the forward-progress watch of the last backward branch; ``owner``: the
    driver's handle (the timing driver's warp)."""

    __slots__ = ("simt", "groups", "heap", "wwait", "deferred", "parked", "spin", "owner", "spins")

    def __init__(self, simt: Simt, owner=None):
        self.simt = simt
        self.owner = owner
        self.groups: dict[int, list] = {}
        self.heap: list[int] = []
        self.wwait: dict[int, list] = {}
        self.deferred: list[tuple] = []
        self.parked = 0
        self.spin: list | None = None
        self.spins: dict = {}  # backward-branch pc -> its spin record (exec/spin_deadlock.py)

    def push(self, pc: int, sel, path: tuple = ()) -> None:
        if empty(sel):
            return
        k = self.simt.key(pc, path)
        g = self.groups.get(k)
        if g is None:
            self.groups[k] = [pc, path, [sel]]
            heapq.heappush(self.heap, k)
        else:
            g[2].append(sel)

    def runnable(self) -> bool:
        """Something may run without help from outside the scope."""
        return bool(self.heap or self.deferred or self.wwait)

    def busy(self) -> bool:
        """Some thread of the scope has not exited."""
        return bool(self.heap or self.deferred or self.wwait or self.parked)


# ---------------------------------------------------------------------- the rules

class Simt:
    """Shared SIMT state of a batch of CTAs and the rules that move groups on.

    ``on_resume(groups)`` is called when a barrier releases threads into ``groups``
    (the timing driver wakes the warp)."""

    def __init__(self, st: ThreadBatch, on_resume=None):
        self.st = st
        self.ops = st.program.ops
        self.pred = st.banks["pred"]
        self.on_resume = on_resume
        # key of (call path c0..ck, pc): digits (c0+1, .., ck+1, pc+1, 0..) in base code_size+1,
        # max_call_depth+1 digits, so that comparing keys compares call paths lexicographically
        self.radix = st.program.code_size + 1
        self.top = self.radix ** st.program.max_call_depth
        self.exited = np.zeros(st.T, dtype=bool)
        self.exited[~st.real] = True
        self.exited_per_cta = np.zeros(st.ncta, dtype=np.int64)
        self.arrived: dict[int, np.ndarray] = {}  # barrier id -> arrivals per CTA
        self.counted: dict[int, np.ndarray] = {}  # barrier id -> thread count per CTA (0: all)
        # barrier id -> {CTA (or -1: several CTAs) -> [(groups, resume pc, sel, path, op)]}
        self.parked: dict[int, dict[int, list]] = {}
        self.red_vals: np.ndarray | None = None
        # for the spin-at-a-barrier deadlock (exec/spin_deadlock.py): threads not exited, threads
        # parked at a barrier, a clock of watch events, the tick of the last park, release
        # or exit, and the spin records in a run without change: (scope, pc) -> SpinRecord
        # (every record lives in its scope's ``Groups.spins``, freed with the scope)
        self.alive = int(np.count_nonzero(st.real))
        self.waiting = 0
        self.tick = 0
        self.event_tick = 0
        self.spins: dict[tuple, spin_deadlock.SpinRecord] = {}
        # the instruction budget: most warp-instructions one warp may execute (None: no
        # limit), set by the launch (``max_warp_instructions``); ``issued`` counts per warp
        self.budget: int | None = getattr(st, "max_warp_instructions", None)
        self.issued = np.zeros(st.T // 32, dtype=np.int64)
        # mbarrier waits (try_wait): object offset in st.shared -> [(groups, resume pc, sel,
        # path, op, parity waited for)]; asynchronous operations in flight (a TMA copy that
        # will complete a transaction: threads waiting for it are not deadlocked)
        self.mwait: dict[int, list] = {}
        self.inflight = 0
        # cluster barriers (barrier.cluster): per thread the phase it arrived in (-1: not
        # arrived); per cluster (its rank-0 CTA slot) the phase, the arrivals in it and the
        # threads waiting [(groups, resume pc, sel, path, op)]
        self.c_arrived = np.full(st.T, -1, dtype=np.int64)
        self.c_phase: dict[int, int] = {}
        self.c_count: dict[int, int] = {}
        self.cwait: dict[int, list] = {}
        st.on_mbarrier = self.mbarrier_phase

    def key(self, pc: int, path: tuple) -> int:
        if not path:
            return (pc + 1) * self.top
        k, w = 0, self.top
        for c in path:
            k += (c + 1) * w
            w //= self.radix
        return k + (pc + 1) * w

    # ------------------------------------------------------------------ choosing a group
    def next_group(self, g: Groups, pop: bool = False):
        """``(key, pc, sel, path)`` of the group of ``g`` that runs next, or ``None`` when
        nothing in ``g`` can run now. Lanes that must wait at a warp-synchronous instruction
        are parked first; yielded groups come back and parked lanes whose partners exited
        go on when nothing else is left. The group stays in ``g`` until :meth:`take`
        (``pop``: taken at once)."""
        while True:
            if not g.heap:
                if g.deferred:
                    for d in g.deferred:
                        g.push(*d)
                    g.deferred = []
                    continue
                if g.wwait and self.unpark(g):
                    continue
                return None
            k = g.heap[0]
            grp = g.groups[k]
            pc, path, parts = grp
            if g.wwait and k in g.wwait:  # lanes parked here rejoin
                parts.extend(g.wwait.pop(k)[2])
            if len(parts) > 1:
                parts[:] = [merge(parts)]
            sel = parts[0]
            op = self.ops[pc]
            if op.wsync is not None:
                sel = self._park_waiting(g, k, op, pc, path, sel)
                if sel is None:
                    self.take(g, k)
                    continue
                parts[0] = sel
            if pop:
                heapq.heappop(g.heap)
                del g.groups[k]
            return k, pc, sel, path

    def take(self, g: Groups, k: int) -> None:
        heapq.heappop(g.heap)
        del g.groups[k]

    def _park_waiting(self, g: Groups, k: int, op, pc: int, path: tuple, sel):
        """Park the lanes of ``sel`` (guard-true) that must wait at warp-synchronous ``op``;
        returns what is left (``None`` if nothing)."""
        active, p = sel, None
        if op.guard is not None:
            row, neg = op.guard
            p = self.pred[row, sel]
            if neg:
                p = ~p
            active = subsel(sel, p)
        if empty(active):
            return sel
        wait = self.warp_sync_wait(op, active)
        if wait is None:
            return sel
        g.wwait.setdefault(k, [pc, path, []])[2].append(subsel(active, wait))
        keep = np.ones(sel_len(sel), dtype=bool)
        keep[np.flatnonzero(p)[wait] if p is not None else wait] = False
        rest = subsel(sel, keep)
        return None if empty(rest) else rest

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
        bits = np.packbits(self.exited.reshape(-1, 32)[idx >> 5], axis=1, bitorder="little")
        return np.ascontiguousarray(bits).view(np.uint32).reshape(-1)

    def unpark(self, g: Groups) -> bool:
        """Nothing else in ``g`` can run: send lanes parked at a warp-synchronous
        instruction back if some of them may go now (their partners exited)."""
        for k, (pc, path, parts) in list(g.wwait.items()):
            sel = merge(parts)
            wait = self.warp_sync_wait(self.ops[pc], sel)
            if wait is None or not wait.all():  # some can go (the rest park again)
                del g.wwait[k]
                g.push(pc, sel, path)
                return True
        return False

    # ------------------------------------------------------------------ moving groups on
    def guard(self, g: Groups, op, pc: int, sel, path: tuple):
        """The lanes of ``sel`` whose guard holds. For control instructions the others
        go on to the next instruction at once."""
        if op.guard is None:
            return sel
        row, neg = op.guard
        p = self.pred[row, sel]
        if neg:
            p = ~p
        active = subsel(sel, p)
        if op.kind != "alu" and active is not sel and not empty(active):
            g.push(pc + 1, subsel(sel, ~p), path)
        return active

    def control(self, g: Groups, op, pc: int, sel, active, path: tuple) -> None:
        """Move on the lanes ``active`` (guard true, not empty) of a control instruction."""
        st = self.st
        kind = op.kind
        if kind == "bra":
            if op.target <= pc:
                if self.budget is not None:
                    self.check_budget(op, active)
                if self.waiting or st.mbar_polled is not None:
                    spin_deadlock.watch_spin(self, g, op, active, path)
                if not g.heap:
                    g.spin = None  # nobody else waits: nothing to yield to
                elif self._no_progress(g, pc, active):
                    g.deferred.append((op.target, active, path))
                    return
            g.push(op.target, active, path)
        elif kind == "exit":
            self.exit(active)
        elif kind == "call":
            idx = sel_indices(active)
            depth = st.sp[idx]
            st.ret_stack[depth, idx] = pc + 1
            st.sp[idx] = depth + 1
            g.push(op.target, active, path + (pc,))
        elif kind == "ret":
            # every thread of a group shares its call path: all return to one PC
            st.sp[sel_indices(active)] -= 1
            g.push(path[-1] + 1, active, path[:-1])
        elif kind == "bar":
            if getattr(op.info, "mbarrier", False):
                self.mbarrier_wait(g, pc, op, active, path)
            elif getattr(op.info, "cluster", False):
                self.cluster_barrier(g, pc, op, active, path)
            else:
                self.barrier(g, pc, op, active, path)
        elif kind == "trap":
            t = int(sel_indices(active)[0])
            what = ("a device-side assert() failed (call to __assertfail)" if op.info == "__assertfail"
                    else f"the kernel executed '{op.ins.text}'")
            raise ExecutionError(f"trap: {what}; {where(st, op, t)}")
        else:  # nop (guard-false lanes went on already)
            g.push(pc + 1, active, path)

    def count(self, sel) -> None:
        """The warps of ``sel`` issue one instruction (the instruction budget's count)."""
        if isinstance(sel, slice):
            self.issued[sel.start >> 5:((sel.stop - 1) >> 5) + 1] += 1
        else:
            w = sel >> 5
            self.issued[w[np.r_[True, w[1:] != w[:-1]]]] += 1

    def check_budget(self, op, sel) -> None:
        """At a backward branch (every endless loop takes one): stop when a warp of ``sel``
        has executed more than the budget, naming its lowest thread here."""
        if isinstance(sel, slice):
            counts = self.issued[sel.start >> 5:((sel.stop - 1) >> 5) + 1]
            if counts.max() <= self.budget:
                return
            t = max(sel.start, int(np.argmax(counts > self.budget) + (sel.start >> 5)) * 32)
        else:
            over = self.issued[sel >> 5] > self.budget
            if not over.any():
                return
            t = int(sel[np.argmax(over)])
        raise ExecutionError(
            f"the kernel did not finish within {self.budget:,} warp-instructions per warp (an endless loop?); "
            f"raise Device.max_warp_instructions or the launch's max_warp_instructions= (None: no limit); "
            f"{where(self.st, op, t)}")

    def _no_progress(self, g: Groups, pc: int, lanes) -> bool:
        """The forward-progress watch at a backward branch while other groups wait: true
        when the same lanes took this branch last time too and their loop changed no
        register in that iteration (or the backstop ``SPIN_LIMIT`` is reached).

        Registers are compared across iterations 1->2, 2->3, 4->5, 8->9, ... of a run with
        the same lanes (a snapshot at the branch, compared at the next one), so a spin is
        caught at its second iteration (or soon after its registers settle), while an
        ordinary divergent loop pays for a logarithmic number of snapshots."""
        s = g.spin
        if s is None or s[0] != pc or not same_lanes(s[1], lanes):
            g.spin = [pc, lanes, self._loop_state(pc, lanes), 1]
            return False
        s[3] = n = s[3] + 1
        if n >= SPIN_LIMIT:
            g.spin = None
            return True
        if s[2] is not None:
            snap = self._loop_state(pc, lanes)
            if all(np.array_equal(a, b) for a, b in zip(snap, s[2])):
                g.spin = None
                return True
            s[2] = snap if n & (n - 1) == 0 else None
        elif n & (n - 1) == 0:
            s[2] = self._loop_state(pc, lanes)
        return False

    def _loop_state(self, pc: int, lanes) -> list[np.ndarray]:
        banks = self.st.banks
        rows = loop_registers(self.st.program, pc)
        if isinstance(lanes, slice):
            if rows is None:
                return [b[:, lanes].copy() for b in banks.values()]
            return [banks[b][:, lanes][r] for b, r in rows]
        if rows is None:
            return [b[:, lanes] for b in banks.values()]
        return [banks[b][r[:, None], lanes] for b, r in rows]

    def exit(self, sel) -> None:
        """Threads exit; full-CTA barriers they were holding up are released (PTX ISA, exit)."""
        st = self.st
        idx = sel_indices(sel)
        self.exited[idx] = True
        self.alive -= idx.size
        self.event_tick = self.tick = self.tick + 1
        ctas = st.cta_slot[idx]
        one = int(ctas[0]) if ctas[0] == ctas[-1] else -1
        if one >= 0:
            self.exited_per_cta[one] += idx.size
        else:
            self.exited_per_cta += np.bincount(ctas, minlength=st.ncta)
        for bid, counts in list(self.arrived.items()):
            if (counts[one] > 0) if one >= 0 else counts.any():
                self.release(bid, one)
        if self.c_count:
            keys = st.cluster_peers[ctas, 0]
            for key in np.unique(keys).tolist():
                if key in self.c_count:
                    mine = idx[keys == key]
                    # arrivals of exiting threads no longer count: the barrier waits for non-exited threads
                    self.c_count[key] -= int(np.count_nonzero(self.c_arrived[mine] == self.c_phase[key]))
                    self.c_arrived[mine] = -1
                    self._cluster_complete(key)

    # ------------------------------------------------------------------ barriers
    def barrier(self, g: Groups, pc: int, op, sel, path: tuple) -> None:
        st = self.st
        info = op.info
        idx = sel_indices(sel)
        ids = np.atleast_1d(np.asarray(info.ident(st, sel))).astype(np.int64)
        bid = int(ids[0])
        if bid < 0 or bid > 15:
            raise ExecutionError(f"barrier number {bid} is out of range 0..15; {where(st, op, int(idx[0]))}")
        if np.any(ids != bid):
            raise ExecutionError(f"threads use different barrier numbers at one barrier; {where(st, op, int(idx[0]))}")
        ctas = st.cta_slot[idx]
        one = int(ctas[0]) if ctas[0] == ctas[-1] else -1
        counts = self.arrivals(bid)
        if one >= 0:
            counts[one] += idx.size
        else:
            counts += np.bincount(ctas, minlength=st.ncta)
        if info.count is not None:
            n = np.broadcast_to(np.asarray(info.count(st, sel)).astype(np.int64), ctas.shape)
            bad = (n % 32 != 0) | ((n == 0) if info.mode == "arrive" else False)
            if bad.any():
                i = int(np.argmax(bad))
                why = "is not a multiple of the warp size (32)" if n[i] % 32 else "is 0 (bar.arrive needs one)"
                raise ExecutionError(f"barrier thread count {int(n[i])} {why}; {where(st, op, int(idx[i]))}")
            counted = self.counted.setdefault(bid, np.zeros(st.ncta, dtype=np.int64))
            counted[ctas] = n
        if info.mode == "red":
            if self.red_vals is None:
                self.red_vals = np.zeros(st.T, dtype=bool)
            self.red_vals[idx] = np.asarray(info.pred(st, sel))
        self.pass_or_park(g, pc, op, sel, path, bid, one, idx.size)

    def arrivals(self, bid: int) -> np.ndarray:
        """Per CTA, the threads arrived at barrier ``bid`` (made at its first arrival)."""
        counts = self.arrived.get(bid)
        if counts is None:
            counts = self.arrived[bid] = np.zeros(self.st.ncta, dtype=np.int64)
        return counts

    def pass_or_park(self, g: Groups, pc: int, op, sel, path: tuple, bid: int, one: int, n: int) -> None:
        """After the ``n`` lanes ``sel`` (of CTA ``one``, or -1: of several) were counted at
        barrier ``bid``: ``bar.arrive`` goes on, the others wait; then the barrier is
        released where it is complete."""
        if op.info.mode == "arrive":
            g.push(pc + 1, sel, path)
        else:
            self.parked.setdefault(bid, {}).setdefault(one, []).append((g, pc + 1, sel, path, op))
            g.parked += n
            self.waiting += n
            self.event_tick = self.tick = self.tick + 1
        self.release(bid, one)

    def expected(self, bid: int) -> np.ndarray:
        """Threads each CTA's barrier ``bid`` waits for: its count, or every non-exited thread."""
        alive = self.st.cta_threads - self.exited_per_cta
        counted = self.counted.get(bid)
        return alive if counted is None else np.where(counted > 0, counted, alive)

    def release(self, bid: int, cta: int = -1) -> None:
        """Release barrier ``bid`` in every CTA where it is complete (only ``cta`` can be,
        when given)."""
        st = self.st
        counts = self.arrived[bid]
        if cta >= 0:
            counted = self.counted.get(bid)
            need = int(counted[cta]) if counted is not None and counted[cta] > 0 else \
                st.cta_threads - int(self.exited_per_cta[cta])
            if counts[cta] == 0 or counts[cta] < need:
                return
            done_ctas = [cta]
        else:
            done = (counts > 0) & (counts >= self.expected(bid))
            if not done.any():
                return
            done_ctas = np.flatnonzero(done).tolist()
        counts[done_ctas] = 0
        if bid in self.counted:
            self.counted[bid][done_ctas] = 0
        by_cta = self.parked.get(bid)
        if not by_cta:
            return
        released = []
        for c in done_ctas:
            released += by_cta.pop(c, [])
        several = by_cta.get(-1)
        if several:
            done = np.zeros(st.ncta, dtype=bool)
            done[done_ctas] = True
            keep = []
            for e in several:
                idx = sel_indices(e[2])
                go = done[st.cta_slot[idx]]
                if go.all():
                    released.append(e)
                elif go.any():
                    released.append((e[0], e[1], as_sel(idx[go]), e[3], e[4]))
                    keep.append((e[0], e[1], as_sel(idx[~go]), e[3], e[4]))
                else:
                    keep.append(e)
            if keep:
                by_cta[-1] = keep
            else:
                del by_cta[-1]
        if not released:
            return
        if any(e[4].info.mode == "red" for e in released):
            self._reduce(released)
        self.event_tick = self.tick = self.tick + 1
        for g, resume, sel, path, _ in released:
            g.parked -= sel_len(sel)
            self.waiting -= sel_len(sel)
            g.push(resume, sel, path)
            if self.on_resume is not None:
                self.on_resume(g)

    def _reduce(self, released: list) -> None:
        """Write ``bar.red`` results: the reduction over every thread of each released CTA
        that took part (whichever group it arrived in)."""
        st = self.st
        idx = np.concatenate([sel_indices(e[2]) for e in released if e[4].info.mode == "red"])
        c = st.cta_slot[idx]
        ones = np.bincount(c, weights=self.red_vals[idx], minlength=st.ncta)
        total = np.bincount(c, minlength=st.ncta)
        for _, _, sel, _, op in released:
            info = op.info
            if info.mode != "red":
                continue
            ci = st.cta_slot[sel_indices(sel)]
            if info.redop == "popc":
                info.dest(st, sel, ones[ci].astype(np.uint32))
            elif info.redop == "and":
                info.dest(st, sel, ones[ci] == total[ci])
            else:
                info.dest(st, sel, ones[ci] > 0)

    # ------------------------------------------------------------------ mbarrier waits
    def mbarrier_wait(self, g: Groups, pc: int, op, sel, path: tuple) -> None:
        """``mbarrier.try_wait``: lanes whose phase has completed go on with true; the
        others are suspended until it completes (exec/ops/mbarrier.py)."""
        st = self.st
        info = op.info
        try:
            off, want, cur = info.target(st, sel)
        except Fault as f:
            raise ExecutionError(f"{f.message}; {where(st, op, int(sel_indices(sel)[f.pos]))}") from None
        done = cur != want
        if done.all():
            info.dest(st, sel, np.True_)
            g.push(pc + 1, sel, path)
            return
        if done.any():
            go = subsel(sel, done)
            info.dest(st, go, np.True_)
            g.push(pc + 1, go, path)
        idx = sel_indices(sel)[~done]
        off, want = off[~done], want[~done]
        for o in np.unique(off):
            for p in (0, 1):
                m = (off == o) & (want == p)
                if m.any():
                    self.mwait.setdefault(int(o), []).append((g, pc + 1, as_sel(idx[m]), path, op, p))
        g.parked += idx.size
        self.waiting += idx.size
        self.event_tick = self.tick = self.tick + 1

    def mbarrier_phase(self, offsets: np.ndarray, parities: np.ndarray) -> None:
        """The mbarrier objects at ``offsets`` completed a phase of parity ``parities``:
        release the threads waiting for it."""
        if not self.mwait:
            return
        for o, p in zip(offsets.tolist(), parities.tolist()):
            lst = self.mwait.get(o)
            if not lst:
                continue
            go = [e for e in lst if e[5] == p]
            if not go:
                continue
            rest = [e for e in lst if e[5] != p]
            if rest:
                self.mwait[o] = rest
            else:
                del self.mwait[o]
            self.event_tick = self.tick = self.tick + 1
            for g, resume, sel, path, op, _ in go:
                op.info.dest(self.st, sel, np.True_)
                n = sel_len(sel)
                g.parked -= n
                self.waiting -= n
                g.push(resume, sel, path)
                if self.on_resume is not None:
                    self.on_resume(g)

    # ------------------------------------------------------------------ cluster barriers
    def cluster_expected(self, key: int) -> int:
        """Non-exited threads of the cluster whose rank-0 CTA slot is ``key``."""
        st = self.st
        peers = st.cluster_peers[key]
        return int(st.cta_threads * peers.size - self.exited_per_cta[peers].sum())

    def cluster_barrier(self, g: Groups, pc: int, op, sel, path: tuple) -> None:
        st = self.st
        idx = sel_indices(sel)
        keys = st.cluster_peers[st.cta_slot[idx], 0]
        if op.info.mode == "arrive":
            again = self.c_arrived[idx] >= 0
            if again.any():
                t = int(idx[np.argmax(again)])
                raise ExecutionError(f"barrier.cluster.arrive again before barrier.cluster.wait; {where(st, op, t)}")
            g.push(pc + 1, sel, path)
            for key in np.unique(keys).tolist():
                mine = idx[keys == key]
                ph = self.c_phase.setdefault(key, 0)
                self.c_arrived[mine] = ph
                self.c_count[key] = self.c_count.get(key, 0) + mine.size
                self._cluster_complete(key)
            return
        arrived = self.c_arrived[idx]
        if (arrived < 0).any():
            t = int(idx[np.argmax(arrived < 0)])
            raise ExecutionError(f"barrier.cluster.wait without a preceding barrier.cluster.arrive; {where(st, op, t)}")
        phase = np.array([self.c_phase.get(k, 0) for k in keys.tolist()], dtype=np.int64)
        done = arrived < phase
        if done.any():
            self.c_arrived[idx[done]] = -1
            g.push(pc + 1, subsel(sel, done), path)
        if done.all():
            return
        rest = idx[~done]
        for key in np.unique(keys[~done]).tolist():
            self.cwait.setdefault(key, []).append((g, pc + 1, as_sel(rest[keys[~done] == key]), path, op))
        g.parked += rest.size
        self.waiting += rest.size
        self.event_tick = self.tick = self.tick + 1

    def _cluster_complete(self, key: int) -> None:
        """The cluster's phase completes when every non-exited thread has arrived."""
        n = self.c_count.get(key, 0)
        if n <= 0 or n < self.cluster_expected(key):
            return
        self.c_phase[key] += 1
        self.c_count[key] = 0
        self.event_tick = self.tick = self.tick + 1
        for g, resume, sel, path, _ in self.cwait.pop(key, []):
            self.c_arrived[sel_indices(sel)] = -1
            m = sel_len(sel)
            g.parked -= m
            self.waiting -= m
            g.push(resume, sel, path)
            if self.on_resume is not None:
                self.on_resume(g)

    def cluster_reset(self, key: int) -> None:
        """A new cluster takes the slots of cluster ``key`` (timing driver)."""
        self.c_phase.pop(key, None)
        self.c_count.pop(key, None)

    def async_done(self) -> None:
        """An asynchronous operation completed (something changed: no spin is stuck yet)."""
        self.inflight -= 1
        self.event_tick = self.tick = self.tick + 1

    def waits(self) -> list:
        """Every suspended wait: ``(lowest thread, op, description)`` for barrier and
        mbarrier waits."""
        out = []
        for bid, by_cta in self.parked.items():
            for lst in by_cta.values():
                for e in lst:
                    t = int(sel_indices(e[2])[0])
                    out.append((t, e[4], ("bar", bid)))
        for o, lst in self.mwait.items():
            for e in lst:
                t = int(sel_indices(e[2])[0])
                out.append((t, e[4], ("mbarrier", o, e[5])))
        for key, lst in self.cwait.items():
            for e in lst:
                t = int(sel_indices(e[2])[0])
                out.append((t, e[4], ("cluster", key)))
        return out

    def describe_cluster(self, key: int) -> str:
        st = self.st
        c = st.cta_ids[key]
        return (f"barrier.cluster can never complete: {self.c_count.get(key, 0)} of {self.cluster_expected(key)} "
                f"threads of the cluster of CTA ({c[0]},{c[1]},{c[2]}) arrived")

    def describe_mbarrier(self, o: int, parity: int) -> str:
        """Why the phase of parity ``parity`` of the object at ``o`` never completes."""
        from tcsim.exec.memory import gather
        from tcsim.exec.ops.mbarrier import describe

        st = self.st
        word = int(gather(st.shared, np.array([o]), 8)[0])
        slot, addr = divmod(o, st.smem_stride)
        cta = st.cta_ids[slot]
        return (f"mbarrier at shared address {addr:#x} of CTA ({cta[0]},{cta[1]},{cta[2]}) never completes its phase "
                f"of parity {parity} ({describe(word)})")

    # ------------------------------------------------------------------ what never completes
    def stuck(self, scopes) -> None:
        """Nothing can run any more, yet threads wait: raise the error that says why.
        Warp-synchronous waits first (they may be what holds a barrier up), then barriers;
        each names the lowest waiting thread. Returns if nothing waits."""
        st = self.st
        best = None
        for g in scopes:
            for pc, _path, parts in g.wwait.values():
                idx = sel_indices(merge(parts))
                if best is None or idx[0] < best[0][0]:
                    best = (idx, pc)
        if best is not None:
            idx, pc = best
            op = self.ops[pc]
            t = int(idx[0])
            member = int(np.atleast_1d(np.asarray(op.wsync(st, as_sel(idx[:1]))))[0]) & 0xFFFFFFFF
            here = int(warp_masks(idx, st.T)[0])
            gone = int(self.exited_bits(idx[:1])[0])
            missing = member & ~(here | gone) & 0xFFFFFFFF
            lanes = ",".join(str(i) for i in range(32) if missing >> i & 1)
            barred = sum(int(np.count_nonzero((sel_indices(e[2]) >> 5) == (t >> 5)))
                         for by_cta in self.parked.values() for lst in by_cta.values() for e in lst)
            why = f"; {barred} of them wait at a barrier" if barred else ""
            raise ExecutionError(
                f"warp-synchronous '{op.ins.opcode}' can never complete: membermask {member:#010x} names "
                f"lanes {lanes} of the warp, which never reach this instruction{why}; {where(st, op, t)}"
            )
        waits = self.waits()
        if not waits:
            return
        t, op, what = min(waits, key=lambda w: w[0])
        if what[0] == "mbarrier":
            raise ExecutionError(f"{self.describe_mbarrier(what[1], what[2])}: the threads waiting for it can "
                                 f"never go on; {where(st, op, t)}")
        if what[0] == "cluster":
            raise ExecutionError(f"{self.describe_cluster(what[1])}; {where(st, op, t)}")
        bid = what[1]
        entries = [(b, e) for b, by_cta in self.parked.items() for lst in by_cta.values() for e in lst]
        cta = int(st.cta_slot[t])
        arrived = int(self.arrived[bid][cta])
        expected = int(self.expected(bid)[cta])
        exited = int(self.exited_per_cta[cta])
        elsewhere = sum(int(np.count_nonzero(st.cta_slot[sel_indices(e[2])] == cta))
                        for _, e in entries if e[4] is not op)
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
