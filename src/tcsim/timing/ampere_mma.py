"""Ampere (sm_80) tensor-core timing: ``mma.sync`` and ``wmma.mma`` on one third-generation
tensor core per sub-core (``timing.mma``, docs/ampere.md "Timing").

Structure, not a table: every warp-level MMA runs as native MMA instructions (SASS of
ptxas 13 for sm_80: ``mma.sync`` is one HMMA.16816 / HMMA.1688 / HMMA.1684 / IMMA.16832 /
BMMA.168256 / DMMA.884 ...; ``wmma.mma`` on f16/bf16/s8/u8 is two m16n8k16 ones, see
tests/data/sass/sm80_mma.sass and docs/ampere.md). One native MMA

* first reads its A and B fragments from the register file: ``operand cycles =
  ceil(A and B registers / operand_regs_per_cycle)`` (A of an m x k tile of b-bit elements
  is m*k*b/1024 warp-wide 32-bit registers);
* then occupies the tensor core for ``ceil(m*n*k / fma_per_clk[type])`` cycles — the
  vendor's peak rate per tensor core, so that back-to-back MMAs reach the whitepaper peak —
  plus ``extra_occupancy[type]`` (A100: one cycle for s4 and b1, which Sun et al. measure at
  89% of their whitepaper rate);
* and its result is readable ``fixed_latency`` cycles after its last occupancy cycle.

The tensor core takes the next MMA, of any warp, after this one's occupancy. A warp paces
its own MMAs: its next one starts no sooner than ``pace = rate occupancy + same_warp_gap``
cycles after this one's start, and in PTX mode it cannot issue before then either
(``Plan.warp_next``, timing/gpu.py), so the scheduler issues another warp's MMA in the
spare cycle — ptxas does the same pacing with stall counts (8 between one warp's
back-to-back HMMA.16816, 4 between HMMA.1688). Sun et al.'s one warp per sub-core at ILP 3
needs 27.4 cycles for three m16n8k16 (9 each) where two warps per sub-core reach the 8-cycle
rate.

So the latency of one MMA is ``operand + occupancy + fixed``: the 7 cycles between Sun et
al.'s m16n8k16 and m16n8k8 f16 latencies are 4 more occupancy cycles and 3 more operand
registers. The occupancy is reserved on the sub-core's timeline (``FedpArray``), shared by
every warp of the sub-core, and the sub-core's tensor pipe accepts the next MMA after this
one's occupancy (its initiation interval), so throughput across warps and ILP follows from
the same numbers.

Sparse ``mma.sp`` (2:4 A; SASS HMMA.SP / IMMA.SP of the PTX shape): the unit skips the
zeros, so the multiply-adds of the full m x n x K shape run at ``sparse_speedup`` times the
dense rate (A100 whitepaper: every sparse peak is twice the dense one) — HMMA.SP.16832 takes
the 8 cycles of a dense HMMA.16816, and ptxas 13 separates one warp's back-to-back
HMMA.SP.16832 / IMMA.SP.16864 / HMMA.SP.16816.TF32 by stall count 8, as dense HMMA.16816.
The half-size forms (HMMA.SP.16816, HMMA.SP.1688.TF32, IMMA.SP.16832) would take 4 cycles at
that rate, but ptxas separates them by 6, not the 4 of a dense HMMA.1688: the tensor core
takes the next MMA ``sparse_min_interval`` cycles after a sparse one starts (its
reservation), while its result is ready after the 4 cycles of work (Sun et al.'s Table 6
latencies of the half-size forms are those of the dense half-K forms). A sparse MMA reads its
operands as the dense MMA of half its K does (compressed A and B at depth K/2; the metadata
register is not counted): the rule that gives Table 6's latencies.
"""

from __future__ import annotations

from dataclasses import dataclass

#: the tensor-core rate class of each PTX element type
RATE_CLASS = {"f16": "f16", "bf16": "bf16", "tf32": "tf32", "s8": "s8", "u8": "s8", "s4": "s4", "u4": "s4",
              "b1": "b1", "f64": "f64"}
BITS = {"f16": 16, "bf16": 16, "tf32": 32, "s8": 8, "u8": 8, "s4": 4, "u4": 4, "b1": 1, "f64": 64}

#: the native MMA shape ptxas uses for wmma.mma on sm_80, by input type (SASS: two
#: HMMA.16816 / IMMA.16816 for every f16/s8 wmma shape; tf32 m16n16k8: two HMMA.1688)
WMMA_NATIVE = {"f16": (16, 8, 16), "bf16": (16, 8, 16), "s8": (16, 8, 16), "u8": (16, 8, 16), "tf32": (16, 8, 8)}

_PREFIX = {"f16": "HMMA", "bf16": "HMMA", "tf32": "HMMA", "s8": "IMMA", "u8": "IMMA", "s4": "IMMA", "u4": "IMMA",
           "b1": "BMMA", "f64": "DMMA"}


@dataclass(frozen=True)
class NativeMma:
    """One native MMA instruction of a warp: its name, operand cycles, occupancy of the
    tensor core, and pace — the cycles from its start to the earliest start of the same
    warp's next native MMA (its occupancy at the whitepaper rate + ``same_warp_gap``)."""

    name: str
    operand: int
    occupancy: int
    pace: int = 0
    busy: int = 0      # cycles the tensor core is reserved, when longer than the occupancy (sparse)

    @property
    def reserved(self) -> int:
        return max(self.occupancy, self.busy)


def is_sparse(mods) -> bool:
    """``mma.sp`` / ``mma.sp::ordered_metadata`` (SASS HMMA.SP / IMMA.SP time as ``sp``)."""
    return any(m == "sp" or m.startswith("sp::") for m in mods)


def native_ops(opcode: str, shape: tuple[int, int, int], atype: str, dtype: str,
               sparse: bool = False) -> list[tuple[str, tuple[int, int, int], int]]:
    """``[(name, native shape, groups)]`` for one warp-level MMA; ``groups`` counts
    independent copies of the shape (4 quad pairs of the f16 m8n8k4)."""
    m, n, k = shape
    pre = _PREFIX.get(atype, "HMMA")
    suffix = "." + dtype.upper()
    if sparse:
        return [(f"{pre}.SP.{m}{n}{k}{suffix}", shape, 1)]
    if opcode == "mma":
        groups = 4 if (shape == (8, 8, 4) and atype != "f64") else 1
        return [(f"{pre}.{m}{n}{k}{suffix}", shape, groups)]
    native = WMMA_NATIVE.get(atype, shape)
    nm, nn, nk = native
    count = max(1, (m * n * k) // (nm * nn * nk))
    return [(f"{pre}.{nm}{nn}{nk}{suffix}", native, 1)] * count


def plan_ops(cfg, opcode: str, shape, atype: str, dtype: str, sparse: bool = False) -> list[NativeMma]:
    """The native MMAs of one instruction with their operand cycles and occupancy
    (``sparse``: mma.sp, see the module docstring)."""
    rate_key = RATE_CLASS.get(atype)
    if rate_key is None or rate_key not in cfg.fma_per_clk:
        raise ValueError(f"no Ampere tensor-core rate for {atype} in timing.mma.fma_per_clk")
    rate = cfg.fma_per_clk[rate_key] * (cfg.sparse_speedup if sparse else 1)
    extra = (cfg.extra_occupancy or {}).get(rate_key, 0)
    bits = BITS.get(atype, 16)
    out = []
    for name, (m, n, k), groups in native_ops(opcode, shape, atype, dtype, sparse):
        depth = k // 2 if sparse else k                           # sparse: compressed A, B as at K/2
        regs = -(-(groups * (m + n) * depth * bits) // 1024)      # A (m x k) and B (k x n) fragments
        operand = -(-regs // cfg.operand_regs_per_cycle)
        at_rate = max(1, -(-(groups * m * n * k) // rate))
        busy = max(at_rate, cfg.sparse_min_interval) if sparse else 0
        out.append(NativeMma(name, operand, at_rate + extra, max(at_rate, busy) + cfg.same_warp_gap, busy))
    return out


def reserve(ops: list[NativeMma], t: int, array, warp, fixed: int) -> tuple[tuple, tuple, int]:
    """Place the native MMAs ``ops`` of one instruction that warp ``warp`` issues at cycle
    ``t`` on the sub-core's tensor-core timeline ``array`` (a ``FedpArray``): each reads its
    operands (in order, one after the other), then takes its occupancy when the tensor core
    is free (for ``reserved`` cycles) and no sooner than ``pace`` cycles after the start of
    the same warp's previous native MMA when that was the latest one placed. Returns ``(starts, completions, warp's
    next MMA issue)`` relative to ``t``: the result is ready ``fixed`` cycles after the
    last occupancy cycle, and the same warp's next MMA instruction may issue the sum of the
    paces after this one (in SASS mode ptxas's stall counts pace the warp instead)."""
    fetched = t
    earliest = t
    if warp is not None and array.last_warp == warp:
        earliest = array.last_start + array.last_pace
    start, done = [], []
    s = t
    for op in ops:
        fetched += op.operand
        s = array.reserve(max(fetched, earliest), op.reserved, t)
        earliest = s + op.pace
        start.append(s - t)
        done.append(s + op.occupancy + fixed - t)
    array.last_warp, array.last_start, array.last_pace = warp, s, ops[-1].pace
    return tuple(start), tuple(done), sum(op.pace for op in ops)
