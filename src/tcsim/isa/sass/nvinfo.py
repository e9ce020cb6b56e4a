"""The ``.nv.info`` and ``.nv.info.<kernel>`` sections of a cubin: a list of attributes, each
``format:u8 attribute:u8`` then, by format, nothing (EIFMT_NVAL), a u16 value (EIFMT_BVAL,
EIFMT_HVAL) or a u16 size and that many bytes (EIFMT_SVAL).

The attribute numbers are NVIDIA's EIATTR_* enumeration as ``cuobjdump -elf`` names them;
tests/isa/test_sass_regen.py compares every attribute of the committed cubins with
cuobjdump's names when cuobjdump is installed. Attributes not in :data:`EIATTR` keep their
number (``EIATTR_0x5f``) and their raw bytes.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

from .elf import SassFormatError

EIFMT_NVAL, EIFMT_BVAL, EIFMT_HVAL, EIFMT_SVAL = 1, 2, 3, 4

EIATTR = {
    0x01: "PAD", 0x02: "IMAGE_SLOT", 0x03: "JUMPTABLE_RELOCS", 0x04: "CTAIDZ_USED", 0x05: "MAX_THREADS",
    0x06: "IMAGE_OFFSET", 0x07: "IMAGE_SIZE", 0x08: "TEXTURE_NORMALIZED", 0x09: "SAMPLER_INIT",
    0x0A: "PARAM_CBANK", 0x0B: "SMEM_PARAM_OFFSETS", 0x0C: "CBANK_PARAM_OFFSETS", 0x0D: "SYNC_STACK",
    0x0E: "TEXID_SAMPID_MAP", 0x0F: "EXTERNS", 0x10: "REQNTID", 0x11: "FRAME_SIZE", 0x12: "MIN_STACK_SIZE",
    0x13: "SAMPLER_FORCE_UNNORMALIZED", 0x14: "BINDLESS_IMAGE_OFFSETS", 0x15: "BINDLESS_TEXTURE_BANK",
    0x16: "BINDLESS_SURFACE_BANK", 0x17: "KPARAM_INFO", 0x18: "SMEM_PARAM_SIZE", 0x19: "CBANK_PARAM_SIZE",
    0x1A: "QUERY_NUMATTRIB", 0x1B: "MAXREG_COUNT", 0x1C: "EXIT_INSTR_OFFSETS", 0x1D: "S2RCTAID_INSTR_OFFSETS",
    0x1E: "CRS_STACK_SIZE", 0x1F: "NEED_CNP_WRAPPER", 0x20: "NEED_CNP_PATCH", 0x21: "EXPLICIT_CACHING",
    0x22: "ISTYPEP_USED", 0x23: "MAX_STACK_SIZE", 0x24: "SUQ_USED", 0x25: "LD_CACHEMOD_INSTR_OFFSETS",
    0x26: "LOAD_CACHE_REQUEST", 0x27: "ATOM_SYS_INSTR_OFFSETS", 0x28: "COOP_GROUP_INSTR_OFFSETS",
    0x29: "COOP_GROUP_MASK_REGIDS", 0x2A: "SW1850030_WAR", 0x2B: "WMMA_USED", 0x2C: "HAS_PRE_V10_OBJECT",
    0x2D: "ATOMF16_EMUL_INSTR_OFFSETS", 0x2E: "ATOM16_EMUL_INSTR_REG_MAP", 0x2F: "REGCOUNT",
    0x30: "SW2393858_WAR", 0x31: "INT_WARP_WIDE_INSTR_OFFSETS", 0x32: "SHARED_SCRATCH", 0x33: "STATISTICS",
    0x34: "INDIRECT_BRANCH_TARGETS", 0x35: "SW2861232_WAR", 0x36: "SW_WAR", 0x37: "CUDA_API_VERSION",
    0x38: "NUM_MBARRIERS", 0x39: "MBARRIER_INSTR_OFFSETS", 0x3A: "COROUTINE_RESUME_ID_OFFSETS",
    0x3B: "SAM_REGION_STACK_SIZE", 0x3C: "PER_REG_TARGET_PERF_STATS", 0x3D: "CTA_PER_CLUSTER",
    0x3E: "EXPLICIT_CLUSTER", 0x3F: "MAX_CLUSTER_RANK", 0x40: "INSTR_REG_MAP", 0x41: "RESERVED_SMEM_USED",
    0x42: "RESERVED_SMEM_0_SIZE", 0x43: "UCODE_SECTION_DATA", 0x44: "UNUSED_LOAD_BYTE_OFFSET",
    0x45: "KPARAM_INFO_V2", 0x46: "SYSCALL_OFFSETS", 0x47: "SW_WAR_MEMBAR_SYS_INSTR_OFFSETS",
    0x48: "GRAPHICS_GLOBAL_CBANK", 0x49: "SHADER_TYPE", 0x4A: "VRC_CTA_INIT_COUNT", 0x4B: "TOOLS_PATCH_FUNC",
    0x4C: "NUM_BARRIERS", 0x4D: "TEXMODE_INDEPENDENT", 0x50: "SPARSE_MMA_MASK",
}


@dataclass(frozen=True, slots=True)
class Attribute:
    code: int
    fmt: int
    value: int | bytes  # an int for NVAL (0), BVAL and HVAL; the bytes of an SVAL

    @property
    def name(self) -> str:
        return "EIATTR_" + EIATTR.get(self.code, f"0x{self.code:02x}")

    def words(self) -> list[int]:
        """An SVAL's payload as little-endian u32s."""
        b = self.value if isinstance(self.value, bytes) else b""
        return list(struct.unpack_from(f"<{len(b) // 4}I", b))


def parse_nvinfo(data: bytes, where: str) -> list[Attribute]:
    """Split a .nv.info section into attributes; ``where`` names the file and section in errors."""
    out: list[Attribute] = []
    off = 0
    while off < len(data):
        if off + 4 > len(data):
            raise SassFormatError(f"{where}: attribute at {off:#x} truncated (section is {len(data):#x} bytes)")
        fmt, code, half = struct.unpack_from("<BBH", data, off)
        off += 4
        if fmt == EIFMT_SVAL:
            if off + half > len(data):
                raise SassFormatError(f"{where}: attribute EIATTR {code:#x} at {off - 4:#x}: {half} value bytes "
                                      f"extend past the section ({len(data):#x} bytes)")
            out.append(Attribute(code, fmt, data[off:off + half]))
            off += half
        elif fmt in (EIFMT_NVAL, EIFMT_BVAL, EIFMT_HVAL):
            out.append(Attribute(code, fmt, half))
        else:
            raise SassFormatError(f"{where}: attribute at {off - 4:#x} has format {fmt}; known formats are 1-4 (EIFMT_*)")
    return out


@dataclass(frozen=True, slots=True)
class Param:
    """One kernel parameter (EIATTR_KPARAM_INFO): ordinal, byte offset in the parameter area
    (from the start of the parameters in constant bank 0) and size in bytes."""

    ordinal: int
    offset: int
    size: int
    log_align: int = 0


def kparam(attr: Attribute) -> Param:
    """Decode EIATTR_KPARAM_INFO: u32 index, u16 ordinal, u16 offset, u32 packed word with the
    log2 pointee alignment in bits 0-7, the space in 8-11, the cbank in 12-16 and the size in
    bytes from bit 18 (field widths read off ``cuobjdump -elf``'s decoding of the same words)."""
    b = attr.value
    if not isinstance(b, bytes) or len(b) < 12:
        raise SassFormatError(f"EIATTR_KPARAM_INFO with {len(b) if isinstance(b, bytes) else 0} bytes, expected 12")
    _index, ordinal, offset, packed = struct.unpack_from("<IHHI", b)
    return Param(ordinal, offset, packed >> 18, packed & 0xFF)
