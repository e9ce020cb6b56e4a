"""PTX opcode -> SASS-level instruction class: latency and functional unit.

The latencies are the dependent-issue latencies of seed 003 Table 4.1 (Volta) per SASS
class; this table says which PTX instruction becomes which SASS class (from the SASS that
ptxas emits for them; the rationale is in the comments). Memory instructions get latency 0
here: the memory hierarchy (``timing/memory.py``) decides when their registers are ready.
"""

from __future__ import annotations

from dataclasses import dataclass

from tcsim.exec.ops.common import space_of, types_of

NO_DEST = frozenset({
    "st", "red", "bar", "barrier", "bra", "brx", "call", "ret", "exit", "trap", "brkpt", "membar",
    "fence", "prefetch", "prefetchu", "nanosleep", "pmevent", "griddepcontrol", "applypriority", "discard",
})

_F64_OPS = {"add", "sub", "mul", "fma", "mad", "min", "max", "neg", "abs"}
_SFU_OPS = {"sin", "cos", "ex2", "lg2", "rcp", "sqrt", "rsqrt", "tanh"}
_IMAD_OPS = {"mul", "mad", "mul24", "mad24", "sad", "dp4a", "dp2a", "madc"}


@dataclass(frozen=True)
class InstrClass:
    name: str       # for statistics: alu, imad, fp16, fp64, sfu, popc, conv, mem, shared, ...
    unit: str       # functional unit of the sub-core: alu, fp64, sfu, mem, tensor, ctrl
    latency: int    # cycles until the destination registers are ready


def classify(op, lat) -> InstrClass:
    """The class of decoded instruction ``op`` with latency table ``lat`` (LatencyConfig)."""
    ins = op.ins
    code, mods = ins.opcode, ins.mods
    ts = types_of(mods)
    t = ts[0] if ts else ""
    if op.kind in ("bra", "call", "ret", "exit", "trap"):
        return InstrClass("branch", "ctrl", lat.branch)
    if op.kind == "bar":
        return InstrClass("barrier", "ctrl", lat.alu)
    if code in ("ld", "ldu"):
        space = space_of(mods)
        if space == "param":
            return InstrClass("param", "alu", lat.param_load)   # constant-bank operand in SASS
        if space in ("shared", "const", "local"):
            return InstrClass(space, "mem", 0)
        return InstrClass("global", "mem", 0)
    if code == "st":
        return InstrClass("store", "mem", 0)
    if code in ("atom", "red"):
        return InstrClass("atomic", "mem", 0)
    if code == "wmma":
        if mods and mods[0] == "mma":
            return InstrClass("tensor", "tensor", 0)  # timed per micro-op by the tensor core
        return InstrClass("wmma_mem", "mem", 0)
    if code == "mma":
        return InstrClass("tensor", "tensor", 0)
    if code == "ldmatrix":
        return InstrClass("shared", "mem", 0)
    if code in ("shfl", "vote", "match", "redux", "activemask"):
        return InstrClass("shfl", "mem", lat.shfl)
    if code in _SFU_OPS:
        return InstrClass("sfu", "sfu", lat.sfu)                # MUFU
    if code in ("clz", "bfind", "brev", "fns"):
        return InstrClass("sfu", "sfu", lat.sfu)                # FLO, BREV
    if code == "popc":
        return InstrClass("popc", "sfu", lat.popc)
    if code == "cvt":
        if any(x[0] in "fb" and x not in ("b8", "b16", "b32", "b64") for x in ts):
            return InstrClass("conv", "sfu", lat.convert)        # F2F / F2I / I2F
        return InstrClass("alu", "alu", lat.alu)                # I2I: a move or bitfield op
    if code in ("div", "rem"):
        # subroutines in SASS (reciprocal + Newton steps); modelled as one SFU operation
        return InstrClass("sfu", "sfu", lat.sfu)
    if t == "f64":
        if code == "setp":
            return InstrClass("imad", "fp64", lat.imad)          # DSETP
        if code in _F64_OPS:
            return InstrClass("fp64", "fp64", lat.fp64)
    if t in ("f16", "bf16", "f16x2", "bf16x2") and code in _F64_OPS:
        return InstrClass("fp16", "alu", lat.fp16)               # HADD2 / HMUL2 / HFMA2
    if code in _IMAD_OPS and t not in ("f32", "f16", "bf16", "f64"):
        return InstrClass("imad", "alu", lat.imad)              # IMAD, IMAD.WIDE, IMAD.HI
    if code in ("min", "max") and t == "f32":
        return InstrClass("imad", "alu", lat.imad)              # FMNMX
    return InstrClass("alu", "alu", lat.alu)
