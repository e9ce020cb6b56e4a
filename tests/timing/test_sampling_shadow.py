"""The SM subset with shadow traffic (timing/shadow.py, docs/sampling.md): the address map
learned from probe CTAs and its refusals, the shadows' traffic, exactness and the bound."""

import numpy as np
import pytest

import tcsim
from tcsim.timing import shadow
from tcsim.timing.sampling import SampleOptions

HEADER = ".version 7.0\n.target sm_70\n.address_size 64\n"

# CTA (x, y) of a grid (8, Y), 8 warps, reads the 8n lines of panel y of a matrix (n steps
# of 256 floats, one 128-byte line per warp and step) and writes their sums to its own
# elements: the 8 CTAs of a panel (on 8 neighbouring SMs) read the same lines from DRAM —
# the L2 sharing between CTAs of different SMs that a GEMM's tiles have
ROWS = HEADER + """
.visible .entry rows(.param .u64 x, .param .u64 out, .param .u32 n)
{
    .reg .b32 %r<10>;
    .reg .f32 %f<4>;
    .reg .b64 %rd<8>;
    .reg .pred %p<2>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [out];
    ld.param.u32 %r6, [n];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    mov.u32 %r1, %tid.x;
    mov.u32 %r3, %ctaid.y;
    mad.lo.s32 %r2, %r3, 8, 0;
    mov.u32 %r8, %ctaid.x;
    add.s32 %r2, %r2, %r8;
    mul.lo.s32 %r4, %r3, %r6;
    mad.lo.s32 %r4, %r4, 256, %r1;
    mul.wide.u32 %rd3, %r4, 4;
    add.s64 %rd4, %rd1, %rd3;
    mov.f32 %f1, 0f00000000;
    mov.u32 %r5, 0;
LOOP:
    ld.global.cg.f32 %f2, [%rd4];
    add.f32 %f1, %f1, %f2;
    add.s64 %rd4, %rd4, 1024;
    add.s32 %r5, %r5, 1;
    setp.lt.u32 %p1, %r5, %r6;
    @%p1 bra LOOP;
    mad.lo.s32 %r7, %r2, 256, %r1;
    mul.wide.u32 %rd5, %r7, 4;
    add.s64 %rd6, %rd2, %rd5;
    st.global.f32 [%rd6], %f1;
    ret;
}
"""

# every thread reads x[perm[its index]]: addresses that depend on data, no affine map
GATHER = HEADER + """
.visible .entry gather(.param .u64 x, .param .u64 perm, .param .u64 out)
{
    .reg .b32 %r<8>;
    .reg .f32 %f<2>;
    .reg .b64 %rd<12>;
    ld.param.u64 %rd1, [x];
    ld.param.u64 %rd2, [perm];
    ld.param.u64 %rd3, [out];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    cvta.to.global.u64 %rd3, %rd3;
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ctaid.x;
    mad.lo.s32 %r4, %r2, 32, %r1;
    mul.wide.u32 %rd4, %r4, 4;
    add.s64 %rd5, %rd2, %rd4;
    ld.global.u32 %r5, [%rd5];
    mul.wide.u32 %rd6, %r5, 4;
    add.s64 %rd7, %rd1, %rd6;
    ld.global.f32 %f1, [%rd7];
    add.s64 %rd8, %rd3, %rd4;
    st.global.f32 [%rd8], %f1;
    ret;
}
"""

CTAS, N = 640, 12     # 8 CTAs of 8 warps per SM of a Titan V's 80: one wave of 64 warps per SM


def _rows(sample, ctas=CTAS, n=N, ptx=ROWS, arch="titan_v"):
    dev = tcsim.Device(arch)
    x = np.random.default_rng(0).random(ctas // 8 * n * 256, dtype=np.float32)
    dx, out = dev.array(x), dev.empty(ctas * 256, np.float32)
    dev.array(np.zeros(6 << 18, np.float32))   # a later 6-MiB copy: x is not in the 4.5-MiB L2
    k = dev.load_ptx(ptx).get_function("rows")
    r = k((8, ctas // 8), (256,), (dx, out, np.uint32(n)), mode="timing", sample=sample)
    ref = np.zeros((ctas // 8, 256), np.float32)
    for i in range(n):
        ref += x.reshape(ctas // 8, n, 256)[:, i]
    ref = np.repeat(ref, 8, axis=0).reshape(-1)
    return r, out.get(), ref


@pytest.fixture(scope="module")
def full():
    return _rows(False)


def test_shadows_restore_the_l2_sharing_the_plain_subset_loses(full):
    plain = _rows(SampleOptions(method="subset", sms=5))[0]
    shadowed = _rows(SampleOptions(method="shadow", sms=5))[0]
    cycles = full[0].cycles
    assert shadowed.sample.method == "shadow" and not shadowed.sample.exact and shadowed.sample.sms == 5
    # the plain subset's CTAs miss where their neighbours on other SMs would have brought
    # the row in; the shadows bring it in
    assert abs(shadowed.cycles - cycles) < abs(plain.cycles - cycles)
    assert abs(shadowed.cycles - cycles) <= 0.05 * cycles, (shadowed.cycles, plain.cycles, cycles)
    assert shadowed.sample.low <= shadowed.cycles <= shadowed.sample.high
    assert not any("did not execute" in w or "calibrated on" in w for w in shadowed.sample.warnings)


def test_shadow_results_are_complete_and_counts_exact(full):
    r, out, ref = _rows(SampleOptions(method="shadow", sms=5))
    np.testing.assert_array_equal(out, ref)
    np.testing.assert_array_equal(out, full[1])
    assert r.results_computed and r.warp_instructions == full[0].warp_instructions


def test_a_grid_of_one_to_four_rounds_with_a_partial_last_one_is_warned_about():
    """1,024 CTAs on 640 slots (1.6 rounds): the end is the last round's dispatch over all SMs,
    which the timed SMs under-sample; 640 CTAs (one full round) are not warned about."""
    r = _rows(SampleOptions(method="shadow", sms=5, results=False), ctas=1024, n=2)[0]
    assert any(w.startswith("a grid of 1.60 rounds of the GPU's CTA slots") for w in r.sample.warnings)
    assert not any("rounds of the GPU's CTA slots" in w for w in _rows(
        SampleOptions(method="shadow", sms=5, results=False), n=2)[0].sample.warnings)


def test_on_a_partitioned_l2_each_copy_goes_to_its_own_sms_partition(monkeypatch):
    """The A100's L2 is two partitions, an SM's accesses go to its own. A simulated SM
    stands for SMs of both, so each copy goes to the partition of the SM it stands for (and
    each simulated SM's own requests to its whole-GPU SM's): the sample's L2 work per
    partition — port cycles, writes, lines copied from the far partition — is then the full
    run's, exactly (sending every copy to the representative's partition loaded one
    partition with 60% of it; docs/sampling.md, "Other GPUs")."""
    from tcsim.timing import memory as memmod

    states = []
    init0 = memmod.MemoryState.__init__

    def init(self, *a, **kw):
        init0(self, *a, **kw)
        states.append(self)

    monkeypatch.setattr(memmod.MemoryState, "__init__", init)

    def work(sample):
        r, out, ref = _rows(sample, ctas=432, n=2, arch="a100")
        np.testing.assert_array_equal(out, ref)
        parts = states[-1].l2_parts
        return r, [(sum(p.busy for p in part.ports), part.stats["writes"], part.stats["far_hits"]) for part in parts]

    full, full_work = work(False)
    r, shadow_work = work(SampleOptions(method="shadow", sms=5))
    assert r.sample.method == "shadow" and not r.sample.exact
    assert len(shadow_work) == 2 and all(busy and writes for busy, writes, _ in full_work)
    assert shadow_work == full_work
    # the A100's own calibrated bound, ±8% (sampling.SHADOW_BOUNDS), without a warning
    est = r.sample.cycles
    assert (r.sample.low, r.sample.high) == (int(np.floor(est * 0.92)), int(np.ceil(est * 1.08)))
    assert not any("calibrated on" in w for w in r.sample.warnings)


def test_the_shadow_bound_is_each_gpus_own_and_the_largest_elsewhere_with_a_warning():
    from tcsim.timing.sampling import SHADOW_BOUNDS, shadow_bound

    assert shadow_bound("titan_v") == (0.07, None) and shadow_bound("h100") == (0.09, None)
    assert shadow_bound("rtx2080") == (0.06, None) and shadow_bound("rtx2080ti") == (0.32, None)
    b, warning = shadow_bound("h800")
    assert b == max(SHADOW_BOUNDS.values()) == 0.32                # the worst measured on any GPU
    assert warning.startswith("the bound was calibrated on the titan_v, a100, h100, rtx2080, rtx2080ti GPUs, "
                              "not on h800")


def test_a_grid_smaller_than_the_gpu_is_timed_in_full_and_exact():
    f, s = (_rows(sample, ctas=40, n=4)[0] for sample in (False, SampleOptions(method="shadow")))
    assert s.sample.exact and s.cycles == f.cycles == s.sample.low == s.sample.high


def test_data_dependent_addresses_refuse_the_method_and_fall_back():
    dev = tcsim.Device("titan_v")
    ctas = 160
    rng = np.random.default_rng(1)
    x = rng.random(ctas * 32, dtype=np.float32)
    perm = rng.permutation(ctas * 32).astype(np.uint32)
    dx, dp, out = dev.array(x), dev.array(perm), dev.empty(ctas * 32, np.float32)
    k = dev.load_ptx(GATHER).get_function("gather")
    r = k((ctas,), (32,), (dx, dp, out), mode="timing", sample=SampleOptions(method="shadow"))
    assert r.sample.method == "extrapolate" == r.sample.options["method"]   # the options as resolved
    refused = [w for w in r.sample.warnings if "shadow method refused" in w]
    assert refused and "PC" in refused[0]
    np.testing.assert_array_equal(out.get(), x[perm])


# every thread writes its index and counts itself in one global counter (red.add): CTAs
# that communicate through memory
COUNT = HEADER + """
.visible .entry count(.param .u64 c, .param .u64 out)
{
    .reg .b32 %r<4>;
    .reg .b64 %rd<6>;
    ld.param.u64 %rd1, [c];
    ld.param.u64 %rd2, [out];
    cvta.to.global.u64 %rd1, %rd1;
    cvta.to.global.u64 %rd2, %rd2;
    mov.u32 %r1, %ctaid.x;
    mov.u32 %r2, %tid.x;
    mad.lo.s32 %r3, %r1, 32, %r2;
    mul.wide.u32 %rd3, %r3, 4;
    add.s64 %rd4, %rd2, %rd3;
    st.global.u32 [%rd4], %r3;
    red.global.add.u32 [%rd1], 1;
    ret;
}
"""


def test_shadow_is_the_default_method():
    assert SampleOptions().method == "shadow"


def test_a_sampled_launch_reports_the_whole_grids_tensor_work():
    """The subset ran 1/16 of the CTAs; TFLOPS is the whole grid's work over the estimate."""
    from tcsim import kernels

    dev = tcsim.Device("titan_v")
    dev.mode, dev.sample = "timing", SampleOptions(results=False)
    (r,) = kernels.get("wmma_gemm").prepare(dev, (512, 512, 64), np.random.default_rng(0)).run()
    assert r.sample.method == "shadow" and not r.sample.exact and r.sample.ctas == 16
    assert r.timing.tensor_flops == 2 * 512 * 512 * 64
    sm = r.timing.summary(1455)
    assert all(0 <= u <= 1 for u in sm["sm_utilisation"] + list(sm["unit_utilisation"].values()))
    assert "IPC and TFLOPS are the whole grid's" in r.sample.describe()


def test_ctas_that_may_communicate_fall_back_to_the_extrapolation_by_default():
    dev = tcsim.Device("titan_v")
    ctas = 160
    c, out = dev.array(np.zeros(1, np.uint32)), dev.empty(ctas * 32, np.uint32)
    k = dev.load_ptx(COUNT).get_function("count")
    r = k((ctas,), (32,), (c, out), mode="timing", sample=True)
    assert r.sample.method == "extrapolate"
    refused = [w for w in r.sample.warnings if "shadow method refused" in w]
    assert refused and "red" in refused[0] and "communicate" in refused[0]
    assert c.get()[0] == ctas * 32
    np.testing.assert_array_equal(out.get(), np.arange(ctas * 32, dtype=np.uint32))


def _records(offset_of, ctas, pcs=(10,), warps=2, runs=3):
    return {(pc, c, w): [offset_of(pc, c) + 1000 * w + 64 * k for k in range(runs)]
            for pc in pcs for c in ctas for w in range(warps)}


def test_the_affine_map_is_learned_per_instruction():
    grid = (16, 16, 1)
    ctas = [tuple(int(v) for v in c) for c in shadow.probe_ids(grid)]
    assert ctas == [(0, 0, 0), (1, 0, 0), (0, 1, 0), (8, 8, 0), (15, 15, 0)]
    # an A panel that moves with y, a B panel that moves with x
    maps = shadow.learn(_records(lambda pc, c: 4096 * c[1] if pc == 10 else 256 * c[0], ctas, pcs=(10, 20)), grid)
    assert maps == {10: (0, 4096, 0), 20: (256, 0, 0)}


def test_an_offset_that_is_not_affine_is_refused():
    grid = (16, 16, 1)
    ctas = [tuple(int(v) for v in c) for c in shadow.probe_ids(grid)]
    with pytest.raises(shadow.ShadowRefused, match="PC 10: CTA \\(15, 15, 0\\)"):
        shadow.learn(_records(lambda pc, c: 4096 * c[1] + (7 if c == (15, 15, 0) else 0), ctas), grid)


def test_accesses_that_are_not_one_shift_are_refused():
    grid = (16, 16, 1)
    ctas = [tuple(int(v) for v in c) for c in shadow.probe_ids(grid)]
    rec = _records(lambda pc, c: 4096 * c[1], ctas)
    rec[(10, (1, 0, 0), 1)][2] += 4            # one execution of one warp elsewhere
    with pytest.raises(shadow.ShadowRefused, match="more than one offset"):
        shadow.learn(rec, grid)


def test_no_global_access_means_nothing_to_learn():
    with pytest.raises(shadow.ShadowRefused, match="no global-memory instruction"):
        shadow.learn({}, (4, 1, 1))


def test_the_representatives_rotate_through_their_groups():
    # 5 of 80 SMs: groups of 16 from SMs 0, 16, ...; representative i at position i*16//5,
    # so the simulated SMs are not all at one position of a grid period of 16 or 32
    assert shadow.sm_groups(80, 5) == [(0, 16, 0), (16, 16, 19), (32, 16, 38), (48, 16, 57), (64, 16, 76)]
    assert shadow.shadow_sms(80, 4) == [0, 25, 50, 75]
    assert shadow.shadow_sms(4, 4) == [0, 1, 2, 3]        # one SM per group: every SM simulated
    # 98 CTAs: SMs 0..17 run two; group 16..31's representative moves down to SM 17 so that
    # no SM below it runs a CTA it has no copy for (SM 16's second CTA is SM 17's shadow)
    assert shadow.shadow_sms(80, 5, 98) == [0, 17, 38, 57, 76]
    assert shadow.shadow_sms(80, 5, 96) == shadow.shadow_sms(80, 5, 160) == [0, 19, 38, 57, 76]
    # the subset runs the CTAs the round-robin fill gives the representatives
    from tcsim.timing import subset

    assert subset.subset_positions(200, 80, shadow.shadow_sms(80, 5)).tolist() == [0, 19, 38, 57, 76, 80, 99, 118,
                                                                                 137, 156, 160, 179, 198]


class _Gpu:             # what Shadows reads of the subset GPU before it runs
    memops = []
    mem = type("M", (), {"_warp": None, "_misses": None, "_fetch": None, "_store_lines": None,
                         "state": type("S", (), {"l2_parts": [None]})()})()

    def __init__(self, *ctaids):
        self.grid = np.array(ctaids, dtype=np.int64)


def test_a_shadow_stands_for_the_other_ctas_of_its_group():
    sh = shadow.Shadows(_Gpu([0, 0, 0], [19, 0, 0], [76, 0, 0]), {5: (4, 0, 0)}, (80, 1, 1), 80, 5)
    assert sh.offsets(5, 0) == [(4 * j, 1) for j in range(1, 16)]      # SM 0 stands for SMs 0..15
    # CTA 19 on SM 19 stands for CTAs 16..31: three below it, twelve above
    assert sh.offsets(5, 1) == [(4 * j, 1) for j in range(-3, 13) if j]
    assert sh.offsets(5, 2) == [(4 * j, 1) for j in range(-12, 4) if j]   # CTA 76: CTAs 64..79
    assert sh.offsets(6, 0) is None                                   # no map: no shadows
    # CTA 19 = (9, 1) of a (10, 8) grid stands for CTAs 16..31: (6..8, 1) share its panel,
    # (0..9, 2) the next one, (0..1, 3) the one after
    shared = shadow.Shadows(_Gpu([9, 1, 0]), {5: (0, 64, 0)}, (10, 8, 1), 80, 5)
    assert shared.offsets(5, 0) == [(0, 3), (64, 10), (128, 2)]


def test_a_shadow_of_sm_m_is_its_cta_of_the_same_round(monkeypatch):
    # by default a simulated SM stands for its sm_groups group
    assert shadow.shadow_members(80, 5, 1024) == {rep: list(range(first, first + n))
                                                  for first, n, rep in shadow.sm_groups(80, 5, 1024)}
    # the SMs it stands for need not be its neighbours: SM m's copy of the CTA c it runs is
    # CTA c + m - rep, the one the round-robin fill gives SM m in the same round
    monkeypatch.setattr(shadow, "shadow_members", lambda nsm, s, ncta=None, gx=0: {0: [0], 19: [3, 19, 23, 79]})
    sh = shadow.Shadows(_Gpu([99, 0, 0]), {5: (4, 0, 0)}, (160, 1, 1), 80, 5)
    # CTA 99 on SM 19 (second round): SMs 3, 23 and 79 run CTAs 83, 103 and 159
    assert sh._shadows(5, 0) == [(4 * (83 - 99), 0, True, 0), (4 * (103 - 99), 0, False, 0),
                                 (4 * (159 - 99), 0, False, 0)]


def test_copies_of_lower_sms_go_before_the_representatives_request():
    """The whole GPU serves requests of one cycle in SM order (measured on wmma_gemm 512^3:
    97% of same-cycle requests for one line are served lowest SM first), so the copies of
    the SMs below the representative in its group are sent before its request, the others
    after it; a delayed copy (the stagger) is never sent early."""
    sh = shadow.Shadows(_Gpu([19, 0, 0]), {5: (4, 0, 0)}, (80, 1, 1), 80, 5)
    before, after = sh._split(5, 0)
    assert before == [(4 * j, 1, 0, True, 0) for j in (-3, -2, -1)]
    assert after == [(4 * j, 1, 0, False, 0) for j in range(1, 13)]
    calls = []
    sh._misses0 = lambda s, sm, t: lambda line: calls.append("representative") or 1000
    sh._miss_copies = lambda sm, t, line, offs: calls.append([g[0] for g in offs])
    sh.cur, sh.mapped = sh._split(5, 0), True
    assert sh._misses(None, 0, 10)(7) == 1000
    assert calls == [[-12, -8, -4], "representative", [4 * j for j in range(1, 13)]]
    sh.spread[0] = 160                       # a later wave's CTA: shadow j is (j - r) mod 16 tenths late
    sh.cache.clear()
    got = sh._shadows(5, 0)
    assert [delay for _, delay, _, _ in got] == [(j - 3) % 16 * 10 for j in range(16) if j != 3]
    assert not any(before for _, _, before, _ in got)


def _cli(*args):
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-m", "tcsim.cli", *args], capture_output=True, text=True, timeout=120)
    assert "Traceback" not in r.stderr, r.stderr
    return r


def test_the_cli_runs_the_shadow_method_and_refuses_it_without_sample():
    r = _cli("run", "vector_add", "--size", "40960", "--mode", "timing", "--sample", "--sample-method", "shadow")
    assert r.returncode == 0, r.stderr
    assert "from 5 SMs timed" in r.stdout and "shadow traffic" in r.stdout and "PASS" in r.stdout
    r = _cli("run", "vector_add", "--size", "4096", "--mode", "timing", "--sample-method", "shadow")
    assert r.returncode != 0 and r.stderr.strip().endswith("--sample-method needs --sample")
    assert len(r.stderr.strip().splitlines()) == 1


def test_the_cli_takes_any_sample_option_and_a_cycles_only_run_is_not_checked():
    """``--sample-option NAME=VALUE`` sets any SampleOptions field; a cycles-only run
    (results=false) compares nothing, which is neither a PASS nor a FAIL (exit 0)."""
    r = _cli("run", "wmma_gemm", "--size", "512", "--mode", "timing", "--sample", "--sample-option", "sms=10",
             "--sample-option", "results=false")
    assert r.returncode == 0, r.stderr
    assert "36,338 cycles estimated" in r.stdout and "from 10 SMs timed" in r.stdout
    assert "NOT CHECKED wmma_gemm size=512" in r.stdout and "PASS" not in r.stdout and "FAIL" not in r.stdout
    for bad, message in (("sm=3", "sample option 'sm': no such option (did you mean sms?)"),
                         ("sms", "sample option 'sms': expected NAME=VALUE (e.g. sms=10)"),
                         ("sms=ten", "sample option sms: 'ten' is not a value like sms=5"),
                         ("sms=true", "sample sms must be a positive integer, not True")):
        r = _cli("run", "wmma_gemm", "--size", "256", "--mode", "timing", "--sample", "--sample-option", bad)
        assert r.returncode != 0 and r.stderr.strip() == f"tcsim: error: {message}", r.stderr
    r = _cli("run", "wmma_gemm", "--size", "256", "--mode", "timing", "--sample-option", "sms=3")
    assert r.returncode != 0 and r.stderr.strip().endswith("--sample-option needs --sample")


def test_sample_options_parse_as_their_fields_types():
    from tcsim.timing.sampling import parse_sample_options

    assert parse_sample_options(["sms=10", "columns=False", "method='extrapolate'", "tolerance=0.02",
                                 "dram=full"]) == {"sms": 10, "columns": False, "method": "extrapolate",
                                                   "tolerance": 0.02, "dram": "full"}
    # TOML would read a second line as another key: "sms=1\nx=2" is not sms=1
    with pytest.raises(tcsim.errors.LaunchError, match="^sample option sms: the value must be on one line$"):
        parse_sample_options(["sms=1\nx=2"])


# -- the stagger (timing/shadow.py, step 4) ------------------------------------------------

def test_a_delayed_shadow_request_is_sent_at_its_cycle(monkeypatch):
    """Two waves (16 CTAs of 8 warps per SM): the second wave's shadows are spread over the
    gaps between the sample's own starts; every delayed copy is injected at the cycle it
    was delayed to, and reaches the L2 exactly ``delay`` cycles after its representative's
    request (its time relative to the injection cycle is the representative's to its own)."""
    seen, inst, lead = [], [], {}
    later0, inject0 = shadow.Shadows._later, shadow.Shadows._inject

    def later(self, delay, fn, args):
        inst[:] = [self]
        now = self.gpu.q.now
        rep_arrive = args[1] - delay
        assert rep_arrive >= now                       # the representative's request is not in the past
        seen.append((now + delay, delay))
        lead[id(args)] = rep_arrive - now
        return later0(self, delay, fn, args)

    def inject(self, when):
        assert self.gpu.q.now == when
        for _, args in self.pending[when]:
            assert args[1] - when == lead[id(args)]
        return inject0(self, when)

    monkeypatch.setattr(shadow.Shadows, "_later", later)
    monkeypatch.setattr(shadow.Shadows, "_inject", inject)
    r, out, ref = _rows(SampleOptions(method="shadow", stagger=True), ctas=2 * CTAS, n=8)
    np.testing.assert_array_equal(out, ref)
    sh = inst[0]
    assert seen and sh.delayed == len(seen) and not sh.pending          # every delayed copy was sent
    assert all(delay > 0 for _, delay in seen)
    # first-wave CTAs (the first fill) have no spread; a later one's shadow j is j·Δ/16 late
    first = sum(sh.first_fill)
    assert first == 5 * 8 and not any(c < first for c in sh.spread)
    c, spread = max(sh.spread.items(), key=lambda kv: kv[1])
    assert spread > 0
    pc = next(iter(sh.maps))
    # (in SM order the group's shadows take the spread from the representative's position on)
    assert sorted(delay for _, delay, _, _ in sh._shadows(pc, c)) == [j * spread // 16 for j in range(1, 16)]


def test_the_stagger_changes_nothing_within_the_first_wave():
    """One wave (640 CTAs, 8 per SM): the whole GPU's CTAs start together, so do the
    shadows — the same cycles as without the stagger; a grid under one CTA per SM is still
    timed in full and exact."""
    lockstep = _rows(SampleOptions(method="shadow", stagger=False))[0]
    staggered = _rows(SampleOptions(method="shadow"))[0]
    assert staggered.cycles == lockstep.cycles and not staggered.sample.exact
    f, s = (_rows(sample, ctas=40, n=4)[0] for sample in (False, SampleOptions(method="shadow", stagger=True)))
    assert s.sample.exact and s.cycles == f.cycles


def test_columns_stand_each_sm_for_by_a_simulated_sm_of_its_grid_columns():
    """SampleOptions(columns=True): the round-robin fill gives SM m the grid columns x ≡ m
    (mod gcd(SMs, grid width)) in every round; each SM's copies come from a simulated SM of
    the same columns modulo the largest divisor whose residues the simulated SMs cover,
    each simulated SM standing for as many SMs as its group."""
    reps = shadow.shadow_sms(80, 5)                          # 0, 19, 38, 57, 76: 0, 3, 2, 1, 0 mod 4
    assert shadow.column_period(80, 32, reps) == 4           # gcd 16; residues mod 8 are not all there
    assert shadow.column_period(80, 7, reps) == 1            # gcd 1: the columns give no classes
    assert shadow.shadow_members(80, 5, 1024, 7) == shadow.shadow_members(80, 5, 1024)   # the groups
    got = shadow.shadow_members(80, 5, 1024, 32)
    assert sorted(m for ms in got.values() for m in ms) == list(range(80))
    assert {r: len(ms) for r, ms in got.items()} == {r: 16 for r in reps}
    assert all(m % 4 == r % 4 for r in (0, 19, 38, 57) for m in got[r])
    # 1024 CTAs: SMs 0..63 run 13, SMs 64..79 12; SM 76 (12) stands for none below 64
    assert got[76] == list(range(64, 80))


@pytest.mark.parametrize("nsm", [14, 46, 80, 84])
def test_grouping_by_columns_keeps_every_sm_once_and_the_groups_sizes(nsm):
    for s in (2, 3, 5, 7):
        for ncta in range(nsm, 3 * nsm + 3, nsm // 3):
            for gx in (4, 16, 32):
                got, groups = shadow.shadow_members(nsm, s, ncta, gx), shadow.shadow_members(nsm, s, ncta)
                assert sorted(m for ms in got.values() for m in ms) == list(range(nsm))
                assert {r: len(ms) for r, ms in got.items()} == {r: len(ms) for r, ms in groups.items()}
                # no simulated SM stands for an SM that runs more CTAs than it (the last round)
                assert all(ncta // nsm + (r < ncta % nsm) >= ncta // nsm + (m < ncta % nsm)
                           for r, ms in got.items() for m in ms)


def test_the_columns_option_reaches_the_shadows_and_the_estimate_says_which(monkeypatch):
    """Copies by grid column are the default (the grid's width reaches the grouping);
    columns=False groups consecutive SMs (width 0); the estimate records the options."""
    seen = []
    real = shadow.shadow_members
    monkeypatch.setattr(shadow, "shadow_members",
                        lambda nsm, s, ncta=None, gx=0: seen.append(gx) or real(nsm, s, ncta, gx))
    r, got, ref = _rows(True)
    assert seen == [8] and not r.sample.exact and np.array_equal(got, ref)
    assert r.sample.options["columns"] is True and r.sample.options["method"] == "shadow"
    assert r.sample.to_dict()["options"]["stagger"] is True
    assert "copies by grid column, staggered)" in r.sample.describe()
    r, got, ref = _rows(SampleOptions(method="shadow", columns=False))
    assert seen == [8, 0] and r.sample.options["columns"] is False and np.array_equal(got, ref)
    assert "copies by SM group, staggered)" in r.sample.describe()
    with pytest.raises(tcsim.errors.LaunchError, match="sample columns must be True or False"):
        SampleOptions(method="shadow", columns=1).check()


def test_stagger_must_be_a_bool():
    with pytest.raises(tcsim.errors.LaunchError, match="sample stagger must be True or False"):
        SampleOptions(method="shadow", stagger=1).check()


def test_batched_line_reads_do_what_the_general_paths_do(monkeypatch):
    """L1 line fills (``ld.global.ca``) of two waves, shadows staggered: the batched line
    reads (``Shadows._read_lines``: the port, tags and TLB inlined, a cycle's queued reads
    in one call) leave exactly the state ``L2.read_full`` and ``Server.serve`` leave request
    by request (the path a partitioned L2 takes): cycles, L2 counters, DRAM bytes, ports, the
    sets' and the L2 TLB's LRU orders, walks and fills in flight."""
    init0 = shadow.Shadows.__init__

    def run(general):
        made = []

        def init(self, *a, **kw):
            init0(self, *a, **kw)
            if general:
                self.one_l2 = None
            made.append(self)

        monkeypatch.setattr(shadow.Shadows, "__init__", init)
        r = _rows(SampleOptions(method="shadow", results=False), ctas=2 * CTAS, n=1,
                  ptx=ROWS.replace("ld.global.cg.f32", "ld.global.ca.f32"))[0]
        sh = made[0]
        l2 = sh.mem.l2_of[0]
        tlb = sh.mem.tlb
        return (r.cycles, sh.sent, sh.delayed, dict(l2.stats), l2.dram.read_bytes, l2.dram.write_bytes,
                [(p.busy, p.ends[-1:]) for p in l2.ports],
                # the LRU orders (sets, L2 TLB), walks and fills in flight
                [(k, list(v.items())) for k, v in sorted(l2.sets.items())], list(tlb.l2.d), sorted(tlb.walks.items()),
                sorted(l2.inflight.items()))

    fast, general = run(False), run(True)
    assert fast == general
    assert fast[1] and fast[2] and fast[3]["hits"] and fast[3]["misses"]     # shadows sent, some delayed


def test_a_grid_of_few_full_rounds_skips_none_and_a_long_one_its_middle_rounds():
    from tcsim.timing import rounds

    assert rounds.plan(5 * 8 * 3 + 7, 5, 8) is None             # three full rounds: none between the timed ones
    skip = rounds.plan(5 * 8 * 6 + 16, 5, 8)                     # wmma_gemm at 2048^3: 6.4 rounds
    assert (skip.per_round, skip.full_rounds, skip.skipped) == (40, 6, 3)
    kept = skip.keep(256)                                        # rounds 0, 4, 5 and the partial one
    assert list(kept) == list(range(40)) + list(range(160, 256))


def test_skipping_middle_rounds_counts_each_as_the_timed_rounds_mean_lifetime():
    # 2,880 CTAs of 8 warps, 8 per SM: 4.5 rounds of the Titan V's 640 slots, so the
    # sample's 5 SMs time rounds 0, 2 and 3 and the partial one and skip round 1
    r, out, ref = _rows(SampleOptions(), ctas=2880, n=6)
    every = _rows(SampleOptions(skip_rounds=False), ctas=2880, n=6)[0]
    est = r.sample
    assert (est.skipped_rounds, est.ctas, every.sample.ctas, every.sample.skipped_rounds) == (1, 140, 180, 0)
    assert est.cycles == r.cycles == est.sampled_cycles + est.round_cycles
    assert est.low < est.cycles < est.high
    assert abs(r.cycles - every.cycles) <= 0.02 * every.cycles, (r.cycles, every.cycles)
    np.testing.assert_array_equal(out, ref)                      # the results are the whole grid's
    assert r.warp_instructions == every.warp_instructions
    assert "1 middle round of the fill not timed" in est.describe()
    assert est.options["skip_rounds"] is True and every.sample.options["skip_rounds"] is False
    assert not any("not skipped" in w for w in est.warnings)


def test_rounds_that_disagree_are_all_timed_and_the_estimate_says_why():
    # 4,160 CTAs (6.5 rounds), two loads each: the timed rounds' CTAs live 1,682, 1,658 and
    # 1,557 cycles, so counting the three middle rounds as their mean would widen the bound
    # by 1.7%
    r, out, ref = _rows(SampleOptions(), ctas=4160, n=2)
    every = _rows(SampleOptions(skip_rounds=False), ctas=4160, n=2)[0]
    assert r.sample.skipped_rounds == 0 and r.cycles == every.cycles and r.sample.ctas == 260
    assert r.sample.warnings[0].startswith("middle rounds not skipped: the CTAs of the first round and of the last 2 "
                                           "full rounds live 1,682, 1,658, 1,557 cycles on average")
    assert "widen the bound by 1.7% of the estimate (at most 1%): every round was timed" in r.sample.warnings[0]
    np.testing.assert_array_equal(out, ref)


def test_skip_rounds_must_be_a_bool():
    with pytest.raises(tcsim.LaunchError, match="skip_rounds"):
        SampleOptions(skip_rounds=1).check()
