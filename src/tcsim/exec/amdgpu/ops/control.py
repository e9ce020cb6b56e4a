"""Program control (SOPP) and the scalar instructions that read machine state.

Branches are scalar: a wave takes ``s_cbranch_*`` as a whole, on SCC, VCC, or EXEC
(``vccz`` = VCC is all zeros, ``execz`` = EXEC is all zeros). Divergence inside a wave is
EXEC masking, which the compiler writes out (``s_and_saveexec_b64`` ... ``s_or_b64 exec``);
nothing here reconverges lanes behind the program's back.

``s_waitcnt``, ``s_nop``, ``s_sleep``, ``s_setprio`` have no functional effect (memory
operations complete at issue in the functional model; a timing driver gives them their
cycles). ``s_memtime`` reads the simulated clock ``st.clock`` (the functional driver
counts issued instructions; a timing driver sets it to the cycle of issue);
``s_memrealtime`` reads the constant 100 MHz real-time counter derived from it.
"""

from __future__ import annotations

import numpy as np

from tcsim.exec.program import Op
from tcsim.isa import ir

from ..state import EXEC, VCC
from . import family, semantics

U32, U64 = np.uint32, np.uint64


def _target(b, i: int = 0) -> int:
    b.expect(1)
    o = b.op(i)
    if not isinstance(o, ir.Sym) or o.target < 0:
        b.error(f"branch target must be a label of this kernel, not {getattr(o, 'name', o)!r}")
    return o.target


@semantics("s_branch", cls="branch")
def s_branch(b):
    return Op(0, b.ins, "branch", None, None, "", target=_target(b))


_COND = {
    "scc0": lambda st, sel: ~st.scc[sel],
    "scc1": lambda st, sel: st.scc[sel],
    "vccz": lambda st, sel: (st.s[VCC, sel] | st.s[VCC + 1, sel]) == 0,
    "vccnz": lambda st, sel: (st.s[VCC, sel] | st.s[VCC + 1, sel]) != 0,
    "execz": lambda st, sel: (st.s[EXEC, sel] | st.s[EXEC + 1, sel]) == 0,
    "execnz": lambda st, sel: (st.s[EXEC, sel] | st.s[EXEC + 1, sel]) != 0,
}


@family(r"s_cbranch_(scc0|scc1|vccz|vccnz|execz|execnz)", cls="branch")
def s_cbranch(b, m):
    return Op(0, b.ins, "branch", _COND[m.group(1)], None, "", target=_target(b))


@semantics("s_endpgm", cls="branch")
def s_endpgm(b):
    b.expect(0)
    return Op(0, b.ins, "end", None, None, "")


@semantics("s_barrier", cls="barrier")
def s_barrier(b):
    b.expect(0)
    return Op(0, b.ins, "barrier", None, None, "")


@semantics("s_trap", cls="branch")
def s_trap(b):
    return Op(0, b.ins, "trap", None, None, "")


@semantics("s_waitcnt", "s_waitcnt_vscnt", "s_waitcnt_vmcnt", "s_waitcnt_lgkmcnt", "s_nop", "s_sleep", "s_setprio",
           "s_ttracedata", "s_sched_barrier", "s_sched_group_barrier", cls="nop")
def s_nop(b):
    for k in ("vmcnt", "expcnt", "lgkmcnt"):
        b.attr(k)
    ops = b.ins.operands
    if b.ins.opcode in ("s_nop", "s_sleep", "s_setprio") and (len(ops) != 1 or not isinstance(ops[0], ir.Imm)):
        b.error(f"'{b.ins.opcode}' takes one integer constant")
    if b.ins.opcode == "s_nop" and not 0 <= ops[0].value <= 0xFFFF:
        b.error("s_nop count does not fit in 16 bits")
    return Op(0, b.ins, "nop", None, None, "")


@semantics("s_sendmsg", cls="nop")
def s_sendmsg(b):
    o = b.op(0)
    if isinstance(o, ir.Call) and o.args and o.args[0] in ("MSG_DEALLOC_VGPRS",):
        return Op(0, b.ins, "nop", None, None, "")
    b.error("only s_sendmsg sendmsg(MSG_DEALLOC_VGPRS) is supported")


@semantics("s_memtime", cls="smem")
def s_memtime(b):
    b.expect(1)
    w = b.sdst(0, "b64")
    return lambda st, sel: w(st, sel, np.full(len(st.scc[sel]), st.clock, dtype=U64))


@semantics("s_memrealtime", cls="smem")
def s_memrealtime(b):
    b.expect(1)
    w = b.sdst(0, "b64")
    ratio = 100.0 / float(b.program.clock_mhz)
    return lambda st, sel: w(st, sel, np.full(len(st.scc[sel]), int(st.clock * ratio), dtype=U64))


_HWREG = {"HW_REG_MODE": 1, "HW_REG_STATUS": 2, "HW_REG_HW_ID": 4, "HW_REG_GPR_ALLOC": 5, "HW_REG_LDS_ALLOC": 6,
          "HW_REG_IB_STS": 7, "HW_REG_SH_MEM_BASES": 15, "HW_REG_XCC_ID": 20}


@semantics("s_getreg_b32", cls="salu")
def s_getreg(b):
    """Reads a hardware register field. Modelled: HW_ID (wave slot, SIMD, CU of the
    functional placement: SIMD = wave in workgroup mod 4, CU = workgroup mod CU count),
    XCC_ID (0), MODE (from the descriptor's float modes), GPR_ALLOC / LDS_ALLOC (the
    kernel's allocation granules), SH_MEM_BASES (the apertures)."""
    b.expect(2)
    o = b.op(1)
    if not isinstance(o, ir.Call) or o.name != "hwreg" or not o.args:
        b.error("s_getreg_b32 needs hwreg(NAME[, offset, size])")
    name = o.args[0]
    if isinstance(name, int):
        code = name
        name = next((k for k, v in _HWREG.items() if v == code), f"register {code}")
    if name not in _HWREG:
        b.error(f"hwreg({name}) is not modelled")
    off, size = (o.args[1], o.args[2]) if len(o.args) == 3 else (0, 32)
    if not (isinstance(off, int) and isinstance(size, int) and 0 <= off < 32 and 1 <= size <= 32 - off):
        b.error("hwreg offset/size out of range")
    mask = U32((1 << size) - 1) if size < 32 else U32(0xFFFFFFFF)
    prog = b.program
    w = b.sdst(0, "b32")
    d = prog.descriptor
    if name == "HW_REG_MODE":
        from ..program import mode_word
        m32, m1664 = prog.mode_at[prog.compiling_pc]
        mode = mode_word(m32, m1664, d)
        return lambda st, sel: w(st, sel, U32((mode >> off) & int(mask)))
    if name == "HW_REG_XCC_ID":
        return lambda st, sel: w(st, sel, U32(0))
    if name == "HW_REG_HW_ID":
        cus = prog.cu_count

        def hw_id(st, sel):
            if st.hw_cu is not None:  # the timing driver's placement
                slot, simd, cu = st.hw_slot[sel], st.hw_simd[sel], st.hw_cu[sel]
            else:
                wig = st.wave_in_group[sel]
                slot, simd, cu = wig // 4, wig % 4, (st.wg_slot[sel] + st.wg_base) % cus
            v = (slot & 0xF) | ((simd % 4) << 4) | ((cu % 16) << 8) | (((cu // 16) % 4) << 13)
            w(st, sel, ((v.astype(U32) >> U32(off)) & mask).astype(U32))
        return hw_id
    if name == "HW_REG_GPR_ALLOC":
        vgpr_blocks = max((prog.num_vgprs + prog.num_agprs + 7) // 8 - 1, 0)
        sgpr_blocks = max((prog.descriptor.get("next_free_sgpr", 16) + 15) // 16 - 1, 0)
        val = sgpr_blocks | vgpr_blocks << 8
        return lambda st, sel: w(st, sel, U32((val >> off) & int(mask)))
    if name == "HW_REG_LDS_ALLOC":
        def lds_alloc(st, sel):
            w(st, sel, U32((((st.lds_size + 511) // 512) << 12 >> off) & int(mask)))
        return lds_alloc
    if name == "HW_REG_SH_MEM_BASES":
        from ..binder import PRIVATE_APERTURE_HI, SHARED_APERTURE_HI
        val = (PRIVATE_APERTURE_HI >> 16) | (SHARED_APERTURE_HI >> 16) << 16
        return lambda st, sel: w(st, sel, U32((val >> off) & int(mask)))
    b.error(f"hwreg({name}) is not modelled")


@semantics("s_setreg_imm32_b32", cls="salu")
def s_setreg_imm32(b):
    """Writes MODE's denormal controls: tracked statically at decode (program._mode_flow),
    which the float instructions after it compile against; no run-time effect."""
    b.expect(2)
    return lambda st, sel: None


@family(r"s_(setpc|swappc|getpc|call|setreg|set_gpr_idx_on|set_gpr_idx_off|set_gpr_idx_mode|movrels|movreld|cbranch_i_fork|cbranch_g_fork|cbranch_join|cbranch_cdbgsys.*|cbranch_cdbguser.*)(_b32|_b64)?",
        cls="branch")
def unsupported(b, m):
    why = {"setpc": "indirect jumps and calls", "swappc": "function calls", "getpc": "PC-relative addressing",
           "call": "function calls", "setreg": "writing hardware registers", "setreg_imm32": "writing hardware registers"}
    b.error(f"'{b.ins.opcode}' is not supported ({why.get(m.group(1), 'not modelled')})")
