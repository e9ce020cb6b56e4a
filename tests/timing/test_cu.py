"""Exact cycles of the AMD compute-unit model (timing/cu.py, timing/matrix_core.py).

Every kernel here times a region between two ``s_memtime`` reads, as seed 004's Listing 1
does: the first read at cycle t0, ``s_waitcnt lgkmcnt(0)`` waits T_memtime = 40 cycles,
so the region's first instruction issues at t0 + 40; each instruction of a wave takes one
issue slot of 4 cycles, so a region of k independent instructions gives 40 + 4k (with an
MFMA last: 44 + ..., the T_memtime + T_inst of Eq. 1).
"""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest

import tcsim
from tcsim.bench import mfma as mb
from tcsim.errors import ExecutionError, LaunchError
from tcsim.matrix import mfma

ISA = {"mi200": "gfx90a", "mi300": "gfx942"}


def timed(arch, body, *, block=64, lds=0, hazards="error", scale=1.0, setup=(), vgprs=64):
    """Run ``body`` between two s_memtime reads in every wave of one workgroup; returns
    (T_total per wave, start cycle per wave, launch result)."""
    nw = -(-block // 64)
    lines = [
        "\ts_load_dwordx4 s[4:7], s[0:1], 0x0",
        "\ts_load_dwordx2 s[8:9], s[0:1], 0x10",
        "\tv_lshlrev_b32_e32 v1, 2, v0",
        "\tv_lshrrev_b32_e32 v2, 6, v0",
        "\tv_lshlrev_b32_e32 v2, 4, v2",
        *[f"\tv_mov_b32_e32 v{r}, {r}" for r in range(8, 48)],
        *setup,
        "\ts_waitcnt vmcnt(0) lgkmcnt(0)",
        "\ts_memtime s[10:11]",
        "\ts_waitcnt lgkmcnt(0)",
        *body,
        "\ts_memtime s[12:13]",
        "\ts_waitcnt lgkmcnt(0)",
        "\ts_nop 7", "\ts_nop 7", "\ts_nop 7",
        "\tv_mov_b32_e32 v60, s10", "\tv_mov_b32_e32 v61, s11", "\tv_mov_b32_e32 v62, s12", "\tv_mov_b32_e32 v63, s13",
        "\tglobal_store_dwordx4 v2, v[60:63], s[8:9]",
        "\ts_endpgm",
    ]
    dev = tcsim.Device(arch=arch, mfma_scale=scale, hazards=hazards)
    mod = dev.load_asm(mb.kernel_asm(ISA[arch], "k", lines, vgprs, sgprs=16, lds=lds, block=block))
    inp = dev.array(np.arange(1024, dtype=np.uint32))
    out = dev.zeros(1024, np.uint32)
    t = dev.zeros(2 * nw, np.uint64)
    res = mod.get_function("k")((1,), (block,), (inp, out, t), mode="timing")
    tt = t.get().reshape(nw, 2).astype(np.int64)
    return tt[:, 1] - tt[:, 0], tt[:, 0], res


VADD = [f"\tv_add_u32_e32 v{20 + i}, v{8 + i}, v{9 + i}" for i in range(10)]


@pytest.mark.parametrize("arch", ["mi200", "mi300"])
def test_independent_valu_instructions_take_one_issue_slot_each(arch):
    assert timed(arch, [])[0][0] == 40  # T_memtime: seed 004 Eq. 1
    assert timed(arch, VADD)[0][0] == 40 + 4 * 10


def test_work_proceeds_while_the_matrix_core_is_busy():
    mf = "\tv_mfma_f32_16x16x4f32 v[40:43], v8, v9, v[40:43]"  # 32 cycles on its SIMD's matrix core
    # independent VALU work issues in the next slots
    assert timed("mi200", [mf] + VADD[:5])[0][0] == 40 + 4 * 6
    # an independent MFMA waits for the matrix core
    mf2 = "\tv_mfma_f32_16x16x4f32 v[44:47], v10, v11, v[44:47]"
    assert timed("mi200", [mf, mf2])[0][0] == 40 + 32 + 4
    # ... and the VALU work after it still proceeds
    assert timed("mi200", [mf, mf2] + VADD[:3])[0][0] == 40 + 32 + 4 * 4


def test_s_nop_holds_the_wave_n_plus_1_slots():
    assert timed("mi300", ["\ts_nop 0"])[0][0] == 40 + 4
    assert timed("mi300", ["\ts_nop 7"])[0][0] == 40 + 32


@pytest.mark.parametrize("arch,mnemonic,need", [("mi200", "v_mfma_f32_16x16x4f32", 11),   # 8 passes: p + 3
                                                ("mi200", "v_mfma_f32_32x32x8f16", 19),   # 16 passes
                                                ("mi300", "v_mfma_f32_16x16x4_f32", 10),  # CDNA3 SMFMA: p + 2
                                                ("mi300", "v_mfma_f32_32x32x8_f16", 11),  # CDNA3 XDL, 8 passes: p + 3
                                                ("mi200", "v_mfma_f64_16x16x4f64", 11),   # DGEMM 16x16x4
                                                ("mi300", "v_mfma_f64_4x4x4_4b_f64", 6)])  # DGEMM 4x4x4
def test_valu_read_of_an_mfma_result_needs_the_isa_wait_states(arch, mnemonic, need):
    spec = mfma.lookup(ISA[arch], mnemonic)
    a = "v8" if spec.a_regs == 1 else "v[8:9]"
    b = "v10" if spec.b_regs == 1 else "v[10:11]"
    d = f"v[24:{24 + spec.c_regs - 1}]"
    mf = f"\t{mnemonic} {d}, {a}, {b}, {d}"

    def nops(k):
        out = []
        while k > 0:
            out.append(f"\ts_nop {min(k, 8) - 1}")
            k -= min(k, 8)
        return out

    read = "\tv_mov_b32_e32 v50, v24"
    # exactly enough: mfma at +40, the read 4 * (need + 1) later
    t, _, res = timed(arch, [mf, *nops(need), read])
    assert t[0] == 40 + 4 * (need + 1) + 4 and res.timing.hazard_count == 0
    # one short: an error naming both instructions ...
    with pytest.raises(ExecutionError, match=rf"MFMA dependency: a VALU instruction reading an MFMA result needs "
                                             rf"{need} wait states .* got {need - 1} .*v_mov_b32_e32 v50, v24"):
        timed(arch, [mf, *nops(need - 1), read])
    # ... or, recorded, the hardware's timing
    t, _, res = timed(arch, [mf, *nops(need - 1), read], hazards="record")
    assert t[0] == 40 + 4 * need + 4 and res.timing.hazard_count == 1
    assert res.timing.hazards[0]["required"] == need and res.timing.hazards[0]["got"] == need - 1


def test_back_to_back_accumulation_needs_no_wait_states_but_the_matrix_core():
    mf = "\tv_mfma_f32_32x32x8f16 v[24:39], v[8:9], v[10:11], v[24:39]"  # 64 cycles, SrcC = D: 0 wait states
    t, _, res = timed("mi200", [mf, mf, mf])
    assert t[0] == 40 + 2 * 64 + 4 and res.timing.hazard_count == 0
    # SrcA reading the previous D needs p + 3 = 19 wait states: without them it is an error
    with pytest.raises(ExecutionError, match="SrcA/B reading an MFMA result needs 19 wait states"):
        timed("mi200", [mf, "\tv_mfma_f32_32x32x8f16 v[24:39], v[24:25], v[10:11], v[24:39]"])


def test_s_waitcnt_waits_for_the_table_I_latencies():
    load = "\tglobal_load_dword v30, v1, s[4:5]"
    assert timed("mi200", [load, "\ts_waitcnt vmcnt(0)"])[0][0] == 40 + 140          # vector L1 hit
    assert timed("mi200", [load, load, "\ts_waitcnt vmcnt(1)"])[0][0] == 40 + 140    # the first returned
    assert timed("mi200", [load, load, "\ts_waitcnt vmcnt(0)"])[0][0] == 44 + 140
    assert timed("mi200", [load, "\ts_waitcnt lgkmcnt(0)"])[0][0] == 40 + 4 * 2  # another counter
    ds = "\tds_read_b32 v30, v1"
    # LDS: 65 cycles; the wave issues again at its SIMD's next slot (phase 0: a multiple of 4)
    assert timed("mi300", [ds, "\ts_waitcnt lgkmcnt(0)"], lds=256)[0][0] == 40 + 68
    sl = "\ts_load_dword s14, s[0:1], 0x0"
    assert timed("mi300", [sl, "\ts_waitcnt lgkmcnt(0)"])[0][0] == 40 + 44            # scalar cache: 41
    flat = "\tflat_load_dword v30, v[4:5]"
    setup = ["\tv_mov_b32_e32 v4, s4", "\tv_mov_b32_e32 v5, s5"]
    assert timed("mi300", [flat, "\ts_waitcnt lgkmcnt(0)"], setup=setup)[0][0] == 40 + 140  # FLAT: both counters


def test_ports_transcendentals_and_branches():
    rcp = "\tv_rcp_f32_e32 v30, v8"
    assert timed("mi300", [rcp, "\tv_rcp_f32_e32 v31, v9"])[0][0] == 40 + 16 + 4   # the VALU is busy 16 cycles
    assert timed("mi300", [rcp, "\ts_add_u32 s14, s14, 1"])[0][0] == 40 + 4 + 4    # the scalar ALU is not
    # a taken branch refetches: l1i_latency (Table I: 40 cycles)
    assert timed("mi300", ["\ts_branch .LBB0_1", ".LBB0_1:"])[0][0] == 40 + 40
    assert timed("mi300", ["\ts_cmp_eq_u32 s2, 1", "\ts_cbranch_scc1 .LBB0_1", ".LBB0_1:"])[0][0] == 40 + 4 * 2  # not taken


def test_waves_on_different_simds_use_their_own_matrix_cores():
    chain = ["\tv_mfma_f32_16x16x4f32 v[40:43], v8, v9, v[40:43]"] * 4
    t, start, _ = timed("mi200", chain, block=4 * 64)
    assert list(t) == [44 + 3 * 32] * 4               # one wave per SIMD: no contention
    assert list(start - start[0]) == [0, 1, 2, 3]    # SIMD s issues at cycles = s (mod 4)
    # a fifth wave goes to the SIMD with the most free slots (all equal: SIMD 0) and shares its
    # matrix core with wave 0. After a barrier both start the region; the older wave goes
    # first (oldest-first issue): wave 4's s_memtime is one slot later (the scalar port is
    # taken), its first MFMA waits for wave 0's fourth to leave the matrix core (168 cycles
    # after wave 0's start), its second s_memtime follows its fourth MFMA.
    t, start, res = timed("mi200", chain, block=5 * 64, setup=["\ts_barrier"])
    assert list(t) == [140, 140, 140, 140, 264] and start[4] - start[0] == 4


def test_mfma_scale_multiplies_the_occupancy():
    mf = "\tv_mfma_f32_16x16x16f16 v[24:27], v[8:9], v[10:11], v[24:27]"
    assert timed("mi200", [mf, mf])[0][0] == 44 + 32
    assert timed("mi200", [mf, mf], scale=2)[0][0] == 44 + 64
    assert timed("mi200", [mf, mf], scale=0.5)[0][0] == 44 + 16
    assert timed("mi200", [mf, mf], scale=1.1)[0][0] == 44 + 36     # ceil(35.2) = 36, then the next slot


def test_barrier_waits_for_every_wave_of_the_workgroup():
    # wave 0 skips ten adds (a taken branch: 40 cycles of fetch), wave 1 (SIMD 1, one cycle
    # later) does them; wave 1 reaches s_barrier last, at 40 + 4 * 13 after its start
    body = ["\tv_readfirstlane_b32 s16, v2", "\ts_cmp_eq_u32 s16, 0", "\ts_cbranch_scc1 .LBB0_1", *VADD,
            ".LBB0_1:", "\ts_barrier"]
    t, start, _ = timed("mi300", body, block=128)
    assert start[1] - start[0] == 1
    assert t[1] == 40 + 4 * 14                      # its own instructions only
    assert t[0] == 1 + 40 + 4 * 13 + 4 + 3          # released with wave 1, at its next slot (phase 0)


# ----------------------------------------------------------------------------- seed 004
@pytest.mark.parametrize("isa", ["gfx90a", "gfx942"])
def test_every_catalogue_mfma_occupies_its_cycles(isa):
    arch = "mi200" if isa == "gfx90a" else "mi300"
    for name, spec in mfma.catalogue(isa).items():
        m = mb.run(arch, name, 2)
        assert (m.total, m.per_mfma) == (44 + spec.cycles, spec.cycles), name


@pytest.mark.parametrize("arch", ["mi200", "mi300"])
def test_tables_II_and_IV_exactly(arch):
    for row in mb.table(arch):
        assert row["measured"] == row["expected"] == [mb.PUBLISHED[arch][row["mfma"]][1]] * 4, row
        assert row["measured"] == row["hardware"], row  # the real-hardware columns equal Expected
        assert row["max_error"] == 0.0


def test_table_VI_doubles_exactly():
    for row in mb.table_vi("mi300"):
        expected = mb.PUBLISHED["mi300"][row["mfma"]][1]
        assert row["measured"] == [expected, 2 * expected] and row["doubling"] == 2.0, row
    rows = mb.table("mi200", mfma_scale=2)
    assert all(r["measured"] == [2 * mb.PUBLISHED["mi200"][r["mfma"]][1]] * 4 for r in rows)


def test_the_chains_that_ignore_wait_states_are_the_ones_the_isa_names():
    # f64 4x4x4 asks for 4 wait states between dependent MFMAs, CDNA3's 2-pass MFMAs for 2
    # (seed 004 §IV-C: the chain ignores them; the hardware numbers show no stall)
    got = {(arch, r["mfma"]): r["hazards"] for arch in ("mi200", "mi300") for r in mb.table(arch)}
    bad = {k for k, v in got.items() if any(v)}
    assert bad == {("mi200", "fp64_4x4x4fp64"), ("mi300", "fp64_4x4x4fp64"), ("mi300", "fp32_4x4x1fp32"),
                   ("mi300", "fp32_4x4x4fp16")}
    assert got[("mi300", "fp32_4x4x1fp32")] == [1, 2, 3, 4]


@pytest.mark.skipif(shutil.which("clang-19") is None, reason="clang-19 not installed")
@pytest.mark.parametrize("isa", ["gfx90a", "gfx942"])
def test_llvm_assembles_the_microbenchmark(isa, tmp_path):
    src = tmp_path / "l1.s"
    for name in list(mfma.catalogue(isa))[::4] + [mb.MNEMONICS["fp32_4x4x1fp32"][isa]]:
        src.write_text(mb.listing1_asm(isa, name, 3))
        r = subprocess.run(["clang-19", "--target=amdgcn-amd-amdhsa", f"-mcpu={isa}", "-c", "-x", "assembler",
                            str(src), "-o", str(tmp_path / "l1.o")], capture_output=True, text=True)
        assert r.returncode == 0, f"{name}: {r.stderr}"


# ----------------------------------------------------------------------------- whole kernels
def test_gemm_timing_is_deterministic_and_reported():
    from tcsim import kernels

    out = []
    for _ in range(2):
        dev = tcsim.Device(arch="mi300")
        dev.mode = "timing"
        launch = kernels.get("amd_mfma_gemm").prepare(dev, (128, 128, 64), np.random.default_rng(4))
        r = launch.run()[0]
        assert launch.check().ok
        out.append(r.timing.summary(1801))
    assert out[0] == out[1]
    s = out[0]
    assert s["mfma_instructions"] == 4 * 4 * 8 and s["cus_used"] == 4 and s["hazard_violations"] == 0
    assert 0 < s["matrix_core_utilisation"] < 1 and s["ipc"] > 0


def test_bad_options_are_clear_errors():
    dev = tcsim.Device(arch="mi200")
    f = dev.load_asm(mb.listing1_asm("gfx90a", "v_mfma_f32_4x4x1f32", 2)).get_function("listing1")
    a, d, t = dev.zeros(256, np.uint32), dev.zeros(256, np.uint32), dev.zeros(1, np.uint64)
    for kw, msg in [({"mode": "fast"}, "mode must be"), ({"mfma_scale": 0}, "mfma_scale must be a positive"),
                    ({"mfma_scale": float("nan")}, "mfma_scale"), ({"mfma_scale": "2"}, "mfma_scale"),
                    ({"hazards": "ignore"}, "hazards must be")]:
        with pytest.raises(LaunchError, match=msg):
            f((1,), (64,), (a, d, t), **{"mode": "timing", **kw})


def test_a_workgroup_that_cannot_fit_is_reported():
    body = ["\ts_endpgm"]
    src = mb.kernel_asm("gfx90a", "big", body, vgprs=512, nargs=1)
    dev = tcsim.Device(arch="mi200")  # seed 004 Table I: 256 KB of VGPRs per CU = 256 per lane per SIMD
    with pytest.raises(ExecutionError, match=r"one workgroup does not fit on a CU of mi200 \(512 VGPRs"):
        dev.load_asm(src).get_function("big")((1,), (64,), (dev.zeros(1),), mode="timing")
    # the real MI210 has twice the register file
    dev = tcsim.Device(arch="mi210")
    r = dev.load_asm(src).get_function("big")((1,), (64,), (dev.zeros(1),), mode="timing")
    assert r.timing.occupancy["waves_per_simd"] == 1 and r.timing.occupancy["waves_per_simd_limited_by"] == "VGPRs"


def test_valu_writes_before_an_mfma_need_two_wait_states():
    mf = "\tv_mfma_f32_16x16x4f32 v[40:43], v20, v9, v[40:43]"
    write = "\tv_mov_b32_e32 v20, 1.0"
    with pytest.raises(ExecutionError, match="an MFMA reading a VGPR a VALU wrote needs 2 wait states .* after the "
                                             "VALU write, got 0"):
        timed("mi300", [write, mf])
    t, _, res = timed("mi300", [write, "\ts_nop 1", mf])
    assert res.timing.hazard_count == 0 and t[0] == 40 + 4 * 3 + 4


def test_sparse_smfmac_timing_and_dependencies():
    """v_smfmac (gfx942): D = A*B + D occupies the matrix core for its passes (32x32: 8 = 32
    cycles); chaining into the same D needs no wait states (SrcC = D); a VALU read of D
    needs p + 3 = 11 (XDL); the index VGPR is an ordinary source: a VALU write of it needs
    2 wait states, an MFMA result used as the index the SrcA/B rule."""
    sp = "\tv_smfmac_f32_32x32x16_f16 v[24:39], v[8:9], v[10:13], v14"
    t, _, res = timed("mi300", [sp, sp, sp])
    assert t[0] == 40 + 2 * 32 + 4 and res.timing.hazard_count == 0
    with pytest.raises(ExecutionError, match="a VALU instruction reading an MFMA result needs 11 wait states"):
        timed("mi300", [sp, "\ts_nop 7", "\ts_nop 1", "\tv_mov_b32_e32 v50, v30"])
    t, _, res = timed("mi300", [sp, "\ts_nop 7", "\ts_nop 2", "\tv_mov_b32_e32 v50, v30"])
    assert res.timing.hazard_count == 0 and t[0] == 40 + 4 * 12 + 4
    with pytest.raises(ExecutionError, match="an MFMA reading a VGPR a VALU wrote needs 2 wait states"):
        timed("mi300", ["\tv_mov_b32_e32 v14, 0x44444444", sp])
    dense = "\tv_mfma_f32_16x16x16_f16 v[40:43], v[8:9], v[10:11], v[40:43]"   # 4 passes: p + 3 = 7
    with pytest.raises(ExecutionError, match="SrcA/B reading an MFMA result needs 7 wait states"):
        timed("mi300", [dense, "\tv_smfmac_f32_32x32x16_f16 v[24:39], v[8:9], v[10:13], v40"])


@pytest.mark.parametrize("arch", ["mi200", "mi300"])
def test_dpp_is_valu_with_its_wait_states(arch):
    """DPP instructions take a VALU slot; the ISA requires 2 wait states after a VALU write
    of a VGPR they read and 5 after a VALU write of EXEC (LLVM checkDPPHazards)."""
    dpp = [f"\tv_add_f32_dpp v{30 + i}, v{8 + i}, v{9 + i} row_shr:1 row_mask:0xf bank_mask:0xf" for i in range(6)]
    t, _, res = timed(arch, dpp)
    assert t[0] == 40 + 4 * 6 and res.timing.hazard_count == 0
    write = "\tv_mov_b32_e32 v20, 1.0"
    read = "\tv_mov_b32_dpp v21, v20 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf"
    with pytest.raises(ExecutionError, match="DPP dependency: a DPP instruction reading a VGPR a VALU wrote needs "
                                             "2 wait states .* after the VALU write, got 1"):
        timed(arch, [write, "\ts_nop 0", read])
    t, _, res = timed(arch, [write, "\ts_nop 1", read])
    assert res.timing.hazard_count == 0 and t[0] == 40 + 4 * 4
    # src1 counts too, and an unrelated write does not
    t, _, res = timed(arch, [write, "\tv_add_f32_dpp v22, v8, v20 row_shr:1 row_mask:0xf bank_mask:0xf"],
                      hazards="record")
    assert res.timing.hazard_count == 1
    t, _, res = timed(arch, ["\tv_mov_b32_e32 v23, 1.0", read])
    assert res.timing.hazard_count == 0
    cmpx = "\tv_cmpx_le_u32_e32 vcc, 0, v8"
    with pytest.raises(ExecutionError, match="a DPP instruction after a VALU wrote EXEC needs 5 wait states"):
        timed(arch, [cmpx, "\ts_nop 3", read])
    t, _, res = timed(arch, [cmpx, "\ts_nop 4", read])
    assert res.timing.hazard_count == 0


def test_workgroups_stream_through_slots_of_wave_state(monkeypatch):
    """A timing launch holds wave state for as many workgroups as the CUs can hold at once
    (mi200: 60 CUs x 40 wave slots / 4 waves = 600), not the grid's 2735: an ended
    workgroup's slot is reset for the next. Cycles are those of a whole-grid state (2832,
    measured before slots existed) and the result is right."""
    from tcsim import kernels
    from tcsim.runtime import asm

    sizes = []

    class Recording(asm.WaveState):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            sizes.append(self.nwg)

    monkeypatch.setattr(asm, "WaveState", Recording)
    dev = tcsim.Device("mi200")
    dev.mode = "timing"
    launch = kernels.get("amd_vector_add").prepare(dev, 700_000, np.random.default_rng(0))
    (r,) = launch.run()
    assert launch.check().ok and r.grid == (2735, 1, 1) and r.cycles == 2832
    assert sizes[0] == 600 and max(sizes[1:]) == 1   # the launch's slots, then one workgroup's fresh state per reuse
