"""Decode-time checks every instruction passes before its semantics compiler sees it.

The compilers in this package read operands by position and types by modifier; a
malformed instruction (too few operands, no type, a type the executor has no storage for)
must end in a located ``file:line:col`` error, not an IndexError deep inside a compiler.
These checks are table-driven (one row per opcode) so that forms nobody wrote a test for
are caught too; each compiler still checks the details of its own forms.

Operand counts follow the PTX ISA syntax of each instruction (optional operands such as a
cache policy, a third ``min``/``max`` source or the membermask of the pre-``.sync`` forms
widen the range).
"""

from __future__ import annotations

from tcsim.exec.dtypes import DTYPE
from tcsim.exec.ops.common import space_of, types_of

#: opcode -> (fewest, most) operands
OPERAND_COUNT: dict[str, tuple[int, int]] = {
    # one destination, one source
    **dict.fromkeys(("abs", "neg", "not", "cnot", "popc", "clz", "brev", "bfind", "mov", "cvta",
                     "isspacep", "rcp", "sqrt", "sin", "cos", "lg2", "ex2", "tanh", "rsqrt",
                     "testp", "ldmatrix", "movmatrix"), (2, 2)),
    "cvt": (2, 3),  # cvt.rn.f16x2.f32 d, a, b packs two sources
    # one destination, two sources
    **dict.fromkeys(("add", "sub", "mul", "div", "rem", "and", "or", "xor", "shl", "shr",
                     "mul24", "addc", "subc", "copysign", "bmsk", "szext"), (3, 3)),
    **dict.fromkeys(("min", "max"), (3, 4)),  # three-source forms (PTX ISA 8.8)
    **dict.fromkeys(("setp", "set"), (3, 4)),  # d[|q], a, b [, {!}c]
    # one destination, three sources
    **dict.fromkeys(("mad", "fma", "madc", "mad24", "sad", "selp", "slct", "bfe", "prmt",
                     "shf", "dp4a", "dp2a", "fns"), (4, 4)),
    "bfi": (5, 5),
    "lop3": (5, 5),
    # memory
    **dict.fromkeys(("ld", "ldu"), (2, 3)),  # d, [a] [, cache-policy]
    "st": (2, 3),
    "atom": (3, 5),  # d, [a], b [, c] [, cache-policy]
    "red": (2, 3),
    **dict.fromkeys(("prefetch", "prefetchu"), (1, 1)),
    "applypriority": (2, 2),
    "discard": (2, 2),
    "createpolicy": (1, 4),
    "cp": (0, 6),  # cp.async [d], [s], size [, src-size] [, policy]; wait_group N; cp.async.bulk(.tensor)
    # warp-level
    "shfl": (4, 5),  # d[|p], a, b, c [, membermask]
    "vote": (2, 3),
    "match": (3, 3),
    "redux": (3, 3),
    "activemask": (1, 1),
    # matrix (each compiler checks its fragment sizes)
    "wmma": (2, 4),
    "mma": (4, 8),
    "wgmma": (0, 10),  # .sp: d, a, b-desc, sp-meta, sp-sel, scale-d, imm-scale-a, imm-scale-b, imm-trans-a, imm-trans-b
    "stmatrix": (2, 2),
    "elect": (2, 2),
    "setmaxnreg": (1, 1),  # d, a, b-desc, scale-d [, imm-scale-a, imm-scale-b [, imm-trans-a], imm-trans-b]; wait_group N
    # control
    "bra": (1, 1),
    "brx": (2, 2),
    **dict.fromkeys(("ret", "exit", "trap", "brkpt"), (0, 0)),
    **dict.fromkeys(("bar", "barrier"), (0, 4)),
    **dict.fromkeys(("membar", "fence", "griddepcontrol"), (0, 2)),
    **dict.fromkeys(("nanosleep", "pmevent"), (1, 1)),
}

#: opcodes whose form needs no type modifier (the rest name at least one)
UNTYPED = frozenset(("bra", "brx", "call", "ret", "exit", "trap", "brkpt", "bar", "barrier",
                     "membar", "fence", "griddepcontrol", "pmevent", "prefetch", "prefetchu",
                     "applypriority", "discard", "isspacep", "vote", "wmma", "mma", "ldmatrix",
                     "movmatrix", "nanosleep", "activemask", "cp", "wgmma", "elect"))

#: opcodes that take types without a register dtype (fp8, 4-bit, 1-bit, .b128): the
#: conversions and the matrix instructions, which check their own type lists
EXOTIC_TYPES_OK = frozenset(("cvt", "wmma", "mma", "ldmatrix", "movmatrix", "wgmma"))

#: opcodes that take 8-bit types (PTX ISA: only memory, conversions and the matrix
#: instructions; arithmetic has no .b8/.u8/.s8 form)
BYTE_TYPES_OK = frozenset(("ld", "ldu", "st", "cvt", "wmma", "mma", "ldmatrix", "movmatrix", "wgmma",
                           "mov", "selp"))  # the last two only move bits: tcsim has always taken them
_BYTE_TYPES = frozenset(("b8", "u8", "s8"))
#: packed 16-bit integer pairs (add/min/max.u16x2 ...): no fundamental type, the compilers
#: take them as .b32
_PACKED_INT = frozenset(("u16x2", "s16x2"))

#: the types cvt converts between (PTX ISA "cvt"; fp8 pairs for the packed forms)
CVT_TYPES = frozenset(("u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "b8", "b16", "b32",
                       "b64", "f16", "bf16", "f32", "f64", "tf32", "f16x2", "bf16x2", "e4m3",
                       "e5m2", "e4m3x2", "e5m2x2"))


_INT = frozenset(f"{k}{w}" for k in "bus" for w in (16, 32, 64))
_INT3264 = frozenset(f"{k}{w}" for k in "bus" for w in (32, 64))
_FLOAT = frozenset(("f16", "bf16", "f32", "f64", "f16x2", "bf16x2"))

#: opcode -> the types its compiler implements (PTX ISA type lists, plus the .bN spellings
#: tcsim has always accepted where the operation only needs the width)
TYPES_OF = {
    **dict.fromkeys(("add", "sub", "mul", "mad", "div", "min", "max", "abs", "neg"), _INT | _FLOAT),
    **dict.fromkeys(("rem", "sad", "shl", "shr", "cnot"), _INT),
    **dict.fromkeys(("and", "or", "xor", "not"), _INT | {"pred"}),
    **dict.fromkeys(("addc", "subc", "madc"), _INT3264),
    **dict.fromkeys(("mul24", "mad24"), frozenset(("u32", "s32"))),
    **dict.fromkeys(("popc", "clz", "brev", "bfi"), frozenset(("b32", "b64"))),
    **dict.fromkeys(("bfind", "bfe"), frozenset(("u32", "u64", "s32", "s64"))),
    **dict.fromkeys(("fns", "bmsk", "prmt", "lop3", "shf"), frozenset(("b32",))),
    **dict.fromkeys(("szext", "dp4a", "dp2a"), frozenset(("u32", "s32"))),
}

#: state spaces the matrix loads/stores address (PTX ISA "wmma.load", "ldmatrix",
#: "stmatrix": .global/.shared or generic for wmma, .shared or generic for the others)
MATRIX_SPACES = {"wmma": ("global", "shared", "generic"), "ldmatrix": ("shared", "generic"),
                 "stmatrix": ("shared", "generic")}


def check_instruction(b) -> None:
    """Raise a located error (via ``b.error``) for a malformed instruction."""
    ins = b.ins
    op = ins.opcode
    n = len(ins.operands)
    lo_hi = OPERAND_COUNT.get(op)
    if lo_hi is not None and not lo_hi[0] <= n <= lo_hi[1]:
        lo, hi = lo_hi
        want = str(lo) if lo == hi else f"{lo} to {hi}"
        b.error(f"'{ins.full_opcode}' takes {want} operand{'s' * (hi != 1)}, got {n}")
    types = types_of(ins.mods)
    if not types and op not in UNTYPED and not any(m in _PACKED_INT for m in ins.mods):
        b.error(f"'{ins.full_opcode}' needs a type modifier (.b32, .f32, ...)")
    if op == "cvt":
        for t in types:
            if t not in CVT_TYPES:
                b.error(f"cvt does not convert .{t}")
    elif op not in EXOTIC_TYPES_OK:
        for t in types:
            if t not in DTYPE:
                b.error(f"'{op}' does not support .{t}")
    if op not in BYTE_TYPES_OK:
        for t in types:
            if t in _BYTE_TYPES:
                b.error(f"'{op}' has no 8-bit form (.{t})")
    spaces = MATRIX_SPACES.get(op)
    if spaces is not None and space_of(ins.mods) not in spaces:
        b.error(f"'{op}' cannot address .{space_of(ins.mods)} memory")
    allowed = TYPES_OF.get(op)
    if allowed is not None:
        for t in types:
            if t not in allowed:
                b.error(f"'{op}' does not support .{t}")
    if op in ("min", "max") and n == 4 and types != ["f32"]:
        b.error(f"three-source '{op}' is implemented for .f32 only")
    if op in ("atom", "red"):
        bitwise = next((m for m in ins.mods if m in ("and", "or", "xor", "inc", "dec")), None)
        if bitwise is not None:
            for t in types:
                if t not in _INT3264:
                    b.error(f"'{op}.{bitwise}' does not support .{t}")
