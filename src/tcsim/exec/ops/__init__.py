"""The semantics table: opcode -> a *compiler* that turns one instruction into an Op.

Each module of this package registers small functions with :func:`semantics`. A compiler
receives a :class:`~tcsim.exec.operands.Binder` (operand accessors for this instruction)
and returns either a callable ``fn(st, sel)`` — the instruction's effect on the selected
lanes — or a ready :class:`~tcsim.exec.program.Op` for control flow. Both drivers
(functional and timing) execute the same functions.
"""

from __future__ import annotations

from collections.abc import Callable

from tcsim.errors import TcsimError
from tcsim.exec.operands import Binder
from tcsim.exec.program import Op
from tcsim.isa import ir

TABLE: dict[str, Callable] = {}
CLASS: dict[str, str | Callable[[ir.Instruction], str]] = {}


def semantics(*opcodes: str, cls: str | Callable[[ir.Instruction], str] = "alu"):
    """Register a compiler for ``opcodes``. ``cls`` is the instruction's timing class —
    the SASS class it becomes, which sets its functional unit and latency
    (``timing/classes.py``: ``alu``, ``imad``, ``fp16``, ``fp64``, ``sfu``, ``conv``,
    ``global``, ``shared``, ``store``, ``atomic``, ``shfl``, ``tensor``, ``branch``,
    ``barrier``, ...) — or a function of the instruction giving it (by type or state
    space, see :func:`typed`). The one place that says it."""

    def deco(fn):
        for name in opcodes:
            TABLE[name] = fn
            CLASS[name] = cls
        return fn

    return deco


def compile_instruction(program, func: ir.Function, pc: int, ins: ir.Instruction) -> Op:
    b = Binder(program, func, ins)
    comp = TABLE.get(ins.opcode)
    if comp is None:
        b.error(f"unsupported instruction '{ins.opcode}'")
    guard = None
    if ins.guard is not None:
        bank, row = b.reg_loc(ins.guard.reg)
        if bank != "pred":
            b.error(f"guard {ins.guard.reg.name} is not a predicate")
        guard = (row, ins.guard.negate)
    check_instruction(b)
    try:
        res = comp(b)
        cls = CLASS[ins.opcode]
        if not isinstance(cls, str):
            cls = cls(ins)
    except TcsimError:
        raise
    except Exception as e:  # safety net: a form the checks above and the compiler missed
        b.error(f"malformed or unsupported instruction ({type(e).__name__}: {e})")
    if isinstance(res, Op):
        res.pc, res.guard, res.func, res.cls = pc, guard, func.name, cls
        return res
    return Op(pc, ins, "alu", res, guard, func.name, cls=cls)


def typed(f64: str = "alu", f16: str = "alu", f32: str = "alu", other: str = "alu") -> Callable[[ir.Instruction], str]:
    """A timing class by the instruction's (first) type: ``f64``; ``f16`` for f16, bf16
    and their pairs; ``f32``; ``other`` (integer and bit types)."""
    from tcsim.exec.ops.common import types_of

    def cls(ins: ir.Instruction) -> str:
        ts = types_of(ins.mods)
        t = ts[0] if ts else ""
        if t == "f64":
            return f64
        if t in ("f16", "bf16", "f16x2", "bf16x2"):
            return f16
        return f32 if t == "f32" else other

    return cls


# Register every semantics module (import order does not matter).
from tcsim.exec.ops import (  # noqa: E402,F401
    arith,
    async_copy,
    atomic,
    cluster,
    compare,
    control,
    convert,
    data,
    floating,
    integer,
    mbarrier,
    sm90,
    tensor,
    warp,
    wgmma,
)
from tcsim.exec.ops.checks import check_instruction  # noqa: E402
