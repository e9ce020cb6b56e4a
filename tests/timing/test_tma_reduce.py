"""Bulk reductions through the TMA unit (timing/tma.py): a cp.reduce.async.bulk.tensor of a
64 x 64 f16 box is a store-like request per L2 line whose bytes the L2 slice's atomic unit
combines (``timing.tma.reduce_bytes_per_cycle``); exact cycles on h100, measured with
%clock around the second of two reductions (warm tensor map and TLB)."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim.arch import load_config
from tcsim.runtime.tensor_map import encode_tiled

ROWS, COLS = 64, 64       # 64 x 64 f16: 64 rows of 128 bytes = 64 L2-line requests

KERNEL = """.version 8.0
.target sm_90a
.address_size 64

.visible .entry k(.param .align 64 .b8 tmap[128], .param .u64 pout)
{
\t.reg .pred %p<8>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<32>;
\t.shared .align 1024 .b8 tile[8192];
\tld.param.u64 %rd1, [pout];
\tcvta.to.global.u64 %rd1, %rd1;
\tmov.u32 %r3, tile;
\tmov.b64 %rd2, tmap;
\tcvta.param.u64 %rd3, %rd2;
\tmov.u32 %r10, 0;
\tmov.u32 %r4, 0;
\tmov.u32 %r5, 0x3C003C00;
FILL:
\tadd.u32 %r6, %r3, %r4;
\tst.shared.u32 [%r6], %r5;
\tadd.u32 %r4, %r4, 4;
\tsetp.lt.u32 %p1, %r4, 8192;
\t@%p1 bra FILL;
\tfence.proxy.async.shared::cta;
\tOP [%rd3, {%r10, %r10}], [%r3];
\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group 0;
\tmov.u32 %r20, %clock;
\tOP [%rd3, {%r10, %r10}], [%r3];
\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group.read 0;
\tmov.u32 %r21, %clock;
\tcp.async.bulk.wait_group 0;
\tmov.u32 %r22, %clock;
\tsub.u32 %r23, %r21, %r20;
\tsub.u32 %r24, %r22, %r20;
\tst.global.u32 [%rd1], %r23;
\tst.global.u32 [%rd1+4], %r24;
\tret;
}
"""
REDUCE = "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group"
STORE = "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group"


def run(op: str, config=None):
    dev = tcsim.Device("h100", config=config)
    d = dev.array(np.full((ROWS, COLS), 2, dtype=np.float16))
    tmap = encode_tiled(np.float16, 2, d, [COLS, ROWS], [COLS * 2], [COLS, ROWS], [1, 1], swizzle=3)
    out = dev.zeros(2, np.uint32)
    res = dev.load_ptx(KERNEL.replace("OP", op)).get_function("k")((1,), (1,), (tmap, out), mode="timing")
    return out.get().tolist(), d.get(), res


def test_warm_tensor_reduction_exact_cycles():
    """Second reduction (map cached, pages translated, lines in the L2): the unit reads the 64
    requests from shared memory one a cycle; the SM's network port sends one 128-byte
    request per 128 / 64 = 2 cycles; requests 2k and 2k+1 go to one slice (256-byte
    interleave = two lines) and each occupies the slice's atomic unit 128 B / 32 B/clk = 4
    cycles, so the last waits 4 - 2 = 2 cycles behind its pair; then the L2 hit latency and
    the acknowledgement. A store's slice port takes 128 B at 64 B/clk: no wait."""
    (read, done), d, res = run(REDUCE)
    np.testing.assert_array_equal(d, np.full((ROWS, COLS), 4, dtype=np.float16))   # 2 + 1 + 1
    cfg = load_config("h100")
    m, tma = cfg.timing.memory, cfg.timing.tma
    per_request = int(128 / tma.reduce_bytes_per_cycle)
    assert per_request == 4
    first_read = 1 + tma.issue_latency + 1                 # issue, the unit, one cycle of reading
    assert read == first_read + (ROWS - 1) + 1 == 89        # the %clock after the last read
    send = 128 // m.noc.sm_bytes_per_cycle
    assert send == 2
    last_at_slice = first_read + (ROWS - 1) * send + m.noc.latency + (per_request - send)  # atomic-unit start
    # + the slice (hit), the acknowledgement, the %clock the cycle after
    assert done == last_at_slice + m.l2.hit_latency + m.noc.latency + 1 == 321
    (s_read, s_done), _, _ = run(STORE)
    assert s_read == read
    assert done - s_done == per_request - send == 2           # the atomic unit vs the store port


def test_reduction_rate_is_the_slice_atomic_unit():
    """At 0.25 B/clk a 128-byte request holds its slice's atomic unit 512 cycles: the second
    request of each slice (arriving 2 cycles after the first) waits 510 cycles, not 2."""
    (_, base), _, _ = run(REDUCE)
    (_, slow), _, _ = run(REDUCE, {"timing.tma.reduce_bytes_per_cycle": 0.25})
    assert slow - base == (512 - 2) - (4 - 2)


@pytest.mark.usefixtures("both_drivers")
def test_reduction_result_in_both_drivers():
    dev = tcsim.Device("h100")
    d = dev.array(np.full((ROWS, COLS), 2, dtype=np.float16))
    tmap = encode_tiled(np.float16, 2, d, [COLS, ROWS], [COLS * 2], [COLS, ROWS], [1, 1], swizzle=3)
    dev.load_ptx(KERNEL.replace("OP", REDUCE)).get_function("k")((1,), (1,), (tmap, dev.zeros(2, np.uint32)))
    np.testing.assert_array_equal(d.get(), np.full((ROWS, COLS), 4, dtype=np.float16))
