"""Tensor-core instruction semantics, executed: wmma.load/store/mma, mma.sync, ldmatrix,
movmatrix run as real PTX kernels on tcsim and checked against numpy.

* wmma.load of A/B is checked register by register against ``wmma_fragment`` (the
  per-architecture maps); wmma.load.c + wmma.store.d must round-trip memory byte for byte
  (padding between rows untouched), in .global, .shared (copied through shared memory)
  and generic addressing, with a non-default stride and a non-zero base offset.
* wmma.mma: D = A @ B + C for every shape x type x A/B layout, exact.
* mma.sync: fragments are built in registers by PTX that loads each lane's elements from
  addresses computed on the host with the PTX ISA's formulas (``tensorkit.isa_mma_map``,
  written independently of ``tcsim.matrix.fragments``); D comes back per lane and is
  decoded with the same formulas.
* ldmatrix .x1/.x2/.x4 (+.trans) from rows scattered over shared memory; movmatrix.
* errors: misaligned base, bad stride, partial warps, unsupported forms, wrong vectors.
"""

from __future__ import annotations

import dataclasses
import re
import zlib

import numpy as np
import pytest
from tensorkit import (
    BITS,
    LD,
    Ptx,
    from_raw,
    isa_mma_map,
    pack_slots,
    pad128,
    random_values,
    reference_mma,
    run,
    tile_bytes,
    tile_image,
    tile_matrix,
    to_raw,
    unpack_slots,
    vec,
)

import tcsim
from tcsim.matrix.fragments import wmma_fragment

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


ARCH = {"volta": "titan_v", "turing": "rtx2080"}
TARGET = {"volta": "sm_70", "turing": "sm_75"}
SHAPES16 = [(16, 16, 16), (32, 8, 16), (8, 32, 16)]


def fmt(shape) -> str:
    return "m{}n{}k{}".format(*shape)


def dims(matrix: str, shape) -> tuple[int, int]:
    m, n, k = shape
    return {"a": (m, k), "b": (k, n), "c": (m, n)}[matrix]


def wmma_nregs(matrix: str, shape, etype: str) -> int:
    """Registers of a wmma fragment, from the PTX ISA's wmma.load fragment tables."""
    if etype == "f16":
        return 8 if matrix in ("a", "b") else 4
    if etype in ("f32", "s32"):
        return 8 if shape in SHAPES16 else 2
    if etype in ("s8", "u8"):
        return {((16, 16, 16), "a"): 2, ((16, 16, 16), "b"): 2, ((8, 32, 16), "a"): 1,
                ((8, 32, 16), "b"): 4, ((32, 8, 16), "a"): 4, ((32, 8, 16), "b"): 1}[(shape, matrix)]
    return 1  # s4, u4, b1 A/B


def wmma_forms(family: str):
    """(matrix, shape, etype, layout) of every wmma.load form of sm_70 / sm_75 (PTX ISA wmma)."""
    out = []
    for shape in SHAPES16:
        for matrix in ("a", "b"):
            for lay in ("row", "col"):
                out.append((matrix, shape, "f16", lay))
        for et in ("f16", "f32"):
            for lay in ("row", "col"):
                out.append(("c", shape, et, lay))
    if family == "turing":
        for shape in SHAPES16:
            for et in ("s8", "u8"):
                for matrix in ("a", "b"):
                    for lay in ("row", "col"):
                        out.append((matrix, shape, et, lay))
            for lay in ("row", "col"):
                out.append(("c", shape, "s32", lay))
        for shape, types in (((8, 8, 32), ("s4", "u4")), ((8, 8, 128), ("b1",))):
            for et in types:
                out += [("a", shape, et, "row"), ("b", shape, et, "col")]
            for lay in ("row", "col"):
                out.append(("c", shape, "s32", lay))
    return out


def natural_stride(matrix, shape, layout) -> int:
    rows, cols = dims(matrix, shape)
    return cols if layout == "row" else rows


# ====================================================================== 1. wmma load / store

MODES = ["global", "shared", "generic"]
BASE = 48  # byte offset of the tile inside its buffer (16-byte aligned, not 256)

LOAD_CASES = [pytest.param(fam, form, mode, id=f"{fam}-{form[0]}-{fmt(form[1])}-{form[2]}-{form[3]}-{mode}")
              for fam in ("volta", "turing") for form in wmma_forms(fam) for mode in MODES]


def _tile_address(k: Ptx, mode: str, param: int, nbytes: int, lane: str):
    """(address register, state-space suffix, global pointer) of the tile buffer passed as
    parameter ``param``; in "shared" mode the buffer is first copied into shared memory."""
    if mode == "shared":
        g = k.param_ptr(param)
        sa = k.shared_addr(k.smem(nbytes))
        k.copy_words(sa, "shared", g, "global", nbytes, lane)
        return sa, ".shared", g
    g = k.param_ptr(param, to_global=(mode == "global"))
    return g, (".global" if mode == "global" else ""), g


def _offset(k: Ptx, base: str, off: int) -> str:
    a = k.reg("rd")
    k(f"add.s64 \t{a}, {base}, {off};")
    return a


@pytest.mark.parametrize("fam, form, mode", LOAD_CASES)
def test_wmma_load_store(fam, form, mode):
    matrix, shape, etype, layout = form
    rows, cols = dims(matrix, shape)
    bits = BITS[etype]
    stride = natural_stride(matrix, shape, layout) + 128 // bits  # one extra 16-byte unit
    nbytes = pad128(BASE + tile_bytes(rows, cols, etype, layout, stride))
    nregs = wmma_nregs(matrix, shape, etype)
    rng = np.random.default_rng(zlib.crc32(repr((fam, form, mode)).encode()))
    src = rng.integers(0, 256, nbytes, dtype=np.uint8)
    init = rng.integers(0, 256, nbytes, dtype=np.uint8)

    k = Ptx(["u64", "u64", "u64", "u32"], target=TARGET[fam])
    lane = k.tid()
    s_addr, ss, _ = _tile_address(k, mode, 0, nbytes, lane)
    regs_out = k.param_ptr(2)
    st = k.param_u32(3)
    regs = k.regs("r", nregs)
    shp = fmt(shape)
    k(f"wmma.load.{matrix}.sync.aligned.{layout}.{shp}{ss}.{etype} \t{vec(regs)}, [{_offset(k, s_addr, BASE)}], {st};")
    k.store_lane_regs(regs_out, lane, regs)
    if matrix == "c":
        d_addr, dss, d_glob = _tile_address(k, mode, 1, nbytes, lane)
        k(f"wmma.store.d.sync.aligned.{layout}.{shp}{dss}.{etype} \t[{_offset(k, d_addr, BASE)}], {vec(regs)}, {st};")
        if mode == "shared":
            k("bar.sync \t0;")
            k.copy_words(d_glob, "global", d_addr, "shared", nbytes, lane)

    dev = tcsim.Device(ARCH[fam])
    d_src, d_out = dev.array(src), dev.array(init)
    d_regs = dev.zeros(32 * nregs, np.uint32)
    run(k, dev, (d_src, d_out, d_regs, np.uint32(stride)))

    M = tile_matrix(src[BASE:], rows, cols, etype, layout, stride)
    frag = wmma_fragment(fam, matrix, shape, etype, layout)
    assert frag.nregs == nregs
    want = pack_slots(M[frag.row, frag.col], bits)
    got = d_regs.get().reshape(32, nregs)
    bad = np.argwhere(got != want)
    assert bad.size == 0, (f"lane/register {bad[:4].tolist()}: got {got[tuple(bad[0])]:#x}, "
                           f"want {want[tuple(bad[0])]:#x}")
    if matrix == "c":
        expect = tile_image(M, etype, layout, stride, nbytes - BASE, fill=init[BASE:])
        expect = np.concatenate([init[:BASE], expect])
        out = d_out.get()
        diff = np.flatnonzero(out != expect)
        assert diff.size == 0, f"{diff.size} bytes differ after the round trip, first at byte {diff[0]}"


def test_wmma_load_default_stride_and_generic_shared():
    """No stride operand (ldm defaults to the tile's row/column length), a generic
    address into shared memory (cvta.shared), .shared::cta and an immediate stride."""
    nbytes = 16 * 16 * 4
    k = Ptx(["u64", "u64", "u64", "u32"])
    lane = k.tid()
    g = k.param_ptr(0)
    sa = k.shared_addr(k.smem(nbytes))
    k.copy_words(sa, "shared", g, "global", nbytes, lane)
    gen = k.reg("rd")
    k(f"cvta.shared.u64 \t{gen}, {sa};")
    regs = k.regs("r", 8)
    k(f"wmma.load.c.sync.aligned.col.m16n16k16.f32 \t{vec(regs)}, [{gen}];")
    out = k.param_ptr(1)
    sb = k.shared_addr(k.smem(nbytes))
    k(f"wmma.store.d.sync.aligned.col.m16n16k16.shared::cta.f32 \t[{sb}], {vec(regs)}, 16;")  # immediate stride
    k("bar.sync \t0;")
    k.copy_words(out, "global", sb, "shared", nbytes, lane)
    dev = tcsim.Device("rtx2080")
    src = np.random.default_rng(5).standard_normal(256).astype(np.float32)
    d_src, d_out = dev.array(src), dev.zeros(256, np.float32)
    run(k, dev, (d_src, d_out, dev.zeros(1, np.uint32), np.uint32(0)))
    assert np.array_equal(d_out.get().view(np.uint32), src.view(np.uint32))


def test_wmma_many_warps_own_strides():
    """Eight warps in four CTAs, each loading its own A/B/C tiles with its own stride
    (16 or 24 elements), computing and storing its own D: the batched (multi-warp) paths."""
    nw, ld_ = 8, 24
    tile = 16 * ld_  # elements per warp region (f16 A/B, f32 C/D)
    k = Ptx(["u64", "u64", "u64", "u64"])
    g = k.global_tid()
    w, st, t = k.reg("r"), k.reg("r"), k.reg("r")
    k(f"shr.u32 \t{w}, {g}, 5;")
    k(f"and.b32 \t{t}, {w}, 1;")
    k(f"mad.lo.s32 \t{st}, {t}, 8, 16;")  # stride 16 for even warps, 24 for odd ones
    a, b, c, d = (k.add_offset(k.param_ptr(i), w, tile * sz) for i, sz in enumerate((2, 2, 4, 4)))
    ra, rb, rc = k.regs("r", 8), k.regs("r", 8), k.regs("f", 8)
    k(f"wmma.load.a.sync.aligned.row.m16n16k16.global.f16 \t{vec(ra)}, [{a}], {st};")
    k(f"wmma.load.b.sync.aligned.col.m16n16k16.global.f16 \t{vec(rb)}, [{b}], {st};")
    k(f"wmma.load.c.sync.aligned.col.m16n16k16.global.f32 \t{vec(rc)}, [{c}], {st};")
    k(f"wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 \t{vec(rc)}, {vec(ra)}, {vec(rb)}, {vec(rc)};")
    k(f"wmma.store.d.sync.aligned.row.m16n16k16.global.f32 \t[{d}], {vec(rc)}, {st};")
    rng = np.random.default_rng(17)
    A = random_values(rng, "f16", (nw, 16, 16))
    B = random_values(rng, "f16", (nw, 16, 16))
    C = random_values(rng, "f32", (nw, 16, 16), "c")
    bufs = [np.zeros((nw, tile), dt) for dt in (np.float16, np.float16, np.float32)]
    for i in range(nw):
        s_ = 16 + 8 * (i % 2)
        for X, buf, lay in ((A[i], bufs[0], "row"), (B[i], bufs[1], "col"), (C[i], bufs[2], "col")):
            r, cc = np.meshgrid(np.arange(16), np.arange(16), indexing="ij")
            buf[i, (r * s_ + cc) if lay == "row" else (cc * s_ + r)] = X
    dev = tcsim.Device("rtx2080", tensor_arithmetic="exact")
    d_d = dev.zeros(nw * tile, np.float32)
    run(k, dev, [dev.array(x) for x in bufs] + [d_d], block=64, grid=nw // 2)
    out = d_d.get().reshape(nw, tile)
    for i in range(nw):
        s_ = 16 + 8 * (i % 2)
        got = out[i, :16 * s_].reshape(16, s_)[:, :16]
        np.testing.assert_array_equal(got, A[i] @ B[i] + C[i], err_msg=f"warp {i}")


# ====================================================================== 2. wmma.mma


def _wmma_mma_kernel(fam, shape, atype, btype, ctype, dtype, al, bl, cl, dl, extra=""):
    k = Ptx(["u64", "u64", "u64", "u64"], target=TARGET[fam])
    a, b, c, d = (k.param_ptr(i) for i in range(4))
    ra = k.regs("r", wmma_nregs("a", shape, atype))
    rb = k.regs("r", wmma_nregs("b", shape, btype))
    rc = k.regs("r", wmma_nregs("c", shape, ctype))
    rd = k.regs("r", wmma_nregs("c", shape, dtype))
    s = fmt(shape)
    k(f"wmma.load.a.sync.aligned.{al}.{s}.global.{atype} \t{vec(ra)}, [{a}];")
    k(f"wmma.load.b.sync.aligned.{bl}.{s}.global.{btype} \t{vec(rb)}, [{b}];")
    k(f"wmma.load.c.sync.aligned.{cl}.{s}.global.{ctype} \t{vec(rc)}, [{c}];")
    if atype == "f16":
        types = f"{dtype}.{ctype}"
    else:
        types = f"s32.{atype}.{btype}.s32"
    pre = extra if atype == "b1" else ""
    post = extra if atype != "b1" else ""
    k(f"wmma.mma{pre}.sync.aligned.{al}.{bl}.{s}.{types}{post} \t{vec(rd)}, {vec(ra)}, {vec(rb)}, {vec(rc)};")
    k(f"wmma.store.d.sync.aligned.{dl}.{s}.global.{dtype} \t[{d}], {vec(rd)};")
    return k


def device(arch: str, arith, sm80: bool = False):
    """A Device; ``sm80``: its config's ISA raised to sm_80 (tcsim has no sm_80 GPU config;
    this runs the PTX ISA semantics of the sm_80-only forms — m16n8k16, bf16, tf32, b1
    .and — which an sm_75 arch rejects as ptxas does)."""
    dev = tcsim.Device(arch, tensor_arithmetic=arith)
    if sm80:
        dev.config = dataclasses.replace(dev.config, isa="sm_80")
    return dev


def run_wmma_mma(fam, shape, atype, ctype, dtype, al, bl, A, B, C, extra="", arith="exact", sm80=False):
    """Run load/load/load/mma/store on device; returns D (values)."""
    cl, dl = al, bl  # vary the C/D layouts along with A/B
    m, n, kk = shape
    k = _wmma_mma_kernel(fam, shape, atype, atype, ctype, dtype, al, bl, cl, dl, extra)
    dev = device(ARCH[fam], arith, sm80)

    def img(M, et, lay):
        r, c = M.shape
        stride = c if lay == "row" else r
        return dev.array(tile_image(to_raw(M, et), et, lay, stride, pad128(tile_bytes(r, c, et, lay, stride))))

    d_d = dev.zeros(pad128(m * n * BITS[dtype] // 8), np.uint8)
    run(k, dev, (img(A, atype, al), img(B, atype, bl), img(C, ctype, cl), d_d))
    stride = n if dl == "row" else m
    return from_raw(tile_matrix(d_d.get(), m, n, dtype, dl, stride), dtype)


LAYOUTS = [("row", "row"), ("row", "col"), ("col", "row"), ("col", "col")]
F16_MMA = [pytest.param(fam, shape, d, c, al, bl, id=f"{fam}-{fmt(shape)}-{d}.{c}-{al}.{bl}")
           for fam in ("volta", "turing") for shape in SHAPES16
           for d in ("f16", "f32") for c in ("f16", "f32") for al, bl in LAYOUTS]


@pytest.mark.parametrize("fam, shape, dtype, ctype, al, bl", F16_MMA)
def test_wmma_mma_f16(fam, shape, dtype, ctype, al, bl):
    m, n, kk = shape
    rng = np.random.default_rng(m * 7 + n)
    A = random_values(rng, "f16", (m, kk))
    B = random_values(rng, "f16", (kk, n))
    C = random_values(rng, ctype, (m, n), "c")
    D = run_wmma_mma(fam, shape, "f16", ctype, dtype, al, bl, A, B, C)
    np.testing.assert_array_equal(D, reference_mma(A, B, C, "f16", dtype=dtype))


INT_MMA = [pytest.param(shape, t, al, bl, id=f"{fmt(shape)}-{t}-{al}.{bl}")
           for shape in SHAPES16 for t in ("s8", "u8") for al, bl in LAYOUTS]


@pytest.mark.parametrize("shape, t, al, bl", INT_MMA)
def test_wmma_mma_int8(shape, t, al, bl):
    m, n, kk = shape
    rng = np.random.default_rng(kk + m)
    A, B = random_values(rng, t, (m, kk)), random_values(rng, t, (kk, n))
    C = random_values(rng, "s32", (m, n))
    D = run_wmma_mma("turing", shape, t, "s32", "s32", al, bl, A, B, C)
    np.testing.assert_array_equal(D, reference_mma(A, B, C, t))


def overflowing_c(rng, shape) -> np.ndarray:
    """Accumulators at the edges of s32, so that A@B pushes many sums past them."""
    hi = (1 << 31) - 1 - rng.integers(0, 2000, shape)
    lo = -(1 << 31) + rng.integers(0, 2000, shape)
    return np.where(rng.integers(0, 2, shape) == 1, hi, lo)


SUB_INT = [pytest.param(shape, t, sat, id=f"{fmt(shape)}-{t}-{'satfinite' if sat else 'wrap'}")
           for shape, types in (((16, 16, 16), ("s8", "u8")), ((32, 8, 16), ("s8",)), ((8, 32, 16), ("u8",)),
                                ((8, 8, 32), ("s4", "u4")))
           for t in types for sat in (False, True)]


@pytest.mark.parametrize("shape, t, sat", SUB_INT)
def test_wmma_mma_int_overflow(shape, t, sat):
    """Sums past the s32 range wrap, or clamp with .satfinite (s8/u8/s4/u4)."""
    m, n, kk = shape
    rng = np.random.default_rng(99)
    top = (1 << (BITS[t] - 1)) - 1 if t[0] == "s" else (1 << BITS[t]) - 1
    A, B = rng.integers(0, top + 1, (m, kk)), rng.integers(0, top + 1, (kk, n))
    if t[0] == "s":  # rows alternately push up and down
        A = A * np.where(np.arange(m)[:, None] % 2 == 0, 1, -1)
    C = overflowing_c(rng, (m, n))
    ref = reference_mma(A, B, C, t, satfinite=sat)
    wide = np.asarray(C, np.int64) + np.asarray(A, np.int64) @ np.asarray(B, np.int64)
    assert ((wide > (1 << 31) - 1) | (wide < -(1 << 31))).sum() > 4  # the test really overflows
    al, bl = ("row", "col") if shape == (8, 8, 32) else ("row", "row")
    D = run_wmma_mma("turing", shape, t, "s32", "s32", al, bl, A, B, C, extra=".satfinite" if sat else "")
    np.testing.assert_array_equal(D, ref)


@pytest.mark.parametrize("t", ["s4", "u4"])
def test_wmma_mma_4bit(t):
    rng = np.random.default_rng(4)
    A, B = random_values(rng, t, (8, 32)), random_values(rng, t, (32, 8))
    C = random_values(rng, "s32", (8, 8))
    D = run_wmma_mma("turing", (8, 8, 32), t, "s32", "s32", "row", "col", A, B, C)
    np.testing.assert_array_equal(D, reference_mma(A, B, C, t))


@pytest.mark.parametrize("op", ["xor", "and"])
def test_wmma_mma_b1(op):
    rng = np.random.default_rng(1)
    A, B = random_values(rng, "b1", (8, 128)), random_values(rng, "b1", (128, 8))
    C = rng.integers(-1000, 1000, (8, 8))
    D = run_wmma_mma("turing", (8, 8, 128), "b1", "s32", "s32", "row", "col", A, B, C, extra=f".{op}.popc",
                     sm80=op == "and")
    np.testing.assert_array_equal(D, reference_mma(A, B, C, "b1", b1op=op))


@pytest.mark.parametrize("fam", ["volta", "turing"])
@pytest.mark.parametrize("dtype", ["f32", "f16"])
def test_wmma_mma_arch_model_close_to_numpy(fam, dtype):
    """The default (hardware) arithmetic model, on general f16 inputs: within a few ulps
    of the float64 product (truncating alignment loses at most a few bits)."""
    rng = np.random.default_rng(12)
    A = rng.standard_normal((16, 16)).astype(np.float16).astype(np.float64)
    B = rng.standard_normal((16, 16)).astype(np.float16).astype(np.float64)
    C = rng.standard_normal((16, 16)).astype(np.float16).astype(np.float64)
    D = run_wmma_mma(fam, (16, 16, 16), "f16", "f32", dtype, "row", "col", A, B, C, arith=None)
    exact = A @ B + C
    scale = np.abs(A) @ np.abs(B) + np.abs(C)
    tol = (2.0 ** -10 if dtype == "f16" else 2.0 ** -21) * scale
    assert np.all(np.abs(D - exact) <= tol), np.max(np.abs(D - exact) / scale)


# ====================================================================== 3. mma.sync from the ISA formulas

ESIZE = {"f16": 2, "bf16": 2, "f32": 4, "tf32": 4, "s32": 4, "s8": 1, "u8": 1, "s4": 1, "u4": 1, "b1": 1}


def _load_fragment(k: Ptx, tab: str, slot0: int, nslots: int, base: str, etype: str,
                   fregs: bool = False) -> list[str]:
    """Registers of one operand: slot ``s`` is loaded from ``base[idx * esize]`` where
    ``idx = tab[slot0 + s]`` (host-computed), then packed low slot first. ``fregs``: .f32
    elements go to .f32 registers (as nvcc declares accumulators)."""
    bits = BITS[etype]
    per = max(1, 32 // bits)
    esize = ESIZE[etype]
    regs = []
    for j in range(-(-nslots // per)):
        acc = None
        for s in range(j * per, min((j + 1) * per, nslots)):
            ri = k.reg("r")
            k(f"ld.global.u32 \t{ri}, [{tab}+{4 * (slot0 + s)}];")
            a = k.add_offset(base, ri, esize)
            if esize == 4:
                v = k.reg("f" if fregs and etype == "f32" else "r")
                k(f"ld.global.{'f32' if v.startswith('%f') else 'u32'} \t{v}, [{a}];")
            else:
                v, h = k.reg("r"), k.reg("rs")
                k(f"ld.global.{LD[8 * esize]} \t{h}, [{a}];")
                k(f"cvt.u32.u16 \t{v}, {h};")
            sh = (s % per) * bits
            if sh:
                v2 = k.reg("r")
                k(f"shl.b32 \t{v2}, {v}, {sh};")
                v = v2
            if acc is None:
                acc = v
            else:
                acc2 = k.reg("r")
                k(f"or.b32 \t{acc2}, {acc}, {v};")
                acc = acc2
        regs.append(acc)
    return regs


def run_mma_sync(arch, shape, atype, btype, ctype, dtype, al="row", bl="col", qual="", post="",
                 seed=0, C=None, nwarps=1, inplace=False, fregs=False, arith="exact", sm80=False, A=None, B=None):
    """Build, run and decode one mma.sync per warp (``nwarps`` warps, two per CTA);
    returns (D_got, D_want) of shape (nwarps * nsub, M, N).  ``inplace``: D and C are the
    same registers; ``fregs``: f32 C/D live in .f32 registers; ``A``, ``B``, ``C``: given
    operands (nwarps * nsub, M, K) / (., K, N) / (., M, N) instead of random ones."""
    m, n, kk = shape
    nsub = 4 if shape == (8, 8, 4) else 1
    nmat = nwarps * nsub
    rng = np.random.default_rng(seed)
    A = random_values(rng, atype, (nmat, m, kk)) if A is None else A
    B = random_values(rng, btype, (nmat, kk, n)) if B is None else B
    C = random_values(rng, ctype, (nmat, m, n), "c") if C is None else C
    maps = [isa_mma_map(shape, "a", atype, al), isa_mma_map(shape, "b", btype, bl), isa_mma_map(shape, "c", ctype)]
    dmap = isa_mma_map(shape, "c", dtype)
    dims_ = [(m, kk), (kk, n), (m, n)]
    tab = []
    for w in range(nwarps):
        tab.append(np.concatenate([(w * nsub + sub) * R * Cc + row * Cc + col
                                   for (row, col, sub), (R, Cc) in zip(maps, dims_)], axis=1))
    tab = np.concatenate(tab)
    nslots = tab.shape[1]

    k = Ptx(["u64"] * 5)
    tid = k.global_tid() if nwarps > 1 else k.laneid()
    tab_base = k.add_offset(k.param_ptr(0), tid, 4 * nslots)
    bases = [k.param_ptr(i) for i in (1, 2, 3)]
    frags, s0 = [], 0
    for (row, _, _), base, et in zip(maps, bases, (atype, btype, ctype)):
        frags.append(_load_fragment(k, tab_base, s0, row.shape[1], base, et, fregs))
        s0 += row.shape[1]
    nd = max(1, dmap[0].shape[1] * BITS[dtype] // 32)
    rd = frags[2] if inplace else k.regs("f" if fregs and dtype == "f32" else "r", nd)
    k(f"mma.sync.aligned.{fmt(shape)}.{al}.{bl}{qual}.{dtype}.{atype}.{btype}.{ctype}{post} \t"
      f"{vec(rd)}, {vec(frags[0])}, {vec(frags[1])}, {vec(frags[2])};")
    k.store_lane_regs(k.param_ptr(4), tid, rd)

    dev = device(arch, arith, sm80)
    store = {1: np.uint8, 2: np.uint16, 4: np.uint32}
    arrays = [dev.array(to_raw(X, et).reshape(-1).astype(store[ESIZE[et]]))
              for X, et in ((A, atype), (B, btype), (C, ctype))]
    d_out = dev.zeros(32 * nwarps * nd, np.uint32)
    run(k, dev, [dev.array(tab.astype(np.uint32))] + arrays + [d_out], block=64 if nwarps > 1 else 32,
        grid=max(1, nwarps // 2))

    vals = from_raw(unpack_slots(d_out.get().reshape(nwarps, 32, nd), BITS[dtype]), dtype)
    got = np.full((nmat, m, n), np.nan)
    seen = np.zeros((nmat, m, n), int)
    row, col, sub = dmap
    for w in range(nwarps):
        got[w * nsub + sub, row, col] = vals[w]
        np.add.at(seen, (w * nsub + sub, row, col), 1)
    assert (seen == 1).all(), "the ISA's D map does not cover D exactly once"
    Af, Bf, Cf = (from_raw(to_raw(X, et), et) for X, et in ((A, atype), (B, btype), (C, ctype)))
    want = np.stack([reference_mma(Af[i], Bf[i], Cf[i], atype, b1op="and" if ".and" in post else "xor",
                                   satfinite="satfinite" in qual, dtype=dtype) for i in range(nmat)])
    return got, want


M884 = [pytest.param(arch, d, c, al, bl, id=f"{arch}-{d}.{c}-{al}.{bl}")
        for arch in ("titan_v", "rtx2080") for d, c in (("f16", "f16"), ("f32", "f16"), ("f32", "f32"))
        for al, bl in LAYOUTS]


@pytest.mark.parametrize("arch, dtype, ctype, al, bl", M884)
def test_mma_m8n8k4(arch, dtype, ctype, al, bl):
    """Four independent 8x8x4 MMAs, one per quad pair, each with its own data."""
    got, want = run_mma_sync(arch, (8, 8, 4), "f16", "f16", ctype, dtype, al, bl, seed=len(al + bl + dtype))
    np.testing.assert_array_equal(got, want)


MMA_FLOAT = [
    pytest.param((16, 8, 8), "f16", "f16", id="m16n8k8-f16.f16.f16.f16"),
    pytest.param((16, 8, 8), "f16", "f32", id="m16n8k8-f32.f16.f16.f32"),
    pytest.param((16, 8, 8), "bf16", "f32", id="m16n8k8-f32.bf16.bf16.f32"),
    pytest.param((16, 8, 8), "tf32", "f32", id="m16n8k8-f32.tf32.tf32.f32"),
    pytest.param((16, 8, 16), "f16", "f16", id="m16n8k16-f16.f16.f16.f16"),
    pytest.param((16, 8, 16), "f16", "f32", id="m16n8k16-f32.f16.f16.f32"),
    pytest.param((16, 8, 16), "bf16", "f32", id="m16n8k16-f32.bf16.bf16.f32"),
]


@pytest.mark.parametrize("shape, ab, cd", MMA_FLOAT)
def test_mma_m16n8(shape, ab, cd):
    sm80 = shape == (16, 8, 16) or ab in ("bf16", "tf32")
    got, want = run_mma_sync("rtx2080", shape, ab, ab, cd, cd, seed=shape[2], sm80=sm80)
    np.testing.assert_array_equal(got, want)


MMA_INT = [pytest.param(shape, a, b, sat, id=f"{fmt(shape)}-{a}.{b}{'-satfinite' if sat else ''}")
           for shape, types in (((8, 8, 16), ("s8", "u8")), ((8, 8, 32), ("s4", "u4")))
           for a in types for b in types for sat in (False, True)]


@pytest.mark.parametrize("shape, atype, btype, sat", MMA_INT)
def test_mma_int(shape, atype, btype, sat):
    rng = np.random.default_rng(3)
    C = np.where(rng.integers(0, 3, (1, 8, 8)) == 0, overflowing_c(rng, (1, 8, 8)),
                 rng.integers(-(1 << 20), 1 << 20, (1, 8, 8)))
    got, want = run_mma_sync("rtx2080", shape, atype, btype, "s32", "s32", qual=".satfinite" if sat else "",
                             seed=BITS[atype] + BITS[btype], C=C)
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("op", ["xor", "and"])
def test_mma_b1(op):
    got, want = run_mma_sync("rtx2080", (8, 8, 128), "b1", "b1", "s32", "s32", post=f".{op}.popc", seed=11,
                             sm80=op == "and")
    np.testing.assert_array_equal(got, want)


MANY = [
    pytest.param("titan_v", (8, 8, 4), "f16", "f32", "f32", "col", "row", id="titan_v-m8n8k4-f32-col.row"),
    pytest.param("rtx2080", (8, 8, 4), "f16", "f16", "f16", "row", "col", id="rtx2080-m8n8k4-f16-row.col"),
    pytest.param("rtx2080", (16, 8, 8), "f16", "f32", "f32", "row", "col", id="rtx2080-m16n8k8-f32"),
    pytest.param("rtx2080", (8, 8, 16), "s8", "s32", "s32", "row", "col", id="rtx2080-m8n8k16-s8"),
]


@pytest.mark.parametrize("arch, shape, ab, c, d, al, bl", MANY)
def test_mma_sync_many_warps_in_place(arch, shape, ab, c, d, al, bl):
    """Eight warps in four CTAs, each with its own data; D written over C's registers,
    f32 accumulators in .f32 registers (as nvcc emits them)."""
    got, want = run_mma_sync(arch, shape, ab, ab, c, d, al, bl, seed=21, nwarps=8, inplace=True, fregs=True)
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("arch, shape, d", [("titan_v", (8, 8, 4), "f32"), ("titan_v", (8, 8, 4), "f16"),
                                            ("rtx2080", (8, 8, 4), "f32"), ("rtx2080", (16, 8, 8), "f32"),
                                            ("rtx2080", (16, 8, 8), "f16"), ("rtx2080", (16, 8, 16), "f32")])
def test_mma_sync_arch_model_on_exact_data(arch, shape, d):
    """The hardware arithmetic models agree with numpy whenever every partial sum is
    representable (few-bit inputs): the models only differ from exact in rounding."""
    got, want = run_mma_sync(arch, shape, "f16", "f16", d, d, seed=5, arith=None, sm80=shape == (16, 8, 16))
    np.testing.assert_array_equal(got, want)


# ====================================================================== 4. ldmatrix / movmatrix

LDM = [pytest.param(num, trans, addr, id=f"x{num}{'-trans' if trans else ''}-{addr}")
       for num in (1, 2, 4) for trans in (False, True) for addr in ("shared64", "shared32")]
LDM += [pytest.param(4, True, "generic", id="x4-trans-generic"), pytest.param(2, False, "generic", id="x2-generic"),
        pytest.param(1, True, "shared64-bare", id="x1-trans-bare-register")]


@pytest.mark.parametrize("num, trans, addr", LDM)
def test_ldmatrix(num, trans, addr):
    """Row r of matrix j starts at the address held by lane 8j + r (rows scattered over a
    1 KiB shared buffer, 16-byte aligned); lane l receives in register j the elements
    (l/4, 2(l%4)) and (l/4, 2(l%4)+1) of matrix j, or of its transpose with .trans."""
    nbytes = 1024
    rng = np.random.default_rng(num * 2 + trans)
    buf = rng.integers(0, 1 << 16, nbytes // 2, dtype=np.uint16)
    slots = rng.permutation(nbytes // 16)[:32]
    offs = (slots * 16).astype(np.uint32)
    offs[8 * num:] = offs[np.arange(8 * num, 32) % (8 * num)]  # valid addresses everywhere

    k = Ptx(["u64", "u64", "u64"])
    lane = k.tid()
    g = k.param_ptr(0)
    sa = k.shared_addr(k.smem(nbytes))
    k.copy_words(sa, "shared", g, "global", nbytes, lane)
    off = k.reg("r")
    tab = k.add_offset(k.param_ptr(1), lane, 4)
    k(f"ld.global.u32 \t{off}, [{tab}];")
    if addr == "shared32":
        s32, a = k.reg("r"), k.reg("r")
        k(f"cvt.u32.u64 \t{s32}, {sa};")
        k(f"add.s32 \t{a}, {s32}, {off};")
        ss = ".shared"
    else:
        base = sa
        if addr == "generic":
            base = k.reg("rd")
            k(f"cvta.shared.u64 \t{base}, {sa};")
        a = k.add_offset(base, off, 1)
        ss = "" if addr == "generic" else ".shared"
    regs = k.regs("r", num)
    dst = regs[0] if addr.endswith("bare") else vec(regs)  # .x1 may name a plain register
    k(f"ldmatrix.sync.aligned.m8n8.x{num}{'.trans' if trans else ''}{ss}.b16 \t{dst}, [{a}];")
    k.store_lane_regs(k.param_ptr(2), lane, regs)

    dev = tcsim.Device("rtx2080")
    d_out = dev.zeros(32 * num, np.uint32)
    run(k, dev, (dev.array(buf), dev.array(offs), d_out))
    got = d_out.get().reshape(32, num)
    for l in range(32):
        for j in range(num):
            S = np.stack([buf[offs[8 * j + r] // 2: offs[8 * j + r] // 2 + 8] for r in range(8)])
            if trans:
                S = S.T
            lo, hi = S[l // 4, 2 * (l % 4)], S[l // 4, 2 * (l % 4) + 1]
            assert got[l, j] == (int(lo) | int(hi) << 16), (l, j)


def test_movmatrix():
    """movmatrix.m8n8.trans.b16: lane l holds (row l/4, cols 2(l%4), +1) of S before and
    of S^T after."""
    rng = np.random.default_rng(8)
    S = rng.integers(0, 1 << 16, (8, 8)).astype(np.uint32)
    lanes = np.arange(32)
    src = S[lanes // 4, 2 * (lanes % 4)] | (S[lanes // 4, 2 * (lanes % 4) + 1] << 16)
    T = S.T
    want = T[lanes // 4, 2 * (lanes % 4)] | (T[lanes // 4, 2 * (lanes % 4) + 1] << 16)
    k = Ptx(["u64", "u64"])
    lane = k.laneid()
    v, d = k.reg("r"), k.reg("r")
    k(f"ld.global.u32 \t{v}, [{k.add_offset(k.param_ptr(0), lane, 4)}];")
    k(f"movmatrix.sync.aligned.m8n8.trans.b16 \t{d}, {v};")
    k(f"st.global.u32 \t[{k.add_offset(k.param_ptr(1), lane, 4)}], {d};")
    dev = tcsim.Device("rtx2080")
    d_out = dev.zeros(32, np.uint32)
    run(k, dev, (dev.array(src.astype(np.uint32)), d_out))
    np.testing.assert_array_equal(d_out.get(), want)


# ====================================================================== 5. errors


def _fault(k: Ptx, dev, args, kind, block=32):
    with pytest.raises(kind) as ei:
        run(k, dev, args, block=block)
    return str(ei.value)


def _where_re(k: Ptx, needle: str, thread: str = r"\d+") -> str:
    """The place of a run-time fault: kernel, CTA, thread, PC and PTX file:line:col."""
    line = k.line_of(needle)
    return rf"; kernel k, CTA \(0,0,0\) thread \({thread},0,0\), PC \d+ \(k\), PTX <ptx>:{line}:\d+ '"


def _wmma_a_kernel(offset: int = 0, pred: str = "", etype: str = "f16", nregs: int = 8, target="sm_75"):
    k = Ptx(["u64", "u64", "u32"], target=target)
    lane = k.tid()
    g = k.param_ptr(0)
    a = _offset(k, g, offset)
    st = k.param_u32(2)
    guard = ""
    if pred:
        p = k.reg("p")
        k(f"setp.lt.u32 \t{p}, {lane}, {pred};")
        guard = f"@{p} "
    regs = k.regs("r", nregs)
    k(f"{guard}wmma.load.a.sync.aligned.row.m16n16k16.global.{etype} \t{vec(regs)}, [{a}], {st};")
    k.store_lane_regs(k.param_ptr(1), lane, regs)
    return k


def test_error_misaligned_wmma_base():
    dev = tcsim.Device("rtx2080")
    k = _wmma_a_kernel(offset=8)
    msg = _fault(k, dev, (dev.zeros(1024, np.uint8), dev.zeros(256, np.uint32), np.uint32(16)), tcsim.ExecutionError)
    assert re.search(_where_re(k, "wmma.load.a"), msg), msg
    assert "not 128-bit (16-byte) aligned" in msg, msg


def test_error_misaligned_wmma_store():
    dev = tcsim.Device("titan_v")
    k = Ptx(["u64"], target="sm_70")
    g = k.param_ptr(0)
    regs = k.regs("r", 4)
    for r in regs:
        k(f"mov.b32 \t{r}, 0;")
    k(f"wmma.store.d.sync.aligned.col.m16n16k16.global.f16 \t[{_offset(k, g, 4)}], {vec(regs)};")
    msg = _fault(k, dev, (dev.zeros(1024, np.uint8),), tcsim.ExecutionError)
    assert re.search(_where_re(k, "wmma.store.d"), msg) and "aligned" in msg, msg


@pytest.mark.parametrize("stride", [20, 9])
def test_error_wmma_stride_not_16_bytes(stride):
    dev = tcsim.Device("rtx2080")
    k = _wmma_a_kernel()
    msg = _fault(k, dev, (dev.zeros(2048, np.uint8), dev.zeros(256, np.uint32), np.uint32(stride)), tcsim.ExecutionError)
    assert re.search(_where_re(k, "wmma.load.a"), msg), msg
    assert f"stride {stride} elements is not a multiple of 16 bytes" in msg, msg


def test_error_partial_warp_wmma():
    dev = tcsim.Device("titan_v")
    k = _wmma_a_kernel(pred="16", target="sm_70")
    msg = _fault(k, dev, (dev.zeros(1024, np.uint8), dev.zeros(256, np.uint32), np.uint32(16)), tcsim.ExecutionError)
    assert re.search(_where_re(k, "wmma.load.a"), msg), msg
    assert "all 32 threads of the warp" in msg and "only 16 were active" in msg, msg


def test_error_partial_warp_mma_sync_in_second_warp():
    """Warp 0 complete, warp 1 diverged: the fault names a thread of warp 1."""
    dev = tcsim.Device("rtx2080")
    k = Ptx(["u64"])
    tid = k.tid()
    p = k.reg("p")
    r = k.regs("r", 4)
    for x in r:
        k(f"mov.b32 \t{x}, 0;")
    k(f"setp.eq.u32 \t{p}, {tid}, 40;")
    skip = k.label()
    k(f"@{p} bra \t{skip};")
    k(f"mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32 \t{{{r[0]}, {r[1]}}}, {{{r[2]}}}, {{{r[3]}}}, {{{r[0]}, {r[1]}}};")
    k(f"{skip}:")
    msg = _fault(k, dev, (dev.zeros(4, np.uint32),), tcsim.ExecutionError, block=64)
    m = re.search(r"thread \((\d+),0,0\)", msg)
    assert m and 32 <= int(m.group(1)) < 64 and int(m.group(1)) != 40, msg
    assert re.search(_where_re(k, "mma.sync"), msg) and "only 31 were active" in msg, msg


def test_error_partial_warp_ldmatrix():
    dev = tcsim.Device("rtx2080")
    k = Ptx(["u64"])
    tid = k.tid()
    p = k.reg("p")
    sa = k.shared_addr(k.smem(512))
    r = k.reg("r")
    k(f"setp.ne.u32 \t{p}, {tid}, 5;")
    k(f"@{p} ldmatrix.sync.aligned.m8n8.x1.shared.b16 \t{{{r}}}, [{sa}];")
    msg = _fault(k, dev, (dev.zeros(4, np.uint32),), tcsim.ExecutionError)
    assert re.search(_where_re(k, "ldmatrix"), msg) and "only 31 were active" in msg, msg


def test_error_misaligned_ldmatrix_row():
    dev = tcsim.Device("rtx2080")
    k = Ptx(["u64"])
    tid = k.tid()
    sa = k.shared_addr(k.smem(1024))
    a = k.add_offset(sa, tid, 24)  # lane 1's row at byte 24: not 16-byte aligned
    r = k.regs("r", 2)
    k(f"ldmatrix.sync.aligned.m8n8.x2.shared.b16 \t{vec(r)}, [{a}];")
    msg = _fault(k, dev, (dev.zeros(4, np.uint32),), tcsim.ExecutionError)
    assert re.search(_where_re(k, "ldmatrix", "1"), msg), msg
    assert "not 16-byte aligned" in msg, msg


def _syntax_error(k: Ptx, arch: str, needle: str) -> str:
    dev = tcsim.Device(arch)
    with pytest.raises(tcsim.PTXSyntaxError) as ei:
        run(k, dev, (dev.zeros(1024, np.uint8), dev.zeros(256, np.uint32), np.uint32(16)))
    msg = str(ei.value)
    line = k.line_of(needle)
    assert re.match(rf"<ptx>:{line}:\d+: ", msg), msg
    return msg


def test_error_int_wmma_on_volta():
    k = _wmma_a_kernel(etype="s8", nregs=2, target="sm_70")
    msg = _syntax_error(k, "titan_v", "wmma.load.a")
    assert "sm_75" in msg or "Volta" in msg, msg


@pytest.mark.parametrize("op", ["wmma.mma.sync.aligned.row.col.m8n8k32.s32.s4.s4.s32",
                                "wmma.mma.xor.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32"])
def test_error_subbyte_mma_on_volta(op):
    k = _one_instruction(op + " \t{{{0}, {1}}}, {{{2}}}, {{{3}}}, {{{0}, {1}}};", nregs=4, target="sm_70")
    _syntax_error(k, "titan_v", "wmma.mma")


@pytest.mark.parametrize("nregs", [7, 4])
def test_error_wrong_fragment_register_count(nregs):
    k = _wmma_a_kernel(nregs=nregs)
    msg = _syntax_error(k, "rtx2080", "wmma.load.a")
    assert "needs 8 registers" in msg and f"got {nregs}" in msg, msg


def test_error_wrong_mma_sync_register_count():
    k = Ptx(["u64", "u64", "u32"])
    r = k.regs("r", 6)
    for x in r:
        k(f"mov.b32 \t{x}, 0;")
    # m16n8k8 f32: D has 4 registers, here 2
    k(f"mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 \t{{{r[0]}, {r[1]}}}, {{{r[2]}, {r[3]}}}, {{{r[4]}}}, "
      f"{{{r[0]}, {r[1]}, {r[2]}, {r[5]}}};")
    msg = _syntax_error(k, "rtx2080", "mma.sync")
    assert "D needs 4 registers" in msg, msg


def _one_instruction(line: str, nregs: int = 12, target: str = "sm_75") -> Ptx:
    """A kernel whose only tensor instruction is ``line`` (``{0}``... = zeroed registers)."""
    k = Ptx(["u64", "u64", "u32"], target=target)
    r = k.regs("r", nregs)
    for x in r:
        k(f"mov.b32 \t{x}, 0;")
    k(line.format(*r))
    return k


R4, R2, R1 = "{{{0}, {1}, {2}, {3}}}", "{{{0}, {1}}}", "{{{4}}}"
INVALID = [
    pytest.param("rtx2080", f"mma.sync.aligned.m16n8k8.col.row.f32.f16.f16.f32 {R4}, {{{{{4}, {5}}}}}, {{{{{6}}}}}, {R4};",
                 ".row.col only", id="m16n8k8-col.row"),
    pytest.param("rtx2080", f"mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f32 {R2}, {{{{{4}, {5}}}}}, {{{{{6}}}}}, {R4};",
                 ".dtype = .ctype", id="m16n8k8-f16.f32"),
    pytest.param("rtx2080", "mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f32 {{{0}, {1}, {2}, {3}}}, {{{4}, {5}}}, "
                 "{{{6}, {7}}}, {{{0}, {1}, {2}, {3}, {8}, {9}, {10}, {11}}};", ".dtype .f32", id="m8n8k4-f16.f32"),
    pytest.param("rtx2080", f"mma.sync.aligned.m16n8k16.row.col.f16.bf16.bf16.f16 {R2}, {R4}, {{{{{4}, {5}}}}}, {R2};",
                 "accumulates in .f32", id="m16n8k16-bf16-f16acc"),
    pytest.param("rtx2080", f"mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32 {R2}, {R1}, {R1}, {R2};",
                 ".xor.popc or .and.popc", id="b1-no-op"),
    pytest.param("rtx2080", f"mma.sync.aligned.m8n8k16.row.col.s32.s8.s4.s32 {R2}, {R1}, {R1}, {R2};",
                 "types are s8, u8", id="m8n8k16-s8.s4"),
    pytest.param("rtx2080", "wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.u8.s32 {{{0}, {1}, {2}, {3}, {4}, {5}, "
                 "{6}, {7}}}, {{{8}, {9}}}, {{{10}, {11}}}, {{{0}, {1}, {2}, {3}, {4}, {5}, {6}, {7}}};",
                 ".atype = .btype", id="wmma-s8.u8"),
    pytest.param("rtx2080", f"wmma.mma.sync.aligned.row.row.m8n8k32.s32.s4.s4.s32 {R2}, {R1}, {R1}, {R2};",
                 "B col-major", id="wmma-s4-row.row"),
    # sm_80 forms sm_75 (Turing) refuses, as ptxas 13.0 -arch=sm_75 does ("Feature '.m16n8k16'
    # requires .target sm_80 or higher"; '.bf16', '.tf32'; "Modifier '.and' on 'mma' ...")
    pytest.param("rtx2080", "mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32 {{{0}, {1}, {2}, {3}}}, {{{4}, {5}}}, "
                 "{{{6}}}, {{{0}, {1}, {2}, {3}}};", "mma.sync .bf16 requires sm_80 or higher (architecture rtx2080 "
                 "is sm_75)", id="bf16-turing"),
    pytest.param("rtx2080", "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {{{0}, {1}, {2}, {3}}}, {{{4}, {5}, "
                 "{6}, {7}}}, {{{8}, {9}}}, {{{0}, {1}, {2}, {3}}};", "mma.sync .tf32 requires sm_80", id="tf32-turing"),
    pytest.param("rtx2080", f"mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {R2}, {R4}, {{{{{4}, {5}}}}}, {R2};",
                 "mma.sync .m16n8k16 requires sm_80 or higher (architecture rtx2080 is sm_75)", id="m16n8k16-turing"),
    pytest.param("rtx2080ti", f"mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {R4}, {R2}, {R1}, {R4};",
                 "mma.sync .m16n8k16 requires sm_80 or higher (architecture rtx2080ti is sm_75)",
                 id="m16n8k16-s8-turing"),
    pytest.param("rtx2080ti", f"mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.and.popc {R2}, {R1}, {R1}, {R2};",
                 "mma.sync .b1 .and.popc requires sm_80 or higher", id="mma-b1-and-turing"),
    pytest.param("rtx2080", f"wmma.mma.and.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32 {R2}, {R1}, {R1}, {R2};",
                 "wmma.mma .b1 .and.popc requires sm_80 or higher (architecture rtx2080 is sm_75)",
                 id="wmma-b1-and-turing"),
    # Volta (sm_70): wmma f16 and mma.m8n8k4 .f16 only
    pytest.param("titan_v", "mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {{{0}, {1}, {2}, {3}}}, {{{4}, {5}}}, "
                 "{{{6}}}, {{{0}, {1}, {2}, {3}}};", "requires sm_75", id="volta-m16n8k8"),
    pytest.param("titan_v", f"mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32 {R2}, {R1}, {R1}, {R2};",
                 "requires sm_75", id="volta-m8n8k16"),
    pytest.param("titan_v", "ldmatrix.sync.aligned.m8n8.x1.shared.b16 {{{0}}}, [{1}];", "requires sm_75",
                 id="volta-ldmatrix"),
    pytest.param("titan_v", "movmatrix.sync.aligned.m8n8.trans.b16 {0}, {1};", "requires sm_75", id="volta-movmatrix"),
]


@pytest.mark.parametrize("arch, line, message", INVALID)
def test_error_invalid_or_unsupported_form(arch, line, message):
    k = _one_instruction(line.replace("[{1}]", "[smem0]"))
    if "[smem0]" in k.text():
        k.smem(64)
    msg = _syntax_error(k, arch, line.split()[0].split(".")[0] + ".")
    assert message in msg, msg


def test_error_small_fragment_alignment():
    """s8 m32n8k16 B (one 4-byte register per lane): base and stride need 4-byte alignment
    only (PTX ISA: the fragment size), so the default stride of 8 bytes is fine, but a
    2-byte offset is not."""
    def kernel(offset):
        k = Ptx(["u64", "u64"])
        lane = k.tid()
        r = k.reg("r")
        k(f"wmma.load.b.sync.aligned.row.m32n8k16.global.s8 \t{{{r}}}, [{_offset(k, k.param_ptr(0), offset)}];")
        k.store_lane_regs(k.param_ptr(1), lane, [r])
        return k

    dev = tcsim.Device("rtx2080")
    src = np.arange(256, dtype=np.uint8)
    d_out = dev.zeros(32, np.uint32)
    run(kernel(4), dev, (dev.array(src), d_out))
    frag = wmma_fragment("turing", "b", (32, 8, 16), "s8", "row")
    M = tile_matrix(src[4:], 16, 8, "s8", "row", 8)
    np.testing.assert_array_equal(d_out.get(), pack_slots(M[frag.row, frag.col], 8)[:, 0])
    k = kernel(2)
    msg = _fault(k, dev, (dev.array(src), d_out), tcsim.ExecutionError)
    assert "is not 4-byte (fragment size) aligned" in msg and re.search(_where_re(k, "wmma.load.b"), msg), msg


def test_error_wmma_out_of_bounds():
    """A tile running past the end of shared memory is a fault of the warp's instruction."""
    k = Ptx(["u64", "u64", "u32"])
    sa = k.shared_addr(k.smem(256))
    regs = k.regs("f", 8)
    k(f"wmma.load.c.sync.aligned.row.m16n16k16.shared.f32 \t{vec(regs)}, [{sa}];")  # needs 1 KiB
    dev = tcsim.Device("rtx2080")
    msg = _fault(k, dev, (dev.zeros(4, np.uint8), dev.zeros(4, np.uint8), np.uint32(0)), tcsim.ExecutionError)
    assert re.search(_where_re(k, "wmma.load.c"), msg), msg


def test_error_ldmatrix_out_of_bounds():
    k = Ptx(["u64", "u64", "u32"])
    tid = k.tid()
    sa = k.shared_addr(k.smem(256))
    a = k.add_offset(sa, tid, 16)  # rows 16..31 lie past the 256-byte buffer
    r = k.regs("r", 4)
    k(f"ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 \t{vec(r)}, [{a}];")
    dev = tcsim.Device("rtx2080")
    msg = _fault(k, dev, (dev.zeros(4, np.uint8), dev.zeros(4, np.uint8), np.uint32(0)), tcsim.ExecutionError)
    assert re.search(_where_re(k, "ldmatrix", r"(1[6-9]|2\d|3[01])"), msg), msg


def test_error_short_last_warp():
    """A 48-thread CTA: its second warp has 16 threads, too few for a warp-wide wmma."""
    k = Ptx(["u64", "u64", "u32"])
    regs = k.regs("f", 8)
    k(f"wmma.load.c.sync.aligned.row.m16n16k16.global.f32 \t{vec(regs)}, [{k.param_ptr(0)}];")
    dev = tcsim.Device("rtx2080")
    msg = _fault(k, dev, (dev.zeros(1024, np.uint8), dev.zeros(4, np.uint8), np.uint32(0)), tcsim.ExecutionError,
                 block=48)
    assert re.search(_where_re(k, "wmma.load.c", "32"), msg) and "only 16 were active" in msg, msg


@pytest.mark.parametrize("fam", ["volta", "turing"])
def test_wmma_f16_d_from_f32_c_accumulates_in_f32(fam):
    """wmma .f16.f32 (f16 D, f32 C) is f32 HMMA steps and one F2F.F16.F32 at the end (ptxas
    SASS for sm_70 and sm_75, tests/data/sass/): the hardware model's f32 result rounded once
    to f16 — not an f16 rounding after every k-block."""
    from tcsim.matrix import numerics

    rng = np.random.default_rng(3)
    A = rng.standard_normal((16, 16)).astype(np.float16).astype(np.float64)
    B = rng.standard_normal((16, 16)).astype(np.float16).astype(np.float64)
    C = (rng.standard_normal((16, 16)) * 100).astype(np.float32).astype(np.float64)
    D = run_wmma_mma(fam, (16, 16, 16), "f16", "f32", "f16", "row", "col", A, B, C, arith=None)
    model = numerics.get_model(fam, "f16")
    want = numerics.mma_float(A[None], B[None], C[None], model, "f32")[0].astype(np.float16)
    per_block = numerics.mma_float(A[None], B[None], C[None], model, "f16")[0]
    assert (want != per_block).any()  # the data tells the two apart
    np.testing.assert_array_equal(D, want)
