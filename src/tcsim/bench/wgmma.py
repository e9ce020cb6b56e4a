"""``tcsim bench wgmma``: Luo et al.'s H800 wgmma figures beside tcsim's, on an sm_90a config
in timing mode (``--arch h800`` is the board they measure, an H800 PCIe: 114 SMs at the 1620 MHz
tensor clock; ``h100`` is the SXM5 board with the same SM).

Microbenchmarks, one warpgroup on one SM:

* latency: R dependent wgmma m64nNk16 (f16 -> f32, SS), each followed by ``commit_group`` /
  ``wait_group 0``; cycles per wgmma = (cycles(R = 9) - cycles(R = 1)) / 8, which cancels the
  launch and the code around the chain;
* throughput: R wgmma back to back on one accumulator, one commit and wait at the end;
  cycles per wgmma = (cycles(R = 17) - cycles(R = 1)) / 16; TFLOPS = 2 x 64 x N x K / that
  x ``core.sm_count`` x ``core.core_clock_mhz`` (the SMs run independently: the loop touches
  no global memory);
* SS vs RS: the throughput loop with A from shared memory (SS) and from registers (RS) at
  small N;
* sparse: the throughput loop with wgmma.mma_async.sp m64nNk32 f16 (2:4 A, valid metadata,
  selector 0), SS and RS, beside the dense form (no published sparse wgmma figure was found:
  PREDICTED; the whitepaper's 2x sparse peak is the configured rate, ``timing.mma.sparse_speedup``).

Published: Luo et al., "Dissecting the NVIDIA Hopper Architecture through Microbenchmarking and
Multiple Level Analysis" (arXiv 2501.12084), H800 Tables 8-9, as issue 12 quotes them (the
tables' text was not retrieved: src/tcsim/validate/data/h800_published.toml). Every tcsim
figure is a prediction (``how`` = model, printed PREDICTED): ``timing/wgmma.py`` derives the
cycles from the tensor cores' peak rate (``timing.hmma.fedp_per_core``, H100 whitepaper), the
SM's shared-memory data path (``timing.memory.l1.bytes_per_cycle``) and the per-warp
decomposition; the TFLOPS scale them by the board's SM count and tensor clock (NVIDIA's H100
PCIe figures, arch/gpus/h800.toml). No value is taken from or fitted to Luo et al.'s tables.
"""

from __future__ import annotations

import tcsim
from tcsim.bench.how import CALIBRATED, INPUT, MODEL
from tcsim.matrix.wgmma_smem import encode

SOURCE = "Luo et al. arXiv 2501.12084, H800 Tables 8-9 (as quoted in issue 12)"
#: N -> published dependent-wgmma latency in cycles (m64nNk16 f16)
PUBLISHED = {64: 32, 128: 64, 256: 128}
#: A/B type -> published dense TFLOPS on the H800 (issue 12: ~729 f16, 1448 fp8)
PUBLISHED_TFLOPS = {"f16": 729, "e4m3": 1448}
#: K of the dense m64nNk* form per A/B type
K_OF = {"f16": 16, "e4m3": 32}
#: N of the SS vs RS comparison (issue 12: "SS vs RS at small N"; Luo et al.'s values not retrieved)
SMALL_N = (8, 16, 32, 64, 128)
#: how a row's figure arose, as the bench prints it (brief: INPUT / CALIBRATED / PREDICTED)
LABEL = {MODEL: "PREDICTED", CALIBRATED: "CALIBRATED", INPUT: "INPUT"}
HOW = ("predicted: tensor-core occupancy max(16 x N x 16 / (4 x timing.hmma.fedp_per_core), "
       "shared-memory operand fetch) per warp (timing/wgmma.py); no wgmma timing is an input")


def kernel(n: int, repeat: int, atype: str = "f16", rs: bool = False, wait_each: bool = True,
           sparse: bool = False) -> str:
    """One warpgroup issuing ``repeat`` wgmma m64n{n}k* on one accumulator; with
    ``wait_each`` each is committed and waited for (a dependent chain), else one commit and
    wait at the end (back to back); ``sparse``: wgmma.mma_async.sp of twice the K (metadata
    0x44444444: every chunk's values at columns 0 and 1, selector 0)."""
    regs = ", ".join(f"%d{i}" for i in range(n // 2))
    desc_b = encode(0, 16, 1024, 1)
    k = K_OF[atype] * (2 if sparse else 1)
    a = "{%a0, %a1, %a2, %a3}" if rs else "%rd1"
    imms = ("%e, 0, " if sparse else "") + "1, 1, 1" + ("" if atype != "f16" else (", 0" if rs else ", 0, 0"))
    op = "wgmma.mma_async.sp" if sparse else "wgmma.mma_async"
    mma = f"\t{op}.sync.aligned.m64n{n}k{k}.f32.{atype}.{atype} {{{regs}}}, {a}, %rd2, {imms};\n"
    sync = "\twgmma.commit_group.sync.aligned;\n\twgmma.wait_group.sync.aligned 0;\n"
    body = (mma + sync) * repeat if wait_each else mma * repeat + sync
    return f""".version 8.5
.target sm_90a
.address_size 64

.visible .entry k()
{{
\t.reg .b32 %r<4>;
\t.reg .b32 %a<4>;
\t.reg .b64 %rd<4>;
\t.reg .b32 %d<{n // 2}>;
\t.reg .b32 %e;
\tmov.b32 %e, 0x44444444;
\t.shared .align 1024 .b8 sa[8192];
\t.shared .align 1024 .b8 sb[32768];
\tmov.b32 %a0, 0;
\tmov.b32 %a1, 0;
\tmov.b32 %a2, 0;
\tmov.b32 %a3, 0;
\tmov.u32 %r1, sa;
\tcvt.u64.u32 %rd1, %r1;
\tshr.u64 %rd1, %rd1, 4;
\tor.b64 %rd1, %rd1, {desc_b};
\tmov.u32 %r2, sb;
\tcvt.u64.u32 %rd2, %r2;
\tshr.u64 %rd2, %rd2, 4;
\tor.b64 %rd2, %rd2, {desc_b};
\twgmma.fence.sync.aligned;
{body}\tret;
}}
"""


def cycles(cfg, n: int, repeat: int, **form) -> int:
    dev = tcsim.Device(cfg)
    f = dev.load_ptx(kernel(n, repeat, **form)).get_function("k")
    return int(f((1,), (128,), (), mode="timing").timing.cycles)


def per_wgmma(cfg, n: int, **form) -> float:
    """Issue-to-issue cycles of back-to-back wgmma (one warpgroup, one SM)."""
    return (cycles(cfg, n, 17, wait_each=False, **form) - cycles(cfg, n, 1, wait_each=False, **form)) / 16


def tflops(cfg, n: int, atype: str, per: float, sparse: bool = False) -> float:
    """Dense-equivalent TFLOPS (a sparse m64nNkK counts 2 x 64 x N x K, as NVIDIA's peaks do)."""
    k = K_OF[atype] * (2 if sparse else 1)
    return 2 * 64 * n * k / per * cfg.core.sm_count * cfg.core.core_clock_mhz * 1e6 / 1e12


def implied_clock_mhz(cfg, n: int, atype: str, per: float, published_tflops: float) -> float:
    """The clock at which the configured SMs, each retiring a wgmma every ``per`` cycles, give
    ``published_tflops``: what the residual of a throughput row means in MHz (the published
    latencies are N/2 cycles, so the tensor cores do run at their per-clock peak)."""
    return published_tflops * 1e12 / (2 * 64 * n * K_OF[atype] / per * cfg.core.sm_count) / 1e6


def compare(cfg) -> list[dict]:
    rows = []
    for n, pub in PUBLISHED.items():
        per = (cycles(cfg, n, 9) - cycles(cfg, n, 1)) / 8
        rows.append({"form": f"wgmma m64n{n}k16 f32.f16.f16 (SS), dependent", "tcsim": per, "published": pub,
                     "error": abs(per - pub) / pub, "how": MODEL, "basis": HOW, "source": SOURCE})
    return rows


def throughput(cfg, n: int = 256) -> list[dict]:
    """Dense TFLOPS of back-to-back wgmma m64n{n}k* (SS) scaled to the whole GPU."""
    rows = []
    for atype, pub in PUBLISHED_TFLOPS.items():
        per = per_wgmma(cfg, n, atype=atype)
        t = tflops(cfg, n, atype, per)
        rows.append({"form": f"wgmma m64n{n}k{K_OF[atype]} f32.{atype}.{atype} (SS), back to back", "cycles": per,
                     "tcsim": t, "published": pub, "error": abs(t - pub) / pub, "how": MODEL,
                     "implied_mhz": implied_clock_mhz(cfg, n, atype, per, pub),
                     "basis": f"predicted: {HOW}; x {cfg.core.sm_count} SMs x {cfg.core.core_clock_mhz} MHz",
                     "source": SOURCE})
    return rows


def ss_vs_rs(cfg) -> list[dict]:
    """Back-to-back wgmma m64nNk16 f16 with A from shared memory (SS) and registers (RS)."""
    rows = []
    for n in SMALL_N:
        ss, rs = per_wgmma(cfg, n), per_wgmma(cfg, n, rs=True)
        rows.append({"form": f"wgmma m64n{n}k16 f32.f16.f16", "ss_cycles": ss, "rs_cycles": rs,
                     "ss_tflops": tflops(cfg, n, "f16", ss), "rs_tflops": tflops(cfg, n, "f16", rs),
                     "published": None, "how": MODEL,
                     "basis": "predicted: the SS form also reads A (16 rows x 32 B per warp) through the SM's "
                              "timing.memory.l1.bytes_per_cycle shared-memory path (timing/wgmma.py)",
                     "source": SOURCE + "; SS/RS values not retrieved"})
    return rows


#: N of the sparse rows
SPARSE_N = (64, 128, 256)


def sparse_rows(cfg) -> list[dict]:
    """Back-to-back wgmma.mma_async.sp m64nNk32 f16 (SS and RS) beside the dense m64nNk16:
    TFLOPS and the speed-up over dense. No published sparse wgmma figure: PREDICTED."""
    rows = []
    for n in SPARSE_N:
        dense = per_wgmma(cfg, n)
        ss, rs = per_wgmma(cfg, n, sparse=True), per_wgmma(cfg, n, rs=True, sparse=True)
        rows.append({"form": f"wgmma.mma_async.sp m64n{n}k32 f32.f16.f16", "dense_cycles": dense,
                     "ss_cycles": ss, "rs_cycles": rs, "ss_tflops": tflops(cfg, n, "f16", ss, True),
                     "rs_tflops": tflops(cfg, n, "f16", rs, True), "ss_speedup": 2 * dense / ss,
                     "rs_speedup": 2 * dense / rs, "published": None, "how": MODEL,
                     "basis": "predicted: the multiply-adds at timing.mma.sparse_speedup x the dense rate (H100 "
                              "whitepaper: sparse peaks 2x dense), B's 64 bytes of K through the shared-memory "
                              "path (timing/wgmma.py)",
                     "source": "no published sparse wgmma figure found"})
    return rows
