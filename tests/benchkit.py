"""The benchmark scripts as modules for the tests that check them (``benchmarks/`` is not a
package; tests/conftest.py puts this directory on sys.path)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[1] / "benchmarks"


def bench(name: str):
    """``benchmarks/<name>.py``, imported (its own imports of sibling scripts resolve)."""
    sys.path.insert(0, str(BENCH))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(BENCH))
