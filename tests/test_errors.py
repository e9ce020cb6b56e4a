"""Every user-facing error is one line, of the documented kind, and names the place.

Faulting kernels are tests/data/ptx/simt/errors.cu (nvcc -arch=compute_75 -ptx -O3) plus
handwritten PTX for what CUDA C cannot express. The CLI is run as a subprocess on bad
inputs: a non-zero exit, exactly one ``tcsim: error:`` line on stderr, never a traceback.
"""

from __future__ import annotations

import contextlib
import re
import signal
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import tcsim
from tcsim.errors import ExecutionError, LaunchError, PTXSyntaxError, TcsimError

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


DATA = Path(__file__).resolve().parent / "data" / "ptx" / "simt"
ERRORS_PTX = DATA / "errors.ptx"
COUNTED_BARRIER = DATA / "counted_barrier.ptx"
COUNTED_BARRIER_PTX = COUNTED_BARRIER.read_text()
HEAD = ".version 7.5\n.target sm_75\n.address_size 64\n"  # lines 1-3


@contextlib.contextmanager
def deadline(seconds: int = 20):
    """Fail (instead of hanging the suite) if the block runs longer than ``seconds``."""

    def boom(signum, frame):
        raise TimeoutError(f"no result within {seconds} s (hung?)")

    old = signal.signal(signal.SIGALRM, boom)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def one_line(err: BaseException) -> str:
    msg = str(err)
    assert "\n" not in msg, msg
    assert msg.strip() == msg and msg
    return msg


@pytest.fixture
def dev():
    return tcsim.Device(arch="titan_v")


@pytest.fixture
def mod(dev):
    return dev.load_ptx(ERRORS_PTX)


def ptx_line(kernel: str, text: str) -> int:
    """1-based line of the first ``text`` in ``kernel`` of errors.ptx."""
    lines = ERRORS_PTX.read_text().splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f".visible .entry {kernel}("))
    return next(i + 1 for i in range(start, len(lines)) if text in lines[i])


def fault(fn, kind=ExecutionError) -> str:
    with deadline(), pytest.raises(kind) as ei:
        fn()
    return one_line(ei.value)


def where_re(kernel: str, cta: str, thread: str, line: int) -> str:
    return (rf"kernel {kernel}, CTA \({re.escape(cta)}\) thread \({re.escape(thread)}\), PC \d+ "
            rf"\({kernel}\), PTX {re.escape(str(ERRORS_PTX))}:{line}:\d+ '")


# ------------------------------------------------------------------ input errors

@pytest.mark.parametrize("body,line,col,message", [
    ("add.s32 %r1, %r2, 1\nret;", 8, 1, "expected ';'"),
    ("add.s32 %r1, %r9, 1;", 7, 14, "unknown register '%r9'"),
    ("bra NOWHERE;", 7, 5, "unknown symbol 'NOWHERE'"),
    ("mov.u32 %r1, %tid.q;", 7, 14, "unknown special register"),
])
def test_malformed_ptx_is_file_line_col(dev, body, line, col, message):
    text = HEAD + ".visible .entry k()\n{\n.reg .b32 %r<3>;\n" + body + "\n}\n"
    msg = fault(lambda: dev.load_ptx(text), PTXSyntaxError)
    assert msg.startswith(f"<ptx>:{line}:{col}: ") and message in msg, msg


def test_malformed_ptx_file_names_the_file(dev, tmp_path):
    f = tmp_path / "broken.ptx"
    f.write_text(HEAD + ".visible .entry k()\n{\n.reg .b32 %r<3>;\nadd.s32 %r1, %r2, 1\nret;\n}\n")
    msg = fault(lambda: dev.load_ptx(f), PTXSyntaxError)
    assert re.match(rf"{re.escape(str(f))}:8:1: expected ';'", msg), msg


def test_unknown_instruction_is_a_decode_error(dev):
    text = HEAD + ".visible .entry k()\n{\n.reg .b32 %r<3>;\nfrobnicate.u32 %r1, %r2;\nret;\n}\n"
    mod = dev.load_ptx(text)
    msg = fault(lambda: mod.get_function("k")((1,), (32,), ()), PTXSyntaxError)
    assert msg.startswith("<ptx>:7:1: unsupported instruction 'frobnicate'"), msg


def test_missing_ptx_file_and_kernel(dev, mod):
    msg = fault(lambda: dev.load_ptx(Path("/no/such/file.ptx")), LaunchError)
    assert "/no/such/file.ptx" in msg
    msg = fault(lambda: mod.get_function("nope"), LaunchError)
    assert "no kernel named 'nope'" in msg and "read_at" in msg


# ------------------------------------------------------------------ launch errors

def test_wrong_argument_count(dev, mod):
    a = dev.empty(64)
    msg = fault(lambda: mod.get_function("read_at")((1,), (32,), (a, a)), LaunchError)
    assert msg == "kernel read_at takes 3 arguments (.u64, .u64, .u32), got 2"
    msg = fault(lambda: mod.get_function("read_at")((1,), (32,), a), LaunchError)
    assert "tuple or list" in msg


@pytest.mark.parametrize("bad,expect", [
    ("array", "argument 2 ('read_at_param_2', .u32, 4 bytes) is a scalar, but a device array (pointer) was passed"),
    (np.int64(1), "argument 2 ('read_at_param_2', .u32, 4 bytes) expects 4 bytes, got int64 (8 bytes)"),
    (np.int16(1), "expects 4 bytes, got int16 (2 bytes)"),
    (np.float32(1), "expects an integer or pointer value, got float32"),
    (1.5, "expects an integer or pointer, got float 1.5"),
    (1 << 40, "1099511627776 does not fit in 32 bits"),
    ("7", "cannot pass str"),
])
def test_scalar_argument_mismatch(dev, mod, bad, expect):
    a = dev.empty(64)
    arg = a if isinstance(bad, str) and bad == "array" else bad
    msg = fault(lambda: mod.get_function("read_at")((1,), (32,), (a, a, arg)), LaunchError)
    assert msg.startswith("kernel read_at: ") and expect in msg, msg


def test_pointer_argument_given_a_float(dev, mod):
    a = dev.empty(64)
    msg = fault(lambda: mod.get_function("read_at")((1,), (32,), (a, np.float64(1), np.int32(0))), LaunchError)
    assert "argument 1 ('read_at_param_1', .u64, 8 bytes) expects an integer or pointer value, got float64" in msg


def test_aggregate_argument(dev, mod):
    out = dev.empty(32)
    f = mod.get_function("by_value")
    msg = fault(lambda: f((1,), (32,), (b"\0" * 12, out)), LaunchError)
    assert msg == "kernel by_value: argument 0 ('by_value_param_0', .b8[16], 16 bytes): got 12 bytes"
    msg = fault(lambda: f((1,), (32,), (3, out)), LaunchError)
    assert "is an aggregate" in msg
    # the right size runs: struct Pair { double scale; int n; }
    pair = np.zeros(1, dtype=[("scale", "<f8"), ("n", "<i4"), ("pad", "<i4")])
    pair["scale"], pair["n"] = 0.5, 7
    f((1,), (32,), (pair[0], out))
    np.testing.assert_array_equal(out.get()[:8], [0, 0.5, 1, 1.5, 2, 2.5, 3, 0])


@pytest.mark.parametrize("grid,block,expect", [
    ((0,), (32,), "grid must be 1 to 3 positive integers, got (0,)"),
    (-1, (32,), "grid must be 1 to 3 positive integers, got (-1,)"),
    ((1, 1, 1, 1), (32,), "grid must be 1 to 3 positive integers"),
    ((1, 70000), (32,), "grid (1, 70000, 1) exceeds the limits"),
    (1.5, (32,), "grid must be an int or a tuple of 1 to 3 ints, got 1.5"),
    ("4", (32,), "grid must be an int or a tuple of 1 to 3 ints, got '4'"),
    ((1,), (2048,), "block (2048, 1, 1) exceeds the limits of titan_v (1024 threads"),
    ((1,), (1, 1, 65), "block (1, 1, 65) exceeds the limits"),
    ((1,), (32, 0), "block must be 1 to 3 positive integers, got (32, 0)"),
    ((1,), (2.0,), "block must be an int or a tuple of 1 to 3 ints"),
])
def test_bad_grid_or_block(dev, mod, grid, block, expect):
    a = dev.empty(64)
    msg = fault(lambda: mod.get_function("write_at")(grid, block, (a, np.int32(0))), LaunchError)
    assert expect in msg, msg


def test_too_much_shared_memory(dev, mod):
    out = dev.empty(32)
    f = mod.get_function("big_shared")
    f((1,), (32,), (out,), shared_mem=98304 - 40960)  # exactly the titan_v limit
    msg = fault(lambda: f((1,), (32,), (out,), shared_mem=98304 - 40960 + 1), LaunchError)
    assert msg == ("kernel big_shared needs 98305 bytes of shared memory (40960 static + 57345 dynamic); "
                   "titan_v allows 98304 per CTA")
    msg = fault(lambda: f((1,), (32,), (out,), shared_mem=-1), LaunchError)
    assert "shared_mem" in msg


# ------------------------------------------------------------------ memory faults

def test_global_read_out_of_bounds(dev, mod):
    a = dev.array(np.arange(64, dtype=np.float32))
    b = dev.empty(64)
    # every CTA reads a[tid + 40]: thread 24 is the first past the end
    msg = fault(lambda: mod.get_function("read_at")((2,), (32,), (a, b, np.int32(40))))
    addr = a.ptr + 256
    assert msg.startswith(f"invalid global read of 4 bytes at address {addr:#x}: 0 bytes past the end of "
                          f"array(64,) float32 at {a.ptr:#x} (size 256); "), msg
    line = ptx_line("read_at", "ld.global.f32")
    assert re.search(where_re("read_at", "0,0,0", "24,0,0", line) + r"ld\.global\.f32\s+%f1, \[%rd\d+\];'$", msg), msg


def test_global_write_out_of_bounds_writes_nothing(dev, mod):
    a = dev.array(np.arange(64, dtype=np.float32))
    before = dev.gmem.buf.copy()
    msg = fault(lambda: mod.get_function("write_at")((1,), (64,), (a, np.int32(10))))
    addr = a.ptr + 256
    assert msg.startswith(f"invalid global write of 4 bytes at address {addr:#x}: 0 bytes past the end of "), msg
    assert re.search(where_re("write_at", "0,0,0", "54,0,0", ptx_line("write_at", "st.global.u32")), msg), msg
    # the in-bounds lanes of the faulting store wrote nothing either
    np.testing.assert_array_equal(a.get(), np.arange(64, dtype=np.float32))
    assert (dev.gmem.buf == before).all()


def test_global_write_far_away(dev, mod):
    a = dev.empty(64)
    msg = fault(lambda: mod.get_function("write_at")((1,), (32,), (a, np.int32(1 << 20))))
    assert msg.startswith(f"invalid global write of 4 bytes at address {a.ptr + (4 << 20):#x}: "), msg
    assert "past the end of" in msg and "thread (0,0,0)" in msg


def test_misaligned_f32_load(dev, mod):
    a = dev.empty(64)
    b = dev.empty(64)
    msg = fault(lambda: mod.get_function("load_f32_at")((1,), (8,), (a, b, np.int32(2))))
    assert msg.startswith(f"misaligned read of 4 bytes at global address {a.ptr + 2:#x} "
                          "(must be 4-byte aligned); "), msg
    assert re.search(where_re("load_f32_at", "0,0,0", "0,0,0", ptx_line("load_f32_at", "ld.global.f32")), msg), msg
    mod.get_function("load_f32_at")((1,), (8,), (a, b, np.int32(4)))  # aligned: fine


def test_misaligned_v4_load(dev, mod):
    a = dev.empty(256)
    out = dev.empty(64)
    msg = fault(lambda: mod.get_function("load_v4_at")((1,), (2,), (a, out, np.int32(8))))
    assert msg.startswith(f"misaligned read of 16 bytes at global address {a.ptr + 8:#x} "
                          "(must be 16-byte aligned); "), msg
    assert "ld.global.v4" in msg
    mod.get_function("load_v4_at")((1,), (2,), (a, out, np.int32(16)))


def test_shared_out_of_bounds(dev, mod):
    out = dev.empty(64)
    msg = fault(lambda: mod.get_function("shared_at")((1,), (64,), (out, np.int32(5))))
    assert msg.startswith("invalid shared write of 4 bytes at shared address 0x100 (shared size is 256 bytes); "), msg
    assert re.search(where_re("shared_at", "0,0,0", "59,0,0", ptx_line("shared_at", "st.shared.f32")), msg), msg


@pytest.mark.parametrize("idx,addr", [(9, "0x24"), (-3, "-0xc")])
def test_local_out_of_bounds(dev, mod, idx, addr):
    ins = dev.array(np.arange(8, dtype=np.int32))
    out = dev.empty(32, np.int32)
    msg = fault(lambda: mod.get_function("local_at")((1,), (32,), (ins, out, np.int32(idx))))
    assert msg.startswith(f"invalid local read of 4 bytes at local address {addr} (local size is 32 bytes); "), msg
    assert re.search(where_re("local_at", "0,0,0", "0,0,0", ptx_line("local_at", "ld.local.u32")), msg), msg


CONST_WRITE = HEAD + """.const .align 4 .b32 c[4];
.visible .entry k(.param .u32 generic)
{
.reg .b32 %r<3>;
.reg .b64 %rd<3>;
.reg .pred %p<2>;
ld.param.u32 %r2, [generic];
setp.ne.u32 %p1, %r2, 0;
mov.u32 %r1, 5;
@%p1 bra GEN;
st.const.u32 [c+4], %r1;
ret;
GEN:
mov.u64 %rd1, c;
cvta.const.u64 %rd2, %rd1;
st.u32 [%rd2], %r1;
ret;
}
"""


@pytest.mark.parametrize("generic,line", [(0, 14), (1, 19)])
def test_writing_const_memory(dev, generic, line):
    mod = dev.load_ptx(CONST_WRITE)
    before = mod.image.const_bank.copy()
    msg = fault(lambda: mod.get_function("k")((1,), (32,), (np.uint32(generic),)))
    assert msg.startswith("write to read-only .const space"), msg
    assert "kernel k, CTA (0,0,0) thread (0,0,0), PC " in msg and f"PTX <ptx>:{line}:1 'st." in msg, msg
    assert (mod.image.const_bank == before).all()


def test_trap(dev, mod):
    out = dev.empty(64, np.int32)
    msg = fault(lambda: mod.get_function("trap_if")((2, 1, 1), (32,), (out, np.int32(5))))
    assert msg.startswith("trap: the kernel executed 'trap;'; "), msg
    assert re.search(where_re("trap_if", "0,0,0", "5,0,0", ptx_line("trap_if", "trap;")), msg), msg


def test_fault_in_3d_launch_names_3d_ids(dev):
    """index3d writes out[4*lin .. 4*lin+3]; with room for lin < 127 only the last thread
    of the last CTA (lin 127: CTA (1,1,1), thread (3,1,1)) writes out of bounds."""
    mod = dev.load_ptx(DATA / "simt.ptx")
    out = dev.empty(4 * 127, np.int32)
    msg = fault(lambda: mod.get_function("index3d")((2, 2, 2), (4, 2, 2), (out,)))
    assert msg.startswith("invalid global write of "), msg
    assert "kernel index3d, CTA (1,1,1) thread (3,1,1), PC " in msg, msg
    assert re.search(rf"PTX {re.escape(str(DATA / 'simt.ptx'))}:\d+:\d+ 'st\.global", msg), msg


# ------------------------------------------------------------------ impossible barriers

def test_exited_threads_release_a_full_cta_barrier(dev, mod):
    """PTX ISA, exit: "If the exiting threads are holding up the barrier, the barrier is
    released" — so an early return before __syncthreads() completes, as on hardware."""
    out = dev.array(np.full(64, -1, np.int32))
    with deadline():
        mod.get_function("exit_before_bar")((1,), (64,), (out,))
    got = out.get()
    assert (got[:32] == np.arange(32) ^ 1).all() and (got[32:] == -1).all()


def test_barrier_skipped_by_exiting_threads_completes(dev, mod):
    out = dev.empty(64, np.int32)
    with deadline():
        mod.get_function("divergent_bar")((3,), (64,), (out,))
    assert (out.get() == np.arange(64)).all()


def test_counted_barrier_that_cannot_complete(dev):
    mod = dev.load_ptx(COUNTED_BARRIER_PTX)
    msg = fault(lambda: mod.get_function("k")((2,), (32,), ()))
    assert msg.startswith("barrier 1 can never complete: 32 of 64 threads arrived; "), msg
    assert "kernel k, CTA (0,0,0) thread (0,0,0)" in msg and "'bar.sync 1, 64;'" in msg


NAMED_BARRIERS = HEAD + """.visible .entry k()
{
.reg .b32 %r<3>;
.reg .pred %p<2>;
mov.u32 %r1, %tid.x;
setp.lt.u32 %p1, %r1, 32;
@%p1 bar.sync 1;
@!%p1 bar.sync 2;
ret;
}
"""

SHFL_VS_BARRIER = HEAD + """.visible .entry k()
{
.reg .b32 %r<4>;
.reg .pred %p<2>;
mov.u32 %r1, %tid.x;
setp.lt.u32 %p1, %r1, 16;
@%p1 bra BAR;
shfl.sync.bfly.b32 %r3, %r1, 1, 31, -1;
BAR:
bar.sync 0;
ret;
}
"""


def test_threads_wait_at_different_barriers(dev):
    mod = dev.load_ptx(NAMED_BARRIERS)
    msg = fault(lambda: mod.get_function("k")((2,), (64,), ()))
    assert msg.startswith("barrier 1 can never complete: 32 of 64 threads arrived; 32 threads wait at another barrier; "), msg
    assert "PTX <ptx>:10:1 '@%p1 bar.sync 1;'" in msg


def test_shuffle_waiting_for_lanes_parked_at_a_barrier(dev):
    mod = dev.load_ptx(SHFL_VS_BARRIER)
    msg = fault(lambda: mod.get_function("k")((1,), (32,), ()))
    assert msg.startswith("warp-synchronous 'shfl' can never complete: membermask 0xffffffff names lanes "
                          "0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15 of the warp"), msg
    assert "16 of them wait at a barrier" in msg
    assert "kernel k, CTA (0,0,0) thread (16,0,0)" in msg and "PTX <ptx>:11:1 'shfl.sync" in msg


def test_errors_are_tcsim_errors():
    for kind in (PTXSyntaxError, LaunchError, ExecutionError):
        assert issubclass(kind, TcsimError)


# ------------------------------------------------------------------ the CLI never shows a traceback

def cli(*args, timeout=60):
    return subprocess.run([sys.executable, "-m", "tcsim.cli", *map(str, args)],
                          capture_output=True, text=True, timeout=timeout)


E = str(ERRORS_PTX)

CLI_BAD = [
    # (args, text the one error line must contain)
    (["run", E, "--kernel", "read_at", "--grid", "1", "--block", "32", "--arg", "f32[8]",
      "--arg", "f32[32]", "--arg", "i32:40"], "invalid global read of 4 bytes"),
    (["run", E, "--kernel", "write_at", "--grid", "1", "--block", "32", "--arg", "f32[8]", "--arg", "i32:0"],
     "invalid global write of 4 bytes"),
    (["run", str(COUNTED_BARRIER), "--kernel", "k", "--grid", "1", "--block", "32"],
     "barrier 1 can never complete"),
    (["run", E, "--kernel", "trap_if", "--grid", "1", "--block", "32", "--arg", "i32[32]", "--arg", "i32:3"],
     "trap: the kernel executed"),
    (["run", E, "--kernel", "read_at", "--grid", "1", "--block", "32", "--arg", "f32[8]"],
     "kernel read_at takes 3 arguments"),
    (["run", E, "--kernel", "read_at", "--grid", "1", "--block", "32", "--arg", "f32[8]", "--arg", "f32[8]",
      "--arg", "i64:1"], "expects 4 bytes, got int64"),
    (["run", E, "--kernel", "big_shared", "--grid", "1", "--block", "32", "--arg", "f32[32]",
      "--shared-mem", "100000"], "bytes of shared memory"),
    (["run", E, "--kernel", "read_at", "--grid", "0", "--block", "32"], "grid must be"),
    (["run", E, "--kernel", "read_at", "--grid", "a", "--block", "32"], "--grid must be integers"),
    (["run", E, "--kernel", "read_at", "--grid", "1", "--block", "2048"], "exceeds the limits"),
    (["run", E, "--kernel", "nope", "--grid", "1", "--block", "1"], "no kernel named 'nope'"),
    (["run", E], "needs --grid and --block"),
    (["run", E, "--kernel", "read_at", "--grid", "1", "--block", "1", "--arg", "q32:1"], "--arg q32:1"),
    (["run", E, "--kernel", "read_at", "--grid", "1", "--block", "1", "--arg", "f32[-4]"], "array length"),
    (["run", E, "--kernel", "read_at", "--grid", "1", "--block", "1", "--arg", "i32:zz"], "not a valid i32"),
    (["run", E, "--kernel", "read_at", "--grid", "1", "--block", "1", "--arg", "@/no/such.npy"], "no such file"),
    (["run", "/no/such.ptx"], "no such file"),
    (["run", "no_such_kernel"], "unknown kernel 'no_such_kernel'"),
    (["run", "vector_add", "--size", "abc"], "--size must be integers"),
    (["run", "vector_add", "--size", "0"], "size must be >= 1"),
    (["run", "sgemm", "--size", "4,4"], "(M, N, K)"),
    (["run", "--arch", "no_such_gpu"], "unknown architecture 'no_such_gpu'"),
    (["check", "/no/such.ptx"], "no such PTX file"),
    (["config", "show", "no_such_gpu"], "unknown architecture"),
    (["config", "show"], "tcsim config show NAME"),
    (["config", "bogus"], "invalid choice: 'bogus'"),
    (["bogus"], "invalid choice: 'bogus'"),
    (["run", "--shared-mem", "abc"], "invalid int value: 'abc'"),
    (["run", "--no-such-option"], "unrecognized arguments: --no-such-option"),
]


def check_cli_error(r, contains: str):
    assert r.returncode != 0, (r.stdout, r.stderr)
    assert "Traceback" not in r.stderr + r.stdout
    lines = r.stderr.splitlines()
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith("tcsim: error: "), r.stderr
    assert contains in lines[0], r.stderr


@pytest.mark.parametrize("args,contains", CLI_BAD, ids=[f"{i}-{' '.join(a[:1] + a[2:3])}" for i, (a, _) in enumerate(CLI_BAD)])
def test_cli_errors_are_one_line(args, contains):
    check_cli_error(cli(*args), contains)


def test_cli_malformed_ptx(tmp_path):
    f = tmp_path / "bad.ptx"
    f.write_text(HEAD + ".visible .entry k()\n{\n.reg .b32 %r<3>;\nadd.s32 %r1, %r7, 1;\nret;\n}\n")
    for args in (["check", f], ["run", f, "--kernel", "k", "--grid", "1", "--block", "1"]):
        r = cli(*args)
        check_cli_error(r, f"{f}:7:14: unknown register '%r7'")


def test_cli_unknown_instruction(tmp_path):
    f = tmp_path / "unk.ptx"
    f.write_text(HEAD + ".visible .entry k()\n{\n.reg .b32 %r<3>;\nfrobnicate.u32 %r1, %r2;\nret;\n}\n")
    check_cli_error(cli("check", f), f"{f}:7:1: unsupported instruction 'frobnicate'")


def test_cli_binary_garbage(tmp_path):
    f = tmp_path / "garbage.ptx"
    f.write_bytes(b"\x00\xff\xfe\x80 not ptx")
    check_cli_error(cli("check", f), f"{f}:1:1: ")


def test_cli_bad_npy_and_unwritable_save(tmp_path):
    bad = tmp_path / "bad.npy"
    bad.write_text("hello")
    check_cli_error(cli("run", E, "--kernel", "read_at", "--grid", "1", "--block", "1", "--arg", f"@{bad}"),
                    "cannot load a numpy array")
    check_cli_error(cli("run", E, "--kernel", "read_at", "--grid", "1", "--block", "1", "--arg", "f32[4]",
                        "--arg", "f32[4]", "--arg", "i32:0", "--save", tmp_path / "no" / "dir" / "x.npz"),
                    "no such directory")
