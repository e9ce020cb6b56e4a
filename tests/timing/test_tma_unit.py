"""The TMA unit (timing/tma.py): exact cycles of a tile load with a cold and a warm tensor
map, a multicast load into a 2-CTA cluster, bulk stores and their wait_group, and the
request split; measured inside kernels with %clock (simulated time) on h100."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim.arch import load_config
from tcsim.runtime.tensor_map import encode_tiled

ROWS, COLS = 64, 64       # the tile: 64 x 64 f16 (8 KiB), rows of 128 bytes, 128B swizzle
NBYTES = ROWS * COLS * 2

LOAD_TWICE = """.version 8.0
.target sm_90a
.address_size 64

.visible .entry k(.param .align 64 .b8 tmap[128], .param .u64 pout)
{
\t.reg .pred %p<8>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<32>;
\t.shared .align 1024 .b8 tile[8192];
\t.shared .align 8 .b64 bar;
\tld.param.u64 %rd1, [pout];
\tcvta.to.global.u64 %rd1, %rd1;
\tmov.u32 %r1, %tid.x;
\tsetp.ne.u32 %p1, %r1, 0;
\t@%p1 bra DONE;
\tmov.u32 %r2, bar;
\tmov.u32 %r3, tile;
\tmov.b64 %rd2, tmap;
\tcvta.param.u64 %rd3, %rd2;
\tmov.u32 %r10, 0;
\tmbarrier.init.shared::cta.b64 [%r2], 1;
\tfence.proxy.async.shared::cta;
\tmov.u32 %r20, %clock;
\tcp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r3], [%rd3, {%r10, %r10}], [%r2];
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r2], 8192;
W1:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
\t@!%p2 bra W1;
\tmov.u32 %r21, %clock;
\tcp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r3], [%rd3, {%r10, %r10}], [%r2];
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r2], 8192;
W2:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 1;
\t@!%p2 bra W2;
\tmov.u32 %r22, %clock;
\tsub.u32 %r23, %r21, %r20;
\tsub.u32 %r24, %r22, %r21;
\tst.global.u32 [%rd1], %r23;
\tst.global.u32 [%rd1+4], %r24;
\tld.shared.u32 %r25, [%r3+16];
\tst.global.u32 [%rd1+8], %r25;
DONE:
\tret;
}
"""


def tile_map(dev, cols=COLS, rows=ROWS):
    src = (np.arange(rows * cols) % 2048).astype(np.float16).reshape(rows, cols)
    d = dev.array(src)
    return src, encode_tiled(np.float16, 2, d, [cols, rows], [cols * 2], [COLS, ROWS], [1, 1], swizzle=3)


def run_twice(config=None):
    dev = tcsim.Device("h100", config=config)
    src, tmap = tile_map(dev)
    out = dev.zeros(3, np.uint32)
    res = dev.load_ptx(LOAD_TWICE).get_function("k")((1,), (32,), (tmap, out), mode="timing")
    cold, warm, word = out.get().tolist()
    # the 128B swizzle: row 0 is unswizzled, so bytes 16..19 are its elements 8 and 9
    assert np.array([word], dtype=np.uint32).view(np.float16).tolist() == src[0, 8:10].tolist()
    return cold, warm, res


def test_tile_load_cold_and_warm_descriptor():
    """One 64 x 64 f16 box (64 rows of 128 bytes = 64 L2-line requests) loaded twice by one
    thread; %clock before the copy to after try_wait (1 cycle to the copy's issue, 2 from
    the last landing to the %clock read: the resume and the loop's branch).
    Warm (map cached, TLB hit, L2 hits): the unit starts issue_latency after the issue;
    request i crosses the network, the L2 slice and back, and the SM's L2 port (64 B/clk)
    lets one 128-byte reply in per 2 cycles, so the last lands 2 x 63 cycles after the
    first, then is written to shared memory (128 B at 128 B/clk).
    Cold: the tensor map (a kernel parameter) is first read from the L2, and the first
    request walks the page table — its reply, the last to land, comes after the others."""
    cold, warm, _ = run_twice()
    cfg = load_config("h100")
    m, tma = cfg.timing.memory, cfg.timing.tma
    trip = 2 * m.noc.latency + m.l2.hit_latency
    stream = (ROWS - 1) * 128 // m.noc.sm_bytes_per_cycle + 128 // m.l1.bytes_per_cycle
    assert warm == 1 + tma.issue_latency + trip + stream + 2 == 320
    assert cold == 1 + tma.issue_latency + trip + m.tlb.walk_latency + trip + 1 + 2 == 989


def test_descriptor_cache_keeps_the_last_map():
    """One entry suffices for one map (LRU keeps the last); the misses are counted."""
    cold, warm, res = run_twice({"timing.tma.descriptor_entries": 1})
    assert (cold, warm) == (989, 320)
    mem = res.timing.memory
    assert (mem["tma_descriptor_misses"], mem["tma_requests"], mem["tma_bytes"]) == (1, 128, 2 * NBYTES)


def test_request_rate_bounds_a_copy():
    """Half a request per cycle matches the SM's L2 port (64 B/clk, one 128-byte line per
    2 cycles): the same time. A quarter per cycle: the unit is the bound, 4 cycles a request."""
    _, warm_half, _ = run_twice({"timing.tma.requests_per_cycle": 0.5})
    _, warm_quarter, _ = run_twice({"timing.tma.requests_per_cycle": 0.25})
    cfg = load_config("h100")
    m = cfg.timing.memory
    assert warm_half == 320
    assert warm_quarter == 1 + cfg.timing.tma.issue_latency + (ROWS - 1) * 4 + 2 * m.noc.latency + m.l2.hit_latency + 1 + 2 == 446


MULTICAST = """.version 8.0
.target sm_90a
.address_size 64

.visible .entry k(.param .align 64 .b8 tmap[128], .param .u64 pout)
{
\t.reg .pred %p<8>;
\t.reg .b16 %rs<4>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<32>;
\t.shared .align 1024 .b8 tile[8192];
\t.shared .align 8 .b64 bar;
\tld.param.u64 %rd1, [pout];
\tcvta.to.global.u64 %rd1, %rd1;
\tmov.u32 %r1, %tid.x;
\tsetp.ne.u32 %p1, %r1, 0;
\t@%p1 bra DONE;
\tmov.u32 %r8, %cluster_ctarank;
\tmul.wide.u32 %rd7, %r8, 16;
\tadd.s64 %rd1, %rd1, %rd7;
\tmov.u32 %r2, bar;
\tmov.u32 %r3, tile;
\tmov.b64 %rd2, tmap;
\tcvta.param.u64 %rd3, %rd2;
\tmov.u32 %r10, 0;
\tmov.u32 %r20, 0;
\tmov.u16 %rs1, 3;
\tmbarrier.init.shared::cta.b64 [%r2], 1;
\tfence.mbarrier_init.release.cluster;
\tbarrier.cluster.arrive;
\tbarrier.cluster.wait;
\tsetp.ne.u32 %p3, %r8, 0;
\t@%p3 bra ARRIVE;
\tmov.u32 %r20, %clock;
\tMULTICAST_COPY
ARRIVE:
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r2], 8192;
W1:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
\t@!%p2 bra W1;
\tmov.u32 %r21, %clock;
\tst.global.u32 [%rd1], %r20;
\tst.global.u32 [%rd1+4], %r21;
\tld.shared.u32 %r25, [%r3+16];
\tst.global.u32 [%rd1+8], %r25;
\tmov.u32 %r26, %smid;
\tst.global.u32 [%rd1+12], %r26;
DONE:
\tret;
}
"""


MULTICAST = MULTICAST.replace("MULTICAST_COPY", "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx"
                              "::bytes.multicast::cluster [%r3], [%rd3, {%r10, %r10}], [%r2], %rs1;")


def test_multicast_load_into_a_2cta_cluster():
    """Rank 0 multicasts the tile into both CTAs of a 2-CTA cluster (ctaMask 3): one set of
    L2 requests from rank 0's SM, the replies go to both SMs, each through its own L2 port
    and shared-memory write, and each CTA's mbarrier completes when its copy has landed —
    at the same cycle here (cold descriptor and page walk, as the first load above)."""
    dev = tcsim.Device("h100")
    src, tmap = tile_map(dev)
    out = dev.zeros(8, np.uint32)
    res = dev.load_ptx(MULTICAST).get_function("k")((2,), (32,), (tmap, out), cluster=(2, 1, 1), mode="timing")
    o = out.get().reshape(2, 4)
    issue = int(o[0, 0])
    assert o[0, 3] != o[1, 3]                              # two SMs
    assert [int(x) for x in o[:, 1] - issue] == [989, 989]  # both land as the cold single load
    word = np.array([o[0, 2], o[1, 2]], dtype=np.uint32).view(np.float16).reshape(2, 2)
    assert (word == src[0, 8:10]).all()
    assert res.timing.memory["tma_requests"] == ROWS          # one request per line, not per CTA
    assert res.timing.memory["tma_bytes"] == 2 * NBYTES


STORE = """.version 8.0
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
\tmov.u32 %r1, %tid.x;
\tsetp.ne.u32 %p1, %r1, 0;
\t@%p1 bra DONE;
\tmov.u32 %r3, tile;
\tmov.b64 %rd2, tmap;
\tcvta.param.u64 %rd3, %rd2;
\tmov.u32 %r10, 0;
\tfence.proxy.async.shared::cta;
\tmov.u32 %r20, %clock;
\tcp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd3, {%r10, %r10}], [%r3];
\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group.read 0;
\tmov.u32 %r21, %clock;
\tcp.async.bulk.wait_group 0;
\tmov.u32 %r22, %clock;
\tsub.u32 %r23, %r21, %r20;
\tsub.u32 %r24, %r22, %r20;
\tst.global.u32 [%rd1], %r23;
\tst.global.u32 [%rd1+4], %r24;
DONE:
\tret;
}
"""


def test_bulk_store_and_its_wait_groups():
    """A 64 x 64 f16 tensor store (shared zeros over a tensor of ones): wait_group.read
    waits until the unit has read the 64 requests' bytes from shared memory (descriptor
    miss first), wait_group until the last L2 write is acknowledged (the first request's
    page walk dominates); the tensor holds the zeros afterwards."""
    dev = tcsim.Device("h100")
    d = dev.array(np.ones((ROWS, COLS), dtype=np.float16))
    tmap = encode_tiled(np.float16, 2, d, [COLS, ROWS], [COLS * 2], [COLS, ROWS], [1, 1], swizzle=3)
    out = dev.zeros(2, np.uint32)
    dev.load_ptx(STORE).get_function("k")((1,), (32,), (tmap, out), mode="timing")
    read, written = out.get().tolist()
    cfg = load_config("h100")
    m, tma = cfg.timing.memory, cfg.timing.tma
    trip = 2 * m.noc.latency + m.l2.hit_latency
    # issue (1) + unit + map + 64 reads of 128 B at 128 B/clk, one per cycle; the %clock
    # read issues the cycle after the last read
    assert read == 1 + tma.issue_latency + trip + ROWS * 128 // int(m.l1.bytes_per_cycle) + 1 == 256
    # from the first read: the page walk, to the slice, its write, the acknowledgement
    assert written == 1 + tma.issue_latency + trip + 1 + m.tlb.walk_latency + trip + 1 == 988
    np.testing.assert_array_equal(d.get(), np.zeros((ROWS, COLS), dtype=np.float16))


def test_bulk_store_waits_are_cycles_in_the_stall_report():
    dev = tcsim.Device("h100")
    d = dev.array(np.ones((ROWS, COLS), dtype=np.float16))
    tmap = encode_tiled(np.float16, 2, d, [COLS, ROWS], [COLS * 2], [COLS, ROWS], [1, 1], swizzle=3)
    out = dev.zeros(2, np.uint32)
    res = dev.load_ptx(STORE).get_function("k")((1,), (32,), (tmap, out), mode="timing")
    read, written = out.get().tolist()
    # %clock, the copy, commit, wait.read, %clock, wait: six issues in the span, the rest waits
    assert res.timing.stalls["bulk wait"] == written - 6 == 982


@pytest.mark.usefixtures("both_drivers")
def test_store_result_in_both_drivers():
    dev = tcsim.Device("h100")
    d = dev.array(np.ones((ROWS, COLS), dtype=np.float16))
    tmap = encode_tiled(np.float16, 2, d, [COLS, ROWS], [COLS * 2], [COLS, ROWS], [1, 1], swizzle=3)
    out = dev.zeros(2, np.uint32)
    dev.load_ptx(STORE).get_function("k")((1,), (32,), (tmap, out))
    np.testing.assert_array_equal(d.get(), np.zeros((ROWS, COLS), dtype=np.float16))


def test_out_of_bounds_run_is_one_request_per_line():
    """A box half outside the tensor (coordinates (-32, 0) of 64 x 64 f16): each 128-byte row
    is 64 bytes of fill (no memory access) and 64 bytes of data, so 2 requests a row; the
    elements outside are one run in the copy's byte space, not one request each."""
    dev = tcsim.Device("h100")
    src, tmap = tile_map(dev)
    out = dev.zeros(3, np.uint32)
    ptx = LOAD_TWICE.replace("mov.u32 %r10, 0;", "mov.u32 %r10, 0;\n\tmov.u32 %r11, -32;").replace(
        "[%rd3, {%r10, %r10}]", "[%rd3, {%r11, %r10}]")
    res = dev.load_ptx(ptx).get_function("k")((1,), (32,), (tmap, out), mode="timing")
    assert res.timing.memory["tma_requests"] == 2 * (2 * ROWS)     # two copies
