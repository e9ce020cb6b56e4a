"""mbarrier (sm_80 / sm_90): init, arrive (count, .noComplete, arrive_drop), expect_tx /
complete_tx, test_wait / try_wait (.parity, state), pending_count, inval; waits that spin
or suspend in both drivers; deadlocks and misuse reported in one located line."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim.errors import ExecutionError, PTXSyntaxError
from tcsim.exec.ops import mbarrier as mb

pytestmark = pytest.mark.usefixtures("both_drivers")

HEAD = """.version 8.0
.target sm_90
.address_size 64

.visible .entry k(.param .u64 pout)
{
\t.reg .pred %p<8>;
\t.reg .b32 %r<32>;
\t.reg .b64 %rd<32>;
\t.shared .align 8 .b64 bar[4];
\t.shared .align 16 .b32 buf[256];
\tld.param.u64 %rd1, [pout];
\tcvta.to.global.u64 %rd1, %rd1;
\tmov.u32 %r1, %tid.x;
\tmul.wide.u32 %rd2, %r1, 4;
\tadd.s64 %rd3, %rd1, %rd2;         // out + 4 tid
\tmov.u32 %r2, bar;
\tmov.u32 %r3, buf;
\tshl.b32 %r4, %r1, 2;
\tadd.u32 %r5, %r3, %r4;            // &buf[tid]
\tsetp.eq.u32 %p1, %r1, 0;
"""
TAIL = "\tret;\n}\n"


def run(body: str, threads: int = 64, arch: str = "h100", nout: int = 256, **kw):
    dev = tcsim.Device(arch)
    out = dev.zeros(nout, np.uint32)
    f = dev.load_ptx(HEAD + body + TAIL).get_function("k")
    f((1,), (threads,), (out,), **kw)
    return out.get()


def words(*fields):
    return int(mb.pack(*fields))


def test_encoding_round_trip():
    w = mb.pack(1, 5, 7, -3)
    ph, pend, exp, tx, valid = (int(x[0]) for x in mb.fields(np.array([w], dtype=np.uint64)))
    assert (ph, pend, exp, tx, valid) == (1, 5, 7, -3, 1)


def test_arrive_all_then_wait_parity():
    """Every thread arrives; the phase completes; try_wait.parity 0 is then true, 1 false;
    the arrive's state has parity 0 and pending_count of it the count before the arrival."""
    body = """
\t@%p1 mbarrier.init.shared.b64 [%r2], 64;
\tbar.sync 0;
\tmbarrier.arrive.shared.b64 %rd4, [%r2];
\tmbarrier.pending_count.b64 %r6, %rd4;
\tst.global.u32 [%rd3], %r6;
WAIT:
\tmbarrier.try_wait.parity.shared.b64 %p2, [%r2], 0;
\t@!%p2 bra WAIT;
\tmbarrier.test_wait.parity.shared.b64 %p3, [%r2], 1;
\tselp.u32 %r7, 1, 0, %p3;
\tst.global.u32 [%rd3+256], %r7;
\tshr.u64 %rd5, %rd4, 63;
\tcvt.u32.u64 %r8, %rd5;
\tst.global.u32 [%rd3+512], %r8;
"""
    out = run(body)
    # lanes arrive in thread order: thread t sees 64 - t pending
    np.testing.assert_array_equal(out[:64], 64 - np.arange(64))
    np.testing.assert_array_equal(out[64:128], 0)
    np.testing.assert_array_equal(out[128:192], 0)


def test_producer_consumer_try_wait_spins_or_suspends():
    """Warp 1 waits on the barrier warp 0 completes after writing data; warp 1 reads it.
    Warp 0 does its work after a long loop, so warp 1 really waits."""
    body = """
\t@%p1 mbarrier.init.shared.b64 [%r2], 32;
\tbar.sync 0;
\tsetp.lt.u32 %p4, %r1, 32;
\t@!%p4 bra CONSUMER;
\tmov.u32 %r10, 0;
DELAY:
\tadd.u32 %r10, %r10, 1;
\tsetp.lt.u32 %p5, %r10, 50;
\t@%p5 bra DELAY;
\tadd.u32 %r11, %r1, 1000;
\tst.shared.u32 [%r5], %r11;
\tmbarrier.arrive.release.cta.shared::cta.b64 %rd4, [%r2];
\tbra.uni END;
CONSUMER:
\tmbarrier.try_wait.parity.acquire.cta.shared::cta.b64 %p2, [%r2], 0, 100;
\t@!%p2 bra CONSUMER;
\tsub.u32 %r12, %r5, 128;
\tld.shared.u32 %r13, [%r12];
\tst.global.u32 [%rd3], %r13;
END:
"""
    out = run(body)
    np.testing.assert_array_equal(out[32:64], 1000 + np.arange(32))


def test_test_wait_spin_loop():
    """A consumer spinning on test_wait (non-blocking) while the producer works."""
    body = """
\t@%p1 mbarrier.init.shared.b64 [%r2], 1;
\tbar.sync 0;
\tsetp.lt.u32 %p4, %r1, 32;
\t@!%p4 bra CONSUMER;
\tst.shared.u32 [%r5], %r1;
\t@%p1 mbarrier.arrive.shared.b64 %rd4, [%r2];
\tbra.uni END;
CONSUMER:
\tmbarrier.test_wait.parity.shared.b64 %p2, [%r2], 0;
\t@!%p2 bra CONSUMER;
\tsub.u32 %r12, %r5, 128;
\tld.shared.u32 %r13, [%r12];
\tadd.u32 %r13, %r13, 7;
\tst.global.u32 [%rd3], %r13;
END:
"""
    out = run(body)
    np.testing.assert_array_equal(out[32:64], 7 + np.arange(32))


def test_expect_tx_complete_tx_and_counts():
    """arrive.expect_tx and complete_tx: the phase completes only when both the arrivals and
    the transaction bytes are in; arrive with a count; arrive_drop lowers the expected count
    of later phases; the state words are checked field by field."""
    body = """
\t@!%p1 bra END;
\tmbarrier.init.shared::cta.b64 [%r2], 3;
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r2], 128;
\tld.shared.u64 %rd5, [%r2];
\tst.global.u64 [%rd1], %rd5;
\tmbarrier.complete_tx.shared::cta.b64 [%r2], 100;
\tmbarrier.arrive.shared::cta.b64 %rd6, [%r2], 2;
\tld.shared.u64 %rd5, [%r2];
\tst.global.u64 [%rd1+8], %rd5;
\tmbarrier.complete_tx.shared::cta.b64 [%r2], 28;
\tld.shared.u64 %rd5, [%r2];
\tst.global.u64 [%rd1+16], %rd5;
\tmbarrier.arrive_drop.shared.b64 %rd7, [%r2];
\tld.shared.u64 %rd5, [%r2];
\tst.global.u64 [%rd1+24], %rd5;
\tmbarrier.arrive.noComplete.shared.b64 %rd7, [%r2], 1;
\tld.shared.u64 %rd5, [%r2];
\tst.global.u64 [%rd1+32], %rd5;
\tmbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%r2], 16;
\tmbarrier.complete_tx.shared::cta.b64 [%r2], 16;
\tld.shared.u64 %rd5, [%r2];
\tst.global.u64 [%rd1+40], %rd5;
\tmbarrier.inval.shared.b64 [%r2];
\tld.shared.u64 %rd5, [%r2];
\tst.global.u64 [%rd1+48], %rd5;
END:
"""
    out = run(body, threads=32).view(np.uint64)
    assert out[0] == words(0, 2, 3, 128)
    assert out[1] == words(0, 0, 3, 28)          # all arrived, 28 bytes still missing
    assert out[2] == words(1, 3, 3, 0)           # phase 0 complete
    assert out[3] == words(1, 2, 2, 0)           # arrive_drop: expected 2 from now on
    assert out[4] == words(1, 1, 2, 0)
    assert out[5] == words(1, 1, 2, 0)           # expect_tx then complete_tx: no arrival
    assert out[6] == 0


def test_many_lanes_one_object_serialise():
    """32 lanes arriving on an object expecting 1 arrival complete 32 phases in thread
    order: lane t's state has parity t mod 2."""
    body = """
\t@%p1 mbarrier.init.shared.b64 [%r2], 1;
\tbar.sync 0;
\tmbarrier.arrive.shared.b64 %rd4, [%r2];
\tshr.u64 %rd5, %rd4, 63;
\tcvt.u32.u64 %r8, %rd5;
\tst.global.u32 [%rd3], %r8;
"""
    out = run(body, threads=32)
    np.testing.assert_array_equal(out[:32], np.arange(32) % 2)


def test_generic_address():
    body = """
\tcvta.shared.u64 %rd8, bar;
\t@%p1 mbarrier.init.b64 [%rd8], 32;
\tbar.sync 0;
\tmbarrier.arrive.b64 %rd4, [%rd8];
W:
\tmbarrier.try_wait.b64 %p2, [%rd8], %rd4;
\t@!%p2 bra W;
\tst.global.u32 [%rd3], 5;
"""
    out = run(body, threads=32)
    np.testing.assert_array_equal(out[:32], 5)


# ------------------------------------------------------------------ errors

@pytest.mark.parametrize("body, msg", [
    ("\tadd.u32 %r9, %r2, 4;\n\tmbarrier.init.shared.b64 [%r9], 1;\n", "is not 8-byte aligned"),
    ("\tmbarrier.arrive.shared.b64 %rd4, [%r2];\n", "not initialised"),
    ("\tmbarrier.init.shared.b64 [%r2], 2;\n\tmbarrier.arrive.shared::cta.b64 %rd4, [%r2], 3;\n",
     "arrival count 3 exceeds the 2 arrivals pending"),
    ("\tmbarrier.init.shared.b64 [%r2], 1;\n\tmbarrier.arrive.noComplete.shared.b64 %rd4, [%r2], 1;\n",
     ".noComplete arrival would complete"),
    ("\tmbarrier.init.shared.b64 [%r2], 1;\n\tmbarrier.expect_tx.shared::cta.b64 [%r2], 1048575;\n"
     "\tmbarrier.expect_tx.shared::cta.b64 [%r2], 1;\n", "tx-count 1048576 is outside"),
    ("\tmov.u32 %r9, 0;\n\tmbarrier.init.shared.b64 [%r2], %r9;\n", "count 0 is outside"),
    ("\tmbarrier.init.global.b64 [%rd1], 1;\n", None),
])
def test_errors_one_line(body, msg):
    with pytest.raises((ExecutionError, PTXSyntaxError)) as e:
        run("\t@!%p1 bra END;\n" + body + "END:\n", threads=32)
    text = str(e.value)
    assert "\n" not in text
    if msg is not None:
        assert msg in text
        assert "kernel k" in text and "mbarrier" in text


def test_immediate_count_checked_at_decode():
    with pytest.raises(PTXSyntaxError, match="count 0 is outside"):
        run("\tmbarrier.init.shared.b64 [%r2], 0;\n")


def test_phase_that_never_completes_is_reported():
    """All threads wait on a phase that needs 65 arrivals but gets 64."""
    body = """
\t@%p1 mbarrier.init.shared.b64 [%r2], 65;
\tbar.sync 0;
\tmbarrier.arrive.shared.b64 %rd4, [%r2];
W:
\tmbarrier.try_wait.parity.shared.b64 %p2, [%r2], 0;
\t@!%p2 bra W;
"""
    with pytest.raises(ExecutionError, match=r"mbarrier at shared address 0x0 of CTA \(0,0,0\) never completes its "
                                             r"phase of parity 0 \(phase parity 0, 1 of 65 arrivals pending"):
        run(body)


def test_spin_on_test_wait_while_others_suspend_is_reported():
    """Warp 0 spins on test_wait, warp 1 is suspended in try_wait, nobody arrives."""
    body = """
\t@%p1 mbarrier.init.shared.b64 [%r2], 1;
\tbar.sync 0;
\tsetp.lt.u32 %p4, %r1, 32;
\t@!%p4 bra W2;
W1:
\tmbarrier.test_wait.parity.shared.b64 %p2, [%r2], 0;
\t@!%p2 bra W1;
\tbra.uni END;
W2:
\tmbarrier.try_wait.parity.shared.b64 %p3, [%r2], 0;
\t@!%p3 bra W2;
END:
"""
    with pytest.raises(ExecutionError, match="never completes its phase of parity 0.*spins without progress"):
        run(body)


def test_sm80_rejects_sm90_forms():
    with pytest.raises(PTXSyntaxError, match="requires sm_90"):
        run("\tmbarrier.try_wait.parity.shared.b64 %p2, [%r2], 0;\n", arch="a100")
    with pytest.raises(PTXSyntaxError, match="requires sm_90"):
        run("\tmbarrier.arrive.expect_tx.shared.b64 %rd4, [%r2], 4;\n", arch="a100")
    with pytest.raises(PTXSyntaxError, match="requires sm_80"):
        run("\tmbarrier.init.shared.b64 [%r2], 1;\n", arch="rtx2080")


def test_sm80_forms_run_on_a100():
    body = """
\t@%p1 mbarrier.init.shared.b64 [%r2], 32;
\tbar.sync 0;
\tmbarrier.arrive.shared.b64 %rd4, [%r2];
W:
\tmbarrier.test_wait.shared.b64 %p2, [%r2], %rd4;
\t@!%p2 bra W;
\tst.global.u32 [%rd3], 9;
"""
    np.testing.assert_array_equal(run(body, threads=32, arch="a100")[:32], 9)


@pytest.mark.parametrize("noinc", [True, False])
def test_cp_async_mbarrier_arrive(noinc):
    """Each thread copies 4 bytes with cp.async and has the mbarrier track them: after the
    wait the data is in shared memory (no cp.async.wait_group). With .noinc the async
    arrival counts towards the expected count; without it each thread arrives itself too."""
    arrive = ("\tcp.async.mbarrier.arrive.noinc.shared.b64 [%r2];\n" if noinc else
              "\tcp.async.mbarrier.arrive.shared.b64 [%r2];\n\tmbarrier.arrive.shared.b64 %rd4, [%r2];\n")
    body = f"""
\t@%p1 mbarrier.init.shared.b64 [%r2], 32;
\tbar.sync 0;
\tst.global.u32 [%rd3+512], %r1;
\tmembar.gl;
\tadd.s64 %rd9, %rd3, 512;
\tcp.async.ca.shared.global [%r5], [%rd9], 4;
{arrive}W:
\tmbarrier.test_wait.parity.shared.b64 %p2, [%r2], 0;
\t@!%p2 bra W;
\tld.shared.u32 %r13, [%r5];
\tst.global.u32 [%rd3], %r13;
"""
    out = run(body, threads=32, arch="a100")
    np.testing.assert_array_equal(out[:32], np.arange(32))


def test_cp_async_without_tracking_sees_old_bytes():
    """Negative control: the same kernel without cp.async.mbarrier.arrive reads the old
    shared bytes (the copy is never waited for)."""
    body = """
\tst.global.u32 [%rd3+512], %r1;
\tadd.s64 %rd9, %rd3, 512;
\tcp.async.ca.shared.global [%r5], [%rd9], 4;
\tld.shared.u32 %r13, [%r5];
\tadd.u32 %r13, %r13, 77;
\tst.global.u32 [%rd3], %r13;
"""
    out = run(body, threads=32, arch="a100")
    np.testing.assert_array_equal(out[:32], 77)


def test_every_thread_spinning_on_test_wait_is_reported():
    """Nobody waits at a barrier and nobody arrives: every thread spins on test_wait."""
    body = """
\t@%p1 mbarrier.init.shared.b64 [%r2], 1;
\tbar.sync 0;
W:
\tmbarrier.test_wait.parity.shared.b64 %p2, [%r2], 0;
\t@!%p2 bra W;
"""
    with pytest.raises(ExecutionError, match=r"every thread spins without progress \(the last mbarrier a test_wait "
                                             r"found incomplete: mbarrier at shared address 0x0 of CTA \(0,0,0\) "
                                             r"never completes its phase of parity 0 .*; kernel k"):
        run(body)
