"""benchmarks/tail_dispatch.py rebuilds a launch's CTA placement from the lifetimes its CTAs
had (docs/sampling.md, "The tail's dispatch as a CTA-level model"): the rule it replays must
be the timing driver's, so from a run's own lifetimes it gives that run's cycles exactly — a
full run of several rounds (the last CTAs placed where slots free first) and a shadow
sample's five SMs."""

from __future__ import annotations

import numpy as np
import pytest

from benchkit import bench


@pytest.mark.parametrize("mode", ["full", "shadow"])
def test_the_dispatch_replayed_from_the_lifetimes_gives_the_runs_cycles(mode):
    m = bench("shadow_bias").measure("wmma_gemm_shared", (2048, 1024, 32), mode)
    tail = bench("tail_dispatch")
    assert m["grid"] == [16, 32, 1] and m["ctas_per_sm"] == 5      # 512 CTAs, 400 slots: two rounds
    late = [life for life in m["lives"] if life[2] > 0]
    assert late                                    # CTAs placed after the first fill
    if mode == "full":
        r = tail.replay_full(m, shuffles=2)
        assert r["end"] == m["cycles"]
        assert sorted(r["counts"]) != [r["counts"][0]] * 80      # SMs took different numbers of CTAs
        assert len(r["shuffled"]) == 2
        d = tail.drift(m, draws=40)
        (c,) = d["rounds"]                          # one round every SM completed: the first fill
        assert -1 <= c <= 1
        assert sorted(d["classes"]) == [2, 4, 8, 16]           # divisors of gcd(80 SMs, 16 wide)
        assert all(0 <= p <= 1 for pair in d["classes"].values() for p in pair)
    else:
        r = tail.replay_shadow(m)
        assert r["own"] == m["cycles"]
        assert sum(r["own_counts"]) == len(m["lives"])
        assert sum(r["counts"]) == 512
    fit = tail.pace(m)
    assert len(fit) == 5 and abs(sum(f for _, f in fit) - 1) < 1e-9
    assert fit[4][0] is not None and fit[4][1] > 0.5          # most CTA-cycles with 5 resident
    rows = tail.tail(m)
    assert sum(n * k for n, (k, *_rest) in rows.items()) == (112 if mode == "full" else 7)
    (nsm, sd, rng, within), = tail.spread(m)         # one full round on the SMs: the first
    assert nsm == (80 if mode == "full" else 5) and 0 <= sd <= rng and within >= 0
    first = {}
    for _c, sm, _t0, t1 in sorted(m["lives"], key=lambda life: life[2]):
        first.setdefault(sm, []).append(t1)
    means = [sum(v[:5]) / 5 for v in first.values()]
    assert rng == max(means) - min(means)


@pytest.mark.parametrize("text, says", [
    ("3", "not a measurement"), ('{"kernel": "x"}', "not a measurement"), ("{", "Expecting"),
    ('{"mode": "full", "kernel": "k", "size": 1, "cycles": 5, "lives": []}', "no grid, nsm, ctas_per_sm"),
])
def test_malformed_measurements_end_in_one_line(tmp_path, text, says):
    f = tmp_path / "m.json"
    f.write_text(text)
    with pytest.raises(SystemExit) as e:
        bench("tail_dispatch").main([str(f)])
    assert says in str(e.value) and str(f) in str(e.value) and "\n" not in str(e.value)
    with pytest.raises(SystemExit, match="No such file"):
        bench("tail_dispatch").main([str(tmp_path / "none.json")])


def test_drift_has_nothing_to_explain_in_one_wave_or_where_every_sm_took_as_many_ctas():
    tail = bench("tail_dispatch")
    even = {"lives": [[c, c % 4, 0, 100 + c] for c in range(8)], "ctas_per_sm": 2, "nsm": 4, "grid": [8, 1, 1]}
    assert tail.drift(even) == {"rounds": [], "classes": {}}
    one_wave = dict(even, lives=even["lives"] + [[8, 0, 0, 300]])     # SM 0 takes a ninth CTA at launch
    assert tail.drift(one_wave) == {"rounds": [], "classes": {}}


def test_drift_correlates_counts_with_each_rounds_retires_and_tests_the_classes():
    # 4 SMs of 2 slots; SM 0's slot frees first and takes CTA 8 (placed after the first fill)
    lives = [[c, c % 4, 0, 100 + c] for c in range(8)] + [[8, 0, 100, 300]]
    m = {"lives": lives, "ctas_per_sm": 2, "nsm": 4, "grid": [8, 1, 1]}
    d = bench("tail_dispatch").drift(m, draws=20)
    # counts 3, 2, 2, 2 against first-round mean retires 102, 103, 104, 105
    (c,) = d["rounds"]
    assert c == pytest.approx(-np.sqrt(0.6), abs=1e-12)
    # gcd(4 SMs, 8 wide) = 4; mod 4 leaves one SM a class and is not tested; mod 2 puts the one
    # SM with 3 CTAs in one class whatever the shuffle, so every shuffle's spread equals the
    # run's: p = (20 + 1) / (20 + 1)
    assert sorted(d["classes"]) == [2]
    assert d["classes"][2][0] == 1.0 and 0 < d["classes"][2][1] <= 1
    tied = dict(m, lives=[[c, c % 4, 0, 100] for c in range(8)] + [[8, 0, 100, 300]])
    assert bench("tail_dispatch").drift(tied, draws=5)["rounds"] == [None]    # equal retires: no correlation
