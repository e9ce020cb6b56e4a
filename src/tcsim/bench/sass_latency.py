"""Seed 003 Table 4.1 at SASS level: dependent chains as ptxas compiles them, timed in SASS mode.

``kernels/sass_latency.ptx`` (written by scripts/gen_sass_latency.py) holds two kernels per
instruction kind: 32 and 64 dependent instructions between two ``%clock`` reads, on
per-thread values (so ptxas keeps them off the uniform datapath). The committed sm_70 / sm_75
cubins are run with one warp in SASS timing mode; the figure is the slope
``(cycles(64) - cycles(32)) / 32``, which cancels the clock reads (as bench/latency.py).

How each figure arises: a fixed-latency instruction issues after the stall count ptxas wrote
into its predecessor's control bits (the hardware contract: no scoreboard), so its figure is
**ptxas**'s, not a tcsim parameter. A variable-latency one (MUFU, and on Volta DFMA ...)
waits on a dependency barrier that its producer's class latency clears: that latency is the
config's (``timing.latency.*``), whose source says whether it is Table 4.1 itself (input).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import numpy as np

from tcsim.bench.how import how
from tcsim.kernels.sass_mode import SASS_DIR

SOURCE = "seed 003 Table 4.1"
#: kernel -> (the SASS opcode of the chain, published Volta latency)
CHAINS = {
    "lat_iadd3": ("IADD3", 4), "lat_imad": ("IMAD", 5), "lat_ffma": ("FFMA", 4), "lat_fadd": ("FADD", 4),
    "lat_fmul": ("FMUL", 4), "lat_hfma2": ("HFMA2", 6), "lat_dfma": ("DFMA", 8), "lat_popc": ("POPC", 10),
    "lat_mufu": ("MUFU", 14),
}


@dataclass
class Row:
    kernel: str
    opcode: str          # the chain's SASS opcode
    seen: str            # the opcodes ptxas emitted between the clock reads
    stall: int           # ptxas's most common stall count on them
    barrier: bool        # the chain waits on dependency barriers (variable latency)
    measured: float      # cycles per instruction in SASS timing mode
    published: int
    how: str
    config_key: str | None


def chain_instrs(kernel):
    """The instructions between the two clock reads."""
    pcs = [i for i, ins in enumerate(kernel.instrs) if any(getattr(o, "name", "") == "SR_CLOCKLO" for o in ins.operands)]
    return [ins for ins in kernel.instrs[pcs[0] + 1:pcs[-1]] if ins.opcode != "DEPBAR"]


def run(arch: str, sm: int) -> list[Row]:
    import tcsim
    from tcsim.timing.classes import CLASSES
    from tcsim.timing.sass import SASS_CLASS

    dev = tcsim.Device(arch=arch)
    dev.mode = "timing"
    mod = dev.load_cubin(SASS_DIR / f"sm_{sm}" / "sass_latency.cubin")
    cfg = dev.config
    volta = cfg.tensor.family == "volta"
    rows = []
    for name, (opcode, pub) in CHAINS.items():
        k = mod.cubin.kernels[name + "_64"]
        body = chain_instrs(k)
        ops = Counter(i.opcode for i in body)
        stall = Counter(i.control.stall for i in body if i.opcode == ops.most_common(1)[0][0]).most_common(1)[0][0]
        barrier = sum(i.control.write_barrier != 7 for i in body) > len(body) // 2
        cycles = []
        for n in (32, 64):
            out = dev.zeros(1, np.uint32)
            res = dev.zeros(2, np.uint32)
            mod.get_function(f"{name}_{n}")(1, 32, (out, res, 3))
            cycles.append(int(out.get()[0]))
        measured = (cycles[1] - cycles[0]) / 32
        key = None
        if barrier:
            cls = SASS_CLASS.get(ops.most_common(1)[0][0], "alu")
            key = "timing.latency." + CLASSES[cls][2] if CLASSES[cls][2] else None
            h = how(cfg, SOURCE if volta else None, [key] if key else [], (), measured)
        else:
            h = "ptxas"
        rows.append(Row(name, opcode, ", ".join(f"{o} x{n}" for o, n in ops.most_common()), stall, barrier,
                        measured, pub, h, key))
    return rows
