"""``tcsim compare``: every bundled kernel with committed SASS timed in PTX mode and in SASS
mode side by side (issue 14 item 4; docs/sass.md has the table)."""

from __future__ import annotations

import json

from tcsim.cli.common import UsageError, console, print_table


def cmd_compare(ns) -> int:
    from rich.table import Table

    from tcsim.kernels.sass_mode import ARCH_OF_SM, committed, compare_modes

    sm = ns.sm if ns.sm is not None else {"titan_v": 70, "rtx2080": 75, "h100": 90}.get(ns.arch or "rtx2080")
    if sm is None:
        raise UsageError(f"--arch {ns.arch}: give --sm (the SASS to run; committed: 70, 75, 80, 86, 89, 90)")
    arch = ns.arch or ARCH_OF_SM[sm]
    have = committed(sm)
    names = ns.names or have
    bad = [n for n in names if n not in have]
    if bad:
        raise UsageError(f"no committed sm_{sm} SASS of {', '.join(bad)} (committed: {', '.join(have)})")
    rows = [compare_modes(n, sm, arch) for n in names]
    if ns.json:
        print(json.dumps(rows, indent=1))
        return 0
    tab = Table(title=f"PTX-mode vs SASS-mode timing, {arch}, sm_{sm} SASS (default sizes)")
    for col in ("kernel", "PTX cycles", "SASS cycles", "SASS/PTX", "PTX warp-instr", "SASS warp-instr",
                "SASS timing = functional"):
        tab.add_column(col, justify="left" if col == "kernel" else "right")
    for r in rows:
        tab.add_row(r["kernel"], f"{r['ptx_cycles']:,}", f"{r['sass_cycles']:,}",
                    f"{r['sass_cycles'] / r['ptx_cycles']:.2f}", f"{r['ptx_warp_instructions']:,}",
                    f"{r['sass_warp_instructions']:,}", "yes" if r["sass_timing_equals_functional"] else "NO")
    print_table(console(), tab)
    return 0 if all(r["sass_timing_equals_functional"] and r["check"] for r in rows) else 1


def add_compare_parser(sub) -> None:
    c = sub.add_parser("compare", help="PTX-mode vs SASS-mode cycles of the bundled kernels with committed SASS",
                       description="Times each bundled kernel (default: every one with committed SASS for the SM) "
                                   "in PTX mode and in SASS mode on the same GPU config and inputs, and checks "
                                   "that SASS timing mode leaves results bit-identical to functional SASS mode.")
    c.add_argument("names", nargs="*", metavar="NAME", help="bundled kernels (default: all with committed SASS)")
    c.add_argument("--arch", default=None, help="GPU config (default: titan_v for --sm 70, rtx2080 for 75, a100 after)")
    c.add_argument("--sm", type=int, default=None, help="the SASS to run (default: the GPU's, 70 titan_v, 75 rtx2080)")
    c.add_argument("--json", action="store_true")
    c.set_defaults(func=cmd_compare)
