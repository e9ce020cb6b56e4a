"""Your own config file and dotted-key overrides (docs/configs.md): names that are paths are
not names, files are files only when they say so (.toml), overrides are checked like file
values and the resolved config says they were overridden."""

import numpy as np
import pytest

import tcsim
from tcsim.arch import load_config, parse_override, parse_overrides
from tcsim.errors import ConfigError


@pytest.mark.parametrize("arch", ["../x", "/etc/passwd", "a/b", "..\\x", "./titan_v", ".hidden", "titan_v/"])
def test_arch_names_that_are_paths_are_rejected(arch):
    with pytest.raises(ConfigError, match=r"^arch '.*' is not an architecture name \(known: .*titan_v.*a path ending in \.toml\)$"):
        load_config(arch)
    with pytest.raises(ConfigError, match="is not an architecture name"):
        tcsim.Device(arch=arch)


@pytest.mark.parametrize("arch", ["no_such_gpu", "", "titan v", "titan_v.tom"])
def test_unknown_names(arch):
    with pytest.raises(ConfigError, match=r"unknown architecture|is not an architecture name"):
        load_config(arch)


@pytest.mark.parametrize("arch", [5, ["titan_v"], b"titan_v"])
def test_arch_must_be_a_string(arch):
    with pytest.raises(ConfigError, match="^arch must be a name"):
        tcsim.Device(arch=arch)


def test_own_config_file_by_toml_path_or_config_file(edited):
    path = edited("titan_v", 'name = "titan_v"', 'name = "my_volta"')
    for cfg in (load_config(path), load_config(config_file=path), tcsim.Device(arch=path).config):
        assert cfg.name == "my_volta" and cfg.file == path and cfg.core.sm_count == 80
        assert cfg.to_dict()["file"] == path
    with pytest.raises(ConfigError, match="not both"):
        load_config("titan_v", config_file=path)


def test_unreadable_config_files(tmp_path):
    with pytest.raises(ConfigError, match=r"missing\.toml: cannot read config file: No such file"):
        load_config(str(tmp_path / "missing.toml"))
    (tmp_path / "dir.toml").mkdir()
    with pytest.raises(ConfigError, match=r"dir\.toml: cannot read config file"):
        load_config(str(tmp_path / "dir.toml"))
    (tmp_path / "latin1.toml").write_bytes(b'name = "\xe9"\n')
    with pytest.raises(ConfigError, match=r"latin1\.toml: a config file must be UTF-8 text"):
        load_config(str(tmp_path / "latin1.toml"))
    (tmp_path / "huge.toml").write_bytes(b"#" * (2 << 20))
    with pytest.raises(ConfigError, match=r"too large for a config file"):
        load_config(str(tmp_path / "huge.toml"))
    with pytest.raises(ConfigError, match="config_file must be a path"):
        load_config(config_file=3)
    assert load_config().name == load_config(None).name == "titan_v"


def test_override_changes_the_value_and_says_so():
    dev = tcsim.Device(arch="titan_v", config={"timing.hmma.fedp_per_core": 8, "timing.issue.scheduler": "lrr",
                                               "timing.memory.l2.bytes_per_cycle": 30})
    cfg = dev.config
    assert cfg.timing.hmma.fedp_per_core == 8 and cfg.timing.issue.scheduler == "lrr"
    assert cfg.timing.memory.l2.bytes_per_cycle == 30.0 and isinstance(cfg.timing.memory.l2.bytes_per_cycle, float)
    entry = cfg.to_dict()["timing"]["hmma"]["fedp_per_core"]
    assert entry["value"] == 8 and entry["unit"] == "FEDP units"
    assert entry["source"].startswith("override (was 16: seed 000")
    # not overridden: the file's source
    assert cfg.source_of("timing.hmma.fedp_stages").startswith("seed 000")
    # the bundled default is untouched for the next device
    assert tcsim.Device(arch="titan_v").config.timing.hmma.fedp_per_core == 16


def test_override_with_its_own_source_and_on_amd():
    cfg = tcsim.Device(arch="mi300", config={"amd.cu.cu_count": {"value": 120, "source": "what if twice the CUs"},
                                             "amd.timing.trans_cycles": 8}).config
    assert cfg.amd.cu.cu_count == 120 and cfg.source_of("amd.cu.cu_count") == "override: what if twice the CUs"
    assert cfg.amd.timing.trans_cycles == 8 and cfg.source_of("amd.timing.trans_cycles").startswith("override (was 16")
    assert cfg.to_dict()["amd"]["cu"]["cu_count"]["value"] == 120


def test_override_of_a_user_file(edited):
    path = edited("rtx2080", 'name = "rtx2080"', 'name = "my_turing"')
    cfg = load_config(path, {"core.sm_count": 23})
    assert cfg.name == "my_turing" and cfg.core.sm_count == 23 and cfg.source_of("core.sm_count").startswith("override")


@pytest.mark.parametrize("overrides, says", [
    ({"timing.hmma.fedp_per_cor": 8},
     "titan_v.toml: override timing.hmma.fedp_per_cor: unknown key (did you mean timing.hmma.fedp_per_core?)"),
    ({"nonsense": 1}, "titan_v.toml: override nonsense: unknown key"),
    ({"core.sm_count.x": 1}, "override core.sm_count.x: unknown key (core.sm_count is a value, not a table)"),
    ({"timing.hmma.fedp_per_core": "8"}, "titan_v.toml: override timing.hmma.fedp_per_core: must be an integer, not '8'"),
    ({"timing.hmma.fedp_per_core": -1}, "override timing.hmma.fedp_per_core: must be from 1 to 1024, not -1"),
    ({"core.sm_count": "eighty"}, "override core.sm_count: must be an integer, not 'eighty'"),
    ({"timing.memory.l1.sets": 0}, "override timing.memory.l1.sets: must be from 1 to 65536, not 0"),
    ({"timing.issue.scheduler": "bogus"}, "override timing.issue.scheduler: must be one of gto, lrr, not 'bogus'"),
    ({"timing.hmma": 8}, "override timing.hmma: is a table; override one of its keys"),
    ({"amd.cu.cu_count": 8}, "titan_v.toml: override amd.cu.cu_count: this nvidia GPU has no [amd] section"),
    ({"timing.memory.l1.sector_bytes": 256}, ("timing.memory.l1: sector_bytes 256 is larger than line_bytes 128 "
                                              "(after override of timing.memory.l1.sector_bytes)")),
    ({3: 1}, "config overrides: keys are dotted names"),
])
def test_bad_overrides(overrides, says):
    with pytest.raises(ConfigError) as e:
        tcsim.Device(arch="titan_v", config=overrides)
    assert says in str(e.value) and "\n" not in str(e.value), str(e.value)


def test_overrides_must_be_a_dict():
    with pytest.raises(ConfigError, match="config overrides must be a dict"):
        tcsim.Device(arch="titan_v", config=["timing.hmma.fedp_per_core=8"])


def test_parse_override_reads_typed_values():
    assert parse_override("timing.hmma.fedp_per_core=8") == ("timing.hmma.fedp_per_core", 8)
    assert parse_override(" timing.hmma.fedp_per_core = 8 ") == ("timing.hmma.fedp_per_core", 8)
    assert parse_override("timing.issue.scheduler=lrr") == ("timing.issue.scheduler", "lrr")
    assert parse_override('timing.issue.scheduler="lrr"') == ("timing.issue.scheduler", "lrr")
    assert parse_override("timing.memory.dram.efficiency=0.9") == ("timing.memory.dram.efficiency", 0.9)
    assert parse_override("timing.memory.l1.carveouts_kib=[0, 32, 64]") == ("timing.memory.l1.carveouts_kib", [0, 32, 64])
    assert parse_override("core.registers_per_sm=65_536") == ("core.registers_per_sm", 65536)
    ov = parse_overrides(["core.sm_count=4", "timing.memory.dram.efficiency=0.5", "core.sm_count=6"])
    assert ov == {"core.sm_count": 6, "timing.memory.dram.efficiency": 0.5}
    cfg = load_config("titan_v", ov)
    assert cfg.core.sm_count == 6 and cfg.timing.memory.dram.efficiency == 0.5


@pytest.mark.parametrize("text, says", [
    ("timing.hmma.fedp_per_core", "expected key=value"),
    ("timing.hmma.fedp_per_core=eight", "override timing.hmma.fedp_per_core: must be an integer, not 'eight'"),
    ("timing.hmma.fedp_per_core=", "override timing.hmma.fedp_per_core: must be an integer, not ''"),
    ("timing.memory.l1.carveouts_kib=[0,", "must be an array like [1, 2]"),
    ("core.sm_cont=8", "override core.sm_cont: unknown key (did you mean core.sm_count?)"),
    ("timing.hmma=8", "override timing.hmma: is a table"),
    ("core.sm_count=8\nx = 1", "must be on one line"),
])
def test_parse_override_errors(text, says):
    with pytest.raises(ConfigError) as e:
        parse_override(text)
    assert says in str(e.value) and "\n" not in str(e.value)


CHAIN = """.version 7.0
.target sm_70
.address_size 64
.visible .entry chain(.param .u64 out)
{
	.reg .b32 %r<3>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [out];
	mov.u32 %r1, 0;
	mov.u64 %rd5, %clock64;
	add.s32 %r1, %r1, 1;
	add.s32 %r1, %r1, 1;
	add.s32 %r1, %r1, 1;
	add.s32 %r1, %r1, 1;
	mov.u64 %rd6, %clock64;
	sub.s64 %rd7, %rd6, %rd5;
	st.global.u64 [%rd1], %rd7;
	ret;
}
"""


@pytest.mark.parametrize("alu, cycles", [(None, 16), (7, 28)])
def test_an_override_reaches_the_timing_model(alu, cycles):
    """Four dependent adds measure 4 x the ALU latency (tests/timing/test_timing.py); a
    what-if ALU latency of 7 measures 28."""
    dev = tcsim.Device(arch="titan_v", config={"timing.latency.alu": alu} if alu else None)
    out = dev.array(np.zeros(1, np.int64))
    res = dev.load_ptx(CHAIN).get_function("chain")((1,), (32,), (out,), mode="timing")
    assert out.get()[0] == cycles
    source = res.arch["timing"]["latency"]["alu"]["source"]
    assert source.startswith("override (was 4") if alu else source.startswith("seed 003")
