"""The timing driver: SMs of four sub-cores issuing warp instructions cycle by cycle.

Timing drives execution: an instruction's semantics (the same ``fn(state, sel)`` the
functional driver uses) run at the cycle the scheduler issues it, with the state's clock set
to that cycle, so ``%clock`` in a microbenchmark reads simulated time.

Per sub-core, each cycle the scheduler (greedy-then-oldest or loose round-robin) issues at
most one instruction from a warp whose next instruction is ready: its source and destination
registers are not waiting for an older instruction (scoreboard: RAW and WAW, also for
tensor-core fragments) and its functional unit can accept it (initiation interval). The
destination registers become ready after the class latency (``timing/classes.py``); a
``wmma.mma`` is timed per HMMA micro-op by ``timing/tensor_core.py``. Idle cycles cost
nothing: a sub-core with no ready warp sleeps until the earliest cycle one can be ready.

Warps are assigned to sub-cores by their warp slot in the SM modulo 4 (seed 003 §2.2).
CTAs are placed on SMs as the occupancy limits allow (threads/warps, CTAs, shared memory
per SM) and a waiting CTA starts when a resident one finishes.

Each warp is one SIMT scope of ``exec/simt.py`` — the very rules the functional driver
applies to a whole batch: the warp issues its group at the lowest (call path, PC);
divergent groups merge again; lanes wait at warp-synchronous instructions for their
membermask; a group spinning on a lock another group of the warp holds yields; barriers
park lanes per CTA. Memory instructions go to the memory hierarchy (``timing/memory.py``)
at the end of their issue cycle, with their lanes' addresses; it says when their
destination registers are ready. Loads and tensor-core instructions then execute late, in
batches (``timing/deferred.py``).
"""

from __future__ import annotations

import heapq
import operator
from dataclasses import dataclass, field

import numpy as np

from tcsim.errors import ExecutionError
from tcsim.exec.operands import Fault
from tcsim.exec.selection import sel_indices
from tcsim.exec.simt import Groups, Simt, as_sel, execute, merge, where
from tcsim.exec.slicing import cannot_fault, whole_warps_only
from tcsim.exec.state import ThreadBatch
from tcsim.isa import ir
from tcsim.timing.classes import classify
from tcsim.timing.deferred import ANY, DeferredExec, whole_warps
from tcsim.timing.events import AFTER_CYCLE, EventQueue, SameCycle, wake
from tcsim.timing.memops import describe, footprint
from tcsim.timing.memory import MemoryState, MemorySystem
from tcsim.timing.placement import Placer, SmOccupancy, gpcs
from tcsim.timing.regs import bank_conflict, op_registers
from tcsim.timing.tensor_core import FedpArray, TensorCoreTiming
from tcsim.timing.tma import TmaUnit
from tcsim.timing.wgmma import WgmmaTiming


@dataclass
class OpTiming:
    """Per-instruction timing facts, computed once per program."""

    unit: str
    cls: str
    latency: int
    regs: tuple        # sources and destinations (scoreboard)
    dsts: tuple
    bank_conflict: bool
    slots: int = 1     # issue cycles on the unit (a wmma.load is several SASS loads)
    # filled in by TimingGPU: the scoreboard's view (register ids index Warp.busy)
    ids: tuple = ()          # sources and destinations
    dst_ids: tuple = ()
    busy_of: object = None   # busy list -> the ready cycles of ids (operator.itemgetter)
    pipe: str = ""           # stall reason when the unit is busy
    interval: int = 1        # cycles the unit is busy per issue
    total_latency: int = 0   # latency including the register-bank conflict penalty
    wmma_kind: str | None = None   # "wmma.load"... / "mma.sync": latency statistics
    flops: int = 0                 # per issue (wmma.mma / mma)


@dataclass
class MicroOpRecord:
    warp: int
    sm: int
    pc: int
    name: str
    set: int
    step: int
    issue: int
    done: int


@dataclass
class TimingStats:
    cycles: int = 0
    warp_instructions: int = 0      # issues: one instruction by one warp, guard-false lanes or not
    thread_instructions: int = 0    # lanes of those issues whose guard holds
    by_class: dict = field(default_factory=dict)
    unit_busy: dict = field(default_factory=dict)
    sm_active: list = field(default_factory=list)
    stalls: dict = field(default_factory=dict)          # cycles, all warps, by reason
    warp_stalls: dict = field(default_factory=dict)     # warp id -> {reason: cycles}
    trace: list = field(default_factory=list)
    wmma_latency: dict = field(default_factory=dict)    # "wmma.load"/... -> [cycles]
    tensor_flops: int = 0
    occupancy: dict = field(default_factory=dict)      # CTAs per SM and the limiting resource
    sub_cores: int = 0
    memory: dict = field(default_factory=dict)          # memory-hierarchy statistics
    pc_stalls: dict = field(default_factory=dict)       # SASS mode: "PC instruction" -> {reason: cycles}

    def summary(self, clock_mhz: float) -> dict:
        """Utilisation, stall reasons, wmma latency distributions and achieved TFLOPS."""
        cyc = max(self.cycles, 1)
        lat = {k: {"count": len(v), "min": int(min(v)), "median": float(np.median(v)), "max": int(max(v))}
               for k, v in self.wmma_latency.items() if v}
        return {
            "cycles": self.cycles,
            "ipc": self.warp_instructions / cyc,
            "sm_utilisation": [a / cyc for a in self.sm_active],
            "unit_utilisation": {u: b / (cyc * max(self.sub_cores, 1)) for u, b in self.unit_busy.items()},
            "stall_cycles": self.stalls,
            "wmma_latency": lat,
            "tensor_tflops": self.tensor_flops / (cyc / (clock_mhz * 1e6)) / 1e12,
            "instructions_by_class": self.by_class,
            "occupancy": self.occupancy,
            "memory": self.memory,
            **({"pc_stalls": self.pc_stalls} if self.pc_stalls else {}),
        }


def look_order(warps: list, last, gto: bool) -> list:
    """``warps`` (oldest first) in the order a sub-core's scheduler looks at them after
    ``last`` issued: greedy-then-oldest (``gto``) puts ``last`` first, then the oldest
    (``warps`` itself when ``last`` is None, done or the oldest); the round-robin starts
    after ``last`` (from the first when ``last`` is None or not among ``warps``). The
    timing driver's ticks and a replay's runs of ticks (timing/replay.py) both look so."""
    if last is None:
        return warps
    if gto:
        if last.done or last is warps[0]:
            return warps
        try:
            i = warps.index(last)
        except ValueError:
            return [last] + warps
        out = warps[:]                      # (copy, delete, insert: C-level, a tick's common case)
        del out[i]
        out.insert(0, last)
        return out
    if last not in warps:
        return warps
    i = warps.index(last) + 1
    return warps[i:] + warps[:i]


def charge_stall(stats: TimingStats, w, reason: str, gap: int) -> None:
    """``gap`` stall cycles of warp ``w`` for ``reason``, in the launch's and the warp's
    counts (the timing driver and the replay's fused issue paths share it)."""
    stats.stalls[reason] = stats.stalls.get(reason, 0) + gap
    ws = w.stalls
    if ws is None:
        ws = w.stalls = stats.warp_stalls.setdefault(w.gid, {})
    ws[reason] = ws.get(reason, 0) + gap


class Warp:
    __slots__ = ("gid", "row", "cta", "sm", "sub", "g", "ready_at", "busy", "done", "age", "reason", "last", "stalls",
                 "cp_open", "cp_groups", "bulk_open", "bulk_groups", "reuse", "mma_next")

    def __init__(self, gid: int, row: int, cta: int, sm: int, sub: int, age: int, simt: Simt, nregs: int = 1):
        self.gid, self.cta, self.sm, self.sub, self.age = gid, cta, sm, sub, age
        self.row = row  # its warp row in the thread state (per-warp arrays of Simt)
        self.g = Groups(simt, owner=self)  # the warp's lanes, grouped by (call path, PC)
        self.ready_at = 0
        self.busy = [0] * nregs  # register id (OpTiming.ids) -> cycle its value is ready
        self.done = False
        self.reason = "not selected"  # why it did not issue at the last look
        self.last = -1  # cycle of its last issue
        self.stalls: dict | None = None  # its entry of TimingStats.warp_stalls
        # cp.async: when the copies of its open group land in shared memory, and the landing
        # cycle of each committed group, oldest first
        self.cp_open = 0
        self.cp_groups: list[int] = []
        # bulk stores (timing/tma.py): (source read, written) cycles of its open bulk group
        # and of each committed one, oldest first
        self.bulk_open = (0, 0)
        self.bulk_groups: list[tuple[int, int]] = []
        self.reuse: tuple = ()  # SASS mode: the operands in its reuse cache (timing/sass.py)
        self.mma_next = 0  # Ampere, PTX mode: the earliest issue of its next MMA (timing/ampere_mma.py)


class SubCore:
    __slots__ = ("sm", "index", "warps", "free", "last", "next_event", "token", "fedp", "yielded")

    def __init__(self, sm: int, index: int):
        self.sm, self.index = sm, index
        self.fedp = FedpArray()  # the tensor cores' FEDP units (timing/tensor_core.py)
        self.warps: list[Warp] = []
        self.free = {"alu": 0, "fp64": 0, "sfu": 0, "mem": 0, "tensor": 0, "ctrl": 0}
        self.last: Warp | None = None
        self.yielded: Warp | None = None  # SASS mode: the warp whose yield bit was clear
        self.next_event: int | None = None
        self.token = 0


class TimingGPU:
    def __init__(self, st: ThreadBatch, config, trace: bool = False, memory: MemoryState | None = None,
                 carveout: int | None = None, grid: np.ndarray | None = None, max_cycles: int | None = None,
                 physical_registers=None):
        """``memory``: the device's memory state (L2, TLBs, DRAM; a fresh one if None);
        ``carveout``: shared-memory carve-out in bytes (default: the smallest configurable
        one that lets the most CTAs reside, as the driver picks it); ``grid``: the ctaid of
        every CTA of the launch, in launch order, when ``st`` holds fewer CTAs — its CTAs
        are then *slots* that CTAs take when placed on an SM and leave when they retire
        (default: ``st`` holds every CTA); ``max_cycles``: stop with an error when the
        kernel still runs after this cycle (None: no limit); ``physical_registers``: per
        PC, the physical register numbers the instruction reads (a register allocation, as
        SASS has it) — register-bank conflicts are charged only when it is given (PTX has
        only virtual registers, which ptxas renumbers)."""
        self.st = st
        self.grid = st.cta_ids.copy() if grid is None else grid
        self.max_cycles = max_cycles
        self.physical_registers = physical_registers
        self.cfg = config
        self.prog = st.program
        self.ops = self.prog.ops
        self.lat = config.timing.latency
        self.issue_cfg = config.timing.issue
        self.tc = TensorCoreTiming(config.timing.hmma, config.tensor.family, config.timing.mma)
        self.wgmma = WgmmaTiming(config.timing.hmma, config.timing.memory.l1.bytes_per_cycle, config.core.sub_cores,
                                 config.timing.mma.sparse_speedup if config.timing.mma is not None else 1)
        self.trace = trace
        self.q = EventQueue()
        self.stats = TimingStats()
        self.interval = {"alu": self.issue_cfg.alu_interval, "fp64": self.issue_cfg.fp64_interval,
                         "sfu": self.issue_cfg.sfu_interval, "mem": self.issue_cfg.mem_interval,
                         "ctrl": 1, "tensor": 0}
        self.memops = [self._describe(op) for op in self.ops]
        # cp.async.commit_group / wait_group N / wait_all, per PC: ("commit" | "wait", N, commit first)
        self.async_sync = {op.pc: _async_sync(op.ins) for op in self.ops if op.cls == "async_sync"}
        self.opt = [self._op_timing(op, m) for op, m in zip(self.ops, self.memops)]
        self.srcdst = [self._registers(op) for op in self.ops]
        # scoreboard: registers as small integers (0: a register that is never busy)
        reg_id: dict = {}
        for info in self.opt:
            for r in info.regs:
                reg_id.setdefault(r, len(reg_id) + 1)
            info.ids = tuple(reg_id[r] for r in info.regs)
            info.dst_ids = tuple(reg_id[r] for r in info.dsts)
            info.busy_of = operator.itemgetter(0, 0, *info.ids)  # (two or more: a tuple)
            info.interval = self.interval[info.unit] * info.slots
            info.total_latency = info.latency + (self.issue_cfg.bank_conflict_penalty if info.bank_conflict else 0)
        self.reg_id = reg_id
        self.nregs = len(reg_id) + 1
        # membermask registers of warp-synchronous instructions (read before they issue)
        self.mask_regs = {op.pc: (reg_id[self.prog.reg_loc[(op.func, op.ins.operands[-1].name)]],)
                          for op in self.ops if op.wsync is not None and op.ins.operands
                          and isinstance(op.ins.operands[-1], ir.Reg)}
        core = config.core
        self.nsm = core.sm_count
        self.subs = [[SubCore(s, i) for i in range(core.sub_cores)] for s in range(self.nsm)]
        # CTA placement: the SMs' occupancy and the queue of waiting CTAs (timing/placement.py)
        self.occ = SmOccupancy(core, config.name, st.launch.kernel, self.nsm, st.cta_stride // 32, st.smem_size,
                               getattr(st, "registers", None), config.timing.memory.l1.carveouts_kib, carveout)
        self.carveout = self.occ.carveout
        self.stats.occupancy = self.occ.summary()
        # clusters (runtime/cluster.py): placed whole, one CTA per SM on SMs of one GPC
        self.csize = st.cluster_size
        self.clustered = st.launch.explicit_cluster
        if self.clustered:
            self.gpcs = gpcs(self.nsm, core.sms_per_gpc)
            self.cluster_left: dict[int, int] = {}       # cluster -> its CTAs not retired
            self.cluster_held: dict[int, list] = {}      # cluster -> slots of its retired CTAs
            self.placer = Placer(len(self.grid) // self.csize, len(self.gpcs), self._fits_cluster, self._launch_cluster)
        else:
            self.placer = Placer(len(self.grid), self.nsm, self._fits, self._launch_cta)
        self.mem = MemorySystem(config, memory or MemoryState(config), self.nsm, self.carveout, st.T)
        self.sm_slots = [0] * self.nsm  # next warp slot (for sub-core assignment)
        self.cta_warps: dict[int, list[Warp]] = {}
        self.cta_sm: dict[int, int] = {}
        self.cta_live: dict[int, int] = {}
        # CTA state slots of ``st``: CTA -> slot; slots never used yet, then retired ones
        self.cta_slot: dict[int, int] = {}
        self.fresh_slots = 0
        self.free_slots: list[int] = []
        self.ctas_done = 0  # for progress reports (runtime/progress.py)
        # the SIMT rules and state shared by every warp (exits, barriers)
        self.simt = Simt(st, on_resume=self._resumed)
        self.sm_first = [None] * self.nsm
        self.sm_last = [0] * self.nsm
        self.age = 0
        self.end = 0
        # semantics of the ALU-kind instructions issued this cycle, per PC (see _flush)
        self.same_cycle = SameCycle(self.q, self._flush)
        # memory instructions issued this cycle, per PC: (warp, sel) for the memory system
        self.mem_pending: dict[int, list] = {}
        # loads and tensor instructions run late, batched (timing/deferred.py)
        self.late = DeferredExec(st, self.ops, self.q, where)
        # bulk copies (TMA, cp.async.bulk): the SMs' TMA units (timing/tma.py)
        self.tma = TmaUnit(config, self.mem, st, self.q, self.late.before_write) if config.timing.tma else None
        self.row_warp: dict[int, Warp] = {}   # warp row of ``st`` -> the warp there now
        self._tick_fn = self._tick
        self.gto = self.issue_cfg.scheduler != "lrr"
        st.run_async = self._run_async   # asynchronous copies (exec/ops/bulk_copy.py)

    # ------------------------------------------------------------------ setup
    #: loads and tensor instructions run late, batched (timing/deferred.py); SASS mode runs
    #: every instruction at its issue (timing/sass.py)
    defer_loads = True
    #: PCs whose semantics are not run, only timed: a cycles-only launch's slice
    #: (exec/slicing.py, set by ``cycles_only``); empty: every instruction runs
    skip: frozenset = frozenset()
    #: the last memory instruction's lanes' addresses as the kernel sees them (virtual;
    #: ``_addresses``), for the slice's fault check
    virtual: np.ndarray | None = None

    def cycles_only(self) -> str:
        """Run only the semantics the timing can observe (exec/slicing.py): for a run whose
        results are discarded (a cycles-only sampled launch). Returns why the slice is off
        for this program ("" when it is on)."""
        from tcsim.exec.slicing import program_slice

        cache = self.prog.__dict__.setdefault("_slice", {})
        got = cache.get("ptx")
        if got is None:
            got = cache["ptx"] = program_slice(self.prog, self.memops)
        self.skip = got.skip
        return got.off

    def _describe(self, op):
        """The instruction's memory descriptor (None: not a memory access)."""
        return describe(self.prog, op)

    def _registers(self, op):
        """(sources, destinations) of the instruction, as (bank, row) pairs."""
        return op_registers(self.prog, op)

    def _op_timing(self, op, mop=None) -> OpTiming:
        c = classify(op, self.lat)
        srcs, dsts = op_registers(self.prog, op)
        # register banks (seed 003 §3.5): only where a physical allocation is known — a PTX
        # virtual register number says nothing about the bank ptxas puts the register in
        phys = self.physical_registers
        conflict = phys is not None and bank_conflict(phys[op.pc], self.cfg.timing.issue.register_banks)
        info = OpTiming(c.unit, c.name, c.latency, tuple(dict.fromkeys(srcs + dsts)), dsts, conflict,
                        mop.parts if mop is not None else 1)
        info.pipe = f"{c.unit} pipe"
        code = op.ins.opcode
        if code in ("wmma", "mma"):
            info.wmma_kind = "wmma." + op.ins.mods[0] if code == "wmma" else "mma.sync"
            if info.wmma_kind in ("wmma.mma", "mma.sync"):
                m_, n_, k_ = _mnk(op.ins.mods)
                # m8n8k4: one MMA per quad pair, except DMMA (f64), one per warp
                per_warp = 4 if (code, m_, n_, k_) == ("mma", 8, 8, 4) and "f64" not in op.ins.mods else 1
                info.flops = 2 * m_ * n_ * k_ * per_warp
        return info

    # ------------------------------------------------------------------ CTAs
    def _launch_cta(self, cta: int, sm: int, _fits, t: int) -> None:
        """Start CTA ``cta`` on SM ``sm`` at cycle ``t`` (the :class:`Placer`'s launch)."""
        st = self.st
        nwarps = st.cta_stride // 32
        self.occ.take(sm)
        held = self._take_slot(cta)
        st.smid[held * st.cta_stride:(held + 1) * st.cta_stride] = sm  # %smid: where it runs
        warps = []
        for k in range(nwarps):
            gid = cta * nwarps + k           # the warp's id in the launch (statistics, trace)
            lane0 = (held * nwarps + k) * 32  # its first lane in ``st``
            slot = self.sm_slots[sm]
            self.sm_slots[sm] += 1
            sub = slot % len(self.subs[sm])
            w = Warp(gid, lane0 >> 5, cta, sm, sub, self.age, self.simt, self.nregs)
            self.row_warp[w.row] = w
            self.age += 1
            lanes = np.arange(lane0, lane0 + 32)
            lanes = lanes[st.real[lanes]]
            w.g.push(0, as_sel(lanes), ())
            w.ready_at = t
            if not w.g.heap:
                w.done = True
            self.subs[sm][sub].warps.append(w)
            warps.append(w)
        self.cta_warps[cta] = warps
        self.cta_sm[cta] = sm
        self.cta_live[cta] = sum(not w.done for w in warps)
        if self.sm_first[sm] is None:
            self.sm_first[sm] = t
        tick = self._tick_fn
        for sc in self.subs[sm]:
            wake(self.q, sc, t, tick)

    def _fits_cluster(self, gpc: int) -> list[int] | None:
        """SMs of GPC ``gpc`` for the next cluster (one CTA each, the least loaded first),
        or None when it does not fit there now or ``st`` has too few free slots."""
        if self.st.ncta - self.fresh_slots + len(self.free_slots) < self.csize:
            return None
        fit = sorted((self.occ.ctas[s], s) for s in self.gpcs[gpc] if self.occ.fits(s))
        if len(fit) < self.csize:
            return None
        return [s for _, s in fit[:self.csize]]

    def _launch_cluster(self, k: int, _gpc: int, sms: list[int], t: int) -> None:
        """Start cluster ``k``'s CTAs together, by rank, on the SMs ``sms``."""
        slots = []
        for r, sm in enumerate(sms):
            cta = k * self.csize + r
            self._launch_cta(cta, sm, True, t)
            slots.append(self.cta_slot[cta])
        peers = np.array(slots, dtype=np.int64)
        self.st.cluster_peers[peers] = peers[None, :]
        self.simt.cluster_reset(slots[0])
        self.cluster_left[k] = self.csize
        self.cluster_held[k] = []

    def _warp_done(self, w: Warp, t: int) -> None:
        """Warp ``w`` has no lanes left; the last of its CTA frees the CTA's room on the SM."""
        self.cta_live[w.cta] -= 1
        self.end = max(self.end, t + 1)
        if self.cta_live[w.cta] == 0:
            self.ctas_done += 1
            sm = self.cta_sm[w.cta]
            self.occ.release(sm)
            for warp in self.cta_warps[w.cta]:
                self.subs[sm][warp.sub].warps.remove(warp)
            self._free_slot(w.cta)
            del self.cta_warps[w.cta], self.cta_sm[w.cta], self.cta_live[w.cta]   # nothing per CTA outlives it
            self.placer.fill(t + 1)

    def _fits(self, sm: int) -> bool | None:
        """One more CTA fits on SM ``sm`` and ``st`` has a slot for its state."""
        if self.fresh_slots < self.st.ncta or self.free_slots:
            return self.occ.fits(sm)
        return None

    def _take_slot(self, cta: int) -> int:
        """The slot of ``st`` that CTA ``cta`` holds its state in while it resides: a
        fresh one (CTA i takes slot i while the grid fits in ``st``), else one a retired
        CTA left, reset to the state a CTA starts with."""
        if self.fresh_slots < self.st.ncta:
            slot = self.fresh_slots
            self.fresh_slots += 1
        else:
            slot = self.free_slots.pop()
            self._reset_slot(slot, cta)
        self.cta_slot[cta] = slot
        return slot

    def _free_slot(self, cta: int) -> None:
        """CTA ``cta`` retired: its results still to run late run now (they write its
        slot, which another CTA may take next), and the slot is free."""
        slot = self.cta_slot.pop(cta)
        if self.placer.waiting:
            late = self.late
            for warp in self.cta_warps[cta]:
                if warp.gid in late.waiting:
                    late.settle(warp.gid)
            if not self.clustered:
                self.free_slots.append(slot)
        if self.clustered:
            # a cluster's shared memory stays until its last CTA retires (other CTAs of
            # the cluster may still access it): its slots are freed together
            k = cta // self.csize
            self.cluster_held[k].append(slot)
            self.cluster_left[k] -= 1
            if self.cluster_left[k] == 0:
                del self.cluster_left[k]
                held = self.cluster_held.pop(k)
                if self.placer.waiting:
                    self.free_slots.extend(held)

    def _reset_slot(self, slot: int, cta: int) -> None:
        """Slot ``slot`` of ``st`` as a new CTA ``cta`` finds it: zeroed registers, shared,
        local and parameter memory, no thread exited, no barrier arrivals; its ctaid."""
        st, simt = self.st, self.simt
        n = st.cta_stride
        lo, hi = slot * n, (slot + 1) * n
        ids = self.grid[cta]
        st.cta_ids[slot] = ids
        for k in range(3):
            st.ctaid[k][lo:hi] = ids[k]
        for bank in st.banks.values():
            bank[:, lo:hi] = 0
        st.shared[slot * st.smem_stride:(slot + 1) * st.smem_stride] = 0
        st.local[lo * st.local_size:hi * st.local_size] = 0
        st.fparam[lo * st.fparam_size:hi * st.fparam_size] = 0
        st.ret_stack[:, lo:hi] = 0
        st.sp[lo:hi] = 0
        simt.exited[lo:hi] = ~st.real[lo:hi]
        simt.exited_per_cta[slot] = 0
        simt.issued[lo >> 5:hi >> 5] = 0      # the instruction budget is per warp, not per slot
        for counts in list(simt.arrived.values()) + list(simt.counted.values()):
            counts[slot] = 0
        simt.c_arrived[lo:hi] = -1

    # ------------------------------------------------------------------ events
    def run(self) -> TimingStats:
        self.occ.check_one_fits()
        if self.clustered and self.csize > max(len(g) for g in self.gpcs):
            raise ExecutionError(f"kernel {self.st.launch.kernel}: a cluster of {self.csize} CTAs does not fit in a GPC "
                                 f"of {self.cfg.name} ({max(len(g) for g in self.gpcs)} SMs)")
        self.placer.fill(0)
        with np.errstate(all="ignore"):
            if self.max_cycles is not None:     # (an event: nothing to check per event)
                self.q.at(self.max_cycles, self._budget, AFTER_CYCLE)
            self.q.run()
            self.late.flush()
        if self.placer.waiting or any(self.cta_live.values()):
            self._deadlock()
        return self._final_stats()

    def _final_stats(self) -> TimingStats:
        """The statistics at the run's end (a sampled run: where it stopped)."""
        s = self.stats
        s.cycles = self.end
        s.sub_cores = sum(len(x) for x in self.subs)
        s.sm_active = [(self.sm_last[i] - self.sm_first[i]) if self.sm_first[i] is not None else 0 for i in range(self.nsm)]
        s.memory = self.mem.summary()
        return s

    def _tick(self, sc: SubCore, token: int) -> None:
        """Sub-core ``sc`` looks for a warp to issue from (an :func:`events.wake` event)."""
        if token != sc.token:
            return
        t = self.q.now
        sc.next_event = None
        warps = sc.warps
        last = sc.last
        if sc.yielded is not None:
            order = self._yield_order(sc)
        elif len(warps) == 1 or (self.gto and (last is None or last.done or last is warps[0])):
            order = warps      # (greedy-then-oldest with the oldest warp last to issue)
        else:
            order = self._order(sc)
        nxt = None
        waiting = self.late.waiting   # warp id -> its instructions still to run late
        next_group = self.simt.next_group
        for w in order:
            if w.done:
                continue
            if w.ready_at > t:
                g = w.g
                if g.heap or g.deferred or g.wwait:       # Groups.runnable()
                    nxt = w.ready_at if nxt is None or w.ready_at < nxt else nxt
                continue
            if w.gid in waiting:
                cur = self._next(w)
            else:
                cur = next_group(w.g)
            if cur is None:  # its lanes wait at a barrier or a warp-synchronous instruction
                continue
            info = self.opt[cur[1]]
            ready = max(info.busy_of(w.busy))
            if ready < t:
                ready = t
            f = sc.free[info.unit]
            if info.unit == "tensor" and w.mma_next > f:   # the warp's own MMA pace (Ampere)
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
            key, pc, sel, path = cur
            self._issue(sc, w, key, pc, path, sel, info, t)
            sc.last = w
            wake(self.q, sc, t + 1, self._tick_fn)
            return
        if nxt is not None:
            wake(self.q, sc, nxt, self._tick_fn)

    def _next(self, w: Warp):
        """The group ``w`` issues next (``Simt.next_group``), or None; while instructions
        run late: a warp-synchronous instruction's membermask register is read before
        issue, so its pending writer runs first."""
        g = w.g
        if g.heap:
            mask_reg = self.mask_regs.get(g.groups[g.heap[0]][0])
            if mask_reg is not None:
                self.late.settle(w.gid, mask_reg)
        return self.simt.next_group(g)

    def _yield_order(self, sc: SubCore) -> list[Warp]:
        """SASS mode, after an instruction whose yield bit is clear: the other warps first
        (seed 003 §2.1: the scheduler then prefers to switch warps)."""
        y = sc.yielded
        return [w for w in self._order(sc) if w is not y] + ([y] if y in sc.warps else [])

    def _order(self, sc: SubCore) -> list[Warp]:
        """The warps of ``sc`` in the order the scheduler looks at them."""
        return look_order(sc.warps, sc.last, self.gto)

    # ------------------------------------------------------------------ issue
    # One instruction of warp ``w`` issues at cycle ``t`` in five stages, like a
    # pipeline's: take it from the warp's SIMT groups, account for it (stalls, counts,
    # guard), reserve its functional unit, dispatch it (the tensor core, the per-cycle
    # batch of semantics and the memory system, or control flow) and retire it (the
    # scoreboard, the warp's next ready cycle and its end).
    def _issue(self, sc: SubCore, w: Warp, key, pc: int, path: tuple, sel, info: OpTiming, t: int) -> None:
        op = self.ops[pc]
        self._take(w, key, info)
        active, n_act = self._account(w, op, pc, path, sel, info, t)
        self._reserve(sc, info, t)
        if n_act:
            self._dispatch(sc, w, op, pc, path, sel, active, info, t)
        else:                        # no lane's guard holds: the warp only moves on
            w.g.push(pc + 1, sel, path)
            w.ready_at = t + 1
        self._retire(w, t)

    def _take(self, w: Warp, key, info: OpTiming) -> None:
        """Take the group ``key`` off the warp's heap (``Simt.take``); results still to
        run late that the instruction reads or overwrites run now."""
        if w.gid in self.late.waiting:
            self.late.settle(w.gid, info.ids)
        g = w.g
        heapq.heappop(g.heap)
        del g.groups[key]

    def _account(self, w: Warp, op, pc: int, path: tuple, sel, info: OpTiming, t: int):
        """Stall cycles before this issue, instruction counts; returns the active lanes
        (the guard applied) and how many there are."""
        s = self.stats
        # the cycles since the warp's previous issue, beyond the one it needs, were stalls
        gap = t - w.last - 1 if w.last >= 0 else 0
        if gap > 0:
            charge_stall(s, w, w.reason, gap)
        w.reason = "not selected"
        w.last = t
        self.st.clock = t
        active = sel if op.guard is None else self.simt.guard(w.g, op, pc, sel, path)
        by_class = s.by_class
        by_class[info.cls] = by_class.get(info.cls, 0) + 1
        s.warp_instructions += 1
        if isinstance(active, slice):
            n_act = active.stop - active.start if active.stop > active.start else 0
        else:
            n_act = active.size
        s.thread_instructions += n_act
        return active, n_act

    def _reserve(self, sc: SubCore, info: OpTiming, t: int) -> None:
        """The functional unit is busy for the instruction's initiation interval."""
        unit = info.unit
        interval = info.interval
        free = sc.free
        if t + interval > free[unit]:
            free[unit] = t + interval
        unit_busy = self.stats.unit_busy
        unit_busy[unit] = unit_busy.get(unit, 0) + interval

    def _dispatch(self, sc: SubCore, w: Warp, op, pc: int, path: tuple, sel, active, info: OpTiming, t: int) -> None:
        """Send the instruction (lanes ``active``) where it executes and set when its
        destination registers are ready and when the warp may issue again."""
        s = self.stats
        g = w.g
        self.simt.issued[w.row] += 1      # the instruction budget (Simt.check_budget)
        kind = op.kind
        latency = info.total_latency
        ready_next = t + 1
        if kind == "alu":
            if info.unit == "tensor" and op.ins.opcode in ("wmma", "mma"):
                latency = self._tensor(sc, w, pc, active, t)
            else:
                if op.ins.opcode == "wgmma":     # asynchronous warpgroup MMA (timing/wgmma.py)
                    ready_next = self.wgmma.issue(sc, w, op.ins, t, s)
                    if ready_next > t + 1:
                        w.reason = "wgmma wait"
                # the semantics run at the end of the cycle, batched per PC (SameCycle); a
                # memory instruction also goes to the memory system then (_flush)
                self.same_cycle.add(pc, active, t)
                if self.memops[pc] is not None:
                    self.mem_pending.setdefault(pc, []).append((w, active))
                elif pc in self.async_sync:
                    ready_next = self._async_sync(w, pc, t, ready_next)
            g.push(pc + 1, sel, path)
        else:
            if kind == "bra" and op.target <= pc and g.heap and w.gid in self.late.waiting:
                self.late.settle(w.gid)   # the forward-progress watch reads the loop's registers
            self.simt.control(g, op, pc, sel, active, path)
            if kind in ("bra", "call", "ret"):
                ready_next = t + self.lat.branch
        # the scoreboard; a memory instruction's registers get their ready cycle from the
        # memory system at the end of this cycle (_flush), before anything can read them
        done = t + latency
        busy = w.busy
        for d in info.dst_ids:
            busy[d] = done
        if info.wmma_kind is not None and self.memops[pc] is None:   # wmma.mma, mma.sync
            s.wmma_latency.setdefault(info.wmma_kind, []).append(done - t)
            s.tensor_flops += info.flops
        w.ready_at = ready_next

    def _async_sync(self, w: Warp, pc: int, t: int, ready_next: int) -> int:
        """cp.async.commit_group closes the warp's open group; wait_group N (wait_all:
        commit, then N = 0) holds the warp until every group but the N most recent has
        landed in shared memory. cp.async.bulk.commit_group / wait_group{.read} N do the
        same with the warp's bulk stores (written, or .read: their source read). Returns
        the cycle the warp may issue again."""
        what, keep, commit, kind = self.async_sync[pc]
        if kind != "cp":
            return self._bulk_sync(w, what, keep, kind, ready_next)
        if commit:
            w.cp_groups.append(w.cp_open)
            w.cp_open = 0
        if what == "commit":
            return ready_next
        groups = w.cp_groups
        n = len(groups) - keep
        if n <= 0:
            return ready_next
        landed = max(groups[:n])
        del groups[:n]
        if landed > ready_next:
            w.reason = "cp.async wait"
            return landed
        return ready_next

    def _bulk_sync(self, w: Warp, what: str, keep: int, kind: str, ready_next: int) -> int:
        if what == "commit":
            w.bulk_groups.append(w.bulk_open)
            w.bulk_open = (0, 0)
            return ready_next
        groups = w.bulk_groups
        n = len(groups) - keep
        if n <= 0:
            return ready_next
        landed = max(g[kind == "bulk"] for g in groups[:n])
        if kind == "bulk":
            del groups[:n]
        else:                  # .read: their writes may still be pending for a later wait
            while groups and groups[0][1] <= ready_next:
                del groups[0]
        if landed > ready_next:
            w.reason = "bulk wait"
            return landed
        return ready_next

    def _tensor_plan(self, sc: SubCore, w: Warp, pc: int, t: int):
        """The tensor cores' plan of the MMA at ``pc`` issued at ``t``: the sub-core's and
        the warp's MMA pace and the unit statistics it sets (what a replay keeps of
        :meth:`_tensor`)."""
        plan = self.tc.issue(self.ops[pc].ins, t, sc.fedp, w.gid)
        sc.free["tensor"] = t + plan.busy
        w.mma_next = t + plan.warp_next
        unit_busy = self.stats.unit_busy
        unit_busy["tensor"] = unit_busy.get("tensor", 0) + plan.busy
        unit_busy["fedp"] = unit_busy.get("fedp", 0) + plan.fedp_cycles
        return plan

    def _tensor(self, sc: SubCore, w: Warp, pc: int, active, t: int) -> int:
        """A wmma.mma / mma.sync on the sub-core's tensor cores; its latency. Its
        arithmetic runs late, batched (timing/deferred.py)."""
        s = self.stats
        plan = self._tensor_plan(sc, w, pc, t)
        if self.trace:
            for name, a, b, d in zip(plan.names, plan.sets, plan.steps, plan.done):
                s.trace.append(MicroOpRecord(w.gid, w.sm, pc, name, a, b, t, t + d))
        warps = whole_warps(active)
        if warps is not None:
            if pc not in self.skip:     # (a cycles-only launch's slice: exec/slicing.py)
                srcs, dsts = self.srcdst[pc]
                self.late.add(pc, [w.gid], warps, srcs, dsts, keys=self.opt[pc].dst_ids)
        else:
            self.same_cycle.add(pc, active, t)   # lanes not whole warps: run at the cycle's end
        return plan.latency

    def _retire(self, w: Warp, t: int) -> None:
        """The SM was active this cycle; a warp with no lanes left is done."""
        sm_last = self.sm_last
        if sm_last[w.sm] < t + 1:
            sm_last[w.sm] = t + 1
        g = w.g
        if not w.done and not (g.heap or g.deferred or g.wwait or g.parked):   # not Groups.busy()
            w.done = True
            self._warp_done(w, t)

    # ------------------------------------------------------------------ end of cycle
    def _flush(self) -> None:
        """The end of a cycle: the instructions issued in it run, one call per PC (every
        warp that issued it, on any SM) — the results of running each at its issue, since a
        warp issues at most one instruction per cycle and none sees a same-cycle result
        (its consumers wait for the latency). Memory instructions go to the memory system
        first."""
        st = self.st
        st.clock = self.q.now
        pending = self.same_cycle.take()
        mem, self.mem_pending = self.mem_pending, {}
        skip = self.skip
        for pc, sels in pending.items():
            sel = merge(sels)
            if pc in mem:
                late, fp = self._memory(pc, self.ops[pc], sel, mem[pc])
                if late:
                    continue       # a load: it runs later, batched (timing/deferred.py); or skipped
                if self.memops[pc].kind not in ("load", "wmma_load", "ldmatrix", "async_copy"):
                    self.late.before_write(fp)
            elif pc in skip and (self.ops[pc].ins.opcode not in ("wmma", "mma") or whole_warps_only(sel)):
                continue           # not in the slice (exec/slicing.py); an MMA of a partial warp faults
            self._semantics(self.ops[pc], sel)

    def _semantics(self, op, sel) -> None:
        """Run the instruction's semantics for lanes ``sel`` (a replay has none to run)."""
        execute(self.st, op, sel)

    def _memory(self, pc: int, op, sel, issued: list) -> tuple[bool, tuple]:
        """Send the memory instruction ``pc`` that the warps in ``issued`` issued this cycle
        to the memory system (addresses read before the instruction's semantics run, which
        may overwrite an address register) and set their registers' ready cycles. A load's
        semantics are then handed to the deferred executor; an instruction outside a
        cycles-only launch's slice that cannot fault runs no semantics (exec/slicing.py).
        Returns ``(handed over or skipped, the memory footprint of the access)``."""
        t = self.q.now
        mop = self.memops[pc]
        idx = sel_indices(sel)
        try:
            addrs, strides = self._addresses(mop, sel, idx, issued)
        except Fault:
            return False, ANY  # the semantics report the fault with its place
        info = self.opt[pc]
        # each warp's lanes in the merged, sorted selection
        firsts = sorted(((ws.start if isinstance(ws, slice) else int(ws[0])), k) for k, (_, ws) in enumerate(issued))
        lo_of = [0] * len(issued)
        o = 0
        for _, k in firsts:
            ws = issued[k][1]
            lo_of[k] = o
            o += (ws.stop - ws.start) if isinstance(ws, slice) else ws.size
        spans = []
        for k, (w, ws) in enumerate(issued):
            n = (ws.stop - ws.start) if isinstance(ws, slice) else ws.size
            spans.append((w.sm, lo_of[k], lo_of[k] + n))
        wstrides = [int(strides[lo]) for _, lo, _ in spans] if strides is not None else None
        res = self.mem.issue_batch(mop, t, spans, idx, addrs, wstrides)
        if mop.kind == "async_copy":   # lands in shared memory when its data returns
            for (w, _), (ready, _) in zip(issued, res):
                if ready > w.cp_open:
                    w.cp_open = ready
        kind = info.wmma_kind if op.ins.opcode == "wmma" else None
        dsts = info.dst_ids
        for (w, _), (ready, done) in zip(issued, res):
            busy = w.busy
            for d in dsts:
                busy[d] = ready
            if kind is not None:
                end = ready if mop.kind == "wmma_load" else done
                self.stats.wmma_latency.setdefault(kind, []).append(end - t)
        if pc in self.skip and cannot_fault(self.st, mop, self.virtual, strides):
            return True, ANY   # only its timing (a fault would be reported by the semantics)
        fp = footprint(mop, addrs, wstrides, issued)
        if mop.kind in ("load", "wmma_load", "ldmatrix") and self.defer_loads:
            srcs, rdsts = self.srcdst[pc]
            self.late.add(pc, [w.gid for w, _ in issued], sel, srcs, rdsts, footprint=fp, keys=info.dst_ids)
            return True, fp
        return False, fp

    def _run_async(self, copy) -> None:
        """A bulk copy (TMA, cp.async.bulk; ``exec/ops/bulk_copy.AsyncCopy``) issued this
        cycle goes to its SM's TMA unit (timing/tma.py), which lands it later; threads
        waiting for it are not deadlocked meanwhile (Simt.inflight). A bulk store joins
        its warp's open bulk group, as does a bulk reduction into global memory."""
        simt = self.simt
        simt.inflight += 1
        read, written = self.tma.submit(copy, self.q.now, simt.async_done)
        if copy.kind in ("store", "reduce"):
            w = self.row_warp[copy.thread >> 5]
            r0, w0 = w.bulk_open
            w.bulk_open = (max(r0, read), max(w0, written))

    def _addresses(self, mop, sel, idx: np.ndarray, issued: list):
        """Per lane of ``idx`` (the lanes of ``sel``, in order): the access's physical
        address, and its wmma stride (or None) — read from the registers before the
        instruction's semantics run (a replay reads them from its trace)."""
        st = self.st
        # the memory hierarchy sees the packed (physical) layout of the allocations; the
        # addresses as the kernel sees them stay for the slice's fault check (exec/slicing.py)
        self.virtual = _lanes(mop.addr(st, sel), idx.shape)
        addrs = st.gmem.physical(self.virtual)
        strides = _lanes(mop.stride(st, sel), idx.shape) if mop.stride is not None else None
        return addrs, strides

    def _resumed(self, g: Groups) -> None:
        """A barrier released lanes of this warp: it may issue from the next cycle."""
        w = g.owner
        t = self.q.now
        w.ready_at = max(w.ready_at, t + 1)
        wake(self.q, self.subs[w.sm][w.sub], t + 1, self._tick_fn)

    def _budget(self) -> None:
        """The end of cycle ``max_cycles``: a kernel still running stops with one line naming
        it and a warp's place (a finished one only has stale wake-ups left; one with no
        event left is stuck, not running: ``run`` reports the deadlock)."""
        if not (self.placer.waiting or any(self.cta_live.values())) or not len(self.q):
            return
        place = ""
        for ws in self.cta_warps.values():
            for w in ws:
                if not w.done and w.g.heap:
                    pc, _, parts = w.g.groups[w.g.heap[0]]
                    place = "; next: " + where(self.st, self.ops[pc], int(sel_indices(parts[0])[0]))
                    break
            if place:
                break
        raise ExecutionError(f"kernel {self.st.launch.kernel} still runs at cycle {self.max_cycles:,}, the timing-mode "
                             f"cycle budget (Device.max_cycles; an endless loop?){place}")

    def _deadlock(self) -> None:
        self.simt.stuck([w.g for ws in self.cta_warps.values() for w in ws])
        raise ExecutionError(f"kernel {self.st.launch.kernel}: timing simulation stopped with work left")


def _async_sync(ins) -> tuple[str, int, bool, str]:
    """(commit | wait, groups the wait may leave in flight, commits first, which groups:
    cp (cp.async) | bulk | bulk_read (cp.async.bulk, wait_group.read)) of a cp.async or
    cp.async.bulk commit_group / wait_group N / wait_all."""
    mods = ins.mods
    kind = ("bulk_read" if "read" in mods else "bulk") if "bulk" in mods else "cp"
    if "commit_group" in mods:
        return "commit", 0, True, kind
    if "wait_all" in mods:
        return "wait", 0, True, kind
    return "wait", int(ins.operands[0].value), False, kind


def _lanes(x, shape) -> np.ndarray:
    """Per-lane int64 values of ``x`` (an array of the lanes' values, or one for all)."""
    if type(x) is np.ndarray and x.dtype == np.int64 and x.shape == shape:
        return x
    return np.broadcast_to(np.asarray(x, dtype=np.int64), shape)


def _mnk(mods) -> tuple[int, int, int]:
    return ir.mnk_of(mods) or (0, 0, 0)
