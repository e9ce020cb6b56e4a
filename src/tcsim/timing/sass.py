"""SASS-mode timing: the timing driver of ``timing/gpu.py`` issuing ptxas's machine code as the
control bits of each instruction say (seed 003 §2.1), the hardware's contract:

* **Stall count**: after issuing an instruction a warp waits its stall cycles (at least one)
  before its next issue. Fixed-latency results (IADD3, FFMA, IMAD, ...) are *not*
  scoreboarded: ptxas's stall counts are what keep a dependent chain correct.
* **Dependency barriers**: six per warp. A variable-latency instruction (memory, MUFU, S2R,
  conversions, shuffles, tensor instructions, ...) names a write barrier, cleared when its
  result is written (the memory system's ready cycle, or its class latency), and/or a read
  barrier, cleared once its source registers are read (one cycle after issue: operands are
  collected in the issue cycle — assumption). A consumer waits for the barriers in its wait
  mask before it issues. The warp's ``busy`` list of ``gpu.py`` holds the six barriers
  (ids 1-6) instead of registers: the same scoreboard check, on the hardware's mechanism.
  A barrier counts its outstanding operations (``pending``: each one's completion cycle,
  in issue order): a wait mask waits until none is left (the latest completion),
  ``DEPBAR.LE SBk, N`` until at most N are. Operations on one barrier retire in issue
  order (assumption; it is what cp.async.wait_group N guarantees of the groups that
  LDGDEPBAR puts on SB0, and what ptxas's DEPBAR.LE SB0, 0x1 in a cp.async pipeline relies
  on).
* **Yield**: where the bit is clear (``Y`` in the listing) the scheduler looks at the other
  warps of the sub-core first for its next issue, and the reuse flags of the next
  instruction are ineffective (seed 003 §2.1). (The seed's "one extra cycle to switch to
  another warp" is the scheduler's; ptxas clears the bit where the warp stalls anyway.)
* **Register banks** on the physical registers (seed 003 §3.5, Table 3.1: ``bank = R mod
  banks``, two 32-bit reads per 64-bit bank per cycle): an instruction reading more than two
  distinct registers from one bank (FFMA R6, R97, R99, R101) delays the warp's next issue by
  ``issue.bank_conflict_penalty``. A source read from the operand
  reuse cache costs no bank read: the cache holds the operands the warp's previous
  instruction flagged ``.reuse``, per operand slot, while no other warp issued on the
  sub-core in between.

Functional units, their intervals and the memory hierarchy are PTX mode's. Every
instruction's semantics run at the end of its issue cycle (loads included: their results sit
in the registers early, which no correct SASS can observe, since its consumers wait for the
write barrier), so results are those of functional SASS mode.
"""

from __future__ import annotations

import operator
from collections import Counter
from types import SimpleNamespace

from tcsim.isa.sass.control import NO_BARRIER
from tcsim.isa.sass.ir import CBank, Imm, Mem, Reg
from tcsim.timing.classes import CLASSES
from tcsim.timing.gpu import OpTiming, TimingGPU
from tcsim.timing.memops import MemOp
from tcsim.timing.sass_wgmma import gmma_plan
from tcsim.timing.sass_wgmma import issue as gmma_issue

#: 32-bit values one register bank delivers per cycle: seed 003 §1, Volta's banks are 64 bits
#: wide and "an instruction like FFMA ... can read at most two values from each bank per clock"
#: (a conflict: all three FFMA sources in one bank)
READS_PER_BANK = 2

#: SASS opcode -> timing class (timing/classes.py); anything else is a simple ALU op
SASS_CLASS = {
    **dict.fromkeys(("IMAD", "IMADSP", "IMUL", "FMNMX", "UIMAD"), "imad"),
    **dict.fromkeys(("HFMA2", "HADD2", "HMUL2", "HSETP2", "HMNMX2"), "fp16"),
    **dict.fromkeys(("DFMA", "DADD", "DMUL"), "fp64"),
    "DSETP": "dsetp",
    **dict.fromkeys(("MUFU", "FLO", "BREV", "UFLO", "UBREV"), "sfu"),
    **dict.fromkeys(("POPC", "UPOPC"), "popc"),
    **dict.fromkeys(("F2F", "F2I", "I2F", "I2I", "FRND", "F2FP"), "conv"),
    **dict.fromkeys(("LDC", "ULDC"), "param"),
    **dict.fromkeys(("SHFL", "VOTE", "MATCH", "REDUX"), "shfl"),
    **dict.fromkeys(("LDG", "LD"), "global"),
    **dict.fromkeys(("LDS", "LDSM"), "shared"),
    "LDL": "local",
    **dict.fromkeys(("STG", "STS", "STL", "ST"), "store"),
    **dict.fromkeys(("ATOMG", "ATOM", "ATOMS", "RED", "REDG"), "atomic"),
    **dict.fromkeys(("HMMA", "IMMA", "BMMA", "DMMA"), "tensor"),
    "LDGSTS": "async_copy",
    **dict.fromkeys(("LDGDEPBAR", "DEPBAR"), "async_sync"),
}

#: memory opcode -> (kind, space) for the memory hierarchy
_MEM = {"LDG": ("load", "global"), "LDS": ("load", "shared"), "LDL": ("load", "local"),
        "STG": ("store", "global"), "STS": ("store", "shared"), "STL": ("store", "local"),
        "ATOMG": ("atomic", "global"), "ATOM": ("atomic", "global"), "RED": ("atomic", "global"),
        "REDG": ("atomic", "global"), "ATOMS": ("atomic", "shared"), "LDSM": ("ldmatrix", "shared"),
        "LDGSTS": ("async_copy", "global")}

#: opcodes whose leading register operands are not destinations
_NO_DEST = frozenset({"STG", "STS", "STL", "ST", "RED", "REDG", "BRA", "JMP", "EXIT", "BAR", "BSSY", "BSYNC",
                      "WARPSYNC", "CALL", "RET", "NOP", "YIELD", "MEMBAR", "DEPBAR", "LDGDEPBAR", "ERRBAR",
                      "CCTL", "FENCE", "BMOV", "LDGSTS"})


def _width(ins) -> int:
    mods = set(ins.mods)
    if mods & {"U8", "S8"}:
        return 1
    if mods & {"U16", "S16"}:
        return 2
    return 16 if "128" in mods else 8 if "64" in mods else 4


def mem_op(k, ins) -> MemOp | None:
    """The memory-hierarchy descriptor of a SASS memory instruction (None: not one)."""
    from tcsim.exec.sass.operands import address

    got = _MEM.get(ins.opcode)
    if got is None:
        return None
    kind, space = got
    mems = [o for o in ins.operands if isinstance(o, Mem)]
    wide = space == "global"
    if kind == "async_copy":        # LDGSTS [shared], [global]: the global read is timed
        return MemOp(kind, space, _width(ins), "BYPASS" in ins.mods, address(mems[1], k, ins, True))
    if kind == "ldmatrix":
        num = next((int(m) for m in ins.mods if m in ("1", "2", "4")), 1)
        return MemOp(kind, space, 16, False, address(mems[0], k, ins, False), lanes_used=8 * num)
    bypass = kind == "atomic" or "STRONG" in "".join(ins.mods) and "GPU" in ins.mods
    return MemOp(kind, space, _width(ins), bypass, address(mems[0], k, ins, wide))


def source_slots(ins) -> list:
    """The instruction's source operands, by operand slot (the reuse flags' numbering):
    everything after its destination registers."""
    ops = list(ins.operands)
    i = 0
    if ins.opcode not in _NO_DEST and not ins.opcode.startswith("ST"):
        while i < len(ops) and isinstance(ops[i], Reg) and (i == 0 or ops[i].file in ("P", "UP")):
            i += 1
    return [o for o in ops[i:] if isinstance(o, (Reg, Imm, CBank, Mem))]


def _physical(o) -> int | None:
    """The R register an operand reads through a register bank (None: none)."""
    if isinstance(o, Mem):
        o = o.base
    if isinstance(o, Reg) and o.file == "R" and o.index is not None:
        return o.index
    return None


class SassTiming(OpTiming):
    """OpTiming plus the decoded control bits and the register-bank facts of one instruction."""

    stall: int = 1
    yields: bool = False
    read_barrier: int = 0     # barrier id (1-6) or 0 for none
    write_barrier: int = 0
    #: per source slot, the physical register read (None: not a register)
    slot_regs: tuple = ()
    reuse: tuple = ()         # (slot, register) the instruction keeps in the reuse cache
    gmma: object = None       # Hopper's warpgroup MMA: timing/sass_wgmma.py's plan


class SassTimingGPU(TimingGPU):
    """The timing driver for a :class:`tcsim.exec.sass.program.SassProgram`."""

    defer_loads = False

    def __init__(self, st, config, **kw):
        self.kernel = st.program.kernel
        super().__init__(st, config, **kw)
        # the scoreboard holds the six dependency barriers: ids 1..6
        for info in self.opt:
            info.ids = tuple(b + 1 for b in sorted(set(info.control.waits) | set(info.depbar)))
            info.dst_ids = (info.write_barrier,) if info.write_barrier else ()
            info.busy_of = operator.itemgetter(0, 0, *info.ids)
            info.pipe = f"{info.unit} pipe"
        self.nregs = 7
        self.step_end: dict[int, int] = {}   # warp id -> FEDP-array end of its last HMMA.884 STEP
        # warp id -> per barrier id (1-6), the completion cycles of its outstanding operations
        self.pending: dict[int, list[list[int]]] = {}
        self.landing = 0     # the group the latest LDGDEPBAR closed: when its copies land
        self.banks = config.timing.issue.register_banks
        self.penalty = config.timing.issue.bank_conflict_penalty
        # per-PC stall attribution: the cycles a warp waited before issuing the instruction
        self.pc_key = [f"{i.pc:#06x} {i.text}" for i in self.kernel.instrs]
        self.async_sync = {op.pc: _depbar(self.kernel.instrs[op.pc]) for op in self.ops
                           if self.kernel.instrs[op.pc].opcode in ("LDGDEPBAR", "DEPBAR")}
        self.commits = {pc for pc, (what, *_) in self.async_sync.items() if what == "commit"}

    def _reset_slot(self, slot: int, cta: int) -> None:
        """As PTX mode, and the true predicates PT / UPT set again (rows of the zeroed bank)."""
        from tcsim.exec.sass.operands import PT_ROW, UPT_ROW

        super()._reset_slot(slot, cta)
        n = self.st.cta_stride
        pred = self.st.banks["pred"]
        pred[PT_ROW, slot * n:(slot + 1) * n] = True
        pred[UPT_ROW, slot * n:(slot + 1) * n] = True

    # ------------------------------------------------------------------ setup
    def _describe(self, op):
        return mem_op(self.kernel, self.kernel.instrs[op.pc])

    def _registers(self, op):
        return (), ()

    def _op_timing(self, op, mop=None) -> OpTiming:
        ins = self.kernel.instrs[op.pc]
        cls = SASS_CLASS.get(ins.opcode, op.cls if op.kind != "alu" else "alu")
        name, unit, key = CLASSES[cls]
        latency = getattr(self.lat, key) if key else 0
        info = SassTiming(unit, name, latency, (), (), False, 1)
        info.pipe = f"{unit} pipe"
        c = ins.control
        info.control = c
        info.stall = max(c.stall, 1)
        info.yields = not c.yield_bit
        info.read_barrier = 0 if c.read_barrier == NO_BARRIER else c.read_barrier + 1
        info.write_barrier = 0 if c.write_barrier == NO_BARRIER else c.write_barrier + 1
        # DEPBAR.LE SBk, 0: wait until dependency barrier k is clear (Turing's clock reads:
        # S2UR sets it); with LDGSTS the count is cp.async's groups (_depbar)
        info.depbar = ()
        if ins.opcode == "DEPBAR" and isinstance(ins.operands[0], Reg) and ins.operands[0].file == "SB" \
                and _depbar(ins)[1] == 0:
            info.depbar = (ins.operands[0].index,)
        slots = source_slots(ins)
        # 64-bit operands (DFMA R2.64 ...) read both banks of a pair: bank conflicts are
        # modelled for 32-bit operands only (seed 003 §3.5 measures FFMA)
        info.slot_regs = tuple(_physical(o) for o in slots) if cls != "fp64" else ()
        info.reuse = tuple((s, r) for s, (o, r) in enumerate(zip(slots, info.slot_regs))
                           if r is not None and isinstance(o, Reg) and o.reuse)
        if cls == "tensor":
            info.mma = _mma_ins(self.kernel, ins, self.cfg.tensor.family)
        info.gmma = gmma_plan(self.kernel, ins)   # Hopper's warpgroup MMA (timing/sass_wgmma.py)
        return info

    # ------------------------------------------------------------------ issue
    def _issue(self, sc, w, key, pc, path, sel, info, t) -> None:
        prev = sc.last
        # seed 003 §2.1: after a cleared yield bit the reuse flags of the next instruction
        # are ineffective
        switched = sc.yielded is not None
        gap = t - w.last - 1 if w.last >= 0 else 0
        if gap > 0:
            d = self.stats.pc_stalls.setdefault(self.pc_key[pc], {})
            d[w.reason] = d.get(w.reason, 0) + gap
        super()._issue(sc, w, key, pc, path, sel, info, t)
        # register banks: the sources not served by the reuse cache (valid while this warp
        # was the last to issue on the sub-core)
        cache = w.reuse if prev is w and not switched else ()
        regs = {r for s, r in enumerate(info.slot_regs) if r is not None and (s, r) not in cache}
        conflict = len(regs) > READS_PER_BANK and max(Counter(r % self.banks for r in regs).values()) > READS_PER_BANK
        w.reuse = info.reuse
        wait = info.stall + (self.penalty if conflict else 0)
        if conflict:
            self.stats.bank_conflicts = getattr(self.stats, "bank_conflicts", 0) + 1
        if w.ready_at < t + wait:
            w.ready_at = t + wait
            w.reason = "stall count" if not conflict else "bank conflict"
        if info.read_barrier:
            self._count(w, info.read_barrier, t + 1, t)
        sc.yielded = w if info.yields else None

    def _count(self, w, b: int, done: int, t: int) -> None:
        """Barrier ``b`` of warp ``w`` gets an operation completing at ``done``: the wait
        masks wait for the latest one."""
        lists = self.pending.get(w.gid)
        if lists is None:
            lists = self.pending[w.gid] = [[] for _ in range(7)]
        q = lists[b]
        while q and q[0] <= t:       # retired, in issue order
            q.pop(0)
        q.append(done)
        w.busy[b] = max(q)

    def _memory(self, pc: int, op, sel, issued: list):
        """As PTX mode; the memory system's ready cycle replaces the placeholder each issuing
        warp's write barrier got at dispatch (a warp issues once per cycle: its last entry)."""
        out = super()._memory(pc, op, sel, issued)
        b = self.opt[pc].write_barrier
        if b:
            for w, _ in issued:
                q = self.pending[w.gid][b]
                q[-1] = w.busy[b]
                w.busy[b] = max(q)
        return out

    def _async_sync(self, w, pc: int, t: int, ready_next: int) -> int:
        """LDGDEPBAR puts the warp's open cp.async group (the cycle its copies land in
        shared memory) on its write barrier; ``DEPBAR.LE SBk, N`` holds the warp until at
        most N operations of barrier k are outstanding (N = 0: its wait mask did, before
        issue)."""
        what, keep, *_ = self.async_sync[pc]
        if what == "commit":
            self.landing = w.cp_open
            w.cp_open = 0
            return ready_next
        sb = self.kernel.instrs[pc].operands[0]
        q = self.pending.get(w.gid, [[]] * 7)[sb.index + 1] if isinstance(sb, Reg) and sb.file == "SB" else []
        while q and q[0] <= t:       # retired, in issue order
            q.pop(0)
        if len(q) <= keep:
            return ready_next
        ready = max(q[:len(q) - keep])
        if ready > ready_next:
            w.reason = "scoreboard"
            return ready
        return ready_next

    def _dispatch(self, sc, w, op, pc, path, sel, active, info, t) -> None:
        if info.unit == "tensor":
            # a warp's Volta HMMA.884 STEPs pass the FEDP array in order (each after the
            # previous one's FEDP cycles), as the micro-ops of one wmma.mma in PTX mode
            step = info.mma.opcode == "HMMA.884.STEP"
            after = self.step_end.get(w.gid, 0) if step else 0
            plan = self.tc.issue(info.mma, t, sc.fedp, w.gid, after)
            if step:
                self.step_end[w.gid] = t + plan.start[-1] + plan.fedp_cycles
            sc.free["tensor"] = t + plan.busy
            s = self.stats
            s.unit_busy["tensor"] = s.unit_busy.get("tensor", 0) + plan.busy
            s.unit_busy["fedp"] = s.unit_busy.get("fedp", 0) + plan.fedp_cycles
            info.total_latency = plan.latency
        ready = gmma_issue(self, sc, w, info.gmma, t) if info.gmma is not None else 0
        super()._dispatch(sc, w, op, pc, path, sel, active, info, t)
        if ready > w.ready_at:
            w.ready_at = ready
            w.reason = "wgmma wait"
        b = info.write_barrier
        if b:
            # the result's cycle (a memory instruction's is a placeholder until _memory);
            # LDGDEPBAR's, the landing of the group it closed
            self._count(w, b, self.landing if pc in self.commits else w.busy[b], t)


def _depbar(ins) -> tuple[str, int, bool, str]:
    """LDGDEPBAR closes the warp's open cp.async group; DEPBAR.LE SB0, N waits until at most
    N groups are in flight (as cp.async.commit_group / wait_group N; the tuple of
    gpu._async_sync, kind "cp")."""
    if ins.opcode == "LDGDEPBAR":
        return "commit", 0, True, "cp"
    n = next((int(o.value) for o in ins.operands if isinstance(o, Imm)), 0)
    return "wait", n, False, "cp"


def _mma_ins(k, ins, family: str):
    """The MMA the tensor-core timing times for a native MMA instruction: on Volta an
    HMMA.884 STEP is that step's micro-op of the wmma decomposition (timing/tensor_core.py
    ``_volta_step``), so 16 STEPs cost what one wmma.mma m16n16k16 costs in PTX mode;
    elsewhere the PTX mma.sync of its shape (Turing's HMMA.884 STEPs, sm_75 mma.m8n8k4: each
    timed as one whole m8n8k4 — no committed kernel has them)."""
    from tcsim.exec.sass.ops_tensor import _mma_form

    if ins.opcode == "HMMA" and "884" in ins.mods:
        d, c = (("f16" if m == "F16" else "f32") for m in [m for m in ins.mods if m in ("F16", "F32")][:2])
        step = next((int(m[4:]) for m in ins.mods if m.startswith("STEP")), None)
        if family == "volta" and step is not None:
            return SimpleNamespace(opcode="HMMA.884.STEP", mods=(d, c, step))
        mods = ("sync", "aligned", "m8n8k4", "row", "col", d, "f16", "f16", c)
    else:
        mods = tuple(_mma_form(k, ins))
        if "SP" in ins.mods:         # HMMA.SP / IMMA.SP: PTX's mma.sp of the shape (sparse rate)
            mods = ("sp", *mods)
    return SimpleNamespace(opcode="mma", mods=mods)
