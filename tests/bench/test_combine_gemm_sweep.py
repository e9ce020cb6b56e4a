"""scripts/combine_gemm_sweep.py merges per-kernel sweep files (no simulation here)."""

import json
import runpy
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _combine(argv):
    mod = runpy.run_path(str(ROOT / "scripts" / "combine_gemm_sweep.py"))
    return mod["main"](argv)


def test_later_file_replaces_point_and_findings_are_rechecked(tmp_path):
    base = json.loads((ROOT / "docs/data/gemm_sweep_titan_v.json").read_text())
    p = dict(next(q for q in base["points"] if q["kernel"] == "wmma_gemm_shared" and q["size"] == 1024))
    p["size"], p["cycles"] = 4096, p["cycles"] * 10
    extra = tmp_path / "extra.json"
    extra.write_text(json.dumps({"arch": base["arch"], "points": [p], "findings": []}))
    out = tmp_path / "all.json"
    assert _combine([str(ROOT / "docs/data/gemm_sweep_titan_v.json"), str(extra), "--json-file", str(out),
                     "--csv", str(tmp_path / "all.csv")]) == 0
    got = json.loads(out.read_text())
    sizes = [q["size"] for q in got["points"] if q["kernel"] == "wmma_gemm_shared"]
    assert sizes[-1] == 4096 and sizes == sorted(sizes)
    assert any("4096" in f["detail"] for f in got["findings"])
    assert (tmp_path / "all.csv").read_text().count("\n") == len(got["points"]) + 1


def test_mixed_architectures_are_refused(tmp_path):
    a = tmp_path / "a.json"
    b = tmp_path / "b.json"
    a.write_text(json.dumps({"arch": "titan_v", "points": []}))
    b.write_text(json.dumps({"arch": "rtx2080", "points": []}))
    assert _combine([str(a), str(b)]) == 1
