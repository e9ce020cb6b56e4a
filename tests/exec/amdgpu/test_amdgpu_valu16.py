"""16-bit VALU instructions, D16 memory forms and ds_swizzle_b32 (exec/amdgpu/ops/valu16.py,
memory.py, lds.py), each against a numpy reference of its ISA definition."""

from __future__ import annotations

import numpy as np
import pytest
from amdkit import run

from tcsim.errors import AsmSyntaxError

rng = np.random.default_rng(3)
A = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
B = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
C = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
u16 = lambda x: (x & 0xFFFF).astype(np.int64)  # noqa: E731
s16 = lambda x: (x & 0xFFFF).astype(np.uint16).view(np.int16).astype(np.int64)  # noqa: E731
lo16 = lambda x: np.asarray(x).astype(np.int64).astype(np.uint32) & np.uint32(0xFFFF)  # noqa: E731


def _run(line, target="gfx942"):
    def setup(st):
        st.v[1, 0], st.v[2, 0], st.v[3, 0] = A, B, C
        st.v[4, 0] = 0xDEADBEEF
    st, _, _ = run("\t" + line, setup, target=target)
    return st.v[4, 0]


BIN = {
    "v_add_u16": lambda a, b: u16(a) + u16(b), "v_sub_u16": lambda a, b: u16(a) - u16(b),
    "v_subrev_u16": lambda a, b: u16(b) - u16(a), "v_mul_lo_u16": lambda a, b: u16(a) * u16(b),
    "v_lshlrev_b16": lambda a, b: u16(b) << (a & 15), "v_lshrrev_b16": lambda a, b: u16(b) >> (a & 15),
    "v_ashrrev_i16": lambda a, b: s16(b) >> (a & 15), "v_max_u16": lambda a, b: np.maximum(u16(a), u16(b)),
    "v_min_u16": lambda a, b: np.minimum(u16(a), u16(b)), "v_max_i16": lambda a, b: np.maximum(s16(a), s16(b)),
    "v_min_i16": lambda a, b: np.minimum(s16(a), s16(b)),
}


@pytest.mark.parametrize("op", list(BIN))
def test_16_bit_binary_ops_zero_the_high_half(op):
    for target in ("gfx90a", "gfx942"):
        got = _run(f"{op}_e32 v4, v1, v2", target)
        assert np.array_equal(got, lo16(BIN[op](A.astype(np.int64), B.astype(np.int64)))), op


def test_16_bit_clamp_and_three_source_ops():
    assert np.array_equal(_run("v_add_u16_e64 v4, v1, v2 clamp"), np.minimum(u16(A) + u16(B), 0xFFFF))
    assert np.array_equal(_run("v_sub_u16_e64 v4, v1, v2 clamp"), np.maximum(u16(A) - u16(B), 0))
    assert np.array_equal(_run("v_mad_u16 v4, v1, v2, v3"), lo16(u16(A) * u16(B) + u16(C)))
    assert np.array_equal(_run("v_mad_i16 v4, v1, v2, v3"), lo16(s16(A) * s16(B) + s16(C)))
    med = np.median(np.stack([s16(A), s16(B), s16(C)]), axis=0).astype(np.int64)
    assert np.array_equal(_run("v_med3_i16 v4, v1, v2, v3"), lo16(med))
    assert np.array_equal(_run("v_max3_u16 v4, v1, v2, v3"), lo16(np.maximum(np.maximum(u16(A), u16(B)), u16(C))))
    want = (u16(A) * u16(B) + C.astype(np.int64)) & 0xFFFFFFFF
    assert np.array_equal(_run("v_mad_u32_u16 v4, v1, v2, v3"), want.astype(np.uint32))
    with pytest.raises(AsmSyntaxError, match="op_sel"):
        _run("v_mad_u16 v4, v1, v2, v3 op_sel:[1,0,0,0]")


def _halves(x):
    return (x & 0xFFFF).astype(np.uint16).view(np.float16).astype(np.float64)


def test_f16_one_source_ops_and_conversions():
    h = (rng.standard_normal(64) * 40).astype(np.float16)
    bits = h.view(np.uint16).astype(np.uint32) | np.uint32(0xABCD0000)     # garbage high halves are ignored

    def r(line):
        def setup(st):
            st.v[1, 0] = bits
        st, _, _ = run("\t" + line, setup, target="gfx942")
        return st.v[4, 0]
    f16 = lambda x: np.asarray(x, np.float64).astype(np.float16).view(np.uint16).astype(np.uint32)  # noqa: E731
    x = h.astype(np.float64)
    with np.errstate(all="ignore"):
        for op, want in (("v_floor_f16", np.floor(x)), ("v_ceil_f16", np.ceil(x)), ("v_trunc_f16", np.trunc(x)),
                         ("v_rndne_f16", np.rint(x)), ("v_sqrt_f16", np.sqrt(x)), ("v_rcp_f16", 1 / x),
                         ("v_fract_f16", x - np.floor(x)), ("v_frexp_mant_f16", np.frexp(x)[0])):
            assert np.array_equal(r(f"{op}_e32 v4, v1"), f16(want)), op
    assert np.array_equal(r("v_frexp_exp_i16_f16_e32 v4, v1"), lo16(np.frexp(x)[1]))
    assert np.array_equal(r("v_cvt_i16_f16_e32 v4, v1"), lo16(np.trunc(x)))
    assert np.array_equal(r("v_cvt_u16_f16_e32 v4, v1"), lo16(np.clip(np.trunc(x), 0, 65535)))
    assert np.array_equal(r("v_cvt_f16_i16_e32 v4, v1"), f16(h.view(np.int16).astype(np.float64)))
    assert np.array_equal(r("v_cvt_f16_u16_e32 v4, v1"), f16(h.view(np.uint16).astype(np.float64)))
    assert np.array_equal(r("v_ldexp_f16_e64 v4, v1, 3"), f16(x * 8))
    assert np.array_equal(r("v_subrev_f16_e32 v4, v1, v1"), f16(x - x))


def test_d16_loads_and_stores_through_lds():
    """ds_write_b16_d16_hi stores bits 31:16; ds_read_u16_d16(_hi) / i8_d16 fill one half
    and keep the other (the destination starts as 0xDEADBEEF)."""
    lines = ["\tv_lshlrev_b32_e32 v5, 2, v0",                                  # LDS address 4 * lane
             "\tds_write_b32 v5, v1", "\ts_waitcnt lgkmcnt(0)",
             "\tds_write_b16_d16_hi v5, v2 offset:256", "\ts_waitcnt lgkmcnt(0)",
             "\tv_mov_b32_e32 v6, 0xdeadbeef", "\tv_mov_b32_e32 v7, 0xdeadbeef", "\tv_mov_b32_e32 v8, 0xdeadbeef",
             "\tds_read_u16_d16 v6, v5", "\tds_read_u16_d16_hi v7, v5 offset:256", "\tds_read_i8_d16_hi v8, v5",
             "\ts_waitcnt lgkmcnt(0)"]

    def setup(st):
        st.v[1, 0], st.v[2, 0] = A, B
    st, _, _ = run("\n".join(lines), setup, target="gfx90a")
    assert np.array_equal(st.v[6, 0], np.uint32(0xDEAD0000) | (A & 0xFFFF))
    assert np.array_equal(st.v[7, 0], np.uint32(0xBEEF) | ((B >> 16) << 16))
    sx = ((A & 0xFF).astype(np.uint8).view(np.int8).astype(np.int64) & 0xFFFF).astype(np.uint32)
    assert np.array_equal(st.v[8, 0], np.uint32(0xBEEF) | (sx << 16))


SWIZZLES = [("swizzle(QUAD_PERM,3,2,1,0)", lambda l: 4 * (l // 4) + 3 - l % 4),
            ("swizzle(SWAP,16)", lambda l: l ^ 16), ("swizzle(REVERSE,8)", lambda l: l ^ 7),
            ("swizzle(BROADCAST,4,1)", lambda l: (l & ~3) | 1),
            ("swizzle(BITMASK_PERM,\"01pip\")", lambda l: 32 * (l // 32) + ((((l % 32) & 7) | 8) ^ 2)),
            ("0x041f", lambda l: l ^ 1)]


@pytest.mark.parametrize("text,src", SWIZZLES, ids=[s[0] for s in SWIZZLES])
def test_ds_swizzle(text, src):
    lane = np.arange(64)
    got = _run(f"ds_swizzle_b32 v4, v1 offset:{text}\n\ts_waitcnt lgkmcnt(0)")
    assert np.array_equal(got, A[src(lane)])


def test_packed_inline_constants_and_packed_16_bit_integers():
    """An inline constant of a packed operand is the element-format value in the low half
    (high half zero): LLVM's v_pk_fma_f32 v, v, 0.5, v op_sel_hi:[1,0,1] scales both lanes."""
    x = rng.standard_normal(128).astype(np.float32)

    def setup(st):
        st.v[2, 0], st.v[3, 0] = x[:64].view(np.uint32), x[64:].view(np.uint32)
        st.v[6, 0], st.v[7, 0] = np.ones(64, np.float32).view(np.uint32), np.ones(64, np.float32).view(np.uint32)
        st.v[8, 0], st.v[9, 0] = A, B
    st, _, _ = run("\tv_pk_fma_f32 v[4:5], v[2:3], 0.5, v[6:7] op_sel_hi:[1,0,1]\n"
                   "\tv_pk_mul_f32 v[10:11], v[2:3], 2.0\n"
                   "\tv_pk_fma_f16 v12, v8, 0.5, v9 op_sel_hi:[1,0,1]\n"
                   "\tv_pk_add_u16 v13, v8, -1\n"
                   "\tv_pk_ashrrev_i16 v14, 3, v8 op_sel_hi:[0,1]\n"
                   "\tv_pk_mad_i16 v15, v8, v9, v8\n"
                   "\tv_pk_max_i16 v16, v8, v9", setup, target="gfx942")
    f = lambda r: st.v[r, 0].view(np.float32)  # noqa: E731
    assert np.array_equal(f(4), (x[:64] * 0.5 + 1).astype(np.float32)) and np.array_equal(f(5), x[64:] * 0.5 + 1)
    assert np.array_equal(f(10), x[:64] * 2) and np.array_equal(f(11), np.zeros(64, np.float32))  # hi: 0 (no op_sel_hi)
    h = lambda v, k: ((v >> (16 * k)) & 0xFFFF).astype(np.uint16).view(np.float16)  # noqa: E731
    for k in (0, 1):
        got = h(st.v[12, 0], k)
        with np.errstate(all="ignore"):
            want = (h(A, k).astype(np.float64) * 0.5 + h(B, k).astype(np.float64)).astype(np.float16)
        nan = np.isnan(want)
        assert np.array_equal(got.view(np.uint16)[~nan], want.view(np.uint16)[~nan]) and np.isnan(got[nan]).all()
    both = lambda f_: (lo16(f_(A & 0xFFFF, B & 0xFFFF)) | (lo16(f_(A >> 16, B >> 16)) << 16))  # noqa: E731
    assert np.array_equal(st.v[13, 0], both(lambda a, b: a.astype(np.int64) + 0xFFFF))
    assert np.array_equal(st.v[14, 0], both(lambda a, b: s16(a) >> 3))
    assert np.array_equal(st.v[15, 0], both(lambda a, b: s16(a) * s16(b) + s16(a)))
    assert np.array_equal(st.v[16, 0], both(lambda a, b: np.maximum(s16(a), s16(b))))
