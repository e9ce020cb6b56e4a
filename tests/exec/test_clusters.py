"""Thread-block clusters (sm_90): launch shapes, the cluster special registers,
barrier.cluster, mapa and distributed shared memory (ld/st/atom/red .shared::cluster, generic
mapa'd addresses), placement of a cluster on one GPC in timing mode, and located errors."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim.arch import load_config
from tcsim.errors import ExecutionError, LaunchError, PTXSyntaxError

HEAD = """.version 8.0
.target sm_90
.address_size 64

.visible .entry k(.param .u64 pout){attrs}
{{
\t.reg .pred %p<8>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<32>;
\t.shared .align 16 .b32 buf[64];
\tld.param.u64 %rd1, [pout];
\tcvta.to.global.u64 %rd1, %rd1;
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, %ctaid.x;
\tmov.u32 %r3, %ntid.x;
\tmad.lo.u32 %r4, %r2, %r3, %r1;      // global thread id
\tmul.wide.u32 %rd2, %r4, 4;
\tadd.s64 %rd3, %rd1, %rd2;           // out + 4 gid
\tmov.u32 %r5, buf;
\tshl.b32 %r6, %r1, 2;
\tadd.u32 %r7, %r5, %r6;              // &buf[tid]
\tmov.u32 %r8, %cluster_ctarank;
\tmov.u32 %r9, %cluster_nctarank;
"""
TAIL = "\tret;\n}\n"


def launch(body, grid=(4, 1, 1), block=(32, 1, 1), attrs="", arch="h100", nout=None, extra_shared="", **kw):
    dev = tcsim.Device(arch)
    n = grid[0] * grid[1] * grid[2] * block[0] * block[1] * block[2]
    out = dev.zeros(nout or 4 * n, np.uint32)
    head = HEAD.format(attrs=attrs).replace("\t.shared .align 16 .b32 buf[64];\n",
                                            "\t.shared .align 16 .b32 buf[64];\n" + extra_shared)
    f = dev.load_ptx(head + body + TAIL).get_function("k")
    res = f(grid, block, (out,), **kw)
    return out.get(), res


@pytest.mark.usefixtures("both_drivers")
def test_special_registers():
    body = """
\tmov.u32 %r10, %cluster_ctaid.x;
\tmov.u32 %r11, %cluster_ctaid.y;
\tmov.u32 %r12, %clusterid.x;
\tmov.u32 %r13, %clusterid.y;
\tmov.u32 %r14, %nclusterid.x;
\tmov.u32 %r15, %cluster_nctaid.x;
\tmov.u32 %r16, %cluster_nctaid.y;
\tmov.pred %p1, %is_explicit_cluster;
\tselp.u32 %r17, 1, 0, %p1;
\tmov.u32 %r18, %ctaid.y;
\tmov.u32 %r19, %nctaid.x;
\tmad.lo.u32 %r20, %r18, %r19, %r2;   // linear CTA id
\tsetp.ne.u32 %p2, %r1, 0;
\t@%p2 bra END;
\tmul.wide.u32 %rd4, %r20, 48;
\tadd.s64 %rd5, %rd1, %rd4;
\tst.global.v4.u32 [%rd5], {%r10, %r11, %r12, %r13};
\tst.global.v4.u32 [%rd5+16], {%r14, %r15, %r16, %r17};
\tst.global.v2.u32 [%rd5+32], {%r8, %r9};
END:
"""
    out, _ = launch(body, grid=(4, 2, 1), cluster=(2, 2, 1), nout=96)
    rows = out.reshape(8, 12)[:, :10]
    for y in range(2):
        for x in range(4):
            r = rows[y * 4 + x]
            assert list(r) == [x % 2, y % 2, x // 2, y // 2, 2, 2, 2, 1, (x % 2) + 2 * (y % 2), 4]


@pytest.mark.usefixtures("both_drivers")
def test_no_cluster_is_a_cluster_of_one():
    body = """
\tmov.pred %p1, %is_explicit_cluster;
\tselp.u32 %r17, 1, 0, %p1;
\tadd.u32 %r17, %r17, %r9;
\tadd.u32 %r17, %r17, %r8;
\tst.global.u32 [%rd3], %r17;
"""
    out, _ = launch(body, nout=128)
    np.testing.assert_array_equal(out, 1)


DSMEM = """
\tadd.u32 %r20, %r1, 100;
\tmad.lo.u32 %r20, %r2, 1000, %r20;
\tst.shared.u32 [%r7], %r20;              // buf[tid] = 1000 ctaid + 100 + tid
\tbarrier.cluster.arrive.release.aligned;
\tbarrier.cluster.wait.acquire.aligned;
\tadd.u32 %r21, %r8, 1;
\trem.u32 %r21, %r21, %r9;                // the next CTA of the cluster
\tmapa.shared::cluster.u32 %r22, %r7, %r21;
\tld.shared::cluster.u32 %r23, [%r22];
\tst.global.u32 [%rd3], %r23;
\tcvta.shared.u64 %rd6, buf;
\tmapa.u64 %rd7, %rd6, 0;
\tmapa.shared::cluster.u32 %r29, %r5, %r21;
\tatom.shared::cluster.add.u32 %r24, [%r29+128], 1;   // counters in the upper half of buf
\tred.add.u32 [%rd7+132], %r1;                        // generic: rank 0's buf[33]
\tbarrier.cluster.arrive;
\tbarrier.cluster.wait;
\tsetp.ne.u32 %p1, %r1, 0;
\t@%p1 bra END;
\tld.shared.u32 %r25, [buf+128];
\tld.shared.u32 %r26, [buf+132];
\tst.global.u32 [%rd3+1024], %r25;
\tst.global.u32 [%rd3+1028], %r26;
\tmov.u32 %r27, 77;
\tst.shared::cluster.u32 [%r22+136], %r27;
\tbarrier.cluster.arrive;
\tbarrier.cluster.wait;
\tld.shared.u32 %r28, [buf+136];
\tst.global.u32 [%rd3+1032], %r28;
END:
"""


@pytest.mark.usefixtures("both_drivers")
@pytest.mark.parametrize("cluster", [(2, 1, 1), (4, 1, 1)])
def test_distributed_shared_memory(cluster):
    out, _ = launch(DSMEM, grid=(8, 1, 1), cluster=cluster, nout=8 * 32 + 8 * 32 + 8)
    n = cluster[0]
    ids = np.arange(8)
    nxt = ids - ids % n + (ids % n + 1) % n
    want = (1000 * nxt[:, None] + 100 + np.arange(32)[None, :]).reshape(-1)
    np.testing.assert_array_equal(out[:256], want)
    for c in range(8):
        base = 256 + 32 * c   # (out + 1024 bytes) of the CTA's thread 0
        assert out[base] == 32                                   # every thread of the previous CTA added 1
        assert out[base + 1] == (sum(range(32)) * n if c % n == 0 else 0)
        assert out[base + 2] == 77


@pytest.mark.usefixtures("both_drivers")
def test_reqnctapercluster_directive():
    out, _ = launch(DSMEM, grid=(8, 1, 1), attrs="\n.reqnctapercluster 2, 1, 1", nout=8 * 32 + 8 * 32 + 8)
    assert out[0] == 1000 + 100


def test_timing_places_a_cluster_on_distinct_sms_of_one_gpc():
    body = """
\tmov.u32 %r30, %smid;
\tst.global.u32 [%rd3], %r30;
\tbarrier.cluster.arrive;
\tbarrier.cluster.wait;
"""
    out, res = launch(body, grid=(8 * 200, 1, 1), cluster=(8, 1, 1), mode="timing")
    smid = out[:200 * 8 * 32].reshape(200, 8, 32)[:, :, 0]
    per_gpc = load_config("h100").core.sms_per_gpc
    assert per_gpc == 18
    for c in smid:
        assert len(set(c.tolist())) == 8
        assert len(set((c // per_gpc).tolist())) == 1
    assert res.timing.cycles > 0


def test_timing_gpc_size_is_the_config_value():
    """core.sms_per_gpc decides which SMs a cluster may share: with GPCs of 8 SMs, 16 clusters
    of 8 fill the 16 full GPCs of the first 128 SMs, one GPC each."""
    body = """
	mov.u32 %r30, %smid;
	st.global.u32 [%rd3], %r30;
	barrier.cluster.arrive;
	barrier.cluster.wait;
"""
    dev = tcsim.Device("h100", config={"core.sms_per_gpc": 8})
    out = dev.zeros(8 * 16 * 32 * 4, np.uint32)
    f = dev.load_ptx(HEAD.format(attrs="") + body + TAIL).get_function("k")
    f((8 * 16, 1, 1), (32, 1, 1), (out,), cluster=(8, 1, 1), mode="timing")
    smid = out.get()[:16 * 8 * 32].reshape(16, 8, 32)[:, :, 0]
    assert sorted(set((smid // 8).reshape(-1).tolist())) == list(range(16))
    for c in smid:
        assert sorted(c.tolist()) == list(range(8 * (c[0] // 8), 8 * (c[0] // 8) + 8))


def test_cluster_wait_deadlock_reported():
    body = """
\tsetp.ne.u32 %p1, %r8, 0;
\t@%p1 bra END;
\tbarrier.cluster.arrive;
\tbarrier.cluster.wait;
\tbra.uni DONE;
END:
\tbar.sync 1, 64;                // rank 1 waits for threads that never come
DONE:
"""
    for mode in ("functional", "timing"):
        with pytest.raises(ExecutionError, match="barrier.cluster can never complete: 32 of 64 threads"):
            launch(body, grid=(2, 1, 1), cluster=(2, 1, 1), mode=mode)


@pytest.mark.parametrize("kw, msg", [
    ({"grid": (3, 1, 1), "cluster": (2, 1, 1)}, "not a whole number of clusters"),
    ({"grid": (16, 1, 1), "cluster": (16, 1, 1)}, "at most 8"),
    ({"cluster": (2, 1, 1), "arch": "a100"}, "clusters need sm_90"),
    ({"attrs": "\n.explicitcluster"}, "launch it with cluster="),
    ({"attrs": "\n.reqnctapercluster 2, 1, 1", "cluster": (4, 1, 1)}, "differs"),
    ({"cluster": "2"}, "cluster must be"),
])
def test_launch_errors(kw, msg):
    with pytest.raises(LaunchError, match=msg):
        launch("", **kw)


def test_mapa_rank_out_of_range():
    body = "\tmapa.shared::cluster.u32 %r22, %r7, 2;\n"
    for mode in ("functional", "timing"):
        with pytest.raises(ExecutionError, match="mapa: CTA rank 2 is outside the cluster of 2 CTAs; kernel k, CTA"):
            launch(body, grid=(2, 1, 1), cluster=(2, 1, 1), mode=mode)


def test_shared_cluster_address_out_of_range():
    body = "\tmov.u32 %r22, 0x3000000;\n\tld.shared::cluster.u32 %r23, [%r22];\n"
    with pytest.raises(ExecutionError, match="names CTA rank 2 of a cluster of 2 CTAs"):
        launch(body, grid=(2, 1, 1), cluster=(2, 1, 1))


def test_cluster_instructions_need_sm90():
    with pytest.raises(PTXSyntaxError, match="requires sm_90"):
        launch("\tbarrier.cluster.arrive;\n", arch="a100")
    with pytest.raises(PTXSyntaxError, match="requires sm_90"):
        launch("\tmapa.shared::cluster.u32 %r22, %r7, 0;\n", arch="a100")


def test_wait_without_arrive():
    with pytest.raises(ExecutionError, match="without a preceding barrier.cluster.arrive"):
        launch("\tbarrier.cluster.wait;\n", grid=(2, 1, 1), cluster=(2, 1, 1))


REMOTE = """
\tsetp.eq.u32 %p1, %r1, 0;
\tmov.u32 %r20, bar;
\t@%p1 mbarrier.init.shared::cta.b64 [%r20], {count};
\tbarrier.cluster.arrive.release;
\tbarrier.cluster.wait.acquire;
{body}
\tbarrier.cluster.arrive;
\tbarrier.cluster.wait;
"""


@pytest.mark.usefixtures("both_drivers")
def test_remote_mbarrier_arrive():
    """Every thread of rank 1 writes rank 0's buf and arrives on rank 0's mbarrier
    (.shared::cluster, '_' destination); rank 0 waits and reads what was written."""
    body = """
\tsetp.eq.u32 %p2, %r8, 0;
\t@%p2 bra WAIT;
\tmapa.shared::cluster.u32 %r21, %r7, 0;
\tst.shared::cluster.u32 [%r21], %r4;
\tmapa.shared::cluster.u32 %r22, %r20, 0;
\tmbarrier.arrive.release.cluster.shared::cluster.b64 _, [%r22];
\tbra.uni OUT;
WAIT:
\tmbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 %p3, [%r20], 0;
\t@!%p3 bra WAIT;
\tld.shared.u32 %r23, [%r7];
\tst.global.u32 [%rd3], %r23;
OUT:
"""
    ptx_body = REMOTE.format(count=32, body=body)
    out, _ = launch(ptx_body, grid=(2, 1, 1), cluster=(2, 1, 1), nout=64,
                    extra_shared="\t.shared .align 8 .b64 bar;\n")
    np.testing.assert_array_equal(out[:32], 32 + np.arange(32))   # rank 1's global thread ids


@pytest.mark.usefixtures("both_drivers")
def test_multicast_bulk_copy():
    """Rank 0 multicasts 128 bytes of global memory into buf of both CTAs; each CTA's
    mbarrier receives the complete-tx; every thread then stores its CTA's copy."""
    body = """
\t@!%p1 bra WAIT;
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd9, [%r20], 128;
\tsetp.ne.u32 %p2, %r8, 0;
\t@%p2 bra WAIT;
\tadd.s64 %rd10, %rd1, 4096;
\tmov.u16 %rs1, 3;
\tcp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%r5], [%rd10], 128, [%r20], %rs1;
WAIT:
\tmbarrier.try_wait.parity.shared::cta.b64 %p3, [%r20], 0;
\t@!%p3 bra WAIT;
\tld.shared.u32 %r23, [%r7];
\tst.global.u32 [%rd3], %r23;
"""
    dev = tcsim.Device("h100")
    out = dev.array(np.concatenate([np.zeros(1024, np.uint32), 100 + np.arange(32, dtype=np.uint32)]))
    src = HEAD.format(attrs="").replace("\t.reg .b64 %rd<32>;", "\t.reg .b64 %rd<32>;\n\t.reg .b16 %rs<4>;\n"
                                        "\t.shared .align 8 .b64 bar;")
    f = dev.load_ptx(src + REMOTE.format(count=1, body=body) + TAIL).get_function("k")
    f((2, 1, 1), (32, 1, 1), (out,), cluster=(2, 1, 1))
    got = out.get()
    np.testing.assert_array_equal(got[:64], np.tile(100 + np.arange(32), 2))
