"""Timing of the warpgroup MMA (sm_90a): ``wgmma.mma_async`` as an asynchronous operation on
the tensor cores, ``wgmma.commit_group`` / ``wgmma.wait_group N`` as its completion.

Model. Warp ``w`` of a warpgroup computes rows 16w..16w+15 of the 64 x N x K product (the
functional decomposition of ``exec/ops/wgmma.py``) on the tensor core of its own sub-core.
A ``wgmma.mma_async`` costs its warp one issue slot and queues its share on that tensor core:
it starts when the tensor core is free and occupies it for

    cycles = 16 x N x 16 / (4 x fedp_per_core)    (every dense form: K holds 32 bytes)

— ``fedp_per_core`` four-element f16 dot products per clock (h100: 128, i.e. 512 f16 FMA per
clock per tensor core, from the H100 whitepaper's dense peak); an e4m3/e5m2/s8/u8 k32 form runs
at twice, tf32 k8 at half the f16 rate (the whitepaper's per-type peaks), so K x rate is the
same for all of them and so is the time (b1 k256: assumed the same). The product is done when
its share leaves the tensor core. ``wgmma.wait_group N`` lets its warp issue again only when
every wgmma of the groups it waits for is done (the functional result lands at the wait, as
before). So the model *predicts* a dependent wgmma m64nNk16 latency of N/2 cycles (128 / 64 /
32 at N = 256 / 128 / 64 - Luo et al., arXiv 2501.12084, H800 Tables 8-9, measure these) from
the tensor cores' peak rate; no wgmma-specific number is an input. Not modelled: a fixed
pipeline latency.

Sparse ``wgmma.mma_async.sp`` (2:4 A, K twice the dense one): its multiply-adds run at
``timing.mma.sparse_speedup`` (2: the H100 whitepaper's sparse peaks are twice the dense
ones for every type) times the dense rate, so the compute time of a share equals the dense
form's (N/2 for every N); its compressed A is the dense form's 16 rows x 32 B, but B spans
64 bytes of K, so the fetch below reads N x 64 / 4 B per share — the SS form is fetch-bound
at every N (N/2 + 16 cycles), the RS form exactly balanced (N/2).

Shared-memory operands (a prediction, no wgmma figure is an input). The operands a wgmma
reads through a matrix descriptor come from the SM's shared memory, whose data path moves
``timing.memory.l1.bytes_per_cycle`` bytes per clock per SM (128 on A100/H100), taken as
split evenly among the ``core.sub_cores`` tensor cores (assumption). Per warp share and
32-byte K step: A's 16 rows x 32 B = 512 B in the SS form (none in RS: A is in registers);
B's N x 32 B are read once for the warpgroup and broadcast to the four tensor cores
(assumption), so each share carries N x 32 / 4 B. Operand fetch is pipelined with the
dot products, so a share occupies its tensor core for max(compute, fetch) cycles:

    fetch = (512 [SS only] + 8 N) / (bytes_per_cycle / sub_cores)   (h100: 16 + N/4 SS, N/4 RS)

For N >= 64 the compute time N/2 dominates in both forms (the N = 64/128/256 latencies stay
32/64/128); below N = 64 the SS form is fetch-bound (N = 32: 24 vs 16 cycles; N = 8: 18 vs 4),
which is the direction Luo et al. report (SS slower than RS at small N). Other shared-memory
traffic of the SM is not charged against this port.
"""

from __future__ import annotations

import math

from tcsim.isa import ir

#: A/B types whose dense K is 32 bytes (all of them): the f16-equivalent K of every form
F16_EQUIVALENT_K = 16
#: bytes of one 32-byte K step per row (A) or column (B) of a dense wgmma
K_STEP_BYTES = 32
#: rows of A in one warp's share
SHARE_ROWS = 16


class WgmmaTiming:
    """Per warp: its open group number and the completion cycle of each in-flight wgmma."""

    def __init__(self, hmma, smem_bytes_per_cycle: float, sub_cores: int, sparse_speedup: int = 1):
        self.dots = hmma.fedp_per_core
        self.sparse_speedup = sparse_speedup                # timing.mma.sparse_speedup (wgmma.mma_async.sp)
        self.port = smem_bytes_per_cycle / sub_cores        # shared-memory bytes per clock per tensor core
        self.warps: dict[int, list] = {}        # warp id -> [open group, [(group, done cycle), ...]]

    def cycles(self, ins: ir.Instruction) -> int:
        """Tensor-core cycles of one warp's share (16 rows) of a wgmma.mma_async."""
        _m, n, _k = ir.mnk_of(ins.mods)
        sp = "sp" in ins.mods
        compute = -(-16 * n * F16_EQUIVALENT_K * (2 if sp else 1) // (4 * self.dots * (self.sparse_speedup if sp else 1)))
        return max(compute, self.fetch_cycles(n, ss=not isinstance(ins.operands[1], ir.Vector), sparse=sp))

    def fetch_cycles(self, n: int, ss: bool, sparse: bool = False) -> int:
        """Cycles one warp's share spends reading its shared-memory operands (see the module
        doc; ``sparse``: B spans twice the K bytes, the compressed A the dense form's)."""
        nbytes = SHARE_ROWS * K_STEP_BYTES * ss + n * K_STEP_BYTES * (2 if sparse else 1) // 4
        return math.ceil(nbytes / self.port)

    def issue(self, sc, w, ins: ir.Instruction, t: int, stats) -> int:
        """The cycle warp ``w`` may issue again after this wgmma instruction at cycle ``t``."""
        kind = ins.mods[0] if ins.mods else ""
        state = self.warps.setdefault(w.gid, [0, []])
        if kind == "mma_async":
            busy = self.cycles(ins)
            start = max(t, sc.free["tensor"])
            sc.free["tensor"] = start + busy
            state[1].append((state[0], start + busy))
            stats.unit_busy["tensor"] = stats.unit_busy.get("tensor", 0) + busy
            m, n, k = ir.mnk_of(ins.mods)
            stats.tensor_flops += 2 * 16 * n * k
            return t + 1
        if kind == "commit_group":
            state[0] += 1
            return t + 1
        if kind == "wait_group":
            limit = state[0] - 1 - int(ins.operands[0].value)
            done = [d for g, d in state[1] if g <= limit]
            state[1] = [(g, d) for g, d in state[1] if g > limit]
            return max([t + 1, *done])
        return t + 1
