"""How a point is simulated, by mode — THE place where a new way of running a point plugs in.

``MODES`` maps a mode name to a function ``(point) -> Outcome``. The spec's ``modes`` are
checked against it before anything runs, the worker looks the point's mode up here, and
nothing else in the sweep knows the modes. ``timing-sampled`` is sampled timing
(docs/sampling.md; its estimate's bound goes to ``Outcome.extra``, stored with the point).

``timing-replay`` is timing by trace replay (timing/replay.py): points that differ only in
``timing.*`` values (:func:`replay_group`) form one group that one worker runs in order
(:class:`ReplayGroup`, engine.py) — the first point is a full timing run that also records
the per-warp streams, the others replay them. A point the recording cannot serve (the
kernel cannot be recorded, an override changes the occupancy, ...) is run in full timing;
``extra["replay"]`` says which way each point ran and why.
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


def launch(point: Point, device_mode: str, sample=False, record: bool = False) -> Outcome:
    """Make the point's device, prepare its kernel and inputs, run it in ``device_mode``
    ("functional" or "timing"; ``sample``: sampled timing — True or a SampleOptions,
    docs/sampling.md; ``record``: also record each launch's trace for replays,
    ``result.trace``) and check it (``"not computed"`` when the launch did not compute its
    outputs: never a PASS)."""
    import tcsim
    from tcsim import kernels

    dev = tcsim.Device(point.resolved, **point.device)
    dev.mode = device_mode
    dev.sample = sample
    dev.record_traces = record
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
    run of the whole grid; the verdict is "not computed" unless the shadow method timed a
    small grid in full) and the instruction counts are scaled from a few CTAs'; ``extra`` holds each
    launch's estimate, bound, simulated fraction and warnings — or, for a kernel with no PTX
    timing launch (AMD), ``extra["sampled"]`` says it ran in full timing. The spec's
    ``sample.<name>`` values (``point.sample``) set the options."""
    from tcsim.timing.sampling import SampleOptions

    out = launch(point, "timing", sample=SampleOptions(results=False, **point.sample))
    out.extra["sample"] = [r.sample.to_dict() for r in out.results if getattr(r, "sample", None) is not None]
    if not out.extra["sample"]:         # (tcsim run --sample refuses an AMD GPU; a sweep says how it ran)
        out.extra["sampled"] = "full timing: sampled timing serves PTX timing launches"
    return out


class ReplayGroup:
    """Runs the points of one replay group (:func:`replay_group`), in order, in one
    process: the first point to run records, the others replay its traces."""

    def __init__(self) -> None:
        self.traces: list | None = None
        self.verdict: str | None = None
        self.why_not: str | None = None     # why the group's points cannot be replayed

    def run(self, point: Point) -> Outcome:
        from tcsim.timing.replay import ReplayError

        if self.why_not is not None:
            return _full(point, self.why_not)
        if self.traces is None:
            try:
                out = launch(point, "timing", record=True)
            except ReplayError as e:
                self.why_not = str(e)
                return _full(point, self.why_not)
            traces = [getattr(r, "trace", None) for r in out.results]
            if not traces or any(t is None for t in traces):
                self.why_not = "only PTX timing launches are recorded"
            else:
                self.traces, self.verdict = traces, out.verdict
            out.extra["replay"] = "recorded" if self.why_not is None else f"full timing: {self.why_not}"
            return out
        return self._replay(point)

    def _replay(self, point: Point) -> Outcome:
        import tcsim
        from tcsim.timing.replay import ReplayError

        dev = tcsim.Device(point.resolved, **point.device)
        t0 = time.perf_counter()
        try:
            results = [dev.replay(t) for t in self.traces]
        except ReplayError as e:          # this point's config: e.g. another occupancy
            return _full(point, str(e))
        # the kernel's outputs do not depend on timing values: the recording's check holds
        return Outcome(results, self.verdict, time.perf_counter() - t0, {"replay": "replayed"})


def _full(point: Point, why: str) -> Outcome:
    out = launch(point, "timing")
    out.extra["replay"] = f"full timing: {why}"
    return out


def run_replay(point: Point) -> Outcome:
    """A ``timing-replay`` point on its own (a group of one): a full timing run."""
    return ReplayGroup().run(point)


def replay_group(point: Point) -> str:
    """What a ``timing-replay`` point shares its recording with: every point whose
    simulation differs from it in ``timing.*`` values only (a digest of the rest)."""
    import dataclasses
    import hashlib
    import json

    cfg = point.resolved
    untimed = {f.name: getattr(cfg, f.name) for f in dataclasses.fields(cfg)
               if f.name not in ("timing", "sources", "file", "name", "description")}
    untimed = {k: dataclasses.asdict(v) if dataclasses.is_dataclass(v) else v for k, v in untimed.items()}
    fields = {"kernel": point.kernel, "bundled": point.bundled, "language": point.language, "source": point.source,
              "entry": point.entry, "size": point.size, "grid": point.grid, "block": point.block, "args": point.args,
              "shared_mem": point.shared_mem, "registers": point.registers, "arch": point.arch,
              "device": point.device, "seed": point.seed, "config": untimed}
    return hashlib.sha256(json.dumps(fields, sort_keys=True, default=repr).encode()).hexdigest()[:16]


#: mode name -> how a point of that mode runs (see the module docstring to add one)
MODES: dict[str, Callable[[Point], Outcome]] = {
    "functional": run_functional,
    "timing": run_timing,
    "timing-sampled": run_sampled,
    "timing-replay": run_replay,
}
#: modes whose points run in groups, one group per process: mode -> (the point's group, the group's runner)
GROUPED: dict[str, tuple[Callable[[Point], str], Callable[[], ReplayGroup]]] = {
    "timing-replay": (replay_group, ReplayGroup),
}
