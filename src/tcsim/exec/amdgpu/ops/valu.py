"""Vector ALU (VOP1, VOP2, VOP3, VOP3P): one value per lane, written under EXEC.

Every compiler reads its sources as ``(n, 64)`` lane arrays (scalar sources broadcast as
``(n, 1)``), computes the result for all lanes, and writes only the active lanes
(``EXEC``). Integer results wrap; float arithmetic calls the bit-exact library of
``exec/fp*.py`` (IEEE binary32/64/16, round to nearest even; subnormals kept unless the
kernel descriptor's ``float_denorm_mode_*`` flushes them). Model notes, where AMD's
hardware differs from IEEE or is not correctly rounded, are in docs/amdgpu.md:
``v_rcp``/``v_rsq``/``v_sqrt`` are correctly rounded here (hardware: 1 ulp), ``v_exp``/
``v_log``/``v_sin``/``v_cos`` use the library's approximate functions, and NaN results
are the library's canonical NaN rather than AMD's quieted input NaN.

Carry-writing forms (``v_add_co_u32``, ``v_mad_u64_u32`` ...) and ``v_cndmask_b32`` name
their lane-mask operand (``vcc`` or an SGPR pair) explicitly, as LLVM prints them; a
lane-mask result has 0 in inactive lanes.
"""

from __future__ import annotations

import numpy as np

from tcsim.exec import fp, intops
from tcsim.exec.selection import sel_len
from tcsim.isa import ir

from ..binder import imm_bits
from ..state import WAVE
from . import semantics
from .salu import clz, ctz

U32, U64, I32, I64 = np.uint32, np.uint64, np.int32, np.int64
M32 = U64(0xFFFFFFFF)
LANE = np.arange(WAVE, dtype=np.int64)


def f32(x):
    return np.asarray(x, dtype=U32).view(np.float32)


def f64(x):
    return np.asarray(x, dtype=U64).view(np.float64)


def b32(x):
    return np.asarray(x, dtype=np.float32).view(U32)


def b64(x):
    return np.asarray(x, dtype=np.float64).view(U64)


def s32(x):
    return np.asarray(x, dtype=U32).view(I32)


def flushes_denormals(b, t: str) -> bool:
    """Whether the MODE register flushes ``t`` denormals at this instruction (the
    descriptor's initial mode as changed by s_setreg_imm32_b32, tracked at decode)."""
    prog = b.program
    mode_at = getattr(prog, "mode_at", None)
    if mode_at is not None:
        m32, m1664 = mode_at[prog.compiling_pc]
        return (m32 if t == "f32" else m1664) != 3
    key = "float_denorm_mode_32" if t == "f32" else "float_denorm_mode_16_64"
    return prog.descriptor.get(key, 3) != 3


def vop(b, dst_t: str, src_ts, fn, clamp=None):
    """``v_op vdst, src0, ...``: ``d = fn(*sources)`` on the active lanes. ``clamp`` is
    the function applied under the ``clamp`` modifier (None: the modifier is refused)."""
    b.expect(1 + len(src_ts))
    rs = [b.vsrc(i + 1, t) for i, t in enumerate(src_ts)]
    w = b.vdst(0, dst_t)
    if clamp is not None and b.attr("clamp"):
        inner = fn
        fn = lambda *a: clamp(inner(*a))  # noqa: E731
    if len(rs) == 1:
        r0 = rs[0]
        return lambda st, sel: w(st, sel, fn(r0(st, sel)), st.exec_mask(sel))
    if len(rs) == 2:
        r0, r1 = rs
        return lambda st, sel: w(st, sel, fn(r0(st, sel), r1(st, sel)), st.exec_mask(sel))
    r0, r1, r2 = rs
    return lambda st, sel: w(st, sel, fn(r0(st, sel), r1(st, sel), r2(st, sel)), st.exec_mask(sel))


def _u32(x):
    return np.asarray(x, dtype=U32)


# ------------------------------------------------------------------ moves, lanes, accvgpr
@semantics("v_mov_b32", "v_accvgpr_read_b32", "v_accvgpr_write_b32", "v_accvgpr_mov_b32")
def v_mov(b):
    files = {"v_mov_b32": (("v",), ("v",)), "v_accvgpr_read_b32": (("v",), ("a",)),
             "v_accvgpr_write_b32": (("a",), ("v",)), "v_accvgpr_mov_b32": (("a",), ("a",))}[b.ins.opcode]
    b.vreg(0, 1, files[0])
    src = b.op(1)
    if isinstance(src, ir.GPR) and src.file in ("v", "a") and src.file not in files[1]:
        b.error(f"source of '{b.ins.opcode}' must be a {files[1][0]} register, not {src}")
    if b.ins.opcode == "v_accvgpr_read_b32" and not isinstance(src, ir.GPR):
        b.error("source of 'v_accvgpr_read_b32' must be an AGPR")
    return vop(b, "b32", ["b32"], _u32)


@semantics("v_mov_b64")
def v_mov_b64(b):
    return vop(b, "b64", ["b64"], lambda a: np.asarray(a, dtype=U64))


@semantics("v_pk_mov_b32")
def v_pk_mov(b):
    """d.lo = op_sel[0] ? src0.hi : src0.lo; d.hi = op_sel[1] ? src1.hi : src1.lo."""
    sel = b.attr("op_sel", (0, 0))
    if len(sel) != 2:
        b.error("op_sel of v_pk_mov_b32 needs two bits")
    b.expect(3)
    r0, r1 = b.vsrc(1, "b64"), b.vsrc(2, "b64")
    w = b.vdst(0, "b64")
    s0, s1 = U64(32 * sel[0]), U64(32 * sel[1])

    def run(st, sel_):
        lo = (np.asarray(r0(st, sel_), U64) >> s0) & M32
        hi = (np.asarray(r1(st, sel_), U64) >> s1) & M32
        w(st, sel_, lo | (hi << U64(32)), st.exec_mask(sel_))
    return run


@semantics("v_readfirstlane_b32")
def v_readfirstlane(b):
    """SGPR = the source in the lowest active lane (lane 0 if EXEC is zero)."""
    b.expect(2)
    r = b.vsrc(1, "b32")
    w = b.sdst(0, "b32")

    def run(st, sel):
        m = st.exec_mask(sel)
        lane = np.where(m.any(axis=1), m.argmax(axis=1), 0)
        v = np.broadcast_to(r(st, sel), m.shape)
        w(st, sel, v[np.arange(len(lane)), lane])
    return run


@semantics("v_readlane_b32")
def v_readlane(b):
    b.expect(3)
    r = b.vsrc(1, "b32")
    lane = b.ssrc(2, "b32")
    w = b.sdst(0, "b32")

    def run(st, sel):
        ln = np.asarray(lane(st, sel), dtype=np.int64) & 63
        v = r(st, sel)
        n = v.shape[0]
        w(st, sel, v[np.arange(n), np.broadcast_to(ln, (n,))])
    return run


@semantics("v_writelane_b32")
def v_writelane(b):
    """Writes one lane whatever EXEC says."""
    b.expect(3)
    val, lane = b.ssrc(1, "b32"), b.ssrc(2, "b32")
    w = b.vdst(0, "b32")

    def run(st, sel):
        n = sel_len(sel)
        ln = np.broadcast_to(np.asarray(lane(st, sel), dtype=I64) & 63, (n,))
        v = np.asarray(val(st, sel), dtype=U32)
        w(st, sel, v[:, None] if v.ndim == 1 else v, LANE[None, :] == ln[:, None])
    return run


# ------------------------------------------------------------------ integer arithmetic
def _sx24(x):
    x = np.asarray(x, dtype=U32) & U32(0xFFFFFF)
    return np.where(x & U32(0x800000), x.astype(I64) - (1 << 24), x.astype(I64))


_INT2 = {
    "v_add_u32": lambda a, c: _u32(a + c), "v_sub_u32": lambda a, c: _u32(a - c),
    "v_subrev_u32": lambda a, c: _u32(c - a), "v_mul_lo_u32": lambda a, c: _u32(a * c),
    "v_mul_hi_u32": lambda a, c: ((np.asarray(a, U64) * np.asarray(c, U64)) >> U64(32)).astype(U32),
    "v_mul_hi_i32": lambda a, c: ((s32(a).astype(I64) * s32(c).astype(I64)) >> 32).astype(I32).view(U32),
    "v_mul_u32_u24": lambda a, c: _u32((np.asarray(a, U32) & U32(0xFFFFFF)) * (np.asarray(c, U32) & U32(0xFFFFFF))),
    "v_mul_hi_u32_u24": lambda a, c: ((np.asarray(a, U64) & U64(0xFFFFFF)) * (np.asarray(c, U64) & U64(0xFFFFFF)) >> U64(32)).astype(U32),
    "v_mul_i32_i24": lambda a, c: (_sx24(a) * _sx24(c)).astype(I64).astype(I32).view(U32),
    "v_mul_hi_i32_i24": lambda a, c: ((_sx24(a) * _sx24(c)) >> 32).astype(I32).view(U32),
    "v_and_b32": lambda a, c: _u32(a & c), "v_or_b32": lambda a, c: _u32(a | c),
    "v_xor_b32": lambda a, c: _u32(a ^ c), "v_xnor_b32": lambda a, c: _u32(~(a ^ c)),
    "v_lshlrev_b32": lambda a, c: _u32(np.asarray(c, U32) << (np.asarray(a, U32) & U32(31))),
    "v_lshrrev_b32": lambda a, c: _u32(np.asarray(c, U32) >> (np.asarray(a, U32) & U32(31))),
    "v_ashrrev_i32": lambda a, c: (s32(c) >> (np.asarray(a, U32) & U32(31)).astype(I32)).view(U32),
    "v_max_i32": lambda a, c: np.maximum(s32(a), s32(c)).view(U32),
    "v_min_i32": lambda a, c: np.minimum(s32(a), s32(c)).view(U32),
    "v_max_u32": lambda a, c: _u32(np.maximum(a, c)), "v_min_u32": lambda a, c: _u32(np.minimum(a, c)),
    "v_bcnt_u32_b32": lambda a, c: _u32(np.bitwise_count(np.asarray(a, U32)).astype(U32) + c),
    "v_bfm_b32": lambda a, c: _u32((((U64(1) << (np.asarray(a, U64) & U64(31))) - U64(1)) << (np.asarray(c, U64) & U64(31))) & M32),
}


@semantics(*_INT2)
def v_int2(b):
    f = _INT2[b.ins.opcode]
    clamp = None
    if b.ins.opcode in ("v_add_u32", "v_sub_u32", "v_subrev_u32") and b.ins.attrs.get("clamp"):
        b.attr("clamp")
        g = {"v_add_u32": lambda a, c: np.minimum(np.asarray(a, U64) + c, M32).astype(U32),
             "v_sub_u32": lambda a, c: np.maximum(np.asarray(a, I64) - np.asarray(c, I64), 0).astype(U32),
             "v_subrev_u32": lambda a, c: np.maximum(np.asarray(c, I64) - np.asarray(a, I64), 0).astype(U32)}
        f = g[b.ins.opcode]
    return vop(b, "b32", ["b32", "b32"], f, clamp)


@semantics("v_mbcnt_lo_u32_b32", "v_mbcnt_hi_u32_b32")
def v_mbcnt(b):
    """popcount(src0 & lanes-below-me within the low/high half) + src1."""
    hi = "hi" in b.ins.opcode
    below = ((U64(1) << LANE.astype(U64)) - U64(1))
    half = ((below >> U64(32)) if hi else below) & M32  # (64,)
    return vop(b, "b32", ["b32", "b32"], lambda a, c: _u32(np.bitwise_count(np.asarray(a, U64) & half).astype(U32) + c))


_INT3 = {
    "v_lshl_add_u32": lambda a, s, c: _u32((np.asarray(a, U32) << (np.asarray(s, U32) & U32(31))) + c),
    "v_add_lshl_u32": lambda a, c, s: _u32(_u32(a + c) << (np.asarray(s, U32) & U32(31))),
    "v_lshl_or_b32": lambda a, s, c: _u32((np.asarray(a, U32) << (np.asarray(s, U32) & U32(31))) | c),
    "v_and_or_b32": lambda a, m, c: _u32((a & m) | c), "v_or3_b32": lambda a, m, c: _u32(a | m | c),
    "v_xor3_b32": lambda a, m, c: _u32(a ^ m ^ c), "v_add3_u32": lambda a, m, c: _u32(a + m + c),
    "v_xad_u32": lambda a, m, c: _u32((a ^ m) + c),
    "v_mad_u32_u24": lambda a, m, c: _u32((np.asarray(a, U32) & U32(0xFFFFFF)) * (np.asarray(m, U32) & U32(0xFFFFFF)) + c),
    "v_mad_i32_i24": lambda a, m, c: ((_sx24(a) * _sx24(m) + s32(c)) & 0xFFFFFFFF).astype(U32),
    "v_bfe_u32": lambda a, o, w: _bfe(a, o, w, False), "v_bfe_i32": lambda a, o, w: _bfe(a, o, w, True),
    "v_bfi_b32": lambda m, a, c: _u32((m & a) | (~np.asarray(m, U32) & c)),
    "v_alignbit_b32": lambda a, c, s: (
        (((np.asarray(a, U64) << U64(32)) | np.asarray(c, U64)) >> (np.asarray(s, U64) & U64(31))) & M32).astype(U32),
    "v_alignbyte_b32": lambda a, c, s: (
        (((np.asarray(a, U64) << U64(32)) | np.asarray(c, U64)) >> (U64(8) * (np.asarray(s, U64) & U64(3)))) & M32).astype(U32),
    "v_max3_i32": lambda a, m, c: np.maximum(np.maximum(s32(a), s32(m)), s32(c)).view(U32),
    "v_min3_i32": lambda a, m, c: np.minimum(np.minimum(s32(a), s32(m)), s32(c)).view(U32),
    "v_max3_u32": lambda a, m, c: _u32(np.maximum(np.maximum(a, m), c)),
    "v_min3_u32": lambda a, m, c: _u32(np.minimum(np.minimum(a, m), c)),
    "v_med3_i32": lambda a, m, c: _med3(s32(a), s32(m), s32(c)).view(U32),
    "v_med3_u32": lambda a, m, c: _u32(_med3(*np.broadcast_arrays(_u32(a), _u32(m), _u32(c)))),
    "v_perm_b32": lambda a, c, s: _perm(a, c, s),
    "v_lshl_add_u64": None,
}


def _med3(a, m, c):
    a, m, c = np.broadcast_arrays(a, m, c)
    return np.maximum(np.minimum(a, m), np.minimum(np.maximum(a, m), c))


def _bfe(a, o, w, signed):
    o = np.asarray(o, U32) & U32(31)
    w = np.asarray(w, U32) & U32(31)
    v = (np.asarray(a, U64) >> o.astype(U64)) & ((U64(1) << w.astype(U64)) - U64(1))
    if signed:
        sb = U64(1) << np.maximum(w.astype(np.int64) - 1, 0).astype(U64)
        v = np.where((w > 0) & ((v & sb) != 0), v | ~((U64(1) << w.astype(U64)) - U64(1)), v)
    return (v & M32).astype(U32)


def _perm(a, c, s):
    """v_perm_b32: byte k of D selected by byte k of S2 from the bytes of {S0, S1}."""
    a, c, s = np.broadcast_arrays(np.asarray(a, U64), np.asarray(c, U64), np.asarray(s, U64))
    both = (a << U64(32)) | c
    out = np.zeros(a.shape, dtype=U64)
    for k in range(4):
        sel = (s >> U64(8 * k)) & U64(0xFF)
        byte = (both >> (U64(8) * (sel & U64(7)))) & U64(0xFF)
        sign = ((both >> (U64(16) * (sel & U64(3)) + U64(15))) & U64(1)) * U64(0xFF)
        val = np.where(sel < 8, byte, np.where(sel < 12, sign, np.where(sel == 12, U64(0), U64(0xFF))))
        out |= val << U64(8 * k)
    return out.astype(U32)


@semantics(*[k for k, v in _INT3.items() if v is not None])
def v_int3(b):
    return vop(b, "b32", ["b32", "b32", "b32"], _INT3[b.ins.opcode])


@semantics("v_lshl_add_u64")
def v_lshl_add_u64(b):
    """gfx940+: D.u64 = (S0.u64 << S1[2:0]) + S2.u64."""
    return vop(b, "b64", ["b64", "b32", "b64"],
               lambda a, s, c: (np.asarray(a, U64) << (np.asarray(s, U64) & U64(7))) + np.asarray(c, U64))


_INT1 = {
    "v_not_b32": lambda a: _u32(~np.asarray(a, U32)),
    "v_bfrev_b32": lambda a: _u32(intops.brev(np.asarray(a, U32))),
    "v_ffbh_u32": lambda a: np.where(np.asarray(a) == 0, -1, clz(a, 32)).astype(I32).view(U32),
    "v_ffbl_b32": lambda a: np.where(np.asarray(a) == 0, -1, ctz(a)).astype(I32).view(U32),
    "v_ffbh_i32": lambda a: _ffbh_i32(a),
    "v_cvt_f32_ubyte0": lambda a: b32((np.asarray(a, U32) & U32(0xFF)).astype(np.float32)),
    "v_cvt_f32_ubyte1": lambda a: b32(((np.asarray(a, U32) >> U32(8)) & U32(0xFF)).astype(np.float32)),
    "v_cvt_f32_ubyte2": lambda a: b32(((np.asarray(a, U32) >> U32(16)) & U32(0xFF)).astype(np.float32)),
    "v_cvt_f32_ubyte3": lambda a: b32((np.asarray(a, U32) >> U32(24)).astype(np.float32)),
}


def _ffbh_i32(a):
    x = np.asarray(a, U32)
    inv = np.where(s32(x) < 0, ~x, x)
    r = clz(inv, 32)
    return np.where((x == 0) | (x == U32(0xFFFFFFFF)), -1, r).astype(I32).view(U32)


@semantics(*_INT1)
def v_int1(b):
    return vop(b, "b32", ["b32"], _INT1[b.ins.opcode])


# 64-bit shifts: the shift amount is src0 (32-bit), the value src1 (64-bit)
@semantics("v_lshlrev_b64", "v_lshrrev_b64", "v_ashrrev_i64")
def v_shift64(b):
    op = b.ins.opcode

    def f(s, x):
        s = np.asarray(s, U64) & U64(63)
        x = np.asarray(x, U64)
        if op == "v_lshlrev_b64":
            return x << s
        if op == "v_lshrrev_b64":
            return x >> s
        return (x.view(I64) >> s.astype(I64)).view(U64)
    return vop(b, "b64", ["b32", "b64"], f)


# ------------------------------------------------------------------ carries
def _carry_op(b, kind: str):
    """``v_add_co_u32 vdst, sdst, a, b`` and the borrow/carry-in forms: the carry-out is a
    lane mask (0 in inactive lanes)."""
    uses_in = kind in ("addc", "subb", "subbrev")
    b.expect(5 if uses_in else 4)
    ra, rb = b.vsrc(2, "b32"), b.vsrc(3, "b32")
    cin = b.mask_src(4) if uses_in else None
    w = b.vdst(0, "b32")
    wc = b.mask_dst(1)
    clamp = b.attr("clamp")
    if clamp:
        b.error("clamp on carry-out arithmetic is not supported")

    def run(st, sel):
        m = st.exec_mask(sel)
        x = np.asarray(ra(st, sel), dtype=I64)
        y = np.asarray(rb(st, sel), dtype=I64)
        c = cin(st, sel).astype(I64) if uses_in else 0
        if kind in ("add", "addc"):
            s = x + y + c
            out = s > 0xFFFFFFFF
        elif kind in ("sub", "subb"):
            s = x - y - c
            out = s < 0
        else:  # subrev, subbrev
            s = y - x - c
            out = s < 0
        w(st, sel, (s & 0xFFFFFFFF).astype(U32), m)
        wc(st, sel, np.broadcast_to(out, m.shape) & m)
    return run


for _k in ("add", "sub", "subrev"):
    semantics(f"v_{_k}_co_u32")(lambda b, _k=_k: _carry_op(b, _k))
semantics("v_addc_co_u32")(lambda b: _carry_op(b, "addc"))
semantics("v_subb_co_u32")(lambda b: _carry_op(b, "subb"))
semantics("v_subbrev_co_u32")(lambda b: _carry_op(b, "subbrev"))


@semantics("v_mad_u64_u32", "v_mad_i64_i32")
def v_mad64(b):
    """D.u64 = S0 * S1 + S2.u64 (32x32 -> 64); the carry-out lane mask is written too."""
    signed = "i64" in b.ins.opcode
    b.expect(5)
    ra, rb = b.vsrc(2, "b32"), b.vsrc(3, "b32")
    rc = b.vsrc(4, "b64")
    w = b.vdst(0, "b64")
    wc = b.mask_dst(1)

    def run(st, sel):
        m = st.exec_mask(sel)
        if signed:
            x, y = s32(ra(st, sel)).astype(I64), s32(rb(st, sel)).astype(I64)
            prod = (x * y)  # fits in int64
            c = np.asarray(rc(st, sel), dtype=U64).view(I64)
            d = (prod.astype(U64) + c.astype(U64))
            # signed overflow of the 64-bit addition
            carry = ((prod >= 0) == (c >= 0)) & ((d.view(I64) >= 0) != (prod >= 0))
        else:
            prod = np.asarray(ra(st, sel), U64) * np.asarray(rb(st, sel), U64)
            c = np.asarray(rc(st, sel), U64)
            d = prod + c
            carry = d < prod
        w(st, sel, d, m)
        wc(st, sel, np.broadcast_to(carry, m.shape) & m)
    return run


@semantics("v_cndmask_b32")
def v_cndmask(b):
    """D = mask[lane] ? src1 : src0 (float neg/abs allowed on the sources in VOP3)."""
    b.expect(4)
    t = "f32" if any(isinstance(o, (ir.Neg, ir.Abs)) for o in b.ins.operands[1:3]) else "b32"
    r0, r1 = b.vsrc(1, t), b.vsrc(2, t)
    mk = b.mask_src(3)
    w = b.vdst(0, "b32")

    def run(st, sel):
        m = st.exec_mask(sel)
        w(st, sel, np.where(mk(st, sel), r1(st, sel), r0(st, sel)), m)
    return run


# ------------------------------------------------------------------ float
def _fclamp32(x):
    return b32(fp.sat_f32(f32(x)))


def _f32ops(ftz):
    return {
        "v_add_f32": lambda a, c: b32(fp.add_f32(f32(a), f32(c), ftz=ftz)),
        "v_sub_f32": lambda a, c: b32(fp.sub_f32(f32(a), f32(c), ftz=ftz)),
        "v_subrev_f32": lambda a, c: b32(fp.sub_f32(f32(c), f32(a), ftz=ftz)),
        "v_mul_f32": lambda a, c: b32(fp.mul_f32(f32(a), f32(c), ftz=ftz)),
        "v_min_f32": lambda a, c: b32(fp.min_f32(f32(a), f32(c), ftz=ftz)),
        "v_max_f32": lambda a, c: b32(fp.max_f32(f32(a), f32(c), ftz=ftz)),
        "v_mul_legacy_f32": lambda a, c: b32(np.where((f32(a) == 0) | (f32(c) == 0), np.float32(0), fp.mul_f32(f32(a), f32(c), ftz=ftz))),
        "v_ldexp_f32": lambda a, c: b32(np.ldexp(f32(a), np.clip(s32(c), -400, 400))),
    }


@semantics("v_add_f32", "v_sub_f32", "v_subrev_f32", "v_mul_f32", "v_min_f32", "v_max_f32", "v_mul_legacy_f32")
def v_f32_2(b):
    f = _f32ops(flushes_denormals(b, "f32"))[b.ins.opcode]
    return vop(b, "b32", ["f32", "f32"], f, _fclamp32)


@semantics("v_ldexp_f32")
def v_ldexp(b):
    return vop(b, "b32", ["f32", "i32"], _f32ops(False)["v_ldexp_f32"], _fclamp32)


@semantics("v_fma_f32", "v_fmac_f32", "v_mad_f32", "v_mac_f32", "v_fma_legacy_f32", "v_fmaak_f32", "v_fmamk_f32",
           "v_madak_f32", "v_madmk_f32")
def v_fma32(b):
    op = b.ins.opcode
    ftz = flushes_denormals(b, "f32")
    if op in ("v_mad_f32", "v_mac_f32", "v_madak_f32", "v_madmk_f32"):
        # not fused: the product is rounded (and, on CDNA, denormals flushed)
        f = lambda a, c, d: b32(fp.add_f32(fp.mul_f32(f32(a), f32(c), ftz=True), f32(d), ftz=True))  # noqa: E731
    else:
        f = lambda a, c, d: b32(fp.fma_f32(f32(a), f32(c), f32(d), ftz=ftz))  # noqa: E731
    if op in ("v_fmac_f32", "v_mac_f32"):
        b.expect(3)
        ra, rb, rd = b.vsrc(1, "f32"), b.vsrc(2, "f32"), b.vsrc(0, "f32")
        w = b.vdst(0, "b32")
        g = _fclamp32 if b.attr("clamp") else (lambda x: x)
        return lambda st, sel: w(st, sel, g(f(ra(st, sel), rb(st, sel), rd(st, sel))), st.exec_mask(sel))
    if op in ("v_fmamk_f32", "v_madmk_f32"):  # d = a * K + b
        b.expect(4)
        ra, rk, rb = b.vsrc(1, "f32"), b.vsrc(2, "f32"), b.vsrc(3, "f32")
        w = b.vdst(0, "b32")
        return lambda st, sel: w(st, sel, f(ra(st, sel), rk(st, sel), rb(st, sel)), st.exec_mask(sel))
    return vop(b, "b32", ["f32", "f32", "f32"], f, _fclamp32)


@semantics("v_max3_f32", "v_min3_f32", "v_med3_f32")
def v_f32_3(b):
    op = b.ins.opcode
    ftz = flushes_denormals(b, "f32")
    if op == "v_max3_f32":
        f = lambda a, c, d: b32(fp.max_f32(fp.max_f32(f32(a), f32(c), ftz=ftz), f32(d), ftz=ftz))  # noqa: E731
    elif op == "v_min3_f32":
        f = lambda a, c, d: b32(fp.min_f32(fp.min_f32(f32(a), f32(c), ftz=ftz), f32(d), ftz=ftz))  # noqa: E731
    else:
        def f(a, c, d):
            a, c, d = f32(a), f32(c), f32(d)
            return b32(fp.max_f32(fp.min_f32(a, c), fp.min_f32(fp.max_f32(a, c), d)))
    return vop(b, "b32", ["f32", "f32", "f32"], f, _fclamp32)


def _round_int(kind):
    fn = {"floor": np.floor, "ceil": np.ceil, "trunc": np.trunc, "rndne": np.rint}[kind]
    return lambda a: b32(fn(f32(a)))


_F32_1 = {
    "v_rcp_f32": lambda a: b32(fp.rcp_f32(f32(a))),
    "v_rcp_iflag_f32": lambda a: b32(fp.rcp_f32(f32(a))),  # rcp that raises integer-divide flags only
    "v_sqrt_f32": lambda a: b32(fp.sqrt_f32(f32(a))),
    "v_rsq_f32": lambda a: b32(fp.round_f64_to_f32(1.0 / np.sqrt(f32(a).astype(np.float64)))),
    "v_exp_f32": lambda a: b32(fp.ex2_approx_f32(f32(a))),
    "v_log_f32": lambda a: b32(fp.lg2_approx_f32(f32(a))),
    "v_sin_f32": lambda a: b32(np.sin(2 * np.pi * f32(a).astype(np.float64)).astype(np.float32)),
    "v_cos_f32": lambda a: b32(np.cos(2 * np.pi * f32(a).astype(np.float64)).astype(np.float32)),
    "v_floor_f32": _round_int("floor"), "v_ceil_f32": _round_int("ceil"),
    "v_trunc_f32": _round_int("trunc"), "v_rndne_f32": _round_int("rndne"),
    "v_fract_f32": lambda a: b32(np.where(np.isinf(f32(a)), np.float32(0) * f32(a),
                                          np.minimum(f32(a) - np.floor(f32(a)), np.float32(0.99999994)))),
    "v_frexp_mant_f32": lambda a: b32(np.where(np.isfinite(f32(a)), np.frexp(f32(a))[0].astype(np.float32), f32(a))),
    "v_frexp_exp_i32_f32": lambda a: np.where(np.isfinite(f32(a)), np.frexp(f32(a))[1], 0).astype(I32).view(U32),
    "v_cvt_f32_i32": lambda a: b32(s32(a).astype(np.float32)),
    "v_cvt_f32_u32": lambda a: b32(_u32(a).astype(np.float32)),
    "v_cvt_i32_f32": lambda a: np.asarray(fp.cvt(f32(a), "s32", "f32", "rzi"), dtype=I32).view(U32),
    "v_cvt_u32_f32": lambda a: _u32(fp.cvt(f32(a), "u32", "f32", "rzi")),
    "v_cvt_rpi_i32_f32": lambda a: np.asarray(fp.cvt(f32(a) + np.float32(0.5), "s32", "f32", "rmi"), dtype=I32).view(U32),
    "v_cvt_flr_i32_f32": lambda a: np.asarray(fp.cvt(f32(a), "s32", "f32", "rmi"), dtype=I32).view(U32),
    "v_cvt_f16_f32": lambda a: _u32(np.asarray(fp.cvt(f32(a), "f16", "f32", "rn")).view(np.uint16)),
    "v_cvt_f32_f16": lambda a: b32((np.asarray(a, U32) & U32(0xFFFF)).astype(np.uint16).view(np.float16).astype(np.float32)),
}


@semantics(*_F32_1)
def v_f32_1(b):
    op = b.ins.opcode
    src_t = "f16" if op == "v_cvt_f32_f16" else ("i32" if op in ("v_cvt_f32_i32", "v_cvt_f32_u32") else "f32")
    ftz = flushes_denormals(b, "f32")
    f = _F32_1[op]
    if ftz and src_t == "f32":
        g = f
        f = lambda a: b32(fp.ftz_f32(f32(g(b32(fp.ftz_f32(f32(a)))))))  # noqa: E731
    float_result = op not in ("v_cvt_i32_f32", "v_cvt_u32_f32", "v_cvt_f16_f32", "v_frexp_exp_i32_f32",
                              "v_cvt_rpi_i32_f32", "v_cvt_flr_i32_f32")
    return vop(b, "b32", [src_t], f, _fclamp32 if float_result else None)


@semantics("v_cvt_pkrtz_f16_f32", "v_cvt_pk_u16_u32", "v_pack_b32_f16")
def v_pack(b):
    op = b.ins.opcode
    if op == "v_cvt_pkrtz_f16_f32":
        def f(a, c):
            lo = np.asarray(fp.cvt(f32(a), "f16", "f32", "rz")).view(np.uint16).astype(U32)
            hi = np.asarray(fp.cvt(f32(c), "f16", "f32", "rz")).view(np.uint16).astype(U32)
            return lo | (hi << U32(16))
        return vop(b, "b32", ["f32", "f32"], f)
    if op == "v_pack_b32_f16":
        sel = b.attr("op_sel", (0, 0, 0))
        s0, s1 = U32(16 * sel[0]), U32(16 * sel[1])
        return vop(b, "b32", ["b32", "b32"], lambda a, c: ((np.asarray(a, U32) >> s0) & U32(0xFFFF))
                   | (((np.asarray(c, U32) >> s1) & U32(0xFFFF)) << U32(16)))
    if op == "v_cvt_pk_u16_u32":
        return vop(b, "b32", ["b32", "b32"], lambda a, c: (np.asarray(a, U32) & U32(0xFFFF))
                   | ((np.asarray(c, U32) & U32(0xFFFF)) << U32(16)))
    b.error(f"'{op}' is not supported")


# ------------------------------------------------------------------ f64
_F64_2 = {
    "v_add_f64": lambda a, c: b64(fp.add_f64(f64(a), f64(c))),
    "v_mul_f64": lambda a, c: b64(fp.mul_f64(f64(a), f64(c))),
    "v_min_f64": lambda a, c: b64(fp.min_f64(f64(a), f64(c))),
    "v_max_f64": lambda a, c: b64(fp.max_f64(f64(a), f64(c))),
}


@semantics(*_F64_2)
def v_f64_2(b):
    return vop(b, "b64", ["f64", "f64"], _F64_2[b.ins.opcode])


@semantics("v_fma_f64", "v_fmac_f64")
def v_fma64(b):
    if b.ins.opcode == "v_fmac_f64":
        b.expect(3)
        ra, rb, rd = b.vsrc(1, "f64"), b.vsrc(2, "f64"), b.vsrc(0, "f64")
        w = b.vdst(0, "b64")
        return lambda st, sel: w(st, sel, b64(fp.fma_f64(f64(ra(st, sel)), f64(rb(st, sel)), f64(rd(st, sel)))), st.exec_mask(sel))
    return vop(b, "b64", ["f64", "f64", "f64"], lambda a, c, d: b64(fp.fma_f64(f64(a), f64(c), f64(d))))


@semantics("v_ldexp_f64")
def v_ldexp64(b):
    return vop(b, "b64", ["f64", "i32"], lambda a, c: b64(np.ldexp(f64(a), np.clip(s32(c), -2200, 2200))))


_F64_1 = {
    "v_rcp_f64": ("f64", "b64", lambda a: b64(fp.rcp_f64(f64(a)))),
    "v_sqrt_f64": ("f64", "b64", lambda a: b64(fp.sqrt_f64(f64(a)))),
    # 1 / sqrt with two f64 roundings: within 1 ulp, as the ISA promises (not correctly rounded)
    "v_rsq_f64": ("f64", "b64", lambda a: b64(np.float64(1.0) / fp.sqrt_f64(f64(a)))),
    "v_floor_f64": ("f64", "b64", lambda a: b64(np.floor(f64(a)))),
    "v_ceil_f64": ("f64", "b64", lambda a: b64(np.ceil(f64(a)))),
    "v_trunc_f64": ("f64", "b64", lambda a: b64(np.trunc(f64(a)))),
    "v_rndne_f64": ("f64", "b64", lambda a: b64(np.rint(f64(a)))),
    "v_cvt_f64_f32": ("f32", "b64", lambda a: b64(f32(a).astype(np.float64))),
    "v_cvt_f32_f64": ("f64", "b32", lambda a: b32(fp.cvt(f64(a), "f32", "f64", "rn"))),
    "v_cvt_f64_i32": ("i32", "b64", lambda a: b64(s32(a).astype(np.float64))),
    "v_cvt_f64_u32": ("b32", "b64", lambda a: b64(_u32(a).astype(np.float64))),
    "v_cvt_i32_f64": ("f64", "b32", lambda a: np.asarray(fp.cvt(f64(a), "s32", "f64", "rzi"), dtype=I32).view(U32)),
    "v_cvt_u32_f64": ("f64", "b32", lambda a: _u32(fp.cvt(f64(a), "u32", "f64", "rzi"))),
}


@semantics(*_F64_1)
def v_f64_1(b):
    src, dst, f = _F64_1[b.ins.opcode]
    return vop(b, dst, [src], f)


# ------------------------------------------------------------------ f16 and packed math
def _h(x, sh=0):
    return ((np.asarray(x, U32) >> U32(sh)) & U32(0xFFFF)).astype(np.uint16).view(np.float16)


def _hb(x):
    return np.asarray(x, dtype=np.float16).view(np.uint16).astype(U32)


_F16 = {
    "v_add_f16": (2, lambda a, c: _hb(fp.add_f16(_h(a), _h(c)))),
    "v_sub_f16": (2, lambda a, c: _hb(fp.sub_f16(_h(a), _h(c)))),
    "v_mul_f16": (2, lambda a, c: _hb(fp.mul_f16(_h(a), _h(c)))),
    "v_max_f16": (2, lambda a, c: _hb(fp.max_f16(_h(a), _h(c)))),
    "v_min_f16": (2, lambda a, c: _hb(fp.min_f16(_h(a), _h(c)))),
    "v_fma_f16": (3, lambda a, c, d: _hb(fp.fma_f16(_h(a), _h(c), _h(d)))),
}


@semantics(*_F16)
def v_f16(b):
    n, f = _F16[b.ins.opcode]
    if b.attr("op_sel"):
        b.error("op_sel on 16-bit VOP3 operations is not supported")
    return vop(b, "b32", ["f16"] * n, f)


def _pk(b, width: int, nsrc: int, op):
    """VOP3P packed math on two 16-bit (``width`` 16) or two 32-bit (``width`` 32, register
    pairs) halves: half h of the result reads half ``op_sel[i]`` (h = lo) or
    ``op_sel_hi[i]`` (h = hi) of source i, negated per ``neg_lo``/``neg_hi``."""
    t = "b64" if width == 32 else "b32"
    b.expect(1 + nsrc)
    osel = b.attr("op_sel", (0,) * nsrc)
    ohi = b.attr("op_sel_hi", (1,) * nsrc)
    nlo = b.attr("neg_lo", (0,) * nsrc)
    nhi = b.attr("neg_hi", (0,) * nsrc)
    for name, v in (("op_sel", osel), ("op_sel_hi", ohi), ("neg_lo", nlo), ("neg_hi", nhi)):
        if len(v) != nsrc:
            b.error(f"{name} of '{b.ins.opcode}' needs {nsrc} bits")
    if b.attr("clamp"):
        b.error("clamp on packed math is not supported")
    rs = [_pk_const(b.op(i + 1), width) or b.vsrc(i + 1, t) for i in range(nsrc)]
    w = b.vdst(0, t)
    dt = U64 if width == 32 else U32
    mask = dt((1 << width) - 1)
    sign = dt(1 << (width - 1))

    def half(x, hi, neg):
        v = (np.asarray(x, dt) >> dt(width * hi)) & mask
        return v ^ sign if neg else v

    def run(st, sel):
        xs = [r(st, sel) for r in rs]
        lo = op(*[half(x, osel[i], nlo[i]) for i, x in enumerate(xs)])
        hi = op(*[half(x, ohi[i], nhi[i]) for i, x in enumerate(xs)])
        w(st, sel, (np.asarray(lo, dt) & mask) | ((np.asarray(hi, dt) & mask) << dt(width)), st.exec_mask(sel))
    return run


def _pk_const(o, width: int):
    """An inline constant of a packed operand: the value in the operand's element format
    (f16 / f32 bits for a float constant, the 32-bit integer otherwise) in the low half, the
    high half zero — LLVM writes op_sel_hi:[..0..] when the high lanes need the constant too
    (``v_pk_fma_f32 v[0:1], v[2:3], 0.5, v[4:5] op_sel_hi:[1,0,1]``)."""
    if not isinstance(o, ir.Imm):
        return None
    v = imm_bits(o, "f16" if width == 16 else "f32")
    c = (U32 if width == 16 else U64)(v & 0xFFFFFFFF)
    return lambda st, sel: c


def _s16(x):
    return np.asarray(x, U32).astype(np.uint16).view(np.int16).astype(I32)


def _pk_s16(x):
    return np.asarray(x, I32).astype(np.int64).astype(U32) & U32(0xFFFF)


def _f32h(x):
    return np.asarray(x, U64).astype(U32).view(np.float32)


def _b32h(x):
    return np.asarray(x, dtype=np.float32).view(U32).astype(U64)


_PK = {
    "v_pk_add_f32": (32, 2, lambda a, c: _b32h(fp.add_f32(_f32h(a), _f32h(c)))),
    "v_pk_mul_f32": (32, 2, lambda a, c: _b32h(fp.mul_f32(_f32h(a), _f32h(c)))),
    "v_pk_fma_f32": (32, 3, lambda a, c, d: _b32h(fp.fma_f32(_f32h(a), _f32h(c), _f32h(d)))),
    "v_pk_add_f16": (16, 2, lambda a, c: _hb(fp.add_f16(_h(a), _h(c)))),
    "v_pk_mul_f16": (16, 2, lambda a, c: _hb(fp.mul_f16(_h(a), _h(c)))),
    "v_pk_fma_f16": (16, 3, lambda a, c, d: _hb(fp.fma_f16(_h(a), _h(c), _h(d)))),
    "v_pk_max_f16": (16, 2, lambda a, c: _hb(fp.max_f16(_h(a), _h(c)))),
    "v_pk_min_f16": (16, 2, lambda a, c: _hb(fp.min_f16(_h(a), _h(c)))),
    "v_pk_add_u16": (16, 2, lambda a, c: (np.asarray(a, U32) + c) & U32(0xFFFF)),
    "v_pk_sub_u16": (16, 2, lambda a, c: (np.asarray(a, U32) - c) & U32(0xFFFF)),
    "v_pk_mul_lo_u16": (16, 2, lambda a, c: (np.asarray(a, U32) * c) & U32(0xFFFF)),
    # packed 16-bit integers (each half as in the 16-bit VOP2/VOP3 ops; shifts use bits 3:0)
    "v_pk_add_i16": (16, 2, lambda a, c: (np.asarray(a, U32) + c) & U32(0xFFFF)),
    "v_pk_sub_i16": (16, 2, lambda a, c: (np.asarray(a, U32) - c) & U32(0xFFFF)),
    "v_pk_max_i16": (16, 2, lambda a, c: _pk_s16(np.maximum(_s16(a), _s16(c)))),
    "v_pk_min_i16": (16, 2, lambda a, c: _pk_s16(np.minimum(_s16(a), _s16(c)))),
    "v_pk_max_u16": (16, 2, lambda a, c: np.maximum(np.asarray(a, U32), c)),
    "v_pk_min_u16": (16, 2, lambda a, c: np.minimum(np.asarray(a, U32), c)),
    "v_pk_lshlrev_b16": (16, 2, lambda a, c: (np.asarray(c, U32) << (np.asarray(a, U32) & U32(15))) & U32(0xFFFF)),
    "v_pk_lshrrev_b16": (16, 2, lambda a, c: np.asarray(c, U32) >> (np.asarray(a, U32) & U32(15))),
    "v_pk_ashrrev_i16": (16, 2, lambda a, c: _pk_s16(_s16(c) >> (np.asarray(a, U32) & U32(15)).astype(I32))),
    "v_pk_mad_u16": (16, 3, lambda a, c, d: (np.asarray(a, U32) * c + d) & U32(0xFFFF)),
    "v_pk_mad_i16": (16, 3, lambda a, c, d: _pk_s16(_s16(a) * _s16(c) + _s16(d))),
}


@semantics(*_PK)
def v_pk(b):
    width, n, f = _PK[b.ins.opcode]
    return _pk(b, width, n, f)


@semantics("v_fma_mix_f32", "v_fma_mixlo_f16", "v_fma_mixhi_f16", "v_mad_mix_f32", "v_mad_mixlo_f16", "v_mad_mixhi_f16")
def v_fma_mix(b):
    """Mixed-precision fma (VOP3P): source i is an f16 (the half ``op_sel[i]`` selects) when
    ``op_sel_hi[i]`` is set, else an f32; ``neg_lo[i]`` negates and ``neg_hi[i]`` takes the
    absolute value of source i. ``fma(S0, S1, S2)`` is computed with one f32 rounding (the f16
    inputs are exact in f32); ``_mixlo``/``_mixhi`` round that to f16 and write the low/high
    half, keeping the other (LLVM selects them for fptrunc(fma(fpext ...)) in f32). The
    ``mad_mix`` forms of gfx90a are the same operation."""
    b.expect(4)
    n = 3
    osel = b.attr("op_sel", (0,) * n)
    ohi = b.attr("op_sel_hi", (0,) * n)
    nlo = b.attr("neg_lo", (0,) * n)
    nhi = b.attr("neg_hi", (0,) * n)
    for name, v in (("op_sel", osel), ("op_sel_hi", ohi), ("neg_lo", nlo), ("neg_hi", nhi)):
        if len(v) != n:
            b.error(f"{name} of '{b.ins.opcode}' needs {n} bits")
    clamp = bool(b.attr("clamp"))
    srcs = []
    for i in range(n):
        wrapped = isinstance(b.op(i + 1), (ir.Neg, ir.Abs))
        if wrapped and ohi[i] and osel[i]:
            b.error("neg/abs written on a high-half f16 source of a v_fma_mix instruction is not supported "
                    "(use neg_lo/neg_hi)")
        # the type's sign bit carries -x / |x| (f16: bit 15 of the low half read)
        srcs.append((b.vsrc(i + 1, "f16" if ohi[i] else "f32"), bool(nlo[i]), bool(nhi[i])))
    lo_half, hi_half = b.ins.opcode.endswith("mixlo_f16"), b.ins.opcode.endswith("mixhi_f16")
    w = b.vdst(0, "b32")
    old = b.vsrc(0, "b32") if (lo_half or hi_half) else None

    def value(x, i):
        x = np.asarray(x, U32)
        v = _h(x, 16 * osel[i]).astype(np.float32) if ohi[i] else x.view(np.float32)
        if srcs[i][2]:
            v = np.abs(v)
        if srcs[i][1]:
            v = -v
        return v

    def run(st, sel):
        a, c, d = (value(r(st, sel), i) for i, (r, _, _) in enumerate(srcs))
        r32 = np.asarray(fp.fma_f32(a, c, d), np.float32)
        if clamp:
            r32 = np.clip(np.nan_to_num(r32, nan=0.0), 0.0, 1.0).astype(np.float32)
        m = st.exec_mask(sel)
        if not (lo_half or hi_half):
            w(st, sel, np.broadcast_to(r32.view(U32), m.shape), m)
            return
        h = _hb(fp.cvt(r32, "f16", "f32", "rn"))
        prev = np.asarray(old(st, sel), U32)
        val = (prev & U32(0xFFFF0000)) | h if lo_half else (prev & U32(0xFFFF)) | (h << U32(16))
        w(st, sel, np.broadcast_to(val, m.shape), m)
    return run
