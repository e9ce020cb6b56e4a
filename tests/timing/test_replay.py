"""Record once, replay other timing configs (timing/replay.py): exactly the cycles and
statistics of a full timing run with that config, and the refusals."""

import numpy as np
import pytest

import tcsim
from tcsim import kernels
from tcsim.timing.replay import ReplayError, load, save_all

CONFIGS = [None, {"timing.memory.l1.hit_latency": 40, "timing.hmma.fedp_per_core": 8},
           {"timing.issue.scheduler": "lrr", "timing.latency.branch": 9, "timing.hmma.fedp_stages": 6}]


def _full(kernel: str, size: int, config):
    dev = tcsim.Device("titan_v", config=config)
    dev.mode = "timing"
    launch = kernels.get(kernel).prepare(dev, size, np.random.default_rng(0))
    return launch.run()


@pytest.mark.parametrize("kernel,size", [("wmma_gemm_shared", 128), ("cutlass_wmma_gemm", 128), ("wmma_gemm", 64),
                                         ("sgemm", 64)])
def test_replay_gives_the_cycles_of_a_full_run(kernel, size, tmp_path):
    dev = tcsim.Device("titan_v")
    dev.mode, dev.record_traces = "timing", True
    launch = kernels.get(kernel).prepare(dev, size, np.random.default_rng(0))
    recorded = launch.run()
    assert launch.check().ok
    path = tmp_path / "t.trace"
    save_all([r.trace for r in recorded], path)
    traces = load(path)
    for config in CONFIGS:
        full = _full(kernel, size, config)
        again = [tcsim.Device("titan_v", config=config).replay(t) for t in traces]
        assert [r.cycles for r in again] == [r.cycles for r in full]
        for a, f in zip(again, full):
            assert _seen(a) == _seen(f)


def _seen(r) -> tuple:
    """What a run reports: cycles, stalls (all warps and per warp), counts, unit and memory
    statistics, tensor-core latencies and SM activity."""
    s = r.timing
    return (r.cycles, s.stalls, s.warp_stalls, s.by_class, s.unit_busy, s.memory, s.sm_active, s.tensor_flops,
            {k: sorted(v) for k, v in s.wmma_latency.items()}, r.warp_instructions, r.thread_instructions)


@pytest.mark.parametrize("kernel,size", [("vector_add", 16384), ("wmma_gemm", 128)])
def test_replay_with_ctas_waiting_and_warps_sharing_sub_cores(kernel, size):
    # on one SM the grid does not fit at once: CTAs wait and are placed as others retire,
    # several warps share a sub-core — the replay's run-ahead stays off until the last CTA
    # is placed and for sub-cores with more than one warp
    one = {"core.sm_count": 1}
    dev = tcsim.Device("titan_v", config=one)
    dev.mode, dev.record_traces = "timing", True
    traces = [r.trace for r in kernels.get(kernel).prepare(dev, size, np.random.default_rng(0)).run()]
    for config in CONFIGS:
        cfg = {**one, **(config or {})}
        full = _full(kernel, size, cfg)
        again = [tcsim.Device("titan_v", config=cfg).replay(t) for t in traces]
        assert full[0].timing.occupancy["ctas_per_sm"] < int(np.prod(traces[0].grid))     # CTAs wait
        assert [_seen(a) for a in again] == [_seen(f) for f in full]


@pytest.mark.parametrize("kernel,size", [("wmma_gemm", 64), ("wmma_gemm_shared", 128)])
def test_replay_with_several_warps_on_each_sub_core(kernel, size, monkeypatch):
    # one SM holds the whole grid (no CTA waits): four warps on each sub-core, which the
    # replay runs ahead together through their plain instructions (ReplayGPU._run_sub;
    # wmma_gemm_shared: with barriers) — every statistic as in the full run, per config
    from tcsim.timing.replay import ReplayGPU

    one = {"core.sm_count": 1}
    dev = tcsim.Device("titan_v", config=one)
    dev.mode, dev.record_traces = "timing", True
    traces = [r.trace for r in kernels.get(kernel).prepare(dev, size, np.random.default_rng(0)).run()]
    ran = []
    run_sub = ReplayGPU._run_sub

    def spy(self, sc, *a):
        ok = run_sub(self, sc, *a)
        ran.append(ok and sum(not w.done for w in sc.warps) > 1)
        return ok
    monkeypatch.setattr(ReplayGPU, "_run_sub", spy)
    for config in CONFIGS:
        cfg = {**one, **(config or {})}
        full = _full(kernel, size, cfg)
        ran.clear()
        again = [tcsim.Device("titan_v", config=cfg).replay(t) for t in traces]
        assert full[0].timing.occupancy["ctas_per_sm"] >= int(np.prod(traces[0].grid))      # all resident
        assert any(ran)                                 # several warps ran ahead together
        assert [_seen(a) for a in again] == [_seen(f) for f in full]


def test_the_two_configs_differ_in_cycles():
    c = [_full("wmma_gemm_shared", 128, cfg)[0].cycles for cfg in CONFIGS]
    assert len(set(c)) == 3


def _trace(kernel="wmma_gemm_shared", size=64):
    dev = tcsim.Device("titan_v")
    launch = kernels.get(kernel).prepare(dev, size, np.random.default_rng(0))
    dev.mode, dev.record_traces = "timing", True
    return launch.run()[0].trace


def test_a_config_changing_more_than_timing_is_refused():
    t = _trace()
    with pytest.raises(ReplayError, match="'core' differs") as e:
        tcsim.Device("titan_v", config={"core.sm_count": 40}).replay(t)
    assert "\n" not in str(e.value)


def test_a_config_changing_the_occupancy_is_refused():
    t = _trace()
    with pytest.raises(ReplayError, match="occupancy"):
        tcsim.Device("titan_v", config={"timing.memory.l1.carveouts_kib": [0, 96]}).replay(t)


CLOCK = """.version 7.0
.target sm_70
.address_size 64
.visible .entry clocked(.param .u64 out)
{
    .reg .b64 %rd<4>;
    mov.u64 %rd1, %clock64;
    ld.param.u64 %rd2, [out];
    cvta.to.global.u64 %rd2, %rd2;
    st.global.u64 [%rd2], %rd1;
    ret;
}
"""


def test_clock_reads_cannot_be_recorded():
    dev = tcsim.Device("titan_v")
    out = dev.empty(1, np.uint64)
    k = dev.load_ptx(CLOCK).get_function("clocked")
    with pytest.raises(ReplayError, match="%clock64") as e:
        dev.record(k, (1,), (32,), (out,))
    assert "\n" not in str(e.value)


def test_a_second_timing_launch_cannot_be_recorded():
    dev = tcsim.Device("titan_v")
    out = dev.empty(32, np.uint64)
    src = CLOCK.replace("mov.u64 %rd1, %clock64;", "mov.u64 %rd1, 7;")
    k = dev.load_ptx(src).get_function("clocked")
    k((1,), (32,), (out,), mode="timing")
    with pytest.raises(ReplayError, match="fresh device"):
        dev.record(k, (1,), (32,), (out,))


POLL = """.version 7.0
.target sm_70
.address_size 64
.visible .entry poll(.param .u64 flag)
{
    .reg .b64 %rd<4>;
    .reg .b32 %r<2>;
    .reg .pred %p<2>;
    ld.param.u64 %rd1, [flag];
    cvta.to.global.u64 %rd1, %rd1;
$L_wait:
    ld.volatile.global.u32 %r1, [%rd1];
    setp.eq.u32 %p1, %r1, 0;
    @%p1 bra $L_wait;
    ret;
}
"""


def test_a_polling_loop_cannot_be_recorded():
    # how often it polls depends on when the flag is written: a replay would repeat the
    # recording's count under any timing config
    dev = tcsim.Device("titan_v")
    flag = dev.array(np.ones(1, np.uint32))
    k = dev.load_ptx(POLL).get_function("poll")
    with pytest.raises(ReplayError, match="polls memory") as e:
        dev.record(k, (1,), (32,), (flag,))
    assert "\n" not in str(e.value)


def test_a_cycle_budget_stops_a_replay_where_it_stops_a_full_run():
    # a replay's run-ahead (and its memo of runs) stays within Device.max_cycles: the
    # budget stops it at the same cycle and instruction as the full run
    dev = tcsim.Device("titan_v")
    dev.mode, dev.record_traces = "timing", True
    trace = kernels.get("wmma_gemm").prepare(dev, 128, np.random.default_rng(0)).run()[0].trace
    errors = []
    for replaying in (False, True):
        d = tcsim.Device("titan_v")
        d.max_cycles = 1000
        with pytest.raises(tcsim.errors.ExecutionError) as e:
            if replaying:
                d.replay(trace)
            else:
                d.mode = "timing"
                kernels.get("wmma_gemm").prepare(d, 128, np.random.default_rng(0)).run()
        errors.append(str(e.value))
    assert "cycle 1,000" in errors[0] and errors[1] == errors[0]



def test_later_replays_take_each_warps_accesses_from_the_first_complete_one(monkeypatch):
    # a replay that runs to its end keeps each warp's accesses with what they send
    # (ReplayGPU._sending); the next replays of the trace object take them in turn with
    # the same results; a replay the cycle budget cut short keeps none
    from tcsim.timing.replay import ReplayGPU

    dev = tcsim.Device("titan_v")
    dev.mode, dev.record_traces = "timing", True
    trace = kernels.get("wmma_gemm").prepare(dev, 64, np.random.default_rng(0)).run()[0].trace
    short = tcsim.Device("titan_v")
    short.max_cycles = 200
    with pytest.raises(tcsim.errors.ExecutionError):
        short.replay(trace)
    assert not any(k[0] == "sent" for k in trace._decoded if isinstance(k, tuple))
    used = []
    init = ReplayGPU.__init__

    def spy(self, *a, **k):
        init(self, *a, **k)
        used.append(self.next_sent is not None)
    monkeypatch.setattr(ReplayGPU, "__init__", spy)
    first, second = (_seen(tcsim.Device("titan_v").replay(trace)) for _ in range(2))
    assert used == [False, True] and second == first

MIXED = """.version 7.0
.target sm_70
.address_size 64
.visible .entry mixed(.param .u64 data, .param .u64 out)
{
    .reg .b64 %rd<8>;
    .reg .b32 %r<12>;
    .reg .pred %p<3>;
    ld.param.u64 %rd1, [data];
    ld.param.u64 %rd2, [out];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    mov.u32 %r1, %tid.x;
    shr.u32 %r2, %r1, 5;
    and.b32 %r3, %r2, 1;
    setp.eq.u32 %p1, %r3, 0;
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd4, %rd1, %rd3;
    mov.u32 %r4, 0;
    mov.u32 %r5, 0;
    mov.u32 %r6, 0;
$L_loop:
    @%p1 ld.global.u32 %r6, [%rd4];
    add.s32 %r7, %r6, %r5;
    mul.lo.s32 %r8, %r7, 3;
    xor.b32 %r9, %r8, %r4;
    add.s32 %r4, %r9, 1;
    add.s64 %rd4, %rd4, 512;
    add.s32 %r5, %r5, 1;
    setp.lt.u32 %p2, %r5, 8;
    @%p2 bra $L_loop;
    mov.u32 %r10, %ctaid.x;
    mad.lo.s32 %r11, %r10, 128, %r1;
    mul.wide.u32 %rd5, %r11, 4;
    add.s64 %rd6, %rd2, %rd5;
    st.global.u32 [%rd6], %r4;
    ret;
}
"""


def test_sub_cores_of_several_warps_with_loads_no_lane_issues():
    # four warps per sub-core (one SM, four CTAs of four warps); the odd warps' loads have
    # no lane whose guard holds (no access, nothing written at the cycle's end): each
    # replay equals the full run in every statistic
    one = {"core.sm_count": 1}
    rng = np.random.default_rng(0)
    data = rng.integers(0, 1000, 8192).astype(np.uint32)

    def launch(dev, record=False):
        k = dev.load_ptx(MIXED).get_function("mixed")
        args = (dev.array(data), dev.empty(512, np.uint32))
        if record:
            return dev.record(k, (4,), (128,), args)
        return k((4,), (128,), args, mode="timing")

    trace = launch(tcsim.Device("titan_v", config=one), record=True)
    for config in CONFIGS:
        cfg = {**one, **(config or {})}
        full = launch(tcsim.Device("titan_v", config=cfg))
        again = tcsim.Device("titan_v", config=cfg).replay(trace)
        assert _seen(again) == _seen(full)


def test_a_replay_freezes_the_heap_only_while_it_runs_and_not_over_a_callers_freeze():
    import gc

    from tcsim.timing.replay import _frozen_heap

    keep = [[] for _ in range(10)]  # tracked objects alive when the replay starts
    assert gc.get_freeze_count() == 0
    with _frozen_heap():
        assert gc.get_freeze_count() >= len(keep)
    assert gc.get_freeze_count() == 0
    gc.freeze()                     # a caller's own freeze survives the replay
    try:
        n = gc.get_freeze_count()
        with _frozen_heap():
            pass
        assert gc.get_freeze_count() == n
    finally:
        gc.unfreeze()
    with pytest.raises(RuntimeError):  # an error inside still unfreezes
        with _frozen_heap():
            raise RuntimeError("inside")
    assert gc.get_freeze_count() == 0


def test_a_replay_makes_full_collections_rare_only_while_it_runs():
    import gc

    from tcsim.timing.replay import _REPLAY_GEN2_THRESHOLD, _frozen_heap

    before = gc.get_threshold()
    with _frozen_heap():
        now = gc.get_threshold()
        assert now[:2] == before[:2] and now[2] == max(before[2], _REPLAY_GEN2_THRESHOLD)
    assert gc.get_threshold() == before
    with pytest.raises(RuntimeError):  # restored after an error too
        with _frozen_heap():
            raise RuntimeError("inside")
    assert gc.get_threshold() == before


def test_a_file_that_is_no_trace_is_one_error_naming_it(tmp_path):
    import gzip
    import pickle

    missing = tmp_path / "none.trace"
    with pytest.raises(ReplayError, match=r"none\.trace: cannot read it \(No such file or directory\)$"):
        load(missing)
    for name, data in [("text.trace", b"hi"), ("cut.trace", gzip.compress(b"x" * 100)[:20]),
                       ("damaged.trace", gzip.compress(pickle.dumps({"a": [1, 2]})[:-5]))]:
        (tmp_path / name).write_bytes(data)
        with pytest.raises(ReplayError, match=f"{name}: not a tcsim trace file"):
            load(tmp_path / name)
