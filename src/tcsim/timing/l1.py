"""The L1 data cache of one SM (seed 003 §3.1, Table 3.1, Table 3.3).

Unified with shared memory: the L1 gets ``unified - carve-out - reserved`` bytes (Table
3.3: a pointer chase detects 7 KiB less than the nominal size at every split, which the
``reserved`` capacity reproduces). Lines are 128 bytes in ``sets`` sets (Volta: 4), are
virtually indexed (no translation on a hit) and filled whole on a miss (update
granularity 128 B) while loads read 32-byte sectors.

Replacement (§3.1.2): "when the L1 data cache saturates, Volta replaces the same four
cache lines first" — one per set, the lines with the lowest preservation priority — "and
the remaining lines follow". tcsim gives every way of a set a fixed priority (way 0
lowest) and a reference bit set by hits: the victim is the lowest-priority way whose line
has not been re-referenced since it was filled (all referenced: the bits are cleared and
way 0 goes). A stream of lines used once therefore keeps replacing the same way of each
set and leaves a re-used array resident — the behaviour the seed credits with "better
preserving large arrays from being evicted by sparse memory accesses" than LRU.
With ``lru=True`` (AMD's vector L1 and scalar cache, ``timing/amd_memory.py``) the victim is
the least recently used line of the set instead.
"""

from __future__ import annotations


def victim(ref: bytearray, lo: int = 0, hi: int | None = None) -> int:
    """The slot a full set (the ways at ``ref[lo:hi]``, lowest priority first) replaces:
    the lowest-priority way whose line was not referenced since its fill; all
    referenced: the set's flags are cleared and its way 0 (slot ``lo``) goes."""
    if hi is None:
        hi = len(ref)
    slot = ref.find(0, lo, hi)
    if slot < 0:
        ref[lo:hi] = bytes(hi - lo)
        slot = lo
    return slot


class L1Cache:
    """Way ``w`` of set ``s`` is slot ``s * ways + w`` of flat per-slot arrays (its line,
    the cycle its data is present, its reference flag), and ``where`` maps a resident
    line to its slot: a hit is one dict look-up, then list and bytearray indexing (no
    set index to compute, no second dict for the data's cycle)."""

    __slots__ = ("nsets", "ways", "full", "slot_line", "where", "valid", "ref", "at", "hits", "misses", "lru",
                 "order")

    def __init__(self, capacity_bytes: int, line_bytes: int, sets: int, lru: bool = False) -> None:
        self.nsets = sets
        #: least recently used replacement instead of Volta's fixed-priority one: ``order[s]``
        #: holds the set's lines, least recently used first
        self.lru = lru
        self.order: list[dict[int, None]] = [dict() for _ in range(sets)] if lru else []
        lines = max(capacity_bytes // line_bytes, 0)
        self.ways = lines // sets
        self.full = (1 << self.ways) - 1
        slots = self.ways * sets
        self.slot_line: list[int | None] = [None] * slots   # slot -> its line
        self.where: dict[int, int] = {}    # line -> slot
        self.valid = [0] * sets            # bit per way
        # a reference flag (0/1) per slot: setting one stores a byte, where a bit of a
        # `ways`-bit int (Volta: 192 ways a set) built two new big ints per hit
        self.ref = bytearray(slots)
        self.at: list[float] = [0.0] * slots   # slot -> cycle its line's data is in the cache
        self.hits = 0
        self.misses = 0

    def lookup(self, line: int) -> float | None:
        """``None`` on a miss, else the cycle the line's data is (or will be) present."""
        slot = self.where.get(line)
        if slot is None:
            return None
        self.ref[slot] = 1
        if self.lru:
            self._use(slot // self.ways, line)
        return self.at[slot]

    def touch(self, line: int) -> None:
        """A hit on a present line: set its reference flag (LRU: make it most recently used)."""
        slot = self.where[line]
        self.ref[slot] = 1
        if self.lru:
            self._use(slot // self.ways, line)

    def _use(self, s: int, line: int) -> None:
        o = self.order[s]
        o.pop(line, None)
        o[line] = None

    def fill(self, line: int, avail: float) -> None:
        """Allocate ``line`` (data present from ``avail``), evicting a victim if needed."""
        if self.ways == 0:
            return
        s = line % self.nsets
        v = self.valid[s]
        if v != self.full:
            way = (~v & (v + 1)).bit_length() - 1
            self.valid[s] = v | (1 << way)
            slot = s * self.ways + way
        elif self.lru:
            old = next(iter(self.order[s]))
            del self.order[s][old]
            slot = self.where.pop(old)
        else:
            slot = victim(self.ref, s * self.ways, (s + 1) * self.ways)
            del self.where[self.slot_line[slot]]
        self.slot_line[slot] = line
        self.where[line] = slot
        self.at[slot] = avail
        self.ref[slot] = 0
        if self.lru:
            self.order[s][line] = None

    def invalidate(self, line: int) -> None:
        slot = self.where.pop(line, None)
        if slot is None:
            return
        s, way = divmod(slot, self.ways)
        self.slot_line[slot] = None
        if self.lru:
            del self.order[s][line]
        self.valid[s] &= ~(1 << way)
        self.ref[slot] = 0

    def resident(self) -> int:
        return len(self.where)
