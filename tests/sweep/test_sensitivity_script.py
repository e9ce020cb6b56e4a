"""benchmarks/sensitivity.py (docs/sampling.md, "How far one cycle moves a point"): from a
sweep database whose points differ in one config key, the full runs' cycles per value, their
range and direction, and the sampled estimates' errors against them."""

from __future__ import annotations

from benchkit import bench
from tcsim.sweep import engine
from tcsim.sweep.points import expand
from tcsim.sweep.spec import read_spec
from tcsim.sweep.store import Store

# 32 CTAs: fewer than the Titan V's 80 SMs, so the sampled launch times the grid in full
SPEC = ('kernels = ["wmma_gemm"]\nsizes = [128]\nmodes = ["timing", "timing-sampled"]\n'
        '[config]\n"timing.memory.l2.hit_latency" = [100, 149, 400]\n')


def test_the_table_of_one_swept_key(tmp_path, capsys):
    (tmp_path / "spec.toml").write_text(SPEC)
    store = Store(tmp_path / "s.db")
    engine.run(expand(read_spec(tmp_path / "spec.toml")).points, store, workers=0)
    store.close()
    s = bench("sensitivity")
    got = s.collect([str(tmp_path / "s.db")], "timing.memory.l2.hit_latency")
    row = s.summary(got[("wmma_gemm", "128", "titan_v")])
    assert row["values"] == [100, 149, 400]
    full = row["full"]
    assert full[0] < full[1] < full[2] and row["full_one_way"]          # a slower L2, a longer run
    assert row["full_range_pct"] == 100 * (full[2] - full[0]) / (sum(full) / 3)
    assert row["sampled"] == full and row["errors_pct"] == {100: 0, 149: 0, 400: 0}   # timed in full: exact
    assert s.main([str(tmp_path / "s.db")]) == 0
    out = capsys.readouterr().out
    assert "wmma_gemm 128 titan_v" in out and "one way" in out and f"{full[1]:,}" in out
    assert s.main([str(tmp_path / "s.db"), "--key", "timing.hmma.fedp_per_core"]) == 1
    assert s.main([str(tmp_path / "none.db")]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 2 and "no point sets timing.hmma.fedp_per_core" in err[0] and "none.db" in err[1]
