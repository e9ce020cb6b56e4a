"""What a PTX kernel launch and an AMDGPU kernel launch share: the checks of the launch
shape and mode, the numbering of CTAs / workgroups, and running them in batches through
the functional driver."""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np

from tcsim.errors import LaunchError
from tcsim.runtime.handles import LaunchResult
from tcsim.runtime.progress import Reporter

#: host memory the state of one batch of CTAs / workgroups may take (numpy temporaries)
BATCH_STATE_BYTES = 512 << 20



def dim3(v, what: str) -> tuple[int, int, int]:
    """A grid or block shape: an int or 1 to 3 positive ints, padded with 1s."""
    if isinstance(v, (int, np.integer)):
        v = (int(v),)
    # only integers: int("12") or int(2.5) would silently accept a wrong launch
    if not isinstance(v, (tuple, list, np.ndarray)) or not all(isinstance(x, (int, np.integer)) and not isinstance(x, bool) for x in v):
        raise LaunchError(f"{what} must be an int or a tuple of 1 to 3 ints, got {v!r}")
    v = tuple(int(x) for x in v)
    if not 1 <= len(v) <= 3 or any(x < 1 for x in v):
        raise LaunchError(f"{what} must be 1 to 3 positive integers, got {v}")
    return v + (1,) * (3 - len(v))


def is_int(v) -> bool:
    return isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_))


def check_shared_mem(shared_mem) -> int:
    """Dynamic shared memory (LDS) bytes per CTA / workgroup: a non-negative integer."""
    if not is_int(shared_mem) or shared_mem < 0:
        raise LaunchError(f"shared_mem must be a non-negative integer number of bytes, got {shared_mem!r}")
    return int(shared_mem)


def check_progress(progress) -> None:
    """A progress callback is ``None`` or callable."""
    if progress is not None and not callable(progress):
        raise LaunchError(f"progress must be a callable cb(Progress) or None (runtime/progress.py), got {progress!r}")


def check_mode(mode: str | None, default: str) -> str:
    """The launch's driver: ``mode`` if given, else the device's."""
    mode = mode or default
    if not isinstance(mode, str) or mode not in ("functional", "timing"):
        raise LaunchError(f"mode must be 'functional' or 'timing', not {mode!r}")
    return mode


def group_ids(grid: tuple[int, int, int], start: int, stop: int) -> np.ndarray:
    """(x, y, z) of the CTAs / workgroups ``start`` to ``stop`` in launch order (x fastest)."""
    order = np.arange(start, stop, dtype=np.int64)
    return np.stack([order % grid[0], (order // grid[0]) % grid[1], order // (grid[0] * grid[1])], axis=1)


def groups_per_batch(group_units: int, unit_bytes: int, max_units: int) -> int:
    """How many CTAs / workgroups of ``group_units`` threads (or waves) of ``unit_bytes``
    state each one batch holds: at most ``max_units`` units and BATCH_STATE_BYTES of
    state, but always at least one group."""
    budget = max(group_units, min(max_units, BATCH_STATE_BYTES // max(unit_bytes, 1)))
    return max(1, budget // group_units)


def run_batches(result: LaunchResult, grid: tuple[int, int, int], per_batch: int,
                progress: Reporter | None, run_batch: Callable, order: np.ndarray | None = None) -> None:
    """Run every CTA / workgroup of the launch, ``per_batch`` at a time:
    ``run_batch(start, ids, cb)`` simulates the groups ``ids`` (numbered from ``start``)
    and returns its (warp or wave, thread or lane) instruction counts; ``cb(n)`` reports
    its progress. ``progress`` (runtime/progress.py) sees the whole launch's. ``order``: the
    ctaid of every CTA in the order to run them (clusters: runtime/cluster.py), default
    launch order."""
    ngroups = grid[0] * grid[1] * grid[2]
    for start in range(0, ngroups, per_batch):
        stop = min(start + per_batch, ngroups)
        cb = None
        if progress is not None:
            done = result.thread_instructions
            cb = lambda n, d=done, s=start: progress.update(d + n, s)  # noqa: E731
        ids = group_ids(grid, start, stop) if order is None else order[start:stop]
        warp, thread = run_batch(start, ids, cb)
        result.warp_instructions += warp
        result.thread_instructions += thread
        result.batches += 1
        if progress is not None:
            progress.update(result.thread_instructions, stop)
    if progress is not None:
        progress.finish(result.thread_instructions)


def record_timing(result: LaunchResult, stats, rep: Reporter | None) -> LaunchResult:
    """The end of a timing run (PTX or SASS mode): report it finished and put its statistics
    and instruction counts in the result (one timing run covers the grid: one batch)."""
    if rep is not None:
        rep.finish(stats.thread_instructions, stats.cycles)
    result.warp_instructions = stats.warp_instructions
    result.thread_instructions = stats.thread_instructions
    result.timing = stats
    result.batches = 1
    return result


def finish(dev, result: LaunchResult, t0: float) -> LaunchResult:
    """Record a completed launch on its device."""
    result.seconds = time.perf_counter() - t0
    dev.launches.append(result)
    return result
