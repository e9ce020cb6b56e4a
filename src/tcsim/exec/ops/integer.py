"""Integer arithmetic, bit manipulation, logic and shifts, wired to ``exec/intops.py``.

Each compiler picks the operand types the PTX ISA gives the instruction (e.g. shift
amounts and bit positions are ``.u32``; ``mul.wide.s32`` reads ``.s32`` and writes
``.s64``) and binds one pure intops function.
"""

from __future__ import annotations

import numpy as np

from tcsim.exec import intops
from tcsim.exec.dtypes import is_float
from tcsim.exec.operands import imm_value
from tcsim.exec.ops import semantics
from tcsim.exec.ops.common import types_of
from tcsim.isa import ir


def elementwise(b, f, dst_t: str, src_ts: list[str], nout: int = 1):
    """Elementwise instruction: ``d = f(a, b, ...)``."""
    b.expect(len(src_ts) + nout)
    readers = [b.src(nout + i, t) for i, t in enumerate(src_ts)]
    w = b.dst(0, dst_t)
    if len(readers) == 1:
        r0 = readers[0]
        return lambda st, sel: w(st, sel, f(r0(st, sel)))
    if len(readers) == 2:
        r0, r1 = readers
        return lambda st, sel: w(st, sel, f(r0(st, sel), r1(st, sel)))
    if len(readers) == 3:
        r0, r1, r2 = readers
        return lambda st, sel: w(st, sel, f(r0(st, sel), r1(st, sel), r2(st, sel)))
    return lambda st, sel: w(st, sel, f(*(r(st, sel) for r in readers)))


def _itype(b) -> str:
    ts = types_of(b.ins.mods)
    if len(ts) != 1:
        b.error(f"'{b.ins.full_opcode}' needs exactly one type")
    return ts[0]


def _carry(st) -> np.ndarray:
    """The per-thread carry flag CC.CF. ThreadBatch does not allocate it (few kernels use
    carries), so it is created zeroed on first use."""
    cc = getattr(st, "cc", None)
    if cc is None:
        cc = st.cc = np.zeros(st.T, dtype=bool)
    return cc


def _cc_ops(b, name: str, t: str):
    """add.cc / addc / sub.cc / subc / mad.cc / madc: carry flag kept per thread in st.cc."""
    fn = {"add_cc": intops.add_cc, "addc": intops.addc, "sub_cc": intops.sub_cc, "subc": intops.subc}.get(name)
    uses_in = name in ("addc", "subc", "madc")
    sets_out = "cc" in b.ins.mods or name in ("add_cc", "sub_cc", "mad_cc")
    if name in ("mad_cc", "madc"):
        hi = "hi" in b.ins.mods
        r = [b.src(i, t) for i in (1, 2, 3)]
        w = b.dst(0, t)

        def run_mad(st, sel):
            cc = _carry(st)
            cf = cc[sel] if uses_in else False
            if name == "madc":
                d, c = intops.madc(r[0](st, sel), r[1](st, sel), r[2](st, sel), cf, hi=hi)
            else:
                d, c = intops.mad_cc(r[0](st, sel), r[1](st, sel), r[2](st, sel), hi=hi)
            w(st, sel, d)
            if sets_out:
                cc[sel] = c
        return run_mad
    r0, r1 = b.src(1, t), b.src(2, t)
    w = b.dst(0, t)

    def run(st, sel):
        cc = _carry(st)
        if uses_in:
            d, c = fn(r0(st, sel), r1(st, sel), cc[sel])
        else:
            d, c = fn(r0(st, sel), r1(st, sel))
        w(st, sel, d)
        if sets_out:
            cc[sel] = c
    return run


def _x2(t: str) -> str | None:
    return {"u16x2": "u32", "s16x2": "u32"}.get(t)


def int_add_sub(b, op: str, t: str):
    mods = b.ins.mods
    if "cc" in mods:
        return _cc_ops(b, f"{op}_cc", t)
    if "sat" in mods:
        return elementwise(b, intops.add_sat if op == "add" else intops.sub_sat, t, [t, t])
    return elementwise(b, intops.add if op == "add" else intops.sub, t, [t, t])


@semantics("addc", "subc")
def addc(b):
    return _cc_ops(b, b.ins.opcode, _itype(b))


@semantics("madc", cls="imad")
def madc(b):
    return _cc_ops(b, "madc", _itype(b))


def int_mul(b, t: str):
    mods = b.ins.mods
    if "wide" in mods:
        wt = t[0] + str(int(t[1:]) * 2)
        return elementwise(b, intops.mul_wide, wt, [t, t])
    if "hi" in mods:
        return elementwise(b, intops.mul_hi, t, [t, t])
    return elementwise(b, intops.mul_lo, t, [t, t])


def int_mad(b, t: str):
    mods = b.ins.mods
    if "cc" in mods:
        return _cc_ops(b, "mad_cc", t)
    if "wide" in mods:
        wt = t[0] + str(int(t[1:]) * 2)
        return elementwise(b, intops.mad_wide, wt, [t, t, wt])
    if "hi" in mods:
        sat = "sat" in mods
        return elementwise(b, lambda x, y, z: intops.mad_hi(x, y, z, sat=sat), t, [t, t, t])
    return elementwise(b, intops.mad_lo, t, [t, t, t])


@semantics("mul24", cls="imad")
def mul24(b):
    t = _itype(b)
    hi = "hi" in b.ins.mods
    return elementwise(b, lambda x, y: intops.mul24(x, y, hi=hi), t, [t, t])


@semantics("mad24", cls="imad")
def mad24(b):
    t = _itype(b)
    hi, sat = "hi" in b.ins.mods, "sat" in b.ins.mods
    return elementwise(b, lambda x, y, z: intops.mad24(x, y, z, hi=hi, sat=sat), t, [t, t, t])


@semantics("sad", cls="imad")
def sad(b):
    t = _itype(b)
    return elementwise(b, intops.sad, t, [t, t, t])


def int_div(b, t):
    return elementwise(b, intops.div, t, [t, t])


@semantics("rem", cls="sfu")  # a subroutine in SASS, as div
def rem(b):
    t = _itype(b)
    return elementwise(b, intops.rem, t, [t, t])


def int_minmax(b, op: str, t: str):
    relu = "relu" in b.ins.mods
    f = intops.min_ if op == "min" else intops.max_
    if t in ("u16x2", "s16x2"):
        f2 = intops.min_x2 if op == "min" else intops.max_x2
        signed = t[0] == "s"
        return elementwise(b, lambda x, y: f2(x, y, signed=signed, relu=relu), "b32", ["b32", "b32"])
    return elementwise(b, (lambda x, y: f(x, y, relu=True)) if relu else f, t, [t, t])


@semantics("popc", cls="popc")
@semantics("clz", cls="sfu")  # FLO
def popc_clz(b):
    t = _itype(b)
    return elementwise(b, intops.popc if b.ins.opcode == "popc" else intops.clz, "u32", [t])


@semantics("bfind", cls="sfu")  # FLO
def bfind(b):
    t = _itype(b)
    sa = "shiftamt" in b.ins.mods
    return elementwise(b, lambda x: intops.bfind(x, shiftamt=sa), "u32", [t])


@semantics("fns", cls="sfu")
def fns(b):
    return elementwise(b, intops.fns, "b32", ["b32", "u32", "s32"])


@semantics("brev", cls="sfu")  # BREV
def brev(b):
    t = _itype(b)
    return elementwise(b, intops.brev, t, [t])


@semantics("bfe")
def bfe(b):
    t = _itype(b)
    return elementwise(b, intops.bfe, t, [t, "u32", "u32"])


@semantics("bfi")
def bfi(b):
    t = _itype(b)
    return elementwise(b, intops.bfi, t, [t, t, "u32", "u32"])


@semantics("bmsk")
def bmsk(b):
    mode = "clamp" if "clamp" in b.ins.mods else "wrap"
    return elementwise(b, lambda x, y: intops.bmsk(x, y, mode=mode), "b32", ["u32", "u32"])


@semantics("szext")
def szext(b):
    t = _itype(b)
    mode = "clamp" if "clamp" in b.ins.mods else "wrap"
    return elementwise(b, lambda x, y: intops.szext(x, y, mode=mode), t, [t, "u32"])


@semantics("dp4a", "dp2a", cls="imad")
def dp(b):
    ts = types_of(b.ins.mods)
    if len(ts) != 2:
        b.error(f"{b.ins.opcode} needs two types")
    ta, tb = ts
    dt = "s32" if "s32" in ts else "u32"
    if b.ins.opcode == "dp4a":
        return elementwise(b, intops.dp4a, dt, [ta, tb, dt])
    hi = "hi" in b.ins.mods
    return elementwise(b, lambda x, y, z: intops.dp2a(x, y, z, hi=hi), dt, [ta, tb, dt])


@semantics("prmt")
def prmt(b):
    mode = next((m for m in b.ins.mods if m in ("f4e", "b4e", "rc8", "ecl", "ecr", "rc16")), None)
    return elementwise(b, lambda x, y, z: intops.prmt(x, y, z, mode), "b32", ["b32", "b32", "b32"])


# ------------------------------------------------------------------ logic and shifts

@semantics("and", "or", "xor")
def logic(b):
    t = _itype(b)
    if t == "pred":
        f = {"and": np.logical_and, "or": np.logical_or, "xor": np.logical_xor}[b.ins.opcode]
        return elementwise(b, f, "pred", ["pred", "pred"])
    f = {"and": intops.and_, "or": intops.or_, "xor": intops.xor_}[b.ins.opcode]
    return elementwise(b, f, t, [t, t])


@semantics("not")
def not_(b):
    t = _itype(b)
    if t == "pred":
        return elementwise(b, np.logical_not, "pred", ["pred"])
    return elementwise(b, intops.not_, t, [t])


@semantics("cnot")
def cnot(b):
    t = _itype(b)
    return elementwise(b, intops.cnot, t, [t])


@semantics("lop3")
def lop3(b):
    ops = b.ops
    boolop = next((m for m in b.ins.mods if m in ("and", "or")), None)
    if boolop is None:
        b.expect(5)
        ra, rb, rc, rl = (b.src(i, "b32") for i in (1, 2, 3, 4))
        w = b.dst(0, "b32")
        return lambda st, sel: w(st, sel, intops.lop3(ra(st, sel), rb(st, sel), rc(st, sel), rl(st, sel)))
    # lop3.BoolOp.b32 d|p, a, b, c, immLut, q
    from tcsim.isa import ir
    if len(ops) != 6 or not isinstance(ops[0], ir.Pipe):
        b.error("lop3.and/or takes d|p, a, b, c, immLut, q")
    wd, wp = b.writer(ops[0].first, "b32"), b.writer(ops[0].second, "pred")
    ra, rb, rc, rl = (b.src(i, "b32") for i in (1, 2, 3, 4))
    rq = b.src(5, "pred")

    def run(st, sel):
        d, p = intops.lop3(ra(st, sel), rb(st, sel), rc(st, sel), rl(st, sel), boolop=boolop, q=rq(st, sel))
        wd(st, sel, d)
        wp(st, sel, p)
    return run


def _shift(b, name: str):
    t = _itype(b)
    ops = b.ins.operands
    if len(ops) == 3 and isinstance(ops[2], ir.Imm) and ops[2].kind == "int":
        # a constant amount: decoded once
        n = int(imm_value(ops[2], "u32", b.error))
        f = intops.shift_by(name, n)
        r0, w = b.src(1, t), b.dst(0, t)
        return lambda st, sel: w(st, sel, f(r0(st, sel)))
    return elementwise(b, getattr(intops, name), t, [t, "u32"])


@semantics("shl")
def shl(b):
    return _shift(b, "shl")


@semantics("shr")
def shr(b):
    return _shift(b, "shr")


@semantics("shf")
def shf(b):
    mode = "clamp" if "clamp" in b.ins.mods else "wrap"
    f = intops.shf_l if "l" in b.ins.mods else intops.shf_r
    return elementwise(b, lambda x, y, z: f(x, y, z, mode=mode), "b32", ["b32", "b32", "u32"])


def is_int_type(t: str) -> bool:
    return not is_float(t) and t not in ("f16x2", "bf16x2")
