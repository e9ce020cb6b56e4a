"""SASS instruction semantics (tcsim/exec/sass/) on small hand-written kernels: 32 threads, lane
l starts with R0 = l + 1 and R2 = 3l + 0xFFFFFFF0; each kernel stores R0..R7 of every lane to
global memory. Expected values follow the operations' definitions (PTX ISA for the shared
forms; the carry rules of 33-bit adders), computed independently with Python integers."""

from __future__ import annotations

import numpy as np
import pytest

import tcsim
from tcsim.errors import TcsimError
from tcsim.isa.sass.control import decode_control
from tcsim.isa.sass.ir import Cubin, SassInstr, SassKernel
from tcsim.isa.sass.listing import parse_instruction
from tcsim.isa.sass.nvinfo import Param
from tcsim.runtime.cubin import CubinModule

PROLOGUE = ["S2R R0, SR_LANEID", "IMAD R2, R0, 0x3, -0x10", "IADD3 R0, R0, 0x1, RZ"]
EPILOGUE = ["LDC.64 R20, c[0x0][0x160]", "S2R R22, SR_LANEID", "IMAD.WIDE.U32 R20, R22, 0x20, R20"] + \
    [f"STG.E [R20.64+{4 * i:#x}], R{i}" for i in range(8)] + ["EXIT"]


def kernel(lines: list[str], name: str = "k") -> SassKernel:
    labels = {}
    body = PROLOGUE + lines + EPILOGUE
    instrs = []
    for i, text in enumerate(body):
        guard, op, mods, operands = parse_instruction(text, labels, f"t.sass:{i + 1}")
        instrs.append(SassInstr(16 * i, op, mods, operands, guard, decode_control(0), 0, i + 1, text))
    return SassKernel(name, tuple(instrs), labels, (Param(0, 0, 8),), 0x160, 8, 0x168, 32, 0, 0, 0, (), None)


def run(lines: list[str]) -> np.ndarray:
    """R0..R7 of each of the 32 lanes after ``lines``: (32, 8) uint32."""
    dev = tcsim.Device(arch="rtx2080")
    k = kernel(lines)
    out = dev.array(np.zeros((32, 8), np.uint32))
    CubinModule(dev, Cubin("t.cubin", 75, 8, {"k": k}), "t.sass").get_function("k")(1, 32, (out,))
    return out.get()


LANE = np.arange(32, dtype=np.int64)
R0 = LANE + 1
R2 = (3 * LANE - 0x10) & 0xFFFFFFFF


def u32(x):
    return np.asarray(x, dtype=np.int64) & 0xFFFFFFFF


def test_prologue():
    r = run([])
    assert (r[:, 0] == R0).all() and (r[:, 2] == R2).all()


def test_iadd3_64bit_add_and_subtract():
    """lo/hi pairs (R1:R0) and (R3:R2) with R1 = 7, R3 = 1: an IADD3 carry chain adds them; a
    chain with -x / ~x subtracts (x - y = x + ~y + 1, the carry of the low half included)."""
    r = run(["MOV R1, 0x7", "MOV R3, 0x1",
             "IADD3 R4, P0, R0, R2, RZ", "IADD3.X R5, R1, R3, RZ, P0, !PT",
             "IADD3 R6, P1, R0, -R2, RZ", "IADD3.X R7, R1, ~R3, RZ, P1, !PT"])
    pair = lambda lo, hi: [(int(h) << 32) | int(l) for l, h in zip(lo, hi)]  # noqa: E731
    a = [(7 << 32) + int(v) for v in R0]
    b = [(1 << 32) + int(v) for v in R2]
    assert pair(r[:, 4], r[:, 5]) == [(x + y) % 2**64 for x, y in zip(a, b)]
    assert pair(r[:, 6], r[:, 7]) == [(x - y) % 2**64 for x, y in zip(a, b)]


def test_imad_forms():
    r = run(["IMAD.WIDE R4, R2, R0, RZ", "IMAD.WIDE.U32 R6, R2, R0, RZ", "IMAD.HI.U32 R3, R2, 0x10, RZ",
             "IMAD R1, R2, R0, 0x5"])
    s2 = [int(v) - 2**32 if v >= 2**31 else int(v) for v in R2]
    pair = lambda lo, hi: [(int(h) << 32) | int(l) for l, h in zip(lo, hi)]  # noqa: E731
    assert pair(r[:, 4], r[:, 5]) == [(x * int(y)) % 2**64 for x, y in zip(s2, R0)]
    assert pair(r[:, 6], r[:, 7]) == [int(x) * int(y) for x, y in zip(R2, R0)]
    assert r[:, 3].tolist() == [(int(x) * 16) >> 32 for x in R2]
    assert r[:, 1].tolist() == [(int(x) * int(y) + 5) % 2**32 for x, y in zip(R2, R0)]


def test_lea_pointer_arithmetic():
    """The 64-bit pointer + (signed index << 2) of ptxas: LEA / LEA.HI.X.SX32."""
    r = run(["MOV R4, 0xfffffff8", "MOV R5, 0x10",
             "LEA R6, P0, R2, R4, 0x2", "LEA.HI.X.SX32 R7, R2, R5, 0x2, P0"])
    idx = [int(v) - 2**32 if v >= 2**31 else int(v) for v in R2]
    want = [((0x10 << 32) + 0xFFFFFFF8 + (i << 2)) % 2**64 for i in idx]
    assert [(int(h) << 32) | int(l) for l, h in zip(r[:, 6], r[:, 7])] == want


def prmt(a: int, b: int, sel: int) -> int:
    """PTX ISA prmt.b32 (default mode), on Python ints."""
    x = (b << 32) | a
    out = 0
    for i in range(4):
        nib = (sel >> (4 * i)) & 0xF
        byte = (x >> (8 * (nib & 7))) & 0xFF
        if nib & 8:
            byte = 0xFF if byte & 0x80 else 0
        out |= byte << (8 * i)
    return out


def test_shf_lop3_prmt():
    r = run(["SHF.R.S32.HI R3, RZ, 0x1f, R2", "SHF.L.U32 R4, R0, 0x1c, RZ", "SHF.R.U64 R5, R2, 0x4, R0",
             "LOP3.LUT R6, R0, R2, R4, 0x96, !PT", "PRMT R7, R2, 0x8931, R0", "SHF.L.W.U32.HI R1, RZ, 0x21, R0"])
    assert (r[:, 3] == np.where(R2 >= 2**31, 0xFFFFFFFF, 0)).all()
    assert (r[:, 4] == u32(R0 << 28)).all()
    assert (r[:, 5] == u32(((R0 << 32) | R2) >> 4)).all()
    assert (r[:, 6] == (R0 ^ R2 ^ u32(R0 << 28))).all()
    assert r[:, 7].tolist() == [prmt(int(a), int(b), 0x8931) for a, b in zip(R2, R0)]
    assert (r[:, 1] == u32(R0 << 1)).all()  # .W: the shift 0x21 wraps to 1


def test_prmt_sign_nibble_uses_that_byte():
    r = run(["PRMT R3, R2, 0x8, R0", "PRMT R4, R0, 0x7654, R2"])
    assert r[:, 3].tolist() == [prmt(int(a), int(b), 0x8) for a, b in zip(R2, R0)]
    assert (r[:, 4] == R2).all()  # bytes 4-7: the second source


def test_isetp_64bit_and_sel():
    """ISETP + ISETP.EX compare (R1:R0) with (R3:R2) as signed 64-bit; R1 = -1 for odd lanes."""
    r = run(["LOP3.LUT R1, R0, 0x1, RZ, 0xc0, !PT", "IMAD R1, R1, -0x1, RZ", "MOV R3, RZ",
             "ISETP.LT.U32.AND P0, PT, R0, R2, PT", "ISETP.LT.AND.EX P0, PT, R1, R3, PT, P0",
             "SEL R4, R0, R2, P0", "ISETP.GE.U32.AND P1, P2, R0, 0x10, PT", "SEL R5, RZ, 0x1, P2"])
    a = np.where(R0 & 1, -(2**32) + R0, R0)
    b = R2
    assert (r[:, 4] == np.where(a < b, R0, R2)).all()
    assert (r[:, 5] == np.where(R0 >= 16, 1, 0)).all()


def test_bit_counting_and_minmax():
    r = run(["POPC R3, R2", "FLO.U32 R4, R0", "BREV R5, R0", "IABS R6, R2", "IMNMX R7, R0, R2, PT",
             "IMNMX.U32 R1, R0, R2, !PT"])
    s2 = np.where(R2 >= 2**31, R2 - 2**32, R2)
    assert r[:, 3].tolist() == [bin(int(v)).count("1") for v in R2]
    assert r[:, 4].tolist() == [int(v).bit_length() - 1 for v in R0]
    assert r[:, 5].tolist() == [int(f"{int(v):032b}"[::-1], 2) for v in R0]
    assert (r[:, 6] == u32(np.abs(s2))).all()
    assert (r[:, 7] == u32(np.minimum(R0, s2))).all()
    assert (r[:, 1] == np.maximum(R0, R2)).all()


def test_float_ops_and_conversions():
    f = np.float32
    r = run(["I2F R3, R2", "I2F.U32.RZ R4, R2", "F2I.TRUNC.NTZ R5, -R3", "FFMA R6, R3, 0.5, -R3",
             "FSETP.GT.AND P0, PT, |R3|, 100, PT", "SEL R7, RZ, 0x1, P0", "HFMA2.MMA R1, -RZ, RZ, 1.5, -2"])
    s2 = np.where(R2 >= 2**31, R2 - 2**32, R2)
    x = s2.astype(f)  # exact: |s2| < 2^24
    assert (r[:, 3].view(f) == x).all()
    assert (r[:, 5].view(np.int32) == -s2).all()
    assert (r[:, 6].view(f) == x * f(0.5) - x).all()
    assert (r[:, 7] == np.where(np.abs(x) > 100, 0, 1)).all()  # SEL d, a, b, P: P ? a : b
    assert r[0, 1] == (np.float16(1.5).view(np.uint16).astype(np.uint32) << 16 | np.float16(-2).view(np.uint16))


def test_i2f_rounding_mode():
    """I2F.U32.RZ of 0xFFFFFFF0 truncates to the f32 below 2^32; RN rounds up to 2^32."""
    r = run(["MOV R3, 0xfffffff0", "I2F.U32.RZ R4, R3", "I2F.U32 R5, R3"])
    assert r[0, 4].view(np.float32) == np.float32(4294967040.0)
    assert r[0, 5].view(np.float32) == np.float32(2.0**32)


def test_predicates_to_register_and_back():
    r = run(["ISETP.GE.U32.AND P0, PT, R0, 0x8, PT", "ISETP.GE.U32.AND P3, PT, R0, 0x10, PT",
             "P2R R4, PR, RZ, 0x9", "R2P PR, R4, 0x9", "SEL R5, RZ, 0x1, P3"])
    want = np.where(R0 >= 8, 1, 0) | np.where(R0 >= 16, 8, 0)
    assert (r[:, 4] == want).all() and (r[:, 5] == np.where(R0 >= 16, 0, 1)).all()


def test_warp_instructions():
    r = run(["SHFL.DOWN PT, R3, R0, 0x1, 0x1f", "SHFL.BFLY PT, R4, R0, 0x10, 0x1f",
             "ISETP.GE.U32.AND P0, PT, R0, 0x11, PT", "VOTE.ANY R5, PT, P0", "REDUX.SUM UR4, R0", "MOV R6, UR4"])
    assert (r[:, 3] == np.minimum(R0 + 1, 32)).all()
    assert (r[:, 4] == (LANE ^ 16) + 1).all()
    assert (r[:, 5] == 0xFFFF0000).all()
    assert (r[:, 6] == R0.sum()).all()


def test_uniform_datapath_shares_the_semantics():
    r = run(["S2UR UR4, SR_CTAID.X", "UIADD3 UR5, UR4, 0x7, URZ", "USHF.L.U32 UR6, UR5, 0x2, URZ",
             "UISETP.GE.U32.AND UP0, UPT, UR6, 0x1c, UPT", "USEL UR7, URZ, 0x1, !UP0", "MOV R3, UR6", "MOV R4, UR7"])
    assert (r[:, 3] == 28).all() and (r[:, 4] == 1).all()  # UP0 true: !UP0 false selects 0x1


@pytest.mark.parametrize("line, msg", [
    ("UBLKPF [UR4], UR6", "SASS opcode UBLKPF is not supported yet"),
    ("PRMT.F4E R3, R2, 0x1, R0", "PRMT mode F4E is not supported"),
    ("HMMA.884.F16.F16.STEP2 R8, R4.ROW, R6.COL, R8", "HMMA.884 form HMMA.884.F16.F16.STEP2 is not supported"),
])
def test_unsupported_is_one_located_line(line, msg):
    with pytest.raises(TcsimError) as e:
        run([line])
    text = str(e.value)
    assert text.startswith("kernel k, PC 0x0030, listing line 4: ") and msg in text and "\n" not in text


def test_64bit_atomic_and_mufu():
    """ATOMG.E.ADD.64: the lanes add 0xffffffff in thread order, each seeing the sum before it
    (PT: no predicate result); MUFU.RCP as PTX rcp.approx.f32."""
    r = run(["LDC.64 R8, c[0x0][0x160]", "MOV R10, 0xffffffff", "MOV R11, RZ",
             "ATOMG.E.ADD.64.STRONG.GPU PT, R4, [R8.64+0x100], R10", "I2F.U32 R3, R0", "MUFU.RCP R6, R3"])
    old = [(int(h) << 32) | int(lo) for lo, h in zip(r[:, 4], r[:, 5])]
    assert old == [i * 0xFFFFFFFF for i in range(32)]
    assert (r[:, 6].view(np.float32) == (np.float32(1) / R0.astype(np.float32))).all()


def test_u32_register_in_a_64bit_address():
    """[R3.U32+UR4]: a 32-bit offset register zero-extended, plus the 64-bit UR4:UR5 (not the
    pair R3:R4)."""
    r = run(["LDC.64 R8, c[0x0][0x160]", "R2UR UR4, R8", "R2UR UR5, R9", "IMAD.SHL.U32 R3, R0, 0x4, RZ",
             "MOV R4, 0x1234", "STG.E [R3.U32+UR4+0x200], R2", "LDG.E R5, [R3.U32+UR4+0x200]"])
    assert (r[:, 5] == R2).all() and (r[:, 4] == 0x1234).all()


def test_an_opcode_has_one_semantics():
    """A second compiler registered for an opcode is refused at import (two files once each
    wrote F2FP, and the import order picked the one that refused sm_80's spelling)."""
    import tcsim.exec.sass.program  # noqa: F401  (fills the table)
    from tcsim.exec.sass.table import SEMANTICS, sass

    assert "F2FP" in SEMANTICS
    with pytest.raises(RuntimeError, match="F2FP has two semantics"):
        sass("F2FP", uniform=False)(lambda k, ins: None)
    assert SEMANTICS["F2FP"].__module__.endswith("ops_sm80")
