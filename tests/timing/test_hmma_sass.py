"""tcsim's HMMA micro-ops against ptxas SASS (tests/data/sass/: hmma_forms.ptx compiled for
sm_70 and sm_75, MMA lines of nvdisasm's output per kernel)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tcsim.arch.params import load_gpu
from tcsim.isa.ptx import parse_file
from tcsim.timing.tensor_core import TensorCoreTiming

DATA = Path(__file__).resolve().parents[1] / "data" / "sass"
PTX = parse_file(DATA / "hmma_forms.ptx")


def sass(name: str) -> dict[str, list[str]]:
    """kernel -> the opcodes (with modifiers) of its MMA instructions, in order."""
    out: dict[str, list[str]] = {}
    cur = None
    for line in (DATA / name).read_text().splitlines():
        if line.startswith("#"):
            continue
        if re.fullmatch(r"k_\w+:", line):
            cur = out.setdefault(line[:-1], [])
        else:
            cur.append(line.split()[1])
    return out


def plan(arch: str, kernel: str):
    cfg = load_gpu(arch)
    ins = next(i for i in PTX.functions[kernel].instructions if i.opcode in ("wmma", "mma")
               and ("mma" in i.mods or i.opcode == "mma"))
    return TensorCoreTiming(cfg.timing.hmma, cfg.tensor.family).plan(ins)


VOLTA = sass("volta_hmma.sass")
TURING = sass("turing_hmma.sass")


@pytest.mark.parametrize("kernel", sorted(VOLTA))
def test_volta_micro_ops_are_the_sass(kernel):
    """wmma .f32.f16 is 16 steps (first set F32.F16), .f16.f32 16 F32.F32 steps; mma.m8n8k4
    .f32.f16.f16.f16 is HMMA.884.F32.F16 — tcsim's names are ptxas's, step by step."""
    assert list(plan("titan_v", kernel).names) == VOLTA[kernel]


@pytest.mark.parametrize("kernel", sorted(TURING))
def test_turing_micro_ops_are_the_sass(kernel):
    """m8n8k4 is 4 (f32) or 2 (f16) HMMA.884 steps on sm_75 too; wmma is 4 HMMA.1688."""
    names = list(plan("rtx2080", kernel).names)
    want = TURING[kernel]
    if kernel.startswith("k_m8n8k4"):
        assert names == want
    else:
        assert names == [w.rsplit(".", 1)[0] if w.endswith(".F32") else w for w in want]


def test_turing_wmma_f32_accumulation_uses_the_f32_table():
    """ptxas writes HMMA.1688.F32 for wmma .f16.f32 as for .f32.f16: both are timed as the
    f32 form of seed 000 Table I, not the f16 one."""
    table = load_gpu("rtx2080").timing.hmma.turing
    assert plan("rtx2080", "k_f16_f32").done == tuple(table["16x16x16 f32"])
    assert plan("rtx2080", "k_f32_f16").done == tuple(table["16x16x16 f32"])


def test_turing_m8n8k4_keeps_its_end_to_end_time():
    """The steps end when the first HMMA.1688 of the same precision does (the earlier
    steps spaced by their FEDP occupancy)."""
    table = load_gpu("rtx2080").timing.hmma.turing
    f32, f16 = plan("rtx2080", "k_m8n8k4_f32_f32"), plan("rtx2080", "k_m8n8k4_f16")
    assert f32.done[-1] == table["16x16x16 f32"][0] and f16.done[-1] == table["16x16x16 f16"][0]
    assert list(f32.done) == sorted(f32.done) and len(set(f32.done)) == 4
