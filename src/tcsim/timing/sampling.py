"""Sampled timing for large, regular grids (issue 13 item 4; docs/sampling.md).

A sampled timing launch runs the cycle-level model (:class:`SampledTimingGPU`, the timing
driver plus a few counters) only until the grid's progress is steady, then predicts the
rest and completes the launch's results with the functional driver:

1. **Measure.** Every ``interval`` cycles the sampler takes, per SM, the warp-instructions
   its CTAs issued (those with an active lane: ``Simt.issued``, which the functional driver
   counts the same way) and the CTA-cycles its residents spent; their ratio is the
   *per-CTA rate* of the interval.
2. **Stop when stable.** The rate is stable when the GPU-wide per-CTA rate averaged over
   the last ``window`` intervals is within ``tolerance`` of the average over the window
   before (1%, windows of 4 x 4096 cycles by default). A kernel that ends first was
   simulated in full: its cycles are exact.
3. **Complete.** Global memory is restored to its state before the launch and the whole
   grid runs through the functional driver, batched: the results are those of a full run,
   and each CTA's instruction count ``I_c`` is known exactly. With
   ``SampleOptions(results=False)`` (cycles only) this run is skipped: a few CTAs spread
   over the grid run functionally for ``I_c`` (their writes undone), global memory stays
   as before the launch and the result says its outputs are not computed.
4. **Extrapolate.** A CTA-level model continues from the stop: each resident CTA has
   ``I_c - issued`` instructions left, waiting CTAs are placed on SMs by the timing
   driver's own occupancy rules (:class:`~tcsim.timing.placement.SmOccupancy`, round-robin
   fill) when a CTA retires, and a CTA on SM ``s`` progresses at the rate measured on ``s``
   over the window. When residents change, a CTA's rate is unknown; three limits are
   modelled: ``cta`` — unchanged (the CTA is limited by its own latencies); ``sm`` — the
   SM's measured throughput shared by its residents (``rate * k_s / k``); ``gpu`` — the
   GPU's measured throughput shared by all residents (``rate * N_s / N``: global memory
   bandwidth is the limit).

**Estimate and error bound.** The continuations' ends span ``[low, high]``, each widened by
the relative difference of the two windows' rates applied to the extrapolated cycles (the
rate is known no better than the windows agree); the estimate is
the midpoint, so its error is at most half the span if the truth lies between the limits.
It is a bound on the model's assumptions, not a guarantee: see docs/sampling.md for where
sampling is unsafe.

This extrapolation is ``SampleOptions(method="extrapolate")``. The default method,
``"shadow"``, times some SMs with their CTAs instead, with the whole GPU's L2 and DRAM and
the other SMs' memory traffic sent to them as shifted copies of the simulated CTAs'
(:mod:`tcsim.timing.shadow`); launches it cannot serve (addresses that are not shifted
copies, CTAs that may communicate: :func:`subset_unsafe`) fall back to the extrapolation
with a warning. ``SampleOptions(method="subset")`` (opt-in) times the SMs alone
(:mod:`tcsim.timing.subset`; wrong for CTAs that share data through the L2, such as GEMM
tiles: docs/sampling.md).
"""

from __future__ import annotations

import copy
import heapq
from dataclasses import dataclass, field

import numpy as np

from tcsim.errors import LaunchError
from tcsim.isa import ir
from tcsim.timing.events import AFTER_CYCLE
from tcsim.timing.gpu import TimingGPU
from tcsim.timing.memops import polls_memory
from tcsim.timing.placement import Placer

#: special registers whose values depend on the schedule: a kernel reading them gives
#: other results in a sampled launch (the functional driver's clock and SM numbering)
SCHEDULE_REGISTERS = ("%clock", "%clock64", "%clock_hi", "%globaltimer", "%globaltimer_lo", "%globaltimer_hi",
                      "%smid")


#: the sampling methods (SampleOptions.method)
METHODS = ("extrapolate", "subset", "shadow")
#: the methods that time a subset of the SMs (timing/subset.py, timing/shadow.py)
SUBSET_METHODS = ("subset", "shadow")


@dataclass(frozen=True)
class SampleOptions:
    """How a sampled launch decides that the grid's progress is steady."""

    interval: int = 4096       # extrapolate: cycles per measurement interval
    window: int = 4            # extrapolate: intervals per window; the last two windows' mean rates must agree
    tolerance: float = 0.01    # extrapolate: largest relative difference of the two windows' mean rates
    #: "shadow" (default): time ``sms`` of the SMs with their CTAs, with the whole GPU's L2
    #: and DRAM and the other SMs' traffic sent to them as shifted copies of the simulated
    #: CTAs' (timing/shadow.py; a launch whose addresses are not shifted copies, or whose
    #: CTAs may communicate, falls back to "extrapolate"); "extrapolate": the whole GPU
    #: until its rate is steady, the rest extrapolated (this module); "subset": some SMs
    #: with their CTAs alone (timing/subset.py; only for CTAs that share no data).
    #: Shadow is the default because it is closer on every bundled GEMM the extrapolation
    #: does not time in full (docs/sampling.md: 8 of 9 within 2% against 3 of 9, worst
    #: -4.47% against +13.8%); the extrapolation is faster on long single-kernel grids
    method: str = "shadow"
    sms: int = 5               # subset: SMs timed (spread evenly over the GPU's)
    min_ctas_per_sm: float = 1.0   # subset: smaller grids are timed in full (exact)
    l2_capacity: str = "full"  # subset: "full" (the whole L2's capacity) or "scaled" (s/S of it)
    dram: str = "scaled"       # subset: DRAM bandwidth "scaled" to s/S or the "full" GPU's
    #: shadow: spread later waves' shadows over the gaps between the sample's own CTA starts
    #: (timing/shadow.py, step 4); False: in lockstep with their representative (closer or
    #: equal on every bundled GEMM with a reference, measured once: docs/sampling.md)
    stagger: bool = True
    #: shadow: each SM's copies from a simulated SM whose CTAs are in the same grid columns
    #: (modulo the period the simulated SMs cover; timing/shadow.py shadow_members) instead
    #: of from its group's — on the whole GPU which lines a CTA misses, and on which L2
    #: slices, depends on its columns. The default since the tenth session: closer on six of
    #: the seven GEMM rows measured both ways, both independent 2048^3 checks included; not
    #: on wmma_gemm_shared at 2048^3, whose error is its tail's dispatch (docs/sampling.md,
    #: "Which grouping is the default"). False: the SMs' groups of consecutive SMs
    columns: bool = True
    #: False: cycles only — the output buffers are NOT computed (left as before the
    #: launch; ``LaunchResult.results_computed`` is False), which saves the functional
    #: run of the whole grid; True (default): complete, exact results
    results: bool = True
    #: with ``results=False``: run only the semantics the timing can observe (addresses,
    #: guards, control; exec/slicing.py) — the same cycles and counts, less CPU time;
    #: False runs every instruction's semantics (to measure what the slice saves)
    slice: bool = True
    #: shadow: a grid of four or more full rounds of the SMs' slots times its first, last two
    #: full and partial rounds and counts each middle round as the timed full rounds' mean
    #: CTA lifetime, unless those disagree (timing/rounds.py); False: every round timed
    skip_rounds: bool = True

    def check(self) -> SampleOptions:
        if self.method not in METHODS:
            raise LaunchError(f"sample method must be one of {', '.join(METHODS)}, not {self.method!r}")
        if not (isinstance(self.sms, int) and not isinstance(self.sms, bool) and self.sms >= 1):
            raise LaunchError(f"sample sms must be a positive integer, not {self.sms!r}")
        if not (isinstance(self.min_ctas_per_sm, (int, float)) and not isinstance(self.min_ctas_per_sm, bool)
                and self.min_ctas_per_sm >= 0):
            raise LaunchError(f"sample min_ctas_per_sm must be a non-negative number, not {self.min_ctas_per_sm!r}")
        if self.l2_capacity not in ("full", "scaled"):
            raise LaunchError(f"sample l2_capacity must be 'full' or 'scaled', not {self.l2_capacity!r}")
        if self.dram not in ("full", "scaled"):
            raise LaunchError(f"sample dram must be 'full' or 'scaled', not {self.dram!r}")
        if not isinstance(self.stagger, bool):
            raise LaunchError(f"sample stagger must be True or False, not {self.stagger!r}")
        if not isinstance(self.columns, bool):
            raise LaunchError(f"sample columns must be True or False, not {self.columns!r}")
        if not isinstance(self.results, bool):
            raise LaunchError(f"sample results must be True or False, not {self.results!r}")
        if not isinstance(self.slice, bool):
            raise LaunchError(f"sample slice must be True or False, not {self.slice!r}")
        if not isinstance(self.skip_rounds, bool):
            raise LaunchError(f"sample skip_rounds must be True or False, not {self.skip_rounds!r}")
        if not (isinstance(self.interval, int) and not isinstance(self.interval, bool) and self.interval >= 64):
            raise LaunchError(f"sample interval must be an integer of at least 64 cycles, not {self.interval!r}")
        if not (isinstance(self.window, int) and not isinstance(self.window, bool) and self.window >= 2):
            raise LaunchError(f"sample window must be an integer of at least 2 intervals, not {self.window!r}")
        if not (isinstance(self.tolerance, float) and 0 < self.tolerance < 1):
            raise LaunchError(f"sample tolerance must be a fraction between 0 and 1, not {self.tolerance!r}")
        return self


def parse_sample_options(texts) -> dict:
    """Several ``NAME=VALUE`` strings (``tcsim run --sample-option``) as SampleOptions fields:
    ``sms=10``, ``results=false``, ``method=extrapolate``. The value is read as TOML (a
    number, ``true``/``false``) for a field that is not text; a name that is not a field is
    an error with the closest one. Ranges are checked by :meth:`SampleOptions.check`."""
    import dataclasses
    import difflib

    from tcsim.arch.loader import read_value

    default = SampleOptions()
    names = [f.name for f in dataclasses.fields(SampleOptions)]
    out = {}
    for text in texts:
        if "=" not in text:
            raise LaunchError(f"sample option {text!r}: expected NAME=VALUE (e.g. sms=10)")
        name, raw = (part.strip() for part in text.split("=", 1))
        if name not in names:
            close = difflib.get_close_matches(name, names, n=1)
            hint = f"did you mean {close[0]}?" if close else f"known: {', '.join(names)}"
            raise LaunchError(f"sample option {name!r}: no such option ({hint})")
        if "\n" in raw or "\r" in raw:
            raise LaunchError(f"sample option {name}: the value must be on one line")
        lowered = raw.lower() if raw.lower() in ("true", "false") else raw
        try:
            out[name] = read_value(lowered, isinstance(getattr(default, name), str))
        except ValueError:
            raise LaunchError(f"sample option {name}: {raw!r} is not a value like {name}="
                              f"{str(getattr(default, name)).lower()}") from None
    return out


def options_of(sample) -> SampleOptions | None:
    """The launch's ``sample=`` argument: False/None (off), True (defaults) or SampleOptions."""
    if sample is None or sample is False:
        return None
    if sample is True:
        return SampleOptions().check()
    if isinstance(sample, SampleOptions):
        return sample.check()
    raise LaunchError(f"sample must be True, False or a tcsim.timing.sampling.SampleOptions, not {sample!r}")


@dataclass
class SampleEstimate:
    """The outcome of a sampled launch (``LaunchResult.sample``)."""

    cycles: int                 # the estimate (also LaunchResult.cycles)
    low: int                    # error bound: the cycles lie in [low, high] under the model's assumptions
    high: int
    exact: bool                 # the kernel ended before the rate was stable: simulated in full
    sampled_cycles: int         # cycles simulated on the timing model
    sampled_fraction: float     # of the launch's warp-instructions (with an active lane)
    rate: float = 0.0           # per-CTA warp-instructions per cycle over the window
    rate_deviation: float = 0.0  # relative difference of the last two windows' rates
    ends: dict = field(default_factory=dict)   # each continuation's end: "cta", "sm", "gpu"
    tail_cycles: int = 0        # predicted cycles after the last CTA started (the tail wave)
    warnings: list = field(default_factory=list)
    method: str = "extrapolate"  # how the cycles were estimated (METHODS; exact: any)
    sms: int = 0                # subset: SMs timed (0: the whole GPU)
    ctas: int = 0               # CTAs the timing model ran
    results: bool = True        # the launch's output buffers were computed
    skipped_rounds: int = 0     # shadow: middle rounds of the fill not timed (timing/rounds.py)
    round_cycles: int = 0       # shadow: the cycles each skipped round was counted as
    #: the launch's SampleOptions as resolved (the method after any fallback; the grouping,
    #: the stagger): which design gave these cycles
    options: dict = field(default_factory=dict)

    def to_dict(self) -> dict:
        return dict(self.__dict__)

    def describe(self) -> str:
        tail = "" if self.results else "; output buffers NOT computed (results=False)"
        if self.exact:
            return f"sampled: the kernel was timed in full; {self.cycles:,} cycles are exact{tail}"
        if self.method in SUBSET_METHODS:
            shared = "the whole GPU's, shadow traffic included" if self.method == "shadow" else "the subset GPU's"
            how = ""
            if self.method == "shadow" and self.options:
                how = (f", copies {'by grid column' if self.options.get('columns') else 'by SM group'}, "
                       f"{'staggered' if self.options.get('stagger') else 'in lockstep'}")
            skip = ""
            if self.skipped_rounds:
                skip = (f"; {self.skipped_rounds} middle round{'s' if self.skipped_rounds != 1 else ''} of the fill "
                        f"not timed, each counted as {self.round_cycles:,} cycles")
                shared += " over the timed rounds"
            return (f"sampled: {self.cycles:,} cycles estimated (bound {self.low:,} .. {self.high:,}) from {self.sms} "
                    f"SMs timed with their {self.ctas:,} CTAs ({100 * self.sampled_fraction:.1f}% of the "
                    f"instructions{how}){skip}{tail}; IPC and TFLOPS are the whole grid's estimates, SM and unit "
                    f"utilisation, stalls, latencies and L1 figures those SMs', L2 and DRAM figures {shared}")
        return (f"sampled: {self.cycles:,} cycles estimated (bound {self.low:,} .. {self.high:,}), "
                f"{self.sampled_cycles:,} cycles simulated ({100 * self.sampled_fraction:.1f}% of the instructions)"
                f"{tail}; IPC and TFLOPS are the whole grid's estimates, utilisation, stalls, latencies and memory "
                f"figures the simulated cycles'")


class _Stable(Exception):
    """Raised by the sampler's check when the rate is steady: the simulation stops."""


def unsafe_reasons(prog) -> tuple[list[str], list[str]]:
    """``(refusals, warnings)`` for sampling this program: schedule-dependent special
    registers make results differ (refused); atomics mean CTAs may communicate (warned)."""
    refuse, warn = set(), set()
    for op in prog.ops:
        ins = op.ins
        for x in ins.operands:
            if isinstance(x, ir.Special) and x.name.split(".")[0] in SCHEDULE_REGISTERS:
                refuse.add(f"it reads {x.name.split('.')[0]} (results depend on the schedule)")
        if ins.opcode in ("atom", "red"):
            warn.add(f"it uses {ins.opcode} (CTAs that communicate through memory may not progress at a steady rate)")
    return sorted(refuse), sorted(warn)


def subset_unsafe(prog) -> list[str]:
    """Why timing some SMs' CTAs without the others' (the shadow method) is unsafe for this
    program: its CTAs may communicate through memory — atomics (a CTA may count on or wait
    for the others' updates) and ordering loads (a CTA polling a flag that a CTA of an
    SM that is not timed would set spins until its instruction budget)."""
    out = set()
    for op in prog.ops:
        ins = op.ins
        if ins.opcode in ("atom", "red"):
            out.add(f"it uses {ins.opcode} (CTAs may communicate through memory)")
        if polls_memory(ins):
            out.add("it polls memory (ld.volatile/.acquire/.relaxed: CTAs may wait for each other)")
    return sorted(out)


class SampledTimingGPU(TimingGPU):
    """The timing driver with the sampler's counters: per SM, the warp-instructions of
    retired CTAs and the CTA-cycles of its residents; a check every ``interval`` cycles
    stops the run (:class:`_Stable`) when the per-CTA rate is steady. Timing itself is
    the driver's: the counters only read it."""

    def __init__(self, *args, options: SampleOptions, **kw):
        super().__init__(*args, **kw)
        self.opts = options
        n = self.nsm
        self.nwarps = self.st.cta_stride // 32
        self.retired_issued = [0] * n       # per SM: instructions of CTAs that retired
        self.cta_cycles = [0] * n           # per SM: integral of resident CTAs over time
        self.since = [0] * n                # per SM: cycle of the last change of residents
        self.started: dict[int, int] = {}   # CTA -> cycle it was placed
        self.marks: list[tuple[int, list[int], list[int]]] = []   # (cycle, issued per SM, CTA-cycles per SM)
        self.stopped_at: int | None = None

    # -- counters -----------------------------------------------------------------
    def _advance(self, sm: int, t: int) -> None:
        self.cta_cycles[sm] += self.occ.ctas[sm] * (t - self.since[sm])
        self.since[sm] = t

    def _launch_cta(self, cta: int, sm: int, fits, t: int) -> None:
        self._advance(sm, t)
        self.started[cta] = t
        super()._launch_cta(cta, sm, fits, t)

    def _warp_done(self, w, t: int) -> None:
        if self.cta_live[w.cta] == 1:      # the CTA retires: keep its count, its slot will be reset
            sm = self.cta_sm[w.cta]
            self._advance(sm, t + 1)
            self.retired_issued[sm] += self.cta_issued(w.cta)
            self.started.pop(w.cta, None)
        super()._warp_done(w, t)

    def cta_issued(self, cta: int) -> int:
        row = self.cta_warps[cta][0].row
        return int(self.simt.issued[row:row + self.nwarps].sum())

    def issued_per_sm(self) -> list[int]:
        out = list(self.retired_issued)
        for cta in self.cta_warps:
            out[self.cta_sm[cta]] += self.cta_issued(cta)
        return out

    # -- the check ----------------------------------------------------------------
    def run(self):
        self.q.at(self.opts.interval, self._check, AFTER_CYCLE)
        try:
            return super().run()
        except _Stable:
            self._final_stats()     # the sample's statistics (the caller extrapolates the cycles)
            return None

    def _check(self) -> None:
        t = self.q.now
        for sm in range(self.nsm):
            self._advance(sm, t)
        self.marks.append((t, self.issued_per_sm(), list(self.cta_cycles)))
        if self.stable() is not None:
            self.stopped_at = t
            raise _Stable
        if self.placer.waiting or any(self.cta_live.values()):
            self.q.at(t + self.opts.interval, self._check, AFTER_CYCLE)

    def rates(self) -> list[float]:
        """GPU-wide per-CTA rate of each interval so far."""
        out = []
        for (_, i0, c0), (_, i1, c1) in zip(self.marks, self.marks[1:]):
            dc = sum(c1) - sum(c0)
            out.append((sum(i1) - sum(i0)) / dc if dc else 0.0)
        return out

    def stable(self) -> tuple[float, float] | None:
        """``(rate, deviation)`` when the mean rates of the last two windows (``window``
        intervals each) agree within ``tolerance``: the rate over the window, and how far
        the windows are apart. (Single intervals of a pipelined kernel swing by several per
        cent with its loop's phase; a window's mean does not.)"""
        r = self.rates()
        w = self.opts.window
        if len(r) < 2 * w:
            return None
        mean, before = sum(r[-w:]) / w, sum(r[-2 * w:-w]) / w
        if mean <= 0 or before <= 0:
            return None
        dev = abs(mean / before - 1)
        return (mean, dev) if dev <= self.opts.tolerance else None

    # -- the extrapolation ----------------------------------------------------------
    def estimate(self, cta_counts: np.ndarray, warnings: list[str]) -> SampleEstimate:
        """Continue from the stop with the CTA-level model (module docstring);
        ``cta_counts``: every CTA's warp-instructions, from the functional run."""
        mean, dev = self.stable()
        t0 = self.stopped_at
        w = self.opts.window
        (_, i0, c0), (_, i1, c1) = self.marks[-w - 1], self.marks[-1]
        # an SM's own per-CTA rate over the window; the GPU's where it held no CTA — or held
        # some that issued nothing in it (all waiting on memory: a short window), which says
        # nothing about how fast they go on (a rate of 0 would never finish them)
        sm_rate = [((i1[s] - i0[s]) / (c1[s] - c0[s])) if c1[s] > c0[s] and i1[s] > i0[s] else mean
                   for s in range(self.nsm)]
        idle = [s for s in range(self.nsm) if c1[s] > c0[s] and i1[s] == i0[s]]
        if idle:
            warnings = warnings + [f"{len(idle)} SM(s) issued no instruction in the last window with CTAs resident "
                                   f"(SM {idle[0]} first): they continue at the GPU's per-CTA rate; "
                                   "a longer interval or window measures their own"]
        sm_k = list(self.occ.ctas)
        resident = [(cta, self.cta_sm[cta], int(cta_counts[cta]) - self.cta_issued(cta)) for cta in self.cta_warps]
        first_waiting = self.placer.next
        ends, starts = {}, []
        for how in ("cta", "sm", "gpu"):
            end, last_start = _continue(t0, resident, first_waiting, cta_counts, copy.deepcopy(self.occ), self.nsm,
                                        sm_rate, sm_k, how)
            ends[how] = int(round(end))
            starts.append(last_start)
        first, last = min(ends.values()), max(ends.values())
        lo = first - dev * (first - t0)
        hi = last + dev * (last - t0)
        total = int(cta_counts.sum())
        done = sum(self.issued_per_sm())
        mid = int(round((first + last) / 2))
        return SampleEstimate(mid, int(np.floor(lo)), int(np.ceil(hi)), False, t0,
                              done / max(total, 1), mean, dev, ends, int(round(mid - max(min(starts), t0))), warnings)


def _continue(t0: int, resident, first_waiting: int, counts: np.ndarray, occ, nsm: int, sm_rate, sm_k,
              how: str) -> tuple[float, float]:
    """The CTA-level continuation: ``(end cycle, cycle the last CTA started)``. Per SM, its
    CTAs progress at one rate (``how``: "cta" — the measured per-CTA rate; "sm" — the
    measured SM throughput shared by its residents; "gpu" — the SM's rate scaled by the
    GPU's residents then / now); a retiring CTA frees its room and
    waiting CTAs are placed by the timing driver's own :class:`Placer`."""
    rem: list[list] = [[] for _ in range(nsm)]    # per SM: [remaining, cta] of its residents
    for cta, sm, left in resident:
        rem[sm].append([max(left, 0), cta])
    last_t = [float(t0)] * nsm
    version = [0] * nsm
    heap: list = []

    n0 = len(resident)
    live = [n0]

    def rate(sm: int) -> float:
        k = len(rem[sm])
        r = sm_rate[sm]
        if how == "sm" and k and sm_k[sm]:
            return r * sm_k[sm] / k
        if how == "gpu" and live[0]:
            return r * n0 / live[0]
        return r

    def schedule(sm: int) -> None:
        version[sm] += 1
        if rem[sm]:
            r = rate(sm)
            nxt = last_t[sm] + min(x[0] for x in rem[sm]) / r
            heapq.heappush(heap, (nxt, sm, version[sm]))

    def advance(sm: int, t: float) -> None:
        if rem[sm]:
            d = (t - last_t[sm]) * rate(sm)
            for x in rem[sm]:
                x[0] -= d
        last_t[sm] = t

    touched: set[int] = set()                     # SMs whose rate or residents changed at this event
    last_start = float(t0)

    def launch(cta: int, u: int, _where, t: float) -> None:
        nonlocal last_start
        advance(u, t)
        occ.take(u)
        rem[u].append([int(counts[cta]), cta])
        live[0] += 1
        last_start = t + 1
        touched.add(u)

    # the waiting CTAs, placed by the timing driver's own rule (timing/placement.py)
    placer = Placer(len(counts), nsm, occ.fits, launch)
    placer.next = first_waiting
    for sm in range(nsm):
        schedule(sm)
    end = float(t0)
    while heap:
        t, sm, ver = heapq.heappop(heap)
        if ver != version[sm]:
            continue
        advance(sm, t)
        if how == "gpu":            # every SM's rate changes with the residents: bring all to t
            for u in range(nsm):
                if u != sm:
                    advance(u, t)
        fin = min(rem[sm], key=lambda x: x[0])
        rem[sm].remove(fin)
        occ.release(sm)
        live[0] -= 1
        end = max(end, t + 1)
        touched.clear()
        touched.update(range(nsm) if how == "gpu" else (sm,))
        placer.fill(t)              # the freed room, to the waiting CTAs
        for u in touched:
            schedule(u)
    return end, last_start


# -- SM-subset sampling (timing/subset.py) -------------------------------------------------
#: relative error bound of the SM-subset estimate under its assumption that CTAs do not
#: share data through the L2 (measured on independent CTAs, tests/timing/test_sampling.py):
#: empirical, not a guarantee — CTAs that read each other's data break it by far more
#: (the bundled GEMMs: -6% to +86%, docs/sampling.md)
SUBSET_BOUND = 0.02
#: the same for the subset with shadow traffic (timing/shadow.py) on the Titan V: CALIBRATED —
#: the largest error of the default design measured against a full run, on the bundled GEMMs
#: (-4.47%, wmma_gemm_shared at 2048^3) and on the out-of-sample shapes of
#: docs/data/sampling_out_of_sample.json (+6.30%, wmma_gemm_shared at 4096x2048x256; 24
#: shapes in all in the thirteenth session), rounded up to a whole per cent; not derived from
#: the sample. It was 6% (the bundled GEMMs' +5.05% with lockstep shadows) until that shape
#: fell outside it.
SHADOW_BOUND = 0.07
#: the shadow method's bound per GPU (the config's name), each CALIBRATED the same way on its
#: own GPU's GEMMs: the largest ``|full / estimate - 1|`` over the rows of
#: docs/data/sampling_other_gpus.json, rounded up to a whole per cent (fifteenth session;
#: docs/sampling.md, "Other GPUs, out of sample"). The A100's: 7.71% (mma_sm80_gemm at 2048^3,
#: -7.16% of the full run); the H100's: 8.89% (wgmma_sm90_gemm at 2048x1024x1024, -8.16%). On
#: these GPUs the method reads low, so the truth lies near the bound's high end. The RTX
#: 2080's (sixteenth session): 5.43% (wmma_gemm_s4 at 512^3, -5.15%), over its nine rows of
#: docs/data/sampling_other_gemms.json and docs/data/sampling_rtx2080.json; three shapes chosen
#: with them before any ran fell inside (-3.25% to +0.54%). The RTX 2080 Ti's, on the same
#: shapes (docs/data/sampling_rtx2080ti.json): 31.69% (wmma_gemm_s4 at 512^3, -24.06%: on its
#: 68 SMs the 8- and 4-bit GEMMs' L1 hits depend on the SMs' timing and five timed SMs hit
#: far more than the whole GPU's; docs/sampling.md, "The RTX 2080 Ti").
SHADOW_BOUNDS = {"titan_v": SHADOW_BOUND, "a100": 0.08, "h100": 0.09, "rtx2080": 0.06, "rtx2080ti": 0.32}


#: grids of more than one and fewer than four rounds of the whole GPU's CTA slots, the last
#: one partial, are where the shadow method's estimate depends most on the last CTAs'
#: dispatch over all SMs (measured, docs/sampling.md: wmma_gemm_shared 2048^3 at 2.56 rounds
#: -4.47%, 2048x1024x1024 at 1.28 rounds -3.47%, wmma_gemm_s4 512^3 on the RTX 2080 at 2.78
#: rounds -5.15%, mma_sm80_gemm 2048^3 on the A100 at 1.58 rounds -7.16%; the highest such row,
#: cutlass_wmma_gemm 2048^3 at 1.6 rounds, +0.35%; shorter grids are one wave, longer ones
#: skip or average over rounds)
TAIL_ROUNDS = (1.0, 4.0)


def shadow_bound(gpu: str) -> tuple[float, str | None]:
    """The shadow method's bound on GPU ``gpu`` and, for a GPU it was not calibrated on, a
    warning saying so (the largest calibrated bound is used there)."""
    b = SHADOW_BOUNDS.get(gpu)
    if b is not None:
        return b, None
    b = max(SHADOW_BOUNDS.values())
    known = ", ".join(SHADOW_BOUNDS)
    return b, (f"the bound was calibrated on the {known} GPUs, not on {gpu}: the largest of theirs (±{b:.0%}) is "
               "used (docs/sampling.md, 'Other GPUs, out of sample')")


def use_subset(opts: SampleOptions, ncta: int, nsm: int) -> int | None:
    """The number of SMs to time for a launch of ``ncta`` CTAs on ``nsm`` SMs with the
    subset method, or None: time the whole GPU (another method, a subset as large as the
    GPU, or a grid under ``min_ctas_per_sm`` CTAs per SM, whose full run is cheap)."""
    if opts.method not in SUBSET_METHODS or opts.sms >= nsm or ncta < opts.min_ctas_per_sm * nsm:
        return None
    return opts.sms


def subset_launch(dev, cta_ids: np.ndarray, sms: int, opts: SampleOptions, ctas_per_sm: int = 0):
    """``(ctaids, config, memory state, skip)`` of the subset run: the CTAs the SMs ``sms``
    spread over the GPU receive, the GPU of ``sms`` SMs with its share of the L2 and DRAM
    bandwidth, and a memory state for it (timing/subset.py); ``skip``: the middle rounds
    a shadow run of ``ctas_per_sm`` slots per SM leaves out (timing/rounds.py), or None."""
    from tcsim.timing import rounds, subset

    nsm = dev.config.core.sm_count
    skip = None
    if opts.method == "shadow":            # the whole GPU's L2 and DRAM (timing/shadow.py)
        from tcsim.timing.shadow import shadow_config, shadow_sms

        pos = subset.subset_positions(len(cta_ids), nsm, shadow_sms(nsm, sms, len(cta_ids)))
        config = shadow_config(dev.config, sms)
        if opts.skip_rounds:
            skip = rounds.plan(len(pos), sms, ctas_per_sm)
            if skip is not None:
                pos = pos[skip.keep(len(pos))]
    else:
        pos = subset.subset_positions(len(cta_ids), nsm, subset.subset_sms(nsm, sms))
        config = subset.subset_config(dev.config, sms, opts.l2_capacity, opts.dram)
    return cta_ids[pos].copy(), config, subset.subset_memory(config, dev.memory_state()), skip


def subset_estimate(stats, opts: SampleOptions, sms: int | None, ctas: int, ncta: int, total: int,
                    counts: np.ndarray | None, warnings: list[str], skipped: tuple[int, float, float] = (0, 0, 0),
                    gpu: str = "titan_v", rounds: float = 0.0) -> SampleEstimate:
    """The :class:`SampleEstimate` of a subset launch (``sms`` None: timed in full, exact).
    ``total``: the launch's warp-instructions; ``counts``: each CTA's (when the results
    were computed) — an irregular grid is warned about; ``skipped``: middle rounds not
    timed, the cycles each counts as and half the timed rounds' spread (timing/rounds.py);
    ``gpu``: the config's name (the shadow bound is the GPU's own, :func:`shadow_bound`);
    ``rounds``: the grid's CTAs over the whole GPU's CTA slots (a shadow launch of 1 to 4
    rounds with a partial last one is warned about, :data:`TAIL_ROUNDS`)."""
    warnings = list(warnings)
    if sms is None:
        return SampleEstimate(stats.cycles, stats.cycles, stats.cycles, True, stats.cycles, 1.0, warnings=warnings,
                              method=opts.method, ctas=ncta)
    if counts is not None and len(counts) > 1 and counts.max() > 1.02 * counts.min():
        warnings.append(f"CTAs differ in instruction count ({counts.min():,} to {counts.max():,}): an irregular "
                        "grid, the subset's CTAs may not represent the rest")
    if opts.method == "shadow":
        warnings.append("SM subset with shadow traffic: the bound is the largest error measured on GEMMs against "
                        "full runs, not a guarantee; it assumes CTAs whose accesses are shifted copies of each other "
                        "(docs/sampling.md)")
        b, uncalibrated = shadow_bound(gpu)
        if uncalibrated:
            warnings.append(uncalibrated)
        if TAIL_ROUNDS[0] < rounds < TAIL_ROUNDS[1] and not float(rounds).is_integer():
            warnings.append(f"a grid of {rounds:.2f} rounds of the GPU's CTA slots: its end is set by how its last, "
                            f"partial round spreads over all SMs, which the {sms} timed SMs under-sample; such grids "
                            "have read from +0.4% to -7.2% of full runs, mostly low (docs/sampling.md, 'The tail's "
                            "dispatch as a CTA-level model')")
    else:
        warnings.append("SM subset: the bound assumes CTAs that do not read each other's data; CTAs that do (GEMM "
                        "tiles) lose the L2 hits the other SMs' CTAs give them (docs/sampling.md)")
    if not opts.results:
        warnings.append("output buffers not computed (results=False): cycles only, counts scaled from the subset")
    m, per_round, spread = skipped
    c = stats.cycles + round(m * per_round)
    if opts.method != "shadow":
        b = SUBSET_BOUND
    return SampleEstimate(c, int(np.floor(c * (1 - b) - m * spread)), int(np.ceil(c * (1 + b) + m * spread)), False,
                          stats.cycles, stats.warp_instructions / max(total, 1), warnings=warnings,
                          method=opts.method, sms=sms, ctas=ctas, results=opts.results, skipped_rounds=m,
                          round_cycles=round(per_round))
