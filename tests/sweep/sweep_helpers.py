"""What the sweep tests share (imported as ``sweep_helpers``: conftest puts this directory on sys.path)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src"


def env() -> dict:
    """The environment of a subprocess (a tcsim command, a dask worker): this tree's tcsim first."""
    return dict(os.environ, PYTHONPATH=os.pathsep.join([str(SRC), os.environ.get("PYTHONPATH", "")]))


def tcsim_cmd(*args) -> list[str]:
    return [sys.executable, "-m", "tcsim.cli", *map(str, args)]
