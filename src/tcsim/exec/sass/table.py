"""The SASS semantics table: opcode -> compiler ``f(kernel, instr) -> fn(st, sel)`` (an ALU
instruction) or an :class:`Control` (branch, exit, barrier, no-op). The uniform-datapath forms
(UIADD3, ULOP3, USHF, ...; seed: ptxas's uniform registers) share the semantics of their
per-thread forms: operands decide which register file is read and written."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

SEMANTICS: dict[str, Callable] = {}


@dataclass
class Control:
    kind: str            # "bra" | "call" | "ret" | "exit" | "bar" | "nop"
    target: int = -1     # branch target, as an instruction index
    info: Any = None     # barrier description (exec/simt.py reads ident, count, mode, pred)


def sass(*opcodes: str, uniform: bool = True):
    """Register a compiler for ``opcodes`` (and their U-prefixed uniform forms)."""
    def deco(fn):
        for op in opcodes:
            for name in (op, "U" + op) if uniform else (op,):
                # two compilers for one opcode would mean the import order picks one
                # (F2FP was written twice once): refuse at import
                if SEMANTICS.get(name, fn) is not fn:
                    raise RuntimeError(f"SASS opcode {name} has two semantics: {SEMANTICS[name].__module__}, {fn.__module__}")
                SEMANTICS[name] = fn
        return fn
    return deco
