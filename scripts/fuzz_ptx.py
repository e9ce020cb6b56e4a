"""Fuzz the PTX path offline: mutate the bundled kernels, load and launch each mutant, and
report every input for which something other than a TcsimError escaped.

    python scripts/fuzz_ptx.py --count 5000 --seed 1 [--timing-every 5] [--save DIR]

Half of the inputs are token mutations of a bundled kernel, half are kernels around one
random instruction (any opcode the executor knows, any type, random operands) — see
--single. Seeded and deterministic (input i of seed s is always the same text). Crashing mutants
are written to DIR (default: fuzz_crashes/) with their tracebacks; the exit status is 1
when there was any crash. See tcsim.isa.ptx.fuzz for the mutations.
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
import time
from pathlib import Path

from tcsim.exec.ops import TABLE
from tcsim.isa.ptx.fuzz import Vocabulary, check, mutate, single_instruction

KERNELS = Path(__file__).resolve().parent.parent / "src" / "tcsim" / "kernels"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-chars", type=int, default=200_000, help="skip seed files larger than this")
    ap.add_argument("--timing-every", type=int, default=5, help="launch every Nth loading mutant in timing mode")
    ap.add_argument("--budget", type=float, default=3.0, help="seconds per mutant before it counts as a timeout")
    ap.add_argument("--single", type=float, default=0.5, help="fraction of single-instruction kernels")
    ap.add_argument("--save", type=Path, default=Path("fuzz_crashes"))
    a = ap.parse_args(argv)
    seeds = {p.name: p.read_text() for p in sorted(KERNELS.glob("*.ptx")) if p.stat().st_size <= a.max_chars}
    vocab = Vocabulary.of(seeds.values())
    names = sorted(seeds)
    opcodes = sorted(TABLE)
    counts: collections.Counter = collections.Counter()
    crashes = 0
    t0 = time.time()
    for i in range(a.count):
        rng = random.Random(f"{a.seed}:{i}")
        if rng.random() < a.single:
            name, text = "single.ptx", single_instruction(rng, opcodes, vocab)
        else:
            name = rng.choice(names)
            text = mutate(seeds[name], rng, vocab)
        arch = "titan_v" if rng.random() < 0.3 else "rtx2080"
        mode = "timing" if a.timing_every and i % a.timing_every == 0 else "functional"
        out = check(text, arch=arch, mode=mode, budget=a.budget)
        counts[out.status] += 1
        if out.status == "crash":
            crashes += 1
            a.save.mkdir(parents=True, exist_ok=True)
            stem = a.save / f"seed{a.seed}_{i}_{Path(name).stem}"
            stem.with_suffix(".ptx").write_text(text)
            stem.with_suffix(".txt").write_text(f"{arch} {mode}\n{out.detail}")
            last = out.detail.strip().splitlines()[-1]
            print(f"CRASH mutant {i} of {name} ({arch}, {mode}): {last}", flush=True)
        if (i + 1) % 100 == 0:
            print(f"{i + 1}/{a.count} mutants, {time.time() - t0:.0f} s: {dict(counts)}", flush=True)
    print(f"done: {a.count} mutants in {time.time() - t0:.0f} s: {dict(counts)}; crashes saved in {a.save}/" if crashes
          else f"done: {a.count} mutants in {time.time() - t0:.0f} s: {dict(counts)}; no crash")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
