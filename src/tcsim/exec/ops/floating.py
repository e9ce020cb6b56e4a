"""Floating-point instructions over f32, f64, f16, bf16 and the packed f16x2/bf16x2.

Numeric model (see ``docs/numerics.md``):

* ``add/sub/mul/fma/div/sqrt/rcp`` with ``.rn`` are IEEE 754 correctly rounded; the
  directed modes ``.rz/.rm/.rp`` round the exact result, computed as a float64 value plus
  an exact residual (TwoSum/TwoProduct) and rounded by ``fp_core.round_f64_to_format``.
  The fast path (``.rn`` f32/f64 without ``.ftz``) is plain numpy arithmetic, which is
  IEEE-exact for these operations.
* ``.ftz`` flushes f32 subnormal inputs and results to sign-preserving zero; ``.sat``
  clamps to [0, 1] (NaN -> +0).
* NaN results of f32/f16/bf16 arithmetic are the canonical NaN (0x7FFFFFFF / 0x7FFF),
  as NVIDIA GPUs produce; f64 NaN results propagate a quieted input NaN.
* ``.approx`` functions (sin, cos, lg2, ex2, rsqrt, rcp.approx, sqrt.approx, tanh) are
  modelled as the correctly rounded result of the exact function — an assumption: the
  hardware MUFU is only specified to a maximum error.
"""

from __future__ import annotations

import numpy as np

from tcsim.exec import fp_core as fc
from tcsim.exec.dtypes import DTYPE
from tcsim.exec.ops import semantics
from tcsim.exec.ops.common import rounding_of, types_of

_FMT = {"f32": fc.F32, "f64": fc.F64, "f16": fc.F16, "bf16": fc.BF16}
_PACKED = {"f16x2": "f16", "bf16x2": "bf16"}
_TINY32 = np.float32(np.finfo(np.float32).tiny)


def _canon32(r):
    r = np.asarray(r, dtype=np.float32)
    if np.isnan(r).any():
        return np.where(np.isnan(r), np.uint32(fc.CANON_NAN_F32).view(np.float32), r).astype(np.float32)
    return r


def _ftz32(x):
    x = np.asarray(x, dtype=np.float32)
    sub = np.abs(x) < _TINY32
    if sub.any():
        return np.where(sub, np.copysign(np.float32(0), x), x).astype(np.float32)
    return x


def _round(x64, t: str, mode: str, err=None):
    """Round float64 ``x64`` (+ exact ``err``) to type ``t`` with ``mode``."""
    if t == "f32":
        return fc.round_f64_to_f32(x64, mode, err)
    if t == "f16":
        return fc.round_f64_to_f16(x64, mode, err)
    if t == "bf16":
        return fc.round_f64_to_bf16(x64, mode, err)
    if err is None and mode == "rn":
        return np.asarray(x64, dtype=np.float64)
    return fc.round_f64_to_format(x64, fc.F64, mode, err)


def _exact_op(op: str, t: str, mode: str):
    """``f(a, b[, c])`` computing ``op`` exactly in f64 (+ residual), then rounding to ``t``."""
    with np.errstate(all="ignore"):
        if op in ("add", "sub"):
            def f(a, b):
                a64 = np.asarray(a, dtype=np.float64)
                b64 = np.asarray(b, dtype=np.float64)
                if op == "sub":
                    b64 = -b64
                s, e = fc.two_sum(a64, b64)
                return _round(s, t, mode, np.where(np.isfinite(s), e, 0.0))
            return f
        if op == "mul":
            def f(a, b):
                a64 = np.asarray(a, dtype=np.float64)
                b64 = np.asarray(b, dtype=np.float64)
                if t == "f64":
                    p, e = fc.two_prod(a64, b64)
                    return _round(p, t, mode, np.where(np.isfinite(p), e, 0.0))
                return _round(a64 * b64, t, mode)  # exact for f32/f16/bf16 inputs
            return f
        if op == "fma":
            def f(a, b, c):
                a64 = np.asarray(a, dtype=np.float64)
                b64 = np.asarray(b, dtype=np.float64)
                c64 = np.asarray(c, dtype=np.float64)
                if t == "f64":
                    return _fma64(a64, b64, c64, mode)
                s, e = fc.two_sum(a64 * b64, c64)
                return _round(s, t, mode, np.where(np.isfinite(s), e, 0.0))
            return f
        if op == "div":
            def f(a, b):
                a64 = np.asarray(a, dtype=np.float64)
                b64 = np.asarray(b, dtype=np.float64)
                q = a64 / b64
                if t != "f64" and mode == "rn":
                    return _round(q, t, mode)  # 53 >= 2*24+2: double rounding is innocuous
                ph, pl = fc.two_prod(q, b64)
                resid = (a64 - ph) - pl
                err = np.where(np.isfinite(q) & (q != 0), resid / b64, 0.0)
                return _round(q, t, mode, err)
            return f
        if op == "sqrt":
            def f(a):
                a64 = np.asarray(a, dtype=np.float64)
                q = np.sqrt(a64)
                if t != "f64" and mode == "rn":
                    return _round(q, t, mode)
                ph, pl = fc.two_prod(q, q)
                resid = (a64 - ph) - pl
                err = np.where(np.isfinite(q) & (q > 0), resid, 0.0)
                return _round(q, t, mode, err)
            return f
    raise AssertionError(op)


def fma_rn_f32(a, b, c):
    """Correctly rounded f32 fma: a*b is exact in f64; a*b + c is made exact-in-effect by
    TwoSum and round-to-odd (53 >= 24 + 2 bits, so the final RN to f32 is correct)."""
    p = np.asarray(a, dtype=np.float64) * np.asarray(b, dtype=np.float64)
    c64 = np.asarray(c, dtype=np.float64)
    s = p + c64
    bb = s - p
    e = (p - (s - bb)) + (c64 - bb)
    fix = (e != 0) & np.isfinite(e)
    if fix.any():
        sb = np.array(s, dtype=np.float64).view(np.uint64)
        even = fix & ((sb & np.uint64(1)) == 0)
        up = np.signbit(e) == np.signbit(s)  # residual points away from zero: grow |s|
        sb = np.where(even, np.where(up, sb + np.uint64(1), sb - np.uint64(1)), sb)
        s = sb.view(np.float64)
    return _canon32(np.asarray(s).astype(np.float32))


def _fma64(a, b, c, mode):
    finite = np.isfinite(a) & np.isfinite(b) & np.isfinite(c)
    with np.errstate(all="ignore"):
        naive = a * b + c  # right for inf/nan cases (IEEE: inf*0 -> NaN etc.)
    if finite.all():
        return fc.fma_exact_round_f64(a, b, c, mode)
    out = np.array(naive, dtype=np.float64)
    if finite.any():
        out[finite] = fc.fma_exact_round_f64(np.broadcast_to(a, out.shape)[finite], np.broadcast_to(b, out.shape)[finite],
                                             np.broadcast_to(c, out.shape)[finite], mode)
    return out


def _post(t: str, ftz: bool, sat: bool, relu: bool = False):
    def post(r):
        if t == "f32":
            if ftz:
                r = _ftz32(r)
            r = _canon32(r)
        elif t == "f64":
            pass
        else:
            r = fc.canonicalize_nan(np.asarray(r, dtype=DTYPE[t]), _FMT[t])
            if ftz:
                r = fc.flush_subnormal(r, _FMT[t])
        if sat:
            r = fc.saturate(r).astype(DTYPE[t])
        if relu:
            r = fc.relu(r, _FMT[t])
        return r
    return post


def _pre(t: str, ftz: bool):
    if not ftz:
        return lambda x: x
    if t == "f32":
        return _ftz32
    return lambda x: fc.flush_subnormal(np.asarray(x, dtype=DTYPE[t]), _FMT[t])


def _packed(b, fn, nsrc: int, et: str):
    """Apply the scalar function ``fn`` to both halves of packed f16x2/bf16x2 operands."""
    readers = [b.src(1 + i, "b32") for i in range(nsrc)]
    w = b.dst(0, "b32")
    edt = DTYPE[et]

    def run(st, sel):
        srcs = [np.asarray(r(st, sel)).astype(np.uint32) for r in readers]
        lo = fn(*[(s & 0xFFFF).astype(np.uint16).view(edt) for s in srcs])
        hi = fn(*[(s >> 16).astype(np.uint16).view(edt) for s in srcs])
        w(st, sel, np.asarray(lo, dtype=edt).view(np.uint16).astype(np.uint32)
          | (np.asarray(hi, dtype=edt).view(np.uint16).astype(np.uint32) << np.uint32(16)))
    return run


def _compile(b, fn, nsrc: int, t: str):
    et = _PACKED.get(t)
    if et:
        return _packed(b, fn, nsrc, et)
    b.expect(nsrc + 1)
    readers = [b.src(1 + i, t) for i in range(nsrc)]
    w = b.dst(0, t)
    if nsrc == 1:
        r0 = readers[0]
        return lambda st, sel: w(st, sel, fn(r0(st, sel)))
    if nsrc == 2:
        r0, r1 = readers
        return lambda st, sel: w(st, sel, fn(r0(st, sel), r1(st, sel)))
    r0, r1, r2 = readers
    return lambda st, sel: w(st, sel, fn(r0(st, sel), r1(st, sel), r2(st, sel)))


def _mods(b):
    m = b.ins.mods
    return rounding_of(m), "ftz" in m, "sat" in m, "relu" in m


def _elem(t: str) -> str:
    return _PACKED.get(t, t)


def binary(b, op: str, t: str):
    rnd, ftz, sat, relu = _mods(b)
    et = _elem(t)
    mode = rnd or "rn"
    if et == "f32" and mode == "rn" and not ftz and not sat:
        f = {"add": np.add, "sub": np.subtract, "mul": np.multiply}[op]
        return _compile(b, lambda x, y: _canon32(f(x, y)), 2, t)
    if et == "f64" and mode == "rn":
        f = {"add": np.add, "sub": np.subtract, "mul": np.multiply}[op]
        return _compile(b, lambda x, y: fc.f64_nan_result(f(x, y), x, y), 2, t)
    exact = _exact_op(op, et, mode)
    pre, post = _pre(et, ftz), _post(et, ftz, sat, relu)
    return _compile(b, lambda x, y: post(exact(pre(x), pre(y))), 2, t)


def fma(b, t: str):
    rnd, ftz, sat, relu = _mods(b)
    et = _elem(t)
    if rnd is None and et == "f32":
        rnd = "rn"  # mad.f32 without rounding is mad.rn.f32 (fused) on sm_20+
    if rnd is None:
        b.error(f"'{b.ins.full_opcode}' needs a rounding modifier")
    if et == "f32" and rnd == "rn" and not (ftz or sat or relu):
        return _compile(b, fma_rn_f32, 3, t)
    exact = _exact_op("fma", et, rnd)
    pre, post = _pre(et, ftz), _post(et, ftz, sat, relu)
    if et == "f64":
        return _compile(b, lambda x, y, z: fc.f64_nan_result(exact(x, y, z), x, y, z), 3, t)
    return _compile(b, lambda x, y, z: post(exact(pre(x), pre(y), pre(z))), 3, t)


@semantics("fma")
def fma_(b):
    ts = types_of(b.ins.mods)
    if len(ts) != 1:
        b.error("fma needs one type")
    return fma(b, ts[0])


def div(b, t: str):
    rnd, ftz, sat, _ = _mods(b)
    m = b.ins.mods
    if "approx" in m or "full" in m:
        if t != "f32":
            b.error("div.approx/div.full are f32 only")
        def approx(x, y):
            x, y = _ftz32(x), _ftz32(y)
            with np.errstate(all="ignore"):
                return _canon32(_ftz32((np.asarray(x, np.float64) / np.asarray(y, np.float64)).astype(np.float32)))
        return _compile(b, approx, 2, t)
    if rnd is None:
        b.error(f"'{b.ins.full_opcode}' needs .approx, .full or a rounding modifier")
    exact = _exact_op("div", t, rnd)
    pre, post = _pre(t, ftz), _post(t, ftz, sat)
    if t == "f64":
        return _compile(b, lambda x, y: fc.f64_nan_result(exact(x, y), x, y), 2, t)
    return _compile(b, lambda x, y: post(exact(pre(x), pre(y))), 2, t)


def sign_op(b, op: str, t: str):
    """abs/neg flip or clear the sign bit (also of NaN); ``.ftz`` flushes first."""
    ftz = "ftz" in b.ins.mods
    et = _elem(t)
    bits = DTYPE[et].itemsize * 8
    ut = {16: np.uint16, 32: np.uint32, 64: np.uint64}[bits]
    sign = ut(1 << (bits - 1))
    pre = _pre(et, ftz)

    def f(x):
        u = np.asarray(pre(x), dtype=DTYPE[et]).view(ut)
        return (u & ~sign if op == "abs" else u ^ sign).view(DTYPE[et])
    return _compile(b, f, 1, t)


def _minmax_fn(op: str, t: str, nan: bool, ftz: bool, xorsign: bool):
    dt = DTYPE[t]
    fmt = _FMT[t]
    pre = _pre(t, ftz)

    def f(x, y):
        x = np.asarray(pre(x), dtype=dt)
        y = np.asarray(pre(y), dtype=dt)
        xs, ys = x.astype(np.float64), y.astype(np.float64)
        if xorsign:
            sgn = np.signbit(xs) ^ np.signbit(ys)
            xs, ys = np.abs(xs), np.abs(ys)
        r = np.fmin(xs, ys) if op == "min" else np.fmax(xs, ys)
        # -0 is less than +0 (PTX: min(-0.0, +0.0) = -0.0, max = +0.0)
        both0 = (xs == 0) & (ys == 0)
        if both0.any():
            neg = (np.signbit(xs) | np.signbit(ys)) if op == "min" else (np.signbit(xs) & np.signbit(ys))
            r = np.where(both0, np.where(neg, -0.0, 0.0), r)
        anynan = np.isnan(xs) | np.isnan(ys)
        if nan:
            r = np.where(anynan, np.nan, r)
        if xorsign:
            r = np.where(sgn, -r, r)
        out = np.asarray(r).astype(dt)
        if t != "f64":
            out = fc.canonicalize_nan(out, fmt)
        return out
    return f


def minmax(b, op: str, t: str):
    m = b.ins.mods
    et = _elem(t)
    f = _minmax_fn(op, et, "NaN" in m, "ftz" in m, "xorsign" in m)
    if "relu" in m:
        g = f
        f = lambda x, y: fc.relu(g(x, y), _FMT[et])  # noqa: E731
    nsrc = len(b.ops) - 1
    if nsrc == 3:  # three-input min/max (sm_100+): min(min(a, b), c)
        g = f
        return _compile(b, lambda x, y, z: g(g(x, y), z), 3, t)
    return _compile(b, f, 2, t)


# ------------------------------------------------------------------ unary functions

def _approx(fn64, t: str, ftz: bool):
    """Model of an .approx function: the exact function rounded to ``t`` (see module doc)."""
    pre = _pre(t, ftz)
    post = _post(t, ftz, False)

    def f(x):
        with np.errstate(all="ignore"):
            r = fn64(np.asarray(pre(x), dtype=np.float64))
        if t == "f64":
            return r
        return post(np.asarray(r).astype(DTYPE[t]) if t != "f32" else np.asarray(r).astype(np.float32))
    return f


_FUNCS = {
    "sin": np.sin, "cos": np.cos, "lg2": np.log2, "ex2": np.exp2, "tanh": np.tanh,
    "rsqrt": lambda x: 1.0 / np.sqrt(x),
}


@semantics("sin", "cos", "lg2", "ex2", "tanh", "rsqrt", cls="sfu")
def transcendental(b):
    ts = types_of(b.ins.mods)
    t = ts[0]
    ftz = "ftz" in b.ins.mods
    fn = _FUNCS[b.ins.opcode]
    if b.ins.opcode in ("sin", "cos"):
        # sin/cos(+-inf) = NaN; the model keeps numpy's result otherwise
        fn = _FUNCS[b.ins.opcode]
    et = _elem(t)
    return _compile(b, _approx(fn, et, ftz), 1, t)


@semantics("rcp", "sqrt", cls="sfu")
def rcp_sqrt(b):
    t = types_of(b.ins.mods)[0]
    rnd, ftz, _, _ = _mods(b)
    op = b.ins.opcode
    if "approx" in b.ins.mods or rnd is None:
        fn = (lambda x: 1.0 / x) if op == "rcp" else np.sqrt
        return _compile(b, _approx(fn, _elem(t), ftz), 1, t)
    pre, post = _pre(t, ftz), _post(t, ftz, False)
    if op == "rcp":
        exact = _exact_op("div", t, rnd)
        one = DTYPE[t].type(1)
        return _compile(b, lambda x: post(exact(one, pre(x))), 1, t)
    exact = _exact_op("sqrt", t, rnd)
    return _compile(b, lambda x: post(exact(pre(x))), 1, t)


@semantics("copysign")
def copysign(b):
    t = types_of(b.ins.mods)[0]
    # copysign.f32 d, a, b: d = |b| with the sign of a
    return _compile(b, lambda x, y: np.copysign(y, x).astype(DTYPE[t]), 2, t)


@semantics("testp")
def testp(b):
    ts = types_of(b.ins.mods)
    t = ts[0]
    kind = next(m for m in b.ins.mods if m in ("finite", "infinite", "number", "notanumber", "normal", "subnormal"))
    r = b.src(1, t)
    w = b.dst(0, "pred")
    tiny = np.finfo(DTYPE[t]).tiny

    def run(st, sel):
        x = np.asarray(r(st, sel))
        a = np.abs(x)
        res = {
            "finite": np.isfinite(x), "infinite": np.isinf(x), "number": ~np.isnan(x), "notanumber": np.isnan(x),
            "normal": np.isfinite(x) & (a >= tiny), "subnormal": (a < tiny) & (a > 0),
        }[kind]
        w(st, sel, res)
    return run
