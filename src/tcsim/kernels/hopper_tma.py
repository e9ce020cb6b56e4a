"""sm_90a data-movement kernels: tma_cluster.cu (TMA + mbarrier + a cluster with
distributed shared memory). Registered as a tensor-core-generation kernel (``min_sm=90``:
run it on ``arch="h100"``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from tcsim.kernels.checks import exact
from tcsim.kernels.registry import SPECS, KernelCall, KernelSpec, Launch, Size, register

# Pinned by the #defines and __cluster_dims__ of tma_cluster.cu.
TMA_TILE = 32
TMA_THREADS = 128
TMA_CLUSTER = 2


def _size_mn(size: Size, name: str) -> tuple[int, int]:
    m, n = (size, size) if isinstance(size, int) else tuple(size)
    if m < 1 or n < 1:
        raise ValueError(f"{name}: size must be M=N or (M, N) with positive M, N")
    return int(m), int(n)


def _prepare_tma_cluster(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    from tcsim.runtime.tensor_map import encode_tiled

    name = "tma_cluster"
    m, n = _size_mn(size, name)
    a = rng.standard_normal((m, n)).astype(np.float32)
    pitch = -(-n // 4) * 4                     # rows 16-byte aligned (a tensor-map rule)
    d_a = dev.array(np.pad(a, ((0, 0), (0, pitch - n))))
    d_out = dev.array(np.full((m, pitch), np.nan, np.float32))   # unwritten elements fail
    kw = dict(globalDim=[n, m], globalStrides=[pitch * 4], boxDim=[TMA_TILE, TMA_TILE], elementStrides=[1, 1])
    in_map = encode_tiled("FLOAT32", 2, d_a, swizzle="128B", **kw)
    out_map = encode_tiled("FLOAT32", 2, d_out, **kw)
    tiles_x = -(-n // TMA_TILE)
    grid = (tiles_x + tiles_x % TMA_CLUSTER, -(-m // TMA_TILE))

    def check():
        pad = np.zeros((grid[1] * TMA_TILE, grid[0] * TMA_TILE), dtype=np.float32)
        pad[:m, :n] = a
        t = pad.reshape(grid[1], TMA_TILE, grid[0], TMA_TILE)
        want = (np.float32(2) * t + t[:, :, np.arange(grid[0]) ^ 1, :]).reshape(pad.shape)[:m, :n]
        return exact(name, d_out.get()[:, :n], want, "Out")

    call = KernelCall(grid=grid, block=(TMA_THREADS,), args=(in_map, out_map))
    info = {"M": m, "N": n, "tile": f"{TMA_TILE}x{TMA_TILE} f32", "cluster": (TMA_CLUSTER, 1, 1),
            "Out": "2 A + A of the other CTA of the cluster (tile-wise)"}
    return Launch(SPECS[name], dev, (m, n), [call], check, info)


register(
    KernelSpec(
        name="tma_cluster",
        ptx_file="tma_cluster.ptx",
        symbol="tma_cluster_add",
        description="sm_90a data movement: each CTA loads a 32x32 f32 tile with one TMA copy "
        "(cp.async.bulk.tensor.2d, 128B swizzle, OOB zeros) completing on an mbarrier; clusters "
        "of 2 exchange tiles through distributed shared memory (mapa, barrier.cluster); a TMA "
        "store (bulk_group) writes Out = 2 A + A(peer tile), clipped to the matrix",
        size_help="M=N, or (M, N); any positive sizes (the tensor maps clip)",
        default_size=64,
        test_sizes=(64, (50, 70)),
        tolerance="exact",
        prepare=_prepare_tma_cluster,
        launch_notes={"block": TMA_THREADS, "grid": "(tiles_x rounded to even, tiles_y)", "cluster": (2, 1, 1),
                      "static_shared_bytes": 2 * TMA_TILE * TMA_TILE * 4 + 8},
        tensor_core=True,
        min_sm=90,
    ),
)
