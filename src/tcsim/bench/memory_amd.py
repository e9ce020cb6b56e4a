"""Memory-hierarchy microbenchmarks on the AMD GPUs with an ``amd.hierarchy`` (mi210,
mi250x, mi300x), compared with RRZE gpu-benches' measurements (``tcsim bench memory
--arch mi210|mi300x``).

The kernels are LLVM output (``kernels/amdgpu/mem_pchase.ll``, ``mem_stream.ll``, compiled
by ``scripts/regen_amdgpu.py``), run in timing mode; every figure is a difference of two
launches, so launch overheads cancel:

===========  ===================================================================  ========
name         what                                                                 compared
===========  ===================================================================  ========
pchase       one work-item follows a chain of 64-bit pointers (RRZE gpu-benches'   10%
             latency benchmark), cycles per step: L1 (a 32-line cycle, resident),
             L2 (a chain the previous launch left in the L2; each launch starts
             with an empty L1), Infinity Cache (MI300X: the chain left by a launch
             on another XCD, whose L2 does not hold it), HBM (a chain never touched:
             4-KiB + 128-B steps, so each 2-MiB page is translated once)
stream       every CU's 256 work-items read 16-byte elements grid-stride           10%
             (RRZE's stream read), bytes per second from two array sizes
===========  ===================================================================  ========

The latencies are inputs (the config's level latencies cite the same measurements: the
rows show the hierarchy composes them, plus the issue slots a dependent chase adds); the
bandwidth is calibrated (``amd.hierarchy.hbm_efficiency`` is fitted to it).
"""

from __future__ import annotations

import numpy as np

from tcsim import kernels

_RRZE = "RRZE gpu-benches (te42kyfo/gpu-benches)"
#: published values per arch: key -> (value, source)
PUBLISHED = {
    "mi210": {
        "amd_l1_hit": (128, _RRZE + ", pointer-chase latency, MI210 at 1700 MHz: L1"),
        "amd_l2_hit": (250, _RRZE + ", pointer-chase latency, MI210 at 1700 MHz: L2"),
        "amd_hbm": (590, _RRZE + ", pointer-chase latency, MI210 at 1700 MHz: HBM"),
        "amd_stream": (1400, _RRZE + ", stream read, MI210: ~1.4 TB/s"),
    },
    "mi300x": {
        "amd_l1_hit": (119, _RRZE + ", pointer-chase latency, MI300X at 2092 MHz: L1"),
        "amd_l2_hit": (213, _RRZE + ", pointer-chase latency, MI300X at 2092 MHz: L2"),
        "amd_mall": (455, _RRZE + ", pointer-chase latency, MI300X at 2092 MHz: Infinity Cache"),
        "amd_hbm": (895, _RRZE + ", pointer-chase latency, MI300X at 2092 MHz: HBM"),
        "amd_stream": (4200, _RRZE + ", stream read, MI300X: ~4.2 TB/s"),
    },
}

#: published value -> (config keys the figure is set from, config keys tuned so it is met)
DEPENDS = {
    "amd_l1_hit": (("amd.memory.l1d_latency",), ()),
    "amd_l2_hit": (("amd.memory.l2_latency",), ()),
    "amd_mall": (("amd.hierarchy.mall_latency",), ()),
    "amd_hbm": (("amd.memory.dram_latency",), ()),
    "amd_stream": ((), ("amd.hierarchy.hbm_efficiency",)),
}

LINE = 128
TOL = 0.10          # the tolerance for the published figures
GROUP = 16          # chase steps per loop iteration of amd_pchase


def _device(arch):
    import tcsim

    return tcsim.Device(arch)


def _module(dev, name):
    return dev.load_asm(kernels.data_path(f"amdgpu/{name}.{dev.config.isa}.s"))


class _Chase:
    """A device with a pointer chain (``n`` steps of ``stride`` bytes, cyclic) and a
    spare word that points to itself (a resident one-line chain)."""

    def __init__(self, arch: str, n: int, stride: int) -> None:
        self.dev = dev = _device(arch)
        self.f = _module(dev, "mem_pchase").get_function("amd_pchase")
        words = (n * stride) // 8 + LINE // 8
        self.buf = dev.empty(words, np.uint64)
        offs = np.arange(n, dtype=np.int64) * stride
        arr = np.zeros(words, np.uint64)
        arr[offs // 8] = self.buf.ptr + np.roll(offs, -1)
        self.spin = self.buf.ptr + n * stride
        arr[(n * stride) // 8] = self.spin
        self.buf.set(arr)
        self.sink = dev.array(np.zeros(64, np.uint64))

    def launch(self, groups: int, wg: int = 0) -> int:
        """Chase ``groups`` x 16 steps from the chain's head in workgroup ``wg`` (the
        workgroups before it spin on their resident word); the launch's cycles."""
        starts = np.full(wg + 1, self.spin, np.uint64)
        starts[wg] = self.buf.ptr
        s = self.dev.array(starts)
        r = self.f((wg + 1,), (1,), (s, np.int32(groups), np.int32(1), self.sink), mode="timing")
        return r.cycles


def _slope(c1: int, c2: int, steps: int) -> float:
    return (c2 - c1) / steps


def pchase(ctx) -> None:
    arch = ctx.arch
    cfg = _device(arch).config
    g = 8                                          # 128 chase steps per measured launch difference
    n = 2 * g * GROUP
    # L1: a 32-line cycle stays in the vector L1
    ch = _Chase(arch, 32, LINE)
    ch.launch(2)                                   # the chain into the L2: each launch's first pass hits it
    ctx.row("pchase", "L1 hit (32-line cycle)", "amd_l1_hit", _slope(ch.launch(g), ch.launch(2 * g), g * GROUP), "cycles",
            tolerance=TOL)
    # L2: the chain is in the L2 from the launch before; every launch starts with an empty L1
    ch = _Chase(arch, n, LINE)
    ch.launch(2 * g)
    ctx.row("pchase", "L2 hit (L1 empty at launch)", "amd_l2_hit", _slope(ch.launch(g), ch.launch(2 * g), g * GROUP),
            "cycles", tolerance=TOL)
    if cfg.amd.hierarchy.mall_size:
        # Infinity Cache: CU c is on XCD c mod 8; the chase of workgroup k runs on CU k
        ch = _Chase(arch, n, LINE)
        ch.launch(2 * g)
        c1, c2 = ch.launch(g, wg=1), ch.launch(2 * g, wg=2)
        ctx.row("pchase", "Infinity Cache hit (chain from another XCD's launch)", "amd_mall", _slope(c1, c2, g * GROUP),
                "cycles", tolerance=TOL)
    # HBM: a chain never touched (fresh devices), 4 KiB + 128 B per step
    stride = 4096 + LINE
    c = [_Chase(arch, n, stride).launch(k) for k in (g, 2 * g)]
    ctx.row("pchase", "HBM (cold lines, translated pages)", "amd_hbm", _slope(c[0], c[1], g * GROUP), "cycles",
            tolerance=TOL)


def stream(ctx) -> None:
    """One workgroup of 256 work-items per CU, 16-byte loads, 4 in flight per work-item."""
    arch = ctx.arch
    cyc = {}
    for iters in (4, 12):
        dev = _device(arch)
        cfg = dev.config
        ncu = cfg.amd.cu.cu_count
        threads = ncu * 256
        a = dev.empty(threads * iters * 4, np.float32)
        out = dev.array(np.zeros(256, np.float32))
        f = _module(dev, "mem_stream").get_function("amd_stream_read")
        cyc[iters] = f((ncu,), (256,), (a, np.int32(iters), np.int32(threads), np.int32(256), out), mode="timing").cycles
    nbytes = threads * 8 * 16
    mhz = cfg.amd.cu.core_clock_mhz
    gbs = nbytes / (cyc[12] - cyc[4]) * mhz / 1e3
    h = cfg.amd.hierarchy
    ctx.row("stream", f"stream read, {ncu} workgroups x 256", "amd_stream", gbs, "GB/s",
            tolerance=TOL, note=f"{gbs / h.hbm_gbs:.1%} of {h.hbm_gbs:g} GB/s at {mhz} MHz")


BENCHMARKS = {"pchase": pchase, "stream": stream}
