"""Typed architecture parameters: every number has a unit, a description, the values it may
take, and a source.

In the spirit of gem5's ``params.py``, a parameter cannot be declared without saying what it
is and what it may be (``param(unit, doc, check)``, checks in ``tcsim.arch.checks``); and a
GPU data file cannot give a value without saying where it comes from. A data file (TOML,
under ``arch/gpus/``, or your own, see docs/configs.md) gives each field as
``{value = ..., source = "..."}``. Unknown keys, missing keys, values of the wrong type or
outside the declared range are errors naming the file, line and dotted key
(``tcsim.arch.loader``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any

from tcsim.arch.checks import Each, OneOf, Pattern, Pow2, Range, Table, Text
from tcsim.arch.gfx import MATRIX_FAMILY
from tcsim.arch.sm import sm_number


def param(unit: str, doc: str, check: Callable[[Any], None]) -> Any:
    """Declare a config field with its unit, meaning and allowed values (no default: data must
    give it). ``check`` raises ``tcsim.arch.checks.Bad`` for a value the model cannot take."""
    return field(metadata={"unit": unit, "doc": doc, "check": check})


def optional_param(unit: str, doc: str, check: Callable[[Any], None], default: Any) -> Any:
    """A config field a data file may leave out; ``default`` must reproduce the behaviour
    the model had before the field existed (so older GPUs' cycles do not change)."""
    return field(default=default, metadata={"unit": unit, "doc": doc, "check": check, "optional": True})


def section(doc: str) -> Any:
    """Declare a field holding a sub-config (a TOML table); its own fields are checked."""
    return field(metadata={"unit": "", "doc": doc, "check": None})


def _tensor_models():
    from tcsim.matrix.numerics import MODELS  # lazy: the arithmetic models import numpy
    return MODELS


def _mfma_models():
    from tcsim.matrix.mfma.arith import MFMA_MODELS
    return MFMA_MODELS


# Ranges shared by many fields. The upper bounds are far above any GPU; they only keep a typo
# (an extra digit group) from asking the simulator for terabytes of state.
LATENCY = Range(1, 1_000_000)      # a latency the timing model waits for (at least one cycle)
EXTRA = Range(0, 1_000_000)        # extra cycles that may be zero
BYTES = Range(0, 1 << 48)
KIB = Range(0, 1 << 30)
LINE = Pow2(1, 1 << 16)            # line/sector/interleave sizes: addresses are split by shifts
CLOCK = Range(1, 100_000)
PER_CYCLE = Range(0.0, 1e6, lo_open=True)

#: the wmma forms whose measured HMMA cycles a Turing config must give (timing/tensor_core.py
#: looks them up by this key), and the input types of its dot-product units
TURING_HMMA_FORMS = tuple(f"{s} {p}" for s in ("16x16x16", "32x8x16", "8x32x16") for p in ("f32", "f16", "s8")) + (
    "8x8x32 s4", "8x8x128 b1")
TURING_UNIT_TYPES = ("f16", "s8", "s4", "b1")
#: the mma.sync input types of sm_80 whose tensor-core rate an Ampere config must give
AMPERE_MMA_TYPES = ("f16", "bf16", "tf32", "s8", "s4", "b1", "f64")



@dataclass(frozen=True)
class Sourced:
    """A value and where it comes from (seed + table/figure, a public document, or
    ``derived: ...``)."""

    value: Any
    source: str


@dataclass(frozen=True)
class CoreConfig:
    """The SM-level resources that bound a launch and the functional model."""

    sm_count: int = param("SMs", "streaming multiprocessors on the chip", Range(1, 4096))
    warp_size: int = param("threads", "threads per warp", OneOf(32))
    max_threads_per_cta: int = param("threads", "largest CTA a launch may request", Range(1, 1 << 16))
    max_warps_per_sm: int = param("warps", "resident warps per SM", Range(1, 4096))
    max_ctas_per_sm: int = param("CTAs", "resident CTAs per SM", Range(1, 4096))
    registers_per_sm: int = param("32-bit registers", "register file size per SM", Range(1, 1 << 24))
    max_registers_per_thread: int = param("32-bit registers", "registers one thread may use", Range(1, 255))
    register_alloc_unit: int = param("32-bit registers", "registers are allocated per warp in multiples of this", Range(1, 1 << 24))
    shared_mem_per_sm: int = param("bytes", "largest shared-memory carve-out per SM", BYTES)
    max_shared_per_cta: int = param("bytes", "largest shared memory one CTA may use (opt-in)", BYTES)
    default_shared_per_cta: int = param("bytes", "shared memory a CTA may use without opt-in", BYTES)
    sub_cores: int = param("sub-cores", "processing blocks per SM, each with its own scheduler", Range(1, 64))
    core_clock_mhz: int = param("MHz", "SM clock used to convert cycles to time", CLOCK)
    sms_per_gpc: int = optional_param("SMs", "SMs per GPC (graphics processing cluster), numbered GPC by GPC, the last "
                                      "GPC holding the rest: a thread-block cluster's CTAs run on SMs of one GPC "
                                      "(timing mode's cluster placement)", Range(1, 4096), 18)

    def problems(self):
        if not self.default_shared_per_cta <= self.max_shared_per_cta <= self.shared_mem_per_sm:
            yield ("default_shared_per_cta <= max_shared_per_cta <= shared_mem_per_sm does not hold "
                   f"({self.default_shared_per_cta}, {self.max_shared_per_cta}, {self.shared_mem_per_sm})")
        if self.max_threads_per_cta > self.max_warps_per_sm * self.warp_size:
            yield f"max_threads_per_cta {self.max_threads_per_cta} does not fit in max_warps_per_sm {self.max_warps_per_sm}"


@dataclass(frozen=True)
class TensorConfig:
    """The matrix units' functional model (timing parameters join in the timing model)."""

    family: str = param("-", "fragment-map and micro-op family of wmma (volta | turing | ampere: Turing's maps and "
                             "micro-ops except the sm_80 s32 accumulator of m8n32k16)", OneOf("volta", "turing", "ampere"))
    arithmetic: str = param("-", "tensor-core arithmetic model, a name in tcsim.matrix.numerics.MODELS", OneOf(source=_tensor_models))


@dataclass(frozen=True)
class LatencyConfig:
    """Dependent-issue latencies per instruction class (see timing/classes.py for the
    PTX opcode -> class mapping). Memory instructions are timed by the memory hierarchy
    (``timing.memory``)."""

    alu: int = param("cycles", "simple integer and FP32 ops: IADD3, SHF, LOP3, SEL, MOV, FADD, FMUL, FFMA, ISETP, FSETP", LATENCY)
    imad: int = param("cycles", "IMAD (integer multiply-add), FMNMX, DSETP", LATENCY)
    fp16: int = param("cycles", "HADD2, HMUL2, HFMA2", LATENCY)
    fp64: int = param("cycles", "DADD, DMUL, DFMA", LATENCY)
    popc: int = param("cycles", "POPC", LATENCY)
    sfu: int = param("cycles", "MUFU (transcendentals, rcp, sqrt), FLO (clz, bfind), BREV", LATENCY)
    convert: int = param("cycles", "F2F, F2I, I2F conversions", LATENCY)
    branch: int = param("cycles", "branch, call, return: cycles before the warp issues again", LATENCY)
    param_load: int = param("cycles", "ld.param of kernel parameters (a constant-bank operand in SASS)", LATENCY)
    shfl: int = param("cycles", "warp shuffle / vote", LATENCY)


@dataclass(frozen=True)
class IssueConfig:
    """Issue slots and functional-unit occupancy of one sub-core."""

    scheduler: str = param("-", "warp scheduling policy: gto (greedy-then-oldest) or lrr (loose round-robin)", OneOf("gto", "lrr"))
    alu_interval: int = param("cycles", "cycles a warp instruction occupies the INT/FP32 pipe (32 lanes / 16 units)", LATENCY)
    fp64_interval: int = param("cycles", "cycles a warp instruction occupies the FP64 pipe", LATENCY)
    sfu_interval: int = param("cycles", "cycles a warp instruction occupies the SFU (MUFU) pipe", LATENCY)
    mem_interval: int = param("cycles", "cycles between memory instructions of a sub-core (LSU/MIO issue)", LATENCY)
    register_banks: int = param("banks", "register-file banks per sub-core", Range(1, 1024))
    bank_conflict_penalty: int = param("cycles", "extra operand-collection cycles when all source registers share a bank", EXTRA)


@dataclass(frozen=True)
class HmmaTiming:
    """Tensor-core timing (``timing/tensor_core.py``). Volta is structural (seed 000 §IV,
    Fig 13): per sub-core ``cores_per_subcore`` tensor cores of ``fedp_per_core`` FEDP units
    with ``fedp_stages`` pipeline stages; a step's occupancy is derived from its sub-tiles.
    Turing (seed 000 Table I, seed 001 Tables 2-3): measured cumulative cycles per HMMA."""

    cores_per_subcore: int = param("tensor cores", "tensor cores per sub-core; a warp uses all of its sub-core's", Range(1, 64))
    octets_per_core: int = param("octets", "octets of a warp that share one tensor core", Range(1, 4))
    fedp_per_core: int = param("FEDP units", "four-element dot-product units per tensor core", Range(1, 1024))
    fedp_stages: int = param("cycles", "FEDP pipeline depth (multiply + accumulate stages)", LATENCY)
    operand_fetch: int = param("cycles", "Volta: from wmma.mma issue until its first step can enter the FEDP array", EXTRA)
    set_tail_mixed: int = param("cycles", "Volta mixed precision: extra wait before the last step of each set", EXTRA)
    set_tail_fp16: int = param("cycles", "Volta FP16: extra wait before the last step of each set", EXTRA)
    drain_mixed: int = param("cycles", "Volta mixed precision: result write-back after the last HMMA", EXTRA)
    drain_fp16: int = param("cycles", "Volta FP16: result write-back after the last HMMA", EXTRA)
    turing: dict = param("cycles", "Turing: cumulative cycles per HMMA, by 'MxNxK precision'",
                         Table(Pattern(r"\d+x\d+x\d+ \w+", "'MxNxK type'"), tuple, Each(int, LATENCY, ascending=True)))
    turing_dot_units: int = param("units", "Turing: dot-product units per threadgroup", Range(0, 1024))
    turing_units: dict = param("units", "Turing: four-element units per dot-product unit, by precision "
                               "(sets the busy time of single-instruction forms)",
                               Table(OneOf(*TURING_UNIT_TYPES), int, Range(1, 1024)))
    operand_fill: int = param("cycles", "per wmma.mma, cycles the tensor unit needs beyond the FEDP work "
                              "before it accepts the next (operand buffers refilled; throughput only)", EXTRA)


@dataclass(frozen=True)
class MmaTiming:
    """Ampere tensor-core timing (``timing/tensor_core.py``, family ``ampere``): one tensor
    core per sub-core executes each native MMA (HMMA.16816, IMMA.16832, ...) for
    ``ceil(m*n*k / fma_per_clk[type]) + extra_occupancy[type]`` cycles (its occupancy, the
    initiation interval; a warp's own MMAs start ``same_warp_gap`` more apart); an
    instruction first reads its A and B fragments from the register file
    (``operand_regs_per_cycle`` warp-wide 32-bit registers per cycle) and its result is
    written ``fixed_latency`` cycles after its last occupancy cycle. The latency of one MMA
    is therefore ``operand cycles + occupancy + fixed_latency``. A 2:4 sparse ``mma.sp``
    runs its full shape at ``sparse_speedup`` times the rate and holds the tensor core at
    least ``sparse_min_interval`` cycles (timing/ampere_mma.py)."""

    fma_per_clk: dict = param("FMA/cycle", "multiply-adds one tensor core completes per cycle, by input type",
                              Table(OneOf(*AMPERE_MMA_TYPES), int, Range(1, 1 << 20)))
    operand_regs_per_cycle: int = param("registers/cycle", "warp-wide 32-bit A/B fragment registers read per cycle",
                                        Range(1, 64))
    fixed_latency: int = param("cycles", "from the last occupancy cycle of an MMA to its result being readable", LATENCY)
    same_warp_gap: int = optional_param(
        "cycles", "a warp's next MMA starts (and, in PTX mode, issues) no sooner than its previous one's occupancy "
        "at the whitepaper rate plus this many cycles after it (another warp's MMA may use them)",
        Range(0, 64), 0)
    extra_occupancy: dict | None = optional_param(
        "cycles", "tensor-core cycles a native MMA occupies beyond its multiply-adds at fma_per_clk, by input type "
        "(none: every type runs at its rate)", Table(OneOf(*AMPERE_MMA_TYPES), int, Range(0, 64)), None)
    sparse_speedup: int = optional_param(
        "x", "mma.sp (2:4 structured-sparse A): the multiply-adds of its full m x n x K shape run at this many "
        "times fma_per_clk (1: sparse MMAs run at the dense rate)", Range(1, 16), 1)
    sparse_min_interval: int = optional_param(
        "cycles", "mma.sp: the tensor core accepts the next MMA no sooner than this many cycles after a sparse one "
        "starts, however small (its result is still ready after its multiply-adds at the sparse rate)",
        Range(0, 64), 0)

    def problems(self):
        lacking = [t for t in AMPERE_MMA_TYPES if t not in self.fma_per_clk]
        if lacking:
            yield f"fma_per_clk: missing {', '.join(lacking)}"


@dataclass(frozen=True)
class L1Config:
    """Unified L1 data cache / shared memory of one SM (seed 003 §3.1, Table 3.1)."""

    unified_kib: int = param("KiB", "L1 data cache + shared memory storage per SM, split by the carve-out", Range(1, 1 << 30))
    carveouts_kib: tuple = param("KiB", "shared-memory carve-outs the driver can configure; the rest is L1 data cache",
                                 Each(int, KIB, ascending=True))
    line_bytes: int = param("bytes", "L1 line (update granularity: a miss fills the whole line)", LINE)
    sector_bytes: int = param("bytes", "load granularity: the unit a warp access is split into", LINE)
    sets: int = param("sets", "L1 sets (the ways follow from the capacity)", Range(1, 1 << 16))
    reserved_kib: int = param("KiB", "L1 capacity not usable by data (the part pointer chases cannot detect)", KIB)
    hit_latency: int = param("cycles", "issue of a global/local load to its registers being ready, L1 hit, no contention", LATENCY)
    bytes_per_cycle: float = param("bytes/cycle", "L1/shared data path per SM (returned bytes per cycle; shared with shared memory)",
                                   PER_CYCLE)
    mshrs: int = param("lines", "outstanding L1 line misses per SM (further misses wait for a free entry)", Range(1, 1 << 20))

    def problems(self):
        if self.sector_bytes > self.line_bytes:
            yield f"sector_bytes {self.sector_bytes} is larger than line_bytes {self.line_bytes}"
        if max(self.carveouts_kib) + self.reserved_kib > self.unified_kib:
            yield (f"the largest carve-out {max(self.carveouts_kib)} KiB + reserved_kib {self.reserved_kib} "
                   f"exceed unified_kib {self.unified_kib}")


@dataclass(frozen=True)
class SharedConfig:
    """Shared memory (seed 003 §3.6, Table 3.1, Fig 3.9); it uses the L1 data path."""

    banks: int = param("banks", "banks per SM", Range(1, 1024))
    bank_bytes: int = param("bytes", "bank width", Pow2(1, 64))
    latency: int = param("cycles", "issue of a shared load to its registers being ready, no bank conflict", LATENCY)
    ldmatrix_extra: int = optional_param("cycles", "ldmatrix .x2/.x4: extra cycles per 8x8 matrix after the first, "
                                         "beyond its wavefront (0: a matrix costs only its wavefront)", EXTRA, 0)

    def problems(self):
        # timing/coalescer.py serves a warp's shared access in at most 8 phases (a 16-byte
        # access of 32 lanes needs 512 / (banks x bank_bytes) of them)
        if self.banks * self.bank_bytes < 64:
            yield f"banks x bank_bytes must be at least 64 bytes (the timing model's 8 phases), not {self.banks} x {self.bank_bytes}"


@dataclass(frozen=True)
class ConstCacheConfig:
    """Constant caches (seed 003 §3.4, Table 3.1, Fig 3.7): per-SM L1 and L1.5, then L2."""

    l1_bytes: int = param("bytes", "L1 constant cache size", Range(1, 1 << 30))
    l1_line_bytes: int = param("bytes", "L1 constant cache line", LINE)
    l1_sets: int = param("sets", "L1 constant cache sets", Range(1, 1 << 16))
    l1_ways: int = param("ways", "L1 constant cache associativity", Range(1, 1024))
    l1_latency: int = param("cycles", "broadcast load, L1 constant hit", LATENCY)
    l15_bytes: int = param("bytes", "L1.5 constant cache size", Range(1, 1 << 30))
    l15_line_bytes: int = param("bytes", "L1.5 constant cache line", LINE)
    l15_latency: int = param("cycles", "broadcast load, L1.5 constant hit", LATENCY)
    l2_latency: int = param("cycles", "broadcast load served by the L2", LATENCY)
    serialize_cycles: int = param("cycles", "extra cycles per additional distinct address in a warp (no broadcast)", EXTRA)


@dataclass(frozen=True)
class L2Config:
    """The L2 cache: address-interleaved slices, physically indexed (seed 003 §3.2, §3.8)."""

    slices: int = param("slices", "L2 slices (memory sub-partitions); lines are interleaved across them", Range(1, 4096))
    slice_kib: int = param("KiB", "capacity of one slice", Range(1, 1 << 30))
    line_bytes: int = param("bytes", "L2 line", LINE)
    sector_bytes: int = param("bytes", "L2 sector (unit of DRAM transfers)", LINE)
    ways: int = param("ways", "associativity", Range(1, 1024))
    hit_latency: int = param("cycles", "slice access for a hit, excluding the network (so L1 miss + L2 hit = l1 + 2 x noc + this)", LATENCY)
    bytes_per_cycle: float = param("bytes/cycle", "data port of one slice", PER_CYCLE)
    interleave_bytes: int = param("bytes", "consecutive bytes mapped to one slice before moving to the next", LINE)
    partitions: int = optional_param("partitions", "L2 partitions (A100: 2): each caches the data of its half of the SMs; "
                                     "a line it evicts moves to the other, which serves the first half's misses",
                                     OneOf(1, 2), 1)
    far_latency: int = optional_param("cycles", "an access served by the other partition: extra cycles over a hit "
                                      "(a miss in both also pays them before DRAM)", EXTRA, 0)

    def problems(self):
        if self.slices % self.partitions:
            yield f"slices {self.slices} cannot be split into {self.partitions} partitions"
        if self.sector_bytes > self.line_bytes:
            yield f"sector_bytes {self.sector_bytes} is larger than line_bytes {self.line_bytes}"
        if self.interleave_bytes < self.line_bytes:
            yield f"interleave_bytes {self.interleave_bytes} is smaller than line_bytes {self.line_bytes} (a line lives in one slice)"
        if self.slice_kib * 1024 < self.line_bytes * self.ways:
            yield f"slice_kib {self.slice_kib} holds fewer than ways x line_bytes ({self.ways} x {self.line_bytes})"


@dataclass(frozen=True)
class NocConfig:
    """The on-chip network between SMs and L2 slices."""

    latency: int = param("cycles", "one traversal (SM to slice or back), zero load", EXTRA)
    sm_bytes_per_cycle: int = param("bytes/cycle", "injection/ejection bandwidth of one SM's port", Range(1, 1 << 16))


@dataclass(frozen=True)
class DramConfig:
    """DRAM channels behind the L2 slices."""

    channels: int = param("channels", "memory channels (each serves a fixed group of slices)", Range(1, 4096))
    theoretical_gbs: float = param("GB/s", "theoretical bandwidth of the whole device memory", Range(0.0, 1e7, lo_open=True))
    efficiency: float = param("-", "fraction of the theoretical bandwidth the channels sustain (refresh, turnarounds, row misses)",
                              Range(0.0, 1.0, lo_open=True))
    latency: int = param("cycles", "added to an L2 miss by the DRAM access (controller, array, return)", EXTRA)


@dataclass(frozen=True)
class TlbConfig:
    """Two TLB levels (seed 003 §3.8, Table 3.1, Fig 3.12); L1 is virtually indexed, L2 is not."""

    l1_entries: int = param("entries", "L1 TLB entries per SM (fully associative, LRU)", Range(1, 1 << 20))
    l1_page_bytes: int = param("bytes", "L1 TLB page entry size", Pow2(4096, 1 << 40))
    l2_entries: int = param("entries", "L2 TLB entries, shared by all SMs (fully associative, LRU)", Range(1, 1 << 20))
    l2_page_bytes: int = param("bytes", "L2 TLB page entry size", Pow2(4096, 1 << 40))
    l1_miss_latency: int = param("cycles", "added when the L1 TLB misses and the L2 TLB hits", EXTRA)
    walk_latency: int = param("cycles", "added when both TLB levels miss (page walk)", EXTRA)


@dataclass(frozen=True)
class AtomicConfig:
    """Atomic latency by contention: the most lanes of a warp on one address (seed 003 Table 4.2)."""

    contention: tuple = param("threads", "contention degrees the tables are given for (between them: linear interpolation)",
                              Each(int, Range(1, 32), ascending=True))
    shared_latency: tuple = param("cycles", "shared-memory atomic latency per contention degree", Each(int, LATENCY))
    global_latency: tuple = param("cycles", "global atomic latency per contention degree", Each(int, LATENCY))

    def problems(self):
        n = len(self.contention)
        if len(self.shared_latency) != n or len(self.global_latency) != n:
            yield (f"contention, shared_latency and global_latency must have the same length "
                   f"({n}, {len(self.shared_latency)}, {len(self.global_latency)})")


@dataclass(frozen=True)
class MemoryConfig:
    l1: L1Config = section("unified L1 data cache / shared memory")
    shared: SharedConfig = section("shared-memory banks")
    const: ConstCacheConfig = section("constant caches")
    l2: L2Config = section("L2 cache slices")
    noc: NocConfig = section("on-chip network")
    dram: DramConfig = section("device memory")
    tlb: TlbConfig = section("address translation")
    atomics: AtomicConfig = section("atomic operations")

    def problems(self):
        if self.l1.line_bytes < self.l2.line_bytes:
            yield f"l1.line_bytes {self.l1.line_bytes} is smaller than l2.line_bytes {self.l2.line_bytes}"


@dataclass(frozen=True)
class TmaTiming:
    """The Tensor Memory Accelerator (sm_90): one per SM (timing/tma.py). It takes the
    bulk copies and reductions (cp.async.bulk(.tensor), cp.reduce.async.bulk(.tensor)) one
    thread issues, reads the tensor map through a small descriptor cache, cuts the copy
    into L2-line requests and sends them through the memory hierarchy; their data is
    written to shared memory through the SM's data path (``memory.l1.bytes_per_cycle``),
    a reduction's combined by the L2 slice's atomic unit."""

    issue_latency: int = param("cycles", "from the copy instruction's issue to the unit starting it (descriptor "
                                         "cached)", LATENCY)
    descriptor_entries: int = param("tensor maps", "tensor maps the unit's descriptor cache holds per SM (LRU); a "
                                                   "miss reads the 128-byte map from the L2 first", Range(1, 1 << 16))
    requests_per_cycle: float = param("requests/cycle", "L2 requests (one per L2 line a copy touches) the unit "
                                                         "generates per cycle", PER_CYCLE)
    reduce_bytes_per_cycle: float = param("bytes/cycle", "bytes of a bulk reduction (cp.reduce.async.bulk) an L2 "
                                                         "slice's atomic unit combines per cycle", PER_CYCLE)


@dataclass(frozen=True)
class TimingConfig:
    latency: LatencyConfig = section("instruction latencies")
    issue: IssueConfig = section("issue and functional units")
    hmma: HmmaTiming = section("tensor-core micro-op timing")
    memory: MemoryConfig = section("memory hierarchy")
    mma: MmaTiming | None = field(default=None, metadata={
        "unit": "", "doc": "Ampere tensor-core timing (tensor family ampere; without it: Turing's tables)",
        "optional": True, "check": None})
    tma: TmaTiming | None = field(default=None, metadata={
        "unit": "", "doc": "the TMA unit of sm_90 (bulk copies; a config with an sm_90 isa must give it)",
        "optional": True, "check": None})


# --------------------------------------------------------------------------- AMD (CDNA)


@dataclass(frozen=True)
class CUConfig:
    """The compute-unit resources that bound a launch and place waves (CDNA2/CDNA3)."""

    cu_count: int = param("CUs", "compute units on the chip (or the simulated GPU)", Range(1, 4096))
    simds_per_cu: int = param("SIMDs", "SIMD units per CU, each with its own wave slots and one matrix core", Range(1, 64))
    wave_size: int = param("lanes", "work-items per wavefront", OneOf(64))
    max_waves_per_simd: int = param("waves", "resident wavefronts per SIMD", Range(1, 256))
    max_workgroup_size: int = param("work-items", "largest workgroup a launch may request", Range(1, 1024))
    vgpr_file_per_cu: int = param("bytes", "vector register file (VGPRs and AGPRs) per CU", Range(1, 1 << 30))
    sgpr_file_per_cu: int = param("bytes", "scalar register file per CU", Range(1, 1 << 30))
    max_vgprs_per_wave: int = param("registers", "architectural VGPRs one wave may use (v0-v255)", Range(1, 256))
    max_agprs_per_wave: int = param("registers", "accumulation VGPRs one wave may use (a0-a255)", Range(0, 256))
    max_sgprs_per_wave: int = param("registers", "addressable SGPRs of a wave (s0-s101)", Range(1, 102))
    lds_per_cu: int = param("bytes", "local data share per CU", BYTES)
    max_lds_per_workgroup: int = param("bytes", "LDS one workgroup may allocate", BYTES)
    matrix_cores_per_cu: int = param("matrix cores", "matrix core engines per CU (one per SIMD)", Range(0, 64))
    core_clock_mhz: int = param("MHz", "engine clock used to convert cycles to time", CLOCK)

    def problems(self):
        if self.max_lds_per_workgroup > self.lds_per_cu:
            yield f"max_lds_per_workgroup {self.max_lds_per_workgroup} is larger than lds_per_cu {self.lds_per_cu}"
        if self.matrix_cores_per_cu > self.simds_per_cu:
            yield f"matrix_cores_per_cu {self.matrix_cores_per_cu} is more than one per SIMD ({self.simds_per_cu})"


@dataclass(frozen=True)
class AmdMemoryConfig:
    """Memory-hierarchy parameters (consumed by the timing model; seed 004 Table I gives
    the simulated baseline)."""

    l1i_size: int = param("bytes", "instruction cache (shared by several CUs)", BYTES)
    l1i_latency: int = param("cycles", "instruction cache hit latency", LATENCY)
    scalar_cache_size: int = param("bytes", "scalar data cache (shared by several CUs)", BYTES)
    scalar_latency: int = param("cycles", "scalar cache hit latency", LATENCY)
    l1d_size: int = param("bytes", "vector L1 data cache per CU", BYTES)
    l1d_line: int = param("bytes", "vector L1 line size", LINE)
    l1d_assoc: int = param("ways", "vector L1 associativity", Range(1, 1024))
    l1d_latency: int = param("cycles", "vector L1 hit latency", LATENCY)
    lds_latency: int = param("cycles", "LDS access latency", LATENCY)
    l2_size: int = param("bytes", "L2 cache", BYTES)
    l2_line: int = param("bytes", "L2 line size", LINE)
    l2_assoc: int = param("ways", "L2 associativity", Range(1, 1024))
    l2_banks: int = param("banks", "L2 banks", Range(1, 1024))
    l2_latency: int = param("cycles", "L2 hit latency", LATENCY)
    dram_latency: int = param("cycles", "main-memory access latency", LATENCY)
    dram_size: int = param("bytes", "device memory capacity", BYTES)
    dram_clock_mhz: int = param("MHz", "device memory clock", CLOCK)
    dram_banks: int = param("banks", "device memory banks", Range(1, 1024))


@dataclass(frozen=True)
class MatrixCoreConfig:
    """The matrix cores' functional model."""

    family: str = param("-", "MFMA catalogue and layouts (the gfx target of tcsim.matrix.mfma: gfx90a | gfx942)", OneOf("gfx90a", "gfx942"))
    arithmetic: str = param("-", "MFMA arithmetic model, a name in tcsim.matrix.mfma.MFMA_MODELS", OneOf(source=_mfma_models))


@dataclass(frozen=True)
class AmdTimingConfig:
    """Compute-unit timing (``timing/cu.py``, docs/amdgpu.md "Timing model")."""

    issue_period: int = param("cycles", "cycles between two issues of one wave (a wave64 instruction on a SIMD16); "
                                        "each SIMD gets one issue slot per period", LATENCY)
    trans_cycles: int = param("cycles", "cycles a transcendental VALU op (v_rcp, v_sqrt, v_exp ...) occupies its SIMD", LATENCY)
    memtime_latency: int = param("cycles", "s_memtime / s_memrealtime: issue until the value is in its SGPRs (lgkmcnt)", LATENCY)
    vgpr_alloc_granule: int = param("registers", "VGPRs (with AGPRs, unified file) are allocated per wave in multiples of this",
                                     Range(1, 256))
    sgpr_alloc_granule: int = param("registers", "SGPRs are allocated per wave in multiples of this", Range(1, 128))
    lds_alloc_granule: int = param("bytes", "LDS is allocated per workgroup in multiples of this", Range(1, 1 << 16))


@dataclass(frozen=True)
class AmdHierarchyConfig:
    """The memory hierarchy behind the CUs (``timing/amd_memory.py``, docs/amdgpu.md "Memory
    hierarchy"). Optional: without it (seed 004's mi200/mi300 baseline) every vector load
    costs ``amd.memory.l1d_latency``. With it, ``amd.memory`` gives the sizes, lines and the
    zero-load latencies a pointer chase sees per level (``l1d_latency`` < ``l2_latency`` <
    ``mall_latency`` < ``dram_latency``), ``l2_size`` / ``l2_banks`` per partition."""

    partitions: int = param("L2 domains", "GCDs/XCDs with their own L2 (CU c belongs to partition c mod partitions: "
                                          "workgroups are dispatched round-robin over the XCDs)", Range(1, 64))
    l1_bytes_per_cycle: float = param("bytes/cycle", "vector L1 data return per CU", PER_CYCLE)
    l1_mshrs: int = param("lines", "outstanding vector L1 line misses per CU", Range(1, 1 << 20))
    l1_fill_bytes_per_cycle: int = param("bytes/cycle", "L2 -> vector L1 fill bandwidth per CU (request/return port)",
                                         Range(1, 1 << 16))
    scalar_line_bytes: int = param("bytes", "scalar cache line", LINE)
    scalar_cus: int = param("CUs", "CUs sharing one scalar cache (and instruction cache)", Range(1, 16))
    lds_banks: int = param("banks", "LDS banks", Range(1, 1024))
    lds_bank_bytes: int = param("bytes", "LDS bank width", Pow2(1, 64))
    lds_simds_per_port: int = param("SIMDs", "SIMDs sharing one LDS request port", Range(1, 64))
    l2_bytes_per_cycle: float = param("bytes/cycle", "data port of one L2 channel", PER_CYCLE)
    l2_interleave_bytes: int = param("bytes", "consecutive bytes mapped to one L2 channel", LINE)
    mall_size: int = param("bytes", "Infinity Cache (memory-attached last level) of the device; 0: none", BYTES)
    mall_channels: int = param("channels", "Infinity Cache channels", Range(1, 4096))
    mall_assoc: int = param("ways", "Infinity Cache associativity", Range(1, 1024))
    mall_bytes_per_cycle: float = param("bytes/cycle", "data port of one Infinity Cache channel", PER_CYCLE)
    mall_latency: int = param("cycles", "load-to-use latency of an Infinity Cache hit, zero load (unused without one)", LATENCY)
    hbm_gbs: float = param("GB/s", "theoretical device-memory bandwidth", Range(0.0, 1e7, lo_open=True))
    hbm_efficiency: float = param("-", "fraction of hbm_gbs the memory channels sustain", Range(0.0, 1.0, lo_open=True))
    hbm_channels: int = param("channels", "device-memory channels", Range(1, 4096))
    tlb_l1_entries: int = param("entries", "UTCL1 (per-CU L1 TLB) entries", Range(1, 1 << 20))
    tlb_l1_page_bytes: int = param("bytes", "UTCL1 page (fragment) size", Pow2(4096, 1 << 40))
    tlb_l2_entries: int = param("entries", "UTCL2 entries per partition", Range(1, 1 << 20))
    tlb_l2_page_bytes: int = param("bytes", "UTCL2 page (fragment) size", Pow2(4096, 1 << 40))
    tlb_l1_miss_latency: int = param("cycles", "added when the UTCL1 misses and the UTCL2 hits", EXTRA)
    tlb_walk_latency: int = param("cycles", "added when both TLB levels miss (page walk)", EXTRA)


@dataclass(frozen=True)
class AmdConfig:
    cu: CUConfig = section("compute units")
    memory: AmdMemoryConfig = section("memory hierarchy")
    matrix: MatrixCoreConfig = section("matrix cores")
    timing: AmdTimingConfig = section("compute-unit timing model")
    hierarchy: AmdHierarchyConfig | None = field(default=None, metadata={
        "unit": "", "doc": "caches, LDS banks, L2 channels, Infinity Cache, HBM and TLBs (absent: seed 004's fixed latencies)",
        "optional": True, "check": None})

    def problems(self):
        h, m = self.hierarchy, self.memory
        if h is None:
            return
        levels = [("l1d_latency", m.l1d_latency), ("l2_latency", m.l2_latency)]
        if h.mall_size:
            levels.append(("hierarchy.mall_latency", h.mall_latency))
        levels.append(("dram_latency", m.dram_latency))
        for (a, x), (b, y) in zip(levels, levels[1:]):
            if y <= x:
                yield f"{b} {y} must be larger than {a} {x} (each level adds to the one above)"
        if m.l1d_line != 128 or m.l2_line != 128:
            yield f"with a hierarchy, l1d_line and l2_line must be 128 (the coalescer's line), not {m.l1d_line}, {m.l2_line}"
        if m.l2_size % (m.l2_banks * m.l2_line * m.l2_assoc):
            yield f"l2_size {m.l2_size} is not a whole number of sets over {m.l2_banks} channels"
        if m.l1d_size % (m.l1d_line * m.l1d_assoc):
            yield f"l1d_size {m.l1d_size} is not a whole number of {m.l1d_assoc}-way sets of {m.l1d_line}-byte lines"
        if self.cu.cu_count < h.partitions:
            yield f"hierarchy.partitions {h.partitions} exceeds cu_count {self.cu.cu_count}"


#: the sub-configs each vendor's GPUs must give (and only those)
VENDOR_SECTIONS = {"nvidia": ("core", "tensor", "timing"), "amd": ("amd",)}


@dataclass(frozen=True)
class GPUConfig:
    """A GPU: common identity plus the vendor's typed sub-configs. NVIDIA GPUs give
    ``core`` (SM resources), ``tensor`` and ``timing``; AMD GPUs give ``amd`` (CU,
    memory, matrix cores). The other vendor's sections are ``None``."""

    name: str = param("", "short name used on the command line and in messages",
                      Pattern(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}", "a name of letters, digits, '_', '.', '-'"))
    description: str = param("", "the board this models", Text())
    vendor: str = param("", "nvidia or amd", OneOf(*VENDOR_SECTIONS))
    isa: str = param("", "instruction set the GPU runs (ptx target or gfx name)",
                     Pattern(r"sm_[0-9]{2,3}a?|gfx90a|gfx94[012]", "sm_NN or sm_NNa (NVIDIA) or gfx90a, gfx940-gfx942 (AMD)"))
    core: CoreConfig | None = field(default=None, metadata={"unit": "", "doc": "SM resources (NVIDIA)", "optional": True, "check": None})
    tensor: TensorConfig | None = field(default=None,
                                        metadata={"unit": "", "doc": "tensor cores (NVIDIA)", "optional": True, "check": None})
    timing: TimingConfig | None = field(default=None,
                                        metadata={"unit": "", "doc": "cycle-level timing model (NVIDIA)", "optional": True, "check": None})
    amd: AmdConfig | None = field(default=None, metadata={"unit": "", "doc": "compute units, memory and matrix cores (AMD)",
                                                          "optional": True, "check": None})
    sources: dict = field(default_factory=dict, compare=False, metadata={"unit": "", "doc": "source of every value, by dotted name"})
    #: the data file this config was read from (a bundled arch/gpus/*.toml or a user's file)
    file: str = field(default="", compare=False, metadata={"unit": "", "doc": "the data file it was read from"})

    def problems(self):
        if (self.vendor == "nvidia") != self.isa.startswith("sm_"):
            yield f"isa: {self.isa} is not an instruction set of a {self.vendor} GPU"
        if self.tensor is not None and self.timing is not None and self.tensor.family in ("turing", "ampere"):
            h = self.timing.hmma
            if not h.turing_dot_units:
                yield "timing.hmma: a turing tensor family needs turing_dot_units > 0"
            lacking = [k for k in TURING_HMMA_FORMS if k not in h.turing]
            lacking += [f"turing_units {u}" for u in TURING_UNIT_TYPES if u not in h.turing_units]
            if lacking:
                yield f"timing.hmma: a turing tensor family needs the timing of every wmma form; missing {', '.join(lacking)}"
        if self.timing is not None and self.timing.tma is None and (sm_number(self.isa) or 0) >= 90:
            yield f"timing.tma: an {self.isa} GPU has TMA units; give their timing"
        if self.amd is not None:
            want = MATRIX_FAMILY.get(self.isa, "gfx942")  # an isa outside it failed the isa check
            if self.amd.matrix.family != want:
                yield f"amd.matrix.family: must be {want} for isa {self.isa}, not {self.amd.matrix.family!r}"

    def source_of(self, dotted: str) -> str:
        return self.sources[dotted]

    def to_dict(self) -> dict:
        """The resolved config with unit, meaning and source of every value (dumped with
        every result)."""
        return _as_dict(self, self.sources, "")


def _as_dict(obj, sources: dict, prefix: str) -> dict:
    out: dict[str, Any] = {}
    for f in fields(obj):
        if f.name == "sources":
            continue
        v = getattr(obj, f.name)
        if v is None and f.metadata.get("optional"):
            continue
        if dataclasses.is_dataclass(v):
            out[f.name] = _as_dict(v, sources, f"{prefix}{f.name}.")
        elif prefix:
            out[f.name] = {"value": v, "unit": f.metadata["unit"], "doc": f.metadata["doc"],
                           "source": sources.get(prefix + f.name, "")}
        else:
            out[f.name] = v
    return out


def load_gpu(name: str) -> GPUConfig:
    """Load the named GPU (``titan_v``, ``rtx2080``, ``rtx2080ti``, ``mi200``, ``mi300``,
    ``mi210``, ``mi300x``) or a ``.toml`` file; see ``tcsim.arch.loader.load_config``."""
    from tcsim.arch.loader import load_config
    return load_config(name)


def known_gpus() -> list[str]:
    from tcsim.arch.loader import known_gpus as known
    return known()
