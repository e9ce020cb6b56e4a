"""SASS loads, stores and atomics over tcsim's checked memory spaces (exec/memaccess.py, the
functions PTX ld/st use, so faults read the same) and its atomic read-modify-write
(exec/ops/atomic.py ``rmw``): LDG/STG/LD/ST (.E: 64-bit addresses; LD/ST are generic: the window of the address picks the
space, exec/memory.py, as for PTX's plain ld/st), LDS/STS, LDL/STL, LDC,
ATOMG/ATOM/ATOMS/RED/REDG. Access sizes: .U8 .S8 .U16 .S16 (extended to 32 bits), 32 bits,
.64, .128 (consecutive registers)."""

from __future__ import annotations

import numpy as np

from tcsim.exec import memaccess
from tcsim.exec.ops.atomic import _combine, rmw
from tcsim.exec.selection import sel_len
from tcsim.isa.sass.ir import CBank, Mem, Reg

from .operands import SassDecodeError, address, const_u32, reader, reader64, where, writer, writer64
from .table import sass

_SUB = {"U8": (1, False), "S8": (1, True), "U16": (2, False), "S16": (2, True)}
_SPACE = {"LDG": "global", "STG": "global", "LD": "generic", "ST": "generic", "LDS": "shared", "STS": "shared",
          "LDL": "local", "STL": "local"}


def _shape(ins) -> tuple[int, int, bool]:
    """(element size, element count, sign-extend) of an access."""
    mods = set(ins.mods)
    for m, (size, sx) in _SUB.items():
        if m in mods:
            return size, 1, sx
    if "128" in mods:
        return 4, 4, False
    if "64" in mods:
        return 4, 2, False
    return 4, 1, False


def _mem(ins, k) -> Mem:
    m = next((o for o in ins.operands if isinstance(o, Mem)), None)
    if m is None:
        raise SassDecodeError(f"{where(k, ins)}: no memory address operand")
    return m


def _wide(ins) -> bool:
    return ins.opcode in ("LDG", "STG", "LD", "ST", "ATOMG", "ATOM", "RED", "REDG") and "E" in ins.mods


def _space_address(space: str, addr, ins):
    """Hopper's shared and generic addresses as tcsim's (sm90_addr.py: the CTA's cluster rank
    in bits 24-31 of a shared address, SR_SWINHI over it in a generic one)."""
    from .sm90_addr import generic, own_shared

    if space == "shared":
        return lambda st, sel: own_shared(st, sel, addr(st, sel), ins.opcode)
    if space == "generic":
        return lambda st, sel: generic(addr(st, sel))
    return addr


@sass("LDG", "LDS", "LDL", "LD", uniform=False)
def load(k, ins):
    space = _SPACE[ins.opcode]
    size, count, sx = _shape(ins)
    d = ins.operands[0]
    if not isinstance(d, Reg) or d.file != "R":
        raise SassDecodeError(f"{where(k, ins)}: load destination must be a register")
    addr = _space_address(space, address(_mem(ins, k), k, ins, _wide(ins)), ins)
    ws = [writer(Reg("R", None if d.index is None else d.index + i), k, ins) for i in range(count)]

    def run(st, sel):
        vals = memaccess.load(st, sel, space, addr(st, sel), size, count)
        for w, v in zip(ws, vals):
            v = np.asarray(v)
            if size < 4:
                v = v.view(np.int8 if size == 1 else np.int16).astype(np.int32).view(np.uint32) if sx else v.astype(np.uint32)
            w(st, sel, v)
    return run


@sass("STG", "STS", "STL", "ST", uniform=False)
def store(k, ins):
    space = _SPACE[ins.opcode]
    size, count, _ = _shape(ins)
    m = _mem(ins, k)
    src = ins.operands[-1]
    if not isinstance(src, Reg) or src.file != "R":
        raise SassDecodeError(f"{where(k, ins)}: store source must be a register")
    addr = _space_address(space, address(m, k, ins, _wide(ins)), ins)
    rs = [reader(Reg("R", None if src.index is None else src.index + i), k, ins) for i in range(count)]
    dt = {1: np.uint8, 2: np.uint16, 4: np.uint32}[size]

    def run(st, sel):
        n = sel_len(sel)
        vals = [np.broadcast_to(np.asarray(r(st, sel)).astype(dt), (n,)) for r in rs]
        memaccess.store(st, sel, space, addr(st, sel), size, vals)
    return run


@sass("LDC")
def ldc(k, ins):
    """LDC[.64] d, c[0x0][R+off]: constant bank 0 (ULDC: into a uniform register)."""
    d, c = ins.operands[:2]
    if not isinstance(c, CBank) or (c.bank != 0 and c.bank not in k.cbanks):
        raise SassDecodeError(f"{where(k, ins)}: constant bank {getattr(c, 'bank', '?')} is not in the cubin")
    n = 2 if "64" in ins.mods else 1
    ws = [writer(Reg(d.file, None if d.index is None else d.index + i), k, ins) for i in range(n)]
    base = reader(c.reg, k, ins) if c.reg is not None else None

    def run(st, sel):
        off = np.int64(c.offset) if base is None else np.asarray(base(st, sel), np.int64) + c.offset
        for i, w in enumerate(ws):
            w(st, sel, const_u32(st, off + 4 * i, c.bank))
    return run


_ATOM_OPS = {"ADD": "add", "MIN": "min", "MAX": "max", "INC": "inc", "DEC": "dec", "AND": "and", "OR": "or",
             "XOR": "xor", "EXCH": "exch", "CAS": "cas"}


@sass("ATOMG", "ATOM", "ATOMS", "RED", "REDG", uniform=False)
def atomic(k, ins):
    """ATOM*/RED d?, [addr], b (, c for CAS): serialised per address in thread order (the
    rule of PTX atom in tcsim). ATOMS.POPC.INC adds 1 per lane (the hardware counts the
    lanes of a warp that hit one address with a population count)."""
    mods = set(ins.mods)
    popc_inc = {"POPC", "INC"} <= mods
    op = "add" if popc_inc else next((v for m, v in _ATOM_OPS.items() if m in mods), None)
    if op is None:
        raise SassDecodeError(f"{where(k, ins)}: atomic operation {'.'.join(ins.mods)} is not supported")
    if mods & {"F16x2", "BF16x2", "F64", "F16", "BF16"} or ("64" in mods and "F32" in mods):
        raise SassDecodeError(f"{where(k, ins)}: packed-half and f64 atomics are not supported yet")
    wide = "64" in mods
    t = "f32" if "F32" in mods else ("s" if "S32" in mods or "S64" in mods else "u") + ("64" if wide else "32")
    space = "shared" if ins.opcode == "ATOMS" else "global" if ins.opcode != "ATOM" else "generic"
    if space == "generic":
        raise SassDecodeError(f"{where(k, ins)}: generic-address ATOM is not supported yet")
    has_dest = ins.opcode in ("ATOMG", "ATOM", "ATOMS")
    ops = list(ins.operands)
    if ops and isinstance(ops[0], Reg) and ops[0].file == "P":
        if ops[0].index is not None:
            raise SassDecodeError(f"{where(k, ins)}: an atomic's predicate result is not supported yet")
        ops.pop(0)  # PT: no predicate result
    w = (writer64 if wide else writer)(ops.pop(0), k, ins) if has_dest else None
    m = ops.pop(0)
    if not isinstance(m, Mem):
        raise SassDecodeError(f"{where(k, ins)}: expected a memory address")
    addr = _space_address(space, address(m, k, ins, _wide(ins)), ins)
    rd = reader64 if wide else reader
    rb = (lambda st, sel: np.uint32(1)) if popc_inc else rd(ops[0], k, ins)
    rc = rd(ops[1], k, ins) if op == "cas" else None
    f = _combine(op, t, "FTZ" in mods)
    dt = {"f32": np.float32, "s32": np.int32, "u32": np.uint32, "s64": np.int64, "u64": np.uint64}[t]
    raw = np.uint64 if wide else np.uint32
    size = 8 if wide else 4

    def run(st, sel):
        n = sel_len(sel)
        buf, off = memaccess.resolve(st, sel, space, np.broadcast_to(addr(st, sel), (n,)), size, "atomic")
        off = np.broadcast_to(np.asarray(off, np.int64), (n,)).copy()
        bv = np.broadcast_to(np.asarray(rb(st, sel), raw), (n,)).view(dt)
        cv = None if rc is None else np.broadcast_to(np.asarray(rc(st, sel), raw), (n,)).view(dt)
        old = rmw(buf, off, t, f, bv, cv, op == "add" and t != "f32")
        if w is not None:
            w(st, sel, np.asarray(old).view(raw))
    return run
