"""Device memory: channels with a bandwidth and a latency.

Each L2 slice sends its misses and dirty write-backs to one channel (slice ``s`` belongs
to channel ``s * channels // slices``). A channel moves ``efficiency x theoretical /
channels`` bytes per SM clock cycle; a read's data is back ``latency`` cycles after the
channel starts it (the zero-load latency includes the transfer; a busy channel adds
queueing). The efficiency stands for what a row/bank model would produce (refresh,
read/write turnarounds, row misses): seed 003 Table 3.1 measured 750 of 900 GB/s on V100.
"""

from __future__ import annotations

from tcsim.timing.server import Clock, Server


class Dram:
    def __init__(self, cfg, slices: int, clock_mhz: float, clock: Clock | None = None) -> None:
        self.cfg = cfg
        self.channels = [Server(f"dram{c}", clock) for c in range(cfg.channels)]
        self.slices = slices
        # bytes per SM cycle per channel
        self.bytes_per_cycle = cfg.efficiency * cfg.theoretical_gbs * 1e9 / (clock_mhz * 1e6) / cfg.channels
        self.read_bytes = 0
        self.write_bytes = 0
        self.latency = float(cfg.latency)       # (added to float cycles: see L2.hit)

    def channel_of(self, slice_id: int) -> Server:
        return self.channels[slice_id * len(self.channels) // self.slices]

    def read(self, slice_id: int, t: float, nbytes: int, lines=None) -> float:
        """A read of ``nbytes`` reaching the controller at ``t``: the cycle its data is back at
        the slice (``lines``: the L2 lines it fills, which a channel does not need)."""
        ch = self.channel_of(slice_id)
        cycles = nbytes / self.bytes_per_cycle
        start = ch.serve(t, cycles)
        self.read_bytes += nbytes
        return start + self.latency

    def write(self, slice_id: int, t: float, nbytes: int) -> None:
        ch = self.channel_of(slice_id)
        ch.serve(t, nbytes / self.bytes_per_cycle)
        self.write_bytes += nbytes

    def new_launch(self) -> None:
        for ch in self.channels:
            ch.reset()
        self.read_bytes = self.write_bytes = 0
