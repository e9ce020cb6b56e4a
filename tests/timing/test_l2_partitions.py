"""A100's two L2 partitions (timing/l2.py, timing.memory.l2.partitions / far_latency): which
SM brought a line decides near, far or DRAM; one-partition GPUs are unchanged."""

from __future__ import annotations

import pytest

from tcsim.arch import load_config
from tcsim.bench import l2_partitions as lp
from tcsim.timing.dram import Dram
from tcsim.timing.l2 import L2
from tcsim.timing.memory import MemoryState


def test_near_far_dram_latencies():
    got = lp.chase("a100")
    # 33 + 8 + 156 + 8 = 205; far + 195; DRAM: far lookup first, + 113
    assert got["near"] == [205] * 8
    assert got["far"][1:] == [400] * 7
    assert got["dram"][1:] == [513] * 7


def test_sms_split_in_halves_and_one_partition_elsewhere():
    cfg = load_config("a100")
    st = MemoryState(cfg)
    a, b = st.l2_parts
    assert st.partition_of(0) is a and st.partition_of(53) is a and st.partition_of(54) is b
    assert (a.nslices, b.nslices, a.base, b.base) == (40, 40, 0, 40)
    assert a.peer is b and b.peer is a and a.far_latency == 195
    v = MemoryState(load_config("titan_v"))
    assert len(v.l2_parts) == 1 and v.l2.peer is None and v.l2.nslices == 48


def _pair():
    cfg = load_config("a100")
    l2cfg = cfg.timing.memory.l2
    dram = Dram(cfg.timing.memory.dram, l2cfg.slices, cfg.core.core_clock_mhz)
    a, b = L2(l2cfg, dram, None, 40, 0), L2(l2cfg, dram, None, 40, 40)
    a.peer, b.peer = b, a
    a.far_latency = b.far_latency = l2cfg.far_latency
    return a, b, l2cfg


def test_far_hit_copies_a_line_and_moves_a_victim():
    a, b, cfg = _pair()
    hit = cfg.hit_latency
    full = a.full_mask
    assert b.read([(7, full)], 0.0) > hit + 195            # cold: DRAM
    # b's own line: a gets a copy, b keeps it (each read 1000 cycles apart: idle ports)
    assert a.read([(7, full)], 1000.0) == 1000 + hit + 195
    assert a.stats["far_hits"] == 1 and 7 in b._where(7)[1] and 7 in a._where(7)[1]
    assert a.read([(7, full)], 2000.0) == 2000 + hit        # near now
    # a victim of a moves to b; a's next miss on it takes it back (exclusive)
    a_set = a._where(7)[1]
    ent = a_set.pop(7)
    b._where(7)[1].pop(7)
    b.take_victim(7, ent, 3000.0)
    assert 7 in b.victims
    assert a.read([(7, full)], 4000.0) == 4000 + hit + 195
    assert 7 not in b._where(7)[1] and 7 not in b.victims


def test_a_write_invalidates_the_other_partitions_copy():
    a, b, cfg = _pair()
    full = a.full_mask
    b.read([(9, full)], 0.0)
    a.read([(9, full)], 0.0)
    a.write(9, 1, 0.0)
    assert b._where(9)[1][9] == full & ~1          # its entry: valid sectors, none dirty
    a.write(9, full, 0.0)
    assert 9 not in b._where(9)[1]


def test_evictions_move_to_the_far_partition():
    a, b, cfg = _pair()
    sl, st = a._where(0)
    # fill the set of line 0 in a with its own lines, then one more
    lines = [ln for ln in range(0, 1 << 22) if a._where(ln)[1] is st][: cfg.ways + 1]
    for ln in lines:
        a.read([(ln, a.full_mask)], 0.0)
    assert lines[0] not in st and lines[0] in b.victims


@pytest.mark.slow
def test_capacity_curve_plateaus_are_predicted():
    """One SM's cyclic chase: near to the partition's 20 MB, far to 40 MB, DRAM beyond —
    the plateaus' positions come from the partitions' capacity and the victim moves
    (te42kyfo/gpu-benches a100_80.txt: 205 at 16.2 MB, 406.6 at 30.3 MB, 515.2 at 48.6 MB)."""
    MiB = 1 << 20
    got = dict(lp.capacity_curve("a100", sizes=(16 * MiB, 30 * MiB, 48 * MiB)))
    assert got[16 * MiB] == 205
    assert abs(got[30 * MiB] - 406.6) / 406.6 < 0.05
    assert abs(got[48 * MiB] - 515.2) / 515.2 < 0.05


def test_an_entry_holds_the_valid_and_the_dirty_sectors():
    # one int per line: the valid mask with the dirty mask above it (L2.dirty_shift)
    a, b, cfg = _pair()
    a.write(5, 1, 0.0)                                  # sector 0 written: valid and dirty
    assert a._where(5)[1][5] == 1 | 1 << a.dirty_shift
    a.read([(5, a.full_mask)], 0.0)                     # the rest fetched: valid, still clean
    assert a._where(5)[1][5] == a.full_mask | 1 << a.dirty_shift
