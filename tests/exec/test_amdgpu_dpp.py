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
ROOT = Path(__file__).resolve().parents[2]


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
