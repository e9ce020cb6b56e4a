"""SM-subset sampling: time ``s`` of the GPU's ``S`` SMs with the CTAs they receive
(issue 13 item 4; docs/sampling.md, "SM subset").

A large, regular grid keeps every SM equally busy: what one SM's CTAs do over the whole
launch (every wave, the tail) is what every SM's do, up to how the SMs share the L2 and
DRAM. So the launch is timed on a smaller GPU of ``s`` SMs, spread evenly over the ``S``
(SMs ``0, S/s, 2S/s, ...``), that runs exactly the CTAs the timing driver's round-robin
fill gives those SMs (CTA ``c`` goes to SM ``c mod S`` while CTAs start in lockstep),
with the shared memory-side bandwidths — the L2 slices' ports and the DRAM channels —
scaled to ``s / S`` so that each CTA gets the share it has on the whole GPU. The launch's
cycles are the subset's completion time: no extrapolation, the tail included.

Spreading the subset keeps the proportions of the waves: on the whole GPU SMs ``0 ..
(n mod S) - 1`` get one CTA more than the rest; an evenly spread subset has that share of
SMs with the extra CTA (80 SMs, 256 CTAs, ``s = 5``: SM 0 runs 4 CTAs, the other four 3,
as 16 of the 80 do), so the last, partial wave runs as sparsely as on the whole GPU.

What it does not keep (docs/sampling.md, where sampling is unsafe): the subset's CTAs
share fewer lines in the L2 than all resident CTAs do (a GEMM's neighbouring tiles read
the same panels), placement after the first wave is the static ``c mod S`` rather than the
dynamic one, and anything that depends on CTAs of other SMs (atomics, communication).
"""

from __future__ import annotations

import dataclasses

import numpy as np


def subset_sms(nsm: int, s: int) -> list[int]:
    """``s`` SMs of ``nsm`` spread evenly, SM 0 first."""
    s = min(s, nsm)
    return [i * nsm // s for i in range(s)]


def subset_positions(ncta: int, nsm: int, sms: list[int]) -> np.ndarray:
    """Positions (in launch order) of the CTAs the round-robin fill gives the SMs ``sms``:
    CTA ``c`` goes to SM ``c mod nsm``. In launch order, so the subset GPU's own round-robin
    fill places them on its SMs in the same order."""
    keep = np.zeros(nsm, dtype=bool)
    keep[sms] = True
    pos = np.arange(ncta)
    return pos[keep[pos % nsm]]


def _share(count: int, fraction: float, multiple: int = 1) -> int:
    """``count`` units scaled by ``fraction``, at least one (a multiple of ``multiple``)."""
    return max(multiple, int(round(count * fraction / multiple)) * multiple)


def subset_config(config, s: int, l2_capacity: str = "full", dram: str = "scaled"):
    """``config`` as a GPU of ``s`` SMs whose L2 slices and DRAM channels are the ``s/S``
    share of the whole GPU's: as many slices and channels as that share rounds to, each
    serving the bandwidth that makes the total exactly ``s/S`` of the whole (so a request's
    own service time stays close to the whole GPU's; slowing all 48 slices by 16x instead
    would make every request queue behind its own sectors). ``l2_capacity``: "full" — the
    subset keeps the whole L2 capacity (the host copies the launch finds in the L2 are all
    there); "scaled" — ``s/S`` of it. ``dram``: "scaled" — the channels' ``s/S`` share;
    "full" — the whole GPU's channels and bandwidth."""
    S = config.core.sm_count
    f = s / S
    mem = config.timing.memory
    l2, dram, dram_share = mem.l2, mem.dram, dram
    slices = _share(l2.slices, f, l2.partitions)
    channels = min(_share(dram.channels, f), slices)
    kib = l2.slice_kib * l2.slices / slices if l2_capacity == "full" else l2.slice_kib
    l2 = dataclasses.replace(l2, slices=slices, slice_kib=max(int(round(kib)), 1),
                             bytes_per_cycle=l2.bytes_per_cycle * l2.slices * f / slices)
    if dram_share == "scaled":
        dram = dataclasses.replace(dram, channels=channels, theoretical_gbs=dram.theoretical_gbs * f)
    timing = dataclasses.replace(config.timing, memory=dataclasses.replace(mem, l2=l2, dram=dram))
    return dataclasses.replace(config, core=dataclasses.replace(config.core, sm_count=s), timing=timing)


def subset_memory(config, state):
    """The subset's memory state: fresh, of the subset's config, with the host copies the
    device's state has not applied yet (they fill the L2 at the launch). Lines earlier
    launches left in the device's L2 are not carried over; the device's state is left as
    it was (a sampled launch does not change it)."""
    from tcsim.timing.memory import MemoryState

    mem = MemoryState(config)
    mem._host_writes = list(state._host_writes)
    return mem
