"""PTX modules and kernels on a device, in the style of CuPy's RawModule."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from tcsim.errors import LaunchError
from tcsim.exec.program import ModuleImage, Program
from tcsim.isa import ir
from tcsim.runtime.args import pack_args
from tcsim.runtime.cluster import cluster_shape, launch_order
from tcsim.runtime.handles import LaunchResult
from tcsim.runtime.image import load_image
from tcsim.runtime.launch import (
    check_mode,
    check_progress,
    check_shared_mem,
    dim3,
    finish,
    group_ids,
    groups_per_batch,
    is_int,
    record_timing,
    run_batches,
)
from tcsim.runtime.progress import ProgressCallback, reporter, watch_events

_DEVICE = object()  # "the device's setting" for launch options where None means something


class RawModule:
    """A loaded PTX module: its global/constant variables live on the device."""

    def __init__(self, device, module: ir.Module):
        self.device = device
        self.module = module
        self.image: ModuleImage = load_image(module, device.gmem)
        #: the PTX text (a trace for replays keeps it: timing/replay.py)
        self.text: str | None = None
        self._programs: dict[str, Program] = {}

    def get_function(self, name: str) -> Kernel:
        f = self.module.functions.get(name)
        if f is None or f.kind != "entry" or not f.body:
            names = ", ".join(k.name for k in self.module.kernels()) or "none"
            raise LaunchError(f"{self.module.source}: no kernel named '{name}' (kernels: {names})")
        return Kernel(self, f)

    def program(self, name: str) -> Program:
        if name not in self._programs:
            dev = self.device
            self._programs[name] = Program(self.image, name, dev.config, dev.tensor_arithmetic)
        return self._programs[name]

    def get_global(self, name: str) -> int:
        return self.image.global_addrs[name]


class Kernel:
    """A kernel of a RawModule; call it as ``kernel(grid, block, args, shared_mem=0)``."""

    def __init__(self, module: RawModule, func: ir.Function):
        self.module = module
        self.func = func
        self.name = func.name
        #: registers ptxas allocates per thread (bounds CTAs per SM in timing mode):
        #: the ``registers=`` launch option, else ``.maxnreg``, else the count recorded for
        #: a bundled kernel (kernels/registers.json), else unknown (not limiting)
        self.registers: int | None = func.attrs.get("maxnreg") or _bundled_registers(module.module.source, func.name)

    def __call__(self, grid, block, args: Sequence, shared_mem: int = 0, *,
                 progress: ProgressCallback | None = None, mode: str | None = None,
                 trace: bool = False, registers: int | None = None,
                 carveout: int | None = None, max_warp_instructions=_DEVICE, cluster=None, sample=_DEVICE,
                 record=_DEVICE, replay=None) -> LaunchResult:
        """Launch. ``mode``: "functional" (fast, batched) or "timing" (cycle-level; the
        result carries cycles and statistics); default: the device's ``mode``. ``trace``
        records every tensor-core micro-op (timing mode). ``registers`` per thread (as
        ``ptxas -v`` reports them) limit how many CTAs an SM holds in timing mode.
        ``carveout``: timing mode, the shared-memory carve-out in bytes (like
        cudaFuncAttributePreferredSharedMemoryCarveout; default: the smallest one that lets
        the most CTAs reside). ``max_warp_instructions``: the instruction budget of each
        warp (an endless loop then ends in an error; None: no limit; default the device's
        ``max_warp_instructions``). ``cluster=(x, y, z)``: thread-block clusters (sm_90; also
        from the kernel's ``.reqnctapercluster``; runtime/cluster.py). ``progress(Progress)`` is called about every 0.5 s with
        the CTAs done, instructions and cycles (runtime/progress.py; default ``Device.progress``).
        ``sample``: timing mode, estimate the cycles from a sample — by default some SMs
        timed with the other SMs' memory traffic as shifted copies, else the whole GPU until
        its progress is steady, extrapolated (True, or a ``tcsim.timing.sampling.SampleOptions``;
        default the device's ``sample``): ``result.sample`` holds the estimate and its bound,
        the results are complete (docs/sampling.md). ``record``: timing mode, also record the
        per-warp streams a replay needs (``result.trace``; default the device's ``record_traces``);
        ``replay``: a recorded trace to time instead of running the kernel (``Device.replay``)."""
        from tcsim.exec.state import LaunchInfo, ThreadBatch

        dev = self.module.device
        core = dev.config.core
        grid3, block3 = dim3(grid, "grid"), dim3(block, "block")
        nthreads = block3[0] * block3[1] * block3[2]
        if nthreads > core.max_threads_per_cta or block3[2] > 64 or block3[0] > 1024 or block3[1] > 1024:
            raise LaunchError(f"block {block3} exceeds the limits of {dev.arch} ({core.max_threads_per_cta} threads, 1024x1024x64)")
        if grid3[0] >= 2**31 or grid3[1] > 65535 or grid3[2] > 65535:
            raise LaunchError(f"grid {grid3} exceeds the limits (2^31-1 x 65535 x 65535)")
        regs = registers if registers is not None else self.registers
        if regs is not None and (not is_int(regs) or not 1 <= regs <= core.max_registers_per_thread):
            raise LaunchError(f"registers={regs!r}: {dev.arch} allows 1 to {core.max_registers_per_thread} per "
                              "thread (an integer)")
        if carveout is not None and (not is_int(carveout) or carveout < 0):
            raise LaunchError(f"carveout must be a non-negative integer number of bytes or None, got {carveout!r}")
        shared_mem = check_shared_mem(shared_mem)
        check_progress(progress)
        budget = dev.max_warp_instructions if max_warp_instructions is _DEVICE else max_warp_instructions
        if budget is not None and (not is_int(budget) or budget < 1):
            raise LaunchError(f"max_warp_instructions must be a positive int or None (no limit), not {budget!r}")
        prog = self.module.program(self.name)
        total_smem = (prog.dyn_smem_base + shared_mem) if shared_mem else prog.static_smem
        if total_smem > core.max_shared_per_cta:
            raise LaunchError(
                f"kernel {self.name} needs {total_smem} bytes of shared memory ({prog.static_smem} static + "
                f"{shared_mem} dynamic); {dev.arch} allows {core.max_shared_per_cta} per CTA")
        cluster3, explicit = cluster_shape(self.func, cluster, grid3, dev.config)
        csize = cluster3[0] * cluster3[1] * cluster3[2]
        order = launch_order(grid3, cluster3) if explicit else None
        kparam = pack_args(self.func, prog, args, dev) if replay is None else np.frombuffer(replay.kparam, np.uint8).copy()
        record = dev.record_traces if record is _DEVICE else bool(record)
        dev._gridid += 1
        result = LaunchResult(self.name, grid3, block3, shared_mem, arch=dev.config.to_dict())
        info = LaunchInfo(self.name, grid3, block3, dev.arch, cluster3, explicit)
        ncta = grid3[0] * grid3[1] * grid3[2]
        mode = check_mode(mode, dev.mode)
        result.mode = mode
        rep = reporter(progress or dev.progress, self.name, mode, ncta)
        t0 = time.perf_counter()
        const_bank = self.module.image.const_bank
        if mode == "timing":
            from tcsim.timing import placement, sampling
            from tcsim.timing.gpu import TimingGPU

            sample_opts = sampling.options_of(dev.sample if sample is _DEVICE else sample)
            if sample_opts is not None:
                if csize > 1:
                    raise LaunchError(f"kernel {self.name}: sampled timing of a cluster launch is not supported; "
                                      "run it without sampling")
                refuse, warn = sampling.unsafe_reasons(prog)
                if refuse:
                    raise LaunchError(f"kernel {self.name}: sampled timing is unsafe: {'; '.join(refuse)}; "
                                      "run it without sampling")
                snapshot = dev.gmem.buf[:dev.gmem.top].copy()

            # state for as many CTAs as can reside on the SMs at once (an upper bound of the
            # occupancy); a CTA takes a slot when placed on an SM and leaves it when it retires
            cta_ids = group_ids(grid3, 0, ncta) if order is None else order
            run_config, memory = dev.config, None
            subset_sms = sampling.use_subset(sample_opts, ncta, core.sm_count) if sample_opts is not None else None
            shadow_maps = None
            if subset_sms and sample_opts.method == "shadow":   # learn the address map (timing/shadow.py)
                from tcsim.timing import shadow

                shadow_maps, sample_opts, subset_sms, warn = shadow.maps_or_fallback(
                    dev, prog, info, kparam, const_bank, shared_mem, grid3, budget, sample_opts, subset_sms, warn,
                    snapshot)
            skip = None
            if subset_sms:        # time some SMs with their CTAs (timing/subset.py)
                per_sm = 0        # slots per SM: a shadow run may skip middle rounds (timing/rounds.py)
                if sample_opts.method == "shadow" and sample_opts.skip_rounds:
                    per_sm = placement.SmOccupancy(
                        core, dev.config.name, self.name, core.sm_count, -(-nthreads // 32), total_smem,
                        None if regs is None else int(regs), dev.config.timing.memory.l1.carveouts_kib,
                        carveout).summary()["ctas_per_sm"]
                cta_ids, run_config, memory, skip = sampling.subset_launch(dev, cta_ids, subset_sms, sample_opts,
                                                                           per_sm)
            slots = min(len(cta_ids), placement.resident_bound(core, -(-nthreads // 32)))
            slots = max(csize, slots - slots % csize)   # whole clusters
            st = ThreadBatch(prog, info, cta_ids[:slots].copy(), dev.gmem, kparam, const_bank, shared_mem,
                             core.sm_count)
            st.smid = np.zeros(st.T, dtype=np.uint32)  # set per CTA as the SMs take them
            st.gridid = dev._gridid
            st.program_max_warps = core.max_warps_per_sm
            st.registers = None if regs is None else int(regs)
            st.max_warp_instructions = budget
            gpu_kw = dict(trace=trace or dev.trace, carveout=carveout, grid=cta_ids, max_cycles=dev.max_cycles)
            if replay is not None or record:
                from tcsim.timing import replay as rp

                if sample_opts is not None:
                    raise LaunchError("sampled timing cannot record or replay a trace (sample=False)")
            if replay is not None:
                gpu = rp.ReplayGPU(st, dev.config, recorded=replay, memory=rp.memory_for(replay, dev.config), **gpu_kw)
                rp.check_occupancy(replay, gpu)
            elif record:
                host_writes = rp.check_recordable(dev, prog, self.name)
                gpu = rp.RecordingGPU(st, dev.config, memory=dev.memory_state(), **gpu_kw)
            elif sample_opts is None or sample_opts.method in sampling.SUBSET_METHODS:
                gpu = TimingGPU(st, run_config, memory=memory or dev.memory_state(), **gpu_kw)
                if shadow_maps:
                    shadows = shadow.Shadows(gpu, shadow_maps, grid3, core.sm_count, subset_sms,
                                             stagger=sample_opts.stagger, columns=sample_opts.columns)
                if skip is not None:   # the middle rounds left out (timing/rounds.py): the timed ones' lifetimes
                    from tcsim.timing.rounds import Lifetimes

                    if gpu.stats.occupancy["ctas_per_sm"] != skip.per_round // subset_sms:
                        raise AssertionError("round skipping planned with another occupancy than the run's")
                    skip = Lifetimes(gpu, skip)
            else:
                gpu = sampling.SampledTimingGPU(st, dev.config, options=sample_opts, memory=dev.memory_state(),
                                                **gpu_kw)
            # cycles only: the results are discarded, so only what the timing reads runs
            # (exec/slicing.py) — not when the subset method times the whole grid (its
            # results are then the launch's)
            sliced = (sample_opts is not None and not sample_opts.results and sample_opts.slice
                      and (subset_sms or sample_opts.method not in sampling.SUBSET_METHODS))
            if sliced:
                gpu.cycles_only()
            watch_events(gpu.q, rep, lambda: (gpu.ctas_done, gpu.stats.thread_instructions))
            stats = gpu.run()
            if sample_opts is not None:
                why = skip.refusal(stats.cycles) if skip is not None else None
                if why is not None:   # the rounds are not alike: time them all (timing/rounds.py)
                    dev.gmem.buf[:len(snapshot)] = snapshot
                    again = self(grid, block, args, shared_mem, progress=progress, mode=mode, trace=trace,
                                 registers=registers, carveout=carveout, max_warp_instructions=max_warp_instructions,
                                 cluster=cluster, sample=dataclasses.replace(sample_opts, skip_rounds=False))
                    again.sample.warnings.insert(0, why)
                    return again
                if sample_opts.method in sampling.SUBSET_METHODS:
                    if shadow_maps:
                        warn = warn + shadows.warnings()
                    stats = self._subset(stats, sample_opts, subset_sms, len(cta_ids), warn, snapshot, result, prog,
                                         info, kparam, const_bank, shared_mem, budget, grid3, rep, skip)
                else:
                    stats = self._sampled(gpu, stats, warn, snapshot, result, prog, info, kparam, const_bank,
                                          shared_mem, budget, grid3, rep, sliced)
                result.sample.options = dataclasses.asdict(sample_opts)
                result.timing = stats
                result.batches = 1
                return finish(dev, result, t0)
            record_timing(result, stats, rep)
            if record:
                result.trace = rp.Trace(self.module.text, self.name, grid3, block3, shared_mem, st.registers, carveout,
                                        kparam.tobytes(), dev.config, stats.occupancy, gpu.carveout, host_writes,
                                        stats.cycles,
                                        gpu.guards, gpu.spins, gpu.mem_rec, gpu.masks)
            return finish(dev, result, t0)

        self._functional(result, prog, info, kparam, const_bank, shared_mem, budget, grid3, rep, order=order,
                         csize=csize)
        return finish(dev, result, t0)

    def _functional(self, result: LaunchResult, prog: Program, info, kparam, const_bank, shared_mem: int, budget,
                    grid3, rep, cta_counts: np.ndarray | None = None, order=None, csize: int = 1) -> None:
        """Run every CTA through the functional driver, in batches; ``cta_counts``: also
        record each CTA's warp-instructions with an active lane (sampled timing); ``order``
        and ``csize``: a cluster launch's CTA order and cluster size (whole clusters per batch)."""
        from tcsim.exec.functional import FunctionalDriver
        from tcsim.exec.state import ThreadBatch

        dev = self.module.device
        core = dev.config.core
        nthreads = result.block[0] * result.block[1] * result.block[2]

        def batch(start: int, ids: np.ndarray, cb) -> tuple[int, int]:
            st = ThreadBatch(prog, info, ids, dev.gmem, kparam, const_bank, shared_mem, core.sm_count)
            st.smid = ((np.arange(st.T) // st.cta_stride + start) % core.sm_count).astype(np.uint32)
            st.gridid = dev._gridid
            st.program_max_warps = core.max_warps_per_sm
            # counting needs a budget (Simt.count); one no warp reaches stands for "no limit"
            st.max_warp_instructions = budget if budget is not None or cta_counts is None else 1 << 62
            drv = FunctionalDriver(st, cb)
            drv.run()
            if cta_counts is not None:
                per_warp = drv.simt.issued
                cta_counts[start:start + len(ids)] = per_warp.reshape(len(ids), -1).sum(axis=1)
            return st.warp_instructions, st.thread_instructions

        stride = -(-nthreads // 32) * 32
        per_thread = sum(rows * {"b16": 2, "b32": 4, "b64": 8, "pred": 1}[b] for b, rows in prog.bank_rows.items())
        per_thread += prog.local_size + prog.fparam_size + 4 * max(prog.max_call_depth, 1)
        per_batch = groups_per_batch(stride, per_thread, dev.max_batch_threads)
        per_batch = max(csize, per_batch - per_batch % csize)   # whole clusters per batch
        run_batches(result, grid3, per_batch, rep, batch, order)

    def _subset(self, stats, opts, sms: int | None, ctas: int, warn: list[str], snapshot: np.ndarray,
                result: LaunchResult, prog, info, kparam, const_bank, shared_mem: int, budget, grid3, rep, skip=None):
        """A sampled launch timed on ``sms`` SMs with their ``ctas`` CTAs (None: on the
        whole GPU, exact): the subset's cycles (plus, with ``skip`` — its
        ``rounds.Lifetimes`` — the middle rounds it left out); then either memory as
        before the launch and the whole grid run functionally (complete results, exact
        counts) or, with ``results=False``, memory as before the launch and the counts
        scaled from the subset's (the outputs are not computed)."""
        from tcsim.timing.sampling import subset_estimate

        dev = self.module.device
        ncta = grid3[0] * grid3[1] * grid3[2]
        counts = None
        if sms is None:               # timed in full: the timing run computed the results
            result.warp_instructions = stats.warp_instructions
            result.thread_instructions = stats.thread_instructions
        elif opts.results:            # memory as before the launch, the whole grid run functionally
            dev.gmem.buf[:len(snapshot)] = snapshot
            counts = np.zeros(ncta, dtype=np.int64)
            self._functional(result, prog, info, kparam, const_bank, shared_mem, budget, grid3, None, counts)
        else:                         # cycles only: memory as before the launch, counts scaled
            dev.gmem.buf[:len(snapshot)] = snapshot
            result.warp_instructions = round(stats.warp_instructions * ncta / ctas)
            result.thread_instructions = round(stats.thread_instructions * ncta / ctas)
            result.results_computed = False
        skipped = (0, 0.0, 0.0) if skip is None else skip.skipped()
        slots = stats.occupancy.get("ctas_per_sm", 0) * dev.config.core.sm_count if stats.occupancy else 0
        result.sample = subset_estimate(stats, opts, sms, ctas, ncta, result.warp_instructions, counts, warn, skipped,
                                        dev.config.name, ncta / slots if slots else 0.0)
        if skip is not None:      # the timed rounds' busy time stretched to the estimate
            _stretch(stats, result.sample.cycles, result.sample.cycles / max(stats.cycles, 1))
        if rep is not None:
            rep.finish(result.thread_instructions, stats.cycles)
        if sms is not None:
            _scale_sampled_work(stats, result.warp_instructions)
        stats.warp_instructions = result.warp_instructions
        stats.thread_instructions = result.thread_instructions
        return stats

    def _probe_counts(self, result: LaunchResult, prog, info, kparam, const_bank, shared_mem: int, budget,
                      grid3) -> int:
        """Run :data:`PROBE_CTAS` CTAs spread over the grid functionally (their writes are
        undone by the caller): the mean warp-instructions per CTA; ``result`` gets the
        launch's counts scaled from theirs."""
        ids = _probe_ids(grid3, PROBE_CTAS)
        probe = LaunchResult(self.name, grid3, result.block, shared_mem)
        counts = np.zeros(len(ids), dtype=np.int64)
        self._functional(probe, prog, info, kparam, const_bank, shared_mem, budget, (len(ids), 1, 1), None, counts,
                         order=ids)
        ncta = grid3[0] * grid3[1] * grid3[2]
        result.warp_instructions = round(probe.warp_instructions * ncta / len(ids))
        result.thread_instructions = round(probe.thread_instructions * ncta / len(ids))
        return round(counts.mean())

    def _sampled(self, gpu, stats, warn: list[str], snapshot: np.ndarray, result: LaunchResult, prog, info, kparam,
                 const_bank, shared_mem: int, budget, grid3, rep, sliced: bool = False):
        """A sampled timing launch after its sample (timing/sampling.py): exact if the kernel
        ended within it (its results computed, unless the run was ``sliced``: then memory
        as before the launch); else memory as before the launch, the whole grid run
        functionally (complete results, each CTA's instruction count) and the rest
        extrapolated."""
        from tcsim.timing.sampling import SampleEstimate

        dev = self.module.device
        if stats is not None:          # ended within the sample: a full timing run
            result.warp_instructions = stats.warp_instructions
            result.thread_instructions = stats.thread_instructions
            result.sample = SampleEstimate(stats.cycles, stats.cycles, stats.cycles, True, stats.cycles, 1.0,
                                           warnings=warn)
            if sliced:                 # only the slice ran (exec/slicing.py): no results
                dev.gmem.buf[:len(snapshot)] = snapshot
                result.results_computed = result.sample.results = False
            return stats
        stats = gpu.stats
        dev.gmem.buf[:len(snapshot)] = snapshot
        counts = np.zeros(len(gpu.grid), dtype=np.int64)
        if gpu.opts.results:
            self._functional(result, prog, info, kparam, const_bank, shared_mem, budget, grid3, None, counts)
        else:                          # cycles only: a few CTAs' counts stand for every CTA's
            counts[:] = self._probe_counts(result, prog, info, kparam, const_bank, shared_mem, budget, grid3)
            dev.gmem.buf[:len(snapshot)] = snapshot
            result.results_computed = False
            warn = warn + ["output buffers not computed (results=False): cycles only; every CTA's instruction count "
                           f"is the mean of {PROBE_CTAS} CTAs spread over the grid (an irregular grid is not detected)"]
        if rep is not None:
            rep.finish(result.thread_instructions)
        if len(counts) > 1 and counts.max() > 1.02 * counts.min():
            warn = warn + [f"CTAs differ in instruction count ({counts.min():,} to {counts.max():,}): "
                           "an irregular grid, the rates measured on the first CTAs may not hold for the rest"]
        est = gpu.estimate(counts, warn)
        est.results = gpu.opts.results
        if est.tail_cycles > 0.1 * est.cycles:
            est.warnings.append(f"the tail after the last CTA started is {est.tail_cycles:,} cycles "
                                f"({100 * est.tail_cycles / est.cycles:.0f}% of the estimate): see the bound")
        result.sample = est
        # the simulated cycles' busy time (the check stopped the run after cycle
        # ``stopped_at``, so it spans one more) stretched to the estimate
        _stretch(stats, est.cycles, est.cycles / (gpu.stopped_at + 1))
        _scale_sampled_work(stats, result.warp_instructions)
        stats.warp_instructions = result.warp_instructions
        stats.thread_instructions = result.thread_instructions
        return stats


def _stretch(stats, cycles: int, f: float) -> None:
    """A sampled launch's statistics at its estimated ``cycles``: utilisation is busy time
    over cycles, so the simulated busy time is scaled by ``f`` (estimate over simulated)."""
    stats.unit_busy = {u: b * f for u, b in stats.unit_busy.items()}
    stats.sm_active = [a * f for a in stats.sm_active]
    stats.cycles = cycles


def _scale_sampled_work(stats, total: int) -> None:
    """The sample's tensor-core work scaled to the launch's ``total`` warp-instructions
    (``stats.warp_instructions`` still the sample's): the achieved TFLOPS of a sampled
    launch is the whole grid's estimated work over its estimated cycles, as its IPC is."""
    stats.tensor_flops = round(stats.tensor_flops * total / max(stats.warp_instructions, 1))


#: CTAs a cycles-only sampled launch runs functionally for its instruction counts
PROBE_CTAS = 8


def _probe_ids(grid3, n: int) -> np.ndarray:
    """ctaids of ``n`` CTAs spread evenly over the grid, in launch order."""
    ncta = grid3[0] * grid3[1] * grid3[2]
    pos = np.unique(np.linspace(0, ncta - 1, min(n, ncta)).round().astype(np.int64))
    return np.concatenate([group_ids(grid3, int(p), int(p) + 1) for p in pos])


def _bundled_registers(source: str, kernel: str) -> int | None:
    """ptxas's register count when ``source`` is a bundled PTX file."""
    from tcsim import kernels

    path = Path(source)
    try:
        if path.parent.resolve() != Path(kernels.__file__).resolve().parent:
            return None
    except OSError:
        return None
    return kernels.ptxas_registers(path.name, kernel)
