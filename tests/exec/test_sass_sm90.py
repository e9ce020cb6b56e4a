"""Hopper SASS semantics (tcsim/exec/sass/ops_sm90 and its files) on small hand-written sm_90
kernels of one warp on h100, parameters at c[0x0][0x210]: lane l starts with R0 = l + 1 and
each kernel stores R0..R7 of every lane. The whole kernels (wgmma, TMA, clusters, CUTLASS 3,
FlashAttention) are checked bit-identical to PTX mode in test_sass_differential.py."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim.errors import TcsimError
from tcsim.exec.sass.ops_syncs import init_count
from tcsim.exec.sass.sm90_addr import generic, to_cluster
from tcsim.isa.sass.control import decode_control
from tcsim.isa.sass.ir import Cubin, SassInstr, SassKernel
from tcsim.isa.sass.listing import parse_instruction
from tcsim.isa.sass.nvinfo import Param
from tcsim.runtime.cubin import CubinModule

PROLOGUE = ["S2R R0, SR_LANEID", "IADD3 R0, R0, 0x1, RZ"]
EPILOGUE = ["LDC.64 R20, c[0x0][0x210]", "S2R R22, SR_TID.X", "IMAD.WIDE.U32 R20, R22, 0x20, R20"] + \
    [f"STG.E [R20.64+{4 * i:#x}], R{i}" for i in range(8)] + ["EXIT"]


def launch(lines: list[str], threads: int = 32, mode: str = "functional"):
    """(R0..R7 of each thread after ``lines``: (threads, 8) uint32, the launch result)."""
    body = PROLOGUE + lines + EPILOGUE
    instrs = []
    for i, text in enumerate(body):
        guard, op, mods, operands = parse_instruction(text, {}, f"t.sass:{i + 1}")
        instrs.append(SassInstr(16 * i, op, mods, operands, guard, decode_control(0), 0, i + 1, text))
    k = SassKernel("k", tuple(instrs), {}, (Param(0, 0, 8),), 0x210, 8, 0x218, 255, 0x3000, 0, 1, (), None)
    dev = tcsim.Device(arch="h100")
    out = dev.array(np.zeros((threads, 8), np.uint32))
    res = CubinModule(dev, Cubin("t.cubin", 90, 8, {"k": k}), "t.sass").get_function("k")(1, threads, (out,), mode=mode)
    return out.get(), res


def run(lines: list[str]) -> np.ndarray:
    """R0..R7 of each of the 32 lanes after ``lines``: (32, 8) uint32."""
    return launch(lines)[0]


def ptxas_init_value(c: int) -> int:
    """What ptxas 13 writes for mbarrier.init count c (the committed tma_cluster/flash SASS:
    UIADD3 UR4, -c, 0x100000; USHF.L.U32 UR5, UR4, 0xb; USHF.L.U32 UR4, UR4, 0x1)."""
    x = 0x100000 - c
    return (((x << 11) & 0xFFFFFFFF) << 32) | ((x << 1) & 0xFFFFFFFF)


def test_mbarrier_init_value_decodes_to_its_count():
    vals = np.array([ptxas_init_value(c) for c in (1, 32, 128, 0xFFFFF)] + [0, 0x123], dtype=np.uint64)
    assert init_count(vals).tolist() == [1, 32, 128, 0xFFFFF, -1, -1]


def test_shared_addresses_translate_to_tcsim_cluster_encoding():
    # ptxas: rank r in bits 24-31; tcsim: 0 = own CTA, r + 1 = rank r (exec/dsmem.py)
    assert to_cluster(np.array([0x400, 0x1000408])).tolist() == [0x1000400, 0x2000408]
    assert generic(np.array([(1 << 32) | 0x1000010, 0x7000_0000_0000])).tolist() == \
        [(1 << 32) + 0x2000010, 0x7000_0000_0000]


INIT32 = ptxas_init_value(32)


def test_mbarrier_init_arrive_and_phase_check():
    """32 lanes arrive on an object expecting 32 (one phase completes: the parity of every
    returned state is 0, the check of parity 0 then succeeds, of parity 1 fails); an
    expect_tx arrival leaves the next phase pending."""
    r = run(["S2R R10, SR_CgaCtaId", "MOV R11, 0x400", "LEA R11, R10, R11, 0x18",
             f"UMOV UR4, {INIT32 & 0xFFFFFFFF:#x}", f"UMOV UR5, {INIT32 >> 32:#x}", "R2UR UR6, R11",
             "ELECT P1, URZ, PT", "@P1 SYNCS.EXCH.64 URZ, [UR6], UR4",
             "SYNCS.ARRIVE.TRANS64.A1T0 R4, [R11+URZ], RZ",
             "SYNCS.PHASECHK.TRANS64.TRYWAIT P0, [R11+URZ], R5", "SEL R6, 0x1, RZ, P0",
             "SHF.L.U32 R3, R0, 0x1f, RZ",           # parity = lane + 1 (mod 2) in bit 31
             "SYNCS.PHASECHK.TRANS64 P2, [R11+URZ], R3", "SEL R7, 0x1, RZ, P2",
             "MOV R2, 0x10", "@P1 SYNCS.ARRIVE.TRANS64 RZ, [R11+URZ], R2",
             "MOV R12, 0x80000000", "SYNCS.PHASECHK.TRANS64 P3, [R11+URZ], R12", "SEL R1, 0x1, RZ, P3"])
    assert (r[:, 5] >> 31 == 0).all()                   # every state: parity 0 (the phase arrived in)
    assert (r[:, 6] == 1).all()                         # the phase of parity 0 completed
    assert r[:, 7].tolist() == [int(lane % 2 == 1) for lane in range(32)]   # parity 1 (even lanes) not yet
    assert (r[:, 1] == 0).all()                         # phase 1 waits for 31 arrivals and 16 bytes


def test_elect_picks_the_lowest_active_lane():
    r = run(["ISETP.GE.AND P2, PT, R0, 0x5, PT", "MOV R3, RZ", "MOV R4, 0xff",
             "@P2 ELECT P1, UR8, PT", "@P1 MOV R3, 0x1", "@P2 MOV R4, UR8"])
    assert r[:, 3].tolist() == [int(lane == 4) for lane in range(32)]
    assert r[4:, 4].tolist() == [4] * 28 and (r[:4, 4] == 0xFF).all()


def test_f2fp_packs_two_rounded_halves():
    """F2FP.F16.F32.PACK_AB d, a, b: a in the high half (cvt.rn.f16x2.f32 d, a, b)."""
    r = run(["MOV R5, 0x3f800000", "MOV R6, 0x477ff000", "F2FP.F16.F32.PACK_AB R4, R5, R6",
             "MOV R7, 0x3f801000", "F2FP.BF16.F32.PACK_AB R3, R7, R5"])
    assert (r[:, 4] == (0x3C00 << 16 | 0x7C00)).all()    # 1.0; 65520 rounds (to even) past 65504: +inf
    assert (r[:, 3] == (0x3F80 << 16 | 0x3F80)).all()   # 1 + 2^-8 rounds to even: 1.0 in bf16


def test_generic_shared_address_through_swinhi():
    """cvta.shared is SR_SWINHI over the shared address: ST.E / LD.E reach shared memory."""
    r = run(["S2R R5, SR_SWINHI", "S2R R10, SR_CgaCtaId", "MOV R4, 0x500", "LEA R4, R10, R4, 0x18",
             "IMAD R4, R0, 0x4, R4", "ST.E [R4.64], R0", "LDS R6, [R4]", "LD.E R7, [R4.64]"])
    assert (r[:, 6] == np.arange(1, 33)).all() and (r[:, 7] == np.arange(1, 33)).all()


@pytest.mark.parametrize("line, msg", [
    ("MOV R3, 0x1000400", None),
    ("HGMMA.64x64x16.F32 R24, gdesc[UR8].negX, R24", "gdesc modifier(s) ['negX'] are not supported"),
    ("HGMMA.64x64x16.F32 R24, gdesc[UR8], R40", "HGMMA C must be D (accumulate in place) or RZ"),
    ("SYNCS.EXCH.64 UR4, [UR6], UR4", "SYNCS.EXCH.64 returning the old value is not supported"),
    ("UTMALDG.2D.IM2COL [UR4], [UR10]", "an im2col load needs rank 3 or more"),
    ("UTMALDG.4D.IM2COL [UR4], [UR10]", "UTMALDG takes [URa], [URb], URx"),
    ("UTMAREDG.2D.ADD.MIN [UR4], [UR10]", "UTMAREDG.2D.ADD.MIN is not supported"),
    ("UBLKRED.G.S.INC.S32 [UR4], [UR6], UR8", ".inc.s32 is not a cp.reduce.async.bulk form"),
])
def test_unsupported_forms_are_one_located_line(line, msg):
    lines = [line] if msg else [line, "LDS R4, [R3]"]   # the first: a shared address of cluster rank 1
    with pytest.raises(TcsimError) as e:
        run(lines)
    text = str(e.value)
    assert "\n" not in text
    if msg:
        assert text.startswith("kernel k, PC 0x0020, listing line 3: ") and msg in text
    else:
        assert "LDS: shared address 0x1000400 names CTA rank 1 of the cluster, not the executing CTA's" in text


def _gmma_cycles(n: int, wait: bool) -> int:
    """Cycles of one warpgroup issuing one SS HGMMA.64xNx16 (A and B descriptors over zeroed
    shared memory at 0x400: LBO 128 B, SBO 256 B, no swizzle) and, if ``wait``, its DEPBAR."""
    lines = ["UMOV UR4, 0x80040", "UMOV UR5, 0x10", "UMOV UR6, 0x80040", "UMOV UR7, 0x10", "WARPGROUP.ARRIVE",
             f"HGMMA.64x{n}x16.F32 R24, gdesc[UR4], RZ, !UPT, gsb0"] + (["WARPGROUP.DEPBAR.LE gsb0, 0x0"] if wait else [])
    return launch(lines, threads=128, mode="timing")[1].timing.cycles


def test_sass_timing_of_hgmma_is_the_wgmma_model():
    """timing/sass_wgmma.py: a warp's share of an HGMMA occupies its tensor core N/2 cycles
    on h100 (timing/wgmma.py) and WARPGROUP.DEPBAR.LE gsb0, 0 holds the warp until it is done:
    N = 256 takes 96 cycles more than N = 64 (128 vs 32); without the wait the warps go on."""
    assert _gmma_cycles(256, True) - _gmma_cycles(64, True) == 96
    assert _gmma_cycles(256, False) == _gmma_cycles(64, False)


def test_hgmma_needs_sm90a():
    """As wgmma in PTX mode: the sm_90a SASS of a wgmma kernel does not run on a100."""
    from tcsim.kernels.sass_mode import cubin_path

    mod = tcsim.Device(arch="a100").load_cubin(cubin_path("wgmma_sm90_gemm", 90))
    with pytest.raises(TcsimError, match=r"listing line \d+: 'HGMMA.64x64x16.F32 .*HGMMA requires sm_90a "
                                         r"\(architecture a100 is sm_80\)"):
        mod.program("wgmma_sm90_gemm")


def test_imad_hi_adds_a_register_pair():
    """IMAD.HI.U32 d, a, b, c with a register c adds the 64-bit pair c:c+1 (low, high) before
    taking the high word: ptxas's division refines its reciprocal r with R2 = 0, R3 = r,
    'IMAD.HI.U32 R3, R3, R5, R2' = r + hi(r * R5) (tma_conv_sm90's q / W needs it); the low
    words' carry reaches the high word; RZ adds nothing."""
    r = run(["MOV R2, RZ", "MOV R3, 0x10", "MOV R5, 0x80000000", "IMAD.HI.U32 R4, R3, R5, R2",
             "MOV R2, 0xffffffff", "MOV R3, 0x5", "MOV R6, 0x1", "IMAD.HI.U32 R7, R6, R6, R2",
             "MOV R3, 0x10", "IMAD.HI.U32 R6, R3, R5, RZ"])
    assert (r[:, 4] == 0x10 + 0x8).all()
    assert (r[:, 7] == 0x5 + 1).all()
    assert (r[:, 6] == 0x8).all()


def test_hadd2_f32_converts_a_half():
    """HADD2.F32 d, -RZ, x.H0_H0 / .H1_H1: ptxas's cvt.f32.f16 (-0 + x in f32)."""
    r = run(["MOV R8, 0xc0003c00", "HADD2.F32 R4, -RZ, R8.H0_H0", "HADD2.F32 R5, -RZ, R8.H1_H1"])
    assert (r[:, 4] == 0x3F800000).all() and (r[:, 5] == 0xC0000000).all()
