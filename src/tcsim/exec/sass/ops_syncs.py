"""Hopper's mbarrier instructions (SYNCS.*) by way of PTX's mbarrier semantics
(exec/ops/mbarrier.py: tcsim's object encoding, arrive/complete-tx steps, phase completion and
the parked try_wait threads of exec/simt.py). What ptxas 13 (-arch=sm_90a) makes of each PTX
form, read off the committed SASS of the bundled kernels:

    mbarrier.init [a], c                  SYNCS.EXCH.64 URZ, [a], URv   (v = (2^20 - c) << 1 in the low
                                          word, << 11 in the high word: see :func:`init_count`)
    mbarrier.arrive(.shared::cta) s, [a]  SYNCS.ARRIVE.TRANS64.A1T0 Rs, [a], RZ  (one arrival; Rs:Rs+1 the state)
    mbarrier.arrive.expect_tx s, [a], n   SYNCS.ARRIVE.TRANS64 Rs, [a], Rn      (expect n bytes, one arrival)
    mbarrier.arrive.shared::cluster _, [a] SYNCS.ARRIVE.TRANS64.RED.A1T0 RZ, [a], RZ  (a remote arrival)
    mbarrier.try_wait(.parity)            SYNCS.PHASECHK.TRANS64.TRYWAIT Pd, [a], Rp  (potentially blocking)
    mbarrier.test_wait / retry            SYNCS.PHASECHK.TRANS64 Pd, [a], Rp          (non-blocking)

The phase operand Rp carries the parity waited for in bit 31: with .parity ptxas shifts the
parity there (``SHF.L.U32 R0, RZ, 0x1f, RZ``), with a state it passes the state's high word —
so the state's bit 63 is the phase parity, as in tcsim's encoding. Addresses are ptxas's
shared addresses (the CTA's cluster rank in bits 24-31; sm90_addr.py).

A try_wait suspends the thread until its phase completes and then yields true (as PTX mode),
so ptxas's retry loops (NANOSLEEP, PHASECHK without TRYWAIT) run only where the PTX spins.
"""

from __future__ import annotations

import numpy as np

from tcsim.exec.memory import gather, scatter
from tcsim.exec.operands import Fault
from tcsim.exec.ops import mbarrier as mb
from tcsim.exec.selection import sel_len
from tcsim.isa.sass.ir import Mem, Reg

from .operands import SassDecodeError, address, pred_writer, reader, reader64, where, writer64
from .sm90_addr import to_cluster
from .table import Control, sass


def init_count(v: np.ndarray) -> np.ndarray:
    """The arrival count of the 64-bit value ptxas writes for ``mbarrier.init`` (-1 where the
    value is not of that form): ``UIADD3 UR4, -c, 0x100000; USHF.L.U32 UR5, UR4, 0xb;
    USHF.L.U32 UR4, UR4, 0x1`` — the pending and expected counts as 2^20 - c."""
    v = np.asarray(v, dtype=np.uint64)
    lo, hi = v & np.uint64(0xFFFFFFFF), v >> np.uint64(32)
    x = (lo >> np.uint64(1)).astype(np.int64)
    c = (1 << 20) - x
    ok = ((lo & np.uint64(1)) == 0) & (x <= (1 << 20) - 1) & (x >= 1) & \
        ((np.uint64(x) << np.uint64(11)) & np.uint64(0xFFFFFFFF) == hi)
    return np.where(ok, c, -1)


def _addr(k, ins, i: int = 1):
    m = ins.operands[i] if len(ins.operands) > i else None
    if not isinstance(m, Mem):
        raise SassDecodeError(f"{where(k, ins)}: {ins.opcode} needs an mbarrier address")
    a = address(m, k, ins, wide=False)
    return lambda st, sel: to_cluster(a(st, sel))


def _offsets(st, sel, addr, what):
    return mb.object_offsets(st, sel, "cluster", np.broadcast_to(addr(st, sel), (sel_len(sel),)), what)


@sass("SYNCS", uniform=False)
def syncs(k, ins):
    mods = set(ins.mods)
    ops = ins.operands
    if mods == {"EXCH", "64"} and len(ops) == 3:
        return _init(k, ins)
    if "ARRIVE" in mods and "TRANS64" in mods and not mods - {"ARRIVE", "TRANS64", "RED", "A1T0"} and len(ops) == 3:
        return _arrive(k, ins, "A1T0" in mods, "RED" in mods)
    if "PHASECHK" in mods and "TRANS64" in mods and not mods - {"PHASECHK", "TRANS64", "TRYWAIT"} and len(ops) == 3:
        return _phasechk(k, ins, "TRYWAIT" in mods)
    raise SassDecodeError(f"{where(k, ins)}: {ins.name} is not supported")


def _init(k, ins):
    d, _, v = ins.operands
    if not (isinstance(d, Reg) and d.index is None):
        raise SassDecodeError(f"{where(k, ins)}: SYNCS.EXCH.64 returning the old value is not supported")
    addr = _addr(k, ins)
    val = reader64(v, k, ins)
    what = "mbarrier.init (SYNCS.EXCH.64)"

    def run(st, sel):
        off = _offsets(st, sel, addr, what)
        c = np.broadcast_to(init_count(val(st, sel)), off.shape)
        if (c < 0).any():
            p = int(np.argmax(c < 0))
            raise Fault(p, f"{what}: value {int(np.broadcast_to(val(st, sel), off.shape)[p]):#018x} is not an "
                           "mbarrier initialisation as ptxas writes it")
        scatter(st.shared, off, 8, mb.pack(0, c, c, 0))
    return run


def _arrive(k, ins, one: bool, remote: bool):
    d, _, t = ins.operands
    if one and not (isinstance(t, Reg) and t.file == "R" and t.index is None):
        raise SassDecodeError(f"{where(k, ins)}: .A1T0 with a transaction count")
    if remote and not (isinstance(d, Reg) and d.index is None):
        raise SassDecodeError(f"{where(k, ins)}: a remote (.RED) arrive returns no state")
    addr = _addr(k, ins)
    tx = None if one else reader(t, k, ins)
    w = None if isinstance(d, Reg) and d.index is None else writer64(d, k, ins)
    what = "mbarrier.arrive" + ("" if one else ".expect_tx") + (" (shared::cluster)" if remote else "")

    def run(st, sel):
        off = _offsets(st, sel, addr, what)
        n = 0
        if tx is not None:
            n = np.broadcast_to(np.asarray(tx(st, sel), dtype=np.int64), off.shape)
            if (n > mb.TX_MAX).any():
                p = int(np.argmax(n > mb.TX_MAX))
                raise Fault(p, f"{what} txCount {int(n[p])} is outside 0..{mb.TX_MAX}")
        old = mb.update(st, off, mb.arrive_step(1, n, False, False, what), what)
        if w is not None:
            w(st, sel, old)
    return run


def _phasechk(k, ins, blocking: bool):
    p, _, r = ins.operands
    addr = _addr(k, ins)
    phase = reader(r, k, ins)
    dest = pred_writer(p, k, ins)
    what = "mbarrier.try_wait (SYNCS.PHASECHK)" if blocking else "mbarrier.test_wait (SYNCS.PHASECHK)"

    def target(st, sel):
        off = _offsets(st, sel, addr, what)
        want = (np.broadcast_to(np.asarray(phase(st, sel), dtype=np.uint32), off.shape) >> np.uint32(31)).astype(np.int64)
        words = gather(st.shared, off, 8)
        mb._not_init(words, what)
        return off, want, (words >> np.uint64(63)).astype(np.int64)

    if blocking:
        return Control("bar", info=mb.MbarrierWait(target, dest))

    def test(st, sel):
        off, want, cur = target(st, sel)
        dest(st, sel, cur != want)
        if (cur == want).any():   # a spin on this object: the SIMT rules watch it (exec/spin_deadlock.py)
            i = int(np.argmax(cur == want))
            st.mbar_polled = (int(off[i]), int(want[i]))
    return test
