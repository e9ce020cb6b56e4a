"""The NVIDIA compute capability in a config's ``isa`` (``sm_80``, ``sm_90a``).

``sm_90a`` is sm_90 plus the architecture-specific features (wgmma, setmaxnreg): PTX that
uses them must target ``sm_90a`` and runs on no other generation (PTX ISA, "PTX Module
Directives: .target": "a" suffix targets).
"""

from __future__ import annotations

import re

_SM = re.compile(r"sm_([0-9]{2,3})(a?)")


def sm_number(isa: str) -> int | None:
    """``"sm_90a"`` -> 90, ``"sm_75"`` -> 75; None for a non-NVIDIA isa."""
    m = _SM.fullmatch(isa or "")
    return int(m[1]) if m else None


def arch_specific(isa: str) -> bool:
    """True for an ``sm_NNa`` target (the architecture-specific feature set)."""
    m = _SM.fullmatch(isa or "")
    return bool(m and m[2])
