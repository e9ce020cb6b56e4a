"""SASS control and warp instructions.

Control flow runs on the SIMT scheduler PTX uses (exec/simt.py): threads at one PC execute
together, the group at the lowest PC goes first, and divergent groups merge at their first
common PC. That is where Volta's convergence barriers (BSSY Bx, target ... BSYNC Bx) put the
reconvergence point for the structured code ptxas emits, so BSSY/BSYNC/BMOV, WARPSYNC and
YIELD change no architectural state in the functional driver (their timing is the timing
driver's business). BAR.SYNC / BAR.ARV use the CTA barriers of PTX bar.sync / bar.arrive.

Warp instructions reuse PTX's lane arithmetic: SHFL (exec/ops/warp.py ``shfl_lanes``), VOTE
(ballot / any / all over the warp's active lanes), REDUX.
"""

from __future__ import annotations

import numpy as np

from tcsim.exec.ops.control import Barrier
from tcsim.exec.ops.warp import _warp_reduce, shfl_lanes
from tcsim.exec.selection import sel_indices
from tcsim.isa.sass.ir import Reg, Target

from .operands import (
    SassDecodeError,
    pred_reader,
    pred_writer,
    reader,
    row32,
    where,
    writer,
)
from .table import Control, sass


@sass("BRA", "JMP", uniform=False)
def bra(k, ins):
    t = next((o for o in ins.operands if isinstance(o, Target)), None)
    if t is None or t.pc is None:
        raise SassDecodeError(f"{where(k, ins)}: indirect or out-of-kernel branch is not supported")
    if "DIV" in ins.mods and any(isinstance(o, Reg) and o.file == "UR" for o in ins.operands):
        from .ops_cluster import bra_div
        return bra_div(k, ins)
    # .ANY (Hopper's ELECT loops, '@P0 BRA.U.ANY'): the warp branches if any lane's guard holds;
    # tcsim branches the lanes whose guard holds, which runs those loops' iterations alike
    if set(ins.mods) - {"U", "DIV", "CONV", "ANY"} or any(isinstance(o, Reg) and o.file in ("P", "UP") for o in ins.operands):
        raise SassDecodeError(f"{where(k, ins)}: branch form {ins.name} is not supported")
    return Control("bra", target=t.pc // 16)


@sass("CALL", uniform=False)
def call(k, ins):
    """CALL.REL.NOINC target: ptxas passes the return address in a register itself (``MOV R19,
    0x470`` before the CALL at 0x460: the instruction after the call), so this is PTX's call —
    the SIMT scheduler returns to the instruction after the CALL (exec/simt.py)."""
    if "ABS" in ins.mods:
        from .ops_cluster import call_abs
        return call_abs(k, ins)
    t = next((o for o in ins.operands if isinstance(o, Target)), None)
    if t is None or t.pc is None or set(ins.mods) - {"REL", "NOINC"}:
        raise SassDecodeError(f"{where(k, ins)}: call form {ins.name} is not supported (direct CALL.REL only)")
    return Control("call", target=t.pc // 16)


@sass("RET", uniform=False)
def ret(k, ins):
    """RET.REL.NODEC Rx `(kernel): back to the instruction after the CALL (see CALL)."""
    if set(ins.mods) - {"REL", "NODEC"}:
        raise SassDecodeError(f"{where(k, ins)}: return form {ins.name} is not supported")
    return Control("ret")


@sass("EXIT", uniform=False)
def exit_(k, ins):
    return Control("exit")


@sass("BSSY", "BSYNC", "YIELD", "NOP", "MEMBAR", "ERRBAR", "CCTL", "FENCE",
      uniform=False)
def nop(k, ins):
    return Control("nop")


@sass("BMOV", uniform=False)
def bmov(k, ins):
    """BMOV.32.CLEAR Rd, Bx reads (and clears) a convergence barrier: in the functional model
    the barriers hold no state, so Rd gets an empty mask; BMOV.32 Bx, Rs is a no-op."""
    d = ins.operands[0]
    if isinstance(d, Reg) and d.file == "R":
        w = writer(d, k, ins)
        return lambda st, sel: w(st, sel, np.uint32(0))
    return Control("nop")


@sass("BAR", uniform=False)
def bar(k, ins):
    mods = set(ins.mods)
    mode = "arrive" if "ARV" in mods else "sync" if "SYNC" in mods else None
    if mode is None or mods - {"SYNC", "ARV", "DEFER_BLOCKING"}:
        raise SassDecodeError(f"{where(k, ins)}: barrier form {ins.name} is not supported")
    ident, *rest = ins.operands
    rid = reader(ident, k, ins)
    count = reader(rest[0], k, ins) if rest else None
    return Control("bar", info=Barrier(mode, rid, count))


@sass("SHFL", uniform=False)
def shfl(k, ins):
    """SHFL.{IDX,UP,DOWN,BFLY} Pout, d, a, b, c (the membermask is a WARPSYNC before it)."""
    mode = next((m.lower() for m in ins.mods if m in ("IDX", "UP", "DOWN", "BFLY")), None)
    p, d, a, b, c = ins.operands[:5]
    if mode is None:
        raise SassDecodeError(f"{where(k, ins)}: SHFL needs .IDX, .UP, .DOWN or .BFLY")
    wp = pred_writer(p, k, ins)
    w = writer(d, k, ins)
    rb, rc = reader(b, k, ins), reader(c, k, ins)
    if not isinstance(a, Reg) or a.file != "R":
        raise SassDecodeError(f"{where(k, ins)}: SHFL source must be a register")
    row = row32(a, k, ins)

    def run(st, sel):
        idx = sel_indices(sel)
        src, ok = shfl_lanes(idx, mode, rb(st, sel), rc(st, sel))
        w(st, sel, np.zeros(idx.size, np.uint32) if row is None else st.banks["b32"][row, src])
        wp(st, sel, ok)
    return run


@sass("VOTE", "VOTEU", uniform=False)
def vote(k, ins):
    """VOTE.{ANY,ALL,EQ} [Rd,] Pd, Ps: Rd = the ballot of Ps over the warp's active lanes, Pd
    the vote (VOTEU: into a uniform register / predicate)."""
    mode = next((m for m in ins.mods if m in ("ANY", "ALL", "EQ")), None)
    ops = list(ins.operands)
    wr = writer(ops.pop(0), k, ins) if isinstance(ops[0], Reg) and ops[0].file in ("R", "UR") else None
    pd, ps = ops[:2]
    if mode is None:
        raise SassDecodeError(f"{where(k, ins)}: VOTE needs .ANY, .ALL or .EQ")
    wp, rp = pred_writer(pd, k, ins), pred_reader(ps, k, ins)

    def run(st, sel):
        idx = sel_indices(sel)
        p = np.broadcast_to(np.asarray(rp(st, sel), bool), idx.shape)
        bits = np.where(p, np.uint32(1) << (idx & 31).astype(np.uint32), np.uint32(0)).astype(np.uint32)
        ballot = _warp_reduce(bits, idx, np.bitwise_or)
        if wr is not None:
            wr(st, sel, ballot)
        anyv = ballot != 0
        allv = _warp_reduce(p.astype(np.uint8), idx, np.minimum).astype(bool)
        wp(st, sel, anyv if mode == "ANY" else allv if mode == "ALL" else allv | ~anyv)
    return run


@sass("REDUX", uniform=False)
def redux(k, ins):
    """REDUX.{SUM,MIN,MAX,AND,OR,XOR}[.S32] URd, Rs: a reduction over the warp's active lanes."""
    op = next((m for m in ins.mods if m in ("SUM", "MIN", "MAX", "AND", "OR", "XOR")), None)
    if op is None:
        raise SassDecodeError(f"{where(k, ins)}: REDUX needs an operation")
    d, a = ins.operands[:2]
    w, ra = writer(d, k, ins), reader(a, k, ins)
    signed = "S32" in ins.mods

    def run(st, sel):
        idx = sel_indices(sel)
        v = np.broadcast_to(np.asarray(ra(st, sel), np.uint32), idx.shape)
        if op == "SUM":
            r = _warp_reduce(v.astype(np.uint64), idx, np.add).astype(np.uint32)
        elif op in ("MIN", "MAX"):
            x = v.view(np.int32) if signed else v
            r = _warp_reduce(x, idx, np.minimum if op == "MIN" else np.maximum).astype(np.int64).astype(np.uint32)
        else:
            r = _warp_reduce(v, idx, {"AND": np.bitwise_and, "OR": np.bitwise_or, "XOR": np.bitwise_xor}[op])
        w(st, sel, r)
    return run


@sass("WARPSYNC", uniform=False)
def warpsync(k, ins):
    """WARPSYNC mask: the lanes of the mask meet here (the program gives the op the mask as
    its warp-synchronous membermask, as PTX bar.warp.sync); no state changes."""
    return lambda st, sel: None


def membermask(k, ins):
    """The membermask reader of a warp-synchronous instruction, or None. SHFL, VOTE and REDUX
    act on the lanes that execute them together; WARPSYNC before them names who must."""
    if ins.opcode == "WARPSYNC":
        if "COLLECTIVE" in ins.mods:   # opens a collective region (ops_cluster.py): no meeting point
            return None
        if "ALL" in ins.mods:
            return lambda st, sel: np.uint32(0xFFFFFFFF)
        return reader(ins.operands[-1], k, ins)
    if ins.opcode in ("HMMA", "IMMA", "BMMA", "DMMA", "LDSM", "MOVM"):
        return lambda st, sel: np.uint32(0xFFFFFFFF)
    return None
