"""Run every kernel launch of a test under both drivers and demand the same outcome.

With the ``both_drivers`` fixture (tests/conftest.py) active, a launch that does not ask
for a mode runs first under the functional driver, then — from the same device memory —
under the timing driver, and the two must agree bit for bit: every byte of global memory,
the thread-instruction count, the warp-instruction count (what the launch reports), or
the very same error message (kernel, CTA, thread, PC, PTX line). The test then goes on
with the timing run's memory and the functional run's result, so its own reference checks
hold for both. Kernels that read when or where they run (``%clock``, ``%clock64``,
``%globaltimer``, ``%smid``) legitimately see different values under the two schedules,
and so do kernels whose atomics return old values (``atom``): which warp's atomic comes
first depends on when each warp gets there (the memory hierarchy gives warps different
latencies), and any serialisation is correct. Their memory is not compared (counts and
errors still are; the tests check the atomics' serialisation themselves).
"""

from __future__ import annotations

import numpy as np

from tcsim.errors import TcsimError
from tcsim.isa import ir
from tcsim.runtime.device import Kernel

_launch = Kernel.__call__
_SCHEDULE_DEPENDENT = ("%clock", "%globaltimer", "%smid")


def reads_the_schedule(prog) -> bool:
    """The kernel reads a clock, a timer or the SM it runs on, or the old values of
    atomics (whose order the schedule decides)."""
    return any(op.ins.opcode == "atom" or any(isinstance(o, ir.Special) and o.name.startswith(_SCHEDULE_DEPENDENT)
                                              for o in op.ins.operands)
               for op in prog.ops)


def launch_both(self, grid, block, args, shared_mem=0, *, mode=None, **kw):
    dev = self.module.device
    if mode is not None or dev.mode != "functional":  # the test chose a driver: respect it
        return _launch(self, grid, block, args, shared_mem, mode=mode, **kw)
    gm = dev.gmem
    before = gm.buf[: gm.top].copy()
    f_res = f_err = None
    try:
        f_res = _launch(self, grid, block, args, shared_mem, mode="functional", **kw)
    except TcsimError as e:
        f_err = e
    f_mem = gm.buf[: gm.top].copy()
    gm.buf[: gm.top] = before
    try:
        t_res = _launch(self, grid, block, args, shared_mem, mode="timing", **kw)
    except TcsimError as e:
        if f_err is None:
            raise AssertionError(f"the timing driver failed where the functional driver did not: {e}") from None
        assert (type(e), str(e)) == (type(f_err), str(f_err)), (
            f"the drivers fail differently:\n  functional: {f_err}\n  timing:     {e}")
        raise
    if f_err is not None:
        raise AssertionError(f"the functional driver failed where the timing driver did not: {f_err}")
    del dev.launches[-1]  # one record per launch: the functional one
    diff = np.flatnonzero(gm.buf[: gm.top] != f_mem)
    if reads_the_schedule(self.module.program(self.name)):
        diff = diff[:0]
    assert diff.size == 0, (f"{self.name}: global memory after the timing run differs from the functional "
                            f"run in {diff.size} bytes (first at {gm.describe(gm.address(int(diff[0])))})")
    assert t_res.thread_instructions == f_res.thread_instructions, (
        f"{self.name}: thread instructions {t_res.thread_instructions} (timing) vs {f_res.thread_instructions}")
    assert t_res.warp_instructions == f_res.warp_instructions, (
        f"{self.name}: warp instructions {t_res.warp_instructions} (timing) vs {f_res.warp_instructions}")
    return f_res



# ---------------------------------------------------------------------------- AMD
from tcsim.runtime.asm import AsmFunction  # noqa: E402

_launch_asm = AsmFunction.__call__
#: AMDGPU instructions that read when or where a wave runs
_AMD_SCHEDULE_DEPENDENT = ("s_memtime", "s_memrealtime", "s_getreg_b32")


def amd_reads_the_schedule(prog) -> bool:
    return any(op.ins.opcode in _AMD_SCHEDULE_DEPENDENT for op in prog.ops)


def launch_both_asm(self, grid, block, args, shared_mem=0, *, mode=None, **kw):
    """The AMD twin of :func:`launch_both`: functional driver, then the CU timing model
    from the same memory; memory, wave- and lane-instruction counts (or the error) must
    agree."""
    dev = self.module.device
    if mode is not None or dev.mode != "functional":
        return _launch_asm(self, grid, block, args, shared_mem, mode=mode, **kw)
    gm = dev.gmem
    before = gm.buf[: gm.top].copy()
    f_res = f_err = None
    try:
        f_res = _launch_asm(self, grid, block, args, shared_mem, mode="functional", **kw)
    except TcsimError as e:
        f_err = e
    f_mem = gm.buf[: gm.top].copy()
    top = gm.top
    gm.buf[: before.size] = before  # (the launch allocated its kernarg segment above)
    try:
        t_res = _launch_asm(self, grid, block, args, shared_mem, mode="timing", **kw)
    except TcsimError as e:
        if f_err is None:
            raise AssertionError(f"the timing driver failed where the functional driver did not: {e}") from None
        assert type(e) is type(f_err), f"the drivers fail differently:\n  functional: {f_err}\n  timing:     {e}"
        raise
    if f_err is not None:
        raise AssertionError(f"the functional driver failed where the timing driver did not: {f_err}")
    del dev.launches[-1]
    n = min(top, gm.top)  # the timing run may allocate more scratch (all workgroups at once)
    diff = np.flatnonzero(gm.buf[:n] != f_mem[:n])
    if amd_reads_the_schedule(self.module.program(self.name)):
        diff = diff[:0]
    assert diff.size == 0, (f"{self.name}: global memory after the timing run differs from the functional "
                            f"run in {diff.size} bytes (first at {gm.describe(gm.address(int(diff[0])))})")
    assert t_res.thread_instructions == f_res.thread_instructions, (
        f"{self.name}: lane instructions {t_res.thread_instructions} (timing) vs {f_res.thread_instructions}")
    assert t_res.warp_instructions == f_res.warp_instructions, (
        f"{self.name}: wave instructions {t_res.warp_instructions} (timing) vs {f_res.warp_instructions}")
    return f_res
