"""Shared-memory banks (seed 003 §3.6, Table 3.1, Fig 3.9).

Shared memory has ``banks`` banks of ``bank_bytes`` (Volta: 32 x 4 B); successive words
go to successive banks. The unit returns 128 bytes per cycle, so a warp access is served
in *wavefronts*: a 32-bit access in one, a 64-bit access in two half-warp phases, a
128-bit access in four quarter-warp phases — and within a phase, lanes that address
different words of the same bank serialise (an n-way conflict costs n wavefronts), while
lanes that read the same word share it (broadcast). The access's latency grows by one
cycle per extra wavefront and the data path is busy one cycle per wavefront.
"""

from __future__ import annotations

import numpy as np


def wavefronts(addrs: np.ndarray, lanes: np.ndarray, width: int, banks: int = 32, bank_bytes: int = 4) -> int:
    """Wavefronts one warp access needs: ``addrs`` are byte addresses of the active lanes
    (lane numbers ``lanes`` 0..31), each reading ``width`` bytes."""
    a = np.asarray(addrs, dtype=np.int64)
    if a.size == 0:
        return 0
    words = max(width // bank_bytes, 1)
    row = banks * bank_bytes                       # bytes the banks deliver per wavefront
    lanes_per_phase = max(row // max(width, bank_bytes), 1)
    phase = np.asarray(lanes, dtype=np.int64) // lanes_per_phase
    w0 = a // bank_bytes
    if words > 1:
        w = (w0[:, None] + np.arange(words)).reshape(-1)
        phase = np.repeat(phase, words)
    else:
        w = w0
    bank = w % banks
    # distinct (phase, bank, word) triples -> the most words any bank serves in each phase
    key = np.unique((phase << 40) | (bank << 32) | (w & 0xFFFFFFFF))
    pb = key >> 32                                  # (phase, bank)
    _, counts = np.unique(pb, return_counts=True)
    ph = np.unique(pb, return_index=False) >> 8
    worst = np.zeros(int(ph.max()) + 1, dtype=np.int64)
    np.maximum.at(worst, ph, counts)
    return int(worst.sum())
