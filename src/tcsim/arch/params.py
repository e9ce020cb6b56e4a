"""Typed architecture parameters: every number has a unit, a description and a source.

In the spirit of gem5's ``params.py``, a parameter cannot be declared without saying what it
is; and, further, a GPU data file cannot give a value without saying where it comes from.
A data file (TOML, under ``arch/gpus/``) gives each field as ``{value = ..., source = "..."}``.
Unknown keys and missing keys are errors.
"""

from __future__ import annotations

import dataclasses
import tomllib
from dataclasses import dataclass, field, fields
from importlib import resources
from typing import Any

from tcsim.errors import ConfigError


def param(unit: str, doc: str) -> Any:
    """Declare a config field with its unit and meaning (no default: data must give it)."""
    return field(metadata={"unit": unit, "doc": doc})


@dataclass(frozen=True)
class Sourced:
    """A value and where it comes from (seed + table/figure, a public document, or
    ``derived: ...``)."""

    value: Any
    source: str


@dataclass(frozen=True)
class CoreConfig:
    """The SM-level resources that bound a launch and the functional model."""

    sm_count: int = param("SMs", "streaming multiprocessors on the chip")
    warp_size: int = param("threads", "threads per warp")
    max_threads_per_cta: int = param("threads", "largest CTA a launch may request")
    max_warps_per_sm: int = param("warps", "resident warps per SM")
    max_ctas_per_sm: int = param("CTAs", "resident CTAs per SM")
    registers_per_sm: int = param("32-bit registers", "register file size per SM")
    max_registers_per_thread: int = param("32-bit registers", "registers one thread may use")
    register_alloc_unit: int = param("32-bit registers", "registers are allocated per warp in multiples of this")
    shared_mem_per_sm: int = param("bytes", "largest shared-memory carve-out per SM")
    max_shared_per_cta: int = param("bytes", "largest shared memory one CTA may use (opt-in)")
    default_shared_per_cta: int = param("bytes", "shared memory a CTA may use without opt-in")
    sub_cores: int = param("sub-cores", "processing blocks per SM, each with its own scheduler")
    core_clock_mhz: int = param("MHz", "SM clock used to convert cycles to time")


@dataclass(frozen=True)
class TensorConfig:
    """The matrix units' functional model (timing parameters join in the timing model)."""

    family: str = param("-", "fragment-map and micro-op family of wmma (volta | turing)")
    arithmetic: str = param("-", "tensor-core arithmetic model, a name in tcsim.matrix.numerics.MODELS")


@dataclass(frozen=True)
class LatencyConfig:
    """Dependent-issue latencies per instruction class (see timing/classes.py for the
    PTX opcode -> class mapping). Memory instructions are timed by the memory hierarchy
    (``timing.memory``)."""

    alu: int = param("cycles", "simple integer and FP32 ops: IADD3, SHF, LOP3, SEL, MOV, FADD, FMUL, FFMA, ISETP, FSETP")
    imad: int = param("cycles", "IMAD (integer multiply-add), FMNMX, DSETP")
    fp16: int = param("cycles", "HADD2, HMUL2, HFMA2")
    fp64: int = param("cycles", "DADD, DMUL, DFMA")
    popc: int = param("cycles", "POPC")
    sfu: int = param("cycles", "MUFU (transcendentals, rcp, sqrt), FLO (clz, bfind), BREV")
    convert: int = param("cycles", "F2F, F2I, I2F conversions")
    branch: int = param("cycles", "branch, call, return: cycles before the warp issues again")
    param_load: int = param("cycles", "ld.param of kernel parameters (a constant-bank operand in SASS)")
    shfl: int = param("cycles", "warp shuffle / vote")


@dataclass(frozen=True)
class IssueConfig:
    """Issue slots and functional-unit occupancy of one sub-core."""

    scheduler: str = param("-", "warp scheduling policy: gto (greedy-then-oldest) or lrr (loose round-robin)")
    alu_interval: int = param("cycles", "cycles a warp instruction occupies the INT/FP32 pipe (32 lanes / 16 units)")
    fp64_interval: int = param("cycles", "cycles a warp instruction occupies the FP64 pipe")
    sfu_interval: int = param("cycles", "cycles a warp instruction occupies the SFU (MUFU) pipe")
    mem_interval: int = param("cycles", "cycles between memory instructions of a sub-core (LSU/MIO issue)")
    register_banks: int = param("banks", "register-file banks per sub-core")
    bank_conflict_penalty: int = param("cycles", "extra operand-collection cycles when all source registers share a bank")


@dataclass(frozen=True)
class HmmaTiming:
    """Tensor-core timing (``timing/tensor_core.py``). Volta is structural (seed 000 §IV,
    Fig 13): per sub-core ``cores_per_subcore`` tensor cores of ``fedp_per_core`` FEDP units
    with ``fedp_stages`` pipeline stages; a step's occupancy is derived from its sub-tiles.
    Turing (seed 000 Table I, seed 001 Tables 2-3): measured cumulative cycles per HMMA."""

    cores_per_subcore: int = param("tensor cores", "tensor cores per sub-core; a warp uses all of its sub-core's")
    octets_per_core: int = param("octets", "octets of a warp that share one tensor core")
    fedp_per_core: int = param("FEDP units", "four-element dot-product units per tensor core")
    fedp_stages: int = param("cycles", "FEDP pipeline depth (multiply + accumulate stages)")
    operand_fetch: int = param("cycles", "Volta: from wmma.mma issue until its first step can enter the FEDP array")
    set_tail_mixed: int = param("cycles", "Volta mixed precision: extra wait before the last step of each set")
    set_tail_fp16: int = param("cycles", "Volta FP16: extra wait before the last step of each set")
    drain_mixed: int = param("cycles", "Volta mixed precision: result write-back after the last HMMA")
    drain_fp16: int = param("cycles", "Volta FP16: result write-back after the last HMMA")
    turing: dict = param("cycles", "Turing: cumulative cycles per HMMA, by 'MxNxK precision'")
    turing_dot_units: int = param("units", "Turing: dot-product units per threadgroup")
    turing_units: dict = param("units", "Turing: four-element units per dot-product unit, by precision (sets the busy time of single-instruction forms)")
    operand_fill: int = param("cycles", "per wmma.mma, cycles the tensor unit needs beyond the FEDP work before it accepts the next (operand buffers refilled; throughput only)")


@dataclass(frozen=True)
class L1Config:
    """Unified L1 data cache / shared memory of one SM (seed 003 §3.1, Table 3.1)."""

    unified_kib: int = param("KiB", "L1 data cache + shared memory storage per SM, split by the carve-out")
    carveouts_kib: tuple = param("KiB", "shared-memory carve-outs the driver can configure; the rest is L1 data cache")
    line_bytes: int = param("bytes", "L1 line (update granularity: a miss fills the whole line)")
    sector_bytes: int = param("bytes", "load granularity: the unit a warp access is split into")
    sets: int = param("sets", "L1 sets (the ways follow from the capacity)")
    reserved_kib: int = param("KiB", "L1 capacity not usable by data (the part pointer chases cannot detect)")
    hit_latency: int = param("cycles", "issue of a global/local load to its registers being ready, L1 hit, no contention")
    bytes_per_cycle: float = param("bytes/cycle", "L1/shared data path per SM (returned bytes per cycle; shared with shared memory)")
    mshrs: int = param("lines", "outstanding L1 line misses per SM (further misses wait for a free entry)")


@dataclass(frozen=True)
class SharedConfig:
    """Shared memory (seed 003 §3.6, Table 3.1, Fig 3.9); it uses the L1 data path."""

    banks: int = param("banks", "banks per SM")
    bank_bytes: int = param("bytes", "bank width")
    latency: int = param("cycles", "issue of a shared load to its registers being ready, no bank conflict")


@dataclass(frozen=True)
class ConstCacheConfig:
    """Constant caches (seed 003 §3.4, Table 3.1, Fig 3.7): per-SM L1 and L1.5, then L2."""

    l1_bytes: int = param("bytes", "L1 constant cache size")
    l1_line_bytes: int = param("bytes", "L1 constant cache line")
    l1_sets: int = param("sets", "L1 constant cache sets")
    l1_ways: int = param("ways", "L1 constant cache associativity")
    l1_latency: int = param("cycles", "broadcast load, L1 constant hit")
    l15_bytes: int = param("bytes", "L1.5 constant cache size")
    l15_line_bytes: int = param("bytes", "L1.5 constant cache line")
    l15_latency: int = param("cycles", "broadcast load, L1.5 constant hit")
    l2_latency: int = param("cycles", "broadcast load served by the L2")
    serialize_cycles: int = param("cycles", "extra cycles per additional distinct address in a warp (no broadcast)")


@dataclass(frozen=True)
class L2Config:
    """The L2 cache: address-interleaved slices, physically indexed (seed 003 §3.2, §3.8)."""

    slices: int = param("slices", "L2 slices (memory sub-partitions); lines are interleaved across them")
    slice_kib: int = param("KiB", "capacity of one slice")
    line_bytes: int = param("bytes", "L2 line")
    sector_bytes: int = param("bytes", "L2 sector (unit of DRAM transfers)")
    ways: int = param("ways", "associativity")
    hit_latency: int = param("cycles", "slice access for a hit, excluding the network (so L1 miss + L2 hit = l1 + 2 x noc + this)")
    bytes_per_cycle: float = param("bytes/cycle", "data port of one slice")
    interleave_bytes: int = param("bytes", "consecutive bytes mapped to one slice before moving to the next")


@dataclass(frozen=True)
class NocConfig:
    """The on-chip network between SMs and L2 slices."""

    latency: int = param("cycles", "one traversal (SM to slice or back), zero load")
    sm_bytes_per_cycle: int = param("bytes/cycle", "injection/ejection bandwidth of one SM's port")


@dataclass(frozen=True)
class DramConfig:
    """DRAM channels behind the L2 slices."""

    channels: int = param("channels", "memory channels (each serves a fixed group of slices)")
    theoretical_gbs: float = param("GB/s", "theoretical bandwidth of the whole device memory")
    efficiency: float = param("-", "fraction of the theoretical bandwidth the channels sustain (refresh, turnarounds, row misses)")
    latency: int = param("cycles", "added to an L2 miss by the DRAM access (controller, array, return)")


@dataclass(frozen=True)
class TlbConfig:
    """Two TLB levels (seed 003 §3.8, Table 3.1, Fig 3.12); L1 is virtually indexed, L2 is not."""

    l1_entries: int = param("entries", "L1 TLB entries per SM (fully associative, LRU)")
    l1_page_bytes: int = param("bytes", "L1 TLB page entry size")
    l2_entries: int = param("entries", "L2 TLB entries, shared by all SMs (fully associative, LRU)")
    l2_page_bytes: int = param("bytes", "L2 TLB page entry size")
    l1_miss_latency: int = param("cycles", "added when the L1 TLB misses and the L2 TLB hits")
    walk_latency: int = param("cycles", "added when both TLB levels miss (page walk)")


@dataclass(frozen=True)
class AtomicConfig:
    """Atomic latency by contention: the most lanes of a warp on one address (seed 003 Table 4.2)."""

    contention: tuple = param("threads", "contention degrees the tables are given for (between them: linear interpolation)")
    shared_latency: tuple = param("cycles", "shared-memory atomic latency per contention degree")
    global_latency: tuple = param("cycles", "global atomic latency per contention degree")


@dataclass(frozen=True)
class MemoryConfig:
    l1: L1Config = param("", "unified L1 data cache / shared memory")
    shared: SharedConfig = param("", "shared-memory banks")
    const: ConstCacheConfig = param("", "constant caches")
    l2: L2Config = param("", "L2 cache slices")
    noc: NocConfig = param("", "on-chip network")
    dram: DramConfig = param("", "device memory")
    tlb: TlbConfig = param("", "address translation")
    atomics: AtomicConfig = param("", "atomic operations")


@dataclass(frozen=True)
class TimingConfig:
    latency: LatencyConfig = param("", "instruction latencies")
    issue: IssueConfig = param("", "issue and functional units")
    hmma: HmmaTiming = param("", "tensor-core micro-op timing")
    memory: MemoryConfig = param("", "memory hierarchy")


# --------------------------------------------------------------------------- AMD (CDNA)


@dataclass(frozen=True)
class CUConfig:
    """The compute-unit resources that bound a launch and place waves (CDNA2/CDNA3)."""

    cu_count: int = param("CUs", "compute units on the chip (or the simulated GPU)")
    simds_per_cu: int = param("SIMDs", "SIMD units per CU, each with its own wave slots and one matrix core")
    wave_size: int = param("lanes", "work-items per wavefront")
    max_waves_per_simd: int = param("waves", "resident wavefronts per SIMD")
    max_workgroup_size: int = param("work-items", "largest workgroup a launch may request")
    vgpr_file_per_cu: int = param("bytes", "vector register file (VGPRs and AGPRs) per CU")
    sgpr_file_per_cu: int = param("bytes", "scalar register file per CU")
    max_vgprs_per_wave: int = param("registers", "architectural VGPRs one wave may use (v0-v255)")
    max_agprs_per_wave: int = param("registers", "accumulation VGPRs one wave may use (a0-a255)")
    max_sgprs_per_wave: int = param("registers", "addressable SGPRs of a wave (s0-s101)")
    lds_per_cu: int = param("bytes", "local data share per CU")
    max_lds_per_workgroup: int = param("bytes", "LDS one workgroup may allocate")
    matrix_cores_per_cu: int = param("matrix cores", "matrix core engines per CU (one per SIMD)")
    core_clock_mhz: int = param("MHz", "engine clock used to convert cycles to time")


@dataclass(frozen=True)
class AmdMemoryConfig:
    """Memory-hierarchy parameters (consumed by the timing model; seed 004 Table I gives
    the simulated baseline)."""

    l1i_size: int = param("bytes", "instruction cache (shared by several CUs)")
    l1i_latency: int = param("cycles", "instruction cache hit latency")
    scalar_cache_size: int = param("bytes", "scalar data cache (shared by several CUs)")
    scalar_latency: int = param("cycles", "scalar cache hit latency")
    l1d_size: int = param("bytes", "vector L1 data cache per CU")
    l1d_line: int = param("bytes", "vector L1 line size")
    l1d_assoc: int = param("ways", "vector L1 associativity")
    l1d_latency: int = param("cycles", "vector L1 hit latency")
    lds_latency: int = param("cycles", "LDS access latency")
    l2_size: int = param("bytes", "L2 cache")
    l2_line: int = param("bytes", "L2 line size")
    l2_assoc: int = param("ways", "L2 associativity")
    l2_banks: int = param("banks", "L2 banks")
    l2_latency: int = param("cycles", "L2 hit latency")
    dram_latency: int = param("cycles", "main-memory access latency")
    dram_size: int = param("bytes", "device memory capacity")
    dram_clock_mhz: int = param("MHz", "device memory clock")
    dram_banks: int = param("banks", "device memory banks")


@dataclass(frozen=True)
class MatrixCoreConfig:
    """The matrix cores' functional model."""

    family: str = param("-", "MFMA catalogue and layouts (the gfx target of tcsim.matrix.mfma: gfx90a | gfx942)")
    arithmetic: str = param("-", "MFMA arithmetic model, a name in tcsim.matrix.mfma.MFMA_MODELS")


@dataclass(frozen=True)
class AmdTimingConfig:
    """Compute-unit timing (``timing/cu.py``, docs/amdgpu.md "Timing model")."""

    issue_period: int = param("cycles", "cycles between two issues of one wave (a wave64 instruction on a SIMD16); "
                                        "each SIMD gets one issue slot per period")
    trans_cycles: int = param("cycles", "cycles a transcendental VALU op (v_rcp, v_sqrt, v_exp ...) occupies its SIMD")
    memtime_latency: int = param("cycles", "s_memtime / s_memrealtime: issue until the value is in its SGPRs (lgkmcnt)")
    vgpr_alloc_granule: int = param("registers", "VGPRs (with AGPRs, unified file) are allocated per wave in multiples of this")
    sgpr_alloc_granule: int = param("registers", "SGPRs are allocated per wave in multiples of this")
    lds_alloc_granule: int = param("bytes", "LDS is allocated per workgroup in multiples of this")


@dataclass(frozen=True)
class AmdConfig:
    cu: CUConfig = param("", "compute units")
    memory: AmdMemoryConfig = param("", "memory hierarchy")
    matrix: MatrixCoreConfig = param("", "matrix cores")
    timing: AmdTimingConfig = param("", "compute-unit timing model")


#: the sub-configs each vendor's GPUs must give (and only those)
VENDOR_SECTIONS = {"nvidia": ("core", "tensor", "timing"), "amd": ("amd",)}


@dataclass(frozen=True)
class GPUConfig:
    """A GPU: common identity plus the vendor's typed sub-configs. NVIDIA GPUs give
    ``core`` (SM resources), ``tensor`` and ``timing``; AMD GPUs give ``amd`` (CU,
    memory, matrix cores). The other vendor's sections are ``None``."""

    name: str = param("", "short name used on the command line")
    description: str = param("", "the board this models")
    vendor: str = param("", "nvidia or amd")
    isa: str = param("", "instruction set the GPU runs (ptx target or gfx name)")
    core: CoreConfig | None = field(default=None, metadata={"unit": "", "doc": "SM resources (NVIDIA)", "optional": True})
    tensor: TensorConfig | None = field(default=None, metadata={"unit": "", "doc": "tensor cores (NVIDIA)", "optional": True})
    timing: TimingConfig | None = field(default=None, metadata={"unit": "", "doc": "cycle-level timing model (NVIDIA)", "optional": True})
    amd: AmdConfig | None = field(default=None, metadata={"unit": "", "doc": "compute units, memory and matrix cores (AMD)", "optional": True})
    sources: dict = field(default_factory=dict, compare=False, metadata={"unit": "", "doc": "source of every numeric field, by dotted name"})

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


def _build(cls, data: dict, where: str, sources: dict, prefix: str = ""):
    names = {f.name for f in fields(cls) if f.name != "sources"}
    unknown = set(data) - names
    if unknown:
        raise ConfigError(f"{where}: unknown key(s) {', '.join(sorted(prefix + k for k in unknown))}")
    missing = {n for n in names - set(data)
               if not next(f for f in fields(cls) if f.name == n).metadata.get("optional")}
    if missing:
        raise ConfigError(f"{where}: missing key(s) {', '.join(sorted(prefix + k for k in missing))}")
    kwargs = {}
    for f in fields(cls):
        if f.name == "sources" or (f.name not in data and f.metadata.get("optional")):
            continue
        v = data[f.name]
        ftype = f.type if not isinstance(f.type, str) else eval(f.type, globals())  # noqa: S307 - our own annotations
        if f.metadata.get("optional"):
            ftype = next(t for t in ftype.__args__ if t is not type(None))
        if dataclasses.is_dataclass(ftype):
            if not isinstance(v, dict):
                raise ConfigError(f"{where}: {prefix}{f.name} must be a table")
            kwargs[f.name] = _build(ftype, v, where, sources, f"{prefix}{f.name}.")
            continue
        if isinstance(v, dict):
            if set(v) != {"value", "source"}:
                raise ConfigError(f"{where}: {prefix}{f.name} must be {{value = ..., source = \"...\"}}")
            sources[prefix + f.name] = v["source"]
            v = v["value"]
        elif f.metadata.get("unit"):
            raise ConfigError(f"{where}: {prefix}{f.name} needs a source: write {{value = {v!r}, source = \"...\"}}")
        if isinstance(v, list):
            v = tuple(v)
        kwargs[f.name] = v
    return cls(**kwargs)


def load_gpu(name: str) -> GPUConfig:
    """Load the named GPU (``titan_v``, ``rtx2080``, ``rtx2080ti``, ``mi200``, ``mi300``,
    ``mi210``, ``mi300x``) from its data file."""
    path = resources.files("tcsim.arch") / "gpus" / f"{name}.toml"
    if not path.is_file():
        raise ConfigError(f"unknown architecture '{name}' (known: {', '.join(known_gpus())})")
    data = tomllib.loads(path.read_text())
    vendor = data.get("vendor")
    if vendor not in VENDOR_SECTIONS:
        raise ConfigError(f"{name}.toml: vendor must be one of {', '.join(VENDOR_SECTIONS)}, not {vendor!r}")
    for v, sections in VENDOR_SECTIONS.items():
        for sec in sections:
            if v == vendor and sec not in data:
                raise ConfigError(f"{name}.toml: a {vendor} GPU needs a [{sec}] section")
            if v != vendor and sec in data:
                raise ConfigError(f"{name}.toml: [{sec}] is a {v} section; this is a {vendor} GPU")
    sources: dict = {}
    cfg = _build(GPUConfig, data, f"{name}.toml", sources)
    object.__setattr__(cfg, "sources", sources)
    return cfg


def known_gpus() -> list[str]:
    d = resources.files("tcsim.arch") / "gpus"
    return sorted(p.name[:-5] for p in d.iterdir() if p.name.endswith(".toml"))
