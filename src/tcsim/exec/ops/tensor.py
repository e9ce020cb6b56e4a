"""Tensor-core instructions: wmma.load / wmma.store / wmma.mma, mma.sync, ldmatrix, movmatrix.

These are warp-collective (``.sync.aligned``): all 32 lanes of a warp execute them together,
so the semantics work on whole warps — a batch of ``W`` warps at once. Fragments are
placed by the per-architecture maps of ``tcsim.matrix.fragments`` (wmma: Volta or Turing
as the arch config says; mma.sync: the PTX ISA layouts) and multiplied by the one shared
routine of ``tcsim.matrix.mma`` with the arch's arithmetic model.

Alignment rules enforced: the fragment base address and the stride (in bytes) multiples of
``min(16, fragment size in bytes)``. The PTX ISA ("Matrix Storage for WMMA") asks every row
or column start to be aligned to the fragment size; the CUDA C++ Programming Guide asks
"ldm ... a multiple of 16 bytes" and 256-bit aligned pointers for 16-bit types, but nvcc's
own sub-byte kernels step b1/s4 fragments by 16 bytes, so 16 bytes is what real programs
rely on. Fragments smaller than 16 bytes (s8 m32n8k16 B and m8n32k16 A: 4 bytes, whose PTX
default stride is 8 bytes; s4/b1: 4 bytes) need only their own size. ldmatrix row addresses
16-byte aligned (PTX ISA, ldmatrix).
"""

from __future__ import annotations

import numpy as np

from tcsim.arch.sm import arch_specific, sm_number
from tcsim.exec import memaccess
from tcsim.exec.operands import Fault
from tcsim.exec.ops import semantics
from tcsim.exec.ops.common import space_of, types_of
from tcsim.exec.selection import sel_indices
from tcsim.isa import ir
from tcsim.matrix import mma as mmalib


def _shape(b) -> tuple[int, int, int]:
    shape = ir.mnk_of(b.ins.mods)
    if shape is None:
        b.error(f"'{b.ins.full_opcode}' needs a shape such as .m16n16k16")
    return shape


def _layouts(b) -> list[str]:
    return [m for m in b.ins.mods if m in ("row", "col")]


def warps_of(sel) -> np.ndarray:
    """Lane indices ``(W, 32)`` of the whole warps in ``sel``; a Fault if a warp is partial."""
    idx = sel_indices(sel)
    ok = idx.size % 32 == 0
    if ok:
        w = idx.reshape(-1, 32)
        ok = bool(np.all(w[:, 0] % 32 == 0) and np.all(w[:, 31] - w[:, 0] == 31))
    if not ok:
        starts = idx - (idx & 31)
        u, counts = np.unique(starts, return_counts=True)
        bad = u[counts != 32][0] if (counts != 32).any() else u[0]
        pos = int(np.flatnonzero(starts == bad)[0])
        raise Fault(pos, "a .sync.aligned matrix instruction must be executed by all 32 threads of the warp together "
                         f"(only {int((starts == bad).sum())} were active)")
    return idx.reshape(-1, 32)


def vector_regs(b, i: int, n: int, what: str):
    op = b.ops[i]
    if not isinstance(op, ir.Vector):
        b.error(f"{what} must be a vector of {n} registers")
    if len(op.elems) != n:
        b.error(f"{what} needs {n} registers for this shape and type, got {len(op.elems)}")
    return op.elems


class RegRows:
    """The registers of a fragment operand when they all live in the 32-bit bank (the
    usual case): read or written with one fancy index instead of one access per register."""

    def __init__(self, rows: list[int]):
        self.rows = np.asarray(rows, dtype=np.int64)

    def read(self, st, sel, W: int) -> np.ndarray:
        # index rows and lanes together: st.banks["b32"][rows] alone would copy every lane
        bank = st.banks["b32"]
        vals = bank[self.rows, sel] if isinstance(sel, slice) else bank[self.rows[:, None], sel[None, :]]
        return vals.T.reshape(W, 32, self.rows.size)

    def write(self, st, sel, regs: np.ndarray) -> None:
        idx = sel if isinstance(sel, slice) else sel[None, :]
        st.banks["b32"][self.rows[:, None] if not isinstance(sel, slice) else self.rows, idx] = \
            regs.reshape(-1, self.rows.size).T


def _bank32_rows(b, elems):
    rows = []
    for e in elems:
        if not isinstance(e, ir.Reg):
            return None
        bank, row = b.reg_loc(e)
        if bank != "b32":
            return None
        rows.append(row)
    return RegRows(rows)


def _reg_readers(b, i: int, n: int, what: str):
    elems = vector_regs(b, i, n, what)
    return _bank32_rows(b, elems) or [b.reader(e, "b32") for e in elems]


def _reg_writers(b, i: int, n: int, what: str):
    elems = vector_regs(b, i, n, what)
    return _bank32_rows(b, elems) or [b.writer(e, "b32") for e in elems]


def read_regs(readers, st, sel, W: int) -> np.ndarray:
    """Registers of every lane: ``(W, 32, nregs)`` uint32."""
    if isinstance(readers, RegRows):
        return readers.read(st, sel, W)
    cols = [np.broadcast_to(np.asarray(r(st, sel), dtype=np.uint32), (W * 32,)) for r in readers]
    return np.stack(cols, axis=-1).reshape(W, 32, len(readers))


def write_regs(writers, st, sel, regs: np.ndarray) -> None:
    if isinstance(writers, RegRows):
        return writers.write(st, sel, regs)
    flat = regs.reshape(-1, regs.shape[-1])
    for k, w in enumerate(writers):
        w(st, sel, flat[:, k])


def _fragment(b, kind: str, matrix: str, shape, etype: str, layout: str):
    from tcsim.matrix import fragments

    try:
        if kind == "wmma":
            return fragments.wmma_fragment(b.program.tensor_family, matrix, shape, etype, layout)
        return fragments.mma_fragment(shape, matrix, etype, layout)
    except ValueError as e:
        arch = b.program.config.name if b.program.config is not None else "this architecture"
        b.error(f"{e} (architecture {arch}, {b.program.tensor_family} fragment maps)")


# ------------------------------------------------------------------ memory side

def _element_addresses(frag, base: np.ndarray, stride: np.ndarray, layout: str, bits: int):
    """Byte address and bit shift of every (lane, slot) element: ``(W, 32, nelem)``."""
    s0 = int(stride.flat[0])
    if (stride == s0).all():  # the usual case: one stride for every warp
        lin = frag.row * s0 + frag.col if layout == "row" else frag.col * s0 + frag.row
        bitoff = lin * bits
        return base[:, :, None] + (bitoff // 8)[None], np.broadcast_to(bitoff % 8, base.shape + lin.shape[1:])
    if layout == "row":
        lin = frag.row[None] * stride[:, :, None] + frag.col[None]
    else:
        lin = frag.col[None] * stride[:, :, None] + frag.row[None]
    bitoff = lin * bits
    return base[:, :, None] + bitoff // 8, bitoff % 8


def _check_wmma_alignment(base: np.ndarray, stride: np.ndarray, bits: int, frag) -> None:
    align = min(16, 4 * frag.nregs)  # bytes: the fragment size, at most 16 (module docstring)
    bad = (base % align) != 0
    if bad.any():
        pos = int(np.argmax(bad.reshape(-1)))
        what = "128-bit (16-byte)" if align == 16 else f"{align}-byte (fragment size)"
        raise Fault(pos, f"wmma address {int(base.reshape(-1)[pos]):#x} is not {what} aligned")
    bad = (stride * bits) % (8 * align) != 0
    if bad.any():
        pos = int(np.argmax(bad.reshape(-1)))
        raise Fault(pos, f"wmma stride {int(stride.reshape(-1)[pos])} elements is not a multiple of {align} bytes")


def _mem_elements(st, lanes: np.ndarray, space: str, addrs: np.ndarray, shift: np.ndarray, bits: int, what: str):
    """Load every element (raw bits, uint32) at ``addrs`` (W, 32, nelem) for ``lanes`` (W, 32)."""
    nelem = addrs.shape[-1]
    # shared/local addresses are per CTA/thread: name each element's lane; global needs no names
    sel = slice(0, addrs.size) if space == "global" else np.repeat(lanes.reshape(-1), nelem)
    size = max(bits // 8, 1)
    try:
        # base and stride are 16-byte aligned (checked), so every element is naturally aligned
        raw = memaccess.load(st, sel, space, addrs.reshape(-1), size, 1, aligned=True)[0]
    except Fault as f:
        raise Fault(f.pos // nelem, f.message, f.addr) from None
    raw = np.asarray(raw).astype(np.uint32).reshape(addrs.shape)
    if bits < 8:
        raw = (raw >> shift.astype(np.uint32)) & np.uint32((1 << bits) - 1)
    return raw


@semantics("wmma", cls=lambda ins: "tensor" if ins.mods and ins.mods[0] == "mma" else "wmma_mem")
def wmma(b):
    kind = b.ins.mods[0] if b.ins.mods else ""
    if kind == "load":
        return _wmma_load(b)
    if kind == "store":
        return _wmma_store(b)
    if kind == "mma":
        return _wmma_mma(b)
    b.error("wmma must be wmma.load, wmma.store or wmma.mma")


def _wmma_load(b):
    mods = b.ins.mods
    matrix = mods[1] if len(mods) > 1 else ""
    if matrix not in ("a", "b", "c"):
        b.error("wmma.load needs .a, .b or .c")
    shape = _shape(b)
    lay = _layouts(b)
    if len(lay) != 1:
        b.error("wmma.load needs one of .row or .col")
    etype = types_of(mods)[-1]
    if etype in ("bf16", "tf32", "f64"):
        needs_sm80(b, f"wmma .{etype}")
    frag = _fragment(b, "wmma", matrix, shape, etype, lay[0])
    layout = lay[0]
    bits = ir.ELEMENT_BITS[etype]
    if bits == 64:  # .f64: one .f64 register per element (tensor_f64.py)
        from tcsim.exec.ops.tensor_f64 import compile_wmma_f64
        return compile_wmma_f64(b, frag, layout, "load")
    writers = _reg_writers(b, 0, frag.nregs, "the fragment")
    space = space_of(mods)
    addr = b.addr(1, space)
    default_stride = frag.cols if layout == "row" else frag.rows
    stride_r = b.src(2, "u32") if len(b.ops) > 2 else (lambda st, sel: default_stride)

    def run(st, sel):
        lanes = warps_of(sel)
        W = lanes.shape[0]
        base = np.broadcast_to(np.asarray(addr(st, sel), dtype=np.int64), (W * 32,)).reshape(W, 32)
        stride = np.broadcast_to(np.asarray(stride_r(st, sel)).astype(np.int64), (W * 32,)).reshape(W, 32)
        _check_wmma_alignment(base, stride, bits, frag)
        addrs, shift = _element_addresses(frag, base, stride, layout, bits)
        raw = _mem_elements(st, lanes, space, addrs, shift, bits, "read")
        regs = _pack_raw(raw, bits, frag.nregs)
        write_regs(writers, st, sel, regs)

    return run


def _pack_raw(raw: np.ndarray, bits: int, nregs: int) -> np.ndarray:
    """Raw element bits ``(..., nelem)`` -> registers ``(..., nregs)``, slot order, LSB first."""
    if bits >= 32:
        return raw.astype(np.uint32)
    if bits in (8, 16):  # little-endian: packing is a view
        return np.ascontiguousarray(raw.astype(np.uint8 if bits == 8 else np.uint16)).view(np.uint32)
    per = 32 // bits
    r = raw.reshape(*raw.shape[:-1], nregs, per).astype(np.uint32)
    shifts = np.arange(per, dtype=np.uint32) * bits
    return np.bitwise_or.reduce(r << shifts, axis=-1).astype(np.uint32)


def _unpack_raw(regs: np.ndarray, bits: int, nelem: int) -> np.ndarray:
    if bits >= 32:
        return regs[..., :nelem].astype(np.uint32)
    per = 32 // bits
    shifts = np.arange(per, dtype=np.uint32) * bits
    return ((regs[..., :, None] >> shifts) & np.uint32((1 << bits) - 1)).reshape(*regs.shape[:-1], -1)[..., :nelem]


def _wmma_store(b):
    mods = b.ins.mods
    if len(mods) < 2 or mods[1] != "d":
        b.error("wmma.store needs .d")
    shape = _shape(b)
    lay = _layouts(b)
    if not lay:
        b.error("wmma.store needs .row or .col")
    layout = lay[0]
    etype = types_of(mods)[-1]
    if etype == "f64":
        needs_sm80(b, "wmma .f64")
    frag = _fragment(b, "wmma", "c", shape, etype, layout)
    bits = ir.ELEMENT_BITS[etype]
    if bits == 64:
        from tcsim.exec.ops.tensor_f64 import compile_wmma_f64
        return compile_wmma_f64(b, frag, layout, "store")
    readers = _reg_readers(b, 1, frag.nregs, "the fragment")
    space = space_of(mods)
    addr = b.addr(0, space)
    default_stride = frag.cols if layout == "row" else frag.rows
    stride_r = b.src(2, "u32") if len(b.ops) > 2 else (lambda st, sel: default_stride)
    size = bits // 8

    def run(st, sel):
        lanes = warps_of(sel)
        W = lanes.shape[0]
        base = np.broadcast_to(np.asarray(addr(st, sel), dtype=np.int64), (W * 32,)).reshape(W, 32)
        stride = np.broadcast_to(np.asarray(stride_r(st, sel)).astype(np.int64), (W * 32,)).reshape(W, 32)
        _check_wmma_alignment(base, stride, bits, frag)
        addrs, _ = _element_addresses(frag, base, stride, layout, bits)
        raw = _unpack_raw(read_regs(readers, st, sel, W), bits, frag.nelem)
        nelem = frag.nelem
        sel_rep = np.repeat(lanes.reshape(-1), nelem)
        ut = {2: np.uint16, 4: np.uint32, 8: np.uint64}[size]
        try:
            memaccess.store(st, sel_rep, space, addrs.reshape(-1), size, [raw.reshape(-1).astype(ut)])
        except Fault as f:
            raise Fault(f.pos // nelem, f.message, f.addr) from None

    return run


# ------------------------------------------------------------------ mma

def _mma_types(b, kind: str):
    """(dtype, atype, btype, ctype) of a wmma.mma / mma.sync."""
    ts = types_of(b.ins.mods)
    if len(ts) == 2:  # wmma.mma f16 forms: .dtype.ctype, A/B are f16
        return ts[0], "f16", "f16", ts[1]
    if len(ts) == 4:
        return tuple(ts)
    b.error(f"'{b.ins.full_opcode}' needs .dtype.ctype or .dtype.atype.btype.ctype")


# mma.m8n8k4 .f16 computes four independent MMAs, one per quad pair (lanes 4q..4q+3 and
# 4q+16..4q+19; PTX ISA "Matrix Fragments for mma.m8n8k4 with .f16 floating point type"), and
# its maps index each quad pair's own matrices (a lane's place depends on lane & 3 and
# lane & 16 only). Quad pair q runs as a warp of its own whose four quad pairs all are q.
_QP_VIEW = 4 * np.arange(4)[:, None] + (np.arange(32) & 3) + (np.arange(32) & 16)  # (4, 32)
_QP_OF_LANE = (np.arange(32) % 16) // 4


def _compile_mma(b, kind: str, frags, types, arith: str):
    fa, fb, fc, fd = frags
    dtype, atype, btype, ctype = types
    wd = _reg_writers(b, 0, fd.nregs, "D")
    ra = _reg_readers(b, 1, fa.nregs, "A")
    rb = _reg_readers(b, 2, fb.nregs, "B")
    rc = _reg_readers(b, 3, fc.nregs, "C")
    satfinite = "satfinite" in b.ins.mods
    b1op = "and" if "and" in b.ins.mods else "xor"
    if atype in ("f16", "bf16", "tf32"):
        from tcsim.matrix import numerics

        model = numerics.MODELS.get(arith)
        if model is not None and atype not in model.in_types:
            b.error(f".{atype} inputs need sm_80 tensor cores; the '{model.name}' arithmetic model "
                    f"has {', '.join(model.in_types)} only")
    quad_pairs = kind == "mma" and fa.shape == (8, 8, 4) and atype == "f16"
    via_f32 = False
    if atype in ("f16", "bf16", "tf32") and dtype in ("f16", "f32"):
        from tcsim.matrix import numerics

        via_f32 = _f32_then_f16(dtype, ctype, numerics.get_model(arith, atype))

    def operand(frag, readers, etype, st, sel, W):
        vals = mmalib.unpack(read_regs(readers, st, sel, W), etype, frag.nelem)
        if quad_pairs:
            vals = vals[:, _QP_VIEW].reshape(W * 4, 32, frag.nelem)
        return mmalib.gather(frag, vals)

    fast = (atype in ("f16", "bf16", "tf32") and ctype in ("f16", "f32") and dtype in ("f16", "f32")
            and not quad_pairs and all(isinstance(x, RegRows) for x in (ra, rb, rc, wd)))
    if fast:
        return _fast_float_mma(frags, types, (ra, rb, rc, wd), arith)

    def run(st, sel):
        lanes = warps_of(sel)
        W = lanes.shape[0]
        A = operand(fa, ra, atype, st, sel, W)
        B = operand(fb, rb, btype, st, sel, W)
        C = operand(fc, rc, ctype, st, sel, W)
        if via_f32:
            D = mmalib.mma(A, B, C, atype, "f32", arith).astype(np.float16)
        else:
            D = mmalib.mma(A, B, C, atype, dtype, arith, satfinite, b1op)
        out = mmalib.scatter(fd, D)
        if quad_pairs:
            out = out.reshape(W, 4, 32, fd.nelem)[:, _QP_OF_LANE, np.arange(32)]
        write_regs(wd, st, sel, mmalib.pack(out, dtype))

    return run


def _f32_then_f16(dtype: str, ctype: str, model) -> bool:
    """wmma with an f16 D and an f32 C: the hardware accumulates in f32 (HMMA.884.F32.F32 on
    sm_70, HMMA.1688.F32 on sm_75) and converts the result once (F2F.F16.F32, round to
    nearest even) — SASS of ptxas in tests/data/sass/. The hardware models do the same; the
    exact model keeps its single rounding of the exact result."""
    return dtype == "f16" and ctype == "f32" and not model.exact


def _fast_float_mma(frags, types, regs, arith: str):
    """Floating-point MMA whose fragments all live in the 32-bit register bank: operands
    are gathered from the register rows straight into the warps-innermost layout of the
    arithmetic models and the result scattered back (no per-lane intermediate arrays)."""
    from tcsim.matrix import numerics

    fa, fb, fc, fd = frags
    dtype, atype, btype, ctype = types
    ra, rb, rc, wd = regs
    model = numerics.get_model(arith, atype)
    via_f32 = _f32_then_f16(dtype, ctype, model)
    M, K = fa.rows, fa.cols
    N = fb.cols

    def rows_of(rr, st, sel):
        bank = st.banks["b32"]
        return bank[rr.rows, sel] if isinstance(sel, slice) else bank[rr.rows[:, None], sel[None, :]]

    def run(st, sel):
        W = warps_of(sel).shape[0]
        At = mmalib.gather_regs(fa, rows_of(ra, st, sel), transposed=True).reshape(K, M, W)
        Bt = mmalib.gather_regs(fb, rows_of(rb, st, sel)).reshape(K, N, W)
        C = mmalib.gather_regs(fc, rows_of(rc, st, sel)).reshape(M, N, W)
        if via_f32:
            D = numerics.mma_kmw(C, At, Bt, model, "f32").astype(np.float16)
        else:
            D = numerics.mma_kmw(C, At, Bt, model, dtype)
        out = mmalib.scatter_regs(fd, D)
        bank = st.banks["b32"]
        if isinstance(sel, slice):
            bank[wd.rows, sel] = out
        else:
            bank[wd.rows[:, None], sel[None, :]] = out

    return run


def _wmma_mma(b):
    mods = b.ins.mods
    shape = _shape(b)
    lay = _layouts(b)
    if len(lay) != 2:
        b.error("wmma.mma needs the A and B layouts (.row/.col .row/.col)")
    types = _mma_types(b, "wmma")
    dtype, atype, btype, ctype = types
    if atype == "b1" and not any(m in mods for m in ("xor", "and")):
        b.error("wmma.mma on .b1 needs .xor.popc or .and.popc")
    if atype == "b1" and "and" in mods:
        needs_sm80(b, "wmma.mma .b1 .and.popc")
    if atype in ("bf16", "tf32", "f64"):
        needs_sm80(b, f"wmma.mma .{atype}")
        acc = "f64" if atype == "f64" else "f32"
        if btype != atype or (dtype, ctype) != (acc, acc):
            b.error(f"wmma.mma .{atype} needs .btype .{atype} and .{acc} C/D")
    elif atype != btype or (atype != "f16" and (ctype, dtype) != ("s32", "s32")):
        b.error("integer wmma.mma needs .atype = .btype and .s32 C/D")
    frags = (
        _fragment(b, "wmma", "a", shape, atype, lay[0]),
        _fragment(b, "wmma", "b", shape, btype, lay[1]),
        _fragment(b, "wmma", "c", shape, ctype, "row"),
        _fragment(b, "wmma", "c", shape, dtype, "row"),
    )
    b.expect(4)
    if atype == "f64":  # DMMA.884 (tensor_f64.py)
        from tcsim.exec.ops.tensor_f64 import compile_dmma
        return compile_dmma(b, frags, types, "wmma.mma")
    return _compile_mma(b, "wmma", frags, types, b.program.tensor_arithmetic)


def _needs_sm75(b, what: str) -> None:
    """Volta (sm_70) has wmma and mma.m8n8k4 .f16 only."""
    if b.program.tensor_family == "volta":
        arch = b.program.config.name if b.program.config is not None else "this architecture"
        b.error(f"{what} requires sm_75 or higher (architecture {arch} is sm_70)")


def _sm(b) -> int | None:
    """The compute capability of the arch config (``isa = "sm_75"`` -> 75), None without one."""
    return sm_number(getattr(b.program.config, "isa", "") or "")


#: mma.sync shapes sm_75 has (PTX ISA, mma: "Target ISA notes"); every other needs sm_80
_SM75_MMA_SHAPES = {(8, 8, 4), (16, 8, 8), (8, 8, 16), (8, 8, 32), (8, 8, 128)}


def needs_sm80(b, what: str) -> None:
    """Forms ptxas accepts for sm_80 and later only (ptxas 13.0 -arch=sm_75: "Feature
    '.m16n8k16' requires .target sm_80 or higher", likewise '.bf16', '.tf32' and "Modifier
    '.and' on 'mma' / 'wmma.mma' requires .target sm_80 or higher")."""
    sm = _sm(b)
    if sm is not None and sm < 80:
        b.error(f"{what} requires sm_80 or higher (architecture {b.program.config.name} is sm_{sm})")


def needs_sm90a(b, what: str) -> None:
    """Forms of the sm_90a architecture-specific feature set (wgmma, setmaxnreg): ptxas 13
    rejects them for any other target ("Instruction 'wgmma.mma_async' not supported on
    .target 'sm_80'"), so a config whose isa is not sm_90a rejects them too."""
    isa = getattr(b.program.config, "isa", "") or ""
    if sm_number(isa) is not None and not (sm_number(isa) == 90 and arch_specific(isa)):
        b.error(f"{what} requires sm_90a (architecture {b.program.config.name} is {isa})")


def needs_sm90(b, what: str) -> None:
    """Forms ptxas accepts for sm_90 and later (stmatrix, elect.sync: "requires .target
    sm_90 or higher")."""
    sm = _sm(b)
    if sm is not None and sm < 90:
        b.error(f"{what} requires sm_90 or higher (architecture {b.program.config.name} is sm_{sm})")


def _check_mma_form(b, shape, lay, types) -> None:
    """The type/layout restrictions of mma.sync (PTX ISA, mma: "Specific shapes have type
    restrictions") and the generation that first has each form."""
    dtype, atype, btype, ctype = types
    s = "m{}n{}k{}".format(*shape)
    if shape != (8, 8, 4) or atype != "f16":
        _needs_sm75(b, f"mma.sync .{s} .{atype}")
        if lay != ["row", "col"]:
            b.error(f"mma.sync .{s} .{atype} takes .row.col only")
    if shape == (8, 8, 4) and ctype == "f32" and dtype != "f32":
        b.error("mma.sync .m8n8k4 with .ctype .f32 needs .dtype .f32")
    floats = ("f16", "bf16", "tf32", "f64")
    if shape in ((16, 8, 8), (16, 8, 16)) and atype in floats and (dtype != ctype or atype != btype):
        b.error(f"mma.sync .{s} needs .dtype = .ctype and .atype = .btype")
    if (atype in floats) != (btype in floats) or (atype == "b1") != (btype == "b1"):
        b.error(f"mma.sync .{s}: .atype .{atype} and .btype .{btype} do not go together")
    if atype not in floats and (dtype, ctype) != ("s32", "s32"):
        b.error(f"mma.sync .{s} .{atype} needs .s32 C and D")
    if "satfinite" in b.ins.mods and atype in floats:
        b.error("mma.sync .satfinite applies to integer types only")
    if atype in ("bf16", "tf32") and (dtype, ctype) != ("f32", "f32"):
        b.error(f"mma.sync .{atype} accumulates in .f32 only")
    if atype == "b1" and not ("popc" in b.ins.mods and ("xor" in b.ins.mods or "and" in b.ins.mods)):
        b.error("mma.sync .b1 needs .xor.popc or .and.popc")
    if shape not in _SM75_MMA_SHAPES:
        needs_sm80(b, f"mma.sync .{s}")
    if atype in ("bf16", "tf32"):
        needs_sm80(b, f"mma.sync .{atype}")
    if atype == "b1" and "and" in b.ins.mods:
        needs_sm80(b, "mma.sync .b1 .and.popc")


@semantics("mma", cls="tensor")
def mma_sync(b):
    mods = b.ins.mods
    if "sync" not in mods:
        b.error("mma needs .sync.aligned")
    shape = _shape(b)
    lay = _layouts(b) or ["row", "col"]
    types = _mma_types(b, "mma")
    dtype, atype, btype, ctype = types
    if "sp" in mods or "sp::ordered_metadata" in mods:  # 2:4 sparse A (tensor_sparse.py)
        from tcsim.exec.ops.tensor_sparse import compile_mma_sp
        return compile_mma_sp(b, shape, types, b.program.tensor_arithmetic)
    _check_mma_form(b, shape, lay, types)
    frags = (
        _fragment(b, "mma", "a", shape, atype, lay[0]),
        _fragment(b, "mma", "b", shape, btype, lay[1] if len(lay) > 1 else "col"),
        _fragment(b, "mma", "c", shape, ctype, "row"),
        _fragment(b, "mma", "c", shape, dtype, "row"),
    )
    b.expect(4)
    if atype == "f64":  # DMMA: .f64 registers, its own arithmetic (tensor_f64.py)
        from tcsim.exec.ops.tensor_f64 import compile_dmma
        return compile_dmma(b, frags, types)
    return _compile_mma(b, "mma", frags, types, b.program.tensor_arithmetic)


# ------------------------------------------------------------------ ldmatrix / movmatrix

@semantics("ldmatrix", cls="shared")
def ldmatrix(b):
    """``ldmatrix.sync.aligned.m8n8.x{1,2,4}{.trans}.shared.b16``: lane 8j+r gives the
    address of row r of matrix j; destination register j of lane l receives elements
    (l/4, 2(l%4)+{0,1}) of matrix j — transposed with .trans (PTX ISA, ldmatrix)."""
    mods = b.ins.mods
    num = next((int(m[1:]) for m in mods if m in ("x1", "x2", "x4")), None)
    if num is None:
        b.error("ldmatrix needs .x1, .x2 or .x4")
    _needs_sm75(b, "ldmatrix")
    if "m8n8" not in mods or types_of(mods)[-1:] != ["b16"]:
        b.error("only ldmatrix .m8n8 .b16 is supported")
    trans = "trans" in mods
    writers = _reg_writers(b, 0, num, "the destination") if num > 1 or isinstance(b.ops[0], ir.Vector) else [b.writer(b.ops[0], "b32")]
    space = space_of(mods)  # no state space: a generic address, as PTX defines it
    addr = b.addr(1, space)
    lane = np.arange(32)
    row_of_lane = lane // 4
    col_pair = 2 * (lane % 4)

    def run(st, sel):
        lanes = warps_of(sel)
        W = lanes.shape[0]
        a = np.broadcast_to(np.asarray(addr(st, sel), dtype=np.int64), (W * 32,)).reshape(W, 32)
        src = a[:, : 8 * num]  # lanes that supply row addresses
        bad = (src % 16) != 0
        if bad.any():
            pos = int(np.argmax(bad.reshape(-1)))
            w, l = divmod(pos, 8 * num)
            raise Fault(w * 32 + l, f"ldmatrix row address {int(src.reshape(-1)[pos]):#x} is not 16-byte aligned")
        sub = lanes[:, : 8 * num].reshape(-1)
        try:
            words = memaccess.load(st, sub, space, src.reshape(-1), 4, 4)
        except Fault as f:
            w, l = divmod(f.pos, 8 * num)
            raise Fault(w * 32 + l, f.message, f.addr) from None
        rows = np.stack([np.asarray(x, dtype=np.uint32) for x in words], axis=-1)  # (W*8num, 4 words)
        h = np.stack([rows & 0xFFFF, rows >> 16], axis=-1).reshape(W, num, 8, 8).astype(np.uint32)  # [w, mat, row, col]
        out = np.empty((W, 32, num), dtype=np.uint32)
        for j in range(num):
            m = h[:, j]
            if trans:
                lo, hi = m[:, col_pair, row_of_lane], m[:, col_pair + 1, row_of_lane]
            else:
                lo, hi = m[:, row_of_lane, col_pair], m[:, row_of_lane, col_pair + 1]
            out[:, :, j] = lo | (hi << np.uint32(16))
        write_regs(writers, st, sel, out)

    return run


@semantics("movmatrix", cls="alu")
def movmatrix(b):
    """``movmatrix.sync.aligned.m8n8.trans.b16 d, a``: transpose an 8x8 b16 matrix held
    one row-pair per lane in the ldmatrix layout."""
    if "trans" not in b.ins.mods:
        b.error("movmatrix needs .trans")
    _needs_sm75(b, "movmatrix")
    b.expect(2)
    r = b.src(1, "b32")
    w = b.dst(0, "b32")
    lane = np.arange(32)
    row_of_lane = lane // 4
    col_pair = 2 * (lane % 4)

    def run(st, sel):
        lanes = warps_of(sel)
        W = lanes.shape[0]
        v = np.broadcast_to(np.asarray(r(st, sel), dtype=np.uint32), (W * 32,)).reshape(W, 32)
        m = np.zeros((W, 8, 8), dtype=np.uint32)
        m[:, row_of_lane, col_pair] = v & 0xFFFF
        m[:, row_of_lane, col_pair + 1] = v >> 16
        lo, hi = m[:, col_pair, row_of_lane], m[:, col_pair + 1, row_of_lane]
        w(st, sel, (lo | (hi << np.uint32(16))).reshape(-1))

    return run
