#!/usr/bin/env python3
"""Record what ptxas makes of every sm_80 mma.sync form tcsim implements.

Writes ``tests/data/sass/sm80_mma_forms.ptx`` (one kernel per form: load the fragments,
one mma.sync, store D) and ``tests/data/sass/sm80_mma.sass`` (per kernel, the MMA lines of
``nvdisasm`` of ``ptxas -arch=sm_80``). tests/matrix/test_mma_sm80.py checks that each form
is ONE native instruction (IMMA/BMMA/HMMA/DMMA of the PTX shape) whose operands are the
fragment registers as loaded, so the PTX fragment is the hardware's register layout.

Usage: python scripts/sm80_mma_sass.py [--check]
"""

from __future__ import annotations

import argparse
import glob
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "tests" / "data" / "sass"

#: kernel suffix -> (mma qualifiers, A regs, B regs, C/D regs)
FORMS = {
    "m16n8k4_tf32": ("m16n8k4.row.col.f32.tf32.tf32.f32", 2, 1, 4),
    "m16n8k16_s8u8": ("m16n8k16.row.col.s32.s8.u8.s32", 2, 1, 4),
    "m16n8k16_s8_sat": ("m16n8k16.row.col.satfinite.s32.s8.s8.s32", 2, 1, 4),
    "m16n8k32_u8": ("m16n8k32.row.col.s32.u8.u8.s32", 4, 2, 4),
    "m16n8k32_s4": ("m16n8k32.row.col.s32.s4.s4.s32", 2, 1, 4),
    "m16n8k64_u4s4": ("m16n8k64.row.col.s32.u4.s4.s32", 4, 2, 4),
    "m16n8k128_xor": ("m16n8k128.row.col.s32.b1.b1.s32.xor.popc", 2, 1, 4),
    "m16n8k256_and": ("m16n8k256.row.col.s32.b1.b1.s32.and.popc", 4, 2, 4),
}


def ptx_text() -> str:
    out = [".version 7.8", ".target sm_80", ".address_size 64", ""]
    for name, (quals, na, nb, nc) in FORMS.items():
        regs = [f"%r{i}" for i in range(1, na + nb + nc + 1)]
        a, b, c = regs[:na], regs[na:na + nb], regs[na + nb:]
        d = [f"%r{40 + i}" for i in range(nc)]
        body = ["\tld.param.u64 \t%rd1, [p];", "\tcvta.to.global.u64 \t%rd1, %rd1;"]
        body += [f"\tld.global.u32 \t{r}, [%rd1+{4 * i}];" for i, r in enumerate(regs)]
        body.append(f"\tmma.sync.aligned.{quals} \t{{{', '.join(d)}}}, {{{', '.join(a)}}}, "
                    f"{{{', '.join(b)}}}, {{{', '.join(c)}}};")
        body += [f"\tst.global.u32 \t[%rd1+{4 * i}], {r};" for i, r in enumerate(d)]
        out += [f".visible .entry k_{name}(.param .u64 p)", "{", "\t.reg .b32 \t%r<48>;", "\t.reg .b64 \t%rd<2>;",
                *body, "\tret;", "}", ""]
    return "\n".join(out)


def nvdisasm() -> str:
    found = shutil.which("nvdisasm") or next(iter(glob.glob(
        str(Path(sysconfig.get_paths()["purelib"]) / "nvidia" / "*" / "bin" / "nvdisasm"))), None)
    if found is None:
        raise SystemExit("nvdisasm not found (pip wheel nvidia-cuda-nvdisasm)")
    return found


def sass_text(ptx: Path) -> str:
    with tempfile.TemporaryDirectory() as tmp:
        cubin = Path(tmp) / "k.cubin"
        subprocess.run([shutil.which("ptxas") or "ptxas", "-arch=sm_80", str(ptx), "-o", str(cubin)], check=True)
        dis = subprocess.run([nvdisasm(), str(cubin)], capture_output=True, text=True, check=True).stdout
    version = subprocess.run(["ptxas", "--version"], capture_output=True, text=True).stdout.strip().splitlines()[-1]
    lines = [f"# ptxas -arch=sm_80 ({version}) + nvdisasm: the MMA instructions per kernel"]
    for line in dis.splitlines():
        s = line.strip()
        if s.startswith(".text.k_"):
            lines.append(s[len(".text."):])
        elif "MMA" in s and "*/" in s:
            lines.append(s.split("*/", 1)[1].strip().rstrip(";").strip())
    return "\n".join(lines) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ns = ap.parse_args()
    ptx = DATA / "sm80_mma_forms.ptx"
    if ns.check:
        with tempfile.TemporaryDirectory() as tmp:
            p = Path(tmp) / ptx.name
            p.write_text(ptx_text())
            ok = ptx.read_text() == ptx_text() and (DATA / "sm80_mma.sass").read_text().splitlines()[1:] == \
                sass_text(p).splitlines()[1:]
        print("up to date" if ok else "stale: run scripts/sm80_mma_sass.py")
        return 0 if ok else 1
    ptx.write_text(ptx_text())
    (DATA / "sm80_mma.sass").write_text(sass_text(ptx))
    print(f"wrote {ptx} and sm80_mma.sass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
