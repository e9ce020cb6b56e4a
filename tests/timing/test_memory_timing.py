"""The memory hierarchy inside the timing driver: carve-outs, state spaces, generic
addresses, memory state that outlives a launch, and statistics."""

import numpy as np
import pytest

import tcsim
from tcsim import kernels
from tcsim.errors import ExecutionError

HEAD = """.version 7.0
.target sm_75
.address_size 64
"""

CONST = HEAD + """.const .align 4 .u32 tab[64] = {0};
.visible .entry k(.param .u64 out, .param .u32 stride)
{
	.reg .b32 %r<12>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [out];
	ld.param.u32 %r1, [stride];
	mov.u32 %r2, %tid.x;
	mul.lo.u32 %r3, %r2, %r1;
	shl.b32 %r4, %r3, 2;
	add.u32 %r0, %r4, 0;
	add.u32 %r0, %r0, 0;
	mov.u32 %r10, %clock;
	ld.const.u32 %r5, [%r4];
	add.u32 %r6, %r5, 1;
	mov.u32 %r11, %clock;
	ld.const.u32 %r7, [%r4];
	add.u32 %r8, %r7, 1;
	mov.u32 %r9, %clock;
	sub.u32 %r6, %r11, %r10;
	sub.u32 %r8, %r9, %r11;
	st.global.u32 [%rd1], %r6;
	st.global.u32 [%rd1+4], %r8;
	ret;
}
"""


def test_constant_loads_broadcast_and_serialise():
    """seed 003 §3.4: the L2 serves a cold constant, the L1 constant cache a warm one;
    divergent addresses are served one after another."""
    dev = tcsim.Device("titan_v")
    m = dev.load_ptx(CONST)
    mem = dev.config.timing.memory.const
    out = dev.array(np.zeros(2, np.uint32))
    m.get_function("k")((1,), (32,), (out, np.uint32(0)), mode="timing")
    cold, warm = (int(x) for x in out.get())
    m.get_function("k")((1,), (32,), (out, np.uint32(1)), mode="timing")
    _, warm32 = (int(x) for x in out.get())
    # clock, ld, dependent add, clock: the load's latency plus a constant issue overhead
    assert cold - warm == mem.l2_latency - mem.l1_latency
    assert warm32 - warm == 31 * mem.serialize_cycles


CARVE = HEAD + """.visible .entry k(.param .u64 out)
{
	.reg .b64 %rd<2>;
	ld.param.u64 %rd1, [out];
	st.global.u32 [%rd1], 1;
	ret;
}
"""


def test_carveout_option_and_default():
    dev = tcsim.Device("titan_v")
    m = dev.load_ptx(CARVE)
    out = dev.array(np.zeros(1, np.uint32))
    r = m.get_function("k")((1,), (32,), (out,), mode="timing")
    assert r.timing.memory["shared_carveout_bytes"] == 0
    assert r.timing.memory["l1_bytes_per_sm"] == (128 - 7) * 1024
    r = m.get_function("k")((1,), (32,), (out,), mode="timing", carveout=64 * 1024)
    assert r.timing.memory["l1_bytes_per_sm"] == (64 - 7) * 1024
    with pytest.raises(ExecutionError, match="not one of"):
        m.get_function("k")((1,), (32,), (out,), mode="timing", carveout=5000)


def test_default_carveout_fits_the_resident_ctas():
    """As the CUDA driver does by default: the smallest carve-out that holds as many CTAs
    as the other limits (warps, CTAs, registers) let an SM hold."""
    dev = tcsim.Device("titan_v")
    dev.mode = "timing"
    launch = kernels.get("wmma_gemm_shared").prepare(dev, 64, np.random.default_rng(0))
    res = launch.run()
    t = res[0].timing
    smem = 9728                                    # static shared memory of one CTA
    ctas = t.occupancy["ctas_per_sm"]
    allowed = [k * 1024 for k in dev.config.timing.memory.l1.carveouts_kib]
    want = min(a for a in allowed if a >= ctas * smem)
    assert t.memory["shared_carveout_bytes"] == want
    assert t.occupancy["limited_by"] != "shared memory" or ctas * smem <= want
    assert launch.check().ok


GENERIC = HEAD + """.visible .entry k(.param .u64 out)
{
	.shared .align 4 .b8 sbuf[128];
	.reg .b32 %r<6>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd2, %r1, 4;
	mov.u64 %rd3, sbuf;
	cvta.shared.u64 %rd4, %rd3;
	add.u64 %rd5, %rd4, %rd2;
	st.u32 [%rd5], %r1;
	ld.u32 %r2, [%rd5];
	add.u64 %rd6, %rd1, %rd2;
	st.u32 [%rd6], %r2;
	ret;
}
"""


def test_generic_addresses_reach_shared_memory_and_global_memory():
    dev = tcsim.Device("titan_v")
    m = dev.load_ptx(GENERIC)
    out = dev.array(np.zeros(32, np.uint32))
    r = m.get_function("k")((1,), (32,), (out,), mode="timing")
    assert (out.get() == np.arange(32)).all()
    assert r.timing.memory["shared_accesses"] == 2 and r.timing.memory["stores"] == 1


def test_l2_and_tlbs_outlive_a_launch_but_the_l1_does_not():
    """Seed 003 Fig 3.2 needs it: a second launch misses the (invalidated) L1, hits the L2."""
    from tcsim.bench import memory as mb

    rows = mb.run("titan_v", ["pchase"])
    note = rows[0].note
    assert "launch 2: [193, 28, 193" in note


def test_memory_statistics_in_results_and_json():
    dev = tcsim.Device("titan_v")
    dev.mode = "timing"
    launch = kernels.get("sgemm").prepare(dev, (64, 64, 64), np.random.default_rng(0))
    res = launch.run()
    s = res[0].timing.summary(1530)["memory"]
    assert s["l1_hits"] + s["l1_misses"] > 0 and s["shared_accesses"] > 0
    assert s["l2_lines_held"] < 10_000       # proportional to what was touched


def test_loads_wait_for_their_data_stores_do_not():
    """A dependent use of a cold global load waits ~the L2-miss latency; a store does not
    hold its warp."""
    src = HEAD + """.visible .entry k(.param .u64 a, .param .u64 out)
{
	.reg .b32 %r<8>;
	.reg .b64 %rd<4>;
	ld.param.u64 %rd1, [a];
	ld.param.u64 %rd2, [out];
	mov.u32 %r0, 7;
	mov.u32 %r1, %clock;
	st.global.u32 [%rd1+256], %r0;
	mov.u32 %r2, %clock;
	ld.global.u32 %r3, [%rd1];
	add.u32 %r4, %r3, 1;
	mov.u32 %r5, %clock;
	sub.u32 %r6, %r2, %r1;
	sub.u32 %r7, %r5, %r2;
	st.global.u32 [%rd2], %r6;
	st.global.u32 [%rd2+4], %r7;
	ret;
}
"""
    dev = tcsim.Device("titan_v")
    a = dev.empty(1024, np.uint32)
    out = dev.array(np.zeros(2, np.uint32))
    dev.load_ptx(src).get_function("k")((1,), (32,), (a, out), mode="timing")
    store_gap, load_use = (int(x) for x in out.get())
    assert store_gap <= 4
    assert load_use >= 375     # cold: L2 miss (the store's walk warmed the TLB)
