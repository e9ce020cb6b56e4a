"""mma.sync forms sm_80 added (m16n8k4 tf32, m16n8k16/k32 s8/u8, m16n8k32/k64 s4/u4,
m16n8k128/k256 b1) on the a100 config: fragment maps against an independent transcription
of the PTX ISA figures, bit-exact execution against numpy, and the ISA gate on sm_75."""

from __future__ import annotations

import numpy as np
import pytest
from isa_maps_sm80 import SLOTS, kind_of, sm80_isa_map
from tensorkit import BITS
from test_tensor_exec import fmt, overflowing_c, run_mma_sync

import tcsim
from tcsim.matrix.fragments import mma_fragment
from tcsim.matrix.fragments_mma import m16n8k8, m16n8k16
from tcsim.matrix.fragments_sm80 import SM80_AB, m16n8_packed

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")

FORMS = [(shape, et) for shape, types in SM80_AB.items() for et in types]


def fid(shape, et):
    return f"{fmt(shape)}-{et}"


@pytest.mark.parametrize("shape, et", FORMS, ids=[fid(*f) for f in FORMS])
def test_maps_equal_the_isa_figures(shape, et):
    for matrix in ("a", "b", "c"):
        f = mma_fragment(shape, matrix, "s32" if matrix == "c" and et != "tf32" else
                         ("f32" if matrix == "c" else et))
        row, col, _ = sm80_isa_map(shape, matrix, et)
        np.testing.assert_array_equal(f.row, row, err_msg=f"{fid(shape, et)} {matrix} rows")
        np.testing.assert_array_equal(f.col, col, err_msg=f"{fid(shape, et)} {matrix} cols")
        assert f.nelem * f.bits == 32 * f.nregs


def test_every_sm80_form_is_transcribed():
    assert {(s, kind_of(e)) for s, e in FORMS} == set(SLOTS)


@pytest.mark.parametrize("shape, et", [((16, 8, 8), "f16"), ((16, 8, 8), "bf16"), ((16, 8, 8), "tf32"),
                                       ((16, 8, 16), "f16")])
def test_packing_rule_reproduces_the_float_figures(shape, et):
    """One packing rule gives every m16n8 figure: also those fragments_mma transcribes."""
    for matrix in ("a", "b"):
        want = m16n8k8(matrix, et) if shape[2] == 8 else m16n8k16(matrix)
        got = m16n8_packed(matrix, et, shape[2])
        np.testing.assert_array_equal(got[0], want[0])
        np.testing.assert_array_equal(got[1], want[1])


INT = [pytest.param(shape, a, b, sat, id=f"{fmt(shape)}-{a}.{b}{'-satfinite' if sat else ''}")
       for shape, types in (((16, 8, 16), ("s8", "u8")), ((16, 8, 32), ("s8", "u8")),
                            ((16, 8, 32), ("s4", "u4")), ((16, 8, 64), ("s4", "u4")))
       for a in types for b in types for sat in (False, True)]


@pytest.mark.parametrize("shape, atype, btype, sat", INT)
def test_mma_int_on_a100(shape, atype, btype, sat):
    rng = np.random.default_rng(shape[2] + BITS[atype])
    C = np.where(rng.integers(0, 3, (1, 16, 8)) == 0, overflowing_c(rng, (1, 16, 8)),
                 rng.integers(-(1 << 20), 1 << 20, (1, 16, 8)))
    got, want = run_mma_sync("a100", shape, atype, btype, "s32", "s32", qual=".satfinite" if sat else "",
                             seed=shape[2] + BITS[atype] + BITS[btype], C=C)
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("shape", [(16, 8, 128), (16, 8, 256)], ids=fmt)
@pytest.mark.parametrize("op", ["xor", "and"])
def test_mma_b1_on_a100(shape, op):
    got, want = run_mma_sync("a100", shape, "b1", "b1", "s32", "s32", post=f".{op}.popc", seed=shape[2])
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("arith", ["exact", "ampere"])
@pytest.mark.parametrize("shape, ab, cd", [((16, 8, 4), "tf32", "f32"), ((16, 8, 8), "tf32", "f32"),
                                           ((16, 8, 8), "bf16", "f32"), ((16, 8, 16), "bf16", "f32"),
                                           ((16, 8, 16), "f16", "f32"), ((16, 8, 16), "f16", "f16"),
                                           ((16, 8, 8), "f16", "f16")],
                         ids=lambda v: fmt(v) if isinstance(v, tuple) else v)
def test_mma_float_on_a100(shape, ab, cd, arith):
    """Values whose products and sums are exact: the exact model and the A100 model
    (Khattak & Mikaitis block FMA) must both give numpy's result bit for bit."""
    got, want = run_mma_sync("a100", shape, ab, ab, cd, cd, seed=shape[2] + len(ab), arith=arith)
    np.testing.assert_array_equal(got, want)


def test_a100_uses_the_ampere_arithmetic_by_default():
    assert tcsim.Device("a100").config.tensor.arithmetic == "ampere"


@pytest.mark.parametrize("form", ["m16n8k32.row.col.s32.s8.s8.s32", "m16n8k4.row.col.f32.tf32.tf32.f32",
                                  "m16n8k256.row.col.and.popc.s32.b1.b1.s32"])
def test_sm80_forms_rejected_on_sm75(form):
    from tensorkit import Ptx, run

    k = Ptx([])
    k(f"mma.sync.aligned.{form} \t{{%r1,%r2,%r3,%r4}}, {{%r1,%r2,%r3,%r4}}, {{%r1,%r2}}, {{%r1,%r2,%r3,%r4}};")
    k.count["r"] = 4
    with pytest.raises(tcsim.TcsimError, match="requires sm_80"):
        run(k, tcsim.Device("rtx2080"), [])


@pytest.mark.parametrize("form, msg", [
    ("m16n8k32.row.col.f32.s8.s8.f32", "needs .s32 C and D"),
    ("m16n8k32.row.col.s32.s8.b1.s32", "do not go together"),
    ("m16n8k16.row.col.satfinite.f32.f16.f16.f32", "integer types only"),
])
def test_bad_sm80_forms(form, msg):
    from tensorkit import Ptx, run

    k = Ptx([])
    k(f"mma.sync.aligned.{form} \t{{%r1,%r2,%r3,%r4}}, {{%r1,%r2,%r3,%r4}}, {{%r1,%r2}}, {{%r1,%r2,%r3,%r4}};")
    k.count["r"] = 4
    with pytest.raises(tcsim.TcsimError, match=msg):
        run(k, tcsim.Device("a100"), [])


# ---------------------------------------------------------------- m8n8k4 .f64 (DMMA)

DMMA_PTX = """.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd)
{
\t.reg .b32 %r<4>;
\t.reg .b64 %rd<16>;
\t.reg .f64 %fd<8>;
\tld.param.u64 %rd1, [pa];
\tld.param.u64 %rd2, [pb];
\tld.param.u64 %rd3, [pc];
\tld.param.u64 %rd4, [pd];
\tmov.u32 %r1, %laneid;
\tmul.wide.u32 %rd5, %r1, 8;
\tmul.wide.u32 %rd6, %r1, 16;
\tadd.s64 %rd7, %rd1, %rd5;
\tadd.s64 %rd8, %rd2, %rd5;
\tadd.s64 %rd9, %rd3, %rd6;
\tadd.s64 %rd10, %rd4, %rd6;
\tld.global.f64 %fd1, [%rd7];
\tld.global.f64 %fd2, [%rd8];
\tld.global.v2.f64 {%fd3, %fd4}, [%rd9];
\tmma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%fd5, %fd6}, {%fd1}, {%fd2}, {%fd3, %fd4};
\tst.global.v2.f64 [%rd10], {%fd5, %fd6};
\tret;
}
"""


def _dmma(A, B, C, arch="a100"):
    """Lane l holds A[g, t], B[t, g], C[g, 2t + i] (g = l >> 2, t = l % 4: PTX ISA "Matrix
    Fragments for mma.m8n8k4 with .f64 floating point type"); returns D in the C layout."""
    lane = np.arange(32)
    g, t = lane >> 2, lane % 4
    dev = tcsim.Device(arch)
    args = [dev.array(A[g, t].copy()), dev.array(B[t, g].copy()),
            dev.array(np.stack([C[g, 2 * t], C[g, 2 * t + 1]], axis=1).copy()), dev.zeros(64, np.float64)]
    dev.load_ptx(DMMA_PTX).get_function("k")((1,), (32,), tuple(args))
    d = args[3].get().reshape(32, 2)
    D = np.full((8, 8), np.nan)
    D[g, 2 * t], D[g, 2 * t + 1] = d[:, 0], d[:, 1]
    return D


def _exact_f64(A, B, C):
    from fractions import Fraction

    return np.array([[float(sum((Fraction(A[i, k]) * Fraction(B[k, j]) for k in range(4)), Fraction(C[i, j])))
                      for j in range(8)] for i in range(8)])


def test_dmma_random_is_correctly_rounded():
    rng = np.random.default_rng(80)
    A, B, C = rng.normal(size=(8, 4)), rng.normal(size=(4, 8)), rng.normal(size=(8, 8))
    np.testing.assert_array_equal(_dmma(A, B, C), _exact_f64(A, B, C))


def test_dmma_rounds_once():
    """2^53 + 1 - 2^53 + 0.5: summed in order in float64 this is 0.5; one rounding gives 1.5."""
    A = np.zeros((8, 4))
    B = np.zeros((4, 8))
    C = np.zeros((8, 8))
    A[0] = [2.0**53, 1.0, -(2.0**53), 0.0]
    B[:, 0] = [1.0, 1.0, 1.0, 0.0]
    C[0, 0] = 0.5
    C[1, 1] = -0.0
    D = _dmma(A, B, C)
    assert D[0, 0] == 1.5
    assert D[1, 1] == 0 and not np.signbit(D[1, 1])  # +0 products + (-0) = +0


def test_dmma_specials_and_overflow():
    A = np.ones((8, 4))
    B = np.ones((4, 8))
    C = np.zeros((8, 8))
    A[0, 0] = np.inf
    A[1, 0] = np.nan
    A[2, 0] = 1e308
    C[2, 0] = 1e308
    D = _dmma(A, B, C)
    assert np.isposinf(D[0]).all() and np.isnan(D[1]).all() and np.isposinf(D[2, 0])


def test_dmma_rejected_on_sm75():
    with pytest.raises(tcsim.TcsimError, match="requires sm_80"):
        _dmma(np.ones((8, 4)), np.ones((4, 8)), np.ones((8, 8)), arch="rtx2080")


# ---------------------------------------------------------------- against ptxas (sm_80 SASS)

SASS_DIR = __import__("pathlib").Path(__file__).resolve().parents[1] / "data" / "sass"
WANT_SASS = {  # kernel -> the one native instruction ptxas 13 must make of it
    "k_m16n8k4_tf32": "HMMA.1684.F32.TF32", "k_m16n8k16_s8u8": "IMMA.16816.S8.U8",
    "k_m16n8k16_s8_sat": "IMMA.16816.S8.S8.SAT", "k_m16n8k32_u8": "IMMA.16832.U8.U8",
    "k_m16n8k32_s4": "IMMA.16832.S4.S4", "k_m16n8k64_u4s4": "IMMA.16864.U4.S4",
    "k_m16n8k128_xor": "BMMA.168128.XOR.POPC", "k_m16n8k256_and": "BMMA.168256.AND.POPC",
}


def _sass_by_kernel():
    out, cur = {}, None
    for line in (SASS_DIR / "sm80_mma.sass").read_text().splitlines():
        if line.startswith("#"):
            continue
        if line.endswith(":"):
            cur = line[:-1]
            out[cur] = []
        else:
            out[cur].append(line.split()[0])
    return out


def test_each_sm80_form_is_one_native_instruction():
    """scripts/sm80_mma_sass.py: ptxas -arch=sm_80 turns every form into ONE IMMA/BMMA/HMMA of
    the same shape reading the fragment registers as loaded — no register shuffles, so the
    PTX ISA fragment is the hardware's register layout (element placement inside the unit
    cannot be observed without a GPU; it is the PTX figures')."""
    assert _sass_by_kernel() == {k: [v] for k, v in WANT_SASS.items()}


def test_sass_forms_run_on_a100():
    dev = tcsim.Device("a100")
    mod = dev.load_ptx((SASS_DIR / "sm80_mma_forms.ptx").read_text())
    buf = dev.array((np.arange(64, dtype=np.uint64) * 2654435761 % (1 << 32)).astype(np.uint32))
    for k in WANT_SASS:
        mod.get_function(k)((1,), (32,), (buf,))


# ---------------------------------------------------------------- wmma on sm_80 (SASS oracle)

def _oracle80():
    import json

    return json.loads((__import__("pathlib").Path(__file__).parent / "data" / "wmma_sass_oracle_sm80.json")
                      .read_text())["sm_80"]


def test_ampere_wmma_maps_equal_the_sm80_sass_oracle():
    """scripts/fragment_oracle_sm80.py ran every fragments.cu probe as ptxas -arch=sm_80 SASS;
    the ampere family reproduces all of them."""
    from tcsim.matrix.fragments import probe_kernel_name, wmma_cases, wmma_fragment

    oracle = _oracle80()
    cases = wmma_cases("ampere")
    assert sorted(oracle) == sorted(probe_kernel_name(*c) for c in cases)
    for c in cases:
        f = wmma_fragment("ampere", *c)
        o = oracle[probe_kernel_name(*c)]
        assert np.array_equal(f.row, np.array(o["row"])) and np.array_equal(f.col, np.array(o["col"])), c


def test_sm80_differs_from_turing_only_in_the_m8n32k16_s32_accumulator():
    from tcsim.matrix.fragments import wmma_cases, wmma_fragment

    differ = [c for c in wmma_cases("turing")
              if not np.array_equal(wmma_fragment("turing", *c).col, wmma_fragment("ampere", *c).col)
              or not np.array_equal(wmma_fragment("turing", *c).row, wmma_fragment("ampere", *c).row)]
    assert differ == [("c", (8, 32, 16), "s32", "row"), ("c", (8, 32, 16), "s32", "col")]


def test_a100_config_uses_the_ampere_wmma_family():
    assert tcsim.Device("a100").config.tensor.family == "ampere"


@pytest.mark.parametrize("form", [(("c", (8, 32, 16), "s32", "row")), ("c", (8, 32, 16), "s32", "col"),
                                  ("a", (8, 32, 16), "s8", "row"), ("c", (16, 16, 16), "f32", "col")],
                         ids=lambda c: f"{c[0]}-{fmt(c[1])}-{c[2]}-{c[3]}")
def test_wmma_load_on_a100_places_elements_by_the_sm80_map(form, monkeypatch):
    """wmma.load on the a100 config fills the registers as the sm_80 SASS does."""
    import test_tensor_exec as te

    monkeypatch.setitem(te.ARCH, "ampere", "a100")
    monkeypatch.setitem(te.TARGET, "ampere", "sm_80")
    te.test_wmma_load_store("ampere", form, "global")


@pytest.mark.parametrize("t", ["s8", "u8"])
def test_wmma_mma_m8n32k16_int8_on_a100(t, monkeypatch):
    import test_tensor_exec as te
    from tensorkit import random_values, reference_mma

    monkeypatch.setitem(te.ARCH, "ampere", "a100")
    monkeypatch.setitem(te.TARGET, "ampere", "sm_80")
    rng = np.random.default_rng(832)
    A, B = random_values(rng, t, (8, 16)), random_values(rng, t, (16, 32))
    C = random_values(rng, "s32", (8, 32))
    for al, bl in (("row", "col"), ("col", "row")):
        D = te.run_wmma_mma("ampere", (8, 32, 16), t, "s32", "s32", al, bl, A, B, C)
        np.testing.assert_array_equal(D, reference_mma(A, B, C, t))
