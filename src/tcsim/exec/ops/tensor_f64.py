"""``mma.sync.aligned.m8n8k4.row.col{.rn}.f64.f64.f64.f64 d, a, b, c`` (sm_80): A and B one
.f64 register per lane, C and D two (PTX ISA "Matrix Fragments for mma.m8n8k4 with .f64
floating point type"); the product is matrix/dmma.py's."""

from __future__ import annotations

import numpy as np

from tcsim.exec.ops.tensor import needs_sm80, vector_regs, warps_of
from tcsim.matrix import mma as mmalib
from tcsim.matrix.dmma import mma_f64


def compile_dmma(b, frags, types):
    if any(t != "f64" for t in types):
        b.error("mma.sync .f64 needs .f64 for A, B, C and D")
    for m in ("rz", "rm", "rp"):
        if m in b.ins.mods:
            b.error(f"mma.sync .f64 .{m} is not supported (round to nearest only)")
    needs_sm80(b, "mma.sync .f64")
    fa, fb, fc, fd = frags
    ops = [[b.reader(e, "f64") for e in vector_regs(b, i, f.nelem, what)]
           for i, f, what in ((1, fa, "A"), (2, fb, "B"), (3, fc, "C"))]
    wd = [b.writer(e, "f64") for e in vector_regs(b, 0, fd.nelem, "D")]

    def run(st, sel):
        W = warps_of(sel).shape[0]

        def values(readers):
            cols = [np.broadcast_to(np.asarray(r(st, sel), dtype=np.float64), (W * 32,)) for r in readers]
            return np.stack(cols, axis=-1).reshape(W, 32, len(readers))

        A, B, C = (mmalib.gather(f, values(r)) for f, r in zip((fa, fb, fc), ops))
        out = mmalib.scatter(fd, mma_f64(A, B, C)).reshape(W * 32, fd.nelem)
        for k, w in enumerate(wd):
            w(st, sel, out[:, k])

    return run
