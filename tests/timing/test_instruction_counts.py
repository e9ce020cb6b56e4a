"""Both drivers count the same instructions (docs/architecture.md).

A warp instruction is one issue of one instruction by one warp, however many of its lanes
are in the group and whatever their guard predicates say (a predicated-off instruction is
still issued); a thread instruction is one lane whose guard holds. The functional driver
runs a group of many warps at once and counts the warps in it; the timing driver counts
each warp's issue. They used to differ: the functional driver skipped groups whose guards
all failed (the not-taken `@%p bra` of nearly every kernel), so saxpy over 1000 elements
reported 609 warp-instructions functional and 640 timing.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import tcsim
from tcsim import kernels

DATA = Path(__file__).resolve().parents[1] / "data" / "ptx"


def _saxpy(mode: str, n: int, block: int):
    dev = tcsim.Device("titan_v")
    x = np.arange(n, dtype=np.float32)
    y = np.ones(n, dtype=np.float32)
    dx, dy = dev.array(x), dev.array(y)
    grid = -(-n // block)
    res = dev.load_ptx(DATA / "saxpy.ptx").get_function("saxpy")(
        (grid,), (block,), (np.int32(n), np.float32(2.0), dx, dy), mode=mode)
    np.testing.assert_array_equal(dy.get(), 2 * x + 1)
    return res


@pytest.mark.parametrize("mode", ["functional", "timing"])
def test_saxpy_counts_every_issue_of_every_warp(mode):
    """saxpy.ptx has 20 instructions; 1000 elements in blocks of 256 are 32 warps, and
    every warp issues all 20 (the last one has 8 lanes in range and 24 that branch to the
    return): 640 warp-instructions. Thread instructions: the 1000 lanes in range run 19
    (their branch's guard fails), the 24 out of range 11 (10 up to the branch, then ret)."""
    res = _saxpy(mode, 1000, 256)
    assert res.warp_instructions == 32 * 20
    assert res.thread_instructions == 1000 * 19 + 24 * 11


def _bundled(name: str, arch: str, size, mode: str):
    dev = tcsim.Device(arch)
    dev.mode = mode
    launch = kernels.get(name).prepare(dev, size, np.random.default_rng(3))
    res = launch.run()
    ok, msg, _ = launch.check()
    assert ok, msg
    return [(r.warp_instructions, r.thread_instructions) for r in res]


@pytest.mark.parametrize("name, arch, size", [
    ("vector_add", "titan_v", 1000),
    ("reduce", "titan_v", 1000),
    ("warp_reduce", "titan_v", 1000),
    ("cutlass_tensorop_gemm", "rtx2080", kernels.get("cutlass_tensorop_gemm").default_size),
])
def test_bundled_kernels_count_the_same_under_both_drivers(name, arch, size):
    assert _bundled(name, arch, size, "functional") == _bundled(name, arch, size, "timing")


SIMT = DATA / "simt" / "simt.ptx"


@pytest.mark.parametrize("kernel, n, block, extra", [
    ("if_else", 300, 100, ()),          # partial warps, both sides of a branch
    ("nested", 256, 64, ()),            # three-deep divergence
    ("loops", 256, 128, ()),            # per-lane trip counts, continue and break
    ("early_return", 200, 100, (150,)),  # lanes return early at two places
])
def test_divergent_kernels_count_the_same_under_both_drivers(kernel, n, block, extra):
    counts = {}
    for mode in ("functional", "timing"):
        dev = tcsim.Device("titan_v")
        rng = np.random.default_rng(7)
        inp = dev.array(rng.integers(1, 40, n).astype(np.int32))
        out = dev.array(np.zeros(n, np.int32))
        args = (inp, out) + tuple(np.int32(e) for e in extra)
        res = dev.load_ptx(SIMT).get_function(kernel)((n // block,), (block,), args, mode=mode)
        counts[mode] = (res.warp_instructions, res.thread_instructions, out.get().tobytes())
    assert counts["functional"] == counts["timing"]
