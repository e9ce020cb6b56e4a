"""The bundled FlashAttention-3-style kernel (kernels/flash_attn_sm90.cu, nvcc 13 -arch=sm_90a):
TMA + mbarrier double-buffered K/V, wgmma SS for S, wgmma RS with P in registers and V
MN-major for O — checked against float64 numpy attention with FLASH_TOL, both drivers."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim import kernels


@pytest.mark.usefixtures("both_drivers")
@pytest.mark.parametrize("size", [(1, 64), (2, 192)])
def test_flash_attn_sm90_matches_numpy(size):
    dev = tcsim.Device("h100")
    launch = kernels.get("flash_attn_sm90").prepare(dev, size, np.random.default_rng(11))
    launch.run()
    ok, msg, details = launch.check()
    assert ok, msg
    assert details["max_err_over_bound"] < 0.5


def test_flash_attn_sm90_bound_sees_a_wrong_v_layout():
    """The check can fail: V loaded without the 128B swizzle the MN-major descriptor expects
    (what a wrong descriptor would read) leaves O outside the bound."""
    from tcsim.runtime.tensor_map import decode, encode_tiled

    dev = tcsim.Device("h100")
    launch = kernels.get("flash_attn_sm90").prepare(dev, (1, 128), np.random.default_rng(2))
    call = launch.calls[0]
    v = decode(np.frombuffer(call.args[4], np.uint8))
    plain = encode_tiled("FLOAT16", 2, v.address, list(v.dims), [v.strides[1]], list(v.box), [1, 1])
    launch.calls[0] = type(call)(grid=call.grid, block=call.block, args=(*call.args[:4], plain, call.args[5]))
    launch.run()
    assert not launch.check().ok


def test_flash_attn_sm90_timing_cycles():
    dev = tcsim.Device("h100")
    dev.mode = "timing"
    launch = kernels.get("flash_attn_sm90").prepare(dev, (1, 64), np.random.default_rng(11))
    res = launch.run()[0]
    assert launch.check().ok
    assert res.timing.cycles == 2891     # with the TMA unit (timing/tma.py); 2,233 before it
