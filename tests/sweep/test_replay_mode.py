"""Sweep mode ``timing-replay`` (sweep/modes.py): the points that differ only in timing values
share one recording — one worker records, then replays — and each row equals mode ``timing``'s."""

from __future__ import annotations

import json

from tcsim.sweep import engine
from tcsim.sweep.points import expand
from tcsim.sweep.spec import read_spec
from tcsim.sweep.store import NAMES, Store

#: 2 kernels x 3 timing configs x 2 modes
SPEC = ('kernels = ["wmma_gemm_shared", "sgemm"]\nsizes = [64]\nmodes = ["timing", "timing-replay"]\n'
        '[config]\n"timing.memory.l1.hit_latency" = [28, 40, 60]\n')
#: what differs between a replayed row and the full-timing row of the same design point
OWN = ("key", "mode", "extra", "worker", "finished_at", "wall_seconds", "sim_seconds")


def _same(row: dict) -> dict:
    return {k: row.get(k) for k in NAMES if k not in OWN}


def _design(row: dict) -> tuple:
    return row["kernel"], row["config"]


def test_replayed_rows_equal_full_timing_rows(spec_dir, tmp_path):
    points = expand(read_spec(spec_dir(SPEC))).points
    tasks = engine.tasks_of(points)
    groups = [t for t in tasks if isinstance(t, list)]
    assert len(tasks) == 8 and [len(g) for g in groups] == [3, 3]     # one group per kernel
    store = Store(tmp_path / "r.db")
    state = engine.run(points, store, workers=0)
    assert (state.done, state.failed) == (12, 0)
    rows = store.rows()
    full = {_design(r): r for r in rows if r["mode"] == "timing"}
    replayed = {_design(r): r for r in rows if r["mode"] == "timing-replay"}
    assert len(full) == len(replayed) == 6
    for k, r in replayed.items():
        assert _same(r) == _same(full[k]), k
    ways = sorted(json.loads(r["extra"])["replay"] for r in replayed.values())
    assert ways == ["recorded"] * 2 + ["replayed"] * 4
    assert len({r["cycles"] for r in replayed.values() if r["kernel"] == "sgemm"}) == 3   # the configs differ
    again = engine.run(points, store, workers=0)      # resume: everything is stored
    assert (again.total, again.stored) == (0, 12)


def test_points_a_recording_cannot_serve_run_in_full_timing(spec_dir, tmp_path):
    # histogram uses atom (refused at recording); a carve-out change moves CTAs (refused at replay)
    spec = ('kernels = ["histogram", "sgemm"]\nsizes = [64]\nmodes = ["timing-replay"]\n'
            '[config]\n"timing.memory.l1.carveouts_kib" = [[0, 8, 16, 32, 64, 96], [96]]\n')
    points = expand(read_spec(spec_dir(spec))).points
    store = Store(tmp_path / "r.db")
    state = engine.run(points, store, workers=0)
    assert (state.done, state.failed) == (4, 0)
    ways = {(r["kernel"], r["config"]): json.loads(r["extra"])["replay"] for r in store.rows()}
    hist = [w for (k, _), w in ways.items() if k == "histogram"]
    assert all(w.startswith("full timing: ") and "atom" in w for w in hist)
    assert len(hist) == 2
    sg = [w for (k, _), w in ways.items() if k == "sgemm"]       # the product's order: the default carve-outs first
    assert sg[0] == "recorded" and sg[1].startswith("full timing: replay: the config changes the occupancy")


def test_a_group_runs_on_one_dask_worker(spec_dir, tmp_path):
    spec = 'kernels = ["vector_add"]\nmodes = ["timing-replay"]\n[config]\n"timing.latency.alu" = [4, 6, 8]\n'
    points = expand(read_spec(spec_dir(spec))).points
    here = Store(tmp_path / "here.db")
    engine.run(points, here, workers=0)
    store = Store(tmp_path / "dask.db")
    state = engine.run(points, store, workers=2)
    assert (state.done, state.failed) == (3, 0)
    rows = store.rows()
    assert len({r["worker"] for r in rows}) == 1
    assert sorted(json.loads(r["extra"])["replay"] for r in rows) == ["recorded", "replayed", "replayed"]
    by_key = {r["key"]: _same(r) for r in here.rows()}
    assert {r["key"]: _same(r) for r in rows} == by_key
