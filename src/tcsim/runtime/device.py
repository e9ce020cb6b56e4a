"""Host API in the style of CuPy's RawModule.

>>> dev = tcsim.Device(arch="titan_v")
>>> a = dev.array(np.arange(4, dtype=np.float32))
>>> mod = dev.load_ptx("kernel.ptx")
>>> mod.get_function("k")((1,), (4,), (a, np.int32(4)))
>>> a.get()
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from tcsim.arch.params import GPUConfig, load_gpu
from tcsim.errors import LaunchError
from tcsim.exec.memory import GlobalMemory
from tcsim.exec.program import ModuleImage, Program
from tcsim.isa import ir
from tcsim.runtime.args import pack_args
from tcsim.runtime.image import load_image


class DeviceArray:
    """A block of device global memory holding an array of ``shape`` and ``dtype``."""

    def __init__(self, device: "Device", ptr: int, shape: tuple[int, ...], dtype: np.dtype):
        self.device = device
        self.ptr = ptr
        self.shape = shape
        self.dtype = np.dtype(dtype)
        self.size = int(np.prod(shape, dtype=np.int64))
        self.nbytes = self.size * self.dtype.itemsize

    def get(self) -> np.ndarray:
        """Copy the array back to the host."""
        raw = self.device.gmem.read_bytes(self.ptr, self.nbytes)
        return raw.view(self.dtype).reshape(self.shape).copy()

    def set(self, host: np.ndarray) -> None:
        """Copy ``host`` (same size and dtype) into the array."""
        host = np.ascontiguousarray(host, dtype=self.dtype)
        if host.size != self.size:
            raise LaunchError(f"set(): {host.size} elements given for a device array of {self.size}")
        self.device.gmem.write_bytes(self.ptr, host)
        self.device._host_wrote(self.ptr, self.nbytes)

    def __int__(self) -> int:
        return self.ptr

    def __repr__(self) -> str:
        return f"DeviceArray(ptr={self.ptr:#x}, shape={self.shape}, dtype={self.dtype})"


@dataclass
class LaunchResult:
    """What one kernel launch did (the functional driver's counts)."""

    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    shared_mem: int
    warp_instructions: int = 0
    thread_instructions: int = 0
    seconds: float = 0.0
    batches: int = 0
    mode: str = "functional"
    arch: dict = field(default_factory=dict)
    #: timing-mode statistics (tcsim.timing.gpu.TimingStats), None in functional mode
    timing: object = None

    @property
    def cycles(self) -> int | None:
        return self.timing.cycles if self.timing is not None else None

    @property
    def thread_instructions_per_second(self) -> float:
        return self.thread_instructions / self.seconds if self.seconds else 0.0

    @property
    def warp_instructions_per_second(self) -> float:
        return self.warp_instructions / self.seconds if self.seconds else 0.0

    def to_dict(self) -> dict:
        return {
            "kernel": self.kernel, "grid": self.grid, "block": self.block, "shared_mem": self.shared_mem,
            "mode": self.mode, "batches": self.batches, "warp_instructions": self.warp_instructions,
            "thread_instructions": self.thread_instructions, "seconds": self.seconds,
            "thread_instructions_per_second": self.thread_instructions_per_second,
            "warp_instructions_per_second": self.warp_instructions_per_second, "arch": self.arch,
        }


class Device:
    """A simulated GPU: its configuration and its global memory."""

    def __init__(self, arch: str = "titan_v", tensor_arithmetic: str | None = None, *,
                 mfma_scale: float = 1.0, hazards: str = "error"):
        """``tensor_arithmetic`` overrides the arch's tensor-core arithmetic model
        (a name in ``tcsim.matrix.numerics.MODELS``, e.g. ``"exact"``). AMD timing mode:
        ``mfma_scale`` multiplies MFMA occupancy (seed 004 §V-B), ``hazards`` is "error" or
        "record" (see ``timing/matrix_core.py``)."""
        self.config: GPUConfig = load_gpu(arch)
        self.tensor_arithmetic = tensor_arithmetic
        #: default launch mode: "functional" or "timing"
        self.mode = "functional"
        #: timing mode: record every tensor-core micro-op (LaunchResult.timing.trace)
        self.trace = False
        #: AMD timing mode: multiply every MFMA's matrix-core occupancy (seed 004 §V-B)
        self.mfma_scale = mfma_scale
        #: AMD timing mode: "error" stops at a violation of the ISA's wait states after an
        #: MFMA, "record" times it as the hardware would and lists it in the statistics
        self.hazards = hazards
        self.arch = arch
        self.gmem = GlobalMemory()
        self.launches: list[LaunchResult] = []
        self._gridid = 0
        #: default progress callback ``cb(thread_instructions, ctas_done)`` for launches
        self.progress: Callable[[int, int], None] | None = None
        #: most threads (incl. warp padding) simulated together in one batch of CTAs;
        #: bounds numpy temporaries. Lower it to force many small batches (tests do).
        self.max_batch_threads = 1 << 16
        #: AMD launches: stop with an error after this many wave-instructions per batch
        #: (None: no limit; an endless loop in the kernel then runs forever, as on a GPU)
        self.max_wave_instructions: int | None = None
        #: PTX timing mode: stop with an error when a kernel still runs at this cycle (an
        #: endless loop); None: no limit. Generous: ~150x the longest bundled run (the
        #: 2048^3 naive GEMM sweep point, 6.8 million cycles), about 1 s of GPU time.
        self.max_cycles: int | None = 1_000_000_000
        #: timing mode: the memory hierarchy's state that outlives a launch (L2, TLBs, DRAM)
        self._memory_state = None
        self._pending_host_writes: list[tuple[int, int]] = []

    # -- memory -----------------------------------------------------------------------
    def array(self, host) -> DeviceArray:
        host = np.ascontiguousarray(host)
        d = self.empty(host.shape, host.dtype)
        d.set(host)
        return d

    def empty(self, shape, dtype=np.float32) -> DeviceArray:
        shape = (shape,) if np.isscalar(shape) else tuple(int(s) for s in shape)
        dt = np.dtype(dtype)
        n = int(np.prod(shape, dtype=np.int64)) * dt.itemsize
        return DeviceArray(self, self.gmem.alloc(n, label=f"array{shape} {dt}"), shape, dt)

    zeros = empty  # device memory is zero-filled when allocated

    def _host_wrote(self, addr: int, nbytes: int) -> None:
        """A host-to-device copy: in timing mode its lines populate the L2 (seed 003 Table 3.1)."""
        if getattr(self.config, "timing", None) is None:
            return  # no NVIDIA memory hierarchy on this device
        if self._memory_state is not None:
            self._memory_state.note_host_write(addr, nbytes)
        else:
            self._pending_host_writes.append((addr, nbytes))

    def memory_state(self):
        """The device's memory-hierarchy state (created at the first timing launch)."""
        if self._memory_state is None:
            from tcsim.timing.memory import MemoryState

            self._memory_state = MemoryState(self.config)
            for a, n in self._pending_host_writes:
                self._memory_state.note_host_write(a, n)
            self._pending_host_writes.clear()
        return self._memory_state

    # -- code -------------------------------------------------------------------------
    def load_ptx(self, source: str | os.PathLike) -> "RawModule":
        """Load PTX from a path or from text (anything containing a newline or '.entry')."""
        from tcsim.isa.ptx import parse, parse_file

        if self.config.vendor != "nvidia":
            raise LaunchError(f"{self.arch} is an {self.config.vendor.upper()} GPU ({self.config.isa}): it runs "
                              "AMDGPU assembly (Device.load_asm), not PTX")
        if isinstance(source, os.PathLike) or ("\n" not in str(source) and ".entry" not in str(source)):
            path = Path(source)
            if not path.is_file():
                raise LaunchError(f"{path}: no such PTX file")
            module = parse_file(path)
        else:
            module = parse(str(source), "<ptx>")
        return RawModule(self, module)

    def load_asm(self, source: str | os.PathLike) -> "AsmModule":
        """Load AMDGPU assembly (LLVM's ``.s`` output for gfx90a / gfx942) from a path or
        from text (anything containing a newline or '.amdgcn_target')."""
        from tcsim.isa.amdgpu import parse, parse_file
        from tcsim.runtime.asm import AsmModule

        if self.config.vendor != "amd":
            raise LaunchError(f"{self.arch} is an NVIDIA GPU ({self.config.isa}): it runs PTX (Device.load_ptx), "
                              "not AMDGPU assembly (try arch='mi200' or 'mi300')")
        if isinstance(source, os.PathLike) or ("\n" not in str(source) and ".amdgcn_target" not in str(source)):
            path = Path(source)
            if not path.is_file():
                raise LaunchError(f"{path}: no such assembly file")
            module = parse_file(path)
        else:
            module = parse(str(source), "<asm>")
        return AsmModule(self, module)


class RawModule:
    """A loaded PTX module: its global/constant variables live on the device."""

    def __init__(self, device: Device, module: ir.Module):
        self.device = device
        self.module = module
        self.image: ModuleImage = load_image(module, device.gmem)
        self._programs: dict[str, Program] = {}

    def get_function(self, name: str) -> "Kernel":
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


def _dim3(v, what: str) -> tuple[int, int, int]:
    if isinstance(v, (int, np.integer)):
        v = (int(v),)
    # only integers: int("12") or int(2.5) would silently accept a wrong launch
    if not isinstance(v, (tuple, list, np.ndarray)) or not all(isinstance(x, (int, np.integer)) and not isinstance(x, bool) for x in v):
        raise LaunchError(f"{what} must be an int or a tuple of 1 to 3 ints, got {v!r}")
    v = tuple(int(x) for x in v)
    if not 1 <= len(v) <= 3 or any(x < 1 for x in v):
        raise LaunchError(f"{what} must be 1 to 3 positive integers, got {v}")
    return v + (1,) * (3 - len(v))


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
                 progress: Callable[[int, int], None] | None = None, mode: str | None = None,
                 trace: bool = False, registers: int | None = None,
                 carveout: int | None = None) -> LaunchResult:
        """Launch. ``mode``: "functional" (fast, batched) or "timing" (cycle-level; the
        result carries cycles and statistics); default: the device's ``mode``. ``trace``
        records every tensor-core micro-op (timing mode). ``registers`` per thread (as
        ``ptxas -v`` reports them) limit how many CTAs an SM holds in timing mode.
        ``carveout``: timing mode, the shared-memory carve-out in bytes (like
        cudaFuncAttributePreferredSharedMemoryCarveout; default: the smallest one that lets
        the most CTAs reside)."""
        from tcsim.exec.functional import FunctionalDriver
        from tcsim.exec.state import LaunchInfo, ThreadBatch

        dev = self.module.device
        core = dev.config.core
        progress = progress or dev.progress
        grid3, block3 = _dim3(grid, "grid"), _dim3(block, "block")
        nthreads = block3[0] * block3[1] * block3[2]
        if nthreads > core.max_threads_per_cta or block3[2] > 64 or block3[0] > 1024 or block3[1] > 1024:
            raise LaunchError(f"block {block3} exceeds the limits of {dev.arch} ({core.max_threads_per_cta} threads, 1024x1024x64)")
        if grid3[0] >= 2**31 or grid3[1] > 65535 or grid3[2] > 65535:
            raise LaunchError(f"grid {grid3} exceeds the limits (2^31-1 x 65535 x 65535)")
        regs = registers if registers is not None else self.registers
        if regs is not None and not 1 <= int(regs) <= core.max_registers_per_thread:
            raise LaunchError(f"registers={regs}: {dev.arch} allows 1 to {core.max_registers_per_thread} per thread")
        prog = self.module.program(self.name)
        if shared_mem < 0:
            raise LaunchError("shared_mem must be >= 0")
        total_smem = (prog.dyn_smem_base + shared_mem) if shared_mem else prog.static_smem
        if total_smem > core.max_shared_per_cta:
            raise LaunchError(
                f"kernel {self.name} needs {total_smem} bytes of shared memory ({prog.static_smem} static + "
                f"{shared_mem} dynamic); {dev.arch} allows {core.max_shared_per_cta} per CTA")
        kparam = pack_args(self.func, prog, args)
        dev._gridid += 1
        result = LaunchResult(self.name, grid3, block3, shared_mem, arch=dev.config.to_dict())
        info = LaunchInfo(self.name, grid3, block3, dev.arch)
        ncta = grid3[0] * grid3[1] * grid3[2]
        stride = -(-nthreads // 32) * 32
        per_thread = sum(rows * {"b16": 2, "b32": 4, "b64": 8, "pred": 1}[b] for b, rows in prog.bank_rows.items())
        per_thread += prog.local_size + prog.fparam_size + 4 * max(prog.max_call_depth, 1)
        budget_threads = max(stride, min(dev.max_batch_threads, (512 << 20) // max(per_thread, 1)))
        per_batch = max(1, budget_threads // stride)
        order = np.arange(ncta, dtype=np.int64)
        cta_ids = np.stack([order % grid3[0], (order // grid3[0]) % grid3[1], order // (grid3[0] * grid3[1])], axis=1)
        mode = mode or dev.mode
        if mode not in ("functional", "timing"):
            raise LaunchError(f"mode must be 'functional' or 'timing', not {mode!r}")
        result.mode = mode
        t0 = time.perf_counter()
        if mode == "timing":
            from tcsim.timing import placement
            from tcsim.timing.gpu import TimingGPU

            # state for as many CTAs as can reside on the SMs at once (an upper bound of the
            # occupancy); a CTA takes a slot when placed on an SM and leaves it when it retires
            slots = min(ncta, placement.resident_bound(core, stride // 32))
            st = ThreadBatch(prog, info, cta_ids[:slots].copy(), dev.gmem, kparam, self.module.image.const_bank,
                             shared_mem, core.sm_count)
            st.smid = np.zeros(st.T, dtype=np.uint32)  # set per CTA as the SMs take them
            st.gridid = dev._gridid
            st.program_max_warps = core.max_warps_per_sm
            st.registers = regs
            stats = TimingGPU(st, dev.config, trace=trace or dev.trace, memory=dev.memory_state(),
                              carveout=carveout, grid=cta_ids, max_cycles=dev.max_cycles).run()
            result.warp_instructions = stats.warp_instructions
            result.thread_instructions = stats.thread_instructions
            result.timing = stats
            result.batches = 1
            result.seconds = time.perf_counter() - t0
            dev.launches.append(result)
            return result
        for start in range(0, ncta, per_batch):
            ids = cta_ids[start:start + per_batch]
            st = ThreadBatch(prog, info, ids, dev.gmem, kparam, self.module.image.const_bank, shared_mem, core.sm_count)
            st.smid = ((np.arange(st.T) // st.cta_stride + start) % core.sm_count).astype(np.uint32)
            st.gridid = dev._gridid
            st.program_max_warps = core.max_warps_per_sm
            cb = None
            if progress is not None:
                done_before = result.thread_instructions
                cb = lambda n, d=done_before, s=start: progress(d + n, s)  # noqa: E731
            FunctionalDriver(st, cb).run()
            result.warp_instructions += st.warp_instructions
            result.thread_instructions += st.thread_instructions
            result.batches += 1
            if progress is not None:
                progress(result.thread_instructions, min(start + per_batch, ncta))
        result.seconds = time.perf_counter() - t0
        dev.launches.append(result)
        return result



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
