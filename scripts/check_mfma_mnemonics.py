#!/usr/bin/env python3
"""Check tcsim's MFMA catalogue against the real LLVM assemblers.

For every instruction of ``tcsim.matrix.mfma.catalogue(arch)`` and every spelling
(canonical name and aliases) this assembles

    <spelling> a[0:C-1], v[..A..], v[..B..], a[0:C-1]

with ``llvm-mc -arch=amdgcn -mcpu=<arch> -show-encoding`` and checks that

* it is accepted and printed back as the canonical name (so the name is what LLVM emits),
* the operand widths a_regs / b_regs / c_regs are accepted and doubled widths rejected
  (so the register counts are the assembler's),
* the names of the *other* architecture that tcsim does not list for this one are rejected
  (so nothing is missing from a catalogue that the other has under the same spelling),
* the sparse v_smfmac_* of gfx942 (``<spelling> a[C], v[A], v[B], v<index>``) likewise:
  every spelling, the operand widths, and that the index must be one VGPR (not an AGPR, an
  SGPR, a pair or a constant).

Usage: python scripts/check_mfma_mnemonics.py [--llvm-mc-gfx90a llvm-mc-14]
       [--llvm-mc-gfx942 llvm-mc-19] [--json out.json]
Exit status 0 when everything agrees. Needs LLVM 14 (gfx90a) and LLVM 19 (gfx942).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys

from tcsim.matrix.mfma import catalogue
from tcsim.matrix.mfma.catalogue import SPARSE_GFX942

DEFAULT_MC = {"gfx90a": "llvm-mc-14", "gfx942": "llvm-mc-19"}


def _rng(prefix: str, first: int, n: int) -> str:
    return f"{prefix}{first}" if n == 1 else f"{prefix}[{first}:{first + n - 1}]"


def line(mnemonic: str, a: int, b: int, c: int, sparse: bool = False, index: str = "v40") -> str:
    last = index if sparse else _rng('a', 0, c)
    return f"{mnemonic} {_rng('a', 0, c)}, {_rng('v', 0, a)}, {_rng('v', 8, b)}, {last}"


def assemble(mc: str, arch: str, lines: list[str]) -> list[tuple[bool, str]]:
    """Assemble each line separately (one process for all: errors name the line)."""
    src = "\n".join(lines) + "\n"
    r = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={arch}", "-show-encoding"], input=src,
                       capture_output=True, text=True)
    bad = {}
    for ln in r.stderr.splitlines():
        # <stdin>:LINE:COL: error: message
        parts = ln.split(":", 4)
        if len(parts) >= 5 and parts[0] == "<stdin>" and "error" in parts[3]:
            bad[int(parts[1])] = parts[4].strip()
    printed = [ln.strip() for ln in r.stdout.splitlines() if "encoding:" in ln]
    out, j = [], 0
    for i in range(len(lines)):
        if i + 1 in bad:
            out.append((False, bad[i + 1]))
        else:
            out.append((True, printed[j].split()[0] if j < len(printed) else "?"))
            j += 1
    return out


def check(arch: str, mc: str) -> dict:
    cat = catalogue(arch)
    other = catalogue("gfx942" if arch == "gfx90a" else "gfx90a")
    mine = {s for spec in cat.values() for s in (spec.name,) + spec.aliases}
    cases = []          # (kind, spelling, canonical, line, expect_ok)
    for spec in cat.values():
        sp_ = spec.sparse
        for sp in (spec.name,) + spec.aliases:
            cases.append(("accept", sp, spec.name, line(sp, spec.a_regs, spec.b_regs, spec.c_regs, sp_), True))
        cases.append(("width-a", spec.name, spec.name, line(spec.name, 2 * spec.a_regs, spec.b_regs, spec.c_regs, sp_), False))
        cases.append(("width-b", spec.name, spec.name, line(spec.name, spec.a_regs, 2 * spec.b_regs, spec.c_regs, sp_), False))
        cases.append(("width-c", spec.name, spec.name, line(spec.name, spec.a_regs, spec.b_regs, 2 * spec.c_regs, sp_), False))
        if sp_:
            for bad in ("a40", "s40", "v[40:41]", "1"):
                cases.append(("index", spec.name, spec.name,
                              line(spec.name, spec.a_regs, spec.b_regs, spec.c_regs, True, bad), False))
    for spec in other.values():
        for sp in (spec.name,) + spec.aliases:
            if sp not in mine:
                cases.append(("foreign", sp, "", line(sp, spec.a_regs, spec.b_regs, spec.c_regs, spec.sparse), False))
    if arch == "gfx942":
        assert set(SPARSE_GFX942) <= set(cat)
    res = assemble(mc, arch, [c[3] for c in cases])
    failures, checked = [], []
    for (kind, _sp, canon, text, expect), (ok, info) in zip(cases, res):
        good = ok == expect and (not ok or kind != "accept" or info == canon)
        checked.append({"kind": kind, "line": text, "accepted": ok, "info": info, "agrees": good})
        if not good:
            failures.append(f"{arch} {kind}: {text!r} -> {'ok ' + info if ok else info}")
    return {"arch": arch, "llvm_mc": mc, "cases": len(cases), "failures": failures,
            "checked": checked}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--llvm-mc-gfx90a", default=DEFAULT_MC["gfx90a"])
    ap.add_argument("--llvm-mc-gfx942", default=DEFAULT_MC["gfx942"])
    ap.add_argument("--json", help="write every checked line and its outcome here")
    ns = ap.parse_args(argv)
    results, rc = [], 0
    for arch, mc in (("gfx90a", ns.llvm_mc_gfx90a), ("gfx942", ns.llvm_mc_gfx942)):
        if shutil.which(mc) is None:
            print(f"{arch}: {mc} not found, skipped")
            rc = 2
            continue
        r = check(arch, mc)
        results.append(r)
        print(f"{arch}: {r['cases']} lines assembled with {mc}, {len(r['failures'])} disagree")
        for f in r["failures"]:
            print("  " + f)
        rc = rc or (1 if r["failures"] else 0)
    if ns.json:
        with open(ns.json, "w") as fh:
            json.dump(results, fh, indent=1)
    return rc


if __name__ == "__main__":
    sys.exit(main())
