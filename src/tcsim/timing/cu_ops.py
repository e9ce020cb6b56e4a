"""What each AMDGPU instruction costs in the compute-unit timing model (``timing/cu.py``),
worked out once per program from the decoded ``Op`` and its operands.

* ``port``: the issue port the instruction takes in its SIMD's issue slot — ``valu``
  (VALU and MFMA), ``salu`` (scalar ALU and scalar memory), ``vmem`` (global / flat /
  buffer / scratch), ``lds`` (ds_*), ``branch`` (s_branch, s_cbranch_*, s_endpgm) — or
  ``None`` for the instructions the sequencer handles without a port (s_nop, s_waitcnt,
  s_barrier, s_setprio, s_sched_*, s_sendmsg).
* ``busy``: cycles the instruction keeps its port of its SIMD (4 for a wave64 VALU
  instruction on a 16-lane SIMD, ``trans_cycles`` for transcendentals).
* the memory counters it increments (``vm``, ``lds``, ``smem``) and when its data returns:
  fixed latencies per level from the config (seed 004 Table I), see :func:`latency`.
* ``s_waitcnt`` limits, ``s_nop`` wait states, and the vector registers read and written
  (for the MFMA dependency rules of ``timing/matrix_core.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tcsim.arch.gfx import MATRIX_FAMILY
from tcsim.isa import ir

_TRANS = re.compile(r"v_(rcp|rsq|sqrt|exp|log|sin|cos)(_legacy|_iflag|_clamp)?_(f16|f32|f64)")
_NO_PORT = {"s_nop", "s_waitcnt", "s_waitcnt_vscnt", "s_waitcnt_vmcnt", "s_waitcnt_lgkmcnt", "s_barrier",
            "s_setprio", "s_sched_barrier", "s_sched_group_barrier", "s_ttracedata", "s_sendmsg", "s_sleep"}
#: ``s_waitcnt`` counter maximums (gfx9: vmcnt 6 bits, lgkmcnt 4 bits): "no wait"
VM_MAX, LGKM_MAX = 63, 15

Range = tuple[str, int, int]  # (register file "v"/"a", first, one past the last)


@dataclass
class OpCost:
    pc: int
    kind: str                       # valu trans mfma salu smem memtime vmem lds branch end nop waitcnt barrier
    port: str | None
    busy: int
    counters: tuple[str, ...] = ()  # memory counters incremented: "vm", "lds", "smem"
    latency: int = 0                # cycles until the data returns (the counters decrement)
    wait_vm: int = VM_MAX           # s_waitcnt limits
    wait_lgkm: int = LGKM_MAX
    nop_states: int = 0             # s_nop N: N + 1 wait states; s_sleep
    reads: tuple[Range, ...] = ()
    writes: tuple[Range, ...] = ()
    writes_exec: bool = False
    mfma: object = None             # the MfmaSpec of an MFMA
    srcab: tuple[Range, ...] = ()   # MFMA sources A and B
    srcc: Range | None = None       # MFMA source C (None: an inline constant)
    memory_read: bool = False       # VMEM / FLAT / DS instruction (its reads are "memory reads" in the rules)
    dpp: bool = False               # a DPP instruction (its own wait-state rules: timing/matrix_core.py)
    extra: dict = field(default_factory=dict)


def _ranges(ops) -> list[Range]:
    out = []
    for o in ops:
        while isinstance(o, (ir.Neg, ir.Abs)):
            o = o.operand
        if isinstance(o, ir.GPR) and o.file in ("v", "a"):
            out.append((o.file, o.index, o.index + o.count))
    return out


def _waitcnt(ins) -> tuple[int, int]:
    vm, lgkm = VM_MAX, LGKM_MAX
    a = ins.attrs or {}
    if ins.opcode == "s_waitcnt_vmcnt":
        return (_imm(ins, VM_MAX), LGKM_MAX)
    if ins.opcode == "s_waitcnt_lgkmcnt":
        return (VM_MAX, _imm(ins, LGKM_MAX))
    if "vmcnt" in a or "lgkmcnt" in a or "expcnt" in a:
        vm = int(a.get("vmcnt", VM_MAX))
        lgkm = int(a.get("lgkmcnt", LGKM_MAX))
        return vm, lgkm
    if ins.operands and isinstance(ins.operands[-1], ir.Imm):  # the raw simm16 (gfx9 layout)
        v = int(ins.operands[-1].value)
        return (v & 0xF) | ((v >> 14) & 0x3) << 4, (v >> 8) & 0xF
    return vm, lgkm


def _imm(ins, default: int) -> int:
    o = ins.operands[-1] if ins.operands else None
    return int(o.value) if isinstance(o, ir.Imm) else default


def is_returning_atomic(ins) -> bool:
    flat = ins.opcode.startswith("flat_")
    return len(ins.operands) == (2 if flat else 3) + 1


def classify(op, cfg, target: str) -> OpCost:
    """Timing facts of one decoded instruction (``cfg``: the GPU's ``amd`` config;
    ``target``: the program's gfx target)."""
    ins = op.ins
    name = ins.opcode
    t, mem = cfg.timing, cfg.memory
    period = t.issue_period
    ops = ins.operands
    if op.kind == "fell_off" or op.kind == "trap":
        return OpCost(op.pc, "branch", "branch", period)
    if op.kind == "end":
        return OpCost(op.pc, "end", "branch", period)
    if op.kind == "branch":
        return OpCost(op.pc, "branch", "branch", period)
    if op.kind == "barrier":
        return OpCost(op.pc, "barrier", None, period)
    if name in ("s_waitcnt", "s_waitcnt_vmcnt", "s_waitcnt_lgkmcnt", "s_waitcnt_vscnt"):
        vm, lgkm = _waitcnt(ins) if name != "s_waitcnt_vscnt" else (VM_MAX, LGKM_MAX)
        return OpCost(op.pc, "waitcnt", None, period, wait_vm=vm, wait_lgkm=lgkm)
    if name == "s_nop":
        return OpCost(op.pc, "nop", None, period, nop_states=(int(ops[0].value) & 0xF) + 1)
    if name == "s_sleep":  # SIMM16[6:0] x 64 cycles (AMD ISA guides: s_sleep)
        return OpCost(op.pc, "nop", None, period, nop_states=max(1, (int(ops[0].value) & 0x7F) * 64 // period))
    if name in _NO_PORT:
        return OpCost(op.pc, "nop", None, period)
    cls = op.cls
    if cls == "mfma":
        spec = _mfma_spec(op, target)
        if spec.sparse:
            # v_smfmac vdst, A, B, vidx: the accumulator SrcC is vdst itself; the index VGPR
            # is an ordinary source (LLVM VOPProfileSMFMAC: src2 tied to vdst, $idx a use)
            dst = _ranges(ops[:1])
            return OpCost(op.pc, "mfma", "valu", period, reads=tuple(_ranges(ops[1:]) + dst), writes=tuple(dst),
                          mfma=spec, srcab=tuple(_ranges(ops[1:4])), srcc=dst[0])
        srcc = _ranges([ops[3]])
        return OpCost(op.pc, "mfma", "valu", period, reads=tuple(_ranges(ops[1:])), writes=tuple(_ranges(ops[:1])),
                      mfma=spec, srcab=tuple(_ranges(ops[1:3])), srcc=srcc[0] if srcc else None)
    if name in ("s_memtime", "s_memrealtime"):
        return OpCost(op.pc, "memtime", "salu", period, counters=("smem",), latency=t.memtime_latency)
    if cls == "smem":
        return OpCost(op.pc, "smem", "salu", period, counters=("smem",), latency=mem.scalar_latency)
    if cls in ("salu", "branch"):   # scalar ALU and the scalar program-control instructions that are no jump
        return OpCost(op.pc, "salu", "salu", period)
    if cls == "lds":
        writes = ("read" in name or "_rtn" in name or "permute" in name or "wrxchg" in name or "swizzle" in name)
        rs = _ranges(ops)
        return OpCost(op.pc, "lds", "lds", period, counters=("lds",), latency=mem.lds_latency,
                      reads=tuple(rs[1:] if writes else rs), writes=tuple(rs[:1] if writes else ()), memory_read=True)
    if cls == "vmem":
        rs = _ranges(ops)
        if "_atomic_" in name:
            writes = is_returning_atomic(ins)
        else:
            writes = "_load" in name
        counters = ("vm", "lds") if name.startswith("flat_") else ("vm",)  # FLAT counts on both (gfx9)
        return OpCost(op.pc, "vmem", "vmem", period, counters=counters, latency=mem.l1d_latency,
                      reads=tuple(rs[1:] if writes else rs), writes=tuple(rs[:1] if writes else ()), memory_read=True)
    # vector ALU
    rs = _ranges(ops)
    dst_is_vector = bool(ops) and isinstance(ops[0], ir.GPR) and ops[0].file in ("v", "a")
    writes = tuple(rs[:1]) if dst_is_vector else ()
    reads = rs[1:] if dst_is_vector else rs
    if dst_is_vector and ("mac" in name or "writelane" in name or (ins.attrs or {}).get("dst_unused") == "UNUSED_PRESERVE"):
        reads = rs  # the destination's old value is read too
    trans = bool(_TRANS.fullmatch(name))
    return OpCost(op.pc, "trans" if trans else "valu", "valu", t.trans_cycles if trans else period,
                  reads=tuple(reads), writes=writes, writes_exec=name.startswith("v_cmpx"),
                  dpp=ins.mods == ("dpp",))


def _mfma_spec(op, target: str):
    from tcsim.matrix import mfma

    return mfma.lookup(MATRIX_FAMILY[target], op.ins.opcode)
