"""wgmma.mma_async.sp (sm_90a, exec/ops/wgmma_sparse.py): every sparse form (f16, bf16, tf32,
e4m3, e5m2, s8, u8) on h100, bit-exact with the dense wgmma of the same arithmetic model
(metadata the same on every row: the sparse product is then the dense m64nN(K/2) product of
the stored A with the selected rows of B), exact against numpy with per-row metadata, both
selectors; the bundled nvcc kernels (wgmma_sp_sm90.cu, SS and RS); the one-line errors for
malformed sparse inputs; the timing at the sparse rate.

The metadata registers are laid out here from the PTX ISA's figures as written out in the
module docstring of tcsim.matrix.sparse (each warp: its 16 rows as the mma.sp of the same K and
element width), independently of tcsim's decoder."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import tcsim
from tcsim.errors import TcsimError

pytestmark = pytest.mark.usefixtures("both_drivers")

N = 16
#: A type -> (sparse K, element bytes, D type, chunk width, lanes per quad holding metadata)
FORMS = {"f16": (32, 2, "f32", 4, 2), "bf16": (32, 2, "f32", 4, 2), "tf32": (16, 4, "f32", 2, 2),
         "e4m3": (64, 1, "f32", 4, 4), "e5m2": (64, 1, "f32", 4, 4), "s8": (64, 1, "s32", 4, 4),
         "u8": (64, 1, "s32", 4, 4)}


def _bits(x: np.ndarray, t: str) -> np.ndarray:
    """Element values -> their stored bytes (uint8, little-endian per element)."""
    if t == "f16":
        return x.astype(np.float16).view(np.uint8).reshape(*x.shape, 2)
    if t == "bf16":
        return x.astype(ml_dtypes.bfloat16).view(np.uint8).reshape(*x.shape, 2)
    if t == "tf32":
        return x.astype(np.float32).view(np.uint8).reshape(*x.shape, 4)
    if t in ("e4m3", "e5m2"):
        dt = ml_dtypes.float8_e4m3fn if t == "e4m3" else ml_dtypes.float8_e5m2
        return x.astype(dt).view(np.uint8).reshape(*x.shape, 1)
    return x.astype(np.int8 if t == "s8" else np.uint8).view(np.uint8).reshape(*x.shape, 1)


def _kmajor_image(x: np.ndarray, t: str) -> tuple[np.ndarray, int, int]:
    """An operand (rows x K) as the no-swizzle K-major layout: 8 x 16-byte core matrices, the
    next K chunk LBO = 128 bytes on, the next 8 rows SBO = 128 x chunks on. (image, LBO, SBO)."""
    by = _bits(x, t).reshape(x.shape[0], -1)            # rows x K bytes
    rows, kb = by.shape
    nkc = kb // 16
    img = np.zeros(rows * kb, np.uint8)
    r = np.arange(rows)[:, None]
    b = np.arange(kb)[None, :]
    img[(r // 8) * 128 * nkc + (b // 16) * 128 + (r % 8) * 16 + b % 16] = by
    return img, 128, 128 * nkc


def _meta(nib: np.ndarray, t_lanes: int, selector: int) -> np.ndarray:
    """Each thread's metadata register (128,) from the chunk indices (64 x chunks)."""
    out = np.zeros(128, np.uint32)
    for row in range(64):
        w, h, g = row // 16, (row % 16) // 8, row % 8
        for c in range(nib.shape[1]):
            if t_lanes == 2:
                lane, shift = 4 * g + 2 * selector + c // 4, 16 * h + 4 * (c % 4)
            else:
                lane, shift = 4 * g + 2 * (c // 8) + h, 4 * (c % 8)
            out[32 * w + lane] |= np.uint32(int(nib[row, c]) << shift)
    return out


def _d_place(i: np.ndarray, tid: np.ndarray):
    """(row, col) of accumulator register i of thread tid (m64nN f32/s32 D)."""
    lane, w = tid % 32, tid // 32
    return 16 * w + lane // 4 + 8 * ((i % 4) // 2), 8 * (i // 4) + 2 * (lane % 4) + i % 2


def _kernel(form: str, a_desc_bytes: int, b_bytes: int, sp: bool, selector: int, dtype: str, nd: int,
            extra: str = "") -> str:
    """One warpgroup: copy the operand image into shared memory, one wgmma (SS, no swizzle),
    store D. Parameters: image (u32), metadata (u32 per thread), C bits, D bits."""
    acc = "%f" if dtype == "f32" else "%r"
    d = "{" + ", ".join(f"{acc}{100 + i}" for i in range(nd)) + "}"
    ld_c = "".join(f"\tld.global.b32 {acc}{100 + i}, [%rd8+{4 * i}];\n" for i in range(nd))
    st_d = "".join(f"\tst.global.b32 [%rd9+{4 * i}], {acc}{100 + i};\n" for i in range(nd))
    mid = "%r50, " + str(selector) + ", " if sp else ""
    floating = dtype == "f32"
    imm = (", 1, 1" + (", 0, 0" if form.split(".")[-1] in ("f16", "bf16") else "")) if floating else ""
    words = (a_desc_bytes + b_bytes) // 4
    # straight-line copy of the image: thread t moves words t, t + 128, ... (no loop)
    copy = "".join(f"\tsetp.lt.u32 %p1, %r1, {words - 128 * j};\n\t@%p1 ld.global.u32 %r3, [%rd7+{512 * j}];\n"
                   f"\t@%p1 st.shared.u32 [%r4+{512 * j}], %r3;\n" for j in range(-(-words // 128)))
    return f""".version 8.5
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 pimg, .param .u64 pmeta, .param .u64 pc, .param .u64 pd, .param .u64 pdesc)
{{
\t.reg .pred %p<4>;
\t.reg .b32 %r<200>;
\t.reg .f32 %f<200>;
\t.reg .b64 %rd<32>;
\t.shared .align 128 .b8 sm[{a_desc_bytes + b_bytes}];
\tld.param.u64 %rd1, [pimg];
\tld.param.u64 %rd2, [pmeta];
\tld.param.u64 %rd3, [pc];
\tld.param.u64 %rd4, [pd];
\tld.param.u64 %rd5, [pdesc];
\tmov.u32 %r1, %tid.x;
\tmul.wide.u32 %rd6, %r1, 4;
\tadd.s64 %rd7, %rd1, %rd6;
\tmov.u32 %r4, sm;
\tshl.b32 %r5, %r1, 2;
\tadd.u32 %r4, %r4, %r5;
{copy}\tbar.sync 0;
\tfence.proxy.async.shared::cta;
\tmul.wide.u32 %rd6, %r1, 4;
\tadd.s64 %rd7, %rd2, %rd6;
\tld.global.u32 %r50, [%rd7];
\tmul.wide.u32 %rd6, %r1, {4 * nd};
\tadd.s64 %rd8, %rd3, %rd6;
\tadd.s64 %rd9, %rd4, %rd6;
{ld_c}\tld.global.u64 %rd10, [%rd5];
\tld.global.u64 %rd11, [%rd5+8];
\tmov.u32 %r6, sm;
\tshr.u32 %r6, %r6, 4;
\tcvt.u64.u32 %rd12, %r6;
\tadd.s64 %rd10, %rd10, %rd12;
\tadd.s64 %rd11, %rd11, %rd12;
\twgmma.fence.sync.aligned;
\twgmma.mma_async{".sp" if sp else ""}.sync.aligned.{form} {d}, %rd10, %rd11, {mid}1{imm};
\twgmma.commit_group.sync.aligned;
\twgmma.wait_group.sync.aligned 0;
{extra}{st_d}\tret;
}}
"""


def _desc(start: int, lbo: int, sbo: int) -> int:
    return (start >> 4) | ((lbo >> 4) << 16) | ((sbo >> 4) << 32)


def form_kernel(atype: str, sp: bool = True, selector: int = 0) -> str:
    """The PTX module _run loads for a form (scripts/wgmma_sp_sass.py assembles these)."""
    k, nbytes, dtype, _, _ = FORMS[atype]
    kk = k if sp else k // 2
    return _kernel(f"m64n{N}k{kk}.{dtype}.{atype}.{atype}", 64 * kk // 2 * nbytes, N * kk * nbytes, sp, selector,
                   dtype, N // 2)


def _run(atype, a_vals, b_vals, c, sp, selector=0, meta=None, mode="functional", arch="h100", sass=None):
    """D (64 x N) of one SS wgmma(.sp) of A (64 x Ka stored values) and B (K x N); ``sass``:
    run kernel ``k_<atype>_<selector>`` of this (cubin, listing) instead of the PTX."""
    k, _, dtype, _, _ = FORMS[atype]
    kk = k if sp else k // 2
    form = f"m64n{N}k{kk}.{dtype}.{atype}.{atype}"
    a_img, a_lbo, a_sbo = _kmajor_image(a_vals, atype)
    b_img, b_lbo, b_sbo = _kmajor_image(np.ascontiguousarray(b_vals.T), atype)
    descs = np.array([_desc(0, a_lbo, a_sbo), _desc(a_img.size, b_lbo, b_sbo)], np.uint64)
    nd = N // 2
    tid = np.arange(128)[:, None]
    i = np.arange(nd)[None, :]
    r, col = _d_place(i, tid)
    cbits = (c.astype(np.float32).view(np.uint32) if dtype == "f32" else c.astype(np.int32).view(np.uint32))[r, col]
    dev = tcsim.Device(arch)
    img = np.concatenate([a_img, b_img]).view(np.uint32)
    d_out = dev.zeros(128 * nd, np.uint32)
    args = (dev.array(img), dev.array(np.zeros(128, np.uint32) if meta is None else meta), dev.array(cbits.reshape(-1)),
            d_out, dev.array(descs))
    ptx = _kernel(form, a_img.size, b_img.size, sp, selector, dtype, nd)
    if sass is None:
        dev.load_ptx(ptx).get_function("k")((1,), (128,), args, mode=mode)
    else:
        dev.load_cubin(*sass).get_function(f"k_{atype}_{selector}")((1,), (128,), args, mode=mode)
    out = np.zeros((64, N), np.uint32)
    out[r, col] = d_out.get().reshape(128, nd)
    return out.view(np.float32) if dtype == "f32" else out.view(np.int32)


def _values(atype, rng, shape):
    if atype in ("s8", "u8"):
        lo, hi = (-128, 128) if atype == "s8" else (0, 256)
        v = rng.integers(lo, hi, shape)
        return np.where(v == 0, 1, v)
    if atype in ("e4m3", "e5m2"):
        return rng.choice(np.array([-3, -2, -1.5, -1, -0.5, 0.5, 1, 1.5, 2, 3]), shape)
    return rng.uniform(-2, 2, shape)    # random mantissas: the arithmetic model rounds


def _sparse_a(atype, rng, per_row: bool):
    """(dense 64 x K A, stored 64 x K/2, chunk indices 64 x chunks)."""
    k, _, _, width, _ = FORMS[atype]
    nch = k // width
    if per_row:
        pick = np.argsort(rng.random((64, nch, width)), axis=-1)[..., : width // 2]
    else:
        pick = np.broadcast_to(np.argsort(rng.random((1, nch, width)), axis=-1)[..., : width // 2], (64, nch, width // 2))
    pick = np.sort(pick, axis=-1)
    stored = _values(atype, rng, (64, nch, width // 2))
    dense = np.zeros((64, nch, width))
    np.put_along_axis(dense, pick, stored, axis=-1)
    if width == 2:      # tf32 1:2: index 0b0100 (column 0) or 0b1110 (column 1)
        nib = np.where(pick[..., 0] == 0, 0b0100, 0b1110)
    else:
        nib = pick[..., 0] | (pick[..., 1] << 2)
    return dense.reshape(64, k), stored.reshape(64, k // 2), nib, pick


@pytest.mark.parametrize("atype", list(FORMS))
def test_sparse_equals_the_dense_wgmma_of_the_selected_b_rows(atype):
    """Bit for bit: with the same metadata on every row, wgmma.mma_async.sp = the dense
    wgmma of half the K on (stored A, the B rows the metadata selects)."""
    rng = np.random.default_rng(7)
    k, _, dtype, width, t = FORMS[atype]
    _, stored, nib, pick = _sparse_a(atype, rng, per_row=False)
    b = _values(atype, rng, (k, N))
    c = rng.uniform(-4, 4, (64, N)) if dtype == "f32" else rng.integers(-1000, 1000, (64, N))
    sel_rows = (np.arange(k // width)[:, None] * width + pick[0]).reshape(-1)
    for selector in range(4 // t):
        got = _run(atype, stored, b, c, True, selector, _meta(nib, t, selector))
        want = _run(atype, stored, b[sel_rows], c, False)
        np.testing.assert_array_equal(got.view(np.uint32), want.view(np.uint32))


@pytest.mark.parametrize("atype", list(FORMS))
def test_sparse_with_per_row_metadata_matches_numpy(atype):
    """Different metadata on every row and chunk: exact values (integers; floats whose every
    product and sum is representable), so D equals numpy's dense A@B + C exactly."""
    rng = np.random.default_rng(11)
    k, _, dtype, _, t = FORMS[atype]
    dense, stored, nib, _ = _sparse_a(atype, rng, per_row=True)
    if dtype == "f32":
        stored = np.round(stored * 2) / 2
        stored[stored == 0] = 0.5
        dense, stored, nib, _ = dense, stored, nib, None
        dense = np.zeros_like(dense)
        cols = _columns(nib, k, FORMS[atype][3])
        np.put_along_axis(dense, cols, stored, axis=1)
        b = rng.choice(np.array([-2, -1, -0.5, 0.5, 1, 2]), (k, N))
        c = rng.integers(-8, 9, (64, N)).astype(float)
    else:
        b = _values(atype, rng, (k, N))
        c = rng.integers(-1000, 1000, (64, N))
    got = _run(atype, stored, b, c, True, 0, _meta(nib, t, 0))
    want = dense.astype(np.float64) @ b.astype(np.float64) + c
    np.testing.assert_array_equal(got, want.astype(got.dtype))


def _columns(nib, k, width):
    """The uncompressed column of every stored element from the chunk indices."""
    base = (np.arange(nib.shape[1]) * width)[None, :, None]
    if width == 2:
        return (base + (nib[..., None] & 3) // 2).reshape(64, -1)
    return (base + np.stack([nib & 3, nib >> 2], -1)).reshape(64, -1)


@pytest.mark.parametrize("name", ["wgmma_sp_sm90", "wgmma_sp_sm90_rs"])
def test_bundled_sparse_wgmma_kernels(name):
    """The nvcc 13 kernels (inline PTX; SS with selector 0, RS with selector 1) equal numpy:
    two 64-row tiles (metadata per tile), two K steps."""
    from tcsim import kernels

    dev = tcsim.Device("h100")
    launch = kernels.get(name).prepare(dev, (128, 64, 256), np.random.default_rng(2))
    launch.run()
    res = launch.check()
    assert res.ok, res.message


def test_metadata_of_the_wrong_threads_is_a_located_error():
    """The SS kernel (selector 0) given, for warp 2's rows, metadata laid out for selector
    1: the threads selector 0 names hold 0b0000 — undefined behaviour, one line naming the
    thread, the warpgroup's A row, chunk and value."""
    from tcsim import kernels
    from tcsim.kernels import hopper_sparse as hs

    dev = tcsim.Device("h100")
    launch = kernels.get("wgmma_sp_sm90").prepare(dev, (64, 64, 128), np.random.default_rng(2))
    nib = np.full((64, 32), 0b0100, np.uint32)
    e = hs.wgmma_sp_metadata(nib, 0)
    e[:, 64:96] = hs.wgmma_sp_metadata(nib, 1)[:, 64:96]
    launch.calls[0].args[5].set(e.reshape(-1))
    with pytest.raises(TcsimError, match=r"wgmma\.mma_async\.sp: sparsity metadata 0b0000 of A row 32 chunk 0 "
                                         r"\(lane 0\) is undefined behaviour.*thread \(64,0,0\)"):
        launch.run()


def _load(ptx: str):
    dev = tcsim.Device("h100")
    args = (dev.zeros(1024, np.uint32), dev.zeros(128, np.uint32), dev.zeros(128 * 8, np.uint32),
            dev.zeros(128 * 8, np.uint32), dev.array(np.zeros(2, np.uint64)))
    dev.load_ptx(ptx).get_function("k")((1,), (128,), args)


@pytest.mark.parametrize("form, selector, edit, msg", [
    ("m64n16k32.f32.f16.f16", 2, None, r"sparsity selector 2 of wgmma\.mma_async\.sp \.m64nNk32 \.f16 is undefined "
                                       r"behaviour: it must be 0 \(threads T0, T1"),
    ("m64n16k64.s32.s8.s8", 1, None, r"sparsity selector 1 of wgmma\.mma_async\.sp \.m64nNk64 \.s8 .*must be 0 "
                                     r"\(all four threads"),
    ("m64n16k16.f32.f16.f16", 0, None, r"wgmma\.mma_async\.sp \.f16 has K = 32 \(\.m64nNk32\), not 16"),
    ("m64n16k32.f32.f16.f16", 0, ("%r50, 0,", "%rd3, 0,"), r"sparse metadata \(sp-meta\) must be a 32-bit register"),
    ("m64n16k32.f32.f16.f16", 0, ("%r50, 0,", "%r50, %r1,"), r"sparsity selector \(sp-sel\) must be an integer "
                                                              r"constant"),
])
def test_malformed_sparse_wgmma_is_one_line(form, selector, edit, msg):
    ptx = _kernel(form, 1024, 1024, True, selector, form.split(".")[1], 8)
    if edit:
        ptx = ptx.replace(*edit)
    with pytest.raises(TcsimError, match=msg) as e:
        _load(ptx)
    assert "\n" not in str(e.value)


def test_sparse_b1_is_refused():
    ptx = _kernel("m64n16k512.s32.b1.b1.and.popc", 1024, 1024, True, 0, "s32", 8)
    with pytest.raises(TcsimError, match=r"wgmma\.mma_async\.sp has no \.b1 form"):
        _load(ptx)


def test_sparse_b_with_the_32_byte_swizzle_is_refused():
    """B of a sparse wgmma spans 64 bytes of K: K-major with the 32-byte swizzle it would
    leave the pattern's row (not modelled): a located fault, not a wrong answer."""
    dev = tcsim.Device("h100")
    ptx = _kernel("m64n16k32.f32.f16.f16", 2048, 1024, True, 0, "f32", 8)
    descs = np.array([_desc(0, 128, 256), _desc(2048, 128, 512) | (3 << 62)], np.uint64)
    meta = _meta(np.full((64, 8), 0b0100), 2, 0)
    args = (dev.zeros(768, np.uint32), dev.array(meta), dev.zeros(128 * 8, np.uint32), dev.zeros(128 * 8, np.uint32),
            dev.array(descs))
    # every warp faults; which one the driver meets first differs (functional: warp 0)
    with pytest.raises(TcsimError, match=r"a K-major B with the 32-byte swizzle holds 32 of the 64 bytes of K"
                                         r".*thread \(0,0,0\)"):
        dev.load_ptx(ptx).get_function("k")((1,), (128,), args, mode="functional")


def test_sparse_wgmma_timing_at_the_sparse_rate():
    """One warp's share of m64nNk32 .sp (f16): its multiply-adds at twice the dense rate take
    the dense m64nNk16 time (N/2); B spans 64 bytes of K, so SS reads 512 + 16 N bytes at 32
    per cycle (fetch-bound: N/2 + 16) and RS 16 N (N/2, balanced)."""
    from tcsim.arch import load_config
    from tcsim.isa import ir
    from tcsim.timing.wgmma import WgmmaTiming

    cfg = load_config("h100")
    wt = WgmmaTiming(cfg.timing.hmma, cfg.timing.memory.l1.bytes_per_cycle, cfg.core.sub_cores,
                     cfg.timing.mma.sparse_speedup)

    def ins(n, sp, rs):
        mods = ("mma_async", *(("sp",) if sp else ()), "sync", "aligned", f"m64n{n}k{32 if sp else 16}", "f32", "f16", "f16")
        return ir.Instruction(opcode="wgmma", mods=mods, operands=(None, ir.Vector(()) if rs else None),
                              guard=None, loc=None, text="")

    got = {(n, sp, rs): wt.cycles(ins(n, sp, rs)) for n in (64, 256) for sp in (False, True) for rs in (False, True)}
    assert got == {(64, False, False): 32, (64, False, True): 32, (64, True, False): 48, (64, True, True): 32,
                   (256, False, False): 128, (256, False, True): 128, (256, True, False): 144, (256, True, True): 128}
    dense_rate = WgmmaTiming(cfg.timing.hmma, cfg.timing.memory.l1.bytes_per_cycle, cfg.core.sub_cores, 1)
    assert dense_rate.cycles(ins(256, True, True)) == 256        # without the sparse rate: twice the dense time


def test_bundled_sparse_wgmma_kernel_cycles():
    """PTX and SASS timing of the nvcc kernels (h100; SASS = ptxas 13 -arch=sm_90a, HGMMA.SP)."""
    from tcsim.kernels.sass_mode import compare_modes

    got = {n: compare_modes(n, 90, seed=0) for n in ("wgmma_sp_sm90", "wgmma_sp_sm90_rs")}
    assert {n: (r["ptx_cycles"], r["sass_cycles"]) for n, r in got.items()} == {
        "wgmma_sp_sm90": (6157, 3576), "wgmma_sp_sm90_rs": (4727, 3091)}
    assert all(r["sass_timing_equals_functional"] and r["check"] for r in got.values())


SASS_FORMS = [(a, sel) for a in FORMS for sel in range(4 // FORMS[a][4])]


@pytest.mark.parametrize("atype, selector", SASS_FORMS)
def test_sass_mode_runs_every_sparse_form(atype, selector):
    """ptxas 13 -arch=sm_90a of every form (tests/data/sass/wgmma_sp_forms_sm90a.*: HGMMA.SP
    with the selector immediate, QGMMA.SP / IGMMA.SP without one) in SASS mode: D bit-identical
    to PTX mode."""
    from pathlib import Path

    data = Path(__file__).resolve().parent.parent / "data" / "sass"
    sass = (data / "wgmma_sp_forms_sm90a.cubin", (data / "wgmma_sp_forms_sm90a.sass").read_text())
    rng = np.random.default_rng(5)
    k, _, dtype, _, t = FORMS[atype]
    _, stored, nib, _ = _sparse_a(atype, rng, per_row=True)
    b = _values(atype, rng, (k, N))
    c = rng.uniform(-4, 4, (64, N)) if dtype == "f32" else rng.integers(-1000, 1000, (64, N))
    meta = _meta(nib, t, selector)
    want = _run(atype, stored, b, c, True, selector, meta)
    got = _run(atype, stored, b, c, True, selector, meta, sass=sass)
    np.testing.assert_array_equal(got.view(np.uint32), want.view(np.uint32))
    opcode = {"e4m3": "QGMMA.SP", "e5m2": "QGMMA.SP", "s8": "IGMMA.SP", "u8": "IGMMA.SP"}.get(atype, "HGMMA.SP")
    assert opcode in sass[1]
