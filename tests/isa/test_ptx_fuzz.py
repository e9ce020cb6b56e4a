"""Mutation fuzzing of the PTX path (issue 11, item 10): a few hundred seeded mutants of
the bundled kernels are loaded, decoded and, when they load, launched on two small CTAs
(every fifth one in timing mode); nothing but a TcsimError may escape. The offline
version with thousands of mutants is scripts/fuzz_ptx.py."""

from __future__ import annotations

import collections
import random
from pathlib import Path

import pytest

from tcsim.exec.ops import TABLE
from tcsim.isa.ptx.fuzz import Vocabulary, check, mutate, single_instruction

KERNELS = Path(__file__).resolve().parents[2] / "src" / "tcsim" / "kernels"
WARPSIZE = Path(__file__).resolve().parent.parent / "data" / "warpsize" / "warp_size.ptx"
MUTANTS = 160
SINGLES = 150  # kernels around one random instruction
SEED_CHARS = 20_000  # the small kernels: parsing the CUTLASS ones would dominate the run


def _seeds() -> dict[str, str]:
    files = [p for p in sorted(KERNELS.glob("*.ptx")) if p.stat().st_size <= SEED_CHARS] + [WARPSIZE]
    return {p.name: p.read_text() for p in files}


def test_mutants_fail_only_with_tcsim_errors():
    seeds = _seeds()
    assert len(seeds) >= 8
    vocab = Vocabulary.of(seeds.values())
    names = sorted(seeds)
    counts: collections.Counter = collections.Counter()
    crashes = []
    for i in range(MUTANTS):
        rng = random.Random(f"suite:{i}")
        name = rng.choice(names)
        text = mutate(seeds[name], rng, vocab)
        arch = "titan_v" if rng.random() < 0.3 else "rtx2080"
        mode = "timing" if i % 5 == 0 else "functional"
        out = check(text, arch=arch, mode=mode, budget=1.0)
        counts[out.status] += 1
        if out.status == "crash":
            crashes.append(f"mutant {i} of {name} ({arch}, {mode}):\n{out.detail}")
    assert not crashes, f"{len(crashes)} of {MUTANTS} mutants crashed:\n\n" + "\n\n".join(crashes[:3])
    # the mutants must reach every stage, or the test would prove little
    assert counts["rejected"] > MUTANTS // 4, counts
    assert counts["ran"] + counts["fault"] > MUTANTS // 10, counts


def test_single_instructions_fail_only_with_tcsim_errors():
    """Every opcode the executor knows, with random types, modifiers and operands."""
    vocab = Vocabulary.of(_seeds().values())
    opcodes = sorted(TABLE)
    counts: collections.Counter = collections.Counter()
    crashes = []
    for i in range(SINGLES):
        rng = random.Random(f"single:{i}")
        text = single_instruction(rng, opcodes, vocab)
        out = check(text, arch=rng.choice(("titan_v", "rtx2080")), mode="timing" if i % 5 == 0 else "functional",
                    budget=1.0)
        counts[out.status] += 1
        if out.status == "crash":
            crashes.append(f"{text.splitlines()[-4]}\n{out.detail}")
    assert not crashes, f"{len(crashes)} of {SINGLES} crashed:\n\n" + "\n\n".join(crashes[:3])
    assert counts["rejected"] > SINGLES // 2 and counts["ran"] + counts["fault"] > 0, counts


def test_mutation_is_deterministic():
    seeds = _seeds()
    vocab = Vocabulary.of(seeds.values())
    text = seeds["vector_add.ptx"]
    a = [mutate(text, random.Random(f"d:{i}"), vocab) for i in range(20)]
    b = [mutate(text, random.Random(f"d:{i}"), vocab) for i in range(20)]
    assert a == b and len(set(a)) > 15 and text not in a


@pytest.mark.parametrize("status,text", [
    ("rejected", ".version 8.0\n.target sm_75\n.address_size 64\n.entry k()\n{\nfoo.b32 %r1;\n}\n"),
    ("ran", ".version 8.0\n.target sm_75\n.address_size 64\n.entry k()\n{\nret;\n}\n"),
    ("fault", ".version 8.0\n.target sm_75\n.address_size 64\n.entry k()\n{\ntrap;\n}\n"),
    # an endless loop ends at the instruction budget (deterministically), not at the alarm
    ("fault", ".version 8.0\n.target sm_75\n.address_size 64\n.entry k()\n{\n$L: bra $L;\n}\n"),
])
def test_check_classifies(status, text):
    assert check(text, budget=0.5).status == status
