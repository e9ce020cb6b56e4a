"""Malformed instructions and resource bombs end in one located line (issue 11, item 1):
the decoder's per-opcode operand-count/type checks and the parser's size limits."""

from __future__ import annotations

import time

import numpy as np
import pytest

import tcsim
from tcsim.errors import PTXSyntaxError

HEAD = ".version 8.0\n.target sm_80\n.address_size 64\n"
DECLS = (".reg .b32 %r<9>;\n.reg .b64 %rd<9>;\n.reg .pred %p<5>;\n.reg .f32 %f<9>;\n"
         ".reg .b16 %h<9>;\n")


def kernel(body: str, decl: str = "") -> str:
    """The body's first line is line 11 of the module."""
    return HEAD + ".visible .entry k(.param .u64 p)\n{\n" + DECLS + decl + body + "\nret;\n}\n"


def load_and_decode(text: str, arch: str = "titan_v"):
    dev = tcsim.Device(arch=arch)
    mod = dev.load_ptx(text)
    mod.program("k")
    return dev, mod


# (body, extra declarations, expected "line:col: message" fragment)
CASES = [
    ("mov.e4m3 %h1, %h2;", "", "11:1: 'mov' does not support .e4m3"),
    ("ld.global.e4m3 %h1, [%rd1];", "", "11:1: 'ld' does not support .e4m3"),
    ("atom.global.add.e4m3 %h1, [%rd1], %h2;", "", "11:1: 'atom' does not support .e4m3"),
    ("ex2.approx.ftz.v4 %f1, %f2;", "", "11:1: 'ex2.approx.ftz.v4' needs a type modifier"),
    ("rcp.sync 0;", "", "11:1: 'rcp.sync' takes 2 operands, got 1"),
    ("testp.finite.f32 %p1, $L;\n$L:", "", "11:1: '$L' is a label, not a value"),
    ("match.sync 0;", "", "11:1: 'match.sync' takes 3 operands, got 1"),
    ("match.any.sync.s64.s32 %r1, %r2, -1;", "", "11:1: 'match.any.sync.s64.s32' needs exactly one type"),
    ("match.any.sync.s32 %r1, %r2, -1;", "", "11:1: 'match' does not support .s32"),
    ("setp.eq.s32 %p1, $L, 0;\n$L:", "", "11:1: '$L' is a label, not a value"),
    ("selp.b32 %r1, %r2;", "", "11:1: 'selp.b32' takes 4 operands, got 2"),
    ("redux.sync.add.b64 %rd1, %rd2, -1;", "", "11:1: 'redux' does not support .b64"),
    ("redux.sync.u32 %r1, %r2, -1;", "", "11:1: redux needs .add, .min"),
    ("wmma.load.a.sync.aligned.m16n16k16.f16 {%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8}, [%rd1];", "",
     "11:1: wmma.load needs one of .row or .col"),
    ("wmma.load.c.sync.aligned.row.m8n8k128.s32 {%r1,%r2}, [%rd1], %r3;", "",
     "11:1: wmma.load.c.row.m8n8k128.s32: Volta (sm_70) wmma supports the shapes"),
    ("cvt.pred.u32 %p1, %r1;", "", "11:1: cvt does not convert .pred"),
    ("mul.lo.b8 %h1, %h2, %h3;", "", "11:1: 'mul' has no 8-bit form (.b8)"),
    ("add.s32 %r1, %r2;", "", "11:1: 'add.s32' takes 3 operands, got 2"),
    ("bfi.b32 %r1, %r2, %r3, %r4;", "", "11:1: 'bfi.b32' takes 5 operands, got 4"),
    ("mov.b32 %r1;", "", "11:1: 'mov.b32' takes 2 operands, got 1"),
    ("shfl.sync.down.b32 %r1, %r2, 1;", "", "11:1: 'shfl.sync.down.b32' takes 4 to 5 operands, got 3"),
    ("wmma.load.a.sync.aligned.row.m16n16k16.param.f16 {%r1,%r2,%r3,%r4,%r5,%r6,%r7,%r8}, [p], %r3;", "",
     "11:1: 'wmma' cannot address .param memory"),
    ("wmma.store.d.sync.aligned.row.m16n16k16.local.f32 [%rd1], {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8};", "",
     "11:1: 'wmma' cannot address .local memory"),
    ("ldmatrix.sync.aligned.x4.m8n8.global.b16 {%r1,%r2,%r3,%r4}, [%rd1];", "",
     "11:1: 'ldmatrix' cannot address .global memory"),
    # found by the single-instruction fuzzer (were numpy TypeErrors at run time)
    ("addc.b16 %h1, %h2, %h3;", "", "11:1: 'addc' does not support .b16"),
    ("mul24.lo.s64 %rd1, %rd2, %rd3;", "", "11:1: 'mul24' does not support .s64"),
    ("and.bf16 %h1, %h2, %h3;", "", "11:1: 'and' does not support .bf16"),
    ("abs.pred %p1, %p2;", "", "11:1: 'abs' does not support .pred"),
    ("dp4a.s32.b16 %r1, %h1, %h2, %r2;", "", "11:1: 'dp4a' does not support .b16"),
    ("red.global.and.bf16 [%rd1], %h1;", "", "11:1: 'red.and' does not support .bf16"),
    ("min.f16 %h1, %h2, %h3, %h4;", "", "11:1: three-source 'min' is implemented for .f32 only"),
    ("min.bf16x2 %r1, %r2, %r3, %r4;", "", "11:1: three-source 'min' is implemented for .f32 only"),
    ("mov.v4.f32 %v1, %f1;", ".reg .v4 .f32 %v<2>;\n", "12:1: vector register %v1 (.reg .v4) is not supported"),
]


@pytest.mark.parametrize("body,decl,message", CASES, ids=[c[0].split()[0] for c in CASES])
def test_malformed_instruction_is_located(body, decl, message):
    with pytest.raises(PTXSyntaxError) as e:
        load_and_decode(kernel(body, decl))
    text = str(e.value)
    assert "\n" not in text
    assert text.startswith("<ptx>:") and message in text, text


@pytest.mark.parametrize("decl,message", [
    (".reg .b128 %q;\n", "11:6: registers of type '.b128' are not supported"),
    (".reg .e4m3 %q;\n", "11:6: registers of type '.e4m3' are not supported"),
    (".global .b128 g = 1;\n", "11:17: initializers for .b128 variables are not supported"),
    (".local .align 0 .b8 d[4];\n", "11:15: alignment 0 is not a power of two"),
    (".shared .align 12 .b8 d[4];\n", "11:16: alignment 12 is not a power of two"),
])
def test_unsupported_declaration_is_located(decl, message):
    with pytest.raises(PTXSyntaxError, match="^<ptx>:" + message.replace(".", r"\.").replace("(", r"\(")):
        load_and_decode(kernel("", decl))


def test_address_offset_beyond_64_bits_is_a_fault_not_an_overflow():
    """[%rd+2^64-1] is %rd-1 (address arithmetic is modulo 2^64): an ordinary fault."""
    body = "ld.param.u64 %rd1, [p];\nld.global.u32 %r1, [%rd1+18446744073709551615];"
    dev, mod = load_and_decode(kernel(body))
    a = dev.zeros(4, np.uint32)
    with pytest.raises(tcsim.errors.ExecutionError, match="address 0x7effffffffff"):
        mod.get_function("k")(1, 1, [a])


def test_b128_kernel_parameter_is_rejected_at_decode():
    text = HEAD + ".visible .entry k(.param .b128 q)\n{\nret;\n}\n"
    with pytest.raises(PTXSyntaxError, match=r"^<ptx>:4:19: kernel parameter 'q' of type \.b128 is not supported"):
        load_and_decode(text)


@pytest.mark.parametrize("text,message", [
    (kernel("", ".reg .b32 %z<2147483647>;\n"), "11:14: too many registers: the function declares more than 1,048,576"),
    (kernel("", ".reg .b32 %y<600000>, %z<600000>;\n"), "11:26: too many registers"),
    (HEAD + ".global .b8 g[18446744073709551616];\n" + kernel(""),
     "4:13: .global variable 'g' is too large (17,179,869,184 GiB; the limit is 256 MiB)"),
    (HEAD + ".global .b8 g[2147483648];\n" + kernel(""), "4:13: .global variable 'g' is too large (2 GiB"),
    (HEAD + "".join(f".global .b8 g{i}[268435456];\n" for i in range(5)) + kernel(""),
     "8:13: module-scope .global variables exceed 1 GiB in total at 'g4'"),
    (HEAD + ".const .f32 c[100000];\n" + kernel(""), "4:13: .const variable 'c' is too large"),
    (kernel("", ".shared .b8 s[2147483648];\n"), "11:13: .shared variable 's' is too large (2 GiB; the limit is 16 MiB)"),
    (kernel("", ".local .b8 s[1048576];\n"), "11:12: .local variable 's' is too large (1 MiB; the limit is 512 KiB)"),
    (kernel("", ".local .v4 .f64 s[1000000][1000000][1000000];\n"), "11:17: .local variable 's' is too large"),
    (HEAD + ".entry k()\n" + "{\n" * 100000, "262:1: blocks nested more than 256 deep"),
    (HEAD + ".entry k()\n" + "{\n" * 100, "105:1: unexpected end of input in function body (missing '}')"),
])
def test_resource_bombs_fail_fast(text, message):
    t0 = time.perf_counter()
    dev = tcsim.Device(arch="titan_v")
    with pytest.raises(PTXSyntaxError) as e:
        dev.load_ptx(text)
    assert time.perf_counter() - t0 < 2.0  # one second on an idle machine; CI boxes are shared
    assert str(e.value).startswith("<ptx>:" + message), str(e.value)
    # the device still works after the failed load
    a = dev.zeros(16, np.uint32)
    assert a.get().sum() == 0 and dev.gmem.top < 1 << 20


def test_limits_admit_what_nvcc_writes():
    """The largest variables and register counts within the limits load."""
    text = kernel("mov.u32 %x65535, 1;", ".reg .b32 %x<65536>;\n.local .b8 d[524288];\n.shared .b8 s[65536];\n")
    load_and_decode(text)
