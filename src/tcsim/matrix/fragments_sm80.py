"""Fragment maps of the ``mma.sync`` m16n8 shapes that sm_80 added.

PTX ISA, "Warp Level Matrix Multiply-Accumulate Instructions", subsections "Matrix Fragments
for mma.m16n8k4" (.tf32), "... for mma.m16n8k16 with integer type" (.s8/.u8), "... for
mma.m16n8k32" (.s8/.u8 and .s4/.u4), "... for mma.m16n8k64" (.s4/.u4), "... for
mma.m16n8k128" and "... for mma.m16n8k256" (.b1).  Every one of these figures has the
same structure, written here once in the manual's notation (``groupID = %laneid >> 2``,
``threadID_in_group = %laneid % 4``) with ``per = 32 / element bits`` elements packed in a
32-bit register, low element first:

* A (16 x K): register ``r`` holds row ``groupID + 8 * (r & 1)``, columns
  ``threadID_in_group * per + j + (r >> 1) * 4 * per`` for ``j < per`` - e.g. m16n8k32 .s8:
  a0..a3 row g cols 4t..4t+3, a4..a7 row g+8, a8..a11 row g cols 16+4t.., a12..a15 row g+8.
* B (K x 8): register ``r`` holds rows ``threadID_in_group * per + j + r * 4 * per``, column
  ``groupID``.
* C/D: as the f16/f32 m16n8 accumulator (``fragments_mma.m16n8_c``), .s32 elements.

The same rule reproduces the PTX figures of m16n8k8 (.f16/.bf16/.tf32) and m16n8k16
(.f16/.bf16) that ``fragments_mma`` transcribes one by one; ``tests/matrix/test_mma_sm80.py``
checks that, and checks these maps against an independent per-figure transcription.
"""

from __future__ import annotations

from tcsim.isa.ir import ELEMENT_BITS
from tcsim.matrix.fragments_mma import GROUP_ID, TIG, Piece, m16n8_c, piece, slots

#: the m16n8 shapes and A/B types sm_80 added beyond m16n8k8 / m16n8k16 float (PTX ISA,
#: mma: "Target ISA notes": all require sm_80)
SM80_AB = {
    (16, 8, 4): ("tf32",),
    (16, 8, 16): ("s8", "u8"),
    (16, 8, 32): ("s8", "u8", "s4", "u4"),
    (16, 8, 64): ("s4", "u4"),
    (16, 8, 128): ("b1",),
    (16, 8, 256): ("b1",),
}


SECTION = {
    (16, 8, 4): "Matrix Fragments for mma.m16n8k4",
    (16, 8, 16): "Matrix Fragments for mma.m16n8k16 with integer type",
    (16, 8, 32): "Matrix Fragments for mma.m16n8k32",
    (16, 8, 64): "Matrix Fragments for mma.m16n8k64",
    (16, 8, 128): "Matrix Fragments for mma.m16n8k128",
    (16, 8, 256): "Matrix Fragments for mma.m16n8k256",
}


def m16n8_packed(matrix: str, etype: str, k: int) -> Piece:
    """The fragment of operand ``matrix`` ("a", "b", "c") of mma.m16n8k``k`` with A/B
    elements of ``etype`` (module docstring for the rule)."""
    if matrix == "c":
        return m16n8_c()
    per = 32 // ELEMENT_BITS[etype]
    if matrix == "a":
        n = k // 2                       # 16 x k elements over 32 lanes
        i = slots(n)
        r, j = i // per, i % per
        return piece(GROUP_ID + 8 * (r & 1), TIG * per + j + (r >> 1) * 4 * per, n)
    n = k // 4                           # k x 8 elements over 32 lanes
    i = slots(n)
    r, j = i // per, i % per
    return piece(TIG * per + j + r * 4 * per, GROUP_ID, n)
