"""Turning one AMDGPU instruction's operands into fast accessors (done once, at decode).

Operand *types* say how an instruction reads a value: ``b32 u32 i32 f32 f16 b16`` are one
32-bit register (16-bit types use its low half), ``b64 u64 i64 f64`` a register pair.

Vector readers return ``(n, 64)`` arrays for VGPR/AGPR operands and ``(n, 1)`` arrays or
numpy scalars for scalar operands and constants, so elementwise semantics broadcast;
scalar readers return ``(n,)`` arrays or numpy scalars. Values are raw bits
(``uint32`` / ``uint64``); float semantics view them.

Constants follow the GCN/CDNA ISA: integers -16..64 and the float constants 0.5, 1.0,
2.0, 4.0 (and their negatives) and 1/(2*pi) are *inline constants*, which take the width
and format of the operand (a float constant in an f64 operand is the double, in an f32 or
untyped 32-bit operand the single, in f16 the half); an integer in a float operand is a
bit pattern. Any other value is a 32-bit *literal*; in a 64-bit float operand a literal
gives the high 32 bits (the low ones are zero), in a 64-bit integer operand it is the
value LLVM printed, as a 64-bit two's-complement number.
"""

from __future__ import annotations

import numpy as np

from tcsim.errors import AsmSyntaxError, SrcLoc
from tcsim.isa import ir

from .state import EXEC, FLAT_SCRATCH, M0, TTMP, VCC, XNACK, lane_mask, pack_mask, to64

WIDTH = {"b32": 1, "u32": 1, "i32": 1, "f32": 1, "f16": 1, "b16": 1, "u16": 1, "i16": 1, "bf16": 1,
         "b64": 2, "u64": 2, "i64": 2, "f64": 2}
FLOAT = {"f16", "f32", "f64", "bf16"}
_SIGN = {"f32": np.uint32(0x80000000), "f16": np.uint32(0x8000), "bf16": np.uint32(0x8000),
         "f64": np.uint64(1 << 63)}

#: 1/(2*pi) as the inline constant of each float format
_INV_2PI = {"f32": 0x3E22F983, "f16": 0x3118, "f64": 0x3FC45F306DC9C882, "bf16": 0x3E22}
_INLINE_FLOATS = {0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0}

#: named 32-bit scalar registers -> row of WaveState.s
_NAMED_ROW = {"vcc_lo": VCC, "vcc_hi": VCC + 1, "exec_lo": EXEC, "exec_hi": EXEC + 1, "m0": M0,
              "vcc": VCC, "exec": EXEC, "flat_scratch": FLAT_SCRATCH, "flat_scratch_lo": FLAT_SCRATCH,
              "flat_scratch_hi": FLAT_SCRATCH + 1, "xnack_mask": XNACK, "xnack_mask_lo": XNACK,
              "xnack_mask_hi": XNACK + 1}

#: SDWA selections: (shift, bits)
_SDWA_SEL = {"BYTE_0": (0, 8), "BYTE_1": (8, 8), "BYTE_2": (16, 8), "BYTE_3": (24, 8),
             "WORD_0": (0, 16), "WORD_1": (16, 16), "DWORD": (0, 32)}

#: cache-policy and scheduling modifiers that do not change what an instruction computes
HARMLESS = {"glc", "slc", "dlc", "scc", "sc0", "sc1", "nt", "_locs"}

# Apertures that the flat address space maps onto LDS and scratch (gfx9: the high 32 bits
# of the 64-bit aperture base are what src_shared_base / src_private_base return).
SHARED_APERTURE_HI = 0x00010000
PRIVATE_APERTURE_HI = 0x00020000


def _bits32(x: float) -> int:
    return int(np.float32(x).view(np.uint32))


def imm_bits(imm: ir.Imm, t: str, literal_ok: bool = True) -> int:
    """The raw bits an immediate gives an operand of type ``t`` (see the module doc)."""
    w = WIDTH[t]
    if imm.kind == "float":
        v = imm.value
        if abs(v - 0.15915494) < 1e-7:
            return _INV_2PI.get(t, _INV_2PI["f32"] if w == 1 else _INV_2PI["f64"])
        if t == "f64" or (w == 2 and t not in FLOAT):
            return int(np.float64(v).view(np.uint64))
        if t == "f16":
            return int(np.float16(v).view(np.uint16))
        if t == "bf16":
            return _bits32(v) >> 16
        return _bits32(v)
    v = int(imm.value)
    inline = -16 <= v <= 64
    if w == 1:
        return v & 0xFFFFFFFF
    if t == "f64" and not inline:
        return (v & 0xFFFFFFFF) << 32
    return v & 0xFFFFFFFFFFFFFFFF


def is_literal(imm: ir.Imm) -> bool:
    if imm.kind == "float":
        return imm.value not in _INLINE_FLOATS and abs(imm.value - 0.15915494) >= 1e-7
    return not -16 <= imm.value <= 64


class Binder:
    """Operand accessors for one instruction; errors are located at the instruction."""

    def __init__(self, program, ins: ir.Instruction):
        self.program = program
        self.ins = ins
        self.used: set[str] = set()
        #: SDWA encoding: sources read a byte/word field (``src0_sel``/``src1_sel``,
        #: ``sext(...)``), the destination writes one (``dst_sel``, ``dst_unused``)
        self.sdwa = ins.mods == ("sdwa",)
        #: DPP encoding: (operand index of src0, source lane of every lane) — src0 is read
        #: from another lane (ops/dpp.py); set by compile_instruction
        self.dpp: tuple[int, np.ndarray] | None = None

    # ------------------------------------------------------------------ errors, modifiers
    def error(self, message: str, col: int | None = None):
        loc = self.ins.loc
        if col is not None:
            loc = SrcLoc(loc.file, loc.line, col)
        raise AsmSyntaxError(loc, f"{message} (in '{self.ins.text}')")

    def attr(self, name: str, default=None):
        self.used.add(name)
        return self.ins.attrs.get(name, default)

    def check_attrs(self) -> None:
        for k in self.ins.attrs:
            if k not in self.used and k not in HARMLESS:
                col = self.ins.attrs.get("_locs", {}).get(k)
                self.error(f"modifier '{k}' is not supported for '{self.ins.opcode}'", col)

    def expect(self, n: int, what: str = "") -> None:
        got = len(self.ins.operands)
        if got != n:
            self.error(f"'{self.ins.opcode}' takes {n} operands{what}, got {got}")

    def op(self, i: int):
        ops = self.ins.operands
        if i >= len(ops):
            self.error(f"'{self.ins.opcode}' needs at least {i + 1} operands, got {len(ops)}")
        return ops[i]

    # ------------------------------------------------------------------ helpers
    def _gpr(self, o: ir.GPR, width: int, what: str) -> None:
        if o.count != width:
            self.error(f"{what} {o} has {o.count} registers; '{self.ins.opcode}' needs {width}")
        limit = {"s": 102, "ttmp": 16, "v": 512, "a": 256}[o.file]
        if o.index + o.count > limit:
            self.error(f"register {o} does not exist (the {o.file} file has {limit})")
        if o.file in ("s", "ttmp") and width == 2 and o.index % 2:
            self.error(f"64-bit scalar operand {o} must start at an even register")

    def srow(self, o, width: int, what: str = "operand") -> int:
        """Row of WaveState.s of a scalar register operand (checked)."""
        if isinstance(o, ir.GPR) and o.file in ("s", "ttmp"):
            self._gpr(o, width, what)
            return o.index + (TTMP if o.file == "ttmp" else 0)
        if isinstance(o, ir.HwReg) and o.name in _NAMED_ROW:
            if o.count != width:
                self.error(f"{what} '{o.name}' is {32 * o.count}-bit; '{self.ins.opcode}' needs {32 * width} bits")
            return _NAMED_ROW[o.name]
        self.error(f"{what} must be a scalar register, not {_show(o)}")

    def _unwrap(self, o, t: str):
        """Strip -x / |x| float modifiers: (operand, neg, abs)."""
        neg = ab = False
        while isinstance(o, (ir.Neg, ir.Abs)):
            if t not in FLOAT:
                self.error(f"'{_show(o)}': neg/abs modifiers need a float operand")
            if isinstance(o, ir.Neg):
                neg = not neg
            else:
                ab = True
            o = o.operand
        return o, neg, ab

    def _modify(self, r, t: str, neg: bool, ab: bool):
        if not neg and not ab:
            return r
        sign = _SIGN[t]
        if ab and neg:
            return lambda st, sel: r(st, sel) | sign
        if ab:
            nots = ~sign
            return lambda st, sel: r(st, sel) & nots
        return lambda st, sel: r(st, sel) ^ sign

    def _const(self, o, t: str):
        """Reader of a constant operand, or None if ``o`` is not one."""
        w = WIDTH[t]
        dt = np.uint64 if w == 2 else np.uint32
        if isinstance(o, ir.Imm):
            v = dt(imm_bits(o, t))
            return lambda st, sel: v
        if isinstance(o, ir.HwReg):
            n = o.name
            if n in ("src_shared_base", "shared_base", "src_private_base", "private_base"):
                hi = SHARED_APERTURE_HI if "shared" in n else PRIVATE_APERTURE_HI
                v = dt(hi << 32) if w == 2 else dt(hi)
                return lambda st, sel: v
            if n in ("src_shared_limit", "shared_limit", "src_private_limit", "private_limit"):
                hi = SHARED_APERTURE_HI if "shared" in n else PRIVATE_APERTURE_HI
                v = dt((hi << 32) | 0xFFFFFFFF) if w == 2 else dt(hi)
                return lambda st, sel: v
            if n in ("null", "off"):
                z = dt(0)
                return lambda st, sel: z
        return None

    # ------------------------------------------------------------------ scalar operands
    def ssrc(self, i: int, t: str):
        """Scalar source -> (n,) array or numpy scalar (raw bits)."""
        o, neg, ab = self._unwrap(self.op(i), t)
        w = WIDTH[t]
        c = self._const(o, t)
        if c is not None:
            return self._modify(c, t, neg, ab)
        if isinstance(o, ir.HwReg) and o.name in ("scc", "src_scc"):
            return lambda st, sel: st.scc[sel].astype(np.uint32)
        if isinstance(o, ir.HwReg) and o.name in ("vccz", "src_vccz", "execz", "src_execz"):
            row = VCC if "vcc" in o.name else EXEC
            return lambda st, sel: ((st.s[row, sel] | st.s[row + 1, sel]) == 0).astype(np.uint32)
        if isinstance(o, ir.GPR) and o.file in ("v", "a"):
            self.error(f"operand {i} of '{self.ins.opcode}' must be scalar, not {o}")
        row = self.srow(o, w, f"operand {i}")
        if w == 1:
            r = lambda st, sel: st.s[row, sel]  # noqa: E731
        else:
            r = lambda st, sel: to64(st.s[row, sel], st.s[row + 1, sel])  # noqa: E731
        return self._modify(r, t, neg, ab)

    def sdst(self, i: int, t: str):
        """Scalar destination -> ``w(st, sel, value)`` (value (n,) or scalar; 64-bit split)."""
        o = self.op(i)
        w = WIDTH[t]
        if isinstance(o, ir.HwReg) and o.name == "null":
            return lambda st, sel, val: None
        row = self.srow(o, w, "destination")
        if w == 1:
            def write(st, sel, val):
                st.s[row, sel] = val
        else:
            def write(st, sel, val):
                val = np.asarray(val, dtype=np.uint64)
                st.s[row, sel] = (val & np.uint64(0xFFFFFFFF)).astype(np.uint32)
                st.s[row + 1, sel] = (val >> np.uint64(32)).astype(np.uint32)
        return write

    # ------------------------------------------------------------------ lane masks
    def mask_src(self, i: int):
        """A 64-bit lane mask source (vcc, s[2:3], exec, a constant) -> (n, 64) bool."""
        return self.mask_of(self.op(i))

    def mask_of(self, o):
        """A lane mask read from operand ``o`` (also an implicit one, e.g. ``vcc``)."""
        c = self._const(o, "b64")
        if c is not None:
            v = int(c(None, None))
            bits = np.array([(v >> k) & 1 for k in range(64)], dtype=bool)[None, :]
            return lambda st, sel: bits
        row = self.srow(o, 2, "lane-mask operand")
        return lambda st, sel: lane_mask(st.s[row, sel], st.s[row + 1, sel])

    def mask_dst(self, i: int):
        """A 64-bit lane-mask destination: ``w(st, sel, mask (n, 64) bool)``."""
        o = self.op(i)
        if isinstance(o, ir.HwReg) and o.name == "null":
            return lambda st, sel, m: None
        row = self.srow(o, 2, "lane-mask destination")

        def write(st, sel, m):
            lo, hi = pack_mask(m)
            st.s[row, sel] = lo
            st.s[row + 1, sel] = hi
        return write

    # ------------------------------------------------------------------ vector operands
    def vsrc(self, i: int, t: str):
        """Vector source -> (n, 64) array, (n, 1) array or numpy scalar (raw bits)."""
        if self.sdwa:
            return self._sdwa_src(i, t)
        o, neg, ab = self._unwrap(self.op(i), t)
        w = WIDTH[t]
        if isinstance(o, ir.GPR) and o.file in ("v", "a"):
            self._gpr(o, w, f"operand {i}")
            r0 = o.index
            if w == 1:
                if o.file == "v":
                    r = lambda st, sel: st.v[r0, sel]  # noqa: E731
                else:
                    r = lambda st, sel: st.a[r0, sel]  # noqa: E731
            elif o.file == "v":
                r = lambda st, sel: to64(st.v[r0, sel], st.v[r0 + 1, sel])  # noqa: E731
            else:
                r = lambda st, sel: to64(st.a[r0, sel], st.a[r0 + 1, sel])  # noqa: E731
            if self.dpp is not None and i == self.dpp[0]:
                from .ops.dpp import read_src0
                r = read_src0(r, self.dpp[1])
            return self._modify(r, t, neg, ab)
        if self.sdwa:
            return self._sdwa_src(i, t)
        if isinstance(o, ir.Call) and o.name == "sext":
            self.error("sext() is an SDWA operand modifier")
        s = self.ssrc(i, t)
        return lambda st, sel: _col(s(st, sel))

    def vdst(self, i: int, t: str):
        """Vector destination -> ``w(st, sel, value, mask)`` writing the lanes in ``mask``
        ((n, 64) bool, the EXEC mask unless the instruction says otherwise)."""
        o = self.op(i)
        w = WIDTH[t]
        if not (isinstance(o, ir.GPR) and o.file in ("v", "a")):
            self.error(f"destination of '{self.ins.opcode}' must be a vector register, not {_show(o)}")
        self._gpr(o, w, "destination")
        if self.sdwa:
            return self._sdwa_dst(o, w)
        return vwriter(o.file, o.index, w)

    # ------------------------------------------------------------------ SDWA
    def _sdwa_field(self, name: str):
        sel = self.attr(name, "DWORD")
        if sel not in _SDWA_SEL:
            self.error(f"{name}:{sel} is not a valid SDWA selection ({', '.join(_SDWA_SEL)})")
        return _SDWA_SEL[sel]

    def _sdwa_src(self, i: int, t: str):
        """An SDWA source: the selected byte/word of a 32-bit register, zero- or (under
        ``sext()``) sign-extended, then float neg/abs as usual."""
        o = self.op(i)
        if WIDTH[t] != 1:
            self.error("SDWA operands are 32-bit")
        sext = False
        if isinstance(o, ir.Call) and o.name == "sext":
            sext, o = True, o.args[0]
        name = {1: "src0_sel", 2: "src1_sel"}.get(i)
        if name is None:
            self.error("SDWA instructions have at most two sources")
        shift, bits = self._sdwa_field(name)
        base, neg, ab = self._unwrap(o, t)
        if isinstance(base, ir.GPR) and base.file in ("v", "a"):
            self._gpr(base, 1, f"operand {i}")
            r0, f = base.index, base.file
            raw = lambda st, sel: (st.v if f == "v" else st.a)[r0, sel]  # noqa: E731
        else:
            sr = self._const(base, "b32")
            if sr is None:
                row = self.srow(base, 1, f"operand {i}")
                sr = lambda st, sel: st.s[row, sel]  # noqa: E731
            raw = lambda st, sel: _col(sr(st, sel))  # noqa: E731
        mask = np.uint32((1 << bits) - 1) if bits < 32 else np.uint32(0xFFFFFFFF)
        sb = np.uint32(1 << (bits - 1))

        def read(st, sel):
            v = (np.asarray(raw(st, sel), np.uint32) >> np.uint32(shift)) & mask
            if sext and bits < 32:
                v = np.where(v & sb, v | ~mask, v).astype(np.uint32)
            return v
        return self._modify(read, t, neg, ab)

    def _sdwa_dst(self, o: ir.GPR, w: int):
        shift, bits = self._sdwa_field("dst_sel")
        unused = self.attr("dst_unused", "UNUSED_PAD")
        if unused not in ("UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"):
            self.error(f"dst_unused:{unused} is not valid")
        inner = vwriter(o.file, o.index, 1)
        r0, f = o.index, o.file
        field = np.uint32(((1 << bits) - 1) << shift) if bits < 32 else np.uint32(0xFFFFFFFF)

        def write(st, sel, val, m):
            v = (np.asarray(val, np.uint32) << np.uint32(shift)) & field
            if unused == "UNUSED_PRESERVE":
                v = v | ((st.v if f == "v" else st.a)[r0, sel] & ~field)
            elif unused == "UNUSED_SEXT" and bits < 32:
                top = np.uint32(1 << (shift + bits - 1))
                above = np.uint32(~((1 << (shift + bits)) - 1) & 0xFFFFFFFF)
                v = np.where(v & top, v | above, v).astype(np.uint32)
            inner(st, sel, v, m)
        return write

    def vreg(self, i: int, count: int | None = None, files=("v", "a")) -> ir.GPR:
        """The register (range) of operand ``i`` (for memory data and MFMA operands)."""
        o = self.op(i)
        if not (isinstance(o, ir.GPR) and o.file in files):
            self.error(f"operand {i} of '{self.ins.opcode}' must be a {'/'.join(files)} register, not {_show(o)}")
        what = "destination" if i == 0 else f"operand {i}"
        self._gpr(o, o.count if count is None else count, what)
        return o


def vwriter(file: str, r0: int, w: int):
    if w == 1:
        def write(st, sel, val, m):
            rows = st.v if file == "v" else st.a
            rows[r0, sel] = np.where(m, val, rows[r0, sel])
        return write

    def write64(st, sel, val, m):
        rows = st.v if file == "v" else st.a
        val = np.asarray(val, dtype=np.uint64)
        rows[r0, sel] = np.where(m, (val & np.uint64(0xFFFFFFFF)).astype(np.uint32), rows[r0, sel])
        rows[r0 + 1, sel] = np.where(m, (val >> np.uint64(32)).astype(np.uint32), rows[r0 + 1, sel])
    return write64


def _col(x):
    """A scalar operand's (n,) values as an (n, 1) column (numpy scalars unchanged)."""
    if isinstance(x, np.ndarray) and x.ndim == 1:
        return x[:, None]
    return x


def _show(o) -> str:
    if isinstance(o, ir.GPR):
        return str(o)
    if isinstance(o, ir.HwReg):
        return f"'{o.name}'"
    if isinstance(o, ir.Imm):
        return f"constant {o.value}"
    if isinstance(o, ir.Sym):
        return f"symbol '{o.name}'"
    if isinstance(o, ir.Call):
        return f"'{o.name}(...)'"
    return type(o).__name__

