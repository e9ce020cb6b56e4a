"""Spec validation: every mistake is one line naming the spec's line and key, before anything runs."""

from __future__ import annotations

import subprocess

import pytest
from sweep_helpers import env, tcsim_cmd

from tcsim.sweep.modes import MODES, Outcome
from tcsim.sweep.points import expand
from tcsim.sweep.spec import SpecError, read_spec

FILE_KERNEL = """[[kernel]]
file = "vector_add.ptx"
grid = "{n}/128"
block = 128
args = ["f32[{n}]=rand", "f32[{n}]=rand", "f32[{n}]", "u32:{n}"]
sizes = [1000, 4096]
"""

BAD = [
    ('kernels = ["wmma_gemm"]\n[config]\n"timing.hmma.fedp_per_core" = [4, 0]\n',
     "spec.toml:3: config.timing.hmma.fedp_per_core: on titan_v: titan_v.toml: override timing.hmma.fedp_per_core: must be from 1"),
    ('kernels = ["wmma_gemm"]\n[config]\ntiming.hmma.fedp_per_cor = [4]\n',
     "spec.toml:3: config.timing.hmma.fedp_per_cor: unknown config key (did you mean timing.hmma.fedp_per_core?)"),
    ('kernels = ["wmma_gemm"]\n[config]\n"timing.hmma.fedp_per_core" = 8\n',
     "spec.toml:3: config.timing.hmma.fedp_per_core: give a list of values"),
    ('kernels = ["amd_reduce"]\narchs = ["mi200"]\n[config]\n"device.mfma_scale" = [1.0, -2.0]\n',
     "spec.toml:4: config.device.mfma_scale: on mi200: mfma_scale must be a positive number, not -2.0"),
    ('kernels = ["wmma_gemm"]\n[config]\n"device.tensor_arithmetic" = ["bogus"]\n',
     "spec.toml:3: config.device.tensor_arithmetic: on titan_v: tensor_arithmetic='bogus' is not"),
    ('kernels = ["wmma_gem"]\n', "spec.toml:1: kernels: unknown bundled kernel 'wmma_gem'"),
    ('kernels = ["wmma_gemm"]\nmodes = ["timing", "bogus"]\n', "spec.toml:2: modes: unknown mode 'bogus' (known: functional, timing"),
    ('kernels = ["wmma_gemm"]\nsizes = [63]\n', "spec.toml:2: sizes: wmma_gemm at size 63: "),
    ('kernels = ["wmma_gemm"]\nsizes = [-4]\n', "spec.toml:2: sizes: a size is a positive integer"),
    ('kernelz = ["wmma_gemm"]\n', "spec.toml:1: kernelz: unknown key"),
    ('kernels = ["wmma_gemm"]\narchs = ["titan_x"]\n', "spec.toml:2: archs: on titan_x: unknown architecture 'titan_x'"),
    ('kernels = ["amd_reduce"]\n', "spec.toml:1: kernels: runs on none of the archs: amd_reduce is an AMD kernel"),
    ('kernels = ["wmma_gemm"]\n[[point]]\nkernel = "wmma_gemm"\narch = "mi300"\n',
     "spec.toml:4: point[0].arch: wmma_gemm is an NVIDIA kernel; mi300 is an AMD GPU"),
    ('kernels = ["wmma_gemm"]\nseed = -1\n', "spec.toml:2: seed: must be a non-negative integer"),
    ('kernels = ["wmma_gemm"\n', "spec.toml:1: TOML syntax error: Unclosed array (at the end of the file)"),
    ('name = "x"\n', "the spec names no kernel"),
    (FILE_KERNEL.replace(', "u32:{n}"', ""), "spec.toml:5: kernel[0].args: kernel vector_add takes 4 arguments; 3 given"),
    (FILE_KERNEL.replace('"{n}/128"', '"{m}/128"'), "spec.toml:3: kernel[0].grid: placeholder 'm' is not defined"),
    (FILE_KERNEL.replace('"{n}/128"', '"{n}/0"'), "spec.toml:3: kernel[0].grid: division by zero"),
    (FILE_KERNEL.replace('"{n}/128"', '"__import__(1)"'), "is not an integer expression"),
    (FILE_KERNEL.replace("u32:{n}", "q32:{n}"), "spec.toml:5: kernel[0].args: q32:1000: expected TYPE:VALUE"),
    (FILE_KERNEL.replace("u32:{n}", "@x.npy"), ".npy arguments are not supported"),
    (FILE_KERNEL.replace("vector_add.ptx", "nothere.ptx"), "spec.toml:2: kernel[0].file: no such file"),
    (FILE_KERNEL.replace("vector_add.ptx", "vector_add.cu"), "is neither PTX (.ptx) nor AMDGPU assembly"),
    (FILE_KERNEL + 'entry = "nope"\n', "spec.toml:7: kernel[0].entry: "),
    (FILE_KERNEL.replace("grid =", "gird ="), "spec.toml:3: kernel[0].gird: unknown key (did you mean grid?)"),
    ('[[kernel]]\nname = "sgemm"\ngrid = 4\n', "spec.toml:3: kernel[0].grid: only for a kernel from a file"),
    ('kernels = ["wmma_gemm"]\n[config]\n"device.mfma_scale" = [1.0, 2.0]\n',
     "spec.toml:3: config.device.mfma_scale: device.mfma_scale = 2.0 is for AMD GPUs, and no AMD kernel runs on an AMD GPU"),
    ('kernels = ["wmma_gemm"]\n[[point]]\nkernel = "wmma_gemm"\nconfig = {"device.hazards" = "record"}\n',
     "spec.toml:4: point[0].config: device.hazards is for AMD GPUs; titan_v is an NVIDIA GPU"),
]


@pytest.mark.parametrize("text,message", BAD)
def test_a_bad_spec_is_one_line_naming_its_line_and_key(spec_dir, text, message):
    path = spec_dir(text)
    with pytest.raises(SpecError) as e:
        expand(read_spec(path))
    assert message in str(e.value) and "\n" not in str(e.value)
    assert str(e.value).startswith(str(path))


def test_the_cli_prints_the_error_and_runs_nothing(spec_dir, tmp_path):
    path = spec_dir('kernels = ["wmma_gemm"]\nsizes = [64]\n[config]\n"timing.hmma.fedp_per_core" = [8, 2000]\n')
    r = subprocess.run(tcsim_cmd("sweep", path), capture_output=True, text=True, env=env(), timeout=120)
    assert r.returncode == 1 and r.stderr.startswith("tcsim: error: ") and r.stderr.count("\n") == 1, r.stderr
    assert f"{path}:4: config.timing.hmma.fedp_per_core" in r.stderr
    assert not (tmp_path / "spec.db").exists()  # validated before the database is even made


def test_product_explicit_points_and_dedup(spec_dir):
    spec = read_spec(spec_dir('kernels = ["wmma_gemm", "vector_add"]\nsizes = [64, 128]\narchs = ["titan_v", "rtx2080"]\n'
                              'modes = ["timing", "functional"]\n[config]\n"timing.hmma.fedp_per_core" = [4, 8]\n'))
    ex = expand(spec)
    assert len(ex.points) == 2 * 2 * 2 * 2 * 2 and not ex.skipped and not ex.duplicates
    assert len({p.key for p in ex.points}) == len(ex.points)
    # an override equal to the arch's own value is the same simulation as no override
    from tcsim.arch import load_config

    fedp = load_config("titan_v").timing.hmma.fedp_per_core
    spec = read_spec(spec_dir(f'kernels = ["wmma_gemm"]\nsizes = [64]\n[[point]]\nkernel = "wmma_gemm"\n'
                              f'[[point]]\nkernel = "wmma_gemm"\nconfig = {{ "timing.hmma.fedp_per_core" = {fedp} }}\n'
                              f'[[point]]\nkernel = "wmma_gemm"\nsize = 128\nmode = "functional"\n'))
    ex = expand(spec)
    assert [(p.size, p.mode) for p in ex.points] == [(64, "timing"), (128, "functional")] and ex.duplicates == 1


def test_mixed_vendors_leave_out_what_cannot_run(spec_dir):
    ex = expand(read_spec(spec_dir('kernels = ["vector_add", "amd_vector_add", "wmma_gemm_int8"]\n'
                                   'archs = ["titan_v", "rtx2080", "mi300"]\nsizes = [256]\n')))
    got = sorted((p.kernel, p.arch) for p in ex.points)
    assert got == [("amd_vector_add", "mi300"), ("vector_add", "rtx2080"), ("vector_add", "titan_v"),
                   ("wmma_gemm_int8", "rtx2080")]
    assert ex.skipped == 5


def test_file_kernels_fill_in_their_size(spec_dir):
    ex = expand(read_spec(spec_dir(FILE_KERNEL)))
    assert [(p.grid, p.block, p.args[-1]) for p in ex.points] == [((8,), (128,), "u32:1000"), ((32,), (128,), "u32:4096")]
    assert ex.points[0].language == "ptx" and ex.points[0].kernel == "vector_add"


def test_the_key_follows_the_code_the_config_and_the_version(spec_dir, monkeypatch):
    text = FILE_KERNEL.replace("sizes = [1000, 4096]", "sizes = [1000]")
    key = expand(read_spec(spec_dir(text))).points[0].key
    assert expand(read_spec(spec_dir(text))).points[0].key == key
    assert expand(read_spec(spec_dir(text + 'registers = 32\n'))).points[0].key != key
    assert expand(read_spec(spec_dir(text + '[config]\n"core.sm_count" = [4]\n'))).points[0].key != key
    ptx = spec_dir("", "vector_add.ptx")  # the same kernel with a comment more: other bytes, other key
    from tcsim import kernels

    ptx.write_text(kernels.ptx_text("vector_add") + "// changed\n")
    assert expand(read_spec(spec_dir(text))).points[0].key != key
    ptx.write_text(kernels.ptx_text("vector_add"))
    from tcsim.sweep import points

    monkeypatch.setattr(points, "tcsim_version", lambda: "0.1.0+another-source")  # other code, same version number
    assert expand(read_spec(spec_dir(text))).points[0].key != key


def test_a_new_mode_plugs_in_at_one_place(spec_dir, monkeypatch):
    """The sampled-timing and replay modes will be entries of MODES; the spec accepts what MODES has."""
    from tcsim.sweep.worker import run_point

    def fake(point):
        return Outcome([], None, 0.0, {"error_bound": 0.01})
    monkeypatch.setitem(MODES, "timing-sampled", fake)
    ex = expand(read_spec(spec_dir('kernels = ["vector_add"]\nsizes = [64]\nmodes = ["timing-sampled"]\n')))
    row = run_point(ex.points[0])
    assert row["status"] == "ok" and row["mode"] == "timing-sampled" and '"error_bound": 0.01' in row["extra"]


def test_device_options_are_swept_like_config_keys(spec_dir):
    """``device.mfma_scale`` (seed 004 §V-B what-if) reaches the Device of each point."""
    from tcsim.sweep.worker import run_point

    ex = expand(read_spec(spec_dir('kernels = ["amd_mfma_gemm"]\narchs = ["mi200"]\nsizes = [64]\n'
                                   '[config]\n"device.mfma_scale" = [1.0, 2.0]\n"device.hazards" = ["record"]\n')))
    # (LLVM's s_nops fall short of the wait states at scale 2, docs/amdgpu.md: record, not stop)
    assert [p.device for p in ex.points] == [{"mfma_scale": 1.0, "hazards": "record"}, {"mfma_scale": 2.0, "hazards": "record"}]
    rows = [run_point(p) for p in ex.points]
    assert rows[0]["cycles"] < rows[1]["cycles"] and rows[0]["key"] != rows[1]["key"]
    assert rows[1]["config"] == '{"device.hazards": "record", "device.mfma_scale": 2.0}' and rows[1]["verdict"] == "PASS"


def test_a_config_file_is_found_next_to_the_spec(spec_dir, tmp_path, monkeypatch):
    from importlib import resources

    from tcsim.arch import load_config

    text = (resources.files("tcsim.arch") / "gpus" / "titan_v.toml").read_text()
    (tmp_path / "mine.toml").write_text(text.replace('name = "titan_v"', 'name = "mine"', 1))
    spec = spec_dir('kernels = ["vector_add"]\nsizes = [64]\narchs = ["mine.toml"]\n')
    monkeypatch.chdir(tmp_path.parent)  # not the spec's directory
    (point,) = expand(read_spec(spec)).points
    assert point.arch == "mine" and point.resolved.timing == load_config("titan_v").timing


def test_sampled_timing_is_a_sweep_mode(spec_dir):
    """``timing-sampled`` (docs/sampling.md) runs a point with sampled timing: a kernel that
    ends within its sample is timed in full, so its cycles equal the timing mode's, and the
    estimate's record (exact, bound) is stored in ``extra``."""
    import json

    from tcsim.sweep.worker import run_point

    ex = expand(read_spec(spec_dir('kernels = ["wmma_gemm_shared"]\nsizes = [64]\nmodes = ["timing", "timing-sampled"]\n')))
    rows = {p.mode: run_point(p) for p in ex.points}
    assert rows["timing-sampled"]["status"] == "ok" and rows["timing-sampled"]["verdict"] == "PASS"
    assert rows["timing-sampled"]["cycles"] == rows["timing"]["cycles"]
    (est,) = json.loads(rows["timing-sampled"]["extra"])["sample"]
    assert est["exact"] and est["low"] == est["high"] == rows["timing"]["cycles"]
    assert "sampled" not in json.loads(rows["timing-sampled"]["extra"])


def test_sampled_timing_of_an_amd_kernel_is_full_timing_and_says_so(spec_dir):
    import json

    from tcsim.sweep.worker import run_point

    ex = expand(read_spec(spec_dir('kernels = ["amd_vector_add"]\narchs = ["mi200"]\nmodes = ["timing", "timing-sampled"]\n')))
    rows = {p.mode: run_point(p) for p in ex.points}
    assert rows["timing-sampled"]["cycles"] == rows["timing"]["cycles"] and rows["timing-sampled"]["verdict"] == "PASS"
    extra = json.loads(rows["timing-sampled"]["extra"])
    assert extra["sample"] == [] and extra["sampled"] == "full timing: sampled timing serves PTX timing launches"


def test_amd_only_device_options_leave_out_the_nvidia_points_they_would_only_rename(spec_dir):
    """``device.mfma_scale`` on an NVIDIA GPU changes nothing (``tcsim run`` refuses it there):
    a mixed spec runs the NVIDIA kernel once, at the option's default, and counts the rest."""
    ex = expand(read_spec(spec_dir('kernels = ["vector_add", "amd_vector_add"]\narchs = ["titan_v", "mi200"]\n'
                                   'sizes = [256]\n[config]\n"device.mfma_scale" = [1.0, 2.0]\n')))
    assert [(p.kernel, p.arch, p.device["mfma_scale"]) for p in ex.points] == [
        ("vector_add", "titan_v", 1.0), ("amd_vector_add", "mi200", 1.0), ("amd_vector_add", "mi200", 2.0)]
    assert (ex.not_amd, ex.skipped) == (1, 4)


SAMPLED_SPEC = 'kernels = ["wmma_gemm"]\nsizes = [256]\nmodes = ["timing", "timing-sampled"]\n'


@pytest.mark.parametrize("text, message", [
    (SAMPLED_SPEC + '[config]\n"sample.sms" = [5, 0]\n',
     "spec.toml:5: config.sample.sms: sample sms must be a positive integer, not 0"),
    (SAMPLED_SPEC + '[config]\n"sample.method" = ["shadows"]\n',
     "spec.toml:5: config.sample.method: sample method must be one of"),
    (SAMPLED_SPEC + '[config]\n"sample.sm" = [10]\n',
     "spec.toml:5: config.sample.sm: unknown config key (did you mean sample.sms?)"),
    (SAMPLED_SPEC + '[config]\n"sample.results" = [true]\n',
     "spec.toml:5: config.sample.results: unknown config key"),
    ('kernels = ["wmma_gemm"]\nsizes = [256]\n[config]\n"sample.sms" = [10]\n',
     "spec.toml:4: config.sample.sms: sample.sms acts on timing-sampled points, and the spec's modes (timing) have none"),
    ('kernels = ["wmma_gemm"]\n[[point]]\nkernel = "wmma_gemm"\nmode = "timing"\nconfig = { "sample.sms" = 10 }\n',
     "spec.toml:5: point[0].config: sample.sms acts on timing-sampled points of NVIDIA GPUs; this point is timing on titan_v"),
])
def test_sample_options_are_checked_before_anything_runs(spec_dir, text, message):
    with pytest.raises(SpecError) as e:
        expand(read_spec(spec_dir(text)))
    assert message in str(e.value), str(e.value)


def test_sample_options_set_the_sampled_points_and_leave_out_the_points_they_would_only_rename(spec_dir):
    """``sample.<name>`` values are SampleOptions of the timing-sampled points; a point of
    another mode with a value away from the default would be the same simulation under
    another name, so it is left out and counted (as device.mfma_scale on an NVIDIA GPU);
    a default value written out is the same point as none (same key)."""
    ex = expand(read_spec(spec_dir(SAMPLED_SPEC + '[config]\n"sample.sms" = [5, 10]\n"sample.columns" = [true]\n')))
    assert [(p.mode, p.sample) for p in ex.points] == [("timing", {}), ("timing-sampled", {}),
                                                       ("timing-sampled", {"sms": 10})]
    assert ex.not_sampled == 1
    plain = expand(read_spec(spec_dir(SAMPLED_SPEC)))
    assert [p.key for p in plain.points] == [p.key for p in ex.points[:2]]
    assert ex.points[2].key not in {p.key for p in plain.points}
    # an AMD GPU's sampled points run in full timing: the options change nothing there either
    amd = expand(read_spec(spec_dir('kernels = ["amd_vector_add"]\narchs = ["mi200"]\nmodes = ["timing-sampled"]\n'
                                    '[config]\n"sample.sms" = [5, 10]\n')))
    assert [p.sample for p in amd.points] == [{}] and amd.not_sampled == 1


def test_a_sampled_point_runs_with_its_sample_options(spec_dir):
    import json

    from tcsim.sweep.worker import run_point

    ex = expand(read_spec(spec_dir('kernels = ["wmma_gemm"]\nsizes = [512]\nmodes = ["timing-sampled"]\n'
                                   '[config]\n"sample.sms" = [5, 10]\n"sample.columns" = [true, false]\n')))
    rows = [run_point(p) for p in ex.points]
    options = [json.loads(r["extra"])["sample"][0]["options"] for r in rows]
    assert [(o["sms"], o["columns"]) for o in options] == [(5, True), (5, False), (10, True), (10, False)]
    assert rows[0]["cycles"] == 36_764         # the default's (tests/timing/test_shadow_bias_script.py)
    assert len({r["cycles"] for r in rows}) == 4


def test_an_h100_spec_expands(spec_dir):
    """The H100's isa is sm_90a: a sweep on it once stopped with an internal error reading
    its compute capability (int('90a')); a Hopper kernel runs there and not on the A100."""
    ex = expand(read_spec(spec_dir('kernels = ["wgmma_sm90_gemm", "wmma_gemm"]\narchs = ["h100", "a100"]\n'
                                   'sizes = [128]\n')))
    assert [(p.kernel, p.arch) for p in ex.points] == [("wgmma_sm90_gemm", "h100"), ("wmma_gemm", "h100"),
                                                       ("wmma_gemm", "a100")]
    assert ex.skipped == 1


def test_the_bundled_validation_spec_expands():
    """benchmarks/validation/other_gemms.toml (docs/sampling.md, "Other bundled GEMMs"): each
    GEMM on its own GPU, in full and sampled timing."""
    from pathlib import Path

    spec = Path(__file__).resolve().parents[2] / "benchmarks" / "validation" / "other_gemms.toml"
    ex = expand(read_spec(spec))
    assert len(ex.points) == 16 and {p.mode for p in ex.points} == {"timing", "timing-sampled"}
    assert {p.arch for p in ex.points} == {"titan_v", "rtx2080", "a100", "h100"}


def test_the_rtx2080_bound_spec_expands():
    """benchmarks/validation/rtx2080_bound.toml (docs/sampling.md, "The Turing GPUs' bounds"): nine
    shapes on the RTX 2080, each in full and sampled timing."""
    from pathlib import Path

    spec = Path(__file__).resolve().parents[2] / "benchmarks" / "validation" / "rtx2080_bound.toml"
    ex = expand(read_spec(spec))
    assert len(ex.points) == 18 and {p.arch for p in ex.points} == {"rtx2080"}
    modes = [p.mode for p in ex.points]
    assert modes.count("timing") == modes.count("timing-sampled") == 9


def test_the_rtx2080ti_bound_spec_expands():
    """benchmarks/validation/rtx2080ti_bound.toml (docs/sampling.md, "The RTX 2080 Ti"): the
    RTX 2080's twelve shapes on the 2080 Ti, each in full and sampled timing."""
    from pathlib import Path

    spec = Path(__file__).resolve().parents[2] / "benchmarks" / "validation" / "rtx2080ti_bound.toml"
    ex = expand(read_spec(spec))
    assert len(ex.points) == 24 and {p.arch for p in ex.points} == {"rtx2080ti"}
    modes = [p.mode for p in ex.points]
    assert modes.count("timing") == modes.count("timing-sampled") == 12
