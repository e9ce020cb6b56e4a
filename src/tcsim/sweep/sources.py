"""What a sweep point runs: a bundled kernel's identity (its code bytes, for the point's
key), a kernel file read and checked once, and launch dimensions with size placeholders.

A file kernel's geometry and arguments may name the point's size: ``{n}`` for a size N,
``{m}``, ``{n}``, ``{k}`` for a size [M, N, K]; ``grid = "{n}/256"`` divides rounding
up (the usual ``(n + block - 1) / block``). Expressions are integer + - * / // % only.
"""

from __future__ import annotations

import ast
import hashlib
import operator
from dataclasses import dataclass
from pathlib import Path

from tcsim.errors import TcsimError
from tcsim.sweep.spec import KernelEntry, SpecError


@dataclass(frozen=True)
class FileKernel:
    """A kernel file read once: its text, language and kernels (name -> parameter count)."""

    path: Path
    text: str
    language: str  # "ptx" or "asm"
    params: dict[str, int]


def read_kernel_file(k: KernelEntry, at) -> tuple[FileKernel, str]:
    """The file of ``k`` parsed by its front end, and the entry point the spec means."""
    path = k.file
    if path.suffix not in (".ptx", ".s"):
        raise SpecError(f"{at('.file')}: {path} is neither PTX (.ptx) nor AMDGPU assembly (.s)")
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except FileNotFoundError:
        raise SpecError(f"{at('.file')}: no such file {path}") from None
    except OSError as e:
        raise SpecError(f"{at('.file')}: cannot read {path}: {e.strerror or e}") from None
    try:
        if path.suffix == ".ptx":
            from tcsim.isa.ptx import parse

            params = {f.name: len(f.params) for f in parse(text, str(path)).kernels()}
            language = "ptx"
        else:
            from tcsim.isa.amdgpu import parse

            params = {name: len(kern.user_args) for name, kern in parse(text, str(path)).kernels.items()}
            language = "asm"
    except TcsimError as e:  # a syntax error names file:line:col already
        raise SpecError(f"{k.where}: {e}") from None
    entry = k.entry
    if entry is None:
        if len(params) != 1:
            raise SpecError(f"{k.where}: {path} has {len(params)} kernels; name one with entry = \"...\" "
                            f"({', '.join(params) or 'none'})")
        entry = next(iter(params))
    elif entry not in params:
        raise SpecError(f"{at('.entry')}: {path} has no kernel '{entry}' ({', '.join(params) or 'none'})")
    if len(k.args) != params[entry]:
        raise SpecError(f"{at('.args')}: kernel {entry} takes {params[entry]} arguments; {len(k.args)} given")
    return FileKernel(path, text, language, params), entry


def size_vars(size) -> dict[str, int]:
    """The placeholders a size defines: N -> {n}; [M, N, K] -> {m}, {n}, {k}."""
    if size is None:
        return {}
    if isinstance(size, int):
        return {"n": size}
    return dict(zip("mnk", size))


def substitute(text: str, size, what: str) -> str:
    """``text`` with the size's placeholders filled in."""
    try:
        return text.format(**size_vars(size))
    except (KeyError, IndexError, ValueError) as e:
        have = ", ".join("{" + v + "}" for v in size_vars(size)) or "none: give sizes"
        raise SpecError(f"{what}: placeholder {e} is not defined by the size (defined: {have})") from None


_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.FloorDiv: operator.floordiv,
        ast.Mod: operator.mod, ast.Div: lambda a, b: -(-a // b)}


def evaluate(expr: str, what: str) -> int:
    """An integer expression of + - * / (rounding up) // %."""
    def ev(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool):
            return node.value
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            a, b = ev(node.left), ev(node.right)
            if isinstance(node.op, (ast.Div, ast.FloorDiv, ast.Mod)) and b == 0:
                raise SpecError(f"{what}: division by zero in {expr!r}")
            return _OPS[type(node.op)](a, b)
        raise SpecError(f"{what}: {expr!r} is not an integer expression of + - * / // %")

    try:
        return ev(ast.parse(expr.strip(), mode="eval").body)
    except SyntaxError:
        raise SpecError(f"{what}: {expr!r} is not an integer expression of + - * / // %") from None


def dims(value, size, what: str) -> tuple[int, ...]:
    """A grid or block of the spec (an int, a "8,8" / "{n}/256" string, or a list) at ``size``."""
    parts = value if isinstance(value, list) else (str(value).split(",") if isinstance(value, str) else [value])
    out = tuple(p if isinstance(p, int) else evaluate(substitute(p, size, what), what) for p in parts)
    if not 1 <= len(out) <= 3 or min(out) < 1:
        raise SpecError(f"{what}: 1 to 3 positive dimensions, got {out} at size {size}")
    return out


def bundled_code(name: str, isa: str) -> bytes:
    """The bytes that decide what a bundled kernel does on ``isa``: its PTX and recorded ptxas
    register count (NVIDIA), or its assembly for the gfx target (AMD)."""
    from tcsim import kernels

    spec = kernels.get(name)
    if spec.vendor == "amd":
        return kernels.asm_path(name, isa).read_bytes()
    regs = kernels.ptxas_registers(spec.ptx_file, spec.symbol)
    return kernels.ptx_text(name).encode() + f"\n// registers {regs}".encode()


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
