"""`tcsim fragments --instr wgmma.sp` on h100: the sparse wgmma's metadata map (each warp's 16
rows of A as the mma.sp figure of the same K and width, threads of the warpgroup) and its
compressed RS A map; one-line errors for forms and selectors that do not exist."""

from __future__ import annotations

import pytest

from tcsim.cli import main


def run(capsys, *args):
    rc = main(["fragments", "--arch", "h100", "--instr", "wgmma.sp", *args])
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_f16_metadata_selector_1(capsys):
    """k32 .f16: T = 2 — row g of warp w in thread 32w + 4g + 2 + c/4, bits 4(c%4); row g + 8
    16 bits higher."""
    rc, out, _ = run(capsys, "--shape", "m64n8k32", "--matrix", "e", "--selector", "1")
    assert rc == 0
    lines = out.splitlines()
    assert len(lines) == 1 + 64
    assert lines[1].split("\t") == [f"T{2 + c // 4}:[{4 * (c % 4) + 3}..{4 * (c % 4)}]" for c in range(8)]
    assert lines[1 + 9].split("\t")[0] == "T6:[19..16]"               # row 9 = g 1 + 8
    assert lines[1 + 33].split("\t")[5] == "T71:[7..4]"               # warp 2, row 1, chunk 5


def test_8_bit_metadata(capsys):
    """k64 .e4m3 (the s8/u8 layout, T = 4): one row's 8 chunks per thread."""
    rc, out, _ = run(capsys, "--shape", "m64n16k64", "--type", "e4m3", "--matrix", "e")
    assert rc == 0
    row8 = out.splitlines()[1 + 8].split("\t")
    assert row8[0] == "T1:[3..0]" and row8[8] == "T3:[3..0]" and len(row8) == 16


def test_compressed_register_a_is_the_dense_half_k_map(capsys):
    rc, out, _ = run(capsys, "--shape", "m64n8k32", "--matrix", "a")
    assert rc == 0 and "compressed: the dense m64nNk16 A" in out
    assert len(out.splitlines()[2].split()) == 1 + 16       # row 0: 16 stored columns


@pytest.mark.parametrize("args, msg", [
    (["--shape", "m64n8k64", "--type", "e4m3", "--matrix", "e", "--selector", "1"], "--selector 1 is undefined"),
    (["--shape", "m64n8k16", "--matrix", "e"], "wgmma.mma_async.sp has no .m64n8k16 .f16 form"),
    (["--shape", "m16n8k32", "--matrix", "e"], "--instr wgmma.sp needs a wgmma shape"),
])
def test_bad_requests_are_one_line(capsys, args, msg):
    rc, _, err = run(capsys, *args)
    assert rc != 0 and msg in err and err.count("\n") == 1
