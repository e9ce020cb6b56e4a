"""Ordinary HIP kernels compiled by clang-19 -O3 for gfx90a and gfx942
(tests/data/amdgpu/hip_typical.hip) run to numpy's results under both drivers: softmax and
layer norm (LDS + ds_bpermute wave reductions, v_exp_f32, division, rsqrt), an LDS tile
transpose, a block scan with __shfl_up, atomics on int / uint / float / double / u64 plus
a CAS loop, and f16 / packed-f16 / bf16 arithmetic (D16 stores)."""

from __future__ import annotations

from pathlib import Path

import ml_dtypes
import numpy as np
import pytest

import tcsim

DATA = Path(__file__).resolve().parents[2] / "data" / "amdgpu"
ARCHS = ["mi200", "mi300"]



def _mod(arch):
    dev = tcsim.Device(arch=arch)
    return dev, dev.load_asm(DATA / f"hip_typical.{dev.config.isa}.s")


@pytest.mark.usefixtures("both_drivers")
@pytest.mark.parametrize("arch", ARCHS)
def test_softmax_and_layernorm(arch):
    """exp and the reductions are not bit-exact models of numpy's (v_exp_f32 is the
    library's ex2, sums run in another order): agreement to a few f32 ulps."""
    rng = np.random.default_rng(4)
    rows, n = 3, 700
    x = (rng.standard_normal((rows, n)) * 3).astype(np.float32)
    dev, mod = _mod(arch)
    out = dev.zeros(rows * n, np.float32)
    mod.get_function("softmax_rows")((rows,), (256,), (out, dev.array(x.ravel()), np.int32(n)))
    e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
    np.testing.assert_allclose(out.get().reshape(rows, n), e / e.sum(axis=1, keepdims=True), rtol=2e-6, atol=1e-9)
    g = rng.standard_normal(n).astype(np.float32)
    bt = rng.standard_normal(n).astype(np.float32)
    mod.get_function("layernorm_rows")((rows,), (256,), (out, dev.array(x.ravel()), dev.array(g), dev.array(bt),
                                                          np.int32(n), np.float32(1e-5)))
    xd = x.astype(np.float64)
    mean = xd.mean(axis=1, keepdims=True)
    var = (xd * xd).mean(axis=1, keepdims=True) - mean * mean
    want = (xd - mean) / np.sqrt(var + 1e-5) * g + bt
    np.testing.assert_allclose(out.get().reshape(rows, n), want, rtol=1e-5, atol=2e-5)


@pytest.mark.usefixtures("both_drivers")
@pytest.mark.parametrize("arch", ARCHS)
def test_transpose_through_lds(arch):
    rows, cols = 70, 45
    x = np.arange(rows * cols, dtype=np.float32).reshape(rows, cols)
    dev, mod = _mod(arch)
    out = dev.zeros(rows * cols, np.float32)
    mod.get_function("transpose_lds")((2, 3), (32, 8), (out, dev.array(x.ravel()), np.int32(rows), np.int32(cols)))
    assert np.array_equal(out.get().reshape(cols, rows), x.T)


@pytest.mark.usefixtures("both_drivers")
@pytest.mark.parametrize("arch", ARCHS)
def test_block_scan_with_shfl_up(arch):
    n = 1000
    x = np.random.default_rng(5).integers(-50, 50, n).astype(np.float32)   # exact sums
    dev, mod = _mod(arch)
    out = dev.zeros(n, np.float32)
    mod.get_function("block_scan")((4,), (256,), (out, dev.array(x), np.int32(n)))
    pad = np.zeros(1024, np.float32)
    pad[:n] = x
    assert np.array_equal(out.get(), np.cumsum(pad.reshape(4, 256), axis=1).ravel()[:n])


@pytest.mark.parametrize("mode", ["functional", "timing"])
@pytest.mark.parametrize("arch", ARCHS)
def test_atomics_of_several_types(arch, mode):
    """Under each driver separately: the CAS loop's trip count depends on how the waves
    interleave, so the two drivers execute different instruction counts (same results)."""
    n = 1000
    k = np.random.default_rng(6).integers(-5000, 5000, n).astype(np.int32)
    b = k & 15
    dev, mod = _mod(arch)
    ci0 = np.zeros(48, np.int32)
    ci0[16:32], ci0[32:48] = np.iinfo(np.int32).min, np.iinfo(np.int32).max
    ci, cu, cf = dev.array(ci0), dev.zeros(32, np.uint32), dev.zeros(32, np.float32)
    cd, c64 = dev.zeros(16, np.float64), dev.zeros(16, np.uint64)
    mod.get_function("atomics_mix")((4,), (256,), (ci, cu, cf, cd, c64, dev.array(k), np.int32(n)), mode=mode)
    ci, cu, cf, cd, c64 = (a.get() for a in (ci, cu, cf, cd, c64))
    ku = k.astype(np.int64) & 0xFFFFFFFF
    for j in range(16):
        s = k[b == j]
        assert ci[j] == s.sum() and ci[16 + j] == s.max() and ci[32 + j] == s.min()
        assert cu[j] == ((ku[b == j] * 2654435761) & 0xFFFFFFFF).max()
        assert cu[16 + j] == np.bitwise_or.reduce(np.left_shift(1, s & 31).astype(np.uint32))
        assert cf[j] == ((s & 1023) * 0.25).sum()
        assert cd[j] == (s * 0.5).sum()
        assert c64[j] == int(((ku[b == j] << 20).astype(np.uint64)).sum())
        assert cf[16 + j] == max(0.0, float(s.max()))


@pytest.mark.usefixtures("both_drivers")
@pytest.mark.parametrize("arch", ARCHS)
def test_half_and_bfloat16(arch):
    n = 700
    rng = np.random.default_rng(7)
    a = (rng.standard_normal(n) * 4).astype(np.float16)
    b = (rng.standard_normal(n) * 4).astype(np.float16)
    ba = (rng.standard_normal(n) * 4).astype(ml_dtypes.bfloat16)
    bb = (rng.standard_normal(n) * 4).astype(ml_dtypes.bfloat16)
    dev, mod = _mod(arch)
    oh, oh2, ob = dev.zeros(2 * n, np.float16), dev.zeros(2 * n, np.float16), dev.zeros(2 * n, np.uint16)
    args = (oh, oh2, ob, dev.array(a), dev.array(b), dev.array(ba.view(np.uint16)), dev.array(bb.view(np.uint16)),
            np.int32(n))
    mod.get_function("half_bf16_math")((3,), (256,), args)
    f = lambda v: v.astype(np.float64)  # noqa: E731   exact products and sums of 16-bit values
    fma16 = lambda x, y, z: (f(x) * f(y) + f(z)).astype(np.float16)  # noqa: E731  one rounding
    got = oh.get()
    assert np.array_equal(got[:n], (f(fma16(a, b, a)) - f(b)).astype(np.float16))   # contracted x*y + x, then - y
    assert np.array_equal(got[n:], np.maximum(a, b))
    got2 = oh2.get().reshape(n, 2)
    assert np.array_equal(got2[:, 0], fma16(a, b, a))
    assert np.array_equal(got2[:, 1], fma16(b, np.float16(1.5), b))
    gotb = ob.get().view(ml_dtypes.bfloat16)
    fma32 = (f(ba) * f(bb) + f(ba)).astype(np.float32)                                   # v_fma_f32
    assert np.array_equal(gotb[:n], fma32.astype(ml_dtypes.bfloat16))
    assert np.array_equal(gotb[n:], (a.astype(np.float32) + ba.astype(np.float32)).astype(ml_dtypes.bfloat16))
