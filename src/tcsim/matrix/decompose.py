"""Decomposition of one warp-wide ``wmma.mma`` into the hardware's micro-ops.

The timing model issues these one by one; the functional model may execute them in order
(:func:`run_microops`) and gets exactly the result of the whole operation, because each
micro-op accumulates its k-range into its output tile with the same arithmetic model and
the k-ranges of every output element are visited in increasing order.

Volta (seed 000 §III-C/D, Fig 9, Fig 10, Tables II and III; seed 003 Listing 4.1):
    ``wmma.mma`` m16n16k16 = 4 *sets* (set s covers k = 4s..4s+3) of HMMA.884 *steps*:
    4 steps in mixed precision (f32 C or f32 D), 2 in FP16 mode (f16 C and D). With an f16 C
    and an f32 D the first set is HMMA.884.F32.F16 (it reads the f16 C) and the rest are
    F32.F32; an f16 D with an f32 C is 16 F32.F32 steps and a conversion (SASS of ptxas 12.9
    for sm_70, tests/data/sass/volta_hmma884.sass). Octet X = threadgroups X and X+4
    computes the 8x8 output block [8*(X%2):+8, 8*(X//2):+8]; threadgroup X owns its first
    four rows, X+4 the last four (Table II). Mixed-precision step 0..3 of threadgroup X:
    a[0:1]xA, a[2:3]xA, a[0:1]xE, a[2:3]xE (Table III) — rows 0-1 / 2-3 of the threadgroup's
    rows times the octet's first (A) or second (E) four columns. FP16 steps: axA, axE.
    For m32n8k16 / m8n32k16 the octets own 8x8 blocks stacked along the long dimension
    (an assumption: the seeds only analyse m16n16k16).

Turing (seed 000 §III-C, Table I, Fig 11; seed 001 §3.2; SASS of ptxas 13.0 for sm_75,
see docs/decomposition.md): f16 ``wmma.mma`` = 4 x HMMA.1688 (m16n8k8) in the order
(half 0, k 0:8), (half 1, k 0:8), (half 0, k 8:16), (half 1, k 8:16), where the halves split
the 16- or 32-long output dimension; 8-bit = 4 x IMMA.8816 (8x8 output blocks); 4-bit =
1 x IMMA.8832; 1-bit = 1 x BMMA.88128.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class MicroOp:
    """One hardware MMA instruction of a warp.

    ``tiles`` is an int array (ntiles, 6) of ``[r0, r1, c0, c1, k0, k1]``: the op computes
    ``D[r0:r1, c0:c1] = A[r0:r1, k0:k1] @ B[k0:k1, c0:c1] + D[r0:r1, c0:c1]`` for each row.
    ``groups`` names the threadgroup that owns each tile (-1: the whole warp).
    """

    name: str
    set: int
    step: int
    tiles: np.ndarray
    groups: tuple[int, ...]

    @property
    def fedp(self) -> int:
        """Four-element dot products this op performs (for throughput accounting)."""
        t = self.tiles
        return int(((t[:, 1] - t[:, 0]) * (t[:, 3] - t[:, 2]) * ((t[:, 5] - t[:, 4] + 3) // 4)).sum())


def _volta_octet_origin(shape: tuple[int, int, int], octet: int) -> tuple[int, int]:
    m, n, _ = shape
    if (m, n) == (16, 16):
        return 8 * (octet % 2), 8 * (octet // 2)  # seed 000 Table II
    if (m, n) == (32, 8):
        return 8 * octet, 0
    if (m, n) == (8, 32):
        return 0, 8 * octet
    raise ValueError(f"no Volta HMMA decomposition for m{m}n{n}")


def volta(shape: tuple[int, int, int], mixed: bool, f16_c: bool = False, sets: int = 4) -> list[MicroOp]:
    """HMMA.884 sets and steps (mixed: f32 accumulate -> 4 steps/set; FP16 -> 2).
    ``f16_c``: mixed precision reading an f16 C — the first set is F32.F16."""
    ops = []
    steps = 4 if mixed else 2
    for s in range(sets):
        acc = ("F32.F16" if f16_c and s == 0 else "F32.F32") if mixed else "F16.F16"
        k0 = 4 * s
        for step in range(steps):
            tiles, groups = [], []
            for tg in range(8):
                octet = tg % 4
                r_oct, c_oct = _volta_octet_origin(shape, octet)
                r_tg = r_oct + (4 if tg >= 4 else 0)
                if mixed:
                    rows = (r_tg + 2 * (step % 2), r_tg + 2 * (step % 2) + 2)
                    cols = (c_oct + 4 * (step // 2), c_oct + 4 * (step // 2) + 4)
                else:
                    rows = (r_tg, r_tg + 4)
                    cols = (c_oct + 4 * step, c_oct + 4 * step + 4)
                tiles.append((*rows, *cols, k0, k0 + 4))
                groups.append(tg)
            ops.append(MicroOp(f"HMMA.884.{acc}.STEP{step}", s, step, np.array(tiles, dtype=np.int64), tuple(groups)))
    return ops


def turing(shape: tuple[int, int, int], atype: str) -> list[MicroOp]:
    """HMMA.1688 / IMMA.8816 / IMMA.8832 / BMMA.88128 sequence of one wmma.mma on sm_75."""
    m, n, k = shape
    if atype in ("s4", "u4"):
        return [MicroOp(f"IMMA.8832.{atype.upper()}.{atype.upper()}", 0, 0, np.array([(0, m, 0, n, 0, k)]), (-1,))]
    if atype == "b1":
        return [MicroOp("BMMA.88128.POPC", 0, 0, np.array([(0, m, 0, n, 0, k)]), (-1,))]
    if atype in ("s8", "u8"):
        # four 8x8 output blocks, full k; order from SASS: (m0,n0) (m1,n0) (m0,n1) (m1,n1)
        blocks = [(r, c) for c in range(0, n, 8) for r in range(0, m, 8)]
        if len(blocks) != 4:
            raise ValueError(f"no Turing IMMA decomposition for m{m}n{n}k{k}")
        return [MicroOp(f"IMMA.8816.{atype.upper()}.{atype.upper()}", i, 0, np.array([(r, r + 8, c, c + 8, 0, k)]), (-1,))
                for i, (r, c) in enumerate(blocks)]
    ops = []
    for i, (half, kk) in enumerate(((0, 0), (1, 0), (0, 8), (1, 8))):
        if (m, n) == (16, 16):
            tile = (0, 16, 8 * half, 8 * half + 8, kk, kk + 8)
        elif (m, n) == (32, 8):
            tile = (16 * half, 16 * half + 16, 0, 8, kk, kk + 8)
        elif (m, n) == (8, 32):
            tile = (0, 8, 16 * half, 16 * half + 16, kk, kk + 8)
        else:
            raise ValueError(f"no Turing HMMA decomposition for m{m}n{n}k{k}")
        ops.append(MicroOp("HMMA.1688", i, 0, np.array([tile], dtype=np.int64), (-1,)))
    return ops


def volta_mixed(dtype: str, ctype: str) -> bool:
    """HMMA.884 accumulates in f32 (4 steps per set) when C or D is f32 (SASS: wmma .f32.f16
    and .f16.f32 are both 16 steps), in f16 (2 steps) only when both are f16."""
    return "f32" in (dtype, ctype)


def m8n8k4(dtype: str, ctype: str) -> list[MicroOp]:
    """``mma.sync.m8n8k4`` .f16 on sm_70 and sm_75 alike: one HMMA.884 set — four steps
    F32.F32 (f32 C), F32.F16 (f32 D, f16 C), or two F16.F16 (SASS of ptxas for sm_70 and
    sm_75, tests/data/sass/). The tiles are those of the first set of a wmma m16n16k16:
    octet X of the wmma is quad pair X of the m8n8k4."""
    return volta((16, 16, 16), volta_mixed(dtype, ctype), f16_c=(ctype == "f16"), sets=1)


def decompose(family: str, shape: tuple[int, int, int], atype: str, ctype: str,
              dtype: str | None = None) -> list[MicroOp]:
    """The micro-ops of one ``wmma.mma`` of ``family`` (volta | turing); ``dtype``
    defaults to ``ctype``."""
    dtype = dtype or ctype
    if family == "volta":
        if atype != "f16":
            raise ValueError(f"Volta tensor cores have no {atype} mode")
        return volta(shape, volta_mixed(dtype, ctype), f16_c=(ctype == "f16"))
    if family == "turing":
        return turing(shape, atype)
    raise ValueError(f"unknown tensor-core family '{family}'")


def run_microops(ops: list[MicroOp], A, B, C, block_fn) -> np.ndarray:
    """Execute micro-ops in order: ``block_fn(acc, A_blk, B_blk) -> acc`` performs one
    fused accumulation over a k-range (arrays batched over warps: A (W,M,K), B (W,K,N),
    C/D (W,M,N))."""
    D = np.array(C, copy=True)
    for op in ops:
        for r0, r1, c0, c1, k0, k1 in op.tiles:
            D[:, r0:r1, c0:c1] = block_fn(D[:, r0:r1, c0:c1], A[:, r0:r1, k0:k1], B[:, k0:k1, c0:c1])
    return D
