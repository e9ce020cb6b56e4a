"""Operands and names inside a function body.

:class:`OperandParser` parses one operand (register, special register, immediate,
symbol, address, vector, pipe, negation, call argument list) and resolves every name
against the scopes of the body being read:

* a name means its innermost declaration, as in PTX; names declared inside nested
  ``{ }`` blocks carry the block's ``@<n>`` suffix in the IR (for a ranged declaration
  ``%t<4>`` in block 2 the declaration is ``%t@2`` and its registers ``%t@20`` ..
  ``%t@23``: ``decl.name + index``, which is how executors enumerate a ranged decl);
* labels may be used before they are defined, so such uses become :class:`Pending`
  placeholders, replaced by :meth:`OperandParser.resolve_pending` when the body ends.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tcsim.isa.ir import (
    Address,
    ArgList,
    Imm,
    Instruction,
    Not,
    Pipe,
    Reg,
    RegDecl,
    Sink,
    Special,
    Sym,
    VarDecl,
    Vector,
)

from .cursor import Cursor
from .lexer import ID, NUM, PUNCT


@dataclass(frozen=True, slots=True)
class BracketList:
    """A bracketed operand list ``[%rd1, {%r1, %r2}]`` as used by ``tex``/``tld4``/``suld``
    (texture or surface handle plus a coordinate vector). Not part of ``ir.Operand``; an
    executor that does not model textures reports it as an unsupported operand."""

    elems: tuple


def _specials() -> frozenset[str]:
    names = set()
    for base in ("tid", "ntid", "ctaid", "nctaid", "cluster_ctaid", "cluster_nctaid",
                 "clusterid", "nclusterid"):
        names.update(f"%{base}.{c}" for c in "xyz")
    names.update("%" + s for s in (
        "laneid", "warpid", "nwarpid", "smid", "nsmid", "gridid", "clock", "clock_hi",
        "clock64", "globaltimer", "globaltimer_lo", "globaltimer_hi", "dynamic_smem_size",
        "total_smem_size", "aggr_smem_size", "lanemask_eq", "lanemask_le", "lanemask_lt",
        "lanemask_ge", "lanemask_gt", "cluster_ctarank", "cluster_nctarank",
        "is_explicit_cluster", "current_graph_exec", "reserved_smem_offset_begin",
        "reserved_smem_offset_end", "reserved_smem_offset_cap"))
    names.update(f"%envreg{i}" for i in range(32))
    names.update(f"%pm{i}" for i in range(8))
    names.update(f"%pm{i}_64" for i in range(8))
    return frozenset(names)


SPECIALS = _specials()
#: predefined identifiers that are constants (PTX ISA "Predefined Identifiers"): nvcc writes
#: ``mov.u32 %r1, WARP_SZ;`` for warpSize. Everything else in that table is a special register.
CONSTANTS = {"WARP_SZ": Imm("int", 32)}
MAX_DEPTH = 32  # nesting of { } / ( ) / [ ] inside operands and initializers
_RANGED = re.compile(r"(.*[^0-9])(0|[1-9][0-9]*)\Z")  # %rd12 -> ('%rd', '12')
_SINK = Sink()


# ----------------------------------------------------------------------- scope state

class Pending:
    """A reference to a name not declared (yet) at its use: a forward label or a
    ``.branchtargets`` list. Resolved against ``scopes`` when the function ends."""

    __slots__ = ("name", "offset", "pos", "scopes")

    def __init__(self, name: str, pos: int, scopes: tuple):
        self.name = name
        self.offset = 0
        self.pos = pos
        self.scopes = scopes


class Scope:
    """One ``{ }`` level of a function body (the outermost also holds the parameters).
    Maps source names to declarations; ``suffix`` is ``""`` or ``"@<n>"``."""

    __slots__ = ("suffix", "regs", "ranges", "vars", "labels", "targets", "protos")

    def __init__(self, suffix: str):
        self.suffix = suffix
        self.regs: dict[str, RegDecl] = {}  # scalar registers by source name
        self.ranges: dict[str, RegDecl] = {}  # %r<N> declarations by prefix '%r'
        self.vars: dict[str, VarDecl] = {}
        self.labels: dict[str, str] = {}  # source name -> unique name
        self.targets: dict[str, tuple] = {}  # .branchtargets/.calltargets name -> operands
        self.protos: dict[str, str] = {}  # .callprototype name -> unique name


class FuncState:
    """Mutable state while one function body is read."""

    __slots__ = ("regs", "vars", "instructions", "labels", "blocks", "scopes", "pending",
                 "debug_loc", "cache", "protos", "nregs")

    def __init__(self, top: Scope):
        self.regs: dict[str, RegDecl] = {}
        self.vars: dict[str, VarDecl] = {}
        self.instructions: list[Instruction] = []
        self.labels: dict[str, int] = {}
        self.blocks = 0
        self.scopes = [top]
        self.pending: list[int] = []  # indices of instructions holding a Pending operand
        self.debug_loc = None
        self.cache: dict[str, object] = {}  # name -> resolved operand for the current scopes
        self.protos: dict[str, dict] = {}
        self.nregs = 0  # registers declared so far (parser.MAX_REGISTERS)


class OperandParser(Cursor):
    """Operand rules; the statement rules in :mod:`.parser` build on it."""

    def operand(self, fs: FuncState):
        toks = self.toks
        kind, text, pos = tok = toks[self.i]
        self.i += 1
        if kind == ID:
            if text == "_":
                op = _SINK
            else:
                op = self.resolve(fs, text, pos)
                t = toks[self.i]
                if t[1] == "+" and t[0] == PUNCT:
                    if isinstance(op, Sym) and op.kind == "var":
                        self.i += 1
                        op = Sym(op.name, "var", self.integer("offset after '+'"))
                    elif isinstance(op, Pending):
                        self.i += 1
                        op.offset = self.integer("offset after '+'")
            t = toks[self.i]
            if t[1] == "|" and t[0] == PUNCT:
                self.i += 1
                return Pipe(op, self.operand(fs))
            return op
        if kind == NUM:
            return self.number(tok)
        if kind == PUNCT:
            if text == "-":
                t = self.advance()
                if t[0] != NUM:
                    raise self.err(f"expected a number after '-', found {self.show(t)}", t)
                imm = self.number(t)
                if imm.kind in ("f32", "f64"):
                    raise self.err(f"cannot negate {t[1]} (write the negative bit pattern)", t)
                return Imm(imm.kind, -imm.value)
            if text == "!":
                t = toks[self.i]
                r = self.resolve(fs, t[1], t[2]) if t[0] == ID else None
                if not isinstance(r, Reg):
                    raise self.err(f"expected a predicate register after '!', found {self.show(t)}", t)
                self.i += 1
                return Not(r)
            if text in "{([":
                if self.depth >= MAX_DEPTH:
                    raise self.err("operand nested too deeply", tok)
                self.depth += 1
                try:
                    if text == "[":
                        return self.address(fs, tok)
                    close = "}" if text == "{" else ")"
                    elems = self.operand_list(fs, close)
                    return Vector(elems) if text == "{" else ArgList(elems)
                finally:
                    self.depth -= 1
        raise self.err(f"expected an operand, found {self.show(tok)}", tok)

    def operand_list(self, fs: FuncState, close: str) -> tuple:
        elems = []
        if self.peek_is(close):
            self.i += 1
            return ()
        while True:
            elems.append(self.operand(fs))
            t = self.advance()
            if t[0] == PUNCT:
                if t[1] == ",":
                    continue
                if t[1] == close:
                    return tuple(elems)
            raise self.err(f"expected ',' or '{close}', found {self.show(t)}", t)

    def address(self, fs: FuncState, open_tok):
        toks = self.toks
        kind, text, pos = tok = toks[self.i]
        if kind == NUM or (text == "-" and kind == PUNCT):
            neg = text == "-"
            if neg:
                self.i += 1
            value = self.integer("address")
            self.expect("]", "address")
            return Address(None, -value if neg else value)
        if kind != ID:
            raise self.err(f"expected a register, variable or integer address, found {self.show(tok)}")
        self.i += 1
        base = self.resolve(fs, text, pos)
        if isinstance(base, Sym) and base.kind != "var":
            raise self.err(f"'{text}' is a {base.kind}, not an address", tok)
        if isinstance(base, Pending):
            raise self.err(f"unknown symbol '{text}'", tok)
        t = toks[self.i]
        if not isinstance(base, (Reg, Sym)) and not (t[1] == "," and t[0] == PUNCT):
            raise self.err(f"'{text}' cannot be used as an address", tok)
        offset = 0
        if t[0] == PUNCT and t[1] in "+-":
            self.i += 1
            neg = t[1] == "-"
            if t[1] == "+" and self.peek_is("-"):
                self.i += 1
                neg = True
            offset = self.integer("offset in address")
            if neg:
                offset = -offset
        elif t[0] == PUNCT and t[1] == ",":
            self.i -= 1
            return BracketList(self.operand_list(fs, "]"))
        self.expect("]", "address")
        return Address(base, offset)

    # ------------------------------------------------------------------ names
    def resolve(self, fs: FuncState, name: str, pos: int):
        """The operand a name denotes in the current scopes (Reg, Special, Sym), or a
        Pending for a name that may still be declared as a label."""
        r = fs.cache.get(name)
        if r is not None:
            return r
        if name in SPECIALS:
            r = Special(name)
        elif name in CONSTANTS:
            r = CONSTANTS[name]
        elif "." in name:
            if name[0] == "%":
                raise self.src.error(pos, f"unknown special register '{name}'")
            raise self.src.error(pos, f"unexpected '.' in name '{name}'")
        else:
            r = self.lookup(fs, name, pos)
            if isinstance(r, Pending):
                self.has_pending = True
                return r
        fs.cache[name] = r
        return r

    def lookup(self, fs: FuncState, name: str, pos: int):
        bad = None
        m = None
        for sc in reversed(fs.scopes):
            d = sc.regs.get(name)
            if d is not None:
                return Reg(d.name, d)
            if sc.ranges:
                if m is None:
                    m = _RANGED.match(name) or False
                if m:
                    d = sc.ranges.get(m.group(1))
                    if d is not None:
                        if int(m.group(2)) < d.count:
                            return Reg(d.name + m.group(2), d)
                        bad = bad or d
            v = sc.vars.get(name)
            if v is not None:
                return Sym(v.name, "var")
            p = sc.protos.get(name)
            if p is not None:
                return Sym(p, "proto")
        if bad is not None:
            base = bad.name.split("@")[0]
            raise self.src.error(pos, f"unknown register '{name}' (declared {base}<{bad.count}>)")
        if name in self.variables:
            return Sym(name, "var")
        if name in self.functions:
            return Sym(name, "func")
        if name[0] == "%":
            raise self.src.error(pos, f"unknown register '{name}'")
        return Pending(name, pos, tuple(fs.scopes))

    def resolve_pending(self, fs: FuncState) -> None:
        for idx in fs.pending:
            ins = fs.instructions[idx]
            ins.operands = tuple(self.fix(fs, op) for op in ins.operands)

    def fix(self, fs: FuncState, op):
        if isinstance(op, Pending):
            for sc in reversed(op.scopes):
                u = sc.labels.get(op.name)
                if u is not None:
                    if op.offset:
                        raise self.src.error(op.pos, f"offset on label '{op.name}'")
                    return Sym(u, "label", 0, fs.labels[u])
                t = sc.targets.get(op.name)
                if t is not None:
                    return Vector(tuple(self.fix(fs, e) for e in t))
            raise self.src.error(op.pos, f"unknown symbol '{op.name}'")
        if isinstance(op, Pipe):
            return Pipe(self.fix(fs, op.first), self.fix(fs, op.second))
        if isinstance(op, Vector):
            return Vector(tuple(self.fix(fs, e) for e in op.elems))
        if isinstance(op, ArgList):
            return ArgList(tuple(self.fix(fs, e) for e in op.elems))
        if isinstance(op, BracketList):
            return BracketList(tuple(self.fix(fs, e) for e in op.elems))
        return op
