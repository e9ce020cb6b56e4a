"""Tensor-core timing: when each HMMA micro-op of a ``wmma.mma`` completes.

A ``wmma.mma`` runs as its micro-ops (``matrix/decompose.py``): Volta 4 sets x 4 steps
(mixed precision) or 4 x 2 (FP16) of HMMA.884; Turing 4 HMMA.1688 / IMMA.8816 or one
IMMA.8832 / BMMA.88128. Each micro-op's completion, counted from the issue of the
``wmma.mma``, follows the config (``timing.hmma``), which records the seeds' measurements
(seed 000 Fig 9 for Volta; seed 000 Table I / seed 001 Table 2 for Turing). The sub-core's
two tensor cores stay busy for ``occupancy`` cycles per micro-op (the steady-state
initiation interval), which bounds throughput across warps.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tcsim.exec.ops.common import types_of
from tcsim.matrix.decompose import decompose

_SHAPE = re.compile(r"^m(\d+)n(\d+)k(\d+)$")


@dataclass(frozen=True)
class Plan:
    names: tuple[str, ...]        # micro-op names (HMMA.884.F32.F32.STEP0 ...)
    sets: tuple[int, ...]
    steps: tuple[int, ...]
    done: tuple[int, ...]         # completion of each micro-op, cycles after issue
    busy: int                     # cycles the sub-core's tensor cores are occupied

    @property
    def latency(self) -> int:
        return self.done[-1]


def _shape(mods) -> tuple[int, int, int]:
    for m in mods:
        g = _SHAPE.match(m)
        if g:
            return tuple(int(x) for x in g.groups())
    raise ValueError("no shape")


def _types(mods):
    ts = types_of(mods)
    if len(ts) == 2:
        return ts[0], "f16", ts[1]
    return ts[0], ts[1], ts[3]


class TensorCoreTiming:
    def __init__(self, hmma, family: str):
        self.cfg = hmma
        self.family = family
        self._cache: dict[tuple, Plan] = {}

    def plan(self, ins) -> Plan:
        key = (ins.opcode, ins.mods)
        p = self._cache.get(key)
        if p is None:
            p = self._cache[key] = self._plan(ins)
        return p

    # ---------------------------------------------------------------- planning
    def _plan(self, ins) -> Plan:
        shape = _shape(ins.mods)
        dtype, atype, ctype = _types(ins.mods)
        if ins.opcode == "mma":
            return self._mma_sync(shape, dtype, atype)
        ops = decompose(self.family, shape, atype if self.family == "turing" else "f16", ctype)
        names = tuple(o.name for o in ops)
        sets = tuple(o.set for o in ops)
        steps = tuple(o.step for o in ops)
        if self.family == "volta":
            done = self._volta_times(sets, steps, mixed=(ctype == "f32"))
            occ = self.cfg.mixed_occupancy if ctype == "f32" else self.cfg.fp16_occupancy
            return Plan(names, sets, steps, done, occ * len(ops) + self.cfg.operand_fill)
        cum = self._turing_table(shape, atype, dtype)
        if len(cum) != len(ops):
            raise ValueError(f"Turing timing table has {len(cum)} entries for {len(ops)} micro-ops")
        return Plan(names, sets, steps, tuple(cum), self._turing_busy(cum) + self.cfg.operand_fill)

    def _volta_times(self, sets, steps, mixed: bool) -> tuple[int, ...]:
        c = self.cfg
        first, step, between, drain = ((c.mixed_first, c.mixed_step, c.mixed_set, c.mixed_drain) if mixed
                                       else (c.fp16_first, c.fp16_step, c.fp16_set, c.fp16_drain))
        done = []
        for i, st in enumerate(steps):
            if i == 0:
                t = first
            elif st > 0:
                t = done[-1] + step[st - 1]
            else:
                t = done[-1] + between
            done.append(t)
        done[-1] += drain
        return tuple(done)

    def _turing_table(self, shape, atype: str, dtype: str) -> tuple[int, ...]:
        prec = {"s8": "s8", "u8": "s8", "s4": "s4", "u4": "s4", "b1": "b1"}.get(atype, "f32" if dtype == "f32" else "f16")
        key = f"{shape[0]}x{shape[1]}x{shape[2]} {prec}"
        table = self.cfg.turing
        if key not in table:
            raise ValueError(f"no Turing HMMA timing for {key} in the config")
        return tuple(table[key])

    @staticmethod
    def _turing_busy(cum) -> int:
        """Busy time: the average interval between sets (seed 001 Table 3, 'Avg.') per
        micro-op; a single-op form is busy for its whole latency."""
        if len(cum) == 1:
            return int(cum[0])
        return round((cum[-1] - cum[0]) / (len(cum) - 1) * len(cum))

    def _mma_sync(self, shape, dtype: str, atype: str) -> Plan:
        """mma.sync is one or two hardware MMAs; their timing is taken from the wmma
        measurements of the same precision (an assumption: the seeds measure wmma only)."""
        if self.family == "volta":
            # one HMMA set: 4 steps in mixed precision, 2 in FP16 (as a wmma set, seed 000 Fig 9)
            mixed = dtype == "f32"
            n = len(self.cfg.mixed_step if mixed else self.cfg.fp16_step) + 1
            steps = tuple(range(n))
            done = self._volta_times((0,) * n, steps, mixed=mixed)
            occ = self.cfg.mixed_occupancy if mixed else self.cfg.fp16_occupancy
            return Plan(("HMMA.884",) * n, (0,) * n, steps, done, n * occ)
        m, n, k = shape
        big = {(16, 8, 16): 2, (16, 8, 8): 1}.get((m, n, k), 1)
        wshape = (16, 16, 16) if atype not in ("s4", "u4", "b1") else ((8, 8, 32) if atype in ("s4", "u4") else (8, 8, 128))
        cum = self._turing_table(wshape, atype if atype in ("s8", "u8", "s4", "u4", "b1") else "f16", dtype)
        done = tuple(cum[:big])
        return Plan(("MMA",) * big, tuple(range(big)), (0,) * big, done, self._turing_busy(cum) * big // len(cum))
