"""sm_90a data-movement kernels: tma_cluster.cu (TMA + mbarrier + a cluster with
distributed shared memory), tma_reduce_sm90.cu (split-K-style bulk reductions,
cp.reduce.async.bulk(.tensor)), tma_conv_sm90.cu (a 3x3 convolution fed by TMA's im2col
mode) and wgmma_base_offset_sm90.cu (wgmma on swizzled tiles off their pattern boundary,
the matrix descriptor's base offset). Registered as a tensor-core-generation kernel (``min_sm=90``:
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


# -- tma_conv_sm90.cu: TMA im2col ------------------------------------------------------------
# Pinned by the #defines of tma_conv_sm90.cu.
CONV_PIXELS, CONV_C, CONV_K, CONV_TAPS = 64, 16, 8, 9


CONV_BATCH = 2      # two images: a CTA's 64 pixels may run from one into the next


def _size_nhw(size: Size, name: str) -> tuple[int, int, int]:
    hw = (size, size) if isinstance(size, int) else tuple(size)
    if len(hw) != 2 or min(hw) < 1:
        raise ValueError(f"{name}: size must be H=W or (H, W), positive (N is {CONV_BATCH})")
    return CONV_BATCH, int(hw[0]), int(hw[1])


def conv3x3_reference(x: np.ndarray, wt: np.ndarray) -> np.ndarray:
    """numpy: Y[n, h, w, k] = sum over r, s, c of X[n, h + r - 1, w + s - 1, c] Wt[r, s, c, k]
    (zero padding 1), in float64."""
    n, h, w, _ = x.shape
    xp = np.pad(x.astype(np.float64), ((0, 0), (1, 1), (1, 1), (0, 0)))
    y = np.zeros((n, h, w, wt.shape[-1]))
    for r in range(3):
        for s in range(3):
            y += xp[:, r:r + h, s:s + w, :] @ wt[r, s].astype(np.float64)
    return y


def _prepare_tma_conv(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    from tcsim.runtime.tensor_map import encode_im2col

    name = "tma_conv3x3"
    n, h, w = _size_nhw(size, name)
    # small integers: every product and sum is exact in f32, whatever the order
    x = rng.integers(-2, 3, (n, h, w, CONV_C)).astype(np.float16)
    wt = rng.integers(-2, 3, (3, 3, CONV_C, CONV_K)).astype(np.float32)
    d_x, d_wt = dev.array(x), dev.array(wt)
    d_y = dev.array(np.full((n, h, w, CONV_K), np.nan, np.float32))
    x_map = encode_im2col("FLOAT16", 4, d_x, [CONV_C, w, h, n], [CONV_C * 2, w * CONV_C * 2, h * w * CONV_C * 2],
                          [-1, -1], [-1, -1], CONV_C, CONV_PIXELS, [1, 1, 1, 1])

    def check():
        return exact(name, d_y.get(), conv3x3_reference(x, wt).astype(np.float32), "Y")

    call = KernelCall(grid=(-(-(n * h * w) // CONV_PIXELS),), block=(CONV_PIXELS,),
                      args=(x_map, d_wt, d_y, np.int32(n), np.int32(h), np.int32(w)))
    info = {"N": n, "H": h, "W": w, "C": CONV_C, "K": CONV_K, "filter": "3x3, padding 1, stride 1",
            "Y": "conv(X, Wt), X through cp.async.bulk.tensor.4d .im2col (one copy per filter tap)"}
    return Launch(SPECS[name], dev, (n, h, w), [call], check, info)


register(
    KernelSpec(
        name="tma_conv3x3",
        ptx_file="tma_conv_sm90.ptx",
        symbol="tma_conv3x3",
        description="sm_90a TMA im2col: a 3x3 convolution (padding 1) of an NHWC f16 tensor with 16 channels "
        "into 8; each CTA's 64 output pixels come in as nine im2col copies (cp.async.bulk.tensor.4d .im2col, "
        "im2col offsets = the filter tap) on one mbarrier, then plain FMAs",
        size_help=f"H=W, or (H, W); N = {CONV_BATCH}",
        default_size=12,
        test_sizes=(12, (5, 7)),
        tolerance="exact",
        prepare=_prepare_tma_conv,
        launch_notes={"block": CONV_PIXELS, "grid": "ceil(N*H*W / 64)",
                      "static_shared_bytes": CONV_TAPS * CONV_PIXELS * CONV_C * 2 + 8},
        tensor_core=True,
        min_sm=90,
    ),
)


# -- wgmma_base_offset_sm90.cu: matrix descriptors with a base offset --------------------------
BO_TILE = 64


def _prepare_wgmma_base_offset(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    name = "wgmma_base_offset_gemm"
    m, n, k = (size, size, size) if isinstance(size, int) else tuple(size)
    if min(m, n, k) < 1 or m % BO_TILE or n % BO_TILE or k % BO_TILE:
        raise ValueError(f"{name}: size must be M=N=K or (M, N, K), multiples of {BO_TILE}")
    # small integers: exact in every tensor arithmetic, so a misplaced element is what fails
    a = rng.integers(-3, 4, (m, k)).astype(np.float16)
    b = rng.integers(-3, 4, (k, n)).astype(np.float16)
    c0 = rng.integers(-8, 9, (m, n)).astype(np.float32)
    d_d = dev.array(np.full((m, n), np.nan, np.float32))

    def check():
        return exact(name, d_d.get(), (a.astype(np.float64) @ b.astype(np.float64) + c0).astype(np.float32), "D")

    call = KernelCall(grid=(n // BO_TILE, m // BO_TILE), block=(128,),
                      args=(np.int32(m), np.int32(n), np.int32(k), dev.array(a), dev.array(np.ascontiguousarray(b.T)),
                            dev.array(c0), d_d))
    info = {"M": m, "N": n, "K": k, "tiles": "128B swizzle, A 384 and B 640 bytes past 1024 (base offsets 3, 5)"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


register(
    KernelSpec(
        name="wgmma_base_offset_gemm",
        ptx_file="wgmma_base_offset_sm90.ptx",
        symbol="wgmma_base_offset_gemm",
        description="sm_90a wgmma.mma_async m64n64k16 SS GEMM on 128B-swizzled shared tiles that start 3 and 5 "
        "128-byte lines past their 1024-byte boundary, swizzled from their own start, with matrix descriptors "
        "carrying the base offset (bits 49-51); D = A@B + C on small integers (exact)",
        size_help="M=N=K, or (M, N, K); multiples of 64",
        default_size=64,
        test_sizes=(64, (128, 64, 128)),
        tolerance="exact",
        prepare=_prepare_wgmma_base_offset,
        launch_notes={"block": 128, "grid": "(N/64, M/64)", "static_shared_bytes": 2 * (8192 + 1024),
                      "instruction": "wgmma.mma_async m64n64k16 (SS, descriptor base offset 3 / 5)"},
        tensor_core=True,
        min_sm=90,
    ),
)
