"""Run every bundled example kernel on the simulator and check its results."""

from __future__ import annotations

import re

import numpy as np
import pytest

import tcsim
from tcsim import kernels

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


# the tensor-core kernels run in tests/kernels/test_tensor_kernels.py (on Volta and Turing)
CASES = [
    pytest.param(name, size, id=f"{name}-{'x'.join(map(str, size)) if isinstance(size, tuple) else size}")
    for name in kernels.names(include_tensor_core=False)
    for size in kernels.get(name).test_sizes
]


@pytest.mark.parametrize("name,size", CASES)
def test_bundled_kernel(name, size):
    dev = tcsim.Device(arch="titan_v")
    launch = kernels.get(name).prepare(dev, size, np.random.default_rng(1234))
    launch.run()
    ok, message, details = launch.check()
    assert ok, f"{message}\n{details}"


# -- registry sanity (no simulation) ---------------------------------------


def test_names_and_lookup():
    assert kernels.names(include_tensor_core=False) == [
        "vector_add", "reduce", "warp_reduce", "histogram", "sgemm", "cutlass_sgemm",
    ]
    assert set(kernels.tensor_core_names()) <= set(kernels.names())
    with pytest.raises(KeyError):
        kernels.get("no_such_kernel")


@pytest.mark.parametrize("name", kernels.names())
def test_package_data(name):
    spec = kernels.get(name)
    assert kernels.ptx_path(name).is_file()
    assert kernels.source_path(name).is_file()
    text = kernels.ptx_text(name)
    assert re.search(rf"^\.visible \.entry {re.escape(spec.symbol)}\(", text, re.M)
    assert f".target sm_{max(spec.min_sm, 75)}" in text  # nvcc 13's oldest target, or the kernel's own
    assert spec.description and spec.tolerance and spec.size_help
    assert spec.test_sizes


def test_cutlass_launch_facts_match_source():
    """The registry's CUTLASS numbers equal the static_asserted ones in the .cu."""
    src = kernels.source_path("cutlass_sgemm").read_text()
    defs = dict(re.findall(r"#define (CUTLASS_SGEMM_\w+) (\d+)", src))
    assert int(defs["CUTLASS_SGEMM_SMEM_BYTES"]) == kernels.CUTLASS_SMEM_BYTES
    assert int(defs["CUTLASS_SGEMM_THREADS"]) == kernels.CUTLASS_THREADS
    assert int(defs["CUTLASS_SGEMM_TILE_M"]) == kernels.CUTLASS_TILE_M
    assert int(defs["CUTLASS_SGEMM_TILE_N"]) == kernels.CUTLASS_TILE_N
    assert int(defs["CUTLASS_SGEMM_TILE_K"]) == kernels.CUTLASS_TILE_K
