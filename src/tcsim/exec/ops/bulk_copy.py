"""Bulk asynchronous copies (sm_90): ``cp.async.bulk`` and ``cp.async.bulk.tensor`` (TMA),
their ``commit_group`` / ``wait_group``, and the prefetch forms. PTX ISA "Data Movement and
Conversion Instructions: cp.async.bulk", "cp.async.bulk.tensor", "Tensor Swizzling Modes".

Forms (every issuing thread makes its own copy):

* ``cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes{.multicast::cluster}
  [dst], [src], size, [mbar]{, ctaMask}{, policy}`` — ``size`` bytes (a multiple of 16,
  16-byte aligned addresses) from global into shared memory of this or (mapa'd / multicast)
  another CTA of the cluster; on completion a complete-tx of ``size`` on the mbarrier at the
  same CTA as each destination. Also ``.shared::cluster.shared::cta`` (shared -> another
  CTA's shared) and ``.global.shared::cta.bulk_group`` (shared -> global).
* ``cp.async.bulk.tensor.{1..5}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
  [dst], [tensorMap, {c0, ..}], [mbar]`` — the box of the tensor map (runtime/tensor_map.py)
  at coordinates ``c`` (signed, innermost first) into shared memory, elements laid out
  innermost first, through the map's swizzle (``tcsim.matrix.swizzle``, applied to the
  shared-memory address); elements outside the tensor are filled with zeros (or NaN with
  OOB fill NaN); the complete-tx counts the whole box. ``.global.shared::cta.tile
  .bulk_group [tensorMap, {c..}], [src]`` stores a box back, out-of-bounds elements not
  written. The tensor map is read through a generic address (or a .param name).
* ``cp.async.bulk.commit_group`` / ``wait_group{.read} N``; ``cp.async.bulk.prefetch(.tensor)``
  (a hint: no effect).

When: the source is read when the copy issues. The functional driver completes the copy at
once; the timing driver hands it (an :class:`AsyncCopy`) to the SM's TMA unit
(timing/tma.py), which writes the destination and performs the complete-tx request by
request as the bytes land, and writes a store's global memory when its last write is
done (the timing driver holds ``wait_group`` until then). Interleaved tensor maps, the
im2col::w modes are not modelled (located errors).

* ``cp.async.bulk.tensor.{3,4,5}d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes
  [dst], [tensorMap, {c, w, (h, (d,)) n}], [mbar], {o_w, ..}`` — an im2col map's
  ``pixelsPerColumn`` pixels x ``channelsPerPixel`` channels (``im2col_elements``), laid out
  pixel by pixel, through the map's swizzle, as a tile box is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from tcsim.exec import dsmem, memaccess
from tcsim.exec.operands import Fault
from tcsim.exec.ops import mbarrier as mb
from tcsim.exec.ops.sm import needs_sm
from tcsim.exec.selection import sel_indices
from tcsim.isa import ir
from tcsim.isa.ptx import BracketList
from tcsim.matrix.swizzle import swizzle

_SHARED = {"shared::cluster": "cluster", "shared::cta": "shared", "shared": "shared"}


def bulk(b):
    """The compiler of every ``cp.async.bulk*`` form (called by ``cp``)."""
    mods = b.ins.mods
    needs_sm(b, 90, f"'{b.ins.full_opcode}'")
    if "commit_group" in mods:
        b.expect(0)
        return lambda st, sel: None
    if "wait_group" in mods:
        b.expect(1)
        op = b.ops[0]
        if not isinstance(op, ir.Imm) or op.kind != "int" or op.value < 0:
            b.error("cp.async.bulk.wait_group needs a non-negative integer constant")
        return lambda st, sel: None    # functional: every copy is done; timing: the driver holds the warp
    if "prefetch" in mods:
        return lambda st, sel: None
    if "im2col::w" in mods or "im2col::w::128" in mods:
        b.error(f"'{b.ins.full_opcode}': the im2col::w modes (sm_100) are not modelled (tile and im2col only)")
    spaces = [m for m in mods if m in ("global", "shared::cluster", "shared::cta", "shared")]
    if len(spaces) != 2:
        b.error(f"'{b.ins.full_opcode}' needs a destination and a source state space")
    dst_space, src_space = spaces
    if "tensor" in mods:
        return _tensor(b, dst_space, src_space)
    return _plain(b, dst_space, src_space)


# ------------------------------------------------------------------ helpers

def _where(b, st, t: int) -> str:
    return f"kernel {st.launch.kernel}, {st.describe_thread(t)}, PTX {b.ins.loc} '{b.ins.text}'"


@dataclass
class AsyncCopy:
    """One bulk copy as the timing driver's TMA unit sees it (timing/tma.py).

    ``kind``: "load" (global -> shared), "s2s" (shared -> a cluster CTA's shared),
    "store" (shared -> global) or "reduce" (shared combined into global,
    exec/ops/bulk_reduce.py). ``land``: for loads ``land(k, lo, hi, tx)`` writes bytes
    ``[lo, hi)`` of the copy (in shared-memory order) at destination ``k`` and performs a
    complete-tx of ``tx`` bytes (0: none yet) on its mbarrier; for stores and reductions
    ``land()`` writes global memory.
    ``dests``: offsets in ``st.shared`` of the destinations (a multicast has several).
    ``gaddr`` / ``inside`` / ``esize``: the global address of each element in copy order,
    which are inside the tensor (the others cost no memory access), the element size
    (a plain copy is one element of its size). ``tmap``: the tensor map's generic address
    (tensor copies), else None."""

    thread: int
    kind: str
    nbytes: int
    land: Callable
    dests: list = field(default_factory=list)
    gaddr: np.ndarray | None = None
    inside: np.ndarray | None = None
    esize: int = 1
    tmap: int | None = None


def _submit(b, st, t: int, copy: AsyncCopy) -> None:
    """Complete ``copy`` now (functional driver) or hand it to the timing driver, which
    lands it later (``st.run_async``); a fault then names the issuing thread."""
    from tcsim.errors import ExecutionError

    fn = copy.land

    def land(*args):
        try:
            fn(*args)
        except Fault as f:
            raise ExecutionError(f"{f.message} (at the completion of an asynchronous copy); {_where(b, st, t)}") from None
    copy.land = land
    if st.run_async is not None:
        st.run_async(copy)
    elif copy.kind in ("store", "reduce"):
        land()
    else:
        for k in range(len(copy.dests)):
            land(k, 0, copy.nbytes, copy.nbytes)


def _mbar_reader(b, i: int):
    """Reader of the [mbar] operand (same CTA as the destination: a shared::cluster address)."""
    return b.addr(i, "cluster")


def _multicast(b, dst_space: str, i: int):
    if "multicast::cluster" not in b.ins.mods:
        return None
    if dst_space != "shared::cluster":
        b.error("multicast copies write .shared::cluster")
    return b.src(i, "u16")


def _dests(st, lane: int, space: str, addr: int, nbytes: int, mask, what: str):
    """[(absolute offset in st.shared, shared::cta address)] of each destination CTA."""
    if mask is None:
        if space == "cluster":
            off = int(dsmem.resolve(st, np.array([lane]), np.array([addr]), nbytes, what)[0])
        else:
            off = int(memaccess.resolve(st, np.array([lane]), "shared", np.array([addr]), nbytes, what, True)[1][0])
        return [(off, addr & dsmem.OFFSET_MASK, addr)]
    out = []
    size = st.cluster_size
    for r in range(16):
        if int(mask) >> r & 1:
            if r >= size:
                raise Fault(0, f"{what}: ctaMask {int(mask):#x} names CTA rank {r} of a cluster of {size} CTAs")
            a = int(dsmem.cluster_address(addr & dsmem.OFFSET_MASK, r))
            off = int(dsmem.resolve(st, np.array([lane]), np.array([a]), nbytes, what)[0])
            out.append((off, addr & dsmem.OFFSET_MASK, a))
    return out


def _mbar_at(st, lane: int, dst_addr: int, mbar_addr: int, what: str) -> int:
    """Offset of the mbarrier for a destination: the object at ``mbar_addr``'s offset in the
    destination's CTA (PTX: the mbarrier is in the same CTA as the destination)."""
    rank_bits = dst_addr & ~dsmem.OFFSET_MASK
    a = (mbar_addr & dsmem.OFFSET_MASK) | rank_bits
    off = int(mb.object_offsets(st, np.array([lane]), "cluster", np.array([a]), what)[0])
    mb._not_init(np.array([int(st.shared[off:off + 8].view(np.uint64)[0])], dtype=np.uint64), what)
    return off


def _global_bytes(st, addr: int, nbytes: int, what: str) -> np.ndarray:
    off, bad = st.gmem.offsets(np.array([addr], dtype=np.int64), nbytes)
    if bad is not None:
        raise Fault(0, f"{what}: invalid global access of {nbytes} bytes at {addr:#x}: {st.gmem.describe(addr)}", addr)
    o = int(off[0])
    return st.gmem.buf[o:o + nbytes]


def _aligned(a: int, n: int, what: str, name: str) -> None:
    if a % n:
        raise Fault(0, f"{what}: {name} address {a:#x} is not {n}-byte aligned", a)


# ------------------------------------------------------------------ cp.async.bulk

def _plain(b, dst_space: str, src_space: str):
    mods = b.ins.mods
    what = "cp.async.bulk"
    if dst_space == "global":
        if src_space not in ("shared::cta", "shared") or "bulk_group" not in mods:
            b.error("cp.async.bulk to .global copies from .shared::cta and completes in a .bulk_group")
        dst, src, size = b.addr(0, "global"), b.addr(1, "shared"), b.src(2, "u32")

        def store(st, sel):
            for k, t in enumerate(sel_indices(sel).tolist()):
                try:
                    d, s, n = int(_one(dst, st, t)), int(_one(src, st, t)), int(_one(size, st, t))
                    _sizes(n, what)
                    _aligned(d, 16, what, "global destination")
                    _aligned(s, 16, what, "shared source")
                    _, off = memaccess.resolve(st, np.array([t]), "shared", np.array([s]), n, "read", True)
                    data = st.shared[int(off[0]):int(off[0]) + n].copy()
                    _global_bytes(st, d, n, what)
                except Fault as f:
                    raise Fault(k, f.message, f.addr) from None

                def land(d=d, data=data):
                    _global_bytes(st, d, data.size, what)[:] = data
                _submit(b, st, t, AsyncCopy(t, "store", n, land, gaddr=np.array([d], dtype=np.int64),
                                            inside=np.ones(1, dtype=bool), esize=n))
        return store
    if "mbarrier::complete_tx::bytes" not in mods:
        b.error(f"'{b.ins.full_opcode}' into shared memory completes on an mbarrier (.mbarrier::complete_tx::bytes)")
    dsp = _SHARED[dst_space]
    dst = b.addr(0, dsp)
    src = b.addr(1, "global" if src_space == "global" else "shared")
    size = b.src(2, "u32")
    mbar = _mbar_reader(b, 3)
    mask = _multicast(b, dst_space, 4)
    from_global = src_space == "global"

    def load(st, sel):
        for k, t in enumerate(sel_indices(sel).tolist()):
            try:
                d, s, n = int(_one(dst, st, t)), int(_one(src, st, t)), int(_one(size, st, t))
                m = int(_one(mbar, st, t))
                _sizes(n, what)
                _aligned(d, 16, what, "shared destination")
                _aligned(s, 16, what, "source")
                if from_global:
                    data = _global_bytes(st, s, n, what).copy()
                else:
                    _, off = memaccess.resolve(st, np.array([t]), "shared", np.array([s]), n, "read", True)
                    data = st.shared[int(off[0]):int(off[0]) + n].copy()
                dests = _dests(st, t, dsp, d, n, _one(mask, st, t) if mask is not None else None, what)
                bars = [_mbar_at(st, t, a, m, what) for _, _, a in dests]
            except Fault as f:
                raise Fault(k, f.message, f.addr) from None

            def land(k, lo, hi, tx, dests=dests, bars=bars, data=data):
                off = dests[k][0]
                st.shared[off + lo:off + hi] = data[lo:hi]
                if tx:
                    mb.complete_tx(st, np.array([bars[k]]), tx, what)
            offs = [off for off, _, _ in dests]
            if from_global:
                _submit(b, st, t, AsyncCopy(t, "load", n, land, offs, np.array([s], dtype=np.int64),
                                            np.ones(1, dtype=bool), n))
            else:
                _submit(b, st, t, AsyncCopy(t, "s2s", n, land, offs))
    return load


def _one(r, st, t: int):
    v = r(st, np.array([t]))
    return np.asarray(v).reshape(-1)[0]


def _sizes(n: int, what: str) -> None:
    if n <= 0 or n % 16:
        raise Fault(0, f"{what}: size {n} must be a positive multiple of 16 bytes")


# ------------------------------------------------------------------ cp.async.bulk.tensor

def _tensor_operand(b, i: int, rank: int):
    """Readers of ``[tensorMap, {c0, ..}]``: the map's generic address, the coordinates."""
    op = b.operand(i)
    if not isinstance(op, BracketList) or len(op.elems) != 2 or not isinstance(op.elems[1], ir.Vector):
        b.error("expected a tensor operand [tensorMap, {coordinates}]")
    base, coords = op.elems
    if len(coords.elems) != rank:
        b.error(f"a {rank}d tensor copy takes {rank} coordinates, got {len(coords.elems)}")
    if isinstance(base, ir.Sym):
        loc = b.program.var(b.func, base.name)
        if loc is None:
            b.error(f"unknown variable '{base.name}'")
        a = b.var_address(loc, "generic")
        tmap = lambda st, sel: a  # noqa: E731
    else:
        tmap = b.reader(base, "u64")
    return tmap, [b.reader(c, "s32") for c in coords.elems]


def read_map(st, t: int, addr: int, what: str):
    """The decoded tensor map at generic address ``addr`` (Fault if it is not one)."""
    from tcsim.runtime.tensor_map import decode

    if addr % 64:
        raise Fault(0, f"{what}: tensor map address {addr:#x} is not 64-byte aligned", addr)
    words = memaccess.load(st, np.array([t]), "generic", np.array([addr], dtype=np.int64), 8, 16)
    raw = np.array([int(np.asarray(w).reshape(-1)[0]) for w in words], dtype=np.uint64).view(np.uint8)
    m = decode(raw)
    if m is None:
        raise Fault(0, f"{what}: the 128 bytes at {addr:#x} are not a tensor map made by "
                       "tcsim.runtime.tensor_map.encode_tiled", addr)
    if m.interleave:
        raise Fault(0, f"{what}: interleaved tensor maps are not modelled", addr)
    return m


def box_elements(m, coords: list[int]):
    """Global byte addresses of the box's elements, innermost first (C order over the
    reversed dimensions), and which are inside the tensor."""
    counts = m.counts()
    axes = [c + np.arange(n, dtype=np.int64) * e for c, n, e in zip(coords, counts, m.estrides)]
    grids = np.meshgrid(*axes[::-1], indexing="ij")       # outermost first
    inside = np.ones(grids[0].shape, dtype=bool)
    addr = np.full(grids[0].shape, m.address, dtype=np.int64)
    for d, g in enumerate(grids[::-1]):                   # g: coordinates of dimension d
        inside &= (g >= 0) & (g < m.dims[d])
        addr += g * m.strides[d]
    return addr.reshape(-1), inside.reshape(-1)


#: PTX ISA "im2col mode": the largest im2col offset per tensor rank
IM2COL_OFFSET_MAX = {3: (1 << 16) - 1, 4: (1 << 8) - 1, 5: (1 << 5) - 1}


def im2col_elements(m, coords: list[int], offsets: list[int], what: str):
    """Global byte addresses of an im2col copy's elements in shared-memory order (pixel by
    pixel, channels inside), and which are inside the tensor (PTX ISA "im2col mode"; the
    map from runtime/tensor_map.encode_im2col). ``coords``: C, the spatial W (H, D) and N,
    innermost first; the spatial ones are the filter's base position, which must lie in
    the pixel box ``[lower, dim + upper)``. The copy walks ``pixelsPerColumn`` base
    positions from there, W fastest, each dimension in steps of its element stride; past
    the box's end a dimension restarts at the box's lower corner and the next one steps
    (past the last spatial one: N); a pixel is read at base position + im2col offsets,
    ``channelsPerPixel`` channels from C in steps of elementStrides[0]. Assumption (the
    ISA's figures do not show it): a dimension restarts at the lower corner itself, not at
    the start position's phase of the stride."""
    rank, ns = m.rank, m.rank - 2
    nch, npix = m.counts()
    lo = list(m.lower)
    hi = [m.dims[1 + i] + m.upper[i] for i in range(ns)]
    step = list(m.estrides[1:rank - 1])
    pos, n = list(coords[1:rank - 1]), coords[rank - 1]
    for i in range(ns):
        if not lo[i] <= pos[i] < hi[i]:
            raise Fault(0, f"{what}: the filter base coordinate {pos[i]} of spatial dimension {i} is outside the "
                           f"tensor map's pixel box [{lo[i]}, {hi[i]})")
        if not 0 <= offsets[i] <= IM2COL_OFFSET_MAX[rank]:
            raise Fault(0, f"{what}: im2col offset {offsets[i]} of spatial dimension {i} is outside "
                           f"0..{IM2COL_OFFSET_MAX[rank]} (rank {rank})")
    px = np.empty((npix, ns), dtype=np.int64)
    pn = np.empty(npix, dtype=np.int64)
    for p in range(npix):           # at most 1024 base positions: a mixed-radix counter
        px[p], pn[p] = pos, n
        i = 0
        while i < ns:
            pos[i] += step[i]
            if pos[i] < hi[i]:
                break
            pos[i] = lo[i]
            i += 1
        if i == ns:
            n += m.estrides[rank - 1]
    grid = [np.broadcast_to(coords[0] + np.arange(nch, dtype=np.int64) * m.estrides[0], (npix, nch))]
    grid += [np.broadcast_to((px[:, i] + offsets[i])[:, None], (npix, nch)) for i in range(ns)]
    grid.append(np.broadcast_to(pn[:, None], (npix, nch)))
    inside = np.ones((npix, nch), dtype=bool)
    addr = np.full((npix, nch), m.address, dtype=np.int64)
    for d, g in enumerate(grid):
        inside &= (g >= 0) & (g < m.dims[d])
        addr += g * m.strides[d]
    return addr.reshape(-1), inside.reshape(-1)


def written_elements(m, coords: list[int], no_offs: bool, what: str, addr: int):
    """The global elements a tensor store or reduction writes (``box_elements``' form):
    the tile box, or with ``.im2col_no_offs`` the im2col walk of an im2col map with zero
    offsets (assumption: the PTX ISA says only that the columns are unrolled into the
    tensor's dimensions "without offsets"; the walk is the load's)."""
    _check_kind(m, no_offs, what, addr)
    if m.rank != len(coords):
        raise Fault(0, f"{what}: the tensor map has rank {m.rank}", addr)
    if no_offs:
        return im2col_elements(m, coords, [0] * (m.rank - 2), what)
    return box_elements(m, coords)


def _check_kind(m, im2col: bool, what: str, addr: int) -> None:
    if im2col and m.kind != "im2col":
        raise Fault(0, f"{what}: the im2col mode needs an im2col tensor map (tcsim.runtime.tensor_map.encode_im2col)",
                    addr)
    if not im2col and m.kind != "tile":
        raise Fault(0, f"{what}: the tile mode needs a tiled tensor map (encode_tiled), not an im2col one", addr)


def _im2col_offsets(b, i: int, rank: int):
    op = b.operand(i)          # a located error when it is missing
    if not isinstance(op, ir.Vector) or len(op.elems) != rank - 2:
        b.error(f"an im2col copy of a {rank}d tensor takes {rank - 2} im2col offsets {{o0, ..}} after [mbar]")
    return [b.reader(x, "u16") for x in op.elems]


def tensor_store_source(st, t: int, tmap, coords, src, no_offs: bool, what: str):
    """What a tensor store or reduction of thread ``t`` sends: its map, the global address of
    every element of the box and which lie inside the tensor, the box's elements read from
    shared memory through the map's swizzle (one row per element), their device-memory
    offsets (None when no element is inside) and the box's bytes."""
    ma = int(_one(tmap, st, t))
    m = read_map(st, t, ma, what)
    c = [int(_one(r, st, t)) for r in coords]
    addr, inside = written_elements(m, c, no_offs, what, ma)
    s = int(_one(src, st, t))
    _aligned(s, 128, what, "shared source")
    nbytes = m.box_bytes()
    _, off = memaccess.resolve(st, np.array([t]), "shared", np.array([s]), nbytes, "read", True)
    base = int(off[0]) - s                        # the CTA's shared memory in st.shared
    lin = np.arange(nbytes, dtype=np.int64)
    data = st.shared[base + swizzle(s + lin, m.swizzle)].reshape(-1, m.esize)
    goff = _element_offsets(st, addr[inside], m.esize, what) if inside.any() else None
    return m, addr, inside, data, goff, nbytes


def _element_offsets(st, addr, esize: int, what: str):
    """Device-memory offsets of the tensor elements at ``addr`` (inside the tensor); a located
    fault for the first one outside device memory."""
    goff, bad = st.gmem.offsets(addr, esize)
    if bad is not None:
        a = int(addr[np.argmax(bad)])
        raise Fault(0, f"{what}: the tensor map's element at {a:#x} is outside device memory "
                       f"({st.gmem.describe(a)})", a)
    return goff


def _tensor(b, dst_space: str, src_space: str):
    mods = b.ins.mods
    rank = next((int(x[0]) for x in mods if x in ("1d", "2d", "3d", "4d", "5d")), None)
    if rank is None:
        b.error("cp.async.bulk.tensor needs a dimension (.1d .. .5d)")
    im2col = "im2col" in mods
    no_offs = "im2col_no_offs" in mods
    if (im2col or no_offs) and rank < 3:
        b.error(f"the im2col modes need a tensor of rank 3 or more, not .{rank}d")
    what = f"cp.async.bulk.tensor.{rank}d" + (".im2col" if im2col else ".im2col_no_offs" if no_offs else "")
    if no_offs and dst_space != "global":
        b.error("im2col_no_offs is a mode of tensor stores (loads use .im2col with offsets)")
    if dst_space == "global":
        if "bulk_group" not in mods:
            b.error("a tensor store to .global completes in a .bulk_group")
        tmap, coords = _tensor_operand(b, 0, rank)
        src = b.addr(1, "shared")

        def store(st, sel):
            for k, t in enumerate(sel_indices(sel).tolist()):
                try:
                    m, addr, inside, data, goff, nbytes = tensor_store_source(st, t, tmap, coords, src,
                                                                              no_offs, what)
                except Fault as f:
                    raise Fault(k, f.message, f.addr) from None

                def land(goff=goff, data=data, inside=inside, esize=m.esize):
                    if goff is not None:
                        st.gmem.buf[goff[:, None] + np.arange(esize)] = data[inside]
                _submit(b, st, t, AsyncCopy(t, "store", nbytes, land, gaddr=addr, inside=inside, esize=m.esize,
                                            tmap=int(_one(tmap, st, t))))
        return store
    if "mbarrier::complete_tx::bytes" not in mods or src_space != "global":
        b.error(f"'{b.ins.full_opcode}': a tensor load copies .global into .shared::cluster and completes on an "
                "mbarrier (.mbarrier::complete_tx::bytes)")
    dsp = _SHARED[dst_space]
    dst = b.addr(0, dsp)
    tmap, coords = _tensor_operand(b, 1, rank)
    mbar = _mbar_reader(b, 2)
    offs = _im2col_offsets(b, 3, rank) if im2col else []
    mask = _multicast(b, dst_space, 3 + im2col)

    def load(st, sel):
        for k, t in enumerate(sel_indices(sel).tolist()):
            try:
                ma = int(_one(tmap, st, t))
                m = read_map(st, t, ma, what)
                _check_kind(m, im2col, what, ma)
                if m.rank != rank:
                    raise Fault(0, f"{what}: the tensor map has rank {m.rank}", ma)
                c = [int(_one(r, st, t)) for r in coords]
                d, mbr = int(_one(dst, st, t)), int(_one(mbar, st, t))
                _aligned(d, 128, what, "shared destination")
                nbytes = m.box_bytes()
                if im2col:
                    addr, inside = im2col_elements(m, c, [int(_one(r, st, t)) for r in offs], what)
                else:
                    addr, inside = box_elements(m, c)
                data = np.zeros((addr.size, m.esize), dtype=np.uint8)
                if m.oob_nan:
                    from tcsim.runtime.tensor_map import NAN_BITS

                    data[:] = np.array([NAN_BITS[m.esize]], dtype=f"u{m.esize}").view(np.uint8)
                if inside.any():
                    goff = _element_offsets(st, addr[inside], m.esize, what)
                    data[inside] = st.gmem.buf[goff[:, None] + np.arange(m.esize)]
                data = data.reshape(-1)
                dests = _dests(st, t, dsp, d, nbytes, _one(mask, st, t) if mask is not None else None, what)
                bars = [_mbar_at(st, t, a, mbr, what) for _, _, a in dests]
            except Fault as f:
                raise Fault(k, f.message, f.addr) from None

            def land(k, lo, hi, tx, dests=dests, bars=bars, data=data, span=m.swizzle):
                off, cta_addr, _ = dests[k]
                lin = np.arange(lo, hi, dtype=np.int64)
                st.shared[off - cta_addr + swizzle(cta_addr + lin, span)] = data[lo:hi]
                if tx:
                    mb.complete_tx(st, np.array([bars[k]]), tx, what)
            _submit(b, st, t, AsyncCopy(t, "load", nbytes, land, [off for off, _, _ in dests], addr, inside, m.esize,
                                        int(_one(tmap, st, t))))
    return load
