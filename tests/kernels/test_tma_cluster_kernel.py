"""The bundled sm_90a kernel kernels/tma_cluster.cu (nvcc 13 -arch=sm_90a): TMA tile loads
with the 128B swizzle and out-of-bounds zeros completing on an mbarrier, a cluster of two
CTAs exchanging tiles through distributed shared memory, a TMA store clipped to the matrix
— checked against numpy under both drivers."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import tcsim
from tcsim.runtime.tensor_map import encode_tiled

PTX = Path(tcsim.__file__).parent / "kernels" / "tma_cluster.ptx"


@pytest.mark.usefixtures("both_drivers")
@pytest.mark.parametrize("m, n", [(64, 64), (50, 70)])
def test_tma_cluster_add(m, n):
    rng = np.random.default_rng(7)
    a = rng.standard_normal((m, n)).astype(np.float32)
    dev = tcsim.Device("h100")
    pitch = -(-n // 4) * 4          # row pitch: a multiple of 16 bytes
    d_a = dev.array(np.pad(a, ((0, 0), (0, pitch - n))))
    d_out = dev.array(np.full((m, pitch), -7, dtype=np.float32))
    kw = dict(globalDim=[n, m], globalStrides=[pitch * 4], boxDim=[32, 32], elementStrides=[1, 1])
    in_map = encode_tiled("FLOAT32", 2, d_a, swizzle="128B", **kw)
    out_map = encode_tiled("FLOAT32", 2, d_out, **kw)
    tiles_x = -(-n // 32)
    grid = (tiles_x + tiles_x % 2, -(-m // 32), 1)   # whole clusters of 2 along x
    f = dev.load_ptx(str(PTX)).get_function("tma_cluster_add")
    f(grid, (128, 1, 1), (in_map, out_map))
    # numpy: out tile (y, x) = 2 A tile (y, x) + A tile (y, x ^ 1), tiles past the matrix read zeros
    pad = np.zeros((grid[1] * 32, grid[0] * 32), dtype=np.float32)
    pad[:m, :n] = a
    t = pad.reshape(grid[1], 32, grid[0], 32)
    want = (np.float32(2) * t + t[:, :, np.arange(grid[0]) ^ 1, :]).reshape(pad.shape)[:m, :n]
    out = d_out.get()
    np.testing.assert_array_equal(out[:, :n], want)
    assert (out[:, n:] == -7).all()                  # the clipped store leaves the padding alone


def test_tma_cluster_add_timing_runs_on_one_gpc():
    """Timing mode: 8 clusters; exact cycles."""
    dev = tcsim.Device("h100")
    a = np.ones((32, 16 * 32), dtype=np.float32)
    d_a, d_out = dev.array(a), dev.zeros(a.shape, np.float32)
    kw = dict(globalDim=[a.shape[1], 32], globalStrides=[a.shape[1] * 4], boxDim=[32, 32], elementStrides=[1, 1])
    f = dev.load_ptx(str(PTX)).get_function("tma_cluster_add")
    res = f((16, 1, 1), (128, 1, 1), (encode_tiled("FLOAT32", 2, d_a, swizzle="128B", **kw),
                                       encode_tiled("FLOAT32", 2, d_out, **kw)), mode="timing")
    assert (d_out.get() == 3).all()
    # the TMA unit (timing/tma.py): cold maps, the first request's page walk, the store's
    # wait_group.read and its writes (1,152 with the fixed TMA formula before it)
    assert res.timing.cycles == 2291
