"""sm_90a data-movement kernels: tma_cluster.cu (TMA + mbarrier + a cluster with
distributed shared memory) and tma_reduce_sm90.cu (split-K-style bulk reductions,
cp.reduce.async.bulk(.tensor)). Registered as a tensor-core-generation kernel (``min_sm=90``:
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


# Pinned by the #defines of tma_reduce_sm90.cu.
REDUCE_TILE = 32
REDUCE_THREADS = 128


def _size_mns(size: Size, name: str) -> tuple[int, int, int]:
    m, n, s = (size, size, 2) if isinstance(size, int) else tuple(size)
    if m < 1 or n < 1 or s < 1 or n % REDUCE_TILE:
        raise ValueError(f"{name}: size must be M=N or (M, N, S) with N a multiple of {REDUCE_TILE}, M, S positive")
    return int(m), int(n), int(s)


def _prepare_tma_reduce(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    from tcsim.runtime.tensor_map import encode_tiled

    name = "tma_reduce_splitk"
    m, n, splits = _size_mns(size, name)
    # small integers: every f32 / f16 sum is exact, so the order the CTAs reduce in does not matter
    a = rng.integers(-4, 5, (splits, m, n)).astype(np.float32)
    out0 = rng.integers(-8, 9, (m, n)).astype(np.float32)
    col0 = rng.integers(-8, 9, n).astype(np.float16)
    d_a, d_out, d_col = dev.array(a), dev.array(out0), dev.array(col0)
    t = REDUCE_TILE
    a_map = encode_tiled("FLOAT32", 3, d_a, [n, m, splits], [n * 4, m * n * 4], [t, t, 1], [1, 1, 1])
    out_map = encode_tiled("FLOAT32", 2, d_out, [n, m], [n * 4], [t, t], [1, 1])
    grid = (n // t, -(-m // t), splits)

    def check():
        part = np.float32(2) * a.sum(axis=0)
        res = exact(name, d_out.get(), out0 + part, "Out")
        if not res.ok:
            return res
        # rows past M read zeros (OOB fill), so the column sums are those of the M rows
        return exact(name, d_col.get(), (col0.astype(np.float32) + part.sum(axis=0)).astype(np.float16), "ColSum")

    call = KernelCall(grid=grid, block=(REDUCE_THREADS,), args=(a_map, out_map, d_col))
    info = {"M": m, "N": n, "splits": splits, "tile": f"{t}x{t} f32",
            "Out": "Out + 2 sum_s A[s] (cp.reduce.async.bulk.tensor .add)",
            "ColSum": "ColSum + column sums (cp.reduce.async.bulk .add.noftz.f16)"}
    return Launch(SPECS[name], dev, (m, n, splits), [call], check, info)


register(
    KernelSpec(
        name="tma_reduce_splitk",
        ptx_file="tma_reduce_sm90.ptx",
        symbol="tma_reduce_splitk",
        description="sm_90a bulk reductions: each CTA loads a 32x32 f32 tile of split s with one TMA copy, "
        "doubles it and reduces it into Out with cp.reduce.async.bulk.tensor.2d .add (clipped to M) and its "
        "f16 column sums into ColSum with cp.reduce.async.bulk .add.noftz.f16 (bulk_group)",
        size_help="M=N (2 splits), or (M, N, S); N a multiple of 32",
        default_size=64,
        test_sizes=(64, (50, 96, 3)),
        tolerance="exact",
        prepare=_prepare_tma_reduce,
        launch_notes={"block": REDUCE_THREADS, "grid": "(N/32, ceil(M/32), S)",
                      "static_shared_bytes": 2 * REDUCE_TILE * REDUCE_TILE * 4 + 64 + 8},
        tensor_core=True,
        min_sm=90,
    ),
)

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
