"""``tcsim sweep SPEC.toml``: a design-space study on Dask into a results database; and
``tcsim sweep gemm``, the bundled GEMM study (sweep/specs/gemm.toml) with its own table."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from tcsim.cli.common import (
    UsageError,
    console,
    gpu_config,
    picture_path,
    print_table,
    writable,
)
from tcsim.cli.run import check_fits

#: options of ``sweep gemm`` only (a spec names its kernels, sizes and archs itself)
GEMM_ONLY = ("kernels", "sizes", "arch", "config", "overrides", "csv", "json_file", "plot")


def cmd_sweep(ns) -> int:
    if ns.workers is not None and ns.workers < 0:
        raise UsageError(f"--workers must be 0 (run in this process) or more (got {ns.workers})")
    if ns.scheduler is not None and ns.workers is not None:
        raise UsageError("--workers is for the local cluster; a cluster at --scheduler has its own workers")
    if ns.what == "gemm":
        return _gemm(ns)
    given = [f"--{k.replace('_', '-') if k != 'overrides' else 'set'}" for k in GEMM_ONLY if getattr(ns, k)]
    if given:
        raise UsageError(f"{', '.join(given)}: for 'tcsim sweep gemm'; a spec lists its kernels, sizes, archs "
                         "and config values itself")
    return _spec(ns)


def _open_store(path: str):
    from tcsim.sweep.store import Store

    writable(path, "--db")
    return Store(path)


def _spec(ns) -> int:
    from tcsim.sweep.points import expand
    from tcsim.sweep.spec import read_spec

    spec = read_spec(ns.what)
    ex = expand(spec)
    db = ns.db or str(Path(ns.what).with_suffix(".db"))
    err = console(stderr=True)
    notes = []
    if ex.skipped:
        notes.append(f"{ex.skipped} kernel/arch combinations left out (the kernel cannot run there)")
    if ex.not_amd:
        notes.append(f"{ex.not_amd} NVIDIA points left out (device.mfma_scale and device.hazards are for AMD GPUs)")
    if ex.not_sampled:
        notes.append(f"{ex.not_sampled} points left out (the sample.* options act on timing-sampled points of NVIDIA GPUs only)")
    if ex.duplicates:
        notes.append(f"{ex.duplicates} points were the same simulation as another (run once)")
    if ns.dry_run:
        for p in ex.points:
            print(_describe(p.params()))
        print(f"{len(ex.points)} points" + (f"; {'; '.join(notes)}" if notes else ""))
        return 0
    store = _open_store(db)
    if not ns.json:
        err.print(f"sweep {spec.name}: {len(ex.points)} points" + (f" ({'; '.join(notes)})" if notes else "")
                  + f", results in {db}", markup=False, highlight=False)
    state = _run(ex.points, store, ns)
    summary = {"spec": spec.name, "db": db, "points": len(ex.points), "stored_before": state.stored,
               "stored_failed": state.stored_failed, "ran": state.finished,
               "ok": state.done, "failed": state.failed, "left": state.total - state.finished, "workers": state.workers,
               "seconds": round(state.elapsed, 3), "interrupted": state.interrupted}
    store.close()
    if ns.json:
        print(json.dumps(summary, indent=1))
    else:
        _finish_line(state, db)
    # 1 when any of the spec's points failed: in this run, or stored as failed by an earlier one
    return 130 if state.interrupted else (1 if state.failed or state.stored_failed else 0)


def _finish_line(state, db: str) -> None:
    err = console(stderr=True)
    if state.interrupted:
        err.print(f"interrupted: {state.finished} points of this run stored in {db} ({state.failed} failed), "
                  f"{state.total - state.finished} left; run the same command again to resume", markup=False)
        return
    stored = f"{state.stored} already stored" + (f" ({state.stored_failed} of them failed: --retry-failed runs "
                                                 "them again)" if state.stored_failed else "")
    err.print(f"{state.done} points ok, {state.failed} failed, {stored}; "
              f"{state.elapsed:.1f} s on {state.workers} worker{'s' * (state.workers != 1)}"
              + (f"; 'tcsim results {db} --where status=failed' lists the failures"
                 if state.failed or state.stored_failed else ""),
              markup=False, highlight=False)


def _describe(row: dict) -> str:
    cfg = json.loads(row["config"]) if row.get("config") else {}
    parts = [row["kernel"], row["size"] or "", row["arch"], row["mode"]] + [f"{k}={v}" for k, v in cfg.items()]
    return " ".join(str(p) for p in parts if p != "")


def _run(points, store, ns, line=None):
    """Run on Dask with progress on stderr: a bar on a terminal, a line per point otherwise."""
    from tcsim.sweep import engine

    err = console(stderr=True)

    def text(s) -> str:
        eta = s.eta
        return (f"{s.finished}/{s.total} done, {s.running} running, {s.failed} failed, {s.workers} workers, "
                f"ETA {'-' if eta is None else f'{eta:.0f} s'}")

    def point_line(s, row) -> str:
        if line is not None:
            return line(row)
        what = _describe(row)
        if row["status"] != "ok":
            return f"[{s.finished}/{s.total}] {what}: FAILED: {row['error']}"
        cyc = f"{row['cycles']:,} cycles" if row.get("cycles") is not None else f"{row['thread_instructions']:,} thread-instr"
        return f"[{s.finished}/{s.total}] {what}: {cyc} ({row['wall_seconds']:.1f} s)"

    if err.is_terminal and not ns.json:
        from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

        bar = Progress(TextColumn("sweeping"), BarColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                       console=err, transient=True)
        task = bar.add_task("starting", total=len(points))

        def update(s, row):
            bar.update(task, completed=s.finished, total=max(s.total, 1), description=text(s))
            if row is not None:
                bar.console.print(point_line(s, row), markup=False, highlight=False)
        with bar:
            return engine.run(points, store, workers=ns.workers, scheduler=ns.scheduler,
                              retry_failed=ns.retry_failed, update=update)

    def log(s, row):
        if row is not None and not ns.json:
            print(point_line(s, row), file=sys.stderr, flush=True)
    return engine.run(points, store, workers=ns.workers, scheduler=ns.scheduler, retry_failed=ns.retry_failed, update=log)


def _gemm(ns) -> int:
    """``tcsim sweep gemm``: the tensor-core GEMMs over sizes in timing mode (issue 5), run as
    the bundled spec."""
    from rich.table import Table

    from tcsim import kernels
    from tcsim.arch import parse_overrides
    from tcsim.sweep.gemm import as_gemm_points, gemm_spec
    from tcsim.sweep.points import expand
    from tcsim.validate import gemm_sweep as gs

    if ns.dry_run or ns.retry_failed:
        raise UsageError("--dry-run and --retry-failed are for a spec file (tcsim sweep SPEC.toml)")
    if ns.kernels is not None and not ns.kernels.strip(", "):
        raise UsageError("--kernels needs at least one kernel (default: " + ",".join(gs.DEFAULT_KERNELS) + ")")
    if ns.sizes is not None and not ns.sizes.strip(", "):
        raise UsageError("--sizes needs at least one size like 64,128 (leave it out for the default sweep)")
    cfg = gpu_config(ns)
    amd = cfg.vendor == "amd"
    known = list(gs.AMD_KERNELS) if amd else kernels.tensor_core_names()
    names = [k.strip() for k in (ns.kernels or ",".join(gs.AMD_KERNELS if amd else gs.DEFAULT_KERNELS)).split(",")
             if k.strip()]
    for k in names:
        if k not in known:
            raise UsageError(f"--kernels: '{k}' is not a bundled {'matrix' if amd else 'tensor'}-core kernel of "
                             f"{ns.arch} (these are: {', '.join(known)})")
    try:
        sizes = [int(x) for x in (ns.sizes or ",".join(map(str, gs.AMD_SIZES if amd else gs.DEFAULT_SIZES))).split(",")
                 if x.strip()]
    except ValueError:
        raise UsageError(f"--sizes must be integers like 64,128,256 (got '{ns.sizes}')") from None
    if not sizes or min(sizes) < 1:
        raise UsageError("--sizes needs positive sizes")
    for n in sizes:
        check_fits((n, n, n), str(n), "--sizes")
    for what, path in (("--csv", ns.csv), ("--json-file", ns.json_file)):
        writable(path, what)
    picture_path(ns.plot, "--plot")
    config_file = ns.config
    arch = str(Path(config_file).resolve()) if config_file else cfg.name  # the spec is elsewhere: no relative path
    spec = gemm_spec(names, sizes, arch, parse_overrides(ns.overrides))
    points = expand(spec).points

    def line(row) -> str:
        if row["status"] != "ok":
            return f"  {row['kernel']} {row['size']}: FAILED: {row['error']}"
        p = as_gemm_points([row])[0]
        return f"  {p.kernel} {p.size}: {p.cycles:,} cycles, {p.tflops:.2f} TFLOPS, {p.check} ({p.sim_seconds:.1f} s)"

    with tempfile.TemporaryDirectory(prefix="tcsim-sweep-") as tmp:
        store = _open_store(ns.db or str(Path(tmp) / "gemm.db"))
        state = _run(points, store, ns, line=line)
        rows = {r["key"]: r for r in store.rows()}
        store.close()
    if state.interrupted:
        _finish_line(state, ns.db or "a temporary database (give --db to keep it)")
        return 130
    failed = [rows[p.key] for p in points if rows[p.key]["status"] != "ok"]
    if failed:
        f = failed[0]
        raise UsageError(f"sweep gemm: {len(failed)} of {len(points)} points failed; {f['kernel']} {f['size']}: {f['error']}")
    found = as_gemm_points([rows[p.key] for p in points])
    gs.save(found, ns.arch, ns.csv, ns.json_file, ns.plot)
    if ns.json:
        print(json.dumps(gs.as_dict(found, ns.arch), indent=1))
    else:
        tab = Table(title=f"GEMM sweep on {ns.arch}, timing mode")
        for col in ("kernel", "M=N=K", "cycles", "IPC", "TFLOPS", "median wmma.load/mma/store", "HBM MB", "check",
                    "sim s"):
            tab.add_column(col, justify="right" if col not in ("kernel", "check") else "left")
        for p in found:
            med = "/".join("-" if v is None else f"{v:g}" for v in (p.wmma_load_median, p.wmma_mma_median, p.wmma_store_median))
            hbm = "-" if p.dram_bytes is None else f"{p.dram_bytes / 1e6:.2f}"
            tab.add_row(p.kernel, str(p.size), f"{p.cycles:,}", f"{p.ipc:.2f}", f"{p.tflops:.2f}", med, hbm, p.check,
                        f"{p.sim_seconds:.1f}")
        out = console()
        print_table(out, tab)
        for claim, holds, detail in gs.findings(found, cfg):
            out.print(f"{'[green]holds[/]' if holds else '[red]does not hold[/]'}: {claim}: {detail}")
        for what, path in (("CSV", ns.csv), ("JSON", ns.json_file), ("plot", ns.plot)):
            if path:
                print(f"saved {what} to {path}", file=sys.stderr)
    return 0 if all(p.check == "PASS" for p in found) else 1
