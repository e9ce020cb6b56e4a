"""CUTLASS 2's Ampere 2:4 sparse GEMMs (cutlass_sparse_gemm.cu): the host side CUTLASS's own
examples run (tools/util host_uncompress.h / host_reorder.h), in numpy, and the registry
entry of the f16 kernel. The four kernels (f16, tf32, s8, s4) together use every metadata
layout of mma.sp whose metadata two or four lanes of a quad hold; tests/matrix/
test_mma_sparse.py runs all of them as the oracle of those layouts."""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from tcsim.kernels.checks import exact, size_gemm
from tcsim.kernels.registry import SPECS, CheckResult, KernelCall, KernelSpec, Launch, Size, register

# Pinned by #defines / static_asserts in cutlass_sparse_gemm.cu.
SPARSE_THREADS = 128
SPARSE_TILE_MN = 64
#: element family -> (threadblock K, dynamic shared bytes, A/B bits, metadata word bytes)
SPARSE_KINDS = {
    "f16": (64, 38400, 16, 2),
    "tf32": (32, 38400, 32, 2),
    "s8": (128, 39936, 8, 4),
    "s4": (256, 39936, 4, 4),
}


def random_sparse(rng: np.random.Generator, kind: str, m: int, k: int) -> np.ndarray:
    """M x K values of the kind's granularity (2:4; tf32 1:2; s4 pairs of 4:8), non-zeros at
    random positions, values that keep every GEMM exact (f16 multiples of 1/2 in [-1.5,
    1.5], tf32 of 1/4 in [-1.75, 1.75], integers over their whole range)."""
    width, keep = {"f16": (4, 2), "tf32": (2, 1), "s8": (4, 2), "s4": (8, 4)}[kind]
    if kind == "f16":
        vals = rng.choice(np.array([-3, -2, -1, 1, 2, 3]) / 2.0, (m, k))
    elif kind == "tf32":
        vals = rng.choice(np.array([v for v in range(-7, 8) if v]) / 4.0, (m, k))
    elif kind == "s8":
        vals = rng.choice(np.array([v for v in range(-128, 128) if v]), (m, k))
    else:
        vals = rng.choice(np.array([v for v in range(-8, 8) if v]), (m, k))
    nch = k // width
    keepmask = np.zeros((m, nch, width), bool)
    if kind == "s4":   # two of the four 2-wide sub-chunks
        pick = np.argsort(rng.random((m, nch, 4)), axis=-1)[..., :2]
        sub = np.zeros((m, nch, 4), bool)
        np.put_along_axis(sub, pick, True, axis=-1)
        keepmask = np.repeat(sub, 2, axis=-1)
    else:
        pick = np.argsort(rng.random((m, nch, width)), axis=-1)[..., :keep]
        np.put_along_axis(keepmask, pick, True, axis=-1)
    return np.where(keepmask.reshape(m, k), vals, 0)


def compress(a: np.ndarray, kind: str) -> tuple[np.ndarray, np.ndarray]:
    """Dense sparse ``a`` (M x K) -> (compressed M x K/2, metadata words M x K/(256/bits)
    as uint32 values) in CUTLASS's format (host_uncompress.h): word c of a row covers
    uncompressed columns ``[c * 256/bits, ...)``, one 4-bit index per chunk, low chunk
    first; the stored non-zeros of a chunk in increasing column order."""
    m, k = a.shape
    bits = SPARSE_KINDS[kind][2]
    width = {"f16": 4, "tf32": 2, "s8": 4, "s4": 8}[kind]
    nch = k // width
    ch = a.reshape(m, nch, width)
    if kind == "s4":
        nz = (ch.reshape(m, nch, 4, 2) != 0).any(-1)
        idx = np.argsort(~nz, axis=-1, kind="stable")[..., :2]              # the two non-zero pairs
        idx = np.sort(idx, axis=-1)
        cols = np.stack([2 * idx[..., 0], 2 * idx[..., 0] + 1, 2 * idx[..., 1], 2 * idx[..., 1] + 1], -1)
        nib = idx[..., 0] | (idx[..., 1] << 2)
    elif kind == "tf32":
        p = np.argmax(ch != 0, axis=-1)[..., None]                          # (all-zero chunk: position 0)
        cols = p
        nib = np.where(p[..., 0] == 0, 0b0100, 0b1110)
    else:
        nz = ch != 0
        idx = np.sort(np.argsort(~nz, axis=-1, kind="stable")[..., :2], axis=-1)
        cols = idx
        nib = idx[..., 0] | (idx[..., 1] << 2)
    stored = np.take_along_axis(ch, cols, axis=-1).reshape(m, k // 2)
    per_word = 256 // bits // width                                        # chunks per metadata word
    nib = nib.reshape(m, -1, per_word).astype(np.uint64)
    words = np.bitwise_or.reduce(nib << (4 * np.arange(per_word, dtype=np.uint64)), axis=-1)
    return stored, words.astype(np.uint32)


def reorder_meta(words: np.ndarray, word_bytes: int) -> np.ndarray:
    """CUTLASS's reorder_meta (host_reorder.h) into ColumnMajorInterleaved<2> (stride 2M),
    flattened: rows interleaved in groups of 32 (16-bit words) or 16 (32-bit words), then
    the 2x2 blocks swapped from Z to N order."""
    m, kw = words.shape
    group, weave = (32, 4) if word_bytes == 2 else (16, 2)
    r = np.arange(m)[:, None].repeat(kw, 1)
    c = np.arange(kw)[None, :].repeat(m, 0)
    dr = r // group * group + (r % 8) * weave + (r % group) // 8
    dc = c.copy()
    swap_a = (dr % 2 == 0) & (dc % 2 == 1)
    swap_b = (dr % 2 == 1) & (dc % 2 == 0)
    dr, dc = np.where(swap_a, dr + 1, np.where(swap_b, dr - 1, dr)), np.where(swap_a, dc - 1, np.where(swap_b, dc + 1, dc))
    out = np.zeros(m * kw, np.uint32)
    out[(dc // 2) * (2 * m) + dr * 2 + dc % 2] = words[r, c]
    return out


def _device_values(x: np.ndarray, kind: str) -> np.ndarray:
    """Row-major host values -> the bytes CUTLASS reads (s4: two per byte, low nibble first)."""
    if kind == "f16":
        return x.astype(np.float16)
    if kind == "tf32":
        return x.astype(np.float32)
    if kind == "s8":
        return x.astype(np.int8)
    n = (x.astype(np.int64) & 0xF).astype(np.uint8).reshape(*x.shape[:-1], -1, 2)
    return n[..., 0] | (n[..., 1] << 4)


def prepare_sparse(kind: str, dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    name = f"cutlass_sparse_gemm_{kind}" if kind != "f16" else "cutlass_sparse_gemm"
    tile_k, smem, bits, word_bytes = SPARSE_KINDS[kind]
    m, n, k = size_gemm(size, name)
    if m % SPARSE_TILE_MN or n % SPARSE_TILE_MN or k % tile_k:
        raise ValueError(f"{name}: M, N must be multiples of {SPARSE_TILE_MN} and K of {tile_k}; got {(m, n, k)}")
    a = random_sparse(rng, kind, m, k)
    if kind in ("f16", "tf32"):
        b = rng.choice(np.array([v for v in range(-3, 4) if v]) / 2.0 if kind == "f16"
                       else np.array([v for v in range(-7, 8) if v]) / 4.0, (k, n))
        c0 = rng.integers(-32, 33, (m, n)) / 4.0
        out = np.float32
    else:
        lo, hi = (-128, 128) if kind == "s8" else (-8, 8)
        b = rng.integers(lo, hi, (k, n))
        c0 = rng.integers(-(1 << 20), 1 << 20, (m, n))
        out = np.int32
    stored, words = compress(a, kind)
    e = reorder_meta(words, word_bytes)
    d_a = dev.array(np.ascontiguousarray(_device_values(stored, kind)))
    d_b = dev.array(np.ascontiguousarray(_device_values(b.T, kind)))     # column-major B
    d_c = dev.array(c0.astype(out))
    d_e = dev.array(e.astype(np.uint16) if word_bytes == 2 else e)

    def check() -> CheckResult:
        want = (a.astype(np.float64) @ b.astype(np.float64) + c0).astype(out)
        return exact(name, d_c.get(), want, "D = A@B + C (the uncompressed A; every sum exact)")

    one = out(1)
    call = KernelCall(grid=(m // SPARSE_TILE_MN, n // SPARSE_TILE_MN, 1), block=(SPARSE_THREADS, 1, 1),
                      args=(np.int32(m), np.int32(n), np.int32(k), one, d_a, d_b, one, d_c, d_e), shared_mem=smem)
    info = {"M": m, "N": n, "K": k, "A": f"{kind} 2:4 sparse, compressed row-major + reordered metadata",
            "B": "column-major", "C/D": "row-major", "alpha": 1, "beta": 1}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


def _spec(kind: str) -> KernelSpec:
    name = f"cutlass_sparse_gemm_{kind}" if kind != "f16" else "cutlass_sparse_gemm"
    tile_k, smem, _, _ = SPARSE_KINDS[kind]
    instr = {"f16": "m16n8k32 .f16", "tf32": "m16n8k16 .tf32", "s8": "m16n8k64 .s8", "s4": "m16n8k128 .s4"}[kind]
    return KernelSpec(
        name=name, ptx_file="cutlass_sparse_gemm.ptx", symbol=f"cutlass_sparse_gemm_{kind}",
        description=f"CUTLASS 4.2 device::SparseGemm {kind} OpClassTensorOp Sm80 (64x64x{tile_k} tile, 32x32 warps, "
        f"mma.sp::ordered_metadata {instr}, 3-stage cp.async), A 2:4 sparse with CUTLASS's reordered metadata; "
        "D = A@B + C, exact",
        size_help=f"M=N=K, or (M, N, K); M, N multiples of 64, K of {tile_k}",
        default_size=(64, 64, 2 * tile_k), test_sizes=((64, 64, tile_k), (128, 64, 2 * tile_k)),
        tolerance="exact (values chosen so every sum is exact)",
        prepare=functools.partial(prepare_sparse, kind),
        launch_notes={"block": SPARSE_THREADS, "grid": "(M/64, N/64, 1)", "dynamic_shared_bytes": smem,
                      "threadblock_tile": (64, 64, tile_k), "instruction": f"mma.sp {instr}"},
        tensor_core=True, min_sm=80,
    )


register(*(_spec(kind) for kind in SPARSE_KINDS))
