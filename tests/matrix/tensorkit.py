"""Helpers for the tensor-core instruction tests (tests/matrix/test_tensor_exec.py).

* :class:`Ptx` - a tiny nvcc-style PTX kernel builder (numbered registers per class,
  ``.param`` list, optional ``.shared`` buffers) with the few code idioms the tests need:
  global pointers from parameters, per-lane stores, and copies global <-> shared.
* Host-side memory images of matrices (any element width, row/col-major, any stride,
  sub-byte elements packed low bits first) and register packing/unpacking.
* ``isa_mma_map`` - the mma.sync fragment layouts, transcribed from the PTX ISA manual
  ("Matrix Fragments for mma.m8n8k4 / m16n8k8 / m16n8k16 / m8n8k16 / m8n8k32 / m8n8k128")
  independently of ``tcsim.matrix.fragments``: one Python loop per figure, in the manual's
  notation (groupID = %laneid >> 2, threadID_in_group = %laneid % 4).
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

import tcsim

BITS = {"f16": 16, "bf16": 16, "tf32": 32, "f32": 32, "s32": 32, "s8": 8, "u8": 8, "s4": 4, "u4": 4, "b1": 1}
LD = {8: "u8", 16: "u16", 32: "u32"}


# ====================================================================== PTX builder


class Ptx:
    """One ``.visible .entry`` kernel, built line by line."""

    DECL = {"p": ".pred", "rs": ".b16", "r": ".b32", "f": ".f32", "rd": ".b64"}

    def __init__(self, params: list[str], name: str = "k", target: str = "sm_75"):
        self.params = params
        self.name = name
        self.target = target
        self.lines: list[str] = []
        self.count: dict[str, int] = {}
        self.shared: list[str] = []
        self.labels = 0

    def reg(self, cls: str) -> str:
        self.count[cls] = self.count.get(cls, 0) + 1
        return f"%{cls}{self.count[cls]}"

    def regs(self, cls: str, n: int) -> list[str]:
        return [self.reg(cls) for _ in range(n)]

    def label(self) -> str:
        self.labels += 1
        return f"$L__BB0_{self.labels}"

    def __call__(self, line: str) -> None:
        self.lines.append(line if line.endswith(":") else "\t" + line)

    def smem(self, nbytes: int, align: int = 16) -> str:
        name = f"smem{len(self.shared)}"
        self.shared.append(f"\t.shared .align {align} .b8 {name}[{nbytes}];")
        return name

    def text(self) -> str:
        plist = ",\n".join(f"\t.param .{t} {self.name}_param_{i}" for i, t in enumerate(self.params))
        decls = [f"\t.reg {self.DECL[c]} \t%{c}<{self.count[c] + 1}>;" for c in ("p", "rs", "r", "f", "rd") if c in self.count]
        body = "\n".join(self.shared + decls + [""] + self.lines)
        return (f".version 7.8\n.target {self.target}\n.address_size 64\n\n"
                f".visible .entry {self.name}(\n{plist}\n)\n{{\n{body}\n\tret;\n}}\n")

    def line_of(self, needle: str) -> int:
        """1-based line number of the first line of ``text()`` containing ``needle``."""
        return next(i + 1 for i, s in enumerate(self.text().splitlines()) if needle in s)

    # -- idioms -------------------------------------------------------------------------

    def param_u32(self, i: int) -> str:
        r = self.reg("r")
        self(f"ld.param.u32 \t{r}, [{self.name}_param_{i}];")
        return r

    def param_ptr(self, i: int, to_global: bool = True) -> str:
        rd = self.reg("rd")
        self(f"ld.param.u64 \t{rd}, [{self.name}_param_{i}];")
        if not to_global:
            return rd
        g = self.reg("rd")
        self(f"cvta.to.global.u64 \t{g}, {rd};")
        return g

    def tid(self) -> str:
        r = self.reg("r")
        self(f"mov.u32 \t{r}, %tid.x;")
        return r

    def global_tid(self) -> str:
        """ctaid.x * ntid.x + tid.x"""
        c, n, t, g = self.reg("r"), self.reg("r"), self.reg("r"), self.reg("r")
        self(f"mov.u32 \t{c}, %ctaid.x;")
        self(f"mov.u32 \t{n}, %ntid.x;")
        self(f"mov.u32 \t{t}, %tid.x;")
        self(f"mad.lo.s32 \t{g}, {c}, {n}, {t};")
        return g

    def laneid(self) -> str:
        r = self.reg("r")
        self(f"mov.u32 \t{r}, %laneid;")
        return r

    def add_offset(self, base: str, index: str, scale: int) -> str:
        """``base + index * scale`` (index a 32-bit register)."""
        off, a = self.reg("rd"), self.reg("rd")
        self(f"mul.wide.u32 \t{off}, {index}, {scale};")
        self(f"add.s64 \t{a}, {base}, {off};")
        return a

    def store_lane_regs(self, out: str, lane: str, regs: list[str]) -> None:
        """Lane ``lane`` writes its registers to ``out[lane * len(regs) + j]`` (u32 words)."""
        a = self.add_offset(out, lane, 4 * len(regs))
        for j, r in enumerate(regs):
            self(f"st.global.b32 \t[{a}+{4 * j}], {r};")

    def shared_addr(self, sym: str) -> str:
        rd = self.reg("rd")
        self(f"mov.u64 \t{rd}, {sym};")
        return rd

    def copy_words(self, dst: str, dst_space: str, src: str, src_space: str, nbytes: int, tid: str) -> None:
        """Thread ``t`` of the CTA (32 threads) copies words ``t, t+32, ...`` of ``nbytes``."""
        assert nbytes % 128 == 0
        top, done = self.label(), self.label()
        i, v, p = self.reg("r"), self.reg("r"), self.reg("p")
        self(f"mov.u32 \t{i}, {tid};")
        self(f"{top}:")
        self(f"setp.ge.u32 \t{p}, {i}, {nbytes // 4};")
        self(f"@{p} bra \t{done};")
        s = self.add_offset(src, i, 4)
        d = self.add_offset(dst, i, 4)
        self(f"ld.{src_space}.u32 \t{v}, [{s}];")
        self(f"st.{dst_space}.u32 \t[{d}], {v};")
        self(f"add.s32 \t{i}, {i}, 32;")
        self(f"bra.uni \t{top};")
        self(f"{done}:")
        self("bar.sync \t0;")


def vec(regs: list[str]) -> str:
    return "{" + ", ".join(regs) + "}"


def run(ptx: Ptx, dev: tcsim.Device, args, block: int = 32, grid: int = 1):
    f = dev.load_ptx(ptx.text()).get_function(ptx.name)
    f((grid,), (block,), tuple(args))


# ====================================================================== host data


def pad128(nbytes: int) -> int:
    return -(-nbytes // 128) * 128


def tile_bytes(rows: int, cols: int, etype: str, layout: str, stride: int) -> int:
    major = rows if layout == "row" else cols
    return (major * stride * BITS[etype] + 7) // 8


def linear(r, c, layout: str, stride: int):
    """Element index of (r, c) in a row-/col-major tile with leading dimension ``stride``."""
    return r * stride + c if layout == "row" else c * stride + r


def read_elements(buf: np.ndarray, index, bits: int) -> np.ndarray:
    """Raw bits (uint32) of the elements numbered ``index`` of a byte buffer holding
    ``bits``-wide elements back to back (sub-byte: element 0 in the low bits of byte 0)."""
    index = np.asarray(index, dtype=np.int64)
    if bits >= 8:
        nb = bits // 8
        out = np.zeros(index.shape, dtype=np.uint32)
        for j in range(nb):
            out |= buf[index * nb + j].astype(np.uint32) << np.uint32(8 * j)
        return out
    bitpos = index * bits
    return ((buf[bitpos // 8] >> (bitpos % 8).astype(np.uint8)) & ((1 << bits) - 1)).astype(np.uint32)


def write_elements(buf: np.ndarray, index, raw, bits: int) -> None:
    index = np.asarray(index, dtype=np.int64).reshape(-1)
    raw = np.asarray(raw, dtype=np.uint64).reshape(-1)
    for i, v in zip(index.tolist(), raw.tolist()):
        if bits >= 8:
            nb = bits // 8
            for j in range(nb):
                buf[i * nb + j] = (v >> (8 * j)) & 0xFF
        else:
            bp = i * bits
            m = ((1 << bits) - 1) << (bp % 8)
            buf[bp // 8] = (int(buf[bp // 8]) & ~m & 0xFF) | ((v << (bp % 8)) & m)


def tile_matrix(buf: np.ndarray, rows: int, cols: int, etype: str, layout: str, stride: int) -> np.ndarray:
    """The (rows, cols) matrix of raw element bits held by a tile image."""
    r, c = np.meshgrid(np.arange(rows), np.arange(cols), indexing="ij")
    return read_elements(buf, linear(r, c, layout, stride), BITS[etype])


def tile_image(M_raw: np.ndarray, etype: str, layout: str, stride: int, nbytes: int,
               fill: np.ndarray | None = None) -> np.ndarray:
    """A byte image of ``nbytes`` (padding = ``fill`` or 0) holding raw matrix ``M_raw``."""
    buf = np.zeros(nbytes, np.uint8) if fill is None else fill.copy()
    rows, cols = M_raw.shape
    r, c = np.meshgrid(np.arange(rows), np.arange(cols), indexing="ij")
    write_elements(buf, linear(r, c, layout, stride), M_raw, BITS[etype])
    return buf


def pack_slots(raw: np.ndarray, bits: int) -> np.ndarray:
    """Raw element bits ``(..., nslots)`` -> 32-bit registers, slot 0 in the low bits."""
    raw = np.asarray(raw, dtype=np.uint64)
    if bits >= 32:
        return raw.astype(np.uint32)
    per = 32 // bits
    raw = raw.reshape(*raw.shape[:-1], -1, per)
    out = np.zeros(raw.shape[:-1], dtype=np.uint64)
    for j in range(per):
        out |= raw[..., j] << np.uint64(j * bits)
    return out.astype(np.uint32)


def unpack_slots(regs: np.ndarray, bits: int) -> np.ndarray:
    regs = np.asarray(regs, dtype=np.uint32)
    if bits >= 32:
        return regs
    per = 32 // bits
    sh = np.arange(per, dtype=np.uint32) * np.uint32(bits)
    return ((regs[..., None] >> sh) & np.uint32((1 << bits) - 1)).reshape(*regs.shape[:-1], -1)


# -- values <-> raw bits ---------------------------------------------------------------


def to_raw(vals, etype: str) -> np.ndarray:
    v = np.asarray(vals)
    if etype == "f16":
        return v.astype(np.float16).view(np.uint16).astype(np.uint32)
    if etype == "bf16":
        return v.astype(ml_dtypes.bfloat16).view(np.uint16).astype(np.uint32)
    if etype in ("f32", "tf32"):
        return v.astype(np.float32).view(np.uint32)
    b = BITS[etype]
    return (v.astype(np.int64) & ((1 << b) - 1)).astype(np.uint32)


def from_raw(raw, etype: str) -> np.ndarray:
    raw = np.asarray(raw, dtype=np.uint32)
    if etype == "f16":
        return raw.astype(np.uint16).view(np.float16).astype(np.float64)
    if etype == "bf16":
        return raw.astype(np.uint16).view(ml_dtypes.bfloat16).astype(np.float64)
    if etype in ("f32", "tf32"):
        return raw.view(np.float32).astype(np.float64)
    b = BITS[etype]
    v = raw.astype(np.int64)
    if etype[0] == "s":
        v = np.where(v >> (b - 1), v - (1 << b), v)
    return v


def random_values(rng: np.random.Generator, etype: str, shape, role: str = "ab") -> np.ndarray:
    """Values that make every MMA exact: f16/bf16 in {-3..3}/2, tf32 in {-7..7}/4,
    accumulators multiples of 1/4 in [-8, 8]; integers over their whole range."""
    if etype in ("f16", "bf16", "f32", "tf32"):
        if role == "c":
            return rng.integers(-32, 33, shape) / 4.0
        if etype == "tf32":
            return rng.integers(-7, 8, shape) / 4.0
        return rng.integers(-3, 4, shape) / 2.0
    if etype == "s32":
        return rng.integers(-(1 << 30), 1 << 30, shape)
    if etype == "b1":
        return rng.integers(0, 2, shape)
    b = BITS[etype]
    lo, hi = (-(1 << (b - 1)), 1 << (b - 1)) if etype[0] == "s" else (0, 1 << b)
    return rng.integers(lo, hi, shape)


def reference_mma(A, B, C, atype: str, b1op: str = "xor", satfinite: bool = False, dtype: str = "f32"):
    """D = A @ B + C on the host (float64 / Python-exact integers)."""
    if atype in ("f16", "bf16", "tf32"):
        D = A.astype(np.float64) @ B.astype(np.float64) + C
        return D.astype(np.float16 if dtype == "f16" else np.float32).astype(np.float64)
    A = np.asarray(A, dtype=np.int64)
    B = np.asarray(B, dtype=np.int64)
    if atype == "b1":
        if b1op == "and":
            P = A @ B
        else:
            P = (A[:, :, None] ^ B[None, :, :]).sum(axis=1)
    else:
        P = A @ B
    D = np.asarray(C, dtype=np.int64) + P
    if satfinite:
        return np.clip(D, -(1 << 31), (1 << 31) - 1)
    return ((D + (1 << 31)) % (1 << 32)) - (1 << 31)


# ====================================================================== PTX ISA mma.sync maps


def isa_mma_map(shape: tuple[int, int, int], matrix: str, etype: str, layout: str = "row"):
    """``(row, col, sub)`` int arrays ``(32, nslots)``: lane ``l``'s fragment slot ``i`` of
    operand ``matrix`` ("a", "b", "c" = C and D) holds element ``[row, col]`` of matrix
    number ``sub`` (m8n8k4 .f16: the warp computes four MMAs, one per quad pair
    ``sub = (l % 16) // 4``; otherwise 0).  Transcribed from the PTX ISA manual, section
    "Matrix Fragments for mma.<shape>"."""
    from isa_maps_sm80 import is_sm80_form, sm80_isa_map  # the m16n8 shapes sm_80 added
    if is_sm80_form(shape, etype):
        return sm80_isa_map(shape, matrix, etype)
    nslots = {
        ((8, 8, 4), "a"): 4, ((8, 8, 4), "b"): 4,
        ((16, 8, 8), "a"): 4, ((16, 8, 8), "b"): 2,
        ((16, 8, 16), "a"): 8, ((16, 8, 16), "b"): 4,
        ((8, 8, 16), "a"): 4, ((8, 8, 16), "b"): 4,
        ((8, 8, 32), "a"): 8, ((8, 8, 32), "b"): 8,
        ((8, 8, 128), "a"): 32, ((8, 8, 128), "b"): 32,
    }
    if matrix == "c":
        n = {(8, 8, 4): 8, (16, 8, 8): 4, (16, 8, 16): 4}.get(shape, 2)
    else:
        n = nslots[(shape, matrix)]
    row = np.zeros((32, n), np.int64)
    col = np.zeros((32, n), np.int64)
    sub = np.zeros((32, n), np.int64)
    for lane in range(32):
        groupID = lane >> 2
        tig = lane % 4
        for i in range(n):
            if shape == (8, 8, 4):
                sub[lane, i] = (lane % 16) // 4
                hi = lane >= 16
                if matrix == "a" and layout == "row":
                    r, c = (lane % 4) + (4 if hi else 0), i
                elif matrix == "a":
                    r, c = (i % 4) + (4 if hi else 0), lane % 4
                elif matrix == "b" and layout == "row":
                    r, c = lane % 4, i + (4 if hi else 0)
                elif matrix == "b":
                    r, c = i, (lane % 4) + (4 if hi else 0)
                elif etype == "f16":
                    r, c = (lane % 4) + (4 if hi else 0), i
                else:  # .f32 accumulator
                    X = (lane & 0b1) + (i & 0b10)
                    r = X + (4 if hi else 0)
                    c = (i & 0b100) + (lane & 0b10) + (i & 0b1)
            elif shape in ((16, 8, 8), (16, 8, 16)) and matrix == "c":
                r = groupID if i < 2 else groupID + 8
                c = tig * 2 + (i & 0x1)
            elif shape == (16, 8, 8) and etype == "tf32":
                if matrix == "a":
                    r = groupID if i in (0, 2) else groupID + 8
                    c = tig if i < 2 else tig + 4
                else:
                    r = tig if i == 0 else tig + 4
                    c = groupID
            elif shape == (16, 8, 8):
                if matrix == "a":
                    r = groupID if i < 2 else groupID + 8
                    c = tig * 2 + (i & 0x1)
                else:
                    r, c = tig * 2 + i, groupID
            elif shape == (16, 8, 16):
                if matrix == "a":
                    r = groupID if i in (0, 1, 4, 5) else groupID + 8
                    c = tig * 2 + (i & 0x1) + (8 if i >= 4 else 0)
                else:
                    r = tig * 2 + (i & 0x1) + (8 if i >= 2 else 0)
                    c = groupID
            else:  # m8n8k16 / m8n8k32 / m8n8k128: n elements per 32-bit register
                per = shape[2] // 4
                if matrix == "a":
                    r, c = groupID, tig * per + i
                elif matrix == "b":
                    r, c = tig * per + i, groupID
                else:
                    r, c = groupID, tig * 2 + i
            row[lane, i], col[lane, i] = r, c
    return row, col, sub
