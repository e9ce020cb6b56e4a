"""SASS-mode timing (timing/sass.py): issue governed by ptxas's control bits — stall counts
for fixed latencies (no scoreboard), the six dependency barriers for variable latencies,
yield — register banks on the physical registers with the reuse cache; results bit-identical
to functional SASS mode. Exact cycles."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import tcsim
from tcsim.bench import sass_latency
from tcsim.kernels.sass_mode import SASS_DIR, compare_modes


def _module(arch: str, sm: int, name: str = "sass_latency"):
    dev = tcsim.Device(arch=arch)
    dev.mode = "timing"
    return dev, dev.load_cubin(SASS_DIR / f"sm_{sm}" / f"{name}.cubin")


def _patch(mod, kernel: str, change) -> None:
    """Rewrite the control bits of ``kernel``'s chain instructions (between its clock reads)."""
    k = mod.cubin.kernels[kernel]
    chain = {i.pc for i in sass_latency.chain_instrs(k)}
    instrs = tuple(dataclasses.replace(i, control=change(i.control)) if i.pc in chain else i for i in k.instrs)
    mod.cubin.kernels[kernel] = dataclasses.replace(k, instrs=instrs)


def _chain_cycles(dev, mod, kernel: str) -> tuple[int, np.ndarray]:
    out, res = dev.zeros(1, np.uint32), dev.zeros(2, np.uint32)
    mod.get_function(kernel)(1, 32, (out, res, 3))
    return int(out.get()[0]), res.get()


@pytest.mark.parametrize("arch, sm", [("titan_v", 70), ("rtx2080", 75)])
def test_table_4_1_chains_from_ptxas(arch, sm):
    """The seed 003 Table 4.1 chains as ptxas compiled them: fixed latencies are ptxas's stall
    counts, barrier-timed ones the config's class latency."""
    got = {r.kernel: (r.measured, r.stall, r.barrier, r.how) for r in sass_latency.run(arch, sm)}
    assert got["lat_ffma"] == (4.0, 4, False, "ptxas")
    assert got["lat_fadd"] == (4.0, 4, False, "ptxas")
    assert got["lat_hfma2"] == (6.0, 6, False, "ptxas")
    assert got["lat_imad"] == (4.0, 4, False, "ptxas")   # ptxas's IMAD stall is 4 (Table 4.1: 5)
    assert got["lat_iadd3"][:3] == (5.0, 5, False)       # ptxas alternates IADD3 and IMAD.IADD
    assert got["lat_mufu"][:3] == (14.0, 8, True)
    assert got["lat_popc"][:3] == (10.0, 8, True)
    assert got["lat_dfma"][:3] == (8.0, 8, True)


def test_stall_counts_alone_order_a_fixed_latency_chain():
    """No scoreboard for fixed-latency results: the FFMA chain issues at ptxas's stall count (4),
    and as fast as the FP32 pipe accepts them when the stall counts say 1 — the hardware would
    then read stale registers; tcsim, like the hardware, trusts the control bits."""
    dev, mod = _module("rtx2080", 75)
    base, res = _chain_cycles(dev, mod, "lat_ffma_64")
    dev2, mod2 = _module("rtx2080", 75)
    _patch(mod2, "lat_ffma_64", lambda c: dataclasses.replace(c, stall=1))
    fast, res2 = _chain_cycles(dev2, mod2, "lat_ffma_64")
    # 64 x 4 + the clock reads; then 2 cycles per FFMA: the FP32 pipe's initiation interval
    # (issue.alu_interval), not the 4-cycle latency a scoreboard would enforce
    assert dev.config.timing.issue.alu_interval == 2
    assert (base, fast) == (64 * 4 + 7, 64 * 2 + 9)
    assert (res == res2).all()   # the semantics run in issue order either way


def test_dependency_barriers_hold_variable_latency_consumers():
    """MUFU.EX2's result is waited for on its write barrier (the sfu latency, 14); without the
    wait masks the chain issues at its stall counts (8)."""
    dev, mod = _module("rtx2080", 75)
    a32, _ = _chain_cycles(dev, mod, "lat_mufu_32")
    a64, _ = _chain_cycles(dev, mod, "lat_mufu_64")
    assert (a64 - a32) / 32 == dev.config.timing.latency.sfu == 14
    dev2, mod2 = _module("rtx2080", 75)
    for n in (32, 64):
        _patch(mod2, f"lat_mufu_{n}", lambda c: dataclasses.replace(c, wait_mask=0))
    b32, _ = _chain_cycles(dev2, mod2, "lat_mufu_32")
    b64, _ = _chain_cycles(dev2, mod2, "lat_mufu_64")
    assert (b64 - b32) / 32 == 8


def _sgemm(reuse: bool):
    dev = tcsim.Device(arch="rtx2080")
    dev.mode = "timing"
    mod = dev.load_cubin(SASS_DIR / "sm_75" / "cutlass_sgemm.cubin")
    name = mod.kernels()[0]
    if not reuse:
        k = mod.cubin.kernels[name]
        instrs = tuple(dataclasses.replace(i, control=dataclasses.replace(i.control, reuse=0),
                                           operands=tuple(dataclasses.replace(o, reuse=False) if hasattr(o, "reuse") else o
                                                          for o in i.operands)) for i in k.instrs)
        mod.cubin.kernels[name] = dataclasses.replace(k, instrs=instrs)
    from tcsim.kernels.registry import get
    from tcsim.kernels.sass_mode import run_sass

    spec = get("cutlass_sgemm")
    launch = spec.prepare(dev, 64, np.random.default_rng(0))
    dev.load_cubin = lambda _path: mod
    res = run_sass(launch, 75)
    assert launch.check().ok
    return res[0].timing


def test_reuse_cache_avoids_bank_conflicts():
    """Register banks on ptxas's physical registers (R mod 2): CUTLASS SGEMM's FFMAs conflict
    where the reuse cache does not serve an operand; clearing the reuse flags adds conflicts
    and cycles."""
    with_reuse, without = _sgemm(True), _sgemm(False)
    assert (with_reuse.bank_conflicts, without.bank_conflicts) == (1728, 8192)
    assert (with_reuse.cycles, without.cycles) == (24070, 24342)


def test_per_pc_stalls_add_up():
    """Per-PC stall attribution: every stall cycle of every warp is charged to the instruction
    the warp waited to issue."""
    dev = tcsim.Device(arch="rtx2080")
    dev.mode = "timing"
    from tcsim.kernels.registry import get
    from tcsim.kernels.sass_mode import run_sass

    launch = get("reduce").prepare(dev, 4096, np.random.default_rng(0))
    st = run_sass(launch, 75)[0].timing
    summary = st.summary(1000)
    per_pc = summary["pc_stalls"]
    total = {}
    for reasons in per_pc.values():
        for k, v in reasons.items():
            total[k] = total.get(k, 0) + v
    assert total == summary["stall_cycles"]
    assert any(k.startswith("0x") and "STS" in k for k in per_pc)


@pytest.mark.parametrize("name, sm, ptx, sass", [
    # a barrier's consumers wait for all its operations (vector_add: 617 and 465 cycles when a
    # barrier kept only its latest load's ready cycle; test_sass_barriers.py)
    ("vector_add", 75, 1170, 1157),
    ("reduce", 75, 1650, 1821),
    ("warp_reduce", 75, 3880, 3925),
    ("wmma_gemm_int8", 75, 1221, 1199),
    ("vector_add", 70, 1099, 1088),
    ("wmma_gemm", 70, 1295, 1484),       # HMMA.884 STEPs as micro-ops (1,792 as whole m8n8k4s)
    ("wmma_gemm_f16acc", 70, 1267, 1521),
])
def test_sass_timing_equals_functional(name, sm, ptx, sass):
    """SASS timing mode leaves the arrays bit-identical to functional SASS mode; the cycles of
    both timing modes (tcsim compare) are pinned."""
    r = compare_modes(name, sm)
    assert r["sass_timing_equals_functional"] and r["check"]
    assert (r["ptx_cycles"], r["sass_cycles"]) == (ptx, sass)
