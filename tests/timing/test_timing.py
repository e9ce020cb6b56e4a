"""The timing driver: same results as the functional driver, deterministic cycles, exact
cycle counts for dependent chains, and the seeds' HMMA cumulative cycles."""

import numpy as np
import pytest

import tcsim
from tcsim import kernels
from tcsim.bench import hmma

FUNCTIONAL_KERNELS = [("vector_add", 1000), ("reduce", 1000), ("warp_reduce", 1000), ("histogram", 1000),
                      ("sgemm", (33, 17, 20)), ("cutlass_sgemm", (128, 128, 32)), ("wmma_gemm", (48, 32, 64)),
                      ("wmma_gemm_shared", 64)]


def _outputs(name, size, mode, arch="titan_v"):
    dev = tcsim.Device(arch)
    dev.mode = mode
    launch = kernels.get(name).prepare(dev, size, np.random.default_rng(5))
    res = launch.run()
    ok, msg, _ = launch.check()
    assert ok, msg
    mem = dev.gmem.buf[: dev.gmem.top].copy()
    return mem, res


@pytest.mark.parametrize("name, size", FUNCTIONAL_KERNELS)
def test_timing_mode_gives_the_functional_results_bit_for_bit(name, size):
    f_mem, f_res = _outputs(name, size, "functional")
    t_mem, t_res = _outputs(name, size, "timing")
    assert np.array_equal(f_mem, t_mem)
    assert sum(r.thread_instructions for r in f_res) == sum(r.thread_instructions for r in t_res)
    assert sum(r.warp_instructions for r in f_res) == sum(r.warp_instructions for r in t_res)
    assert all(r.cycles > 0 for r in t_res)


def test_deterministic_cycles():
    a = [r.cycles for r in _outputs("sgemm", (33, 17, 20), "timing")[1]]
    b = [r.cycles for r in _outputs("sgemm", (33, 17, 20), "timing")[1]]
    assert a == b


CHAIN = """.version 7.0
.target sm_75
.address_size 64
.visible .entry chain(.param .u64 out)
{{
	.reg .b32 %r<3>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, 0;
	mov.u64 %rd5, %clock64;
{body}
	mov.u64 %rd6, %clock64;
	sub.s64 %rd7, %rd6, %rd5;
	st.global.u64 [%rd1], %rd7;
	st.global.u32 [%rd1+8], %r1;
	ret;
}}
"""


@pytest.mark.parametrize("n", [1, 4, 16])
def test_dependent_add_chain_takes_exactly_latency_cycles_each(n):
    """Each add waits for the previous one (Table 4.1: 4 cycles on Volta); the first waits
    for the ALU pipe after the clock read (interval 2) and the closing clock read waits
    for the pipe after the last add: n dependent adds measure exactly 4n cycles."""
    dev = tcsim.Device("titan_v")
    mod = dev.load_ptx(CHAIN.format(body="\n".join(["\tadd.s32 %r1, %r1, 1;"] * n)))
    out = dev.array(np.zeros(2, np.int64))
    res = mod.get_function("chain")((1,), (32,), (out,), mode="timing")
    cyc, val = out.get()
    assert val == n
    assert cyc == 4 * n
    assert res.cycles > cyc


@pytest.mark.parametrize("arch", ["titan_v", "rtx2080", "rtx2080ti"])
def test_hmma_cumulative_cycles_match_the_seeds(arch):
    for form in hmma.forms(arch):
        r = hmma.run(arch, form)
        assert r.per_set() == r.published, form
        # the program's own clock sees the whole wmma.mma
        assert r.clock_cycles - r.CLOCK_OVERHEAD == r.published[-1], form


def test_turing_set_intervals_match_seed_001_table_3_where_it_agrees_with_table_2():
    for form, pub in hmma.PUBLISHED_INTERVALS["rtx2080ti"].items():
        got = hmma.run("rtx2080ti", form).intervals()
        if form in hmma.TABLE3_DISAGREES:
            assert got != pub, f"{form}: Table 3 no longer disagrees with Table 2?"
        else:
            assert got == pub, form


def test_volta_micro_op_names_follow_sets_and_steps():
    r = hmma.run("titan_v", "16x16x16 f32")
    assert [n for n, _ in r.micro_ops[:4]] == [f"HMMA.884.F32.F32.STEP{i}" for i in range(4)]
    assert len(r.micro_ops) == 16


def test_clock_reads_simulated_cycles_in_timing_mode_only():
    dev = tcsim.Device("titan_v")
    mod = dev.load_ptx(CHAIN.format(body="\n".join(["\tadd.s32 %r1, %r1, 1;"] * 8)))
    out = dev.array(np.zeros(2, np.int64))
    mod.get_function("chain")((1,), (32,), (out,), mode="functional")
    assert out.get()[0] != 32  # the functional driver's clock just counts steps


def test_dependent_chain_latencies_match_seed_003_table_4_1():
    from tcsim.bench import latency

    for r in latency.run("titan_v"):
        assert r.measured == r.published, r


def test_bench_cli_one_line_errors_and_tables():
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-m", "tcsim.cli", "bench", "hmma", "--arch", "titan_v"],
                       capture_output=True, text=True)
    assert r.returncode == 0 and "10,12,14,18,20,22,24,28,30,32,34,38,40,42,44,54" in r.stdout
    assert "worst error 0.0%" in r.stdout


def test_tensor_core_throughput_saturates_at_four_warps_per_sm_near_published_rate():
    """Seed 000 Fig 12c: four warps per SM saturate the tensor cores; §V-C: 109.6 (FP16) and
    108.7 (mixed) of 125 TFLOPS sustained on Titan V."""
    from tcsim.bench import throughput as tp

    pts = {p.warps_per_sm: p for p in tp.run("titan_v", "f16", warps=(1, 2, 4, 8), iterations=4, sms=2)}
    assert pts[2].fraction_of_peak == pytest.approx(2 * pts[1].fraction_of_peak)
    assert pts[4].fraction_of_peak == pytest.approx(4 * pts[1].fraction_of_peak)
    assert pts[8].fraction_of_peak == pytest.approx(pts[4].fraction_of_peak)  # saturated
    chip = pts[4].fraction_of_peak * 125.3376
    assert abs(chip - 109.6) / 109.6 < 0.02


def test_timing_report_plot_and_json(tmp_path):
    import json
    import subprocess
    import sys

    png = tmp_path / "tl.png"
    r = subprocess.run([sys.executable, "-m", "tcsim.cli", "run", "wmma_gemm", "--size", "16", "--plot", str(png)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    words = " ".join(r.stdout.split())
    assert "wmma.mma latency" in words and "TFLOPS achieved" in words and "mode timing" in words
    assert png.stat().st_size > 1000
    r = subprocess.run([sys.executable, "-m", "tcsim.cli", "run", "wmma_gemm", "--size", "16", "--json"],
                       capture_output=True, text=True)
    t = json.loads(r.stdout)["launches"][0]["timing"]
    assert t["cycles"] > 0 and "wmma.mma" in t["wmma_latency"] and t["tensor_tflops"] > 0
    assert sum(t["stall_cycles"].values()) == sum(sum(v.values()) for v in t["warp_stall_cycles"].values())


@pytest.mark.parametrize("name, size", [("reduce", 1000), ("warp_reduce", 1000), ("histogram", 1000),
                                        ("wmma_gemm_shared", 64)])
def test_same_launch_twice_gives_the_same_cycles_and_statistics(name, size):
    """Determinism: barriers, shuffles, atomics and tensor cores — same input, same cycles,
    same statistics (stalls per warp, unit busy, wmma latencies, micro-op trace), same memory."""
    import dataclasses

    def once():
        dev = tcsim.Device("titan_v")
        dev.mode, dev.trace = "timing", True
        launch = kernels.get(name).prepare(dev, size, np.random.default_rng(5))
        res = launch.run()
        return dev.gmem.buf[: dev.gmem.top].copy(), [dataclasses.asdict(r.timing) for r in res]

    (m1, s1), (m2, s2) = once(), once()
    assert np.array_equal(m1, m2)
    assert s1 == s2 and all(s["cycles"] > 0 for s in s1)


SMID = """.version 7.0
.target sm_75
.address_size 64
.visible .entry smid(.param .u64 out)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<5>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %ctaid.x;
	mov.u32 %r2, %smid;
	mul.wide.u32 %rd2, %r1, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r2;
	ret;
}
"""


def test_smid_is_the_sm_the_cta_runs_on():
    """CTAs go round-robin to the SMs with room: on Titan V's 80 SMs CTA c runs on SM c % 80."""
    dev = tcsim.Device("titan_v")
    out = dev.array(np.full(100, -1, np.int32))
    dev.load_ptx(SMID).get_function("smid")((100,), (32,), (out,), mode="timing")
    np.testing.assert_array_equal(out.get(), np.arange(100) % 80)


@pytest.mark.parametrize("ctype, done", [("f32", (10, 12, 14, 24)), ("f16", (12, 25))])
def test_volta_mma_m8n8k4_is_one_hmma_set(ctype, done):
    """mma.m8n8k4 is one HMMA.884 set per quad pair: 4 steps with f32 accumulators, 2 in
    FP16 (the steps of a wmma set, seed 000 Fig 9), then the drain."""
    from tcsim.arch.params import load_gpu
    from tcsim.isa.ptx import parse
    from tcsim.timing.tensor_core import TensorCoreTiming

    cfg = load_gpu("titan_v")
    ptx = (".version 7.0\n.target sm_70\n.address_size 64\n.visible .entry k()\n{\n"
           ".reg .b32 %r<9>;\n.reg .f32 %f<9>;\n"
           f"mma.sync.aligned.m8n8k4.row.col.{ctype}.f16.f16.{ctype} "
           + ("{%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8}, {%r1,%r2}, {%r3,%r4}, {%f1,%f2,%f3,%f4,%f5,%f6,%f7,%f8};\n"
              if ctype == "f32" else "{%r5,%r6,%r7,%r8}, {%r1,%r2}, {%r3,%r4}, {%r5,%r6,%r7,%r8};\n")
           + "ret;\n}\n")
    ins = parse(ptx, "<ptx>").functions["k"].instructions[0]
    plan = TensorCoreTiming(cfg.timing.hmma, "volta").plan(ins)
    assert plan.done == done and plan.steps == tuple(range(len(done)))


def test_registers_limit_ctas_per_sm():
    """64K registers per SM: 1024-thread CTAs at 64 registers hold 64K -> one CTA per SM; at
    32 registers two fit (both also need the allocation unit rounding: 256 per warp)."""
    dev = tcsim.Device("titan_v")
    out = dev.array(np.zeros(160 * 1024, np.int32))
    f = dev.load_ptx(SMID).get_function("smid")
    one = f((160,), (1024,), (out,), mode="timing", registers=64).timing.occupancy
    two = f((160,), (1024,), (out,), mode="timing", registers=32).timing.occupancy
    assert (one["ctas_per_sm"], one["limited_by"]) == (1, "registers")
    assert (two["ctas_per_sm"], two["limited_by"]) == (2, "warps")
    assert f((1,), (32,), (out,), mode="timing", registers=33).timing.occupancy["ctas_per_sm"] == 32  # CTA limit
    with pytest.raises(tcsim.LaunchError, match="allows 1 to 255"):
        f((1,), (32,), (out,), mode="timing", registers=300)


def test_bundled_kernels_know_their_ptxas_registers():
    from tcsim.kernels import ptxas_registers

    assert ptxas_registers("cutlass_tensorop_gemm.ptx", "cutlass_tensorop_gemm") > 100
    dev = tcsim.Device("titan_v")
    dev.mode = "timing"
    launch = kernels.get("wmma_gemm").prepare(dev, 64, np.random.default_rng(0))
    res = launch.run()
    assert res[0].timing.occupancy["registers_per_thread"] == ptxas_registers("wmma_gemm.ptx", res[0].kernel)
