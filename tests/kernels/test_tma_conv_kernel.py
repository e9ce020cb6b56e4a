"""The bundled sm_90a kernels tma_conv_sm90.cu (a 3x3 convolution fed by TMA im2col copies)
and wgmma_base_offset_sm90.cu (wgmma on swizzled tiles off their pattern boundary, the
descriptor's base offset), nvcc 13 -arch=sm_90a: numpy in both drivers, exact timing
cycles, and the base-offset kernel fails if the offset is ignored or off by one."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import tcsim
from tcsim import kernels
from tcsim.matrix import wgmma_smem


def _timing(name, size):
    spec = kernels.get(name)
    dev = tcsim.Device("h100")
    launch = spec.prepare(dev, size, np.random.default_rng(0))
    f = dev.load_ptx(str(Path(tcsim.__file__).parent / "kernels" / spec.ptx_file)).get_function(spec.symbol)
    call = launch.calls[0]
    res = f(call.grid, call.block, call.args, mode="timing")
    launch._ran = True
    assert launch.check().ok
    return res


def test_tma_conv3x3_timing_cycles():
    """2 x 12 x 12 pixels: 5 CTAs of 64 output pixels, each nine im2col copies (2 KiB) on one
    mbarrier, then 144 x 8 FMAs per thread. A copy's pixels are 32-byte channel runs that
    are contiguous along an image row, so the unit cuts a row's run at L2 lines (and at
    the padding, which costs no access): 874 requests for the 45 copies, not one per
    pixel (2,880)."""
    res = _timing("tma_conv3x3", 12)
    assert res.timing.memory["tma_requests"] == 874
    assert res.timing.cycles == 54201     # the FMA loop (global weight loads) dominates


@pytest.mark.usefixtures("both_drivers")
@pytest.mark.parametrize("size", [(5, 7), (1, 40)])
def test_tma_conv3x3_shapes(size):
    """(5, 7): pixels of a CTA span both images; (1, 40): a one-row image (the H padding
    rows are all zeros, the W walk wraps at every image)."""
    launch = kernels.get("tma_conv3x3").prepare(tcsim.Device("h100"), size, np.random.default_rng(3))
    launch.run()
    ok, msg, _ = launch.check()
    assert ok, msg


@pytest.mark.parametrize("wrong", [lambda bo: 0 * bo, lambda bo: bo + 1, lambda bo: bo - 1, lambda bo: -bo])
def test_base_offset_kernel_catches_a_wrong_offset(monkeypatch, wrong):
    """The kernel's D is exact only with the ISA's base offset: reading its tiles with the
    offset ignored, off by one either way, or added instead of subtracted misplaces elements."""
    orig = wgmma_smem.swizzle_by_bits
    monkeypatch.setattr(wgmma_smem, "swizzle_by_bits", lambda a, b, bo=0: orig(a, b, wrong(bo)))
    launch = kernels.get("wgmma_base_offset_gemm").prepare(tcsim.Device("h100"), 64, np.random.default_rng(0))
    launch.run()
    assert not launch.check().ok
