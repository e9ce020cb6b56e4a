"""Distributed shared memory: ``.shared::cluster`` addresses (sm_90 clusters).

A cluster's CTAs can read and write each other's shared memory. tcsim's own encoding of a
``.shared::cluster`` address (the hardware's is not published; PTX only promises that a
``.shared::cta`` address of the executing CTA is a valid ``.shared::cluster`` address of
its own shared memory, and that ``mapa`` makes the address of the same variable in another
CTA of the cluster):

* bits 0-23: the byte offset in the CTA's shared memory (every GPU's per-CTA shared memory
  is below 16 MiB);
* bits 24-31: 0 for the executing CTA, else the target CTA's ``%cluster_ctarank`` + 1.

A generic address of shared memory is ``SHARED_WINDOW`` plus a ``.shared::cluster``
address. Each CTA slot of a thread batch knows the slots of its cluster's CTAs by rank
(``st.cluster_peers``, ``(CTA slots, cluster size)``; a launch without clusters has
clusters of one CTA).
"""

from __future__ import annotations

import numpy as np

from tcsim.exec.operands import Fault
from tcsim.exec.selection import sel_indices

RANK_SHIFT = 24
OFFSET_MASK = (1 << RANK_SHIFT) - 1
#: largest rank field + 1 (a cluster has at most 16 CTAs on sm_90; 8 bits leave room)
RANK_LIMIT = 1 << 8


def cluster_address(offset, rank) -> np.ndarray:
    """The ``.shared::cluster`` address of ``offset`` in the CTA of cluster rank ``rank``."""
    return (np.asarray(rank, dtype=np.int64) + 1) << RANK_SHIFT | (np.asarray(offset, dtype=np.int64) & OFFSET_MASK)


def peers_default(ncta: int) -> np.ndarray:
    """Clusters of one CTA: each slot is its own rank 0."""
    return np.arange(ncta, dtype=np.int64).reshape(ncta, 1)


def resolve(st, sel, addrs, nbytes: int, what: str) -> np.ndarray:
    """Byte offsets in ``st.shared`` of ``.shared::cluster`` addresses (one per lane of
    ``sel``); a Fault names the first lane whose address is outside its cluster or the
    target CTA's shared memory."""
    idx = sel_indices(sel)
    a = np.broadcast_to(np.asarray(addrs, dtype=np.int64), idx.shape)
    rank = a >> RANK_SHIFT
    off = a & OFFSET_MASK
    peers = st.cluster_peers
    size = peers.shape[1]
    bad = (a < 0) | (rank > size)
    if bad.any():
        p = int(np.argmax(bad))
        raise Fault(p, f"invalid shared::cluster {what} at address {int(a[p]):#x}: it names CTA rank {int(rank[p]) - 1} "
                       f"of a cluster of {size} CTAs", int(a[p]))
    bad = off + nbytes > st.smem_size
    if bad.any():
        p = int(np.argmax(bad))
        raise Fault(p, f"invalid shared::cluster {what} of {nbytes} bytes at address {int(a[p]):#x} (shared size "
                       f"is {st.smem_size} bytes)", int(a[p]))
    own = st.cta_slot[idx]
    slot = np.where(rank == 0, own, peers[own, np.maximum(rank - 1, 0)])
    return slot * st.smem_stride + off
