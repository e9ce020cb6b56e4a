"""Modifier parsing shared by the semantics modules."""

from __future__ import annotations

import numpy as np

from tcsim.isa.ir import TYPES

SPACES = {"global", "shared", "local", "const", "param", "shared::cta", "shared::cluster", "param::entry", "param::func"}
ROUNDING = {"rn", "rz", "rm", "rp", "rna", "rni", "rzi", "rmi", "rpi", "rs"}
VECS = {"v2": 2, "v4": 4, "v8": 8}


def types_of(mods) -> list[str]:
    """The type modifiers of an instruction, in order (``cvt.rn.f32.s32`` -> [f32, s32])."""
    return [m for m in mods if m in TYPES]


def one_type(b, allowed=None) -> str:
    ts = types_of(b.ins.mods)
    if len(ts) != 1:
        b.error(f"'{b.ins.full_opcode}' needs exactly one type")
    if allowed is not None and ts[0] not in allowed:
        b.error(f"'{b.ins.opcode}' does not support .{ts[0]}")
    return ts[0]


def space_of(mods) -> str:
    for m in mods:
        if m in SPACES:
            return {"shared::cta": "shared", "shared::cluster": "cluster", "param::entry": "param", "param::func": "param"}.get(m, m)
    return "generic"


def vec_of(mods) -> int:
    for m in mods:
        if m in VECS:
            return VECS[m]
    return 1


def rounding_of(mods) -> str | None:
    r = [m for m in mods if m in ROUNDING]
    return r[0] if r else None


def full(v, n: int, dtype=None) -> np.ndarray:
    """``v`` as a length-``n`` array (broadcast scalars, copy nothing else)."""
    a = np.asarray(v, dtype=dtype)
    if a.ndim == 0:
        return np.full(n, a, dtype=a.dtype)
    return a
