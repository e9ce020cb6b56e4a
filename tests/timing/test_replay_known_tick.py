"""A sub-core run's stopping tick (ReplayGPU._tick_known) and the look made with an issue
(ReplayGPU._run_sub): both shortcuts taken, every statistic as in the full run."""

import numpy as np

import tcsim
from tcsim import kernels


def _seen(r) -> tuple:
    s = r.timing
    return (r.cycles, s.stalls, s.warp_stalls, s.by_class, s.unit_busy, s.memory, s.sm_active, s.tensor_flops,
            {k: sorted(v) for k, v in s.wmma_latency.items()}, r.warp_instructions, r.thread_instructions)


def test_a_runs_stopping_tick_issues_what_the_run_found(monkeypatch):
    # one SM holds the whole wmma_gemm 64^3 grid: four warps on each sub-core, whose runs
    # stop at their wmma loads and stores; the stopping ticks issue them without looking
    # again, with LRR too (its order starts after the last warp)
    from tcsim.timing.replay import ReplayGPU

    one = {"core.sm_count": 1}
    dev = tcsim.Device("titan_v", config=one)
    dev.mode, dev.record_traces = "timing", True
    traces = [r.trace for r in kernels.get("wmma_gemm").prepare(dev, 64, np.random.default_rng(0)).run()]
    known = []
    tick_known = ReplayGPU._tick_known

    def spy(self, sc, token, w):
        known.append(token == sc.token)
        return tick_known(self, sc, token, w)
    monkeypatch.setattr(ReplayGPU, "_tick_known", spy)
    for config in ({"timing.issue.scheduler": "lrr"}, None):
        cfg = {**one, **(config or {})}
        fdev = tcsim.Device("titan_v", config=cfg)
        fdev.mode = "timing"
        full = kernels.get("wmma_gemm").prepare(fdev, 64, np.random.default_rng(0)).run()
        known.clear()
        again = [tcsim.Device("titan_v", config=cfg).replay(t) for t in traces]
        assert sum(known) > 10                          # the shortcut issued
        assert [_seen(a) for a in again] == [_seen(f) for f in full]
