"""Small sm_90 instructions: ``stmatrix``, ``elect.sync`` and ``setmaxnreg`` (PTX ISA 8.x).

* ``stmatrix.sync.aligned.m8n8.x{1,2,4}{.trans}{.shared{::cta}}.b16 [p], r`` — the inverse of
  ldmatrix: lane ``8j + r`` gives the address of row ``r`` of matrix ``j`` (16 bytes, 16-byte
  aligned); register ``j`` of lane ``l`` holds row ``l / 4``, columns ``2 (l % 4) + {0, 1}`` of
  matrix ``j`` (low half first), or with ``.trans`` the same elements of the transposed matrix.
* ``elect.sync d|p, membermask`` — one leader among the threads of ``membermask``: ``p`` is
  true in the leader only, ``d`` (or the sink ``_``) gets its lane id in every thread. The
  leader is the lowest active lane of the mask (assumption: the PTX ISA leaves the choice to
  the hardware; every correct program works with any).
* ``setmaxnreg.{inc,dec}.sync.aligned.u32 N`` (sm_90a) — a warpgroup's register budget hint
  for warp-specialised kernels. tcsim checks the form (N in 24..256, a multiple of 8) and
  models no register reallocation: functionally a no-op, one ALU slot in timing mode.
"""

from __future__ import annotations

import numpy as np

from tcsim.exec import memaccess
from tcsim.exec.operands import Fault
from tcsim.exec.ops import semantics
from tcsim.exec.ops.common import space_of, types_of
from tcsim.exec.ops.tensor import _reg_readers, needs_sm90, needs_sm90a, read_regs, warps_of
from tcsim.exec.ops.warp import warp_masks
from tcsim.exec.selection import sel_indices
from tcsim.isa import ir

_LANE = np.arange(32)


@semantics("stmatrix", cls="store")
def stmatrix(b):
    mods = b.ins.mods
    needs_sm90(b, "stmatrix")   # ptxas 13 -arch=sm_80: "Feature 'stmatrix' requires .target sm_90 or higher"
    num = next((int(m[1:]) for m in mods if m in ("x1", "x2", "x4")), None)
    if num is None:
        b.error("stmatrix needs .x1, .x2 or .x4")
    if "sync" not in mods or "aligned" not in mods or "m8n8" not in mods or types_of(mods)[-1:] != ["b16"]:
        b.error("only stmatrix.sync.aligned.m8n8 .b16 is supported")
    b.expect(2)
    trans = "trans" in mods
    space = space_of(mods)
    addr = b.addr(0, space)
    # ptxas 13 wants a vector even for .x1: "Vector of size 1 is expected for argument 1 of 'stmatrix'"
    readers = _reg_readers(b, 1, num, "the stmatrix source")
    # element (r, c) of matrix j comes from lane/half: rows of four lanes, or columns with .trans
    r, c = np.meshgrid(np.arange(8), np.arange(8), indexing="ij")
    lane = 4 * c + r // 2 if trans else 4 * r + c // 2
    half = r % 2 if trans else c % 2

    def run(st, sel):
        lanes = warps_of(sel)
        W = lanes.shape[0]
        regs = read_regs(readers, st, sel, W)                                    # (W, 32, num)
        halves = np.stack([regs & 0xFFFF, regs >> 16], axis=-1).astype(np.uint16)  # (W, 32, num, 2)
        rows = halves[:, lane, :, half].transpose(2, 3, 0, 1)                     # (W, num, 8, 8)
        a = np.broadcast_to(np.asarray(addr(st, sel), dtype=np.int64), (W * 32,)).reshape(W, 32)[:, : 8 * num]
        bad = (a % 16) != 0
        if bad.any():
            pos = int(np.argmax(bad.reshape(-1)))
            w, l = divmod(pos, 8 * num)
            raise Fault(w * 32 + l, f"stmatrix row address {int(a.reshape(-1)[pos]):#x} is not 16-byte aligned")
        words = np.ascontiguousarray(rows.reshape(W, num * 8, 8)).view(np.uint32).reshape(-1, 4)  # row j*8+r
        sub = lanes[:, : 8 * num].reshape(-1)
        try:
            memaccess.store(st, sub, space, a.reshape(-1), 4, [words[:, i] for i in range(4)])
        except Fault as f:
            w, l = divmod(f.pos, 8 * num)
            raise Fault(w * 32 + l, f.message, f.addr) from None

    return run


@semantics("elect", cls="shfl")
def elect(b):
    if "sync" not in b.ins.mods:
        b.error("elect needs .sync")
    needs_sm90(b, "elect.sync")   # ptxas 13 -arch=sm_80: "Feature 'elect' requires .target sm_90 or higher"
    b.expect(2)
    d = b.ops[0]
    if not isinstance(d, ir.Pipe):
        b.error("elect.sync writes d|p (d may be the sink _)")
    wd = b.writer(d.first, "b32")
    wp = b.writer(d.second, "pred")
    rmask = b.src(1, "b32")

    def run(st, sel):
        idx = sel_indices(sel)
        member = np.broadcast_to(np.asarray(rmask(st, sel)).astype(np.uint32), idx.shape)
        lane = (idx & 31).astype(np.uint32)
        outside = ((member >> lane) & 1) == 0
        if outside.any():
            pos = int(np.flatnonzero(outside)[0])
            raise Fault(pos, f"elect.sync: thread not in membermask {int(member[pos]):#010x}")
        active = warp_masks(idx, st.T) & member
        if (active == 0).any():
            pos = int(np.flatnonzero(active == 0)[0])
            raise Fault(pos, f"elect.sync: no active thread of membermask {int(member[pos]):#010x}")
        low = active & (~active + np.uint32(1))                      # lowest set bit
        leader = np.log2(low.astype(np.float64)).astype(np.uint32)
        wd(st, sel, leader)
        wp(st, sel, leader == lane)

    return run


@semantics("setmaxnreg", cls="alu")
def setmaxnreg(b):
    mods = b.ins.mods
    needs_sm90a(b, "setmaxnreg")   # ptxas 13: "Instruction 'setmaxnreg.dec' not supported on .target 'sm_80'"
    if not any(m in mods for m in ("inc", "dec")) or "sync" not in mods or "aligned" not in mods:
        b.error("setmaxnreg needs .inc or .dec and .sync.aligned")
    if types_of(mods) != ["u32"]:
        b.error("setmaxnreg needs .u32")
    b.expect(1)
    op = b.ops[0]
    if not isinstance(op, ir.Imm) or op.kind != "int" or not 24 <= int(op.value) <= 256 or int(op.value) % 8:
        b.error("setmaxnreg takes a constant register count in 24..256, a multiple of 8")
    return lambda st, sel: None
