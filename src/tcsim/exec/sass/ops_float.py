"""Floating-point SASS: FADD, FMUL, FFMA, FMNMX, FSETP, HFMA2/HADD2/HMUL2 (paired halves),
DADD/DMUL/DFMA, and the conversions I2F/F2I. The arithmetic is tcsim's shared IEEE code
(exec/fp_arith.py), the very functions PTX add/mul/fma.f32 and .f64 use, so SASS and PTX modes
round alike. Operand -x / |x| flip and clear the sign bit (seed: nvdisasm's operand syntax)."""

from __future__ import annotations

import numpy as np

from tcsim.exec import fp_arith, fp_half
from tcsim.isa.sass.ir import Imm

from .operands import SassDecodeError, pred_reader, pred_writer, reader, reader64, where, writer, writer64
from .table import sass

_MODE = {"RN": "rn", "RZ": "rz", "RM": "rm", "RP": "rp"}


def _mode(ins) -> str:
    return next((_MODE[m] for m in ins.mods if m in _MODE), "rn")


def _f32(bits):
    return np.asarray(bits, np.uint32).view(np.float32)


def _bits(x):
    return np.asarray(x, np.float32).view(np.uint32)


def _fr(o, k, ins):
    r = reader(o, k, ins, kind="f")
    return lambda st, sel: _f32(r(st, sel))


@sass("FADD", uniform=False)
def fadd(k, ins):
    d, a, b = ins.operands[:3]
    w, ra, rb = writer(d, k, ins), _fr(a, k, ins), _fr(b, k, ins)
    mode, ftz, sat = _mode(ins), "FTZ" in ins.mods, "SAT" in ins.mods
    return lambda st, sel: w(st, sel, _bits(fp_arith.add_f32(ra(st, sel), rb(st, sel), mode, ftz, sat)))


@sass("FMUL", uniform=False)
def fmul(k, ins):
    d, a, b = ins.operands[:3]
    w, ra, rb = writer(d, k, ins), _fr(a, k, ins), _fr(b, k, ins)
    mode, ftz, sat = _mode(ins), "FTZ" in ins.mods, "SAT" in ins.mods
    return lambda st, sel: w(st, sel, _bits(fp_arith.mul_f32(ra(st, sel), rb(st, sel), mode, ftz, sat)))


@sass("FFMA", uniform=False)
def ffma(k, ins):
    d, a, b, c = ins.operands[:4]
    w, ra, rb, rc = writer(d, k, ins), _fr(a, k, ins), _fr(b, k, ins), _fr(c, k, ins)
    mode, ftz, sat = _mode(ins), "FTZ" in ins.mods, "SAT" in ins.mods
    return lambda st, sel: w(st, sel, _bits(fp_arith.fma_f32(ra(st, sel), rb(st, sel), rc(st, sel), mode, ftz, sat)))


@sass("FMNMX", uniform=False)
def fmnmx(k, ins):
    """FMNMX d, a, b, P: min when P, else max (IEEE minNum/maxNum, as PTX min/max.f32)."""
    d, a, b, p = ins.operands[:4]
    w, ra, rb, rp = writer(d, k, ins), _fr(a, k, ins), _fr(b, k, ins), pred_reader(p, k, ins)
    ftz = "FTZ" in ins.mods

    def run(st, sel):
        x, y = ra(st, sel), rb(st, sel)
        lo = fp_arith.min_f32(x, y, ftz=ftz)
        hi = fp_arith.max_f32(x, y, ftz=ftz)
        w(st, sel, np.where(rp(st, sel), _bits(lo), _bits(hi)).astype(np.uint32))
    return run


_FCMP = {
    "LT": lambda x, y: x < y, "LE": lambda x, y: x <= y, "GT": lambda x, y: x > y, "GE": lambda x, y: x >= y,
    "EQ": lambda x, y: x == y, "NE": lambda x, y: (x != y) & ~np.isnan(x) & ~np.isnan(y),
    "NUM": lambda x, y: ~np.isnan(x) & ~np.isnan(y), "NAN": lambda x, y: np.isnan(x) | np.isnan(y),
}
_UNORDERED = {"LTU": "LT", "LEU": "LE", "GTU": "GT", "GEU": "GE", "EQU": "EQ", "NEU": "NE"}
_BOOL = {"AND": np.logical_and, "OR": np.logical_or, "XOR": np.logical_xor}


def fcompare(cmp: str, x, y):
    """A comparison of PTX setp.f32 / SASS FSETP: ordered (false with a NaN) unless it ends in U."""
    if cmp in _UNORDERED:
        return _FCMP[_UNORDERED[cmp]](x, y) | np.isnan(x) | np.isnan(y)
    return _FCMP[cmp](x, y)


@sass("FSETP", uniform=False)
def fsetp(k, ins):
    cmp = next((m for m in ins.mods if m in _FCMP or m in _UNORDERED), None)
    bo = next((m for m in ins.mods if m in _BOOL), None)
    if cmp is None or bo is None:
        raise SassDecodeError(f"{where(k, ins)}: FSETP needs a comparison and a boolean operation")
    p, q, a, b, pin = ins.operands[:5]
    wp, wq = pred_writer(p, k, ins), pred_writer(q, k, ins)
    ra, rb, rin = _fr(a, k, ins), _fr(b, k, ins), pred_reader(pin, k, ins)
    ftz, f = "FTZ" in ins.mods, _BOOL[bo]

    def run(st, sel):
        x, y = ra(st, sel), rb(st, sel)
        if ftz:
            x, y = fp_arith.ftz_f32(x), fp_arith.ftz_f32(y)
        r = np.asarray(fcompare(cmp, x, y), bool)
        pv = np.asarray(rin(st, sel), bool)
        wp(st, sel, f(r, pv))
        wq(st, sel, f(~r, pv))
    return run


def _f64r(o, k, ins):
    r = reader64(o, k, ins)
    neg, ab = getattr(o, "neg", False), getattr(o, "abs", False)

    def f(st, sel):
        v = np.asarray(r(st, sel), np.uint64)
        if ab:
            v = v & np.uint64(0x7FFFFFFFFFFFFFFF)
        if neg:
            v = v ^ np.uint64(0x8000000000000000)
        return v.view(np.float64)
    return f


@sass("DADD", "DMUL", "DFMA", uniform=False)
def dfloat(k, ins):
    ops = ins.operands
    w = writer64(ops[0], k, ins)
    srcs = [_f64r(o, k, ins) for o in ops[1:4 if ins.opcode == "DFMA" else 3]]
    mode = _mode(ins)
    fn = {"DADD": fp_arith.add_f64, "DMUL": fp_arith.mul_f64, "DFMA": fp_arith.fma_f64}[ins.opcode]
    return lambda st, sel: w(st, sel, np.asarray(fn(*(s(st, sel) for s in srcs), mode=mode), np.float64).view(np.uint64))


def _halves(o, k, ins):
    """A paired-half operand as two float16 arrays (low, high), applying .H0_H0 / .H1_H1 and
    the sign flip of -x."""
    r = reader(o, k, ins, kind="i")
    mods = getattr(o, "mods", ())
    neg = getattr(o, "neg", False)

    def f(st, sel):
        v = np.asarray(r(st, sel), np.uint32)
        if neg:
            v = v ^ np.uint32(0x80008000)
        lo, hi = fp_half.unpack_half2(v)
        if "H0_H0" in mods:
            hi = lo
        elif "H1_H1" in mods:
            lo = hi
        return lo, hi
    return f


@sass("HFMA2", "HADD2", "HMUL2", uniform=False)
def hfma2(k, ins):
    """Paired f16 arithmetic with one rounding per half: tcsim's f16 add/mul/fma (exec/fp_half.py),
    as PTX add/mul/fma.rn.f16x2. ``HFMA2.MMA d, -RZ, RZ, hi, lo`` is how ptxas materialises a
    constant: the two immediates are the (high, low) halves."""
    ops = ins.operands
    if ins.opcode == "HADD2" and set(ins.mods) == {"F32"} and len(ops) == 3:
        return _hadd2_f32(k, ins)
    if ins.opcode == "HFMA2":
        d, a, b, cops = ops[0], ops[1], ops[2], ops[3:]
    elif ins.opcode == "HADD2":
        d, a, b, cops = ops[0], ops[1], None, ops[2:]
    else:
        d, a, b, cops = ops[0], ops[1], ops[2], []
    if set(ins.mods) - {"MMA"} or any(m not in ("H0_H0", "H1_H1") for o in ops[1:] for m in getattr(o, "mods", ())):
        raise SassDecodeError(f"{where(k, ins)}: this {ins.opcode} form is not supported")
    w = writer(d, k, ins)
    ra = _halves(a, k, ins)
    rb = _halves(b, k, ins) if b is not None else None
    if len(cops) == 2:  # two immediates: high half, low half
        if not all(isinstance(c, Imm) for c in cops):
            raise SassDecodeError(f"{where(k, ins)}: expected two immediate halves")
        chi, clo = (np.float16(c.value) for c in cops)
        if any(np.float64(h) != c.value for h, c in zip((chi, clo), cops)):
            raise SassDecodeError(f"{where(k, ins)}: immediate is not a half-precision value")
        rc = lambda st, sel: (clo, chi)  # noqa: E731
    elif len(cops) == 1:
        rc = _halves(cops[0], k, ins)
    else:
        rc = None

    def run(st, sel):
        alo, ahi = ra(st, sel)
        out = []
        for i, x in enumerate((alo, ahi)):
            y = rb(st, sel)[i] if rb is not None else None
            z = rc(st, sel)[i] if rc is not None else None
            if y is not None and z is not None:
                out.append(fp_half.fma_f16(x, y, z))
            elif y is not None:
                out.append(fp_half.mul_f16(x, y))
            else:
                out.append(fp_half.add_f16(x, z))
        w(st, sel, fp_half.pack_half2(*np.broadcast_arrays(*out)))
    return run


def _hadd2_f32(k, ins):
    """``HADD2.F32 d, a, b``: the low halves (after .H0_H0 / .H1_H1 and -x) added in f32, one
    f32 result — ptxas's cvt.f32.f16 is ``HADD2.F32 d, -RZ, x.H0_H0`` (-0 + x: x exactly)."""
    d, a, b = ins.operands
    w, ra, rb = writer(d, k, ins), _halves(a, k, ins), _halves(b, k, ins)

    def run(st, sel):
        x = ra(st, sel)[0].astype(np.float32)
        y = rb(st, sel)[0].astype(np.float32)
        w(st, sel, _bits(fp_arith.add_f32(x, y)))
    return run


@sass("I2F", "I2FP", uniform=False)
def i2f(k, ins):
    """I2F[.F32][.S32|.U32] d, a: integer to f32, rounding per the mode (PTX cvt.rn.f32.s32)."""
    d, a = ins.operands[:2]
    if set(ins.mods) - {"F32", "S32", "U32", "RN", "RZ", "RM", "RP"}:
        raise SassDecodeError(f"{where(k, ins)}: this I2F form is not supported")
    signed = "U32" not in ins.mods
    mode = _mode(ins)
    w, ra = writer(d, k, ins), reader(a, k, ins)
    from tcsim.exec.fp_core import round_f64_to_f32

    def run(st, sel):
        v = np.asarray(ra(st, sel), np.uint32)
        x = v.view(np.int32).astype(np.float64) if signed else v.astype(np.float64)
        # |x| < 2^32 is exact in f64: one rounding to f32
        w(st, sel, np.asarray(round_f64_to_f32(x, mode), np.float32).view(np.uint32))
    return run


@sass("F2I", uniform=False)
def f2i(k, ins):
    """F2I[.TRUNC|.FLOOR|.CEIL][.NTZ][.U32|.S32] d, a: f32 to a saturated integer (NaN -> 0),
    as PTX cvt.rzi/rmi/rpi/rni.s32.f32."""
    d, a = ins.operands[:2]
    mods = set(ins.mods)
    if mods - {"TRUNC", "FLOOR", "CEIL", "NTZ", "U32", "S32", "FTZ"}:
        raise SassDecodeError(f"{where(k, ins)}: this F2I form is not supported")
    rnd = np.trunc if "TRUNC" in mods else np.floor if "FLOOR" in mods else np.ceil if "CEIL" in mods else np.rint
    unsigned = "U32" in mods
    w, ra = writer(d, k, ins), _fr(a, k, ins)

    def run(st, sel):
        x = rnd(np.asarray(ra(st, sel), np.float64))
        lo, hi = (0, 2**32 - 1) if unsigned else (-(2**31), 2**31 - 1)
        r = np.where(np.isnan(x), 0, np.clip(np.nan_to_num(x, nan=0.0), lo, hi)).astype(np.int64)
        w(st, sel, r.astype(np.uint32))
    return run


@sass("MUFU", uniform=False)
def mufu(k, ins):
    """MUFU.{RCP,RSQ,SQRT,EX2,LG2,SIN,COS,TANH} d, a: the special-function unit, by the models of
    PTX's .approx instructions (exec/fp_approx.py). SIN and COS take the angle in turns: ptxas
    multiplies by 1/(2 pi) first (FMUL.RZ before MUFU.SIN in its sin.approx code)."""
    from tcsim.exec import fp_approx

    fn = {"RCP": fp_approx.rcp_approx_f32, "RSQ": fp_approx.rsqrt_approx_f32, "SQRT": fp_approx.sqrt_approx_f32,
          "EX2": fp_approx.ex2_approx_f32, "LG2": fp_approx.lg2_approx_f32, "TANH": lambda a: fp_approx.tanh_approx_f32(a),
          "SIN": lambda a: fp_approx.sin_approx_f32(np.float32(2 * np.pi) * np.asarray(a, np.float64)),
          "COS": lambda a: fp_approx.cos_approx_f32(np.float32(2 * np.pi) * np.asarray(a, np.float64))}
    op = next((m for m in ins.mods if m in fn), None)
    if op is None or len(ins.mods) != 1:
        raise SassDecodeError(f"{where(k, ins)}: {ins.name} is not supported")
    d, a = ins.operands[:2]
    w, ra = writer(d, k, ins), _fr(a, k, ins)
    f = fn[op]
    return lambda st, sel: w(st, sel, _bits(np.asarray(f(ra(st, sel)), np.float32)))
