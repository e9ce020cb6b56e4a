"""Bit manipulation, logic and shift instructions as PTX kernels, against Python-int
references written from the PTX ISA pseudocode."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ptxkit import check_int, int_edges, int_range, run_op, wrap

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


SET = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])

AMOUNTS = [0, 1, 2, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 255, 256, 0x101, 2**31, 2**32 - 1]


def ints(t: str):
    lo, hi = int_range(t)
    return st.one_of(st.sampled_from(int_edges(t)), st.integers(lo, hi))


def u(v: int, bits: int) -> int:
    return v & ((1 << bits) - 1)


# --------------------------------------------------------------------- logic


@pytest.mark.parametrize("t", ["b16", "b32", "b64"])
def test_and_or_xor_not_cnot(t):
    rows = list(itertools.product(int_edges(t), int_edges(t)))
    check_int(f"and.{t}", t, [t, t], rows, lambda a, b: a & b)
    check_int(f"or.{t}", t, [t, t], rows, lambda a, b: a | b)
    check_int(f"xor.{t}", t, [t, t], rows, lambda a, b: a ^ b)
    check_int(f"not.{t}", t, [t], [(a,) for a in int_edges(t)], lambda a: ~a)
    check_int(f"cnot.{t}", t, [t], [(a,) for a in int_edges(t)], lambda a: int(a == 0))


def test_logic_immediates():
    rows = [(a, 0) for a in int_edges("b32")]
    check_int("and.b32", "b32", ["b32", "b32"], rows, lambda a, _: a & 0xFF00FF00, imms={1: "-16711936"})
    check_int("xor.b64", "b64", ["b64", "b64"], [(a, 0) for a in int_edges("b64")], lambda a, _: a ^ -1,
              imms={1: "-1"})


def test_pred_logic():
    rows = list(itertools.product([False, True], repeat=2))
    for op, f in [("and", lambda a, b: a and b), ("or", lambda a, b: a or b), ("xor", lambda a, b: a != b)]:
        check_int(f"{op}.pred", "pred", ["pred", "pred"], rows, f)
    check_int("not.pred", "pred", ["pred"], [(False,), (True,)], lambda a: not a)


def _lut(f) -> int:
    """The lop3 truth table of f(a, b, c): ta=0xF0, tb=0xCC, tc=0xAA."""
    return f(0xF0, 0xCC, 0xAA) & 0xFF


@given(rows=st.lists(st.tuples(ints("b32"), ints("b32"), ints("b32")), min_size=1, max_size=32),
       lut=st.integers(0, 255))
@SET
def test_lop3(rows, lut):
    def ref(a, b, c, _lut):
        d = 0
        for i in range(32):
            k = ((a >> i) & 1) << 2 | ((b >> i) & 1) << 1 | ((c >> i) & 1)
            d |= ((lut >> k) & 1) << i
        return d
    check_int("lop3.b32", "b32", ["b32"] * 4, [r + (lut,) for r in rows], ref, imms={3: str(lut)})


def test_lop3_common_luts():
    rows = list(itertools.product([0, 0xFFFFFFFF, 0x12345678], [0, 0x0F0F0F0F], [0xAAAAAAAA, 1]))
    for f in (lambda a, b, c: a & b & c, lambda a, b, c: a ^ b ^ c, lambda a, b, c: (a & b) | (~a & c)):
        lut = _lut(f)
        check_int("lop3.b32", "b32", ["b32"] * 4, [r + (lut,) for r in rows], lambda a, b, c, lut_, f=f: f(a, b, c),
                  imms={3: str(lut)})


# --------------------------------------------------------------------- shifts


@pytest.mark.parametrize("t", ["b16", "b32", "b64"])
def test_shl(t):
    n = int(t[1:])
    rows = [(a, s) for a in int_edges(t)[:8] for s in AMOUNTS]
    # the shift amount is .u32 whatever the type; amounts >= the width give 0
    check_int(f"shl.{t}", t, [t, "u32"], rows, lambda a, s: u(a << min(s, n), n))


@pytest.mark.parametrize("t", ["u16", "s16", "u32", "s32", "u64", "s64"])
def test_shr(t):
    n = int(t[1:])
    rows = [(a, s) for a in int_edges(t) for s in AMOUNTS]
    # shr.s fills with the sign bit, also when the amount exceeds the width
    check_int(f"shr.{t}", t, [t, "u32"], rows, lambda a, s: a >> min(s, n))


def test_shift_by_immediate_and_b_types():
    rows = [(a, 0) for a in int_edges("s32")]
    check_int("shr.s32", "s32", ["s32", "u32"], rows, lambda a, _: a >> 31, imms={1: "31"})
    check_int("shr.b32", "b32", ["b32", "u32"], [(u(a, 32), 0) for a, _ in rows], lambda a, _: a >> 3, imms={1: "3"})
    check_int("shl.b64", "b64", ["b64", "u32"], [(a, 0) for a in int_edges("b64")], lambda a, _: a << 40,
              imms={1: "40"})


@pytest.mark.parametrize("mode", ["wrap", "clamp"])
@pytest.mark.parametrize("direction", ["l", "r"])
@given(rows=st.lists(st.tuples(ints("b32"), ints("b32"), st.sampled_from(AMOUNTS)), min_size=1, max_size=32))
@SET
def test_shf(direction, mode, rows):
    def ref(a, b, c):
        n = c & 31 if mode == "wrap" else min(c, 32)
        x = (b << 32) | a
        return (x << n) >> 32 if direction == "l" else x >> n
    check_int(f"shf.{direction}.{mode}.b32", "b32", ["b32", "b32", "u32"], rows, ref)


# --------------------------------------------------------------------- bit counting


@pytest.mark.parametrize("t", ["b32", "b64"])
def test_popc_clz(t):
    n = int(t[1:])
    vals = [(v,) for v in int_edges(t) + [1 << k for k in range(0, n, 5)]]
    # the result is .u32 (a 32-bit register) also for .b64
    check_int(f"popc.{t}", "u32", [t], vals, lambda a: bin(a).count("1"))
    check_int(f"clz.{t}", "u32", [t], vals, lambda a: n - a.bit_length())


@pytest.mark.parametrize("t", ["u32", "s32", "u64", "s64"])
@pytest.mark.parametrize("shiftamt", [False, True])
def test_bfind(t, shiftamt):
    n = int(t[1:])
    vals = [(v,) for v in int_edges(t) + [wrap(1 << k, n, t[0] == "s") for k in range(0, n, 3)] + [-5, -(1 << 20)]
            if int_range(t)[0] <= v <= int_range(t)[1]]

    def ref(a):
        x = ~a if a < 0 else a  # signed: the most significant non-sign bit
        if x == 0:
            return 0xFFFFFFFF
        pos = x.bit_length() - 1
        return (n - 1 - pos) if shiftamt else pos
    op = f"bfind.shiftamt.{t}" if shiftamt else f"bfind.{t}"
    check_int(op, "u32", [t], vals, ref)


@pytest.mark.parametrize("t", ["b32", "b64"])
def test_brev(t):
    n = int(t[1:])
    vals = [(v,) for v in int_edges(t) + [0x12345678, 1 << (n - 1)]]
    check_int(f"brev.{t}", t, [t], vals, lambda a: int(format(a, f"0{n}b")[::-1], 2))


# --------------------------------------------------------------------- fields


def _bfe(t: str):
    n = int(t[1:])
    signed = t[0] == "s"

    def ref(a, b, c):
        pos, ln = b & 0xFF, c & 0xFF
        ua = u(a, n)
        sbit = 0 if (not signed or ln == 0) else (ua >> min(pos + ln - 1, n - 1)) & 1
        d = 0
        for i in range(n):
            bit = (ua >> (pos + i)) & 1 if (i < ln and pos + i <= n - 1) else sbit
            d |= bit << i
        return d
    return ref


@pytest.mark.parametrize("t", ["u32", "s32", "u64", "s64"])
@given(data=st.data())
@SET
def test_bfe(t, data):
    rows = data.draw(st.lists(st.tuples(ints(t), st.one_of(st.integers(0, 70), st.sampled_from([255, 256, 0x1FF])),
                                        st.one_of(st.integers(0, 70), st.sampled_from([255, 256, 0x103]))),
                              min_size=1, max_size=32))
    # position and length are .u32 whatever the type
    check_int(f"bfe.{t}", t, [t, "u32", "u32"], rows, _bfe(t))


@pytest.mark.parametrize("t", ["b32", "b64"])
@given(data=st.data())
@SET
def test_bfi(t, data):
    n = int(t[1:])
    rows = data.draw(st.lists(st.tuples(ints(t), ints(t), st.integers(0, 70), st.one_of(st.integers(0, 70), st.just(0x102))),
                              min_size=1, max_size=32))

    def ref(a, b, pos, ln):
        pos, ln = pos & 0xFF, ln & 0xFF
        f = u(b, n)
        for i in range(ln):
            if pos + i > n - 1:
                break
            f = (f & ~(1 << (pos + i))) | (((a >> i) & 1) << (pos + i))
        return f
    check_int(f"bfi.{t}", t, [t, t, "u32", "u32"], rows, ref)


@pytest.mark.parametrize("mode", ["wrap", "clamp"])
def test_bmsk(mode):
    vals = [0, 1, 2, 5, 16, 31, 32, 33, 63, 0x100]
    rows = list(itertools.product(vals, vals))

    def ref(a, b):
        a1, b1 = a & 31, b & 31
        mask0 = u(~0 << a1, 32)
        s = a1 + b1
        mask1 = u(~0 << s, 32) if s < 32 else 0
        over = s >= 32
        if mode == "clamp":
            if a >= 32:
                over, mask0 = True, 0
            if b >= 32:
                over = True
        if over:
            mask1 = 0
        elif b1 == 0:
            mask1 = 0xFFFFFFFF
        return mask0 & ~mask1
    check_int(f"bmsk.{mode}.b32", "b32", ["u32", "u32"], rows, ref)


@pytest.mark.parametrize("mode", ["wrap", "clamp"])
@pytest.mark.parametrize("t", ["u32", "s32"])
def test_szext(mode, t):
    avals = [0, 1, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFFFFFF, 0x12345678, 0x80000000]
    rows = [(wrap(a, 32, t == "s32"), b) for a in avals for b in [0, 1, 7, 8, 16, 31, 32, 33, 64]]

    def ref(a, b):
        a = u(a, 32)
        b1 = b & 31
        too_large = b >= 32 and mode == "clamp"
        mask = 0 if too_large else u(~0 << b1, 32)
        sign = False if (b1 == 0 or too_large or t != "s32") else (a >> ((b1 - 1) & 31)) & 1
        return (a & ~mask) | (mask if sign else 0)
    check_int(f"szext.{mode}.{t}", t, [t, "u32"], rows, ref)


def test_fns():
    def ref(mask, base, offset):
        if offset == 0:
            return base if (mask >> base) & 1 else 0xFFFFFFFF
        pos, count, inc = base, abs(offset) - 1, 1 if offset > 0 else -1
        while 0 <= pos < 32:
            if (mask >> pos) & 1:
                if count == 0:
                    return pos
                count -= 1
            pos += inc
        return 0xFFFFFFFF
    rows = [(m, b, o) for m in (0xAAAAAAAA, 0, 0xFFFFFFFF, 0x80000001) for b in (0, 2, 3, 31) for o in (0, 1, -1, 2, -3, 17, -40)]
    check_int("fns.b32", "b32", ["b32", "u32", "s32"], rows, ref)


# --------------------------------------------------------------------- prmt

_MODES = {
    # mode: for selector c[1:0] = 0..3, the source byte of d.b3 d.b2 d.b1 d.b0
    "f4e": ["3210", "4321", "5432", "6543"],
    "b4e": ["5670", "6701", "7012", "0123"],
    "rc8": ["0000", "1111", "2222", "3333"],
    "ecl": ["3210", "3211", "3222", "3333"],
    "ecr": ["0000", "1110", "2210", "3210"],
    "rc16": ["1010", "3232", "1010", "3232"],
}


def _src_bytes(a: int, b: int) -> list[int]:
    x = (u(b, 32) << 32) | u(a, 32)
    return [(x >> (8 * k)) & 0xFF for k in range(8)]


def _prmt_default(a, b, c):
    src = _src_bytes(a, b)
    d = 0
    for k in range(4):
        sel = (c >> (4 * k)) & 0xF
        byte = src[sel & 7]
        if sel & 8:
            byte = 0xFF if byte & 0x80 else 0
        d |= byte << (8 * k)
    return d


@given(rows=st.lists(st.tuples(ints("b32"), ints("b32"), st.integers(0, 0xFFFF)), min_size=1, max_size=32))
@SET
def test_prmt_default(rows):
    check_int("prmt.b32", "b32", ["b32"] * 3, rows, _prmt_default)


def test_prmt_immediate_selector():
    # the selectors nvcc emits for byte swaps and sign extension of bytes
    rows = [(a, b, 0) for a in (0x12345678, 0x80FF7F01) for b in (0x9ABCDEF0, 0)]
    for sel in (0x0123, 0x3210, 0x7654, 0x8880, 0x9991, 0x5410, 0x7632):
        check_int("prmt.b32", "b32", ["b32"] * 3, rows, lambda a, b, _, s=sel: _prmt_default(a, b, s), imms={2: hex(sel)})


@pytest.mark.parametrize("mode", list(_MODES))
def test_prmt_modes(mode):
    rows = [(0x33221100, 0x77665544, c) for c in range(8)] + [(0x80818283, 0x01020304, 0xFFFFFFF2)]

    def ref(a, b, c):
        src = _src_bytes(a, b)
        order = _MODES[mode][c & 3]  # d.b3 .. d.b0
        return sum(src[int(ch)] << (8 * (3 - k)) for k, ch in enumerate(order))
    check_int(f"prmt.b32.{mode}", "b32", ["b32"] * 3, rows, ref)


# --------------------------------------------------------------------- testp-free sanity: 8-bit loads feed 16-bit ops


def test_b16_ops_on_u8_loaded_values():
    """An ld.u8 zero-extends into a 16-bit register, so a 16-bit op sees the byte value."""
    a = np.array([0, 1, 0x7F, 0x80, 0xFF], dtype=np.uint8)
    got = run_op("add.u16", "u16", [a, np.uint16(0).repeat(5)], in_types=["u8", "u16"])
    assert got.tolist() == a.astype(int).tolist()
    got = run_op("add.s16", "s16", [a.view(np.int8), np.int16(0).repeat(5)], in_types=["s8", "s16"])
    assert got.tolist() == a.view(np.int8).astype(int).tolist()
