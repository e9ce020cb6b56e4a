"""Hopper's cluster, election and warp-specialisation SASS, by way of PTX's semantics:

    UCGABAR_ARV / UCGABAR_WAIT          barrier.cluster.arrive / .wait (exec/ops/cluster.py; Simt.cluster_barrier)
    ELECT Pd, URd, PT                   elect.sync: Pd in the lowest active lane of the warp, URd its lane id
                                        (exec/ops/sm90.py's leader rule)
    USETMAXREG.TRY_ALLOC / .DEALLOC     setmaxnreg.inc / .dec: no register reallocation is modelled, so the
                                        allocation succeeds (UPd true) and a release does nothing
    BRA.DIV URm, target                 ptxas's divergence check before a warp-collective sequence: taken
                                        when the warp's active lanes are not all of URm. tcsim runs the lanes
                                        at one PC together, so the converged path runs (not taken); the
                                        divergent path it skips does the same work lane set by lane set
                                        (WARPSYNC.COLLECTIVE ... ENDCOLLECTIVE, no-ops here)
    CGAERRBAR, NANOSLEEP(.SYNCS), ENDCOLLECTIVE   no architectural state (fences, a back-off hint)
    BPT.TRAP, CALL.ABS.NOINC Rx         a trap when executed: ptxas calls device functions outside the cubin
                                        (CUTLASS's __assertfail) through CALL.ABS, and traps after it
    LEPC Rd, target                     the target's code offset (the return address such a call passes)
"""

from __future__ import annotations

import numpy as np

from tcsim.exec.ops.cluster import ClusterBarrier
from tcsim.exec.ops.warp import warp_masks
from tcsim.exec.selection import sel_indices
from tcsim.isa.sass.ir import Imm, Reg, Target

from .operands import SassDecodeError, pred_writer, where, writer, writer64
from .table import Control, sass


@sass("UCGABAR_ARV", "UCGABAR_WAIT", uniform=False)
def cluster_barrier(k, ins):
    if ins.mods or ins.operands:
        raise SassDecodeError(f"{where(k, ins)}: {ins.name} is not supported")
    return Control("bar", info=ClusterBarrier("arrive" if ins.opcode == "UCGABAR_ARV" else "wait"))


@sass("ELECT", uniform=False)
def elect(k, ins):
    p, d, m = ins.operands
    if ins.mods or not (isinstance(m, Reg) and m.file == "P" and m.index is None and not m.invert):
        raise SassDecodeError(f"{where(k, ins)}: only ELECT Pd, URd, PT is supported")
    wp, wd = pred_writer(p, k, ins), writer(d, k, ins)

    def run(st, sel):
        idx = sel_indices(sel)
        active = warp_masks(idx, st.T)
        low = active & (~active + np.uint32(1))                    # lowest set bit
        leader = np.log2(low.astype(np.float64)).astype(np.uint32)
        wd(st, sel, leader)
        wp(st, sel, leader == (idx & 31).astype(np.uint32))
    return run


@sass("USETMAXREG", uniform=False)
def setmaxreg(k, ins):
    mods = set(ins.mods)
    ops = ins.operands
    if mods == {"TRY_ALLOC", "CTAPOOL"} and len(ops) == 2 and isinstance(ops[1], Imm):
        w = pred_writer(ops[0], k, ins)
        return lambda st, sel: w(st, sel, True)
    if mods == {"DEALLOC", "CTAPOOL"} and len(ops) == 1 and isinstance(ops[0], Imm):
        return Control("nop")
    raise SassDecodeError(f"{where(k, ins)}: {ins.name} is not supported")


@sass("CGAERRBAR", "NANOSLEEP", "ENDCOLLECTIVE", uniform=False)
def no_state(k, ins):
    return Control("nop")


def bra_div(k, ins):
    """BRA.DIV URm, target (called by ops_ctrl.bra): not taken (see the module docstring)."""
    if set(ins.mods) - {"DIV", "U"}:
        raise SassDecodeError(f"{where(k, ins)}: branch form {ins.name} is not supported")
    return Control("nop")


@sass("BPT", uniform=False)
def bpt(k, ins):
    if set(ins.mods) != {"TRAP"}:
        raise SassDecodeError(f"{where(k, ins)}: {ins.name} is not supported")
    return Control("trap")


def call_abs(k, ins):
    """CALL.ABS.NOINC Rx (called by ops_ctrl.call): a function outside the cubin — a trap."""
    if set(ins.mods) - {"ABS", "NOINC"} or len(ins.operands) != 1 or not isinstance(ins.operands[0], Reg):
        raise SassDecodeError(f"{where(k, ins)}: call form {ins.name} is not supported")
    return Control("trap")


@sass("LEPC", uniform=False)
def lepc(k, ins):
    d, t = ins.operands
    if not isinstance(t, Target) or t.pc is None:
        raise SassDecodeError(f"{where(k, ins)}: LEPC needs a target in the kernel")
    w = writer64(d, k, ins) if isinstance(d, Reg) else writer(d, k, ins)
    return lambda st, sel: w(st, sel, np.uint64(t.pc))
