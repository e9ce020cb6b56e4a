"""Tests of the tensor-core arithmetic models (tcsim.matrix.numerics).

Hardware expectations come from published measurements:

* FHMP21  Fasi, Higham, Mikaitis, Pranesh, PeerJ CS 7:e330 (2021) and its test suites
          (github.com/north-numerical-computing/tensor-cores-numerical-behavior):
          tc_test_numerics-V100.cu (V100) and tc_test_numerics-T4-A100-binary16.cu;
* A10     the same two suites run on an NVIDIA A10 (GA102, Ampere) and published as
          A10/result-V100.txt and A10/result-T4.txt in github.com/lookup1980/
          tensor-cores-numerical-behavior (a fork of the FHMP21 suite);
* VLPG    Valpey et al., arXiv:2502.15999; V100 hardware results of SMT-generated inputs
          in github.com/pyxis-roc/tensor_core_semantics results/index.html (with inputs as
          in tensor-core-hw-share/tc_numeric_test.cu);
* KM25    Khattak & Mikaitis, arXiv:2512.07004, MATLAB-tensor-core
          model_validation/ExceptionalCasesTest.m.

Inputs are converted with round-to-nearest (like CUDA's __float2half) before use.
"""

from __future__ import annotations

import math
import time
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tcsim.matrix import numerics as nm
from tcsim.matrix.numerics import (
    EMIN_IN,
    MODELS,
    TensorArith,
    fused_block,
    get_model,
    mma_b1,
    mma_float,
    mma_int,
    round_to_format,
)

L = np.ldexp
HW = ["volta", "turing", "ampere", "hopper"]


def f16(x) -> float:
    return float(np.float16(x))


def bf16(x) -> float:
    return float(np.float32(x).astype(ml_dtypes.bfloat16))


def f32(x) -> float:
    return float(np.float32(x))


def tf32(x) -> float:
    """Truncate an f32 to tf32 (10 fraction bits)."""
    return float((np.float32(x).view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32))


def e4m3(x) -> float:
    return float(np.float64(x).astype(ml_dtypes.float8_e4m3fn))


def e5m2(x) -> float:
    return float(np.float64(x).astype(ml_dtypes.float8_e5m2))


def dot(model, a, b, c=0.0, out="f32", K=16, in_type="f16"):
    """One output element: D = c + sum a_k b_k with zero padding up to K."""
    A = np.zeros((1, 1, K))
    B = np.zeros((1, K, 1))
    A[0, 0, :len(a)] = a
    B[0, :len(b), 0] = b
    C = np.full((1, 1, 1), float(c))
    return mma_float(A, B, C, model, out, in_type)[0, 0, 0]


def bits(x):
    x = np.asarray(x)
    return x.view(np.uint32 if x.dtype == np.float32 else np.uint16)


# --------------------------------------------------------------------------------------
# independent scalar reference (Fractions), written from the model definition
# --------------------------------------------------------------------------------------

_FMT = {"f32": (24, -126, 127), "f16": (11, -14, 15)}


def _flog2(x: float) -> int:
    return math.frexp(x)[1] - 1


def _frac_flog2(x: Fraction) -> int:
    e = x.numerator.bit_length() - x.denominator.bit_length()
    return e - 1 if Fraction(2) ** e > x else e


def ref_round(S: Fraction, fmt: str, mode: str) -> float:
    p, emin, emax = _FMT[fmt]
    if S == 0:
        return 0.0
    neg = S < 0
    x = -S if neg else S
    q = max(_frac_flog2(x), emin) - (p - 1)
    n = x / Fraction(2) ** q
    fl = n.numerator // n.denominator
    if mode == "rn":
        r = n - fl
        if r > Fraction(1, 2) or (r == Fraction(1, 2) and fl % 2 == 1):
            fl += 1
    v = Fraction(fl) * Fraction(2) ** q
    if v >= Fraction(2) ** (emax + 1):
        return -math.inf if neg else math.inf
    f = float(v)
    return -f if neg else f


def ref_dot(model: TensorArith, a, b, c, out):
    """Scalar reference of one output; model already specialised to its input type."""
    K = len(a)
    block = model.effective_block or K
    emin = EMIN_IN[model.in_type] if model.in_type else None
    w = model.frac_bits + model.effective_extra_bits
    acc = float(c)
    for k0 in range(0, K, block):
        aa, bb = a[k0:k0 + block], b[k0:k0 + block]
        prods = [float(x) * float(y) for x, y in zip(aa, bb)]
        vals = prods + [acc]
        if any(math.isnan(v) for v in vals) or (math.inf in vals and -math.inf in vals):
            acc = math.nan
            continue
        if math.inf in vals or -math.inf in vals:
            acc = math.inf if math.inf in vals else -math.inf
            continue
        terms = [Fraction(acc)] + [Fraction(x) * Fraction(y) for x, y in zip(aa, bb)]
        if model.exact:
            S = sum(terms, Fraction(0))
        else:
            exps = []
            for x, y in zip(aa, bb):
                if x != 0 and y != 0:
                    ex, ey = _flog2(x), _flog2(y)
                    if emin is not None:
                        ex, ey = max(ex, emin), max(ey, emin)
                    exps.append(ex + ey)
            if acc != 0:
                exps.append(max(_flog2(acc), -126))
            S = Fraction(0)
            if exps:
                unit = Fraction(2) ** (max(exps) - w)
                for t in terms:
                    q = abs(t) / unit
                    S += (1 if t >= 0 else -1) * (q.numerator // q.denominator) * unit
        r = ref_round(S, out, model.rounding(out))
        if r == 0:
            if S != 0:
                r = math.copysign(0.0, float(S))
            elif model.zero == "ieee" and all(
                    math.copysign(1.0, v) < 0 for v in prods + [acc]):
                r = -0.0
            else:
                r = 0.0
        acc = r
    return acc


def check_against_ref(model, A, B, C, out, in_type):
    m = get_model(model, in_type)
    D = mma_float(A, B, C, m, out)
    W, M, K = A.shape
    N = B.shape[2]
    for w in range(W):
        for i in range(M):
            for j in range(N):
                r = ref_dot(m, list(A[w, i, :]), list(B[w, :, j]), C[w, i, j], out)
                d = D[w, i, j]
                if math.isnan(r):
                    assert np.isnan(d), (model, out, w, i, j)
                    assert int(bits(d)) == (0x7FFFFFFF if out == "f32" else 0x7FFF)
                else:
                    dt = np.float32 if out == "f32" else np.float16
                    assert bits(d) == bits(dt(r)), (model, out, in_type, w, i, j, d, r,
                                                    A[w, i, :], B[w, :, j], C[w, i, j])


# --------------------------------------------------------------------------------------
# model table and provenance
# --------------------------------------------------------------------------------------

def test_named_models_and_provenance():
    assert set(MODELS) == {"volta", "turing", "ampere", "hopper", "exact"}
    expect = {"volta": (4, 4, 0), "turing": (4, 4, 1), "ampere": (8, 4, 1),
              "hopper": (16, 8, 2)}
    for name, (blk, blk32, extra) in expect.items():
        m = MODELS[name]
        assert (m.block, m.block_tf32, m.extra_bits) == (blk, blk32, extra)
        assert (m.round_f32, m.round_f16) == ("rz", "rn")
    assert MODELS["ampere"].for_input("tf32").effective_block == 4
    assert MODELS["hopper"].for_input("bf16").effective_block == 16
    for m in MODELS.values():
        for p in ("block", "round_f32", "round_f16"):
            assert m.source(p).status in (nm.MEASURED, nm.MODEL, nm.ASSUMPTION)
        for p in m.provenance:
            assert p.source
    for name in HW:
        for p in ("extra_bits", "align", "align_ref", "normalise", "inter_block", "subnormals",
                  "overflow", "specials", "nan"):
            assert MODELS[name].source(p)
    assert MODELS["volta"].source("extra_bits").status == nm.MEASURED
    assert MODELS["turing"].source("block").status == nm.ASSUMPTION
    with pytest.raises(ValueError):
        MODELS["volta"].for_input("bf16")
    over = MODELS["ampere"].override(extra_bits=3)
    assert over.extra_bits == 3 and over.source("extra_bits").status == nm.ASSUMPTION


# --------------------------------------------------------------------------------------
# FHMP21 test suites (hardware: V100 all pass; A10 per published results)
# --------------------------------------------------------------------------------------

def fhmp_v100_suite(model):
    one, sub16 = 1.0, L(1.0, -24)
    below1_16 = f16(1 - L(1, -11))
    below1 = f32(np.nextafter(np.float32(1), np.float32(0)))
    r = {}
    r["A1 f16 subnormal in (f16)"] = dot(model, [sub16], [4.0], 0.0, "f16") == L(1, -22)
    r["A2 f16 subnormal in (f32)"] = dot(model, [sub16], [4.0], 0.0) == L(1, -22)
    r["A3 f32 subnormal in"] = dot(model, [], [], L(1, -149)) == L(1, -149)
    r["A4 f16 subnormal out (f16)"] = (dot(model, [L(1, -14)], [0.5], 0.0, "f16") != 0 and
                                       dot(model, [L(1, -14)], [1.0], -L(1, -15), "f16") != 0)
    r["A5 f16 subnormal out (f32)"] = (dot(model, [L(1, -14)], [0.5], 0.0) != 0 and
                                       dot(model, [L(1, -14)], [1.0], -L(1, -15)) != 0)
    p = 1 - L(1, -10) + L(1, -22)
    r["B1 products exact"] = (dot(model, [below1_16], [below1_16]) == p and
                              dot(model, [below1_16] * 4, [below1_16] * 4) == 4 * p)
    r["B2 products exact (f16)"] = dot(model, [below1_16] * 2, [below1_16, L(1, -11)], 0.0,
                                       "f16") == 1 - L(1, -10) + L(1, -11)
    r["B3 accumulate in binary32"] = dot(model, [one] * 4, [sub16] * 4, 1.0) == 1.0
    ok = True
    for j in range(4):
        b = [sub16] * 4
        b[j] = one
        ok &= dot(model, [one] * 4, b, sub16) == 1.0
    r["B4 sum starts from largest"] = ok
    r["C1 round-down positive"] = dot(model, [one] * 4, [2.0, f16(L(1, -23) + L(1, -24))]) == 2
    r["C2 round-up negative"] = dot(model, [one] * 4, [-2.0, -f16(L(1, -23) + L(1, -24))]) == -2
    r["C3 f16 rounded to nearest"] = dot(model, [sub16] * 2, [0.5, 0.25], 0.0, "f16") == sub16
    r["D1 no extra alignment bits"] = dot(model, [one], [one], -below1) == L(1, -23)
    d2 = dot(model, [one] * 4, [sub16] * 4, 1 - L(1, -24)) == 1 + L(1, -23)
    r["D2 no normalisation in addition"] = d2
    r["D3 no normalisation in subtraction"] = d2 and dot(
        model, [one] * 2, [one, -sub16], -1 + L(1, -24)) == L(1, -23)
    ok = True
    for i in range(4):
        b = [one] * 4
        b[i] = f16(L(1, -23))
        ok &= dot(model, [one] * 4, b, 1 + L(1, -22) + L(1, -23)) == 4 + L(1, -21)
    ok &= dot(model, [one] * 4, [1.0, 1.5, 1.75, 1.875], 1.875) == 8
    ok &= dot(model, [one] * 4, [one] * 4, 1 + L(1, -22) + L(1, -23)) == 5
    ok &= dot(model, [one] * 4, [-one] * 4, -1 - L(1, -22) - L(1, -23)) == -5
    r["D4 carry-out bits"] = ok
    part = dot(model, [one] * 4, [sub16] * 4, 1 - L(1, -24))
    r["D5 not monotonic"] = dot(model, [one] * 4, [sub16] * 4, 1.0) < part
    return r


def fhmp_t4_a100_suite(model):
    """The differing items of tc_test_numerics-T4-A100-binary16.cu."""
    one, sub16 = 1.0, L(1.0, -24)
    below1 = f32(np.nextafter(np.float32(1), np.float32(0)))
    r = {}
    r["B3 accumulate in binary32"] = dot(model, [0.5] * 4, [sub16] * 4, 1.0) == 1.0
    ok = True
    a, b = [0.5] * 4, [sub16] * 4
    for j in range(4):
        a2, b2 = list(a), list(b)
        a2[j] = b2[j] = one
        ok &= dot(model, a2, b2, sub16) == 1.0
    r["B4 sum starts from largest"] = ok
    r["D1 one extra alignment bit"] = dot(model, [one], [one], -below1) == L(1, -24)
    d2 = dot(model, [one] * 4, [sub16] * 4, 1 - L(1, -24)) == 1 + L(1, -23)
    r["D3 normalisation in subtraction"] = d2 and dot(
        model, [one] * 2, [one, -sub16], -1 + L(1, -24)) == 0.0
    bb = [L(1, -24)] * 3 + [f16(L(1, -23) + L(1, -24))]
    part = dot(model, [0.5] * 4, bb, 1 - L(1, -24))
    r["D5 not monotonic"] = dot(model, [0.5] * 4, bb, 1.0) < part
    return r


def test_fhmp_v100_suite_volta_all_pass():
    res = fhmp_v100_suite("volta")
    assert all(res.values()), {k: v for k, v in res.items() if not v}


def test_fhmp_v100_suite_on_ampere_matches_a10_hardware():
    # A10/result-V100.txt: FAIL for B3, B4, D1, D3, D5; PASS otherwise
    fails = {"B3 accumulate in binary32", "B4 sum starts from largest",
             "D1 no extra alignment bits", "D3 no normalisation in subtraction",
             "D5 not monotonic"}
    res = fhmp_v100_suite("ampere")
    assert {k for k, v in res.items() if not v} == fails


@pytest.mark.parametrize("model", ["ampere", "turing"])
def test_fhmp_t4_a100_suite(model):
    # ampere: A10/result-T4.txt, all PASS; turing: the suite's expectations for T4
    res = fhmp_t4_a100_suite(model)
    assert all(res.values()), {k: v for k, v in res.items() if not v}


# --------------------------------------------------------------------------------------
# VLPG V100 hardware results
# --------------------------------------------------------------------------------------

VLPG_F32 = [
    # (a, b, c, hardware result) -- "Rounding of Intermediate Sums"
    (L(1.5, 15), L(1.5, 14), L(-1.0029296875, 15), L(1.1249693632125854, 30)),
    (L(1.0302734375, 15), L(1.748046875, 15), L(1.5009765625, 8), L(1.8009666204452515, 30)),
    (L(1.767578125, 15), L(-1.1142578125, 15), L(1.6435546875, 2), L(-1.9695377349853516, 30)),
    (L(1.7060546875, 15), L(-1.7646484375, 13), L(1.9970703125, 8), L(-1.5052924156188965, 29)),
]


@pytest.mark.parametrize("a,b,c,hw", VLPG_F32)
def test_vlpg_v100_intermediate_sums(a, b, c, hw):
    assert dot("volta", [f16(a)], [f16(b)], f32(c)) == f32(hw)


def test_vlpg_v100_first_case_needs_product_exponent_alignment():
    # 1.5*2^15 x 1.5*2^14 has significand 2.25: aligning to the normalised product
    # (exponent 30, i.e. one window bit less here) would truncate c at 2^7 and give the
    # RTP value instead of the hardware result
    a, b, c, hw = VLPG_F32[0]
    flat = MODELS["volta"].override(extra_bits=-1)
    assert dot(flat, [f16(a)], [f16(b)], f32(c)) == f32(L(1.124969482421875, 30)) != f32(hw)


@pytest.mark.parametrize("a,b,hw", [
    (L(1.3330078125, -13), L(-1.5, -1), L(-1, -13)),
    (L(1.3330078125, -9), L(1.5, -1), L(1, -9)),
    (L(0.96191406, -14), L(-1.7744140625, -9), L(-0.0029296875, -14)),
])
def test_vlpg_v100_rounding_to_half(a, b, hw):
    assert dot("volta", [f16(a)], [f16(b)], 0.0, "f16") == hw


def test_vlpg_v100_other_tables():
    d = dot("volta", [f16(L(-1.9990234375, -1))] * 2,
            [f16(L(-1.9990234375, -1)), f16(L(1.4990234375, -1))])
    assert d == L(1.9990234375, -3)                          # precision of accumulation
    x = f16(L(1.9990234375, -1))
    d = dot("volta", [f16(L(1.9990234375, -9)), x], [x, x], f32(L(1.0021368265151978, 15)))
    assert d == f32(L(1.0021672248840332, 15))               # accumulation order
    d = dot("volta", [f16(L(1.6484375, -5)), f16(L(1.765625, -3)), f16(L(1.5, 15)), 1024.0],
            [f16(L(1.0615234375, 9)), f16(L(1.9833984375, 6)), f16(L(1.3330078125, -11)),
             L(1, -7)], f32(L(1.999664306640625, 4)))
    assert d == 128.0                                        # carry-out bits


# --------------------------------------------------------------------------------------
# hand-derived corner cases
# --------------------------------------------------------------------------------------

def test_swamping_by_large_term():
    # c = 2^24: the window unit is 2 (volta) so four products of 1 vanish
    assert dot("volta", [1.0] * 4, [1.0] * 4, L(1, 24)) == L(1, 24)
    assert dot("ampere", [1.0] * 4, [1.0] * 4, L(1, 24)) == L(1, 24) + 4
    assert dot("exact", [1.0] * 4, [1.0] * 4, L(1, 24)) == L(1, 24) + 4
    # a large product swamps the small ones in the same block
    assert dot("volta", [L(1, 12), 1.0, 1.0, 1.0], [L(1, 12), L(1, -1), L(1, -1), L(1, -1)]) \
        == L(1, 24)


def test_lost_low_bits_through_truncated_alignment():
    # 1 - (1 - 2^-24): c loses its last bit in the 24-bit window (volta) but not with one
    # extra bit (turing/ampere) or two (hopper)
    c = -f32(1 - L(1, -24))
    assert dot("volta", [1.0], [1.0], c) == L(1, -23)
    for m in ("turing", "ampere", "hopper", "exact"):
        assert dot(m, [1.0], [1.0], c) == L(1, -24)
    # hopper keeps two extra bits: 2^-25 survives, 2^-26 does not
    e12, e13 = L(1, -12), L(1, -13)
    assert dot("hopper", [1.0, e12], [1.0, e13], 0.0) == 1.0             # RZ of 1+2^-25
    assert dot("hopper", [1.0, e12], [1.0, e13], -1.0) == L(1, -25)       # 2^-25 kept
    assert dot("hopper", [1.0, e13], [1.0, e13], -1.0) == 0.0             # 2^-26 lost
    assert dot("ampere", [1.0, e12], [1.0, e13], -1.0) == 0.0             # 2^-25 lost


def test_order_dependent_blocks():
    # volta, K = 8: small products before the large one survive (accumulated first),
    # after it they are truncated away
    small, big = [1.0] * 4, [L(1, -24)] * 4
    first = dot("volta", small + [1.0], big + [1.0], 0.0, K=8)
    last = dot("volta", [1.0] + small, [1.0] + big, 0.0, K=8)
    assert first == 1 + L(1, -22)
    assert last == 1.0
    assert dot("exact", small + [1.0], big + [1.0], 0.0, K=8) == \
        dot("exact", [1.0] + small, [1.0] + big, 0.0, K=8) == 1 + L(1, -22)


def test_non_monotonic_sum():
    part = dot("volta", [1.0] * 4, [L(1, -24)] * 4, f32(1 - L(1, -24)))
    assert part == 1 + L(1, -23)
    assert dot("volta", [1.0] * 4, [L(1, -24)] * 4, 1.0) == 1.0 < part


def test_subnormal_inputs_and_outputs():
    # f16 subnormal inputs (exponent clamped to -14 for alignment), exact product
    assert dot("volta", [L(1, -24)] * 4, [1.0] * 4) == L(1, -22)
    # f16 subnormal result in f16 mode
    assert dot("ampere", [L(1, -14)], [0.5], 0.0, "f16") == L(1, -15)
    # f32 subnormal accumulator passes through, and is produced from bf16 products
    assert dot("ampere", [], [], L(1, -149), in_type="bf16") == L(1, -149)
    a = bf16(L(1 + L(1, -7), -74))
    for m in ("ampere", "hopper", "exact"):
        assert dot(m, [a], [a], 0.0, in_type="bf16") == L(1, -148)   # 2.03 * 2^-149
    assert dot("ampere", [bf16(L(1, -70))], [bf16(L(1.5, -70))], 0.0, in_type="bf16") \
        == L(1.5, -140)
    # RZ into the f32 subnormal range
    assert dot("ampere", [bf16(L(1.5, -75))], [bf16(L(1.5, -75))], 0.0, in_type="bf16") \
        == L(1, -149)                                                # 1.125*2^-149 -> 2^-149
    assert dot("exact", [bf16(L(1.75, -75))], [bf16(L(1.75, -75))], 0.0, in_type="bf16") \
        == L(1, -148)                                                # 1.53*2^-149 -> RN
    assert dot("ampere", [bf16(L(1.75, -75))], [bf16(L(1.75, -75))], 0.0, in_type="bf16") \
        == L(1, -149)                                                # ... -> RZ


def test_subnormal_input_exponent_clamp():
    # assumption (docs): a subnormal f16 input counts with exponent -14 when the block's
    # reference exponent is formed.  2^-24 x 2^10 then sits at 2^-4 for alignment and
    # 2^-14 x 2^-16 = 2^-30 falls below the window; without the clamp (in_type=None) the
    # reference is the true exponent -14 and the small product survives.
    a, b = [L(1, -24), L(1, -14)], [L(1, 10), L(1, -16)]
    assert dot("volta", a, b, 0.0, in_type="f16") == L(1, -14)
    assert dot("volta", a, b, 0.0, in_type=None) == L(1, -14) + L(1, -30)
    assert dot("exact", a, b, 0.0) == L(1, -14) + L(1, -30)


def test_overflow_to_inf():
    # KM25 ExceptionalCasesTest 1: 2^127 + 2^127 in fp32 (bf16 inputs) -> +Inf
    for m in ("ampere", "hopper", "exact"):
        assert dot(m, [L(1, 127)], [1.0], L(1, 127), in_type="bf16") == np.inf
    assert dot("ampere", [-L(1, 127)], [1.0], -L(1, 127), in_type="bf16") == -np.inf
    # RZ keeps the largest finite value below 2^128
    fmax = float(np.finfo(np.float32).max)
    assert dot("ampere", [bf16(L(1, 103))], [1.0], fmax, in_type="bf16") == fmax
    assert dot("ampere", [bf16(L(1, 104))], [1.0], fmax, in_type="bf16") == np.inf  # = 2^128
    # fp16 output overflow (RN): 65504 + 16 -> Inf, 65504 + 15 -> 65504
    assert dot("volta", [65504.0, 16.0], [1.0, 1.0], 0.0, "f16") == np.inf
    assert dot("volta", [65504.0, 15.0], [1.0, 1.0], 0.0, "f16") == 65504.0
    assert dot("hopper", [-65504.0, -65504.0], [1.0, 1.0], 0.0, "f16") == -np.inf
    # an overflowed block stays Inf in later blocks
    assert dot("volta", [65504.0, 65504.0, 0, 0, -1.0], [1.0, 1.0, 0, 0, 1.0], 0.0, "f16",
               K=8) == np.inf


def test_nan_and_inf_propagation():
    nan32, nan16 = 0x7FFFFFFF, 0x7FFF
    for m in MODELS:
        it = "f16"
        d = dot(m, [np.inf], [0.0], 1.0, in_type=it)                    # 0 * Inf
        assert np.isnan(d) and bits(d) == nan32
        d = dot(m, [np.inf, np.inf], [1.0, -1.0], 0.0, "f16", in_type=it)  # Inf - Inf
        assert np.isnan(d) and bits(d) == nan16
        assert dot(m, [np.inf], [-np.inf], 0.0, in_type=it) == -np.inf     # +Inf x -Inf
        assert dot(m, [1.0], [1.0], np.inf, in_type=it) == np.inf
        assert bits(dot(m, [np.inf], [1.0], -np.inf, in_type=it)) == nan32  # Inf + (-Inf)
        assert dot(m, [np.inf, 1.0], [1.0, 5.0], 3.0, in_type=it) == np.inf
        d = dot(m, [np.nan], [1.0], 0.0, in_type=it)
        assert bits(d) == nan32
        d = dot(m, [1.0], [2.0], np.nan, "f16", in_type=it)
        assert bits(d) == nan16
        # other outputs of the same call are unaffected
        A = np.array([[[np.nan, 0.0], [1.0, 2.0]]])
        B = np.array([[[1.0, 1.0], [3.0, 4.0]]])
        D = mma_float(A, B, np.zeros((1, 2, 2)), m, "f32", it)
        assert np.isnan(D[0, 0]).all() and (D[0, 1] == [7.0, 9.0]).all()


def test_fp16_output_rounding():
    one_ulp = L(1, -10)
    for m in HW + ["exact"]:
        assert dot(m, [1.0], [1.0], L(1, -11), "f16") == 1.0                     # tie -> even
        assert dot(m, [1 + one_ulp], [1.0], L(1, -11), "f16") == 1 + 2 * one_ulp  # tie -> even
        assert dot(m, [1.0, f16(L(1, -20))], [1.0, 1.0], L(1, -11), "f16") == 1 + one_ulp
        assert dot(m, [-1.0], [1.0], -L(1, -11), "f16") == -1.0
    # rounding happens after the truncated window: a bit below the window cannot break a tie
    assert dot("volta", [L(1, 4), f16(L(1, -20))], [1.0, f16(L(1, -5))],
               f16(L(1, -7)), "f16") == 16.0
    assert dot("exact", [L(1, 4), f16(L(1, -20))], [1.0, f16(L(1, -5))],
               f16(L(1, -7)), "f16") == 16.0 + L(1, -6)


def test_zero_results():
    assert bits(dot("volta", [1.0], [1.0], -1.0)) == 0                  # exact cancellation: +0
    assert bits(dot("exact", [1.0], [1.0], -1.0)) == 0
    assert bits(dot("exact", [-0.0], [0.0], -0.0, K=1)) == 0x80000000   # IEEE: all -0
    assert bits(dot("exact", [-0.0], [0.0], -0.0)) == 0     # +0 padding products
    assert bits(dot("volta", [-0.0], [0.0], -0.0)) == 0                 # KM25 model: +0
    # a tiny negative result keeps its sign after RZ into the subnormal range
    d = dot("ampere", [bf16(-L(1, -80))], [bf16(L(1, -80))], 0.0, K=8, in_type="bf16")
    assert d == 0 and np.signbit(d)
    # ... and a following block that adds nothing returns +0 (KM25: zero terms are dropped)
    d = dot("ampere", [bf16(-L(1, -80))], [bf16(L(1, -80))], 0.0, K=16, in_type="bf16")
    assert d == 0 and not np.signbit(d)


def test_benign_data_all_models_agree():
    rng = np.random.default_rng(1)
    A = rng.integers(-8, 8, (3, 4, 32)).astype(np.float64)
    B = rng.integers(-8, 8, (3, 32, 5)).astype(np.float64)
    C = rng.integers(-100, 100, (3, 4, 5)).astype(np.float64)
    want = (C + A @ B).astype(np.float32)
    for m in MODELS:
        assert (mma_float(A, B, C, m, "f32", "f16") == want).all()


def test_round_to_format():
    x = np.array([1 + L(1, -24) + L(1, -30), -(1 + L(1, -23) + L(1, -25)), L(1, -150) * 3,
                  L(1, 128), 0.0])
    assert list(round_to_format(x, "f32", "rz")) == [1.0, -(1 + L(1, -23)), L(1, -149),
                                                      np.inf, 0.0]
    assert list(round_to_format(x, "f32", "rn")[:3]) == [1 + L(1, -23), -(1 + L(1, -23)),
                                                         L(1, -148)]


# --------------------------------------------------------------------------------------
# properties (hypothesis): vectorised models vs the Fraction reference
# --------------------------------------------------------------------------------------

def _from_bits(dtype, bits_, n):
    return np.asarray(bits_, dtype=np.uint32 if n == 32 else np.uint16).view(dtype).astype(
        np.float64)


def fmt_values(fmt, allow_special=False):
    """Strategy for one value of ``fmt``: raw bit patterns (any exponent) or values near 1."""
    if fmt == "f16":
        raw = st.integers(0, 0xFFFF).map(lambda b: float(np.uint16(b).view(np.float16)))
    elif fmt == "bf16":
        raw = st.integers(0, 0xFFFF).map(
            lambda b: float(np.uint32(b << 16).view(np.float32)))
    elif fmt == "tf32":
        raw = st.integers(0, 0x7FFFF).map(
            lambda b: float(np.uint32(b << 13).view(np.float32)))
    elif fmt in ("e4m3", "e5m2"):
        f8 = ml_dtypes.float8_e4m3fn if fmt == "e4m3" else ml_dtypes.float8_e5m2
        raw = st.integers(0, 0xFF).map(lambda b, f8=f8: float(np.uint8(b).view(f8)))
    else:
        raw = st.integers(0, 0xFFFFFFFF).map(lambda b: float(np.uint32(b).view(np.float32)))
    if not allow_special:
        raw = raw.filter(math.isfinite)
    cvt = {"f16": f16, "bf16": bf16, "tf32": tf32, "f32": f32, "e4m3": e4m3, "e5m2": e5m2}[fmt]
    near = st.tuples(st.integers(-1, 1), st.floats(1, 2, exclude_max=True),
                     st.integers(-6, 6)).map(lambda t: cvt(t[0] * L(t[1], t[2])))
    small = st.sampled_from([0.0, -0.0, 1.0, -1.0, 0.5, 2.0])
    return st.one_of(raw, near, near, small)


def problem(draw, in_fmt, out, W, M, N, K, allow_special):
    v = fmt_values(in_fmt, allow_special)
    cv = fmt_values("f32" if out == "f32" else "f16", allow_special)
    A = np.array(draw(st.lists(v, min_size=W * M * K, max_size=W * M * K))).reshape(W, M, K)
    B = np.array(draw(st.lists(v, min_size=W * K * N, max_size=W * K * N))).reshape(W, K, N)
    C = np.array(draw(st.lists(cv, min_size=W * M * N, max_size=W * M * N))).reshape(W, M, N)
    return A, B, C


CASES = [(m, it) for m in HW for it in MODELS[m].in_types]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(CASES), st.sampled_from(["f32", "f16"]),
       st.sampled_from([4, 8, 16, 24, 40]), st.booleans())
def test_hardware_models_match_reference(data, case, out, K, special):
    model, in_type = case
    A, B, C = problem(data.draw, in_type, out, 2, 2, 2, K, special)
    check_against_ref(model, A, B, C, out, in_type)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(["f16", "bf16", "tf32", "f32", "e4m3", "e5m2"]),
       st.sampled_from(["f32", "f16"]), st.sampled_from([1, 4, 16]), st.booleans())
def test_exact_model_matches_fractions(data, in_type, out, K, special):
    A, B, C = problem(data.draw, in_type, out, 2, 2, 2, K, special)
    check_against_ref("exact", A, B, C, out, in_type)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(-1e30, 1e30, allow_nan=False).map(f32), min_size=1, max_size=9),
       st.sampled_from(["f32", "f16"]))
def test_exact_sum_rounding(xs, out):
    from tcsim.matrix.numerics_exact import round_exact_sum
    terms = np.array(xs)[:, None]
    got = round_exact_sum(terms, out)[0]
    S = sum((Fraction(x) for x in xs), Fraction(0))
    want = ref_round(S, out, "rn")
    if want == 0 and S == 0:
        want = -0.0 if all(math.copysign(1, x) < 0 for x in xs) else 0.0
    elif want == 0:
        want = math.copysign(0.0, float(S))
    assert np.float64(got).view(np.uint64) == np.float64(want).view(np.uint64)


def test_exact_slow_path_ties_and_cancellation():
    from tcsim.matrix.numerics_exact import round_exact_sum
    # 2^100 - 2^100 + tiny: huge span forces the expansion path
    t = np.array([[L(1, 100)], [L(1, -100)], [-L(1, 100)], [L(1, -120)]])
    assert round_exact_sum(t, "f32")[0] == f32(L(1, -100) + L(1, -120))
    # an exact tie plus a far smaller term decides the direction
    t = np.array([[1.0], [L(1, -24)], [L(1, -200)]])
    assert round_exact_sum(t, "f32")[0] == 1 + L(1, -23)
    t = np.array([[1.0], [L(1, -24)], [-L(1, -200)]])
    assert round_exact_sum(t, "f32")[0] == 1.0
    t = np.array([[1.0], [L(1, -24)]])
    assert round_exact_sum(t, "f32")[0] == 1.0


# --------------------------------------------------------------------------------------
# block composition (the timing model applies HMMA micro-ops to sub-tiles / k-ranges)
# --------------------------------------------------------------------------------------

def _random_problem(rng, W, M, N, K, in_type="f16", out="f32"):
    def q(x):
        if in_type == "bf16":
            return x.astype(np.float32).astype(ml_dtypes.bfloat16).astype(np.float64)
        return x.astype(np.float16).astype(np.float64)
    scale = np.exp2(rng.integers(-8, 8, (W, M, K)))
    A = q(rng.standard_normal((W, M, K)) * scale)
    B = q(rng.standard_normal((W, K, N)) * np.exp2(rng.integers(-8, 8, (W, K, N))))
    C = rng.standard_normal((W, M, N)) * 16
    C = C.astype(np.float32 if out == "f32" else np.float16).astype(np.float64)
    return A, B, C


@pytest.mark.parametrize("model", HW)
@pytest.mark.parametrize("out", ["f32", "f16"])
def test_block_composition_bit_identical(model, out):
    rng = np.random.default_rng(7)
    m = MODELS[model]
    blk = m.block
    K = 4 * blk
    A, B, C = _random_problem(rng, 3, 16, 8, K, out=out)
    whole = mma_float(A, B, C, model, out, "f16")
    # HMMA-like micro-ops: sub-tiles of rows/cols, k-ranges of 1 or 2 blocks, in k order
    D = C.copy()
    ks = [0, blk, 3 * blk, K]
    for k0, k1 in zip(ks, ks[1:]):
        for r0, r1 in ((0, 5), (5, 16)):
            for c0, c1 in ((0, 3), (3, 8)):
                D[:, r0:r1, c0:c1] = fused_block(D[:, r0:r1, c0:c1], A[:, r0:r1, k0:k1],
                                                 B[:, k0:k1, c0:c1], model, out, "f16")
    assert (bits(D.astype(whole.dtype)) == bits(whole)).all()
    # the same through single-block calls on single elements
    E = C.copy()
    for k0 in range(0, K, blk):
        for i in (0, 7, 15):
            E[:, i:i + 1, 2:3] = fused_block(E[:, i:i + 1, 2:3], A[:, i:i + 1, k0:k0 + blk],
                                             B[:, k0:k0 + blk, 2:3], model, out, "f16")
    assert (bits(E[:, [0, 7, 15], 2].astype(whole.dtype)) == bits(whole[:, [0, 7, 15], 2])).all()


def test_chunking_invariance(monkeypatch):
    rng = np.random.default_rng(3)
    A, B, C = _random_problem(rng, 150, 8, 8, 16)
    ref = {m: mma_float(A, B, C, m, "f32", "f16") for m in MODELS}
    monkeypatch.setattr(nm, "_WARPS", 7)
    monkeypatch.setattr(nm, "_CHUNK", 300)
    for m in MODELS:
        assert (bits(mma_float(A, B, C, m, "f32", "f16")) == bits(ref[m])).all()


def test_tf32_block_size_matters():
    # ampere tf32 fuses 4 products; a large product in the second half of 8 products
    # does not swamp the small ones of the first half
    a = [1.0] * 4 + [L(1, 9)]
    b = [L(1, -7)] * 4 + [L(1, 9)]
    assert dot("ampere", a, b, 0.0, K=8, in_type="tf32") == L(1, 18) + L(1, -5)
    assert dot("ampere", a, b, 0.0, K=8, in_type="f16") == L(1, 18)


def test_performance_smoke():
    rng = np.random.default_rng(0)
    A, B, C = _random_problem(rng, 1000, 16, 16, 16)
    mma_float(A[:8], B[:8], C[:8], "volta", "f32", "f16")
    t = time.process_time()
    mma_float(A, B, C, "volta", "f32", "f16")
    assert time.process_time() - t < 1.0


# --------------------------------------------------------------------------------------
# integer and single-bit paths vs Python ints
# --------------------------------------------------------------------------------------

def _py_mma(A, B, C):
    W, M, K = A.shape
    N = B.shape[2]
    return [[[int(C[w, i, j]) + sum(int(A[w, i, k]) * int(B[w, k, j]) for k in range(K))
              for j in range(N)] for i in range(M)] for w in range(W)]


def _wrap32(x):
    return (x + 2 ** 31) % 2 ** 32 - 2 ** 31


@pytest.mark.parametrize("lo,hi", [(-128, 127), (0, 255), (-8, 7), (0, 15)])
def test_mma_int_exact_wrap_and_saturate(lo, hi):
    rng = np.random.default_rng(lo & 0xFF)
    A = rng.integers(lo, hi + 1, (2, 4, 32))
    B = rng.integers(lo, hi + 1, (2, 32, 3))
    C = rng.integers(-2 ** 31, 2 ** 31, (2, 4, 3))
    C[0, 0, 0], C[0, 0, 1] = 2 ** 31 - 1, -2 ** 31          # force wrap / saturation
    A[0, 0, :] = hi if hi > 0 else lo
    B[0, :, 0] = hi
    B[0, :, 1] = lo if lo < 0 else 0
    ref = _py_mma(A, B, C)
    D = mma_int(A, B, C)
    S = mma_int(A, B, C, satfinite=True)
    assert D.dtype == np.int32 and S.dtype == np.int32
    for w in range(2):
        for i in range(4):
            for j in range(3):
                x = ref[w][i][j]
                assert D[w, i, j] == _wrap32(x)
                assert S[w, i, j] == max(-2 ** 31, min(2 ** 31 - 1, x))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2 ** 32 - 1), st.sampled_from(["xor", "and"]), st.sampled_from([128, 256]))
def test_mma_b1_popc(seed, op, K):
    rng = np.random.default_rng(seed)
    A = rng.integers(0, 2, (2, 3, K))
    B = rng.integers(0, 2, (2, K, 4))
    C = rng.integers(-2 ** 31, 2 ** 31, (2, 3, 4))
    D = mma_b1(A, B, C, op)
    for w in range(2):
        for i in range(3):
            for j in range(4):
                ra = int("".join(map(str, A[w, i, :])), 2)
                rb = int("".join(map(str, B[w, :, j])), 2)
                pop = bin((ra ^ rb) if op == "xor" else (ra & rb)).count("1")
                assert D[w, i, j] == _wrap32(int(C[w, i, j]) + pop)
