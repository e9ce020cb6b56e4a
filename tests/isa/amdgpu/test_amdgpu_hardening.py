"""Inputs that once crashed the AMDGPU front end (issue 11 item 2): each is a one-line
AsmSyntaxError at file:line:col, and LLVM's own ``!str`` metadata tag is understood."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import tcsim
from tcsim.errors import AsmSyntaxError
from tcsim.isa import ir
from tcsim.isa.amdgpu import parse, parse_file

REPO = Path(__file__).resolve().parents[3]
SRC = (REPO / "src" / "tcsim" / "kernels" / "amdgpu" / "vector_add.gfx90a.s").read_text()
ARGS_N_Y = REPO / "tests" / "data" / "amdgpu" / "args_n_y.gfx90a.s"


def _with_body(body: str) -> tuple[str, int]:
    lines = SRC.split("\n")
    i = next(n for n, t in enumerate(lines) if t.strip().startswith("s_load_dword "))
    lines[i] = body
    return "\n".join(lines), i + 1


def _error(text: str) -> AsmSyntaxError:
    with pytest.raises(AsmSyntaxError) as e:
        parse(text, "x.s")
    msg = str(e.value)
    assert "\n" not in msg and msg.startswith("x.s:") and len(msg) < 300
    return e.value


@pytest.mark.parametrize("body,col,message", [
    ("\tv_add_f32 v0, " + "neg(" * 5000 + "v1" + ")" * 5000 + ", v2", 36, "nested more than 4 deep"),
    ("\tv_add_f32 v0, " + "abs(" * 5000 + "v1" + ")" * 5000 + ", v2", 36, "nested more than 4 deep"),
    ("\tv_add_f32 v0, " + "-" * 5000 + "v1, v2", 21, "nested more than 4 deep"),
    ("\tv_add_f32 v0, " + "|" * 3000 + "v1" + "|" * 3000 + ", v2", 21, "nested more than 4 deep"),
    ("\tv_mov_b32 v" + "9" * 5000 + ", v1", 12, "register number 'v99999999"),
    ("\tv_mov_b32 v0, s" + "1" * 5000, 16, "register number 's11111111"),
    ("\tv_mov_b32 v[" + "9" * 5000 + ":1], v1", 14, "(5000 digits) is too large"),
    ("\tv_mov_b32 v0, " + "9" * 5000, 16, "(5000 digits) does not fit in 64 bits"),
    ("\tv_mov_b32 v0, 18446744073709551616", 16, "does not fit in 64 bits"),
    ("\tv_mov_b32 v0, 1e999", 16, "overflows a double"),
    ("\tglobal_load_dword v1, v0, s[4:5] offset:" + "9" * 5000, 42, "(5000 digits) is too large"),
])
def test_operand_bombs(body, col, message):
    text, ln = _with_body(body)
    e = _error(text)
    assert (e.loc.line, e.loc.col) == (ln, col) and message in str(e)


def test_ordinary_nesting_still_parses():
    text, ln = _with_body("\tv_add_f32 v0, -|v1|, neg(abs(v2))")
    ins = next(i for i in parse(text, "x.s").kernels["vector_add"].instructions if i.loc.line == ln)
    want = ir.Neg(ir.Abs(ir.GPR("v", 1))), ir.Neg(ir.Abs(ir.GPR("v", 2)))
    assert ins.operands[1:] == want
    text, _ = _with_body("\tv_mov_b32 v0, -9223372036854775808")
    parse(text, "x.s")


@pytest.mark.parametrize("old,new,message", [
    (".name:           vector_add", ".name:           [vector_add]", "kernel '.name' must be a string, not ['vector_add']"),
    (".name:           vector_add", ".name:           {a: 1}", "kernel '.name' must be a string"),
    (".symbol:         vector_add.kd", ".symbol:         [vector_add.kd]", "'.symbol' of kernel 'vector_add' must be a string"),
    (".kernarg_segment_size: 288", ".kernarg_segment_size: 2001-01-01", "not datetime.date(2001, 1, 1)"),
    (".kernarg_segment_size: 288", ".kernarg_segment_size: !!binary aGVsbG8=", "not b'hello'"),
    (".kernarg_segment_size: 288", ".kernarg_segment_size: true", "must be an integer 0..4294967295, not True"),
    (".kernarg_segment_size: 288", ".kernarg_segment_size: 4000000000", "tcsim allows at most 1048576"),
    (".kernarg_segment_size: 288", ".kernarg_segment_size: " + "9" * 5000, "a number too large to read"),
    (".wavefront_size: 64", ".wavefront_size: [64]", "'.wavefront_size' of kernel 'vector_add' must be an integer"),
    (".max_flat_workgroup_size: 1024", ".max_flat_workgroup_size: [1024]", "'.max_flat_workgroup_size'"),
    (".private_segment_fixed_size: 0", ".private_segment_fixed_size: {a: 0}", "'.private_segment_fixed_size'"),
    (".uses_dynamic_stack: false", ".uses_dynamic_stack: [false]", "must be true or false"),
    (".value_kind:     global_buffer", ".value_kind:     [global_buffer]", "unknown .value_kind ['global_buffer']"),
    (".address_space:  global", ".address_space:  [global]", "'.address_space' of argument 0"),
    (".offset:         24\n", ".offset:         24\n        .name: {a: 1}\n", "'.name' of argument 3"),
    (".offset:         24\n", ".offset:         24\n        .type_name: 2001-01-01\n", "'.type_name' of argument 3"),
    (".offset:         0\n", ".offset:         [0]\n", ".offset and .size must be non-negative integers"),
    ("amdhsa.target:   amdgcn-amd-amdhsa--gfx90a", "amdhsa.target:   !!binary aGVsbG8=", "'amdhsa.target' must be a string"),
    ("amdhsa.version:\n  - 1\n  - 2", "amdhsa.version: [1, {a: 2}]", "'amdhsa.version' must be a list of integers"),
    ("amdhsa.version:\n  - 1\n  - 2", "amdhsa.version: 2001-01-01", "'amdhsa.version' must be a list of integers"),
    (".name:           vector_add", ".name:           !str [vector_add]", "the tag '!str' applies to a string"),
])
def test_malformed_metadata_values(old, new, message):
    assert old in SRC
    e = _error(SRC.replace(old, new, 1))
    assert message in str(e)
    meta_start = SRC.split("\n").index("\t.amdgpu_metadata") + 1
    assert e.loc.line > meta_start


def test_value_errors_point_at_the_kernel_name():
    e = _error(SRC.replace(".wavefront_size: 64", ".wavefront_size: [64]"))
    lines = SRC.split("\n")
    assert lines[e.loc.line - 1].strip() == ".name:           vector_add" and e.loc.col == 5


def test_llc_str_tag_on_argument_names():
    """llc 14 writes ``.name: !str y`` / ``!str n`` (tests/data/amdgpu/args_n_y.ll): real
    output that must load and run."""
    text = ARGS_N_Y.read_text()
    assert ".name:           !str y" in text and ".name:           !str n" in text
    k = parse_file(ARGS_N_Y).kernels["k"]
    assert [(a.name, a.offset, a.size, a.value_kind) for a in k.user_args] == [
        ("y", 0, 8, "global_buffer"), ("n", 8, 4, "by_value")]
    dev = tcsim.Device(arch="mi200")
    y = dev.empty(1)
    dev.load_asm(ARGS_N_Y).get_function("k")((1,), (64,), (y, np.int32(7)))
    assert y.get()[0] == 7.0


def test_str_tag_on_a_kernel_name():
    m = parse(SRC.replace(".name:           vector_add", ".name:           !str vector_add"), "x.s")
    assert "vector_add" in m.kernels


@pytest.mark.parametrize("old,new,col,message", [
    (".amdhsa_private_segment_fixed_size 0", ".amdhsa_private_segment_fixed_size 4294967295", 38,
     ".amdhsa_private_segment_fixed_size 4294967295: a work-item's scratch is at most 131056 bytes"),
    (".private_segment_fixed_size: 0", ".private_segment_fixed_size: 131057", 5,
     "'.private_segment_fixed_size' of kernel 'vector_add' is 131057 bytes"),
])
def test_private_segment_beyond_the_hardware_is_rejected(old, new, col, message):
    """A scratch size no GFX9 wave can have (13-bit per-wave size of 1 KiB units) is an
    error at the line, not a 512-GiB allocation at launch; the largest one loads."""
    assert old in SRC
    e = _error(SRC.replace(old, new, 1))
    assert e.loc.col == col and message in str(e)
    parse(SRC.replace(old, new.replace("4294967295", "131056").replace("131057", "131056"), 1), "x.s")
