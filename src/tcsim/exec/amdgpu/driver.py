"""The functional driver for AMDGPU kernels: runs a batch of workgroups to completion.

Waves at the same PC execute that instruction together, whatever workgroup they belong
to: one numpy operation per instruction for every wave of the batch when the waves agree
on control flow (on AMD GPUs branches are scalar, so waves split only at
``s_cbranch_*`` that they take differently). The driver always advances the waves at the
lowest PC, so waves that split meet again and merge. ``s_barrier`` parks a wave until
every wave of its workgroup that has not ended arrives (a wave that ends no longer counts,
as on the hardware). Waves that loop backwards while others wait yield after
``SPIN_LIMIT`` taken backward branches, so one wave spinning on a flag that another wave
sets cannot stall the run.

A timing driver issues one wave's instruction at a time through the same ``op.fn(st,
sel)`` (``sel`` = that wave) and sets ``st.clock`` to the cycle of issue first, so
``s_memtime`` reads simulated cycles.
"""

from __future__ import annotations

import heapq

import numpy as np

from tcsim.errors import ExecutionError
from tcsim.exec.selection import as_sel, empty, sel_indices, subsel

from .state import EXEC, WaveFault, WaveState

SPIN_LIMIT = 256


def where(st: WaveState, op, wave: int, lane: int | None = None) -> str:
    """``kernel K, workgroup (..), wave w, lane l (work-item (..)), PC n, file:line:col 'text'``."""
    ins = op.ins
    return f"kernel {st.launch.kernel}, {st.describe(wave, lane)}, PC {op.pc}, {ins.loc} '{ins.text}'"


def issue(st: WaveState, op, sel) -> tuple[str, int | None]:
    """Execute one decoded instruction for the waves ``sel`` (a timing driver passes one
    wave) and say what happens next: ``("next", pc + 1)``, ``("jump", target)``,
    ``("split", target)`` (``taken`` mask in ``st.last_taken``), ``("end", None)``,
    ``("barrier", pc + 1)``. Faults raise :class:`ExecutionError` naming the place."""
    kind = op.kind
    if kind == "alu":
        try:
            op.fn(st, sel)
        except WaveFault as f:
            w = int(sel_indices(sel)[f.pos])
            raise ExecutionError(f"{f.message}; {where(st, op, w, f.lane)}") from None
        return "next", op.pc + 1
    if kind == "nop":
        return "next", op.pc + 1
    if kind == "branch":
        if op.fn is None:
            return "jump", op.target
        st.last_taken = np.asarray(op.fn(st, sel), dtype=bool)
        return "split", op.target
    if kind in ("end", "barrier"):
        return kind, (None if kind == "end" else op.pc + 1)
    if kind == "trap":
        raise ExecutionError(f"trap: the kernel executed '{op.ins.text}'; {where(st, op, int(sel_indices(sel)[0]))}")
    if kind == "fell_off":
        raise ExecutionError(f"a wave ran past the end of the kernel's code without s_endpgm; "
                             f"{where(st, op, int(sel_indices(sel)[0]))}")
    raise ExecutionError(f"internal: unknown op kind {kind!r}")  # pragma: no cover


class WaveDriver:
    def __init__(self, st: WaveState, progress=None, max_wave_instructions: int | None = None):
        self.st = st
        self.limit = max_wave_instructions
        self.ops = st.program.ops
        self.progress = progress
        self.groups: dict[int, list] = {}
        self.heap: list[int] = []
        self.ended = np.zeros(st.W, dtype=bool)
        self.arrived = np.zeros(st.nwg, dtype=np.int64)
        self.alive = np.full(st.nwg, st.waves_per_group, dtype=np.int64)
        self.parked: list = []
        self.deferred: list = []
        self.spins = 0

    def push(self, pc: int, sel) -> None:
        if empty(sel):
            return
        g = self.groups.get(pc)
        if g is None:
            self.groups[pc] = [sel]
            heapq.heappush(self.heap, pc)
        else:
            g.append(sel)

    def pop(self):
        pc = heapq.heappop(self.heap)
        parts = self.groups.pop(pc)
        if len(parts) == 1:
            return pc, parts[0]
        idx = np.sort(np.concatenate([sel_indices(p) for p in parts]))
        return pc, as_sel(idx)

    def run(self) -> None:
        st = self.st
        self.push(0, slice(0, st.W))
        ops = self.ops
        steps = 0
        with np.errstate(all="ignore"):
            while True:
                if not self.heap:
                    if self.deferred:
                        for pc, sel in self.deferred:
                            self.push(pc, sel)
                        self.deferred = []
                        continue
                    break
                pc, sel = self.pop()
                op = ops[pc]
                st.clock += 1
                steps += 1
                nw = (sel.stop - sel.start) if isinstance(sel, slice) else sel.size
                st.wave_instructions += nw
                st.lane_instructions += int(np.bitwise_count(st.s[EXEC, sel]).sum() + np.bitwise_count(st.s[EXEC + 1, sel]).sum())
                what, nxt = issue(st, op, sel)
                if what == "next":
                    self.push(nxt, sel)
                elif what == "jump":
                    self.jump(pc, nxt, sel)
                elif what == "split":
                    taken = st.last_taken
                    self.jump(pc, nxt, subsel(sel, taken))
                    self.push(pc + 1, subsel(sel, ~taken))
                elif what == "end":
                    self.end(sel)
                else:  # barrier
                    self.barrier(pc, sel)
                if steps % 4096 == 0:
                    if self.progress is not None:
                        self.progress(st.lane_instructions)
                    if self.limit is not None and st.wave_instructions > self.limit:
                        raise ExecutionError(
                            f"the kernel did not finish within {self.limit:,} wave-instructions (an endless loop?); "
                            f"{where(st, op, int(sel_indices(sel)[0]))}")
        if self.parked:  # cannot happen: ended waves release barriers (kept as a guard)
            pc, sel = self.parked[0]
            raise ExecutionError(f"s_barrier can never complete; {where(st, self.ops[pc - 1], int(sel_indices(sel)[0]))}")

    def jump(self, pc: int, target: int, sel) -> None:
        if empty(sel):
            return
        if target <= pc and self.heap:
            self.spins += 1
            if self.spins >= SPIN_LIMIT:
                self.spins = 0
                self.deferred.append((target, sel))
                return
        self.push(target, sel)

    def end(self, sel) -> None:
        st = self.st
        idx = sel_indices(sel)
        self.ended[idx] = True
        self.alive -= np.bincount(st.wg_slot[idx], minlength=st.nwg)
        self.release()

    def barrier(self, pc: int, sel) -> None:
        st = self.st
        idx = sel_indices(sel)
        self.arrived += np.bincount(st.wg_slot[idx], minlength=st.nwg)
        self.parked.append((pc + 1, sel))
        self.release()

    def release(self) -> None:
        st = self.st
        done = (self.arrived > 0) & (self.arrived >= self.alive)
        if not done.any() or not self.parked:
            return
        self.arrived[done] = 0
        keep = []
        for resume, sel in self.parked:
            idx = sel_indices(sel)
            go = done[st.wg_slot[idx]]
            if go.any():
                self.push(resume, as_sel(idx[go]))
            if not go.all():
                keep.append((resume, as_sel(idx[~go])))
        self.parked = keep
