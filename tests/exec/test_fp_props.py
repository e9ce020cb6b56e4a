"""Property tests of tcsim.exec.fp against exact rational arithmetic
(fractions.Fraction, applied per element inside the tests only)."""

from __future__ import annotations

import math
from contextlib import contextmanager
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from tcsim.exec import fp, fp_core

MODES = ["rn", "rz", "rm", "rp"]


@contextmanager
def fast_paths(on: bool):
    """Switch the cast/nextafter/Boldo-Melquiond fast paths on or off so both
    the fast paths and the general integer rounding core are verified."""
    old = fp_core.FAST_PATHS
    fp_core.FAST_PATHS = on
    try:
        yield
    finally:
        fp_core.FAST_PATHS = old


FAST = pytest.mark.parametrize("fast", [True, False], ids=["fast", "core"])
SET = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# (p, emin, emax, has_inf)
FMT = {"f64": (53, -1022, 1023), "f32": (24, -126, 127), "f16": (11, -14, 15),
       "bf16": (8, -126, 127), "tf32": (11, -126, 127)}


def ref_round(v: Fraction, fmt: str, mode: str) -> float:
    """Exact reference rounding of a nonzero rational to a binary format."""
    p, emin, emax = FMT[fmt]
    neg = v < 0
    a = -v if neg else v
    e = a.numerator.bit_length() - a.denominator.bit_length()
    while Fraction(2) ** e > a:
        e -= 1
    while Fraction(2) ** (e + 1) <= a:
        e += 1
    q = max(e, emin) - (p - 1)
    s = a / Fraction(2) ** q
    fl = s.numerator // s.denominator
    rem = s - fl
    half = Fraction(1, 2)
    if mode == "rn":
        up = rem > half or (rem == half and fl % 2 == 1)
    elif mode == "rna":
        up = rem >= half
    elif mode == "rz":
        up = False
    elif mode == "rp":
        up = rem > 0 and not neg
    else:
        up = rem > 0 and neg
    r = Fraction(fl + up) * Fraction(2) ** q
    maxf = (2 - Fraction(2) ** (1 - p)) * Fraction(2) ** emax
    if r > maxf:
        if mode in ("rn", "rna"):
            res = math.inf
        elif mode == "rz":
            res = float(maxf)
        elif mode == "rp":
            res = float(maxf) if neg else math.inf
        else:
            res = math.inf if neg else float(maxf)
    else:
        res = float(r)
    return -res if neg else res


def ref_value(exact: Fraction, fmt: str, mode: str, zero_neg: bool) -> float:
    if exact == 0:
        return -0.0 if zero_neg else 0.0
    return ref_round(exact, fmt, mode)


def zsign(x_neg: bool, y_neg: bool, mode: str) -> bool:
    return x_neg if x_neg == y_neg else mode == "rm"


def sb(x) -> bool:
    return math.copysign(1.0, float(x)) < 0


def same(got, exp_f: float, dtype) -> bool:
    """Bit equality (NaN matches any NaN; canonical checked elsewhere)."""
    g = np.asarray(got, dtype=dtype)
    e = np.asarray(exp_f, dtype=np.float64).astype(dtype)
    if np.isnan(e):
        return bool(np.isnan(g))
    return fp.to_bits(g).tolist() == fp.to_bits(e).tolist()


def check_all(got, expected, dtype, ctx):
    got = np.asarray(got)
    bad = [(i, ctx[i], got.flat[i], e) for i, e in enumerate(expected) if not same(got.flat[i], e, dtype)]
    assert not bad, bad[:5]


# ---------------------------------------------------------------------------
# strategies
# ---------------------------------------------------------------------------

def f32_elems():
    bits = st.integers(0, 2 ** 32 - 1).map(lambda u: float(np.uint32(u).view(np.float32)))
    sub = st.integers(1, 2 ** 23 - 1).map(lambda m: float(np.uint32(m).view(np.float32))) \
        .flatmap(lambda x: st.sampled_from([x, -x]))
    return st.one_of(st.floats(width=32), bits, sub)


def f64_elems():
    extreme = st.builds(lambda m, e, s: s * math.ldexp(m, e), st.integers(1, 2 ** 53 - 1),
                        st.integers(-1130, 971), st.sampled_from([-1.0, 1.0]))
    bits = st.integers(0, 2 ** 64 - 1).map(lambda u: float(np.uint64(u).view(np.float64)))
    return st.one_of(st.floats(), extreme, bits)


def arr(dtype, elems, n):
    return hnp.arrays(dtype, n, elements=elems)


N = st.integers(1, 24)


@st.composite
def f32_tuple(draw, k):
    n = draw(N)
    return [draw(arr(np.float32, f32_elems(), n)) for _ in range(k)]


@st.composite
def f64_tuple(draw, k):
    n = draw(N)
    return [draw(arr(np.float64, f64_elems(), n)) for _ in range(k)]


# ---------------------------------------------------------------------------
# f32
# ---------------------------------------------------------------------------

def _exp_binary_f32(op, a, b, mode):
    out = []
    for x, y in zip(a.tolist(), b.tolist()):
        if not (math.isfinite(x) and math.isfinite(y)):
            with np.errstate(all="ignore"):
                out.append(float({"add": np.add, "sub": np.subtract, "mul": np.multiply,
                                  "div": np.divide}[op](np.float64(x), np.float64(y))))
            continue
        X, Y = Fraction(x), Fraction(y)
        if op == "add":
            out.append(ref_value(X + Y, "f32", mode, zsign(sb(x), sb(y), mode)))
        elif op == "sub":
            out.append(ref_value(X - Y, "f32", mode, zsign(sb(x), not sb(y), mode)))
        elif op == "mul":
            out.append(ref_value(X * Y, "f32", mode, sb(x) != sb(y)))
        else:
            if y == 0:
                out.append(math.nan if x == 0 else math.copysign(math.inf, x) * math.copysign(1, y))
            else:
                out.append(ref_value(X / Y, "f32", mode, sb(x) != sb(y)))
    return out


@FAST
@pytest.mark.parametrize("op", ["add", "sub", "mul", "div"])
@SET
@given(ab=f32_tuple(2))
def test_f32_binary_vs_fraction(op, ab, fast):
    with fast_paths(fast):
        a, b = ab
        fn = {"add": fp.add_f32, "sub": fp.sub_f32, "mul": fp.mul_f32, "div": fp.div_f32}[op]
        for mode in MODES:
            got = fn(a, b, mode)
            assert got.dtype == np.float32 and got.shape == a.shape
            check_all(got, _exp_binary_f32(op, a, b, mode), np.float32, list(zip(a, b)))
            nan = np.isnan(got)
            assert np.all(fp.to_bits(got[nan]) == 0x7FFFFFFF)


def _exp_fma(a, b, c, mode, fmt):
    out = []
    for x, y, z in zip(a.tolist(), b.tolist(), c.tolist()):
        if not (math.isfinite(x) and math.isfinite(y) and math.isfinite(z)):
            if math.isfinite(x) and math.isfinite(y):
                out.append(z)
            else:
                with np.errstate(all="ignore"):
                    out.append(float(np.float64(x) * np.float64(y) + np.float64(z)))
            continue
        P = Fraction(x) * Fraction(y)
        out.append(ref_value(P + Fraction(z), fmt, mode, zsign(sb(x) != sb(y), sb(z), mode)))
    return out


@FAST
@settings(max_examples=60, deadline=None)
@given(abc=f32_tuple(3))
def test_fma_f32_vs_fraction(abc, fast):
    with fast_paths(fast):
        a, b, c = abc
        for mode in MODES:
            got = fp.fma_f32(a, b, c, mode)
            check_all(got, _exp_fma(a, b, c, mode, "f32"), np.float32, list(zip(a, b, c)))


@st.composite
def cancelling(draw, dtype, elems):
    """a, b, c with c close to -(a*b): stresses cancellation / exact zero / ties."""
    n = draw(N)
    a = draw(arr(dtype, elems, n))
    b = draw(arr(dtype, elems, n))
    k = draw(arr(np.int64, st.integers(-3, 3), n))
    with np.errstate(all="ignore"):
        c = -(a * b)
        c = np.where(np.isfinite(c), c, dtype(1))
        c = c.astype(dtype)
        for _ in range(3):
            c = np.where(k > 0, np.nextafter(c, dtype(np.inf)), np.where(k < 0, np.nextafter(c, dtype(-np.inf)), c))
            k = k - np.sign(k)
    return a, b, c.astype(dtype)


@FAST
@SET
@given(abc=cancelling(np.float32, st.floats(width=32, allow_nan=False, allow_infinity=False)))
def test_fma_f32_cancellation(abc, fast):
    with fast_paths(fast):
        a, b, c = abc
        for mode in MODES:
            got = fp.fma_f32(a, b, c, mode)
            check_all(got, _exp_fma(a, b, c, mode, "f32"), np.float32, list(zip(a, b, c)))


@FAST
@SET
@given(a=arr(np.float32, f32_elems(), N))
def test_sqrt_rcp_f32_vs_fraction(a, fast):
    with fast_paths(fast):
        for mode in MODES:
            _check_sqrt_rcp_f32(a, mode)


def _check_sqrt_rcp_f32(a, mode):
    got = fp.sqrt_f32(a, mode)
    exp = []
    for x in a.tolist():
        if math.isnan(x) or x < 0:
            exp.append(math.nan)
        elif x == 0 or math.isinf(x):
            exp.append(x)
        else:
            # sqrt: find correctly rounded result by bracketing with the reference
            X = Fraction(x)
            r = ref_round_sqrt(X, "f32", mode)
            exp.append(r)
    check_all(got, exp, np.float32, list(a))
    got = fp.rcp_f32(a, mode)
    one = np.ones_like(a)
    check_all(got, _exp_binary_f32("div", one, a, mode), np.float32, list(a))


def ref_round_sqrt(X: Fraction, fmt: str, mode: str) -> float:
    """Correct rounding of sqrt(X) > 0: compare candidate squares exactly."""
    p, emin, emax = FMT[fmt]
    # integer square root of X scaled to a fine grid gives floor(sqrt(X) * 2**s)
    s = 2 * (p + 200 - emin)
    num = X.numerator * 2 ** (2 * s)
    fl = math.isqrt(num // X.denominator)
    exact = fl * fl * X.denominator == num and (num % X.denominator == 0)
    v = Fraction(fl, 2 ** s)
    if exact:
        return ref_round(v, fmt, mode)
    # sqrt(X) is irrational/inexact: strictly between v and v + 2**-s; 2**-s is far
    # below any rounding boundary so rounding v + 2**-(s+1) gives the right answer
    return ref_round(v + Fraction(1, 2 ** (s + 1)), fmt, mode)


@SET
@given(a=arr(np.float64, f64_elems(), N))
def test_sqrt_f64_vs_fraction(a):
    for mode in MODES:
        got = fp.sqrt_f64(a, mode)
        exp = []
        for x in a.tolist():
            if math.isnan(x) or x < 0:
                exp.append(math.nan)
            elif x == 0 or math.isinf(x):
                exp.append(x)
            else:
                exp.append(ref_round_sqrt(Fraction(x), "f64", mode))
        check_all(got, exp, np.float64, list(a))


# ---------------------------------------------------------------------------
# f64
# ---------------------------------------------------------------------------

def _exp_binary_f64(op, a, b, mode):
    out = []
    for x, y in zip(a.tolist(), b.tolist()):
        if not (math.isfinite(x) and math.isfinite(y)):
            with np.errstate(all="ignore"):
                out.append(float({"add": np.add, "sub": np.subtract, "mul": np.multiply,
                                  "div": np.divide}[op](np.float64(x), np.float64(y))))
            continue
        X, Y = Fraction(x), Fraction(y)
        if op == "add":
            out.append(ref_value(X + Y, "f64", mode, zsign(sb(x), sb(y), mode)))
        elif op == "sub":
            out.append(ref_value(X - Y, "f64", mode, zsign(sb(x), not sb(y), mode)))
        elif op == "mul":
            out.append(ref_value(X * Y, "f64", mode, sb(x) != sb(y)))
        else:
            if y == 0:
                out.append(math.nan if x == 0 else math.copysign(math.inf, x) * math.copysign(1, y))
            else:
                out.append(ref_value(X / Y, "f64", mode, sb(x) != sb(y)))
    return out


@pytest.mark.parametrize("op", ["add", "sub", "mul", "div"])
@SET
@given(ab=f64_tuple(2))
def test_f64_binary_vs_fraction(op, ab):
    a, b = ab
    fn = {"add": fp.add_f64, "sub": fp.sub_f64, "mul": fp.mul_f64, "div": fp.div_f64}[op]
    for mode in MODES:
        got = fn(a, b, mode)
        assert got.dtype == np.float64
        check_all(got, _exp_binary_f64(op, a, b, mode), np.float64, list(zip(a, b)))


@FAST
@settings(max_examples=80, deadline=None)
@given(abc=f64_tuple(3))
def test_fma_f64_vs_fraction(abc, fast):
    with fast_paths(fast):
        a, b, c = abc
        for mode in MODES:
            got = fp.fma_f64(a, b, c, mode)
            check_all(got, _exp_fma(a, b, c, mode, "f64"), np.float64, list(zip(a, b, c)))


@FAST
@settings(max_examples=60, deadline=None)
@given(abc=cancelling(np.float64, st.one_of(
    st.floats(allow_nan=False, allow_infinity=False),
    st.builds(lambda m, e: math.ldexp(m, e), st.integers(-2 ** 53, 2 ** 53), st.integers(-1100, 960)))))
def test_fma_f64_cancellation(abc, fast):
    with fast_paths(fast):
        a, b, c = abc
        for mode in MODES:
            got = fp.fma_f64(a, b, c, mode)
            check_all(got, _exp_fma(a, b, c, mode, "f64"), np.float64, list(zip(a, b, c)))


# ---------------------------------------------------------------------------
# rounding with residual, narrowing, half precision
# ---------------------------------------------------------------------------

@FAST
@pytest.mark.parametrize("fmt", ["f32", "f16", "bf16", "tf32"])
@settings(max_examples=30, deadline=None)
@given(xy=f64_tuple(2))
def test_round_with_residual(fmt, xy, fast):
    with fast_paths(fast):
        for mode in MODES + ["rna"]:
            _check_residual(fmt, mode, *xy)


def _check_residual(fmt, mode, x, y):
    x = np.where(np.isfinite(x), x, 1.0)
    y = np.where(np.isfinite(y), y, 0.5)
    # keep the sum finite: scale into a range where x+y cannot overflow
    x = np.ldexp(np.frexp(x)[0], np.clip(np.frexp(x)[1], -1100, 200))
    y = np.ldexp(np.frexp(y)[0], np.clip(np.frexp(y)[1], -1100, 200))
    s, e = fp.two_sum(x, y)
    got = fp.round_f64_to_format(s, fp.FORMATS[fmt], mode, e)
    exp = []
    for xi, yi in zip(x.tolist(), y.tolist()):
        v = Fraction(xi) + Fraction(yi)
        exp.append(ref_value(v, fmt, mode, zsign(sb(xi), sb(yi), mode)) if v != 0 else None)
    for i, ev in enumerate(exp):
        if ev is None:
            assert got[i] == 0
        else:
            assert same(got[i], ev, np.float64), (x[i], y[i], got[i], ev)


@FAST
@pytest.mark.parametrize("dst", ["f32", "f16", "bf16"])
@settings(max_examples=30, deadline=None)
@given(a=arr(np.float64, f64_elems(), N))
def test_cvt_narrow_from_f64(dst, a, fast):
    with fast_paths(fast):
        dt = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16}[dst]
        for mode in MODES:
            got = fp.cvt(a, dst, "f64", mode)
            assert got.dtype == dt
            exp = [x if not math.isfinite(x) or x == 0 else ref_round(Fraction(x), dst, mode)
                   for x in a.tolist()]
            check_all(got, exp, dt, list(a))


INT_SRC = {"u8": np.uint8, "s8": np.int8, "u16": np.uint16, "s16": np.int16, "u32": np.uint32,
           "s32": np.int32, "u64": np.uint64, "s64": np.int64}


@st.composite
def ints(draw, dt):
    info = np.iinfo(dt)
    n = draw(N)
    el = st.one_of(st.integers(info.min, info.max),
                   st.integers(0, 63).map(lambda k: min(max(2 ** k + 1, info.min), info.max)),
                   st.integers(0, 63).map(lambda k: min(max(-(2 ** k) - 1, info.min), info.max)),
                   st.sampled_from([info.min, info.max, 0]))
    return np.array(draw(st.lists(el, min_size=n, max_size=n)), dtype=dt)


@FAST
@pytest.mark.parametrize("src", ["u64", "s64", "u32", "s32", "s16"])
@settings(max_examples=20, deadline=None)
@given(data=st.data())
def test_cvt_int_to_float_vs_fraction(src, data, fast):
    with fast_paths(fast):
        a = data.draw(ints(INT_SRC[src]))
        for dst in ["f64", "f32", "f16", "bf16"]:
            dt = {"f64": np.float64, "f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16}[dst]
            for mode in MODES:
                got = fp.cvt(a, dst, src, mode)
                assert got.dtype == dt
                exp = [0.0 if v == 0 else ref_round(Fraction(int(v)), dst, mode) for v in a.tolist()]
                check_all(got, exp, dt, list(a))


@pytest.mark.parametrize("dst", ["s8", "u8", "s16", "u16", "s32", "u32", "s64", "u64"])
@settings(max_examples=15, deadline=None)
@given(a=arr(np.float64, st.one_of(f64_elems(), st.floats(-3e19, 3e19),
                                   st.integers(-2 ** 65, 2 ** 65).map(float)), N))
def test_cvt_float_to_int(dst, a):
    for rnd in ["rni", "rzi", "rmi", "rpi"]:
        _check_f2i(dst, rnd, a)


def _check_f2i(dst, rnd, a):
    dt = INT_SRC[dst]
    info = np.iinfo(dt)
    got = fp.cvt(a, dst, "f64", rnd)
    assert got.dtype == dt
    for x, g in zip(a.tolist(), got.tolist()):
        if math.isnan(x):
            e = info.min if info.min < 0 else 1 << (info.bits - 1)
        elif math.isinf(x):
            e = info.max if x > 0 else info.min
        else:
            X = Fraction(x)
            f = math.floor(X)
            if rnd == "rzi":
                r = math.trunc(X)
            elif rnd == "rmi":
                r = f
            elif rnd == "rpi":
                r = math.ceil(X)
            else:
                d = X - f
                r = f + (d > Fraction(1, 2) or (d == Fraction(1, 2) and f % 2 == 1))
            e = min(max(r, info.min), info.max)
        assert g == e, (x, g, e)


@FAST
@pytest.mark.parametrize("fmt", ["f16", "bf16"])
@pytest.mark.parametrize("op", ["add", "sub", "mul", "fma"])
@settings(max_examples=12, deadline=None)
@given(data=st.data())
def test_half_arith_vs_fraction(fmt, op, data, fast):
    with fast_paths(fast):
        for mode in MODES:
            _check_half(fmt, op, mode, data)


def _check_half(fmt, op, mode, data):
    n = data.draw(N)
    bits = [data.draw(arr(np.uint16, st.integers(0, 0xFFFF), n)) for _ in range(3)]
    dt = np.float16 if fmt == "f16" else ml_dtypes.bfloat16
    a, b, c = (x.view(dt) for x in bits)
    mod = fp
    if op == "fma":
        got = getattr(mod, f"fma_{fmt}")(a, b, c, mode)
    else:
        got = getattr(mod, f"{op}_{fmt}")(a, b, mode)
    assert got.dtype == dt
    exp = []
    with np.errstate(all="ignore"):
        fa, fb, fc = (v.astype(np.float64).tolist() for v in (a, b, c))
    for x, y, z in zip(fa, fb, fc):
        if op == "fma":
            exp.extend(_exp_fma(np.array([x]), np.array([y]), np.array([z]), mode, fmt))
        elif not (math.isfinite(x) and math.isfinite(y)):
            with np.errstate(all="ignore"):
                exp.append(float({"add": np.add, "sub": np.subtract, "mul": np.multiply}[op](x, y)))
        elif op == "add":
            exp.append(ref_value(Fraction(x) + Fraction(y), fmt, mode, zsign(sb(x), sb(y), mode)))
        elif op == "sub":
            exp.append(ref_value(Fraction(x) - Fraction(y), fmt, mode, zsign(sb(x), not sb(y), mode)))
        else:
            exp.append(ref_value(Fraction(x) * Fraction(y), fmt, mode, sb(x) != sb(y)))
    check_all(got, exp, dt, list(zip(a, b, c)))
    assert np.all(fp.to_bits(got[np.isnan(got.astype(np.float32))]) == 0x7FFF)
