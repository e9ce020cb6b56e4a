"""Thread-block clusters (sm_90): the cluster shape of a launch and the order its CTAs run in.

A launch has clusters when the kernel declares ``.reqnctapercluster X, Y, Z`` or the launch
passes ``cluster=(x, y, z)`` (CUDA's cudaLaunchAttributeClusterDimension); a kernel with
``.explicitcluster`` must be launched with one. The cluster shape must divide the grid (CUDA
rejects the launch otherwise) and hold at most ``MAX_PORTABLE_CLUSTER`` CTAs. Without
clusters every CTA is a cluster of one and ``%is_explicit_cluster`` is false.

CTAs of one cluster run together: both drivers take CTAs cluster by cluster (clusters in
launch order, x fastest; inside a cluster by ``%cluster_ctarank``), so a functional batch
and the timing driver's placement always hold whole clusters.
"""

from __future__ import annotations

import numpy as np

from tcsim.arch.sm import sm_number
from tcsim.errors import LaunchError

#: CUDA C++ Programming Guide, "Thread Block Clusters": "a maximum of 8 thread blocks in a
#: cluster is supported as a portable cluster size" (16 only with the non-portable opt-in,
#: which tcsim does not model)
MAX_PORTABLE_CLUSTER = 8


def cluster_shape(func, cluster, grid: tuple[int, int, int], config) -> tuple[tuple[int, int, int], bool]:
    """``(cluster dims, explicit)`` of a launch of kernel ``func`` (ir.Function)."""
    from tcsim.runtime.launch import dim3

    attrs = func.attrs
    req = attrs.get("reqnctapercluster")
    given = dim3(cluster, "cluster") if cluster is not None else None
    if req is not None:
        req = tuple(int(x) for x in req)
        if given is not None and given != req:
            raise LaunchError(f"kernel {func.name} declares .reqnctapercluster {req}; the launch's cluster={given} "
                              "differs")
        given = req
    if given is None:
        if attrs.get("explicitcluster"):
            raise LaunchError(f"kernel {func.name} is declared .explicitcluster: launch it with cluster=(x, y, z)")
        return (1, 1, 1), False
    sm = sm_number(getattr(config, "isa", "") or "")
    if sm is not None and sm < 90:
        raise LaunchError(f"clusters need sm_90 or higher ({config.name} is sm_{sm}); kernel {func.name}")
    size = given[0] * given[1] * given[2]
    if size > MAX_PORTABLE_CLUSTER:
        raise LaunchError(f"cluster {given} has {size} CTAs; at most {MAX_PORTABLE_CLUSTER} (the portable cluster "
                          f"size) are supported; kernel {func.name}")
    limit = attrs.get("maxclusterrank")
    if limit is not None and size > int(limit):
        raise LaunchError(f"cluster {given} has {size} CTAs; kernel {func.name} declares .maxclusterrank {limit}")
    if any(g % c for g, c in zip(grid, given)):
        raise LaunchError(f"grid {grid} is not a whole number of clusters {given} in every dimension; kernel {func.name}")
    return given, True


def launch_order(grid: tuple[int, int, int], cluster: tuple[int, int, int]) -> np.ndarray:
    """ctaid (x, y, z) of every CTA in the order the drivers take them: cluster by cluster
    (x fastest), each cluster's CTAs by rank (x fastest). Without clusters: launch order."""
    n = grid[0] * grid[1] * grid[2]
    i = np.arange(n, dtype=np.int64)
    size = cluster[0] * cluster[1] * cluster[2]
    rank, cid = i % size, i // size
    nc = (grid[0] // cluster[0], grid[1] // cluster[1])
    cx, cy, cz = cid % nc[0], (cid // nc[0]) % nc[1], cid // (nc[0] * nc[1])
    rx, ry, rz = rank % cluster[0], (rank // cluster[0]) % cluster[1], rank // (cluster[0] * cluster[1])
    return np.stack([cx * cluster[0] + rx, cy * cluster[1] + ry, cz * cluster[2] + rz], axis=1)
