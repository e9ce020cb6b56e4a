"""Comparisons and selection: setp, set, selp, slct (PTX ISA §9.7.7 "Comparison and Selection").

Ordered float comparisons are false when either operand is NaN (``ne`` included); the
``u``-suffixed forms are true when either is NaN. ``lo/ls/hi/hs`` compare unsigned.
"""

from __future__ import annotations

import numpy as np

from tcsim.exec.dtypes import DTYPE, is_float
from tcsim.exec.ops import semantics, typed
from tcsim.exec.ops.common import types_of
from tcsim.isa import ir

_CMP = {
    "eq": np.equal, "ne": np.not_equal, "lt": np.less, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal,
    "lo": np.less, "ls": np.less_equal, "hi": np.greater, "hs": np.greater_equal,
}
_BOOL = {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}


def _ftz(x):
    """Flush subnormals to sign-preserving zero (the ``.ftz`` input rule)."""
    a = np.asarray(x)
    tiny = np.finfo(a.dtype).tiny if a.dtype.kind == "f" else None
    if tiny is None:
        return x
    return np.where(np.abs(a) < tiny, np.copysign(a.dtype.type(0), a), a)


def comparator(b, cmp: str, t: str, ftz: bool):
    """``f(a, b) -> bool array`` for comparison ``cmp`` on values of type ``t``."""
    if cmp not in _CMP and cmp not in ("equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"):
        b.error(f"unknown comparison .{cmp}")
    if not is_float(t):
        if cmp in ("equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"):
            b.error(f"comparison .{cmp} needs a floating-point type")
        if cmp in ("lo", "ls", "hi", "hs") and t[0] == "s":
            b.error(f"comparison .{cmp} is unsigned but the type is .{t}")
        if t[0] == "b" and cmp not in ("eq", "ne"):
            if cmp in ("lo", "ls", "hi", "hs"):
                pass  # bit types compare as unsigned
            else:
                b.error(f"comparison .{cmp} is not defined for bit type .{t}")
        return _CMP[cmp]
    if cmp in ("lo", "ls", "hi", "hs"):
        b.error(f"comparison .{cmp} is not defined for .{t}")
    if t == "bf16" or t == "f16":
        def widen(x):
            return np.asarray(x).astype(np.float32)
    else:
        def widen(x):
            return x
    if ftz:
        def prep(x):
            return _ftz(widen(x))
    else:
        prep = widen
    if cmp == "num":
        return lambda x, y: ~(np.isnan(prep(x)) | np.isnan(prep(y)))
    if cmp == "nan":
        return lambda x, y: np.isnan(prep(x)) | np.isnan(prep(y))
    if cmp.endswith("u") and cmp[:-1] in _CMP:
        f = _CMP[cmp[:-1]]
        return lambda x, y: (lambda a, c: f(a, c) | np.isnan(a) | np.isnan(c))(prep(x), prep(y))
    f = _CMP[cmp]
    if cmp == "ne":
        return lambda x, y: (lambda a, c: (a != c) & ~np.isnan(a) & ~np.isnan(c))(prep(x), prep(y))
    return lambda x, y: f(prep(x), prep(y))


def _parts(b):
    mods = b.ins.mods
    t = types_of(mods)
    cmp = mods[0]
    boolop = next((m for m in mods[1:] if m in _BOOL), None)
    return cmp, boolop, t, "ftz" in mods


def _packed(t: str):
    """Element dtype for a packed pair type (f16x2 / bf16x2), else None."""
    return {"f16x2": "f16", "bf16x2": "bf16"}.get(t)


@semantics("setp", cls=typed(f64="dsetp"))
def setp(b):
    cmp, boolop, ts, ftz = _parts(b)
    if len(ts) != 1:
        b.error("setp needs one type")
    t = ts[0]
    ops = b.ops
    if boolop is None and len(ops) != 3:
        b.error("setp takes p[|q], a, b (and c with a boolean operation)")
    if boolop is not None and len(ops) != 4:
        b.error(f"setp.{cmp}.{boolop} needs a fourth (predicate) operand")
    d = ops[0]
    pair = isinstance(d, ir.Pipe)
    et = _packed(t)
    if et:
        # setp.cmp.f16x2 p|q, a, b: p from the low halves, q from the high halves
        if not pair:
            b.error(f"setp.{t} needs two destinations p|q")
        f = comparator(b, cmp, et, ftz)
        ra, rb = b.src(1, "b32"), b.src(2, "b32")
        wp, wq = b.writer(d.first, "pred"), b.writer(d.second, "pred")
        edt = DTYPE[et]
        c = b.src(3, "pred") if boolop else None
        g = _BOOL[boolop] if boolop else None

        def run2(st, sel):
            a = np.asarray(ra(st, sel)).astype(np.uint32)
            bb = np.asarray(rb(st, sel)).astype(np.uint32)
            lo = f((a & 0xFFFF).astype(np.uint16).view(edt), (bb & 0xFFFF).astype(np.uint16).view(edt))
            hi = f((a >> 16).astype(np.uint16).view(edt), (bb >> 16).astype(np.uint16).view(edt))
            if g is not None:
                cv = c(st, sel)
                lo, hi = g(lo, cv), g(hi, cv)
            wp(st, sel, lo)
            wq(st, sel, hi)

        return run2
    f = comparator(b, cmp, t, ftz)
    ra, rb = b.src(1, t), b.src(2, t)
    wp = b.writer(d.first if pair else d, "pred")
    wq = b.writer(d.second, "pred") if pair else None
    if boolop is None:
        if wq is None:
            return lambda st, sel: wp(st, sel, f(ra(st, sel), rb(st, sel)))

        def run_pq(st, sel):
            r = f(ra(st, sel), rb(st, sel))
            wp(st, sel, r)
            wq(st, sel, ~np.asarray(r))

        return run_pq
    c = b.src(3, "pred")
    g = _BOOL[boolop]

    def run_bool(st, sel):
        r = np.asarray(f(ra(st, sel), rb(st, sel)))
        cv = c(st, sel)
        wp(st, sel, g(r, cv))
        if wq is not None:
            wq(st, sel, g(~r, cv))

    return run_bool


@semantics("set")
def set_(b):
    cmp, boolop, ts, ftz = _parts(b)
    if len(ts) != 2:
        b.error("set needs a destination and a source type")
    dt, t = ts
    f = comparator(b, cmp, t, ftz)
    ra, rb = b.src(1, t), b.src(2, t)
    w = b.dst(0, dt)
    c = b.src(3, "pred") if boolop else None
    g = _BOOL[boolop] if boolop else None
    true = DTYPE[dt].type(1.0) if dt == "f32" else np.asarray(-1).astype(DTYPE[dt])[()]
    false = DTYPE[dt].type(0)

    def run(st, sel):
        r = np.asarray(f(ra(st, sel), rb(st, sel)))
        if g is not None:
            r = g(r, c(st, sel))
        w(st, sel, np.where(r, true, false))

    return run


@semantics("selp")
def selp(b):
    b.expect(4)
    ts = types_of(b.ins.mods)
    t = ts[0]
    ra, rb, rc = b.src(1, t), b.src(2, t), b.src(3, "pred")
    w = b.dst(0, t)
    return lambda st, sel: w(st, sel, np.where(rc(st, sel), ra(st, sel), rb(st, sel)))


@semantics("slct")
def slct(b):
    b.expect(4)
    ts = types_of(b.ins.mods)
    if len(ts) != 2:
        b.error("slct needs two types")
    t, ct = ts
    ra, rb, rc = b.src(1, t), b.src(2, t), b.src(3, ct)
    w = b.dst(0, t)
    ftz = "ftz" in b.ins.mods
    def run(st, sel):
        c = rc(st, sel)
        if ftz:
            c = _ftz(c)
        w(st, sel, np.where(np.asarray(c) >= 0, ra(st, sel), rb(st, sel)))
    return run
