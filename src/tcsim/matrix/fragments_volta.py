"""Volta (sm_70) wmma fragment maps.

Model (seed 000, Raihan et al. ISPASS'19, section III-B and III-E, Table II; seed 003, Jia
et al. 2018, Figs. 4.2, 4.3, 4.7; confirmed for every shape/operand/layout/type by the SASS
oracle, docs/fragments.md):

* threadgroup ``tg = lane // 4``; octet ``o = tg % 4`` = threadgroups ``o`` and ``o + 4``
  ("octet X = threadgroup X u threadgroup X+4").  An octet is exactly an ``mma.m8n8k4`` quad
  pair (lanes 4o..4o+3 and 4o+16..4o+19): wmma on Volta is a set of HMMA.884 instructions,
  each octet computing one 8x8 block of C/D with an 8x16 slab of A and a 16x8 slab of B
  (Table II, Fig. 12a).
* The octet's C block is ``(br, bc) = (o % (M/8), o // (M/8))`` of the (M/8) x (N/8) grid of
  8x8 blocks (column-major order of blocks).  m16n16k16 gives Table II exactly (octets 0..3
  -> A rows 0-7, 8-15, 0-7, 8-15; B cols 0-7, 0-7, 8-15, 8-15).  m32n8k16 stacks the four
  octets' blocks down the rows, m8n32k16 across the columns.  So on m32n8k16 each A element
  is held by one lane and each B element by four; on m8n32k16 the other way round (the
  16x16x16 "every element twice" of the seeds is the M = N special case).
* Within the octet the slots are the m8n8k4 fragments of the K/4 = 4 k-steps, one HMMA set
  each, in k order: A = the m8n8k4 A fragment (row or col layout) at rows 8*br, cols 4*s;
  B = the m8n8k4 B fragment at rows 4*s, cols 8*bc; C/D = the m8n8k4 accumulator fragment
  (.f16 or .f32; independent of the memory layout) at (8*br, 8*bc).  This is also the load
  order the seed describes (III-B: row-major A = 16 consecutive elements by two 128-bit
  loads; col-major A = four 64-bit loads 64 elements apart; C by 32-bit loads).
"""

from __future__ import annotations

import numpy as np

from .fragments_mma import Piece, concat, m8n8k4, shift

SHAPES = ((16, 16, 16), (32, 8, 16), (8, 32, 16))

_LANE = np.arange(32, dtype=np.int64)[:, None]
_OCTET = (_LANE >> 2) & 3


def _octet_block(shape: tuple[int, int, int]):
    m, _n, _k = shape
    mb = m // 8
    return _OCTET % mb, _OCTET // mb      # (32, 1) each: the octet's 8x8 C block


def volta_a(shape: tuple[int, int, int], layout: str) -> Piece:
    br, _bc = _octet_block(shape)
    k = shape[2]
    return concat(*(shift(m8n8k4("a", "f16", layout), 8 * br, 4 * s) for s in range(k // 4)))


def volta_b(shape: tuple[int, int, int], layout: str) -> Piece:
    _br, bc = _octet_block(shape)
    k = shape[2]
    return concat(*(shift(m8n8k4("b", "f16", layout), 4 * s, 8 * bc) for s in range(k // 4)))


def volta_c(shape: tuple[int, int, int], etype: str) -> Piece:
    br, bc = _octet_block(shape)
    return shift(m8n8k4("c", etype), 8 * br, 8 * bc)
