"""The control information of a Volta-and-later instruction word (seed 003 §2.1).

Each instruction is one 128-bit word; nvdisasm prints it as two 64-bit halves, the second
(``hi``) holding the control section. Seed 003 §2.1: on Volta "each control section contains
2 zeroes as its most significant bits, and 1 section of 21 bits", preceded by instruction
bits — so the section is bits 105-125 of the word, bits 41-61 of ``hi`` — and it holds six
fields, most significant first::

    width    4            6                  3                   3                    1       4
    meaning  reuse flags  wait barrier mask  read barrier index  write barrier index  yield   stall cycles

Seed 003's own example (FFMA, hi word 0x000fc4000000008e) decodes to stall 2, no barriers,
no wait, no reuse (tests/isa/test_sass_control.py). A barrier index of 7 means "none": there
are 6 dependency barriers (seed 003 §2.1). Reuse bit 0 is the first source operand slot.

The yield bit: seed 003 says that when it is set "the scheduler prefers to issue the next
instruction from the current warp", and when clear it prefers to switch warps, making the
next instruction's reuse flags ineffective. ptxas sets it on nearly every instruction; the
listing marks the instructions where it is CLEAR with ``Y`` (the warp yields there).
"""

from __future__ import annotations

from dataclasses import dataclass

NO_BARRIER = 7
CONTROL_SHIFT = 41  # bit 105 of the 128-bit word, in the high 64-bit half


@dataclass(frozen=True, slots=True)
class Control:
    stall: int          # cycles before the warp's next instruction may issue (0-15)
    yield_bit: int      # 1: keep issuing this warp; 0: prefer another warp (seed 003 §2.1)
    write_barrier: int  # dependency barrier set when the result is written (0-5; 7 none)
    read_barrier: int   # barrier released when the sources have been read (0-5; 7 none)
    wait_mask: int      # bit b: wait for barrier b before issuing
    reuse: int          # bit s: keep source operand slot s in the reuse cache

    @property
    def waits(self) -> tuple[int, ...]:
        return tuple(b for b in range(6) if self.wait_mask >> b & 1)

    def text(self) -> str:
        """``[B-1----:R-:W2:Y:S04]``-style: wait mask (a digit per awaited barrier), read and
        write barrier ('-' for none), Y where the warp yields, stall cycles; then the reuse
        slots when any are set."""
        wait = "".join(str(b) if self.wait_mask >> b & 1 else "-" for b in range(6))
        rd = "-" if self.read_barrier == NO_BARRIER else str(self.read_barrier)
        wr = "-" if self.write_barrier == NO_BARRIER else str(self.write_barrier)
        y = "-" if self.yield_bit else "Y"
        reuse = "" if not self.reuse else ":U" + "".join(str(s) if self.reuse >> s & 1 else "-" for s in range(4))
        return f"[B{wait}:R{rd}:W{wr}:{y}:S{self.stall:02d}{reuse}]"


def decode_control(hi: int) -> Control:
    """The control fields of an instruction whose high 64-bit half is ``hi``."""
    c = (hi >> CONTROL_SHIFT) & 0x1FFFFF
    return Control(stall=c & 0xF, yield_bit=(c >> 4) & 1, write_barrier=(c >> 5) & 7,
                   read_barrier=(c >> 8) & 7, wait_mask=(c >> 11) & 0x3F, reuse=(c >> 17) & 0xF)
