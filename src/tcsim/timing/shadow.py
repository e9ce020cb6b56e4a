"""SM subset with shadow traffic (``SampleOptions(method="shadow")``, the default sampling
method; issue 13 item 4, docs/sampling.md).

The SM subset (timing/subset.py) times ``s`` of the ``S`` SMs with the CTAs they receive,
but its CTAs lose what the other SMs' CTAs do to the shared memory side: the lines they
bring into the L2 (a GEMM's neighbouring tiles read the same panels) and the L2-port and
DRAM bandwidth they take. This method keeps the whole GPU's L2 and DRAM and replays the
other SMs' global-memory traffic as *shadows* of the simulated CTAs, without timing their
cores:

1. **Probe.** A few CTAs spread over the grid (``(0,0,0)``, one step along each grid axis,
   the middle and the last CTA) run through the functional driver, to their end (their
   writes are undone by the caller). Per global-memory instruction (PC) and warp, the
   first lane's address of its first :data:`PROBE_EXECUTIONS` executions is recorded.
2. **Learn and check the address map.** Per PC, a probe's addresses must differ from CTA
   ``(0,0,0)``'s by ONE offset (every warp, every execution), and the offsets must be an
   affine function of the ctaid: ``offset = a·x + b·y + c·z`` with ``a, b, c`` from the
   one-step probes, checked exactly on the middle and last CTA. Any PC that breaks it
   (data-dependent addresses, gathers, CTAs of different shapes) refuses the method: the
   launch falls back to the extrapolation, with a warning naming the PC. So does a program
   whose CTAs may communicate (atomics, polling loads: ``sampling.subset_unsafe``),
   checked before the probes run.
3. **Shadows.** The subset runs on a GPU of ``s`` SMs with the whole GPU's L2 and DRAM.
   The SMs are split evenly into ``s`` groups of ``gap`` SMs; group ``i`` is simulated by
   its SM at position ``r = i·gap // s`` (:func:`sm_groups`: SMs 0, 19, 38, 57, 76 of 80 —
   rotating the position keeps the simulated SMs off one point of the grid's period, which
   the groups' first SMs 0, 16, ..., 64 all share for a grid 16 or 32 CTAs wide). A CTA
   ``c`` it runs stands for CTAs ``c-r .. c-r+gap-1`` but ``c`` (those the round-robin fill
   gives the group's other SMs, at the same time). Each L1 miss (line fill, or an
   L1-bypassing read) and each store of a simulated CTA also sends, at the same cycle, the
   same request shifted by each shadow CTA's offset to the L2 — taking the slice's port,
   allocating lines, fetching from and writing back to DRAM, touching the shared L2 TLB —
   and nothing else (no core, no L1, no L1 TLB, no network port: the shadow's own SM would
   do those). The copies of the SMs below the representative go before its request, the
   others after it: the whole GPU serves one cycle's requests in SM order.

   With ``SampleOptions(columns=True)`` (the default; :func:`shadow_members`) an SM's copies
   come instead from a simulated SM whose CTAs are in the same grid columns (modulo the
   period the simulated SMs cover): on the whole GPU which lines a CTA misses depends on
   its columns and where its lines are, and copies from another column class spread that
   pattern over every slice (docs/sampling.md, "Where the shadow method's cycles go").

4. **Stagger** (``SampleOptions(stagger=True)``, the default; ``False``: lockstep). On the
   whole GPU the first wave's CTAs start together and later waves' CTAs start as their
   predecessors retire, spread out; lockstep shadows would burst together where the whole
   GPU's later waves do not. A CTA of a later wave (the ``n``-th on its SM: wave ``n // k``
   for the ``k`` CTAs the first fill put there) that starts ``Δ`` cycles after the previous
   start of its wave on the simulated SMs (the wave's first: the previous wave's mean gap,
   0 after the first fill) stands for the whole GPU's CTAs starting in such a gap: its
   shadow ``j`` of ``gap - 1`` sends its copies ``j·Δ // gap`` cycles after the
   representative's request. One-sided (a copy cannot be sent before the request it
   copies is made): the shadows lag the sample's starts by up to one gap. The spread is the
   sample's own; nothing is fitted. Delayed copies wait in a per-cycle queue injected at
   their cycle. First-wave CTAs keep delay 0 (nothing changes for a one-wave grid).
5. **Middle rounds** (``SampleOptions(skip_rounds=True)``, the default; timing/rounds.py).
   A grid of four or more full rounds of the SMs' slots times its first, last two full and
   partial rounds; each round between counts as the timed full rounds' mean CTA lifetime.

What it assumes (docs/sampling.md, where sampling is unsafe): homogeneous CTAs — a
shadow's L1 misses are its representative's, shifted; it issues them when its
representative does, or (the stagger) spread over the sample's own start gaps (the whole
GPU's later waves are placed dynamically, the subset's statically). Instructions the probe
CTAs did not execute have no map and send no shadow traffic: the count is reported as a
warning.
"""

from __future__ import annotations

import bisect
import dataclasses
import math
from itertools import repeat

import numpy as np

from tcsim.exec.memory import WINDOW_SIZE
from tcsim.exec.simt import sel_indices
from tcsim.timing.events import END_OF_CYCLE
from tcsim.timing.gpu import TimingGPU
from tcsim.timing.memory import partition_index, read_slices

#: executions recorded per (PC, warp): the offset must hold for every one of them
PROBE_EXECUTIONS = 4
_GLOBAL_KINDS = ("load", "store", "wmma_load", "wmma_store", "async_copy")


class ShadowRefused(Exception):
    """The address map does not hold: the method is refused for this launch."""


def probe_ids(grid3) -> np.ndarray:
    """ctaids ``(x, y, z)`` of the probe CTAs: the origin, one step along each axis the
    grid has, its middle and its last CTA (duplicates removed, launch order)."""
    gx, gy, gz = grid3
    pts = [(0, 0, 0), (1, 0, 0), (0, 1, 0), (0, 0, 1), (gx // 2, gy // 2, gz // 2), (gx - 1, gy - 1, gz - 1)]
    keep = {p for p in pts if p[0] < gx and p[1] < gy and p[2] < gz}
    return np.array(sorted(keep, key=lambda p: (p[2], p[1], p[0])), dtype=np.int64).reshape(-1, 3)


class _RecordingOp:
    """A decoded instruction whose semantics first record, per warp, the first active
    lane's physical address of its global access (up to :data:`PROBE_EXECUTIONS` per
    (PC, ctaid, warp)); everything else is the instruction's own."""

    def __init__(self, op, mop, st, ids: np.ndarray, records: dict):
        self._op, self._mop, self._st, self._ids, self._records = op, mop, st, ids, records

    def __getattr__(self, name):
        return getattr(self._op, name)

    def fn(self, st, sel) -> None:
        mop = self._mop
        idx = sel_indices(sel)
        if idx.size:
            a = np.broadcast_to(np.asarray(mop.addr(st, sel), dtype=np.int64).reshape(-1), idx.shape)
            a = st.gmem.physical(a)
            warps, first = np.unique(idx >> 5, return_index=True)
            stride = st.cta_stride
            for w, k in zip(warps.tolist(), first.tolist()):
                addr = int(a[k])
                if mop.space == "generic" and 1 <= addr // WINDOW_SIZE <= 4:
                    continue                     # a shared/local/const/param window: not global
                t = w << 5
                key = (self._op.pc, tuple(int(v) for v in self._ids[t // stride]), (t % stride) >> 5)
                seq = self._records.setdefault(key, [])
                if len(seq) < PROBE_EXECUTIONS:
                    seq.append(addr)
        self._op.fn(st, sel)


def record_probes(st, ids: np.ndarray) -> dict:
    """Run the probe CTAs ``ids`` (the CTAs of batch ``st``) through the functional driver,
    to their end, recording their global accesses' addresses (:class:`_RecordingOp`):
    ``{(pc, ctaid, warp of the CTA): [first lane's physical address per execution]}``."""
    from tcsim.exec.functional import FunctionalDriver
    from tcsim.timing.memops import describe

    records: dict = {}
    drv = FunctionalDriver(st)
    ops = list(drv.ops)
    for pc, op in enumerate(ops):
        mop = describe(st.program, op)
        if mop is not None and mop.kind in _GLOBAL_KINDS and mop.space in ("global", "generic"):
            ops[pc] = _RecordingOp(op, mop, st, ids, records)
    drv.ops = ops
    drv.run()
    return records


def learn(records: dict, grid3) -> dict[int, tuple[int, int, int]]:
    """Per PC, the coefficients ``(a, b, c)`` of its address offset ``a·x + b·y + c·z``
    between CTAs, learned from the probes' ``records`` and checked on every probe; raises
    :class:`ShadowRefused` naming the PC when one offset does not hold."""
    by_pc: dict[int, dict[tuple, dict[int, list[int]]]] = {}
    for (pc, cta, warp), seq in records.items():
        by_pc.setdefault(pc, {}).setdefault(cta, {})[warp] = seq
    origin = (0, 0, 0)
    axes = [(1, 0, 0), (0, 1, 0), (0, 0, 1)]
    maps = {}
    for pc, ctas in sorted(by_pc.items()):
        ref = ctas.get(origin)
        if ref is None:
            continue                          # not reached by CTA (0,0,0): no map, no shadows
        offs = {}
        for cta, warps in ctas.items():
            d = {b - a for w, seq in warps.items() if w in ref for a, b in zip(ref[w], seq)}
            if len(d) > 1:
                raise ShadowRefused(f"PC {pc}: the addresses of CTA {cta} differ from CTA (0, 0, 0)'s by more than "
                                    f"one offset ({len(d)} offsets): not a shift of one CTA's accesses")
            if d:
                offs[cta] = d.pop()
        coef = []
        for k, e in enumerate(axes):
            if grid3[k] == 1:
                coef.append(0)
            elif e in offs:
                coef.append(offs[e])
            else:
                coef = None                   # an axis probe did not reach it: unknown map
                break
        if coef is None:
            continue
        for cta, off in offs.items():
            want = sum(c * v for c, v in zip(coef, cta))
            if off != want:
                raise ShadowRefused(f"PC {pc}: CTA {cta}'s addresses are offset by {off} bytes from CTA (0, 0, 0)'s, "
                                    f"not {want} (the affine map of ctaid learned from its neighbours)")
        maps[pc] = tuple(coef)
    if not maps:
        raise ShadowRefused("no global-memory instruction of the probe CTAs has an address map")
    return maps


def fill_count(m: int, ncta: int, nsm: int) -> int:
    """The CTAs the round-robin fill gives SM ``m`` of ``nsm`` out of ``ncta``: CTA ``c`` goes
    to SM ``c mod nsm``, so the SMs below ``ncta mod nsm`` run one more."""
    return ncta // nsm + (m < ncta % nsm)


def sm_groups(nsm: int, s: int, ncta: int | None = None) -> list[tuple[int, int, int]]:
    """``(first SM, SMs, representative)`` of the ``s`` groups the GPU's ``nsm`` SMs are
    split into, evenly as :func:`tcsim.timing.subset.subset_sms` spreads them. Group ``i``'s
    representative is its SM ``i·gap // s``: the position rotates through the groups, so
    the simulated SMs are not all at one position of the grid's period (module docstring,
    step 3: SMs 0, 16, 32, 48, 64 of 80 all run the CTAs of one grid column in 16 or 32).
    A launch of ``ncta`` CTAs whose last, partial round of the fill ends inside a group
    (SMs ``first .. b-1`` run one CTA more, ``b = ncta mod nsm``) has that group's
    representative below ``b``: an SM below the representative must not run a CTA it has
    no copy for."""
    from tcsim.timing.subset import subset_sms

    firsts = subset_sms(nsm, s)
    b = None if ncta is None else ncta % nsm
    out = []
    for i, (a, end) in enumerate(zip(firsts, firsts[1:] + [nsm])):
        r = i * (end - a) // len(firsts)
        if b is not None and a < b < end:
            r = min(r, b - a - 1)
        out.append((a, end - a, a + r))
    return out


def shadow_sms(nsm: int, s: int, ncta: int | None = None) -> list[int]:
    """The SMs the shadow method simulates: the groups' representatives (:func:`sm_groups`)."""
    return [rep for _, _, rep in sm_groups(nsm, s, ncta)]


def column_period(nsm: int, gx: int, reps: list[int]) -> int:
    """The period ``P`` of the grid columns by which the simulated SMs ``reps`` can stand
    for the others: the round-robin fill gives SM ``m`` the CTAs ``m + nsm·k``, whose grid
    columns are ``x ≡ m (mod gcd(nsm, gx))`` in every round, so SMs congruent modulo a
    divisor ``P`` of that run CTAs of the same columns modulo ``P``. ``P`` is the largest
    divisor whose every residue some simulated SM has (1: the columns give no classes)."""
    g = math.gcd(nsm, gx)
    for p in range(g, 1, -1):
        if g % p == 0 and {r % p for r in reps} == set(range(p)):
            return p
    return 1


def shadow_members(nsm: int, s: int, ncta: int | None = None, gx: int = 0) -> dict[int, list[int]]:
    """Each simulated SM -> the SMs it stands for (itself included, in SM order): its
    group of :func:`sm_groups`; with ``gx`` (the grid's width; ``SampleOptions(columns=
    True)``), as many SMs as its group has, chosen by grid columns (:func:`column_period`:
    an SM's copies come from a simulated SM whose CTAs are in the same columns modulo
    ``P``, the nearest with room; one that finds none keeps its group's representative, or
    the nearest with room). A simulated SM never stands for an SM that runs more CTAs than
    it (the fill's last, partial round): those SMs are placed first."""
    groups = {rep: list(range(first, first + n)) for first, n, rep in sm_groups(nsm, s, ncta)}
    period = column_period(nsm, gx, list(groups)) if gx else 1
    if period == 1:
        return groups
    n = ncta if ncta is not None else nsm

    def count(m: int) -> int:
        return fill_count(m, n, nsm)
    home = {m: rep for rep, ms in groups.items() for m in ms}
    out: dict[int, list[int]] = {rep: [rep] for rep in groups}
    for m in sorted((m for m in range(nsm) if m not in groups), key=lambda m: (-count(m), m)):
        room = [r for r in groups if count(r) >= count(m) and len(out[r]) < len(groups[r])]
        same = [r for r in room if r % period == m % period]
        if same:
            rep = min(same, key=lambda r: (abs(r - m), r))
        else:
            rep = home[m] if home[m] in room else min(room, key=lambda r: (abs(r - m), r))
        out[rep].append(m)
    return {rep: sorted(ms) for rep, ms in out.items()}


def shadow_config(config, s: int):
    """``config`` as a GPU of ``s`` SMs with the whole GPU's L2 and DRAM (the shadows
    bring the other SMs' traffic to them)."""
    return dataclasses.replace(config, core=dataclasses.replace(config.core, sm_count=s))


class Shadows:
    """Installs the shadow traffic on a subset TimingGPU (module docstring, step 3):
    wraps its memory system's per-warp access, L1 miss, L1-bypass fetch and store paths
    on the instance (the class is unchanged)."""

    def __init__(self, gpu: TimingGPU, maps: dict, grid3, nsm: int, s: int, stagger: bool = False,
                 columns: bool = False):
        self.gpu = gpu
        self.maps = maps
        self.grid3 = grid3
        self.ncta = grid3[0] * grid3[1] * grid3[2]
        self.nsm = nsm
        # simulated SM -> the SMs it stands for, itself included, in SM order
        self.members = shadow_members(nsm, s, self.ncta, grid3[0] if columns else 0)
        self.pc_of = {id(m): pc for pc, m in enumerate(gpu.memops) if m is not None}
        self.cur: tuple[list, list] | None = None   # the shadows of the access in progress (_split)
        self.mapped = False
        self.cache: dict[tuple, list[int]] = {}
        self.sent = 0          # shadow requests sent to the L2
        self.unmapped = 0      # L2 requests of simulated CTAs at PCs without a map (no shadows)
        # the stagger (module docstring, step 4): each later-wave CTA's backward gap
        self.stagger = stagger
        self.spread: dict[int, int] = {}        # subset CTA -> its shadows' spread (cycles)
        self.seq = [0] * s                      # CTAs started per simulated SM
        self.first_fill = [0] * s               # CTAs the first fill (cycle 0) put on each SM
        self.wave_starts: dict[int, list[int]] = {}   # wave >= 1 -> start cycles of its CTAs, in order
        self.pending: dict[int, list] = {}      # cycle -> shadow requests to inject then
        self.delayed = 0                        # shadow requests sent later than their representative's
        self.mixed: set[int] = set()            # cycles whose queue holds more than line reads
        self.split: dict[int, tuple] = {}       # id(one side of _split) -> (it, L1-line offsets and shadows sent now, its delayed ones)
        if stagger:
            self._launch0 = gpu.placer.launch
            gpu.placer.launch = self._launch
        mem = gpu.mem
        self.mem = mem
        # a partitioned L2 (A100, H100): each copy goes to the partition of the SM it stands
        # for, and each simulated SM's own requests to its whole-GPU SM's — not to the
        # subset's numbering of the partitions, which would send a representative's copies
        # for SMs of both partitions to its own (copy tuples' last field: the partition)
        self.parts = mem.state.l2_parts
        nparts = len(self.parts)
        self.part_of = [partition_index(m, nsm, nparts) for m in range(nsm)]
        if nparts > 1:
            mem.route([self.parts[self.part_of[r]] for r in sorted(self.members)])
        # the hot path's L2 (one for every SM, no partitions; None: the general paths; found
        # at the first read) and its memo of L1 lines -> (first L2 line, slice, port, its interval
        # lists, sets of the L2 lines: _locate)
        self.one_l2 = False
        self.where: dict[int, tuple] = {}
        self._warp0, self._misses0, self._fetch0, self._store0 = mem._warp, mem._misses, mem._fetch, mem._store_lines
        mem._warp, mem._misses, mem._fetch, mem._store_lines = self._warp, self._misses, self._fetch, self._store

    def warnings(self) -> list[str]:
        if not self.unmapped:
            return []
        return [f"shadow traffic: {self.unmapped:,} global accesses of the simulated CTAs were at instructions the "
                f"probe CTAs did not execute (no address map): the other SMs' copies of them were not sent "
                f"({self.sent:,} shadow requests were)"]

    def _shadows(self, pc: int, cta: int) -> list[tuple[int, int, bool, int]] | None:
        """``(byte offset, delay, before, L2 partition)`` of each shadow of the simulated CTA ``cta``
        (launch position in the subset's grid) at PC ``pc``, in SM order: shadow ``j`` of
        the SMs it stands for (:func:`shadow_members`; SM ``m``'s CTA of the same round of the
        fill, ``c + m - rep``; ``r`` the representative's position among them, ``j != r``).
        ``before``: a copy of an SM below the representative's, sent in the same cycle —
        sent before the representative's request, as the whole GPU serves same-cycle
        requests in SM order; the partition: SM ``m``'s (one partition: 0). None: no map for
        the PC."""
        coef = self.maps.get(pc)
        if coef is None:
            return None
        x, y, z = (int(v) for v in self.gpu.grid[cta])
        gx, gy = self.grid3[0], self.grid3[1]
        c = x + gx * (y + gy * z)
        rep = c % self.nsm
        group = self.members[rep]
        gap = len(group)
        r = group.index(rep)
        spread = self.spread.get(cta, 0)
        part_of = self.part_of
        out = []
        for j, m in enumerate(group):
            cj = c + m - rep                 # SM m's CTA of the same round of the fill
            if j == r or not 0 <= cj < self.ncta:
                continue
            xj, yj, zj = cj % gx, (cj // gx) % gy, cj // (gx * gy)
            d = coef[0] * (xj - x) + coef[1] * (yj - y) + coef[2] * (zj - z)
            # the stagger (step 4) is one-sided: the group's CTAs start in launch order, the
            # ones before the representative's cannot be sent before its request, so shadow j
            # takes the ((j - r) mod gap)-th of the gap's spread
            delay = (j - r) % gap * spread // gap
            out.append((d, delay, j < r and not delay, part_of[m]))
        return out

    def offsets(self, pc: int, cta: int) -> list[tuple[int, int]] | None:
        """``(byte offset, shadows)`` pairs of the shadows of the simulated CTA ``cta``
        (launch position in the subset's grid) at PC ``pc`` — shadows at the same offset
        (a panel they share with it) grouped: the tags are looked up once, the port is
        taken once per shadow (:meth:`_more`); None: no map for the PC."""
        got = self._shadows(pc, cta)
        if got is None:
            return None
        count: dict[int, int] = {}
        for d, *_ in got:
            count[d] = count.get(d, 0) + 1
        return sorted(count.items())

    def _split(self, pc: int, cta: int) -> tuple[list, list] | None:
        """``(byte offset, shadows, delay in cycles, before, L2 partition)`` of the shadows of
        ``cta`` at ``pc``: :meth:`offsets` split by delay (all 0 without the stagger) and by
        partition, as ``(sent before the representative's request, after it)``
        (:meth:`_shadows`); cached per (PC, CTA)."""
        key = (pc, cta)
        got = self.cache.get(key)
        if got is None and key not in self.cache:
            sh = self._shadows(pc, cta)
            if sh is not None:
                count: dict[tuple[int, int, bool, int], int] = {}
                for dd in sh:
                    count[dd] = count.get(dd, 0) + 1
                every = sorted((d, k, delay, before, p) for (d, delay, before, p), k in count.items())
                got = ([g for g in every if g[3]], [g for g in every if not g[3]])
            self.cache[key] = got
        return got

    # -- the stagger ---------------------------------------------------------------------
    def _launch(self, cta: int, sm: int, where, t: int) -> None:
        """The placer starts subset CTA ``cta`` on simulated SM ``sm`` at cycle ``t``:
        record its start and its shadows' spread, then start it."""
        n = self.seq[sm]
        self.seq[sm] = n + 1
        if t == 0:                       # the first fill: the whole GPU's CTAs start together
            self.first_fill[sm] = n + 1
        else:
            wave = n // max(self.first_fill[sm], 1)
            starts = self.wave_starts.setdefault(wave, [])
            if starts:
                spread = t - starts[-1]
            else:                        # the wave's first start: the previous wave's mean gap
                prev = self.wave_starts.get(wave - 1, [])
                spread = (prev[-1] - prev[0]) // (len(prev) - 1) if len(prev) > 1 else 0
            starts.append(t)
            self.spread[cta] = spread
        self._launch0(cta, sm, where, t)

    def _later(self, delay: int, fn, args: tuple) -> None:
        """Run ``fn(*args)`` — a shadow's request — ``delay`` cycles from now, in a per-cycle
        queue injected at that cycle (sending it now with a future time would take the L2
        port and allocate lines ahead of requests that come before it)."""
        when = self.gpu.q.now + delay
        batch = self.pending.get(when)
        if batch is None:
            batch = self.pending[when] = []
            self.gpu.q.at(when, self._inject, END_OF_CYCLE, (when,))
        batch.append((fn, args))
        self.mixed.add(when)
        self.delayed += 1

    def _inject(self, when: int) -> None:
        """Send the shadow requests queued for cycle ``when``, in order. The line reads
        :meth:`_misses` queues are 4-tuples for :meth:`_read_lines` (consecutive ones in one
        batch); the others ``(fn, args)`` pairs, whose cycles are in ``mixed``."""
        batch = self.pending.pop(when)
        if when not in self.mixed:
            self._read_lines(batch)
            return
        self.mixed.discard(when)
        run = []
        for e in batch:
            if len(e) == 4:
                run.append(e)
                continue
            if run:
                self._read_lines(run)
                run = []
            e[0](*e[1])
        if run:
            self._read_lines(run)

    def _warp(self, mop, sm, t, a, threads, stride):
        if mop.space == "shared" or not len(threads):        # never reaches the L2
            self.cur, self.mapped = None, True
            return self._warp0(mop, sm, t, a, threads, stride)
        w = self.gpu.row_warp[int(threads[0]) >> 5]
        pc = self.pc_of.get(id(mop))
        self.cur = None if pc is None else self._split(pc, w.cta)
        self.mapped = pc is not None and self.cur is not None
        return self._warp0(mop, sm, t, a, threads, stride)

    def _current(self) -> tuple[list, list] | None:
        """The shadows of the access in progress (an L2 request of a simulated CTA), as
        ``(sent before its request, after it)`` (:meth:`_split`)."""
        if not self.mapped:
            self.unmapped += 1
        return self.cur

    def _translate(self, addr: int, t: float) -> None:
        """The shadow's translation in the chip's shared L2 TLB (its LRU state and walks in
        flight are the whole GPU's; the shadow SM's own L1 TLB is not modelled)."""
        tlb = self.mem.tlb
        p2 = addr >> tlb.l2_shift
        if not tlb.l2.hit(p2):
            tlb.l2.fill(p2)
            tlb.walks[p2] = t + tlb.cfg.walk_latency

    @staticmethod
    def _more(l2, line: int, t: float, nbytes: int, k: int) -> None:
        """``k`` more shadows read the lines one just read: each takes the slice's port
        for its bytes, one after another, as separate requests do (their lines are there
        or in flight already: the tag state is the first one's)."""
        port = l2.ports[l2._where(line)[0]]
        occ = nbytes / l2.bpc
        starts, ends = port.starts, port.ends
        now = port.clock.now
        if ends and ends[0] <= now:                   # Server.serve's pruning, as its first call would
            n = bisect.bisect_right(ends, now)
            del starts[:n], ends[:n]
        if ends and starts[-1] <= t < ends[-1]:
            # the port's last busy interval covers the arrival (the first shadow's, just
            # served): Server.serve would place each one right after it and merge — the
            # same float additions, without the gap search
            end, busy = ends[-1], port.busy
            for _ in range(k):
                end += occ
                busy += occ
            ends[-1], port.busy = end, busy
        else:
            for _ in range(k):
                port.serve(t, occ)

    def _read(self, part, t, addr, masks, k):
        """``k`` shadows read sectors ``masks`` (one per L2 line of the L1 line) of the L1
        line at byte ``addr`` from L2 partition ``part`` at cycle ``t``."""
        mem = self.mem
        self._translate(addr, t)
        first = (addr >> mem.l1_shift << mem.l1_shift) >> mem.l2_shift
        items = [(first + j, m) for j, m in enumerate(masks) if m]
        if not items:
            return
        l2 = self.parts[part]
        if mem.l1_in_one_slice:
            nbytes = sum(bin(m).count("1") for _, m in items) << l2.sector_shift
            l2.read(items, t, nbytes)
            self._more(l2, items[0][0], t, nbytes, k - 1)
        else:
            for _ in range(k):
                read_slices(l2, t, items)
        self.sent += k

    def _read_lines(self, reqs) -> None:
        """Requests ``(partition, arrive, l, k)``, in order: ``k`` shadows read the whole L1
        line ``l`` (its byte address ``>> l1_shift``) from its one L2 slice of L2 partition
        ``partition`` at cycle ``arrive`` (the hot path of
        :meth:`_misses`). Each is ``L2.read_full`` followed by :meth:`_more`, with the common
        cases of ``Tlb``, ``L2._where`` and ``Server.serve`` inlined — the same operations
        on the same state in the same order (a request's port passes and its tags are
        separate state: its ``k`` port passes are taken before its tags are read). Unlike
        ``read_full`` nothing is returned: a shadow's data goes nowhere, so what only the
        return value needs (lines in flight) is skipped."""
        mem = self.mem
        l2 = self.one_l2
        if l2 is False:
            l2 = mem.l2_of[0]
            one = l2.peer is None and all(x is l2 for x in mem.l2_of) and mem.l2_per_l1 <= 2
            l2 = self.one_l2 = l2 if one else None
            if l2 is not None:
                self.hot = self._hot(l2)
        if l2 is None:                      # a partitioned L2 (or > 2 L2 lines per L1 line): the general paths
            nbytes = mem.l1_line_bytes
            for part, arrive, line, k in reqs:
                a = line << mem.l1_shift
                if not mem.tlb.l2.hit(a >> mem.tlb.l2_shift):
                    self._translate(a, arrive)
                first = a >> mem.l2_shift
                l2 = self.parts[part]
                l2.read_full(first, mem.l2_per_l1, arrive, nbytes)
                if k > 1:
                    self._more(l2, first, arrive, nbytes, k - 1)
                self.sent += k
            return
        (tshift, pages, l1_shift, where, occ, full, sector_shift, full_bytes, insert, inflight, dram_read, base, far,
         hit_latency, clock) = self.hot
        now = clock.now
        sent = hits = misses = 0
        page = None
        for _part, arrive, l1_line, k in reqs:      # one L2 for every SM
            p2 = l1_line >> tshift
            if p2 != page:                  # (the page just touched is the most recent already)
                if pages.pop(p2, 0) is None:    # Tlb._Lru.hit: made most recently used
                    pages[p2] = None
                else:
                    self._translate(l1_line << l1_shift, arrive)
                page = p2
            sent += k
            w = where.get(l1_line)
            if w is None:
                w = where[l1_line] = self._locate(l2, l1_line)
            first, sl, port, starts, ends, st0, st1 = w
            last = -1.0                     # the end of the port's last busy interval (none: -1)
            if ends:
                if ends[0] <= now:          # Server.serve's pruning
                    n = bisect.bisect_right(ends, now)
                    del starts[:n], ends[:n]
                    if ends:
                        last = ends[-1]
                else:
                    last = ends[-1]
            if arrive >= last:
                # Server.serve after everything; then each further shadow right after the
                # previous one (_more: the interval covers the arrival now), the same float
                # additions
                start = arrive
                end = arrive + occ
                if arrive == last:
                    ends[-1] = end
                else:
                    starts.append(arrive)
                    ends.append(end)
                busy = port.busy + occ
                if k > 1:
                    for _ in range(k - 1):
                        end += occ
                        busy += occ
                    ends[-1] = end
                port.busy = busy
            elif starts[-1] <= arrive:
                # Server.serve, the arrival inside the port's last busy interval (a
                # loaded port): placed right after it and merged; then _more as above
                start = end = last
                busy = port.busy
                for _ in range(k):
                    end += occ
                    busy += occ
                ends[-1], port.busy = end, busy
            else:                           # a gap before the last interval may fit
                start = port.serve(arrive, occ)
                if k > 1:
                    self._more(l2, first, arrive, mem.l1_line_bytes, k - 1)
            # L2.read_full's tag part, the port having started the request at ``start``,
            # unrolled for the (one or) two L2 lines of the L1 line
            ent = st0.pop(first, None)
            if ent is not None:             # L2._entry: made most recently used
                missing = full & ~ent
                st0[first] = ent | full
            else:
                insert(sl, st0, first, start, full)
                missing = full
            if missing:
                fetch = full_bytes if missing == full else bin(missing).count("1") << sector_shift
                fetched = [first]
            else:
                fetch = 0
            if st1 is not None:
                line = first + 1
                ent = st1.pop(line, None)
                if ent is not None:
                    missing = full & ~ent
                    st1[line] = ent | full
                else:
                    insert(sl, st1, line, start, full)
                    missing = full
                if missing:
                    if fetch:
                        fetched.append(line)
                    else:
                        fetched = [line]
                    fetch += full_bytes if missing == full else bin(missing).count("1") << sector_shift
            if fetch:
                misses += 1
                done = dram_read(base + sl, start + far, fetch, fetched) + hit_latency
                for line in fetched:
                    inflight[line] = done
            else:
                hits += 1
        stats = l2.stats
        stats["hits"] += hits
        stats["misses"] += misses
        self.sent += sent

    def _hot(self, l2) -> tuple:
        """What :meth:`_read_lines` reads of the one L2, the TLB and the memory system, once
        (none of these objects is replaced during a run: a new launch clears them in place)."""
        mem = self.mem
        tlb = mem.tlb
        l1_shift = mem.l1_shift
        full, sector_shift = l2.full_mask, l2.sector_shift
        return (tlb.l2_shift - l1_shift,             # an L1 line's page: line >> this
                tlb.l2.d, l1_shift, self.where, mem.l1_line_bytes / l2.bpc, full, sector_shift,
                bin(full).count("1") << sector_shift, l2._insert, l2.inflight, l2.dram.read, l2.base, l2.far_latency,
                l2.cfg.hit_latency, l2.ports[0].clock)

    def _locate(self, l2, l1_line: int) -> tuple:
        """``(first, slice, its port, the port's starts and ends, the sets of lines first and
        first + 1)`` of L1 line ``l1_line`` (one slice: ``l1_in_one_slice``; the second set
        None for one L2 line per L1 line), ``first`` its first L2 line, from ``L2.read_full``'s
        own memo of them (``L2._span``)."""
        mem = self.mem
        first = l1_line << (mem.l1_shift - mem.l2_shift)
        span = l2.spans.get(first)
        if span is None or len(span[2]) != mem.l2_per_l1:
            span = l2._span(first, mem.l2_per_l1)
        sl, port, sets, _ = span
        return first, sl, port, port.starts, port.ends, sets[0], sets[1] if len(sets) == 2 else None

    def _misses(self, s, sm, t):
        """``MemorySystem._misses``: each L1 line miss of an access from cycle ``t``, with
        its copies around it — those of the SMs below the representative before its
        request, the others after it (:meth:`_split`)."""
        miss0 = self._misses0(s, sm, t)
        copies = self._miss_copies

        def miss(line):
            if not self.mapped:                     # _current, inlined
                self.unmapped += 1
            offs = self.cur
            if offs and offs[0]:
                copies(sm, t, line, offs[0])
            back = miss0(line)
            if offs and offs[1]:
                copies(sm, t, line, offs[1])
            return back
        return miss

    def _miss_copies(self, sm, t, line, offs):
        """The shadows' copies ``offs`` (:meth:`_split`) of the L1 line miss ``line``."""
        if offs:
            mem = self.mem
            arrive = t + mem.noc.latency
            if mem.l1_in_one_slice:                 # the hot path: whole L1 lines, one slice
                # the delayed shadows queued (_later, inlined: a line read for
                # _read_lines is a 4-tuple), the others read now in one batch — queueing
                # touches no state a read does. A copy shifted by ``d`` bytes reads L1 line
                # ``line + (d >> l1_shift)`` (the line's address is aligned; >> floors)
                split = self.split.get(id(offs))
                if split is None or split[0] is not offs:
                    sh = mem.l1_shift
                    now_groups = [(d >> sh, k, p) for d, k, delay, _, p in offs if not delay]
                    split = self.split[id(offs)] = (offs, [d for d, _, _ in now_groups], [k for _, k, _ in now_groups],
                                                    [p for _, _, p in now_groups],
                                                    [(d >> sh, k, delay, p) for d, k, delay, _, p in offs if delay])
                _, now_lines, now_ks, now_parts, later = split
                if later:
                    pending, now = self.pending, self.gpu.q.now
                    for dl, k, delay, p in later:
                        when = now + delay
                        batch = pending.get(when)
                        if batch is None:
                            batch = pending[when] = []
                            self.gpu.q.at(when, self._inject, END_OF_CYCLE, (when,))
                        batch.append((p, arrive + delay, line + dl, k))
                    self.delayed += len(later)
                if now_lines:
                    # the requests (partition, arrive, line + dl, k), built in C: zip reuses its tuple
                    self._read_lines(zip(now_parts, repeat(arrive), map(line.__add__, now_lines), now_ks))
            else:
                addr = line << mem.l1_shift
                masks = [mem.l2_full] * mem.l2_per_l1
                for d, k, delay, _, p in offs:
                    if delay:
                        self._later(delay, self._read, (p, arrive + delay, addr + d, masks, k))
                    else:
                        self._read(p, arrive, addr + d, masks, k)

    def _fetch(self, sm, t, line, l1_mask):
        offs = self._current()
        if offs and offs[0]:
            self._fetch_copies(sm, t, line, l1_mask, offs[0])
        back = self._fetch0(sm, t, line, l1_mask)
        if offs and offs[1]:
            self._fetch_copies(sm, t, line, l1_mask, offs[1])
        return back

    def _fetch_copies(self, sm, t, line, l1_mask, offs):
        """The shadows' copies ``offs`` of an L1 line miss or L1-bypassing read."""
        if offs:
            mem = self.mem
            arrive = t + mem.noc.latency
            full, spl = mem.l2_full, mem.sec_per_l2
            masks = [full if l1_mask is None else (l1_mask >> (j * spl)) & full for j in range(mem.l2_per_l1)]
            addr = line << mem.l1_shift
            for d, k, delay, _, p in offs:
                if delay:
                    self._later(delay, self._read, (p, arrive + delay, addr + d, masks, k))
                else:
                    self._read(p, arrive, addr + d, masks, k)

    def _write(self, part: int, t: float, arrive: float, d: int, lines, masks, k: int) -> None:
        """``k`` shadows store sectors ``masks`` of the L1 lines ``lines`` shifted by ``d``
        bytes (translated at ``t``, at L2 partition ``part`` at ``arrive``)."""
        mem = self.mem
        l2 = self.parts[part]
        spl, full = mem.sec_per_l2, mem.l2_full
        self._translate((lines[0] << mem.l1_shift) + d, t)
        for line, mask in zip(lines, masks):
            first = (((line << mem.l1_shift) + d) >> mem.l1_shift << mem.l1_shift) >> mem.l2_shift
            for j in range(mem.l2_per_l1):
                m = (mask >> (j * spl)) & full
                if not m:
                    continue
                if l2.peer is not None:
                    for _ in range(k):
                        l2.write(first + j, m, arrive)
                    continue
                # ``k`` times L2.write of one line at one cycle: k port passes, the tags
                # updated once (the later writes find the line most recently used with
                # those sectors valid and dirty already: no change), k writes counted
                sl, st = l2._where(first + j)
                port = l2.ports[sl]
                occ = (bin(m).count("1") << l2.sector_shift) / l2.bpc
                start = port.serve(arrive, occ)
                for _ in range(k - 1):
                    port.serve(arrive, occ)
                st[first + j] = l2._entry(sl, st, first + j, start) | m | m << l2.dirty_shift
                l2.stats["writes"] += k
        self.sent += k

    def _store(self, sm, t, transfers, lines, masks):
        offs = self._current()
        if offs and offs[0]:
            self._store_copies(sm, t, lines, masks, offs[0])
        out = self._store0(sm, t, transfers, lines, masks)
        if offs and offs[1]:
            self._store_copies(sm, t, lines, masks, offs[1])
        return out

    def _store_copies(self, sm, t, lines, masks, offs):
        """The shadows' copies ``offs`` of a store of ``lines``."""
        if offs:
            arrive = t + self.mem.noc.latency
            for d, k, delay, _, p in offs:
                if delay:
                    self._later(delay, self._write, (p, t + delay, arrive + delay, d, tuple(lines), tuple(masks), k))
                else:
                    self._write(p, t, arrive, d, lines, masks, k)


def probe_maps(dev, prog, info, kparam, const_bank, shared_mem: int, grid3, budget) -> dict:
    """Run the probe CTAs (:func:`probe_ids`) functionally and learn the address map
    (:func:`learn`; raises :class:`ShadowRefused`). Global memory is left as the probes
    wrote it: the caller restores it."""
    from tcsim.exec.state import ThreadBatch

    core = dev.config.core
    ids = probe_ids(grid3)
    st = ThreadBatch(prog, info, ids.copy(), dev.gmem, kparam, const_bank, shared_mem, core.sm_count)
    st.smid = (np.arange(st.T) // st.cta_stride % core.sm_count).astype(np.uint32)
    st.gridid = dev._gridid
    st.program_max_warps = core.max_warps_per_sm
    st.max_warp_instructions = budget
    return learn(record_probes(st, ids), grid3)


def maps_or_fallback(dev, prog, info, kparam, const_bank, shared_mem, grid3, budget, opts, sms, warn: list[str],
                     snapshot):
    """``(maps, options, sms, warnings)`` of a shadow launch: the learned address map, or
    — when it does not hold — no map, the extrapolation's options and no subset, with a
    warning naming why. Global memory is restored to ``snapshot`` either way."""
    from tcsim.timing.sampling import subset_unsafe

    try:
        unsafe = subset_unsafe(prog)
        if unsafe:
            raise ShadowRefused("; ".join(unsafe))
        maps = probe_maps(dev, prog, info, kparam, const_bank, shared_mem, grid3, budget)
    except ShadowRefused as why:
        maps = None
        warn = warn + [f"shadow method refused, the run was extrapolated instead: {why}"]
        opts, sms = dataclasses.replace(opts, method="extrapolate"), None
    finally:
        dev.gmem.buf[:len(snapshot)] = snapshot
    return maps, opts, sms, warn
