"""Placing a module's global and constant variables on the device, with their initializers."""

from __future__ import annotations

import numpy as np

from tcsim.errors import LaunchError, PTXSyntaxError
from tcsim.exec.dtypes import DTYPE, UINT_OF_SIZE
from tcsim.exec.memory import GlobalMemory
from tcsim.exec.program import ModuleImage
from tcsim.isa import ir

#: bytes of constant memory a module's .const variables share
CONST_BANK_BYTES = 64 * 1024


def _init_bytes(v: ir.VarDecl, resolve) -> np.ndarray:
    """The initial bytes of ``v`` (zeros where the initializer stops short)."""
    out = np.zeros(v.size(), dtype=np.uint8)
    if not v.init:
        return out
    dt = DTYPE[v.type]
    vals = []
    for x in v.init:
        if isinstance(x, ir.Sym):
            x = resolve(x)
        vals.append(x)
    n = min(len(vals), v.size() // dt.itemsize)
    if dt.kind == "f":
        arr = np.asarray(vals[:n], dtype=np.float64).astype(dt)
    else:
        size = dt.itemsize
        arr = np.asarray([int(x) & ((1 << (8 * size)) - 1) for x in vals[:n]], dtype=UINT_OF_SIZE[size]).view(dt)
    raw = arr.view(np.uint8)
    out[: raw.size] = raw
    return out


def load_image(module: ir.Module, gmem: GlobalMemory) -> ModuleImage:
    global_addrs: dict[str, int] = {}
    const_offsets: dict[str, int] = {}
    off = 0
    for v in module.variables.values():
        if v.space == "global":
            if v.linkage == "extern":
                raise PTXSyntaxError(v.loc, f"external global variable '{v.name}' is not defined in this module")
            try:
                global_addrs[v.name] = gmem.alloc(max(v.size(), 1), label=f"global variable '{v.name}'")
            except LaunchError as e:
                raise LaunchError(f"{v.loc}: {e}") from None
        elif v.space == "const":
            a = v.align or v.element_size()
            off = -(-off // a) * a
            const_offsets[v.name] = off
            off += v.size()
    if off > CONST_BANK_BYTES:
        v = next(v for v in module.variables.values() if v.space == "const")
        raise PTXSyntaxError(v.loc, f"the module's .const variables take {off:,} bytes; constant memory holds "
                                    f"{CONST_BANK_BYTES:,} (64 KB, CUDA C++ Programming Guide, device memory spaces)")
    bank = np.zeros(max(-(-off // 16) * 16, 16), dtype=np.uint8)

    def resolve(sym: ir.Sym) -> int:
        if sym.name in global_addrs:
            return global_addrs[sym.name] + sym.offset
        if sym.name in const_offsets:
            return const_offsets[sym.name] + sym.offset
        raise PTXSyntaxError(module.variables[next(iter(module.variables))].loc, f"initializer refers to unknown variable '{sym.name}'")

    for v in module.variables.values():
        if v.space == "global" and v.init:  # (fresh allocations are already zero)
            gmem.write_bytes(global_addrs[v.name], _init_bytes(v, resolve))
        elif v.space == "const":
            b = _init_bytes(v, resolve)
            bank[const_offsets[v.name]: const_offsets[v.name] + b.size] = b
    return ModuleImage(module, global_addrs, const_offsets, bank)
