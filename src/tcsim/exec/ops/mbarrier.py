"""mbarrier: the asynchronous barrier object in shared memory (sm_80; transaction counts
and try_wait sm_90). PTX ISA "Parallel Synchronization and Communication Instructions:
mbarrier".

The object is 64 bits, 8-byte aligned, in shared memory. The PTX ISA leaves its layout
opaque and defines its behaviour by four quantities; tcsim's own encoding:

===========  =====================================================================
bits 0-19    pending arrival count (arrivals still missing in the current phase)
bits 20-39   expected arrival count (what the pending count is reset to)
bits 40-60   tx-count, 21-bit two's complement (-(2^20-1) .. 2^20-1)
bit 62       initialised (tcsim's: an operation on an object that was never
             ``mbarrier.init``-ed, or was ``inval``-ed, is reported)
bit 63       phase parity (the current phase's number mod 2)
===========  =====================================================================

Rules: ``init count`` sets phase 0, pending = expected = count, tx 0. ``expect_tx n`` adds n
to tx-count, ``complete_tx n`` subtracts it; an *arrive-on* of ``count`` subtracts count
from the pending count (``arrive_drop`` also from the expected count, for every later
phase). Whenever the pending count and the tx-count are both zero the current phase
completes: the parity flips, pending := expected, tx := 0. ``arrive`` returns the object's
value before the operation as its opaque ``state`` (its parity names the phase arrived
in). A wait on parity P (``test_wait.parity``/``try_wait.parity``; with a ``state``, its
parity) is complete when the current parity is not P — the phase of parity P completed.

Lanes of one instruction that name the same object act in thread order (each sees the
previous lane's result), so 32 lanes arriving at an object expecting one arrival complete
32 phases, as on the hardware. ``try_wait`` is potentially blocking: tcsim suspends the
thread until the phase completes (the suspend-time limit is implementation defined; tcsim's
is unbounded, so try_wait returns true only). ``exec/simt.py`` parks and releases such
threads and reports a phase that can never complete.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from tcsim.exec import dsmem, memaccess
from tcsim.exec.memory import gather, scatter
from tcsim.exec.operands import Fault
from tcsim.exec.ops import semantics
from tcsim.exec.ops.common import space_of
from tcsim.exec.ops.sm import needs_sm
from tcsim.exec.program import Op
from tcsim.exec.selection import sel_indices, sel_len
from tcsim.isa import ir

_U = np.uint64
COUNT_MAX = (1 << 20) - 1
TX_MAX = (1 << 20) - 1
_PEND_MASK = _U(COUNT_MAX)
_EXP_SHIFT = _U(20)
_TX_SHIFT = _U(40)
_TX_MASK = _U((1 << 21) - 1)
VALID = _U(1 << 62)
PHASE = _U(1 << 63)


def pack(phase, pending, expected, tx) -> np.ndarray:
    """The 64-bit object of an initialised mbarrier."""
    tx = np.asarray(tx, dtype=np.int64) & int(_TX_MASK)
    return (VALID | (np.asarray(phase, dtype=_U) << _U(63)) | np.asarray(pending, dtype=_U)
            | (np.asarray(expected, dtype=_U) << _EXP_SHIFT) | (tx.astype(_U) << _TX_SHIFT))


def fields(w: np.ndarray):
    """``(phase, pending, expected, tx, valid)`` of 64-bit objects ``w`` (int64 arrays)."""
    w = np.asarray(w, dtype=_U)
    tx = ((w >> _TX_SHIFT) & _TX_MASK).astype(np.int64)
    tx = np.where(tx >= 1 << 20, tx - (1 << 21), tx)
    return ((w >> _U(63)).astype(np.int64), (w & _PEND_MASK).astype(np.int64),
            ((w >> _EXP_SHIFT) & _PEND_MASK).astype(np.int64), tx, (w & VALID) != 0)


def describe(word: int) -> str:
    ph, pend, exp, tx, valid = (int(np.asarray(x).reshape(-1)[0]) for x in fields(np.array([word], dtype=_U)))
    if not valid:
        return "not initialised"
    return f"phase parity {ph}, {pend} of {exp} arrivals pending, tx-count {tx}"


# ------------------------------------------------------------------ addressing

def object_offsets(st, sel, space: str, addrs, what: str) -> np.ndarray:
    """Byte offsets in ``st.shared`` of the mbarrier objects at ``addrs`` (per lane);
    Fault for an object outside shared memory or not 8-byte aligned."""
    idx = sel_indices(sel)
    a = np.broadcast_to(np.asarray(addrs, dtype=np.int64), idx.shape)
    if space == "generic":
        parts = memaccess.split_generic(a)
        if any(sp not in ("shared", "cluster") for sp, _, _ in parts):
            m = next(m for sp, m, _ in parts if sp not in ("shared", "cluster"))
            p = 0 if m is None else int(np.argmax(m))
            raise Fault(p, f"{what}: the mbarrier object at generic address {int(a[p]):#x} is not in shared memory", int(a[p]))
        out = np.zeros(idx.size, dtype=np.int64)
        for sp, m, sub in parts:
            pos = np.arange(idx.size) if m is None else np.flatnonzero(m)
            try:
                out[pos] = object_offsets(st, idx[pos], sp, np.broadcast_to(sub, pos.shape), what)
            except Fault as f:
                raise Fault(int(pos[f.pos]), f.message, f.addr) from None
        return out
    mis = (a & 7) != 0
    if mis.any():
        p = int(np.argmax(mis))
        raise Fault(p, f"{what}: mbarrier object address {int(a[p]):#x} is not 8-byte aligned", int(a[p]))
    if space == "cluster":
        return dsmem.resolve(st, idx, a, 8, what)
    _, off = memaccess.resolve(st, idx, "shared", a, 8, what, aligned=True)
    return np.broadcast_to(np.asarray(off, dtype=np.int64), idx.shape)


def _ranks(off: np.ndarray) -> np.ndarray | None:
    """Per lane its position among the lanes naming the same object (thread order), or
    None when every lane names its own object."""
    n = off.size
    order = np.argsort(off, kind="stable")
    so = off[order]
    first = np.r_[True, so[1:] != so[:-1]] if n else np.zeros(0, bool)
    if first.all():
        return None
    pos = np.arange(n)
    start = np.maximum.accumulate(np.where(first, pos, 0))
    rank = np.empty(n, dtype=np.int64)
    rank[order] = pos - start
    return rank


def _not_init(words, what: str) -> None:
    bad = (np.asarray(words, dtype=_U) & VALID) == 0
    if bad.any():
        p = int(np.argmax(bad))
        raise Fault(p, f"{what} on an mbarrier object that is not initialised (mbarrier.init) or was invalidated")


def update(st, off: np.ndarray, step: Callable, what: str) -> np.ndarray:
    """Apply ``step(words, lanes) -> (new words, per-lane result)`` to the objects at byte
    offsets ``off`` of ``st.shared``, lanes naming one object in thread order; tell the
    SIMT rules about every phase that completed. Returns the per-lane results."""
    rank = _ranks(off)
    rounds = [np.arange(off.size)] if rank is None else [np.flatnonzero(rank == r) for r in range(int(rank.max()) + 1)]
    out = np.zeros(off.size, dtype=_U)
    for lanes in rounds:
        o = off[lanes]
        old = gather(st.shared, o, 8)
        try:
            _not_init(old, what)
            new, res = step(old, lanes)
        except Fault as f:
            raise Fault(int(lanes[f.pos]), f.message, f.addr) from None
        scatter(st.shared, o, 8, new)
        out[lanes] = res
        flipped = ((old ^ new) & PHASE) != 0
        if flipped.any() and st.on_mbarrier is not None:
            st.on_mbarrier(o[flipped], (old[flipped] >> _U(63)).astype(np.int64))
    return out


def arrive_step(count, tx_add, drop: bool, no_complete: bool, what: str):
    """The step of an arrive-on (after an expect-tx of ``tx_add``): per-lane ``count``."""
    def step(old, lanes):
        ph, pend, exp, tx, _ = fields(old)
        c = count[lanes] if np.ndim(count) else np.full(lanes.size, count, dtype=np.int64)
        tx = tx + (tx_add[lanes] if np.ndim(tx_add) else tx_add)
        _check_tx(tx, what)
        over = c > pend
        if over.any():
            p = int(np.argmax(over))
            raise Fault(p, f"{what}: arrival count {int(c[p])} exceeds the {int(pend[p])} arrivals pending in the "
                           f"current phase ({describe(int(old[p]))})")
        pend = pend - c
        if drop:
            exp = exp - c
        return finish_step(ph, pend, exp, tx, no_complete, what, old)
    return step


def finish_step(ph, pend, exp, tx, no_complete: bool, what: str, old):
    """Complete the phases whose pending count and tx-count are both zero."""
    done = (pend == 0) & (tx == 0)
    if no_complete and done.any():
        p = int(np.argmax(done))
        raise Fault(p, f"{what}: .noComplete arrival would complete the current phase ({describe(int(old[p]))})")
    ph = np.where(done, ph ^ 1, ph)
    pend = np.where(done, exp, pend)
    return pack(ph, pend, exp, tx), old


def _check_tx(tx, what: str) -> None:
    bad = np.abs(tx) > TX_MAX
    if bad.any():
        p = int(np.argmax(bad))
        raise Fault(p, f"{what}: tx-count {int(tx[p])} is outside -(2^20-1)..2^20-1")


def tx_step(delta, what: str):
    """expect_tx (+n) / complete_tx (-n)."""
    def step(old, lanes):
        ph, pend, exp, tx, _ = fields(old)
        tx = tx + (delta[lanes] if np.ndim(delta) else delta)
        _check_tx(tx, what)
        return finish_step(ph, pend, exp, tx, False, what, old)
    return step


def complete_tx(st, offsets: np.ndarray, nbytes, what: str = "complete_tx") -> None:
    """An asynchronous copy's complete-tx on the objects at ``offsets`` (TMA, bulk copies)."""
    n = np.broadcast_to(np.asarray(nbytes, dtype=np.int64), offsets.shape)
    update(st, offsets, tx_step(-n, what), what)


# ------------------------------------------------------------------ the instructions

def _space(b, cluster_ok: bool) -> str:
    space = space_of(b.ins.mods)
    if space not in ("shared", "cluster", "generic"):
        b.error(f"'{b.ins.full_opcode}': an mbarrier object is in .shared memory, not .{space}")
    if space == "cluster":
        if not cluster_ok:
            b.error(f"'{b.ins.full_opcode}' takes a .shared::cta (or generic) address, not .shared::cluster")
        needs_sm(b, 90, ".shared::cluster mbarrier operations")
    return space


def _count(b, i: int, what: str):
    """Reader of a count operand (1..2^20-1): an immediate is checked here, a register when run."""
    o = b.operand(i)
    if isinstance(o, ir.Imm) and o.kind == "int" and not 1 <= o.value <= COUNT_MAX:
        b.error(f"{what} count {o.value} is outside 1..{COUNT_MAX}")
    r = b.src(i, "u32")

    def read(st, sel):
        c = np.broadcast_to(np.asarray(r(st, sel), dtype=np.int64), (sel_len(sel),))
        bad = (c < 1) | (c > COUNT_MAX)
        if bad.any():
            p = int(np.argmax(bad))
            raise Fault(p, f"{what} count {int(c[p])} is outside 1..{COUNT_MAX}")
        return c
    return read


def _txcount(b, i: int, what: str):
    r = b.src(i, "u32")

    def read(st, sel):
        c = np.broadcast_to(np.asarray(r(st, sel), dtype=np.int64), (sel_len(sel),))
        bad = c > TX_MAX
        if bad.any():
            p = int(np.argmax(bad))
            raise Fault(p, f"{what} txCount {int(c[p])} is outside 0..{TX_MAX}")
        return c
    return read


def _sems(b) -> None:
    """The memory-ordering qualifiers (.release/.acquire/.relaxed, .cta/.cluster): sm_90
    forms; ordering has no further effect in a sequentially consistent simulator."""
    mods = b.ins.mods
    if any(m in ("release", "acquire", "relaxed", "cluster") for m in mods):
        needs_sm(b, 90, f"'{b.ins.full_opcode}' (.sem/.scope qualifiers)")


def _class(ins) -> str:
    """try_wait: a barrier (the thread may be suspended); pending_count: a register
    operation; the others read-modify-write the object in shared memory: shared atomics
    (timed by the memory system as such; timing/memops.py)."""
    if "try_wait" in ins.mods:
        return "barrier"
    return "alu" if "pending_count" in ins.mods else "atomic"


@semantics("mbarrier", cls=_class)
def mbarrier(b):
    mods = b.ins.mods
    needs_sm(b, 80, "mbarrier")
    if "b64" not in mods and "pending_count" not in mods:
        b.error(f"'{b.ins.full_opcode}' needs .b64")
    kind = next((m for m in mods if m in ("init", "inval", "arrive", "arrive_drop", "expect_tx", "complete_tx",
                                          "test_wait", "try_wait", "pending_count")), None)
    if kind is None:
        b.error(f"'{b.ins.full_opcode}' is not an mbarrier operation (init, arrive, arrive_drop, expect_tx, "
                f"complete_tx, test_wait, try_wait, pending_count, inval)")
    _sems(b)
    what = f"mbarrier.{kind}"
    if kind == "pending_count":
        b.expect(2)
        r = b.src(1, "b64")
        w = b.dst(0, "u32")
        return lambda st, sel: w(st, sel, (np.asarray(r(st, sel), dtype=_U) & _PEND_MASK).astype(np.uint32))
    if kind in ("init", "inval"):
        b.expect(2 if kind == "init" else 1)
        space = _space(b, False)
        addr = b.addr(0, space)
        count = _count(b, 1, what) if kind == "init" else None

        def init(st, sel):
            off = object_offsets(st, sel, space, addr(st, sel), what)
            if count is None:
                word = np.zeros(off.size, dtype=_U)
            else:
                c = count(st, sel)
                word = pack(0, c, c, 0)
            scatter(st.shared, off, 8, word)
        return init
    if kind in ("expect_tx", "complete_tx") and "arrive" not in mods:
        needs_sm(b, 90, what)
        b.expect(2)
        space = _space(b, True)
        addr = b.addr(0, space)
        n = _txcount(b, 1, what)
        sign = 1 if kind == "expect_tx" else -1

        def tx(st, sel):
            off = object_offsets(st, sel, space, addr(st, sel), what)
            update(st, off, tx_step(sign * n(st, sel), what), what)
        return tx
    if kind in ("arrive", "arrive_drop"):
        return _arrive(b, kind, what)
    return _wait(b, kind, what)


def _arrive(b, kind: str, what: str):
    mods = b.ins.mods
    expect = "expect_tx" in mods
    no_complete = "noComplete" in mods
    space = _space(b, True)
    if expect:
        needs_sm(b, 90, f"{what}.expect_tx")
        what += ".expect_tx"
        b.expect(3)
    elif no_complete:
        b.expect(3)
    else:
        b.expect((2, 3))
    if len(b.ops) == 3 and not expect and not no_complete:
        needs_sm(b, 90, f"{what} with a count")
    if space == "cluster" and not isinstance(b.ops[0], ir.Sink):
        b.error(f"'{b.ins.full_opcode}' on a .shared::cluster object returns no state: its destination must be '_'")
    w = b.dst(0, "b64")
    addr = b.addr(1, space)
    count = _count(b, 2, what) if len(b.ops) == 3 and not expect else None
    tx = _txcount(b, 2, what) if expect else None
    drop = kind == "arrive_drop"

    def run(st, sel):
        off = object_offsets(st, sel, space, addr(st, sel), what)
        c = count(st, sel) if count is not None else 1
        t = tx(st, sel) if tx is not None else 0
        w(st, sel, update(st, off, arrive_step(c, t, drop, no_complete, what), what))
    return run


@dataclass(frozen=True, slots=True)
class MbarrierWait:
    """A ``try_wait``: the drivers park its lanes until their phase completes
    (``Simt.mbarrier_wait``). ``target(st, sel)`` -> (object offsets, parity waited for)."""

    target: Callable
    dest: Callable
    mbarrier = True


def _wait(b, kind: str, what: str):
    mods = b.ins.mods
    parity = "parity" in mods
    space = _space(b, False)
    if kind == "try_wait":
        needs_sm(b, 90, what)
        b.expect((3, 4))
    else:
        b.expect(3)
    if parity:
        what += ".parity"
    addr = b.addr(1, space)
    ph = b.src(2, "u32" if parity else "b64")
    dest = b.dst(0, "pred")

    def target(st, sel):
        off = object_offsets(st, sel, space, addr(st, sel), what)
        v = np.broadcast_to(np.asarray(ph(st, sel)).astype(_U), off.shape)
        want = (v & _U(1)) if parity else (v >> _U(63))
        words = gather(st.shared, off, 8)
        _not_init(words, what)
        return off, want.astype(np.int64), (words >> _U(63)).astype(np.int64)

    if kind == "test_wait":
        def test(st, sel):
            off, want, cur = target(st, sel)
            dest(st, sel, cur != want)
            if (cur == want).any():
                # a test_wait loop may spin forever on this object: the SIMT rules now
                # watch spins for the spin deadlock (exec/spin_deadlock.py)
                p = int(np.argmax(cur == want))
                st.mbar_polled = (int(off[p]), int(want[p]))
        return test
    return Op(-1, b.ins, "bar", None, None, b.func.name, info=MbarrierWait(target, dest))

