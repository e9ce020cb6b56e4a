#!/usr/bin/env python3
"""Regenerate tcsim's committed AMDGPU assembly from its sources.

* every ``src/tcsim/kernels/amdgpu/<name>.hip`` is compiled for gfx90a (MI200) and gfx942
  (MI300) with clang-19 into ``<name>.<gfx>.s`` next to it (HIP device code only, no
  ROCm installation: ``-nogpuinc -nogpulib``, the few HIP definitions are in
  ``hip_minimal.h``; ``-cuid=tcsim`` fixes the otherwise path-derived ``__hip_cuid_*``
  symbol);
* every ``tests/data/amdgpu/<name>.hip`` likewise (test kernels); a source whose first line
  is ``// regen-flags: ...`` adds those compiler flags (e.g. ``-fgpu-flush-denormals-to-zero``),
  one with a first line ``// regen-archs: gfx942`` is compiled for those targets only (the
  sparse matrix builtins exist on gfx942 only);
* every ``tests/data/amdgpu/<name>.ll`` (LLVM IR in LLVM 14's dialect) is compiled with
  ``llc-14 -march=amdgcn -mcpu=gfx90a`` into ``<name>.gfx90a.s`` (the other dialect the
  front end reads: code object v4, as Debian's LLVM 14 writes it);
* every ``src/tcsim/kernels/amdgpu/<name>.ll`` (the memory microbenchmarks) likewise, and
  into ``<name>.gfx942.s`` by retargeting that output (LLVM 14 has no gfx940+ target): the
  target directive becomes gfx942, ``.amdhsa_reserve_flat_scratch`` goes (gfx940+ has
  architected flat scratch) and the private-segment wave offset SGPR is spelled
  ``.amdhsa_enable_private_segment`` (:func:`retarget_gfx942`). The kernels use only
  instructions gfx90a and gfx942 encode alike (scalar/vector ALU, global loads/stores).

The assembly is committed, so tcsim and its tests never need the compilers.

Usage::

    python scripts/regen_amdgpu.py            # rewrite the committed .s files
    python scripts/regen_amdgpu.py --check    # compile into a temp dir, diff, exit 1 on a difference
                                              # (exit 2 if a compiler is missing)
"""

from __future__ import annotations

import argparse
import difflib
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
HIP_DIR = REPO / "src" / "tcsim" / "kernels" / "amdgpu"
LL_DIR = REPO / "tests" / "data" / "amdgpu"
CLANG = "clang-19"
LLC = "llc-14"
ARCHS = ("gfx90a", "gfx942")
HIP_FLAGS = ["-x", "hip", "--cuda-device-only", "-nogpuinc", "-nogpulib", "-O3", "-cuid=tcsim", "-S"]


def jobs() -> list[tuple[list[str], Path, Path]]:
    """(command without -o, source, committed output) for every generated file."""
    out = []
    for src in sorted(HIP_DIR.glob("*.hip")) + sorted(LL_DIR.glob("*.hip")):
        extra = _extra_flags(src)
        for arch in _archs(src):
            out.append(([CLANG, *HIP_FLAGS, *extra, f"-I{HIP_DIR}", f"--offload-arch={arch}", src.name], src,
                        src.with_name(f"{src.stem}.{arch}.s")))
    for src in sorted(LL_DIR.glob("*.ll")) + sorted(HIP_DIR.glob("*.ll")):
        out.append(([LLC, "-march=amdgcn", "-mcpu=gfx90a", src.name], src, src.with_name(f"{src.stem}.gfx90a.s")))
        if src.parent == HIP_DIR:
            out.append(([RETARGET, LLC, "-march=amdgcn", "-mcpu=gfx90a", src.name], src,
                        src.with_name(f"{src.stem}.gfx942.s")))
    return out


RETARGET = "retarget-gfx942"


def retarget_gfx942(text: str) -> str:
    """llc-14's gfx90a assembly of a kernel that needs no gfx90a-only feature, as gfx942 assembly."""
    out = []
    for line in text.splitlines(keepends=True):
        if ".amdhsa_reserve_flat_scratch" in line:
            continue
        line = line.replace("amdgcn-amd-amdhsa--gfx90a", "amdgcn-amd-amdhsa--gfx942")
        line = line.replace(".amdhsa_system_sgpr_private_segment_wavefront_offset", ".amdhsa_enable_private_segment")
        out.append(line)
    return "".join(out)


def _header(src: Path, key: str) -> list[str] | None:
    """The words of a first line ``// <key>: ...``, or None."""
    first = src.read_text().splitlines()[:1]
    if first and first[0].startswith(f"// {key}:"):
        return first[0].split(":", 1)[1].split()
    return None


def _extra_flags(src: Path) -> list[str]:
    """A source's own compiler flags: a first line ``// regen-flags: -f...``."""
    return _header(src, "regen-flags") or []


def _archs(src: Path) -> tuple[str, ...]:
    """The targets a source is compiled for: a first line ``// regen-archs: gfx942``."""
    return tuple(_header(src, "regen-archs") or ARCHS)


def compile_one(cmd: list[str], src: Path, dest: Path) -> None:
    if cmd[0] == RETARGET:
        subprocess.run([*cmd[1:], "-o", str(dest)], cwd=src.parent, check=True, capture_output=True, text=True)
        dest.write_text(retarget_gfx942(dest.read_text()))
        return
    subprocess.run([*cmd, "-o", str(dest)], cwd=src.parent, check=True, capture_output=True, text=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare with the committed files instead of rewriting them")
    ns = ap.parse_args(argv)
    missing = [t for t in (CLANG, LLC) if shutil.which(t) is None]
    if missing:
        print(f"regen_amdgpu: {', '.join(missing)} not found (Debian: apt-get install clang-19 llvm-14)", file=sys.stderr)
        return 2
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for cmd, src, committed in jobs():
            dest = Path(tmp) / committed.name if ns.check else committed
            try:
                compile_one(cmd, src, dest)
            except subprocess.CalledProcessError as e:
                print(f"{src.name}: {' '.join(cmd)} failed:\n{e.stderr}", file=sys.stderr)
                return 1
            if ns.check:
                old = committed.read_text().splitlines(keepends=True) if committed.exists() else []
                new = dest.read_text().splitlines(keepends=True)
                if old != new:
                    bad += 1
                    sys.stdout.writelines(difflib.unified_diff(old, new, str(committed), "regenerated", n=1))
            else:
                print(f"wrote {committed.relative_to(REPO)}")
    if ns.check:
        print(f"regen_amdgpu --check: {'all up to date' if not bad else f'{bad} file(s) differ'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
