"""Cycles-only sampled launches run only the slice of the program the timing reads
(exec/slicing.py): the same cycles, counts and statistics as running every instruction's
semantics; what the analysis keeps and skips; faults of skipped instructions."""

import numpy as np
import pytest

import tcsim
from tcsim import kernels
from tcsim.errors import ExecutionError, LaunchError
from tcsim.exec.slicing import cannot_fault, program_slice
from tcsim.timing.gpu import TimingGPU
from tcsim.timing.memops import describe
from tcsim.timing.sampling import SampleOptions, options_of

HEADER = ".version 7.0\n.target sm_70\n.address_size 64\n"

# out[i] = 2 * x[perm[i]] for i < n: the first load's value is an address (a gather)
GATHER = HEADER + """
.visible .entry gather(.param .u64 x, .param .u64 perm, .param .u64 out, .param .u32 n)
{
    .reg .b32 %r<8>;
    .reg .f32 %f<3>;
    .reg .b64 %rd<12>;
    .reg .pred %p<2>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [perm];
    ld.param.u64 %rd3, [out];
    ld.param.u32 %r6, [n];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    cvta.to.global.u64 %rd3, %rd3;
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ctaid.x;
    mad.lo.s32 %r4, %r2, 32, %r1;
    setp.ge.u32 %p1, %r4, %r6;
    @%p1 bra DONE;
    mul.wide.u32 %rd4, %r4, 4;
    add.s64 %rd5, %rd2, %rd4;
    ld.global.u32 %r5, [%rd5];
    mul.wide.u32 %rd6, %r5, 4;
    add.s64 %rd7, %rd1, %rd6;
    ld.global.f32 %f1, [%rd7];
    add.f32 %f2, %f1, %f1;
    add.s64 %rd8, %rd3, %rd4;
    st.global.f32 [%rd8], %f2;
DONE:
    ret;
}
"""

# out[i] = 2 * x[i] for i < n, stored by the first 16 threads of each CTA (a guarded store)
SCALE = HEADER + """
.visible .entry scale(.param .u64 x, .param .u64 perm, .param .u64 out, .param .u32 n)
{
    .reg .b32 %r<8>;
    .reg .f32 %f<3>;
    .reg .b64 %rd<12>;
    .reg .pred %p<3>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [perm];
    ld.param.u64 %rd3, [out];
    ld.param.u32 %r6, [n];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    cvta.to.global.u64 %rd3, %rd3;
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ctaid.x;
    mad.lo.s32 %r4, %r2, 32, %r1;
    setp.ge.u32 %p1, %r4, %r6;
    @%p1 bra DONE;
    mul.wide.u32 %rd4, %r4, 4;
    add.s64 %rd7, %rd1, %rd4;
    ld.global.f32 %f1, [%rd7];
    add.f32 %f2, %f1, %f1;
    add.s64 %rd8, %rd3, %rd4;
    setp.lt.u32 %p2, %r1, 16;
    @%p2 st.global.f32 [%rd8], %f2;
DONE:
    ret;
}
"""

# the same, stored where perm[i] > 0: a loaded value in a guard
LOADED_GUARD = SCALE.replace("    setp.lt.u32 %p2, %r1, 16;\n", "    add.s64 %rd5, %rd2, %rd4;\n"
                             "    ld.global.u32 %r5, [%rd5];\n    setp.gt.s32 %p2, %r5, 0;\n")

# a spin on a plain load with a counter nothing reads: the forward-progress watch would
# compare the stale counter
SPIN = HEADER + """
.visible .entry spin(.param .u64 flag, .param .u64 out)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<4>;
    .reg .pred %p<2>;
    ld.param.u64 %rd1, [flag];
    cvta.to.global.u64 %rd1, %rd1;
    mov.u32 %r2, 0;
LOOP:
    ld.volatile.global.u32 %r1, [%rd1];
    add.s32 %r2, %r2, 1;
    setp.eq.s32 %p1, %r1, 0;
    @%p1 bra LOOP;
    ret;
}
"""


def _program(ptx, name, arch="titan_v"):
    dev = tcsim.Device(arch)
    p = dev.load_ptx(ptx).program(name)
    return p, [describe(p, op) for op in p.ops]


def _pcs(prog, text):
    return [op.pc for op in prog.ops if op.ins.text.startswith(text)]


def test_a_gemms_mma_and_fragment_loads_and_stores_are_skipped():
    from pathlib import Path

    p, mops = _program(Path(kernels.__file__).parent / "wmma_gemm.ptx", "wmma_gemm_f32_rc")
    sl = program_slice(p, mops)
    wmma = _pcs(p, "wmma.")
    assert wmma and set(wmma) == set(sl.skip) and not sl.off
    # the addresses' arithmetic, the loop's counter and its compare stay
    assert not sl.skip & set(_pcs(p, "setp") + _pcs(p, "add.s64") + _pcs(p, "@"))


def test_a_gather_keeps_the_load_that_feeds_an_address_and_every_store():
    p, mops = _program(GATHER, "gather")
    sl = program_slice(p, mops)
    assert not sl.skip and not sl.off      # a loaded value is an address: every store and its value run


def test_guards_and_branch_conditions_are_kept_values_only_timed():
    p, mops = _program(SCALE, "scale")
    sl = program_slice(p, mops)
    # the value stored is only timed: its load, its doubling and the store (and the
    # conversion of the unused perm); the guards, the branch, the addresses run
    assert sl.skip == set(_pcs(p, "ld.global.f32") + _pcs(p, "add.f32") + _pcs(p, "@%p2 st")
                          + _pcs(p, "cvta.to.global.u64 %rd2"))
    # a guard from a loaded value: that load runs, so every store and its value do
    p, mops = _program(LOADED_GUARD, "scale")
    assert "ld.global.u32" in LOADED_GUARD and not program_slice(p, mops).skip


def test_a_spin_with_a_counter_nothing_reads_is_not_sliced():
    p, mops = _program(SPIN, "spin")
    sl = program_slice(p, mops)
    assert not sl.skip and "forward-progress" in sl.off


def test_the_fault_check_of_a_skipped_access():
    dev = tcsim.Device("titan_v")
    x = dev.empty(64, np.float32)
    p = dev.load_ptx(SCALE).program("scale")
    mop = describe(p, p.ops[_pcs(p, "ld.global.f32")[0]])

    class St:
        gmem = dev.gmem

    base = np.int64(x.ptr) + 4 * np.arange(32, dtype=np.int64)
    assert cannot_fault(St, mop, base, None)
    assert not cannot_fault(St, mop, base + 2, None)             # misaligned
    assert not cannot_fault(St, mop, base + 4 * 40, None)        # past the end of x


def _exact(launch_of, opts):
    """The launch's cycles, counts and statistics with and without the slice."""
    out = []
    for sl in (True, False):
        r = launch_of(SampleOptions(**opts, results=False, slice=sl))
        s = r.timing
        out.append((r.cycles, r.warp_instructions, r.thread_instructions, r.sample.method, r.sample.exact,
                    s.summary(1455), s.stalls, s.warp_stalls, s.by_class, s.memory, s.wmma_latency))
    return out


def _bundled(kernel, size):
    def run(opts):
        dev = tcsim.Device("titan_v")
        dev.mode, dev.sample = "timing", opts
        (r,) = kernels.get(kernel).prepare(dev, size, np.random.default_rng(0)).run()
        return r
    return run


@pytest.mark.parametrize("kernel, size, opts", [
    ("wmma_gemm", (256, 256, 128), dict(sms=2, min_ctas_per_sm=0)),
    ("wmma_gemm", (512, 512, 64), {}),
    ("wmma_gemm_shared", (512, 256, 64), dict(sms=2, min_ctas_per_sm=0)),
    ("cutlass_wmma_gemm", (512, 256, 32), dict(sms=2, min_ctas_per_sm=0)),
    ("wmma_gemm", (256, 256, 64), dict(method="subset", sms=2, min_ctas_per_sm=0)),
])
def test_cycles_only_launches_are_the_same_with_and_without_the_slice(kernel, size, opts, monkeypatch):
    skipped = []
    cycles_only = TimingGPU.cycles_only

    def spy(self):
        off = cycles_only(self)
        skipped.append(len(self.skip))
        return off

    monkeypatch.setattr(TimingGPU, "cycles_only", spy)
    sliced, full = _exact(_bundled(kernel, size), opts)
    assert sliced == full
    assert not sliced[4] and sliced[3] == opts.get("method", "shadow")    # sampled, not timed in full
    assert len(skipped) == 1 and skipped[0] > 0                            # and sliced


def test_the_extrapolation_is_the_same_with_and_without_the_slice():
    sliced, full = _exact(_bundled("wmma_gemm", (512, 256, 128)),
                          dict(method="extrapolate", interval=128, window=2, tolerance=0.1))
    assert sliced == full and not sliced[4]


def test_a_sliced_launch_timed_in_full_does_not_claim_its_results():
    def run(sl):
        dev = tcsim.Device("titan_v")
        dev.mode, dev.sample = "timing", SampleOptions(method="extrapolate", results=False, slice=sl)
        launch = kernels.get("wmma_gemm").prepare(dev, (64, 64, 32), np.random.default_rng(0))
        (r,) = launch.run()
        return r, launch.check()

    (r, check), (full, full_check) = run(True), run(False)
    assert r.sample.exact and not r.results_computed and not r.sample.results and not check.computed
    assert full.cycles == r.cycles and full.results_computed and full_check.ok


def test_a_skipped_load_out_of_bounds_is_still_reported():
    p, mops = _program(SCALE, "scale")
    assert set(_pcs(p, "ld.global.f32")) <= program_slice(p, mops).skip

    def run(sl):
        dev = tcsim.Device("titan_v")
        n = 96 * 32
        # x holds 16 floats: lanes 16.. of CTA 0, the first timed, read past its end
        x, out = dev.array(np.ones(16, np.float32)), dev.empty(n, np.float32)
        k = dev.load_ptx(SCALE).get_function("scale")
        opts = SampleOptions(method="extrapolate", results=False, slice=sl)
        with pytest.raises(ExecutionError) as e:
            k((96,), (32,), (x, x, out, np.uint32(n)), mode="timing", sample=opts)
        return str(e.value)

    sliced = run(True)
    assert sliced == run(False) and "invalid global read" in sliced and "\n" not in sliced
    assert "CTA (0,0,0) thread (16,0,0), PC 14" in sliced, sliced


def test_a_bad_slice_option_is_one_line():
    with pytest.raises(LaunchError, match=r"^sample slice must be True or False, not 'yes'$"):
        options_of(SampleOptions(results=False, slice="yes"))
