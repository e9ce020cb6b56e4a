"""cp.reduce.async.bulk (global and shared::cluster destinations) and
cp.reduce.async.bulk.tensor (tile mode): every operation/type pair of the PTX ISA's tables
against numpy in both drivers, the f16/bf16/f32 add rounding and subnormal rules, located
errors for malformed forms."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

import tcsim
from tcsim.errors import ExecutionError, PTXSyntaxError
from tcsim.runtime.tensor_map import encode_tiled

pytestmark = pytest.mark.usefixtures("both_drivers")

NBYTES = 256

PLAIN = """.version 8.0
.target sm_90a
.address_size 64

.visible .entry k(.param .u64 psrc, .param .u64 pdst)
{{
\t.reg .pred %p<8>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<32>;
\t.shared .align 128 .b8 tile[{n}];
\t.shared .align 8 .b64 bar;
\tld.param.u64 %rd1, [psrc];
\tld.param.u64 %rd2, [pdst];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, bar;
\tmov.u32 %r3, tile;
\tsetp.ne.u32 %p1, %r1, 0;
\t@%p1 bra DONE;
\tmbarrier.init.shared::cta.b64 [%r2], 1;
\tcp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r3], [%rd1], {n}, [%r2];
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r2], {n};
W:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
\t@!%p2 bra W;
\t{ins} [%rd2], [%r3], {n};
\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group 0;
DONE:
\tret;
}}
"""


def run_plain(ins: str, src: np.ndarray, dst: np.ndarray, mode=None):
    dev = tcsim.Device("h100")
    d_src, d_dst = dev.array(src), dev.array(dst)
    f = dev.load_ptx(PLAIN.format(n=src.nbytes, ins=ins)).get_function("k")
    res = f((1,), (1,), (d_src, d_dst), **({"mode": mode} if mode else {}))
    return d_dst.get(), res


def _ints(rng, t, n):
    info = np.iinfo(t)
    return rng.integers(info.min, info.max, n, dtype=t, endpoint=True)


def reference(op: str, t: str, old: np.ndarray, src: np.ndarray) -> np.ndarray:
    """numpy, element by element in Python integers / float64 (independent of tcsim)."""
    if t in ("f16", "bf16", "f32", "f64"):
        a, b = old.astype(np.float64), src.astype(np.float64)
        if op == "add":
            if t == "f32":     # flushes subnormal inputs and results
                tiny = np.finfo(np.float32).tiny
                a = np.where(np.abs(a) < tiny, 0.0 * np.sign(a), a)
                b = np.where(np.abs(b) < tiny, 0.0 * np.sign(b), b)
                r = (a + b).astype(np.float32)
                return np.where(np.abs(r) < tiny, np.float32(0) * np.sign(r), r).astype(np.float32)
            return (a + b).astype(old.dtype)   # f64 -> the type: one rounding of the exact sum
        return (np.fmin(a, b) if op == "min" else np.fmax(a, b)).astype(old.dtype)
    bits = old.dtype.itemsize * 8
    out = []
    for o, s in zip(old.tolist(), src.tolist()):
        if op == "add":
            r = o + s
        elif op == "min":
            r = min(o, s)
        elif op == "max":
            r = max(o, s)
        elif op == "inc":
            r = 0 if o >= s else o + 1
        elif op == "dec":
            r = s if o == 0 or o > s else o - 1
        else:
            r = {"and": o & s, "or": o | s, "xor": o ^ s}[op]
        out.append(r % (1 << bits) if old.dtype.kind == "u" else ((r + (1 << bits - 1)) % (1 << bits)) - (1 << bits - 1))
    return np.array(out, dtype=old.dtype)


NP = {"u32": np.uint32, "s32": np.int32, "u64": np.uint64, "s64": np.int64, "b32": np.uint32, "b64": np.uint64,
      "f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64}

GLOBAL_PAIRS = [("add", t) for t in ("u32", "s32", "u64", "f32", "f64", "f16", "bf16")] + \
    [(o, t) for o in ("min", "max") for t in ("u32", "s32", "u64", "s64", "f16", "bf16")] + \
    [("inc", "u32"), ("dec", "u32")] + [(o, t) for o in ("and", "or", "xor") for t in ("b32", "b64")]


def _data(rng, op, t, n):
    dt = NP[t]
    if t in ("f16", "bf16", "f32", "f64"):
        return (rng.standard_normal(n) * 4).astype(dt)
    if op in ("inc", "dec"):     # small values so both branches happen
        return rng.integers(0, 6, n).astype(dt)
    return _ints(rng, dt, n)


@pytest.mark.parametrize("op, t", GLOBAL_PAIRS)
def test_global_reduction_matches_numpy(op, t):
    rng = np.random.default_rng(hash((op, t)) & 0xFFFF)
    n = NBYTES // np.dtype(NP[t]).itemsize
    src, old = _data(rng, op, t, n), _data(rng, op, t, n)
    noftz = ".noftz" if op == "add" and t in ("f16", "bf16") else ""
    got, _ = run_plain(f"cp.reduce.async.bulk.global.shared::cta.bulk_group.{op}{noftz}.{t}", src, old)
    want = reference(op, t, old, src)
    np.testing.assert_array_equal(got.view(np.uint8), want.view(np.uint8))


def test_f16_add_rounds_to_nearest_even_and_keeps_subnormals():
    """1 + 2^-11 is a tie between 1 and 1 + 2^-10: even (1); 1 + 3 x 2^-11 rounds up to
    1 + 2^-9; 2^-24 + 2^-24 (subnormals) = 2^-23, kept (.noftz)."""
    h = np.float16
    old = np.array([1, 1, 2.0 ** -24, -(2.0 ** -24)] + [0] * 4, dtype=h)
    src = np.array([2.0 ** -11, 3 * 2.0 ** -11, 2.0 ** -24, -(2.0 ** -24)] + [0] * 4, dtype=h)
    got, _ = run_plain("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.f16", src, old)
    np.testing.assert_array_equal(got[:4], np.array([1, 1 + 2.0 ** -9, 2.0 ** -23, -(2.0 ** -23)], dtype=h))


def test_bf16_add_rounds_to_nearest_even():
    b = ml_dtypes.bfloat16
    old = np.array([1, 1, 1, 2.0 ** -133] + [0] * 4, dtype=b)
    src = np.array([2.0 ** -8, 3 * 2.0 ** -8, 2.0 ** -9, 2.0 ** -133] + [0] * 4, dtype=b)
    got, _ = run_plain("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.bf16", src, old)
    np.testing.assert_array_equal(got[:4].astype(np.float64), [1, 1 + 2.0 ** -6, 1, 2.0 ** -132])


def test_f32_add_flushes_subnormals():
    """.add.f32 flushes subnormal inputs and results to sign-preserving zero (PTX ISA)."""
    tiny = np.finfo(np.float32).tiny
    old = np.array([tiny / 2, 1, -tiny / 4, tiny] + [0] * 4, dtype=np.float32)
    src = np.array([tiny / 2, tiny / 2, -0.0, -tiny / 2] + [0] * 4, dtype=np.float32)
    got, _ = run_plain("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32", src, old)
    # tiny/2 + tiny/2: both inputs flush -> 0; 1 + sub -> 1; -sub + -0 -> -0 (sign kept); tiny - tiny/2 -> tiny (input flushed)
    np.testing.assert_array_equal(got[:4].view(np.uint32), np.array([0, 1, -0.0, tiny], dtype=np.float32).view(np.uint32))


CLUSTER = """.version 8.0
.target sm_90a
.address_size 64

.visible .entry k(.param .u64 psrc, .param .u64 pdst)
{
\t.reg .pred %p<8>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<32>;
\t.shared .align 128 .b8 tile[256];
\t.shared .align 128 .b8 acc[256];
\t.shared .align 8 .b64 bar;
\tld.param.u64 %rd1, [psrc];
\tld.param.u64 %rd2, [pdst];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, bar;
\tmov.u32 %r3, tile;
\tmov.u32 %r4, acc;
\tsetp.ne.u32 %p1, %r1, 0;
\t@%p1 bra DONE;
\tmbarrier.init.shared::cta.b64 [%r2], 1;
\tcp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r3], [%rd1], 256, [%r2];
\tcp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r4], [%rd2], 256, [%r2];
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r2], 512;
W:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
\t@!%p2 bra W;
\tcp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.OP [%r4], [%r3], 256, [%r2];
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r2], 256;
W2:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 1;
\t@!%p2 bra W2;
\tfence.proxy.async.shared::cta;
\tcp.async.bulk.global.shared::cta.bulk_group [%rd2], [%r4], 256;
\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group 0;
DONE:
\tret;
}
"""


@pytest.mark.parametrize("op, t", [("add", "u64"), ("min", "s32"), ("dec", "u32"), ("xor", "b32")])
def test_shared_cluster_reduction_completes_on_the_mbarrier(op, t):
    rng = np.random.default_rng(5)
    n = 256 // np.dtype(NP[t]).itemsize
    src, old = _data(rng, op, t, n), _data(rng, op, t, n)
    dev = tcsim.Device("h100")
    d_src, d_dst = dev.array(src), dev.array(old)
    dev.load_ptx(CLUSTER.replace("OP", f"{op}.{t}")).get_function("k")((1,), (1,), (d_src, d_dst))
    np.testing.assert_array_equal(d_dst.get(), reference(op, t, old, src))


TENSOR = """.version 8.0
.target sm_90a
.address_size 64

.visible .entry k(.param .align 64 .b8 tmap[128], .param .u64 psrc, .param .u32 c0, .param .u32 c1)
{{
\t.reg .pred %p<8>;
\t.reg .b32 %r<40>;
\t.reg .b64 %rd<32>;
\t.shared .align 1024 .b8 tile[{n}];
\t.shared .align 8 .b64 bar;
\tld.param.u64 %rd1, [psrc];
\tld.param.u32 %r10, [c0];
\tld.param.u32 %r11, [c1];
\tmov.u32 %r1, %tid.x;
\tmov.u32 %r2, bar;
\tmov.u32 %r3, tile;
\tsetp.ne.u32 %p1, %r1, 0;
\t@%p1 bra DONE;
\tmbarrier.init.shared::cta.b64 [%r2], 1;
\tcp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%r3], [%rd1], {n}, [%r2];
\tmbarrier.arrive.expect_tx.shared::cta.b64 %rd4, [%r2], {n};
W:
\tmbarrier.try_wait.parity.shared::cta.b64 %p2, [%r2], 0;
\t@!%p2 bra W;
\tmov.b64 %rd2, tmap;
\tcvta.param.u64 %rd3, %rd2;
\t{ins} [%rd3, {{%r10, %r11}}], [%r3];
\tcp.async.bulk.commit_group;
\tcp.async.bulk.wait_group 0;
DONE:
\tret;
}}
"""


def run_tensor(ins, src, dst, box, coords, swz=0, width=None, mode=None):
    """The TENSOR kernel on a tensor map over ``dst`` whose rows hold ``width`` elements
    (default: all its columns)."""
    dev = tcsim.Device("h100")
    d_src, d_dst = dev.array(src), dev.array(dst)
    rows, cols = dst.shape
    tmap = encode_tiled(dst.dtype, 2, d_dst, [width or cols, rows], [cols * dst.itemsize], box, [1, 1], swizzle=swz)
    f = dev.load_ptx(TENSOR.format(n=src.nbytes, ins=ins)).get_function("k")
    res = f((1,), (1,), (tmap, d_src, np.uint32(coords[0] & 0xFFFFFFFF), np.uint32(coords[1] & 0xFFFFFFFF)),
            **({"mode": mode} if mode else {}))
    return d_dst.get(), res


def unswizzle(tile_bytes: np.ndarray, span: int) -> np.ndarray:
    """The box's bytes in order, from a shared image written through the swizzle (numpy's
    own transcription: 16-byte chunk c of 128-byte row r sits at c ^ (r % 8) for 128B)."""
    if not span:
        return tile_bytes
    b = {32: 1, 64: 2, 128: 3}[span]
    a = np.arange(tile_bytes.size)
    return tile_bytes[a ^ (((a >> 7) & ((1 << b) - 1)) << 4)]


@pytest.mark.parametrize("coords, swz", [((0, 0), 0), ((3, -2), 0), ((-4, 5), 3), ((8, 2), 2)])
def test_tensor_add_f16_box_clipped_and_swizzled(coords, swz):
    """An 8 x 64 f16 box (128-byte rows) added into a 10 x 60 (pitch 64) matrix at coords:
    elements outside the tensor are left alone; the shared image is read through the
    swizzle as the tensor store reads it."""
    rng = np.random.default_rng(3)
    span = {0: 0, 2: 64, 3: 128}[swz]
    cols = 64 if span != 64 else 32
    box = [cols, 8]
    shared_img = (rng.standard_normal(8 * cols)).astype(np.float16)
    dst = (rng.standard_normal((10, 64))).astype(np.float16)
    got, _ = run_tensor("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group", shared_img, dst,
                        box, coords, swz, width=60)
    boxv = unswizzle(shared_img.view(np.uint8), span).view(np.float16).reshape(8, cols)
    want = dst.copy()
    for r in range(8):
        for c in range(cols):
            y, x = coords[1] + r, coords[0] + c
            if 0 <= y < 10 and 0 <= x < 60:        # globalDim[0] is 60: columns 60..63 are padding
                want[y, x] = np.float16(np.float64(dst[y, x]) + np.float64(boxv[r, c]))
    np.testing.assert_array_equal(got.view(np.uint16), want.view(np.uint16))


@pytest.mark.parametrize("op, dtype", [("min", np.int64), ("max", np.uint32), ("or", np.uint64), ("inc", np.uint32)])
def test_tensor_integer_ops(op, dtype):
    rng = np.random.default_rng(11)
    es = np.dtype(dtype).itemsize
    cols = 64 // es * 2 if es == 4 else 16
    src = (rng.integers(0, 9, (4, cols)) if op == "inc" else _ints(rng, dtype, 4 * cols)).astype(dtype)
    dst = (rng.integers(0, 9, (6, cols)) if op == "inc" else _ints(rng, dtype, 6 * cols).reshape(6, cols)).astype(dtype)
    dev = tcsim.Device("h100")
    d_src, d_dst = dev.array(src.reshape(-1)), dev.array(dst)
    tmap = encode_tiled(dtype, 2, d_dst, [cols, 6], [cols * es], [cols, 4], [1, 1])
    ins = f"cp.reduce.async.bulk.tensor.2d.global.shared::cta.{op}.tile.bulk_group"
    f = dev.load_ptx(TENSOR.format(n=src.nbytes, ins=ins)).get_function("k")
    f((1,), (1,), (tmap, d_src, np.uint32(0), np.uint32(1)))
    want = dst.copy()
    t = {np.int64: "s64", np.uint32: "u32", np.uint64: "b64"}[dtype]
    want[1:5] = reference(op, t, dst[1:5].reshape(-1), src.reshape(-1)).reshape(4, cols)
    np.testing.assert_array_equal(d_dst.get(), want)


# ------------------------------------------------------------------ errors

@pytest.mark.parametrize("ins, msg", [
    ("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f16", "requires .noftz"),
    ("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.f32", ".noftz applies to"),
    ("cp.reduce.async.bulk.global.shared::cta.bulk_group.inc.s32", r"\.inc into \.global takes \.u32, not \.s32"),
    ("cp.reduce.async.bulk.global.shared::cta.bulk_group.and.u32", "takes .b32, .b64"),
    ("cp.reduce.async.bulk.global.shared::cta.add.u32", "completes in a .bulk_group"),
    ("cp.reduce.async.bulk.global.shared::cta.bulk_group.u32", "needs one reduction operation"),
])
def test_malformed_forms_are_located_errors(ins, msg):
    src = np.zeros(64, np.uint32)
    with pytest.raises(PTXSyntaxError, match=msg) as e:
        run_plain(ins, src, src.copy())
    assert "\n" not in str(e.value)


def test_tensor_reduction_on_a_type_without_the_op():
    """.add on a tensor of f64 is not in the tensor table: reported at run time (the map's
    type is known then), one line naming the instruction."""
    src = np.zeros(64, np.float64)
    with pytest.raises(ExecutionError, match=r"\.add is not defined on the tensor map's FLOAT64 elements") as e:
        run_tensor("cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group", src, np.zeros((8, 16)),
                   [16, 4], (0, 0))
    assert "\n" not in str(e.value)


def test_reduce_needs_sm90():
    src = np.zeros(64, np.uint32)
    with pytest.raises(PTXSyntaxError, match="requires sm_90"):
        dev = tcsim.Device("a100")
        dev.load_ptx(PLAIN.format(n=256, ins="cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32")
                     .replace("sm_90a", "sm_80")).get_function("k")((1,), (1,), (dev.array(src), dev.array(src)))
