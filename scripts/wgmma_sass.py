#!/usr/bin/env python3
"""Record what ptxas makes of wgmma.mma_async forms (sm_90a): the evidence behind the register
fragments of ``tcsim.matrix.fragments_sm90``.

Writes ``tests/data/sass/wgmma_sm90a_forms.ptx`` (one kernel per form: load D (and A for RS)
from ``[p + 4i]``, one wgmma.mma_async between wgmma.fence / commit_group / wait_group, store D
back to ``[p + 4i]``) and ``tests/data/sass/wgmma_sm90a.sass`` (per kernel: the GMMA line and
which register each 4-byte global offset is loaded into / stored from, from ``nvdisasm`` of
``ptxas -arch=sm_90a``). tests/matrix/test_wgmma_sass.py checks that each form is ONE native
warpgroup MMA (HGMMA/QGMMA/IGMMA/BGMMA of the PTX shape) whose D operand is the PTX vector as
loaded, register i of the vector in the i-th register of one contiguous block (and for RS the
A vector likewise), accumulating in place: the PTX fragment is the hardware's register
layout. Which matrix element each register holds inside the unit cannot be observed without
a GPU; that is the PTX ISA figures' (transcribed in fragments_sm90).

Usage: python scripts/wgmma_sass.py [--check]
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DATA = REPO / "tests" / "data" / "sass"
sys.path.insert(0, str(REPO / "scripts"))
from sm80_mma_sass import nvdisasm  # noqa: E402

#: kernel suffix -> (wgmma qualifiers, D regs, RS?, immediates)
FORMS = {
    "n64_f16_f32_ss": ("m64n64k16.f32.f16.f16", 32, False, ", 1, 1, 0, 0"),
    "n64_f16_f32_rs": ("m64n64k16.f32.f16.f16", 32, True, ", 1, 1, 0"),
    "n32_f16_f16_ss": ("m64n32k16.f16.f16.f16", 8, False, ", 1, 1, 0, 0"),
    "n64_bf16_ss_trans": ("m64n64k16.f32.bf16.bf16", 32, False, ", 1, -1, 1, 1"),
    "n32_tf32_rs": ("m64n32k8.f32.tf32.tf32", 16, True, ", 1, 1"),
    "n64_e4m3_e5m2_ss": ("m64n64k32.f32.e4m3.e5m2", 32, False, ", 1, 1"),
    "n48_s8u8_sat_rs": ("m64n48k32.satfinite.s32.s8.u8", 24, True, ""),
    "n256_f16_f32_ss": ("m64n256k16.f32.f16.f16", 128, False, ", 1, 1, 0, 0"),
    "n64_b1_and_ss": ("m64n64k256.s32.b1.b1.and.popc", 32, False, ""),
}


def ptx_text() -> str:
    out = [".version 8.4", ".target sm_90a", ".address_size 64", ""]
    for name, (quals, nd, rs, imms) in FORMS.items():
        d = [f"%r{i}" for i in range(nd)]
        a = [f"%r{200 + i}" for i in range(4)]
        body = ["\tld.param.u64 \t%rd1, [p];", "\tcvta.to.global.u64 \t%rd1, %rd1;",
                "\tld.param.u64 \t%rd2, [da];", "\tld.param.u64 \t%rd3, [db];"]
        body += [f"\tld.global.u32 \t{r}, [%rd1+{4 * i}];" for i, r in enumerate(d)]
        if rs:
            body += [f"\tld.global.u32 \t{r}, [%rd1+{4 * (256 + i)}];" for i, r in enumerate(a)]
        a_op = "{" + ", ".join(a) + "}" if rs else "%rd2"
        body += ["\twgmma.fence.sync.aligned;",
                 f"\twgmma.mma_async.sync.aligned.{quals} \t{{{', '.join(d)}}}, {a_op}, %rd3, 1{imms};",
                 "\twgmma.commit_group.sync.aligned;", "\twgmma.wait_group.sync.aligned 0;"]
        body += [f"\tst.global.u32 \t[%rd1+{4 * i}], {r};" for i, r in enumerate(d)]
        out += [f".visible .entry k_{name}(.param .u64 p, .param .u64 da, .param .u64 db)", "{",
                "\t.reg .b32 \t%r<210>;", "\t.reg .b64 \t%rd<4>;", *body, "\tret;", "}", ""]
    return "\n".join(out)


_MEM = re.compile(r"(LDG|STG)\.E(?:\.(64|128))?\S*\s+(.*);")
_OFF = re.compile(r"\[R\d+\.64(?:\+(0x[0-9a-f]+))?\]")


def summarise(sass: str) -> list[str]:
    """Per kernel: its GMMA lines and 'load|store offset -> register' for the D / A words."""
    lines, kernel = [], None
    for raw in sass.splitlines():
        m = re.match(r"\s*\.text\.(k_\w+):", raw)
        if m:
            kernel = m[1]
            lines.append(f"kernel {kernel}")
            continue
        ins = re.sub(r"^\s*/\*[0-9a-f]+\*/\s*", "", raw).strip()
        if kernel is None or not ins:
            continue
        if "GMMA" in ins:
            lines.append("  " + re.sub(r"\s+", " ", ins.rstrip(" ;")))
        mm = _MEM.match(ins)
        if mm:
            kind, width, ops = mm[1], int(mm[2] or 32) // 32, mm[3]
            off = _OFF.search(ops)
            base = int(off[1], 16) if off and off[1] else 0
            reg = re.search(r"\bR(\d+)\b(?![.\]])", ops.split("]")[-1] if kind == "STG" else ops.split(",")[0])
            if reg is None:
                continue
            for w in range(width):
                lines.append(f"  {'load' if kind == 'LDG' else 'store'} {(base // 4) + w} R{int(reg[1]) + w}")
    return lines


def build(ptxas: str, workdir: Path) -> tuple[str, str, str]:
    ptx = ptx_text()
    src = workdir / "wgmma_forms.ptx"
    src.write_text(ptx)
    cubin = workdir / "wgmma_forms.cubin"
    subprocess.run([ptxas, "-arch=sm_90a", str(src), "-o", str(cubin)], check=True, capture_output=True)
    dis = subprocess.run([nvdisasm(), str(cubin)], capture_output=True, text=True, check=True).stdout
    version = subprocess.run([ptxas, "--version"], capture_output=True, text=True).stdout.strip().splitlines()[-1]
    header = [f"# ptxas -arch=sm_90a ({version}) + nvdisasm: the warpgroup MMA of each wgmma form and the",
              "# register of each 4-byte word of p loaded (D: words 0.., A for RS: words 256..259) / stored"]
    return ptx, "\n".join(header + summarise(dis)) + "\n", version


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed files instead of writing")
    ns = ap.parse_args(argv)
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        raise SystemExit("ptxas not found on PATH")
    with tempfile.TemporaryDirectory() as tmp:
        ptx, sass, _ = build(ptxas, Path(tmp))
    files = {DATA / "wgmma_sm90a_forms.ptx": ptx, DATA / "wgmma_sm90a.sass": sass}
    if ns.check:
        bad = [p.name for p, text in files.items() if not p.is_file() or p.read_text() != text]
        print("differs: " + ", ".join(bad) if bad else "ok")
        return 1 if bad else 0
    for p, text in files.items():
        p.write_text(text)
        print(f"wrote {p.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
