#!/usr/bin/env python3
"""Record how ptxas 13 paces one warp's back-to-back independent sparse MMAs on sm_80 (the
evidence for ``timing.mma.sparse_speedup`` / ``sparse_min_interval``, timing/ampere_mma.py).

Writes ``tests/data/sass/sm80_mma_sp_pace.ptx`` (one kernel per form: a loop of two
iterations of three independent ``mma.sp::ordered_metadata`` chains, as Sun et al.'s ILP-3
microbenchmark; two dense forms for comparison) and ``tests/data/sass/sm80_mma_sp_pace.sass``
(the MMA lines of ``tcsim sass`` of ``ptxas -arch=sm_80``: control bits with the stall count).
tests/timing/test_ampere_mma_sparse.py reads the stall counts: 8 between full-size sparse
MMAs (as dense HMMA.16816), 6 between half-size ones (dense HMMA.1688: 4).

Usage: python scripts/sm80_mma_sp_pace.py [--check]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "tests" / "data" / "sass"

#: kernel suffix -> (mma qualifiers, A regs, B regs, C/D regs, selector or None for dense)
FORMS = {
    "f16_k32": ("m16n8k32.row.col.f32.f16.f16.f32", 4, 4, 4, 1),
    "f16_k16": ("m16n8k16.row.col.f32.f16.f16.f32", 2, 2, 4, 1),
    "f16_k16_f16": ("m16n8k16.row.col.f16.f16.f16.f16", 2, 2, 2, 1),
    "tf32_k16": ("m16n8k16.row.col.f32.tf32.tf32.f32", 4, 4, 4, 1),
    "tf32_k8": ("m16n8k8.row.col.f32.tf32.tf32.f32", 2, 2, 4, 1),
    "s8_k64": ("m16n8k64.row.col.s32.s8.s8.s32", 4, 4, 4, 0),
    "s8_k32": ("m16n8k32.row.col.s32.s8.s8.s32", 2, 2, 4, 1),
    "dense_f16_k16": ("m16n8k16.row.col.f32.f16.f16.f32", 4, 2, 4, None),
    "dense_f16_k8": ("m16n8k8.row.col.f32.f16.f16.f32", 2, 1, 4, None),
}


def ptx_text() -> str:
    out = [".version 8.5", ".target sm_80", ".address_size 64", ""]
    for name, (quals, na, nb, nc, sel) in FORMS.items():
        regs = [f"%r{i}" for i in range(1, na + nb + 2)]
        a, b, e = regs[:na], regs[na:na + nb], regs[-1]
        body = ["\tld.param.u64 \t%rd1, [p];", "\tcvta.to.global.u64 \t%rd1, %rd1;"]
        body += [f"\tld.global.u32 \t{r}, [%rd1+{4 * i}];" for i, r in enumerate(regs)]
        body += [f"\tmov.b32 \t%f{i}, 0;" for i in range(3 * nc)]
        body.append("$L_loop:")
        for _ in range(2):
            for chain in range(3):
                c = "{" + ", ".join(f"%f{chain * nc + i}" for i in range(nc)) + "}"
                ab = "{" + ", ".join(a) + "}, {" + ", ".join(b) + "}"
                if sel is None:
                    body.append(f"\tmma.sync.aligned.{quals} \t{c}, {ab}, {c};")
                else:
                    body.append(f"\tmma.sp::ordered_metadata.sync.aligned.{quals} \t{c}, {ab}, {c}, {e}, {sel};")
        body += ["\tadd.u32 \t%r40, %r40, 1;", "\tsetp.lt.u32 \t%p1, %r40, %r1;", "\t@%p1 bra \t$L_loop;"]
        body += [f"\tst.global.b32 \t[%rd1+{4 * i}], %f{i};" for i in range(3 * nc)]
        out += [f".visible .entry k_{name}(.param .u64 p)", "{", "\t.reg .b32 \t%r<48>;", "\t.reg .b32 \t%f<16>;",
                "\t.reg .pred \t%p<2>;", "\t.reg .b64 \t%rd<2>;", *body, "\tret;", "}", ""]
    return "\n".join(out)


def sass_text(ptx: Path) -> str:
    """The MMA lines of each kernel with their decoded control bits (``tcsim sass``)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    from tcsim.cli.sass import format_kernel
    from tcsim.isa.sass import load_cubin, tools

    with tempfile.TemporaryDirectory() as tmp:
        cubin = Path(tmp) / "k.cubin"
        tools.assemble(ptx, 80, cubin)
        cub = load_cubin(cubin)
        lines = ["# ptxas -arch=sm_80 (CUDA 13) + tcsim sass: the MMA instructions per kernel, control bits "
                 "[B:R:W:Y:S<stall>:U<reuse>]"]
        for k in cub.kernels.values():
            lines.append(k.name)
            lines += [s.strip() for s in format_kernel(k, cub)[1:] if "MMA" in s]
    return "\n".join(lines) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ns = ap.parse_args()
    ptx, sass = DATA / "sm80_mma_sp_pace.ptx", DATA / "sm80_mma_sp_pace.sass"
    if ns.check:
        ok = ptx.read_text() == ptx_text() and sass.read_text() == sass_text(ptx)
        print("up to date" if ok else "differs")
        return 0 if ok else 1
    ptx.write_text(ptx_text())
    sass.write_text(sass_text(ptx))
    print(f"wrote {ptx} and {sass}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
