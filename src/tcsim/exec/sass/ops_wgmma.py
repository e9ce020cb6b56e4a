"""Hopper's warpgroup MMA in SASS (sm_90a) by way of PTX's ``wgmma`` semantics
(exec/ops/wgmma.py): one HGMMA / QGMMA / IGMMA / BGMMA is one ``wgmma.mma_async`` of its shape
on the registers it names (scripts/wgmma_sass.py recorded that ptxas 13 makes each PTX form
ONE such instruction, D the PTX vector in order from its first register, RS A likewise;
tests/data/sass/wgmma_sm90a.sass):

    HGMMA.64xNx16.F32 Rd, gdesc[URx], Rd(, UPp)(, gsb0)       SS: A desc URx:URx+1, B desc URx+2:URx+3
    HGMMA.64xNx16.F32 Rd, Ra, gdesc[URx], Rd(, gsb0)           RS: A in Ra.., B desc URx+2:URx+3
    HGMMA.64xNx16.F32 Rd, gdesc[URx], RZ, !UPT                 scale-d = 0 (D = A*B)
    .F32.BF16 / .F32.TF32 / .F16; QGMMA .F32.E4M3.E5M2; IGMMA .S8.U8(.SAT); BGMMA .AND.POPC
    gdesc[..].negA / .negB / .tnspA / .tnspB                    imm-scale-a/b = -1, imm-trans-a/b = 1
    HGMMA.SP.64xNx32.F32 Rd, [Ra,] gdesc[URx], Rd, Re, sel(, gsb0)   wgmma.mma_async.sp: metadata Re,
    QGMMA.SP / IGMMA.SP.64xNx64 ... Rd, Re(, gsb0)                   selector immediate (none for the 8-bit
                                                                    forms, whose selector is 0; ptxas 13
                                                                    -arch=sm_90a, tests/data/sass/
                                                                    wgmma_sp_forms_sm90a.*)

The descriptor registers (URx:URx+1 for A, URx+2:URx+3 for B) are read off the committed SASS
of the bundled kernels: the SS kernels build both, the RS ones write only URx+2:URx+3.

Groups: ``gsb0`` marks the HGMMA that a warpgroup scoreboard tracks: with ``wgmma.commit_group``
after 4 SS wgmmas ptxas marks the last one, and where it inserts a ``WARPGROUP.ARRIVE`` before
each RS HGMMA it marks each; so an HGMMA with gsb0 closes the thread's open group (PTX
commit_group) and ``WARPGROUP.DEPBAR.LE gsb0, N`` is ``wgmma.wait_group N``. ``WARPGROUP.ARRIVE``
is ``wgmma.fence`` (no architectural state).
"""

from __future__ import annotations

import re

import numpy as np

from tcsim.exec.ops import wgmma as ptx_wgmma
from tcsim.exec.ops.tensor import needs_sm90a
from tcsim.exec.selection import sel_indices
from tcsim.isa import ir
from tcsim.isa.sass.ir import Imm, Reg
from tcsim.matrix import fragments_sm90 as fr

from .operands import SassDecodeError, pred_reader, reader, reader64, where
from .ops_tensor import PtxView, regs
from .table import Control, sass

_T = {"F32": "f32", "F16": "f16", "BF16": "bf16", "TF32": "tf32", "E4M3": "e4m3", "E5M2": "e5m2",
      "S8": "s8", "U8": "u8", "S32": "s32"}
_SCALE = "%scale_d"   # the PTX view's name of the scale-d predicate


def _types(k, ins) -> tuple[int, int, tuple[str, ...]]:
    """(N, K, PTX type and option mods) of a GMMA opcode."""
    mods = [x for x in ins.mods if x != "SP"]
    m = re.fullmatch(r"64x(\d+)x(\d+)", mods[0]) if mods else None
    if m is None:
        raise SassDecodeError(f"{where(k, ins)}: {ins.opcode} without a 64xNxK shape")
    n, kk = int(m.group(1)), int(m.group(2))
    ts = [_T[x] for x in mods[1:] if x in _T]
    if ins.opcode == "HGMMA":     # .F32 (f16 inputs), .F32.BF16, .F32.TF32, .F16
        d = ts[0] if ts else None
        types = (d, ts[1], ts[1]) if len(ts) == 2 else (d, "f16", "f16")
        extra: tuple[str, ...] = ()
    elif ins.opcode == "QGMMA":   # .F32.E4M3.E5M2
        types = tuple(ts) if len(ts) == 3 else (None,) * 3
        extra = ()
    elif ins.opcode == "IGMMA":   # .S8.U8(.SAT)
        types = ("s32", *ts) if len(ts) == 2 else (None,) * 3
        extra = ("satfinite",) if "SAT" in mods else ()
    else:                         # BGMMA.64xNx256.AND.POPC
        types = ("s32", "b1", "b1")
        extra = ("and", "popc") if {"AND", "POPC"} <= set(mods) else ()
    if None in types or set(mods[1:]) - set(_T) - {"SAT", "AND", "POPC"}:
        raise SassDecodeError(f"{where(k, ins)}: {ins.name}: this GMMA form is not supported")
    return n, kk, (*types, *extra)


class _GmmaView(PtxView):
    """The PTX operand binder wgmma.mma_async reads, over the GMMA's SASS operands."""

    def __init__(self, prog, k, ins, mods, ops, desc: Reg, scale, meta: Reg | None = None):
        super().__init__(prog, k, ins, mods, ops)
        self.desc, self.scale, self.meta = desc, scale, meta

    def reg_loc(self, e: ir.Reg):
        return ("pred", 0) if e.name == _SCALE else ("b32", int(e.name))

    def src(self, i: int, t: str):
        if i in (1, 2):   # A (SS) / B matrix descriptors: 64-bit uniform register pairs
            return reader64(Reg("UR", self.desc.index + 2 * (i - 1)), self.k, self.sass)
        if self.meta is not None and i == 3:    # .SP: the metadata register
            return reader(self.meta, self.k, self.sass)
        if i == 3 + 2 * (self.meta is not None):
            return self.scale
        self.error(f"operand {i} of the GMMA view")


@sass("HGMMA", "QGMMA", "IGMMA", "BGMMA", uniform=False)
def gmma(k, ins, prog=None):
    n, kk, types = _types(k, ins)
    dtype, atype = types[0], types[1]
    ops = list(ins.operands)
    gsb = bool(ops) and isinstance(ops[-1], Reg) and ops[-1].name.startswith("gsb")
    if gsb:
        ops.pop()
    pred = ops.pop() if ops and isinstance(ops[-1], Reg) and ops[-1].file in ("UP", "P") else None
    sp = "SP" in ins.mods
    meta = sel = None
    if sp:   # ..., C, metadata register(, selector): the 8-bit forms (selector 0 only) have none
        sel = ops.pop() if ops and isinstance(ops[-1], Imm) and isinstance(ops[-1].value, int) else Imm(0, "0x0")
        if len(ops) < 4 or not isinstance(ops[-1], Reg) or ops[-1].file != "R":
            raise SassDecodeError(f"{where(k, ins)}: {ins.opcode}.SP operands must be D, [A,] gdesc[URx], C, "
                                  "metadata register(, selector)")
        meta = ops.pop()
    di = next((i for i, o in enumerate(ops) if isinstance(o, Reg) and o.name == "gdesc"), None)
    if di not in (1, 2) or len(ops) != di + 2:
        raise SassDecodeError(f"{where(k, ins)}: {ins.opcode} operands must be D, [A,] gdesc[URx], C")
    desc, d, c = ops[di], ops[0], ops[-1]
    if desc.index is None or desc.index % 2:
        raise SassDecodeError(f"{where(k, ins)}: gdesc needs an even uniform register")
    try:
        nd = fr.wgmma_d(n, dtype).nregs
        na = fr.wgmma_a(atype).nregs if di == 2 else 0
    except ValueError as e:
        raise SassDecodeError(f"{where(k, ins)}: {e}") from None
    # scale-d: the predicate operand; C = RZ without one accumulates nothing
    if isinstance(c, Reg) and c.file == "R" and c.index is None:
        if pred is not None and not (pred.index is None and pred.invert):
            raise SassDecodeError(f"{where(k, ins)}: C = RZ with a scale-d predicate other than !UPT")
        scale = ir.Imm("int", 0)
    elif c != d and not (isinstance(c, Reg) and isinstance(d, Reg) and (c.file, c.index) == (d.file, d.index)):
        raise SassDecodeError(f"{where(k, ins)}: {ins.opcode} C must be D (accumulate in place) or RZ")
    elif pred is None:
        scale = ir.Imm("int", 1)
    elif pred.index is None:
        scale = ir.Imm("int", 0 if pred.invert else 1)
    else:
        scale = ir.Reg(_SCALE, None)
    scale_reader = pred_reader(pred, k, ins) if isinstance(scale, ir.Reg) else None
    flags = set(desc.mods)
    if flags - {"negA", "negB", "tnspA", "tnspB"}:
        raise SassDecodeError(f"{where(k, ins)}: gdesc modifier(s) {sorted(flags)} are not supported")
    floating = atype not in ("s8", "u8", "b1")
    imms = []
    if floating:
        imms = [ir.Imm("int", -1 if "negA" in flags else 1), ir.Imm("int", -1 if "negB" in flags else 1)]
        if atype in ("f16", "bf16"):
            imms += ([] if na else [ir.Imm("int", int("tnspA" in flags))]) + [ir.Imm("int", int("tnspB" in flags))]
    elif flags:
        raise SassDecodeError(f"{where(k, ins)}: {ins.opcode} takes no gdesc modifiers")
    mods = ("sync", "aligned", "mma_async", *(("sp",) if sp else ()), f"m64n{n}k{kk}", *types)
    a_op = regs(ops[1], na, k, ins) if na else ir.Imm("int", 0)
    sparse_ops = [ir.Reg(str(meta.index), None) if meta.index is not None else ir.Imm("int", 0),
                  ir.Imm("int", int(sel.value))] if sp else []
    view = _GmmaView(prog, k, ins, mods, [regs(d, nd, k, ins), a_op, ir.Imm("int", 0), *sparse_ops, scale, *imms],
                     desc, scale_reader, meta)
    needs_sm90a(view, ins.opcode)   # as wgmma in PTX mode: the sm_90a feature set only
    run = ptx_wgmma._mma_async(view)
    if not gsb:
        return run

    def run_and_commit(st, sel):
        run(st, sel)
        np.add.at(ptx_wgmma.in_flight(st).open, sel_indices(sel), 1)
    return run_and_commit


gmma.needs_program = True


@sass("WARPGROUP", uniform=False)
def warpgroup(k, ins):
    """WARPGROUP.ARRIVE: wgmma.fence; WARPGROUP.DEPBAR.LE gsb0, N: wgmma.wait_group N."""
    mods = set(ins.mods)
    if mods == {"ARRIVE"}:
        return Control("nop")
    ops = ins.operands
    if mods == {"DEPBAR", "LE"} and len(ops) == 2 and isinstance(ops[0], Reg) and ops[0].name == "gsb0" \
            and isinstance(ops[1], Imm) and isinstance(ops[1].value, int):
        keep = int(ops[1].value)

        def wait(st, sel):
            p = ptx_wgmma.in_flight(st)
            if p.results:
                m = np.zeros(st.T, dtype=bool)
                m[sel] = True
                p.complete(st, m, keep)
        return wait
    raise SassDecodeError(f"{where(k, ins)}: {ins.name} is not supported")
