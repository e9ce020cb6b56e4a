"""Host API in the style of CuPy's RawModule.

>>> dev = tcsim.Device(arch="titan_v")
>>> a = dev.array(np.arange(4, dtype=np.float32))
>>> mod = dev.load_ptx("kernel.ptx")
>>> mod.get_function("k")((1,), (4,), (a, np.int32(4)))
>>> a.get()
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from tcsim.arch.loader import load_config
from tcsim.arch.params import GPUConfig
from tcsim.errors import ConfigError, LaunchError
from tcsim.exec.memory import GlobalMemory
from tcsim.runtime.handles import DeviceArray, LaunchResult, check_dtype
from tcsim.runtime.progress import Progress
from tcsim.runtime.ptx import Kernel, RawModule

if TYPE_CHECKING:  # imported when first used: the AMD stack is not needed to run PTX
    from tcsim.runtime.asm import AsmModule

__all__ = ["Device", "DeviceArray", "LaunchResult", "RawModule", "Kernel"]

#: default instruction budget of a PTX launch, per warp: far above what a warp of a
#: bundled kernel executes (the tiled sgemm at 512^3: 2,321, linear in K), low enough that
#: an endless loop stops within minutes rather than running forever
MAX_WARP_INSTRUCTIONS = 10_000_000


class Device:
    """A simulated GPU: its configuration and its global memory."""

    def __init__(self, arch: str | GPUConfig = "titan_v", tensor_arithmetic: str | None = None, *,
                 config: dict | None = None, mfma_scale: float = 1.0, hazards: str = "error"):
        """``arch`` is a bundled GPU's name (``tcsim.arch.known_gpus()``) or the path of your own
        config file ending in ``.toml``, or a config already resolved by ``tcsim.arch.load_config``
        (what the command line's ``--config`` / ``--set`` build); ``config`` overrides values by dotted key, e.g.
        ``{"timing.hmma.fedp_per_core": 8}`` (checked like file values; docs/configs.md).
        ``tensor_arithmetic`` overrides the arch's tensor-core arithmetic model
        (a name in ``tcsim.matrix.numerics.MODELS``, e.g. ``"exact"``). AMD timing mode:
        ``mfma_scale`` multiplies MFMA occupancy (seed 004 §V-B), ``hazards`` is "error" or
        "record" (see ``timing/matrix_core.py``)."""
        if isinstance(arch, GPUConfig):  # resolved (and checked) already
            if config:
                raise ConfigError("a resolved config takes no further overrides: give them to load_config")
            self.config: GPUConfig = arch
            arch = arch.name
        else:
            self.config = load_config(arch, config)
        if tensor_arithmetic is not None:
            from tcsim.matrix.numerics import MODELS

            if not isinstance(tensor_arithmetic, str) or tensor_arithmetic not in MODELS:
                raise ConfigError(f"tensor_arithmetic={tensor_arithmetic!r} is not a tensor-core arithmetic model "
                                  f"(one of: {', '.join(MODELS)})")
        if (isinstance(mfma_scale, bool) or not isinstance(mfma_scale, (int, float, np.integer, np.floating))
                or not np.isfinite(mfma_scale) or mfma_scale <= 0):
            raise ConfigError(f"mfma_scale must be a positive number, not {mfma_scale!r}")
        if hazards not in ("error", "record"):
            raise ConfigError(f"hazards must be 'error' or 'record', not {hazards!r}")
        self.tensor_arithmetic = tensor_arithmetic
        #: default launch mode: "functional" or "timing"
        self.mode = "functional"
        #: timing mode: record every tensor-core micro-op (LaunchResult.timing.trace)
        self.trace = False
        #: PTX timing mode: sampled timing for launches (True or a
        #: tcsim.timing.sampling.SampleOptions; docs/sampling.md); False: every cycle simulated
        self.sample = False
        #: PTX timing mode: record each launch's per-warp streams for replays
        #: (LaunchResult.trace; timing/replay.py)
        self.record_traces = False
        #: AMD timing mode: multiply every MFMA's matrix-core occupancy (seed 004 §V-B)
        self.mfma_scale = mfma_scale
        #: AMD timing mode: "error" stops at a violation of the ISA's wait states after an
        #: MFMA, "record" times it as the hardware would and lists it in the statistics
        self.hazards = hazards
        self.arch = arch
        self.gmem = GlobalMemory()
        self.launches: list[LaunchResult] = []
        self._gridid = 0
        #: default progress callback of launches: ``cb(tcsim.runtime.progress.Progress)`` about
        #: every 0.5 s (CTAs done, instructions, cycles in timing mode)
        self.progress: Callable[[Progress], None] | None = None
        #: most threads (incl. warp padding) simulated together in one batch of CTAs;
        #: bounds numpy temporaries. Lower it to force many small batches (tests do).
        self.max_batch_threads = 1 << 16
        #: AMD launches: stop with an error after this many wave-instructions per batch
        #: (None: no limit; an endless loop in the kernel then runs forever, as on a GPU)
        self.max_wave_instructions: int | None = None
        #: PTX launches: stop with an error when a warp has executed more than this many
        #: instructions (an endless loop); None: no limit. Per launch: max_warp_instructions=
        self.max_warp_instructions: int | None = MAX_WARP_INSTRUCTIONS
        #: PTX timing mode: stop with an error when a kernel still runs at this cycle (an
        #: endless loop); None: no limit. Generous: ~150x the longest bundled run (the
        #: 2048^3 naive GEMM sweep point, 6.8 million cycles), about 1 s of GPU time.
        self.max_cycles: int | None = 1_000_000_000
        #: timing mode: the memory hierarchy's state that outlives a launch (L2, TLBs, DRAM)
        self._memory_state = None
        self._pending_host_writes: list[tuple[int, int]] = []

    # -- memory -----------------------------------------------------------------------
    def array(self, host) -> DeviceArray:
        """A device array holding a copy of ``host`` (a numpy array or anything numpy turns into one)."""
        try:
            host = np.ascontiguousarray(host)
        except (TypeError, ValueError) as e:
            raise LaunchError(f"array(): cannot make a numpy array of the data: {e}") from None
        check_dtype(host.dtype, "array()")
        d = self.empty(host.shape, host.dtype)
        d.set(host)
        return d

    def empty(self, shape, dtype=np.float32) -> DeviceArray:
        """A zero-filled device array of ``shape`` (an int or a tuple of non-negative ints)."""
        dims = (shape,) if isinstance(shape, (int, np.integer)) else shape
        if (not isinstance(dims, (tuple, list))
                or not all(isinstance(x, (int, np.integer)) and not isinstance(x, bool) and x >= 0 for x in dims)):
            raise LaunchError(f"empty(): shape must be a non-negative int or a tuple of them, got {shape!r}")
        shape = tuple(int(x) for x in dims)
        dt = check_dtype(dtype, "empty()")
        n = math.prod(shape) * dt.itemsize
        return DeviceArray(self, self.gmem.alloc(n, label=f"array{shape} {dt}"), shape, dt)

    zeros = empty  # device memory is zero-filled when allocated

    def _host_wrote(self, addr: int, nbytes: int) -> None:
        """A host-to-device copy: in timing mode its lines populate the L2 (seed 003 Table 3.1)."""
        if getattr(self.config, "timing", None) is None:
            return  # no NVIDIA memory hierarchy on this device
        addr = int(self.gmem.physical(np.array([addr]))[0])  # the caches see the packed layout
        if self._memory_state is not None:
            self._memory_state.note_host_write(addr, nbytes)
        else:
            self._pending_host_writes.append((addr, nbytes))

    def amd_memory(self):
        """The AMD memory hierarchy of this device (``timing/amd_memory.py``; None without an
        ``amd.hierarchy``): its L2s, Infinity Cache and TLBs persist across launches."""
        amd = getattr(self.config, "amd", None)
        if amd is None or amd.hierarchy is None:
            return None
        if getattr(self, "_amd_memory", None) is None:
            from tcsim.timing.amd_memory import AmdMemory

            self._amd_memory = AmdMemory(self.config)
        return self._amd_memory

    def memory_state(self):
        """The device's memory-hierarchy state (created at the first timing launch)."""
        if self._memory_state is None:
            from tcsim.timing.memory import MemoryState

            self._memory_state = MemoryState(self.config)
            for a, n in self._pending_host_writes:
                self._memory_state.note_host_write(a, n)
            self._pending_host_writes.clear()
        return self._memory_state

    # -- replays ----------------------------------------------------------------------
    def record(self, kernel: Kernel, grid, block, args, shared_mem: int = 0, **launch):
        """Run ``kernel`` in timing mode and record what a replay needs: the trace
        (``result.trace``); the launch's results are as usual."""
        return kernel(grid, block, args, shared_mem, mode="timing", record=True, **launch).trace

    def replay(self, trace, **launch) -> LaunchResult:
        """Time a recorded launch (``record``, ``tcsim run --record``) on this device's
        config without running its semantics: the cycles and statistics of a full timing run
        with this config. Only ``timing.*`` values may differ from the recording's config
        (timing/replay.py)."""
        from tcsim.timing.replay import replay

        return replay(self, trace, **launch)

    # -- code -------------------------------------------------------------------------
    def load_ptx(self, source: str | bytes | os.PathLike) -> RawModule:
        """Load PTX from a path or from text (anything containing a newline or '.entry').
        Loading is all or nothing: when it fails, the device is as before."""
        from tcsim.isa.ptx import parse

        if self.config.vendor != "nvidia":
            raise LaunchError(f"{self.arch} is an {self.config.vendor.upper()} GPU ({self.config.isa}): it runs "
                              "AMDGPU assembly (Device.load_asm), not PTX")
        text, name = _source_text(source, "load_ptx", "PTX", ".entry", "<ptx>")
        module = parse(text, name)
        mark = self.gmem.mark()
        try:
            mod = RawModule(self, module)  # places the module's variables in global memory
            mod.text = text
            return mod
        except BaseException:
            self.gmem.release(mark)
            raise

    def load_cubin(self, source: str | bytes | os.PathLike, listing: str | None = None):
        """Load a cubin (ptxas / nvcc -cubin output; a path or its bytes) to run its SASS
        (runtime/cubin.py). ``listing``: its ``nvdisasm -c`` text, by default the ``.sass``
        file next to it or nvdisasm run now (tcsim/isa/sass)."""
        from tcsim.isa.sass import listing_path, load_cubin
        from tcsim.runtime.cubin import CubinModule

        if self.config.vendor != "nvidia":
            raise LaunchError(f"{self.arch} is an {self.config.vendor.upper()} GPU: it does not run NVIDIA cubins")
        cubin = load_cubin(source, listing)
        where = "<listing>"
        if listing is None and not isinstance(source, bytes):
            lp = listing_path(Path(source))
            where = lp.name if lp.is_file() else f"nvdisasm of {Path(source).name}"
        return CubinModule(self, cubin, where)

    def load_asm(self, source: str | bytes | os.PathLike) -> AsmModule:
        """Load AMDGPU assembly (LLVM's ``.s`` output for gfx90a / gfx942) from a path or
        from text (anything containing a newline or '.amdgcn_target')."""
        from tcsim.isa.amdgpu import parse
        from tcsim.runtime.asm import AsmModule

        if self.config.vendor != "amd":
            raise LaunchError(f"{self.arch} is an NVIDIA GPU ({self.config.isa}): it runs PTX (Device.load_ptx), "
                              "not AMDGPU assembly (try arch='mi200' or 'mi300')")
        text, name = _source_text(source, "load_asm", "assembly", ".amdgcn_target", "<asm>")
        return AsmModule(self, parse(text, name))


def _source_text(source, method: str, kind: str, marker: str, anonymous: str) -> tuple[str, str]:
    """``(text, file name for messages)`` of a module given as text, bytes or a path: a
    str is text when it has a newline or ``marker``, else a path."""
    if isinstance(source, (bytes, bytearray)):
        return bytes(source).decode("utf-8", errors="replace"), anonymous
    if not isinstance(source, (str, os.PathLike)):
        raise LaunchError(f"{method}(): source must be {kind} text or a path (str or os.PathLike), "
                          f"not {type(source).__name__}")
    if isinstance(source, str) and ("\n" in source or marker in source):
        return source, anonymous
    try:
        path = Path(source)
        if path.is_dir():
            raise LaunchError(f"{path}: is a directory, not {'an' if kind[0] in 'aeiou' else 'a'} {kind} file")
        if not path.is_file():
            raise LaunchError(f"{path}: no such {kind} file")
        # as the front ends' parse_file: undecodable bytes become U+FFFD and fail as syntax
        return path.read_text(encoding="utf-8", errors="replace"), str(path)
    except OSError as e:
        raise LaunchError(f"{source}: cannot read the {kind} file: {e.strerror or e}") from None
    except ValueError as e:  # e.g. an embedded NUL character
        raise LaunchError(f"{method}(): {source!r} is not a usable path: {e}") from None
