"""The tables (or JSON) a run prints: launches, and per launch the timing model's figures."""

from __future__ import annotations

import json

from tcsim.cli.common import console, print_table


def report(results, seconds: float, as_json: bool, extra: dict) -> None:
    from rich.table import Table

    warp = sum(r.warp_instructions for r in results)
    thread = sum(r.thread_instructions for r in results)
    sim = sum(r.seconds for r in results)
    if as_json:
        launches = []
        for r in results:
            d = r.to_dict()
            if r.timing is not None:
                d["timing"] = r.timing.summary(clock_mhz(r))
                if hasattr(r.timing, "warp_stalls"):
                    d["timing"]["warp_stall_cycles"] = {str(k): v for k, v in r.timing.warp_stalls.items()}
            if getattr(r, "sample", None) is not None:
                d["sample"] = r.sample.to_dict()
            launches.append(d)
        out = dict(extra, launches=launches, warp_instructions=warp,
                   thread_instructions=thread, simulation_seconds=sim,
                   thread_instructions_per_second=thread / sim if sim else 0.0)
        print(json.dumps(out, indent=1, default=lambda o: o.tolist() if hasattr(o, "tolist") else str(o)))
        return
    con = console()
    tab = Table(title="launches", show_edge=False)
    for col in ("kernel", "grid", "block", "smem", "warp instr", "thread instr", "seconds", "M thread-instr/s"):
        tab.add_column(col, justify="right" if col not in ("kernel",) else "left")
    for r in results:
        tab.add_row(r.kernel[:40], "x".join(map(str, r.grid)), "x".join(map(str, r.block)), str(r.shared_mem),
                    f"{r.warp_instructions:,}", f"{r.thread_instructions:,}", f"{r.seconds:.3f}",
                    f"{r.thread_instructions_per_second / 1e6:.2f}")
    print_table(con, tab)
    timed = [r for r in results if r.timing is not None]
    for r in timed:
        if "amd" in r.arch:
            amd_timing_report(con, r)
            continue
        clock = r.arch["core"]["core_clock_mhz"]["value"]
        sm = r.timing.summary(clock)
        busy = ", ".join(f"{u} {100 * v:.1f}%" for u, v in sorted(sm["unit_utilisation"].items()))
        smu = sm["sm_utilisation"]
        used = [x for x in smu if x > 0]
        con.print(f"timing {r.kernel[:40]}: {sm['cycles']:,} cycles, IPC {sm['ipc']:.3f} warp-instr/cycle, "
                  f"{len(used)} of {len(smu)} SMs active (mean {100 * (sum(used) / len(used) if used else 0):.1f}% of the run); "
                  f"unit utilisation: {busy}")
        if getattr(r, "sample", None) is not None:
            con.print("  " + r.sample.describe())
            for w in r.sample.warnings:
                con.print(f"  [yellow]sampling: {w}[/]")
        occ = sm.get("occupancy") or {}
        if occ:
            regs = occ["registers_per_thread"]
            con.print(f"  occupancy: {occ['ctas_per_sm']} CTAs ({occ['warps_per_sm']} warps) per SM, limited by "
                      f"{occ['limited_by']}; registers per thread: "
                      + (str(regs) if regs else "unknown (not limiting; give --registers N as ptxas -v reports it)"))
        stalls = ", ".join(f"{k} {v:,}" for k, v in sorted(sm["stall_cycles"].items(), key=lambda kv: -kv[1]))
        con.print(f"  warp stall cycles: {stalls or 'none'}")
        by_pc = sorted(sm.get("pc_stalls", {}).items(), key=lambda kv: -sum(kv[1].values()))
        for where, reasons in by_pc[:8]:   # SASS mode: the instructions warps waited longest before
            con.print(f"    {where}: " + ", ".join(f"{k} {v:,}" for k, v in sorted(reasons.items(), key=lambda kv: -kv[1])))
        for k, v in sm["wmma_latency"].items():
            con.print(f"  {k} latency: min {v['min']}, median {v['median']:g}, max {v['max']} cycles ({v['count']} warp-instructions)")
        if sm["tensor_tflops"]:
            con.print(f"  tensor cores: {sm['tensor_tflops']:.2f} TFLOPS achieved at {clock} MHz")
        m = sm.get("memory") or {}
        if m:
            l1 = m["l1_hits"] + m["l1_misses"]
            l2 = m["l2_hits"] + m["l2_misses"]
            con.print(f"  memory: L1 {m['l1_hits']:,}/{l1:,} line hits ({m['l1_bytes_per_sm'] // 1024} KiB/SM, shared carve-out "
                      f"{m['shared_carveout_bytes'] // 1024} KiB), L2 {m['l2_hits']:,}/{l2:,} request hits, DRAM "
                      f"{m['dram_read_bytes'] / 1e6:.2f} MB read / {m['dram_write_bytes'] / 1e6:.2f} MB written, "
                      f"{m['shared_wavefronts']:,} shared-memory wavefronts in {m['shared_accesses']:,} accesses, "
                      f"TLB walks {m['tlb']['walk']}")
    con.print(f"total: {warp:,} warp-instructions, {thread:,} thread-instructions in {sim:.3f} s "
              f"({thread / sim / 1e6 if sim else 0:.2f} M thread-instr/s, {warp / sim / 1e6 if sim else 0:.3f} M warp-instr/s); "
              f"mode {results[0].mode if results else 'functional'}; arch {extra.get('arch')}")


def clock_mhz(r) -> float:
    a = r.arch
    return a["amd"]["cu"]["core_clock_mhz"]["value"] if "amd" in a else a["core"]["core_clock_mhz"]["value"]


def amd_timing_report(con, r) -> None:
    """The CU model's figures for one AMD launch (timing/cu.py)."""
    clock = clock_mhz(r)
    sm = r.timing.summary(clock)
    occ = sm["occupancy"]
    con.print(f"timing {r.kernel[:40]}: {sm['cycles']:,} cycles ({sm['cycles'] / clock:.2f} us at {clock} MHz), "
              f"IPC {sm['ipc']:.3f} wave-instr/cycle, {sm['cus_used']} of {sm['cu_count']} CUs used; "
              f"matrix cores {100 * sm['matrix_core_utilisation']:.1f}% busy on the CUs used "
              f"({100 * sm['matrix_core_utilisation_chip']:.2f}% of the chip's), VALU {100 * sm['valu_utilisation']:.1f}%")
    if sm["mfma_instructions"]:
        names = ", ".join(f"{k} x{v}" for k, v in sm["mfma_by_instruction"].items())
        scale = f", --mfma-scale {sm['mfma_scale']:g}" if sm["mfma_scale"] != 1 else ""
        con.print(f"  MFMA: {sm['mfma_instructions']:,} ({names}), {sm['matrix_tflops']:.3f} TFLOPS achieved{scale}")
    con.print(f"  occupancy: {occ['waves_per_simd']} waves per SIMD (limited by {occ['waves_per_simd_limited_by']}: "
              f"{occ['vgprs_per_wave']} VGPRs+AGPRs, {occ['sgprs_per_wave']} SGPRs per wave), "
              f"{occ['workgroups_per_cu']} workgroups of {occ['waves_per_workgroup']} waves per CU "
              f"(limited by {occ['workgroups_per_cu_limited_by']})")
    stalls = ", ".join(f"{k} {v:,}" for k, v in sorted(sm["stall_cycles"].items(), key=lambda kv: -kv[1]))
    con.print(f"  wave stall cycles: {stalls or 'none'}")
    if sm["hazard_violations"]:
        con.print(f"  [yellow]{sm['hazard_violations']} violations of the ISA's wait states after an MFMA "
                  f"(recorded; the hardware would read stale data there)[/]")
    mem = sm.get("memory") or {}
    if not mem:
        con.print("  memory: fixed latencies of seed 004 Table I (vector L1 hit, LDS, scalar cache): the seed's "
                  "baseline; mi210, mi250x and mi300x model the memory hierarchy")
        return
    mall = (f", Infinity Cache {mem['infinity_cache_hits']:,} hits / {mem['infinity_cache_misses']:,} misses"
            if "infinity_cache_hits" in mem else "")
    con.print(f"  memory: vector L1 {mem['l1_hits']:,} hits / {mem['l1_misses']:,} misses, L2 {mem['l2_hits']:,} / "
              f"{mem['l2_misses']:,}{mall}, HBM {mem['hbm_read_bytes']:,} B read / {mem['hbm_write_bytes']:,} B "
              f"written; LDS {mem['lds_accesses']:,} accesses, {mem['lds_extra_passes']:,} bank-conflict passes; "
              f"scalar cache {mem['scalar_hits']:,} hits / {mem['scalar_misses']:,} misses")
