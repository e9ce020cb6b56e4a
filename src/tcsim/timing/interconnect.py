"""The on-chip network between the SMs and the L2 slices.

A crossbar: a request or a reply takes ``latency`` cycles to cross, and each SM's port
moves ``sm_bytes_per_cycle`` bytes per cycle in each direction (requests carrying store
data out, replies carrying load data in), so an SM that misses a lot queues at its port. (Zero-load
latency includes a message's own transfer; the port's occupancy delays the next one.)
The slice side of the network is bounded by the slices' own ports (``l2.py``).
"""

from __future__ import annotations

from tcsim.timing.server import Clock, Server


class Network:
    def __init__(self, cfg, nsm: int, clock: Clock | None = None) -> None:
        self.latency = cfg.latency
        self.bpc = float(cfg.sm_bytes_per_cycle)
        self.out = [Server(f"noc-out{s}", clock) for s in range(nsm)]
        self.inp = [Server(f"noc-in{s}", clock) for s in range(nsm)]

    def send(self, sm: int, t: float, nbytes: int) -> float:
        """SM ``sm`` injects ``nbytes`` at ``t``: the cycle they reach the slice."""
        if nbytes:
            t = self.out[sm].serve(t, nbytes / self.bpc)
        return t + self.latency

    def reply(self, sm: int, t: float, nbytes: int) -> float:
        """A slice replies with ``nbytes`` at ``t``: the cycle the last byte is at the SM."""
        t = t + self.latency
        if nbytes:
            t = self.inp[sm].serve(t, nbytes / self.bpc)
        return t
