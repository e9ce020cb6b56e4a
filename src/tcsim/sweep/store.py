"""The results database: one SQLite file, one row per point (schema in docs/sweeps.md).

Each point's row is written in its own transaction as its result arrives (WAL journal,
synchronous=FULL): a sweep killed at any moment keeps every point finished before, and
never a half-written one. The key is the primary key, so a point is stored once; a
failed point's row is replaced when it is run again and succeeds (``--retry-failed``), a
successful one never.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from tcsim.errors import TcsimError

SCHEMA_VERSION = 1

#: (column, SQL type, meaning) — the order of the table and of CSV exports
COLUMNS: tuple[tuple[str, str, str], ...] = (
    ("key", "TEXT PRIMARY KEY", "sha256 of kernel code, entry, arguments, geometry, size, seed, resolved config, mode, tcsim version"),
    ("spec", "TEXT", "name of the spec that first ran the point"),
    ("kernel", "TEXT", "bundled kernel name, or the `[[kernel]]` name (default the file's stem)"),
    ("source", "TEXT", "bundled, ptx or asm"),
    ("size", "TEXT", "the size as given: N or MxNxK (NULL: a file's kernel without sizes)"),
    ("size_n", "INTEGER", "N of the size (the middle dimension of MxNxK), for plots"),
    ("grid", "TEXT", "file kernels: grid dimensions, e.g. 16x1"),
    ("block", "TEXT", "file kernels: block dimensions"),
    ("args", "TEXT", "file kernels: JSON list of the arguments (tcsim run --arg syntax)"),
    ("arch", "TEXT", "GPU config name"),
    ("mode", "TEXT", "functional, timing, timing-sampled or timing-replay (sweep/modes.py MODES)"),
    ("seed", "INTEGER", "random seed of the inputs"),
    ("config", "TEXT", "JSON object of the point's config overrides by dotted key"),
    ("status", "TEXT NOT NULL", "ok or failed"),
    ("error", "TEXT", "failed points: the one-line error"),
    ("verdict", "TEXT", "bundled kernels: PASS, or FAIL: why (checked against numpy)"),
    ("launches", "INTEGER", "kernel launches the point made"),
    ("cycles", "INTEGER", "timing mode: simulated cycles, summed over the launches"),
    ("ipc", "REAL", "timing mode: warp- (AMD: wave-) instructions per cycle"),
    ("warp_instructions", "INTEGER", "warp (wave) instructions executed"),
    ("thread_instructions", "INTEGER", "thread (lane) instructions executed"),
    ("clock_mhz", "REAL", "timing mode: core clock of the arch"),
    ("tensor_tflops", "REAL", "timing mode: achieved tensor-core (AMD: matrix-core) TFLOPS"),
    ("l1_hits", "INTEGER", "NVIDIA timing: L1 line hits"),
    ("l1_misses", "INTEGER", "NVIDIA timing: L1 line misses"),
    ("l2_hits", "INTEGER", "NVIDIA timing: L2 request hits"),
    ("l2_misses", "INTEGER", "NVIDIA timing: L2 request misses"),
    ("dram_read_bytes", "INTEGER", "NVIDIA timing: DRAM bytes read"),
    ("dram_write_bytes", "INTEGER", "NVIDIA timing: DRAM bytes written"),
    ("shared_wavefronts", "INTEGER", "NVIDIA timing: shared-memory wavefronts"),
    ("stall_cycles", "TEXT", "timing: JSON object, warp (wave) stall cycles by reason"),
    ("unit_utilisation", "TEXT", "timing: JSON object, busy share per unit (alu, tensor, fedp, mem, ... / AMD: matrix_core, valu)"),
    ("instructions_by_class", "TEXT", "timing: JSON object, instructions by class (AMD: by kind)"),
    ("memory", "TEXT", "timing: JSON object, every memory statistic of the timing report (NVIDIA: L1, L2, DRAM, "
                        "shared, TLB, atomics; AMD GPUs with a hierarchy: its counters)"),
    ("occupancy", "TEXT", "timing: JSON object, occupancy of the first launch and what limits it"),
    ("wmma_latency", "TEXT", "NVIDIA timing: JSON object, per wmma op count/min/median/max cycles"),
    ("extra", "TEXT", "JSON object: mode-specific and AMD figures (MFMA counts by instruction, hazard violations, "
                      "chip-wide matrix-core utilisation, CUs used)"),
    ("sim_seconds", "REAL", "wall seconds of the launches"),
    ("wall_seconds", "REAL", "wall seconds of the whole point on its worker (preparing inputs, checking)"),
    ("tcsim_version", "TEXT", "tcsim version that ran the point, with a digest of its Python sources: 0.1.0+3f2a..."),
    ("worker", "TEXT", "host:pid of the worker process"),
    ("finished_at", "TEXT", "UTC time the point finished (ISO 8601)"),
)
NAMES = tuple(c for c, _, _ in COLUMNS)


class StoreError(TcsimError):
    pass


class Store:
    """The database at ``path`` (created when missing)."""

    def __init__(self, path: str | Path, create: bool = True):
        self.path = Path(path)
        if not create and not self.path.is_file():
            raise StoreError(f"{path}: no such results database")
        if self.path.is_dir():
            raise StoreError(f"{path}: is a directory, not a results database")
        try:
            self.db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=FULL")
            if create:
                self._create()
            version = self.db.execute("SELECT value FROM meta WHERE name='schema_version'").fetchone()
        except sqlite3.DatabaseError as e:
            raise StoreError(f"{path}: not a tcsim results database ({e})") from None
        if version is None or int(version[0]) != SCHEMA_VERSION:
            raise StoreError(f"{path}: results schema {version[0] if version else '?'}; this tcsim reads schema {SCHEMA_VERSION}")

    def _create(self) -> None:
        cols = ",\n  ".join(f"{c} {t}" for c, t, _ in COLUMNS)
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT)")
            self.db.execute(f"CREATE TABLE IF NOT EXISTS points (\n  {cols}\n)")
            self.db.execute("INSERT OR IGNORE INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))

    def close(self) -> None:
        self.db.close()

    def stored(self) -> dict[str, str]:
        """key -> status of every stored point."""
        return dict(self.db.execute("SELECT key, status FROM points"))

    def put(self, row: dict[str, Any]) -> None:
        """Store one point's row in one transaction; an ``ok`` row already there is kept."""
        values = [row.get(c) for c in NAMES]
        sets = ", ".join(f"{c}=excluded.{c}" for c in NAMES[1:])
        self.db.execute("BEGIN IMMEDIATE")
        try:
            self.db.execute(f"INSERT INTO points ({', '.join(NAMES)}) VALUES ({', '.join('?' * len(NAMES))}) "
                            f"ON CONFLICT(key) DO UPDATE SET {sets} WHERE points.status != 'ok'", values)
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise

    def rows(self) -> list[dict[str, Any]]:
        cur = self.db.execute(f"SELECT {', '.join(NAMES)} FROM points ORDER BY rowid")
        return [dict(zip(NAMES, r)) for r in cur]
