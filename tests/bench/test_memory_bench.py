"""tcsim bench memory: every microbenchmark against the seeds' measurements, within its
tolerance (exact for latencies and sizes, 5% for bandwidths). The long ones are slow."""

import numpy as np
import pytest

from tcsim.bench import memory as mb


def _check(rows, n=None):
    assert rows and (n is None or len(rows) == n)
    for r in rows:
        if r.ok is not None:
            assert r.ok, f"{r.bench}: {r.item}: tcsim {r.measured} vs published {r.published} ({r.source})"
    return rows


def test_pointer_chase_fig_3_2():
    rows = _check(mb.run("titan_v", ["pchase"]), 4)
    assert {r.published for r in rows} == {28, 193, 375, 1029}
    assert all(r.measured == r.published for r in rows)


def test_l1_capacity_table_3_3():
    rows = _check(mb.run("titan_v", ["l1-capacity"]), 3)
    assert [r.measured for r in rows] == [121, 57, 25]


def test_l1_tlb_coverage_fig_3_12():
    rows = _check(mb.run("titan_v", ["tlb"]), 1)
    assert rows[0].measured == 32


@pytest.mark.slow
def test_l2_tlb_coverage_fig_3_12():
    rows = _check(mb.run("titan_v", ["tlb"], full=True), 2)
    assert rows[1].measured == 8192


def test_shared_latency_fig_3_9():
    rows = _check(mb.run("titan_v", ["shared-latency"]), 6)
    lat = [r.measured for r in rows]
    assert lat[0] == 19
    assert all(b > a for a, b in zip(lat, lat[1:])), "latency grows with the conflict degree"


def test_shared_bandwidth():
    _check(mb.run("titan_v", ["shared-bandwidth"]), 1)


def test_l1_bandwidth_table_3_2():
    _check(mb.run("titan_v", ["l1-bandwidth"]), 1)


@pytest.mark.slow
def test_l2_bandwidth_table_3_4():
    _check(mb.run("titan_v", ["l2-bandwidth"]), 1)


@pytest.mark.slow
def test_dram_bandwidth_fig_3_11():
    _check(mb.run("titan_v", ["dram-bandwidth"]), 1)


def test_atomics_table_4_2():
    rows = _check(mb.run("titan_v", ["atomics"]), 12)
    assert all(r.measured == r.published for r in rows)


def test_wmma_latencies_clock_bracketed_in_a_shared_memory_gemm():
    """000 §V-C: the instrumented GEMM on one CTA (seconds). The minima are the model's
    numbers seen through the clock bracket, exactly: mma = Fig 9a's 54 + the 3 cycles the
    hmma microbenchmark's bracket adds; an A-fragment load = shared latency 19 + 15 extra
    wavefronts + 9 bracket cycles (the issue-to-writeback minimum is 19 + 15)."""
    from tcsim.bench.hmma import PUBLISHED as FIG9
    from tcsim.bench.hmma import HmmaResult

    p = mb.wmma_profile("titan_v", (128, 128, 256))
    assert p["ok"], p["check"]
    s = p["samples"]
    assert s["mma"].size == 8 * 8 * 16 and s["load"].size == 8 * (8 + 6 * 16) and s["store"].size == 8 * 8
    assert s["mma"].min() == FIG9["titan_v"]["16x16x16 f32"][0][-1] + HmmaResult.CLOCK_OVERHEAD == 57
    assert p["internal"]["wmma.mma"]["min"] == 54
    assert p["internal"]["wmma.load"]["min"] == 19 + 15 == 34
    assert s["load.a"].min() == 34 + 9 == s["load"].min()
    # the unpadded C tile (row stride 128 floats): 64 wavefronts per C fragment
    assert s["load.c"].min() == 19 + 63 + 9
    # Fig 15: occasional high latencies (contention for the data path and tensor cores)
    for v in s.values():
        assert np.median(v) < v.max()


@pytest.mark.slow
def test_wmma_bench_rows():
    rows = mb.run("titan_v", ["wmma"])
    prim = [r for r in rows if r.published is not None]
    assert [r.published for r in prim] == [125, 120, 70]
    assert all(r.tolerance is None and r.ok is None for r in prim)
    assert prim[2].measured == 57


def test_turing_latencies_follow_their_cited_sources():
    rows = _check(mb.run("rtx2080", ["pchase", "shared-latency"]))
    assert [r.measured for r in rows[:4]] == [1100, 32, 472, 236]
    assert rows[4].measured == 23


def test_cli_bench_memory_prints_and_fails_on_unknown_names(capsys):
    from tcsim.cli import main

    assert main(["bench", "memory", "pchase", "--arch", "titan_v"]) == 0
    out = capsys.readouterr().out
    assert "1029" in out and "193" in out
    assert main(["bench", "memory", "nonsense"]) == 1
    assert "unknown memory benchmark" in capsys.readouterr().err
