"""What the host API hands back: device arrays and launch results (no other runtime module
is imported here, so every runtime module can use these)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from tcsim.errors import LaunchError

if TYPE_CHECKING:
    from tcsim.runtime.device import Device


#: element kinds a device array can hold: bool, integers, floats, complex, and raw
#: bytes / records ("V", which also covers ml_dtypes' bfloat16 and fp8 types)
ARRAY_KINDS = "biufcV"


def check_dtype(dtype, what: str) -> np.dtype:
    """``dtype`` as a numpy dtype whose elements are plain bytes on the device (not Python
    objects, strings or datetimes)."""
    try:
        dt = np.dtype(dtype)
    except TypeError as e:
        raise LaunchError(f"{what}: {dtype!r} is not a dtype ({e})") from None
    if dt.kind not in ARRAY_KINDS or dt.hasobject or dt.itemsize == 0:
        raise LaunchError(f"{what}: arrays of {dt} cannot live in device memory (numbers, bool or raw "
                          "bytes only; object, string and datetime arrays have no device layout)")
    return dt


class DeviceArray:
    """A block of device global memory holding an array of ``shape`` and ``dtype``."""

    def __init__(self, device: Device, ptr: int, shape: tuple[int, ...], dtype: np.dtype):
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
        """Copy ``host`` (same size; converted to the array's dtype) into the array."""
        if isinstance(host, np.ndarray):
            check_dtype(host.dtype, "set()")
        try:
            host = np.ascontiguousarray(host, dtype=self.dtype)
        except (TypeError, ValueError, OverflowError) as e:
            raise LaunchError(f"set(): cannot convert the data to {self.dtype}: {e}") from None
        if host.size != self.size:
            raise LaunchError(f"set(): {host.size} elements given for a device array of {self.size}")
        self.device.gmem.write_bytes(self.ptr, host)
        self.device._host_wrote(self.ptr, self.nbytes)

    def __int__(self) -> int:
        return self.ptr

    def __repr__(self) -> str:
        return f"DeviceArray(ptr={self.ptr:#x}, shape={self.shape}, dtype={self.dtype})"


def check_device(kernel: str, what: str, a: DeviceArray, device) -> None:
    """A device array passed to a kernel must live on the kernel's device."""
    if device is not None and a.device is not device:
        raise LaunchError(f"kernel {kernel}: {what}: the device array belongs to another Device "
                          f"({a.device.arch}); allocate it on the kernel's device")


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
    #: sampled timing (tcsim.timing.sampling.SampleEstimate): the estimate and its bound
    sample: object = None
    #: False when the launch did not compute its output buffers (sampled timing with
    #: ``SampleOptions(results=False)``: cycles only; global memory is as before the launch)
    results_computed: bool = True
    #: a recording timing launch's trace for replays (tcsim.timing.replay.Trace)
    trace: object = None

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
            "results_computed": self.results_computed,
        }
