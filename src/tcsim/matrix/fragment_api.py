"""The contract between fragment maps and the code that uses them.

A :class:`Fragment` says, for one operand of one matrix instruction, which matrix element
each lane holds in each of its element slots: lane ``l``'s element ``i`` is
``M[row[l, i], col[l, i]]``. Elements are packed into 32-bit registers in slot order,
little-endian: slot ``i`` is bits ``[(i % per_reg) * bits, ...)`` of register
``i // per_reg`` where ``per_reg = 32 // bits`` (f64 takes two registers per element,
low word first). Several lanes may hold the same element (Volta wmma A/B: every element
is held by two threads).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tcsim.isa.ir import ELEMENT_BITS


@dataclass(frozen=True)
class Fragment:
    matrix: str            # "a", "b" or "c" (C and D share a map)
    shape: tuple[int, int, int]  # (m, n, k) of the instruction
    etype: str             # PTX element type: f16 bf16 tf32 f32 f64 s8 u8 s4 u4 b1 s32
    rows: int              # operand matrix rows (A: m, B: k, C/D: m)
    cols: int              # operand matrix cols (A: k, B: n, C/D: n)
    row: np.ndarray        # (32, nelem) int64
    col: np.ndarray        # (32, nelem) int64
    evidence: str          # where the map comes from (seed + figure/table, PTX ISA section, SASS)

    @property
    def nelem(self) -> int:
        return self.row.shape[1]

    @property
    def bits(self) -> int:
        return ELEMENT_BITS[self.etype]

    @property
    def nregs(self) -> int:
        """32-bit registers per lane."""
        return max(1, self.nelem * self.bits // 32)
