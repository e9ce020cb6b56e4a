"""Asynchronous copies global -> shared (sm_80): ``cp.async``, ``cp.async.commit_group``,
``cp.async.wait_group N``, ``cp.async.wait_all`` (PTX ISA "Data Movement and Conversion
Instructions: cp.async" and following).

Semantics kept (functionally; timing: the copy is a global read through the memory system
that lands in shared memory without a register, and wait_group holds the warp until its
groups have landed — timing/gpu.py, docs/ampere.md):

* ``cp.async.{ca,cg}.shared{::cta}.global{.L2::cache_hint}{.L2::64B|128B|256B} [dst], [src],
  cp-size{, src-size | ignore-src}{, cache-policy}`` reads ``cp-size`` (4, 8, 16; .cg: 16)
  bytes of global memory at issue — the first ``src-size`` of them, the rest zeros; with
  ``ignore-src`` true all zeros — and queues the write into shared memory. ``dst`` and
  ``src`` must be aligned to ``cp-size``. Cache hints and policies have no functional effect.
* The queued write lands only when the issuing thread waits for it: ``cp.async.commit_group``
  closes the thread's open group; ``cp.async.wait_group N`` completes every committed group
  except the ``N`` most recent; ``cp.async.wait_all`` is ``commit_group; wait_group 0``. A
  thread that reads the destination before waiting sees the old bytes, as the PTX memory
  model allows — a missing wait is a kernel bug that tcsim exposes instead of hiding.
  Copies never waited for are never observed (shared memory ends with the CTA).

The queue lives on the thread batch (``st``); per thread, the number of the open group.
"""

from __future__ import annotations

import numpy as np

from tcsim.exec import memaccess
from tcsim.exec.operands import Fault
from tcsim.exec.ops import semantics
from tcsim.exec.ops.tensor import needs_sm80
from tcsim.exec.selection import sel_indices
from tcsim.isa import ir

_SIZES = {"ca": (4, 8, 16), "cg": (16,)}


class _Pending:
    """Copies issued and not yet completed, and each thread's open group number."""

    def __init__(self, nthreads: int):
        self.open = np.zeros(nthreads, dtype=np.int64)
        self.copies: list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []  # lanes, group, dst, words

    def complete(self, st, lanes_mask: np.ndarray, keep: int | None) -> None:
        """Write the copies of the threads in ``lanes_mask`` whose group is older than their
        ``keep`` most recently committed ones (``None``: every copy, the open group's too)."""
        rest = []
        for lanes, group, dst, words in self.copies:
            done = lanes_mask[lanes] if keep is None else lanes_mask[lanes] & (group <= self.open[lanes] - 1 - keep)
            if done.any():
                d = np.flatnonzero(done)
                memaccess.store(st, lanes[d], "shared", dst[d], 4, list(words[d].T))
            if not done.all():
                k = np.flatnonzero(~done)
                rest.append((lanes[k], group[k], dst[k], words[k]))
        self.copies = rest


def pending(st) -> _Pending:
    p = getattr(st, "cp_async", None)
    if p is None:
        p = st.cp_async = _Pending(st.T)
    return p


def _mask(st, sel) -> np.ndarray:
    m = np.zeros(st.T, dtype=bool)
    m[sel] = True
    return m


def _cp_class(ins) -> str:
    """LDGSTS (the copy) goes to the memory system; commit/wait order the warp's copies."""
    mods = ins.mods
    return "async_sync" if ("commit_group" in mods or "wait_group" in mods or "wait_all" in mods) else "async_copy"


@semantics("cp", cls=_cp_class)
def cp(b):
    mods = b.ins.mods
    if mods[:1] == ("reduce",):
        from tcsim.exec.ops.bulk_reduce import reduce

        return reduce(b)
    if not mods or mods[0] != "async":
        b.error(f"'{b.ins.full_opcode}' is not supported (cp.async and cp.reduce.async.bulk forms only)")
    needs_sm80(b, "cp.async")  # ptxas 13 -arch=sm_75: "Feature 'cp.async' requires .target sm_80 or higher"
    if "commit_group" in mods:
        b.expect(0)
        return lambda st, sel: np.add.at(pending(st).open, sel_indices(sel), 1)
    if "wait_group" in mods or "wait_all" in mods:
        if "wait_all" in mods:
            b.expect(0)
            keep, commit = 0, True
        else:
            b.expect(1)
            op = b.ops[0]
            if not isinstance(op, ir.Imm) or op.kind != "int" or op.value < 0:
                b.error("cp.async.wait_group needs a non-negative integer constant")
            keep, commit = int(op.value), False

        def wait(st, sel):
            p = pending(st)
            if commit:
                p.open[sel_indices(sel)] += 1
            if p.copies:
                p.complete(st, _mask(st, sel), keep)

        return wait
    if "mbarrier" in mods:
        return _mbarrier_arrive(b)
    if "bulk" in mods:
        from tcsim.exec.ops.bulk_copy import bulk

        return bulk(b)
    return _copy(b)


def _copy(b):
    mods = b.ins.mods
    level = next((m for m in mods if m in _SIZES), None)
    if level is None:
        b.error("cp.async needs .ca or .cg")
    if not any(m in ("shared", "shared::cta") for m in mods) or "global" not in mods:
        b.error("cp.async copies .global into .shared (.shared{::cta}.global)")
    ops = b.ops
    hint = "L2::cache_hint" in mods
    if not 3 <= len(ops) <= 4 + hint:
        b.error(f"cp.async takes [dst], [src], cp-size{{, src-size}}{', cache-policy' if hint else ''}")
    size_op = ops[2]
    if not isinstance(size_op, ir.Imm) or size_op.kind != "int" or size_op.value not in _SIZES[level]:
        b.error(f"cp.async.{level} cp-size must be one of {', '.join(map(str, _SIZES[level]))}")
    size = int(size_op.value)
    dst = b.addr(0, "shared")
    src = b.addr(1, "global")
    extra = ops[3] if len(ops) > 3 + hint else None     # src-size or ignore-src; the last is the policy
    ignore = src_size = None
    if extra is not None:
        if isinstance(extra, ir.Reg) and b.reg_loc(extra)[0] == "pred":
            ignore = b.src(3, "pred")
        else:
            src_size = b.src(3, "u32")

    def run(st, sel):
        idx = sel_indices(sel)
        n = idx.size
        d = np.broadcast_to(np.asarray(dst(st, sel), dtype=np.int64), (n,))
        s = np.broadcast_to(np.asarray(src(st, sel), dtype=np.int64), (n,))
        for a, what in ((d, "destination"), (s, "source")):
            bad = a % size != 0
            if bad.any():
                pos = int(np.argmax(bad))
                raise Fault(pos, f"cp.async {what} address {int(a[pos]):#x} is not {size}-byte aligned")
        memaccess.resolve(st, sel, "shared", d, size, "write")   # a bad destination faults at issue
        nbytes = np.full(n, size, dtype=np.int64)
        if src_size is not None:
            nbytes = np.broadcast_to(np.asarray(src_size(st, sel), dtype=np.int64), (n,)).copy()
            if (nbytes > size).any():
                pos = int(np.argmax(nbytes > size))
                raise Fault(pos, f"cp.async src-size {int(nbytes[pos])} is larger than cp-size {size}")
        if ignore is not None:
            nbytes = np.where(np.broadcast_to(np.asarray(ignore(st, sel), dtype=bool), (n,)), 0, nbytes)
        data = np.zeros((n, size), dtype=np.uint8)
        if (nbytes == size).all():
            words = memaccess.load(st, sel, "global", s, 4, size // 4)
            data = np.stack([np.broadcast_to(np.asarray(w, dtype=np.uint32), (n,)) for w in words], axis=1).view(np.uint8)
        else:
            for k in range(size):   # partial copies: only the first src-size bytes are read
                m = nbytes > k
                if m.any():
                    sub = idx[m]
                    try:
                        v = memaccess.load(st, sub, "global", s[m] + k, 1, 1)[0]
                    except Fault as f:
                        raise Fault(int(np.flatnonzero(m)[f.pos]), f.message, f.addr) from None
                    data[m, k] = v
        p = pending(st)
        words = np.ascontiguousarray(data).view(np.uint32).reshape(n, size // 4)
        p.copies.append((idx, p.open[idx].copy(), d.copy(), words))

    return run


def _mbarrier_arrive(b):
    """``cp.async.mbarrier.arrive{.noinc}.shared{::cta}.b64 [addr]``: an arrive-on the
    mbarrier once every cp.async the thread issued before it has completed. tcsim completes
    those copies here (copies may complete at any time after issue) and then arrives. Without
    ``.noinc`` the pending count is raised by one at issue and the arrival lowers it again
    (PTX ISA: the arrival does not count towards the expected count), so the object is only
    checked; with ``.noinc`` the arrival counts."""
    from tcsim.exec.ops import mbarrier as mb

    b.expect(1)
    if "b64" not in b.ins.mods:
        b.error(f"'{b.ins.full_opcode}' needs .b64")
    space = mb._space(b, False)
    addr = b.addr(0, space)
    noinc = "noinc" in b.ins.mods
    what = "cp.async.mbarrier.arrive"

    def run(st, sel):
        off = mb.object_offsets(st, sel, space, addr(st, sel), what)
        p = pending(st)
        if p.copies:
            p.complete(st, _mask(st, sel), None)
        if noinc:
            mb.update(st, off, mb.arrive_step(1, 0, False, False, what), what)
        else:
            mb.update(st, off, mb.tx_step(0, what), what)
    return run
