"""The fragment layouts of the m16n8 ``mma.sync`` shapes sm_80 added, transcribed from the PTX
ISA manual one figure at a time ("Matrix Fragments for mma.m16n8k4 / m16n8k16 (integer) /
m16n8k32 / m16n8k64 / m16n8k128 / m16n8k256"), in the manual's notation and independently
of ``tcsim.matrix.fragments_sm80`` (which derives all of them from one packing rule)."""

from __future__ import annotations

import numpy as np

#: (shape, A/B element type class) -> (A slots, B slots)
SLOTS = {
    ((16, 8, 4), "tf32"): (2, 1),
    ((16, 8, 16), "8bit"): (8, 4),
    ((16, 8, 32), "8bit"): (16, 8),
    ((16, 8, 32), "4bit"): (16, 8),
    ((16, 8, 64), "4bit"): (32, 16),
    ((16, 8, 128), "b1"): (64, 32),
    ((16, 8, 256), "b1"): (128, 64),
}


def kind_of(etype: str) -> str:
    return {"s8": "8bit", "u8": "8bit", "s4": "4bit", "u4": "4bit"}.get(etype, etype)


def is_sm80_form(shape, etype: str) -> bool:
    return (shape, kind_of(etype)) in SLOTS or (shape in {s for s, _ in SLOTS} and etype in ("s32", "f32")
                                                 and shape != (16, 8, 16))


def _a(shape, kind, i, g, t):
    if shape == (16, 8, 4):                       # a0: row g, a1: row g+8; col t
        return (g if i == 0 else g + 8), t
    if shape == (16, 8, 16):                      # a0..a3 row g, a4..a7 row g+8; col 4t + (i & 3)
        return (g if i < 4 else g + 8), t * 4 + (i & 3)
    if shape == (16, 8, 32) and kind == "8bit":   # a0..a3, a8..a11 row g; col 4t + (i & 3) (+16 for i >= 8)
        return (g if (i < 4 or 8 <= i < 12) else g + 8), t * 4 + (i & 3) + (16 if i >= 8 else 0)
    if shape == (16, 8, 32):                      # .s4/.u4: a0..a7 row g; col 8t + (i & 7)
        return (g if i < 8 else g + 8), t * 8 + (i & 7)
    if shape == (16, 8, 64):                      # a0..a7, a16..a23 row g; col 8t + (i & 7) (+32 for i >= 16)
        return (g if (i < 8 or 16 <= i < 24) else g + 8), t * 8 + (i & 7) + (32 if i >= 16 else 0)
    if shape == (16, 8, 128):                     # a0..a31 row g; col 32t + (i & 31)
        return (g if i < 32 else g + 8), t * 32 + (i & 31)
    # m16n8k256: a0..a31, a64..a95 row g; col 32t + (i & 31) (+128 for i >= 64)
    return (g if (i < 32 or 64 <= i < 96) else g + 8), t * 32 + (i & 31) + (128 if i >= 64 else 0)


def _b(shape, kind, i, g, t):
    if shape == (16, 8, 4):
        return t, g
    if shape == (16, 8, 16):
        return t * 4 + i, g
    if shape == (16, 8, 32) and kind == "8bit":
        return t * 4 + (i & 3) + (16 if i >= 4 else 0), g
    if shape == (16, 8, 32):
        return t * 8 + i, g
    if shape == (16, 8, 64):
        return t * 8 + (i & 7) + (32 if i >= 8 else 0), g
    if shape == (16, 8, 128):
        return t * 32 + i, g
    return t * 32 + (i & 31) + (128 if i >= 32 else 0), g


def sm80_isa_map(shape, matrix: str, etype: str):
    """``(row, col, sub)`` as ``tensorkit.isa_mma_map`` (sub is always 0)."""
    if matrix == "c":   # c0, c1: row g; c2, c3: row g+8; col 2t + (i & 1)
        n = 4
    else:
        na, nb = SLOTS[(shape, kind_of(etype))]
        n = na if matrix == "a" else nb
    row = np.zeros((32, n), np.int64)
    col = np.zeros((32, n), np.int64)
    for lane in range(32):
        g, t = lane >> 2, lane % 4
        for i in range(n):
            if matrix == "c":
                r, c = (g if i < 2 else g + 8), t * 2 + (i & 1)
            elif matrix == "a":
                r, c = _a(shape, kind_of(etype), i, g, t)
            else:
                r, c = _b(shape, kind_of(etype), i, g, t)
            row[lane, i], col[lane, i] = r, c
    return row, col, np.zeros((32, n), np.int64)
