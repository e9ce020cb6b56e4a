"""`tcsim fragments` on sm_80: the wmma types sm_80 added (run as probes), and the register
maps of mma.sync and mma.sp including mma.sp's metadata layout."""

from __future__ import annotations

import pytest

from tcsim.cli import main


def run(capsys, *args):
    rc = main(["fragments", "--arch", "a100", *args])
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_mma_sync_map_is_the_ptx_figure(capsys):
    rc, out, _ = run(capsys, "--instr", "mma", "--shape", "m16n8k16", "--matrix", "a")
    assert rc == 0
    lines = out.splitlines()
    # PTX ISA m16n8k16 A: lane 4g + t holds row g cols 2t, 2t+1 (a0, a1) and 2t+8, 2t+9 (a4, a5)
    assert lines[1].split("\t")[:3] == ["T0:a0", "T0:a1", "T1:a0"]
    assert lines[1].split("\t")[8] == "T0:a4"
    assert lines[9].split("\t")[0] == "T0:a2"        # row 8: a2
    assert len(lines) == 1 + 16


def test_mma_sp_metadata_layouts(capsys):
    rc, out, _ = run(capsys, "--instr", "mma.sp", "--shape", "m16n8k32", "--matrix", "e", "--selector", "1")
    assert rc == 0
    rows = [ln.split("\t") for ln in out.splitlines()[1:]]
    assert rows[0][0] == "T2:[3..0]" and rows[0][4] == "T3:[3..0]" and rows[8][0] == "T2:[19..16]"
    rc, out, _ = run(capsys, "--instr", "mma.sp", "--shape", "m16n8k64", "--type", "s8", "--matrix", "e")
    rows = [ln.split("\t") for ln in out.splitlines()[1:]]
    assert rows[0][7] == "T0:[31..28]" and rows[0][8] == "T2:[3..0]" and rows[8][0] == "T1:[3..0]"


def test_mma_sp_compressed_a(capsys):
    rc, out, _ = run(capsys, "--instr", "mma.sp", "--shape", "m16n8k32", "--matrix", "a")
    assert rc == 0 and "compressed" in out
    assert len(out.splitlines()[1].split("\t")) == 16     # K/2 columns


def test_sm80_wmma_probe(capsys):
    rc, out, _ = run(capsys, "--shape", "m8n8k4", "--type", "f64", "--matrix", "c", "--layout", "row")
    assert rc == 0
    assert out.splitlines()[1].split("\t")[:2] == ["0 (0)", "8 (0)"]   # lane 0: row 0 cols 0, 1


@pytest.mark.parametrize("args, msg", [
    (["--instr", "mma.sp", "--shape", "m16n8k32", "--matrix", "e", "--selector", "2"], "--selector 2 is undefined"),
    (["--instr", "mma.sp", "--shape", "m16n8k8", "--matrix", "e"], "no .m16n8k8 .f16 form"),
    (["--matrix", "e"], "belongs to --instr mma.sp"),
    (["--instr", "mma", "--shape", "m16n16k16"], "shape"),
])
def test_errors_are_one_line(capsys, args, msg):
    rc, out, err = run(capsys, *args)
    assert rc != 0 and msg in err and len(err.strip().splitlines()) == 1


def test_mma_sp_needs_sm80(capsys):
    rc = main(["fragments", "--arch", "rtx2080", "--instr", "mma.sp", "--shape", "m16n8k16", "--matrix", "e"])
    assert rc != 0 and "needs sm_80" in capsys.readouterr().err
