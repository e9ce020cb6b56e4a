"""SASS-mode dependency barriers count their outstanding operations (timing/sass.py): a wait
mask waits until none is left, ``DEPBAR.LE SBk, N`` until at most N are — on ptxas's own
listings (vector_add's two loads on one barrier; mma_sm80_gemm's cp.async pipeline, where
LDGDEPBAR puts each group on SB0 and DEPBAR.LE SB0, 0x1 keeps one group in flight). Exact
cycles."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

import tcsim
from tcsim.isa.sass.ir import Imm, Reg
from tcsim.kernels.registry import get
from tcsim.kernels.sass_mode import cubin_path, run_sass


def _timed(name: str, sm: int, arch: str, change=None) -> int:
    """Cycles of bundled kernel ``name``'s committed SASS, its listing rewritten by ``change``
    (instruction -> instruction); the kernel's own check must pass."""
    dev = tcsim.Device(arch=arch)
    dev.mode = "timing"
    mod = dev.load_cubin(cubin_path(name, sm))
    if change is not None:
        for kname, k in mod.cubin.kernels.items():
            mod.cubin.kernels[kname] = dataclasses.replace(k, instrs=tuple(change(i) for i in k.instrs))
    dev.load_cubin = lambda _path: mod
    launch = get(name).prepare(dev, get(name).default_size, np.random.default_rng(0))
    res = run_sass(launch, sm)
    assert launch.check().ok
    return sum(r.timing.cycles for r in res)


def _control(ins, **kw):
    return dataclasses.replace(ins, control=dataclasses.replace(ins.control, **kw))


@pytest.mark.parametrize("sm, arch, cycles", [(75, "rtx2080", 1157), (70, "titan_v", 1088)])
def test_a_wait_mask_waits_for_every_operation_of_its_barrier(sm, arch, cycles):
    """vector_add's two LDGs share one write barrier and its FADD waits on it: it issues after
    the later of the two loads — exactly as if the loads had a barrier each and the FADD
    waited on both (a barrier that only kept its latest load's ready cycle would let the FADD
    go when the second, faster load landed)."""
    shared = _timed("vector_add", sm, arch)
    loads = []

    def split(ins):
        if ins.opcode == "LDG":
            loads.append(ins.pc)
            if len(loads) == 2:
                return _control(ins, write_barrier=5)     # SB5: unused in vector_add
        if ins.opcode == "FADD":
            return _control(ins, wait_mask=ins.control.wait_mask | (1 << 5))
        return ins
    assert (shared, _timed("vector_add", sm, arch, split)) == (cycles, cycles)
    assert len(loads) == 2


def _depbar_n(n: int):
    def change(ins):
        if ins.opcode == "DEPBAR":
            assert isinstance(ins.operands[0], Reg) and ins.operands[0].file == "SB"
            ops = tuple(Imm(n, hex(n)) if isinstance(o, Imm) else o for o in ins.operands)
            return dataclasses.replace(ins, operands=ops)
        return ins
    return change


def test_depbar_le_counts_cp_async_groups_on_sb0():
    """mma_sm80_gemm (a100, ptxas 13.0 sm_80 SASS): LDGSTS copies, LDGDEPBAR (write barrier
    SB0) closes each group, DEPBAR.LE SB0, 0x1 waits until at most one group is in flight —
    the newest, whose copies overlap the MMAs on the previous tile. Waiting for every group
    (DEPBAR.LE SB0, 0x0, a wait-all) loses that overlap."""
    base = _timed("mma_sm80_gemm", 80, "a100")
    all_ = _timed("mma_sm80_gemm", 80, "a100", _depbar_n(0))
    assert (base, all_) == (2603, 3155)
