"""The committed SASS of the bundled kernels (src/tcsim/kernels/sass/) is complete, loads, and
is exactly what scripts/regen_sass.py makes with the recorded tools; its .nv.info attribute
names are cuobjdump's. The tool-dependent tests skip when the tools are missing."""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

from sass_data import SASS_DIR, committed_cubins, manifest
from tcsim.isa.sass import load_cubin, tools

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "regen_sass.py"


def _regen():
    spec = importlib.util.spec_from_file_location("tcsim_regen_sass", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


regen = _regen()


def test_manifest_covers_the_plan():
    m = manifest()
    assert sorted(m) == sorted(f"sm_{sm}" for sm in regen.PLAN)
    for sm, names in regen.PLAN.items():
        entry = m[f"sm_{sm}"]
        assert sorted(entry["kernels"] + list(entry["refused"])) == sorted(names), sm
        got = sorted(p.stem for p in (SASS_DIR / f"sm_{sm}").glob("*.cubin"))
        assert got == sorted(entry["kernels"]), sm
        assert sorted(p.stem for p in (SASS_DIR / f"sm_{sm}").glob("*.sass")) == got
    # ptxas 12.9 refuses only what Volta lacks; every later SM takes everything planned
    assert set(m["sm_70"]["refused"]) == {"wmma_gemm_int8", "wmma_gemm_b1", "wmma_gemm_s4", "fragments",
                                          "cutlass_tensorop_gemm"}
    assert all(not m[f"sm_{sm}"]["refused"] for sm in regen.PLAN if sm >= 75)


@pytest.mark.parametrize("cubin", committed_cubins(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_committed_cubin_loads(cubin):
    c = load_cubin(cubin)
    assert f"sm_{c.sm}" == cubin.parent.name
    header = cubin.with_suffix(".sass").read_text().splitlines()[0]
    entry = manifest()[cubin.parent.name]
    assert f"nvdisasm -c (V{entry['nvdisasm']}) of ptxas V{entry['ptxas']} -arch={cubin.parent.name}" in header
    assert c.kernels
    for k in c.kernels.values():
        assert k.param_base == (0x210 if c.sm >= 90 else 0x160)
        ends = [k.param_base + p.offset + p.size for p in k.params]
        assert max(ends, default=k.param_base) <= k.param_base + k.param_size <= k.cbank0_size


def _tools_or_skip(sm):
    try:
        have = {t: tools.tool_version(tools.require_tool(t, sm)) for t in ("ptxas", "nvdisasm")}
    except tools.ToolMissing as e:
        pytest.skip(str(e))
    entry = manifest()[f"sm_{sm}"]
    if have != {"ptxas": entry["ptxas"], "nvdisasm": entry["nvdisasm"]}:
        pytest.skip(f"tools are {have}; the committed sm_{sm} SASS was made with ptxas {entry['ptxas']}, "
                    f"nvdisasm {entry['nvdisasm']}")


@pytest.mark.parametrize("sm", sorted(regen.PLAN))
def test_committed_sass_is_fresh(sm, tmp_path):
    """Regenerate (two kernels per SM to keep the suite fast; the script's --check does all)."""
    _tools_or_skip(sm)
    names = [n for n in ("vector_add", "wmma_gemm_shared") if n in manifest()[f"sm_{sm}"]["kernels"]]
    entry = regen.build(sm, names, tmp_path)
    assert entry["kernels"] == names
    for n in names:
        for suffix in (".cubin", ".sass"):
            assert (tmp_path / f"{n}{suffix}").read_bytes() == (SASS_DIR / f"sm_{sm}" / f"{n}{suffix}").read_bytes()


@pytest.mark.parametrize("cubin", [p for p in committed_cubins() if p.stem in ("vector_add", "wmma_gemm_shared", "warp_reduce",
                                                                                "reduce_shared", "mma_sm80_gemm")],
                         ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_attribute_names_are_cuobjdumps(cubin):
    """Every .nv.info attribute tcsim names, cuobjdump -elf names the same (cuobjdump 12.4 calls
    the newest ones 'unknown Attribute'; tcsim must not name those wrongly either)."""
    cuobjdump = tools.find_cuobjdump()
    if cuobjdump is None:
        pytest.skip("cuobjdump not found (it comes with the triton wheel, see scripts/regen_sass.py)")
    out = subprocess.run([cuobjdump, "-elf", str(cubin)], capture_output=True, text=True, check=True).stdout
    theirs: dict[str, list[str]] = {}
    cur = None
    for line in out.splitlines():
        if re.match(r"^\.nv\.info(\.\S+)?$", line.strip()):
            cur = theirs.setdefault(line.strip(), [])
        elif not line.strip() or (line and not line[0].isspace() and not line.startswith(".nv.info")):
            cur = None if line.strip() else cur
        m = re.match(r"\s+Attribute:\s+(\S+(?: Attribute)?)", line)
        if m and cur is not None:
            cur.append(m.group(1))
    from tcsim.isa.sass.elf import read_elf
    from tcsim.isa.sass.nvinfo import parse_nvinfo
    elf = read_elf(cubin.read_bytes(), str(cubin))
    ours = {s.name: [a.name for a in parse_nvinfo(s.data, s.name)] for s in elf.sections if s.name.startswith(".nv.info")}
    assert sorted(ours) == sorted(theirs)
    for sec, names in ours.items():
        assert len(names) == len(theirs[sec]), sec
        for mine, cuo in zip(names, theirs[sec]):
            if cuo == "unknown Attribute":
                assert mine.startswith("EIATTR_0x"), (sec, mine)
            else:
                assert mine == cuo, sec
