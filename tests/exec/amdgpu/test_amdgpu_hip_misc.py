"""Everyday HIP device code compiled by clang-19 -O3 for gfx90a and gfx942
(tests/data/amdgpu/hip_misc.hip) against numpy, under both drivers (except the racy
float atomic, run per driver): integer division, LDS, transcendentals, bit operations,
vector loads, ballot / ds_swizzle, 64-bit integers, conversions, f16 math."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import tcsim

DATA = Path(__file__).resolve().parents[2] / "data" / "amdgpu"
ARCHS = ["mi200", "mi300"]
N = 300


class Kernels:
    def __init__(self, arch):
        self.dev = tcsim.Device(arch=arch)
        self.mod = self.dev.load_asm(DATA / f"hip_misc.{self.dev.config.isa}.s")

    def __call__(self, name, out_n, out_dt, *inputs, grid=2, block=256, shared_mem=0, mode=None):
        out = self.dev.zeros(out_n, out_dt)
        args = [out] + [self.dev.array(x) if isinstance(x, np.ndarray) else x for x in inputs]
        kw = {"shared_mem": shared_mem} if shared_mem else {}
        if mode:
            kw["mode"] = mode
        self.mod.get_function(name)((grid,), (block,), tuple(args), **kw)
        return out.get()


def _cdiv(a, b):
    """C integer division (toward zero) and remainder, exactly."""
    q = np.array([abs(int(x)) // abs(int(y)) * (1 if (x < 0) == (y < 0) else -1) for x, y in zip(a, b)])
    return q, np.array([int(x) - int(y) * int(z) for x, y, z in zip(a, b, q)])


@pytest.fixture(scope="module", params=ARCHS)
def k(request):
    return Kernels(request.param)


pytestmark = pytest.mark.usefixtures("both_drivers")
rng = np.random.default_rng(11)


def test_integer_division(k):
    a, b = rng.integers(-2**62, 2**62, N), rng.integers(-2**31, 2**31, N)
    b[b == 0] = 3
    o = k("int64_div", 3 * N, np.int64, a, b, np.int32(N))
    q, r = _cdiv(a, b)
    assert np.array_equal(o[:N], q) and np.array_equal(o[N:2 * N], r)
    assert np.array_equal(o[2 * N:].view(np.uint64), a.astype(np.uint64) // (b & 0xFFFFFFFF).astype(np.uint64))
    a32, b32 = rng.integers(-2**31, 2**31, N).astype(np.int32), rng.integers(-1000, 1000, N).astype(np.int32)
    b32[b32 == 0] = 7
    o = k("int32_divmod", 4 * N, np.int32, a32, b32, np.int32(N))
    q, r = _cdiv(a32, b32)
    assert np.array_equal(o[:N], q) and np.array_equal(o[N:2 * N], r)
    assert np.array_equal(o[2 * N:3 * N].view(np.uint32), a32.view(np.uint32) // 7)
    assert np.array_equal(o[3 * N:], np.fmod(a32, 13))


def test_dynamic_lds_and_64_bit_integers(k):
    x = rng.standard_normal(512).astype(np.float32)
    assert np.array_equal(k("dyn_shared", 512, np.float32, x, np.int32(512), shared_mem=1024),
                          x.reshape(2, 256)[:, ::-1].ravel())
    a = rng.integers(-2**40, 2**40, N)
    o = k("i64math", 3 * N, np.int64, a, np.int32(N))
    with np.errstate(over="ignore"):
        assert np.array_equal(o[:N], a * 1234567891011 + np.abs(a))
        assert np.array_equal(o[2 * N:], ((a.astype(np.uint64) * a.astype(np.uint64)) >> np.uint64(3)).astype(np.int64))
    assert np.array_equal(o[N:2 * N], np.maximum(a, 5))


def test_transcendentals_and_double(k):
    """v_sin/cos/exp/log_f32 are approximations (hardware and model alike): a few ulps."""
    x = (rng.standard_normal(N) * 3).astype(np.float32)
    o = k("transcend", 5 * N, np.float32, x, np.int32(N))
    xd = x.astype(np.float64)
    np.testing.assert_allclose(o[:N], np.sin(xd) + np.cos(xd), atol=3e-6)
    np.testing.assert_allclose(o[N:2 * N], np.log(np.abs(xd) + 1), rtol=3e-6, atol=1e-7)
    np.testing.assert_allclose(o[2 * N:3 * N], np.abs(xd) ** 1.7, rtol=5e-6)
    np.testing.assert_allclose(o[4 * N:], np.exp2(xd) + np.log2(np.abs(xd) + 2), rtol=3e-6)
    d = rng.standard_normal(N) * 10
    o = k("dmath", 2 * N, np.float64, d, np.int32(N))
    assert np.array_equal(o[:N], np.sqrt(np.abs(d)) + d / 3.0)           # IEEE sqrt and division
    assert np.array_equal(o[N:], np.floor(d * 2.5))


def test_bit_operations(k):
    u = rng.integers(0, 2**32, N, dtype=np.uint64).astype(np.uint32)
    u64 = rng.integers(0, 2**63, N, dtype=np.uint64) * np.uint64(2) + np.uint64(1)
    o = k("bits", 4 * N, np.uint32, u, u64, np.int32(N))
    pc = np.array([bin(int(t)).count("1") for t in u])
    clz = np.array([32 - int(t | 1).bit_length() for t in u])
    ffs = np.array([(int(t) & -int(t)).bit_length() for t in u])
    assert np.array_equal(o[:N], pc + 3 * clz + 7 * ffs)
    assert np.array_equal(o[N:2 * N], np.array([bin(int(t)).count("1") + 64 - int(t | 1).bit_length() for t in u64]))
    rev = np.array([int(f"{int(t):032b}"[::-1], 2) for t in u], np.uint32)
    assert np.array_equal(o[2 * N:3 * N], rev ^ u.byteswap())
    shifted = (u64 >> (u & 63).astype(np.uint64)) + (u64.astype(np.int64) >> 7).astype(np.uint64)
    assert np.array_equal(o[3 * N:], shifted.astype(np.uint32))


def test_vector_loads_ballot_and_swizzle(k):
    v = rng.integers(0, 256, (N, 4)).astype(np.uint8)
    h = rng.standard_normal((N, 2)).astype(np.float16)
    o = k("vec_bytes", 4 * N, np.float32, v, h, np.int32(N)).reshape(N, 4)
    hv = h.astype(np.float32)
    assert np.array_equal(o, np.stack([v[:, 0], v[:, 1] + hv[:, 0], v[:, 2] * hv[:, 1], v[:, 3] >> 1], 1).astype(np.float32))
    x = rng.standard_normal(512).astype(np.float32)
    o = k("ballot_shfl", 1024, np.uint64, x, np.int32(500))
    xx = np.where(np.arange(512) < 500, x, 0).astype(np.float32).reshape(8, 64)
    ballot = np.array([sum(1 << l for l in range(64) if xx[w, l] > 0) for w in range(8)], np.uint64)
    assert np.array_equal(o[:500], np.repeat(ballot, 64)[:500])
    swap1 = xx[:, np.arange(64) ^ 1].ravel()[:500]                       # swizzle(SWAP,1)
    assert np.array_equal(o[500:1000], swap1.view(np.uint32).astype(np.uint64))


def test_conversions(k):
    f = (rng.standard_normal(N) * 30).astype(np.float32)      # (signed char) of out-of-range is UB in C
    d = rng.standard_normal(N) * 1e6
    o = k("float_conv", 5 * N, np.int32, f, d, np.int32(N))
    assert np.array_equal(o[:N], np.rint(f).astype(np.int32))
    assert np.array_equal(o[2 * N:3 * N], np.trunc(d).astype(np.int64).astype(np.int32))
    assert np.array_equal(o[3 * N:4 * N], np.trunc(f.astype(np.float64) * 3.0).astype(np.int32))
    t = np.trunc(f).astype(np.int32)
    assert np.array_equal(o[4 * N:], t.astype(np.int16).astype(np.int32) + t)
    kk = rng.integers(-70000, 70000, N).astype(np.int32)
    o = k("f16conv", 5 * N, np.float16, f, d / 1e3, kk, np.int32(N))
    with np.errstate(over="ignore"):
        assert np.array_equal(o[:N], f.astype(np.float16))
        assert np.array_equal(o[N:2 * N], (d / 1e3).astype(np.float16))
        assert np.array_equal(o[2 * N:3 * N], kk.astype(np.float64).astype(np.float16))
        assert np.array_equal(o[3 * N:4 * N], kk.astype(np.uint16).astype(np.float16))
        ht = np.trunc(f.astype(np.float16).astype(np.float64))
        assert np.array_equal(o[4 * N:], (ht + ht.astype(np.int16)).astype(np.float16))


def test_half_math(k):
    hx = (rng.standard_normal(N) * 8).astype(np.float16)
    o = k("hmath", 4 * N, np.float16, hx, np.int32(N))
    h64 = hx.astype(np.float64)
    assert np.array_equal(o[:N], (h64 / 3).astype(np.float16))               # f16 division, correctly rounded here
    assert np.array_equal(o[N:2 * N], np.sqrt(np.abs(h64)).astype(np.float16))
    with np.errstate(over="ignore"):                                         # expf of f16 input, back to f16
        np.testing.assert_allclose(o[2 * N:3 * N], np.exp(h64).astype(np.float16), rtol=1e-3, atol=6e-8)
    assert np.array_equal(o[3 * N:], np.floor(hx) + np.ceil(hx))


@pytest.mark.parametrize("mode", ["functional", "timing"])
def test_float_atomic_sum(mode):
    for arch in ARCHS:
        x = (rng.integers(-100, 100, 500) * 0.5).astype(np.float32)          # exact sums in any order
        o = Kernels(arch)("sum_atomic", 1, np.float32, x, np.int32(500), mode=mode)
        assert o[0] == x.sum()


# ---- second batch ------------------------------------------------------------------------

def test_switch_fmed3_and_misc_float(k):
    v = rng.integers(-1000, 1000, 500).astype(np.int32)
    o = k("switchy", 500, np.int32, v, np.int32(500))
    c = v & 7
    want = np.select([c == 0, c == 1, c == 2, c == 3, c == 4, c == 5, c == 6],
                     [v * 3, v ^ 0x55, v - 7, v >> 2, -v, v | 1, v * v], 42)
    assert np.array_equal(o, want)
    x = (rng.standard_normal(500) * 3).astype(np.float32)
    o = k("med_misc", 1000, np.float32, x, np.int32(500))
    xd = x.astype(np.float64)
    rnd = np.where(xd >= 0, np.floor(xd + 0.5), np.ceil(xd - 0.5))
    want = (np.clip(xd, -1, 1) + np.minimum(xd, 0.25) + np.copysign(2, xd) + (xd - np.floor(xd)) + xd * 8 + rnd
            + (xd * xd + 1))
    np.testing.assert_allclose(o[:500], want, rtol=1e-6)         # f32 evaluation order of a long sum
    assert np.array_equal(o[500:], x * 2)


def test_packed_shorts(k):
    a = rng.integers(-30000, 30000, (500, 2)).astype(np.int16)
    b = rng.integers(-30000, 30000, (500, 2)).astype(np.int16)
    o = k("shorts", 2000, np.int16, a, b, np.int32(500)).reshape(1000, 2)
    with np.errstate(over="ignore"):
        assert np.array_equal(o[:500], (a * b + (a >> 1) - b).astype(np.int16))
    assert np.array_equal(o[500:, 0], np.minimum(a[:, 0], b[:, 0])) and np.array_equal(o[500:, 1], np.maximum(a[:, 1], b[:, 1]))


def test_register_array_with_packed_f32_constants(k):
    """A 64-float private array that LLVM keeps in VGPRs and updates with v_pk_fma_f32
    v, v, 0.5, v op_sel_hi:[1,0,1] (an f32 inline constant in the low half only)."""
    x = rng.standard_normal(100).astype(np.float32)
    o = k("spill", 64, np.float32, x, np.int32(100), np.int32(7), grid=1, block=64)
    want = []
    for i in range(64):
        acc = [x[(i + j * 7) % 100].astype(np.float64) for j in range(64)]
        for r in range(4):
            for j in range(64):
                acc[(j * 7 + r) & 63] = float(np.float32(acc[(j * 7 + r) & 63] + acc[j] * 0.5))   # fma, exact *0.5
        t = 0.0
        for j in range(64):
            t = float(np.float32(t + acc[j] * (j + 1)))                                             # fma chain
        want.append(t)
    assert np.array_equal(o, np.array(want, np.float32))


@pytest.mark.parametrize("mode", ["functional", "timing"])
def test_lds_and_global_atomics(mode):
    for arch in ARCHS:
        kk = Kernels(arch)
        v = rng.integers(0, 1000, 512).astype(np.int32)
        o = kk("lds_atomics", 1512, np.int32, v, np.int32(512), mode=mode)
        for w in range(2):
            vv = v[w * 256:(w + 1) * 256]
            m = [(vv & 7) == j for j in range(8)]
            assert list(o[w * 24 + 8:w * 24 + 16]) == [vv[x].max() if x.any() else 0 for x in m]   # ds_max_u32
            assert list(o[w * 24 + 16:w * 24 + 24]) == [int(0.5 * x.sum()) for x in m]           # ds_add_f32
        x = rng.standard_normal(500).astype(np.float32)
        dev = kk.dev
        f, d = dev.array(np.array([-np.inf, np.inf], np.float32)), dev.array(np.array([-np.inf]))
        u, h = dev.zeros(2, np.uint32), dev.zeros(2, np.float16)
        kk.mod.get_function("global_atomics2")((2,), (256,), (f, d, u, h, dev.array(x), np.int32(500)), mode=mode)
        assert list(f.get()) == [x.max(), x.min()] and d.get()[0] == x.max()
        assert list(u.get()) == [500, 500 % 101]                  # add; inc wraps at 100
        assert list(h.get()) == [500.0, 250.0]                    # global_atomic_pk_add_f16
