"""The h100 config (sm_90a): the sourced SM facts, every timing placeholder labelled, and the
sm_90a isa read by the loader and the kernel gate."""

from __future__ import annotations

import pytest

from tcsim.arch import config_keys, load_config
from tcsim.arch.sm import arch_specific, sm_number
from tcsim.errors import ConfigError


def test_h100_sm_facts():
    cfg = load_config("h100")
    assert (cfg.vendor, cfg.isa) == ("nvidia", "sm_90a")
    c = cfg.core
    assert (c.sm_count, c.sub_cores, c.core_clock_mhz, c.registers_per_sm, c.max_warps_per_sm, c.max_ctas_per_sm) == (
        132, 4, 1830, 65536, 64, 32)
    assert (c.shared_mem_per_sm, c.max_shared_per_cta) == (228 * 1024, 227 * 1024)
    l1 = cfg.timing.memory.l1
    assert l1.unified_kib == 256 and l1.carveouts_kib[-1] == 228
    l2 = cfg.timing.memory.l2
    assert l2.slices * l2.slice_kib == 50 * 1024
    assert cfg.timing.memory.dram.theoretical_gbs == 3352.0
    assert cfg.tensor.arithmetic == "hopper"


def test_h100_placeholders_are_marked():
    """Every timing value not from a Hopper source says it is an uncalibrated assumption."""
    cfg = load_config("h100")
    for key in config_keys():
        if key.startswith("timing."):
            src = cfg.source_of(key)
            if "H100" not in src and "Hopper" not in src:
                assert src.startswith("assumption") and "not yet calibrated for Hopper (issue 12 item 4)" in src, (key, src)


def test_sm_numbers():
    assert (sm_number("sm_90a"), arch_specific("sm_90a")) == (90, True)
    assert (sm_number("sm_80"), arch_specific("sm_80")) == (80, False)
    assert sm_number("gfx90a") is None


def test_isa_pattern_rejects_other_suffixes():
    with pytest.raises(ConfigError, match="isa"):
        load_config("h100", {"isa": "sm_90b"})


#: h800 board keys whose value differs from h100 (H800 PCIe vs H100 SXM5), and their values
H800_BOARD = {"core.sm_count": 114, "core.core_clock_mhz": 1620, "timing.memory.dram.theoretical_gbs": 2039.0}


def test_h800_is_the_h100_sm_on_the_pcie_board():
    """h800 (Luo et al.'s H800 PCIe): every per-SM value equals h100's; the board keys differ
    (114 SMs, the 1620 MHz tensor clock, 2039 GB/s HBM2e) and say where from; the timing
    placeholders stay labelled."""
    h800, h100 = load_config("h800"), load_config("h100")
    assert (h800.name, h800.isa) == ("h800", "sm_90a")
    def value(cfg, key):
        obj = cfg
        for part in key.split("."):
            obj = getattr(obj, part)
        return obj

    for key in config_keys():
        if key in ("name", "description") or key not in h100.sources:
            continue
        assert value(h800, key) == H800_BOARD.get(key, value(h100, key)), key
        src = h800.source_of(key)
        if key.startswith("timing.") and "H100" not in src and "Hopper" not in src and "H800" not in src:
            assert "not yet calibrated for Hopper (issue 12 item 4)" in src, (key, src)
    for key in (*H800_BOARD, "timing.mma.fma_per_clk", "timing.memory.dram.channels"):
        assert "H800" in h800.source_of(key) and "PCIe" in h800.source_of(key), key
    assert "Table 3" in h800.source_of("core.core_clock_mhz") and "2501.12084" in h800.source_of("core.sm_count")


def test_h800_dense_peaks_are_the_h100_pcie_datasheet_figures():
    """114 SMs x 4 tensor cores x 512 f16 FMA x 2 x 1620 MHz = 756.4 TFLOPS (NVIDIA's H100 PCIe
    dense FP16 peak, 1513 sparse); the check the clock's source states."""
    c = load_config("h800")
    fma = c.timing.mma.fma_per_clk
    peak = {t: c.core.sm_count * c.core.sub_cores * fma[t] * 2 * c.core.core_clock_mhz / 1e6 for t in ("f16", "s8")}
    assert (round(peak["f16"], 1), round(peak["s8"], 1)) == (756.4, 1512.9)


def test_sm90_config_needs_tma_timing(tmp_path):
    """An sm_90 config must give the TMA unit's timing (timing.tma): one line naming it."""
    from importlib import resources

    text = (resources.files("tcsim.arch") / "gpus" / "h100.toml").read_text(encoding="utf-8")
    cut = text[:text.index("[timing.tma]")]
    path = tmp_path / "h100_no_tma.toml"
    path.write_text(cut.replace('name = "h100"', 'name = "h100x"'))
    with pytest.raises(ConfigError, match="timing.tma"):
        load_config(str(path))
    cfg = load_config("h100")
    assert (cfg.timing.tma.issue_latency, cfg.timing.tma.descriptor_entries, cfg.timing.tma.requests_per_cycle) == (23, 8, 1.0)
    assert cfg.core.sms_per_gpc == 18 and load_config("a100").core.sms_per_gpc == 16
    assert load_config("a100").timing.tma is None
