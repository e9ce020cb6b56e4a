"""Tokenizer for one line of AMDGPU assembly (LLVM's dialect).

AMDGPU assembly is line-oriented: a statement ends at the end of its line and ``;``
starts a comment. One compiled regex splits a line into ``(kind, text, col)`` tuples
(``col`` 1-based), so tokenizing never loops over characters in Python.
"""

from __future__ import annotations

import re

ID = "id"  # mnemonic, directive (.text), label (.LBB0_2), register (v12), symbol (k@rel32@lo)
NUM = "num"  # 12, 0x1f, 1.5, 1e-3 (no sign: '-' is punctuation)
STR = "str"  # "amdgcn-amd-amdhsa--gfx90a"
PUNCT = "p"  # one of [ ] ( ) : , | + - & * / < > = ! ~ { }
EOL = "eol"

_TOKEN_RE = re.compile(
    r"""
    (?P<ws>[ \t\r\f\v]+)
  | (?P<com>;.*|//.*|\#.*)
  | (?P<str>"(?:[^"\\]|\\.)*")
  | (?P<ustr>")
  | (?P<num>(?:0[xX][0-9a-fA-F]+|0[bB][01]+|\d+\.\d*(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+|\d+)(?![A-Za-z0-9_.$]))
  | (?P<badnum>\d[A-Za-z0-9_.$]*)
  | (?P<id>[A-Za-z_.$][A-Za-z0-9_.$@]*)
  | (?P<p>[\[\]():,|+\-&*/<>=!~{}@%])
  | (?P<bad>.)
    """,
    re.VERBOSE | re.ASCII,
)


class LexError(Exception):
    def __init__(self, col: int, message: str):
        self.col = col
        self.message = message


def tokenize(line: str) -> list[tuple[str, str, int]]:
    """Tokens of one line (comments and blanks dropped), ending with an EOL token."""
    toks = []
    for m in _TOKEN_RE.finditer(line):
        kind = m.lastgroup
        if kind in ("ws", "com"):
            continue
        col = m.start() + 1
        if kind == "ustr":
            raise LexError(col, "unterminated string literal")
        if kind == "badnum":
            raise LexError(col, f"malformed number '{m.group()[:40]}'")
        if kind == "bad":
            raise LexError(col, f"unexpected character {m.group()!r}")
        toks.append((kind, m.group(), col))
    toks.append((EOL, "", len(line) + 1))
    return toks


def parse_int(text: str) -> int | None:
    """An integer token's value (decimal, 0x hex, 0b binary), or None."""
    try:
        if text[:2] in ("0x", "0X"):
            return int(text[2:], 16)
        if text[:2] in ("0b", "0B"):
            return int(text[2:], 2)
        if text.isdigit():
            return int(text)
    except ValueError:
        return None
    return None
