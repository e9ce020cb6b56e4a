"""TMA im2col mode (sm_90): tcsim.runtime.tensor_map.encode_im2col (cuTensorMapEncodeIm2col)
and cp.async.bulk.tensor.{3,4,5}d ... .im2col with im2col offsets: the Triton TMA im2col
tutorial's examples (outputs it prints from a Hopper GPU), convolution im2col columns
against a numpy reference written from the convolution's definition (not from the copy's
walk), ranks 3-5, element strides (conv strides), swizzle and OOB fill; located errors."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim.errors import ExecutionError, LaunchError, PTXSyntaxError
from tcsim.runtime.tensor_map import encode_im2col, encode_tiled

pytestmark = pytest.mark.usefixtures("both_drivers")


def im2col_ptx(rank: int, nbytes: int, swz_align: int = 1024) -> str:
    """One thread loads the im2col box at coordinates (c, spatial.., n) with offsets into
    `tile` and copies the tile's bytes to out."""
    nc = rank
    no = rank - 2
    coords = ", ".join(f"%r{10 + i}" for i in range(nc))
    offs = ", ".join(f"%rs{i}" for i in range(no))
    loads = "".join(f"\tld.param.u32 %r{10 + i}, [pc{i}];\n" for i in range(nc))
    loads += "".join(f"\tld.param.u16 %rs{i}, [po{i}];\n" for i in range(no))
    params = "".join(f", .param .u32 pc{i}" for i in range(nc)) + "".join(f", .param .u16 po{i}" for i in range(no))
    return f""".version 8.0
.target sm_90a
.address_size 64

.visible .entry k(.param .align 64 .b8 tmap[128], .param .u64 pout{params})
{{
\t.reg .pred %p<8>;
\t.reg .b16 %rs<8>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<32>;
\t.shared .align {swz_align} .b8 tile[{nbytes}];
\t.shared .align 8 .b64 bar;
\tld.param.u64 %rd1, [pout];
\tcvta.to.global.u64 %rd1, %rd1;
{loads}\tmov.u32 %r2, bar;
\tmov.u32 %r3, tile;
\tmbarrier.init.shared::cta.b64 [%r2], 1;
\tmov.b64 %rd2, tmap;
\tcvta.param.u64 %rd3, %rd2;
\tcp.async.bulk.tensor.{rank}d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%r3], [%rd3, {{{coords}}}], [%r2], {{{offs}}};
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r2], {nbytes};
WAIT:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
\t@!%p2 bra WAIT;
\tmov.u32 %r4, 0;
COPY:
\tsetp.ge.u32 %p3, %r4, {nbytes // 4};
\t@%p3 bra DONE;
\tshl.b32 %r5, %r4, 2;
\tadd.u32 %r6, %r3, %r5;
\tld.shared.u32 %r7, [%r6];
\tmul.wide.u32 %rd5, %r4, 4;
\tadd.s64 %rd6, %rd1, %rd5;
\tst.global.u32 [%rd6], %r7;
\tadd.u32 %r4, %r4, 1;
\tbra.uni COPY;
DONE:
\tret;
}}
"""


def run_im2col(x: np.ndarray, coords, offsets, lower, upper, cpp, ppc, estr=None, swz=0, oob=0, mode=None,
               config=None):
    """x: the tensor, outermost first (N, (D, (H,)) W, C); coords / offsets / corners innermost
    first, as the PTX and the driver take them. Returns the (ppc, channels) tile."""
    rank = x.ndim
    dev = tcsim.Device("h100", config=config)
    d_x = dev.array(x)
    dims = list(x.shape[::-1])
    strides = [int(s) for s in x.strides[::-1][1:]]
    tmap = encode_im2col(x.dtype, rank, d_x, dims, strides, lower, upper, cpp, ppc, estr or [1] * rank,
                         swizzle=swz, oobFill=oob)
    nch = -(-cpp // (estr or [1])[0])
    nbytes = nch * ppc * x.itemsize
    out = dev.zeros(nbytes // 4, np.uint32)
    args = [tmap, out] + [np.uint32(c & 0xFFFFFFFF) for c in coords] + [np.uint16(o) for o in offsets]
    res = dev.load_ptx(im2col_ptx(rank, nbytes)).get_function("k")((1,), (1,), tuple(args),
                                                                   **({"mode": mode} if mode else {}))
    return out.get().view(x.dtype).reshape(ppc, nch), res


# ------------------------------------------------------------------ the Triton tutorial's examples

def tutorial_input(n=1):
    """Triton's TMA im2col tutorial: an [n, 4, 4, 32] NHWC f32 tensor whose pixel i (1-based,
    row-major over N, H, W) holds i in every channel."""
    return np.repeat(np.arange(1, 16 * n + 1, dtype=np.float32)[:, None], 32, axis=1).reshape(n, 4, 4, 32)


@pytest.mark.parametrize("lower, coords_nhw, offs_hw, want", [
    # Example 1: no padding, all 16 pixels in order
    ((0, 0), (0, 0, 0), (0, 0), list(range(1, 17))),
    # Example 2: pixel box [-1, 3) in H and W: the padded row and column read zeros
    ((-1, -1), (0, -1, -1), (0, 0), [0, 0, 0, 0, 0, 1, 2, 3, 0, 5, 6, 7, 0, 9, 10, 11]),
    # Example 3: the same map, offsets (1, 1) shift the reads onto the tensor
    ((-1, -1), (0, -1, -1), (1, 1), list(range(1, 17))),
])
def test_triton_tutorial_examples(lower, coords_nhw, offs_hw, want):
    x = tutorial_input()
    n, h, w = coords_nhw
    tile, _ = run_im2col(x, (0, w, h, n), offs_hw[::-1], lower[::-1], lower[::-1], 32, 16, swz=3)
    # the copy's shared image is swizzled (128B); un-swizzle rows of 128 bytes: row r's
    # 16-byte chunk c sits at c ^ (r % 8)
    raw = tile.view(np.uint8).reshape(16, 8, 16)
    rows = np.stack([raw[r, np.arange(8) ^ (r % 8)] for r in range(16)]).reshape(16, 32 * 4).view(np.float32)
    np.testing.assert_array_equal(rows[:, 0], np.array(want, dtype=np.float32))
    assert (rows == rows[:, :1]).all()


def test_triton_tutorial_example_4_across_batches():
    """Example 4: [2, 4, 4, 32], start at (n 0, h 1, w 3): 16 pixels run into image 1."""
    tile, _ = run_im2col(tutorial_input(2), (0, 3, 1, 0), (0, 0), (0, 0), (0, 0), 32, 16)
    np.testing.assert_array_equal(tile[:, 0], np.arange(8, 24, dtype=np.float32))


# ------------------------------------------------------------------ convolution im2col columns

def conv_columns(x, pad, stride, ksize, tap, q0, ppc, c0, nch):
    """numpy, from the convolution's definition (filter ``ksize`` wide in every spatial
    dimension, padding ``pad`` on both sides): row j of the column is output pixel q0 + j
    (row-major over N and the output's spatial dimensions, outermost first) read at filter
    tap ``tap`` (outermost first): input position o * stride - pad + tap; zeros outside."""
    n_, *sp, c_ = x.shape
    out_sp = [(s + 2 * pad - ksize) // stride + 1 for s in sp]
    rows = np.zeros((ppc, nch), dtype=x.dtype)
    for j in range(ppc):
        q = q0 + j
        idx = np.unravel_index(q, [n_] + out_sp) if q < n_ * int(np.prod(out_sp)) else None
        if idx is None:
            continue
        n, *o = (int(v) for v in idx)
        pos = [oi * stride - pad + ti for oi, ti in zip(o, tap)]
        if all(0 <= p < s for p, s in zip(pos, sp)):
            rows[j] = x[(n, *pos)][c0:c0 + nch]
    return rows, out_sp


@pytest.mark.parametrize("shape, pad, stride, ksize, tap, q0, ppc", [
    ((2, 5, 7, 16), 1, 1, 3, (0, 0), 0, 32),
    ((2, 5, 7, 16), 1, 1, 3, (2, 1), 9, 32),
    ((2, 5, 7, 16), 1, 2, 3, (1, 2), 3, 16),
    ((2, 6, 6, 16), 0, 2, 2, (1, 0), 5, 16),
    ((2, 5, 7, 16), 1, 1, 3, (1, 1), 60, 16),          # runs past the last image: zeros
    ((3, 9, 16), 2, 1, 4, (3,), 4, 24),                 # rank 3: N, W, C
    ((2, 3, 4, 5, 16), 1, 1, 3, (2, 0, 1), 7, 32),      # rank 5: N, D, H, W, C
])
def test_conv_columns(shape, pad, stride, ksize, tap, q0, ppc):
    rng = np.random.default_rng(sum(shape) + q0)
    x = rng.standard_normal(shape).astype(np.float16)
    sp = shape[1:-1]
    want, out_sp = conv_columns(x, pad, stride, ksize, tap, q0, ppc, 0, 16)
    # the map's pixel box holds the base positions -pad, -pad + stride, ... of every output pixel
    lower = [-pad] * len(sp)
    upper = [(o - 1) * stride - pad + 1 - s for o, s in zip(out_sp, sp)]
    n, *o = (int(v) for v in np.unravel_index(q0, [shape[0]] + out_sp))
    base = [oi * stride - pad for oi in o]
    estr = [1] + [stride] * len(sp) + [1]
    tile, _ = run_im2col(x, [0] + base[::-1] + [n], list(tap)[::-1], lower[::-1], upper[::-1], 16, ppc, estr=estr)
    np.testing.assert_array_equal(tile.view(np.uint16), want.view(np.uint16))


def test_channel_slice_swizzle_and_nan_fill():
    """Channels 8..39 of 48 (64 bytes a pixel, the 64B swizzle), OOB fill NaN for the padding."""
    rng = np.random.default_rng(2)
    x = rng.standard_normal((1, 4, 4, 48)).astype(np.float16)
    tile, _ = run_im2col(x, (8, -1, -1, 0), (0, 0), (-1, -1), (-1, -1), 32, 16, swz=2, oob=1)
    raw = tile.view(np.uint8).reshape(-1)
    a = np.arange(raw.size)
    rows = raw[a ^ (((a >> 7) & 3) << 4)].view(np.float16).reshape(16, 32)   # 64B swizzle undone
    want, _ = conv_columns(x, 1, 1, 3, (0, 0), 0, 16, 8, 32)
    pad = np.array([h < 0 or w < 0 for h in range(-1, 3) for w in range(-1, 3)])
    assert np.isnan(rows[pad]).all()
    np.testing.assert_array_equal(rows[~pad], want[~pad])


def test_timing_same_unit_as_the_equivalent_tile_copy():
    """Timing: an im2col copy is cut into one request per L2 line of each pixel's channel
    run — here 16 pixels of 64 bytes read at stride 2 in an 8 x 8 image, no two in one
    line — and goes through the TMA unit as a tile copy does: the tiled box [32, 4, 4, 1]
    with element strides [1, 2, 2, 1] reads the same bytes in the same order, and the
    kernel takes exactly as many cycles."""
    rng = np.random.default_rng(4)
    x = rng.standard_normal((1, 8, 8, 32)).astype(np.float16)
    tile, res = run_im2col(x, (0, 0, 0, 0), (0, 0), (0, 0), (-1, -1), 32, 16, estr=[1, 2, 2, 1], mode="timing")
    want, _ = conv_columns(x, 0, 2, 1, (0, 0), 0, 16, 0, 32)
    np.testing.assert_array_equal(tile, want)
    assert res.timing.memory["tma_requests"] == 16
    assert res.timing.memory["tma_bytes"] == 16 * 64
    dev = tcsim.Device("h100")
    d_x = dev.array(x)
    tiled = encode_tiled(np.float16, 4, d_x, [32, 8, 8, 1], [64, 512, 4096], [32, 8, 8, 1], [1, 2, 2, 1])
    out = dev.zeros(16 * 64 // 4, np.uint32)
    ptx = im2col_ptx(4, 16 * 64).replace(".im2col.", ".tile.").replace(", {%rs0, %rs1};", ";")
    res_t = dev.load_ptx(ptx).get_function("k")((1,), (1,), (tiled, out) + (np.uint32(0),) * 4 + (np.uint16(0),) * 2,
                                                 mode="timing")
    np.testing.assert_array_equal(out.get().view(np.float16).reshape(16, 32), want)
    assert res_t.timing.memory["tma_requests"] == 16
    assert res.timing.cycles == res_t.timing.cycles == 11774   # (the copy-out loop of one thread dominates)


# ------------------------------------------------------------------ errors

def test_encode_im2col_rules():
    kw = dict(tensorDataType=np.float16, tensorRank=4, globalAddress=0x1000, globalDim=[16, 4, 4, 1],
              globalStrides=[32, 128, 512], pixelBoxLowerCorner=[0, 0], pixelBoxUpperCorner=[0, 0],
              channelsPerPixel=16, pixelsPerColumn=16, elementStrides=[1, 1, 1, 1])
    encode_im2col(**kw)
    for change, msg in [({"tensorRank": 2, "globalDim": [16, 4], "globalStrides": [32], "elementStrides": [1, 1]},
                         "tensorRank 2 must be 3..5"),
                        ({"pixelBoxLowerCorner": [0, 200]}, r"pixelBoxLowerCorner\[1\] = 200 must be in -128..127"),
                        ({"pixelBoxUpperCorner": [0]}, "pixelBoxUpperCorner must be 2 integers"),
                        ({"pixelBoxLowerCorner": [4, 0]}, "pixel box of spatial dimension 0 is empty"),
                        ({"channelsPerPixel": 300}, "channelsPerPixel = 300 must be in 1..256"),
                        ({"pixelsPerColumn": 2000}, "pixelsPerColumn = 2000 must be in 1..1024"),
                        ({"channelsPerPixel": 4}, "channelsPerPixel x element size = 8 bytes must be a multiple"),
                        ({"swizzle": "32B", "channelsPerPixel": 32}, "64 bytes exceeds the 32B swizzle span")]:
        with pytest.raises(LaunchError, match=msg) as e:
            encode_im2col(**{**kw, **change})
        assert str(e.value).startswith("encode_im2col: ")


def test_base_outside_the_pixel_box_and_offsets_out_of_range():
    x = np.zeros((1, 4, 4, 16), np.float16)
    with pytest.raises(ExecutionError, match=r"filter base coordinate 3 of spatial dimension 0 is outside the tensor "
                                             r"map's pixel box \[0, 3\)") as e:
        run_im2col(x, (0, 3, 0, 0), (0, 0), (0, 0), (-1, -1), 16, 8)
    assert "\n" not in str(e.value) and "kernel k" in str(e.value)
    with pytest.raises(ExecutionError, match=r"im2col offset 300 of spatial dimension 1 is outside 0..255 \(rank 4\)"):
        run_im2col(x, (0, 0, 0, 0), (0, 300), (0, 0), (0, 0), 16, 8)


def test_mode_and_map_must_agree():
    """A tiled map in an im2col copy, an im2col map in a tile copy: located errors."""
    dev = tcsim.Device("h100")
    d = dev.zeros(256, np.float16)
    tiled = encode_tiled(np.float16, 4, d, [16, 4, 4, 1], [32, 128, 512], [16, 4, 1, 1], [1, 1, 1, 1])
    out = dev.zeros(64, np.uint32)
    args = (tiled, out) + (np.uint32(0),) * 4 + (np.uint16(0),) * 2
    with pytest.raises(ExecutionError, match="the im2col mode needs an im2col tensor map"):
        dev.load_ptx(im2col_ptx(4, 256)).get_function("k")((1,), (1,), args)
    im2col = encode_im2col(np.float16, 4, d, [16, 4, 4, 1], [32, 128, 512], [0, 0], [0, 0], 16, 8, [1, 1, 1, 1])
    tile_ptx = im2col_ptx(4, 256).replace(".im2col.", ".tile.").replace(", {%rs0, %rs1};", ";")
    with pytest.raises(ExecutionError, match="the tile mode needs a tiled tensor map"):
        dev.load_ptx(tile_ptx).get_function("k")((1,), (1,), (im2col, out) + (np.uint32(0),) * 4 + (np.uint16(0),) * 2)


def test_malformed_im2col_forms():
    dev = tcsim.Device("h100")
    d = dev.zeros(256, np.float16)
    im2col = encode_im2col(np.float16, 4, d, [16, 4, 4, 1], [32, 128, 512], [0, 0], [0, 0], 16, 8, [1, 1, 1, 1])
    args = (im2col, dev.zeros(64, np.uint32)) + (np.uint32(0),) * 4 + (np.uint16(0),) * 2
    with pytest.raises(PTXSyntaxError, match="takes 2 im2col offsets") as e:
        dev.load_ptx(im2col_ptx(4, 256).replace(", {%rs0, %rs1};", ", {%rs0};")).get_function("k")((1,), (1,), args)
    assert "\n" not in str(e.value)
    ptx = im2col_ptx(3, 256).replace(".3d.", ".2d.").replace(", %r12}", "}")
    with pytest.raises(PTXSyntaxError, match="the im2col modes need a tensor of rank 3 or more"):
        dev.load_ptx(ptx).get_function("k")((1,), (1,), (im2col, dev.zeros(64, np.uint32)) + (np.uint32(0),) * 3
                                            + (np.uint16(0),))


STORE_NO_OFFS = """.version 8.0
.target sm_90a
.address_size 64

.visible .entry k(.param .align 64 .b8 tmap[128], .param .u64 psrc, .param .u32 c0, .param .u32 c1, .param .u32 c2,
                  .param .u32 c3)
{
\t.reg .pred %p<8>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<32>;
\t.shared .align 1024 .b8 tile[1024];
\t.shared .align 8 .b64 bar;
\tld.param.u64 %rd1, [psrc];
\tld.param.u32 %r10, [c0];
\tld.param.u32 %r11, [c1];
\tld.param.u32 %r12, [c2];
\tld.param.u32 %r13, [c3];
\tmov.u32 %r2, bar;
\tmov.u32 %r3, tile;
\tmbarrier.init.shared::cta.b64 [%r2], 1;
\tcp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r3], [%rd1], 1024, [%r2];
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r2], 1024;
W:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
\t@!%p2 bra W;
\tmov.b64 %rd2, tmap;
\tcvta.param.u64 %rd3, %rd2;
\tOP [%rd3, {%r10, %r11, %r12, %r13}], [%r3];
\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group 0;
\tret;
}
"""


@pytest.mark.parametrize("op", ["cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group",
                                "cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.im2col_no_offs.bulk_group"])
def test_im2col_no_offs_store_and_reduce(op):
    """A column of 32 pixels x 16 f16 channels stored back (or added) through an im2col map
    (pixel box of a 3x3 / padding 1 conv over a 2 x 4 x 5 image, stride 1) from base (-1, -1)
    of image 0: pixel j goes to the base position of output pixel j, the ones in the padding
    are not written (assumption: the walk of an im2col load with zero offsets)."""
    rng = np.random.default_rng(8)
    col = rng.integers(-4, 5, (32, 16)).astype(np.float16)
    x = rng.integers(-4, 5, (2, 4, 5, 16)).astype(np.float16)
    dev = tcsim.Device("h100")
    d_x = dev.array(x)
    tmap = encode_im2col(np.float16, 4, d_x, [16, 5, 4, 2], [32, 160, 640], [-1, -1], [-1, -1], 16, 32, [1, 1, 1, 1])
    dev.load_ptx(STORE_NO_OFFS.replace("OP", op)).get_function("k")(
        (1,), (1,), (tmap, dev.array(col), np.uint32(0), np.uint32(-1 & 0xFFFFFFFF), np.uint32(-1 & 0xFFFFFFFF),
                     np.uint32(0)))
    want = x.copy()
    for j in range(32):                              # output pixels in order: (n, oh, ow) of 2 x 4 x 5
        n, oh, ow = np.unravel_index(j, (2, 4, 5))
        h, w = oh - 1, ow - 1
        if 0 <= h < 4 and 0 <= w < 5:
            want[n, h, w] = col[j] if "reduce" not in op else (x[n, h, w].astype(np.float32) + col[j]).astype(np.float16)
    np.testing.assert_array_equal(d_x.get(), want)


def test_multicast_im2col_into_a_2cta_cluster():
    """.multicast::cluster with im2col: rank 0 loads the 64 pixels x 64 channels of an 8 x 8
    image into both CTAs of a 2-CTA cluster (ctaMask 3, after the im2col offsets); each CTA
    reads pixel 0's channels 8, 9 back (row 0 of the 128B swizzle is unswizzled)."""
    ptx = MULTICAST_IM2COL
    rng = np.random.default_rng(6)
    x = rng.standard_normal((1, 8, 8, 64)).astype(np.float16)
    dev = tcsim.Device("h100")
    tmap = encode_im2col(np.float16, 4, dev.array(x), [64, 8, 8, 1], [128, 1024, 8192], [0, 0], [0, 0], 64, 64,
                         [1, 1, 1, 1], swizzle="128B")
    out = dev.zeros(8, np.uint32)
    dev.load_ptx(ptx).get_function("k")((2,), (32,), (tmap, out), cluster=(2, 1, 1))
    words = np.ascontiguousarray(out.get().reshape(2, 4)[:, 2]).view(np.float16).reshape(2, 2)
    np.testing.assert_array_equal(words, np.stack([x[0, 0, 0, 8:10]] * 2))


MULTICAST_IM2COL = """.version 8.0
.target sm_90a
.address_size 64

.visible .entry k(.param .align 64 .b8 tmap[128], .param .u64 pout)
{
\t.reg .pred %p<8>;
\t.reg .b16 %rs<4>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<32>;
\t.shared .align 1024 .b8 tile[8192];
\t.shared .align 8 .b64 bar;
\tld.param.u64 %rd1, [pout];
\tcvta.to.global.u64 %rd1, %rd1;
\tmov.u32 %r1, %tid.x;
\tsetp.ne.u32 %p1, %r1, 0;
\t@%p1 bra DONE;
\tmov.u32 %r8, %cluster_ctarank;
\tmul.wide.u32 %rd7, %r8, 16;
\tadd.s64 %rd1, %rd1, %rd7;
\tmov.u32 %r2, bar;
\tmov.u32 %r3, tile;
\tmov.b64 %rd2, tmap;
\tcvta.param.u64 %rd3, %rd2;
\tmov.u32 %r10, 0;
\tmov.u16 %rs1, 3;
\tmov.u16 %rs2, 0;
\tmbarrier.init.shared::cta.b64 [%r2], 1;
\tfence.mbarrier_init.release.cluster;
\tbarrier.cluster.arrive;
\tbarrier.cluster.wait;
\tsetp.ne.u32 %p3, %r8, 0;
\t@%p3 bra ARRIVE;
\tCOPY [%r3], [%rd3, {%r10, %r10, %r10, %r10}], [%r2], {%rs2, %rs2}, %rs1;
ARRIVE:
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r2], 8192;
W1:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
\t@!%p2 bra W1;
\tld.shared.u32 %r25, [%r3+16];
\tst.global.u32 [%rd1+8], %r25;
DONE:
\tret;
}
""".replace(
    "COPY", "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster")
