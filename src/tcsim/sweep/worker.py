"""What a Dask worker runs for one point: :func:`run_point` simulates it in the point's mode
and returns its database row (:func:`run_group`: the points of one group of a grouped mode,
e.g. ``timing-replay``, in order, one row each). It never raises for a point's own failure — a fault in the
kernel, a size that does not fit in memory, even a bug in tcsim becomes the row's one-line
``error`` — so one bad point cannot stop a sweep.
"""

from __future__ import annotations

import json
import os
import socket
import time
from datetime import UTC, datetime
from typing import Any

from tcsim.errors import TcsimError
from tcsim.sweep.metrics import measure
from tcsim.sweep.points import Point, tcsim_version

#: columns holding tables, stored as JSON text
JSON_COLUMNS = ("stall_cycles", "unit_utilisation", "instructions_by_class", "memory", "occupancy",
                "wmma_latency", "extra")


def run_point(point: Point) -> dict[str, Any]:
    from tcsim.sweep.modes import MODES

    return _row(point, MODES[point.mode])


def run_group(points: list[Point]) -> list[dict[str, Any]]:
    """The rows of a group of a grouped mode (modes.GROUPED), run in order by one runner."""
    return list(iter_group(points))


def iter_group(points: list[Point]):
    from tcsim.sweep.modes import GROUPED

    runner = GROUPED[points[0].mode][1]()
    for p in points:
        yield _row(p, runner.run)


def _row(point: Point, run) -> dict[str, Any]:
    t0 = time.perf_counter()
    row = point.params()
    try:
        outcome = run(point)
        row.update(measure(outcome.results))
        row.update(status="ok", verdict=outcome.verdict, sim_seconds=outcome.sim_seconds)
        extra = dict(outcome.extra)
        if "extra_timing" in row:
            extra.update(row.pop("extra_timing"))
        row["extra"] = extra or None
    except TcsimError as e:
        row.update(status="failed", error=one_line(str(e)))
    except MemoryError:
        row.update(status="failed", error="out of memory: the point's simulation state does not fit on this worker")
    except Exception as e:  # a bug in tcsim: recorded, the sweep goes on
        row.update(status="failed", error=one_line(f"internal error: {type(e).__name__}: {e}"))
    mem = row.get("memory") or {}
    for k in ("l1_hits", "l1_misses", "l2_hits", "l2_misses", "dram_read_bytes", "dram_write_bytes", "shared_wavefronts"):
        row[k] = mem.get(k)
    for k in JSON_COLUMNS:
        if row.get(k) is not None:
            row[k] = json.dumps(row[k], sort_keys=True, default=str)
    row.update(wall_seconds=time.perf_counter() - t0, tcsim_version=tcsim_version(),
               worker=f"{socket.gethostname()}:{os.getpid()}", finished_at=datetime.now(UTC).isoformat(timespec="seconds"))
    return row


def one_line(text: str) -> str:
    return " ".join(text.split()) or "failed (no message)"
