"""IEEE division helpers: ``v_div_scale``, ``v_div_fmas``, ``v_div_fixup`` (f32, f64; fixup f16).

LLVM expands ``a / b`` into a Newton-Raphson sequence around ``v_rcp`` (AMDGPU backend,
``SITargetLowering::LowerFDIV32/64``)::

    v_div_scale_f32 d', vcc_unused, b, b, a   ; the denominator, scaled if needed
    v_div_scale_f32 n', vcc, a, b, a          ; the numerator, scaled; VCC says "post-scale"
    v_rcp_f32 r, d'   + two FMA refinements, q = n' * r, residual FMAs
    v_div_fmas_f32 q', e, r, q                ; fma(e, r, q), undoing the scaling where VCC
    v_div_fixup_f32 res, q', b, a             ; special values, signs, overflow and underflow

Semantics from the AMD ISA guides' pseudo-code (CDNA3 / RDNA "V_DIV_SCALE_F32" ...; S0 is
the value to scale, S1 the denominator, S2 the numerator; ``exponent()`` the biased
exponent field). Where the published pseudo-code cannot be what the hardware does — the
sequence would not be correctly rounded — tcsim takes the reading under which it is, and
says so (docs/amdgpu.md; the tests check that the sequence LLVM emits gives IEEE division
bit for bit against numpy, special values, subnormals and the overflow/underflow edges
included):

* ``v_div_scale``: D = S0 unless a rule below applies; VCC = 0 unless set.
  S2 = 0 or S1 = 0 -> NaN. exponent(S2) - exponent(S1) >= 96 (f64: 768) -> VCC = 1 and, if
  S0 = S1, D = S0 * 2^64 (f64: 2^128). S1 subnormal -> D = S0 * 2^64. 1/S1 subnormal and
  S2/S1 subnormal -> VCC = 1 and, if S0 = S1, D = S0 * 2^-64 (*interpretation*: the guide
  writes 2^+64 here, which would overflow the denominator; scaling it down keeps 1/D
  normal and the quotient where ``v_div_fmas`` expects it; the guide's "DENORM.f64" test of
  the f32 form's 1/S1 is read as "a subnormal of the operand's format"). 1/S1 subnormal ->
  D = S0 * 2^-64. S2/S1 subnormal -> VCC = 1 and, if S0 = S2, D = S0 * 2^64.
  exponent(S2) <= 23 (f64: 53) -> D = S0 * 2^64.
* ``v_div_fmas``: D = fma(S0, S1, S2), and where VCC is set the same exact value times
  2^64 if exponent(S2) > 127 else 2^-64 (f64: 2^128 / 2^-128, exponent 1023), rounded
  once (*interpretation*: the guide's text multiplies by 2^32; the factor must undo
  ``v_div_scale``'s 2^64 in the direction the scaled quotient S2 shows).
* ``v_div_fixup``: sign = sign(S1) xor sign(S2); a NaN S2 (then S1) is returned quieted;
  0/0 and inf/inf -> the default NaN (0xFFC00000); x/0 and inf/x -> signed infinity;
  x/inf and 0/x -> signed zero; exponent(S2) - exponent(S1) < -150 (f64: -1075, f16: -25)
  -> signed zero (underflow); otherwise ±|S0| (a NaN S0, from an overflowing estimate, ->
  ±inf). f16 division (LLVM: the quotient in f32 via v_rcp_f32, then v_div_fixup_f16) uses
  the f16 thresholds and default NaN 0xFE00.

The MODE register's denormal control applies (inputs and results flushed when it says so;
LLVM turns f32 denormals on around the sequence when the kernel flushes them).
"""

from __future__ import annotations

import numpy as np

from tcsim.exec import fp
from tcsim.exec.fp_core import F32, fma_exact_round_f64, round_f64_to_format, two_sum
from tcsim.isa import ir

from . import semantics
from .valu import flushes_denormals

U32, U64 = np.uint32, np.uint64

# per format: (uint dtype, float dtype, exponent shift, exponent mask, bias, big exp diff,
#              tiny numerator exponent, scale exponent, underflow exponent difference, quiet bit, default NaN)
_FMT = {
    "f32": (U32, np.float32, 23, 0xFF, 127, 96, 23, 64, -150, 1 << 22, 0xFFC00000),
    "f64": (U64, np.float64, 52, 0x7FF, 1023, 768, 53, 128, -1075, 1 << 51, 0xFFF8000000000000),
    "f16": (np.uint16, np.float16, 10, 0x1F, 15, None, None, None, -25, 1 << 9, 0xFE00),
}


def _exp(x, f):
    ut, _, sh, m = _FMT[f][:4]
    return ((np.asarray(x).view(ut) >> ut(sh)) & ut(m)).astype(np.int64)


def _subnormal(x, f):
    return (_exp(x, f) == 0) & (x != 0)


def _flush(x, f, on: bool):
    if not on:
        return x
    return np.where(_subnormal(x, f), np.copysign(np.zeros_like(x), x), x)


def div_scale(s0, s1, s2, f: str, ftz: bool = False):
    """(D, VCC) of v_div_scale_<f> on float arrays (see the module docstring)."""
    ut, ft, _, _, _, big, tiny, k = _FMT[f][:8]
    s0, s1, s2 = (_flush(np.asarray(x, ft), f, ftz) for x in np.broadcast_arrays(s0, s1, s2))
    with np.errstate(all="ignore"):
        inv = (ft(1) / s1).astype(ft)
        quo = (s2 / s1).astype(ft)
    e1, e2 = _exp(s1, f), _exp(s2, f)
    d = s0.copy()
    vcc = np.zeros(s0.shape, dtype=bool)
    todo = np.ones(s0.shape, dtype=bool)

    def rule(cond, value=None, set_vcc=False, only=None):
        nonlocal d, vcc, todo
        hit = todo & cond
        if set_vcc:
            vcc |= hit
        if value is not None:
            sel = hit if only is None else hit & only
            d = np.where(sel, value, d)
        todo &= ~hit

    with np.errstate(all="ignore"):
        up, down = np.ldexp(s0, k).astype(ft), np.ldexp(s0, -k).astype(ft)
    rule((s2 == 0) | (s1 == 0), ft(np.nan))
    rule(e2 - e1 >= big, up, True, s0 == s1)
    rule(_subnormal(s1, f), up)
    rule(_subnormal(inv, f) & _subnormal(quo, f), down, True, s0 == s1)
    rule(_subnormal(inv, f), down)
    rule(_subnormal(quo, f), up, True, s0 == s2)
    rule(e2 <= tiny, up)
    return _flush(d, f, ftz), vcc


def div_fmas(s0, s1, s2, vcc, f: str, ftz: bool = False):
    """v_div_fmas_<f>: fma(S0, S1, S2), scaled by 2^±64 (f64: 2^±128) where VCC, one rounding."""
    ft, k, bias = _FMT[f][1], _FMT[f][7], _FMT[f][4]
    s0, s1, s2, vcc = np.broadcast_arrays(*(_flush(np.asarray(x, ft), f, ftz) for x in (s0, s1, s2)), vcc)
    plain = fp.fma_f32(s0, s1, s2) if f == "f32" else fp.fma_f64(s0, s1, s2)
    plain = np.asarray(plain, ft)
    if not vcc.any():
        return _flush(plain, f, ftz)
    e = np.where(_exp(s2, f) > bias, k, -k)
    fin = vcc & np.isfinite(s0) & np.isfinite(s1) & np.isfinite(s2)
    with np.errstate(all="ignore"):
        if f == "f32":
            a, b, c = (x.astype(np.float64) for x in (s0, s1, s2))
            hi, lo = two_sum(a * b, c)  # a*b is exact in f64
            sc = round_f64_to_format(np.ldexp(hi, e), F32, "rn", np.ldexp(lo, e)).astype(np.float32)
        else:
            a0, b0, c0 = (np.where(fin, x, 0.0) for x in (s0, s1, s2))
            sc = fma_exact_round_f64(a0, b0, c0, "rn", scale_exp=e)
        zero = plain == 0  # an exact zero keeps fma's sign
        other = np.ldexp(plain, e).astype(ft)  # inf / NaN stay what they are
    out = np.where(fin & ~zero, sc, np.where(vcc, other, plain)).astype(ft)
    return _flush(out, f, ftz)


def div_fixup(s0, s1, s2, f: str, ftz: bool = False):
    """v_div_fixup_<f> (see the module docstring)."""
    ut, ft = _FMT[f][:2]
    under, quiet, dnan = _FMT[f][8:11]
    s0, s1, s2 = (_flush(np.asarray(x, ft), f, ftz) for x in np.broadcast_arrays(s0, s1, s2))
    neg = np.signbit(s1) ^ np.signbit(s2)
    inf = np.where(neg, -np.inf, np.inf).astype(ft)
    zero = np.where(neg, -0.0, 0.0).astype(ft)
    mag = np.abs(s0)
    out = np.where(np.isnan(s0), inf, np.where(neg, -mag, mag).astype(ft))
    out = np.where(_exp(s2, f) - _exp(s1, f) < under, zero, out)
    out = np.where(np.isinf(s1) | (s2 == 0), zero, out)
    out = np.where((s1 == 0) | np.isinf(s2), inf, out)
    out = np.where((np.isinf(s1) & np.isinf(s2)) | ((s1 == 0) & (s2 == 0)), ut(dnan).view(ft), out)
    out = np.where(np.isnan(s1), (s1.view(ut) | ut(quiet)).view(ft), out)
    out = np.where(np.isnan(s2), (s2.view(ut) | ut(quiet)).view(ft), out)
    return _flush(np.asarray(out, ft), f, ftz)


# ------------------------------------------------------------------ instructions
def _read(b, i, f):
    r = b.vsrc(i, f)
    if f == "f16":
        return lambda st, sel: (np.asarray(r(st, sel), U32) & U32(0xFFFF)).astype(np.uint16).view(np.float16)
    ft = np.float32 if f == "f32" else np.float64
    return lambda st, sel: np.asarray(r(st, sel)).view(ft)


@semantics("v_div_scale_f32", "v_div_scale_f64")
def v_div_scale(b):
    f = b.ins.opcode[-3:]
    b.expect(5)
    w = b.vdst(0, "b32" if f == "f32" else "b64")
    wm = b.mask_dst(1)
    r0, r1, r2 = (_read(b, i, f) for i in (2, 3, 4))
    ftz = flushes_denormals(b, f)
    bits = U32 if f == "f32" else U64

    def run(st, sel):
        m = st.exec_mask(sel)
        d, vcc = div_scale(r0(st, sel), r1(st, sel), r2(st, sel), f, ftz)
        d, vcc = np.broadcast_to(d, m.shape), np.broadcast_to(vcc, m.shape)
        w(st, sel, d.view(bits), m)
        wm(st, sel, vcc & m)
    return run


@semantics("v_div_fmas_f32", "v_div_fmas_f64")
def v_div_fmas(b):
    """Reads VCC implicitly (as LLVM prints it: three sources)."""
    f = b.ins.opcode[-3:]
    b.expect(4)
    w = b.vdst(0, "b32" if f == "f32" else "b64")
    r0, r1, r2 = (_read(b, i, f) for i in (1, 2, 3))
    vcc = b.mask_of(ir.HwReg("vcc", 2))
    ftz = flushes_denormals(b, f)
    bits = U32 if f == "f32" else U64

    def run(st, sel):
        m = st.exec_mask(sel)
        d = div_fmas(r0(st, sel), r1(st, sel), r2(st, sel), vcc(st, sel), f, ftz)
        w(st, sel, np.broadcast_to(d, m.shape).view(bits), m)
    return run


@semantics("v_div_fixup_f32", "v_div_fixup_f64", "v_div_fixup_f16")
def v_div_fixup(b):
    """f16 (the legacy VOP3 form of gfx9): the low halves of the sources; the result in the
    low half, the high half zeroed."""
    f = b.ins.opcode[-3:]
    b.expect(4)
    if f == "f16" and b.attr("op_sel"):
        b.error("op_sel on 16-bit VOP3 operations is not supported")
    w = b.vdst(0, "b64" if f == "f64" else "b32")
    r0, r1, r2 = (_read(b, i, f) for i in (1, 2, 3))
    ftz = flushes_denormals(b, f)

    def run(st, sel):
        m = st.exec_mask(sel)
        d = div_fixup(r0(st, sel), r1(st, sel), r2(st, sel), f, ftz)
        d = np.broadcast_to(d, m.shape)
        bits = d.view(U64) if f == "f64" else (d.view(U32) if f == "f32" else d.view(np.uint16).astype(U32))
        w(st, sel, bits, m)
    return run
