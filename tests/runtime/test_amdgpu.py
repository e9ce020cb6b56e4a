"""AMD GPUs end to end: bundled HIP kernels on mi200/mi300 (and the real-board configs)
against numpy, the host API's argument checks, the committed assembly's freshness, the
configs, and the CLI's results and one-line errors."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import tcsim
from tcsim import kernels
from tcsim.errors import AsmSyntaxError, ExecutionError, LaunchError

REPO = Path(__file__).resolve().parents[2]

CASES = [pytest.param(arch, name, size, id=f"{arch}-{name}-{size}")
         for arch in ("mi200", "mi300") for name in kernels.amd_names() for size in kernels.get(name).test_sizes]


@pytest.mark.usefixtures("both_drivers")  # functional and CU timing model, compared bit for bit (tests/parity.py)
@pytest.mark.parametrize("arch,name,size", CASES)
def test_bundled_amd_kernel(arch, name, size):
    dev = tcsim.Device(arch=arch)
    launch = kernels.get(name).prepare(dev, size, np.random.default_rng(99))
    launch.run()
    ok, message, details = launch.check()
    assert ok, f"{message}\n{details}"


@pytest.mark.parametrize("arch", ["mi210", "mi300x"])
def test_real_board_configs_run_the_reduction(arch):
    dev = tcsim.Device(arch=arch)
    launch = kernels.get("amd_reduce").prepare(dev, 700, np.random.default_rng(3))
    launch.run()
    assert launch.check().ok


def test_small_batches_give_the_same_result():
    dev = tcsim.Device(arch="mi300")
    dev.max_batch_threads = 256  # one workgroup of 256 work-items per batch
    launch = kernels.get("amd_reduce").prepare(dev, 2000, np.random.default_rng(5))
    res = launch.run()
    assert launch.check().ok and res[0].batches == 8


def test_amd_sources_have_assembly_for_both_targets():
    for name in kernels.amd_names():
        spec = kernels.get(name)
        assert (kernels.data_path(spec.source_file)).is_file()
        for isa in ("gfx90a", "gfx942"):
            assert kernels.asm_path(name, isa).is_file()


@pytest.mark.skipif(shutil.which("clang-19") is None or shutil.which("llc-14") is None,
                    reason="clang-19 / llc-14 not installed: committed assembly cannot be regenerated here")
def test_committed_assembly_is_what_the_compilers_write():
    import re

    ident = re.search(r'\.ident\s+"(.*)"', kernels.asm_path("amd_vector_add", "gfx90a").read_text()).group(1)
    have = subprocess.run(["clang-19", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    if have.strip() != ident.strip():
        pytest.skip(f"committed assembly is from '{ident}', this machine has '{have}'")
    r = subprocess.run([sys.executable, str(REPO / "scripts" / "regen_amdgpu.py"), "--check"],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr


# ------------------------------------------------------------------ configs
def test_amd_configs_are_typed_and_sourced():
    for name in ("mi200", "mi300", "mi210", "mi300x"):
        cfg = tcsim.Device(arch=name).config
        assert cfg.vendor == "amd" and cfg.core is None and cfg.amd.cu.wave_size == 64
        d = cfg.to_dict()
        for sec in ("cu", "memory", "matrix"):
            for field, v in d["amd"][sec].items():
                assert v["source"], f"{name}.amd.{sec}.{field} has no source"
    mi200 = tcsim.Device(arch="mi200").config
    assert mi200.isa == "gfx90a" and mi200.amd.cu.cu_count == 60 and mi200.amd.cu.core_clock_mhz == 1801
    assert mi200.amd.memory.l2_latency == 269 and "Table I" in mi200.source_of("amd.memory.l2_latency")
    assert tcsim.Device(arch="mi300x").config.amd.cu.cu_count == 304
    assert tcsim.Device(arch="mi300").config.isa == "gfx942"


# ------------------------------------------------------------------ host API
@pytest.fixture(scope="module")
def vadd():
    dev = tcsim.Device(arch="mi300")
    return dev, dev.load_asm(kernels.asm_path("amd_vector_add", "gfx942")).get_function("vector_add")


def test_kernarg_hidden_args_are_filled_as_hip_does(vadd):
    dev, f = vadd
    a = dev.array(np.ones(300, np.float32))
    c = dev.empty(300)
    f((2,), (160,), (a, a, c, np.int32(300)))  # blockDim comes from hidden_group_size_x
    assert np.all(c.get() == 2.0)
    seg = next(x for x in dev.gmem.allocs[::-1] if x.label.startswith("kernarg"))
    raw = dev.gmem.read_bytes(seg.start, 288)
    assert raw[32:36].view(np.uint32)[0] == 2 and raw[44:46].view(np.uint16)[0] == 160
    assert raw[96:98].view(np.uint16)[0] == 1  # hidden_grid_dims


@pytest.mark.parametrize("args,match", [
    (lambda d, a: (a, a, a), r"kernel vector_add takes 4 arguments \(pointer, pointer, pointer, 4-byte value\), got 3"),
    (lambda d, a: (a, a, 5, np.int32(1)), r"argument 2 \(global_buffer, 8 bytes\) is a pointer; pass a device array, not int"),
    (lambda d, a: (a, a, a, a), r"argument 3 \(by_value, 4 bytes\) is passed by value, but a device array"),
    (lambda d, a: (a, a, a, np.int64(1)), r"argument 3 \(by_value, 4 bytes\) expects 4 bytes, got int64"),
    (lambda d, a: (a, a, a, 2**40), r"1099511627776 does not fit in 4 bytes"),
])
def test_wrong_launch_arguments(vadd, args, match):
    dev, f = vadd
    a = dev.empty(64)
    with pytest.raises(LaunchError, match=match):
        f((1,), (64,), args(dev, a))


def test_launch_limits_and_vendor_mismatch():
    dev = tcsim.Device(arch="mi200")
    red = dev.load_asm(kernels.asm_path("amd_reduce", "gfx90a")).get_function("reduce_lds")
    x = dev.empty(512)
    with pytest.raises(LaunchError, match="kernel reduce_lds allows at most 256"):
        red((1,), (512,), (x, x, 1))
    with pytest.raises(LaunchError, match="needs 66560 bytes of LDS"):
        red((1,), (256,), (x, x, 1), shared_mem=65536)
    with pytest.raises(LaunchError, match="no kernel named 'nope'"):
        dev.load_asm(kernels.asm_path("amd_reduce", "gfx90a")).get_function("nope")
    with pytest.raises(LaunchError, match="runs AMDGPU assembly"):
        dev.load_ptx(kernels.ptx_path("vector_add"))
    with pytest.raises(LaunchError, match="runs PTX"):
        tcsim.Device(arch="titan_v").load_asm(kernels.asm_path("amd_reduce", "gfx90a"))
    with pytest.raises(AsmSyntaxError, match="compiled for gfx942; mi200 runs gfx90a"):
        dev.load_asm(kernels.asm_path("amd_reduce", "gfx942")).get_function("reduce_lds")((1,), (256,), (x, x, 1))


def test_out_of_bounds_store_reports_kernel_workgroup_lane_and_line():
    dev = tcsim.Device(arch="mi300")
    f = dev.load_asm(kernels.asm_path("amd_vector_add", "gfx942")).get_function("vector_add")
    a, c = dev.array(np.ones(256, np.float32)), dev.empty(100)
    with pytest.raises(ExecutionError) as e:
        f((1,), (256,), (a, a, c, np.int32(256)))
    msg = str(e.value)
    assert msg.startswith("store of 4 bytes at 0x") and "past the end of array(100,) float32" in msg
    assert "kernel vector_add, workgroup (0,0,0), wave 1, lane 36 (work-item (100,0,0))" in msg
    assert "vector_add.gfx942.s:" in msg and "global_store_dword" in msg


# ------------------------------------------------------------------ CLI
def cli(*args):
    return subprocess.run([sys.executable, "-m", "tcsim.cli", *map(str, args)], capture_output=True, text=True)


def test_cli_runs_amd_kernels():
    r = cli("run", "amd_reduce", "--arch", "mi300", "--size", "700")
    assert r.returncode == 0 and "PASS amd_reduce" in r.stdout
    r = cli("run", "vector_add", "--arch", "mi200", "--size", "100", "--json")  # the AMD twin
    d = json.loads(r.stdout)
    assert r.returncode == 0 and d["kernel"] == "amd_vector_add" and d["verdict"] == "PASS"
    assert d["launches"][0]["arch"]["amd"]["cu"]["cu_count"]["value"] == 60


def test_cli_runs_an_assembly_file():
    r = cli("run", kernels.asm_path("amd_vector_add", "gfx90a"), "--arch", "mi200", "--kernel", "vector_add",
            "--grid", "1", "--block", "64", "--arg", "f32[64]=arange", "--arg", "f32[64]=1", "--arg", "f32[64]",
            "--arg", "i32:64")
    assert r.returncode == 0 and "arg2 = [ 1.  2.  3." in r.stdout


def test_cli_check_summarises_assembly():
    r = cli("check", kernels.asm_path("amd_reduce", "gfx942"))
    assert r.returncode == 0
    assert "amdgcn-amd-amdhsa--gfx942, code object v5" in r.stdout
    assert "reduce_lds: " in r.stdout and "1024 B LDS" in r.stdout and "barrier 9" in r.stdout


@pytest.mark.parametrize("edit,expect", [
    (lambda s: s.replace("s_barrier", "s_frobnicate", 1), r":\d+:\d+: unsupported instruction 's_frobnicate'"),
    (lambda s: s.replace("ds_write_b32 v1, v3", "ds_write_b32 v1, v[3", 1),
     r":\d+:22: expected .\]. to close the register range, found end of line"),
    (lambda s: s.replace("\t.amdgpu_metadata", "\t.amdgpu_metadata\n  - [", 1), r"malformed .amdgpu_metadata YAML"),
])
def test_cli_bad_assembly_is_one_line(tmp_path, edit, expect):
    import re

    src = kernels.asm_path("amd_reduce", "gfx90a").read_text()
    p = tmp_path / "bad.s"
    p.write_text(edit(src))
    for cmd in (("check", p), ("run", p, "--arch", "mi200", "--kernel", "reduce_lds", "--grid", "1", "--block", "256",
                                "--arg", "f32[256]", "--arg", "f32[1]", "--arg", "i32:256")):
        r = cli(*cmd)
        assert r.returncode == 1 and r.stderr.count("\n") == 1 and r.stderr.startswith("tcsim: error: ")
        assert re.search(expect, r.stderr), r.stderr


def test_cli_launch_errors_are_one_line():
    s = kernels.asm_path("amd_vector_add", "gfx90a")
    r = cli("run", s, "--arch", "mi200", "--kernel", "vector_add", "--grid", "1", "--block", "64",
            "--arg", "f32[64]", "--arg", "f32[64]", "--arg", "f32[64]")
    assert r.returncode == 1 and "takes 4 arguments" in r.stderr and r.stderr.count("\n") == 1
    r = cli("run", s, "--arch", "mi200", "--kernel", "vector_add", "--grid", "2", "--block", "64",
            "--arg", "f32[64]", "--arg", "f32[64]", "--arg", "f32[64]", "--arg", "i32:128")
    assert r.returncode == 1 and "outside device memory" in r.stderr and "workgroup (1,0,0)" in r.stderr
    r = cli("run", "amd_reduce", "--arch", "titan_v")
    assert r.returncode == 1 and "is an AMD kernel" in r.stderr


def test_cli_config_show_mi300():
    d = json.loads(cli("config", "show", "mi300").stdout)
    assert d["isa"] == "gfx942" and d["amd"]["memory"]["dram_latency"]["value"] == 483


def test_endless_loop_stops_at_the_instruction_limit():
    src = kernels.asm_path("amd_vector_add", "gfx90a").read_text()
    looping = src.replace("; %bb.0:", "; %bb.0:\n.LBBX:\n\ts_branch .LBBX", 1)
    dev = tcsim.Device(arch="mi200")
    dev.max_wave_instructions = 10_000
    f = dev.load_asm(looping).get_function("vector_add")
    a = dev.empty(64)
    with pytest.raises(ExecutionError, match="did not finish within 10,000 wave-instructions .* 's_branch .LBBX'"):
        f((1,), (64,), (a, a, a, np.int32(64)))


def test_scalar_address_must_be_sgprs():
    src = kernels.asm_path("amd_vector_add", "gfx90a").read_text()
    bad = src.replace("global_store_dword v[0:1], v2, off", "global_store_dword v0, v2, 1.5", 1)
    assert bad != src
    with pytest.raises(AsmSyntaxError, match="scalar address of 'global_store_dword' must be an SGPR pair or 'off'"):
        tcsim.Device(arch="mi200").load_asm(bad).program("vector_add")


# ------------------------------------------------------------------ compiled arithmetic vs numpy
def _alu_reference(x, y, f, d):
    from fractions import Fraction

    a, b = x.astype(np.int64), y.astype(np.int64)
    ua, ub = x.view(np.uint32).astype(np.int64), y.view(np.uint32).astype(np.int64)
    w = lambda v: (np.asarray(v, np.int64) & 0xFFFFFFFF).astype(np.uint32).view(np.int32)  # noqa: E731
    fa, fb = f[:64], f[64:128]
    oi = np.zeros((64, 16), np.int32)
    oi[:, 0] = w(a * b + (a >> 3) - (ua >> 5))
    oi[:, 1] = [bin(int(u)).count("1") + (32 - int(u | 1).bit_length()) + ((int(v) | 0x100) & -(int(v) | 0x100)).bit_length() - 1
                for u, v in zip(ua, ub)]
    oi[:, 2] = w((a * b) >> 32)
    oi[:, 3] = w(np.minimum(a, b) ^ np.maximum(ua, ub))
    oi[:, 4] = w(np.trunc(a / 7).astype(np.int64) + ua % 13)
    oi[:, 5] = w(ua // (ub | 1))
    oi[:, 6] = w(np.trunc(fa).astype(np.int64) + np.trunc(np.abs(fb)).astype(np.int64))
    oi[:, 7] = w(np.abs(a))
    sh = ub & 31
    oi[:, 8] = w(((ua << sh) & 0xFFFFFFFF) | (ua >> ((32 - ub) & 31)))
    oi[:, 9] = w(x.astype(np.int16).astype(np.int64) + y.astype(np.int8).astype(np.int64))
    of = np.zeros((64, 8), np.float32)
    f64 = lambda v: np.asarray(v, np.float64)  # noqa: E731
    of[:, 0] = (f64(fa) * f64(fb) + 1.5).astype(np.float32)  # exact product, one rounding (no tie at these sizes)
    of[:, 1] = np.minimum(fa, fb) + np.maximum(fa, fb) * np.float32(2)
    of[:, 2] = x.astype(np.float32) * np.float32(0.25) + x.view(np.uint32).astype(np.float32)
    of[:, 3] = ((np.floor(fa) + np.ceil(fb)) + np.trunc(fa * np.float32(3.3))) + np.rint(fb * np.float32(7.1))
    of[:, 4] = np.where(fa > fb, fa - fb, fb * fa)
    of[:, 5] = fa.astype(np.float16).astype(np.float32) + (fb.astype(np.float16) * fa.astype(np.float16)).astype(np.float32)
    of[:, 6] = np.copysign(fa, fb) + np.abs(fb)
    od = np.zeros((64, 4), np.float64)
    od[:, 0] = d * 4.0 + fa.astype(np.float64)
    od[:, 1] = [float(Fraction(float(v)) * Fraction(float(v)) - 1) for v in d]
    od[:, 2] = x.astype(np.float64) + np.trunc(d)
    od[:, 3] = np.minimum(d, fb.astype(np.float64))
    return oi, of, od


@pytest.mark.parametrize("arch,isa", [("mi200", "gfx90a"), ("mi300", "gfx942")])
def test_compiled_arithmetic_matches_numpy(arch, isa):
    rng = np.random.default_rng(11)
    x = rng.integers(-2**31, 2**31, 64, dtype=np.int64).astype(np.int32)
    y = rng.integers(-2**31, 2**31, 64, dtype=np.int64).astype(np.int32)
    x[:4] = [-2**31, -1, 0, 2**31 - 1]
    y[:4] = [-1, 2**31 - 1, 7, 0]
    f = rng.uniform(-100, 100, 128).astype(np.float32)
    d = rng.uniform(-1000, 1000, 64)
    dev = tcsim.Device(arch=arch)
    fn = dev.load_asm(REPO / "tests" / "data" / "amdgpu" / f"alu_mix.{isa}.s").get_function("alu_mix")
    oi, of, od = dev.zeros((64, 16), np.int32), dev.zeros((64, 8), np.float32), dev.zeros((64, 4), np.float64)
    fn((1,), (64,), (dev.array(x), dev.array(y), dev.array(f), dev.array(d), oi, of, od))
    wi, wf, wd = _alu_reference(x, y, f, d)
    for k in range(10):
        assert np.array_equal(oi.get()[:, k], wi[:, k]), (k, oi.get()[:, k][:6], wi[:, k][:6])
    for k in range(7):
        assert np.array_equal(of.get()[:, k].view(np.uint32), wf[:, k].view(np.uint32)), (k, of.get()[:4, k], wf[:4, k])
    for k in range(4):
        assert np.array_equal(od.get()[:, k], wd[:, k]), (k, od.get()[:4, k], wd[:4, k])


# ------------------------------------------------------------------ one wave at a time
def _step_waves(st, prog, clock_per_issue: int = 1):
    """A minimal timing-style driver: round-robin, one wave's instruction per issue, the
    clock set before each issue, s_barrier per workgroup; uses the same semantics."""
    from tcsim.exec.amdgpu.driver import issue

    pcs = [0] * st.W
    state = ["run"] * st.W
    cycle = 0
    while any(s != "end" for s in state):
        for w in range(st.W):
            if state[w] != "run":
                continue
            st.clock = cycle
            cycle += clock_per_issue
            what, nxt = issue(st, prog.ops[pcs[w]], slice(w, w + 1))
            if what == "split":
                what = "jump" if st.last_taken[0] else "next"
                nxt = nxt if what == "jump" else pcs[w] + 1
            if what in ("next", "jump"):
                pcs[w] = nxt
            elif what == "end":
                state[w] = "end"
            else:
                pcs[w], state[w] = nxt, "bar"
        for g in range(st.nwg):
            waves = [w for w in range(st.W) if st.wg_slot[w] == g]
            live = [w for w in waves if state[w] != "end"]
            if live and all(state[w] == "bar" for w in live):
                for w in live:
                    state[w] = "run"


def _wave_state(dev, path, name, grid, block, args):
    from tcsim.exec.amdgpu.state import GridInfo, WaveState
    from tcsim.runtime.asm import init_waves
    from tcsim.runtime.kernarg import pack_kernargs

    mod = dev.load_asm(path)
    prog = mod.program(name)
    k = mod.module.kernels[name]
    kargs = pack_kernargs(k, args, (grid, 1, 1), (block, 1, 1), 0)
    kaddr = dev.gmem.alloc(len(kargs), label="kernarg segment")
    dev.gmem.write_bytes(kaddr, kargs)
    ids = np.stack([np.arange(grid), np.zeros(grid, int), np.zeros(grid, int)], axis=1)
    st = WaveState(prog, GridInfo(name, (grid, 1, 1), (block, 1, 1), dev.arch), ids, dev.gmem,
                   k.meta["group_segment_fixed_size"])
    init_waves(st, prog, kargs, kaddr, 0, 0, 1)
    return st, prog


def test_single_wave_issue_runs_the_reduction():
    dev = tcsim.Device(arch="mi200")
    x = np.random.default_rng(4).integers(-8, 9, 700).astype(np.float32)
    out = dev.empty(3)
    st, prog = _wave_state(dev, kernels.asm_path("amd_reduce", "gfx90a"), "reduce_lds", 3, 256,
                           (dev.array(x), out, np.int32(700)))
    _step_waves(st, prog)
    pad = np.zeros(768, np.float32)
    pad[:700] = x
    assert np.array_equal(out.get(), pad.reshape(3, 256).sum(1))


def test_memtime_reads_the_clock_a_driver_sets():
    dev = tcsim.Device(arch="mi200")
    a, d, t = dev.array(np.ones(64, np.float32)), dev.empty(256), dev.zeros(1, np.int64)
    st, prog = _wave_state(dev, REPO / "tests" / "data" / "amdgpu" / "mfma_memtime.gfx90a.s", "k", 1, 64, (a, d, t))
    _step_waves(st, prog, clock_per_issue=10)
    ops = [op.ins.opcode for op in prog.ops]
    first = ops.index("s_memtime")
    assert t.get()[0] == 10 * (ops.index("s_memtime", first + 1) - first)


@pytest.mark.parametrize("arch,isa", [("mi200", "gfx90a"), ("mi300", "gfx942")])
def test_3d_launch_ids(arch, isa):
    dev = tcsim.Device(arch=arch)
    grid, block = (3, 2, 2), (8, 4, 3)
    n = 12 * 96
    out = dev.zeros((n, 4), np.uint32)
    dev.load_asm(REPO / "tests" / "data" / "amdgpu" / f"ids3d.{isa}.s").get_function("ids3d")(grid, block, (out,))
    got = out.get()
    want = np.zeros((n, 4), np.uint32)
    for bz in range(2):
        for by in range(2):
            for bx in range(3):
                for tz in range(3):
                    for ty in range(4):
                        for tx in range(8):
                            i = (bx + 3 * (by + 2 * bz)) * 96 + tx + 8 * (ty + 4 * tz)
                            want[i] = [tx | ty << 10 | tz << 20, bx | by << 10 | bz << 20, 8 | 4 << 10 | 3 << 20, 3 | 2 << 10]
    assert np.array_equal(got, want)


@pytest.mark.parametrize("arch,isa", [("mi200", "gfx90a"), ("mi300", "gfx942")])
def test_private_memory_buffer_scratch_and_flat(arch, isa):
    """gfx90a spills through the private segment buffer (buffer_* with a swizzled V#),
    gfx942 through scratch_*; volatile arrays go through flat pointers into the private
    aperture. All must agree on one swizzled scratch layout."""
    dev = tcsim.Device(arch=arch)
    idx = np.random.default_rng(1).integers(0, 1000, 64).astype(np.int32)
    out = dev.zeros(128, np.int32)
    fn = dev.load_asm(REPO / "tests" / "data" / "amdgpu" / f"private_array.{isa}.s").get_function("private_array")
    fn((2,), (64,), (dev.array(idx), out))
    a = lambda t, k: k * t + idx[(t + k) % 64]  # noqa: E731
    want = [a(t, idx[t % 64] % 48) + a(t, (idx[t % 64] + (idx[t % 64] & 3)) % 48) * 1000 for t in range(128)]
    assert np.array_equal(out.get(), want)

