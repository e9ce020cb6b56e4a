"""Cross-lane HIP code compiled by clang-19 into DPP (tests/data/amdgpu/dpp.hip): a wave
scan and a wave max in the rocPRIM style (v_add_u32_dpp row_shr / row_bcast, v_max_f32 of
quad_perm / mirror / bcast moves) and every other dpp_ctrl through
__builtin_amdgcn_update_dpp / mov_dpp, on gfx90a and gfx942, against numpy, under both
drivers."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import tcsim

DATA = Path(__file__).resolve().parents[2] / "data" / "amdgpu"
pytestmark = pytest.mark.usefixtures("both_drivers")
N = 1000


def _run(arch, kernel, out, inp):
    dev = tcsim.Device(arch=arch)
    mod = dev.load_asm(DATA / f"dpp.{dev.config.isa}.s")
    d_out, d_in = dev.array(out), dev.array(inp)
    mod.get_function(kernel)((4,), (256,), (d_out, d_in, np.int32(N)))
    return d_out.get()


def _waves(x, fill):
    pad = np.full(1024, fill, x.dtype)
    pad[:N] = x
    return pad.reshape(16, 64)


@pytest.mark.parametrize("arch", ["mi200", "mi300"])
def test_wave_scan(arch):
    x = np.random.default_rng(1).integers(-1000, 1000, N).astype(np.int32)
    got = _run(arch, "dpp_scan", np.zeros(N, np.int32), x)
    assert np.array_equal(got, np.cumsum(_waves(x, 0), axis=1).ravel()[:N])


@pytest.mark.parametrize("arch", ["mi200", "mi300"])
def test_wave_max(arch):
    x = np.random.default_rng(2).standard_normal(N).astype(np.float32)
    got = _run(arch, "dpp_reduce_max", np.zeros(N, np.float32), x)
    want = np.repeat(_waves(x, -np.inf).max(axis=1), 64)[:N]
    assert np.array_equal(got, want)


@pytest.mark.parametrize("arch", ["mi200", "mi300"])
def test_shuffles(arch):
    x = np.random.default_rng(3).integers(0, 1 << 20, N).astype(np.int32)
    got = _run(arch, "dpp_shuffles", np.zeros(6 * N, np.int32), x).reshape(N, 6)
    w = _waves(x, 0)
    lane = np.arange(64)
    row, i = lane // 16, lane % 16
    want = np.stack([
        np.where(lane > 0, w[:, (lane - 1) % 64], -1),                           # wave_shr:1, old -1
        w[:, (lane + 1) % 64],                                                   # wave_rol:1
        w[:, 16 * row + (i - 5) % 16],                                           # row_ror:5
        np.where(np.isin(i // 4, (0, 2)), w[:, np.minimum(lane + 3, 63)], 7),   # row_shl:3 bank_mask:0x5
        w[:, 16 * row + 6],                                                      # row_newbcast:6
        np.where(row < 2, w[:, (lane - 1) % 64], -3),                           # wave_ror:1 row_mask:0x3
    ], axis=-1).reshape(-1, 6)[:N]
    assert np.array_equal(got, want)


def test_the_compiled_code_uses_dpp():
    for isa in ("gfx90a", "gfx942"):
        text = (DATA / f"dpp.{isa}.s").read_text()
        for form in ("v_add_u32_dpp", "row_shr:1", "row_bcast:15", "row_bcast:31", "quad_perm:[1,0,3,2]",
                     "row_mirror", "row_half_mirror", "wave_shr:1", "wave_rol:1", "wave_ror:1", "row_ror:5",
                     "row_shl:3", "row_newbcast:6", "bound_ctrl:1"):
            assert form in text, (isa, form)
