"""``tcsim sweep --scheduler``: the sweep on a cluster started separately with
``dask scheduler`` and ``dask worker`` (subprocesses, killed at the end)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sweep_helpers import env, tcsim_cmd

pytest.importorskip("distributed")


def _dask(*args) -> list[str]:
    exe = Path(sys.executable).with_name("dask")
    return [str(exe), *args] if exe.exists() else [shutil.which("dask") or "dask", *args]


@pytest.fixture
def cluster(tmp_path):
    """The address of a scheduler with one single-threaded worker."""
    info = tmp_path / "scheduler.json"
    procs = []
    try:
        procs.append(subprocess.Popen(_dask("scheduler", "--scheduler-file", str(info), "--port", "0", "--no-dashboard",
                                            "--no-show"), env=env(), start_new_session=True,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        deadline = time.time() + 60
        while not info.exists() and time.time() < deadline:
            time.sleep(0.1)
        assert info.exists(), "dask scheduler did not start"
        time.sleep(0.2)  # the file is written whole, but give it a moment
        address = json.loads(info.read_text())["address"]
        procs.append(subprocess.Popen(_dask("worker", address, "--nthreads", "1", "--nworkers", "1", "--no-dashboard",
                                            "--memory-limit", "0", "--local-directory", str(tmp_path / "work")),
                                      env=env(), start_new_session=True,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        yield address
    finally:
        for p in reversed(procs):
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            p.wait(timeout=30)


def test_a_sweep_on_a_separately_started_cluster(spec_dir, tmp_path, cluster):
    spec = spec_dir('kernels = ["vector_add", "wmma_gemm"]\nsizes = [64]\n')
    r = subprocess.run(tcsim_cmd("sweep", spec, "--scheduler", cluster, "--json"), env=env(), capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    summary = json.loads(r.stdout)
    assert (summary["ok"], summary["failed"], summary["workers"]) == (2, 0, 1)
    r = subprocess.run(tcsim_cmd("results", tmp_path / "spec.db", "--json"), env=env(), capture_output=True, text=True,
                       timeout=120)
    rows = {row["kernel"]: row for row in json.loads(r.stdout)}
    assert rows["wmma_gemm"]["cycles"] == 1295 and rows["vector_add"]["status"] == "ok"
    assert len({row["worker"] for row in rows.values()}) == 1  # the one dask worker ran both


def test_no_cluster_at_the_address(spec_dir, tmp_path, monkeypatch):
    from tcsim.sweep import engine
    from tcsim.sweep.points import expand
    from tcsim.sweep.spec import read_spec
    from tcsim.sweep.store import Store

    monkeypatch.setattr(engine, "CONNECT_WAIT", 1)  # 10 s in use; the test need not wait that long
    points = expand(read_spec(spec_dir('kernels = ["vector_add"]\nsizes = [64]\n'))).points
    with pytest.raises(engine.SweepError) as e:
        engine.run(points, Store(tmp_path / "r.db"), scheduler="tcp://127.0.0.1:9")
    assert str(e.value).startswith("--scheduler tcp://127.0.0.1:9: no usable Dask cluster there (") and "\n" not in str(e.value)


@pytest.mark.parametrize("address", ["notanaddress", "bogus://127.0.0.1:8786"])
def test_not_an_address(spec_dir, tmp_path, address):
    from tcsim.sweep import engine
    from tcsim.sweep.points import expand
    from tcsim.sweep.spec import read_spec
    from tcsim.sweep.store import Store

    points = expand(read_spec(spec_dir('kernels = ["vector_add"]\nsizes = [64]\n'))).points
    with pytest.raises(engine.SweepError) as e:
        engine.run(points, Store(tmp_path / "r.db"), scheduler=address)
    assert str(e.value).startswith(f"--scheduler {address}: not a scheduler address, e.g. tcp://HOST:8786 (")
    assert "\n" not in str(e.value)
