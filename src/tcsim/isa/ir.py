"""The decoded form of a kernel module, shared by every front end and executor.

A front end (``isa/ptx`` now, AMDGPU assembly later) turns text into a :class:`Module`.
The IR is syntactic but fully resolved:

* every instruction is split into ``opcode`` and its dot-modifiers in written order
  (``ld.global.v4.f32`` -> ``opcode="ld"``, ``mods=("global", "v4", "f32")``);
* every register name is checked against the declarations in scope, and names declared
  inside nested ``{ }`` blocks (nvcc's call sequences) are made unique per block, so a
  name means one storage location in the whole function;
* labels are resolved to instruction indices of their function;
* immediates are parsed into numbers (float literals keep their exact bits).

Executors bind this IR to storage once per kernel ("decode once") and never look at text
again; ``Instruction.loc`` and ``Instruction.text`` exist only for error messages.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Union

from tcsim.errors import SrcLoc

# --------------------------------------------------------------------------- operands


@dataclass(frozen=True, slots=True)
class Reg:
    """A register, e.g. ``%r12``, ``%SP`` or a block-local ``temp_param_reg``.

    ``name`` is the unique name within the function (block-local names carry a
    ``@<block>`` suffix added by the parser); ``decl`` is the declaration it refers to.
    """

    name: str
    decl: RegDecl


@dataclass(frozen=True, slots=True)
class Special:
    """A special register: ``%tid.x``, ``%ntid.y``, ``%ctaid.z``, ``%laneid``, ``%warpid``,
    ``%nwarpid``, ``%smid``, ``%nsmid``, ``%gridid``, ``%lanemask_eq`` (``_le``, ``_lt``,
    ``_ge``, ``_gt``), ``%clock``, ``%clock64``, ``%globaltimer``, ``%envreg<N>``,
    ``%dynamic_smem_size``, ``%total_smem_size`` ... ``name`` is the full text incl. the
    component (``"%tid.x"``)."""

    name: str


@dataclass(frozen=True, slots=True)
class Imm:
    """An immediate.

    ``kind`` is one of:
      * ``"int"``: ``value`` is a Python int (already negated if written ``-5``; hex,
        octal, binary and a ``U`` suffix accepted as in C),
      * ``"f32"``: ``value`` is the 32-bit pattern of a ``0fXXXXXXXX`` literal,
      * ``"f64"``: ``value`` is the 64-bit pattern of a ``0dXXXXXXXXXXXXXXXX`` literal,
      * ``"float"``: ``value`` is a Python float from a decimal literal such as ``1.5``.
    """

    kind: str
    value: int | float


@dataclass(frozen=True, slots=True)
class Sym:
    """A reference to a named thing that is not a register: a variable (``_ZZ1kE1s``,
    ``__local_depot0``, ``k_param_0``), a function (call target) or a label (branch target).
    ``offset`` supports ``var+8`` used as a value. ``kind`` is ``"var"``, ``"func"`` or
    ``"label"``; for labels ``target`` is the instruction index in the function."""

    name: str
    kind: str
    offset: int = 0
    target: int = -1


@dataclass(frozen=True, slots=True)
class Address:
    """A memory operand ``[base+offset]``. ``base`` is a :class:`Reg`, a :class:`Sym`
    (a variable) or ``None`` for an absolute address ``[1024]``."""

    base: Reg | Sym | None
    offset: int = 0


@dataclass(frozen=True, slots=True)
class Vector:
    """A brace list ``{%f1, %f2, %f3, %f4}``; elements are operands or :class:`Sink`."""

    elems: tuple[Operand, ...]


@dataclass(frozen=True, slots=True)
class Sink:
    """The bit bucket ``_`` (e.g. ``atom.global.add.u32 _, [%rd1], 1`` or in vectors)."""


@dataclass(frozen=True, slots=True)
class Pipe:
    """A two-destination operand written ``a|b`` (``shfl.sync ... %r1|%p1``, ``setp ... %p1|%p2``)."""

    first: Operand
    second: Operand


@dataclass(frozen=True, slots=True)
class Not:
    """A negated predicate source ``!%p1``."""

    operand: Reg


@dataclass(frozen=True, slots=True)
class ArgList:
    """A parenthesised list ``(retval0)`` or ``(param0, param1)`` of a ``call``."""

    elems: tuple[Operand, ...]


Operand = Union[Reg, Special, Imm, Sym, Address, Vector, Sink, Pipe, Not, ArgList, "GPR", "HwReg", "Neg", "Abs", "Call"]


def registers(operand) -> list[Reg]:
    """Every register an operand names: itself, a negated predicate, the elements of a
    brace or argument list, both halves of ``a|b`` and the base of an address."""
    if isinstance(operand, Reg):
        return [operand]
    if isinstance(operand, Not):
        return [operand.operand]
    if isinstance(operand, (Vector, ArgList)):
        return [r for e in operand.elems for r in registers(e)]
    if isinstance(operand, Pipe):
        return registers(operand.first) + registers(operand.second)
    if isinstance(operand, Address) and isinstance(operand.base, Reg):
        return [operand.base]
    return []


# ----------------------------------------------------------------------- declarations


@dataclass(frozen=True, slots=True)
class RegDecl:
    """``.reg .f32 %f<40>;`` (``count=40``, declares %f0..%f39) or ``.reg .b64 %SP;``
    (``count=None``). ``type`` is the PTX type without the dot (``"f32"``, ``"pred"``,
    ``"b16"``...). ``vec`` is 1, 2 or 4 for ``.reg .v2 .f32 ...`` (rare)."""

    name: str
    type: str
    count: int | None
    loc: SrcLoc
    vec: int = 1


@dataclass(slots=True)
class VarDecl:
    """A variable in a state space: ``.global .align 4 .b8 __cudart_i2opi_f[24] = {...};``,
    ``.shared .align 4 .b8 _ZZ1kE1s[256];``, ``.extern .shared .align 16 .b8 dyn[];``,
    ``.local .align 8 .b8 __local_depot0[16];``, ``.const .f32 c[4];``, and ``.param``
    declarations of kernels, functions and call sequences.

    * ``space``: ``"global" | "shared" | "const" | "local" | "param"``
    * ``type``: element type without the dot (``"b8"``, ``"u32"``, ``"f32"`` ...)
    * ``vec``: 1, 2 or 4 (``.v4 .f32``)
    * ``dims``: array dimensions, ``None`` for an unsized ``[]``; ``()`` for a scalar
    * ``align``: from ``.align N``; ``None`` if not given (natural alignment applies)
    * ``init``: flat list of initializer values (ints, or floats for float types; a
      ``Sym`` for ``generic(var)``/address initializers), ``None`` if absent
    * ``linkage``: ``"extern" | "visible" | "weak" | "common" | None``
    * ``ptr``: for kernel params, the ``.ptr`` attribute (``.ptr .global .align 4``):
      a dict like ``{"space": "global", "align": 4}`` or ``None``
    """

    space: str
    name: str
    type: str
    loc: SrcLoc
    vec: int = 1
    dims: tuple[int | None, ...] = ()
    align: int | None = None
    init: list | None = None
    linkage: str | None = None
    ptr: dict | None = None

    def element_size(self) -> int:
        """Bytes of one element incl. its vector width."""
        return type_size(self.type) * self.vec

    def size(self) -> int:
        """Total bytes; unsized arrays (``[]``) count as 0."""
        n = 1
        for d in self.dims:
            if d is None:
                return 0
            n *= d
        return n * self.element_size()


@dataclass(frozen=True, slots=True)
class Guard:
    """The ``@%p`` / ``@!%p`` predicate of an instruction."""

    reg: Reg
    negate: bool


@dataclass(slots=True)
class Instruction:
    """One instruction. ``loc`` is where its opcode starts; ``text`` is the source line
    stripped; ``debug_loc`` is the most recent ``.loc`` directive (file index, line, col)
    or ``None``."""

    opcode: str
    mods: tuple[str, ...]
    operands: tuple[Operand, ...]
    guard: Guard | None
    loc: SrcLoc
    text: str
    debug_loc: tuple[int, int, int] | None = None
    #: AMDGPU instruction modifiers (``offset:16``, ``glc``, ``op_sel:[0,1]`` ...); PTX: empty
    attrs: dict = field(default_factory=dict)

    @property
    def full_opcode(self) -> str:
        return ".".join((self.opcode, *self.mods))


@dataclass(slots=True)
class Function:
    """A ``.entry`` (kernel) or ``.func`` (device function).

    ``params`` are the ``.param`` declarations of the parameter list; ``rets`` those of the
    return list (``.func (.param .b32 func_retval0) f(...)``). ``regs`` are all register
    declarations in the body incl. nested blocks (unique names). ``vars`` are ``.local``,
    ``.shared`` and ``.param`` variables declared in the body (incl. call-sequence params,
    unique names). ``instructions`` is the body in order; ``labels`` maps label name to
    instruction index (a label at the end of the body maps to ``len(instructions)``).
    ``body`` is ``False`` for a prototype without a body (``.extern .func vprintf(...)``).
    ``attrs`` holds performance directives: ``{"maxntid": (256,1,1), "reqntid": ...,
    "minnctapersm": 2, "maxnreg": 64, "noreturn": True, ...}``.
    """

    name: str
    kind: str  # "entry" | "func"
    params: list[VarDecl]
    rets: list[VarDecl]
    regs: dict[str, RegDecl]
    vars: dict[str, VarDecl]
    instructions: list[Instruction]
    labels: dict[str, int]
    loc: SrcLoc
    linkage: str | None = None
    attrs: dict = field(default_factory=dict)
    body: bool = True


@dataclass(slots=True)
class Module:
    """A parsed PTX module. ``variables`` are module-scope ``.global``/``.const``/``.shared``
    declarations in order (incl. ``.extern .shared`` dynamic shared memory). ``files`` maps
    ``.file`` indices to names for debug locations."""

    source: str
    version: str
    target: tuple[str, ...]
    address_size: int
    variables: dict[str, VarDecl]
    functions: dict[str, Function]
    files: dict[int, str] = field(default_factory=dict)

    def kernels(self) -> list[Function]:
        return [f for f in self.functions.values() if f.kind == "entry" and f.body]


# ----------------------------------------------------------------------------- types

_TYPE_SIZES = {
    "b8": 1, "u8": 1, "s8": 1, "e4m3": 1, "e5m2": 1,
    "b16": 2, "u16": 2, "s16": 2, "f16": 2, "bf16": 2,
    "b32": 4, "u32": 4, "s32": 4, "f32": 4, "f16x2": 4, "bf16x2": 4, "tf32": 4,
    "e4m3x2": 2, "e5m2x2": 2, "s4": 1, "u4": 1, "b1": 1,
    "b64": 8, "u64": 8, "s64": 8, "f64": 8,
    "b128": 16,
    "pred": 1,
}

TYPES = frozenset(_TYPE_SIZES)


def type_size(t: str) -> int:
    """Size in bytes of a PTX fundamental type name (no leading dot)."""
    return _TYPE_SIZES[t]


#: bits per element of a tensor-core matrix fragment (wmma / mma element types; PTX ISA
#: "Matrix Data-types"): sub-byte types pack 8 (s4/u4) or 32 (b1) elements per register
ELEMENT_BITS = {"f16": 16, "bf16": 16, "tf32": 32, "f32": 32, "f64": 64, "s8": 8, "u8": 8,
                "s4": 4, "u4": 4, "b1": 1, "s32": 32}

_MNK = re.compile(r"m(\d+)n(\d+)k(\d+)")


def mnk_shape(text: str) -> tuple[int, int, int] | None:
    """``(m, n, k)`` of a matrix shape written as PTX writes it (``m16n8k16``), else None."""
    g = _MNK.fullmatch(text)
    return (int(g[1]), int(g[2]), int(g[3])) if g else None


def mnk_of(mods) -> tuple[int, int, int] | None:
    """The shape among an instruction's modifiers (``wmma.mma.sync.m16n16k16...``), else None."""
    for m in mods:
        shape = mnk_shape(m)
        if shape:
            return shape
    return None


# =========================================================================== AMDGPU
# The AMDGPU assembly front end (``isa/amdgpu``) produces an :class:`AsmModule`: one
# :class:`AsmKernel` per ``.amdhsa_kernel``, whose instructions are :class:`Instruction`
# objects like PTX's, with
#
# * ``opcode`` the full mnemonic without its encoding suffix (``v_add_co_u32``),
# * ``mods`` the encoding suffix if written (``("e32",)``, ``("e64",)``, ``("sdwa",)``,
#   ``("dpp",)``), else ``()``,
# * ``operands`` built from :class:`GPR`, :class:`HwReg` (named registers and constant
#   sources), :class:`Imm`, :class:`Sym` (labels), :class:`Neg`/:class:`Abs` float
#   source modifiers and :class:`Call` (``hwreg(...)``, ``sendmsg(...)``),
# * ``attrs`` the instruction modifiers after the operands: ``offset:16`` ->
#   ``{"offset": 16}``, ``glc`` -> ``{"glc": True}``, ``op_sel:[0,1]`` ->
#   ``{"op_sel": (0, 1)}``, ``vmcnt(0)`` -> ``{"vmcnt": 0}``, ``dst_sel:WORD_1`` ->
#   ``{"dst_sel": "WORD_1"}``.


@dataclass(frozen=True, slots=True)
class GPR:
    """A register or an aligned range: ``s5`` -> ``GPR("s", 5)``, ``v[2:5]`` ->
    ``GPR("v", 2, 4)``, ``a[0:3]``, ``ttmp[4:5]``."""

    file: str  # "s" | "v" | "a" | "ttmp"
    index: int
    count: int = 1

    def __str__(self) -> str:
        if self.count == 1:
            return f"{self.file}{self.index}"
        return f"{self.file}[{self.index}:{self.index + self.count - 1}]"


@dataclass(frozen=True, slots=True)
class HwReg:
    """A named register or hardware constant source: ``vcc``, ``vcc_lo``, ``exec``,
    ``exec_hi``, ``m0``, ``scc``, ``vccz``, ``execz``, ``flat_scratch``,
    ``xnack_mask``, ``src_shared_base``, ``src_private_base``, ``off``, ``null`` ...
    ``count`` is 2 for the 64-bit pairs written without ``_lo``/``_hi``."""

    name: str
    count: int = 1


@dataclass(frozen=True, slots=True)
class Neg:
    """A negated float source: ``-v1`` or ``neg(v1)``."""

    operand: Operand


@dataclass(frozen=True, slots=True)
class Abs:
    """An absolute-value float source: ``|v1|`` or ``abs(v1)``."""

    operand: Operand


@dataclass(frozen=True, slots=True)
class Call:
    """A function-like operand: ``hwreg(HW_REG_HW_ID, 0, 32)`` -> ``Call("hwreg",
    ("HW_REG_HW_ID", 0, 32))``; ``sendmsg(MSG_DEALLOC_VGPRS)``; ``sext(v0)``."""

    name: str
    args: tuple


@dataclass(slots=True)
class KernArg:
    """One entry of a kernel's ``.args`` in the ``.amdgpu_metadata`` block."""

    offset: int
    size: int
    value_kind: str  # by_value | global_buffer | dynamic_shared_pointer | hidden_* ...
    name: str | None = None
    address_space: str | None = None
    type_name: str | None = None

    @property
    def hidden(self) -> bool:
        return self.value_kind.startswith("hidden_")


@dataclass(slots=True)
class AsmKernel:
    """A kernel: its code (from its symbol's label to the end of the function), local
    labels resolved to instruction indices, the ``.amdhsa_kernel`` descriptor directives
    (``{"group_segment_fixed_size": 1024, "user_sgpr_count": 6, ...}``, names without
    the ``.amdhsa_`` prefix, with their locations in ``descriptor_locs``) and its entry of
    the ``.amdgpu_metadata`` YAML (``meta``, keys without the leading dot)."""

    name: str
    instructions: list[Instruction]
    labels: dict[str, int]
    descriptor: dict[str, int]
    meta: dict
    args: list[KernArg]
    loc: SrcLoc
    descriptor_locs: dict[str, SrcLoc] = field(default_factory=dict)

    @property
    def user_args(self) -> list[KernArg]:
        """The arguments a launch passes (every non-hidden one)."""
        return [a for a in self.args if not a.hidden]


@dataclass(slots=True)
class AsmModule:
    """A parsed AMDGPU assembly file. ``target`` is the processor (``"gfx90a"``),
    ``target_id`` the full ``.amdgcn_target`` string, ``functions`` every function
    symbol's code (kernels and non-kernel functions), ``kernels`` the kernels."""

    source: str
    target: str
    target_id: str
    code_object_version: int | None
    kernels: dict[str, AsmKernel]
    functions: dict[str, list[Instruction]] = field(default_factory=dict)
