"""The sm_90a sparse warpgroup-MMA kernels (wgmma_sp_sm90.cu): wgmma.mma_async.sp m64n64k32
.f16 with an f32 accumulator, SS (selector 0) and RS (selector 1); one warpgroup per 64 x 64
tile of D, K in steps of 128.

The host side compresses a 2:4 sparse A (the two stored values of each 4-wide chunk, in
column order; index ``idx0 | idx1 << 2``) and lays the metadata out as the PTX ISA's sparse
wgmma metadata figure for .f16/.bf16 m64nNk32 (its figure is mma.sp m16n8k32's, per warp of
16 rows): for K step ``j`` (32 columns, 8 chunks) row ``r`` = 16 w + 8 h + g of a 64-row tile and
chunk ``c`` sit in thread ``32 w + 4 g + 2 selector + c // 4`` at bits
``16 h + 4 (c % 4)``. The other two threads of each quad get values that are invalid as
metadata (0b0000): the selector must make the tensor core ignore them. The values keep every
sum exact, so D equals numpy's A@B + C bit for bit in every arithmetic model."""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from tcsim.kernels.checks import exact, size_tc
from tcsim.kernels.registry import SPECS, CheckResult, KernelCall, KernelSpec, Launch, Size, register

# Pinned by wgmma_sp_sm90.cu.
WGMMA_SP_THREADS = 128
WGMMA_SP_TILE = (64, 64, 128)   # one warpgroup's tile of D and its K step
WGMMA_SP_K = 32                 # m64n64k32: four sparse wgmma per K step
#: kernel -> sparsity selector its inline PTX passes
WGMMA_SP_SELECTOR = {"wgmma_sp_sm90": 0, "wgmma_sp_sm90_rs": 1}


def sparse_24(rng: np.random.Generator, m: int, k: int) -> np.ndarray:
    """M x K f16-exact values (multiples of 1/2 in [-1.5, 1.5]), two non-zeros in every
    4-wide chunk of a row at random positions."""
    vals = rng.choice(np.array([-3, -2, -1, 1, 2, 3]) / 2.0, (m, k))
    pick = np.argsort(rng.random((m, k // 4, 4)), axis=-1)[..., :2]
    keep = np.zeros((m, k // 4, 4), bool)
    np.put_along_axis(keep, pick, True, axis=-1)
    return np.where(keep.reshape(m, k), vals, 0.0)


def compress_24(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(stored M x K/2, 4-bit index of every chunk M x K/4) of a 2:4 sparse ``a``."""
    m, k = a.shape
    ch = a.reshape(m, k // 4, 4)
    idx = np.sort(np.argsort(ch == 0, axis=-1, kind="stable")[..., :2], axis=-1)
    stored = np.take_along_axis(ch, idx, axis=-1).reshape(m, k // 2)
    return stored, (idx[..., 0] | (idx[..., 1] << 2)).astype(np.uint32)


def wgmma_sp_metadata(nib: np.ndarray, selector: int) -> np.ndarray:
    """The metadata register of every thread for every K = 32 step, ``(K/32, 128)`` uint32,
    from the chunk indices ``nib`` (64 x K/4) of one 64-row tile (module docstring)."""
    rows, nchunks = nib.shape
    out = np.zeros((nchunks // 8, WGMMA_SP_THREADS), np.uint32)
    for j in range(nchunks // 8):
        for row in range(rows):
            w, h, g = row // 16, (row % 16) // 8, row % 8
            for c in range(8):
                lane = 4 * g + 2 * selector + c // 4
                out[j, 32 * w + lane] |= np.uint32(nib[row, 8 * j + c]) << np.uint32(16 * h + 4 * (c % 4))
    return out


def _prepare(name: str, dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    m, n, k = size_tc(size, name, WGMMA_SP_TILE)
    a = sparse_24(rng, m, k)
    b = rng.choice(np.array([-3, -2, -1, 1, 2, 3]) / 2.0, (k, n))
    c0 = (rng.integers(-32, 33, (m, n)) / 4.0).astype(np.float32)
    stored, nib = compress_24(a)
    e = np.stack([wgmma_sp_metadata(nib[t:t + 64], WGMMA_SP_SELECTOR[name]) for t in range(0, m, 64)])
    d_a = dev.array(stored.astype(np.float16))
    d_bt = dev.array(np.ascontiguousarray(b.T).astype(np.float16))
    d_e, d_c = dev.array(e.reshape(-1)), dev.array(c0)
    d_d = dev.array(np.full((m, n), np.nan, np.float32))

    def check() -> CheckResult:
        want = (a @ b + c0).astype(np.float32)
        return exact(name, d_d.get(), want, "D = A@B + C (the uncompressed 2:4 A; every sum exact)")

    call = KernelCall(grid=(n // 64, m // 64), block=(WGMMA_SP_THREADS,),
                      args=(np.int32(m), np.int32(n), np.int32(k), d_a, d_bt, d_e, d_c, d_d))
    info = {"M": m, "N": n, "K": k, "A": "f16 2:4 sparse: compressed M x K/2 row-major + metadata per thread",
            "B": "column-major (B^T row-major, K-major)", "C/D": "row-major f32",
            "selector": WGMMA_SP_SELECTOR[name]}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


for _name, _form in (("wgmma_sp_sm90", "SS: compressed A and B through 128B-swizzled descriptors, selector 0"),
                     ("wgmma_sp_sm90_rs", "RS: compressed A from registers, B through a descriptor, selector 1")):
    register(
        KernelSpec(
            name=_name, ptx_file="wgmma_sp_sm90.ptx", symbol=_name,
            description=f"sm_90a sparse warpgroup MMA written with inline PTX, {_form}; wgmma.mma_async.sp "
            "m64n64k32 f16 x f16 + f32 with 2:4 sparse A, one warpgroup per 64x64 tile, K steps of 128; "
            "D = A@B + C, exact",
            size_help="M=N=K, or (M, N, K); M, N multiples of 64, K of 128", default_size=(64, 64, 128),
            test_sizes=((64, 64, 128), (128, 64, 256)),
            tolerance="exact (values chosen so every sum is exact)",
            prepare=functools.partial(_prepare, _name),
            launch_notes={"block": WGMMA_SP_THREADS, "grid": "(N/64, M/64)", "threadblock_tile": WGMMA_SP_TILE,
                          "static_shared_bytes": (3 if "rs" not in _name else 2) * 8192,
                          "instruction": "wgmma.mma_async.sp m64n64k32 (" + _form.split(":")[0] + ")"},
            tensor_core=True, min_sm=90,
        ),
    )
