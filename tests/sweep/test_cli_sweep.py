"""``tcsim sweep SPEC`` end to end: a failing point is reported and stored, the others run,
the exit status says so; --dry-run lists the points and runs nothing."""

from __future__ import annotations

import json
import subprocess

from sweep_helpers import env, tcsim_cmd

SPEC = """name = "cli"
kernels = ["vector_add"]
sizes = [256]

[[kernel]]
name = "oob"
file = "vector_add.ptx"
grid = 8
block = 128
args = ["f32[16]", "f32[16]", "f32[16]", "u32:1024"]
"""


def run(*args):
    r = subprocess.run(tcsim_cmd(*args), env=env(), capture_output=True, text=True, timeout=300)
    assert "Traceback" not in r.stderr, r.stderr
    return r


def test_a_failed_point_is_stored_and_the_sweep_goes_on(spec_dir, tmp_path):
    spec = spec_dir(SPEC)
    r = run("sweep", spec, "--workers", "0")
    assert r.returncode == 1
    lines = r.stderr.splitlines()
    assert lines[0] == f"sweep cli: 2 points, results in {tmp_path / 'spec.db'}"
    assert any(line.startswith("[1/2] vector_add 256 titan_v timing: ") and "cycles" in line for line in lines)
    # the spec's sizes apply to the file's kernel too (it has none of its own; its launch names no {n})
    assert any(line.startswith("[2/2] oob 256 titan_v timing: FAILED: invalid global read") for line in lines), lines
    assert "1 points ok, 1 failed, 0 already stored" in lines[-1] and "--where status=failed" in lines[-1]
    rows = json.loads(run("results", tmp_path / "spec.db", "--where", "status=failed", "--json").stdout)
    assert [r["kernel"] for r in rows] == ["oob"] and rows[0]["error"].startswith("invalid global read")
    again = run("sweep", spec, "--workers", "0", "--json")  # stored, failed included: nothing to run
    summary = json.loads(again.stdout)
    # ... and the sweep is still not a success: its failed point is in the database
    assert (summary["ran"], summary["stored_failed"], again.returncode) == (0, 1, 1)
    again = run("sweep", spec, "--workers", "0")
    assert again.stderr.splitlines()[-1].startswith("0 points ok, 0 failed, 2 already stored (1 of them failed: "
                                                    "--retry-failed runs them again); ")
    retry = run("sweep", spec, "--workers", "0", "--json", "--retry-failed")
    assert json.loads(retry.stdout)["ran"] == 1 and retry.returncode == 1


def test_dry_run(spec_dir, tmp_path):
    r = run("sweep", spec_dir(SPEC), "--dry-run")
    assert r.returncode == 0 and r.stdout.splitlines() == ["vector_add 256 titan_v timing", "oob 256 titan_v timing", "2 points"]
    assert not (tmp_path / "spec.db").exists()
