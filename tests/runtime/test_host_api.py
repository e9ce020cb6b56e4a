"""The host API refuses what it cannot honour with one clear line naming the argument
(issue 11 item 4), keeps allocations apart so an overrun faults, and survives a failed load.

Launch errors and overruns are checked under both drivers (tests/parity.py)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import tcsim
from tcsim import kernels
from tcsim.errors import ConfigError, ExecutionError, LaunchError, PTXSyntaxError, TcsimError

pytestmark = pytest.mark.usefixtures("both_drivers")

HEAD = ".version 7.5\n.target sm_75\n.address_size 64\n"
ERRORS_PTX = Path(__file__).resolve().parents[1] / "data" / "ptx" / "simt" / "errors.ptx"


def error(fn, kind=TcsimError) -> str:
    with pytest.raises(kind) as ei:
        fn()
    msg = str(ei.value)
    assert "\n" not in msg and msg.strip() == msg and msg, msg
    return msg


@pytest.fixture
def dev():
    return tcsim.Device(arch="titan_v")


@pytest.fixture
def amd():
    return tcsim.Device(arch="mi300")


def vector_add(dev):
    if dev.config.vendor == "amd":
        return dev.load_asm(kernels.asm_path("amd_vector_add", dev.config.isa)).get_function("vector_add")
    return dev.load_ptx(kernels.ptx_path("vector_add")).get_function("vector_add")


# ------------------------------------------------------------------ arrays

@pytest.mark.parametrize("shape", [-1, (4, -1), (-16383,), 2.5, (2.0, 3), "4", None, (True,)])
def test_bad_shapes_are_refused(dev, shape):
    msg = error(lambda: dev.empty(shape), LaunchError)
    assert msg.startswith("empty(): shape must be a non-negative int or a tuple of them, got "), msg


def test_good_shapes(dev):
    assert dev.empty(0).shape == (0,) and dev.empty(0).get().size == 0
    assert dev.empty((3, 4), np.int32).get().shape == (3, 4)
    assert dev.empty(np.int64(5)).shape == (5,)


@pytest.mark.parametrize("host", [np.array([1, "a"], dtype=object), np.array(["ab", "c"]), "text", None,
                                  np.array(["2024-01-01"], dtype="datetime64[D]")])
def test_non_numeric_arrays_are_refused(dev, host):
    msg = error(lambda: dev.array(host), LaunchError)
    assert msg.startswith("array(): arrays of ") and "cannot live in device memory" in msg, msg


def test_ragged_data_is_refused(dev):
    msg = error(lambda: dev.array([[1, 2], [3]]), LaunchError)
    assert msg.startswith("array(): "), msg


def test_bad_dtypes_are_refused(dev):
    assert error(lambda: dev.empty(4, object), LaunchError).startswith("empty(): arrays of object")
    assert error(lambda: dev.empty(4, "no such type"), LaunchError).startswith("empty(): ")


def test_set_converts_or_refuses(dev):
    a = dev.empty(2)
    a.set([1, 2])
    np.testing.assert_array_equal(a.get(), [1.0, 2.0])
    assert error(lambda: a.set(["x", "y"]), LaunchError).startswith("set(): cannot convert the data to float32")
    assert error(lambda: a.set(np.array([1, None], dtype=object)), LaunchError).startswith("set(): arrays of object")


def test_bfloat16_arrays_are_accepted(dev):
    import ml_dtypes

    x = np.arange(4).astype(ml_dtypes.bfloat16)
    np.testing.assert_array_equal(dev.array(x).get(), x)


# ------------------------------------------------------------------ device construction

def test_unknown_tensor_arithmetic(dev):
    msg = error(lambda: tcsim.Device("titan_v", tensor_arithmetic="bogus"), ConfigError)
    assert msg.startswith("tensor_arithmetic='bogus' is not a tensor-core arithmetic model (one of: "), msg
    assert "exact" in msg
    assert tcsim.Device("titan_v", tensor_arithmetic="exact").tensor_arithmetic == "exact"


@pytest.mark.parametrize("kw,start", [({"mfma_scale": 0}, "mfma_scale must be a positive number"),
                                      ({"mfma_scale": "2"}, "mfma_scale must be a positive number"),
                                      ({"hazards": "ignore"}, "hazards must be 'error' or 'record'")])
def test_bad_amd_device_options(kw, start):
    assert error(lambda: tcsim.Device("mi300", **kw), ConfigError).startswith(start)


# ------------------------------------------------------------------ loading

@pytest.mark.parametrize("source,start", [(None, "load_ptx(): source must be PTX text or a path (str or os.PathLike), "
                                                 "not NoneType"),
                                          (42, "load_ptx(): source must be PTX text or a path"),
                                          ("no_such.ptx", "no_such.ptx: no such PTX file"),
                                          ("x" * 5000, "x" * 5000 + ": ")])  # (too long a name for the OS)
def test_bad_ptx_sources(dev, source, start):
    assert error(lambda: dev.load_ptx(source), LaunchError).startswith(start)


def test_directory_and_unreadable_files(dev, amd, tmp_path, monkeypatch):
    assert error(lambda: dev.load_ptx(tmp_path), LaunchError) == f"{tmp_path}: is a directory, not a PTX file"
    assert error(lambda: amd.load_asm(tmp_path), LaunchError) == f"{tmp_path}: is a directory, not an assembly file"
    ptx, asm = tmp_path / "k.ptx", tmp_path / "k.s"
    ptx.write_text(HEAD)
    asm.write_text("\n")

    def denied(self, *a, **k):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(Path, "read_text", denied)  # (chmod does not stop root)
    assert error(lambda: dev.load_ptx(ptx), LaunchError) == f"{ptx}: cannot read the PTX file: Permission denied"
    assert error(lambda: amd.load_asm(asm), LaunchError) == f"{asm}: cannot read the assembly file: Permission denied"
    assert error(lambda: amd.load_asm(None), LaunchError).startswith("load_asm(): source must be assembly text")


def test_ptx_as_bytes(dev):
    mod = dev.load_ptx(kernels.ptx_path("vector_add").read_bytes())
    assert mod.get_function("vector_add").name == "vector_add"


def test_failed_load_leaves_the_device_usable(dev, monkeypatch):
    """A module whose globals cannot be placed fails as one located line, and takes none of
    the device's memory with it: later allocations and loads work as before."""
    a = dev.array(np.arange(8, dtype=np.float32))
    top, allocs = dev.gmem.top, len(dev.gmem.allocs)
    for size in (1 << 40, 1 << 64, 1 << 62):   # too large for the front end's limit
        text = HEAD + f".global .b8 small[64];\n.global .b8 g[{size}];\n.visible .entry k()\n{{\nret;\n}}\n"
        msg = error(lambda text=text: dev.load_ptx(text))
        assert re.match(r"<ptx>:5:\d+: .global variable 'g' is too large", msg), msg
        assert (dev.gmem.top, len(dev.gmem.allocs)) == (top, allocs)
    # within the front end's limit but not within the device's memory: fails at placement,
    # and 'small' (placed before) is given back too
    monkeypatch.setattr(dev.gmem, "MAX_BYTES", dev.gmem.top + (1 << 20))
    text = HEAD + ".global .b8 small[64];\n.global .b8 g[2097152];\n.visible .entry k()\n{\nret;\n}\n"
    msg = error(lambda: dev.load_ptx(text), LaunchError)
    assert re.match(r"<ptx>:5:\d+: out of device memory: global variable 'g' of [\d,]+ bytes does not fit", msg), msg
    assert (dev.gmem.top, len(dev.gmem.allocs)) == (top, allocs)
    monkeypatch.undo()
    b = dev.empty(1 << 20, np.uint8)
    assert not b.get().any() and dev.gmem.top <= top + (1 << 20) + 512
    np.testing.assert_array_equal(a.get(), np.arange(8, dtype=np.float32))
    vector_add(dev)  # loads fine


@pytest.mark.parametrize("shape", [1 << 50, (1 << 30, 1 << 30)])
def test_impossible_arrays_fail_cleanly(dev, shape):
    top = dev.gmem.top
    msg = error(lambda: dev.empty(shape, np.uint8), LaunchError)
    assert msg.startswith("out of device memory: array(") and "bytes does not fit" in msg, msg
    assert dev.gmem.top == top and not dev.empty(16).get().any()


def test_given_back_memory_is_zero(dev, monkeypatch):
    monkeypatch.setattr(dev.gmem, "MAX_BYTES", dev.gmem.top + (1 << 20))
    text = HEAD + ".global .u32 init[4] = {1, 2, 3, 4};\n.global .b8 g[2097152];\n.visible .entry k()\n{\nret;\n}\n"
    error(lambda: dev.load_ptx(text), LaunchError)
    monkeypatch.undo()
    assert not dev.empty(64, np.uint32).get().any()  # where 'init' was written


def test_constant_memory_is_64_kib(dev):
    # one variable too large: the front end says so at its declaration
    text = HEAD + ".const .b8 c[65537];\n.visible .entry k()\n{\nret;\n}\n"
    msg = error(lambda: dev.load_ptx(text), PTXSyntaxError)
    assert msg.startswith("<ptx>:4:") and "65,537 bytes" in msg, msg
    # each small enough, together too large: the loader says so at the first one
    text = HEAD + ".const .b8 c[40000];\n.const .b8 d[40000];\n.visible .entry k()\n{\nret;\n}\n"
    msg = error(lambda: dev.load_ptx(text), PTXSyntaxError)
    assert msg.startswith("<ptx>:4:") and "80,000 bytes; constant memory holds 65,536" in msg, msg


# ------------------------------------------------------------------ launches (both drivers)

@pytest.mark.parametrize("device", ["titan_v", "mi300"])
@pytest.mark.parametrize("kw,start", [
    ({"shared_mem": "1024"}, "shared_mem must be a non-negative integer number of bytes, got '1024'"),
    ({"shared_mem": 1.5}, "shared_mem must be a non-negative integer number of bytes, got 1.5"),
    ({"shared_mem": None}, "shared_mem must be a non-negative integer number of bytes, got None"),
    ({"shared_mem": True}, "shared_mem must be a non-negative integer number of bytes, got True"),
    ({"shared_mem": -1}, "shared_mem must be a non-negative integer number of bytes, got -1"),
    ({"progress": 5}, "progress must be a callable"),
    ({"mode": ["timing"]}, "mode must be 'functional' or 'timing'"),
])
def test_bad_launch_options(device, kw, start):
    d = tcsim.Device(device)
    f = vector_add(d)
    x = d.empty(64)
    assert error(lambda: f((1,), (64,), (x, x, x, np.int32(64)), **kw), LaunchError).startswith(start)


@pytest.mark.parametrize("regs,start", [("32", "registers='32': titan_v allows 1 to 255 per thread (an integer)"),
                                        (32.0, "registers=32.0: "), (0, "registers=0: "), (True, "registers=True: ")])
def test_bad_registers(dev, regs, start):
    f = vector_add(dev)
    x = dev.empty(64)
    assert error(lambda: f((1,), (64,), (x, x, x, np.int32(64)), registers=regs), LaunchError).startswith(start)
    assert error(lambda: f((1,), (64,), (x, x, x, np.int32(64)), carveout="big"),
                 LaunchError).startswith("carveout must be a non-negative integer number of bytes or None")


@pytest.mark.parametrize("device", ["titan_v", "mi300"])
def test_array_of_another_device(device):
    d1, d2 = tcsim.Device(device), tcsim.Device(device)
    x1 = d1.array(np.arange(64, dtype=np.float32))
    mine = d2.array(np.zeros(64, np.float32))
    f = vector_add(d2)
    msg = error(lambda: f((1,), (64,), (mine, mine, x1, np.int32(64))), LaunchError)
    assert msg.startswith("kernel vector_add: argument 2 (") and \
        msg.endswith(f"the device array belongs to another Device ({device}); allocate it on the kernel's device"), msg
    np.testing.assert_array_equal(x1.get(), np.arange(64, dtype=np.float32))  # untouched


# ------------------------------------------------------------------ overruns fault

@pytest.mark.parametrize("device", ["titan_v", "mi300"])
def test_overrun_into_the_next_array_faults(device):
    """A kernel writing 64 floats just past c's 256-byte guard: packed as the allocations
    used to be, that is exactly where the next array begins, and it was silently
    overwritten. Now the store faults, named as every fault is. (The pointer past the end
    stands for the address arithmetic of a kernel that overruns.)"""
    d = tcsim.Device(device)
    f = vector_add(d)
    a = d.array(np.ones(64, np.float32))
    c = d.empty(64)
    victim = d.array(np.full(64, 7, np.float32))
    past = tcsim.DeviceArray(d, c.ptr + c.nbytes + d.gmem.GUARD, (64,), np.float32)
    phys = d.gmem.physical(np.array([c.ptr, victim.ptr]))
    assert phys[1] == phys[0] + c.nbytes + d.gmem.GUARD  # packed: the victim starts where 'past' points
    n = 64 if device == "mi300" else 32  # one warp / wave: the drivers agree on the first to fault
    msg = error(lambda: f((1,), (n,), (a, a, past, np.int32(n))), ExecutionError)
    if device == "titan_v":
        assert re.match(rf"invalid global write of 4 bytes at address {past.ptr:#x}: 256 bytes past the end of "
                        rf"array\(64,\) float32 at {c.ptr:#x} \(size 256\); kernel vector_add, CTA \(0,0,0\) thread "
                        r"\(0,0,0\), PC \d+ \(vector_add\), PTX .*vector_add.ptx:\d+:\d+ 'st.global.f32", msg), msg
    else:
        assert re.match(rf"store of 4 bytes at {past.ptr:#x} is outside device memory \(256 bytes past the end "
                        rf"of array\(64,\) float32 at {c.ptr:#x} \(size 256\)\); kernel vector_add, workgroup "
                        r"\(0,0,0\), wave 0, lane 0 .*vector_add.gfx942.s:\d+:\d+ 'global_store_dword", msg), msg
    np.testing.assert_array_equal(victim.get(), np.full(64, 7, np.float32))


def test_allocations_are_far_apart_in_the_address_space(dev):
    """Consecutive arrays are separated by at least GlobalMemory.GAP unmapped bytes, while
    the memory hierarchy sees them packed (their physical addresses differ by the size + guard)."""
    gm = dev.gmem
    a, b, c = dev.empty(64), dev.empty(1 << 20), dev.empty(64)
    assert b.ptr - (a.ptr + a.nbytes) >= gm.GAP and c.ptr - (b.ptr + b.nbytes) >= gm.GAP
    phys = gm.physical(np.array([a.ptr, b.ptr, c.ptr, b.ptr + 100]))
    assert list(np.diff(phys[:3])) == [512, (1 << 22) + 256]
    assert phys[3] == phys[1] + 100
    assert gm.address(int(phys[1]) - tcsim.exec.memory.GLOBAL_BASE) == b.ptr
    # addresses outside every allocation (shared-memory windows, faults) are left alone
    assert list(gm.physical(np.array([0x1_0000_0040, a.ptr + gm.GAP // 2]))) == [0x1_0000_0040, a.ptr + gm.GAP // 2]
    assert (a.ptr & (gm.GAP - 1)) == (phys[0] & (gm.GAP - 1))  # alignment is the same in both spaces


def test_mixed_allocation_lanes_are_checked_each(dev):
    """One warp's lanes in two different arrays are each inside an allocation: no fault."""
    gm = dev.gmem
    a, b = dev.array(np.arange(4, dtype=np.uint32)), dev.array(np.arange(10, 14, dtype=np.uint32))
    off, bad = gm.offsets(np.array([a.ptr + 4, b.ptr + 8, a.ptr], dtype=np.uint64), 4)
    assert bad is None
    assert list(gm.buf.view(np.uint32)[off // 4]) == [1, 12, 0]
    off, bad = gm.offsets(np.array([a.ptr, b.ptr + 16, a.ptr - 4], dtype=np.uint64), 4)
    assert list(bad) == [False, True, True]
