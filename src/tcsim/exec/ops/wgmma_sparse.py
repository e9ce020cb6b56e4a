"""``wgmma.mma_async.sp`` (sm_90a): the warpgroup MMA with a 2:4 structured-sparse A (PTX ISA
"Asynchronous Warpgroup Level Multiply-and-Accumulate Operation using wgmma.mma_async.sp"):

    wgmma.mma_async.sp.sync.aligned.m64nNkK.dtype.atype.btype  d, a-desc|{a}, b-desc, sp-meta, sp-sel,
                                                               scale-d {, imm-scale-a, imm-scale-b {, imm-trans-a}, imm-trans-b}

K is twice the dense one (.f16/.bf16 k32, .tf32 k16, .e4m3/.e5m2/.s8/.u8 k64). A is the
compressed 64 x K/2 matrix, described (SS) or held in registers (RS) exactly as the dense
m64nN(K/2) A; B is the full K x N through its descriptor; D as the dense form. ``sp-meta``
is a 32-bit register, ``sp-sel`` an integer constant naming the threads of each quad that
hold the metadata: each warp gives its own 16 rows' metadata in the layout of the mma.sp of
the same K and element width (matrix/sparse.py ``WGMMA_SPARSE``), so the selector is 0 or 1
for .f16/.bf16/.tf32 and 0 for the 8-bit types.

Arithmetic as mma.sp's (exec/ops/tensor_sparse.py): a float row of D is the dense MMA of its
K/2 stored products (A's stored values times the B rows the metadata selects) in the arch's
arithmetic model; integer results are exact, computed on the uncompressed A. Metadata values
the PTX ISA leaves undefined fault with the lane, row, chunk and value (matrix/sparse.py).

The rest — asynchrony, groups, scale-d, imm-scale/imm-trans, descriptors — is the dense
wgmma's (exec/ops/wgmma.py), which calls in here.
"""

from __future__ import annotations

import numpy as np

from tcsim.exec.operands import Fault
from tcsim.isa import ir
from tcsim.matrix import mma as mmalib
from tcsim.matrix import sparse, wgmma_smem

#: the A types of wgmma.mma_async.sp
FORMS = tuple(sparse.WGMMA_SPARSE)


def operands(b, k: int, atype: str):
    """The metadata reader and the selector of a wgmma.mma_async.sp (operands 3 and 4), with
    the PTX ISA's checks; ``(meta, selector)``."""
    e = b.ops[3]
    if not (isinstance(e, ir.Reg) and b.reg_loc(e)[0] == "b32") and not (isinstance(e, ir.Imm) and e.kind == "int"):
        b.error("wgmma.mma_async.sp sparse metadata (sp-meta) must be a 32-bit register")
    meta = b.src(3, "b32")
    f = b.ops[4]
    if not isinstance(f, ir.Imm) or f.kind != "int":
        b.error("wgmma.mma_async.sp sparsity selector (sp-sel) must be an integer constant")
    nsel = sparse.selector_range(k, atype, warpgroup=True)
    if not 0 <= int(f.value) < nsel:
        who = ("0 (threads T0, T1 of each quad hold the metadata) or 1 (T2, T3)" if nsel == 2
               else "0 (all four threads of each quad hold the metadata)")
        b.error(f"sparsity selector {int(f.value)} of wgmma.mma_async.sp .m64nNk{k} .{atype} is undefined "
                f"behaviour: it must be {who} (PTX ISA 'Sparse matrix storage')")
    return meta, int(f.value)


def check_b_layout(desc, lanes: np.ndarray, k: int, bits: int, k_major: bool) -> None:
    """B of a sparse wgmma spans 64 bytes of K: K-major it must fit its swizzle row (none,
    64B, 128B); with the 32-byte swizzle the second half of K would leave the pattern's row,
    a layout tcsim does not model."""
    if not k_major:
        return
    d = wgmma_smem.decode(np.broadcast_to(np.asarray(desc, dtype=np.uint64), (lanes.size,)).reshape(lanes.shape)[:, 0])
    bad = d.swizzle == 3
    if bad.any():
        pos = int(np.flatnonzero(bad)[0]) * 32
        raise Fault(pos, f"wgmma.mma_async.sp: a K-major B with the 32-byte swizzle holds 32 of the "
                         f"{k * bits // 8} bytes of K per row (not modelled; use no swizzle, 64B or 128B)")


def product(sparse_in, st, sel, W: int, wi, Av, Bv, C, atype: str, dtype: str, model, satfinite: bool):
    """D (W, 16, N) of each warp's 16 rows: stored A values ``Av`` (W, 16, K/2), the full B
    ``Bv`` (W, K, N), the accumulator ``C`` (W, 16, N); ``wi`` (W,) each warp's index in its
    warpgroup (its rows 16 wi .. 16 wi + 15 name a bad metadata value)."""
    from tcsim.exec.ops.tensor_sparse import _sparse_float

    read_meta, selector = sparse_in
    k = Bv.shape[1]
    meta = np.broadcast_to(np.asarray(read_meta(st, sel), dtype=np.uint32), (W * 32,)).reshape(W, 32)
    try:
        cols = sparse.columns(meta, k, atype, selector, ordered=False, warpgroup=True, row_base=16 * wi)  # (W, 16, K/2)
    except sparse.SparseMetadataError as e:
        raise Fault(e.pos, e.message) from None
    if model is not None:
        return _sparse_float(Av, Bv, C, cols, model, dtype)
    return mmalib.mma(sparse.uncompress(Av, cols, k), Bv, C, atype, "s32", "exact", satfinite)
