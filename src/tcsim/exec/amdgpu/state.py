"""Architectural state of a batch of AMDGPU workgroups, held as numpy arrays.

A *batch* is a set of workgroups of one launch executed together. Wave ``w`` of the
batch is wave ``w % waves_per_group`` of workgroup slot ``w // waves_per_group``; work-item
``i`` of a workgroup (x fastest) is lane ``i % 64`` of its wave ``i // 64``.

* ``s``: scalar registers, shape ``(128, W)`` ``uint32``, indexed by their hardware
  operand encoding (``s0``-``s101`` = 0-101, ``flat_scratch`` 102-103, ``xnack_mask``
  104-105, ``vcc`` 106-107, ``ttmp0``-``ttmp15`` 108-123, ``m0`` 124, ``exec`` 126-127),
  so ``exec``/``vcc`` are plain 64-bit register pairs that scalar instructions use like
  any other; ``scc`` is ``(W,)`` bool.
* ``v`` / ``a``: VGPRs / AGPRs, shape ``(n, W, 64)`` ``uint32`` (register, wave, lane): a
  register of a selection of waves is ``v[r, sel]`` — a view when ``sel`` is a slice.
* ``lds``: every workgroup's LDS, ``lds_stride`` bytes each.

Instruction semantics take ``(st, sel)`` with ``sel`` a slice or a sorted index array of
waves; the functional driver passes every wave at one PC, a timing driver one wave.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tcsim.exec.memory import GlobalMemory

WAVE = 64
VCC, EXEC, M0, TTMP, FLAT_SCRATCH, XNACK = 106, 126, 124, 108, 102, 104
_SHIFT32 = np.arange(32, dtype=np.uint32)
_BITS64 = np.uint64(1) << np.arange(64, dtype=np.uint64)


def lane_mask(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """(n,) low/high words of a 64-bit lane mask -> (n, 64) bool."""
    return np.concatenate([((lo[:, None] >> _SHIFT32) & 1), ((hi[:, None] >> _SHIFT32) & 1)], axis=1).astype(bool)


def pack_mask(m: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(n, 64) bool -> (low words, high words) uint32."""
    bits = np.packbits(m, axis=1, bitorder="little")
    words = np.ascontiguousarray(bits).view(np.uint32)
    return words[:, 0], words[:, 1]


def to64(lo, hi) -> np.ndarray:
    return np.asarray(lo, dtype=np.uint64) | (np.asarray(hi, dtype=np.uint64) << np.uint64(32))


@dataclass
class GridInfo:
    """What fault messages need to name the kernel and the launch."""

    kernel: str
    grid: tuple[int, int, int]  # workgroups
    block: tuple[int, int, int]  # work-items per workgroup
    arch: str = ""


class WaveState:
    def __init__(self, program, info: GridInfo, wg_ids: np.ndarray, gmem: GlobalMemory, lds_bytes: int):
        self.program = program
        self.launch = info
        self.gmem = gmem
        bx, by, bz = info.block
        self.group_items = bx * by * bz
        self.waves_per_group = -(-self.group_items // WAVE)
        self.wg_ids = wg_ids  # (nwg, 3)
        self.nwg = len(wg_ids)
        W = self.W = self.nwg * self.waves_per_group
        self.s = np.zeros((128, W), dtype=np.uint32)
        self.scc = np.zeros(W, dtype=bool)
        self.v = np.zeros((max(program.num_vgprs, 1), W, WAVE), dtype=np.uint32)
        self.a = np.zeros((max(program.num_agprs, 1), W, WAVE), dtype=np.uint32)
        self.lds_size = lds_bytes
        self.lds_stride = -(-max(lds_bytes, 4) // 16) * 16
        self.lds = np.zeros(self.nwg * self.lds_stride, dtype=np.uint8)
        w = np.arange(W, dtype=np.int64)
        self.wave_index = w
        self.wg_slot = w // self.waves_per_group
        self.wave_in_group = w % self.waves_per_group
        self.lds_base = self.wg_slot * self.lds_stride  # (W,) byte offset of each wave's LDS
        # work-item ids of every lane: (W, 64), and which lanes exist (a partial last wave)
        linear = self.wave_in_group[:, None] * WAVE + np.arange(WAVE)[None, :]
        self.lane_exists = linear < self.group_items
        self.tid = (linear % bx, (linear // bx) % by, linear // (bx * by))
        #: simulated clock (s_memtime); the functional driver counts issued instructions,
        #: a timing driver sets the cycle
        self.clock = 0
        #: index of this batch's first workgroup in the launch (placement of HW_ID)
        self.wg_base = 0
        #: private (scratch) memory: bytes per work-item and the device address of this
        #: batch's scratch (``private_size * 64`` bytes per wave, swizzled by dword)
        self.private_size = getattr(program, "private_size", 0)
        self.scratch_base = 0
        #: per-wave taken mask of the last conditional branch issued (see driver.issue)
        self.last_taken = None
        self.wave_instructions = 0
        self.lane_instructions = 0
        self.realtime = 0
        #: where a timing driver placed each wave (CU, SIMD, wave slot); None: the
        #: functional placement (s_getreg HW_ID derives it from the workgroup)
        self.hw_cu = self.hw_simd = self.hw_slot = None
        #: during a DPP instruction: (n, 64) bool, whose src0 source lane is valid
        self.dpp_ok = None

    # ------------------------------------------------------------------ exec
    def exec_mask(self, sel) -> np.ndarray:
        """(n, 64) bool: the active lanes of the selected waves."""
        return lane_mask(self.s[EXEC, sel], self.s[EXEC + 1, sel])

    def describe(self, wave: int, lane: int | None = None) -> str:
        g = self.wg_ids[self.wg_slot[wave]]
        out = f"workgroup ({g[0]},{g[1]},{g[2]}), wave {self.wave_in_group[wave]}"
        if lane is not None:
            out += (f", lane {lane} (work-item ({self.tid[0][wave, lane]},{self.tid[1][wave, lane]},"
                    f"{self.tid[2][wave, lane]}))")
        return out


class WaveFault(Exception):
    """A run-time fault: ``pos`` indexes the wave within ``sel``, ``lane`` the lane."""

    def __init__(self, pos: int, lane: int | None, message: str):
        super().__init__(message)
        self.pos = pos
        self.lane = lane
        self.message = message


def first_bad(bad: np.ndarray) -> tuple[int, int | None]:
    """(wave position, lane) of the first True of an (n, 64) or (n,) mask."""
    if bad.ndim == 1:
        return int(np.flatnonzero(bad)[0]), None
    flat = int(np.flatnonzero(bad.reshape(-1))[0])
    return flat // bad.shape[1], flat % bad.shape[1]
