"""How a point is simulated, by mode — THE place where a new way of running a point plugs in.

``MODES`` maps a mode name to a function ``(point) -> Outcome``. The spec's ``modes`` are
checked against it before anything runs, the worker looks the point's mode up here, and
nothing else in the sweep knows the modes. ``timing-sampled`` is sampled timing
(docs/sampling.md; its estimate's bound goes to ``Outcome.extra``, stored with the point).
Trace replay (one recording, many timing configs) is not a sweep mode yet: it needs
points grouped by everything but their timing values; use ``Device.record`` /
``Device.replay`` or ``tcsim run --record/--replay``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from tcsim.sweep.points import Point


@dataclass
class Outcome:
    """What running a point gave: the launches' results, the bundled kernel's check
    against numpy (``"PASS"`` / ``"FAIL: why"``; None for a file's kernel), the seconds the
    launches took, and mode-specific figures (stored as the ``extra`` JSON column)."""

    results: list
    verdict: str | None
    sim_seconds: float
    extra: dict = field(default_factory=dict)


def launch(point: Point, device_mode: str, sample=False) -> Outcome:
    """Make the point's device, prepare its kernel and inputs, run it in ``device_mode``
    ("functional" or "timing"; ``sample``: sampled timing — True or a SampleOptions,
    docs/sampling.md) and check it (``"not computed"`` when the launch did not compute its
    outputs: never a PASS)."""
    import tcsim
    from tcsim import kernels

    dev = tcsim.Device(point.resolved, **point.device)
    dev.mode = device_mode
    dev.sample = sample
    rng = np.random.default_rng(point.seed)
    if point.bundled is not None:
        prepared = kernels.get(point.bundled).prepare(dev, point.size, rng)
        t0 = time.perf_counter()
        results = prepared.run()
        secs = time.perf_counter() - t0
        check = prepared.check()
        verdict = "PASS" if check.ok else "not computed" if not check.computed else f"FAIL: {check.message}"
        return Outcome(list(results), verdict, secs)
    from tcsim.cli.run import parse_arg

    module = dev.load_ptx(point.source) if point.language == "ptx" else dev.load_asm(point.source)
    function = module.get_function(point.entry)
    values = tuple(parse_arg(dev, a, rng)[0] for a in point.args)
    opts = {"registers": point.registers} if point.language == "ptx" else {}
    t0 = time.perf_counter()
    result = function(point.grid, point.block, values, shared_mem=point.shared_mem, **opts)
    return Outcome([result], None, time.perf_counter() - t0)


def run_functional(point: Point) -> Outcome:
    return launch(point, "functional")


def run_timing(point: Point) -> Outcome:
    return launch(point, "timing")


def run_sampled(point: Point) -> Outcome:
    """Sampled timing (timing/sampling.py), cycles only: the stored cycles are the
    estimate, the outputs are not computed (``SampleOptions(results=False)``: no functional
    run of the whole grid; the verdict is "not computed" unless the kernel was timed in
    full) and the instruction counts are scaled from a few CTAs'; ``extra`` holds each
    launch's estimate, bound, simulated fraction and warnings."""
    from tcsim.timing.sampling import SampleOptions

    out = launch(point, "timing", sample=SampleOptions(results=False))
    out.extra["sample"] = [r.sample.to_dict() for r in out.results if getattr(r, "sample", None) is not None]
    return out


#: mode name -> how a point of that mode runs (see the module docstring to add one)
MODES: dict[str, Callable[[Point], Outcome]] = {
    "functional": run_functional,
    "timing": run_timing,
    "timing-sampled": run_sampled,
}
