"""The wgmma shared-memory matrix descriptor's base offset (bits 49-51; PTX ISA "Matrix
Descriptor Format"): a swizzled operand whose repeating pattern starts at a shared address
P that is not on the pattern's boundary (1024 / 512 / 256 bytes) is described with start P
and base offset (P >> 7) & 7. The operand images are written by the test kit's own
transcription (tests/matrix/wgmma_kit.py: the canonical layout with the swizzle taken
relative to the pattern's start) and shifted to P; the product must be A @ B + C exactly
(small integers), and off-by-one base offsets must give a wrong product."""

from __future__ import annotations

import numpy as np
import pytest
import wgmma_kit as kit

import tcsim
from tcsim.matrix import wgmma_smem
from tcsim.matrix.wgmma_smem import encode

rng = np.random.default_rng(49)
PAD = 1024          # room for the shift in each shared buffer


def ints(shape):
    return rng.integers(-3, 4, shape).astype(np.float64)


def run_at(n, A, B, C, *, swz, pa, pb, bo_a, bo_b, trans_a=0, trans_b=0, rs=False):
    """D of one wgmma m64nNk16 f16 -> f32 with A's pattern at sa + pa and B's at sb + pb."""
    la, sa = kit.canonical(64, 16, "f16", swz, not trans_a)
    lb, sb = kit.canonical(n, 16, "f16", swz, not trans_b)
    img_a = np.zeros(8192 + PAD, np.uint8)
    img_b = np.zeros(32768 + PAD, np.uint8)
    img_a[pa:pa + 8192] = kit.image(A, "f16", swz, not trans_a, la, sa, 8192)
    img_b[pb:pb + 32768] = kit.image(np.ascontiguousarray(B.T), "f16", swz, not trans_b, lb, sb, 32768)
    # the buffers are 1024-aligned, so start + (buffer >> 4) is an OR in the kernel
    a_desc = encode(pa, la, sa, kit.SWZ_FIELD[swz], bo_a)
    b_desc = encode(pb, lb, sb, kit.SWZ_FIELD[swz], bo_b)
    imms = f", 1, 1, {trans_b}" if rs else f", 1, 1, {trans_a}, {trans_b}"
    ptx = kit.kernel(n, "f32", "f16", "f16", rs=rs, a_desc=a_desc, b_desc=b_desc, imms=imms,
                     smem_a=8192 + PAD, smem_b=32768 + PAD)
    dev = tcsim.Device("h100")
    ar, ac = kit.a_map("f16")
    a_regs = kit.pack_elements(kit.raw_bits(A[ar, ac], "f16"), 16) if rs else np.zeros((128, 4), np.uint32)
    cw = kit.d_words(C, "f32")
    d_out = dev.zeros(cw.size, np.uint32)
    f = dev.load_ptx(ptx).get_function("k")
    f((1,), (128,), (dev.array(img_a), dev.array(img_b), dev.array(cw), d_out, dev.array(a_regs), np.uint32(1),
                     dev.zeros(cw.size, np.uint32)))
    return kit.d_matrix(d_out.get().reshape(cw.shape), n, "f32")


LINES = {"128B": (1, 3, 5, 7), "64B": (1, 2, 3, 5), "32B": (1, 3)}


@pytest.mark.usefixtures("both_drivers")
@pytest.mark.parametrize("swz", ["128B", "64B", "32B"])
@pytest.mark.parametrize("trans", [(0, 0), (1, 1)])
def test_pattern_not_on_its_boundary(swz, trans):
    """A and B patterns start 128 x j bytes past the boundary (j different for A and B),
    base offset j: the product is exact."""
    n = 32
    A, B, C = ints((64, 16)), ints((16, n)), ints((64, n))
    for j in LINES[swz]:
        jb = LINES[swz][-1] if j != LINES[swz][-1] else LINES[swz][0]
        D = run_at(n, A, B, C, swz=swz, pa=128 * j, pb=128 * jb, bo_a=j, bo_b=jb, trans_a=trans[0], trans_b=trans[1])
        np.testing.assert_array_equal(D, A @ B + C, err_msg=f"A at +{128 * j}, B at +{128 * jb}")


@pytest.mark.parametrize("swz", ["128B", "64B", "32B"])
@pytest.mark.parametrize("delta", [1, -1])
def test_off_by_one_base_offset_gives_a_wrong_product(swz, delta):
    """The same images with base offset j +- 1: every row of the pattern XORs with the wrong
    line, so elements move and the product differs (the test above can fail)."""
    n = 32
    A, B, C = ints((64, 16)), ints((16, n)), ints((64, n))
    j = LINES[swz][0]
    D = run_at(n, A, B, C, swz=swz, pa=128 * j, pb=0, bo_a=(j + delta) & 7, bo_b=0)
    assert not np.array_equal(D, A @ B + C)
    D = run_at(n, A, B, C, swz=swz, pa=0, pb=128 * j, bo_a=0, bo_b=(j + delta) & 7)
    assert not np.array_equal(D, A @ B + C)


def test_base_offset_ignored_without_swizzle():
    n = 16
    A, B, C = ints((64, 16)), ints((16, n)), ints((64, n))
    D = run_at(n, A, B, C, swz="none", pa=256, pb=128, bo_a=5, bo_b=3)
    np.testing.assert_array_equal(D, A @ B + C)


def test_rs_form_b_operand_with_base_offset():
    n = 64
    A, B, C = ints((64, 16)), ints((16, n)), ints((64, n))
    D = run_at(n, A, B, C, swz="128B", pa=0, pb=128 * 6, bo_a=0, bo_b=6, trans_b=1, rs=True)
    np.testing.assert_array_equal(D, A @ B + C)


def test_element_addresses_formula():
    """128B K-major f16 (8 elements a 16-byte chunk), SBO 1024: chunk c of pattern row r
    goes to chunk c ^ (r % 8) of its line when the base offset is (P >> 7) & 7 = 5, and to
    c ^ ((5 + r) % 8) (the absolute-address swizzle) when it is 0."""
    P = 1024 * 3 + 128 * 5
    d = wgmma_smem.decode(np.array([encode(P, 16, 1024, 1, 5), encode(P, 16, 1024, 1, 0)], dtype=np.uint64))
    addr, _ = wgmma_smem.element_addresses(d, 16, 16, 16, True)
    r = np.arange(16)[:, None]
    k = np.arange(16)[None, :]
    rel = P + 128 * (r % 8) + 1024 * (r // 8) + 16 * ((k // 8) ^ (r % 8)) + 2 * (k % 8)
    absolute = P + 128 * (r % 8) + 1024 * (r // 8) + 16 * ((k // 8) ^ ((5 + r) % 8)) + 2 * (k % 8)
    np.testing.assert_array_equal(addr[0], rel)
    np.testing.assert_array_equal(addr[1], absolute)
