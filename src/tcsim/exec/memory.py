"""Memory spaces of the simulated device, as flat byte buffers accessed by lane arrays.

Addresses are 64-bit. Each state space has its own address range; the *generic* space
(plain ``ld``/``st`` and ``cvta``) maps windows onto the shared, local, const and param
spaces the way NVIDIA GPUs do, and everything else onto global memory:

=============  ===================================  =================================
space          space-specific address               generic address
=============  ===================================  =================================
global         heap from ``GLOBAL_BASE`` upward      identical
shared         byte offset in the CTA's block        ``SHARED_WINDOW + offset``
local          byte offset in the thread's frame     ``LOCAL_WINDOW + offset``
const          byte offset in the module's bank      ``CONST_WINDOW + offset``
param          byte offset in the kernel params      ``PARAM_WINDOW + offset``
=============  ===================================  =================================

Every access is checked (inside an allocation / the block / the frame, and naturally
aligned) before any byte moves; a violation is returned as a lane mask so the caller can
name the first faulting thread.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

import numpy as np

# Generic-address windows (each 4 GiB, far below the global heap).
SHARED_WINDOW = 0x0000_0001_0000_0000
LOCAL_WINDOW = 0x0000_0002_0000_0000
CONST_WINDOW = 0x0000_0003_0000_0000
PARAM_WINDOW = 0x0000_0004_0000_0000
WINDOW_SIZE = 0x0000_0001_0000_0000
GLOBAL_BASE = 0x0000_7F00_0000_0000
ALLOC_ALIGN = 256  # cudaMalloc returns 256-byte aligned pointers

_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def gather(buf: np.ndarray, offsets: np.ndarray, size: int) -> np.ndarray:
    """Read ``size``-byte little-endian words at aligned byte ``offsets`` of ``buf``."""
    return buf.view(_UINT[size])[offsets // size]


def scatter(buf: np.ndarray, offsets: np.ndarray, size: int, values: np.ndarray) -> None:
    """Write ``size``-byte words at aligned byte ``offsets`` of ``buf``."""
    buf.view(_UINT[size])[offsets // size] = values


@dataclass(slots=True)
class Allocation:
    start: int
    size: int
    label: str


class GlobalMemory:
    """Device global memory: a growable heap of allocations at ``GLOBAL_BASE``.

    The backing store is one numpy byte array; allocations are 256-byte aligned and
    separated by a guard gap so that a small overrun is an error, not a silent write into
    the neighbouring array.
    """

    GUARD = 256

    def __init__(self) -> None:
        self.buf = np.zeros(1 << 16, dtype=np.uint8)
        self.top = 0  # next free byte offset in buf
        self.allocs: list[Allocation] = []
        self._starts: list[int] = []
        self._ends = np.zeros(0, dtype=np.int64)
        self._starts_np = np.zeros(0, dtype=np.int64)

    # -- allocation -------------------------------------------------------------------
    def alloc(self, nbytes: int, label: str = "") -> int:
        """Reserve ``nbytes`` (zeroed) and return the device address."""
        nbytes = max(int(nbytes), 1)
        off = self.top
        end = off + nbytes
        self.top = -(-(end + self.GUARD) // ALLOC_ALIGN) * ALLOC_ALIGN
        if self.top > self.buf.size:
            grown = np.zeros(max(self.top, 2 * self.buf.size), dtype=np.uint8)
            grown[: self.buf.size] = self.buf
            self.buf = grown
        addr = GLOBAL_BASE + off
        self.allocs.append(Allocation(addr, nbytes, label))
        self._starts.append(addr - GLOBAL_BASE)
        self._starts_np = np.asarray(self._starts, dtype=np.int64)
        self._ends = np.asarray([a.start - GLOBAL_BASE + a.size for a in self.allocs], dtype=np.int64)
        return addr

    def write_bytes(self, addr: int, data: bytes | np.ndarray) -> None:
        raw = np.frombuffer(bytes(data), dtype=np.uint8) if not isinstance(data, np.ndarray) else data.reshape(-1).view(np.uint8)
        off = addr - GLOBAL_BASE
        self.buf[off : off + raw.size] = raw

    def read_bytes(self, addr: int, nbytes: int) -> np.ndarray:
        off = addr - GLOBAL_BASE
        return self.buf[off : off + nbytes].copy()

    # -- checked lane access -----------------------------------------------------------
    def offsets(self, addrs: np.ndarray, nbytes: int) -> tuple[np.ndarray, np.ndarray | None]:
        """Map device addresses to buffer offsets; return ``(offsets, bad)`` where ``bad``
        is ``None`` when every lane is inside an allocation, else a boolean lane mask."""
        off = addrs.astype(np.int64, copy=False) - GLOBAL_BASE
        if off.size == 0 or not self._starts:
            return off, (np.ones(off.shape, bool) if off.size else None)
        lo, hi = int(off.min()), int(off.max())
        i = bisect.bisect_right(self._starts, lo) - 1
        if i >= 0 and hi + nbytes <= self._ends[i]:
            return off, None  # fast path: all lanes inside one allocation
        idx = np.searchsorted(self._starts_np, off, side="right") - 1
        ok = (idx >= 0) & (off + nbytes <= self._ends[np.maximum(idx, 0)])
        return off, (None if ok.all() else ~ok)

    def describe(self, addr: int) -> str:
        """Human description of where ``addr`` lies relative to the allocations."""
        best = None
        for a in self.allocs:
            if a.start <= addr < a.start + a.size:
                return f"inside {a.label or 'allocation'} at {a.start:#x} (size {a.size})"
            dist = addr - (a.start + a.size) if addr >= a.start + a.size else a.start - addr
            if best is None or dist < best[0]:
                best = (dist, a)
        if best is None:
            return "no memory is allocated"
        a = best[1]
        where = "past the end of" if addr >= a.start + a.size else "before"
        return f"{best[0]} bytes {where} {a.label or 'allocation'} at {a.start:#x} (size {a.size})"
