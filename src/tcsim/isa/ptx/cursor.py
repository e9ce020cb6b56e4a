"""The token cursor shared by all grammar rules: a position in the token list of
:mod:`.lexer` plus the few helpers (expect, integer, ...) that build error messages
naming the offending token."""

from __future__ import annotations

from tcsim.errors import PTXSyntaxError
from tcsim.isa.ir import Imm

from .lexer import DIR, EOF, ID, NUM, PUNCT, Source, parse_number


class Cursor:
    def __init__(self, text: str, filename: str):
        self.src = Source(text, filename)
        self.toks: list = [(EOF, "", 0)]  # filled by the parser's entry point
        self.i = 0
        self.imm_cache: dict[str, Imm] = {}  # literal text -> Imm (frozen, so shareable)

    def err(self, message: str, tok=None) -> PTXSyntaxError:
        if tok is None:
            tok = self.toks[self.i]
        return self.src.error(tok[2], message)

    @staticmethod
    def show(tok) -> str:
        if tok[0] == EOF:
            return "end of input"
        text = tok[1] if len(tok[1]) <= 40 else tok[1][:37] + "..."
        return f"'{text}'"

    def peek_is(self, text: str) -> bool:
        return self.toks[self.i][1] == text and self.toks[self.i][0] in (PUNCT, DIR)

    def advance(self):
        tok = self.toks[self.i]
        if tok[0] != EOF:
            self.i += 1
        return tok

    def expect(self, text: str, after: str):
        tok = self.toks[self.i]
        if tok[1] != text or tok[0] not in (PUNCT, DIR):
            raise self.err(f"expected '{text}' after {after}, found {self.show(tok)}")
        self.i += 1
        return tok

    def name(self, what: str) -> tuple:
        tok = self.toks[self.i]
        if tok[0] != ID or "." in tok[1]:
            raise self.err(f"expected {what}, found {self.show(tok)}")
        self.i += 1
        return tok

    def integer(self, what: str) -> int:
        tok = self.toks[self.i]
        v = parse_number(tok[1]) if tok[0] == NUM else None
        if v is None or v[0] != "int":
            raise self.err(f"expected an integer {what}, found {self.show(tok)}")
        self.i += 1
        return v[1]

    def number(self, tok) -> Imm:
        imm = self.imm_cache.get(tok[1])
        if imm is None:
            v = parse_number(tok[1])
            if v is None:
                raise self.err(f"malformed numeric literal {self.show(tok)}", tok)
            imm = self.imm_cache[tok[1]] = Imm(v[0], v[1])
        return imm
