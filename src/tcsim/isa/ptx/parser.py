"""PTX text -> :class:`tcsim.isa.ir.Module`: the statement level.

A hand-written recursive-descent parser over the token list of :mod:`.lexer`: module
header, module variables and their initializers, ``.entry``/``.func`` headers and
bodies (declarations, ``{ }`` blocks, labels, instructions). Operands and name
resolution live in :mod:`.operands`.
"""

from __future__ import annotations

import re
import struct

from tcsim.errors import PTXSyntaxError
from tcsim.isa.ir import TYPES, Function, Guard, Instruction, Module, Reg, RegDecl, Sym, VarDecl

from .lexer import DIR, EOF, FILE, ID, LOC, NUM, PUNCT, STR, tokenize
from .operands import MAX_DEPTH, SPECIALS, FuncState, OperandParser, Pending, Scope

_LINKAGES = frozenset((".visible", ".extern", ".weak", ".common"))
_PERF_TUPLE = frozenset((".maxntid", ".reqntid", ".reqnctapercluster"))
_PERF_INT = frozenset((".minnctapersm", ".maxnctapersm", ".maxnreg", ".maxclusterrank"))
_PERF_FLAG = frozenset((".noreturn", ".explicitcluster", ".blocksareclusters"))
_FLOAT_VAR_TYPES = frozenset(("f32", "f64"))
_LOC_RE = re.compile(r"\.loc\s+(\d{1,9})\s+(\d{1,9})\s+(\d{1,9})(?![\w.])")
_FILE_RE = re.compile(r'\.file\s+(\d{1,9})\s+"((?:[^"\\]|\\.)*)"\s*(?:,\s*\d+\s*,\s*\d+\s*)?(?://.*)?\Z')
_VERSION_RE = re.compile(r"\d+\.\d+\Z")

# Resource limits, so that a hostile or mistyped declaration is a one-line error at once
# instead of an attempt to allocate gigabytes (numbers from the CUDA C++ Programming Guide,
# "Technical Specifications per Compute Capability", where the hardware has a limit; the
# others are tcsim's own, far above anything nvcc emits):
#: bytes of one variable per state space. const: 64 KB constant memory; local: 512 KB per
#: thread; shared: above every GPU's per-CTA maximum (the launch checks the arch's limit);
#: global: tcsim's limit for a module-scope __device__ array (large buffers come from the
#: host: Device.empty / zeros); param: above CUDA's 32,764-byte kernel parameter limit.
MAX_VAR_BYTES = {"const": 64 << 10, "local": 512 << 10, "shared": 16 << 20,
                 "global": 256 << 20, "param": 1 << 20}
#: bytes of all module-scope .global variables together (tcsim's limit)
MAX_GLOBAL_BYTES = 1 << 30
#: registers declared by one function (tcsim's limit: each costs a row of lane storage;
#: the largest bundled kernel declares a few thousand)
MAX_REGISTERS = 1 << 20
#: nesting of { } blocks in a function body (nvcc nests its call sequences 2-3 deep)
MAX_BLOCK_DEPTH = 256
#: largest .align (a power of two); nvcc uses at most 16
MAX_ALIGN = 1 << 16
#: types a variable may be initialized with (the executor has a numpy type for them)
_INIT_TYPES = frozenset(("b8", "u8", "s8", "b16", "u16", "s16", "f16", "bf16", "b32", "u32",
                         "s32", "f32", "b64", "u64", "s64", "f64"))
#: register types: every fundamental type that fits the 16/32/64-bit register banks
_REG_TYPES = _INIT_TYPES | frozenset(("pred", "f16x2", "bf16x2", "tf32"))


def _f32(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def _f64(bits: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", bits))[0]


# ---------------------------------------------------------------------------- parser

class Parser(OperandParser):
    def __init__(self, text: str, filename: str):
        super().__init__(text, filename)
        self.has_pending = False  # set by name resolution when the current instruction needs a fix-up
        self.variables: dict[str, VarDecl] = {}
        self.functions: dict[str, Function] = {}
        self.files: dict[int, str] = {}
        self.init_fixups: list[tuple[VarDecl, int, Pending]] = []
        self.fs: FuncState | None = None
        self.depth = 0  # operand nesting, bounded so that hostile input cannot recurse deeply
        self.global_bytes = 0  # module-scope .global bytes so far (MAX_GLOBAL_BYTES)

    # ------------------------------------------------------------------ module
    def parse(self) -> Module:
        try:
            self.toks = tokenize(self.src)
            return self._module()
        except PTXSyntaxError:
            raise
        except Exception as e:  # safety net: never leak a Python error for bad input
            raise self.err(f"internal parser error ({type(e).__name__}: {e}) near {self.show(self.toks[self.i])}") from e

    def _module(self) -> Module:
        version = None
        target: tuple[str, ...] | None = None
        address_size = 32  # the PTX default when .address_size is absent
        toks = self.toks
        while True:
            kind, text, pos = tok = toks[self.i]
            if kind == EOF:
                break
            if kind == FILE:
                self.file_directive(tok)
                self.i += 1
                continue
            if kind == LOC:  # a .loc outside a function has nothing to annotate
                self.i += 1
                continue
            if kind != DIR:
                raise self.err(f"expected a directive, found {self.show(tok)}")
            if text == ".version":
                if version is not None:
                    raise self.err("duplicate .version directive")
                self.i += 1
                t = toks[self.i]
                if t[0] != NUM or not _VERSION_RE.match(t[1]):
                    raise self.err(f"expected a version number like 8.0 after .version, found {self.show(t)}")
                version = t[1]
                self.i += 1
                continue
            if version is None:
                raise self.err(f"expected .version directive before {self.show(tok)}")
            if text == ".target":
                self.i += 1
                names = [self.name("a target name after .target")[1]]
                while self.peek_is(","):
                    self.i += 1
                    names.append(self.name("a target name after ','")[1])
                target = tuple(names)
                continue
            if text == ".address_size":
                self.i += 1
                t = toks[self.i]
                address_size = self.integer("after .address_size")
                if address_size not in (32, 64):
                    raise self.err(f"invalid address size {address_size} (must be 32 or 64)", t)
                continue
            if text == ".pragma":
                self.pragma()
                continue
            if target is None:
                raise self.err(f"expected .target directive before {self.show(tok)}")
            linkage = None
            if text in _LINKAGES:
                linkage = text[1:]
                self.i += 1
                kind, text, _ = toks[self.i]
                if kind != DIR:
                    raise self.err(f"expected a declaration after .{linkage}, found {self.show(toks[self.i])}")
            if text in (".entry", ".func"):
                self.function(text[1:], linkage, pos)
            elif text in (".global", ".const", ".shared"):
                self.i += 1
                for v in self.var_decl(text[1:], linkage, pos, init=True):
                    old = self.variables.get(v.name)
                    if old is not None and old.linkage != "extern" and v.linkage != "extern":
                        raise self.src.error(pos, f"redefinition of variable '{v.name}'")
                    if old is None or old.linkage == "extern":
                        self.variables[v.name] = v
                self.expect(";", "variable declaration")
            elif text in (".tex", ".texref", ".surfref", ".samplerref"):
                raise self.err(f"unsupported directive '{text}' (texture/surface references)")
            else:
                raise self.err(f"unknown directive '{text}'")
        if version is None:
            raise self.err("missing .version directive")
        if target is None:
            raise self.err("missing .target directive")
        for var, idx, p in self.init_fixups:
            var.init[idx] = self.global_sym(p)
        return Module(
            source=self.src.filename,
            version=version,
            target=target,
            address_size=address_size,
            variables=self.variables,
            functions=self.functions,
            files=self.files,
        )

    def file_directive(self, tok) -> None:
        m = _FILE_RE.match(tok[1].strip())
        if not m:
            raise self.err("malformed .file directive (expected .file <index> \"<name>\")", tok)
        self.files[int(m.group(1))] = m.group(2)

    def pragma(self) -> list[str]:
        self.i += 1
        out = []
        while True:
            tok = self.toks[self.i]
            if tok[0] != STR:
                raise self.err(f"expected a string after .pragma, found {self.show(tok)}")
            out.append(tok[1][1:-1])
            self.i += 1
            if not self.peek_is(","):
                break
            self.i += 1
        self.expect(";", ".pragma")
        return out

    # ------------------------------------------------------------------ declarations
    def var_decl(self, space: str, linkage, pos: int, init: bool, anon: bool = False) -> list[VarDecl]:
        """``[.align N] [.vN] .type [.ptr ...] name[dims] [= init] {, name...}`` after the
        state-space directive. ``anon`` admits ``_`` as a name (prototype parameters)."""
        align = vec = typ = ptr = None
        toks = self.toks
        while toks[self.i][0] == DIR:
            t = toks[self.i][1]
            self.i += 1
            if t == ".align":
                align = self.alignment()
            elif t in (".v2", ".v4", ".v8"):
                vec = int(t[2:])
            elif t[1:] in TYPES:
                if typ is not None:
                    raise self.err(f"second type '{t}' in declaration", toks[self.i - 1])
                typ = t[1:]
            elif t == ".ptr" and space == "param":
                ptr = {}
                while toks[self.i][0] == DIR and toks[self.i][1] in (".global", ".shared", ".const", ".local", ".align"):
                    a = self.advance()[1]
                    if a == ".align":
                        ptr["align"] = self.alignment()
                    else:
                        ptr["space"] = a[1:]
            elif t == ".attribute":  # .attribute(.managed): managed memory is plain global here
                self.expect("(", ".attribute")
                while toks[self.i][0] == DIR:
                    self.i += 1
                self.expect(")", ".attribute(...")
            else:
                raise self.err(f"unexpected '{t}' in .{space} declaration", toks[self.i - 1])
        if typ is None:
            raise self.err(f"expected a type in .{space} declaration, found {self.show(toks[self.i])}")
        loc = self.src.loc(pos)
        out = []
        while True:
            tok = self.name("a variable name")
            if tok[1] == "_" and not anon:
                raise self.err("'_' cannot be declared", tok)
            dims: list[int | None] = []
            while self.peek_is("["):
                self.i += 1
                if self.peek_is("]"):
                    dims.append(None)
                else:
                    dims.append(self.integer("array size"))
                self.expect("]", "array size")
            v = VarDecl(space, tok[1], typ, loc, vec=vec or 1, dims=tuple(dims), align=align,
                        linkage=linkage, ptr=ptr)
            if self.peek_is("="):
                if not init:
                    raise self.err(f"initializer not allowed for .{space} variable '{tok[1]}'")
                if typ not in _INIT_TYPES:
                    raise self.err(f"initializers for .{typ} variables are not supported")
                eq = self.advance()
                self.initializer(v, eq)
            self.check_size(v, tok)
            out.append(v)
            if space == "param" or not self.peek_is(","):  # in parameter lists ',' separates params
                return out
            self.i += 1

    def alignment(self) -> int:
        tok = self.toks[self.i]
        a = self.integer("after .align")
        if a < 1 or a & (a - 1) or a > MAX_ALIGN:
            raise self.err(f"alignment {a} is not a power of two up to {MAX_ALIGN}", tok)
        return a

    def check_size(self, v: VarDecl, tok) -> None:
        """Refuse variables larger than the space's limit (see MAX_VAR_BYTES)."""
        limit = MAX_VAR_BYTES.get(v.space, MAX_VAR_BYTES["param"])
        n = v.element_size()
        for d in v.dims:
            n *= d if d is not None else 1
            if n > limit:
                break
        if n > limit:
            raise self.err(f".{v.space} variable '{v.name}' is too large ({_bytes(n)}; "
                           f"the limit is {_bytes(limit)})", tok)
        if v.space == "global" and v.linkage != "extern":
            self.global_bytes += n
            if self.global_bytes > MAX_GLOBAL_BYTES:
                raise self.err(f"module-scope .global variables exceed {_bytes(MAX_GLOBAL_BYTES)} in total "
                               f"at '{v.name}'", tok)

    def initializer(self, v: VarDecl, eq) -> None:
        values: list = []
        self.init_values(v, values, 0)
        n = len(values)
        per = v.vec
        for d in v.dims[1:]:
            per *= d if d is not None else 1
        if v.dims and v.dims[0] is None:
            v.dims = (-(-n // per),) + v.dims[1:]
        total = v.vec
        for d in v.dims:
            total *= d if d is not None else 1
        if n > total:
            raise self.err(f"too many initializers for '{v.name}' ({n} values for {total} elements)", eq)
        v.init = values

    def init_values(self, v: VarDecl, out: list, depth: int) -> None:
        tok = self.toks[self.i]
        if tok[1] == "{" and tok[0] == PUNCT:
            if depth >= MAX_DEPTH:
                raise self.err("initializer nested too deeply")
            self.i += 1
            if self.peek_is("}"):
                self.i += 1
                return
            while True:
                self.init_values(v, out, depth + 1)
                t = self.advance()
                if t[1] == "}" and t[0] == PUNCT:
                    return
                if t[1] != "," or t[0] != PUNCT:
                    raise self.err(f"expected ',' or '}}' in initializer, found {self.show(t)}", t)
        out.append(self.init_value(v, out))

    def init_value(self, v: VarDecl, out: list):
        tok = self.advance()
        kind, text, pos = tok
        neg = False
        if text == "-" and kind == PUNCT:
            neg = True
            tok = self.advance()
            kind, text, pos = tok
        if kind == NUM:
            imm = self.number(tok)
            val = imm.value
            if v.type in _FLOAT_VAR_TYPES:
                if imm.kind == "f32":
                    val = _f32(val)
                elif imm.kind == "f64":
                    val = _f64(val)
                val = float(val)
            elif imm.kind == "float":
                raise self.err(f"floating-point initializer {text} for .{v.type} variable '{v.name}'", tok)
            if neg:
                if imm.kind in ("f32", "f64") and v.type not in _FLOAT_VAR_TYPES:
                    raise self.err(f"cannot negate {text}", tok)
                val = -val
            return val
        if neg:
            raise self.err(f"expected a number after '-', found {self.show(tok)}", tok)
        if kind == ID and text == "generic" and self.peek_is("("):
            self.i += 1
            tok = self.name("a variable name in generic()")
            self.expect(")", "generic(" + tok[1])
        elif kind != ID or "." in text:
            raise self.err(f"expected an initializer value, found {self.show(tok)}", tok)
        p = Pending(tok[1], tok[2], ())
        if self.peek_is("+"):
            self.i += 1
            p.offset = self.integer("offset")
        # symbols may name variables or functions declared later: resolved at module end
        self.init_fixups.append((v, len(out), p))
        return p

    def global_sym(self, p: Pending) -> Sym:
        if p.name in self.variables:
            return Sym(p.name, "var", p.offset)
        if p.name in self.functions:
            if p.offset:
                raise self.src.error(p.pos, f"offset on function address '{p.name}'")
            return Sym(p.name, "func")
        raise self.src.error(p.pos, f"unknown symbol '{p.name}' in initializer")

    def param_list(self, anon: bool = False) -> list[VarDecl]:
        self.expect("(", "function name")
        out: list[VarDecl] = []
        if self.peek_is(")"):
            self.i += 1
            return out
        while True:
            tok = self.toks[self.i]
            if tok[1] != ".param":
                if tok[1] == ".reg":
                    raise self.err("'.reg' parameters are not supported (use .param)")
                raise self.err(f"expected '.param' in parameter list, found {self.show(tok)}")
            self.i += 1
            out.extend(self.var_decl("param", None, tok[2], init=False, anon=anon))
            t = self.advance()
            if t[1] == ")" and t[0] == PUNCT:
                return out
            if t[1] != "," or t[0] != PUNCT:
                raise self.err(f"expected ',' or ')' in parameter list, found {self.show(t)}", t)

    # ------------------------------------------------------------------ functions
    def function(self, kind: str, linkage, pos: int) -> None:
        self.i += 1
        rets = self.param_list() if kind == "func" and self.peek_is("(") else []
        name_tok = self.name("a function name")
        name = name_tok[1]
        params = self.param_list() if self.peek_is("(") else []
        attrs: dict = {}
        toks = self.toks
        while toks[self.i][0] == DIR:
            t = toks[self.i][1]
            self.i += 1
            if t in _PERF_TUPLE:
                vals = [self.integer(f"after {t}")]
                while self.peek_is(",") and len(vals) < 3:
                    self.i += 1
                    vals.append(self.integer(f"after {t}"))
                attrs[t[1:]] = tuple(vals) + (1,) * (3 - len(vals))
            elif t in _PERF_INT:
                attrs[t[1:]] = self.integer(f"after {t}")
            elif t in _PERF_FLAG:
                attrs[t[1:]] = True
            elif t == ".pragma":
                self.i -= 1
                attrs.setdefault("pragmas", []).extend(self.pragma())
            else:
                raise self.err(f"unknown directive '{t}' in .{kind} header", toks[self.i - 1])
        fn = Function(name, kind, params, rets, {}, {}, [], {}, self.src.loc(pos), linkage, attrs)
        old = self.functions.get(name)
        if old is not None and old.kind != kind:
            raise self.err(f"'{name}' redeclared as .{kind}", name_tok)
        tok = self.advance()
        if tok[1] == ";" and tok[0] == PUNCT:
            fn.body = False
            if old is None:
                self.functions[name] = fn
            return
        if tok[1] != "{" or tok[0] != PUNCT:
            raise self.err(f"expected '{{' or ';' after .{kind} header of '{name}', found {self.show(tok)}", tok)
        if old is not None and old.body:
            raise self.err(f"redefinition of function '{name}'", name_tok)
        self.functions[name] = fn  # before the body: a function may call itself
        top = Scope("")
        for v in (*rets, *params):
            if v.name in top.vars:
                raise self.src.error(pos, f"duplicate parameter '{v.name}'")
            top.vars[v.name] = v
        fs = self.fs = FuncState(top)
        self.body(fs)
        self.resolve_pending(fs)
        fn.regs, fn.vars, fn.instructions, fn.labels = fs.regs, fs.vars, fs.instructions, fs.labels
        if fs.protos:
            fn.attrs["callprototypes"] = fs.protos
        self.fs = None

    def body(self, fs: FuncState) -> None:
        toks = self.toks
        while True:
            kind, text, pos = tok = toks[self.i]
            if kind == ID:
                nxt = toks[self.i + 1]
                if nxt[1] == ":" and nxt[0] == PUNCT:
                    self.label(fs, tok)
                else:
                    self.instruction(fs, pos)
            elif kind == PUNCT:
                if text == "@":
                    self.instruction(fs, pos)
                elif text == "{":
                    if len(fs.scopes) > MAX_BLOCK_DEPTH:
                        raise self.err(f"blocks nested more than {MAX_BLOCK_DEPTH} deep")
                    self.i += 1
                    fs.blocks += 1
                    fs.scopes.append(Scope(f"@{fs.blocks}"))
                    fs.cache.clear()
                elif text == "}":
                    self.i += 1
                    fs.scopes.pop()
                    fs.cache.clear()
                    if not fs.scopes:
                        return
                elif text == ";":
                    self.i += 1
                else:
                    raise self.err(f"expected an instruction or directive, found {self.show(tok)}")
            elif kind == DIR:
                if text == ".reg":
                    self.reg_decl(fs)
                elif text in (".local", ".shared", ".param", ".const", ".global"):
                    self.i += 1
                    sc = fs.scopes[-1]
                    for v in self.var_decl(text[1:], None, pos, init=text != ".param"):
                        self.declare_check(sc, v.name, pos)
                        v.name += sc.suffix
                        if v.name in fs.vars or v.name in fs.regs:
                            raise self.src.error(pos, f"duplicate declaration of '{v.name}'")
                        sc.vars[v.name[: len(v.name) - len(sc.suffix)]] = v
                        fs.vars[v.name] = v
                    fs.cache.clear()
                    self.expect(";", "variable declaration")
                elif text == ".pragma":
                    self.pragma()
                else:
                    raise self.err(f"unknown directive '{text}'" if text[1:] not in TYPES
                                   else f"unexpected '{text}' (expected an instruction or declaration)")
            elif kind == LOC:
                m = _LOC_RE.match(text)
                if not m:
                    raise self.err("malformed .loc directive (expected .loc <file> <line> <col>)")
                fs.debug_loc = (int(m.group(1)), int(m.group(2)), int(m.group(3)))
                self.i += 1
            elif kind == FILE:
                self.file_directive(tok)
                self.i += 1
            elif kind == EOF:
                raise self.err("unexpected end of input in function body (missing '}')")
            else:
                raise self.err(f"expected an instruction or directive, found {self.show(tok)}")

    def declare_check(self, sc: Scope, name: str, pos: int) -> None:
        if name in sc.regs or name in sc.ranges or name in sc.vars:
            raise self.src.error(pos, f"duplicate declaration of '{name}'")

    def reg_decl(self, fs: FuncState) -> None:
        pos = self.toks[self.i][2]
        self.i += 1
        vec, typ = 1, None
        toks = self.toks
        while toks[self.i][0] == DIR:
            t = self.advance()[1]
            if t in (".v2", ".v4"):
                vec = int(t[2:])
            elif t[1:] in TYPES and typ is None:
                typ = t[1:]
                if typ not in _REG_TYPES:
                    raise self.err(f"registers of type '{t}' are not supported", toks[self.i - 1])
            else:
                raise self.err(f"unexpected '{t}' in .reg declaration", toks[self.i - 1])
        if typ is None:
            raise self.err(f"expected a type after .reg, found {self.show(toks[self.i])}")
        sc = fs.scopes[-1]
        loc = self.src.loc(pos)
        while True:
            tok = self.name("a register name")
            name = tok[1]
            if name == "_" or name in SPECIALS:
                raise self.err(f"cannot declare '{name}' as a register", tok)
            count = None
            if self.peek_is("<"):
                self.i += 1
                ctok = self.toks[self.i]
                count = self.integer("register count")
                self.expect(">", "register count")
                fs.nregs += count
            else:
                fs.nregs += 1
            if fs.nregs > MAX_REGISTERS:
                raise self.err(f"too many registers: the function declares more than {MAX_REGISTERS:,}",
                               ctok if count is not None else tok)
            self.declare_check(sc, name, tok[2])
            d = RegDecl(name + sc.suffix, typ, count, loc, vec)
            if d.name in fs.regs or d.name in fs.vars:
                raise self.err(f"duplicate declaration of '{d.name}'", tok)
            fs.regs[d.name] = d
            (sc.regs if count is None else sc.ranges)[name] = d
            t = self.advance()
            if t[1] == ";" and t[0] == PUNCT:
                break
            if t[1] != "," or t[0] != PUNCT:
                raise self.err(f"expected ';' after .reg declaration, found {self.show(t)}", t)
        fs.cache.clear()

    def label(self, fs: FuncState, tok) -> None:
        self.i += 2
        name = tok[1]
        sc = fs.scopes[-1]
        if "." in name or name.startswith("%"):
            raise self.err(f"invalid label name '{name}'", tok)
        if name in sc.labels or name in sc.targets or name in sc.protos:
            raise self.err(f"duplicate label '{name}'", tok)
        d = self.toks[self.i]
        if d[0] == DIR and d[1] in (".branchtargets", ".calltargets"):
            self.i += 1
            elems = []
            while True:
                t = self.name(f"a name in {d[1]}")
                if d[1] == ".calltargets":
                    if t[1] not in self.functions:
                        raise self.err(f"unknown function '{t[1]}' in .calltargets", t)
                    elems.append(Sym(t[1], "func"))
                else:
                    elems.append(Pending(t[1], t[2], tuple(fs.scopes)))
                if not self.peek_is(","):
                    break
                self.i += 1
            self.expect(";", d[1])
            sc.targets[name] = tuple(elems)
            return
        if d[0] == DIR and d[1] == ".callprototype":
            self.i += 1
            rets = self.param_list(anon=True) if self.peek_is("(") else []
            self.name("'_' in .callprototype")
            params = self.param_list(anon=True) if self.peek_is("(") else []
            while self.toks[self.i][0] == DIR and self.toks[self.i][1] == ".noreturn":
                self.i += 1
            self.expect(";", ".callprototype")
            sc.protos[name] = name + sc.suffix
            fs.protos[name + sc.suffix] = {"rets": rets, "params": params}
            fs.cache.clear()
            return
        unique = name + sc.suffix
        sc.labels[name] = unique
        fs.labels[unique] = len(fs.instructions)

    # ------------------------------------------------------------------ instructions
    def instruction(self, fs: FuncState, start: int) -> None:
        toks = self.toks
        guard = None
        tok = toks[self.i]
        if tok[1] == "@":
            self.i += 1
            neg = self.peek_is("!")
            if neg:
                self.i += 1
            g = toks[self.i]
            r = self.resolve(fs, g[1], g[2]) if g[0] == ID else None
            if not isinstance(r, Reg) or r.decl.type != "pred":
                raise self.err(f"expected a predicate register after '@', found {self.show(g)}", g)
            self.i += 1
            guard = Guard(r, neg)
            tok = toks[self.i]
        kind, text, _ = tok
        if kind != ID or text[0] in "%$":
            raise self.err(f"expected an instruction, found {self.show(tok)}")
        self.i += 1
        parts = text.split(".")
        operands = []
        self.has_pending = False
        t = toks[self.i]
        if not (t[1] == ";" and t[0] == PUNCT):
            while True:
                operands.append(self.operand(fs))
                t = toks[self.i]
                if t[0] == PUNCT:
                    if t[1] == ",":
                        self.i += 1
                        continue
                    if t[1] == ";":
                        break
                if self.src.text.count("\n", toks[self.i - 1][2], t[2]):  # operand ended the line
                    raise self.err(f"expected ';' after instruction '{text}', found {self.show(t)}")
                raise self.err(f"expected ',' or ';' between operands of '{text}', found {self.show(t)}")
        self.i += 1
        src = self.src.text[start:t[2] + 1]
        if "\n" in src:
            src = " ".join(s for s in (line.strip() for line in src.split("\n")) if s)
        if self.has_pending:
            fs.pending.append(len(fs.instructions))
        fs.instructions.append(Instruction(parts[0], tuple(parts[1:]), tuple(operands), guard,
                                           self.src.loc(start), src, fs.debug_loc))


def _bytes(n: int) -> str:
    for unit, shift in (("GiB", 30), ("MiB", 20), ("KiB", 10)):
        if n >= 1 << shift and n % (1 << shift) == 0:
            return f"{n >> shift:,} {unit}"
    return f"{n:,} bytes"


def parse(text: str, filename: str = "<ptx>") -> Module:
    """Parse a whole PTX module. Raises :class:`tcsim.errors.PTXSyntaxError`."""
    if not isinstance(text, str):
        raise TypeError("parse() expects the PTX text as str")
    return Parser(text, filename).parse()


def parse_file(path) -> Module:
    """Parse the PTX file at ``path`` (errors name the path as given)."""
    with open(path, encoding="utf-8", errors="replace") as f:
        text = f.read()
    return parse(text, str(path))
