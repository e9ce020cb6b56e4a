"""Instruction latencies by dependent chains (seed 003 §4.1, Table 4.1).

Each benchmark is a chain of N instructions where every one consumes the previous result,
bracketed by ``%clock64`` reads, run in timing mode. The latency is the slope
``(cycles(2N) - cycles(N)) / N``, which cancels the clock reads and pipeline entry (the
seeds' subtraction method).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

#: where the published latencies are from (Volta only)
SOURCE = "seed 003 Table 4.1"
#: (name, SASS class in Table 4.1, register type, PTX of one dependent step on %x1, published Volta)
CHAINS = [
    ("add.s32", "IADD3", "b32", "add.s32 %x1, %x1, 7;", 4),
    ("and.b32", "LOP3", "b32", "and.b32 %x1, %x1, 1073741823;", 4),
    ("shl.b32", "SHF", "b32", "shl.b32 %x1, %x1, 1;", 4),
    ("mov.b32", "MOV", "b32", "mov.b32 %x1, %x1;", 4),
    ("add.f32", "FADD", "f32", "add.f32 %x1, %x1, 0f3F800000;", 4),
    ("mul.f32", "FMUL", "f32", "mul.f32 %x1, %x1, 0f3F800000;", 4),
    ("fma.rn.f32", "FFMA", "f32", "fma.rn.f32 %x1, %x1, 0f3F800000, 0f3F800000;", 4),
    ("mad.lo.s32", "IMAD", "b32", "mad.lo.s32 %x1, %x1, 3, 1;", 5),
    ("max.f32", "FMNMX", "f32", "max.f32 %x1, %x1, 0f3F800000;", 5),
    ("add.f16x2", "HADD2", "b32", "add.f16x2 %x1, %x1, %x1;", 6),
    ("fma.rn.f16x2", "HFMA2", "b32", "fma.rn.f16x2 %x1, %x1, %x1, %x1;", 6),
    ("add.f64", "DADD", "f64", "add.f64 %x1, %x1, 0d3FF0000000000000;", 8),
    ("fma.rn.f64", "DFMA", "f64", "fma.rn.f64 %x1, %x1, 0d3FF0000000000000, 0d3FF0000000000000;", 8),
    ("popc.b32", "POPC", "b32", "popc.b32 %x1, %x1;", 10),
    ("brev.b32", "BREV", "b32", "brev.b32 %x1, %x1;", 14),
    ("clz.b32", "FLO", "b32", "clz.b32 %x1, %x1;", 14),
    ("ex2.approx.f32", "MUFU", "f32", "ex2.approx.f32 %x1, %x1;", 14),
]


#: the published A100 dependent chains (Abdelkhalik et al. Table II, tcsim/validate/data/
#: a100_published.toml [instruction_latency]): PTX -> (register type, one dependent step)
A100_CHAINS = {
    "add.f16": ("b16", "add.f16 %x1, %x1, %x1;"),
    "add.u32": ("b32", "add.u32 %x1, %x1, 7;"),
    "add.f32": ("f32", "add.f32 %x1, %x1, 0f3F800000;"),
    "add.f64": ("f64", "add.f64 %x1, %x1, 0d3FF0000000000000;"),
    "mul.lo.u32": ("b32", "mul.lo.u32 %x1, %x1, 3;"),
    "mad.rn.f32": ("f32", "mad.rn.f32 %x1, %x1, 0f3F800000, 0f3F800000;"),
}


def chain_ptx(rtype: str, step: str, n: int) -> str:
    body = "\n".join("\t" + step for _ in range(n))
    bits = {"f64": 64, "b16": 16}.get(rtype, 32)
    return f"""// tcsim latency microbenchmark: {n} dependent '{step}' between two %clock64 reads
.version 7.0
.target sm_75
.address_size 64
.visible .entry chain(.param .u64 out)
{{
	.reg .{rtype} %x<2>;
	.reg .b64 %rd<8>;
	ld.param.u64 %rd1, [out];
	mov.b{bits} %x1, 0;
	mov.u64 %rd5, %clock64;
{body}
	mov.u64 %rd6, %clock64;
	sub.s64 %rd7, %rd6, %rd5;
	st.global.u64 [%rd1], %rd7;
	st.global.{rtype} [%rd1+8], %x1;
	ret;
}}
"""


@dataclass
class LatencyResult:
    name: str
    sass: str
    measured: float
    published: int


def measure(arch: str, rtype: str, step: str, n: int = 16) -> float:
    import tcsim

    cycles = []
    for k in (n, 2 * n):
        dev = tcsim.Device(arch)
        mod = dev.load_ptx(chain_ptx(rtype, step, k))
        out = dev.array(np.zeros(2, np.int64))
        mod.get_function("chain")((1,), (32,), (out,), mode="timing")
        cycles.append(int(out.get()[0]))
    return (cycles[1] - cycles[0]) / n


def run(arch: str = "titan_v") -> list[LatencyResult]:
    return [LatencyResult(name, sass, measure(arch, rt, step), pub) for name, sass, rt, step, pub in CHAINS]


def a100_rows(arch: str) -> list[dict]:
    """Abdelkhalik et al.'s dependent chains on ``arch`` beside their A100 figures, with the
    ``timing.latency`` key each is charged (a figure that is that key's configured value
    comes back out as ``input``: wiring, not validation)."""
    from tcsim.bench.how import how
    from tcsim.bench.mma import published

    cfg = _config(arch)
    data = published()["instruction_latency"]
    rows = []
    for r in data["rows"]:
        rtype, step = A100_CHAINS[r["ptx"]]
        got = measure(arch, rtype, step)
        key = latency_key(arch, step, rtype)
        rows.append({"name": r["ptx"], "measured": got, "published": r["dependent"], "source": data["source"],
                     "config_key": key, "config_source": cfg.sources.get(key, "") if key else "",
                     "how": how(cfg, data["source"], [key] if key else [], (), got)})
    return rows


def _config(arch):
    import tcsim

    return tcsim.Device(arch).config


def latency_key(arch, step: str, rtype: str | None = None) -> str | None:
    """The ``timing.latency`` config key the timing model charges for one chain step (from
    the instruction's declared timing class, ``timing/classes.py``); None for a class with
    no configured latency."""
    import tcsim
    from tcsim.timing.classes import CLASSES

    dev = tcsim.Device(arch)
    if rtype is None:
        rtype = next(rt for _, _, rt, st, _ in CHAINS if st == step)
    prog = dev.load_ptx(chain_ptx(rtype, step, 1)).program("chain")
    mnemonic = step.split()[0]
    op = next(o for o in prog.ops if ".".join((o.ins.opcode, *o.ins.mods)) == mnemonic)
    key = CLASSES[op.cls][2]
    return f"timing.latency.{key}" if key else None

