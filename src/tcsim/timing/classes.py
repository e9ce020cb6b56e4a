"""Timing class -> functional unit and latency.

An instruction's timing class — the SASS class its PTX instruction becomes — is declared
with its semantics (``@semantics(..., cls=...)`` in ``exec/ops``, from the SASS that ptxas
emits for it); this table says what each class costs on a sub-core. The latencies are the
dependent-issue latencies of seed 003 Table 4.1 (Volta) per SASS class. Memory classes get
latency 0 here: the memory hierarchy (``timing/memory.py``) decides when their registers
are ready; tensor-core instructions are timed per micro-op (``timing/tensor_core.py``).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class InstrClass:
    name: str       # for statistics: alu, imad, fp16, fp64, sfu, popc, conv, mem, shared, ...
    unit: str       # functional unit of the sub-core: alu, fp64, sfu, mem, tensor, ctrl
    latency: int    # cycles until the destination registers are ready


#: class -> (name in the statistics, functional unit, LatencyConfig field or None for 0)
CLASSES: dict[str, tuple[str, str, str | None]] = {
    "alu": ("alu", "alu", "alu"),
    "imad": ("imad", "alu", "imad"),          # IMAD, IMAD.WIDE, IMAD.HI
    "fmnmx": ("imad", "alu", "imad"),         # FMNMX: f32 min/max
    "fp16": ("fp16", "alu", "fp16"),          # HADD2 / HMUL2 / HFMA2
    "fp64": ("fp64", "fp64", "fp64"),         # DADD / DMUL / DFMA
    "dsetp": ("imad", "fp64", "imad"),        # DSETP
    "sfu": ("sfu", "sfu", "sfu"),             # MUFU, FLO, BREV
    "popc": ("popc", "sfu", "popc"),
    "conv": ("conv", "sfu", "convert"),       # F2F / F2I / I2F
    "param": ("param", "alu", "param_load"),  # ld.param: a constant-bank operand in SASS
    "shared": ("shared", "mem", None),
    "const": ("const", "mem", None),
    "local": ("local", "mem", None),
    "global": ("global", "mem", None),
    "store": ("store", "mem", None),
    "atomic": ("atomic", "mem", None),
    "wmma_mem": ("wmma_mem", "mem", None),
    "tensor": ("tensor", "tensor", None),
    "shfl": ("shfl", "mem", "shfl"),          # SHFL, VOTE, MATCH, REDUX
    "branch": ("branch", "ctrl", "branch"),
    "barrier": ("barrier", "ctrl", "alu"),
    "async_copy": ("async_copy", "mem", None),  # LDGSTS: cp.async, lands in shared memory, no register
    "async_sync": ("async_sync", "ctrl", None),  # LDGDEPBAR / DEPBAR: cp.async.commit_group / wait_group
}


def classify(op, lat) -> InstrClass:
    """The timing of decoded instruction ``op`` (its declared class) with latency table
    ``lat`` (LatencyConfig)."""
    name, unit, key = CLASSES[op.cls]
    return InstrClass(name, unit, getattr(lat, key) if key else 0)
