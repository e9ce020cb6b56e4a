#!/usr/bin/env python3
"""Regenerate the committed SASS of the bundled kernels: for each SM in ``PLAN``, every listed
``src/tcsim/kernels/<name>.ptx`` is assembled with ptxas into
``src/tcsim/kernels/sass/sm_XX/<name>.cubin`` and disassembled with ``nvdisasm -c`` into
``<name>.sass`` (a header line naming the tools, then nvdisasm's text with each line's runs of
blanks collapsed to one). ``manifest.json`` records the tools' versions, the kernels made and
the ones ptxas refuses for that SM with its reason. tcsim reads these files; it never needs the
tools for the bundled kernels.

Tools (src/tcsim/isa/sass/tools.py finds them; this script says what to install when one is
missing):
* sm_75 and later: ptxas 13 (PATH) and nvdisasm 13 (pip wheel nvidia-cuda-nvdisasm).
* sm_70 (CUDA 13 dropped it): ptxas 12.9 and an nvdisasm of CUDA <= 13.0, e.g.
      pip install --target /work/tools/cuda129 'nvidia-cuda-nvcc-cu12==12.9.*'
      pip install --no-deps --target /work/tools/triton32 'triton==3.2.*'
  The PTX (ISA 9.0, .target sm_75) is lowered to ISA 8.8 / .target sm_70 first
  (tools.lower_ptx_for_sm70).

Usage::

    python scripts/regen_sass.py            # rewrite the committed files
    python scripts/regen_sass.py --check    # regenerate into a temp dir and compare; exit 1 on a difference
    python scripts/regen_sass.py --sm 75 --only vector_add
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from tcsim.errors import TcsimError  # noqa: E402
from tcsim.isa.sass import tools  # noqa: E402

KERNEL_DIR = REPO / "src" / "tcsim" / "kernels"
SASS_DIR = KERNEL_DIR / "sass"

#: the bundled kernels without an sm_80-only feature
ALL_SM75 = ["vector_add", "reduce_shared", "warp_reduce", "histogram", "sgemm_tiled", "cutlass_sgemm",
            "wmma_gemm", "wmma_gemm_shared", "wmma_gemm_profile", "wmma_gemm_int8", "wmma_gemm_b1",
            "wmma_gemm_s4", "cutlass_wmma_gemm", "cutlass_tensorop_gemm", "fragments",
            "mem_pchase", "mem_shared", "mem_bandwidth", "mem_atomics", "sass_latency"]
#: the later SMs get the small kernels plus the sm_80 mma.sync GEMM (enough to see how the
#: SASS changes: uniform datapath, LDGSTS, Hopper's desc[] addresses and c[0x0][0x210]; the
#: sub-byte wmma, which Hopper emulates with CALLs to ptxas's internal functions)
LATER = ["vector_add", "reduce_shared", "warp_reduce", "histogram", "sgemm_tiled", "wmma_gemm_shared",
         "wmma_gemm_int8", "wmma_gemm_b1", "wmma_gemm_s4", "mma_sm80_gemm"]
#: sm_90 adds the Hopper kernels (PTX .target sm_90a: ptxas -arch=sm_90a, tools.assemble): the
#: wgmma GEMMs (dense and 2:4 sparse), TMA + cluster, the CUTLASS 3 warp-specialized GEMMs, FlashAttention-3-style,
#: the bulk reductions (UTMAREDG, UBLKRED), TMA im2col (UTMALDG.IM2COL), descriptor base offsets
HOPPER = ["wgmma_sm90_gemm", "wgmma_sp_sm90", "tma_cluster", "cutlass3_sm90_gemm", "flash_attn_sm90",
          "tma_reduce_sm90", "tma_conv_sm90", "wgmma_base_offset_sm90"]
#: Ampere and Ada (sm_80/86/89): every bundled kernel a100 runs in PTX mode — Turing's list plus
#: the sm_80 kernels (mma.sync, CUTLASS 2 multistage, sparse mma.sp, flash attention, fragments)
AMPERE = ALL_SM75 + ["mma_sm80_gemm", "cutlass_sm80_gemm", "flash_attn_sm80", "cutlass_sparse_gemm",
                     "fragments_sm80"]
PLAN: dict[int, list[str]] = {
    70: ALL_SM75,  # ptxas 12.9 refuses some (integer wmma, ldmatrix): recorded in the manifest
    75: ALL_SM75,
    80: AMPERE,
    86: AMPERE,
    89: AMPERE,
    90: LATER + HOPPER,
}


def compact(listing: str) -> str:
    """nvdisasm's text with each line's blank runs collapsed (the listing pads columns with
    spaces; collapsing halves the committed size and changes no token)."""
    return "\n".join(" ".join(ln.split()) for ln in listing.splitlines() if ln.strip()) + "\n"


def versions(sm: int) -> dict[str, str]:
    return {t: tools.tool_version(tools.require_tool(t, sm)) for t in ("ptxas", "nvdisasm")}


def header(sm: int, name: str, ver: dict[str, str]) -> str:
    a = "a" if re.search(rf"^\.target\s+sm_{sm}a\b", (KERNEL_DIR / f"{name}.ptx").read_text(), re.M) else ""
    return (f"# tcsim: nvdisasm -c (V{ver['nvdisasm']}) of ptxas V{ver['ptxas']} -arch=sm_{sm}{a} "
            f"{name}.ptx{' (lowered for sm_70)' if sm < 75 else ''}; blanks collapsed (scripts/regen_sass.py)\n")


def build(sm: int, names: list[str], out: Path) -> dict:
    """Assemble and disassemble ``names`` for ``sm`` into ``out``; the manifest entry."""
    ver = versions(sm)
    out.mkdir(parents=True, exist_ok=True)
    made, refused = [], {}
    for name in names:
        cubin = out / f"{name}.cubin"
        try:
            tools.assemble(KERNEL_DIR / f"{name}.ptx", sm, cubin)
        except TcsimError as e:
            m = re.search(r"error\s*:\s*(.*)", str(e))  # ptxas's reason, without the temporary path
            refused[name] = m.group(1).strip() if m else str(e)
            cubin.unlink(missing_ok=True)
            continue
        (out / f"{name}.sass").write_text(header(sm, name, ver) + compact(tools.disassemble(cubin, sm)))
        made.append(name)
    return {"ptxas": ver["ptxas"], "nvdisasm": ver["nvdisasm"], "kernels": made, "refused": refused}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="compare a fresh regeneration with the committed files")
    ap.add_argument("--sm", type=int, action="append", help="only this SM (repeat)")
    ap.add_argument("--only", nargs="*", help="only these kernels")
    ns = ap.parse_args(argv)
    sms = ns.sm or list(PLAN)
    manifest_path = SASS_DIR / "manifest.json"
    manifest = json.loads(manifest_path.read_text()) if manifest_path.is_file() else {}
    bad = 0
    for sm in sms:
        names = [n for n in PLAN[sm] if not ns.only or n in ns.only]
        try:
            versions(sm)
        except tools.ToolMissing as e:
            print(f"sm_{sm}: skipped: {e}")
            bad |= not ns.check
            continue
        if ns.check:
            with tempfile.TemporaryDirectory() as tmp:
                entry = build(sm, names, Path(tmp))
                bad |= compare(sm, entry, Path(tmp), manifest.get(f"sm_{sm}", {}), names)
            continue
        entry = build(sm, names, SASS_DIR / f"sm_{sm}")
        if ns.only:
            old = manifest.get(f"sm_{sm}", {"kernels": [], "refused": {}})
            entry["kernels"] = [n for n in PLAN[sm] if n in set(old["kernels"]) - set(names) | set(entry["kernels"])]
            entry["refused"] = {**{k: v for k, v in old["refused"].items() if k not in names}, **entry["refused"]}
        manifest[f"sm_{sm}"] = entry
        print(f"sm_{sm}: {len(entry['kernels'])} kernels, ptxas refused {sorted(entry['refused']) or 'none'}")
    if not ns.check:
        manifest_path.write_text(json.dumps(dict(sorted(manifest.items())), indent=1) + "\n")
    return 1 if bad else 0


def compare(sm: int, entry: dict, fresh: Path, committed: dict, names: list[str]) -> int:
    """1 when the fresh files differ from the committed ones (printing what differs)."""
    bad = 0
    for key in ("ptxas", "nvdisasm"):
        if committed.get(key) != entry[key]:
            print(f"sm_{sm}: {key} is V{entry[key]}, the committed files were made with V{committed.get(key)}")
            return 1
    want = [n for n in committed.get("kernels", []) if n in names]
    if want != entry["kernels"]:
        print(f"sm_{sm}: kernels made {entry['kernels']}, committed {want}")
        bad = 1
    for name in entry["kernels"]:
        for suffix in (".cubin", ".sass"):
            a, b = fresh / f"{name}{suffix}", SASS_DIR / f"sm_{sm}" / f"{name}{suffix}"
            if not b.is_file() or a.read_bytes() != b.read_bytes():
                print(f"sm_{sm}: {name}{suffix} differs from a fresh regeneration")
                bad = 1
    if not bad:
        print(f"sm_{sm}: {len(entry['kernels'])} kernels match")
    return bad


if __name__ == "__main__":
    sys.exit(main())
