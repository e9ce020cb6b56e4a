"""The AMDGPU semantics table: mnemonic -> a *compiler* that turns one instruction into an
:class:`~tcsim.exec.program.Op` — the same table style as the PTX side (``exec/ops``).

Each module of this package registers compilers with :func:`semantics` (exact mnemonics)
or :func:`family` (a regular expression over mnemonics, for regular families such as
``v_cmp_<op>_<type>``). A compiler receives a :class:`~tcsim.exec.amdgpu.binder.Binder`
and returns ``fn(st, sel)`` — the instruction's effect on the selected waves — or a ready
``Op`` for control flow. The functional driver and a timing driver call the same
functions.

Op kinds used here: ``"alu"`` (``fn`` does everything), ``"branch"`` (``fn`` returns the
(n,) taken mask, ``None`` for an unconditional branch; ``target`` is the PC),
``"end"`` (``s_endpgm``), ``"barrier"`` (``s_barrier``), ``"nop"`` (``s_nop``,
``s_waitcnt``: no functional effect).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from tcsim.exec.program import Op
from tcsim.isa import ir

from ..binder import Binder

TABLE: dict[str, Callable] = {}
CLASS: dict[str, str] = {}
FAMILIES: list[tuple[re.Pattern, Callable, str]] = []


def semantics(*mnemonics: str, cls: str = "valu"):
    """Register a compiler for ``mnemonics``; ``cls`` is the instruction class a timing
    model charges (``salu``, ``valu``, ``smem``, ``vmem``, ``lds``, ``branch``, ``mfma`` ...)."""

    def deco(fn):
        for name in mnemonics:
            TABLE[name] = fn
            CLASS[name] = cls
        return fn

    return deco


def family(pattern: str, cls: str = "valu"):
    """Register a compiler for every mnemonic matching ``pattern`` (full match); the
    compiler is called as ``fn(b, match)``."""

    def deco(fn):
        FAMILIES.append((re.compile(pattern), fn, cls))
        return fn

    return deco


def lookup(mnemonic: str):
    """(compiler, class) for a mnemonic, or None if it is not supported."""
    fn = TABLE.get(mnemonic)
    if fn is not None:
        return fn, CLASS[mnemonic]
    for pat, comp, cls in FAMILIES:
        m = pat.fullmatch(mnemonic)
        if m is not None:
            return (lambda b, comp=comp, m=m: comp(b, m)), cls
    return None


def supported_mnemonics() -> list[str]:
    """Exact mnemonics plus family patterns (for documentation and ``tcsim check``)."""
    return sorted(TABLE) + [p.pattern for p, _, _ in FAMILIES]


def compile_instruction(program, func: str, pc: int, ins: ir.Instruction) -> Op:
    b = Binder(program, ins)
    found = lookup(ins.opcode)
    if found is None:
        b.error(f"unsupported instruction '{ins.opcode}'", ins.loc.col)
    comp, cls = found
    enc = ins.mods[0] if ins.mods else None
    dpp_plan = None
    if enc == "e64_dpp":
        b.error(f"e64_dpp variant of this instruction is not supported ('{ins.opcode}_e64_dpp': VOP3 DPP is GFX11+)")
    if enc == "dpp":
        src, ok, enabled, bc = dpp_plan = dpp.plan(b)
        b.dpp = (dpp.src0_index(ins.opcode), src)
    res = comp(b)
    b.check_attrs()
    if dpp_plan is not None:
        if isinstance(res, Op):  # pragma: no cover - DPP_OPS are plain ALU operations
            b.error("DPP on a control-flow instruction")
        res = dpp.wrap(res, src, ok, enabled, bc)
    if isinstance(res, Op):
        res.pc, res.func, res.ins = pc, func, ins
        if res.cls == "alu":
            res.cls = cls
        return res
    return Op(pc, ins, "alu", res, None, func, cls=cls)


# Register every semantics module (import order does not matter).
from . import control, dpp, lds, memory, mfma, salu, valu, valu16, vcmp, vdiv  # noqa: E402,F401
