"""The generation an instruction form needs: ``needs_sm(b, 90, "mbarrier.try_wait")``
raises a located error on a config whose ``isa`` is older (as ptxas does for a .target
below the form's: "Feature '...' requires .target sm_90 or higher")."""

from __future__ import annotations

from tcsim.arch.sm import sm_number


def needs_sm(b, sm: int, what: str) -> None:
    have = sm_number(getattr(b.program.config, "isa", "") or "")
    if have is not None and have < sm:
        b.error(f"{what} requires sm_{sm} or higher (architecture {b.program.config.name} is sm_{have})")
