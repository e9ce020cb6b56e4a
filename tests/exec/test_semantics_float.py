"""Floating-point instructions as PTX kernels, bit for bit against an exact
``fractions.Fraction`` reference (tests/exec/fpref.py): add/sub/mul/fma/div/rcp/sqrt with
every rounding mode, .ftz and .sat, min/max NaN and signed-zero rules, abs/neg of NaN,
f16/bf16 scalars and f16x2/bf16x2 pairs.

NaN results: f32/f16/bf16 arithmetic produces the canonical NaN (0x7FFFFFFF / 0x7FFF)
as NVIDIA GPUs do; f64 results only need to be some NaN.
"""

from __future__ import annotations

import fpref as R
import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from ptxkit import run_op

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


# no shrinking: a failing float case is reported with its bit patterns anyway, and the
# expected failures (xfail) must stay fast
SET = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow],
               phases=(Phase.explicit, Phase.reuse, Phase.generate))
MODES = ["rn", "rz", "rm", "rp"]
CANON = {"f32": 0x7FFFFFFF, "f16": 0x7FFF, "bf16": 0x7FFF}
UINT = {"f16": "u16", "bf16": "u16", "f32": "u32", "f64": "u64"}


def special_bits(t: str) -> list[int]:
    fmt = R.FMTS[t]
    sign = 1 << (fmt.bits - 1)
    mant = (1 << (fmt.p - 1)) - 1
    one = R.bits_of(t, 1.0)
    vals = [0, 1, mant, mant + 1, one, one + 1, one - 1, R.bits_of(t, 1.5), R.bits_of(t, 3.0),
            R.max_bits(fmt, 0), R.inf_bits(fmt, 0), R.inf_bits(fmt, 0) | 1, R.inf_bits(fmt, 0) | (1 << (fmt.p - 2)),
            R.bits_of(t, 0.1), R.bits_of(t, 1.0) + (1 << (fmt.p - 2))]
    return vals + [v | sign for v in vals]


def fbits(t: str):
    fmt = R.FMTS[t]
    n = fmt.bits
    one = R.bits_of(t, 1.0)
    # values near 1 (exponents close together provoke cancellation and ties)
    near = st.integers(one - (1 << (fmt.p + 2)), one + (1 << (fmt.p + 2)))
    return st.one_of(
        st.sampled_from(special_bits(t)),
        st.integers(0, (1 << n) - 1),
        near,
        near.map(lambda v: v | (1 << (n - 1))),
        st.integers(0, (1 << (fmt.p + 1))),  # subnormals and the smallest normals
    )


def to_array(t: str, bits: list[int]) -> np.ndarray:
    return np.array(bits, dtype=np.dtype(UINT[t].replace("u", "uint"))).view(R.NPDT[t])


def as_bits(t: str, arr) -> list[int]:
    return [int(x) for x in np.asarray(arr).view(np.dtype(UINT[t].replace("u", "uint")))]


def assert_bits(t: str, got: list[int], want: list, inputs, what: str) -> None:
    bad = []
    for k, (g, w) in enumerate(zip(got, want)):
        if w is None:
            fmt = R.FMTS[t]
            kind = R.decode(fmt, g)[0]
            ok = kind == "nan" and (t == "f64" or g == CANON[t])
        else:
            ok = g == w
        if not ok:
            bad.append(([hex(c[k]) for c in inputs], hex(g), None if w is None else hex(w)))
    assert not bad, f"{what}: {len(bad)} mismatches, first (inputs, got, want): {bad[:4]}"


def run_bits(op: str, t: str, cols: list[list[int]], out_t: str | None = None) -> list[int]:
    out_t = out_t or t
    got = run_op(op, out_t, [to_array(t, c) for c in cols], in_types=[t] * len(cols))
    return as_bits(out_t, got)


def ref_post(t: str, w, ftz: bool, sat: bool):
    fmt = R.FMTS[t]
    if w is None:
        return 0 if sat else None  # .sat: NaN -> +0
    if ftz:
        w = R.flush(fmt, w)
    if sat:
        kind, s, v = R.decode(fmt, w)
        if kind == "inf":
            return 0 if s else R.bits_of(t, 1.0)
        if v < 0:
            return 0
        if v > 1:
            return R.bits_of(t, 1.0)
        if v == 0:
            return 0  # .sat gives +0 for -0 (clamped to [+0.0, 1.0])
    return w


def ref_pre(t: str, x: int, ftz: bool) -> int:
    return R.flush(R.FMTS[t], x) if ftz else x


REF = {
    "add": lambda t, a, b, m: R.add(t, a, b, m),
    "sub": lambda t, a, b, m: R.add(t, a, b, m, sub=True),
    "mul": lambda t, a, b, m: R.mul(t, a, b, m),
    "div": lambda t, a, b, m: R.div(t, a, b, m),
}


# --------------------------------------------------------------------- add/sub/mul/div


@pytest.mark.parametrize("t", ["f32", "f64"])
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("op", ["add", "sub", "mul", "div"])
@given(data=st.data())
@SET
def test_binary_rounding(op, mode, t, data):
    rows = data.draw(st.lists(st.tuples(fbits(t), fbits(t)), min_size=8, max_size=48))
    a, b = [r[0] for r in rows], [r[1] for r in rows]
    got = run_bits(f"{op}.{mode}.{t}", t, [a, b])
    want = [REF[op](t, x, y, mode) for x, y in rows]
    assert_bits(t, got, want, [a, b], f"{op}.{mode}.{t}")


@pytest.mark.parametrize("op", ["add", "sub", "mul"])
def test_binary_default_rounding_is_rn(op):
    sp = special_bits("f32")
    rows = [(x, y) for x in sp for y in sp]
    a, b = [r[0] for r in rows], [r[1] for r in rows]
    got = run_bits(f"{op}.f32", "f32", [a, b])
    assert_bits("f32", got, [REF[op]("f32", x, y, "rn") for x, y in rows], [a, b], f"{op}.f32")


@pytest.mark.parametrize("op", ["add", "sub", "mul", "div"])
@pytest.mark.parametrize("mods", ["ftz", "sat", "ftz.sat"])
@given(data=st.data())
@SET
def test_binary_ftz_sat_f32(op, mods, data):
    ftz, sat = "ftz" in mods, "sat" in mods
    if op == "div" and sat:
        mods = mods.replace(".sat", "").replace("sat", "")
        sat = False
        if not mods:
            return
    rows = data.draw(st.lists(st.tuples(fbits("f32"), fbits("f32")), min_size=8, max_size=48))
    a, b = [r[0] for r in rows], [r[1] for r in rows]
    mode = "rn" if op != "div" else "rz"
    got = run_bits(f"{op}.{mode}.{mods}.f32", "f32", [a, b])
    want = [ref_post("f32", REF[op]("f32", ref_pre("f32", x, ftz), ref_pre("f32", y, ftz), mode), ftz, sat) for x, y in rows]
    assert_bits("f32", got, want, [a, b], f"{op}.{mode}.{mods}.f32")


def test_ftz_edge_cases():
    sub = 0x00000001  # smallest positive subnormal
    nsub = 0x80000001
    # subnormal inputs read as sign-preserving zero: -sub + -0 = -0
    assert run_bits("add.ftz.f32", "f32", [[nsub], [0x80000000]]) == [0x80000000]
    assert run_bits("add.f32", "f32", [[nsub], [0x80000000]]) == [nsub]
    # a normal result in range but a subnormal product flushes to signed zero
    tiny = R.bits_of("f32", 1e-20)
    assert run_bits("mul.rn.ftz.f32", "f32", [[tiny], [tiny | 0x80000000]]) == [0x80000000]
    assert run_bits("mul.rn.f32", "f32", [[R.bits_of("f32", 1e-38)], [R.bits_of("f32", 0.5)]]) != [0]
    assert run_bits("mul.rn.ftz.f32", "f32", [[sub], [R.bits_of("f32", 2.0**30)]]) == [0]


# --------------------------------------------------------------------- fma / mad


@pytest.mark.parametrize("t", ["f32", "f64"])
@pytest.mark.parametrize("mode", MODES)
@given(data=st.data())
@SET
def test_fma_rounding(mode, t, data):
    rows = data.draw(st.lists(st.tuples(fbits(t), fbits(t), fbits(t)), min_size=8, max_size=48))
    cols = [[r[k] for r in rows] for k in range(3)]
    for spelling in (f"fma.{mode}.{t}", f"mad.{mode}.{t}"):
        got = run_bits(spelling, t, cols)
        assert_bits(t, got, [R.fma(t, *r, mode) for r in rows], cols, spelling)


def test_fma_exact_cancellation_and_zero_signs():
    one, m1 = R.bits_of("f32", 1.0), R.bits_of("f32", -1.0)
    pz, nz = 0, 0x80000000
    rows = [(one, one, m1), (one, nz, pz), (m1, pz, nz), (one, nz, nz), (pz, pz, pz)]
    cols = [[r[k] for r in rows] for k in range(3)]
    for mode in MODES:
        got = run_bits(f"fma.{mode}.f32", "f32", cols)
        assert got == [R.fma("f32", *r, mode) for r in rows], mode
    # (1 + 2^-12)^2 - 1 = 2^-11 + 2^-24: the rounded product loses the 2^-24
    x = R.bits_of("f32", 1.0) + (1 << 11)
    got = run_bits("fma.rn.f32", "f32", [[x], [x], [m1]])
    assert got == [R.fma("f32", x, x, m1, "rn")]
    assert got != run_bits("add.rn.f32", "f32", [[R.mul("f32", x, x, "rn")], [m1]])


@pytest.mark.parametrize("mods", ["ftz", "sat", "ftz.sat"])
@given(data=st.data())
@SET
def test_fma_ftz_sat_f32(mods, data):
    ftz, sat = "ftz" in mods, "sat" in mods
    rows = data.draw(st.lists(st.tuples(fbits("f32"), fbits("f32"), fbits("f32")), min_size=8, max_size=48))
    cols = [[r[k] for r in rows] for k in range(3)]
    got = run_bits(f"fma.rn.{mods}.f32", "f32", cols)
    want = [ref_post("f32", R.fma("f32", *(ref_pre("f32", v, ftz) for v in r), "rn"), ftz, sat) for r in rows]
    assert_bits("f32", got, want, cols, f"fma.rn.{mods}.f32")


# --------------------------------------------------------------------- rcp / sqrt


@pytest.mark.parametrize("t", ["f32", "f64"])
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("op", ["rcp", "sqrt"])
@given(data=st.data())
@SET
def test_rcp_sqrt_rounding(op, mode, t, data):
    vals = data.draw(st.lists(fbits(t), min_size=8, max_size=48))
    got = run_bits(f"{op}.{mode}.{t}", t, [vals])
    f = R.rcp if op == "rcp" else R.sqrt
    assert_bits(t, got, [f(t, v, mode) for v in vals], [vals], f"{op}.{mode}.{t}")


def test_sqrt_rcp_specials():
    t = "f32"
    vals = [0, 0x80000000, R.inf_bits(R.F32, 0), R.inf_bits(R.F32, 1), R.bits_of(t, -1.0), R.bits_of(t, 4.0), 1]
    got = run_bits("sqrt.rn.f32", t, [vals])
    assert got[:2] == [0, 0x80000000]  # sqrt(-0) = -0
    assert got[2] == R.inf_bits(R.F32, 0)
    assert got[3] == CANON["f32"] and got[4] == CANON["f32"]
    assert got[5] == R.bits_of(t, 2.0)
    got = run_bits("rcp.rn.f32", t, [vals])
    assert got[:4] == [R.inf_bits(R.F32, 0), R.inf_bits(R.F32, 1), 0, 0x80000000]
    # the reciprocal of the smallest subnormal overflows
    assert got[6] == R.inf_bits(R.F32, 0)


@pytest.mark.parametrize("op,f", [("sqrt.approx.f32", np.sqrt), ("rcp.approx.f32", lambda x: 1 / x),
                                  ("sqrt.approx.ftz.f32", np.sqrt), ("rcp.approx.ftz.f64", lambda x: 1 / x),
                                  ("div.approx.f32", None), ("div.full.f32", None)])
def test_approx_forms_close(op, f):
    t = "f64" if op.endswith("f64") else "f32"
    dt = np.float64 if t == "f64" else np.float32
    x = np.array([1.0, 2.0, 3.0, 0.1, 1e10, 7.5, 123.456], dt)
    if f is None:
        y = np.array([3.0, 7.0, 0.3, 5.0, 1e-3, -2.0, 9.0], dt)
        got = run_op(op, t, [x, y])
        want = x.astype(np.float64) / y
    else:
        got = run_op(op, t, [x])
        want = f(x.astype(np.float64))
    assert np.allclose(got, want, rtol=2e-6)


# --------------------------------------------------------------------- min / max


def _minmax_ref(op: str, t: str, a: int, b: int, nan_mode: bool = False):
    fmt = R.FMTS[t]
    ka, sa, va = R.decode(fmt, a)
    kb, sb, vb = R.decode(fmt, b)
    if ka == "nan" and kb == "nan":
        return None
    if ka == "nan" or kb == "nan":
        return None if nan_mode else (b if ka == "nan" else a)

    def key(k, s, v):
        if k == "inf":
            return (-1 if s else 1) * float("inf"), -s
        return v, -s  # -0 orders below +0
    ka_, kb_ = key(ka, sa, va), key(kb, sb, vb)
    if op == "min":
        return a if ka_ <= kb_ else b
    return a if ka_ >= kb_ else b


@pytest.mark.parametrize("t", ["f32", "f64", "f16"])
@pytest.mark.parametrize("op", ["min", "max"])
def test_min_max_nan_and_signed_zero(op, t):
    sp = special_bits(t)
    rows = [(x, y) for x in sp for y in sp]
    a, b = [r[0] for r in rows], [r[1] for r in rows]
    got = run_bits(f"{op}.{t}", t, [a, b])
    assert_bits(t, got, [_minmax_ref(op, t, x, y) for x, y in rows], [a, b], f"{op}.{t}")
    if t != "f64":
        got = run_bits(f"{op}.NaN.{t}", t, [a, b])
        assert_bits(t, got, [_minmax_ref(op, t, x, y, nan_mode=True) for x, y in rows], [a, b], f"{op}.NaN.{t}")


def test_min_max_ftz_f32():
    sub, nsub = 0x00000005, 0x80000005
    got = run_bits("min.ftz.f32", "f32", [[sub, nsub, sub], [0, 0, nsub]])
    assert got == [0, 0x80000000, 0x80000000]
    got = run_bits("max.f32", "f32", [[sub, nsub], [0, 0]])
    assert got == [sub, 0]


# --------------------------------------------------------------------- abs / neg


@pytest.mark.parametrize("t", ["f32", "f64", "f16", "bf16"])
def test_abs_neg_bits_incl_nan(t):
    """abs clears and neg flips only the sign bit of numbers, infinities and zeros; a NaN
    input gives a NaN (PTX ISA: "NaN inputs yield an unspecified NaN")."""
    fmt = R.FMTS[t]
    sign = 1 << (fmt.bits - 1)
    vals = special_bits(t)
    is_nan = [R.decode(fmt, v)[0] == "nan" for v in vals]
    assert any(is_nan)
    for op, f in (("abs", lambda v: v & ~sign), ("neg", lambda v: v ^ sign)):
        got = run_bits(f"{op}.{t}", t, [vals])
        for v, g, nan in zip(vals, got, is_nan):
            if nan:
                assert R.decode(fmt, g)[0] == "nan", (op, hex(v), hex(g))
            else:
                assert g == f(v), (op, hex(v), hex(g))


def test_abs_neg_ftz():
    vals = [0x00000003, 0x80000003, R.bits_of("f32", -2.0)]
    assert run_bits("abs.ftz.f32", "f32", [vals]) == [0, 0, R.bits_of("f32", 2.0)]
    assert run_bits("neg.ftz.f32", "f32", [vals]) == [0x80000000, 0, R.bits_of("f32", 2.0)]


# --------------------------------------------------------------------- f16 / bf16 and packed pairs


@pytest.mark.parametrize("t", ["f16", "bf16"])
@pytest.mark.parametrize("op", ["add", "sub", "mul", "fma"])
@given(data=st.data())
@SET
def test_half_arithmetic(op, t, data):
    n = 3 if op == "fma" else 2
    rows = data.draw(st.lists(st.tuples(*[fbits(t)] * n), min_size=8, max_size=64))
    cols = [[r[k] for r in rows] for k in range(n)]
    got = run_bits(f"{op}.rn.{t}", t, cols)
    ref = R.fma if op == "fma" else REF[op]
    assert_bits(t, got, [ref(t, *r, "rn") for r in rows], cols, f"{op}.rn.{t}")


@pytest.mark.parametrize("mods", ["ftz", "sat"])
def test_f16_ftz_sat(mods):
    sp = special_bits("f16")
    rows = [(x, y) for x in sp for y in sp]
    a, b = [r[0] for r in rows], [r[1] for r in rows]
    ftz, sat = mods == "ftz", mods == "sat"
    got = run_bits(f"add.rn.{mods}.f16", "f16", [a, b])
    want = [ref_post("f16", R.add("f16", ref_pre("f16", x, ftz), ref_pre("f16", y, ftz), "rn"), ftz, sat) for x, y in rows]
    assert_bits("f16", got, want, [a, b], f"add.rn.{mods}.f16")


@pytest.mark.parametrize("t", ["f16x2", "bf16x2"])
@pytest.mark.parametrize("op", ["add", "sub", "mul", "fma", "min", "max", "neg", "abs"])
@given(data=st.data())
@SET
def test_packed_pairs(op, t, data):
    et = t[:-2]
    n = {"fma": 3, "neg": 1, "abs": 1}.get(op, 2)
    rows = data.draw(st.lists(st.tuples(*[st.tuples(fbits(et), fbits(et))] * n), min_size=4, max_size=32))
    cols = [[lo | (hi << 16) for lo, hi in (r[k] for r in rows)] for k in range(n)]
    # add/sub/mul without a rounding modifier are .rn; fma needs .rn
    spelling = f"{op}.rn.{t}" if op == "fma" else f"{op}.{t}"
    got = run_op(spelling, "u32", [np.array(c, np.uint32) for c in cols], in_types=["b32"] * n)
    sign = 0x8000

    def ref(*xs):
        if op == "fma":
            return R.fma(et, *xs, "rn")
        if op in ("min", "max"):
            return _minmax_ref(op, et, *xs)
        if op == "neg":
            return xs[0] ^ sign
        if op == "abs":
            return xs[0] & ~sign
        return REF[op](et, *xs, "rn")
    lo_want = [ref(*(r[k][0] for k in range(n))) for r in rows]
    hi_want = [ref(*(r[k][1] for k in range(n))) for r in rows]
    g = [int(v) for v in got]
    assert_bits(et, [v & 0xFFFF for v in g], lo_want, cols, f"{spelling} low")
    assert_bits(et, [v >> 16 for v in g], hi_want, cols, f"{spelling} high")


@pytest.mark.parametrize("t", ["f16x2", "bf16x2"])
@pytest.mark.parametrize("op", ["add", "sub", "mul"])
def test_packed_pairs_explicit_rn(op, t):
    """``add.rn.f16x2`` is valid PTX (cuda_fp16.hpp's __hadd2_rn emits it): same as add.f16x2."""
    et = t[:-2]
    sp = special_bits(et)
    a = np.array([x | (y << 16) for x in sp for y in sp[:6]], np.uint32)
    b = np.array([y | (x << 16) for x in sp for y in sp[:6]], np.uint32)
    got = run_op(f"{op}.rn.{t}", "u32", [a, b], in_types=["b32", "b32"])
    want = run_op(f"{op}.{t}", "u32", [a, b], in_types=["b32", "b32"])
    assert got.tolist() == want.tolist()


# --------------------------------------------------------------------- testp, copysign


def test_testp():
    t = "f32"
    vals = [0, 0x80000000, 1, 0x807FFFFF, R.bits_of(t, 1.0), R.inf_bits(R.F32, 0), R.inf_bits(R.F32, 1), 0x7FC00000, 0xFFFFFFFF]
    x = to_array(t, vals)
    props = {
        "finite": [True, True, True, True, True, False, False, False, False],
        "infinite": [False, False, False, False, False, True, True, False, False],
        "number": [True] * 7 + [False, False],
        "notanumber": [False] * 7 + [True, True],
        "normal": [True, True, False, False, True, False, False, False, False],  # zeros count as normal
        "subnormal": [False, False, True, True, False, False, False, False, False],
    }
    for p, want in props.items():
        assert run_op(f"testp.{p}.f32", "pred", [x], in_types=["f32"]).tolist() == want, p
    xd = x.astype(np.float64)
    assert run_op("testp.notanumber.f64", "pred", [xd], in_types=["f64"]).tolist() == props["notanumber"]


def test_copysign():
    a = np.array([1.0, -1.0, -0.0, 0.0, np.nan], np.float32)
    b = np.array([-2.0, 3.0, 5.0, -7.0, 1.0], np.float32)
    got = run_op("copysign.f32", "f32", [a, b])
    # copysign.f32 d, a, b: |b| with the sign of a (a NaN's sign bit too)
    assert [float(v) for v in got] == [2.0, -3.0, -5.0, 7.0, 1.0]
    assert np.signbit(got).tolist() == np.signbit(a).tolist()


def test_f32_canonical_nan_from_invalid_ops():
    inf = R.inf_bits(R.F32, 0)
    ninf = R.inf_bits(R.F32, 1)
    assert run_bits("add.f32", "f32", [[inf], [ninf]]) == [CANON["f32"]]
    assert run_bits("mul.f32", "f32", [[inf], [0]]) == [CANON["f32"]]
    assert run_bits("div.rn.f32", "f32", [[0], [0x80000000]]) == [CANON["f32"]]
    # a NaN input with a payload also gives the canonical NaN
    assert run_bits("add.f32", "f32", [[0xFFC01234], [R.bits_of("f32", 1.0)]]) == [CANON["f32"]]
