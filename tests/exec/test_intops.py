"""tcsim.exec.intops against per-element Python-int references of the PTX ISA pseudocode."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tcsim.exec import intops as I

pytestmark = pytest.mark.filterwarnings("error")  # wrap-around must not warn

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

DTYPES = {
    (16, True): np.int16, (32, True): np.int32, (64, True): np.int64,
    (16, False): np.uint16, (32, False): np.uint32, (64, False): np.uint64,
}
ALL_TYPES = list(DTYPES)
T32_64 = [k for k in ALL_TYPES if k[0] in (32, 64)]
T16_32 = [k for k in ALL_TYPES if k[0] in (16, 32)]

# ------------------------------------------------------------------------ helpers


def wrap(v: int, bits: int, signed: bool) -> int:
    v &= (1 << bits) - 1
    if signed and v >> (bits - 1):
        v -= 1 << bits
    return v


def u(v: int, bits: int) -> int:
    return v & ((1 << bits) - 1)


def edges(bits: int, signed: bool) -> list[int]:
    if signed:
        lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        return [0, 1, -1, 2, -2, lo, hi, lo + 1, hi - 1, 0x7F, -0x80, 0xFF]
    m = (1 << bits) - 1
    return [0, 1, 2, m, m - 1, 1 << (bits - 1), (1 << (bits - 1)) - 1, 0xFF, 0x80]


def ints(bits: int, signed: bool):
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return st.one_of(st.sampled_from(edges(bits, signed)), st.integers(lo, hi))


AMOUNTS = [0, 1, 2, 7, 8, 15, 16, 17, 24, 31, 32, 33, 48, 63, 64, 65, 127, 128, 255, 256,
           0x1FF, 0x100 + 5, 2**31, 2**32 - 1]
amounts = st.one_of(st.sampled_from(AMOUNTS), st.integers(0, 2**32 - 1))
small_amounts = st.one_of(st.sampled_from(AMOUNTS), st.integers(0, 80))


def rows(*strats, max_size=24):
    return st.lists(st.tuples(*strats), min_size=1, max_size=max_size)


def col(rs, i, dt):
    return np.array([r[i] for r in rs], dtype=dt)


def check(got, expected, dtype):
    got = np.asarray(got)
    assert got.dtype == np.dtype(dtype), (got.dtype, dtype)
    assert [int(x) for x in got.ravel()] == list(expected)


def ext(v: int, bits: int, signed: bool) -> int:
    """Low ``bits`` of v, sign or zero extended."""
    return wrap(v, bits, signed)


# ------------------------------------------------------------------ arithmetic


@pytest.mark.parametrize("bits,signed", ALL_TYPES)
@SETTINGS
@given(data=st.data())
def test_mul_mad(bits, signed, data):
    dt = DTYPES[bits, signed]
    rs = data.draw(rows(ints(bits, signed), ints(bits, signed), ints(bits, signed)))
    a, b, c = (col(rs, i, dt) for i in range(3))
    check(I.mul_lo(a, b), [wrap(x * y, bits, signed) for x, y, _ in rs], dt)
    check(I.mul_hi(a, b), [wrap((x * y) >> bits, bits, signed) for x, y, _ in rs], dt)
    check(I.mad_lo(a, b, c), [wrap(x * y + z, bits, signed) for x, y, z in rs], dt)
    check(I.mad_hi(a, b, c), [wrap(((x * y) >> bits) + z, bits, signed) for x, y, z in rs], dt)
    check(I.add(a, b), [wrap(x + y, bits, signed) for x, y, _ in rs], dt)
    check(I.sub(a, b), [wrap(x - y, bits, signed) for x, y, _ in rs], dt)
    check(I.sad(a, b, c), [wrap(z + (y - x if x < y else x - y), bits, signed) for x, y, z in rs], dt)
    if bits < 64:
        wdt = DTYPES[2 * bits, signed]
        check(I.mul_wide(a, b), [x * y for x, y, _ in rs], wdt)
        cw = np.array([wrap(z * 77777, 2 * bits, signed) for *_, z in rs], dtype=wdt)
        check(I.mad_wide(a, b, cw), [wrap(x * y + int(w), 2 * bits, signed) for (x, y, _), w in zip(rs, cw)], wdt)
    else:
        with pytest.raises(TypeError):
            I.mul_wide(a, b)


@SETTINGS
@given(rs=rows(ints(32, True), ints(32, True), ints(32, True)))
def test_mad_hi_sat_and_add_sat(rs):
    a, b, c = (col(rs, i, np.int32) for i in range(3))
    clamp = lambda v: max(-(2**31), min(2**31 - 1, v))  # noqa: E731
    check(I.mad_hi(a, b, c, sat=True), [clamp(wrap((x * y) >> 32, 32, True) + z) for x, y, z in rs], np.int32)
    check(I.add_sat(a, b), [clamp(x + y) for x, y, _ in rs], np.int32)
    check(I.sub_sat(a, b), [clamp(x - y) for x, y, _ in rs], np.int32)


@pytest.mark.parametrize("signed", [True, False])
@SETTINGS
@given(data=st.data())
def test_mul24_mad24(signed, data):
    dt = DTYPES[32, signed]
    rs = data.draw(rows(ints(32, signed), ints(32, signed), ints(32, signed)))
    a, b, c = (col(rs, i, dt) for i in range(3))

    def t(x, y):
        return ext(x, 24, signed) * ext(y, 24, signed)

    check(I.mul24(a, b), [wrap(t(x, y), 32, signed) for x, y, _ in rs], dt)
    check(I.mul24(a, b, hi=True), [wrap(t(x, y) >> 16, 32, signed) for x, y, _ in rs], dt)
    check(I.mad24(a, b, c), [wrap(t(x, y) + z, 32, signed) for x, y, z in rs], dt)
    check(I.mad24(a, b, c, hi=True), [wrap((t(x, y) >> 16) + z, 32, signed) for x, y, z in rs], dt)
    if signed:
        clamp = lambda v: max(-(2**31), min(2**31 - 1, v))  # noqa: E731
        check(I.mad24(a, b, c, hi=True, sat=True),
              [clamp(wrap(t(x, y) >> 16, 32, True) + z) for x, y, z in rs], dt)


def ref_div(x, y, bits, signed):
    if y == 0:
        return wrap(-1, bits, signed)
    q = abs(x) // abs(y)
    return wrap(-q if (x < 0) != (y < 0) else q, bits, signed)


def ref_rem(x, y, bits, signed):
    if y == 0:
        return wrap(-1, bits, signed)
    q = abs(x) // abs(y)
    q = -q if (x < 0) != (y < 0) else q
    return wrap(x - y * q, bits, signed)


@pytest.mark.parametrize("bits,signed", ALL_TYPES)
@SETTINGS
@given(data=st.data())
def test_div_rem(bits, signed, data):
    dt = DTYPES[bits, signed]
    small = st.integers(-300, 300) if signed else st.integers(0, 300)
    rs = data.draw(rows(ints(bits, signed), st.one_of(ints(bits, signed), small)))
    a, b = col(rs, 0, dt), col(rs, 1, dt)
    check(I.div(a, b), [ref_div(x, y, bits, signed) for x, y in rs], dt)
    check(I.rem(a, b), [ref_rem(x, y, bits, signed) for x, y in rs], dt)


@pytest.mark.parametrize("bits", [16, 32, 64])
def test_div_edge_cases(bits):
    dt = DTYPES[bits, True]
    lo = -(1 << (bits - 1))
    a = np.array([lo, lo, 7, -7, 7, -7, 0], dtype=dt)
    b = np.array([-1, 0, 0, 0, -2, 2, 0], dtype=dt)
    assert [int(v) for v in I.div(a, b)] == [lo, -1, -1, -1, -3, -3, -1]
    assert [int(v) for v in I.rem(a, b)] == [0, -1, -1, -1, 1, -1, -1]
    ua = np.array([5, 0, 2**bits - 1], dtype=DTYPES[bits, False])
    assert [int(v) for v in I.div(ua, ua.dtype.type(0))] == [2**bits - 1] * 3
    assert [int(v) for v in I.rem(ua, ua.dtype.type(0))] == [2**bits - 1] * 3


@pytest.mark.parametrize("bits,signed", ALL_TYPES)
@SETTINGS
@given(data=st.data())
def test_abs_neg_min_max(bits, signed, data):
    dt = DTYPES[bits, signed]
    rs = data.draw(rows(ints(bits, signed), ints(bits, signed)))
    a, b = col(rs, 0, dt), col(rs, 1, dt)
    check(I.neg(a), [wrap(-x, bits, signed) for x, _ in rs], dt)
    check(I.min_(a, b), [min(x, y) for x, y in rs], dt)
    check(I.max_(a, b), [max(x, y) for x, y in rs], dt)
    if signed:
        check(I.abs_(a), [wrap(abs(x), bits, signed) for x, _ in rs], dt)
    if (bits, signed) == (32, True):
        check(I.min_(a, b, relu=True), [max(0, min(x, y)) for x, y in rs], dt)
        check(I.max_(a, b, relu=True), [max(0, x, y) for x, y in rs], dt)


def test_abs_neg_int_min():
    for bits in (16, 32, 64):
        lo = DTYPES[bits, True](-(1 << (bits - 1)))
        assert I.abs_(lo) == lo and I.neg(lo) == lo


@pytest.mark.parametrize("signed", [True, False])
@SETTINGS
@given(data=st.data())
def test_x2_simd(signed, data):
    rs = data.draw(rows(ints(32, False), ints(32, False)))
    a, b = col(rs, 0, np.uint32), col(rs, 1, np.uint32)

    def halves(v):
        return [ext(v, 16, signed), ext(v >> 16, 16, signed)]

    def join(lo, hi):
        return u(lo, 16) | (u(hi, 16) << 16)

    def ref(op, relu=False):
        out = []
        for x, y in rs:
            r = [op(p, q) for p, q in zip(halves(x), halves(y))]
            if relu:
                r = [max(0, v) for v in r]
            out.append(join(*r))
        return out

    check(I.add_x2(a, b), ref(lambda p, q: p + q), np.uint32)
    check(I.sub_x2(a, b), ref(lambda p, q: p - q), np.uint32)
    check(I.min_x2(a, b, signed=signed), ref(min), np.uint32)
    check(I.max_x2(a, b, signed=signed), ref(max), np.uint32)
    if signed:
        check(I.min_x2(a, b, signed=True, relu=True), ref(min, True), np.uint32)
        check(I.max_x2(a, b, signed=True, relu=True), ref(max, True), np.uint32)


# ------------------------------------------------------------ extended precision


@pytest.mark.parametrize("bits,signed", T32_64)
@SETTINGS
@given(data=st.data())
def test_carry_chain(bits, signed, data):
    dt = DTYPES[bits, signed]
    rs = data.draw(rows(ints(bits, signed), ints(bits, signed), ints(bits, signed), st.booleans()))
    a, b, c = (col(rs, i, dt) for i in range(3))
    cf = col(rs, 3, bool)

    def pair(got):
        d, f = got
        return d, np.asarray(f)

    # add.cc / addc: carry = bit n of the unsigned sum
    d, f = pair(I.addc(a, b, cf))
    sums = [u(x, bits) + u(y, bits) + k for x, y, _, k in rs]
    check(d, [wrap(s, bits, signed) for s in sums], dt)
    assert f.dtype == bool and f.tolist() == [bool(s >> bits) for s in sums]
    d, f = pair(I.add_cc(a, b))
    sums = [u(x, bits) + u(y, bits) for x, y, _, _ in rs]
    check(d, [wrap(s, bits, signed) for s in sums], dt)
    assert f.tolist() == [bool(s >> bits) for s in sums]
    # sub.cc / subc: CF is the borrow (a < b + CF_in, unsigned)
    d, f = pair(I.subc(a, b, cf))
    diffs = [u(x, bits) - u(y, bits) - k for x, y, _, k in rs]
    check(d, [wrap(s, bits, signed) for s in diffs], dt)
    assert f.tolist() == [s < 0 for s in diffs]
    d, f = pair(I.sub_cc(a, b))
    diffs = [u(x, bits) - u(y, bits) for x, y, _, _ in rs]
    check(d, [wrap(s, bits, signed) for s in diffs], dt)
    assert f.tolist() == [s < 0 for s in diffs]
    # mad.cc / madc (.lo and .hi)
    for hi in (False, True):
        def half(x, y, hi=hi):
            t = x * y
            return u(t >> bits, bits) if hi else u(t, bits)

        d, f = pair(I.madc(a, b, c, cf, hi=hi))
        sums = [half(x, y) + u(z, bits) + k for x, y, z, k in rs]
        check(d, [wrap(s, bits, signed) for s in sums], dt)
        assert f.tolist() == [bool(s >> bits) for s in sums]
        d, f = pair(I.mad_cc(a, b, c, hi=hi))
        sums = [half(x, y) + u(z, bits) for x, y, z, _ in rs]
        check(d, [wrap(s, bits, signed) for s in sums], dt)
        assert f.tolist() == [bool(s >> bits) for s in sums]


def test_carry_chain_128bit_add_and_sub():
    rng = np.random.default_rng(1)
    xs = [int(v) for v in rng.integers(0, 2**63, 50, dtype=np.uint64)] + [0, 2**64 - 1]
    ys = [int(v) for v in rng.integers(0, 2**63, 50, dtype=np.uint64)] + [2**64 - 1, 1]
    # 128-bit values as 4 u32 limbs
    X = [(x << 64) | (x * 3 & (2**64 - 1)) for x in xs]
    Y = [(y << 64) | (y * 5 & (2**64 - 1)) for y in ys]
    limbs = lambda V, i: np.array([(v >> (32 * i)) & 0xFFFFFFFF for v in V], np.uint32)  # noqa: E731
    d0, cf = I.add_cc(limbs(X, 0), limbs(Y, 0))
    d1, cf = I.addc(limbs(X, 1), limbs(Y, 1), cf)
    d2, cf = I.addc(limbs(X, 2), limbs(Y, 2), cf)
    d3, _ = I.addc(limbs(X, 3), limbs(Y, 3), cf)
    got = [int(a) | int(b) << 32 | int(c) << 64 | int(d) << 96 for a, b, c, d in zip(d0, d1, d2, d3)]
    assert got == [(x + y) % 2**128 for x, y in zip(X, Y)]
    d0, bf = I.sub_cc(limbs(X, 0), limbs(Y, 0))
    d1, bf = I.subc(limbs(X, 1), limbs(Y, 1), bf)
    d2, bf = I.subc(limbs(X, 2), limbs(Y, 2), bf)
    d3, bf = I.subc(limbs(X, 3), limbs(Y, 3), bf)
    got = [int(a) | int(b) << 32 | int(c) << 64 | int(d) << 96 for a, b, c, d in zip(d0, d1, d2, d3)]
    assert got == [(x - y) % 2**128 for x, y in zip(X, Y)]
    assert bf.tolist() == [x < y for x, y in zip(X, Y)]


# ------------------------------------------------------------------ bit manipulation


def ref_bfind(v, bits, signed, shiftamt):
    msb = bits - 1
    x = u(v, bits)
    if signed and x >> msb:
        x = ~x & ((1 << bits) - 1)
    d = 0xFFFFFFFF
    for i in range(msb, -1, -1):
        if x >> i & 1:
            d = i
            break
    if shiftamt and d != 0xFFFFFFFF:
        d = msb - d
    return d


@pytest.mark.parametrize("bits,signed", T32_64)
@SETTINGS
@given(data=st.data())
def test_popc_clz_bfind_brev(bits, signed, data):
    dt = DTYPES[bits, signed]
    rs = data.draw(rows(ints(bits, signed)))
    a = col(rs, 0, dt)
    vals = [u(x, bits) for (x,) in rs]
    check(I.popc(a), [bin(v).count("1") for v in vals], np.uint32)
    check(I.clz(a), [bits - v.bit_length() for v in vals], np.uint32)
    check(I.bfind(a), [ref_bfind(x, bits, signed, False) for (x,) in rs], np.uint32)
    check(I.bfind(a, shiftamt=True), [ref_bfind(x, bits, signed, True) for (x,) in rs], np.uint32)
    check(I.brev(a), [wrap(int(format(v, f"0{bits}b")[::-1], 2), bits, signed) for v in vals], dt)


def ref_fns(mask, base, offset):
    d = 0xFFFFFFFF
    if not 0 <= base <= 31:
        return d
    if offset == 0:
        return base if mask >> base & 1 else d
    pos, count, inc = base, abs(offset) - 1, (1 if offset > 0 else -1)
    while 0 <= pos < 32:
        if mask >> pos & 1:
            if count == 0:
                return pos
            count -= 1
        pos += inc
    return d


@SETTINGS
@given(rs=rows(ints(32, False), st.integers(-3, 40),
               st.one_of(st.integers(-34, 34), st.sampled_from([-(2**31), 2**31 - 1])), max_size=48))
def test_fns(rs):
    m = col(rs, 0, np.uint32)
    base = col(rs, 1, np.int32)
    off = col(rs, 2, np.int32)
    check(I.fns(m, base, off), [ref_fns(*r) for r in rs], np.uint32)
    ok = [r for r in rs if r[1] >= 0]
    if ok:  # unsigned base operand
        check(I.fns(col(ok, 0, np.uint32), col(ok, 1, np.uint32), col(ok, 2, np.int32)),
              [ref_fns(*r) for r in ok], np.uint32)


def test_fns_manual_examples():
    m = np.uint32(0xAAAAAAAA)
    assert [int(I.fns(m, b, o)) for b, o in [(3, 1), (3, -1), (2, 1), (2, -1)]] == [3, 3, 3, 1]


def ref_bfe(a, b, c, bits, signed):
    msb = bits - 1
    x = u(a, bits)
    pos, ln = b & 0xFF, c & 0xFF
    sbit = 0 if (not signed or ln == 0) else (x >> min(pos + ln - 1, msb)) & 1
    d = 0
    for i in range(bits):
        bit = (x >> (pos + i)) & 1 if (i < ln and pos + i <= msb) else sbit
        d |= bit << i
    return wrap(d, bits, signed)


def ref_bfi(a, b, c, d, bits):
    msb = bits - 1
    pos, ln = c & 0xFF, d & 0xFF
    f = u(b, bits)
    i = 0
    while i < ln and pos + i <= msb:
        f = (f & ~(1 << (pos + i))) | (((u(a, bits) >> i) & 1) << (pos + i))
        i += 1
    return f


@pytest.mark.parametrize("bits,signed", T32_64)
@SETTINGS
@given(data=st.data())
def test_bfe_bfi(bits, signed, data):
    dt = DTYPES[bits, signed]
    rs = data.draw(rows(ints(bits, signed), ints(bits, signed), amounts, amounts))
    a, b = col(rs, 0, dt), col(rs, 1, dt)
    pos, ln = col(rs, 2, np.uint32), col(rs, 3, np.uint32)
    check(I.bfe(a, pos, ln), [ref_bfe(x, p, n, bits, signed) for x, _, p, n in rs], dt)
    check(I.bfi(a, b, pos, ln), [wrap(ref_bfi(x, y, p, n, bits), bits, signed) for x, y, p, n in rs], dt)


@pytest.mark.parametrize("bits,signed", T32_64)
def test_bfe_grid(bits, signed):
    """Every pos/len pair in 0..72 plus 255/256 for a few fixed values."""
    dt = DTYPES[bits, signed]
    ps = list(range(0, 73)) + [127, 255, 256, 257]
    grid = [(p, n) for p in ps for n in ps]
    pos = np.array([p for p, _ in grid], np.uint32)
    ln = np.array([n for _, n in grid], np.uint32)
    for v in edges(bits, signed) + [wrap(0x8123456789ABCDEF, bits, signed)]:
        got = I.bfe(dt(v), pos, ln)
        assert got.dtype == dt
        assert [int(x) for x in got] == [ref_bfe(v, p, n, bits, signed) for p, n in grid]


def ref_bmsk(a, b, mode):
    M = 0xFFFFFFFF
    a1 = a & 0x1F
    mask0 = (M << a1) & M
    b1 = b & 0x1F
    s = a1 + b1
    mask1 = (M << s) & M
    overflow = s >= 32
    if mode == "clamp":
        if a >= 32:
            overflow = True
            mask0 = 0
        if b >= 32:
            overflow = True
    if overflow:
        mask1 = 0
    elif b1 == 0:
        mask1 = M
    return mask0 & ~mask1 & M


def ref_szext(a, b, mode, signed):
    M = 0xFFFFFFFF
    x = u(a, 32)
    b1 = b & 0x1F
    too_large = b >= 32 and mode == "clamp"
    mask = 0 if too_large else (M << b1) & M
    sign_pos = (b1 - 1) & 0x1F
    sbit = 0 if (b1 == 0 or too_large or not signed) else (x >> sign_pos) & 1
    return wrap((x & ~mask & M) | (mask if sbit else 0), 32, signed)


@pytest.mark.parametrize("mode", ["clamp", "wrap"])
@SETTINGS
@given(rs=rows(amounts, amounts, ints(32, True), max_size=48))
def test_bmsk_szext(mode, rs):
    a, b = col(rs, 0, np.uint32), col(rs, 1, np.uint32)
    check(I.bmsk(a, b, mode=mode), [ref_bmsk(x, y, mode) for x, y, _ in rs], np.uint32)
    v = col(rs, 2, np.int32)
    check(I.szext(v, b, mode=mode), [ref_szext(z, y, mode, True) for _, y, z in rs], np.int32)
    check(I.szext(v.view(np.uint32), b, mode=mode), [ref_szext(z, y, mode, False) for _, y, z in rs], np.uint32)


def test_bmsk_szext_manual_examples():
    assert int(I.bmsk(np.uint32(1), np.uint32(2), mode="wrap")) == 0x6
    assert int(I.szext(np.uint32(0xFFFFFFFF), np.uint32(0), mode="wrap")) == 0
    assert int(I.szext(np.int32(0x80), np.uint32(8), mode="clamp")) == -128
    assert int(I.szext(np.int32(-5), np.uint32(40), mode="clamp")) == -5


@pytest.mark.parametrize("sa", [True, False])
@pytest.mark.parametrize("sb", [True, False])
@SETTINGS
@given(data=st.data())
def test_dp4a_dp2a(sa, sb, data):
    rdt_signed = sa or sb
    rs = data.draw(rows(ints(32, sa), ints(32, sb), ints(32, rdt_signed)))
    a, b = col(rs, 0, DTYPES[32, sa]), col(rs, 1, DTYPES[32, sb])
    c = col(rs, 2, DTYPES[32, rdt_signed])
    rdt = DTYPES[32, rdt_signed]
    byte = lambda v, i, s: ext(v >> (8 * i), 8, s)  # noqa: E731
    half = lambda v, i, s: ext(v >> (16 * i), 16, s)  # noqa: E731
    exp4 = [wrap(z + sum(byte(x, i, sa) * byte(y, i, sb) for i in range(4)), 32, rdt_signed) for x, y, z in rs]
    check(I.dp4a(a, b, c), exp4, rdt)
    for hi in (False, True):
        sel = 2 if hi else 0
        exp2 = [wrap(z + sum(half(x, i, sa) * byte(y, sel + i, sb) for i in range(2)), 32, rdt_signed)
                for x, y, z in rs]
        check(I.dp2a(a, b, c, hi=hi), exp2, rdt)


# ------------------------------------------------------------------- logic and shift


@pytest.mark.parametrize("bits,signed", ALL_TYPES)
@SETTINGS
@given(data=st.data())
def test_shl_shr(bits, signed, data):
    dt = DTYPES[bits, signed]
    rs = data.draw(rows(ints(bits, signed), amounts))
    a, s = col(rs, 0, dt), col(rs, 1, np.uint32)
    check(I.shl(a, s), [0 if n >= bits else wrap(x << n, bits, signed) for x, n in rs], dt)
    if signed:
        exp = [x >> min(n, bits - 1) for x, n in rs]  # Python >> is arithmetic
    else:
        exp = [0 if n >= bits else x >> n for x, n in rs]
    check(I.shr(a, s), exp, dt)
    # shift amount given as a signed register (e.g. -1 == 0xFFFFFFFF): clamps to 0/sign
    neg1 = np.full(a.shape, -1, np.int32)
    check(I.shl(a, neg1), [0] * len(rs), dt)


def ref_shf(a, b, c, mode, left):
    n = min(c, 32) if mode == "clamp" else c & 0x1F
    M = 0xFFFFFFFF
    if left:
        return ((b << n) | (a >> (32 - n))) & M
    return ((b << (32 - n)) | (a >> n)) & M


@pytest.mark.parametrize("mode", ["clamp", "wrap"])
@SETTINGS
@given(rs=rows(ints(32, False), ints(32, False), amounts, max_size=48))
def test_shf(mode, rs):
    a, b, c = col(rs, 0, np.uint32), col(rs, 1, np.uint32), col(rs, 2, np.uint32)
    check(I.shf_l(a, b, c, mode=mode), [ref_shf(x, y, n, mode, True) for x, y, n in rs], np.uint32)
    check(I.shf_r(a, b, c, mode=mode), [ref_shf(x, y, n, mode, False) for x, y, n in rs], np.uint32)


def ref_lop3(a, b, c, lut, bits):
    d = 0
    for j in range(bits):
        idx = ((a >> j & 1) << 2) | ((b >> j & 1) << 1) | (c >> j & 1)
        d |= ((lut >> idx) & 1) << j
    return d


@SETTINGS
@given(rs=rows(ints(32, False), ints(32, False), ints(32, False), st.integers(0, 255)))
def test_lop3(rs):
    a, b, c = (col(rs, i, np.uint32) for i in range(3))
    luts = col(rs, 3, np.uint8)
    check(I.lop3(a, b, c, luts), [ref_lop3(x, y, z, k, 32) for x, y, z, k in rs], np.uint32)
    k0 = rs[0][3]
    check(I.lop3(a, b, c, k0), [ref_lop3(x, y, z, k0, 32) for x, y, z, _ in rs], np.uint32)


def test_lop3_all_luts_and_boolop():
    ta, tb, tc = np.uint32(0xF0), np.uint32(0xCC), np.uint32(0xAA)
    for lut in range(256):  # F(0xF0, 0xCC, 0xAA) == immLut by definition
        assert int(I.lop3(ta, tb, tc, lut)) & 0xFF == lut
    d, p = I.lop3(np.array([0, 1], np.uint32), np.uint32(0), np.uint32(0), 0xF0, boolop="or", q=False)
    assert d.tolist() == [0, 1] and p.tolist() == [False, True]
    d, p = I.lop3(np.array([0, 1], np.uint32), np.uint32(0), np.uint32(0), 0xF0, boolop="and", q=True)
    assert p.tolist() == [False, True]


@pytest.mark.parametrize("bits,signed", ALL_TYPES)
def test_cnot_and_logic(bits, signed):
    dt = DTYPES[bits, signed]
    vs = edges(bits, signed)
    a = np.array(vs, dt)
    check(I.cnot(a), [1 if v == 0 else 0 for v in vs], dt)
    check(I.not_(a), [wrap(~v, bits, signed) for v in vs], dt)
    check(I.and_(a, a[::-1]), [x & y for x, y in zip(vs, vs[::-1])], dt)
    check(I.or_(a, a[::-1]), [x | y for x, y in zip(vs, vs[::-1])], dt)
    check(I.xor_(a, a[::-1]), [x ^ y for x, y in zip(vs, vs[::-1])], dt)


# ----------------------------------------------------------------------------- prmt

# Manual's tables, written as in the ISA: result bytes (d.b3, d.b2, d.b1, d.b0).
PRMT_MSB_FIRST = {
    "f4e": [(3, 2, 1, 0), (4, 3, 2, 1), (5, 4, 3, 2), (6, 5, 4, 3)],
    "b4e": [(5, 6, 7, 0), (6, 7, 0, 1), (7, 0, 1, 2), (0, 1, 2, 3)],
    "rc8": [(0, 0, 0, 0), (1, 1, 1, 1), (2, 2, 2, 2), (3, 3, 3, 3)],
    "ecl": [(3, 2, 1, 0), (3, 2, 1, 1), (3, 2, 2, 2), (3, 3, 3, 3)],
    "ecr": [(0, 0, 0, 0), (1, 1, 1, 0), (2, 2, 1, 0), (3, 2, 1, 0)],
    "rc16": [(1, 0, 1, 0), (3, 2, 3, 2), (1, 0, 1, 0), (3, 2, 3, 2)],
}


def ref_prmt(a, b, c, mode):
    src = [(a >> (8 * i)) & 0xFF for i in range(4)] + [(b >> (8 * i)) & 0xFF for i in range(4)]
    d = 0
    if mode is None:
        for i in range(4):
            nib = (c >> (4 * i)) & 0xF
            byte = src[nib & 7]
            if nib & 8:
                byte = 0xFF if byte & 0x80 else 0
            d |= byte << (8 * i)
        return d
    b3, b2, b1, b0 = PRMT_MSB_FIRST[mode][c & 3]
    return src[b0] | src[b1] << 8 | src[b2] << 16 | src[b3] << 24


@pytest.mark.parametrize("mode", [None, "f4e", "b4e", "rc8", "ecl", "ecr", "rc16"])
@SETTINGS
@given(rs=rows(ints(32, False), ints(32, False), ints(32, False), max_size=48))
def test_prmt(mode, rs):
    a, b, c = (col(rs, i, np.uint32) for i in range(3))
    check(I.prmt(a, b, c, mode), [ref_prmt(x, y, z, mode) for x, y, z in rs], np.uint32)


def test_prmt_all_selectors():
    a, b = np.uint32(0x83028100), np.uint32(0x07F60584)
    c = np.arange(0x10000, dtype=np.uint32)
    got = I.prmt(a, b, c)
    assert [int(x) for x in got[::97]] == [ref_prmt(int(a), int(b), int(z), None) for z in range(0, 0x10000, 97)]
    assert int(I.prmt(np.uint32(0x03020100), np.uint32(0x07060504), np.uint32(0x7531))) == 0x07050301


# ------------------------------------------------------------------ vectorisation


def test_scalars_broadcast_and_shapes():
    a = np.arange(12, dtype=np.int32).reshape(3, 4) - 6
    assert I.mul_hi(a, np.int32(-(2**31))).shape == (3, 4)
    assert I.div(a, np.int32(0)).tolist() == [[-1] * 4] * 3
    assert I.bfe(a, np.uint32(1), np.arange(4, dtype=np.uint32)).shape == (3, 4)
    assert int(I.mul_hi(np.int64(-(2**63)), np.int64(-(2**63)))) == 2**62
    assert int(I.mul_lo(np.int32(2**31 - 1), np.int32(2))) == -2  # no overflow warning
    d, cf = I.addc(np.uint64(2**64 - 1), np.uint64(0), np.True_)
    assert int(d) == 0 and bool(cf)
    assert I.fns(np.uint32(0b1010), np.arange(4, dtype=np.uint32)[:, None], np.int32(1)).shape == (4, 1)
    assert I.popc(np.zeros(0, np.uint64)).shape == (0,)
    assert I.ptx_dtype(".s32") == np.int32 and I.ptx_dtype("b64") == np.uint64


def test_type_errors():
    with pytest.raises(TypeError):
        I.add_sat(np.uint32(1), np.uint32(1))
    with pytest.raises(TypeError):
        I.bfe(np.int16(1), 0, 1)
    with pytest.raises(TypeError):
        I.mul_lo(np.float32(1), 1)
    with pytest.raises(ValueError):
        I.shf_l(np.uint32(1), np.uint32(1), 1, mode="rot")
    with pytest.raises(ValueError):
        I.prmt(np.uint32(1), np.uint32(1), np.uint32(1), "xyz")


@pytest.mark.parametrize("dtype", [np.int16, np.uint16, np.int32, np.uint32, np.int64, np.uint64])
@pytest.mark.parametrize("op", ["shl", "shr"])
def test_shift_by_a_constant_is_the_general_shift(dtype, op):
    """``shift_by`` (immediate amounts, decoded once) is bit for bit ``shl``/``shr``,
    including amounts at and past the width."""
    info = np.iinfo(dtype)
    a = np.concatenate([np.random.default_rng(3).integers(info.min, info.max, 64, dtype=dtype, endpoint=True),
                        np.array([info.min, info.max, 0, 1], dtype=dtype)])
    for n in range(0, 8 * a.dtype.itemsize + 3):
        want = getattr(I, op)(a, np.uint32(n))
        got = I.shift_by(op, n)(a)
        assert got.dtype == want.dtype and np.array_equal(got.view(np.uint8), want.view(np.uint8)), n
