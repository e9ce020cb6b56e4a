"""What the instruction encodings of gfx90a / gfx940-942 can hold: immediate offsets per
instruction family and register-tuple alignment. Checked once per instruction after the
file is read (the target comes from ``.amdgcn_target``); a violation is an error at
``file:line:col`` naming the token, as LLVM's assembler reports it.

Offsets (AMD CDNA2/CDNA3 ISA guides, instruction formats; LLVM's AMDGPUAsmParser gives the
same limits and messages):

================================  =====================  =================================
family                            field                  range
================================  =====================  =================================
``global_*``, ``scratch_*``       FLAT OFFSET, signed    -4096 .. 4095 (13 bits)
``flat_*``                        FLAT OFFSET, unsigned  0 .. 4095 (12 bits)
``buffer_*`` (MUBUF)              OFFSET, unsigned       0 .. 4095 (12 bits)
``ds_*`` (one address)            OFFSET, unsigned       0 .. 65535 (16 bits)
``ds_*2*`` (two addresses)        OFFSET0 / OFFSET1      0 .. 255 (8 bits each)
``s_load_*``, ``s_store_*``,      SMEM OFFSET, signed    -1048576 .. 1048575 (21 bits)
``s_dcache_*``, ``s_atc_probe*``
``s_buffer_*``                    SMEM OFFSET, unsigned  0 .. 1048575 (20 bits)
================================  =====================  =================================

One place where LLVM 14 and 19 accept more than the encoding holds: MUBUF offsets up to
65535 are accepted and silently truncated to the 12-bit field (``offset:5000`` is encoded
as ``offset:904``); tcsim follows the encoding and rejects them
(tests/isa/amdgpu/test_amdgpu_encodable.py shows the truncation).

Register tuples (gfx90a and later; LLVM: "vgpr tuples must be 64 bit aligned", "invalid
register alignment"): a VGPR/AGPR range of two or more registers starts at an even
register; an SGPR (or trap temporary) pair at an even one, four or more at a multiple of 4.
"""

from __future__ import annotations

from tcsim.arch.gfx import TARGETS  # what these encodings describe: GFX9 with gfx90a register-file rules
from tcsim.errors import AsmSyntaxError, SrcLoc
from tcsim.isa.ir import GPR, Imm, Instruction

_S13 = (-4096, 4095, "13-bit signed")
_U12 = (0, 4095, "12-bit unsigned")
_U16 = (0, 65535, "16-bit unsigned")
_U8 = (0, 255, "8-bit unsigned")
_S21 = (-(1 << 20), (1 << 20) - 1, "21-bit signed")
_U20 = (0, (1 << 20) - 1, "20-bit unsigned")


def _offset_rule(op: str):
    """(attribute or operand, (lo, hi, what)) pairs to check for an opcode."""
    if op.startswith(("global_", "scratch_")):
        return [("offset", _S13)]
    if op.startswith("flat_"):
        return [("offset", _U12)]
    if op.startswith(("buffer_", "tbuffer_")):
        return [("offset", _U12)]
    if op.startswith("ds_"):
        return [("offset", _U16), ("offset0", _U8), ("offset1", _U8)]
    if op.startswith("s_buffer_"):
        return [("#2", _U20), ("offset", _U20)]
    if op.startswith(("s_load_", "s_store_", "s_scratch_", "s_dcache_discard", "s_atc_probe")):
        return [("#2", _S21), ("offset", _S21)]
    return []


def check(ins: Instruction, target: str) -> None:
    """Raise AsmSyntaxError if ``ins`` cannot be encoded for ``target``."""
    if target not in TARGETS:
        return
    locs = ins.attrs.get("_locs", {})
    for i, o in enumerate(ins.operands):
        if isinstance(o, GPR) and o.count >= 2:
            if o.file in ("v", "a") and o.index % 2:
                _fail(ins, locs.get(f"#{i}"), f"invalid register class: vgpr tuples must be 64 bit aligned: {o} "
                                              f"({target} register tuples start at an even register)")
            if o.file in ("s", "ttmp") and o.index % (2 if o.count == 2 else 4):
                _fail(ins, locs.get(f"#{i}"), f"invalid register alignment: {o} (SGPR pairs start at an even "
                                              "register, wider tuples at a multiple of 4)")
    for key, (lo, hi, what) in _offset_rule(ins.opcode):
        if key.startswith("#"):
            k = int(key[1:])
            o = ins.operands[k] if k < len(ins.operands) else None
            if not isinstance(o, Imm) or o.kind != "int":
                continue
            val, shown = int(o.value), f"offset {o.value:#x}" if o.value >= 0 else f"offset {o.value}"
        else:
            if key not in ins.attrs or isinstance(ins.attrs[key], (bool, tuple)):
                continue
            val, shown = int(ins.attrs[key]), f"{key}:{ins.attrs[key]}"
        if not lo <= val <= hi:
            _fail(ins, locs.get(key), f"{shown} does not fit the {what} offset field of '{ins.opcode}' "
                                      f"({lo}..{hi} on {target})")


def _fail(ins: Instruction, col, message: str):
    loc = ins.loc if col is None else SrcLoc(ins.loc.file, ins.loc.line, col)
    raise AsmSyntaxError(loc, f"{message} (in '{ins.text}')")
