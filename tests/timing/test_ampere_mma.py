"""Ampere tensor-core timing (timing/ampere_mma.py, [timing.mma] of a100): exact cycles of
the modelled forms, the published figures within 5%, and Turing/Volta untouched."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tcsim.arch import load_config
from tcsim.bench import mma
from tcsim.isa import ir
from tcsim.timing.ampere_mma import plan_ops
from tcsim.timing.tensor_core import FedpArray, TensorCoreTiming


def _ins(opcode: str, mods: str) -> ir.Instruction:
    return ir.Instruction(opcode=opcode, mods=tuple(mods.split(".")), operands=(), guard=None, loc=None, text="")


def _form(name):
    return next(f for f in mma.FORMS if f[0] == name)


# form -> (operand cycles, occupancy, latency = operand + occupancy + fixed 11); s4/b1 occupy
# the tensor core one cycle beyond their whitepaper rate (extra_occupancy)
EXPECTED = {
    "m16n8k16 f16->f32": (6, 8, 25),
    "m16n8k8 f16->f32": (3, 4, 18),
    "m16n8k16 f16->f16": (6, 8, 25),
    "m16n8k8 f16->f16": (3, 4, 18),
    "m16n8k16 bf16->f32": (6, 8, 25),
    "m16n8k8 tf32->f32": (6, 8, 25),
    "m16n8k4 tf32->f32": (3, 4, 18),
    "m16n8k32 s8->s32": (6, 8, 25),
    "m16n8k16 s8->s32": (3, 4, 18),
    "m16n8k64 s4->s32": (6, 9, 26),
    "m16n8k256 b1->s32": (6, 9, 26),
    "m8n8k4 f64->f64": (4, 16, 31),
}


@pytest.mark.parametrize("name", list(EXPECTED))
def test_native_mma_operand_cycles_and_occupancy(name):
    cfg = load_config("a100").timing.mma
    _, shape, at, ct, _ = _form(name)
    (op,) = plan_ops(cfg, "mma", shape, at, ct)
    operand, occ, lat = EXPECTED[name]
    assert (op.operand, op.occupancy) == (operand, occ)
    assert op.operand + op.occupancy + cfg.fixed_latency == lat


@pytest.mark.parametrize("name", list(EXPECTED))
def test_dependent_chain_latency_is_the_modelled_latency(name):
    """Sun et al.'s kernel (1 warp, ILP 1) in timing mode: one MMA per iteration."""
    assert mma.per_iteration("a100", _form(name)) == EXPECTED[name][2]


def test_published_latencies_within_five_percent():
    """Every latency of Sun et al. Table 3 (A100): two fed the fitted constants, six are predictions."""
    rows = mma.latency_rows("a100")
    compared = {r.what: r for r in rows if r.published is not None}
    assert set(compared) == {f"mma.sync {f}" for f in ("m16n8k16 f16->f32", "m16n8k8 f16->f32", "m16n8k16 f16->f16",
                                                       "m16n8k8 f16->f16", "m16n8k8 tf32->f32", "m16n8k32 s8->s32",
                                                       "m16n8k64 s4->s32", "m16n8k256 b1->s32")}
    assert all(abs(r.error) <= 0.05 for r in compared.values()), [(r.what, r.error) for r in compared.values()]
    how = {w: r.how for w, r in compared.items()}
    assert how.pop("mma.sync m16n8k16 f16->f32") == how.pop("mma.sync m16n8k8 f16->f32") == "calibrated"
    assert set(how.values()) == {"model"}


def test_table3_throughput_points():
    """Table 3's 4- and 8-warp points: exact cycles per iteration, all 16 within 5%; two
    points were fitted (same_warp_gap, extra_occupancy), fourteen are predictions.
    One warp per sub-core: MMAs paced 9 (k8: 5) cycles apart plus the loop; two warps per
    sub-core: the tensor core at its rate (8 or 4 cycles per MMA, s4/b1 9) plus the loop,
    none for the fully unrolled m16n8k8 f16->f16 kernel."""
    rows = {r.what.removeprefix("mma.sync "): r for r in mma.table3_throughput_rows("a100")}
    assert len(rows) == 16
    got = {w: r.measured for w, r in rows.items()}
    for form in ("m16n8k16 f16->f32", "m16n8k16 f16->f16", "m16n8k8 tf32->f32", "m16n8k32 s8->s32",
                 "m16n8k64 s4->s32", "m16n8k256 b1->s32"):
        assert got[f"{form}, 4 warps, ILP 3"] == 27.5
        assert got[f"{form}, 8 warps, ILP 2"] == (36 if form.split()[1] in ("s4->s32", "b1->s32") else 32)
    assert got["m16n8k8 f16->f32, 4 warps, ILP 4"] == 21.5 and got["m16n8k8 f16->f32, 8 warps, ILP 3"] == 25.25
    assert got["m16n8k8 f16->f16, 4 warps, ILP 4"] == 20 and got["m16n8k8 f16->f16, 8 warps, ILP 3"] == 24
    assert {w for w, r in rows.items() if r.how == "calibrated"} == {"m16n8k16 f16->f32, 4 warps, ILP 3",
                                                                     "m16n8k64 s4->s32, 8 warps, ILP 2"}
    assert all(abs(r.error) <= 0.05 for r in rows.values()), [(w, r.error) for w, r in rows.items()]


def test_a_warps_own_mma_pace_is_filled_by_another_warp():
    """The same warp's back-to-back MMAs start pace = 8 + same_warp_gap cycles apart; a second
    warp's MMA takes the free cycle (tensor core back to back); s4's extra occupancy cycle
    covers its pace (9 = 8 + 1), so it adds no idle cycle."""
    from tcsim.timing import ampere_mma

    cfg = load_config("a100").timing.mma
    (op,) = plan_ops(cfg, "mma", (16, 8, 16), "f16", "f32")
    assert (op.occupancy, op.pace) == (8, 9)
    arr = FedpArray()
    s0, d0, nxt = ampere_mma.reserve([op], 0, arr, "A", cfg.fixed_latency)
    assert (s0, d0, nxt) == ((6,), (25,), 9)
    s1, _, _ = ampere_mma.reserve([op], 9, arr, "A", cfg.fixed_latency)    # same warp: 6 + 9
    assert s1 == (15 - 9,)
    arr = FedpArray()
    ampere_mma.reserve([op], 0, arr, "A", cfg.fixed_latency)
    s1, _, _ = ampere_mma.reserve([op], 8, arr, "B", cfg.fixed_latency)    # other warp: at A's end
    assert s1 == (14 - 8,)
    (s4,) = plan_ops(cfg, "mma", (16, 8, 64), "s4", "s32")
    assert (s4.occupancy, s4.pace) == (9, 9)
    arr = FedpArray()
    ampere_mma.reserve([s4], 0, arr, "A", cfg.fixed_latency)
    s1, _, _ = ampere_mma.reserve([s4], 1, arr, "A", cfg.fixed_latency)
    assert s1 == (15 - 1,)                                                  # 6 + 9: no extra gap


def test_the_pace_holds_the_warp_not_the_sub_core():
    """PTX mode: a warp's next MMA issues no sooner than the pace after its previous one
    (Plan.warp_next); the other warp of the sub-core issues in between, so with two warps the
    MMAs alternate (A B A B): 8 warps at ILP 2 run at the 8-cycle rate, 4 warps pay the pace."""
    cfg = load_config("a100")
    tc = TensorCoreTiming(cfg.timing.hmma, "ampere", cfg.timing.mma)
    p = tc.issue(_ins("mma", "sync.aligned.m16n8k16.row.col.f32.f16.f16.f32"), 0, FedpArray(), 0)
    assert p.warp_next == 9 and p.busy == 8
    form = _form("m16n8k16 f16->f32")
    assert mma.per_iteration("a100", form, 8, 2, n=8) == 32
    assert mma.per_iteration("a100", form, 4, 2, n=8) == 25       # the latency chain bounds ILP 2


def test_paper_loop_structure_per_form():
    """The m16n8k8 f16->f16 kernel of the authors' code is fully unrolled (straight-line PTX,
    no branch); every other form keeps the loop (four iterations per trip)."""
    straight = mma.mma_ptx(_form("m16n8k8 f16->f16"), 2, 8)
    looped = mma.mma_ptx(_form("m16n8k8 f16->f32"), 2, 8)
    assert " bra " not in straight and straight.count("\tmma.sync") == 16
    assert " bra LOOP" in looped and looped.count("\tmma.sync") == 2 * mma.UNROLL


def test_throughput_saturates_at_the_whitepaper_peak():
    pts = {(r["warps"], r["ilp"]): r for r in mma.throughput_rows("a100", warps=(1, 4, 16), ilps=(1, 2))}
    # one warp per sub-core, ILP 1: one m16n8k16 per 25-cycle latency per sub-core
    assert pts[(1, 1)]["cycles_per_iteration"] == 25 and pts[(4, 1)]["cycles_per_iteration"] == 25
    assert pts[(4, 2)]["fma_per_clk_sm"] == pytest.approx(4 * 2 * 2048 / 25)
    # four warps per sub-core: the tensor cores are the bound (8 cycles per m16n8k16)
    assert pts[(16, 1)]["cycles_per_iteration"] == 32 and pts[(16, 1)]["fma_per_clk_sm"] == 1024
    assert pts[(16, 1)]["how"] == "input" and pts[(4, 2)]["how"] == "model"
    # and with more than one warp per sub-core at any ILP (the warps fill each other's pace)
    assert pts[(16, 2)]["fma_per_clk_sm"] == 1024


def test_two_warps_on_one_sub_core_share_its_tensor_core():
    cfg = load_config("a100")
    tc = TensorCoreTiming(cfg.timing.hmma, "ampere", cfg.timing.mma)
    ins = _ins("mma", "sync.aligned.m16n8k16.row.col.f32.f16.f16.f32")
    arr = FedpArray()
    a = tc.issue(ins, 0, arr)
    b = tc.issue(ins, 1, arr)          # issued one cycle later on the same sub-core
    assert (a.start, a.done, a.busy) == ((6,), (25,), 8)
    assert b.start == (13,) and b.done == (32,)   # waits for a's 8 occupancy cycles


def test_wmma_on_sm80_is_two_m16n8k16():
    cfg = load_config("a100")
    tc = TensorCoreTiming(cfg.timing.hmma, "ampere", cfg.timing.mma)
    ins = _ins("wmma", "mma.sync.aligned.row.col.m16n16k16.f32.f32")
    p = tc.plan(ins)
    assert p.names == ("HMMA.16816.F32", "HMMA.16816.F32")
    # the second HMMA of the same warp starts same_warp_gap (1) cycle after the first ends
    assert p.start == (6, 15) and p.done == (25, 34) and p.busy == 16


def test_ldmatrix_latency_per_matrix():
    rows = {r.what: r for r in mma.ldmatrix_rows("a100")}
    assert [rows[f"ldmatrix x{n}"].measured for n in (1, 2, 4)] == [23, 25, 29]
    assert all(abs(r.error) <= 0.05 for r in rows.values())
    assert rows["ldmatrix x2"].how == "model"


def test_turing_ldmatrix_unchanged():
    """ldmatrix_extra is optional; without it a matrix costs only its wavefront."""
    assert [mma.ldmatrix_per_iteration("rtx2080", n) for n in (1, 2, 4)] == [23, 24, 26]


def test_configs_without_timing_mma_keep_the_turing_tables():
    cfg = load_config("rtx2080")
    assert cfg.timing.mma is None and cfg.timing.memory.shared.ldmatrix_extra == 0
    assert cfg.source_of("timing.mma.fixed_latency").startswith("not given")
    tc = TensorCoreTiming(cfg.timing.hmma, cfg.tensor.family, cfg.timing.mma)
    assert tc.mma is None


def test_cli_bench_mma():
    r = subprocess.run([sys.executable, "-m", "tcsim.cli", "bench", "mma", "--arch", "a100", "--json"],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    lat = {x["what"]: x for x in d["latency"]}
    assert lat["mma.sync m16n8k16 f16->f32"]["measured"] == 25 and lat["mma.sync m16n8k16 f16->f32"]["published"] == 24.7


def test_cli_bench_mma_needs_ampere_timing():
    r = subprocess.run([sys.executable, "-m", "tcsim.cli", "bench", "mma", "--arch", "rtx2080"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode != 0 and "Traceback" not in r.stderr
    assert "bench mma needs the Ampere tensor-core timing" in (r.stderr + r.stdout)


@pytest.mark.parametrize("name, flops", [("m8n8k4 f64->f64", 2 * 8 * 8 * 4), ("m16n8k16 f16->f32", 2 * 16 * 8 * 16)])
def test_tensor_flops_count_one_dmma_per_warp(name, flops):
    """DMMA m8n8k4 is one 8x8x4 product per warp (not one per quad pair as f16 m8n8k4)."""
    import numpy as np

    import tcsim

    dev = tcsim.Device("a100")
    m = dev.load_ptx(mma.mma_ptx(_form(name), 1, 4))
    out = dev.array(np.zeros(2, np.int64))
    r = m.get_function("mma_bench")((1,), (32,), (out,), mode="timing")
    assert r.timing.tensor_flops == 4 * flops


def test_a100_instruction_latencies_are_abdelkhalik_table_ii_inputs():
    """The dependent chains of Abdelkhalik et al. Table II come back as the configured values:
    every row is 'input' (wiring, not validation) and equals the published cycles."""
    from tcsim.bench import latency

    rows = {r["name"]: r for r in latency.a100_rows("a100")}
    assert set(rows) == {"add.f16", "add.u32", "add.f32", "add.f64", "mul.lo.u32", "mad.rn.f32"}
    assert {n: r["measured"] for n, r in rows.items()} == {n: r["published"] for n, r in rows.items()}
    assert {r["how"] for r in rows.values()} == {"input"}
    assert rows["add.f64"]["config_key"] == "timing.latency.fp64" and rows["add.f64"]["measured"] == 5
    cfg = load_config("a100")
    for key in ("imad", "fp16", "fp64"):
        assert "Table II" in cfg.source_of(f"timing.latency.{key}")


def test_h800_published_figures_load():
    import tomllib
    from importlib import resources

    d = tomllib.loads(resources.files("tcsim.validate").joinpath("data/h800_published.toml").read_text())
    assert [r["cycles"] for r in d["wgmma_latency"]["rows"]] == [128, 64, 32]
    assert "Table 8" in d["wgmma_latency"]["source"] and "Table 9" in d["wgmma_throughput"]["source"]


def test_extra_occupancy_is_optional_and_checked():
    """timing.mma.extra_occupancy: absent (None) is the whitepaper rate for every type; an
    override changes s4's occupancy and latency; an unknown type is a one-line config error."""
    import dataclasses

    from tcsim.errors import ConfigError

    cfg = load_config("a100")
    bare = dataclasses.replace(cfg.timing.mma, extra_occupancy=None)
    (op,) = plan_ops(bare, "mma", (16, 8, 64), "s4", "s32")
    assert (op.occupancy, op.pace) == (8, 9)
    over = load_config("a100", {"timing.mma.extra_occupancy": {"s4": 0}})
    (op,) = plan_ops(over.timing.mma, "mma", (16, 8, 64), "s4", "s32")
    assert op.occupancy == 8 and op.operand + op.occupancy + over.timing.mma.fixed_latency == 25
    (b1,) = plan_ops(over.timing.mma, "mma", (16, 8, 256), "b1", "s32")
    assert b1.occupancy == 8                       # the override replaces the whole table
    with pytest.raises(ConfigError, match="extra_occupancy: key 's5'"):
        load_config("a100", {"timing.mma.extra_occupancy": {"s5": 1}})


def _clock_gap_ptx(mmas: int) -> str:
    body = "\n".join(f"\tmma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {{%f{4 * i}, %f{4 * i + 1}, %f{4 * i + 2}, "
                     f"%f{4 * i + 3}}}, {{%r1, %r2, %r3, %r4}}, {{%r5, %r6}}, {{%f20, %f21, %f22, %f23}};"
                     for i in range(mmas))
    return f""".version 7.8
.target sm_80
.address_size 64
.visible .entry k(.param .u64 p)
{{
	.reg .b32 %r<20>;
	.reg .f32 %f<30>;
	.reg .b64 %rd<9>;
	ld.param.u64 %rd1, [p];
	mov.u64 %rd5, %clock64;
{body}
	add.s32 %r10, %r7, 1;
	add.s32 %r11, %r8, 1;
	add.s32 %r12, %r9, 1;
	mov.u64 %rd6, %clock64;
	sub.s64 %rd7, %rd6, %rd5;
	st.global.u64 [%rd1], %rd7;
	ret;
}}
"""


def test_the_pace_holds_only_the_warps_next_mma():
    """After an MMA the warp goes on issuing other instructions at once: the pace gates only
    its next MMA (one MMA hides in the adds' ALU interval; each further one waits for the
    pace, 9 cycles after the previous)."""
    import numpy as np

    import tcsim

    def gap(mmas):
        dev = tcsim.Device("a100")
        out = dev.array(np.zeros(1, np.int64))
        dev.load_ptx(_clock_gap_ptx(mmas)).get_function("k")((1,), (32,), (out,), mode="timing")
        return int(out.get()[0])

    assert gap(1) == gap(0) == 8
    assert gap(2) == gap(1) + 9 and gap(3) == gap(2) + 9
