"""The AMDGPU assembly front end: real compiler output, every directive and operand kind,
errors at file:line:col, and mutated input that must never crash."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tcsim.errors import AsmSyntaxError, TcsimError
from tcsim.isa import ir
from tcsim.isa.amdgpu import parse, parse_file

REPO = Path(__file__).resolve().parents[3]
KDIR = REPO / "src" / "tcsim" / "kernels" / "amdgpu"
DATA = REPO / "tests" / "data" / "amdgpu"
ALL_S = sorted(KDIR.glob("*.s")) + sorted(DATA.glob("*.s"))


@pytest.mark.parametrize("path", ALL_S, ids=[p.name for p in ALL_S])
def test_committed_assembly_parses(path):
    m = parse_file(path)
    assert m.target in ("gfx90a", "gfx942") and m.kernels
    for k in m.kernels.values():
        assert k.instructions[-1].opcode == "s_endpgm" or any(i.opcode == "s_endpgm" for i in k.instructions)
        assert k.meta["wavefront_size"] == 64 and k.descriptor["next_free_vgpr"] >= 1
        for ins in k.instructions:
            for o in ins.operands:
                if isinstance(o, ir.Sym) and o.name.startswith(".L"):
                    assert 0 <= o.target <= len(k.instructions)


def test_clang19_vector_add_metadata_and_descriptor():
    m = parse_file(KDIR / "vector_add.gfx942.s")
    assert m.code_object_version == 5 and m.target_id == "amdgcn-amd-amdhsa--gfx942"
    k = m.kernels["vector_add"]
    assert [(a.offset, a.size, a.value_kind) for a in k.user_args] == [
        (0, 8, "global_buffer"), (8, 8, "global_buffer"), (16, 8, "global_buffer"), (24, 4, "by_value")]
    hidden = {a.value_kind: (a.offset, a.size) for a in k.args if a.hidden}
    assert hidden["hidden_block_count_x"] == (32, 4) and hidden["hidden_group_size_x"] == (44, 2)
    assert k.meta["kernarg_segment_size"] == 288 and k.meta["group_segment_fixed_size"] == 0
    assert k.descriptor["user_sgpr_count"] == 2 and k.descriptor["user_sgpr_kernarg_segment_ptr"] == 1
    assert k.descriptor["system_sgpr_workgroup_id_x"] == 1 and k.descriptor["accum_offset"] >= 4


def test_llc14_code_object_v4_names_args():
    m = parse_file(DATA / "mfma_memtime.gfx90a.s")
    assert m.code_object_version == 4 and m.target == "gfx90a"
    k = m.kernels["k"]
    assert [a.name for a in k.user_args] == ["a", "d", "t"]
    mf = [i for i in k.instructions if i.opcode.startswith("v_mfma")]
    assert mf[1].attrs["cbsz"] == 2 and mf[1].attrs["abid"] == 3 and mf[1].attrs["blgp"] == 3
    assert mf[0].operands[0] == ir.GPR("a", 0, 4) and mf[0].operands[3] == ir.Imm("int", 0)
    pk = next(i for i in k.instructions if i.opcode == "v_pk_mov_b32")
    assert pk.attrs["op_sel"] == (0, 1) and pk.operands[1] == ir.GPR("s", 0, 2)


SRC = (KDIR / "vector_add.gfx90a.s").read_text()


def _with_body(body: str) -> str:
    """vector_add.gfx90a.s with its first instruction line replaced by ``body``."""
    lines = SRC.split("\n")
    i = next(n for n, t in enumerate(lines) if t.strip().startswith("s_load_dword "))
    lines[i] = body
    return "\n".join(lines), i + 1


def _ins(text: str) -> ir.Instruction:
    src, ln = _with_body(text)
    k = parse(src, "x.s").kernels["vector_add"]
    return next(i for i in k.instructions if i.loc.line == ln)


@pytest.mark.parametrize("text,ops", [
    ("\tv_mov_b32 v7, s101", (ir.GPR("v", 7), ir.GPR("s", 101))),
    ("\ts_mov_b64 s[2:3], exec", (ir.GPR("s", 2, 2), ir.HwReg("exec", 2))),
    ("\ts_mov_b32 m0, vcc_hi", (ir.HwReg("m0"), ir.HwReg("vcc_hi"))),
    ("\ts_mov_b64 ttmp[4:5], flat_scratch", (ir.GPR("ttmp", 4, 2), ir.HwReg("flat_scratch", 2))),
    ("\tv_accvgpr_write_b32 a255, -16", (ir.GPR("a", 255), ir.Imm("int", -16))),
    ("\tv_add_f32_e64 v0, -v1, |v2|", (ir.GPR("v", 0), ir.Neg(ir.GPR("v", 1)), ir.Abs(ir.GPR("v", 2)))),
    ("\tv_add_f32_e64 v0, neg(v1), abs(0.5)", (ir.GPR("v", 0), ir.Neg(ir.GPR("v", 1)), ir.Abs(ir.Imm("float", 0.5)))),
    ("\tv_mul_f32_e32 v0, -4.0, v1", (ir.GPR("v", 0), ir.Imm("float", -4.0), ir.GPR("v", 1))),
    ("\ts_getreg_b32 s0, hwreg(HW_REG_HW_ID, 8, 4)", (ir.GPR("s", 0), ir.Call("hwreg", ("HW_REG_HW_ID", 8, 4)))),
    ("\ts_mov_b32 s0, 0xffffffff", (ir.GPR("s", 0), ir.Imm("int", 0xFFFFFFFF))),
    ("\tv_mov_b32 v0, src_shared_base", (ir.GPR("v", 0), ir.HwReg("src_shared_base"))),
    ("\tglobal_load_dword v1, v[2:3], off", (ir.GPR("v", 1), ir.GPR("v", 2, 2), ir.HwReg("off"))),
])
def test_operand_kinds(text, ops):
    assert _ins(text).operands == ops


@pytest.mark.parametrize("text,attrs", [
    ("\tds_read2st64_b32 v[2:3], v1 offset0:1 offset1:2", {"offset0": 1, "offset1": 2}),
    ("\tglobal_load_dword v1, v0, s[4:5] offset:-16 glc slc", {"offset": -16, "glc": True, "slc": True}),
    ("\tglobal_store_dword v1, v0, s[4:5] sc0 sc1 nt", {"sc0": True, "sc1": True, "nt": True}),
    ("\ts_waitcnt vmcnt(0) lgkmcnt(1)", {"vmcnt": 0, "lgkmcnt": 1}),
    ("\ts_waitcnt lgkmcnt(0) & vmcnt(0)", {"vmcnt": 0, "lgkmcnt": 0}),
    ("\tv_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel:[0,1,0] op_sel_hi:[1,0,1] neg_lo:[1,0,0]",
     {"op_sel": (0, 1, 0), "op_sel_hi": (1, 0, 1), "neg_lo": (1, 0, 0)}),
    ("\tv_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], 0 cbsz:0 abid:0 blgp:0 neg:[1,0,0]",
     {"cbsz": 0, "abid": 0, "blgp": 0, "neg": (1, 0, 0)}),
    ("\tv_add_f32_e64 v0, v1, v2 clamp mul:2", {"clamp": True, "mul": 2}),
    ("\tv_add_u32_sdwa v0, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD",
     {"dst_sel": "WORD_1", "dst_unused": "UNUSED_PAD", "src0_sel": "BYTE_0", "src1_sel": "DWORD"}),
    ("\tv_mov_b32_dpp v1, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1",
     {"quad_perm": (1, 0, 3, 2), "row_mask": 15, "bank_mask": 15, "bound_ctrl": 1}),
    ("\tbuffer_load_dword v1, v0, s[8:11], 0 offen offset:4", {"offen": True, "offset": 4}),
])
def test_modifiers(text, attrs):
    got = {k: v for k, v in _ins(text).attrs.items() if k != "_locs"}
    assert got == attrs


def test_encoding_suffix_becomes_mods():
    i = _ins("\tv_add_co_u32_e32 v2, vcc, s2, v0")
    assert i.opcode == "v_add_co_u32" and i.mods == ("e32",)
    assert _ins("\tv_mov_b32_sdwa v1, v0 dst_sel:DWORD").mods == ("sdwa",)


@pytest.mark.parametrize("line,col,message", [
    ("\tv_mov_b32 v1, v[3:2]", 16, "register range v[3:2] is reversed"),
    ("\tv_mov_b32 v1, v2 bogus", 19, "unknown modifier or extra operand 'bogus'"),
    ("\tv_mov_b32 v1,", 15, "expected an operand, found end of line"),
    ("\tds_read_b32 v1, v0 offset:", 28, "expected an integer value of offset:, found end of line"),
    ("\ts_waitcnt vmcnt(x)", 18, "expected an integer in vmcnt(...), found 'x'"),
    ("\tv_mov_b32 v1, 12abc", 16, "malformed number '12abc'"),
    ("\tv_mov_b32 v1, ?", 16, "unexpected character '?'"),
    ("\ts_branch .LBB0_99", 11, "undefined label '.LBB0_99'"),
    ("\t.frobnicate 3", 2, "unknown directive '.frobnicate'"),
    ("\tglobal_load_dword v1, v0, s[4:5] offset:4 offset:8", 44, "modifier 'offset' given twice"),
    ("\tds_read2_b32 v[2:3], v1 offset1:glc16", 34, "expected an integer value of offset1:, found 'glc16'"),
    ("\tglobal_load_dword v1, v0, s[4:5] offset:[1]", 42, "modifier 'offset' takes a number, not a list"),
    ("\tv_add_f32_e64 v0, |v1, v2", 23, "expected '|' to close |...|, found ','"),
])
def test_errors_at_file_line_col(line, col, message):
    src, ln = _with_body(line)
    with pytest.raises(AsmSyntaxError) as e:
        parse(src, "x.s")
    assert str(e.value) == f"x.s:{ln}:{col}: {message}"


def test_structural_errors():
    with pytest.raises(AsmSyntaxError, match=r"x.s:1:1: no .amdgcn_target"):
        parse("\t.text\nk:\n\ts_endpgm\n", "x.s")
    no_end = SRC.replace("\t.end_amdhsa_kernel", "")
    with pytest.raises(AsmSyntaxError, match="expected an .amdhsa_\\* directive or .end_amdhsa_kernel"):
        parse(no_end, "x.s")
    bad_key = SRC.replace(".amdhsa_next_free_vgpr", ".amdhsa_next_free_vgprs")
    with pytest.raises(AsmSyntaxError, match="unknown kernel descriptor directive '.amdhsa_next_free_vgprs'"):
        parse(bad_key, "x.s")
    bad_yaml = SRC.replace("    .kernarg_segment_size: 288", "    .kernarg_segment_size: [288")
    with pytest.raises(AsmSyntaxError, match="malformed .amdgpu_metadata YAML"):
        parse(bad_yaml, "x.s")
    no_size = SRC.replace("    .sgpr_count:     12\n", "")
    with pytest.raises(AsmSyntaxError, match="kernel metadata of 'vector_add' lacks '.sgpr_count'"):
        parse(no_size, "x.s")
    outside = SRC.replace("      - .offset:         96\n", "      - .offset:         300\n")
    with pytest.raises(AsmSyntaxError, match="lies outside its kernarg segment of 288 bytes"):
        parse(outside, "x.s")
    renamed = SRC.replace("\t.amdhsa_kernel vector_add", "\t.amdhsa_kernel other")
    with pytest.raises(AsmSyntaxError, match="kernel descriptor for 'other', but no code labelled 'other:'"):
        parse(renamed, "x.s")


def test_yaml_error_points_into_the_file():
    lines = SRC.split("\n")
    ln = next(n for n, t in enumerate(lines) if ".kernarg_segment_size: 288" in t) + 1
    bad = SRC.replace("    .kernarg_segment_size: 288", "    .kernarg_segment_size: [288")
    with pytest.raises(AsmSyntaxError) as e:
        parse(bad, "x.s")
    assert e.value.loc.line >= ln


# ------------------------------------------------------------------ fuzzing
_FUZZ_BASE = (KDIR / "reduce_lds.gfx90a.s").read_text()
_CODE = _FUZZ_BASE.index("reduce_lds:")
_TOKENS = ["v[", "]", ":", ",", "s[0:1]", "-", "|", "neg(", ")", "0x", "1.5", "offset:", "vcc", "exec", ".LBB0_2",
           "hwreg(", "a[0:3]", ";", "\"", "@", "v999", "s[1:2]", "op_sel:[", "\n", " ", "ds_read_b32", "s_endpgm"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, len(_FUZZ_BASE) - _CODE - 1), st.integers(0, 12), st.sampled_from(_TOKENS))
def test_mutations_never_crash(pos, cut, tok):
    """Parsing and decoding mutated real assembly either works or raises a TcsimError."""
    import tcsim

    i = _CODE + pos
    text = _FUZZ_BASE[:i] + tok + _FUZZ_BASE[i + cut:]
    try:
        mod = parse(text, "f.s")
        dev = tcsim.Device(arch="mi200")
        for name in mod.kernels:
            dev.load_asm(text).program(name)
    except TcsimError:
        pass
