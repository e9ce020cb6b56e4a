"""Where a shadow-sampled run's cycles differ from the full run's (issue 13 item 4;
docs/sampling.md, "Where the shadow method's cycles go, measured").

    python benchmarks/shadow_bias.py --kernel wmma_gemm --size 1024x1024x512 --mode full --out full.json
    python benchmarks/shadow_bias.py --kernel wmma_gemm --size 1024x1024x512 --mode shadow --out shadow.json
    python benchmarks/shadow_bias.py --compare full.json shadow.json

A launch of the bundled kernel (cycles only for the shadow run) with counters that only read
the model (the cycles are the launch's own; the counters wrap the timing driver's CTA start
and retire, the memory system's L1-miss path — a copy of ``MemorySystem._misses`` that does
the same operations in the same order and notes each part of a miss's latency — and the L2
ports' and DRAM channels' ``serve``). Per timed SM: CTAs, when its last CTA retired, mean
CTA duration, L1 hits and misses, and per L1 line miss the mean wait for an MSHR entry, TLB
time, L2 port queueing (arrival at the slice to the port taking it), L2 service (port start
to data ready: the hit latency, or a DRAM fetch or a fill in flight), reply-port queueing
and the whole latency; misses in flight. Per L2 slice and DRAM channel: busy cycles and
queueing. Every ``--bin`` cycles a snapshot of the slices' busy cycles and each SM's misses
(progress over time). ``--compare`` prints the full run's figures for the shadow run's
representatives next to the sample's, and the slices' load side by side.
"""

from __future__ import annotations

import argparse
import heapq
import json
import sys
import time

import numpy as np
from bench_args import kernel_name


def _size(text: str):
    parts = [int(x) for x in text.split("x")]
    return parts[0] if len(parts) == 1 else tuple(parts)


def class_members(period: int, balanced: bool = False):
    """A diagnostic grouping (not the method's): each SM is stood for by a simulated SM of
    the same class (SM index mod ``period``) that runs at least as many CTAs, the nearest one; an SM
    without such a simulated SM keeps its group's representative (``shadow.sm_groups``)."""
    from tcsim.timing import shadow

    def members(nsm: int, s: int, ncta: int | None = None) -> dict[int, list[int]]:
        default = {m: rep for rep, ms in shadow.shadow_members0(nsm, s, ncta).items() for m in ms}
        reps = sorted(set(default.values()))
        n = ncta or nsm

        def count(m):
            return shadow.fill_count(m, n, nsm)
        out: dict[int, list[int]] = {r: [r] for r in reps}
        cap = {r: len(ms) for r, ms in shadow.shadow_members0(nsm, s, ncta).items()}
        rest = [m for m in range(nsm) if m not in reps]
        if balanced:      # the SMs whose own count leaves the fewest choices first
            rest.sort(key=lambda m: (-count(m), m))
        for m in rest:
            ok = [r for r in reps if count(r) >= count(m) and (not balanced or len(out[r]) < cap[r])]
            same = [r for r in ok if r % period == m % period]
            if same:
                rep = min(same, key=lambda r: (abs(r - m), r))
            elif default[m] in ok:
                rep = default[m]
            else:
                rep = min(ok, key=lambda r: (abs(r - m), r))
            out[rep].append(m)
        return {r: sorted(ms) for r, ms in out.items()}
    return members


def first_spread(cycles: int):
    """A diagnostic (not the method's): the first fill's copies spread over ``cycles`` as the
    stagger spreads a later wave's (``shadow.Shadows._launch``: shadow ``j`` of a group sends
    its copies ``((j - r) mod gap) · cycles // gap`` after the representative's request) where
    the method sends them in the request's cycle — is the sample's longer L2 queueing its
    first fill's lockstep? (docs/sampling.md, "The sample's queueing, isolated")."""
    from tcsim.timing import shadow

    launch0 = shadow.Shadows._launch

    def launch(self, cta: int, sm: int, where, t: int) -> None:
        launch0(self, cta, sm, where, t)
        if t == 0:
            self.spread[cta] = cycles
    return launch


def forced_groups(force: dict[int, int]):
    """A diagnostic (not the method's): ``shadow.sm_groups`` with group ``i``'s representative
    replaced by SM ``force[i]`` (which must lie in the group)."""
    from tcsim.timing import shadow

    groups0 = shadow.sm_groups

    def groups(nsm: int, s: int, ncta: int | None = None) -> list[tuple[int, int, int]]:
        out = groups0(nsm, s, ncta)
        for i, sm in force.items():
            if not 0 <= i < len(out) or not out[i][0] <= sm < out[i][0] + out[i][1]:
                raise SystemExit(f"shadow_bias.py: --representative {i}:{sm}: SM {sm} is not in group {i} "
                                 f"(groups: {[(a, a + n - 1) for a, n, _ in out]})")
            if ncta is not None:      # the method's rule (shadow.sm_groups): no member runs more CTAs
                top = out[i][0]        # (a group's first SM runs the most: the fill goes from SM 0)
                runs, most = shadow.fill_count(sm, ncta, nsm), shadow.fill_count(top, ncta, nsm)
                if most > runs:
                    raise SystemExit(f"shadow_bias.py: --representative {i}:{sm}: SM {sm} runs {runs} CTAs "
                                     f"and SM {top} of its group {most} (the fill's last, partial round ends "
                                     f"inside the group): a representative must run as many as any SM it stands for")
            out[i] = (out[i][0], out[i][1], sm)
        return out
    return groups


def measure(kernel: str, size, mode: str, bin_cycles: int = 8192, class_period: int = 0, sms: int = 5,
            balanced: bool = False, columns: bool = True, arch: str = "titan_v", spread: int = 0,
            force: dict[int, int] | None = None) -> dict:
    import tcsim
    from tcsim import kernels
    from tcsim.timing import dram as drammod
    from tcsim.timing import gpu as gpumod
    from tcsim.timing import l2 as l2mod
    from tcsim.timing import memory as memmod
    from tcsim.timing.events import AFTER_CYCLE
    from tcsim.timing.l1 import victim
    from tcsim.timing.sampling import SampleOptions
    from tcsim.timing.server import Server

    class RecServer(Server):
        """A Server that notes the queueing of the requests that go through ``serve``."""

        def __init__(self, name="", clock=None):
            super().__init__(name, clock)
            self.last = 0.0
            self.wait = 0.0
            self.n = 0

        def serve(self, arrival, cycles):
            t = Server.serve(self, arrival, cycles)
            self.last = t
            self.wait += t - arrival
            self.n += 1
            return t

    seen: list = []
    per_sm: dict[int, dict] = {}
    cta_start: dict[int, tuple[int, int]] = {}
    lives: list[tuple[int, int, int, int]] = []      # (CTA launch position, SM, start, retire) per CTA
    snaps: list = []

    def sm_rec(sm):
        r = per_sm.get(sm)
        if r is None:
            r = per_sm[sm] = {"ctas": 0, "first": None, "last_retire": 0, "cta_cycles": 0, "misses": 0,
                              "mshr_wait": 0.0, "mshr_stalls": 0, "tlb": 0.0, "port_wait": 0.0, "l2_service": 0.0,
                              "dram": 0, "reply_wait": 0.0, "latency": 0.0, "inflight": 0, "bins": {},
                              "evictions": 0, "evicted_in_flight": 0}
        return r

    init0 = gpumod.TimingGPU.__init__
    launch0, done0 = gpumod.TimingGPU._launch_cta, gpumod.TimingGPU._warp_done
    misses0, warp0 = memmod.MemorySystem._misses, memmod.MemorySystem._warp
    from tcsim.timing import shadow as shadowmod
    read_lines0 = shadowmod.Shadows._read_lines
    cur = {"pc": -1, "x": -1, "y": -1}
    pc_of: dict = {}
    by_pc_slice: dict = {}        # (pc, slice) -> L2 line reads of the timed SMs' own misses
    by_cta_pc: dict = {}          # (x, y, pc, slice) -> L1 line misses
    remiss: dict = {}             # (pc, slice) -> misses on lines the SM's L1 held before
    lines_had: dict = {}          # SM -> the lines its L1 has missed on
    pc_range: dict = {}           # pc -> [lowest, highest] byte address of its misses
    copies: dict = {}             # (address >> 16, slice) -> shadow line reads

    def warp(self, mop, sm, t, a, threads, stride):
        g = seen[-1]
        if not pc_of:
            pc_of.update({id(m): pc for pc, m in enumerate(g.memops) if m is not None})
        cur["pc"] = pc_of.get(id(mop), -1)
        if len(threads):
            x, y, _ = (int(v) for v in g.grid[g.row_warp[int(threads[0]) >> 5].cta])
            cur["x"], cur["y"] = x, y
        return warp0(self, mop, sm, t, a, threads, stride)

    def read_lines(self, reqs):
        mem = self.mem
        l2 = mem.l2_of[0]
        up = mem.l1_shift - mem.l2_shift
        reqs = list(reqs)             # a miss's undelayed copies come as a zip: read it once, pass it on
        for _part, _arrive, a, k in reqs:
            key = (a >> 16, l2.slice_of(a >> mem.l1_shift << up))
            copies[key] = copies.get(key, 0) + k
        return read_lines0(self, reqs)
    l2init0, draminit0 = l2mod.L2.__init__, drammod.Dram.__init__

    def init(self, *a, **k):
        init0(self, *a, **k)
        seen.append(self)
        g = self

        def snap():
            mem = g.mem
            snaps.append({"t": g.q.now,
                          "l2_busy": [p.busy for part in mem.state.l2_parts for p in part.ports],
                          "dram_busy": [c.busy for c in mem.state.dram.channels],
                          "misses": {sm: r["misses"] for sm, r in per_sm.items()},
                          "ctas_done": g.ctas_done})
            if g.placer.waiting or g.cta_live or not snaps[:-1]:
                g.q.at(g.q.now + bin_cycles, snap, AFTER_CYCLE)
        self.q.at(bin_cycles, snap, AFTER_CYCLE)

    def launch(self, cta, sm, fits, t):
        r = sm_rec(sm)
        r["ctas"] += 1
        if r["first"] is None:
            r["first"] = t
        cta_start[cta] = (sm, t)
        return launch0(self, cta, sm, fits, t)

    def warp_done(self, w, t):
        cta = w.cta
        done0(self, w, t)
        if cta not in self.cta_live:            # its last warp: the CTA retired
            sm, t0 = cta_start.pop(cta)
            r = sm_rec(sm)
            r["last_retire"] = max(r["last_retire"], t + 1)
            r["cta_cycles"] += t + 1 - t0
            lives.append((cta, sm, t0, t + 1))

    def l2init(self, *a, **k):
        l2init0(self, *a, **k)
        self.ports = [RecServer(p.name, p.clock) for p in self.ports]

    def draminit(self, *a, **k):
        draminit0(self, *a, **k)
        self.channels = [RecServer(c.name, c.clock) for c in self.channels]

    def misses(self, s, sm, t):
        """MemorySystem._misses for an L1 in one L2 slice (the titan_v's), the same
        operations in the same order, noting the parts of each miss's latency."""
        if not self.l1_in_one_slice or s.l1.lru or not s.l1.ways:
            return misses0(self, s, sm, t)
        mshr = s.mshr
        rel = mshr._release
        entries = mshr.entries
        l1_shift = self.l1_shift
        tlb = self.tlb
        page_shift = tlb.l1_shift
        d = tlb.l1[sm].d
        tlb_stats = tlb.stats
        noc = self.noc
        lat = noc.latency
        inp = noc.inp[sm]
        nbytes = self.l1_line_bytes
        occ = nbytes / noc.bpc
        l2 = self.l2_of[sm]
        l2_shift, per = self.l2_shift, self.l2_per_l1
        hit = l2.cfg.hit_latency
        l1 = s.l1
        nsets, ways, valid, ref, l1_full = l1.nsets, l1.ways, l1.valid, l1.ref, l1.full
        slot_line, where, at = l1.slot_line, l1.where, l1.at
        r = sm_rec(sm)
        b = int(t) // bin_cycles
        had = lines_had.setdefault(sm, set())

        def miss(line):
            while rel and rel[0] <= t:
                heapq.heappop(rel)
            r["inflight"] += len(rel)
            if len(rel) >= entries:
                mshr.stalls += 1
                r["mshr_stalls"] += 1
                start = max(t, heapq.heappop(rel))
            else:
                start = t
            addr = line << l1_shift
            p1 = addr >> page_shift
            if p1 in d:
                del d[p1]
                d[p1] = None
                tlb_stats["l1_hit"] += 1
                tr = 0.0
            else:
                tr = tlb.translate(sm, addr, start)
            arrive = (start + tr) + lat
            first = addr >> l2_shift
            sl = l2._where(first)[0]
            port = l2.ports[sl]
            pc = cur["pc"]
            key = (pc, sl)
            by_pc_slice[key] = by_pc_slice.get(key, 0) + 1
            key = (cur["x"], cur["y"], pc, sl)
            by_cta_pc[key] = by_cta_pc.get(key, 0) + 1
            if line in had:                 # a line this SM's L1 held before: a re-miss
                key = (pc, sl)
                remiss[key] = remiss.get(key, 0) + 1
            else:
                had.add(line)
            rg = pc_range.get(pc)
            if rg is None:
                pc_range[pc] = [addr, addr]
            else:
                rg[0], rg[1] = min(rg[0], addr), max(rg[1], addr)
            done = l2.read_full(first, per, arrive, nbytes)
            pstart = port.last
            back = inp.serve(done + lat, occ)
            heapq.heappush(rel, back)
            r["misses"] += 1
            r["mshr_wait"] += start - t
            r["tlb"] += tr
            r["port_wait"] += pstart - arrive
            r["l2_service"] += done - pstart
            r["dram"] += done - pstart > hit + 0.5
            r["reply_wait"] += back - (done + lat) - occ
            r["latency"] += back - t
            bn = r["bins"].setdefault(b, [0, 0.0])
            bn[0] += 1
            bn[1] += back - t
            k = line % nsets                # L1Cache.fill, Volta's fixed-priority victim
            v = valid[k]
            if v != l1_full:
                way = (~v & (v + 1)).bit_length() - 1
                valid[k] = v | (1 << way)
                slot = k * ways + way
            else:
                slot = victim(ref, k * ways, k * ways + ways)
                old = slot_line[slot]
                r["evictions"] += 1
                r["evicted_in_flight"] += at[slot] > t
                del where[old]
            slot_line[slot] = line
            where[line] = slot
            at[slot] = back
            ref[slot] = 0
            return back
        return miss

    patches = [(gpumod.TimingGPU, "__init__", init), (gpumod.TimingGPU, "_launch_cta", launch),
               (gpumod.TimingGPU, "_warp_done", warp_done), (memmod.MemorySystem, "_misses", misses),
               (l2mod.L2, "__init__", l2init), (drammod.Dram, "__init__", draminit),
               (memmod.MemorySystem, "_warp", warp), (shadowmod.Shadows, "_read_lines", read_lines)]
    if class_period:
        patches.append((shadowmod, "shadow_members", class_members(class_period, balanced)))
        shadowmod.shadow_members0 = shadowmod.shadow_members
    if spread:
        patches.append((shadowmod.Shadows, "_launch", first_spread(spread)))
    if force:
        patches.append((shadowmod, "sm_groups", forced_groups(force)))
    saved = [(cls, name, getattr(cls, name)) for cls, name, _ in patches]
    for cls, name, fn in patches:
        setattr(cls, name, fn)
    try:
        dev = tcsim.Device(arch)
        dev.mode = "timing"
        if mode == "shadow":
            dev.sample = SampleOptions(method="shadow", results=False, sms=sms, columns=columns)
        launch_ = kernels.get(kernel).prepare(dev, size, np.random.default_rng(0))
        c0 = time.process_time()
        res = launch_.run()
        cpu = time.process_time() - c0
        gx, gy, gz = res[0].grid
        # the simulated SMs, while the diagnostics' patches (a forced representative) hold
        reps = shadowmod.shadow_sms(dev.config.core.sm_count, len(seen[-1].mem.sms), gx * gy * gz)
    finally:
        for cls, name, fn in saved:
            setattr(cls, name, fn)
    g = seen[-1]
    nsm = dev.config.core.sm_count
    if mode == "shadow":
        sms = reps
    else:
        sms = list(range(len(g.mem.sms)))
    st = g.mem.state
    ports = [p for part in st.l2_parts for p in part.ports]
    l2s = st.l2_parts[0].stats
    lat = sum(r["latency"] for r in per_sm.values()) / max(sum(r["misses"] for r in per_sm.values()), 1)
    out = {"kernel": kernel, "size": size, "mode": mode, "arch": arch, "cycles": res[0].cycles, "cpu": cpu, "sms": sms,
           "first_spread": spread, "miss_latency": lat,
           "bin": bin_cycles, "grid": list(res[0].grid), "nsm": nsm, "columns": columns,
           "ctas_per_sm": g.stats.occupancy["ctas_per_sm"],
           "per_sm": {str(sms[i]): dict(per_sm.get(i, sm_rec(i)), l1_hits=g.mem.sms[i].l1.hits,
                                        l1_misses=g.mem.sms[i].l1.misses,
                                        bins={str(k): v for k, v in per_sm.get(i, sm_rec(i))["bins"].items()})
                      for i in range(len(sms))},
           "l2_busy": [p.busy for p in ports], "l2_wait": [p.wait for p in ports], "l2_n": [p.n for p in ports],
           "l2_stats": dict(l2s), "dram_busy": [c.busy for c in st.dram.channels],
           "dram_wait": [c.wait for c in st.dram.channels], "dram_n": [c.n for c in st.dram.channels],
           "dram_read": st.dram.read_bytes, "dram_write": st.dram.write_bytes,
           "noc_in_busy": [p.busy for p in g.mem.noc.inp],
           "by_pc_slice": [[k[0], k[1], v] for k, v in by_pc_slice.items()],
           "by_cta_pc": [[*k, v] for k, v in by_cta_pc.items()],
           "remiss": [[*k, v] for k, v in remiss.items()],
           "pc_range": {str(k): v for k, v in pc_range.items()},
           "copies": [[k[0], k[1], v] for k, v in copies.items()],
           "lives": [[c, sms[sm], t0, t1] for c, sm, t0, t1 in lives],
           "snaps": [dict(s, misses={str(sms[k]): v for k, v in s["misses"].items()}) for s in snaps]}
    return out


def _row(r: dict) -> dict:
    n = max(r["misses"], 1)
    return {"ctas": r["ctas"], "end": r["last_retire"], "cta": r["cta_cycles"] / max(r["ctas"], 1),
            "misses": r["misses"], "per_cta": r["misses"] / max(r["ctas"], 1),
            "lat": r["latency"] / n, "mshr": r["mshr_wait"] / n, "tlb": r["tlb"] / n, "port": r["port_wait"] / n,
            "svc": r["l2_service"] / n, "dram%": 100 * r["dram"] / n, "reply": r["reply_wait"] / n,
            "inflight": r["inflight"] / n, "stalls%": 100 * r["mshr_stalls"] / n}


def _operands(pc_range: dict) -> list[tuple[int, int, list[int]]]:
    """The PCs grouped by overlapping address ranges (one group per operand array):
    ``(lowest, highest address, PCs)``, by address."""
    out: list[list] = []
    for pc, (lo, hi) in sorted(((int(k), v) for k, v in pc_range.items()), key=lambda e: e[1][0]):
        if out and lo <= out[-1][1]:
            out[-1][1] = max(out[-1][1], hi)
            out[-1][2].append(pc)
        else:
            out.append([lo, hi, [pc]])
    return [tuple(o) for o in out]


def by_slice_class(full: dict, sample: dict, period: int) -> None:
    """L2 line reads per slice class (slice mod ``period``) and operand, full run against
    the sample (its representatives' own reads plus the shadows' copies); and per operand
    the L1 misses per CTA by CTA class (x mod ``period``) and slice class."""
    ops = _operands(full["pc_range"])
    names = [f"operand {i} ({len(o[2])} PCs)" for i, o in enumerate(ops)]

    def op_of_pc(pc):
        return next((i for i, o in enumerate(ops) if pc in o[2]), None)

    def op_of_addr(a):
        return next((i for i, o in enumerate(ops) if o[0] >> 16 << 16 <= a <= o[1]), None)   # 64-KiB blocks

    nsl = len(full["l2_busy"])
    classes = [[i for i in range(nsl) if i % period == m] for m in range(period)]
    for run in (full, sample):
        reads = np.zeros((len(ops), nsl))
        for pc, sl, v in run["by_pc_slice"]:
            if op_of_pc(pc) is not None:
                reads[op_of_pc(pc), sl] += v
        for blk, sl, v in run.get("copies", []):
            k = op_of_addr(blk << 16)
            if k is not None:
                reads[k, sl] += v
        run["_reads"] = reads
    print(f"L2 line reads per slice (mean over the slices of each class slice mod {period}), full / sample:")
    print("| operand | total full | total sample | " + " | ".join(f"slices ≡ {m}" for m in range(period)) + " |")
    print("|---|---|---|" + "---|" * period)
    for i, nm in enumerate(names):
        a, b = full["_reads"][i], sample["_reads"][i]
        print(f"| {nm} | {a.sum():,.0f} | {b.sum():,.0f} | " +
              " | ".join(f"{a[c].mean():,.0f} / {b[c].mean():,.0f}" for c in classes) + " |")
    w = np.array(full["l2_wait"]) / np.maximum(full["l2_n"], 1)
    print("full run, mean queueing per request at the slices of each class: " +
          ", ".join(f"≡ {m}: {w[c].mean():,.0f}" for m, c in enumerate(classes)))
    for name, run in (("full", full), ("sample", sample)):
        d: dict = {}
        ctas: dict = {}
        for x, y, pc, sl, v in run["by_cta_pc"]:
            k = op_of_pc(pc)
            if k is None:
                continue
            d[(k, x % period, sl % period)] = d.get((k, x % period, sl % period), 0) + v
            ctas.setdefault(x % period, set()).add((x, y))
        for i, nm in enumerate(names):
            rows = []
            for xm in range(period):
                n = len(ctas.get(xm, ())) or 1
                rows.append(f"x ≡ {xm} ({n} CTAs): " + " ".join(f"{d.get((i, xm, c), 0) / n:,.0f}"
                                                                 for c in range(period)))
            print(f"{name}, {nm}: L1 misses per CTA on lines of slices ≡ 0..{period - 1}: " + "; ".join(rows))
        ev = sum(v["evictions"] for v in run["per_sm"].values())
        evf = sum(v["evicted_in_flight"] for v in run["per_sm"].values())
        rem = sum(v for *_, v in run["remiss"])
        mis = sum(v for *_, v in run["by_cta_pc"])
        print(f"{name}: L1 evictions {ev:,}, of lines still in flight {evf:,} ({100 * evf / max(ev, 1):.1f}%); "
              f"misses on lines the SM held before {rem:,} of {mis:,} ({100 * rem / max(mis, 1):.1f}%)")


def compare(full: dict, sample: dict, period: int = 4) -> None:
    reps = sample["sms"]
    print(f"{full['kernel']} {full['size']}: full {full['cycles']:,} cycles ({full['cpu']:.0f} CPU s), "
          f"shadow {sample['cycles']:,} ({sample['cpu']:.0f} CPU s): {100 * (sample['cycles'] / full['cycles'] - 1):+.2f}%")
    ends = np.array([full["per_sm"][str(s)]["last_retire"] for s in full["sms"]])
    ctas = np.array([full["per_sm"][str(s)]["ctas"] for s in full["sms"]])
    print(f"full run, per SM: last CTA retires {ends.min():,} .. {ends.max():,} (median {int(np.median(ends)):,}); "
          f"CTAs {ctas.min()} .. {ctas.max()}; SMs ending within 1% of the end: {(ends >= 0.99 * ends.max()).sum()}")
    cols = ["ctas", "end", "cta", "per_cta", "lat", "mshr", "tlb", "port", "svc", "dram%", "reply", "inflight",
            "stalls%"]
    print("| SM | run | " + " | ".join(cols) + " |")
    print("|---|---|" + "---|" * len(cols))
    allrows = [_row(full["per_sm"][str(s)]) for s in full["sms"]]
    for s in reps:
        for name, run in (("full", full), ("sample", sample)):
            x = _row(run["per_sm"][str(s)])
            print(f"| {s} | {name} | " + " | ".join(f"{x[c]:,.1f}" if isinstance(x[c], float) else f"{x[c]:,}"
                                                   for c in cols) + " |")
    mean = {c: float(np.mean([x[c] for x in allrows])) for c in cols}
    print("| all 80 | full (mean) | " + " | ".join(f"{mean[c]:,.1f}" for c in cols) + " |")
    samp = [_row(sample["per_sm"][str(s)]) for s in reps]
    print("| reps | sample (mean) | " + " | ".join(f"{float(np.mean([x[c] for x in samp])):,.1f}" for c in cols) + " |")
    for name, run in (("full", full), ("sample", sample)):
        b = np.array(run["l2_busy"])
        w = np.array(run["l2_wait"]) / np.maximum(run["l2_n"], 1)
        d = np.array(run["dram_busy"])
        dw = np.array(run["dram_wait"]) / np.maximum(run["dram_n"], 1)
        st = run["l2_stats"]
        print(f"{name}: L2 busy {b.sum() / 1e6:.2f}M (per slice mean {b.mean():,.0f} = {b.mean() / run['cycles']:.1%}, "
              f"max {b.max():,.0f}, std {b.std():,.0f}); mean queueing per served request {w.mean():,.1f} "
              f"(slices' max {w.max():,.1f}); L2 {st}; DRAM read {run['dram_read'] / 2**20:.1f} MiB, write "
              f"{run['dram_write'] / 2**20:.1f} MiB, channels busy {d.mean() / run['cycles']:.1%} (max "
              f"{d.max() / run['cycles']:.1%}), queueing {dw.mean():,.1f}")
    bf, bs = np.array(full["l2_busy"]), np.array(sample["l2_busy"])
    print(f"per-slice busy, sample - full: correlation {np.corrcoef(bf, bs)[0, 1]:.3f}; "
          f"busiest full slice {int(bf.argmax())}, busiest sample slice {int(bs.argmax())}")
    # progress over time: the slices' busy fraction per bin, and misses per SM per bin
    print("| bin end | full: slices busy % (mean, max) | sample: slices busy % (mean, max) | full CTAs done | "
          "full misses/SM/bin (reps' mean) | sample misses/SM/bin (reps' mean) |")
    print("|---|---|---|---|---|---|")
    fs, ss = full["snaps"], sample["snaps"]
    for i in range(max(len(fs), len(ss))):
        cells = []
        for sn in (fs, ss):
            if i < len(sn):
                cur = np.array(sn[i]["l2_busy"])
                prev = np.array(sn[i - 1]["l2_busy"]) if i else np.zeros_like(cur)
                dt = sn[i]["t"] - (sn[i - 1]["t"] if i else 0)
                db = (cur - prev) / max(dt, 1)
                cells.append(f"{100 * db.mean():.0f}, {100 * db.max():.0f}")
            else:
                cells.append("")
        t = (fs[i] if i < len(fs) else ss[i])["t"]
        fd = fs[i]["ctas_done"] if i < len(fs) else ""
        mm = []
        for sn in (fs, ss):
            if i < len(sn):
                cur = sn[i]["misses"]
                prev = sn[i - 1]["misses"] if i else {}
                mm.append(f"{np.mean([cur.get(str(s), 0) - prev.get(str(s), 0) for s in reps]):,.0f}")
            else:
                mm.append("")
        print(f"| {t:,} | {cells[0]} | {cells[1]} | {fd} | {mm[0]} | {mm[1]} |")
    by_slice_class(full, sample, period)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kernel", type=kernel_name, default="wmma_gemm")
    ap.add_argument("--size", default="1024x1024x512", help="N (M=N=K) or MxNxK")
    ap.add_argument("--mode", choices=("full", "shadow"), default="shadow")
    ap.add_argument("--bin", type=int, default=8192, help="cycles between snapshots")
    ap.add_argument("--out", help="write the measurement here (JSON)")
    ap.add_argument("--sms", type=int, default=5, help="shadow: SMs timed")
    ap.add_argument("--columns", action=argparse.BooleanOptionalAction, default=True,
                    help="shadow: SampleOptions(columns=True), the default; --no-columns: columns=False")
    ap.add_argument("--balanced", action="store_true", help="--class-period: as many SMs per simulated SM as its group")
    ap.add_argument("--class-period", type=int, default=0,
                    help="shadow, diagnostic: each SM's copies from a simulated SM of its class (index mod P)")
    ap.add_argument("--arch", default="titan_v", help="the GPU (a named config)")
    ap.add_argument("--first-spread", type=int, default=0, metavar="CYCLES",
                    help="shadow, diagnostic: the first fill's copies spread over CYCLES as a later wave's are")
    ap.add_argument("--representative", action="append", default=[], metavar="GROUP:SM",
                    help="shadow, diagnostic: group GROUP's simulated SM is SM (repeatable)")
    ap.add_argument("--compare", nargs=2, metavar=("FULL", "SHADOW"), help="compare two measurements")
    ap.add_argument("--period", type=int, default=4, help="--compare: classes of slices and CTAs (index mod PERIOD)")
    ns = ap.parse_args(argv)
    if ns.compare:
        from pathlib import Path

        full, sample = (json.loads(Path(p).read_text()) for p in ns.compare)
        compare(full, sample, ns.period)
        return 0
    force = {}
    for text in ns.representative:
        group, _, sm = text.partition(":")
        if not (group.isdigit() and sm.isdigit()):
            ap.error(f"--representative {text!r}: expected GROUP:SM, two whole numbers")
        force[int(group)] = int(sm)
    if ns.first_spread < 0:
        ap.error("--first-spread: cycles must be 0 or more")
    import tcsim
    from tcsim.errors import TcsimError

    try:
        tcsim.Device(ns.arch)
    except TcsimError as e:
        ap.error(f"--arch {ns.arch}: {e}")
    m = measure(ns.kernel, _size(ns.size), ns.mode, ns.bin, ns.class_period, ns.sms, ns.balanced, ns.columns,
                ns.arch, ns.first_spread, force)
    print(f"{ns.kernel} {ns.size} {ns.mode} on {ns.arch}: {m['cycles']:,} cycles, {m['cpu']:.1f} CPU s; "
          f"the timed SMs' L1 misses take {m['miss_latency']:,.0f} cycles on average")
    if ns.out:
        from pathlib import Path

        Path(ns.out).write_text(json.dumps(m))
    return 0


if __name__ == "__main__":
    sys.exit(main())
