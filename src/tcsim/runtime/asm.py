"""Host API for AMDGPU assembly, in the style of CuPy's RawModule (as ``load_ptx``).

>>> dev = tcsim.Device(arch="mi300")
>>> mod = dev.load_asm("vector_add.gfx942.s")
>>> mod.get_function("vector_add")((n // 256,), (256,), (a, b, c, np.int32(n)))

``grid`` counts workgroups and ``block`` work-items per workgroup, as in HIP's
``hipModuleLaunchKernel``. The launch packs the arguments into a kernarg segment in
device memory (see :mod:`tcsim.runtime.kernarg`), sets up every wave's initial registers
as the hardware does from the kernel descriptor, and runs the functional driver.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import numpy as np

from tcsim.errors import LaunchError
from tcsim.exec.amdgpu.driver import WaveDriver
from tcsim.exec.amdgpu.program import AsmProgram
from tcsim.exec.amdgpu.state import EXEC, FLAT_SCRATCH, GridInfo, WaveState, pack_mask
from tcsim.isa import ir
from tcsim.runtime.handles import LaunchResult
from tcsim.runtime.kernarg import dispatch_packet, pack_kernargs
from tcsim.runtime.launch import (
    check_mode,
    check_progress,
    check_shared_mem,
    dim3,
    finish,
    group_ids,
    groups_per_batch,
    run_batches,
)
from tcsim.runtime.progress import ProgressCallback, reporter, watch_events


class AsmModule:
    """A loaded AMDGPU assembly module."""

    def __init__(self, device, module: ir.AsmModule):
        self.device = device
        self.module = module
        self._programs: dict[str, AsmProgram] = {}

    def get_function(self, name: str) -> AsmFunction:
        if name not in self.module.kernels:
            names = ", ".join(self.module.kernels) or "none"
            raise LaunchError(f"{self.module.source}: no kernel named '{name}' (kernels: {names})")
        return AsmFunction(self, self.module.kernels[name])

    def program(self, name: str) -> AsmProgram:
        if name not in self._programs:
            self._programs[name] = AsmProgram(self.module, name, self.device.config)
        return self._programs[name]


class AsmFunction:
    """A kernel of an AsmModule; call it as ``kernel(grid, block, args, shared_mem=0)``
    (``shared_mem``: dynamic LDS bytes per workgroup)."""

    def __init__(self, module: AsmModule, kernel: ir.AsmKernel):
        self.module = module
        self.kernel = kernel
        self.name = kernel.name

    def __call__(self, grid, block, args: Sequence, shared_mem: int = 0, *,
                 progress: ProgressCallback | None = None, mode: str | None = None,
                 mfma_scale: float | None = None, hazards: str | None = None):
        """Launch. ``mode``: "functional" (fast, batched) or "timing" (the CU model of
        ``timing/cu.py``: the result carries cycles and statistics); default: the device's.
        Timing mode only: ``mfma_scale`` multiplies every MFMA's matrix-core occupancy (seed
        004 §V-B, default the device's ``mfma_scale``, 1.0); ``hazards`` = "error" (default)
        or "record": what a violation of the ISA's wait states after an MFMA does."""
        dev = self.module.device
        cu = dev.config.amd.cu
        k = self.kernel
        grid3, block3 = dim3(grid, "grid"), dim3(block, "block")
        items = block3[0] * block3[1] * block3[2]
        limit = min(cu.max_workgroup_size, k.meta.get("max_flat_workgroup_size", cu.max_workgroup_size))
        if items > limit:
            raise LaunchError(f"block {block3} has {items} work-items; kernel {self.name} allows at most {limit} "
                              f"(.max_flat_workgroup_size {k.meta.get('max_flat_workgroup_size')}, {dev.arch} "
                              f"{cu.max_workgroup_size})")
        if any(g >= 2**32 for g in grid3):
            raise LaunchError(f"grid {grid3} exceeds 2^32-1 workgroups per dimension")
        shared_mem = check_shared_mem(shared_mem)
        check_progress(progress)
        mode = check_mode(mode, dev.mode)
        mfma_scale = dev.mfma_scale if mfma_scale is None else mfma_scale
        hazards = dev.hazards if hazards is None else hazards
        if (isinstance(mfma_scale, bool) or not isinstance(mfma_scale, (int, float, np.integer, np.floating))
                or not np.isfinite(mfma_scale) or mfma_scale <= 0):
            raise LaunchError(f"mfma_scale must be a positive number, not {mfma_scale!r}")
        if hazards not in ("error", "record"):
            raise LaunchError(f"hazards must be 'error' or 'record', not {hazards!r}")
        prog = self.module.program(self.name)
        static = k.meta.get("group_segment_fixed_size", 0)
        lds = static + int(shared_mem)
        if lds > cu.max_lds_per_workgroup:
            raise LaunchError(f"kernel {self.name} needs {lds} bytes of LDS ({static} static + {shared_mem} dynamic); "
                              f"{dev.arch} allows {cu.max_lds_per_workgroup} per workgroup")
        kargs = pack_kernargs(k, args, grid3, block3, int(shared_mem), dev)
        gmem = dev.gmem
        kernarg_addr = gmem.alloc(len(kargs), label=f"kernarg segment of {self.name}")
        gmem.write_bytes(kernarg_addr, kargs)
        slots = prog.sgpr_slots
        dispatch_addr = queue_addr = 0
        if "dispatch_ptr" in slots:
            dispatch_addr = gmem.alloc(64, label=f"dispatch packet of {self.name}")
            gmem.write_bytes(dispatch_addr, dispatch_packet(grid3, block3, lds, kernarg_addr))
        if "queue_ptr" in slots:
            queue_addr = gmem.alloc(256, label="queue (amd_queue_t)")
        dev._gridid += 1
        result = LaunchResult(self.name, grid3, block3, int(shared_mem), arch=dev.config.to_dict())
        result.mode = mode
        info = GridInfo(self.name, grid3, block3, dev.arch)
        nwg = grid3[0] * grid3[1] * grid3[2]
        waves_per_group = -(-items // 64)
        rep = reporter(progress or dev.progress, self.name, mode, nwg)
        if mode == "timing":
            return self._timed(dev, prog, result, info, nwg, lds, kargs, kernarg_addr, dispatch_addr, queue_addr,
                               float(mfma_scale), hazards, rep)
        per_wave = (prog.num_vgprs + prog.num_agprs) * 256 + 1024
        per_batch = groups_per_batch(waves_per_group, per_wave, dev.max_batch_threads // 64)
        scratch = 0
        if prog.private_size:  # one scratch area, reused by every batch
            waves = min(per_batch, nwg) * waves_per_group
            scratch = gmem.alloc(waves * 64 * prog.private_size, label=f"scratch of {self.name}")
        t0 = time.perf_counter()

        def batch(start: int, ids: np.ndarray, cb) -> tuple[int, int]:
            st = WaveState(prog, info, ids, gmem, lds)
            st.wg_base = start
            st.scratch_base = scratch
            if scratch:
                gmem.clear(scratch, st.W * 64 * prog.private_size)
            init_waves(st, prog, kargs, kernarg_addr, dispatch_addr, queue_addr, dev._gridid)
            WaveDriver(st, cb, dev.max_wave_instructions).run()
            return st.wave_instructions, st.lane_instructions

        run_batches(result, grid3, per_batch, rep, batch)
        return finish(dev, result, t0)

    def _timed(self, dev, prog, result, info, nwg, lds, kargs, kernarg_addr, dispatch_addr, queue_addr,
               mfma_scale: float, hazards: str, rep=None):
        """The launch on the CU model: wave state for as many workgroups as can reside on
        the CUs at once (an upper bound of the occupancy); a workgroup takes a slot of it
        when placed and leaves it when it ends, and the next one finds it reset."""
        from tcsim.timing.cu import CUTimingGPU

        gmem = dev.gmem
        t0 = time.perf_counter()
        ids = group_ids(info.grid, 0, nwg)
        cu = dev.config.amd.cu
        wpg = -(-info.block[0] * info.block[1] * info.block[2] // 64)
        slots = min(nwg, cu.cu_count * max(1, cu.max_waves_per_simd * cu.simds_per_cu // wpg))
        st = WaveState(prog, info, ids[:slots].copy(), gmem, lds)
        if prog.private_size:
            st.scratch_base = gmem.alloc(st.W * 64 * prog.private_size, label=f"scratch of {self.name}")
        init_waves(st, prog, kargs, kernarg_addr, dispatch_addr, queue_addr, dev._gridid)

        def reset_slot(slot: int, g: int) -> None:
            """Slot ``slot`` as workgroup ``g`` finds it: its waves' initial state (as
            init_waves sets it), zeroed registers, LDS and scratch."""
            fresh = WaveState(prog, info, ids[g:g + 1], gmem, 0)
            w = np.arange(slot * wpg, (slot + 1) * wpg)
            fresh.wave_index = w
            fresh.scratch_base = st.scratch_base
            init_waves(fresh, prog, kargs, kernarg_addr, dispatch_addr, queue_addr, dev._gridid)
            st.wg_ids[slot] = ids[g]
            st.s[:, w] = fresh.s
            st.scc[w] = fresh.scc
            st.v[:, w] = fresh.v
            st.a[:, w] = fresh.a
            st.lds[slot * st.lds_stride:(slot + 1) * st.lds_stride] = 0
            if prog.private_size:
                n = wpg * 64 * prog.private_size
                gmem.clear(st.scratch_base + slot * n, n)

        gpu = CUTimingGPU(st, dev.config, mfma_scale=mfma_scale, hazards=hazards,
                          max_wave_instructions=dev.max_wave_instructions, memory=dev.amd_memory(),
                          workgroups=nwg, reset_slot=reset_slot)
        watch_events(gpu.q, rep, lambda: (gpu.groups_done, gpu.stats.lane_instructions))
        stats = gpu.run()
        if rep is not None:
            rep.finish(stats.lane_instructions, stats.cycles)
        result.timing = stats
        result.warp_instructions = stats.wave_instructions
        result.thread_instructions = stats.lane_instructions
        result.batches = 1
        return finish(dev, result, t0)


def init_waves(st: WaveState, prog: AsmProgram, kargs: np.ndarray, kernarg_addr: int, dispatch_addr: int,
               queue_addr: int, dispatch_id: int) -> None:
    """Every wave's initial state, as the hardware sets it from the kernel descriptor
    (AMDGPUUsage "Initial Kernel Execution State"): EXEC = the lanes that exist, the
    enabled user and system SGPRs in order, and the work-item ids packed into v0
    (gfx90a / gfx940+: x in bits 9:0, y in 19:10, z in 29:20)."""
    lo, hi = pack_mask(st.lane_exists)
    st.s[EXEC] = lo
    st.s[EXEC + 1] = hi
    s = prog.sgpr_slots

    def put64(name, val):
        if name in s:
            st.s[s[name]] = val & 0xFFFFFFFF
            st.s[s[name] + 1] = val >> 32

    # scratch: the wave's area (flat scratch / scratch_* base), the dispatch's base for the
    # kernel prologue (flat_scratch_init + wave offset), and a swizzled buffer resource
    # (element size 4, index stride 64, ADD_TID) as the runtime gives the private segment buffer
    wave_off = (st.wave_index * 64 * prog.private_size).astype(np.uint64)
    fs = np.uint64(st.scratch_base) + wave_off
    st.s[FLAT_SCRATCH] = (fs & np.uint64(0xFFFFFFFF)).astype(np.uint32)
    st.s[FLAT_SCRATCH + 1] = (fs >> np.uint64(32)).astype(np.uint32)
    if "private_segment_buffer" in s:
        r = s["private_segment_buffer"]
        base = st.scratch_base
        st.s[r] = base & 0xFFFFFFFF
        st.s[r + 1] = ((base >> 32) & 0xFFFF) | (1 << 31)  # SWIZZLE_ENABLE
        st.s[r + 2] = 0xFFFFFFFF  # num_records
        st.s[r + 3] = (1 << 19) | (3 << 21) | (1 << 23)  # element size 4, index stride 64, ADD_TID_ENABLE
    put64("flat_scratch_init", st.scratch_base)
    if "private_segment_wavefront_offset" in s:
        st.s[s["private_segment_wavefront_offset"]] = wave_off.astype(np.uint32)
    if "private_segment_size" in s:
        st.s[s["private_segment_size"]] = prog.private_size
    put64("dispatch_ptr", dispatch_addr)
    put64("queue_ptr", queue_addr)
    put64("kernarg_segment_ptr", kernarg_addr)
    put64("dispatch_id", dispatch_id)
    if "kernarg_preload" in s:
        off, n = prog.kernarg_preload
        words = np.zeros(n, dtype=np.uint32)
        raw = kargs[off * 4: off * 4 + 4 * n]
        words[: raw.size // 4] = raw[: raw.size // 4 * 4].view(np.uint32)
        st.s[s["kernarg_preload"]:s["kernarg_preload"] + n] = words[:, None]
    ids = st.wg_ids[st.wg_slot].astype(np.uint32)
    for d, name in enumerate(("workgroup_id_x", "workgroup_id_y", "workgroup_id_z")):
        if name in s:
            st.s[s[name]] = ids[:, d]
    if "workgroup_info" in s:
        first_wave = np.where(st.wave_in_group == 0, np.uint32(1 << 31), np.uint32(0)).astype(np.uint32)
        st.s[s["workgroup_info"]] = np.uint32(st.waves_per_group & 0x3F) | first_wave
    dims = prog.workitem_id_dims
    v0 = st.tid[0].astype(np.uint32)
    if dims > 1:
        v0 = v0 | (st.tid[1].astype(np.uint32) << np.uint32(10))
    if dims > 2:
        v0 = v0 | (st.tid[2].astype(np.uint32) << np.uint32(20))
    st.v[0] = np.where(st.lane_exists, v0, 0)
