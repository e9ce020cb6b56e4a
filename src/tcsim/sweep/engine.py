"""Running a sweep's points on Dask (dask.distributed) and storing each as it arrives.

Default: a LocalCluster of one single-threaded worker *process* per core (the simulator is
pure Python and holds the GIL, so threads would not run points in parallel), no
dashboard, no memory limit (a large point needs what it needs; Dask's default limit would
kill its worker). ``scheduler="tcp://host:8786"`` uses a cluster started elsewhere
(``dask scheduler`` + ``dask worker``: each worker must be able to import this tcsim).
``workers=0`` runs the points one after another in this process, without Dask.

The points already in the database are skipped (failed ones too, unless ``retry_failed``).
Points of a grouped mode (``timing-replay``: modes.GROUPED) that share a group run as one
task, in order, on one worker (it records once and replays); a group's rows are stored
when the task ends (a killed run loses only the group in progress: it runs again).

Ctrl-C (KeyboardInterrupt) cancels what is left, closes the client and the local cluster
and returns with ``interrupted`` set: every point finished before is stored.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
import time
import warnings
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field

from tcsim.errors import TcsimError
from tcsim.sweep.points import Point
from tcsim.sweep.store import Store
from tcsim.sweep.worker import iter_group, one_line, run_group, run_point

#: seconds between two looks at the cluster while no point finishes
POLL = 0.25
#: seconds to wait for an existing cluster's scheduler to answer, and for its first worker
CONNECT_WAIT = 10
WORKER_WAIT = 60


class SweepError(TcsimError):
    pass


@dataclass
class State:
    """The run's progress: ``total`` points to run now (the stored ones are ``stored``)."""

    total: int
    stored: int = 0
    #: of the ``stored`` points, those stored as failed (``retry_failed`` runs them again)
    stored_failed: int = 0
    done: int = 0
    failed: int = 0
    running: int = 0
    workers: int = 0
    t0: float = field(default_factory=time.perf_counter)
    interrupted: bool = False

    @property
    def finished(self) -> int:
        return self.done + self.failed

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self.t0

    @property
    def eta(self) -> float | None:
        """Seconds left at the rate points have finished so far (None before the first)."""
        if self.finished >= self.total:
            return 0.0
        if not self.finished:
            return None
        return self.elapsed / self.finished * (self.total - self.finished)


Update = Callable[[State, dict | None], None]


def cores() -> int:
    """The cores this process may run on (a container or taskset may allow fewer than the machine has)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def to_run(points: list[Point], store: Store, retry_failed: bool = False) -> tuple[list[Point], int, int]:
    """The points not stored yet (and failed ones with ``retry_failed``), how many are
    stored, and how many of those are stored as failed."""
    stored = store.stored()
    todo = [p for p in points if p.key not in stored or (retry_failed and stored[p.key] != "ok")]
    run = {p.key for p in todo}
    failed = sum(1 for p in points if p.key not in run and stored.get(p.key, "ok") != "ok")
    return todo, len(points) - len(todo), failed


def tasks_of(points: list[Point]) -> list[Point | list[Point]]:
    """The points as tasks, in the spec's order: a point, or the points of one group of a
    grouped mode (at the place of its first point)."""
    from tcsim.sweep.modes import GROUPED

    out: list = []
    groups: dict[tuple, list[Point]] = {}
    for p in points:
        if p.mode not in GROUPED:
            out.append(p)
            continue
        key = (p.mode, GROUPED[p.mode][0](p))
        if key not in groups:
            groups[key] = []
            out.append(groups[key])
        groups[key].append(p)
    return out


def run(points: list[Point], store: Store, *, workers: int | None = None, scheduler: str | None = None,
        retry_failed: bool = False, update: Update | None = None) -> State:
    todo, stored, stored_failed = to_run(points, store, retry_failed)
    state = State(len(todo), stored, stored_failed)
    update = update or (lambda s, r: None)
    if not todo:
        update(state, None)
        return state
    if workers == 0 and scheduler is None:
        return _run_here(todo, store, state, update)
    return _run_dask(todo, store, state, update, workers, scheduler)


def _record(store: Store, state: State, row: dict, update: Update) -> None:
    store.put(row)
    if row["status"] == "ok":
        state.done += 1
    else:
        state.failed += 1
    state.running = min(state.running, state.total - state.finished)
    update(state, row)


def _run_here(todo: list[Point], store: Store, state: State, update: Update) -> State:
    state.workers = 1
    try:
        for task in tasks_of(todo):
            state.running = 1
            update(state, None)
            for row in (iter_group(task) if isinstance(task, list) else [run_point(task)]):
                _record(store, state, row, update)
    except KeyboardInterrupt:
        state.interrupted = True
    state.running = 0
    return state


def _run_dask(todo: list[Point], store: Store, state: State, update: Update,
              workers: int | None, scheduler: str | None) -> State:
    from distributed import Client, LocalCluster, as_completed

    cluster = client = None
    futures = {}
    quiet = _quiet_dask()
    try:
        if scheduler is not None:
            try:
                client = Client(scheduler, timeout=CONNECT_WAIT)
                client.wait_for_workers(1, timeout=WORKER_WAIT)
            except (OSError, TimeoutError) as e:
                raise SweepError(f"--scheduler {scheduler}: no usable Dask cluster there ({one_line(str(e))})") from None
            except ValueError as e:     # no port, an unknown protocol: Dask parses before connecting
                raise SweepError(f"--scheduler {scheduler}: not a scheduler address, e.g. tcp://HOST:8786 "
                                 f"({one_line(str(e))})") from None
        else:
            n = min(workers or cores(), len(todo))
            with warnings.catch_warnings(), _workers_ignore_sigint():
                # another cluster's HTTP port: Dask takes a free one and says so
                warnings.filterwarnings("ignore", "Port .* is already in use", UserWarning)
                cluster = LocalCluster(n_workers=n, threads_per_worker=1, processes=True, dashboard_address=None,
                                       silence_logs=logging.ERROR, memory_limit=0)
            client = Client(cluster)
        state.workers = sum(client.nthreads().values())
        update(state, None)
        for i, task in enumerate(tasks_of(todo)):  # earlier points first: the spec's order
            if isinstance(task, list):
                fut = client.submit(run_group, task, key=f"tcsim-group-{task[0].key}", pure=False, priority=-i)
            else:
                fut = client.submit(run_point, task, key=f"tcsim-point-{task.key}", pure=False, priority=-i)
            futures[fut] = task
        pending = as_completed(list(futures))
        while not pending.is_empty():
            batch = pending.next_batch(block=False)
            for fut in batch:
                task = futures.pop(fut)
                group = task if isinstance(task, list) else [task]
                if fut.status == "finished":
                    rows = fut.result() if isinstance(task, list) else [fut.result()]
                else:  # the worker died (killed, out of memory) or the task was lost
                    exc = fut.exception() if fut.status == "error" else fut.status
                    rows = [dict(p.params(), status="failed", error=one_line(f"worker lost: {exc}")) for p in group]
                for row in rows:
                    _record(store, state, row, update)
            if not batch:
                state.running = _running(client, futures)
                state.workers = sum(client.nthreads().values())
                update(state, None)
                time.sleep(POLL)
    except KeyboardInterrupt:
        state.interrupted = True
    finally:
        state.running = 0
        if client is not None:
            try:
                if futures:
                    client.cancel(list(futures), force=True)
                client.close(timeout=10)
            except Exception:  # closing after Ctrl-C must not hide what was stored
                pass
        if cluster is not None:
            try:
                cluster.close(timeout=10)
            except Exception:
                pass
        quiet()
    return state


@contextmanager
def _workers_ignore_sigint():
    """Worker processes started in this block ignore SIGINT (an ignored signal stays ignored in
    a child process): a terminal's Ctrl-C reaches every process of its group, and the sweep,
    not each worker, is the one to stop them — else every worker prints a traceback."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    old = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old)


def _running(client, futures) -> int:
    """Points being computed now: ours among the tasks the workers hold, at most one per thread."""
    try:
        keys = {f.key for f in futures}
        busy = sum(1 for ks in client.processing().values() for k in ks if k in keys)
        return min(busy, sum(client.nthreads().values()))
    except Exception:
        return 0


def _quiet_dask() -> Callable[[], None]:
    """Dask's INFO/WARNING chatter off while the sweep draws its own progress; undo with the result."""
    loggers = [logging.getLogger(n) for n in ("distributed", "distributed.client", "distributed.worker",
                                               "distributed.nanny", "distributed.scheduler", "tornado")]
    old = [lg.level for lg in loggers]
    for lg in loggers:
        lg.setLevel(logging.ERROR)

    def undo() -> None:
        for lg, lv in zip(loggers, old):
            lg.setLevel(lv)
    return undo
