"""Progress reports of long launches (runtime/progress.py) and the CLI's display of them."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim import kernels
from tcsim.cli.common import progress_text, show_progress
from tcsim.runtime import progress as P


def run_bundled(name, size, arch="titan_v", mode="timing", callback=None):
    dev = tcsim.Device(arch)
    dev.mode = mode
    launch = kernels.get(name).prepare(dev, size, np.random.default_rng(0))
    with P.reporting(callback):
        results = launch.run()
    assert launch.check().ok
    return results


@pytest.mark.parametrize("name, size, arch", [("sgemm", 32, "titan_v"), ("wmma_gemm", 64, "titan_v"),
                                              ("amd_vector_add", 4096, "mi300")])
def test_watch_does_not_change_cycles(name, size, arch, monkeypatch):
    """The watch event in the timing queue changes no state: the same cycles with and without
    it, even when it looks every few cycles and reports every time."""
    base = [r.cycles for r in run_bundled(name, size, arch)]
    monkeypatch.setattr(P, "WATCH_CYCLES", 7)
    monkeypatch.setattr(P, "INTERVAL", 0.0)
    seen = []
    watched = [r.cycles for r in run_bundled(name, size, arch, callback=seen.append)]
    assert watched == base
    assert seen[-1].finished and seen[-1].groups_done == seen[-1].groups and seen[-1].cycles == base[-1]
    mid = [p for p in seen if not p.finished]
    assert mid, "no report while running"
    assert all(p.cycles is not None for p in mid)
    assert [p.cycles for p in mid] == sorted(p.cycles for p in mid)  # the clock only moves forward
    assert [p.groups_done for p in mid] == sorted(p.groups_done for p in mid)


def test_reports_are_throttled_by_wall_time(monkeypatch):
    seen = []
    run_bundled("sgemm", 32, callback=seen.append)
    # INTERVAL 0.5 s: a handful of reports, not one per watch event
    assert 1 <= len(seen) < 60
    assert seen[-1].finished and seen[-1].eta == 0.0


def test_functional_mode_reports_ctas_and_instructions(monkeypatch):
    monkeypatch.setattr(P, "INTERVAL", 0.0)
    seen = []
    dev = tcsim.Device("titan_v")
    dev.max_batch_threads = 256  # many batches: CTAs done advance during the launch
    launch = kernels.get("vector_add").prepare(dev, 4000, np.random.default_rng(0))
    with P.reporting(seen.append):
        res = launch.run()
    assert launch.check().ok
    assert seen[-1].finished and seen[-1].thread_instructions == res[0].thread_instructions
    assert all(p.cycles is None and p.mode == "functional" for p in seen)
    assert any(0 < p.groups_done < p.groups for p in seen)
    part = next(p for p in seen if 0 < p.groups_done < p.groups)
    assert part.eta is not None and part.eta >= 0


def test_launch_progress_argument_wins_over_reporting():
    outer, inner = [], []
    dev = tcsim.Device("titan_v")
    launch = kernels.get("vector_add").prepare(dev, 100, np.random.default_rng(0))
    dev.progress = inner.append
    with P.reporting(outer.append):
        launch.run()
    assert inner and not outer


def test_progress_text():
    p = P.Progress("wmma_gemm_kernel", "timing", 16, 4, 123456, 7890, 2.0)
    text = progress_text(p)
    assert "4/16 CTAs done" in text and "7,890 cycles simulated" in text and "ETA 6 s" in text
    assert "ETA -" in progress_text(P.Progress("k", "functional", 16))


def test_show_progress_is_silent_without_a_terminal(capsys):
    with show_progress():
        run_bundled("vector_add", 100, mode="functional")
    assert capsys.readouterr().err == ""
