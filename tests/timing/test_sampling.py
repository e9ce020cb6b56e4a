"""Sampled timing (timing/sampling.py, timing/subset.py, docs/sampling.md): the estimates
of a regular grid against the full run (the SM-subset and the extrapolating method),
complete results, exact counts, cycles-only launches, and the refusals."""

import numpy as np
import pytest

import tcsim
from tcsim import kernels
from tcsim.arch import load_config
from tcsim.errors import LaunchError
from tcsim.timing import subset
from tcsim.timing.sampling import SampleOptions

HEADER = ".version 7.0\n.target sm_70\n.address_size 64\n"

# every thread loads one float and adds it to itself n times (a loop of ALU work): a regular
# grid of identical CTAs whose progress rate is the same from the first iterations to the
# last; 40,000 bytes of shared memory (unused) let two CTAs reside per SM of a Titan V
REPEAT = HEADER + """
.visible .entry repeat(.param .u64 x, .param .u64 out, .param .u32 n)
{
    .reg .b32 %r<8>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<8>;
    .reg .pred %p<2>;
    .shared .align 4 .b8 pad[40000];
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [out];
    ld.param.u32 %r6, [n];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mad.lo.s32 %r4, %r2, %r3, %r1;
    mul.wide.u32 %rd3, %r4, 4;
    add.s64 %rd4, %rd1, %rd3;
    ld.global.f32 %f2, [%rd4];
    mov.f32 %f1, 0f00000000;
    mov.u32 %r5, 0;
LOOP:
    add.f32 %f1, %f1, %f2;
    add.s32 %r5, %r5, 1;
    setp.lt.u32 %p1, %r5, %r6;
    @%p1 bra LOOP;
    add.s64 %rd6, %rd2, %rd3;
    st.global.f32 [%rd6], %f1;
    ret;
}
"""

CLOCK = HEADER + """
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

CTAS, THREADS, N = 400, 32, 200     # 2.5 waves of 160 CTAs (two per SM of 80)


def _repeat(sample, ctas=CTAS, n=N):
    dev = tcsim.Device("titan_v")
    x = np.random.default_rng(0).random(ctas * THREADS, dtype=np.float32)
    dx, out = dev.array(x), dev.empty(ctas * THREADS, np.float32)
    k = dev.load_ptx(REPEAT).get_function("repeat")
    r = k((ctas,), (THREADS,), (dx, out, np.uint32(n)), mode="timing", sample=sample)
    ref = np.zeros_like(x)
    for _ in range(n):
        ref += x
    return r, out.get(), ref


@pytest.fixture(scope="module")
def full():
    return _repeat(False)


@pytest.fixture(scope="module")
def sampled():
    return _repeat(SampleOptions(interval=512, window=3, tolerance=0.02, method="extrapolate"))


def test_sampled_results_are_complete_and_counts_exact(full, sampled):
    r, out, ref = sampled
    assert not r.sample.exact
    np.testing.assert_array_equal(out, ref)
    np.testing.assert_array_equal(out, full[1])           # bit for bit the full run's results
    assert r.warp_instructions == full[0].warp_instructions
    assert r.thread_instructions == full[0].thread_instructions


def test_sampled_estimate_close_and_bound_holds(full, sampled):
    r, est = sampled[0], sampled[0].sample
    cycles = full[0].cycles
    assert est.low <= cycles <= est.high
    # a latency-bound loop: the per-CTA limit holds; the estimate is the ends' midpoint
    assert abs(est.ends["cta"] - cycles) <= 0.02 * cycles
    assert est.cycles == round((min(est.ends.values()) + max(est.ends.values())) / 2)
    assert r.cycles == est.cycles
    assert est.sampled_cycles < 0.6 * cycles and 0 < est.sampled_fraction < 1
    assert set(est.ends) == {"cta", "sm", "gpu"}


def test_extrapolated_statistics_are_the_simulated_cycles(full, sampled):
    """The run stopped at the sample: its SM and unit utilisation are over the simulated
    cycles (the busy time is theirs), not over the extrapolated ones."""
    r, f = sampled[0], full[0]
    sm, fm = r.timing.summary(1455), f.timing.summary(1455)
    assert len(sm["sm_utilisation"]) == 80 and all(0 < u <= 1 for u in sm["sm_utilisation"])
    for unit, u in fm["unit_utilisation"].items():
        assert abs(sm["unit_utilisation"][unit] - u) <= 0.25 * u + 1e-3, (unit, sm["unit_utilisation"], u)
    assert r.timing.sub_cores == f.timing.sub_cores and r.timing.memory


def test_extrapolated_cycles_only_launch_gives_the_same_estimate(sampled):
    """results=False: no functional run of the grid; a few CTAs' counts stand for all (a
    regular grid: the same counts, so the same estimate) and the outputs stay as they were."""
    r, out, _ = _repeat(SampleOptions(interval=512, window=3, tolerance=0.02, method="extrapolate", results=False))
    assert not r.results_computed and not r.sample.results and not out.any()
    assert r.cycles == sampled[0].cycles and r.sample.ends == sampled[0].sample.ends
    assert r.warp_instructions == sampled[0].warp_instructions
    assert any("not computed" in w for w in r.sample.warnings)


@pytest.mark.parametrize("method", ["subset", "extrapolate"])
def test_a_kernel_ending_within_the_sample_is_exact(method):
    outs = [_repeat(sample, ctas=1, n=16)[0] for sample in (False, SampleOptions(method=method))]
    assert outs[1].sample.exact and outs[1].cycles == outs[0].cycles == outs[1].sample.low


def test_clock_reads_are_refused_in_one_line():
    dev = tcsim.Device("titan_v")
    out = dev.empty(1, np.uint64)
    k = dev.load_ptx(CLOCK).get_function("clocked")
    with pytest.raises(LaunchError) as e:
        k((1,), (32,), (out,), mode="timing", sample=True)
    assert "%clock64" in str(e.value) and "\n" not in str(e.value)


@pytest.mark.parametrize("bad", [SampleOptions(interval=8), SampleOptions(window=1), SampleOptions(tolerance=2.0),
                                 SampleOptions(method="waves"), SampleOptions(sms=0), SampleOptions(results="no"),
                                 SampleOptions(l2_capacity="half"), SampleOptions(min_ctas_per_sm=-1), "yes",
                                 SampleOptions(sms=True), SampleOptions(min_ctas_per_sm=True)])
def test_bad_options_are_launch_errors(bad):
    dev = tcsim.Device("titan_v")
    out = dev.empty(1, np.uint64)
    k = dev.load_ptx(REPEAT).get_function("repeat")
    with pytest.raises(LaunchError):
        k((1,), (32,), (out, out, np.uint32(1)), mode="timing", sample=bad)


def test_functional_mode_ignores_the_device_sampling_setting():
    dev = tcsim.Device("titan_v")
    dev.sample = True
    x = np.ones(32, dtype=np.float32)
    dx, out = dev.array(x), dev.empty(32, np.float32)
    r = dev.load_ptx(REPEAT).get_function("repeat")((1,), (32,), (dx, out, np.uint32(64)))
    assert r.sample is None and out.get()[0] == 64


# -- SM-subset sampling (timing/subset.py) and cycles-only launches ------------------------
def test_the_subset_is_spread_evenly_and_gets_the_round_robin_ctas():
    assert subset.subset_sms(80, 5) == [0, 16, 32, 48, 64]
    assert subset.subset_sms(4, 8) == [0, 1, 2, 3]
    pos = subset.subset_positions(256, 80, [0, 16, 32, 48, 64])
    # CTA c goes to SM c mod 80: SM 0 gets 4 CTAs (0, 80, 160, 240), the others 3 -- as on
    # the whole GPU, where 16 of the 80 SMs get a fourth
    assert pos.tolist() == [0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240]


@pytest.mark.parametrize("s", [5, 8, 10])
def test_the_subset_gpu_has_its_share_of_l2_and_dram_bandwidth(s):
    full = load_config("titan_v")
    sub = subset.subset_config(full, s)
    f = s / full.core.sm_count
    l2, l2s = full.timing.memory.l2, sub.timing.memory.l2
    dram, drams = full.timing.memory.dram, sub.timing.memory.dram
    assert sub.core.sm_count == s
    assert l2s.slices * l2s.bytes_per_cycle == pytest.approx(f * l2.slices * l2.bytes_per_cycle)
    assert drams.theoretical_gbs == pytest.approx(f * dram.theoretical_gbs)
    assert 1 <= drams.channels <= l2s.slices
    # "full": the whole L2's capacity, within a slice's rounding to KiB; "scaled": its share
    assert abs(l2s.slices * l2s.slice_kib - l2.slices * l2.slice_kib) <= l2s.slices
    scaled = subset.subset_config(full, s, "scaled").timing.memory.l2
    assert scaled.slice_kib == l2.slice_kib and scaled.slices == l2s.slices


SUB_CTAS, SUB_N = 800, 100     # 5 waves of 160 CTAs (two per SM of 80): every SM gets 10


def _repeat_many(sample):
    dev = tcsim.Device("titan_v")
    x = np.random.default_rng(0).random(SUB_CTAS * THREADS, dtype=np.float32)
    dx, out = dev.array(x), dev.empty(SUB_CTAS * THREADS, np.float32)
    k = dev.load_ptx(REPEAT).get_function("repeat")
    r = k((SUB_CTAS,), (THREADS,), (dx, out, np.uint32(SUB_N)), mode="timing", sample=sample)
    ref = np.zeros_like(x)
    for _ in range(SUB_N):
        ref += x
    return r, out.get(), ref


@pytest.fixture(scope="module")
def full_many():
    return _repeat_many(False)


def test_subset_estimate_of_a_regular_grid_is_close_with_complete_results(full_many):
    r, out, ref = _repeat_many(SampleOptions(method="subset", sms=8))
    est = r.sample
    assert est.method == "subset" and not est.exact and est.sms == 8 and est.ctas == SUB_CTAS // 10
    assert r.results_computed and est.results
    np.testing.assert_array_equal(out, full_many[1])           # bit for bit the full run's results
    assert r.warp_instructions == full_many[0].warp_instructions
    cycles = full_many[0].cycles
    assert abs(r.cycles - cycles) <= 0.02 * cycles, (r.cycles, cycles)
    assert est.low <= r.cycles <= est.high
    assert est.sampled_fraction == pytest.approx(0.1)


def test_cycles_only_launch_says_its_outputs_are_not_computed(full_many):
    r, out, _ = _repeat_many(SampleOptions(method="subset", sms=8, results=False))
    assert not r.results_computed and not r.sample.results
    assert r.to_dict()["results_computed"] is False
    assert "NOT computed" in r.sample.describe()
    assert any("not computed" in w for w in r.sample.warnings)
    assert not out.any()                 # memory as before the launch (the outputs were zero)
    # a regular grid: the counts scaled from the subset's CTAs are the full run's
    assert r.warp_instructions == full_many[0].warp_instructions
    assert r.cycles == _repeat_many(SampleOptions(method="subset", sms=8))[0].cycles   # the same timing either way


def test_a_bundled_kernel_check_reports_not_computed_never_pass():
    dev = tcsim.Device("titan_v")
    dev.mode, dev.sample = "timing", SampleOptions(method="subset", results=False)
    launch = kernels.get("vector_add").prepare(dev, 80 * 256, np.random.default_rng(0))
    (r,) = launch.run()
    assert not r.results_computed
    check = launch.check()
    assert not check.ok and not check.computed and "not computed" in check.message


def test_a_small_grid_is_timed_in_full_even_without_results():
    dev = tcsim.Device("titan_v")
    dev.mode, dev.sample = "timing", SampleOptions(method="subset", results=False)
    launch = kernels.get("vector_add").prepare(dev, 4 * 256, np.random.default_rng(0))
    (r,) = launch.run()
    assert r.sample.exact and r.results_computed and launch.check().ok


def test_an_sm_that_issued_nothing_in_the_last_window_continues_at_the_gpu_rate():
    # windows of 2 x 64 cycles: wmma_gemm's CTAs all wait on their first loads, so the
    # SMs' own rates are 0 — the extrapolation used to divide by them (ZeroDivisionError)
    dev = tcsim.Device("titan_v")
    dev.mode = "timing"
    dev.sample = SampleOptions(method="extrapolate", interval=64, window=2, tolerance=0.2, results=False)
    (run,) = kernels.get("wmma_gemm").prepare(dev, (512, 256, 64), np.random.default_rng(0)).run()
    est = run.sample
    assert not est.exact and est.low <= est.cycles <= est.high
    assert any("issued no instruction in the last window" in w for w in est.warnings)
