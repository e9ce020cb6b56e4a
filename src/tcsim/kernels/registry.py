"""The registry of bundled kernels: what a kernel is (:class:`KernelSpec`), what preparing
it gives (:class:`Launch` of :class:`KernelCall` s, checked into a :class:`CheckResult`),
the lookup functions, and where the bundled files are.

The kernel modules (:mod:`.simple`, :mod:`.tensor_core`, :mod:`.amd`) add their specs with
:func:`register`; the package imports them in that order, which is the order
:func:`names` lists them in.
"""

from __future__ import annotations

import importlib.resources
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

#: nvcc that produced the bundled PTX (also in each PTX header).
NVCC_VERSION = "13.0, V13.0.88"
#: nvidia-cutlass wheel whose headers produced cutlass_sgemm.ptx.
CUTLASS_VERSION = "4.2.0.0"

Size = int | tuple[int, ...]


class CheckResult(NamedTuple):
    """Outcome of :meth:`Launch.check`; unpacks as ``ok, message, details``."""

    ok: bool
    message: str
    details: dict[str, Any]

    @property
    def computed(self) -> bool:
        """False: the launch did not compute its outputs (sampled timing with
        ``results=False``); ``ok`` is then False and nothing was compared."""
        return self.details.get("computed", True)


@dataclass(frozen=True)
class KernelCall:
    """One kernel launch: ``function(grid, block, args, shared_mem=shared_mem)``."""

    grid: tuple[int, ...]
    block: tuple[int, ...]
    args: tuple[Any, ...]
    shared_mem: int = 0


@dataclass
class Launch:
    """Prepared inputs of one bundled kernel on one device.

    ``run()`` loads the PTX and performs ``calls`` (once: kernels that
    accumulate with atomics would double-count on a second run; call
    ``prepare`` again for a fresh launch).  ``check()`` copies the results back
    and compares them with a numpy reference.
    """

    spec: KernelSpec
    device: Any
    size: tuple[int, ...]
    calls: list[KernelCall]
    checker: Callable[[], CheckResult]
    #: free-form description of the problem (shapes, scalars, tolerance...)
    info: dict[str, Any] = field(default_factory=dict)
    #: whatever each kernel call returned (e.g. the runtime's launch results)
    results: list[Any] = field(default_factory=list, init=False, repr=False)
    _ran: bool = field(default=False, init=False, repr=False)

    @property
    def grid(self) -> tuple[int, ...]:
        return self.calls[0].grid

    @property
    def block(self) -> tuple[int, ...]:
        return self.calls[0].block

    @property
    def shared_mem(self) -> int:
        return self.calls[0].shared_mem

    def run(self) -> list[Any]:
        """Load the PTX and make the kernel call(s); returns their results."""
        if self._ran:
            raise RuntimeError(
                f"{self.spec.name}: Launch.run() already called; prepare() a new launch"
            )
        self._ran = True
        if self.spec.vendor == "amd":
            module = self.device.load_asm(asm_path(self.spec.name, self.device.config.isa))
        else:
            module = self.device.load_ptx(ptx_text(self.spec.name))
        function = module.get_function(self.spec.symbol)
        if self.spec.vendor != "amd":  # AMD code objects state their register counts
            function.registers = function.registers or ptxas_registers(self.spec.ptx_file, self.spec.symbol)
        for call in self.calls:
            self.results.append(
                function(call.grid, call.block, call.args, shared_mem=call.shared_mem)
            )
        return self.results

    def check(self) -> CheckResult:
        if not self._ran:
            return CheckResult(False, f"{self.spec.name}: run() was not called", {})
        if not all(getattr(r, "results_computed", True) for r in self.results):
            return CheckResult(False, f"{self.spec.name}: not computed (sampled timing without results: the output "
                               "buffers are as before the launch)", {"computed": False})
        return self.checker()


@dataclass(frozen=True)
class KernelSpec:
    name: str
    #: PTX file name inside this package (the .cu has the same stem)
    ptx_file: str
    #: entry-point symbol (extern "C", so unmangled)
    symbol: str
    description: str
    #: what ``size`` means for this kernel
    size_help: str
    default_size: Size
    test_sizes: tuple[Size, ...]
    #: how check() decides
    tolerance: str
    prepare: Callable[[Any, Size, np.random.Generator], Launch] = field(repr=False)
    #: fixed launch facts worth showing (block shape, tile, shared memory ...)
    launch_notes: dict[str, Any] = field(default_factory=dict)
    #: uses tensor-core instructions (wmma / mma.sync / ldmatrix)
    tensor_core: bool = False
    #: oldest SM whose instructions the PTX needs (75: run on e.g. arch="rtx2080")
    min_sm: int = 70
    #: "nvidia" (PTX from CUDA) or "amd" (AMDGPU assembly from HIP, one file per gfx target:
    #: ``ptx_file`` is then the stem ``amdgpu/<name>``, see :func:`asm_path`)
    vendor: str = "nvidia"

    @property
    def source_file(self) -> str:
        if self.vendor == "amd":
            return self.ptx_file + ".hip"
        return self.ptx_file[: -len(".ptx")] + ".cu"


# --------------------------------------------------------------------------

#: Whether names()/specs() list the tensor-core kernels by default.  They are registered
#: with ``tensor_core=True``: get() finds them either way.  Kernels with ``min_sm=75``
#: (integer/sub-byte wmma, Turing mma.sync) need a Turing device such as
#: ``tcsim.Device(arch="rtx2080")``.
INCLUDE_TENSOR_CORE_BY_DEFAULT = True

#: every bundled kernel by name, in registration order
SPECS: dict[str, KernelSpec] = {}


def register(*specs: KernelSpec) -> None:
    """Add kernels to the registry (names must be new)."""
    for s in specs:
        if s.name in SPECS:
            raise ValueError(f"bundled kernel {s.name!r} registered twice")
        SPECS[s.name] = s


def spec_launch(name: str, prepare: Callable[..., Launch]) -> Callable[[Any, Size, np.random.Generator], Launch]:
    """``prepare`` with its launch attributed to the kernel ``name`` (for a kernel whose
    preparation is another kernel's: the AMD twins of the NVIDIA examples)."""

    def prep(dev: Any, size: Size, rng: np.random.Generator) -> Launch:
        launch = prepare(dev, size, rng)
        launch.spec = SPECS[name]
        return launch
    return prep


def names(include_tensor_core: bool | None = None) -> list[str]:
    """Names of the bundled kernels, in a stable order.

    The tensor-core kernels (``spec.tensor_core``) are included only with
    ``include_tensor_core=True`` (default: INCLUDE_TENSOR_CORE_BY_DEFAULT);
    :func:`get` finds every kernel either way.
    """
    return [s.name for s in specs(include_tensor_core)]


def specs(include_tensor_core: bool | None = None, vendor: str = "nvidia") -> list[KernelSpec]:
    """Specs of one vendor's bundled kernels (``vendor=None``: all)."""
    if include_tensor_core is None:
        include_tensor_core = INCLUDE_TENSOR_CORE_BY_DEFAULT
    return [s for s in SPECS.values() if (include_tensor_core or not s.tensor_core)
            and (vendor is None or s.vendor == vendor)]


def amd_names() -> list[str]:
    """Names of the bundled AMD kernels (run on arch mi200 / mi300 / mi210 / mi300x)."""
    return [s.name for s in SPECS.values() if s.vendor == "amd"]


def asm_path(name: str, isa: str) -> Path:
    """Filesystem path of a bundled AMD kernel's assembly for gfx target ``isa``."""
    spec = get(name)
    if spec.vendor != "amd":
        raise KeyError(f"{name} is not an AMD kernel")
    return data_path(f"{spec.ptx_file}.{isa}.s")


def tensor_core_names() -> list[str]:
    """Names of the bundled tensor-core kernels (wmma / mma.sync / ldmatrix)."""
    return [s.name for s in SPECS.values() if s.tensor_core and s.vendor == "nvidia"]


def get(name: str) -> KernelSpec:
    try:
        return SPECS[name]
    except KeyError:
        raise KeyError(
            f"unknown bundled kernel {name!r}; available: {', '.join(SPECS)}"
        ) from None




def _resource(filename: str):
    return importlib.resources.files(__package__).joinpath(filename)


#: Bundled sources that are microbenchmarks with a command of their own rather than
#: registry kernels (they have no numpy reference of their own).
MICROBENCHMARKS = {
    "fragments.cu": "wmma fragment probe of seed 000 Fig 4 / seed 003 Figs 4.2-4.7 (tcsim fragments)",
    "fragments_sm80.cu": "the same probe for the wmma types sm_80 added: bf16, tf32 m16n16k8, f64 m8n8k4 "
                         "(scripts/fragment_oracle_sm80.py)",
    "mem_pchase.cu": "pointer chases of seed 003 Fig 3.2, Table 3.3, Fig 3.12 (tcsim bench memory)",
    "mem_shared.cu": "shared-memory latency vs bank conflicts and bandwidth, seed 003 Figs 3.9-3.10 (tcsim bench memory)",
    "mem_bandwidth.cu": "L1 / L2 / device-memory bandwidth, seed 003 Tables 3.2, 3.4, Fig 3.11 (tcsim bench memory)",
    "mem_atomics.cu": "atomic latency under contention, seed 003 Table 4.2 (tcsim bench memory)",
}


def data_path(filename: str) -> Path:
    """Filesystem path of a bundled file (e.g. ``fragments.ptx``)."""
    res = _resource(filename)
    return res if isinstance(res, Path) else Path(str(res))


def ptx_path(name: str) -> Path:
    """Filesystem path of a bundled kernel's PTX (package data)."""
    res = _resource(get(name).ptx_file)
    if isinstance(res, Path):
        return res
    # Non-filesystem loader (e.g. zip import): fall back to its string form.
    return Path(str(res))


_REGISTERS: dict | None = None


def ptxas_registers(ptx_file: str, kernel: str) -> int | None:
    """Registers per thread ptxas (sm_75) allocates for a bundled kernel, as recorded in
    ``registers.json`` by scripts/ptxas_registers.py; ``None`` if not recorded."""
    global _REGISTERS
    if _REGISTERS is None:
        _REGISTERS = json.loads(_resource("registers.json").read_text())["kernels"]
    return _REGISTERS.get(ptx_file, {}).get(kernel)


def ptx_text(name: str) -> str:
    """The bundled PTX of a kernel, as text."""
    return _resource(get(name).ptx_file).read_text(encoding="utf-8")


def source_path(name: str) -> Path:
    """Filesystem path of a bundled kernel's CUDA source."""
    res = _resource(get(name).source_file)
    return res if isinstance(res, Path) else Path(str(res))
