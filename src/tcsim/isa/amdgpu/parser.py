"""Statements of an AMDGPU assembly file -> :class:`tcsim.isa.ir.AsmModule`.

The file is read line by line. A line holds a label (``name:``), a directive
(``.text``, ``.amdhsa_kernel k``, ...) or an instruction, plus an optional ``;`` comment.
Code is collected per function symbol in ``.text``; local labels (``.LBB0_2``) are
resolved within their function. ``.amdhsa_kernel NAME`` ... ``.end_amdhsa_kernel`` gives
the kernel descriptor and ``.amdgpu_metadata`` ... ``.end_amdgpu_metadata`` the YAML
metadata. A kernel is the function whose descriptor and metadata name it.

Every directive LLVM writes is recognised; unknown directives, malformed operands and
references to undefined labels are errors at ``file:line:col`` naming the token.
"""

from __future__ import annotations

from pathlib import Path

from tcsim.errors import AsmSyntaxError, SrcLoc
from tcsim.isa.ir import AsmKernel, AsmModule, Instruction, Sym

from .lexer import EOL, ID, NUM, STR, LexError, parse_int, tokenize
from .metadata import MAX_PRIVATE_BYTES, parse_metadata
from .operands import Line, OperandError, parse_operands, show
from .validate import check as check_encodable

#: directives that do not affect execution (layout, symbols, ELF sections, debug info)
IGNORED = {
    ".globl", ".global", ".protected", ".hidden", ".local", ".weak", ".type", ".size", ".p2align", ".p2alignl",
    ".align", ".balign", ".fill", ".byte", ".short", ".hword", ".long", ".int", ".word", ".quad", ".zero",
    ".ascii", ".asciz", ".string", ".ident", ".addrsig", ".addrsig_sym", ".file", ".loc", ".cfi_sections",
    ".cfi_startproc", ".cfi_endproc", ".cfi_undefined", ".cfi_escape", ".cfi_def_cfa", ".cfi_offset",
    ".cfi_llvm_def_aspace_cfa", ".set", ".amdgpu_lds", ".amdgpu_hsa_kernel", ".comm", ".lcomm", ".end",
    ".amdhsa_code_object_version", ".amdgcn_target", ".section", ".text", ".data", ".bss", ".rodata",
    ".previous", ".pushsection", ".popsection", ".hsa_code_object_version", ".hsa_code_object_isa",
    ".uleb128", ".sleb128", ".skip", ".space", ".loc_mark_labels", ".amd_amdgpu_isa",
}

#: every .amdhsa_* descriptor directive LLVM 14-19 writes (names without '.amdhsa_')
DESCRIPTOR_KEYS = {
    "group_segment_fixed_size", "private_segment_fixed_size", "kernarg_size", "user_sgpr_count",
    "user_sgpr_private_segment_buffer", "user_sgpr_dispatch_ptr", "user_sgpr_queue_ptr",
    "user_sgpr_kernarg_segment_ptr", "user_sgpr_dispatch_id", "user_sgpr_flat_scratch_init",
    "user_sgpr_kernarg_preload_length", "user_sgpr_kernarg_preload_offset", "user_sgpr_private_segment_size",
    "uses_dynamic_stack", "enable_private_segment", "system_sgpr_private_segment_wavefront_offset",
    "system_sgpr_workgroup_id_x", "system_sgpr_workgroup_id_y", "system_sgpr_workgroup_id_z",
    "system_sgpr_workgroup_info", "system_vgpr_workitem_id", "next_free_vgpr", "next_free_sgpr",
    "accum_offset", "reserve_vcc", "reserve_flat_scratch", "reserve_xnack_mask", "float_round_mode_32",
    "float_round_mode_16_64", "float_denorm_mode_32", "float_denorm_mode_16_64", "dx10_clamp", "ieee_mode",
    "fp16_overflow", "tg_split", "exception_fp_ieee_invalid_op", "exception_fp_denorm_src",
    "exception_fp_ieee_div_zero", "exception_fp_ieee_overflow", "exception_fp_ieee_underflow",
    "exception_fp_ieee_inexact", "exception_int_div_zero", "wavefront_size32", "workgroup_processor_mode",
    "memory_ordered", "forward_progress", "shared_vgpr_count", "round_robin_scheduling", "inst_pref_size",
    "named_barrier_count",
}

_ENCODINGS = ("_e64_dpp", "_e32", "_e64", "_sdwa", "_dpp")


def parse_file(path) -> AsmModule:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError as e:
        raise AsmSyntaxError(SrcLoc(str(path), 1, 1), f"cannot read: {e.strerror}") from None
    return parse(text, str(path))


def parse(text: str, filename: str = "<asm>") -> AsmModule:
    return _Parser(text, filename).run()


class _Parser:
    def __init__(self, text: str, filename: str):
        self.lines = text.split("\n")
        self.filename = filename
        self.funcs: dict[str, list[Instruction]] = {}
        self.labels: dict[str, dict[str, int]] = {}
        self.func_loc: dict[str, SrcLoc] = {}
        self.cur: str | None = None
        self.section = ".text"
        self.descriptors: dict[str, tuple[dict, dict, SrcLoc]] = {}
        self.meta = None
        self.meta_loc: SrcLoc | None = None
        self.target_id = ""
        self.target_loc: SrcLoc | None = None
        self.cov: int | None = None
        self.refs: list[tuple[str, Sym, SrcLoc, int]] = []  # label uses to resolve
        self.func_symbols: set[str] = set()

    def loc(self, ln: int, col: int) -> SrcLoc:
        return SrcLoc(self.filename, ln, col)

    def err(self, ln: int, col: int, msg: str) -> AsmSyntaxError:
        return AsmSyntaxError(self.loc(ln, col), msg)

    # ------------------------------------------------------------------ driver
    def run(self) -> AsmModule:
        n = len(self.lines)
        i = 0
        while i < n:
            ln = i + 1
            raw = self.lines[i]
            try:
                toks = tokenize(raw)
            except LexError as e:
                raise self.err(ln, e.col, e.message) from None
            i += 1
            if toks[0][0] == EOL:
                continue
            head = toks[0]
            if head[0] == ID and head[1] == ".amdgpu_metadata":
                i = self.metadata(i, ln)
                continue
            if head[0] == ID and head[1] == ".amdhsa_kernel":
                i = self.descriptor(i, ln, toks)
                continue
            try:
                self.statement(ln, raw, toks)
            except OperandError as e:
                raise self.err(ln, e.tok[2], e.message) from None
        return self.finish()

    def statement(self, ln: int, raw: str, toks) -> None:
        line = Line(toks)
        # labels: 'name:' (possibly several, then more on the line)
        while line.peek()[0] == ID and line.peek(1)[0] == "p" and line.peek(1)[1] == ":":
            t = line.next()
            line.next()
            self.label(ln, t)
        if line.done():
            return
        t = line.peek()
        if t[0] != ID:
            raise self.err(ln, t[2], f"expected an instruction, directive or label, found {show(t)}")
        if t[1].startswith("."):
            self.directive(ln, line)
            return
        self.instruction(ln, raw, line)

    # ------------------------------------------------------------------ labels, directives
    def label(self, ln: int, t) -> None:
        name = t[1]
        if self.section != ".text":
            return  # data labels (e.g. __hip_cuid_*) name no code
        if not name.startswith(".L") or name in self.func_symbols:
            if name in self.funcs:
                raise self.err(ln, t[2], f"function '{name}' is defined twice")
            self.cur = name
            self.funcs[name] = []
            self.labels[name] = {}
            self.func_loc[name] = self.loc(ln, t[2])
            return
        if self.cur is None:
            raise self.err(ln, t[2], f"label '{name}' outside any function")
        labels = self.labels[self.cur]
        if name in labels:
            raise self.err(ln, t[2], f"label '{name}' is defined twice")
        labels[name] = len(self.funcs[self.cur])

    def directive(self, ln: int, line: Line) -> None:
        t = line.next()
        name = t[1]
        if name in (".text",):
            self.section = ".text"
        elif name in (".data", ".bss", ".rodata"):
            self.section = name
        elif name == ".section":
            s = line.next()
            if s[0] not in (ID, STR):
                raise self.err(ln, s[2], f"expected a section name after .section, found {show(s)}")
            sec = s[1].strip('"')
            self.section = ".text" if sec == ".text" or sec.startswith(".text.") else sec
        elif name == ".amdgcn_target":
            s = line.next()
            if s[0] != STR:
                raise self.err(ln, s[2], f"expected a quoted target after .amdgcn_target, found {show(s)}")
            self.target_id = s[1][1:-1]
            self.target_loc = self.loc(ln, s[2])
        elif name == ".amdhsa_code_object_version":
            v = line.next()
            self.cov = parse_int(v[1]) if v[0] == NUM else None
            if self.cov is None:
                raise self.err(ln, v[2], f"expected an integer after {name}, found {show(v)}")
        elif name == ".type":
            s = line.next()
            rest = [x[1] for x in line.toks[line.i:]]
            if s[0] == ID and "@function" in "".join(rest):
                self.func_symbols.add(s[1])
        elif name in (".end_amdhsa_kernel", ".end_amdgpu_metadata"):
            raise self.err(ln, t[2], f"'{name}' without a matching opening directive")
        elif name.startswith(".amdhsa_"):
            raise self.err(ln, t[2], f"descriptor directive '{name}' outside .amdhsa_kernel ... .end_amdhsa_kernel")
        elif name == ".amd_kernel_code_t":
            raise self.err(ln, t[2], "code object v2 (.amd_kernel_code_t) is not supported; use code object v4 or v5")
        elif name not in IGNORED:
            raise self.err(ln, t[2], f"unknown directive '{name}'")

    def descriptor(self, i: int, ln: int, toks) -> int:
        if len(toks) < 3 or toks[1][0] != ID:
            t = toks[1]
            raise self.err(ln, t[2], f"expected a kernel name after .amdhsa_kernel, found {show(t)}")
        kname = toks[1][1]
        if kname in self.descriptors:
            raise self.err(ln, toks[1][2], f"second .amdhsa_kernel for '{kname}'")
        desc: dict[str, int] = {}
        locs: dict[str, SrcLoc] = {}
        while i < len(self.lines):
            ln2 = i + 1
            try:
                tk = tokenize(self.lines[i])
            except LexError as e:
                raise self.err(ln2, e.col, e.message) from None
            i += 1
            if tk[0][0] == EOL:
                continue
            d = tk[0]
            if d[0] == ID and d[1] == ".end_amdhsa_kernel":
                self.descriptors[kname] = (desc, locs, self.loc(ln, toks[1][2]))
                return i
            if d[0] != ID or not d[1].startswith(".amdhsa_"):
                raise self.err(ln2, d[2], f"expected an .amdhsa_* directive or .end_amdhsa_kernel, found {show(d)}")
            key = d[1][len(".amdhsa_"):]
            if key not in DESCRIPTOR_KEYS:
                raise self.err(ln2, d[2], f"unknown kernel descriptor directive '{d[1]}'")
            v = tk[1]
            val = parse_int(v[1]) if v[0] == NUM else None
            if val is None or tk[2][0] != EOL:
                raise self.err(ln2, v[2], f"expected an integer value for {d[1]}, found {show(v)}")
            if key in desc:
                raise self.err(ln2, d[2], f"'{d[1]}' given twice for kernel '{kname}'")
            if key == "private_segment_fixed_size" and val > MAX_PRIVATE_BYTES:
                raise self.err(ln2, v[2], f"{d[1]} {val}: a work-item's scratch is at most {MAX_PRIVATE_BYTES} "
                                          "bytes on GFX9 (13-bit per-wave scratch size)")
            desc[key] = val
            locs[key] = self.loc(ln2, d[2])
        raise self.err(ln, 1, f".amdhsa_kernel {kname} has no .end_amdhsa_kernel")

    def metadata(self, i: int, ln: int) -> int:
        if self.meta is not None:
            raise self.err(ln, 1, "second .amdgpu_metadata block")
        body = []
        while i < len(self.lines):
            text = self.lines[i]
            if text.strip() == ".end_amdgpu_metadata":
                self.meta = parse_metadata(body, self.filename)
                self.meta_loc = self.loc(ln, 1)
                return i + 1
            body.append((i + 1, text))
            i += 1
        raise self.err(ln, 1, ".amdgpu_metadata has no .end_amdgpu_metadata")

    # ------------------------------------------------------------------ instructions
    def instruction(self, ln: int, raw: str, line: Line) -> None:
        t = line.next()
        if self.section != ".text":
            raise self.err(ln, t[2], f"instruction '{t[1]}' in data section {self.section}")
        if self.cur is None:
            raise self.err(ln, t[2], f"instruction '{t[1]}' before any function label")
        mnem = t[1].lower()
        mods: tuple = ()
        for enc in _ENCODINGS:
            if mnem.endswith(enc):
                mnem, mods = mnem[: -len(enc)], (enc[1:],)
                break
        ops, attrs = parse_operands(line)
        loc = self.loc(ln, t[2])
        ins = Instruction(mnem, mods, ops, None, loc, raw.split(";")[0].strip(), None, attrs)
        for o in ops:
            if isinstance(o, Sym):
                self.refs.append((self.cur, o, loc, len(self.funcs[self.cur])))
        self.funcs[self.cur].append(ins)

    # ------------------------------------------------------------------ assembling
    def finish(self) -> AsmModule:
        if not self.target_id:
            raise self.err(1, 1, "no .amdgcn_target directive: not AMDGPU assembly from LLVM (expected e.g. "
                                 "'.amdgcn_target \"amdgcn-amd-amdhsa--gfx90a\"')")
        target = self.target_id.rsplit("--", 1)[-1].split(":")[0]
        for code in self.funcs.values():     # offsets and register tuples the encodings hold
            for ins in code:
                check_encodable(ins, target)
        # resolve label operands to instruction indices
        for fn, sym, loc, idx in self.refs:
            labels = self.labels[fn]
            if sym.name in labels:
                ins = self.funcs[fn][idx]
                ins.operands = tuple(Sym(o.name, "label", o.offset, labels[o.name]) if o is sym else o
                                     for o in ins.operands)
            elif sym.name.startswith(".L") and "@" not in sym.name:
                col = self.funcs[fn][idx].text.find(sym.name)
                raise AsmSyntaxError(SrcLoc(loc.file, loc.line, loc.col + max(col, 0)),
                                     f"undefined label '{sym.name}'")
            # other symbols (relocations, functions) stay unresolved: the semantics reject them
        meta_kernels = {}
        if self.meta is not None:
            for k in self.meta["amdhsa.kernels"]:
                meta_kernels[k[".name"]] = k
            ver = self.meta.get("amdhsa.version")
            if self.cov is None and isinstance(ver, list) and len(ver) == 2 and ver[0] == 1:
                self.cov = {0: 3, 1: 4, 2: 5, 3: 6}.get(ver[1])
        kernels = {}
        for kname, (desc, locs, dloc) in self.descriptors.items():
            if kname not in self.funcs:
                raise AsmSyntaxError(dloc, f"kernel descriptor for '{kname}', but no code labelled '{kname}:'")
            if kname not in meta_kernels:
                where = self.meta_loc or dloc
                raise AsmSyntaxError(where, f"kernel '{kname}' has no entry in the .amdgpu_metadata block")
            m = meta_kernels[kname]
            meta = {k[1:] if k.startswith(".") else k: v for k, v in m.items() if not k.startswith("_")}
            if meta.get("wavefront_size") != 64:
                raise AsmSyntaxError(m["_loc"], f"kernel '{kname}' uses wavefront size {meta.get('wavefront_size')}; "
                                                "only wave64 (CDNA) is supported")
            kernels[kname] = AsmKernel(kname, self.funcs[kname], self.labels[kname], desc, meta, m["_args"],
                                       self.func_loc[kname], locs)
        for name in meta_kernels:
            if name not in kernels:
                raise AsmSyntaxError(meta_kernels[name]["_loc"], f"metadata names kernel '{name}' without an .amdhsa_kernel descriptor")
        return AsmModule(self.filename, target, self.target_id, self.cov, kernels, dict(self.funcs))
