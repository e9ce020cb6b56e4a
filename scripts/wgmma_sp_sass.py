#!/usr/bin/env python3
"""Assemble one small kernel per wgmma.mma_async.sp form and sparsity selector (the SS
harness of tests/exec/test_wgmma_sparse.py: ``form_kernel``) with ptxas -arch=sm_90a and
commit PTX, cubin and the compact nvdisasm listing as tests/data/sass/wgmma_sp_forms_sm90a.*,
so that the test runs every form in SASS mode without the tools. ptxas 13 makes each one
HGMMA.SP (.f16/.bf16/.tf32: metadata register + selector immediate) or QGMMA.SP / IGMMA.SP
(8-bit: metadata register, no selector — it can only be 0).

Usage: python scripts/wgmma_sp_sass.py [--check]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data" / "sass"
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "tests" / "exec"), str(ROOT / "tests"), str(ROOT / "scripts")]


def ptx_text() -> str:
    import test_wgmma_sparse as T

    out = []
    for atype, sel in T.SASS_FORMS:
        text = T.form_kernel(atype, True, sel).replace(".entry k(", f".entry k_{atype}_{sel}(")
        if out:
            text = text.split(".address_size 64\n", 1)[1]
        out.append(text)
    return "".join(out)


def main() -> int:
    from regen_sass import compact

    from tcsim.isa.sass import tools

    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ns = ap.parse_args()
    ptx = DATA / "wgmma_sp_forms_sm90a.ptx"
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / ptx.name
        src.write_text(ptx_text())
        cubin = Path(tmp) / "k.cubin"
        tools.assemble(src, 90, cubin)
        listing = compact(tools.disassemble(cubin, 90))
        if ns.check:
            ok = ptx.read_text() == src.read_text() and (DATA / "wgmma_sp_forms_sm90a.sass").read_text() == listing
            print("up to date" if ok else "differs")
            return 0 if ok else 1
        ptx.write_text(src.read_text())
        (DATA / "wgmma_sp_forms_sm90a.cubin").write_bytes(cubin.read_bytes())
        (DATA / "wgmma_sp_forms_sm90a.sass").write_text(listing)
    print(f"wrote {ptx} and its .cubin/.sass")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
