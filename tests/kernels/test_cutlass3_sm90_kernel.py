"""The bundled CUTLASS 3 sm_90a kernel (kernels/cutlass3_sm90_gemm.cu, nvcc 13 -arch=sm_90a
against CUTLASS 4.2): the TMA warp-specialized cooperative GEMM with its host-side Params
and TMA descriptors built in Python (kernels/hopper_cutlass3.py), checked against numpy
and bit for bit against the wgmma model, functional and timing."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim import kernels
from tcsim.kernels.hopper_cutlass3 import _fast_divmod_u64, gemm_params, scheduler_params


@pytest.mark.parametrize("mode", ["functional", "timing"])
@pytest.mark.parametrize("name, size", [("cutlass3_sm90_gemm", (128, 128, 128)),
                                        ("cutlass3_sm90_gemm", (256, 256, 192)),
                                        ("cutlass3_sm90_gemm_cluster2x1", (256, 128, 128)),
                                        ("cutlass3_sm90_gemm_pingpong", (128, 128, 128)),
                                        ("cutlass3_sm90_gemm_pingpong", (192, 256, 64))])
def test_cutlass3_gemm_matches_model(name, size, mode):
    """Each driver on its own (not ``both_drivers``: the warp-instruction counts differ by a
    few, see test_drivers_agree_on_memory_and_thread_instructions)."""
    dev = tcsim.Device("h100")
    dev.mode = mode
    launch = kernels.get(name).prepare(dev, size, np.random.default_rng(3))
    launch.run()
    ok, msg, _ = launch.check()
    assert ok, msg
    assert "bit-identical to the 'hopper' model" in msg


def test_drivers_agree_on_results_and_thread_instructions():
    """Both drivers give D bit-identical to the model (so to each other) and the same
    thread-instruction count. The warp-instruction count is NOT compared: it differs by one
    (11,907 functional, 11,908 timing at 128^3): the final `ret` is issued twice by one warp
    in timing mode, whose elected producer lane still waits on an mbarrier when its other
    lanes exit (docs/hopper.md)."""
    counts = []
    for mode in ("functional", "timing"):
        dev = tcsim.Device("h100")
        dev.mode = mode
        launch = kernels.get("cutlass3_sm90_gemm").prepare(dev, (128, 128, 128), np.random.default_rng(3))
        res = launch.run()[0]
        ok, msg, _ = launch.check()
        assert ok, msg
        counts.append((res.thread_instructions, res.warp_instructions))
    assert counts[0][0] == counts[1][0]
    assert abs(counts[0][1] - counts[1][1]) <= 1


def test_cutlass3_gemm_exact_arithmetic_and_timing():
    dev = tcsim.Device("h100", tensor_arithmetic="exact")
    launch = kernels.get("cutlass3_sm90_gemm").prepare(dev, (128, 256, 128), np.random.default_rng(5))
    spec_call = launch.calls[0]
    module = dev.load_ptx(kernels.ptx_text("cutlass3_sm90_gemm"))
    f = module.get_function("cutlass3_sm90_gemm")
    res = f(spec_call.grid, spec_call.block, spec_call.args, shared_mem=spec_call.shared_mem, mode="timing")
    launch._ran = True
    ok, msg, _ = launch.check()
    assert ok and "'exact' model" in msg, msg
    assert res.timing.cycles == 20822    # with the TMA unit (timing/tma.py); 20,995 before it


def test_wrong_params_are_caught():
    """A wrong tile scheduler (tiles along N claimed as 1) leaves D partly unwritten: the
    check sees it (D starts as NaN)."""
    dev = tcsim.Device("h100")
    launch = kernels.get("cutlass3_sm90_gemm").prepare(dev, (128, 256, 64), np.random.default_rng(1))
    call = launch.calls[0]
    p = bytearray(call.args[0])
    p[896:1016] = scheduler_params(1, 1, 1, 1)
    launch.calls[0] = type(call)(grid=(1, 1, 1), block=call.block, args=(bytes(p),), shared_mem=call.shared_mem)
    launch.run()
    assert not launch.check().ok


@pytest.mark.parametrize("divisor", [1, 2, 3, 6, 7, 12, 100, 4096, 12345])
def test_fast_divmod_u64_divides_like_the_device(divisor):
    """FastDivmodU64::divide on the device: umul64hi(x + round_up, multiplier) >> shift."""
    import struct

    d, mult, shift, round_up = struct.unpack("<QQII", _fast_divmod_u64(divisor))
    assert d == divisor
    for x in [0, 1, 2, divisor - 1, divisor, divisor + 1, 10**6 + 3, 2**31 - 1, 2**40 + 17]:
        q = (((x + round_up) * mult) >> 64) >> shift if mult else x >> shift
        assert q == x // divisor, (x, divisor)


def test_params_layout():
    class Arr:
        def __init__(self, ptr):
            self.ptr = ptr

    p = gemm_params(256, 384, 128, bytes(range(128)), bytes(128 * [7]), Arr(0x1000), Arr(0x2000), 2.0, -0.5, (1, 1))
    assert len(p) == 1024
    assert np.frombuffer(p, np.int32, 5).tolist() == [0, 256, 384, 128, 1]
    assert p[128:256] == bytes(range(128)) and p[384:512] == bytes(128 * [7])
    assert np.frombuffer(p, np.uint32, 3, 640).tolist() == [32768, 16384, 16384]
    assert np.frombuffer(p, np.float32, 2, 768).tolist() == [2.0, -0.5]
    assert np.frombuffer(p, np.uint64, 1, 808)[0] == 0x1000 and np.frombuffer(p, np.uint64, 1, 832)[0] == 0x2000
    # scheduler: 2 x 3 tiles, AlongM; problem tiles m/n/l at 896+96
    assert np.frombuffer(p, np.uint32, 3, 896 + 96).tolist() == [2, 3, 1]
    assert np.frombuffer(p, np.uint64, 1, 896 + 80)[0] == 6


def test_sm90_sweep_list_names_registered_h100_kernels():
    from tcsim.validate import gemm_sweep

    assert set(gemm_sweep.SM90_KERNELS) <= set(kernels.tensor_core_names())
    assert all(kernels.get(k).min_sm == 90 for k in gemm_sweep.SM90_KERNELS)


def test_sweep_point_cutlass3_on_h100():
    from tcsim.validate import gemm_sweep

    p = gemm_sweep.run_point("cutlass3_sm90_gemm_cluster2x1", 256, "h100")
    assert p.check == "PASS" and p.cycles > 0 and p.tflops > 0


def test_pingpong_uses_both_consumer_warp_groups():
    """Pingpong: 2 tiles on one CTA (grid ceil(tiles/2)); the second consumer warp group's tile
    is written too (D starts as NaN, so the check would see an idle one)."""
    dev = tcsim.Device("h100")
    launch = kernels.get("cutlass3_sm90_gemm_pingpong").prepare(dev, (128, 128, 64), np.random.default_rng(4))
    assert launch.grid == (1, 1, 1)
    launch.run()
    ok, msg, _ = launch.check()
    assert ok, msg
