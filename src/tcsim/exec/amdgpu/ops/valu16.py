"""16-bit integer VALU instructions (GFX9: VOP2 and VOP3 forms, as LLVM selects them for
``short``/``char`` arithmetic, byte shuffles and sparse-index packing).

Sources are the low 16 bits of their registers; the result is written to bits 15:0 and
bits 31:16 are **zeroed** — the GFX9 behaviour LLVM relies on (``GCNSubtarget::
zeroesHigh16BitsOfDest``: the 16-bit shifts, add/sub/mul, min/max and v_mad_u16/i16 zero
the high half up to GFX9; "derived mostly from experimentation" in LLVM's words). Shift
counts use bits 3:0 of src0 (the ``rev`` operand order). ``clamp`` saturates the unsigned
add/sub (AMD ISA guides: integer clamp). ``op_sel`` (16-bit VOP3 on gfx9) is refused.
"""

from __future__ import annotations

import numpy as np

from . import semantics
from .valu import vop

U32, I32 = np.uint32, np.int32
M16 = U32(0xFFFF)


def _u(x):
    return np.asarray(x, U32) & M16


def _s(x):
    return (np.asarray(x, U32) & M16).astype(np.uint16).view(np.int16).astype(I32)


def _w(x):
    """A 16-bit result (any int array) as the 32-bit register value (high half zero)."""
    return np.asarray(x).astype(np.int64).astype(U32) & M16


_BIN = {
    "v_add_u16": lambda a, c: _w(_u(a) + _u(c)),
    "v_sub_u16": lambda a, c: _w(_u(a) - _u(c)),
    "v_subrev_u16": lambda a, c: _w(_u(c) - _u(a)),
    "v_mul_lo_u16": lambda a, c: _w(_u(a) * _u(c)),
    "v_lshlrev_b16": lambda a, c: _w(_u(c) << (_u(a) & U32(15))),
    "v_lshrrev_b16": lambda a, c: _w(_u(c) >> (_u(a) & U32(15))),
    "v_ashrrev_i16": lambda a, c: _w(_s(c) >> (_u(a) & U32(15)).astype(I32)),
    "v_max_u16": lambda a, c: _w(np.maximum(_u(a), _u(c))),
    "v_min_u16": lambda a, c: _w(np.minimum(_u(a), _u(c))),
    "v_max_i16": lambda a, c: _w(np.maximum(_s(a), _s(c))),
    "v_min_i16": lambda a, c: _w(np.minimum(_s(a), _s(c))),
    "v_add_i16": lambda a, c: _w(_s(a) + _s(c)),
    "v_sub_i16": lambda a, c: _w(_s(a) - _s(c)),
}

_SAT = {  # clamp: unsigned saturation of the exact result (signed for the _i16 forms)
    "v_add_u16": lambda a, c: _w(np.minimum(_u(a) + _u(c), M16)),
    "v_sub_u16": lambda a, c: _w(np.maximum(_u(a).astype(I32) - _u(c).astype(I32), 0)),
    "v_subrev_u16": lambda a, c: _w(np.maximum(_u(c).astype(I32) - _u(a).astype(I32), 0)),
    "v_add_i16": lambda a, c: _w(np.clip(_s(a) + _s(c), -32768, 32767)),
    "v_sub_i16": lambda a, c: _w(np.clip(_s(a) - _s(c), -32768, 32767)),
}


def _med3(a, m, c):
    a, m, c = np.broadcast_arrays(a, m, c)
    return np.maximum(np.minimum(a, m), np.minimum(np.maximum(a, m), c))


_TER = {
    "v_mad_u16": lambda a, m, c: _w(_u(a) * _u(m) + _u(c)),
    "v_mad_i16": lambda a, m, c: _w(_s(a) * _s(m) + _s(c)),
    "v_max3_u16": lambda a, m, c: _w(np.maximum(np.maximum(_u(a), _u(m)), _u(c))),
    "v_min3_u16": lambda a, m, c: _w(np.minimum(np.minimum(_u(a), _u(m)), _u(c))),
    "v_med3_u16": lambda a, m, c: _w(_med3(_u(a), _u(m), _u(c))),
    "v_max3_i16": lambda a, m, c: _w(np.maximum(np.maximum(_s(a), _s(m)), _s(c))),
    "v_min3_i16": lambda a, m, c: _w(np.minimum(np.minimum(_s(a), _s(m)), _s(c))),
    "v_med3_i16": lambda a, m, c: _w(_med3(_s(a), _s(m), _s(c))),
    # 32-bit results from 16-bit sources
    "v_mad_u32_u16": lambda a, m, c: (_u(a) * _u(m) + np.asarray(c, U32)).astype(U32),
    "v_mad_i32_i16": lambda a, m, c: (_s(a) * _s(m) + np.asarray(c, U32).view(I32)).astype(I32).view(U32),
}


def _no_op_sel(b):
    if b.attr("op_sel"):
        b.error(f"op_sel on the 16-bit operation '{b.ins.opcode}' is not supported")


@semantics(*_BIN)
def v_int16_2(b):
    _no_op_sel(b)
    op = b.ins.opcode
    f = _BIN[op]
    if op in _SAT and b.ins.attrs.get("clamp"):
        b.attr("clamp")
        f = _SAT[op]
    return vop(b, "b32", ["b32", "b32"], f)


@semantics(*_TER)
def v_int16_3(b):
    _no_op_sel(b)
    return vop(b, "b32", ["b32", "b32", "b32"], _TER[b.ins.opcode])
