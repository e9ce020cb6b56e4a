"""``tcsim bench``: the seeds' microbenchmarks in timing mode against their published numbers.

Every row says how its figure arose (column "how", JSON field ``how``): ``model`` (a
prediction), ``calibrated`` (a parameter was fitted to the published number) or ``input``
(the number is in the config) — see tcsim/bench/how.py and docs/timing.md.
"""

from __future__ import annotations

import json

from tcsim.cli.common import UsageError, console, gpu_config, print_table, show_progress

HOW_NOTE = ("how: model = predicted; calibrated = a parameter was fitted to this published number; "
            "input = the number is a configured value (docs/timing.md)")


def cmd_bench(ns) -> int:
    cfg = gpu_config(ns)
    if ns.what != "memory" and ns.full:
        raise UsageError("--full is for 'tcsim bench memory'")
    if ns.what != "throughput" and ns.sms != 8:
        raise UsageError("--sms is for 'tcsim bench throughput'")
    if ns.what == "mfma":
        return _bench_mfma(ns, cfg)
    if ns.mfma_scale != 1.0:
        raise UsageError("--mfma-scale is for 'tcsim bench mfma'")
    if ns.names and ns.what != "memory":
        raise UsageError(f"'tcsim bench {ns.what}' takes no benchmark names (only 'tcsim bench memory' does)")
    amd_memory = ns.what == "memory" and cfg.vendor == "amd" and cfg.amd.hierarchy is not None
    if cfg.vendor != "nvidia" and not amd_memory:
        raise UsageError(f"bench {ns.what} runs on NVIDIA GPUs (--arch titan_v, rtx2080, rtx2080ti)"
                         + ("" if ns.what != "memory" else " and on AMD GPUs with a memory hierarchy (mi210, mi250x, "
                            "mi300x)") + f"; for {ns.arch} see 'tcsim bench mfma'")
    with show_progress():
        if ns.what == "wgmma":
            return _bench_wgmma(ns, cfg)
        if ns.what == "memory":
            return _bench_memory(ns, cfg)
        if ns.what == "latency":
            return _bench_latency(ns, cfg)
        if ns.what == "banks":
            return _bench_sass_banks(ns, cfg)
        if ns.what == "throughput":
            return _bench_throughput(ns, cfg)
        if ns.what == "mma":
            return _bench_mma(ns, cfg)
        return _bench_hmma(ns, cfg)


def _bench_mma(ns, cfg) -> int:
    from rich.table import Table

    from tcsim.bench import mma

    if cfg.timing.mma is None:
        raise UsageError(f"bench mma needs the Ampere tensor-core timing ([timing.mma]): --arch a100, not {ns.arch}")
    lat = mma.latency_rows(cfg)
    t3 = mma.table3_throughput_rows(cfg)
    tput = mma.throughput_rows(cfg)
    sp_lat, sp_tput = mma.table6_rows(cfg)
    if ns.json:
        print(json.dumps({"arch": ns.arch, "benchmark": "mma", "latency": [_row_dict(r) for r in lat],
                          "table3_throughput": [_row_dict(r) for r in t3], "throughput": tput,
                          "sparse_latency": [_row_dict(r) for r in sp_lat],
                          "sparse_throughput": [_row_dict(r) for r in sp_tput]}, indent=1))
        return 0
    out = console()
    src = mma.published()["mma_latency"]["source"]
    tab = Table(title=f"mma.sync latency, 1 warp, ILP 1, dependent chain, {ns.arch}; published: {src}")
    for col in ("form", "tcsim", "how", "published", "error"):
        tab.add_column(col)
    for r in lat:
        tab.add_row(r.what, f"{r.measured:g}", r.how, "-" if r.published is None else f"{r.published:g}",
                    "" if r.error is None else f"{100 * r.error:+.1f}%")
    print_table(out, tab)
    t3tab = Table(title=f"mma.sync at 4 and 8 warps, {ns.arch}: cycles per iteration (throughput = warps x ILP x mnk / "
                        f"cycles); published: {mma.published()['mma_throughput']['source']}")
    for col in ("form, warps, ILP", "tcsim", "how", "published", "error"):
        t3tab.add_column(col)
    for r in t3:
        t3tab.add_row(r.what.removeprefix("mma.sync "), f"{r.measured:g}", r.how, f"{r.published:g}",
                      f"{100 * r.error:+.1f}%")
    print_table(out, t3tab)
    t2 = Table(title=f"mma.sync {tput[0]['form']} throughput vs warps and ILP (FMA/cycle/SM), {ns.arch}; "
                     f"peak {tput[0]['peak']}: {mma.published()['peak']['source'].split(':')[0]}")
    for col in ("warps", "ILP", "cycles/iteration", "FMA/clk/SM", "how", "of peak"):
        t2.add_column(col)
    for r in tput:
        t2.add_row(str(r["warps"]), str(r["ilp"]), f"{r['cycles_per_iteration']:g}", f"{r['fma_per_clk_sm']:.1f}", r["how"],
                   f"{100 * r['fraction_of_peak']:.1f}%")
    print_table(out, t2)
    sp = Table(title=f"mma.sp (2:4 sparse A) latency (cycles) and FMA/clk/SM at 4 and 8 warps (full K counted), {ns.arch}; "
                     f"published: {mma.published()['mma_sp']['source']}; the table gives no ILP (assumed: the dense "
                     "form of the same size's)")
    for col in ("form", "tcsim", "how", "published", "error"):
        sp.add_column(col)
    for r in sp_lat + sp_tput:
        sp.add_row(r.what.removeprefix("mma.sp "), f"{r.measured:.1f}", r.how, f"{r.published:g}", f"{100 * r.error:+.1f}%")
    print_table(out, sp)
    print("the sweep is a prediction except where it reaches the configured peak; its published points are the "
          "4- and 8-warp table above")
    print(HOW_NOTE)
    return 0


def _row_dict(r) -> dict:
    return {"what": r.what, "measured": r.measured, "published": r.published, "error": r.error, "how": r.how,
            "source": r.source, "unit": r.unit}


def _bench_hmma(ns, cfg) -> int:
    from rich.table import Table

    from tcsim.bench import hmma
    from tcsim.bench.how import how

    if not hmma.forms(cfg):
        raise UsageError(f"no published HMMA measurements for {ns.arch}")
    rows, worst = hmma.compare(cfg)
    inputs = [f"timing.hmma.{k}" for k in ("operand_fetch", "set_tail_mixed", "set_tail_fp16", "drain_mixed",
                                          "drain_fp16", "turing", "turing_units", "turing_dot_units")]
    for r in rows:
        r["how"] = how(cfg, r["source"], inputs, ["timing.hmma.operand_fill"])
        r["interval_how"] = r["how"] if r["published_intervals"] else None  # the differences of the figure
    if ns.json:
        print(json.dumps({"arch": ns.arch, "benchmark": "hmma", "results": rows, "config": cfg.to_dict()}, indent=1))
        return 0
    tab = Table(title=f"wmma.mma cumulative cycles per HMMA, {ns.arch} (timing mode, micro-op trace)")
    for col in ("form", "tcsim", "how", "published", "source", "max err", "%clock64 around wmma.mma (-3)"):
        tab.add_column(col)
    for r in rows:
        tab.add_row(r["form"], ",".join(map(str, r["measured"])), r["how"], ",".join(map(str, r["published"])),
                    r["source"], f"{100 * r['max_error']:.1f}%", str(r["clock64_difference"] - r["clock_overhead"]))
    out = console()
    print_table(out, tab)
    print(f"worst error {100 * worst:.1f}%")
    irows = [r for r in rows if r["published_intervals"]]
    if irows:
        it = Table(title=f"cycles between sets, {ns.arch} ({hmma.INTERVAL_SOURCE}; the differences of the table above)")
        for col in ("form", "tcsim", "how", "published", "max err"):
            it.add_column(col)
        for r in irows:
            it.add_row(r["form"], ",".join(map(str, r["intervals"])), r["interval_how"],
                       ",".join(map(str, r["published_intervals"])), f"{100 * r['interval_max_error']:.1f}%")
        print_table(out, it)
        bad = ", ".join(hmma.TABLE3_DISAGREES)
        print(f"seed 001's Table 3 is not the difference of its Table 2 for {bad}; tcsim follows Table 2 "
              "(see tcsim/bench/hmma.py)")
    print(HOW_NOTE)
    return 0


def _bench_wgmma(ns, cfg) -> int:
    from rich.table import Table

    from tcsim.arch.sm import arch_specific, sm_number
    from tcsim.bench import wgmma

    if not (sm_number(cfg.isa) == 90 and arch_specific(cfg.isa)):
        raise UsageError(f"bench wgmma runs on sm_90a GPUs (--arch h100 or h800); {ns.arch} is {cfg.isa}")
    rows, thr, ssrs = wgmma.compare(cfg), wgmma.throughput(cfg), wgmma.ss_vs_rs(cfg)
    sp = wgmma.sparse_rows(cfg)
    if ns.json:
        print(json.dumps({"arch": ns.arch, "benchmark": "wgmma", "results": rows, "throughput": thr,
                          "ss_vs_rs": ssrs, "sparse": sp, "config": cfg.to_dict()}, indent=1))
        return 0
    label = wgmma.LABEL
    tab = Table(title=f"dependent wgmma latency, cycles, {ns.arch} (timing mode)")
    for col in ("form", "tcsim", "published (H800)", "error", "how", "basis"):
        tab.add_column(col)
    for r in rows:
        tab.add_row(r["form"], f"{r['tcsim']:g}", str(r["published"]), f"{100 * r['error']:.1f}%", label[r["how"]],
                    r["basis"])
    print_table(console(), tab)
    tab = Table(title=f"dense wgmma throughput, {ns.arch}: {cfg.core.sm_count} SMs x {cfg.core.core_clock_mhz} MHz")
    for col in ("form", "cycles/wgmma", "tcsim TFLOPS", "published (H800)", "error", "how", "published at (MHz)"):
        tab.add_column(col)
    for r in thr:
        tab.add_row(r["form"], f"{r['cycles']:g}", f"{r['tcsim']:.1f}", str(r["published"]), f"{100 * r['error']:.1f}%",
                    label[r["how"]], f"{r['implied_mhz']:.0f}")
    print_table(console(), tab)
    tab = Table(title=f"SS vs RS at small N, back-to-back wgmma f16 -> f32, {ns.arch}")
    for col in ("form", "SS cycles", "RS cycles", "SS TFLOPS", "RS TFLOPS", "published", "how"):
        tab.add_column(col)
    for r in ssrs:
        tab.add_row(r["form"], f"{r['ss_cycles']:g}", f"{r['rs_cycles']:g}", f"{r['ss_tflops']:.0f}",
                    f"{r['rs_tflops']:.0f}", "not retrieved", label[r["how"]])
    print_table(console(), tab)
    tab = Table(title=f"sparse wgmma (2:4 A) back to back, {ns.arch}: dense-equivalent TFLOPS; no published figure")
    for col in ("form", "dense k16 cycles", "SS cycles", "RS cycles", "SS TFLOPS", "RS TFLOPS", "SS / RS vs dense", "how"):
        tab.add_column(col)
    for r in sp:
        tab.add_row(r["form"], f"{r['dense_cycles']:g}", f"{r['ss_cycles']:g}", f"{r['rs_cycles']:g}",
                    f"{r['ss_tflops']:.0f}", f"{r['rs_tflops']:.0f}", f"{r['ss_speedup']:.2f}x / {r['rs_speedup']:.2f}x",
                    label[r["how"]])
    print_table(console(), tab)
    print(f"source: {wgmma.SOURCE}. PREDICTED: no wgmma timing is an input and nothing is fitted to these tables; "
          "SS reads A through the SM's shared-memory path (timing.memory.l1.bytes_per_cycle), RS does not.")
    print("'published at': the clock at which this config's SMs, retiring a wgmma every 'cycles/wgmma', give the "
          "published TFLOPS. Luo et al.'s board is an H800 PCIe (--arch h800: 114 SMs, 1620 MHz tensor clock); "
          "their figures imply ~1550-1560 MHz, below that clock (docs/hopper.md, Timing).")
    return 0


def _bench_mfma(ns, cfg) -> int:
    from rich.table import Table

    from tcsim.bench import mfma as mb
    from tcsim.bench.how import how
    from tcsim.matrix import mfma

    if mb.isa_of(cfg) is None:
        raise UsageError(f"bench mfma runs on AMD GPUs: --arch mi200 or mi300 (also mi210, mi300x), not {ns.arch}")
    if not ns.mfma_scale > 0 or ns.mfma_scale == float("inf"):
        raise UsageError(f"--mfma-scale must be a positive number (got {ns.mfma_scale:g})")
    with show_progress():
        rows = mb.table(cfg, ns.mfma_scale)
        vi = mb.table_vi(cfg) if mb.isa_of(cfg) == "gfx942" else []
    for r in rows:  # the cycles come from the instruction catalogue, whose sources say where from
        spec = mfma.lookup(cfg.isa, r["mnemonic"])
        r["how"] = _catalogue_how(how, spec, r["source"])
    for r in vi:
        r["how"] = "model"  # gem5's values: nothing of tcsim is taken from them
    worst = max(r["max_error"] for r in rows)
    if ns.json:
        print(json.dumps({"arch": ns.arch, "benchmark": "mfma", "mfma_scale": ns.mfma_scale, "eq1": {
            "t_memtime": mb.T_MEMTIME, "t_inst": mb.T_INST}, "n": list(mb.NS), "results": rows, "table_vi": vi,
            "worst_error": worst}, indent=1))
        return 0
    key = "mi200" if mb.isa_of(cfg) == "gfx90a" else "mi300"
    scale = f", --mfma-scale {ns.mfma_scale:g}" if ns.mfma_scale != 1 else ""
    tab = Table(title=f"MFMA cycles by seed 004 Eq. 1 (Listing 1, N back-to-back dependent MFMAs between two "
                      f"s_memtime), {ns.arch}{scale}; published: {mb.SOURCE[key]}")
    for col in ("MFMA", "mnemonic", "N=2", "N=3", "N=4", "N=5", "how", "expected", "error", "T_total (N=2..5)",
                "wait-state violations"):
        tab.add_column(col)
    for r in rows:
        tab.add_row(r["mfma"], r["mnemonic"], *(f"{m:g}" for m in r["measured"]), r["how"], f"{r['expected'][0]:g}",
                    f"{100 * r['max_error']:.1f}%", ",".join(map(str, r["t_total"])), ",".join(map(str, r["hazards"])))
    out = console()
    print_table(out, tab)
    print(f"worst error {100 * worst:.1f}% (Eq. 1: T_MFMA = (T_total - {mb.T_MEMTIME} - {mb.T_INST}) / (N - 1)); "
          "the chains that violate the ISA's wait states do so as the seed's Listing 1 does (§IV-C): "
          "the hardware does not wait for them")
    if vi:
        t6 = Table(title="seed 004 Table VI: N = 2, --mfma-scale 1 and 2 (published values: gem5's MI300 model)")
        for col in ("MFMA", "tcsim x1", "tcsim x2", "how", "doubling", "gem5 x1", "gem5 x2", "error vs gem5"):
            t6.add_column(col)
        for r in vi:
            t6.add_row(r["mfma"], f"{r['measured'][0]:g}", f"{r['measured'][1]:g}", r["how"], f"{r['doubling']:g}",
                       f"{r['gem5'][0]:g}", f"{r['gem5'][1]:g}",
                       ", ".join(f"{100 * e:.1f}%" for e in r["error_vs_gem5"]))
        print_table(out, t6)
        print("tcsim doubles exactly; gem5's published values deviate by up to 7% (the seed attributes this to "
              "KVM non-determinism, §V-B)")
    print(HOW_NOTE)
    return 0


def _catalogue_how(how, spec, reference: str) -> str:
    """An MFMA's cycles are the catalogue's (tcsim/matrix/mfma): ``input`` when their source
    cites the table compared with (seed 004 Tables II/IV)."""
    from types import SimpleNamespace

    fake = SimpleNamespace(sources={"cycles": spec.sources.get("cycles", "")})
    return how(fake, reference, ["cycles"])


def _bench_throughput(ns, cfg) -> int:
    from rich.table import Table

    from tcsim.bench import throughput as tp
    from tcsim.bench.how import how

    if ns.sms < 1 or ns.sms > cfg.core.sm_count:
        raise UsageError(f"--sms must be from 1 to {cfg.core.sm_count} (the SMs of {ns.arch}), not {ns.sms}")
    rows = []
    for prec in ("f16", "f32"):
        pub = tp.PUBLISHED_TFLOPS.get((ns.arch, prec))
        for p in tp.run(cfg, prec, warps=(1, 2, 3, 4, 6, 8), sms=ns.sms):
            # the rate per SM is the same on every SM: scale to the whole chip
            chip = p.fraction_of_peak * tp.peak_tflops(cfg)
            compared = bool(pub) and p.warps_per_sm % 4 == 0
            rows.append({"precision": "mixed (f32 acc)" if prec == "f32" else "fp16", "warps_per_sm": p.warps_per_sm,
                         "cycles_per_8_iterations": p.cycles, "tflops_chip": chip, "fraction_of_peak": p.fraction_of_peak,
                         "published_tflops": pub[0] if pub else None, "source": pub[1] if pub else None,
                         "how": how(cfg, pub[1] if compared else None, (), ["timing.hmma.operand_fill"])})
    if ns.json:
        print(json.dumps({"arch": ns.arch, "benchmark": "throughput", "results": rows}, indent=1))
        return 0
    tab = Table(title=f"tensor-core throughput, back-to-back independent wmma.mma, {ns.arch}")
    for col in ("precision", "warps/SM", "TFLOPS (chip)", "how", "of peak", "published", "error"):
        tab.add_column(col)
    for r in rows:
        pub = r["published_tflops"]
        err = f"{100 * abs(r['tflops_chip'] - pub) / pub:.1f}%" if pub and r["warps_per_sm"] % 4 == 0 else ""
        tab.add_row(r["precision"], str(r["warps_per_sm"]), f"{r['tflops_chip']:.1f}", r["how"],
                    f"{100 * r['fraction_of_peak']:.1f}%", f"{pub} ({r['source']})" if pub else "-", err)
    print_table(console(), tab)
    print(HOW_NOTE)
    return 0


def _bench_memory(ns, cfg) -> int:
    from rich.markup import escape
    from rich.table import Table

    from tcsim.bench import memory as mb

    names = ns.names or None
    known = mb.AMD_BENCHMARKS if cfg.vendor == "amd" else mb.BENCHMARKS
    for n in names or []:
        if n not in known:
            raise UsageError(f"unknown memory benchmark '{n}' (known: {', '.join(known)})")
    try:
        rows = mb.run(cfg, names, full=ns.full)
    except MemoryError:
        raise UsageError("bench memory: not enough host memory for this benchmark (--full needs ~9 GiB)") from None
    failed = [r for r in rows if r.ok is False]
    if ns.json:
        print(json.dumps({"arch": ns.arch, "benchmark": "memory", "full": ns.full,
                          "results": [r.to_dict() for r in rows]}, indent=1))
        return 1 if failed else 0
    tab = Table(title=f"memory hierarchy microbenchmarks, {ns.arch} (timing mode)")
    for col in ("benchmark", "what", "tcsim", "how", "published", "error", "tolerance", "source / note"):
        tab.add_column(col, overflow="fold")

    def fmt(v, unit):
        if unit == "fraction":
            return f"{100 * v:.1f}%"
        return f"{v:g} {unit}" if float(v).is_integer() else f"{v:.2f} {unit}"

    for r in rows:
        pub = fmt(r.published, r.unit) if r.published is not None else "-"
        err = f"{100 * r.error:+.1f}%" if r.error is not None else ""
        if r.ok is False:
            err = f"[bold red]{err}[/]"
        tol = "" if r.published is None or r.tolerance is None else ("exact" if r.tolerance == 0 else f"{100 * r.tolerance:g}%")
        if r.published is not None and r.tolerance is None:
            tol = "reported"
        note = "; ".join(x for x in (r.source, r.note) if x)
        tab.add_row(r.bench, escape(r.item), fmt(r.measured, r.unit), r.how, pub, err, tol, escape(note))
    print_table(console(), tab)
    if failed:
        print(f"{len(failed)} result(s) outside their tolerance")
    print(HOW_NOTE)
    return 1 if failed else 0


def _bench_sass_latency(ns, cfg) -> int:
    """``tcsim bench latency --sass``: seed 003 Table 4.1 from ptxas's SASS (bench/sass_latency.py)."""
    from dataclasses import asdict

    from rich.table import Table

    from tcsim.bench import sass_latency

    sm = _committed_chain_sm(ns.arch, "bench latency --sass: the SASS chains")
    rows = sass_latency.run(ns.arch, sm)
    if ns.json:
        print(json.dumps({"arch": ns.arch, "sm": sm, "benchmark": "latency --sass", "source": sass_latency.SOURCE,
                          "results": [asdict(r) for r in rows]}, indent=1))
        return 0
    tab = Table(title=f"dependent-chain latency from ptxas's sm_{sm} SASS, {ns.arch} (SASS timing mode; "
                      f"published: {sass_latency.SOURCE}, Volta)")
    for col in ("kernel", "SASS in the chain", "ptxas stall", "barrier", "tcsim", "how", "published", "error"):
        tab.add_column(col)
    for r in rows:
        err = f"{100 * (r.measured - r.published) / r.published:+.1f}%"
        tab.add_row(r.kernel, r.seen, str(r.stall), "yes" if r.barrier else "-", f"{r.measured:g}", r.how,
                    str(r.published), err)
    print_table(console(), tab)
    print("how: ptxas = the stall counts ptxas wrote (fixed latency: the hardware contract, no tcsim parameter); "
          "input/model as below for chains through dependency barriers (the config's class latency)")
    print(HOW_NOTE)
    return 0


def _committed_chain_sm(arch: str, what: str) -> int:
    """The SM whose ptxas SASS the seed 003 chains (bench/sass_latency.py, sass_banks.py) are
    committed for on ``arch``; a one-line usage error naming ``what`` otherwise."""
    sm = {"titan_v": 70, "rtx2080": 75}.get(arch)
    if sm is None:
        raise UsageError(f"{what} are committed for sm_70 (titan_v) and sm_75 (rtx2080), not for --arch {arch}")
    return sm


def _bench_sass_banks(ns, cfg) -> int:
    """``tcsim bench banks --sass``: seed 003 §3.5's register-bank experiments on ptxas's FFMA
    chain with its registers rewritten (bench/sass_banks.py)."""
    from dataclasses import asdict

    from rich.table import Table

    from tcsim.bench import sass_banks

    if not ns.sass:
        raise UsageError("bench banks runs at SASS level: add --sass")
    sm = _committed_chain_sm(ns.arch, "bench banks --sass: the FFMA chains")
    rows = sass_banks.run(ns.arch, sm)
    if ns.json:
        print(json.dumps({"arch": ns.arch, "sm": sm, "benchmark": "banks --sass", "source": sass_banks.SOURCE,
                          "results": [asdict(r) for r in rows]}, indent=1))
        return 0
    tab = Table(title=f"register banks: ptxas's sm_{sm} FFMA chain, registers rewritten, {ns.arch} "
                      f"(SASS timing mode, 1 warp; seed: {sass_banks.SOURCE})")
    for col in ("FFMAs", "seed 003", "tcsim conflicts", "tcsim cycles (64 FFMAs)", "cycles/FFMA", "how"):
        tab.add_column(col)
    for r in rows:
        tab.add_row(r.name, r.seed, str(r.conflicts), str(r.cycles), "-" if r.per_ffma is None else f"{r.per_ffma:g}",
                    r.how)
    print_table(console(), tab)
    for r in rows:
        if r.name.startswith("Table 1.1") and r.conflicting:
            print(f"{r.name}: tcsim's conflicting FFMAs: {'; '.join(r.conflicting)}")
    print("the FFMAs seed 003 §1 names as conflicting each repeat an operand the previous FFMA flagged .reuse in "
          "the same slot: tcsim serves it from the reuse cache (they conflict with the flags cleared)")
    print("how: which FFMAs conflict is predicted (bank = R mod issue.register_banks, the reuse cache of the "
          "previous instruction's flags); the cycles a conflict costs are issue.bank_conflict_penalty (input); the "
          "seed's +15.4% is its whole kernel's, with 128 threads, not this 64-FFMA block's")
    return 0


def _bench_latency(ns, cfg) -> int:
    from rich.table import Table

    from tcsim.bench import latency
    from tcsim.bench.how import how

    if getattr(ns, "sass", False):
        return _bench_sass_latency(ns, cfg)

    res = latency.run(cfg)
    # seed 003 Table 4.1 is Volta's: compare only a Volta GPU with it (the seeds have no Turing table)
    volta = cfg.tensor.family == "volta"
    rows = []
    for r, (*_, step, _pub) in zip(res, latency.CHAINS):
        key = latency.latency_key(cfg, step)
        ref = latency.SOURCE if volta else None
        rows.append({"name": r.name, "sass": r.sass, "measured": r.measured,
                     "published": r.published if volta else None, "source": ref,
                     "config_key": key, "config_source": cfg.sources.get(key, "") if key else "",
                     "how": how(cfg, ref, [key] if key else [], (), r.measured)})
    from tcsim.bench import mma

    ldm = mma.ldmatrix_rows(cfg) if cfg.timing.mma is not None else []
    # the A100 table (Abdelkhalik et al. Table II) for the Ampere timing model
    amp = latency.a100_rows(cfg) if cfg.timing.mma is not None else []
    if ns.json:
        print(json.dumps({"arch": ns.arch, "benchmark": "latency", "results": rows,
                          "ldmatrix": [_row_dict(r) for r in ldm], "a100_published": amp}, indent=1))
        return 0
    title = f"dependent-chain latency, {ns.arch}"
    title += f" (published: {latency.SOURCE}, Volta)" if volta else \
        " (no published table for this GPU in the seeds: seed 003 Table 4.1 is Volta's)"
    tab = Table(title=title)
    for col in ("PTX", "SASS class", "tcsim", "how", "published", "error", "config value"):
        tab.add_column(col)
    for r in rows:
        pub = r["published"]
        err = f"{100 * abs(r['measured'] - pub) / pub:.1f}%" if pub else ""
        tab.add_row(r["name"], r["sass"], f"{r['measured']:g}", r["how"], str(pub) if pub else "-", err,
                    r["config_key"].removeprefix("timing.latency.") if r["config_key"] else "-")
    print_table(console(), tab)
    if amp:
        t3 = Table(title=f"dependent-chain latency, {ns.arch}; published (A100): {amp[0]['source']}")
        for col in ("PTX", "tcsim", "how", "published", "error", "config value"):
            t3.add_column(col)
        for r in amp:
            t3.add_row(r["name"], f"{r['measured']:g}", r["how"], str(r["published"]),
                       f"{100 * (r['measured'] - r['published']) / r['published']:+.1f}%",
                       r["config_key"].removeprefix("timing.latency.") if r["config_key"] else "-")
        print_table(console(), t3)
        print("'input': the published figure is the configured latency itself — wiring, not validation")
    if ldm:
        t2 = Table(title=f"ldmatrix latency, 1 warp, dependent chain, {ns.arch}; published: {ldm[0].source}")
        for col in ("ldmatrix", "tcsim", "how", "published", "error"):
            t2.add_column(col)
        for r in ldm:
            t2.add_row(r.what, f"{r.measured:g}", r.how, f"{r.published:g}", f"{100 * r.error:+.1f}%")
        print_table(console(), t2)
    print(HOW_NOTE)
    return 0
