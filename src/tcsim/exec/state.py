"""Architectural state of a batch of CTAs, held as lane arrays.

A *batch* is a set of CTAs of one launch executed together. Thread ``t`` of the batch is
lane ``t % 32`` of batch warp ``t // 32``; every CTA is padded to a whole number of warps
(padding threads never run), so warps never straddle CTAs. Registers are rows of
per-thread arrays (``banks[bank][row, t]``); instruction semantics read and write them
through a *selection* ``sel`` — a ``slice`` (contiguous threads, zero-copy views) or a
sorted ``int64`` array of thread indices (tcsim.exec.selection). Both drivers use this one state: the functional
driver selects every thread at a PC, the timing driver one warp.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from tcsim.exec import dsmem
from tcsim.exec.dtypes import BANK_DTYPE
from tcsim.exec.memory import GlobalMemory


@dataclass
class LaunchInfo:
    """What a fault message needs to name the kernel and the launch."""

    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    arch: str = ""
    cluster: tuple[int, int, int] = (1, 1, 1)   # CTAs per cluster (runtime/cluster.py)
    explicit_cluster: bool = False              # launched with clusters (%is_explicit_cluster)


@dataclass
class ThreadBatch:
    program: object  # tcsim.exec.program.Program (kept untyped to avoid an import cycle)
    launch: LaunchInfo
    cta_ids: np.ndarray  # (ncta, 3) ctaid of each CTA in the batch
    gmem: GlobalMemory
    kparam: np.ndarray  # kernel parameter bytes
    const: np.ndarray  # the module's constant bank bytes
    dyn_smem: int
    nsm: int
    clock: int = 0
    banks: dict[str, np.ndarray] = field(default_factory=dict)

    def __post_init__(self) -> None:
        prog = self.program
        bx, by, bz = self.launch.block
        self.cta_threads = bx * by * bz
        self.cta_stride = -(-self.cta_threads // 32) * 32  # threads per CTA incl. padding
        self.ncta = len(self.cta_ids)
        T = self.T = self.ncta * self.cta_stride
        for bank, rows in prog.bank_rows.items():
            self.banks[bank] = np.zeros((max(rows, 1), T), dtype=BANK_DTYPE[bank])
        t = np.arange(T, dtype=np.int64)
        self.thread_index = t
        self.cta_slot = t // self.cta_stride
        linear = t % self.cta_stride
        self.linear_tid = linear
        self.real = linear < self.cta_threads
        self.tid = (
            (linear % bx).astype(np.uint32),
            ((linear // bx) % by).astype(np.uint32),
            (linear // (bx * by)).astype(np.uint32),
        )
        ids = self.cta_ids.astype(np.uint32)
        self.ctaid = tuple(ids[:, k][self.cta_slot] for k in range(3))
        self.lane = (t & 31).astype(np.uint32)
        self.warp_in_cta = (linear >> 5).astype(np.uint32)
        # memories
        # the dynamic area starts at the aligned end of the static variables
        self.smem_size = (prog.dyn_smem_base + self.dyn_smem) if self.dyn_smem else prog.static_smem
        self.shared = np.zeros(max(self.ncta * _round16(self.smem_size), 16), dtype=np.uint8)
        self.smem_stride = _round16(self.smem_size)
        self.local_size = prog.local_size
        self.local = np.zeros(max(T * prog.local_size, 16), dtype=np.uint8)
        self.fparam_size = prog.fparam_size
        self.fparam = np.zeros(max(T * prog.fparam_size, 16), dtype=np.uint8)
        # call stack of return PCs (non-recursive programs: depth is bounded statically)
        self.ret_stack = np.zeros((max(prog.max_call_depth, 1), T), dtype=np.int32)
        self.sp = np.zeros(T, dtype=np.int32)
        # clusters (exec/dsmem.py): per CTA slot, the slots of its cluster's CTAs by rank. A
        # batch holds whole clusters, each's CTAs consecutive by rank (runtime/cluster.py);
        # the timing driver sets a cluster's slots when it places it
        cl = self.launch.cluster
        self.cluster_size = cl[0] * cl[1] * cl[2]
        if self.cluster_size == 1:
            self.cluster_peers = dsmem.peers_default(self.ncta)
        else:
            s = np.arange(self.ncta, dtype=np.int64)
            self.cluster_peers = (s - s % self.cluster_size)[:, None] + np.arange(self.cluster_size)[None, :]
        #: the SIMT rules' hook for completed mbarrier phases (exec/ops/mbarrier.py)
        self.on_mbarrier = None
        #: asynchronous copies (TMA, bulk copies): ``run_async(copy)`` lands an
        #: ``exec/ops/bulk_copy.AsyncCopy`` later (timing driver) or None: at once (functional)
        self.run_async = None
        #: (object offset, parity) of an mbarrier a test_wait found incomplete (None: never)
        self.mbar_polled = None
        # statistics
        self.warp_instructions = 0
        self.thread_instructions = 0

    def describe_thread(self, t: int) -> str:
        """``CTA (x,y,z) thread (x,y,z)`` of batch thread ``t``."""
        c = self.cta_ids[t // self.cta_stride]
        return (
            f"CTA ({c[0]},{c[1]},{c[2]}) thread ({self.tid[0][t]},{self.tid[1][t]},{self.tid[2][t]})"
        )


def _round16(n: int) -> int:
    return -(-n // 16) * 16
