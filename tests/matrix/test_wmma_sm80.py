"""The wmma types sm_80 added, executed on the a100 config: .bf16 (m16n16k16, m32n8k16,
m8n32k16), .tf32 (m16n16k8) and .f64 (m8n8k4) load / mma / store against numpy, bit for bit
in the exact and `ampere` models; their sm_75 rejection; and the maps against the sm_80
SASS oracle of kernels/fragments_sm80.cu (test_mma_sm80.py checks every ampere map)."""

from __future__ import annotations

import numpy as np
import pytest
from tensorkit import from_raw, random_values, reference_mma, to_raw

import tcsim

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")

NREGS = {  # registers per fragment (PTX ISA wmma.load "fragment" tables)
    ("bf16", (16, 16, 16)): (4, 4, 8), ("bf16", (32, 8, 16)): (8, 2, 8), ("bf16", (8, 32, 16)): (2, 8, 8),
    ("tf32", (16, 16, 8)): (4, 4, 8), ("f64", (8, 8, 4)): (1, 1, 2),
}


def kernel(et, shape, al, bl, cl, target="sm_80"):
    m, n, k = shape
    na, nb, nc = NREGS[(et, shape)]
    acc = "f64" if et == "f64" else "f32"
    cls, decl = ("fd", ".f64") if et == "f64" else ("r", ".b32")
    ra = [f"%{cls}{i}" for i in range(na)]
    rb = [f"%{cls}{i}" for i in range(na, na + nb)]
    ctype_reg = "fd" if et == "f64" else "f"
    rc = [f"%{ctype_reg}c{i}" for i in range(nc)]
    rd = [f"%{ctype_reg}d{i}" for i in range(nc)]
    s = lambda regs: "{" + ", ".join(regs) + "}"  # noqa: E731
    sa, sb = (k if al == "row" else m), (n if bl == "row" else k)
    sc = n if cl == "row" else m
    cdecl = ".f64" if et == "f64" else ".f32"
    lines = [
        f".version 8.5\n.target {target}\n.address_size 64\n",
        ".visible .entry k(.param .u64 pa, .param .u64 pb, .param .u64 pc, .param .u64 pd)\n{",
        f"\t.reg {decl} %{cls}<{na + nb}>;", f"\t.reg {cdecl} %{ctype_reg}c<{nc}>;", f"\t.reg {cdecl} %{ctype_reg}d<{nc}>;",
        "\t.reg .b64 %rd<4>;",
        "\tld.param.u64 %rd0, [pa];", "\tld.param.u64 %rd1, [pb];", "\tld.param.u64 %rd2, [pc];",
        "\tld.param.u64 %rd3, [pd];",
        f"\twmma.load.a.sync.aligned.{al}.m{m}n{n}k{k}.global.{et} {s(ra)}, [%rd0], {sa};",
        f"\twmma.load.b.sync.aligned.{bl}.m{m}n{n}k{k}.global.{et} {s(rb)}, [%rd1], {sb};",
        f"\twmma.load.c.sync.aligned.{cl}.m{m}n{n}k{k}.global.{acc} {s(rc)}, [%rd2], {sc};",
        f"\twmma.mma.sync.aligned.{al}.{bl}.m{m}n{n}k{k}.{acc}.{et}.{et}.{acc} {s(rd)}, {s(ra)}, {s(rb)}, {s(rc)};",
        f"\twmma.store.d.sync.aligned.{cl}.m{m}n{n}k{k}.global.{acc} [%rd3], {s(rd)}, {sc};",
        "\tret;\n}",
    ]
    return "\n".join(lines) + "\n"


def run_wmma(et, shape, al, bl, cl, A, B, C, arith="exact", arch="a100"):
    m, n, k = shape
    dev = tcsim.Device(arch, tensor_arithmetic=arith)
    mem = {"bf16": np.uint16, "tf32": np.uint32, "f64": np.uint64}[et]
    acc = np.float64 if et == "f64" else np.float32

    def tile(X, lay, dt):
        return dev.array(np.ascontiguousarray(X if lay == "row" else X.T).astype(dt))

    a = tile(to_raw(A, et) if et != "f64" else A.astype(np.float64).view(np.uint64), al, mem)
    b = tile(to_raw(B, et) if et != "f64" else B.astype(np.float64).view(np.uint64), bl, mem)
    c = tile(C.astype(acc), cl, acc)
    d = dev.zeros(m * n, acc)
    dev.load_ptx(kernel(et, shape, al, bl, cl)).get_function("k")((1,), (32,), (a, b, c, d))
    out = d.get().reshape((m, n) if cl == "row" else (n, m))
    return out if cl == "row" else out.T


FORMS = [pytest.param(et, shape, al, bl, id=f"{et}-m{shape[0]}n{shape[1]}k{shape[2]}-{al}.{bl}")
         for et, shape in NREGS for al, bl in (("row", "col"), ("col", "row"), ("row", "row"))]


@pytest.mark.parametrize("arith", ["exact", "ampere"])
@pytest.mark.parametrize("et, shape, al, bl", FORMS)
def test_wmma_sm80_types_equal_numpy(et, shape, al, bl, arith):
    m, n, k = shape
    rng = np.random.default_rng(m + n + k + len(et))
    vt = "f16" if et == "f64" else et    # f64: small exact values too
    A, B = random_values(rng, vt, (m, k)), random_values(rng, vt, (k, n))
    C = random_values(rng, "f32", (m, n), "c")
    got = run_wmma(et, shape, al, bl, "col" if al == "col" else "row", A, B, C, arith)
    Af, Bf = ((from_raw(to_raw(X, et), et) if et != "f64" else X) for X in (A, B))
    want = Af @ Bf + C
    np.testing.assert_array_equal(got, want)
    if et != "f64":
        np.testing.assert_array_equal(got, reference_mma(Af, Bf, C, et, dtype="f32"))


def test_wmma_f64_rounds_once():
    """DMMA: one correctly rounded f64 result per element (matrix/dmma.py)."""
    rng = np.random.default_rng(3)
    A, B, C = rng.standard_normal((8, 4)), rng.standard_normal((4, 8)), rng.standard_normal((8, 8))
    got = run_wmma("f64", (8, 8, 4), "row", "col", "row", A, B, C)
    from fractions import Fraction
    want = np.array([[float(sum(Fraction(A[i, j]) * Fraction(B[j, q]) for j in range(4)) + Fraction(C[i, q]))
                      for q in range(8)] for i in range(8)])
    np.testing.assert_array_equal(got, want)


def test_tf32_wmma_ignores_the_low_mantissa_bits():
    """wmma.load .tf32 keeps the f32 bits (an LDG), the MMA reads the top 19 bits only."""
    A = np.full((16, 8), 1.0 + 2.0**-20, np.float32)   # below tf32 precision
    B = np.ones((8, 16), np.float32)
    C = np.zeros((16, 16), np.float32)
    got = run_wmma("tf32", (16, 16, 8), "row", "col", "row", A, B, C)
    assert (got == 8.0).all()


@pytest.mark.parametrize("et, shape", list(NREGS))
def test_sm80_wmma_types_need_sm80(et, shape):
    dev = tcsim.Device("rtx2080")
    text = kernel(et, shape, "row", "col", "row", target="sm_75")
    with pytest.raises(tcsim.TcsimError, match="requires sm_80"):
        dev.load_ptx(text).get_function("k")((1,), (32,), tuple(dev.zeros(8, np.float64) for _ in range(4)))
