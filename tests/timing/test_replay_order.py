"""A replay's run-ahead (timing/replay.py ``ReplayGPU._run_ahead``) keeps every sub-core's
place in each cycle's order: two SMs whose warps load the same lines in the same cycle
reach the L2 in the full run's order, so each warp waits as long as in the full run."""

import numpy as np

import tcsim
from tcsim.timing.events import ISSUE
from tcsim.timing.replay import ReplayGPU

#: CTA 0 runs ADDS dependent adds (a run-ahead), CTA 1 a load and its use; both then load
#: the same 128 bytes at one PC — in the same cycle (1088 on titan_v, with ADDS = 51), the
#: full run's order being CTA 1's warp first: its tick at that cycle was scheduled when its
#: branch issued, CTA 0's only at the cycle before (by the last tick of its adds)
ADDS = 51


def _ptx(adds: int) -> str:
    chain = "\n".join("    add.u32 %r2, %r2, 3;" for _ in range(adds))
    return f""".version 7.0
.target sm_70
.address_size 64
.visible .entry race(.param .u64 buf, .param .u64 out)
{{
    .reg .b64 %rd<8>;
    .reg .b32 %r<8>;
    .reg .pred %p<2>;
    ld.param.u64 %rd1, [buf];
    cvta.to.global.u64 %rd1, %rd1;
    ld.param.u64 %rd2, [out];
    cvta.to.global.u64 %rd2, %rd2;
    mov.u32 %r1, %tid.x;
    mul.wide.u32 %rd3, %r1, 4;
    add.s64 %rd4, %rd1, %rd3;
    ld.global.u32 %r7, [%rd4+8192];
    add.u32 %r7, %r7, 1;
    mov.u32 %r2, %ctaid.x;
    setp.eq.u32 %p1, %r2, 0;
    @%p1 bra $L_alu;
    ld.global.u32 %r3, [%rd4+4096];
    add.u32 %r2, %r3, 1;
    bra.uni $L_join;
$L_alu:
{chain}
$L_join:
    ld.global.u32 %r4, [%rd4];
    add.u32 %r5, %r4, %r2;
    mov.u32 %r6, %ctaid.x;
    mul.wide.u32 %rd5, %r6, 128;
    add.s64 %rd6, %rd2, %rd5;
    add.s64 %rd6, %rd6, %rd3;
    st.global.u32 [%rd6], %r5;
    ret;
}}
"""


def _launch(dev, record: bool = False):
    buf = dev.array(np.arange(4096, dtype=np.uint32))
    out = dev.empty(64, np.uint32)
    k = dev.load_ptx(_ptx(ADDS)).get_function("race")
    if record:
        return dev.record(k, (2,), (32,), (buf, out))
    return k((2,), (32,), (buf, out), mode="timing")


def _seen(r):
    s = r.timing
    return r.cycles, s.stalls, s.warp_stalls, s.memory, s.by_class, s.unit_busy


def _loads(monkeypatch) -> list:
    """(cycle, PC, warps in order) of each load a replay sends to the memory system."""
    seen = []
    memory = ReplayGPU._memory

    def noting(self, pc, op, sel, issued):
        if op.ins.opcode == "ld":
            seen.append((self.q.now, pc, [w.gid for w, _ in issued]))
        return memory(self, pc, op, sel, issued)
    monkeypatch.setattr(ReplayGPU, "_memory", noting)
    return seen


def test_two_sms_loading_one_line_in_one_cycle_keep_the_full_runs_order(monkeypatch):
    trace = _launch(tcsim.Device("titan_v"), record=True)
    full = _launch(tcsim.Device("titan_v"))
    loads = _loads(monkeypatch)
    again = tcsim.Device("titan_v").replay(trace)
    assert (1088, loads[-1][1], [1, 0]) in loads        # one PC, one cycle, CTA 1's warp first
    assert _seen(again) == _seen(full)


def test_scheduling_the_tick_after_a_run_ahead_directly_would_reorder_them(monkeypatch):
    # without the appends that hold the skipped ticks' places, CTA 0's tick at 1088 is
    # scheduled when its run-ahead starts, before CTA 1's: the order, and what each warp
    # waits for the L2, change — what the test above would catch
    trace = _launch(tcsim.Device("titan_v"), record=True)
    full = _launch(tcsim.Device("titan_v"))
    monkeypatch.setattr(ReplayGPU, "_hold_places", lambda self, ticks, t, event: self.q.at(t, event[0], ISSUE, event[1]))
    loads = _loads(monkeypatch)
    again = tcsim.Device("titan_v").replay(trace)
    assert (1088, loads[-1][1], [0, 1]) in loads
    assert again.timing.warp_stalls != full.timing.warp_stalls
