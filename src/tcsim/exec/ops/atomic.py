"""Atomic read-modify-write: atom and red on global, shared and generic addresses.

Lanes of one instruction that hit the same address are serialised in thread order (a
legal order: the PTX memory model leaves it unspecified), so every lane gets the old
value a real serialisation would give it. Distinct addresses are updated in one numpy
step; integer ``add`` with conflicts uses a segmented prefix sum; other operations with
conflicts proceed in rounds (round r updates the r-th lane of every address group).
"""

from __future__ import annotations

import numpy as np

from tcsim.exec import memaccess
from tcsim.exec.dtypes import DTYPE, UINT_OF_SIZE
from tcsim.exec.memory import gather, scatter
from tcsim.exec.operands import Fault
from tcsim.exec.ops import semantics
from tcsim.exec.ops.common import full, space_of, types_of
from tcsim.exec.selection import sel_indices, sel_len
from tcsim.isa.ir import type_size

_OPS = ("and", "or", "xor", "cas", "exch", "add", "inc", "dec", "min", "max")


def _ftz32(x):
    x = np.asarray(x, dtype=np.float32)
    return np.where(np.abs(x) < np.finfo(np.float32).tiny, np.copysign(np.float32(0), x), x).astype(np.float32)


def _combine(op: str, t: str, ftz: bool):
    """``f(old, b, c) -> new`` on values of numpy dtype of ``t``."""
    dt = DTYPE[t]
    if op == "add":
        if t == "f32" and ftz:
            return lambda o, b, c: _ftz32(_ftz32(o) + _ftz32(b))
        if t in ("f16x2", "bf16x2"):
            et = DTYPE["f16" if t == "f16x2" else "bf16"]
            def add2(o, b, c):
                ov = np.asarray(o, dtype=np.uint32).view(np.uint16).view(et).astype(np.float32)
                bv = np.asarray(b, dtype=np.uint32).view(np.uint16).view(et).astype(np.float32)
                return (ov + bv).astype(et).view(np.uint16).view(np.uint32)
            return add2
        if t in ("f16", "bf16"):
            return lambda o, b, c: (np.asarray(o).astype(np.float32) + np.asarray(b).astype(np.float32)).astype(dt)
        return lambda o, b, c: (o + b).astype(dt)
    if op == "exch":
        return lambda o, b, c: np.asarray(b, dtype=dt)
    if op == "cas":
        return lambda o, b, c: np.where(o == b, c, o).astype(dt)
    if op == "and":
        return lambda o, b, c: o & b
    if op == "or":
        return lambda o, b, c: o | b
    if op == "xor":
        return lambda o, b, c: o ^ b
    if op == "min":
        return lambda o, b, c: (np.fmin(o, b) if dt.kind == "f" else np.minimum(o, b)).astype(dt)
    if op == "max":
        return lambda o, b, c: (np.fmax(o, b) if dt.kind == "f" else np.maximum(o, b)).astype(dt)
    if op == "inc":
        return lambda o, b, c: np.where(o >= b, dt.type(0), o + dt.type(1)).astype(dt)
    if op == "dec":
        return lambda o, b, c: np.where((o == 0) | (o > b), b, o - dt.type(1)).astype(dt)
    raise AssertionError(op)


def rmw(buf: np.ndarray, off: np.ndarray, t: str, f, bv: np.ndarray, cv, int_add: bool) -> np.ndarray:
    """Apply ``f`` at byte offsets ``off`` of ``buf`` lane by lane; return the old values."""
    size = type_size(t)
    dt = DTYPE[t]
    ut = UINT_OF_SIZE[size]
    n = off.size
    order = np.argsort(off, kind="stable")
    so = off[order]
    first = np.r_[True, so[1:] != so[:-1]] if n else np.zeros(0, bool)
    if first.all():
        old = gather(buf, off, size).view(dt)
        scatter(buf, off, size, np.asarray(f(old, bv, cv), dtype=dt).view(ut))
        return old
    pos = np.arange(n)
    start = np.maximum.accumulate(np.where(first, pos, 0))
    rank = pos - start
    if int_add:
        vals = bv[order].astype(dt)
        incl = np.cumsum(vals, dtype=dt)
        base = incl[start] - vals[start]
        excl = incl - vals - base
        heads = so[first]
        old_heads = gather(buf, heads, size).view(dt)
        old_sorted = old_heads[np.cumsum(first) - 1] + excl
        last = np.r_[so[1:] != so[:-1], True]
        scatter(buf, so[last], size, (old_sorted[last] + vals[last]).astype(dt).view(ut))
        old = np.empty(n, dtype=dt)
        old[order] = old_sorted
        return old
    old = np.empty(n, dtype=dt)
    rank_in_orig = np.empty(n, dtype=np.int64)
    rank_in_orig[order] = rank
    for r in range(int(rank.max()) + 1):
        lanes = np.flatnonzero(rank_in_orig == r)
        o = gather(buf, off[lanes], size).view(dt)
        c = cv[lanes] if cv is not None else None
        scatter(buf, off[lanes], size, np.asarray(f(o, bv[lanes], c), dtype=dt).view(ut))
        old[lanes] = o
    return old


def _space_parts(st, sel, space, addrs, nbytes):
    """[(space, sub-selection positions, buffer, offsets)] for an atomic's lanes."""
    n = sel_len(sel)
    a = full(addrs, n, np.int64)
    if space == "generic":
        parts = []
        for sp, mask, sub in memaccess.split_generic(a):
            if sp not in ("global", "shared", "cluster"):
                raise Fault(int(np.argmax(mask)) if mask is not None else 0, f"atomic on .{sp} memory is not allowed")
            positions = np.arange(n) if mask is None else np.flatnonzero(mask)
            subsel = sel if mask is None else sel_indices(sel)[mask]
            try:
                buf, off = memaccess.resolve(st, subsel, sp, full(sub, positions.size, np.int64), nbytes, "atomic")
            except Fault as e:
                raise Fault(int(positions[e.pos]), e.message, e.addr) from None
            parts.append((sp, positions, buf, full(off, positions.size, np.int64)))
        return parts
    buf, off = memaccess.resolve(st, sel, space, a, nbytes, "atomic")
    return [(space, np.arange(n), buf, full(off, n, np.int64))]


def _compile(b, has_dest: bool):
    mods = b.ins.mods
    op = next((m for m in mods if m in _OPS), None)
    if op is None:
        b.error(f"'{b.ins.opcode}' needs an operation ({', '.join(_OPS)})")
    ts = types_of(mods)
    if len(ts) != 1:
        b.error(f"'{b.ins.full_opcode}' needs one type")
    t = ts[0]
    space = space_of(mods)
    if space not in ("global", "shared", "cluster", "generic"):
        b.error(f"atomics on .{space} are not allowed")
    # atom/red.add.f32 flush subnormal inputs and results on global memory but support
    # subnormals on shared memory (PTX ISA: atom, floating-point notes); a generic
    # address picks the behaviour of the space it resolves to
    ftz = t == "f32" and "noftz" not in mods
    f_global = _combine(op, t, ftz)
    f_shared = _combine(op, t, False)
    dt = DTYPE[t]
    first = 1 if has_dest else 0
    addr = b.addr(first, space)
    rb = b.src(first + 1, t)
    rc = b.src(first + 2, t) if op == "cas" else None
    w = b.dst(0, t) if has_dest else None
    int_add = op == "add" and dt.kind in "iu" and t not in ("f16x2", "bf16x2")
    size = type_size(t)

    def run(st, sel):
        n = sel_len(sel)
        bv = full(rb(st, sel), n, dt)
        cv = full(rc(st, sel), n, dt) if rc is not None else None
        old = np.empty(n, dtype=dt)
        for sp, positions, buf, off in _space_parts(st, sel, space, addr(st, sel), size):
            f = f_global if sp == "global" else f_shared
            old[positions] = rmw(buf, off, t, f, bv[positions], cv[positions] if cv is not None else None, int_add)
        if w is not None:
            w(st, sel, old)

    return run


@semantics("atom", cls="atomic")
def atom(b):
    b.expect((3, 4))
    return _compile(b, True)


@semantics("red", cls="atomic")
def red(b):
    b.expect(2)
    return _compile(b, False)
