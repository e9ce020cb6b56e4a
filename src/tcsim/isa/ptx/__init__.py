"""PTX front end: ``parse(text, filename="<ptx>")`` and ``parse_file(path)`` return a
:class:`tcsim.isa.ir.Module`; malformed input raises :class:`tcsim.errors.PTXSyntaxError`
located at ``file:line:col`` (nothing else escapes for any input text).

Layout: :mod:`.lexer` (one regex, tokens), :mod:`.cursor` (token helpers),
:mod:`.operands` (operands, scopes, name resolution), :mod:`.parser` (statements).

Choices where the IR leaves room:

* ``Instruction.text`` is the source from the guard/opcode to the ``;``; a statement
  spanning lines (nvcc's ``call`` sequences) has its lines stripped and joined by a space.
* Block-local names get ``@<n>`` (``n`` = the function's block counter, 1-based in source
  order) on registers, variables and labels declared in nested blocks. A ranged decl
  ``%t<2>`` in block 2 is ``RegDecl("%t@2", count=2)`` with registers ``%t@20``, ``%t@21``
  (``decl.name + index``, as executors enumerate ranged decls).
* Initializers: ``generic(var)+N`` and bare names become ``Sym(var|func, offset=N)`` (the
  generic/non-generic distinction is not kept); ``.f32``/``.f64`` variables get Python
  floats, every other type keeps ints (``0f``/``0d`` literals as bit patterns). An unsized
  ``[]`` with an initializer gets its size from the initializer.
* ``.attribute(.managed)`` is accepted and dropped (managed memory is global memory).
* Extensions the IR has no node for: :class:`BracketList` for ``[tex, {coords}]``
  texture/tensor-map operands; ``Sym(kind="proto")`` for an indirect call's
  ``.callprototype`` label (prototypes in ``Function.attrs["callprototypes"]``);
  ``.branchtargets``/``.calltargets`` names become a ``Vector`` of label/func ``Sym``.
"""

from .operands import BracketList
from .parser import parse, parse_file

__all__ = ["BracketList", "parse", "parse_file"]
