"""Tokenizer for PTX text.

One compiled regex scans the whole text (``finditer``), so there is no per-character
Python loop; a 20k-line module tokenizes in a few tens of milliseconds. Tokens are plain
tuples ``(kind, text, pos)`` for speed; line/column are computed only when needed (an
instruction's ``loc`` or an error) by bisecting the line-start offsets.

Three PTX constructs are line-oriented rather than ';'-terminated and are therefore
captured whole by the lexer: ``.loc`` and ``.file`` (no terminating ';'), and
``.section .debug_* { ... }`` blocks whose contents (``.b8 1`` lines, labels) follow no
statement grammar; ``@@DWARF`` lines (old nvcc debug output) are dropped outright.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from tcsim.errors import PTXSyntaxError, SrcLoc

# Token kinds (short strings; compared by identity-equal interned literals).
ID = "id"  # identifier, possibly with %/$ prefix and dotted parts: ld.global.f32, %tid.x
DIR = "dir"  # directive / modifier: .reg, .b32, .shared::cta
NUM = "num"  # numeric literal (parsed later by parse_number)
STR = "str"  # "string"
PUNCT = "p"  # one of { } ( ) [ ] , ; : + - ! @ | = < > *
LOC = "loc"  # a whole .loc line
FILE = "file"  # a whole .file line
EOF = "eof"

_PART = r"[A-Za-z0-9_$]+(?:::[A-Za-z0-9_$]+)*"  # a modifier after '.', e.g. shared::cta, 2d

_TOKEN_RE = re.compile(
    r"""
    (?P<ws>[ \t\r\n\f\v]+)
  | (?P<com>//[^\n]*|/\*.*?\*/)
  | (?P<ucom>/\*)
  | (?P<loc>\.loc\b[^\n]*)
  | (?P<file>\.file\b[^\n]*)
  | (?P<sec>\.section\b[^{};]*\{[^}]*\})
  | (?P<dwarf>@@DWARF\b[^\n]*)
  | (?P<dir>\.""" + _PART + r""")
  | (?P<num>(?:0[fF][0-9a-fA-F]{8}|0[dD][0-9a-fA-F]{16}|0[xX][0-9a-fA-F]+U?|0[bB][01]+U?
            |(?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+|\d+U?)(?![A-Za-z0-9_$.]))
  | (?P<badnum>\d[A-Za-z0-9_$.]*)
  | (?P<id>[%$]?[A-Za-z_$][A-Za-z0-9_$]*(?:\.""" + _PART + r""")*)
  | (?P<str>"(?:[^"\\\n]|\\.)*")
  | (?P<ustr>")
  | (?P<p>[{}()\[\],;:+\-!@|=<>*])
  | (?P<bad>.)
    """,
    re.VERBOSE | re.DOTALL | re.ASCII,
)

_SKIP = frozenset(("ws", "com", "dwarf", "sec"))
_ERRORS = {
    "ucom": "unterminated comment '/*'",
    "ustr": "unterminated string literal",
    "badnum": "malformed numeric literal '{:.40}'",
    "bad": "unexpected character {!r}",
}


class Source:
    """The text being parsed plus a line table for turning offsets into SrcLoc."""

    __slots__ = ("text", "filename", "_starts")

    def __init__(self, text: str, filename: str):
        self.text = text
        self.filename = filename
        self._starts = [0]
        self._starts.extend(m.end() for m in re.finditer("\n", text))

    def loc(self, pos: int) -> SrcLoc:
        line = bisect_right(self._starts, pos)
        return SrcLoc(self.filename, line, pos - self._starts[line - 1] + 1)

    def error(self, pos: int, message: str) -> PTXSyntaxError:
        return PTXSyntaxError(self.loc(pos), message)


def tokenize(src: Source) -> list[tuple[str, str, int]]:
    """All tokens of ``src`` (comments, whitespace and debug sections dropped), followed by
    one EOF token. Raises PTXSyntaxError at the first character no token can start with."""
    toks = []
    append = toks.append
    for m in _TOKEN_RE.finditer(src.text):
        kind = m.lastgroup
        if kind in _SKIP:
            continue
        if kind in _ERRORS:
            raise src.error(m.start(), _ERRORS[kind].format(m.group()))
        append((kind, m.group(), m.start()))
    append((EOF, "", len(src.text)))
    return toks


# ------------------------------------------------------------------------- numbers

_MAX_DIGITS = 100  # longer literals are certainly wrong (and int() of huge strings is slow)


def parse_number(text: str) -> tuple[str, int | float] | None:
    """Decode a numeric token into ``(kind, value)`` with ``kind`` as in ``ir.Imm``;
    ``None`` if the token is not a valid PTX number."""
    if len(text) > _MAX_DIGITS:
        return None
    c1 = text[1:2]
    if text[0] == "0" and c1 in ("f", "F") and len(text) == 10:
        return "f32", int(text[2:], 16)
    if text[0] == "0" and c1 in ("d", "D") and len(text) == 18:
        return "f64", int(text[2:], 16)
    t = text[:-1] if text[-1] == "U" else text
    if c1 in ("x", "X"):
        return "int", int(t[2:], 16)
    if c1 in ("b", "B"):
        return "int", int(t[2:], 2)
    if t.isdigit():
        if len(t) > 1 and t[0] == "0":  # C-style octal
            return ("int", int(t, 8)) if all(ch in "01234567" for ch in t) else None
        return "int", int(t)
    if text[-1] == "U":
        return None
    try:
        return "float", float(text)
    except ValueError:
        return None
