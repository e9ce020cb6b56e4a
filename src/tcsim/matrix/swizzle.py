"""The shared-memory swizzle modes of Hopper's TMA and wgmma matrix descriptors — one
function for both (PTX ISA "Tensor Swizzling Modes"; CUDA driver API CUtensorMapSwizzle;
the wgmma "Shared Memory Matrix Layout" swizzle modes are the same patterns).

A swizzle of span S bytes (32, 64 or 128) permutes the 16-byte chunks inside each S-byte
row: chunk bits [4, 4+b) of a shared-memory byte address are XORed with the address bits
[7, 7+b), b = log2(S / 16) — so the pattern repeats every 8 x 16 x 2^b bytes (256, 512,
1024). It is a function of the *address* (hardware applies it to the shared-memory address
bits, which is why swizzled buffers are aligned to the repeat), and its own inverse.
"""

from __future__ import annotations

import numpy as np

#: swizzle span in bytes -> number of XORed chunk bits
SWIZZLE_BITS = {0: 0, 32: 1, 64: 2, 128: 3}


def swizzle(addr, span: int):
    """Byte address ``addr`` (int or integer array) under the ``span``-byte swizzle (0: none)."""
    b = SWIZZLE_BITS[span]
    if b == 0:
        return addr
    mask = (1 << b) - 1
    if isinstance(addr, (int, np.integer)):
        return int(addr) ^ (((int(addr) >> 7) & mask) << 4)
    a = np.asarray(addr, dtype=np.int64)
    return a ^ (((a >> 7) & mask) << 4)


def swizzle_by_bits(addr: np.ndarray, bits: np.ndarray, base_offset=0) -> np.ndarray:
    """``swizzle`` for integer arrays with a per-element XOR width ``bits`` (0..3, broadcast
    against ``addr``): the form wgmma's descriptors need, one swizzle mode per descriptor.
    ``base_offset`` (broadcast too): the 128-byte line (mod 8) the pattern starts at, for a
    pattern not on its repeat boundary (wgmma descriptor bits 49-51, matrix/wgmma_smem.py):
    the XOR takes the line counted from there; 0 is the absolute-address swizzle."""
    return addr ^ ((((addr >> 7) - base_offset) & ((np.int64(1) << bits) - 1)) << 4)


def repeat_bytes(span: int) -> int:
    """Bytes after which the ``span``-byte pattern repeats (its natural alignment)."""
    return 128 << SWIZZLE_BITS[span] if span else 16
