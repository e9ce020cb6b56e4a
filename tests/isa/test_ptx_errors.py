"""Malformed PTX must fail with PTXSyntaxError ``file:line:col: message`` naming the
offending token, and nothing else may escape the parser (hypothesis fuzzing)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tcsim.errors import PTXSyntaxError
from tcsim.isa.ptx import parse

DATA = Path(__file__).resolve().parent.parent / "data" / "ptx"

HEAD = ".version 8.0\n.target sm_80\n.address_size 64\n"  # lines 1-3


def kernel(body: str) -> str:
    """A module whose kernel body starts on line 7 (after '{' on line 5 and .reg on 6)."""
    return HEAD + ".visible .entry k(.param .u64 p)\n{\n.reg .b32 %r<55>;\n" + body + "\n}\n"


CASES = [
    # (text, expected "file:line:col: message" prefix)
    (kernel("\tadd.s32 %r1, %r99, 1;"),
     "k.ptx:7:15: unknown register '%r99' (declared %r<55>)"),
    (kernel("add.s32 %r1, %q2, 1;"),
     "k.ptx:7:14: unknown register '%q2'"),
    (kernel("add.s32 %r1, %r2, 1\nret;"),
     "k.ptx:8:1: expected ';' after instruction 'add.s32', found 'ret'"),
    (kernel("add.s32 %r1 %r2, 1;"),
     "k.ptx:7:13: expected ',' or ';' between operands of 'add.s32', found '%r2'"),
    (HEAD + ".foo 1;\n",
     "k.ptx:4:1: unknown directive '.foo'"),
    (kernel("  .maxwell 3;"),
     "k.ptx:7:3: unknown directive '.maxwell'"),
    (kernel("bra $L__BB0_9;"),
     "k.ptx:7:5: unknown symbol '$L__BB0_9'"),
    (kernel("mov.u32 %r1, %tid.w;"),
     "k.ptx:7:14: unknown special register '%tid.w'"),
    (HEAD + ".entry k()\n{\nret;\n",
     "k.ptx:7:1: unexpected end of input in function body (missing '}')"),
    (kernel("mov.b32 %r1, 0f3F80;"),
     "k.ptx:7:14: malformed numeric literal '0f3F80'"),
    (kernel("mov.b32 %r1, 09;"),
     "k.ptx:7:14: malformed numeric literal '09'"),
    (kernel("/* never closed\nret;"),
     "k.ptx:7:1: unterminated comment '/*'"),
    (kernel("L1:\nret;\nL1:"),
     "k.ptx:9:1: duplicate label 'L1'"),
    (kernel("@%r1 bra L1;\nL1:"),
     "k.ptx:7:2: expected a predicate register after '@', found '%r1'"),
    (".target sm_80\n",
     "k.ptx:1:1: expected .version directive before '.target'"),
    (kernel("{\n.reg .b32 %t;\n}\nmov.b32 %t, 1;"),
     "k.ptx:10:9: unknown register '%t'"),
    (HEAD + ".global .u32 a[2] = {1, 2, 3};\n",
     "k.ptx:4:19: too many initializers for 'a' (3 values for 2 elements)"),
    (HEAD + ".func f()\n{\nret;\n}\n.func f()\n{\nret;\n}\n",
     "k.ptx:8:7: redefinition of function 'f'"),
    (kernel("mov.b32 %r1, 1; # comment"),
     "k.ptx:7:17: unexpected character '#'"),
    (kernel(".reg .b33 %x;"),
     "k.ptx:7:6: unexpected '.b33' in .reg declaration"),
    (HEAD + ".global .texref tex;\n",
     "k.ptx:4:9: unexpected '.texref' in .global declaration"),
    (HEAD + ".texref tex;\n",
     "k.ptx:4:1: unsupported directive '.texref' (texture/surface references)"),
    (kernel(".loc x 1 2"),
     "k.ptx:7:1: malformed .loc directive (expected .loc <file> <line> <col>)"),
    (HEAD + ".func f(.reg .b32 x)\n{\nret;\n}\n",
     "k.ptx:4:9: '.reg' parameters are not supported (use .param)"),
    (kernel(".reg .b32 %r<4>;"),
     "k.ptx:7:11: duplicate declaration of '%r'"),
    (kernel("ld.global.u32 %r1, [%rd1];"),
     "k.ptx:7:21: unknown register '%rd1'"),
    (kernel("call.uni nothere, ();"),
     "k.ptx:7:10: unknown symbol 'nothere'"),
    (kernel("ld.global.u32 %r1, [k];"),
     "k.ptx:7:21: 'k' is a func, not an address"),
    (kernel('mov.b32 %r1, "str";'),
     "k.ptx:7:14: expected an operand, found '\"str\"'"),
    (HEAD + ".entry k()\n{\n.reg .b32 %r<2>;\nmov.b32 %r1, 1;\n}\n}\n",
     "k.ptx:9:1: expected a directive, found '}'"),
    (HEAD + ".address_size 48\n",
     "k.ptx:4:15: invalid address size 48 (must be 32 or 64)"),
]


@pytest.mark.parametrize("text,expected", CASES, ids=[c[1].split(": ", 1)[1][:40] for c in CASES])
def test_error_message(text, expected):
    with pytest.raises(PTXSyntaxError) as info:
        parse(text, "k.ptx")
    assert str(info.value).startswith(expected), str(info.value)
    assert info.value.loc.file == "k.ptx"


def test_error_on_real_sample_names_the_line():
    text = (DATA / "calls.ptx").read_text()
    bad = text.replace("rem.u32 \t%r15, %r14, %r6;", "rem.u32 \t%r15, %r14, %r60;")
    line = bad[: bad.index("%r60")].count("\n") + 1
    with pytest.raises(PTXSyntaxError, match=rf"^calls.ptx:{line}:23: unknown register '%r60' \(declared %r<19>\)"):
        parse(bad, "calls.ptx")


# ------------------------------------------------------------------------ fuzzing

_CORPUS = [(DATA / n).read_text() for n in ("calls.ptx", "warp.ptx", "half.ptx", "handwritten.ptx", "sm90.ptx")]
_SNIPPETS = ["{", "}", ";", ",", "[", "]", "(", ")", "@", "!", "%r1", "%p1", "_", "|", "+", "-",
             ".reg", ".b32", ".param", ".loc 1 2 3\n", ".file 1 \"x\"\n", "0f3F800000", "0x", "/*",
             "\"", "$L__BB0_2", ":", ".section .debug_info {", "%tid.x", "<", ">", "=", "999999999999",
             "\n", "param0", "generic(", ".entry", ".func", "call.uni", ".callprototype", "0d", "1.5e"]


@st.composite
def mutated(draw):
    text = draw(st.sampled_from(_CORPUS))
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(["cut", "delete", "insert", "swap", "truncate"]))
        n = len(text)
        if n == 0:
            break
        a = draw(st.integers(0, n - 1))
        b = min(n, a + draw(st.integers(1, 40)))
        if op == "truncate":
            text = text[:a]
        elif op == "delete":
            text = text[:a] + text[b:]
        elif op == "insert":
            text = text[:a] + draw(st.sampled_from(_SNIPPETS)) + text[a:]
        elif op == "swap":
            c = draw(st.integers(0, n - 1))
            text = text[:a] + text[c:c + (b - a)] + text[b:]
        else:  # cut a random character class out of a region
            text = text[:a] + text[a:b].replace(draw(st.sampled_from(["%", ";", ",", "{", "}", "."])), "") + text[b:]
    return text


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_fuzz_mutations_never_crash(text):
    try:
        parse(text, "fuzz.ptx")
    except PTXSyntaxError as e:
        assert str(e).startswith("fuzz.ptx:")
        assert "internal parser error" not in e.message, e.message


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("{}[]()@!%|;:,.+-_=<>\"/* \n\tabrdfpxuv0123456789$")), max_size=200))
def test_fuzz_random_text_never_crashes(text):
    try:
        parse(HEAD + text, "fuzz.ptx")
    except PTXSyntaxError as e:
        assert "internal parser error" not in e.message, e.message
