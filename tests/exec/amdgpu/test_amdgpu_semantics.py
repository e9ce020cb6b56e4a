"""Per-instruction semantics of the AMDGPU side: EXEC masking, VCC carries, SCC, 64-bit
SGPR pairs, inline constants and literals, compares, lane ops, memory, MFMA operand
gathering. Each test runs real assembly through the front end, the binder and the
functional driver (tests/exec/amdgpu/amdkit.py)."""

from __future__ import annotations

import numpy as np
import pytest
from amdkit import f32bits, run, set_exec, u32

from tcsim.errors import AsmSyntaxError, ExecutionError
from tcsim.exec.amdgpu.state import EXEC, VCC

RNG = np.random.default_rng(7)
LANES = np.arange(64)


def rand_u32(n=64):
    return RNG.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)


# ------------------------------------------------------------------ EXEC masking
def test_valu_writes_only_active_lanes():
    def setup(st):
        st.v[1, 0] = LANES
        st.v[2, 0] = 1000
        st.v[3, 0] = 7
        set_exec(st, 0x8000_0000_0000_0005)
    st, _, _ = run("\tv_add_u32_e32 v3, v1, v2", setup)
    want = np.full(64, 7)
    want[[0, 2, 63]] = [1000, 1002, 1063]
    assert np.array_equal(st.v[3, 0], want)


def test_exec_zero_skips_vector_work_but_not_scalar():
    def setup(st):
        st.v[3, 0] = 5
        set_exec(st, 0)
    st, _, _ = run("\tv_mov_b32_e32 v3, 9\n\ts_mov_b32 s5, 42", setup)
    assert np.all(st.v[3, 0] == 5) and st.s[5, 0] == 42


def test_saveexec_if_else_endif():
    """The if/else pattern LLVM emits: s_and_saveexec, s_xor, s_andn2_saveexec, s_or exec."""
    body = """\tv_cmp_gt_u32_e32 vcc, 10, v0
\ts_and_saveexec_b64 s[2:3], vcc
\ts_xor_b64 s[2:3], exec, s[2:3]
\tv_mov_b32_e32 v1, 1
\ts_andn2_saveexec_b64 s[2:3], s[2:3]
\tv_mov_b32_e32 v1, 2
\ts_or_b64 exec, exec, s[2:3]
\tv_add_u32_e32 v1, 100, v1"""
    st, _, _ = run(body)
    assert np.array_equal(st.v[1, 0], np.where(LANES < 10, 101, 102))
    assert st.s[EXEC, 0] == 0xFFFFFFFF and st.s[EXEC + 1, 0] == 0xFFFFFFFF


def test_saveexec_sets_scc_and_saves_old_exec():
    def setup(st):
        st.s[4, 0], st.s[5, 0] = 0, 0
        set_exec(st, 0xF0)
    st, _, _ = run("\ts_and_saveexec_b64 s[6:7], s[4:5]\n\ts_cselect_b32 s8, 1, 2", setup)
    assert (st.s[6, 0], st.s[7, 0]) == (0xF0, 0) and st.s[EXEC, 0] == 0 and st.s[8, 0] == 2


def test_partial_wave_exec_from_workgroup_size():
    st, _, _ = run("\tv_mov_b32_e32 v1, 3", block=80)  # 80 work-items: wave 1 has 16 lanes
    assert st.s[EXEC, 1] == 0xFFFF and st.s[EXEC + 1, 1] == 0
    assert np.array_equal(st.v[1, 1], np.where(LANES < 16, 3, 0))


# ------------------------------------------------------------------ carries and 64-bit
def test_64bit_add_with_vcc_carry_chain():
    x = RNG.integers(0, 2**64, 64, dtype=np.uint64)
    y = RNG.integers(0, 2**64, 64, dtype=np.uint64)
    x[:4] = [2**64 - 1, 2**32 - 1, 0, 2**63]
    y[:4] = [1, 1, 0, 2**63]

    def setup(st):
        st.v[2, 0], st.v[3, 0] = x & 0xFFFFFFFF, x >> 32
        st.v[4, 0], st.v[5, 0] = y & 0xFFFFFFFF, y >> 32
    st, _, _ = run("\tv_add_co_u32_e32 v6, vcc, v2, v4\n\tv_addc_co_u32_e32 v7, vcc, v3, v5, vcc", setup)
    got = st.v[6, 0].astype(np.uint64) | (st.v[7, 0].astype(np.uint64) << np.uint64(32))
    assert np.array_equal(got, x + y)
    carry = (st.s[VCC, 0].astype(np.uint64) | (st.s[VCC + 1, 0].astype(np.uint64) << np.uint64(32)))
    want = sum(1 << i for i in range(64) if int(x[i]) + int(y[i]) >= 2**64)
    assert int(carry) == want


def test_carry_out_is_zero_in_inactive_lanes():
    def setup(st):
        st.v[2, 0] = 0xFFFFFFFF
        set_exec(st, 0b1010)
    st, _, _ = run("\tv_add_co_u32_e64 v6, s[10:11], v2, 1", setup)
    assert st.s[10, 0] == 0b1010 and st.s[11, 0] == 0


def test_sub_borrow_and_subrev():
    def setup(st):
        st.v[2, 0] = LANES
        st.v[3, 0] = 10
    st, _, _ = run("\tv_sub_co_u32_e32 v4, vcc, v2, v3\n\tv_subrev_co_u32_e64 v5, s[8:9], v2, v3", setup)
    assert np.array_equal(st.v[4, 0], (LANES - 10) & 0xFFFFFFFF)
    assert np.array_equal(st.v[5, 0], (10 - LANES) & 0xFFFFFFFF)
    assert st.s[VCC, 0] == (1 << 10) - 1 and st.s[VCC + 1, 0] == 0
    assert int(st.s[8, 0]) | int(st.s[9, 0]) << 32 == ((1 << 64) - 1) ^ ((1 << 11) - 1)


def test_mad_u64_u32_and_i64_i32():
    a, b = rand_u32(), rand_u32()
    c = RNG.integers(0, 2**64, 64, dtype=np.uint64)

    def setup(st):
        st.v[1, 0], st.v[2, 0] = a, b
        st.v[4, 0], st.v[5, 0] = c & 0xFFFFFFFF, c >> 32
    st, _, _ = run("\tv_mad_u64_u32 v[6:7], s[4:5], v1, v2, v[4:5]\n\tv_mad_i64_i32 v[8:9], s[6:7], v1, v2, 0", setup)
    got = st.v[6, 0].astype(np.uint64) | st.v[7, 0].astype(np.uint64) << np.uint64(32)
    want = np.array([(int(x) * int(y) + int(z)) % 2**64 for x, y, z in zip(a, b, c)], dtype=np.uint64)
    assert np.array_equal(got, want)
    gots = (st.v[8, 0].astype(np.uint64) | st.v[9, 0].astype(np.uint64) << np.uint64(32)).view(np.int64)
    assert np.array_equal(gots, a.view(np.int32).astype(np.int64) * b.view(np.int32).astype(np.int64))


def test_lshlrev_b64_and_lshl_add_u64():
    x = RNG.integers(0, 2**64, 64, dtype=np.uint64)

    def setup(st):
        st.v[2, 0], st.v[3, 0] = x & 0xFFFFFFFF, x >> 32
    st, _, _ = run("\tv_lshlrev_b64 v[4:5], 2, v[2:3]", setup)
    assert np.array_equal(st.v[4, 0].astype(np.uint64) | st.v[5, 0].astype(np.uint64) << np.uint64(32), x << np.uint64(2))
    st, _, _ = run("\tv_lshl_add_u64 v[4:5], v[2:3], 3, v[2:3]", setup, target="gfx942")
    assert np.array_equal(st.v[4, 0].astype(np.uint64) | st.v[5, 0].astype(np.uint64) << np.uint64(32), x * np.uint64(9))


# ------------------------------------------------------------------ SALU and SCC
@pytest.mark.parametrize("a,b", [(0xFFFFFFFF, 1), (5, 7), (0x80000000, 0x80000000), (0, 0)])
def test_scalar_add_sub_carry_and_borrow(a, b):
    def setup(st):
        st.s[2, 0], st.s[3, 0] = a, b
    st, _, _ = run("\ts_add_u32 s4, s2, s3\n\ts_cselect_b32 s5, 1, 0\n\ts_sub_u32 s6, s2, s3\n\ts_cselect_b32 s7, 1, 0"
                   "\n\ts_add_i32 s8, s2, s3\n\ts_cselect_b32 s9, 1, 0", setup)
    assert st.s[4, 0] == (a + b) % 2**32 and st.s[5, 0] == int(a + b >= 2**32)
    assert st.s[6, 0] == (a - b) % 2**32 and st.s[7, 0] == int(b > a)
    sa, sb = (np.uint32(a).view(np.int32), np.uint32(b).view(np.int32))
    assert st.s[9, 0] == int(not -2**31 <= int(sa) + int(sb) < 2**31)


def test_scalar_64bit_pairs_and_literals():
    st, _, _ = run("\ts_mov_b64 s[4:5], 0x123456789\n\ts_lshl_b64 s[6:7], s[4:5], 8\n\ts_mov_b64 s[8:9], -1"
                   "\n\ts_add_u32 s10, s4, 0x12345678\n\ts_addc_u32 s11, s5, 0")
    assert (st.s[4, 0], st.s[5, 0]) == (0x23456789, 1)
    assert (st.s[6, 0], st.s[7, 0]) == (0x45678900, 0x123)
    assert (st.s[8, 0], st.s[9, 0]) == (0xFFFFFFFF, 0xFFFFFFFF)
    assert (st.s[10, 0], st.s[11, 0]) == ((0x23456789 + 0x12345678) % 2**32, 1)


def test_scalar_compares_signed_unsigned_and_branch():
    body = """\ts_mov_b32 s2, -1
\ts_cmp_lt_i32 s2, 0
\ts_cselect_b32 s3, 1, 0
\ts_cmp_lt_u32 s2, 0
\ts_cselect_b32 s4, 1, 0
\ts_cmp_eq_u64 s[2:3], s[2:3]
\ts_cbranch_scc1 .LBB0_2
\ts_mov_b32 s5, 77
.LBB0_2:
\ts_bfe_u32 s6, 0xabcd1234, 0x80008
\ts_bfe_i32 s7, 0x0000f000, 0x4000c
\ts_ff1_i32_b32 s8, 0x100
\ts_flbit_i32_b32 s9, 1
\ts_bcnt1_i32_b64 s10, -1
\ts_min_i32 s11, -5, 3
\ts_brev_b32 s12, 1"""
    st, _, _ = run(body)
    assert (st.s[3, 0], st.s[4, 0], st.s[5, 0]) == (1, 0, 0)
    assert st.s[6, 0] == 0x12 and st.s[7, 0] == 0xFFFFFFFF and st.s[8, 0] == 8 and st.s[9, 0] == 31
    assert st.s[10, 0] == 64 and st.s[11, 0] == np.uint32(-5 & 0xFFFFFFFF) and st.s[12, 0] == 0x80000000


def test_waves_take_scalar_branches_independently():
    body = """\ts_cmp_eq_u32 s2, 0
\ts_cbranch_scc0 .LBB0_2
\tv_mov_b32_e32 v1, 11
\ts_branch .LBB0_3
.LBB0_2:
\tv_mov_b32_e32 v1, 22
.LBB0_3:
\tv_add_u32_e32 v1, s2, v1"""
    st, _, _ = run(body, groups=3)  # s2 = workgroup id x
    assert [int(st.v[1, w, 0]) for w in range(3)] == [11, 23, 24]


# ------------------------------------------------------------------ constants
def test_inline_constants_and_literals():
    body = """\tv_mov_b32_e32 v1, 1.0
\tv_mov_b32_e32 v2, -16
\tv_mov_b32_e32 v3, 0.15915494
\tv_add_f32_e32 v4, 1, v10
\tv_mov_b32_e32 v5, 0x12345678
\tv_add_f64 v[6:7], v[12:13], 0.5
\tv_add_f64 v[8:9], v[12:13], 0x40590000
\tv_mul_f32_e32 v11, -4.0, v10
\tv_mov_b32_e32 v14, 0.5"""

    def setup(st):
        st.v[10, 0] = f32bits(2.0)
        st.v[12, 0], st.v[13, 0] = np.array([1.0]).view(np.uint32)
    st, _, _ = run(body, setup)
    assert st.v[1, 0, 0] == 0x3F800000 and st.v[2, 0, 0] == 0xFFFFFFF0 and st.v[3, 0, 0] == 0x3E22F983
    # an integer inline constant in an f32 operand is a bit pattern (here the smallest subnormal)
    assert np.float32(np.uint32(st.v[4, 0, 0]).view(np.float32)) == np.float32(2.0) + np.uint32(1).view(np.float32)
    assert st.v[5, 0, 0] == 0x12345678
    d = lambda lo, hi: np.array([lo, hi], np.uint32).view(np.float64)[0]  # noqa: E731
    assert d(st.v[6, 0, 0], st.v[7, 0, 0]) == 1.5
    assert d(st.v[8, 0, 0], st.v[9, 0, 0]) == 101.0  # a 32-bit literal is the high half of the double
    assert np.uint32(st.v[11, 0, 0]).view(np.float32) == -8.0 and st.v[14, 0, 0] == 0x3F000000


# ------------------------------------------------------------------ float and compares
def test_float_ops_bit_exact_against_numpy():
    a = RNG.standard_normal(64).astype(np.float32)
    b = RNG.standard_normal(64).astype(np.float32)
    c = RNG.standard_normal(64).astype(np.float32)

    def setup(st):
        st.v[1, 0], st.v[2, 0], st.v[3, 0] = f32bits(a), f32bits(b), f32bits(c)
    st, _, _ = run("\tv_add_f32_e32 v4, v1, v2\n\tv_mul_f32_e32 v5, v1, v2\n\tv_fma_f32 v6, v1, v2, v3"
                   "\n\tv_sub_f32_e64 v7, -v1, |v2|\n\tv_max_f32_e32 v8, v1, v2\n\tv_cvt_i32_f32_e32 v9, v1"
                   "\n\tv_cvt_f16_f32_e32 v10, v1\n\tv_cvt_f32_f16_e32 v11, v10", setup)
    assert np.array_equal(st.v[4, 0], f32bits(a + b)) and np.array_equal(st.v[5, 0], f32bits(a * b))
    fma = (a.astype(np.float64) * b + c).astype(np.float32)  # exact product in f64, one rounding
    assert np.array_equal(st.v[6, 0], f32bits(fma))
    assert np.array_equal(st.v[7, 0], f32bits(-a - np.abs(b)))
    assert np.array_equal(st.v[8, 0], f32bits(np.maximum(a, b)))
    assert np.array_equal(st.v[9, 0].view(np.int32), np.trunc(a).astype(np.int32))
    assert np.array_equal(st.v[10, 0] & 0xFFFF, a.astype(np.float16).view(np.uint16))
    assert np.array_equal(st.v[11, 0], f32bits(a.astype(np.float16).astype(np.float32)))


def test_float_compares_with_nan_and_class():
    a = np.array([1.0, np.nan, -np.inf, 0.0] * 16, np.float32)
    b = np.array([2.0, 1.0, 0.0, -0.0] * 16, np.float32)

    def setup(st):
        st.v[1, 0], st.v[2, 0] = f32bits(a), f32bits(b)
    st, _, _ = run("\tv_cmp_lt_f32_e64 s[4:5], v1, v2\n\tv_cmp_nge_f32_e64 s[6:7], v1, v2"
                   "\n\tv_cmp_eq_f32_e64 s[8:9], v1, v2\n\tv_cmp_u_f32_e64 s[10:11], v1, v2"
                   "\n\tv_cmp_class_f32_e64 s[12:13], v1, 0x204", setup)
    bits = lambda lo: int(st.s[lo, 0]) | int(st.s[lo + 1, 0]) << 32  # noqa: E731
    pat = lambda m: sum(1 << i for i in range(64) if m[i % 4])  # noqa: E731
    assert bits(4) == pat([True, False, True, False])
    assert bits(6) == pat([True, True, True, False])  # not(a >= b): true when unordered
    assert bits(8) == pat([False, False, False, True])  # 0.0 == -0.0
    assert bits(10) == pat([False, True, False, False])
    assert bits(12) == pat([False, False, True, False])  # class bits 2 (-inf) and 9 (+inf)


def test_cmpx_writes_exec_and_cndmask():
    def setup(st):
        st.v[1, 0] = LANES
    st, _, _ = run("\tv_cmp_gt_u32_e32 vcc, 8, v1\n\tv_cndmask_b32_e32 v2, 5, v1, vcc\n\tv_cmpx_lt_u32_e32 vcc, 3, v1"
                   "\n\tv_mov_b32_e32 v3, 1", setup)
    assert np.array_equal(st.v[2, 0], np.where(LANES < 8, LANES, 5))
    assert int(st.s[EXEC, 0]) | int(st.s[EXEC + 1, 0]) << 32 == ((1 << 64) - 1) ^ 0xF
    assert np.array_equal(st.v[3, 0], (LANES > 3).astype(np.uint32))


# ------------------------------------------------------------------ integer VALU and lanes
def test_integer_valu_against_numpy():
    a, b, c = rand_u32(), rand_u32(), rand_u32()

    def setup(st):
        st.v[1, 0], st.v[2, 0], st.v[3, 0] = a, b, c
    body = """\tv_mul_lo_u32 v4, v1, v2
\tv_mul_hi_u32 v5, v1, v2
\tv_mul_hi_i32 v6, v1, v2
\tv_lshl_or_b32 v7, v1, 5, v2
\tv_and_or_b32 v8, v1, v2, v3
\tv_add3_u32 v9, v1, v2, v3
\tv_bfe_u32 v10, v1, 4, 12
\tv_bfe_i32 v11, v1, 4, 12
\tv_alignbit_b32 v12, v1, v2, 7
\tv_ashrrev_i32_e32 v13, 3, v1
\tv_ffbh_u32_e32 v14, v1
\tv_perm_b32 v15, v1, v2, 0x7060302
\tv_max_i32_e32 v16, v1, v2"""
    st, _, _ = run(body, setup)
    A, B, C = (x.astype(np.uint64) for x in (a, b, c))
    m32 = np.uint64(0xFFFFFFFF)
    assert np.array_equal(st.v[4, 0], (A * B) & m32)
    assert np.array_equal(st.v[5, 0], (A * B) >> np.uint64(32))
    assert np.array_equal(st.v[6, 0].view(np.int32), ((a.view(np.int32).astype(np.int64) * b.view(np.int32)) >> 32).astype(np.int32))
    assert np.array_equal(st.v[7, 0], ((a << np.uint32(5)) | b))
    assert np.array_equal(st.v[8, 0], (a & b) | c)
    assert np.array_equal(st.v[9, 0], a + b + c)
    assert np.array_equal(st.v[10, 0], (a >> np.uint32(4)) & np.uint32(0xFFF))
    field = ((a >> np.uint32(4)) & np.uint32(0xFFF)).astype(np.int32)
    assert np.array_equal(st.v[11, 0].view(np.int32), np.where(field >= 0x800, field - 0x1000, field))
    assert np.array_equal(st.v[12, 0], (((A << np.uint64(32)) | B) >> np.uint64(7)) & m32)
    assert np.array_equal(st.v[13, 0].view(np.int32), a.view(np.int32) >> 3)
    assert np.array_equal(st.v[14, 0], [31 - int(x).bit_length() + 1 if x else 0xFFFFFFFF for x in a])
    assert np.array_equal(st.v[15, 0], (a & np.uint32(0xFFFF0000)) | (b >> np.uint32(16)))
    assert np.array_equal(st.v[16, 0].view(np.int32), np.maximum(a.view(np.int32), b.view(np.int32)))


def test_lane_ops_mbcnt_readfirstlane_readlane_writelane_bpermute():
    def setup(st):
        st.v[1, 0] = LANES * 10
        set_exec(st, 0xFFFF_FFFF_FFFF_FFF0)
    body = """\tv_mbcnt_lo_u32_b32 v2, -1, 0
\tv_mbcnt_hi_u32_b32 v2, -1, v2
\tv_readfirstlane_b32 s4, v1
\ts_mov_b32 s6, 33
\tv_readlane_b32 s5, v1, s6
\tv_writelane_b32 v3, s6, 2
\tv_lshlrev_b32_e32 v4, 2, v2
\tv_xor_b32_e32 v4, 4, v4
\tds_bpermute_b32 v5, v4, v1"""
    st, _, _ = run(body, setup)
    act = LANES >= 4
    assert np.array_equal(st.v[2, 0][act], LANES[act])
    assert st.s[4, 0] == 40 and st.s[5, 0] == 330
    assert st.v[3, 0, 2] == 33  # writelane ignores EXEC
    src = LANES ^ 1
    assert np.array_equal(st.v[5, 0][act], np.where(src[act] >= 4, src[act] * 10, 0))


def test_accvgpr_moves():
    def setup(st):
        st.v[1, 0] = LANES
    st, _, _ = run("\tv_accvgpr_write_b32 a2, v1\n\tv_accvgpr_mov_b32 a3, a2\n\tv_accvgpr_read_b32 v4, a3"
                   "\n\tv_accvgpr_write_b32 a5, 7", setup)
    assert np.array_equal(st.v[4, 0], LANES) and np.all(st.a[5, 0] == 7)


def test_pk_mov_and_pk_fma_f32_op_sel():
    x = np.array([1.5, -2.0], np.float32).view(np.uint32)

    def setup(st):
        st.s[4, 0], st.s[5, 0] = x
        st.v[2, 0], st.v[3, 0] = x[0], x[1]
    st, _, _ = run("\tv_pk_mov_b32 v[6:7], s[4:5], s[4:5] op_sel:[1,0]\n\tv_pk_fma_f32 v[8:9], v[2:3], v[2:3], v[2:3]"
                   "\n\tv_pk_add_f32 v[10:11], v[2:3], v[2:3] op_sel_hi:[0,1]", setup)
    assert (st.v[6, 0, 0], st.v[7, 0, 0]) == (x[1], x[0])
    f = lambda r: np.uint32(st.v[r, 0, 0]).view(np.float32)  # noqa: E731
    assert (f(8), f(9)) == (1.5 * 1.5 + 1.5, (-2.0) * (-2.0) - 2.0)
    assert (f(10), f(11)) == (3.0, 1.5 - 2.0)


# ------------------------------------------------------------------ memory
def test_global_load_store_forms_and_offset():
    data = np.arange(256, dtype=np.uint32)
    body = """\ts_load_dwordx2 s[4:5], s[0:1], 0x0
\tv_lshlrev_b32_e32 v1, 2, v0
\ts_waitcnt lgkmcnt(0)
\tglobal_load_dword v2, v1, s[4:5] offset:16
\tv_mov_b32_e32 v4, s4
\tv_mov_b32_e32 v5, s5
\tv_add_co_u32_e32 v4, vcc, v4, v1
\tv_addc_co_u32_e32 v5, vcc, 0, v5, vcc
\tglobal_load_dwordx2 v[6:7], v[4:5], off offset:8
\tglobal_load_ubyte v8, v1, s[4:5] offset:5
\ts_waitcnt vmcnt(0)
\tv_add_u32_e32 v2, 1000, v2
\tglobal_store_dword v1, v2, s[4:5] offset:512"""
    st, dev, buf = run(body, buffer=np.concatenate([data, np.zeros(256, np.uint32)]))
    out = buf.get()
    assert np.array_equal(out[128:192], data[4:68] + 1000)
    assert np.array_equal(st.v[6, 0], LANES + 2) and np.array_equal(st.v[7, 0], LANES + 3)
    assert np.array_equal(st.v[8, 0], u32(data.view(np.uint8)[LANES * 4 + 5]))


def test_out_of_bounds_global_load_names_wave_lane_pc_and_line():
    body = """\ts_load_dwordx2 s[4:5], s[0:1], 0x0
\tv_lshlrev_b32_e32 v1, 2, v0
\ts_waitcnt lgkmcnt(0)
\tglobal_load_dword v2, v1, s[4:5]"""
    with pytest.raises(ExecutionError) as e:
        run(body, buffer=np.zeros(40, np.uint32))
    msg = str(e.value)
    assert "load of 4 bytes" in msg and "outside device memory" in msg
    assert "kernel t, workgroup (0,0,0), wave 0, lane 40 (work-item (40,0,0)), PC 3" in msg
    assert "<asm>:10:2 'global_load_dword v2, v1, s[4:5]'" in msg


def test_misaligned_store_and_lds_bounds():
    body = "\ts_load_dwordx2 s[4:5], s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\tv_mov_b32_e32 v1, 2\n\tglobal_store_dword v1, v1, s[4:5]"
    with pytest.raises(ExecutionError, match="misaligned store: 4 bytes"):
        run(body, buffer=np.zeros(64, np.uint32))
    with pytest.raises(ExecutionError, match=r"LDS write of 4 bytes at address 1024 "
                                                    r"is outside the workgroup's 1024 bytes of LDS; .*lane 0"):
        run("\tv_mov_b32_e32 v1, 0x400\n\tds_write_b32 v1, v1")


def test_lds_forms_read2st64_write2_b128():
    body = """\tv_lshlrev_b32_e32 v1, 2, v0
\tds_write_b32 v1, v0
\tds_write_b32 v1, v0 offset:256
\ts_waitcnt lgkmcnt(0)
\ts_barrier
\tds_read2st64_b32 v[2:3], v1 offset1:1
\tds_read2_b32 v[4:5], v1 offset0:1 offset1:3
\tv_lshlrev_b32_e32 v6, 4, v0
\tds_read_b128 v[8:11], v6
\tv_mov_b32_e32 v12, 0x1234
\tds_write2_b32 v1, v12, v12 offset0:128 offset1:129"""

    def setup(st):
        pass
    st, _, _ = run(body, setup, lds=2048)
    assert np.array_equal(st.v[2, 0], LANES) and np.array_equal(st.v[3, 0], LANES)
    assert np.array_equal(st.v[4, 0][:60], LANES[:60] + 1) and np.array_equal(st.v[5, 0][:60], LANES[:60] + 3)
    words = st.lds[:2048].view(np.uint32)
    assert np.array_equal(st.v[8, 0][:16], words[LANES[:16] * 4])
    assert words[128 + 63] == 0x1234 and words[129 + 63] == 0x1234


def test_global_atomic_add_returns_values_in_lane_order():
    body = """\ts_load_dwordx2 s[4:5], s[0:1], 0x0
\tv_mov_b32_e32 v1, 0
\tv_mov_b32_e32 v2, 1
\ts_waitcnt lgkmcnt(0)
\tglobal_atomic_add v3, v1, v2, s[4:5] glc
\tglobal_atomic_umax v1, v0, s[4:5] offset:4"""
    st, _, buf = run(body, buffer=np.zeros(4, np.uint32), groups=2)
    assert buf.get()[0] == 128 and buf.get()[1] == 63
    assert np.array_equal(np.sort(st.v[3].reshape(-1)), np.arange(128))
    assert np.array_equal(st.v[3, 0], LANES)  # wave 0 first, lane order


def test_private_access_outside_the_segment_is_reported():
    with pytest.raises(ExecutionError, match="private \\(scratch\\) store of 4 bytes at offset 0 is outside the "
                                             "work-item's 0 bytes of private memory; .*lane 0"):
        run("\ts_mov_b64 s[4:5], src_private_base\n\tv_mov_b32_e32 v2, 0\n\tv_mov_b32_e32 v3, s5\n"
            "\tflat_store_dword v[2:3], v0")


def test_memtime_counts_up_and_getreg():
    st, _, _ = run("\ts_memtime s[4:5]\n\ts_nop 0\n\ts_memtime s[6:7]\n\ts_getreg_b32 s8, hwreg(HW_REG_HW_ID, 4, 2)"
                   "\n\ts_getreg_b32 s9, hwreg(HW_REG_MODE)", block=256)
    assert st.s[6, 0] > st.s[4, 0]
    assert list(st.s[8, :4]) == [0, 1, 2, 3]  # SIMD of waves 0..3
    assert st.s[9, 0] == 0x3F0  # denormals kept, DX10 clamp and IEEE mode on (descriptor defaults)


# ------------------------------------------------------------------ MFMA operands
@pytest.mark.parametrize("target,mnem", [("gfx90a", "v_mfma_f32_32x32x1f32"), ("gfx942", "v_mfma_f32_32x32x1_2b_f32")])
def test_mfma_gathers_agprs_and_scatters_result(target, mnem):
    from tcsim.matrix.mfma import execute, lookup

    spec = lookup(target, mnem)
    a, b = rand_u32() >> 9, rand_u32() >> 9  # small floats are fine: bit patterns are just data
    c = RNG.standard_normal((spec.c_regs, 64)).astype(np.float32).view(np.uint32)

    def setup(st):
        st.v[1, 0] = f32bits(a.astype(np.float32))
        st.v[2, 0] = f32bits(b.astype(np.float32))
        st.a[0:spec.c_regs, 0] = c
    n = spec.c_regs - 1
    st, _, _ = run(f"\t{mnem} a[0:{n}], v1, v2, a[0:{n}] cbsz:1 abid:1 blgp:2", setup, target=target)
    want = execute(spec, st.v[1][None, None, 0], st.v[2][None, None, 0], c[None], cbsz=1, abid=1, blgp=2)
    assert np.array_equal(st.a[0:spec.c_regs, 0], want[0])


def test_gfx942_single_block_f16_mfma_rejects_blgp_at_its_column():
    """CDNA3's single-block f16/bf16/i8/xf32/fp8 MFMAs have no BLGP (AMD matrix instruction
    calculator); gfx90a's v_mfma_f32_32x32x8f16 has it."""
    line = "\tv_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15] blgp:2"
    with pytest.raises(AsmSyntaxError, match=rf"<asm>:7:{line.index('blgp') + 1}: v_mfma_f32_32x32x8_f16: blgp is not available for the "
                       r"single-block f16 MFMAs of gfx942") as e:
        run(line, target="gfx942")
    assert "\n" not in str(e.value)
    st, _, _ = run("\tv_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15] blgp:2", target="gfx90a")
    run("\tv_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]", target="gfx942")


def test_mfma_with_inline_constant_c_and_partial_exec_fault():
    st, _, _ = run("\tv_mov_b32_e32 v1, 1.0\n\tv_mfma_f32_4x4x1f32 v[4:7], v1, v1, 0")
    assert np.all(st.v[4:8, 0] == f32bits(1.0))
    with pytest.raises(ExecutionError, match="EXEC not all ones"):
        run("\tv_mfma_f32_4x4x1f32 v[4:7], v1, v1, 0", lambda st: set_exec(st, 1))


def test_decode_errors_name_the_instruction():
    with pytest.raises(AsmSyntaxError, match=r"<asm>:7:2: unsupported instruction 'v_frobnicate_b32'"):
        run("\tv_frobnicate_b32 v1, v2")
    with pytest.raises(AsmSyntaxError, match=r"destination v\[4:5\] has 2 registers; 'v_mfma_f32_4x4x1f32' needs 4"):
        run("\tv_mfma_f32_4x4x1f32 v[4:5], v1, v1, 0")
    with pytest.raises(AsmSyntaxError, match=r"<asm>:7:\d+: modifier 'clamp' is not supported for 'v_and_b32'"):
        run("\tv_and_b32_e64 v1, v2, v3 clamp")
    with pytest.raises(AsmSyntaxError, match=r"<asm>:7:12: invalid register alignment: s\[3:4\]"):
        run("\ts_mov_b64 s[3:4], 0")
    with pytest.raises(AsmSyntaxError, match=r"<asm>:7:2: dpp variant of this instruction is not supported"):
        run("\tv_mul_lo_u32_dpp v1, v0, v0 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf")
