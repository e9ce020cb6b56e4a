"""Opcodes shared by integer and floating-point types (add, sub, mul, mad, div, abs, neg,
min, max): dispatch on the instruction's type to ``ops/integer.py`` or ``ops/floating.py``."""

from __future__ import annotations

from tcsim.exec.dtypes import is_float
from tcsim.exec.ops import floating, integer, semantics, typed
from tcsim.exec.ops.common import types_of

_PACKED_FLOAT = ("f16x2", "bf16x2")
_PACKED_INT = ("u16x2", "s16x2")


def _type(b) -> str:
    # the packed integer types (add/sub/min/max.{u16x2,s16x2}) are not PTX fundamental
    # types, so types_of() does not list them
    ts = types_of(b.ins.mods) + [m for m in b.ins.mods if m in _PACKED_INT]
    if len(ts) != 1:
        b.error(f"'{b.ins.full_opcode}' needs exactly one type")
    return ts[0]


def _is_fp(t: str) -> bool:
    return is_float(t) or t in _PACKED_FLOAT


@semantics("add", "sub", cls=typed(f64="fp64", f16="fp16"))
def add_sub(b):
    t = _type(b)
    if _is_fp(t):
        return floating.binary(b, b.ins.opcode, t)
    if t in ("u16x2", "s16x2"):
        from tcsim.exec import intops
        return integer.elementwise(b, intops.add_x2 if b.ins.opcode == "add" else intops.sub_x2, "b32", ["b32", "b32"])
    return integer.int_add_sub(b, b.ins.opcode, t)


@semantics("mul", cls=typed(f64="fp64", f16="fp16", other="imad"))          # IMAD / IMAD.WIDE / IMAD.HI
def mul(b):
    t = _type(b)
    if _is_fp(t):
        return floating.binary(b, "mul", t)
    return integer.int_mul(b, t)


@semantics("mad", cls=typed(f64="fp64", f16="fp16", other="imad"))
def mad(b):
    t = _type(b)
    if _is_fp(t):
        return floating.fma(b, t)
    return integer.int_mad(b, t)


@semantics("div", cls="sfu")  # a subroutine in SASS (reciprocal + Newton steps): one SFU operation
def div(b):
    t = _type(b)
    if _is_fp(t):
        return floating.div(b, t)
    return integer.int_div(b, t)


@semantics("abs", "neg", cls=typed(f64="fp64", f16="fp16"))
def abs_neg(b):
    t = _type(b)
    if _is_fp(t):
        return floating.sign_op(b, b.ins.opcode, t)
    from tcsim.exec import intops
    return integer.elementwise(b, intops.abs_ if b.ins.opcode == "abs" else intops.neg, t, [t])


@semantics("min", "max", cls=typed(f64="fp64", f16="fp16", f32="fmnmx"))
def min_max(b):
    t = _type(b)
    if _is_fp(t):
        return floating.minmax(b, b.ins.opcode, t)
    return integer.int_minmax(b, b.ins.opcode, t)
