"""The SASS evidence for the wgmma register fragments (scripts/wgmma_sass.py, ptxas 13
-arch=sm_90a + nvdisasm, committed in tests/data/sass/): every wgmma form is one native
warpgroup MMA of the PTX shape whose D (and, in the RS form, A) operand is the PTX register
vector as loaded - register i of the vector in the i-th register of one contiguous block -
and the register counts are those of tcsim.matrix.fragments_sm90."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tcsim.matrix import fragments_sm90 as fr

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "scripts"))
import wgmma_sass  # noqa: E402

SASS = (REPO / "tests" / "data" / "sass" / "wgmma_sm90a.sass").read_text()
UNIT = {"f16": "HGMMA", "bf16": "HGMMA", "tf32": "HGMMA", "e4m3": "QGMMA", "e5m2": "QGMMA",
        "s8": "IGMMA", "u8": "IGMMA", "b1": "BGMMA"}


def _kernels() -> dict[str, list[str]]:
    out, cur = {}, None
    for line in SASS.splitlines():
        if line.startswith("kernel "):
            cur = out.setdefault(line.split()[1].removeprefix("k_"), [])
        elif cur is not None:
            cur.append(line.strip())
    return out


KERNELS = _kernels()


def test_every_form_recorded():
    assert set(KERNELS) == set(wgmma_sass.FORMS)


@pytest.mark.parametrize("name", sorted(wgmma_sass.FORMS))
def test_one_native_gmma_on_the_fragment_registers(name):
    quals, nd, rs, _ = wgmma_sass.FORMS[name]
    (m, n, k), = [tuple(map(int, re.fullmatch(r"m(\d+)n(\d+)k(\d+)", q).groups())) for q in quals.split(".")
                  if re.fullmatch(r"m\d+n\d+k\d+", q)]
    types = [q for q in quals.split(".") if q in UNIT or q in ("f32", "s32")]
    dtype, atype = types[0], types[1]
    lines = KERNELS[name]
    gmma = [x for x in lines if "GMMA" in x]
    assert len(gmma) == 1, gmma
    op = gmma[0]
    assert op.startswith(f"{UNIT[atype]}.{m}x{n}x{k}"), op
    regs = re.findall(r"\bR(\d+)\b", op)
    d = int(regs[0])
    assert int(regs[-1]) == d                                 # accumulates in place
    assert nd == fr.wgmma_d(n, dtype).nregs
    loads = dict(re.findall(r"load (\d+) R(\d+)", "\n".join(lines)))
    stores = dict(re.findall(r"store (\d+) R(\d+)", "\n".join(lines)))
    for i in range(nd):                                      # D register i is R(d + i)
        assert int(loads[str(i)]) == d + i and int(stores[str(i)]) == d + i, i
    if rs:
        a = int(regs[1])
        assert fr.wgmma_a(atype).nregs == 4
        for i in range(4):
            assert int(loads[str(256 + i)]) == a + i, i
    else:
        assert "gdesc" in op.split(",")[1]


def test_immediates_become_sass_modifiers():
    """imm-scale-b = -1 and imm-trans-a/b = 1 are modifiers of the descriptor operand."""
    assert ".negB.tnspA.tnspB" in next(x for x in KERNELS["n64_bf16_ss_trans"] if "GMMA" in x)


def test_probe_ptx_is_the_scripts():
    assert (REPO / "tests" / "data" / "sass" / "wgmma_sm90a_forms.ptx").read_text() == wgmma_sass.ptx_text()
