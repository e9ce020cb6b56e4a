"""The full-run references of benchmarks/sampling.py (docs/data/sampling_reference.json, the
bundled rows; docs/data/sampling_out_of_sample.json, shapes no design was built on;
docs/data/sampling_other_gpus.json, the A100's and H100's): each point names a bundled kernel
and a size it takes on its GPU (``arch``, default the Titan V), and ``reference`` keys them by
GPU, kernel and size as ``parse_size`` spells it on the command line (MxNxK: a tuple)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import tcsim
from benchkit import bench
from tcsim import kernels

ROOT = Path(__file__).resolve().parents[2]


def _sampling():
    return bench("sampling")


@pytest.mark.parametrize("name", ["sampling_reference.json", "sampling_out_of_sample.json",
                                  "sampling_other_gpus.json"])
def test_references_are_keyed_as_the_command_line_spells_sizes(name):
    bench = _sampling()
    path = ROOT / "docs" / "data" / name
    points = json.loads(path.read_text())["points"]
    ref = bench.reference(path)
    assert len(ref) == len(points)
    for p in points:
        text = p["size"] if isinstance(p["size"], int) else "x".join(map(str, p["size"]))
        arch = p.get("arch", "titan_v")
        got = ref[(arch, p["kernel"], bench.parse_size(str(text)))]
        assert got["cycles"] == p["cycles"] > 0 and got["command"]
        dev = tcsim.Device(arch)               # the kernel takes the size (no launch is made)
        kernels.get(p["kernel"]).prepare(dev, bench.parse_size(str(text)), np.random.default_rng(0))


@pytest.mark.parametrize("text", ["nope", '{"points": [{"size": 5}]}', "[1, 2]"])
def test_a_file_that_is_not_a_reference_ends_in_one_line(tmp_path, text):
    path = tmp_path / "ref.json"
    path.write_text(text)
    with pytest.raises(SystemExit) as e:
        _sampling().reference(path)
    assert str(e.value).startswith(f"sampling.py: {path}: not a reference file") and "\n" not in str(e.value)
