"""Tensor-core timing: when each HMMA micro-op of a ``wmma.mma`` / ``mma.sync`` completes.

A ``wmma.mma`` runs as its micro-ops (``matrix/decompose.py``): Volta 4 sets x 4 steps
(mixed precision) or 4 x 2 (FP16) of HMMA.884; Turing 4 HMMA.1688 / IMMA.8816 or one
IMMA.8832 / BMMA.88128.

Volta is modelled structurally, as seed 000 §IV proposes (Fig 13): each sub-core has two
tensor cores of sixteen FEDP (four-element dot product) units with a four-stage pipeline
(multiply, then three accumulate stages); a warp uses both, two octets per core
(threadgroups X and X+4 form octet X). A step of one warp is a set of 2x4 (mixed) or 4x4
(FP16) sub-tiles per threadgroup, i.e. FEDPs per core per step / FEDP units per core =
2 or 4 cycles of the sub-core's FEDP array — derived from the micro-op's tiles, not given.
A step starts when its operands are in the buffers (``operand_fetch`` after issue, or the
previous step of the same wmma plus its occupancy) and the array has room (it is shared
by every warp of the sub-core: steps of another warp's wmma fill the cycles a wmma leaves
idle); it completes ``occupancy + fedp_stages`` cycles later. The measured irregularities
of seed 000 Fig 9 — the last step of each set waits ``set_tail`` more cycles and the last
HMMA writes its result ``drain`` cycles later — are config data with their sources.

Turing (seed 000 Table I, seed 001 Tables 2-3) is table-driven: the cumulative cycles per
micro-op are the measurements (seed 001 §4 notes that its two tensor cores do not work
independently and proposes per-precision unit counts, which give the busy time of the
single-instruction INT4/B1 forms that Table 3 cannot).

For every form, the sub-core accepts the next ``wmma.mma`` after the FEDP work of this one
plus ``operand_fill`` cycles (operand buffers refilled per wmma, seed 000 §V-C sustained
rate) — the initiation interval that bounds throughput across warps.
"""

from __future__ import annotations

from dataclasses import dataclass

from tcsim.exec.ops.common import types_of
from tcsim.isa.ir import mnk_of
from tcsim.matrix.decompose import MicroOp, decompose, m8n8k4, volta_mixed
from tcsim.timing import ampere_mma


@dataclass(frozen=True)
class Plan:
    """The micro-ops of one issued MMA instruction and their timing (cycles after issue)."""

    names: tuple[str, ...]        # micro-op names (HMMA.884.F32.F32.STEP0 ...)
    sets: tuple[int, ...]
    steps: tuple[int, ...]
    start: tuple[int, ...]        # cycle each micro-op enters the FEDP array
    done: tuple[int, ...]         # completion of each micro-op
    busy: int                     # initiation interval of the sub-core's tensor unit
    fedp_cycles: int              # FEDP-array cycles the micro-ops occupy
    warp_next: int = 0            # Ampere: the same warp's next MMA may issue this many cycles later

    @property
    def latency(self) -> int:
        return self.done[-1]


@dataclass(frozen=True)
class Template:
    """What an instruction needs, independent of when it issues."""

    names: tuple[str, ...]
    sets: tuple[int, ...]
    steps: tuple[int, ...]
    occupancy: tuple[int, ...]    # FEDP-array cycles per micro-op (Volta)
    gap: tuple[int, ...]          # extra wait before each micro-op (Volta set tail)
    table: tuple[int, ...] | None  # measured completion per micro-op (Turing)
    drain: int
    busy: int


def _shape(mods) -> tuple[int, int, int]:
    shape = mnk_of(mods)
    if shape is None:
        raise ValueError("no shape")
    return shape


def _types(mods):
    ts = types_of(mods)
    if len(ts) == 2:
        return ts[0], "f16", ts[1]
    return ts[0], ts[1], ts[3]


#: most loaded-array plans memoised per TensorCoreTiming (the states a kernel's wmmas meet repeat)
_MEMO_LIMIT = 4096


class FedpArray:
    """The FEDP units of one sub-core's tensor cores as a reservation timeline: disjoint
    busy intervals ``[start, end)``, kept sorted; intervals in the past are dropped."""

    __slots__ = ("busy", "reserved", "last_warp", "last_start", "last_pace")

    def __init__(self) -> None:
        self.busy: list[list[int]] = []
        self.reserved = 0
        self.last_warp = None   # the warp of the latest Ampere MMA reserved, its start and pace
        self.last_start = 0
        self.last_pace = 0

    def reserve(self, earliest: int, length: int, now: int) -> int:
        """Reserve ``length`` consecutive cycles starting at the first free cycle
        ``>= earliest``; return the start."""
        busy = self.busy
        while busy and busy[0][1] <= now:
            busy.pop(0)
        t = earliest
        i = 0
        while i < len(busy):
            s, e = busy[i]
            if e <= t:
                i += 1
                continue
            if s >= t + length:
                break
            t = e
            i += 1
        # insert [t, t + length) at position i, merging with neighbours
        if i > 0 and busy[i - 1][1] == t:
            busy[i - 1][1] = t + length
            if i < len(busy) and busy[i][0] == t + length:
                busy[i - 1][1] = busy[i][1]
                del busy[i]
        elif i < len(busy) and busy[i][0] == t + length:
            busy[i][0] = t
        else:
            busy.insert(i, [t, t + length])
        self.reserved += length
        return t


class TensorCoreTiming:
    def __init__(self, cfg, family: str, mma=None):
        """``cfg``: ``timing.hmma``; ``mma``: ``timing.mma`` (the Ampere model,
        timing/ampere_mma.py) or None. An ``ampere`` family without ``timing.mma`` is timed
        with Turing's micro-op split and tables."""
        self.cfg = cfg
        self.mma = mma if family == "ampere" else None
        self.family = "turing" if family == "ampere" else family
        self._cache: dict[tuple, Template] = {}
        self._fast: dict[tuple, tuple] = {}
        self._loaded: dict[tuple, tuple] = {}     # (key, earliest, busy intervals) -> (plan, intervals after), relative
        self._ampere: dict[tuple, list] = {}

    # ---------------------------------------------------------------- issue
    def issue(self, ins, t: int, array: FedpArray, warp=None, after: int = 0) -> Plan:
        """Time the micro-ops of MMA instruction ``ins`` issued at cycle ``t`` on the
        sub-core whose FEDP array is ``array`` by warp ``warp`` (its id; Ampere only);
        ``after``: the first micro-op starts no earlier (Volta; SASS mode's HMMA.884 STEPs
        of one warp pass the array in order, as the steps of one wmma do)."""
        key = (ins.opcode, ins.mods)
        if self.mma is not None:
            return self._issue_ampere(key, ins, t, array, warp)
        tp = self._cache.get(key)
        if tp is None:
            tp = self._cache[key] = self._template(ins)
        n = len(tp.names)
        if tp.table is not None:
            return Plan(tp.names, tp.sets, tp.steps, tp.table, tp.table, tp.busy, tp.busy - self.cfg.operand_fill)
        c = self.cfg
        earliest = t + c.operand_fetch
        busy = array.busy
        while busy and busy[0][1] <= t:
            busy.pop(0)
        if after > earliest:
            earliest = after
        elif not busy or busy[-1][1] <= earliest + tp.gap[0]:
            # the array is free from the first step on: every step starts at its earliest,
            # as in the unloaded plan (same reservations as stepping through reserve)
            fast = self._fast.get(key)
            if fast is None:
                start, done, spans, occ = self._unloaded(tp)
                fast = self._fast[key] = (spans, occ, Plan(tp.names, tp.sets, tp.steps, start, done, tp.busy, occ))
            spans, occ, plan = fast
            for a, b in spans:
                a += earliest
                if busy and busy[-1][1] == a:
                    busy[-1][1] = b + earliest
                else:
                    busy.append([a, b + earliest])
            array.reserved += occ
            return plan
        # a loaded array: the plan and the reservations depend on the array's busy
        # intervals relative to the issue cycle only, which repeat (one warp's wmmas
        # overlapping its previous one's steps) — memoised
        memo_key = (key, earliest - t, tuple([(a - t, b - t) for a, b in busy]))
        hit = self._loaded.get(memo_key)
        if hit is not None:
            plan, spans = hit
            array.busy = [[a + t, b + t] for a, b in spans]
            array.reserved += plan.fedp_cycles
            return plan
        start, done = [], []
        for i in range(n):
            occ = tp.occupancy[i]
            s = array.reserve(earliest + tp.gap[i], occ, t)
            start.append(s - t)
            done.append(s + occ + c.fedp_stages - t)
            earliest = s + occ
        done[-1] += tp.drain
        plan = Plan(tp.names, tp.sets, tp.steps, tuple(start), tuple(done), tp.busy, sum(tp.occupancy))
        if len(self._loaded) < _MEMO_LIMIT:
            self._loaded[memo_key] = (plan, tuple((a - t, b - t) for a, b in array.busy))
        return plan

    def _issue_ampere(self, key, ins, t: int, array: FedpArray, warp=None) -> Plan:
        """Ampere: the native MMAs of the instruction on the sub-core's tensor core
        (``ampere_mma.reserve``: operands, occupancy, the same warp's pace, the fixed
        latency)."""
        ops = self._ampere.get(key)
        if ops is None:
            shape = _shape(ins.mods)
            dtype, atype, _ = _types(ins.mods)
            ops = self._ampere[key] = ampere_mma.plan_ops(self.mma, ins.opcode, shape, atype, dtype,
                                                          ampere_mma.is_sparse(ins.mods))
        start, done, pace = ampere_mma.reserve(ops, t, array, warp, self.mma.fixed_latency)
        occ = sum(op.reserved for op in ops)
        n = len(ops)
        return Plan(tuple(op.name for op in ops), tuple(range(n)), (0,) * n, start, done, occ, occ, pace)

    def _unloaded(self, tp) -> tuple:
        """``(start, done, busy spans from the first operand-fetch cycle, occupancy)`` of
        a template on an idle FEDP array (relative to the issue cycle)."""
        c = self.cfg
        start, done, spans = [], [], []
        at = c.operand_fetch
        for i, occ in enumerate(tp.occupancy):
            s = at + tp.gap[i]
            start.append(s)
            done.append(s + occ + c.fedp_stages)
            a, b = s - c.operand_fetch, s - c.operand_fetch + occ
            if spans and spans[-1][1] == a:
                spans[-1][1] = b
            else:
                spans.append([a, b])
            at = s + occ
        done[-1] += tp.drain
        return tuple(start), tuple(done), tuple((a, b) for a, b in spans), sum(tp.occupancy)

    def plan(self, ins) -> Plan:
        """The unloaded timing of ``ins`` (an idle sub-core)."""
        return self.issue(ins, 0, FedpArray())

    # ---------------------------------------------------------------- templates
    def _template(self, ins) -> Template:
        if ins.opcode == "HMMA.884.STEP":       # one SASS step (Volta): timing/sass.py
            return self._volta_step(*ins.mods)
        shape = _shape(ins.mods)
        dtype, atype, ctype = _types(ins.mods)
        if ins.opcode == "mma":
            return self._mma_sync(shape, dtype, atype, ctype)
        if shape == (8, 8, 4):     # wmma .f64 (sm_80): one DMMA.884, as mma.sync m8n8k4 .f64 (ptxas 13 SASS)
            return self._mma_sync(shape, dtype, atype, ctype)
        if shape == (16, 16, 8):   # wmma .tf32 (sm_80): four HMMA.1684.F32.TF32 (ptxas 13 SASS), timed as
            shape, atype = (16, 16, 16), "f16"  # the four HMMA.1688 of an f32 m16n16k16 until Ampere timing exists
        ops = decompose(self.family, shape, atype if self.family == "turing" else "f16", ctype, dtype)
        if self.family == "volta":
            return self._volta(ops, mixed=volta_mixed(dtype, ctype))
        cum = self._turing_table(shape, atype, dtype, ctype)
        if len(cum) != len(ops):
            raise ValueError(f"Turing timing table has {len(cum)} entries for {len(ops)} micro-ops")
        return self._turing(ops, cum, atype)

    def _volta(self, ops: list[MicroOp], mixed: bool) -> Template:
        c = self.cfg
        occ = tuple(self._occupancy(op) for op in ops)
        per_set = max(o.step for o in ops) + 1
        tail = c.set_tail_mixed if mixed else c.set_tail_fp16
        # the last step of every set waits for the set's remaining operands (seed 000 Fig 9)
        gap = tuple(tail if (o.step == per_set - 1 and per_set > 1) else 0 for o in ops)
        return Template(tuple(o.name for o in ops), tuple(o.set for o in ops), tuple(o.step for o in ops),
                        occ, gap, None, c.drain_mixed if mixed else c.drain_fp16, sum(occ) + c.operand_fill)

    def _volta_step(self, dtype: str, ctype: str, step: int) -> Template:
        """SASS mode's ``HMMA.884.<D>.<C>.STEP<step>`` (one instruction per step): micro-op
        ``step`` of a set of the wmma decomposition above, alone — its FEDP occupancy, the set
        tail before a set's last step, and the drain after it (the last step is the one whose
        result a consumer waits for on its write barrier). The per-wmma ``operand_fill`` is
        not charged: a wmma has no boundary in the machine code (docs/sass.md)."""
        ops = m8n8k4(dtype, ctype)
        if not 0 <= step < len(ops):
            raise ValueError(f"HMMA.884 with {dtype} D and {ctype} C has no STEP{step}")
        whole = self._volta(ops, mixed=volta_mixed(dtype, ctype))
        last = step == len(ops) - 1
        return Template(whole.names[step:step + 1], (0,), (step,), whole.occupancy[step:step + 1],
                        whole.gap[step:step + 1], None, whole.drain if last else 0, whole.occupancy[step])

    def _occupancy(self, op: MicroOp) -> int:
        """Cycles one step keeps the FEDP array busy: FEDPs per tensor core / FEDP units.
        Octet X = threadgroups X and X+4; octets 2c and 2c+1 share tensor core c (seed 000
        §IV: two octets per core); a warp-wide tile (-1) is spread over all cores."""
        c = self.cfg
        per_core = [0] * c.cores_per_subcore
        t = op.tiles
        fedps = (t[:, 1] - t[:, 0]) * (t[:, 3] - t[:, 2]) * ((t[:, 5] - t[:, 4] + 3) // 4)
        for g, f in zip(op.groups, fedps):
            if g < 0:
                for i in range(len(per_core)):
                    per_core[i] += -(-int(f) // len(per_core))
            else:
                per_core[min((g % 4) // c.octets_per_core, len(per_core) - 1)] += int(f)
        return max(1, max(-(-f // c.fedp_per_core) for f in per_core))

    def _turing(self, ops: list[MicroOp], cum: tuple[int, ...], atype: str) -> Template:
        c = self.cfg
        names = tuple(o.name for o in ops)
        sets = tuple(o.set for o in ops)
        steps = tuple(o.step for o in ops)
        if len(cum) == 1:
            busy = self._single_op_busy(ops[0], atype)
        else:
            # the average interval between sets (seed 001 Table 3 'Avg.') per micro-op
            busy = round((cum[-1] - cum[0]) / (len(cum) - 1) * len(cum))
        return Template(names, sets, steps, (), (), cum, 0, busy + c.operand_fill)

    def _single_op_busy(self, op: MicroOp, atype: str) -> int:
        """INT4 / B1 (one IMMA.8832 / BMMA.88128): MACs / the units seed 001 §4 proposes
        (per threadgroup, ``dot_units`` dot-product units each with ``units[atype]``
        four-element units)."""
        c = self.cfg
        t = op.tiles
        macs = int(((t[:, 1] - t[:, 0]) * (t[:, 3] - t[:, 2]) * (t[:, 5] - t[:, 4])).sum())
        units = c.turing_units.get({"u4": "s4"}.get(atype, atype))
        if units is None:
            raise ValueError(f"no Turing unit count for {atype} in the config")
        per_cycle = 8 * c.turing_dot_units * units * 4
        return max(1, -(-macs // per_cycle))

    def _turing_table(self, shape, atype: str, dtype: str, ctype: str | None = None) -> tuple[int, ...]:
        """The measured cumulative cycles of a wmma form; an f32 C or D makes it the f32
        form (ptxas for sm_75 writes HMMA.1688.F32 for wmma .f16.f32 as for .f32.f16,
        tests/data/sass/turing_hmma.sass)."""
        f32 = "f32" in (dtype, ctype or dtype)
        prec = {"s8": "s8", "u8": "s8", "s4": "s4", "u4": "s4", "b1": "b1"}.get(atype, "f32" if f32 else "f16")
        key = f"{shape[0]}x{shape[1]}x{shape[2]} {prec}"
        table = self.cfg.turing
        if key not in table:
            raise ValueError(f"no Turing HMMA timing for {key} in the config")
        return tuple(table[key])

    def _mma_sync(self, shape, dtype: str, atype: str, ctype: str) -> Template:
        """mma.sync m8n8k4 is one set of HMMA.884 steps on Volta and Turing alike (SASS,
        tests/data/sass/); the other shapes are one or two Turing MMAs. Their timing follows
        the wmma measurements of the same precision (an assumption: the seeds measure wmma
        only)."""
        if shape == (8, 8, 4):
            ops = m8n8k4(dtype, ctype)
            if self.family == "volta":
                return self._volta(ops, mixed=volta_mixed(dtype, ctype))
            return self._turing_m8n8k4(ops, dtype)
        m, n, k = shape
        big = {(16, 8, 16): 2, (16, 8, 8): 1}.get((m, n, k), 1)
        wshape = (16, 16, 16) if atype not in ("s4", "u4", "b1") else ((8, 8, 32) if atype in ("s4", "u4") else (8, 8, 128))
        wtype = atype if atype in ("s8", "u8", "s4", "u4", "b1") else "f16"
        cum = self._turing_table(wshape, wtype, dtype)
        ops = decompose("turing", wshape, wtype, "f32")
        full = self._turing(ops, cum, wtype)
        per_op = (full.busy - self.cfg.operand_fill) // len(cum)
        return Template(("MMA",) * big, tuple(range(big)), (0,) * big, (), (), tuple(cum[:big]), 0,
                        per_op * big + self.cfg.operand_fill)

    def _turing_m8n8k4(self, ops: list[MicroOp], dtype: str) -> Template:
        """Turing m8n8k4: 4 (f32) or 2 (f16) HMMA.884 steps doing the multiply-adds of one
        HMMA.1688 (4 quad pairs x 8x8x4 = 16x8x8). Assumption (no Turing measurement of
        HMMA.884 exists in the seeds): the last step completes when the first HMMA.1688 of
        a wmma of the same precision does (seed 000 Table I), the earlier ones as many FEDP
        cycles before as the later steps occupy (the structural step occupancy of the
        config's FEDP units); the unit is busy as long as for one HMMA.1688."""
        c = self.cfg
        cum = self._turing_table((16, 16, 16), "f16", dtype)
        full = self._turing(decompose("turing", (16, 16, 16), "f16", "f32"), cum, "f16")
        per_op = (full.busy - c.operand_fill) // len(cum)
        occ = [self._occupancy(op) for op in ops]
        done = tuple(cum[0] - sum(occ[i + 1:]) for i in range(len(ops)))
        return Template(tuple(o.name for o in ops), tuple(o.set for o in ops), tuple(o.step for o in ops),
                        (), (), done, 0, per_op + c.operand_fill)
