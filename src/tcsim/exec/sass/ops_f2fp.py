"""F2FP.{F16,BF16}.F32.PACK_AB Rd, Ra, Rb: two f32 rounded to nearest-even half values packed
in one register, Ra's in the high half — PTX's ``cvt.rn.{f16x2,bf16x2}.f32 d, a, b``
(exec/fp_cvt.py), which ptxas 13 turns into this instruction (flash_attn_sm90 packs its P
fragment for the RS wgmma so). The .RELU form is cvt's .relu."""

from __future__ import annotations

import numpy as np

from tcsim.exec import fp_cvt

from .operands import SassDecodeError, reader, where, writer
from .table import sass


@sass("F2FP", uniform=False)
def f2fp(k, ins):
    mods = set(ins.mods)
    half = "f16" if "F16" in mods else "bf16" if "BF16" in mods else None
    if half is None or not {"F32", "PACK_AB"} <= mods or mods - {"F16", "BF16", "F32", "PACK_AB", "RELU"} \
            or len(ins.operands) != 3:
        raise SassDecodeError(f"{where(k, ins)}: {ins.name} is not supported (F2FP.{{F16,BF16}}.F32.PACK_AB only)")
    d, a, b = ins.operands
    w, ra, rb = writer(d, k, ins), reader(a, k, ins, "f"), reader(b, k, ins, "f")
    f = fp_cvt.cvt_f16x2_f32 if half == "f16" else fp_cvt.cvt_bf16x2_f32
    relu = "RELU" in mods

    def run(st, sel):
        x = np.asarray(ra(st, sel), dtype=np.uint32).view(np.float32)
        y = np.asarray(rb(st, sel), dtype=np.uint32).view(np.float32)
        w(st, sel, np.asarray(f(x, y, "rn", relu, False)).astype(np.uint32))
    return run
