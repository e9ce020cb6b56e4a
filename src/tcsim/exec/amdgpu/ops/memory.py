"""Scalar memory (``s_load_*``) and vector memory (``global_*``, ``flat_*``, ``buffer_*``).

Every access is checked before any byte moves: global addresses must lie inside one
allocation of device memory (the kernarg segment and the dispatch packet are allocations
too) and be aligned to the access size (multi-dword accesses: to 4 bytes); a violation
raises a fault naming the wave, the lane and the address. Flat addresses in the shared
aperture (high word ``src_shared_base``) go to the wave's LDS; scratch (the private
aperture, ``scratch_*``) is not supported.

Buffer instructions take a 128-bit buffer resource (V#) from four SGPRs: base address
(bits 47:0), stride (61:48), num_records (95:64). The address is base + soffset + offset
(+ vaddr if ``offen``, + stride * vindex if ``idxen``); a raw-buffer access beyond
num_records returns 0 / is dropped, as the ISA specifies ("out-of-range").

D16 forms (``*_load_ubyte_d16[_hi]``, ``*_sbyte_d16[_hi]``, ``*_short_d16[_hi]``,
``*_store_byte_d16_hi``, ``*_store_short_d16_hi``; LDS likewise): a load writes the
(16-bit extended) value into bits 15:0 (``_hi``: 31:16) of the VGPR and keeps the other
half; a ``_d16_hi`` store writes bits 31:16 (byte: 23:16) of the data VGPR.

Atomics execute in lane order (wave by wave, lane 0 first) so that lanes hitting the same
address see each other's updates as the hardware's serialisation would; the returning
forms (``glc``, written with a destination operand) give each lane the value before its
own update.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

from tcsim.exec import fp
from tcsim.exec.selection import sel_indices, sel_len
from tcsim.isa import ir

from ..binder import PRIVATE_APERTURE_HI, SHARED_APERTURE_HI
from ..state import FLAT_SCRATCH, WaveFault, to64
from . import family, semantics

U32, U64 = np.uint32, np.uint64
M32 = U64(0xFFFFFFFF)

_SIZES = {"dword": (4, 1), "dwordx2": (4, 2), "dwordx3": (4, 3), "dwordx4": (4, 4), "dwordx8": (4, 8),
          "dwordx16": (4, 16), "ubyte": (1, 1), "sbyte": (1, 1), "ushort": (2, 1), "sshort": (2, 1),
          "byte": (1, 1), "short": (2, 1)}
#: the data types of vector memory, D16 forms included (regular-expression alternatives)
_LOAD_T = "dword|dwordx2|dwordx3|dwordx4|ubyte|sbyte|ushort|sshort|(?:ubyte|sbyte|short)_d16(?:_hi)?"
_STORE_T = "dword|dwordx2|dwordx3|dwordx4|byte|short|(?:byte|short)_d16_hi"


def data_kind(name: str):
    """(bytes per element, elements, signed, d16) of a memory data type name; d16 is None,
    "lo" or "hi" (which half of the VGPR a D16 access uses)."""
    d16 = None
    if name.endswith("_d16_hi"):
        name, d16 = name[:-7], "hi"
    elif name.endswith("_d16"):
        name, d16 = name[:-4], "lo"
    size, n = _SIZES[name]
    return size, n, name in ("sbyte", "sshort", "i8", "i16"), d16


def d16_merge(vals, cur, d16):
    """A loaded element (32-bit extended) into the low/high half of ``cur`` (D16), or as is."""
    if d16 is None:
        return vals
    v = np.asarray(vals, U32) & U32(0xFFFF)
    cur = np.asarray(cur, U32)
    return (cur & U32(0xFFFF0000)) | v if d16 == "lo" else (cur & U32(0xFFFF)) | (v << U32(16))


def store_bits(vals, d16):
    """The data a store writes from its VGPR: bits 31:16 for the ``_d16_hi`` forms."""
    return vals if d16 != "hi" else np.asarray(vals, U32) >> U32(16)


# ------------------------------------------------------------------ checked global access
def check_global(st, addrs: np.ndarray, nbytes: int, align: int, what: str, where) -> np.ndarray:
    """Buffer offsets of ``addrs`` (1-D uint64) after bounds and alignment checks;
    ``where(i)`` gives (wave position, lane) of element i for the fault message."""
    if addrs.size == 0:
        return addrs.astype(np.int64)
    off, bad = st.gmem.offsets(addrs, nbytes)
    mis = (addrs % U64(align)) != 0
    if bad is not None or mis.any():
        i = int(np.flatnonzero(mis if bad is None else (bad | mis))[0])
        a = int(addrs[i])
        pos, lane = where(i)
        if bad is not None and bad[i]:
            msg = f"{what} of {nbytes} bytes at {a:#x} is outside device memory ({st.gmem.describe(a)})"
        else:
            msg = f"misaligned {what}: {nbytes} bytes at {a:#x} (needs {align}-byte alignment)"
        raise WaveFault(pos, lane, msg)
    return off


def words_view(buf: np.ndarray, size: int) -> np.ndarray:
    """``buf`` (a byte buffer) seen as ``size``-byte unsigned words."""
    return buf.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[size])


# ------------------------------------------------------------------ scalar loads
@family(r"s_load_(dword|dwordx2|dwordx4|dwordx8|dwordx16)", cls="smem")
def s_load(b, m):
    _, n = _SIZES[m.group(1)]
    b.expect(3)
    dst = b.op(0)
    if not isinstance(dst, ir.GPR) or dst.file != "s":
        b.error("destination of s_load must be SGPRs")
    if dst.count != n:
        b.error(f"destination {dst} has {dst.count} registers; '{b.ins.opcode}' loads {n}")
    if dst.index + n > 102 or (n > 1 and dst.index % min(n, 4)):
        b.error(f"destination {dst} is not a valid aligned SGPR range")
    base = b.ssrc(1, "b64")
    off = b.ssrc(2, "b32")
    if b.attr("offset"):
        b.error("s_load with offset: is not supported")
    r0 = dst.index
    nbytes = 4 * n

    def run(st, sel):
        addr = np.broadcast_to(np.asarray(base(st, sel), U64) + np.asarray(off(st, sel), U64), (sel_len(sel),))
        o = check_global(st, addr, nbytes, 4, "scalar load", lambda i: (i, None))
        words = words_view(st.gmem.buf, 4)
        idx = (o // 4)[None, :] + np.arange(n)[:, None]
        st.s[r0:r0 + n, sel] = words[idx]
    return run


# ------------------------------------------------------------------ vector addresses
def _active(st, sel):
    m = st.exec_mask(sel)
    wi, li = np.nonzero(m)
    return m, wi, li


def private_phys(st, waves: np.ndarray, lanes: np.ndarray, p: np.ndarray, nbytes: int, what: str, where):
    """Work-item private (scratch) offsets ``p`` -> a function ``delta -> byte offsets in
    device memory`` of ``p + delta``. Scratch is swizzled as the hardware lays it out
    (element size 4, index stride 64): dword ``j`` of lane ``l`` lives at
    ``FLAT_SCRATCH(wave) + j * 256 + l * 4``. Offsets are checked against the kernel's
    private segment size."""
    size = st.private_size
    bad = (p < 0) | (p + nbytes > size)
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        pos, lane = where(i)
        raise WaveFault(pos, lane, f"private (scratch) {what} of {nbytes} bytes at offset {int(p[i])} is outside the "
                                   f"work-item's {size} bytes of private memory")
    base = to64(st.s[FLAT_SCRATCH, waves], st.s[FLAT_SCRATCH + 1, waves]).astype(np.int64)
    lanes = lanes.astype(np.int64)

    def phys(delta: int) -> np.ndarray:
        q = p + delta
        return (base + (q // 4) * 256 + lanes * 4 + q % 4).astype(U64)
    return phys


def _flat_split(st, sel, addrs, m, wi, li, nbytes, align, what):
    """Split flat addresses by aperture: returns (is_lds mask over the active list,
    ``goff(delta)`` -> device-memory byte offsets of the other elements at ``+delta``,
    LDS byte offsets). Private-aperture addresses go to the work-item's scratch."""
    hi = (addrs >> U64(32)).astype(U32)
    lds = hi == U32(SHARED_APERTURE_HI)
    rest = ~lds
    priv = (hi == U32(PRIVATE_APERTURE_HI))[rest]
    waves_all = sel_indices(sel)[wi]
    if priv.any():
        sub = np.flatnonzero(rest)
        pi = sub[priv]
        phys = private_phys(st, waves_all[pi], li[pi], (addrs[pi] & M32).astype(np.int64), nbytes, what,
                            lambda i: (int(wi[pi[i]]), int(li[pi[i]])))
    gaddr = addrs[rest]

    def goff(delta: int) -> np.ndarray:
        a = gaddr + U64(delta)
        if priv.any():
            a = a.copy()
            a[priv] = phys(delta)
        return check_global(st, a, min(nbytes - delta, 4) if priv.any() else nbytes - delta, align, what,
                            _where_sub(wi, li, rest))
    lo = (addrs[lds] & M32).astype(np.int64)
    lo_off = check_lds(st, waves_all[lds], lo, nbytes, align, what, _where_sub(wi, li, lds))
    return lds, goff, lo_off


def _vmem_split(st, sel, addrs, m, wi, li, flat: bool, nbytes, align, what):
    """Where a global or flat access goes, as :func:`_flat_split` says it; a global one
    never touches LDS (mask and LDS offsets None) and is checked once, here."""
    if flat:
        return _flat_split(st, sel, addrs, m, wi, li, nbytes, align, what)
    g = check_global(st, addrs, nbytes, align, what, lambda i: (int(wi[i]), int(li[i])))
    return None, (lambda d: g + d), None


def _where_sub(wi, li, mask):
    sub = np.flatnonzero(mask)
    return lambda i: (int(wi[sub[i]]), int(li[sub[i]]))


def check_lds(st, waves: np.ndarray, addr: np.ndarray, nbytes: int, align: int, what: str, where) -> np.ndarray:
    """Byte offsets into ``st.lds`` of LDS addresses ``addr`` of ``waves`` (checked)."""
    if addr.size == 0:
        return addr
    bad = (addr < 0) | (addr + nbytes > st.lds_size)
    mis = (addr % align) != 0
    if bad.any() or mis.any():
        i = int(np.flatnonzero(bad | mis)[0])
        pos, lane = where(i)
        if bad[i]:
            msg = (f"LDS {what} of {nbytes} bytes at address {int(addr[i])} is outside the workgroup's "
                   f"{st.lds_size} bytes of LDS")
        else:
            msg = f"misaligned LDS {what}: {nbytes} bytes at address {int(addr[i])} (needs {align}-byte alignment)"
        raise WaveFault(pos, lane, msg)
    return st.lds_base[waves] + addr


def _global_addr(b, vaddr_i: int, saddr_i: int):
    """(reader of (n, 64) uint64 addresses, offset) of a global_*/flat_* instruction."""
    off = b.attr("offset", 0) or 0
    sa = b.op(saddr_i) if saddr_i is not None else None
    if sa is None or (isinstance(sa, ir.HwReg) and sa.name == "off"):
        va = b.vreg(vaddr_i, 2, ("v",))
        r = va.index

        def addr(st, sel):
            return to64(st.v[r, sel], st.v[r + 1, sel]) + U64(off & 0xFFFFFFFFFFFFFFFF)
        return addr
    if not (isinstance(sa, ir.GPR) and sa.file in ("s", "ttmp")):
        b.error(f"the scalar address of '{b.ins.opcode}' must be an SGPR pair or 'off'")
    base = b.ssrc(saddr_i, "b64")
    va = b.vreg(vaddr_i, 1, ("v",))
    r = va.index

    def addr2(st, sel):
        return np.asarray(base(st, sel), U64)[:, None] + st.v[r, sel].astype(U64) + U64(off & 0xFFFFFFFFFFFFFFFF)
    return addr2


def _data_rows(b, i: int, n: int):
    o = b.vreg(i, n)
    return o.file, o.index


def vector_file(st, f):
    """The register file ``f`` names: VGPRs (``v``) or AGPRs (``a``)."""
    return st.v if f == "v" else st.a


# ------------------------------------------------------------------ global / flat loads and stores
@family(rf"(global|flat)_load_({_LOAD_T})", cls="vmem")
def g_load(b, m):
    flat = m.group(1) == "flat"
    size, n, signed, d16 = data_kind(m.group(2))
    b.expect(2 if flat else 3)
    f, r0 = _data_rows(b, 0, n)
    addr = _global_addr(b, 1, None if flat else 2)
    nbytes = size * n
    align = min(size, 4)

    def run(st, sel):
        m_, wi, li = _active(st, sel)
        a = addr(st, sel)[m_]
        lds, goff, lo = _vmem_split(st, sel, a, m_, wi, li, flat, nbytes, align, "load")
        rows = vector_file(st, f)
        for k in range(n):
            vals = np.empty(a.size, dtype=U32)
            src = words_view(st.gmem.buf, size)[goff(k * size) // size]
            vals[~lds if lds is not None else slice(None)] = extend_to_u32(src, size, signed)
            if lds is not None and lds.any():
                vals[lds] = extend_to_u32(words_view(st.lds, size)[(lo + k * size) // size], size, signed)
            cur = rows[r0 + k, sel]
            cur[m_] = d16_merge(vals, cur[m_], d16)
            rows[r0 + k, sel] = cur
    return run


def extend_to_u32(x, size, signed):
    """Loaded ``size``-byte words as 32-bit register values (sign- or zero-extended)."""
    if size == 4:
        return x.astype(U32)
    if signed:
        return x.astype({1: np.int8, 2: np.int16}[size]).astype(np.int32).view(U32)
    return x.astype(U32)


@family(rf"(global|flat)_store_({_STORE_T})", cls="vmem")
def g_store(b, m):
    flat = m.group(1) == "flat"
    size, n, _, d16 = data_kind(m.group(2))
    b.expect(2 if flat else 3)
    f, r0 = _data_rows(b, 1, n)
    addr = _global_addr(b, 0, None if flat else 2)
    nbytes = size * n
    align = min(size, 4)

    def run(st, sel):
        m_, wi, li = _active(st, sel)
        a = addr(st, sel)[m_]
        lds, goff, lo = _vmem_split(st, sel, a, m_, wi, li, flat, nbytes, align, "store")
        rows = vector_file(st, f)
        dt = {1: np.uint8, 2: np.uint16, 4: np.uint32}[size]
        for k in range(n):
            vals = store_bits(rows[r0 + k, sel][m_], d16).astype(dt)
            if lds is None:
                words_view(st.gmem.buf, size)[goff(k * size) // size] = vals
            else:
                words_view(st.gmem.buf, size)[goff(k * size) // size] = vals[~lds]
                words_view(st.lds, size)[(lo + k * size) // size] = vals[lds]
    return run


# ------------------------------------------------------------------ atomics
def _aop(name: str, wide: bool):
    dt = U64 if wide else U32
    sdt = np.int64 if wide else np.int32
    ops = {
        "add": lambda o, d: o + d, "sub": lambda o, d: o - d, "and": lambda o, d: o & d,
        "or": lambda o, d: o | d, "xor": lambda o, d: o ^ d, "swap": lambda o, d: d,
        "smin": lambda o, d: np.minimum(o.view(sdt), d.view(sdt)).view(dt),
        "smax": lambda o, d: np.maximum(o.view(sdt), d.view(sdt)).view(dt),
        "umin": np.minimum, "umax": np.maximum,
        "inc": lambda o, d: np.where(o >= d, dt(0), o + dt(1)),
        "dec": lambda o, d: np.where((o == 0) | (o > d), d, o - dt(1)),
        "add_f32": lambda o, d: fp.add_f32(o.view(np.float32), d.view(np.float32)).view(U32),
        "add_f64": lambda o, d: fp.add_f64(o.view(np.float64), d.view(np.float64)).view(U64),
        "min_f64": lambda o, d: fp.min_f64(o.view(np.float64), d.view(np.float64)).view(U64),
        "max_f64": lambda o, d: fp.max_f64(o.view(np.float64), d.view(np.float64)).view(U64),
        # two f16 / bf16 adds in one dword (each half rounded to nearest even on its own)
        "pk_add_f16": lambda o, d: _pk_add(o, d, np.float16),
        "pk_add_bf16": lambda o, d: _pk_add(o, d, ml_dtypes.bfloat16),
    }
    return ops.get(name)


def _pk_add(o, d, dt):
    with np.errstate(all="ignore"):
        out = np.empty_like(o)
        for sh in (0, 16):
            a = ((o >> U32(sh)) & U32(0xFFFF)).astype(np.uint16).view(dt).astype(np.float64)
            c = ((d >> U32(sh)) & U32(0xFFFF)).astype(np.uint16).view(dt).astype(np.float64)
            h = (a + c).astype(dt).view(np.uint16).astype(U32)          # exact sum, one rounding
            out = h if sh == 0 else out | (h << U32(16))
    return out


def serial_atomic(words: np.ndarray, idx: np.ndarray, data, op, cmp=None) -> np.ndarray:
    """Apply ``op`` at ``words[idx[i]]`` for i in order; returns the old values. Lanes
    that share an address are serialised (one round per repeat of an address)."""
    old = np.empty(idx.size, dtype=words.dtype)
    remaining = np.arange(idx.size)
    while remaining.size:
        _, first = np.unique(idx[remaining], return_index=True)
        take = remaining[first]
        cur = words[idx[take]]
        old[take] = cur
        if cmp is None:
            words[idx[take]] = op(cur, data[take])
        else:
            words[idx[take]] = np.where(cur == cmp[take], data[take], cur)
        remaining = np.delete(remaining, first)
    return old


@family(r"(global|flat)_atomic_(add|sub|and|or|xor|swap|smin|smax|umin|umax|inc|dec|cmpswap|add_f32|add_f64|min_f64|"
        r"max_f64|pk_add_f16|pk_add_bf16)(_x2)?",
        cls="vmem")
def g_atomic(b, m):
    flat = m.group(1) == "flat"
    name = m.group(2)
    wide = bool(m.group(3)) or name.endswith("f64")
    nd = 2 if wide else 1
    nops = len(b.ins.operands)
    base_n = 2 if flat else 3
    returns = nops == base_n + 1
    if nops not in (base_n, base_n + 1):
        b.error(f"'{b.ins.opcode}' takes {base_n} operands, or {base_n + 1} with a returned value")
    k = 1 if returns else 0
    cmpswap = name == "cmpswap"
    df, dr = _data_rows(b, k + 1, 2 * nd if cmpswap else nd)
    addr = _global_addr(b, k, None if flat else k + 2)
    rf, rr = _data_rows(b, 0, nd) if returns else (None, None)
    op = None if cmpswap else _aop(name, wide)
    size = 8 if wide else 4
    dt = U64 if wide else U32

    def run(st, sel):
        m_, wi, li = _active(st, sel)
        a = addr(st, sel)[m_]
        lds, goff, _ = _vmem_split(st, sel, a, m_, wi, li, flat, size, size, "atomic")
        g = goff(0)
        if lds is not None and lds.any():
            raise WaveFault(int(wi[np.flatnonzero(lds)[0]]), int(li[np.flatnonzero(lds)[0]]),
                            "flat atomics on LDS addresses are not supported")
        rows = vector_file(st, df)

        def val(r):
            if wide:
                return to64(rows[r, sel][m_], rows[r + 1, sel][m_])
            return rows[r, sel][m_].astype(U32)
        data = val(dr)
        cmp = val(dr + nd) if cmpswap else None
        old = serial_atomic(words_view(st.gmem.buf, size), g // size, data.astype(dt), op, cmp)
        if returns:
            out = vector_file(st, rf)
            parts = [(old & M32).astype(U32), (old >> U64(32)).astype(U32)] if wide else [old.astype(U32)]
            for j, p in enumerate(parts):
                cur = out[rr + j, sel]
                cur[m_] = p
                out[rr + j, sel] = cur
    return run


# ------------------------------------------------------------------ buffer
@family(rf"buffer_(load_(?:{_LOAD_T})|store_(?:{_STORE_T}))", cls="vmem")
def buf_access(b, m):
    load = m.group(1).startswith("load")
    size, n, signed, d16 = data_kind(m.group(1).split("_", 1)[1])
    b.expect(4)
    f, r0 = _data_rows(b, 0, n)
    offen, idxen = b.attr("offen", False), b.attr("idxen", False)
    if b.attr("lds") or b.attr("addr64"):
        b.error("buffer 'lds'/'addr64' forms are not supported")
    inst_off = b.attr("offset", 0) or 0
    va = b.op(1)
    need = int(bool(offen)) + int(bool(idxen))
    if need:
        vr = b.vreg(1, need, ("v",)).index
    elif not (isinstance(va, ir.HwReg) and va.name == "off"):
        b.error("buffer access without offen/idxen takes 'off' as its address operand")
    rsrc = b.op(2)
    if not isinstance(rsrc, ir.GPR) or rsrc.file != "s" or rsrc.count != 4 or rsrc.index % 4:
        b.error("the buffer resource must be four aligned SGPRs, e.g. s[0:3]")
    rs = rsrc.index
    soff = b.ssrc(3, "b32")
    nbytes = size * n
    align = min(size, 4)

    def run(st, sel):
        m_, wi, li = _active(st, sel)
        w0, w1, w2, w3 = st.s[rs, sel], st.s[rs + 1, sel], st.s[rs + 2, sel], st.s[rs + 3, sel]
        base = (w0.astype(np.int64) | ((w1.astype(np.int64) & 0xFFFF) << 32))[:, None]
        stride = ((w1 >> U32(16)) & U32(0x3FFF)).astype(np.int64)[:, None]
        swizzle = ((w1 >> U32(31)) & U32(1)).astype(bool)[:, None]
        nrec = w2.astype(np.int64)[:, None]
        esize = (2 << ((w3 >> U32(19)) & U32(3)).astype(np.int64))[:, None]
        istride = (8 << ((w3 >> U32(21)) & U32(3)).astype(np.int64))[:, None]
        add_tid = ((w3 >> U32(23)) & U32(1)).astype(bool)[:, None]
        off = np.asarray(soff(st, sel), np.int64)
        soffset = (off[:, None] if np.ndim(off) else off)
        offset = np.zeros(m_.shape, np.int64) + inst_off
        index = np.zeros(m_.shape, np.int64)
        k = 0
        if idxen:
            index = st.v[vr, sel].astype(np.int64)
            k = 1
        if offen:
            offset = offset + st.v[vr + k, sel].astype(np.int64)
        index = index + np.where(add_tid, np.arange(64)[None, :], 0)
        # raw buffers (stride 0): range check on the byte offset; structured: on the index;
        # swizzled (scratch) buffers are not range checked here
        inrange = np.where(swizzle | add_tid, True, np.where(stride == 0, offset + nbytes <= nrec, index < nrec)) & m_
        wi2, li2 = np.nonzero(inrange)
        rows = vector_file(st, f)
        words = words_view(st.gmem.buf, size)

        def address(delta):
            o = offset + delta
            swz = (base + soffset + (index // istride * stride + o // esize * esize) * istride
                   + index % istride * esize + o % esize)
            return np.where(swizzle, swz, base + soffset + stride * index + o)[inrange].astype(U64)
        for j in range(n):
            g = check_global(st, address(j * size), size if swizzle.any() else nbytes - j * size, align,
                             "buffer " + ("load" if load else "store"), lambda i: (int(wi2[i]), int(li2[i])))
            if load:
                cur = rows[r0 + j, sel]
                new = np.zeros(cur.shape, U32)
                new[inrange] = extend_to_u32(words[g // size], size, signed)
                cur[m_] = d16_merge(new[m_], cur[m_], d16)
                rows[r0 + j, sel] = cur
            else:
                words[g // size] = store_bits(rows[r0 + j, sel][inrange], d16).astype(words.dtype)
    return run


@semantics("buffer_wbl2", "buffer_inv", "buffer_wbinvl1", "buffer_wbinvl1_vol", "buffer_gl0_inv", "buffer_gl1_inv",
           cls="vmem")
@semantics("s_dcache_wb", "s_dcache_inv", cls="smem")   # scalar-cache operations (SMEM encoding)
@semantics("s_icache_inv", cls="salu")                  # SOPP: the sequencer, a scalar issue slot
def cache_control(b):
    """Cache write-back/invalidate: memory here is coherent, so they do nothing."""
    return lambda st, sel: None


@family(rf"scratch_(load_(?:{_LOAD_T})|store_(?:{_STORE_T}))", cls="vmem")
def scratch(b, m):
    """gfx940+ ``scratch_load vdst, vaddr|off, saddr|off offset:N`` / ``scratch_store
    vaddr|off, vdata, saddr|off``: the work-item's private offset is vaddr + saddr +
    offset (absent parts 0), laid out in swizzled scratch (see :func:`private_phys`)."""
    load = m.group(1).startswith("load")
    size, n, signed, d16 = data_kind(m.group(1).split("_", 1)[1])
    b.expect(3)
    f, r0 = _data_rows(b, 0 if load else 1, n)
    va, sa = b.op(1 if load else 0), b.op(2)
    vr = None if isinstance(va, ir.HwReg) and va.name == "off" else b.vreg(1 if load else 0, 1, ("v",)).index
    if isinstance(sa, ir.HwReg) and sa.name == "off":
        sbase = None
    else:
        sbase = b.ssrc(2, "b32")
    off = b.attr("offset", 0) or 0
    nbytes = size * n
    dt = {1: np.uint8, 2: np.uint16, 4: np.uint32}[size]

    def run(st, sel):
        m_, wi, li = _active(st, sel)
        p = np.zeros(m_.shape, np.int64) + off
        if vr is not None:
            p = p + st.v[vr, sel].astype(np.int64)
        if sbase is not None:
            sv = np.asarray(sbase(st, sel), np.int64)
            p = p + (sv[:, None] if sv.ndim else sv)
        waves = sel_indices(sel)[wi]
        phys = private_phys(st, waves, li, p[m_], nbytes, "load" if load else "store", lambda i: (int(wi[i]), int(li[i])))
        rows = vector_file(st, f)
        words = words_view(st.gmem.buf, size)
        for k in range(n):
            g = check_global(st, phys(k * size), size, min(size, 4), "scratch access", lambda i: (int(wi[i]), int(li[i])))
            if load:
                cur = rows[r0 + k, sel]
                cur[m_] = d16_merge(extend_to_u32(words[g // size], size, signed), cur[m_], d16)
                rows[r0 + k, sel] = cur
            else:
                words[g // size] = store_bits(rows[r0 + k, sel][m_], d16).astype(dt)
    return run
