"""What every ``tcsim`` command shares: the one-line usage error and argument helpers."""

from __future__ import annotations

import argparse

from tcsim.errors import TcsimError


class UsageError(TcsimError):
    pass


class Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one ``tcsim: error:`` line like every other error."""

    def error(self, message: str):
        sub = self.prog.split(" ", 1)[1] + " " if " " in self.prog else ""
        self.exit(2, f"tcsim: error: {message} (see 'tcsim {sub}--help')\n")


def dims(text: str, what: str) -> tuple[int, ...]:
    """``--grid 8,8``-style text (commas or x) as 1 to 3 integers."""
    try:
        out = tuple(int(x) for x in text.replace("x", ",").split(",") if x.strip())
    except ValueError:
        raise UsageError(f"{what} must be integers like 128 or 16,16 (got '{text}')") from None
    if not 1 <= len(out) <= 3:
        raise UsageError(f"{what} takes 1 to 3 dimensions (got '{text}')")
    return out
