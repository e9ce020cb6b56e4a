"""Reading a results database back: rows with each config override as a column of its own
(named by its dotted key), filters, CSV / Parquet export and a metric-vs-parameter plot.

A metric or filter key is a column (``cycles``, ``kernel``), a config key
(``timing.hmma.fedp_per_core``), or a field of a JSON column (``stall_cycles.scoreboard``,
``unit_utilisation.tensor``, ``memory.tlb.walk``).
"""

from __future__ import annotations

import csv
import json
import math
import operator
import re
from typing import Any

from tcsim.errors import TcsimError
from tcsim.sweep.store import NAMES, Store
from tcsim.sweep.worker import JSON_COLUMNS

#: the parameters of a point (what a plot's lines are told apart by)
PARAMS = ("kernel", "source", "size", "grid", "block", "args", "arch", "mode", "seed")
_OPS = {"=": operator.eq, "!=": operator.ne, ">=": operator.ge, "<=": operator.le, ">": operator.gt, "<": operator.lt}


class ResultsError(TcsimError):
    pass


def load(path: str) -> tuple[list[dict[str, Any]], list[str]]:
    """The rows of the database and the config keys they override (sorted)."""
    store = Store(path, create=False)
    try:
        rows = store.rows()
    finally:
        store.close()
    keys: set[str] = set()
    for r in rows:
        cfg = json.loads(r["config"]) if r.get("config") else {}
        keys.update(cfg)
        r.update(cfg)
    rows.sort(key=lambda r: (r["spec"] or "", r["kernel"], r["size_n"] or 0, r["size"] or "", r["arch"], r["mode"],
                             r["config"] or ""))
    return rows, sorted(keys)


def value(row: dict, key: str) -> Any:
    """``key`` of ``row``: a column, a config key, or ``json_column.field[.field]`` (a number
    picks an entry of a list: ``extra.sample.0.high``, the first launch's)."""
    if key in row:
        return row[key]
    head, _, rest = key.partition(".")
    if head in JSON_COLUMNS and rest:
        return _walk(row, head, rest.split("."))
    return None


def _walk(row: dict, head: str, parts: list[str]) -> Any:
    """The node at ``parts`` inside JSON column ``head`` of ``row`` (None: not there)."""
    node: Any = json.loads(row[head]) if row.get(head) else None
    for part in parts:
        if isinstance(node, list):          # a launch's entry: extra.sample.0.high
            node = node[int(part)] if part.isdigit() and int(part) < len(node) else None
        else:
            node = node.get(part) if isinstance(node, dict) else None
    return node


def known(rows: list[dict], config_keys: list[str], key: str, what: str) -> None:
    head = key.partition(".")[0]
    if key in NAMES or key in config_keys:
        return
    if head in JSON_COLUMNS and key != head:
        if not rows or any(value(r, key) is not None for r in rows):
            return
        raise ResultsError(f"{what} {key}: no point has that field ({_fields(rows, key)})")
    raise ResultsError(f"{what} {key}: no such column or config key (columns: {', '.join(NAMES)}; "
                       f"config keys: {', '.join(config_keys) or 'none'}; or a JSON field like stall_cycles.scoreboard)")


def _fields(rows: list[dict], key: str) -> str:
    """The fields the points have at the deepest level of ``key`` they reach (for a typo)."""
    parts = key.split(".")
    for depth in range(len(parts) - 1, 0, -1):
        found: set[str] = set()
        for r in rows:
            node = _walk(r, parts[0], parts[1:depth])
            if isinstance(node, dict):
                found.update(node)
            elif isinstance(node, list) and node:
                found.update(map(str, range(len(node))))     # one entry per launch
        if found:
            return f"{'.'.join(parts[:depth])} has: {', '.join(sorted(found))}"
    return f"{parts[0]} is empty in every point"


def parse_where(text: str) -> tuple[str, str, str]:
    m = re.fullmatch(r"\s*([^=!<>\s]+)\s*(!=|>=|<=|=|>|<)\s*(.*?)\s*", text)
    if not m:
        raise ResultsError(f"--where {text}: expected KEY=VALUE (or !=, <, <=, >, >=), e.g. kernel=wmma_gemm")
    return m[1], m[2], m[3]


def _number(v: Any) -> float | None:
    if isinstance(v, bool):
        return float(v)
    if isinstance(v, (int, float)):
        return float(v)
    try:
        return float(v)
    except (TypeError, ValueError):
        return None


def matches(row: dict, key: str, op: str, want: str) -> bool:
    have = value(row, key)
    a, b = _number(have), _number(want)
    if a is not None and b is not None:
        return _OPS[op](a, b)
    if op in ("=", "!="):
        text = "" if have is None else (json.dumps(have) if isinstance(have, (list, dict)) else str(have))
        return _OPS[op](text.lower() if isinstance(have, bool) else text, want)
    return False


def select(rows: list[dict], config_keys: list[str], wheres: list[str]) -> list[dict]:
    out = rows
    for w in wheres:
        key, op, want = parse_where(w)
        known(rows, config_keys, key, "--where")
        if op not in ("=", "!=") and _number(want) is None:
            raise ResultsError(f"--where {w}: {want or 'nothing'} is not a number (<, <=, >, >= compare numbers; "
                               "= and != compare text too)")
        out = [r for r in out if matches(r, key, op, want)]
    return out


def columns(config_keys: list[str]) -> list[str]:
    """Export columns: the database's, then one per config key."""
    return list(NAMES) + config_keys


def write_csv(rows: list[dict], cols: list[str], path: str) -> None:
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=cols, extrasaction="ignore", lineterminator="\n")
        w.writeheader()
        w.writerows(rows)


def need_pyarrow() -> None:
    try:
        import pyarrow  # noqa: F401
    except ImportError:
        raise ResultsError("--parquet needs pyarrow, which is not installed (pip install 'tcsim[parquet]'); "
                           "--csv needs nothing") from None


def write_parquet(rows: list[dict], cols: list[str], path: str) -> None:
    need_pyarrow()
    import pyarrow as pa
    import pyarrow.parquet as pq

    data = {c: [_plain(r.get(c)) for r in rows] for c in cols}
    pq.write_table(pa.table(data), path)


def _plain(v: Any) -> Any:
    """Config values of mixed types are stored as text in Parquet (one type per column)."""
    return json.dumps(v) if isinstance(v, (list, dict)) else v


def _splits(rows: list[dict], p: str, x: str) -> bool:
    """Whether parameter ``p`` tells a plot's lines apart: it varies among ``rows``, and not
    only with ``x`` — a kernel's size against ``--x size_n`` (or a file kernel's grid and
    arguments, written in terms of the size) is one line, not one line per point."""
    def key(r: dict, k: str) -> str:
        return json.dumps(value(r, k), default=str)
    if len({key(r, p) for r in rows}) < 2:
        return False
    seen: dict[tuple[str, str], str] = {}
    for r in rows:
        if seen.setdefault((str(r["kernel"]), key(r, x)), key(r, p)) != key(r, p):
            return True               # two values of p at one x of one kernel: two lines
    return False


#: what a sampled point and its full-timing twin share: every parameter but the mode
TWIN = tuple(p for p in PARAMS if p != "mode")


def _twin_key(row: dict) -> tuple:
    config = {k: v for k, v in json.loads(row.get("config") or "{}").items() if not k.startswith("sample.")}
    return (*(row.get(p) for p in TWIN), json.dumps(config, sort_keys=True))


def sample_errors(rows: list[dict]) -> tuple[list[dict], int]:
    """Each successful ``timing-sampled`` row paired with the successful ``timing`` row of the
    same simulation (kernel, size, arch, seed, config; its ``sample.*`` options aside): its
    estimate's error against the full run, whether the full run lies inside its bound, and
    the wall seconds of both. Returns the pairs and the number of sampled rows without a twin."""
    full = {_twin_key(r): r for r in rows if r["status"] == "ok" and r["mode"] == "timing" and r["cycles"]}
    pairs, alone = [], 0
    for r in rows:
        if r["status"] != "ok" or r["mode"] != "timing-sampled" or r["cycles"] is None:
            continue
        f = full.get(_twin_key(r))
        if f is None:
            alone += 1
            continue
        b = bound(r) or (r["cycles"], r["cycles"])
        pairs.append({"row": r, "full_cycles": f["cycles"], "sampled_cycles": r["cycles"],
                      "error": r["cycles"] / f["cycles"] - 1, "low": b[0], "high": b[1],
                      "inside": b[0] <= f["cycles"] <= b[1], "full_seconds": f["wall_seconds"],
                      "sampled_seconds": r["wall_seconds"]})
    return pairs, alone


def bound(row: dict) -> tuple[int, int] | None:
    """The error bound of a sampled point's cycles: the sums of its launches' ``low`` and
    ``high`` (a point's cycles are its launches' sum), or None for a point that was not
    sampled (or whose cycles are not that sum)."""
    est = value(row, "extra.sample")
    if not est or not isinstance(est, list):
        return None
    low, high = sum(e["low"] for e in est), sum(e["high"] for e in est)
    return (low, high) if low <= (row.get("cycles") or 0) <= high else None


def plot(rows: list[dict], config_keys: list[str], metric: str, x: str, path: str, title: str) -> int:
    """``metric`` against ``x``, one line per kernel (and per value of any other parameter that
    varies among the rows); returns the number of lines. Sampled points' cycles are drawn
    with their error bound (:func:`bound`) as an error bar."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    known(rows, config_keys, metric, "--plot")
    known(rows, config_keys, x, "--x")
    ok = [r for r in rows if r["status"] == "ok" and _number(value(r, metric)) is not None and value(r, x) is not None]
    if not ok:
        if any(value(r, metric) is not None for r in rows if r["status"] == "ok"):
            raise ResultsError(f"--plot {metric}: not a number in any successful point (plot a number against "
                               f"--x {x}, which may be text)")
        raise ResultsError(f"--plot {metric} --x {x}: no successful point has both values")
    others = [p for p in list(PARAMS) + config_keys if p not in (x, "kernel") and _splits(ok, p, x)]
    numeric = all(_number(value(r, x)) is not None for r in ok)
    cats = sorted({str(value(r, x)) for r in ok}) if not numeric else []
    lines: dict[str, list[tuple[float, float, tuple | None]]] = {}
    for r in ok:
        label = " ".join([str(r["kernel"])] + [f"{p}={value(r, p)}" for p in others])
        xv = _number(value(r, x)) if numeric else cats.index(str(value(r, x)))
        lines.setdefault(label, []).append((xv, _number(value(r, metric)), bound(r) if metric == "cycles" else None))
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for label, pts in sorted(lines.items(), key=lambda kv: kv[0]):
        pts.sort(key=lambda p: p[0])
        xs_, ys = [p[0] for p in pts], [p[1] for p in pts]
        if any(p[2] for p in pts):           # sampled cycles: the estimate's bound
            err = [[y - b[0] if b else 0 for y, (*_, b) in zip(ys, pts)],
                   [b[1] - y if b else 0 for y, (*_, b) in zip(ys, pts)]]
            ax.errorbar(xs_, ys, yerr=err, marker="o", capsize=3, label=label + " (sampled: bound)")
        else:
            ax.plot(xs_, ys, marker="o", label=label)
    xs = sorted({p[0] for pts in lines.values() for p in pts})
    if numeric and len(xs) > 2 and xs[0] > 0 and xs[-1] / xs[0] >= 16 and all(math.log2(v).is_integer() for v in xs):
        ax.set_xscale("log", base=2)
    if not numeric:
        ax.set_xticks(range(len(cats)), cats)
    ax.set_xlabel(x)
    ax.set_ylabel(metric)
    ax.set_title(title, fontsize=9)
    ax.grid(True, alpha=0.3)
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return len(lines)
