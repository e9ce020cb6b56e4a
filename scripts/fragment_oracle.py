#!/usr/bin/env python3
"""The SASS oracle for tcsim's wmma fragment maps.

Compiles ``src/tcsim/kernels/fragments.cu`` (the seeds' fragment microbenchmark: load one
operand tile with ``wmma::load_matrix_sync``, store every lane's fragment words) to real
machine code and *executes that machine code* on a tiny concrete SASS interpreter for one
warp, so the fragment maps come from what ptxas actually emits, not from any document:

* sm_75 (Turing): the committed ``fragments.ptx`` assembled with ``ptxas -arch=sm_75``
  (CUDA 13.0);
* sm_70 (Volta): CUDA 13 dropped sm_70, so the f16-only build (``-DFRAGMENTS_F16_ONLY``) is
  assembled with the ptxas of CUDA 12 (PyPI wheel ``nvidia-cuda-nvcc-cu12``; pass its path
  with ``--ptxas-sm70`` or let the script find it), after lowering the PTX header to
  ``.version 8.8`` / ``.target sm_70``.  nvdisasm 13 refuses ELF files for SM70, so each
  kernel's ``.text`` section is cut out and disassembled as a raw binary with
  ``nvdisasm -b SM75``: Volta and Turing share one instruction encoding, and every
  instruction these kernels use decodes to the expected Volta mnemonic (LDG.E.64.SYS,
  LDG.E.128.SYS, IMAD, LOP3 ...).  The decoded Volta maps reproduce Jia et al. Figs. 4.2,
  4.3 and 4.7 cell for cell (tests/matrix/test_fragments.py), which also validates this
  route.

The interpreter tracks byte provenance: the kernel runs twice, with tile byte ``o`` holding
``o & 0xff`` and then ``o >> 8``; each output byte thus names the tile byte it was loaded
from, and :func:`tcsim.matrix.fragments.maps_from_probe` turns that into (row, col) per
lane and fragment slot.  Only what these straight-line kernels need is implemented (integer
address arithmetic, LDG/STG, PRMT, MOVM = movmatrix.m8n8.trans.b16); anything else raises.

Usage::

    python scripts/fragment_oracle.py                 # write tests/matrix/data/wmma_sass_oracle.json
    python scripts/fragment_oracle.py --sass DIR      # also keep the disassembly per kernel
    python scripts/fragment_oracle.py --print frag_a_m16n16k16_f16_col   # show one map
"""

from __future__ import annotations

import argparse
import glob
import json
import re
import shutil
import struct
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from tcsim.matrix.fragments import maps_from_probe, parse_probe_name, probe_ldm  # noqa: E402

KERNEL_CU = REPO / "src" / "tcsim" / "kernels" / "fragments.cu"
KERNEL_PTX = REPO / "src" / "tcsim" / "kernels" / "fragments.ptx"
OUT_JSON = REPO / "tests" / "matrix" / "data" / "wmma_sass_oracle.json"

TILE_BASE = 0x1000_0000
OUT_BASE = 0x2000_0000
PARAM_BASE = 0x160  # c[0x0][0x160]: first kernel parameter on sm_70 / sm_75
M32 = 0xFFFF_FFFF
M64 = (1 << 64) - 1


# --------------------------------------------------------------------------- tools


def _find(name: str, extra: list[str]) -> str:
    for pat in extra:
        for p in sorted(glob.glob(pat)):
            if Path(p).is_file():
                return p
    p = shutil.which(name)
    if p is None:
        sys.exit(f"error: {name} not found")
    return p


def nvdisasm_path() -> str:
    site = sysconfig.get_paths()["purelib"]
    return _find("nvdisasm", [f"{site}/nvidia/cu13/bin/nvdisasm", f"{site}/nvidia/*/bin/nvdisasm"])


def ptxas_sm70_path(given: str | None) -> str:
    if given:
        return given
    site = sysconfig.get_paths()["purelib"]
    return _find("ptxas-cu12", [f"{site}/nvidia/cuda_nvcc/bin/ptxas", "/tmp/cu12/nvidia/cuda_nvcc/bin/ptxas"])


def tool_version(exe: str) -> str:
    out = subprocess.run([exe, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"release ([0-9.]+), (V[0-9.]+)", out)
    return f"{m.group(1)}, {m.group(2)}" if m else out.strip().splitlines()[-1]


def text_sections(cubin: bytes) -> dict[str, bytes]:
    """Kernel name -> raw machine code of its .text.<name> ELF section."""
    shoff = struct.unpack_from("<Q", cubin, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", cubin, 0x3A)
    secs = []
    for i in range(shnum):
        name, _typ, _flags, _addr, off, size = struct.unpack_from("<IIQQQQ", cubin, shoff + i * shentsize)
        secs.append((name, off, size))
    stroff = secs[shstrndx][1]
    out = {}
    for name, off, size in secs:
        n = cubin[stroff + name: cubin.index(b"\0", stroff + name)].decode()
        if n.startswith(".text."):
            out[n[len(".text."):]] = cubin[off: off + size]
    return out


def disassemble(code: bytes, nvdisasm: str) -> list[str]:
    with tempfile.NamedTemporaryFile(suffix=".bin") as f:
        f.write(code)
        f.flush()
        txt = subprocess.run([nvdisasm, "-b", "SM75", f.name], capture_output=True, text=True,
                             check=True).stdout
    lines = []
    for ln in txt.splitlines():
        m = re.match(r"\s*/\*[0-9a-f]+\*/\s+(.*?)\s*;\s*$", ln)
        if m:
            lines.append(m.group(1))
    return lines


def build_sm75(tmp: Path, ptx: Path = KERNEL_PTX, stem: str = "fragments") -> Path:
    cubin = tmp / f"{stem}_sm75.cubin"
    subprocess.run(["ptxas", "-arch=sm_75", "-O3", str(ptx), "-o", str(cubin)], check=True)
    return cubin


def cu_to_ptx(cu: Path, out: Path, defines: tuple[str, ...] = ()) -> Path:
    subprocess.run(["nvcc", "-arch=compute_75", "-ptx", "-O3", "-std=c++17", *defines,
                    str(cu), "-o", str(out)], check=True)
    return out


def build_sm70(tmp: Path, ptxas: str, cu: Path = KERNEL_CU, stem: str = "fragments") -> Path:
    """nvcc 13 (compute_75 PTX, f16 kernels only) -> PTX 8.8 for sm_70 -> ptxas of CUDA 12."""
    ptx = cu_to_ptx(cu, tmp / f"{stem}_f16.ptx", ("-DFRAGMENTS_F16_ONLY",))
    text = ptx.read_text()
    text = re.sub(r"^\.version [0-9.]+", ".version 8.8", text, flags=re.M)
    text = re.sub(r"^\.target sm_75", ".target sm_70", text, flags=re.M)
    ptx.write_text(text)
    cubin = tmp / f"{stem}_sm70.cubin"
    subprocess.run([ptxas, "-arch=sm_70", "-O3", str(ptx), "-o", str(cubin)], check=True)
    return cubin


# --------------------------------------------------------------------------- interpreter


class Unsupported(Exception):
    pass


def lop3(a: int, b: int, c: int, lut: int) -> int:
    r = 0
    for bit in range(32):
        idx = (((a >> bit) & 1) << 2) | (((b >> bit) & 1) << 1) | ((c >> bit) & 1)
        r |= ((lut >> idx) & 1) << bit
    return r


def prmt(a: int, sel: int, b: int) -> int:
    src = (b << 32) | a
    r = 0
    for i in range(4):
        s = (sel >> (4 * i)) & 0xF
        byte = (src >> (8 * (s & 7))) & 0xFF
        if s & 8:
            byte = 0xFF if byte & 0x80 else 0
        r |= byte << (8 * i)
    return r


class Warp:
    """32 lanes executing one straight-line SASS kernel."""

    def __init__(self, params: bytes, memory: dict[int, bytes], family: str = "turing"):
        self.R = [dict() for _ in range(32)]
        self.P = [dict() for _ in range(32)]
        self.UR: dict[int, int] = {}
        self.params = params
        self.memory = memory          # base address -> contents (read-only inputs)
        self.stores: dict[int, int] = {}
        self.family = family
        self.mma_count = 0

    # -- operands
    def const(self, off: int, width: int = 4) -> int:
        rel = off - PARAM_BASE
        if rel < 0:
            return 0  # c[0x0][0x28] (stack top) and other driver constants: irrelevant here
        chunk = self.params[rel: rel + width].ljust(width, b"\0")
        return int.from_bytes(chunk, "little")

    def reg(self, lane: int, name: str) -> int:
        if name == "RZ":
            return 0
        return self.R[lane].get(int(name[1:]), 0)

    def ureg(self, name: str) -> int:
        if name == "URZ":
            return 0
        return self.UR.get(int(name[2:]), 0)

    def val(self, lane: int, op: str, wide: bool = False) -> int:
        op = op.replace(".reuse", "").strip()
        neg = op.startswith("-")
        inv = op.startswith("~")
        if neg or inv:
            op = op[1:]
        m = re.fullmatch(r"c\[0x0\]\[(0x[0-9a-f]+)\]", op)
        if m:
            v = self.const(int(m.group(1), 16), 8 if wide else 4)
        elif re.fullmatch(r"R\d+|RZ", op):
            v = self.reg(lane, op)
            if wide:
                v |= (0 if op == "RZ" else self.reg(lane, f"R{int(op[1:]) + 1}")) << 32
        elif re.fullmatch(r"UR\d+|URZ", op):
            v = self.ureg(op)
            if wide:
                v |= (0 if op == "URZ" else self.ureg(f"UR{int(op[2:]) + 1}")) << 32
        elif re.fullmatch(r"-?0x[0-9a-f]+|\d+", op):
            v = int(op, 0)
        else:
            raise Unsupported(f"operand {op!r}")
        mask = M64 if wide else M32
        if neg:
            v = -v
        if inv:
            v = ~v
        return v & mask

    def pred(self, lane: int, p: str) -> bool:
        neg = p.startswith("!")
        p = p.lstrip("!")
        v = True if p == "PT" else self.P[lane].get(int(p[1:]), False)
        return v != neg

    def setr(self, lane: int, name: str, v: int, wide: bool = False) -> None:
        if name == "RZ":
            return
        n = int(name[1:])
        self.R[lane][n] = v & M32
        if wide:
            self.R[lane][n + 1] = (v >> 32) & M32

    def setu(self, name: str, v: int, wide: bool = False) -> None:
        if name == "URZ":
            return
        n = int(name[2:])
        self.UR[n] = v & M32
        if wide:
            self.UR[n + 1] = (v >> 32) & M32

    def setp(self, lane: int, name: str, v: bool) -> None:
        if name != "PT":
            self.P[lane][int(name[1:])] = bool(v)

    def address(self, lane: int, expr: str) -> int:
        addr = 0
        for term in expr.split("+"):
            term = term.strip()
            m = re.fullmatch(r"(R\d+|RZ)(\.64|\.U32)?", term)
            if m:
                wide = m.group(2) != ".U32"  # .E addressing: a register pair unless .U32
                addr += self.val(lane, m.group(1), wide=wide)
            elif re.fullmatch(r"UR\d+|URZ", term):
                addr += self.val(lane, term, wide=True)
            else:
                addr += int(term, 16)
        return addr & M64

    # -- memory
    def load(self, addr: int, nbytes: int) -> int:
        for base, data in self.memory.items():
            if base <= addr and addr + nbytes <= base + len(data):
                return int.from_bytes(data[addr - base: addr - base + nbytes], "little")
        raise Unsupported(f"load outside the inputs: {addr:#x}")

    # -- execution
    def run(self, lines: list[str]) -> None:
        for ln in lines:
            guard = None
            m = re.match(r"@(!?U?P\w+)\s+(.*)", ln)
            if m:
                guard, ln = m.group(1), m.group(2)
                if guard in ("!PT", "!UPT"):
                    continue
            op, _, rest = ln.partition(" ")
            ops = [o.strip() for o in rest.split(",")] if rest else []
            if op == "EXIT":
                return
            if op in ("NOP", "BRA") or op.startswith("BAR") or op.startswith("WARPSYNC"):
                if op == "BRA":
                    raise Unsupported("branch")
                continue
            self.step(op, ops, guard)
        raise Unsupported("fell off the end")

    def step(self, op: str, ops: list[str], guard: str | None) -> None:
        base = op.split(".")[0]
        mods = op.split(".")[1:]
        if base in ("ULDC", "UIMAD", "USHF", "UMOV", "UIADD3", "ULOP3", "ULEA"):
            self.ustep(base, mods, ops)
            return
        if base == "MOVM":
            self.movm(mods, ops)
            return
        if base in ("HMMA", "IMMA", "BMMA"):
            self.mma(op, ops)
            return
        for lane in range(32):
            if guard is not None and not self.pred(lane, guard):
                continue
            self.lane_step(lane, base, mods, ops)

    def ustep(self, base: str, mods: list[str], ops: list[str]) -> None:
        v = lambda o, w=False: self.val(0, o, wide=w)  # noqa: E731
        if base == "ULDC":
            wide = "64" in mods
            self.setu(ops[0], v(ops[1], wide), wide)
        elif base == "UMOV":
            self.setu(ops[0], v(ops[1]))
        elif base == "UIMAD":
            if "WIDE" in mods:
                self.setu(ops[0], v(ops[1]) * v(ops[2]) + v(ops[3], True), True)
            else:
                self.setu(ops[0], v(ops[1]) * v(ops[2]) + v(ops[3]))
        elif base == "USHF":
            self.setu(ops[0], self.shf(mods, v(ops[1]), v(ops[2]), v(ops[3])))
        else:
            raise Unsupported(base)

    @staticmethod
    def shf(mods: list[str], lo: int, sh: int, hi: int) -> int:
        x = (hi << 32) | lo
        sh &= 63 if "U64" in mods or "S64" in mods else 31
        if "L" in mods:
            x = (x << sh) & M64
        else:
            if "S32" in mods or "S64" in mods:
                if hi & 0x8000_0000:
                    x -= 1 << 64
            x = (x >> sh) & M64
        return (x >> 32) & M32 if "HI" in mods else x & M32

    def lane_step(self, lane: int, base: str, mods: list[str], ops: list[str]) -> None:
        v = lambda o, w=False: self.val(lane, o, wide=w)  # noqa: E731
        if base == "S2R":
            sr = ops[1]
            if sr == "SR_LANEID" or sr == "SR_TID.X":
                self.setr(lane, ops[0], lane)
            elif sr in ("SR_TID.Y", "SR_TID.Z", "SR_CTAID.X", "SR_CTAID.Y", "SR_CTAID.Z"):
                self.setr(lane, ops[0], 0)
            else:
                raise Unsupported(sr)
        elif base == "CS2R":
            self.setr(lane, ops[0], 0, wide=True)
        elif base == "MOV":
            self.setr(lane, ops[0], v(ops[1]))
        elif base == "HFMA2" and ops[1:3] == ["-RZ", "RZ"] and len(ops) == 5:
            # sm_80 ptxas loads constants as HFMA2.MMA d, -RZ, RZ, hi, lo = (-0 * 0) + {hi, lo}
            # (nvdisasm prints the high half first: "0, 2.38e-07" is the word 4)
            hi, lo = (int(np.float16(float(x)).view(np.uint16)) for x in ops[3:5])
            self.setr(lane, ops[0], lo | (hi << 16))
        elif base == "IMAD":
            d, a, b = ops[0], ops[1], ops[2]
            if "WIDE" in mods:
                sa, sb = v(a), v(b)
                if "U32" not in mods:
                    sa = sa - (1 << 32) if sa >> 31 else sa
                    sb = sb - (1 << 32) if sb >> 31 else sb
                self.setr(lane, d, sa * sb + v(ops[3], True), wide=True)
            elif "HI" in mods:
                r = ((v(a) * v(b)) >> 32) + v(ops[3])
                if "X" in mods:
                    r += int(self.pred(lane, ops[4]))
                self.setr(lane, d, r)
            elif "X" in mods:
                self.setr(lane, d, v(a) * v(b) + v(ops[3]) + int(self.pred(lane, ops[4])))
            else:  # IMAD, IMAD.MOV, IMAD.SHL (shown as a multiplier), IMAD.IADD, IMAD.U32
                self.setr(lane, d, v(a) * v(b) + v(ops[2 + 1]))
        elif base == "IADD3":
            if "X" in mods:  # IADD3.X d, a, b, c, Pcarry0, Pcarry1
                s = sum(v(o) for o in ops[1:4])
                s += sum(int(self.pred(lane, p)) for p in ops[4:] if re.fullmatch(r"!?P[T0-6]", p))
                self.setr(lane, ops[0], s)
            else:            # IADD3 d, [Pcarry0, [Pcarry1,]] a, b, c
                i = 1
                pouts = []
                while re.fullmatch(r"P[T0-6]", ops[i]):
                    pouts.append(ops[i])
                    i += 1
                s = sum(v(o) for o in ops[i: i + 3])
                carry = s >> 32   # carries out of bit 31 (up to 2 for three operands)
                self.setr(lane, ops[0], s)
                if len(pouts) == 1:
                    self.setp(lane, pouts[0], carry >= 1)
                elif len(pouts) == 2:
                    self.setp(lane, pouts[0], carry & 1)
                    self.setp(lane, pouts[1], carry >= 2)
        elif base == "LEA":
            if "HI" in mods:
                # LEA.HI[.X] d, a, b, c(hi), sh[, P]: hi32({c:a} << sh) + b [+ carry]
                a, b, c, sh = v(ops[1]), v(ops[2]), v(ops[3]), int(ops[4], 0)
                r = ((((c << 32) | a) << sh) >> 32) + b
                if "X" in mods:
                    r += int(self.pred(lane, ops[5]))
                self.setr(lane, ops[0], r)
            else:
                if re.fullmatch(r"P[T0-6]", ops[1]):
                    pd, a, b, sh = ops[1], v(ops[2]), v(ops[3]), int(ops[4], 0)
                    s = ((a << sh) & M32) + b
                    self.setr(lane, ops[0], s)
                    self.setp(lane, pd, s >> 32)
                else:
                    a, b, sh = v(ops[1]), v(ops[2]), int(ops[3], 0)
                    self.setr(lane, ops[0], (a << sh) + b)
        elif base == "LOP3":
            i = 1
            pd = None
            if re.fullmatch(r"P[T0-6]", ops[1]):
                pd, i = ops[1], 2
            r = lop3(v(ops[i]), v(ops[i + 1]), v(ops[i + 2]), int(ops[i + 3], 0))
            self.setr(lane, ops[0], r)
            if pd:
                self.setp(lane, pd, r != 0)
        elif base == "SHF":
            self.setr(lane, ops[0], self.shf(mods, v(ops[1]), v(ops[2]), v(ops[3])))
        elif base == "PRMT":
            self.setr(lane, ops[0], prmt(v(ops[1]), v(ops[2]), v(ops[3])))
        elif base in ("LDG", "LD"):
            width = {"U8": 1, "S8": 1, "U16": 2, "S16": 2, "64": 8, "128": 16}
            nb = next((width[m] for m in mods if m in width), 4)
            addr = self.address(lane, ops[1].strip("[]"))
            x = self.load(addr, nb)
            if "S8" in mods and x & 0x80:
                x |= 0xFFFFFF00
            if "S16" in mods and x & 0x8000:
                x |= 0xFFFF0000
            n = int(ops[0][1:])
            for k in range(max(1, nb // 4)):
                self.R[lane][n + k] = (x >> (32 * k)) & M32
        elif base in ("STG", "ST"):
            width = {"U8": 1, "S8": 1, "U16": 2, "S16": 2, "64": 8, "128": 16}
            nb = next((width[m] for m in mods if m in width), 4)
            addr = self.address(lane, ops[0].strip("[]"))
            n = int(ops[1][1:]) if ops[1] != "RZ" else None
            x = 0
            for k in range(max(1, nb // 4)):
                x |= (self.R[lane].get(n + k, 0) if n is not None else 0) << (32 * k)
            for i in range(nb):
                self.stores[addr + i] = (x >> (8 * i)) & 0xFF
        else:
            raise Unsupported(f"{base} ({'.'.join([base, *mods])})")

    def movm(self, mods: list[str], ops: list[str]) -> None:
        """MOVM.16.MT88 d, a == movmatrix.sync.aligned.m8n8.trans.b16 (PTX ISA): lane l holds
        row l/4, columns 2(l%4)+{0,1} of an 8x8 b16 matrix; the result holds its transpose."""
        if mods != ["16", "MT88"]:
            raise Unsupported("MOVM." + ".".join(mods))
        src = [[0] * 8 for _ in range(8)]
        for lane in range(32):
            x = self.val(lane, ops[1])
            src[lane // 4][2 * (lane % 4)] = x & 0xFFFF
            src[lane // 4][2 * (lane % 4) + 1] = x >> 16
        for lane in range(32):
            r, c = lane // 4, 2 * (lane % 4)
            self.setr(lane, ops[0], src[c][r] | (src[c + 1][r] << 16))

    def mma(self, op: str, ops: list[str]) -> None:
        self.mma_count += 1
        execute_mma(self, op, [o.split(".")[0] for o in ops], [o.split(".")[1:] for o in ops])


# --------------------------------------------------------------------------- MMA semantics
#
# The tensor-core instructions are executed with the PTX ISA's mma.sync fragment maps as
# their register semantics (tcsim.matrix.fragments_mma): HMMA.1688 = mma.m16n8k8 (.f16),
# IMMA.8816 = mma.m8n8k16, IMMA.8832 = mma.m8n8k32, BMMA.88128.XOR.POPC = mma.m8n8k128
# .xor.popc, and Volta's HMMA.884.<D>.<C>.STEPs = step s of mma.m8n8k4 per quad pair (f32:
# accumulator slots 2s, 2s+1; f16: slots 4s..4s+3), A/B layout = the .ROW/.COL operand
# modifier.  A register operand Rn of k registers means Rn..Rn+k-1.  If wmma.load, these
# semantics and wmma.store reproduce D = A*B + C, the fragment maps and the claim "the
# fragment registers are the HMMA/IMMA/BMMA operands" are consistent.


def _decode(word: int, slot: int, etype: str):
    bits = {"f16": 16, "f32": 32, "s32": 32, "s8": 8, "u8": 8, "s4": 4, "u4": 4, "b1": 1}[etype]
    x = (word >> ((slot % (32 // bits)) * bits)) & ((1 << bits) - 1)
    if etype == "f16":
        return float(np.array([x], dtype=np.uint16).view(np.float16)[0])
    if etype == "f32":
        return float(np.array([x], dtype=np.uint32).view(np.float32)[0])
    if etype in ("s32", "s8", "s4") and x >> (bits - 1):
        x -= 1 << bits
    return x


def _encode(v, etype: str) -> int:
    if etype == "f16":
        return int(np.array([v], dtype=np.float16).view(np.uint16)[0])
    if etype == "f32":
        return int(np.array([v], dtype=np.float32).view(np.uint32)[0])
    return int(v) & M32


def _read(w: Warp, lane: int, reg: str, n: int, etype: str) -> list:
    bits = {"f16": 16, "f32": 32, "s32": 32, "s8": 8, "u8": 8, "s4": 4, "u4": 4, "b1": 1}[etype]
    per = 32 // bits
    base = int(reg[1:])
    words = [w.R[lane].get(base + j, 0) for j in range((n + per - 1) // per)]
    return [_decode(words[i // per], i, etype) for i in range(n)]


def _write(w: Warp, lane: int, reg: str, vals: list, etype: str) -> None:
    if etype == "f16":
        for j in range(0, len(vals), 2):
            w.R[lane][int(reg[1:]) + j // 2] = _encode(vals[j], "f16") | (_encode(vals[j + 1], "f16") << 16)
    else:
        for j, v in enumerate(vals):
            w.R[lane][int(reg[1:]) + j] = _encode(v, etype)


def _gather(piece, vals, groups):
    row, col = piece
    mats = {}
    for gi, lanes in enumerate(groups):
        m = {}
        for lane in lanes:
            for i, v in enumerate(vals[lane]):
                key = (int(row[lane, i]), int(col[lane, i]))
                if key in m and m[key] != v:
                    raise Unsupported(f"two lanes disagree on element {key}")
                m[key] = v
        mats[gi] = m
    return mats


def execute_mma(w: Warp, op: str, regs: list[str], mods: list[list[str]]) -> None:
    from tcsim.matrix import fragments_mma as fm

    parts = op.split(".")
    kind, geom = parts[0], parts[1]
    d_reg, a_reg, b_reg, c_reg = regs
    if kind == "HMMA" and geom == "1688":
        dt = "f32" if parts[2] == "F32" else "f16"
        pa, pb, pc = fm.m16n8k8("a", "f16"), fm.m16n8k8("b", "f16"), fm.m16n8_c()
        at = bt = "f16"
        groups, slots, ksize = [range(32)], list(range(4)), 8
        dot = None
    elif kind == "IMMA":
        k = {"8816": 16, "8832": 32}[geom]
        at, bt = parts[2].lower(), parts[3].lower()
        dt = "s32"
        pa, pb, pc = fm.m8n8_int("a", k), fm.m8n8_int("b", k), fm.m8n8_int("c", k)
        groups, slots, ksize = [range(32)], [0, 1], k
        dot = None
    elif kind == "BMMA" and geom == "88128":
        if parts[2:4] != ["XOR", "POPC"]:
            raise Unsupported(op)
        at = bt = "b1"
        dt = "s32"
        pa, pb, pc = fm.m8n8_int("a", 128), fm.m8n8_int("b", 128), fm.m8n8_int("c", 128)
        groups, slots, ksize = [range(32)], [0, 1], 128
        dot = "xor_popc"
    elif kind == "HMMA" and geom == "884":
        dt = "f32" if parts[2] == "F32" else "f16"
        step = int(parts[-1][len("STEP"):])
        la = "row" if "ROW" in mods[1] else "col"
        lb = "row" if "ROW" in mods[2] else "col"
        pa, pb, pc = fm.m8n8k4("a", "f16", la), fm.m8n8k4("b", "f16", lb), fm.m8n8k4("c", dt)
        at = bt = "f16"
        groups = [[4 * q + i for i in range(4)] + [4 * q + 16 + i for i in range(4)] for q in range(4)]
        slots = [2 * step, 2 * step + 1] if dt == "f32" else [4 * step + j for j in range(4)]
        ksize = 4
        dot = None
    else:
        raise Unsupported(op)
    group_of = {lane: gi for gi, lanes in enumerate(groups) for lane in lanes}
    a_vals = [_read(w, lane, a_reg, pa[0].shape[1], at) for lane in range(32)]
    b_vals = [_read(w, lane, b_reg, pb[0].shape[1], bt) for lane in range(32)]
    c_vals = [_read(w, lane, c_reg, len(slots), dt) for lane in range(32)]
    A = _gather(pa, a_vals, groups)
    B = _gather(pb, b_vals, groups)
    out = []
    for lane in range(32):
        g = group_of[lane]
        res = []
        for j, s in enumerate(slots):
            r, c = int(pc[0][lane, s]), int(pc[1][lane, s])
            if dot == "xor_popc":
                acc = sum(A[g][(r, k)] ^ B[g][(k, c)] for k in range(ksize))
            else:
                acc = sum(A[g][(r, k)] * B[g][(k, c)] for k in range(ksize))
            res.append(c_vals[lane][j] + acc)
        out.append(res)
    for lane in range(32):
        _write(w, lane, d_reg, out[lane], dt)


MMA_CHECK_CU = r"""
#include <mma.h>
#include <cuda_fp16.h>
using namespace nvcuda;
// (integer/sub-byte cases are only generated for Turing)
#define CHK(name, M, N, K, TA, TS, TC, la, lb, lc, LDA, LDB, LDC, MMA)                          \
extern "C" __global__ void name(const TS* a, const TS* b, const TC* c, TC* d) {               \
  wmma::fragment<wmma::matrix_a, M, N, K, TA, wmma::la> fa;                                  \
  wmma::fragment<wmma::matrix_b, M, N, K, TA, wmma::lb> fb;                                  \
  wmma::fragment<wmma::accumulator, M, N, K, TC> fc;                                         \
  wmma::load_matrix_sync(fa, a, LDA); wmma::load_matrix_sync(fb, b, LDB);                    \
  wmma::load_matrix_sync(fc, c, LDC, wmma::lc);                                              \
  wmma::MMA(fc, fa, fb, fc);                                                                 \
  wmma::store_matrix_sync(d, fc, LDC, wmma::lc); }
"""


def mma_check_cases(family: str):
    cases = []
    for (m, n, k) in ((16, 16, 16), (32, 8, 16), (8, 32, 16)):
        types = [("f16", "f16"), ("f16", "f32")]
        if family == "turing":
            types += [("s8", "s32"), ("u8", "s32")]
        for ab, ct in types:
            for la in ("row", "col"):
                for lb in ("row", "col"):
                    cases.append(((m, n, k), ab, ct, la, lb, la))
    if family == "turing":
        for ab in ("s4", "u4"):
            cases.append(((8, 8, 32), ab, "s32", "row", "col", "row"))
        cases.append(((8, 8, 128), "b1", "s32", "row", "col", "col"))
    return cases


def _check_name(case) -> str:
    (m, n, k), ab, ct, la, lb, lc = case
    return f"chk_m{m}n{n}k{k}_{ab}_{ct}_{la[0]}{lb[0]}{lc[0]}"


def mma_check_source(family: str) -> str:
    cty = {"f16": "half", "f32": "float", "s32": "int"}
    aty = {"f16": ("half", "half"), "s8": ("signed char", "signed char"),
           "u8": ("unsigned char", "unsigned char"),
           "s4": ("wmma::experimental::precision::s4", "void"),
           "u4": ("wmma::experimental::precision::u4", "void"),
           "b1": ("wmma::experimental::precision::b1", "void")}
    lines = [MMA_CHECK_CU]
    for case in mma_check_cases(family):
        (m, n, k), ab, ct, la, lb, lc = case
        lda = k if la == "row" else m
        ldb = n if lb == "row" else k
        ldc = n if lc == "row" else m
        ta, ts = aty[ab]
        mma = "bmma_sync" if ab == "b1" else "mma_sync"
        lines.append(f"CHK({_check_name(case)}, {m}, {n}, {k}, {ta}, {ts}, {cty[ct]}, {la}_major, "
                     f"{lb}_major, mem_{lc}_major, {lda}, {ldb}, {ldc}, {mma})")
    return "\n".join(lines) + "\n"


def _pack(mat: np.ndarray, etype: str, layout: str) -> bytes:
    flat = mat if layout == "row" else mat.T
    flat = np.ascontiguousarray(flat).reshape(-1)
    if etype == "f16":
        return flat.astype(np.float16).tobytes()
    if etype == "f32":
        return flat.astype(np.float32).tobytes()
    if etype == "s32":
        return flat.astype(np.int32).tobytes()
    if etype in ("s8", "u8"):
        return flat.astype(np.int64).astype(np.uint8 if etype == "u8" else np.int8).tobytes()
    bits = 4 if etype in ("s4", "u4") else 1
    per = 8 // bits
    u = (flat.astype(np.int64) & ((1 << bits) - 1)).reshape(-1, per)
    return bytes(int(sum(int(x) << (bits * i) for i, x in enumerate(row))) for row in u)


def run_mma_check(lines: list[str], case, family: str, rng) -> tuple[bool, int]:
    (m, n, k), ab, ct, la, lb, lc = case
    lo, hi = {"f16": (-3, 4), "s8": (-8, 8), "u8": (0, 12), "s4": (-8, 8), "u4": (0, 16), "b1": (0, 2)}[ab]
    A = rng.integers(lo, hi, size=(m, k))
    B = rng.integers(lo, hi, size=(k, n))
    C = rng.integers(-20, 20, size=(m, n))
    if ab == "b1":
        ref = C + np.array([[int(np.sum(A[i] ^ B[:, j])) for j in range(n)] for i in range(m)])
    else:
        ref = C + A @ B
    bases = (0x1000_0000, 0x1100_0000, 0x1200_0000)
    mem = {bases[0]: _pack(A, ab, la), bases[1]: _pack(B, ab, lb), bases[2]: _pack(C, ct, lc)}
    params = struct.pack("<QQQQ", *bases, OUT_BASE)
    w = Warp(params, mem, family)
    w.run(lines)
    eb = {"f16": 2, "f32": 4, "s32": 4}[ct]
    raw = bytes(w.stores.get(OUT_BASE + i, 0) for i in range(m * n * eb))
    dt = {"f16": np.float16, "f32": np.float32, "s32": np.int32}[ct]
    D = np.frombuffer(raw, dtype=dt).astype(np.float64)
    D = D.reshape(m, n) if lc == "row" else D.reshape(n, m).T
    return bool(np.array_equal(D, ref.astype(np.float64))), w.mma_count


def run_probe(lines: list[str], name: str, ldm: int) -> dict:
    """Run one probe kernel (tile, ldm, out) for both byte planes; decode the map."""
    params = struct.pack("<QIIQ", TILE_BASE, ldm, 0, OUT_BASE)
    planes = []
    for p in range(2):
        tile = bytes(((o >> (8 * p)) & 0xFF) for o in range(1 << 16))
        w = Warp(params, {TILE_BASE: tile})
        w.run(lines)
        if not w.stores:
            raise Unsupported("no stores")
        n = max(w.stores) + 1 - OUT_BASE
        buf = bytearray(n)
        for a, b in w.stores.items():
            buf[a - OUT_BASE] = b
        planes.append(bytes(buf))
    matrix, shape, etype, layout = parse_probe_name(name)
    row, col = maps_from_probe(matrix, shape, etype, layout, ldm, planes)
    return {"row": row.tolist(), "col": col.tolist()}


def natural_ldm(name: str) -> int:
    return probe_ldm(*parse_probe_name(name))


def _mma_check(tmp: Path, ptxas70: str, nvdisasm: str, sass_dir: Path | None) -> dict:
    """Run wmma load + mma + store kernels with numbers and compare with numpy."""
    rng = np.random.default_rng(2019)
    result = {}
    for arch, family in (("sm_75", "turing"), ("sm_70", "volta")):
        cu = tmp / f"mma_check_{family}.cu"
        src = mma_check_source(family)
        cu.write_text(src)
        if family == "turing":
            cubin = build_sm75(tmp, cu_to_ptx(cu, tmp / "mma_check_turing.ptx"), "mma_check")
        else:
            cubin = build_sm70(tmp, ptxas70, cu, "mma_check")
        sections = text_sections(cubin.read_bytes())
        out = {}
        for case in mma_check_cases(family):
            name = _check_name(case)
            lines = disassemble(sections[name], nvdisasm)
            if sass_dir:
                (sass_dir / f"{arch}_{name}.sass").write_text("\n".join(lines) + "\n")
            ok, nmma = run_mma_check(lines, case, family, rng)
            out[name] = {"ok": ok, "mma": [ln for ln in lines if "MMA" in ln]}
            print(f"{arch} {name}: {'PASS' if ok else 'FAIL'} ({nmma} MMA instructions)")
        result[arch] = out
    return result


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ptxas-sm70", help="a ptxas that still targets sm_70 (CUDA 12)")
    ap.add_argument("--sass", type=Path, help="directory to write each kernel's disassembly to")
    ap.add_argument("--print", dest="show", nargs="*", help="print these kernels' maps (arch:name or name)")
    ap.add_argument("--out", type=Path, default=OUT_JSON)
    args = ap.parse_args(argv)

    nvdisasm = nvdisasm_path()
    ptxas70 = ptxas_sm70_path(args.ptxas_sm70)
    result: dict = {"tools": {"nvcc": tool_version("nvcc"), "ptxas_sm75": tool_version("ptxas"),
                              "ptxas_sm70": tool_version(ptxas70), "nvdisasm": tool_version(nvdisasm)}}
    if args.sass:
        args.sass.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="tcsim-frag-") as tmp:
        tmp = Path(tmp)
        for arch, cubin in (("sm_75", build_sm75(tmp)), ("sm_70", build_sm70(tmp, ptxas70))):
            maps = {}
            for name, code in sorted(text_sections(cubin.read_bytes()).items()):
                lines = disassemble(code, nvdisasm)
                if args.sass:
                    (args.sass / f"{arch}_{name}.sass").write_text("\n".join(lines) + "\n")
                maps[name] = run_probe(lines, name, natural_ldm(name))
            result[arch] = maps
            print(f"{arch}: {len(maps)} probe kernels decoded")
        checks = _mma_check(tmp, ptxas70, nvdisasm, args.sass)
    failed = [f"{a}:{n}" for a, d in checks.items() for n, v in d.items() if not v["ok"]]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w") as f:
        f.write("{\n")
        f.write(f'"tools": {json.dumps(result["tools"])},\n')
        f.write('"mma_check": {\n')
        for ai, arch in enumerate(("sm_75", "sm_70")):
            f.write(f'  "{arch}": {{\n')
            names = sorted(checks[arch])
            for i, name in enumerate(names):
                f.write(f'    "{name}": {json.dumps(checks[arch][name])}')
                f.write(",\n" if i + 1 < len(names) else "\n")
            f.write("  }" + (",\n" if ai == 0 else "\n"))
        f.write("},\n")
        for ai, arch in enumerate(("sm_75", "sm_70")):
            f.write(f'"{arch}": {{\n')
            names = sorted(result[arch])
            for i, name in enumerate(names):
                m = result[arch][name]
                f.write(f'  "{name}": {{"row": {json.dumps(m["row"], separators=(",", ":"))},\n')
                f.write(f'    "col": {json.dumps(m["col"], separators=(",", ":"))}}}')
                f.write(",\n" if i + 1 < len(names) else "\n")
            f.write("}" + (",\n" if ai == 0 else "\n"))
        f.write("}\n")
    print(f"wrote {args.out}")
    for s in args.show or []:
        arch, _, name = s.rpartition(":")
        m = result[arch or "sm_75"][name]
        for lane in range(32):
            print(lane, list(zip(m["row"][lane], m["col"][lane])))
    if failed:
        print("MMA CHECK FAILED: " + ", ".join(failed))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
