"""Timing mode streams CTAs: state for the CTAs that can reside, a slot taken when a CTA is
placed on an SM and left when it retires; and a cycle budget ends a runaway kernel."""

import tracemalloc

import numpy as np
import pytest

import tcsim
from tcsim.errors import ExecutionError
from tcsim.timing import gpu, placement

HEADER = ".version 7.0\n.target sm_70\n.address_size 64\n"

# 40,000 bytes of shared memory per CTA: two CTAs per SM of a Titan V; each thread adds its
# global id to a shared word that must start at 0, then reads its neighbour's word after
# the barrier; a load whose result nobody reads is left pending when the CTA exits
NEIGHBOUR = HEADER + """
.visible .entry neighbour(.param .u64 out)
{
    .reg .b32 %r<10>;
    .reg .b64 %rd<4>;
    .shared .align 4 .b8 buf[40000];
    mov.u32 %r1, %tid.x;
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %ntid.x;
    mad.lo.s32 %r4, %r2, %r3, %r1;
    shl.b32 %r5, %r1, 2;
    mov.u32 %r6, buf;
    add.s32 %r6, %r6, %r5;
    ld.shared.u32 %r7, [%r6];
    add.s32 %r7, %r7, %r4;
    st.shared.u32 [%r6], %r7;
    bar.sync 0;
    xor.b32 %r5, %r1, 1;
    shl.b32 %r5, %r5, 2;
    mov.u32 %r6, buf;
    add.s32 %r6, %r6, %r5;
    ld.shared.u32 %r7, [%r6];
    ld.shared.u32 %r9, [%r6+4];
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    mul.wide.u32 %rd2, %r4, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r7;
    ret;
}
"""

TINY = HEADER + """
.visible .entry tiny(.param .u64 out)
{
    .reg .b32 %r<3>;
    .reg .b64 %rd<3>;
    .reg .pred %p<2>;
    mov.u32 %r1, %ctaid.x;
    setp.ne.u32 %p1, %r1, 0;
    @%p1 bra DONE;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    st.global.u32 [%rd1], 7;
DONE:
    ret;
}
"""

SPIN = HEADER + """
.visible .entry spin()
{
LOOP:
    bra LOOP;
}
"""


def _neighbour(monkeypatch, bound, ncta=400):
    monkeypatch.setattr(placement, "resident_bound", lambda core, warps: bound)
    dev = tcsim.Device("titan_v")
    out = dev.empty(ncta * 64, np.int32)
    res = dev.load_ptx(NEIGHBOUR).get_function("neighbour")((ncta,), (64,), (out,), mode="timing")
    return out.get(), res


def test_streamed_ctas_give_the_results_and_cycles_of_holding_them_all(monkeypatch):
    # 170 slots (two CTAs reside per SM: 160) against one per CTA: slots are reused
    # (reset registers, shared memory, exits, barriers) without changing anything
    got, streamed = _neighbour(monkeypatch, 170)
    want, held = _neighbour(monkeypatch, 10**6)
    assert np.array_equal(got, np.arange(400 * 64) ^ 1)
    assert np.array_equal(got, want)
    assert streamed.cycles == held.cycles
    assert streamed.timing.summary(1000) == held.timing.summary(1000)
    assert streamed.timing.warp_stalls == held.timing.warp_stalls


def test_fewer_slots_than_resident_ctas_limit_residency_but_not_results(monkeypatch):
    got, few = _neighbour(monkeypatch, 7)
    assert np.array_equal(got, np.arange(400 * 64) ^ 1)
    _, held = _neighbour(monkeypatch, 10**6)
    assert few.cycles > held.cycles


def test_a_huge_grid_allocates_state_only_for_resident_ctas(monkeypatch):
    held = []
    init = gpu.TimingGPU.__init__

    def spy(self, st, *a, **k):
        held.append(st.ncta)
        init(self, st, *a, **k)

    monkeypatch.setattr(gpu.TimingGPU, "__init__", spy)
    dev = tcsim.Device("titan_v")
    dev.max_cycles = 300   # a million CTAs take long to simulate; their state is the point
    out = dev.zeros(1, np.int32)
    f = dev.load_ptx(TINY).get_function("tiny")
    tracemalloc.start()
    try:
        with pytest.raises(ExecutionError, match="still runs at cycle 300"):
            f((1_000_000,), (32,), (out,), mode="timing")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    core = dev.config.core
    assert held == [core.sm_count * core.max_ctas_per_sm]  # 2,560 slots, not 10^6 CTAs
    assert peak < 256 << 20   # holding every CTA's state asked for ~9.5 GiB
    assert out.get()[0] == 7


def test_an_endless_loop_stops_at_the_cycle_budget_with_one_line():
    dev = tcsim.Device("titan_v")
    dev.max_cycles = 5000
    with pytest.raises(ExecutionError) as e:
        dev.load_ptx(SPIN).get_function("spin")((2,), (32,), (), mode="timing")
    msg = str(e.value)
    assert "\n" not in msg
    assert msg.startswith("kernel spin still runs at cycle 5,000, the timing-mode cycle budget")
    assert "PC 0" in msg


def test_the_default_cycle_budget_is_generous():
    assert tcsim.Device("titan_v").max_cycles >= 10**8


COUNT = HEADER + """
.visible .entry count(.param .u64 out)
{
    .reg .b32 %r<6>;
    .reg .b64 %rd<4>;
    .reg .pred %p<2>;
    mov.u32 %r1, 0;
LOOP:
    add.s32 %r1, %r1, 1;
    setp.lt.u32 %p1, %r1, 10;
    @%p1 bra LOOP;
    mov.u32 %r2, %ctaid.x;
    mov.u32 %r3, %tid.x;
    mad.lo.s32 %r4, %r2, 32, %r3;
    ld.param.u64 %rd1, [out];
    cvta.to.global.u64 %rd1, %rd1;
    mul.wide.u32 %rd2, %r4, 4;
    add.s64 %rd3, %rd1, %rd2;
    st.global.u32 [%rd3], %r1;
    ret;
}
"""


def test_the_instruction_budget_is_per_warp_when_slots_are_reused(monkeypatch):
    # 400 CTAs through 7 slots: each warp runs ~40 instructions; a budget of 100 per warp
    # must not add up over the CTAs that used the same slot before
    monkeypatch.setattr(placement, "resident_bound", lambda core, warps: 7)
    dev = tcsim.Device("titan_v")
    out = dev.zeros(400 * 32, np.int32)
    f = dev.load_ptx(COUNT).get_function("count")
    f((400,), (32,), (out,), mode="timing", max_warp_instructions=100)
    assert (out.get() == 10).all()
    with pytest.raises(ExecutionError, match="did not finish within 20 warp-instructions"):
        f((400,), (32,), (out,), mode="timing", max_warp_instructions=20)


def test_budget_and_watch_events_keep_no_model_alive():
    # the cycle budget sits at max_cycles in the queue; a progress watch that followed it
    # would run every few cycles up to there (it did: 10^9 cycles of reports)
    from tcsim.timing.events import AFTER_CYCLE, ISSUE, EventQueue

    q = EventQueue()
    q.at(10**9, lambda: None, AFTER_CYCLE)
    assert q.last() is None
    q.at(50, lambda: None, ISSUE)
    assert q.last() == 50
