"""Data movement: mov, ld, ldu, st, cvta, isspacep, prefetch, and memory ordering no-ops."""

from __future__ import annotations

import numpy as np

from tcsim.exec import memaccess
from tcsim.exec.dtypes import DTYPE, UINT_OF_SIZE
from tcsim.exec.memory import CONST_WINDOW, LOCAL_WINDOW, PARAM_WINDOW, SHARED_WINDOW, WINDOW_SIZE
from tcsim.exec.ops import semantics
from tcsim.exec.ops.common import one_type, space_of, types_of, vec_of
from tcsim.isa import ir
from tcsim.isa.ir import type_size


@semantics("mov")
def mov(b):
    b.expect(2)
    t = one_type(b)
    d, a = b.ops
    if isinstance(a, ir.Vector) or isinstance(d, ir.Vector):
        return _mov_pack(b, t, d, a)
    r = b.src(1, t)
    w = b.dst(0, t)
    return lambda st, sel: w(st, sel, r(st, sel))


def _mov_pack(b, t, d, a):
    """``mov.b64 %rd, {%r1, %r2}`` packs; ``mov.b64 {%r1, %r2}, %rd`` unpacks (element 0 is
    the least significant)."""
    size = type_size(t)
    vec = d if isinstance(d, ir.Vector) else a
    n = len(vec.elems)
    if size % n:
        b.error("vector size does not divide the scalar type")
    esize = size // n
    et = f"b{esize * 8}"
    ut = UINT_OF_SIZE[size]
    if isinstance(a, ir.Vector):
        readers = b.src_list(1, et)
        w = b.dst(0, t)

        def pack(st, sel):
            acc = None
            for k, r in enumerate(readers):
                v = np.asarray(r(st, sel)).astype(ut) << ut.type(k * esize * 8)
                acc = v if acc is None else acc | v
            w(st, sel, acc.view(DTYPE[t]))

        return pack
    r = b.src(1, t)
    writers = b.dst_list(0, et)
    eut = UINT_OF_SIZE[esize]
    mask = ut.type((1 << (esize * 8)) - 1)

    def unpack(st, sel):
        v = np.asarray(r(st, sel)).view(ut)
        for k, w in enumerate(writers):
            w(st, sel, ((v >> ut.type(k * esize * 8)) & mask).astype(eut))

    return unpack


def _space(b, opnd_index: int) -> str:
    space = space_of(b.ins.mods)
    if space == "param":
        base = b.ops[opnd_index].base if isinstance(b.ops[opnd_index], ir.Address) else None
        if isinstance(base, ir.Sym):
            loc = b.program.var(b.func, base.name)
            if loc is None:
                b.error(f"unknown variable '{base.name}'")
            return loc.space
        return "kparam"
    return space


def _load_class(ins) -> str:
    """``ld.param`` reads a constant-bank operand in SASS (ALU, param latency); the other
    spaces go to the memory hierarchy."""
    space = space_of(ins.mods)
    return space if space in ("param", "shared", "const", "local") else "global"


@semantics("ld", "ldu", cls=_load_class)
def ld(b):
    b.expect((2, 3))
    t = types_of(b.ins.mods)[-1] if types_of(b.ins.mods) else b.error("ld needs a type")
    space = _space(b, 1)
    n = vec_of(b.ins.mods)
    writers = b.dst_list(0, t)
    if len(writers) != n:
        b.error(f"ld.v{n} needs {n} destination registers")
    addr = b.addr(1, space if space not in ("kparam", "fparam") else "param")
    size = type_size(t)
    dt = DTYPE[t]

    def run(st, sel):
        vals = memaccess.load(st, sel, space, addr(st, sel), size, n)
        for w, v in zip(writers, vals):
            w(st, sel, np.asarray(v).view(dt))

    return run


@semantics("st", cls="store")
def st_(b):
    b.expect((2, 3))
    t = types_of(b.ins.mods)[-1] if types_of(b.ins.mods) else b.error("st needs a type")
    space = _space(b, 0)
    n = vec_of(b.ins.mods)
    readers = b.src_list(1, t)
    if len(readers) != n:
        b.error(f"st.v{n} needs {n} source operands")
    addr = b.addr(0, space if space not in ("kparam", "fparam") else "param")
    size = type_size(t)
    ut = UINT_OF_SIZE[size]

    def run(st, sel):
        vals = [np.asarray(r(st, sel)).view(ut) for r in readers]
        memaccess.store(st, sel, space, addr(st, sel), size, vals)

    return run


_WINDOW = {"shared": SHARED_WINDOW, "cluster": SHARED_WINDOW, "local": LOCAL_WINDOW, "const": CONST_WINDOW,
           "param": PARAM_WINDOW, "global": 0}


@semantics("cvta")
def cvta(b):
    """``cvta.space`` converts a space address to generic; ``cvta.to.space`` the reverse."""
    b.expect(2)
    t = one_type(b, {"u32", "u64"})
    to = "to" in b.ins.mods
    space = space_of(b.ins.mods)
    if space == "generic":
        b.error("cvta needs a state space")
    base = t == "u64" and _WINDOW[space]
    r = b.src(1, t)
    w = b.dst(0, t)
    dt = DTYPE[t]
    k = dt.type(base)
    if to:
        return lambda st, sel: w(st, sel, np.asarray(r(st, sel), dtype=dt) - k)
    return lambda st, sel: w(st, sel, np.asarray(r(st, sel), dtype=dt) + k)


@semantics("isspacep")
def isspacep(b):
    b.expect(2)
    space = space_of(b.ins.mods)
    r = b.src(1, "u64")
    w = b.dst(0, "pred")
    lo = _WINDOW.get(space, 0)

    def run(st, sel):
        a = np.asarray(r(st, sel)).astype(np.int64)
        if space == "global":
            res = (a < SHARED_WINDOW) | (a >= PARAM_WINDOW + WINDOW_SIZE)
        else:
            res = (a >= lo) & (a < lo + WINDOW_SIZE)
        w(st, sel, res)

    return run


@semantics("prefetch", "prefetchu", "membar", "fence", "applypriority", "discard", "createpolicy", "griddepcontrol")  # one ALU slot
def no_effect(b):
    """Cache hints and memory ordering have no functional effect in a sequentially
    consistent simulator. ``createpolicy`` writes an opaque policy: zero."""
    if b.ins.opcode == "createpolicy":
        w = b.dst(0, "b64")
        return lambda st, sel: w(st, sel, np.uint64(0))
    return lambda st, sel: None
