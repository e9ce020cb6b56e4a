"""Errors that tcsim reports to users as one line, never as a traceback.

Every error carries the place it concerns already formatted into its message:
``file:line:col: message`` for input errors, or kernel/CTA/thread/PC/PTX line for
run-time faults. The CLI prints ``str(err)`` and exits non-zero.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SrcLoc:
    """A position in a source file (1-based line and column)."""

    file: str
    line: int
    col: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


class TcsimError(Exception):
    """Base class of every error tcsim reports to a user."""


class PTXSyntaxError(TcsimError):
    """Malformed or unsupported input text, located at ``file:line:col``."""

    def __init__(self, loc: SrcLoc, message: str):
        self.loc = loc
        self.message = message
        super().__init__(f"{loc}: {message}")


class AsmSyntaxError(TcsimError):
    """Malformed or unsupported AMDGPU assembly, located at ``file:line:col``."""

    def __init__(self, loc: SrcLoc, message: str):
        self.loc = loc
        self.message = message
        super().__init__(f"{loc}: {message}")


class LaunchError(TcsimError):
    """Wrong launch configuration or kernel arguments."""


class ExecutionError(TcsimError):
    """A fault while a kernel runs (memory violation, trap, deadlocked barrier, ...)."""


class ConfigError(TcsimError):
    """An invalid architecture configuration."""
