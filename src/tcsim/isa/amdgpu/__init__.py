"""AMDGPU assembly front end (LLVM's dialect, gfx90a / gfx942): ``parse(text, filename)``
and ``parse_file(path)`` return a :class:`tcsim.isa.ir.AsmModule`; malformed input
raises :class:`tcsim.errors.AsmSyntaxError` located at ``file:line:col``.

Layout: :mod:`.lexer` (one regex per line), :mod:`.operands` (operands and modifiers),
:mod:`.metadata` (the ``.amdgpu_metadata`` YAML), :mod:`.parser` (statements, directives,
kernels).
"""

from .parser import parse, parse_file

__all__ = ["parse", "parse_file"]
