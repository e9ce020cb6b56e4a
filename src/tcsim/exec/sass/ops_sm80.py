"""Ampere SASS forms (sm_80/86/89) by way of PTX's semantics, as ptxas 13 writes them for the
bundled sm_80 kernels (CUTLASS 2 multistage, the sparse GEMMs, flash attention, fragments):

    F2FP(.F16.F32).PACK_AB d, a, b  cvt.rn.f16x2.f32 d, a, b   (a to the upper half; sm_89 names the types)
    F2FP.BF16.PACK_AB d, a, b       cvt.rn.bf16x2.f32 d, a, b
    HMMA.SP.16832.F32 d, a, b, c, e, f      mma.sp.sync.aligned.m16n8k32.row.col.f32.f16.f16.f32
    IMMA.SP.16864.S8.S8.SAT ...             mma.sp ... m16n8k64 .s32.s8.s8.s32.satfinite
    LDGSTS ... [dst], [src], P      cp.async [dst], [src], size, ignore-src = !P

The operand order of PACK_AB and the polarity of LDGSTS's predicate are read off ptxas:
``cvt.rn.f16x2.f32 %r492, %f436, %f435`` becomes ``F2FP.PACK_AB R32, R105, R100`` in
flash_attn_sm80, and ``cp.async.cg.shared.global [d], [s], 16, p`` (p: ignore-src) becomes
``ISETP.GE.U32.AND P0, ..`` (P0 = !p) then ``LDGSTS.E.BYPASS.128 [R5], [R2.64], P0``; CUTLASS's
``src-size = pred ? 16 : 0`` becomes the predicate ``(src-size & 0x10) != 0``. The differential
test (SASS mode = PTX mode) checks both readings on the bundled kernels.

The sparse MMA's metadata decode is PTX's (exec/ops/tensor_sparse.py) without the
``.sp::ordered_metadata`` promise: that is a PTX-level contract, the SASS is the same."""

from __future__ import annotations

import numpy as np

from tcsim.exec import fp
from tcsim.isa import ir
from tcsim.isa.sass.ir import Imm, Reg

from .operands import R_SINK, SassDecodeError, pred_reader, reader, where, writer
from .table import sass


@sass("F2FP", uniform=False)
def f2fp(k, ins):
    """Two f32 values rounded to nearest into one packed f16x2 / bf16x2 register."""
    mods = set(ins.mods)
    if "PACK_AB" not in mods or mods - {"PACK_AB", "F16", "BF16", "F32", "RELU"} or {"F16", "BF16"} <= mods \
            or len(ins.operands) != 3:
        raise SassDecodeError(f"{where(k, ins)}: F2FP form {ins.name} is not supported")
    d, a, b = ins.operands
    w, ra, rb = writer(d, k, ins), reader(a, k, ins, kind="f"), reader(b, k, ins, kind="f")
    f = fp.cvt_bf16x2_f32 if "BF16" in mods else fp.cvt_f16x2_f32
    relu = "RELU" in mods

    def run(st, sel):
        hi = np.asarray(ra(st, sel), np.uint32).view(np.float32)
        lo = np.asarray(rb(st, sel), np.uint32).view(np.float32)
        w(st, sel, np.asarray(f(hi, lo, "rn", relu, False)).astype(np.uint32))
    return run


def sparse_mma(k, ins, prog, view_cls, regs, mods):
    """``HMMA.SP`` / ``IMMA.SP`` d, a.ROW, b.COL, c, e, f: PTX's mma.sp on the fragment
    registers (``mods``: the PTX form of the dense shape, from ops_tensor._mma_form)."""
    from tcsim.exec.ops import tensor_sparse
    from tcsim.matrix.fragments import mma_sp_fragment

    if len(ins.operands) != 6:
        raise SassDecodeError(f"{where(k, ins)}: {ins.opcode}.SP takes d, a, b, c, metadata, selector")
    d, a, b, c, e, f = ins.operands
    if not isinstance(e, Reg) or e.file != "R" or not isinstance(f, Imm) or not isinstance(f.value, int):
        raise SassDecodeError(f"{where(k, ins)}: sparse metadata must be a register, the selector an immediate")
    shape = ir.mnk_of(mods)
    ts = [m for m in mods if m in ("f16", "f32", "bf16", "tf32", "s8", "u8", "s4", "u4", "s32")]
    try:
        n = [mma_sp_fragment(shape, mat, t).nregs for mat, t in (("c", ts[0]), ("a", ts[1]), ("b", ts[2]), ("c", ts[3]))]
    except ValueError as err:
        raise SassDecodeError(f"{where(k, ins)}: {err}") from None
    meta = ir.Reg(str(R_SINK if e.index is None else e.index), None)
    ops = [regs(o, m, k, ins) for o, m in zip((d, a, b, c), n)] + [meta, ir.Imm("int", int(f.value))]
    view = view_cls(prog, k, ins, ("sp", *mods), ops)
    return tensor_sparse.compile_mma_sp(view, shape, ts, prog.tensor_arithmetic)


def ldgsts_ignore_src(k, ins, view, operand) -> None:
    """Give a cp.async view the ignore-src operand of LDGSTS's predicate ``operand`` (the
    copy reads its source where the predicate is true and writes zeros where it is false)."""
    if not isinstance(operand, Reg) or operand.file not in ("P", "UP"):
        raise SassDecodeError(f"{where(k, ins)}: LDGSTS's last operand must be a predicate")
    p = pred_reader(operand, k, ins)
    view.ops.append(ir.Reg("ignore_src", None))
    view.reg_loc = lambda e: ("pred", 0) if e.name == "ignore_src" else ("b32", int(e.name))
    view.src = lambda i, t: (lambda st, sel: ~np.asarray(p(st, sel), dtype=bool))
