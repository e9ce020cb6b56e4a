"""Each ``tcsim bench`` row says how its figure arose: model, calibrated or input (issue 11
item 8; tcsim/bench/how.py, docs/timing.md)."""

from __future__ import annotations

import json

import pytest

from tcsim.arch import load_config
from tcsim.bench import memory
from tcsim.bench.how import CALIBRATED, INPUT, MODEL, cites, how, references
from tcsim.cli import main


def cli_json(capsys, *args):
    rc = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert rc == 0, err
    return json.loads(out)


def test_references_and_citations():
    assert references("seed 003 Table 3.1 / Fig 3.12") == [("003", "Table 3.1"), ("003", "Fig 3.12")]
    assert references("cycles; seed 004 Tables II/IV where listed") == [("004", "Table II"), ("004", "Table IV")]
    assert cites("derived: seed 000 Fig 9a: steps complete 2 cycles apart", "seed 000 Fig 9b")
    assert not cites("seed 003 Table 3.12", "seed 003 Table 3.1")
    assert not cites("seed 001 Table 2 (RTX 2080 Ti)", "seed 000 Table I")
    assert not cites("seed 000 §II-B: 640 tensor cores", "seed 000 §V-C")
    assert cites("sjfeng1999/gpu-arch-microbenchmark README: L1 latency 32", "sjfeng1999/gpu-arch-microbenchmark (RTX 2070)")


@pytest.mark.parametrize("arch, key, want", [
    ("titan_v", "l1_hit", INPUT),          # the configured L1 hit latency is Fig 3.2's
    ("titan_v", "l2_hit", INPUT),          # l2.hit_latency was derived from Fig 3.2's sum
    ("titan_v", "l1_size_64", INPUT),      # l1.reserved_kib was derived from Table 3.3
    ("titan_v", "l1_tlb_coverage", INPUT),
    ("titan_v", "atom_global_8", INPUT),   # Table 4.2 is configured
    ("titan_v", "l2_bw", CALIBRATED),      # l2.bytes_per_cycle fitted to Table 3.4
    ("titan_v", "dram_bw", CALIBRATED),    # dram.efficiency fitted to Fig 3.11's 750 GB/s
    ("titan_v", "l1_bw", CALIBRATED),
    ("titan_v", "wmma_load_min", MODEL),   # nothing configured from seed 000 §V-C's latencies
    ("titan_v", "wmma_mma_min", CALIBRATED),  # operand_fill was fitted to §V-C
    ("rtx2080", "l1_hit", INPUT),          # the Turing L1 latency is sjfeng1999's figure
])
def test_memory_rows(arch, key, want):
    cfg = load_config(arch)
    pub = memory.PUBLISHED[arch].get(key)
    row = memory.Row("x", "x", 1.0, "cycles", pub[0] if pub else None, pub[1] if pub else "", key=key)
    assert memory.how_of(row, cfg) == want


def test_unpublished_rows_are_input_only_when_they_echo_a_configured_value():
    cfg = load_config("rtx2080")  # no atomics table for Turing: Volta's values are configured
    echo = memory.Row("atomics", "global", 36.0, "cycles", key="atom_global_1")
    other = memory.Row("atomics", "global", 37.0, "cycles", key="atom_global_1")
    assert memory.how_of(echo, cfg) == INPUT and memory.how_of(other, cfg) == MODEL


def test_throughput_is_calibrated_where_compared():
    cfg = load_config("titan_v")
    assert how(cfg, "seed 000 §V-C", (), ["timing.hmma.operand_fill"]) == CALIBRATED
    assert how(cfg, None, (), ["timing.hmma.operand_fill"], 50.0) == MODEL


def test_override_of_a_fitted_value_stays_honest():
    """An override keeps the replaced value's source in its own: still calibrated."""
    cfg = load_config("titan_v", {"timing.hmma.operand_fill": 9})
    assert how(cfg, "seed 000 §V-C", (), ["timing.hmma.operand_fill"]) == CALIBRATED


def test_bench_latency_volta_rows_are_inputs(capsys):
    d = cli_json(capsys, "bench", "latency", "--json")
    rows = d["results"]
    assert {r["how"] for r in rows} == {INPUT}
    assert all(r["published"] is not None and r["source"] == "seed 003 Table 4.1" for r in rows)
    imad = next(r for r in rows if r["sass"] == "IMAD")
    assert imad["config_key"] == "timing.latency.imad" and imad["measured"] == imad["published"] == 5


def test_bench_latency_turing_is_not_compared_with_volta(capsys):
    d = cli_json(capsys, "bench", "latency", "--arch", "rtx2080", "--json")
    assert all(r["published"] is None and r["source"] is None for r in d["results"])
    assert {r["how"] for r in d["results"]} == {INPUT}  # Volta's values, configured
    main(["bench", "latency", "--arch", "rtx2080"])
    out = capsys.readouterr().out
    assert "no published table for this GPU" in out and "seed 003 Table 4.1 is Volta's" in out


def test_bench_hmma_rows(capsys):
    d = cli_json(capsys, "bench", "hmma", "--json")
    assert [r["how"] for r in d["results"]] == [INPUT, INPUT]  # per-step cycles configured from Fig 9
