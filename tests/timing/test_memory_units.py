"""The memory hierarchy's units on their own: coalescer, shared-memory banks, L1
replacement, L2, TLBs, servers, atomics table, constant caches."""

import numpy as np
import pytest

from tcsim.arch.params import load_gpu
from tcsim.matrix.fragments import wmma_fragment
from tcsim.timing import coalescer
from tcsim.timing.atomics import AtomicLatency
from tcsim.timing.const_cache import ConstCaches
from tcsim.timing.dram import Dram
from tcsim.timing.l1 import L1Cache, victim
from tcsim.timing.l2 import L2
from tcsim.timing.server import Clock, Mshr, Server
from tcsim.timing.shared_mem import wavefronts
from tcsim.timing.tlb import Tlb

MEM = load_gpu("titan_v").timing.memory
LANES = np.arange(32)


# ---------------------------------------------------------------------- coalescer
def test_coalesced_words_are_one_line_of_four_sectors():
    a = 0x7F00_0000_0000 + 4 * LANES
    s = coalescer.sectors(a, 4)
    lines, masks = coalescer.lines_of(s)
    assert s.size == 4 and lines.size == 1 and masks[0] == 0b1111


def test_vector_width_widens_the_access():
    a = 0x7F00_0000_0000 + 16 * LANES              # ld.v4.f32: 512 bytes
    assert coalescer.sectors(a, 16).size == 16
    t, b, lines, masks = coalescer.batch_lines(a, np.zeros(32, np.int64), 1, 16)
    assert t[0] == 16 and lines.size == 4 and (masks == 0b1111).all()


def test_scattered_lanes_touch_a_sector_each():
    a = 0x7F00_0000_0000 + 4096 * LANES
    t, b, lines, masks = coalescer.batch_lines(a, np.zeros(32, np.int64), 1, 4)
    assert t[0] == 32 and lines.size == 32


def test_batch_lines_splits_by_warp():
    a = np.concatenate([0x7F00_0000_0000 + 4 * LANES, 0x7F00_0001_0000 + 8 * LANES])
    t, b, lines, masks = coalescer.batch_lines(a, np.repeat([0, 1], 32), 2, 4)
    assert list(t) == [4, 8] and list(np.diff(b)) == [1, 2]


@pytest.mark.parametrize("matrix, layout, parts, width", [
    # seed 000 §III-C: "wmma.load ... for operand matrices A and B ... four 64-bit loads
    # (LD.E.64) or two 128-bit loads (LD.E.128)" by layout; "wmma.load.c ... LD.E.SYS"
    ("a", "row", 2, 16), ("a", "col", 4, 8), ("b", "row", 4, 8), ("b", "col", 2, 16), ("c", "row", 8, 4),
])
def test_volta_wmma_split_matches_seed_000(matrix, layout, parts, width):
    et = "f32" if matrix == "c" else "f16"
    f = wmma_fragment("volta", matrix, (16, 16, 16), et, layout)
    groups, w = coalescer.wmma_parts(f, layout, 32 if et == "f32" else 16, matrix, 1024)
    assert (groups.shape[0], w) == (parts, width)


def test_contention_is_the_largest_group_on_one_address():
    assert coalescer.contention(np.arange(32)) == 1
    assert coalescer.contention(np.arange(32) // 8) == 8
    assert coalescer.contention(np.zeros(32)) == 32


# ---------------------------------------------------------------------- shared memory
@pytest.mark.parametrize("stride, waves", [(1, 1), (2, 2), (4, 4), (8, 8), (16, 16), (32, 32), (33, 1)])
def test_bank_conflicts_serialise(stride, waves):
    assert wavefronts(4 * stride * LANES, LANES, 4) == waves


def test_same_word_broadcasts_and_wide_accesses_take_phases():
    assert wavefronts(np.zeros(32, np.int64), LANES, 4) == 1
    assert wavefronts(8 * LANES, LANES, 8) == 2            # 64-bit: two half-warp phases
    assert wavefronts(16 * LANES, LANES, 16) == 4          # 128-bit: four quarter-warp phases


def test_batch_wavefronts_agree_with_single_accesses():
    rng = np.random.default_rng(3)
    for width in (4, 8, 16):
        a = rng.integers(0, 2048, 96) * width
        lanes = np.tile(LANES, 3)
        grp = np.repeat([0, 1, 2], 32)
        got = coalescer.batch_wavefronts(a, lanes, grp, 3, width)
        want = [wavefronts(a[32 * k:32 * k + 32], LANES, width) for k in range(3)]
        assert list(got) == want


# ---------------------------------------------------------------------- L1
def test_l1_ways_follow_the_capacity():
    c = L1Cache(128 * 1024 - 7 * 1024, 128, 4)
    assert c.ways == 242


def test_l1_streaming_lines_replace_the_same_way_and_keep_a_reused_array():
    """Seed 003 §3.1.2: Volta replaces the same four lines first (one per set), which
    preserves a large array against sparse accesses better than LRU."""
    c = L1Cache(4 * 8 * 128, 128, 4)   # 4 sets x 8 ways
    array = list(range(32))
    for ln in array:
        c.fill(ln, 0)
    for ln in array:                  # the array is used again: every line referenced
        assert c.lookup(ln) is not None
    for ln in range(1000, 1400):      # a long stream of lines used once
        if c.lookup(ln) is None:
            c.fill(ln, 0)
    resident = sum(c.lookup(ln) is not None for ln in array)
    assert resident == 28             # all but one way per set survive


def test_l1_lru_would_have_lost_the_array():
    # the same stream through an LRU of equal size evicts everything: the policy matters
    from collections import OrderedDict

    lru = OrderedDict((ln, None) for ln in range(32))
    for ln in range(1000, 1400):
        lru[ln] = None
        if len(lru) > 32:
            lru.popitem(last=False)
    assert not any(ln in lru for ln in range(32))


def test_l1_invalidate():
    c = L1Cache(4096, 128, 4)
    c.fill(5, 10.0)
    assert c.lookup(5) == 10.0
    c.invalidate(5)
    assert c.lookup(5) is None



def test_l1_victim_is_the_lowest_unreferenced_way_else_way_0_after_clearing():
    # reference flags, a byte per way (L1Cache.ref): the victim of a full set
    flags = bytearray([1, 1, 0, 1, 0])
    assert victim(flags) == 2 and flags == bytearray([1, 1, 0, 1, 0])
    flags = bytearray([1, 1, 1])
    assert victim(flags) == 0 and flags == bytearray(3)     # all referenced: cleared

# ---------------------------------------------------------------------- servers
def test_server_queues_and_fills_gaps():
    s = Server()
    assert s.serve(0, 4) == 0
    assert s.serve(0, 4) == 4            # queued behind the first
    assert s.serve(100, 2) == 100        # a request due later reserves its own slot
    assert s.serve(10, 2) == 10          # an earlier one still fits before it
    assert s.serve(99, 2) == 102         # but not into a gap too small


def test_server_drops_the_past():
    clock = Clock()
    s = Server(clock=clock)
    for k in range(100):
        s.serve(k * 10, 1)
    clock.now = 995
    s.serve(995, 1)
    assert len(s.starts) <= 2


def test_server_gives_the_earliest_gap_and_keeps_intervals_merged():
    # random requests, many due inside reserved time (as a port's replies are): each starts
    # at the earliest gap long enough at or after its arrival, and the intervals stay
    # sorted, disjoint and merged — against a plain list of every reservation
    rng = np.random.default_rng(3)
    clock = Clock()
    s = Server(clock=clock)
    taken = []
    for k in range(3000):
        clock.now = k * 0.5
        arrival = clock.now + float(rng.integers(0, 60))
        cycles = float(rng.choice([0.5, 1.0, 4.0, 4.3]))
        t = arrival
        for a, b in sorted(taken):
            if b > t and a < t + cycles:
                t = b
        start = s.serve(arrival, cycles)
        assert start == t
        taken.append((start, start + cycles))
        taken = [(a, b) for a, b in taken if b > clock.now]
        assert all(e < s2 for e, s2 in zip(s.ends, s.starts[1:]))                 # disjoint, not touching
        assert all(a < b for a, b in zip(s.starts, s.ends))


def test_mshr_waits_for_a_free_entry():
    m = Mshr(2)
    for _ in range(2):
        m.hold(m.acquire(0) + 100)
    assert m.acquire(5) == 100 and m.stalls == 1


# ---------------------------------------------------------------------- L2 / DRAM / TLB
def _l2():
    dram = Dram(MEM.dram, MEM.l2.slices, 1530)
    return L2(MEM.l2, dram), dram


def test_l2_hit_after_miss_and_populate():
    l2, dram = _l2()
    line = 0x7F00_0000_0000 >> 6
    miss = l2.read([(line, 0b11)], 0.0)
    assert miss == MEM.l2.hit_latency + MEM.dram.latency
    hit = l2.read([(line, 0b11)], 1000.0)
    assert hit == 1000.0 + MEM.l2.hit_latency
    l2.populate(0x7F00_0001_0000, 64)
    assert l2.read([((0x7F00_0001_0000) >> 6, 0b11)], 2000.0) == 2000.0 + MEM.l2.hit_latency


def test_l2_writes_back_dirty_lines_it_evicts():
    l2, dram = _l2()
    line = 0x7F00_0000_0000 >> 6
    sl = l2.slice_of(line)
    same = [ln for ln in range(line, line + 400000) if l2.slice_of(ln) == sl and l2._set(ln, sl) is l2._set(line, sl)]
    l2.write(same[0], 0b11, 0.0)
    for ln in same[1:MEM.l2.ways + 1]:
        l2.read([(ln, 0b11)], 0.0)
    assert dram.write_bytes == 64 and l2.stats["writebacks"] == 1


def test_l2_state_is_proportional_to_what_is_touched():
    l2, _ = _l2()
    for k in range(100):
        l2.read([(k * 1_000_003, 1)], 0.0)
    assert l2.lines_held() == 100 and len(l2.sets) <= 100


def test_tlb_levels():
    tlb = Tlb(MEM.tlb, 2)
    assert tlb.translate(0, 0, 0.0) == MEM.tlb.walk_latency          # first touch: walk
    assert tlb.translate(0, 4096, 0.0) == 0                          # same 2-MiB page
    assert tlb.translate(1, 4096, 10.0) == MEM.tlb.walk_latency - 10  # another SM waits for the walk
    assert tlb.translate(1, 1 << 21, 1000.0) == MEM.tlb.l1_miss_latency  # next page: L2 TLB hit
    for p in range(1, MEM.tlb.l1_entries + 1):                       # 16 more pages, same 32 MiB
        tlb.translate(0, p << 21, 1000.0)
    assert tlb.translate(0, 0, 1000.0) == MEM.tlb.l1_miss_latency    # evicted from the L1 TLB


def test_atomic_table_and_interpolation():
    a = AtomicLatency(MEM.atomics)
    assert [a.latency("shared", d) for d in (1, 2, 4, 8, 16, 32)] == [6, 7, 11, 18, 24, 66]
    assert [a.latency("global", d) for d in (1, 2, 4, 8, 16, 32)] == [36, 31, 32, 41, 58, 76]
    assert a.latency("shared", 3) == 9


def test_constant_broadcast_and_serialisation():
    c = ConstCaches(MEM.const)
    assert c.load(np.zeros(32, np.int64), 0) == MEM.const.l2_latency      # cold: from the L2
    assert c.load(np.zeros(32, np.int64), 0) == MEM.const.l1_latency      # broadcast hit
    c.load(np.arange(4) * 4, 0)                                           # same 64-B line
    assert c.load(np.arange(4) * 4, 0) == MEM.const.l1_latency + 3 * MEM.const.serialize_cycles
    c2 = ConstCaches(MEM.const)
    c2.load(np.array([0]), 0)
    for k in range(1, 9):                # evict line 0 from its L1 set (4 ways) but not the L1.5
        c2.load(np.array([k * 8 * 64]), 0)
    assert c2.load(np.array([0]), 0) == MEM.const.l15_latency
