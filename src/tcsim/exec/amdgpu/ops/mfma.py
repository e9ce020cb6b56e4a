"""Matrix instructions ``v_mfma_*``: operands gathered into register arrays, D = A*B + C
by the MFMA library (``tcsim.matrix.mfma``: layouts, per-architecture arithmetic).

``v_mfma_<...> vdst, srcA, srcB, srcC [cbsz:N abid:N blgp:N neg:[a,b,c]]``: A and B are
VGPRs or AGPRs (ranges as wide as the instruction's ``a_regs``/``b_regs``); C and D are
VGPR or AGPR ranges of ``c_regs`` registers, or C is an inline constant (every C register
of every lane holds it). An MFMA is a whole-wave operation: tcsim requires EXEC to be all
ones and reports a fault otherwise rather than guess what partial waves would compute.

``v_smfmac_<...> vdst, srcA, srcB, vidx [cbsz:N abid:N]`` (gfx942, sparse): A holds the
4:2-compressed values, ``vidx`` is one architected VGPR of 2-bit sparsity indices (cbsz/abid
select its index set), and the destination is also the accumulator: D = A*B + D.
"""

from __future__ import annotations

import numpy as np

from tcsim.arch.gfx import MATRIX_FAMILY
from tcsim.isa import ir

from ..binder import imm_bits
from ..state import WaveFault, first_bad
from . import family


def _library():
    try:
        from tcsim.matrix import mfma as lib
    except ImportError as e:  # the MFMA semantics library is a separate component
        raise ImportError(f"MFMA instructions need tcsim.matrix.mfma (the MFMA semantics library): {e}") from None
    return lib


@family(r"v_(mfma|smfmac)_.*", cls="mfma")
def v_mfma(b, m):
    lib = _library()
    target = b.program.target
    arch = MATRIX_FAMILY.get(target)
    if arch is None:
        b.error(f"MFMA instructions are not modelled for {target}")
    try:
        spec = lib.lookup(arch, b.ins.opcode)
    except KeyError as e:
        b.error(str(e.args[0]) if e.args else f"unknown MFMA '{b.ins.opcode}'")
    b.expect(4)
    cbsz, abid, blgp = b.attr("cbsz", 0), b.attr("abid", 0), b.attr("blgp", 0)
    neg = b.attr("neg", (0, 0, 0))
    if len(neg) != 3:
        b.error("neg:[a,b,c] of an MFMA needs three bits")
    neg = tuple(bool(x) for x in neg)
    try:
        from tcsim.matrix.mfma.execute import check_modifiers
        check_modifiers(spec, cbsz, abid, blgp, neg)
    except (ValueError, ImportError) as e:
        locs = b.ins.attrs.get("_locs", {})
        # point at the offending modifier when the message names one
        col = next((locs[m] for m in ("blgp", "cbsz", "abid", "neg") if m in locs and f"{m}" in str(e)), None)
        b.error(str(e), col)
    dst = b.vreg(0, spec.c_regs)
    ra = _gather(b, 1, spec.a_regs, spec.a_type)
    rb = _gather(b, 2, spec.b_regs, spec.b_type)
    if spec.sparse:
        rc = _gather(b, 0, spec.c_regs, spec.c_type)           # the accumulator is D itself
        ri = _gather(b, 3, 1, "i32", files=("v",), what="sparsity index")
    else:
        rc = _gather(b, 3, spec.c_regs, spec.c_type)
        ri = None
    execute = lib.execute
    d0 = dst.index

    def run(st, sel):
        em = st.exec_mask(sel)
        if not em.all():
            pos, lane = first_bad(~em)
            raise WaveFault(pos, lane, f"{b.ins.opcode} executed with EXEC not all ones (lane {lane} inactive)")
        extra = {} if ri is None else {"sparse_index": np.ascontiguousarray(ri(st, sel))}
        d = execute(spec, ra(st, sel), rb(st, sel), rc(st, sel), cbsz=cbsz, abid=abid, blgp=blgp, neg=neg, **extra)
        rows = st.v if dst.file == "v" else st.a
        for k in range(spec.c_regs):
            rows[d0 + k, sel] = d[:, k, :]
    return run


def _gather(b, i: int, nregs: int, etype: str, files=("v", "a"), what: str = ""):
    """Reader of operand i as a (W, nregs, 64) uint32 array."""
    o = b.op(i)
    if isinstance(o, ir.Imm) and what:
        b.error(f"the {what} of '{b.ins.opcode}' must be a VGPR, not a constant")
    if isinstance(o, ir.Imm):
        t = {"f64": "f64", "f32": "f32", "xf32": "f32", "i32": "b32", "f16": "f16", "bf16": "bf16"}.get(etype, "b32")
        bits = imm_bits(o, t)
        if t == "f64":
            words = [bits & 0xFFFFFFFF, bits >> 32] * (nregs // 2)
        else:
            words = [bits] * nregs
        arr = np.asarray(words, dtype=np.uint32)[None, :, None]

        def const(st, sel):
            n = st.s[0, sel].shape[0]
            return np.broadcast_to(arr, (n, nregs, 64))
        return const
    if what and not (isinstance(o, ir.GPR) and o.file in files and o.count == nregs):
        b.error(f"the {what} of '{b.ins.opcode}' must be one VGPR (v0..v511), not {o}")
    g = b.vreg(i, nregs, files)
    r0, f = g.index, g.file

    def read(st, sel):
        rows = st.v if f == "v" else st.a
        return np.swapaxes(rows[r0:r0 + nregs, sel], 0, 1)
    return read
