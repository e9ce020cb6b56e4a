"""Cluster instructions (sm_90): ``mapa`` and ``barrier.cluster.arrive`` / ``.wait``.

* ``mapa{.shared::cluster}.{u32,u64} d, a, rank``: the address of the same shared-memory
  location ``a`` in the CTA of cluster rank ``rank`` (exec/dsmem.py gives tcsim's
  encoding); without a space ``a`` and ``d`` are generic addresses. A rank outside the
  cluster is a located error.
* ``barrier.cluster.arrive{.release|.relaxed}{.aligned}`` marks the thread's arrival;
  ``barrier.cluster.wait{.acquire}{.aligned}`` suspends it until every non-exited thread of
  every CTA of its cluster has arrived (``Simt.cluster_barrier``). A wait without a
  preceding arrive is reported.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tcsim.exec import dsmem
from tcsim.exec.memory import SHARED_WINDOW
from tcsim.exec.operands import Fault
from tcsim.exec.ops import semantics
from tcsim.exec.ops.common import space_of
from tcsim.exec.ops.sm import needs_sm
from tcsim.exec.program import Op
from tcsim.exec.selection import sel_len


@semantics("mapa")
def mapa(b):
    needs_sm(b, 90, "mapa")
    b.expect(3)
    t = next((m for m in b.ins.mods if m in ("u32", "u64")), None)
    if t is None:
        b.error("mapa needs .u32 or .u64")
    space = space_of(b.ins.mods)
    if space not in ("cluster", "generic"):
        b.error(f"mapa maps .shared::cluster or generic addresses, not .{space}")
    if space == "generic" and t != "u64":
        b.error("mapa of a generic address is .u64")
    a = b.src(1, t)
    r = b.src(2, "u32")
    w = b.dst(0, t)
    dt = np.uint32 if t == "u32" else np.uint64

    def run(st, sel):
        n = sel_len(sel)
        addr = np.broadcast_to(np.asarray(a(st, sel), dtype=np.int64), (n,))
        rank = np.broadcast_to(np.asarray(r(st, sel), dtype=np.int64), (n,))
        bad = rank >= st.cluster_size
        if bad.any():
            p = int(np.argmax(bad))
            raise Fault(p, f"mapa: CTA rank {int(rank[p])} is outside the cluster of {st.cluster_size} CTAs")
        if space == "generic":
            off = addr - SHARED_WINDOW
            bad = (off < 0) | (off > 0xFFFF_FFFF)
            if bad.any():
                p = int(np.argmax(bad))
                raise Fault(p, f"mapa: generic address {int(addr[p]):#x} is not in shared memory", int(addr[p]))
            w(st, sel, (dsmem.cluster_address(off, rank) + SHARED_WINDOW).astype(dt))
        else:
            w(st, sel, dsmem.cluster_address(addr, rank).astype(dt))
    return run


@dataclass(frozen=True, slots=True)
class ClusterBarrier:
    """``barrier.cluster.arrive`` (``mode`` "arrive") or ``.wait`` ("wait")."""

    mode: str
    cluster = True


def cluster_barrier(b) -> Op:
    needs_sm(b, 90, "barrier.cluster")
    b.expect(0)
    mods = b.ins.mods
    mode = next((m for m in mods if m in ("arrive", "wait")), None)
    if mode is None:
        b.error("barrier.cluster needs .arrive or .wait")
    return Op(-1, b.ins, "bar", None, None, b.func.name, info=ClusterBarrier(mode))
