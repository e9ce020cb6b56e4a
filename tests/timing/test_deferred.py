"""Late, batched execution of loads (timing/deferred.py): a store runs first only the
pending loads it may overwrite, and every load still sees memory as it was at its issue."""

import numpy as np
import pytest

import tcsim
from tcsim.timing.deferred import ANY, overlaps

HEAD = """.version 7.0
.target sm_75
.address_size 64
"""

# each thread loads a word and overwrites it right after (the load is still pending when
# the store executes), in shared memory, global memory and through generic addresses
WAR = HEAD + """.visible .entry k(.param .u64 buf, .param .u64 out)
{
	.reg .b32 %r<12>;
	.reg .b64 %rd<12>;
	.shared .align 4 .b32 sm[64];
	ld.param.u64 %rd1, [buf];
	ld.param.u64 %rd2, [out];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	shl.b32 %r3, %r1, 2;
	mov.u32 %r4, sm;
	add.u32 %r4, %r4, %r3;
	add.u32 %r5, %r1, 100;
	st.shared.u32 [%r4], %r5;
	bar.sync 0;
	ld.shared.u32 %r6, [%r4];
	add.u32 %r7, %r2, 7;
	st.shared.u32 [%r4], %r7;
	mad.lo.u32 %r8, %r2, 64, %r1;
	mul.wide.u32 %rd3, %r8, 4;
	add.u64 %rd4, %rd1, %rd3;
	ld.global.u32 %r9, [%rd4];
	st.global.u32 [%rd4], %r7;
	ld.u32 %r10, [%rd4];
	st.u32 [%rd4], %r5;
	ld.shared.u32 %r11, [%r4];
	mul.wide.u32 %rd7, %r8, 16;
	add.u64 %rd8, %rd2, %rd7;
	st.global.v4.u32 [%rd8], {%r6, %r9, %r10, %r11};
	ret;
}
"""


@pytest.mark.parametrize("mode", ["functional", "timing"])
def test_a_pending_load_reads_memory_as_at_its_issue(mode):
    dev = tcsim.Device("titan_v")
    k = dev.load_ptx(WAR).get_function("k")
    ncta, nt = 3, 64
    buf0 = np.arange(ncta * nt, dtype=np.uint32) * 3
    buf = dev.array(buf0.copy())
    out = dev.array(np.zeros((ncta * nt, 4), np.uint32))
    k((ncta,), (nt,), (buf, out), mode=mode)
    got = out.get()
    tid = np.tile(np.arange(nt), ncta)
    cta = np.repeat(np.arange(ncta), nt)
    assert (got[:, 0] == tid + 100).all()      # shared: before this thread's store
    assert (got[:, 1] == buf0).all()           # global: before the store
    assert (got[:, 2] == cta + 7).all()        # generic (global window): the first store's value
    assert (got[:, 3] == cta + 7).all()        # shared after the store
    assert (buf.get() == tid + 100).all()


def test_footprints_overlap_by_space_cta_and_range():
    sh = ("shared", frozenset({1, 2}))
    assert overlaps(sh, ("shared", frozenset({2, 5})))
    assert not overlaps(sh, ("shared", frozenset({3})))
    assert not overlaps(sh, ("local", frozenset({1})))
    assert not overlaps(sh, ("global", 0, 1 << 40))
    assert overlaps(("global", 100, 200), ("global", 199, 300))
    assert not overlaps(("global", 100, 200), ("global", 200, 300))
    assert not overlaps(("const", 0, 64), ("global", 0, 64))
    assert overlaps(ANY, sh) and overlaps(("global", 0, 4), ANY)
