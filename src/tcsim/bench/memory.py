"""Memory-hierarchy microbenchmarks (seed 003 §3 and §4.2; seed 000 §V-C), run on tcsim.

Each benchmark is a CUDA kernel of ``src/tcsim/kernels/mem_*.cu`` (the PTX nvcc generated
for it is committed next to it) run in timing mode; the kernels read ``%clock`` the way
the seeds do and the host side turns cycles into the seeds' quantities:

=================  ==========================================================  ==========
name               what (published)                                            tolerance
=================  ==========================================================  ==========
pchase             fine-grained pointer chase: L1 hit 28, L2 hit 193, L2 miss  exact
                   375, TLB miss 1029 cycles (003 Fig 3.2)
l1-capacity        L1 size a pointer chase detects per carve-out (003 Table    exact
                   3.3: 121 / 57 / 25 KiB)
tlb                pointer chase with page-entry strides: where the latency    exact
                   steps (003 Fig 3.12: L1 TLB 32 MiB; ``--full``: L2 TLB
                   8192 MiB)
shared-latency     shared load latency vs bank-conflict degree (003 Fig 3.9;   exact (19)
                   Table 3.1: 19 without conflict)
shared-bandwidth   fraction of theoretical (003 Table 3.1 / Fig 3.10: 87.5%)   5%
l1-bandwidth       L1 load throughput per SM (003 Table 3.2: 108.3 B/cycle)    5%
l2-bandwidth       L2 load throughput per slice and cycle, the board-independent 5%
                   rate (003 Table 3.4: 2155 GB/s / (64 slices x 1380 MHz))
dram-bandwidth     copy throughput as a fraction of theoretical (003 Fig 3.11  5%
                   / Table 3.1: 750 of 900 GB/s, 83.3%)
l2-partitions      A100 only: near / far L2 partition / DRAM latency by which  5%
                   SM brought the line; ``--full``: the capacity curve of
                   te42kyfo/gpu-benches (205 / ~400 / ~513 cycles)
atomics            shared and global atomic latency under contention (003      exact
                   Table 4.2)
wmma               wmma.load/.store/.mma latency, clock64-bracketed in an      reported
                   instrumented shared-memory WMMA GEMM (000 §V-C: minima
                   125, 120, 70 cycles; Figs 15-16)
=================  ==========================================================  ==========

The published numbers are V100 measurements (seed 003) and Titan V ones (seed 000); the
Turing boards compare with the public RTX 2070 measurements their configs cite where
those exist. Bandwidths are compared as fractions of the board's own peak, so that the
V100's ratios carry over to the Titan V's different L2 and DRAM.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

import numpy as np

from tcsim import kernels
from tcsim.arch import arch_name
from tcsim.bench.memory_amd import BENCHMARKS as AMD_BENCHMARKS
from tcsim.bench.memory_amd import DEPENDS as AMD_DEPENDS
from tcsim.bench.memory_amd import PUBLISHED as AMD_PUBLISHED

MiB = 1 << 20
KiB = 1 << 10

#: published values per arch: name -> (value, source)
_V100 = {
    "l1_hit": (28, "seed 003 Fig 3.2"), "l2_hit": (193, "seed 003 Fig 3.2"),
    "l2_miss": (375, "seed 003 Fig 3.2"), "tlb_miss": (1029, "seed 003 Fig 3.2"),
    "l1_size_0": (121, "seed 003 Table 3.3"), "l1_size_64": (57, "seed 003 Table 3.3"),
    "l1_size_96": (25, "seed 003 Table 3.3"),
    "l1_tlb_coverage": (32, "seed 003 Table 3.1 / Fig 3.12"), "l2_tlb_coverage": (8192, "seed 003 Table 3.1 / Fig 3.12"),
    "shared_1": (19, "seed 003 Table 3.1"),
    "shared_bw": (12080 / 13800, "seed 003 Table 3.1: 12,080 of 13,800 GiB/s"),
    "l1_bw": (108.3, "seed 003 Table 3.2"),
    "l2_bw": (2155 / (64 * 1.380), "seed 003 Table 3.4: 2155 GB/s over 64 slices (GPGPU-Sim SM7_QV100) at 1380 MHz"),
    "dram_bw": (750 / 900, "seed 003 Table 3.1 / Fig 3.11: 750 of 900 GB/s"),
    "wmma_load_min": (125, "seed 000 §V-C"), "wmma_store_min": (120, "seed 000 §V-C"), "wmma_mma_min": (70, "seed 000 §V-C"),
}
for _c, _s, _g in zip((1, 2, 4, 8, 16, 32), (6, 7, 11, 18, 24, 66), (36, 31, 32, 41, 58, 76)):
    _V100[f"atom_shared_{_c}"] = (_s, "seed 003 Table 4.2")
    _V100[f"atom_global_{_c}"] = (_g, "seed 003 Table 4.2")
_SJ = "sjfeng1999/gpu-arch-microbenchmark (RTX 2070)"
_TURING = {"l1_hit": (32, _SJ), "l2_hit": (236, _SJ), "l2_miss": (472, _SJ + ", read as L2 miss with TLB hit"),
           "tlb_miss": (1100, _SJ + ": 1000-1200"), "shared_1": (23, _SJ)}
_GB = "te42kyfo/gpu-benches gpu-latency/a100_80.txt (A100 80 GB)"
#: A100: the gpu-benches pointer chase (tcsim/validate/data/a100_published.toml): plateaus
#: of 33 (L1), 205 (near L2, to ~19 MB), ~400 (far L2, 24-40 MB), 507-547 (DRAM) cycles
_A100 = {"l1_hit": (33, _GB + ": L1 plateau 33.0"), "l2_hit": (205, _GB + ": near L2 plateau 205"),
         "l2_miss": (513, _GB + ": DRAM 507-547, 513 at 46-50 MB"),
         "l2_near": (205, _GB + ": near L2 plateau 205"), "l2_far": (400, _GB + ": far L2 387-413"),
         "l2_dram": (513, _GB + ": DRAM 507-547, 513 at 46-50 MB"),
         "curve_16": (205, _GB + ": 16.0 MB: 205"), "curve_30": (406.6, _GB + ": 30.3 MB: 406.6"),
         "curve_48": (515.2, _GB + ": 48.6 MB: 515.2")}
PUBLISHED = {"titan_v": _V100, "rtx2080": _TURING, "rtx2080ti": _TURING, "a100": _A100, **AMD_PUBLISHED}
#: published values that are ranges: relative tolerance of the comparison (default exact)
RANGE_TOLERANCE = {("a100", "l2_miss"): 0.05, ("a100", "l2_far"): 0.05, ("a100", "l2_dram"): 0.05,
                   ("a100", "curve_30"): 0.05, ("a100", "curve_48"): 0.05}


@dataclass
class Row:
    bench: str
    item: str
    measured: float
    unit: str
    published: float | None = None
    source: str = ""
    tolerance: float | None = 0.0   # relative; 0 exact; None: reported, not asserted
    note: str = ""
    #: the published value's name (PUBLISHED, DEPENDS), or None
    key: str | None = None
    #: where the figure comes from: model, calibrated or input (bench/how.py; set by run)
    how: str = ""

    @property
    def error(self) -> float | None:
        if self.published is None:
            return None
        return (self.measured - self.published) / self.published

    @property
    def ok(self) -> bool | None:
        if self.published is None or self.tolerance is None:
            return None
        return abs(self.error) <= self.tolerance + 1e-9

    def to_dict(self) -> dict:
        d = asdict(self)
        d["error"] = self.error
        d["ok"] = self.ok
        return d


@dataclass
class _Ctx:
    arch: str
    full: bool = False
    rows: list = field(default_factory=list)

    def row(self, bench, item, key, measured, unit, tolerance=0.0, note=""):
        pub = PUBLISHED.get(arch_name(self.arch), {}).get(key) if key else None
        tolerance = RANGE_TOLERANCE.get((arch_name(self.arch), key), tolerance)
        self.rows.append(Row(bench, item, float(measured), unit, pub[0] if pub else None, pub[1] if pub else "",
                             tolerance, note, key))


def _device(arch):
    import tcsim

    return tcsim.Device(arch)


def _module(dev, name):
    return dev.load_ptx(kernels.data_path(name + ".ptx"))


def _write_words(dev, addrs, values) -> None:
    """Host writes of 64-bit words (cudaMemcpy of each: they populate the L2 like copies do)."""
    for a, v in zip(addrs, values):
        dev.gmem.write_bytes(int(a), np.asarray([v], dtype=np.uint64))
        dev._host_wrote(int(a), 8)


# ---------------------------------------------------------------------- pointer chases
def pchase(ctx: _Ctx) -> None:
    """Fig 3.2. An array of 8 MiB (L2 + 8 MiB on a GPU whose L2 is 8 MiB or more) is copied to the device (the copy leaves its last L2-size
    bytes in the L2, so the first 2 MiB page is cold). Launch 1 chases 0, +32 B (same
    line), 64 KiB, +8 B, ...: the first load misses the TLBs and the L2, the +32 B one hits
    the L1, the 64 KiB ones miss the L2 in a translated page. Launch 2 (a fresh L1, the
    L2 and TLBs kept) chases the same chain: L1 misses that hit the L2."""
    dev = _device(ctx.arch)
    m = _module(dev, "mem_pchase")
    l2 = dev.config.timing.memory.l2
    l2_bytes = l2.slices * l2.slice_kib * KiB
    # 8 MiB is twice the Volta/Turing L2; a larger L2 (A100: 40 MB) needs an array 8 MiB
    # longer than itself for the first pages to be cold after the copy
    size = 8 * MiB if l2_bytes < 8 * MiB else l2_bytes + 8 * MiB
    arr = np.zeros(size // 8, np.uint64)
    d = dev.empty(arr.size, np.uint64)
    offs = []
    for k in range(5):
        offs += [k * 64 * KiB, k * 64 * KiB + 32]
    for a, b in zip(offs, offs[1:] + offs[:1]):
        arr[a // 8] = d.ptr + b
    d.set(arr)
    lat = dev.array(np.zeros(8, np.uint32))
    sink = dev.array(np.zeros(1, np.uint64))
    f = m.get_function("pchase_fine")
    f((1,), (1,), (d.ptr, lat, sink), mode="timing")
    first = [int(x) for x in lat.get()]
    f((1,), (1,), (d.ptr, lat, sink), mode="timing")
    second = [int(x) for x in lat.get()]
    note = f"launch 1: {first}; launch 2: {second}"
    ctx.row("pchase", "first access: L2 miss, TLB miss", "tlb_miss", first[0], "cycles", note=note)
    ctx.row("pchase", "same L1 line: L1 hit", "l1_hit", first[1], "cycles")
    ctx.row("pchase", "L2 miss, TLB hit", "l2_miss", first[2], "cycles")
    ctx.row("pchase", "L1 miss, L2 hit", "l2_hit", second[0], "cycles")


def _scan(dev, m, kernel, base, offsets, out, carveout=None) -> float:
    """Average latency of a cyclic chase through ``base + offsets`` (after a warm-up pass);
    ``out`` = (cycles, sink) device arrays."""
    addrs = [base + o for o in offsets]
    _write_words(dev, addrs, addrs[1:] + addrs[:1])
    cyc, sink = out
    m.get_function(kernel)((1,), (1,), (addrs[0], np.int32(len(addrs)), cyc, sink), mode="timing", carveout=carveout)
    return int(cyc.get()[0]) / (len(addrs) + 1)


def l1_capacity(ctx: _Ctx) -> None:
    """Table 3.3: the largest array (whole KiB) a pointer chase with one load per 128-B line
    scans twice without a miss in the second pass, per shared-memory carve-out."""
    cfg = _device(ctx.arch).config.timing.memory
    hit = cfg.l1.hit_latency
    for carve in cfg.l1.carveouts_kib:
        if arch_name(ctx.arch) == "titan_v" and carve not in (0, 64, 96):
            continue
        nominal = cfg.l1.unified_kib - carve
        lo, hi = 1, nominal + 8          # lo: no miss; hi: misses

        def clean(kib: int, carve: int = carve) -> bool:
            dev = _device(ctx.arch)
            m = _module(dev, "mem_pchase")
            out = dev.array(np.zeros(1, np.uint32)), dev.array(np.zeros(1, np.uint64))
            buf = dev.empty(kib * KiB // 8 + 64, np.uint64)
            avg = _scan(dev, m, "pchase_scan", buf.ptr, list(range(0, kib * KiB, 128)), out, carveout=carve * KiB)
            return avg <= hit

        if not clean(lo):
            raise AssertionError("a 1-KiB array does not stay in the L1")
        while hi - lo > 1:
            mid = (lo + hi) // 2
            if clean(mid):
                lo = mid
            else:
                hi = mid
        ctx.row("l1-capacity", f"shared {carve} KiB (nominal L1 {nominal} KiB)", f"l1_size_{carve}", lo, "KiB")


def tlb(ctx: _Ctx) -> None:
    """Fig 3.12: average latency of a chase with a page-entry stride (after a warm-up scan,
    ld.global.cg so that the L1 does not hide the L2/TLB path) as the array grows; the
    coverage is the largest size before the latency steps up."""
    cfg = _device(ctx.arch).config.timing.memory.tlb
    levels = [("L1 TLB", cfg.l1_page_bytes, cfg.l1_entries, "l1_tlb_coverage")]
    if ctx.full:
        levels.append(("L2 TLB", cfg.l2_page_bytes, cfg.l2_entries, "l2_tlb_coverage"))
    for name, page, entries, key in levels:
        coverage = page * entries
        sizes = [coverage // 2, coverage - page, coverage, coverage + page, coverage + 4 * page]
        lats = []
        for size in sizes:
            dev = _device(ctx.arch)
            m = _module(dev, "mem_pchase")
            # the small arrays first: the big one is then the last allocation, and device
            # memory is not grown (copied) after it, so only its touched pages cost memory
            out = dev.array(np.zeros(1, np.uint32)), dev.array(np.zeros(1, np.uint64))
            try:
                buf = dev.empty(size // 8 + 64, np.uint64)
            except MemoryError:
                raise RuntimeError(f"tlb: cannot reserve {size >> 20} MiB of (lazily committed) host memory") from None
            lats.append(_scan(dev, m, "pchase_scan_cg", buf.ptr, list(range(0, size, page)), out))
        base = lats[0]
        detected = max(s for s, lat in zip(sizes, lats) if abs(lat - base) < 1.0)
        note = ", ".join(f"{s >> 20} MiB: {lat:.1f}" for s, lat in zip(sizes, lats))
        ctx.row("tlb", f"{name} coverage ({page >> 20}-MiB pages)", key, detected / MiB, "MiB",
                note="average latency: " + note)


# ---------------------------------------------------------------------- shared memory
def shared_latency(ctx: _Ctx) -> None:
    """Fig 3.9: latency of dependent shared loads when every load of the warp is an n-way
    bank conflict (thread t at word t x stride)."""
    dev = _device(ctx.arch)
    m = _module(dev, "mem_shared")
    f = m.get_function("shared_latency")
    prev = 0.0
    for stride in (1, 2, 4, 8, 16, 32):
        c = []
        for iters in (16, 32):
            cyc = dev.array(np.zeros(1, np.uint32))
            sink = dev.array(np.zeros(32, np.uint32))
            f((1,), (32,), (np.int32(stride), np.int32(iters), cyc, sink), mode="timing")
            c.append(int(cyc.get()[0]))
        lat = (c[1] - c[0]) / 16
        key = "shared_1" if stride == 1 else None
        ctx.row("shared-latency", f"{stride}-way bank conflict" if stride > 1 else "no conflict", key, lat, "cycles",
                note="" if stride == 1 else ("monotonic" if lat > prev else "NOT monotonic") +
                " (the figure's values are not in the seed's text)")
        prev = lat


def shared_bandwidth(ctx: _Ctx) -> None:
    """Fig 3.10: every thread loads, computes and stores shared words; per-SM bytes per
    cycle in steady state (slope of 4 and 8 passes) over the peak banks x width."""
    dev = _device(ctx.arch)
    cfg = dev.config.timing.memory
    m = _module(dev, "mem_shared")
    f = m.get_function("shared_bandwidth")
    c = {}
    for iters in (4, 8):
        cyc = dev.array(np.zeros(2, np.uint32))
        out = dev.array(np.zeros(2 * 1024, np.float32))
        f((2,), (1024,), (np.int32(iters), cyc, out), mode="timing")
        c[iters] = int(cyc.get().max())
    bpc = 4 * 4096 * 4 * 2 / (c[8] - c[4])
    peak = cfg.shared.banks * cfg.shared.bank_bytes
    ctx.row("shared-bandwidth", f"load+store, fraction of {peak} B/cycle/SM", "shared_bw", bpc / peak, "fraction",
            tolerance=0.05, note=f"{bpc:.1f} B/cycle/SM")


# ---------------------------------------------------------------------- bandwidth
def l1_bandwidth(ctx: _Ctx) -> None:
    """Table 3.2 (Listing 3.1): one CTA of 1024 threads, every warp loading a 32-KiB array
    of doubles held in the L1; bytes per cycle per SM in steady state (one vs two passes)."""
    dev = _device(ctx.arch)
    m = _module(dev, "mem_bandwidth")
    n = 4096
    a = dev.array(np.arange(n, dtype=np.float64))
    c = {}
    for iters in (1, 2):
        cyc = dev.array(np.zeros(1, np.uint32))
        sink = dev.array(np.zeros(1024))
        m.get_function("l1_bw")((1,), (1024,), (np.int32(n), np.int32(iters), cyc, sink, a), mode="timing")
        c[iters] = int(cyc.get()[0])
    bpc = n * 32 * 8 / (c[2] - c[1])
    ctx.row("l1-bandwidth", "ld.global.ca.f64 from L1, per SM", "l1_bw", bpc, "B/cycle", tolerance=0.05,
            note=f"{bpc / 256:.1%} of the 256 B/cycle upper bound of Table 3.2")


def l2_bandwidth(ctx: _Ctx) -> None:
    """Table 3.4 (Listing 3.2): every SM's 1024 threads load an L2-resident array with
    ld.global.cg; chip bytes per cycle in steady state (one vs four passes) per slice."""
    dev = _device(ctx.arch)
    cfg = dev.config
    nsm = cfg.core.sm_count
    m = _module(dev, "mem_bandwidth")
    n = nsm * 1024 * 2
    a = dev.array(np.ones(n))
    sink = dev.array(np.zeros(nsm * 1024))
    c = {}
    for iters in (1, 4):
        c[iters] = m.get_function("l2_bw")((nsm,), (1024,), (np.int32(n), np.int32(iters), sink, a), mode="timing").cycles
    bpc = 3 * n * 8 / (c[4] - c[1])
    l2 = cfg.timing.memory.l2
    gbs = bpc * cfg.core.core_clock_mhz / 1e3
    ctx.row("l2-bandwidth", f"ld.global.cg from L2, per slice ({l2.slices} slices)", "l2_bw", bpc / l2.slices,
            "B/cycle", tolerance=0.05,
            note=f"{bpc:.0f} B/cycle = {bpc / nsm:.1f} B/cycle/SM = {gbs:.0f} GB/s at {cfg.core.core_clock_mhz} MHz")


def dram_bandwidth(ctx: _Ctx) -> None:
    """Fig 3.11: a grid-stride copy between two arrays much larger than the L2 (read and
    written bytes per cycle in steady state, one vs two passes) over the theoretical bandwidth."""
    c = {}
    for iters in (1, 2):
        dev = _device(ctx.arch)
        cfg = dev.config
        nsm = cfg.core.sm_count
        m = _module(dev, "mem_bandwidth")
        ctas, threads = 2 * nsm, 512
        n = ctas * threads * 4
        src = dev.empty(iters * n * 4, np.float32)
        dst = dev.empty(iters * n * 4, np.float32)
        c[iters] = m.get_function("copy")((ctas,), (threads,), (np.int32(n), np.int32(iters), dst, src), mode="timing").cycles
    bpc = 2 * n * 16 / (c[2] - c[1])
    gbs = bpc * cfg.core.core_clock_mhz / 1e3
    theo = cfg.timing.memory.dram.theoretical_gbs
    ctx.row("dram-bandwidth", f"copy, fraction of {theo:g} GB/s", "dram_bw", gbs / theo, "fraction", tolerance=0.05,
            note=f"{gbs:.0f} GB/s")


# ---------------------------------------------------------------------- atomics
def atomics(ctx: _Ctx) -> None:
    """Table 4.2: latency of chained atomicAdds, lanes grouped n to an address."""
    dev = _device(ctx.arch)
    m = _module(dev, "mem_atomics")

    def cycles(kernel, group):
        cyc = dev.array(np.zeros(2, np.uint32))
        buf = dev.array(np.zeros(32, np.uint64))
        m.get_function(kernel)((1,), (32,), (np.int32(group), cyc, buf), mode="timing")
        return int(cyc.get()[0])

    for space in ("shared", "global"):
        for g in (1, 2, 4, 8, 16, 32):
            lat = (cycles(f"atomic_{space}_16", g) - cycles(f"atomic_{space}_8", g)) / 8
            what = "no contention" if g == 1 else f"{g} threads on one address"
            ctx.row("atomics", f"{space}, {what}", f"atom_{space}_{g}", lat, "cycles")


# ---------------------------------------------------------------------- tensor-core GEMM
#: the instrumented GEMM's problem: --full runs the seed's 1024^3; the default is the
#: smallest grid on which every minimum already occurs (4 CTAs on 4 SMs)
WMMA_SIZE, WMMA_FULL_SIZE = 256, 1024


def wmma_profile(arch: str, size) -> dict:
    """Run ``wmma_gemm_profile`` (a cudaTensorCoreGemm-style shared-memory GEMM with
    %clock64 read around every wmma.load / .mma / .store, kernels/wmma_gemm_profile.cu) in
    timing mode. Returns the clock differences per kind (``"load"`` also split into the
    ``"load.c"``, ``"load.a"``, ``"load.b"`` fragments), the timing driver's own
    issue-to-writeback latencies of the same run (``internal``) and the check."""
    import tcsim

    dev = tcsim.Device(arch)
    dev.mode = "timing"
    launch = kernels.get("wmma_gemm_profile").prepare(dev, size, np.random.default_rng(0))
    res = launch.run()
    ok, message, _ = launch.check()
    lat = launch.info["latencies"]()
    ld = lat["load"]
    steps = ld[:, 8:].reshape(ld.shape[0], -1, 6)   # per k-step: 2 A, then 4 B fragments
    out = {"load": ld.ravel(), "load.c": ld[:, :8].ravel(), "load.a": steps[:, :, :2].ravel(),
           "load.b": steps[:, :, 2:].ravel(), "mma": lat["mma"].ravel(), "store": lat["store"].ravel()}
    internal = res[0].timing.summary(dev.config.core.core_clock_mhz)["wmma_latency"]
    return {"samples": out, "internal": internal, "ok": ok, "check": message, "cycles": res[0].cycles,
            "size": launch.size}


def _distribution(v: np.ndarray) -> str:
    """Fig 15's shape in a few numbers: median, tail, and how often a sample is > 2x the minimum."""
    lo = int(v.min())
    return (f"median {np.median(v):g}, p90 {np.percentile(v, 90):g}, p99 {np.percentile(v, 99):g}, max {int(v.max())}; "
            f"{np.mean(v > 2 * lo):.1%} of {v.size} samples > 2x the minimum")


#: why the clock-bracketed minima differ from seed 000's (docs/timing.md, "wmma latencies")
_WMMA_WHY = {
    "load": "A fragment from shared memory: 19-cycle shared latency + 15 extra wavefronts (2 x 128-bit per "
            "thread, 2-way conflict per quarter warp at the 160-B row stride) + 9 cycles of the bracket "
            "(address setup, unpacking use); 125 is not a conflict-free shared-memory load",
    "store": "store + a load of the stored word: queued behind the other warps' stores of the unpadded "
             "C/D tile (64 wavefronts each) in the epilogue",
    "mma": "Fig 9a's 54 + 3 cycles of the bracket (issue, dependent use, ALU interval), as tcsim bench hmma; "
           "seed 000's own microbenchmark gives 54, its GEMM profile 70",
}


def wmma(ctx: _Ctx) -> None:
    """000 §V-C, Figs 15-16: wmma.load / wmma.store / wmma.mma latency in a shared-memory
    WMMA GEMM, measured as the seed must have measured it on the Titan V: clock reads
    around each operation of an instrumented GEMM (``wmma_gemm_profile``: clock64, the
    operation, a dependent use of its result — a load of the stored word for stores —,
    clock64), per warp and operation. Secondary rows: the timing driver's own
    issue-to-writeback latencies of the same launch, and for Fig 16 the median wmma.load
    of the naive GEMM over the shared-memory one."""
    import tcsim

    size = WMMA_FULL_SIZE if ctx.full else WMMA_SIZE
    prof = wmma_profile(ctx.arch, size)
    if not prof["ok"]:
        raise AssertionError(prof["check"])
    smp, internal = prof["samples"], prof["internal"]
    for what in ("load", "store", "mma"):
        v = smp[what]
        note = _distribution(v)
        if what == "load":
            note += "; minima C / A / B: " + " / ".join(str(int(smp[f"load.{o}"].min())) for o in "cab")
        ctx.row("wmma", f"wmma.{what} minimum, clock64-bracketed, shared-memory GEMM {size}^3", f"wmma_{what}_min",
                v.min(), "cycles", tolerance=None, note=note + "; " + _WMMA_WHY[what])
    for what in ("load", "store", "mma"):
        v = internal.get(f"wmma.{what}")
        if v:
            ctx.row("wmma", f"wmma.{what} minimum, issue to writeback (store: to acceptance), same launch", None,
                    v["min"], "cycles", tolerance=None, note=f"median {v['median']:g}, max {v['max']}")
    dev = tcsim.Device(ctx.arch)
    dev.mode = "timing"
    res = kernels.get("wmma_gemm").prepare(dev, size, np.random.default_rng(0)).run()
    naive = res[0].timing.summary(dev.config.core.core_clock_mhz)["wmma_latency"].get("wmma.load")
    sh = internal.get("wmma.load")
    if naive and sh:
        ctx.row("wmma", f"median wmma.load issue to writeback, naive / shared GEMM {size}^3 "
                "(Fig 16: > 100x at large sizes)", None, naive["median"] / sh["median"], "x", tolerance=None,
                note=f"naive median {naive['median']:g}, shared (wmma_gemm_profile) {sh['median']:g}")


def l2_partitions(ctx: _Ctx) -> None:
    """A100's near/far L2 partitions (bench/l2_partitions.py); nothing on a GPU with one
    L2 partition. ``--full``: the capacity curve (footprints 16, 30, 48 MiB, minutes)."""
    from tcsim.bench import l2_partitions as lp

    if _device(ctx.arch).config.timing.memory.l2.partitions == 1:
        return
    got = lp.chase(ctx.arch)
    note = "; ".join(f"{k}: {v}" for k, v in got.items())
    what = {"dram": ("cold line: both partitions miss, DRAM", "l2_dram"),
            "far": ("line brought by an SM of the other partition (far hit)", "l2_far"),
            "near": ("the same line again (near copy)", "l2_near")}
    for k in ("near", "far", "dram"):
        item, key = what[k]
        ctx.row("l2-partitions", item, key, float(np.median(got[k][1:])), "cycles",
                note=note if k == "dram" else "median of the chase's loads after the first")
    if ctx.full:
        for size, lat in lp.capacity_curve(ctx.arch, sizes=(16 * MiB, 30 * MiB, 48 * MiB)):
            ctx.row("l2-partitions", f"cyclic chase over {size >> 20} MiB, one load per 128-B line",
                    f"curve_{size >> 20}", lat, "cycles")


BENCHMARKS = {
    "pchase": pchase, "l1-capacity": l1_capacity, "tlb": tlb, "shared-latency": shared_latency,
    "shared-bandwidth": shared_bandwidth, "l1-bandwidth": l1_bandwidth, "l2-bandwidth": l2_bandwidth,
    "dram-bandwidth": dram_bandwidth, "atomics": atomics, "wmma": wmma, "l2-partitions": l2_partitions,
}


def run(arch: str = "titan_v", names=None, full: bool = False) -> list[Row]:
    """Run the named benchmarks (all by default) on ``arch``; ``full``: the long variants
    (the L2-TLB step needs ~9 GiB of lazily committed host memory; wmma at 1024^3)."""
    ctx = _Ctx(arch, full)
    benches = AMD_BENCHMARKS if _device(arch).config.vendor == "amd" else BENCHMARKS
    for name in names or list(benches):
        if name not in benches:
            raise KeyError(name)
        benches[name](ctx)
    cfg = _device(arch).config
    for r in ctx.rows:
        r.how = how_of(r, cfg)
    return ctx.rows


_M = "timing.memory."
_HMMA = tuple(f"timing.hmma.{k}" for k in ("operand_fetch", "set_tail_mixed", "set_tail_fp16", "drain_mixed",
                                          "drain_fp16", "turing", "turing_units", "turing_dot_units"))
#: published value -> (config keys the figure is set from, config keys tuned so it is met)
DEPENDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "l1_hit": ((_M + "l1.hit_latency",), ()),
    "l2_hit": ((_M + "l1.hit_latency", _M + "noc.latency", _M + "l2.hit_latency"), ()),
    "l2_miss": ((_M + "l1.hit_latency", _M + "noc.latency", _M + "l2.hit_latency", _M + "dram.latency"), ()),
    "tlb_miss": ((_M + "l1.hit_latency", _M + "noc.latency", _M + "l2.hit_latency", _M + "dram.latency",
                  _M + "tlb.walk_latency"), ()),
    **{f"l1_size_{c}": ((_M + "l1.unified_kib", _M + "l1.reserved_kib"), ()) for c in (0, 8, 16, 32, 64, 96)},
    "l1_tlb_coverage": ((_M + "tlb.l1_entries", _M + "tlb.l1_page_bytes"), ()),
    "l2_tlb_coverage": ((_M + "tlb.l2_entries", _M + "tlb.l2_page_bytes"), ()),
    "shared_1": ((_M + "shared.latency",), ()),
    "shared_bw": ((), (_M + "l1.bytes_per_cycle",)),
    "l1_bw": ((), (_M + "l1.bytes_per_cycle",)),
    "l2_bw": ((), (_M + "l2.bytes_per_cycle",)),
    "dram_bw": ((), (_M + "dram.efficiency",)),
    **{f"atom_shared_{c}": ((_M + "atomics.shared_latency",), ()) for c in (1, 2, 4, 8, 16, 32)},
    **{f"atom_global_{c}": ((_M + "atomics.global_latency",), ()) for c in (1, 2, 4, 8, 16, 32)},
    "l2_near": ((_M + "l1.hit_latency", _M + "noc.latency", _M + "l2.hit_latency"), ()),
    "l2_far": ((_M + "l1.hit_latency", _M + "noc.latency", _M + "l2.hit_latency", _M + "l2.far_latency"), ()),
    "l2_dram": ((_M + "l1.hit_latency", _M + "noc.latency", _M + "l2.hit_latency", _M + "l2.far_latency",
                 _M + "dram.latency"), ()),
    # the curve's plateaus come from the partitions' capacity and victim moves (the model);
    # the latency of each plateau is the configured one
    "curve_16": ((), ()), "curve_30": ((), ()), "curve_48": ((), ()),
    "wmma_load_min": ((), ()),
    "wmma_store_min": ((), ()),
    "wmma_mma_min": (_HMMA, ("timing.hmma.operand_fill",)),
    **AMD_DEPENDS,
}


def how_of(row: Row, cfg) -> str:
    """model, calibrated or input (bench/how.py) for one row, from the sources of the config
    values its figure depends on (DEPENDS)."""
    from tcsim.bench.how import how

    inputs, fitted = DEPENDS.get(row.key or "", ((), ()))
    return how(cfg, row.source if row.published is not None else None, inputs, fitted, row.measured)
