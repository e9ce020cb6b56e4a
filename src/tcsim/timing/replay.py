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
through a timing model with other timing parameters, without re-running the kernel.

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

import dataclasses
import gzip
import pickle
from collections import deque
from dataclasses import dataclass, field
from heapq import heappop
from pathlib import Path

import numpy as np

from tcsim import __version__
from tcsim.errors import LaunchError
from tcsim.exec.memory import WINDOW_SIZE
from tcsim.exec.program import _warp_synchronous as ins_sync
from tcsim.exec.selection import empty, sel_indices, subsel
from tcsim.exec.simt import Simt
from tcsim.isa import ir
from tcsim.timing.deferred import ANY
from tcsim.timing.events import END_OF_CYCLE, SameCycle
from tcsim.timing.gpu import TimingGPU

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

    __slots__ = ("patterns", "warps", "_ids")

    def __init__(self) -> None:
        self.patterns: list[tuple[np.ndarray, np.ndarray]] = []
        self.warps: dict[int, list] = {}        # warp id -> [(a0, pattern, stride)], then arrays
        self._ids: dict[tuple[bytes, bytes], int] | None = {}

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
        self._ids = None


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
        obj = pickle.loads(gzip.decompress(Path(path).read_bytes()))
    except (OSError, EOFError, pickle.UnpicklingError, gzip.BadGzipFile) as e:
        raise ReplayError(f"{path}: not a tcsim trace file ({e})") from None
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
        if ins.opcode == "ld" and any(m in ins.mods for m in ("volatile", "acquire", "relaxed")):
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


class ReplaySimt(Simt):
    """The SIMT rules with guard lanes and forward-progress decisions from a trace."""

    def __init__(self, st, on_resume, guards: dict, spins: dict):
        super().__init__(st, on_resume=on_resume)
        self.rec_guards = {k: deque(v) for k, v in guards.items()}
        self.rec_spins = {k: deque(v) for k, v in spins.items()}

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


def _constant(value):
    return lambda st, sel: value


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
        self.simt = ReplaySimt(self.st, self._resumed, recorded.guards, recorded.spins)
        self.late = _NoLate()
        self.same_cycle = _MemoryOnly(self.q, self._flush, self.memops)
        streams = recorded.memory
        self.patterns = streams.patterns
        self.next_access = {w: zip(a0.tolist(), pid.tolist(), stride.tolist()).__next__
                            for w, (a0, pid, stride) in streams.warps.items()}
        shared_cfg = self.cfg.timing.memory.shared
        geometry = ("coalesced", program, self.mem.l1_shift, shared_cfg.banks, shared_cfg.bank_bytes)
        self.coalesced: dict[tuple, tuple] = self.decoded.setdefault(geometry, {})
        self.plain = self._plain_pcs()
        for pc, mask in recorded.masks.items():        # (this replay's own program)
            self.ops[pc].wsync = _constant(np.uint32(mask))

    def _describe(self, op):
        if self.shared_memops is not None:
            return self.shared_memops[op.pc]
        return super()._describe(op)

    def _semantics(self, op, sel) -> None:
        pass

    # ------------------------------------------------------------------ issue
    # TimingGPU._issue's five stages fused for the instructions a replay issues most —
    # ALU and memory instructions whose dispatch only moves the group on, sets the
    # scoreboard and (memory) queues the access for the cycle's end; a replay has nothing
    # to run late. Every other instruction takes TimingGPU's stages (the same results:
    # tests/timing/test_replay.py compares replays with full runs).
    def _plain_pcs(self) -> list[bool]:
        return [op.kind == "alu" and info.wmma_kind is None and op.ins.opcode not in ("wmma", "mma", "wgmma")
                and op.pc not in self.async_sync and (mop is None or mop.kind != "async_copy")
                for op, info, mop in zip(self.ops, self.opt, self.memops)]

    def _issue(self, sc, w, key, pc: int, path: tuple, sel, info, t: int) -> None:
        if not self.plain[pc]:
            return super()._issue(sc, w, key, pc, path, sel, info, t)
        op = self.ops[pc]
        g = w.g
        heappop(g.heap)                                    # _take
        del g.groups[key]
        s = self.stats                                     # _account
        last = w.last
        if last >= 0 and t - last > 1:
            gap = t - last - 1
            reason = w.reason
            s.stalls[reason] = s.stalls.get(reason, 0) + gap
            ws = w.stalls
            if ws is None:
                ws = w.stalls = s.warp_stalls.setdefault(w.gid, {})
            ws[reason] = ws.get(reason, 0) + gap
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
            self.simt.issued[w.row] += 1
            if self.memops[pc] is not None:
                self.same_cycle.add(pc, active, t)
                self.mem_pending.setdefault(pc, []).append((w, active))
            done = t + info.total_latency
            busy = w.busy
            for d in info.dst_ids:
                busy[d] = done
        g.push(pc + 1, sel, path)
        w.ready_at = t + 1
        sm_last = self.sm_last                             # _retire
        if sm_last[w.sm] < t + 1:
            sm_last[w.sm] = t + 1
        if not w.done and not (g.heap or g.deferred or g.wwait or g.parked):
            w.done = True
            self._warp_done(w, t)

    def _flush(self) -> None:
        # TimingGPU._flush without semantics: only memory instructions have work to do
        self.same_cycle.take()
        mem, self.mem_pending = self.mem_pending, {}
        for pc, issued in mem.items():
            self._memory(pc, self.ops[pc], None, issued)

    def _memory(self, pc: int, op, sel, issued: list) -> tuple[bool, tuple]:
        """``TimingGPU._memory`` from the trace: each warp's access, in issue order, goes to
        the memory system as ``MemorySystem._warp`` would send it (one coalescing per
        pattern, alignment and state-space window), its registers' ready cycles set."""
        t = self.q.now
        mop = self.memops[pc]
        info = self.opt[pc]
        mem = self.mem
        mem.clock.now = t
        wmma = info.wmma_kind if op.ins.opcode == "wmma" else None
        dsts = info.dst_ids
        kind = mop.kind
        for w, ws in issued:
            a0, pid, stride = self.next_access[w.gid]()
            ready, done = self._access(mop, pc, w.sm, t, a0, pid, 0 if stride < 0 else stride, ws)
            if kind == "async_copy" and ready > w.cp_open:
                w.cp_open = ready
            busy = w.busy
            for d in dsts:
                busy[d] = ready
            if wmma is not None:
                self.stats.wmma_latency.setdefault(wmma, []).append((ready if kind == "wmma_load" else done) - t)
        return False, ANY

    def _access(self, mop, pc: int, sm: int, t: int, a0: int, pid: int, stride: int, ws) -> tuple[int, int]:
        """One warp's access (``MemorySystem._warp`` with the addresses as a pattern)."""
        mem = self.mem
        kind = mop.kind
        if kind == "atomic" or mop.space == "const":
            rel, lanes = self.patterns[pid]
            return mem.issue(mop, sm, t, rel + a0, lanes, sel_indices(ws), stride)
        key = (pc, pid, stride, a0 & 127, a0 // WINDOW_SIZE)     # as _warp's key
        pat = self.coalesced.get(key)
        if pat is None:
            rel, lanes = self.patterns[pid]
            pat = self.coalesced[key] = mem._pattern(mop, rel + a0, lanes, stride)
        what, n, rel_lines, masks = pat
        if what == "shared":
            return mem._shared_access(sm, t, n, mem._ldmatrix_extra(mop))
        if what == "mixed":
            rel, lanes = self.patterns[pid]
            return mem.issue(mop, sm, t, rel + a0, lanes, sel_indices(ws), stride)
        base = a0 >> mem.l1_shift
        lines = [r + base for r in rel_lines]
        if kind in ("store", "wmma_store"):
            return mem._store_lines(sm, t, n, lines, masks)
        return mem._load_lines(sm, t, n, lines, masks, mop.bypass_l1)


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
    filled by the same host copies."""
    from tcsim.timing.memory import MemoryState

    check_config(trace, config)
    m = MemoryState(config)
    for a, n in trace.host_writes:
        m.note_host_write(a, n)
    return m


def check_occupancy(trace: Trace, gpu) -> None:
    """Other timing parameters must not change how many CTAs an SM holds (nor the carve-out)."""
    now = gpu.stats.occupancy
    keys = ("ctas_per_sm", "limited_by", "warps_per_sm")
    if any(now.get(k) != trace.occupancy.get(k) for k in keys) or gpu.carveout != trace.carveout_used:
        raise ReplayError(f"replay: the config changes the occupancy ({trace.occupancy.get('ctas_per_sm')} -> "
                          f"{now.get('ctas_per_sm')} CTAs per SM, carve-out {trace.carveout_used} -> {gpu.carveout} "
                          "bytes); a replay may change timing only")


def replay(dev, trace: Trace, **launch):
    """Time ``trace`` on ``dev``'s config (``Device.replay``). The PTX is parsed and the
    kernel decoded once per trace object and process (kept on the trace, not saved): the
    replays of a sweep's group share them — what a replay reads of them (the code, the
    register and shared-memory layout) does not depend on timing values, and check_config
    keeps everything else equal to the recording's."""
    from tcsim.runtime.ptx import RawModule

    check_config(trace, dev.config)
    decoded = trace.__dict__.setdefault("_decoded", {})
    if "module" in decoded:
        mod = RawModule(dev, decoded["module"])
        mod.text = trace.ptx
    else:
        mod = dev.load_ptx(trace.ptx)
        decoded["module"] = mod.module
    key = ("program", dev.tensor_arithmetic)
    if key in decoded:
        mod._programs[trace.kernel] = decoded[key]
    k = mod.get_function(trace.kernel)
    result = k(trace.grid, trace.block, (), trace.shared_mem, mode="timing", registers=trace.registers,
               carveout=trace.carveout, replay=trace, record=False, sample=False, **launch)
    decoded[key] = mod.program(trace.kernel)
    return result
