"""Cubins (SASS) on a device: ``dev.load_cubin(path or bytes)`` returns a :class:`CubinModule`
whose kernels launch like PTX ones — ``kernel(grid, block, args, shared_mem=0)`` — in SASS
mode: the machine code ptxas wrote, run by tcsim's functional driver or, in timing mode, by
the SASS timing driver (timing/sass.py: issue governed by the control bits; issue 14).

Arguments are packed by the cubin's parameter list (EIATTR_KPARAM_INFO: offsets and sizes;
a cubin carries no types): a device array is an 8-byte pointer, a numpy scalar must have the
parameter's size, a Python int fills it, a float is an f32 (4 bytes) or f64 (8 bytes).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

import numpy as np

from tcsim.errors import LaunchError
from tcsim.isa.sass.ir import Cubin, SassKernel
from tcsim.runtime.handles import DeviceArray, LaunchResult, check_device
from tcsim.runtime.launch import (
    check_mode,
    check_progress,
    check_shared_mem,
    dim3,
    finish,
    groups_per_batch,
    record_timing,
    run_batches,
)
from tcsim.runtime.progress import reporter


class CubinModule:
    def __init__(self, device, cubin: Cubin, listing: str):
        self.device = device
        self.cubin = cubin
        self.listing = listing
        self._programs: dict = {}

    def kernels(self) -> list[str]:
        return list(self.cubin.kernels)

    def get_function(self, name: str) -> CubinKernel:
        k = self.cubin.kernels.get(name)
        if k is None:
            raise LaunchError(f"{self.cubin.path}: no kernel named '{name}' (kernels: {', '.join(self.cubin.kernels) or 'none'})")
        return CubinKernel(self, k)

    def program(self, name: str):
        from tcsim.exec.sass.program import SassProgram

        if name not in self._programs:
            self._programs[name] = SassProgram(self.cubin.kernels[name], self.cubin.sm, self.listing,
                                                  self.device.config, self.device.tensor_arithmetic)
        return self._programs[name]


def pack_params(k: SassKernel, args: Sequence, device) -> np.ndarray:
    if not isinstance(args, (tuple, list)):
        raise LaunchError(f"kernel {k.name}: args must be a tuple or list")
    if len(args) != len(k.params):
        sig = ", ".join(f"{p.size}B" for p in k.params)
        raise LaunchError(f"kernel {k.name} takes {len(k.params)} arguments ({sig}), got {len(args)}")
    buf = np.zeros(max(k.param_size, 16), dtype=np.uint8)
    for i, (p, a) in enumerate(zip(k.params, args)):
        what = f"argument {i} ({p.size} bytes at parameter offset {p.offset:#x})"
        if isinstance(a, DeviceArray):
            if p.size != 8:
                raise LaunchError(f"kernel {k.name}: {what} is not a pointer, but a device array was passed")
            check_device(k.name, what, a, device)
            raw = np.uint64(a.ptr).tobytes()
        elif isinstance(a, np.generic):
            if a.dtype.itemsize != p.size:
                raise LaunchError(f"kernel {k.name}: {what} expects {p.size} bytes, got {a.dtype} ({a.dtype.itemsize} bytes)")
            raw = a.tobytes()
        elif isinstance(a, (bool, int)):
            bits = 8 * p.size
            if not -(1 << (bits - 1)) <= a < (1 << bits):
                raise LaunchError(f"kernel {k.name}: {what}: {a} does not fit in {bits} bits")
            raw = (int(a) & ((1 << bits) - 1)).to_bytes(p.size, "little")
        elif isinstance(a, float) and p.size in (4, 8):
            raw = np.asarray(a, dtype=np.float32 if p.size == 4 else np.float64).tobytes()
        elif isinstance(a, (bytes, bytearray)) and len(a) == p.size:
            raw = bytes(a)
        else:
            raise LaunchError(f"kernel {k.name}: {what}: cannot pass {type(a).__name__}")
        buf[p.offset:p.offset + p.size] = np.frombuffer(raw, dtype=np.uint8)
    return buf


class CubinKernel:
    def __init__(self, module: CubinModule, kernel: SassKernel):
        self.module = module
        self.kernel = kernel
        self.name = kernel.name
        self.registers = kernel.registers

    def cluster_attrs(self):
        """The kernel's cluster declarations as runtime/cluster.py reads them from PTX:
        EIATTR_CTA_PER_CLUSTER (.reqnctapercluster), EIATTR_EXPLICIT_CLUSTER, EIATTR_MAX_CLUSTER_RANK."""
        from types import SimpleNamespace

        attrs = {}
        for a in self.kernel.attributes:
            if a.code == 0x3D and isinstance(a.value, bytes) and len(a.value) >= 12:
                attrs["reqnctapercluster"] = tuple(int(x) for x in np.frombuffer(a.value[:12], dtype="<u4"))
            elif a.code == 0x3E:
                attrs["explicitcluster"] = True
            elif a.code == 0x3F and isinstance(a.value, bytes) and len(a.value) >= 4:
                attrs["maxclusterrank"] = int(np.frombuffer(a.value[:4], dtype="<u4")[0])
        return SimpleNamespace(name=self.name, attrs=attrs)

    def __call__(self, grid, block, args: Sequence, shared_mem: int = 0, *, progress=None,
                 mode: str | None = None, max_warp_instructions=None, cluster=None) -> LaunchResult:
        from tcsim.exec.functional import FunctionalDriver
        from tcsim.exec.sass.operands import PT_ROW, UPT_ROW
        from tcsim.exec.sass.program import constant_bank
        from tcsim.exec.state import LaunchInfo, ThreadBatch

        dev = self.module.device
        core = dev.config.core
        grid3, block3 = dim3(grid, "grid"), dim3(block, "block")
        nthreads = block3[0] * block3[1] * block3[2]
        if nthreads > core.max_threads_per_cta:
            raise LaunchError(f"block {block3} exceeds the limits of {dev.arch} ({core.max_threads_per_cta} threads)")
        if self.kernel.max_threads and nthreads > int(np.prod(self.kernel.max_threads)):
            raise LaunchError(f"kernel {self.name} was compiled for at most {'x'.join(map(str, self.kernel.max_threads))} "
                              f"threads per CTA (EIATTR_MAX_THREADS); the block has {nthreads}")
        shared_mem = check_shared_mem(shared_mem)
        check_progress(progress)
        mode = check_mode(mode, dev.mode)
        prog = self.module.program(self.name)
        total = prog.dyn_smem_base + shared_mem if shared_mem else prog.static_smem
        if total > core.max_shared_per_cta:
            raise LaunchError(f"kernel {self.name} needs {total} bytes of shared memory; {dev.arch} allows "
                              f"{core.max_shared_per_cta} per CTA")
        from tcsim.runtime.cluster import cluster_shape, launch_order

        cluster3, explicit = cluster_shape(self.cluster_attrs(), cluster, grid3, dev.config)
        csize = cluster3[0] * cluster3[1] * cluster3[2]
        order = launch_order(grid3, cluster3) if explicit else None
        params = pack_params(self.kernel, args, dev)
        words = constant_bank(prog, grid3, block3, params, cluster3)
        # the generic parameter window: the parameters, or on Hopper the whole bank (program.py)
        kparam = words.view(np.uint8) if prog.params_in_bank else params
        banks = {0: words, **{b: np.frombuffer(d + bytes(-len(d) % 4), dtype=np.uint32)
                              for b, d in self.kernel.cbanks.items()}}
        dev._gridid += 1
        result = LaunchResult(self.name, grid3, block3, shared_mem, arch=dev.config.to_dict())
        result.mode = mode
        info = LaunchInfo(self.name, grid3, block3, dev.arch, cluster3, explicit)
        ncta = grid3[0] * grid3[1] * grid3[2]
        rep = reporter(progress or dev.progress, self.name, mode, ncta)
        t0 = time.perf_counter()
        budget = dev.max_warp_instructions if max_warp_instructions is None else max_warp_instructions

        def batch(start: int, ids: np.ndarray, cb) -> tuple[int, int]:
            st = ThreadBatch(prog, info, ids, dev.gmem, kparam, words.view(np.uint8), shared_mem, core.sm_count)
            st.cbanks = banks
            st.banks["pred"][PT_ROW] = True
            st.banks["pred"][UPT_ROW] = True
            st.smid = ((np.arange(st.T) // st.cta_stride + start) % core.sm_count).astype(np.uint32)
            st.gridid = dev._gridid
            st.max_warp_instructions = budget
            FunctionalDriver(st, cb).run()
            return st.warp_instructions, st.thread_instructions

        if mode == "timing":
            return finish(dev, self._timing(result, prog, info, grid3, nthreads, kparam, words, banks, budget, rep,
                                            order, csize), t0)

        stride = -(-nthreads // 32) * 32
        per_thread = 4 * prog.bank_rows["b32"] + prog.bank_rows["pred"] + prog.local_size
        per_batch = groups_per_batch(stride, per_thread, dev.max_batch_threads)
        per_batch = max(csize, per_batch - per_batch % csize)   # whole clusters per batch
        run_batches(result, grid3, per_batch, rep, batch, order)
        return finish(dev, result, t0)

    def _timing(self, result, prog, info, grid3, nthreads, kparam, words, banks, budget, rep, order=None, csize=1):
        """A timing launch: the SASS-mode timing driver (timing/sass.py) over state for as
        many CTAs as can reside at once, as a PTX timing launch."""
        from tcsim.exec.sass.operands import PT_ROW, UPT_ROW
        from tcsim.exec.state import ThreadBatch
        from tcsim.runtime.launch import group_ids
        from tcsim.runtime.progress import watch_events
        from tcsim.timing import placement
        from tcsim.timing.sass import SassTimingGPU

        dev = self.module.device
        core = dev.config.core
        ncta = grid3[0] * grid3[1] * grid3[2]
        cta_ids = group_ids(grid3, 0, ncta) if order is None else order
        slots = min(ncta, placement.resident_bound(core, -(-nthreads // 32)))
        slots = max(csize, slots - slots % csize)   # whole clusters
        st = ThreadBatch(prog, info, cta_ids[:slots].copy(), dev.gmem, kparam, words.view(np.uint8),
                         result.shared_mem, core.sm_count)
        st.cbanks = banks
        st.banks["pred"][PT_ROW] = True
        st.banks["pred"][UPT_ROW] = True
        st.smid = np.zeros(st.T, dtype=np.uint32)
        st.gridid = dev._gridid
        st.registers = self.kernel.registers
        st.max_warp_instructions = budget
        gpu = SassTimingGPU(st, dev.config, trace=dev.trace, memory=dev.memory_state(), grid=cta_ids,
                            max_cycles=dev.max_cycles)
        watch_events(gpu.q, rep, lambda: (gpu.ctas_done, gpu.stats.thread_instructions))
        return record_timing(result, gpu.run(), rep)
