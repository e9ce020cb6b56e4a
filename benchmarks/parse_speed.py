"""PTX front-end speed: lines parsed per second (parse + decode to IR).

    python benchmarks/parse_speed.py [--lines 20000]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "isa"))

from test_ptx_parser import big_ptx  # noqa: E402

from tcsim.isa.ptx import parse  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--lines", type=int, default=20000)
    ns = ap.parse_args()
    text = big_ptx(ns.lines)
    best = None
    for _ in range(3):
        t0 = time.perf_counter()
        parse(text)
        dt = time.perf_counter() - t0
        best = dt if best is None else min(best, dt)
    print(f"{ns.lines} instructions parsed in {best:.3f} s ({ns.lines / best / 1e3:.1f} k lines/s)")


if __name__ == "__main__":
    main()
