"""Seed 003 §3.5 register-bank experiments at SASS level, made as Jia et al. made theirs:
by rewriting the registers of compiler output (they used their own assembler; tcsim patches
the parsed nvdisasm listing).

The base is ptxas's own code: the 32- and 64-FFMA chains of ``kernels/sass_latency.ptx``
(committed ``sass/sm_70/sass_latency.cubin``, ptxas 12.9), between two clock reads. The
helper :func:`rewrite` replaces the chain's FFMAs, in order, by FFMAs of given physical
registers and reuse flags — the operands, the control word's reuse bits, and the yield bit,
which it sets to "keep issuing" (seed 003 §2.1: after a yield the reuse flags are void;
ptxas itself writes no yield on its reuse-carrying FFMAs, e.g. CUTLASS SGEMM's sm_70
``[B------:R-:W-:-:S01:U-1--] FFMA``). The stall counts stay ptxas's (4: a dependent
chain), so an FFMA costs 4 cycles, and a bank conflict adds ``issue.bank_conflict_penalty``.

Experiments (seed 003):

* **Figure 3.8**: 64 identical ``FFMA R6, R97, R99, RX``, RX varied; R97 and R99 sit in bank 1
  (R mod 2), so an odd RX makes the three sources one bank: a conflict. The seed plots the
  elapsed time (no figures in its text): odd RX slower. The same with ``R97.reuse,
  R99.reuse``: the cache serves two sources, no conflict after the first FFMA.
* **Table 1.1**: the 64 FFMAs NVCC 9.0 wrote for the 8x8 outer product of the motivational
  example and Jia et al.'s rewrite ("a register mapping that avoids bank conflicts and
  reuses register caches as much as possible"; 132.05 -> 152.43 GFlop/s per SM, +15.4%, for
  the whole kernel with 128 threads).

How each figure arises: **which** instructions conflict is predicted from the bank rule
(bank = R mod ``issue.register_banks``, seed 003 §3.5 / Table 3.1: an input) and the reuse
cache model (timing/sass.py); **how many cycles** a conflict costs is the config's
``issue.bank_conflict_penalty`` (an assumption: one cycle), so the cycle figures are that
input coming back out, not a validation.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

import numpy as np

from tcsim.bench.sass_latency import chain_instrs
from tcsim.isa.sass.ir import Reg
from tcsim.kernels.sass_mode import SASS_DIR

SOURCE = "seed 003 §3.5 Figure 3.8, Table 1.1"

#: seed 003 Table 1.1, left column: NVCC 9.0's FFMAs (dst, a, b, c; .reuse as printed)
TABLE_1_1_NVCC = """
FFMA R16, R12, R80, R16; FFMA R17, R80.reuse, R13, R17; FFMA R18, R80.reuse, R14, R18; FFMA R19, R80, R15, R19;
FFMA R20, R80.reuse, R8, R20; FFMA R21, R80.reuse, R9, R21; FFMA R22, R80.reuse, R10, R22; FFMA R23, R80, R11, R23;
FFMA R24, R12, R81.reuse, R24; FFMA R25, R13, R81, R25; FFMA R26, R14, R81.reuse, R26; FFMA R27, R15, R81.reuse, R27;
FFMA R28, R8, R81.reuse, R28; FFMA R29, R9, R81.reuse, R29; FFMA R30, R10, R81.reuse, R30; FFMA R31, R11, R81, R31;
FFMA R32, R12, R82.reuse, R32; FFMA R33, R13, R82.reuse, R33; FFMA R34, R14, R82.reuse, R34; FFMA R35, R15, R82.reuse, R35;
FFMA R36, R8, R82.reuse, R36; FFMA R37, R9, R82, R37; FFMA R38, R10, R82.reuse, R38; FFMA R39, R11, R82, R39;
FFMA R40, R12, R83.reuse, R40; FFMA R41, R13, R83.reuse, R41; FFMA R42, R14, R83.reuse, R42; FFMA R43, R15, R83, R43;
FFMA R44, R8, R83.reuse, R44; FFMA R45, R9, R83.reuse, R45; FFMA R46, R10, R83.reuse, R46; FFMA R47, R11, R83, R47;
FFMA R48, R12, R4.reuse, R48; FFMA R49, R13, R4, R49; FFMA R50, R14, R4.reuse, R50; FFMA R51, R15, R4.reuse, R51;
FFMA R52, R8, R4.reuse, R52; FFMA R53, R9, R4.reuse, R53; FFMA R54, R10, R4.reuse, R54; FFMA R55, R11, R4, R55;
FFMA R56, R12, R5.reuse, R56; FFMA R57, R13, R5.reuse, R57; FFMA R58, R14, R5.reuse, R58; FFMA R59, R15, R5.reuse, R59;
FFMA R60, R8, R5.reuse, R60; FFMA R61, R9, R5, R61; FFMA R62, R10, R5.reuse, R62; FFMA R63, R11, R5, R63;
FFMA R64, R12, R6.reuse, R64; FFMA R65, R13, R6.reuse, R65; FFMA R66, R14, R6.reuse, R66; FFMA R67, R15, R6, R67;
FFMA R68, R8, R6.reuse, R68; FFMA R69, R9, R6.reuse, R69; FFMA R70, R10, R6.reuse, R70; FFMA R71, R11, R6, R71;
FFMA R72, R12, R7.reuse, R72; FFMA R73, R13, R7, R73; FFMA R74, R14, R7.reuse, R74; FFMA R75, R15, R7.reuse, R75;
FFMA R76, R8, R7.reuse, R76; FFMA R77, R9, R7.reuse, R77; FFMA R78, R10, R7.reuse, R78; FFMA R79, R11, R7, R79;
"""

#: seed 003 Table 1.1, right column: Jia et al.'s rewrite of the same products
TABLE_1_1_JIA = """
FFMA R17, R12.reuse, R80.reuse, R17; FFMA R16, R12, R81.reuse, R16; FFMA R25, R13.reuse, R80.reuse, R25;
FFMA R24, R13, R81.reuse, R24; FFMA R33, R14.reuse, R80.reuse, R33; FFMA R32, R14, R81.reuse, R32;
FFMA R41, R15.reuse, R80.reuse, R41; FFMA R40, R15, R81.reuse, R40; FFMA R49, R8.reuse, R80.reuse, R49;
FFMA R48, R8, R81.reuse, R48; FFMA R57, R9.reuse, R80.reuse, R57; FFMA R56, R9, R81.reuse, R56;
FFMA R65, R10.reuse, R80.reuse, R65; FFMA R64, R10.reuse, R81.reuse, R64; FFMA R73, R11.reuse, R80, R73;
FFMA R72, R11.reuse, R81, R72; FFMA R75, R11.reuse, R82.reuse, R75; FFMA R74, R11, R83.reuse, R74;
FFMA R67, R10.reuse, R82.reuse, R67; FFMA R66, R10, R83.reuse, R66; FFMA R59, R9.reuse, R82.reuse, R59;
FFMA R58, R9, R83.reuse, R58; FFMA R51, R8.reuse, R82.reuse, R51; FFMA R50, R8, R83.reuse, R50;
FFMA R43, R15.reuse, R82.reuse, R43; FFMA R42, R15, R83.reuse, R42; FFMA R35, R14.reuse, R82.reuse, R35;
FFMA R34, R14, R83.reuse, R34; FFMA R27, R13.reuse, R82.reuse, R27; FFMA R26, R13.reuse, R83.reuse, R26;
FFMA R19, R12.reuse, R82, R19; FFMA R18, R12.reuse, R83, R18; FFMA R21, R12.reuse, R4.reuse, R21;
FFMA R20, R12, R5.reuse, R20; FFMA R29, R13.reuse, R4.reuse, R29; FFMA R28, R13, R5.reuse, R28;
FFMA R37, R14.reuse, R4.reuse, R37; FFMA R36, R14, R5.reuse, R36; FFMA R45, R15.reuse, R4.reuse, R45;
FFMA R44, R15, R5.reuse, R44; FFMA R53, R8.reuse, R4.reuse, R53; FFMA R52, R8, R5.reuse, R52;
FFMA R61, R9.reuse, R4.reuse, R61; FFMA R60, R9, R5.reuse, R60; FFMA R69, R10.reuse, R4.reuse, R69;
FFMA R68, R10.reuse, R5.reuse, R68; FFMA R77, R11.reuse, R4, R77; FFMA R76, R11.reuse, R5, R76;
FFMA R79, R11.reuse, R6.reuse, R79; FFMA R78, R11, R7.reuse, R78; FFMA R71, R10.reuse, R6.reuse, R71;
FFMA R70, R10, R7.reuse, R70; FFMA R63, R9.reuse, R6.reuse, R63; FFMA R62, R9, R7.reuse, R62;
FFMA R55, R8.reuse, R6.reuse, R55; FFMA R54, R8, R7.reuse, R54; FFMA R47, R15.reuse, R6.reuse, R47;
FFMA R46, R15, R7.reuse, R46; FFMA R39, R14.reuse, R6.reuse, R39; FFMA R38, R14, R7.reuse, R38;
FFMA R31, R13.reuse, R6.reuse, R31; FFMA R30, R13.reuse, R7.reuse, R30; FFMA R23, R12.reuse, R6, R23;
FFMA R22, R12.reuse, R7, R22;
"""

#: the NVCC FFMAs seed 003 §1 names as conflicting ("R13, R81 and R25 are in bank 1", ...)
SEED_NAMED = ("FFMA R25, R13, R81, R25", "FFMA R31, R11, R81, R31", "FFMA R43, R15, R83, R43")

#: an FFMA as four (register, reuse) operands: destination, then the three sources
Ffma = tuple[tuple[int, bool], ...]


def parse_ffmas(text: str) -> list[Ffma]:
    """``FFMA Rd, Ra[.reuse], Rb[.reuse], Rc[.reuse]; ...`` -> operand lists."""
    out = []
    for part in text.split(";"):
        part = part.strip()
        if not part:
            continue
        ops = re.fullmatch(r"FFMA (.+)", part)
        regs = [re.fullmatch(r"R(\d+)(\.reuse)?", o.strip()) for o in ops.group(1).split(",")] if ops else []
        if len(regs) != 4 or not all(regs):
            raise ValueError(f"not an FFMA of four registers: '{part}'")
        out.append(tuple((int(m.group(1)), bool(m.group(2))) for m in regs))
    return out


def identical(dst: int, a: int, b: int, c: int, reuse: tuple[bool, bool, bool] = (False,) * 3, n: int = 64) -> list[Ffma]:
    """``n`` copies of ``FFMA Rdst, Ra, Rb, Rc`` (Figure 3.8's sequences)."""
    return [((dst, False), (a, reuse[0]), (b, reuse[1]), (c, reuse[2]))] * n


def rewrite(kernel, ffmas: list[Ffma]):
    """``kernel`` (a :class:`SassKernel` of sass_latency) with the FFMAs of its chain replaced,
    in order, by ``ffmas`` (as many as the chain has): their register operands, reuse flags
    (operands and the control word's reuse bits) and a cleared yield (keep issuing)."""
    chain = [i for i in chain_instrs(kernel) if i.opcode == "FFMA"]
    if len(chain) != len(ffmas):
        raise ValueError(f"kernel {kernel.name} has {len(chain)} FFMAs in its chain, {len(ffmas)} given")
    new = {}
    for ins, ops in zip(chain, ffmas):
        operands = tuple(Reg("R", r, reuse=u) for r, u in ops)
        bits = sum(1 << s for s, (_, u) in enumerate(ops[1:]) if u)
        control = dataclasses.replace(ins.control, reuse=bits, yield_bit=1)
        text = "FFMA " + ", ".join(str(o) for o in operands)
        new[ins.pc] = dataclasses.replace(ins, operands=operands, control=control, text=text)
    return dataclasses.replace(kernel, instrs=tuple(new.get(i.pc, i) for i in kernel.instrs))


@dataclass
class Row:
    name: str
    seed: str            # what seed 003 reports
    conflicts: int       # tcsim: instructions with a bank conflict in the run
    cycles: int          # tcsim: clock cycles around the 64 FFMAs
    per_ffma: float | None  # tcsim: cycles per FFMA, (cycles(64) - cycles(32)) / 32 (Fig 3.8 rows)
    how: str
    conflicting: list[str] = dataclasses.field(default_factory=list)   # tcsim: which instructions


def _run(mod, name: str, ffmas: list[Ffma]) -> tuple[int, int, list[str]]:
    """(clock cycles around the chain, bank conflicts, the conflicting instructions) of
    kernel ``name`` rewritten. A conflict delays the warp's next issue, whose per-PC stalls
    (timing/sass.py) name the reason; the conflicting instruction is the one before."""
    dev = mod.device
    k = mod.cubin.kernels[name] = rewrite(mod.cubin.kernels[name], ffmas)
    mod._programs.pop(name, None)
    out, res = dev.zeros(1, np.uint32), dev.zeros(2, np.uint32)
    r = mod.get_function(name)(1, 32, (out, res, 3))
    keys = [f"{i.pc:#06x} {i.text}" for i in k.instrs]
    which = [k.instrs[keys.index(key) - 1].text for key, why in r.timing.pc_stalls.items() if "bank conflict" in why]
    return int(out.get()[0]), int(getattr(r.timing, "bank_conflicts", 0)), which


def run(arch: str = "titan_v", sm: int = 70, rx: tuple[int, ...] = (96, 98, 100, 101, 103, 105)) -> list[Row]:
    """The experiments in SASS timing mode, one warp."""
    import tcsim

    def module():
        dev = tcsim.Device(arch=arch)
        dev.mode = "timing"
        return dev.load_cubin(SASS_DIR / f"sm_{sm}" / "sass_latency.cubin")

    rows = []
    for x in rx:
        for reuse in (False, True):
            mod = module()
            got = {n: _run(mod, f"lat_ffma_{n}", identical(6, 97, 99, x, (reuse, reuse, False), n)) for n in (32, 64)}
            odd = x % 2 == 1
            if reuse:
                seed = "(not in Fig 3.8) §2.1: reuse mitigates conflicts"
            else:
                seed = "conflict (R97, R99, RX in bank 1)" if odd else "no conflict"
            src = "R97.reuse, R99.reuse" if reuse else "R97, R99"
            rows.append(Row(f"Fig 3.8 FFMA R6, {src}, R{x}", seed, got[64][1], got[64][0],
                            (got[64][0] - got[32][0]) / 32, "predicted (which); input (cycles)"))
    nvcc = parse_ffmas(TABLE_1_1_NVCC)
    plain = [tuple((r, False) for r, _ in f) for f in nvcc]
    for name, ffmas, seed in (
            ("Table 1.1 NVCC 9.0", nvcc, "conflicts, e.g. " + "; ".join(SEED_NAMED)),
            ("Table 1.1 NVCC 9.0, reuse flags cleared", plain, "-"),
            ("Table 1.1 Jia et al.", parse_ffmas(TABLE_1_1_JIA), "no conflicts; +15.4% GFlop/s (whole kernel)")):
        cycles, conflicts, which = _run(module(), "lat_ffma_64", ffmas)
        rows.append(Row(name, seed, conflicts, cycles, None, "predicted (which); input (cycles)", which))
    return rows
