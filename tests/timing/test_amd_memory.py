"""Exact cycles of the AMD memory hierarchy (timing/amd_memory.py) on the GPUs that have one
(mi210, mi300x): pointer-chase latencies per level, LDS bank conflicts and the shared LDS
port, the vector L1's data path and HBM bandwidth limits, seen by ``s_waitcnt`` in
kernels timed between two ``s_memtime`` reads (as tests/timing/test_cu.py does)."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim.bench import memory_amd
from tcsim.bench import mfma as mb
from tcsim.bench.memory import _Ctx, how_of
from tcsim.timing.amd_memory import AmdMemory

ISA = {"mi210": "gfx90a", "mi300x": "gfx942", "mi200": "gfx90a"}


def timed(arch, body, *, setup=(), block=64, lds=0, words=1024, config=None):
    """``body`` between two s_memtime reads in every wave of one workgroup: T_total per wave
    (s[4:5] = a global array of ``words`` dwords, v0 = the work-item id)."""
    nw = -(-block // 64)
    lines = [
        "\ts_load_dwordx4 s[4:7], s[0:1], 0x0",
        "\ts_load_dwordx2 s[8:9], s[0:1], 0x10",
        "\tv_lshrrev_b32_e32 v2, 6, v0",
        "\tv_lshlrev_b32_e32 v2, 4, v2",
        *setup,
        "\ts_waitcnt vmcnt(0) lgkmcnt(0)",
        "\ts_memtime s[10:11]",
        "\ts_waitcnt lgkmcnt(0)",
        *body,
        "\ts_memtime s[12:13]",
        "\ts_waitcnt lgkmcnt(0)",
        "\tv_mov_b32_e32 v60, s10", "\tv_mov_b32_e32 v61, s11", "\tv_mov_b32_e32 v62, s12", "\tv_mov_b32_e32 v63, s13",
        "\tglobal_store_dwordx4 v2, v[60:63], s[8:9]",
        "\ts_endpgm",
    ]
    dev = tcsim.Device(arch=arch, config=config)
    mod = dev.load_asm(mb.kernel_asm(ISA[arch], "k", lines, 64, sgprs=16, lds=lds, block=block))
    inp = dev.array(np.arange(words, dtype=np.uint32))
    out = dev.zeros(1024, np.uint32)
    t = dev.zeros(2 * nw, np.uint64)
    res = mod.get_function("k")((1,), (block,), (inp, out, t), mode="timing")
    tt = t.get().reshape(nw, 2).astype(np.int64)
    return tt[:, 1] - tt[:, 0], res


# ---------------------------------------------------------------------- pointer chases
@pytest.mark.parametrize("arch, want", [("mi210", {"amd_l1_hit": 128, "amd_l2_hit": 252, "amd_hbm": 592}),
                                        ("mi300x", {"amd_l1_hit": 120, "amd_l2_hit": 216, "amd_mall": 456,
                                                    "amd_hbm": 896})])
def test_pointer_chase_gives_each_level_its_latency(arch, want):
    """The configured level latencies (RRZE gpu-benches) plus the chase's issue-slot
    rounding: mi210 L1 128, L2 250 -> 252, HBM 590 -> 592 (a 2-MiB page translation per 128
    cold steps: +4 cycles / 128 -> 592); mi300x 119 -> 120, 213 -> 216, 455 -> 456, 895 -> 896."""
    ctx = _Ctx(arch)
    memory_amd.pchase(ctx)
    got = {r.key: r.measured for r in ctx.rows}
    assert got == pytest.approx(want, abs=0.01)
    cfg = tcsim.arch.load_config(arch)
    assert all(r.ok for r in ctx.rows) and {how_of(r, cfg) for r in ctx.rows} == {"input"}


def test_seed_004_baselines_keep_the_fixed_l1_latency():
    """mi200/mi300 have no hierarchy: a vector load costs l1d_latency (140) however cold."""
    load = ["\tv_lshlrev_b32_e32 v5, 4, v0", "\tglobal_load_dwordx4 v[20:23], v5, s[4:5]", "\ts_waitcnt vmcnt(0)"]
    t, res = timed("mi200", load[1:], setup=load[:1])
    assert t[0] == 40 + 140 and res.timing.memory == {}   # data at +180, on an issue slot


# ---------------------------------------------------------------------- LDS
def _lds(stride_words: int, width: int = 4):
    shift = {0: None, 1: 2, 2: 3, 4: 4, 32: 7}[stride_words]
    addr = "\tv_mov_b32_e32 v3, 0" if shift is None else f"\tv_lshlrev_b32_e32 v3, {shift + (width // 4).bit_length() - 1}, v0"
    read = {4: "\tds_read_b32 v4, v3", 8: "\tds_read_b64 v[4:5], v3", 16: "\tds_read_b128 v[4:7], v3"}[width]
    t, res = timed("mi210", [read, "\ts_waitcnt lgkmcnt(0)"], setup=[addr], lds=65536)
    return int(t[0]), res


def test_lds_bank_conflicts_add_a_cycle_per_extra_pass():
    """32 banks x 4 B; a wave64 dword access goes in two half-wave passes; lanes of a pass
    on different words of one bank serialise: stride 2 words -> 2-way (4 passes), 4 -> 4-way
    (8), 32 -> 32-way (64); one word for all lanes is a broadcast (2 passes). A conflict-free
    access has its data lds_latency (65) after issue: issued at +40, the s_waitcnt lets the
    second s_memtime go in the first slot from +105 (108); each extra pass adds a cycle."""
    want = {1: (108, 2), 0: (108, 2), 2: (108, 4), 4: (112, 8), 32: (168, 64)}
    for stride, (t, passes) in want.items():
        got, res = _lds(stride)
        mem = res.timing.memory
        assert (got, mem["lds_passes"], mem["lds_extra_passes"]) == (t, passes, passes - 2), stride


def test_lds_wide_accesses_need_no_extra_passes_when_linear():
    """b64 goes in quarter-wave passes (4), b128 in eighths (8): linear accesses are conflict free."""
    for width in (8, 16):
        t, res = _lds(1, width)
        assert res.timing.memory["lds_passes"] == 64 * width // 128 and res.timing.memory["lds_extra_passes"] == 0


def test_lds_port_is_shared_by_a_simd_pair():
    """Four waves (one per SIMD) each make a 32-way conflicting access (64 passes): SIMDs 0
    and 1 share a port, so the second of them waits for the first's 64 passes; 2 and 3
    share the other port."""
    mem = AmdMemory(tcsim.arch.load_config("mi210"))
    a = (np.arange(64) * 128).reshape(1, 64)
    on = np.ones((1, 64), dtype=bool)
    done = [mem.lds(0, simd, 0, 4, a, on) for simd in range(4)]
    assert done == [65 + 62, 64 + 65 + 62, 65 + 62, 64 + 65 + 62]


# ---------------------------------------------------------------------- bandwidth
def _loads(n: int, arch="mi210", warm=True, config=None, words=1024):
    """``n`` wave64 dwordx4 loads (1 KiB each) back to back, then s_waitcnt vmcnt(0): warm,
    all from the 1 KiB the setup loaded (in the L1); cold, load i from the i-th 1-KiB block
    of the array (the setup translated the page by loading block 8)."""
    setup = ["\tv_lshlrev_b32_e32 v5, 4, v0"]
    if warm:
        setup += ["\tglobal_load_dwordx4 v[8:11], v5, s[4:5]"]
        setup += [f"\tv_mov_b32_e32 v{41 + i}, v5" for i in range(n)]
    else:
        setup += [f"\tv_add_u32_e32 v{41 + i}, {1024 * i}, v5" for i in range(n)]
        setup += ["\tv_add_u32_e32 v49, 0x2000, v5", "\tglobal_load_dword v50, v49, s[4:5]"]
    loads = [f"\tglobal_load_dwordx4 v[{8 + 4 * i}:{11 + 4 * i}], v{41 + i}, s[4:5]" for i in range(n)]
    t, res = timed(arch, loads + ["\ts_waitcnt vmcnt(0)"], setup=setup, config=config, words=words)
    return int(t[0]), res


def test_vector_l1_data_path_limits_back_to_back_hits():
    """A wave64 dwordx4 load returns 1 KiB: 16 cycles of the MI210's 64 B/cycle L1 path, so
    back-to-back hits (issued 4 cycles apart) complete 16 cycles apart."""
    t4, r4 = _loads(4)
    t8, r8 = _loads(8)
    assert t8 - t4 == 4 * 16 and r8.timing.memory["l1_misses"] == 8   # the warm-up's 8 lines only
    assert t4 == 40 + 3 * 16 + 128 + 15 + 1  # last start +48, hit latency, the 16-cycle transfer, next slot


def test_hbm_bandwidth_limits_cold_streams():
    """With one HBM channel of 32 B/cycle (hbm_gbs 54.4 at 1700 MHz), each cold 1-KiB load
    needs 32 cycles of the channel: four more loads cost 4 x 32 cycles."""
    cfg = {"amd.hierarchy.hbm_channels": 1, "amd.hierarchy.hbm_gbs": 54.4, "amd.hierarchy.hbm_efficiency": 1.0}
    t4, r4 = _loads(4, warm=False, config=cfg, words=4096)
    t8, r8 = _loads(8, warm=False, config=cfg, words=4096)
    assert r8.timing.memory["hbm_read_bytes"] - r4.timing.memory["hbm_read_bytes"] == 4 * 1024
    assert t8 - t4 == 4 * 32


def test_stream_read_meets_the_published_bandwidth():
    """MI210 stream read ~1.4 TB/s (RRZE gpu-benches), with hbm_efficiency fitted to it."""
    ctx = _Ctx("mi210")
    memory_amd.stream(ctx)
    (row,) = ctx.rows
    assert row.ok and how_of(row, tcsim.arch.load_config("mi210")) == "calibrated"
    assert round(row.measured) == 1394


def test_hierarchy_configs_are_checked():
    from tcsim.errors import ConfigError

    with pytest.raises(ConfigError, match=r"amd: hierarchy.mall_latency 200 must be larger than l2_latency 213"):
        tcsim.arch.load_config("mi300x", {"amd.hierarchy.mall_latency": 200})
    with pytest.raises(ConfigError, match=r"l1d_line and l2_line must be 128"):
        tcsim.arch.load_config("mi210", {"amd.memory.l1d_line": 64})
    # without a hierarchy the latencies need no order (seed 004's baseline)
    assert tcsim.arch.load_config("mi200", {"amd.memory.dram_latency": 100}).amd.hierarchy is None
