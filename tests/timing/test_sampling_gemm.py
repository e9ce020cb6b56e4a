"""Sampled timing of the bundled GEMMs against full timing runs (issue 13 item 4): cycles
within 2%, results checked against numpy, and at 2048^3 at least 10x less CPU time. The
full runs take 12-31 minutes each, so their figures are data (docs/data/
sampling_reference.json, with the command that produced them); slow: ``pytest -m slow``."""

import json
import time
from pathlib import Path

import numpy as np
import pytest

import tcsim
from tcsim import kernels

REFERENCE = Path(__file__).resolve().parents[2] / "docs" / "data" / "sampling_reference.json"
POINTS = json.loads(REFERENCE.read_text())["points"]


@pytest.mark.slow
@pytest.mark.parametrize("point", POINTS, ids=[f"{p['kernel']}-{p['size']}" for p in POINTS])
def test_sampled_gemm_against_the_full_run(point):
    dev = tcsim.Device("titan_v")
    dev.mode, dev.sample = "timing", True
    launch = kernels.get(point["kernel"]).prepare(dev, point["size"], np.random.default_rng(0))
    c0 = time.process_time()
    results = launch.run()
    cpu = time.process_time() - c0
    assert launch.check().ok
    cycles = sum(r.cycles for r in results)
    assert abs(cycles / point["cycles"] - 1) <= 0.02, (cycles, point["cycles"])
    if point["size"] == 2048 and point["cpu_seconds"]:
        assert point["cpu_seconds"] / cpu >= 10, (point["cpu_seconds"], cpu)
