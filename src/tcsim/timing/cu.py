"""The AMD compute-unit timing driver: workgroups on CUs, waves on SIMDs, matrix cores.

Timing drives execution, as on the NVIDIA side (``timing/gpu.py``): each instruction's
semantics — the very ``fn(st, sel)`` of the functional driver (``exec/amdgpu``) — run at
the cycle the wave issues it, with ``st.clock`` set to that cycle, so ``s_memtime`` reads
simulated time. The model (docs/amdgpu.md, "Timing model"):

* **Placement.** Workgroups go to CUs round-robin while they fit (waves per SIMD, VGPRs
  incl. AGPRs and SGPRs per SIMD from the kernel descriptor rounded to the allocation
  granules, LDS per CU); a waiting workgroup starts when one finishes. A workgroup's waves
  go to the SIMDs of its CU with the most free wave slots (wave ``i`` of the first
  workgroup on SIMD ``i % 4``) and stay there.
* **Issue** (AMD GCN/CDNA "4 SIMDs, one issue slot each per 4 cycles"; gem5's
  ``issue_period`` = 4; seed 004 Eq. 1's T_inst = 4): SIMD ``s`` of a CU may issue at the
  cycles ``t = s (mod issue_period)``; in one slot it issues at most one instruction per
  port (VALU/MFMA, scalar ALU/memory, vector memory, LDS, branch), each from a different
  wave, oldest wave first; a wave issues at most one instruction per slot. A VALU
  instruction keeps its SIMD's VALU ``issue_period`` cycles (``trans_cycles`` for
  transcendentals). ``s_nop N`` holds the wave N+1 slots; a taken branch costs an
  instruction fetch (``l1i_latency``, also charged when a wave starts).
* **Matrix cores** (``timing/matrix_core.py``): one per SIMD, occupied for the MFMA's
  cycles x ``mfma_scale``; the ISA's wait-state rules after an MFMA are checked, and those
  before a DPP instruction (a VALU write of a VGPR it reads, of EXEC).
* **Memory**: with an ``amd.hierarchy`` (mi210, mi250x, mi300x) global/flat accesses go
  through the vector L1, L2 partitions, Infinity Cache and HBM of ``timing/amd_memory.py``
  with their bandwidths, LDS accesses through its banks, scalar loads through the shared
  scalar cache; without one (seed 004's mi200/mi300 baseline) fixed latencies per level
  (Table I): scalar loads the scalar-cache latency, LDS the LDS latency, vector memory the
  L1 hit latency; ``s_memtime`` costs T_memtime either way. Instructions increment the wave's
  ``vmcnt`` / ``lgkmcnt`` (FLAT both) and ``s_waitcnt`` waits until they are low enough
  (vector memory and LDS return in order, scalar memory in any order).
* **Barriers**: ``s_barrier`` holds a wave until every wave of its workgroup that has not
  ended arrives.

Semantics of the instructions issued in one cycle that share a PC run in one vectorised
call at the end of the cycle (a wave issues at most once per cycle and no instruction sees
a same-cycle result), which keeps the driver fast on many CUs.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from tcsim.errors import ExecutionError
from tcsim.exec.amdgpu.driver import issue, where
from tcsim.exec.amdgpu.state import EXEC, WaveState
from tcsim.exec.selection import as_sel
from tcsim.timing.amd_addresses import access_of
from tcsim.timing.amd_memory import AmdMemory
from tcsim.timing.cu_ops import OpCost, classify, is_returning_atomic
from tcsim.timing.events import EventQueue, SameCycle, wake
from tcsim.timing.matrix_core import HazardTracker, occupancy
from tcsim.timing.placement import Placer

PORTS = ("valu", "salu", "vmem", "lds", "branch")


@dataclass
class CUTimingStats:
    cycles: int = 0
    wave_instructions: int = 0
    lane_instructions: int = 0
    by_kind: dict = field(default_factory=dict)
    stalls: dict = field(default_factory=dict)          # wave-cycles beyond one issue period, by reason
    valu_busy: int = 0                                   # SIMD-cycles of VALU work
    mfma_count: int = 0
    mfma_busy: int = 0                                   # matrix-core cycles occupied
    mfma_flops: int = 0
    mfma_by_name: dict = field(default_factory=dict)
    cus_used: int = 0
    cu_count: int = 0
    simds_per_cu: int = 4
    occupancy: dict = field(default_factory=dict)
    hazard_count: int = 0
    hazards: list = field(default_factory=list)
    mfma_scale: float = 1.0
    workgroups: int = 0
    memory: dict = field(default_factory=dict)           # the hierarchy's counters (amd.hierarchy configs)

    def summary(self, clock_mhz: float) -> dict:
        cyc = max(self.cycles, 1)
        cores_used = max(self.cus_used, 1) * self.simds_per_cu
        seconds = cyc / (clock_mhz * 1e6)
        return {
            "cycles": self.cycles,
            "ipc": self.wave_instructions / cyc,
            "matrix_core_utilisation": self.mfma_busy / (cyc * cores_used),
            "matrix_core_utilisation_chip": self.mfma_busy / (cyc * max(self.cu_count, 1) * self.simds_per_cu),
            "valu_utilisation": self.valu_busy / (cyc * cores_used),
            "cus_used": self.cus_used, "cu_count": self.cu_count,
            "mfma_instructions": self.mfma_count, "mfma_by_instruction": self.mfma_by_name,
            "matrix_tflops": self.mfma_flops / seconds / 1e12,
            "stall_cycles": self.stalls, "instructions_by_kind": self.by_kind,
            "occupancy": self.occupancy, "mfma_scale": self.mfma_scale,
            "hazard_violations": self.hazard_count, "hazards": self.hazards[:20],
            "memory": self.memory,
        }


class Wave:
    __slots__ = ("gid", "wg", "cu", "simd", "pc", "ready", "age", "done", "at_barrier", "vm", "lgkm_lds",
                 "lgkm_smem", "inflight", "last_valu_write", "last", "reason")

    def __init__(self, gid: int, wg: int, cu: int, simd: int, age: int, t: int):
        self.gid, self.wg, self.cu, self.simd, self.age = gid, wg, cu, simd, age
        self.pc = 0
        self.ready = t
        self.done = False
        self.at_barrier = False
        self.vm: list[int] = []         # completion cycles of outstanding vector memory ops (in order)
        self.lgkm_lds: list[int] = []   # ... of LDS (and FLAT) ops (in order)
        self.lgkm_smem: list[int] = []  # ... of scalar memory ops (any order)
        self.inflight: list = []        # MFMAs a later instruction may depend on
        self.last_valu_write: dict = {}
        self.last = -1
        self.reason = "instruction fetch"


class Simd:
    __slots__ = ("cu", "index", "phase", "waves", "port_free", "mce_free", "next_event", "token", "slots_used",
                 "vgprs_used", "sgprs_used")

    def __init__(self, cu: int, index: int, period: int):
        self.cu, self.index, self.phase = cu, index, index % period
        self.waves: list[Wave] = []
        self.port_free = dict.fromkeys(PORTS, 0)
        self.mce_free = 0
        self.next_event: int | None = None
        self.token = 0
        self.slots_used = 0
        self.vgprs_used = 0
        self.sgprs_used = 0


class Workgroup:
    __slots__ = ("index", "cu", "waves", "alive", "arrived", "slot")

    def __init__(self, index: int, cu: int):
        self.index, self.cu = index, cu
        self.waves: list[Wave] = []
        self.alive = 0
        self.arrived = 0


def _roundup(x: int, g: int) -> int:
    return -(-x // g) * g


class CUTimingGPU:
    """Run every workgroup of one launch (held in one :class:`WaveState`) on the CUs."""

    def __init__(self, st: WaveState, config, mfma_scale: float = 1.0, hazards: str = "error",
                 max_wave_instructions: int | None = None, memory: AmdMemory | None = None,
                 workgroups: int | None = None, reset_slot=None):
        if not (isinstance(mfma_scale, (int, float)) and mfma_scale > 0 and np.isfinite(mfma_scale)):
            raise ValueError(f"mfma_scale must be a positive number, not {mfma_scale!r}")
        self.st = st
        self.cfg = config
        amd = config.amd
        self.amd = amd
        self.prog = st.program
        self.ops = self.prog.ops
        self.period = amd.timing.issue_period
        self.fetch = amd.memory.l1i_latency
        self.scale = float(mfma_scale)
        self.costs: list[OpCost] = [classify(op, amd, self.prog.target) for op in self.ops]
        self.mfma_occ = {c.pc: occupancy(c.mfma, self.scale) for c in self.costs if c.kind == "mfma"}
        tracked = bool(self.mfma_occ) or any(c.dpp for c in self.costs)
        self.hazards = (HazardTracker(self.prog.target, self.scale, self.period, hazards,
                                      lambda w, pc: where(st, self.ops[pc], w.gid)) if tracked else None)
        if hazards not in ("error", "record"):
            raise ValueError(f"hazards must be 'error' or 'record', not {hazards!r}")
        self.limit = max_wave_instructions
        # the memory hierarchy (None: seed 004's fixed latencies) and the accesses it times
        self.mem = None
        if amd.hierarchy is not None:   # the device's hierarchy (a fresh one without a device)
            self.mem = memory if memory is not None else AmdMemory(config)
            self.mem.start_launch()
        self.accesses = {}
        if self.mem is not None:
            for c, op in zip(self.costs, self.ops):
                if c.counters and c.kind in ("vmem", "lds", "smem"):
                    acc = access_of(op.ins, is_returning_atomic(op.ins))
                    if acc is not None:
                        self.accesses[c.pc] = acc
        self.q = EventQueue()
        self.groups_done = 0  # for progress reports (runtime/progress.py)
        self.stats = CUTimingStats(mfma_scale=self.scale, cu_count=amd.cu.cu_count, simds_per_cu=amd.cu.simds_per_cu)
        cu = amd.cu
        self.ncu = cu.cu_count
        self.simds = [[Simd(c, i, self.period) for i in range(cu.simds_per_cu)] for c in range(self.ncu)]
        self.cu_lds = [0] * self.ncu
        self.cu_used = [False] * self.ncu
        self._resources()
        # workgroups wait in order and go to CUs round-robin (timing/placement.py); ``st``
        # holds ``st.nwg`` workgroup slots: workgroup g takes slot g while the grid fits,
        # then the slot an ended one left (``reset_slot(slot, g)`` resets it)
        self.nwg = st.nwg if workgroups is None else workgroups
        self.reset_slot = reset_slot
        self.fresh_slots = 0
        self.free_slots: list[int] = []
        self.placer = Placer(self.nwg, self.ncu, self._place, self._launch, sticky=True)
        self.wgs: dict[int, Workgroup] = {}
        self.waves: list[Wave | None] = [None] * st.W
        self.age = 0
        self.end = 0
        # the waves that issued each PC this cycle (run together at its end: _flush)
        self.same_cycle = SameCycle(self.q, self._flush)

    # ------------------------------------------------------------------ occupancy
    def _resources(self) -> None:
        """Per-wave register allocation and per-workgroup LDS, and what limits residency."""
        amd, prog, st = self.amd, self.prog, self.st
        cu, t = amd.cu, amd.timing
        d, meta = prog.descriptor, prog.kernel.meta
        vg = max(int(d.get("next_free_vgpr", 0) or 0), int(meta.get("vgpr_count", 0) or 0),
                 prog.num_vgprs + prog.num_agprs)
        sg = int(meta.get("sgpr_count", 0) or d.get("next_free_sgpr", 0) or 0) or 16
        self.wave_vgprs = _roundup(max(vg, 1), t.vgpr_alloc_granule)
        self.wave_sgprs = _roundup(sg, t.sgpr_alloc_granule)
        self.wg_lds = _roundup(st.lds_size, t.lds_alloc_granule) if st.lds_size else 0
        simds = cu.simds_per_cu
        self.vgpr_budget = cu.vgpr_file_per_cu // simds // (cu.wave_size * 4)
        self.sgpr_budget = cu.sgpr_file_per_cu // simds // 4
        limits = {"waves per SIMD": cu.max_waves_per_simd,
                  "VGPRs": self.vgpr_budget // self.wave_vgprs,
                  "SGPRs": self.sgpr_budget // self.wave_sgprs}
        by = min(limits, key=lambda k: limits[k])
        per_simd = limits[by]
        wpg = st.waves_per_group
        wg_limits = {"wave slots": (per_simd * simds) // wpg if per_simd else 0}
        if self.wg_lds:
            wg_limits["LDS"] = cu.lds_per_cu // self.wg_lds
        wby = min(wg_limits, key=lambda k: wg_limits[k])
        self.stats.occupancy = {
            "waves_per_simd": per_simd, "waves_per_simd_limited_by": by,
            "workgroups_per_cu": wg_limits[wby], "workgroups_per_cu_limited_by": wby,
            "vgprs_per_wave": self.wave_vgprs, "sgprs_per_wave": self.wave_sgprs, "lds_per_workgroup": self.wg_lds,
            "waves_per_workgroup": wpg,
        }
        if per_simd == 0 or wg_limits[wby] == 0:
            why = (f"{self.wave_vgprs} VGPRs (with AGPRs) per wave of {self.vgpr_budget} per SIMD, "
                   f"{self.wave_sgprs} SGPRs of {self.sgpr_budget}, {wpg} waves of "
                   f"{cu.max_waves_per_simd * simds} slots, {self.wg_lds} bytes of LDS of {cu.lds_per_cu}")
            raise ExecutionError(f"kernel {st.launch.kernel}: one workgroup does not fit on a CU of "
                                 f"{self.cfg.name} ({why})")
        self.waves_per_simd = per_simd

    def _place(self, c: int) -> list[Simd] | None:
        """SIMDs for the waves of one workgroup on CU ``c`` (None if it does not fit)."""
        if self.cu_lds[c] + self.wg_lds > self.amd.cu.lds_per_cu:
            return None
        if self.fresh_slots >= self.st.nwg and not self.free_slots:
            return None  # no wave state free (the slots bound the occupancy from above)
        simds = self.simds[c]
        free = [self.waves_per_simd - s.slots_used for s in simds]
        out = []
        for _ in range(self.st.waves_per_group):
            i = max(range(len(simds)), key=lambda k: (free[k], -k))
            if free[i] <= 0:
                return None
            free[i] -= 1
            out.append(simds[i])
        return out

    def _launch(self, g: int, c: int, simds: list[Simd], t: int) -> None:
        st = self.st
        if self.fresh_slots < st.nwg:
            slot = self.fresh_slots
            self.fresh_slots += 1
        else:
            slot = self.free_slots.pop()
            # after the cycle's semantics ran (the ended waves' last instructions read it)
            self.q.at(t, self.reset_slot, 0, (slot, g))
        wg = Workgroup(g, c)
        wg.slot = slot
        self.wgs[g] = wg
        self.cu_lds[c] += self.wg_lds
        if not self.cu_used[c]:
            self.cu_used[c] = True
            self.stats.cus_used += 1
        wpg = st.waves_per_group
        for k, s in enumerate(simds):
            gid = slot * wpg + k
            w = Wave(gid, g, c, s.index, self.age, t + self.fetch)
            self.age += 1
            s.slots_used += 1
            s.waves.append(w)
            wg.waves.append(w)
            self.waves[gid] = w
            st.hw_simd[gid] = s.index
            st.hw_slot[gid] = s.waves.index(w)
        st.hw_cu[slot * wpg:(slot + 1) * wpg] = c
        wg.alive = wpg
        self.stats.workgroups += 1
        for s in set(simds):
            self._wake(s, t + self.fetch)

    # ------------------------------------------------------------------ events
    def _wake(self, s: Simd, t: int) -> None:
        """SIMD ``s`` looks for waves to issue at its first issue slot from cycle ``t``."""
        wake(self.q, s, t + ((s.phase - t) % self.period), self._slot)

    def run(self) -> CUTimingStats:
        st = self.st
        st.hw_cu = np.zeros(st.W, dtype=np.int64)
        st.hw_simd = np.zeros(st.W, dtype=np.int64)
        st.hw_slot = np.zeros(st.W, dtype=np.int64)
        self.placer.fill(0)
        with np.errstate(all="ignore"):
            self.q.run()
        if self.placer.waiting or any(w is not None and not w.done for w in self.waves) or self.wgs:
            raise ExecutionError(f"kernel {st.launch.kernel}: timing simulation stopped with work left")  # pragma: no cover
        s = self.stats
        s.cycles = self.end
        if self.mem is not None:
            s.memory = self.mem.summary()
        if self.hazards is not None:
            s.hazard_count = self.hazards.count
            s.hazards = self.hazards.violations
        return s

    def _slot(self, s: Simd, token: int) -> None:
        if token != s.token:
            return
        t = self.q.now
        s.next_event = None
        used: set = set()
        nxt = None
        issued = False
        for w in s.waves:
            if w.done or w.at_barrier:
                continue
            if w.ready > t:
                nxt = w.ready if nxt is None else min(nxt, w.ready)
                continue
            cost = self.costs[w.pc]
            port = cost.port
            ready = t
            if port is not None:
                if port in used:
                    w.reason = f"{port} port taken by another wave"
                    issued = True  # try again next slot
                    continue
                if s.port_free[port] > t:
                    ready = s.port_free[port]
                    w.reason = f"{port} busy"
            if cost.kind == "mfma" and s.mce_free > ready:
                ready = s.mce_free
                w.reason = "matrix core busy"
            if ready > t:
                nxt = ready if nxt is None else min(nxt, ready)
                continue
            self._issue(s, w, cost, t)
            if port is not None:
                used.add(port)
            issued = True
        if issued:
            self._wake(s, t + self.period)
        elif nxt is not None:
            self._wake(s, nxt)

    # ------------------------------------------------------------------ issue
    def _issue(self, s: Simd, w: Wave, cost: OpCost, t: int) -> None:
        period = self.period
        stats = self.stats
        if w.last >= 0:
            gap = t - w.last - period
            if gap > 0:
                stats.stalls[w.reason] = stats.stalls.get(w.reason, 0) + gap
        w.last = t
        w.reason = "not selected"
        if self.hazards is not None:
            self.hazards.check(w, cost, t)
        kind = cost.kind
        stats.by_kind[kind] = stats.by_kind.get(kind, 0) + 1
        self._defer(w, t)
        w.ready = t + period
        pc = w.pc
        if kind == "waitcnt":
            _prune(w.vm, t)
            _prune(w.lgkm_lds, t)
            _prune(w.lgkm_smem, t)
            r = max(_ready(w.vm, cost.wait_vm, t), _ready(w.lgkm_lds + w.lgkm_smem, cost.wait_lgkm, t))
            if r > w.ready:
                w.ready = r
                w.reason = "s_waitcnt"
            w.pc = pc + 1
            return
        if kind == "nop":
            w.ready = t + period * max(cost.nop_states, 1)
            w.reason = "s_nop"
            w.pc = pc + 1
            return
        if kind == "barrier":
            w.pc = pc + 1
            self._arrive(w, t)
            return
        if kind == "end":
            self._end(w, t)
            return
        if kind == "branch":
            return  # the next PC is known when the flush evaluates the branch
        w.pc = pc + 1
        if cost.port is not None:
            s.port_free[cost.port] = max(s.port_free[cost.port], t + cost.busy)
        if kind in ("valu", "trans", "mfma"):
            stats.valu_busy += cost.busy
        if kind == "mfma":
            occ = self.mfma_occ[pc]
            s.mce_free = t + occ
            stats.mfma_count += 1
            stats.mfma_busy += occ
            stats.mfma_flops += cost.mfma.flops
            stats.mfma_by_name[cost.mfma.name] = stats.mfma_by_name.get(cost.mfma.name, 0) + 1
        if cost.counters and pc not in self.accesses:   # else timed by the hierarchy in _flush
            self._count(w, cost, t, t + cost.latency)

    def _count(self, w: Wave, cost: OpCost, t: int, done: int) -> None:
        """The wave's memory counters: an operation completing at ``done``."""
        if len(w.vm) + len(w.lgkm_lds) + len(w.lgkm_smem) > 64:
            _prune(w.vm, t)
            _prune(w.lgkm_lds, t)
            _prune(w.lgkm_smem, t)
        for c in cost.counters:
            if c == "vm":
                if w.vm and w.vm[-1] > done:
                    done = w.vm[-1]
                w.vm.append(done)
            elif c == "lds":
                d2 = max(done, w.lgkm_lds[-1]) if w.lgkm_lds else done
                w.lgkm_lds.append(d2)
            else:
                w.lgkm_smem.append(done)

    def _defer(self, w: Wave, t: int) -> None:
        self.same_cycle.add(w.pc, w.gid, t)

    def _memory(self, pc: int, acc, idx: np.ndarray, sel, t: int) -> None:
        """Time the memory instruction at ``pc`` the waves ``idx`` issued at ``t`` through
        the hierarchy (addresses read before its semantics run)."""
        addrs, active = acc.addrs(self.st, sel)
        mem, cost = self.mem, self.costs[pc]
        for k, g in enumerate(idx.tolist()):
            w = self.waves[g]
            if acc.kind == "lds":
                done = mem.lds(w.cu, w.simd, t, acc.width, addrs[k], active[k])
            elif acc.kind == "smem":
                done = mem.scalar_load(w.cu, t, int(addrs[k, 0]), acc.width)
            else:
                done = mem.vector(pc, acc, w.cu, t, addrs[k], active[k])
            self._count(w, cost, t, done)

    def _flush(self) -> None:
        st = self.st
        t = self.q.now
        st.clock = t
        pending = self.same_cycle.take()
        stats = self.stats
        for pc in sorted(pending):
            idx = np.asarray(sorted(pending[pc]), dtype=np.int64)
            sel = as_sel(idx)
            op = self.ops[pc]
            n = idx.size
            stats.wave_instructions += n
            st.wave_instructions += n
            lanes = int(np.bitwise_count(st.s[EXEC, sel]).sum() + np.bitwise_count(st.s[EXEC + 1, sel]).sum())
            stats.lane_instructions += lanes
            st.lane_instructions += lanes
            acc = self.accesses.get(pc)
            if acc is not None:
                self._memory(pc, acc, idx, sel, t)
            what, nxt = issue(st, op, sel)
            if op.kind != "branch":
                continue
            if what == "jump":
                taken = np.ones(n, dtype=bool)
            else:
                taken = np.asarray(st.last_taken, dtype=bool).reshape(-1)
            for k, g in enumerate(idx):
                w = self.waves[int(g)]
                if taken[k]:
                    w.pc = op.target
                    w.ready = max(w.ready, t + self.fetch)
                    w.reason = "instruction fetch (taken branch)"
                else:
                    w.pc = pc + 1
        if self.limit is not None and stats.wave_instructions > self.limit:
            pc = min(pending)
            raise ExecutionError(f"the kernel did not finish within {self.limit:,} wave-instructions (an endless "
                                 f"loop?); {where(st, self.ops[pc], pending[pc][0])}")

    # ------------------------------------------------------------------ barriers, ends
    def _arrive(self, w: Wave, t: int) -> None:
        wg = self.wgs[w.wg]
        w.at_barrier = True
        wg.arrived += 1
        self._release(wg, t)

    def _release(self, wg: Workgroup, t: int) -> None:
        if wg.arrived == 0 or wg.arrived < wg.alive:
            return
        wg.arrived = 0
        for w in wg.waves:
            if w.at_barrier:
                w.at_barrier = False
                if w.ready < t + self.period:
                    w.ready = t + self.period
                w.reason = "s_barrier"
                self._wake(self.simds[w.cu][w.simd], w.ready)

    def _end(self, w: Wave, t: int) -> None:
        w.done = True
        self.end = max(self.end, t + 1)
        wg = self.wgs[w.wg]
        wg.alive -= 1
        self._release(wg, t)
        if wg.alive == 0:
            self.groups_done += 1
            c = wg.cu
            for x in wg.waves:
                s = self.simds[c][x.simd]
                s.waves.remove(x)
                s.slots_used -= 1
            self.cu_lds[c] -= self.wg_lds
            for x in wg.waves:
                self.waves[x.gid] = None
            self.free_slots.append(wg.slot)
            del self.wgs[w.wg]
            if self.placer.waiting:
                self.placer.fill(t + 1)


def _prune(done: list[int], t: int) -> None:
    """Forget the operations complete by cycle t."""
    if any(d <= t for d in done):
        done[:] = [d for d in done if d > t]


def _ready(done: list[int], limit: int, t: int) -> int:
    """First cycle >= t at which at most ``limit`` of the operations completing at the
    cycles ``done`` (none complete yet) are still outstanding."""
    if len(done) <= limit:
        return t
    return sorted(done, reverse=True)[limit]
