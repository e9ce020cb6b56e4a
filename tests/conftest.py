"""Shared fixtures.

``both_drivers``: every kernel launch in the test that does not choose a mode runs under
the functional *and* the timing driver, which must agree bit for bit (tests/parity.py;
PTX launches and AMDGPU launches alike).
Setting ``TCSIM_BOTH_DRIVERS=1`` applies it to every test of the run.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import parity  # noqa: E402


@pytest.fixture
def both_drivers(monkeypatch):
    monkeypatch.setattr(parity.Kernel, "__call__", parity.launch_both)
    monkeypatch.setattr(parity.AsmFunction, "__call__", parity.launch_both_asm)


@pytest.fixture(autouse=True)
def _both_drivers_everywhere(request):
    if os.environ.get("TCSIM_BOTH_DRIVERS") == "1":
        request.getfixturevalue("both_drivers")
