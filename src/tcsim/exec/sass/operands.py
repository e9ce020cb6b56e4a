"""SASS operands bound to the lane-array state (tcsim.exec.state.ThreadBatch).

Register files are rows of the batch's banks: R0-R254 are ``b32`` rows 0-254 and UR0-UR62
rows 256-318 (the uniform registers are kept per thread: every thread of a warp holds the
same value, so a functional run needs no separate uniform state); RZ/URZ read zero and their
writes go to sink rows. Predicates P0-P6 and UP0-UP6 are ``pred`` rows 0-6 and 8-14; PT and
UPT are rows 7 and 15, set true at launch, with writes to them going to a sink row.

A reader is ``fn(st, sel) -> uint32 array`` (or a scalar) of raw bits; ``-R`` / ``~R`` /
``|R|`` are applied as integer or float modifiers by the reader's ``kind``.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from tcsim.errors import TcsimError
from tcsim.isa.sass.ir import CBank, Imm, Mem, Reg, SassInstr

UR_BASE = 256
R_SINK, UR_SINK = 255, 319
MMA_SCRATCH = 320  # where a Volta HMMA step's view puts the fragment registers it does not write
B32_ROWS = 321
UP_BASE, PT_ROW, UPT_ROW, P_SINK = 8, 7, 15, 16
PRED_ROWS = 17

Reader = Callable[..., np.ndarray]


class SassDecodeError(TcsimError):
    """An instruction tcsim cannot execute: names kernel, PC, listing line and opcode."""


def where(k, ins: SassInstr) -> str:
    return f"kernel {k.name}, PC {ins.pc:#06x}, listing line {ins.line}: '{ins.text}'"


def row32(r: Reg, k=None, ins=None) -> int | None:
    """The b32 row of R/UR register ``r`` (None: RZ/URZ)."""
    if r.file == "R":
        return None if r.index is None else r.index
    if r.file == "UR":
        return None if r.index is None else UR_BASE + r.index
    raise SassDecodeError(f"{where(k, ins)}: {r} is not a general or uniform register")


def pred_row(r: Reg) -> int:
    if r.file == "P":
        return PT_ROW if r.index is None else r.index
    if r.file == "UP":
        return UPT_ROW if r.index is None else UP_BASE + r.index
    raise ValueError(r)


def _zero(st, sel):
    return np.uint32(0)


def _bits_mod(fn: Reader, r, kind: str) -> Reader:
    """Apply -x, ~x, |x| to raw bits as an integer (kind "i") or float (kind "f") operand."""
    neg, inv, ab = r.neg, getattr(r, "invert", False), r.abs
    if not (neg or inv or ab):
        return fn
    if kind == "f":
        def fmod(st, sel):
            v = np.asarray(fn(st, sel), dtype=np.uint32)
            if ab:
                v = v & np.uint32(0x7FFFFFFF)
            if neg:
                v = v ^ np.uint32(0x80000000)
            return v
        return fmod

    def imod(st, sel):
        v = np.asarray(fn(st, sel), dtype=np.uint32)
        if ab:
            v = np.abs(v.view(np.int32) if v.ndim else np.int32(v)).astype(np.uint32)
        if inv:
            v = ~v
        if neg:
            v = (np.uint32(0) - v).astype(np.uint32)
        return v
    return imod


def sreg_reader(name: str) -> Reader:
    if name == "SRZ":
        return _zero
    base, _, comp = name.partition(".")
    axis = "XYZ".index(comp) if comp else 0
    if base == "SR_TID":
        return lambda st, sel: st.tid[axis][sel]
    if base == "SR_CTAID":
        return lambda st, sel: st.ctaid[axis][sel]
    if base == "SR_LANEID":
        return lambda st, sel: st.lane[sel]
    if base in ("SR_CLOCKLO", "SR_GLOBALTIMERLO"):
        return lambda st, sel: np.uint32(st.clock & 0xFFFFFFFF)
    if base in ("SR_CLOCKHI", "SR_GLOBALTIMERHI"):
        return lambda st, sel: np.uint32(st.clock >> 32)
    if base == "SR_CgaCtaId":  # the CTA's rank in its cluster (%cluster_ctarank)
        from .sm90_addr import cta_rank
        return cta_rank
    if base == "SR_SWINHI":    # the high word of generic shared addresses (sm90_addr.py)
        from .sm90_addr import SWINHI
        return lambda st, sel: np.uint32(SWINHI)
    if base == "SR_SMID":
        return lambda st, sel: st.smid[sel]
    if base in ("SR_LTMASK", "SR_LEMASK", "SR_EQMASK", "SR_GEMASK", "SR_GTMASK"):
        def lane_mask(st, sel):
            lane = st.lane[sel].astype(np.uint64)
            lt = (np.uint64(1) << lane) - np.uint64(1)
            le = (np.uint64(2) << lane) - np.uint64(1)
            m = {"SR_LTMASK": lt, "SR_LEMASK": le, "SR_EQMASK": le ^ lt, "SR_GEMASK": ~lt, "SR_GTMASK": ~le}[base]
            return (m & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        return lane_mask
    raise KeyError(name)


def const_u32(st, offset, bank: int = 0):
    """32-bit words of constant bank ``bank`` at byte ``offset`` (a scalar or per lane;
    offsets are 4-byte aligned in SASS). Reads past a bank's end give 0."""
    c = st.cbanks.get(bank)
    if c is None or c.size == 0:
        return np.uint32(0)
    off = np.asarray(offset, dtype=np.int64) // 4
    inside = (off >= 0) & (off < c.size)
    v = c[np.clip(off, 0, c.size - 1)]
    return np.where(inside, v, np.uint32(0)).astype(np.uint32) if np.ndim(off) else (v if inside else np.uint32(0))


def reader(o, k, ins, kind: str = "i", word: int = 0) -> Reader:
    """Raw 32-bit reader of operand ``o`` (``word`` 1: the high half of a 64-bit operand)."""
    if isinstance(o, Reg):
        if o.file in ("R", "UR"):
            row = row32(o, k, ins)
            if row is None:
                fn = _zero
            else:
                row += word
                fn = lambda st, sel: st.banks["b32"][row, sel]  # noqa: E731
            return _bits_mod(fn, o, kind)
        if o.file == "SR":
            try:
                return sreg_reader(o.name)
            except KeyError:
                raise SassDecodeError(f"{where(k, ins)}: special register {o.name} is not supported") from None
        if o.file in ("P", "UP"):
            pr = pred_row(o)
            inv = o.invert
            return lambda st, sel: (st.banks["pred"][pr, sel] ^ inv).astype(np.uint32)
    if isinstance(o, Imm):
        # nvdisasm writes float immediates in decimal ("100", "0.5", "-INF") and raw bit
        # patterns in hex: in a float operand slot a decimal literal is a value
        if isinstance(o.value, float) or (kind == "f" and "0x" not in o.text.lower()):
            v = np.float32(float(o.value))
            bits = np.uint32(v.view(np.uint32) if word == 0 else 0)
            return lambda st, sel: bits
        val = np.uint32((o.value >> (32 * word)) & 0xFFFFFFFF)  # a negative value sign-extends
        return lambda st, sel: val
    if isinstance(o, CBank):
        if o.bank != 0 and o.bank not in k.cbanks:
            raise SassDecodeError(f"{where(k, ins)}: constant bank {o.bank} is not in the cubin")
        off, bank = o.offset + 4 * word, o.bank
        if o.reg is not None:
            base = reader(o.reg, k, ins)
            fn = lambda st, sel: const_u32(st, np.asarray(base(st, sel), np.int64) + off, bank)  # noqa: E731
        else:
            fn = lambda st, sel: const_u32(st, off, bank)  # noqa: E731
        return _bits_mod(fn, o, kind)
    raise SassDecodeError(f"{where(k, ins)}: operand {o} cannot be read as a value")


def reader64(o, k, ins) -> Reader:
    """A 64-bit operand (register pair, constant pair, sign-extended immediate) as uint64."""
    if isinstance(o, Imm) and isinstance(o.value, int):
        v = np.uint64(o.value & 0xFFFFFFFFFFFFFFFF)
        return lambda st, sel: v
    lo, hi = reader(o, k, ins, word=0), reader(o, k, ins, word=1)
    return lambda st, sel: (np.asarray(hi(st, sel), np.uint64) << np.uint64(32)) | np.asarray(lo(st, sel), np.uint64)


def writer(o, k, ins) -> Callable:
    """``fn(st, sel, uint32 values)`` storing into R/UR register ``o``."""
    if not isinstance(o, Reg) or o.file not in ("R", "UR"):
        raise SassDecodeError(f"{where(k, ins)}: destination {o} is not a register")
    row = row32(o, k, ins)
    if row is None:
        return lambda st, sel, v: None

    def w(st, sel, v):
        st.banks["b32"][row, sel] = v
    return w


def writer64(o, k, ins) -> Callable:
    """Store uint64 values into the register pair starting at ``o``."""
    if not isinstance(o, Reg) or o.file not in ("R", "UR"):
        raise SassDecodeError(f"{where(k, ins)}: destination {o} is not a register")
    row = row32(o, k, ins)
    if row is None:
        return lambda st, sel, v: None

    def w(st, sel, v):
        v = np.asarray(v, dtype=np.uint64)
        st.banks["b32"][row, sel] = (v & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        st.banks["b32"][row + 1, sel] = (v >> np.uint64(32)).astype(np.uint32)
    return w


def pred_writer(o, k, ins) -> Callable:
    if not isinstance(o, Reg) or o.file not in ("P", "UP"):
        raise SassDecodeError(f"{where(k, ins)}: destination {o} is not a predicate")
    row = P_SINK if o.index is None else pred_row(o)

    def w(st, sel, v):
        st.banks["pred"][row, sel] = v
    return w


def pred_reader(o, k, ins) -> Reader:
    if not isinstance(o, Reg) or o.file not in ("P", "UP"):
        raise SassDecodeError(f"{where(k, ins)}: operand {o} is not a predicate")
    row, inv = pred_row(o), o.invert
    return lambda st, sel: st.banks["pred"][row, sel] ^ inv


def address(m: Mem, k, ins, wide: bool) -> Reader:
    """Byte address of ``[base(.64|.X4..) + UR + offset]`` as int64 per lane: a 64-bit
    register pair when ``wide`` (global accesses with .E, or an explicit .64)."""
    parts: list[Reader] = []
    if m.base is not None:
        b = m.base
        scale = next((int(x[1:]) for x in b.mods if x in ("X4", "X8", "X16")), 1)
        # .U32: a 32-bit register zero-extended into a 64-bit address ([R3.U32+UR4])
        is64 = (wide or "64" in b.mods) and "U32" not in b.mods
        if is64:
            r64 = reader64(Reg(b.file, b.index), k, ins)
            parts.append(lambda st, sel: np.asarray(r64(st, sel)).astype(np.int64))
        else:
            r = reader(Reg(b.file, b.index), k, ins)
            parts.append(lambda st, sel: np.asarray(r(st, sel)).astype(np.int64) * scale)
    if m.ureg is not None:
        if wide:  # a 64-bit address: the uniform register is a pair too
            u64 = reader64(Reg(m.ureg.file, m.ureg.index), k, ins)
            parts.append(lambda st, sel: np.asarray(u64(st, sel)).astype(np.int64))
        else:
            u = reader(m.ureg, k, ins)
            parts.append(lambda st, sel: np.asarray(u(st, sel)).astype(np.int64))
    off = m.offset

    def addr(st, sel):
        a = np.int64(off)
        for p in parts:
            a = a + p(st, sel)
        return a
    return addr
