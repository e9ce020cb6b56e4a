"""LDS (local data share) instructions: ``ds_*``.

The address is the 32-bit VGPR address plus the instruction's unsigned ``offset`` (the
``2``/``2st64`` forms: ``vaddr + offsetN * size`` or ``* size * 64``), within the wave's
workgroup LDS. Accesses are bounds-checked against the workgroup's LDS allocation and
must be naturally aligned (96-bit: 4 bytes); a violation is a fault naming the lane.
(Hardware returns 0 for out-of-range reads and drops such writes; an access outside the
allocation is nearly always a bug, so tcsim reports it.)
"""

from __future__ import annotations

import numpy as np

from tcsim.exec import fp
from tcsim.exec.selection import sel_indices

from . import family, semantics
from .memory import check_lds, d16_merge, extend_to_u32, serial_atomic, store_bits, vector_file, words_view

U32 = np.uint32
_SZ = {"b32": (4, 1), "b64": (4, 2), "b96": (4, 3), "b128": (4, 4), "u8": (1, 1), "i8": (1, 1),
       "u16": (2, 1), "i16": (2, 1), "b8": (1, 1), "b16": (2, 1)}


def _lds_addr(st, sel, r, m, offset, nbytes, align, what):
    wi, li = np.nonzero(m)
    a = st.v[r, sel][m].astype(np.int64) + offset
    waves = sel_indices(sel)[wi]
    return check_lds(st, waves, a, nbytes, align, what, lambda i: (int(wi[i]), int(li[i])))


def _align(nbytes: int) -> int:
    return 4 if nbytes == 12 else nbytes


@family(r"ds_read_(b32|b64|b96|b128|u8|i8|u16|i16)(_d16|_d16_hi)?", cls="lds")
def ds_read(b, m):
    """``ds_read_*``; the D16 forms (u8/i8/u16) fill one half of the VGPR, keeping the other."""
    size, n = _SZ[m.group(1)]
    signed = m.group(1) in ("i8", "i16")
    d16 = {None: None, "_d16": "lo", "_d16_hi": "hi"}[m.group(2)]
    if d16 and m.group(1) not in ("u8", "i8", "u16"):
        b.error(f"no D16 form of ds_read_{m.group(1)}")
    b.expect(2)
    d = b.vreg(0, n)
    r = b.vreg(1, 1, ("v",)).index
    off = b.attr("offset", 0) or 0
    nbytes = size * n

    def run(st, sel):
        em = st.exec_mask(sel)
        o = _lds_addr(st, sel, r, em, off, nbytes, _align(nbytes), "read")
        rows = vector_file(st, d.file)
        for k in range(n):
            cur = rows[d.index + k, sel]
            cur[em] = d16_merge(extend_to_u32(words_view(st.lds, size)[(o + k * size) // size], size, signed), cur[em], d16)
            rows[d.index + k, sel] = cur
    return run


@family(r"ds_write_(b8|b16|b32|b64|b96|b128)(_d16_hi)?", cls="lds")
def ds_write(b, m):
    """``ds_write_*``; ``ds_write_b8/b16_d16_hi`` write bits 23:16 / 31:16 of the data."""
    size, n = _SZ[m.group(1)]
    d16 = "hi" if m.group(2) else None
    if d16 and m.group(1) not in ("b8", "b16"):
        b.error(f"no D16 form of ds_write_{m.group(1)}")
    b.expect(2)
    r = b.vreg(0, 1, ("v",)).index
    d = b.vreg(1, n)
    off = b.attr("offset", 0) or 0
    nbytes = size * n
    dt = {1: np.uint8, 2: np.uint16, 4: np.uint32}[size]

    def run(st, sel):
        em = st.exec_mask(sel)
        o = _lds_addr(st, sel, r, em, off, nbytes, _align(nbytes), "write")
        rows = vector_file(st, d.file)
        for k in range(n):
            words_view(st.lds, size)[(o + k * size) // size] = store_bits(rows[d.index + k, sel][em], d16).astype(dt)
    return run


@family(r"ds_(read|write)2(st64)?_(b32|b64)", cls="lds")
def ds_2(b, m):
    read = m.group(1) == "read"
    esize = 4 if m.group(3) == "b32" else 8
    scale = esize * (64 if m.group(2) else 1)
    nw = esize // 4
    o0, o1 = b.attr("offset0", 0) or 0, b.attr("offset1", 0) or 0
    if read:
        b.expect(2)
        d = b.vreg(0, 2 * nw)
        r = b.vreg(1, 1, ("v",)).index
    else:
        b.expect(3)
        r = b.vreg(0, 1, ("v",)).index
        d0, d1 = b.vreg(1, nw), b.vreg(2, nw)

    def run(st, sel):
        em = st.exec_mask(sel)
        for j, oj in enumerate((o0, o1)):
            o = _lds_addr(st, sel, r, em, oj * scale, esize, esize, "read" if read else "write")
            for k in range(nw):
                if read:
                    rows = vector_file(st, d.file)
                    cur = rows[d.index + j * nw + k, sel]
                    cur[em] = words_view(st.lds, 4)[(o + 4 * k) // 4]
                    rows[d.index + j * nw + k, sel] = cur
                else:
                    dj = (d0, d1)[j]
                    words_view(st.lds, 4)[(o + 4 * k) // 4] = vector_file(st, dj.file)[dj.index + k, sel][em]
    return run


_DS_ATOM = {
    "add_u32": lambda o, d: o + d, "sub_u32": lambda o, d: o - d, "and_b32": lambda o, d: o & d,
    "or_b32": lambda o, d: o | d, "xor_b32": lambda o, d: o ^ d, "min_u32": np.minimum, "max_u32": np.maximum,
    "min_i32": lambda o, d: np.minimum(o.view(np.int32), d.view(np.int32)).view(U32),
    "max_i32": lambda o, d: np.maximum(o.view(np.int32), d.view(np.int32)).view(U32),
    "inc_u32": lambda o, d: np.where(o >= d, U32(0), o + U32(1)),
    "dec_u32": lambda o, d: np.where((o == 0) | (o > d), d, o - U32(1)),
    "add_f32": lambda o, d: fp.add_f32(o.view(np.float32), d.view(np.float32)).view(U32),
    "wrxchg_rtn_b32": lambda o, d: d,
}


@family(r"ds_(add|sub|and|or|xor|min|max|inc|dec)(_rtn)?_(u32|i32|b32|f32)|ds_wrxchg_rtn_b32", cls="lds")
def ds_atomic(b, m):
    if b.ins.opcode == "ds_wrxchg_rtn_b32":
        key, rtn = "wrxchg_rtn_b32", True
    else:
        key = f"{m.group(1)}_{m.group(3)}"
        rtn = bool(m.group(2))
    op = _DS_ATOM.get(key)
    if op is None:
        b.error(f"'{b.ins.opcode}' is not supported")
    b.expect(3 if rtn else 2)
    k = 1 if rtn else 0
    r = b.vreg(k, 1, ("v",)).index
    d = b.vreg(k + 1, 1)
    dst = b.vreg(0, 1) if rtn else None
    off = b.attr("offset", 0) or 0

    def run(st, sel):
        em = st.exec_mask(sel)
        o = _lds_addr(st, sel, r, em, off, 4, 4, "atomic")
        old = serial_atomic(words_view(st.lds, 4), o // 4, vector_file(st, d.file)[d.index, sel][em].astype(U32), op)
        if rtn:
            rows = vector_file(st, dst.file)
            cur = rows[dst.index, sel]
            cur[em] = old
            rows[dst.index, sel] = cur
    return run


@semantics("ds_bpermute_b32", "ds_permute_b32", cls="lds")
def ds_permute(b):
    """Lane permutes through the LDS crossbar (no LDS memory is touched). bpermute: lane l
    reads lane ((addr[l] + offset) / 4) % 64, getting 0 from an inactive lane; permute:
    lane l's data goes to lane ((addr[l] + offset) / 4) % 64 (the highest lane wins)."""
    back = b.ins.opcode == "ds_bpermute_b32"
    b.expect(3)
    dst = b.vreg(0, 1)
    r = b.vreg(1, 1, ("v",)).index
    d = b.vreg(2, 1)
    off = b.attr("offset", 0) or 0

    def run(st, sel):
        em = st.exec_mask(sel)
        lane = ((st.v[r, sel].astype(np.int64) + off) >> 2) & 63
        data = vector_file(st, d.file)[d.index, sel]
        n = em.shape[0]
        rows = vector_file(st, dst.file)
        cur = rows[dst.index, sel]
        wsel = np.arange(n)[:, None]
        if back:
            got = np.where(em[wsel, lane], data[wsel, lane], U32(0))
            cur = np.where(em, got, cur)
        else:
            out = np.zeros_like(data)
            wi, li = np.nonzero(em)
            out[wi, lane[wi, li]] = data[wi, li]  # later lanes overwrite earlier ones
            cur = np.where(em, out, cur)
        rows[dst.index, sel] = cur
    return run


@semantics("ds_swizzle_b32", cls="lds")
def ds_swizzle(b):
    """Lane swizzle through the LDS crossbar (AMD GFX9 ISA, DS_SWIZZLE_B32; no LDS memory is
    touched). offset[15] = 1: QUAD_PERM, lane l reads lane 4*(l//4) + offset[2(l%4)+1:2(l%4)];
    otherwise the bitmask mode within each half-wave of 32 lanes: lane l reads
    32*(l//32) + (((l%32) & and_mask) | or_mask) ^ xor_mask, with and_mask = offset[4:0],
    or_mask = offset[9:5], xor_mask = offset[14:10]. A lane reading an inactive lane gets 0
    (as ds_bpermute; an assumption for swizzle)."""
    b.expect(2)
    dst = b.vreg(0, 1)
    d = b.vreg(1, 1)
    off = int(b.attr("offset", 0) or 0)
    lane = np.arange(64)
    if off & 0x8000:
        src = 4 * (lane // 4) + ((off >> (2 * (lane % 4))) & 3)
    else:
        am, om, xm = off & 0x1F, (off >> 5) & 0x1F, (off >> 10) & 0x1F
        src = 32 * (lane // 32) + (((lane % 32) & am) | om) ^ xm

    def run(st, sel):
        em = st.exec_mask(sel)
        data = vector_file(st, d.file)[d.index, sel]
        got = np.where(em[:, src], data[:, src], U32(0))
        rows = vector_file(st, dst.file)
        rows[dst.index, sel] = np.where(em, got, rows[dst.index, sel])
    return run
