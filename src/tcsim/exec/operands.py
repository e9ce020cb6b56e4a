"""Turning IR operands into fast accessors over lane arrays (done once, at decode).

A *reader* is ``r(st, sel) -> array | numpy scalar`` of the numpy dtype of the type the
instruction gives that operand; a *writer* is ``w(st, sel, value)``. Registers are raw bits
in width banks: reading a narrower type truncates, writing a narrower type sign- or
zero-extends as the PTX ISA specifies for ``ld``/``cvt`` destinations ("Operand Size
Exceeding Instruction-Type Size").
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from tcsim.errors import PTXSyntaxError
from tcsim.exec.dtypes import BANK_DTYPE, DTYPE, SINT_OF_SIZE, UINT_OF_SIZE, is_float, is_signed
from tcsim.exec.memory import CONST_WINDOW, LOCAL_WINDOW, PARAM_WINDOW, SHARED_WINDOW
from tcsim.isa import ir

Reader = Callable[..., object]
Writer = Callable[..., None]


class Fault(Exception):
    """A run-time fault of some lanes; ``pos`` indexes the first faulting lane of ``sel``."""

    def __init__(self, pos: int, message: str, addr: int | None = None):
        super().__init__(message)
        self.pos = pos
        self.message = message
        self.addr = addr


def imm_value(imm: ir.Imm, t: str, err: Callable[[str], None]):
    """The numpy scalar of ``imm`` as PTX type ``t``."""
    dt = DTYPE[t]
    size = dt.itemsize
    if t == "pred":
        return np.bool_(bool(imm.value))
    if imm.kind == "int":
        if t in ("f32", "f64", "f16", "bf16", "tf32"):
            # an integer literal where a float is expected means the bit pattern
            # (nvcc does not emit this; PTX allows "0f..." only) -> treat as value
            return np.asarray(imm.value, dtype=np.float64).astype(dt)[()]
        v = int(imm.value) & ((1 << (8 * size)) - 1)
        return np.asarray(v, dtype=UINT_OF_SIZE[size]).view(dt)[()]
    if imm.kind == "f32":
        f = np.asarray(imm.value, dtype=np.uint32).view(np.float32)
        if not is_float(t):
            if size == 4:
                return np.asarray(imm.value, dtype=np.uint32).view(dt)[()]
            err(f"float literal where .{t} is expected")
        return f.astype(dt)[()]
    if imm.kind == "f64":
        f = np.asarray(imm.value, dtype=np.uint64).view(np.float64)
        if not is_float(t):
            if size == 8:
                return np.asarray(imm.value, dtype=np.uint64).view(dt)[()]
            err(f"double literal where .{t} is expected")
        return f.astype(dt)[()]
    if not is_float(t):
        err(f"float literal where .{t} is expected")
    return np.asarray(imm.value, dtype=np.float64).astype(dt)[()]


class Binder:
    """Builds accessors for one instruction of one function of a Program."""

    def __init__(self, program, func: ir.Function, ins: ir.Instruction):
        self.program = program
        self.func = func
        self.ins = ins
        self.ops = ins.operands

    # ------------------------------------------------------------------ helpers
    def error(self, message: str):
        raise PTXSyntaxError(self.ins.loc, f"{message} in '{self.ins.text}'")

    def expect(self, n: int | tuple[int, ...]) -> None:
        ok = len(self.ops) in (n if isinstance(n, tuple) else (n,))
        if not ok:
            self.error(f"'{self.ins.full_opcode}' takes {n} operands, got {len(self.ops)}")

    def reg_loc(self, reg: ir.Reg) -> tuple[str, int]:
        loc = self.program.reg_loc.get((self.func.name, reg.name))
        if loc is None:
            if reg.decl.vec > 1:  # accessed by component (%v.x) in PTX, which tcsim does not model
                self.error(f"vector register {reg.name} (.reg .v{reg.decl.vec}) is not supported")
            self.error(f"register {reg.name} cannot be used here")
        return loc

    def operand(self, i: int):
        """Operand ``i``, or a located error naming how many the instruction has."""
        if not 0 <= i < len(self.ops):
            self.error(f"'{self.ins.full_opcode}' needs more than {len(self.ops)} operand{'s' * (len(self.ops) != 1)}")
        return self.ops[i]

    def dtype(self, t: str) -> np.dtype:
        """The numpy dtype of PTX type ``t`` for a register/immediate access; types without
        one (.e4m3, .b128, .s4 ...) are reported, not looked up blindly."""
        dt = DTYPE.get(t)
        if dt is None:
            self.error(f"'{self.ins.opcode}' does not support .{t} operands")
        return dt

    # ------------------------------------------------------------------ readers
    def src(self, i: int, t: str) -> Reader:
        return self.reader(self.operand(i), t)

    def reader(self, op, t: str) -> Reader:
        dt = self.dtype(t)
        if isinstance(op, ir.Reg):
            bank, row = self.reg_loc(op)
            if bank == "pred" or t == "pred":
                if bank != t:
                    self.error(f"register {op.name} of type .{op.decl.type} used as .{t}")
                return lambda st, sel: st.banks["pred"][row, sel]
            width = BANK_DTYPE[bank].itemsize
            size = dt.itemsize
            if size == width:
                return lambda st, sel: st.banks[bank][row, sel].view(dt)
            if size < width:
                ut = UINT_OF_SIZE[size]
                return lambda st, sel: st.banks[bank][row, sel].astype(ut).view(dt)
            # reading a narrower register as a wider type: extend by the type's signedness
            if is_signed(t):
                st_ = SINT_OF_SIZE[width]
                return lambda st, sel: st.banks[bank][row, sel].view(st_).astype(dt)
            ut = UINT_OF_SIZE[size]
            return lambda st, sel: st.banks[bank][row, sel].astype(ut).view(dt)
        if isinstance(op, ir.Imm):
            v = imm_value(op, t, self.error)
            return lambda st, sel: v
        if isinstance(op, ir.Not):
            inner = self.reader(op.operand, "pred")
            return lambda st, sel: ~inner(st, sel)
        if isinstance(op, ir.Special):
            return self.special(op.name, t)
        if isinstance(op, ir.Sym):
            if op.kind != "var":
                self.error(f"'{op.name}' is a {op.kind}, not a value")
            loc = self.program.var(self.func, op.name)
            if loc is None:
                self.error(f"unknown variable '{op.name}'")
            addr = (self.space_addr(loc) + op.offset) & ((1 << (8 * dt.itemsize)) - 1)
            v = np.asarray(addr).astype(UINT_OF_SIZE[dt.itemsize]).view(dt)[()]
            return lambda st, sel: v
        self.error(f"operand {op} cannot be read as .{t}")

    def space_addr(self, loc) -> int:
        """Address of a variable as a value (``mov %rd, var``): its own state space's address,
        except that kernel parameters are given as param-space offsets."""
        return loc.addr

    def special(self, name: str, t: str) -> Reader:
        dt = self.dtype(t)
        comp = {"x": 0, "y": 1, "z": 2}
        base, _, c = name.partition(".")
        def arr(f):
            return lambda st, sel: f(st)[sel].astype(dt, copy=False)
        def const(f):
            return lambda st, sel: dt.type(f(st))
        if base == "%tid":
            k = comp[c]
            return arr(lambda st: st.tid[k])
        if base == "%ctaid":
            k = comp[c]
            return arr(lambda st: st.ctaid[k])
        if base == "%ntid":
            k = comp[c]
            return const(lambda st: st.launch.block[k])
        if base == "%nctaid":
            k = comp[c]
            return const(lambda st: st.launch.grid[k])
        if base == "%laneid":
            return arr(lambda st: st.lane)
        if base == "%warpid":
            return arr(lambda st: st.warp_in_cta)
        if base == "%nwarpid":
            return const(lambda st: st.program_max_warps)
        if base == "%smid":
            return arr(lambda st: st.smid)
        if base == "%nsmid":
            return const(lambda st: st.nsm)
        if base == "%gridid":
            return const(lambda st: st.gridid)
        if base.startswith("%lanemask_"):
            kind = base[len("%lanemask_"):]
            def lanemask(st, sel, kind=kind):
                lane = st.lane[sel].astype(np.uint64)
                one = np.uint64(1) << lane
                m = {"eq": one, "lt": one - np.uint64(1), "le": (one << np.uint64(1)) - np.uint64(1)}
                if kind in m:
                    r = m[kind]
                elif kind == "ge":
                    r = ~(one - np.uint64(1))
                else:  # gt
                    r = ~((one << np.uint64(1)) - np.uint64(1))
                return (r & np.uint64(0xFFFFFFFF)).astype(dt)
            return lanemask
        if base in ("%clock", "%clock64", "%clock_hi", "%globaltimer", "%globaltimer_lo", "%globaltimer_hi"):
            shift = 32 if base.endswith("_hi") else 0
            mask = (1 << 32) - 1 if base in ("%clock", "%clock_hi", "%globaltimer_lo", "%globaltimer_hi") else (1 << 64) - 1
            scale = 1 if base.startswith("%clock") else st_ns_per_clock()
            return lambda st, sel: dt.type(((st.clock * scale) >> shift) & mask)
        if base == "%dynamic_smem_size":
            return const(lambda st: st.dyn_smem)
        if base in ("%total_smem_size", "%aggr_smem_size"):
            # no shared memory is reserved by the system in tcsim, so the aggregate
            # (PTX ISA: total + reserved) equals the total
            return const(lambda st: st.smem_size)
        if base.startswith("%reserved_smem_offset_"):
            # the reserved region is empty: it begins and ends at offset 0, capacity 0
            return const(lambda st: 0)
        if base.startswith("%envreg") or base.startswith("%pm"):
            # driver-defined / performance-monitor registers: nothing sets them here
            return const(lambda st: 0)
        if base == "%current_graph_exec":
            return const(lambda st: 0)  # PTX ISA: 0 when the kernel is not launched from a CUDA graph
        # Clusters (runtime/cluster.py; a launch without clusters makes each CTA a cluster
        # of one): PTX ISA "%cluster_ctaid", "%clusterid", "%cluster_ctarank", ...
        if base == "%is_explicit_cluster":
            return const(lambda st: st.launch.explicit_cluster)
        if base == "%clusterid":
            k = comp[c]
            return arr(lambda st: st.ctaid[k] // np.uint32(st.launch.cluster[k]))
        if base == "%nclusterid":
            k = comp[c]
            return const(lambda st: st.launch.grid[k] // st.launch.cluster[k])
        if base == "%cluster_ctaid":
            k = comp[c]
            return arr(lambda st: st.ctaid[k] % np.uint32(st.launch.cluster[k]))
        if base == "%cluster_nctaid":
            k = comp[c]
            return const(lambda st: st.launch.cluster[k])
        if base == "%cluster_ctarank":
            def rank(st):
                cx, cy, _ = (np.uint32(v) for v in st.launch.cluster)
                x, y, z = (st.ctaid[k] % np.uint32(st.launch.cluster[k]) for k in range(3))
                return x + cx * (y + cy * z)
            return arr(rank)
        if base == "%cluster_nctarank":
            return const(lambda st: st.cluster_size)
        self.error(f"unsupported special register {name}")

    # ------------------------------------------------------------------ writers
    def dst(self, i: int, t: str) -> Writer:
        return self.writer(self.operand(i), t)

    def writer(self, op, t: str) -> Writer:
        if isinstance(op, ir.Sink):
            return lambda st, sel, v: None
        if not isinstance(op, ir.Reg):
            self.error(f"destination must be a register, got {type(op).__name__.lower()}")
        bank, row = self.reg_loc(op)
        dt = self.dtype(t)
        if bank == "pred" or t == "pred":
            if bank != t:
                self.error(f"register {op.name} of type .{op.decl.type} written as .{t}")
            def wpred(st, sel, v):
                st.banks["pred"][row, sel] = v
            return wpred
        width = BANK_DTYPE[bank].itemsize
        size = dt.itemsize
        bdt = BANK_DTYPE[bank]
        if size == width:
            def w(st, sel, v):
                st.banks[bank][row, sel] = np.asarray(v, dtype=dt).view(bdt)
            return w
        if size > width:
            self.error(f"register {op.name} (.{op.decl.type}) is narrower than .{t}")
        if is_signed(t):
            wide = SINT_OF_SIZE[width]
            def wext(st, sel, v):
                st.banks[bank][row, sel] = np.asarray(v, dtype=dt).astype(wide).view(bdt)
            return wext
        ut = UINT_OF_SIZE[size]
        def wzext(st, sel, v):
            st.banks[bank][row, sel] = np.asarray(v, dtype=dt).view(ut).astype(bdt)
        return wzext

    # ------------------------------------------------------------------ vectors
    def src_list(self, i: int, t: str) -> list[Reader]:
        op = self.operand(i)
        if isinstance(op, ir.Vector):
            zero = self.dtype(t).type(0)
            return [self.reader(e, t) if not isinstance(e, ir.Sink) else (lambda st, sel: zero) for e in op.elems]
        return [self.reader(op, t)]

    def dst_list(self, i: int, t: str) -> list[Writer]:
        op = self.operand(i)
        if isinstance(op, ir.Vector):
            return [self.writer(e, t) for e in op.elems]
        return [self.writer(op, t)]

    # ------------------------------------------------------------------ addresses
    def addr(self, i: int, space: str) -> Callable:
        """Address reader of operand ``i`` in ``space`` (``global``, ``shared``, ``local``,
        ``const``, ``param``, ``generic``): ``a(st, sel) -> int64 array or int``."""
        op = self.operand(i)
        if not isinstance(op, ir.Address):
            self.error("expected a memory operand [addr]")
        off = _wrap64(op.offset)
        if op.base is None:
            return lambda st, sel: off
        if isinstance(op.base, ir.Reg):
            bank, row = self.reg_loc(op.base)
            if bank not in ("b32", "b64"):
                self.error(f"address register {op.base.name} must be 32 or 64 bits")
            if off == 0:
                return lambda st, sel: st.banks[bank][row, sel].astype(np.int64)
            return lambda st, sel: st.banks[bank][row, sel].astype(np.int64) + off
        loc = self.program.var(self.func, op.base.name)
        if loc is None:
            self.error(f"unknown variable '{op.base.name}'")
        a = _wrap64(self.var_address(loc, space) + off + op.base.offset)
        return lambda st, sel: a

    def var_address(self, loc, space: str) -> int:
        """Address of a variable for an access in ``space``."""
        if space == "generic":
            return {
                "global": 0, "shared": SHARED_WINDOW, "local": LOCAL_WINDOW,
                "const": CONST_WINDOW, "kparam": PARAM_WINDOW,
            }.get(loc.space, 0) + loc.addr
        want = {"param": ("kparam", "fparam"), "cluster": ("shared",)}.get(space, (space,))
        if loc.space not in want:
            self.error(f"variable '{loc.decl.name}' is in .{loc.decl.space} space, not .{space}")
        return loc.addr


def _wrap64(a: int) -> int:
    """An address or offset as the signed 64-bit value address arithmetic makes of it
    (``[%rd1+18446744073709551615]`` is ``%rd1 - 1``)."""
    return ((a + (1 << 63)) & ((1 << 64) - 1)) - (1 << 63)


def st_ns_per_clock() -> int:
    """%globaltimer advances in nanoseconds; the functional driver's clock counts steps."""
    return 1
