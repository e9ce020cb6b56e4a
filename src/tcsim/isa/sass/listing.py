"""Parse the text ``nvdisasm -c`` prints for a cubin into per-section instruction lines.

The listing gives, per ``.text.<name>`` section, lines ``/*PC*/ [@[!]P] OPCODE.MODS operands ;``
and labels (``.L_x_3:``, function symbols). With ``-hex`` each instruction is followed by its
two 64-bit halves in comments; tcsim takes the words from the cubin instead and only accepts
(and checks) them here when present. Errors name ``listing:line``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .elf import SassFormatError
from .ir import CBank, Imm, Mem, Operand, Reg, Target

_SECTION = re.compile(r"^//-+ \.text\.(\S+)\s+-+$")
_OTHER_SECTION = re.compile(r"^//-+ (\S+)\s+-+$")
_INSTR = re.compile(r"^/\*([0-9a-f]{4,})\*/\s+(.*?)\s*(?:\(\*.*?\*\))?\s*;\s*(?:/\*\s*(0x[0-9a-f]{16})\s*\*/)?\s*$")
_HEX_ONLY = re.compile(r"^/\*\s*(0x[0-9a-f]{16})\s*\*/$")
_LABEL = re.compile(r"^([.$\w]+):$")
_GUARD = re.compile(r"^@(!?)(U?P)([0-6T])\s+")


@dataclass
class RawInstr:
    pc: int
    text: str
    line: int
    words: list[int]  # the 64-bit halves printed by -hex (empty without)


@dataclass
class RawSection:
    name: str
    instrs: list[RawInstr]
    labels: dict[str, int]


def split_sections(text: str, where: str) -> dict[str, RawSection]:
    """The instruction lines and labels of every code section of an nvdisasm listing."""
    sections: dict[str, RawSection] = {}
    cur: RawSection | None = None
    pending: list[str] = []
    last: RawInstr | None = None
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        m = _SECTION.match(line)
        if m:
            cur = sections.setdefault(m.group(1), RawSection(m.group(1), [], {}))
            pending, last = [], None
            continue
        if _OTHER_SECTION.match(line):
            cur = None
            continue
        if cur is None:
            continue
        m = _INSTR.match(line)
        if m:
            pc = int(m.group(1), 16)
            if pc != 16 * len(cur.instrs):
                raise SassFormatError(f"{where}:{no}: instruction at PC {pc:#06x}, expected {16 * len(cur.instrs):#06x} "
                                      f"(instructions of .text.{cur.name} must be consecutive 16-byte words)")
            last = RawInstr(pc, m.group(2), no, [int(m.group(3), 16)] if m.group(3) else [])
            cur.instrs.append(last)
            for lab in pending:
                cur.labels[lab] = pc
            pending = []
            continue
        m = _HEX_ONLY.match(line)
        if m and last is not None:
            last.words.append(int(m.group(1), 16))
            continue
        m = _LABEL.match(line)
        if m:
            pending.append(m.group(1))
            continue
        if line.startswith(".") or line.startswith("//"):
            continue  # directives (.section, .align, .global, ...) and comments
        raise SassFormatError(f"{where}:{no}: cannot read this line of the nvdisasm listing: {line[:60]!r}")
    for sec in sections.values():
        for lab in pending:
            sec.labels.setdefault(lab, 16 * len(sec.instrs))
    return sections


def split_operands(s: str) -> list[str]:
    """Split at the commas outside brackets; a trailing ```(label)`` after a register (RET R14
    `(kernel)) is its own operand."""
    parts, depth, cur = [], 0, ""
    for ch in s:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    out = []
    for p in parts:
        if " `(" in p:
            a, b = p.split(" `(", 1)
            out += [a.strip(), "`(" + b]
        else:
            out.append(p)
    return out


_REG = re.compile(r"^(UR|UP|SB|SR|R|P|B)(\d+|Z|T)$")
_SR = re.compile(r"^SR_\w+(?:\.[XYZ])?$")
_NUM = re.compile(r"^[+-]?(?:0x[0-9a-f]+|\d+(?:\.\d*)?(?:e[+-]?\d+)?|INF|QNAN|NAN)$", re.I)


def parse_reg(tok: str) -> Reg | None:
    """``R5.reuse.H1`` / ``-UR4`` / ``!P0`` / ``|R3|`` / ``SR_TID.X`` / ``PR`` -> Reg, else None."""
    neg = invert = absv = False
    if tok.startswith("-"):
        neg, tok = True, tok[1:]
    if tok.startswith("!") or tok.startswith("~"):
        invert, tok = True, tok[1:]
    if len(tok) > 2 and tok.startswith("|") and tok.endswith("|"):
        absv, tok = True, tok[1:-1]
    if _SR.match(tok) or tok in ("SRZ",):
        return Reg("SR", None if tok == "SRZ" else 0, tok, (), neg, invert, absv)
    if tok == "PR":  # all predicates as one register (P2R / R2P)
        return Reg("PR", 0, "PR", (), neg, invert, absv)
    head, *mods = tok.split(".")
    m = _REG.match(head)
    if not m:
        return None
    file, idx = m.groups()
    if (idx == "Z" and file not in ("R", "UR")) or (idx == "T" and file not in ("P", "UP")):
        return None
    reuse = "reuse" in mods
    mods = [x for x in mods if x != "reuse"]
    return Reg(file, None if idx in ("Z", "T") else int(idx), "", tuple(mods), neg, invert, absv, reuse)


def parse_imm(tok: str) -> Imm | None:
    if not _NUM.match(tok):
        return None
    t = tok.lower().lstrip("+")
    sign = -1 if t.startswith("-") else 1
    body = t.lstrip("-")
    if body.startswith("0x"):
        return Imm(sign * int(body, 16), tok)
    if body in ("inf", "qnan", "nan"):
        return Imm(sign * float("inf") if body == "inf" else float("nan"), tok)
    if any(c in body for c in ".e"):
        return Imm(sign * float(body), tok)
    return Imm(sign * int(body), tok)


def _mem(inner: str, desc: Reg | None, where: str) -> Mem:
    base = ureg = None
    off = 0
    for term in re.split(r"\+(?![^\[]*\])", inner.replace("-0x", "+-0x")):
        term = term.strip()
        if not term:
            continue
        r = parse_reg(term)
        if r is not None and r.file in ("R",) and base is None:
            base = r
        elif r is not None and r.file == "UR":
            ureg = r
        else:
            i = parse_imm(term)
            if i is None or not isinstance(i.value, int):
                raise SassFormatError(f"{where}: cannot read address term {term!r} in [{inner}]")
            off += i.value
    return Mem(base, ureg, off, desc)


_CBANK = re.compile(r"^(-?)(\|?)c\[(0x[0-9a-f]+)\]\[(.+)\]\|?$")
_MEMRE = re.compile(r"^(?:desc\[(\w+)\])?\[(.*)\]$")


_GDESC = re.compile(r"^(g?desc)\[(UR\d+)\]((?:\.\w+)*)$")
_GSB = re.compile(r"^gsb(\d)$")


def parse_operand(tok: str, labels: dict[str, int], where: str) -> Operand:
    # Hopper: gdesc[URx](.negB.tnspA...) names the uniform registers holding an HGMMA's A and B
    # matrix descriptors, a lone desc[URx] a TMA's cache-policy operand; gsbN the warpgroup
    # scoreboard an HGMMA is tracked by
    m = _GDESC.match(tok)
    if m:
        r = parse_reg(m.group(2))
        return Reg("UR", r.index, m.group(1), tuple(x for x in m.group(3).split(".") if x))
    m = _GSB.match(tok)
    if m:
        return Reg("SB", int(m.group(1)), tok)
    if tok.startswith("`(") and tok.endswith(")"):
        lab = tok[2:-1]
        return Target(lab, labels.get(lab))
    # nvdisasm prints the f16x2 constant operand of HFMA2 as 'c[0x0] [0x170]'
    m = _CBANK.match(tok.replace("] [", "]["))
    if m:
        neg, absv, bank, inner = m.groups()
        reg = None
        off = 0
        for term in inner.split("+"):
            r = parse_reg(term)
            if r is not None:
                reg = r
            else:
                i = parse_imm(term)
                if i is None or not isinstance(i.value, int):
                    raise SassFormatError(f"{where}: cannot read constant-bank address {tok!r}")
                off += i.value
        return CBank(int(bank, 16), off, reg, bool(neg), bool(absv))
    m = _MEMRE.match(tok)
    if m:
        desc = parse_reg(m.group(1)) if m.group(1) else None
        return _mem(m.group(2), desc, where)
    r = parse_reg(tok)
    if r is not None:
        return r
    i = parse_imm(tok)
    if i is not None:
        return i
    raise SassFormatError(f"{where}: cannot read operand {tok!r}")


def parse_instruction(text: str, labels: dict[str, int], where: str):
    """``@!P0 IMAD.WIDE.U32 R2, R2, R3, c[0x0][0x160]`` -> (guard, opcode, mods, operands)."""
    guard = None
    m = _GUARD.match(text)
    if m:
        neg, file, idx = m.groups()
        guard = Reg(file, None if idx == "T" else int(idx), invert=bool(neg))
        text = text[m.end():]
    head, _, rest = text.partition(" ")
    if not re.match(r"^[A-Z][A-Z0-9_]*(\.[\w]+)*$", head):
        raise SassFormatError(f"{where}: cannot read opcode {head!r}")
    opcode, *mods = head.split(".")
    operands = tuple(parse_operand(t, labels, where) for t in split_operands(rest))
    return guard, opcode, tuple(mods), operands
