#!/usr/bin/env python3
"""Fuzz the AMDGPU front end and semantics with seeded mutants of the bundled kernels.

Each mutant is one of tcsim's bundled ``src/tcsim/kernels/amdgpu/*.s`` files with one to
three random edits (a line deleted, duplicated or swapped; a token replaced or inserted
from a pool of registers, numbers at the edges of their fields, modifiers and punctuation;
an instruction's mnemonic swapped for another from the bundled code; a metadata value made
a list, map, date, ``!!binary``, ``!str`` or an edge number; a kernel-descriptor value set
to a field edge; the file cut short). The mutant is parsed,
loaded, and when it loads, every kernel is launched briefly on a tiny grid (functional
mode, every fourth mutant in timing mode) under an instruction budget. The only
acceptable failure is a :class:`tcsim.errors.TcsimError` whose message is one line; any
other exception, or a multi-line message, is a finding.

The test suite runs a few hundred mutants per run (tests/isa/amdgpu/test_amdgpu_fuzz.py); this
script runs many more offline::

    python scripts/fuzz_amdgpu.py --count 5000 --seed 1     # exit 1 if anything is found
    python scripts/fuzz_amdgpu.py --count 200 --show 3       # print the first 3 findings' mutants
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
import traceback
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
KDIR = ROOT / "src" / "tcsim" / "kernels" / "amdgpu"

#: replacement / insertion tokens: registers and ranges at and past the files' ends,
#: numbers at the edges of encodings' fields, modifiers, punctuation
TOKENS = [
    "v0", "v255", "v256", "v511", "v99999", "s0", "s101", "s105", "s106", "a0", "a255", "a256", "ttmp15", "ttmp16",
    "v[0:1]", "v[1:2]", "v[0:15]", "v[254:257]", "s[0:1]", "s[2:3]", "s[0:7]", "s[1:2]", "a[0:3]", "a[0:31]",
    "v[3:0]", "s[0:0]", "vcc", "vcc_lo", "exec", "exec_lo", "m0", "scc", "off", "null", "src_shared_base",
    "0", "1", "-1", "64", "-16", "0.5", "-4.0", "1e300", "0x7fffffff", "0xffffffff", "0x100000000",
    "0xffffffffffffffff", "4095", "4096", "-4097", "65535", "65536", "1048576", "2147483648", "9" * 30,
    "offset:", "offset:4096", "offset:-1", "offset0:256", "glc", "slc", "sc0", "nt", "cbsz:4", "abid:15",
    "blgp:7", "blgp:8", "op_sel:[1,1]", "neg:[1,1,1]", "neg_lo:[1,0]", "vmcnt(0)", "lgkmcnt(63)",
    "row_shl:1", "quad_perm:[3,2,1,0]", "bound_ctrl:0", "dst_sel:WORD_1", "src0_sel:BYTE_3", "clamp",
    "neg(", "abs(", "|", "-", ")", "(", "[", "]", ":", ",", "@", "&", ";", '"', "hwreg(HW_REG_MODE)",
    "sendmsg(MSG_INTERRUPT)", ".LBB0_1", ".LBB0_99", "k@rel32@lo+4", "s_endpgm", "s_branch", "s_cbranch_scc0",
    "v_mfma_f32_16x16x4f32", "v_mfma_f64_16x16x4f64", "ds_swizzle_b32", "s_setpc_b64", "s_trap 2",
]

#: metadata values a YAML value may be replaced with
META_VALUES = ["[1]", "{a: 1}", "2001-01-01", "!!binary aGVsbG8=", "!str x", "-1", "true", "~", "4294967296",
               "4294967295", "1048576", "65536", "131057",
               "9" * 5000, "0x10", "1.5", "\"64\"", "[", "!!python/object:os.system ''", "*x", "&a 5"]

_VALUE_RE = re.compile(r"^(\s*(?:- )?\.?[A-Za-z_.]+:\s+)(\S.*)$")
_DESCRIPTOR_RE = re.compile(r"^(\s*\.amdhsa_\w+\s+)(\S+)\s*$")
#: kernel descriptor values: field edges and sizes no allocation should take on trust
DESCRIPTOR_VALUES = ["0", "1", "3", "255", "256", "257", "512", "65536", "131056", "131057", "4294967295",
                     "18446744073709551615", "-1", "0x10"]


def _mnemonics(texts: list[str]) -> list[str]:
    out = set()
    for t in texts:
        for line in t.split("\n"):
            m = re.match(r"\s+([a-z][a-z0-9_]+)\b", line)
            if m and not line.lstrip().startswith("."):
                out.add(m.group(1))
    return sorted(out)


def mutate(text: str, rng: random.Random, mnemonics: list[str]) -> str:
    """One to three random edits of ``text``."""
    lines = text.split("\n")
    for _ in range(rng.randint(1, 3)):
        n = len(lines)
        code = [k for k, t in enumerate(lines) if re.match(r"\s+[a-z]", t)]
        # mostly instruction lines: the rest of the file is directives and metadata
        i = rng.choice(code) if code and rng.random() < 0.7 else rng.randrange(n)
        kind = rng.randrange(10)
        if kind == 0:
            del lines[i]
        elif kind == 1:
            lines.insert(i, lines[rng.randrange(n)])
        elif kind == 2:
            j = rng.randrange(n)
            lines[i], lines[j] = lines[j], lines[i]
        elif kind in (3, 4):  # replace a token of the line
            parts = re.split(r"(\s+|,)", lines[i])
            idx = [k for k, p in enumerate(parts) if p.strip(" \t,")]
            if idx:
                parts[rng.choice(idx)] = rng.choice(TOKENS)
                lines[i] = "".join(parts)
        elif kind == 5:  # insert a token at a random column
            c = rng.randrange(len(lines[i]) + 1)
            lines[i] = lines[i][:c] + rng.choice([" ", ""]) + rng.choice(TOKENS) + lines[i][c:]
        elif kind == 6:  # swap the mnemonic
            m = re.match(r"(\s+)([a-z][a-z0-9_]+)\b", lines[i])
            if m and mnemonics:
                lines[i] = m.group(1) + rng.choice(mnemonics) + lines[i][m.end():]
        elif kind == 7:  # a metadata / directive value
            cands = [k for k, t in enumerate(lines) if _VALUE_RE.match(t)] or [i]
            k = rng.choice(cands)
            m = _VALUE_RE.match(lines[k])
            if m:
                lines[k] = m.group(1) + rng.choice(META_VALUES)
        elif kind == 9:  # a kernel descriptor value
            cands = [k for k, t in enumerate(lines) if _DESCRIPTOR_RE.match(t)]
            if cands:
                k = rng.choice(cands)
                lines[k] = _DESCRIPTOR_RE.match(lines[k]).group(1) + rng.choice(DESCRIPTOR_VALUES)
        else:  # change a number in the line
            nums = list(re.finditer(r"\b\d+\b", lines[i]))
            if nums:
                m = rng.choice(nums)
                val = rng.choice(["0", "1", "3", "255", "256", "4096", "65536", "2147483647", "4294967295", "9" * 40])
                lines[i] = lines[i][:m.start()] + val + lines[i][m.end():]
    if rng.random() < 0.03:
        lines = lines[: rng.randrange(len(lines))]
    return "\n".join(lines)


def _arch(text: str) -> str:
    return "mi300" if "gfx94" in text else "mi200"


def run_one(text: str, mode: str = "functional", budget: int = 20_000) -> str:
    """Parse, load and briefly launch every kernel of ``text``; a TcsimError is fine.
    Returns "ran" or the TcsimError's class name."""
    import tcsim
    from tcsim.errors import TcsimError

    try:
        dev = tcsim.Device(arch=_arch(text))
        dev.max_wave_instructions = budget
        mod = dev.load_asm(text)
        for name in mod.module.kernels:
            f = mod.get_function(name)
            args = []
            for a in f.kernel.user_args:
                if a.value_kind == "global_buffer":
                    args.append(dev.array(np.arange(1024, dtype=np.float32)))
                elif a.size in (1, 2, 4, 8):
                    args.append(np.array([64], dtype=f"<i{a.size}")[0] if a.size > 1 else np.int8(8))
                else:
                    args.append(bytes(a.size))
            f((2,), (64,), args, mode=mode)
    except TcsimError as e:
        msg = str(e)
        if "\n" in msg.strip():
            raise AssertionError(f"multi-line error message: {msg[:300]!r}") from e
        return type(e).__name__
    return "ran"


def bases() -> list[tuple[str, str]]:
    return [(p.name, p.read_text()) for p in sorted(KDIR.glob("*.s"))]


def mutants(count: int, seed: int):
    """``count`` seeded (name, base file, mutant text, mode) tuples."""
    rng = random.Random(seed)
    files = bases()
    mn = _mnemonics([t for _, t in files])
    for n in range(count):
        name, text = files[n % len(files)]
        yield f"{name}#{n}", mutate(text, rng, mn), "timing" if n % 4 == 3 else "functional"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--count", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--show", type=int, default=1, help="print this many findings' mutants in full")
    ap.add_argument("--save", type=Path, help="write each finding's mutant to this directory")
    ns = ap.parse_args(argv)
    found: dict[str, tuple[str, str]] = {}
    t0 = time.perf_counter()
    n = 0
    outcomes: dict[str, int] = {}
    for n, (label, text, mode) in enumerate(mutants(ns.count, ns.seed), 1):
        try:
            out = run_one(text, mode)
            outcomes[out] = outcomes.get(out, 0) + 1
        except Exception:  # noqa: BLE001 -- any non-TcsimError is a finding
            tb = traceback.format_exc()
            key = tb.strip().splitlines()[-1][:200]
            if key not in found:
                found[key] = (label, text)
                print(f"FINDING {label} ({mode}): {key}", flush=True)
                if ns.save:
                    ns.save.mkdir(parents=True, exist_ok=True)
                    (ns.save / f"{label.replace('#', '_')}.s").write_text(text)
                if len(found) <= ns.show:
                    print(tb)
        if n % 250 == 0:
            print(f"{n}/{ns.count} mutants, {len(found)} distinct findings, {time.perf_counter() - t0:.0f} s",
                  flush=True)
    print(f"{n} mutants (seed {ns.seed}) in {time.perf_counter() - t0:.0f} s: {len(found)} distinct findings; "
          f"outcomes {dict(sorted(outcomes.items()))}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
