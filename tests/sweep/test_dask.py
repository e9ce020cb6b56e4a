"""The Dask path: a small LocalCluster runs the sweep, and a point's result does not depend
on the worker that ran it."""

from __future__ import annotations

import pytest

from tcsim.sweep import engine
from tcsim.sweep.points import expand
from tcsim.sweep.spec import read_spec
from tcsim.sweep.store import NAMES, Store
from tcsim.sweep.worker import run_point

SPEC = 'kernels = ["wmma_gemm", "vector_add"]\nsizes = [64]\nmodes = ["timing", "functional"]\n'
#: what may differ between two runs of one point: where and when it ran, and how long it took
VOLATILE = ("worker", "finished_at", "wall_seconds", "sim_seconds")


def same(row: dict) -> dict:
    return {k: row.get(k) for k in NAMES if k not in VOLATILE}


@pytest.fixture(scope="module")
def client():
    distributed = pytest.importorskip("distributed")
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                       silence_logs=50, memory_limit=0)
    c = distributed.Client(cluster)
    yield c
    c.close()
    cluster.close()


def test_identical_results_whichever_worker_runs_a_point(spec_dir, client):
    points = expand(read_spec(spec_dir(SPEC))).points
    workers = sorted(client.scheduler_info()["workers"])
    assert len(workers) == 2
    here = [same(run_point(p)) for p in points]
    for w in workers:
        rows = client.gather([client.submit(run_point, p, workers=[w], pure=False) for p in points])
        assert {r["worker"].rsplit(":", 1)[1] for r in rows} == {str(client.run(__import__("os").getpid, workers=[w])[w])}
        assert [same(r) for r in rows] == here


def test_the_engine_on_a_local_cluster(spec_dir, tmp_path):
    points = expand(read_spec(spec_dir(SPEC))).points
    store = Store(tmp_path / "r.db")
    seen = []
    state = engine.run(points, store, workers=2, update=lambda s, r: seen.append((s.finished, s.running, r is not None)))
    assert (state.done, state.failed, state.workers, state.interrupted) == (4, 0, 2, False)
    rows = store.rows()
    assert len(rows) == 4 and len({r["worker"] for r in rows}) >= 1
    assert {r["key"]: same(r) for r in rows} == {p.key: same(run_point(p)) for p in points}
    assert [f for f, _, row in seen if row] == [1, 2, 3, 4]
    again = engine.run(points, store, workers=2)  # everything stored: nothing runs, no cluster is started
    assert (again.total, again.stored, again.workers) == (0, 4, 0)
