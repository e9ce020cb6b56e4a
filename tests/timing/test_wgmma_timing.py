"""Timing of wgmma on h100 (timing/wgmma.py): a warp's share occupies its sub-core's tensor core
for 16 x N x 16 / (4 x fedp_per_core) cycles; wgmma.wait_group holds the warp until the groups
it waits for are done. Exact cycles."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tcsim.arch import load_config
from tcsim.bench import wgmma as bench


@pytest.fixture(scope="module")
def h100():
    return load_config("h100")


def test_dependent_latency_is_n_over_2(h100):
    rows = bench.compare(h100)
    assert [(r["published"], r["tcsim"]) for r in rows] == [(32, 32.0), (64, 64.0), (128, 128.0)]


def _cycles(cfg, body_repeat: str, n: int = 64) -> int:
    import tcsim

    text = bench.kernel(n, 1)
    one = text[text.index("\twgmma.mma_async"):text.index("\tret;")]
    mma = one.split("\n")[0] + "\n"
    ptx = text.replace(one, body_repeat.replace("MMA", mma))
    f = tcsim.Device(cfg).load_ptx(ptx).get_function("k")
    return int(f((1,), (128,), (), mode="timing").timing.cycles)


def test_back_to_back_wgmma_queue_on_the_tensor_core(h100):
    """Four wgmma in one group cost their warps four issue slots and the tensor cores 4 x 32
    cycles; the single wait at the end holds the warps until the last is done."""
    commit_wait = "\twgmma.commit_group.sync.aligned;\n\twgmma.wait_group.sync.aligned 0;\n"
    c1 = _cycles(h100, "MMA" + commit_wait)
    c4 = _cycles(h100, "MMA" * 4 + commit_wait)
    assert c4 - c1 == 3 * 32


def test_wait_group_keeps_the_newest_groups_in_flight(h100):
    """wait_group 1 after two groups waits only for the first: one N=64 share less."""
    commit = "\twgmma.commit_group.sync.aligned;\n"
    both = _cycles(h100, "MMA" + commit + "MMA" + commit + "\twgmma.wait_group.sync.aligned 0;\n")
    first = _cycles(h100, "MMA" + commit + "MMA" + commit + "\twgmma.wait_group.sync.aligned 1;\n")
    assert both - first == 32


def test_bench_wgmma_cli():
    r = subprocess.run([sys.executable, "-m", "tcsim.cli", "bench", "wgmma", "--arch", "h100"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "m64n256k16" in r.stdout and "predicted" in r.stdout and "0.0%" in r.stdout
    r = subprocess.run([sys.executable, "-m", "tcsim.cli", "bench", "wgmma", "--arch", "a100"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode != 0 and "sm_90a GPUs (--arch h100); a100 is sm_80" in r.stderr
