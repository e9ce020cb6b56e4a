"""16-bit VALU instructions (GFX9 VOP1/VOP2/VOP3 forms, as LLVM selects them for
``short``/``char``/``_Float16`` code): integer arithmetic, shifts, min/max/med3, the f16
one-source operations (floor, ceil, trunc, rndne, fract, sqrt, rcp, rsq, exp, log, sin,
cos, frexp, ldexp) and the 16-bit conversions.

Sources are the low 16 bits of their registers; the result is written to bits 15:0 and
bits 31:16 are **zeroed** — the GFX9 behaviour LLVM relies on (``GCNSubtarget::
zeroesHigh16BitsOfDest``: the 16-bit shifts, add/sub/mul, min/max and v_mad_u16/i16 zero
the high half up to GFX9; "derived mostly from experimentation" in LLVM's words). Shift
counts use bits 3:0 of src0 (the ``rev`` operand order). ``clamp`` saturates the unsigned
add/sub (AMD ISA guides: integer clamp). ``op_sel`` (16-bit VOP3 on gfx9) is refused.

f16 numerics: rounding operations, fract, frexp, ldexp and the conversions are exact
(ldexp and int->f16 round once, to nearest even); ``v_sqrt/rcp/rsq_f16`` are correctly
rounded (the hardware promises 1 ulp, as for f32) and ``v_exp/log_f16`` are 2^x / log2 x
rounded once from f64, ``v_sin/cos_f16`` sin/cos(2 pi x) likewise (not AMD's tables).
f16 -> int conversions truncate toward zero and saturate, NaN -> 0 (as the f32 ones).
"""

from __future__ import annotations

import numpy as np

from . import semantics
from .valu import vop

U32, I32 = np.uint32, np.int32
M16 = U32(0xFFFF)


def _u(x):
    return np.asarray(x, U32) & M16


def _s(x):
    return (np.asarray(x, U32) & M16).astype(np.uint16).view(np.int16).astype(I32)


def _w(x):
    """A 16-bit result (any int array) as the 32-bit register value (high half zero)."""
    return np.asarray(x).astype(np.int64).astype(U32) & M16


_BIN = {
    "v_add_u16": lambda a, c: _w(_u(a) + _u(c)),
    "v_sub_u16": lambda a, c: _w(_u(a) - _u(c)),
    "v_subrev_u16": lambda a, c: _w(_u(c) - _u(a)),
    "v_mul_lo_u16": lambda a, c: _w(_u(a) * _u(c)),
    "v_lshlrev_b16": lambda a, c: _w(_u(c) << (_u(a) & U32(15))),
    "v_lshrrev_b16": lambda a, c: _w(_u(c) >> (_u(a) & U32(15))),
    "v_ashrrev_i16": lambda a, c: _w(_s(c) >> (_u(a) & U32(15)).astype(I32)),
    "v_max_u16": lambda a, c: _w(np.maximum(_u(a), _u(c))),
    "v_min_u16": lambda a, c: _w(np.minimum(_u(a), _u(c))),
    "v_max_i16": lambda a, c: _w(np.maximum(_s(a), _s(c))),
    "v_min_i16": lambda a, c: _w(np.minimum(_s(a), _s(c))),
    "v_add_i16": lambda a, c: _w(_s(a) + _s(c)),
    "v_sub_i16": lambda a, c: _w(_s(a) - _s(c)),
}

_SAT = {  # clamp: unsigned saturation of the exact result (signed for the _i16 forms)
    "v_add_u16": lambda a, c: _w(np.minimum(_u(a) + _u(c), M16)),
    "v_sub_u16": lambda a, c: _w(np.maximum(_u(a).astype(I32) - _u(c).astype(I32), 0)),
    "v_subrev_u16": lambda a, c: _w(np.maximum(_u(c).astype(I32) - _u(a).astype(I32), 0)),
    "v_add_i16": lambda a, c: _w(np.clip(_s(a) + _s(c), -32768, 32767)),
    "v_sub_i16": lambda a, c: _w(np.clip(_s(a) - _s(c), -32768, 32767)),
}


def _med3(a, m, c):
    a, m, c = np.broadcast_arrays(a, m, c)
    return np.maximum(np.minimum(a, m), np.minimum(np.maximum(a, m), c))


_TER = {
    "v_mad_u16": lambda a, m, c: _w(_u(a) * _u(m) + _u(c)),
    "v_mad_i16": lambda a, m, c: _w(_s(a) * _s(m) + _s(c)),
    "v_max3_u16": lambda a, m, c: _w(np.maximum(np.maximum(_u(a), _u(m)), _u(c))),
    "v_min3_u16": lambda a, m, c: _w(np.minimum(np.minimum(_u(a), _u(m)), _u(c))),
    "v_med3_u16": lambda a, m, c: _w(_med3(_u(a), _u(m), _u(c))),
    "v_max3_i16": lambda a, m, c: _w(np.maximum(np.maximum(_s(a), _s(m)), _s(c))),
    "v_min3_i16": lambda a, m, c: _w(np.minimum(np.minimum(_s(a), _s(m)), _s(c))),
    "v_med3_i16": lambda a, m, c: _w(_med3(_s(a), _s(m), _s(c))),
    # 32-bit results from 16-bit sources
    "v_mad_u32_u16": lambda a, m, c: (_u(a) * _u(m) + np.asarray(c, U32)).astype(U32),
    "v_mad_i32_i16": lambda a, m, c: (_s(a) * _s(m) + np.asarray(c, U32).view(I32)).astype(I32).view(U32),
}


def _no_op_sel(b):
    if b.attr("op_sel"):
        b.error(f"op_sel on the 16-bit operation '{b.ins.opcode}' is not supported")


@semantics(*_BIN)
def v_int16_2(b):
    _no_op_sel(b)
    op = b.ins.opcode
    f = _BIN[op]
    if op in _SAT and b.ins.attrs.get("clamp"):
        b.attr("clamp")
        f = _SAT[op]
    return vop(b, "b32", ["b32", "b32"], f)


@semantics(*_TER)
def v_int16_3(b):
    _no_op_sel(b)
    return vop(b, "b32", ["b32", "b32", "b32"], _TER[b.ins.opcode])


# ------------------------------------------------------------------ f16 one-source operations
def _h(x):
    return (np.asarray(x, U32) & M16).astype(np.uint16).view(np.float16)


def _hw(x):
    """An f16 result (any float array, rounded to f16 here) as the register value."""
    with np.errstate(all="ignore"):
        return np.asarray(x, np.float64).astype(np.float16).view(np.uint16).astype(U32)


def _f64(x):
    return _h(x).astype(np.float64)


def _sat_int(x, lo, hi):
    v = np.trunc(np.where(np.isnan(x), 0.0, x))
    return np.clip(v, lo, hi).astype(np.int64)

_F16_1 = {
    "v_floor_f16": lambda a: _hw(np.floor(_f64(a))),
    "v_ceil_f16": lambda a: _hw(np.ceil(_f64(a))),
    "v_trunc_f16": lambda a: _hw(np.trunc(_f64(a))),
    "v_rndne_f16": lambda a: _hw(np.rint(_f64(a))),
    # fract: x - floor(x), at most the largest f16 below 1 (as v_fract_f32); inf -> NaN
    "v_fract_f16": lambda a: _hw(np.where(np.isinf(_f64(a)), np.nan,
                                          np.minimum(_f64(a) - np.floor(_f64(a)), 1 - 2.0 ** -11))),
    "v_sqrt_f16": lambda a: _hw(np.sqrt(_f64(a))),
    "v_rcp_f16": lambda a: _hw(1.0 / _f64(a)),
    "v_rsq_f16": lambda a: _hw(1.0 / np.sqrt(_f64(a))),
    "v_exp_f16": lambda a: _hw(np.exp2(_f64(a))),
    "v_log_f16": lambda a: _hw(np.log2(_f64(a))),
    "v_sin_f16": lambda a: _hw(np.sin(2 * np.pi * _f64(a))),
    "v_cos_f16": lambda a: _hw(np.cos(2 * np.pi * _f64(a))),
    "v_frexp_mant_f16": lambda a: _hw(np.where(np.isfinite(_f64(a)), np.frexp(_f64(a))[0], _f64(a))),
    "v_frexp_exp_i16_f16": lambda a: _w(np.where(np.isfinite(_f64(a)), np.frexp(_f64(a))[1], 0)),
    "v_cvt_f16_u16": lambda a: _hw(_u(a).astype(np.float64)),
    "v_cvt_f16_i16": lambda a: _hw(_s(a).astype(np.float64)),
    "v_cvt_u16_f16": lambda a: _w(_sat_int(_f64(a), 0, 65535)),
    "v_cvt_i16_f16": lambda a: _w(_sat_int(_f64(a), -32768, 32767)),
}


@semantics(*_F16_1)
def v_f16_1(b):
    _no_op_sel(b)
    f = _F16_1[b.ins.opcode]

    def quiet(a):
        with np.errstate(all="ignore"):
            return f(a)
    src_t = "f16" if b.ins.opcode not in ("v_cvt_f16_u16", "v_cvt_f16_i16") else "b32"
    return vop(b, "b32", [src_t], quiet)


@semantics("v_ldexp_f16", "v_subrev_f16")
def v_f16_2(b):
    """v_ldexp_f16: S0.f16 * 2^S1.i16 (one rounding); v_subrev_f16: S1 - S0."""
    _no_op_sel(b)
    if b.ins.opcode == "v_ldexp_f16":
        def f(a, c):
            with np.errstate(all="ignore"):
                return _hw(np.ldexp(_f64(a), np.clip(_s(c), -100, 100)))
        return vop(b, "b32", ["f16", "b32"], f)

    def g(a, c):
        with np.errstate(all="ignore"):
            return _hw(_f64(c) - _f64(a))
    return vop(b, "b32", ["f16", "f16"], g)
