"""The bundled sm_90a kernel kernels/tma_reduce_sm90.cu (nvcc 13 -arch=sm_90a, libcu++'s
cuda::ptx wrappers): split-K-style partial tiles reduced into global memory by
cp.reduce.async.bulk.tensor.2d .add (f32, clipped) and cp.reduce.async.bulk .add.noftz.f16,
checked against numpy in both drivers; exact cycles in timing mode."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import tcsim
from tcsim import kernels


@pytest.mark.usefixtures("both_drivers")
@pytest.mark.parametrize("size", [64, (50, 96, 3)])
def test_tma_reduce_splitk_matches_numpy(size):
    spec = kernels.get("tma_reduce_splitk")
    launch = spec.prepare(tcsim.Device("h100"), size, np.random.default_rng(1))
    launch.run()
    ok, msg, _ = launch.check()
    assert ok, msg


def test_tma_reduce_splitk_timing_cycles():
    """2 x 2 tiles x 2 splits on h100: each CTA's TMA load (cold map, first page walk), the
    doubling loop, the two reductions through the unit and the L2 slices' atomic units."""
    spec = kernels.get("tma_reduce_splitk")
    dev = tcsim.Device("h100")
    launch = spec.prepare(dev, 64, np.random.default_rng(0))
    f = dev.load_ptx(str(Path(tcsim.__file__).parent / "kernels" / spec.ptx_file)).get_function(spec.symbol)
    call = launch.calls[0]
    res = f(call.grid, call.block, call.args, mode="timing")
    launch._ran = True
    assert launch.check().ok
    assert res.timing.cycles == 2620
