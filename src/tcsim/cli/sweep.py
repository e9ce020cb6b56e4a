"""``tcsim sweep gemm``: the tensor-core GEMMs over sizes in timing mode."""

from __future__ import annotations

import json
import sys

from tcsim.cli.common import (
    UsageError,
    console,
    gpu_config,
    picture_path,
    print_table,
    show_progress,
    writable,
)
from tcsim.cli.run import check_fits


def cmd_sweep(ns) -> int:
    """``tcsim sweep gemm``: the tensor-core GEMMs over sizes in timing mode (issue 5)."""
    from rich.table import Table

    from tcsim import kernels
    from tcsim.validate import gemm_sweep as gs

    if ns.kernels is not None and not ns.kernels.strip(", "):
        raise UsageError("--kernels needs at least one kernel (default: " + ",".join(gs.DEFAULT_KERNELS) + ")")
    if ns.sizes is not None and not ns.sizes.strip(", "):
        raise UsageError("--sizes needs at least one size like 64,128 (leave it out for the default sweep)")
    cfg = gpu_config(ns)
    amd = cfg.vendor == "amd"
    known = list(gs.AMD_KERNELS) if amd else kernels.tensor_core_names()
    names = [k.strip() for k in (ns.kernels or ",".join(gs.AMD_KERNELS if amd else gs.DEFAULT_KERNELS)).split(",")
             if k.strip()]
    for k in names:
        if k not in known:
            raise UsageError(f"--kernels: '{k}' is not a bundled {'matrix' if amd else 'tensor'}-core kernel of "
                             f"{ns.arch} (these are: {', '.join(known)})")
    try:
        sizes = [int(x) for x in (ns.sizes or ",".join(map(str, gs.AMD_SIZES if amd else gs.DEFAULT_SIZES))).split(",")
                 if x.strip()]
    except ValueError:
        raise UsageError(f"--sizes must be integers like 64,128,256 (got '{ns.sizes}')") from None
    if not sizes or min(sizes) < 1:
        raise UsageError("--sizes needs positive sizes")
    for n in sizes:
        check_fits((n, n, n), str(n), "--sizes")
    for what, path in (("--csv", ns.csv), ("--json-file", ns.json_file)):
        writable(path, what)
    picture_path(ns.plot, "--plot")
    con = console(stderr=True)

    def progress(p):
        if not ns.json:
            con.print(f"  {p.kernel} {p.size}: {p.cycles:,} cycles, {p.tflops:.2f} TFLOPS, {p.check} "
                      f"({p.sim_seconds:.1f} s)")

    try:
        with show_progress():
            points = gs.run(names, sizes, cfg, progress)
    except ValueError as e:
        raise UsageError(f"--sizes: {e}") from None
    except MemoryError:
        raise UsageError(f"--sizes {ns.sizes}: a GEMM of these sizes does not fit in memory") from None
    gs.save(points, ns.arch, ns.csv, ns.json_file, ns.plot)
    if ns.json:
        print(json.dumps(gs.as_dict(points, ns.arch), indent=1))
    else:
        found = gs.findings(points, cfg)
        tab = Table(title=f"GEMM sweep on {ns.arch}, timing mode")
        for col in ("kernel", "M=N=K", "cycles", "IPC", "TFLOPS", "median wmma.load/mma/store", "HBM MB", "check",
                    "sim s"):
            tab.add_column(col, justify="right" if col not in ("kernel", "check") else "left")
        for p in points:
            med = "/".join("-" if v is None else f"{v:g}" for v in (p.wmma_load_median, p.wmma_mma_median, p.wmma_store_median))
            hbm = "-" if p.dram_bytes is None else f"{p.dram_bytes / 1e6:.2f}"
            tab.add_row(p.kernel, str(p.size), f"{p.cycles:,}", f"{p.ipc:.2f}", f"{p.tflops:.2f}", med, hbm, p.check,
                        f"{p.sim_seconds:.1f}")
        out = console()
        print_table(out, tab)
        for claim, holds, detail in found:
            out.print(f"{'[green]holds[/]' if holds else '[red]does not hold[/]'}: {claim}: {detail}")
        for what, path in (("CSV", ns.csv), ("JSON", ns.json_file), ("plot", ns.plot)):
            if path:
                print(f"saved {what} to {path}", file=sys.stderr)
    return 0 if all(p.check == "PASS" for p in points) else 1
