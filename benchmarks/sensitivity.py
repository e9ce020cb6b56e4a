"""How far a small change of one config value moves a point (docs/sampling.md, "How far one
cycle moves a point"): from sweep databases whose points differ in one swept key, per
kernel, size and GPU, the full runs' cycles at each value (their range against their mean,
and whether they move one way with the value), the sampled estimates' cycles and errors
against the full run at the same value, and the sampled estimates' mean against the full
runs' mean.

    tcsim sweep benchmarks/sensitivity/shapes.toml
    python benchmarks/sensitivity.py benchmarks/sensitivity/shapes.db [more.db ...] [--json]

The specs in benchmarks/sensitivity/ sweep ``timing.memory.l2.hit_latency`` by one and two
cycles around the Titan V's 149. A smooth model moves a few hundred cycles per cycle of
latency, one way; a point whose end is set by which SMs take the last CTAs can jump by
several per cent. Where a point was stored by several tcsim versions, the latest is taken.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys

from tcsim.errors import TcsimError
from tcsim.sweep.results import load

FULL, SAMPLED = "timing", "timing-sampled"


class SensitivityError(TcsimError):
    pass


def collect(paths: list[str], key: str) -> dict:
    """``{(kernel, size, arch): {mode: {value: cycles}}}`` of the successful points."""
    latest: dict = {}
    for path in paths:
        rows, keys = load(path)
        if key not in keys:
            raise SensitivityError(f"{path}: no point sets {key} (its keys: {', '.join(keys) or 'none'})")
        for r in rows:
            if r["status"] != "ok" or r.get(key) is None or r["mode"] not in (FULL, SAMPLED):
                continue
            where = (r["kernel"], r["size"], r["arch"], r["mode"], r[key])
            if where not in latest or r["finished_at"] > latest[where]["finished_at"]:
                latest[where] = r
    out: dict = {}
    for (kernel, size, arch, mode, v), r in latest.items():
        out.setdefault((kernel, size, arch), {}).setdefault(mode, {})[v] = r["cycles"]
    return out


def summary(modes: dict) -> dict:
    full, sampled = modes.get(FULL, {}), modes.get(SAMPLED, {})
    values = sorted(set(full) | set(sampled))
    row: dict = {"values": values, "full": [full.get(v) for v in values],
                 "sampled": [sampled.get(v) for v in values]}
    f = [c for c in row["full"] if c is not None]
    if len(f) > 1:
        mean = statistics.mean(f)
        steps = [b - a for a, b in zip(f, f[1:])]
        row["full_range_pct"] = 100 * (max(f) - min(f)) / mean
        row["full_one_way"] = all(s >= 0 for s in steps) or all(s <= 0 for s in steps)
    both = [v for v in values if v in full and v in sampled]
    row["errors_pct"] = {v: 100 * (sampled[v] / full[v] - 1) for v in both}
    if both:
        row["mean_error_pct"] = 100 * (statistics.mean(sampled[v] for v in both)
                                       / statistics.mean(full[v] for v in both) - 1)
    return row


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("db", nargs="+", help="sweep databases (tcsim sweep SPEC writes SPEC.db)")
    ap.add_argument("--key", default="timing.memory.l2.hit_latency", help="the swept config key")
    ap.add_argument("--json", action="store_true", help="print JSON")
    ns = ap.parse_args(argv)
    try:
        got = collect(ns.db, ns.key)
    except TcsimError as e:
        print(f"sensitivity.py: error: {e}", file=sys.stderr)
        return 1
    if not got:
        print(f"sensitivity.py: error: no successful {FULL} or {SAMPLED} point in {', '.join(ns.db)}", file=sys.stderr)
        return 1
    table = {f"{k} {s} {a}": summary(m) for (k, s, a), m in sorted(got.items())}
    if ns.json:
        print(json.dumps({"key": ns.key, "points": table}, indent=1))
        return 0

    def cyc(c):
        return "-" if c is None else f"{c:,}"
    for name, row in table.items():
        print(f"{name}: {ns.key} = {', '.join(str(v) for v in row['values'])}")
        line = f"  full     {' / '.join(cyc(c) for c in row['full'])}"
        if "full_range_pct" in row:
            line += f"   range {row['full_range_pct']:.2f}% of the mean, {'one way' if row['full_one_way'] else 'NOT one way'}"
        print(line)
        print(f"  sampled  {' / '.join(cyc(c) for c in row['sampled'])}")
        if row["errors_pct"]:
            errs = " ".join(f"{e:+.2f}%" for e in row["errors_pct"].values())
            print(f"  sampled against the full run at each value: {errs}; mean against mean {row['mean_error_pct']:+.2f}%")
    return 0


if __name__ == "__main__":
    sys.exit(main())
