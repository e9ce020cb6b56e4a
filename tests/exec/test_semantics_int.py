"""Integer arithmetic instructions run as PTX kernels, against Python-int references.

These test the wiring of ``ops/integer.py``/``ops/arith.py`` (operand types, register
widths, immediates, carry flags), not the integer library itself (tests/exec/test_intops.py).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ptxkit import Regs, check_int, device, global_index, int_edges, int_range, kernel, launch, load_elem, store_elem, wrap

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


SET = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def ints(t: str):
    lo, hi = int_range(t)
    return st.one_of(st.sampled_from(int_edges(t)), st.integers(lo, hi))


def rows_of(*types, max_size=40):
    return st.lists(st.tuples(*(ints(t) for t in types)), min_size=1, max_size=max_size)


def edge_rows(*types):
    """Every combination of edge values (capped) of the given types."""
    import itertools
    es = [int_edges(t) for t in types]
    out = list(itertools.product(*es))
    return out[:400]


SIGNEDNESS = ["u16", "s16", "u32", "s32", "u64", "s64"]


def tdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


# --------------------------------------------------------------------- add / sub / mul


@pytest.mark.parametrize("t", SIGNEDNESS)
@pytest.mark.parametrize("op", ["add", "sub"])
def test_add_sub_wrap(op, t):
    f = (lambda a, b: a + b) if op == "add" else (lambda a, b: a - b)
    check_int(f"{op}.{t}", t, [t, t], edge_rows(t, t), f)


@pytest.mark.parametrize("op", ["add", "sub"])
@given(rows=rows_of("s32", "s32"))
@SET
def test_add_sub_sat_s32(op, rows):
    lo, hi = int_range("s32")
    f = (lambda a, b: a + b) if op == "add" else (lambda a, b: a - b)
    check_int(f"{op}.sat.s32", "s32", ["s32", "s32"], rows, lambda a, b: min(max(f(a, b), lo), hi))


def test_add_immediates():
    rows = [(v, 0) for v in int_edges("s32")]
    check_int("add.s32", "s32", ["s32", "s32"], rows, lambda a, _: a - 16, imms={1: "-16"})
    check_int("add.s32", "s32", ["s32", "s32"], rows, lambda a, _: a + 0x7FFFFFFF, imms={1: "0x7FFFFFFF"})
    check_int("sub.s64", "s64", ["s64", "s64"], [(0, 5), (1, 5)], lambda _, b: 7 - b, imms={0: "7"})
    rows16 = [(v, 0) for v in int_edges("u16")]
    check_int("add.u16", "u16", ["u16", "u16"], rows16, lambda a, _: a + 0xFFFF, imms={1: "65535"})


@pytest.mark.parametrize("t", SIGNEDNESS)
@given(data=st.data())
@SET
def test_mul_lo_hi(t, data):
    rows = data.draw(rows_of(t, t))
    b = int(t[1:])
    check_int(f"mul.lo.{t}", t, [t, t], rows, lambda x, y: x * y)
    check_int(f"mul.hi.{t}", t, [t, t], rows, lambda x, y: (x * y) >> b)


@pytest.mark.parametrize("t", ["u16", "s16", "u32", "s32"])
def test_mul_wide(t):
    # the destination is twice as wide: a 32-bit register for .u16/.s16, 64-bit for 32
    wt = t[0] + str(2 * int(t[1:]))
    check_int(f"mul.wide.{t}", wt, [t, t], edge_rows(t, t), lambda x, y: x * y)


@pytest.mark.parametrize("t", ["u16", "s16", "u32", "s32"])
def test_mad_wide(t):
    wt = t[0] + str(2 * int(t[1:]))
    rows = [(a, b, c) for (a, b) in edge_rows(t, t)[:120] for c in (0, -1 if t[0] == "s" else 1, int_range(wt)[1])]
    check_int(f"mad.wide.{t}", wt, [t, t, wt], rows, lambda x, y, z: x * y + z)


@pytest.mark.parametrize("t", SIGNEDNESS)
@given(data=st.data())
@SET
def test_mad_lo_hi(t, data):
    rows = data.draw(rows_of(t, t, t))
    b = int(t[1:])
    check_int(f"mad.lo.{t}", t, [t, t, t], rows, lambda x, y, z: x * y + z)
    check_int(f"mad.hi.{t}", t, [t, t, t], rows, lambda x, y, z: ((x * y) >> b) + z)


@given(rows=rows_of("s32", "s32", "s32"))
@SET
def test_mad_hi_sat_s32(rows):
    lo, hi = int_range("s32")
    check_int("mad.hi.sat.s32", "s32", ["s32"] * 3, rows, lambda x, y, z: min(max(((x * y) >> 32) + z, lo), hi))


def _sx24(v: int, signed: bool) -> int:
    v &= 0xFFFFFF
    return v - (1 << 24) if signed and v >> 23 else v


@pytest.mark.parametrize("t", ["u32", "s32"])
@given(data=st.data())
@SET
def test_mul24_mad24(t, data):
    rows = data.draw(rows_of(t, t, t))
    s = t == "s32"
    # mul24 multiplies the low 24 bits; .hi returns bits 47..16 of the 48-bit product
    check_int(f"mul24.lo.{t}", t, [t, t], [r[:2] for r in rows], lambda x, y: _sx24(x, s) * _sx24(y, s))
    check_int(f"mul24.hi.{t}", t, [t, t], [r[:2] for r in rows], lambda x, y: (_sx24(x, s) * _sx24(y, s)) >> 16)
    check_int(f"mad24.lo.{t}", t, [t, t, t], rows, lambda x, y, z: _sx24(x, s) * _sx24(y, s) + z)


@pytest.mark.parametrize("t", SIGNEDNESS)
def test_sad(t):
    rows = [(a, b, c) for (a, b) in edge_rows(t, t)[:150] for c in (0, 5)]
    check_int(f"sad.{t}", t, [t, t, t], rows, lambda a, b, c: c + abs(a - b))


# --------------------------------------------------------------------- carry chains


def run_multiword(op: str, rows) -> list[int]:
    """128-bit ``a op b`` with a ``.cc`` chain over four 32-bit words, where
    ``a = x | y << 64`` and ``b = y | x << 64`` for each row ``(x, y)``."""
    n = len(rows)
    a = [x | y << 64 for x, y in rows]
    b = [y | x << 64 for x, y in rows]
    words = lambda vs: np.array([(v >> (32 * k)) & 0xFFFFFFFF for v in vs for k in range(4)], dtype=np.uint32)  # noqa: E731
    regs = Regs()
    lines: list[str] = []
    rd_i = global_index(regs, lines, n)
    ptrs = []
    for p in range(3):
        rp, rg, ro, ra = (regs.new("u64") for _ in range(4))
        lines += [f"\tld.param.u64 \t{rp}, [k_param_{p}];", f"\tcvta.to.global.u64 \t{rg}, {rp};",
                  f"\tshl.b64 \t{ro}, {rd_i}, 4;", f"\tadd.s64 \t{ra}, {rg}, {ro};"]
        ptrs.append(ra)
    A = [regs.new("u32") for _ in range(4)]
    B = [regs.new("u32") for _ in range(4)]
    D = [regs.new("u32") for _ in range(4)]
    lines.append(f"\tld.global.v4.u32 \t{{{', '.join(A)}}}, [{ptrs[1]}];")
    lines.append(f"\tld.global.v4.u32 \t{{{', '.join(B)}}}, [{ptrs[2]}];")
    spell = [f"{op}.cc.u32", f"{op}c.cc.u32", f"{op}c.cc.u32", f"{op}c.u32"]
    for s_, d, x, y in zip(spell, D, A, B):
        lines.append(f"\t{s_} \t{d}, {x}, {y};")
    lines.append(f"\tst.global.v4.u32 \t[{ptrs[0]}], {{{', '.join(D)}}};")
    lines.append("$L__BB0_2:")
    dev = device()
    out = dev.zeros(4 * n, np.uint32)
    launch(kernel(["u64"] * 3, "\n".join(lines), regs), (1,), (n,), (out, dev.array(words(a)), dev.array(words(b))))
    w = out.get().astype(object).reshape(n, 4)
    return [int(sum(int(w[i, k]) << (32 * k) for k in range(4))) for i in range(n)]


def run_mad_cc(rows) -> list[int]:
    """``mad.lo.cc.u32 t, a, b, c; madc.hi.u32 d, a, b, a`` -> d per row."""
    n = len(rows)
    regs = Regs()
    lines: list[str] = []
    rd_i = global_index(regs, lines, n)
    a, b, c = (load_elem(regs, lines, p, "u32", rd_i) for p in (1, 2, 3))
    t, d = regs.new("u32"), regs.new("u32")
    lines += [f"\tmad.lo.cc.u32 \t{t}, {a}, {b}, {c};", f"\tmadc.hi.u32 \t{d}, {a}, {b}, {a};"]
    store_elem(regs, lines, 0, "u32", rd_i, d)
    lines.append("$L__BB0_2:")
    dev = device()
    out = dev.zeros(n, np.uint32)
    cols = [dev.array(np.array([r[k] for r in rows], dtype=np.uint32)) for k in range(3)]
    launch(kernel(["u64"] * 4, "\n".join(lines), regs), (1,), (n,), (out, *cols))
    return [int(v) for v in out.get()]


@given(rows=st.lists(st.tuples(st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1)), min_size=1, max_size=32))
@SET
def test_add_cc_addc_chain_64_from_32(rows):
    """128-bit addition from 32-bit pieces: add.cc, addc.cc, addc.cc, addc (as nvcc
    emits for __int128 and for multi-word arithmetic in asm)."""
    got = run_multiword("add", rows)
    assert got == [(a + b) & (2**128 - 1) for a, b in [(r[0] | r[1] << 64, r[1] | r[0] << 64) for r in rows]]


@given(rows=st.lists(st.tuples(st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1)), min_size=1, max_size=32))
@SET
def test_sub_cc_subc_chain(rows):
    got = run_multiword("sub", rows)
    assert got == [(a - b) & (2**128 - 1) for a, b in [(r[0] | r[1] << 64, r[1] | r[0] << 64) for r in rows]]


def test_mad_cc_madc():
    """mad.lo.cc.u32 then madc.hi.u32: low word of a*b+c with its carry into the high word."""
    rows = [(a, b, c) for a in (0, 1, 0xFFFFFFFF, 0x12345678) for b in (0, 2, 0xFFFFFFFF) for c in (0, 0xFFFFFFFF, 1)]
    got = run_mad_cc(rows)
    want = []
    for a, b, c in rows:
        lo = (a * b & 0xFFFFFFFF) + c
        carry = lo >> 32
        want.append(((a * b >> 32) + a + carry) & 0xFFFFFFFF)  # madc.hi d = hi(a*b) + a + CC
    assert got == want


# --------------------------------------------------------------------- div / rem / abs / neg / min / max


@pytest.mark.parametrize("t", SIGNEDNESS)
@given(data=st.data())
@SET
def test_div_rem(t, data):
    rows = [r for r in data.draw(rows_of(t, t)) if r[1] != 0]
    lo, _ = int_range(t)
    rows = [r for r in rows if not (r[0] == lo and r[1] == -1)] or [(7, 2)]  # both undefined
    check_int(f"div.{t}", t, [t, t], rows, tdiv)
    check_int(f"rem.{t}", t, [t, t], rows, lambda a, b: a - b * tdiv(a, b))


@pytest.mark.parametrize("t", ["s16", "s32", "s64"])
def test_abs_neg(t):
    rows = [(v,) for v in int_edges(t)]
    check_int(f"abs.{t}", t, [t], rows, abs)  # abs(MIN) wraps to MIN
    check_int(f"neg.{t}", t, [t], rows, lambda a: -a)


@pytest.mark.parametrize("t", SIGNEDNESS)
def test_min_max(t):
    rows = edge_rows(t, t)
    check_int(f"min.{t}", t, [t, t], rows, min)
    check_int(f"max.{t}", t, [t, t], rows, max)


def test_min_max_relu_s32():
    rows = edge_rows("s32", "s32")
    check_int("min.relu.s32", "s32", ["s32", "s32"], rows, lambda a, b: max(min(a, b), 0))
    check_int("max.relu.s32", "s32", ["s32", "s32"], rows, lambda a, b: max(a, b, 0))


def _halves(v: int, signed: bool) -> list[int]:
    return [wrap(v >> (16 * k), 16, signed) for k in (0, 1)]


def _pack(vals: list[int]) -> int:
    return sum((v & 0xFFFF) << (16 * k) for k, v in enumerate(vals))


@pytest.mark.parametrize("t", ["u16x2", "s16x2"])
@given(rows=st.lists(st.tuples(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1)), min_size=1, max_size=40))
@SET
def test_packed_16x2(t, rows):
    s = t[0] == "s"
    for op, f in [("add", lambda x, y: x + y), ("sub", lambda x, y: x - y), ("min", min), ("max", max)]:
        check_int(f"{op}.{t}", "u32", ["u32", "u32"], rows,
                  lambda a, b, f=f: _pack([f(x, y) for x, y in zip(_halves(a, s), _halves(b, s))]))


# --------------------------------------------------------------------- dot products


def _bytes(v: int, signed: bool) -> list[int]:
    return [wrap(v >> (8 * k), 8, signed) for k in range(4)]


@pytest.mark.parametrize("ta", ["u32", "s32"])
@pytest.mark.parametrize("tb", ["u32", "s32"])
@given(rows=st.lists(st.tuples(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1), st.integers(-2**31, 2**31 - 1)),
                     min_size=1, max_size=32))
@SET
def test_dp4a_dp2a(ta, tb, rows):
    sa, sb = ta == "s32", tb == "s32"
    dt = "s32" if (sa or sb) else "u32"
    rows = [(a, b, c & 0xFFFFFFFF if dt == "u32" else c) for a, b, c in rows]
    check_int(f"dp4a.{ta}.{tb}", dt, ["b32", "b32", dt], rows,
              lambda a, b, c: c + sum(x * y for x, y in zip(_bytes(a, sa), _bytes(b, sb))))
    for part, k0 in (("lo", 0), ("hi", 2)):
        check_int(f"dp2a.{part}.{ta}.{tb}", dt, ["b32", "b32", dt], rows,
                  lambda a, b, c, k0=k0: c + sum(x * y for x, y in zip(_halves(a, sa), _bytes(b, sb)[k0:k0 + 2])))
