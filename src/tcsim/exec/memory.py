"""Memory spaces of the simulated device, as flat byte buffers accessed by lane arrays.

Addresses are 64-bit. Each state space has its own address range; the *generic* space
(plain ``ld``/``st`` and ``cvta``) maps windows onto the shared, local, const and param
spaces the way NVIDIA GPUs do, and everything else onto global memory:

=============  ===================================  =================================
space          space-specific address               generic address
=============  ===================================  =================================
global         allocations from ``GLOBAL_BASE`` up   identical
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

from tcsim.errors import LaunchError

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
    """Device global memory: allocations in a sparse virtual address space at ``GLOBAL_BASE``,
    backed by one growable numpy byte array.

    Allocations are packed into the backing store 256-byte aligned with a 256-byte guard
    between them (the *physical* layout, which the timing model's caches, TLBs and DRAM
    see). Kernels see *virtual* addresses: allocation ``k`` is mapped ``(k mod SLOTS) *
    GAP`` bytes above its physical place, so consecutive allocations are separated by an
    unmapped gap of at least ``GAP`` bytes and an overrun of one array faults instead of
    landing in the next one (as under compute-sanitizer). ``GAP`` is a multiple of every
    alignment and page size the model uses, so an address's low bits are the same in both
    spaces.
    """

    GUARD = 256
    #: unmapped bytes between consecutive allocations (1 GiB)
    GAP = 1 << 30
    #: distinct virtual offsets before they repeat (keeps global addresses below 2^48,
    #: where AMD's flat shared / private apertures begin)
    SLOTS = 1 << 15
    #: largest backing store (the virtual space left below 2^48)
    MAX_BYTES = 1 << 46

    def __init__(self) -> None:
        self.buf = np.zeros(1 << 16, dtype=np.uint8)
        self.top = 0  # next free byte offset in buf
        self.allocs: list[Allocation] = []
        # sorted by virtual start: start, end (exclusive), and virtual - buffer offset
        self._starts: list[int] = []
        self._starts_np = np.zeros(0, dtype=np.int64)
        self._ends = np.zeros(0, dtype=np.int64)
        self._bases = np.zeros(0, dtype=np.int64)

    # -- allocation -------------------------------------------------------------------
    def alloc(self, nbytes: int, label: str = "") -> int:
        """Reserve ``nbytes`` (zeroed) and return the device (virtual) address. Nothing
        changes when the memory cannot be had (LaunchError)."""
        nbytes = max(int(nbytes), 1)
        off = self.top
        end = off + nbytes
        top = -(-(end + self.GUARD) // ALLOC_ALIGN) * ALLOC_ALIGN
        if top > self.MAX_BYTES:
            raise LaunchError(f"out of device memory: {label or 'an allocation'} of {nbytes:,} bytes does not fit "
                              f"({off:,} bytes are in use, at most {self.MAX_BYTES:,} can be)")
        if top > self.buf.size:
            try:
                grown = np.zeros(max(top, 2 * self.buf.size), dtype=np.uint8)
            except (MemoryError, ValueError):
                raise LaunchError(f"out of device memory: {label or 'an allocation'} of {nbytes:,} bytes does not fit "
                                  f"in this host's memory ({off:,} bytes are in use)") from None
            grown[: self.buf.size] = self.buf
            self.buf = grown
        self.top = top
        base = GLOBAL_BASE + (len(self.allocs) % self.SLOTS) * self.GAP
        addr = base + off
        self.allocs.append(Allocation(addr, nbytes, label))
        i = bisect.bisect_right(self._starts, addr)
        self._starts.insert(i, addr)
        self._starts_np = np.insert(self._starts_np, i, addr)
        self._ends = np.insert(self._ends, i, addr + nbytes)
        self._bases = np.insert(self._bases, i, base)
        return addr

    def mark(self) -> tuple[int, int]:
        """The allocation state, to return to with :meth:`release`."""
        return len(self.allocs), self.top

    def release(self, mark: tuple[int, int]) -> None:
        """Undo every allocation made since ``mark`` (their bytes are zeroed again: fresh
        allocations are zero-filled)."""
        n, top = mark
        for a in self.allocs[n:]:
            i = self._starts.index(a.start)
            del self._starts[i]
            self._starts_np = np.delete(self._starts_np, i)
            self._ends = np.delete(self._ends, i)
            self._bases = np.delete(self._bases, i)
        del self.allocs[n:]
        self.buf[top: self.top] = 0
        self.top = top

    def _offset(self, addr: int) -> int:
        """Buffer offset of a device address inside (or in the guard after) an allocation."""
        i = bisect.bisect_right(self._starts, addr) - 1
        if i < 0 or addr - int(self._starts_np[i]) >= int(self._ends[i] - self._starts_np[i]) + self.GUARD:
            raise LaunchError(f"address {addr:#x} is not in device memory ({self.describe(addr)})")
        return addr - int(self._bases[i])

    def address(self, offset: int) -> int:
        """The device address of buffer byte ``offset`` (for messages about the buffer)."""
        offs = self._starts_np - self._bases
        hit = np.flatnonzero((offs <= offset) & (offset < self._ends - self._bases + self.GUARD))
        return int(self._bases[hit[0]]) + offset if hit.size else GLOBAL_BASE + offset

    def write_bytes(self, addr: int, data: bytes | np.ndarray) -> None:
        raw = np.frombuffer(bytes(data), dtype=np.uint8) if not isinstance(data, np.ndarray) else data.reshape(-1).view(np.uint8)
        off = self._offset(addr)
        self.buf[off : off + raw.size] = raw

    def read_bytes(self, addr: int, nbytes: int) -> np.ndarray:
        off = self._offset(addr)
        return self.buf[off : off + nbytes].copy()

    def clear(self, addr: int, nbytes: int) -> None:
        """Zero ``nbytes`` at ``addr``."""
        off = self._offset(addr)
        self.buf[off : off + nbytes] = 0

    def spans(self, lo: int, end: int) -> bool:
        """Bytes ``lo .. end - 1`` lie inside one allocation."""
        i = bisect.bisect_right(self._starts, lo) - 1
        return i >= 0 and end <= int(self._ends[i])

    # -- checked lane access -----------------------------------------------------------
    def offsets(self, addrs: np.ndarray, nbytes: int) -> tuple[np.ndarray, np.ndarray | None]:
        """Map device addresses to buffer offsets; return ``(offsets, bad)`` where ``bad``
        is ``None`` when every lane is inside an allocation, else a boolean lane mask."""
        a = addrs.astype(np.int64, copy=False)
        if a.size == 0 or not self._starts:
            return a - GLOBAL_BASE, (np.ones(a.shape, bool) if a.size else None)
        lo, hi = int(a.min()), int(a.max())
        i = bisect.bisect_right(self._starts, lo) - 1
        if i >= 0 and hi + nbytes <= self._ends[i]:
            return a - self._bases[i], None  # fast path: all lanes inside one allocation
        idx = np.maximum(np.searchsorted(self._starts_np, a, side="right") - 1, 0)
        ok = (a >= self._starts_np[idx]) & (a + nbytes <= self._ends[idx])
        return a - self._bases[idx], (None if ok.all() else ~ok)

    def physical(self, addrs: np.ndarray) -> np.ndarray:
        """The addresses the memory hierarchy sees: ``GLOBAL_BASE`` + buffer offset for
        addresses in an allocation (the packed layout), other addresses unchanged."""
        a = np.asarray(addrs, dtype=np.int64)
        if a.size == 0 or not self._starts:
            return a
        lo, hi = int(a.min()), int(a.max())
        i = bisect.bisect_right(self._starts, lo) - 1
        if i >= 0 and hi < self._ends[i]:
            return a - (int(self._bases[i]) - GLOBAL_BASE)
        idx = np.maximum(np.searchsorted(self._starts_np, a, side="right") - 1, 0)
        inside = (a >= self._starts_np[idx]) & (a < self._ends[idx])
        return np.where(inside, a - (self._bases[idx] - GLOBAL_BASE), a)

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
