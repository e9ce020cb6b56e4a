"""TMA and bulk copies (sm_90): tcsim.runtime.tensor_map.encode_tiled, the shared swizzle
function, cp.async.bulk.tensor 1d-5d loads (out-of-bounds fill zero/NaN, every swizzle,
element strides) and stores (clipped), cp.async.bulk global<->shared with complete_tx and
bulk groups, both drivers against numpy; located errors."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim.errors import ExecutionError, LaunchError, PTXSyntaxError
from tcsim.matrix.swizzle import swizzle
from tcsim.runtime.tensor_map import encode_tiled

pytestmark = pytest.mark.usefixtures("both_drivers")


# ------------------------------------------------------------------ swizzle

def test_swizzle_patterns():
    """128B: 16-byte chunk c of 128-byte row r goes to chunk c ^ (r mod 8); 64B: chunk
    c (of 4) of row r (64-byte rows) goes to c ^ ((r // 2) mod 4); 32B: c ^ ((r // 4) mod 2)."""
    for r in range(16):
        for c in range(8):
            assert swizzle(r * 128 + c * 16 + 5, 128) == r * 128 + ((c ^ (r % 8)) * 16) + 5
        for c in range(4):
            assert swizzle(r * 64 + c * 16, 64) == r * 64 + (c ^ ((r // 2) % 4)) * 16
        for c in range(2):
            assert swizzle(r * 32 + c * 16, 32) == r * 32 + (c ^ ((r // 4) % 2)) * 16
    a = np.arange(4096)
    for span in (0, 32, 64, 128):
        np.testing.assert_array_equal(swizzle(swizzle(a, span), span), a)   # an involution
        assert sorted(swizzle(a, span).tolist()) == a.tolist()              # a permutation


# ------------------------------------------------------------------ kernels

def tma_load_ptx(rank: int, nbytes: int, expect: int | None = None) -> str:
    """One CTA of 32 threads: thread 0 loads the box at (c0..c{rank-1}) into `tile` with one
    TMA copy; every thread waits on the mbarrier and copies tile's bytes to out."""
    coords = ", ".join(f"%r{10 + i}" for i in range(rank))
    loads = "".join(f"\tld.param.u32 %r{10 + i}, [pc{i}];\n" for i in range(rank))
    params = "".join(f", .param .u32 pc{i}" for i in range(rank))
    expect = nbytes if expect is None else expect
    return f""".version 8.0
.target sm_90a
.address_size 64

.visible .entry k(.param .align 64 .b8 tmap[128], .param .u64 pout{params})
{{
\t.reg .pred %p<8>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<32>;
\t.shared .align 1024 .b8 tile[{max(nbytes, 16)}];
\t.shared .align 8 .b64 bar;
\tld.param.u64 %rd1, [pout];
\tcvta.to.global.u64 %rd1, %rd1;
{loads}\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, bar;
\tmov.u32 %r3, tile;
\tsetp.eq.u32 %p1, %r1, 0;
\t@!%p1 bra SYNC;
\tmbarrier.init.shared::cta.b64 [%r2], 32;
\tfence.mbarrier_init.release.cluster;
\tfence.proxy.async.shared::cta;
SYNC:
\tbar.sync 0;
\t@!%p1 bra ARRIVE;
\tmov.b64 %rd2, tmap;
\tcvta.param.u64 %rd3, %rd2;
\tcp.async.bulk.tensor.{rank}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r3], [%rd3, {{{coords}}}], [%r2];
\tmbarrier.arrive.expect_tx.release.cta.shared::cta.b64 %rd4, [%r2], {expect};
\tbra.uni WAIT;
ARRIVE:
\tmbarrier.arrive.shared::cta.b64 %rd4, [%r2];
WAIT:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
\t@!%p2 bra WAIT;
\tmov.u32 %r4, %r1;
COPY:
\tsetp.ge.u32 %p3, %r4, {nbytes // 4};
\t@%p3 bra DONE;
\tshl.b32 %r5, %r4, 2;
\tadd.u32 %r6, %r3, %r5;
\tld.shared.u32 %r7, [%r6];
\tmul.wide.u32 %rd5, %r4, 4;
\tadd.s64 %rd6, %rd1, %rd5;
\tst.global.u32 [%rd6], %r7;
\tadd.u32 %r4, %r4, 32;
\tbra.uni COPY;
DONE:
\tret;
}}
"""


def expected_box(src: np.ndarray, coords, box, estr, fill=0):
    """numpy: the box (innermost-first coords / box dims) of ``src`` (outermost-first axes)."""
    rank = len(box)
    idx = []
    for d in range(rank):
        n = -(-box[d] // estr[d])
        idx.append(coords[d] + np.arange(n) * estr[d])
    out = np.full([len(i) for i in idx[::-1]], fill, dtype=src.dtype)
    grids = np.meshgrid(*idx[::-1], indexing="ij")
    inside = np.ones(out.shape, bool)
    for ax, g in enumerate(grids):
        inside &= (g >= 0) & (g < src.shape[ax])
    sel = tuple(np.where(inside, g, 0) for g in grids)
    out[inside] = src[sel][inside]
    return out


def run_load(src: np.ndarray, coords, box, estr=None, swz=0, oob=0, arch="h100", expect=None, mode=None):
    rank = src.ndim
    estr = estr or [1] * rank
    dev = tcsim.Device(arch)
    d_src = dev.array(src)
    dims = list(src.shape[::-1])
    strides = [int(s) for s in src.strides[::-1][1:]]
    tmap = encode_tiled(src.dtype, rank, d_src, dims, strides, box, estr, swizzle=swz, oobFill=oob)
    nelem = int(np.prod([-(-b // e) for b, e in zip(box, estr)]))
    nbytes = nelem * src.itemsize
    out = dev.zeros(nbytes, np.uint8)
    f = dev.load_ptx(tma_load_ptx(rank, nbytes, expect)).get_function("k")
    kw = {} if mode is None else {"mode": mode}
    res = f((1,), (32,), (tmap, out) + tuple(np.uint32(c & 0xFFFFFFFF) for c in coords), **kw)
    return out.get(), res


@pytest.mark.parametrize("swz", [0, 32, 64, 128])
@pytest.mark.parametrize("coords", [(0, 0), (8, 4), (-4, -3), (56, 20)])
def test_tensor_2d_load_swizzle_and_oob(swz, coords):
    """A 24 x 60 f32 matrix (row pitch padded to 256 bytes); 8 x 16 boxes (inner 32 bytes)
    or 32-byte-wide boxes for every swizzle; out-of-bounds elements read zero."""
    rng = np.random.default_rng(1)
    full = rng.standard_normal((24, 64)).astype(np.float32)
    src = full[:, :60]
    dev_src = np.ascontiguousarray(full)
    box = [8, 16]
    raw, _ = run_load_strided(dev_src, 60, coords, box, swz)
    want = expected_box(src, coords, box, [1, 1])
    tile = raw.view(np.uint8)
    # undo the swizzle: byte i of the box is at shared address swizzle(i) (tile is 1024-aligned)
    lin = np.arange(tile.size)
    got = tile[swizzle(lin, swz)].view(np.float32).reshape(want.shape)
    np.testing.assert_array_equal(got, want)


def run_load_strided(full: np.ndarray, width: int, coords, box, swz):
    """Like run_load but the tensor is the first ``width`` columns of ``full``."""
    dev = tcsim.Device("h100")
    d_src = dev.array(full)
    tmap = encode_tiled("FLOAT32", 2, d_src, [width, full.shape[0]], [full.strides[0]], box, [1, 1],
                        swizzle={0: 0, 32: 1, 64: 2, 128: 3}[swz])
    nbytes = box[0] * box[1] * 4
    out = dev.zeros(nbytes, np.uint8)
    f = dev.load_ptx(tma_load_ptx(2, nbytes)).get_function("k")
    res = f((1,), (32,), (tmap, out) + tuple(np.uint32(c & 0xFFFFFFFF) for c in coords))
    return out.get(), res


def test_tensor_128b_swizzle_full_rows():
    """64 f16 columns (128-byte rows) with the 128B swizzle: row r's chunk c at c ^ (r % 8)."""
    src = np.arange(16 * 64, dtype=np.float16).reshape(16, 64)
    raw, _ = run_load(src, (0, 0), [64, 16], swz=3)
    rows = raw.reshape(16, 8, 16)
    for r in range(16):
        for c in range(8):
            np.testing.assert_array_equal(rows[r, c ^ (r % 8)].view(np.float16), src[r, 8 * c:8 * c + 8])


@pytest.mark.parametrize("shape, coords, box, estr", [
    ((40,), (36,), [16], [1]),
    ((6, 5, 12), (2, -1, 3), [4, 3, 4], [1, 1, 1]),
    ((3, 2, 4, 5, 8), (4, 1, -1, 0, 2), [8, 2, 3, 2, 2], [1, 1, 1, 1, 1]),
    ((9, 32), (1, 2), [16, 4], [2, 3]),       # element strides: every 2nd column, every 3rd row
])
def test_tensor_ranks_and_element_strides(shape, coords, box, estr):
    rng = np.random.default_rng(2)
    src = rng.integers(0, 1 << 30, size=shape, dtype=np.int32)
    raw, _ = run_load(src, coords, box, estr)
    np.testing.assert_array_equal(raw.view(np.int32), expected_box(src, coords, box, estr).reshape(-1))


def test_oob_fill_nan():
    src = np.ones((4, 8), dtype=np.float32)
    raw, _ = run_load(src, (4, 2), [8, 4], oob=1)
    got = raw.view(np.float32).reshape(4, 8)
    assert (got[:2, :4] == 1).all()
    assert np.isnan(got[2:]).all() and np.isnan(got[:, 4:]).all()
    assert (raw.view(np.uint32).reshape(4, 8)[2:] == 0x7FC00000).all()


def test_timing_waits_for_the_copy():
    src = np.arange(64, dtype=np.float32).reshape(4, 16)
    raw, res = run_load(src, (0, 0), [16, 4], mode="timing")
    np.testing.assert_array_equal(raw.view(np.float32), src.reshape(-1))
    mem = tcsim.Device("h100").config.timing.memory
    trip = mem.l1.hit_latency + 2 * mem.noc.latency + mem.l2.hit_latency
    assert res.timing.cycles > trip


def test_wrong_expect_tx_never_completes():
    src = np.zeros((4, 16), dtype=np.float32)
    with pytest.raises(ExecutionError, match="never completes its phase of parity 0 .*tx-count -32"):
        run_load(src, (0, 0), [16, 4], expect=224)
    with pytest.raises(ExecutionError, match="never completes its phase of parity 0 .*tx-count 16"):
        run_load(src, (0, 0), [16, 4], expect=272)


# ------------------------------------------------------------------ stores and plain bulk copies

STORE = """.version 8.0
.target sm_90a
.address_size 64

.visible .entry k(.param .align 64 .b8 tmap[128], .param .u64 pin, .param .u32 c0, .param .u32 c1)
{
\t.reg .pred %p<8>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<32>;
\t.shared .align 128 .b8 tile[512];
\t.shared .align 8 .b64 bar;
\tld.param.u64 %rd1, [pin];
\tld.param.u32 %r10, [c0];
\tld.param.u32 %r11, [c1];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, bar;
\tmov.u32 %r3, tile;
\tsetp.eq.u32 %p1, %r1, 0;
\t@%p1 mbarrier.init.shared::cta.b64 [%r2], 32;
\tbar.sync 0;
\t@!%p1 bra OTHERS;
\tcp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r3], [%rd1], 512, [%r2];
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r2], 512;
\tbra.uni W;
OTHERS:
\tmbarrier.arrive.shared::cta.b64 %rd4, [%r2];
W:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
\t@!%p2 bra W;
\t@!%p1 bra SYNC;
\tfence.proxy.async.shared::cta;
\tcp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [tmap, {%r10, %r11}], [%r3];
\tadd.s64 %rd5, %rd1, 1024;
\tcp.async.bulk.global.shared::cta.bulk_group [%rd5], [%r3], 256;
\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group.read 0;
\tcp.async.bulk.wait_group 0;
SYNC:
\tret;
}
"""


@pytest.mark.parametrize("coords", [(0, 0), (6, 3), (-2, -1)])
def test_bulk_load_and_tensor_store(coords):
    """cp.async.bulk copies 512 bytes global -> shared; the tensor store writes them as an
    8 x 16 f32 box at coords into a 10 x 12 matrix (clipped), a plain bulk store copies the
    first 256 bytes to in + 1024."""
    dev = tcsim.Device("h100")
    data = np.arange(128, dtype=np.float32) + 1
    dst = np.full((10, 16), -1, dtype=np.float32)
    buf = np.concatenate([data, np.zeros(192, np.float32)])
    d_buf = dev.array(buf)
    d_dst = dev.array(dst)
    tmap = encode_tiled(np.float32, 2, d_dst, [12, 10], [64], [16, 8], [1, 1])
    f = dev.load_ptx(STORE).get_function("k")
    f((1,), (32,), (tmap, d_buf, np.uint32(coords[0] & 0xFFFFFFFF), np.uint32(coords[1] & 0xFFFFFFFF)))
    want = dst.copy()
    box = data.reshape(8, 16)
    for r in range(8):
        for c in range(16):
            y, x = coords[1] + r, coords[0] + c
            if 0 <= y < 10 and 0 <= x < 12:
                want[y, x] = box[r, c]
    np.testing.assert_array_equal(d_dst.get(), want)
    np.testing.assert_array_equal(d_buf.get()[256:320], data[:64])


# ------------------------------------------------------------------ encode_tiled and errors

@pytest.mark.parametrize("kw, msg", [
    ({"tensorRank": 6}, "tensorRank"),
    ({"boxDim": [300, 8]}, r"boxDim\[0\] = 300"),
    ({"boxDim": [3, 8]}, "multiple of 16"),
    ({"globalStrides": [40]}, "multiple of 16"),
    ({"globalStrides": [32]}, "smaller than"),
    ({"elementStrides": [9, 1]}, "elementStrides"),
    ({"swizzle": "32B"}, "exceeds the 32B swizzle span"),
    ({"oobFill": 1, "tensorDataType": "INT32"}, "floating-point"),
    ({"tensorDataType": "complex"}, "CUtensorMapDataType"),
    ({"globalAddress": 0x1008}, "16-byte aligned"),
])
def test_encode_tiled_rules(kw, msg):
    args = dict(tensorDataType=np.float32, tensorRank=2, globalAddress=0x1000, globalDim=[16, 8],
                globalStrides=[64], boxDim=[16, 8], elementStrides=[1, 1])
    args.update(kw)
    with pytest.raises(LaunchError, match=msg):
        encode_tiled(**args)


def test_encode_tiled_layout_is_128_bytes():
    t = encode_tiled("FLOAT16", 3, 0x7F0000001000, [64, 8, 2], [128, 1024], [64, 8, 1], [1, 1, 1], swizzle="128B")
    assert isinstance(t, bytes) and len(t) == 128 and t[:4] == b"TCTM"


def test_not_a_tensor_map():
    dev = tcsim.Device("h100")
    out = dev.zeros(64, np.uint8)
    f = dev.load_ptx(tma_load_ptx(2, 64)).get_function("k")
    with pytest.raises(ExecutionError, match="not a tensor map made by tcsim.runtime.tensor_map.encode_tiled; "
                                             "kernel k, CTA"):
        f((1,), (32,), (bytes(128), out, np.uint32(0), np.uint32(0)))


def test_misaligned_shared_destination():
    src = np.zeros((4, 16), dtype=np.float32)
    ptx = tma_load_ptx(2, 256).replace("[%r3], [%rd3", "[%r8], [%rd3").replace(
        "\tmov.b64 %rd2, tmap;", "\tadd.u32 %r8, %r3, 16;\n\tmov.b64 %rd2, tmap;")
    dev = tcsim.Device("h100")
    d = dev.array(src)
    tmap = encode_tiled(np.float32, 2, d, [16, 4], [64], [16, 4], [1, 1])
    with pytest.raises(ExecutionError, match="shared destination address 0x10 is not 128-byte aligned"):
        dev.load_ptx(ptx).get_function("k")((1,), (32,), (tmap, dev.zeros(256, np.uint8), np.uint32(0),
                                                          np.uint32(0)))


def test_tma_needs_sm90():
    with pytest.raises(PTXSyntaxError, match="requires sm_90"):
        tcsim.Device("a100").load_ptx(tma_load_ptx(2, 64)).get_function("k")((1,), (32,), (bytes(128), 0, 0, 0))


def test_tensor_map_in_global_memory_and_prefetch():
    """The tensor map copied to device memory and passed by pointer (a generic address);
    the prefetch forms are accepted."""
    src = np.arange(8 * 16, dtype=np.int32).reshape(8, 16)
    dev = tcsim.Device("h100")
    d_src = dev.array(src)
    tmap = encode_tiled(np.int32, 2, d_src, [16, 8], [64], [16, 4], [1, 1])
    d_map = dev.array(np.frombuffer(tmap, dtype=np.uint8))
    ptx = tma_load_ptx(2, 256).replace(".param .align 64 .b8 tmap[128]", ".param .u64 pmap").replace(
        "\tmov.b64 %rd2, tmap;\n\tcvta.param.u64 %rd3, %rd2;\n",
        "\tld.param.u64 %rd3, [pmap];\n"
        "\tprefetch.tensormap [%rd3];\n"
        "\tcp.async.bulk.prefetch.tensor.2d.L2.global.tile [%rd3, {%r10, %r11}];\n")
    out = dev.zeros(256, np.uint8)
    dev.load_ptx(ptx).get_function("k")((1,), (32,), (d_map, out, np.uint32(0), np.uint32(4)))
    np.testing.assert_array_equal(out.get().view(np.int32), src[4:8].reshape(-1))


def test_spin_on_test_wait_while_copy_in_flight_is_no_deadlock():
    """Warp 0 issues the TMA copy and waits at a named barrier for warp 1; warp 1 spins on
    test_wait until the copy lands (in timing mode: hundreds of cycles in which every other
    thread waits at a barrier). The spin-at-barrier deadlock watch must not fire."""
    src = np.arange(64, dtype=np.float32).reshape(4, 16)
    dev = tcsim.Device("h100")
    d = dev.array(src)
    tmap = encode_tiled(np.float32, 2, d, [16, 4], [64], [16, 4], [1, 1])
    ptx = """.version 8.0
.target sm_90a
.address_size 64

.visible .entry k(.param .align 64 .b8 tmap[128], .param .u64 pout)
{
\t.reg .pred %p<8>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<32>;
\t.shared .align 1024 .b8 tile[256];
\t.shared .align 8 .b64 bar;
\tld.param.u64 %rd1, [pout];
\tcvta.to.global.u64 %rd1, %rd1;
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, bar;
\tmov.u32 %r3, tile;
\tsetp.eq.u32 %p1, %r1, 0;
\t@%p1 mbarrier.init.shared::cta.b64 [%r2], 1;
\tbar.sync 0;
\tsetp.lt.u32 %p4, %r1, 32;
\t@!%p4 bra SPIN;
\t@!%p1 bra MEET;
\tmov.b64 %rd2, tmap;
\tcvta.param.u64 %rd3, %rd2;
\tmov.u32 %r10, 0;
\tcp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%r3], [%rd3, {%r10, %r10}], [%r2];
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r2], 256;
\tbra.uni MEET;
SPIN:
\tmbarrier.test_wait.parity.shared::cta.b64 %p2, [%r2], 0;
\t@!%p2 bra SPIN;
\tsub.u32 %r4, %r1, 32;
\tshl.b32 %r5, %r4, 2;
\tadd.u32 %r6, %r3, %r5;
\tld.shared.u32 %r7, [%r6];
\tmul.wide.u32 %rd5, %r4, 4;
\tadd.s64 %rd6, %rd1, %rd5;
\tst.global.u32 [%rd6], %r7;
MEET:
\tbar.sync 1, 64;
\tret;
}
"""
    f = dev.load_ptx(ptx).get_function("k")
    spins = {}
    for mode in ("functional", "timing"):   # (how often warp 1 spins depends on the schedule)
        out = dev.zeros(32, np.float32)
        spins[mode] = f((1,), (64,), (tmap, out), mode=mode).thread_instructions
        np.testing.assert_array_equal(out.get(), src.reshape(-1)[:32])
    assert spins["timing"] > spins["functional"]      # the timing driver advanced while warp 1 spun
