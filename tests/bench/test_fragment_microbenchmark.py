"""The seeds' fragment microbenchmark, run in tcsim for the Volta config with mixed precision
and column-major A/B/C, prints exactly seed 003's Figs 4.2 (A), 4.3 (B) and 4.7 (C)."""

import glob
import re
import subprocess
import sys
from pathlib import Path

import pytest

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"


def seed_figure(caption: str) -> list[list[str]]:
    """The 16 table lines printed just before ``caption`` in seed 003, as cells."""
    files = glob.glob(str(SEEDS / "003_*.txt"))
    if not files:
        pytest.skip("seed 003 is not beside the repository (../shared/seeds)")
    lines = Path(files[0]).read_text().splitlines()
    end = next(i for i, l in enumerate(lines) if l.startswith(caption))
    rows = [l for l in lines[:end] if re.match(r"^\d+ \(\d+(,\d+)*\)\t", l)]
    return [r.split("\t") for r in rows[-16:]]


def tcsim_table(*args) -> list[list[str]]:
    out = subprocess.run([sys.executable, "-m", "tcsim.cli", "fragments", *args],
                         capture_output=True, text=True, check=True).stdout.splitlines()
    return [l.split("\t") for l in out[1:]]


@pytest.mark.parametrize("matrix, caption", [("a", "Figure 4.2:"), ("b", "Figure 4.3:"), ("c", "Figure 4.7:")])
def test_volta_maps_match_seed_003_cell_for_cell(matrix, caption):
    want = seed_figure(caption)
    got = tcsim_table("--arch", "titan_v", "--shape", "m16n16k16", "--matrix", matrix, "--layout", "col")
    assert got == want


def test_picture_and_turing_map(tmp_path):
    png = tmp_path / "map.png"
    got = tcsim_table("--arch", "rtx2080", "--matrix", "a", "--layout", "row", "--picture", str(png))
    assert png.stat().st_size > 1000
    # Turing: every element is held by exactly one thread; row r is held by threadgroup r % 8
    cells = [c for row in got for c in row]
    assert len(cells) == 256 and all("," not in c for c in cells)
    assert got[0][0] == "0 (0)" and got[1][0] == "32 (4)"


def test_bad_form_is_one_line_error():
    r = subprocess.run([sys.executable, "-m", "tcsim.cli", "fragments", "--arch", "titan_v", "--type", "s8"],
                       capture_output=True, text=True)
    assert r.returncode != 0 and r.stderr.count("\n") == 1 and r.stderr.startswith("tcsim: error:")
