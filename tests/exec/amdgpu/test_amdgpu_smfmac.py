"""Sparse GEMMs compiled by clang-19 for gfx942 with __builtin_amdgcn_smfmac_*
(tests/data/amdgpu/smfmac.hip): four of the SMFMAC instructions, three index-set
selections (abid:1 for 16-bit inputs, abid:1 with 8-bit inputs, cbsz:1 abid:3 = set 0),
K loops that accumulate into D, several tiles; results equal numpy's dense A @ B + C
(data chosen so every sum is exact) under both drivers."""

from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

import tcsim

DATA = Path(__file__).resolve().parents[2] / "data" / "amdgpu"
pytestmark = pytest.mark.usefixtures("both_drivers")

# kernel, tile, K step, A dtype (in memory), B dtype, accumulator dtype
KERNELS = {
    "smfmac_f16_16x16x32": (16, np.float16, np.float16, np.float32),
    "smfmac_bf16_32x32x16": (32, ml_dtypes.bfloat16, ml_dtypes.bfloat16, np.float32),
    "smfmac_i8_16x16x64": (16, np.int8, np.int8, np.int32),
    "smfmac_bf8_fp8_32x32x32": (32, ml_dtypes.float8_e5m2fnuz, ml_dtypes.float8_e4m3fnuz, np.float32),
}


def raw(x):
    """ml_dtypes arrays (bf16, fp8) as their raw bits for the device."""
    return x if x.dtype in (np.float16, np.float32, np.int8, np.int32) else x.view(f"u{x.dtype.itemsize}")


def _sparse(rng, M, K, dt):
    """A dense 4:2 sparse matrix, its stored values [M][K/2] and index bytes [M][K/4]."""
    if np.issubdtype(dt, np.integer):
        vals = rng.integers(-128, 128, (M, K // 2)).astype(dt)
    else:
        vals = (rng.integers(-6, 7, (M, K // 2)) * 0.5).astype(dt)
    pos = np.sort(np.argsort(rng.random((M, K // 4, 4)), axis=-1)[..., :2], axis=-1)   # two of four, increasing
    dense = np.zeros((M, K // 4, 4), np.float64)
    np.put_along_axis(dense, pos, vals.reshape(M, K // 4, 2).astype(np.float64), axis=-1)
    meta = (pos[..., 0] | pos[..., 1] << 2).astype(np.uint8)
    return dense.reshape(M, K), vals, meta


@pytest.mark.parametrize("kernel", list(KERNELS))
def test_sparse_gemm_matches_numpy(kernel):
    tile, adt, bdt, cdt = KERNELS[kernel]
    M, N, K = 2 * tile, 2 * tile, 128
    rng = np.random.default_rng(7)
    dense, vals, meta = _sparse(rng, M, K, adt)
    if np.issubdtype(bdt, np.integer):
        B = rng.integers(-128, 128, (K, N)).astype(bdt)
        C = rng.integers(-2**20, 2**20, (M, N)).astype(cdt)
    else:
        B = (rng.integers(-6, 7, (K, N)) * 0.25).astype(bdt)
        C = (rng.integers(-64, 65, (M, N)) * 0.5).astype(cdt)
    want = dense @ B.astype(np.float64) + C.astype(np.float64)
    dev = tcsim.Device(arch="mi300")
    mod = dev.load_asm(DATA / "smfmac.gfx942.s")
    d = dev.empty(M * N, dtype=cdt)
    args = [d, dev.array(raw(vals).ravel()), dev.array(meta.ravel()), dev.array(raw(B).ravel()),
            dev.array(C.ravel()), np.int32(M), np.int32(N), np.int32(K)]
    mod.get_function(kernel)(((M // tile) * (N // tile),), (64,), tuple(args))
    got = d.get().reshape(M, N).astype(np.float64)
    assert np.array_equal(got, want)


def test_the_compiled_code_is_sparse_mfma():
    text = (DATA / "smfmac.gfx942.s").read_text()
    for ins in ("v_smfmac_f32_16x16x32_f16", "v_smfmac_f32_32x32x16_bf16", "v_smfmac_i32_16x16x64_i8",
                "v_smfmac_f32_32x32x32_bf8_fp8"):
        assert f"\t{ins} " in text, ins
    assert "abid:1" in text and "cbsz:1 abid:3" in text
