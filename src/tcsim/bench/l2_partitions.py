"""The near/far L2 partitions of A100 (``timing.memory.l2.partitions``), run on tcsim.

A fine pointer chase (as ``mem_pchase.cu``'s ``pchase_fine_cg``: load, clock, load, ...;
the difference of consecutive clock reads is one load's latency) in a kernel whose only
working CTA is ``target`` — CTA i runs on SM i, so the target picks the L2 partition:

1. the last SM chases 8 cold lines: misses in both partitions, from DRAM;
2. SM 0 (the other partition) chases them: its partition misses, the far one has them;
3. SM 0 again: its own partition now holds a copy.

``full``: the capacity curve of te42kyfo/gpu-benches' gpu-latency (one thread chasing a
cyclic chain with one load per 128-byte line; average latency by footprint): near up to
the partition's 20 MB, far up to the whole 40 MB, DRAM beyond — predicted by the model's
victim moves, not configured.
"""

from __future__ import annotations

import numpy as np

KiB, MiB = 1 << 10, 1 << 20
STEPS = 8
STRIDE = 4 * KiB     # distinct lines in one 2-MiB page (one TLB entry)


def kernel_ptx() -> str:
    loads = []
    for i in range(STEPS):
        loads.append(f"\tld.global.cg.u64 %rd{11 + i}, [%rd{10 + i}];\n\tmov.u32 %r{11 + i}, %clock;")
    stores = [f"\tsub.u32 %r{30 + i}, %r{11 + i}, %r{10 + i};\n\tst.global.u32 [%rd2+{4 * i}], %r{30 + i};"
              for i in range(STEPS)]
    nl = "\n"
    return f"""// tcsim: fine pointer chase by one CTA of the grid (the L2 partition of its SM)
.version 7.8
.target sm_80
.address_size 64
.visible .entry far_chase(.param .u64 p, .param .u64 lat, .param .u32 target)
{{
	.reg .b32 %r<50>;
	.reg .b64 %rd<40>;
	.reg .pred %q;
	ld.param.u64 %rd1, [p];
	ld.param.u64 %rd2, [lat];
	ld.param.u32 %r1, [target];
	mov.u32 %r2, %ctaid.x;
	setp.ne.u32 %q, %r2, %r1;
	@%q bra DONE;
	ld.global.cg.u64 %rd10, [%rd1];
	mov.u32 %r10, %clock;
{nl.join(loads)}
{nl.join(stores)}
	st.global.u64 [%rd2+32], %rd{10 + STEPS};
DONE:
	ret;
}}
"""


def chase(arch: str) -> dict[str, list[int]]:
    """Per-load latencies of the three launches (``dram``, ``far``, ``near``)."""
    import tcsim

    dev = tcsim.Device(arch)
    cfg = dev.config
    nsm = cfg.core.sm_count
    l2 = cfg.timing.memory.l2
    # the chain at the start of an array 8 MiB longer than the L2: the host copy leaves only
    # the array's last L2-size bytes in the L2, so the chain is cold
    size = l2.slices * l2.slice_kib * KiB + 8 * MiB
    arr = np.zeros(size // 8, np.uint64)
    d = dev.empty(arr.size, np.uint64)
    for i in range(STEPS + 1):
        arr[i * STRIDE // 8] = d.ptr + (i + 1) * STRIDE
    d.set(arr)
    mod = dev.load_ptx(kernel_ptx())
    f = mod.get_function("far_chase")
    lat = dev.array(np.zeros(STEPS + 4, np.uint32))   # 8 latencies, then the sink (u64)
    out = {}
    for name, target in (("dram", nsm - 1), ("far", 0), ("near", 0)):
        f((nsm,), (1,), (d.ptr, lat, np.uint32(target)), mode="timing")
        out[name] = [int(x) for x in lat.get()[:STEPS]]
    return out


def capacity_curve(arch: str, sizes=(8 * MiB, 30 * MiB, 48 * MiB), stride: int = 128) -> list[tuple[int, float]]:
    """(footprint, average latency) of a cyclic chase on SM 0 after a warm-up pass."""
    from tcsim.bench import memory as mb

    out = []
    for size in sizes:
        dev = mb._device(arch)
        m = mb._module(dev, "mem_pchase")
        res = dev.array(np.zeros(1, np.uint32)), dev.array(np.zeros(1, np.uint64))
        buf = dev.empty(size // 8 + 64, np.uint64)
        out.append((size, mb._scan(dev, m, "pchase_scan_cg", buf.ptr, list(range(0, size, stride)), res)))
    return out
