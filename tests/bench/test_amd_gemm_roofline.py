"""The MFMA GEMM in the GEMM sweep (issue 15): HBM traffic per point on a GPU with a memory
hierarchy, the roofline's peaks, which side of the ridge a point is on, and the picture."""

from __future__ import annotations

import pytest

from tcsim.bench import plots
from tcsim.validate import gemm_sweep as gs


def test_roofline_peaks_come_from_the_config_and_the_mfma_catalogue():
    peak, gbs, name = plots.roofline_peaks("mi210")
    # 104 CUs x 4 matrix cores x 16384 FLOP / 64 cycles x 1.7 GHz = 181 TFLOPS (AMD: 181)
    assert name == "v_mfma_f32_32x32x8f16" and peak == pytest.approx(104 * 4 * 256 * 1.7e9 / 1e12)
    assert gbs == pytest.approx(0.94 * 1638.4)
    peak, _, name = plots.roofline_peaks("mi300x")
    assert name == "v_mfma_f32_32x32x8_f16" and peak == pytest.approx(304 * 4 * 512 * 2.1e9 / 1e12)  # 1307


def test_sweep_points_record_hbm_traffic_and_the_ridge_sides(tmp_path):
    """M = N = K = 64 moves A and B (8 KiB each, f16) in and leaves C (16 KiB, f32) dirty
    in the L2: 32 KiB + the kernel arguments' line; 2 x 64^3 / that is left of the ridge.
    A point with 8x the intensity is right of it."""
    p = gs.run_point("amd_mfma_gemm", 64, "mi210")
    assert p.check == "PASS" and p.dram_bytes == 32768 + 128
    rich = gs.Point(**{**p.__dict__, "size": 1024, "dram_bytes": 8 * 1024 * 1024})
    (claim, holds, detail), *_ = gs.findings([p, rich], "mi210")
    assert holds and "64: 16 FLOP/B, memory-bound" in detail and "1024: 256 FLOP/B, compute-bound" in detail
    gs.plot([p, rich], str(tmp_path / "roof.png"), "mi210")
    assert (tmp_path / "roof.png").stat().st_size > 10000
    base = gs.run_point("amd_mfma_gemm", 64, "mi200")       # seed 004's baseline: no HBM model
    assert base.check == "PASS" and base.dram_bytes is None
