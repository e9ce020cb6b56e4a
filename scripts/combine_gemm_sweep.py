"""Combine GEMM-sweep JSON files (``tcsim sweep gemm --json-file``) into one data set.

The large points of the sweep take tens of CPU minutes each, so they are run one kernel
at a time (``tcsim sweep gemm --kernels K --sizes 2048 --json-file K.json``) and merged
here with the rest; a later file's point replaces an earlier one of the same kernel and
size. Writes the CSV, the JSON (with seed 000's findings re-checked over all points) and
the picture, exactly as ``tcsim sweep gemm`` would have for the whole run.

    python scripts/combine_gemm_sweep.py docs/data/gemm_sweep_titan_v.json k1.json ... \
        --csv docs/data/gemm_sweep_titan_v.csv --json-file docs/data/gemm_sweep_titan_v.json \
        --plot docs/figures/gemm_sweep_titan_v.png
"""

from __future__ import annotations

import argparse
import json
import sys

from tcsim.validate import gemm_sweep as gs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("inputs", nargs="+", help="JSON files written by tcsim sweep gemm --json-file")
    ap.add_argument("--csv")
    ap.add_argument("--json-file")
    ap.add_argument("--plot")
    ns = ap.parse_args(argv)
    points: dict[tuple[str, int], gs.Point] = {}
    arch = None
    for path in ns.inputs:
        with open(path) as f:
            data = json.load(f)
        if arch is not None and data["arch"] != arch:
            print(f"{path}: arch {data['arch']} differs from {arch}", file=sys.stderr)
            return 1
        arch = data["arch"]
        for p in data["points"]:
            points[(p["kernel"], p["size"])] = gs.Point(**p)
    order = {k: i for i, k in enumerate(gs.DEFAULT_KERNELS)}
    pts = sorted(points.values(), key=lambda p: (order.get(p.kernel, len(order)), p.kernel, p.size))
    gs.save(pts, arch, ns.csv, ns.json_file, ns.plot)
    for claim, holds, detail in gs.findings(pts):
        print(f"{'holds' if holds else 'FAILS'}: {claim}: {detail}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
