"""Lane selections, shared by every driver and semantics module.

A *selection* ``sel`` names the threads (PTX) or waves (AMDGPU) an instruction acts on:
a ``slice`` (contiguous rows: register access is a zero-copy view) or a sorted ``int64``
array of indices. These helpers keep the two forms interchangeable.
"""

from __future__ import annotations

import numpy as np

Sel = slice | np.ndarray


def sel_len(sel: Sel) -> int:
    if isinstance(sel, slice):
        return sel.stop - sel.start
    return sel.size


def sel_indices(sel: Sel) -> np.ndarray:
    if isinstance(sel, slice):
        return np.arange(sel.start, sel.stop, dtype=np.int64)
    return sel


def as_sel(idx: np.ndarray) -> Sel:
    """Contiguous index runs become slices (zero-copy register access)."""
    n = idx.size
    if n and int(idx[-1]) - int(idx[0]) + 1 == n:
        return slice(int(idx[0]), int(idx[-1]) + 1)
    return idx


def subsel(sel: Sel, mask: np.ndarray) -> Sel:
    """The members of ``sel`` where ``mask`` (one bool per member) is set."""
    if isinstance(sel, slice):
        if mask.all():
            return sel
        return as_sel(np.flatnonzero(mask) + sel.start)
    return sel[mask]


def empty(sel: Sel) -> bool:
    return (sel.stop <= sel.start) if isinstance(sel, slice) else sel.size == 0
