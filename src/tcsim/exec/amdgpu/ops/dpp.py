"""DPP (data-parallel primitives, the ``_dpp`` encoding of VOP1/VOP2 on gfx90a/gfx942):
src0 is read from another lane of the wave, as ``dpp_ctrl`` says, before the operation.

The lanes of a wave form four *rows* of 16 lanes and, within each row, four *banks* of
four lanes (LLVM AMDGPUModifierSyntax, "DPP Modifiers"; AMD CDNA2/3 ISA guides, DPP).
Lane ``l`` (row ``r = l // 16``, ``i = l % 16``) reads src0 from lane

==========================  =========================================  ================
dpp_ctrl                    source lane                                invalid when
==========================  =========================================  ================
``quad_perm:[a,b,c,d]``     ``4*(l//4) + [a,b,c,d][l % 4]``            -
``row_shl:N`` (1-15)        ``16r + i + N``                            ``i + N > 15``
``row_shr:N``               ``16r + i - N``                            ``i < N``
``row_ror:N``               ``16r + (i - N) % 16``                     -
``wave_shl:1``              ``l + 1``                                  ``l = 63``
``wave_shr:1``              ``l - 1``                                  ``l = 0``
``wave_rol:1``              ``(l + 1) % 64``                           -
``wave_ror:1``              ``(l - 1) % 64``                           -
``row_mirror``              ``16r + 15 - i``                           -
``row_half_mirror``         ``8*(l//8) + 7 - l % 8``                   -
``row_bcast:15``            ``16r - 1`` (lane 15 of the previous row)  row 0
``row_bcast:31``            31                                         rows 0 and 1
``row_newbcast:N`` (0-15)   ``16r + N``                                -
==========================  =========================================  ================

A source is also invalid when its lane is inactive (EXEC = 0; GFX9 has no ``fi``).
``row_mask``/``bank_mask`` (default 0xF) disable rows / banks: a disabled lane is not
written. A lane whose source is invalid is not written either, unless ``bound_ctrl`` is
set: then it reads 0 (LLVM: "for historical reasons bound_ctrl:0 has the same meaning as
bound_ctrl:1" before GFX11 — both set the BOUND_CTRL bit, which llvm-mc shows). The
operation then runs as usual, neg/abs applied to the fetched src0, with lane-mask results
(carry-outs) 0 in the lanes not written. Rows 0 of ``row_bcast:15`` and 0-1 of
``row_bcast:31`` have no source (AMD's rocjitsu emulator treats them as invalid; LLVM
always masks them off with row_mask 0xA / 0xC).

What LLVM's assembler accepts (llvm-mc-14 gfx90a, llvm-mc-19 gfx90a/gfx942; checked by
``scripts/check_amdgpu_dpp.py``): the VOP1/VOP2 instructions of :data:`DPP_OPS`; no VOPC,
VOP3 or VOP3P DPP, no DPP8, no ``fi``, no ``row_share``/``row_xmask``; instructions with
a 64-bit operand ("DP ALU DPP") take ``row_newbcast`` only; src0 and src1 are VGPRs.
"""

from __future__ import annotations

import numpy as np

from tcsim.isa import ir

from ..state import EXEC, pack_mask

LANES = np.arange(64)

#: VOP1/VOP2 instructions with a DPP form on gfx90a and gfx942 (llvm-mc), among those
#: tcsim executes; v_mac_f32 exists on gfx90a only, v_mov_b64 on gfx940+ only
DPP_OPS = frozenset("""
v_mov_b32 v_not_b32 v_bfrev_b32 v_ffbh_u32 v_ffbh_i32 v_ffbl_b32 v_cvt_f32_i32 v_cvt_f32_u32
v_cvt_i32_f32 v_cvt_u32_f32 v_cvt_rpi_i32_f32 v_cvt_flr_i32_f32 v_cvt_f16_f32 v_cvt_f32_f16
v_cvt_f32_ubyte0 v_cvt_f32_ubyte1 v_cvt_f32_ubyte2 v_cvt_f32_ubyte3 v_cvt_f32_f64 v_cvt_f64_f32
v_cvt_f64_i32 v_cvt_f64_u32 v_cvt_i32_f64 v_cvt_u32_f64 v_fract_f32 v_trunc_f32 v_ceil_f32
v_rndne_f32 v_floor_f32 v_exp_f32 v_log_f32 v_rcp_f32 v_rcp_iflag_f32 v_rsq_f32 v_sqrt_f32
v_sin_f32 v_cos_f32 v_frexp_exp_i32_f32 v_frexp_mant_f32 v_trunc_f64 v_ceil_f64 v_rndne_f64
v_floor_f64 v_rcp_f64 v_rsq_f64 v_sqrt_f64 v_mov_b64
v_cndmask_b32 v_add_f32 v_sub_f32 v_subrev_f32 v_mul_f32 v_mul_i32_i24 v_mul_hi_i32_i24
v_mul_u32_u24 v_mul_hi_u32_u24 v_min_f32 v_max_f32 v_min_i32 v_max_i32 v_min_u32 v_max_u32
v_lshrrev_b32 v_ashrrev_i32 v_lshlrev_b32 v_and_b32 v_or_b32 v_xor_b32 v_xnor_b32 v_mac_f32
v_fmac_f32 v_fmac_f64 v_add_co_u32 v_sub_co_u32 v_subrev_co_u32 v_addc_co_u32 v_subb_co_u32
v_subbrev_co_u32 v_add_f16 v_sub_f16 v_mul_f16 v_max_f16 v_min_f16 v_add_u32 v_sub_u32
v_subrev_u32 v_add_u16 v_sub_u16 v_subrev_u16 v_mul_lo_u16 v_lshlrev_b16 v_lshrrev_b16
v_ashrrev_i16 v_max_u16 v_max_i16 v_min_u16 v_min_i16 v_subrev_f16 v_ldexp_f16
v_floor_f16 v_ceil_f16 v_trunc_f16 v_rndne_f16 v_fract_f16 v_sqrt_f16 v_rcp_f16 v_rsq_f16 v_exp_f16
v_log_f16 v_sin_f16 v_cos_f16 v_frexp_mant_f16 v_frexp_exp_i16_f16 v_cvt_f16_u16 v_cvt_f16_i16
v_cvt_u16_f16 v_cvt_i16_f16
""".split())
_GFX90A_ONLY = {"v_mac_f32"}
_GFX940_ONLY = {"v_mov_b64"}
#: instructions with a 64-bit operand: "DP ALU dpp only supports row_newbcast" (LLVM 19)
DP_ALU = frozenset({"v_cvt_f32_f64", "v_cvt_f64_f32", "v_cvt_f64_i32", "v_cvt_f64_u32", "v_cvt_i32_f64",
                    "v_cvt_u32_f64", "v_trunc_f64", "v_ceil_f64", "v_rndne_f64", "v_floor_f64", "v_rcp_f64",
                    "v_rsq_f64", "v_sqrt_f64", "v_mov_b64", "v_fmac_f64"})
#: carry forms: ``vdst, vcc, src0, src1 [, vcc]`` (src0 is operand 2)
_CARRY = {"v_add_co_u32", "v_sub_co_u32", "v_subrev_co_u32", "v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32"}

CONTROLS = ("quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_shr", "wave_rol", "wave_ror",
            "row_mirror", "row_half_mirror", "row_bcast", "row_newbcast")


def source_lanes(ctrl: str, value) -> tuple[np.ndarray, np.ndarray]:
    """(source lane, source in range) for every lane, for one dpp_ctrl (see the table)."""
    l = LANES
    row, i = l // 16, l % 16
    ok = np.ones(64, bool)
    if ctrl == "quad_perm":
        src = 4 * (l // 4) + np.asarray(value)[l % 4]
    elif ctrl == "row_shl":
        src, ok = 16 * row + i + value, i + value <= 15
    elif ctrl == "row_shr":
        src, ok = 16 * row + i - value, i >= value
    elif ctrl == "row_ror":
        src = 16 * row + (i - value) % 16
    elif ctrl == "wave_shl":
        src, ok = l + 1, l < 63
    elif ctrl == "wave_shr":
        src, ok = l - 1, l > 0
    elif ctrl == "wave_rol":
        src = (l + 1) % 64
    elif ctrl == "wave_ror":
        src = (l - 1) % 64
    elif ctrl == "row_mirror":
        src = 16 * row + 15 - i
    elif ctrl == "row_half_mirror":
        src = 8 * (l // 8) + 7 - l % 8
    elif ctrl == "row_bcast":
        src, ok = (16 * row - 1, row >= 1) if value == 15 else (np.full(64, 31), row >= 2)
    elif ctrl == "row_newbcast":
        src = 16 * row + value
    else:  # pragma: no cover - CONTROLS is exhaustive
        raise ValueError(ctrl)
    return np.where(ok, src, l).astype(np.int64), np.asarray(ok, bool)


def enabled_lanes(row_mask: int, bank_mask: int) -> np.ndarray:
    """(64,) bool: lanes whose row and bank are enabled."""
    return (((row_mask >> (LANES // 16)) & 1) & ((bank_mask >> ((LANES % 16) // 4)) & 1)).astype(bool)


def src0_index(opcode: str) -> int:
    return 2 if opcode in _CARRY else 1


def plan(b):
    """Check a DPP instruction's modifiers (errors as LLVM's assembler words them) and
    return (source lanes, in range, enabled lanes, bound_ctrl)."""
    ins, op = b.ins, b.ins.opcode
    target = b.program.target
    gfx940 = target != "gfx90a"
    if op.startswith(("v_cmp", "v_cmpx")) or op not in DPP_OPS or (op in _GFX90A_ONLY and gfx940) or \
            (op in _GFX940_ONLY and not gfx940):
        b.error(f"dpp variant of this instruction is not supported ('{op}_dpp' on {target})")
    locs = ins.attrs.get("_locs", {})
    for bad, why in (("fi", "fi (fetch inactive) is GFX10+"), ("dpp8", "DPP8 is GFX10+")):
        if bad in ins.attrs:
            b.error(f"{why}; {target} DPP has no '{bad}'", locs.get(bad))
    given = [c for c in CONTROLS if c in ins.attrs]
    if len(given) != 1:
        b.error(f"a DPP instruction needs exactly one dpp_ctrl ({', '.join(CONTROLS)}), got "
                f"{', '.join(given) if given else 'none'}")
    ctrl = given[0]
    val = b.attr(ctrl)
    col = locs.get(ctrl)
    if ctrl == "quad_perm":
        if not (isinstance(val, tuple) and len(val) == 4 and all(0 <= x <= 3 for x in val)):
            b.error("quad_perm needs four lane selects 0-3: quad_perm:[a,b,c,d]", col)
    elif ctrl in ("row_shl", "row_shr", "row_ror") and not (isinstance(val, int) and 1 <= val <= 15):
        b.error(f"{ctrl}:{val}: the shift is 1-15", col)
    elif ctrl.startswith("wave_") and val != 1:
        b.error(f"{ctrl}:{val}: wavefront shifts and rotates are by 1", col)
    elif ctrl == "row_bcast" and val not in (15, 31):
        b.error(f"row_bcast:{val}: only row_bcast:15 and row_bcast:31 exist", col)
    elif ctrl == "row_newbcast" and not (isinstance(val, int) and 0 <= val <= 15):
        b.error(f"row_newbcast:{val}: the lane is 0-15", col)
    if op in DP_ALU and ctrl != "row_newbcast":
        b.error(f"DP ALU dpp only supports row_newbcast ('{op}' has a 64-bit operand)", col)
    masks = []
    for m in ("row_mask", "bank_mask"):
        v = b.attr(m, 0xF)
        if not (isinstance(v, int) and 0 <= v <= 15):
            b.error(f"{m}:{v} must be 0-15", locs.get(m))
        masks.append(v)
    bc = b.attr("bound_ctrl", None)
    if bc is not None and bc not in (0, 1):
        b.error(f"bound_ctrl:{bc} must be 0 or 1 (both set BOUND_CTRL on GFX9)", locs.get("bound_ctrl"))
    s0 = src0_index(op)
    for k in range(s0, min(s0 + 2, len(ins.operands))):      # src0 and (VOP2) src1
        o = ins.operands[k]
        while isinstance(o, (ir.Neg, ir.Abs)):
            o = o.operand
        if not (isinstance(o, ir.GPR) and o.file == "v"):
            b.error(f"DPP sources must be VGPRs (operand {k} is not)", locs.get(f"#{k}"))
    src, ok = source_lanes(ctrl, val)
    return src, ok, enabled_lanes(*masks), bc is not None


def read_src0(raw, src):
    """The DPP src0 reader: the raw per-lane reader permuted; invalid lanes read 0 (the
    lanes that must not be written are masked by the wrapper)."""
    def read(st, sel):
        v = np.asarray(raw(st, sel))
        v = v[:, src]
        return np.where(st.dpp_ok, v, v.dtype.type(0))
    return read


def wrap(fn, src, in_range, enabled, bound_ctrl):
    """Run the compiled operation ``fn`` with DPP lane semantics: compute which sources are
    valid (in range and active), run with EXEC narrowed to the lanes that write, restore."""
    def run(st, sel):
        em = st.exec_mask(sel)
        ok = em[:, src] & in_range
        write = em & enabled
        if not bound_ctrl:
            write &= ok
        lo, hi = st.s[EXEC, sel].copy(), st.s[EXEC + 1, sel].copy()
        st.dpp_ok = ok
        st.s[EXEC, sel], st.s[EXEC + 1, sel] = pack_mask(write)
        try:
            fn(st, sel)
        finally:
            st.s[EXEC, sel], st.s[EXEC + 1, sel] = lo, hi
            st.dpp_ok = None
    return run
