"""``tcsim results DB``: listing, filters, CSV / Parquet export, plots; errors are one line."""

from __future__ import annotations

import csv
import importlib.util
import json
import subprocess

import pytest
from sweep_helpers import env, tcsim_cmd

from tcsim.sweep import engine
from tcsim.sweep.points import expand
from tcsim.sweep.spec import read_spec
from tcsim.sweep.store import NAMES, Store

SPEC = ('kernels = ["wmma_gemm", "vector_add"]\nsizes = [64]\n'
        '[config]\n"timing.hmma.fedp_per_core" = [4, 8]\n')


@pytest.fixture(scope="module")
def db(tmp_path_factory):
    d = tmp_path_factory.mktemp("results")
    (d / "spec.toml").write_text(SPEC)
    store = Store(d / "r.db")
    engine.run(expand(read_spec(d / "spec.toml")).points, store, workers=0)
    store.close()
    return d / "r.db"


def results(*args):
    r = subprocess.run(tcsim_cmd("results", *args), env=env(), capture_output=True, text=True, timeout=120)
    assert "Traceback" not in r.stderr, r.stderr
    return r


def test_list_and_filter(db):
    rows = json.loads(results(db, "--json").stdout)
    assert len(rows) == 4 and {r["timing.hmma.fedp_per_core"] for r in rows} == {4, 8}
    rows = json.loads(results(db, "--json", "--where", "kernel=wmma_gemm", "--where", "timing.hmma.fedp_per_core=8").stdout)
    assert len(rows) == 1 and rows[0]["cycles"] == 1342
    rows = json.loads(results(db, "--json", "--where", "cycles>1000").stdout)
    assert sorted(r["cycles"] for r in rows) == [1342, 1576]
    rows = json.loads(results(db, "--json", "--where", "stall_cycles.scoreboard>0", "--where", "kernel!=wmma_gemm").stdout)
    assert [r["kernel"] for r in rows] == ["vector_add", "vector_add"]
    table = results(db).stdout
    assert "timing.hmma.fedp_per_core" in table and "1,342" in table and "wmma_gemm" in table


def test_csv_export_has_every_column_and_the_config_keys(db, tmp_path):
    out = tmp_path / "r.csv"
    r = results(db, "--csv", out, "--where", "kernel=wmma_gemm")
    assert r.returncode == 0 and f"saved 2 rows as CSV to {out}" in r.stderr
    rows = list(csv.DictReader(out.open()))
    assert list(rows[0]) == list(NAMES) + ["timing.hmma.fedp_per_core"]
    assert sorted(int(x["cycles"]) for x in rows) == [1342, 1576]


def test_parquet(db, tmp_path):
    out = tmp_path / "r.parquet"
    r = results(db, "--parquet", out)
    if importlib.util.find_spec("pyarrow") is None:
        assert r.returncode == 1 and r.stderr == ("tcsim: error: --parquet needs pyarrow, which is not installed "
                                                  "(pip install 'tcsim[parquet]'); --csv needs nothing\n")
        assert not out.exists()
    else:
        import pyarrow.parquet as pq

        assert r.returncode == 0 and pq.read_table(out).num_rows == 4


def test_plot_one_line_per_kernel(db, tmp_path):
    out = tmp_path / "p.png"
    r = results(db, "--plot", "cycles", "--x", "timing.hmma.fedp_per_core", "--out", out)
    assert r.returncode == 0 and f"saved a plot of 2 lines to {out}" in r.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("args,message", [
    (["--where", "bogus=1"], "--where bogus: no such column or config key"),
    (["--where", "kernel"], "--where kernel: expected KEY=VALUE"),
    (["--plot", "cycles"], "--plot METRIC and --x PARAM go together"),
    (["--plot", "nope", "--x", "size_n"], "--plot nope: no such column or config key"),
    (["--plot", "cycles", "--x", "size_n", "--out", "p"], "--out p: name the picture with its format"),
    (["--plot", "cycles", "--x", "size_n", "--where", "kernel=none"], "no successful point has both values"),
    (["--plot", "kernel", "--x", "size_n"], "--plot kernel: not a number in any successful point"),
    (["--where", "cycles>abc"], "--where cycles>abc: abc is not a number (<, <=, >, >= compare numbers"),
    (["--where", "cycles<="], "--where cycles<=: nothing is not a number"),
    (["--where", "stall_cycles.scoreboad>0"], "--where stall_cycles.scoreboad: no point has that field (stall_cycles has: "),
    (["--plot", "memory.tlb.walks", "--x", "size_n"], "--plot memory.tlb.walks: no point has that field (memory.tlb has: "
                                                       "l1_hit, l2_hit, walk)"),
])
def test_errors(db, args, message):
    r = results(db, *args)
    assert r.returncode != 0 and message in r.stderr and r.stderr.count("\n") == 1, r.stderr


def test_not_a_database(tmp_path):
    r = results(tmp_path / "none.db")
    assert r.returncode == 1 and r.stderr == f"tcsim: error: {tmp_path / 'none.db'}: no such results database\n"


def test_plot_against_the_size_is_one_line_per_kernel_and_config_not_per_point(tmp_path):
    from tcsim.sweep.results import plot

    def row(kernel, size, n, fedp, cycles):
        return {"status": "ok", "kernel": kernel, "size": size, "size_n": n, "grid": f"[{n // 64}, 1, 1]",
                "arch": "titan_v", "mode": "timing", "timing.hmma.fedp_per_core": fedp, "cycles": cycles}
    rows = [row(k, str(n), n, f, n * f) for k in ("sgemm", "wmma_gemm") for n in (64, 128, 256) for f in (4, 8)]
    # the size (and the grid, written in terms of it) goes with the x: 2 kernels x 2 configs
    assert plot(rows, ["timing.hmma.fedp_per_core"], "cycles", "size_n", str(tmp_path / "a.png"), "t") == 4
    # two sizes of one N (128 and 256x128x64 at size_n 128): the size tells the lines apart
    rows.append(row("sgemm", "256x128x64", 128, 4, 1))
    assert plot(rows, ["timing.hmma.fedp_per_core"], "cycles", "size_n", str(tmp_path / "b.png"), "t") == 13


def test_a_number_in_a_key_picks_a_launch_of_a_list():
    from tcsim.sweep.results import value

    row = {"extra": json.dumps({"sample": [{"high": 5}, {"high": 7}]})}
    assert [value(row, f"extra.sample.{i}.high") for i in range(3)] == [5, 7, None]
    assert value(row, "extra.sample.high") is None


def test_sampled_cycles_are_plotted_with_their_bound(tmp_path, monkeypatch):
    """A sampled point's cycles are an estimate with an error bound: the plot draws it as an
    error bar (the sums of its launches' low and high); full-timing points stay plain lines."""
    import json

    import matplotlib.axes

    from tcsim.sweep.results import bound, plot

    def row(mode, n, cycles, sample=None):
        return {"status": "ok", "kernel": "wmma_gemm", "size": str(n), "size_n": n, "arch": "titan_v", "mode": mode,
                "cycles": cycles, "extra": json.dumps({"sample": sample}) if sample is not None else None}
    est = [{"low": 90, "high": 110, "exact": False}, {"low": 45, "high": 55, "exact": False}]
    rows = [row("timing", 256, 100), row("timing", 512, 200),
            row("timing-sampled", 256, 150, est), row("timing-sampled", 512, 300, [{"low": 270, "high": 330, "exact": False}]),
            row("timing-sampled", 1024, 7, [])]
    assert bound(rows[2]) == (135, 165) and bound(rows[0]) is None and bound(rows[4]) is None
    bars = []
    errorbar = matplotlib.axes.Axes.errorbar

    def spy(self, x, y, yerr=None, **kw):
        bars.append((list(x), list(y), yerr, kw["label"]))
        return errorbar(self, x, y, yerr=yerr, **kw)
    monkeypatch.setattr(matplotlib.axes.Axes, "errorbar", spy)
    assert plot(rows, [], "cycles", "size_n", str(tmp_path / "p.png"), "t") == 2
    assert bars == [([256, 512, 1024], [150, 300, 7], [[15, 30, 0], [15, 30, 0]],
                     "wmma_gemm mode=timing-sampled (sampled: bound)")]


def test_the_table_gives_a_sampled_estimate_its_bound(capsys):
    import json

    from tcsim.cli.results import _table

    base = {"kernel": "wmma_gemm", "size": "512", "arch": "titan_v", "status": "ok", "ipc": 1.0,
            "warp_instructions": 10, "verdict": "not computed", "wall_seconds": 1.0, "error": None}
    rows = [dict(base, mode="timing-sampled", cycles=1000,
                 extra=json.dumps({"sample": [{"low": 930, "high": 1070, "exact": False}]})),
            dict(base, mode="timing-sampled", cycles=900, extra=json.dumps({"sample": [{"low": 900, "high": 900}]})),
            dict(base, mode="timing", cycles=800, extra=None)]
    _table(rows, [], "x.db")
    out = capsys.readouterr().out
    assert "1,000 ±7%" in out and " 900 " in out and "900 ±" not in out and "800 ±" not in out


def test_sample_errors_pair_each_sampled_point_with_its_full_timing_twin():
    """The twin is the timing point of the same simulation: same kernel, size, arch, seed and
    config, its sample.* options aside; other configs and failed points are not twins."""
    import json

    from tcsim.sweep.results import sample_errors

    def row(mode, cycles, config, status="ok", extra=None, secs=1.0):
        return {"status": status, "mode": mode, "kernel": "wmma_gemm", "source": "bundled", "size": "512",
                "grid": None, "block": None, "args": None, "arch": "titan_v", "seed": 0, "cycles": cycles,
                "config": json.dumps(config), "extra": json.dumps(extra) if extra else None, "wall_seconds": secs}
    est = {"sample": [{"low": 930, "high": 1070}]}
    rows = [row("timing", 1000, {"timing.x": 1}, secs=10.0), row("timing", 2000, {"timing.x": 2}),
            row("timing-sampled", 1050, {"timing.x": 1, "sample.sms": 10}, extra=est),
            row("timing-sampled", 1800, {"timing.x": 2}, extra={"sample": [{"low": 1700, "high": 1900}]}),
            row("timing-sampled", 500, {"timing.x": 3}), row("timing-sampled", 10, {"timing.x": 1}, status="failed")]
    pairs, alone = sample_errors(rows)
    assert alone == 1
    assert [(p["full_cycles"], p["sampled_cycles"], round(p["error"], 3), p["inside"]) for p in pairs] == [
        (1000, 1050, 0.05, True), (2000, 1800, -0.1, False)]
    assert pairs[0]["full_seconds"] == 10.0 and pairs[0]["sampled_seconds"] == 1.0


def test_the_cli_shows_the_sample_errors_of_a_sweep(tmp_path):
    (tmp_path / "s.toml").write_text('kernels = ["wmma_gemm"]\nsizes = [256]\nmodes = ["timing", "timing-sampled"]\n')
    store = Store(tmp_path / "s.db")
    engine.run(expand(read_spec(tmp_path / "s.toml")).points, store, workers=0)
    store.close()
    r = results(tmp_path / "s.db", "--sample-errors")
    assert r.returncode == 0, r.stderr
    assert "1 pairs: mean |error| 0.00%" in r.stdout and "inside the bound on 1 of 1" in r.stdout
    (pair,) = json.loads(results(tmp_path / "s.db", "--sample-errors", "--json").stdout)
    assert pair["full_cycles"] == pair["sampled_cycles"] == 3440 and pair["inside"] is True
    r = results(tmp_path / "s.db", "--sample-errors", "--where", "mode=timing")
    assert r.returncode != 0 and r.stderr.strip().startswith("tcsim: error: --sample-errors: no timing-sampled point")
    for export in (["--plot", "cycles", "--x", "size_n", "--out", tmp_path / "p.png"], ["--csv", tmp_path / "p.csv"]):
        r = results(tmp_path / "s.db", "--sample-errors", *export)
        assert r.returncode != 0 and "--sample-errors prints a table" in r.stderr
        assert not export[-1].exists()          # refused before anything was written
