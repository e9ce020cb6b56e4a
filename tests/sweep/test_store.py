"""The results database: what a point's row holds, and how rows are written."""

from __future__ import annotations

import json
import sqlite3

import numpy as np

import tcsim
from tcsim import kernels
from tcsim.sweep import engine
from tcsim.sweep.points import expand
from tcsim.sweep.spec import read_spec
from tcsim.sweep.store import NAMES, Store
from tcsim.sweep.worker import run_point

SPEC = """name = "db"
kernels = ["wmma_gemm"]
sizes = [64]
modes = ["timing", "functional"]

[[kernel]]
name = "bad"
file = "vector_add.ptx"
grid = 8
block = 128
args = ["f32[16]", "f32[16]", "f32[16]", "u32:1024"]
"""


def test_rows_hold_what_the_launch_reports(spec_dir, tmp_path):
    points = expand(read_spec(spec_dir(SPEC))).points
    store = Store(tmp_path / "r.db")
    state = engine.run(points, store, workers=0)
    assert (state.done, state.failed, state.total) == (2, 2, 4)  # the faulting kernel did not stop the sweep
    rows = {(r["kernel"], r["mode"]): r for r in store.rows()}
    # the same launch through the host API
    dev = tcsim.Device("titan_v")
    dev.mode = "timing"
    launch = kernels.get("wmma_gemm").prepare(dev, 64, np.random.default_rng(0))
    res = launch.run()[0]
    summary = res.timing.summary(dev.config.core.core_clock_mhz)
    t = rows[("wmma_gemm", "timing")]
    assert t["status"] == "ok" and t["error"] is None and t["verdict"] == "PASS"
    assert t["cycles"] == res.cycles == 1295 and t["ipc"] == summary["ipc"]
    assert (t["warp_instructions"], t["thread_instructions"]) == (res.warp_instructions, res.thread_instructions)
    assert json.loads(t["stall_cycles"]) == summary["stall_cycles"]
    assert json.loads(t["unit_utilisation"]) == summary["unit_utilisation"]
    assert json.loads(t["instructions_by_class"]) == summary["instructions_by_class"]
    assert json.loads(t["wmma_latency"]) == {k: dict(v) for k, v in summary["wmma_latency"].items()}
    mem = json.loads(t["memory"])
    assert mem == json.loads(json.dumps(summary["memory"])) and t["l1_hits"] == mem["l1_hits"] == summary["memory"]["l1_hits"]
    assert t["tensor_tflops"] == summary["tensor_tflops"] and t["clock_mhz"] == dev.config.core.core_clock_mhz
    assert t["tcsim_version"].startswith(tcsim.__version__ + "+") and t["wall_seconds"] >= t["sim_seconds"] > 0
    assert t["size"] == "64" and t["size_n"] == 64 and t["arch"] == "titan_v" and t["config"] == "{}"
    f = rows[("wmma_gemm", "functional")]
    assert f["cycles"] is None and f["stall_cycles"] is None and f["warp_instructions"] == res.warp_instructions
    bad = rows[("bad", "timing")]
    assert bad["status"] == "failed" and bad["cycles"] is None and "\n" not in bad["error"]
    assert bad["error"].startswith("invalid global read of 4 bytes")
    assert "kernel vector_add, CTA" in bad["error"] and bad["grid"] == "8" and json.loads(bad["args"])[-1] == "u32:1024"
    # the schema is the documented one
    cols = [r[1] for r in sqlite3.connect(tmp_path / "r.db").execute("PRAGMA table_info(points)")]
    assert tuple(cols) == NAMES


def test_a_stored_ok_row_is_kept_and_a_failed_one_replaced(spec_dir, tmp_path):
    p = expand(read_spec(spec_dir('kernels = ["vector_add"]\nsizes = [64]\n'))).points[0]
    store = Store(tmp_path / "r.db")
    failed = dict(p.params(), status="failed", error="worker lost")
    store.put(failed)
    store.put(failed)  # the same key twice: one row
    assert store.stored() == {p.key: "failed"}
    assert engine.to_run([p], store)[0] == [] and engine.to_run([p], store, retry_failed=True)[0] == [p]
    good = run_point(p)
    store.put(good)
    assert store.stored() == {p.key: "ok"}
    store.put(failed)  # never replaces a successful row
    assert store.stored() == {p.key: "ok"} and store.rows()[0]["cycles"] == good["cycles"]


def test_the_worker_turns_any_failure_into_one_line(spec_dir, monkeypatch):
    from tcsim.sweep import modes

    p = expand(read_spec(spec_dir('kernels = ["vector_add"]\nsizes = [64]\n'))).points[0]

    def boom(point):
        raise RuntimeError("line one\nline two")
    monkeypatch.setitem(modes.MODES, "timing", boom)
    row = run_point(p)
    assert row["status"] == "failed" and row["error"] == "internal error: RuntimeError: line one line two"


def test_not_a_database(tmp_path):
    import pytest

    from tcsim.sweep.store import StoreError

    (tmp_path / "x.db").write_text("hello, I am text and not SQLite at all" * 10)
    with pytest.raises(StoreError, match="not a tcsim results database"):
        Store(tmp_path / "x.db")
    with pytest.raises(StoreError, match="no such results database"):
        Store(tmp_path / "none.db", create=False)


def test_the_documented_schema_is_the_schema():
    import re
    from pathlib import Path

    from tcsim.sweep.store import COLUMNS

    doc = (Path(__file__).resolve().parents[2] / "docs" / "sweeps.md").read_text()
    table = [(m[1], m[2], m[3]) for m in re.finditer(r"^\| `(\w+)` \| (\w+) \| (.*) \|$", doc, re.M)]
    assert table == [(c, t.split()[0], d) for c, t, d in COLUMNS]
