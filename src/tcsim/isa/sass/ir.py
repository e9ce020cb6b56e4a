"""The decoded SASS of a cubin: per kernel, its instructions (PC, guard predicate, opcode with
modifiers, typed operands, the 128-bit word and its control bits) and the ELF facts a launch
needs (parameters in constant bank 0, registers, shared and local memory, barriers).

Operands are the text nvdisasm prints, parsed into :class:`Reg` (R, UR, P, UP, B, SB, SR and
the zero/true registers RZ, URZ, PT, UPT, SRZ), :class:`Imm`, :class:`CBank`
(``c[bank][offset]``), :class:`Mem` (``[R2.64+UR4+0x10]``, ``desc[UR4][R2.64]``) and
:class:`Target` (a branch label resolved to its PC).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .control import Control
from .nvinfo import Attribute, Param

#: register files; ``index`` None is the file's zero (RZ, URZ, SRZ) or true (PT, UPT) register
REG_FILES = ("R", "UR", "P", "UP", "B", "SB", "SR")


@dataclass(frozen=True, slots=True)
class Reg:
    file: str
    index: int | None
    name: str = ""          # special registers: SR_TID.X, SR_LANEID, ...
    mods: tuple[str, ...] = ()  # .64 .H1 .ROW .X4 ... (without .reuse)
    neg: bool = False       # -R
    invert: bool = False    # !P, ~R
    abs: bool = False       # |R|
    reuse: bool = False     # .reuse: nvdisasm's rendering of the operand's reuse flag

    def __str__(self) -> str:
        base = self.name or f"{self.file}{'Z' if self.index is None and self.file in ('R', 'UR') else ''}" \
            f"{'T' if self.index is None and self.file in ('P', 'UP') else ''}{'' if self.index is None else self.index}"
        s = base + ".reuse" * self.reuse + "".join("." + m for m in self.mods)
        if self.abs:
            s = f"|{s}|"
        return ("-" if self.neg else "") + ("!" if self.invert and self.file in ("P", "UP") else
                                             "~" if self.invert else "") + s


@dataclass(frozen=True, slots=True)
class Imm:
    value: int | float
    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class CBank:
    bank: int
    offset: int
    reg: Reg | None = None  # c[0x0][R2+0x10]: a register-indexed constant
    neg: bool = False
    abs: bool = False

    def __str__(self) -> str:
        inner = f"{self.reg}+{self.offset:#x}" if self.reg is not None else f"{self.offset:#x}"
        s = f"c[{self.bank:#x}][{inner}]"
        return ("-" if self.neg else "") + (f"|{s}|" if self.abs else s)


@dataclass(frozen=True, slots=True)
class Mem:
    """A memory address ``[base(.64|.U32|.X4...) + ureg + offset]``; ``desc`` is Hopper-style
    ``desc[URx]`` (the memory descriptor uniform register)."""

    base: Reg | None
    ureg: Reg | None
    offset: int
    desc: Reg | None = None

    def __str__(self) -> str:
        parts = [str(p) for p in (self.base, self.ureg) if p is not None]
        if self.offset or not parts:
            parts.append(f"{self.offset:#x}" if self.offset >= 0 else f"-{-self.offset:#x}")
        return (f"desc[{self.desc}]" if self.desc is not None else "") + "[" + "+".join(parts) + "]"


@dataclass(frozen=True, slots=True)
class Target:
    label: str
    pc: int | None  # None: a function outside this kernel (CALL to a device function)

    def __str__(self) -> str:
        return f"`({self.label})"


Operand = Reg | Imm | CBank | Mem | Target


@dataclass(frozen=True, slots=True)
class SassInstr:
    pc: int
    opcode: str                 # IMAD
    mods: tuple[str, ...]       # ("WIDE", "U32")
    operands: tuple[Operand, ...]
    guard: Reg | None           # @P0 / @!P0 / @UP0; None when always executed
    control: Control
    word: int                   # the 128-bit instruction word, as read from the cubin
    line: int                   # line in the nvdisasm listing
    text: str                   # the instruction as nvdisasm printed it

    @property
    def name(self) -> str:
        return ".".join((self.opcode,) + self.mods)


@dataclass(frozen=True)
class SassKernel:
    name: str
    instrs: tuple[SassInstr, ...]
    labels: dict[str, int]          # .L_x_3 -> PC
    params: tuple[Param, ...]       # by ordinal
    param_base: int                 # byte offset of the parameters in constant bank 0
    param_size: int                 # bytes of parameters (EIATTR_CBANK_PARAM_SIZE)
    cbank0_size: int                # bytes of .nv.constant0.<name>
    registers: int                  # per thread (the .text section's info, as cuobjdump's reg=)
    shared_bytes: int               # static shared memory (.nv.shared.<name>)
    local_bytes: int                # per-thread frame (EIATTR_FRAME_SIZE)
    barriers: int                   # named barriers used (EIATTR_NUM_BARRIERS)
    exit_offsets: tuple[int, ...]   # EIATTR_EXIT_INSTR_OFFSETS
    max_threads: tuple[int, ...] | None  # EIATTR_MAX_THREADS (.maxntid)
    attributes: tuple[Attribute, ...] = field(default=(), repr=False)
    #: initial contents of the other constant banks the code may read (c[0x2][..]: ptxas's
    #: constants, from .nv.constant2.<name>; module-wide .nv.constantN), by bank number
    cbanks: dict[int, bytes] = field(default_factory=dict, repr=False)

    def at(self, pc: int) -> SassInstr:
        return self.instrs[pc // 16]


@dataclass(frozen=True)
class Cubin:
    path: str
    sm: int
    abi_version: int
    kernels: dict[str, SassKernel]
    functions: dict[str, SassKernel] = field(default_factory=dict)  # non-entry .text sections (CALL targets)
