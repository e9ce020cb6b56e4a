"""Hopper's tensor memory accelerator in SASS (UTMALDG / UTMASTG / UTMACCTL / UTMACMDFLUSH) by
way of PTX's ``cp.async.bulk.tensor`` (exec/ops/bulk_copy.py: tensor maps, boxes, swizzle,
out-of-bounds fill, complete-tx on the mbarrier, the timing driver's deferred completion).
The operands, read off the committed SASS of the bundled kernels (ptxas 13, sm_90a):

    UTMALDG.nD [URa], [URb](, URm)(, desc[URp])   a load: URa the shared destination, URa+1 its
        mbarrier, URa+2.. the n coordinates (innermost first); URb:URb+1 the tensor map's generic
        address; .MULTICAST: URm the ctaMask (in bits 16-31); desc[URp] the L2 cache policy (a hint: ignored)
    UTMASTG.nD [URa], [URb]                        a store: URa the shared source, URa+1.. the coordinates
    UTMACCTL.PF [URb]                              prefetch.tensormap (a hint: no effect)
    UTMACMDFLUSH                                   cp.async.bulk.commit_group (no effect: bulk stores
                                                   complete when issued in tcsim)

These are uniform-datapath instructions: one copy per warp (ptxas puts them where one thread
of the PTX issues the copy, inside an ELECT loop), performed with the warp's first lane.
Shared addresses are ptxas's (the CTA's cluster rank in bits 24-31; sm90_addr.py).
"""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np

from tcsim.exec.ops import bulk_copy
from tcsim.exec.selection import sel_indices
from tcsim.isa import ir
from tcsim.isa.ptx.operands import BracketList
from tcsim.isa.sass.ir import Mem, Reg

from .operands import SassDecodeError, reader, reader64, where
from .sm90_addr import own_shared, to_cluster
from .table import Control, sass


def _ureg(m, k, ins) -> int:
    if not isinstance(m, Mem) or m.base is not None or m.ureg is None or m.ureg.index is None or m.offset:
        raise SassDecodeError(f"{where(k, ins)}: {ins.opcode} operands are [URx] uniform registers")
    return m.ureg.index


class _TmaView:
    """The PTX operand binder bulk_copy._tensor reads, over a UTMA instruction's registers."""

    def __init__(self, prog, k, ins, mods: tuple, ops: dict, addrs: dict, mask=None):
        self.program = prog
        self.k, self.sass = k, ins
        self.ins = SimpleNamespace(mods=mods, full_opcode=ins.name, opcode=ins.opcode, text=ins.text,
                                   loc=f"PC {ins.pc:#06x} (listing line {ins.line})")
        self._ops, self._addrs, self._mask = ops, addrs, mask

    def error(self, msg: str):
        raise SassDecodeError(f"{where(self.k, self.sass)}: {msg}")

    def expect(self, n) -> None:
        return None

    def operand(self, i: int):
        return self._ops[i]

    def addr(self, i: int, space: str):
        return self._addrs[i]

    def reader(self, e: ir.Reg, t: str):
        row = int(e.name)
        if t in ("u64", "b64"):
            return reader64(Reg("UR", row), self.k, self.sass)
        r = reader(Reg("UR", row), self.k, self.sass)
        return lambda st, sel: np.asarray(r(st, sel), dtype=np.uint32).view(np.int32)

    def src(self, i: int, t: str):
        return self._mask


def _tensor_op(base: int, first: int, n: int) -> BracketList:
    return BracketList((ir.Reg(str(base), None), ir.Vector(tuple(ir.Reg(str(first + j), None) for j in range(n)))))


def _per_warp(run):
    """Run a uniform instruction once per warp, with the warp's first lane in ``sel``."""
    def once(st, sel):
        idx = sel_indices(sel)
        w = idx >> 5
        first = idx[np.r_[True, w[1:] != w[:-1]]]
        run(st, first)
    return once


@sass("UTMALDG", "UTMASTG", uniform=False)
def utma(k, ins, prog=None):
    mods = set(ins.mods)
    dims = [m for m in mods if m in ("1D", "2D", "3D", "4D", "5D")]
    if len(dims) != 1 or mods - {dims[0], "MULTICAST"} or ("MULTICAST" in mods and ins.opcode != "UTMALDG"):
        raise SassDecodeError(f"{where(k, ins)}: {ins.name} is not supported (tile mode loads and stores only)")
    rank = int(dims[0][0])
    ops = [o for o in ins.operands if not (isinstance(o, Reg) and o.name == "desc")]   # the cache policy: a hint
    if len(ops) != 2 + ("MULTICAST" in mods):
        raise SassDecodeError(f"{where(k, ins)}: {ins.opcode} takes [URa], [URb]{', URm' if 'MULTICAST' in mods else ''}")
    a, b = _ureg(ops[0], k, ins), _ureg(ops[1], k, ins)
    ra = reader(Reg("UR", a), k, ins)
    if ins.opcode == "UTMASTG":
        src = lambda st, sel: own_shared(st, sel, ra(st, sel), "UTMASTG")  # noqa: E731
        view = _TmaView(prog, k, ins, ("bulk", "tensor", f"{rank}d", "global", "shared::cta", "tile", "bulk_group"),
                        {0: _tensor_op(b, a + 1, rank)}, {1: src})
        return _per_warp(bulk_copy._tensor(view, "global", "shared::cta"))
    rm = reader(Reg("UR", a + 1), k, ins)
    mask = None
    tmods = ("bulk", "tensor", f"{rank}d", "shared::cluster", "global", "tile", "mbarrier::complete_tx::bytes")
    if "MULTICAST" in mods:
        m = ops[2]
        if not isinstance(m, Reg) or m.file != "UR":
            raise SassDecodeError(f"{where(k, ins)}: the ctaMask must be a uniform register")
        rmask = reader(m, k, ins)
        # the ctaMask sits in bits 16-31 (CUTLASS's 2x1 cluster multicasts to both CTAs with
        # 'UMOV UR19, 0x30000' where its PTX passes the mask 0b11)
        mask = lambda st, sel: np.asarray(rmask(st, sel), dtype=np.uint32) >> np.uint32(16)  # noqa: E731
        tmods += ("multicast::cluster",)
    view = _TmaView(prog, k, ins, tmods, {1: _tensor_op(b, a + 2, rank)},
                    {0: lambda st, sel: to_cluster(ra(st, sel)), 2: lambda st, sel: to_cluster(rm(st, sel))}, mask)
    return _per_warp(bulk_copy._tensor(view, "shared::cluster", "global"))


utma.needs_program = True


@sass("UTMACCTL", "UTMACMDFLUSH", uniform=False)
def utma_hint(k, ins):
    if ins.opcode == "UTMACCTL" and set(ins.mods) != {"PF"}:
        raise SassDecodeError(f"{where(k, ins)}: {ins.name} is not supported (prefetch only)")
    return Control("nop")
