"""Checked lane-parallel loads and stores in every state space.

``load``/``store`` move ``count`` consecutive elements of ``size`` bytes per lane (a
``.v2``/``.v4`` access is one access of ``count*size`` bytes and must be aligned to it, as
the PTX ISA requires). Addresses are space addresses (see ``exec/memory.py``); generic
addresses are split by window. A lane outside its space or misaligned raises
:class:`~tcsim.exec.operands.Fault` naming the first such lane, before anything is written.
"""

from __future__ import annotations

import numpy as np

from tcsim.exec import dsmem
from tcsim.exec.memory import (
    CONST_WINDOW,
    LOCAL_WINDOW,
    PARAM_WINDOW,
    SHARED_WINDOW,
    WINDOW_SIZE,
    gather,
    scatter,
)
from tcsim.exec.operands import Fault
from tcsim.exec.selection import sel_indices, sel_len

_WINDOWS = (("shared", SHARED_WINDOW), ("local", LOCAL_WINDOW), ("const", CONST_WINDOW), ("kparam", PARAM_WINDOW))


def _first(mask: np.ndarray) -> int:
    return int(np.argmax(mask))


def _check_align(addrs, nbytes: int, space: str, what: str) -> None:
    if nbytes > 1:
        mis = (np.asarray(addrs) & (nbytes - 1)) != 0
        if np.any(mis):
            pos = _first(np.atleast_1d(mis))
            a = int(np.atleast_1d(addrs)[pos])
            raise Fault(pos, f"misaligned {what} of {nbytes} bytes at {space} address {a:#x} (must be {nbytes}-byte aligned)", a)


def resolve(st, sel, space: str, addrs, nbytes: int, what: str, aligned: bool = False):
    """Return ``(buffer, byte offsets)`` for an access; raise Fault on violations.
    ``aligned``: the caller has already proven natural alignment (skip that check)."""
    if not aligned:
        _check_align(addrs, nbytes, space if space != "kparam" else "param", what)
    if space == "global":
        a = np.atleast_1d(np.asarray(addrs, dtype=np.int64))
        off, bad = st.gmem.offsets(a, nbytes)
        if bad is not None:
            pos = _first(bad)
            addr = int(a[pos])
            raise Fault(pos, f"invalid global {what} of {nbytes} bytes at address {addr:#x}: {st.gmem.describe(addr)}", addr)
        return st.gmem.buf, off
    if space == "shared":
        return st.shared, _bounded(st, sel, addrs, nbytes, st.smem_size, "shared", what, st.cta_slot, st.smem_stride)
    if space == "cluster":   # .shared::cluster: distributed shared memory (exec/dsmem.py)
        if not aligned:
            _check_align(addrs, nbytes, "shared::cluster", what)
        return st.shared, dsmem.resolve(st, sel, addrs, nbytes, what)
    if space == "local":
        return st.local, _bounded(st, sel, addrs, nbytes, st.local_size, "local", what, st.thread_index, st.local_size)
    if space == "fparam":
        return st.fparam, _bounded(st, sel, addrs, nbytes, st.fparam_size, "param", what, st.thread_index, st.fparam_size)
    if space == "kparam":
        return st.kparam, _bounded(st, sel, addrs, nbytes, st.program.kparam_size, "param", what, None, 0)
    if space == "const":
        return st.const, _bounded(st, sel, addrs, nbytes, st.const.size, "const", what, None, 0)
    raise AssertionError(space)


def _bounded(st, sel, addrs, nbytes, limit, name, what, owner, stride):
    a = np.asarray(addrs, dtype=np.int64)
    bad = (a < 0) | (a + nbytes > limit)
    if np.any(bad):
        pos = _first(np.atleast_1d(bad))
        addr = int(np.atleast_1d(a)[pos])
        raise Fault(pos, f"invalid {name} {what} of {nbytes} bytes at {name} address {addr:#x} ({name} size is {limit} bytes)", addr)
    if owner is None:
        return a
    return owner[sel] * stride + a


def split_generic(addrs) -> list[tuple[str, np.ndarray | None, object]]:
    """Split generic addresses by window: ``[(space, lane mask or None, space addrs)]``."""
    a = np.asarray(addrs, dtype=np.int64)
    lo = int(a.min()) if a.size else 0
    if lo >= PARAM_WINDOW + WINDOW_SIZE or a.size == 0:
        return [("global", None, a)]
    win = np.atleast_1d(a) // WINDOW_SIZE
    parts = []
    for space, base in _WINDOWS:
        m = win == base // WINDOW_SIZE
        if m.any():
            sub = np.atleast_1d(a)[m] - base
            if space == "shared" and int(sub.max()) > dsmem.OFFSET_MASK:
                space = "cluster"   # a mapa'd address of another CTA's shared memory
            parts.append((space, m, sub))
    m = (win < 1) | (win > 4)
    if m.any():
        parts.append(("global", m, np.atleast_1d(a)[m]))
    if len(parts) == 1:
        space, _, sub = parts[0]
        return [(space, None, sub if a.ndim else sub[0])]
    return parts


def load(st, sel, space: str, addrs, size: int, count: int = 1, aligned: bool = False) -> list[np.ndarray]:
    """``count`` arrays of raw ``size``-byte words (uint) for the lanes of ``sel``.
    ``aligned``: the caller guarantees natural alignment (e.g. wmma fragments)."""
    if space == "generic":
        parts = split_generic(addrs)
        if len(parts) == 1:
            return load(st, sel, parts[0][0], parts[0][2], size, count)
        n = sel_len(sel)
        out = [np.zeros(n, dtype=np.dtype(f"u{size}")) for _ in range(count)]
        for sp, mask, sub in parts:
            try:
                vals = load(st, sel_indices(sel)[mask], sp, sub, size, count)
            except Fault as f:
                raise Fault(int(np.flatnonzero(mask)[f.pos]), f.message, f.addr) from None
            for o, v in zip(out, vals):
                o[mask] = v
        return out
    buf, off = resolve(st, sel, space, addrs, size * count, "read", aligned)
    if np.ndim(off) == 0 or (np.ndim(off) == 1 and off.size == 1 and sel_len(sel) != 1):
        o = int(np.atleast_1d(off)[0])
        return [gather(buf, np.array([o + k * size]), size)[0] for k in range(count)]
    return [gather(buf, off + k * size if k else off, size) for k in range(count)]


def store(st, sel, space: str, addrs, size: int, values: list) -> None:
    """Write ``values`` (one array or scalar per element) at ``addrs``."""
    count = len(values)
    if space == "generic":
        parts = split_generic(addrs)
        if len(parts) == 1:
            return store(st, sel, parts[0][0], parts[0][2], size, values)
        # check every part first so a fault leaves memory untouched
        for sp, mask, _sub in parts:
            if sp in ("const", "kparam"):
                raise Fault(int(np.argmax(mask)),
                            f"write to read-only .{'param' if sp == 'kparam' else sp} space through a generic address")
        n = sel_len(sel)
        for sp, mask, sub in parts:
            vals = [np.broadcast_to(v, (n,))[mask] for v in values]
            try:
                store(st, sel_indices(sel)[mask], sp, sub, size, vals)
            except Fault as f:
                raise Fault(int(np.flatnonzero(mask)[f.pos]), f.message, f.addr) from None
        return
    if space in ("const", "kparam"):
        raise Fault(0, f"write to read-only .{'param' if space == 'kparam' else space} space")
    buf, off = resolve(st, sel, space, addrs, size * count, "write")
    n = sel_len(sel)
    if np.ndim(off) == 0:
        off = np.full(n, int(off), dtype=np.int64)
    for k, v in enumerate(values):
        scatter(buf, off + k * size if k else off, size, v)
