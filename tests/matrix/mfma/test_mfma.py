"""AMD MFMA: catalogue, layouts, modifiers and arithmetic (docs/mfma.md)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import mfma_reference as ref
import numpy as np
import pytest

from tcsim.matrix.mfma import (
    MfmaKeyError,
    UnsupportedMfma,
    a_layout,
    b_layout,
    catalogue,
    cd_layout,
    execute,
    lookup,
    pack_matrices,
    unpack_matrices,
)
from tcsim.matrix.mfma.catalogue import SPARSE_GFX942
from tcsim.matrix.mfma.execute import ELEMENT_DTYPE
from tcsim.matrix.mfma.layouts import blgp_lane, slot_map

ROOT = Path(__file__).resolve().parents[3]
ALL = [s for arch in ("gfx90a", "gfx942") for s in catalogue(arch).values() if not s.sparse]
IDS = [f"{s.arch}-{s.name}" for s in ALL]        # dense MFMAs (sparse: test_mfma_sparse.py)


# ---- catalogue ------------------------------------------------------------------------------

def test_catalogue_sizes_and_numbers():
    assert len(catalogue("gfx90a")) == 27 and len(catalogue("gfx942")) == 32 + len(SPARSE_GFX942)
    assert len(SPARSE_GFX942) == 14 and all(lookup("gfx942", n).sparse for n in SPARSE_GFX942)
    for s in ALL:
        assert s.cycles == 4 * s.passes and s.flops == 2 * s.m * s.n * s.k * s.blocks
        assert {"mnemonic", "passes", "cycles", "registers", "layout", "arithmetic"} <= set(s.sources)
        assert s.a_regs * 32 * 64 == s.m * s.k * s.blocks * {"f64": 64, "f32": 32, "xf32": 32,
                                                             "f16": 16, "bf16": 16}.get(s.a_type, 8)
    # spot values of the ISA guides' tables (cycles)
    c = {(s.arch, s.name): s.cycles for s in ALL}
    assert c["gfx90a", "v_mfma_f32_32x32x8f16"] == 64 and c["gfx942", "v_mfma_f32_32x32x8_f16"] == 32
    assert c["gfx942", "v_mfma_f32_32x32x4_2b_bf16"] == 64       # = MI200 32x32x4bf16 (seed §III-A)
    assert c["gfx942", "v_mfma_f32_16x16x32_fp8_bf8"] == 16 and c["gfx942", "v_mfma_f32_32x32x4_xf32"] == 32


# seed 004 Table II (MI200) and Table IV (MI300), column "Expected"
SEED_TABLES = {
    "gfx90a": {"v_mfma_f64_16x16x4f64": 32, "v_mfma_f32_4x4x1f32": 8, "v_mfma_f32_16x16x4f32": 32,
               "v_mfma_f32_16x16x16f16": 32, "v_mfma_i32_16x16x16i8": 32, "v_mfma_f64_4x4x4f64": 16,
               "v_mfma_f32_4x4x4f16": 8},
    "gfx942": {"v_mfma_f64_16x16x4f64": 32, "v_mfma_f32_4x4x1f32": 8, "v_mfma_f32_16x16x4f32": 32,
               "v_mfma_f32_16x16x16f16": 16, "v_mfma_f64_4x4x4f64": 16, "v_mfma_f32_4x4x4f16": 8},
}


@pytest.mark.parametrize("arch", ["gfx90a", "gfx942"])
def test_cycles_match_seed_004_tables(arch):
    for name, cycles in SEED_TABLES[arch].items():
        assert lookup(arch, name).cycles == cycles, name
    # seed §III-A: v_mfma_i32_16x16x16i8 was removed in MI300
    with pytest.raises(KeyError, match="it is an MFMA of gfx90a"):
        lookup("gfx942", "v_mfma_i32_16x16x16i8")


def test_lookup_spellings_and_errors():
    s = lookup("gfx942", "v_mfma_f32_32x32x8f16")
    assert s.name == "v_mfma_f32_32x32x8_f16" and s is lookup("mi300x", "V_MFMA_F32_32X32X8_F16")
    assert lookup("mi200", "v_mfma_f32_32x32x4bf16_1k").blocks == 2
    assert lookup("gfx942", "v_mfma_f32_32x32x4bf16_1k").name == "v_mfma_f32_32x32x4_2b_bf16"
    with pytest.raises(KeyError) as e:
        lookup("gfx90a", "v_mfma_f32_99x99x1f32")
    assert str(e.value).startswith("v_mfma_f32_99x99x1f32: not an MFMA instruction of gfx90a (")
    with pytest.raises(KeyError, match="gfx942"):
        lookup("gfx90a", "v_mfma_f32_16x16x32_fp8_fp8")
    assert issubclass(UnsupportedMfma, KeyError)        # kept for API compatibility
    with pytest.raises(KeyError, match="it is an MFMA of gfx942"):
        lookup("gfx90a", "v_smfmac_f32_16x16x32_f16")
    with pytest.raises(MfmaKeyError, match="unknown AMD architecture"):
        catalogue("gfx1100")


@pytest.mark.skipif(not (shutil.which("llvm-mc-14") and shutil.which("llvm-mc-19")),
                    reason="needs llvm-mc-14 (gfx90a) and llvm-mc-19 (gfx942)")
def test_mnemonics_and_register_widths_against_llvm():
    r = subprocess.run([sys.executable, str(ROOT / "scripts" / "check_mfma_mnemonics.py")],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "0 disagree" in r.stdout


# ---- layouts --------------------------------------------------------------------------------

@pytest.mark.parametrize("spec", ALL, ids=IDS)
def test_layout_is_a_bijection(spec):
    for mat, dims in (("a", (spec.blocks, spec.m, spec.k)), ("b", (spec.blocks, spec.k, spec.n)),
                      ("c", (spec.blocks, spec.m, spec.n))):
        flat = np.ravel_multi_index(slot_map(spec, mat), dims)
        assert np.unique(flat).size == flat.size == np.prod(dims)


def _lane_table(layout, reg, elem=0):
    return [(int(layout.block[reg, l, elem]), int(layout.row[reg, l, elem]), int(layout.col[reg, l, elem]))
            for l in range(64)]


def test_layouts_match_amd_blog_examples():
    """AMD ROCm blog 'Matrix Core Programming on AMD CDNA3 and CDNA4', §5 kernels."""
    s = lookup("gfx942", "v_mfma_f32_32x32x2f32")       # 5.1: a = A[lane%32][lane/32]
    A, B, C = a_layout(s), b_layout(s), cd_layout(s)
    assert _lane_table(A, 0) == [(0, l % 32, l // 32) for l in range(64)]
    assert _lane_table(B, 0) == [(0, l // 32, l % 32) for l in range(64)]
    # C[lane%32 + (lane/32)*4*32 + 32*j + i*32*8] = c_reg[4i + j]  (row-major 32 wide)
    for i in range(4):
        for j in range(4):
            assert _lane_table(C, 4 * i + j) == [(0, (l // 32) * 4 + j + 8 * i, l % 32) for l in range(64)]
    s = lookup("gfx942", "v_mfma_f32_16x16x16f16")      # 5.2: a = A[lane%16][4(lane/16)+0..3]
    A, B, C = a_layout(s), b_layout(s), cd_layout(s)
    for r in range(2):
        for e in range(2):
            assert _lane_table(A, r, e) == [(0, l % 16, 4 * (l // 16) + 2 * r + e) for l in range(64)]
            assert _lane_table(B, r, e) == [(0, 4 * (l // 16) + 2 * r + e, l % 16) for l in range(64)]
    for i in range(4):
        assert _lane_table(C, i) == [(0, 4 * (l // 16) + i, l % 16) for l in range(64)]
    s = lookup("gfx942", "v_mfma_f32_32x32x16_fp8_fp8")  # 5.3: 8 consecutive k per lane
    A = a_layout(s)
    for r in range(2):
        for e in range(4):
            assert _lane_table(A, r, e) == [(0, l % 32, 8 * (l // 32) + 4 * r + e) for l in range(64)]


def test_layouts_match_calculator_formulas():
    """AMD matrix instruction calculator (gfx9): A lane = i + M*block + M*B*floor(k/E);
    f64 output: VGPR pair floor(i/4), lane 16*(i%4) + j (1 block); lane 16i + 4b + j (4 blocks)."""
    s = lookup("gfx90a", "v_mfma_f32_4x4x4f16")
    A = a_layout(s)
    assert _lane_table(A, 1, 1) == [(l // 4, l % 4, 3) for l in range(64)]
    assert _lane_table(cd_layout(s), 2) == [(l // 4, 2, l % 4) for l in range(64)]
    s = lookup("gfx90a", "v_mfma_f64_4x4x4f64")
    assert (a_layout(s).regs, a_layout(s).per_reg) == (2, 1)
    assert _lane_table(a_layout(s), 1) == [((l // 4) % 4, l % 4, l // 16) for l in range(64)]
    assert _lane_table(cd_layout(s), 0) == [((l // 4) % 4, l // 16, l % 4) for l in range(64)]
    s = lookup("gfx90a", "v_mfma_f64_16x16x4f64")
    for p in range(4):
        assert _lane_table(cd_layout(s), 2 * p + 1) == [(0, 4 * p + l // 16, l % 16) for l in range(64)]
    s = lookup("gfx90a", "v_mfma_f32_32x32x1f32")      # block b: VGPRs 16b..16b+15
    assert _lane_table(cd_layout(s), 21) == [(1, 8 + l // 32 * 4 + 1, l % 32) for l in range(64)]


# ---- round trips ----------------------------------------------------------------------------

rng = np.random.default_rng(20240611)


def _small(t, shape):
    """Values whose products and sums are exact in every model."""
    if t == "i8":
        return rng.integers(-128, 128, shape).astype(np.int8)
    if t == "i32":
        return rng.integers(-2**20, 2**20, shape).astype(np.int32)
    return (rng.integers(-8, 9, shape) * 0.25).astype(ELEMENT_DTYPE[t])


def _pack3(spec, A, B, C):
    return pack_matrices(spec, "a", A), pack_matrices(spec, "b", B), pack_matrices(spec, "c", C)


@pytest.mark.parametrize("spec", ALL, ids=IDS)
def test_round_trip_exact_data(spec):
    """Pack A, B, C with the layouts, execute, unpack D: equals A@B + C (data exact in every
    model) for the hardware model and the exact model."""
    W = 2
    A = _small(spec.a_type, (W, spec.blocks, spec.m, spec.k))
    B = _small(spec.b_type, (W, spec.blocks, spec.k, spec.n))
    C = _small(spec.c_type, (W, spec.blocks, spec.m, spec.n))
    a, b, c = _pack3(spec, A, B, C)
    assert unpack_matrices(spec, "a", a).tobytes() == A.tobytes()
    want = A.astype(np.float64) @ B.astype(np.float64) + C.astype(np.float64)
    for model in (None, "exact"):
        d = execute(spec, a, b, c, model=model)
        assert d.dtype == np.uint32 and d.shape == (W, spec.c_regs, 64)
        assert np.array_equal(unpack_matrices(spec, "d", d).astype(np.float64), want)


def _wide(t, shape):
    """Random finite values over a wide exponent range, subnormals included."""
    if t == "i8":
        return rng.integers(-128, 128, shape).astype(np.int8)
    if t == "i32":
        return rng.integers(-2**31, 2**31, shape, dtype=np.int64).astype(np.int32)
    if t in ("f16", "fp8", "bf8"):
        bits = rng.integers(0, 1 << (16 if t == "f16" else 8), shape).astype(np.uint16 if t == "f16" else np.uint8)
        v = bits.view(ELEMENT_DTYPE[t])
        return np.where(np.isfinite(v.astype(np.float64)), v, v.dtype.type(1.5)).astype(v.dtype)
    span = {"bf16": 60, "f32": 40, "xf32": 60, "f64": 200}[t]
    mant = rng.uniform(1, 2, shape) * rng.choice([-1, 1], shape)
    e = rng.integers(-span, span, shape)
    v = np.ldexp(mant, e)
    tiny = rng.random(shape) < 0.05          # some subnormals of the f32/bf16 range
    v = np.where(tiny, np.ldexp(mant, -130 - rng.integers(0, 10, shape)), v)
    zero = rng.random(shape) < 0.05
    return np.where(zero, 0.0, v).astype(ELEMENT_DTYPE[t])


def _c_wide(spec, shape):
    if spec.c_type == "f32":
        mant = rng.uniform(1, 2, shape) * rng.choice([-1, 1], shape)
        span = {"f16": 20, "fp8": 12, "bf8": 20}.get(spec.a_type, 60)
        return np.ldexp(mant, rng.integers(-span, span, shape)).astype(np.float32)
    return _wide(spec.c_type if spec.c_type != "f32" else "f32", shape)


def _reference(spec, a, b, c, model):
    if spec.a_type == "i8":
        return ((sum(int(x) * int(y) for x, y in zip(a, b)) + int(c) + 2**31) % 2**32) - 2**31
    a = [float(x) for x in a]
    b = [float(x) for x in b]
    c = float(c)
    if spec.a_type == "xf32":      # XF32 input truncation belongs to every model
        a = [float((np.float32(x).view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32)) for x in a]
        b = [float((np.float32(x).view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32)) for x in b]
    if model == "exact":
        return ref.exact_element(a, b, c) if spec.a_type != "f64" else None
    if spec.a_type in ("f32", "f64"):
        return ref.fma_chain_element(a, b, c, spec.c_type)
    if spec.arch == "gfx90a":
        group = 2 if spec.a_type == "bf16" and not spec.name.endswith("_1k") else 4
        return ref.ftz_tree_element(a, b, c, spec.a_type, group)
    if spec.a_type in ("fp8", "bf8"):
        return ref.fdpa_element(a, b, c, spec.a_type, spec.b_type, 16, True)
    return ref.fdpa_element(a, b, c, spec.a_type, spec.b_type, 4 if spec.a_type == "xf32" else 8, False)


@pytest.mark.parametrize("spec", ALL, ids=IDS)
def test_arithmetic_matches_scalar_reference(spec):
    """Wide-range random operands through the registers; 40 random outputs of D are
    compared bit for bit with the scalar reference of the stated model (hardware model
    and exact model)."""
    W = 2
    A = _wide(spec.a_type, (W, spec.blocks, spec.m, spec.k))
    B = _wide(spec.b_type, (W, spec.blocks, spec.k, spec.n))
    C = _c_wide(spec, (W, spec.blocks, spec.m, spec.n))
    a, b, c = _pack3(spec, A, B, C)
    pick = [tuple(rng.integers(0, n) for n in (W, spec.blocks, spec.m, spec.n)) for _ in range(40)]
    for model in (None, "exact"):
        if model == "exact" and spec.a_type == "f64":
            continue
        D = unpack_matrices(spec, "d", execute(spec, a, b, c, model=model))
        for w, blk, i, j in pick:
            want = _reference(spec, A[w, blk, i, :], B[w, blk, :, j], C[w, blk, i, j], model)
            got = D[w, blk, i, j]
            if spec.c_type == "i32":
                assert int(got) == want
            else:
                w_bits = np.array(want, got.dtype).view(np.uint64 if got.dtype == np.float64 else np.uint32)
                g_bits = np.array(got).view(w_bits.dtype)
                assert w_bits == g_bits, (model, (w, blk, i, j), float(got), want)


def test_f64_exact_model_single_rounding():
    s = lookup("gfx90a", "v_mfma_f64_4x4x4f64")
    A = np.zeros((1, 4, 4, 4))
    B = np.zeros((1, 4, 4, 4))
    A[0, 0, 0, :2] = [1.0, 2.0 ** -60]
    B[0, 0, :2, 0] = [1.0 + 2.0 ** -52, 1.0]
    C = np.zeros((1, 4, 4, 4))
    C[0, 0, 0, 0] = -1.0
    args = _pack3(s, A, B, C)
    hw = unpack_matrices(s, "d", execute(s, *args))[0, 0, 0, 0]
    ex = unpack_matrices(s, "d", execute(s, *args, model="exact"))[0, 0, 0, 0]
    assert hw == 2.0 ** -52 + 2.0 ** -60            # FMA chain: each step exact here
    assert ex == 2.0 ** -52 + 2.0 ** -60


# ---- modifiers ------------------------------------------------------------------------------

def test_cbsz_abid_broadcast_one_a_block():
    s = lookup("gfx90a", "v_mfma_f32_4x4x4f16")          # 16 blocks
    A = _small("f16", (1, 16, 4, 4))
    B = _small("f16", (1, 16, 4, 4))
    C = _small("f32", (1, 16, 4, 4))
    a, b, c = _pack3(s, A, B, C)
    for cbsz, abid in ((1, 1), (2, 3), (4, 5), (0, 0)):
        D = unpack_matrices(s, "d", execute(s, a, b, c, cbsz=cbsz, abid=abid)).astype(np.float64)
        src = (np.arange(16) >> cbsz << cbsz) + abid
        want = A[:, src].astype(np.float64) @ B.astype(np.float64) + C
        assert np.array_equal(D, want), (cbsz, abid)
    with pytest.raises(ValueError, match="abid"):
        execute(s, a, b, c, cbsz=1, abid=2)
    with pytest.raises(ValueError, match="multi-block"):
        s1 = lookup("gfx90a", "v_mfma_f32_16x16x16f16")
        z = np.zeros
        execute(s1, z((1, 2, 64), np.uint32), z((1, 2, 64), np.uint32), z((1, 4, 64), np.uint32), cbsz=1)


@pytest.mark.parametrize("blgp", range(8))
def test_blgp_lane_patterns(blgp):
    want = {0: list(range(64)), 1: [l % 32 for l in range(64)], 2: [32 + l % 32 for l in range(64)],
            3: [(l + 16) % 64 for l in range(64)]}.get(blgp, [16 * (blgp - 4) + l % 16 for l in range(64)])
    assert blgp_lane(blgp).tolist() == want
    s = lookup("gfx90a", "v_mfma_f32_32x32x8f16")  # gfx942's single-block f16 MFMAs have no BLGP
    A = _small("f16", (2, 1, 32, 8))
    B = _small("f16", (2, 1, 8, 32))
    C = _small("f32", (2, 1, 32, 32))
    a, b, c = _pack3(s, A, B, C)
    d = execute(s, a, b, c, blgp=blgp)
    # same as permuting B's lanes by hand and running without blgp
    assert np.array_equal(d, execute(s, a, b[:, :, blgp_lane(blgp)], c))


@pytest.mark.parametrize("mnem,has", [
    ("v_mfma_f32_32x32x8_f16", False), ("v_mfma_f32_16x16x16_bf16", False), ("v_mfma_i32_16x16x32_i8", False),
    ("v_mfma_f32_32x32x4_xf32", False), ("v_mfma_f32_16x16x32_fp8_bf8", False), ("v_mfma_f32_32x32x16_bf8_fp8", False),
    ("v_mfma_f32_32x32x4_2b_f16", True), ("v_mfma_i32_4x4x4_16b_i8", True), ("v_mfma_f32_16x16x4_f32", True),
    ("v_mfma_f32_32x32x1_2b_f32", True)])
def test_gfx942_blgp_only_where_the_calculator_has_it(mnem, has):
    """CDNA3: the single-block f16/bf16/i8/xf32/fp8 MFMAs have no BLGP (AMD matrix
    instruction calculator, CDNA3: "BLGP bits supported: False"); gfx90a keeps it."""
    s = lookup("gfx942", mnem)
    assert s.has_blgp is has
    a = np.zeros((1, s.a_regs, 64), np.uint32)
    b = np.zeros((1, s.b_regs, 64), np.uint32)
    c = np.zeros((1, s.c_regs, 64), np.uint32)
    if has:
        execute(s, a, b, c, blgp=1)
    else:
        with pytest.raises(ValueError, match="blgp is not available for the single-block"):
            execute(s, a, b, c, blgp=1)
    assert lookup("gfx90a", "v_mfma_f32_32x32x8f16").has_blgp


def test_neg_gfx942_f64_and_rejections():
    s = lookup("gfx942", "v_mfma_f64_16x16x4_f64")
    A = _small("f64", (1, 1, 16, 4))
    B = _small("f64", (1, 1, 4, 16))
    C = _small("f64", (1, 1, 16, 16))
    a, b, c = _pack3(s, A, B, C)
    D = unpack_matrices(s, "d", execute(s, a, b, c, neg=(True, False, True)))
    assert np.array_equal(D, -A @ B - C)
    with pytest.raises(ValueError, match="blgp"):
        execute(s, a, b, c, blgp=1)
    s2 = lookup("gfx90a", "v_mfma_f64_16x16x4f64")
    with pytest.raises(ValueError, match="neg"):
        execute(s2, a, b, c, neg=(True, False, False))
    with pytest.raises(ValueError, match=r"np.uint32 of shape \(W, 2, 64\)"):
        execute(s2, a[:, :1], b, c)


# ---- integers and special values ----------------------------------------------------------------

@pytest.mark.parametrize("arch,name", [("gfx90a", "v_mfma_i32_16x16x16i8"), ("gfx942", "v_mfma_i32_16x16x32_i8")])
def test_integer_wraps_modulo_2_32(arch, name):
    s = lookup(arch, name)
    A = np.full((1, 1, 16, s.k), -128, np.int8)
    B = np.full((1, 1, s.k, 16), -128, np.int8)
    C = np.full((1, 1, 16, 16), 2**31 - 1, np.int32)
    D = unpack_matrices(s, "d", execute(s, *_pack3(s, A, B, C)))
    want = ((2**31 - 1 + 16384 * s.k + 2**31) % 2**32) - 2**31
    assert (D == want).all() and want < 0


def _one(spec, a_vals, b_vals, c_val, model=None):
    """Run one output element D[0][0] (block 0) with A row 0 = a_vals, B column 0 = b_vals."""
    A = np.zeros((1, spec.blocks, spec.m, spec.k), ELEMENT_DTYPE[spec.a_type])
    B = np.zeros((1, spec.blocks, spec.k, spec.n), ELEMENT_DTYPE[spec.b_type])
    C = np.zeros((1, spec.blocks, spec.m, spec.n), ELEMENT_DTYPE[spec.c_type])
    A[0, 0, 0, :len(a_vals)] = a_vals
    B[0, 0, :len(b_vals), 0] = b_vals
    C[0, 0, 0, 0] = c_val
    return unpack_matrices(spec, "d", execute(spec, *_pack3(spec, A, B, C), model=model))[0, 0, 0, 0]


INF, NAN = float("inf"), float("nan")


@pytest.mark.parametrize("arch,name", [("gfx90a", "v_mfma_f32_16x16x16f16"), ("gfx942", "v_mfma_f32_16x16x16_f16"),
                                       ("gfx942", "v_mfma_f32_16x16x32_fp8_fp8"), ("gfx90a", "v_mfma_f32_16x16x4f32")])
def test_special_values(arch, name):
    s = lookup(arch, name)

    def bits(x):
        return int(np.float32(x).view(np.uint32))

    if s.a_type != "fp8":
        assert bits(_one(s, [INF, 1], [1, 1], 0)) == bits(INF)
        assert bits(_one(s, [INF], [-1], INF)) == 0x7FFFFFFF                # inf - inf
        assert bits(_one(s, [INF], [0], 1)) == 0x7FFFFFFF                   # 0 * inf
        assert bits(_one(s, [NAN], [1], 1)) == 0x7FFFFFFF
    else:
        assert np.isnan(_one(s, [np.float64(NAN)], [1], 1))                 # 0x80 is NaN in FNUZ
    assert bits(_one(s, [1], [1], NAN)) == 0x7FFFFFFF
    assert bits(_one(s, [1], [1], -INF)) == bits(-INF)


def test_subnormals_cdna2_flush_cdna3_keep():
    # f16 subnormal input: flushed on MI200 (MIOpen statement), kept on MI300
    a = 2.0 ** -20
    assert _one(lookup("gfx90a", "v_mfma_f32_16x16x16f16"), [a], [2.0 ** 10], 0) == 0
    assert _one(lookup("gfx942", "v_mfma_f32_16x16x16_f16"), [a], [2.0 ** 10], 0) == 2.0 ** -10
    # subnormal f32 result of bf16 products: flushed (sign kept) on MI200, kept on MI300
    d2 = _one(lookup("gfx90a", "v_mfma_f32_16x16x16bf16_1k"), [-2.0 ** -65], [2.0 ** -65], 0)
    assert d2 == 0           # -2**-130 flushed (then -0 + (+0) products = +0)
    assert _one(lookup("gfx942", "v_mfma_f32_16x16x16_bf16"), [-2.0 ** -65], [2.0 ** -65], 0) == -2.0 ** -130
    # subnormal C flushed to +0 on MI200 f16 path; f32 FMA chain keeps subnormals
    assert _one(lookup("gfx90a", "v_mfma_f32_16x16x16f16"), [0], [0], 2.0 ** -140) == 0
    assert _one(lookup("gfx90a", "v_mfma_f32_16x16x4f32"), [2.0 ** -70], [2.0 ** -70], 0) == 2.0 ** -140
    # bf16 product beyond f32 range is inf on CDNA3
    assert _one(lookup("gfx942", "v_mfma_f32_16x16x16_bf16"), [2.0 ** 70], [2.0 ** 70], 0) == INF


def test_cdna3_truncation_visible():
    """The fused sum truncates products below 2**(e_max-24): 1 + 2**-24 + 2**-30 loses the
    2**-30 and the tie 1 + 2**-24 rounds to even (1.0); the exact model rounds up."""
    s = lookup("gfx942", "v_mfma_f32_16x16x16_f16")
    a = [1.0, 2.0 ** -12, 2.0 ** -15]                 # 2**-15 is an f16 subnormal
    hw = _one(s, a, a, 0.0)
    ex = _one(s, a, a, 0.0, model="exact")
    assert ex == 1 + 2.0 ** -23 and hw == 1.0


def test_cdna3_32_bit_intermediate():
    """After alignment with C the sum keeps 31 fraction bits (floor) before the f32 RNE:
    1 + 2**-24 + 2**-31 rounds up, 1 + 2**-24 + 2**-32 is a tie (to even)."""
    s = lookup("gfx942", "v_mfma_f32_16x16x16_f16")
    assert _one(s, [2.0 ** -12, 2.0 ** -16], [2.0 ** -12, 2.0 ** -15], 1.0) == 1 + 2.0 ** -23
    assert _one(s, [2.0 ** -12, 2.0 ** -16], [2.0 ** -12, 2.0 ** -16], 1.0) == 1.0
    assert _one(s, [2.0 ** -12, 2.0 ** -16], [2.0 ** -12, 2.0 ** -16], 1.0, model="exact") == 1 + 2.0 ** -23


def test_cdna3_product_overflow_is_inf_before_the_sum():
    """A bf16 product >= 2**128 becomes inf by itself (MMA-Sim tr_fdpa), so +2**128 and
    -2**128 give NaN rather than 0."""
    s = lookup("gfx942", "v_mfma_f32_16x16x16_bf16")
    d = _one(s, [2.0 ** 64, 2.0 ** 64], [2.0 ** 64, -2.0 ** 64], 0.0)
    assert int(np.float32(d).view(np.uint32)) == 0x7FFFFFFF
    assert _one(s, [2.0 ** 63, 2.0 ** 63], [2.0 ** 64, -2.0 ** 64], 0.0) == 0.0
