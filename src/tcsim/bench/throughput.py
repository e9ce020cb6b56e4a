"""Tensor-core throughput (seed 000 §IV Fig 12c and §V-C).

Every warp runs a loop of back-to-back *independent* ``wmma.mma`` (eight accumulators), one
CTA per SM; the number of warps per CTA varies. The seeds found that four warps per SM
saturate the tensor cores (Fig 12c: one warp per sub-core; each warp uses both of its
sub-core's tensor cores) and that the sustained rate is 109.6 TFLOPS (FP16) / 108.7 TFLOPS
(mixed precision) of the Titan V's 125 TFLOPS peak.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

PUBLISHED_TFLOPS = {("titan_v", "f16"): (109.6, "seed 000 §V-C"), ("titan_v", "f32"): (108.7, "seed 000 §V-C")}
ACCUMULATORS = 8


def kernel_ptx(prec: str, iterations: int) -> str:
    ct = "f32" if prec == "f32" else "f16"
    nc = 8 if ct == "f32" else 4
    creg = "%f" if ct == "f32" else "%h"
    cdecl = ".f32 %f<200>" if ct == "f32" else ".b32 %h<200>"
    a = "{" + ", ".join(f"%r{i}" for i in range(8)) + "}"
    b = "{" + ", ".join(f"%r{i}" for i in range(8, 16)) + "}"
    loads = []
    mmas = []
    stores = []
    for j in range(ACCUMULATORS):
        c = "{" + ", ".join(f"{creg}{j * nc + i}" for i in range(nc)) + "}"
        loads.append(f"\twmma.load.c.sync.aligned.row.m16n16k16.global.{ct} {c}, [%rd3];")
        mmas.append(f"\twmma.mma.sync.aligned.row.col.m16n16k16.{ct}.{ct} {c}, {a}, {b}, {c};")
        stores.append(f"\twmma.store.d.sync.aligned.row.m16n16k16.global.{ct} [%rd3], {c};")
    nl = "\n"
    return f"""// tcsim tensor-core throughput microbenchmark (seed 000 Fig 12c, §V-C): {ACCUMULATORS}
// independent wmma.mma per iteration, {iterations} iterations per warp.
.version 7.0
.target sm_75
.address_size 64
.visible .entry tput(.param .u64 p_a, .param .u64 p_b, .param .u64 p_c, .param .u64 p_cycles)
{{
	.reg .b32 %r<20>;
	.reg {cdecl};
	.reg .pred %p<2>;
	.reg .b64 %rd<10>;
	ld.param.u64 %rd1, [p_a];
	ld.param.u64 %rd2, [p_b];
	ld.param.u64 %rd3, [p_c];
	ld.param.u64 %rd4, [p_cycles];
	wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {a}, [%rd1];
	wmma.load.b.sync.aligned.col.m16n16k16.global.f16 {b}, [%rd2];
{nl.join(loads)}
	mov.u32 %r18, 0;
LOOP:
{nl.join(mmas)}
	add.s32 %r18, %r18, 1;
	setp.lt.s32 %p1, %r18, {iterations};
	@%p1 bra LOOP;
{nl.join(stores)}
	ret;
}}
"""


@dataclass
class ThroughputPoint:
    warps_per_sm: int
    cycles: int
    tflops: float
    fraction_of_peak: float


def _cycles(arch: str, prec: str, w: int, iterations: int, nsm: int) -> int:
    import tcsim

    dev = tcsim.Device(arch)
    mod = dev.load_ptx(kernel_ptx(prec, iterations))
    a = dev.array(np.zeros(256, np.float16))
    b = dev.array(np.zeros(256, np.float16))
    c = dev.array(np.zeros(256, np.float32))
    cyc = dev.array(np.zeros(1, np.int64))
    return mod.get_function("tput")((nsm,), (32 * w,), (a, b, c, cyc), mode="timing").cycles


def run(arch: str = "titan_v", prec: str = "f16", warps=(1, 2, 3, 4, 6, 8), iterations: int = 8,
        sms: int | None = None) -> list[ThroughputPoint]:
    """One CTA of ``w`` warps on each of ``sms`` SMs (default: all). The steady-state rate
    is the slope between ``iterations`` and ``2 * iterations`` loop trips, which cancels
    the fragment loads and stores around the loop."""
    import tcsim

    config = tcsim.Device(arch).config
    core = config.core
    nsm = sms or core.sm_count
    out = []
    for w in warps:
        c1 = _cycles(arch, prec, w, iterations, nsm)
        c2 = _cycles(arch, prec, w, 2 * iterations, nsm)
        flops = 2 * 16 * 16 * 16 * ACCUMULATORS * iterations * w * nsm
        secs = (c2 - c1) / (core.core_clock_mhz * 1e6)
        tflops = flops / secs / 1e12
        peak = peak_tflops(config) * nsm / core.sm_count
        out.append(ThroughputPoint(w, c2 - c1, tflops, tflops / peak))
    return out


def peak_tflops(config) -> float:
    """8 tensor cores per SM x 64 FMA per cycle (seed 000 §II-B: 4x4x4 MACC per core per cycle)."""
    core = config.core
    return core.sm_count * 8 * 64 * 2 * core.core_clock_mhz * 1e6 / 1e12
