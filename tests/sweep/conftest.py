"""Fixtures of the sweep tests: a directory to write a spec (and the kernel files it names) into."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from tcsim import kernels

sys.path.insert(0, str(Path(__file__).resolve().parent))


@pytest.fixture
def spec_dir(tmp_path):
    """``write(text) -> path of spec.toml`` in a directory that also holds vector_add.ptx."""
    shutil.copy(kernels.ptx_path("vector_add"), tmp_path / "vector_add.ptx")

    def write(text: str, name: str = "spec.toml") -> Path:
        p = tmp_path / name
        p.write_text(text)
        return p
    return write
