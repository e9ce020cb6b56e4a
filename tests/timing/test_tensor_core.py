"""The tensor-core timing unit: the FEDP array's reservations, step occupancy derived from
the structure of seed 000 §IV, and exact micro-op cycles under contention."""

import dataclasses

import pytest

from tcsim.arch.params import load_gpu
from tcsim.isa import ir
from tcsim.timing.tensor_core import FedpArray, TensorCoreTiming


def _ins(mods: tuple[str, ...], opcode: str = "wmma") -> ir.Instruction:
    return ir.Instruction(opcode=opcode, mods=mods, operands=(), guard=None, loc=None, text="")


MIXED = _ins(("mma", "sync", "aligned", "row", "col", "m16n16k16", "f32", "f32"))
FP16 = _ins(("mma", "sync", "aligned", "row", "col", "m16n16k16", "f16", "f16"))


def _timing(arch="titan_v", **changes):
    cfg = load_gpu(arch)
    hmma = dataclasses.replace(cfg.timing.hmma, **changes)
    return TensorCoreTiming(hmma, cfg.tensor.family)


def test_reservations_fill_the_first_gap():
    a = FedpArray()
    assert a.reserve(4, 2, 0) == 4
    assert a.reserve(10, 2, 0) == 10
    assert a.reserve(0, 3, 0) == 0          # [0, 3) fits before [4, 6)
    assert a.reserve(0, 2, 0) == 6          # [3, 4) is too short: next gap is [6, 10)
    assert a.reserve(5, 4, 0) == 12         # [8, 10) too short, after [10, 12)
    assert a.busy == [[0, 3], [4, 8], [10, 16]]
    assert a.reserved == 13
    a.reserve(20, 1, 9)                      # intervals that ended by cycle 9 are dropped
    assert a.busy == [[10, 16], [20, 21]]


def test_step_occupancy_is_derived_from_fedp_units():
    tc = _timing()
    mixed, fp16 = tc.plan(MIXED), tc.plan(FP16)
    # mixed: 2x4 sub-tile per threadgroup, 4 threadgroups per core -> 32 FEDPs / 16 = 2 cycles
    assert [s1 - s0 for s0, s1 in zip(mixed.start, mixed.start[1:])][:3] == [2, 2, 4]
    assert mixed.fedp_cycles == 16 * 2
    # FP16: 4x4 sub-tile per threadgroup -> 64 FEDPs / 16 = 4 cycles
    assert fp16.fedp_cycles == 8 * 4
    assert mixed.busy == 32 + 5 and fp16.busy == 32 + 5


def test_fig9_from_the_structure():
    assert list(_timing().plan(MIXED).done) == [10, 12, 14, 18, 20, 22, 24, 28, 30, 32, 34, 38, 40, 42, 44, 54]
    assert list(_timing().plan(FP16).done) == [12, 21, 25, 34, 38, 47, 51, 64]


def test_what_if_twice_the_fedp_units_halves_the_step_occupancy():
    tc = _timing(fedp_per_core=32)
    p = tc.plan(MIXED)
    assert p.fedp_cycles == 16
    # first step: fetch 4 + 1 cycle of FEDP work + 4 stages
    assert p.done[0] == 9
    assert _timing(fedp_stages=6).plan(MIXED).done[0] == 12


def test_a_second_wmma_uses_the_cycles_the_first_leaves_idle():
    tc = _timing()
    arr = FedpArray()
    first = tc.issue(MIXED, 0, arr)
    second = tc.issue(MIXED, 1, arr)
    assert list(first.done) == [10, 12, 14, 18, 20, 22, 24, 28, 30, 32, 34, 38, 40, 42, 44, 54]
    # the first wmma's steps leave [10,12), [20,22), [30,32), [40,42) of the array idle
    # (set tails); the second's first steps take those gaps, then it runs on after cycle 44
    assert [s + 1 for s in second.start] == [10, 20, 30, 40, 44, 46, 48, 52, 54, 56, 58, 62, 64, 66, 68, 72]
    assert [d + 1 for d in second.done][-1] == 84
    assert arr.reserved == 64


@pytest.mark.parametrize("arch, form, busy", [("rtx2080ti", ("s32", "s4", "s4", "s32"), 4),
                                              ("rtx2080ti", ("s32", "b1", "b1", "s32"), 4)])
def test_turing_single_op_busy_from_unit_counts(arch, form, busy):
    shape = "m8n8k32" if form[1] == "s4" else "m8n8k128"
    extra = ("xor", "popc") if form[1] == "b1" else ()
    ins = _ins(("mma",) + extra + ("sync", "aligned", "row", "col", shape) + form)
    p = _timing(arch).plan(ins)
    assert p.done == (365,)
    assert p.busy == busy  # 2048 INT4 MACs / (8 threadgroups x 4 dot units x 4 FEDP x 4); B1 alike with 16 units


@pytest.mark.parametrize("ins", [MIXED, FP16])
def test_an_idle_array_takes_the_unloaded_plan_as_stepping_would(ins):
    """The fast path of an idle FEDP array (the unloaded plan, shifted) reserves exactly
    what stepping through ``reserve`` does, issue after issue, overlapping or not."""
    tc = _timing()
    fast, ref = FedpArray(), FedpArray()
    c = tc.cfg
    for t in (0, 3, 40, 41, 120, 200, 201, 202, 400):
        got = tc.issue(ins, t, fast)
        tp = tc._cache[(ins.opcode, ins.mods)]
        earliest, start, done = t + c.operand_fetch, [], []
        for occ, gap in zip(tp.occupancy, tp.gap):
            s = ref.reserve(earliest + gap, occ, t)
            start.append(s - t)
            done.append(s + occ + c.fedp_stages - t)
            earliest = s + occ
        done[-1] += tp.drain
        assert (got.start, got.done) == (tuple(start), tuple(done))
        assert fast.busy == ref.busy and fast.reserved == ref.reserved
