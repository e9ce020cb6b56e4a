"""A SASS kernel bound to tcsim's execution machinery: one :class:`tcsim.exec.program.Op` per
instruction (PC = instruction index; the SASS byte offset is 16 x that), the register files
laid out as rows of the lane-array banks (exec/sass/operands.py), and what the batch state
(exec/state.py ThreadBatch) and the SIMT scheduler (exec/simt.py) read from a program.

Constant bank 0 of a launch (:func:`constant_bank`): the parameters at the kernel's
EIATTR_PARAM_CBANK offset (0x160 before Hopper, 0x210 on Hopper) and the launch values
ptxas reads from below them. Which offsets hold what is read off the committed SASS of the
bundled kernels: ``IMAD R6, R6, c[0x0][0x0], R3`` computes ctaid.x * ntid.x + tid.x (so
c[0x0][0x0] is ntid.x), grid-stride loops read nctaid.x at c[0x0][0xc], and every kernel
starts with ``MOV R1, c[0x0][0x28]``, the stack pointer, which tcsim points at the top of the
thread's local frame. ntid.y/z and nctaid.y/z follow at +4/+8 (the x layout; no bundled
kernel reads them). c[0x0][0x118] (c[0x0][0x208] on Hopper) is the global memory descriptor
of ``desc[URx]`` addresses, which the functional model ignores.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tcsim.exec.program import Op
from tcsim.isa.sass.ir import SassKernel

from . import (  # noqa: F401  (fill the table)
    ops_ctrl,
    ops_float,
    ops_int,
    ops_mem,
    ops_sm80,  # Ampere: sparse MMA, F2FP, LDGSTS zero-fill, generic LD/ST
    ops_sm90,  # Hopper: wgmma, TMA, mbarrier, clusters
    ops_tensor,
)
from .operands import B32_ROWS, PRED_ROWS, SassDecodeError, pred_row, where
from .ops_ctrl import membermask
from .table import SEMANTICS, Control

STACK_POINTER = 0x28  # c[0x0][0x28]: R1's initial value


@dataclass(frozen=True, slots=True)
class SassIns:
    """What the shared SIMT code reads from an instruction (``op.ins``) when it reports one."""

    loc: str
    text: str
    opcode: str
    operands: tuple = ()
    guard: object = None
    debug_loc: object = None
    source_kind: str = "SASS"


class SassProgram:
    """Decoded and bound SASS of one kernel; shared by every launch of it."""

    isa = "sass"

    def __init__(self, kernel: SassKernel, sm: int, listing: str, config=None, tensor_arithmetic: str | None = None):
        self.kernel = kernel
        # as exec/program.py Program: the tensor-core fragment maps and arithmetic model
        self.tensor_family = config.tensor.family if config is not None else "turing"
        self.tensor_arithmetic = tensor_arithmetic or (config.tensor.arithmetic if config is not None else "exact")
        self.name = kernel.name
        self.sm = sm
        self.config = config
        self.bank_rows = {"b16": 0, "b32": B32_ROWS, "b64": 0, "pred": PRED_ROWS}
        self.static_smem = kernel.shared_bytes
        self.dyn_smem_base = -(-kernel.shared_bytes // 16) * 16
        self.local_size = -(-kernel.local_bytes // 16) * 16
        self.fparam_size = 0
        # calls nest at most as deep as there are CALLs (ptxas's internal functions: one level)
        self.max_call_depth = 1 + min(sum(i.opcode == "CALL" for i in kernel.instrs), 8)
        # Hopper: the generic parameter window shows constant bank 0 itself (sm90_addr.py), so
        # that a __grid_constant__ tensor map keeps the alignment of its bank address
        self.params_in_bank = kernel.param_base >= 0x210
        self.kparam_size = kernel.param_base + kernel.param_size if self.params_in_bank else kernel.param_size
        self.reg_loc: dict = {}
        self.ops: list[Op] = [self._compile(ins, listing) for ins in kernel.instrs]
        self.code_size = len(self.ops)

    def _compile(self, ins, listing: str) -> Op:
        k = self.kernel
        comp = SEMANTICS.get(ins.opcode)
        if comp is None:
            raise SassDecodeError(f"{where(k, ins)}: SASS opcode {ins.opcode} is not supported yet")
        made = comp(k, ins, prog=self) if getattr(comp, "needs_program", False) else comp(k, ins)
        guard = None
        if ins.guard is not None:
            guard = (pred_row(ins.guard), ins.guard.invert)
        op_ins = SassIns(f"{listing}:{ins.line}", ins.text, ins.opcode)
        pc = ins.pc // 16
        if isinstance(made, Control):
            return Op(pc, op_ins, made.kind, None, guard, k.name, target=made.target, info=made.info,
                      cls="branch" if made.kind != "bar" else "barrier")
        return Op(pc, op_ins, "alu", made, guard, k.name, wsync=membermask(k, ins))


def constant_bank(prog: SassProgram, grid: tuple[int, int, int], block: tuple[int, int, int],
                  params: np.ndarray, cluster: tuple[int, int, int] = (1, 1, 1)) -> np.ndarray:
    """Constant bank 0 of a launch as uint32 words (see the module docstring; Hopper's
    parameter address and cluster shape: sm90_addr.py)."""
    k = prog.kernel
    size = max(k.cbank0_size, k.param_base + k.param_size, STACK_POINTER + 4)
    buf = np.zeros(-(-size // 16) * 16, dtype=np.uint8)
    words = buf.view(np.uint32)
    words[0:3] = block
    words[3:6] = grid
    words[STACK_POINTER // 4] = prog.local_size
    if k.param_base >= 0x210:   # Hopper's layout (parameters at c[0x0][0x210])
        from .sm90_addr import constant_bank_words
        constant_bank_words(words, cluster, k.param_base)
    n = min(params.size, k.param_size)
    buf[k.param_base:k.param_base + n] = params[:n]
    return words
