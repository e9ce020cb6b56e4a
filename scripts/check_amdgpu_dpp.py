#!/usr/bin/env python3
"""Check tcsim's DPP support against the real LLVM assemblers.

For gfx90a (llvm-mc-14 and llvm-mc-19) and gfx942 (llvm-mc-19):

* every VALU instruction tcsim executes, written ``<mnemonic>_dpp <operands>
  row_newbcast:1`` in the operand shapes of VOP1/VOP2/carry/VOPC forms: LLVM accepts one
  of the shapes exactly when tcsim's :data:`DPP_OPS` lists the instruction for the target;
* a list of dpp_ctrl / mask / bound_ctrl / fi / DPP8 / 64-bit ("DP ALU") spellings on
  v_mov_b32 and v_rcp_f64: LLVM accepts exactly the lines tcsim decodes — except masks
  wider than their 4-bit fields, which LLVM accepts and truncates (it prints
  ``row_mask:0x10`` back as ``row_mask:0x0``); tcsim rejects those, and the script checks
  that LLVM does truncate them.

Usage: python scripts/check_amdgpu_dpp.py   (exit 0: no disagreement; 2: no assembler)
"""

from __future__ import annotations

import shutil
import subprocess
import sys

from tcsim.bench.mfma import kernel_asm
from tcsim.errors import TcsimError
from tcsim.exec.amdgpu import ops
from tcsim.exec.amdgpu.ops import dpp
from tcsim.exec.amdgpu.program import AsmProgram
from tcsim.isa.amdgpu.parser import parse

SHAPES = ["v0, v1", "v0, v1, v2", "v0, vcc, v1, v2", "v0, vcc, v1, v2, vcc", "v0, v1, v2, vcc", "v[0:1], v[2:3]",
          "v[0:1], v[2:3], v[4:5]", "v0, v[2:3]", "v[0:1], v2", "vcc, v1, v2", "v0, v1, v2, v3"]

CONTROLS = ["quad_perm:[0,1,2,3]", "quad_perm:[3,2,1,0]", "quad_perm:[0,1,2,4]", "quad_perm:[0,1,2]", "row_shl:1",
            "row_shl:15", "row_shl:0", "row_shl:16", "row_shr:1", "row_shr:15", "row_shr:16", "row_ror:1", "row_ror:15",
            "row_ror:16", "wave_shl:1", "wave_shl:2", "wave_shr:1", "wave_rol:1", "wave_ror:1", "row_mirror",
            "row_half_mirror", "row_bcast:15", "row_bcast:31", "row_bcast:16", "row_newbcast:0", "row_newbcast:15",
            "row_newbcast:16", "row_share:1", "row_xmask:1", "dpp8:[7,6,5,4,3,2,1,0]",
            "quad_perm:[1,0,3,2] row_mask:0x0 bank_mask:0xf", "quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0x0",
            "quad_perm:[1,0,3,2] row_mask:0x10", "quad_perm:[1,0,3,2] bank_mask:0x10",
            "quad_perm:[1,0,3,2] bound_ctrl:0", "quad_perm:[1,0,3,2] bound_ctrl:1", "quad_perm:[1,0,3,2] fi:1",
            "quad_perm:[1,0,3,2] fi:0", "row_mask:0xf"]


#: accepted by LLVM but not encodable: the value it prints back instead
TRUNCATED = {"quad_perm:[1,0,3,2] row_mask:0x10": "row_mask:0x0", "quad_perm:[1,0,3,2] bank_mask:0x10": "bank_mask:0x0"}


def llvm_ok(mc: str, target: str, lines: list[str]) -> list[bool]:
    r = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={target}"], input="\n".join(lines) + "\n", capture_output=True,
                       text=True, timeout=120)
    bad = set()
    for ln in r.stderr.splitlines():
        parts = ln.split(":")
        if len(parts) > 3 and parts[0] == "<stdin>" and "error" in ln:
            bad.add(int(parts[1]))
    return [i + 1 not in bad for i in range(len(lines))]


def tcsim_ok(target: str, line: str) -> bool:
    text = kernel_asm(target, "k", ["\t" + line, "\ts_endpgm"], vgprs=16)
    try:
        prog = AsmProgram(parse(text), "k")
        return bool(prog.ops)
    except TcsimError:
        return False


def check(mc: str, target: str) -> list[str]:
    bad = []
    names = sorted(k for k, c in ops.CLASS.items() if c == "valu" and k.startswith("v_"))
    names += ["v_cmp_lt_f32", "v_cmpx_eq_u32"]
    lines = [f"{m}_dpp {sh} row_newbcast:1" for m in names for sh in SHAPES]
    res = llvm_ok(mc, target, lines)
    for i, m in enumerate(names):
        llvm = any(res[i * len(SHAPES):(i + 1) * len(SHAPES)])
        mine = m in dpp.DPP_OPS and not (m == "v_mac_f32" and target != "gfx90a") and \
            not (m == "v_mov_b64" and target == "gfx90a")
        if llvm != mine:
            bad.append(f"{target} {mc}: {m}_dpp: LLVM {'accepts' if llvm else 'rejects'}, tcsim "
                       f"{'lists' if mine else 'does not list'} it")
    lines = [f"v_mov_b32_dpp v0, v1 {c}" for c in CONTROLS] + [f"v_rcp_f64_dpp v[0:1], v[2:3] {c}" for c in CONTROLS]
    for line, ok in zip(lines, llvm_ok(mc, target, lines)):
        mods = line.split(" ", 3)[-1] if line.startswith("v_mov") else ""
        if mods in TRUNCATED and ok:
            out = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={target}"], input=line + "\n", capture_output=True,
                                 text=True, timeout=60).stdout
            ok = TRUNCATED[mods] not in out          # truncation seen: not an encodable line
        if ok != tcsim_ok(target, line):
            bad.append(f"{target} {mc}: {line!r}: LLVM {'accepts' if ok else 'rejects'}, tcsim the opposite")
    return bad


def main() -> int:
    rc, ran = 0, 0
    for mc, target in (("llvm-mc-14", "gfx90a"), ("llvm-mc-19", "gfx90a"), ("llvm-mc-19", "gfx942")):
        if shutil.which(mc) is None:
            print(f"{target}: {mc} not found, skipped")
            continue
        ran += 1
        bad = check(mc, target)
        print(f"{target} ({mc}): {len(bad)} disagreement(s)")
        for b in bad:
            print("  " + b)
        rc = rc or (1 if bad else 0)
    return rc if ran else 2


if __name__ == "__main__":
    sys.exit(main())
