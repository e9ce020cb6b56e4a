"""The CLI for AMD timing: `tcsim run ... --mode timing` on mi200/mi300 and `tcsim bench mfma`."""

from __future__ import annotations

import json
import subprocess
import sys


def tcsim(*args):
    r = subprocess.run([sys.executable, "-m", "tcsim.cli", *args], capture_output=True, text=True, timeout=120)
    assert "Traceback" not in r.stderr, r.stderr
    return r


def test_bench_mfma_json_reproduces_table_IV_and_VI():
    r = tcsim("bench", "mfma", "--arch", "mi300", "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["worst_error"] == 0.0 and d["n"] == [2, 3, 4, 5] and d["eq1"] == {"t_memtime": 40, "t_inst": 4}
    got = {row["mfma"]: row["measured"] for row in d["results"]}
    assert got["fp32_16x16x16fp16"] == [16.0] * 4 and got["fp64_16x16x4fp64"] == [32.0] * 4
    assert {row["mfma"]: row["measured"] for row in d["table_vi"]}["fp32_4x4x1fp32"] == [8.0, 16.0]


def test_bench_mfma_table_and_scale():
    r = tcsim("bench", "mfma", "--arch", "mi200", "--mfma-scale", "2")
    assert r.returncode == 0, r.stderr
    assert "seed 004 Table II" in r.stdout and "worst error 0.0%" in r.stdout
    assert "i32_16x16x16i8" in r.stdout and "│ 64  │ 64  │ 64  │ 64  │" in r.stdout


def test_run_gemm_in_timing_mode_reports_the_cu_model():
    r = tcsim("run", "amd_mfma_gemm", "--arch", "mi300", "--mode", "timing", "--size", "64,64,32", "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["verdict"] == "PASS"
    t = d["launches"][0]["timing"]
    assert t["mfma_instructions"] == 4 * 4 and t["mfma_by_instruction"] == {"v_mfma_f32_32x32x8_f16": 16}
    assert t["cycles"] > 0 and t["ipc"] > 0 and 0 < t["matrix_core_utilisation"] < 1
    assert t["occupancy"]["waves_per_workgroup"] == 4 and t["hazard_violations"] == 0
    # seed 004 §VI: scaling the MFMA latency without recompiling leaves LLVM's s_nop padding
    # short (the epilogue reads the accumulators 29 wait states after the last MFMA; x2 needs 35)
    r = tcsim("run", "amd_mfma_gemm", "--arch", "mi200", "--mode", "timing", "--size", "64,64,32", "--mfma-scale", "2")
    assert r.returncode == 1 and "needs 35 wait states" in r.stderr and "got 29" in r.stderr
    assert "mfma_gemm.gfx90a.s:" in r.stderr and "global_store_dword" in r.stderr
    r = tcsim("run", "amd_mfma_gemm", "--arch", "mi200", "--mode", "timing", "--size", "64,64,32", "--mfma-scale", "2",
              "--hazards", "record")
    assert r.returncode == 0 and "--mfma-scale 2" in r.stdout and "violations of the ISA's wait states" in r.stdout


def test_bad_amd_timing_options():
    r = tcsim("run", "amd_reduce", "--arch", "mi300", "--mfma-scale", "2")
    assert r.returncode == 1 and "--mfma-scale needs --mode timing" in r.stderr
    r = tcsim("run", "sgemm", "--arch", "titan_v", "--mfma-scale", "2", "--mode", "timing")
    assert r.returncode == 1 and "--mfma-scale and --hazards are for AMD GPUs" in r.stderr
    r = tcsim("run", "amd_reduce", "--arch", "mi300", "--mode", "timing", "--mfma-scale", "-1")
    assert r.returncode == 1 and "positive" in r.stderr
    r = tcsim("bench", "mfma", "--arch", "titan_v")
    assert r.returncode == 1 and "bench mfma runs on AMD GPUs" in r.stderr
    r = tcsim("bench", "hmma", "--arch", "titan_v", "--mfma-scale", "2")
    assert r.returncode == 1 and "--mfma-scale is for 'tcsim bench mfma'" in r.stderr


def test_run_on_a_gpu_with_a_memory_hierarchy_reports_its_counters():
    """mi300x: the GEMM's loads miss the vector L1, the L2 and the Infinity Cache (cold),
    its LDS tiles are read and written; the report and the JSON say so."""
    r = tcsim("run", "amd_mfma_gemm", "--arch", "mi300x", "--mode", "timing", "--size", "64,64,32")
    assert r.returncode == 0, r.stderr
    assert "memory: vector L1" in r.stdout and "Infinity Cache" in r.stdout and "HBM" in r.stdout
    r = tcsim("run", "amd_mfma_gemm", "--arch", "mi300x", "--mode", "timing", "--size", "64,64,32", "--json")
    m = json.loads(r.stdout)["launches"][0]["timing"]["memory"]
    assert m["l1_misses"] > 0 and m["infinity_cache_misses"] > 0 and m["lds_accesses"] > 0
    assert m["hbm_read_bytes"] >= (64 * 32 + 64 * 32) * 2      # A and B (f16) come from HBM
    r = tcsim("run", "amd_mfma_gemm", "--arch", "mi300", "--mode", "timing", "--size", "64,64,32")
    assert "fixed latencies of seed 004 Table I" in r.stdout
