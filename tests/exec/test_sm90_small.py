"""The small sm_90 instructions on h100: stmatrix (.x1/.x2/.x4, .trans) as the inverse of
ldmatrix, elect.sync, setmaxnreg (checked, no functional effect), and their rejection on
a100 with located errors."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim.errors import TcsimError

pytestmark = pytest.mark.usefixtures("both_drivers")

HEAD = """.version 8.0
.target sm_90a
.address_size 64

.visible .entry k(.param .u64 pin, .param .u64 pout)
{
\t.reg .pred %p<4>;
\t.reg .b32 %r<32>;
\t.reg .b64 %rd<32>;
\t.shared .align 16 .b8 sm[2048];
\tld.param.u64 %rd1, [pin];
\tld.param.u64 %rd2, [pout];
\tcvta.to.global.u64 %rd1, %rd1;
\tcvta.to.global.u64 %rd2, %rd2;
\tmov.u32 %r1, %tid.x;
\tmul.wide.u32 %rd3, %r1, 16;
\tadd.s64 %rd4, %rd1, %rd3;
\tadd.s64 %rd5, %rd2, %rd3;
\tld.global.v4.u32 {%r10, %r11, %r12, %r13}, [%rd4];
\tmov.u32 %r2, sm;
\tshl.b32 %r3, %r1, 4;
\tadd.u32 %r4, %r2, %r3;             // row address of lane l: sm + 16 l
"""
TAIL = "\tret;\n}\n"


def launch(body, arch="h100", threads=32, **kw):
    dev = tcsim.Device(arch)
    data = np.arange(threads * 4, dtype=np.uint32) * 0x10001 + 0x00020001
    d_in, d_out = dev.array(data), dev.zeros(threads * 4, np.uint32)
    dev.load_ptx(HEAD + body + TAIL).get_function("k")((1,), (threads,), (d_in, d_out), **kw)
    return data.reshape(threads, 4), d_out.get().reshape(threads, 4)


@pytest.mark.parametrize("num, regs", [(1, "{%r10}"), (2, "{%r10, %r11}"), (4, "{%r10, %r11, %r12, %r13}")])
@pytest.mark.parametrize("trans", [False, True])
def test_stmatrix_then_ldmatrix_round_trips(num, regs, trans):
    t = ".trans" if trans else ""
    dst = "%r20" if num == 1 else "{" + ", ".join(f"%r{20 + i}" for i in range(num)) + "}"
    body = (f"\tstmatrix.sync.aligned.m8n8.x{num}{t}.shared.b16 [%r4], {regs};\n\tbar.warp.sync -1;\n"
            f"\tldmatrix.sync.aligned.m8n8.x{num}{t}.shared.b16 {dst}, [%r4];\n"
            + "".join(f"\tst.global.u32 [%rd5+{4 * i}], %r{20 + i};\n" for i in range(num)))
    data, out = launch(body)
    np.testing.assert_array_equal(out[:, :num], data[:, :num])


def test_stmatrix_layout():
    """Without .trans lane l's register j holds row l/4, columns 2(l%4)..+1 of matrix j; the
    rows land at the addresses lanes 8j..8j+7 give."""
    body = ("\tstmatrix.sync.aligned.m8n8.x2.shared.b16 [%r4], {%r10, %r11};\n\tbar.warp.sync -1;\n"
            "\tld.shared.v4.u32 {%r20, %r21, %r22, %r23}, [%r4];\n"
            "\tst.global.v4.u32 [%rd5], {%r20, %r21, %r22, %r23};\n")
    data, out = launch(body)
    halves = np.stack([data & 0xFFFF, data >> 16], axis=-1)          # (lane, reg, half)
    for j in range(2):
        for r in range(8):
            row = [halves[4 * r + c // 2, j, c % 2] for c in range(8)]
            got = np.stack([out[8 * j + r] & 0xFFFF, out[8 * j + r] >> 16], axis=-1).reshape(-1)
            np.testing.assert_array_equal(got, row)


def test_elect_sync_picks_one_leader():
    body = ("\tsetp.ge.u32 %p1, %r1, 4;\n\t@%p1 bra $L_go;\n\tret;\n$L_go:\n"   # lanes 0-3 leave first
            "\telect.sync %r20|%p2, 0xfffffff0;\n\tselp.u32 %r21, 1, 0, %p2;\n"
            "\tst.global.v2.u32 [%rd5], {%r20, %r21};\n")
    _, out = launch(body)
    alive = np.arange(32) >= 4
    assert (out[alive, 0] == 4).all() and out[alive, 1].tolist() == [int(i == 4) for i in np.arange(32)[alive]]
    body = "\telect.sync _|%p2, -1;\n\tselp.u32 %r21, 1, 0, %p2;\n\tst.global.u32 [%rd5], %r21;\n"
    _, out = launch(body)
    assert out[:, 0].tolist() == [1] + [0] * 31


def test_stmatrix_x1_needs_a_vector():
    with pytest.raises(TcsimError, match=r":\d+:\d+: the stmatrix source must be a vector of 1 registers"):
        launch("\tstmatrix.sync.aligned.m8n8.x1.shared.b16 [%r4], %r10;\n")


def test_elect_sync_thread_outside_the_mask_faults():
    with pytest.raises(TcsimError, match="elect.sync: thread not in membermask 0xfffffff0"):
        launch("\telect.sync %r20|%p2, 0xfffffff0;\n", mode="functional")


def test_setmaxnreg_accepted_and_checked():
    body = "\tsetmaxnreg.inc.sync.aligned.u32 240;\n\tsetmaxnreg.dec.sync.aligned.u32 40;\n\tst.global.u32 [%rd5], %r10;\n"
    data, out = launch(body, threads=128)
    np.testing.assert_array_equal(out[:, 0], data[:, 0])
    with pytest.raises(TcsimError, match=r":\d+:\d+: setmaxnreg takes a constant register count in 24..256"):
        launch("\tsetmaxnreg.inc.sync.aligned.u32 250;\n", threads=128)


@pytest.mark.parametrize("body, msg", [
    ("\tstmatrix.sync.aligned.m8n8.x1.shared.b16 [%r4], {%r10};\n", "stmatrix requires sm_90 or higher"),
    ("\telect.sync %r20|%p2, -1;\n", "elect.sync requires sm_90 or higher"),
    ("\tsetmaxnreg.dec.sync.aligned.u32 40;\n", "setmaxnreg requires sm_90a"),
])
def test_rejected_on_a100(body, msg):
    with pytest.raises(TcsimError, match=r":\d+:\d+: " + msg + r" \(architecture a100 is sm_80\)"):
        launch(body, arch="a100")


ASSERT_PTX = """.version 8.0
.target sm_90a
.address_size 64
.extern .func __assertfail
(
\t.param .b64 __assertfail_param_0,
\t.param .b64 __assertfail_param_1,
\t.param .b32 __assertfail_param_2,
\t.param .b64 __assertfail_param_3,
\t.param .b64 __assertfail_param_4
)
;
.visible .entry k(.param .u32 fail, .param .u64 pout)
{
\t.reg .pred %p<2>;
\t.reg .b32 %r<4>;
\t.reg .b64 %rd<4>;
\tld.param.u32 %r1, [fail];
\tld.param.u64 %rd1, [pout];
\tcvta.to.global.u64 %rd1, %rd1;
\tsetp.eq.s32 %p1, %r1, 0;
\t@%p1 bra DONE;
\t{
\t.param .b64 param0;
\tst.param.b64 [param0+0], 0;
\t.param .b64 param1;
\tst.param.b64 [param1+0], 0;
\t.param .b32 param2;
\tst.param.b32 [param2+0], 481;
\t.param .b64 param3;
\tst.param.b64 [param3+0], 0;
\t.param .b64 param4;
\tst.param.b64 [param4+0], 1;
\tcall.uni __assertfail, (param0, param1, param2, param3, param4);
\t}
DONE:
\tst.global.u32 [%rd1], 5;
\tret;
}
"""


@pytest.mark.parametrize("fail", [0, 1])
def test_device_assert_is_a_located_trap(fail):
    """nvcc compiles a device assert() to a call of the body-less .extern __assertfail (CUTLASS
    3 kernels have them): the module loads, a passing assert runs on, a failing one ends
    the kernel with a one-line error."""
    dev = tcsim.Device("h100")
    out = dev.zeros(1, np.uint32)
    f = dev.load_ptx(ASSERT_PTX).get_function("k")
    if fail:
        with pytest.raises(TcsimError, match=r"device-side assert\(\) failed .*__assertfail"):
            f((1,), (32,), (np.uint32(1), out))
    else:
        f((1,), (32,), (np.uint32(0), out))
        assert out.get()[0] == 5
