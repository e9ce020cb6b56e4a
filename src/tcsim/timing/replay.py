"""One execution, many timing configs (issue 13 item 5; docs/sampling.md, "Replay").

A recording timing launch (:class:`RecordingGPU`) keeps, per warp, what the timing model
takes from the semantics — nothing else in it depends on register values:

* each guarded instruction's predicate lanes (branch outcomes, predicated issue);
* each forward-progress decision at a backward branch (``Simt._no_progress``: it compares
  the loop's registers);
* each memory access's physical lane addresses and wmma stride.

A replay (:class:`ReplayGPU`) is the same timing driver over the same SIMT rules —
divergence, reconvergence, barriers, exits, warp-synchronous waits — taking those from
the trace instead of the registers, and running no semantics: the same per-warp streams
through a timing model with other timing parameters, without re-running the kernel. Its
ticks take a fused issue path, its events one list per cycle (:class:`_Calendar`), and a
warp alone on its sub-core runs ahead through its plain ALU instructions while a list
holds the skipped ticks' places in each cycle's order (``ReplayGPU._run_ahead``); the
warps of a sub-core that holds several run ahead together through theirs and their
tensor-core MMAs, in the scheduler's order (``ReplayGPU._run_sub``) — every event where
the full run has it.

**Replay-safe changes** (checked, else a one-line :class:`ReplayError`): any value under
``timing.`` (latencies, issue, tensor-core and memory-hierarchy parameters) as long as the
launch's occupancy — CTAs per SM, its limit and the shared-memory carve-out — is the same.
Everything else (``core``, ``tensor``, the ISA) can change what a kernel computes or where
its CTAs run. Kernels whose per-warp streams may depend on the schedule are refused at
recording: reads of ``%clock``/``%clock64``/``%globaltimer``/``%smid``, ``atom`` (its
old value depends on the order of the CTAs), ``mbarrier`` and bulk (TMA) copies (their
phases complete as semantics run), ordering loads (``ld.volatile``/``.acquire``/``.relaxed``:
a polling loop's iterations depend on the schedule), membermasks or barrier numbers held in
registers, local memory (its timing addresses are per CTA slot, which depends on the
schedule), and a launch whose device ran a timing launch before (the caches it left are
not in the trace).
"""

from __future__ import annotations

import contextlib
import dataclasses
import gc
import gzip
import operator
import pickle
from collections import deque
from dataclasses import dataclass, field
from heapq import heappop, heappush
from pathlib import Path

import numpy as np

from tcsim import __version__
from tcsim.errors import LaunchError
from tcsim.exec.memory import WINDOW_SIZE
from tcsim.exec.program import _warp_synchronous as ins_sync
from tcsim.exec.selection import empty, sel_indices, sel_len, subsel
from tcsim.exec.simt import Simt
from tcsim.isa import ir
from tcsim.timing.deferred import ANY
from tcsim.timing.events import AFTER_CYCLE, END_OF_CYCLE, ISSUE, SameCycle
from tcsim.timing.gpu import TimingGPU, charge_stall, look_order
from tcsim.timing.memops import polls_memory

#: the trace file's format (bump when what is recorded changes)
TRACE_FORMAT = 2
_SCHEDULE_REGISTERS = ("%clock", "%clock64", "%clock_hi", "%globaltimer", "%globaltimer_lo", "%globaltimer_hi",
                       "%smid")


class ReplayError(LaunchError):
    """A trace cannot be recorded or replayed as asked."""


class AccessStreams:
    """Each warp's memory accesses in issue order, compact: an access is ``(first lane's
    address, pattern, wmma stride or None)``, a pattern ``(the lanes' addresses relative
    to the first one's, the lanes' numbers in the warp)`` stored once. Warps of a GEMM
    repeat a few patterns at many bases, so a replay coalesces each (pattern, alignment)
    once — what ``MemorySystem._warp`` does per access when the addresses come from the
    registers — and the trace holds three numbers per access instead of 32 addresses."""

    __slots__ = ("patterns", "warps", "_ids", "seed")

    def __init__(self) -> None:
        self.patterns: list[tuple[np.ndarray, np.ndarray]] = []
        self.warps: dict[int, list] = {}        # warp id -> [(a0, pattern, stride)], then arrays
        self._ids: dict[tuple[bytes, bytes], int] | None = {}
        # the recording's parsed module, decoded kernel and memory descriptors, for the
        # replays of this trace object in this process (replay()); not saved
        self.seed: dict | None = None

    def add(self, warp: int, addrs: np.ndarray, lanes: np.ndarray, stride) -> None:
        a0 = int(addrs[0]) if addrs.size else 0
        rel = addrs - a0
        key = (rel.tobytes(), lanes.tobytes())
        pid = self._ids.get(key)
        if pid is None:
            pid = self._ids[key] = len(self.patterns)
            self.patterns.append((rel.copy(), lanes.astype(np.int64)))
        self.warps.setdefault(warp, []).append((a0, pid, stride))

    def freeze(self) -> AccessStreams:
        """Recording done: per warp three arrays (smaller to keep and to pickle)."""
        for w, lst in self.warps.items():
            if isinstance(lst, list):
                a0, pid, stride = zip(*lst)
                self.warps[w] = (np.array(a0, np.int64), np.array(pid, np.int32),
                                 np.array([-1 if x is None else x for x in stride], np.int64))
        self._ids = None
        return self

    def nbytes(self) -> int:
        n = sum(r.nbytes + ln.nbytes for r, ln in self.patterns)
        return n + sum(sum(a.nbytes for a in arrs) for arrs in self.warps.values())

    def __getstate__(self):
        return (self.patterns, self.warps)

    def __setstate__(self, state) -> None:
        self.patterns, self.warps = state
        self._ids = self.seed = None


@dataclass
class Trace:
    """What one recorded timing launch gives a replay (``LaunchResult.trace``)."""

    ptx: str                    # the module's PTX text
    kernel: str
    grid: tuple
    block: tuple
    shared_mem: int
    registers: int | None
    carveout: int | None        # as requested at the launch (None: the driver's choice)
    kparam: bytes               # the packed kernel parameters (not read by a replay: kept for the state's shape)
    config: object              # the recording's GPUConfig
    occupancy: dict
    carveout_used: int          # the carve-out the launch ran with
    host_writes: list           # (physical address, bytes) copied to the device before the launch: they fill the L2
    cycles: int                 # of the recording
    guards: dict = field(default_factory=dict)   # warp id -> [predicate lanes (bool array) or None: all]
    spins: dict = field(default_factory=dict)    # warp id -> [forward-progress decisions]
    memory: AccessStreams | None = None          # each warp's memory accesses (compact)
    masks: dict = field(default_factory=dict)    # PC -> the one membermask value its register held
    version: str = __version__
    format: int = TRACE_FORMAT

    def __getstate__(self):
        state = dict(self.__dict__)
        state.pop("_decoded", None)      # replay's per-process cache of the decoded kernel
        return state

    def save(self, path) -> int:
        """Write the trace (gzip'd pickle: load only traces you made); returns its size in bytes."""
        data = gzip.compress(pickle.dumps(self, protocol=pickle.HIGHEST_PROTOCOL), compresslevel=3)
        Path(path).write_bytes(data)
        return len(data)

    def nbytes(self) -> int:
        """In-memory size of the recorded streams (addresses dominate)."""
        n = self.memory.nbytes() if self.memory is not None else 0
        for lst in self.guards.values():
            n += sum(8 if p is None else p.nbytes + 8 for p in lst)
        return n + sum(len(x) for x in self.spins.values())


def load(path) -> list[Trace]:
    """The traces of a file written by ``tcsim run --record`` (or :func:`save_all`)."""
    try:
        data = Path(path).read_bytes()
    except OSError as e:
        raise ReplayError(f"{path}: cannot read it ({e.strerror or e})") from None
    try:
        obj = pickle.loads(gzip.decompress(data))
    except Exception as e:      # a damaged pickle raises almost anything (EOFError, KeyError, ...)
        raise ReplayError(f"{path}: not a tcsim trace file ({type(e).__name__}: {e})") from None
    traces = obj if isinstance(obj, list) else [obj]
    for t in traces:
        if not isinstance(t, Trace) or t.format != TRACE_FORMAT:
            raise ReplayError(f"{path}: a trace of another format (this tcsim reads format {TRACE_FORMAT})")
    return traces


def save_all(traces: list[Trace], path) -> int:
    data = gzip.compress(pickle.dumps(list(traces), protocol=pickle.HIGHEST_PROTOCOL), compresslevel=3)
    Path(path).write_bytes(data)
    return len(data)


def unsafe_reasons(prog) -> list[str]:
    """Why this program's per-warp streams may depend on the schedule (refused)."""
    out = set()
    for op in prog.ops:
        ins = op.ins
        for x in ins.operands:
            if isinstance(x, ir.Special) and x.name.split(".")[0] in _SCHEDULE_REGISTERS:
                out.add(f"it reads {x.name.split('.')[0]}")
        if ins.opcode == "atom":
            out.add("it uses atom (the values it returns depend on the order of the CTAs)")
        if ins.opcode in ("bar", "barrier") and any(isinstance(x, ir.Reg) for x in ins.operands):
            out.add("a barrier's number or thread count is in a register")
        if ins.opcode in ("brx",):
            out.add("it branches indirectly (brx)")
        if ins.opcode == "mbarrier" or (ins.opcode == "cp" and "bulk" in ins.mods):
            # a phase completes when arrivals and copies run as semantics, which a replay
            # does not run; how long a wait polls depends on the schedule
            out.add("it uses mbarrier or bulk asynchronous copies (TMA)")
        if polls_memory(ins):
            out.add("it polls memory (ld.volatile/.acquire/.relaxed: what it reads may depend on the schedule)")
    return sorted(out)


def check_config(trace: Trace, config) -> None:
    """A replay may change timing parameters only (module docstring)."""
    for f in dataclasses.fields(config):
        if f.name in ("timing", "name", "description", "sources", "file"):
            continue
        if getattr(config, f.name) != getattr(trace.config, f.name):
            raise ReplayError(f"replay: '{f.name}' differs from the recording's config; only timing.* values may "
                              "change (anything else can change what the kernel computes or where it runs)")


class _NoLate:
    """A replay runs no semantics: nothing is ever pending to run late."""

    waiting: dict = {}

    def add(self, *a, **k) -> None:
        pass

    def settle(self, *a, **k) -> None:
        pass

    def before_write(self, *a, **k) -> None:
        pass

    def flush(self) -> None:
        pass


class RecordingSimt(Simt):
    """The SIMT rules, noting each warp's guard lanes and forward-progress decisions."""

    def __init__(self, st, on_resume, guards: dict, spins: dict):
        super().__init__(st, on_resume=on_resume)
        self.rec_guards, self.rec_spins = guards, spins

    def guard(self, g, op, pc: int, sel, path: tuple):
        if op.guard is not None:
            row, neg = op.guard
            p = self.pred[row, sel]
            if neg:
                p = ~p
            self.rec_guards.setdefault(g.owner.gid, []).append(None if p.all() else p.copy())
        return super().guard(g, op, pc, sel, path)

    def _no_progress(self, g, pc: int, lanes) -> bool:
        r = super()._no_progress(g, pc, lanes)
        self.rec_spins.setdefault(g.owner.gid, []).append(r)
        return r


class _Membermask:
    """An instruction as ``Simt.warp_sync_wait`` reads it: its membermask, from a trace."""

    __slots__ = ("wsync",)

    def __init__(self, mask: int):
        value = np.uint32(mask)
        self.wsync = lambda st, sel: value


class ReplaySimt(Simt):
    """The SIMT rules with guard lanes, forward-progress decisions and membermasks held in
    registers from a trace."""

    def __init__(self, st, on_resume, guards: dict, spins: dict, masks: dict | None = None):
        super().__init__(st, on_resume=on_resume)
        self.masks = {pc: _Membermask(m) for pc, m in (masks or {}).items()}
        self.rec_guards = {k: deque(v) for k, v in guards.items()}
        self.rec_spins = {k: deque(v) for k, v in spins.items()}
        self.plain_issued = [0] * len(self.issued)    # per warp row: issues not yet in Simt.issued
        self.bids: dict[int, int] = {}                 # PC -> its barrier's number (barrier)

    def guard(self, g, op, pc: int, sel, path: tuple):
        if op.guard is None:
            return sel
        p = self.rec_guards[g.owner.gid].popleft()
        if p is None:
            return sel
        active = subsel(sel, p)
        if op.kind != "alu" and active is not sel and not empty(active):
            g.push(pc + 1, subsel(sel, ~p), path)
        return active

    def _no_progress(self, g, pc: int, lanes) -> bool:
        return self.rec_spins[g.owner.gid].popleft()

    def warp_sync_wait(self, op, sel):
        return super().warp_sync_wait(self.masks.get(op.pc, op), sel)

    def check_budget(self, op, sel) -> None:
        # the fused issue counts in a list (a numpy element add costs more than the rest
        # of a plain issue's accounting); fold the counts of sel's warps in first
        pend = self.plain_issued
        if isinstance(sel, slice):
            rows = range(sel.start >> 5, ((sel.stop - 1) >> 5) + 1)
        else:
            rows = np.unique(sel >> 5).tolist()
        issued, budget = self.issued, self.budget
        within = True
        for r in rows:
            if pend[r]:
                issued[r] += pend[r]
                pend[r] = 0
            if issued[r] > budget:
                within = False
        if not within:                  # (Simt.check_budget names the place; a numpy max costs more)
            super().check_budget(op, sel)

    def barrier(self, g, pc: int, op, sel, path: tuple) -> None:
        # Simt.barrier's common case without its numpy: lanes of whole or part of one
        # warp (a slice) in one CTA, no thread count, no reduction. The barrier number is
        # an immediate (a recording refuses one in a register), so it is read once per PC.
        info = op.info
        if not isinstance(sel, slice) or info.count is not None or info.mode == "red" or sel.stop <= sel.start:
            return super().barrier(g, pc, op, sel, path)
        bid = self.bids.get(pc)
        if bid is None:
            ids = np.atleast_1d(np.asarray(info.ident(self.st, sel))).astype(np.int64)
            bid = int(ids[0])
            if bid < 0 or bid > 15 or np.any(ids != bid):
                return super().barrier(g, pc, op, sel, path)      # (names the error)
            self.bids[pc] = bid
        slots = self.st.cta_slot
        one = int(slots[sel.start])
        if one != slots[sel.stop - 1]:
            return super().barrier(g, pc, op, sel, path)
        n = sel.stop - sel.start
        self.arrivals(bid)[one] += n
        self.pass_or_park(g, pc, op, sel, path, bid, one, n)

    def control(self, g, op, pc: int, sel, active, path: tuple) -> None:
        # a backward branch as Simt.control takes it, without the spin-at-a-barrier watch,
        # which compares register values (the recording ran it: it found no deadlock)
        if op.kind == "bra" and op.target <= pc:
            if self.budget is not None:
                self.check_budget(op, active)
            if not g.heap:
                g.spin = None
            elif self._no_progress(g, pc, active):
                g.deferred.append((op.target, active, path))
                return
            g.push(op.target, active, path)
            return
        super().control(g, op, pc, sel, active, path)


def _per_warp(issued: list):
    """``(warp, first lane, lanes)`` of the warps of one memory access, in lane order (the
    order of ``idx`` in ``TimingGPU._memory``)."""
    out = []
    for w, ws in issued:
        first = ws.start if isinstance(ws, slice) else int(ws[0])
        n = (ws.stop - ws.start) if isinstance(ws, slice) else ws.size
        out.append((first, n, w))
    out.sort(key=lambda x: x[0])
    return out


class RecordingGPU(TimingGPU):
    """The timing driver, recording each warp's stream for replays."""

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        if any(m is not None and m.space == "local" for m in self.memops):
            raise ReplayError(f"kernel {self.st.launch.kernel}: cannot record for replay: it uses local memory "
                              "(its timing addresses depend on the CTA slot, i.e. on the schedule)")
        self.guards: dict = {}
        self.spins: dict = {}
        self.mem_rec = AccessStreams()
        # what a replay reads of the program does not depend on timing values or on the
        # tensor arithmetic (it runs no semantics), and a replay changes nothing in it
        self.mem_rec.seed = {"module": self.prog.image.module, "program": self.prog, "memops": (self.prog, self.memops),
                             _l2_key(self.cfg): _filled(self.mem.state)}
        self.simt = RecordingSimt(self.st, self._resumed, self.guards, self.spins)
        # membermasks in registers: a replay reads none, so each must be one value for the
        # whole launch (as compiled code has it: a register holding -1), checked as it is read
        self.masks: dict[int, int] = {}
        self._mask_ops = [op for op in self.ops if op.wsync is not None and ins_sync(op.ins)
                          and isinstance(op.ins.operands[-1], ir.Reg)]

    def run(self):
        saved = [(op, op.wsync) for op in self._mask_ops]
        for op, fn in saved:
            op.wsync = self._noting(op, fn)
        try:
            return super().run()
        finally:
            for op, fn in saved:
                op.wsync = fn
            self.mem_rec.freeze()

    def _noting(self, op, fn):
        kernel = self.st.launch.kernel

        def wsync(st, sel):
            v = np.asarray(fn(st, sel))
            first = int(v.flat[0]) if v.size else None
            if first is not None:
                seen = self.masks.setdefault(op.pc, first)
                if seen != first or (v.size > 1 and not (v == first).all()):
                    raise ReplayError(f"kernel {kernel}: cannot record for replay: the membermask of PC {op.pc} "
                                      f"('{op.ins.text}') takes several values")
            return v
        return wsync

    def _addresses(self, mop, sel, idx, issued):
        addrs, strides = super()._addresses(mop, sel, idx, issued)
        o = 0
        rec = self.mem_rec
        for _, n, w in _per_warp(issued):
            rec.add(w.gid, addrs[o:o + n], idx[o:o + n] & 31, None if strides is None else int(strides[o]))
            o += n
        return addrs, strides


#: bits of a _Calendar key for the priority (ISSUE, END_OF_CYCLE, AFTER_CYCLE: 0 .. 2)
_PRIO_BITS = 2
_PRIO_MASK = (1 << _PRIO_BITS) - 1


class _Calendar:
    """``EventQueue``'s order — cycle, then priority, then the order events were scheduled
    in — kept as one list per (cycle, priority) instead of one heap of events: scheduling
    an event is a list append. An event is ``(fn, args)``, or a chain of ticks a replay's
    run-ahead skipped (``ReplayGPU._hold_places``): a list ``[event, cycle, cycle, ...]``
    that, at its turn, moves itself to the list of the last cycle it names (allocating
    nothing: a run-ahead holds places in many cycles); the event's own cycle (named right
    after it) is named twice, so that in that cycle the chain pops it once more and runs
    the event (no test per move for the last one). Events a (cycle, priority) gets
    while it runs run after the ones it had, as in the heap. Scheduling at the current
    cycle with a priority below the running one (which the heap would run next) is
    refused: a replay never does it."""

    __slots__ = ("now", "prio", "issue", "_lists", "_keys", "processed", "_running", "_it")

    def __init__(self) -> None:
        self.now = 0
        self.prio = -1
        self.issue: dict[int, list] = {}            # cycle -> its ISSUE events (the sub-cores' ticks)
        self._lists: dict[int, dict[int, list]] = {ISSUE: self.issue}   # priority -> cycle -> events
        # heap of the (cycle, priority) pairs that have a list, each as one int (cycle <<
        # _PRIO_BITS | priority: the same order, compared without building a tuple)
        self._keys: list[int] = []
        self.processed = 0
        # the running list and the iterator over it: the iterator knows how many of its
        # events ran (__len__), so the loop keeps no count of its own per event
        self._running: list | None = None
        self._it = None

    def bucket(self, time: int, priority: int = ISSUE) -> list:
        """The list of the events of ``(time, priority)``, in scheduling order."""
        lists = self._lists.get(priority)
        if lists is None:
            lists = self._lists[priority] = {}
        b = lists.get(time)
        if b is None:
            if time < self.now or (time == self.now and priority < self.prio):
                raise ValueError(f"cannot schedule at cycle {time} priority {priority}, now is {self.now} "
                                 f"priority {self.prio}")
            if not 0 <= priority < 1 << _PRIO_BITS:
                raise ValueError(f"priority {priority} outside 0 .. {(1 << _PRIO_BITS) - 1}")
            b = lists[time] = []
            heappush(self._keys, time << _PRIO_BITS | priority)
        return b

    def at(self, time: int, fn, priority: int = ISSUE, args: tuple = ()) -> None:
        b = self.issue.get(time) if priority == ISSUE else None
        if b is None:
            b = self.bucket(time, priority)
        b.append((fn, args))

    def _ran(self) -> int:
        """Events of the running list that ran (or are running)."""
        b = self._running
        return 0 if b is None else len(b) - self._it.__length_hint__()

    def __len__(self) -> int:
        """Events not run yet."""
        return sum(len(b) for lists in self._lists.values() for b in lists.values()) - self._ran()

    def last(self) -> int | None:
        return max((t for p, lists in self._lists.items() if p < AFTER_CYCLE for t in lists), default=None)

    def peek(self) -> int | None:
        return self._keys[0] >> _PRIO_BITS if self._keys else None

    def run(self, until: int | None = None) -> int:
        keys, by_prio, issue = self._keys, self._lists, self.issue
        n = 0
        try:
            while keys:
                time, prio = keys[0] >> _PRIO_BITS, keys[0] & _PRIO_MASK
                if until is not None and time > until:
                    self.now = until
                    break
                heappop(keys)
                self.now, self.prio = time, prio
                lists = by_prio[prio]
                self._running = b = lists[time]
                # (a list iterator also yields the events appended while it runs)
                self._it = it = iter(b)
                # the next cycle's ticks, where most chains move next: looked up once per
                # cycle (a list, once there, stays until its cycle runs)
                t1, nl = time + 1, None
                for e in it:
                    if type(e) is list:             # (a call Python 3.11 specialises; e.__class__ is a generic look-up)
                        # a chain of ticks (ReplayGPU._hold_places) takes its turn here:
                        # its next tick joins the next cycle's list, at this moment
                        nxt = e.pop()
                        if nxt == time:             # (ReplayGPU._hold_run: the tick runs here)
                            fn, args = e[0]
                            fn(*args)
                            continue
                        if nxt == t1:
                            if nl is None:
                                nl = issue.get(t1)
                                if nl is None:      # (bucket(t1))
                                    nl = issue[t1] = []
                                    heappush(keys, t1 << _PRIO_BITS | ISSUE)
                            nl.append(e)
                            continue
                        later = issue.get(nxt)
                        if later is None:           # (bucket(nxt): a later cycle)
                            later = issue[nxt] = []
                            heappush(keys, nxt << _PRIO_BITS | ISSUE)
                        later.append(e)             # (its last cycle twice: it runs there, above)
                        continue
                    fn, args = e
                    fn(*args)
                n += len(b)
                self._running = None
                del lists[time]
        finally:
            self.processed += n
            self._running = self._it = None
            self.prio = -1
        return self.now


#: a cycle after every other (no cycle budget; no warp ready yet)
_NEVER = 1 << 62
#: a memo's "not seen yet" (None: a run-ahead that ran nothing)
_UNSEEN = object()
#: sub-core runs (ReplayGPU._run_sub) are tried while they run at least _SUB_PAYS ticks per
#: try on average (after the first _SUB_TRIAL tries): a try costs about a tick, and short
#: runs cost more than the ticks they save — sgemm 128^3 (two warps per sub-core, barriers
#: in its loop) ran 1.7 ticks per try and its replay took 15% longer with them, wmma_gemm
#: 512^3 runs 8.9 and takes 10% less. Which path a tick takes never changes a result.
_SUB_TRIAL = 4096
_SUB_PAYS = 4


def _ready_ids(opt: list) -> list[tuple]:
    """Per PC, the registers whose ready cycles a replay's scoreboard look reads: one of
    each class of the instruction's registers that the same PCs write. Every write of
    the scoreboard (an issue, a memory access's end of cycle, a run-ahead's memo) sets
    all of one PC's destinations to one cycle, so registers written by the same PCs
    always hold the same ready cycle, and a register no PC writes stays at 0 (never
    later than the look's cycle): the latest of the representatives is the latest of
    all. A wmma.mma reads 24 registers in three classes (its A, B and C fragments). The
    same holds for the registers a memory access sets at the end of its cycle (a class
    is in it whole or not at all), so the run-ahead's check against them is unchanged."""
    writers: dict[int, list[int]] = {}
    for pc, info in enumerate(opt):
        for d in info.dst_ids:
            writers.setdefault(d, []).append(pc)
    first: dict[tuple, int] = {}
    rep = {r: first.setdefault(tuple(pcs), r) for r, pcs in writers.items()}
    return [tuple(dict.fromkeys(rep[r] for r in info.ids if r in rep)) for info in opt]


class _MemoryOnly(SameCycle):
    """A replay's end-of-cycle batch: only memory instructions have work at the cycle's
    end (no semantics run), so only they schedule the end-of-cycle event. In a replay no
    other event has that priority, so the order of the events left is a full run's."""

    __slots__ = ("memops",)

    def __init__(self, q, flush, memops):
        super().__init__(q, flush)
        self.memops = memops

    def add(self, pc: int, item, t: int) -> None:
        if self.memops[pc] is not None and not self.by_pc:
            self.by_pc[pc] = True
            self.q.at(t, self.flush, END_OF_CYCLE)


class ReplayGPU(TimingGPU):
    """The timing driver fed by a trace: no semantics, no registers read."""

    def __init__(self, *args, recorded: Trace, **kw):
        # what replays of one trace object share in a process (see replay()): the memory
        # descriptors of its program and, per memory geometry, the coalesced patterns
        self.decoded = recorded.__dict__.setdefault("_decoded", {})
        program = args[0].program
        shared = self.decoded.get("memops")
        self.shared_memops = shared[1] if shared is not None and shared[0] is program else None
        super().__init__(*args, **kw)
        self.decoded["memops"] = (program, self.memops)
        if _l2_key(self.cfg) not in self.decoded:            # (before any access)
            self.decoded[_l2_key(self.cfg)] = _filled(self.mem.state)
        self.simt = ReplaySimt(self.st, self._resumed, recorded.guards, recorded.spins, recorded.masks)
        self.late = _NoLate()
        self.q = _Calendar()       # (nothing has scheduled an event yet: run() places the first CTAs)
        if self.tma is not None:
            self.tma.q = self.q
        self.same_cycle = _MemoryOnly(self.q, self._flush, self.memops)
        streams = recorded.memory
        self.patterns = streams.patterns
        shared_cfg = self.cfg.timing.memory.shared
        geometry = ("coalesced", program, self.mem.l1_shift, shared_cfg.banks, shared_cfg.bank_bytes)
        self.coalesced: dict[tuple, tuple] = self.decoded.setdefault(geometry, {})
        # per PC: each (address, pattern, stride) a warp's access had -> what it sends
        # (_coalesce; shared, like the patterns, by the replays of a memory geometry)
        self.accesses: list[dict] = self.decoded.setdefault(("accesses",) + geometry[1:], [{} for _ in self.ops])
        self.line_ints: dict[int, int] = self.decoded.setdefault(("line ints",) + geometry[1:], {})
        # per warp, its accesses in issue order as (record, what it sends): a warp's n-th
        # access is the same in every replay of the trace (the trace fixes its path), so
        # once a replay of this memory geometry ran to its end, the next ones take them in
        # turn without a record to build and look up per access (_memory)
        self._sent_key = ("sent",) + geometry[1:]
        sent = self.decoded.get(self._sent_key)
        if sent is not None:
            self.next_sent = {w: iter(lst).__next__ for w, lst in sent.items()}
            self._sending = None
        else:
            self.next_sent = None
            self.next_access = {w: zip(a0.tolist(), pid.tolist(), stride.tolist()).__next__
                                for w, (a0, pid, stride) in streams.warps.items()}
            self._sending = {w: [] for w in streams.warps}
            self._counts_of = {w: len(a0) for w, (a0, _, _) in streams.warps.items()}
        self.plain = self._plain_pcs()
        self.simple = [op.wsync is None for op in self.ops]     # no membermask to wait for
        # warp-synchronous without a guard: Simt._park_waiting keeps a group of whole warps
        self.whole_sync = [op.wsync is not None and op.guard is None for op in self.ops]
        self.key_next = [self.simt.key(op.pc + 1, ()) for op in self.ops]
        self.read_ids = _ready_ids(self.opt)
        # what a run-ahead may issue: plain instructions that are not memory accesses
        self.fast = [(info.unit, info.interval, info.dst_ids, info.total_latency, info.pipe, ids,
                      None if op.guard is None else op)
                     if p and m is None and op.wsync is None else None
                     for op, info, p, m, ids in zip(self.ops, self.opt, self.plain, self.memops, self.read_ids)]
        # what the warps of a sub-core issue in a run together (_run_sub): the plain
        # instructions above, and tensor-core MMAs — the sub-core's own tensor cores and
        # a plan that depends only on their state (TensorCoreTiming.issue), so their
        # place in the cycle's order of other sub-cores does not matter): (issue interval,
        # destination registers, latency, the op if it has a guard, the MMA's timing or None)
        # — only what the issue reads, unpacked in one step
        self.fast_sub = [(info.interval, info.dst_ids, info.total_latency, None if op.guard is None else op, None)
                         if f is not None
                         else (info.interval, info.dst_ids, info.total_latency, None if op.guard is None else op, info)
                         if (op.kind == "alu" and info.unit == "tensor" and op.ins.opcode in ("wmma", "mma")
                             and m is None and (op.wsync is None or op.guard is None) and not self.trace) else None
                         for op, info, f, m in zip(self.ops, self.opt, self.fast, self.memops)]
        # what a run-ahead's last tick looks at (its group needs no more than a look:
        # Simt.next_group returns it as it is; the last field: only for whole warps)
        self.looks = [(info.unit, info.pipe, ids, op.wsync is not None)
                      if op.wsync is None or op.guard is None else None
                      for op, info, ids in zip(self.ops, self.opt, self.read_ids)]
        # the looks of a warp whose lanes are not whole warps: none at a warp-synchronous
        # instruction (it may have a membermask to wait for) — _run_sub picks a warp's table once
        self.looks_part = [None if look is None or look[3] else look for look in self.looks]
        self._ran: dict[tuple[int, int], tuple] = {}     # (first, end PC) -> per class / unit counts
        self._segments: dict[int, tuple] = {}            # first PC -> what a run-ahead from it touches
        self._runs: dict[tuple, tuple | None] = {}       # relative state -> the run-ahead (_replay_run)
        # the registers a memory instruction's access sets at the end of its cycle
        self.writes_late = [frozenset(info.dst_ids) if m is not None else None for info, m in zip(self.opt, self.memops)]
        self._later_runs: list = []     # (sub-core, held place) to run at the end of this cycle (_hold_run)
        self._sub_tries = self._sub_ticks = 0    # sub-core runs tried, the ticks they ran (_SUB_PAYS)

    def run(self):
        stats = super().run()
        sending = self._sending
        if sending is not None and all(len(lst) == self._counts_of[w] for w, lst in sending.items()):
            self.decoded[self._sent_key] = sending          # (every warp's every access: see __init__)
        return stats

    def _reset_slot(self, slot: int, cta: int) -> None:
        super()._reset_slot(slot, cta)
        n = self.st.cta_stride
        pend = self.simt.plain_issued
        for r in range(slot * n >> 5, (slot + 1) * n >> 5):
            pend[r] = 0

    def _describe(self, op):
        if self.shared_memops is not None:
            return self.shared_memops[op.pc]
        return super()._describe(op)

    def _semantics(self, op, sel) -> None:
        pass

    def _tensor(self, sc, w, pc: int, active, t: int) -> int:
        """``TimingGPU._tensor`` without what only feeds the semantics (a replay runs
        none: its late batch and end-of-cycle batch take nothing of an MMA, so finding
        whole warps and handing the batch the MMA's registers was work for nothing): only
        the part both share, ``_tensor_plan`` (the plan, the paces, the unit statistics)."""
        if self.trace:                  # (micro-op records: the full path)
            return super()._tensor(sc, w, pc, active, t)
        return self._tensor_plan(sc, w, pc, t).latency

    # ------------------------------------------------------------------ tick and issue
    # TimingGPU._tick with TimingGPU._issue's five stages fused for the instructions a
    # replay issues most — ALU and memory instructions (wmma loads and stores too) whose
    # dispatch only moves the group on, sets the scoreboard and (memory) queues the access
    # for the cycle's end; a replay has nothing to run late (late.waiting stays empty) and
    # no yield bits (PTX). Every other instruction takes TimingGPU._issue's stages, a
    # group needing more than a look at its warp's heap takes Simt.next_group (the same
    # results: tests/timing/test_replay.py compares replays with full runs, stalls,
    # counts and unit statistics included).
    def _plain_pcs(self) -> list[bool]:
        return [op.kind == "alu" and info.unit != "tensor" and op.ins.opcode not in ("mma", "wgmma")
                and (info.wmma_kind is None or mop is not None)
                and op.pc not in self.async_sync and (mop is None or mop.kind != "async_copy")
                for op, info, mop in zip(self.ops, self.opt, self.memops)]

    def _tick(self, sc, token: int) -> None:
        if token != sc.token:
            return
        if sc.yielded is not None:          # (SASS mode only: never in a replay)
            return super()._tick(sc, token)
        q = self.q
        t = q.now
        sc.next_event = None
        warps = sc.warps
        last = sc.last
        if len(warps) == 1 or (self.gto and (last is None or last.done or last is warps[0])):
            order = warps
        else:
            order = look_order(warps, last, self.gto)     # (TimingGPU._order, one call less)
        nxt = None
        opt = self.opt
        simple, whole_sync = self.simple, self.whole_sync
        for w in order:
            if w.done:
                continue
            g = w.g
            if w.ready_at > t:
                if g.heap or g.deferred or g.wwait:       # Groups.runnable()
                    nxt = w.ready_at if nxt is None or w.ready_at < nxt else nxt
                continue
            heap = g.heap
            if heap and not g.wwait:                      # Simt.next_group's common case
                key = heap[0]
                pc, path, parts = g.groups[key]
                sel = parts[0]
                if len(parts) == 1 and (simple[pc] or (whole_sync[pc] and isinstance(sel, slice)
                                                       and not sel.start & 31 and not sel.stop & 31)):
                    pass      # (a warp-synchronous instruction of whole warps: nobody to wait for)
                else:
                    cur = self.simt.next_group(g)
                    if cur is None:
                        continue
                    key, pc, sel, path = cur
            else:
                cur = self.simt.next_group(g)
                if cur is None:   # its lanes wait at a barrier or a warp-synchronous instruction
                    continue
                key, pc, sel, path = cur
            info = opt[pc]
            ready = t                     # max(t, *info.busy_of(w.busy)) (see _run_sub, _ready_ids)
            wb = w.busy
            for r in self.read_ids[pc]:
                if wb[r] > ready:
                    ready = wb[r]
            unit = info.unit
            free = sc.free
            f = free[unit]
            if unit == "tensor" and w.mma_next > f:   # the warp's own MMA pace (Ampere)
                f = w.mma_next
            if f > ready:
                ready, reason = f, info.pipe
            else:
                reason = "scoreboard"
            if ready > t:
                w.ready_at = ready
                w.reason = reason
                nxt = ready if nxt is None or ready < nxt else nxt
                continue
            return self._issue_at(sc, w, g, key, pc, path, sel, info, t)
        if nxt is not None:
            self._next_tick(sc, nxt, None)

    def _tick_known(self, sc, token: int, w) -> None:
        """The tick a sub-core run stopped at (``_run_sub``), where the run found warp ``w``
        issuing its next instruction (a memory, control or barrier one): the run made this
        tick's looks at the warps before ``w`` (each waits past this cycle) and ``w``'s,
        with the values the tick would find — nothing from outside reaches the sub-core's
        warps in between — so the tick issues ``w``'s instruction straight away."""
        if token != sc.token:
            return
        sc.next_event = None
        g = w.g
        key = g.heap[0]
        pc, path, parts = g.groups[key]
        self._issue_at(sc, w, g, key, pc, path, parts[0], self.opt[pc], self.q.now)

    def _issue_at(self, sc, w, g, key, pc: int, path: tuple, sel, info, t: int) -> None:
        """The rest of ``_tick`` once it found warp ``w`` issuing at ``t``: the issue, then
        a run-ahead or the sub-core's next tick."""
        if self.plain[pc]:
            self._issue_plain(sc, w, g, key, pc, path, sel, info, t)
        else:
            self._issue(sc, w, key, pc, path, sel, info, t)
        sc.last = w
        placer = self.placer
        if (len(sc.warps) == 1 and sc.next_event is None and not w.done and placer.next == placer.count
                and self._run_ahead(sc, w, g, t, self.writes_late[pc])):
            return
        self._next_tick(sc, t + 1, self.writes_late[pc])

    def _next_tick(self, sc, nxt: int, pending) -> None:
        """events.wake of the sub-core's next tick at ``nxt`` — or the ticks from there at
        once (``_hold_run``); ``pending``: the registers an access issued this cycle writes
        at its end."""
        ne = sc.next_event
        if (ne is None and len(sc.warps) > 1 and self.placer.next == self.placer.count
                and (self._sub_tries < _SUB_TRIAL or self._sub_ticks >= _SUB_PAYS * self._sub_tries)):
            # the sub-core's next ticks at once (_run_sub) — after the end of this
            # cycle when the access just issued sets registers then (_flush)
            sc.token += 1
            sc.next_event = nxt
            held = [(self._tick_fn, (sc, sc.token)), nxt]
            q = self.q
            b = q.issue.get(nxt)            # (q.bucket(nxt) when the cycle has ticks already)
            if b is None:
                b = q.bucket(nxt)
            b.append(held)
            if pending and self.same_cycle.by_pc:     # (the cycle's end runs: _flush)
                self._later_runs.append((sc, held))
            else:
                self._hold_run(sc, held)
            return
        if ne is None or ne > nxt:
            sc.token += 1
            sc.next_event = nxt
            self.q.at(nxt, self._tick_fn, ISSUE, (sc, sc.token))

    def _run_sub(self, sc, t: int) -> tuple | None:
        """The ticks of sub-core ``sc`` from ``t`` on, run at once while every warp it
        issues from issues a plain, non-memory instruction or a tensor-core MMA, as
        ``_tick``, ``_issue_plain`` and ``_issue`` run them: the scheduler's choice among
        the sub-core's warps is its own (GTO or LRR), and nothing from outside can reach
        them meanwhile — no CTA waits to be placed (no warp joins; a CTA that retires takes
        only done warps out of the list, which leaves the order of the others), none of
        their lanes waits at a barrier (nothing releases them), and the memory accesses
        they issued have set their registers (the caller's part). Stops at the tick that
        would issue anything else (a memory, control or barrier instruction), look at a
        warp with more than one group or a membermask to wait for, or pass the cycle
        budget; the looks that tick made before it stopped set what its event's own looks
        set again. With LRR, a last warp that is done stops it at once (its CTA may retire
        meanwhile, which moves the round-robin's start). Returns ``(the cycles of the ticks
        run, the cycle of the one it stopped at, the warp that tick issues from or None: a
        look it could not make)``, or None when it stopped at ``t``."""
        warps = sc.warps
        last = sc.last
        gto = self.gto
        if last is not None and last.done and not gto:
            return None
        live = []
        for w in warps:
            if w.g.parked:
                return None
            if not w.done:
                live.append(w)
        if not live:
            return None
        fast = self.fast_sub
        free = sc.free
        s = self.stats
        stalls = s.stalls
        limit = self.max_cycles if self.max_cycles is not None else _NEVER
        # "no warp ready before the cycle budget": any cycle past it does (the budget's
        # event stops a kernel still running then), and one below 2**30 keeps the many
        # comparisons with it on Python's fast path for small ints (_NEVER leaves it)
        never = limit + 1
        # warp -> [pc, key, first pc, path, sel, lanes, its looks (_looks_for), guarded issues,
        #          their threads, the pc and its registers' ready cycle of its last look,
        #          guarded issues with no active lane]: an unguarded issue counts nothing —
        #          the run's issues are pc - first pc, each of ``lanes`` threads but for the guarded
        state = {}
        ticks = []
        tick = ticks.append
        issuer = None
        # the order of the looks after warp w issued (live does not change meanwhile, and
        # no warp becomes done: exit is a control instruction), and the other warps
        orders = {}           # w -> (order, the other warps)
        # the earliest ready cycle of the warps other than mw (the look after mw's issue):
        # valid while no other warp's ready_at is written — a warp issuing alone while the
        # others wait, the common case, reads it again instead of looking at them
        mw = mo = None
        order = look_order(live, last, gto)
        while t <= limit:
            nxt = never           # (a warp the loop passes sets it: it looks at each warp or stops)
            stop = True           # (unless the loop issues or looks at every warp)
            for w in order:
                ra = w.ready_at
                if ra > t:
                    if ra < nxt:
                        nxt = ra
                    continue
                ws = state.get(w)
                if ws is None:
                    g = w.g
                    heap = g.heap
                    if len(heap) != 1 or g.wwait or g.deferred:
                        break
                    key0 = heap[0]
                    pc0, path, parts = g.groups[key0]
                    if len(parts) != 1:
                        break
                    sel = parts[0]
                    whole = isinstance(sel, slice) and not sel.start & 31 and not sel.stop & 31
                    n = sel.stop - sel.start if isinstance(sel, slice) else sel.size        # sel_len
                    if not n:
                        break         # (no lanes: the counts below assume some)
                    ws = state[w] = [pc0, key0, pc0, path, sel, n, self.looks if whole else self.looks_part,
                                     0, 0, -1, 0, 0]
                pc = ws[0]
                look = ws[6][pc]
                if look is None:
                    break             # (a membermask to wait for: Simt.next_group)
                busy = w.busy
                if ws[9] == pc:       # its registers' ready cycle, from an earlier look at pc
                    ready = ws[10]
                else:
                    # the registers' latest ready cycle as a loop, not max(): Python 3.11's max
                    # parses (no) keyword arguments on every call, which costs more than the loop
                    ready = 0                 # (register 0: never busy)
                    for r in look[2]:
                        if busy[r] > ready:
                            ready = busy[r]
                    ws[10] = ready
                    ws[9] = pc
                if ready < t:
                    ready = t
                unit = look[0]
                fu = free[unit]
                if unit == "tensor" and w.mma_next > fu:    # the warp's own MMA pace (Ampere)
                    fu = w.mma_next
                if fu > ready:
                    if fu > t:
                        w.ready_at = fu
                        w.reason = look[1]
                        if w is not mw:
                            mw = None
                        if fu < nxt:
                            nxt = fu
                        continue
                elif ready > t:
                    w.ready_at = ready
                    w.reason = "scoreboard"
                    if w is not mw:
                        mw = None
                    if ready < nxt:
                        nxt = ready
                    continue
                f = fast[pc]
                if f is None:
                    issuer = w        # (the tick issues w's instruction: _tick_known)
                    break
                interval, dsts, latency, op, mma = f
                # _issue_plain at t
                wl = w.last
                gap = t - wl - 1
                if gap > 0 and wl >= 0:              # charge_stall, inlined
                    why = w.reason
                    stalls[why] = stalls.get(why, 0) + gap
                    wst = w.stalls
                    if wst is None:
                        wst = w.stalls = s.warp_stalls.setdefault(w.gid, {})
                    wst[why] = wst.get(why, 0) + gap
                w.reason = "not selected"
                w.last = t
                if op is None:
                    active = ws[4]
                else:
                    active = self.simt.guard(w.g, op, pc, ws[4], ws[3])
                    n_act = sel_len(active)
                    ws[7] += 1
                    ws[8] += n_act
                    if not n_act:
                        ws[11] += 1
                        active = None         # (no lane issues: no registers set)
                if t + interval > free[unit]:
                    free[unit] = t + interval
                if active is not None:
                    if mma is not None:                     # TimingGPU._dispatch of an MMA
                        latency = self._tensor(sc, w, pc, active, t)
                        lats = s.wmma_latency.get(mma.wmma_kind)
                        if lats is None:
                            lats = s.wmma_latency[mma.wmma_kind] = []
                        lats.append(latency)
                        s.tensor_flops += mma.flops
                    done = t + latency
                    for d in dsts:
                        busy[d] = done
                w.ready_at = t1 = t + 1
                if w is not mw:
                    mw = None
                ws[0] = pc + 1
                last = w
                ent = orders.get(w)
                if ent is None:
                    order = look_order(live, w, gto)
                    ent = orders[w] = (order, order[1:] if gto else order[:-1])
                order, others = ent
                nxt = t1
                stop = False
                if t1 <= limit:
                    # the tick at t + 1 when no other warp is ready then: its one look is
                    # at w (GTO puts it first, LRR last after the warps it skips), made here
                    # with the same values; a look that finds w waiting makes that tick one
                    # that issues nothing, which moves on to the first ready cycle
                    if mw is w:
                        m = mo
                    else:
                        m = never
                        for x in others:
                            ra = x.ready_at
                            if ra < m:
                                m = ra
                        mw, mo = w, m
                    if m > t1:
                        look = ws[6][pc + 1]
                        if look is not None:
                            ready = 0         # (the registers' latest ready cycle, as above)
                            for r in look[2]:
                                if busy[r] > ready:
                                    ready = busy[r]
                            ws[10] = ready
                            ws[9] = pc + 1
                            if ready < t1:
                                ready = t1
                            unit = look[0]
                            fu = free[unit]
                            if unit == "tensor" and w.mma_next > fu:
                                fu = w.mma_next
                            if fu > ready:
                                w.ready_at = ready = fu
                                w.reason = look[1]
                            elif ready > t1:
                                w.ready_at = ready
                                w.reason = "scoreboard"
                            if ready > t1:
                                tick(t)
                                t = t1
                                nxt = ready if ready < m else m
                break
            else:
                stop = False
            if stop:
                break
            tick(t)
            t = nxt
        if not ticks:
            return None
        sc.last = last
        for w, (pc, key0, pc0, path, sel, n, _, guarded, g_threads, _, _, idle) in state.items():
            if pc != pc0:
                self._retire_run(w, w.g, key0, pc0, pc, path, sel, (pc - pc0 - guarded) * n + g_threads,
                                 pc - pc0 - idle, w.last)
        return ticks, t, issuer

    def _run_ahead(self, sc, w, g, t0: int, pending) -> bool:
        """After warp ``w`` issued at ``t0`` on a sub-core it has to itself: issue its next
        plain, non-memory instructions now, each at the cycle the sub-core's ticks would
        issue it, instead of in one tick event each (and one more for each wait), and leave
        in each of those ticks' places a list append that schedules the next tick where it
        would have scheduled it — so every event keeps its place in its cycle's order, the
        order sub-cores touch the memory hierarchy in (``_Calendar``). Stops before an
        instruction another part of the model may see or change: a memory access (its
        place in the cycle's end order), a control, tensor or barrier instruction, a
        membermask wait, registers the memory access issued at ``t0`` writes at this
        cycle's end (``pending``), the cycle budget. Nothing else can reach the warp
        meanwhile: its sub-core has no other warp, no CTA waits to be placed (no warp can
        join), its lanes are one group (no divergent group to interleave) and none waits at
        a barrier (nothing releases them). The same steps as ``_tick`` and ``_issue_plain``,
        with the warp's state in locals. Returns False when nothing ran ahead (the caller
        schedules the next tick)."""
        heap = g.heap
        if len(heap) != 1 or g.parked or g.wwait or g.deferred:
            return False
        key0 = heap[0]
        pc0, path, parts = g.groups[key0]
        if len(parts) != 1:
            return False
        sel = parts[0]
        n_sel = (sel.stop - sel.start) if isinstance(sel, slice) else sel.size
        if not n_sel:
            return False
        seg = self._segments.get(pc0)
        if seg is None:
            seg = self._segment(pc0)
        regs, units, guarded, plain = seg
        memo_key = None
        limit = self.max_cycles if self.max_cycles is not None else float("inf")
        if plain > 1 and not guarded:
            t0_busy = regs(w.busy)
            # the run depends on the cycles of its registers, units and the warp relative
            # to t0, values at or before t0 + 1 alike (nothing issues before t0 + 1): runs
            # from one state repeat, so each is computed once per replay
            m = w.mma_next - t0
            memo_key = (pc0, w.ready_at - t0, w.reason, pending, n_sel,
                        isinstance(sel, slice) and not sel.start & 31 and not sel.stop & 31,
                        tuple([b - t0 if b > t0 + 1 else 1 for b in t0_busy]),
                        tuple([sc.free[u] - t0 if sc.free[u] > t0 + 1 else 1 for u in units]), m if m > 1 else 1)
            hit = self._runs.get(memo_key, _UNSEEN)
            if hit is not _UNSEEN and (hit is None or t0 + hit[1] <= limit):    # (within the cycle budget)
                return self._replay_run(sc, w, g, key0, pc0, path, sel, n_sel, t0, hit)
        fast, looks = self.fast, self.looks
        whole = isinstance(sel, slice) and not sel.start & 31 and not sel.stop & 31
        free = sc.free
        busy = w.busy
        s = self.stats
        ticks = []            # the cycles of the ticks run here
        t = t0 + 1
        pc = pc0
        ready_at, reason, last = w.ready_at, w.reason, w.last
        issued = threads = 0
        waits = []            # (reason, stall cycles) added
        while t <= limit:
            if ready_at > t:                        # a tick finding the warp busy: wakes at its ready cycle
                ticks.append(t)
                t = ready_at
                continue
            f = fast[pc]
            if f is None:
                # an instruction the run-ahead does not issue: the tick's look at it, if
                # it has to wait (its group is the warp's one group: Simt.next_group keeps it)
                look = looks[pc]
                if look is None or (look[3] and not whole) or (pending and not pending.isdisjoint(look[2])):
                    break
                unit, pipe = look[0], look[1]
                ready = t                 # max(t, the registers' ready cycles) (see _run_sub)
                for r in look[2]:
                    if busy[r] > ready:
                        ready = busy[r]
                fu = free[unit]
                if unit == "tensor" and w.mma_next > fu:    # the warp's own MMA pace (Ampere)
                    fu = w.mma_next
                if fu > ready:
                    ready = fu
                    why = pipe
                else:
                    why = "scoreboard"
                if ready > t:
                    ticks.append(t)
                    ready_at = t = ready
                    reason = why
                break
            unit, interval, dsts, latency, pipe, ids, op = f
            if pending and not pending.isdisjoint(ids):
                break
            ready = t                     # max(t, the registers' ready cycles) (see _run_sub)
            for r in ids:
                if busy[r] > ready:
                    ready = busy[r]
            fu = free[unit]
            if fu > ready:
                ready = fu
                why = pipe
            else:
                why = "scoreboard"
            ticks.append(t)
            if ready > t:                           # the tick sets when to look again
                ready_at = t = ready
                reason = why
                continue
            # _issue_plain at t
            if last >= 0 and t - last > 1:
                gap = t - last - 1
                waits.append((reason, gap))
                charge_stall(s, w, reason, gap)
            reason = "not selected"
            last = t
            if op is None:
                n_act = n_sel
            else:
                active = self.simt.guard(g, op, pc, sel, path)
                n_act = (active.stop - active.start if active.stop > active.start else 0) \
                    if isinstance(active, slice) else active.size
            threads += n_act
            if t + interval > fu:
                free[unit] = t + interval
            if n_act:
                issued += 1
                done = t + latency
                for d in dsts:
                    busy[d] = done
            t += 1
            ready_at = t
            pc += 1
        if memo_key is not None and t <= limit:        # (a run the budget cut short is not kept)
            out = None
            if ticks:
                issued_pcs = range(pc0, pc)
                written = {d for q in issued_pcs for d in self.opt[q].dst_ids}
                out = ([x - t0 for x in ticks], t - t0, pc, ready_at - t0, reason, last - t0, tuple(waits),
                       tuple((d, w.busy[d] - t0) for d in written),
                       tuple((u, sc.free[u] - t0) for u in {self.opt[q].unit for q in issued_pcs}))
            self._runs[memo_key] = out
        if not ticks:
            return False
        w.ready_at, w.reason, w.last = ready_at, reason, last
        if pc != pc0:
            self._retire_run(w, g, key0, pc0, pc, path, sel, threads, issued, last)
        sc.token += 1                               # the tick at t runs as an event (events.wake)
        sc.next_event = t
        self._hold_places(ticks, t, (self._tick_fn, (sc, sc.token)))
        return True

    def _retire_run(self, w, g, key0, pc0: int, pc: int, path, sel, threads: int, issued: int, last: int) -> None:
        """Account a run-ahead of warp ``w`` (computed or replayed from the memo): its
        instructions pc0..pc-1 issued once each (counts by class and unit), ``issued`` of them
        with an active lane, the clock at its last issue, and its lane group moved to ``pc``."""
        s = self.stats
        s.warp_instructions += pc - pc0
        s.thread_instructions += threads
        by_class, unit_busy = s.by_class, s.unit_busy
        counts = self._ran.get((pc0, pc)) or self._counts(pc0, pc)
        for cls, k in counts[0]:
            by_class[cls] = by_class.get(cls, 0) + k
        for unit, k in counts[1]:
            unit_busy[unit] = unit_busy.get(unit, 0) + k
        self.simt.plain_issued[w.row] += issued
        self.st.clock = last
        groups = g.groups
        del groups[key0]
        key = self.key_next[pc - 1] if not path else self.simt.key(pc, path)     # (Simt.key)
        groups[key] = [pc, path, [sel]]
        g.heap[0] = key
        if self.sm_last[w.sm] < last + 1:
            self.sm_last[w.sm] = last + 1

    def _replay_run(self, sc, w, g, key0, pc0: int, path, sel, n_sel: int, t0: int, run) -> bool:
        """Apply a run-ahead computed before from the same relative state (``_run_ahead``)."""
        if run is None:
            return False
        ticks, t, pc, ready_at, reason, last, waits, written, units = run
        s = self.stats
        for why, gap in waits:
            charge_stall(s, w, why, gap)
        busy = w.busy
        for d, v in written:
            busy[d] = t0 + v
        free = sc.free
        for u, v in units:
            free[u] = t0 + v
        w.ready_at, w.reason = t0 + ready_at, reason
        if pc != pc0:
            last += t0
            w.last = last
            n = pc - pc0
            self._retire_run(w, g, key0, pc0, pc, path, sel, n * n_sel, n, last)
        sc.token += 1
        sc.next_event = t0 + t
        self._hold_places([t0 + x for x in ticks], t0 + t, (self._tick_fn, (sc, sc.token)))
        return True

    def _segment(self, pc0: int) -> tuple:
        """(getter of the registers, the units, whether a guard is read, how many plain
        instructions) of what a run-ahead from ``pc0`` may touch: its plain instructions
        and the one it stops at (a memo is worth its key from two instructions on)."""
        regs, units, guarded, pc = {0}, [], False, pc0
        while self.fast[pc] is not None:
            info = self.opt[pc]
            regs.update(info.ids)
            units.append(info.unit)
            guarded = guarded or self.fast[pc][-1] is not None
            pc += 1
        look = self.looks[pc]
        if look is not None:
            regs.update(look[2])
            units.append(look[0])
        regs = sorted(regs)
        seg = self._segments[pc0] = (operator.itemgetter(*regs, 0), tuple(dict.fromkeys(units)), guarded, pc - pc0)
        return seg

    def _counts(self, first: int, end: int) -> tuple:
        """((class, instructions), (unit, busy cycles)) of PCs first..end-1, one issue each."""
        classes, units = {}, {}
        for info in self.opt[first:end]:
            classes[info.cls] = classes.get(info.cls, 0) + 1
            units[info.unit] = units.get(info.unit, 0) + info.interval
        got = self._ran[(first, end)] = (tuple(classes.items()), tuple(units.items()))
        return got

    def _hold_places(self, ticks: list[int], t: int, event: tuple) -> None:
        """Schedule ``event`` at cycle ``t`` where the chain of ticks at ``ticks`` would
        have scheduled it: the chain — one list, the cycles left and the event — takes
        each of those ticks' turns in their cycles in turn (``_Calendar.run``)."""
        chain = [event, t, t]           # (t twice: at t the chain runs event itself, _Calendar.run)
        chain.extend(reversed(ticks[1:]))
        self.q.bucket(ticks[0]).append(chain)

    def _issue_plain(self, sc, w, g, key, pc: int, path: tuple, sel, info, t: int) -> None:
        """TimingGPU._issue (_take, _account, _reserve, _dispatch, _retire) of a plain
        instruction, fused."""
        op = self.ops[pc]
        heap = g.heap
        heappop(heap)                                      # _take
        groups = g.groups
        del groups[key]
        s = self.stats                                     # _account
        last = w.last
        if last >= 0 and t - last > 1:
            charge_stall(s, w, w.reason, t - last - 1)
        w.reason = "not selected"
        w.last = t
        self.st.clock = t
        active = sel if op.guard is None else self.simt.guard(g, op, pc, sel, path)
        by_class = s.by_class
        by_class[info.cls] = by_class.get(info.cls, 0) + 1
        s.warp_instructions += 1
        if isinstance(active, slice):
            n_act = active.stop - active.start if active.stop > active.start else 0
        else:
            n_act = active.size
        s.thread_instructions += n_act
        unit = info.unit                                   # _reserve
        interval = info.interval
        free = sc.free
        if t + interval > free[unit]:
            free[unit] = t + interval
        unit_busy = s.unit_busy
        unit_busy[unit] = unit_busy.get(unit, 0) + interval
        if n_act:                                          # _dispatch
            self.simt.plain_issued[w.row] += 1             # (Simt.issued, folded in at a budget check)
            if self.memops[pc] is not None:
                self.same_cycle.add(pc, active, t)
                self.mem_pending.setdefault(pc, []).append((w, active))
            done = t + info.total_latency
            busy = w.busy
            for d in info.dst_ids:
                busy[d] = done
        if path or (sel.stop <= sel.start if isinstance(sel, slice) else sel.size == 0):
            g.push(pc + 1, sel, path)
        else:                                              # Groups.push, no call path
            k = self.key_next[pc]
            grp = groups.get(k)
            if grp is None:
                groups[k] = [pc + 1, path, [sel]]
                heappush(heap, k)
            else:
                grp[2].append(sel)
        w.ready_at = t + 1
        sm_last = self.sm_last                             # _retire
        if sm_last[w.sm] < t + 1:
            sm_last[w.sm] = t + 1
        if not w.done and not (heap or g.deferred or g.wwait or g.parked):
            w.done = True
            self._warp_done(w, t)

    def _flush(self) -> None:
        # TimingGPU._flush without semantics: only memory instructions have work to do
        self.same_cycle.take()
        mem, self.mem_pending = self.mem_pending, {}
        for pc, issued in mem.items():
            self._memory(pc, self.ops[pc], None, issued)
        if self._later_runs:
            runs, self._later_runs = self._later_runs, []
            for sc, held in runs:
                self._hold_run(sc, held)

    def _hold_run(self, sc, held: list) -> None:
        """Fill ``held`` — the place in its cycle's list of the tick ``_tick`` scheduled
        next, ``[tick event, its cycle]`` — with the chain of the ticks ``_run_sub`` runs
        from there: at its turn it moves to the next tick's cycle, ..., and the tick the run
        stopped at runs as an event (``_Calendar.run``). Left as it is (no tick ran), the
        tick runs at its turn."""
        run = self._run_sub(sc, held[1])
        self._sub_tries += 1
        if run is None:
            return
        ticks, t, issuer = run
        self._sub_ticks += len(ticks)
        sc.next_event = t
        if issuer is not None:          # (the tick at t issues issuer's instruction)
            held[0] = (self._tick_known, (sc, sc.token, issuer))
        held[1] = t
        held.append(t)                  # (t twice: the chain runs the tick at t as its own, _Calendar.run)
        ticks.reverse()                 # (held + reversed(ticks[1:]), without copies)
        ticks.pop()
        held += ticks

    def _memory(self, pc: int, op, sel, issued: list) -> tuple[bool, tuple]:
        """``TimingGPU._memory`` from the trace: each warp's access, in issue order, goes to
        the memory system as ``MemorySystem._warp`` would send it (one coalescing per
        pattern, alignment and state-space window), its registers' ready cycles set."""
        t = self.q.now
        mop = self.memops[pc]
        info = self.opt[pc]
        mem = self.mem
        # the memory units keep their times as floats (fractional port cycles): ``t`` as
        # one keeps their comparisons and sums on Python's fast path for two floats (an
        # int with a float leaves it); their results come back as int cycles either way
        tf = float(t)
        mem.clock.now = tf
        wmma = info.wmma_kind if op.ins.opcode == "wmma" else None
        dsts = info.dst_ids
        kind = mop.kind
        accesses = self.accesses[pc]
        store = kind in ("store", "wmma_store")
        bypass = mop.bypass_l1
        next_sent = self.next_sent
        if wmma is not None and issued:     # (setdefault would build a list per access)
            lats = self.stats.wmma_latency.get(wmma)
            if lats is None:
                lats = self.stats.wmma_latency[wmma] = []
            ready_of_load = kind == "wmma_load"
        for w, ws in issued:
            if next_sent is not None:                   # (an earlier replay's: __init__)
                rec, acc = next_sent[w.gid]()
            else:
                rec = self.next_access[w.gid]()         # (first lane's address, pattern, stride)
                acc = accesses.get(rec)
                if acc is None:
                    acc = accesses[rec] = self._coalesce(mop, pc, *rec)
                self._sending[w.gid].append((rec, acc))
            what, n, lines, masks = acc
            if what == "global":
                if store:
                    ready, done = mem._store_lines(w.sm, tf, n, lines, masks)
                else:
                    ready, done = mem._load_lines(w.sm, tf, n, lines, masks, bypass)
            else:
                ready, done = self._access(mop, w.sm, t, rec, acc, ws)
            if kind == "async_copy" and ready > w.cp_open:
                w.cp_open = ready
            busy = w.busy
            for d in dsts:
                busy[d] = ready
            if wmma is not None:
                lats.append((ready if ready_of_load else done) - t)
        return False, ANY

    def _coalesce(self, mop, pc: int, a0: int, pid: int, stride: int) -> tuple:
        """What one warp's access at ``a0`` with pattern ``pid`` sends to the memory
        system (``MemorySystem._warp`` with the addresses as a pattern): ``("global", sector
        transfers, the L1 lines, their sector masks)``, ``("shared", wavefronts, ...)``,
        ``("mixed", ...)`` or ``("general", ...)`` (atomics, constants: ``issue``). The
        pattern's coalescing is shared by the (PC, pattern, alignment, window) keys of a
        memory geometry (``coalesced``); the lines are the pattern's shifted to ``a0``."""
        if mop.kind == "atomic" or mop.space == "const":
            return ("general", 0, None, None)
        stride = 0 if stride < 0 else stride
        key = (pc, pid, stride, a0 & 127, a0 // WINDOW_SIZE)     # as _warp's key
        pat = self.coalesced.get(key)
        if pat is None:
            rel, lanes = self.patterns[pid]
            pat = self.coalesced[key] = self.mem._pattern(mop, rel + a0, lanes, stride)
        what, n, rel_lines, masks = pat
        if what != "global":
            return pat
        base = a0 >> self.mem.l1_shift
        lines = [r + base for r in rel_lines]
        # one int object per line number (line_ints): the L1's tags keep the object a
        # line was filled with, so a later access's lookups of it match by identity
        # instead of comparing two big ints in memory far apart
        ints = self.line_ints
        return (what, n, list(map(ints.setdefault, lines, lines)), masks)

    def _access(self, mop, sm: int, t: int, rec: tuple, acc: tuple, ws) -> tuple[int, int]:
        """One warp's access that is not a plain global one (``_coalesce``)."""
        mem = self.mem
        what, n = acc[0], acc[1]
        if what == "shared":
            return mem._shared_access(sm, t, n, mem._ldmatrix_extra(mop))
        a0, pid, stride = rec
        rel, lanes = self.patterns[pid]
        return mem.issue(mop, sm, t, rel + a0, lanes, sel_indices(ws), 0 if stride < 0 else stride)


def check_recordable(dev, prog, kernel: str) -> list:
    """Refuse what a replay could not reproduce; returns the host writes that fill the L2."""
    why = unsafe_reasons(prog)
    if why:
        raise ReplayError(f"kernel {kernel}: cannot record for replay: {'; '.join(why)}")
    if dev._memory_state is not None:
        raise ReplayError(f"kernel {kernel}: cannot record for replay: this device ran a timing launch before "
                          "(the cache state it left is not in a trace); record on a fresh device")
    return list(dev._pending_host_writes)


def memory_for(trace: Trace, config):
    """A memory hierarchy of ``config`` as the recording's launch found it: empty caches,
    filled by the same host copies — copied from the L2 those copies left in an earlier
    run of this trace object with the same L2 parameters (the recording's, or a replay's:
    ``_decoded``), else filled here by them."""
    from tcsim.timing.memory import MemoryState

    check_config(trace, config)
    m = MemoryState(config)
    filled = trace.__dict__.get("_decoded", {}).get(_l2_key(config))
    if filled is not None:
        for part, (sets, victims) in zip(m.l2_parts, filled):
            # built and indexed at C speed: a 512^3 GEMM's L2 holds tens of thousands of lines
            part.sets = {k: dict(zip(lines, ents)) for k, (lines, ents) in sets.items()}
            part.victims = set(victims)
            # L2._where's memo of each line's (slice, set), as filling the lines leaves it
            loc = part.loc = {}
            for k, st in part.sets.items():
                loc.update(dict.fromkeys(st, (k[0], st)))
            part.spans = {}                                 # (read_full's memo of loc)
        return m
    for a, n in trace.host_writes:
        m.note_host_write(a, n)
    return m


def _l2_key(config) -> tuple:
    return ("l2 filled", repr(config.timing.memory.l2))


def _filled(state) -> list:
    """The L2 as host copies left it, before the launch's first access (``memory_for``):
    per partition its sets (the lines in LRU order and their entries) and victims."""
    return [({k: (tuple(lines), tuple(lines.values())) for k, lines in part.sets.items()},
             frozenset(part.victims)) for part in state.l2_parts]


def check_occupancy(trace: Trace, gpu) -> None:
    """Other timing parameters must not change how many CTAs an SM holds (nor the carve-out)."""
    now = gpu.stats.occupancy
    keys = ("ctas_per_sm", "limited_by", "warps_per_sm")
    if any(now.get(k) != trace.occupancy.get(k) for k in keys) or gpu.carveout != trace.carveout_used:
        raise ReplayError(f"replay: the config changes the occupancy ({trace.occupancy.get('ctas_per_sm')} -> "
                          f"{now.get('ctas_per_sm')} CTAs per SM, carve-out {trace.carveout_used} -> {gpu.carveout} "
                          "bytes); a replay may change timing only")


#: the cyclic collector's oldest-generation threshold while a replay runs (``_frozen_heap``;
#: CPython's default is 10 — a full collection every 10 of the middle generation's)
_REPLAY_GEN2_THRESHOLD = 1000


@contextlib.contextmanager
def _frozen_heap():
    """Keep the objects alive when a replay starts out of the cyclic collector's scans while
    it runs (``gc.freeze``; ``gc.unfreeze`` after). They are the trace, its decoded program
    and memos, the filled L2's copy: they live through the whole replay, and the replay's
    full collections rescanned them all (wmma_gemm 512^3 replays: 4.53-4.75 CPU s frozen
    against 4.89-5.04 in three alternating pairs, same cycles). Reference counting still frees
    them; the collector sees them again afterwards. A full run creates its objects as it
    goes, so freezing at its start gains nothing measurable (measured: 13.0/14.3 against
    13.7/13.5 CPU s). Not done when the caller froze or disabled the collector itself
    (unfreezing would undo its freeze).

    Full collections are also made rare while the replay runs (the oldest generation's
    threshold at least :data:`_REPLAY_GEN2_THRESHOLD`): the first replay of a trace object
    builds the memos the later ones take in turn — millions of long-lived records — and each
    full collection rescanned all of them built so far (sgemm 256^3: 26 full collections,
    first replay 20.9 against 18.4 CPU s with none; the later replays make none either way;
    the same peak memory). Young cycles are still collected; what reaches the oldest
    generation waits for a full collection after the replay, when the threshold is back."""
    if not gc.isenabled() or gc.get_freeze_count():
        yield
        return
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(threshold[0], threshold[1], max(threshold[2], _REPLAY_GEN2_THRESHOLD))
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()


def replay(dev, trace: Trace, **launch):
    """Time ``trace`` on ``dev``'s config (``Device.replay``). The PTX is parsed and the
    kernel decoded once per trace object and process (kept on the trace, not saved; a
    trace recorded in this process starts with the recording's): the replays of a sweep's
    group share them — what a replay reads of them (the code, the register and
    shared-memory layout) depends neither on timing values nor on the tensor arithmetic (it
    runs no semantics), a replay changes nothing in them, and check_config keeps
    everything else equal to the recording's."""
    from tcsim.runtime.ptx import RawModule

    check_config(trace, dev.config)
    decoded = trace.__dict__.get("_decoded")
    if decoded is None:
        seed = trace.memory.seed if trace.memory is not None else None
        decoded = trace.__dict__["_decoded"] = dict(seed or {})
    if "module" in decoded:
        mod = RawModule(dev, decoded["module"])
        mod.text = trace.ptx
    else:
        mod = dev.load_ptx(trace.ptx)
        decoded["module"] = mod.module
    if "program" in decoded:
        mod._programs[trace.kernel] = decoded["program"]
    k = mod.get_function(trace.kernel)
    with _frozen_heap():
        result = k(trace.grid, trace.block, (), trace.shared_mem, mode="timing", registers=trace.registers,
                   carveout=trace.carveout, replay=trace, record=False, sample=False, **launch)
    decoded["program"] = mod.program(trace.kernel)
    return result
