"""Fragment maps (tcsim.matrix.fragments) against the seeds, the SASS oracle and the PTX ISA."""

from __future__ import annotations

import glob
import json
import re
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from tcsim.matrix.fragments import (
    BITS,
    ldmatrix_map,
    maps_from_probe,
    mma_cases,
    mma_fragment,
    movmatrix_map,
    parse_probe_name,
    probe_kernel_name,
    probe_ldm,
    wmma_cases,
    wmma_fragment,
)

REPO = Path(__file__).resolve().parents[2]
SEEDS = REPO.parent / "shared" / "seeds"
ORACLE = Path(__file__).resolve().parent / "data" / "wmma_sass_oracle.json"
PROBE_PTX = REPO / "src" / "tcsim" / "kernels" / "fragments.ptx"

LANES = np.arange(32)
GID = LANES[:, None] >> 2
TIG = LANES[:, None] % 4

WMMA = [("volta", c) for c in wmma_cases("volta")] + [("turing", c) for c in wmma_cases("turing")]


def _id(x):
    fam, (matrix, shape, et, lay) = x
    return f"{fam}-{matrix}-m{shape[0]}n{shape[1]}k{shape[2]}-{et}-{lay}"


def holders(f) -> dict[tuple[int, int], set[int]]:
    """Matrix element -> the set of lanes holding it."""
    out: dict[tuple[int, int], set[int]] = {}
    for lane in range(32):
        for r, c in zip(f.row[lane], f.col[lane]):
            out.setdefault((int(r), int(c)), set()).add(lane)
    return out


# ------------------------------------------------------------------ seed 003 (Jia et al.)

_CELL = re.compile(r"(\d+) \(([\d,]+)\)")


def _seed003_tables() -> dict[str, list[list[tuple[int, set[int]]]]]:
    paths = sorted(glob.glob(str(SEEDS / "003_*.txt")))
    if not paths:
        pytest.skip("seed 003 (Jia et al.) not found next to the repository")
    tables: dict[str, list] = {}
    current: list = []
    for line in Path(paths[0]).read_text().splitlines():
        cells = line.strip().split("\t")
        parsed = [_CELL.fullmatch(c.strip()) for c in cells]
        if len(cells) == 16 and all(parsed):
            current.append([(int(m.group(1)), {int(x) for x in m.group(2).split(",")}) for m in parsed])
            continue
        caption = re.match(r"Figure (4\.\d+):", line.strip())
        if caption and current:
            tables[caption.group(1)] = current
            current = []
        elif line.strip():
            current = []
    return tables


@pytest.mark.parametrize("fig, matrix, etype, ebytes", [
    ("4.2", "a", "f16", 2),   # A, column-major, f16: byte offset (two thread ids)
    ("4.3", "b", "f16", 2),   # B, column-major, f16
    ("4.7", "c", "f32", 4),   # C, column-major, f32 (store_matrix_sync)
])
def test_volta_matches_jia_figures_cell_for_cell(fig, matrix, etype, ebytes):
    tables = _seed003_tables()
    assert fig in tables, f"Figure {fig} table not found in seed 003"
    table = tables[fig]
    assert len(table) == 16
    f = wmma_fragment("volta", matrix, (16, 16, 16), etype, "col")
    held = holders(f)
    assert len(held) == 256
    for r, line in enumerate(table):
        for c, (addr, lanes) in enumerate(line):
            # column-major 16x16: element (r, c) at byte ebytes * (c * 16 + r); the table is
            # printed in matrix orientation (row r, column c)
            assert addr == ebytes * (c * 16 + r), (fig, r, c, addr)
            e = addr // ebytes
            assert held[(e % 16, e // 16)] == lanes, (fig, r, c, held[(e % 16, e // 16)], lanes)


# ------------------------------------------------------------------ seed 000 (Raihan et al.)


def test_volta_octets_table_ii():
    """Table II: octet X = threadgroups X and X+4 and the A/B sub-tiles each octet loads,
    irrespective of layout; the first four rows of A are loaded by threadgroups 0 and 2."""
    expect = {0: ((0, 8), (0, 8)), 1: ((8, 16), (0, 8)), 2: ((0, 8), (8, 16)), 3: ((8, 16), (8, 16))}
    for layout in ("row", "col"):
        a = wmma_fragment("volta", "a", (16, 16, 16), "f16", layout)
        b = wmma_fragment("volta", "b", (16, 16, 16), "f16", layout)
        for octet, ((r0, r1), (c0, c1)) in expect.items():
            lanes = [4 * octet + i for i in range(4)] + [4 * octet + 16 + i for i in range(4)]
            assert {int(x) for x in a.row[lanes].ravel()} == set(range(r0, r1))
            assert {int(x) for x in a.col[lanes].ravel()} == set(range(16))
            assert {int(x) for x in b.col[lanes].ravel()} == set(range(c0, c1))
            assert {int(x) for x in b.row[lanes].ravel()} == set(range(16))
        rows03 = {lane for (r, _c), ls in holders(a).items() if r < 4 for lane in ls}
        assert {lane // 4 for lane in rows03} == {0, 2}


def test_volta_row_major_a_is_col_major_b():
    """Seed 000 III-B-1: "The distribution ... for operand matrix A stored in row-major layout
    is the same as ... B stored in column-major layout and vice-versa" - within a threadgroup
    (which segment a threadgroup loads is Table II's, which differs for A and B): a lane of
    row-major A holds one row, slot i = k index i, exactly as a lane of col-major B holds one
    column; col-major A and row-major B hold 4x4 blocks the same way."""
    for shape in ((16, 16, 16), (32, 8, 16), (8, 32, 16)):
        for la, lb in (("row", "col"), ("col", "row")):
            a = wmma_fragment("volta", "a", shape, "f16", la)
            b = wmma_fragment("volta", "b", shape, "f16", lb)
            assert np.array_equal(a.col, b.row)              # same k per slot
            assert np.array_equal(a.row % 4, b.col % 4)      # same position in the segment
        arow = wmma_fragment("volta", "a", shape, "f16", "row")
        assert (arow.row == arow.row[:, :1]).all() and (arow.col == np.arange(16)).all()
        acol = wmma_fragment("volta", "a", shape, "f16", "col")
        # four 64-bit loads of 4 consecutive (column) elements, 4 columns (64 elements) apart
        assert (acol.col == (LANES[:, None] % 4) + 4 * (np.arange(16) // 4)).all()


def test_volta_c_independent_of_layout_depends_on_type():
    for shape in ((16, 16, 16), (32, 8, 16), (8, 32, 16)):
        for et in ("f16", "f32"):
            r = wmma_fragment("volta", "c", shape, et, "row")
            c = wmma_fragment("volta", "c", shape, et, "col")
            assert np.array_equal(r.row, c.row) and np.array_equal(r.col, c.col)
        f16 = wmma_fragment("volta", "c", shape, "f16", "row")
        f32 = wmma_fragment("volta", "c", shape, "f32", "row")
        assert not np.array_equal(f16.col, f32.col)
        # each threadgroup holds a 4 x 8 segment of C
        for f in (f16, f32):
            for tg in range(8):
                rows = f.row[4 * tg: 4 * tg + 4]
                cols = f.col[4 * tg: 4 * tg + 4]
                assert rows.max() - rows.min() == 3 and cols.max() - cols.min() == 7


# ------------------------------------------------------------------ every map is a valid cover


@pytest.mark.parametrize("case", WMMA, ids=_id)
def test_wmma_map_is_valid_cover(case):
    fam, (matrix, shape, et, layout) = case
    f = wmma_fragment(fam, matrix, shape, et, layout)
    assert f.row.shape == f.col.shape == (32, f.nelem)
    assert f.row.dtype == np.int64
    assert f.nelem * f.bits == 32 * f.nregs
    assert (f.row >= 0).all() and (f.row < f.rows).all() and (f.col >= 0).all() and (f.col < f.cols).all()
    held = holders(f)
    assert len(held) == f.rows * f.cols       # every element held by >= 1 lane
    counts = {len(v) for v in held.values()}
    m, n, _k = shape
    if fam == "volta" and matrix != "c":
        # an octet holds an 8x16 A slab and a 16x8 B slab of its 8x8 C block: A elements are
        # held by (N/8) octets' lanes, B elements by (M/8) (2 and 2 on m16n16k16)
        expect = n // 8 if matrix == "a" else m // 8
        assert counts == {expect}
    else:
        assert counts == {1}
    assert f.evidence
    if fam == "turing" and len({(r, c) for r, c in zip(f.row[0], f.col[0])}) < f.nelem:
        # ptxas repeats a short operand over the PTX fragment's 8 registers: whole copies
        n = len({(r, c) for r, c in zip(f.row[0], f.col[0])})
        assert f.nelem % n == 0
        assert (f.row == np.tile(f.row[:, :n], f.nelem // n)).all()


@pytest.mark.parametrize("case", mma_cases(), ids=lambda c: f"m{c[0][0]}n{c[0][1]}k{c[0][2]}-{c[1]}-{c[2]}-{c[3]}")
def test_mma_map_is_valid_cover(case):
    shape, matrix, et, layout = case
    f = mma_fragment(shape, matrix, et, layout)
    assert f.nelem * f.bits == 32 * f.nregs
    held = holders(f)
    assert len(held) == f.rows * f.cols
    if shape == (8, 8, 4) and et != "f64":
        # four independent MMAs, one per quad pair: one lane per quad pair
        for lanes in held.values():
            assert sorted((lane % 16) // 4 for lane in lanes) == [0, 1, 2, 3]
    else:
        assert {len(v) for v in held.values()} == {1}
        assert sum(len(set(zip(f.row[lane], f.col[lane]))) for lane in range(32)) == f.rows * f.cols


# ------------------------------------------------------------------ PTX ISA examples


def test_ptx_m16n8k16_f16_a():
    f = mma_fragment((16, 8, 16), "a", "f16", "row")
    assert f.nelem == 8 and f.nregs == 4
    # a0, a1: row groupID, cols threadID_in_group*2 + {0, 1}; a2, a3: row + 8; a4..a7: col + 8
    assert (f.row[:, 0:2] == GID).all() and (f.col[:, 0:2] == TIG * 2 + np.arange(2)).all()
    assert (f.row[:, 2:4] == GID + 8).all() and (f.col[:, 2:4] == TIG * 2 + np.arange(2)).all()
    assert (f.row[:, 4:6] == GID).all() and (f.col[:, 4:6] == TIG * 2 + 8 + np.arange(2)).all()
    assert (f.row[:, 6:8] == GID + 8).all() and (f.col[:, 6:8] == TIG * 2 + 8 + np.arange(2)).all()
    assert "m16n8k16" in f.evidence


def test_ptx_m16n8k16_b_and_c():
    b = mma_fragment((16, 8, 16), "b", "f16", "col")
    assert (b.col == GID).all()
    assert (b.row == TIG * 2 + np.array([0, 1, 8, 9])).all()
    c = mma_fragment((16, 8, 16), "c", "f32")
    assert (c.row == GID + np.array([0, 0, 8, 8])).all() and (c.col == TIG * 2 + np.array([0, 1, 0, 1])).all()
    assert c.nregs == 4 and mma_fragment((16, 8, 16), "c", "f16").nregs == 2


def test_ptx_m16n8k8():
    a = mma_fragment((16, 8, 8), "a", "bf16")
    assert (a.row == GID + np.array([0, 0, 8, 8])).all() and (a.col == TIG * 2 + np.array([0, 1, 0, 1])).all()
    b = mma_fragment((16, 8, 8), "b", "f16", "col")
    assert (b.row == TIG * 2 + np.arange(2)).all() and (b.col == GID).all()
    # .tf32: a0 (g, t), a1 (g+8, t), a2 (g, t+4), a3 (g+8, t+4); b0 (t, g), b1 (t+4, g)
    a = mma_fragment((16, 8, 8), "a", "tf32")
    assert (a.row == GID + np.array([0, 8, 0, 8])).all() and (a.col == TIG + np.array([0, 0, 4, 4])).all()
    assert a.nregs == 4
    b = mma_fragment((16, 8, 8), "b", "tf32")
    assert (b.row == TIG + np.array([0, 4])).all() and (b.col == GID).all()


def test_ptx_integer_shapes():
    for k, n in ((16, 4), (32, 8), (128, 32)):
        et = {16: "s8", 32: "s4", 128: "b1"}[k]
        a = mma_fragment((8, 8, k), "a", et)
        b = mma_fragment((8, 8, k), "b", et, "col")
        assert a.nregs == b.nregs == 1 and a.nelem == n
        assert (a.row == GID).all() and (a.col == TIG * n + np.arange(n)).all()
        assert (b.col == GID).all() and (b.row == TIG * n + np.arange(n)).all()
        c = mma_fragment((8, 8, k), "c", "s32")
        assert (c.row == GID).all() and (c.col == TIG * 2 + np.arange(2)).all()


def test_ptx_m8n8k4():
    hi = (LANES[:, None] >= 16) * 4
    a = mma_fragment((8, 8, 4), "a", "f16", "row")
    assert (a.row == TIG + hi).all() and (a.col == np.arange(4)).all()
    a = mma_fragment((8, 8, 4), "a", "f16", "col")
    assert (a.row == np.arange(4) + hi).all() and (a.col == TIG).all()
    b = mma_fragment((8, 8, 4), "b", "f16", "row")
    assert (b.row == TIG).all() and (b.col == np.arange(4) + hi).all()
    b = mma_fragment((8, 8, 4), "b", "f16", "col")
    assert (b.row == np.arange(4)).all() and (b.col == TIG + hi).all()
    c = mma_fragment((8, 8, 4), "c", "f32")
    # lane 0: rows {0, 2}, cols {0, 1, 4, 5} (Fig. 51); lane 16 rows + 4
    assert list(zip(c.row[0], c.col[0])) == [(0, 0), (0, 1), (2, 0), (2, 1), (0, 4), (0, 5), (2, 4), (2, 5)]
    assert (c.row[16] == c.row[0] + 4).all() and (c.col[16] == c.col[0]).all()
    c16 = mma_fragment((8, 8, 4), "c", "f16")
    assert (c16.row == TIG + hi).all() and (c16.col == np.arange(8)).all()
    d = mma_fragment((8, 8, 4), "a", "f64")
    assert d.nregs == 2 and (d.row == GID).all() and (d.col == TIG).all()


def test_volta_wmma_is_m8n8k4_per_octet():
    """Octet o = quad pair o of mma.m8n8k4; its first k-step equals the m8n8k4 fragment."""
    a = wmma_fragment("volta", "a", (16, 16, 16), "f16", "row")
    q = mma_fragment((8, 8, 4), "a", "f16", "row")
    octet = (LANES >> 2) & 3
    assert np.array_equal(a.row[:, :4] - 8 * (octet % 2)[:, None], q.row)
    assert np.array_equal(a.col[:, :4], q.col)
    c = wmma_fragment("volta", "c", (16, 16, 16), "f32", "col")
    q = mma_fragment((8, 8, 4), "c", "f32")
    assert np.array_equal(c.row - 8 * (octet % 2)[:, None], q.row)
    assert np.array_equal(c.col - 8 * (octet // 2)[:, None], q.col)


def test_turing_wmma_is_mma_sync_fragments():
    a = wmma_fragment("turing", "a", (16, 16, 16), "f16", "row")
    q = mma_fragment((16, 8, 16), "a", "f16")
    assert np.array_equal(a.row[:, :8], q.row) and np.array_equal(a.col[:, :8], q.col)
    assert np.array_equal(a.row[:, 8:], q.row) and np.array_equal(a.col[:, 8:], q.col)  # repeated
    c = wmma_fragment("turing", "c", (16, 16, 16), "f32", "row")
    q = mma_fragment((16, 8, 16), "c", "f32")
    assert np.array_equal(c.row[:, :4], q.row) and np.array_equal(c.col[:, 4:], q.col + 8)
    s = wmma_fragment("turing", "a", (8, 8, 32), "s4", "row")
    q = mma_fragment((8, 8, 32), "a", "s4")
    assert np.array_equal(s.row, q.row) and np.array_equal(s.col, q.col)
    # m8n32k16 runs transposed: C is the accumulator fragment of C^T
    c = wmma_fragment("turing", "c", (8, 32, 16), "f16", "col")
    q = mma_fragment((16, 8, 16), "c", "f16")
    assert np.array_equal(c.row[:, :4], q.col) and np.array_equal(c.col[:, :4], q.row)


def test_turing_threadgroup_rule():
    """Seeds 000/001: each row (A) / column (B) is held by one threadgroup, consecutive
    threadgroups hold consecutive rows/columns (checked on the first 8 rows/cols)."""
    for shape, et in (((16, 16, 16), "f16"), ((32, 8, 16), "f16"), ((16, 16, 16), "s8"),
                      ((8, 8, 32), "s4"), ((8, 8, 128), "b1")):
        a = wmma_fragment("turing", "a", shape, et, "row")
        b = wmma_fragment("turing", "b", shape, et, "col")
        ha, hb = holders(a), holders(b)
        for tg in range(8):
            assert {lane // 4 for (r, _c), ls in ha.items() if r == tg for lane in ls} == {tg}
            assert {lane // 4 for (_r, c), ls in hb.items() if c == tg for lane in ls} == {tg}


# ------------------------------------------------------------------ the SASS oracle


@pytest.fixture(scope="module")
def oracle():
    return json.loads(ORACLE.read_text())


@pytest.mark.parametrize("case", WMMA, ids=_id)
def test_wmma_map_equals_sass_oracle(case, oracle):
    fam, c = case
    arch = {"volta": "sm_70", "turing": "sm_75"}[fam]
    f = wmma_fragment(fam, *c)
    o = oracle[arch][probe_kernel_name(*c)]
    assert np.array_equal(f.row, np.array(o["row"])) and np.array_equal(f.col, np.array(o["col"]))


def test_sass_oracle_covers_exactly_the_supported_cases(oracle):
    for fam, arch in (("volta", "sm_70"), ("turing", "sm_75")):
        assert sorted(oracle[arch]) == sorted(probe_kernel_name(*c) for c in wmma_cases(fam))


def test_sass_mma_check_passed(oracle):
    """wmma.load + HMMA/IMMA/BMMA (with the PTX mma.sync fragment semantics) + wmma.store on
    the real SASS reproduced D = A*B + C for every case."""
    checks = oracle["mma_check"]
    assert len(checks["sm_75"]) == 51 and len(checks["sm_70"]) == 24
    for arch, cases in checks.items():
        for name, v in cases.items():
            assert v["ok"], f"{arch} {name}"
            kinds = {ln.split()[0].split(".")[0] + "." + ln.split()[0].split(".")[1] for ln in v["mma"]}
            expect = {"sm_70": {"HMMA.884"}}.get(arch) or (
                {"BMMA.88128"} if "_b1_" in name else {"IMMA.8832"} if re.search("_[su]4_", name)
                else {"IMMA.8816"} if re.search("_[su]8_", name) else {"HMMA.1688"})
            assert kinds == expect, (arch, name, kinds)


def test_probe_kernels_in_committed_ptx():
    entries = set(re.findall(r"\.entry\s+(\w+)\(", PROBE_PTX.read_text()))
    expect = {probe_kernel_name(*c) for c in wmma_cases("turing")}
    assert entries == expect
    for name in entries:
        matrix, shape, et, layout = parse_probe_name(name)
        assert probe_kernel_name(matrix, shape, et, layout) == name


# ------------------------------------------------------------------ probe decoding


def _fake_probe(f, layout, ldm):
    """The bytes fragments.cu would write for map f (the inverse of maps_from_probe)."""
    bits = BITS[f.etype]
    lin = f.row * ldm + f.col if layout == "row" else f.col * ldm + f.row
    planes = []
    for p in range(2):
        words = np.zeros((32, f.nregs), dtype=np.uint32)
        for lane in range(32):
            for i in range(f.nelem):
                if bits >= 8:
                    eb = bits // 8
                    for j in range(eb):
                        byte = ((lin[lane, i] * eb + j) >> (8 * p)) & 0xFF
                        pos = i * eb + j
                        words[lane, pos // 4] |= np.uint32(byte << (8 * (pos % 4)))
                else:
                    per = 8 // bits
                    if i % per == 0:
                        byte = ((lin[lane, i] // per) >> (8 * p)) & 0xFF
                        pos = i // per
                        words[lane, pos // 4] |= np.uint32(byte << (8 * (pos % 4)))
        planes.append(words.tobytes())
    return planes


@pytest.mark.parametrize("case", [c for c in WMMA if c[0] == "turing"][::3], ids=_id)
def test_maps_from_probe_roundtrip(case):
    fam, (matrix, shape, et, layout) = case
    f = wmma_fragment(fam, matrix, shape, et, layout)
    ldm = probe_ldm(matrix, shape, et, layout)
    r, c = maps_from_probe(matrix, shape, et, layout, ldm, _fake_probe(f, layout, ldm))
    assert np.array_equal(r, f.row) and np.array_equal(c, f.col)


def test_probe_ldm_is_16_byte_multiple():
    assert probe_ldm("b", (32, 8, 16), "s8", "row") == 16
    assert probe_ldm("a", (16, 16, 16), "f16", "col") == 16
    assert probe_ldm("a", (8, 8, 128), "b1", "row") == 128


def test_probe_kernels_run_in_simulator():
    """Run the fragment microbenchmark in tcsim and decode it (exercises the wmma.load path
    end to end with the maps; skipped while the simulator cannot run these kernels)."""
    tcsim = pytest.importorskip("tcsim")
    for arch, fam in (("titan_v", "volta"), ("rtx2080", "turing")):
        try:
            dev = tcsim.Device(arch=arch)
            mod = dev.load_ptx(str(PROBE_PTX))
        except Exception as e:  # pragma: no cover - depends on the rest of the simulator
            pytest.skip(f"simulator cannot load fragments.ptx: {e}")
        for case in wmma_cases(fam)[::5]:
            f = wmma_fragment(fam, *case)
            ldm = probe_ldm(*case)
            planes = []
            for p in range(2):
                tile = dev.array(((np.arange(1 << 12) >> (8 * p)) & 0xFF).astype(np.uint8))
                out = dev.empty(32 * f.nregs, np.uint32)
                try:
                    mod.get_function(probe_kernel_name(*case))((1,), (32,), (tile, np.uint32(ldm), out))
                except Exception as e:  # pragma: no cover
                    pytest.skip(f"simulator cannot run wmma probes yet: {e}")
                planes.append(out.get())
            r, c = maps_from_probe(*case, ldm, planes)
            assert np.array_equal(r, f.row) and np.array_equal(c, f.col), (arch, case)


# ------------------------------------------------------------------ ldmatrix / movmatrix


def test_ldmatrix_map():
    for num in (1, 2, 4):
        addr, row, col = ldmatrix_map(num, False)
        assert addr.shape == (num, 8) and (addr.ravel() == np.arange(8 * num)).all()
        assert row.shape == col.shape == (32, num, 2)
        for j in range(num):
            assert (row[:, j, 0] == LANES // 4).all() and (col[:, j, :] == 2 * (LANES[:, None] % 4) + np.arange(2)).all()
            cells = Counter(zip(row[:, j].ravel().tolist(), col[:, j].ravel().tolist()))
            assert len(cells) == 64 and set(cells.values()) == {1}
        _, rt, ct = ldmatrix_map(num, True)
        assert np.array_equal(rt, col) and np.array_equal(ct, row)
    # ldmatrix.x1 = the m16n8k8 B fragment of the stored matrix read transposed, i.e. the
    # non-trans map is the m16n8k8 A-like (row = groupID, col = 2*tig + h) layout
    a = mma_fragment((16, 8, 8), "a", "f16")
    _, row, col = ldmatrix_map(4, False)
    assert np.array_equal(row[:, 0, :], a.row[:, 0:2]) and np.array_equal(col[:, 0, :], a.col[:, 0:2])
    with pytest.raises(ValueError):
        ldmatrix_map(3, False)


def test_movmatrix_map_is_transpose():
    sr, sc, dr, dc = movmatrix_map()
    _, row, col = ldmatrix_map(1, False)
    assert np.array_equal(sr, row[:, 0]) and np.array_equal(sc, col[:, 0])
    _, rt, ct = ldmatrix_map(1, True)
    assert np.array_equal(dr, rt[:, 0]) and np.array_equal(dc, ct[:, 0])
    # applying it to a matrix moves S[r, c] into the slot that held S[c, r]
    S = np.arange(64).reshape(8, 8)
    assert (S[dr, dc] == S.T[sr, sc]).all()


# ------------------------------------------------------------------ errors


@pytest.mark.parametrize("args, msg", [
    (("volta", "a", (16, 16, 16), "s8", "row"), "sm_75"),
    (("volta", "c", (16, 16, 16), "s32", "row"), "f16/f32"),
    (("volta", "a", (8, 8, 32), "f16", "row"), "m16n16k16"),
    (("turing", "a", (8, 8, 32), "s4", "col"), "row-major"),
    (("turing", "b", (8, 8, 128), "b1", "row"), "col-major"),
    (("turing", "a", (16, 16, 16), "s4", "row"), "m8n8k32"),
    (("turing", "a", (16, 16, 16), "bf16", "row"), "sm_80"),
    (("turing", "c", (16, 16, 16), "s8", "row"), "s32"),
    (("turing", "c", (8, 8, 32), "f32", "row"), "16-bit"),
    (("hopper", "a", (16, 16, 16), "f16", "row"), "family"),
    (("ampere", "a", (16, 16, 16), "tf32", "row"), "sm_80 wmma has"),
    (("ampere", "c", (16, 16, 8), "f16", "row"), "sm_80 wmma has"),
    (("turing", "d", (16, 16, 16), "f16", "row"), "matrix"),
    (("turing", "a", (16, 16, 16), "f16", "diag"), "layout"),
    (("turing", "a", (16, 16), "f16", "row"), "shape"),
])
def test_wmma_errors(args, msg):
    with pytest.raises(ValueError, match=msg):
        wmma_fragment(*args)


def test_mma_errors():
    with pytest.raises(ValueError, match="shape"):
        mma_fragment((16, 16, 16), "a", "f16")
    with pytest.raises(ValueError, match="types"):
        mma_fragment((16, 8, 16), "a", "tf32")
    with pytest.raises(ValueError, match="types"):
        mma_fragment((8, 8, 16), "c", "f32")


def test_maps_are_cached_and_read_only():
    f = wmma_fragment("turing", "a", (16, 16, 16), "f16", "row")
    assert f is wmma_fragment("sm_75", "a", [16, 16, 16], "f16", "row")
    with pytest.raises(ValueError):
        f.row[0, 0] = 1
