"""``tcsim sweep gemm`` is the bundled spec specs/gemm.toml run by the sweep engine."""

from __future__ import annotations

from tcsim.sweep.gemm import as_gemm_points, gemm_spec
from tcsim.sweep.points import expand
from tcsim.sweep.worker import run_point
from tcsim.validate import gemm_sweep as gs


def test_the_bundled_spec_is_the_default_sweep():
    spec = gemm_spec()
    assert tuple(k.name for k in spec.kernels) == gs.DEFAULT_KERNELS
    assert tuple(spec.sizes) == gs.DEFAULT_SIZES and spec.archs == ["titan_v"] and spec.modes == ["timing"]


def test_a_point_of_the_spec_is_gemm_sweep_run_point():
    """The engine's row, read back as a gemm_sweep Point, is the point gemm_sweep computes itself."""
    point = expand(gemm_spec(["wmma_gemm_shared"], [64])).points[0]
    mine = as_gemm_points([run_point(point)])[0]
    theirs = gs.run_point("wmma_gemm_shared", 64, "titan_v")
    assert mine.cycles == theirs.cycles and mine.check == theirs.check == "PASS"
    for f in ("warp_instructions", "thread_instructions", "ipc", "tflops", "wmma_load_median", "wmma_mma_median",
              "wmma_store_median"):
        assert getattr(mine, f) == getattr(theirs, f), f


def test_the_command_options_replace_the_spec_values():
    points = expand(gemm_spec(["wmma_gemm"], [64, 128], "rtx2080", {"timing.hmma.fedp_per_core": 4})).points
    assert [(p.kernel, p.size, p.arch, p.config) for p in points] == [
        ("wmma_gemm", 64, "rtx2080", {"timing.hmma.fedp_per_core": 4}),
        ("wmma_gemm", 128, "rtx2080", {"timing.hmma.fedp_per_core": 4})]


def test_sweep_gemm_with_a_config_file_relative_to_the_working_directory(tmp_path):
    import json
    import subprocess
    from importlib import resources

    from sweep_helpers import env, tcsim_cmd

    text = (resources.files("tcsim.arch") / "gpus" / "titan_v.toml").read_text()
    (tmp_path / "my.toml").write_text(text)
    r = subprocess.run(tcsim_cmd("sweep", "gemm", "--config", "my.toml", "--sizes", "64", "--kernels", "wmma_gemm",
                                 "--workers", "0", "--json"), cwd=tmp_path, env=env(), capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["points"][0]["cycles"] == 1295
