"""Integer and predicate SASS: MOV, IMAD (.WIDE/.HI/.X/.MOV/.SHL/.IADD), IADD3 (.X, carries),
LEA (.HI/.X/.SX32), LOP3, PLOP3, SHF, PRMT, ISETP (.EX), SEL, IMNMX, IABS, FLO, POPC, BREV,
P2R/R2P, S2R/CS2R/R2UR/VIADD. Lane arrays of uint32; 64-bit arithmetic in uint64/int64."""

from __future__ import annotations

import numpy as np

from tcsim.isa.sass.ir import Imm, Reg

from .operands import (
    SassDecodeError,
    pred_reader,
    pred_writer,
    reader,
    reader64,
    where,
    writer,
    writer64,
)
from .table import sass

M32 = np.uint64(0xFFFFFFFF)


def _u32(x):
    return np.asarray(x).astype(np.uint32)


def _is_pred(o) -> bool:
    return isinstance(o, Reg) and o.file in ("P", "UP")


def _wide_value(o, k, ins, signed: bool):
    """A 32-bit source as int64 (sign- or zero-extended), for exact products."""
    r = reader(o, k, ins)
    if signed:
        return lambda st, sel: np.asarray(r(st, sel), np.uint32).view(np.int32).astype(np.int64)
    return lambda st, sel: np.asarray(r(st, sel), np.uint32).astype(np.int64)


def _carry_value(o, k, ins):
    """A source of a carrying add as int64 in [0, 2^32]: -x is ~x + 1 (so that 0 - 0 carries,
    as a 33-bit adder does), ~x the complement."""
    if isinstance(o, Reg) and o.neg:
        r = reader(Reg(o.file, o.index, o.name, o.mods), k, ins)
        return lambda st, sel: (~np.asarray(r(st, sel), np.uint32)).astype(np.int64) + 1
    r = reader(o, k, ins)
    return lambda st, sel: np.asarray(r(st, sel), np.uint32).astype(np.int64)


@sass("MOV")
def mov(k, ins):
    w, a = writer(ins.operands[0], k, ins), reader(ins.operands[1], k, ins)
    return lambda st, sel: w(st, sel, a(st, sel))


@sass("R2UR", "S2R", "S2UR", uniform=False)
def move_special(k, ins):
    return mov(k, ins)


@sass("CS2R", uniform=False)
def cs2r(k, ins):
    """CS2R Rd(.32), SRZ|SR_CLOCKLO: a 64-bit pair (.32: one register)."""
    d, s = ins.operands
    lo = reader(s, k, ins)
    if "32" in ins.mods:
        w = writer(d, k, ins)
        return lambda st, sel: w(st, sel, lo(st, sel))
    w = writer64(d, k, ins)
    if isinstance(s, Reg) and s.name == "SR_CLOCKLO":
        return lambda st, sel: w(st, sel, np.uint64(st.clock))
    return lambda st, sel: w(st, sel, np.asarray(lo(st, sel), np.uint64))


@sass("IMAD")
def imad(k, ins):
    ops, mods = ins.operands, set(ins.mods)
    signed = "U32" not in mods
    if "WIDE" in mods:
        d, a, b, c = ops[:4]
        w = writer64(d, k, ins)
        ra, rb = _wide_value(a, k, ins, signed), _wide_value(b, k, ins, signed)
        rc = reader64(c, k, ins)
        return lambda st, sel: w(st, sel, (np.asarray(ra(st, sel) * rb(st, sel)).astype(np.uint64)
                                           + np.asarray(rc(st, sel), np.uint64)))
    if "HI" in mods:
        # IMAD.HI d, a, b, c(, Pcin): the high word of the 64-bit a*b + c, where a register c
        # is the pair c:c+1 (low, high) — ptxas's integer division refines its reciprocal r
        # with 'IMAD.MOV.U32 R2, RZ, RZ, RZ; IMAD.HI.U32 R3, R3, R5, R2', i.e. r + hi(r * e)
        # with R2:R3 = r << 32; an immediate or RZ c adds to the high word (mul.hi: RZ)
        d, a, b, c = ops[:4]
        w = writer(d, k, ins)
        ra, rb = _wide_value(a, k, ins, signed), _wide_value(b, k, ins, signed)
        pair = isinstance(c, Reg) and c.file == "R" and c.index is not None
        rc = reader64(c, k, ins) if pair else reader(c, k, ins)
        cin = pred_reader(ops[4], k, ins) if len(ops) > 4 and _is_pred(ops[4]) and "X" in mods else None

        def hi(st, sel):
            p = np.asarray(ra(st, sel) * rb(st, sel)).astype(np.uint64)
            cv = np.asarray(rc(st, sel), np.uint64)
            if pair:
                carry = ((p & M32) + (cv & M32)) >> np.uint64(32)
                v = (p >> np.uint64(32)) + (cv >> np.uint64(32)) + carry
            else:
                v = (p >> np.uint64(32)) + cv
            if cin is not None:
                v = v + np.asarray(cin(st, sel), np.uint64)
            w(st, sel, (v & M32).astype(np.uint32))
        return hi
    # IMAD / IMAD.MOV / IMAD.SHL / IMAD.IADD / IMAD.X: a*b + c (+ carry-in)
    d, a, b, c = ops[:4]
    w = writer(d, k, ins)
    ra, rb, rc = reader(a, k, ins), reader(b, k, ins), reader(c, k, ins)
    cin = pred_reader(ops[4], k, ins) if "X" in mods and len(ops) > 4 else None

    def mad(st, sel):
        v = np.asarray(ra(st, sel), np.uint64) * np.asarray(rb(st, sel), np.uint64) + np.asarray(rc(st, sel), np.uint64)
        if cin is not None:
            v = v + np.asarray(cin(st, sel), np.uint64)
        w(st, sel, (v & M32).astype(np.uint32))
    return mad


@sass("IADD3")
def iadd3(k, ins):
    """IADD3 d, [Pc0, [Pc1,]] a, b, c [, Pin0, Pin1 (.X)]: a + b + c (+ carries in); the carry
    out (0-2) sets Pc0 when >= 1 and Pc1 when 2, which a following IADD3.X adds back."""
    ops = list(ins.operands)
    d, rest = ops[0], ops[1:]
    outs = []
    while rest and _is_pred(rest[0]) and len(rest) > 3:
        outs.append(rest.pop(0))
    srcs, cins = rest[:3], rest[3:]
    if len(srcs) != 3:
        raise SassDecodeError(f"{where(k, ins)}: IADD3 needs three sources")
    w = writer(d, k, ins)
    rs = [_carry_value(s, k, ins) for s in srcs]
    pins = [pred_reader(p, k, ins) for p in cins] if "X" in ins.mods else []
    pouts = [pred_writer(p, k, ins) for p in outs]

    def add3(st, sel):
        total = rs[0](st, sel) + rs[1](st, sel) + rs[2](st, sel)
        for p in pins:
            total = total + np.asarray(p(st, sel), np.int64)
        w(st, sel, (np.asarray(total) & 0xFFFFFFFF).astype(np.uint32))
        carry = np.asarray(total) >> 32
        for i, pw in enumerate(pouts):
            pw(st, sel, carry >= i + 1)
    return add3


@sass("VIADD", uniform=False)
def viadd(k, ins):
    d, a, b = ins.operands[:3]
    w, ra, rb = writer(d, k, ins), reader(a, k, ins), reader(b, k, ins)
    return lambda st, sel: w(st, sel, _u32(np.asarray(ra(st, sel), np.uint64) + np.asarray(rb(st, sel), np.uint64)))


@sass("LEA")
def lea(k, ins):
    """LEA d, [Pc,] a, b, s: (a << s) + b. LEA.HI d, [Pc,] a, b, c, s (+ Pin with .X): the
    high word of (c:a) << s, plus b; .SX32: c is a's sign extension."""
    ops = list(ins.operands)
    d, rest = ops[0], ops[1:]
    pout = pred_writer(rest.pop(0), k, ins) if _is_pred(rest[0]) else None
    mods = set(ins.mods)
    x = "X" in mods
    cin = pred_reader(rest.pop(), k, ins) if x and rest and _is_pred(rest[-1]) else None
    if not isinstance(rest[-1], Imm):
        raise SassDecodeError(f"{where(k, ins)}: LEA shift must be an immediate")
    s = int(rest[-1].value) & 63
    w = writer(d, k, ins)
    ra, rb = reader(rest[0], k, ins), reader(rest[1], k, ins)
    hi = "HI" in mods
    sx = "SX32" in mods
    rc = reader(rest[2], k, ins) if hi and not sx and len(rest) > 3 else None

    def run(st, sel):
        a = np.asarray(ra(st, sel), np.uint32)
        if hi:
            if sx:
                c = np.where(a.view(np.int32) < 0, np.uint32(0xFFFFFFFF), np.uint32(0))
            else:
                c = np.asarray(rc(st, sel), np.uint32) if rc is not None else np.uint32(0)
            wide = (np.asarray(c, np.uint64) << np.uint64(32)) | np.asarray(a, np.uint64)
            part = (wide << np.uint64(s)) >> np.uint64(32) & M32 if s < 64 else np.uint64(0)
        else:
            part = (np.asarray(a, np.uint64) << np.uint64(s)) & M32
        total = part.astype(np.int64) + np.asarray(rb(st, sel), np.uint32).astype(np.int64)
        if cin is not None:
            total = total + np.asarray(cin(st, sel), np.int64)
        w(st, sel, (total & 0xFFFFFFFF).astype(np.uint32))
        if pout is not None:
            pout(st, sel, (total >> 32) != 0)
    return run


def lut3(lut: int, a, b, c):
    """Bitwise function of three words whose truth table is ``lut`` (bit (a<<2|b<<1|c)),
    the convention of LOP3.LUT: lut = f(0xF0, 0xCC, 0xAA)."""
    out = np.zeros(np.broadcast(a, b, c).shape, np.uint32) if np.ndim(a) or np.ndim(b) or np.ndim(c) else np.uint32(0)
    a, b, c = np.uint32(a) if np.ndim(a) == 0 else a, np.uint32(b) if np.ndim(b) == 0 else b, np.uint32(c) if np.ndim(c) == 0 else c
    for i in range(8):
        if lut >> i & 1:
            out = out | ((a if i & 4 else ~a) & (b if i & 2 else ~b) & (c if i & 1 else ~c))
    return np.asarray(out).astype(np.uint32)


@sass("LOP3")
def lop3(k, ins):
    """LOP3.LUT [Pd,] d, a, b, c, lut, Pin: d = lut(a, b, c); Pd = (d != 0)."""
    ops = list(ins.operands)
    pout = pred_writer(ops.pop(0), k, ins) if _is_pred(ops[0]) else None
    d, a, b, c, lut = ops[:5]
    if not isinstance(lut, Imm):
        raise SassDecodeError(f"{where(k, ins)}: LOP3 truth table must be an immediate")
    w = writer(d, k, ins)
    ra, rb, rc = reader(a, k, ins), reader(b, k, ins), reader(c, k, ins)
    t = int(lut.value) & 0xFF

    def run(st, sel):
        v = lut3(t, ra(st, sel), rb(st, sel), rc(st, sel))
        w(st, sel, v)
        if pout is not None:
            pout(st, sel, v != 0)
    return run


@sass("PLOP3")
def plop3(k, ins):
    """PLOP3.LUT Pd, Qd, a, b, c, lut_p, lut_q on predicates."""
    pd, qd, a, b, c, lp, lq = ins.operands[:7]
    wp, wq = pred_writer(pd, k, ins), pred_writer(qd, k, ins)
    ra, rb, rc = (pred_reader(o, k, ins) for o in (a, b, c))
    tp, tq = int(lp.value) & 0xFF, int(lq.value) & 0xFF

    def run(st, sel):
        x = [np.asarray(r(st, sel)).astype(np.uint32) * np.uint32(0xFFFFFFFF) for r in (ra, rb, rc)]
        wp(st, sel, lut3(tp, *x) != 0)
        wq(st, sel, lut3(tq, *x) != 0)
    return run


@sass("SHF")
def shf(k, ins):
    """SHF.{L,R}.{U32,S32,U64,S64}[.HI][.W] d, lo, s, hi: funnel shift of hi:lo; the low word
    of the result (the high word with .HI). The shift clamps at 32 (.W: wraps mod 32) for
    32-bit forms and at 64 for 64-bit forms."""
    d, lo, s, hi = ins.operands[:4]
    mods = set(ins.mods)
    left = "L" in mods
    signed = bool(mods & {"S32", "S64"})
    high = "HI" in mods
    width = 64 if mods & {"U64", "S64"} else 32
    wrap = "W" in mods
    w = writer(d, k, ins)
    rl, rs, rh = reader(lo, k, ins), reader(s, k, ins), reader(hi, k, ins)

    def run(st, sel):
        n = np.asarray(rs(st, sel), np.uint32).astype(np.int64)
        n = n & (width - 1) if wrap else np.minimum(n, width)
        h = np.asarray(rh(st, sel), np.uint32)
        v = (h.astype(np.uint64) << np.uint64(32)) | np.asarray(rl(st, sel), np.uint32).astype(np.uint64)
        if left:
            r = np.where(n >= 64, np.uint64(0), v << np.minimum(n, 63).astype(np.uint64))
        elif signed:
            r = (v.view(np.int64) if np.ndim(v) else np.int64(np.uint64(v).view(np.int64))) >> np.minimum(n, 63)
            r = np.asarray(r).view(np.uint64) if np.ndim(r) else np.uint64(np.int64(r).view(np.uint64))
        else:
            r = np.where(n >= 64, np.uint64(0), v >> np.minimum(n, 63).astype(np.uint64))
        r = np.asarray(r, np.uint64)
        w(st, sel, ((r >> np.uint64(32)) if high else (r & M32)).astype(np.uint32))
    return run


@sass("PRMT")
def prmt(k, ins):
    """PRMT d, a, sel, b: byte i of d is byte (sel nibble i & 7) of b:a, sign-replicated when
    the nibble's bit 3 is set (the default mode of PTX prmt.b32)."""
    if set(ins.mods) - {"B32"}:
        raise SassDecodeError(f"{where(k, ins)}: PRMT mode {'.'.join(ins.mods)} is not supported")
    d, a, s, b = ins.operands[:4]
    w = writer(d, k, ins)
    ra, rs, rb = reader(a, k, ins), reader(s, k, ins), reader(b, k, ins)

    def run(st, sel):
        x = (np.asarray(rb(st, sel), np.uint64) << np.uint64(32)) | np.asarray(ra(st, sel), np.uint64)
        sv = np.asarray(rs(st, sel), np.uint32)
        out = np.uint32(0)
        for i in range(4):
            nib = (sv >> np.uint32(4 * i)) & np.uint32(0xF)
            byte = ((x >> ((nib & np.uint32(7)).astype(np.uint64) * np.uint64(8))) & np.uint64(0xFF)).astype(np.uint32)
            byte = np.where((nib & np.uint32(8)) != 0, np.where(byte & np.uint32(0x80), np.uint32(0xFF), np.uint32(0)), byte)
            out = out | (np.asarray(byte, np.uint32) << np.uint32(8 * i))
        w(st, sel, np.asarray(out, np.uint32))
    return run


_CMP = {"LT": np.less, "LE": np.less_equal, "GT": np.greater, "GE": np.greater_equal, "EQ": np.equal, "NE": np.not_equal}
_BOOL = {"AND": np.logical_and, "OR": np.logical_or, "XOR": np.logical_xor}


@sass("ISETP")
def isetp(k, ins):
    """ISETP.cmp[.U32].bool[.EX] P, Q, a, b, Pin[, Pex]: P = (a cmp b) bool Pin,
    Q = !(a cmp b) bool Pin. .EX compares the high words of a 64-bit pair, Pex being the
    low words' result."""
    mods = ins.mods
    cmp = next(m for m in mods if m in _CMP)
    boolop = _BOOL[next(m for m in mods if m in _BOOL)]
    signed = "U32" not in mods
    ex = "EX" in mods
    p, q, a, b, pin = ins.operands[:5]
    wp, wq = pred_writer(p, k, ins), pred_writer(q, k, ins)
    ra, rb, rin = reader(a, k, ins), reader(b, k, ins), pred_reader(pin, k, ins)
    rex = pred_reader(ins.operands[5], k, ins) if ex else None
    f = _CMP[cmp]

    def run(st, sel):
        x, y = np.asarray(ra(st, sel), np.uint32), np.asarray(rb(st, sel), np.uint32)
        if signed:
            x, y = x.astype(np.int64) - ((x >> np.uint32(31)).astype(np.int64) << 32), \
                y.astype(np.int64) - ((y >> np.uint32(31)).astype(np.int64) << 32)
        r = f(x, y)
        if ex:
            low = np.asarray(rex(st, sel), bool)
            if cmp in ("LT", "GT"):
                r = r | ((x == y) & low)
            elif cmp in ("LE", "GE"):
                r = np.where(x == y, low, _CMP[cmp[0] + "T"](x, y))
            elif cmp == "EQ":
                r = r & low
            else:
                r = r | low
        pv = np.asarray(rin(st, sel), bool)
        wp(st, sel, boolop(r, pv))
        wq(st, sel, boolop(~np.asarray(r, bool), pv))
    return run


@sass("SEL", "FSEL")
def sel_(k, ins):
    d, a, b, p = ins.operands[:4]
    w, ra, rb, rp = writer(d, k, ins), reader(a, k, ins), reader(b, k, ins), pred_reader(p, k, ins)
    return lambda st, sel: w(st, sel, np.where(rp(st, sel), ra(st, sel), rb(st, sel)).astype(np.uint32))


@sass("IMNMX", uniform=True)
def imnmx(k, ins):
    """IMNMX[.U32] d, a, b, P: min when P, else max."""
    d, a, b, p = ins.operands[:4]
    signed = "U32" not in ins.mods
    w, ra, rb, rp = writer(d, k, ins), reader(a, k, ins), reader(b, k, ins), pred_reader(p, k, ins)

    def run(st, sel):
        x, y = np.asarray(ra(st, sel), np.uint32), np.asarray(rb(st, sel), np.uint32)
        if signed:
            x, y = x.view(np.int32), y.view(np.int32)
        r = np.where(rp(st, sel), np.minimum(x, y), np.maximum(x, y))
        w(st, sel, np.asarray(r).astype(np.int64).astype(np.uint32) if signed else np.asarray(r, np.uint32))
    return run


@sass("VIMNMX", uniform=False)
def vimnmx(k, ins):
    """VIMNMX[.U32] d, a, b, P (sm_90): as IMNMX."""
    return imnmx(k, ins)


@sass("IABS")
def iabs(k, ins):
    d, a = ins.operands[:2]
    w, ra = writer(d, k, ins), reader(a, k, ins)
    return lambda st, sel: w(st, sel, np.abs(np.asarray(ra(st, sel), np.uint32).view(np.int32).astype(np.int64)).astype(np.uint32))


@sass("POPC")
def popc(k, ins):
    d, a = ins.operands[:2]
    w, ra = writer(d, k, ins), reader(a, k, ins)
    return lambda st, sel: w(st, sel, np.bitwise_count(np.asarray(ra(st, sel), np.uint32)).astype(np.uint32))


@sass("BREV")
def brev(k, ins):
    d, a = ins.operands[:2]
    w, ra = writer(d, k, ins), reader(a, k, ins)

    def run(st, sel):
        v = np.asarray(ra(st, sel), np.uint32)
        b = np.unpackbits(np.atleast_1d(v).astype(">u4").view(np.uint8)).reshape(-1, 32)[:, ::-1]
        r = np.packbits(b, axis=1).view(">u4").astype(np.uint32).reshape(-1)
        w(st, sel, r if v.ndim else r[0])
    return run


@sass("FLO")
def flo(k, ins):
    """FLO[.U32|.S32][.SH] d, a: bit index of the most significant 1 (of the first bit unlike
    the sign for .S32), 0xffffffff when none; .SH gives the shift amount 31 - index."""
    d, a = ins.operands[-2:]
    signed = "U32" not in ins.mods
    sh = "SH" in ins.mods
    w, ra = writer(d, k, ins), reader(a, k, ins)

    def run(st, sel):
        v = np.asarray(ra(st, sel), np.uint32)
        if signed:
            v = np.where(v >> np.uint32(31), ~v, v).astype(np.uint32)
        idx = np.where(v == 0, -1, 31 - _clz(v))
        r = np.where(idx < 0, np.int64(0xFFFFFFFF), (31 - idx) if sh else idx)
        w(st, sel, np.asarray(r, np.int64).astype(np.uint32))
    return run


def _clz(v):
    v = np.asarray(v, np.uint32)
    n = np.zeros(v.shape, np.int64)
    x = v.copy()
    for s in (16, 8, 4, 2, 1):
        m = x < (np.uint32(1) << np.uint32(32 - s))
        n = n + np.where(m, s, 0)
        x = np.where(m, x << np.uint32(s), x)
    return np.where(v == 0, 32, n)


@sass("P2R")
def p2r(k, ins):
    """P2R d, PR, b, mask: d = (b & ~mask) | (P6..P0 packed & mask)."""
    d, _pr, b, m = ins.operands[:4]
    w, rb, rm = writer(d, k, ins), reader(b, k, ins), reader(m, k, ins)
    uniform = d.file == "UR"

    def run(st, sel):
        bits = np.uint32(0)
        for i in range(7):
            bits = bits | (st.banks["pred"][(8 if uniform else 0) + i, sel].astype(np.uint32) << np.uint32(i))
        mask = np.asarray(rm(st, sel), np.uint32)
        w(st, sel, ((np.asarray(rb(st, sel), np.uint32) & ~mask) | (bits & mask)).astype(np.uint32))
    return run


@sass("R2P")
def r2p(k, ins):
    """R2P PR, a, mask: P_i = bit i of a, for the bits of mask."""
    _pr, a, m = ins.operands[:3]
    ra, rm = reader(a, k, ins), reader(m, k, ins)
    uniform = isinstance(a, Reg) and a.file == "UR"

    def run(st, sel):
        v, mask = np.asarray(ra(st, sel), np.uint32), int(np.atleast_1d(rm(st, sel))[0])
        for i in range(7):
            if mask >> i & 1:
                st.banks["pred"][(8 if uniform else 0) + i, sel] = (v >> np.uint32(i)) & np.uint32(1) != 0
    return run
