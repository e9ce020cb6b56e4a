"""Packing an AMDGPU kernel's arguments into its kernarg segment, from the metadata.

Explicit arguments are checked against the ``.args`` of the ``.amdgpu_metadata`` block:
their number, and for each its kind (``global_buffer``: a device array, passed as its
64-bit address; ``by_value``: a scalar or raw bytes of exactly ``.size`` bytes). Hidden
arguments are filled as the HIP runtime fills them (block counts, group sizes,
remainders, grid dimensions, dynamic LDS size, the aperture bases); the ones that point
at runtime services tcsim does not provide (printf and hostcall buffers, the default
queue, the heap, the multigrid sync argument) are null, so a kernel that uses them faults
on a null address instead of silently doing nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tcsim.errors import LaunchError
from tcsim.exec.amdgpu.binder import PRIVATE_APERTURE_HI, SHARED_APERTURE_HI
from tcsim.isa.ir import AsmKernel, KernArg
from tcsim.runtime.handles import DeviceArray, check_device


def _describe(i: int, a: KernArg) -> str:
    name = f"'{a.name}', " if a.name else ""
    return f"argument {i} ({name}{a.value_kind}, {a.size} bytes)"


def _by_value(kname: str, i: int, a: KernArg, v) -> bytes:
    what = _describe(i, a)
    if isinstance(v, DeviceArray):
        raise LaunchError(f"kernel {kname}: {what} is passed by value, but a device array (pointer) was given")
    if isinstance(v, (bytes, bytearray, np.ndarray, np.void)):
        raw = bytes(v) if isinstance(v, (bytes, bytearray)) else np.ascontiguousarray(v).tobytes()
        if len(raw) != a.size:
            raise LaunchError(f"kernel {kname}: {what}: got {len(raw)} bytes")
        return raw
    if isinstance(v, np.generic):
        if v.dtype.itemsize != a.size:
            raise LaunchError(f"kernel {kname}: {what} expects {a.size} bytes, got {v.dtype} ({v.dtype.itemsize} bytes)")
        return v.tobytes()
    if isinstance(v, bool) or isinstance(v, int):
        bits = 8 * a.size
        if a.size not in (1, 2, 4, 8) or not -(1 << (bits - 1)) <= int(v) < (1 << bits):
            raise LaunchError(f"kernel {kname}: {what}: {v} does not fit in {a.size} bytes")
        return (int(v) & ((1 << bits) - 1)).to_bytes(a.size, "little")
    if isinstance(v, float):
        if a.size == 4:
            return np.float32(v).tobytes()
        if a.size == 8:
            return np.float64(v).tobytes()
        raise LaunchError(f"kernel {kname}: {what}: a float cannot fill {a.size} bytes")
    raise LaunchError(f"kernel {kname}: {what}: cannot pass {type(v).__name__}")


def pack_kernargs(kernel: AsmKernel, args: Sequence, grid: tuple, block: tuple, dynamic_lds: int,
                  device=None) -> np.ndarray:
    kname = kernel.name
    if not isinstance(args, (tuple, list)):
        raise LaunchError(f"kernel {kname}: args must be a tuple or list")
    user = kernel.user_args
    if len(args) != len(user):
        sig = ", ".join(f"{a.name + ': ' if a.name else ''}{'pointer' if a.value_kind == 'global_buffer' else f'{a.size}-byte value'}"
                        for a in user)
        raise LaunchError(f"kernel {kname} takes {len(user)} arguments ({sig}), got {len(args)}")
    size = kernel.meta.get("kernarg_segment_size", 0)
    buf = np.zeros(max(-(-size // 16) * 16, 16), dtype=np.uint8)

    def put(a: KernArg, raw: bytes) -> None:
        raw = raw[:a.size]
        buf[a.offset:a.offset + len(raw)] = np.frombuffer(raw, dtype=np.uint8)

    for i, (a, v) in enumerate(zip(user, args)):
        if a.value_kind == "global_buffer":
            if not isinstance(v, DeviceArray):
                raise LaunchError(f"kernel {kname}: {_describe(i, a)} is a pointer; pass a device array, "
                                  f"not {type(v).__name__}")
            if a.size != 8:
                raise LaunchError(f"kernel {kname}: {_describe(i, a)}: pointers are 8 bytes")
            check_device(kname, _describe(i, a), v, device)
            put(a, np.uint64(v.ptr).tobytes())
        elif a.value_kind == "by_value":
            put(a, _by_value(kname, i, a, v))
        else:
            raise LaunchError(f"kernel {kname}: {_describe(i, a)}: argument kind '{a.value_kind}' is not supported")
    dims = 1 + int(grid[1] > 1 or grid[2] > 1 or block[1] > 1 or block[2] > 1) + int(grid[2] > 1 or block[2] > 1)
    hidden = {
        "hidden_block_count_x": grid[0], "hidden_block_count_y": grid[1], "hidden_block_count_z": grid[2],
        "hidden_group_size_x": block[0], "hidden_group_size_y": block[1], "hidden_group_size_z": block[2],
        "hidden_remainder_x": 0, "hidden_remainder_y": 0, "hidden_remainder_z": 0,
        "hidden_grid_dims": dims, "hidden_dynamic_lds_size": dynamic_lds,
        "hidden_shared_base": SHARED_APERTURE_HI, "hidden_private_base": PRIVATE_APERTURE_HI,
    }
    for a in kernel.args:
        if a.hidden and a.value_kind in hidden:
            put(a, int(hidden[a.value_kind]).to_bytes(8, "little"))
    return buf


def dispatch_packet(grid: tuple, block: tuple, lds: int, kernarg_addr: int) -> bytes:
    """The 64-byte hsa_kernel_dispatch_packet_t a kernel sees through its dispatch pointer
    (code object v4 kernels read their workgroup size from it)."""
    p = np.zeros(64, dtype=np.uint8)

    def put(off, val, n):
        p[off:off + n] = np.frombuffer(int(val).to_bytes(n, "little"), dtype=np.uint8)
    dims = 1 + int(grid[1] > 1 or grid[2] > 1 or block[1] > 1 or block[2] > 1) + int(grid[2] > 1 or block[2] > 1)
    put(2, dims, 2)  # setup: dimensions
    for k in range(3):
        put(4 + 2 * k, block[k], 2)
        put(12 + 4 * k, grid[k] * block[k], 4)  # grid size in work-items
    put(28, lds, 4)
    put(40, kernarg_addr, 8)
    return p.tobytes()
