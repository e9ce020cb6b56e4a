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


def _sass_steps(sm_file: str, n: int):
    """The first ``n`` HMMA.884 instructions of a committed sm_70 listing, as the tensor-core
    timing sees them in SASS mode."""
    from tcsim.isa.sass.cubin import read_cubin
    from tcsim.kernels.sass_mode import SASS_DIR
    from tcsim.timing.sass import _mma_ins

    path = SASS_DIR / "sm_70" / sm_file
    cub = read_cubin(path.read_bytes(), path.with_suffix(".sass").read_text())
    k = next(iter(cub.kernels.values()))
    hmma = [i for i in k.instrs if i.opcode == "HMMA"][:n]
    return hmma, [_mma_ins(k, i, "volta") for i in hmma]


@pytest.mark.parametrize("sm_file, acc", [("cutlass_wmma_gemm.cubin", "f32"), ("wmma_gemm.cubin", "f16")])
def test_volta_sass_steps_cost_what_the_wmma_costs(sm_file, acc):
    """SASS mode times each HMMA.884 STEP as its micro-op of the wmma decomposition: a wmma's
    16 (mixed) or 8 (FP16) STEPs, issued one per FEDP occupancy, complete when PTX mode's
    m16n16k16 plan has them complete — the last one included (its drain) — and the sets'
    last steps, whose results a consumer waits for on the write barrier, add the drain too."""
    from types import SimpleNamespace

    from tcsim.timing.tensor_core import FedpArray

    cfg = load_gpu("titan_v")
    tc = TensorCoreTiming(cfg.timing.hmma, "volta")
    wmma = SimpleNamespace(opcode="wmma", mods=("mma", "sync", "aligned", "row", "col", "m16n16k16", acc, acc))
    whole = tc.plan(wmma)
    n = len(whole.names)
    hmma, steps = _sass_steps(sm_file, n)
    assert [i.name for i in hmma] == list(whole.names)
    # issued one per cycle (ptxas's stall count 1 in CUTLASS's mixed-precision sets), each
    # after the warp's previous STEP on the FEDP array (timing/sass.py)
    array, end, done, busy = FedpArray(), 0, [], []
    for t, ins in enumerate(steps):
        p = tc.issue(ins, t, array, None, end)
        end = t + p.start[-1] + p.fedp_cycles
        done.append(t + p.latency)
        busy.append(p.busy)
    per_set = max(whole.steps) + 1
    drain = whole.done[-1] - (whole.start[-1] + busy[-1] + cfg.timing.hmma.fedp_stages)
    want = [d + (drain if (i % per_set == per_set - 1 and i < n - 1) else 0) for i, d in enumerate(whole.done)]
    assert done == want
    assert sum(busy) == whole.fedp_cycles
    if per_set == 4:   # seed 000 Fig 9a (mixed): steps 10, 12, 14, 18 ... the last at 54
        assert (done[:4], done[-1]) == ([10, 12, 14, 18 + 6], 54)
    else:              # Fig 9b (FP16): 12, 21 ... the last at 64
        assert (done[:2], done[-1]) == ([12, 21 + 4], 64)
