"""A point's figures from its launches' results: what ``tcsim run --json`` reports per
launch (runtime/handles.py LaunchResult, the timing model's ``summary``), combined over the
launches of the point (a bundled kernel may make several calls).

Counters add up; utilisations are averages weighted by each launch's cycles; latency
medians are taken over every launch's samples (so one launch gives its own median).
"""

from __future__ import annotations

from typing import Any

import numpy as np

#: memory figures that are sizes, not counters: the largest launch's, not a sum
MEMORY_SIZES = ("l1_bytes_per_sm", "shared_carveout_bytes", "l2_lines_held")


def clock_mhz(r) -> float:
    a = r.arch
    return a["amd"]["cu"]["core_clock_mhz"]["value"] if "amd" in a else a["core"]["core_clock_mhz"]["value"]


def measure(results: list) -> dict[str, Any]:
    """The columns of the results database (store.py) that the launches fill."""
    warp = sum(r.warp_instructions for r in results)
    out: dict[str, Any] = {
        "launches": len(results),
        "warp_instructions": warp,
        "thread_instructions": sum(r.thread_instructions for r in results),
    }
    timed = [r for r in results if r.timing is not None]
    if not timed or len(timed) != len(results):
        return out
    clock = clock_mhz(timed[0])
    sums = [r.timing.summary(clock_mhz(r)) for r in timed]
    weights = [max(s["cycles"], 1) for s in sums]
    cycles = sum(s["cycles"] for s in sums)
    out.update(cycles=cycles, ipc=warp / max(cycles, 1), clock_mhz=clock,
               stall_cycles=_add([s["stall_cycles"] for s in sums]), occupancy=sums[0].get("occupancy"))
    if "amd" in timed[0].arch:
        out["unit_utilisation"] = {u: _weighted([s[k] for s in sums], weights) for u, k in
                                   (("matrix_core", "matrix_core_utilisation"), ("valu", "valu_utilisation"))}
        out["instructions_by_class"] = _add([s["instructions_by_kind"] for s in sums])
        out["tensor_tflops"] = _weighted([s["matrix_tflops"] for s in sums], weights)
        out["extra_timing"] = {
            "matrix_core_utilisation_chip": _weighted([s["matrix_core_utilisation_chip"] for s in sums], weights),
            "mfma_instructions": sum(s["mfma_instructions"] for s in sums),
            "mfma_by_instruction": _add([s["mfma_by_instruction"] for s in sums]),
            "hazard_violations": sum(s["hazard_violations"] for s in sums),
            "cus_used": max(s["cus_used"] for s in sums),
        }
        # the memory hierarchy's counters (mi210/mi250x/mi300x; seed 004's baselines have none)
        if any(s.get("memory") for s in sums):
            out["memory"] = _add([s["memory"] for s in sums if s.get("memory")])
        return out
    units = sorted({u for s in sums for u in s["unit_utilisation"]})
    out["unit_utilisation"] = {u: _weighted([s["unit_utilisation"].get(u, 0.0) for s in sums], weights) for u in units}
    out["instructions_by_class"] = _add([s["instructions_by_class"] for s in sums])
    out["tensor_tflops"] = _weighted([s["tensor_tflops"] for s in sums], weights)
    out["memory"] = _add([s["memory"] for s in sums if s.get("memory")])
    lat: dict[str, list] = {}
    for r in timed:
        for k, v in r.timing.wmma_latency.items():
            lat.setdefault(k, []).extend(v)
    out["wmma_latency"] = {k: {"count": len(v), "min": int(min(v)), "median": float(np.median(v)), "max": int(max(v))}
                           for k, v in lat.items() if v}
    return out


def _weighted(values: list[float], weights: list[int]) -> float:
    return float(sum(v * w for v, w in zip(values, weights)) / sum(weights))


def _add(dicts: list[dict]) -> dict:
    """Counters summed key by key (nested tables too); sizes (MEMORY_SIZES) take the largest."""
    out: dict = {}
    for d in dicts:
        for k, v in d.items():
            if isinstance(v, dict):
                out[k] = _add([out.get(k, {}), v])
            elif isinstance(v, (int, float)) and not isinstance(v, bool):
                out[k] = max(out.get(k, 0), v) if k in MEMORY_SIZES else out.get(k, 0) + v
            else:
                out.setdefault(k, v)
    return out
