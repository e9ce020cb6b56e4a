"""mma.sp / mma.sp::ordered_metadata (sm_80 2:4 sparse MMA) on the a100 config: every sparse
shape and type, bit-exact against numpy in the exact and `ampere` models, metadata and
selector per the PTX ISA "Sparse matrix storage", located errors for undefined metadata,
selectors and forms, and the SASS evidence (one HMMA.SP / IMMA.SP per form).

The host side here is written from the PTX ISA text independently of tcsim.matrix: the
compressed A registers from the sparse fragment descriptions (register r holds row
groupID + 8 (r & 1), the non-zeros of columns firstcol .. lastcol with firstcol =
threadID_in_group * width + (r >> 1) * K/2, width = the uncompressed columns of one
register), B from the dense mma figures (or their sparse-section counterparts), metadata
per the metadata figures (see tcsim/matrix/sparse.py for the evidence)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from tensorkit import BITS, Ptx, from_raw, pack_slots, random_values, reference_mma, run, to_raw, unpack_slots

import tcsim
from tcsim.matrix import numerics

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")

#: (k, A/B type, dtype) of every sparse form; T = metadata lanes per quad
FORMS = [(16, "f16", "f16"), (16, "f16", "f32"), (16, "bf16", "f32"), (32, "f16", "f32"), (32, "f16", "f16"),
         (32, "bf16", "f32"), (8, "tf32", "f32"), (16, "tf32", "f32"), (32, "s8", "s32"), (32, "u8", "s32"),
         (64, "s8", "s32"), (64, "u8", "s32"), (64, "s4", "s32"), (64, "u4", "s32"), (128, "s4", "s32"),
         (128, "u4", "s32")]
FAM = {"f16": 4, "bf16": 4, "tf32": 2, "s8": 4, "u8": 4, "s4": 8, "u4": 8}   # chunk width (columns)
KEEP = {"f16": 2, "bf16": 2, "tf32": 1, "s8": 2, "u8": 2, "s4": 4, "u4": 4}  # stored per chunk


def lanes_t(k, et):
    return (k // FAM[et]) // 4


def sparse_a(rng, k, et):
    """A random 16 x k matrix of the type's granularity (pairs for s4/u4) and the chosen
    positions (16, nchunks, 2) (tf32: the same position twice)."""
    w = FAM[et]
    nch = k // w
    vals = random_values(rng, et, (16, k))
    if et.startswith(("s", "u")) and et not in ("s32",):
        vals = np.where(vals == 0, 1, vals)          # non-zeros really non-zero
    else:
        vals = np.where(vals == 0, 0.5, vals)
    A = np.zeros((16, k))
    pos = np.zeros((16, nch, 2), np.int64)
    for r in range(16):
        for c in range(nch):
            if et == "tf32":
                p = int(rng.integers(0, 2))
                pos[r, c] = p
                A[r, 2 * c + p] = vals[r, 2 * c + p]
            else:
                p = np.sort(rng.choice(4, 2, replace=False))
                pos[r, c] = p
                for q in p:
                    if w == 8:   # pair-wise: sub-chunk q = columns 2q, 2q+1
                        A[r, 8 * c + 2 * q:8 * c + 2 * q + 2] = vals[r, 8 * c + 2 * q:8 * c + 2 * q + 2]
                    else:
                        A[r, 4 * c + q] = vals[r, 4 * c + q]
    return A, pos


def a_registers(A, k, et):
    """Each lane's compressed A registers (32, nregs) from the sparse fragment text."""
    bits = BITS[et]
    per = 32 // bits                        # stored values per register
    width = per * (2 if et != "tf32" else 2)  # uncompressed columns per register (2 per stored value)
    nregs = (16 * k // 2) * bits // 32 // 32
    slots = np.zeros((32, nregs * per), np.uint32)
    for lane in range(32):
        g, t = lane >> 2, lane % 4
        for r in range(nregs):
            row = g + 8 * (r & 1)
            first = t * width + (r >> 1) * (k // 2)
            seg = A[row, first:first + width]
            nz = [i for i in range(width) if seg[i] != 0]
            if et in ("s4", "u4"):       # keep the pairs whole (a zero inside a non-zero pair)
                nz = sorted({2 * (i // 2) + e for i in nz for e in (0, 1)})
            assert len(nz) == per, (lane, r, nz)
            slots[lane, r * per:(r + 1) * per] = to_raw(seg[nz], et)
    return pack_slots(slots, bits)


def meta_registers(pos, k, et, selector, shuffle_rng=None):
    """Metadata per lane (32,) and, with ``shuffle_rng``, the stored order swapped in some
    chunks (plain mma.sp accepts either order)."""
    t = lanes_t(k, et)
    e = np.zeros(32, np.uint32)
    swapped = np.zeros(pos.shape[:2], bool)
    for r in range(16):
        for c in range(pos.shape[1]):
            p0, p1 = pos[r, c]
            if et == "tf32":
                nib = 0b0100 if p0 == 0 else 0b1110
            else:
                if shuffle_rng is not None and shuffle_rng.integers(0, 2):
                    p0, p1 = p1, p0
                    swapped[r, c] = True
                nib = int(p0) | (int(p1) << 2)
            if t == 4:   # one row's 8 chunks per lane: lanes 0, 1 chunks 0-7 of rows g, g+8; lanes 2, 3 8-15
                lane, shift = 4 * (r % 8) + 2 * (c // 8) + r // 8, 4 * (c % 8)
            else:        # 4 chunks of both rows per lane: row g bits 0-15, row g+8 bits 16-31
                lane, shift = 4 * (r % 8) + t * selector + c // 4, 16 * (r // 8) + 4 * (c % 4)
            e[lane] |= np.uint32(nib << shift)
    return e, swapped


def b_map(k, et):
    """(row, col) of B slot i for lane (g, t): rows threadID_in_group * per + (i % per) +
    (i // per) * 4 * per, column groupID (the dense mma figures' B, e.g. m16n8k16 .f16 b0, b1:
    rows 2t, 2t+1; b2, b3: rows 2t+8, 2t+9)."""
    per = 32 // BITS[et]
    n = k * 8 // 32
    row = np.zeros((32, n), np.int64)
    col = np.zeros((32, n), np.int64)
    for lane in range(32):
        g, t = lane >> 2, lane % 4
        for i in range(n):
            row[lane, i] = t * per + (i % per) + (i // per) * 4 * per
            col[lane, i] = g
    return row, col


def c_map():
    lane = np.arange(32)[:, None]
    i = np.arange(4)[None, :]
    return (lane >> 2) + 8 * (i >> 1), 2 * (lane % 4) + (i & 1)


def run_sp(k, et, dt, A_regs, B, C, e, selector, arith="exact", variant="sp::ordered_metadata", arch="a100",
           sat=False, bt=None):
    bt = bt or et
    ct = dt
    na, nb = A_regs.shape[1], k * 8 * BITS[bt] // 32 // 32
    nc = 4 if ct in ("f32", "s32") else 2
    br, bc = b_map(k, bt)
    b_regs = pack_slots(to_raw(B[br, bc], bt), BITS[bt])
    cr, cc = c_map()
    c_regs = pack_slots(to_raw(C[cr, cc], ct), BITS[ct])
    words = np.concatenate([A_regs, b_regs, c_regs, e[:, None]], axis=1).astype(np.uint32)
    nw = words.shape[1]
    kk = Ptx(["u64", "u64"], target="sm_80")
    lane = kk.laneid()
    src = kk.add_offset(kk.param_ptr(0), lane, 4 * nw)
    regs = kk.regs("r", nw)
    for i, r in enumerate(regs):
        kk(f"ld.global.u32 \t{r}, [{src}+{4 * i}];")
    a, b_, c, ee = regs[:na], regs[na:na + nb], regs[na + nb:na + nb + nc], regs[-1]
    d = kk.regs("r", nc)
    qual = ".satfinite" if sat else ""
    kk(f"mma.{variant}.sync.aligned.m16n8k{k}.row.col{qual}.{dt}.{et}.{bt}.{ct} \t{{{', '.join(d)}}}, "
       f"{{{', '.join(a)}}}, {{{', '.join(b_)}}}, {{{', '.join(c)}}}, {ee}, {selector};")
    kk.store_lane_regs(kk.param_ptr(1), lane, d)
    dev = tcsim.Device(arch, tensor_arithmetic=arith)
    out = dev.zeros(32 * nc, np.uint32)
    run(kk, dev, [dev.array(words.reshape(-1)), out])
    vals = from_raw(unpack_slots(out.get().reshape(32, nc), BITS[dt]), dt)
    D = np.full((16, 8), np.nan)
    D[cr, cc] = vals
    return D


def fid(f):
    return f"m16n8k{f[0]}-{f[1]}-{f[2]}"


SELECTORS = [pytest.param(*f, s, arith, id=f"{fid(f)}-sel{s}-{arith}") for f in FORMS
             for s in range(4 // lanes_t(f[0], f[1]))
             for arith in (("exact", "ampere") if f[1] in ("f16", "bf16", "tf32") else ("exact",))]


@pytest.mark.parametrize("k, et, dt, selector, arith", SELECTORS)
def test_mma_sp_equals_numpy(k, et, dt, selector, arith):
    """Exactly representable sums: both models give numpy's dense A@B + C of the uncompressed A
    (integer MMA has no model: exact)."""
    rng = np.random.default_rng(k * 7 + BITS[et] + selector)
    A, pos = sparse_a(rng, k, et)
    B = random_values(rng, et, (k, 8))
    C = random_values(rng, dt, (16, 8), "c")
    e, _ = meta_registers(pos, k, et, selector)
    got = run_sp(k, et, dt, a_registers(A, k, et), B, C, e, selector, arith)
    Af, Bf, Cf = (from_raw(to_raw(X, t), t) for X, t in ((A, et), (B, et), (C, dt)))
    want = reference_mma(Af, Bf, Cf, et, dtype=dt)
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("k, et, dt", [(16, "f16", "f32"), (32, "bf16", "f32"), (64, "s8", "s32"), (128, "u4", "s32")])
def test_plain_mma_sp_takes_the_indices_in_either_order(k, et, dt):
    """mma.sp (not ::ordered_metadata): the stored values go to idx0 and idx1 whichever is
    larger (gputils' GPU test draws both orders); ptxas makes the same HMMA.SP/IMMA.SP of both."""
    rng = np.random.default_rng(5)
    A, pos = sparse_a(rng, k, et)
    B = random_values(rng, et, (k, 8))
    C = random_values(rng, dt, (16, 8), "c")
    e, swapped = meta_registers(pos, k, et, 0, shuffle_rng=rng)
    assert swapped.any() and not swapped.all()
    # the registers in stored order: value j of a chunk is the element at idx_j
    per = 32 // BITS[et]
    width = 2 * per                      # uncompressed columns per register
    nregs = a_registers(A, k, et).shape[1]
    raw = np.zeros((32, nregs * per), np.uint32)
    for lane in range(32):
        g, t = lane >> 2, lane % 4
        for r in range(nregs):
            row = g + 8 * (r & 1)
            first = t * width + (r >> 1) * (k // 2)
            out = []
            for c in range(first // FAM[et], (first + width) // FAM[et]):
                for q in (pos[row, c][::-1] if swapped[row, c] else pos[row, c]):
                    out += [A[row, FAM[et] * c + 2 * q], A[row, FAM[et] * c + 2 * q + 1]] if FAM[et] == 8 \
                        else [A[row, FAM[et] * c + q]]
            raw[lane, r * per:(r + 1) * per] = to_raw(np.array(out), et)
    regs = pack_slots(raw, BITS[et])
    got = run_sp(k, et, dt, regs, B, C, e, 0, variant="sp")
    Af, Bf, Cf = (from_raw(to_raw(X, t), t) for X, t in ((A, et), (B, et), (C, dt)))
    np.testing.assert_array_equal(got, reference_mma(Af, Bf, Cf, et, dtype=dt))
    with pytest.raises(tcsim.TcsimError, match="ordered_metadata needs idx0 < idx1"):
        run_sp(k, et, dt, regs, B, C, e, 0, variant="sp::ordered_metadata")


# ---------------------------------------------------------------- hardware arithmetic, random values

@pytest.mark.parametrize("k, et", [(16, "f16"), (32, "bf16"), (16, "tf32")])
def test_ampere_model_works_on_the_stored_products(k, et):
    """Full-precision random values in the `ampere` model: a row of D is the model's dense MMA
    of the K/2 stored products (its fused blocks count stored products, not columns), and an
    Inf in a B element that a zero of A would meet does not turn D into NaN."""
    rng = np.random.default_rng(11)
    A, pos = sparse_a(rng, k, et)
    A = np.where(A != 0, rng.uniform(-2, 2, A.shape), 0)
    B = rng.uniform(-2, 2, (k, 8))
    Af = from_raw(to_raw(A, et), et)
    if et == "tf32":
        Af = from_raw(to_raw(Af, "f32") & np.uint32(0xFFFFE000), "f32")
    unused = np.argwhere(Af[0] == 0)[0, 0]
    B[unused, 3] = np.inf
    C = rng.uniform(-1, 1, (16, 8))
    e, _ = meta_registers(pos, k, et, 0)
    got = run_sp(k, et, "f32", a_registers(A, k, et), B, C, e, 0, "ampere")
    Bf = from_raw(to_raw(B, et), et)
    if et == "tf32":
        Bf = from_raw(to_raw(Bf, "f32") & np.uint32(0xFFFFE000), "f32")
    Cf = from_raw(to_raw(C, "f32"), "f32")
    model = numerics.get_model("ampere", et)
    want = np.zeros((16, 8))
    for r in range(16):
        cols = np.flatnonzero(Af[r])
        assert cols.size == k // 2
        want[r] = numerics.mma_float(Af[r, cols][None, None, :], Bf[cols][None], Cf[r][None, None, :], model,
                                     "f32", et)[0, 0]
    np.testing.assert_array_equal(got.astype(np.float32).view(np.uint32), want.astype(np.float32).view(np.uint32))
    assert np.isfinite(got[0]).all()   # row 0 never multiplies the Inf (its A element there is a zero)


# ---------------------------------------------------------------- undefined behaviour: located errors

def _bad_run(e_patch=None, selector=0, k=32, et="f16", variant="sp::ordered_metadata", arch="a100", dt="f32"):
    rng = np.random.default_rng(2)
    A, pos = sparse_a(rng, k, et)
    e, _ = meta_registers(pos, k, et, min(selector, 4 // lanes_t(k, et) - 1))
    if e_patch is not None:
        e = e_patch(e)
    return run_sp(k, et, dt, a_registers(A, k, et), random_values(rng, et, (k, 8)),
                  random_values(rng, dt, (16, 8), "c"), e, selector, variant=variant, arch=arch)


def _set_nibble(lane, shift, value):
    def patch(e):
        e = e.copy()
        e[lane] = (e[lane] & ~np.uint32(0xF << shift)) | np.uint32(value << shift)
        return e
    return patch


@pytest.mark.parametrize("k, et, lane, shift, value, variant, msg", [
    (32, "f16", 5, 20, 0b0101, "sp", "the two indices must differ"),
    (32, "f16", 5, 20, 0b0000, "sp::ordered_metadata", "ordered_metadata needs idx0 < idx1"),
    (16, "f16", 8, 0, 0b0001, "sp::ordered_metadata", "ordered_metadata needs idx0 < idx1"),
    (64, "s8", 14, 28, 0b1111, "sp", "the two indices must differ"),
    (8, "tf32", 0, 4, 0b1000, "sp", "a .tf32 index must be 0b0100 or 0b1110"),
])
def test_undefined_metadata_is_a_located_error(k, et, lane, shift, value, variant, msg):
    with pytest.raises(tcsim.TcsimError, match=msg) as err:
        _bad_run(_set_nibble(lane, shift, value), k=k, et=et, variant=variant, dt="s32" if et == "s8" else "f32")
    text = str(err.value)
    assert f"{value:#06b}" in text and f"lane {lane}" in text and "Sparse matrix storage" in text
    assert "\n" not in text


def test_metadata_of_lanes_the_selector_does_not_name_is_ignored():
    """Selector 1 of a lane-pair form reads lanes 2, 3 of each quad: junk in lanes 0, 1 is fine."""
    rng = np.random.default_rng(4)
    A, pos = sparse_a(rng, 32, "f16")
    B, C = random_values(rng, "f16", (32, 8)), random_values(rng, "f32", (16, 8), "c")
    e, _ = meta_registers(pos, 32, "f16", 1)
    e[np.arange(32) % 4 < 2] = 0xFFFFFFFF
    got = run_sp(32, "f16", "f32", a_registers(A, 32, "f16"), B, C, e, 1)
    np.testing.assert_array_equal(got, reference_mma(A, B, C, "f16", dtype="f32"))


@pytest.mark.parametrize("k, et, sel, msg", [
    (32, "f16", 2, "a lane pair holds the metadata"),
    (64, "s8", 1, "all four lanes of each quad"),
    (16, "f16", 4, "one lane of each quad"),
])
def test_bad_selector_is_a_located_error(k, et, sel, msg):
    with pytest.raises(tcsim.TcsimError, match=msg) as err:
        _bad_run(selector=sel, k=k, et=et, dt="s32" if et == "s8" else "f32")
    assert re.match(r"\S+:\d+:\d+", str(err.value))   # file:line:col of the instruction


@pytest.mark.parametrize("form, msg", [
    ("mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f16", "needs .dtype = .ctype"),
    ("mma.sp.sync.aligned.m16n8k16.row.col.f16.bf16.bf16.f16", "needs .dtype = .ctype, .f32"),
    ("mma.sp.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32", "has no .m16n8k8 .f16 form"),
    ("mma.sp.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32", "has no .m16n8k16 .s8 form"),
    ("mma.sp.sync.aligned.m16n8k32.row.col.satfinite.f32.f16.f16.f32", "integer types only"),
    ("mma.sp.sync.aligned.m16n8k32.row.col.s32.s8.s4.s32", "do not go together"),
])
def test_bad_sparse_forms(form, msg):
    k = Ptx([], target="sm_80")
    k(f"{form} \t{{%r1,%r2,%r3,%r4}}, {{%r1,%r2}}, {{%r1,%r2}}, {{%r1,%r2,%r3,%r4}}, %r5, 0;")
    k.count["r"] = 5
    with pytest.raises(tcsim.TcsimError, match=msg):
        run(k, tcsim.Device("a100"), [])


def test_selector_must_be_an_immediate_and_sparse_needs_sm80():
    k = Ptx([], target="sm_80")
    k("mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 \t{%r1,%r2,%r3,%r4}, {%r1,%r2}, {%r1,%r2}, "
      "{%r1,%r2,%r3,%r4}, %r5, %r6;")
    k.count["r"] = 6
    with pytest.raises(tcsim.TcsimError, match="must be an integer constant"):
        run(k, tcsim.Device("a100"), [])
    k = Ptx([])
    k("mma.sp.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 \t{%r1,%r2,%r3,%r4}, {%r1,%r2}, {%r1,%r2}, "
      "{%r1,%r2,%r3,%r4}, %r5, 0;")
    k.count["r"] = 5
    with pytest.raises(tcsim.TcsimError, match="requires sm_80"):
        run(k, tcsim.Device("rtx2080"), [])


# ---------------------------------------------------------------- SASS evidence (scripts/sm80_mma_sp_sass.py)

SASS_DIR = Path(__file__).resolve().parent.parent / "data" / "sass"


def _sass():
    out, cur = {}, None
    for line in (SASS_DIR / "sm80_mma_sp.sass").read_text().splitlines():
        if line.startswith("#"):
            continue
        if line.endswith(":"):
            cur = line[:-1]
            out[cur] = []
        else:
            out[cur].append(line)
    return out


def test_each_sparse_form_is_one_native_instruction():
    """ptxas -arch=sm_80: one HMMA.SP / IMMA.SP of the PTX shape per form, reading the metadata
    register (R0, loaded from the buffer) and the selector as given; .sp and
    .sp::ordered_metadata make the same instruction on sm_80."""
    sass = _sass()
    want = {"f16_k16_f16": "HMMA.SP.16816.F16", "f16_k16_f32": "HMMA.SP.16816.F32", "bf16_k16": "HMMA.SP.16816.F32.BF16",
            "f16_k32": "HMMA.SP.16832.F32", "bf16_k32": "HMMA.SP.16832.F32.BF16", "tf32_k8": "HMMA.SP.1688.F32.TF32",
            "tf32_k16": "HMMA.SP.16816.F32.TF32", "s8_k32": "IMMA.SP.16832.S8.S8",
            "u8s8_k32_sat": "IMMA.SP.16832.U8.S8.SAT", "s8u8_k64": "IMMA.SP.16864.S8.U8",
            "s4_k64": "IMMA.SP.16864.S4.S4", "u4_k128": "IMMA.SP.168128.U4.U4"}
    sels = {"f16_k16_f32": 3, "bf16_k16": 2, "f16_k32": 1, "tf32_k8": 3, "tf32_k16": 1, "s8_k32": 1, "s4_k64": 1}
    assert len(sass) == 2 * len(want)
    for name, op in want.items():
        for v in ("sp", "ord"):
            (line,) = sass[f"k_{v}_{name}"]
            assert line.split()[0] == op, (name, line)
            assert line.endswith(f"R0, {sels.get(name, 0):#x}"), line
        assert sass[f"k_sp_{name}"] == sass[f"k_ord_{name}"]


def test_sass_forms_run_on_a100():
    dev = tcsim.Device("a100")
    mod = dev.load_ptx((SASS_DIR / "sm80_mma_sp_forms.ptx").read_text())
    words = np.zeros(64, np.uint32)
    words[:] = 0x4444_4444 | 0x0   # every index pair (0, 1): valid for f16/s8/s4; tf32 0b0100
    buf = dev.array(words)
    for name in _sass():
        mod.get_function(name)((1,), (32,), (buf,))


# ---------------------------------------------------------------- the CUTLASS oracle of the T = 2 / T = 4 layouts

@pytest.mark.parametrize("kind", ["f16", "tf32", "s8", "s4"])
def test_cutlass_sparse_gemm_registers_hold_the_metadata_layout(kind, monkeypatch):
    """CUTLASS's sparse GEMM (validated on A100s) loads its reordered metadata into the lanes
    tcsim's layout names: at the first mma.sp of warp 0, every 4-bit index of A rows 0-15 sits
    where sparse.meta_place says (compared with the host-side metadata of the same run); and
    the GEMM equals numpy exactly."""
    from tcsim import kernels
    from tcsim.exec.ops import tensor_sparse
    from tcsim.kernels import sparse_gemm as sg
    from tcsim.matrix import sparse

    seen = []
    columns = sparse.columns

    def spy(meta, k, atype, selector, ordered):
        seen.append((meta.copy(), k, atype, selector))
        return columns(meta, k, atype, selector, ordered)

    monkeypatch.setattr(tensor_sparse.sparse, "columns", spy)
    name = "cutlass_sparse_gemm" if kind == "f16" else f"cutlass_sparse_gemm_{kind}"
    tile_k, _, bits, _ = sg.SPARSE_KINDS[kind]
    launch = kernels.get(name).prepare(tcsim.Device("a100"), (64, 64, tile_k), np.random.default_rng(9))
    launch.run()
    ok, message, _ = launch.check()
    assert ok, message
    a = sg.random_sparse(np.random.default_rng(9), kind, 64, tile_k)
    _, words = sg.compress(a, kind)
    meta, k, atype, selector = seen[0]
    width = {"f16": 4, "tf32": 2, "s8": 4, "s4": 8}[kind]
    per_word = 256 // bits // width
    t = sparse.meta_lanes(k, atype)
    for r in range(16):
        for c in range(k // width):
            lane, shift = sparse.meta_place(np.int64(r), np.int64(c), t, selector)
            want = (int(words[r, c // per_word]) >> (4 * (c % per_word))) & 0xF
            assert (int(meta[0, lane]) >> int(shift)) & 0xF == want, (r, c)


@pytest.mark.parametrize("sat", [False, True])
def test_integer_mma_sp_wraps_or_saturates(sat):
    """.satfinite clamps the s32 result, without it the sum wraps (as dense mma.sync)."""
    rng = np.random.default_rng(8)
    A, pos = sparse_a(rng, 32, "s8")
    B = random_values(rng, "s8", (32, 8))
    C = np.where(rng.integers(0, 2, (16, 8)) == 1, (1 << 31) - 1 - rng.integers(0, 50, (16, 8)),
                 -(1 << 31) + rng.integers(0, 50, (16, 8)))
    e, _ = meta_registers(pos, 32, "s8", 1)
    got = run_sp(32, "s8", "s32", a_registers(A, 32, "s8"), B, C, e, 1, sat=sat)
    np.testing.assert_array_equal(got, reference_mma(A, B, C, "s8", satfinite=sat))
    exact = A.astype(np.int64) @ B.astype(np.int64) + C
    assert ((exact > (1 << 31) - 1) | (exact < -(1 << 31))).any()   # the test does overflow


@pytest.mark.parametrize("k, at, bt", [(32, "s8", "u8"), (64, "u8", "s8"), (64, "u4", "s4"), (128, "s4", "u4")])
def test_mixed_signedness(k, at, bt):
    rng = np.random.default_rng(k)
    A, pos = sparse_a(rng, k, at)
    B = random_values(rng, bt, (k, 8))
    C = random_values(rng, "s32", (16, 8))
    e, _ = meta_registers(pos, k, at, 0)
    got = run_sp(k, at, "s32", a_registers(A, k, at), B, C, e, 0, bt=bt)
    np.testing.assert_array_equal(got, A.astype(np.int64) @ B.astype(np.int64) + C)
