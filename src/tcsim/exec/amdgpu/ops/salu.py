"""Scalar ALU (SOP1, SOP2, SOPC, SOPK): one value per wave, SCC as the ISA defines it.

Values are raw ``uint32``/``uint64`` bits per wave; signed forms view them as ``int32``
/``int64``. Results wrap modulo 2^32 (2^64). SCC rules (CDNA3 ISA, "Scalar ALU
Operations"): add/sub set the carry/borrow (unsigned) or the signed overflow (``_i32``);
logical ops, shifts, bit-field extracts, ``s_not``, ``s_abs``, ``s_bcnt1`` set
``result != 0``; ``s_min``/``s_max`` set whether src0 was chosen; compares set the result;
``s_*_saveexec_b64`` set ``EXEC != 0``; everything else leaves SCC alone.
"""

from __future__ import annotations

import numpy as np

from ..state import EXEC
from . import family, semantics

U32 = np.uint32
U64 = np.uint64
M32 = np.uint64(0xFFFFFFFF)


def _i(x, t):
    return np.asarray(x).view(np.int64 if t == "b64" else np.int32)


def _nz(x):
    return np.asarray(x) != 0


def _sop2(b, t, fn, scc=None, dt=None):
    """``s_op sdst, ssrc0, ssrc1``: d = fn(a, b); SCC from ``scc(a, b, d)`` if given."""
    b.expect(3)
    ra, rb = b.ssrc(1, t), b.ssrc(2, dt or t)
    w = b.sdst(0, t)
    if scc is None:
        return lambda st, sel: w(st, sel, fn(ra(st, sel), rb(st, sel)))

    def run(st, sel):
        x, y = ra(st, sel), rb(st, sel)
        d = fn(x, y)
        st.scc[sel] = scc(x, y, d)
        w(st, sel, d)
    return run


def _sop1(b, t, fn, scc=None, dt=None):
    b.expect(2)
    ra = b.ssrc(1, t)
    w = b.sdst(0, dt or t)
    if scc is None:
        return lambda st, sel: w(st, sel, fn(ra(st, sel)))

    def run(st, sel):
        d = fn(ra(st, sel))
        st.scc[sel] = scc(d)
        w(st, sel, d)
    return run


# ------------------------------------------------------------------ moves
@semantics("s_mov_b32", cls="salu")
def s_mov_b32(b):
    return _sop1(b, "b32", lambda a: np.asarray(a, dtype=U32))


@semantics("s_mov_b64", cls="salu")
def s_mov_b64(b):
    return _sop1(b, "b64", lambda a: np.asarray(a, dtype=U64))


@semantics("s_cmov_b32", "s_cmov_b64", cls="salu")
def s_cmov(b):
    t = "b64" if b.ins.opcode.endswith("64") else "b32"
    b.expect(2)
    ra, rd = b.ssrc(1, t), b.ssrc(0, t)
    w = b.sdst(0, t)
    return lambda st, sel: w(st, sel, np.where(st.scc[sel], ra(st, sel), rd(st, sel)))


@semantics("s_movk_i32", cls="salu")
def s_movk(b):
    b.expect(2)
    v = U32(_simm16(b, 1) & 0xFFFFFFFF)
    w = b.sdst(0, "b32")
    return lambda st, sel: w(st, sel, v)


@semantics("s_cmovk_i32", cls="salu")
def s_cmovk(b):
    b.expect(2)
    v = U32(_simm16(b, 1) & 0xFFFFFFFF)
    rd = b.ssrc(0, "b32")
    w = b.sdst(0, "b32")
    return lambda st, sel: w(st, sel, np.where(st.scc[sel], v, rd(st, sel)))


def _simm16(b, i, signed=True) -> int:
    from tcsim.isa import ir

    o = b.op(i)
    if not isinstance(o, ir.Imm) or o.kind != "int":
        b.error(f"operand {i} of '{b.ins.opcode}' must be a 16-bit integer constant")
    v = int(o.value)
    if not -0x8000 <= v <= 0xFFFF:
        b.error(f"constant {v} does not fit in 16 bits")
    v &= 0xFFFF
    if signed and v & 0x8000:
        v -= 0x10000
    return v


@semantics("s_cselect_b32", "s_cselect_b64", cls="salu")
def s_cselect(b):
    t = "b64" if b.ins.opcode.endswith("64") else "b32"
    b.expect(3)
    ra, rb = b.ssrc(1, t), b.ssrc(2, t)
    w = b.sdst(0, t)
    return lambda st, sel: w(st, sel, np.where(st.scc[sel], ra(st, sel), rb(st, sel)))


# ------------------------------------------------------------------ arithmetic
def _carry32(x, y, d):
    return np.asarray(d) < np.asarray(x)


@semantics("s_add_u32", cls="salu")
def s_add_u32(b):
    ra, rb, w = b.ssrc(1, "b32"), b.ssrc(2, "b32"), b.sdst(0, "b32")

    def run(st, sel):
        s = ra(st, sel).astype(U64) + rb(st, sel)
        st.scc[sel] = s > M32
        w(st, sel, (s & M32).astype(U32))
    b.expect(3)
    return run


@semantics("s_addc_u32", cls="salu")
def s_addc_u32(b):
    b.expect(3)
    ra, rb, w = b.ssrc(1, "b32"), b.ssrc(2, "b32"), b.sdst(0, "b32")

    def run(st, sel):
        s = ra(st, sel).astype(U64) + rb(st, sel) + st.scc[sel]
        st.scc[sel] = s > M32
        w(st, sel, (s & M32).astype(U32))
    return run


@semantics("s_sub_u32", cls="salu")
def s_sub_u32(b):
    b.expect(3)
    ra, rb, w = b.ssrc(1, "b32"), b.ssrc(2, "b32"), b.sdst(0, "b32")

    def run(st, sel):
        x, y = ra(st, sel), rb(st, sel)
        st.scc[sel] = np.broadcast_to(np.asarray(y) > x, st.scc[sel].shape)
        w(st, sel, np.asarray(x - y, dtype=U32))
    return run


@semantics("s_subb_u32", cls="salu")
def s_subb_u32(b):
    b.expect(3)
    ra, rb, w = b.ssrc(1, "b32"), b.ssrc(2, "b32"), b.sdst(0, "b32")

    def run(st, sel):
        x, y = ra(st, sel).astype(np.int64), np.asarray(rb(st, sel)).astype(np.int64)
        d = x - y - st.scc[sel]
        st.scc[sel] = d < 0
        w(st, sel, (d & 0xFFFFFFFF).astype(U32))
    return run


def _ovf_add(x, y, d):
    x, y, d = _i(x, "b32"), _i(y, "b32"), _i(d, "b32")
    return ((x >= 0) == (y >= 0)) & ((d >= 0) != (x >= 0))


def _ovf_sub(x, y, d):
    x, y, d = _i(x, "b32"), _i(y, "b32"), _i(d, "b32")
    return ((x >= 0) != (y >= 0)) & ((d >= 0) != (x >= 0))


@semantics("s_add_i32", cls="salu")
def s_add_i32(b):
    return _sop2(b, "b32", lambda x, y: np.asarray(x + y, dtype=U32), _ovf_add)


@semantics("s_sub_i32", cls="salu")
def s_sub_i32(b):
    return _sop2(b, "b32", lambda x, y: np.asarray(x - y, dtype=U32), _ovf_sub)


@semantics("s_addk_i32", cls="salu")
def s_addk(b):
    b.expect(2)
    k = U32(_simm16(b, 1) & 0xFFFFFFFF)
    rd, w = b.ssrc(0, "b32"), b.sdst(0, "b32")

    def run(st, sel):
        x = rd(st, sel)
        d = np.asarray(x + k, dtype=U32)
        st.scc[sel] = _ovf_add(x, np.full_like(x, k), d)
        w(st, sel, d)
    return run


@semantics("s_mulk_i32", cls="salu")
def s_mulk(b):
    b.expect(2)
    k = U32(_simm16(b, 1) & 0xFFFFFFFF)
    rd, w = b.ssrc(0, "b32"), b.sdst(0, "b32")
    return lambda st, sel: w(st, sel, np.asarray(rd(st, sel) * k, dtype=U32))


@semantics("s_mul_i32", cls="salu")
def s_mul_i32(b):
    return _sop2(b, "b32", lambda x, y: np.asarray(x * y, dtype=U32))


@semantics("s_mul_hi_u32", cls="salu")
def s_mul_hi_u32(b):
    return _sop2(b, "b32", lambda x, y: ((np.asarray(x, U64) * np.asarray(y, U64)) >> U64(32)).astype(U32))


@semantics("s_mul_hi_i32", cls="salu")
def s_mul_hi_i32(b):
    def f(x, y):
        p = np.asarray(x).view(np.int32).astype(np.int64) * np.asarray(y).view(np.int32).astype(np.int64)
        return (p >> 32).astype(np.int32).view(U32)
    return _sop2(b, "b32", f)


@semantics("s_lshl1_add_u32", "s_lshl2_add_u32", "s_lshl3_add_u32", "s_lshl4_add_u32", cls="salu")
def s_lshl_add(b):
    n = U64(int(b.ins.opcode[6]))

    def f(x, y):
        return ((np.asarray(x, U64) << n) + y)
    b.expect(3)
    ra, rb, w = b.ssrc(1, "b32"), b.ssrc(2, "b32"), b.sdst(0, "b32")

    def run(st, sel):
        s = f(ra(st, sel), rb(st, sel))
        st.scc[sel] = s > M32
        w(st, sel, (s & M32).astype(U32))
    return run


@semantics("s_min_i32", "s_max_i32", "s_min_u32", "s_max_u32", cls="salu")
def s_minmax(b):
    signed = b.ins.opcode.endswith("i32")
    is_max = "max" in b.ins.opcode

    def pick(x, y):
        xv, yv = (_i(x, "b32"), _i(y, "b32")) if signed else (np.asarray(x), np.asarray(y))
        return (xv > yv) if is_max else (xv < yv)
    b.expect(3)
    ra, rb, w = b.ssrc(1, "b32"), b.ssrc(2, "b32"), b.sdst(0, "b32")

    def run(st, sel):
        x, y = ra(st, sel), rb(st, sel)
        c = pick(x, y)
        st.scc[sel] = c
        w(st, sel, np.where(c, x, y).astype(U32))
    return run


@semantics("s_abs_i32", cls="salu")
def s_abs(b):
    return _sop1(b, "b32", lambda a: np.abs(_i(a, "b32")).view(U32), _nz)


@semantics("s_absdiff_i32", cls="salu")
def s_absdiff(b):
    return _sop2(b, "b32", lambda x, y: np.abs(_i(x, "b32").astype(np.int64) - _i(y, "b32")).astype(np.int64).astype(np.uint32),
                 lambda x, y, d: _nz(d))


# ------------------------------------------------------------------ logic and shifts
_LOGIC = {
    "and": lambda x, y: x & y, "or": lambda x, y: x | y, "xor": lambda x, y: x ^ y,
    "andn2": lambda x, y: x & ~y, "orn2": lambda x, y: x | ~y, "nand": lambda x, y: ~(x & y),
    "nor": lambda x, y: ~(x | y), "xnor": lambda x, y: ~(x ^ y),
}


@family(r"s_(and|or|xor|andn2|orn2|nand|nor|xnor)_b(32|64)", cls="salu")
def s_logic(b, m):
    t = "b" + m.group(2)
    f = _LOGIC[m.group(1)]
    dt = U64 if t == "b64" else U32
    return _sop2(b, t, lambda x, y: np.asarray(f(np.asarray(x, dt), np.asarray(y, dt)), dtype=dt), lambda x, y, d: _nz(d))


@semantics("s_not_b32", "s_not_b64", cls="salu")
def s_not(b):
    t = "b64" if b.ins.opcode.endswith("64") else "b32"
    dt = U64 if t == "b64" else U32
    return _sop1(b, t, lambda a: ~np.asarray(a, dtype=dt), _nz)


@family(r"s_(lshl|lshr|ashr)_(b32|b64|i32|i64)", cls="salu")
def s_shift(b, m):
    t = "b64" if m.group(2).endswith("64") else "b32"
    bits = 64 if t == "b64" else 32
    dt = U64 if t == "b64" else U32
    kind = m.group(1)
    mask = dt(bits - 1)

    def f(x, y):
        sh = (np.asarray(y, dtype=dt) & mask)
        x = np.asarray(x, dtype=dt)
        if kind == "lshl":
            return x << sh
        if kind == "lshr":
            return x >> sh
        sx = x.view(np.int64 if bits == 64 else np.int32)
        return (sx >> sh.astype(sx.dtype)).view(dt)
    return _sop2(b, t, f, lambda x, y, d: _nz(d), dt="b32")


@family(r"s_bfe_(u32|i32|u64|i64)", cls="salu")
def s_bfe(b, m):
    t = "b64" if m.group(1).endswith("64") else "b32"
    bits = 64 if t == "b64" else 32
    signed = m.group(1)[0] == "i"

    def f(x, y):
        y = np.asarray(y, dtype=np.int64)
        off = y & (bits - 1)
        width = (y >> 16) & 0x7F
        x = np.asarray(x, dtype=U64)
        val = (x >> off.astype(U64))
        width = np.minimum(width, bits)
        mask = np.where(width >= 64, U64(0xFFFFFFFFFFFFFFFF), (U64(1) << width.astype(U64)) - U64(1))
        val = val & mask
        if signed:
            sb = np.where(width > 0, U64(1) << np.maximum(width - 1, 0).astype(U64), U64(0))
            val = np.where((val & sb) != 0, val | ~mask, val)
        return val.astype(U64 if bits == 64 else U32) if bits == 64 else (val & M32).astype(U32)
    return _sop2(b, t, f, lambda x, y, d: _nz(d), dt="b32")


@semantics("s_bfm_b32", cls="salu")
def s_bfm(b):
    def bitfield_mask(x, y):
        width, offset = np.asarray(x, U64) & U64(31), np.asarray(y, U64) & U64(31)
        return (((U64(1) << width) - U64(1)) << offset & M32).astype(U32)
    return _sop2(b, "b32", bitfield_mask)


@semantics("s_sext_i32_i8", "s_sext_i32_i16", cls="salu")
def s_sext(b):
    dt = np.int8 if b.ins.opcode.endswith("i8") else np.int16
    return _sop1(b, "b32", lambda a: np.asarray(a, dtype=U32).astype(dt).astype(np.int32).view(U32))


@semantics("s_brev_b32", cls="salu")
def s_brev(b):
    from tcsim.exec import intops
    return _sop1(b, "b32", lambda a: np.asarray(intops.brev(np.asarray(a, dtype=U32)), dtype=U32))


@semantics("s_bcnt1_i32_b32", "s_bcnt1_i32_b64", cls="salu")
def s_bcnt1(b):
    t = "b64" if b.ins.opcode.endswith("64") else "b32"
    return _sop1(b, t, lambda a: np.bitwise_count(np.asarray(a)).astype(U32), _nz, dt="b32")


def ctz(a) -> np.ndarray:
    """Trailing zeros of uint64 values (64 for 0)."""
    a = np.asarray(a, dtype=U64)
    return np.where(a == 0, 64, np.bitwise_count((a & (~a + U64(1))) - U64(1))).astype(np.int64)


def clz(a, bits: int) -> np.ndarray:
    """Leading zeros of ``bits``-bit values held in uint64 (``bits`` for 0)."""
    x = np.asarray(a, dtype=U64)
    n = np.zeros(x.shape, dtype=np.int64)
    for sh in (32, 16, 8, 4, 2, 1):
        if sh >= bits:
            continue
        top = (x >> U64(bits - sh)) == 0
        n = n + np.where(top, sh, 0)
        x = np.where(top, x << U64(sh), x) & U64((1 << bits) - 1)
    return np.where(np.asarray(a, dtype=U64) == 0, bits, n)


@semantics("s_ff1_i32_b32", "s_ff1_i32_b64", cls="salu")
def s_ff1(b):
    t = "b64" if b.ins.opcode.endswith("64") else "b32"
    return _sop1(b, t, lambda a: np.where(np.asarray(a) == 0, -1, ctz(a)).astype(np.int32).view(U32), dt="b32")


@semantics("s_flbit_i32_b32", "s_flbit_i32_b64", cls="salu")
def s_flbit(b):
    t = "b64" if b.ins.opcode.endswith("64") else "b32"
    bits = 64 if t == "b64" else 32
    return _sop1(b, t, lambda a: np.where(np.asarray(a) == 0, -1, clz(a, bits)).astype(np.int32).view(U32), dt="b32")


# ------------------------------------------------------------------ compares
_CMP = {"eq": np.equal, "lg": np.not_equal, "gt": np.greater, "ge": np.greater_equal,
        "lt": np.less, "le": np.less_equal}


@family(r"s_cmp_(eq|lg|gt|ge|lt|le)_(i32|u32|u64)", cls="salu")
def s_cmp(b, m):
    op = _CMP[m.group(1)]
    ty = m.group(2)
    t = "b64" if ty == "u64" else "b32"
    b.expect(2)
    ra, rb = b.ssrc(0, t), b.ssrc(1, t)
    if ty == "i32":
        def run(st, sel):
            st.scc[sel] = op(_i(ra(st, sel), t), _i(rb(st, sel), t))
    else:
        def run(st, sel):
            st.scc[sel] = op(ra(st, sel), rb(st, sel))
    return run


@family(r"s_cmpk_(eq|lg|gt|ge|lt|le)_(i32|u32)", cls="salu")
def s_cmpk(b, m):
    op = _CMP[m.group(1)]
    signed = m.group(2) == "i32"
    b.expect(2)
    k = _simm16(b, 1, signed)
    ra = b.ssrc(0, "b32")
    if signed:
        def run(st, sel):
            st.scc[sel] = op(_i(ra(st, sel), "b32"), k)
    else:
        def run(st, sel):
            st.scc[sel] = op(ra(st, sel), U32(k))
    return run


@family(r"s_bitcmp([01])_b(32|64)", cls="salu")
def s_bitcmp(b, m):
    want = int(m.group(1))
    t = "b" + m.group(2)
    b.expect(2)
    ra, rb = b.ssrc(0, t), b.ssrc(1, "b32")
    mask = U64(int(m.group(2)) - 1)

    def run(st, sel):
        bit = (np.asarray(ra(st, sel), U64) >> (np.asarray(rb(st, sel), U64) & mask)) & U64(1)
        st.scc[sel] = bit == want
    return run


# ------------------------------------------------------------------ exec manipulation
_SAVEEXEC = {
    "and": lambda s, e: s & e, "or": lambda s, e: s | e, "xor": lambda s, e: s ^ e,
    "andn2": lambda s, e: s & ~e, "orn2": lambda s, e: s | ~e, "nand": lambda s, e: ~(s & e),
    "nor": lambda s, e: ~(s | e), "xnor": lambda s, e: ~(s ^ e), "andn1": lambda s, e: ~s & e,
    "orn1": lambda s, e: ~s | e,
}


@family(r"s_(and|or|xor|andn2|orn2|nand|nor|xnor|andn1|orn1)_saveexec_b64", cls="salu")
def s_saveexec(b, m):
    """D = EXEC; EXEC = op(S0, EXEC); SCC = EXEC != 0 (S0 is read before D is written)."""
    f = _SAVEEXEC[m.group(1)]
    b.expect(2)
    rs = b.ssrc(1, "b64")
    w = b.sdst(0, "b64")

    def run(st, sel):
        src = np.asarray(rs(st, sel), dtype=U64)
        ex = st.s[EXEC, sel].astype(U64) | (st.s[EXEC + 1, sel].astype(U64) << U64(32))
        new = f(src, ex)
        w(st, sel, ex)
        st.s[EXEC, sel] = (new & M32).astype(U32)
        st.s[EXEC + 1, sel] = (new >> U64(32)).astype(U32)
        st.scc[sel] = new != 0
    return run
