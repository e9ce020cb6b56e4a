"""Floating-point instructions over f32, f64, f16, bf16 and packed f16x2/bf16x2, wired to
the numerics library ``exec/fp.py`` (whose docstring states the numeric model: IEEE
rounding in every mode, .ftz/.sat, canonical NaNs, approximations).

Hot paths get a direct numpy implementation that is IEEE-exact and bit-identical to the
library: ``add/sub/mul.rn.f32`` (numpy float32 arithmetic is correctly rounded) and
``fma.rn.f32`` (exact product in f64, TwoSum residual, round-to-odd) — tests check them
against ``fp``.
"""

from __future__ import annotations

import inspect

import numpy as np

from tcsim.exec import fp
from tcsim.exec.dtypes import DTYPE
from tcsim.exec.ops import semantics, typed
from tcsim.exec.ops.common import rounding_of, types_of

_NAN32 = np.uint32(fp.CANON_NAN_F32).view(np.float32)


def _canon32(r):
    """f32 NaN results are the canonical NaN 0x7FFFFFFF (see fp's docstring)."""
    r = np.asarray(r, dtype=np.float32)
    nan = np.isnan(r)
    if nan.any():
        return np.where(nan, _NAN32, r).astype(np.float32)
    return r


def fma_rn_f32(a, b, c):
    """Correctly rounded f32 fma: a*b is exact in f64; the residual of the f64 sum (TwoSum)
    is folded in by round-to-odd (53 >= 24 + 2), then one RN cast to f32."""
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


_FAST = {
    ("add", "f32"): lambda x, y: _canon32(np.add(x, y)),
    ("sub", "f32"): lambda x, y: _canon32(np.subtract(x, y)),
    ("mul", "f32"): lambda x, y: _canon32(np.multiply(x, y)),
    ("fma", "f32"): fma_rn_f32,
}


def _library(b, name: str, **mods):
    """The ``fp`` function ``name`` with the instruction's modifiers bound; a modifier the
    function does not take is a decode error (PTX does not define it for this type)."""
    f = getattr(fp, name, None)
    if f is None:
        b.error(f"'{b.ins.full_opcode}' is not supported")
    params = inspect.signature(f).parameters
    kwargs = {}
    for k, v in mods.items():
        if k in params:
            kwargs[k] = v
        elif k == "mode" and v == "rn":
            continue  # round-to-nearest is the only (implicit) mode of this function
        elif v not in (None, False):
            b.error(f"'.{k}' is not allowed on '{b.ins.opcode}' for this type")
    if not kwargs:
        return f
    return lambda *xs: f(*xs, **kwargs)


def _compile(b, fn, nsrc: int, t: str):
    """``d = fn(srcs...)``; packed x2 types are read and written as b32 bit patterns."""
    b.expect(nsrc + 1)
    rt = "b32" if t in ("f16x2", "bf16x2") else t
    readers = [b.src(1 + i, rt) for i in range(nsrc)]
    w = b.dst(0, rt)
    if rt == "b32":
        inner = fn
        fn = lambda *xs: np.asarray(inner(*xs)).view(np.uint32)  # noqa: E731
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
    return {"mode": rounding_of(m), "ftz": "ftz" in m, "sat": "sat" in m, "relu": "relu" in m}


def binary(b, op: str, t: str):
    """add / sub / mul."""
    mods = _mods(b)
    mode = mods.pop("mode") or "rn"
    if mode == "rn" and not any(mods.values()) and (op, t) in _FAST:
        return _compile(b, _FAST[(op, t)], 2, t)
    return _compile(b, _library(b, f"{op}_{t}", mode=mode, **mods), 2, t)


def fma(b, t: str):
    """fma, and mad on floats (mad.f32 without rounding = mad.rn.f32, fused, on sm_20+)."""
    mods = _mods(b)
    mode = mods.pop("mode")
    if mode is None:
        if t != "f32":
            b.error(f"'{b.ins.full_opcode}' needs a rounding modifier")
        mode = "rn"
    if mode == "rn" and not any(mods.values()) and t == "f32":
        return _compile(b, fma_rn_f32, 3, t)
    return _compile(b, _library(b, f"fma_{t}", mode=mode, **mods), 3, t)


@semantics("fma", cls=typed(f64="fp64", f16="fp16"))
def fma_(b):
    ts = types_of(b.ins.mods)
    if len(ts) != 1:
        b.error("fma needs one type")
    return fma(b, ts[0])


def div(b, t: str):
    m = b.ins.mods
    ftz = "ftz" in m
    if "approx" in m or "full" in m:
        if t != "f32":
            b.error("div.approx / div.full are .f32 only")
        return _compile(b, _library(b, "div_approx_f32" if "approx" in m else "div_full_f32", ftz=ftz), 2, t)
    mode = rounding_of(m)
    if mode is None:
        b.error(f"'{b.ins.full_opcode}' needs .approx, .full or a rounding modifier")
    return _compile(b, _library(b, f"div_{t}", mode=mode, ftz=ftz), 2, t)


def sign_op(b, op: str, t: str):
    """abs / neg."""
    return _compile(b, _library(b, f"{op}_{t}", ftz="ftz" in b.ins.mods), 1, t)


def minmax(b, op: str, t: str):
    m = b.ins.mods
    f = _library(b, f"{op}_{t}", ftz="ftz" in m, nan="NaN" in m, xorsign_abs="xorsign" in m,
                 relu="relu" in m)
    return _compile(b, f, len(b.ops) - 1, t)


@semantics("sin", "cos", "lg2", "ex2", "tanh", "rsqrt", cls="sfu")
def transcendental(b):
    t = types_of(b.ins.mods)[0]
    ftz = "ftz" in b.ins.mods
    name = f"{b.ins.opcode}_approx_{'ftz_' if ftz and t.startswith('bf16') else ''}{t}"
    if t == "f64" and b.ins.opcode == "rsqrt":
        name = "rsqrt_approx_ftz_f64" if ftz else "rsqrt_approx_f64"
        return _compile(b, _library(b, name), 1, t)
    return _compile(b, _library(b, name, ftz=ftz if not t.startswith("bf16") else False), 1, t)


@semantics("rcp", "sqrt", cls="sfu")
def rcp_sqrt(b):
    t = types_of(b.ins.mods)[0]
    m = b.ins.mods
    ftz = "ftz" in m
    op = b.ins.opcode
    if "approx" in m:
        if t == "f64":
            return _compile(b, _library(b, "rcp_approx_ftz_f64" if op == "rcp" else "rsqrt_approx_f64"), 1, t)
        return _compile(b, _library(b, f"{op}_approx_f32", ftz=ftz), 1, t)
    mode = rounding_of(m)
    if mode is None:
        b.error(f"'{b.ins.full_opcode}' needs .approx or a rounding modifier")
    return _compile(b, _library(b, f"{op}_{t}", mode=mode, ftz=ftz), 1, t)


@semantics("copysign")
def copysign(b):
    t = types_of(b.ins.mods)[0]
    return _compile(b, _library(b, f"copysign_{t}"), 2, t)


@semantics("testp")
def testp(b):
    t = types_of(b.ins.mods)[0]
    kind = next((m for m in b.ins.mods if m in fp.TESTP_OPS), None)
    if kind is None:
        b.error("testp needs .finite, .infinite, .number, .notanumber, .normal or .subnormal")
    r = b.src(1, t)
    w = b.dst(0, "pred")
    dt = DTYPE[t]
    return lambda st, sel: w(st, sel, np.asarray(fp.testp(kind, np.asarray(r(st, sel), dtype=dt)), dtype=bool))
