"""``tcsim results DB``: list, filter, export and plot a sweep's results database."""

from __future__ import annotations

import json
import sys

from tcsim.cli.common import UsageError, console, picture_path, print_table, writable


def cmd_results(ns) -> int:
    from tcsim.sweep import results as res

    if getattr(ns, "sample_errors", False) and (ns.plot or ns.csv or ns.parquet):   # (before anything is written)
        raise UsageError("--sample-errors prints a table (or --json); export or plot the rows without it")
    for what, path in (("--csv", ns.csv), ("--parquet", ns.parquet)):
        writable(path, what)
    if (ns.plot is None) != (ns.x is None):
        raise UsageError("--plot METRIC and --x PARAM go together (e.g. --plot cycles --x size_n)")
    out_png = ns.out or (f"{ns.plot}-vs-{ns.x}.png".replace("/", "_") if ns.plot else None)
    if ns.out and not ns.plot:
        raise UsageError("--out names the picture of --plot")
    picture_path(out_png, "--out")
    if ns.parquet:
        res.need_pyarrow()
    rows, config_keys = res.load(ns.db)
    rows = res.select(rows, config_keys, ns.where)
    cols = res.columns(config_keys)
    if ns.parquet:
        res.write_parquet(rows, cols, ns.parquet)
    if ns.csv:
        res.write_csv(rows, cols, ns.csv)
    if ns.plot:
        n = res.plot(rows, config_keys, ns.plot, ns.x, out_png, f"{ns.plot} against {ns.x} ({ns.db})")
        print(f"saved a plot of {n} line{'s' * (n != 1)} to {out_png}", file=sys.stderr)
    if getattr(ns, "sample_errors", False):
        return _sample_errors(rows, config_keys, ns)
    if ns.json:
        print(json.dumps([{c: r.get(c) for c in cols} for r in rows], indent=1))
    elif not (ns.csv or ns.parquet or ns.plot):
        _table(rows, config_keys, ns.db)
    for what, path in (("CSV", ns.csv), ("Parquet", ns.parquet)):
        if path:
            print(f"saved {len(rows)} rows as {what} to {path}", file=sys.stderr)
    return 0


def _table(rows: list[dict], config_keys: list[str], db: str) -> None:
    from rich.table import Table

    varying = [k for k in config_keys if len({json.dumps(r.get(k)) for r in rows}) > 1 or any(k not in r for r in rows)]
    tab = Table(title=f"{db}: {len(rows)} points", show_edge=False)
    heads = ["kernel", "size", "arch", "mode", *varying, "status", "cycles", "IPC", "warp instr", "check", "wall s", "error"]
    for h in heads:
        tab.add_column(h, justify="right" if h in ("size", "cycles", "IPC", "warp instr", "wall s") else "left")
    from tcsim.sweep.results import bound

    for r in rows:
        b = bound(r)        # a sampled estimate: its bound, as the larger side in per cent
        cycles = "-" if r["cycles"] is None else f"{r['cycles']:,}"
        if b and r["cycles"] and b != (r["cycles"], r["cycles"]):
            cycles += f" ±{100 * max(r['cycles'] - b[0], b[1] - r['cycles']) / r['cycles']:.0f}%"
        tab.add_row(r["kernel"], r["size"] or "-", r["arch"], r["mode"], *(str(r.get(k, "-")) for k in varying), r["status"],
                    cycles, f"{r['ipc']:.3f}" if r["ipc"] is not None else "-",
                    f"{r['warp_instructions']:,}" if r["warp_instructions"] is not None else "-",
                    (r["verdict"] or "-")[:30], f"{r['wall_seconds']:.1f}", (r["error"] or "")[:80])
    print_table(console(), tab)


def _sample_errors(rows: list[dict], config_keys: list[str], ns) -> int:
    """``--sample-errors``: the sampled points against their full-timing twins."""
    from rich.table import Table

    from tcsim.sweep.results import sample_errors

    pairs, alone = sample_errors(rows)
    note = f"; {alone} sampled point{'s' * (alone != 1)} without a full-timing twin" if alone else ""
    if not pairs:
        raise UsageError(f"--sample-errors: no timing-sampled point has a timing point of the same simulation in "
                         f"{ns.db}{note} (sweep modes = [\"timing\", \"timing-sampled\"])")
    if ns.json:
        print(json.dumps([{**{k: p["row"].get(k) for k in ("kernel", "size", "arch", "config")},
                           **{k: v for k, v in p.items() if k != "row"}} for p in pairs], indent=1))
        return 0
    sampled = [p["row"] for p in pairs]
    varying = [k for k in config_keys if len({json.dumps(r.get(k)) for r in sampled}) > 1]
    tab = Table(title=f"{ns.db}: {len(pairs)} sampled points against full timing", show_edge=False)
    heads = ["kernel", "size", "arch", *varying, "full cycles", "sampled", "error", "bound", "inside", "full s",
             "sampled s", "speed-up"]
    for h in heads:
        tab.add_column(h, justify="left" if h in ("kernel", "arch", "inside") or h in varying else "right")
    for p in pairs:
        r = p["row"]
        speed = (f"{p['full_seconds'] / p['sampled_seconds']:.1f}x"
                 if p["full_seconds"] and p["sampled_seconds"] else "-")
        tab.add_row(r["kernel"], r["size"] or "-", r["arch"], *(str(r.get(k, "-")) for k in varying),
                    f"{p['full_cycles']:,}", f"{p['sampled_cycles']:,}", f"{100 * p['error']:+.2f}%",
                    f"{p['low']:,} .. {p['high']:,}", "yes" if p["inside"] else "NO",
                    f"{p['full_seconds']:.1f}", f"{p['sampled_seconds']:.1f}", speed)
    print_table(console(), tab)
    worst = max(pairs, key=lambda p: abs(p["error"]))
    mean = sum(abs(p["error"]) for p in pairs) / len(pairs)
    inside = sum(p["inside"] for p in pairs)
    print(f"{len(pairs)} pairs: mean |error| {100 * mean:.2f}%, largest {100 * worst['error']:+.2f}% "
          f"({worst['row']['kernel']} {worst['row']['size']}); the full run inside the bound on {inside} of "
          f"{len(pairs)}{note}; speed-ups are wall seconds (PREDICTED cycles on both sides)")
    return 0
