"""Late, batched execution of long-latency instructions (a speed measure, not a model).

The timing driver runs each cycle's instructions together per PC, which is fast while
warps move in step; with a memory hierarchy they spread out, and the most expensive
semantics — ``wmma.mma`` (the bit-exact tensor-core arithmetic) and loads, above all
``wmma.load`` — would run for one or two warps at a time. Their results, though, are not
visible before their latency has passed: the scoreboard holds every reader *and writer*
of their destination registers until then. So this unit takes a copy of a warp's source
registers when the instruction issues (later instructions may overwrite them) and
computes the result as late as it may — when a warp is about to issue an instruction
that reads or writes a register a pending instruction of that warp writes (the driver
calls ``settle``) — for every warp waiting by then, in one call per PC on a small
state holding just those registers (thread-indexed arrays remapped to its lanes).

A load must also see memory as it was when it issued: before a store, atomic or
``wmma.store`` executes, the pending loads it may overwrite are executed first
(``before_write``): each load carries its *footprint* — the shared or local memory of a
set of CTAs (each CTA of a timing launch has its own), a global byte range, or anything
(generic addresses in several windows) — and only loads whose footprint meets the
store's run; tensor-core instructions, which do not read memory, stay pending. Everything
is executed at the end of the launch. Results are bit-identical to executing at issue.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tcsim.exec.operands import Fault


@dataclass
class _Regs:
    srcs: dict      # bank -> rows read
    dsts: dict      # bank -> rows written
    nrows: dict     # bank -> rows the shadow needs
    dst_regs: tuple  # the destination registers (scoreboard names)
    dst_set: frozenset = frozenset()


class _Shadow:
    """A ThreadBatch for ``n`` lanes: the instruction's registers, the lanes' own
    thread-indexed arrays, and everything else (memories, sizes) from the real one."""

    def __init__(self, st, banks: dict, lanes: np.ndarray | None):
        self.banks = banks
        self._st = st
        if lanes is not None:
            self.cta_slot = st.cta_slot[lanes]
            self.thread_index = st.thread_index[lanes]

    def __getattr__(self, name):
        return getattr(self._st, name)


def whole_warps(sel) -> slice | None:
    """``sel`` as a slice if it is whole, contiguous warps, else None."""
    if isinstance(sel, slice):
        ok = sel.start % 32 == 0 and (sel.stop - sel.start) % 32 == 0 and sel.stop > sel.start
        return sel if ok else None
    n = sel.size
    if n > 0 and n % 32 == 0 and int(sel[0]) % 32 == 0 and int(sel[-1]) - int(sel[0]) == n - 1:
        return slice(int(sel[0]), int(sel[-1]) + 1)
    return None


def overlaps(a: tuple, b: tuple) -> bool:
    """May accesses with footprints ``a`` and ``b`` touch the same byte? Footprints are
    ``("any",)``, ``("shared", ctas)``, ``("local", ctas)``, ``("global", lo, hi)`` or
    ``("const", lo, hi)`` (bytes ``lo`` to ``hi - 1``)."""
    if a[0] == "any" or b[0] == "any":
        return True
    if a[0] != b[0]:
        return False
    if a[0] in ("global", "const"):
        return a[1] < b[2] and b[1] < a[2]
    return not a[1].isdisjoint(b[1])


ANY = ("any",)


class DeferredExec:
    def __init__(self, st, ops, queue, where):
        self.st = st
        self.ops = ops
        self.q = queue
        self.where = where
        self.regs: dict[int, _Regs] = {}
        # pc -> [(lanes, {bank: source values}, warps, footprint or None)]
        self.pending: dict[int, list] = {}
        self.loads = 0                            # pending entries that read memory
        # warp id -> {PC of a pending entry of the warp: the registers it writes}
        self.waiting: dict[int, dict] = {}
        # pending loads by what they read: (space, CTA) for shared/local, else the space
        # ("global", "const", "any"); lets a store skip the scan when nothing can conflict
        self.reads: dict = {}
        self.mem_pcs: set = set()                 # PCs with pending loads

    def _regs(self, pc: int, srcs, dsts, keys=None) -> _Regs:
        r = self.regs.get(pc)
        if r is None:
            sb: dict = {}
            db: dict = {}
            for bank, row in srcs:
                sb.setdefault(bank, []).append(row)
            for bank, row in dsts:
                db.setdefault(bank, []).append(row)
            nrows = {b: max(sb.get(b, []) + db.get(b, [])) + 1 for b in set(sb) | set(db)}
            r = self.regs[pc] = _Regs({b: np.asarray(v) for b, v in sb.items()},
                                      {b: np.asarray(v) for b, v in db.items()}, nrows,
                                      tuple(dsts if keys is None else keys))
            r.dst_set = frozenset(r.dst_regs)
        return r

    def add(self, pc: int, warps: list[int], sel, srcs, dsts, footprint: tuple | None = None,
            keys: tuple | None = None) -> None:
        """Lanes ``sel`` (a slice, or a sorted index array) of the warps ``warps`` issued
        instruction ``pc`` now; ``footprint``: the memory a load reads (None: it reads no
        memory); ``keys``: how ``settle`` names the destination registers (default:
        ``dsts``, the ``(bank, row)`` pairs)."""
        regs = self._regs(pc, srcs, dsts, keys)
        if isinstance(sel, slice):
            snap = {b: self.st.banks[b][rows, sel] for b, rows in regs.srcs.items()}
        else:
            snap = {b: self.st.banks[b][rows[:, None], sel[None, :]] for b, rows in regs.srcs.items()}
        self.pending.setdefault(pc, []).append((sel, snap, warps, footprint))
        if footprint is not None:
            self.loads += 1
            self.mem_pcs.add(pc)
            self._count(footprint, 1)
        waiting = self.waiting
        keys = regs.dst_set
        for warp in warps:
            w = waiting.get(warp)
            if w is None:
                waiting[warp] = {pc: keys}
            else:
                w[pc] = keys

    def _count(self, fp: tuple, d: int) -> None:
        reads = self.reads
        for k in ([(fp[0], c) for c in fp[1]] if fp[0] in ("shared", "local") else [fp[0]]):
            n = reads.get(k, 0) + d
            if n:
                reads[k] = n
            else:
                del reads[k]

    def _may_conflict(self, fp: tuple) -> bool:
        reads = self.reads
        if fp[0] == "any" or "any" in reads:
            return True
        if fp[0] in ("shared", "local"):
            return any((fp[0], c) in reads for c in fp[1])
        return fp[0] in reads

    def settle(self, warp: int, regs=None) -> None:
        """The driver's one hook before warp ``warp`` issues: run the pending instructions
        of the warp that write a register of ``regs`` (None: all of them) — for every warp
        that has them pending, in one call per PC."""
        w = self.waiting.get(warp)
        if not w:
            return
        if regs is None:
            self.flush_pcs(list(w))
            return
        need = [pc for pc, keys in w.items() if not keys.isdisjoint(regs)]
        if need:
            self.flush_pcs(need)

    def flush_pcs(self, pcs) -> None:
        """Run the pending entries of the instructions ``pcs`` — all warps', in one call per
        PC (the others stay pending and keep collecting warps)."""
        pending = self.pending
        run = [(pc, pending.pop(pc)) for pc in pcs if pc in pending]
        if not pending:
            self.loads = 0
            self.waiting.clear()
            self.reads.clear()
            self.mem_pcs.clear()
        else:
            self._forget(run)
        for pc, entries in run:
            self._run(pc, entries)

    def _forget(self, run) -> None:
        """Bookkeeping for entries ``[(pc, entries)]`` taken out of ``pending``."""
        waiting = self.waiting
        for pc, entries in run:
            for e in entries:
                if e[3] is not None:
                    self.loads -= 1
                    self._count(e[3], -1)
                for warp in e[2]:
                    w = waiting.get(warp)
                    if w is not None:
                        w.pop(pc, None)
                        if not w:
                            del waiting[warp]
            if pc not in self.pending:
                self.mem_pcs.discard(pc)

    def before_write(self, footprint: tuple = ANY) -> None:
        """A store (atomic, ...) to ``footprint`` is about to execute: pending loads that
        may read what it writes run first."""
        if not self.loads or not self._may_conflict(footprint):
            return
        run: dict[int, list] = {}
        pending = self.pending
        for pc in [p for p in pending if p in self.mem_pcs]:
            hit, rest = [], []
            for e in pending[pc]:
                (hit if overlaps(e[3], footprint) else rest).append(e)
            if hit:
                run[pc] = hit
                if rest:
                    pending[pc] = rest
                else:
                    del pending[pc]
        if not run:
            return
        self._forget(run.items())
        for pc, entries in run.items():
            self._run(pc, entries)

    def flush(self) -> None:
        """Execute every pending instruction."""
        if not self.pending:
            return
        pending, self.pending = self.pending, {}
        self.loads = 0
        self.waiting.clear()
        self.reads.clear()
        self.mem_pcs.clear()
        for pc, entries in pending.items():
            self._run(pc, entries)

    def _run(self, pc: int, entries: list) -> None:
        st = self.st
        op = self.ops[pc]
        regs = self.regs[pc]
        parts = [np.arange(e[0].start, e[0].stop) if isinstance(e[0], slice) else e[0] for e in entries]
        lanes = parts[0] if len(parts) == 1 else np.concatenate(parts)
        n = lanes.size
        # rows the instruction neither reads nor writes are never looked at: left unset
        banks = {b: np.empty((rows, n), dtype=st.banks[b].dtype) for b, rows in regs.nrows.items()}
        for b, rows in regs.srcs.items():
            vals = entries[0][1][b] if len(entries) == 1 else np.concatenate([e[1][b] for e in entries], axis=1)
            banks[b][rows] = vals
        try:
            op.fn(_Shadow(st, banks, lanes), slice(0, n))
        except Fault as f:
            from tcsim.errors import ExecutionError

            raise ExecutionError(f"{f.message}; {self.where(st, op, int(lanes[f.pos]))}") from None
        s = entries[0][0] if len(entries) == 1 else None
        for b, rows in regs.dsts.items():
            if isinstance(s, slice):
                st.banks[b][rows, s] = banks[b][rows]
            else:
                st.banks[b][rows[:, None], lanes[None, :]] = banks[b][rows]
