"""Operands and instruction modifiers of one AMDGPU instruction line.

An instruction is ``mnemonic op, op, ... mod mod ...``: operands are separated by commas;
whatever follows the last operand (whitespace separated) is a modifier. Operands:

* registers ``s7 v12 a3 ttmp4`` and aligned ranges ``s[0:1] v[2:5] a[0:15] ttmp[4:7]``;
* named registers and constant sources (``vcc exec m0 scc off src_shared_base ...``);
* integers (decimal, hex, negative) and float literals (``0.5``, ``-4.0``);
* float source modifiers ``-v1``, ``|v1|``, ``neg(v1)``, ``abs(v1)``, SDWA ``sext(v1)``;
* ``hwreg(...)``, ``sendmsg(...)``;
* labels and symbols, optionally with a relocation and an offset (``k@rel32@lo+4``).

Modifiers: ``name:value`` (number, ``[list]`` or a word), ``name(value)`` (``vmcnt(0)``)
or a bare flag (``glc``); ``&`` between ``s_waitcnt`` counters is accepted.

``attrs["_locs"]`` holds the column of every modifier (by name) and of every operand
(``"#0"``, ``"#1"`` ...), for errors that name the token.
"""

from __future__ import annotations

import re

from tcsim.isa.ir import GPR, Abs, Call, HwReg, Imm, Neg, Sym

from .lexer import EOL, ID, NUM, PUNCT, STR, parse_int

_REG_RE = re.compile(r"(s|v|a|ttmp|acc)(\d+)\Z")
_RANGE_FILES = {"s", "v", "a", "ttmp", "acc"}

#: named registers / constant sources, with their width in 32-bit registers
NAMED = {
    "vcc": 2, "vcc_lo": 1, "vcc_hi": 1, "exec": 2, "exec_lo": 1, "exec_hi": 1, "m0": 1, "scc": 1,
    "vccz": 1, "execz": 1, "flat_scratch": 2, "flat_scratch_lo": 1, "flat_scratch_hi": 1,
    "xnack_mask": 2, "xnack_mask_lo": 1, "xnack_mask_hi": 1, "tba": 2, "tma": 2,
    "src_shared_base": 1, "src_shared_limit": 1, "src_private_base": 1, "src_private_limit": 1,
    "shared_base": 1, "shared_limit": 1, "private_base": 1, "private_limit": 1,
    "src_pops_exiting_wave_id": 1, "src_vccz": 1, "src_execz": 1, "src_scc": 1,
    "src_lds_direct": 1, "lds_direct": 1, "off": 1, "null": 1,
}

#: modifier names (a word in operand position that starts the modifier list)
MODIFIERS = {
    "offset", "offset0", "offset1", "glc", "slc", "dlc", "scc", "sc0", "sc1", "nt", "lds", "offen",
    "idxen", "addr64", "gds", "tfe", "lwe", "swz", "format", "op_sel", "op_sel_hi", "neg_lo", "neg_hi",
    "cbsz", "abid", "blgp", "clamp", "mul", "div", "row_mask", "bank_mask", "bound_ctrl", "fi",
    "quad_perm", "row_shl", "row_shr", "row_ror", "wave_shl", "wave_rol", "wave_shr", "wave_ror",
    "row_mirror", "row_half_mirror", "row_bcast", "row_newbcast", "dst_sel", "dst_unused", "src0_sel",
    "src1_sel", "vmcnt", "expcnt", "lgkmcnt", "vmcnt_sat", "lgkmcnt_sat", "expcnt_sat", "high",
    "unorm", "da", "r128", "a16", "d16", "dmask", "neg",
}

#: modifiers whose value is a word (``dst_sel:WORD_1``) or a list (``op_sel:[0,1]``);
#: every other ``name:value`` takes an integer
WORD_VALUED = {"dst_sel", "dst_unused", "src0_sel", "src1_sel", "format"}
LIST_VALUED = {"op_sel", "op_sel_hi", "neg_lo", "neg_hi", "neg", "quad_perm", "dmask"}

#: modifiers written name(value)
PAREN = {"vmcnt", "expcnt", "lgkmcnt", "vmcnt_sat", "lgkmcnt_sat", "expcnt_sat"}

#: modifiers that take no value
FLAGS = {"glc", "slc", "dlc", "scc", "sc0", "sc1", "nt", "lds", "offen", "idxen", "addr64", "gds",
         "tfe", "lwe", "swz", "clamp", "row_mirror", "row_half_mirror", "high", "unorm", "da", "r128",
         "a16", "d16", "fi"}


class OperandError(Exception):
    def __init__(self, tok, message: str):
        self.tok = tok
        self.message = message


#: source modifiers one operand may carry nested (``neg(|v1|)``, ``-abs(v1)``, ``sext(-v1)``
#: need two or three); deeper nesting is an error, not a RecursionError
MAX_MODIFIER_DEPTH = 4

#: integer literals must fit 64 bits (the widest operand, a 64-bit constant; LLVM's
#: AMDGPUAsmParser parses literals into int64 and rejects wider ones)
_INT_MIN, _INT_MAX = -(1 << 63), (1 << 64) - 1


def show(tok) -> str:
    if tok[0] == EOL:
        return "end of line"
    text = tok[1] if len(tok[1]) <= 40 else tok[1][:37] + "..."
    return f"'{text}'"


class Line:
    """A cursor over one line's tokens."""

    def __init__(self, toks):
        self.toks = toks
        self.i = 0

    def peek(self, k: int = 0):
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def next(self):
        t = self.toks[self.i]
        if t[0] != EOL:
            self.i += 1
        return t

    def at(self, text: str) -> bool:
        t = self.toks[self.i]
        return t[0] == PUNCT and t[1] == text

    def expect(self, text: str, after: str):
        t = self.next()
        if t[0] != PUNCT or t[1] != text:
            raise OperandError(t, f"expected '{text}' {after}, found {show(t)}")
        return t

    def integer(self, what: str) -> int:
        neg = False
        if self.at("-"):
            self.next()
            neg = True
        t = self.next()
        v = parse_int(t[1]) if t[0] == NUM else None
        if v is None:
            if t[0] == NUM and t[1].isdigit():
                raise OperandError(t, f"integer {show(t)} ({len(t[1])} digits) is too large")
            raise OperandError(t, f"expected an integer {what}, found {show(t)}")
        v = -v if neg else v
        if not _INT_MIN <= v <= _INT_MAX:
            raise OperandError(t, f"integer {show(t)} does not fit in 64 bits")
        return v

    def done(self) -> bool:
        return self.toks[self.i][0] == EOL


def parse_operands(line: Line) -> tuple[tuple, dict]:
    """Operands and modifiers from the current position to the end of the line."""
    ops = []
    cols = {}
    if not line.done() and not _starts_modifier(line):
        cols["#0"] = line.peek()[2]
        ops.append(_operand(line))
        while line.at(","):
            line.next()
            cols[f"#{len(ops)}"] = line.peek()[2]
            ops.append(_operand(line))
    attrs: dict = {"_locs": cols} if cols else {}
    while not line.done():
        if line.at("&"):
            line.next()
            continue
        t = line.next()
        if t[0] != ID or t[1] not in MODIFIERS:
            if t[0] == PUNCT and t[1] == ",":
                raise OperandError(t, "unexpected ',' after the instruction's modifiers")
            raise OperandError(t, f"unknown modifier or extra operand {show(t)}")
        name = t[1]
        if name in attrs:
            raise OperandError(t, f"modifier '{name}' given twice")
        if line.at(":"):
            line.next()
            attrs[name] = _mod_value(line, name)
        elif line.at("(") and name in PAREN:
            line.next()
            attrs[name] = line.integer(f"in {name}(...)")
            line.expect(")", f"to close {name}(")
        elif name in FLAGS:
            attrs[name] = True
        else:
            raise OperandError(t, f"modifier '{name}' needs a value ('{name}:N')")
        attrs.setdefault("_locs", {})[name] = t[2]
    return tuple(ops), attrs


def _starts_modifier(line: Line) -> bool:
    t = line.peek()
    if t[0] != ID or t[1] not in MODIFIERS:
        return False
    nxt = line.peek(1)
    if t[1] in FLAGS and t[1] != "scc":
        return True
    return nxt[0] == PUNCT and (nxt[1] == ":" or (nxt[1] == "(" and t[1] in PAREN))


def _mod_value(line: Line, name: str):
    if line.at("[") and name not in LIST_VALUED:
        raise OperandError(line.peek(), f"modifier '{name}' takes a number, not a list")
    if line.at("["):
        line.next()
        vals = [line.integer(f"in {name}:[...]")]
        while line.at(","):
            line.next()
            vals.append(line.integer(f"in {name}:[...]"))
        line.expect("]", f"to close {name}:[")
        return tuple(vals)
    t = line.peek()
    if name == "offset" and t[0] == ID and t[1] == "swizzle":
        return _swizzle(line)
    if t[0] == ID and name in WORD_VALUED:
        line.next()
        return t[1]
    if name in WORD_VALUED:
        raise OperandError(t, f"expected a selection word after {name}:, found {show(t)}")
    return line.integer(f"value of {name}:")


def _swizzle(line: Line) -> int:
    """``offset:swizzle(MODE, ...)`` of ds_swizzle_b32 -> the 16-bit offset it encodes (LLVM
    AMDGPUAsmParser; AMD GFX9 ISA DS_SWIZZLE_B32): QUAD_PERM(a,b,c,d) = 0x8000 | a | b<<2 |
    c<<4 | d<<6; the bitmask mode and_mask [4:0] | or_mask [9:5] | xor_mask [14:10] written
    as SWAP(n) (xor n), REVERSE(n) (xor n-1), BROADCAST(n, lane) (and ~(n-1), or lane) or
    BITMASK_PERM("5 chars of 0 1 p i", most significant bit first)."""
    t0 = line.next()
    line.expect("(", "after swizzle")
    m = line.next()
    if m[0] != ID or m[1] not in ("QUAD_PERM", "BITMASK_PERM", "SWAP", "REVERSE", "BROADCAST"):
        raise OperandError(m, f"unknown swizzle mode {show(m)} (QUAD_PERM, BITMASK_PERM, SWAP, REVERSE, BROADCAST)")
    mode = m[1]
    if mode == "BITMASK_PERM":
        line.expect(",", "after BITMASK_PERM")
        st = line.next()
        pat = st[1][1:-1] if st[0] == STR else ""
        if len(pat) != 5 or any(c not in "01pi" for c in pat):
            raise OperandError(st, 'BITMASK_PERM takes a string of five characters 0, 1, p, i, e.g. "01pip"')
        and_m = or_m = xor_m = 0
        for k, c in enumerate(pat):
            bit = 1 << (4 - k)
            if c == "1":
                or_m |= bit
            elif c in "pi":
                and_m |= bit
                if c == "i":
                    xor_m |= bit
        line.expect(")", "to close swizzle(")
        return and_m | or_m << 5 | xor_m << 10
    args = []
    while line.at(","):
        line.next()
        args.append(line.integer(f"in swizzle({mode}, ...)"))
    line.expect(")", "to close swizzle(")
    want = {"QUAD_PERM": 4, "SWAP": 1, "REVERSE": 1, "BROADCAST": 2}[mode]
    if len(args) != want:
        raise OperandError(t0, f"swizzle({mode}, ...) takes {want} value(s)")
    if mode == "QUAD_PERM":
        if any(not 0 <= a <= 3 for a in args):
            raise OperandError(t0, "QUAD_PERM lane selects are 0-3")
        return 0x8000 | args[0] | args[1] << 2 | args[2] << 4 | args[3] << 6
    n = args[0]
    sizes = (1, 2, 4, 8, 16) if mode == "SWAP" else (2, 4, 8, 16, 32)
    if n not in sizes:
        raise OperandError(t0, f"swizzle({mode}, {n}): the group size must be one of {', '.join(map(str, sizes))}")
    if mode == "SWAP":
        return 0x1F | n << 10
    if mode == "REVERSE":
        return 0x1F | (n - 1) << 10
    lane = args[1]
    if not 0 <= lane < n:
        raise OperandError(t0, f"swizzle(BROADCAST, {n}, {lane}): the lane must be below the group size")
    return (0x1F & ~(n - 1)) | lane << 5


def _operand(line: Line, depth: int = 0):
    t = line.peek()
    if depth > MAX_MODIFIER_DEPTH:
        raise OperandError(t, f"source modifiers nested more than {MAX_MODIFIER_DEPTH} deep")
    if t[0] == PUNCT and t[1] == "-":
        line.next()
        nt = line.peek()
        if nt[0] == NUM:
            imm = _number(line, negate=True)
            return imm
        return Neg(_operand(line, depth + 1))
    if t[0] == PUNCT and t[1] == "|":
        line.next()
        inner = _operand(line, depth + 1)
        line.expect("|", "to close |...|")
        return Abs(inner)
    if t[0] == NUM:
        return _number(line)
    if t[0] != ID:
        raise OperandError(t, f"expected an operand, found {show(t)}")
    name = t[1]
    low = name.lower()
    nxt = line.peek(1)
    if nxt[0] == PUNCT and nxt[1] == "(" and low in ("neg", "abs", "sext", "hwreg", "sendmsg"):
        line.next()
        line.next()
        if low in ("neg", "abs", "sext"):
            inner = _operand(line, depth + 1)
            line.expect(")", f"to close {low}(")
            return Neg(inner) if low == "neg" else Abs(inner) if low == "abs" else Call("sext", (inner,))
        args = []
        if not line.at(")"):
            args.append(_call_arg(line))
            while line.at(","):
                line.next()
                args.append(_call_arg(line))
        line.expect(")", f"to close {low}(")
        return Call(low, tuple(args))
    if low in _RANGE_FILES and nxt[0] == PUNCT and nxt[1] == "[":
        line.next()
        line.next()
        lo = line.integer("register index")
        hi = lo
        if line.at(":"):
            line.next()
            hi = line.integer("register index")
        line.expect("]", "to close the register range")
        if hi < lo:
            raise OperandError(t, f"register range {name}[{lo}:{hi}] is reversed")
        return GPR("a" if low == "acc" else low, lo, hi - lo + 1)
    m = _REG_RE.match(low)
    if m:
        line.next()
        f = m.group(1)
        if len(m.group(2)) > 5:  # the largest register file has 512 entries
            raise OperandError(t, f"register number {show(t)} is out of range")
        return GPR("a" if f == "acc" else f, int(m.group(2)))
    if low in NAMED:
        line.next()
        return HwReg(low, NAMED[low])
    line.next()
    # a label or symbol, maybe 'sym@rel32@lo+4'
    off = 0
    if line.at("+") or line.at("-"):
        sign = 1 if line.next()[1] == "+" else -1
        off = sign * line.integer("symbol offset")
    return Sym(name, "label", off)


def _call_arg(line: Line):
    t = line.peek()
    if t[0] == ID:
        line.next()
        return t[1]
    return line.integer("argument")


def _number(line: Line, negate: bool = False) -> Imm:
    t = line.next()
    v = parse_int(t[1])
    if v is not None:
        v = -v if negate else v
        if not _INT_MIN <= v <= _INT_MAX:
            raise OperandError(t, f"integer literal {show(t)} does not fit in 64 bits")
        return Imm("int", v)
    if t[1].isdigit():  # too many digits for int() (Python's 4300-digit limit)
        raise OperandError(t, f"integer literal {show(t)} ({len(t[1])} digits) does not fit in 64 bits")
    try:
        f = float(t[1])
    except ValueError:
        raise OperandError(t, f"malformed number {show(t)}") from None
    if f == float("inf"):
        raise OperandError(t, f"float literal {show(t)} overflows a double")
    return Imm("float", -f if negate else f)
