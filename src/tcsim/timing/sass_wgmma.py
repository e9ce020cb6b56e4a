"""SASS timing of Hopper's warpgroup MMA: HGMMA / QGMMA / IGMMA / BGMMA and
``WARPGROUP.DEPBAR.LE gsb0, N`` on PTX mode's wgmma model (timing/wgmma.py: a warp's share
queues on its sub-core's tensor core, the wait holds the warp until its groups are done),
with the group structure of exec/sass/ops_wgmma.py: an HGMMA marked gsb0 closes the warp's
open group, the DEPBAR is ``wgmma.wait_group N``."""

from __future__ import annotations

from types import SimpleNamespace

from tcsim.isa import ir
from tcsim.isa.sass.ir import Imm, Reg

GMMA = ("HGMMA", "QGMMA", "IGMMA", "BGMMA")


def gmma_plan(k, ins):
    """What the wgmma timing reads of a SASS instruction (None: not a warpgroup MMA op):
    ``view`` (PTX-shaped mods/operands for WgmmaTiming.issue) and ``commit``."""
    if ins.opcode in GMMA:
        from tcsim.exec.sass.ops_wgmma import _types

        n, kk, _ = _types(k, ins)
        rs = len(ins.operands) > 1 and isinstance(ins.operands[1], Reg) and ins.operands[1].name != "gdesc"
        sp = ("sp",) if "SP" in ins.mods else ()     # HGMMA.SP: wgmma.mma_async.sp (sparse rate)
        view = SimpleNamespace(mods=("mma_async", *sp, f"m64n{n}k{kk}"), operands=[None, ir.Vector(()) if rs else None])
        commit = any(isinstance(o, Reg) and o.name == "gsb0" for o in ins.operands)
        return SimpleNamespace(view=view, commit=commit)
    if ins.opcode == "WARPGROUP" and "DEPBAR" in ins.mods:
        n = next((int(o.value) for o in ins.operands if isinstance(o, Imm)), 0)
        return SimpleNamespace(view=SimpleNamespace(mods=("wait_group",), operands=[ir.Imm("int", n)]), commit=False)
    return None


def issue(gpu, sc, w, plan, t: int) -> int:
    """Issue a planned op on the GPU's wgmma model; the cycle the warp may issue again."""
    ready = gpu.wgmma.issue(sc, w, plan.view, t, gpu.stats)
    if plan.commit:
        gpu.wgmma.warps[w.gid][0] += 1
    return ready
