"""The ``.amdgpu_metadata`` block: HSA code-object metadata as YAML.

LLVM writes it (code object v3-v5) as a YAML document between ``.amdgpu_metadata`` and
``.end_amdgpu_metadata``; it is parsed with PyYAML's safe loader (a real YAML parser: the
block uses flow lists, quoted strings and nested maps) and then checked: every kernel
needs ``.name``, ``.symbol``, ``.kernarg_segment_size``, ``.group_segment_fixed_size``,
``.sgpr_count``, ``.vgpr_count``, ``.wavefront_size`` and ``.args`` entries with
``.offset``, ``.size`` and ``.value_kind`` inside the kernarg segment.
"""

from __future__ import annotations

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
    "hidden_dynamic_lds_size", "image", "sampler", "pipe", "queue", "hidden_multigrid_sync_arg",
}


def parse_metadata(lines: list[tuple[int, str]], filename: str) -> dict:
    """``lines``: (line number, text) of the YAML block. Returns the document as a dict
    with each kernel's entry under ``amdhsa.kernels`` (a list); errors name the line."""
    text = "\n".join(t for _, t in lines)
    first = lines[0][0] if lines else 1

    def loc(i: int, col: int = 1) -> SrcLoc:
        return SrcLoc(filename, lines[i][0] if 0 <= i < len(lines) else first, col)

    try:
        doc = yaml.safe_load(text)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        i, col = (mark.line, mark.column + 1) if mark is not None else (0, 1)
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise AsmSyntaxError(loc(i, col), f"malformed .amdgpu_metadata YAML: {problem}") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("amdhsa.kernels"), list):
        raise AsmSyntaxError(loc(0), ".amdgpu_metadata has no 'amdhsa.kernels' list")

    def line_of(needle: str) -> SrcLoc:
        for i, (_, t) in enumerate(lines):
            if needle in t:
                return loc(i, t.index(needle) + 1)
        return loc(0)

    for k in doc["amdhsa.kernels"]:
        if not isinstance(k, dict):
            raise AsmSyntaxError(loc(0), "an entry of 'amdhsa.kernels' is not a map")
        name = k.get(".name")
        where = line_of(f".name: {name}") if name else loc(0)
        for key in REQUIRED:
            if key not in k:
                raise AsmSyntaxError(where, f"kernel metadata of '{name}' lacks '{key}'")
        for key in REQUIRED[2:]:
            if not isinstance(k[key], int) or k[key] < 0:
                raise AsmSyntaxError(where, f"'{key}' of kernel '{name}' must be a non-negative integer")
        args = k.get(".args", []) or []
        if not isinstance(args, list):
            raise AsmSyntaxError(where, f"'.args' of kernel '{name}' must be a list")
        parsed = []
        for j, a in enumerate(args):
            if not isinstance(a, dict) or not all(x in a for x in (".offset", ".size", ".value_kind")):
                raise AsmSyntaxError(where, f"argument {j} of kernel '{name}' needs .offset, .size and .value_kind")
            off, size, kind = a[".offset"], a[".size"], a[".value_kind"]
            if not isinstance(off, int) or not isinstance(size, int) or off < 0 or size < 0:
                raise AsmSyntaxError(where, f"argument {j} of kernel '{name}': .offset and .size must be non-negative integers")
            if kind not in VALUE_KINDS:
                raise AsmSyntaxError(where, f"argument {j} of kernel '{name}' has unknown .value_kind '{kind}'")
            if off + size > k[".kernarg_segment_size"]:
                raise AsmSyntaxError(where, f"argument {j} of kernel '{name}' ({off}+{size} bytes) lies outside "
                                            f"its kernarg segment of {k['.kernarg_segment_size']} bytes")
            parsed.append(KernArg(off, size, kind, a.get(".name"), a.get(".address_space"), a.get(".type_name")))
        k["_args"] = parsed
        k["_loc"] = where
    return doc
