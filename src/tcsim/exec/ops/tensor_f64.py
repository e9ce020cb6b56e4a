"""``mma.sync.aligned.m8n8k4.row.col{.rn}.f64.f64.f64.f64 d, a, b, c`` and ``wmma.mma ...
.m8n8k4.f64.f64.f64.f64`` (sm_80): A and B one .f64 register per lane, C and D two (PTX ISA
"Matrix Fragments for mma.m8n8k4 with .f64 floating point type"; the wmma fragments are the
same, SASS oracle of kernels/fragments_sm80.cu); the product is matrix/dmma.py's.
``wmma.load`` / ``wmma.store`` of .f64 fragments: one 8-byte element per register."""

from __future__ import annotations

import numpy as np

from tcsim.exec import memaccess
from tcsim.exec.operands import Fault
from tcsim.exec.ops.common import space_of
from tcsim.exec.ops.tensor import _check_wmma_alignment, _element_addresses, needs_sm80, vector_regs, warps_of
from tcsim.matrix import mma as mmalib
from tcsim.matrix.dmma import mma_f64


def compile_dmma(b, frags, types, what: str = "mma.sync"):
    if any(t != "f64" for t in types):
        b.error(f"{what} .f64 needs .f64 for A, B, C and D")
    for m in ("rz", "rm", "rp"):
        if m in b.ins.mods:
            b.error(f"{what} .f64 .{m} is not supported (round to nearest only)")
    needs_sm80(b, f"{what} .f64")
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


def compile_wmma_f64(b, frag, layout: str, kind: str):
    """``wmma.load.{a,b,c}`` (``kind`` "load") or ``wmma.store.d`` ("store") of an .f64
    fragment: register j of a lane is element ``(frag.row[lane, j], frag.col[lane, j])`` of
    the tile at ``[addr]`` with the stride (in elements) of the optional last operand."""
    mods = b.ins.mods
    regs_at, addr_at = (0, 1) if kind == "load" else (1, 0)
    elems = vector_regs(b, regs_at, frag.nelem, "the fragment")
    space = space_of(mods)
    addr = b.addr(addr_at, space)
    default_stride = frag.cols if layout == "row" else frag.rows
    stride_r = b.src(2, "u32") if len(b.ops) > 2 else (lambda st, sel: default_stride)
    rw = [b.writer(e, "f64") for e in elems] if kind == "load" else [b.reader(e, "f64") for e in elems]

    def run(st, sel):
        lanes = warps_of(sel)
        W = lanes.shape[0]
        base = np.broadcast_to(np.asarray(addr(st, sel), dtype=np.int64), (W * 32,)).reshape(W, 32)
        stride = np.broadcast_to(np.asarray(stride_r(st, sel)).astype(np.int64), (W * 32,)).reshape(W, 32)
        _check_wmma_alignment(base, stride, 64, frag)
        addrs, _ = _element_addresses(frag, base, stride, layout, 64)
        n = frag.nelem
        lane_of = np.repeat(lanes.reshape(-1), n)
        sub = slice(0, addrs.size) if space == "global" else lane_of
        try:
            if kind == "load":
                raw = np.asarray(memaccess.load(st, sub, space, addrs.reshape(-1), 8, 1, aligned=True)[0])
                vals = raw.astype(np.uint64).view(np.float64).reshape(W * 32, n)
                for j, w in enumerate(rw):
                    w(st, sel, vals[:, j])
            else:
                cols = [np.broadcast_to(np.asarray(r(st, sel), dtype=np.float64), (W * 32,)) for r in rw]
                vals = np.stack(cols, axis=-1).reshape(-1).view(np.uint64)
                memaccess.store(st, lane_of, space, addrs.reshape(-1), 8, [vals])
        except Fault as f:
            raise Fault(f.pos // n, f.message, f.addr) from None

    return run
