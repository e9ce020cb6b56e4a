#!/usr/bin/env python3
"""The SASS oracle of scripts/fragment_oracle.py for sm_80: the committed fragments.ptx and
fragments_sm80.ptx (wmma probe kernels) assembled with ``ptxas -arch=sm_80``, disassembled with ``nvdisasm -b
SM80`` and executed on the oracle's SASS interpreter, one warp per probe kernel. Writes
``tests/matrix/data/wmma_sass_oracle_sm80.json`` (row/col per lane and slot per kernel), which
tests/matrix/test_mma_sm80.py compares with tcsim's ``ampere`` wmma family.

Usage: python scripts/fragment_oracle_sm80.py [--check]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fragment_oracle as fo  # noqa: E402

OUT = fo.REPO / "tests" / "matrix" / "data" / "wmma_sass_oracle_sm80.json"


def disassemble_sm80(code: bytes, nvdisasm: str) -> list[str]:
    with tempfile.NamedTemporaryFile(suffix=".bin") as f:
        f.write(code)
        f.flush()
        txt = subprocess.run([nvdisasm, "-b", "SM80", f.name], capture_output=True, text=True, check=True).stdout
    return [m.group(1) for ln in txt.splitlines() if (m := re.match(r"\s*/\*[0-9a-f]+\*/\s+(.*?)\s*;\s*$", ln))]


#: the probe kernels: fragments.cu's (every sm_75 wmma type) and fragments_sm80.cu's (the wmma
#: types sm_80 added: bf16, tf32 m16n16k8, f64 m8n8k4)
PROBES = (fo.KERNEL_PTX, fo.KERNEL_PTX.with_name("fragments_sm80.ptx"))


def oracle() -> dict:
    nvdisasm = fo.nvdisasm_path()
    maps = {}
    with tempfile.TemporaryDirectory() as tmp:
        for ptx in PROBES:
            cubin = Path(tmp) / f"{ptx.stem}_sm80.cubin"
            subprocess.run(["ptxas", "-arch=sm_80", "-O3", str(ptx), "-o", str(cubin)], check=True)
            for name, code in sorted(fo.text_sections(cubin.read_bytes()).items()):
                m = fo.run_probe(disassemble_sm80(code, nvdisasm), name, fo.natural_ldm(name))
                maps[name] = {"row": m["row"], "col": m["col"]}
    return {"tools": {"ptxas": fo.tool_version("ptxas"), "nvdisasm": fo.tool_version(nvdisasm)}, "sm_80": maps}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ns = ap.parse_args()
    data = oracle()
    if ns.check:
        ok = json.loads(OUT.read_text())["sm_80"] == data["sm_80"]
        print("up to date" if ok else "stale: run scripts/fragment_oracle_sm80.py")
        return 0 if ok else 1
    OUT.write_text(json.dumps(data, separators=(",", ":")) + "\n")
    print(f"wrote {OUT} ({len(data['sm_80'])} probe kernels)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
