"""Turing (sm_75) wmma fragment maps.

Established with the SASS oracle (scripts/fragment_oracle.py, docs/fragments.md): ptxas
lowers every Turing wmma.mma to HMMA.1688 (= mma.m16n8k8), IMMA.8816 (= mma.m8n8k16),
IMMA.8832 (= mma.m8n8k32) or BMMA.88128 (= mma.m8n8k128), and wmma.load fills the fragment
registers so that they ARE the operands of those instructions.  Each map is therefore a
list of PTX-ISA mma fragments placed at block offsets ("pieces", fragments_mma):

* 16-bit A/B/C: the m16n8k16 fragments (two HMMA.1688 k-halves share one register set).
  m16n16k16 and m32n8k16 use them directly; m8n32k16 runs as D^T = B^T A^T, so its B is an
  HMMA *A* fragment of B^T, its A an HMMA *B* fragment of A^T and its C/D an accumulator
  fragment of C^T.  The wmma A/B fragment always has 8 registers (PTX fixes the count);
  where the hardware needs fewer (m16n16k16 A and B: 4, m32n8k16 B and m8n32k16 A: 2) ptxas
  repeats them, so a slot beyond the first copy holds the same element again.
* s8/u8: m8n8k16 8x8 blocks; s4/u4: m8n8k32; b1: m8n8k128.  s32 C: m8n8 blocks with the row
  block varying fastest.

This is the seeds' rule (000 section III-B-2, 001 section 3.1): every element is loaded by
exactly one lane, a row (A) or column (B) is held by one threadgroup, and consecutive
threadgroups hold consecutive rows/columns.  The maps do not depend on the memory layout
(col-major 16-bit loads are transposed in registers with MOVM.16.MT88, 8-bit ones gathered
byte by byte), and C/D does not depend on f16 vs f32.
"""

from __future__ import annotations

from .fragments_mma import Piece, concat, m8n8_int, m16n8_c, m16n8k16, shift, transpose

SHAPES_16BIT = ((16, 16, 16), (32, 8, 16), (8, 32, 16))
SHAPES_8BIT = SHAPES_16BIT
SHAPE_4BIT = (8, 8, 32)
SHAPE_1BIT = (8, 8, 128)


def turing_a16(shape: tuple[int, int, int]) -> Piece:
    a = m16n8k16("a")                     # 16 x 16 (m x k), 8 slots
    if shape == (16, 16, 16):
        return concat(a, a)
    if shape == (32, 8, 16):
        return concat(a, shift(a, 16, 0))
    bt = transpose(m16n8k16("b"))         # HMMA B operand of A^T: 8 x 16, 4 slots
    return concat(bt, bt, bt, bt)


def turing_b16(shape: tuple[int, int, int]) -> Piece:
    b = m16n8k16("b")                     # 16 x 8 (k x n), 4 slots
    if shape == (16, 16, 16):
        return concat(b, shift(b, 0, 8), b, shift(b, 0, 8))
    if shape == (32, 8, 16):
        return concat(b, b, b, b)
    at = transpose(m16n8k16("a"))         # HMMA A operand of B^T: 16 x 16 (k x n), 8 slots
    return concat(at, shift(at, 0, 16))


def turing_c16(shape: tuple[int, int, int]) -> Piece:
    c = m16n8_c()                         # 16 x 8, 4 slots
    if shape == (16, 16, 16):
        return concat(c, shift(c, 0, 8))
    if shape == (32, 8, 16):
        return concat(c, shift(c, 16, 0))
    ct = transpose(c)                     # accumulator of C^T: 8 x 16
    return concat(ct, shift(ct, 0, 16))


def turing_int(matrix: str, shape: tuple[int, int, int]) -> Piece:
    """s8/u8 (m8n8k16 blocks), s4/u4 (m8n8k32), b1 (m8n8k128); C/D s32."""
    m, n, k = shape
    kk = 16 if shape in SHAPES_8BIT else k
    base = m8n8_int(matrix, kk)
    if matrix == "a":
        return concat(*(shift(base, 8 * i, 0) for i in range(m // 8)))
    if matrix == "b":
        return concat(*(shift(base, 0, 8 * j) for j in range(n // 8)))
    return concat(*(shift(base, 8 * i, 8 * j) for j in range(n // 8) for i in range(m // 8)))
