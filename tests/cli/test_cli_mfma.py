"""`tcsim mfma`: the calculator-style report, run as users run it."""

from __future__ import annotations

import subprocess
import sys


def tcsim(*args):
    r = subprocess.run([sys.executable, "-m", "tcsim.cli", "mfma", *args], capture_output=True,
                       text=True, timeout=60)
    assert "Traceback" not in r.stderr, r.stderr
    return r


def test_mfma_details_and_map():
    r = tcsim("v_mfma_f32_32x32x8f16", "--arch", "mi300", "--matrix", "c")
    assert r.returncode == 0, r.stderr
    out = r.stdout.splitlines()
    assert out[0] == "Architecture: gfx942 (mi300)"
    assert out[1].startswith("Instruction: v_mfma_f32_32x32x8_f16")
    assert "8 passes = 32 cycles; 16384 FLOPs" in r.stdout
    assert "A 2, B 2, C 16, D 16" in r.stdout
    rows = {ln.split()[0]: ln.split()[1:] for ln in out if ln.split() and ln.split()[0].isdigit()}
    assert len(rows) == 64 and len(rows["0"]) == 16
    assert rows["33"][:5] == ["C[4][1]", "C[5][1]", "C[6][1]", "C[7][1]", "C[12][1]"]


def test_mfma_arch_names_and_gfx90a_cycles():
    r = tcsim("v_mfma_f32_32x32x8f16", "--arch", "gfx90a")
    assert r.returncode == 0 and "16 passes = 64 cycles" in r.stdout
    r = tcsim("v_mfma_f64_4x4x4f64", "--arch", "mi210", "--matrix", "a")
    assert r.returncode == 0 and "v[1:0]" in r.stdout and "A[0][1].B0" in r.stdout


def test_mfma_modifiers_in_maps():
    r = tcsim("v_mfma_f32_4x4x4f16", "--arch", "mi200", "--matrix", "a", "--cbsz", "4", "--abid", "3")
    assert r.returncode == 0
    lanes = {ln.split()[0]: ln.split()[1] for ln in r.stdout.splitlines() if ln.split() and ln.split()[0].isdigit()}
    assert lanes["12"] == "A[0][0].B3->B0-15" and lanes["0"] == "-"
    r = tcsim("v_mfma_f32_32x32x8f16", "--arch", "mi200", "--matrix", "b", "--blgp", "2")
    lanes = {ln.split()[0]: ln.split()[1] for ln in r.stdout.splitlines() if ln.split() and ln.split()[0].isdigit()}
    assert lanes["0"] == "-" and lanes["32"] == "B[0][0]/B[4][0]"


def test_mfma_errors_are_one_line():
    for args, msg in ((["v_mfma_nope", "--arch", "mi200"], "not an MFMA instruction of gfx90a"),
                      (["v_smfmac_f32_16x16x32_f16", "--arch", "mi300", "--matrix", "b", "--blgp", "1"], "blgp"),
                      (["v_mfma_f32_16x16x16f16", "--arch", "mi300", "--matrix", "k"], "sparsity index"),
                      (["v_mfma_f32_16x16x16f16", "--arch", "mi999"], "unknown AMD architecture"),
                      (["v_mfma_f32_16x16x16f16", "--arch", "mi200", "--blgp", "9", "--matrix", "b"], "blgp:9"),
                      (["v_mfma_f32_16x16x16f16", "--arch", "mi300", "--blgp", "1", "--matrix", "b"],
                       "blgp is not available for the single-block f16 MFMAs of gfx942")):
        r = tcsim(*args)
        assert r.returncode != 0 and r.stderr.startswith("tcsim: error:") and msg in r.stderr
        assert r.stderr.count("\n") == 1


def test_mfma_list():
    r = tcsim("--list", "--arch", "gfx942")
    assert r.returncode == 0 and r.stdout.count("v_mfma_") == 32


def test_smfmac_details_and_index_map():
    """Sparse MFMA: details and the compression-index map (the calculator's K[2][31] =
    v0{50}.[7:4], [31:28] with --cbsz 0 --abid 3)."""
    r = tcsim("v_smfmac_f32_16x16x32f16", "--arch", "mi300", "--matrix", "k")
    assert r.returncode == 0, r.stderr
    assert "Instruction: v_smfmac_f32_16x16x32_f16" in r.stdout and "4 passes = 16 cycles" in r.stdout
    assert "A 2 (16x16 stored values), B 4, D 4 (also the accumulator), index 1" in r.stdout
    lines = r.stdout.splitlines()
    head = next(ln for ln in lines if ln.startswith("lane"))
    assert head.split()[1:] == ["v0[1:0]", "v0[3:2]", "v0[5:4]", "v0[7:6]"]
    lanes = {ln.split()[0]: ln.split()[1:] for ln in lines if ln.split() and ln.split()[0].isdigit()}
    assert lanes["50"][2:] == ["K[2][28..31]#0", "K[2][28..31]#1"]
    r = tcsim("v_smfmac_f32_16x16x32_f16", "--arch", "mi300", "--matrix", "k", "--abid", "3")
    assert "v0[29:28]" in r.stdout and "v0[31:30]" in r.stdout
    r = tcsim("v_smfmac_i32_32x32x32_i8", "--arch", "mi300", "--matrix", "a")
    lanes = {ln.split()[0]: ln.split()[1:] for ln in r.stdout.splitlines() if ln.split() and ln.split()[0].isdigit()}
    assert lanes["33"][0] == "A[1][16..19]#0" and len(lanes["33"]) == 8
