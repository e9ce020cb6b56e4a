"""``--config FILE`` and ``--set key=value`` on the command line (issue 11 item 5)."""

from __future__ import annotations

import json

import pytest

from tcsim.arch import known_gpus
from tcsim.cli import main


def cli(capsys, *args):
    rc = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return rc, out, err


@pytest.fixture
def my_gpu(tmp_path):
    """A copy of the Titan V under its own name, with 40 SMs."""
    from importlib import resources

    text = (resources.files("tcsim.arch") / "gpus" / "titan_v.toml").read_text()
    text = text.replace('name = "titan_v"', 'name = "my_gpu"').replace(
        "sm_count = { value = 80,", 'sm_count = { value = 40, source = "half a Titan V" } #', 1)
    p = tmp_path / "my_gpu.toml"
    p.write_text(text)
    return p


def test_config_show_marks_overrides_with_their_source(capsys):
    rc, out, err = cli(capsys, "config", "show", "titan_v", "--set", "timing.hmma.fedp_per_core=8",
                       "--set", "timing.issue.scheduler=lrr")
    assert rc == 0
    d = json.loads(out)  # stdout stays one JSON document
    f = d["timing"]["hmma"]["fedp_per_core"]
    assert f["value"] == 8 and f["source"].startswith("override (was 16: seed 000")
    assert d["timing"]["issue"]["scheduler"]["value"] == "lrr"
    lines = err.splitlines()  # and stderr lists what was overridden
    assert len(lines) == 2 and lines[0].startswith("timing.hmma.fedp_per_core = 8: override (was 16")


def test_config_show_own_file(capsys, my_gpu):
    rc, out, _ = cli(capsys, "config", "show", "--config", my_gpu)
    assert rc == 0
    d = json.loads(out)
    assert d["name"] == "my_gpu" and d["core"]["sm_count"]["value"] == 40 and d["file"] == str(my_gpu)


def test_config_keys(capsys):
    rc, out, _ = cli(capsys, "config", "show", "--keys")
    assert rc == 0 and "timing.hmma.fedp_per_core" in out.split() and "amd.cu.cu_count" in out.split()
    assert set(known_gpus()) <= set(cli(capsys, "config", "list")[1].split())


def test_run_with_overrides_reaches_the_device(capsys):
    rc, out, err = cli(capsys, "run", "vector_add", "--size", "64", "--set", "core.sm_count=2", "--json")
    assert rc == 0, err
    launch = json.loads(out)["launches"][0]
    assert launch["arch"]["core"]["sm_count"]["value"] == 2
    assert launch["arch"]["core"]["sm_count"]["source"].startswith("override (was 80")


def test_run_with_own_config_file(capsys, my_gpu):
    rc, out, err = cli(capsys, "run", "vector_add", "--size", "64", "--config", my_gpu, "--json")
    assert rc == 0, err
    d = json.loads(out)
    assert d["arch"] == "my_gpu" and d["launches"][0]["arch"]["core"]["sm_count"]["value"] == 40


def test_timing_what_if_changes_cycles(capsys):
    """A what-if override changes the timing model's answer: a longer ALU latency."""
    args = ("bench", "latency", "--json")
    base = json.loads(cli(capsys, *args)[1])["results"][0]
    slow = json.loads(cli(capsys, *args, "--set", "timing.latency.alu=7")[1])["results"][0]
    assert base["name"] == slow["name"] == "add.s32"
    assert base["measured"] == 4 and slow["measured"] == 7
    assert slow["config_source"].startswith("override (was 4")


def test_fragments_and_check_take_config_options(capsys, my_gpu, tmp_path):
    rc, out, _ = cli(capsys, "fragments", "--config", my_gpu, "--matrix", "c")
    assert rc == 0 and out.startswith("my_gpu (volta) wmma m16n16k16 matrix C")
    rc, out, _ = cli(capsys, "mfma", "v_mfma_f32_16x16x16_f16", "--arch", "mi300", "--set", "amd.cu.cu_count=4")
    assert rc == 0 and "v_mfma_f32_16x16x16_f16" in out


def test_device_takes_a_resolved_config():
    """What --config/--set build: one checked config object handed to every Device."""
    import tcsim
    from tcsim.arch import arch_name, load_config
    from tcsim.errors import ConfigError

    cfg = load_config("titan_v", {"core.sm_count": 4})
    dev = tcsim.Device(cfg)
    assert dev.config is cfg and dev.arch == "titan_v" == arch_name(cfg) and dev.config.core.sm_count == 4
    with pytest.raises(ConfigError, match="takes no further overrides"):
        tcsim.Device(cfg, config={"core.sm_count": 2})


def test_config_list_says_which_amd_gpus_are_seed_004_baselines(capsys):
    out = cli(capsys, "config", "list")[1]
    lines = {ln.split()[0]: ln for ln in out.splitlines()}
    for name in ("mi200", "mi300"):
        assert "seed 004 baseline" in lines[name] and "exactly" in lines[name]
    for name in ("mi210", "mi250x", "mi300x"):
        assert "memory hierarchy" in lines[name]
    assert "Infinity Cache" in lines["mi300x"] and "Infinity Cache" not in lines["mi210"]
