"""cp.async timing on a100: the copy is a global read that lands in shared memory without a
register; wait_group holds the warp until its older groups have landed."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim

HEAD = """
.version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p_out, .param .u64 p_src)
{
	.reg .b32 %r<20>;
	.reg .b64 %rd<20>;
	.shared .align 16 .b8 buf[1024];
	ld.param.u64 %rd1, [p_out];
	ld.param.u64 %rd2, [p_src];
	mov.u32 %r1, %tid.x;
	mul.wide.u32 %rd3, %r1, 16;
	add.s64 %rd4, %rd2, %rd3;
	mov.u32 %r2, buf;
	mul.lo.u32 %r3, %r1, 16;
	add.u32 %r4, %r2, %r3;
	mov.u64 %rd5, %clock64;
"""
TAIL = """
	mov.u64 %rd6, %clock64;
	sub.s64 %rd7, %rd6, %rd5;
	st.global.u64 [%rd1], %rd7;
	st.global.u32 [%rd1+8], %r5;
	ret;
}
"""
COPY = "\tcp.async.cg.shared.global [%r4], [%rd4], 16;\n"
BODIES = {
    "wait_all": COPY + "\tcp.async.wait_all;\n\tld.shared.u32 %r5, [%r4];",
    "wait_group0": COPY + "\tcp.async.commit_group;\n\tcp.async.wait_group 0;\n\tld.shared.u32 %r5, [%r4];",
    "wait_group1": COPY + "\tcp.async.commit_group;\n\tcp.async.wait_group 1;\n\tmov.u32 %r5, 0;",
    "no_wait": COPY + "\tmov.u32 %r5, 0;",
    "ld_cg": "\tld.global.cg.v4.u32 {%r5, %r6, %r7, %r8}, [%rd4];\n\tmov.u32 %r9, %r5;",
}


def _clock(body: str) -> tuple[list[int], int]:
    """Cycles between the two clock reads, first launch (cold) and second (L2 warm), and
    the word thread 31 read back."""
    dev = tcsim.Device("a100")
    m = dev.load_ptx(HEAD + body + TAIL)
    out = dev.array(np.zeros(2, np.int64))
    src = dev.array(np.arange(128, dtype=np.uint32) + 7)
    got = []
    for _ in range(2):
        m.get_function("k")((1,), (32,), (out, src), mode="timing")
        got.append(int(out.get()[0]))
    return got, int(out.get()[1]) & 0xFFFFFFFF


def test_copy_lands_after_the_global_load_latency():
    ld, _ = _clock(BODIES["ld_cg"])
    cp, word = _clock(BODIES["wait_all"])
    assert word == 124 + 7           # the shared load after the wait sees the copied data
    # the same memory path as ld.global.cg (cold: TLB and L2 miss; warm: L2 hit); the wait
    # issues where the load's dependent instruction does
    assert cp == ld == [839, 217]


@pytest.mark.parametrize("body", ["wait_group0", "wait_all"])
def test_wait_group_zero_waits_for_the_copy(body):
    assert _clock(BODIES[body])[0] == [839, 217]


def test_the_copy_does_not_hold_the_warp():
    """No register is written: without a wait (or with wait_group 1 and one group in flight)
    the warp runs on at once."""
    free = _clock(BODIES["no_wait"])[0]
    assert free == [5, 5]
    assert _clock(BODIES["wait_group1"])[0] == [7, 7]   # + commit_group and wait_group issue


def test_wait_is_a_stall_reason():
    dev = tcsim.Device("a100")
    m = dev.load_ptx(HEAD + BODIES["wait_all"] + TAIL)
    out = dev.array(np.zeros(2, np.int64))
    src = dev.array(np.arange(128, dtype=np.uint32))
    r = m.get_function("k")((1,), (32,), (out, src), mode="timing")
    assert r.timing.stalls.get("cp.async wait", 0) > 800
