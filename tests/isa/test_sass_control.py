"""The control bits of Volta+ instruction words (seed 003 §2.1; tcsim/isa/sass/control.py)."""

from __future__ import annotations

import pytest

from sass_data import committed_cubins
from tcsim.isa.sass import decode_control, load_cubin
from tcsim.isa.sass.control import NO_BARRIER


def test_seed_003_example():
    """Seed 003 §2: FFMA R140, R11, R4, R142 is /* 0x000000040b8c7223 */ /* 0x000fc4000000008e */."""
    c = decode_control(0x000FC4000000008E)
    assert (c.stall, c.write_barrier, c.read_barrier, c.wait_mask, c.reuse) == (2, NO_BARRIER, NO_BARRIER, 0, 0)
    assert c.text() == "[B------:R-:W-:Y:S02]"


@pytest.mark.parametrize("field, shift, width", [
    ("stall", 0, 4), ("yield_bit", 4, 1), ("write_barrier", 5, 3), ("read_barrier", 8, 3),
    ("wait_mask", 11, 6), ("reuse", 17, 4)])
def test_each_field_is_its_bits(field, shift, width):
    """Seed 003's table, least significant first: stall 4, yield 1, write 3, read 3, wait 6, reuse 4
    bits, starting at bit 105 of the word (bit 41 of the high half); the 2 bits above are zero."""
    top = (1 << width) - 1
    c = decode_control(top << (41 + shift))
    assert getattr(c, field) == top
    others = {f: getattr(c, f) for f in ("stall", "yield_bit", "write_barrier", "read_barrier", "wait_mask", "reuse")
              if f != field}
    assert all(v == 0 for v in others.values()), others
    assert decode_control((1 << 41) - 1 | 3 << 62) == decode_control(0)  # instruction bits and the 2 zero bits


def test_text_format():
    c = decode_control((0b0101 << 17 | 0b000011 << 11 | 2 << 8 | 5 << 5 | 1 << 4 | 13) << 41)
    assert (c.reuse, c.waits, c.read_barrier, c.write_barrier, c.yield_bit, c.stall) == (5, (0, 1), 2, 5, 1, 13)
    assert c.text() == "[B01----:R2:W5:-:S13:U0-2-]"


@pytest.mark.parametrize("cubin", committed_cubins(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_committed_sass_control_bits_are_consistent(cubin):
    """In every committed kernel: the reuse bits are the operands nvdisasm marks .reuse; barrier
    indices are 0-5 or 7 (none); every awaited barrier is one some instruction of the kernel sets."""
    for k in load_cubin(cubin).kernels.values():
        set_somewhere = set()
        for ins in k.instrs:
            c = ins.control
            marked = ins.text.count(".reuse")
            if "SP" in ins.mods and ins.opcode in ("HMMA", "IMMA") and getattr(ins.operands[4], "reuse", False):
                marked -= 1  # a sparse MMA's metadata register: its reuse flag is not a control bit
            assert bin(c.reuse).count("1") == marked, (k.name, ins.pc, ins.text)
            assert c.write_barrier in (0, 1, 2, 3, 4, 5, NO_BARRIER) and c.read_barrier in (0, 1, 2, 3, 4, 5, NO_BARRIER)
            set_somewhere |= {c.write_barrier, c.read_barrier}
            assert ins.word >> 126 == 0  # seed 003: the 2 most significant bits are zero
        for ins in k.instrs:
            assert set(ins.control.waits) <= set_somewhere, (k.name, ins.pc, ins.text)
