"""Data movement as PTX kernels: mov (incl. pack/unpack), ld/st in every state space with
.v2/.v4, ld.param, sub-word loads and stores into wider registers, cvta both ways,
isspacep and generic addressing of shared/local/global/const memory."""

from __future__ import annotations

import numpy as np
import pytest
from ptxkit import HEADER, NP, device, launch, run_op

from tcsim.errors import ExecutionError

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


# --------------------------------------------------------------------- helpers


def module(body: str, params: str = ".param .u64 k_param_0", regs: str = "", prelude: str = "") -> str:
    """A kernel ``k`` with the usual nvcc register declarations."""
    decl = regs or (
        "\t.reg .pred \t%p<8>;\n\t.reg .b16 \t%rs<32>;\n\t.reg .b32 \t%r<32>;\n\t.reg .f32 \t%f<32>;\n"
        "\t.reg .b64 \t%rd<32>;\n\t.reg .f64 \t%fd<32>;"
    )
    return f"{HEADER}\n{prelude}\n.visible .entry k(\n\t{params}\n)\n{{\n{decl}\n\n{body}\n\tret;\n}}\n"


TID = """
\tld.param.u64 \t%rd1, [k_param_0];
\tcvta.to.global.u64 \t%rd2, %rd1;
\tmov.u32 \t%r1, %tid.x;
\tmov.u32 \t%r2, %ctaid.x;
\tmov.u32 \t%r3, %ntid.x;
\tmad.lo.s32 \t%r4, %r2, %r3, %r1;
\tcvt.u64.u32 \t%rd3, %r4;
"""


def run(ptx: str, out_dtype, n: int, grid=1, block=None, extra=(), shared_mem: int = 0, out_len=None):
    dev = device()
    out = dev.zeros(out_len or n * grid, out_dtype)
    args = [out] + [dev.array(e) if isinstance(e, np.ndarray) else e for e in extra]
    launch(ptx, (grid,), (block or n,), tuple(args), shared_mem=shared_mem, dev=dev)
    return out.get()


# --------------------------------------------------------------------- mov


@pytest.mark.parametrize("t,val,want", [
    ("u32", "0xFFFFFFFF", 0xFFFFFFFF), ("s32", "-7", -7), ("b32", "017", 15), ("u16", "65535", 65535),
    ("s16", "-1", -1), ("u64", "0x8000000000000000", 2**63), ("s64", "-2", -2), ("b64", "0b101", 5),
    ("f32", "0f3FC00000", 1.5), ("f32", "0fFF800000", -np.inf), ("f64", "0d400921FB54442D18", np.pi),
    ("f32", "0f00000001", 1e-45),
])
def test_mov_immediates(t, val, want):
    got = run_op(f"mov.{t}", t, [val], in_types=[t])
    assert got.tolist() == [np.asarray(want).astype(NP[t]).item()]


def test_mov_f16_bits():
    got = run_op("mov.b16", "f16", ["0x3C00"], in_types=["b16"])
    assert got.tolist() == [1.0]


@pytest.mark.parametrize("t", ["u16", "s32", "f32", "u64", "f64", "pred"])
def test_mov_register(t):
    vals = np.array([0, 1, 3, 0] if t == "pred" else [0, 1, -1, 7], dtype=np.int64)
    host = vals.astype(bool) if t == "pred" else vals.astype(NP[t])
    got = run_op(f"mov.{t}", t, [host], in_types=[t])
    assert got.tolist() == host.tolist()


def test_mov_pack_unpack_b64():
    body = TID + """
\tshl.b64 \t%rd4, %rd3, 3;
\tadd.s64 \t%rd5, %rd2, %rd4;
\tld.global.u64 \t%rd6, [%rd5];
\tmov.b64 \t{%r10, %r11}, %rd6;
\tmov.b64 \t%rd7, {%r11, %r10};
\tst.global.u64 \t[%rd5], %rd7;
"""
    dev = device()
    vals = np.array([0x1122334455667788, 0xFFFFFFFF00000001, 0, 2**63], dtype=np.uint64)
    a = dev.array(vals)
    launch(module(body), (1,), (4,), (a,), dev=dev)
    want = [((int(v) & 0xFFFFFFFF) << 32) | (int(v) >> 32) for v in vals]
    assert a.get().tolist() == want


def test_mov_pack_unpack_b32_halves_and_f16x2():
    body = TID + """
\tshl.b64 \t%rd4, %rd3, 2;
\tadd.s64 \t%rd5, %rd2, %rd4;
\tld.global.u32 \t%r10, [%rd5];
\tmov.b32 \t{%rs1, %rs2}, %r10;
\tadd.s16 \t%rs3, %rs1, 1;
\tmov.b32 \t%r11, {%rs2, %rs3};
\tst.global.u32 \t[%rd5], %r11;
"""
    dev = device()
    vals = np.array([0x12345678, 0xFFFF0000, 0x0000FFFF], dtype=np.uint32)
    a = dev.array(vals)
    launch(module(body), (1,), (3,), (a,), dev=dev)
    want = [((int(v) >> 16) | ((((int(v) & 0xFFFF) + 1) & 0xFFFF) << 16)) for v in vals]
    assert a.get().tolist() == want


def test_mov_unpack_with_sink():
    """``mov.b64 {_, %r}, %rd`` takes the high half only (nvcc emits this for >> 32)."""
    body = TID + """
\tshl.b64 \t%rd4, %rd3, 3;
\tadd.s64 \t%rd5, %rd2, %rd4;
\tld.global.u64 \t%rd6, [%rd5];
\tmov.b64 \t{_, %r10}, %rd6;
\tcvt.u64.u32 \t%rd7, %r10;
\tst.global.u64 \t[%rd5], %rd7;
"""
    dev = device()
    a = dev.array(np.array([0x1122334455667788, 2**64 - 1], dtype=np.uint64))
    launch(module(body), (1,), (2,), (a,), dev=dev)
    assert a.get().tolist() == [0x11223344, 0xFFFFFFFF]


# --------------------------------------------------------------------- ld/st global, every type, vectors


@pytest.mark.parametrize("t", ["u8", "s8", "u16", "s16", "u32", "s32", "f32", "u64", "s64", "f64", "b8", "b16", "b32", "b64"])
def test_ld_st_global_roundtrip(t):
    rng = np.random.default_rng(3)
    raw = rng.integers(0, 2**63, 8, dtype=np.int64).view(np.uint64)
    vals = raw.view(np.uint8)[: 8 * np.dtype(NP[t]).itemsize].view(NP[t])
    if vals.dtype.kind == "f":
        vals = np.nan_to_num(vals)
    got = run_op(f"mov.{t}", t, [vals], in_types=[t])
    assert got.view(np.uint8).tolist() == vals.view(np.uint8).tolist()


@pytest.mark.parametrize("t,vec", [("u32", 2), ("u32", 4), ("f32", 4), ("u16", 4), ("u8", 4), ("u8", 2), ("f64", 2),
                                   ("u64", 2), ("s16", 2)])
def test_ld_st_vectors(t, vec):
    reg = {"u8": "%rs", "s16": "%rs", "u16": "%rs", "u32": "%r", "f32": "%f", "u64": "%rd", "f64": "%fd"}[t]
    size = np.dtype(NP[t]).itemsize
    shift = (size * vec).bit_length() - 1
    src = ", ".join(f"{reg}{20 + k}" for k in range(vec))
    rev = ", ".join(f"{reg}{20 + k}" for k in reversed(range(vec)))
    body = TID + f"""
\tld.param.u64 \t%rd10, [k_param_1];
\tcvta.to.global.u64 \t%rd11, %rd10;
\tshl.b64 \t%rd4, %rd3, {shift};
\tadd.s64 \t%rd5, %rd11, %rd4;
\tadd.s64 \t%rd6, %rd2, %rd4;
\tld.global.v{vec}.{t} \t{{{src}}}, [%rd5];
\tst.global.v{vec}.{t} \t[%rd6], {{{rev}}};
"""
    n = 8
    rng = np.random.default_rng(5)
    vals = rng.integers(0, 120, n * vec).astype(NP[t])
    ptx = module(body, params=".param .u64 k_param_0,\n\t.param .u64 k_param_1")
    got = run(ptx, NP[t], n, extra=[vals], out_len=n * vec)
    assert got.reshape(n, vec).tolist() == vals.reshape(n, vec)[:, ::-1].tolist()


def test_ld_vector_with_sink_and_offset():
    body = TID + """
\tshl.b64 \t%rd4, %rd3, 4;
\tadd.s64 \t%rd5, %rd2, %rd4;
\tld.global.v4.u32 \t{%r10, _, %r12, _}, [%rd5];
\tld.global.u32 \t%r13, [%rd5+4];
\tadd.s32 \t%r14, %r10, %r12;
\tadd.s32 \t%r14, %r14, %r13;
\tst.global.u32 \t[%rd5+12], %r14;
"""
    dev = device()
    a = dev.array(np.arange(16, dtype=np.uint32))
    launch(module(body), (1,), (4,), (a,), dev=dev)
    got = a.get().reshape(4, 4)
    assert got[:, 3].tolist() == [4 * i + 4 * i + 2 + 4 * i + 1 for i in range(4)]


def test_ld_modifiers_accepted():
    """Cache and ordering qualifiers nvcc emits do not change the value loaded."""
    for op in ["ld.global.nc.u32", "ldu.global.u32", "ld.volatile.global.u32", "ld.relaxed.gpu.global.u32",
               "ld.acquire.gpu.global.u32", "ld.global.ca.u32", "ld.global.cg.u32", "ld.global.cs.u32",
               "ld.global.lu.u32", "ld.global.cv.u32", "ld.global.L1::no_allocate.u32"]:
        body = TID + f"""
\tshl.b64 \t%rd4, %rd3, 2;
\tadd.s64 \t%rd5, %rd2, %rd4;
\t{op} \t%r10, [%rd5];
\tadd.s32 \t%r10, %r10, 1;
\tst.global.wb.u32 \t[%rd5], %r10;
"""
        dev = device()
        a = dev.array(np.array([5, 9], dtype=np.uint32))
        launch(module(body), (1,), (2,), (a,), dev=dev)
        assert a.get().tolist() == [6, 10], op


# --------------------------------------------------------------------- sub-word types in wider registers


@pytest.mark.parametrize("t,reg,bits", [("s8", "%r", 32), ("u8", "%r", 32), ("s16", "%r", 32), ("u16", "%r", 32),
                                        ("s8", "%rd", 64), ("u8", "%rd", 64), ("s16", "%rd", 64), ("u16", "%rd", 64),
                                        ("s32", "%rd", 64), ("u32", "%rd", 64), ("s8", "%rs", 16), ("u8", "%rs", 16),
                                        ("b8", "%r", 32), ("b16", "%rd", 64)])
def test_ld_subword_extends_into_wider_register(t, reg, bits):
    """PTX ISA "Operand Size Exceeding Instruction-Type Size": a load into a wider register
    sign-extends signed types and zero-extends unsigned and bit types."""
    size = int(t[1:]) // 8
    wide = {16: "u16", 32: "u32", 64: "u64"}[bits]
    body = TID + f"""
\tld.param.u64 \t%rd10, [k_param_1];
\tcvta.to.global.u64 \t%rd11, %rd10;
\tmul.lo.s64 \t%rd12, %rd3, {size};
\tadd.s64 \t%rd13, %rd11, %rd12;
\tld.global.{t} \t{reg}20, [%rd13];
\tshl.b64 \t%rd4, %rd3, {(bits // 8).bit_length() - 1};
\tadd.s64 \t%rd5, %rd2, %rd4;
\tst.global.{wide} \t[%rd5], {reg}20;
"""
    raw = np.array([0, 1, 0x7F, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFF, 0x80000000, 0xFFFFFFFF], dtype=np.uint64)
    vals = raw.astype(np.dtype(f"u{size}"))
    ptx = module(body, params=".param .u64 k_param_0,\n\t.param .u64 k_param_1")
    got = run(ptx, np.dtype(f"u{bits // 8}"), len(vals), extra=[vals])
    signed = t[0] == "s"
    want = [(int(v) - (1 << (8 * size)) if signed and int(v) >> (8 * size - 1) else int(v)) & ((1 << bits) - 1) for v in vals]
    assert got.tolist() == want


@pytest.mark.parametrize("t,reg", [("u8", "%r"), ("s8", "%rd"), ("u16", "%rd"), ("b8", "%rs"), ("u32", "%rd")])
def test_st_subword_truncates_wider_register(t, reg):
    size = int(t[1:]) // 8
    rbits = {"%rs": 16, "%r": 32, "%rd": 64}[reg]
    body = TID + f"""
\tld.param.u64 \t%rd10, [k_param_1];
\tcvta.to.global.u64 \t%rd11, %rd10;
\tshl.b64 \t%rd12, %rd3, {(rbits // 8).bit_length() - 1};
\tadd.s64 \t%rd13, %rd11, %rd12;
\tld.global.u{rbits} \t{reg}20, [%rd13];
\tmul.lo.s64 \t%rd4, %rd3, {size};
\tadd.s64 \t%rd5, %rd2, %rd4;
\tst.global.{t} \t[%rd5], {reg}20;
"""
    src = np.array([0x0102030405060708, 0xFFFFFFFFFFFFFF80, 0x1234], dtype=np.uint64).astype(np.dtype(f"u{rbits // 8}"))
    ptx = module(body, params=".param .u64 k_param_0,\n\t.param .u64 k_param_1")
    got = run(ptx, np.dtype(f"u{size}"), len(src), extra=[src])
    assert got.tolist() == [int(v) & ((1 << (8 * size)) - 1) for v in src]


# --------------------------------------------------------------------- ld.param


def test_ld_param_scalars_of_every_size():
    params = ("\t.param .u64 k_param_0,\n\t.param .u8 k_param_1,\n\t.param .s8 k_param_2,\n\t.param .u16 k_param_3,\n"
              "\t.param .s16 k_param_4,\n\t.param .u32 k_param_5,\n\t.param .f32 k_param_6,\n\t.param .f64 k_param_7,\n"
              "\t.param .s64 k_param_8").strip()
    body = """
\tld.param.u64 \t%rd1, [k_param_0];
\tcvta.to.global.u64 \t%rd2, %rd1;
\tld.param.u8 \t%rs1, [k_param_1];
\tld.param.s8 \t%rs2, [k_param_2];
\tld.param.u16 \t%rs3, [k_param_3];
\tld.param.s16 \t%r4, [k_param_4];
\tld.param.u32 \t%r5, [k_param_5];
\tld.param.f32 \t%f1, [k_param_6];
\tld.param.f64 \t%fd1, [k_param_7];
\tld.param.s64 \t%rd8, [k_param_8];
\tcvt.u64.u16 \t%rd11, %rs1;
\tst.global.u64 \t[%rd2], %rd11;
\tcvt.s64.s16 \t%rd12, %rs2;
\tst.global.u64 \t[%rd2+8], %rd12;
\tcvt.u64.u16 \t%rd13, %rs3;
\tst.global.u64 \t[%rd2+16], %rd13;
\tcvt.s64.s32 \t%rd14, %r4;
\tst.global.u64 \t[%rd2+24], %rd14;
\tcvt.u64.u32 \t%rd15, %r5;
\tst.global.u64 \t[%rd2+32], %rd15;
\tst.global.f32 \t[%rd2+40], %f1;
\tst.global.f64 \t[%rd2+48], %fd1;
\tst.global.u64 \t[%rd2+56], %rd8;
"""
    dev = device()
    out = dev.zeros(8, np.uint64)
    launch(module(body, params=params), (1,), (1,),
           (out, np.uint8(200), np.int8(-3), np.uint16(65000), np.int16(-300), np.uint32(0xDEADBEEF),
            np.float32(2.5), np.float64(-1.25), np.int64(-2**40)), dev=dev)
    got = out.get()
    assert got[:5].tolist() == [200, 2**64 - 3, 65000, 2**64 - 300, 0xDEADBEEF]
    assert got[5:6].view(np.float32)[0] == 2.5
    assert got[6:7].view(np.float64)[0] == -1.25
    assert got[7] == (-2**40) % 2**64


def test_ld_param_aggregate_with_offsets_and_vector():
    """A struct passed by value: ``.param .align 8 .b8 k_param_1[16]`` read with offsets
    and with ld.param.v2."""
    params = ".param .u64 k_param_0,\n\t.param .align 8 .b8 k_param_1[16]"
    body = """
\tld.param.u64 \t%rd1, [k_param_0];
\tcvta.to.global.u64 \t%rd2, %rd1;
\tld.param.u32 \t%r1, [k_param_1+4];
\tld.param.v2.u32 \t{%r2, %r3}, [k_param_1+8];
\tld.param.u8 \t%rs1, [k_param_1+1];
\tmov.u64 \t%rd5, k_param_1;
\tld.param.u32 \t%r6, [%rd5];
\tst.global.u32 \t[%rd2], %r1;
\tst.global.u32 \t[%rd2+4], %r2;
\tst.global.u32 \t[%rd2+8], %r3;
\tcvt.u32.u16 \t%r4, %rs1;
\tst.global.u32 \t[%rd2+12], %r4;
\tst.global.u32 \t[%rd2+16], %r6;
"""
    dev = device()
    out = dev.zeros(5, np.uint32)
    blob = np.array([0x0000AB11, 7, 8, 9], dtype=np.uint32)
    launch(module(body, params=params), (1,), (1,), (out, blob.tobytes()), dev=dev)
    assert out.get().tolist() == [7, 8, 9, 0xAB, 0x0000AB11]


# --------------------------------------------------------------------- shared memory


def test_shared_static_by_symbol_register_and_generic():
    """Each CTA has its own shared memory; addressed by symbol+offset, by a 32-bit and a
    64-bit register holding the symbol's address, and generically after cvta.shared."""
    prelude = ".shared .align 4 .b8 sm[512];"
    body = TID + """
\tshl.b32 \t%r5, %r1, 2;
\tmov.u32 \t%r6, sm;
\tadd.s32 \t%r7, %r6, %r5;
\tmul.lo.s32 \t%r8, %r4, 3;
\tst.shared.u32 \t[%r7], %r8;
\tbar.sync \t0;
\tmov.u64 \t%rd6, sm;
\tcvta.shared.u64 \t%rd7, %rd6;
\tsub.s32 \t%r9, 31, %r1;
\tmul.wide.u32 \t%rd8, %r9, 4;
\tadd.s64 \t%rd9, %rd7, %rd8;
\tld.u32 \t%r10, [%rd9];
\tld.shared.u32 \t%r11, [sm+4];
\tadd.s64 \t%rd12, %rd6, %rd8;
\tld.shared.u32 \t%r12, [%rd12];
\tshl.b64 \t%rd4, %rd3, 4;
\tadd.s64 \t%rd5, %rd2, %rd4;
\tst.global.v4.u32 \t[%rd5], {%r10, %r11, %r12, %r4};
"""
    got = run(module(body, prelude=prelude), np.uint32, 32, grid=3, out_len=3 * 32 * 4).reshape(3, 32, 4)
    for c in range(3):
        for t in range(32):
            assert got[c, t, 0] == 3 * (c * 32 + 31 - t)
            assert got[c, t, 1] == 3 * (c * 32 + 1)
            assert got[c, t, 2] == got[c, t, 0]


def _shared_module_scope_and_dynamic(static_decl: str):
    prelude = static_decl + "\n.extern .shared .align 16 .b8 dyn[];"
    body = TID + """
\tshl.b32 \t%r5, %r1, 3;
\tmov.u32 \t%r6, dyn;
\tadd.s32 \t%r7, %r6, %r5;
\tcvt.u64.u32 \t%rd6, %r4;
\tst.shared.u64 \t[%r7], %rd6;
\tst.shared.u32 \t[counter_s], 77;
\tbar.sync \t0;
\tsub.s32 \t%r9, 15, %r1;
\tshl.b32 \t%r10, %r9, 3;
\tadd.s32 \t%r11, %r6, %r10;
\tld.shared.u64 \t%rd7, [%r11];
\tld.shared.u32 \t%r12, [counter_s];
\tcvt.u64.u32 \t%rd8, %r12;
\tadd.s64 \t%rd9, %rd7, %rd8;
\tshl.b64 \t%rd4, %rd3, 3;
\tadd.s64 \t%rd5, %rd2, %rd4;
\tst.global.u64 \t[%rd5], %rd9;
"""
    got = run(module(body, prelude=prelude), np.uint64, 16, grid=2, shared_mem=16 * 8)
    want = [c * 16 + 15 - t + 77 for c in range(2) for t in range(16)]
    assert got.tolist() == want


def test_shared_module_scope_and_dynamic():
    _shared_module_scope_and_dynamic(".shared .align 16 .u32 counter_s;\n.shared .align 4 .b8 pad_s[12];")


def test_dynamic_shared_after_unaligned_static_end():
    _shared_module_scope_and_dynamic(".shared .align 4 .u32 counter_s;")


# --------------------------------------------------------------------- local memory, nvcc's depot pattern


def test_local_depot_generic_and_local():
    body = TID + """
\t.local .align 8 .b8 \t__local_depot0[64];
\tmov.u64 \t%SPL, __local_depot0;
\tcvta.local.u64 \t%SP, %SPL;
\tadd.u64 \t%rd6, %SP, 0;
\tadd.u64 \t%rd7, %SPL, 0;
\tmov.u32 \t%r5, 0;
$L_fill:
\tmul.wide.u32 \t%rd8, %r5, 4;
\tadd.s64 \t%rd9, %rd7, %rd8;
\tadd.s32 \t%r6, %r4, %r5;
\tst.local.u32 \t[%rd9], %r6;
\tadd.s32 \t%r5, %r5, 1;
\tsetp.lt.u32 \t%p1, %r5, 16;
\t@%p1 bra \t$L_fill;
\tand.b32 \t%r7, %r4, 15;
\tmul.wide.u32 \t%rd10, %r7, 4;
\tadd.s64 \t%rd11, %rd6, %rd10;
\tld.u32 \t%r8, [%rd11];
\tst.u32 \t[%rd6+60], 5;
\tld.local.u32 \t%r9, [%rd7+60];
\tadd.s32 \t%r10, %r8, %r9;
\tshl.b64 \t%rd4, %rd3, 2;
\tadd.s64 \t%rd5, %rd2, %rd4;
\tst.global.u32 \t[%rd5], %r10;
"""
    regs = ("\t.local .align 8 .b8 \t__local_depot0[64];\n\t.reg .b64 \t%SP;\n\t.reg .b64 \t%SPL;\n"
            "\t.reg .pred \t%p<8>;\n\t.reg .b16 \t%rs<32>;\n\t.reg .b32 \t%r<32>;\n\t.reg .f32 \t%f<32>;\n"
            "\t.reg .b64 \t%rd<32>;\n\t.reg .f64 \t%fd<32>;")
    body = body.replace("\t.local .align 8 .b8 \t__local_depot0[64];\n", "")
    got = run(module(body, regs=regs), np.uint32, 40, grid=2)
    want = [i + (i & 15) + 5 for i in range(80)]
    assert got.tolist() == want


# --------------------------------------------------------------------- cvta, isspacep


def test_cvta_roundtrips_and_isspacep():
    prelude = ".shared .align 8 .b8 sm[64];\n.global .align 4 .u32 gvar = 5;"
    regs = ("\t.local .align 8 .b8 \t__local_depot0[16];\n\t.reg .pred \t%p<8>;\n\t.reg .b16 \t%rs<32>;\n"
            "\t.reg .b32 \t%r<32>;\n\t.reg .b64 \t%rd<32>;")
    body = """
\tld.param.u64 \t%rd1, [k_param_0];
\tcvta.to.global.u64 \t%rd2, %rd1;
\tmov.u64 \t%rd3, sm;
\tcvta.shared.u64 \t%rd4, %rd3;
\tcvta.to.shared.u64 \t%rd5, %rd4;
\tmov.u64 \t%rd6, __local_depot0;
\tcvta.local.u64 \t%rd7, %rd6;
\tcvta.to.local.u64 \t%rd8, %rd7;
\tmov.u64 \t%rd9, gvar;
\tcvta.global.u64 \t%rd10, %rd9;
\tcvta.to.global.u64 \t%rd11, %rd10;
\tisspacep.shared \t%p1, %rd4;
\tisspacep.local \t%p2, %rd7;
\tisspacep.global \t%p3, %rd10;
\tisspacep.global \t%p4, %rd4;
\tisspacep.shared \t%p5, %rd10;
\tisspacep.local \t%p6, %rd4;
\tselp.u32 \t%r1, 1, 0, %p1;
\tselp.u32 \t%r2, 2, 0, %p2;
\tselp.u32 \t%r3, 4, 0, %p3;
\tselp.u32 \t%r4, 8, 0, %p4;
\tselp.u32 \t%r5, 16, 0, %p5;
\tselp.u32 \t%r6, 32, 0, %p6;
\tor.b32 \t%r7, %r1, %r2;
\tor.b32 \t%r7, %r7, %r3;
\tor.b32 \t%r7, %r7, %r4;
\tor.b32 \t%r7, %r7, %r5;
\tor.b32 \t%r7, %r7, %r6;
\tst.global.u64 \t[%rd2], %rd3;
\tst.global.u64 \t[%rd2+8], %rd5;
\tst.global.u64 \t[%rd2+16], %rd6;
\tst.global.u64 \t[%rd2+24], %rd8;
\tst.global.u64 \t[%rd2+32], %rd9;
\tst.global.u64 \t[%rd2+40], %rd11;
\tcvt.u64.u32 \t%rd12, %r7;
\tst.global.u64 \t[%rd2+48], %rd12;
\tld.global.u32 \t%r8, [%rd11];
\tld.u32 \t%r9, [%rd10];
\tadd.s32 \t%r10, %r8, %r9;
\tcvt.u64.u32 \t%rd13, %r10;
\tst.global.u64 \t[%rd2+56], %rd13;
"""
    got = run(module(body, regs=regs, prelude=prelude), np.uint64, 1, out_len=8)
    assert got[1] == got[0] and got[3] == got[2] and got[5] == got[4]
    assert got[6] == 1 | 2 | 4
    assert got[7] == 10


def test_cvta_u32_shared():
    """``cvta.to.shared.u32`` / 32-bit shared addresses, as nvcc emits for shared pointers."""
    body = TID + """
\tmov.u64 \t%rd6, sm;
\tcvta.shared.u64 \t%rd7, %rd6;
\tcvt.u32.u64 \t%r5, %rd6;
\tshl.b32 \t%r6, %r1, 2;
\tadd.s32 \t%r7, %r5, %r6;
\tst.shared.u32 \t[%r7], %r1;
\tmul.wide.u32 \t%rd8, %r6, 1;
\tadd.s64 \t%rd9, %rd7, %rd8;
\tcvta.to.shared.u64 \t%rd10, %rd9;
\tcvt.u32.u64 \t%r8, %rd10;
\tld.shared.u32 \t%r9, [%r8];
\tadd.s32 \t%r9, %r9, 100;
\tshl.b64 \t%rd4, %rd3, 2;
\tadd.s64 \t%rd5, %rd2, %rd4;
\tst.global.u32 \t[%rd5], %r9;
"""
    got = run(module(body, prelude=".shared .align 4 .b8 sm[128];"), np.uint32, 32)
    assert got.tolist() == [t + 100 for t in range(32)]


def test_generic_ld_st_mixed_spaces_in_one_instruction():
    """One generic ld/st whose lanes point into shared, local and global memory."""
    regs = ("\t.local .align 4 .b8 \t__local_depot0[4];\n\t.reg .pred \t%p<8>;\n\t.reg .b32 \t%r<32>;\n"
            "\t.reg .b64 \t%rd<32>;")
    body = TID + """
\tmov.u64 \t%rd6, sm;
\tcvta.shared.u64 \t%rd7, %rd6;
\tmul.wide.u32 \t%rd8, %r1, 4;
\tadd.s64 \t%rd9, %rd7, %rd8;
\tmov.u64 \t%rd10, __local_depot0;
\tcvta.local.u64 \t%rd11, %rd10;
\tshl.b64 \t%rd4, %rd3, 2;
\tadd.s64 \t%rd5, %rd2, %rd4;
\trem.u32 \t%r5, %r1, 3;
\tsetp.eq.s32 \t%p1, %r5, 0;
\tsetp.eq.s32 \t%p2, %r5, 1;
\tselp.b64 \t%rd12, %rd9, %rd11, %p1;
\tselp.b64 \t%rd13, %rd5, %rd12, %p2;
\tmul.lo.s32 \t%r6, %r4, 10;
\tst.u32 \t[%rd13], %r6;
\tld.u32 \t%r7, [%rd13];
\tadd.s32 \t%r8, %r7, 1;
\tst.global.u32 \t[%rd5+0], %r8;
"""
    got = run(module(body, regs=regs, prelude=".shared .align 4 .b8 sm[128];"), np.uint32, 30)
    assert got.tolist() == [10 * t + 1 for t in range(30)]


def test_const_space_direct_and_generic():
    prelude = ".const .align 4 .b8 ctab[16] = {1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0};"
    body = TID + """
\tand.b32 \t%r5, %r1, 3;
\tmul.wide.u32 \t%rd6, %r5, 4;
\tmov.u64 \t%rd7, ctab;
\tadd.s64 \t%rd8, %rd7, %rd6;
\tld.const.u32 \t%r6, [%rd8];
\tcvta.const.u64 \t%rd9, %rd7;
\tadd.s64 \t%rd10, %rd9, %rd6;
\tld.u32 \t%r7, [%rd10];
\tld.const.u32 \t%r8, [ctab+12];
\tmad.lo.s32 \t%r9, %r7, 100, %r6;
\tmad.lo.s32 \t%r9, %r8, 10000, %r9;
\tshl.b64 \t%rd4, %rd3, 2;
\tadd.s64 \t%rd5, %rd2, %rd4;
\tst.global.u32 \t[%rd5], %r9;
"""
    got = run(module(body, prelude=prelude), np.uint32, 8)
    assert got.tolist() == [40000 + 101 * ((t & 3) + 1) for t in range(8)]


def test_global_variable_by_symbol():
    prelude = ".global .align 8 .u64 gv[4] = {10, 20, 30, 40};"
    body = TID + """
\tld.global.u64 \t%rd6, [gv+16];
\tmov.u64 \t%rd7, gv;
\tshl.b64 \t%rd8, %rd3, 3;
\tadd.s64 \t%rd9, %rd7, %rd8;
\tld.global.u64 \t%rd10, [%rd9];
\tadd.s64 \t%rd11, %rd6, %rd10;
\tst.global.u64 \t[%rd9], %rd11;
\tadd.s64 \t%rd5, %rd2, %rd8;
\tst.global.u64 \t[%rd5], %rd11;
"""
    got = run(module(body, prelude=prelude), np.uint64, 4)
    assert sorted(got.tolist())[0] >= 40


# --------------------------------------------------------------------- faults


def test_misaligned_and_out_of_bounds_accesses_fault():
    body = TID + """
\tld.global.u32 \t%r5, [%rd2+2];
"""
    with pytest.raises(ExecutionError, match="misaligned"):
        run(module(body), np.uint32, 1)
    body = TID + """
\tld.global.v4.u32 \t{%r5, %r6, %r7, %r8}, [%rd2+8];
"""
    with pytest.raises(ExecutionError, match="misaligned"):
        run(module(body), np.uint32, 4)
    body = TID + """
\tld.shared.u32 \t%r5, [sm+16];
"""
    with pytest.raises(ExecutionError, match="shared"):
        run(module(body, prelude=".shared .align 4 .b8 sm[16];"), np.uint32, 1)
    body = TID + """
\tst.global.u32 \t[%rd2+4096], %r1;
"""
    with pytest.raises(ExecutionError, match="global"):
        run(module(body), np.uint32, 1)


# --------------------------------------------------------------------- guards, symbols, no-ops


def test_predicated_loads_and_stores_skip_inactive_lanes():
    """nvcc's bounds check: ``@%p ld``/``@!%p st`` with out-of-range addresses in the
    inactive lanes must not fault."""
    body = TID + """
\tld.param.u64 \t%rd10, [k_param_1];
\tcvta.to.global.u64 \t%rd11, %rd10;
\tshl.b64 \t%rd4, %rd3, 2;
\tadd.s64 \t%rd12, %rd11, %rd4;
\tadd.s64 \t%rd5, %rd2, %rd4;
\tsetp.lt.u32 \t%p1, %r4, 10;
\tmov.u32 \t%r10, 77;
\t@%p1 ld.global.u32 \t%r10, [%rd12];
\t@!%p1 bra \t$L_end;
\tadd.s32 \t%r10, %r10, 1;
\tst.global.u32 \t[%rd5], %r10;
$L_end:
\tsetp.ge.u32 \t%p2, %r4, 10;
\t@!%p2 st.global.u32 \t[%rd5+0], %r10;
"""
    vals = np.arange(10, dtype=np.uint32) * 3
    ptx = module(body, params=".param .u64 k_param_0,\n\t.param .u64 k_param_1")
    got = run(ptx, np.uint32, 10, block=64, extra=[vals], out_len=10)
    assert got.tolist() == (vals + 1).tolist()


def test_atomics_and_loads_by_symbol_address():
    prelude = ".global .align 4 .u32 gcount[2] = {5, 6};\n.shared .align 4 .u32 scount;"
    body = TID + """
\tst.shared.u32 \t[scount], 0;
\tbar.sync \t0;
\tatom.shared.add.u32 \t%r10, [scount], 1;
\tatom.global.add.u32 \t%r11, [gcount+4], 2;
\tred.global.add.u32 \t[gcount], 1;
\tmov.u64 \t%rd6, gcount;
\tcvta.global.u64 \t%rd7, %rd6;
\tatom.add.u32 \t%r12, [%rd7+4], 0;
\tbar.sync \t0;
\tld.shared.u32 \t%r13, [scount];
\tshl.b64 \t%rd4, %rd3, 4;
\tadd.s64 \t%rd5, %rd2, %rd4;
\tst.global.v4.u32 \t[%rd5], {%r10, %r11, %r12, %r13};
"""
    got = run(module(body, prelude=prelude), np.uint32, 32, out_len=4 * 32).reshape(32, 4)
    assert sorted(got[:, 0].tolist()) == list(range(32))
    assert sorted(got[:, 1].tolist()) == list(range(6, 6 + 64, 2))
    assert (got[:, 3] == 32).all()


def test_memory_ordering_and_cache_hint_instructions_are_no_ops():
    body = TID + """
\tshl.b64 \t%rd4, %rd3, 2;
\tadd.s64 \t%rd5, %rd2, %rd4;
\tprefetch.global.L2 \t[%rd5];
\tprefetchu.L1 \t[%rd5];
\tmembar.gl;
\tmembar.cta;
\tfence.acq_rel.gpu;
\tfence.sc.sys;
\tst.global.u32 \t[%rd5], %r4;
"""
    got = run(module(body), np.uint32, 8)
    assert got.tolist() == list(range(8))


def test_local_by_symbol_with_offset():
    regs = ("\t.local .align 8 .b8 \t__local_depot0[32];\n\t.reg .pred \t%p<8>;\n\t.reg .b32 \t%r<32>;\n"
            "\t.reg .b64 \t%rd<32>;")
    body = TID + """
\tst.local.u32 \t[__local_depot0+8], %r4;
\tst.local.v2.u32 \t[__local_depot0+16], {%r1, %r4};
\tld.local.u32 \t%r10, [__local_depot0+8];
\tld.local.v2.u32 \t{%r11, %r12}, [__local_depot0+16];
\tadd.s32 \t%r13, %r10, %r12;
\tadd.s32 \t%r13, %r13, %r11;
\tshl.b64 \t%rd4, %rd3, 2;
\tadd.s64 \t%rd5, %rd2, %rd4;
\tst.global.u32 \t[%rd5], %r13;
"""
    got = run(module(body, regs=regs), np.uint32, 8, grid=2)
    assert got.tolist() == [2 * i + i % 8 for i in range(16)]


def test_mov_bit_casts_between_float_and_int_registers():
    """__double2hiint/__hiloint2double and __int_as_float: mov.b64 unpack/pack of an f64
    register and mov.b32 between %f and %r registers."""
    body = TID + """
\tld.param.u64 \t%rd10, [k_param_1];
\tcvta.to.global.u64 \t%rd11, %rd10;
\tshl.b64 \t%rd4, %rd3, 3;
\tadd.s64 \t%rd12, %rd11, %rd4;
\tld.global.f64 \t%fd1, [%rd12];
\tmov.b64 \t{%r10, %r11}, %fd1;
\tmov.b32 \t%f1, %r11;
\tmov.b32 \t%r12, %f1;
\txor.b32 \t%r13, %r12, -2147483648;
\tmov.b64 \t%fd2, {%r10, %r13};
\tadd.s64 \t%rd5, %rd2, %rd4;
\tst.global.f64 \t[%rd5], %fd2;
"""
    vals = np.array([1.5, -2.0, np.inf, 0.0, 1e-310], np.float64)
    ptx = module(body, params=".param .u64 k_param_0,\n\t.param .u64 k_param_1")
    got = run(ptx, np.float64, len(vals), extra=[vals])
    assert got.view(np.uint64).tolist() == (vals.view(np.uint64) ^ np.uint64(1 << 63)).tolist()


def test_param_address_through_cvta_param_and_generic_load():
    """``mov.b64 %rd, k_param_1; cvta.param.u64`` gives a generic address of a kernel
    parameter (nvcc 12+ for by-value structs whose address is taken)."""
    params = ".param .u64 k_param_0,\n\t.param .align 4 .b8 k_param_1[12]"
    body = """
\tld.param.u64 \t%rd1, [k_param_0];
\tcvta.to.global.u64 \t%rd2, %rd1;
\tmov.b64 \t%rd3, k_param_1;
\tcvta.param.u64 \t%rd4, %rd3;
\tld.u32 \t%r1, [%rd4+8];
\tld.u32 \t%r2, [%rd4];
\tisspacep.param \t%p1, %rd4;
\tselp.u32 \t%r3, 1, 0, %p1;
\tst.global.v4.u32 \t[%rd2], {%r1, %r2, %r3, %r3};
"""
    dev = device()
    out = dev.zeros(4, np.uint32)
    launch(module(body, params=params), (1,), (1,), (out, np.array([7, 8, 9], np.uint32).tobytes()), dev=dev)
    assert out.get().tolist()[:3] == [9, 7, 1]
