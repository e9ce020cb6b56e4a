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
the tensor cores' peak rate; no wgmma-specific number is an input. Not modelled: shared-memory
bandwidth of the SS form (Luo et al. see SS slower than RS at small N), a fixed pipeline
latency, the sparse forms.
"""

from __future__ import annotations

from tcsim.isa import ir

#: A/B types whose dense K is 32 bytes (all of them): the f16-equivalent K of every form
F16_EQUIVALENT_K = 16


class WgmmaTiming:
    """Per warp: its open group number and the completion cycle of each in-flight wgmma."""

    def __init__(self, hmma):
        self.dots = hmma.fedp_per_core
        self.warps: dict[int, list] = {}        # warp id -> [open group, [(group, done cycle), ...]]

    def cycles(self, ins: ir.Instruction) -> int:
        """Tensor-core cycles of one warp's share (16 rows) of a wgmma.mma_async."""
        _m, n, _k = ir.mnk_of(ins.mods)
        return -(-16 * n * F16_EQUIVALENT_K // (4 * self.dots))

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
