"""Runaway kernels: endless loops stop at the instruction budget, a barrier that waits for
a thread spinning forever is reported, and barrier thread counts must be multiples of the
warp size — under both drivers, with the same one-line message.

The kernels are real nvcc PTX (tests/data/ptx/simt/runaway.cu, ``nvcc -arch=compute_75
-ptx -O3``).
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

import tcsim
from tcsim.errors import ExecutionError, LaunchError, PTXSyntaxError
from tcsim.runtime.device import MAX_WARP_INSTRUCTIONS

# every launch runs under the functional and the timing driver, compared bit for bit and
# error for error (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")

PTX = Path(__file__).resolve().parent.parent / "data" / "ptx" / "simt" / "runaway.ptx"


@pytest.fixture
def dev():
    return tcsim.Device(arch="titan_v")


@pytest.fixture
def mod(dev):
    return dev.load_ptx(PTX)


def line_of(text: str) -> int:
    """PTX line of the first line containing ``text``."""
    return next(i for i, s in enumerate(PTX.read_text().splitlines(), 1) if text in s)


# ------------------------------------------------------------------ the instruction budget

def test_endless_loop_stops_at_the_launch_budget(dev, mod):
    out = dev.zeros(64, np.int32)
    msg = (f"the kernel did not finish within 1,000 warp-instructions per warp (an endless loop?); raise "
           f"Device.max_warp_instructions or the launch's max_warp_instructions= (None: no limit); kernel forever, "
           f"CTA (0,0,0) thread (0,0,0), PC 0 (forever), PTX {PTX}:{line_of('bra.uni')}:2 'bra.uni \t$L__BB0_1;'")
    with pytest.raises(ExecutionError, match="^" + re.escape(msg) + "$"):
        mod.get_function("forever")((2,), (64,), (out,), max_warp_instructions=1000)


def test_spin_on_a_flag_stops_at_the_device_budget(dev, mod):
    dev.max_warp_instructions = 3000
    flag, out = dev.zeros(1, np.int32), dev.zeros(64, np.int32)
    with pytest.raises(ExecutionError, match=r"within 3,000 warp-instructions per warp .* kernel wait_flag, CTA \(0,0,0\) "
                                             r"thread \(0,0,0\), PC 6 .*'@%p1 bra"):
        mod.get_function("wait_flag")((1,), (64,), (flag, out))


def test_the_launch_budget_overrides_the_device(dev, mod):
    dev.max_warp_instructions = 10
    flag, out = dev.array(np.ones(1, np.int32)), dev.zeros(64, np.int32)
    # the kernel needs about a dozen instructions per warp: over the device's 10 ...
    with pytest.raises(ExecutionError, match="within 10 warp-instructions"):
        mod.get_function("forever")((1,), (32,), (out,))
    # ... a finishing kernel runs with the launch's own budget, or with none
    for budget in (100, None):
        out.set(np.zeros(64, np.int32))
        mod.get_function("wait_flag")((1,), (64,), (flag, out), max_warp_instructions=budget)
        assert (out.get() == 1).all()


def test_default_budget_is_generous_and_finishing_kernels_are_untouched(dev, mod):
    assert dev.max_warp_instructions == MAX_WARP_INSTRUCTIONS >= 1_000_000
    flag, out = dev.array(np.ones(1, np.int32)), dev.zeros(64, np.int32)
    r = mod.get_function("wait_flag")((1,), (64,), (flag, out))
    # 13 issues per warp: a predicated-off instruction is issued too (docs/architecture.md)
    assert (out.get() == 1).all() and r.warp_instructions == 2 * 13


@pytest.mark.parametrize("bad", [0, -5, 2.5, "many", True])
def test_budget_must_be_a_positive_int_or_none(dev, mod, bad):
    flag, out = dev.array(np.ones(1, np.int32)), dev.zeros(64, np.int32)
    with pytest.raises(LaunchError, match=r"max_warp_instructions must be a positive int or None \(no limit\)"):
        mod.get_function("wait_flag")((1,), (64,), (flag, out), max_warp_instructions=bad)


# ------------------------------------------------------------------ spinning past a barrier

def test_barrier_waiting_for_a_spinning_thread_is_reported(dev, mod):
    flag, out = dev.zeros(1, np.int32), dev.zeros(256, np.int32)
    msg = (f"barrier 0 can never complete: 127 of 128 threads arrived and CTA (0,0,0) thread (37,0,0) spins without "
           f"progress at PC 8 (PTX {PTX}:{line_of('@%p2 bra')}:2 '@%p2 bra \t$L__BB2_2;') while every other thread "
           f"waits at a barrier; kernel spin_past_barrier, CTA (0,0,0) thread (0,0,0), PC 9 (spin_past_barrier), "
           f"PTX {PTX}:{line_of('bar.sync')}:2 'bar.sync \t0;'")
    with pytest.raises(ExecutionError, match="^" + re.escape(msg) + "$"):
        mod.get_function("spin_past_barrier")((2,), (128,), (flag, out))


def test_two_spinning_warps_are_reported(dev, mod):
    flag, out = dev.zeros(1, np.int32), dev.zeros(128, np.int32)
    with pytest.raises(ExecutionError, match=r"barrier 0 can never complete: 126 of 128 threads arrived and CTA \(0,0,0\) "
                                             r"thread \(37,0,0\) spins without progress at PC 10 .*'bar.sync"):
        mod.get_function("two_spinners")((1,), (128,), (flag, out))


@pytest.mark.parametrize("mode", ["functional", "timing"])
def test_spin_that_another_thread_ends_is_not_a_deadlock(dev, mod, mode):
    """Thread 37 spins while thread 64 works; 64 raises the flag and spins until 37, after
    more work, answers — every other thread waiting at the barrier all along. (How often
    each spin goes round depends on the schedule: each driver alone.)"""
    flag, ack = dev.zeros(2, np.int32), dev.zeros(2, np.int32)
    data = np.arange(600, dtype=np.int32) % 7
    out = dev.array(data)
    mod.get_function("handoff")((2,), (128,), (flag, ack, out), mode=mode)
    got = out.get()
    for b in range(2):  # (the sums the kernel stores read words other CTAs may overwrite)
        np.testing.assert_array_equal(got[256 * b: 256 * b + 128], np.arange(128))
    assert (flag.get() == 1).all() and (ack.get() == 1).all()


def test_spin_released_by_the_host_flag_runs_normally(dev, mod):
    flag, out = dev.array(np.ones(1, np.int32)), dev.zeros(256, np.int32)
    mod.get_function("spin_past_barrier")((2,), (128,), (flag, out))
    np.testing.assert_array_equal(out.get(), np.tile(np.arange(128), 2))


# ------------------------------------------------------------------ barrier thread counts

@pytest.mark.parametrize("n", [40, 33, 1])
def test_register_thread_count_not_a_multiple_of_32(dev, mod, n):
    out = dev.zeros(64, np.int32)
    msg = (f"barrier thread count {n} is not a multiple of the warp size (32); kernel counted_barrier, CTA (0,0,0) "
           f"thread (0,0,0), PC 3 (counted_barrier), PTX {PTX}:{line_of('bar.sync 1, %r1')}:2 'bar.sync 1, %r1;'")
    with pytest.raises(ExecutionError, match="^" + re.escape(msg) + "$"):
        mod.get_function("counted_barrier")((1,), (64,), (out, np.int32(n)))


@pytest.mark.parametrize("n", [64, 0])
def test_register_thread_count_multiple_of_32(dev, mod, n):
    out = dev.zeros(64, np.int32)
    mod.get_function("counted_barrier")((1,), (64,), (out, np.int32(n)))
    np.testing.assert_array_equal(out.get(), np.arange(64))


BAR = """.version 9.0
.target sm_75
.address_size 64
.visible .entry k()
{{
	.reg .pred %p<2>;
	.reg .b32 %r<2>;
	{ins}
	ret;
}}
"""


@pytest.mark.parametrize("ins, why", [
    ("bar.sync 1, 33;", "thread count 33 of a barrier is not a multiple of the warp size (32)"),
    ("barrier.sync 2, 48;", "thread count 48 of a barrier is not a multiple of the warp size (32)"),
    ("bar.arrive 1, 100;", "thread count 100 of a barrier is not a multiple of the warp size (32)"),
    ("bar.arrive 1, 0;", "'bar.arrive' needs a non-zero thread count"),
    ("bar.red.popc.u32 %r1, 1, 70, %p1;", "thread count 70 of a barrier is not a multiple of the warp size (32)"),
    ("barrier.sync.aligned 1, 1.5;", "the thread count of a barrier must be an integer"),
])
def test_immediate_thread_count_rejected_at_load(dev, ins, why):
    with pytest.raises(PTXSyntaxError, match=r"^<ptx>:8:\d+: " + re.escape(why)):
        dev.load_ptx(BAR.format(ins=ins)).get_function("k")((1,), (64,), ())


@pytest.mark.parametrize("ins", ["bar.sync 1, 64;", "bar.sync 1, 0;", "barrier.sync 1, 32;", "bar.arrive 1, 64;"])
def test_immediate_thread_count_multiple_of_32_accepted(dev, ins):
    dev.load_ptx(BAR.format(ins=ins + "\n\tbar.sync 1, 64;" if "arrive" in ins else ins)).get_function("k")((1,), (64,), ())
