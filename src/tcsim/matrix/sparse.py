"""2:4 structured sparsity of ``mma.sp`` (sm_80): which uncompressed column every stored
element of the compressed A operand stands for, decoded from the metadata register and the
sparsity selector exactly per the PTX ISA ("Matrix multiply-accumulate operation using
mma.sp instruction with sparse matrix A", "Sparse matrix storage", and the "Matrix
Fragments for sparse mma" metadata figures).

Granularity (uncompressed elements per metadata chunk; stored elements per chunk):

* .f16 / .bf16 and .s8 / .u8: 2:4 - a chunk of 4 columns holds 2 non-zeros, their
  positions are two 2-bit indices ``idx0`` (bits 0-1: first stored element) and ``idx1``
  (bits 2-3: second stored element);
* .tf32: 1:2 - a chunk of 2 columns holds 1 non-zero; its 4-bit index must be ``0b0100``
  (column 0) or ``0b1110`` (column 1), i.e. ``idx0 / 2``;
* .s4 / .u4: pair-wise 4:8 - a chunk of 8 columns holds two 2-wide non-zero sub-chunks at
  sub-chunk positions ``idx0`` and ``idx1``.

Every metadata register holds 8 chunks (4 bits each, idx0 in the low 2 bits). A row has
``4 * T`` chunks; ``T`` = 1, 2 or 4 lanes of each quad hold them (g = groupID, c = chunk):

* T = 1 (m16n8k16 f16/bf16, m16n8k8 tf32): lane ``4g + selector``, bits ``4c`` for row
  ``g``, ``16 + 4c`` for row ``g + 8``; the selector is 0..3;
* T = 2 (m16n8k32 f16/bf16/s8/u8, m16n8k16 tf32, m16n8k64 s4/u4): lane
  ``4g + 2 selector + c // 4``, bits ``4 (c % 4)`` for row ``g``, ``16 + 4 (c % 4)`` for
  row ``g + 8``; the selector is 0 (lanes 0, 1 of the quad) or 1 (lanes 2, 3);
* T = 4 (m16n8k64 s8/u8, m16n8k128 s4/u4): lane ``4g + 2 (c // 8) + (row // 8)``, bits
  ``4 (c % 8)`` - each lane one row's 8 chunks; the selector is 0.

Evidence: T = 1 (and that any two distinct indices in either order work) is what
kmsmith137/gputils' test-sparse-mma.cu checks on a GPU for m16n8k16 .f16. T = 2 and T = 4
are what CUTLASS 2's sparse GEMMs (kernels/cutlass_sparse_gemm.cu: f16 m16n8k32, tf32
m16n8k16, s8 m16n8k64, s4 m16n8k128), whose metadata reordering (tools/util
host_reorder.h reorder_meta) and uncompress reference are validated on A100s, hold in
their registers at each mma.sp (probed in tcsim: tests/matrix/test_mma_sparse.py), and
with these layouts those GEMMs equal numpy exactly. (Sparse m16n8k32 s8 and m16n8k64 s4,
which CUTLASS does not use, are taken to follow the T = 2 layout of the other T = 2
shapes.) ptxas 13 -arch=sm_80 turns every form into one HMMA.SP / IMMA.SP whose metadata
operand is the register as given (tests/data/sass/sm80_mma_sp.sass), so the layout is the
hardware's.

Metadata values the PTX ISA calls undefined behaviour raise a :class:`SparseMetadataError`
naming the lane, row, chunk and value: equal indices (``0b0000``, ``0b0101``, ``0b1010``,
``0b1111``), for ``.sp::ordered_metadata`` ``idx0 >= idx1``, and for .tf32 anything but
``0b0100`` / ``0b1110``.
"""

from __future__ import annotations

import numpy as np

#: (A type family, K) -> metadata lanes per quad (T); the sparse shapes of sm_80 (PTX ISA,
#: mma.sp "Target ISA notes": sm_80 or higher)
SPARSE_FORMS = {
    ("f16", 16): 1, ("f16", 32): 2,
    ("tf32", 8): 1, ("tf32", 16): 2,
    ("i8", 32): 2, ("i8", 64): 4,
    ("i4", 64): 2, ("i4", 128): 4,
}
FAMILY = {"f16": "f16", "bf16": "f16", "tf32": "tf32", "s8": "i8", "u8": "i8", "s4": "i4", "u4": "i4"}
#: wgmma.mma_async.sp (sm_90a): A type -> (K, metadata family). Each warp of the warpgroup
#: gives the metadata of its 16 rows of A, laid out as the mma.sp figure of the same K and
#: element width (PTX ISA "Matrix fragments for warpgroup-level multiply-accumulate operation
#: with sparse matrix A": its metadata figures for m64nNk32 .f16/.bf16, m64nNk16 .tf32 and
#: m64nNk64 .e4m3/.e5m2/.s8/.u8 are sparse-mma-metadata-16832-f16bf16, -16816-tf32 and
#: -16864-u8s8): the 8-bit floats take the .s8/.u8 (2:4, T = 4) layout
WGMMA_SPARSE = {"f16": (32, "f16"), "bf16": (32, "f16"), "tf32": (16, "tf32"), "e4m3": (64, "i8"),
                "e5m2": (64, "i8"), "s8": (64, "i8"), "u8": (64, "i8")}
#: uncompressed columns per metadata chunk
CHUNK = {"f16": 4, "tf32": 2, "i8": 4, "i4": 8}


class SparseMetadataError(ValueError):
    """Metadata the PTX ISA leaves undefined; ``pos`` is the offending lane's index in
    the batch of warps (W * 32)."""

    def __init__(self, pos: int, message: str):
        super().__init__(message)
        self.pos = pos
        self.message = message


def family_of(k: int, atype: str, warpgroup: bool = False) -> str:
    """The metadata family of an mma.sp (``FAMILY``) or a wgmma.mma_async.sp form."""
    return WGMMA_SPARSE[atype][1] if warpgroup else FAMILY[atype]


def meta_lanes(k: int, atype: str, warpgroup: bool = False) -> int:
    """T: how many lanes of a quad hold the metadata (1, 2 or 4)."""
    return SPARSE_FORMS[(family_of(k, atype, warpgroup), k)]


def selector_range(k: int, atype: str, warpgroup: bool = False) -> int:
    """The number of valid sparsity-selector values: 4, 2 or 1."""
    return 4 // meta_lanes(k, atype, warpgroup)


def meta_place(row, chunk, t: int, selector: int):
    """(lane, bit shift) of the 4-bit index of A ``row``, ``chunk`` (module docstring)."""
    if t == 4:
        return 4 * (row % 8) + 2 * (chunk // 8) + row // 8, (4 * (chunk % 8)).astype(np.uint32)
    return 4 * (row % 8) + t * selector + chunk // 4, (16 * (row // 8) + 4 * (chunk % 4)).astype(np.uint32)


def _nibbles(meta: np.ndarray, k: int, atype: str, selector: int, warpgroup: bool = False):
    """The 4-bit index of every (row, chunk) ``(W, 16, nchunks)``, and the lane it comes from."""
    fam = family_of(k, atype, warpgroup)
    t = meta_lanes(k, atype, warpgroup)
    nchunks = k // CHUNK[fam]
    row = np.arange(16)[:, None]
    chunk = np.arange(nchunks)[None, :]
    lane, shift = meta_place(row, chunk, t, selector)                    # (16, nchunks) each
    nib = (meta[:, lane] >> shift) & np.uint32(0xF)                      # (W, 16, nchunks)
    return nib.astype(np.int64), np.broadcast_to(lane, nib.shape)


def columns(meta: np.ndarray, k: int, atype: str, selector: int, ordered: bool, warpgroup: bool = False,
            row_base=None) -> np.ndarray:
    """The uncompressed column (0..k-1) of every stored A element, ``(W, 16, k // 2)``,
    from the metadata registers ``meta`` (W, 32) uint32 of a batch of warps (``warpgroup``:
    of wgmma.mma_async.sp, each warp's 16 rows of A, the first of them ``row_base`` (W,) in
    the error messages)."""
    fam = family_of(k, atype, warpgroup)
    what = "wgmma.mma_async.sp" if warpgroup else "mma.sp"
    nib, lane = _nibbles(meta, k, atype, selector, warpgroup)
    W = meta.shape[0]
    width = CHUNK[fam]
    base = (np.arange(nib.shape[2]) * width)[None, None, :]
    if fam == "tf32":
        ok = (nib == 0b0100) | (nib == 0b1110)
        _check(ok, nib, lane, "a .tf32 index must be 0b0100 or 0b1110", what, row_base)
        return base + (nib & 3) // 2                                     # one element per chunk
    idx0, idx1 = nib & 3, nib >> 2
    if ordered:
        _check(idx0 < idx1, nib, lane, ".sp::ordered_metadata needs idx0 < idx1 (0b0100, 0b1000, 0b1001, "
                                       "0b1100, 0b1101, 0b1110)", what, row_base)
    else:
        _check(idx0 != idx1, nib, lane, "the two indices must differ (0b0000, 0b0101, 0b1010, 0b1111 are invalid)", what, row_base)
    if fam == "i4":  # two 2-wide sub-chunks per chunk: stored 4c + 2s + e -> 8c + 2 idx_s + e
        pos = np.stack([2 * idx0, 2 * idx0 + 1, 2 * idx1, 2 * idx1 + 1], axis=-1)
        return (base[..., None] + pos).reshape(W, 16, -1)
    pos = np.stack([idx0, idx1], axis=-1)                                # stored 2c + s -> 4c + idx_s
    return (base[..., None] + pos).reshape(W, 16, -1)


def _check(ok: np.ndarray, nib: np.ndarray, lane: np.ndarray, why: str, what: str = "mma.sp", row_base=None) -> None:
    if ok.all():
        return
    w, r, c = (int(x) for x in np.argwhere(~ok)[0])
    ln = int(lane[w, r, c])
    nibble = int(nib[w, r, c])
    r += 0 if row_base is None else int(row_base[w])
    raise SparseMetadataError(
        w * 32 + ln, f"{what}: sparsity metadata {nibble:#06b} of A row {r} chunk {c} "
        f"(lane {ln}) is undefined "
        f"behaviour: {why} (PTX ISA 'Sparse matrix storage')")


def uncompress(values: np.ndarray, cols: np.ndarray, k: int) -> np.ndarray:
    """The dense A ``(W, 16, k)`` from the stored values ``(W, 16, k // 2)`` at ``cols``;
    every other element zero."""
    W = values.shape[0]
    out = np.zeros((W, 16, k), dtype=values.dtype)
    np.put_along_axis(out, cols, values, axis=2)
    return out
