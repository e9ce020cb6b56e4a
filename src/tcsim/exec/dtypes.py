"""PTX fundamental types as numpy dtypes, and register storage classes.

Registers are stored as raw bits in four banks by width (``b16``, ``b32``, ``b64`` and
``pred``); an instruction views those bits as the numpy dtype of its type. 8-bit
registers live in the 16-bit bank (PTX allows ``.reg .b8`` but nvcc never emits it).
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

from tcsim.isa.ir import type_size

DTYPE: dict[str, np.dtype] = {
    "b8": np.dtype(np.uint8), "u8": np.dtype(np.uint8), "s8": np.dtype(np.int8),
    "b16": np.dtype(np.uint16), "u16": np.dtype(np.uint16), "s16": np.dtype(np.int16),
    "f16": np.dtype(np.float16), "bf16": np.dtype(ml_dtypes.bfloat16),
    "b32": np.dtype(np.uint32), "u32": np.dtype(np.uint32), "s32": np.dtype(np.int32),
    "f32": np.dtype(np.float32), "f16x2": np.dtype(np.uint32), "bf16x2": np.dtype(np.uint32),
    "tf32": np.dtype(np.float32),
    "b64": np.dtype(np.uint64), "u64": np.dtype(np.uint64), "s64": np.dtype(np.int64),
    "f64": np.dtype(np.float64),
    "pred": np.dtype(np.bool_),
}

UINT_OF_SIZE = {1: np.dtype(np.uint8), 2: np.dtype(np.uint16), 4: np.dtype(np.uint32), 8: np.dtype(np.uint64)}
SINT_OF_SIZE = {1: np.dtype(np.int8), 2: np.dtype(np.int16), 4: np.dtype(np.int32), 8: np.dtype(np.int64)}

BANK_DTYPE = {"b16": np.dtype(np.uint16), "b32": np.dtype(np.uint32), "b64": np.dtype(np.uint64), "pred": np.dtype(np.bool_)}


def bank_of(reg_type: str) -> str:
    """Storage bank of a register declared with ``reg_type``."""
    if reg_type == "pred":
        return "pred"
    size = type_size(reg_type)
    if size <= 2:
        return "b16"
    if size == 4:
        return "b32"
    if size == 8:
        return "b64"
    raise ValueError(f"registers of type .{reg_type} are not supported")


def is_signed(t: str) -> bool:
    return t[0] == "s" and t[1:].isdigit()


def is_float(t: str) -> bool:
    return t in ("f16", "bf16", "f32", "f64", "tf32")


def is_int(t: str) -> bool:
    return t[0] in "usb" and t[1:].isdigit() and t != "b1"


def bits(t: str) -> int:
    return type_size(t) * 8
