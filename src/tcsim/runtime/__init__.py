from tcsim.runtime.device import Device, DeviceArray, Kernel, LaunchResult, RawModule

__all__ = ["Device", "DeviceArray", "Kernel", "LaunchResult", "RawModule"]
