#!/usr/bin/env python3
"""Record how many registers ptxas allocates per thread for every bundled kernel.

PTX names virtual registers without limit; the number a thread really holds is decided by
ptxas, and it bounds how many CTAs fit on an SM (the register file is 64K 32-bit
registers). The timing model reads these counts from ``src/tcsim/kernels/registers.json``
so that users need no CUDA install. ptxas 13 targets sm_75 and newer only, so the counts
for the Volta config are those of sm_75 (same register file and ISA register model; an
assumption stated in docs/timing.md).

    python scripts/ptxas_registers.py           # rewrite registers.json
    python scripts/ptxas_registers.py --check   # exit 1 if ptxas disagrees with it
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

KERNEL_DIR = Path(__file__).resolve().parent.parent / "src" / "tcsim" / "kernels"
OUT = KERNEL_DIR / "registers.json"
ARCH = "sm_75"

_FUNC = re.compile(r"Compiling entry function '([^']+)' for '(\w+)'")
_USED = re.compile(r"Used (\d+) registers")


def registers_of(ptx: Path, ptxas: str) -> dict[str, int]:
    """``{kernel: registers per thread}`` from ``ptxas -v`` for one PTX file."""
    target = re.search(r"^\.target\s+sm_(\d+)(a?)", ptx.read_text(), re.M)
    # sm_80 kernels; sm_90a ones keep their "a" (ptxas refuses sm_90a PTX for -arch=sm_90)
    arch = f"sm_{target.group(1)}{target.group(2)}" if target and int(target.group(1)) > int(ARCH[3:]) else ARCH
    res = subprocess.run([ptxas, f"-arch={arch}", "-v", str(ptx), "-o", "/dev/null"],
                         capture_output=True, text=True, check=True)
    out: dict[str, int] = {}
    current = None
    for line in res.stderr.splitlines():
        m = _FUNC.search(line)
        if m:
            current = m.group(1)
            continue
        m = _USED.search(line)
        if m and current is not None:
            out[current] = int(m.group(1))
            current = None
    return out


def collect(ptxas: str) -> dict:
    table = {}
    for ptx in sorted(KERNEL_DIR.glob("*.ptx")):
        table[ptx.name] = registers_of(ptx, ptxas)
    version = subprocess.run([ptxas, "--version"], capture_output=True, text=True).stdout.strip().splitlines()[-1]
    return {"arch": ARCH, "ptxas": version, "kernels": table}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare with the committed registers.json")
    ns = ap.parse_args()
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        print("ptxas not found on PATH", file=sys.stderr)
        return 2
    data = collect(ptxas)
    text = json.dumps(data, indent=1, sort_keys=True) + "\n"
    if ns.check:
        old = OUT.read_text() if OUT.is_file() else ""
        if json.loads(old or "{}").get("kernels") != data["kernels"]:
            print(f"{OUT.name} is stale: run scripts/ptxas_registers.py", file=sys.stderr)
            return 1
        print("registers.json agrees with ptxas")
        return 0
    OUT.write_text(text)
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
