"""What the memory system needs to know about each memory instruction, decided once per
program: its kind, state space, access width, whether it bypasses L1, how to read its
addresses, and — for ``wmma.load``/``wmma.store`` — how the fragment splits into
per-thread accesses (``coalescer.wmma_parts``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from tcsim.exec import dsmem
from tcsim.exec.memory import LOCAL_WINDOW, SHARED_WINDOW, WINDOW_SIZE
from tcsim.exec.operands import Binder
from tcsim.exec.ops.common import space_of, types_of, vec_of
from tcsim.isa import ir
from tcsim.isa.ir import type_size
from tcsim.timing.coalescer import wmma_parts

_SPACES = ("global", "shared", "local", "const", "generic")


def polls_memory(ins) -> bool:
    """An ordering load (``ld.volatile``/``.acquire``/``.relaxed``): what it reads may be
    written by another CTA meanwhile, so how often it runs can depend on the schedule."""
    return ins.opcode == "ld" and any(m in ins.mods for m in ("volatile", "acquire", "relaxed"))


@dataclass
class MemOp:
    kind: str                 # load | store | atomic | wmma_load | wmma_store | ldmatrix | async_copy
    space: str                # global | shared | local | const | generic
    width: int                # bytes per lane per access
    bypass_l1: bool           # ld.global.cg / .cs / .cv: cached in L2 only
    addr: Callable            # (st, sel) -> per-lane addresses (or one scalar)
    parts: int = 1            # SASS memory instructions the PTX instruction becomes
    stride: Callable | None = None
    wmma: tuple | None = None  # (fragment, layout, bits, matrix)
    lanes_used: int = 32      # ldmatrix: lanes that supply row addresses
    remote: bool = False      # .shared::cluster: may access another CTA's shared memory
    _offsets: dict = field(default_factory=dict)
    _extent: dict = field(default_factory=dict)     # wmma: stride -> bytes past the base
    patterns: dict = field(default_factory=dict)   # access pattern -> coalesced (memory.py)

    def wmma_offsets(self, stride: int) -> tuple[np.ndarray, int]:
        """``(offsets (parts, 32) bytes from the base, width)`` for a row/column stride."""
        got = self._offsets.get(stride)
        if got is None:
            frag, layout, bits, matrix = self.wmma
            groups, width = wmma_parts(frag, layout, bits, matrix, stride)
            lin = frag.row * stride + frag.col if layout == "row" else frag.col * stride + frag.row
            off = (lin * bits) // 8
            lanes = np.arange(32)[None, :]
            got = (off[lanes, groups], width)
            self._offsets[stride] = got
        return got


    def extent(self, stride: int) -> int:
        """Bytes from a lane's address to the end of what it accesses."""
        if self.wmma is None:
            return self.width
        got = self._extent.get(stride)
        if got is None:
            offs, width = self.wmma_offsets(stride)
            got = self._extent[stride] = int(offs.max()) + width
        return got


def footprint(mop: MemOp, addrs: np.ndarray, strides: list[int] | None, issued: list) -> tuple:
    """What the warps ``issued`` (``(warp, lanes)``) access with ``mop`` at ``addrs``
    (``strides``: wmma, per warp), in the terms of ``deferred.overlaps``."""
    if addrs.size == 0:
        return ("global", 0, 0)
    ext = max(mop.extent(s) for s in set(strides)) if strides else mop.extent(0)
    lo, hi = int(addrs.min()), int(addrs.max()) + ext
    space = mop.space
    if space == "generic":
        if hi <= WINDOW_SIZE or lo >= 5 * WINDOW_SIZE:
            space = "global"
        elif lo >= SHARED_WINDOW and hi <= SHARED_WINDOW + WINDOW_SIZE:
            if hi - SHARED_WINDOW > dsmem.OFFSET_MASK + 1:
                return ("any",)    # a mapa'd address: another CTA's shared memory
            space = "shared"
        elif lo >= LOCAL_WINDOW and hi <= LOCAL_WINDOW + WINDOW_SIZE:
            space = "local"
        else:
            return ("any",)
    if mop.remote:
        return ("any",)
    if space in ("shared", "local"):
        return (space, frozenset(w.cta for w, _ in issued))
    if space in ("global", "const"):
        return (space, lo, hi)
    return ("any",)


def _func(program, name: str) -> ir.Function:
    for f in program.funcs:
        if f.name == name:
            return f
    raise KeyError(name)


def _async_copy(program, op) -> MemOp | None:
    """cp.async.{ca,cg}: a global read of cp-size bytes per lane that lands in shared memory
    (no register); .cg bypasses the L1. commit_group / wait_group are not memory accesses."""
    ins = op.ins
    if not ins.mods or ins.mods[0] != "async" or not any(m in ("ca", "cg") for m in ins.mods):
        return None
    size = ins.operands[2]
    b = Binder(program, _func(program, op.func), ins)
    return MemOp("async_copy", "global", int(size.value), "cg" in ins.mods, b.addr(1, "global"))


def describe(program, op) -> MemOp | None:
    """The memory descriptor of decoded instruction ``op``, or ``None`` if it does not go
    through the memory hierarchy (ld.param reads a constant-bank operand; see classes.py)."""
    ins = op.ins
    code, mods = ins.opcode, ins.mods
    if op.kind != "alu" or code not in ("ld", "ldu", "st", "atom", "red", "wmma", "ldmatrix", "cp", "mbarrier"):
        return None
    if code == "mbarrier" and "pending_count" in mods:
        return None
    if code == "cp":
        return _async_copy(program, op)
    if code == "wmma" and mods[:1] == ("mma",):
        return None
    space = space_of(mods)
    remote = space == "cluster"
    if remote:
        m = _describe(program, op, ins, code, mods, "cluster")
        # distributed shared memory: timed as an access to the SM's own shared memory
        # (assumption: no published figure is modelled for the SM-to-SM network)
        m.space, m.remote = "shared", True
        return m
    if space not in _SPACES:
        return None
    return _describe(program, op, ins, code, mods, space)


def _describe(program, op, ins, code, mods, space) -> MemOp:
    b = Binder(program, _func(program, op.func), ins)
    cg = any(m in ("cg", "cs", "cv", "volatile") for m in mods) and space in ("global", "generic")
    if code in ("ld", "ldu"):
        t = types_of(mods)[-1]
        return MemOp("load", space, type_size(t) * vec_of(mods), cg, b.addr(1, space))
    if code == "st":
        t = types_of(mods)[-1]
        return MemOp("store", space, type_size(t) * vec_of(mods), False, b.addr(0, space))
    if code in ("atom", "red"):
        t = types_of(mods)[-1]
        i = 1 if code == "atom" else 0
        return MemOp("atomic", space, type_size(t), True, b.addr(i, space))
    if code == "mbarrier":   # an 8-byte read-modify-write of the object (exec/ops/mbarrier.py)
        i = 1 if any(m in mods for m in ("arrive", "arrive_drop", "test_wait")) else 0
        return MemOp("atomic", space, 8, True, b.addr(i, space))
    if code == "ldmatrix":
        num = next((int(m[1:]) for m in mods if m in ("x1", "x2", "x4")), 1)
        return MemOp("ldmatrix", space, 16, False, b.addr(1, space), parts=1, lanes_used=8 * num)
    # wmma.load / wmma.store
    from tcsim.matrix import fragments

    kind = mods[0]
    matrix = mods[1] if kind == "load" else "c"
    lay = [m for m in mods if m in ("row", "col")]
    layout = lay[0] if lay else "row"
    etype = types_of(mods)[-1]
    shape = next(tuple(int(x) for x in m[1:].replace("n", " ").replace("k", " ").split()) for m in mods
                 if m.startswith("m") and "n" in m and "k" in m)
    frag = fragments.wmma_fragment(program.tensor_family, matrix, shape, etype, layout)
    bits = ir.ELEMENT_BITS[etype]
    default_stride = frag.cols if layout == "row" else frag.rows
    ai = 1 if kind == "load" else 0
    stride = b.src(2, "u32") if len(ins.operands) > 2 else (lambda st, sel, d=default_stride: d)
    m = MemOp("wmma_" + kind, space, 4, False, b.addr(ai, space), stride=stride,
              wmma=(frag, layout, bits, matrix))
    offs, width = m.wmma_offsets(1 << 12)
    m.parts, m.width = offs.shape[0], width
    return m
