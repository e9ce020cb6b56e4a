"""Comparison and selection (setp, set, selp, slct) as PTX kernels.

Float comparisons follow the PTX ISA: the ordered forms (eq, ne, lt, ...) are false when
either operand is NaN, the unordered forms (equ, neu, ...) true; -0 equals +0; ``.ftz``
compares f32 subnormals as zero.
"""

from __future__ import annotations

import itertools
import math
import operator

import ml_dtypes
import numpy as np
import pytest
from ptxkit import check_int, int_edges, run_op

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


ORD = {"eq": operator.eq, "ne": operator.ne, "lt": operator.lt, "le": operator.le, "gt": operator.gt, "ge": operator.ge}
UNS = {"lo": operator.lt, "ls": operator.le, "hi": operator.gt, "hs": operator.ge}

F32_EDGES = [0.0, -0.0, 1.0, -1.0, 1.5, np.inf, -np.inf, np.nan, 1e-45, -1e-45, 1.17549435e-38, 3.4028235e38, -2.5]


def fcmp(cmp: str, a: float, b: float) -> bool:
    """Reference float comparison of the PTX ISA."""
    nan = math.isnan(a) or math.isnan(b)
    if cmp == "num":
        return not nan
    if cmp == "nan":
        return nan
    if cmp.endswith("u") and cmp[:-1] in ORD:
        return nan or ORD[cmp[:-1]](a, b)
    return (not nan) and ORD[cmp](a, b)


FCMPS = list(ORD) + [c + "u" for c in ORD] + ["num", "nan"]


# --------------------------------------------------------------------- setp, integers


@pytest.mark.parametrize("t", ["u16", "s16", "u32", "s32", "u64", "s64"])
def test_setp_int(t):
    rows = list(itertools.product(int_edges(t), int_edges(t)))
    for cmp, f in ORD.items():
        check_int(f"setp.{cmp}.{t}", "pred", [t, t], rows, f)
    if t[0] == "u":
        for cmp, f in UNS.items():
            check_int(f"setp.{cmp}.{t}", "pred", [t, t], rows, f)


@pytest.mark.parametrize("t", ["b16", "b32", "b64"])
def test_setp_bit_types(t):
    rows = list(itertools.product(int_edges(t), int_edges(t)))
    check_int(f"setp.eq.{t}", "pred", [t, t], rows, operator.eq)
    check_int(f"setp.ne.{t}", "pred", [t, t], rows, operator.ne)


def test_setp_immediate():
    rows = [(v, 0) for v in int_edges("s32")]
    check_int("setp.lt.s32", "pred", ["s32", "s32"], rows, lambda a, _: a < -1, imms={1: "-1"})
    check_int("setp.gt.u32", "pred", ["u32", "u32"], [(v, 0) for v in int_edges("u32")], lambda a, _: a > 0x7FFFFFFF,
              imms={1: "2147483647"})


def test_setp_pair_and_boolop():
    """``setp.CmpOp.BoolOp p|q, a, b, c``: p = BoolOp(a CmpOp b, c), q = BoolOp(!(a CmpOp b), c)."""
    rows = [(a, b, c) for a in (-3, 0, 5) for b in (-3, 0, 5) for c in (False, True)]
    check_int("setp.lt.s32", ["pred", "pred"], ["s32", "s32"], [r[:2] for r in rows],
              lambda a, b: (a < b, not a < b), pipe=True)
    for bop, f in [("and", lambda x, y: x and y), ("or", lambda x, y: x or y), ("xor", lambda x, y: x != y)]:
        check_int(f"setp.le.{bop}.s32", ["pred", "pred"], ["s32", "s32", "pred"], rows,
                  lambda a, b, c, f=f: (f(a <= b, c), f(not a <= b, c)), pipe=True)
        check_int(f"setp.ge.{bop}.s32", "pred", ["s32", "s32", "pred"], rows, lambda a, b, c, f=f: f(a >= b, c))


def test_setp_negated_pred_operand():
    """``setp.eq.and.s32 p, a, b, !c``: a negated predicate source."""
    rows = [(a, b, c) for a in (0, 1) for b in (0, 1) for c in (False, True)]
    a = np.array([r[0] for r in rows], np.int32)
    b = np.array([r[1] for r in rows], np.int32)
    c = np.array([r[2] for r in rows])
    # load c into a predicate, then use it negated: run_op passes it as a register, so
    # build the negation by text substitution
    ptx: list[str] = []
    run_op("setp.eq.and.s32", "pred", [a, b, c], in_types=["s32", "s32", "pred"], ptx_out=ptx)
    text = ptx[0]
    line = next(ln for ln in text.splitlines() if "setp.eq.and.s32" in ln)
    last = line.rstrip(";").split(",")[-1].strip()
    text = text.replace(line, line.replace(f", {last};", f", !{last};"))
    from ptxkit import NP, device, launch
    dev = device()
    out = dev.zeros(len(rows), NP["pred"])
    launch(text, (1,), (128,), (out, dev.array(a), dev.array(b), dev.array(c.astype(np.uint8))), dev=dev)
    assert out.get().astype(bool).tolist() == [(x == y) and not z for x, y, z in rows]


# --------------------------------------------------------------------- setp, floats


@pytest.mark.parametrize("t", ["f32", "f64"])
def test_setp_float(t):
    dt = np.float32 if t == "f32" else np.float64
    pairs = list(itertools.product(F32_EDGES, F32_EDGES))
    a = np.array([p[0] for p in pairs], dt)
    b = np.array([p[1] for p in pairs], dt)
    for cmp in FCMPS:
        got = run_op(f"setp.{cmp}.{t}", "pred", [a, b], in_types=[t, t])
        want = [fcmp(cmp, float(x), float(y)) for x, y in zip(a, b)]
        assert got.tolist() == want, cmp


def test_setp_ftz_f32():
    sub = np.float32(1e-40)
    a = np.array([sub, -sub, sub, sub, np.float32(1.2e-38)], np.float32)
    b = np.array([0.0, 0.0, -0.0, -sub, 0.0], np.float32)
    assert run_op("setp.eq.ftz.f32", "pred", [a, b], in_types=["f32"] * 2).tolist() == [True, True, True, True, False]
    assert run_op("setp.gt.ftz.f32", "pred", [a, b], in_types=["f32"] * 2).tolist() == [False, False, False, False, True]
    assert run_op("setp.gt.f32", "pred", [a, b], in_types=["f32"] * 2).tolist() == [True, False, True, True, True]


def test_setp_f16_and_f16x2():
    vals = [0.0, -0.0, 1.0, -1.0, np.inf, np.nan, 6e-8, 65504.0]
    pairs = list(itertools.product(vals, vals))
    a = np.array([p[0] for p in pairs], np.float16)
    b = np.array([p[1] for p in pairs], np.float16)
    for cmp in ("eq", "ne", "lt", "geu", "nan"):
        got = run_op(f"setp.{cmp}.f16", "pred", [a, b], in_types=["f16"] * 2)
        assert got.tolist() == [fcmp(cmp, float(x), float(y)) for x, y in zip(a, b)], cmp
    # f16x2: p from the low halves, q from the high halves
    pa = a.view(np.uint16).astype(np.uint32) | (a[::-1].view(np.uint16).astype(np.uint32) << 16)
    pb = b.view(np.uint16).astype(np.uint32) | (b[::-1].view(np.uint16).astype(np.uint32) << 16)
    for cmp in ("lt", "neu"):
        p, q = run_op(f"setp.{cmp}.f16x2", ["pred", "pred"], [pa, pb], in_types=["f16x2", "f16x2"], pipe=True)
        assert p.tolist() == [fcmp(cmp, float(x), float(y)) for x, y in zip(a, b)]
        assert q.tolist() == [fcmp(cmp, float(x), float(y)) for x, y in zip(a[::-1], b[::-1])]


def test_setp_bf16():
    vals = [0.0, -0.0, 1.0, -2.0, np.inf, np.nan]
    pairs = list(itertools.product(vals, vals))
    a = np.array([p[0] for p in pairs], ml_dtypes.bfloat16)
    b = np.array([p[1] for p in pairs], ml_dtypes.bfloat16)
    for cmp in ("le", "gtu"):
        got = run_op(f"setp.{cmp}.bf16", "pred", [a, b], in_types=["bf16"] * 2)
        assert got.tolist() == [fcmp(cmp, float(x), float(y)) for x, y in zip(a, b)]


# --------------------------------------------------------------------- set


@pytest.mark.parametrize("dt", ["u32", "s32", "f32"])
def test_set(dt):
    rows = list(itertools.product([-2, 0, 3], [-2, 0, 3]))
    a = np.array([r[0] for r in rows], np.int32)
    b = np.array([r[1] for r in rows], np.int32)
    got = run_op(f"set.lt.{dt}.s32", dt, [a, b], in_types=["s32", "s32"])
    true = 1.0 if dt == "f32" else (0xFFFFFFFF if dt == "u32" else -1)
    assert got.tolist() == [true if x < y else 0 for x, y in rows]
    # with a boolean operation on a predicate
    c = np.array([i % 2 == 0 for i in range(len(rows))])
    got = run_op(f"set.ge.or.{dt}.s32", dt, [a, b, c], in_types=["s32", "s32", "pred"])
    assert got.tolist() == [true if (x >= y or z) else 0 for (x, y), z in zip(rows, c)]


def test_set_float_nan():
    a = np.array([np.nan, 1.0, np.nan], np.float32)
    b = np.array([1.0, 1.0, np.nan], np.float32)
    assert run_op("set.ne.u32.f32", "u32", [a, b], in_types=["f32", "f32"]).tolist() == [0, 0, 0]
    assert run_op("set.neu.u32.f32", "u32", [a, b], in_types=["f32", "f32"]).tolist() == [0xFFFFFFFF, 0, 0xFFFFFFFF]


# --------------------------------------------------------------------- selp, slct


@pytest.mark.parametrize("t", ["b16", "u16", "s16", "b32", "u32", "s32", "f32", "b64", "u64", "s64", "f64"])
def test_selp(t):
    from ptxkit import NP
    n = 16
    rng = np.random.default_rng(1)
    a = rng.integers(0, 255, n).astype(NP[t])
    b = (rng.integers(0, 255, n) + 1000).astype(NP[t])
    c = rng.integers(0, 2, n).astype(bool)
    got = run_op(f"selp.{t}", t, [a, b, c], in_types=[t, t, "pred"])
    assert got.tolist() == np.where(c, a, b).tolist()


def test_selp_immediates():
    c = np.array([True, False, True])
    assert run_op("selp.u32", "u32", ["1", "0", c], in_types=["u32", "u32", "pred"]).tolist() == [1, 0, 1]
    assert run_op("selp.f32", "f32", ["0f3F800000", "0fBF800000", c], in_types=["f32", "f32", "pred"]).tolist() == [1.0, -1.0, 1.0]
    assert run_op("selp.b64", "b64", ["-1", "7", c], in_types=["b64", "b64", "pred"]).tolist() == [2**64 - 1, 7, 2**64 - 1]


def test_slct():
    c = np.array([-5, -1, 0, 1, 2**31 - 1, -2**31], np.int32)
    a = np.full(c.size, 10, np.int32)
    b = np.full(c.size, 20, np.int32)
    assert run_op("slct.s32.s32", "s32", [a, b, c]).tolist() == [20, 20, 10, 10, 10, 20]
    cf = np.array([-1.0, -0.0, 0.0, 1e-40, -1e-40, np.nan, np.inf, -np.inf], np.float32)
    af = np.arange(cf.size, dtype=np.float32)
    bf = -af - 1
    got = run_op("slct.f32.f32", "f32", [af, bf, cf])
    # c >= 0 selects a; -0 >= 0; NaN compares false
    want = [bf[0], af[1], af[2], af[3], bf[4], bf[5], af[6], bf[7]]
    assert got.tolist() == [float(x) for x in want]
    got = run_op("slct.ftz.u32.f32", "u32", [af.astype(np.uint32), bf.astype(np.int64).astype(np.uint32), cf],
                 in_types=["u32", "u32", "f32"])
    # .ftz: the subnormal -1e-40 is -0, which is >= 0
    assert got[4] == 4
