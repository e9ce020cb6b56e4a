"""Seeded mutants of the bundled AMDGPU kernels (scripts/fuzz_amdgpu.py): parsed, loaded and,
when they load, launched briefly on a tiny grid; the only acceptable failure is a one-line
TcsimError. ``TCSIM_FUZZ_SEED`` picks other mutants (the default seed keeps CI repeatable)."""

from __future__ import annotations

import os
import runpy
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
FUZZ = runpy.run_path(str(ROOT / "scripts" / "fuzz_amdgpu.py"))
COUNT = 400


def test_mutants_fail_only_with_tcsim_errors():
    seed = int(os.environ.get("TCSIM_FUZZ_SEED", "11"))
    outcomes: dict[str, int] = {}
    for label, text, mode in FUZZ["mutants"](COUNT, seed):
        try:
            out = FUZZ["run_one"](text, mode)
        except Exception as e:
            raise AssertionError(f"mutant {label} (seed {seed}, {mode}) raised {type(e).__name__}: {e}\n"
                                 f"reproduce: python scripts/fuzz_amdgpu.py --count {COUNT} --seed {seed}") from e
        outcomes[out] = outcomes.get(out, 0) + 1
    # the mutants exercise the semantics too, not only the parser
    assert outcomes.get("ran", 0) >= COUNT // 20 and outcomes.get("AsmSyntaxError", 0) >= COUNT // 4


def test_mutator_is_seeded_and_mutates():
    first = list(FUZZ["mutants"](20, 3))
    assert first == list(FUZZ["mutants"](20, 3)) and first != list(FUZZ["mutants"](20, 4))
    base = dict(FUZZ["bases"]())
    changed = sum(text != base[label.split("#")[0]] for label, text, _ in first)
    assert changed >= 18
