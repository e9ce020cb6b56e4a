"""Instruction semantics through real nvcc output: tests/data/ptx/semantics/semantics.ptx
(from semantics.cu, ``nvcc -arch=compute_75 -ptx``; nvcc is not needed to run the tests).

The kernels use CUDA intrinsics whose PTX spellings are the ones nvcc emits (mul.hi,
prmt.b32, shf.l.wrap/shf.r.clamp, bfind.shiftamt, sad, add.rz.f32, mul.rp.f32, div.rm.f32,
rcp.rz.f32, cvt.rzi/rni/rmi, cvt.rn.f16.f32, shfl.sync with the |p output and packed c,
vote.sync, match.any.sync, activemask, bar.red.popc/and/or, atom.global.*/atom.shared.*,
ld.global.s8/s16/v4.u8/v2.f64, st.local.v4, generic ld through a call)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import fpref as R
import numpy as np
import pytest
from ptxkit import device

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


PTX = Path(__file__).resolve().parent.parent / "data" / "ptx" / "semantics" / "semantics.ptx"
RNG = np.random.default_rng(2024)


@pytest.fixture(scope="module")
def ptx_text() -> str:
    return PTX.read_text()


def load(ptx_text):
    dev = device()
    return dev, dev.load_ptx(ptx_text)


def i32(v: int) -> int:
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v >> 31 else v


# --------------------------------------------------------------------- integer intrinsics


def int_ref(x: int, y: int) -> list[int]:
    ux, uy = x & 0xFFFFFFFF, y & 0xFFFFFFFF
    s = uy & 31
    src = [(ux >> (8 * k)) & 0xFF for k in range(4)] + [(uy >> (8 * k)) & 0xFF for k in range(4)]
    perm = sum(src[(0x7251 >> (4 * k)) & 7] << (8 * k) for k in range(4))
    wide = (uy << 32) | ux
    q = 0 if y == 0 else (abs(x) // abs(y)) * (1 if (x >= 0) == (y >= 0) else -1)
    w = x * y
    return [i32(v) for v in [
        (x * y) >> 32, (ux * uy) >> 32, q, 0 if y == 0 else x - y * q,
        int(format(ux, "032b")[::-1], 2), 32 - ux.bit_length(), bin(ux).count("1"),
        0 if ux == 0 else (ux & -ux).bit_length(), perm,
        (wide << s) >> 32, wide >> min(uy, 32), abs(x - y) + 7, max(x, y) - min(x, y), abs(x),
        i32(w >> 32) ^ i32(w), (x >> s) + (ux >> s) + (x << s),
    ]]


def test_k_int(ptx_text):
    dev, mod = load(ptx_text)
    edges = [0, 1, -1, 2, 7, -7, 0x7FFFFFFF, -0x80000000, 0x12345678, -0x1234567, 31, 32, 33, 65]
    pairs = [(x, y) for x in edges for y in edges if not (x == -0x80000000 and y == -1)]
    pairs += [tuple(int(v) for v in RNG.integers(-2**31, 2**31, 2)) for _ in range(100)]
    n = len(pairs)
    a = np.array([p[0] for p in pairs], np.int32)
    b = np.array([p[1] for p in pairs], np.int32)
    out = dev.zeros(16 * n, np.int32)
    mod.get_function("k_int")((-(-n // 64),), (64,), (out, dev.array(a), dev.array(b), np.int32(n)))
    got = out.get().reshape(n, 16)
    for k, (x, y) in enumerate(pairs):
        assert got[k].tolist() == int_ref(x, y), (x, y)


# --------------------------------------------------------------------- float intrinsics and conversions


def f32(x) -> int:
    return R.bits_of("f32", x)


def fval(bits: int) -> Fraction:
    return R.decode(R.F32, bits)[2]


def sat_i(v: Fraction | None, lo: int, hi: int, mode: str) -> int:
    import math
    if v is None:
        return 0
    r = {"rn": round, "rz": math.trunc, "rm": math.floor, "rp": math.ceil}[mode](v)
    return min(max(r, lo), hi)


def f2i(bits: int, mode: str, lo: int, hi: int) -> int:
    kind, s, v = R.decode(R.F32, bits)
    if kind == "nan":  # PTX ISA 9.0: NaN -> 0, but 1 << 63 into a 64-bit integer
        return (lo if lo < 0 else 2**63) if hi >= 2**63 - 1 else 0
    if kind == "inf":
        return lo if s else hi
    return sat_i(v, lo, hi, mode)


def float_ref(xb: int, yb: int) -> tuple[list[int], list[int]]:
    one = f32(1.0)
    absx = xb & 0x7FFFFFFF
    xk, xs, xv = R.decode(R.F32, xb)
    sat = R.decode(R.F32, xb)
    if sat[0] == "nan":
        satv = 0
    elif sat[0] == "inf":
        satv = 0 if sat[1] else one
    else:
        satv = 0 if xv <= 0 else (one if xv >= 1 else xb)
    # (double)x * (double)y is exact; round it toward zero to f32
    prod = R.mul("f64", R.bits_of("f64", float(np.uint32(xb).view(np.float32))),
                 R.bits_of("f64", float(np.uint32(yb).view(np.float32))), "rn")
    pk, ps, pv = R.decode(R.F64, prod) if prod is not None else ("nan", 0, None)
    d2f = R.inf_bits(R.F32, ps) if pk == "inf" else (R.round_fraction(pv, R.F32, "rz", ps) if pk == "num" else None)
    h = R.round_fraction(xv, R.F16, "rn", xs) if xk == "num" else (R.inf_bits(R.F16, xs) if xk == "inf" else None)
    hk, hs, hv = R.decode(R.F16, h) if h is not None else ("nan", 0, None)
    h2f = None if h is None else (R.inf_bits(R.F32, hs) if hk == "inf" else R.round_fraction(hv, R.F32, "rn", hs))
    ri = i32(f2i(xb, "rz", -2**31, 2**31 - 1) | 0x1000001)
    xe9 = R.mul("f32", xb, f32(1e9), "rn")
    floats = [
        R.add("f32", xb, yb, "rz"), R.mul("f32", xb, yb, "rp"), R.div("f32", xb, yb, "rm"), R.sqrt("f32", absx, "rn"),
        R.rcp("f32", yb, "rz"), R.fma("f32", xb, yb, one, "rn"), None, None, satv, d2f, h2f,
        R.round_fraction(Fraction(ri), R.F32, "rp"),
    ]
    ints = [f2i(xb, "rn", -2**31, 2**31 - 1), i32(f2i(yb, "rz", 0, 2**32 - 1)),
            i32(f2i(xe9, "rm", -2**63, 2**63 - 1)), i32(xb ^ 0x80000000)]
    return floats, ints


def test_k_float(ptx_text):
    dev, mod = load(ptx_text)
    vals = [0.0, -0.0, 1.0, -1.0, 0.1, 3.0, -2.5, 1e-40, -1e-40, 1e30, -3e9, 65520.0, 0.33333334, 2.0**24 + 1,
            np.inf, -np.inf, 4.5e9, 7.25]
    pairs = [(x, y) for x in vals for y in vals]
    pairs += [tuple(RNG.standard_normal(2) * 10.0 ** RNG.integers(-5, 10)) for _ in range(60)]
    n = len(pairs)
    a = np.array([p[0] for p in pairs], np.float32)
    b = np.array([p[1] for p in pairs], np.float32)
    out = dev.zeros(12 * n, np.float32)
    iout = dev.zeros(4 * n, np.int32)
    mod.get_function("k_float")((-(-n // 64),), (64,), (out, iout, dev.array(a), dev.array(b), np.int32(n)))
    gf = out.get().view(np.uint32).reshape(n, 12)
    gi = iout.get().reshape(n, 4)
    names = ["add.rz", "mul.rp", "div.rm", "sqrt.rn", "rcp.rz", "fma.rn", "min", "max", "sat", "cvt.rz.f32.f64",
             "f16 round trip", "cvt.rp.f32.s32"]
    for k in range(n):
        xb, yb = int(a[k:k + 1].view(np.uint32)[0]), int(b[k:k + 1].view(np.uint32)[0])
        wf, wi = float_ref(xb, yb)
        for j, (g, w) in enumerate(zip(gf[k].tolist(), wf)):
            if j in (6, 7):  # fminf/fmaxf: compare values (no NaN inputs here)
                fx, fy = float(a[k]), float(b[k])
                want = min(fx, fy) if j == 6 else max(fx, fy)
                assert float(np.uint32(g).view(np.float32)) == want, (names[j], a[k], b[k])
                continue
            if w is None:
                assert R.decode(R.F32, g)[0] == "nan", (names[j], a[k], b[k], hex(g))
            else:
                assert g == w, (names[j], a[k], b[k], hex(g), hex(w))
        assert gi[k].tolist() == wi, (a[k], b[k], gi[k].tolist(), wi)


# --------------------------------------------------------------------- warp intrinsics and barrier reductions


def test_k_warp(ptx_text):
    dev, mod = load(ptx_text)
    block, grid = 64, 3
    n = block * grid
    v = RNG.integers(0, 40, n).astype(np.int32)
    v[block + 3] = 5000  # CTA 1, warp 0: __any_sync(v > 1000)
    v[2 * block:] = np.abs(v[2 * block:]) + 1
    v[2 * block + 40] = -3  # CTA 2: __syncthreads_and(v >= 0) is false
    v[5] = 5
    out = dev.zeros(10 * n, np.uint32)
    mod.get_function("k_warp")((grid,), (block,), (out, dev.array(v)))
    got = out.get().reshape(n, 10)
    vu = v.astype(np.int64) & 0xFFFFFFFF
    for i in range(n):
        lane, w0, c0 = i % 32, i - i % 32, i - i % block
        wv = v[w0:w0 + 32]
        cv = v[c0:c0 + block]
        seg8 = lane & ~7
        src_down = lane + 2 if (lane % 16) + 2 < 16 else lane
        want = [
            vu[w0 + lane - 3] if lane >= 3 else vu[i],
            vu[w0 + src_down],
            vu[w0 + (lane ^ 5)],
            vu[w0 + seg8 + (v[i] & 7)],
            sum(1 << j for j in range(32) if wv[j] & 1),
            int((wv > 1000).any()) + 2 * int((wv >= 0).all()),
            sum(1 << j for j in range(32) if (wv[j] & 3) == (v[i] & 3)),
            int(np.count_nonzero(cv & 2)),
            int((cv >= 0).all()) + 2 * int((cv == 5).any()),
            sum(1 << j for j in range(32) if wv[j] & 1) if v[i] & 1 else 0,
        ]
        assert got[i].tolist() == [int(x) for x in want], (i, got[i].tolist(), want)


# --------------------------------------------------------------------- atomics


def test_k_atomic(ptx_text):
    dev, mod = load(ptx_text)
    block, grid = 64, 2
    n = block * grid
    v = RNG.permutation(np.arange(1, n + 1)).astype(np.int32)
    init = np.array([100, -5, 10**6, -1, 0, 0x0F0F, 3, 2, 7, 0, 0, 0, 0, 0, 0, 0], np.int32)
    gi = dev.array(init)
    gu = dev.array(np.array([1], np.uint64))
    gf = dev.array(np.array([0.5], np.float32))
    gd = dev.array(np.array([0.25], np.float64))
    olds = dev.zeros(n, np.int32)
    mod.get_function("k_atomic")((grid,), (block,), (gi, gu, gf, gd, olds, dev.array(v)))
    g = gi.get().astype(np.int64)
    vs = v.astype(np.int64)
    assert g[0] == 100 + vs.sum()
    # the old values of the contended add are the partial sums of one order of the adds
    o = np.sort(olds.get().astype(np.int64))
    steps = np.diff(np.r_[o, g[0]])
    assert o[0] == 100 and sorted(steps.tolist()) == sorted(vs.tolist())
    assert gu.get()[0] == 1 + int((vs << 20).sum())
    assert gf.get()[0] == np.float32(0.5 + vs.sum())
    assert gd.get()[0] == 0.25 + 0.5 * vs.sum()
    assert g[1] == max(-5, vs.max()) and g[2] == min(10**6, vs.min())
    and_mask, or_mask, x = -1, 0, 0x0F0F
    for t in vs:
        and_mask &= ~(1 << (t & 31))
        or_mask |= 1 << (t & 31)
        x ^= t
    assert g[3] == i32(and_mask) and g[4] == i32(or_mask) and g[5] == x
    assert g[6] == (3 + n) % 18  # atomicInc wraps to 0 after 17
    assert g[7] == (2 - n) % 6  # atomicDec wraps to 5 at 0
    assert g[8] in vs.tolist()
    # atomicCAS(v-1 -> v): the successes form the chain 0 -> 1 -> ... -> g[9]
    assert 1 <= g[9] <= n
    # shared: per CTA, s[k] = max(sum of v over t%4 == k, max of v over (t+1)%4 == k)
    tot = [0, 0, 0, 0]
    for c in range(grid):
        cv = vs[c * block:(c + 1) * block]
        t = np.arange(block)
        for k in range(4):
            tot[k] += max(int(cv[(t & 3) == k].sum()), int(cv[((t + 1) & 3) == k].max()))
    assert g[10:14].tolist() == tot


# --------------------------------------------------------------------- memory accesses


def test_k_data(ptx_text):
    dev, mod = load(ptx_text)
    n = 64
    sc = RNG.integers(-128, 128, n).astype(np.int8)
    uc = RNG.integers(0, 256, n).astype(np.uint8)
    ss = RNG.integers(-2**15, 2**15, n).astype(np.int16)
    sc[:3] = [-128, -1, 127]
    uc[:3] = [255, 128, 0]
    ss[:3] = [-32768, -1, 32767]
    u4 = RNG.integers(0, 256, 4 * n).astype(np.uint8)
    d2 = (RNG.standard_normal(2 * n) * 1000).astype(np.float64)
    out = dev.zeros(8 * n, np.int32)
    mod.get_function("k_data")((1,), (n,), (out, dev.array(sc), dev.array(uc), dev.array(ss), dev.array(u4),
                                            dev.array(d2), np.int32(n)))
    got = out.get().reshape(n, 8)
    q = u4.reshape(n, 4).astype(np.int64)
    d = d2.reshape(n, 2)
    for i in range(n):
        want = [int(sc[i]), int(uc[i]), int(ss[i]), int(q[i, 0] + 2 * q[i, 1] + 4 * q[i, 2] + 8 * q[i, 3]),
                int(np.trunc(d[i, 0] - d[i, 1])), i + ((i * 7) & 15), ((i + 1) % n) * 3, int(sc[i])]
        assert got[i].tolist() == want, i
