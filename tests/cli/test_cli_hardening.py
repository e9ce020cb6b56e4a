"""The command line refuses every bad invocation with one ``tcsim: error:`` line and a non-zero
exit status — never a traceback or an ``internal error`` (issue 11 item 6). The table below is
the outcome of fuzzing every sub-command; each row is cheap (the error comes before any
simulation)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import numpy as np
import pytest
from clikit import cli

ONE_KERNEL = """.version 7.0
.target sm_70
.address_size 64
.visible .entry k(.param .u64 p, .param .u32 n)
{
.reg .b64 %rd<3>;
.reg .b32 %r<3>;
ld.param.u64 %rd1, [p];
cvta.to.global.u64 %rd1, %rd1;
mov.u32 %r1, %tid.x;
mul.wide.u32 %rd2, %r1, 4;
add.s64 %rd1, %rd1, %rd2;
st.global.u32 [%rd1], %r1;
ret;
}
"""
AMD_ASM = Path(__file__).resolve().parents[1] / "data" / "amdgpu" / "alu_mix.gfx942.s"




@pytest.fixture
def files(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "one.ptx").write_text(ONE_KERNEL)
    (tmp_path / "bad.npy").write_text("not numpy")
    np.save(tmp_path / "empty.npy", np.zeros(0))
    (tmp_path / "bad.toml").write_text('name = "x"\n[core\n')
    return tmp_path


P = ["run", "one.ptx", "--grid", "1", "--block", "32"]
BAD = [
    # run: seeds, fills out of range, sizes, shapes
    (["run", "vector_add", "--seed", "-1"], "--seed must be a non-negative integer"),
    (["run", "--arch", "mi300", "--seed", "-1"], "--seed"),
    ([*P, "--arg", "u8[4]=300", "--arg", "u32:1"], "300 is out of range for u8 (0 to 255)"),
    ([*P, "--arg", "i8[4]=-129", "--arg", "u32:1"], "out of range for i8"),
    ([*P, "--arg", "u32[4]=-1", "--arg", "u32:1"], "out of range for u32"),
    ([*P, "--arg", "f16[4]=1e10", "--arg", "u32:1"], "out of range for f16"),
    ([*P, "--arg", "u8[300]=arange", "--arg", "u32:1"], "does not fit in u8"),
    ([*P, "--arg", "u32[4]", "--arg", "u32:4294967296"], "out of range for u32"),
    ([*P, "--arg", "u32[4]", "--arg", "f32:1e40"], "out of range for f32"),
    ([*P, "--arg", "u32[4]", "--arg", "i32:abc"], "not a valid i32"),
    ([*P, "--arg", "u32[0]", "--arg", "u32:1"], "at least 1"),
    ([*P, "--arg", "u32[100000000000]", "--arg", "u32:1"], "at most 1 GiB per array"),
    ([*P, "--arg", "@bad.npy", "--arg", "u32:1"], "cannot load a numpy array"),
    ([*P, "--arg", "@empty.npy", "--arg", "u32:1"], "the array is empty"),
    ([*P, "--arg", "@missing.npy", "--arg", "u32:1"], "no such file"),
    (["run", "vector_add", "--size", "100000000000"], "--size 100000000000"),
    (["run", "vector_add", "--size", "0"], "--size 0"),
    (["run", "sgemm", "--size", "1,2"], "--size 1,2"),
    (["run", "vector_add", "--grid", "4"], "--grid: for a .ptx or .s file"),
    (["run", "vector_add", "--registers", "5"], "--registers"),
    (["run", "vector_add", "--shared-mem", "5"], "--shared-mem"),
    (["run", "one.ptx", "--block", "32"], "needs --grid and --block"),
    ([*P, "--arg", "u32[4]", "--arg", "u32:1", "--size", "4"], "--size is for bundled kernels"),
    ([*P, "--arg", "u32[4]", "--arg", "u32:1", "--show", "-1"], "--show"),
    (["run", ".", "--grid", "1", "--block", "1"], "not a file"),
    (["run", "one.ptx", "--grid", "1", "--block", "32", "--arch", "mi300"], "is PTX; mi300 is an AMD GPU"),
    (["run", AMD_ASM, "--grid", "1", "--block", "64", "--arch", "titan_v"], "is AMDGPU assembly (gfx942)"),
    # output paths are checked before the run
    (["run", "vector_add", "--save", "."], "--save .: give a file name, not a directory"),
    (["run", "vector_add", "--save", "no/such/dir/x.npz"], "no such directory"),
    (["run", "wmma_gemm", "--plot", "no/dir/x.png"], "--plot"),
    (["fragments", "--picture", "."], "--picture .: give a file name"),
    (["fragments", "--picture", "pic"], "--picture pic: name the picture with its format"),  # not pic.png
    (["fragments", "--picture", "pic.xyz"], "(got .xyz)"),
    (["run", "wmma_gemm", "--plot", "timeline"], "--plot timeline: name the picture with its format"),
    (["sweep", "gemm", "--sizes", "64", "--plot", "sweep"], "--plot sweep"),
    (["sweep", "gemm", "--sizes", "16", "--csv", "no/dir/x.csv"], "--csv"),
    (["sweep", "gemm", "--sizes", "16", "--json-file", "."], "--json-file"),
    # arch, config file and overrides
    (["run", "vector_add", "--arch", ""], "unknown architecture ''"),
    (["run", "vector_add", "--arch", "../x"], "is not an architecture name"),
    (["run", "vector_add", "--config", "bad.toml"], "bad.toml:2:6: TOML syntax error"),
    (["run", "vector_add", "--config", "missing.toml"], "missing.toml: cannot read config file"),
    (["run", "vector_add", "--config", "bad.toml", "--arch", "titan_v"], "give --arch or --config, not both"),
    (["run", "vector_add", "--set", "core.sm_count=0"], "core.sm_count: must be from 1"),
    (["run", "vector_add", "--set", "core.sm_count=eighty"], "core.sm_count: must be an integer"),
    (["run", "vector_add", "--set", "core.sm_cnt=4"], "core.sm_cnt: unknown key (did you mean core.sm_count?)"),
    (["run", "vector_add", "--set", "core.sm_count"], "expected key=value"),
    (["bench", "latency", "--set", "timing.issue.scheduler=bogus"], "timing.issue.scheduler: must be one of"),
    (["sweep", "gemm", "--sizes", "16", "--set", "timing.hmma.fedp_per_core=0"], "timing.hmma.fedp_per_core"),
    (["fragments", "--set", "tensor.family=bogus"], "tensor.family"),
    (["check", "one.ptx", "--set", "core.sm_count=x"], "core.sm_count"),
    (["config", "show", "titan_v", "--set", "amd.cu.cu_count=4"], "amd.cu.cu_count"),
    (["config", "show"], "tcsim config show NAME or --config FILE"),
    (["config", "list", "titan_v"], "takes no name"),
    (["mfma", "v_mfma_f32_32x32x8_f16", "--config", "bad.toml"], "TOML syntax error"),
    (["mfma", "v_mfma_f32_32x32x8_f16", "--list"], "--list lists every MFMA"),
    (["mfma", "v_mfma_f32_32x32x8_f16", "--blgp", "2"], "give --matrix"),
    (["config", "show", "titan_v", "--keys"], "--keys lists every key"),
    # fragments, sweep, bench
    (["fragments", "--arch", "mi300"], "fragments shows wmma fragment maps of NVIDIA GPUs"),
    (["fragments", "--shape", "bogus"], "--shape must look like m16n16k16"),
    (["fragments", "--type", "f64"], "wmma supports f16 A/B"),
    (["sweep", "gemm", "--sizes", ""], "--sizes needs at least one size"),
    (["sweep", "gemm", "--sizes", ","], "--sizes needs at least one size"),
    (["sweep", "gemm", "--sizes", "abc"], "--sizes must be integers"),
    (["sweep", "gemm", "--sizes", "-16"], "--sizes needs positive sizes"),
    (["sweep", "gemm", "--sizes", "99999999999984"], "--sizes 99999999999984: needs about"),
    (["sweep", "gemm", "--sizes", "16", "--kernels", ""], "--kernels needs at least one kernel"),
    (["sweep", "gemm", "--sizes", "16", "--kernels", "vector_add"], "not a bundled tensor-core kernel"),
    (["sweep", "gemm", "--sizes", "16", "--arch", "mi300"], "amd_mfma_gemm: M and N must be multiples of 64"),
    (["sweep", "gemm", "--kernels", "wmma_gemm", "--arch", "mi300"], "not a bundled matrix-core kernel of mi300"),
    (["bench", "latency", "--arch", "mi300"], "runs on NVIDIA GPUs"),
    (["bench", "memory", "bogus"], "unknown memory benchmark 'bogus'"),
    (["bench", "latency", "pchase"], "takes no benchmark names"),
    (["bench", "latency", "--full"], "--full is for 'tcsim bench memory'"),
    (["bench", "latency", "--sms", "3"], "--sms is for 'tcsim bench throughput'"),
    (["bench", "throughput", "--sms", "0"], "--sms must be from 1 to 80"),
    (["bench", "mfma"], "bench mfma runs on AMD GPUs"),
    (["bench", "memory", "--arch", "mi200"], "and on AMD GPUs with a memory hierarchy (mi210, mi250x, mi300x)"),
    (["bench", "memory", "l1-capacity", "--arch", "mi210"], "unknown memory benchmark 'l1-capacity' (known: pchase, stream)"),
    (["bench", "mfma", "--arch", "mi300", "--mfma-scale", "nan"], "--mfma-scale must be a positive number"),
    (["bench", "hmma", "--config", "bad.toml"], "TOML syntax error"),
    # argparse's own mistakes are one line too
    (["run", "--mode", "bogus"], "invalid choice"),
    (["bench", "bogus"], "invalid choice"),
    (["--bogus"], "unrecognized arguments"),
]


@pytest.mark.parametrize("argv, message", BAD, ids=[" ".join(map(str, a))[:60] for a, _ in BAD])
def test_bad_invocation_is_one_line_error(files, capsys, argv, message):
    rc, _, err = cli(capsys, *argv)
    assert rc in (1, 2), (rc, err)
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("tcsim: error: "), err
    assert "internal error" not in err and "Traceback" not in err
    assert message in lines[0], err


def test_save_names_arrays_by_parameter_and_keeps_inputs(files, capsys):
    rc, out, err = cli(capsys, *P, "--arg", "u32[32]=7", "--arg", "u32:32", "--save", "res")
    assert rc == 0, err
    # exactly the path given (np.savez alone would have written res.npz)
    assert "saved 2 arrays to res: in_p, out_p" in out and Path("res").is_file() and not Path("res.npz").exists()
    z = np.load("res")
    np.testing.assert_array_equal(z["in_p"], np.full(32, 7))
    np.testing.assert_array_equal(z["out_p"], np.arange(32))


def test_save_for_a_bundled_kernel(files, capsys):
    rc, out, err = cli(capsys, "run", "vector_add", "--size", "100", "--save", "va.npz", "--json")
    assert rc == 0, err
    d = json.loads(out)
    assert d["saved"]["arrays"] == ["in_param_0", "in_param_1", "in_param_2", "out_param_0", "out_param_1",
                                    "out_param_2"]
    z = np.load("va.npz")
    np.testing.assert_array_equal(z["out_param_2"], z["in_param_0"] + z["in_param_1"])
    assert not z["in_param_2"].any()  # c before the run


def test_kernel_is_optional_when_the_file_has_one(files, capsys):
    rc, out, err = cli(capsys, *P, "--arg", "u32[32]", "--arg", "u32:32", "--json")
    assert rc == 0, err
    assert json.loads(out)["kernel"] == "k"


def test_assembly_file_picks_its_gpu(files, capsys):
    args = [a for _ in range(7) for a in ("--arg", "u32[1024]")]
    rc, out, err = cli(capsys, "run", AMD_ASM, "--grid", "1", "--block", "64", *args, "--json")
    assert rc == 0, err
    assert json.loads(out)["arch"] == "mi300"


def test_piped_tables_are_not_cut_at_80_columns(files, capsys):
    rc, out, err = cli(capsys, "run", "vector_add", "--size", "100")
    assert rc == 0, err
    header = next(line for line in out.splitlines() if "kernel" in line and "grid" in line)
    assert "M thread-instr/s" in header and len(header) > 80
    total = next(line for line in out.splitlines() if line.startswith("total:"))
    assert total.rstrip().endswith("arch titan_v")  # one line, not wrapped


def test_no_progress_drawn_when_stderr_is_not_a_terminal(files, capsys):
    rc, _, err = cli(capsys, "run", "vector_add", "--size", "100")
    assert rc == 0 and err == ""


def test_unwritable_output_refused_before_the_run(files, capsys):
    if os.geteuid() == 0:
        pytest.skip("root can write anywhere")
    ro = files / "ro"
    ro.mkdir(mode=0o555)
    rc, out, err = cli(capsys, "run", "vector_add", "--save", ro / "x.npz")
    assert rc == 1 and "cannot create a file in" in err and out == ""
