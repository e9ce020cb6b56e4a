"""Placing a launch's CTAs (AMD: workgroups) on SMs (CUs) as occupancy allows.

Both timing drivers (``timing/gpu.py``, ``timing/cu.py``) share the queue of waiting
CTAs and its round-robin fill (:class:`Placer`); the NVIDIA SM's occupancy rules (CTAs,
warps, shared memory and registers per SM; the shared-memory carve-out the driver picks)
are :class:`SmOccupancy`. The AMD CU's own rules (waves per SIMD, VGPRs/SGPRs per SIMD,
LDS per CU) stay in ``timing/cu.py``: they place waves on SIMDs, not only CTAs on CUs.
"""

from __future__ import annotations

from collections.abc import Callable

from tcsim.errors import ExecutionError


def gpcs(nsm: int, per_gpc: int) -> list[list[int]]:
    """The SMs of each GPC: ``per_gpc`` (the config's ``core.sms_per_gpc``) to a GPC,
    numbered GPC by GPC, the last GPC holding the rest (which SMs a partial chip disables
    is not published)."""
    return [list(range(g, min(g + per_gpc, nsm))) for g in range(0, nsm, per_gpc)]


def resident_bound(core, warps_per_cta: int) -> int:
    """Most CTAs of ``warps_per_cta`` warps the SMs of ``core`` hold at once, by the CTA and
    warp limits (shared memory and registers can only lower it): how many CTAs' state a
    timing launch allocates; the others take a slot when one retires."""
    return core.sm_count * max(1, min(core.max_ctas_per_sm, core.max_warps_per_sm // max(warps_per_cta, 1)))


class Placer:
    """The CTAs ``0 .. count-1`` of a launch, waiting in order, and the round-robin
    placement over ``units`` SMs (CUs): each waiting CTA goes to the next unit, from a
    cursor, that has room (``try_place(unit)`` returns a placement or None), and
    ``launch(cta, unit, placement, t)`` starts it there. ``sticky``: the cursor carries
    over from one fill to the next (AMD); else every fill starts again at unit 0 (NVIDIA)."""

    __slots__ = ("count", "next", "units", "cursor", "sticky", "try_place", "launch")

    def __init__(self, count: int, units: int, try_place: Callable, launch: Callable, sticky: bool = False):
        self.count = count
        self.next = 0          # the first waiting CTA (CTAs start in order)
        self.units = units
        self.cursor = 0
        self.sticky = sticky
        self.try_place = try_place
        self.launch = launch

    @property
    def waiting(self) -> int:
        return self.count - self.next

    def fill(self, t: int) -> None:
        """Start waiting CTAs at cycle ``t`` while some unit has room."""
        n = self.units
        cur = self.cursor if self.sticky else 0
        try_place = self.try_place
        while self.next < self.count:
            for k in range(n):
                u = (cur + k) % n
                where = try_place(u)
                if where is not None:
                    cta = self.next
                    self.next += 1
                    self.launch(cta, u, where, t)
                    cur = (u + 1) % n
                    break
            else:
                break
        self.cursor = cur


class SmOccupancy:
    """What one kernel's CTAs take of an NVIDIA SM (threads/warps, CTAs, shared memory,
    registers) and what is in use on each SM."""

    def __init__(self, core, cfg_name: str, kernel: str, nsm: int, warps_per_cta: int, smem: int, regs: int | None,
                 carveouts_kib, carveout: int | None):
        """``regs``: registers per thread (None/0: unknown, not limiting); ``carveout``:
        the shared-memory carve-out in bytes (None: the driver's choice)."""
        self.core = core
        self.name = cfg_name
        self.kernel = kernel
        self.nwarps = warps_per_cta
        self.smem = smem
        self.regs = regs or 0
        # registers of one CTA: per warp, rounded up to the allocation unit (unknown: 0)
        unit = core.register_alloc_unit
        self.cta_regs = warps_per_cta * (-(-self.regs * 32 // unit) * unit)
        self.carveout = self._carveout(sorted(k * 1024 for k in carveouts_kib), carveout)
        self.ctas = [0] * nsm
        self.warps = [0] * nsm
        self.smem_used = [0] * nsm
        self.regs_used = [0] * nsm

    def _carveout(self, allowed: list[int], want: int | None) -> int:
        """The launch's shared-memory carve-out in bytes (the rest of the unified storage
        is L1 data cache)."""
        if want is not None:
            if want not in allowed:
                raise ExecutionError(f"shared-memory carve-out {want} bytes is not one of {self.name}'s "
                                     f"{', '.join(str(a // 1024) for a in allowed)} KiB")
            if self.smem > want:
                raise ExecutionError(f"kernel {self.kernel} needs {self.smem} bytes of shared memory "
                                     f"per CTA; the carve-out is {want} bytes")
            return want
        core = self.core
        # as the CUDA driver does by default: the configuration that maximises occupancy
        # (per SM, from the kernel's needs; the grid size does not enter)
        ctas = min(core.max_ctas_per_sm, core.max_warps_per_sm // max(self.nwarps, 1))
        if self.cta_regs:
            ctas = min(ctas, max(core.registers_per_sm // self.cta_regs, 1))
        need = ctas * self.smem
        for a in allowed:
            if a >= need:
                return a
        return allowed[-1]

    def summary(self) -> dict:
        """Resident CTAs per SM and what limits them (the CUDA occupancy rules)."""
        core = self.core
        limits = {"ctas": core.max_ctas_per_sm, "warps": core.max_warps_per_sm // max(self.nwarps, 1)}
        if self.smem:
            limits["shared memory"] = self.carveout // self.smem
        if self.cta_regs:
            limits["registers"] = core.registers_per_sm // self.cta_regs
        by = min(limits, key=lambda k: limits[k])
        return {"ctas_per_sm": limits[by], "limited_by": by, "registers_per_thread": self.regs or None,
                "warps_per_sm": limits[by] * self.nwarps}

    def check_one_fits(self) -> None:
        core = self.core
        if self.nwarps > core.max_warps_per_sm or self.smem > self.carveout or self.cta_regs > core.registers_per_sm:
            raise ExecutionError(f"kernel {self.kernel}: one CTA ({self.nwarps} warps, {self.smem} bytes of shared "
                                 f"memory, {self.cta_regs} registers) does not fit on an SM of {self.name}")

    def fits(self, sm: int) -> bool | None:
        """True if one more CTA fits on SM ``sm``, else None (a :class:`Placer` placement)."""
        core = self.core
        if (self.ctas[sm] < core.max_ctas_per_sm
                and self.warps[sm] + self.nwarps <= core.max_warps_per_sm
                and self.smem_used[sm] + self.smem <= self.carveout
                and self.regs_used[sm] + self.cta_regs <= core.registers_per_sm):
            return True
        return None

    def take(self, sm: int) -> None:
        self.ctas[sm] += 1
        self.warps[sm] += self.nwarps
        self.smem_used[sm] += self.smem
        self.regs_used[sm] += self.cta_regs

    def release(self, sm: int) -> None:
        self.ctas[sm] -= 1
        self.warps[sm] -= self.nwarps
        self.smem_used[sm] -= self.smem
        self.regs_used[sm] -= self.cta_regs
