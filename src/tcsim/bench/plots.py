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


def roofline_peaks(arch) -> tuple[float, float, str]:
    """(peak matrix TFLOPS of the f16 32x32x8 MFMA the GEMM uses, sustained HBM GB/s, the
    instruction) of an AMD GPU with a memory hierarchy: CUs x matrix cores x FLOPs per
    cycle x clock, and ``hbm_efficiency x hbm_gbs``."""
    from tcsim.arch import load_config
    from tcsim.matrix import mfma

    cfg = arch if not isinstance(arch, str) else load_config(arch)
    amd = cfg.amd
    name = "v_mfma_f32_32x32x8f16" if amd.matrix.family == "gfx90a" else "v_mfma_f32_32x32x8_f16"
    spec = mfma.lookup(amd.matrix.family, name)
    peak = amd.cu.cu_count * amd.cu.matrix_cores_per_cu * spec.flops / spec.cycles * amd.cu.core_clock_mhz * 1e6 / 1e12
    h = amd.hierarchy
    return peak, h.hbm_efficiency * h.hbm_gbs, name


def intensity(p) -> float:
    """FLOP per HBM byte of a GEMM sweep point (2 M N K over its HBM traffic)."""
    return 2.0 * p.size ** 3 / p.dram_bytes


def roofline(ax, points, arch) -> dict:
    """Draw the roofline of an AMD GPU on ``ax``: attainable TFLOPS = min(peak matrix
    TFLOPS, arithmetic intensity x sustained HBM bandwidth), the ridge point between the
    memory-bound (left) and compute-bound (right) regions, and each sweep point at its
    intensity (2 M N K FLOP over the HBM bytes it moved) and achieved TFLOPS. Returns the
    peaks and the ridge (FLOP/byte)."""
    import numpy as np

    peak, gbs, name = roofline_peaks(arch)
    ridge = peak * 1e12 / (gbs * 1e9)
    xs = [intensity(p) for p in points]
    lo, hi = min(xs + [ridge]) / 4, max(xs + [ridge]) * 4
    x = np.geomspace(lo, hi, 200)
    ax.plot(x, np.minimum(peak, x * gbs / 1e3), color="black", lw=1.5, label="roofline")
    ax.axvline(ridge, color="grey", ls=":", lw=1)
    ax.axvspan(lo, ridge, color="tab:blue", alpha=0.07, label="memory-bound")
    ax.axvspan(ridge, hi, color="tab:red", alpha=0.07, label="compute-bound")
    by: dict = {}
    for p, xi in zip(points, xs):
        by.setdefault(p.kernel, []).append((xi, p.tflops, p.size))
    for k, pts in by.items():
        ax.plot([a for a, _, _ in pts], [b for _, b, _ in pts], marker="o", ls="-", label=k)
        for a, b, n in pts:
            ax.annotate(str(n), (a, b), fontsize=6, xytext=(3, 3), textcoords="offset points")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("arithmetic intensity (FLOP per HBM byte)")
    ax.set_ylabel("TFLOPS")
    ax.set_title(f"roofline: {peak:.0f} TFLOPS ({name}),\n{gbs:.0f} GB/s sustained HBM; ridge {ridge:.0f} FLOP/B",
                 fontsize=8)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=7)
    return {"peak_tflops": peak, "hbm_gbs": gbs, "ridge": ridge}
