"""HMMA micro-op decomposition: the seeds' sets/steps, full coverage, and bit-exact
composition (executing the micro-ops in order equals the whole wmma.mma)."""

import itertools

import numpy as np
import pytest

from tcsim.matrix import numerics
from tcsim.matrix.decompose import decompose, run_microops

SHAPES = [(16, 16, 16), (32, 8, 16), (8, 32, 16)]


def coverage(ops, shape):
    m, n, k = shape
    seen = np.zeros((m, n, k), dtype=int)
    for op in ops:
        for r0, r1, c0, c1, k0, k1 in op.tiles:
            seen[r0:r1, c0:c1, k0:k1] += 1
    return seen


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("family, atype, ctype, count", [
    ("volta", "f16", "f32", 16), ("volta", "f16", "f16", 8),
    ("turing", "f16", "f32", 4), ("turing", "f16", "f16", 4), ("turing", "s8", "s32", 4),
])
def test_every_product_term_exactly_once(shape, family, atype, ctype, count):
    ops = decompose(family, shape, atype, ctype)
    assert len(ops) == count
    assert (coverage(ops, shape) == 1).all()


def test_turing_sub_byte_is_one_op():
    assert [o.name for o in decompose("turing", (8, 8, 32), "s4", "s32")] == ["IMMA.8832.S4.S4"]
    assert [o.name for o in decompose("turing", (8, 8, 128), "b1", "s32")] == ["BMMA.88128.POPC"]


def test_volta_mixed_matches_seed_000_table_iii():
    """Threadgroup 0 (octet 0): set s step 0..3 = a[0:1]xA, a[2:3]xA, a[0:1]xE, a[2:3]xE with
    a = A[0:4, 4s:4s+4] and A/E = the octet's first/second four columns; threadgroup 4 the
    same with e = rows 4..7 (Table III)."""
    ops = decompose("volta", (16, 16, 16), "f16", "f32")
    assert [(o.set, o.step) for o in ops] == list(itertools.product(range(4), range(4)))
    assert all(o.name == f"HMMA.884.F32.F32.STEP{o.step}" for o in ops)
    for o in ops:
        t0 = o.tiles[o.groups.index(0)]
        t4 = o.tiles[o.groups.index(4)]
        rows = (0, 2) if o.step % 2 == 0 else (2, 4)
        cols = (0, 4) if o.step < 2 else (4, 8)
        assert tuple(t0) == (*rows, *cols, 4 * o.set, 4 * o.set + 4)
        assert tuple(t4) == (rows[0] + 4, rows[1] + 4, *cols, 4 * o.set, 4 * o.set + 4)
    # octets own the 8x8 blocks of seed 000 Table II: octet 1 rows 8-15, octet 2 cols 8-15
    t1 = ops[0].tiles[ops[0].groups.index(1)]
    t2 = ops[0].tiles[ops[0].groups.index(2)]
    assert t1[0] == 8 and t1[2] == 0 and t2[0] == 0 and t2[2] == 8


def test_volta_fp16_two_steps_per_set():
    ops = decompose("volta", (16, 16, 16), "f16", "f16")
    assert [(o.set, o.step) for o in ops] == list(itertools.product(range(4), range(2)))
    t = ops[1].tiles[ops[1].groups.index(0)]
    assert tuple(t) == (0, 4, 4, 8, 0, 4)  # step 1: a x E


def _inputs(rng, W, shape, atype):
    m, n, k = shape
    if atype in ("s8", "u8"):
        lo, hi = (-128, 127) if atype == "s8" else (0, 255)
        return (rng.integers(lo, hi + 1, (W, m, k)), rng.integers(lo, hi + 1, (W, k, n)),
                rng.integers(-2**31, 2**31, (W, m, n)))
    # f16 values over a wide exponent range, so alignment truncation really happens
    A = (rng.standard_normal((W, m, k)) * 2.0 ** rng.integers(-12, 12, (W, m, k))).astype(np.float16)
    B = (rng.standard_normal((W, k, n)) * 2.0 ** rng.integers(-12, 12, (W, k, n))).astype(np.float16)
    C = (rng.standard_normal((W, m, n)) * 2.0 ** rng.integers(-6, 6, (W, m, n))).astype(np.float32)
    return A.astype(np.float64), B.astype(np.float64), C.astype(np.float64)


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("family, model, ctype", [
    ("volta", "volta", "f32"), ("volta", "volta", "f16"), ("turing", "turing", "f32"),
    ("turing", "turing", "f16"), ("volta", "exact", "f32"),
])
def test_microops_in_order_equal_the_whole_operation_bit_for_bit(shape, family, model, ctype):
    rng = np.random.default_rng(7)
    A, B, C = _inputs(rng, 64, shape, "f16")
    if ctype == "f16":
        C = C.astype(np.float16).astype(np.float64)
    ops = decompose(family, shape, "f16", ctype)
    if model == "exact":
        pytest.skip("the exact model rounds once over all of K; it has no micro-op form")
    whole = numerics.mma_float(A, B, C, model, ctype, in_type="f16")
    step = run_microops(ops, A, B, C, lambda acc, a, b: numerics.fused_block(acc, a, b, model, ctype, in_type="f16"))
    bits = lambda x: np.ascontiguousarray(x, dtype=np.float64).view(np.uint64)  # noqa: E731
    assert np.array_equal(bits(step), bits(whole))
    assert not np.array_equal(bits(whole), bits(numerics.mma_float(A, B, C, "exact", ctype, in_type="f16")))


def test_integer_microops_equal_whole():
    rng = np.random.default_rng(3)
    A, B, C = _inputs(rng, 16, (16, 16, 16), "s8")
    ops = decompose("turing", (16, 16, 16), "s8", "s32")
    step = run_microops(ops, A, B, C, lambda acc, a, b: numerics.mma_int(a, b, acc))
    assert np.array_equal(step, numerics.mma_int(A, B, C))
