"""``tcsim sweep gemm``: the tensor-core GEMMs over sizes in timing mode."""

from __future__ import annotations

import json
import sys

from tcsim.cli.common import UsageError



def cmd_sweep(ns) -> int:
    """``tcsim sweep gemm``: the tensor-core GEMMs over sizes in timing mode (issue 5)."""
    from rich.console import Console
    from rich.table import Table

    from tcsim import kernels
    from tcsim.validate import gemm_sweep as gs

    names = [k for k in (ns.kernels or ",".join(gs.DEFAULT_KERNELS)).split(",") if k]
    for k in names:
        if k not in kernels.names(include_tensor_core=True):
            raise UsageError(f"--kernels: unknown kernel '{k}'")
    try:
        sizes = [int(x) for x in (ns.sizes or ",".join(map(str, gs.DEFAULT_SIZES))).split(",") if x]
    except ValueError:
        raise UsageError(f"--sizes must be integers like 64,128,256 (got '{ns.sizes}')") from None
    if not sizes or min(sizes) < 1:
        raise UsageError("--sizes needs positive sizes")
    con = Console(stderr=True)

    def progress(p):
        if not ns.json:
            con.print(f"  {p.kernel} {p.size}: {p.cycles:,} cycles, {p.tflops:.2f} TFLOPS, {p.check} "
                      f"({p.sim_seconds:.1f} s)")

    try:
        points = gs.run(names, sizes, ns.arch, progress)
    except ValueError as e:
        raise UsageError(f"--sizes: {e}") from None
    gs.save(points, ns.arch, ns.csv, ns.json_file, ns.plot)
    if ns.json:
        print(json.dumps(gs.as_dict(points, ns.arch), indent=1))
    else:
        found = gs.findings(points)
        tab = Table(title=f"GEMM sweep on {ns.arch}, timing mode")
        for col in ("kernel", "M=N=K", "cycles", "IPC", "TFLOPS", "median wmma.load/mma/store", "check", "sim s"):
            tab.add_column(col, justify="right" if col not in ("kernel", "check") else "left")
        for p in points:
            med = "/".join("-" if v is None else f"{v:g}" for v in (p.wmma_load_median, p.wmma_mma_median, p.wmma_store_median))
            tab.add_row(p.kernel, str(p.size), f"{p.cycles:,}", f"{p.ipc:.2f}", f"{p.tflops:.2f}", med, p.check,
                        f"{p.sim_seconds:.1f}")
        out = Console(width=160)
        out.print(tab)
        for claim, holds, detail in found:
            out.print(f"{'[green]holds[/]' if holds else '[red]does not hold[/]'}: {claim}: {detail}")
        for what, path in (("CSV", ns.csv), ("JSON", ns.json_file), ("plot", ns.plot)):
            if path:
                print(f"saved {what} to {path}", file=sys.stderr)
    return 0 if all(p.check == "PASS" for p in points) else 1
