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
    """``(sources, destinations)``: tuples of ``(bank, row)`` (per program and PC, kept on
    the program: each timing launch asks for every instruction's, twice)."""
    cache = program.__dict__.setdefault("_op_registers", {})
    got = cache.get(op.pc)
    if got is None:
        got = cache[op.pc] = _op_registers(program, op)
    return got


def _op_registers(program, op) -> tuple[tuple, tuple]:
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


def bank_conflict(physical_sources, banks: int) -> bool:
    """Register-bank conflict of one instruction (seed 003 §3.5): ``bank = register number
    mod banks``, and operand collection takes an extra cycle when two or more distinct
    source registers all sit in one bank (a register read twice is one read).

    ``physical_sources`` are *physical* register numbers, as a register allocator (ptxas)
    assigns them. PTX virtual register numbers say nothing about banks: ptxas renumbers
    them, so the PTX front end gives none and no conflict is charged."""
    nums = set(physical_sources)
    return len(nums) >= 2 and len({n % banks for n in nums}) == 1
