"""The tensor-core examples: nvcuda::wmma GEMMs (f16 with f32 or f16 accumulate, s8/u8,
s4, b1), a shared-memory and a clock-instrumented wmma GEMM, and the CUTLASS WMMA and
Sm75 mma.sync GEMMs.

Registered with ``tensor_core=True`` (see INCLUDE_TENSOR_CORE_BY_DEFAULT in the registry);
``min_sm=75`` marks the ones that need a Turing device.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

from tcsim.kernels.checks import (
    TC_CUTLASS_TOL,
    TC_F16_TOL,
    TC_F32_TOL,
    U_TC_F16,
    U_TC_F32,
    WMMA_F16_EXACT_MAX_K,
    bits_match_model,
    ceil_div,
    check_tc_gemm,
    exact,
    f16_uniform,
    size_gemm,
    size_tc,
)
from tcsim.kernels.registry import SPECS, CheckResult, KernelCall, KernelSpec, Launch, Size, register
from tcsim.kernels.simple import GEMM_ALPHA, GEMM_BETA

WMMA_THREADS = 128  # 4 warps per block, 2 x 2 tiles (all the wmma_gemm* files)

WMMA_LAYOUT_NAMES = {"r": "row-major", "c": "column-major"}


def _upload_f16_operands(dev: Any, a: np.ndarray, b: np.ndarray, layout: str):
    """A (M x K) and B (K x N) in the layouts ``layout`` = '<a><b>' (r/c)."""
    a_mem = a if layout[0] == "r" else a.T  # column-major = row-major transpose
    b_mem = b if layout[1] == "r" else b.T
    return dev.array(np.ascontiguousarray(a_mem)), dev.array(np.ascontiguousarray(b_mem))


def _prepare_wmma_gemm(
    name: str, acc: str, layout: str, dev: Any, size: Size, rng: np.random.Generator
) -> Launch:
    m, n, k = size_tc(size, name, (16, 16, 16))
    if acc == "f32":
        a, b = f16_uniform(rng, (m, k)), f16_uniform(rng, (k, n))
        c0 = rng.uniform(-1.0, 1.0, size=(m, n)).astype(np.float32)
        out_dtype = np.float32
    else:
        # multiples of 1/2 (A, B) and 1/4 (C) in [-1, 1]: exact in fp16, see TC_F16_TOL
        a = (rng.integers(-2, 3, size=(m, k)) / 2).astype(np.float16)
        b = (rng.integers(-2, 3, size=(k, n)) / 2).astype(np.float16)
        c0 = (rng.integers(-4, 5, size=(m, n)) / 4).astype(np.float16)
        out_dtype = np.float16
    d_a, d_b = _upload_f16_operands(dev, a, b, layout)
    d_c = dev.array(c0)  # row-major
    d_d = dev.array(np.full((m, n), np.nan, out_dtype))  # unwritten elements fail

    def check() -> CheckResult:
        got = d_d.get()
        if acc == "f16" and k <= WMMA_F16_EXACT_MAX_K:
            want = (a.astype(np.float64) @ b.astype(np.float64) + c0).astype(np.float16)
            return exact(name, got, want, "D = A@B + C (fp16, exactly representable)")
        unit, tol = (U_TC_F32, TC_F32_TOL) if acc == "f32" else (U_TC_F16, TC_F16_TOL)
        return check_tc_gemm(name, got, a, b, c0, 1.0, 1.0, unit, tol)

    call = KernelCall(
        grid=(ceil_div(n, 32), ceil_div(m, 32)),
        block=(WMMA_THREADS,),
        args=(np.int32(m), np.int32(n), np.int32(k), d_a, d_b, d_c, d_d),
    )
    info = {"M": m, "N": n, "K": k, "accumulate": acc,
            "A": WMMA_LAYOUT_NAMES[layout[0]], "B": WMMA_LAYOUT_NAMES[layout[1]],
            "C/D": "row-major"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


def _wmma_gemm_spec(acc: str, layout: str) -> KernelSpec:
    base = "wmma_gemm" if acc == "f32" else "wmma_gemm_f16acc"
    name = base if layout == "rc" else f"{base}_{layout}"
    la, lb = WMMA_LAYOUT_NAMES[layout[0]], WMMA_LAYOUT_NAMES[layout[1]]
    ctype = "float" if acc == "f32" else "half"
    return KernelSpec(
        name=name,
        ptx_file="wmma_gemm.ptx",
        symbol=f"wmma_gemm_{acc}_{layout}",
        description=f"nvcuda::wmma m16n16k16 GEMM, one warp per 16x16 tile from global "
        f"memory, f16 A ({la}) x B ({lb}), {acc} accumulate, D = A@B + C ({ctype}, row-major)",
        size_help="M=N=K, or (M, N, K); multiples of 16",
        default_size=64,
        test_sizes=(16, (48, 32, 64)),
        tolerance=TC_F32_TOL if acc == "f32" else TC_F16_TOL,
        prepare=functools.partial(_prepare_wmma_gemm, name, acc, layout),
        launch_notes={"block": WMMA_THREADS, "grid": "(ceil(N/32), ceil(M/32))",
                      "warp_tile": (16, 16, 16), "layout": layout},
        tensor_core=True,
    )


# -- wmma_gemm_shared.cu: shared-memory tiled, 64x64x32 CTA tile -------------

# Pinned by static_asserts in wmma_gemm_shared.cu.
WMMA_SHARED_BM = 64
WMMA_SHARED_BN = 64
WMMA_SHARED_BK = 32
WMMA_SHARED_THREADS = 128
WMMA_SHARED_SMEM_BYTES = 9728  # static __shared__ (padded As + Bs)


def _prepare_wmma_gemm_shared(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    name = "wmma_gemm_shared"
    m, n, k = size_tc(size, name, (WMMA_SHARED_BM, WMMA_SHARED_BN, WMMA_SHARED_BK))
    a, b = f16_uniform(rng, (m, k)), f16_uniform(rng, (k, n))
    c0 = rng.uniform(-1.0, 1.0, size=(m, n)).astype(np.float32)
    d_a, d_b, d_c = dev.array(a), dev.array(b), dev.array(c0)  # all row-major
    d_d = dev.array(np.full((m, n), np.nan, np.float32))

    def check() -> CheckResult:
        return check_tc_gemm(name, d_d.get(), a, b, c0, 1.0, 1.0, U_TC_F32, TC_F32_TOL)

    call = KernelCall(
        grid=(n // WMMA_SHARED_BN, m // WMMA_SHARED_BM),
        block=(WMMA_SHARED_THREADS,),
        args=(np.int32(m), np.int32(n), np.int32(k), d_a, d_b, d_c, d_d),
    )
    info = {"M": m, "N": n, "K": k, "accumulate": "f32", "layout": "row-major"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


# -- wmma_gemm_profile.cu: cudaTensorCoreGemm-style, clock-instrumented -------

# Pinned by static_asserts in wmma_gemm_profile.cu.
WMMA_PROFILE_TILE = 128
WMMA_PROFILE_CHUNK_K = 64
WMMA_PROFILE_THREADS = 256
WMMA_PROFILE_WARPS = 8
WMMA_PROFILE_SMEM_BYTES = 65536  # dynamic: max(A + B slabs, the f32 C/D tile)


def wmma_profile_slots(k: int) -> tuple[int, int, int]:
    """Latencies each warp of wmma_gemm_profile records: (loads, mmas, stores).
    Loads: 8 C fragments, then per k-step of 16 two A and four B fragments."""
    steps = k // 16
    return 8 + 6 * steps, 8 * steps, 8


def _prepare_wmma_gemm_profile(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    name = "wmma_gemm_profile"
    m, n, k = size_tc(size, name, (WMMA_PROFILE_TILE, WMMA_PROFILE_TILE, WMMA_PROFILE_CHUNK_K))
    alpha, beta = GEMM_ALPHA, GEMM_BETA
    a, b = f16_uniform(rng, (m, k)), f16_uniform(rng, (k, n))
    c0 = rng.uniform(-1.0, 1.0, size=(m, n)).astype(np.float32)
    d_a = dev.array(a)                              # row-major, lda = K
    d_b = dev.array(np.ascontiguousarray(b.T))      # column-major, ldb = K
    d_c = dev.array(c0)
    d_d = dev.array(np.full((m, n), np.nan, np.float32))
    grid = (n // WMMA_PROFILE_TILE, m // WMMA_PROFILE_TILE)
    warps = grid[0] * grid[1] * WMMA_PROFILE_WARPS
    nl, nm, ns = wmma_profile_slots(k)
    lat = {kind: dev.array(np.zeros((warps, cnt), np.uint32))
           for kind, cnt in (("load", nl), ("mma", nm), ("store", ns))}

    def latencies() -> dict[str, np.ndarray]:
        """Per warp (rows) the recorded clock differences, in program order."""
        return {kind: arr.get() for kind, arr in lat.items()}

    def check() -> CheckResult:
        # the accumulators start as beta * C and are scaled by alpha at the end, as in
        # the CUDA sample: D = alpha * (A@B + beta * C)
        res = check_tc_gemm(name, d_d.get(), a, b, c0, alpha, alpha * beta, U_TC_F32, TC_CUTLASS_TOL)
        empty = [kind for kind, v in latencies().items() if not v.all()]
        if res.ok and empty:
            return CheckResult(False, f"{name}: latency slots left unwritten ({', '.join(empty)})",
                               res.details)
        return res

    call = KernelCall(
        grid=grid,
        block=(WMMA_PROFILE_THREADS,),
        args=(np.int32(m), np.int32(n), np.int32(k), np.float32(alpha), np.float32(beta),
              d_a, d_b, d_c, d_d, lat["load"], lat["mma"], lat["store"]),
        shared_mem=WMMA_PROFILE_SMEM_BYTES,
    )
    info = {"M": m, "N": n, "K": k, "alpha": alpha, "beta": beta, "A": "row-major f16",
            "B": "column-major f16", "C/D": "row-major f32", "latencies": latencies}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


# -- wmma_gemm_int8.cu: s8 / u8, m16n16k16, s32 accumulate --------------------


def _prepare_wmma_gemm_int8(
    name: str, signed: bool, dev: Any, size: Size, rng: np.random.Generator
) -> Launch:
    m, n, k = size_tc(size, name, (16, 16, 16))
    if signed:
        a = rng.integers(-128, 128, size=(m, k), dtype=np.int8)
        b = rng.integers(-128, 128, size=(k, n), dtype=np.int8)
    else:
        a = rng.integers(0, 256, size=(m, k), dtype=np.uint8)
        b = rng.integers(0, 256, size=(k, n), dtype=np.uint8)
    c0 = rng.integers(-(1 << 20), 1 << 20, size=(m, n), dtype=np.int32)
    want64 = a.astype(np.int64) @ b.astype(np.int64) + c0
    if np.abs(want64).max(initial=0) >= 2**31:
        raise ValueError(f"{name}: K = {k} is too large, the int32 sums would wrap")
    want = want64.astype(np.int32)
    d_a = dev.array(a)                         # row-major, lda = K
    d_b = dev.array(np.ascontiguousarray(b.T))  # column-major, ldb = K
    d_c = dev.array(c0)
    d_d = dev.array(np.full((m, n), -(2**31), np.int32))

    def check() -> CheckResult:
        return exact(name, d_d.get(), want, "D = A@B + C (int32)")

    call = KernelCall(
        grid=(ceil_div(n, 32), ceil_div(m, 32)),
        block=(WMMA_THREADS,),
        args=(np.int32(m), np.int32(n), np.int32(k), d_a, d_b, d_c, d_d),
    )
    info = {"M": m, "N": n, "K": k, "type": "s8" if signed else "u8",
            "A": "row-major", "B": "column-major", "C/D": "row-major int32"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


# -- wmma_gemm_b1.cu: 1-bit XOR-popc, m8n8k128 --------------------------------


def _pack_bits(bits: np.ndarray) -> np.ndarray:
    """Pack a (rows, K) 0/1 array into (rows, K/32) uint32 words; element k is
    bit k % 32 of word k // 32 (bit 0 of each word is the first along K)."""
    rows, k = bits.shape
    packed = np.packbits(bits.astype(np.uint8), axis=1, bitorder="little")
    return np.ascontiguousarray(packed).view("<u4").reshape(rows, k // 32).astype(np.uint32)


def _popcount_u32(x: np.ndarray) -> np.ndarray:
    if hasattr(np, "bitwise_count"):  # numpy >= 2.0
        return np.bitwise_count(x).astype(np.int64)
    bytes_ = np.ascontiguousarray(x.astype("<u4")).view(np.uint8)
    return np.unpackbits(bytes_, axis=-1).reshape(*x.shape, 32).sum(axis=-1, dtype=np.int64)


def _xor_popc_reference(a_words: np.ndarray, b_words: np.ndarray) -> np.ndarray:
    """R[i, j] = sum over words w of popc(A[i, w] ^ B[j, w]), as int64."""
    out = np.zeros((a_words.shape[0], b_words.shape[0]), np.int64)
    for w in range(a_words.shape[1]):  # (M, N) per word keeps memory small
        out += _popcount_u32(a_words[:, w, None] ^ b_words[None, :, w])
    return out


def _prepare_wmma_gemm_b1(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    name = "wmma_gemm_b1"
    m, n, k = size_tc(size, name, (8, 8, 128))
    a_bits = rng.integers(0, 2, size=(m, k), dtype=np.uint8)
    b_bits = rng.integers(0, 2, size=(k, n), dtype=np.uint8)
    a_words = _pack_bits(a_bits)      # rows of A
    b_words = _pack_bits(b_bits.T)    # columns of B
    c0 = rng.integers(-1000, 1001, size=(m, n), dtype=np.int32)
    want = (_xor_popc_reference(a_words, b_words) + c0).astype(np.int32)
    d_a, d_b, d_c = dev.array(a_words), dev.array(b_words), dev.array(c0)
    d_d = dev.array(np.full((m, n), -(2**31), np.int32))

    def check() -> CheckResult:
        return exact(name, d_d.get(), want, "D = C + popc(A xor B) (int32)")

    call = KernelCall(
        grid=(ceil_div(n, 16), ceil_div(m, 16)),
        block=(WMMA_THREADS,),
        args=(np.int32(m), np.int32(n), np.int32(k), d_a, d_b, d_c, d_d),
    )
    info = {"M": m, "N": n, "K": k, "op": "xor.popc",
            "A": "row-major bits, K/32 uint32 words per row (bit 0 first)",
            "B": "column-major bits, K/32 uint32 words per column (bit 0 first)"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


# -- wmma_gemm_s4.cu: signed 4-bit, m8n8k32 -----------------------------------


def _pack_s4(vals: np.ndarray) -> np.ndarray:
    """Pack a (rows, K) array of ints in [-8, 7] into (rows, K/8) int32 words;
    element k is nibble k % 8 (bits 4*(k%8)..+3) of word k // 8."""
    rows, k = vals.shape
    nib = (vals.astype(np.int64) & 0xF).reshape(rows, k // 8, 8)
    words = (nib << (4 * np.arange(8, dtype=np.int64))).sum(axis=2)
    return words.astype(np.uint32).view(np.int32)


def _prepare_wmma_gemm_s4(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    name = "wmma_gemm_s4"
    m, n, k = size_tc(size, name, (8, 8, 32))
    a = rng.integers(-8, 8, size=(m, k), dtype=np.int64)
    b = rng.integers(-8, 8, size=(k, n), dtype=np.int64)
    c0 = rng.integers(-1000, 1001, size=(m, n), dtype=np.int32)
    want = (a @ b + c0).astype(np.int32)  # |A@B| <= 64 K: no wrap for any sane K
    d_a, d_b = dev.array(_pack_s4(a)), dev.array(_pack_s4(b.T))
    d_c = dev.array(c0)
    d_d = dev.array(np.full((m, n), -(2**31), np.int32))

    def check() -> CheckResult:
        return exact(name, d_d.get(), want, "D = A@B + C (int32)")

    call = KernelCall(
        grid=(ceil_div(n, 16), ceil_div(m, 16)),
        block=(WMMA_THREADS,),
        args=(np.int32(m), np.int32(n), np.int32(k), d_a, d_b, d_c, d_d),
    )
    info = {"M": m, "N": n, "K": k,
            "A": "row-major s4, K/8 words per row (low nibble first)",
            "B": "column-major s4, K/8 words per column (low nibble first)"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


# -- CUTLASS tensor-core GEMMs: f16 A (row) x B (col), f32 C/D (row) ---------

# Pinned by static_asserts in cutlass_wmma_gemm.cu / cutlass_tensorop_gemm.cu.
CUTLASS_WMMA_TILE = (128, 128, 32)
CUTLASS_WMMA_THREADS = 128
CUTLASS_WMMA_SMEM_BYTES = 36864
CUTLASS_TENSOROP_TILE = (128, 256, 32)
CUTLASS_TENSOROP_THREADS = 256
CUTLASS_TENSOROP_SMEM_BYTES = 49152


def _prepare_cutlass_tc(
    name: str, tile: tuple[int, int, int], threads: int, smem: int,
    dev: Any, size: Size, rng: np.random.Generator,
) -> Launch:
    m, n, k = size_gemm(size, name)
    if k % 8 or n % 4:
        raise ValueError(f"{name}: K must be a multiple of 8 and N of 4 "
                         f"(128-bit accesses); got {(m, n, k)}")
    a, b = f16_uniform(rng, (m, k)), f16_uniform(rng, (k, n))
    c0 = rng.uniform(-1.0, 1.0, size=(m, n)).astype(np.float32)
    d_a = dev.array(a)                          # row-major, lda = K
    d_b = dev.array(np.ascontiguousarray(b.T))  # column-major, ldb = K
    d_c = dev.array(c0)                         # row-major, ldc = N; overwritten with D

    def check() -> CheckResult:
        return check_tc_gemm(name, d_c.get(), a, b, c0, GEMM_ALPHA, GEMM_BETA,
                              U_TC_F32, TC_CUTLASS_TOL)

    call = KernelCall(
        # Row-major C: no transposition, grid x tiles M and y tiles N.
        grid=(ceil_div(m, tile[0]), ceil_div(n, tile[1]), 1),
        block=(threads, 1, 1),
        args=(
            np.int32(m), np.int32(n), np.int32(k), np.float32(GEMM_ALPHA),
            d_a, np.int32(k), d_b, np.int32(k),
            np.float32(GEMM_BETA), d_c, np.int32(n),
        ),
        shared_mem=smem,
    )
    info = {"M": m, "N": n, "K": k, "alpha": GEMM_ALPHA, "beta": GEMM_BETA,
            "A": "row-major f16", "B": "column-major f16", "C/D": "row-major f32"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)

def _wmma_int8_spec(name: str, kind: str) -> KernelSpec:
    """wmma_gemm_int8.cu's kernels: one per signedness (kind "s8" or "u8")."""
    return KernelSpec(
        name=name,
        ptx_file="wmma_gemm_int8.ptx",
        symbol=f"wmma_gemm_{kind}",
        description=f"nvcuda::wmma m16n16k16 {kind} GEMM, s32 accumulate, one warp per 16x16 "
        "tile: row-major A x column-major B, D = A@B + C (int32)",
        size_help="M=N=K, or (M, N, K); multiples of 16",
        default_size=64,
        test_sizes=(16, (48, 32, 64)),
        tolerance="exact (integer)",
        prepare=functools.partial(_prepare_wmma_gemm_int8, name, kind == "s8"),
        launch_notes={"block": WMMA_THREADS, "grid": "(ceil(N/32), ceil(M/32))",
                      "warp_tile": (16, 16, 16)},
        tensor_core=True,
        min_sm=75,
    )


def _cutlass_tc_spec(name: str, op_class: str, tile: tuple[int, int, int], threads: int, smem: int,
                     instruction: tuple[int, int, int], instruction_text: str, *, default_size, test_sizes,
                     min_sm: int) -> KernelSpec:
    """The CUTLASS tensor-core GEMMs: f16 A (row) x B (col), f32 C/D (row), 64x64x32 warp tile."""
    return KernelSpec(
        name=name,
        ptx_file=f"{name}.ptx",
        symbol=name,
        description="CUTLASS 4.2 device::Gemm<half_t Row, half_t Col, float Row> "
        f"{op_class} ({tile[0]}x{tile[1]}x{tile[2]} tile, 64x64x32 warp tile, {instruction_text}, "
        "2 stages), f32 accumulate, C = alpha*A@B + beta*C",
        size_help="M=N=K, or (M, N, K); K multiple of 8, N of 4",
        default_size=default_size,
        test_sizes=test_sizes,
        tolerance=TC_CUTLASS_TOL,
        prepare=functools.partial(_prepare_cutlass_tc, name, tile, threads, smem),
        launch_notes={"block": threads,
                      "grid": f"(ceil(M/{tile[0]}), ceil(N/{tile[1]}), 1)",
                      "dynamic_shared_bytes": smem,
                      "threadblock_tile": tile,
                      "warp_tile": (64, 64, 32), "instruction": instruction},
        tensor_core=True,
        min_sm=min_sm,
    )


register(
    *(_wmma_gemm_spec("f32", lay) for lay in ("rc", "rr", "cr", "cc")),
    *(_wmma_gemm_spec("f16", lay) for lay in ("rc", "rr", "cr", "cc")),
    KernelSpec(
        name="wmma_gemm_shared",
        ptx_file="wmma_gemm_shared.ptx",
        symbol="wmma_gemm_shared",
        description="shared-memory tiled nvcuda::wmma GEMM: 64x64x32 CTA tile staged with "
        "128-bit loads, 4 warps x (2x2) m16n16k16 fragments, f16 row-major A, B, "
        "f32 accumulate, D = A@B + C",
        size_help="M=N=K, or (M, N, K); M, N multiples of 64, K of 32",
        default_size=128,
        test_sizes=(64, (128, 64, 96)),
        tolerance=TC_F32_TOL,
        prepare=_prepare_wmma_gemm_shared,
        launch_notes={"block": WMMA_SHARED_THREADS, "grid": "(N/64, M/64)",
                      "static_shared_bytes": WMMA_SHARED_SMEM_BYTES,
                      "threadblock_tile": (WMMA_SHARED_BM, WMMA_SHARED_BN, WMMA_SHARED_BK),
                      "warp_tile": (32, 32, 16)},
        tensor_core=True,
    ),
    KernelSpec(
        name="wmma_gemm_profile",
        ptx_file="wmma_gemm_profile.ptx",
        symbol="wmma_gemm_profile",
        description="shared-memory nvcuda::wmma GEMM in the style of the CUDA sample "
        "cudaTensorCoreGemm (8 warps, 128x128 CTA tile, A/B/C staged in shared memory, D "
        "stored via shared memory), f16 row-major A x column-major B, f32 C/D, "
        "D = alpha*(A@B + beta*C) as the sample computes it, with %clock64 read around every load_matrix_sync / "
        "mma_sync / store_matrix_sync (seed 000 §V-C, Figs 15-16)",
        size_help="M=N=K, or (M, N, K); M, N multiples of 128, K of 64",
        default_size=128,
        test_sizes=(128, (128, 256, 64)),
        tolerance=TC_CUTLASS_TOL + "; every latency slot written",
        prepare=_prepare_wmma_gemm_profile,
        launch_notes={"block": WMMA_PROFILE_THREADS, "grid": "(N/128, M/128)",
                      "dynamic_shared_bytes": WMMA_PROFILE_SMEM_BYTES,
                      "threadblock_tile": (WMMA_PROFILE_TILE, WMMA_PROFILE_TILE, WMMA_PROFILE_CHUNK_K),
                      "warp_tile": (32, 64, 16)},
        tensor_core=True,
    ),
    _wmma_int8_spec("wmma_gemm_int8", "s8"),
    _wmma_int8_spec("wmma_gemm_u8", "u8"),
    KernelSpec(
        name="wmma_gemm_b1",
        ptx_file="wmma_gemm_b1.ptx",
        symbol="wmma_gemm_b1",
        description="nvcuda::wmma 1-bit m8n8k128 GEMM, bmma_sync XOR + popc, s32 "
        "accumulate: D = C + popc(A xor B); A rows / B columns packed 32 bits per word",
        size_help="M=N=K, or (M, N, K); M, N multiples of 8, K of 128",
        default_size=(64, 64, 512),
        test_sizes=((8, 8, 128), (24, 16, 384)),
        tolerance="exact (integer; reference sums popc(a_word ^ b_word) over the packed "
        "words, bit 0 of each word = first element along K)",
        prepare=_prepare_wmma_gemm_b1,
        launch_notes={"block": WMMA_THREADS, "grid": "(ceil(N/16), ceil(M/16))",
                      "warp_tile": (8, 8, 128)},
        tensor_core=True,
        min_sm=75,
    ),
    KernelSpec(
        name="wmma_gemm_s4",
        ptx_file="wmma_gemm_s4.ptx",
        symbol="wmma_gemm_s4",
        description="nvcuda::wmma signed 4-bit m8n8k32 GEMM, s32 accumulate: "
        "D = A@B + C; A rows / B columns packed 8 nibbles per word",
        size_help="M=N=K, or (M, N, K); M, N multiples of 8, K of 32",
        default_size=64,
        test_sizes=((8, 8, 32), (24, 16, 96)),
        tolerance="exact (integer)",
        prepare=_prepare_wmma_gemm_s4,
        launch_notes={"block": WMMA_THREADS, "grid": "(ceil(N/16), ceil(M/16))",
                      "warp_tile": (8, 8, 32)},
        tensor_core=True,
        min_sm=75,
    ),
    _cutlass_tc_spec(
        "cutlass_wmma_gemm", "OpClassWmmaTensorOp Sm70", CUTLASS_WMMA_TILE, CUTLASS_WMMA_THREADS,
        CUTLASS_WMMA_SMEM_BYTES, (16, 16, 16), "wmma 16x16x16", default_size=128,
        test_sizes=((128, 128, 32), (256, 128, 64)), min_sm=70),
    _cutlass_tc_spec(
        "cutlass_tensorop_gemm", "OpClassTensorOp Sm75 default", CUTLASS_TENSOROP_TILE, CUTLASS_TENSOROP_THREADS,
        CUTLASS_TENSOROP_SMEM_BYTES, (16, 8, 8), "mma.sync m16n8k8 + ldmatrix", default_size=(128, 256, 64),
        test_sizes=((128, 256, 32), (256, 128, 64)), min_sm=75),
)


# -- mma_sm80_gemm.cu: sm_80 cp.async + ldmatrix + mma.sync m16n8k16 ---------

# Pinned by static_asserts / #defines in mma_sm80_gemm.cu.
SM80_BM, SM80_BN, SM80_BK = 64, 64, 32
SM80_THREADS = 128
SM80_SMEM_BYTES = 2 * 2 * 64 * 40 * 2  # two stages of A and B^T tiles, rows padded to 40 halves


def _prepare_mma_sm80_gemm(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    name = "mma_sm80_gemm"
    m, n, k = size_tc(size, name, (SM80_BM, SM80_BN, SM80_BK))
    a, b = f16_uniform(rng, (m, k)), f16_uniform(rng, (k, n))
    c0 = rng.uniform(-1.0, 1.0, size=(m, n)).astype(np.float32)
    d_a, d_bt, d_c = dev.array(a), dev.array(np.ascontiguousarray(b.T)), dev.array(c0)
    d_d = dev.array(np.full((m, n), np.nan, np.float32))  # unwritten elements fail

    def check() -> CheckResult:
        return check_tc_gemm(name, d_d.get(), a, b, c0, 1.0, 1.0, U_TC_F32, TC_F32_TOL)

    call = KernelCall(grid=(n // SM80_BN, m // SM80_BM), block=(SM80_THREADS,),
                      args=(np.int32(m), np.int32(n), np.int32(k), d_a, d_bt, d_c, d_d))
    info = {"M": m, "N": n, "K": k, "accumulate": "f32", "A": "row-major", "B": "column-major (B^T row-major)",
            "C/D": "row-major"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


register(
    KernelSpec(
        name="mma_sm80_gemm",
        ptx_file="mma_sm80_gemm.ptx",
        symbol="mma_sm80_gemm",
        description="sm_80 tensor-core GEMM in the CUTLASS 2 style, written with inline PTX: "
        "two-stage cp.async.cg pipeline (commit_group / wait_group 1) into shared memory, "
        "ldmatrix.x4 fragments, mma.sync.m16n8k16 f16 x f16 + f32; 64x64x32 CTA tile, "
        "4 warps of 32x32; D = A@B + C",
        size_help="M=N=K, or (M, N, K); M, N multiples of 64, K of 32",
        default_size=128,
        test_sizes=(64, (128, 64, 96)),
        tolerance=TC_F32_TOL,
        prepare=_prepare_mma_sm80_gemm,
        launch_notes={"block": SM80_THREADS, "grid": "(N/64, M/64)", "static_shared_bytes": SM80_SMEM_BYTES,
                      "threadblock_tile": (SM80_BM, SM80_BN, SM80_BK), "warp_tile": (32, 32, 16),
                      "instruction": "mma.sync m16n8k16 + ldmatrix.x4 + cp.async"},
        tensor_core=True,
        min_sm=80,
    ),
)


# -- wgmma_sm90_gemm.cu: sm_90a wgmma.mma_async, SS and RS, 128B-swizzled shared tiles -----

# Pinned by the #defines in wgmma_sm90_gemm.cu.
SM90_BM, SM90_BN, SM90_BK = 64, 64, 64
SM90_THREADS = 128          # one warpgroup
SM90_WGMMA_K = 16           # m64n64k16: four wgmma per 64-wide K step


def wgmma_reference(a: np.ndarray, b: np.ndarray, c0: np.ndarray, arith: str) -> np.ndarray:
    """D of the wgmma GEMM bit for bit: the arithmetic model applied one m64n64k16 wgmma at a
    time along K (each rounds its result to f32, as the chained accumulator does)."""
    from tcsim.matrix import numerics

    model = numerics.get_model(arith, "f16")
    d = c0.astype(np.float64)[None]
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    for k0 in range(0, a.shape[1], SM90_WGMMA_K):
        sl = slice(k0, k0 + SM90_WGMMA_K)
        d = numerics.mma_float(a64[None, :, sl], b64[None, sl, :], d, model, "f32").astype(np.float64)
    return d[0].astype(np.float32)


def _prepare_wgmma_sm90_gemm(name: str, dev: Any, size: Size, rng: np.random.Generator) -> Launch:
    m, n, k = size_tc(size, name, (SM90_BM, SM90_BN, SM90_BK))
    a, b = f16_uniform(rng, (m, k)), f16_uniform(rng, (k, n))
    c0 = rng.uniform(-1.0, 1.0, size=(m, n)).astype(np.float32)
    d_a, d_bt, d_c = dev.array(a), dev.array(np.ascontiguousarray(b.T)), dev.array(c0)
    d_d = dev.array(np.full((m, n), np.nan, np.float32))  # unwritten elements fail
    arith = dev.tensor_arithmetic or dev.config.tensor.arithmetic

    def check() -> CheckResult:
        got = d_d.get()
        res = check_tc_gemm(name, got, a, b, c0, 1.0, 1.0, U_TC_F32, TC_F32_TOL)
        if not res.ok:
            return res
        want = wgmma_reference(a, b, c0, arith)
        return bits_match_model(name, got, want, arith, res)

    call = KernelCall(grid=(n // SM90_BN, m // SM90_BM), block=(SM90_THREADS,),
                      args=(np.int32(m), np.int32(n), np.int32(k), d_a, d_bt, d_c, d_d))
    info = {"M": m, "N": n, "K": k, "accumulate": "f32", "A": "row-major (K-major)",
            "B": "column-major (B^T row-major, K-major)", "C/D": "row-major"}
    return Launch(SPECS[name], dev, (m, n, k), [call], check, info)


for _name, _form in (("wgmma_sm90_gemm", "SS: A and B from 128B-swizzled shared tiles through matrix descriptors"),
                     ("wgmma_sm90_gemm_rs", "RS: A from registers (the wgmma A fragment), B through a descriptor")):
    register(
        KernelSpec(
            name=_name,
            ptx_file="wgmma_sm90_gemm.ptx",
            symbol=_name,
            description=f"sm_90a warpgroup-MMA GEMM written with inline PTX, {_form}; "
            "wgmma.mma_async m64n64k16 f16 x f16 + f32, wgmma.fence / commit_group / wait_group, "
            "one warpgroup per 64x64 CTA tile; D = A@B + C",
            size_help="M=N=K, or (M, N, K); multiples of 64",
            default_size=128,
            test_sizes=(64, (128, 64, 192)),
            tolerance=TC_F32_TOL,
            prepare=functools.partial(_prepare_wgmma_sm90_gemm, _name),
            launch_notes={"block": SM90_THREADS, "grid": "(N/64, M/64)", "static_shared_bytes": (1 if "rs" in _name else 2) * 8192,
                          "threadblock_tile": (SM90_BM, SM90_BN, SM90_BK),
                          "instruction": "wgmma.mma_async m64n64k16 (" + _form.split(":")[0] + ")"},
            tensor_core=True,
            min_sm=90,
        ),
    )
