"""Fragment maps: which lane holds which matrix element in which fragment slot.

Public API (all maps are :class:`~tcsim.matrix.fragment_api.Fragment`)::

    wmma_fragment(family, matrix, shape, etype, layout)   # family "volta" (sm_70) / "turing" (sm_75)
    mma_fragment(shape, matrix, etype, layout="row")      # mma.sync (PTX ISA formulas)
    ldmatrix_map(num, trans)                              # ldmatrix .m8n8 .x1/.x2/.x4 .b16
    movmatrix_map()                                       # movmatrix .m8n8 .trans .b16

and, for the fragment microbenchmark ``src/tcsim/kernels/fragments.cu``:
``probe_kernel_name``, ``parse_probe_name`` and ``maps_from_probe`` (decode its output).

Where the maps come from: ``docs/fragments.md`` (seed quotes, SASS excerpts, derivations);
in short, Volta from seed 000 Table II / seed 003 Figs. 4.2, 4.3, 4.7 and the Volta SASS,
Turing from the Turing SASS (both through ``scripts/fragment_oracle.py``, whose decoded maps
are committed in ``tests/matrix/data/wmma_sass_oracle.json`` and compared with these in the
tests), mma.sync from the PTX ISA fragment figures.

``wmma`` matrix/layout conventions: ``matrix`` is "a" (M x K), "b" (K x N) or "c" (M x N,
also D).  ``layout`` is the ``.row``/``.col`` qualifier of ``wmma.load.a/.b`` (for A and B it
is part of the fragment type) or of ``wmma.load.c`` / ``wmma.store.d`` (for C/D; the maps of
both architectures do not depend on it, only the memory access pattern does).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

import numpy as np

from tcsim.isa.ir import ELEMENT_BITS

from .fragment_api import Fragment
from .fragments_mma import (
    Piece,
    ldmatrix_map,
    m8n8_int,
    m8n8k4,
    m16n8k8,
    m16n8k16,
    movmatrix_map,
)
from .fragments_sm80 import SECTION as SM80_SECTION
from .fragments_sm80 import SM80_AB, m16n8_packed
from .fragments_turing import (
    SHAPE_1BIT,
    SHAPE_4BIT,
    SHAPES_8BIT,
    SHAPES_16BIT,
    turing_a16,
    turing_b16,
    turing_c16,
    turing_int,
)
from .fragments_volta import SHAPES as VOLTA_SHAPES
from .fragments_volta import volta_a, volta_b, volta_c

__all__ = [
    "Fragment",
    "wmma_fragment",
    "mma_fragment",
    "ldmatrix_map",
    "movmatrix_map",
    "wmma_cases",
    "mma_cases",
    "probe_kernel_name",
    "probe_ldm",
    "parse_probe_name",
    "maps_from_probe",
]

#: bits per element type (one table for the whole simulator; the fragment tests read it here)
BITS = ELEMENT_BITS

FAMILY_ALIASES = {"volta": "volta", "sm_70": "volta", "sm70": "volta",
                  "turing": "turing", "sm_75": "turing", "sm75": "turing",
                  "ampere": "ampere", "sm_80": "ampere", "sm80": "ampere"}

_DOC = "docs/fragments.md"


def _shape(shape: Sequence[int]) -> tuple[int, int, int]:
    try:
        s = tuple(int(x) for x in shape)
    except (TypeError, ValueError):
        raise ValueError(f"shape must be (m, n, k), not {shape!r}") from None
    if len(s) != 3:
        raise ValueError(f"shape must be (m, n, k), not {shape!r}")
    return s  # type: ignore[return-value]


def _dims(matrix: str, shape: tuple[int, int, int]) -> tuple[int, int]:
    m, n, k = shape
    return {"a": (m, k), "b": (k, n), "c": (m, n)}[matrix]


def operand_dims(matrix: str, shape) -> tuple[int, int]:
    """(rows, cols) of operand ``matrix`` ("a", "b", "c") of an (m, n, k) instruction."""
    return _dims(matrix, _shape(shape))


def _fragment(matrix, shape, etype, piece: Piece, evidence: str) -> Fragment:
    row, col = piece
    row = np.ascontiguousarray(row, dtype=np.int64)
    col = np.ascontiguousarray(col, dtype=np.int64)
    row.setflags(write=False)
    col.setflags(write=False)
    rows, cols = _dims(matrix, shape)
    return Fragment(matrix=matrix, shape=shape, etype=etype, rows=rows, cols=cols,
                    row=row, col=col, evidence=evidence)


def _check_common(matrix: str, layout: str) -> None:
    if matrix not in ("a", "b", "c"):
        raise ValueError(f"matrix must be 'a', 'b' or 'c' (C and D share a map), not {matrix!r}")
    if layout not in ("row", "col"):
        raise ValueError(f"layout must be 'row' or 'col', not {layout!r}")


def _fmt(shape) -> str:
    return "m{}n{}k{}".format(*shape)


# ============================================================================ wmma


def wmma_fragment(family: str, matrix: str, shape: Sequence[int], etype: str,
                  layout: str) -> Fragment:
    """The fragment map of a ``wmma.load.{a,b,c}`` / ``wmma.store.d`` / ``wmma.mma`` operand.

    family: "volta" (sm_70, Titan V / V100) or "turing" (sm_75, RTX 2080); "sm_70"/"sm_75"
    are accepted too.  matrix "a"/"b"/"c"; shape (m, n, k); etype the operand's PTX type
    (A/B: f16, s8, u8, s4, u4, b1; C/D: f16, f32, s32); layout "row"/"col".

    Supported: shapes (16,16,16), (32,8,16), (8,32,16) with f16 A/B and f16/f32 C (Volta
    and Turing) and with s8/u8 A/B and s32 C (Turing); (8,8,32) s4/u4 A (row) / B (col) and
    (8,8,128) b1 A (row) / B (col) with s32 C (Turing).  Anything else raises ValueError.
    """
    fam = FAMILY_ALIASES.get(str(family).lower())
    if fam is None:
        raise ValueError(f"unknown wmma family {family!r}: use 'volta' (sm_70), 'turing' (sm_75) or 'ampere' (sm_80)")
    shape = _shape(shape)
    _check_common(matrix, layout)
    return _wmma(fam, matrix, shape, etype, layout)


@functools.cache
def _wmma(fam: str, matrix: str, shape: tuple[int, int, int], etype: str, layout: str) -> Fragment:
    name = f"wmma.load.{matrix}.{layout}.{_fmt(shape)}.{etype}"
    if fam == "ampere":
        # sm_80 SASS oracle (scripts/fragment_oracle_sm80.py): every map is Turing's except the
        # s32 C/D of m8n32k16, which sm_80 holds as the 16-bit accumulator of C^T (the
        # m16n8k16 IMMA accumulator, as HMMA's) instead of Turing's m8n8 blocks
        if matrix == "c" and etype == "s32" and shape == (8, 32, 16):
            return _fragment(matrix, shape, etype, turing_c16(shape),
                             f"Ampere wmma {_fmt(shape)} C s32 {layout}: SASS oracle sm_80 (ptxas 13.0, "
                             f"scripts/fragment_oracle_sm80.py): the m16n8k16 accumulator of C^T; {_DOC}#ampere")
        if etype in ("bf16", "tf32", "f64") or shape in (AMPERE_TF32_SHAPE, AMPERE_F64_SHAPE):
            return _ampere_wmma(matrix, shape, etype, layout, name)
        return _wmma("turing", matrix, shape, etype, layout)
    if fam == "volta":
        if shape not in VOLTA_SHAPES:
            raise ValueError(f"{name}: Volta (sm_70) wmma supports the shapes m16n16k16, m32n8k16 "
                             "and m8n32k16 only")
        ok = {"a": ("f16",), "b": ("f16",), "c": ("f16", "f32")}[matrix]
        if etype not in ok:
            raise ValueError(f"{name}: Volta (sm_70) wmma supports f16 A/B and f16/f32 C/D only "
                             "(integer and sub-byte wmma need sm_75)")
        if matrix == "a":
            piece = volta_a(shape, layout)
        elif matrix == "b":
            piece = volta_b(shape, layout)
        else:
            piece = volta_c(shape, etype)
        return _fragment(matrix, shape, etype, piece, _volta_evidence(matrix, shape, etype, layout))

    # Turing
    if etype in ("f16", "f32") or (matrix != "c" and etype in ("bf16", "tf32")):
        if etype in ("bf16", "tf32"):
            raise ValueError(f"{name}: {etype} wmma needs sm_80; Turing (sm_75) has f16, s8/u8, "
                             "s4/u4 and b1")
        if shape not in SHAPES_16BIT:
            raise ValueError(f"{name}: 16-bit wmma shapes are m16n16k16, m32n8k16 and m8n32k16")
        if matrix != "c" and etype != "f16":
            raise ValueError(f"{name}: wmma A/B of the 16-bit shapes are f16 (f32 is a C/D type)")
        piece = {"a": turing_a16, "b": turing_b16, "c": turing_c16}[matrix](shape)
        return _fragment(matrix, shape, etype, piece, _turing_evidence(matrix, shape, etype, layout))
    int_ab = {"s8": SHAPES_8BIT, "u8": SHAPES_8BIT, "s4": (SHAPE_4BIT,), "u4": (SHAPE_4BIT,),
              "b1": (SHAPE_1BIT,)}
    if matrix in ("a", "b"):
        if etype not in int_ab:
            raise ValueError(f"{name}: unsupported wmma A/B type {etype!r} on Turing (sm_75): "
                             "f16, s8, u8, s4, u4, b1")
        if shape not in int_ab[etype]:
            raise ValueError(f"{name}: {etype} wmma shapes are "
                             + ", ".join(_fmt(s) for s in int_ab[etype]))
        if etype in ("s4", "u4", "b1"):
            need = "row" if matrix == "a" else "col"
            if layout != need:
                raise ValueError(f"{name}: sub-byte wmma ({etype}) needs A row-major and B "
                                 "col-major (PTX ISA wmma.load)")
    else:
        if etype != "s32":
            raise ValueError(f"{name}: C/D is f16/f32 (16-bit shapes) or s32 (integer shapes), "
                             f"not {etype!r}")
        if shape not in SHAPES_8BIT + (SHAPE_4BIT, SHAPE_1BIT):
            raise ValueError(f"{name}: s32 C/D shapes are m16n16k16, m32n8k16, m8n32k16, "
                             "m8n8k32, m8n8k128")
    piece = turing_int(matrix, shape)
    return _fragment(matrix, shape, etype, piece, _turing_evidence(matrix, shape, etype, layout))


#: the wmma shapes sm_80 added (PTX ISA wmma: ".m16n16k8" for .tf32, ".m8n8k4" for .f64)
AMPERE_TF32_SHAPE = (16, 16, 8)
AMPERE_F64_SHAPE = (8, 8, 4)


def _ampere_wmma(matrix: str, shape, etype: str, layout: str, name: str) -> Fragment:
    """The wmma types sm_80 added (bf16 A/B of the 16-bit shapes, tf32 m16n16k8, f64 m8n8k4),
    as the sm_80 SASS oracle of kernels/fragments_sm80.cu decodes them: bf16 A/B are the f16
    maps (HMMA.16816.BF16 blocks), tf32 A is the mma.m16n8k8 .tf32 A and B two n-blocks of its
    B (HMMA.1688.F32.TF32), the f32 C of m16n16k8 the m16n16k16 accumulator, f64 the
    mma.m8n8k4 .f64 maps (one DMMA.884)."""
    ev = (f"Ampere wmma {_fmt(shape)} {matrix.upper()} {etype} {layout}: SASS oracle sm_80 (ptxas 13.0, "
          f"scripts/fragment_oracle_sm80.py on kernels/fragments_sm80.cu); {_DOC}#ampere")
    if etype == "bf16" and matrix != "c" and shape in SHAPES_16BIT:
        # the f16 maps without their duplicate copies: a .bf16 fragment holds each element
        # once (PTX ISA wmma.load: e.g. m16n16k16 A four .b32 registers, .f16 eight)
        row, col = (turing_a16 if matrix == "a" else turing_b16)(shape)
        n = shape[0] * shape[2] // 32 if matrix == "a" else shape[2] * shape[1] // 32
        piece = (row[:, :n], col[:, :n])
    elif shape == AMPERE_TF32_SHAPE and (etype == "tf32" and matrix != "c" or etype == "f32" and matrix == "c"):
        if matrix == "a":
            piece = m16n8k8("a", "tf32")
        elif matrix == "b":
            b = m16n8k8("b", "tf32")
            piece = (np.concatenate([b[0], b[0]], axis=1), np.concatenate([b[1], b[1] + 8], axis=1))
        else:
            piece = turing_c16((16, 16, 16))
    elif shape == AMPERE_F64_SHAPE and etype == "f64":
        piece = m8n8k4(matrix, "f64")
    else:
        raise ValueError(f"{name}: sm_80 wmma has .bf16 A/B (m16n16k16, m32n8k16, m8n32k16; f32 C), "
                         ".tf32 A/B with .f32 C (m16n16k8) and .f64 A/B/C (m8n8k4)")
    return _fragment(matrix, shape, etype, piece, ev)


def _ampere_wmma_cases():
    out = []
    for shape in SHAPES_16BIT:
        for matrix in ("a", "b"):
            for layout in ("row", "col"):
                out.append((matrix, shape, "bf16", layout))
    for shape, ab, c in ((AMPERE_TF32_SHAPE, "tf32", "f32"), (AMPERE_F64_SHAPE, "f64", "f64")):
        for matrix in ("a", "b"):
            for layout in ("row", "col"):
                out.append((matrix, shape, ab, layout))
        for layout in ("row", "col"):
            out.append(("c", shape, c, layout))
    return out


def wmma_cases(family: str):
    """Every supported (matrix, shape, etype, layout) of a family, in a stable order."""
    fam = FAMILY_ALIASES[family]
    out = []
    for shape in SHAPES_16BIT:
        for matrix in ("a", "b"):
            for layout in ("row", "col"):
                out.append((matrix, shape, "f16", layout))
        for et in ("f16", "f32"):
            for layout in ("row", "col"):
                out.append(("c", shape, et, layout))
    if fam in ("turing", "ampere"):
        for shape in SHAPES_8BIT:
            for et in ("s8", "u8"):
                for matrix in ("a", "b"):
                    for layout in ("row", "col"):
                        out.append((matrix, shape, et, layout))
            for layout in ("row", "col"):
                out.append(("c", shape, "s32", layout))
        for shape, types in ((SHAPE_4BIT, ("s4", "u4")), (SHAPE_1BIT, ("b1",))):
            for et in types:
                out.append(("a", shape, et, "row"))
                out.append(("b", shape, et, "col"))
            for layout in ("row", "col"):
                out.append(("c", shape, "s32", layout))
    if fam == "ampere":
        out += _ampere_wmma_cases()
    return out


def _volta_evidence(matrix, shape, etype, layout) -> str:
    op = {"a": f"A {layout}-major", "b": f"B {layout}-major", "c": f"C/D {etype}"}[matrix]
    src = ("seed 003 (Jia et al.) Fig. 4.2 (A col), 4.3 (B col), 4.7 (C f32 col) reproduced cell "
           "for cell; " if shape == (16, 16, 16) else "derived (not in the seeds' figures); ")
    return (f"Volta wmma {_fmt(shape)} {op}: octet o = threadgroups o, o+4 (seed 000 Table II) "
            f"computes C block (o % {shape[0] // 8}, o // {shape[0] // 8}); slots = mma.m8n8k4 "
            f"{'accumulator ' + etype if matrix == 'c' else layout + ' ' + matrix.upper()} "
            f"fragments (PTX ISA 'Matrix Fragments for mma.m8n8k4 with .f16') per k-step; "
            f"{src}SASS oracle sm_70 (ptxas 12.9; scripts/fragment_oracle.py) agrees; {_DOC}#volta")


def _turing_evidence(matrix, shape, etype, layout) -> str:
    if etype in ("f16", "f32"):
        base = {"a": "mma.m16n8k16 A" if shape != (8, 32, 16) else "mma.m16n8k16 B of A^T",
                "b": "mma.m16n8k16 B" if shape != (8, 32, 16) else "mma.m16n8k16 A of B^T",
                "c": "mma.m16n8k8/k16 C" if shape != (8, 32, 16) else "mma.m16n8k16 C of C^T"}
        what = base[matrix] + " blocks (HMMA.1688)"
    elif etype in ("s8", "u8") or (matrix == "c" and shape in SHAPES_8BIT):
        what = "mma.m8n8k16 blocks (IMMA.8816)"
    elif shape == SHAPE_4BIT:
        what = "mma.m8n8k32 (IMMA.8832)"
    else:
        what = "mma.m8n8k128 (BMMA.88128)"
    return (f"Turing wmma {_fmt(shape)} {matrix.upper()} {etype} {layout}: SASS oracle sm_75 "
            f"(ptxas 13.0, scripts/fragment_oracle.py: wmma.load lowered to LDG + MOVM/PRMT, "
            f"registers feed {what}); one lane per element, one threadgroup per row/col "
            f"(seed 000 III-B-2, seed 001 3.1); {_DOC}#turing")


# ============================================================================ mma.sync


_MMA_AB = {
    (8, 8, 4): ("f16", "f64"),
    (16, 8, 8): ("f16", "bf16", "tf32"),
    (16, 8, 16): ("f16", "bf16"),
    (8, 8, 16): ("s8", "u8"),
    (8, 8, 32): ("s4", "u4"),
    (8, 8, 128): ("b1",),
}
for _shape_, _types_ in SM80_AB.items():  # the sm_80 m16n8 shapes (fragments_sm80)
    _MMA_AB[_shape_] = _MMA_AB.get(_shape_, ()) + _types_
_MMA_C = {
    (8, 8, 4): ("f16", "f32", "f64"),
    (16, 8, 8): ("f16", "f32"),
    (16, 8, 16): ("f16", "f32"),
    (8, 8, 16): ("s32",),
    (8, 8, 32): ("s32",),
    (8, 8, 128): ("s32",),
    (16, 8, 4): ("f32",),
    (16, 8, 32): ("s32",),
    (16, 8, 64): ("s32",),
    (16, 8, 128): ("s32",),
    (16, 8, 256): ("s32",),
}
_MMA_C[(16, 8, 16)] += ("s32",)  # m16n8k16 .s8/.u8
_MMA_SECTION = {
    (8, 8, 4): "Matrix Fragments for mma.m8n8k4 with .f16 floating point type (Figs. 46-52)",
    (16, 8, 8): "Matrix Fragments for mma.m16n8k8",
    (16, 8, 16): "Matrix Fragments for mma.m16n8k16 with floating point type",
    (8, 8, 16): "Matrix Fragments for mma.m8n8k16",
    (8, 8, 32): "Matrix Fragments for mma.m8n8k32",
    (8, 8, 128): "Matrix Fragments for mma.m8n8k128",
}


def mma_fragment(shape: Sequence[int], matrix: str, etype: str, layout: str = "row") -> Fragment:
    """The fragment map of an ``mma.sync.aligned`` operand, exactly per the PTX ISA figures.

    Shapes/types: m8n8k4 (A/B f16 [or f64]; C/D f16/f32 [f64]), m16n8k8 (A/B f16, bf16,
    tf32; C/D f16/f32), m16n8k16 (A/B f16, bf16; C/D f16/f32), m8n8k16 (s8/u8), m8n8k32
    (s4/u4), m8n8k128 (b1), C/D s32 for the integer shapes.  ``etype`` is the operand's own
    type (for C/D the accumulator type; a bf16/tf32 MMA accumulates in f32).

    ``layout`` (the ``.alayout``/``.blayout`` qualifier) matters only for m8n8k4 .f16 A and
    B; every other shape has one fragment layout (PTX fixes ``.row.col``) and the argument is
    only checked to be "row"/"col".

    m8n8k4 .f16 is four independent MMAs, one per quad pair (lanes 4q..4q+3 and
    4q+16..4q+19): each quad pair's rows/cols index its own 8x8x4 matrices, so every element
    is held by four lanes (one per quad pair).
    """
    shape = _shape(shape)
    _check_common(matrix, layout)
    return _mma(shape, matrix, etype, layout)


@functools.cache
def _mma(shape, matrix, etype, layout) -> Fragment:
    name = f"mma.sync.{_fmt(shape)} {matrix.upper()} {etype}"
    if shape not in _MMA_AB:
        raise ValueError(f"{name}: unsupported mma.sync shape; known: "
                         + ", ".join(_fmt(s) for s in _MMA_AB))
    allowed = _MMA_C[shape] if matrix == "c" else _MMA_AB[shape]
    if etype not in allowed:
        raise ValueError(f"{name}: {_fmt(shape)} {matrix.upper()} types are {', '.join(allowed)}")
    if shape == (8, 8, 4):
        piece = m8n8k4(matrix, etype, layout)
    elif shape[:2] == (16, 8) and (shape not in ((16, 8, 8), (16, 8, 16)) or etype in ("s8", "u8", "s32")):
        piece = m16n8_packed(matrix, etype, shape[2])   # the sm_80 additions (fragments_sm80)
    elif shape == (16, 8, 8):
        piece = m16n8k8(matrix, etype)
    elif shape == (16, 8, 16):
        piece = m16n8k16(matrix)
    else:
        piece = m8n8_int(matrix, shape[2])
    section = _MMA_SECTION.get(shape, "") if etype not in ("s8", "u8", "s32") or shape[0] != 16 else ""
    ev = f"PTX ISA '{section or SM80_SECTION[shape]}' ({matrix.upper()} {etype}"
    ev += f", .{layout})" if shape == (8, 8, 4) and matrix != "c" and etype != "f64" else ")"
    return _fragment(matrix, shape, etype, piece, ev)


def mma_sp_fragment(shape: Sequence[int], matrix: str, etype: str) -> Fragment:
    """The fragment map of an ``mma.sp`` operand (sm_80 sparse MMA, ``tcsim.matrix.sparse``).

    PTX ISA "Matrix fragments for multiply-accumulate operation with sparse matrix A": A is
    the compressed 16 x K/2 matrix, held as the dense m16n8k(K/2) A of its type (each
    register's non-zeros come from the 4-wide chunks, 2-wide for .tf32, 8-wide for
    .s4/.u4, of ``firstcol = threadID_in_group * chunk`` on, i.e. compressed columns
    ``threadID_in_group * per`` on); B is the m16n8kK B of the packing rule
    (``fragments_sm80``: rows ``threadID_in_group * per + j + r * 4 * per``, column
    ``groupID``; for the shapes mma.sync also has it is that map), C/D the m16n8 accumulator."""
    m, n, k = _shape(shape)
    _check_common(matrix, "row")
    if (m, n) != (16, 8):
        raise ValueError(f"mma.sp.m{m}n{n}k{k}: sparse MMA shapes are m16n8kK")
    name = f"mma.sp.m{m}n{n}k{k} {matrix.upper()} {etype}"
    if matrix == "c":
        if etype not in ("f16", "f32", "s32"):
            raise ValueError(f"{name}: C/D types are f16, f32, s32")
        piece = m16n8_packed("c", etype, k)
        return _fragment("c", (m, n, k), etype, piece, f"PTX ISA m16n8 accumulator (C/D {etype})")
    if etype not in ("f16", "bf16", "tf32", "s8", "u8", "s4", "u4"):
        raise ValueError(f"{name}: sparse A/B types are f16, bf16, tf32, s8, u8, s4, u4")
    if matrix == "a":
        piece = m16n8_packed("a", etype, k // 2)
        return _fragment("a", (m, n, k // 2), etype, piece,
                         f"PTX ISA 'Matrix Fragments for sparse mma.m16n8k{k}' (A {etype}: compressed 16x{k // 2} "
                         f"held as the dense m16n8k{k // 2} A)")
    piece = m16n8_packed("b", etype, k)
    return _fragment("b", (m, n, k), etype, piece, f"PTX ISA 'Matrix Fragments for sparse mma.m16n8k{k}' (B {etype})")


def mma_cases():
    """Every supported (shape, matrix, etype, layout) of mma_fragment."""
    out = []
    for shape, types in _MMA_AB.items():
        for et in types:
            for matrix in ("a", "b"):
                layouts = ("row", "col") if shape == (8, 8, 4) and et == "f16" else ("row",)
                for lay in layouts:
                    out.append((shape, matrix, et, lay))
        for et in _MMA_C[shape]:
            out.append((shape, "c", et, "row"))
    return out


# ============================================================================ the probe kernels


def probe_kernel_name(matrix: str, shape: Sequence[int], etype: str, layout: str) -> str:
    """Name of the kernel in src/tcsim/kernels/fragments.cu that probes this wmma case."""
    return f"frag_{matrix}_{_fmt(_shape(shape))}_{etype}_{layout}"


def probe_ldm(matrix: str, shape: Sequence[int], etype: str, layout: str) -> int:
    """The leading dimension (elements) to launch a probe kernel with: the tile's natural one
    (columns for row-major, rows for col-major) rounded up to a multiple of 16 bytes, as CUDA
    requires of wmma ``ldm``."""
    rows, cols = _dims(matrix, _shape(shape))
    natural = cols if layout == "row" else rows
    unit = 128 // BITS[etype]
    return -(-natural // unit) * unit


def parse_probe_name(name: str) -> tuple[str, tuple[int, int, int], str, str]:
    mt = re.fullmatch(r"frag_([abc])_m(\d+)n(\d+)k(\d+)_([a-z0-9]+)_(row|col)", name)
    if not mt:
        raise ValueError(f"not a fragments.cu probe kernel name: {name!r}")
    shape = (int(mt.group(2)), int(mt.group(3)), int(mt.group(4)))
    return mt.group(1), shape, mt.group(5), mt.group(6)


def maps_from_probe(matrix: str, shape: Sequence[int], etype: str, layout: str, ldm: int,
                    planes: Sequence[bytes | np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """Decode the output of a fragments.cu probe kernel into ``(row, col)`` maps.

    ``planes[p]`` is the kernel's ``out`` buffer (bytes or a uint8/uint32 array, 32 lanes x
    NW words) from the run in which tile byte ``o`` held ``(o >> 8p) & 0xff``; two planes
    cover tiles up to 64 KiB.  Every output byte then names its source tile byte offset;
    elements follow (f16: two bytes, f32/s32: four, s8/u8: one, s4/u4: two per byte, low
    nibble first, b1: eight per byte, bit 0 first), and the element index ``e`` gives
    ``(e // ldm, e % ldm)`` for a row-major tile, ``(e % ldm, e // ldm)`` for col-major.
    """
    arrays = [np.frombuffer(np.ascontiguousarray(p).tobytes() if not isinstance(p, bytes) else p,
                            dtype=np.uint8).astype(np.int64) for p in planes]
    src = np.zeros_like(arrays[0])
    for i, a in enumerate(arrays):
        if a.shape != arrays[0].shape:
            raise ValueError("probe planes differ in size")
        src |= a << (8 * i)
    if src.size % (32 * 4):
        raise ValueError(f"probe output of {src.size} bytes is not 32 lanes x whole words")
    src = src.reshape(32, -1)
    bits = BITS[etype]
    if bits >= 8:
        eb = bits // 8
        lead = src[:, ::eb]
        if (lead % eb).any():
            raise ValueError(f"{etype} element read from a misaligned tile offset")
        for j in range(1, eb):
            if not (src[:, j::eb] == lead + j).all():
                raise ValueError(f"the bytes of one {etype} slot come from different elements")
        elem = lead // eb
    else:
        per = 8 // bits
        elem = (src[:, :, None] * per + np.arange(per)).reshape(32, -1)
    if layout == "row":
        return elem // ldm, elem % ldm
    return elem % ldm, elem // ldm
