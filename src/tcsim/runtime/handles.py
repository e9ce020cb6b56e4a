"""What the host API hands back: device arrays and launch results (no other runtime module
is imported here, so every runtime module can use these)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from tcsim.errors import LaunchError

if TYPE_CHECKING:
    from tcsim.runtime.device import Device


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
