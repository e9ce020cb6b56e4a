"""A cubin and its nvdisasm listing -> :class:`~.ir.Cubin`: every ``.text.<name>`` section
decoded (instructions with their 128-bit words from the ELF and the control bits of each),
and for every kernel the launch facts from ``.nv.info`` / ``.nv.info.<name>``, the section
headers and ``.nv.constant0.<name>`` / ``.nv.shared.<name>``.

The listing must be nvdisasm's of this very cubin: its sections and instruction counts are
checked against the ELF (and its hex words, when printed with ``-hex``).
"""

from __future__ import annotations

import re
import struct

from .control import decode_control
from .elf import Elf, SassFormatError, read_elf
from .ir import Cubin, SassInstr, SassKernel
from .listing import parse_instruction, split_sections
from .nvinfo import Attribute, kparam, parse_nvinfo

STO_CUDA_ENTRY = 0x10  # symbol st_other bit of a kernel entry (cuobjdump: STO_CUDA_ENTRY)


def param_base_default(sm: int) -> int:
    """Where parameters start in constant bank 0 when the cubin does not say
    (EIATTR_PARAM_CBANK): c[0x0][0x160] on Volta-Ampere-Ada, c[0x0][0x210] on Hopper."""
    return 0x210 if sm >= 90 else 0x160


def _by_symbol(elf: Elf, attrs: list[Attribute], code: int) -> dict[str, int]:
    """Global .nv.info attributes keyed by function: SVAL (u32 symbol index, u32 value)."""
    out = {}
    for a in attrs:
        if a.code == code and isinstance(a.value, bytes) and len(a.value) >= 8:
            sym, val = struct.unpack_from("<II", a.value)
            if sym < len(elf.symbols):
                out[elf.symbols[sym].name] = val
    return out


def _first(attrs: list[Attribute], code: int) -> Attribute | None:
    return next((a for a in attrs if a.code == code), None)


_BANK = re.compile(r"^\.nv\.constant(\d+)(?:\.(.+))?$")


def _other_banks(elf: Elf, name: str) -> dict[int, bytes]:
    """Constant banks other than 0: the kernel's own .nv.constantN.<name> over the module's
    .nv.constantN."""
    out: dict[int, bytes] = {}
    for s in sorted(elf.sections, key=lambda s: s.name.count(".")):
        m = _BANK.match(s.name)
        if m and int(m.group(1)) != 0 and m.group(2) in (None, name):
            out[int(m.group(1))] = s.data
    return out


def read_cubin(data: bytes, listing: str, path: str = "<cubin>", listing_path: str = "<listing>") -> Cubin:
    elf = read_elf(data, path)
    info = elf.section(".nv.info")
    global_attrs = parse_nvinfo(info.data, f"{path}: .nv.info") if info else []
    regcount = _by_symbol(elf, global_attrs, 0x2F)
    frame = _by_symbol(elf, global_attrs, 0x11)
    raw = split_sections(listing, listing_path)
    kernels: dict[str, SassKernel] = {}
    functions: dict[str, SassKernel] = {}
    texts = [s for s in elf.sections if s.name.startswith(".text.")]
    if not texts:
        raise SassFormatError(f"{path}: no .text.<kernel> section: the cubin holds no code")
    for sec in texts:
        name = sec.name[len(".text."):]
        rs = raw.get(name)
        if rs is None:
            raise SassFormatError(f"{listing_path}: no listing of section .text.{name} of {path}: "
                                  f"the listing is not nvdisasm's of this cubin")
        if 16 * len(rs.instrs) != sec.size:
            raise SassFormatError(f"{listing_path}: .text.{name} lists {len(rs.instrs)} instructions but the cubin's "
                                  f"section holds {sec.size // 16}: the listing is not nvdisasm's of this cubin")
        instrs = []
        for ri in rs.instrs:
            lo, hi = struct.unpack_from("<QQ", sec.data, ri.pc)
            where = f"{listing_path}:{ri.line}"
            if ri.words and ri.words != [lo, hi][:len(ri.words)]:
                raise SassFormatError(f"{where}: listed word {ri.words[0]:#018x} differs from the cubin's "
                                      f"{lo:#018x} at .text.{name}+{ri.pc:#x}")
            guard, op, mods, operands = parse_instruction(ri.text, rs.labels, where)
            instrs.append(SassInstr(ri.pc, op, mods, operands, guard, decode_control(hi), lo | hi << 64,
                                    ri.line, ri.text))
        ksym = next((s for s in elf.symbols if s.name == name and s.shndx == sec.index), None)
        kinfo_sec = elf.section(f".nv.info.{name}")
        attrs = parse_nvinfo(kinfo_sec.data, f"{path}: .nv.info.{name}") if kinfo_sec else []
        cb = _first(attrs, 0x0A)  # PARAM_CBANK: u32 symbol, u16 offset, u16 size
        if cb is not None and isinstance(cb.value, bytes) and len(cb.value) >= 8:
            _, base, psize = struct.unpack_from("<IHH", cb.value)
        else:
            base, psize = param_base_default(elf.sm), 0
        size_attr = _first(attrs, 0x19)  # CBANK_PARAM_SIZE
        if size_attr is not None and isinstance(size_attr.value, int):
            psize = size_attr.value
        params = tuple(sorted((kparam(a) for a in attrs if a.code == 0x17), key=lambda p: p.ordinal))
        exits = _first(attrs, 0x1C)
        # named barriers: EIATTR_NUM_BARRIERS (CUDA 13, ELF ABI 8), else bits 20+ of the .text
        # section's flags (ELF ABI 7; cuobjdump's "bar = N")
        bars = _first(attrs, 0x4C)
        maxt = _first(attrs, 0x05)
        c0 = elf.section(f".nv.constant0.{name}")
        sh = elf.section(f".nv.shared.{name}")
        k = SassKernel(
            name=name, instrs=tuple(instrs), labels=dict(rs.labels), params=params, param_base=base,
            param_size=psize, cbank0_size=c0.size if c0 else 0,
            registers=regcount.get(name, sec.info >> 24), shared_bytes=sh.size if sh else 0,
            local_bytes=frame.get(name, 0),
            barriers=bars.value if bars is not None and isinstance(bars.value, int) else (sec.flags >> 20) & 0x1F,
            exit_offsets=tuple(exits.words()) if exits is not None else (),
            max_threads=tuple(maxt.words()) if maxt is not None else None, attributes=tuple(attrs),
            cbanks=_other_banks(elf, name))
        is_entry = ksym is not None and ksym.other & STO_CUDA_ENTRY
        (kernels if is_entry else functions)[name] = k
    return Cubin(path, elf.sm, elf.abi_version, kernels, functions)
