"""The published tensor-core numerics vectors (tests/matrix/data/published_numerics_vectors.json:
Fasi et al.'s A100 f16, tf32 and bf16 suites, Khattak & Mikaitis's exceptional-case bench, each
with its URL, path and commit) against

(a) the arithmetic models at model level (``numerics.mma_float``), where the source makes a
    claim for that model, and
(b) the real instruction paths — mma.sync m16n8k16 / m16n8k8 / m16n8k4 on the a100 config and
    wgmma.mma_async m64nNk* (SS and RS) on the h100 config, PTX run by tcsim under both drivers —
    which must give the model-level bits for every vector, in hardware and exact mode.

Several vectors share one launch: case i is A row i and B column i, so D[i, i] is its result
(the other entries are not looked at).
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
import wgmma_kit as kit
from test_tensor_exec import run_mma_sync

from tcsim.matrix import numerics as nm

pytestmark = pytest.mark.usefixtures("both_drivers")

DATA = json.loads((Path(__file__).parent / "data" / "published_numerics_vectors.json").read_text())
CASES = DATA["cases"]
BY_ID = {c["id"]: c for c in CASES}
OUT_BITS = {"f32": np.uint32, "f16": np.uint16}
OUT_NP = {"f32": np.float32, "f16": np.float16}


def vec(case, key):
    return np.array([float.fromhex(x) for x in case[key]] or [0.0])


def model_value(case, model: str) -> np.ndarray:
    a, b = vec(case, "a"), vec(case, "b")
    C = np.array([[[float.fromhex(case["c"])]]])
    d = nm.mma_float(a[None, None, :], b[None, :, None], C, nm.get_model(model, case["in"]), case["out"],
                     in_type=case["in"])
    return np.asarray(d[0, 0, 0], OUT_NP[case["out"]])


def bits(x, out):
    return np.asarray(x, np.float64).astype(OUT_NP[out]).view(OUT_BITS[out])


def claims():
    for c in CASES:
        for m in DATA["sources"][c["source"]]["models"]:
            if m == "ampere" and c["in"] not in nm.MODELS["ampere"].in_types:
                continue
            yield pytest.param(c, m, id=f"{c['id']}-{m}")


def test_the_data_names_its_sources():
    for s in DATA["sources"].values():
        assert s["url"].startswith("https://github.com/") and len(s["commit"]) == 40 and s["path"]
    assert len(CASES) == len(BY_ID) and all(c["source"] in DATA["sources"] for c in CASES)
    assert "a_" in DATA["not_available"]


@pytest.mark.parametrize("case, model", list(claims()))
def test_model_reproduces_the_published_value(case, model):
    got = model_value(case, model)
    if "expect" in case:
        assert bits(got, case["out"]) == bits(float.fromhex(case["expect"]), case["out"]) or (
            np.isnan(got) and np.isnan(float.fromhex(case["expect"])))
    if case.get("expect_nonzero"):
        assert got != 0
    if "less_than" in case:
        assert got < model_value(BY_ID[case["less_than"]], model)


def test_the_vectors_separate_the_generations():
    """The A100 suites' accumulation-width items (B3, B4: 1 extra bit) fail for the hopper
    model's 2 extra bits and for exact mode; the rounding items (C1, C2: RZ) fail for exact."""
    for cid in ("f16.B3", "f16.B4.0", "tf32.B3"):
        want = float.fromhex(BY_ID[cid]["expect"])
        assert model_value(BY_ID[cid], "ampere") == want
        assert model_value(BY_ID[cid], "hopper") != want and model_value(BY_ID[cid], "exact") != want
    assert model_value(BY_ID["f16.C1"], "exact") != 2.0 and model_value(BY_ID["f16.C1"], "hopper") == 2.0


# ------------------------------------------------------------------ instruction paths

def groups(in_types):
    keys = sorted({(c["in"], c["out"]) for c in CASES if c["in"] in in_types})
    return {k: [c for c in CASES if (c["in"], c["out"]) == k] for k in keys}


def diagonal(cases, rows, k, n, offset=0):
    """A (rows x k), B (k x n), C (rows x n) with case i in A row i, B column i, C[i, i]."""
    A, B, C = np.zeros((rows, k)), np.zeros((k, n)), np.zeros((rows, n))
    for i, c in enumerate(cases):
        a, b = vec(c, "a"), vec(c, "b")
        A[i, offset:offset + a.size], B[offset:offset + b.size, i] = a, b
        C[i, i] = float.fromhex(c["c"])
    return A, B, C


def check(cases, D, arith, out):
    got = np.array([D[i, i] for i in range(len(cases))])
    want = np.array([model_value(c, arith) for c in cases], np.float64)
    np.testing.assert_array_equal(bits(got, out), bits(want, out), err_msg=str([c["id"] for c in cases]))


A100_SHAPES = {"f16": [(16, 8, 16), (16, 8, 8)], "bf16": [(16, 8, 16), (16, 8, 8)], "tf32": [(16, 8, 8), (16, 8, 4)]}


@pytest.mark.parametrize("arith", ["ampere", "exact"])
@pytest.mark.parametrize("key", list(groups(A100_SHAPES)), ids=lambda k: f"{k[0]}-{k[1]}")
def test_mma_sync_on_a100_gives_the_model_bits(key, arith):
    """Eight vectors per warp (N = 8); the vector sits at k = 0 and, on the wider shapes, also
    in the last k-slots (a later fused block: the earlier, empty one must leave C as it is)."""
    cases = groups(A100_SHAPES)[key]
    it, out = key
    for shape in A100_SHAPES[it]:
        m, n, k = shape
        for offset in sorted({0, k - 4}):
            chunks = [cases[i:i + n] for i in range(0, len(cases), n)]
            A, B, C = (np.stack(x) for x in zip(*(diagonal(ch, m, k, n, offset) for ch in chunks)))
            nw = len(chunks) + len(chunks) % 2             # run_mma_sync puts two warps in a CTA
            pad = nw - len(chunks)
            A, B, C = (np.concatenate([X, np.zeros((pad,) + X.shape[1:])]) for X in (A, B, C))
            with np.errstate(invalid="ignore", over="ignore"):
                D, _ = run_mma_sync("a100", shape, it, it, out, out, A=A, B=B, C=C, nwarps=nw, arith=arith)
            for w, ch in enumerate(chunks):
                check(ch, D[w], arith, out)


H100_K = {"f16": 16, "bf16": 16, "tf32": 8, "e5m2": 32}


@pytest.mark.parametrize("arith", ["hopper", "exact"])
@pytest.mark.parametrize("key", list(groups(H100_K)), ids=lambda k: f"{k[0]}-{k[1]}")
def test_wgmma_on_h100_gives_the_model_bits(key, arith):
    """All vectors of a type in one wgmma m64nNk* (N = 64 or the next shape up), SS form,
    and the RS form (A from registers) for the 16-bit inputs; the vector at k = 0 and in the
    last k-slots."""
    cases = groups(H100_K)[key]
    it, out = key
    k = H100_K[it]
    n = max(8, -(-len(cases) // 8) * 8)
    for offset in sorted({0, k - 4}):
        A, B, C = diagonal(cases, 64, k, n, offset)
        for rs in ((False, True) if it in ("f16", "bf16") else (False,)):
            with np.errstate(invalid="ignore", over="ignore"):
                D, _ = kit.run(n, out, it, it, A, B, C, rs=rs, arith=arith)
            check(cases, D, arith, out)
