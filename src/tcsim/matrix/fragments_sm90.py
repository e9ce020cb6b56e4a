"""Register fragments of ``wgmma.mma_async`` (sm_90a): the accumulator D and, in the RS form,
the A operand. B (and A in the SS form) never sits in registers: it is read from shared
memory through a matrix descriptor (``matrix/wgmma_smem.py``).

PTX ISA, "Asynchronous Warpgroup Level Matrix Multiply-Accumulate Instructions", section
"Register Fragments and Shared Memory Matrix Layouts": figures "WGMMA .m64nNk16 register
fragment layout for matrix A", "... for accumulator matrix D" (and the k8 / k32 / k256
variants). A warpgroup is four consecutive warps; warp ``w = %warpid % 4`` of the
warpgroup owns rows ``16w .. 16w + 15`` of the 64-row A and D, and inside its 16 rows every
figure is the m16n8 mma.sync layout of the same element width, in the manual's notation
(``groupID = %laneid >> 2``, ``threadID_in_group = %laneid % 4``):

* D (64 x N; .f32/.s32: N/2 elements per thread, .f16: the same elements packed two per
  register): element ``i`` is row ``16w + groupID + 8 * ((i >> 1) & 1)``, column
  ``8 * (i >> 2) + 2 * threadID_in_group + (i & 1)`` — N/8 copies of the m16n8 accumulator.
* A (64 x K, K = 32 bytes of elements: k16 .f16/.bf16, k8 .tf32, k32 .e4m3/.e5m2/.s8/.u8):
  register ``r`` holds row ``16w + groupID + 8 * (r & 1)``, columns
  ``threadID_in_group * per + j + (r >> 1) * 4 * per`` (``per`` elements per register) —
  the m16n8 A rule of ``fragments_sm80``.

``wgmma_d``/``wgmma_a`` give the maps of one warp of the warpgroup as :class:`Fragment`
(rows within the 64-row matrix); ``scripts/wgmma_sass.py`` records what ptxas 13 makes of
the probes (tests/data/sass/wgmma_sm90a.txt).
"""

from __future__ import annotations

import functools

import numpy as np

from tcsim.isa.ir import ELEMENT_BITS
from tcsim.matrix.fragment_api import Fragment
from tcsim.matrix.fragments_mma import GROUP_ID, TIG, piece, slots

#: element bits -> K of a dense wgmma (32 bytes of K per instruction)
K_OF_BITS = {16: 16, 32: 8, 8: 32, 1: 256}
#: A/B types of dense wgmma and the accumulator types each allows (PTX ISA, wgmma.mma_async)
WGMMA_TYPES = {
    "f16": ("f16", "f32"), "bf16": ("f32",), "tf32": ("f32",),
    "e4m3": ("f16", "f32"), "e5m2": ("f16", "f32"),
    "s8": ("s32",), "u8": ("s32",), "b1": ("s32",),
}
#: N of every m64nNk* shape: 8..256 step 8 (PTX ISA, wgmma "Matrix shape"); the integer
#: and b1 shapes allow fewer (N = 8, 16, 24, 32, 48, 64, 80, ... multiples of 16 above 32)
N_FLOAT = tuple(range(8, 257, 8))
N_INT = (8, 16, 24) + tuple(range(32, 257, 16))

SECTION = "Register Fragments and Shared Memory Matrix Layouts"
_EVIDENCE = "PTX ISA, wgmma.mma_async, " + SECTION + " ({} figure); SASS: tests/data/sass/wgmma_sm90a.txt"


def element_bits(etype: str) -> int:
    return 8 if etype in ("e4m3", "e5m2") else ELEMENT_BITS[etype]


def k_of(atype: str) -> int:
    return K_OF_BITS[element_bits(atype)]


def d_rows_cols(n: int, warp: int) -> tuple[np.ndarray, np.ndarray]:
    """(row, col) of accumulator element ``i`` of each lane of warp ``warp``: (32, N/2)."""
    i = slots(n // 2)
    return piece(16 * warp + GROUP_ID + 8 * ((i >> 1) & 1), 8 * (i >> 2) + 2 * TIG + (i & 1), n // 2)


def a_rows_cols(atype: str, warp: int) -> tuple[np.ndarray, np.ndarray]:
    """(row, col) of A element ``i`` of each lane of warp ``warp`` (RS form): (32, 4 * per)."""
    bits = element_bits(atype)
    per = 32 // bits
    n = 4 * per
    i = slots(n)
    r, j = i // per, i % per
    return piece(16 * warp + GROUP_ID + 8 * (r & 1), TIG * per + j + (r >> 1) * 4 * per, n)


@functools.cache
def wgmma_d(n: int, dtype: str, warp: int = 0) -> Fragment:
    """The accumulator map of wgmma m64n``n``k* with D type ``dtype`` (f16, f32, s32) for
    warp ``warp`` (0-3) of the warpgroup."""
    if n not in N_FLOAT or dtype not in ("f16", "f32", "s32"):
        raise ValueError(f"wgmma m64n{n} D .{dtype}: N is 8..256 step 8, D is .f16, .f32 or .s32")
    row, col = d_rows_cols(n, warp)
    return Fragment("c", (64, n, 0), dtype, 64, n, row, col, _EVIDENCE.format("accumulator D"))


@functools.cache
def wgmma_a(atype: str, warp: int = 0) -> Fragment:
    """The register A map (RS form) of wgmma m64nNk* with A type ``atype`` for warp
    ``warp`` (0-3) of the warpgroup."""
    if atype not in WGMMA_TYPES or atype == "b1":
        raise ValueError(f"wgmma A .{atype} in registers: .f16, .bf16, .tf32, .e4m3, .e5m2, .s8, .u8")
    k = k_of(atype)
    row, col = a_rows_cols(atype, warp)
    etype = "s8" if atype in ("e4m3", "e5m2", "u8") else atype   # 8-bit slots: the width is what matters
    return Fragment("a", (64, 0, k), etype, 64, k, row, col, _EVIDENCE.format("matrix A"))


def table(matrix: str, n: int, k: int, etype: str) -> list[str]:
    """Text map of a wgmma register operand over the whole warpgroup: a line per row of the
    64 x N accumulator (``matrix`` "c") or the 64 x K register A (``matrix`` "a"), cells
    ``thread:slot`` (slot = element index in the thread's fragment, packed low first)."""
    if matrix == "c":
        frags, cols = [wgmma_d(n, etype, w) for w in range(4)], n
    elif matrix == "a":
        shapes = N_INT if etype in ("s8", "u8", "b1") else N_FLOAT
        if n not in shapes:
            raise ValueError(f"wgmma m64n{n} .{etype}: no such shape (N is {shapes[0]}..256, "
                             f"{'steps of 8 to 24, then of 16' if shapes is N_INT else 'step 8'})")
        if k != k_of(etype):
            raise ValueError(f"wgmma A .{etype} has K = {k_of(etype)}, not {k}")
        frags, cols = [wgmma_a(etype, w) for w in range(4)], k
    else:
        raise ValueError("wgmma B is always read from shared memory through a matrix descriptor "
                         "(matrix/wgmma_smem.py); the register operands are A (RS form) and C/D")
    cell = np.full((64, cols), "", dtype=object)
    for w, f in enumerate(frags):
        for lane in range(32):
            for i in range(f.nelem):
                cell[f.row[lane, i], f.col[lane, i]] = f"{32 * w + lane}:{i}"
    width = max(len(c) for c in cell.flat)
    lines = ["row  " + " ".join(f"{c:>{width}}" for c in range(cols))]
    lines += [f"{r:>3}  " + " ".join(f"{c:>{width}}" for c in cell[r]) for r in range(64)]
    return lines
