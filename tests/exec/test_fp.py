"""Unit tests of tcsim.exec.fp: special values, subnormals/ftz, saturation,
NaN rules, f16/bf16 ties, cvt edge cases, approx special values."""

from __future__ import annotations

import math

import ml_dtypes
import numpy as np
import pytest

from tcsim.exec import fp

F32 = np.float32
BF = ml_dtypes.bfloat16
INF = math.inf
NAN = math.nan
MIN_SUB32 = float(np.uint32(1).view(np.float32))      # 2**-149
MIN_NORM32 = 2.0 ** -126
MAX32 = float(np.finfo(np.float32).max)
MIN_SUB64 = 5e-324
MAX64 = float(np.finfo(np.float64).max)


def b32(x):
    return int(fp.to_bits(np.asarray(x, dtype=np.float32)))


def b64(x):
    return int(fp.to_bits(np.asarray(x, dtype=np.float64)))


def f32bits(u):
    return np.uint32(u).view(np.float32)


def f64bits(u):
    return np.uint64(u).view(np.float64)


def a32(*v):
    return np.array(v, dtype=np.float32)


def a64(*v):
    return np.array(v, dtype=np.float64)


# ---------------------------------------------------------------------------
# rounding helpers
# ---------------------------------------------------------------------------

def test_round_f64_to_f32_modes_and_ties():
    one = 1.0
    tie = one + 2.0 ** -24            # exactly halfway between 1 and 1+2**-23
    above = one + 3 * 2.0 ** -24      # halfway between 1+2**-23 and 1+2**-22
    x = a64(tie, above, -tie)
    assert fp.round_f64_to_f32(x, "rn").tolist() == [1.0, 1 + 2.0 ** -22, -1.0]
    assert fp.round_f64_to_f32(x, "rz").tolist() == [1.0, 1 + 2.0 ** -23, -1.0]
    assert fp.round_f64_to_f32(x, "rm").tolist() == [1.0, 1 + 2.0 ** -23, -(1 + 2.0 ** -23)]
    assert fp.round_f64_to_f32(x, "rp").tolist() == [1 + 2.0 ** -23, 1 + 2.0 ** -22, -1.0]
    # the residual breaks the tie (round-to-odd folding)
    assert fp.round_f64_to_f32(a64(tie), "rn", a64(1e-30)).tolist() == [1 + 2.0 ** -23]
    assert fp.round_f64_to_f32(a64(tie), "rn", a64(-1e-30)).tolist() == [1.0]
    # exact 1.0 with negative residual: directed modes step down
    assert fp.round_f64_to_f32(a64(1.0), "rz", a64(-1e-30)).tolist() == [1 - 2.0 ** -24]
    assert fp.round_f64_to_f32(a64(1.0), "rm", a64(-1e-30)).tolist() == [1 - 2.0 ** -24]
    assert fp.round_f64_to_f32(a64(1.0), "rp", a64(-1e-30)).tolist() == [1.0]
    assert fp.round_f64_to_f32(a64(1.0), "rp", a64(1e-300)).tolist() == [1 + 2.0 ** -23]


def test_round_overflow_and_underflow_per_mode():
    big = a64(1e300, -1e300)
    assert fp.round_f64_to_f32(big, "rn").tolist() == [INF, -INF]
    assert fp.round_f64_to_f32(big, "rz").tolist() == [MAX32, -MAX32]
    assert fp.round_f64_to_f32(big, "rm").tolist() == [MAX32, -INF]
    assert fp.round_f64_to_f32(big, "rp").tolist() == [INF, -MAX32]
    tiny = a64(1e-300, -1e-300)
    assert [b32(v) for v in fp.round_f64_to_f32(tiny, "rn")] == [0, 0x80000000]
    assert fp.round_f64_to_f32(tiny, "rp").tolist() == [MIN_SUB32, -0.0]
    assert fp.round_f64_to_f32(tiny, "rm").tolist() == [0.0, -MIN_SUB32]
    # halfway to the smallest subnormal: ties-to-even gives 0, anything above gives min_sub
    assert fp.round_f64_to_f32(a64(2.0 ** -150), "rn").tolist() == [0.0]
    assert fp.round_f64_to_f32(a64(2.0 ** -150 * (1 + 2 ** -52)), "rn").tolist() == [MIN_SUB32]
    assert fp.round_f64_to_f32(a64(3 * 2.0 ** -150), "rn").tolist() == [2 * MIN_SUB32]


def test_bf16_rounding_is_single_rounding_unlike_ml_dtypes():
    x = a64(1 + 2.0 ** -8 + 2.0 ** -30)  # just above a bf16 tie; f32 intermediate hits the tie
    ours = fp.round_f64_to_bf16(x)
    assert ours.dtype == BF
    assert fp.to_bits(ours).tolist() == [0x3F81]
    # ml_dtypes goes through f32 (documented reason for the bit-level implementation)
    assert fp.to_bits(x.astype(BF)).tolist() in ([0x3F80], [0x3F81])


def test_f16_bf16_ties():
    # f16: 2049 is halfway between 2048 and 2050 -> even (2048); 2051 -> 2052
    h = fp.round_f64_to_f16(a64(2049, 2051, -2049, 65519, 65520, 2.0 ** -25, 3 * 2.0 ** -25))
    assert h.dtype == np.float16
    assert h.astype(np.float64).tolist() == [2048, 2052, -2048, 65504, INF, 0, 2 * 2.0 ** -24]
    assert fp.round_f64_to_f16(a64(65520), "rz").tolist() == [65504]
    # bf16: 257 -> 256 (tie, even), 259 -> 260, rna ties away
    bf = fp.round_f64_to_bf16(a64(257, 259, 1 + 2.0 ** -8))
    assert bf.astype(np.float64).tolist() == [256, 260, 1.0]
    assert fp.round_f64_to_format(a64(257, -257), fp.BF16, "rna").tolist() == [258, -258]
    # arithmetic ties
    r = fp.add_f16(np.float16(2048), np.float16(1))
    assert float(r) == 2048
    r = fp.add_f16(np.float16(2050), np.float16(1))
    assert float(r) == 2052
    r = fp.add_bf16(BF(256), BF(1))
    assert float(r) == 256
    assert float(fp.add_bf16(BF(258), BF(1))) == 260


def test_tf32_rna_and_rn():
    x = a64(1 + 2.0 ** -11, 1 + 3 * 2.0 ** -11, -(1 + 2.0 ** -11))
    assert fp.round_f64_to_tf32(x, "rna").tolist() == [1 + 2.0 ** -10, 1 + 2.0 ** -9, -(1 + 2.0 ** -10)]
    assert fp.round_f64_to_tf32(x, "rn").tolist() == [1.0, 1 + 2.0 ** -9, -1.0]
    r = fp.cvt(a32(1 + 2.0 ** -11, NAN, 3.0e38), "tf32", "f32", "rna")
    assert r.dtype == np.float32
    assert (fp.to_bits(r) & 0x1FFF).tolist() == [0, 0, 0]
    assert fp.to_bits(r).tolist()[1] == fp.CANON_NAN_TF32
    assert float(fp.cvt(a32(MAX32), "tf32", "f32", "rna", satfinite=True)[0]) == fp.TF32.max_finite


# ---------------------------------------------------------------------------
# f32 arithmetic: specials, ftz, sat, NaN
# ---------------------------------------------------------------------------

def test_f32_nan_is_canonical():
    payload = f32bits(0x7F800123)
    for r in (fp.add_f32(payload, F32(1)), fp.mul_f32(F32(INF), F32(0)),
              fp.add_f32(F32(INF), F32(-INF), "rz"), fp.fma_f32(F32(INF), F32(0), F32(1)),
              fp.sqrt_f32(F32(-1)), fp.div_f32(F32(0), F32(0), "rp"), fp.rcp_f32(payload)):
        assert b32(r) == 0x7FFFFFFF


def test_f32_zero_signs():
    assert b32(fp.add_f32(F32(1), F32(-1))) == 0
    assert b32(fp.add_f32(F32(1), F32(-1), "rm")) == 0x80000000
    assert b32(fp.add_f32(F32(-0.0), F32(-0.0), "rn")) == 0x80000000
    assert b32(fp.add_f32(F32(0.0), F32(0.0), "rm")) == 0
    assert b32(fp.sub_f32(F32(0.0), F32(0.0), "rm")) == 0x80000000
    assert b32(fp.fma_f32(F32(-1), F32(0), F32(0))) == 0
    assert b32(fp.fma_f32(F32(-1), F32(0), F32(-0.0))) == 0x80000000
    assert b32(fp.fma_f32(F32(2), F32(3), F32(-6), "rm")) == 0x80000000
    assert b32(fp.mul_f32(F32(-MIN_SUB32), F32(0.5), "rz")) == 0x80000000
    assert b32(fp.sqrt_f32(F32(-0.0), "rp")) == 0x80000000


def test_f32_subnormals_and_ftz():
    s = F32(MIN_SUB32)
    assert float(fp.add_f32(s, s)) == 2 * MIN_SUB32
    assert b32(fp.add_f32(s, s, ftz=True)) == 0
    assert b32(fp.add_f32(-s, -s, ftz=True)) == 0x80000000
    assert float(fp.mul_f32(F32(MIN_NORM32), F32(0.5))) == MIN_NORM32 / 2
    assert b32(fp.mul_f32(F32(-MIN_NORM32), F32(0.5), ftz=True)) == 0x80000000
    # subnormal input flushed before the operation
    assert float(fp.add_f32(s, F32(1), "rp")) == 1 + 2.0 ** -23
    assert float(fp.add_f32(s, F32(1), "rp", ftz=True)) == 1.0
    assert b32(fp.fma_f32(F32(1), s, F32(-0.0), ftz=True)) == 0          # +0 + -0 = +0
    assert b32(fp.fma_f32(F32(-1), s, F32(-0.0), ftz=True)) == 0x80000000
    # result exactly MIN_NORM (after rounding) is kept
    assert float(fp.mul_f32(F32(MIN_NORM32 * (2 - 2.0 ** -23)), F32(0.5), "rp", ftz=True)) == MIN_NORM32
    assert float(fp.ftz_f32(a32(-MIN_SUB32))[0]) == 0.0
    assert fp.min_f32(s, F32(1), ftz=True) == 0.0
    assert float(fp.abs_f32(-s, ftz=True)) == 0.0
    assert b32(fp.neg_f32(s, ftz=True)) == 0x80000000
    assert float(fp.div_f32(F32(1), F32(2.0 ** 127), "rn")) == 2.0 ** -127
    assert float(fp.div_f32(F32(1), F32(2.0 ** 127), "rn", ftz=True)) == 0.0
    assert float(fp.sqrt_f32(s, "rz", ftz=True)) == 0.0


def test_f32_sat():
    a = a32(0.5, 1.5, -2.0, NAN, -0.0, INF, -INF)
    r = fp.add_f32(a, np.zeros_like(a), sat=True)
    assert fp.to_bits(r).tolist() == [b32(0.5), b32(1.0), 0, 0, 0, b32(1.0), 0]
    assert float(fp.mul_f32(F32(INF), F32(0), sat=True)) == 0.0
    assert float(fp.fma_f32(F32(0.75), F32(2), F32(-0.25), "rz", sat=True)) == 1.0
    assert fp.sat_f32(a32(NAN, 0.25)).tolist() == [0.0, 0.25]


def test_f32_directed_div_sqrt_examples():
    third = [fp.div_f32(F32(1), F32(3), m) for m in ("rn", "rz", "rm", "rp")]
    assert b32(third[1]) == b32(third[2]) == b32(third[3]) - 1 == 0x3EAAAAAA
    assert b32(third[0]) == 0x3EAAAAAB
    r2 = [b32(fp.sqrt_f32(F32(2), m)) for m in ("rn", "rz", "rm", "rp")]
    assert r2 == [0x3FB504F3, 0x3FB504F3, 0x3FB504F3, 0x3FB504F4]
    assert float(fp.div_f32(F32(MAX32), F32(0.5), "rz")) == MAX32
    assert float(fp.div_f32(F32(-MAX32), F32(0.5), "rm")) == -INF
    assert float(fp.div_f32(F32(1), F32(0), "rz")) == INF
    assert float(fp.rcp_f32(F32(-0.0), "rp")) == -INF
    assert float(fp.rcp_f32(F32(4), "rz")) == 0.25


def test_fma_f32_single_rounding():
    # a*a = 1 + 2**-11 + 2**-24 exactly; + (-1) keeps the tail that a separate
    # (rounded) mul loses
    a = F32(1 + 2.0 ** -12)
    r = fp.fma_f32(a, a, F32(-1))
    assert float(r) == 2.0 ** -11 + 2.0 ** -24
    assert float(fp.add_f32(fp.mul_f32(a, a), F32(-1))) == 2.0 ** -11
    assert fp.mad_f32 is fp.fma_f32


def test_shapes_and_scalars():
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    assert fp.add_f32(a, a, "rz").shape == (3, 4)
    assert fp.fma_f64(a.astype(np.float64), 2.0, a.astype(np.float64), "rm").shape == (3, 4)
    assert isinstance(fp.mul_f32(F32(2), F32(3), "rp"), np.float32)
    assert isinstance(fp.fma_f64(np.float64(2), np.float64(3), np.float64(1)), np.float64)
    u = np.array([0x3F800000], dtype=np.uint32)  # raw bits accepted
    assert fp.add_f32(u, u).tolist() == [2.0]


# ---------------------------------------------------------------------------
# f64
# ---------------------------------------------------------------------------

def test_fma_f64_specials():
    nanp = f64bits(0x7FF0000000000ABC)  # signalling NaN with payload
    r = fp.fma_f64(INF, 0.0, 1.0)
    assert b64(r) == fp.CANON_NAN_F64
    assert b64(fp.fma_f64(1.0, 1.0, nanp)) == 0x7FF8000000000ABC  # quieted, payload kept
    assert b64(fp.fma_f64(INF, 0.0, nanp)) == 0x7FF8000000000ABC
    assert b64(fp.fma_f64(nanp, f64bits(0x7FF8000000000001), 1.0)) == 0x7FF8000000000ABC
    assert fp.fma_f64(INF, 2.0, -INF) != fp.fma_f64(INF, 2.0, -INF)
    assert fp.fma_f64(INF, -2.0, -INF) == -INF
    assert fp.fma_f64(1e300, 1e300, -INF) == -INF
    assert fp.fma_f64(2.0, 3.0, INF) == INF
    assert b64(fp.add_f64(INF, -INF)) == fp.CANON_NAN_F64


def test_fma_f64_rounding_cases():
    # exact product needs 106 bits: only a fused op sees the low part
    a = 1 + 2.0 ** -52
    assert fp.fma_f64(a, a, -1.0) == 2.0 ** -51 + 2.0 ** -104
    assert fp.fma_f64(a, a, -1.0 - 2.0 ** -51, "rn") == 2.0 ** -104
    # tiny addend only matters for directed modes
    assert fp.fma_f64(1.0, 1.0, 1e-300, "rn") == 1.0
    assert fp.fma_f64(1.0, 1.0, 1e-300, "rp") == 1 + 2.0 ** -52
    assert fp.fma_f64(1.0, 1.0, -1e-300, "rz") == 1 - 2.0 ** -53
    assert fp.fma_f64(1e-200, 1e-200, 1.0, "rp") == 1 + 2.0 ** -52
    assert fp.fma_f64(-1e-200, 1e-200, 1.0, "rm") == 1 - 2.0 ** -53
    # overflow per mode
    assert fp.fma_f64(MAX64, 2.0, 0.0, "rn") == INF
    assert fp.fma_f64(MAX64, 2.0, 0.0, "rz") == MAX64
    assert fp.fma_f64(-MAX64, 2.0, 0.0, "rp") == -MAX64
    assert fp.fma_f64(-MAX64, 2.0, 0.0, "rm") == -INF
    # subnormal results
    assert fp.fma_f64(MIN_SUB64, 0.5, 0.0, "rn") == 0.0
    assert fp.fma_f64(MIN_SUB64, 0.75, 0.0, "rn") == MIN_SUB64
    assert fp.fma_f64(MIN_SUB64, 0.5, 0.0, "rp") == MIN_SUB64
    assert fp.fma_f64(3 * MIN_SUB64, 0.5, 0.0, "rn") == 2 * MIN_SUB64
    assert fp.fma_f64(2.0 ** -600, 2.0 ** -500, 0.0, "rp") == MIN_SUB64
    assert b64(fp.fma_f64(-(2.0 ** -600), 2.0 ** -500, 0.0, "rz")) == 1 << 63
    # exact zero signs
    assert b64(fp.fma_f64(2.0, 3.0, -6.0, "rm")) == 1 << 63
    assert b64(fp.fma_f64(2.0, 3.0, -6.0, "rp")) == 0
    assert b64(fp.fma_f64(-0.0, 3.0, -0.0)) == 1 << 63
    assert b64(fp.mul_f64(-0.0, 3.0, "rp")) == 1 << 63
    assert b64(fp.add_f64(-0.0, 0.0, "rm")) == 1 << 63


def test_f64_directed_div_sqrt():
    r = [fp.div_f64(1.0, 3.0, m) for m in ("rn", "rz", "rm", "rp")]
    assert r[0] == r[1] == r[2] == np.nextafter(r[3], 0) == float.fromhex("0x1.5555555555555p-2")
    assert fp.div_f64(MAX64, 0.5, "rz") == MAX64
    assert fp.div_f64(MAX64, -0.5, "rp") == -MAX64
    assert fp.div_f64(MAX64, 0.5, "rm") == MAX64
    assert fp.div_f64(MIN_SUB64, 2.0, "rp") == MIN_SUB64
    assert fp.div_f64(MIN_SUB64, 2.0, "rz") == 0.0
    assert fp.div_f64(-MIN_SUB64, 3.0, "rm") == -MIN_SUB64
    assert fp.div_f64(1.0, INF, "rm") == 0.0
    assert fp.div_f64(1.0, -0.0, "rz") == -INF
    assert fp.rcp_f64(3.0, "rp") == r[3]
    assert fp.div_f64(2.0, 3.0, "rp") == np.nextafter(fp.div_f64(2.0, 3.0, "rz"), 1)
    assert fp.div_f64(-2.0, 3.0, "rm") == np.nextafter(fp.div_f64(-2.0, 3.0, "rz"), -1)
    s = [fp.sqrt_f64(2.0, m) for m in ("rn", "rz", "rm", "rp")]
    # RN(sqrt 2) = 0x1.6a09e667f3bcdp+0 lies above sqrt(2)
    assert s[0] == s[3] == float.fromhex("0x1.6a09e667f3bcdp+0") and s[1] == s[2] == np.nextafter(s[0], 0)
    assert b64(fp.sqrt_f64(-0.0, "rm")) == 1 << 63
    assert b64(fp.sqrt_f64(-1.0)) == fp.CANON_NAN_F64
    assert fp.sub_f64(1.0, 2.0 ** -60, "rz") == 1 - 2.0 ** -53


def test_f32x2():
    a = fp.add_f32x2(np.uint64(0x4000000040400000), np.uint64(0x3F8000003F800000))
    assert int(a) == 0x4040000040800000  # (3+1, 2+1)
    m = fp.fma_f32x2(np.uint64(0x4000000040400000), np.uint64(0x4000000040400000),
                     np.uint64(0x3F8000003F800000), "rz")
    assert int(m) == (0x40A00000 << 32) | 0x41200000  # (2*2+1, 3*3+1)


# ---------------------------------------------------------------------------
# abs / neg / copysign / testp
# ---------------------------------------------------------------------------

def test_abs_neg_nan_handling():
    n32 = f32bits(0xFFC00123)
    assert b32(fp.abs_f32(n32)) == 0x7FC00123
    assert b32(fp.neg_f32(n32)) == 0x7FC00123
    assert b32(fp.neg_f32(F32(0.0))) == 0x80000000
    n64 = f64bits(0xFFF0000000000001)
    assert b64(fp.abs_f64(n64)) == 0xFFF0000000000001  # passed through unchanged
    assert b64(fp.neg_f64(n64)) == 0xFFF0000000000001
    assert fp.abs_f64(-2.5) == 2.5 and b64(fp.neg_f64(0.0)) == 1 << 63
    assert int(fp.to_bits(fp.abs_f16(np.uint16(0xFE01)))) == 0x7E01
    assert int(fp.to_bits(fp.neg_bf16(np.uint16(0x3F80)))) == 0xBF80
    assert int(fp.neg_f16x2(np.uint32(0x3C00BC00))) == 0xBC003C00
    assert int(fp.abs_bf16x2(np.uint32(0xBF80BF80))) == 0x3F803F80
    assert int(fp.to_bits(fp.abs_f16(np.uint16(0x8001), ftz=True))) == 0


def test_copysign_testp():
    assert fp.copysign_f32(F32(-1), F32(2)) == -2.0
    assert b32(fp.copysign_f32(F32(1), f32bits(0xFFC00001))) == 0x7FC00001
    assert b64(fp.copysign_f64(-1.0, 0.0)) == 1 << 63
    x = a32(0.0, -0.0, MIN_SUB32, -MIN_NORM32, INF, NAN, 1.0)
    assert fp.testp("normal", x).tolist() == [True, True, False, True, False, False, True]
    assert fp.testp(".subnormal", x).tolist() == [False, False, True, False, False, False, False]
    assert fp.testp("finite", x).tolist() == [True, True, True, True, False, False, True]
    assert fp.testp("infinite", x).tolist() == [False] * 4 + [True, False, False]
    assert fp.testp("number", x).tolist() == [True] * 5 + [False, True]
    assert fp.testp("notanumber", x).tolist() == [False] * 5 + [True, False]
    assert fp.testp("subnormal", a64(MIN_SUB64, 2.0 ** -1022)).tolist() == [True, False]


# ---------------------------------------------------------------------------
# min / max
# ---------------------------------------------------------------------------

def test_min_max_nan_rules_f32():
    n = f32bits(0x7FC00042)
    assert b32(fp.min_f32(n, F32(-0.0))) == 0x80000000  # other operand, bit-exact
    assert float(fp.max_f32(F32(3), n)) == 3.0
    assert b32(fp.min_f32(n, n)) == 0x7FFFFFFF
    assert b32(fp.max_f32(n, F32(1), nan=True)) == 0x7FFFFFFF
    assert b32(fp.min_f32(F32(0.0), F32(-0.0))) == 0x80000000
    assert b32(fp.min_f32(F32(-0.0), F32(0.0))) == 0x80000000
    assert b32(fp.max_f32(F32(-0.0), F32(0.0))) == 0
    assert b32(fp.max_f32(F32(0.0), F32(-0.0))) == 0
    assert float(fp.min_f32(F32(-INF), F32(1))) == -INF
    # xorsign.abs
    assert float(fp.min_f32(F32(-2), F32(3), xorsign_abs=True)) == -2.0
    assert float(fp.max_f32(F32(-2), F32(3), xorsign_abs=True)) == -3.0
    assert float(fp.max_f32(F32(-2), F32(-3), xorsign_abs=True)) == 3.0
    assert float(fp.min_f32(n, F32(-3), xorsign_abs=True)) == -3.0  # non-NaN result still signed
    assert b32(fp.min_f32(n, F32(-3), xorsign_abs=True, nan=True)) == 0x7FFFFFFF
    # three inputs (+ .abs)
    assert float(fp.min_f32(F32(3), F32(1), F32(2))) == 1.0
    assert float(fp.max_f32(F32(-5), F32(1), F32(2), abs=True)) == 5.0
    assert float(fp.min_f32(F32(3), n, F32(2))) == 2.0
    assert b32(fp.min_f32(F32(3), n, F32(2), nan=True)) == 0x7FFFFFFF
    with pytest.raises(ValueError):
        fp.min_f32(F32(1), F32(2), F32(3), xorsign_abs=True)


def test_min_max_f64_and_half():
    assert fp.min_f64(NAN, 2.0) == 2.0
    assert b64(fp.max_f64(f64bits(0x7FF0000000000005), NAN)) == 0x7FF8000000000005
    assert b64(fp.min_f64(0.0, -0.0)) == 1 << 63
    h = np.float16
    assert int(fp.to_bits(fp.min_f16(h(NAN), h(NAN)))) == 0x7FFF
    assert float(fp.min_f16(h(NAN), h(-1))) == -1
    assert int(fp.to_bits(fp.max_f16(h(NAN), h(1), nan=True))) == 0x7FFF
    assert int(fp.to_bits(fp.max_f16(h(-0.0), h(0.0)))) == 0
    assert float(fp.min_f16(h(2.0 ** -20), h(1), ftz=True)) == 0
    assert int(fp.to_bits(fp.min_bf16(BF(NAN), BF(NAN)))) == 0x7FFF
    assert float(fp.max_bf16(BF(-2), BF(3), xorsign_abs=True)) == -3
    # x2 lanes: element 0 in the low half
    a = fp.pack_half2(np.float16(1), np.float16(NAN))
    b = fp.pack_half2(np.float16(2), np.float16(5))
    assert int(fp.min_f16x2(a, b)) == (0x4500 << 16) | 0x3C00
    assert int(fp.min_f16x2(a, b, nan=True)) == (0x7FFF << 16) | 0x3C00
    lo, hi = fp.unpack_half2(fp.max_bf16x2(np.uint32(0x40003F80), np.uint32(0x3F804040)), "bf16")
    assert (float(lo), float(hi)) == (3.0, 2.0)


# ---------------------------------------------------------------------------
# half precision arithmetic
# ---------------------------------------------------------------------------

def test_half_arith_options():
    h = np.float16
    assert float(fp.add_f16(h(0.75), h(0.5), sat=True)) == 1.0
    assert int(fp.to_bits(fp.mul_f16(h(-0.5), h(0.5), sat=True))) == 0
    assert float(fp.mul_f16(h(2.0 ** -14), h(0.5))) == 2.0 ** -15
    assert int(fp.to_bits(fp.mul_f16(h(-(2.0 ** -14)), h(0.5), ftz=True))) == 0x8000
    assert int(fp.to_bits(fp.fma_f16(h(-1), h(2), h(1), relu=True))) == 0
    assert int(fp.to_bits(fp.fma_f16(h(INF), h(0), h(1), relu=True))) == 0x7FFF
    assert float(fp.fma_f16(h(1), h(2), h(1), relu=True)) == 3
    assert int(fp.to_bits(fp.fma_bf16(BF(-1), BF(2), BF(1), relu=True))) == 0
    assert int(fp.to_bits(fp.add_f16(h(INF), h(-INF)))) == 0x7FFF
    # fma is fused: x*x - 1 keeps the product tail lost by a rounded mul
    x = h(1 + 2.0 ** -6)
    assert float(fp.fma_f16(x, x, h(-1))) == 2.0 ** -5 + 2.0 ** -12
    assert float(fp.add_f16(fp.mul_f16(x, x), h(-1))) == 2.0 ** -5
    # x2 forms
    a = fp.pack_half2(h(1.5), h(-2))
    b = fp.pack_half2(h(0.25), h(4))
    lo, hi = fp.unpack_half2(fp.add_f16x2(a, b))
    assert (float(lo), float(hi)) == (1.75, 2.0)
    lo, hi = fp.unpack_half2(fp.fma_f16x2(a, b, b, relu=True))
    assert (float(lo), float(hi)) == (0.625, 0.0)
    lo, hi = fp.unpack_half2(fp.sub_bf16x2(fp.pack_half2(BF(1), BF(8)), fp.pack_half2(BF(3), BF(1))), "bf16")
    assert (float(lo), float(hi)) == (-2.0, 7.0)
    lo, hi = fp.unpack_half2(fp.mul_bf16x2(np.uint32(0x40003F80), np.uint32(0x40404040)), "bf16")
    assert (float(lo), float(hi)) == (3.0, 6.0)


# ---------------------------------------------------------------------------
# cvt
# ---------------------------------------------------------------------------

def test_cvt_float_to_int_edges():
    x = a32(NAN, INF, -INF, -0.5, 2.0 ** 31, -(2.0 ** 31), 2.5, -2.5, 3.5, -1.5, MIN_SUB32)
    s32 = fp.cvt(x, "s32", "f32", "rni")
    assert s32.dtype == np.int32
    assert s32.tolist() == [0, 2 ** 31 - 1, -(2 ** 31), 0, 2 ** 31 - 1, -(2 ** 31), 2, -2, 4, -2, 0]
    assert fp.cvt(x, "u32", "f32", "rzi").tolist() == [0, 2 ** 32 - 1, 0, 0, 2 ** 31, 0, 2, 0, 3, 0, 0]
    assert fp.cvt(a32(-0.5, 0.5, -MIN_SUB32), "s32", "f32", "rmi").tolist() == [-1, 0, -1]
    assert fp.cvt(a32(-0.5, 0.5, MIN_SUB32), "s32", "f32", "rpi").tolist() == [0, 1, 1]
    # .ftz: subnormal input flushed before rounding
    assert fp.cvt(a32(-MIN_SUB32, MIN_SUB32), "s32", "f32", "rmi", ftz=True).tolist() == [0, 0]
    assert fp.cvt(a32(300, -300, 1e10), "u8", "f32", "rni").tolist() == [255, 0, 255]
    assert fp.cvt(a32(300, -300), "s8", "f32", "rni").tolist() == [127, -128]
    # NaN: 0 unless the source is f64 or the destination is 64-bit
    assert fp.cvt(a64(NAN), "s32", "f64", "rzi").tolist() == [-(2 ** 31)]
    assert fp.cvt(a64(NAN), "u32", "f64", "rzi").tolist() == [2 ** 31]
    assert fp.cvt(a64(NAN), "s16", "f64", "rzi").tolist() == [-(2 ** 15)]
    assert fp.cvt(a32(NAN), "u64", "f32", "rzi").tolist() == [2 ** 63]
    assert fp.cvt(a32(NAN), "s64", "f32", "rzi").tolist() == [-(2 ** 63)]
    assert fp.cvt(np.array([NAN], np.float16), "s16", "f16", "rni").tolist() == [0]
    # 64-bit saturation boundaries
    assert fp.cvt(a64(2.0 ** 63, -(2.0 ** 63), 1e30, -1e30), "s64", "f64", "rzi").tolist() == \
        [2 ** 63 - 1, -(2 ** 63), 2 ** 63 - 1, -(2 ** 63)]
    assert fp.cvt(a64(2.0 ** 64, 2.0 ** 64 - 2048, -1.0), "u64", "f64", "rzi").tolist() == \
        [2 ** 64 - 1, 2 ** 64 - 2048, 0]
    assert fp.cvt(np.array([2.5], BF), "s32", "bf16", "rni").tolist() == [2]


def test_cvt_int_to_float_rounding():
    u = np.array([2 ** 64 - 1, 2 ** 24 + 1, 2 ** 63 + 2 ** 39, 0], dtype=np.uint64)
    rn = fp.cvt(u, "f32", "u64", "rn")
    assert rn.dtype == np.float32
    assert rn.tolist() == [2.0 ** 64, 2.0 ** 24, 2.0 ** 63, 0.0]
    assert fp.cvt(u, "f32", "u64", "rz").tolist() == [2.0 ** 64 - 2 ** 40, 2.0 ** 24, 2.0 ** 63, 0.0]
    assert fp.cvt(u, "f32", "u64", "rp").tolist() == [2.0 ** 64, 2.0 ** 24 + 2, 2.0 ** 63 + 2 ** 40, 0.0]
    s = np.array([-(2 ** 63), -(2 ** 24) - 1, 2 ** 53 + 1], dtype=np.int64)
    assert fp.cvt(s, "f32", "s64", "rm").tolist() == [-(2.0 ** 63), -(2.0 ** 24) - 2, 2.0 ** 53]
    assert fp.cvt(s, "f64", "s64", "rp").tolist() == [-(2.0 ** 63), -(2.0 ** 24) - 1, 2.0 ** 53 + 2]
    assert fp.cvt(s, "f64", "s64", "rn").tolist() == [-(2.0 ** 63), -(2.0 ** 24) - 1, 2.0 ** 53]
    assert fp.cvt(np.array([65535, 65519], np.uint16), "f16", "u16", "rn").astype(float).tolist() == [INF, 65504]
    assert fp.cvt(np.array([65535], np.uint16), "f16", "u16", "rz").astype(float).tolist() == [65504]
    assert fp.cvt(np.array([257], np.int32), "bf16", "s32", "rn").astype(float).tolist() == [256]
    assert fp.cvt(np.array([3, -2], np.int32), "f32", "s32", "rn", sat=True).tolist() == [1.0, 0.0]


def test_cvt_int_to_int():
    assert fp.cvt(np.array([-1], np.int16), "u32", "s16").tolist() == [2 ** 32 - 1]
    assert fp.cvt(np.array([0xFFFF], np.uint16), "s32", "u16").tolist() == [0xFFFF]
    assert fp.cvt(np.array([0x12345678], np.uint32), "u8", "u32").tolist() == [0x78]
    assert fp.cvt(np.array([0x12345680], np.uint32), "s8", "u32").tolist() == [-128]
    assert fp.cvt(np.array([300, -5], np.int32), "u8", "s32", sat=True).tolist() == [255, 0]
    assert fp.cvt(np.array([2 ** 63], np.uint64), "s64", "u64", sat=True).tolist() == [2 ** 63 - 1]
    assert fp.cvt(np.array([-1], np.int64), "u64", "s64", sat=True).tolist() == [0]
    assert fp.cvt(np.array([-200], np.int32), "s8", "s32", sat=True).tolist() == [-128]
    with pytest.raises(ValueError):
        fp.cvt(np.array([1], np.int8), "s32", "s8", sat=True)


def test_cvt_float_to_float():
    x = a64(1 + 2.0 ** -30, 1e300, -1e-300, NAN)
    assert fp.cvt(x, "f32", "f64", "rn").tolist()[:3] == [1.0, INF, -0.0]
    assert fp.cvt(x, "f32", "f64", "rp").tolist()[:3] == [1 + 2.0 ** -23, INF, -0.0]
    assert fp.cvt(x, "f32", "f64", "rm").tolist()[:3] == [1.0, MAX32, -MIN_SUB32]
    assert b32(fp.cvt(x, "f32", "f64", "rz")[3]) == 0x7FFFFFFF
    assert float(fp.cvt(a64(1e-40), "f32", "f64", "rn", ftz=True)[0]) == 0.0
    # widening is exact, f64 keeps NaN payloads
    assert fp.cvt(np.array([65504, 2.0 ** -24], np.float16), "f32", "f16").tolist() == [65504, 2.0 ** -24]
    assert b64(fp.cvt(f32bits(0x7FA00001), "f64", "f32")) == 0x7FFC000020000000
    assert fp.cvt(a32(MIN_SUB32), "f64", "f32").tolist() == [MIN_SUB32]
    assert fp.cvt(a32(MIN_SUB32), "f64", "f32", ftz=True).tolist() == [0.0]
    assert int(fp.to_bits(fp.cvt(np.array([NAN], BF), "f32", "bf16")[0])) == 0x7FFFFFFF
    # round to integral in float format
    assert fp.cvt(a32(2.5, -0.5, 3.7, -3.7), "f32", "f32", "rni").tolist() == [2.0, -0.0, 4.0, -4.0]
    assert b32(fp.cvt(a32(-0.5), "f32", "f32", "rni")[0]) == 0x80000000
    assert fp.cvt(a64(2.5, -2.5), "f64", "f64", "rmi").tolist() == [2.0, -3.0]
    assert fp.cvt(np.array([2.5], np.float16), "f16", "f16", "rpi").astype(float).tolist() == [3.0]
    assert fp.cvt(a32(MIN_SUB32), "f32", "f32", "rpi").tolist() == [1.0]
    assert fp.cvt(a32(MIN_SUB32), "f32", "f32", "rpi", ftz=True).tolist() == [0.0]
    assert b32(fp.cvt(a32(-MIN_SUB32), "f32", "f32", ftz=True)[0]) == 0x80000000
    # narrowing to f16/bf16: modes, sat, relu, satfinite
    assert fp.cvt(a32(70000, -70000), "f16", "f32", "rz").astype(float).tolist() == [65504, -65504]
    assert fp.cvt(a32(70000, -70000), "f16", "f32", "rn").astype(float).tolist() == [INF, -INF]
    assert fp.cvt(a32(70000, -INF, NAN), "f16", "f32", "rn", satfinite=True).astype(float).tolist()[:2] \
        == [65504, -65504]
    assert int(fp.to_bits(fp.cvt(a32(NAN), "f16", "f32", "rn", satfinite=True)[0])) == 0x7FFF
    r = fp.cvt(a32(-3, NAN, 2), "bf16", "f32", "rn", relu=True)
    assert fp.to_bits(r).tolist() == [0, 0x7FFF, 0x4000]
    assert fp.cvt(a32(1.5, -0.25, NAN), "f16", "f32", "rn", sat=True).astype(float).tolist() == [1, 0, 0]
    assert fp.cvt(a64(2.0, NAN), "f64", "f64", sat=True).tolist() == [1.0, 0.0]
    # f16 <-> bf16 are lossy both ways
    assert fp.cvt(np.array([65504], np.float16), "bf16", "f16", "rn").astype(float).tolist() == [65536]
    assert fp.cvt(np.array([1e5], BF), "f16", "bf16", "rz").astype(float).tolist() == [65504]


def test_cvt_packed_and_fp8():
    d = fp.cvt_f16x2_f32(F32(1.0), F32(2.0))
    assert int(d) == (0x3C00 << 16) | 0x4000  # a -> upper half
    d = fp.cvt_bf16x2_f32(F32(-1.0), F32(NAN), "rz", relu=True)
    assert int(d) == 0x7FFF  # upper: relu(-1) = 0, lower: canonical NaN
    e = fp.cvt(a32(1e10, -1e10, 0.3, NAN, 464, 470), "e4m3", "f32", "rn", satfinite=True)
    assert e.dtype == ml_dtypes.float8_e4m3fn
    assert e.astype(float).tolist()[:3] == [448, -448, float(np.float32(0.3).astype(ml_dtypes.float8_e4m3fn))]
    assert fp.to_bits(e).tolist()[3] == 0x7F
    assert e.astype(float).tolist()[4:] == [448, 448]
    p = fp.cvt_f8x2_f32(F32(1.0), F32(-2.0), "e5m2")
    assert int(p) == (0x3C << 8) | 0xC0
    back = fp.cvt_f16x2_f8x2(p, "e5m2")
    assert int(back) == (0x3C00 << 16) | 0xC000
    q = fp.cvt_f8x2_f16x2(fp.pack_half2(np.float16(-2), np.float16(1)), "e4m3", relu=True)
    assert int(q) == (0x38 << 8) | 0x00


def test_cvt_rounding_rules():
    assert fp.cvt_requires_rounding("f32", "f64")
    assert fp.cvt_requires_rounding("f16", "f32")
    assert fp.cvt_requires_rounding("bf16", "f16")
    assert fp.cvt_requires_rounding("s32", "f32")
    assert fp.cvt_requires_rounding("f32", "u64")
    assert not fp.cvt_requires_rounding("f64", "f32")
    assert not fp.cvt_requires_rounding("f32", "f32")
    assert not fp.cvt_requires_rounding("s32", "u8")
    assert fp.cvt_allowed_roundings("f32", "f32") == {None, "rni", "rzi", "rmi", "rpi"}
    assert fp.cvt_allowed_roundings("s32", "f32") == {"rni", "rzi", "rmi", "rpi"}
    assert fp.cvt_allowed_roundings("tf32", "f32") == {"rna", "rn", "rz"}
    assert fp.cvt_allowed_roundings("f64", "f16") == {None}
    for bad in [dict(dst="s32", src="f32"), dict(dst="f32", src="s32", rounding="rni"),
                dict(dst="f64", src="f32", rounding="rn"), dict(dst="s32", src="u8", rounding="rn"),
                dict(dst="f64", src="f64", ftz=True, rounding="rni"),
                dict(dst="f32", src="f64", rounding="rn", relu=True)]:
        with pytest.raises(ValueError):
            fp.cvt_validate(**bad)
    fp.cvt_validate("f32", "f64", ".rn", ftz=True)
    with pytest.raises(ValueError):
        fp.cvt(a32(1.5), "s32", "f32")


# ---------------------------------------------------------------------------
# approx
# ---------------------------------------------------------------------------

def _bits(x):
    return fp.to_bits(np.asarray(x)).tolist()


def test_approx_special_values():
    sp = a32(-INF, -0.0, 0.0, INF, NAN)
    C = 0x7FFFFFFF
    assert _bits(fp.sin_approx_f32(sp)) == [C, 0x80000000, 0, C, C]
    assert fp.cos_approx_f32(sp).tolist()[1:3] == [1.0, 1.0]
    assert _bits(fp.lg2_approx_f32(a32(-INF, -1, -0.0, 0.0, INF, NAN))) == \
        [C, C, b32(-INF), b32(-INF), b32(INF), C]
    assert _bits(fp.ex2_approx_f32(sp)) == [0, b32(1), b32(1), b32(INF), C]
    assert _bits(fp.rcp_approx_f32(sp)) == [0x80000000, b32(-INF), b32(INF), 0, C]
    assert _bits(fp.rsqrt_approx_f32(a32(-INF, -1, -0.0, 0.0, INF, NAN))) == \
        [C, C, b32(-INF), b32(INF), 0, C]
    assert _bits(fp.sqrt_approx_f32(a32(-INF, -1, -0.0, 0.0, INF, NAN))) == \
        [C, C, 0x80000000, 0, b32(INF), C]
    assert _bits(fp.tanh_approx_f32(sp)) == [b32(-1), 0x80000000, 0, b32(1), C]
    assert float(fp.tanh_approx_f32(F32(MIN_SUB32))) == MIN_SUB32  # subnormal passes through
    assert abs(float(fp.sin_approx_f32(F32(1))) - math.sin(1)) < 1e-6
    assert float(fp.ex2_approx_f32(F32(-149))) == MIN_SUB32
    assert float(fp.ex2_approx_f32(F32(-149), ftz=True)) == 0.0
    assert float(fp.lg2_approx_f32(F32(MIN_SUB32))) == -149.0
    assert float(fp.lg2_approx_f32(F32(MIN_SUB32), ftz=True)) == -INF
    assert float(fp.ex2_approx_f32(F32(128))) == INF


def test_div_approx_and_full():
    assert float(fp.div_approx_f32(F32(1), F32(2.0 ** 127))) == 0.0
    assert b32(fp.div_approx_f32(F32(-1), F32(2.0 ** 127))) == 0x80000000
    assert b32(fp.div_approx_f32(F32(INF), F32(2.0 ** 127))) == 0x7FFFFFFF
    assert float(fp.div_approx_f32(F32(6), F32(3))) == 2.0
    assert float(fp.div_full_f32(F32(1), F32(2.0 ** 127))) == 2.0 ** -127
    assert float(fp.div_full_f32(F32(1), F32(2.0 ** 127), ftz=True)) == 0.0
    assert float(fp.div_full_f32(F32(1), F32(3))) == float(F32(1) / F32(3))


def test_f64_approx():
    r = fp.rcp_approx_ftz_f64(a64(3.0, -INF, -0.0, 1e-310, -1e-310, NAN, INF))
    bits = _bits(r)
    assert all(b & 0xFFFFFFFF == 0 for b in bits)
    assert abs(r[0] - 1 / 3) < 2.0 ** -20
    assert r.tolist()[1:5] == [-0.0, -INF, INF, -INF] and b64(r[1]) == 1 << 63
    assert bits[5] == 0x7FFFFFFF00000000
    assert r[6] == 0.0
    q = fp.rsqrt_approx_ftz_f64(a64(4.0, -INF, -1e-310, 0.0, INF, NAN, -4.0))
    assert q[0] == 0.5 and _bits(q)[1] == 0x7FFFFFFF00000000
    assert q.tolist()[2:5] == [-INF, INF, 0.0]
    assert _bits(q)[5] == _bits(q)[6] == 0x7FFFFFFF00000000
    assert fp.rsqrt_approx_f64(4.0) == 0.5 and fp.rsqrt_approx_f64(-0.0) == -INF


def test_half_approx():
    h = np.float16
    assert float(fp.ex2_approx_f16(h(3))) == 8.0
    assert float(fp.ex2_approx_f16(h(-INF))) == 0.0
    assert float(fp.ex2_approx_f16(h(-24))) == 2.0 ** -24
    assert float(fp.ex2_approx_ftz_bf16(BF(2.0 ** -130))) == 1.0
    assert float(fp.ex2_approx_ftz_bf16(BF(-130))) == 0.0
    assert float(fp.tanh_approx_f16(h(-INF))) == -1.0
    assert int(fp.to_bits(fp.tanh_approx_bf16(BF(NAN)))) == 0x7FFF
    lo, hi = fp.unpack_half2(fp.ex2_approx_f16x2(fp.pack_half2(h(1), h(-1))))
    assert (float(lo), float(hi)) == (2.0, 0.5)
    lo, hi = fp.unpack_half2(fp.tanh_approx_bf16x2(fp.pack_half2(BF(0), BF(-INF))), "bf16")
    assert (float(lo), float(hi)) == (0.0, -1.0)
