"""Tensor-core SASS by way of PTX's semantics (exec/ops/tensor.py): each native MMA is the
``mma.sync`` form of its shape — the fragments are the registers (tests/matrix/test_mma_sm80.py
checks against ptxas that each mma.sync form is ONE HMMA/IMMA/BMMA of that shape on the
fragment registers as loaded) — and LDSM / MOVM are ``ldmatrix`` / ``movmatrix``:

    HMMA.1688.F32 d, a, b, c        mma.sync.m16n8k8.row.col.f32.f16.f16.f32
    HMMA.16816.F32.BF16             mma.sync.m16n8k16.row.col.f32.bf16.bf16.f32
    HMMA.1684.F32.TF32              mma.sync.m16n8k4.row.col.f32.tf32.tf32.f32
    IMMA.8816.S8.U8 (.SAT)          mma.sync.m8n8k16.row.col(.satfinite).s32.s8.u8.s32
    IMMA.8832.S4.S4 / 16816 / 16832 mma.sync.m8n8k32 / m16n8k16 / m16n8k32 (.s4/.u4/.s8/.u8)
    BMMA.88128.XOR.POPC             mma.sync.m8n8k128.row.col.s32.b1.b1.s32.xor.popc
    DMMA.884                        mma.sync.m8n8k4.row.col.f64.f64.f64.f64
    LDSM.16.M88.n / .MT88.n         ldmatrix.sync.aligned.m8n8.xn(.trans).shared.b16
    MOVM.16.MT88                    movmatrix.sync.aligned.m8n8.trans.b16

A PTX-shaped view of the SASS operands (:class:`PtxView`) is handed to those compilers, so
one semantics serves both modes. Volta's HMMA.884 sets (STEP0-3 of a quad-pair's m8n8k4) are
not supported yet.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

from tcsim.exec.ops import tensor
from tcsim.isa import ir
from tcsim.isa.sass.ir import Mem, Reg

from .operands import MMA_SCRATCH, R_SINK, SassDecodeError, address, reader, where, writer
from .table import sass

_ETYPE = {"F16": "f16", "BF16": "bf16", "TF32": "tf32", "S8": "s8", "U8": "u8", "S4": "s4", "U4": "u4"}


class PtxView:
    """The parts of PTX's operand binder (exec/operands.py Binder) the tensor compilers use,
    over SASS registers: ``ops`` are brace lists of consecutive R registers."""

    def __init__(self, prog, k, ins, mods: tuple[str, ...], vectors: list, mem: Mem | None = None):
        self.program = prog
        self.k, self.sass = k, ins
        self.ins = SimpleNamespace(mods=mods, full_opcode=ins.name, opcode=ins.opcode)
        self.ops = vectors
        self.mem = mem

    def error(self, msg: str):
        raise SassDecodeError(f"{where(self.k, self.sass)}: {msg}")

    def expect(self, n) -> None:
        return None

    def reg_loc(self, e: ir.Reg):
        return "b32", int(e.name)

    def reader(self, e: ir.Reg, t: str):
        return reader(Reg("R", None if int(e.name) == R_SINK else int(e.name)), self.k, self.sass)

    def writer(self, e: ir.Reg, t: str):
        return writer(Reg("R", None if int(e.name) == R_SINK else int(e.name)), self.k, self.sass)

    def addr(self, i: int, space: str):
        return address(self.mem, self.k, self.sass, wide=False)


def regs(o, n: int, k, ins) -> ir.Vector:
    """``n`` consecutive registers from ``o`` as a PTX brace list (RZ: n zero registers —
    row R_SINK is never written, as writes to RZ are dropped)."""
    if not isinstance(o, Reg) or o.file != "R":
        raise SassDecodeError(f"{where(k, ins)}: matrix operand {o} is not a register")
    if o.index is None:
        return ir.Vector(tuple(ir.Reg(str(R_SINK), None) for _ in range(n)))
    if o.index + n > R_SINK:
        raise SassDecodeError(f"{where(k, ins)}: registers {o}..R{o.index + n - 1} run past R254")
    return ir.Vector(tuple(ir.Reg(str(o.index + i), None) for i in range(n)))


def _mma_form(k, ins):
    """PTX mods of the mma.sync a native MMA performs."""
    mods = list(ins.mods)
    shape = next((m for m in mods if re.fullmatch(r"\d+", m)), None)
    if shape is None:
        raise SassDecodeError(f"{where(k, ins)}: {ins.opcode} without a shape")
    mnk = {"1688": (16, 8, 8), "16816": (16, 8, 16), "1684": (16, 8, 4), "8816": (8, 8, 16), "8832": (8, 8, 32),
           "16832": (16, 8, 32), "16864": (16, 8, 64), "88128": (8, 8, 128), "168128": (16, 8, 128),
           "168256": (16, 8, 256), "884": (8, 8, 4), "884f64": (8, 8, 4)}.get(shape)
    if mnk is None:
        raise SassDecodeError(f"{where(k, ins)}: {ins.name}: unknown MMA shape")
    if ins.opcode == "HMMA":
        acc = "f16" if "F16" in mods[mods.index(shape) + 1:mods.index(shape) + 2] else "f32"
        ab = next((_ETYPE[m] for m in mods if m in ("BF16", "TF32")), "f16")
        types = [acc, ab, ab, acc]
        extra = []
    elif ins.opcode == "IMMA":
        ts = [_ETYPE[m] for m in mods if m in _ETYPE]
        if len(ts) != 2:
            raise SassDecodeError(f"{where(k, ins)}: IMMA needs the A and B types")
        types = ["s32", ts[0], ts[1], "s32"]
        extra = ["satfinite"] if "SAT" in mods else []
    elif ins.opcode == "BMMA":
        types = ["s32", "b1", "b1", "s32"]
        extra = ["and" if "AND" in mods else "xor", "popc"]
    else:  # DMMA
        types = ["f64"] * 4
        extra = []
    return ("sync", "aligned", "m{}n{}k{}".format(*mnk), "row", "col", *types, *extra)


def _reg_list(rows: list[int]) -> ir.Vector:
    return ir.Vector(tuple(ir.Reg(str(r), None) for r in rows))


def volta_step(k, ins, prog):
    """``HMMA.884.{D}.{C}.STEPi d, a.{ROW,COL}, b.{ROW,COL}, c`` (sm_70): step i of one set of
    HMMA.884 steps, which together are ``mma.sync.m8n8k4`` of every quad pair (seed 000
    §III-C/D, Tables II-III; tests/data/sass/volta_hmma.sass: ptxas 12.9 makes one m8n8k4 of
    4 STEPs with f32 D, 2 with f16 D, on the fragment registers in order). A step computes two
    (f32 D) or four (f16 D) elements of the lane's D fragment: element pair 2i (f32 D) or
    quad 4i (f16 D), from the register pair ``c`` of C holding those elements. Each element of
    an MMA depends on its row of A, column of B and C element only, so the step is the m8n8k4
    with the other fragment registers left out (read as zeros, written to a scratch row)."""
    mods = list(ins.mods)
    step = next((int(m[4:]) for m in mods if m.startswith("STEP")), None)
    dt, ct = (m.lower() for m in mods[1:3]) if len(mods) >= 4 else (None, None)
    d, a, b, c = ins.operands[:4]
    lay = [next((x.lower() for x in getattr(o, "mods", ()) if x in ("ROW", "COL")), None) for o in (a, b)]
    if step is None or dt not in ("f16", "f32") or ct not in ("f16", "f32") or None in lay or \
            step >= (4 if dt == "f32" else 2):
        raise SassDecodeError(f"{where(k, ins)}: HMMA.884 form {ins.name} is not supported")
    for o in (d, a, b, c):
        if not isinstance(o, Reg) or o.file != "R" or o.index is None:
            raise SassDecodeError(f"{where(k, ins)}: HMMA.884 operands must be registers")
    nd, nc = (8 if dt == "f32" else 4), (8 if ct == "f32" else 4)
    # the D elements of this step, and the fragment registers holding them
    elems = [2 * step, 2 * step + 1] if dt == "f32" else [4 * step + j for j in range(4)]
    d_pos = sorted({e if dt == "f32" else e // 2 for e in elems})
    c_pos = sorted({e if ct == "f32" else e // 2 for e in elems})
    if ct == "f16" and len(c_pos) == 1:  # one f16 register: the pair c names is its aligned pair
        c_pos = [c_pos[0] & ~1, (c_pos[0] & ~1) + 1]
    d_rows = [MMA_SCRATCH] * nd
    for j, p in enumerate(d_pos):
        d_rows[p] = d.index + j
    c_rows = [R_SINK] * nc
    for j, p in enumerate(c_pos):
        c_rows[p] = c.index + j
    pmods = ("sync", "aligned", "m8n8k4", lay[0], lay[1], dt, "f16", "f16", ct)
    view = PtxView(prog, k, ins, pmods, [_reg_list(d_rows), regs(a, 2, k, ins), regs(b, 2, k, ins), _reg_list(c_rows)])
    return tensor.mma_sync(view)


@sass("HMMA", "IMMA", "BMMA", "DMMA", uniform=False)
def mma(k, ins, prog=None):
    from tcsim.matrix import fragments

    if ins.opcode == "HMMA" and "884" in ins.mods:
        return volta_step(k, ins, prog)

    mods = _mma_form(k, ins)
    if "SP" in ins.mods:  # 2:4 sparse A (sm_80): ops_sm80.py
        from .ops_sm80 import sparse_mma
        return sparse_mma(k, ins, prog, PtxView, regs, mods)
    shape = ir.mnk_of(mods)
    ts = [m for m in mods if m in ("f16", "f32", "bf16", "tf32", "s8", "u8", "s4", "u4", "b1", "s32", "f64")]
    d, a, b, c = ins.operands[:4]
    try:
        n = [fragments.mma_fragment(shape, mat, t, lay).nregs
             for mat, t, lay in (("c", ts[0], "row"), ("a", ts[1], "row"), ("b", ts[2], "col"), ("c", ts[3], "row"))]
    except ValueError as e:
        raise SassDecodeError(f"{where(k, ins)}: {e}") from None
    if ts[0] == "f64":  # the f64 fragments count elements of 64 bits: two registers each
        n = [2 * x for x in n]
    view = PtxView(prog, k, ins, mods, [regs(o, m, k, ins) for o, m in zip((d, a, b, c), n)])
    if ts[0] == "f64":
        raise SassDecodeError(f"{where(k, ins)}: DMMA is not supported yet")
    return tensor.mma_sync(view)


@sass("LDSM", uniform=False)
def ldsm(k, ins, prog=None):
    # nvdisasm writes the one-matrix form without a count: LDSM.16.M88 is ldmatrix .x1
    num = next((int(m) for m in ins.mods if m in ("2", "4")), 1)
    if "16" not in ins.mods or len({"M88", "MT88"} & set(ins.mods)) != 1 or set(ins.mods) - {"16", "M88", "MT88", "2", "4"}:
        raise SassDecodeError(f"{where(k, ins)}: LDSM form {ins.name} is not supported")
    mods = ("sync", "aligned", "m8n8", f"x{num}", *(("trans",) if "MT88" in ins.mods else ()), "shared", "b16")
    d, m = ins.operands[:2]
    if not isinstance(m, Mem):
        raise SassDecodeError(f"{where(k, ins)}: LDSM needs a shared-memory address")
    return tensor.ldmatrix(PtxView(prog, k, ins, mods, [regs(d, num, k, ins)], m))


@sass("MOVM", uniform=False)
def movm(k, ins, prog=None):
    if "MT88" not in ins.mods:
        raise SassDecodeError(f"{where(k, ins)}: MOVM form {ins.name} is not supported")
    d, a = ins.operands[:2]
    view = PtxView(prog, k, ins, ("sync", "aligned", "m8n8", "trans", "b16"), [d, a])
    view.src = lambda i, t: reader(ins.operands[i], k, ins)
    view.dst = lambda i, t: writer(ins.operands[i], k, ins)
    return tensor.movmatrix(view)


for _fn in (mma, ldsm, movm):
    _fn.needs_program = True  # the compilers read the program's tensor family and arithmetic


# ------------------------------------------------------------------ asynchronous copies (sm_80)

@sass("LDGSTS", uniform=False)
def ldgsts(k, ins, prog=None):
    """LDGSTS.E.BYPASS.128 [shared], [global]: cp.async.cg.shared.global [dst], [src], 16
    (.BYPASS: L1 bypassed, .cg; without it .ca), through PTX's cp.async (exec/ops/async_copy.py:
    the write lands when the thread waits for its group)."""
    from tcsim.exec.ops import async_copy

    mods = set(ins.mods)
    size = 16 if "128" in mods else 8 if "64" in mods else 4
    mems = [o for o in ins.operands if isinstance(o, Mem)]
    if len(mems) != 2 or len(ins.operands) not in (2, 3) or mods - {"E", "BYPASS", "128", "64", "LTC128B", "LTC64B"}:
        raise SassDecodeError(f"{where(k, ins)}: LDGSTS form {ins.name} is not supported")
    view = PtxView(prog, k, ins, ("async", "cg" if "BYPASS" in mods else "ca", "shared", "global"),
                   [mems[0], mems[1], ir.Imm("int", size)])
    view.addr = lambda i, space: address(mems[i], k, ins, wide=(space == "global"))
    if len(ins.operands) == 3:  # [dst], [src], P: zero-fill where P is false (ops_sm80.py)
        from .ops_sm80 import ldgsts_ignore_src
        ldgsts_ignore_src(k, ins, view, ins.operands[2])
    return async_copy.cp(view)


@sass("LDGDEPBAR", uniform=False)
def ldgdepbar(k, ins, prog=None):
    """LDGDEPBAR closes the thread's group of LDGSTS copies: cp.async.commit_group."""
    from tcsim.exec.ops import async_copy

    return async_copy.cp(PtxView(prog, k, ins, ("async", "commit_group"), []))


@sass("DEPBAR", uniform=False)
def depbar(k, ins, prog=None):
    """DEPBAR.LE SB0, n waits until scoreboard SB0 counts at most n: in a kernel with LDGSTS,
    SB0 counts the groups LDGDEPBAR closed, so this is cp.async.wait_group n. ptxas also
    waits on SB0 where there are no copies (wmma_gemm_profile for sm_75, around its clock
    reads); there, and for other DEPBARs, no architectural state changes."""
    from tcsim.exec.ops import async_copy

    ops = ins.operands
    copies = any(i.opcode == "LDGDEPBAR" for i in k.instrs)
    if copies and "LE" in ins.mods and len(ops) == 2 and isinstance(ops[0], Reg) and ops[0].file == "SB" \
            and ops[0].index == 0:
        n = ops[1]
        return async_copy.cp(PtxView(prog, k, ins, ("async", "wait_group"), [ir.Imm("int", int(n.value))]))
    from .table import Control
    return Control("nop")


for _fn in (ldgsts, ldgdepbar, depbar):
    _fn.needs_program = True
