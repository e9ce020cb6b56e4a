"""``tcsim bench wgmma``: the latency of a dependent ``wgmma.mma_async m64nNk16`` (f16 -> f32,
SS) on an sm_90a config in timing mode, beside Luo et al.'s H800 figures.

Microbenchmark: one warpgroup issues R wgmma on one accumulator, each followed by
``commit_group`` / ``wait_group 0`` (a dependent chain); cycles per wgmma = (cycles(R = 9) -
cycles(R = 1)) / 8, which cancels the launch and the code around the chain.

Published: Luo et al., "Dissecting the NVIDIA Hopper Architecture through Microbenchmarking and
Multiple Level Analysis" (arXiv 2501.12084), H800 Tables 8-9: wgmma m64nNk16 latency 128 / 64 /
32 cycles at N = 256 / 128 / 64, as issue 12 quotes them. How tcsim gets its figure:
``timing/wgmma.py`` — predicted from the tensor cores' peak rate (``timing.hmma.fedp_per_core``,
from the H100 whitepaper) and the per-warp decomposition; no wgmma timing is an input. (The
H800's throughput figures, ~729 dense f16 / 1448 fp8 TFLOPS, are not compared: there is no
h800 config with that board's SM count and clock.)
"""

from __future__ import annotations

import tcsim
from tcsim.matrix.wgmma_smem import encode

SOURCE = "Luo et al. arXiv 2501.12084, H800 Tables 8-9 (as quoted in issue 12)"
#: N -> published dependent-wgmma latency in cycles (m64nNk16 f16)
PUBLISHED = {64: 32, 128: 64, 256: 128}
HOW = ("predicted: tensor-core occupancy 16 x N x 16 / (4 x timing.hmma.fedp_per_core) per warp "
       "(timing/wgmma.py); no wgmma timing is an input")


def kernel(n: int, repeat: int) -> str:
    regs = ", ".join(f"%d{i}" for i in range(n // 2))
    desc_b = encode(0, 16, 1024, 1)
    mma = (f"\twgmma.mma_async.sync.aligned.m64n{n}k16.f32.f16.f16 {{{regs}}}, %rd1, %rd2, 1, 1, 1, 0, 0;\n"
           "\twgmma.commit_group.sync.aligned;\n\twgmma.wait_group.sync.aligned 0;\n")
    return f""".version 8.0
.target sm_90a
.address_size 64

.visible .entry k()
{{
\t.reg .b32 %r<4>;
\t.reg .b64 %rd<4>;
\t.reg .b32 %d<{n // 2}>;
\t.shared .align 1024 .b8 sa[8192];
\t.shared .align 1024 .b8 sb[32768];
\tmov.u32 %r1, sa;
\tcvt.u64.u32 %rd1, %r1;
\tshr.u64 %rd1, %rd1, 4;
\tor.b64 %rd1, %rd1, {desc_b};
\tmov.u32 %r2, sb;
\tcvt.u64.u32 %rd2, %r2;
\tshr.u64 %rd2, %rd2, 4;
\tor.b64 %rd2, %rd2, {desc_b};
\twgmma.fence.sync.aligned;
{mma * repeat}\tret;
}}
"""


def cycles(cfg, n: int, repeat: int) -> int:
    dev = tcsim.Device(cfg)
    f = dev.load_ptx(kernel(n, repeat)).get_function("k")
    return int(f((1,), (128,), (), mode="timing").timing.cycles)


def compare(cfg) -> list[dict]:
    rows = []
    for n, pub in PUBLISHED.items():
        per = (cycles(cfg, n, 9) - cycles(cfg, n, 1)) / 8
        rows.append({"form": f"wgmma m64n{n}k16 f32.f16.f16 (SS), dependent", "tcsim": per, "published": pub,
                     "error": abs(per - pub) / pub, "how": HOW, "source": SOURCE})
    return rows
