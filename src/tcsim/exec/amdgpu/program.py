"""Binding an AMDGPU kernel to storage and semantics, once per (module, kernel).

:class:`AsmProgram` checks the kernel against what tcsim models (a CDNA target, wave64,
no scratch), sizes the register files from the registers the code names, works out where
the hardware puts the launch's values in the initial SGPRs (the ``.amdhsa_user_sgpr_*``
and ``.amdhsa_system_sgpr_*`` descriptor bits, in the order of AMDGPUUsage "Initial Kernel
Execution State") and compiles every instruction through the semantics table into one
:class:`~tcsim.exec.program.Op` ("decode once"). Decode-time problems are
``file:line:col`` errors.
"""

from __future__ import annotations

from tcsim.arch.gfx import GENERATION
from tcsim.errors import AsmSyntaxError
from tcsim.exec.program import Op
from tcsim.isa import ir

#: user SGPRs in hardware order: (descriptor key, name, number of SGPRs)
USER_SGPRS = (
    ("user_sgpr_private_segment_buffer", "private_segment_buffer", 4),
    ("user_sgpr_dispatch_ptr", "dispatch_ptr", 2),
    ("user_sgpr_queue_ptr", "queue_ptr", 2),
    ("user_sgpr_kernarg_segment_ptr", "kernarg_segment_ptr", 2),
    ("user_sgpr_dispatch_id", "dispatch_id", 2),
    ("user_sgpr_flat_scratch_init", "flat_scratch_init", 2),
    ("user_sgpr_private_segment_size", "private_segment_size", 1),
)
#: system SGPRs after the user SGPRs, in hardware order
SYSTEM_SGPRS = (
    ("system_sgpr_workgroup_id_x", "workgroup_id_x"),
    ("system_sgpr_workgroup_id_y", "workgroup_id_y"),
    ("system_sgpr_workgroup_id_z", "workgroup_id_z"),
    ("system_sgpr_workgroup_info", "workgroup_info"),
    ("system_sgpr_private_segment_wavefront_offset", "private_segment_wavefront_offset"),
)


class AsmProgram:
    def __init__(self, module: ir.AsmModule, kernel: str, config=None):
        from tcsim.exec.amdgpu.ops import compile_instruction

        if kernel not in module.kernels:
            names = ", ".join(module.kernels) or "none"
            raise KeyError(f"no kernel named '{kernel}' in {module.source} (kernels: {names})")
        self.module = module
        self.kernel = k = module.kernels[kernel]
        self.name = kernel
        self.config = config
        self.target = module.target
        self.descriptor = d = k.descriptor
        if self.target not in GENERATION:
            raise AsmSyntaxError(k.loc, f"target {self.target} is not modelled (tcsim runs CDNA2 gfx90a and "
                                        f"CDNA3 gfx940/gfx941/gfx942)")
        self.family = GENERATION[self.target]
        amd = getattr(config, "amd", None) if config is not None else None
        if amd is not None and config.isa != self.target and GENERATION.get(config.isa) != self.family:
            raise AsmSyntaxError(k.loc, f"kernel '{kernel}' is compiled for {self.target}; "
                                        f"{config.name} runs {config.isa}")
        self.clock_mhz = amd.cu.core_clock_mhz if amd is not None else 1700
        self.cu_count = amd.cu.cu_count if amd is not None else 104
        #: bytes of private (scratch) memory per work-item, a whole number of dwords
        self.private_size = -(-max(k.meta.get("private_segment_fixed_size", 0) or 0,
                                   d.get("private_segment_fixed_size", 0)) // 4) * 4
        if d.get("uses_dynamic_stack", 0) or k.meta.get("uses_dynamic_stack"):
            raise AsmSyntaxError(k.loc, f"kernel '{kernel}' uses a dynamic stack (function calls), not supported")
        self._layout_sgprs()
        # register files sized by the registers the code names
        nv = na = 0
        for ins in k.instructions:
            for o in ins.operands:
                while isinstance(o, (ir.Neg, ir.Abs)):
                    o = o.operand
                if isinstance(o, ir.GPR) and o.file == "v":
                    nv = max(nv, o.index + o.count)
                elif isinstance(o, ir.GPR) and o.file == "a":
                    na = max(na, o.index + o.count)
        self.num_vgprs = max(nv, 1)  # v0 receives the packed work-item ids
        self.num_agprs = na
        if nv > 256 or na > 256:
            raise AsmSyntaxError(k.loc, f"kernel '{kernel}' names {nv} VGPRs and {na} AGPRs; a wave has at most 256 of each")
        self.mode_at = _mode_flow(k, self.descriptor)
        # decode
        self.ops: list[Op] = []
        for pc, ins in enumerate(k.instructions):
            self.compiling_pc = pc
            self.ops.append(compile_instruction(self, kernel, pc, ins))
        last = k.instructions[-1] if k.instructions else None
        end = ir.Instruction("(end of kernel)", (), (), None, last.loc if last else k.loc, "(end of kernel code)")
        self.ops.append(Op(len(self.ops), end, "fell_off", None, None, kernel, cls="branch"))
        self.code_size = len(self.ops)

    def _layout_sgprs(self) -> None:
        d = self.descriptor
        k = self.kernel
        slots: dict[str, int] = {}
        n = 0
        for key, name, count in USER_SGPRS:
            if d.get(key, 0):
                slots[name] = n
                n += count
        pre = d.get("user_sgpr_kernarg_preload_length", 0)
        if pre:
            slots["kernarg_preload"] = n
            n += pre
        self.kernarg_preload = (d.get("user_sgpr_kernarg_preload_offset", 0), pre)
        declared = d.get("user_sgpr_count", n)
        if declared != n:
            loc = k.descriptor_locs.get("user_sgpr_count", k.loc)
            raise AsmSyntaxError(loc, f".amdhsa_user_sgpr_count {declared} does not match the {n} user SGPRs "
                                      "the .amdhsa_user_sgpr_* directives enable")
        n = declared
        for key, name in SYSTEM_SGPRS:
            if d.get(key, 1 if key == "system_sgpr_workgroup_id_x" else 0):
                slots[name] = n
                n += 1
        if n > 102:
            raise AsmSyntaxError(k.loc, f"{n} initial SGPRs exceed the 102 a wave has")
        self.sgpr_slots = slots
        self.workitem_id_dims = d.get("system_vgpr_workitem_id", 0) + 1

    def summary(self) -> dict:
        k = self.kernel
        classes: dict[str, int] = {}
        for op in self.ops[:-1]:
            classes[op.cls] = classes.get(op.cls, 0) + 1
        return {"kernel": self.name, "target": self.target, "instructions": len(self.ops) - 1,
                "vgprs": self.num_vgprs, "agprs": self.num_agprs,
                "sgprs": k.meta.get("sgpr_count"), "lds_bytes": k.meta.get("group_segment_fixed_size", 0),
                "kernarg_bytes": k.meta.get("kernarg_segment_size"),
                "args": [(a.name or f"arg{i}", a.value_kind, a.size) for i, a in enumerate(k.user_args)],
                "hidden_args": [a.value_kind for a in k.args if a.hidden], "classes": classes,
                "max_workgroup_size": k.meta.get("max_flat_workgroup_size")}


#: MODE register bits tcsim models (AMD ISA guides, "MODE"): FP_ROUND [3:0] (must stay
#: round-to-nearest-even), FP_DENORM [7:4] (f32 [5:4], f16/f64 [7:6]), DX10_CLAMP [8], IEEE [9]
_MODE_DENORM = 0xF0


def mode_word(denorm32: int, denorm1664: int, d: dict) -> int:
    return (d.get("float_round_mode_32", 0) | d.get("float_round_mode_16_64", 0) << 2 | denorm32 << 4
            | denorm1664 << 6 | d.get("dx10_clamp", 1) << 8 | d.get("ieee_mode", 1) << 9)


def _mode_flow(k: ir.AsmKernel, d: dict) -> list[tuple[int, int]]:
    """The MODE register's denormal controls at every instruction, from the descriptor's
    initial values and the ``s_setreg_imm32_b32 hwreg(HW_REG_MODE, ...)`` writes along
    the control-flow graph (LLVM writes them as constants around f32 division when the
    kernel flushes denormals). Decided once, at decode: a path-dependent mode, a rounding
    mode other than round-to-nearest-even, or other MODE fields are reported."""
    ins_list = k.instructions
    n = len(ins_list)
    init = mode_word(d.get("float_denorm_mode_32", 3), d.get("float_denorm_mode_16_64", 3), d)
    if init & 0xF:
        raise AsmSyntaxError(k.loc, "rounding modes other than round-to-nearest-even are not modelled")
    word: list[int | None] = [None] * (n + 1)
    word[0] = init
    work = [0]
    while work:
        pc = work.pop()
        if pc >= n:
            continue
        ins = ins_list[pc]
        w = word[pc]
        op = ins.opcode
        if op == "s_setreg_imm32_b32":
            w = _setreg(ins, w)
        elif op in ("s_setreg_b32", "s_denorm_mode", "s_round_mode"):
            raise AsmSyntaxError(ins.loc, f"'{op}' sets the MODE register from a run-time value; tcsim tracks MODE "
                                          "statically (s_setreg_imm32_b32 with constants)")
        if op == "s_branch":
            succ = [_target(ins)]
        elif op.startswith("s_cbranch_"):
            succ = [_target(ins), pc + 1]
        elif op in ("s_endpgm", "s_trap"):
            succ = []
        else:
            succ = [pc + 1]
        for t in succ:
            if t is None or t > n:
                continue
            if word[t] is None:
                word[t] = w
                work.append(t)
            elif word[t] != w:
                at = ins_list[t].loc if t < n else ins.loc
                raise AsmSyntaxError(at, "the MODE register's denormal controls differ between the paths that "
                                         "reach this instruction (not modelled)")
    out = []
    for w in word[:n]:
        w = init if w is None else w  # unreachable code: the kernel's initial mode
        out.append(((w >> 4) & 3, (w >> 6) & 3))
    return out


def _target(ins) -> int | None:
    o = ins.operands[0] if ins.operands else None
    return o.target if isinstance(o, ir.Sym) and o.target >= 0 else None


def _setreg(ins, w: int) -> int:
    ops = ins.operands
    if len(ops) != 2 or not isinstance(ops[0], ir.Call) or ops[0].name != "hwreg" or not isinstance(ops[1], ir.Imm):
        raise AsmSyntaxError(ins.loc, "s_setreg_imm32_b32 needs hwreg(NAME[, offset, size]) and a constant")
    args = ops[0].args
    name = args[0]
    if name not in ("HW_REG_MODE", 1):
        raise AsmSyntaxError(ins.loc, f"s_setreg_imm32_b32 of hwreg({name}) is not modelled (only HW_REG_MODE)")
    off, size = (args[1], args[2]) if len(args) == 3 else (0, 32)
    if not (isinstance(off, int) and isinstance(size, int) and 0 <= off < 32 and 1 <= size <= 32 - off):
        raise AsmSyntaxError(ins.loc, "hwreg offset/size out of range")
    mask = ((1 << size) - 1) << off
    new = (w & ~mask) | ((int(ops[1].value) << off) & mask)
    if (new ^ w) & ~_MODE_DENORM & 0x3FF or (new ^ w) & ~0x3FF:
        raise AsmSyntaxError(ins.loc, "s_setreg_imm32_b32 changes MODE fields other than the denormal controls "
                                      "(rounding, DX10_CLAMP, IEEE ...): not modelled")
    return new
