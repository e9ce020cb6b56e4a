"""Control flow and CTA barriers. These compile to Ops that the drivers schedule."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tcsim.exec.ops import semantics
from tcsim.exec.program import ASSERTFAIL, Op
from tcsim.isa import ir


def _op(b, kind: str, target: int = -1, info=None) -> Op:
    return Op(-1, b.ins, kind, None, None, b.func.name, target=target, info=info)


@semantics("bra", "brx", cls="branch")
def bra(b):
    if b.ins.opcode == "brx":
        b.error("indirect branches (brx.idx) are not supported")
    b.expect(1)
    t = b.ops[0]
    if not isinstance(t, ir.Sym) or t.kind != "label":
        b.error("branch target must be a label")
    return _op(b, "bra", b.program.entry[b.func.name] + t.target)


@semantics("call", cls="branch")
def call(b):
    callee = next(o for o in b.ops if isinstance(o, ir.Sym) and o.kind == "func")
    if callee.name == ASSERTFAIL and callee.name not in b.program.entry:
        return _op(b, "trap", info=ASSERTFAIL)   # a failed device assert() ends the kernel
    return _op(b, "call", b.program.entry[callee.name], info=callee.name)


@semantics("ret", cls="branch")
def ret(b):
    return _op(b, "ret" if b.func.kind == "func" else "exit")


@semantics("exit", cls="branch")
def exit_(b):
    return _op(b, "exit")


@semantics("trap", "brkpt", cls="branch")
def trap(b):
    return _op(b, "trap")


@semantics("nanosleep", "pmevent")  # one ALU slot (no sleep is modelled)
def nop(b):
    return lambda st, sel: None


@dataclass(frozen=True, slots=True)
class Barrier:
    """``bar``/``barrier`` operands: ``mode`` is sync, arrive or red; ``ident`` and
    ``count`` read the barrier number and expected thread count (``None``: all threads of
    the CTA); for ``red``, ``redop`` (popc/and/or), the predicate reader and the writer."""

    mode: str
    ident: Callable
    count: Callable | None
    redop: str | None = None
    pred: Callable | None = None
    dest: Callable | None = None
    dest_type: str | None = None


@semantics("bar", "barrier", cls=lambda ins: "alu" if "warp" in ins.mods else "barrier")  # bar.warp.sync: a no-op
def bar(b):
    mods = b.ins.mods
    if "warp" in mods:  # bar.warp.sync: lanes are already converged in this model
        return lambda st, sel: None
    if "cluster" in mods:
        from tcsim.exec.ops.cluster import cluster_barrier

        return cluster_barrier(b)
    mode = next((m for m in mods if m in ("sync", "arrive", "red")), "sync")
    ops = b.ops
    if mode == "red":
        redop = next((m for m in mods if m in ("popc", "and", "or")), None)
        if redop is None:
            b.error("bar.red needs .popc, .and or .or")
        dtype = "u32" if redop == "popc" else "pred"
        dest = b.dst(0, dtype)
        ident = b.src(1, "u32")
        count = _count(b, mode, 2) if len(ops) == 4 else None
        pred = b.src(len(ops) - 1, "pred")
        return _op(b, "bar", info=Barrier(mode, ident, count, redop, pred, dest, dtype))
    if len(ops) not in (1, 2):
        b.error(f"'{b.ins.full_opcode}' takes a barrier number and an optional thread count")
    ident = b.src(0, "u32")
    count = _count(b, mode, 1) if len(ops) == 2 else None
    return _op(b, "bar", info=Barrier(mode, ident, count))


def _count(b, mode: str, i: int):
    """Reader of a barrier's thread count (operand ``i``). PTX ISA (bar, barrier): "When
    specifying a thread count, the value must be a multiple of the warp size", and
    ``bar.arrive`` needs a non-zero one (ptxas rejects both). An immediate is checked
    here; a register when the barrier executes (``Simt.barrier``)."""
    o = b.ops[i]
    if isinstance(o, ir.Imm):
        if o.kind != "int":
            b.error("the thread count of a barrier must be an integer")
        if o.value % 32 or o.value < 0:
            b.error(f"thread count {o.value} of a barrier is not a multiple of the warp size (32)")
        if o.value == 0 and mode == "arrive":
            b.error(f"'{b.ins.full_opcode}' needs a non-zero thread count")
    return b.src(i, "u32")
