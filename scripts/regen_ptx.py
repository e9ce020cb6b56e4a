#!/usr/bin/env python3
"""Regenerate tcsim's bundled example PTX from the CUDA sources.

Every ``src/tcsim/kernels/<name>.cu`` listed in ``KERNELS`` is compiled with
``nvcc -ptx`` into ``src/tcsim/kernels/<name>.ptx``; the PTX is committed and
shipped in the wheel, so tcsim itself never needs nvcc.

Usage::

    python scripts/regen_ptx.py              # rewrite the committed .ptx files
    python scripts/regen_ptx.py --check      # regenerate into a temp dir, diff,
                                             # exit 1 if anything differs
    python scripts/regen_ptx.py --only sgemm_tiled cutlass_sgemm
    python scripts/regen_ptx.py --ptxas      # also assemble each PTX for sm_75

Reproducibility notes
---------------------
* The committed PTX was made with ``NVCC_VERSION`` below (nvcc also writes it
  into the PTX header, "Cuda compilation tools, release X, VY").  Another nvcc
  emits different PTX; ``--check`` then reports a difference, and
  tests/kernels/test_kernels_ptx_fresh.py skips.
* The CUTLASS kernels are compiled against the C++ headers shipped in the PyPI
  package ``nvidia-cutlass`` (``CUTLASS_VERSION``), found inside the installed
  ``cutlass_library`` package at ``source/include``.  ``CUTLASS_INCLUDE_DIR``
  in the environment overrides the lookup.
* nvcc derives the names of internal-linkage globals (the ``_INTERNAL_<hash>_``
  prefix, e.g. on libcu++'s customisation-point objects that CUTLASS headers
  pull in) from the *absolute path* of the source file.  To make the output
  independent of where the repository is checked out, every kernel is compiled
  with ``-Xcicc --orig_src_path_name=tcsim/kernels/<file>.cu``, a fixed
  pseudo-path.  Nothing else in the PTX depends on the path (no -lineinfo/-G).
"""

from __future__ import annotations

import argparse
import difflib
import importlib.metadata
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
KERNEL_DIR = REPO / "src" / "tcsim" / "kernels"

# The nvcc that produced the committed PTX (as in its PTX header line
# "// Cuda compilation tools, release 13.0, V13.0.88").
NVCC_VERSION = "13.0, V13.0.88"
# The nvidia-cutlass wheel whose headers produced the cutlass_*.ptx files.
CUTLASS_VERSION = "4.2.0.0"

# Flags shared by every kernel.  compute_75 is the oldest virtual arch nvcc 13
# accepts; the PTX says ".target sm_75".
COMMON_FLAGS = ["-arch=compute_75", "-ptx", "-O3", "-std=c++17"]

# source file -> extra flags.  "{cutlass_include}" is replaced by the CUTLASS
# include directory.  --expt-relaxed-constexpr is what CUTLASS's own build
# uses (its conv headers call constexpr host functions from host-device code).
KERNELS: dict[str, list[str]] = {
    "vector_add.cu": [],
    "reduce_shared.cu": [],
    "warp_reduce.cu": [],
    "histogram.cu": [],
    "sgemm_tiled.cu": [],
    "cutlass_sgemm.cu": ["--expt-relaxed-constexpr", "-I{cutlass_include}"],
    # tensor-core kernels (wmma / mma.sync / ldmatrix)
    "wmma_gemm.cu": [],
    "wmma_gemm_shared.cu": [],
    "wmma_gemm_profile.cu": [],
    "wmma_gemm_int8.cu": [],
    "wmma_gemm_b1.cu": [],
    "wmma_gemm_s4.cu": [],
    "cutlass_wmma_gemm.cu": ["--expt-relaxed-constexpr", "-I{cutlass_include}"],
    "cutlass_tensorop_gemm.cu": ["--expt-relaxed-constexpr", "-I{cutlass_include}"],
    # sm_80: cp.async + ldmatrix + mma.sync m16n8k16 (its own -arch replaces compute_75)
    "mma_sm80_gemm.cu": ["-arch=compute_80"],
    # sm_90a: wgmma.mma_async SS + RS with 128B-swizzled shared tiles (architecture-specific
    # features need the "a" target; its PTX says ".target sm_90a")
    "wgmma_sm90_gemm.cu": ["-arch=sm_90a"],
    # sm_90a: wgmma.mma_async.sp (2:4 sparse A), SS and RS, metadata register + sparsity selector
    "wgmma_sp_sm90.cu": ["-arch=sm_90a"],
    # sm_90a: TMA (cp.async.bulk.tensor) + mbarrier + a cluster with distributed shared memory
    "tma_cluster.cu": ["-arch=sm_90a"],
    # sm_90a: split-K-style bulk reductions (cp.reduce.async.bulk(.tensor) .add) after a TMA load
    "tma_reduce_sm90.cu": ["-arch=sm_90a"],
    # sm_90a: a 3x3 convolution whose activations come through TMA's im2col mode
    "tma_conv_sm90.cu": ["-arch=sm_90a"],
    # sm_90a: wgmma on 128B-swizzled tiles off their 1024-byte boundary (descriptor base offset)
    "wgmma_base_offset_sm90.cu": ["-arch=sm_90a"],
    # sm_80: CUTLASS 2's multistage tensor-op GEMM (cp.async + ldmatrix + mma.sync m16n8k16)
    "cutlass_sm80_gemm.cu": ["-arch=compute_80", "--expt-relaxed-constexpr", "-I{cutlass_include}"],
    # sm_80: CUTLASS 2's 2:4 sparse tensor-op GEMMs (mma.sp; every metadata layout)
    "cutlass_sparse_gemm.cu": ["-arch=compute_80", "--expt-relaxed-constexpr", "-I{cutlass_include}"],
    # sm_80: FlashAttention-2-style fused attention forward (cp.async, mma.sync, online softmax)
    "flash_attn_sm80.cu": ["-arch=compute_80"],
    # sm_90a: CUTLASS 3's TMA warp-specialized cooperative GEMM (CollectiveBuilder, wgmma, clusters)
    "cutlass3_sm90_gemm.cu": ["-arch=sm_90a", "--expt-relaxed-constexpr", "-I{cutlass_include}"],
    # sm_90a: FlashAttention-3-style attention forward (TMA + mbarrier, wgmma SS and RS)
    "flash_attn_sm90.cu": ["-arch=sm_90a"],
    # the wmma fragment microbenchmark (which lane holds which element)
    "fragments.cu": [],
    # ... and for the wmma types sm_80 added (bf16, tf32, f64)
    "fragments_sm80.cu": ["-arch=compute_80"],
    # memory-hierarchy microbenchmarks (tcsim bench memory)
    "mem_pchase.cu": [],
    "mem_shared.cu": [],
    "mem_bandwidth.cu": [],
    "mem_atomics.cu": [],
}

_HEADER_RE = re.compile(r"Cuda compilation tools, release ([0-9.]+), (V[0-9.]+)")


class MissingToolError(RuntimeError):
    """nvcc or the CUTLASS headers are not available."""


def needs_cutlass(cu_name: str) -> bool:
    return any("{cutlass_include}" in f for f in KERNELS[cu_name])


def find_nvcc() -> str:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        raise MissingToolError("nvcc not found on PATH (install the CUDA toolkit)")
    return nvcc


def nvcc_version(nvcc: str | None = None) -> str:
    """The running nvcc's version, formatted like NVCC_VERSION ("13.0, V13.0.88")."""
    out = subprocess.run(
        [nvcc or find_nvcc(), "--version"], capture_output=True, text=True, check=True
    ).stdout
    m = _HEADER_RE.search(out)
    if m is None:
        raise RuntimeError(f"cannot parse `nvcc --version` output:\n{out}")
    return f"{m.group(1)}, {m.group(2)}"


def recorded_nvcc_version(ptx: Path | str) -> str | None:
    """The nvcc version written in a PTX file's header, or None."""
    m = _HEADER_RE.search(Path(ptx).read_text()[:2000])
    return f"{m.group(1)}, {m.group(2)}" if m else None


def cutlass_version() -> str | None:
    try:
        return importlib.metadata.version("nvidia-cutlass")
    except importlib.metadata.PackageNotFoundError:
        return None


def cutlass_include_dir() -> Path:
    """Locate CUTLASS's C++ include dir (the one holding cutlass/gemm/device/gemm.h)."""
    env = os.environ.get("CUTLASS_INCLUDE_DIR")
    candidates: list[Path] = []
    if env:
        candidates.append(Path(env))
    else:
        # The nvidia-cutlass wheel ships the headers inside cutlass_library.
        # find_spec does not import the package (which pulls in heavy deps).
        spec = importlib.util.find_spec("cutlass_library")
        if spec is not None and spec.submodule_search_locations:
            for loc in spec.submodule_search_locations:
                candidates.append(Path(loc) / "source" / "include")
    for c in candidates:
        if (c / "cutlass" / "gemm" / "device" / "gemm.h").is_file():
            return c
    where = f"CUTLASS_INCLUDE_DIR={env}" if env else "the installed 'nvidia-cutlass' package"
    raise MissingToolError(
        f"CUTLASS headers (cutlass/gemm/device/gemm.h) not found via {where}; "
        f"install them with `pip install nvidia-cutlass=={CUTLASS_VERSION}` "
        "or set CUTLASS_INCLUDE_DIR"
    )


def nvcc_command(cu_name: str, src: Path, out: Path, nvcc: str) -> list[str]:
    extra = KERNELS[cu_name]
    if needs_cutlass(cu_name):
        inc = str(cutlass_include_dir())
        extra = [f.replace("{cutlass_include}", inc) for f in extra]
    own_arch = any(f.startswith("-arch=") for f in extra)  # e.g. compute_80 for sm_80 kernels
    common = [f for f in COMMON_FLAGS if not (own_arch and f.startswith("-arch="))]
    return [
        nvcc,
        *common,
        *extra,
        "-Xcicc",
        f"--orig_src_path_name=tcsim/kernels/{cu_name}",
        str(src),
        "-o",
        str(out),
    ]


def compile_one(cu_name: str, out: Path, nvcc: str | None = None) -> Path:
    """Compile KERNEL_DIR/cu_name to the PTX file `out`."""
    nvcc = nvcc or find_nvcc()
    cmd = nvcc_command(cu_name, KERNEL_DIR / cu_name, out, nvcc)
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(
            f"nvcc failed for {cu_name} (exit {proc.returncode}):\n"
            f"$ {' '.join(cmd)}\n{proc.stdout}{proc.stderr}"
        )
    return out


def ptxas_check(ptx: Path) -> None:
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        raise MissingToolError("ptxas not found on PATH")
    target = re.search(r"^\.target\s+(sm_\d+a?)", ptx.read_text(), re.M)  # the PTX's own target
    subprocess.run([ptxas, f"-arch={target.group(1) if target else 'sm_75'}", str(ptx), "-o", os.devnull], check=True)


def _select(only: list[str] | None) -> list[str]:
    if not only:
        return list(KERNELS)
    names = []
    for o in only:
        cu = o if o.endswith(".cu") else o + ".cu"
        if cu not in KERNELS:
            sys.exit(f"unknown kernel {o!r}; known: {', '.join(KERNELS)}")
        names.append(cu)
    return names


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true",
                    help="regenerate into a temp dir and diff against the committed PTX")
    ap.add_argument("--only", nargs="+", metavar="KERNEL",
                    help="only these kernels (source stem, e.g. sgemm_tiled)")
    ap.add_argument("--ptxas", action="store_true",
                    help="also assemble each generated PTX with ptxas -arch=sm_75")
    args = ap.parse_args(argv)

    try:
        nvcc = find_nvcc()
    except MissingToolError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    have = nvcc_version(nvcc)
    if have != NVCC_VERSION:
        print(f"warning: nvcc is {have}, the committed PTX was made with {NVCC_VERSION}; "
              "expect differences", file=sys.stderr)
    cv = cutlass_version()
    if cv is not None and cv != CUTLASS_VERSION:
        print(f"warning: nvidia-cutlass is {cv}, the committed PTX was made with "
              f"{CUTLASS_VERSION}", file=sys.stderr)

    selected = _select(args.only)
    differ = 0
    with tempfile.TemporaryDirectory(prefix="tcsim-ptx-") as tmp:
        for cu in selected:
            ptx_name = cu[:-3] + ".ptx"
            committed = KERNEL_DIR / ptx_name
            out = Path(tmp) / ptx_name if args.check else committed
            try:
                compile_one(cu, out, nvcc)
            except MissingToolError as e:
                print(f"error: {cu}: {e}", file=sys.stderr)
                return 2
            if args.ptxas:
                ptxas_check(out)
            if args.check:
                if not committed.exists():
                    print(f"MISSING  {ptx_name} (not committed)")
                    differ += 1
                elif committed.read_bytes() != out.read_bytes():
                    differ += 1
                    print(f"DIFFERS  {ptx_name}")
                    diff = difflib.unified_diff(
                        committed.read_text().splitlines(keepends=True),
                        out.read_text().splitlines(keepends=True),
                        fromfile=f"committed/{ptx_name}", tofile=f"regenerated/{ptx_name}",
                    )
                    sys.stdout.writelines(list(diff)[:60])
                else:
                    print(f"ok       {ptx_name}")
            else:
                print(f"wrote    {committed.relative_to(REPO)}")
    if args.check and differ:
        print(f"{differ} PTX file(s) differ from their sources; run scripts/regen_ptx.py")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
