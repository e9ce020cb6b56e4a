"""A sweep killed with SIGKILL mid-run keeps every point it stored; rerunning the same
command runs only the rest: nothing lost, nothing duplicated."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import time

from sweep_helpers import env, tcsim_cmd

#: eight points of about half a second to a second each
SPEC = 'kernels = ["wmma_gemm"]\nsizes = [128]\n[config]\n"timing.hmma.fedp_per_core" = [1, 2, 3, 4, 5, 6, 7, 8]\n'


def stored(db) -> list[tuple]:
    if not db.exists():
        return []
    try:
        with sqlite3.connect(db, timeout=5) as c:
            return c.execute("SELECT key, status, finished_at, worker FROM points").fetchall()
    except sqlite3.OperationalError:  # the table is not created yet
        return []


def test_resume_after_kill_9(spec_dir, tmp_path):
    spec = spec_dir(SPEC)
    db = tmp_path / "spec.db"
    # --workers 1: a local Dask cluster of one worker process; the sweep gets its own
    # process group so that the kill reaches its workers too
    p = subprocess.Popen(tcsim_cmd("sweep", spec, "--workers", "1"), env=env(), start_new_session=True,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + 240
        while len(stored(db)) < 2 and p.poll() is None and time.time() < deadline:
            time.sleep(0.1)
        assert p.poll() is None, "the sweep finished before it could be killed"
    finally:
        os.killpg(p.pid, signal.SIGKILL)
        p.wait()
    before = stored(db)
    assert 2 <= len(before) < 8 and all(s == "ok" for _, s, _, _ in before)
    r = subprocess.run(tcsim_cmd("sweep", spec, "--workers", "0", "--json"), env=env(), capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    summary = json.loads(r.stdout)
    assert summary["stored_before"] == len(before) and summary["ran"] == 8 - len(before) and summary["failed"] == 0
    after = stored(db)
    assert len(after) == 8 and len({k for k, _, _, _ in after}) == 8
    assert set(before) <= set(after)  # the rows of the killed run are kept as they were
    r = subprocess.run(tcsim_cmd("sweep", spec, "--workers", "0", "--json"), env=env(), capture_output=True,
                       text=True, timeout=300)
    assert json.loads(r.stdout)["ran"] == 0 and stored(db) == after


def test_ctrl_c_stops_cleanly_and_keeps_what_finished(spec_dir, tmp_path):
    spec = spec_dir(SPEC)
    db = tmp_path / "spec.db"
    # SIGINT to the sweep's process group, as a terminal's Ctrl-C sends it (the child must not
    # inherit an ignored SIGINT from a non-interactive parent)
    p = subprocess.Popen(tcsim_cmd("sweep", spec, "--workers", "1"), env=env(), start_new_session=True,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.time() + 240
        while len(stored(db)) < 1 and p.poll() is None and time.time() < deadline:
            time.sleep(0.1)
        assert p.poll() is None, "the sweep finished before it could be interrupted"
        os.killpg(p.pid, signal.SIGINT)
        err = p.communicate(timeout=60)[1]
    finally:
        try:
            os.killpg(p.pid, signal.SIGKILL)  # nothing should be left; make sure
        except ProcessLookupError:
            pass
        p.wait()
    kept = stored(db)
    assert p.returncode == 130 and "Traceback" not in err, err
    assert f"interrupted: {len(kept)} points of this run stored in {db}" in err and "run the same command again" in err
    assert 1 <= len(kept) < 8
