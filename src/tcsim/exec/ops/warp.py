"""Warp-level operations: shfl.sync, vote.sync, match.sync, activemask, redux.sync.

These read other lanes of the same warp. The lanes taking part are the selected lanes of
each warp (``sel``); a warp's *active mask* is the set of its lanes in ``sel``. Source
values come straight from the register rows, so a lane can read a partner's value as it
was before this instruction wrote anything.
"""

from __future__ import annotations

import numpy as np

from tcsim.exec.ops import semantics
from tcsim.exec.ops.common import one_type
from tcsim.exec.selection import sel_indices
from tcsim.isa import ir


def warp_masks(idx: np.ndarray, T: int) -> np.ndarray:
    """Active mask (uint32) of every lane's warp, for the sorted lane indices ``idx``."""
    w = idx >> 5
    bits = (np.uint32(1) << (idx & 31).astype(np.uint32)).astype(np.uint32)
    starts = np.flatnonzero(np.r_[True, w[1:] != w[:-1]])
    per_warp = np.bitwise_or.reduceat(bits, starts)
    counts = np.diff(np.r_[starts, idx.size])
    return np.repeat(per_warp, counts)


def _warp_reduce(values: np.ndarray, idx: np.ndarray, ufunc) -> np.ndarray:
    """Per-lane result of reducing ``values`` over the lanes of each warp in ``idx``."""
    w = idx >> 5
    starts = np.flatnonzero(np.r_[True, w[1:] != w[:-1]])
    red = ufunc.reduceat(values, starts)
    counts = np.diff(np.r_[starts, idx.size])
    return np.repeat(red, counts)


def shfl_lanes(idx: np.ndarray, mode: str, b, c) -> tuple[np.ndarray, np.ndarray]:
    """The thread each lane of ``idx`` reads in a shuffle of ``mode`` (up, down, bfly, idx)
    with lane operand ``b`` and clamp/segment operand ``c``, and whether that lane is in
    range (else a lane reads its own value); PTX ISA shfl.sync, shared by SASS SHFL."""
    lane = (idx & 31).astype(np.int64)
    bval = np.asarray(b).astype(np.int64) & 31
    c = np.asarray(c).astype(np.int64)
    clamp = c & 0x1F
    segmask = (c >> 8) & 0x1F
    max_lane = (lane & segmask) | (clamp & ~segmask)
    min_lane = lane & segmask
    if mode == "up":
        j = lane - bval
        ok = j >= max_lane
    elif mode == "down":
        j = lane + bval
        ok = j <= max_lane
    elif mode == "bfly":
        j = lane ^ bval
        ok = j <= max_lane
    else:
        j = min_lane | (bval & ~segmask)
        ok = j <= max_lane
    j = np.where(ok, j, lane)
    return idx - lane + j, ok


@semantics("shfl", cls="shfl")
def shfl(b):
    mods = b.ins.mods
    mode = next((m for m in mods if m in ("up", "down", "bfly", "idx")), None)
    if mode is None:
        b.error("shfl needs .up, .down, .bfly or .idx")
    if "sync" not in mods:
        b.error("shfl without .sync is not supported for sm_70 and newer; use shfl.sync")
    ops = b.ops
    b.expect(5)
    d = ops[0]
    wd = b.writer(d.first if isinstance(d, ir.Pipe) else d, "b32")
    wp = b.writer(d.second, "pred") if isinstance(d, ir.Pipe) else None
    ra, rb, rc = b.src(1, "b32"), b.src(2, "u32"), b.src(3, "u32")
    a_op = ops[1]
    # values are read from the source register row of the partner lane
    if isinstance(a_op, ir.Reg):
        bank, row = b.reg_loc(a_op)
        if bank != "b32":
            b.error("shfl source must be a 32-bit register")
    else:
        bank = row = None

    def run(st, sel):
        idx = sel_indices(sel)
        src, ok = shfl_lanes(idx, mode, rb(st, sel), rc(st, sel))
        if row is None:
            val = np.broadcast_to(np.asarray(ra(st, sel)), idx.shape)
        else:
            val = st.banks[bank][row, src]
        wd(st, sel, val.view(np.uint32) if val.dtype != np.uint32 else val)
        if wp is not None:
            wp(st, sel, ok)

    return run


@semantics("vote", cls="shfl")
def vote(b):
    mods = b.ins.mods
    mode = next((m for m in mods if m in ("all", "any", "uni", "ballot")), None)
    if mode is None:
        b.error("vote needs .all, .any, .uni or .ballot")
    b.expect((2, 3))
    rp = b.src(1, "pred")
    rmask = b.src(2, "b32") if len(b.ops) == 3 else None
    w = b.dst(0, "b32" if mode == "ballot" else "pred")

    def run(st, sel):
        idx = sel_indices(sel)
        p = np.asarray(rp(st, sel))
        p = np.broadcast_to(p, idx.shape)
        if rmask is not None:
            member = np.asarray(rmask(st, sel)).astype(np.uint32)
            inm = ((member >> (idx & 31).astype(np.uint32)) & 1).astype(bool)
        else:
            inm = np.ones(idx.shape, bool)
        if mode == "ballot":
            bits = np.where(p & inm, np.uint32(1) << (idx & 31).astype(np.uint32), np.uint32(0)).astype(np.uint32)
            w(st, sel, _warp_reduce(bits, idx, np.bitwise_or))
        elif mode == "all":
            w(st, sel, _warp_reduce((p | ~inm).astype(np.uint8), idx, np.minimum).astype(bool))
        elif mode == "any":
            w(st, sel, _warp_reduce((p & inm).astype(np.uint8), idx, np.maximum).astype(bool))
        else:
            # uni: true if the predicate is the same in every participating lane
            t = _warp_reduce((p & inm).astype(np.uint8), idx, np.maximum)
            f = _warp_reduce((~p & inm).astype(np.uint8), idx, np.maximum)
            w(st, sel, ~(t.astype(bool) & f.astype(bool)))

    return run


@semantics("activemask", cls="shfl")
def activemask(b):
    b.expect(1)
    w = b.dst(0, "b32")
    return lambda st, sel: w(st, sel, warp_masks(sel_indices(sel), st.T))


@semantics("match", cls="shfl")
def match(b):
    mods = b.ins.mods
    t = one_type(b, ("b32", "b64"))  # PTX ISA "match.sync"
    mode = "all" if "all" in mods else "any"
    ops = b.ops
    d = ops[0]
    wd = b.writer(d.first if isinstance(d, ir.Pipe) else d, "b32")
    wp = b.writer(d.second, "pred") if isinstance(d, ir.Pipe) else None
    ra = b.src(1, t)
    rm = b.src(2, "b32")

    def run(st, sel):
        idx = sel_indices(sel)
        v = np.broadcast_to(np.asarray(ra(st, sel)), idx.shape).astype(np.uint64)
        member = np.broadcast_to(np.asarray(rm(st, sel)).astype(np.uint32), idx.shape)
        lane_bit = (np.uint32(1) << (idx & 31).astype(np.uint32)).astype(np.uint32)
        inm = (member & lane_bit) != 0
        warp = idx >> 5
        # group lanes by (warp, value): lanes with the same key form the 'any' mask
        key = np.stack([warp.astype(np.uint64), v])
        _, inv = np.unique(key, axis=1, return_inverse=True)
        inv = inv.reshape(-1)
        masks = np.zeros(inv.max() + 1 if inv.size else 0, dtype=np.uint32)
        np.bitwise_or.at(masks, inv[inm], lane_bit[inm])
        same = masks[inv]
        if mode == "any":
            wd(st, sel, np.where(inm, same, 0).astype(np.uint32))
            return
        part = _warp_reduce(np.where(inm, lane_bit, 0).astype(np.uint32), idx, np.bitwise_or)
        allsame = same == part
        wd(st, sel, np.where(allsame & inm, member, 0).astype(np.uint32))
        if wp is not None:
            wp(st, sel, allsame & inm)

    return run


@semantics("redux", cls="shfl")
def redux(b):
    mods = b.ins.mods
    op = next((m for m in mods if m in ("add", "min", "max", "and", "or", "xor")), None)
    if op is None:
        b.error("redux needs .add, .min, .max, .and, .or or .xor")
    # PTX ISA "redux.sync": .u32/.s32 for add/min/max, .b32 for the bitwise operations
    t = one_type(b, ("b32",) if op in ("and", "or", "xor") else ("u32", "s32"))
    b.expect(3)
    ra = b.src(1, t)
    w = b.dst(0, t)
    uf = {"add": np.add, "min": np.minimum, "max": np.maximum, "and": np.bitwise_and, "or": np.bitwise_or, "xor": np.bitwise_xor}[op]

    def run(st, sel):
        idx = sel_indices(sel)
        v = np.broadcast_to(np.asarray(ra(st, sel)), idx.shape)
        with np.errstate(over="ignore"):
            w(st, sel, _warp_reduce(np.ascontiguousarray(v), idx, uf).astype(v.dtype))

    return run
