"""DPP on gfx90a and gfx942 (exec/amdgpu/ops/dpp.py): every dpp_ctrl, row/bank masks,
bound_ctrl, inactive source lanes, VOP1/VOP2/carry/64-bit forms, and the assembler's
restrictions — against a lane-by-lane reference written from the ISA's definitions."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from amdkit import f32bits, run, set_exec

from tcsim.errors import AsmSyntaxError

TARGETS = ["gfx90a", "gfx942"]
ROOT = Path(__file__).resolve().parents[3]


def ref_source(ctrl: str, val, lane: int):
    """The lane ``lane`` reads src0 from, or None (no source), per the DPP definitions."""
    row, i = divmod(lane, 16)
    if ctrl == "quad_perm":
        return lane - lane % 4 + val[lane % 4]
    if ctrl == "row_shl":
        return lane + val if i + val < 16 else None
    if ctrl == "row_shr":
        return lane - val if i - val >= 0 else None
    if ctrl == "row_ror":
        return 16 * row + (i - val) % 16
    if ctrl == "wave_shl":
        return lane + 1 if lane < 63 else None
    if ctrl == "wave_shr":
        return lane - 1 if lane > 0 else None
    if ctrl == "wave_rol":
        return (lane + 1) % 64
    if ctrl == "wave_ror":
        return (lane - 1) % 64
    if ctrl == "row_mirror":
        return 16 * row + 15 - i
    if ctrl == "row_half_mirror":
        return lane - lane % 8 + 7 - lane % 8
    if ctrl == "row_bcast":
        if val == 15:
            return 16 * row - 1 if row > 0 else None
        return 31 if row >= 2 else None
    if ctrl == "row_newbcast":
        return 16 * row + val
    raise ValueError(ctrl)


def ref_mov(ctrl, val, src0, old, exec_mask, row_mask=0xF, bank_mask=0xF, bound_ctrl=False):
    out = old.copy()
    for lane in range(64):
        if not (exec_mask >> lane) & 1:
            continue
        if not (row_mask >> (lane // 16)) & 1 or not (bank_mask >> ((lane % 16) // 4)) & 1:
            continue
        s = ref_source(ctrl, val, lane)
        if s is None or not (exec_mask >> s) & 1:
            if bound_ctrl:
                out[lane] = 0
            continue
        out[lane] = src0[s]
    return out


CTRLS = [("quad_perm", (1, 0, 3, 2)), ("quad_perm", (3, 3, 0, 1)), ("row_shl", 1), ("row_shl", 15), ("row_shr", 1),
         ("row_shr", 3), ("row_shr", 8), ("row_ror", 1), ("row_ror", 7), ("wave_shl", 1), ("wave_shr", 1),
         ("wave_rol", 1), ("wave_ror", 1), ("row_mirror", None), ("row_half_mirror", None), ("row_bcast", 15),
         ("row_bcast", 31), ("row_newbcast", 0), ("row_newbcast", 9)]


def _text(ctrl, val):
    if val is None:
        return ctrl
    if ctrl == "quad_perm":
        return f"quad_perm:[{','.join(map(str, val))}]"
    return f"{ctrl}:{val}"


SRC = (np.arange(64, dtype=np.uint32) * 3 + 7)
OLD = np.arange(64, dtype=np.uint32) + 1000


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("ctrl,val", CTRLS, ids=[_text(c, v) for c, v in CTRLS])
def test_every_dpp_ctrl(target, ctrl, val):
    exec_masks = [(1 << 64) - 1, 0xF0F0_FFFF_7FFF_FFFE]
    for em in exec_masks:
        for rm, bm, bc in ((0xF, 0xF, False), (0xF, 0xF, True), (0xA, 0x5, False), (0x6, 0xE, True)):
            mods = f"{_text(ctrl, val)} row_mask:{rm:#x} bank_mask:{bm:#x}" + (" bound_ctrl:0" if bc else "")

            def setup(st, em=em):
                st.v[1, 0] = SRC
                st.v[2, 0] = OLD
                set_exec(st, em)
            st, _, _ = run(f"\tv_mov_b32_dpp v2, v1 {mods}", setup, target=target)
            want = ref_mov(ctrl, val, SRC, OLD, em, rm, bm, bc)
            assert np.array_equal(st.v[2, 0], want), (mods, hex(em))


@pytest.mark.parametrize("target", TARGETS)
def test_vop2_float_modifiers_and_bound_ctrl(target):
    """v_add_f32_dpp: src0 from the lane to the left (row_shr:1), negated after the fetch;
    the first lane of each row reads 0 with bound_ctrl (the scan idiom LLVM writes)."""
    a = np.arange(64, dtype=np.float32) + 0.5
    c = np.full(64, 100.0, np.float32)

    def setup(st):
        st.v[1, 0] = f32bits(a)
        st.v[2, 0] = f32bits(c)
    st, _, _ = run("\tv_add_f32_dpp v3, -v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1", setup, target=target)
    got = st.v[3, 0].view(np.float32)
    want = np.array([100.0 - (a[l - 1] if l % 16 else 0.0) for l in range(64)], np.float32)
    assert np.array_equal(got, want)
    # without bound_ctrl the first lane of each row keeps its old value
    st, _, _ = run("\tv_mov_b32_e32 v3, 7\n\tv_add_f32_dpp v3, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf",
                   setup, target=target)
    got = st.v[3, 0]
    assert all(got[l] == 7 for l in range(0, 64, 16))
    assert np.float32(got[1:16].view(np.float32)[0]) == np.float32(a[0] + 100)


@pytest.mark.parametrize("target", TARGETS)
def test_carry_out_and_cndmask_forms(target):
    x = np.full(64, 0xFFFFFFFF, np.uint32)
    x[::2] = 1
    y = np.ones(64, np.uint32)

    def setup(st):
        st.v[1, 0] = x
        st.v[2, 0] = y
    # lane l adds x[l+1] (row_shl:1): carries where x[l+1] is all ones; lanes 15/31/47/63
    # have no source and, without bound_ctrl, are not written (carry bit 0)
    st, _, _ = run("\tv_add_co_u32_dpp v3, vcc, v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf", setup, target=target)
    vcc = int(st.s[106, 0]) | int(st.s[107, 0]) << 32
    want = sum(1 << l for l in range(64) if l % 16 != 15 and x[l + 1] == 0xFFFFFFFF)
    assert vcc == want
    st, _, _ = run("\ts_mov_b64 vcc, 0x5555\n\tv_cndmask_b32_dpp v3, v1, v2, vcc quad_perm:[0,0,0,0] "
                   "row_mask:0xf bank_mask:0xf", setup, target=target)
    want = np.array([y[l] if (0x5555 >> l) & 1 else x[l - l % 4] for l in range(64)], np.uint32)
    assert np.array_equal(st.v[3, 0], want)


@pytest.mark.parametrize("target", TARGETS)
def test_64_bit_dp_alu_row_newbcast(target):
    """Instructions with a 64-bit operand take row_newbcast only; the whole pair moves."""
    a = np.arange(64).astype(np.float64) * 1.25 - 20

    def setup(st):
        st.v[2, 0] = a.view(np.uint64).astype(np.uint32)
        st.v[3, 0] = (a.view(np.uint64) >> np.uint64(32)).astype(np.uint32)
        st.v[6, 0] = np.arange(64, dtype=np.int32).view(np.uint32) - 5
    st, _, _ = run("\tv_rcp_f64_dpp v[4:5], v[2:3] row_newbcast:3 row_mask:0xf bank_mask:0xf\n"
                   "\tv_cvt_f64_i32_dpp v[8:9], v6 row_newbcast:15 row_mask:0xf bank_mask:0xf", setup, target=target)
    got = (st.v[4, 0].astype(np.uint64) | st.v[5, 0].astype(np.uint64) << np.uint64(32)).view(np.float64)
    assert np.array_equal(got, 1.0 / a[16 * (np.arange(64) // 16) + 3])
    got = (st.v[8, 0].astype(np.uint64) | st.v[9, 0].astype(np.uint64) << np.uint64(32)).view(np.float64)
    assert np.array_equal(got, (16 * (np.arange(64) // 16) + 15 - 5).astype(np.float64))
    if target == "gfx942":
        st, _, _ = run("\tv_mov_b64_dpp v[4:5], v[2:3] row_newbcast:1 row_mask:0xf bank_mask:0xf\n"
                       "\tv_mov_b32_e32 v9, v6", setup, target=target)
        assert np.array_equal(st.v[4, 0], st.v[2, 0][16 * (np.arange(64) // 16) + 1])


@pytest.mark.parametrize("line,target,msg", [
    ("v_cmp_lt_f32_dpp vcc, v1, v2 quad_perm:[1,0,3,2]", "gfx942", "dpp variant of this instruction is not supported"),
    ("v_add3_u32_dpp v0, v1, v2, v3 row_shr:1", "gfx90a", "dpp variant of this instruction is not supported"),
    ("v_mac_f32_dpp v0, v1, v2 row_shr:1", "gfx942", "not supported"),
    ("v_mov_b64_dpp v[0:1], v[2:3] row_newbcast:1", "gfx90a", "not supported"),
    ("v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] fi:1", "gfx942", "fi"),
    ("v_floor_f64_dpp v[0:1], v[2:3] row_shl:1", "gfx942", "DP ALU dpp only supports row_newbcast"),
    ("v_mov_b32_dpp v0, v1 row_shl:16", "gfx90a", "row_shl:16: the shift is 1-15"),
    ("v_mov_b32_dpp v0, v1 row_bcast:7", "gfx90a", "row_bcast:7"),
    ("v_mov_b32_dpp v0, v1 wave_shl:2", "gfx90a", "by 1"),
    ("v_mov_b32_dpp v0, v1 row_mask:0xf", "gfx942", "exactly one dpp_ctrl"),
    ("v_mov_b32_dpp v0, v1 row_shl:1 row_ror:2", "gfx942", "exactly one dpp_ctrl"),
    ("v_add_f32_e64_dpp v0, v1, v2 row_shr:1", "gfx942", "e64_dpp variant"),
    ("v_add_f32_dpp v0, v1, s2 row_shr:1", "gfx942", "DPP sources must be VGPRs"),
    ("v_mov_b32_dpp v0, v1 row_share:5", "gfx942", "unknown modifier"),
    ("v_add_f32 v0, v1, v2 row_shr:1", "gfx942", "modifier 'row_shr' is not supported"),
])
def test_assembler_restrictions(line, target, msg):
    with pytest.raises(AsmSyntaxError, match=msg):
        run("\t" + line, target=target)


@pytest.mark.skipif(not (shutil.which("llvm-mc-14") or shutil.which("llvm-mc-19")), reason="needs llvm-mc")
def test_dpp_forms_agree_with_llvm():
    """scripts/check_amdgpu_dpp.py: which instructions have a DPP form and which
    dpp_ctrl / mask / bound_ctrl spellings exist, per target, as LLVM's assemblers say."""
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "check_amdgpu_dpp.py")], capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "disagreement" in r.stdout and " 1 disagree" not in r.stdout


def _shape(op):
    """Operands of ``op`` as LLVM writes its VOP1/VOP2 form: (dst, sources...) text."""
    from tcsim.exec.amdgpu.ops.dpp import DP_ALU
    carry_in = op in ("v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32")
    if op in ("v_add_co_u32", "v_sub_co_u32", "v_subrev_co_u32") or carry_in:
        return "v10, vcc, v2, v4" + (", vcc" if carry_in else "")
    if op == "v_cndmask_b32":
        return "v10, v2, v4, vcc"
    if op in DP_ALU:
        src = "v2" if op in ("v_cvt_f64_i32", "v_cvt_f64_u32", "v_cvt_f64_f32") else "v[2:3]"
        dst = "v10" if op in ("v_cvt_f32_f64", "v_cvt_i32_f64", "v_cvt_u32_f64") else "v[10:11]"
        return f"{dst}, {src}" + (", v[4:5]" if op == "v_fmac_f64" else "")
    from tcsim.exec.amdgpu.ops import valu, valu16
    one_source = (op in valu._F32_1 or op in valu._INT1 or op in valu16._F16_1 or op == "v_mov_b32")
    return "v10, v2" if one_source else "v10, v2, v4"


@pytest.mark.parametrize("target", TARGETS)
def test_every_dpp_instruction_reads_src0_through_the_permutation(target):
    """For every instruction with a DPP form: the DPP instruction with quad_perm:[1,0,3,2]
    (64-bit operands: row_newbcast:1) equals the plain instruction run on a src0 register
    permuted by hand (so no compiler reads src0 around the DPP path)."""
    from tcsim.exec.amdgpu.ops.dpp import DP_ALU, DPP_OPS
    gen = np.random.default_rng(9)
    vals = {r: gen.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32) for r in range(2, 12)}
    for r in (2, 3, 4, 5):          # mostly finite floats, both f32 and f16 halves sensible
        vals[r] = (gen.standard_normal(64) * 10).astype(np.float32).view(np.uint32) ^ (vals[r] & 0x7)
    ops_ = sorted(DPP_OPS - ({"v_mov_b64"} if target == "gfx90a" else {"v_mac_f32"}))
    for op in ops_:
        shape = _shape(op)
        if op in DP_ALU:            # 64-bit operands: row_newbcast only
            ctrl, perm = "row_newbcast:1", 16 * (np.arange(64) // 16) + 1
        else:
            ctrl, perm = "quad_perm:[1,0,3,2]", np.arange(64) ^ 1

        def setup(st, permute, perm=perm):
            for r, v in vals.items():
                st.v[r, 0] = v
            if permute:
                st.v[2, 0], st.v[3, 0] = vals[2][perm], vals[3][perm]
            st.s[106, 0], st.s[107, 0] = 0x0F0F3355, 0xAA55F00F
        touch = "\tv_mov_b32_e32 v11, v11\n"          # every register of the setup exists
        a, _, _ = run(f"{touch}\t{op}_dpp {shape} {ctrl} row_mask:0xf bank_mask:0xf",
                      lambda st: setup(st, False), target=target)
        b, _, _ = run(f"{touch}\t{op} {shape}", lambda st: setup(st, True), target=target)
        assert np.array_equal(a.v[10:12, 0], b.v[10:12, 0]) and np.array_equal(a.s[106:108, 0], b.s[106:108, 0]), op
