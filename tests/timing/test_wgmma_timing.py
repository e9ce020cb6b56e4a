"""Timing of wgmma on h100 (timing/wgmma.py): a warp's share occupies its sub-core's tensor core
for 16 x N x 16 / (4 x fedp_per_core) cycles; wgmma.wait_group holds the warp until the groups
it waits for are done. Exact cycles."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tcsim.arch import load_config
from tcsim.bench import wgmma as bench


@pytest.fixture(scope="module")
def h100():
    return load_config("h100")


def test_dependent_latency_is_n_over_2(h100):
    rows = bench.compare(h100)
    assert [(r["published"], r["tcsim"]) for r in rows] == [(32, 32.0), (64, 64.0), (128, 128.0)]


def _cycles(cfg, body_repeat: str, n: int = 64) -> int:
    import tcsim

    text = bench.kernel(n, 1)
    one = text[text.index("\twgmma.mma_async"):text.index("\tret;")]
    mma = one.split("\n")[0] + "\n"
    ptx = text.replace(one, body_repeat.replace("MMA", mma))
    f = tcsim.Device(cfg).load_ptx(ptx).get_function("k")
    return int(f((1,), (128,), (), mode="timing").timing.cycles)


def test_back_to_back_wgmma_queue_on_the_tensor_core(h100):
    """Four wgmma in one group cost their warps four issue slots and the tensor cores 4 x 32
    cycles; the single wait at the end holds the warps until the last is done."""
    commit_wait = "\twgmma.commit_group.sync.aligned;\n\twgmma.wait_group.sync.aligned 0;\n"
    c1 = _cycles(h100, "MMA" + commit_wait)
    c4 = _cycles(h100, "MMA" * 4 + commit_wait)
    assert c4 - c1 == 3 * 32


def test_wait_group_keeps_the_newest_groups_in_flight(h100):
    """wait_group 1 after two groups waits only for the first: one N=64 share less."""
    commit = "\twgmma.commit_group.sync.aligned;\n"
    both = _cycles(h100, "MMA" + commit + "MMA" + commit + "\twgmma.wait_group.sync.aligned 0;\n")
    first = _cycles(h100, "MMA" + commit + "MMA" + commit + "\twgmma.wait_group.sync.aligned 1;\n")
    assert both - first == 32


def test_bench_wgmma_cli():
    r = subprocess.run([sys.executable, "-m", "tcsim.cli", "bench", "wgmma", "--arch", "h100"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "m64n256k16" in r.stdout and "predicted" in r.stdout and "0.0%" in r.stdout
    r = subprocess.run([sys.executable, "-m", "tcsim.cli", "bench", "wgmma", "--arch", "a100"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode != 0 and "sm_90a GPUs (--arch h100 or h800); a100 is sm_80" in r.stderr


def test_ss_form_is_bound_by_shared_memory_at_small_n(h100):
    """Back to back: a warp's share occupies its tensor core max(N/2, fetch) cycles, fetch =
    (512 B of A in SS + N x 32 / 4 B of B) / (128 B/clk / 4 sub-cores): SS 16 + N/4, RS N/4."""
    got = {r["form"]: (r["ss_cycles"], r["rs_cycles"]) for r in bench.ss_vs_rs(h100)}
    assert got == {"wgmma m64n8k16 f32.f16.f16": (18, 4), "wgmma m64n16k16 f32.f16.f16": (20, 8),
                   "wgmma m64n32k16 f32.f16.f16": (24, 16), "wgmma m64n64k16 f32.f16.f16": (32, 32),
                   "wgmma m64n128k16 f32.f16.f16": (64, 64)}
    assert all(r["how"] == "model" and r["published"] is None for r in bench.ss_vs_rs(h100))


def test_shared_memory_path_is_the_configured_one(h100):
    """Doubling timing.memory.l1.bytes_per_cycle halves the SS fetch: N = 8 takes 9 cycles."""
    import dataclasses
    l1 = dataclasses.replace(h100.timing.memory.l1, bytes_per_cycle=256)
    cfg = dataclasses.replace(h100, timing=dataclasses.replace(
        h100.timing, memory=dataclasses.replace(h100.timing.memory, l1=l1)))
    assert bench.per_wgmma(cfg, 8) == 9 and bench.per_wgmma(cfg, 8, rs=True) == 4


def test_h800_throughput_is_the_predicted_pcie_peak():
    """114 SMs x 4 tensor cores x 512 f16 FMA x 2 x 1620 MHz; fp8 twice that: within 5% of Luo
    et al.'s 729 / 1448 TFLOPS, predicted (nothing taken from their tables); their figures
    correspond to ~1561 / ~1551 MHz at the tensor cores' per-clock peak."""
    rows = bench.throughput(load_config("h800"))
    assert [r["cycles"] for r in rows] == [128, 128]
    assert [round(r["tcsim"], 1) for r in rows] == [756.4, 1512.9]
    assert [r["published"] for r in rows] == [729, 1448] and all(r["how"] == "model" for r in rows)
    assert [round(100 * r["error"], 2) for r in rows] == [3.77, 4.48]
    assert all(r["error"] < 0.05 for r in rows)
    assert [round(r["implied_mhz"]) for r in rows] == [1561, 1551]


def test_h100_throughput_is_the_sxm5_peak(h100):
    """The SXM5 board: 132 SMs x 1830 MHz give the datasheet's 989.4 / 1978.9 TFLOPS."""
    assert [round(r["tcsim"], 1) for r in bench.throughput(h100)] == [989.4, 1978.9]


def test_bench_wgmma_cli_h800():
    r = subprocess.run([sys.executable, "-m", "tcsim.cli", "bench", "wgmma", "--arch", "h800"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "114 SMs x 1620 MHz" in out and "1512.9" in out and "3.8%" in out and "4.5%" in out
    assert "SS vs RS" in out and "PREDICTED" in out and "INPUT" not in out and "CALIBRATED" not in out


def test_h800_published_file_records_the_bench_figures():
    """The `how`/`tcsim` columns of validate/data/h800_published.toml are what the bench gives."""
    import tomllib
    from importlib import resources

    d = tomllib.loads(resources.files("tcsim.validate").joinpath("data/h800_published.toml").read_text())
    h800 = load_config("h800")
    lat = {r["published"]: r["tcsim"] for r in bench.compare(h800)}
    assert all(r["how"] == "model" and lat[r["cycles"]] == r["tcsim"] for r in d["wgmma_latency"]["rows"])
    thr = [round(r["tcsim"], 1) for r in bench.throughput(h800)]
    assert [r["tcsim"] for r in d["wgmma_throughput"]["rows"]] == thr
    assert [r["tflops"] for r in d["wgmma_throughput"]["rows"]] == [r["published"] for r in bench.throughput(h800)]
    rows = bench.throughput(h800)
    assert [r["error_pct"] for r in d["wgmma_throughput"]["rows"]] == [round(100 * r["error"], 1) for r in rows]
    assert [r["implied_mhz"] for r in d["wgmma_throughput"]["rows"]] == [round(r["implied_mhz"]) for r in rows]


#: the config keys the wgmma throughput rows depend on (bench/wgmma.py, timing/wgmma.py)
THROUGHPUT_KEYS = ("core.sm_count", "core.sub_cores", "core.core_clock_mhz", "timing.hmma.fedp_per_core",
                   "timing.memory.l1.bytes_per_cycle")


def test_h800_throughput_rows_are_predictions():
    """PREDICTED means no value the rows depend on comes from Luo et al.'s wgmma tables: no
    source cites Table 8 or 9 or their figures (sm_count cites the paper only for which board
    it is: the TMA runs' block counts)."""
    h800 = load_config("h800")
    for key in THROUGHPUT_KEYS:
        src = h800.source_of(key)
        assert not any(s in src for s in ("Table 8", "Table 9", "Tables 8", "729", "1448")), (key, src)
    assert "TMA" in h800.source_of("core.sm_count")


def test_h800_ss_vs_rs_is_the_h100_sm_at_the_pcie_clock(h100):
    """The same SM: the same cycles per back-to-back wgmma as h100; TFLOPS = 2 x 64 x N x 16 /
    cycles x 114 SMs x 1620 MHz (N = 8 SS: 18 cycles -> 168 TFLOPS; RS at the 756.4 peak)."""
    h800 = load_config("h800")
    rows, ref = bench.ss_vs_rs(h800), bench.ss_vs_rs(h100)
    assert [(r["ss_cycles"], r["rs_cycles"]) for r in rows] == [(r["ss_cycles"], r["rs_cycles"]) for r in ref]
    assert [round(r["ss_tflops"], 1) for r in rows] == [168.1, 302.6, 504.3, 756.4, 756.4]
    assert {round(r["rs_tflops"], 1) for r in rows} == {756.4}


def test_sparse_wgmma_rows_are_predictions():
    """Back-to-back wgmma.mma_async.sp m64nNk32 f16 on h800: RS at the configured 2x sparse
    rate (the whitepaper's peak: INPUT, 1512.9 = 2 x the predicted dense 756.4), SS held by
    the shared-memory fetch of B's 64 bytes of K (N/2 + 16 cycles: 1.33x / 1.6x / 1.78x)."""
    from tcsim.arch import load_config

    rows = {r["form"]: r for r in bench.sparse_rows(load_config("h800"))}
    got = {f: (r["dense_cycles"], r["ss_cycles"], r["rs_cycles"]) for f, r in rows.items()}
    assert got == {"wgmma.mma_async.sp m64n64k32 f32.f16.f16": (32, 48, 32),
                   "wgmma.mma_async.sp m64n128k32 f32.f16.f16": (64, 80, 64),
                   "wgmma.mma_async.sp m64n256k32 f32.f16.f16": (128, 144, 128)}
    r = rows["wgmma.mma_async.sp m64n256k32 f32.f16.f16"]
    assert round(r["rs_tflops"], 1) == 1512.9 and round(r["ss_speedup"], 2) == 1.78
    assert all(x["how"] == "model" and x["published"] is None for x in rows.values())
