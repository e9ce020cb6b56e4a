"""Sampled timing (timing/sampling.py, docs/sampling.md): the estimate of a regular grid
against the full run, complete results, exact counts, and the refusals."""

import numpy as np
import pytest

import tcsim
from tcsim.errors import LaunchError
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
    return _repeat(SampleOptions(interval=512, window=3, tolerance=0.02))


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


def test_a_kernel_ending_within_the_sample_is_exact():
    outs = [_repeat(sample, ctas=1, n=16)[0] for sample in (False, True)]
    assert outs[1].sample.exact and outs[1].cycles == outs[0].cycles == outs[1].sample.low


def test_clock_reads_are_refused_in_one_line():
    dev = tcsim.Device("titan_v")
    out = dev.empty(1, np.uint64)
    k = dev.load_ptx(CLOCK).get_function("clocked")
    with pytest.raises(LaunchError) as e:
        k((1,), (32,), (out,), mode="timing", sample=True)
    assert "%clock64" in str(e.value) and "\n" not in str(e.value)


@pytest.mark.parametrize("bad", [SampleOptions(interval=8), SampleOptions(window=1), SampleOptions(tolerance=2.0),
                                 "yes"])
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
