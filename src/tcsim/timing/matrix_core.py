"""Matrix cores (AMD "Matrix Core Engines") and the ISA's rules for instructions that
depend on an MFMA.

**Occupancy** (seed 004 §III): each SIMD of a CU has one matrix core. An MFMA occupies its
SIMD's matrix core for its cycle count (``4 * passes``, ``tcsim.matrix.mfma`` catalogue)
times ``--mfma-scale`` (§V-B), rounded up to whole cycles; the next MFMA of any wave on
that SIMD issues when the core is free ("the scoreboard will prevent MFMAs using the same
SIMD unit from being scheduled concurrently"). Other instructions of the same and other
waves issue meanwhile: the matrix core is a separate functional unit.

**Dependencies** (seed 004 §III: "if no independent work is available, then the compiler
(or programmer) must insert NOPs (s_nop) to ensure no dependent work is performed until
the MFMA instruction has completed"). The hardware does not interlock on an MFMA's result:
the CDNA2/CDNA3 ISA guides (MI300 ISA, "Dependency Resolution: Required Independent
Instructions") list how many *wait states* (independent instructions, or ``s_nop N`` = N+1)
software must put between an MFMA and a dependent instruction. tcsim implements that table
(as LLVM's ``GCNHazardRecognizer::checkMAIHazards90A`` / ``checkMAIVALUHazards`` and AMD
rocRoller's wait-state observers state it; every number has the form "passes + k"):

==========================================  =========================  =====================
second instruction (overlapping registers)   gfx90a, gfx942 SMFMA       gfx942 XDL producer
==========================================  =========================  =====================
MFMA reads SrcC, same registers              0 (2-pass producer on gfx942: 2)
MFMA reads SrcC, overlapping                 p (DGEMM reader, gfx90a: p+1)  p+1 (0 for an XDL
                                                                         reader of an SMFMA)
MFMA reads SrcA/B                            p+3 (gfx942 SMFMA: p+2)    p+3
VALU reads or writes (RAW, WAW)              p+3 (gfx942 SMFMA: p+2)    p+3
VMEM / FLAT / DS reads                       p+3 (gfx942 SMFMA: p+2)    p+3
VALU / memory writes a register the MFMA     p-1 (gfx942: XDL producers only)
reads as SrcC (WAR)
==========================================  =========================  =====================

Sparse SMFMAC (gfx942) are XDL instructions whose SrcC is their destination (D = A*B + D)
and whose sparsity-index VGPR is an ordinary source: as the second instruction it follows
the SrcC rows for D and the SrcA/B row for A, B and the index; as the first, the XDL
column with p = 4 (16x16) or 8 (32x32) (LLVM ``VOPProfileSMFMAC``: src2 tied to vdst, $idx
a plain use, which is how ``GCNHazardRecognizer`` sees them).

DGEMM (f64) producers: 16x16x4 (p = 8): SrcC same 0, overlapped 9 (0 for XDL readers),
SrcA/B 11, VALU 11, memory 18; 4x4x4 (p = 4): SrcC same or overlapped 4 (0 for other
readers), SrcA/B 6, VALU 6, memory 9; on gfx90a a non-DGEMM MFMA reading a DGEMM result
as SrcC needs 0. A VALU write of a VGPR that an MFMA then reads needs 2 wait states, a VALU
write of EXEC before an MFMA 4. The hardware also interlocks nothing here: what it *does*
wait for is the matrix core (above) and, for back-to-back accumulation into the same
registers (SrcC same, 0 wait states), that structural hazard is the whole dependency.

**DPP** (a VALU instruction reading src0 from another lane): the ISA's required wait
states "VALU writes a VGPR, then a VALU DPP op reads that VGPR: 2" and "VALU writes EXEC,
then a VALU DPP op: 5" (CDNA2/CDNA3 ISA guides, "Manually Inserted Wait States"; LLVM
``GCNHazardRecognizer::checkDPPHazards``: DppVgprWaitStates = 2, DppExecWaitStates = 5),
checked for every VGPR source of the DPP instruction.

A wait state is one issue slot of the wave (``issue_period`` cycles): the dependent
instruction must issue at least ``issue_period * (W + 1)`` cycles after the MFMA (time is
what the rule protects: stalls count). With ``--mfma-scale`` the pass count in the rules
is scaled with the occupancy (the result is written later), which is why scaled runs of
compiler output can break its s_nop padding (seed 004 §VI).

tcsim executes an instruction's semantics at its issue, so a violating read would see the
new value where the hardware reads a stale or partial one. Policy (``hazards=``):
``"error"`` (default) stops with an error naming both instructions; ``"record"`` lets the
run go on with the hardware's timing and lists the violations in the statistics (seed
004's Listing 1 chain ignores the rules on purpose, §IV-C).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tcsim.errors import ExecutionError


def mfma_kind(spec) -> str:
    """``dgemm`` (f64), ``xdl`` (CDNA3 XDL: f16/bf16/i8/xf32/fp8 inputs) or ``smfma``
    (CDNA3 f32 inputs; every other CDNA2 MFMA: gfx90a's rules are stated per pass count)."""
    if spec.a_type == "f64":
        return "dgemm"
    if spec.arch == "gfx942" and spec.a_type != "f32":
        return "xdl"
    return "smfma"


def occupancy(spec, scale: float) -> int:
    """Matrix-core cycles of one MFMA under ``--mfma-scale``."""
    return max(1, math.ceil(spec.cycles * scale - 1e-9))


def overlaps(a, b) -> bool:
    return a[0] == b[0] and a[1] < b[2] and b[1] < a[2]


@dataclass
class InFlight:
    """An MFMA recent enough that a later instruction of its wave may depend on it."""

    pc: int
    issue: int
    spec: object
    kind: str
    passes: int          # scaled pass count used by the rules
    dst: tuple
    srcc: tuple | None
    until: int           # no rule reaches beyond this cycle


class Rules:
    """The required wait states (see the module docstring) for one architecture."""

    def __init__(self, arch: str, scale: float):
        self.gfx942 = arch == "gfx942"
        self.scale = scale

    def passes(self, spec) -> int:
        return max(1, math.ceil(spec.passes * self.scale - 1e-9))

    def srcc(self, p: InFlight, reader, full: bool) -> int:
        rk = mfma_kind(reader)
        n = p.passes
        if p.kind == "dgemm":
            if not self.gfx942 and rk != "dgemm":
                return 0
            dgemm4 = p.spec.m == 4
            if full:
                return n if (dgemm4 and rk == "dgemm" and reader.m == 4) else 0
            if rk == "xdl":
                return 0
            return n if dgemm4 else n + 1
        if full:
            return n if (self.gfx942 and p.spec.passes == 2) else 0
        if self.gfx942:
            if rk == "xdl" and p.kind != "xdl":
                return 0
            return n + 1 if p.kind == "xdl" else n
        return n + 1 if rk == "dgemm" else n

    def srcab(self, p: InFlight) -> int:
        if p.kind == "dgemm":
            return p.passes + (2 if p.spec.m == 4 else 3)
        return p.passes + (2 if (self.gfx942 and p.kind == "smfma") else 3)

    def valu(self, p: InFlight) -> int:  # VALU reads (RAW) and VALU / memory writes (WAW)
        return self.srcab(p)

    def memory(self, p: InFlight) -> int:
        if p.kind == "dgemm":
            return p.passes + (5 if p.spec.m == 4 else 10)
        return self.valu(p)

    def war(self, p: InFlight) -> int | None:
        if p.kind == "dgemm" or p.srcc is None or (self.gfx942 and p.kind != "xdl"):
            return None
        return p.passes - 1

    def horizon(self, p: InFlight) -> int:
        return max(self.memory(p), self.srcab(p), p.passes + 1)


VALU_WRITE_MFMA_READ = 2   # a VALU write of a VGPR, then an MFMA reading it
VALU_WRITE_EXEC_MFMA = 4   # a VALU write of EXEC (v_cmpx), then an MFMA
VALU_WRITE_DPP_READ = 2    # a VALU write of a VGPR, then a DPP instruction reading it
VALU_WRITE_EXEC_DPP = 5    # a VALU write of EXEC, then a DPP instruction
_HORIZON = max(VALU_WRITE_EXEC_MFMA, VALU_WRITE_EXEC_DPP) + 1   # slots a VALU write matters


class HazardTracker:
    """Checks every instruction a wave issues against the MFMAs in flight before it."""

    def __init__(self, arch: str, scale: float, period: int, policy: str, where):
        if policy not in ("error", "record"):
            raise ValueError(f"hazards must be 'error' or 'record', not {policy!r}")
        self.rules = Rules(arch, scale)
        self.period = period
        self.policy = policy
        self.where = where          # where(wave, pc) -> text naming the place
        self.violations: list[dict] = []
        self.count = 0

    def waits(self, t_first: int, t_second: int) -> int:
        """Wait states between two instructions of a wave issued at these cycles."""
        return (t_second - t_first) // self.period - 1

    def check(self, wave, cost, t: int) -> None:
        fl = wave.inflight
        if fl:
            live = [p for p in fl if p.until > t]
            if len(live) != len(fl):
                wave.inflight = fl = live
        if fl:
            self._check_mfma_deps(wave, cost, t, fl)
        if cost.dpp:
            self._check_valu_to_dpp(wave, cost, t)
        if cost.kind == "mfma":
            self._check_valu_to_mfma(wave, cost, t)
            spec = cost.mfma
            p = InFlight(cost.pc, t, spec, mfma_kind(spec), self.rules.passes(spec), cost.writes[0], cost.srcc, 0)
            p.until = t + self.period * (self.rules.horizon(p) + 1)
            wave.inflight.append(p)
        elif cost.port == "valu" and (cost.writes or cost.writes_exec):
            lw = wave.last_valu_write
            for r in cost.writes:
                lw[r] = t
            if cost.writes_exec:
                lw["exec"] = t

    def _need(self, wave, first_pc: int, t_first: int, cost, t: int, need: int, what: str, rule: str = "MFMA") -> None:
        got = self.waits(t_first, t)
        if got >= need:
            return
        self.count += 1
        info = {"wave": wave.gid, "first_pc": first_pc, "second_pc": cost.pc, "required": need, "got": max(got, 0),
                "what": what, "cycle": t}
        if len(self.violations) < 1000:
            self.violations.append(info)
        if self.policy == "error":
            first = f"the MFMA at PC {first_pc}" if first_pc >= 0 else "the VALU write"
            raise ExecutionError(
                f"{rule} dependency: {what} needs {need} wait states (independent instructions or s_nop) after "
                f"{first}, got {max(got, 0)} (the hardware would read stale data; run with "
                f"hazards='record' / --hazards record to time it anyway); {self.where(wave, cost.pc)}")

    def _check_mfma_deps(self, wave, cost, t, fl) -> None:
        rules = self.rules
        for p in fl:
            if cost.kind == "mfma":
                if cost.srcc is not None and overlaps(cost.srcc, p.dst):
                    full = cost.srcc == p.dst
                    self._need(wave, p.pc, p.issue, cost, t, rules.srcc(p, cost.mfma, full),
                               f"{'SrcC = D' if full else 'SrcC overlapping D'} of a previous MFMA")
                if any(overlaps(r, p.dst) for r in cost.srcab):
                    self._need(wave, p.pc, p.issue, cost, t, rules.srcab(p), "SrcA/B reading an MFMA result")
                continue
            if cost.reads and any(overlaps(r, p.dst) for r in cost.reads):
                need = rules.memory(p) if cost.memory_read else rules.valu(p)
                self._need(wave, p.pc, p.issue, cost, t, need,
                           f"{'a memory instruction' if cost.memory_read else 'a VALU instruction'} reading an MFMA result")
            if cost.writes:
                if any(overlaps(r, p.dst) for r in cost.writes):
                    self._need(wave, p.pc, p.issue, cost, t, rules.valu(p), "overwriting an MFMA result (WAW)")
                war = rules.war(p)
                if war is not None and any(overlaps(r, p.srcc) for r in cost.writes):
                    self._need(wave, p.pc, p.issue, cost, t, war, "overwriting an MFMA's SrcC (WAR)")

    def _check_valu_to_mfma(self, wave, cost, t) -> None:
        self._check_after_valu(wave, cost, t, VALU_WRITE_MFMA_READ, VALU_WRITE_EXEC_MFMA, "an MFMA", "MFMA")

    def _check_valu_to_dpp(self, wave, cost, t) -> None:
        self._check_after_valu(wave, cost, t, VALU_WRITE_DPP_READ, VALU_WRITE_EXEC_DPP, "a DPP instruction", "DPP")

    def _check_after_valu(self, wave, cost, t, need_vgpr: int, need_exec: int, who: str, rule: str) -> None:
        lw = wave.last_valu_write
        if not lw:
            return
        # only the last few issue slots matter: forget older writes
        horizon = t - self.period * (_HORIZON + 1)
        for k in [k for k, tw in lw.items() if tw <= horizon]:
            del lw[k]
        for r in cost.reads:
            for w, tw in lw.items():
                if w != "exec" and overlaps(r, w):
                    self._need(wave, -1, tw, cost, t, need_vgpr, f"{who} reading a VGPR a VALU wrote", rule)
        if "exec" in lw:
            self._need(wave, -1, lw["exec"], cost, t, need_exec, f"{who} after a VALU wrote EXEC", rule)
