"""Warpgroup MMA (sm_90a): ``wgmma.mma_async``, ``wgmma.fence``, ``wgmma.commit_group``,
``wgmma.wait_group N`` (PTX ISA, "Asynchronous Warpgroup Level Matrix Multiply-Accumulate
Instructions").

A warpgroup is four consecutive warps of a CTA (warps 4q .. 4q+3). ``wgmma.mma_async`` computes
``D = A * B + (scale-d ? D : 0)`` for a 64 x N x K tile: A (64 x K) from a shared-memory
matrix descriptor (SS) or from registers (RS), B (K x N) from a descriptor, D in registers
(``matrix/fragments_sm90``, descriptors and layouts in ``matrix/wgmma_smem``). Warp ``w`` of
the warpgroup owns rows 16w .. 16w+15 of A and D, so each warp's share of the product is
computed from its own rows: the semantics run per warp (both drivers issue warps on their
own) and need no cross-warp exchange; a warp whose warpgroup is not complete in its CTA
faults. ``imm-scale-a/b`` = -1 negates A/B, ``imm-trans-a/b`` = 1 reads A/B MN-major
(.f16/.bf16 only), ``.satfinite`` clamps s32 results.

Asynchrony, as cp.async groups (``exec/ops/async_copy.py``): the operands (shared memory, A
registers, the accumulator) are read at issue; the result lands in the D registers when the
issuing thread's ``wgmma.wait_group N`` completes its group (groups are closed by
``wgmma.commit_group``). Reading D before the wait sees the old values (the PTX ISA makes
that access undefined; tcsim shows the stale value instead of hiding the missing wait). A
wgmma that accumulates into registers another in-flight wgmma writes takes that result as
its C (PTX ISA: consecutive wgmma.mma_async on the same accumulator need no wait between
them). Results never waited for never land.

``wgmma.mma_async.sp`` (2:4 sparse A, metadata register and sparsity selector) is this
instruction with its operands after b-desc shifted by two; its metadata and product are
``exec/ops/wgmma_sparse.py``'s.

Timing (``timing/wgmma.py``): each form takes one issue slot; a warp's share of a
``wgmma.mma_async`` queues on its sub-core's tensor core, and ``wgmma.wait_group`` holds the warp
until the groups it waits for are done (docs/hopper.md).
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

from tcsim.exec import memaccess
from tcsim.exec.operands import Fault
from tcsim.exec.ops import semantics, wgmma_sparse
from tcsim.exec.ops.common import types_of
from tcsim.exec.ops.tensor import needs_sm90a, vector_regs, warps_of
from tcsim.exec.selection import sel_indices
from tcsim.isa import ir
from tcsim.matrix import fragments_sm90 as fr
from tcsim.matrix import mma as mmalib
from tcsim.matrix import wgmma_smem

_FLOAT_IN = ("f16", "bf16", "tf32", "e4m3", "e5m2")
_F8 = {"e4m3": ml_dtypes.float8_e4m3fn, "e5m2": ml_dtypes.float8_e5m2}


# ------------------------------------------------------------------ in-flight results

class _InFlight:
    """wgmma results issued and not yet landed, and each thread's open group number."""

    def __init__(self, nthreads: int):
        self.open = np.zeros(nthreads, dtype=np.int64)
        self.results: list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []  # lanes, group, rows, words

    def current(self, st, idx: np.ndarray, rows: np.ndarray) -> np.ndarray:
        """The accumulator a new wgmma reads: (n lanes, nregs) uint32 — the register file
        with every in-flight result for these registers laid over it, oldest first."""
        vals = st.banks["b32"][rows[:, None], idx[None, :]].T.copy()
        for lanes, _group, rrows, words in self.results:
            common, mine, theirs = np.intersect1d(rows, rrows, return_indices=True)
            if common.size == 0:
                continue
            pos = np.full(st.T, -1, dtype=np.int64)
            pos[lanes] = np.arange(lanes.size)
            p = pos[idx]
            hit = np.flatnonzero(p >= 0)
            if hit.size:
                vals[np.ix_(hit, mine)] = words[np.ix_(p[hit], theirs)]
        return vals

    def complete(self, st, lanes_mask: np.ndarray, keep: int) -> None:
        """Land the results of the threads in ``lanes_mask`` whose group is older than their
        ``keep`` most recently committed ones, in issue order."""
        rest = []
        bank = st.banks["b32"]
        for lanes, group, rows, words in self.results:
            done = lanes_mask[lanes] & (group <= self.open[lanes] - 1 - keep)
            if done.any():
                d = np.flatnonzero(done)
                bank[rows[:, None], lanes[d][None, :]] = words[d].T
            if not done.all():
                k = np.flatnonzero(~done)
                rest.append((lanes[k], group[k], rows, words[k]))
        self.results = rest


def in_flight(st) -> _InFlight:
    p = getattr(st, "wgmma", None)
    if p is None:
        p = st.wgmma = _InFlight(st.T)
    return p


# ------------------------------------------------------------------ the instruction

@semantics("wgmma", cls="alu")
def wgmma(b):
    mods = b.ins.mods
    kind = mods[0] if mods else ""
    if kind not in ("fence", "commit_group", "wait_group", "mma_async"):
        b.error("wgmma must be wgmma.fence, wgmma.commit_group, wgmma.wait_group or wgmma.mma_async")
    # ptxas 13 -arch=sm_90 / sm_80: "Instruction 'wgmma.fence' not supported on .target 'sm_80'"
    needs_sm90a(b, f"wgmma.{kind}")
    if "sync" not in mods or "aligned" not in mods:
        b.error(f"wgmma.{kind} needs .sync.aligned")
    if kind == "fence":   # orders register accesses before the async proxy; nothing to do here
        b.expect(0)
        return lambda st, sel: None
    if kind == "commit_group":
        b.expect(0)
        return lambda st, sel: np.add.at(in_flight(st).open, sel_indices(sel), 1)
    if kind == "wait_group":
        b.expect(1)
        op = b.ops[0]
        if not isinstance(op, ir.Imm) or op.kind != "int" or op.value < 0:
            b.error("wgmma.wait_group needs a non-negative integer constant")
        keep = int(op.value)

        def wait(st, sel):
            p = in_flight(st)
            if p.results:
                m = np.zeros(st.T, dtype=bool)
                m[sel] = True
                p.complete(st, m, keep)

        return wait
    return _mma_async(b)


def _imm(b, i: int, allowed: tuple[int, ...], what: str) -> int:
    op = b.ops[i]
    if not isinstance(op, ir.Imm) or op.kind != "int" or int(op.value) not in allowed:
        b.error(f"wgmma.mma_async {what} must be the constant {' or '.join(map(str, allowed))}")
    return int(op.value)


def _form(b, sp: bool = False):
    """Shape, types and the checks of the PTX ISA's wgmma.mma_async syntax (``sp``: the
    sparse wgmma.mma_async.sp, whose K is twice the dense one)."""
    mods = b.ins.mods
    shape = ir.mnk_of(mods)
    if shape is None or shape[0] != 64:
        b.error("wgmma.mma_async needs a shape .m64nNkK")
    m, n, k = shape
    ts = types_of(mods)
    if len(ts) != 3:
        b.error("wgmma.mma_async needs .dtype.atype.btype")
    dtype, atype, btype = ts
    if atype not in fr.WGMMA_TYPES:
        b.error(f"wgmma.mma_async has no .{atype} inputs")
    if dtype not in fr.WGMMA_TYPES[atype]:
        b.error(f"wgmma.mma_async .{atype} accumulates in {', '.join('.' + t for t in fr.WGMMA_TYPES[atype])}, not .{dtype}")
    f8 = ("e4m3", "e5m2")
    if not (btype == atype or (atype in f8 and btype in f8) or (atype in ("s8", "u8") and btype in ("s8", "u8"))):
        b.error(f"wgmma.mma_async .{atype} needs a matching .btype, not .{btype}")
    if sp and atype not in wgmma_sparse.FORMS:
        b.error(f"wgmma.mma_async.sp has no .{atype} form (sparse A: .f16, .bf16, .tf32, .e4m3, .e5m2, .s8, .u8)")
    want = fr.k_of(atype) * (2 if sp else 1)
    if k != want:
        b.error(f"wgmma.mma_async{'.sp' if sp else ''} .{atype} has K = {want} (.m64nNk{want}), not {k}")
    allowed_n = fr.N_INT if atype in ("s8", "u8", "b1") else fr.N_FLOAT
    if n not in allowed_n:
        b.error(f"wgmma.mma_async .m64n{n}k{k}: N must be one of {allowed_n[0]}, {allowed_n[1]}, ... {allowed_n[-1]}"
                f"{' (multiples of 16 above 32)' if allowed_n is fr.N_INT else ' (multiples of 8)'}")
    if "satfinite" in mods and dtype != "s32":
        b.error("wgmma.mma_async .satfinite is for .s32 accumulators only")
    if atype == "b1" and not ("and" in mods and "popc" in mods):
        b.error("wgmma.mma_async .b1 needs .and.popc")
    return n, k, dtype, atype, btype


def _mma_async(b):
    sp = "sp" in b.ins.mods
    n, k, dtype, atype, btype = _form(b, sp)
    ops = b.ops
    rs = isinstance(ops[1], ir.Vector)
    floating = atype in _FLOAT_IN
    transposable = atype in ("f16", "bf16")
    # d, a, b-desc, {sp-meta, sp-sel (.sp),} scale-d {, imm-scale-a, imm-scale-b {, imm-trans-a (SS)}, imm-trans-b}
    n_imm = (2 + transposable * (1 if rs else 2)) if floating else 0
    o = 2 if sp else 0                       # operands after b-desc shift by the metadata and selector
    b.expect(4 + o + n_imm)
    sparse_in = wgmma_sparse.operands(b, k, atype) if sp else None
    d_frag = fr.wgmma_d(n, dtype)
    d_rows = _b32_rows(b, 0, d_frag.nregs, "D")
    a_frag = fr.wgmma_a(atype) if rs else None
    if rs and atype == "b1":
        b.error("wgmma.mma_async .b1 takes A from shared memory only")
    a_rows = _b32_rows(b, 1, a_frag.nregs, "A") if rs else None
    a_desc = None if rs else b.src(1, "u64")
    b_desc = b.src(2, "u64")
    sc = ops[3 + o]
    if isinstance(sc, ir.Imm) and sc.kind == "int" and int(sc.value) in (0, 1):   # ptxas 13 takes a constant too
        const = bool(sc.value)

        def scale_d(st, sel):
            return const
    elif isinstance(sc, ir.Reg) and b.reg_loc(sc)[0] == "pred":
        scale_d = b.src(3 + o, "pred")
    else:
        b.error("wgmma.mma_async scale-d must be a predicate (or the constant 0 or 1)")
    neg_a = neg_b = False
    trans_a = trans_b = 0
    if floating:
        neg_a = _imm(b, 4 + o, (1, -1), "imm-scale-a") == -1
        neg_b = _imm(b, 5 + o, (1, -1), "imm-scale-b") == -1
        if transposable and not rs:
            trans_a = _imm(b, 6 + o, (0, 1), "imm-trans-a")
        if transposable:
            trans_b = _imm(b, 6 + o + (not rs), (0, 1), "imm-trans-b")
    arith = b.program.tensor_arithmetic
    model = None
    if floating:
        from tcsim.matrix import numerics

        try:
            model = numerics.get_model(arith, atype)
        except ValueError as e:
            b.error(f"{e} (architecture {b.program.config.name if b.program.config else '?'})")
    satfinite = "satfinite" in b.ins.mods
    bits = fr.element_bits(atype)
    ka = k // 2 if sp else k                 # A's stored K (sparse: the compressed 64 x K/2)

    def run(st, sel):
        lanes = warps_of(sel)
        W = lanes.shape[0]
        idx = lanes.reshape(-1)
        wi = _warp_in_group(st, lanes)
        # B (K x N) and A's 16 rows of each warp, as values
        if sp:
            wgmma_sparse.check_b_layout(b_desc(st, sel), lanes, k, bits, not trans_b)
        Bv = _smem_operand(st, lanes, b_desc(st, sel), n, k, btype, bits, not trans_b)      # (W, N, K)
        Bv = Bv.transpose(0, 2, 1)                                                          # (W, K, N)
        if rs:
            regs = st.banks["b32"][a_rows[:, None], idx[None, :]].T.reshape(W, 32, -1)
            Av = mmalib.gather(a_frag, _values(regs, atype, a_frag.nelem))                    # (W, 64, K): rows 0-15
            Av = Av[:, :16]
        else:
            Av = _smem_operand(st, lanes, a_desc(st, sel), 64, ka, atype, bits, not trans_a)  # (W, 64, K)
            Av = np.take_along_axis(Av, (16 * wi[:, None] + np.arange(16))[:, :, None], axis=1)
        if neg_a:
            Av = -Av
        if neg_b:
            Bv = -Bv
        p = in_flight(st)
        acc = p.current(st, idx, d_rows).reshape(W, 32, -1)
        C = mmalib.gather(d_frag, mmalib.unpack(acc, dtype, d_frag.nelem))[:, :16]           # (W, 16, N)
        on = np.broadcast_to(np.asarray(scale_d(st, sel), dtype=bool), (W * 32,)).reshape(W, 32)[:, 0]
        C = np.where(on[:, None, None], C, 0.0 if floating else 0)
        if sp:
            D = wgmma_sparse.product(sparse_in, st, sel, W, wi, Av, Bv, C, atype, dtype, model, satfinite)
        elif floating:
            from tcsim.matrix import numerics

            D = numerics.mma_kmw(np.ascontiguousarray(C.transpose(1, 2, 0)), np.ascontiguousarray(Av.transpose(2, 1, 0)),
                                 np.ascontiguousarray(Bv.transpose(1, 2, 0)), model, dtype).transpose(2, 0, 1)
        elif atype == "b1":
            D = mmalib.mma(Av, Bv, C, "b1", "s32", "exact", b1op="and")
        else:
            D = mmalib.mma(Av, Bv, C, atype, "s32", "exact", satfinite)
        full = np.zeros((W, 64, n), dtype=np.asarray(D).dtype)
        full[:, :16] = D
        words = mmalib.pack(mmalib.scatter(d_frag, full), dtype).reshape(W * 32, -1)
        p.results.append((idx.copy(), p.open[idx].copy(), d_rows, words))

    return run


def _b32_rows(b, i: int, n: int, what: str) -> np.ndarray:
    rows = []
    for e in vector_regs(b, i, n, what):
        if not isinstance(e, ir.Reg) or b.reg_loc(e)[0] != "b32":
            b.error(f"wgmma.mma_async {what} must be a vector of 32-bit registers")
        rows.append(b.reg_loc(e)[1])
    return np.asarray(rows, dtype=np.int64)


def _warp_in_group(st, lanes: np.ndarray) -> np.ndarray:
    """Each warp's index in its warpgroup (W,); a Fault if the warpgroup is not complete."""
    first = lanes[:, 0]
    w = st.warp_in_cta[first].astype(np.int64)
    nwarps = -(-st.cta_threads // 32)
    bad = (w // 4) * 4 + 3 >= nwarps
    if bad.any():
        pos = int(np.flatnonzero(bad)[0]) * 32
        raise Fault(pos, f"wgmma.mma_async needs a complete warpgroup (4 warps): warp {int(w[pos // 32])} of a "
                         f"{st.cta_threads}-thread CTA has none")
    return w % 4


def _smem_operand(st, lanes, desc, mn: int, k: int, etype: str, bits: int, k_major: bool) -> np.ndarray:
    """Values (W, mn, k) of the operand each warp's descriptor describes."""
    W = lanes.shape[0]
    dv = np.broadcast_to(np.asarray(desc, dtype=np.uint64), (W * 32,)).reshape(W, 32)
    uneven = (dv != dv[:, :1]).any(axis=1)
    if uneven.any():
        pos = int(np.flatnonzero(uneven)[0]) * 32
        raise Fault(pos, "wgmma.mma_async matrix descriptor differs between the threads of a warp")
    d = wgmma_smem.decode(dv[:, 0])
    if not k_major and etype not in ("f16", "bf16"):
        raise Fault(0, f"wgmma.mma_async imm-trans = 1 needs .f16/.bf16 inputs, not .{etype}")
    addr, shift = wgmma_smem.element_addresses(d, mn, k, bits, k_major)
    nelem = mn * k
    sel = np.repeat(lanes[:, 0], nelem)          # each warp's elements, read in its CTA
    size = max(bits // 8, 1)
    if bits > 8:
        bad = addr % size != 0
        if bad.any():
            pos = int(np.argmax(bad.reshape(-1))) // nelem * 32
            raise Fault(pos, f"wgmma.mma_async operand address {int(addr.reshape(-1)[np.argmax(bad.reshape(-1))]):#x} "
                             f"is not {size}-byte aligned")
    try:
        raw = memaccess.load(st, sel, "shared", addr.reshape(-1), size, 1, aligned=True)[0]
    except Fault as f:
        raise Fault(f.pos // nelem * 32, f"wgmma.mma_async: {f.message}", f.addr) from None
    raw = np.asarray(raw).astype(np.uint32).reshape(W, mn, k)
    if bits == 1:
        raw = (raw >> shift.astype(np.uint32)) & np.uint32(1)
    return _raw_values(raw, etype)


def _raw_values(raw: np.ndarray, etype: str) -> np.ndarray:
    """Element bits (uint32) -> values: float64 for float types, int64 otherwise."""
    if etype == "f16":
        return raw.astype(np.uint16).view(np.float16).astype(np.float64)
    if etype == "bf16":
        return raw.astype(np.uint16).view(ml_dtypes.bfloat16).astype(np.float64)
    if etype == "tf32":
        return (raw & np.uint32(0xFFFFE000)).view(np.float32).astype(np.float64)
    if etype in _F8:
        return raw.astype(np.uint8).view(_F8[etype]).astype(np.float64)
    if etype == "s8":
        return raw.astype(np.uint8).view(np.int8).astype(np.int64)
    return raw.astype(np.int64)   # u8, b1


def _values(regs: np.ndarray, etype: str, nelem: int) -> np.ndarray:
    """Register A fragment (..., nregs) uint32 -> element values (..., nelem)."""
    bits = fr.element_bits(etype)
    per = 32 // bits
    shifts = np.arange(per, dtype=np.uint32) * bits
    raw = ((regs[..., :, None] >> shifts) & np.uint32((1 << bits) - 1)).reshape(*regs.shape[:-1], -1)[..., :nelem]
    return _raw_values(raw, etype)
