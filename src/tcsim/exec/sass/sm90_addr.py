"""Hopper's shared-memory addresses in SASS, and the launch values ptxas reads for clusters.

ptxas writes a ``.shared::cta`` address as the CTA's rank in its cluster in bits 24-31 over
the byte offset (``LEA R13, R11(SR_CgaCtaId), R2(0x400+..), 0x18``; ``mapa`` puts another
rank there with ``PRMT R2, R9(rank), 0x654, R2``), and a generic address of shared memory as
``SR_SWINHI`` in the high word over such an address (``cvta.shared.u64`` is ``MOV R3,
SR_SWINHI``). tcsim's own ``.shared::cluster`` encoding (exec/dsmem.py) keeps 0 in bits
24-31 for the executing CTA and rank + 1 for any CTA named by rank; :func:`to_cluster`
translates, so the PTX semantics of mbarriers, TMA and DSMEM apply unchanged. SR_SWINHI is
the high word of tcsim's shared window (exec/memory.py SHARED_WINDOW).

Constant bank 0 on Hopper, read off the committed SASS (ptxas 13, sm_90a):
``c[0x0][0x198]`` is the generic address of the parameters (``cvta.param`` of a
``__grid_constant__`` tensor map is ``ULDC.64 UR10, c[0x0][0x198]; UIADD3 UR10, UR10, 0x70``,
0x70 being the parameter's EIATTR_KPARAM_INFO offset), so it is tcsim's parameter window;
``%cluster_ctaid.x`` is computed as ``ctaid.x - c[0x0][0x144] * trunc(ctaid.x * c[0x0][0x150])``
(y: 0x148 / 0x154), so those hold ``%cluster_nctaid`` and its f32 reciprocal (z assumed at
0x14c / 0x158 by the layout).
"""

from __future__ import annotations

import numpy as np

from tcsim.exec import dsmem
from tcsim.exec.memory import PARAM_WINDOW, SHARED_WINDOW
from tcsim.exec.operands import Fault
from tcsim.exec.selection import sel_indices

SWINHI = SHARED_WINDOW >> 32
PARAM_ADDRESS = 0x198     # u64: generic address of the parameters
CLUSTER_DIMS = 0x144      # u32 x3: %cluster_nctaid
CLUSTER_RECIP = 0x150     # f32 x3: 1 / %cluster_nctaid (ptxas divides ctaid by it)


def cta_rank(st, sel) -> np.ndarray:
    """%cluster_ctarank of the lanes of ``sel`` (SR_CgaCtaId)."""
    cl = st.launch.cluster
    x, y, z = (st.ctaid[k][sel] % np.uint32(cl[k]) for k in range(3))
    return (x + np.uint32(cl[0]) * (y + np.uint32(cl[1]) * z)).astype(np.uint32)


def to_cluster(a) -> np.ndarray:
    """ptxas's shared address (rank << 24 | offset) -> tcsim's .shared::cluster address."""
    a = np.asarray(a, dtype=np.int64) & 0xFFFFFFFF
    return ((a >> dsmem.RANK_SHIFT) + 1) << dsmem.RANK_SHIFT | (a & dsmem.OFFSET_MASK)


def own_shared(st, sel, a, what: str) -> np.ndarray:
    """The shared-memory offset of ptxas's ``.shared::cta`` address ``a`` (LDS, STS, a TMA's
    shared source): its rank bits must name the executing CTA."""
    a = np.asarray(a, dtype=np.int64)
    rank = (a & 0xFFFFFFFF) >> dsmem.RANK_SHIFT
    if np.any(rank):
        n = sel_indices(sel).size
        bad = np.broadcast_to(rank, (n,)) != cta_rank(st, sel).astype(np.int64)
        if bad.any():
            p = int(np.argmax(bad))
            addr = int(np.broadcast_to(a, (n,))[p])
            raise Fault(p, f"{what}: shared address {addr:#x} names CTA rank {addr >> 24 & 0xFF} of the cluster, "
                           f"not the executing CTA's", addr)
    return a & dsmem.OFFSET_MASK


def generic(a) -> np.ndarray:
    """ptxas's generic address (SR_SWINHI over a shared address in the shared window) ->
    tcsim's generic address (exec/memaccess.py windows)."""
    a = np.asarray(a, dtype=np.int64)
    shared = (a >> 32) == SWINHI
    if not np.any(shared):
        return a
    return np.where(shared, SHARED_WINDOW + to_cluster(a), a)


def constant_bank_words(words: np.ndarray, cluster: tuple[int, int, int], param_base: int) -> None:
    """Fill the Hopper launch values of constant bank 0 (uint32 words; see the docstring).
    tcsim's parameter window shows the whole bank (runtime/cubin.py), so the parameters'
    generic address is the window plus their bank offset — which keeps a 128-byte aligned
    parameter (``.param .align 128``, at bank offset 0x210 + 0x70) aligned."""
    a = PARAM_WINDOW + param_base
    words[PARAM_ADDRESS // 4] = a & 0xFFFFFFFF
    words[PARAM_ADDRESS // 4 + 1] = a >> 32
    for i, c in enumerate(cluster):
        words[CLUSTER_DIMS // 4 + i] = c
        r = np.float32(1.0) / np.float32(c)
        if c & (c - 1):   # not a power of two: round up so trunc(x * r) is x / c (assumption)
            r = np.nextafter(r, np.float32(np.inf))
        words[CLUSTER_RECIP // 4 + i] = np.float32(r).view(np.uint32)
