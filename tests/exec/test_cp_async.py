"""cp.async (sm_80) on the a100 config: copies of 4/8/16 bytes, src-size zero fill,
ignore-src, commit/wait group semantics (a copy lands only when its thread waits for it),
cache hints accepted, and located errors."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim

pytestmark = pytest.mark.usefixtures("both_drivers")

HEAD = """.version 7.8
.target sm_80
.address_size 64

.visible .entry k(.param .u64 pin, .param .u64 pout, .param .u32 pn)
{
\t.reg .pred %p<4>;
\t.reg .b32 %r<32>;
\t.reg .b64 %rd<32>;
\t.shared .align 16 .b8 sm[1024];
\tld.param.u64 %rd1, [pin];
\tld.param.u64 %rd2, [pout];
\tld.param.u32 %r30, [pn];
\tcvta.to.global.u64 %rd1, %rd1;
\tcvta.to.global.u64 %rd2, %rd2;
\tmov.u32 %r1, %tid.x;
\tmul.wide.u32 %rd3, %r1, 16;
\tadd.s64 %rd4, %rd1, %rd3;          // src = in + 16 tid
\tmov.u32 %r2, sm;
\tmul.lo.u32 %r3, %r1, 16;
\tadd.u32 %r4, %r2, %r3;             // dst = sm + 16 tid
\tadd.s64 %rd5, %rd2, %rd3;          // out + 16 tid
"""
TAIL = "\tret;\n}\n"


def launch(body: str, n_in: int = 32 * 16, threads: int = 32, src_n: int = 0, arch: str = "a100"):
    dev = tcsim.Device(arch)
    data = (np.arange(n_in, dtype=np.uint32) * 2654435761 % 251 + 1).astype(np.uint8)
    d_in = dev.array(data)
    d_out = dev.zeros(threads * 16 * 4, np.uint8)
    f = dev.load_ptx(HEAD + body + TAIL).get_function("k")
    f((1,), (threads,), (d_in, d_out, np.uint32(src_n)))
    return data, d_out.get().reshape(-1, threads, 16)


def store_shared(slot: int) -> str:
    """Copy this thread's 16 shared bytes to out[slot]."""
    return (f"\tld.shared.v4.u32 {{%r10,%r11,%r12,%r13}}, [%r4];\n"
            f"\tst.global.v4.u32 [%rd5+{slot * 32 * 16}], {{%r10,%r11,%r12,%r13}};\n")


@pytest.mark.parametrize("size, level", [(16, "cg"), (16, "ca"), (8, "ca"), (4, "ca")])
def test_copy_lands_after_wait_all(size, level):
    copies = "".join(f"\tcp.async.{level}.shared.global [%r4+{o}], [%rd4+{o}], {size};\n" for o in range(0, 16, size))
    data, out = launch(copies + "\tcp.async.wait_all;\n" + store_shared(0))
    np.testing.assert_array_equal(out[0], data.reshape(32, 16))


def test_shared_is_old_until_the_wait():
    body = ("\tmov.u32 %r20, 0xdeadbeef;\n\tst.shared.v4.u32 [%r4], {%r20,%r20,%r20,%r20};\n"
            "\tcp.async.cg.shared.global [%r4], [%rd4], 16;\n"
            + store_shared(0) +
            "\tcp.async.commit_group;\n" + store_shared(1) +
            "\tcp.async.wait_group 0;\n" + store_shared(2))
    data, out = launch(body)
    old = np.frombuffer(np.full(4, 0xdeadbeef, np.uint32).tobytes(), np.uint8)
    assert (out[0] == old).all() and (out[1] == old).all()
    np.testing.assert_array_equal(out[2], data.reshape(32, 16))


def test_wait_group_n_keeps_the_n_most_recent_groups():
    """Two groups (first 8 bytes, then last 8): wait_group 1 lands only the first."""
    body = ("\tcp.async.ca.shared.global [%r4], [%rd4], 8;\n\tcp.async.commit_group;\n"
            "\tcp.async.ca.shared.global [%r4+8], [%rd4+8], 8;\n\tcp.async.commit_group;\n"
            "\tcp.async.wait_group 1;\n" + store_shared(0) +
            "\tcp.async.wait_group 0;\n" + store_shared(1))
    data, out = launch(body)
    want = data.reshape(32, 16)
    np.testing.assert_array_equal(out[0][:, :8], want[:, :8])
    assert (out[0][:, 8:] == 0).all()
    np.testing.assert_array_equal(out[1], want)


def test_uncommitted_copies_are_not_waited_for_by_wait_group():
    body = ("\tcp.async.cg.shared.global [%r4], [%rd4], 16;\n\tcp.async.wait_group 0;\n" + store_shared(0)
            + "\tcp.async.wait_all;\n" + store_shared(1))
    data, out = launch(body)
    assert (out[0] == 0).all()
    np.testing.assert_array_equal(out[1], data.reshape(32, 16))


def test_src_size_zero_fills_and_ignore_src():
    """src-size = tid % 17 bytes read, the rest zeros; ignore-src for odd threads: all zeros."""
    body = ("\trem.u32 %r21, %r1, 17;\n"
            "\tcp.async.cg.shared.global.L2::128B [%r4], [%rd4], 16, %r21;\n\tcp.async.wait_all;\n"
            + store_shared(0) +
            "\tand.b32 %r22, %r1, 1;\n\tsetp.eq.u32 %p1, %r22, 1;\n"
            "\tcp.async.ca.shared.global [%r4], [%rd4], 16, %p1;\n\tcp.async.wait_all;\n" + store_shared(1))
    data, out = launch(body)
    want = data.reshape(32, 16).copy()
    n = np.arange(32) % 17
    want0 = np.where(np.arange(16)[None, :] < n[:, None], want, 0)
    np.testing.assert_array_equal(out[0], want0)
    want1 = np.where((np.arange(32) % 2 == 1)[:, None], 0, want)
    np.testing.assert_array_equal(out[1], want1)


def test_src_size_reads_no_byte_beyond_it():
    """The last thread's source ends the buffer: src-size 0 must not read past it."""
    body = ("\tsetp.eq.u32 %p1, %r1, 31;\n\tselp.u32 %r21, 0, 16, %p1;\n"
            "\tcp.async.cg.shared.global [%r4], [%rd4], 16, %r21;\n\tcp.async.wait_all;\n" + store_shared(0))
    data, out = launch(body, n_in=31 * 16)
    np.testing.assert_array_equal(out[0][:31], data.reshape(31, 16))
    assert (out[0][31] == 0).all()


def test_cache_hints_and_policies_are_accepted():
    body = ("\tcreatepolicy.fractional.L2::evict_last.b64 %rd10, 1.0;\n"
            "\tcp.async.ca.shared.global.L2::cache_hint.L2::256B [%r4], [%rd4], 16, %rd10;\n"
            "\tcp.async.cg.shared::cta.global.L2::cache_hint [%r4], [%rd4], 16, 16, %rd10;\n"
            "\tld.global.L2::cache_hint.u32 %r20, [%rd4], %rd10;\n"
            "\tld.global.L2::128B.u32 %r21, [%rd4];\n"
            "\tcp.async.commit_group;\n\tcp.async.wait_group 0;\n" + store_shared(0))
    data, out = launch(body)
    np.testing.assert_array_equal(out[0], data.reshape(32, 16))


@pytest.mark.parametrize("line, msg", [
    ("cp.async.cg.shared.global [%r4], [%rd4], 8;", "cp-size must be one of 16"),
    ("cp.async.ca.shared.global [%r4], [%rd4], 12;", "cp-size must be one of 4, 8, 16"),
    ("cp.async.shared.global [%r4], [%rd4], 16;", "needs .ca or .cg"),
    ("cp.async.wait_group %r1;", "non-negative integer constant"),
])
def test_malformed_forms_are_located(line, msg):
    with pytest.raises(tcsim.TcsimError, match=msg) as e:
        launch("\t" + line + "\n")
    assert ":" in str(e.value).split()[0]


def test_misaligned_destination_faults():
    with pytest.raises(tcsim.TcsimError, match="not 16-byte aligned"):
        launch("\tcp.async.cg.shared.global [%r4+4], [%rd4], 16;\n")


def test_bundled_sm80_gemm_needs_its_wait_group():
    """Negative control: the bundled cp.async GEMM without its cp.async.wait_group reads
    shared memory before the copies land and must fail its numpy check (the copies are not
    simply done at issue)."""
    from tcsim import kernels

    spec = kernels.get("mma_sm80_gemm")
    dev = tcsim.Device("a100")
    launch = spec.prepare(dev, 64, np.random.default_rng(1))
    ptx = kernels.ptx_text(spec.name)
    assert "cp.async.wait_group 1;" in ptx
    f = dev.load_ptx(ptx.replace("cp.async.wait_group 1;", "")).get_function(spec.symbol)
    call = launch.calls[0]
    f(call.grid, call.block, call.args)
    launch._ran = True
    assert not launch.check().ok
    launch = spec.prepare(dev, 64, np.random.default_rng(1))
    launch.run()
    assert launch.check().ok


def test_cp_async_needs_sm80():
    with pytest.raises(tcsim.TcsimError, match="cp.async requires sm_80 or higher"):
        launch("\tcp.async.cg.shared.global [%r4], [%rd4], 16;\n", arch="rtx2080")
