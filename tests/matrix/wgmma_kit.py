"""Test kit for wgmma.mma_async: a PTX kernel builder for one warpgroup (128 threads) and
host-side shared-memory images and fragment maps written independently of
``tcsim.matrix.wgmma_smem`` / ``fragments_sm90`` (from the PTX ISA's canonical layouts in
core-matrix terms), so a layout slip in either shows up as a wrong product."""

from __future__ import annotations

import ml_dtypes
import numpy as np

import tcsim
from tcsim.matrix.wgmma_smem import encode

SWZ_FIELD = {"none": 0, "128B": 1, "64B": 2, "32B": 3}
SWZ_BYTES = {"none": 16, "32B": 32, "64B": 64, "128B": 128}
BITS = {"f16": 16, "bf16": 16, "tf32": 32, "e4m3": 8, "e5m2": 8, "s8": 8, "u8": 8, "b1": 1}
NP = {"f16": np.float16, "bf16": ml_dtypes.bfloat16, "e4m3": ml_dtypes.float8_e4m3fn,
      "e5m2": ml_dtypes.float8_e5m2, "s8": np.int8, "u8": np.uint8}


# ---------------------------------------------------------------- host-side operand images

def raw_bits(x: np.ndarray, etype: str) -> np.ndarray:
    """Element values -> their bit patterns (uint32)."""
    if etype == "tf32":
        return np.asarray(x, dtype=np.float32).view(np.uint32)
    if etype == "b1":
        return np.asarray(x, dtype=np.uint32) & 1
    a = np.asarray(x).astype(NP[etype])
    return a.view(np.uint8 if a.itemsize == 1 else np.uint16).astype(np.uint32)


def offsets(mn: int, k: int, etype: str, swz: str, k_major: bool, lbo: int, sbo: int) -> tuple[np.ndarray, np.ndarray]:
    """Byte offset (from a 1024-aligned start) and bit of element (i, j) of an mn x k
    operand in the canonical layout (K-major: rows of K; MN-major: rows of MN), swizzled."""
    bits = BITS[etype]
    per_chunk = 128 // bits                     # elements in 16 bytes
    row_bytes = SWZ_BYTES[swz]                  # bytes of one (swizzle) row
    off = np.zeros((mn, k), dtype=np.int64)
    bit = np.zeros((mn, k), dtype=np.int64)
    for i in range(mn):
        for j in range(k):
            if k_major:     # core matrix: 8 MN rows x 16 bytes of K
                group, r = divmod(i, 8)
                kc, e = divmod(j, per_chunk)
                if swz == "none":
                    o = group * sbo + kc * lbo + r * 16
                else:
                    o = group * sbo + r * row_bytes + kc * 16
            else:           # core matrix: 8 K rows x 16 bytes of MN
                mc, e = divmod(i, per_chunk)
                kg, r = divmod(j, 8)
                if swz == "none":
                    o = mc * sbo + kg * lbo + r * 16
                else:
                    w = row_bytes // 16
                    o = (mc // w) * lbo + kg * sbo + r * row_bytes + (mc % w) * 16
            o += e * bits // 8
            if swz != "none":    # 16-byte chunk index XOR the 128-byte line inside the pattern
                w = row_bytes // 16
                o ^= ((o >> 7) & (w - 1)) << 4
            off[i, j], bit[i, j] = o, (e * bits) % 8
    return off, bit


def image(mat: np.ndarray, etype: str, swz: str, k_major: bool, lbo: int, sbo: int, size: int) -> np.ndarray:
    """Bytes of a shared-memory buffer holding ``mat`` (mn x k; pass B as B^T)."""
    off, bit = offsets(*mat.shape, etype, swz, k_major, lbo, sbo)
    buf = np.zeros(size, dtype=np.uint8)
    raw = raw_bits(mat, etype)
    nbytes = max(BITS[etype] // 8, 1)
    for i in range(mat.shape[0]):
        for j in range(mat.shape[1]):
            v = int(raw[i, j])
            if etype == "b1":
                buf[off[i, j]] |= v << bit[i, j]
            else:
                buf[off[i, j]:off[i, j] + nbytes] = np.frombuffer(v.to_bytes(4, "little")[:nbytes], np.uint8)
    return buf


def canonical(mn: int, k: int, etype: str, swz: str, k_major: bool) -> tuple[int, int]:
    """(LBO, SBO) in bytes of a densely packed canonical layout."""
    if k_major:
        if swz == "none":
            return 128, 256                               # K chunks 128 B apart, 8-row groups 256 B apart
        return 16, 8 * SWZ_BYTES[swz]                     # LBO unused
    if swz == "none":
        return 128, 128 * (k // 8)                        # K groups 128 B apart, MN chunks after all K groups
    return 8 * SWZ_BYTES[swz] * (k // 8), 8 * SWZ_BYTES[swz]   # LBO: next W chunks of MN; SBO: next 8 K rows


# ---------------------------------------------------------------- fragments (PTX ISA figures)

def d_map(n: int) -> tuple[np.ndarray, np.ndarray]:
    """(row, col) of accumulator element i of thread t of the warpgroup: (128, N/2)."""
    t = np.arange(128)[:, None]
    i = np.arange(n // 2)[None, :]
    warp, lane = t // 32, t % 32
    return 16 * warp + lane // 4 + 8 * ((i // 2) % 2) + 0 * i, 8 * (i // 4) + 2 * (lane % 4) + i % 2


def a_map(etype: str) -> tuple[np.ndarray, np.ndarray]:
    """(row, col) of register-A element i of thread t (RS form): (128, 4 * per)."""
    per = 32 // BITS[etype]
    t = np.arange(128)[:, None]
    i = np.arange(4 * per)[None, :]
    warp, lane = t // 32, t % 32
    r, j = i // per, i % per
    return 16 * warp + lane // 4 + 8 * (r % 2), (lane % 4) * per + j + (r // 2) * 4 * per


def pack_elements(raw: np.ndarray, bits: int) -> np.ndarray:
    """(threads, nelem) raw bits -> (threads, nregs) uint32 words, low element first."""
    per = 32 // bits
    r = raw.reshape(raw.shape[0], -1, per).astype(np.uint64)
    return np.bitwise_or.reduce(r << (np.arange(per, dtype=np.uint64) * bits), axis=-1).astype(np.uint32)


def unpack_elements(words: np.ndarray, bits: int) -> np.ndarray:
    per = 32 // bits
    sh = np.arange(per, dtype=np.uint32) * bits
    return ((words[..., None] >> sh) & np.uint32((1 << bits) - 1) if bits < 32 else words[..., None]).reshape(words.shape[0], -1)


def d_words(mat: np.ndarray, dtype: str) -> np.ndarray:
    rows, cols = d_map(mat.shape[1])
    vals = mat[rows, cols]
    if dtype == "f16":
        return pack_elements(vals.astype(np.float16).view(np.uint16).astype(np.uint32), 16)
    if dtype == "f32":
        return vals.astype(np.float32).view(np.uint32)
    return vals.astype(np.int64).astype(np.uint32)


def d_matrix(words: np.ndarray, n: int, dtype: str) -> np.ndarray:
    rows, cols = d_map(n)
    if dtype == "f16":
        vals = unpack_elements(words, 16).astype(np.uint16).view(np.float16).astype(np.float64)
    elif dtype == "f32":
        vals = words.view(np.float32).astype(np.float64)
    else:
        vals = words.view(np.int32).astype(np.int64)
    out = np.full((64, n), np.nan if dtype != "s32" else 0)
    out[rows, cols] = vals
    return out


# ---------------------------------------------------------------- the kernel

def kernel(n: int, dtype: str, atype: str, btype: str, *, rs: bool, a_desc: int = 0, b_desc: int = 0,
           imms: str = "", mods: str = "", between: str = "", repeat: int = 1, target: str = "sm_90a",
           smem_a: int = 8192, smem_b: int = 32768) -> str:
    k = 256 // BITS[atype]
    nreg = n // 2 if dtype != "f16" else n // 4
    dl = ", ".join(f"%d{i}" for i in range(nreg))
    a_op = "{%a0, %a1, %a2, %a3}" if rs else "%rd10"
    shape = f"m64n{n}k{k}"
    mma = (f"\twgmma.mma_async.sync.aligned.{shape}{mods}.{dtype}.{atype}.{btype} {{{dl}}}, {a_op}, %rd11, %p1"
           f"{imms};\n")
    loads = "".join(f"\tld.global.u32 %d{i}, [%rd6+{4 * i}];\n" for i in range(nreg))
    stores = "".join(f"\tst.global.u32 [%rd8+{4 * i}], %d{i};\n" for i in range(nreg))
    a_loads = "".join(f"\tld.global.u32 %a{i}, [%rd7+{4 * i}];\n" for i in range(4)) if rs else ""
    copy = ""
    for name, buf, size in (("sa", "%rd1", smem_a), ("sb", "%rd2", smem_b)):
        copy += f"""\tmov.u32 %r2, %r1;
$L_{name}:
\tsetp.ge.u32 %p2, %r2, {size // 4};
\t@%p2 bra $L_{name}_done;
\tmul.wide.u32 %rd20, %r2, 4;
\tadd.s64 %rd21, {buf}, %rd20;
\tld.global.u32 %r3, [%rd21];
\tmov.u32 %r4, {name};
\tshl.b32 %r5, %r2, 2;
\tadd.u32 %r4, %r4, %r5;
\tst.shared.u32 [%r4], %r3;
\tadd.u32 %r2, %r2, 128;
\tbra $L_{name};
$L_{name}_done:
"""
    return f""".version 8.0
.target {target}
.address_size 64

.visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd, .param .u64 par, .param .u32 ps,
                  .param .u64 pe)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<16>;
\t.reg .b64 %rd<32>;
\t.reg .b32 %d<{max(nreg, 1)}>;
\t.reg .b32 %a<4>;
\t.shared .align 1024 .b8 sa[{smem_a}];
\t.shared .align 1024 .b8 sb[{smem_b}];
\tld.param.u64 %rd1, [pa];
\tld.param.u64 %rd2, [pb];
\tld.param.u64 %rd3, [pc];
\tld.param.u64 %rd4, [pd];
\tld.param.u64 %rd5, [par];
\tld.param.u64 %rd9, [pe];
\tcvta.to.global.u64 %rd1, %rd1;
\tcvta.to.global.u64 %rd2, %rd2;
\tcvta.to.global.u64 %rd3, %rd3;
\tcvta.to.global.u64 %rd4, %rd4;
\tcvta.to.global.u64 %rd5, %rd5;
\tcvta.to.global.u64 %rd9, %rd9;
\tmov.u32 %r1, %tid.x;
{copy}\tbar.sync 0;
\tmul.wide.u32 %rd12, %r1, {4 * nreg};
\tadd.s64 %rd6, %rd3, %rd12;
\tadd.s64 %rd8, %rd4, %rd12;
\tadd.s64 %rd13, %rd9, %rd12;
\tmul.wide.u32 %rd14, %r1, 16;
\tadd.s64 %rd7, %rd5, %rd14;
{loads}{a_loads}\tmov.u32 %r6, sa;
\tcvt.u64.u32 %rd10, %r6;
\tshr.u64 %rd10, %rd10, 4;
\tor.b64 %rd10, %rd10, {a_desc};
\tmov.u32 %r7, sb;
\tcvt.u64.u32 %rd11, %r7;
\tshr.u64 %rd11, %rd11, 4;
\tor.b64 %rd11, %rd11, {b_desc};
\tld.param.u32 %r8, [ps];
\tsetp.ne.u32 %p1, %r8, 0;
\twgmma.fence.sync.aligned;
{mma * repeat}\twgmma.commit_group.sync.aligned;
{between}\twgmma.wait_group.sync.aligned 0;
{stores}\tret;
}}
"""


def early_stores(n: int, dtype: str) -> str:
    """PTX that stores D to the second output buffer (before the wait)."""
    nreg = n // 2 if dtype != "f16" else n // 4
    return "".join(f"\tst.global.u32 [%rd13+{4 * i}], %d{i};\n" for i in range(nreg))


def run(n, dtype, atype, btype, A, B, C, *, rs=False, swz_a="128B", swz_b="128B", trans_a=0, trans_b=0,
        scale_d=1, neg_a=False, neg_b=False, mods="", between="", repeat=1, arch="h100", arith=None, threads=128,
        **launch):
    """D of one wgmma.mma_async (``repeat`` back to back on the same accumulator), and the
    D registers stored between commit and wait (``between``)."""
    k = A.shape[1]
    floating = atype not in ("s8", "u8", "b1")
    la, sa_ = canonical(64, k, atype, swz_a, not trans_a)
    lb, sb_ = canonical(n, k, btype, swz_b, not trans_b)
    img_a = image(A, atype, swz_a, not trans_a, la, sa_, 8192)
    img_b = image(np.ascontiguousarray(B.T), btype, swz_b, not trans_b, lb, sb_, 32768)
    a_desc = encode(0, la, sa_, SWZ_FIELD[swz_a])
    b_desc = encode(0, lb, sb_, SWZ_FIELD[swz_b])
    imms = ""
    if floating:
        imms = f", {-1 if neg_a else 1}, {-1 if neg_b else 1}"
        if atype in ("f16", "bf16"):
            imms += (f", {trans_b}" if rs else f", {trans_a}, {trans_b}")
    ptx = kernel(n, dtype, atype, btype, rs=rs, a_desc=a_desc, b_desc=b_desc, imms=imms, mods=mods,
                 between=between, repeat=repeat)
    dev = tcsim.Device(arch, tensor_arithmetic=arith)
    ar, ac = a_map(atype)
    a_regs = pack_elements(raw_bits(A[ar, ac], atype), BITS[atype]) if rs else np.zeros((128, 4), np.uint32)
    cw = d_words(C, dtype)
    d_out = dev.zeros(cw.size, np.uint32)
    d_early = dev.zeros(cw.size, np.uint32)
    f = dev.load_ptx(ptx).get_function("k")
    f((1,), (threads,), (dev.array(img_a), dev.array(img_b), dev.array(cw), d_out, dev.array(a_regs),
                         np.uint32(scale_d), d_early), **launch)
    shape = cw.shape
    return d_matrix(d_out.get().reshape(shape), n, dtype), d_matrix(d_early.get().reshape(shape), n, dtype)
