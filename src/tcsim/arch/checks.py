"""What a config value may be: declared next to every field's unit and meaning.

``tcsim.arch.params.param(unit, doc, check)`` takes one of these; the loader first checks the
value against the field's annotated type (``int``, ``float``, ``str``, ``tuple``, ``dict``),
then calls ``check(value)``. A failed check raises :class:`Bad` with the reason only; the
loader adds the file, line and dotted key, so every message reads the same way.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any


class Bad(ValueError):
    """A value is not allowed; the message says why (without the key, the caller adds it)."""


def show(v: Any) -> str:
    """A value as the user wrote it, cut short so an error stays one line."""
    s = repr(v)
    return s if len(s) <= 40 else s[:37] + "..."


_TYPE_NAMES = {int: "an integer", float: "a number", str: "a string", tuple: "an array", dict: "a table"}


def typed(v: Any, typ: type) -> Any:
    """``v`` as a value of ``typ`` (TOML arrays become tuples, integers become floats where a
    number is expected); :class:`Bad` if it has another type. Booleans are not numbers."""
    if typ is float and isinstance(v, int) and not isinstance(v, bool):
        v = float(v)
    if typ is tuple and isinstance(v, list):
        v = tuple(v)
    if not isinstance(v, typ) or (typ is int and isinstance(v, bool)):
        raise Bad(f"must be {_TYPE_NAMES[typ]}, not {show(v)}")
    if typ is float and not math.isfinite(v):
        raise Bad(f"must be a finite number, not {show(v)}")
    return v


def _num(x: float) -> str:
    return f"{x:,}".replace(",", "_") if isinstance(x, int) and abs(x) >= 100_000 else str(x)


@dataclass(frozen=True)
class Range:
    """A number from ``lo`` to ``hi`` (inclusive; ``lo_open``: strictly above ``lo``)."""

    lo: float
    hi: float
    lo_open: bool = False

    def __call__(self, v: Any) -> None:
        if v < self.lo or v > self.hi or (self.lo_open and v == self.lo):
            raise Bad(f"must be {self.describe()}, not {show(v)}")

    def describe(self) -> str:
        low = f"above {_num(self.lo)}" if self.lo_open else f"from {_num(self.lo)}"
        return f"{low} to {_num(self.hi)}"


@dataclass(frozen=True)
class Pow2(Range):
    """A power of two from ``lo`` to ``hi`` (sizes the timing model splits addresses by)."""

    def __call__(self, v: Any) -> None:
        if v < self.lo or v > self.hi or v & (v - 1):
            raise Bad(f"must be a power of two {self.describe()}, not {show(v)}")


class OneOf:
    """One of a set of names; ``choices`` may be a function (evaluated when checked) so that
    a field can name, e.g., the arithmetic models without importing them at declaration."""

    def __init__(self, *choices: Any, source: Callable[[], Iterable[Any]] | None = None):
        self._choices = choices
        self._source = source

    @property
    def choices(self) -> tuple:
        return tuple(self._source()) if self._source else self._choices

    def __call__(self, v: Any) -> None:
        if v not in self.choices:
            raise Bad(f"must be one of {', '.join(map(str, self.choices))}, not {show(v)}")


@dataclass(frozen=True)
class Pattern:
    """A string matching ``regex`` (``what`` says in words what that is)."""

    regex: str
    what: str

    def __call__(self, v: Any) -> None:
        if not re.fullmatch(self.regex, v):
            raise Bad(f"must be {self.what}, not {show(v)}")


@dataclass(frozen=True)
class Each:
    """An array of ``typ`` values, each passing ``check``; ``min_len``..``max_len`` long,
    strictly ascending if ``ascending``."""

    typ: type
    check: Callable[[Any], None]
    min_len: int = 1
    max_len: int = 1024
    ascending: bool = False

    def __call__(self, v: tuple) -> None:
        if not self.min_len <= len(v) <= self.max_len:
            raise Bad(f"must have {self.min_len} to {self.max_len} entries, not {len(v)}")
        for i, x in enumerate(v):
            try:
                self.check(typed(x, self.typ))
            except Bad as e:
                raise Bad(f"entry {i}: {e}") from None
        if self.ascending and any(b <= a for a, b in zip(v, v[1:])):
            raise Bad(f"must be strictly ascending, not {show(list(v))}")

    def normalise(self, v: tuple) -> tuple:
        return tuple(typed(x, self.typ) for x in v)


@dataclass(frozen=True)
class Table:
    """A table whose keys pass ``keys`` and whose values (of type ``typ``) pass ``values``."""

    keys: Callable[[Any], None]
    typ: type
    values: Callable[[Any], None]
    max_len: int = 256

    def __call__(self, v: dict) -> None:
        if len(v) > self.max_len:
            raise Bad(f"must have at most {self.max_len} entries, not {len(v)}")
        for k, x in v.items():
            try:
                self.keys(k)
            except Bad as e:
                raise Bad(f"key {k!r}: {e}") from None
            try:
                x = typed(x, self.typ)
                self.values(x)
            except Bad as e:
                raise Bad(f"[{k!r}]: {e}") from None

    def normalise(self, v: dict) -> dict:
        out = {}
        for k, x in v.items():
            x = typed(x, self.typ)
            out[k] = self.values.normalise(x) if hasattr(self.values, "normalise") else x
        return out


@dataclass(frozen=True)
class Text:
    """Any non-empty single-line string of at most ``max_len`` characters."""

    max_len: int = 400

    def __call__(self, v: Any) -> None:
        if not v.strip() or "\n" in v or len(v) > self.max_len:
            raise Bad(f"must be a non-empty line of at most {self.max_len} characters, not {show(v)}")
