"""cvt as PTX kernels: integer<->integer (truncation, sign/zero extension, .sat),
float->integer (.rni/.rzi/.rmi/.rpi, saturation, NaN -> 0, .ftz), integer->float and
float<->float (every rounding mode, f16/bf16, f64<->f32), against exact references."""

from __future__ import annotations

import math
from fractions import Fraction

import fpref as R
import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from ptxkit import check_int, host_ints, int_edges, int_range, run_op, wrap

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


SET = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow],
               phases=(Phase.explicit, Phase.reuse, Phase.generate))

INTS = ["u8", "s8", "u16", "s16", "u32", "s32", "u64", "s64"]
FLOATS = ["f16", "bf16", "f32", "f64"]
UDT = {16: np.uint16, 32: np.uint32, 64: np.uint64}


def fbits_arr(t: str, bits: list[int]) -> np.ndarray:
    return np.array(bits, dtype=UDT[R.FMTS[t].bits]).view(R.NPDT[t])


def as_bits(t: str, arr) -> list[int]:
    return [int(x) for x in np.asarray(arr).view(UDT[R.FMTS[t].bits])]


def special_bits(t: str) -> list[int]:
    fmt = R.FMTS[t]
    sign = 1 << (fmt.bits - 1)
    vals = [0, 1, 3, (1 << (fmt.p - 1)) - 1, 1 << (fmt.p - 1), R.max_bits(fmt, 0), R.inf_bits(fmt, 0),
            R.inf_bits(fmt, 0) | 1, R.inf_bits(fmt, 0) | (1 << (fmt.p - 2))]
    for x in (0.5, 1.0, 1.5, 2.5, 3.5, 0.49999997, 127.5, 128.0, 255.5, 256.0, 32767.5, 32768.0, 65535.5, 65536.0,
              2.0**31 - 64, 2.0**31, 2.0**32, 2.0**32 - 256, 2.0**63, 2.0**64, 1e30, 2.0**24 + 2, 2.0**53 + 2):
        b = R.bits_of(t, x)
        if R.decode(fmt, b)[0] == "num":
            vals.append(b)
    return vals + [v | sign for v in vals]


def fbits(t: str):
    fmt = R.FMTS[t]
    return st.one_of(st.sampled_from(special_bits(t)), st.integers(0, (1 << fmt.bits) - 1),
                     st.integers(R.bits_of(t, 0.25), R.bits_of(t, 2.0**40) if t != "f16" else R.bits_of(t, 60000.0)))


# --------------------------------------------------------------------- integer <-> integer


def reg_of(t: str) -> str:
    """Registers nvcc uses: 8-bit values live in 16-bit registers."""
    return {"u8": "u16", "s8": "s16", "b8": "u16"}.get(t, t)


@pytest.mark.parametrize("dt,stype", [(d, s) for d in INTS for s in INTS if d != s])
def test_cvt_int_int(dt, stype):
    rows = [(v,) for v in int_edges(stype)]
    bits_d = int(dt[1:])

    def ref(a):
        return wrap(a, bits_d, dt[0] == "s")  # truncate, then extend by the destination type
    # the destination register may be wider than the type (8-bit types in 16-bit registers):
    # the result is sign- or zero-extended to the register by the destination type
    out = reg_of(dt)
    check_int(f"cvt.{dt}.{stype}", out, [stype], rows, lambda a: wrap(ref(a), int(out[1:]), dt[0] == "s"))


@pytest.mark.parametrize("dt,stype", [(d, s) for d in INTS for s in INTS if d != s])
def test_cvt_int_int_sat(dt, stype):
    lo, hi = int_range(dt)
    rows = [(v,) for v in int_edges(stype)]
    out = reg_of(dt)
    check_int(f"cvt.sat.{dt}.{stype}", out, [stype], rows, lambda a: min(max(a, lo), hi))


def test_cvt_reads_low_bits_of_wider_source_register():
    """``cvt.s32.s8 %r, %rs`` uses the low 8 bits of the 16-bit register, sign-extended."""
    rows = [(v,) for v in [0x00FF, 0x0180, 0x7F7F, 0xFF01]]
    check_int("cvt.s32.s8", "s32", ["u16"], rows, lambda a: wrap(a, 8, True))
    check_int("cvt.u32.u8", "u32", ["u16"], rows, lambda a: a & 0xFF)
    check_int("cvt.s64.s16", "s64", ["u16"], rows, lambda a: wrap(a, 16, True))


# --------------------------------------------------------------------- float -> integer


def round_int(v: Fraction, mode: str) -> int:
    if mode == "rzi":
        return math.trunc(v)
    if mode == "rmi":
        return math.floor(v)
    if mode == "rpi":
        return math.ceil(v)
    return round(v)  # Fraction rounds half to even


def f2i_ref(t: str, bits: int, mode: str, dt: str, ftz: bool = False) -> int:
    fmt = R.FMTS[t]
    if ftz:
        bits = R.flush(fmt, bits)
    kind, sign, v = R.decode(fmt, bits)
    lo, hi = int_range(dt)
    if kind == "nan":
        # PTX ISA 9.0, cvt: NaN gives 0, except from .f64 or into a 64-bit integer, where
        # it gives 1 << (bits - 1) (MININT for signed, (MAXINT >> 1) + 1 for unsigned)
        nbits = int(dt[1:])
        if t == "f64" or nbits == 64:
            return lo if dt[0] == "s" else 1 << (nbits - 1)
        return 0
    if kind == "inf":
        return lo if sign else hi
    return min(max(round_int(v, mode), lo), hi)


@pytest.mark.parametrize("t", ["f32", "f64", "f16"])
@pytest.mark.parametrize("mode", ["rni", "rzi", "rmi", "rpi"])
@pytest.mark.parametrize("dt", ["s32", "u32", "s64", "u64", "s16", "u16"])
def test_cvt_float_to_int(t, mode, dt):
    vals = special_bits(t)
    got = run_op(f"cvt.{mode}.{dt}.{t}", dt, [fbits_arr(t, vals)], in_types=[t])
    want = [f2i_ref(t, v, mode, dt) for v in vals]
    bad = [(hex(v), int(g), w) for v, g, w in zip(vals, got, want) if int(g) != w]
    assert not bad, f"cvt.{mode}.{dt}.{t}: {bad[:6]}"


@pytest.mark.parametrize("mode", ["rni", "rzi", "rmi", "rpi"])
@given(data=st.data())
@SET
def test_cvt_f32_to_s32_sweep(mode, data):
    vals = data.draw(st.lists(fbits("f32"), min_size=8, max_size=64))
    for dt in ("s32", "u64"):
        got = run_op(f"cvt.{mode}.{dt}.f32", dt, [fbits_arr("f32", vals)], in_types=["f32"])
        assert [int(g) for g in got] == [f2i_ref("f32", v, mode, dt) for v in vals]


def test_cvt_float_to_8bit_int():
    vals = special_bits("f32")
    for dt, spelled in (("s8", "s16"), ("u8", "u16")):
        got = run_op(f"cvt.rzi.{dt}.f32", spelled, [fbits_arr("f32", vals)], in_types=["f32"])
        want = [wrap(f2i_ref("f32", v, "rzi", dt), 16, dt[0] == "s") for v in vals]
        assert [int(g) for g in got] == want


def test_cvt_float_to_int_ftz():
    # -subnormal rounds down to -1 (rmi) and +subnormal up to 1 (rpi), unless flushed
    vals = [0x00000001, 0x80000001, 0x007FFFFF, 0x807FFFFF]
    for mode in ("rmi", "rpi"):
        got = run_op(f"cvt.{mode}.s32.f32", "s32", [fbits_arr("f32", vals)], in_types=["f32"]).tolist()
        assert got == [f2i_ref("f32", v, mode, "s32") for v in vals]
        got = run_op(f"cvt.{mode}.ftz.s32.f32", "s32", [fbits_arr("f32", vals)], in_types=["f32"]).tolist()
        assert got == [0, 0, 0, 0]


# --------------------------------------------------------------------- integer -> float


@pytest.mark.parametrize("t", ["f32", "f64", "f16"])
@pytest.mark.parametrize("mode", ["rn", "rz", "rm", "rp"])
@pytest.mark.parametrize("stype", ["s32", "u32", "s64", "u64", "s16", "u16"])
def test_cvt_int_to_float(t, mode, stype):
    lo, hi = int_range(stype)
    vals = sorted(set(int_edges(stype) + [v for v in (2**24 + 1, 2**24 + 3, -(2**24 + 1), 2**53 + 1, 2**62 + 2**38,
                                                         65519, 65520, 2047, 2049, -2049, 12345678)
                                          if lo <= v <= hi]))
    got = run_op(f"cvt.{mode}.{t}.{stype}", t, [host_ints(stype, vals)], in_types=[stype])
    want = [R.round_fraction(Fraction(v), R.FMTS[t], mode) for v in vals]
    assert as_bits(t, got) == want


# --------------------------------------------------------------------- float <-> float


@pytest.mark.parametrize("dt,stype", [("f32", "f64"), ("f16", "f32"), ("f16", "f64"), ("bf16", "f32"), ("bf16", "f64")])
@pytest.mark.parametrize("mode", ["rn", "rz", "rm", "rp"])
@given(data=st.data())
@SET
def test_cvt_float_narrowing(dt, stype, mode, data):
    vals = data.draw(st.lists(fbits(stype), min_size=8, max_size=64)) + special_bits(stype)
    got = as_bits(dt, run_op(f"cvt.{mode}.{dt}.{stype}", dt, [fbits_arr(stype, vals)], in_types=[stype]))
    for v, g in zip(vals, got):
        kind, sign, x = R.decode(R.FMTS[stype], v)
        if kind == "nan":
            assert R.decode(R.FMTS[dt], g)[0] == "nan", hex(v)
            continue
        if kind == "inf":
            want = R.inf_bits(R.FMTS[dt], sign)
        else:
            want = R.round_fraction(x, R.FMTS[dt], mode, sign)
        assert g == want, (f"cvt.{mode}.{dt}.{stype}", hex(v), hex(g), hex(want))


@pytest.mark.parametrize("dt,stype", [("f64", "f32"), ("f32", "f16"), ("f64", "f16"), ("f32", "bf16")])
def test_cvt_float_widening_is_exact(dt, stype):
    vals = special_bits(stype)
    got = as_bits(dt, run_op(f"cvt.{dt}.{stype}", dt, [fbits_arr(stype, vals)], in_types=[stype]))
    for v, g in zip(vals, got):
        kind, sign, x = R.decode(R.FMTS[stype], v)
        if kind == "nan":
            assert R.decode(R.FMTS[dt], g)[0] == "nan"
        elif kind == "inf":
            assert g == R.inf_bits(R.FMTS[dt], sign)
        else:
            assert g == R.round_fraction(x, R.FMTS[dt], "rn", sign)


def test_cvt_f64_f32_ftz_flushes_subnormal_input():
    vals = [0x00000001, 0x80000001, R.bits_of("f32", 1.0)]
    got = as_bits("f64", run_op("cvt.ftz.f64.f32", "f64", [fbits_arr("f32", vals)], in_types=["f32"]))
    assert got == [0, 1 << 63, R.bits_of("f64", 1.0)]


@pytest.mark.parametrize("mode", ["rni", "rzi", "rmi", "rpi"])
@pytest.mark.parametrize("t", ["f32", "f64"])
def test_cvt_round_to_integral_same_type(mode, t):
    vals = special_bits(t)
    got = as_bits(t, run_op(f"cvt.{mode}.{t}.{t}", t, [fbits_arr(t, vals)], in_types=[t]))
    for v, g in zip(vals, got):
        kind, sign, x = R.decode(R.FMTS[t], v)
        if kind != "num":
            assert R.decode(R.FMTS[t], g)[0] == kind
            continue
        want = R.round_fraction(Fraction(round_int(x, mode)), R.FMTS[t], "rn", sign)
        assert g == want, (hex(v), hex(g), hex(want))


def test_cvt_sat_f32_f32_and_ftz():
    vals = [R.bits_of("f32", x) for x in (-1.0, 0.5, 2.0, float("inf"))] + [0x7FC00000, 0x80000001]
    got = as_bits("f32", run_op("cvt.sat.f32.f32", "f32", [fbits_arr("f32", vals)], in_types=["f32"]))
    assert got[:5] == [0, R.bits_of("f32", 0.5), R.bits_of("f32", 1.0), R.bits_of("f32", 1.0), 0]
    got = as_bits("f32", run_op("cvt.ftz.f32.f32", "f32", [fbits_arr("f32", vals)], in_types=["f32"]))
    assert got[5] == 0x80000000


def test_cvt_pack_f16x2_and_bf16x2_from_f32():
    """``cvt.rn.f16x2.f32 d, a, b``: a goes to the upper half, b to the lower half."""
    a = np.array([1.0, -2.5, 65520.0, 1e-8], np.float32)
    b = np.array([0.5, 3.0, -1.0, 7.0], np.float32)
    for dt, et in (("f16x2", "f16"), ("bf16x2", "bf16")):
        got = run_op(f"cvt.rn.{dt}.f32", "u32", [a, b], in_types=["f32", "f32"])
        for g, x, y in zip(got.tolist(), a, b):
            hi = R.round_fraction(Fraction(float(x)), R.FMTS[et], "rn", int(x < 0))
            lo = R.round_fraction(Fraction(float(y)), R.FMTS[et], "rn", int(y < 0))
            assert g == (hi << 16) | lo, dt


def test_cvt_table_of_common_nvcc_forms():
    """The conversions nvcc emits most, on a few values each."""
    cases = [
        ("cvt.rzi.s32.f32", "s32", "f32", [1.9, -1.9, 2.5, -2.5, 3e9, -3e9, float("nan")], [1, -1, 2, -2, 2**31 - 1, -2**31, 0]),
        ("cvt.rni.s32.f32", "s32", "f32", [0.5, 1.5, 2.5, -0.5, -1.5], [0, 2, 2, 0, -2]),
        ("cvt.rmi.s32.f64", "s32", "f64", [1.5, -1.5, -0.0], [1, -2, 0]),
        ("cvt.rpi.u32.f32", "u32", "f32", [1.1, -0.5, -3.0, 5e9], [2, 0, 0, 2**32 - 1]),
        ("cvt.rzi.u64.f64", "u64", "f64", [1e19, -1.0, 2.0**64, float("inf"), float("nan")],
         [10**19, 0, 2**64 - 1, 2**64 - 1, 2**63]),
        ("cvt.rzi.s32.f64", "s32", "f64", [float("nan"), -1e10], [-2**31, -2**31]),
        ("cvt.rzi.s64.f32", "s64", "f32", [float("nan"), 1e19], [-2**63, 2**63 - 1]),
    ]
    for op, dt, stype, xs, want in cases:
        x = np.array(xs, dtype=R.NPDT[stype])
        got = run_op(op, dt, [x], in_types=[stype])
        assert [int(v) for v in got] == want, op
