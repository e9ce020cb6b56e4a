"""Checking kernel arguments against the kernel's .param list and packing them."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tcsim.errors import LaunchError
from tcsim.exec.dtypes import DTYPE
from tcsim.isa import ir
from tcsim.runtime.handles import DeviceArray, check_device


def _describe(i: int, p: ir.VarDecl) -> str:
    shape = f".{p.type}" + (f"[{p.dims[0]}]" if p.dims else "")
    return f"argument {i} ('{p.name}', {shape}, {p.size()} bytes)"


def _scalar_bytes(func: ir.Function, i: int, p: ir.VarDecl, a, device) -> bytes:
    what = _describe(i, p)
    dt = DTYPE[p.type]
    if isinstance(a, DeviceArray):
        if dt.itemsize != 8 or dt.kind == "f":
            raise LaunchError(f"kernel {func.name}: {what} is a scalar, but a device array (pointer) was passed")
        check_device(func.name, what, a, device)
        return np.uint64(a.ptr).tobytes()
    if isinstance(a, np.generic):
        if a.dtype.itemsize != dt.itemsize:
            raise LaunchError(f"kernel {func.name}: {what} expects {dt.itemsize} bytes, got {a.dtype} ({a.dtype.itemsize} bytes)")
        if (a.dtype.kind == "f") != (dt.kind == "f"):
            kind = "a floating-point" if dt.kind == "f" else "an integer or pointer"
            raise LaunchError(f"kernel {func.name}: {what} expects {kind} value, got {a.dtype}")
        return a.tobytes()
    if isinstance(a, (bool, int)):
        if dt.kind == "f":
            return np.asarray(a, dtype=dt).tobytes()
        bits = dt.itemsize * 8
        lo, hi = (-(1 << (bits - 1)), (1 << bits) - 1)
        if not lo <= a <= hi:
            raise LaunchError(f"kernel {func.name}: {what}: {a} does not fit in {bits} bits")
        return (int(a) & ((1 << bits) - 1)).to_bytes(dt.itemsize, "little")
    if isinstance(a, float):
        if dt.kind != "f":
            raise LaunchError(f"kernel {func.name}: {what} expects an integer or pointer, got float {a!r}")
        return np.asarray(a, dtype=dt).tobytes()
    raise LaunchError(f"kernel {func.name}: {what}: cannot pass {type(a).__name__}")


def pack_args(func: ir.Function, prog, args: Sequence, device=None) -> np.ndarray:
    """The kernel's parameter buffer for ``args`` (device arrays must be ``device``'s)."""
    params = func.params
    if not isinstance(args, (tuple, list)):
        raise LaunchError(f"kernel {func.name}: args must be a tuple or list")
    if len(args) != len(params):
        sig = ", ".join(f".{p.type}{'[]' if p.dims else ''}" for p in params)
        raise LaunchError(f"kernel {func.name} takes {len(params)} arguments ({sig}), got {len(args)}")
    buf = np.zeros(max(-(-prog.kparam_size // 16) * 16, 16), dtype=np.uint8)
    for i, (p, a) in enumerate(zip(params, args)):
        off = prog.vars[(func.name, p.name)].addr
        if p.dims:  # by-value aggregate (.param .align 8 .b8 name[24])
            if isinstance(a, (bytes, bytearray)):
                raw = bytes(a)
            elif isinstance(a, (np.ndarray, np.void)):
                raw = np.ascontiguousarray(a).tobytes()
            else:
                raise LaunchError(f"kernel {func.name}: {_describe(i, p)} is an aggregate; "
                                 f"pass bytes or a numpy array/structured scalar of {p.size()} bytes")
            if len(raw) != p.size():
                raise LaunchError(f"kernel {func.name}: {_describe(i, p)}: got {len(raw)} bytes")
        else:
            raw = _scalar_bytes(func, i, p, a, device)
        buf[off: off + len(raw)] = np.frombuffer(raw, dtype=np.uint8)
    return buf
