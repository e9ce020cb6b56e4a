"""Sampled against full timing for the bundled GEMMs (issue 13 item 4; docs/sampling.md).

    python benchmarks/sampling.py --kernels cutlass_wmma_gemm --sizes 2048 --json-file out.json

runs each point with sampled timing (``Device.sample``), checks the results against numpy
and compares the cycles with the full timing run's in the reference file
(docs/data/sampling_reference.json: cycles and CPU seconds of ``tcsim sweep gemm`` runs,
with the command and commit that produced them). Times are CPU seconds of this process
(the machine is shared: wall time says little); the full runs' are the sweep's user +
system time. ``--arch`` runs on another GPU (a reference point names its GPU as ``arch``;
without one it is the Titan V's): the A100 and H100 rows of docs/sampling.md, "Other GPUs",
are ``--arch a100 --kernels mma_sm80_gemm --sizes 1024,2048 --no-results --reference
docs/data/sampling_other_gpus.json`` and the same with ``--arch h100 --kernels
wgmma_sm90_gemm,wgmma_sm90_gemm_rs --sizes 1024``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

from tcsim.arch import parse_overrides
from tcsim.errors import TcsimError
from tcsim.timing.sampling import METHODS, SampleOptions

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "docs" / "data" / "sampling_reference.json"


def reference(path: Path = REFERENCE) -> dict:
    if not path.is_file() or not path.stat().st_size:
        return {}
    try:
        data = json.loads(path.read_text())
        # a size is N or [M, N, K] (JSON has no tuples: parse_size gives one)
        return {(p.get("arch", "titan_v"), p["kernel"], tuple(p["size"]) if isinstance(p["size"], list) else p["size"]): p
                for p in data["points"]}
    except (ValueError, KeyError, TypeError) as e:
        raise SystemExit(f"sampling.py: {path}: not a reference file (a JSON object whose \"points\" each have a "
                         f"kernel, size and cycles): {type(e).__name__}: {e}") from None


def run_point(kernel: str, size: int, options=None, arch: str = "titan_v", config: dict | None = None) -> dict:
    import tcsim
    from tcsim import kernels

    dev = tcsim.Device(arch, config=config or None)
    dev.mode = "timing"
    dev.sample = options if options is not None else True
    launch = kernels.get(kernel).prepare(dev, size, np.random.default_rng(0))
    c0, w0 = time.process_time(), time.perf_counter()
    results = launch.run()
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    check = launch.check()
    verdict = "PASS" if check.ok else ("not computed" if not check.computed else f"FAIL: {check.message}")
    est = [r.sample for r in results]
    return {"kernel": kernel, "size": size, "cycles": sum(e.cycles for e in est), "low": sum(e.low for e in est),
            "high": sum(e.high for e in est), "exact": all(e.exact for e in est),
            "sampled_cycles": sum(e.sampled_cycles for e in est),
            "sampled_fraction": float(np.mean([e.sampled_fraction for e in est])),
            "ends": [e.ends for e in est], "warnings": [w for e in est for w in e.warnings],
            "check": verdict, "method": est[0].method, "skipped_rounds": [e.skipped_rounds for e in est],
            "round_cycles": [e.round_cycles for e in est],
            "sms": est[0].sms, "results": all(e.results for e in est), "cpu_seconds": cpu, "wall_seconds": wall}


def run_full(kernel: str, size, arch: str = "titan_v", config: dict | None = None) -> dict:
    """The full timing run of a point in this process (``--full``): cycles and CPU seconds."""
    import tcsim
    from tcsim import kernels

    dev = tcsim.Device(arch, config=config or None)
    dev.mode = "timing"
    launch = kernels.get(kernel).prepare(dev, size, np.random.default_rng(0))
    c0 = time.process_time()
    results = launch.run()
    return {"cycles": sum(r.cycles for r in results), "cpu_seconds": time.process_time() - c0, "wall_seconds": None}


def parse_size(text: str):
    """``N`` (M=N=K) or ``MxNxK``."""
    parts = [int(x) for x in text.split("x")]
    if len(parts) not in (1, 3) or min(parts) < 1:
        raise ValueError(text)
    return parts[0] if len(parts) == 1 else tuple(parts)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--arch", default="titan_v", help="the GPU (a bundled name)")
    ap.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                    help="override a config value (repeat; tcsim run --set); the reference, made with the "
                         "GPU's own config, is then not used (--full times the full run with the override)")
    ap.add_argument("--kernels", default="wmma_gemm,wmma_gemm_shared,cutlass_wmma_gemm")
    ap.add_argument("--sizes", default="512,1024,2048", help="comma-separated: N (M=N=K) or MxNxK")
    ap.add_argument("--full", action="store_true",
                    help="points without a reference: also time the full run in this process (same code)")
    ap.add_argument("--reference", default=str(REFERENCE))
    ap.add_argument("--json-file")
    ap.add_argument("--method", default=SampleOptions.method, choices=METHODS)
    ap.add_argument("--sms", type=int, default=SampleOptions.sms, help="subset: SMs timed")
    ap.add_argument("--min-ctas-per-sm", type=float, default=SampleOptions.min_ctas_per_sm,
                    help="subset: smaller grids are timed in full")
    ap.add_argument("--dram", default=SampleOptions.dram, choices=("full", "scaled"))
    ap.add_argument("--l2-capacity", default=SampleOptions.l2_capacity, choices=("full", "scaled"))
    ap.add_argument("--no-results", action="store_true",
                    help="cycles only (SampleOptions(results=False)): the outputs are not computed")
    ap.add_argument("--no-slice", action="store_true",
                    help="with --no-results: run every instruction's semantics (SampleOptions(slice=False)), not only "
                         "the slice the timing reads (exec/slicing.py)")
    ap.add_argument("--lockstep", action="store_true",
                    help="shadow: send the shadows in lockstep with their representative (SampleOptions(stagger="
                         "False)) instead of spread over the sample's own start gaps (timing/shadow.py)")
    ap.add_argument("--columns", action=argparse.BooleanOptionalAction, default=True,
                    help="shadow: each SM's copies from a simulated SM of the same grid columns (SampleOptions("
                         "columns=True), the default; --no-columns: from its group of consecutive SMs, "
                         "docs/sampling.md)")
    ap.add_argument("--skip-rounds", action=argparse.BooleanOptionalAction, default=True,
                    help="shadow: a grid of four or more full rounds times its first, last two full and partial rounds "
                         "only (SampleOptions(skip_rounds=True), the default; timing/rounds.py); --no-skip-rounds: "
                         "every round timed")
    ns = ap.parse_args(argv)
    opts = SampleOptions(method=ns.method, sms=ns.sms, min_ctas_per_sm=ns.min_ctas_per_sm,
                         l2_capacity=ns.l2_capacity, dram=ns.dram, results=not ns.no_results,
                         stagger=not ns.lockstep, columns=ns.columns, slice=not ns.no_slice,
                         skip_rounds=ns.skip_rounds)
    try:
        sizes = [parse_size(x) for x in ns.sizes.split(",")]
    except ValueError:
        ap.error(f"--sizes {ns.sizes!r}: comma-separated N or MxNxK (positive integers)")
    try:
        config = parse_overrides(ns.set)
    except TcsimError as e:
        ap.error(str(e))
    ref = {} if config else reference(Path(ns.reference))
    rows = []
    print("| kernel | M=N=K | full cycles | sampled cycles (bound) | error | simulated | full CPU s | sampled CPU s "
          "| speed-up | check |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for k in ns.kernels.split(","):
        for n in sizes:
            try:
                p = run_point(k, n, opts, ns.arch, config)
            except (ValueError, KeyError, TcsimError) as e:    # the kernel refuses the size, no such kernel or GPU
                print(f"sampling.py: error: {ns.arch} {k} {n}: {e}", file=sys.stderr)
                return 2
            p["arch"] = ns.arch
            full = ref.get((ns.arch, k, n))
            if full is None and ns.full:
                full = run_full(k, n, ns.arch, config)
            if full:
                p["full_cycles"] = full["cycles"]
                # CPU seconds where the reference has them, else its (loaded machine's) wall seconds
                p["full_seconds"] = full["cpu_seconds"] or full["wall_seconds"]
                p["full_seconds_kind"] = "cpu" if full["cpu_seconds"] else "wall"
                p["error"] = p["cycles"] / full["cycles"] - 1
                p["speedup"] = p["full_seconds"] / p["cpu_seconds"]
            rows.append(p)
            n = n if isinstance(n, int) else "x".join(map(str, n))
            bound = "exact" if p["exact"] else f"{p['low']:,} .. {p['high']:,}"
            print(f"| {k} | {n} | {full['cycles']:,} | {p['cycles']:,} ({bound}) | {100 * p['error']:+.2f}% | "
                  f"{100 * p['sampled_fraction']:.0f}% | {p['full_seconds']:.0f}{'' if p['full_seconds_kind'] == 'cpu' else ' (wall)'} | "
                  f"{p['cpu_seconds']:.0f} | "
                  f"{p['speedup']:.1f}x | {p['check']} |" if full else
                  f"| {k} | {n} | (no reference) | {p['cycles']:,} ({bound}) | | "
                  f"{100 * p['sampled_fraction']:.0f}% | | {p['cpu_seconds']:.0f} | | {p['check']} |", flush=True)
    if ns.json_file:
        Path(ns.json_file).write_text(json.dumps({"points": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
