"""The ``.amdgpu_metadata`` block: HSA code-object metadata as YAML.

LLVM writes it (code object v3-v5) as a YAML document between ``.amdgpu_metadata`` and
``.end_amdgpu_metadata``; it is parsed with PyYAML's safe loader (a real YAML parser: the
block uses flow lists, quoted strings and nested maps) and then checked: every kernel
needs ``.name``, ``.symbol``, ``.kernarg_segment_size``, ``.group_segment_fixed_size``,
``.sgpr_count``, ``.vgpr_count``, ``.wavefront_size`` and ``.args`` entries with
``.offset``, ``.size`` and ``.value_kind`` inside the kernarg segment.

Values are checked for type as well as presence (a list, map, date or ``!!binary`` where
a scalar belongs is an error naming the key), and LLVM's own tag ``!str`` is understood:
LLVM's YAML writer (llvm/lib/BinaryFormat/MsgPackDocumentYAML.cpp) tags a string that
YAML 1.1 would read as something else, e.g. ``.name: !str n`` for an argument named
``n`` or ``y`` (tests/data/amdgpu/args_n_y.gfx90a.s, written by llc 14).
"""

from __future__ import annotations

import re

import yaml

from tcsim.errors import AsmSyntaxError, SrcLoc
from tcsim.isa.ir import KernArg

REQUIRED = (".name", ".symbol", ".kernarg_segment_size", ".group_segment_fixed_size", ".sgpr_count",
            ".vgpr_count", ".wavefront_size")

#: value kinds a launch can fill (the hidden ones as the HIP runtime does)
VALUE_KINDS = {
    "by_value", "global_buffer", "dynamic_shared_pointer", "hidden_global_offset_x", "hidden_global_offset_y",
    "hidden_global_offset_z", "hidden_none", "hidden_printf_buffer", "hidden_hostcall_buffer",
    "hidden_default_queue", "hidden_completion_action", "hidden_multigrid_sync_arg", "hidden_heap_v1",
    "hidden_block_count_x", "hidden_block_count_y", "hidden_block_count_z", "hidden_group_size_x",
    "hidden_group_size_y", "hidden_group_size_z", "hidden_remainder_x", "hidden_remainder_y",
    "hidden_remainder_z", "hidden_grid_dims", "hidden_private_base", "hidden_shared_base", "hidden_queue_ptr",
    "hidden_dynamic_lds_size", "image", "sampler", "pipe", "queue",
}


#: optional kernel entries tcsim reads, with the type each must have
OPTIONAL_UINT = (".max_flat_workgroup_size", ".private_segment_fixed_size", ".agpr_count", ".kernarg_segment_align",
                 ".sgpr_spill_count", ".vgpr_spill_count", ".uniform_work_group_size")
OPTIONAL_STR_ARG = (".name", ".address_space", ".type_name", ".access", ".actual_access")

#: upper bound of every size/count field: the metadata schema's fields are 32-bit
_U32 = (1 << 32) - 1

#: the kernarg segment a launch allocates: HIP passes at most 4 KiB of kernel arguments
#: plus the hidden ones; 1 MiB is far above anything a compiler writes and keeps a
#: malformed size from becoming a multi-gigabyte allocation
MAX_KERNARG_BYTES = 1 << 20

#: the largest private (scratch) segment of one work-item a wave64 kernel can have on
#: GFX9 (gfx90a, gfx942): COMPUTE_TMPRING_SIZE.WAVESIZE is 13 bits of 256-dword units per
#: wave (LLVM GCNSubtarget::getMaxWaveScratchSize: (256 * 4) * ((1 << 13) - 1) bytes),
#: divided over 64 lanes
MAX_PRIVATE_BYTES = (256 * 4) * ((1 << 13) - 1) // 64


class _Loader(yaml.SafeLoader):
    """PyYAML's safe loader plus LLVM's ``!str`` tag (a plain string)."""


def _construct_str_tag(loader, node):
    if not isinstance(node, yaml.ScalarNode):
        raise yaml.constructor.ConstructorError(None, None, "the tag '!str' applies to a string, not a "
                                                f"{node.id}", node.start_mark)
    return loader.construct_scalar(node)


_Loader.add_constructor("!str", _construct_str_tag)


def _uint(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= _U32


def _scalar(v) -> str:
    """A value as shown in an error: short, one line."""
    text = repr(v) if not isinstance(v, str) else f"'{v}'"
    text = text.replace("\n", " ")
    return text if len(text) <= 40 else text[:37] + "..."


def parse_metadata(lines: list[tuple[int, str]], filename: str) -> dict:
    """``lines``: (line number, text) of the YAML block. Returns the document as a dict
    with each kernel's entry under ``amdhsa.kernels`` (a list); errors name the line."""
    text = "\n".join(t for _, t in lines)
    first = lines[0][0] if lines else 1

    def loc(i: int, col: int = 1) -> SrcLoc:
        return SrcLoc(filename, lines[i][0] if 0 <= i < len(lines) else first, col)

    try:
        doc = yaml.load(text, Loader=_Loader)  # a SafeLoader subclass
    except ValueError:  # int() of a number with more than 4300 digits
        raise AsmSyntaxError(loc(0), "malformed .amdgpu_metadata YAML: a number too large to read") from None
    except RecursionError:
        raise AsmSyntaxError(loc(0), "malformed .amdgpu_metadata YAML: nested too deeply") from None
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        i, col = (mark.line, mark.column + 1) if mark is not None else (0, 1)
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise AsmSyntaxError(loc(i, col), f"malformed .amdgpu_metadata YAML: {problem}") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("amdhsa.kernels"), list):
        raise AsmSyntaxError(loc(0), ".amdgpu_metadata has no 'amdhsa.kernels' list")

    def line_of(name: str) -> SrcLoc:
        pat = re.compile(r"\.name:\s+(?:!str\s+)?['\"]?" + re.escape(name) + r"['\"]?\s*$")
        for i, (_, t) in enumerate(lines):
            m = pat.search(t)
            if m:
                return loc(i, m.start() + 1)
        return loc(0)

    if "amdhsa.target" in doc and not isinstance(doc["amdhsa.target"], str):
        raise AsmSyntaxError(loc(0), f"'amdhsa.target' must be a string, not {_scalar(doc['amdhsa.target'])}")
    ver = doc.get("amdhsa.version", [])
    if not isinstance(ver, list) or not all(_uint(v) for v in ver):
        raise AsmSyntaxError(loc(0), f"'amdhsa.version' must be a list of integers, not {_scalar(ver)}")
    for k in doc["amdhsa.kernels"]:
        if not isinstance(k, dict):
            raise AsmSyntaxError(loc(0), "an entry of 'amdhsa.kernels' is not a map")
        name = k.get(".name")
        if name is not None and not isinstance(name, str):
            raise AsmSyntaxError(loc(0), f"kernel '.name' must be a string, not {_scalar(name)}")
        where = line_of(name) if name else loc(0)
        for key in REQUIRED:
            if key not in k:
                raise AsmSyntaxError(where, f"kernel metadata of '{name}' lacks '{key}'")
        if not isinstance(k[".symbol"], str):
            raise AsmSyntaxError(where, f"'.symbol' of kernel '{name}' must be a string, not {_scalar(k['.symbol'])}")
        for key in REQUIRED[2:] + tuple(x for x in OPTIONAL_UINT if x in k):
            if not _uint(k[key]):
                raise AsmSyntaxError(where, f"'{key}' of kernel '{name}' must be an integer 0..{_U32}, "
                                            f"not {_scalar(k[key])}")
        if ".uses_dynamic_stack" in k and not isinstance(k[".uses_dynamic_stack"], bool):
            raise AsmSyntaxError(where, f"'.uses_dynamic_stack' of kernel '{name}' must be true or false, "
                                        f"not {_scalar(k['.uses_dynamic_stack'])}")
        if k.get(".private_segment_fixed_size", 0) > MAX_PRIVATE_BYTES:
            raise AsmSyntaxError(where, f"'.private_segment_fixed_size' of kernel '{name}' is "
                                        f"{k['.private_segment_fixed_size']} bytes; a work-item's scratch is at most "
                                        f"{MAX_PRIVATE_BYTES} bytes on GFX9 (13-bit per-wave scratch size)")
        if k[".kernarg_segment_size"] > MAX_KERNARG_BYTES:
            raise AsmSyntaxError(where, f"'.kernarg_segment_size' of kernel '{name}' is {k['.kernarg_segment_size']} "
                                        f"bytes; tcsim allows at most {MAX_KERNARG_BYTES}")
        args = k.get(".args", []) or []
        if not isinstance(args, list):
            raise AsmSyntaxError(where, f"'.args' of kernel '{name}' must be a list")
        parsed = []
        for j, a in enumerate(args):
            if not isinstance(a, dict) or not all(x in a for x in (".offset", ".size", ".value_kind")):
                raise AsmSyntaxError(where, f"argument {j} of kernel '{name}' needs .offset, .size and .value_kind")
            off, size, kind = a[".offset"], a[".size"], a[".value_kind"]
            if not _uint(off) or not _uint(size):
                raise AsmSyntaxError(where, f"argument {j} of kernel '{name}': .offset and .size must be non-negative integers")
            if not isinstance(kind, str) or kind not in VALUE_KINDS:
                raise AsmSyntaxError(where, f"argument {j} of kernel '{name}' has unknown .value_kind {_scalar(kind)}")
            for key in OPTIONAL_STR_ARG:
                if key in a and not isinstance(a[key], str):
                    raise AsmSyntaxError(where, f"'{key}' of argument {j} of kernel '{name}' must be a string, "
                                                f"not {_scalar(a[key])}")
            if off + size > k[".kernarg_segment_size"]:
                raise AsmSyntaxError(where, f"argument {j} of kernel '{name}' ({off}+{size} bytes) lies outside "
                                            f"its kernarg segment of {k['.kernarg_segment_size']} bytes")
            parsed.append(KernArg(off, size, kind, a.get(".name"), a.get(".address_space"), a.get(".type_name")))
        k["_args"] = parsed
        k["_loc"] = where
    return doc
