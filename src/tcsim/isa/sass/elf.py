"""A small reader of the ELF64 little-endian files ptxas writes (cubins): the header, the
section table with names, and the symbol table. Only what the SASS front end needs; every
malformation a user's file can have ends in one :class:`SassFormatError` naming the file
and the place (``x.cubin: section 5 (.nv.info) ...``).

Layout per the System V ELF gABI (Elf64_Ehdr 64 bytes, Elf64_Shdr 64 bytes, Elf64_Sym
24 bytes). CUDA specifics: OS/ABI 0x33 (ELFOSABI_CUDA, ABI version 7, CUDA <= 12) or 0x41
(ABI version 8, CUDA 13), machine 190 (EM_CUDA); the SM number sits in ``e_flags`` —
bits 0-7 with ABI version 7, bits 8-15 with ABI version 8 (read off ``cuobjdump -elf``'s
"sm=" of the committed cubins; tests/isa/test_sass_elf.py checks both).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from tcsim.errors import TcsimError

EM_CUDA = 190
SHT_SYMTAB = 2
SHT_NOBITS = 8


class SassFormatError(TcsimError):
    """A cubin or SASS listing tcsim cannot read; the message names the file and the place."""


@dataclass(frozen=True, slots=True)
class Section:
    index: int
    name: str
    type: int
    flags: int
    offset: int
    size: int
    link: int
    info: int
    data: bytes  # empty for NOBITS (.nv.shared.*: only the size matters)


@dataclass(frozen=True, slots=True)
class Symbol:
    index: int
    name: str
    value: int
    size: int
    info: int
    other: int
    shndx: int


@dataclass(frozen=True)
class Elf:
    path: str
    abi_version: int
    flags: int
    sections: tuple[Section, ...]
    symbols: tuple[Symbol, ...]

    @property
    def sm(self) -> int:
        """The SM number ptxas compiled for (75 for sm_75)."""
        return (self.flags >> 8) & 0xFF if self.abi_version >= 8 else self.flags & 0xFF

    def section(self, name: str) -> Section | None:
        return next((s for s in self.sections if s.name == name), None)


def _cstr(table: bytes, off: int, path: str, what: str) -> str:
    if off >= len(table) and table:
        raise SassFormatError(f"{path}: {what}: name offset {off:#x} outside the string table ({len(table):#x} bytes)")
    end = table.find(b"\0", off)
    return table[off:end if end >= 0 else len(table)].decode("ascii", errors="replace")


def read_elf(data: bytes, path: str = "<cubin>") -> Elf:
    """Parse ``data`` as a CUDA ELF64 file (a cubin)."""
    if len(data) < 64 or data[:4] != b"\x7fELF":
        raise SassFormatError(f"{path}: not an ELF file (no \\x7fELF magic; expected a cubin from ptxas or nvcc -cubin)")
    if data[4] != 2 or data[5] != 1:
        raise SassFormatError(f"{path}: ELF class {data[4]} / data encoding {data[5]}: a cubin is ELF64 little-endian (2/1)")
    (e_type, e_machine, _ver, _entry, _phoff, shoff, flags, _ehsize, _phentsize, _phnum,
     shentsize, shnum, shstrndx) = struct.unpack_from("<HHIQQQIHHHHHH", data, 16)
    if e_machine != EM_CUDA:
        raise SassFormatError(f"{path}: ELF machine {e_machine} is not EM_CUDA (190): not a cubin")
    if shentsize != 64:
        raise SassFormatError(f"{path}: section header size {shentsize}, expected 64")
    if shoff + shnum * 64 > len(data):
        raise SassFormatError(f"{path}: section table at {shoff:#x} ({shnum} entries) extends past the end of the file "
                              f"({len(data):#x} bytes): truncated cubin")
    raw = []
    for i in range(shnum):
        name, typ, fl, _addr, off, size, link, info, _align, _entsize = struct.unpack_from("<IIQQQQIIQQ", data, shoff + 64 * i)
        if typ != SHT_NOBITS and typ != 0 and off + size > len(data):
            raise SassFormatError(f"{path}: section {i}: contents at {off:#x}+{size:#x} extend past the end of the file "
                                  f"({len(data):#x} bytes): truncated cubin")
        raw.append((name, typ, fl, off, size, link, info))
    if not 0 < shstrndx < shnum:
        raise SassFormatError(f"{path}: section-name table index {shstrndx} outside the {shnum} sections")
    _, _, _, stroff, strsize, _, _ = raw[shstrndx]
    names = data[stroff:stroff + strsize]
    sections = tuple(
        Section(i, _cstr(names, name, path, f"section {i}"), typ, fl, off, size, link, info,
                b"" if typ in (SHT_NOBITS, 0) else data[off:off + size])
        for i, (name, typ, fl, off, size, link, info) in enumerate(raw))
    symbols: list[Symbol] = []
    symtab = next((s for s in sections if s.type == SHT_SYMTAB), None)
    if symtab is not None:
        if not 0 < symtab.link < len(sections):
            raise SassFormatError(f"{path}: section {symtab.index} ({symtab.name}): string table index {symtab.link} out of range")
        strtab = sections[symtab.link].data
        for j in range(symtab.size // 24):
            sname, info, other, shndx, value, size = struct.unpack_from("<IBBHQQ", symtab.data, 24 * j)
            symbols.append(Symbol(j, _cstr(strtab, sname, path, f"symbol {j}"), value, size, info, other, shndx))
    if e_type not in (1, 2):
        raise SassFormatError(f"{path}: ELF type {e_type}: expected a relocatable or executable cubin (1 or 2)")
    return Elf(path, data[8], flags, sections, tuple(symbols))
