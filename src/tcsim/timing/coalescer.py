"""Coalescing: a warp's lane addresses -> the sectors and lines the memory system sees.

A warp memory instruction is one request to the L1/shared-memory unit carrying up to 32
lane addresses of ``width`` bytes each (``.v2``/``.v4`` widen it). The coalescer reduces
it with numpy to the distinct 32-byte sectors (load granularity, seed 003 Table 3.1) and
128-byte lines; the units then handle those few sectors in Python. ``wmma.load`` and
``wmma.store`` are split the way the hardware does (seed 000 §III-C): A and B fragments
into four 64-bit or two 128-bit accesses per thread depending on the layout, C and D into
32-bit accesses — see :func:`wmma_parts`.
"""

from __future__ import annotations

import numpy as np

SECTOR_SHIFT = 5   # 32-byte sectors
LINE_SHIFT = 7     # 128-byte L1 lines


def sectors(addrs: np.ndarray, width: int) -> np.ndarray:
    """Sorted distinct sector numbers touched by lanes reading ``width`` bytes at ``addrs``
    (naturally aligned, so an access of at most 32 bytes lies in one sector)."""
    a = np.asarray(addrs, dtype=np.int64)
    if width > 32:
        a = (a[:, None] + np.arange(0, width, 32)).reshape(-1)
    return np.unique(a >> SECTOR_SHIFT)


def lines_of(sector_ids: np.ndarray, line_shift: int = LINE_SHIFT) -> tuple[np.ndarray, np.ndarray]:
    """``(lines, sector mask per line)`` of sorted sector numbers (4 sectors per 128-B line)."""
    per = line_shift - SECTOR_SHIFT
    ln = sector_ids >> per
    bits = np.left_shift(1, sector_ids & ((1 << per) - 1))
    uniq, start = np.unique(ln, return_index=True)
    masks = np.bitwise_or.reduceat(bits, start) if uniq.size else bits
    return uniq, masks


def contention(addrs: np.ndarray) -> int:
    """The most lanes of a warp that address one location (atomics serialise on it)."""
    a = np.asarray(addrs)
    if a.size <= 1:
        return int(a.size)
    s = np.sort(a)
    # longest run of equal values
    change = np.flatnonzero(np.diff(s)) + 1
    bounds = np.concatenate(([0], change, [s.size]))
    return int(np.max(np.diff(bounds)))


def wmma_parts(frag, layout: str, bits: int, matrix: str, rep_stride: int) -> tuple[np.ndarray, int]:
    """How one ``wmma.load``/``wmma.store`` splits into per-thread memory accesses.

    Returns ``(groups, width)``: ``groups`` is ``(nparts, 32)`` fragment-slot indices (the
    first element of each access, per lane) and ``width`` the bytes per access. The widest
    access (16, 8 or 4 bytes; C/D at most 4, seed 000 §III-C: "wmma.load.c ... LD.E.SYS")
    such that every lane's elements fall into consecutive, aligned runs of that size, is
    what ptxas emits; for Volta A/B this gives the seed's four 64-bit (row-major A) / two
    128-bit (col-major A) loads.
    """
    ebytes = max(bits // 8, 1)
    lin = frag.row * rep_stride + frag.col if layout == "row" else frag.col * rep_stride + frag.row
    off = (lin * bits) // 8  # (32, nelem) byte offsets from the base
    nelem = off.shape[1]
    widths = (4,) if matrix in ("c", "d") else (16, 8, 4)
    for w in widths:
        if w < ebytes:
            continue
        per = max(w * 8 // bits, 1)
        if nelem % per:
            continue
        g = off.reshape(32, nelem // per, per)
        first = g[:, :, 0]
        step = (np.arange(per) * bits) // 8
        if (first % w == 0).all() and (g == first[:, :, None] + step).all():
            slots = np.arange(0, nelem, per)
            return np.broadcast_to(slots, (32, slots.size)).T.copy(), w
    # element by element (sub-word types packed 4 bytes per access)
    per = max(32 // bits, 1) if bits < 32 else 1
    slots = np.arange(0, nelem, per)
    return np.broadcast_to(slots, (32, slots.size)).T.copy(), max(ebytes, 4 if bits < 32 else ebytes)


# ---------------------------------------------------------------------- batches of warps
# The timing driver hands the memory system every warp that issued one instruction in a
# cycle at once; these functions do the per-lane work for all of them in a few numpy
# calls and return small per-warp results for the units to walk in Python.

#: sector numbers are kept to 43 bits (48-bit addresses); a bad (negative) address is
#: folded into that range — the instruction's semantics report it as a fault anyway
_SEC_MASK = (1 << 43) - 1


def batch_lines(addrs: np.ndarray, warp: np.ndarray, nwarps: int, width: int,
                part: np.ndarray | None = None, line_shift: int = LINE_SHIFT):
    """Coalesce the lanes of ``nwarps`` warps (``warp`` gives each lane's warp, 0-based).

    Returns ``(transfers, bounds, lines, masks)``: ``transfers[w]`` the sector transfers of
    warp ``w`` (distinct sectors per SASS instruction, i.e. per ``part``), and the distinct
    lines with their sector masks, warp ``w``'s being ``lines[bounds[w]:bounds[w+1]]``."""
    sec = (np.asarray(addrs, dtype=np.int64) >> SECTOR_SHIFT) & _SEC_MASK
    w = np.asarray(warp, dtype=np.int64)
    if width > 32:
        k = width // 32
        sec = (sec[:, None] + np.arange(k)).reshape(-1)
        w = np.repeat(w, k)
        if part is not None:
            part = np.repeat(part, k)
    u = np.unique((w << 44) | sec)
    if part is None:
        transfers = np.bincount(u >> 44, minlength=nwarps)
    else:
        up = np.unique((w << 52) | (np.asarray(part, dtype=np.int64) << 44) | sec)
        transfers = np.bincount(up >> 52, minlength=nwarps)
    per = line_shift - SECTOR_SHIFT
    wl = u >> per
    bits = np.left_shift(1, u & ((1 << per) - 1))
    uniq, start = np.unique(wl, return_index=True)
    masks = np.bitwise_or.reduceat(bits, start) if uniq.size else bits
    lw = uniq >> (44 - per)
    lines = uniq & ((1 << (44 - per)) - 1)
    bounds = np.searchsorted(lw, np.arange(nwarps + 1))
    return transfers, bounds, lines, masks


def batch_wavefronts(addrs: np.ndarray, lanes: np.ndarray, group: np.ndarray, ngroups: int, width: int,
                     banks: int = 32, bank_bytes: int = 4) -> np.ndarray:
    """Shared-memory wavefronts of each access group (a warp's SASS instruction), as
    :func:`tcsim.timing.shared_mem.wavefronts` for one access, for all groups at once."""
    a = np.asarray(addrs, dtype=np.int64)
    out = np.zeros(ngroups, dtype=np.int64)
    if a.size == 0:
        return out
    words = max(width // bank_bytes, 1)
    lanes_per_phase = max(banks * bank_bytes // max(width, bank_bytes), 1)
    phase = np.asarray(lanes, dtype=np.int64) // lanes_per_phase
    g = np.asarray(group, dtype=np.int64)
    w0 = a // bank_bytes
    if words > 1:
        w0 = (w0[:, None] + np.arange(words)).reshape(-1)
        phase = np.repeat(phase, words)
        g = np.repeat(g, words)
    bank = w0 % banks
    key = (((g * 8 + phase) * banks + bank) << 24) | (w0 & 0xFFFFFF)
    u = np.unique(key)
    gpb, cnt = np.unique(u >> 24, return_counts=True)   # per (group, phase, bank): distinct words
    gp = gpb // banks                                     # (group, phase)
    ugp, start = np.unique(gp, return_index=True)
    worst = np.maximum.reduceat(cnt, start)
    np.add.at(out, ugp >> 3, worst)
    return out
