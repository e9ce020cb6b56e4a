"""``tcsim sass``: a cubin's SASS with decoded control bits; one-line errors."""

from __future__ import annotations

import shutil

import pytest

from sass_data import SASS_DIR
from tcsim.cli import main


def run(capsys, *args):
    rc = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return rc, out, err


def test_bundled_kernel_listing(capsys):
    rc, out, err = run(capsys, "sass", "vector_add", "--sm", "75")
    assert rc == 0, err
    assert "sm_75, ELF ABI version 8, 1 kernel(s)" in out
    assert ("vector_add: 16 instructions, 12 registers, 0 B shared, 0 B local, 0 barrier(s), params at c[0x0][0x160] "
            "(28 B): #0 c[0x0][0x160] 8B, #1 c[0x0][0x168] 8B, #2 c[0x0][0x170] 8B, #3 c[0x0][0x178] 4B; "
            "EXIT at 0x0050, 0x00e0") in out
    assert "/*0000*/ [B------:R-:W-:-:S02]      MOV R1, c[0x0][0x28] ;" in out
    assert "/*0030*/ [B0-----:R-:W-:Y:S05]      IMAD R6, R6, c[0x0][0x0], R3 ;" in out  # waits for the S2Rs' barrier 0


def test_cubin_file_and_kernel_filter(capsys, tmp_path):
    for suffix in (".cubin", ".sass"):
        shutil.copy(SASS_DIR / "sm_90" / f"mma_sm80_gemm{suffix}", tmp_path / f"g{suffix}")
    rc, out, err = run(capsys, "sass", tmp_path / "g.cubin", "--kernel", "mma_sm80_gemm", "--summary")
    assert rc == 0, err
    assert "params at c[0x0][0x210]" in out and "/*0000*/" not in out


@pytest.mark.parametrize("args, msg", [
    (["sass", "README.md"], "README.md: not an ELF file"),
    (["sass", "nope.cubin"], "nope.cubin: no such file"),
    (["sass", "vector_add", "--sm", "61"], "no committed sm_61 SASS of bundled kernel 'vector_add' (committed for: sm_70"),
    (["sass", "vector_add", "--kernel", "x"], "no kernel 'x' (kernels: vector_add)"),
])
def test_errors_are_one_line(capsys, args, msg):
    rc, out, err = run(capsys, *args)
    assert rc != 0 and msg in err and err.count("\n") == 1, err


def test_run_bundled_kernel_in_sass_mode(capsys):
    rc, out, err = run(capsys, "run", "reduce", "--sass", "--arch", "titan_v", "--size", "1000", "--json")
    assert rc == 0, err
    import json
    doc = json.loads(out)
    assert doc["sass"] == "sm_70" and doc["verdict"] == "PASS"


def test_run_hopper_kernel_in_sass_mode(capsys):
    """On h100 (isa sm_90a) --sass runs the committed sm_90a SASS of a cluster kernel."""
    rc, out, err = run(capsys, "run", "tma_cluster", "--sass", "--arch", "h100", "--json")
    assert rc == 0, err
    import json
    doc = json.loads(out)
    assert doc["sass"] == "sm_90" and doc["verdict"] == "PASS"


def test_run_cubin_file(capsys):
    rc, out, err = run(capsys, "run", SASS_DIR / "sm_90" / "vector_add.cubin", "--arch", "a100", "--grid", "1",
                       "--block", "32", "--arg", "f32[32]=arange", "--arg", "f32[32]=2", "--arg", "f32[32]", "--arg", "i32:32")
    assert rc == 0, err
    assert "param_2 = [ 2.  3.  4." in out


@pytest.mark.parametrize("args, msg", [
    (["run", "vector_add", "--sm", "75"], "--sm picks the SASS to run: use it with --sass"),
    (["compare", "nope"], "no committed sm_75 SASS of nope"),
    (["bench", "latency", "--sass", "--arch", "a100"], "the SASS chains are committed for sm_70 (titan_v) and sm_75"),
    (["run", "vector_add", "--sass", "--arch", "mi300"], "--sass runs NVIDIA machine code"),
    (["run", "wmma_gemm_int8", "--sass", "--sm", "70", "--arch", "rtx2080"],
     "no committed sm_70 SASS of bundled kernel 'wmma_gemm_int8'"),
])
def test_run_sass_errors(capsys, args, msg):
    rc, out, err = run(capsys, *args)
    assert rc != 0 and msg in err and err.count("\n") == 1, err


def test_ptx_file_is_assembled_for_the_sm(capsys):
    """A .ptx file goes through ptxas (12.9 after lowering for sm_70); skipped without the tools."""
    from tcsim.isa.sass import tools

    if tools.find_tool("ptxas", 70) is None or tools.find_tool("nvdisasm", 70) is None:
        pytest.skip("no ptxas / nvdisasm for sm_70 (see scripts/regen_sass.py)")
    ptx = SASS_DIR.parent / "vector_add.ptx"
    rc, out, err = run(capsys, "sass", ptx, "--sm", "70", "--summary")
    assert rc == 0, err
    assert "sm_70, ELF ABI version 7" in out and "params at c[0x0][0x160] (28 B)" in out
    rc, out, err = run(capsys, "sass", SASS_DIR.parent / "wmma_gemm_int8.ptx", "--sm", "70")
    assert rc == 1 and "ptxas -arch=sm_70 failed" in err and "WMMA with integer types" in err and err.count("\n") == 1


def test_run_sass_timing_reports_stalls_per_pc(capsys):
    rc, out, err = run(capsys, "run", "vector_add", "--sass", "--mode", "timing", "--arch", "rtx2080")
    assert rc == 0, err
    assert "timing vector_add: 1,157 cycles" in out
    assert "    0x0030 IMAD R6, R6, c[0x0][0x0], R3: scoreboard" in out   # waits for the S2Rs' barrier 0


def test_bench_latency_sass(capsys):
    rc, out, err = run(capsys, "bench", "latency", "--sass", "--arch", "titan_v")
    assert rc == 0, err
    assert "lat_ffma" in out and "ptxas" in out and "seed 003 Table 4.1" in out


def test_run_sass_timing_json_has_pc_stalls(capsys):
    import json

    rc, out, err = run(capsys, "run", "vector_add", "--sass", "--mode", "timing", "--arch", "rtx2080", "--json")
    assert rc == 0, err
    launch = json.loads(out)["launches"][0]["timing"]
    assert launch["cycles"] == 1157
    per_pc = launch["pc_stalls"]
    assert sum(sum(r.values()) for r in per_pc.values()) == sum(launch["stall_cycles"].values())


def test_bench_banks_sass(capsys):
    rc, out, err = run(capsys, "bench", "banks", "--sass", "--arch", "titan_v")
    assert rc == 0, err
    assert "Fig 3.8 FFMA R6, R97, R99, R101" in out and "Table 1.1 Jia et al." in out
    assert "Table 1.1 NVCC 9.0: tcsim's conflicting FFMAs: FFMA R16, R12, R80, R16;" in out
    rc, out, err = run(capsys, "bench", "banks", "--arch", "titan_v")
    assert rc != 0 and "add --sass" in err
