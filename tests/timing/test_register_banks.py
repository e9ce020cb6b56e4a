"""Register-bank conflicts (seed 003 §3.5) are charged on physical registers only.

PTX has virtual registers, which ptxas renumbers, so their numbers say nothing about banks:
a dependent FFMA chain reading ``%f9`` and ``%f251`` takes Table 4.1's 4 cycles per FFMA
(it took 5 while the model read banks off the virtual numbers). The mechanism stays for a
front end that knows the allocation (SASS): given physical numbers, two sources in one
bank cost the configured penalty.
"""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim.timing import gpu
from tcsim.timing.regs import bank_conflict

FFMA_CHAIN = """.version 7.0
.target sm_75
.address_size 64
.visible .entry chain(.param .u64 out)
{{
	.reg .f32 %f<252>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [out];
	mov.f32 %f9, 0f3F800000;
	mov.f32 %f251, 0f3F000000;
	mov.u64 %rd5, %clock64;
{body}
	mov.u64 %rd6, %clock64;
	sub.s64 %rd7, %rd6, %rd5;
	st.global.u64 [%rd1], %rd7;
	st.global.f32 [%rd1+8], %f9;
	ret;
}}
"""


def _chain_cycles(n: int) -> int:
    dev = tcsim.Device("titan_v")
    mod = dev.load_ptx(FFMA_CHAIN.format(body="\n".join(["\tfma.rn.f32 %f9, %f9, %f251, %f9;"] * n)))
    out = dev.array(np.zeros(2, np.int64))
    mod.get_function("chain")((1,), (32,), (out,), mode="timing")
    return int(out.get()[0])


def _slope() -> float:
    """Cycles per dependent FFMA: (cycles(16) - cycles(8)) / 8, as bench latency measures."""
    return (_chain_cycles(16) - _chain_cycles(8)) / 8


def test_ffma_chain_on_virtual_registers_takes_table_4_1_latency():
    assert _slope() == 4


def _with_allocation(sources):
    """A TimingGPU as a front end with a register allocation would build it: every ``fma``
    reads the physical registers ``sources``."""
    class Allocated(gpu.TimingGPU):
        def __init__(self, st, config, **kw):
            phys = {op.pc: (sources if op.ins.opcode == "fma" else ()) for op in st.program.ops}
            super().__init__(st, config, physical_registers=phys, **kw)
    return Allocated


@pytest.mark.parametrize("sources, per_ffma", [
    ((9, 251), 5),      # both odd: one bank of two, +1 cycle (titan_v bank_conflict_penalty)
    ((8, 9), 4),        # two banks
    ((9, 9, 9), 4),     # one register read three times is one read
    ((8, 10, 12), 5),   # three sources in one bank
])
def test_bank_conflicts_on_given_physical_registers(monkeypatch, sources, per_ffma):
    monkeypatch.setattr(gpu, "TimingGPU", _with_allocation(sources))
    assert _slope() == per_ffma


def test_bank_conflict_rule():
    assert bank_conflict((9, 251), 2)
    assert not bank_conflict((8, 9), 2)
    assert not bank_conflict((4,), 2)
    assert not bank_conflict((4, 4), 2)
    assert not bank_conflict((), 2)
    assert bank_conflict((1, 5, 9), 4) and not bank_conflict((1, 5, 10), 4)
