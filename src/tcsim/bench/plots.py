"""Pictures of timing results."""

from __future__ import annotations


def hmma_timeline(trace, path: str, title: str, warp: int | None = None, max_ops: int = 64) -> int:
    """Save a timeline of one warp's tensor-core micro-ops (one bar per HMMA, from the
    issue of its wmma.mma to the micro-op's completion; sets coloured). Returns the number
    of micro-ops drawn."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    if not trace:
        raise ValueError("no tensor-core micro-ops were traced (the kernel has no wmma.mma / mma)")
    warp = trace[0].warp if warp is None else warp
    ops = [r for r in trace if r.warp == warp][:max_ops]
    t0 = ops[0].issue
    fig, ax = plt.subplots(figsize=(8, max(2.5, 0.22 * len(ops) + 1)))
    colors = plt.get_cmap("tab10")
    for i, r in enumerate(ops):
        ax.barh(i, r.done - r.issue, left=r.issue - t0, color=colors(r.set % 10), edgecolor="black", linewidth=0.3)
        ax.text(r.done - t0 + 0.5, i, f"{r.done - t0}", va="center", fontsize=6)
    ax.set_yticks(range(len(ops)))
    ax.set_yticklabels([f"{r.name} (set {r.set + 1})" for r in ops], fontsize=6)
    ax.invert_yaxis()
    ax.set_xlabel("cycles since the first traced wmma.mma issued")
    ax.set_title(title, fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    plt.close(fig)
    return len(ops)
