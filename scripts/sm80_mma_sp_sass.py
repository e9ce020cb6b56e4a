#!/usr/bin/env python3
"""Record what ptxas makes of every sm_80 mma.sp form tcsim implements (as
scripts/sm80_mma_sass.py does for the dense forms).

Writes ``tests/data/sass/sm80_mma_sp_forms.ptx`` (one kernel per form and metadata variant:
load the registers, one mma.sp with a non-zero selector where the form has one, store D)
and ``tests/data/sass/sm80_mma_sp.sass`` (the MMA lines of ``nvdisasm`` of ``ptxas
-arch=sm_80``). tests/matrix/test_mma_sparse.py checks that each form is ONE HMMA.SP /
IMMA.SP of the PTX shape whose operands are the registers as loaded, the metadata register
and the selector immediate included, and that .sp and .sp::ordered_metadata assemble to the
same instruction on sm_80.

Usage: python scripts/sm80_mma_sp_sass.py [--check]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sm80_mma_sass import DATA, sass_text  # noqa: E402

#: kernel suffix -> (mma qualifiers, A regs, B regs, C/D regs, selector)
FORMS = {
    "f16_k16_f16": ("m16n8k16.row.col.f16.f16.f16.f16", 2, 2, 2, 0),
    "f16_k16_f32": ("m16n8k16.row.col.f32.f16.f16.f32", 2, 2, 4, 3),
    "bf16_k16": ("m16n8k16.row.col.f32.bf16.bf16.f32", 2, 2, 4, 2),
    "f16_k32": ("m16n8k32.row.col.f32.f16.f16.f32", 4, 4, 4, 1),
    "bf16_k32": ("m16n8k32.row.col.f32.bf16.bf16.f32", 4, 4, 4, 0),
    "tf32_k8": ("m16n8k8.row.col.f32.tf32.tf32.f32", 2, 2, 4, 3),
    "tf32_k16": ("m16n8k16.row.col.f32.tf32.tf32.f32", 4, 4, 4, 1),
    "s8_k32": ("m16n8k32.row.col.s32.s8.s8.s32", 2, 2, 4, 1),
    "u8s8_k32_sat": ("m16n8k32.row.col.satfinite.s32.u8.s8.s32", 2, 2, 4, 0),
    "s8u8_k64": ("m16n8k64.row.col.s32.s8.u8.s32", 4, 4, 4, 0),
    "s4_k64": ("m16n8k64.row.col.s32.s4.s4.s32", 2, 2, 4, 1),
    "u4_k128": ("m16n8k128.row.col.s32.u4.u4.s32", 4, 4, 4, 0),
}
VARIANTS = {"sp": "sp", "ord": "sp::ordered_metadata"}


def ptx_text() -> str:
    out = [".version 8.5", ".target sm_80", ".address_size 64", ""]
    for vname, variant in VARIANTS.items():
        for name, (quals, na, nb, nc, sel) in FORMS.items():
            regs = [f"%r{i}" for i in range(1, na + nb + nc + 2)]
            a, b, c, e = regs[:na], regs[na:na + nb], regs[na + nb:na + nb + nc], regs[-1]
            d = [f"%r{40 + i}" for i in range(nc)]
            body = ["\tld.param.u64 \t%rd1, [p];", "\tcvta.to.global.u64 \t%rd1, %rd1;"]
            body += [f"\tld.global.u32 \t{r}, [%rd1+{4 * i}];" for i, r in enumerate(regs)]
            body.append(f"\tmma.{variant}.sync.aligned.{quals} \t{{{', '.join(d)}}}, {{{', '.join(a)}}}, "
                        f"{{{', '.join(b)}}}, {{{', '.join(c)}}}, {e}, {sel};")
            body += [f"\tst.global.u32 \t[%rd1+{4 * i}], {r};" for i, r in enumerate(d)]
            out += [f".visible .entry k_{vname}_{name}(.param .u64 p)", "{", "\t.reg .b32 \t%r<48>;",
                    "\t.reg .b64 \t%rd<2>;", *body, "\tret;", "}", ""]
    return "\n".join(out)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ns = ap.parse_args()
    ptx = DATA / "sm80_mma_sp_forms.ptx"
    sass = DATA / "sm80_mma_sp.sass"
    if ns.check:
        with tempfile.TemporaryDirectory() as tmp:
            p = Path(tmp) / ptx.name
            p.write_text(ptx_text())
            ok = ptx.read_text() == ptx_text() and sass.read_text().splitlines()[1:] == sass_text(p).splitlines()[1:]
        print("up to date" if ok else "stale: run scripts/sm80_mma_sp_sass.py")
        return 0 if ok else 1
    ptx.write_text(ptx_text())
    sass.write_text(sass_text(ptx))
    print(f"wrote {ptx} and {sass.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
