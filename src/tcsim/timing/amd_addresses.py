"""The addresses an AMDGPU memory instruction touches, read from the wave state at issue
(before its semantics run: a load may overwrite its own address registers), for the
memory hierarchy of ``timing/amd_memory.py``.

:func:`access_of` works out once per instruction what kind of access it is and returns an
:class:`Access` whose ``addrs(st, sel)`` gives ``(addresses, active)`` — ``(n, lanes)``
int64 byte addresses and the EXEC mask, for the ``n`` selected waves (LDS: one row per
address set; ``ds_read2``/``ds_write2`` give two). Instructions it does not describe
(``buffer_*``, ``scratch_*``, ``ds_permute``/``ds_swizzle``, cache maintenance) keep the
fixed latency of ``amd.memory`` (docs/amdgpu.md, "Memory hierarchy").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from tcsim.exec.amdgpu.binder import PRIVATE_APERTURE_HI, SHARED_APERTURE_HI
from tcsim.isa import ir

_WIDTH = {"dword": 4, "dwordx2": 8, "dwordx3": 12, "dwordx4": 16, "ubyte": 1, "sbyte": 1, "byte": 1,
          "ushort": 2, "sshort": 2, "short": 2}
_GLOBAL = re.compile(r"(global|flat)_(load|store)_(\w+?)(_d16(_hi)?)?")
_ATOMIC = re.compile(r"(global|flat)_atomic_(\w+)")
_DS = re.compile(r"ds_(read|write)(2st64|2)?_(b8|b16|b32|b64|b96|b128|u8|i8|u16|i16)(_d16(_hi)?)?")
_DS_ATOMIC = re.compile(r"ds_(add|sub|rsub|and|or|xor|min|max|inc|dec|wrxchg)(_rtn)?_(u32|i32|u64|i64|b32|b64|f32)")
_DS_W = {"b8": 1, "u8": 1, "i8": 1, "b16": 2, "u16": 2, "i16": 2, "b32": 4, "b64": 8, "b96": 12, "b128": 16}
_SMEM = re.compile(r"s_load_dword(x(\d+))?")


@dataclass
class Access:
    kind: str            # load, store, atomic (vector memory), lds, smem
    width: int           # bytes per lane and address
    addrs: Callable      # (st, sel) -> (int64 addresses (n, k), bool active (n, k))
    bypass_l1: bool = False


def _gpr(o) -> ir.GPR | None:
    return o if isinstance(o, ir.GPR) else None


def _sgpr64(st, sel, g: ir.GPR) -> np.ndarray:
    s = st.s
    return s[g.index, sel].astype(np.int64) | (s[g.index + 1, sel].astype(np.int64) << 32)


def _vaddr(ins, vi: int, si: int | None):
    """``global_*`` / ``flat_*`` addresses: a 64-bit VGPR pair, or SGPR base + 32-bit VGPR offset."""
    off = int((ins.attrs or {}).get("offset", 0) or 0)
    ops = ins.operands
    sa = _gpr(ops[si]) if si is not None and si < len(ops) else None
    va = _gpr(ops[vi])
    if va is None:
        return None
    r = va.index
    if sa is None or sa.file not in ("s", "ttmp"):
        def pair(st, sel):
            v = st.v
            a = v[r, sel].astype(np.int64) | (v[r + 1, sel].astype(np.int64) << 32)
            return a + off, st.exec_mask(sel)
        return pair

    def based(st, sel):
        return _sgpr64(st, sel, sa)[:, None] + st.v[r, sel].astype(np.int64) + off, st.exec_mask(sel)
    return based


def _outside_apertures(fn):
    """FLAT: lanes whose address lies in the LDS or private aperture are not device memory."""
    def addrs(st, sel):
        a, m = fn(st, sel)
        hi = a >> 32
        return a, m & (hi != SHARED_APERTURE_HI) & (hi != PRIVATE_APERTURE_HI)
    return addrs


def _lds_addrs(ins, vi: int, offsets: tuple[int, ...]):
    r = ins.operands[vi].index

    def addrs(st, sel):
        base = st.v[r, sel].astype(np.int64)
        m = st.exec_mask(sel)
        if len(offsets) == 1:
            return base + offsets[0], m
        return np.concatenate([base + o for o in offsets], axis=1), np.concatenate([m] * len(offsets), axis=1)
    return addrs


def access_of(ins, returning_atomic: bool) -> Access | None:
    name = ins.opcode
    attrs = ins.attrs or {}
    if (m := _GLOBAL.fullmatch(name)) and m.group(3) in _WIDTH:
        flat = m.group(1) == "flat"
        store = m.group(2) == "store"
        fn = _vaddr(ins, 0 if store else 1, None if flat else len(ins.operands) - 1)
        if fn is None:
            return None
        return Access("store" if store else "load", _WIDTH[m.group(3)], _outside_apertures(fn) if flat else fn,
                      bypass_l1="glc" in attrs or "sc1" in attrs)
    if m := _ATOMIC.fullmatch(name):
        flat = m.group(1) == "flat"
        fn = _vaddr(ins, 1 if returning_atomic else 0, None if flat else len(ins.operands) - 1)
        if fn is None:
            return None
        wide = m.group(2).endswith("_x2") or m.group(2).endswith("f64")
        return Access("atomic", 8 if wide else 4, _outside_apertures(fn) if flat else fn)
    if m := _DS.fullmatch(name):
        width = _DS_W[m.group(3)]
        vi = 1 if m.group(1) == "read" else 0
        if m.group(2):
            scale = width * (64 if m.group(2) == "2st64" else 1)
            offs = (int(attrs.get("offset0", 0) or 0) * scale, int(attrs.get("offset1", 0) or 0) * scale)
        else:
            offs = (int(attrs.get("offset", 0) or 0),)
        return Access("lds", width, _lds_addrs(ins, vi, offs))
    if m := _DS_ATOMIC.fullmatch(name):
        width = 8 if m.group(3).endswith("64") else 4
        return Access("lds", width, _lds_addrs(ins, 1 if m.group(2) else 0, (int(attrs.get("offset", 0) or 0),)))
    if m := _SMEM.fullmatch(name):
        n = int(m.group(2) or 1)
        base, off = _gpr(ins.operands[1]), ins.operands[2]
        if base is None:
            return None

        def saddr(st, sel):
            a = _sgpr64(st, sel, base)
            if isinstance(off, ir.Imm):
                a = a + int(off.value)
            elif isinstance(off, ir.GPR):
                a = a + st.s[off.index, sel].astype(np.int64)
            return a[:, None], np.ones((a.size, 1), dtype=bool)
        return Access("smem", 4 * n, saddr)
    return None
