"""tcsim: a cycle-level simulator of GPUs with matrix units that runs real PTX."""

from tcsim.errors import ExecutionError, LaunchError, PTXSyntaxError, TcsimError
from tcsim.runtime import Device, DeviceArray, LaunchResult

__all__ = ["Device", "DeviceArray", "LaunchResult", "TcsimError", "PTXSyntaxError", "LaunchError", "ExecutionError"]
__version__ = "0.1.0"
