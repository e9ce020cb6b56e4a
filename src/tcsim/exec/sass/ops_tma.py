"""Hopper's tensor memory accelerator in SASS (UTMALDG / UTMASTG / UTMACCTL / UTMACMDFLUSH) by
way of PTX's ``cp.async.bulk.tensor`` (exec/ops/bulk_copy.py: tensor maps, boxes, swizzle,
out-of-bounds fill, complete-tx on the mbarrier, the timing driver's deferred completion).
The operands, read off the committed SASS of the bundled kernels (ptxas 13, sm_90a):

    UTMALDG.nD [URa], [URb](, URm)(, desc[URp])   a load: URa the shared destination, URa+1 its
        mbarrier, URa+2.. the n coordinates (innermost first); URb:URb+1 the tensor map's generic
        address; .MULTICAST: URm the ctaMask (in bits 16-31); desc[URp] the L2 cache policy (a hint: ignored)
    UTMASTG.nD [URa], [URb]                        a store: URa the shared source, URa+1.. the coordinates
    UTMALDG.nD.IM2COL(.MULTICAST) [URa], [URb], URo   an im2col load (n = 3..5): URo packs the
        im2col offsets, W first — 3D one 16-bit field, 4D 8-bit fields, 5D 5-bit fields (ptxas
        builds them with UPRMT / ULEA) — and, with .MULTICAST, the ctaMask in bits 16-31
    UTMAREDG.nD.OP [URa], [URb]                    a tensor reduction (cp.reduce.async.bulk.tensor,
        tile): operands as UTMASTG; OP = ADD, MIN, MAX, INC, DEC, AND, OR, XOR
    UBLKRED.G.S.OP(.T)(.RN) [URd], [URs], URn       cp.reduce.async.bulk into global: URd:URd+1 the
        global address, URs the shared source, URn the size / 16 (bits 0-15); .T the element
        type (none: U32, or B32 for AND/OR/XOR; S32, U64 — B64 for OR/AND/XOR — S64, F32, F64,
        F16, BF16; .RN on the float ones)
    UBLKRED.S.S.OP(.T) [URd], [URs], URn            into a cluster CTA's shared memory: URd the
        destination, URd+1 its mbarrier (complete-tx)
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

from tcsim.exec.ops import bulk_copy, bulk_reduce
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

    def __init__(self, prog, k, ins, mods: tuple, ops: dict, addrs: dict, mask=None, srcs=None, fields=None):
        self.program = prog
        self.k, self.sass = k, ins
        self.ins = SimpleNamespace(mods=mods, full_opcode=ins.name, opcode=ins.opcode, text=ins.text,
                                   loc=f"PC {ins.pc:#06x} (listing line {ins.line})")
        self._ops, self._addrs, self._mask = ops, addrs, mask
        self._srcs = srcs or {}          # operand index -> reader (src())
        self._fields = fields or {}      # pseudo-register name -> reader (packed im2col offsets)

    def error(self, msg: str):
        raise SassDecodeError(f"{where(self.k, self.sass)}: {msg}")

    def expect(self, n) -> None:
        return None

    def operand(self, i: int):
        return self._ops[i]

    def addr(self, i: int, space: str):
        return self._addrs[i]

    def reader(self, e: ir.Reg, t: str):
        if e.name in self._fields:
            return self._fields[e.name]
        row = int(e.name)
        if t in ("u64", "b64"):
            return reader64(Reg("UR", row), self.k, self.sass)
        r = reader(Reg("UR", row), self.k, self.sass)
        return lambda st, sel: np.asarray(r(st, sel), dtype=np.uint32).view(np.int32)

    def src(self, i: int, t: str):
        return self._srcs.get(i, self._mask)


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


#: UTMALDG.IM2COL: bits per im2col offset in the packed register, by rank (ptxas 13's code)
_IM2COL_BITS = {3: 16, 4: 8, 5: 5}


def _im2col_fields(r, rank: int) -> dict:
    """Readers of the rank - 2 offsets packed in register reader ``r`` (W lowest)."""
    bits = _IM2COL_BITS[rank]
    out = {}
    for j in range(rank - 2):
        out[f"im2col{j}"] = (lambda st, sel, j=j: (np.asarray(r(st, sel), dtype=np.uint32) >> np.uint32(bits * j))
                             & np.uint32((1 << bits) - 1))
    return out


@sass("UTMALDG", "UTMASTG", uniform=False)
def utma(k, ins, prog=None):
    mods = set(ins.mods)
    dims = [m for m in mods if m in ("1D", "2D", "3D", "4D", "5D")]
    im2col = "IM2COL" in mods and ins.opcode == "UTMALDG"
    if len(dims) != 1 or mods - {dims[0], "MULTICAST", "IM2COL"} or ("MULTICAST" in mods and ins.opcode != "UTMALDG") \
            or ("IM2COL" in mods and not im2col):
        raise SassDecodeError(f"{where(k, ins)}: {ins.name} is not supported (tile loads and stores, im2col loads)")
    rank = int(dims[0][0])
    if im2col and rank < 3:
        raise SassDecodeError(f"{where(k, ins)}: an im2col load needs rank 3 or more")
    ops = [o for o in ins.operands if not (isinstance(o, Reg) and o.name == "desc")]   # the cache policy: a hint
    # the ctaMask is its own register in a tile multicast and bits 16-31 of the offsets' in an im2col one
    extra = 1 if im2col else ("MULTICAST" in mods)
    if len(ops) != 2 + extra:
        raise SassDecodeError(f"{where(k, ins)}: {ins.opcode} takes [URa], [URb]{', URx' if extra else ''}")
    a, b = _ureg(ops[0], k, ins), _ureg(ops[1], k, ins)
    ra = reader(Reg("UR", a), k, ins)
    if ins.opcode == "UTMASTG":
        src = lambda st, sel: own_shared(st, sel, ra(st, sel), "UTMASTG")  # noqa: E731
        view = _TmaView(prog, k, ins, ("bulk", "tensor", f"{rank}d", "global", "shared::cta", "tile", "bulk_group"),
                        {0: _tensor_op(b, a + 1, rank)}, {1: src})
        return _per_warp(bulk_copy._tensor(view, "global", "shared::cta"))
    rm = reader(Reg("UR", a + 1), k, ins)
    mask = None
    tmods = ("bulk", "tensor", f"{rank}d", "shared::cluster", "global", "im2col" if im2col else "tile",
             "mbarrier::complete_tx::bytes")
    opmap = {1: _tensor_op(b, a + 2, rank)}
    fields = None
    if im2col:
        o = ops[2]
        if not isinstance(o, Reg) or o.file != "UR":
            raise SassDecodeError(f"{where(k, ins)}: the im2col offsets must be a uniform register")
        ro = reader(o, k, ins)
        fields = _im2col_fields(ro, rank)
        opmap[3] = ir.Vector(tuple(ir.Reg(f"im2col{j}", None) for j in range(rank - 2)))
        if "MULTICAST" in mods:
            mask = lambda st, sel: np.asarray(ro(st, sel), dtype=np.uint32) >> np.uint32(16)  # noqa: E731
            tmods += ("multicast::cluster",)
    elif "MULTICAST" in mods:
        m = ops[2]
        if not isinstance(m, Reg) or m.file != "UR":
            raise SassDecodeError(f"{where(k, ins)}: the ctaMask must be a uniform register")
        rmask = reader(m, k, ins)
        # the ctaMask sits in bits 16-31 (CUTLASS's 2x1 cluster multicasts to both CTAs with
        # 'UMOV UR19, 0x30000' where its PTX passes the mask 0b11)
        mask = lambda st, sel: np.asarray(rmask(st, sel), dtype=np.uint32) >> np.uint32(16)  # noqa: E731
        tmods += ("multicast::cluster",)
    view = _TmaView(prog, k, ins, tmods, opmap,
                    {0: lambda st, sel: to_cluster(ra(st, sel)), 2: lambda st, sel: to_cluster(rm(st, sel))}, mask,
                    fields=fields)
    return _per_warp(bulk_copy._tensor(view, "shared::cluster", "global"))


utma.needs_program = True

_REDOPS = {"ADD": "add", "MIN": "min", "MAX": "max", "INC": "inc", "DEC": "dec", "AND": "and", "OR": "or",
           "XOR": "xor"}


@sass("UTMAREDG", uniform=False)
def utma_reduce(k, ins, prog=None):
    mods = set(ins.mods)
    dims = [m for m in mods if m in ("1D", "2D", "3D", "4D", "5D")]
    ops_ = [m for m in mods if m in _REDOPS]
    if len(dims) != 1 or len(ops_) != 1 or mods - {dims[0], ops_[0]}:
        raise SassDecodeError(f"{where(k, ins)}: {ins.name} is not supported (tile-mode tensor reductions only)")
    rank = int(dims[0][0])
    ops = [o for o in ins.operands if not (isinstance(o, Reg) and o.name == "desc")]
    if len(ops) != 2:
        raise SassDecodeError(f"{where(k, ins)}: UTMAREDG takes [URa], [URb]")
    a, b = _ureg(ops[0], k, ins), _ureg(ops[1], k, ins)
    ra = reader(Reg("UR", a), k, ins)
    src = lambda st, sel: own_shared(st, sel, ra(st, sel), "UTMAREDG")  # noqa: E731
    op = _REDOPS[ops_[0]]
    view = _TmaView(prog, k, ins, ("reduce", "async", "bulk", "tensor", f"{rank}d", "global", "shared::cta", op,
                                   "tile", "bulk_group"), {0: _tensor_op(b, a + 1, rank)}, {1: src})
    return _per_warp(bulk_reduce._tensor(view, op))


utma_reduce.needs_program = True

#: UBLKRED's type suffix -> PTX type (None: the 32-bit default); the bitwise ops name the
#: unsigned types (ptxas writes OR.b64 as OR.U64)
_BLK_TYPES = {None: "u32", "S32": "s32", "U64": "u64", "S64": "s64", "F32": "f32", "F64": "f64", "F16": "f16",
              "BF16": "bf16"}


@sass("UBLKRED", uniform=False)
def ublkred(k, ins, prog=None):
    mods = list(ins.mods)
    if len(mods) < 3 or mods[0] not in ("G", "S") or mods[1] != "S" or mods[2] not in _REDOPS:
        raise SassDecodeError(f"{where(k, ins)}: {ins.name} is not supported (UBLKRED.G|S.S.OP forms)")
    op = _REDOPS[mods[2]]
    rest = [m for m in mods[3:] if m != "RN"]
    if len(rest) > 1 or (rest and rest[0] not in _BLK_TYPES):
        raise SassDecodeError(f"{where(k, ins)}: {ins.name}: unknown element type")
    t = _BLK_TYPES[rest[0] if rest else None]
    if op in ("and", "or", "xor"):
        t = {"u32": "b32", "u64": "b64"}.get(t, t)
    table = bulk_reduce.TYPES_GLOBAL if mods[0] == "G" else bulk_reduce.TYPES_CLUSTER
    if t not in table[op]:
        raise SassDecodeError(f"{where(k, ins)}: {ins.name}: .{op}.{t} is not a cp.reduce.async.bulk form")
    ops = list(ins.operands)
    if len(ops) != 3 or not isinstance(ops[2], Reg) or ops[2].file != "UR":
        raise SassDecodeError(f"{where(k, ins)}: UBLKRED takes [URd], [URs], URn")
    d, s_ = _ureg(ops[0], k, ins), _ureg(ops[1], k, ins)
    rs = reader(Reg("UR", s_), k, ins)
    rn = reader(ops[2], k, ins)
    size = lambda st, sel: (np.asarray(rn(st, sel), dtype=np.uint32) & np.uint32(0xFFFF)) << np.uint32(4)  # noqa: E731
    src = lambda st, sel: own_shared(st, sel, rs(st, sel), "UBLKRED")  # noqa: E731
    f = bulk_reduce.combiner(op, t)
    if mods[0] == "G":
        rd = reader64(Reg("UR", d), k, ins)
        view = _TmaView(prog, k, ins, ("reduce", "async", "bulk", "global", "shared::cta", "bulk_group", op, t), {},
                        {0: rd, 1: src}, srcs={2: size})
        return _per_warp(bulk_reduce._plain_global(view, t, f))
    rd, rm = reader(Reg("UR", d), k, ins), reader(Reg("UR", d + 1), k, ins)
    view = _TmaView(prog, k, ins, ("reduce", "async", "bulk", "shared::cluster", "shared::cta",
                                   "mbarrier::complete_tx::bytes", op, t), {},
                    {0: lambda st, sel: to_cluster(rd(st, sel)), 1: src, 3: lambda st, sel: to_cluster(rm(st, sel))},
                    srcs={2: size})
    return _per_warp(bulk_reduce._plain_cluster(view, t, f))


ublkred.needs_program = True


@sass("UTMACCTL", "UTMACMDFLUSH", uniform=False)
def utma_hint(k, ins):
    if ins.opcode == "UTMACCTL" and set(ins.mods) != {"PF"}:
        raise SassDecodeError(f"{where(k, ins)}: {ins.name} is not supported (prefetch only)")
    return Control("nop")
