"""``tcsim sass FILE``: the SASS of a cubin (or of a PTX file ptxas assembles now, or of a
bundled kernel's committed cubin) with each instruction's decoded control bits (seed 003 §2.1)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from tcsim.cli.common import UsageError

SASS_DIR = Path(__file__).resolve().parent.parent / "kernels" / "sass"

LEGEND = ("control: [B<awaited barriers>:R<read barrier>:W<write barrier>:<Y = yields>:S<stall cycles>"
          "(:U<reused source slots>)] (seed 003 §2.1)")


def bundled_cubin(name: str, sm: int) -> Path:
    from tcsim import kernels

    if name in kernels.names(include_tensor_core=True):  # a kernel's name ('reduce') -> its file
        name = kernels.get(name).ptx_file.removesuffix(".ptx")
    path = SASS_DIR / f"sm_{sm}" / f"{name}.cubin"
    if not path.is_file():
        have = sorted(p.name for p in SASS_DIR.glob("sm_*") if (p / f"{name}.cubin").is_file())
        raise UsageError(f"no committed sm_{sm} SASS of bundled kernel '{name}'"
                         + (f" (committed for: {', '.join(have)})" if have else ""))
    return path


def _load(ns):
    from tcsim.isa.sass import load_cubin, tools

    target = Path(ns.file)
    if target.suffix == ".ptx":
        if not target.is_file():
            raise UsageError(f"{target}: no such file")
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / (target.stem + ".cubin")
            tools.assemble(target, ns.sm, out)
            return load_cubin(out)
    if not target.is_file() and "/" not in ns.file and not target.suffix:
        return load_cubin(bundled_cubin(ns.file, ns.sm))
    return load_cubin(target)


def format_kernel(k, cubin) -> list[str]:
    base = k.param_base
    params = ", ".join(f"#{p.ordinal} c[0x0][{base + p.offset:#x}] {p.size}B" for p in k.params)
    head = (f"{k.name}: {len(k.instrs)} instructions, {k.registers} registers, {k.shared_bytes} B shared, "
            f"{k.local_bytes} B local, {k.barriers} barrier(s), params at c[0x0][{base:#x}] ({k.param_size} B): "
            f"{params or 'none'}; EXIT at {', '.join(f'{x:#06x}' for x in k.exit_offsets) or '-'}")
    if k.max_threads:
        head += f"; max threads {'x'.join(map(str, k.max_threads))}"
    labels: dict[int, list[str]] = {}
    for lab, pc in k.labels.items():
        if lab in (k.name, ".text." + k.name):
            continue
        labels.setdefault(pc, []).append(lab)
    out = [head]
    for ins in k.instrs:
        out += [f"{lab}:" for lab in labels.get(ins.pc, [])]
        out.append(f"  /*{ins.pc:04x}*/ {ins.control.text():26s} {ins.text} ;")
    return out


def cmd_sass(ns) -> int:
    cubin = _load(ns)
    kernels = dict(cubin.kernels)
    if ns.kernel:
        if ns.kernel not in kernels:
            raise UsageError(f"{cubin.path}: no kernel '{ns.kernel}' (kernels: {', '.join(kernels)})")
        kernels = {ns.kernel: kernels[ns.kernel]}
    print(f"{cubin.path}: sm_{cubin.sm}, ELF ABI version {cubin.abi_version}, {len(cubin.kernels)} kernel(s)")
    print(LEGEND)
    for k in kernels.values():
        print()
        print("\n".join(format_kernel(k, cubin) if not ns.summary else format_kernel(k, cubin)[:1]))
    return 0


def add_sass_parser(sub) -> None:
    s = sub.add_parser("sass", help="print the SASS of a cubin with decoded control bits (stall, yield, barriers, reuse)",
                       description="Decode a cubin (ptxas -arch=sm_XX / nvcc -cubin) into its kernels' SASS with "
                                   "each instruction's control bits and the kernel's .nv.info facts. The text of "
                                   "the instructions comes from nvdisasm (or the FILE.sass next to FILE.cubin). "
                                   "FILE may also be a .ptx file (assembled with ptxas for --sm) or the name of "
                                   "a bundled kernel (its committed cubin for --sm).")
    s.add_argument("file", help="FILE.cubin, FILE.ptx or a bundled kernel name (tcsim list)")
    s.add_argument("--sm", type=int, default=75, help="SM of a .ptx file or bundled kernel (default 75)")
    s.add_argument("--kernel", help="only this kernel")
    s.add_argument("--summary", action="store_true", help="one line per kernel, no listing")
    s.set_defaults(func=cmd_sass)
