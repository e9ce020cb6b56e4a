"""The ``tcsim`` command line, run as a subprocess the way users run it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from tcsim import kernels

SIMT_PTX = Path(__file__).resolve().parent.parent / "data" / "ptx" / "simt" / "simt.ptx"

# small sizes that still exercise every kernel (several CTAs, bounds checks)
SMALL = {"vector_add": "1000", "reduce": "700", "warp_reduce": "1500", "histogram": "3000",
         "sgemm": "33,17,20", "cutlass_sgemm": "130,72,19"}
# tensor-core kernels: their smallest test size, on an architecture that has their form
for _n in kernels.tensor_core_names():
    _s = kernels.get(_n).test_sizes[0]
    SMALL[_n] = ",".join(map(str, _s)) if isinstance(_s, tuple) else str(_s)


def arch_for(name: str) -> str:
    sm = kernels.get(name).min_sm
    return "titan_v" if sm <= 70 else "rtx2080" if sm <= 75 else "a100" if sm <= 80 else "h100"


def tcsim(*args, timeout=120):
    r = subprocess.run([sys.executable, "-m", "tcsim.cli", *map(str, args)],
                       capture_output=True, text=True, timeout=timeout)
    assert "Traceback" not in r.stderr, r.stderr
    return r


def ok(*args, **kw):
    r = tcsim(*args, **kw)
    assert r.returncode == 0, r.stderr
    return r


def test_no_arguments_runs_default_sgemm():
    r = ok()
    size = kernels.get("sgemm").default_size
    assert f"PASS sgemm size={size}" in " ".join(r.stdout.split()), r.stdout
    assert "sgemm_t" in r.stdout  # the launch table (kernel names may be truncated)


def test_run_without_target_is_the_default():
    r = ok("run", "--json")
    d = json.loads(r.stdout)
    assert d["kernel"] == "sgemm" and d["verdict"] == "PASS"


def test_small_sizes_cover_every_bundled_kernel():
    assert sorted(SMALL) == sorted(kernels.names())


@pytest.mark.parametrize("name", kernels.names())
def test_run_bundled_kernel_small(name):
    r = ok("run", name, "--size", SMALL[name], "--arch", arch_for(name))
    words = " ".join(r.stdout.split())
    assert f"PASS {name} size=" in words, r.stdout
    assert "vs numpy" in words


@pytest.mark.parametrize("name", ["vector_add", "sgemm"])
def test_run_bundled_kernel_json(name):
    r = ok("run", name, "--size", SMALL[name], "--json")
    d = json.loads(r.stdout)
    assert d["kernel"] == name and d["verdict"] == "PASS" and d["arch"] == "titan_v"
    assert d["thread_instructions"] == sum(x["thread_instructions"] for x in d["launches"]) > 0
    launch = d["launches"][0]
    assert launch["arch"]["name"] == "titan_v"
    assert launch["arch"]["core"]["sm_count"]["value"] == 80
    assert launch["batches"] >= 1


def test_run_bundled_kernel_other_arch():
    d = json.loads(ok("run", "vector_add", "--size", "64", "--json", "--arch", "rtx2080").stdout)
    assert d["arch"] == "rtx2080" and d["launches"][0]["arch"]["name"] == "rtx2080"


def collatz_steps(x):
    s = 0
    while x != 1:
        x = 3 * x + 1 if x & 1 else x // 2
        s += 1
    return s


def early_return_ref(v, n):
    return np.array([collatz_steps(int(x)) if i < n and x % 4 else -1 for i, x in enumerate(v)], np.int32)


EARLY = ["run", SIMT_PTX, "--kernel", "early_return", "--grid", "2", "--block", "32",
         "--arg", "i32[64]=arange", "--arg", "i32[64]=-1", "--arg", "i32:50"]


def test_run_ptx_file_prints_arrays():
    r = ok(*EARLY, "--show", "100")
    out = r.stdout
    assert "total:" in out and "thread-instructions" in out
    arg0 = out.split("param_0 = ", 1)[1].split("param_1 = ")[0]
    arg1 = out.split("param_1 = ", 1)[1]
    assert np.array_equal(np.array(arg0.strip(" []\n").split(), int), np.arange(64))
    want = early_return_ref(np.arange(64), 50)
    np.testing.assert_array_equal(np.array(arg1.strip(" []\n").split(), int), want)


def test_run_ptx_file_save(tmp_path):
    out = tmp_path / "res.npz"
    r = ok(*EARLY, "--save", out)
    assert f"saved 4 arrays to {out}" in r.stdout
    z = np.load(out)  # by parameter name, before (in_) and after (out_) the run
    assert sorted(z.files) == ["in_param_0", "in_param_1", "out_param_0", "out_param_1"]
    assert z["out_param_0"].dtype == np.int32
    np.testing.assert_array_equal(z["in_param_0"], np.arange(64))
    np.testing.assert_array_equal(z["in_param_1"], np.full(64, -1))
    np.testing.assert_array_equal(z["out_param_0"], np.arange(64))
    np.testing.assert_array_equal(z["out_param_1"], early_return_ref(np.arange(64), 50))


def test_run_ptx_file_json_and_save(tmp_path):
    out = tmp_path / "res.npz"
    r = ok(*EARLY, "--json", "--save", out)
    d = json.loads(r.stdout)  # stdout is only the JSON document
    assert d["ptx"] == str(SIMT_PTX) and d["arch"] == "titan_v"
    assert d["saved"] == {"path": str(out), "arrays": ["in_param_0", "in_param_1", "out_param_0", "out_param_1"]}
    (launch,) = d["launches"]
    assert launch["kernel"] == "early_return"
    assert launch["grid"] == [2, 1, 1] and launch["block"] == [32, 1, 1] and launch["shared_mem"] == 0
    assert launch["mode"] == "functional" and launch["batches"] == 1
    assert launch["warp_instructions"] > 0 and launch["thread_instructions"] >= launch["warp_instructions"]
    cfg = launch["arch"]
    assert cfg["name"] == "titan_v" and cfg["core"]["max_threads_per_cta"]["value"] == 1024
    assert "source" in cfg["core"]["max_threads_per_cta"]
    assert out.is_file()


def test_run_ptx_file_float_arrays_npy_and_2d_launch(tmp_path):
    """sync_after_if over a 2x1 grid of 48-thread blocks, input from a .npy file."""
    inp = np.random.default_rng(0).integers(0, 1000, 96).astype(np.int32)
    np.save(tmp_path / "in.npy", inp)
    out = tmp_path / "o.npz"
    ok("run", SIMT_PTX, "--kernel", "sync_after_if", "--grid", "2,1", "--block", "48",
       "--arg", f"@{tmp_path / 'in.npy'}", "--arg", "i32[96]", "--save", out)
    v = inp.astype(np.int64)
    tid = np.arange(96) % 48
    s = np.where(tid % 3 == 0, v * 2, 1000003 // (v + 1)).reshape(2, 48)
    want = (s[:, ::-1] + np.roll(s, -1, axis=1)).reshape(-1)
    np.testing.assert_array_equal(np.load(out)["out_param_1"], want)


def test_run_ptx_scalar_kinds(tmp_path):
    """Every scalar syntax parses; a wrong one for the kernel is a one-line error."""
    out = tmp_path / "o.npz"
    ok("run", SIMT_PTX, "--kernel", "block_reduce", "--grid", "2", "--block", "64",
       "--arg", "i32[128]=1", "--arg", "i32[2]", "--arg", "u32:0x7f", "--save", out)
    np.testing.assert_array_equal(np.load(out)["out_param_1"], [64, 63])
    r = tcsim("run", SIMT_PTX, "--kernel", "block_reduce", "--grid", "2", "--block", "64",
              "--arg", "i32[128]=1", "--arg", "i32[2]", "--arg", "f32:1.5")
    assert r.returncode == 1
    assert r.stderr.startswith("tcsim: error: kernel block_reduce: argument 2") and r.stderr.count("\n") == 1


def test_list():
    r = ok("list")
    lines = r.stdout.splitlines()
    assert [line.split()[0] for line in lines] == kernels.names() + kernels.amd_names()
    for name in kernels.names() + kernels.amd_names():
        spec = kernels.get(name)
        assert any(line.startswith(name) and f"default size {spec.default_size}" in line for line in lines)


def test_check():
    r = ok("check", SIMT_PTX)
    lines = r.stdout.splitlines()
    names = [line.split(":")[0] for line in lines]
    assert names[:3] == ["if_else", "nested", "loops"] and "call_with_barrier" in names
    br = next(line for line in lines if line.startswith("block_reduce:"))
    assert "4096 B static shared" in br and "params (.u64, .u64, .u32)" in br


def test_check_bundled_ptx():
    ok("check", kernels.ptx_path("cutlass_sgemm"))


def test_config_show_titan_v():
    d = json.loads(ok("config", "show", "titan_v").stdout)
    assert d["name"] == "titan_v" and d["isa"] == "sm_70"
    assert d["core"]["sm_count"]["value"] == 80 and d["core"]["sm_count"]["source"]


def test_config_list():
    assert {"titan_v", "rtx2080", "rtx2080ti"} <= set(ok("config", "list").stdout.split())


def test_help_mentions_commands():
    out = ok("--help").stdout
    for cmd in ("run", "list", "check", "config"):
        assert cmd in out
    run_help = ok("run", "--help").stdout
    for opt in ("--kernel", "--grid", "--block", "--arg", "--size", "--json", "--save"):
        assert opt in run_help


def test_console_script_installed():
    exe = Path(sys.executable).with_name("tcsim")
    if not exe.exists():
        pytest.skip("no tcsim console script next to this interpreter")
    r = subprocess.run([exe, "list"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and "sgemm" in r.stdout


def test_sweep_gemm_json_output_matches_the_files_it_writes(tmp_path):
    csv_path, json_path = tmp_path / "s.csv", tmp_path / "s.json"
    out = ok("sweep", "gemm", "--sizes", "64", "--kernels", "wmma_gemm", "--json",
             "--csv", str(csv_path), "--json-file", str(json_path))
    printed = json.loads(out.stdout)
    # 1295 cycles (1301 while register-bank conflicts were read off PTX virtual register
    # numbers, docs/timing.md)
    assert printed["points"][0]["cycles"] == 1295 and printed["points"][0]["check"] == "PASS"
    saved = json.loads(json_path.read_text())
    assert saved["findings"] == printed["findings"] and saved["points"][0]["cycles"] == 1295
    assert csv_path.read_text().splitlines()[1].startswith("wmma_gemm,64,1295,")
