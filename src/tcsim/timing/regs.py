"""Which registers an instruction reads and writes (for the scoreboard and register banks).

The first operand is the destination (with ``a|b`` pairs and ``{...}`` vectors expanding to
all their registers) except for instructions that write no register (stores, branches,
barriers ...) and ``wmma.store`` (whose first operand is the address); every other register
named — including address bases and the guard predicate — is a source.
"""

from __future__ import annotations

from tcsim.isa import ir

#: instructions whose first operand is not a destination register
NO_DEST = frozenset({
    "st", "red", "bar", "barrier", "bra", "brx", "call", "ret", "exit", "trap", "brkpt", "membar",
    "fence", "prefetch", "prefetchu", "nanosleep", "pmevent", "griddepcontrol", "applypriority", "discard",
})


def op_registers(program, op) -> tuple[tuple, tuple]:
    """``(sources, destinations)``: tuples of ``(bank, row)``."""
    ins = op.ins
    loc = program.reg_loc
    ops = ins.operands
    has_dest = ins.opcode not in NO_DEST and not (ins.opcode == "wmma" and ins.mods[:1] == ("store",))
    dst_ops = ops[:1] if has_dest and ops and not isinstance(ops[0], ir.Address) else ()
    src_ops = ops[len(dst_ops):]
    dsts = tuple(dict.fromkeys(loc[(op.func, r.name)] for o in dst_ops for r in ir.registers(o)))
    srcs = [loc[(op.func, r.name)] for o in src_ops for r in ir.registers(o)]
    if ins.guard is not None:
        srcs.append(loc[(op.func, ins.guard.reg.name)])
    return tuple(dict.fromkeys(srcs)), dsts
