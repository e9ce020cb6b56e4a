"""Where the committed SASS of the bundled kernels is (src/tcsim/kernels/sass/, made by
scripts/regen_sass.py)."""

from __future__ import annotations

import json
from pathlib import Path

SASS_DIR = Path(__file__).resolve().parents[1] / "src" / "tcsim" / "kernels" / "sass"


def manifest() -> dict:
    return json.loads((SASS_DIR / "manifest.json").read_text())


def committed_cubins() -> list[Path]:
    return sorted(SASS_DIR.glob("sm_*/*.cubin"))
