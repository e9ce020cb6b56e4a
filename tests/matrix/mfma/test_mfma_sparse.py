"""AMD sparse MFMA (gfx942 v_smfmac_*): catalogue, layouts incl. the sparsity index,
cbsz/abid index-set selection, arithmetic (docs/mfma.md, "Sparse (SMFMAC)")."""

from __future__ import annotations

import mfma_reference as ref
import numpy as np
import pytest

from tcsim.matrix.mfma import (
    a_layout,
    catalogue,
    compress_sparse,
    decompress_sparse,
    execute,
    index_layout,
    index_set,
    lookup,
    pack_index,
    pack_matrices,
    unpack_index,
    unpack_matrices,
)
from tcsim.matrix.mfma.catalogue import SPARSE_GFX942
from tcsim.matrix.mfma.execute import ELEMENT_DTYPE
from tcsim.matrix.mfma.layouts import slot_map

SPARSE = [s for s in catalogue("gfx942").values() if s.sparse]
IDS = [s.name for s in SPARSE]
rng = np.random.default_rng(20250317)


def test_catalogue():
    assert [s.name for s in SPARSE] == list(SPARSE_GFX942) and len(SPARSE) == 14
    for s in SPARSE:
        assert s.blocks == 1 and s.passes == (4 if s.m == 16 else 8) and s.cycles == 4 * s.passes
        assert (s.a_regs, s.b_regs, s.c_regs) == (2, 4, 4 if s.m == 16 else 16)
        assert s.a_k == s.k // 2 and s.k_per_lane == s.m * s.k // 2 // 64
        assert (s.index_bits, s.index_sets) == ((8, 4) if s.a_type in ("f16", "bf16") else (16, 2))
        assert not s.has_cbsz_abid and not s.has_blgp and not s.has_neg
        assert len(s.aliases) == 1 and "_" not in s.aliases[0].split("x")[-1]
        assert lookup("mi300x", s.aliases[0]) is s
        assert "SMFMAC" in s.sources["passes"]
    # dense-equivalent FLOPs: MI300X (1216 matrix cores, 2100 MHz) sparse FP16 peak 2614.9 TFLOPs
    s = lookup("gfx942", "v_smfmac_f32_16x16x32_f16")
    assert round(s.flops / s.cycles * 1216 * 2100e6 / 1e12, 1) == 2614.9
    assert s.cycles == lookup("gfx942", "v_mfma_f32_16x16x16_f16").cycles == 16
    assert lookup("gfx942", "v_smfmac_f32_32x32x16_bf16").cycles == 32


# ---- layouts --------------------------------------------------------------------------------

@pytest.mark.parametrize("spec", SPARSE, ids=IDS)
def test_layouts_are_bijections(spec):
    for mat, dims in (("a", (1, spec.m, spec.a_k)), ("b", (1, spec.k, spec.n)), ("c", (1, spec.m, spec.n))):
        flat = np.ravel_multi_index(slot_map(spec, mat), dims)
        assert np.unique(flat).size == flat.size == np.prod(dims)
    for cbsz, abid in ((0, 0), (0, 1), (0, spec.index_sets - 1), (1, 3)):
        L = index_layout(spec, cbsz, abid)
        # every stored A value has one 2-bit field, inside its set, in the lane holding it
        cells = np.ravel_multi_index((L.block.ravel(), L.row.ravel(), L.col.ravel()), (1, spec.m, spec.a_k))
        assert np.unique(cells).size == spec.m * spec.a_k
        lo = L.index_set * spec.index_bits
        assert L.bit.min() == lo and L.bit.max() == lo + spec.index_bits - 2
        A = a_layout(spec)      # the same (row, compressed col) as the A register map, lane by lane
        per = A.per_reg
        for s_ in range(L.slots):
            assert (A.row[s_ // per, :, s_ % per] == L.row[:, s_]).all()
            assert (A.col[s_ // per, :, s_ % per] == L.col[:, s_]).all()


def _where(spec, i, k, cbsz=0, abid=0):
    """(lane, bit range) of the index of A[i][k] (dense k), as the calculator prints K[i][k]."""
    L = index_layout(spec, cbsz, abid)
    hits = [(lane, int(L.bit[lane, s])) for lane in range(64) for s in range(L.slots)
            if L.row[lane, s] == i and L.col[lane, s] // 2 == k // 4]
    lanes = {h[0] for h in hits}
    assert len(lanes) == 1
    bits = [h[1] for h in hits]
    return lanes.pop(), (max(bits) + 1, min(bits))


def test_index_layout_matches_the_calculator():
    """AMD matrix instruction calculator README ("compression index"):
    K[2][31] = v0{50}.[7:4] for v_smfmac_f32_16x16x32_f16; with --cbsz 0 --abid 3 [31:28];
    8-bit inputs use 16 bits per set (abid 0 or 1), cbsz != 0 selects the low set."""
    s = lookup("gfx942", "v_smfmac_f32_16x16x32_f16")
    assert _where(s, 2, 31) == (50, (7, 4))
    assert _where(s, 2, 31, 0, 3) == (50, (31, 28))
    assert _where(s, 2, 31, 1, 3) == (50, (7, 4))         # cbsz != 0: abid ignored
    assert index_set(s, 0, 7) == 3                         # abid[1:0]
    s8 = lookup("gfx942", "v_smfmac_i32_16x16x64_i8")      # 16 k per lane: 4 groups, 16 bits
    assert _where(s8, 0, 0) == (0, (3, 0)) and _where(s8, 0, 63) == (48, (15, 12))
    assert _where(s8, 0, 63, 0, 1) == (48, (31, 28))
    s32 = lookup("gfx942", "v_smfmac_f32_32x32x16_f16")    # 32 rows: lanes 32-63 hold k 8-15
    assert _where(s32, 5, 9) == (37, (3, 0)) and _where(s32, 5, 13) == (37, (7, 4))


def test_physical_layout_oracle():
    """One stored value, placed by raw register/lane/bit positions: A VGPR 1 high half of
    lane 21 = 2.0 is row 5, the second stored value of its group k 12..15; the index nibble
    0xC at bits [7:4] of lane 21 puts it at k 15; B VGPR 3 high half of lane 23 (k 15,
    column 7) = 3.0; D VGPR 1 lane 23 (row 5, column 7) gets 6.0 (v_smfmac_f32_16x16x32_f16;
    the same case as AMD's rocjitsu emulator test 'SparseGatherMatchesIndependentPhysical
    LayoutOracle')."""
    s = lookup("gfx942", "v_smfmac_f32_16x16x32_f16")
    a = np.zeros((1, 2, 64), np.uint32)
    b = np.zeros((1, 4, 64), np.uint32)
    c = np.zeros((1, 4, 64), np.uint32)
    idx = np.full((1, 1, 64), 0x44444444, np.uint32)
    a[0, 1, 21] = 0x40000000
    idx[0, 0, 21] = 0x444444C4
    b[0, 3, 23] = 0x42000000
    d = execute(s, a, b, c, sparse_index=idx)
    want = np.zeros_like(d)
    want[0, 1, 23] = np.float32(6.0).view(np.uint32)
    assert np.array_equal(d, want)


# ---- arithmetic -----------------------------------------------------------------------------

def _sparse_dense(spec, W, values):
    """A random 4:2 sparse dense A (W, 1, M, K) with entries drawn by ``values``."""
    g = values((W, 1, spec.m, spec.k // 4, 4)).astype(np.float64 if spec.a_type != "i8" else np.int64)
    keep = np.argsort(rng.random(g.shape), axis=-1)[..., :rng.integers(0, 3)]
    mask = np.zeros(g.shape, bool)
    np.put_along_axis(mask, keep, True, axis=-1)
    g = np.where(mask, g, 0)
    return g.reshape(W, 1, spec.m, spec.k).astype(ELEMENT_DTYPE[spec.a_type])


def _small(t, shape):
    if t == "i8":
        return rng.integers(-128, 128, shape).astype(np.int8)
    if t == "i32":
        return rng.integers(-2**20, 2**20, shape).astype(np.int32)
    return (rng.integers(-8, 9, shape) * 0.25).astype(ELEMENT_DTYPE[t])


@pytest.mark.parametrize("spec", SPARSE, ids=IDS)
def test_round_trip_every_index_set(spec):
    """Compress a dense 4:2 A, pack values and indices (in each index set), execute: D equals
    dense A @ B + C with exact data, for the hardware and the exact model."""
    W = 2
    dense = _sparse_dense(spec, W, lambda sh: _small(spec.a_type, sh))
    vals, idx = compress_sparse(spec, dense)
    assert np.array_equal(decompress_sparse(spec, vals, idx), dense.astype(decompress_sparse(spec, vals, idx).dtype))
    B = _small(spec.b_type, (W, 1, spec.k, spec.n))
    C = _small(spec.c_type, (W, 1, spec.m, spec.n))
    a, b, c = (pack_matrices(spec, m, x) for m, x in (("a", vals), ("b", B), ("c", C)))
    want = dense.astype(np.float64) @ B.astype(np.float64) + C
    noise = rng.integers(0, 2**32, (W, 1, 64), dtype=np.uint64).astype(np.uint32)
    for cbsz, abid in [(0, k) for k in range(spec.index_sets)] + [(2, 1)]:
        ix = pack_index(spec, idx, cbsz, abid, into=noise)   # other sets hold garbage
        assert np.array_equal(unpack_index(spec, ix, cbsz, abid), idx)
        for model in (None, "exact"):
            d = execute(spec, a, b, c, sparse_index=ix, cbsz=cbsz, abid=abid, model=model)
            assert np.array_equal(unpack_matrices(spec, "d", d).astype(np.float64), want), (cbsz, abid, model)


def _wide(t, shape):
    if t == "i8":
        return rng.integers(-128, 128, shape).astype(np.int8)
    if t in ("f16", "fp8", "bf8"):
        bits = rng.integers(1, 1 << (16 if t == "f16" else 8), shape).astype(np.uint16 if t == "f16" else np.uint8)
        v = bits.view(ELEMENT_DTYPE[t]).astype(np.float64)
        return np.where(np.isfinite(v) & (v != 0), v, 1.5).astype(ELEMENT_DTYPE[t])
    mant = rng.uniform(1, 2, shape) * rng.choice([-1, 1], shape)
    return np.ldexp(mant, rng.integers(-60, 60, shape)).astype(ELEMENT_DTYPE[t])


@pytest.mark.parametrize("spec", SPARSE, ids=IDS)
def test_arithmetic_matches_scalar_reference(spec):
    """Wide-range data, random (also non-increasing) index pairs: 40 outputs of D bit for bit
    against the scalar reference of the dense model applied to the stored products in
    stored order (row i's stored value c times B[4*(c//2) + idx][j])."""
    W = 2
    vals = _wide(spec.a_type, (W, 1, spec.m, spec.a_k))
    idx = rng.integers(0, 4, (W, 1, spec.m, spec.a_k))
    B = _wide(spec.b_type, (W, 1, spec.k, spec.n))
    if spec.c_type == "f32":
        span = {"f16": 20, "fp8": 12, "bf8": 20}.get(spec.a_type, 60)
        C = np.ldexp(rng.uniform(1, 2, (W, 1, spec.m, spec.n)), rng.integers(-span, span, (W, 1, spec.m, spec.n)))
        C = C.astype(np.float32)
    else:
        C = rng.integers(-2**31, 2**31, (W, 1, spec.m, spec.n), dtype=np.int64).astype(np.int32)
    a, b, c = (pack_matrices(spec, m, x) for m, x in (("a", vals), ("b", B), ("c", C)))
    ix = pack_index(spec, idx)
    kk = 4 * (np.arange(spec.a_k) // 2) + idx
    for model in (None, "exact"):
        D = unpack_matrices(spec, "d", execute(spec, a, b, c, sparse_index=ix, model=model))
        for _ in range(40):
            w, i, j = (int(rng.integers(0, n)) for n in (W, spec.m, spec.n))
            av = vals[w, 0, i, :]
            bv = B[w, 0, kk[w, 0, i], j]
            if spec.a_type == "i8":
                want = ((sum(int(x) * int(y) for x, y in zip(av, bv)) + int(C[w, 0, i, j]) + 2**31) % 2**32) - 2**31
                assert int(D[w, 0, i, j]) == want
                continue
            av, bv, cv = [float(x) for x in av], [float(x) for x in bv], float(C[w, 0, i, j])
            if model == "exact":
                want = ref.exact_element(av, bv, cv)
            elif spec.a_type in ("fp8", "bf8"):
                want = ref.fdpa_element(av, bv, cv, spec.a_type, spec.b_type, 16, True)
            else:
                want = ref.fdpa_element(av, bv, cv, spec.a_type, spec.b_type, 8, False)
            got = np.float32(D[w, 0, i, j]).view(np.uint32)
            assert got == np.float32(want).view(np.uint32), (model, (w, i, j), float(D[w, 0, i, j]), want)


def test_errors():
    s = lookup("gfx942", "v_smfmac_f32_16x16x32_f16")
    z = np.zeros
    a, b, c, ix = z((1, 2, 64), np.uint32), z((1, 4, 64), np.uint32), z((1, 4, 64), np.uint32), z((1, 1, 64), np.uint32)
    with pytest.raises(ValueError, match="needs sparse_index"):
        execute(s, a, b, c)
    with pytest.raises(ValueError, match="blgp"):
        execute(s, a, b, c, sparse_index=ix, blgp=1)
    with pytest.raises(ValueError, match=r"cbsz:8"):
        execute(s, a, b, c, sparse_index=ix, cbsz=8)
    with pytest.raises(ValueError, match=r"shape \(W, 1, 64\)"):
        execute(s, a, b, c, sparse_index=z((1, 2, 64), np.uint32))
    dense = np.zeros((1, 1, 16, 32), np.float16)
    dense[0, 0, 3, 4:7] = 1
    with pytest.raises(ValueError, match="not 4:2 sparse"):
        compress_sparse(s, dense)
    d = lookup("gfx942", "v_mfma_f32_16x16x16_f16")
    with pytest.raises(ValueError, match="only for sparse"):
        execute(d, a, a, c, sparse_index=ix)
