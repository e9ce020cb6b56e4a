"""Shared-memory matrix descriptors of ``wgmma.mma_async`` (sm_90a) and the byte address of
every operand element they describe.

Descriptor (64 bits; PTX ISA, wgmma, "Matrix Descriptor Format"): start address >> 4 in bits
0-13, leading dimension byte offset (LBO) >> 4 in bits 16-29, stride dimension byte offset
(SBO) >> 4 in bits 32-45, matrix base offset in bits 49-51, swizzle mode in bits 62-63
(0 none, 1 128-byte, 2 64-byte, 3 32-byte). The other bits are ignored.

Layouts (PTX ISA, "Shared Memory Matrix Layout"; the same canonical forms as CUTLASS's
``cute::GMMA`` descriptor construction, ``make_gmma_desc``). Memory is seen in 16-byte
chunks (``T = 16 / element bytes`` elements); a *core matrix* is 8 rows of one chunk. With
``W`` = swizzle bytes / 16 (1 for none; 2, 4, 8 for 32B, 64B, 128B):

* K-major (the default; ``imm-trans`` 0): the operand's MN index ``mn`` and its K chunk
  ``kc = k // T`` (0 or 1: one wgmma reads 32 bytes of K) sit at chunk
  ``(mn % 8) * W + (mn // 8) * SBO + kc * (LBO if no swizzle else 1)``.
* MN-major (``imm-trans`` 1, .f16/.bf16 only): MN chunk ``c = mn // T`` and ``k`` sit at
  chunk ``(c % W) + (c // W) * (SBO if no swizzle else LBO) + (k % 8) * W +
  (k // 8) * (LBO if no swizzle else SBO)``.

The element's byte address is start + 16 * chunk + its place in the chunk, and the swizzle
then XORs address bits [4, 4 + log2 W) with bits [7, 7 + log2 W) (the 16-byte chunk index
inside a 128-byte row with the row index inside the 8-row pattern) — applied to the
absolute shared address, which is what makes a pattern repeat every 8 x 128 (64, 32) bytes.

**Base offset** (bits 49-51; PTX ISA "Matrix Descriptor Format"): 0 when the swizzle's
repeating pattern starts on its boundary (1024 / 512 / 256 bytes for 128B / 64B / 32B);
otherwise ``(pattern start address >> 7) & 7``; ignored without swizzle. The pattern's row
0 (XOR 0) is at its start, so the row index the XOR uses is the address's 128-byte line
counted from the pattern start: bits [7, 7 + log2 W) of ``(address >> 7) - base offset``
— with base offset 0 the absolute-address swizzle above. (This is tcsim's reading of the
ISA's formula: it is the only one under which the pattern's first row is unswizzled for
every start; the ISA gives no element-level figure for it.) CUTLASS always writes 0.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tcsim.matrix.swizzle import swizzle_by_bits

#: descriptor swizzle field -> 16-byte chunks per swizzled row (W) and its name
SWIZZLE = {0: (1, "none"), 1: (8, "128B"), 2: (4, "64B"), 3: (2, "32B")}


@dataclass(frozen=True)
class Descriptor:
    """The fields of a batch of descriptors (one per warp), each an int64 array."""

    start: np.ndarray      # byte address
    lbo: np.ndarray        # bytes
    sbo: np.ndarray        # bytes
    base_offset: np.ndarray
    swizzle: np.ndarray    # the 2-bit mode


def decode(desc: np.ndarray) -> Descriptor:
    d = np.asarray(desc, dtype=np.uint64)
    f = lambda lo, width: ((d >> np.uint64(lo)) & np.uint64((1 << width) - 1)).astype(np.int64)  # noqa: E731
    return Descriptor(f(0, 14) << 4, f(16, 14) << 4, f(32, 14) << 4, f(49, 3), f(62, 2))


def encode(start: int, lbo: int, sbo: int, swizzle: int, base_offset: int = 0) -> int:
    """A descriptor's 64-bit value (tests and host helpers)."""
    return (((start >> 4) & 0x3FFF) | (((lbo >> 4) & 0x3FFF) << 16) | (((sbo >> 4) & 0x3FFF) << 32)
            | ((base_offset & 7) << 49) | ((swizzle & 3) << 62))


def element_addresses(d: Descriptor, mn: int, k: int, elem_bits: int, k_major: bool) -> tuple[np.ndarray, np.ndarray]:
    """Byte address of element (mn, k) of an ``mn`` x ``k`` operand for every descriptor,
    and the bit offset of the element in that byte (non-zero for b1 only): two
    (n_desc, mn, k) int64 arrays. ``k`` spans 32 bytes."""
    T = 128 // elem_bits                                # elements per 16-byte chunk
    W = np.vectorize(lambda s: SWIZZLE[int(s)][0])(d.swizzle) if d.swizzle.size else d.swizzle
    W = W.astype(np.int64)[:, None, None]
    none = (d.swizzle == 0)[:, None, None]
    lbo, sbo = d.lbo[:, None, None] // 16, d.sbo[:, None, None] // 16
    m = np.arange(mn, dtype=np.int64)[None, :, None]
    kk = np.arange(k, dtype=np.int64)[None, None, :]
    if k_major:
        chunk = (m % 8) * W + (m // 8) * sbo + (kk // T) * np.where(none, lbo, 1)
        inner = kk % T
    else:
        c = m // T
        chunk = (c % W) + (c // W) * np.where(none, sbo, lbo) + (kk % 8) * W + (kk // 8) * np.where(none, lbo, sbo)
        inner = m % T
    addr = d.start[:, None, None] + 16 * chunk + (inner * elem_bits) // 8
    bits = np.log2(W).astype(np.int64)                  # 0, 1, 2, 3
    # without swizzle (bits 0) the base offset is ignored, as the ISA says
    return (swizzle_by_bits(addr, bits, d.base_offset[:, None, None]),
            np.broadcast_to((inner * elem_bits) % 8, addr.shape))
