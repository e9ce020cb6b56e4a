"""Reading cubins (ELF, .nv.info, constant bank 0) and their nvdisasm listings
(tcsim/isa/sass/); every malformed input ends in one located SassFormatError."""

from __future__ import annotations

import struct

import pytest

from sass_data import SASS_DIR
from tcsim.isa.sass import SassFormatError, load_cubin, read_cubin
from tcsim.isa.sass.ir import CBank, Imm, Mem, Reg, Target
from tcsim.isa.sass.listing import parse_instruction


def va(sm):
    return load_cubin(SASS_DIR / f"sm_{sm}" / "vector_add.cubin")


@pytest.mark.parametrize("sm, abi, base", [(70, 7, 0x160), (75, 8, 0x160), (80, 8, 0x160), (86, 8, 0x160),
                                           (89, 8, 0x160), (90, 8, 0x210)])
def test_vector_add_launch_facts(sm, abi, base):
    """vector_add(const float *a, const float *b, float *c, int n): three pointers and an int,
    parameters at c[0x0][0x160] before Hopper and c[0x0][0x210] on Hopper (issue 14)."""
    c = va(sm)
    assert (c.sm, c.abi_version) == (sm, abi)
    k = c.kernels["vector_add"]
    assert [(p.ordinal, p.offset, p.size) for p in k.params] == [(0, 0, 8), (1, 8, 8), (2, 16, 8), (3, 24, 4)]
    assert (k.param_base, k.param_size) == (base, 28)
    assert k.cbank0_size == base + 28  # the parameters end constant bank 0
    assert (k.shared_bytes, k.local_bytes, k.barriers) == (0, 0, 0)
    assert 0 < k.registers <= 16
    assert len(k.exit_offsets) >= 1 and all(k.at(pc).opcode == "EXIT" for pc in k.exit_offsets)
    # the kernel reads n from the last parameter's constant-bank slot
    consts = {o.offset for i in k.instrs for o in i.operands if isinstance(o, CBank)}
    assert base + 24 in consts


def test_shared_barriers_and_max_threads():
    for sm in (70, 75, 90):
        k = load_cubin(SASS_DIR / f"sm_{sm}" / "reduce_shared.cubin").kernels["reduce_shared"]
        # __shared__ float s[256]; __syncthreads. Hopper's section adds the 1 KB reserved at the
        # start of shared memory: its SASS addresses the array from 0x400 (UMOV UR4, 0x400)
        assert (k.shared_bytes, k.barriers) == (1024 + 1024 * (sm >= 90), 1), sm
    k = load_cubin(SASS_DIR / "sm_75" / "wmma_gemm_shared.cubin").kernels["wmma_gemm_shared"]
    assert k.max_threads == (128, 1, 1)  # __launch_bounds__(128)


def test_words_and_operands():
    k = va(75).kernels["vector_add"]
    first = k.instrs[0]
    assert first.text == "MOV R1, c[0x0][0x28]" and first.word == 0x000FE40000000F00_00000A0000017A02
    g = next(i for i in k.instrs if i.guard is not None)
    assert g.opcode == "EXIT" and g.guard == Reg("P", 0)
    bra = next(i for i in k.instrs if i.opcode == "BRA")
    assert isinstance(bra.operands[0], Target) and bra.operands[0].pc == bra.pc  # the trailing self-loop


@pytest.mark.parametrize("text, want", [
    ("@!P0 IMAD.WIDE.U32 R2, R2, R3, c[0x0][0x160]",
     (Reg("P", 0, invert=True), "IMAD", ("WIDE", "U32"), (Reg("R", 2), Reg("R", 2), Reg("R", 3), CBank(0, 0x160)))),
    ("LDG.E.CONSTANT R3, desc[UR4][R2.64+0x10]",
     (None, "LDG", ("E", "CONSTANT"), (Reg("R", 3), Mem(Reg("R", 2, mods=("64",)), None, 0x10, Reg("UR", 4))))),
    ("LDS.U R4, [R7.X4+UR5+-0x8]", (None, "LDS", ("U",), (Reg("R", 4), Mem(Reg("R", 7, mods=("X4",)), Reg("UR", 5), -8)))),
    ("FFMA R1, -R2.reuse, |R3|, -0.5", (None, "FFMA", (), (Reg("R", 1), Reg("R", 2, neg=True, reuse=True),
                                                            Reg("R", 3, abs=True), Imm(-0.5, "-0.5")))),
    ("ISETP.NE.AND P0, PT, RZ, UR4, !PT", (None, "ISETP", ("NE", "AND"), (Reg("P", 0), Reg("P", None), Reg("R", None),
                                                                            Reg("UR", 4), Reg("P", None, invert=True)))),
    ("@UP0 S2R R0, SR_TID.X", (Reg("UP", 0), "S2R", (), (Reg("R", 0), Reg("SR", 0, "SR_TID.X")))),
])
def test_instruction_text(text, want):
    assert parse_instruction(text, {}, "x") == want


@pytest.mark.parametrize("text, msg", [
    ("IMAD R1, R2, Q7, R3", "x: cannot read operand 'Q7'"),
    ("LDG R1, [R2+R3+foo]", "x: cannot read address term"),
    ("imad R1", "x: cannot read opcode 'imad'"),
])
def test_bad_instruction_text(text, msg):
    with pytest.raises(SassFormatError, match=msg.replace("[", r"\[").replace("+", r"\+")):
        parse_instruction(text, {}, "x")


def _data(sm=75, name="vector_add"):
    p = SASS_DIR / f"sm_{sm}" / f"{name}.cubin"
    return p.read_bytes(), p.with_suffix(".sass").read_text()


@pytest.mark.parametrize("mutate, msg", [
    (lambda d: b"MZ" + d[2:], "x.cubin: not an ELF file"),
    (lambda d: d[:4] + b"\x01" + d[5:], "x.cubin: ELF class 1"),
    (lambda d: d[:18] + struct.pack("<H", 62) + d[20:], "x.cubin: ELF machine 62 is not EM_CUDA"),
    (lambda d: d[:2000], "x.cubin: section table at .* extends past the end of the file"),
    (lambda d: d[:10], "x.cubin: not an ELF file"),
])
def test_bad_cubin(mutate, msg):
    d, listing = _data()
    with pytest.raises(SassFormatError, match=msg) as e:
        read_cubin(mutate(d), listing, "x.cubin", "x.sass")
    assert "\n" not in str(e.value)


def test_listing_of_another_cubin():
    d, _ = _data(75, "vector_add")
    _, other = _data(75, "reduce_shared")
    with pytest.raises(SassFormatError, match=r"x.sass: no listing of section .text.vector_add of x.cubin"):
        read_cubin(d, other, "x.cubin", "x.sass")
    _, other_sm = _data(90, "vector_add")
    with pytest.raises(SassFormatError, match=r"x.sass: .text.vector_add lists 32 instructions but the cubin's section holds 16"):
        read_cubin(d, other_sm, "x.cubin", "x.sass")


def test_bad_listing_lines():
    d, listing = _data()
    lines = listing.splitlines()
    i = next(n for n, ln in enumerate(lines) if ln.startswith("/*0010*/"))
    broken = "\n".join(lines[:i] + ["/*0010*/ FROB R1, %%% ;"] + lines[i + 1:])
    with pytest.raises(SassFormatError, match=rf"x.sass:{i + 1}: cannot read operand '%%%'"):
        read_cubin(d, broken, "x.cubin", "x.sass")
    skipped = "\n".join(lines[:i] + lines[i + 1:])
    with pytest.raises(SassFormatError, match=r"x.sass:\d+: instruction at PC 0x0020, expected 0x0010"):
        read_cubin(d, skipped, "x.cubin", "x.sass")
    junk = "\n".join(lines[:i] + ["what is this"] + lines[i:])
    with pytest.raises(SassFormatError, match=rf"x.sass:{i + 1}: cannot read this line"):
        read_cubin(d, junk, "x.cubin", "x.sass")


def test_hex_listing_words_are_checked():
    """With ``nvdisasm -hex`` the listed words must be the cubin's."""
    d, listing = _data()
    hexed = listing.replace("/*0000*/ MOV R1, c[0x0][0x28] ;",
                            "/*0000*/ MOV R1, c[0x0][0x28] ; /* 0x00000a0000017a02 */\n/* 0x000fe40000000f00 */")
    assert read_cubin(d, hexed, "x.cubin", "x.sass").kernels["vector_add"].instrs[0].text.startswith("MOV")
    with pytest.raises(SassFormatError, match=r"x.sass:\d+: listed word 0x00000a0000017a03 differs"):
        read_cubin(d, hexed.replace("0x00000a0000017a02", "0x00000a0000017a03"), "x.cubin", "x.sass")


def test_missing_file_and_no_listing(tmp_path, monkeypatch):
    with pytest.raises(SassFormatError, match="nope.cubin: no such file"):
        load_cubin(tmp_path / "nope.cubin")
    d, _ = _data()
    (tmp_path / "a.cubin").write_bytes(d)
    monkeypatch.setenv("TCSIM_NVDISASM", str(tmp_path / "no-nvdisasm"))
    from tcsim.errors import TcsimError
    with pytest.raises(TcsimError):
        load_cubin(tmp_path / "a.cubin")
