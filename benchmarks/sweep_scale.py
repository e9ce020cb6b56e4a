"""How a sweep scales with Dask workers (issue 13 item 6): one 24-point spec — three
tensor-core GEMMs x two sizes x four tensor-core widths (timing.hmma.fedp_per_core) — run
from scratch with 1 and with 2 local workers (and, for reference, in this process without
Dask), each into a fresh database.

    python benchmarks/sweep_scale.py                  # sizes 128,256: about a minute per run
    python benchmarks/sweep_scale.py --sizes 64,128   # quicker, startup weighs more
    python benchmarks/sweep_scale.py --workers 1,2,4 --json

Prints, per run, the wall time including the local cluster's start, the sum of the points'
own wall times (the work), the speed-up over one worker, and the load average before and
after (the machine may be shared: a busy machine flattens the speed-up). Checks that every
run stored the same cycles for every point (a point's result does not depend on where it ran).
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path

from tcsim.sweep import engine
from tcsim.sweep.points import expand
from tcsim.sweep.spec import read_spec
from tcsim.sweep.store import Store

SPEC = """name = "scale"
kernels = ["wmma_gemm", "wmma_gemm_shared", "cutlass_wmma_gemm"]
sizes = [{sizes}]
modes = ["timing"]

[config]
"timing.hmma.fedp_per_core" = [2, 4, 8, 16]
"""


def one_run(points, db: Path, workers: int) -> dict:
    load0 = os.getloadavg()
    t0 = time.perf_counter()
    store = Store(db)
    state = engine.run(points, store, workers=workers)
    wall = time.perf_counter() - t0
    rows = store.rows()
    store.close()
    if state.failed or state.interrupted or len(rows) != len(points):
        raise SystemExit(f"workers={workers}: {state.failed} points failed, {len(rows)} of {len(points)} stored")
    return {"workers": workers if workers else "in-process", "points": len(rows), "wall_seconds": round(wall, 2),
            "point_seconds": round(sum(r["wall_seconds"] for r in rows), 2),
            "load_before": [round(x, 2) for x in load0], "load_after": [round(x, 2) for x in os.getloadavg()],
            "cycles": {r["key"]: r["cycles"] for r in rows}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="128,256", help="M=N=K sizes (two of them give 24 points)")
    ap.add_argument("--workers", default="1,2", help="local worker counts to time")
    ap.add_argument("--in-process", action="store_true", dest="in_process", help="also time --workers 0 (no Dask)")
    ap.add_argument("--json", action="store_true")
    ns = ap.parse_args()
    counts = [int(x) for x in ns.workers.split(",")] + ([0] if ns.in_process else [])
    with tempfile.TemporaryDirectory(prefix="tcsim-sweep-scale-") as tmp:
        spec_path = Path(tmp) / "scale.toml"
        spec_path.write_text(SPEC.format(sizes=ns.sizes))
        points = expand(read_spec(spec_path)).points
        runs = [one_run(points, Path(tmp) / f"w{n}.db", n) for n in counts]
    same = all(r["cycles"] == runs[0]["cycles"] for r in runs)
    base = next((r["wall_seconds"] for r in runs if r["workers"] == 1), None)
    for r in runs:
        r["speedup"] = round(base / r["wall_seconds"], 2) if base else None
        del r["cycles"]
    if ns.json:
        print(json.dumps({"cpus": os.cpu_count(), "identical_cycles": same, "runs": runs}, indent=1))
        return
    print(f"{len(points)} points, {os.cpu_count()} CPUs; identical cycles in every run: {same}")
    print(f"{'workers':>10} {'wall s':>8} {'points s':>9} {'speed-up':>9}  load before -> after (1/5/15 min)")
    for r in runs:
        print(f"{r['workers']!s:>10} {r['wall_seconds']:>8.1f} {r['point_seconds']:>9.1f} {r['speedup'] or '-'!s:>9}  "
              f"{r['load_before']} -> {r['load_after']}")


if __name__ == "__main__":
    main()
