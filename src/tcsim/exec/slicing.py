"""The slice of a program that cycles-only timing can observe (issue 13 item 4).

A cycles-only sampled launch (``SampleOptions(results=False)``) restores global memory
after its timing run: nothing the kernel computes is kept. The timing driver still has to
run every instruction's semantics whose values the *timing* reads. This module finds, once
per program, the instructions whose semantics may be skipped (:func:`program_slice`); their
timing (issue, scoreboard, latency, memory traffic, counts) is simulated exactly as before.

**What the timing reads** (the roots of the slice, always run, with every register they
read):

- control flow: branches (their guard and ``brx`` index), exits, returns, barriers (ids
  and counts), traps;
- every instruction's guard predicate (SIMT decides the active lanes from it; the
  thread-instruction count is theirs) and every memory instruction's address and wmma
  stride registers (the memory system reads them, ``TimingGPU._addresses``) — of skipped
  instructions too;
- warp-synchronous instructions (``shfl``/``vote``/``match``/``redux``/``bar.warp`` ``.sync``:
  kept whole, conservatively) and everything not on the lists below: atomics,
  ``mbarrier``, ``cp.async`` (it writes no register: it does not make the slice read
  memory) and bulk copies, ``wgmma``, carry-chain arithmetic
  (``.cc``, ``addc``...: the carry is not a named register), ``ld.param``/``ld.const``
  without a memory descriptor, ...

**What may be skipped**: an instruction that only writes registers — ALU arithmetic,
moves, conversions, compares (:data:`PURE`), the MMAs (``wmma.mma``, ``mma``) and loads
with a memory descriptor (``ld``, ``wmma.load``, ``ldmatrix``) — when no instruction of the
slice reads any register it writes; a plain store (``st``, ``wmma.store``) when no
instruction of the slice reads memory (a value loaded that feeds an address or a branch
needs every store before it to have run: then every store and its value operands are in
the slice). The analysis is a flow-insensitive fixed point over the program's registers
(``(bank, row)`` of the decoded program, ``timing/regs.op_registers``): sound, since a
register one kept instruction reads is written only by kept instructions, so every kept
instruction sees the values of a full run.

**Why the cycles are exact**: everything the timing driver reads is computed as in a full
run, and the timing itself does not depend on which semantics ran. Three places need care:

- *faults*: a skipped instruction that would fault (an address out of bounds or
  misaligned, an MMA without its whole warp) must still report it: the driver runs the
  semantics of a skipped memory instruction unless :func:`cannot_fault` proves its
  addresses fine, and of a skipped MMA unless its lanes are whole warps;
- *the forward-progress watch* (``exec/simt.py``, ``Simt._no_progress`` and the
  spin-at-a-barrier watch ``exec/spin_deadlock.py``) compares the registers named in a
  loop at its backward branch; a skipped register stays stale, so the sliced run may see
  "no change" where a full run sees a skipped register change. Between two passes the
  watch compares, the lanes went once round the loop's body (``_no_progress`` forgets
  the loop when the warp takes another backward branch). If no kept instruction of the
  body observes other threads (reads memory, other lanes, a barrier's reduction), a pass
  whose kept registers did not change repeats forever in a full run as well (its kept
  state and control are its own): the decisions differ only for an endless loop (a full
  run yields it at the ``SPIN_LIMIT`` backstop instead of at once; both end in the
  instruction budget). Where the body of a loop does observe other threads (a spin on a
  plain load with a counter nothing reads, say), the slice is off for the program unless
  every register the loop names is written only by kept instructions. Left: the
  spin-at-a-barrier watch keeps its record of a loop across rounds of an enclosing loop;
  an inner loop that is taken once per round, whose kept registers are the same every
  round and whose enclosing loop passes no barrier, could be taken for a spin while every
  other thread waits at a barrier (a deadlock error a full run would not report;
  docs/sampling.md, "Where sampling is unsafe");
- *calls*: a program with ``call`` is not sliced (parameters pass through memory).

The slice is used for cycles-only sampled launches only (``SampleOptions(slice=True)``,
the default with ``results=False``): a full timing run, a replay, a complete sampled
launch and the functional probes run every instruction.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tcsim.exec import dsmem
from tcsim.exec.memory import LOCAL_WINDOW, SHARED_WINDOW, WINDOW_SIZE
from tcsim.isa import ir

#: opcodes whose semantics only write their destination registers (and cannot fault)
PURE = frozenset({
    "add", "sub", "mul", "mad", "mul24", "mad24", "sad", "div", "rem", "abs", "neg", "min", "max", "popc", "clz",
    "bfind", "fns", "brev", "bfe", "bfi", "dp4a", "dp2a", "and", "or", "xor", "not", "cnot", "lop3", "shf", "shl",
    "shr", "prmt", "fma", "rcp", "sqrt", "rsqrt", "sin", "cos", "lg2", "ex2", "tanh", "copysign", "testp", "set",
    "setp", "selp", "slct", "mov", "cvt", "cvta",
})
#: carry-chain arithmetic reads or writes the carry flag, which is no named register
_CARRY = frozenset({"addc", "subc", "madc"})
#: roots that read neither memory nor another thread's state (control flow, plain barriers)
_QUIET_KINDS = frozenset({"bra", "exit", "ret", "nop", "trap"})


@dataclass(frozen=True)
class Slice:
    """PCs whose semantics a cycles-only timing run may skip, and why it is off (when
    ``skip`` is empty for a reason other than that everything is needed)."""

    skip: frozenset
    off: str = ""


def _regs(prog, op, operands) -> set:
    loc = prog.reg_loc
    return {loc[(op.func, r.name)] for o in operands for r in ir.registers(o)}


def _category(prog, op, mop) -> str:
    """``pure`` | ``load`` | ``store`` | ``root`` (module docstring)."""
    ins = op.ins
    code = ins.opcode
    if op.kind != "alu":
        return "root"
    if code in ("shfl", "vote", "match", "redux", "bar", "barrier"):   # warp-synchronous: kept whole
        return "root"
    if code in PURE:
        return "root" if "cc" in ins.mods else "pure"
    if code == "mma" or (code == "wmma" and ins.mods[:1] == ("mma",)):
        return "pure"
    if mop is not None and not mop.remote:
        if mop.kind in ("load", "wmma_load", "ldmatrix"):
            return "load"
        if mop.kind in ("store", "wmma_store"):
            return "store"
    return "root"


def _quiet(op, mop) -> bool:
    """A root that neither reads memory nor observes another thread."""
    if op.kind in _QUIET_KINDS:
        return True
    ins = op.ins
    if op.kind == "bar":     # a plain barrier: no mbarrier phase, no reduction over the CTA
        return not getattr(op.info, "mbarrier", False) and not getattr(op.info, "cluster", False) \
            and "red" not in ins.mods and ins.opcode in ("bar", "barrier")
    if ins.opcode == "ld" and mop is None:   # ld.param / ld.const: read-only spaces
        return any(m in ins.mods for m in ("param", "const"))
    if ins.opcode == "cp":   # cp.async and its groups: memory to shared memory, no register
        return "async" in ins.mods and "bulk" not in ins.mods and "mbarrier" not in ins.mods
    return ins.opcode in ("membar", "fence") or (ins.opcode in PURE and "cc" in ins.mods) or ins.opcode in _CARRY


def _lanes_only(op) -> bool:
    """A root that reads other lanes' registers or predicates but no memory."""
    code = op.ins.opcode
    return code in ("shfl", "vote", "match", "redux", "activemask", "elect") or \
        (code in ("bar", "barrier") and not getattr(op.info, "mbarrier", False)
         and not getattr(op.info, "cluster", False))


def program_slice(prog, memops) -> Slice:
    """The instructions of ``prog`` (``memops``: each PC's memory descriptor,
    ``timing/memops.describe``) whose semantics a cycles-only timing run may skip."""
    from tcsim.exec.simt import _predecessors, loop_registers, natural_loop
    from tcsim.timing.regs import op_registers

    if getattr(prog, "isa", "ptx") != "ptx":
        return Slice(frozenset(), "not PTX")
    ops = prog.ops
    if any(op.kind == "call" for op in ops):
        return Slice(frozenset(), "the program calls a function")
    cat = [_category(prog, op, m) for op, m in zip(ops, memops)]
    srcs = [op_registers(prog, op)[0] for op in ops]
    dsts = [op_registers(prog, op)[1] for op in ops]
    need: set = set()
    for op, c in zip(ops, cat):
        if op.ins.guard is not None:
            need |= _regs(prog, op, [op.ins.guard.reg])
        if c in ("load", "store"):      # the address (and wmma stride) operands
            ins = op.ins
            value = 1 if c == "store" else 0   # a store's value / a load's destination
            need |= _regs(prog, op, [o for i, o in enumerate(ins.operands) if i != value])
    kept = [c == "root" for c in cat]
    changed = True
    while changed:
        changed = False
        reads_memory = any(k and (c == "load" or (c == "root" and not _quiet(op, m) and not _lanes_only(op)))
                           for k, c, op, m in zip(kept, cat, ops, memops))
        for pc, c in enumerate(cat):
            if not kept[pc] and ((c == "store" and reads_memory) or any(d in need for d in dsts[pc])):
                kept[pc] = changed = True
            if kept[pc] and not need.issuperset(srcs[pc]):
                need.update(srcs[pc])
                changed = True
    skip = frozenset(pc for pc, k in enumerate(kept) if not k)
    if not skip:
        return Slice(skip)
    observer = {pc for pc, (k, c, op, m) in enumerate(zip(kept, cat, ops, memops))
                if k and (c == "load" or (c == "root" and not _quiet(op, m)))}
    stale = {d for pc in skip for d in dsts[pc]}
    preds = None
    for op in ops:
        if op.kind == "bra" and op.target <= op.pc and observer:
            preds = preds or _predecessors(ops)
            if observer.isdisjoint(natural_loop(ops, op.pc, preds)):
                continue
            rows = loop_registers(prog, op.pc)
            named = None if rows is None else {(b, int(r)) for b, rs in rows for r in rs}
            if named is None or not stale.isdisjoint(named):
                return Slice(frozenset(), f"the loop closed at PC {op.pc} names a skipped register and observes "
                                          "other threads (the forward-progress watch)")
    return Slice(skip)


def cannot_fault(st, mop, addrs: np.ndarray, strides) -> bool:
    """True if the memory instruction ``mop`` cannot fault at ``addrs`` (its lanes' space
    addresses, as its address operand reads them; ``strides``: wmma, per lane): every
    lane's bytes are inside its space and naturally aligned (as ``exec/memaccess.py`` and the
    wmma and ldmatrix semantics check). False means: maybe — run the semantics. (Per lane
    ranges are checked as one span from the lowest address to the highest's end: a span
    inside one allocation has every lane inside it.)"""
    kind = mop.kind
    low_bits = int(np.bitwise_or.reduce(addrs, axis=None))
    if kind in ("load", "store", "ldmatrix"):
        ext = mop.width
        if low_bits & (ext - 1):
            return False
    elif kind in ("wmma_load", "wmma_store"):
        if strides is None:
            return False
        s0 = int(strides[0])
        if s0 <= 0 or int(strides.min()) != s0 or int(strides.max()) != s0:
            return False     # (the semantics take a stride per warp; rare: let them check)
        # 16-byte aligned base and stride: the semantics' alignment (at most 16 bytes) holds
        if low_bits & 15 or (s0 * mop.wmma[2]) & 127:
            return False
        ext = _wmma_extent(mop, s0)
    else:
        return False
    return _inside(st, mop.space, int(addrs.min()), int(addrs.max()) + ext)


def _wmma_extent(mop, stride: int) -> int:
    """Bytes from a wmma fragment's base address to the end of its last element."""
    cache = mop.__dict__.setdefault("_fault_extent", {})
    got = cache.get(stride)
    if got is None:
        frag, layout, bits, _ = mop.wmma
        lin = frag.row * stride + frag.col if layout == "row" else frag.col * stride + frag.row
        got = cache[stride] = int(((lin * bits) // 8).max()) + max(bits // 8, 1)
    return got


def _inside(st, space: str, lo: int, end: int) -> bool:
    """Bytes ``lo .. end - 1`` inside the state space ``space`` (generic: one window; global:
    one allocation)."""
    if space == "generic":
        if lo >= SHARED_WINDOW and end <= SHARED_WINDOW + dsmem.OFFSET_MASK + 1:
            space, lo, end = "shared", lo - SHARED_WINDOW, end - SHARED_WINDOW
        elif lo >= LOCAL_WINDOW and end <= LOCAL_WINDOW + WINDOW_SIZE:
            space, lo, end = "local", lo - LOCAL_WINDOW, end - LOCAL_WINDOW
        elif lo >= 5 * WINDOW_SIZE:
            space = "global"
        else:
            return False
    if space == "global":
        return st.gmem.spans(lo, end)
    limit = {"shared": st.smem_size, "local": st.local_size, "const": st.const.size}.get(space)
    return limit is not None and lo >= 0 and end <= limit


def whole_warps_only(sel) -> bool:
    """``sel`` is whole warps (an MMA's semantics would not fault for lack of lanes)."""
    if isinstance(sel, slice):
        return sel.start % 32 == 0 and sel.stop % 32 == 0 and sel.stop > sel.start
    if sel.size == 0 or sel.size % 32:
        return False
    w = sel.reshape(-1, 32)
    return bool((w[:, 0] % 32 == 0).all() and (w[:, 31] - w[:, 0] == 31).all())
