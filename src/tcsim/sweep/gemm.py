"""``tcsim sweep gemm`` as a bundled spec (specs/gemm.toml): the command's options replace
the spec's kernels, sizes and arch; the rows come back as ``tcsim.validate.gemm_sweep``
points, so the table, findings, CSV, JSON and picture are the ones the command always made.
"""

from __future__ import annotations

import dataclasses
from importlib import resources
from pathlib import Path

from tcsim.sweep.spec import KernelEntry, Spec, read_spec


def spec_path() -> Path:
    res = resources.files("tcsim.sweep") / "specs" / "gemm.toml"
    return res if isinstance(res, Path) else Path(str(res))


def gemm_spec(kernels: list[str] | None = None, sizes: list[int] | None = None, arch: str | None = None,
              overrides: dict | None = None) -> Spec:
    """The bundled spec with the command's choices: ``arch`` a GPU name or a config file path."""
    spec = read_spec(spec_path())
    if kernels is not None:
        spec.kernels = [KernelEntry(k, spec.where("kernels"), "kernels") for k in kernels]
    if sizes is not None:
        spec.sizes = list(sizes)
    if arch is not None:
        spec.archs = [arch]
    spec.config = {k: [v] for k, v in (overrides or {}).items()}
    return spec


def as_gemm_points(rows: list[dict]):
    """Stored rows of GEMM points as ``gemm_sweep.Point`` s (TFLOPS: ``gemm_sweep.flops`` over the simulated time)."""
    import json

    from tcsim.validate import gemm_sweep as gs

    out = []
    for r in rows:
        lat = json.loads(r["wmma_latency"]) if r.get("wmma_latency") else {}
        n, cycles = int(r["size"]), r["cycles"]
        mem = json.loads(r["memory"]) if r.get("memory") else {}
        # AMD hierarchy: what reaches HBM — reads, write-backs, and dirty lines the L2s still hold
        dram = (mem["hbm_read_bytes"] + mem["hbm_write_bytes"] + mem.get("l2_dirty_bytes", 0)
                if "hbm_read_bytes" in mem else None)
        values = {"kernel": r["kernel"], "size": n, "cycles": cycles, "warp_instructions": r["warp_instructions"],
                  "thread_instructions": r["thread_instructions"], "ipc": r["ipc"],
                  "tflops": gs.flops(r["kernel"], n) / (cycles / (r["clock_mhz"] * 1e6)) / 1e12,
                  "wmma_load_median": lat.get("wmma.load", {}).get("median"),
                  "wmma_mma_median": lat.get("wmma.mma", {}).get("median"),
                  "wmma_store_median": lat.get("wmma.store", {}).get("median"),
                  "check": r["verdict"], "sim_seconds": r["sim_seconds"], "dram_bytes": dram}
        names = {f.name for f in dataclasses.fields(gs.Point)}
        out.append(gs.Point(**{k: v for k, v in values.items() if k in names}))
    return out
