"""Host API in the style of CuPy's RawModule.

>>> dev = tcsim.Device(arch="titan_v")
>>> a = dev.array(np.arange(4, dtype=np.float32))
>>> mod = dev.load_ptx("kernel.ptx")
>>> mod.get_function("k")((1,), (4,), (a, np.int32(4)))
>>> a.get()
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import numpy as np

from tcsim.arch.loader import load_config
from tcsim.arch.params import GPUConfig
from tcsim.errors import ConfigError, LaunchError
from tcsim.exec.memory import GlobalMemory
from tcsim.runtime.handles import DeviceArray, LaunchResult
from tcsim.runtime.progress import Progress
from tcsim.runtime.ptx import Kernel, RawModule

if TYPE_CHECKING:  # imported when first used: the AMD stack is not needed to run PTX
    from tcsim.runtime.asm import AsmModule

__all__ = ["Device", "DeviceArray", "LaunchResult", "RawModule", "Kernel"]


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
        #: default progress callback of launches: ``cb(tcsim.runtime.progress.Progress)`` about
        #: every 0.5 s (CTAs done, instructions, cycles in timing mode)
        self.progress: Callable[[Progress], None] | None = None
        #: most threads (incl. warp padding) simulated together in one batch of CTAs;
        #: bounds numpy temporaries. Lower it to force many small batches (tests do).
        self.max_batch_threads = 1 << 16
        #: AMD launches: stop with an error after this many wave-instructions per batch
        #: (None: no limit; an endless loop in the kernel then runs forever, as on a GPU)
        self.max_wave_instructions: int | None = None
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
    def load_ptx(self, source: str | os.PathLike) -> RawModule:
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
