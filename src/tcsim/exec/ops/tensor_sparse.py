"""``mma.sp{::ordered_metadata}.sync.aligned.m16n8kK.row.col.dtype.atype.btype.ctype d, a, b,
c, e, f`` (sm_80): A is the 2:4 (tf32 1:2, s4/u4 pair-wise 4:8) compressed 16 x K/2 matrix,
``e`` the metadata register, ``f`` the sparsity selector (an immediate); the metadata decode
is matrix/sparse.py's.

Fragments (PTX ISA "Matrix fragments for multiply-accumulate operation with sparse matrix
A"): the compressed A of m16n8kK is held exactly as the dense A of m16n8k(K/2) of the same
type (e.g. sparse m16n8k32 .f16 A = dense m16n8k16 .f16 A, four registers); B and C/D are
the dense m16n8kK maps.

Arithmetic: the tensor core reads only the B rows the metadata selects (A100 whitepaper,
"Fine-grained structured sparsity": the sparse MMA skips the zeros, which doubles its
throughput), so a floating-point row of D is the dense MMA of K/2 products - the stored A
values times the selected B elements - in the arch's arithmetic model (block fused per K/2
products; a zero of A never multiplies its B element, so an Inf/NaN there does not
propagate). Integer results are exact, so they are computed on the uncompressed A.
"""

from __future__ import annotations

import numpy as np

from tcsim.exec.operands import Fault
from tcsim.exec.ops.tensor import RegRows, _reg_readers, _reg_writers, needs_sm80, read_regs, warps_of, write_regs
from tcsim.isa import ir
from tcsim.matrix import mma as mmalib
from tcsim.matrix import sparse
from tcsim.matrix.fragments import mma_sp_fragment

_FLOATS = ("f16", "bf16", "tf32")


def _check_form(b, shape, types) -> tuple[int, bool]:
    """The sparse forms of the PTX ISA (mma.sp: shapes and types) -> (selector, ordered)."""
    dtype, atype, btype, ctype = types
    m, n, k = shape
    s = f"m{m}n{n}k{k}"
    needs_sm80(b, "mma.sp (sparse MMA)")
    if atype not in sparse.FAMILY or (m, n) != (16, 8) or (sparse.FAMILY[atype], k) not in sparse.SPARSE_FORMS:
        forms = ", ".join(f"m16n8k{kk} .{fam}" for fam, kk in sparse.SPARSE_FORMS)
        b.error(f"mma.sp has no .{s} .{atype} form (sm_80 sparse forms: {forms}; f16 stands for .f16/.bf16, "
                "i8 for .s8/.u8, i4 for .s4/.u4)")
    if [x for x in b.ins.mods if x in ("row", "col")] not in ([], ["row", "col"]):
        b.error("mma.sp takes .row.col only")
    if atype in _FLOATS:
        if btype != atype:
            b.error(f"mma.sp .{atype} needs .btype = .atype")
        if dtype != ctype or dtype not in ("f16", "f32") or (atype != "f16" and dtype != "f32"):
            b.error(f"mma.sp .{atype} needs .dtype = .ctype, .f32" + (" or .f16" if atype == "f16" else "")
                    + " (ptxas: 'Arguments mismatch')")
        if "satfinite" in b.ins.mods:
            b.error("mma.sp .satfinite applies to integer types only")
    else:
        if sparse.FAMILY.get(btype) != sparse.FAMILY[atype]:
            b.error(f"mma.sp: .atype .{atype} and .btype .{btype} do not go together")
        if (dtype, ctype) != ("s32", "s32"):
            b.error(f"mma.sp .{atype} needs .s32 C and D")
    b.expect(6)
    f = b.ops[5]
    if not isinstance(f, ir.Imm) or f.kind != "int":
        b.error("the sparsity selector of mma.sp must be an integer constant (ptxas: 'Arguments mismatch')")
    nsel = sparse.selector_range(k, atype)
    if not 0 <= f.value < nsel:
        who = {4: "one lane of each quad holds the metadata: 0..3",
               2: "a lane pair holds the metadata: 0 (lanes 0, 1 of each quad) or 1 (lanes 2, 3)",
               1: "all four lanes of each quad hold the metadata: 0"}[nsel]
        b.error(f"sparsity selector {f.value} of mma.sp .{s} .{atype} is undefined behaviour ({who}; "
                "PTX ISA 'Sparse matrix storage')")
    return int(f.value), "sp::ordered_metadata" in b.ins.mods


def compile_mma_sp(b, shape, types, arith: str):
    dtype, atype, btype, ctype = types
    selector, ordered = _check_form(b, shape, types)
    k = shape[2]
    fa, fb, fc, fd = (mma_sp_fragment(shape, mx, et) for mx, et in (("a", atype), ("b", btype), ("c", ctype),
                                                                     ("c", dtype)))
    wd = _reg_writers(b, 0, fd.nregs, "D")
    ra = _reg_readers(b, 1, fa.nregs, "A")
    rb = _reg_readers(b, 2, fb.nregs, "B")
    rc = _reg_readers(b, 3, fc.nregs, "C")
    re = RegRows([b.reg_loc(b.ops[4])[1]]) if isinstance(b.ops[4], ir.Reg) and b.reg_loc(b.ops[4])[0] == "b32" \
        else [b.reader(b.ops[4], "b32")]
    satfinite = "satfinite" in b.ins.mods
    model = None
    if atype in _FLOATS:
        from tcsim.matrix import numerics

        model = numerics.get_model(arith, atype)
        if atype not in model.in_types:
            b.error(f".{atype} inputs need sm_80 tensor cores; the '{model.name}' arithmetic model "
                    f"has {', '.join(model.in_types)} only")

    def operand(frag, readers, etype, st, sel, W):
        return mmalib.gather(frag, mmalib.unpack(read_regs(readers, st, sel, W), etype, frag.nelem))

    def run(st, sel):
        W = warps_of(sel).shape[0]
        meta = read_regs(re, st, sel, W)[..., 0]                      # (W, 32)
        try:
            cols = sparse.columns(meta, k, atype, selector, ordered)  # (W, 16, k/2)
        except sparse.SparseMetadataError as e:
            raise Fault(e.pos, e.message) from None
        A = operand(fa, ra, atype, st, sel, W)                        # (W, 16, k/2) stored values
        B = operand(fb, rb, btype, st, sel, W)                        # (W, k, 8)
        C = operand(fc, rc, ctype, st, sel, W)                        # (W, 16, 8)
        if model is None:
            D = mmalib.mma(sparse.uncompress(A, cols, k), B, C, atype, dtype, arith, satfinite)
        else:
            D = _sparse_float(A, B, C, cols, model, dtype)
        write_regs(wd, st, sel, mmalib.pack(mmalib.scatter(fd, D), dtype))

    return run


def _sparse_float(A, B, C, cols, model, dtype):
    """Every row of D as its own dense MMA of the K/2 stored products: rows become warps of
    the model's warps-innermost layout (it works per output element anyway)."""
    from tcsim.matrix import numerics

    W, M, half = A.shape
    N = B.shape[2]
    Bg = np.take_along_axis(B[:, None, :, :], cols[..., None], axis=2)   # (W, 16, k/2, 8)
    At = A.transpose(2, 0, 1).reshape(half, 1, W * M)
    Bt = Bg.transpose(2, 3, 0, 1).reshape(half, N, W * M)
    acc = C.transpose(2, 0, 1).reshape(1, N, W * M)
    D = numerics.mma_kmw(acc.astype(np.float64), At, Bt, model, dtype)  # (1, N, W*M)
    return D.reshape(N, W, M).transpose(1, 2, 0)
