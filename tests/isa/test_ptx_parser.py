"""The PTX front end on real nvcc output (tests/data/ptx/*.ptx, made from the .cu next to
them) and on a hand-written sample of syntax nvcc 13 does not emit."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tcsim.isa import ir
from tcsim.isa.ptx import BracketList, parse, parse_file

DATA = Path(__file__).resolve().parent.parent / "data" / "ptx"
SAMPLES = sorted(DATA.glob("*.ptx"))


@pytest.fixture(scope="module")
def mods() -> dict[str, ir.Module]:
    return {p.stem: parse_file(p) for p in SAMPLES}


def ins_at(fn: ir.Function, text: str) -> ir.Instruction:
    """The first instruction whose source text (whitespace-normalised) starts with ``text``."""
    for ins in fn.instructions:
        if " ".join(ins.text.split()).startswith(text):
            return ins
    raise AssertionError(f"no instruction {text!r} in {fn.name}")


def R(name: str, prefix: str, typ: str, count: int | None = None) -> tuple:
    """What to compare a Reg against: (unique name, decl name, type, count)."""
    return (name, prefix, typ, count)


def reg_key(op) -> tuple:
    assert isinstance(op, ir.Reg), op
    return (op.name, op.decl.name, op.decl.type, op.decl.count)


def test_every_sample_parses(mods):
    assert len(SAMPLES) >= 10
    for name, m in mods.items():
        assert m.source.endswith(f"{name}.ptx")
        assert m.address_size == 64
        assert m.kernels(), name
        for fn in m.functions.values():
            for ins in fn.instructions:
                assert ins.loc.file == m.source and ins.loc.line > 0
                # label targets point into the function
                for op in ins.operands:
                    if isinstance(op, ir.Sym) and op.kind == "label":
                        assert 0 <= op.target <= len(fn.instructions)
                        assert fn.labels[op.name] == op.target


def test_module_header(mods):
    assert mods["calls"].version == "9.0"
    assert mods["calls"].target == ("sm_75",)
    assert mods["calls_G"].target == ("sm_75", "debug")
    assert mods["sm90"].target == ("sm_90",)
    hw = mods["handwritten"]
    assert (hw.version, hw.target) == ("7.0", ("sm_75", "texmode_independent"))


def test_kernel_params_and_perf_directives(mods):
    m = mods["calls"]
    k = m.functions["_Z5kcall6ParamsPfPKf"]
    assert k.kind == "entry" and k.linkage == "visible" and k.body
    assert k.attrs == {"maxntid": (256, 1, 1), "minnctapersm": 2}
    p0, p1, p2 = k.params
    assert (p0.space, p0.type, p0.align, p0.dims, p0.size()) == ("param", "b8", 8, (24,), 24)
    assert (p1.type, p1.dims, p1.size()) == ("u64", (), 8)
    assert m.functions["_Z5hellov"].params == []
    assert m.functions["_Z5hellov"].attrs == {"maxntid": (128, 1, 1)}
    assert [f.name for f in m.kernels()] == ["_Z5kcall6ParamsPfPKf", "_Z5hellov"]
    cl = mods["sm90"].functions["_Z8kcluster3BigPi"]
    assert cl.attrs == {"explicitcluster": True, "reqnctapercluster": (2, 1, 1)}
    assert cl.params[0].size() == 64


def test_func_return_values_and_prototypes(mods):
    m = mods["calls"]
    vp = m.functions["vprintf"]
    assert (vp.kind, vp.linkage, vp.body) == ("func", "extern", False)
    assert [p.name for p in vp.params] == ["vprintf_param_0", "vprintf_param_1"]
    assert [(r.name, r.type) for r in vp.rets] == [("func_retval0", "b32")]
    tw = m.functions["_Z5twice6Params"]
    assert (tw.rets[0].align, tw.rets[0].dims, tw.rets[0].type) == (8, (16,), "b8")
    st = ins_at(tw, "st.param.f64 [func_retval0+0]")
    assert st.operands[0] == ir.Address(ir.Sym("func_retval0", "var"), 0)
    # a prototype followed by its definition is one function, with a body
    mm = mods["math"]
    slow = mm.functions["__internal_trig_reduction_slowpathd"]
    assert slow.body and slow.instructions
    assert list(mm.functions).index("__internal_trig_reduction_slowpathd") == 0


def test_local_depot_and_sp(mods):
    f = mods["calls"].functions["_Z6reportif"]
    depot = f.vars["__local_depot2"]
    assert (depot.space, depot.align, depot.size()) == ("local", 16, 16)
    assert f.regs["%SP"] == ir.RegDecl("%SP", "b64", None, f.regs["%SP"].loc)
    ins = ins_at(f, "mov.u64 %SPL, __local_depot2")
    assert reg_key(ins.operands[0]) == R("%SPL", "%SPL", "b64")
    assert ins.operands[1] == ir.Sym("__local_depot2", "var")
    g = mods["calls_G"].functions["_Z5kcall6ParamsPfPKf"]
    assert g.vars["__local_depot3"].size() == 48


def test_call_sequences_are_block_unique(mods):
    f = mods["calls"].functions["_Z5kcall6ParamsPfPKf"]
    assert [n for n in f.vars] == ["param0@1", "retval0@1", "param0@2", "param1@2", "param2@2",
                                   "retval0@2", "param0@3", "param1@3"]
    assert "temp_param_reg@2" in f.regs and "temp_param_reg" not in f.regs
    call = ins_at(f, "call.uni (retval0), _Z5axpy1fff")
    assert call.opcode == "call" and call.mods == ("uni",)
    assert call.operands == (
        ir.ArgList((ir.Sym("retval0@2", "var"),)),
        ir.Sym("_Z5axpy1fff", "func"),
        ir.ArgList((ir.Sym("param0@2", "var"), ir.Sym("param1@2", "var"), ir.Sym("param2@2", "var"))),
    )
    assert call.text == "call.uni (retval0), _Z5axpy1fff, ( param0, param1, param2 );"
    # call without a return list
    rep = ins_at(f, "call.uni _Z6reportif")
    assert rep.operands == (ir.Sym("_Z6reportif", "func"),
                            ir.ArgList((ir.Sym("param0@3", "var"), ir.Sym("param1@3", "var"))))
    ld = ins_at(f, "ld.param.f32 %f1, [retval0+0]")
    assert ld.operands[1] == ir.Address(ir.Sym("retval0@2", "var"), 0)
    st = ins_at(f, "st.param.v2.b32 [param0+16]")
    assert st.mods == ("param", "v2", "b32")
    assert isinstance(st.operands[1], ir.Vector) and [r.name for r in st.operands[1].elems] == ["%r1", "%r2"]


def test_block_local_register_shadows_outer(mods):
    f = mods["warp"].functions["_Z5kwarpPK6float4PfPiPVi"]
    bar = ins_at(f, "bar.red.popc.u32")
    assert reg_key(bar.operands[2]) == R("%p1@1", "%p1@1", "pred")
    # outside the block %p1 is the outer %p<14>
    assert f.regs["%p"].count == 14
    setp = ins_at(f, "setp.ne.u32 %p1")
    assert setp.operands[0].name == "%p1@1"


def test_block_local_labels(mods):
    f = mods["sm90"].functions["_Z8kbarrierPi"]
    assert {"LAB_WAIT@1", "DONE@1", "LAB_WAIT@2", "DONE@2"} <= set(f.labels)
    assert "P1@1" in f.regs and "P1@2" in f.regs
    waits = [i for i in f.instructions if i.opcode == "bra" and i.guard is not None and i.guard.reg.name.startswith("P1")]
    assert [(w.guard.reg.name, w.operands[0].name) for w in waits] == [("P1@1", "DONE@1"), ("P1@2", "DONE@2")]
    for w in waits:
        done = w.operands[0]
        assert done.kind == "label" and f.labels[done.name] == done.target
    loop = [i for i in f.instructions if i.full_opcode == "bra" and i.guard is None]
    assert [i.operands[0].target for i in loop] == [f.labels["LAB_WAIT@1"], f.labels["LAB_WAIT@2"]]
    wait = f.instructions[f.labels["LAB_WAIT@1"]]
    assert wait.full_opcode == "mbarrier.try_wait.parity.shared::cta.b64"
    assert wait.mods == ("try_wait", "parity", "shared::cta", "b64")


def test_branches_and_labels(mods):
    f = mods["warp"].functions["_Z5kwarpPK6float4PfPiPVi"]
    bra = ins_at(f, "@%p11 bra $L__BB0_2")
    assert bra.guard == ir.Guard(f.instructions[0].operands[0].__class__("%p11", f.regs["%p"]), False)
    lab = bra.operands[0]
    assert lab == ir.Sym("$L__BB0_2", "label", 0, f.labels["$L__BB0_2"])
    assert f.instructions[lab.target].text == "cvta.to.global.u64 \t%rd10, %rd4;"
    # a backward branch
    loop = ins_at(f, "@%p13 bra $L__BB0_3")
    assert f.instructions[loop.operands[0].target].full_opcode == "ld.volatile.global.u32"
    uni = ins_at(mods["math"].functions["_Z5dmathPKdPdi"], "bra.uni $L__BB1_2")
    assert uni.opcode == "bra" and uni.mods == ("uni",)
    hw = mods["handwritten"].functions["k_ptr"]
    neg = ins_at(hw, "@!%p1 bra $Lt_0_end")
    assert neg.guard.negate and neg.guard.reg.name == "%p1"
    assert neg.operands[0].target == len(hw.instructions) == hw.labels["$Lt_0_end"]


def test_warp_ops_and_pipes(mods):
    f = mods["warp"].functions["_Z5kwarpPK6float4PfPiPVi"]
    shfl = ins_at(f, "shfl.sync.down.b32 %r13|%p3")
    assert (shfl.opcode, shfl.mods) == ("shfl", ("sync", "down", "b32"))
    pipe = shfl.operands[0]
    assert isinstance(pipe, ir.Pipe) and (pipe.first.name, pipe.second.name) == ("%r13", "%p3")
    assert [o.name for o in shfl.operands[1:]] == ["%r8", "%r11", "%r10", "%r12"]
    vote = ins_at(f, "vote.sync.ballot.b32")
    assert vote.mods == ("sync", "ballot", "b32")
    assert ins_at(f, "match.any.sync.b32").opcode == "match"
    atom = ins_at(f, "atom.global.cas.b32")
    assert len(atom.operands) == 4 and isinstance(atom.operands[1], ir.Address)
    hw = mods["handwritten"].functions["k_ptr"]
    setp = ins_at(hw, "setp.ne.s32 %p1|%p2")
    assert isinstance(setp.operands[0], ir.Pipe)
    sink = ins_at(hw, "atom.global.add.u32 _")
    assert sink.operands[0] == ir.Sink()


def test_special_registers(mods):
    f = mods["warp"].functions["_Z8kspecialPj"]
    specials = [i.operands[1].name for i in f.instructions
                if i.opcode == "mov" and isinstance(i.operands[1], ir.Special)]
    assert specials == ["%smid", "%warpid", "%laneid", "%tid.y", "%ntid.z", "%nctaid.y", "%tid.x"]
    k = mods["warp"].functions["_Z5kwarpPK6float4PfPiPVi"]
    assert ins_at(k, "mov.u64 %rd16, %clock64").operands[1] == ir.Special("%clock64")
    assert ins_at(k, "mov.u32 %r46, %lanemask_lt").operands[1] == ir.Special("%lanemask_lt")
    hw = mods["handwritten"].functions["k_ptr"]
    assert [i.operands[1] for i in hw.instructions[1:6]] == [
        ir.Special(n) for n in ("%envreg3", "%pm7", "%clock_hi", "%globaltimer_lo", "%clock64")]


def test_immediates(mods):
    f = mods["math"].functions["_Z5fmathPKfPfi"]
    mul = next(i for i in f.instructions if i.opcode == "mul" and isinstance(i.operands[-1], ir.Imm)
               and i.operands[-1].kind == "f32")
    assert mul.operands[-1].value == int(mul.text.split("0f")[-1][:8], 16)
    d = mods["math"].functions["_Z5dmathPKdPdi"]
    setp = ins_at(d, "setp.eq.f64 %p3, %fd296, 0d7FF0000000000000")
    assert setp.operands[2] == ir.Imm("f64", 0x7FF0000000000000)
    sel = ins_at(d, "selp.f64 %fd81")
    assert sel.operands[1] == ir.Imm("f64", 0x3DE5DB65F9785EBA)
    assert sel.operands[2] == ir.Imm("f64", 0xBDA8FF8320FD8164)
    h = mods["half"].functions["_Z5khalfPK7__half2S1_PS_P13__nv_bfloat16i"]
    assert ins_at(h, "mov.b32 C, 0x3fb8aa3bU").operands[1] == ir.Imm("int", 0x3FB8AA3B)
    assert ins_at(h, "mov.b32 spc,0X1F791F79U").operands[1] == ir.Imm("int", 0x1F791F79)
    calls = mods["calls"].functions["_Z5kcall6ParamsPfPKf"]
    assert ins_at(calls, "st.param.b32 [param0+0], 0").operands[1] == ir.Imm("int", 0)
    k = mods["sm90"].functions["_Z4kmmaPKjS0_Pf"]
    assert ins_at(k, "bar.warp.sync -1").operands == (ir.Imm("int", -1),)
    hw = mods["handwritten"].functions["k_ptr"]
    assert ins_at(hw, "mov.f32 %r6, 1.5").operands[1] == ir.Imm("float", 1.5)
    assert ins_at(hw, "add.s32 %r6, %r6, -0x10").operands[2] == ir.Imm("int", -16)


@pytest.mark.parametrize("text,kind,value", [
    ("42", "int", 42), ("0x1F", "int", 31), ("0XffU", "int", 255), ("017", "int", 15),
    ("0b101", "int", 5), ("7U", "int", 7), ("-2147483648", "int", -2147483648), ("0", "int", 0),
    ("0f3F800000", "f32", 0x3F800000), ("0FBF800000", "f32", 0xBF800000),
    ("0d3FF0000000000000", "f64", 0x3FF0000000000000),
    ("1.5", "float", 1.5), ("1e-3", "float", 1e-3), ("2.5E+2", "float", 250.0), ("-0.25", "float", -0.25),
])
def test_immediate_forms(text, kind, value):
    m = parse(f".version 8.0\n.target sm_80\n.address_size 64\n"
              f".entry k()\n{{\n.reg .b32 %r<2>;\nmov.b32 %r1, {text};\n}}\n")
    assert m.functions["k"].instructions[0].operands[1] == ir.Imm(kind, value)


def test_addresses(mods):
    math = mods["math"].functions["_Z5fmathPKfPfi"]
    assert ins_at(math, "ld.local.u32 %r75, [%rd19+-4]").operands[1] == ir.Address(
        math.instructions[0].operands[0].__class__("%rd19", math.regs["%rd"]), -4)
    w = mods["warp"].functions["_Z5kwarpPK6float4PfPiPVi"]
    assert ins_at(w, "ld.const.f32 %f7, [coeffs+4]").operands[1] == ir.Address(ir.Sym("coeffs", "var"), 4)
    assert ins_at(w, "mov.u64 %rd11, counter").operands[1] == ir.Sym("counter", "var")
    hw = mods["handwritten"].functions["k_ptr"]
    assert ins_at(hw, "ld.global.u32 %r5, [1024]").operands[1] == ir.Address(None, 1024)
    assert ins_at(hw, "mov.u64 %rd3, floats+4").operands[1] == ir.Sym("floats", "var", 4)
    wm = mods["wmma"].functions["_Z4kasmPKyPy"]
    assert ins_at(wm, "ld.global.nc.u32 %r7, [%rd3+8]").operands[1].offset == 8


def test_vectors_and_64bit_moves(mods):
    f = mods["wmma"].functions["_Z4kasmPKyPy"]
    split = ins_at(f, "mov.b64 {%r3, %r2}, %rd1")
    assert isinstance(split.operands[0], ir.Vector) and [r.name for r in split.operands[0].elems] == ["%r3", "%r2"]
    join = ins_at(f, "mov.b64 %rd2, {%r2, %r3}")
    assert [r.name for r in join.operands[1].elems] == ["%r2", "%r3"]
    # inline asm block with a non-% register name
    add = ins_at(f, "add.u32 t, %r3, 1")
    assert reg_key(add.operands[0]) == R("t@1", "t@1", "b32")
    m = mods["math"].functions["_Z5dmathPKdPdi"]
    tmp = ins_at(m, "mov.b64 {%temp, %r9}, %fd132")
    assert tmp.operands[0].elems[0].name.startswith("%temp@")
    ldv = ins_at(m, "ld.global.nc.v2.f64 {%fd82, %fd83}, [%rd26]")
    assert ldv.mods == ("global", "nc", "v2", "f64")
    hw = mods["handwritten"].functions["k_ptr"]
    v = ins_at(hw, "ld.global.v4.f32 {%r7, _, _, _}")
    assert v.operands[0].elems[1:] == (ir.Sink(),) * 3
    assert hw.regs["%v"].vec == 4 and hw.regs["%v"].count == 2


def test_wmma_and_mma(mods):
    f = mods["wmma"].functions["_Z5kwmmaPK6__halfS1_Pfi"]
    ld = ins_at(f, "wmma.load.a.sync.aligned.row.m16n16k16.global.f16")
    assert ld.opcode == "wmma"
    assert ld.mods == ("load", "a", "sync", "aligned", "row", "m16n16k16", "global", "f16")
    frag, addr, stride = ld.operands
    assert [r.name for r in frag.elems] == [f"%r{i}" for i in range(16, 24)]
    assert isinstance(addr, ir.Address) and addr.base.name == "%rd13"
    assert stride.name == "%r11"
    mma = ins_at(f, "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32")
    assert [len(v.elems) for v in mma.operands] == [8, 8, 8, 8]
    st = ins_at(f, "wmma.store.d.sync.aligned.row.m16n16k16.global.f32")
    assert isinstance(st.operands[0], ir.Address) and len(st.operands[1].elems) == 8
    k = mods["sm90"].functions["_Z4kmmaPKjS0_Pf"]
    lm = ins_at(k, "ldmatrix.sync.aligned.m8n8.x4.shared.b16")
    assert lm.mods[-3:] == ("x4", "shared", "b16")
    cp = ins_at(mods["sm90"].functions["_Z6kasyncPK4int4PS_Py"], "cp.async.cg.shared.global")
    assert cp.operands[2:] == (ir.Imm("int", 16), ir.Imm("int", 16))


def test_module_variables(mods):
    w = mods["warp"]
    c = w.variables["coeffs"]
    assert (c.space, c.type, c.align, c.dims) == ("const", "b8", 4, (32,))
    assert c.init[:4] == [0, 0, 128, 63]
    t = w.variables["table"]
    assert t.size() == 24 and len(t.init) == 21
    assert w.variables["counter"].init is None and w.variables["counter"].type == "u32"
    assert w.variables["table_ptr"].init == [ir.Sym("table", "var", 12)]
    dyn = mods["calls"].variables["dyn_smem"]
    assert (dyn.space, dyn.linkage, dyn.dims, dyn.align, dyn.size()) == ("shared", "extern", (None,), 16, 0)
    assert mods["calls"].variables["$str"].init[:3] == [105, 61, 37]
    hw = mods["handwritten"].variables
    assert hw["floats"].init == [1.5, 1.0, -2.0, 1e-3]
    assert hw["dbl"].init == [2.0]
    assert hw["ints"].dims == (5,) and hw["ints"].init == [8, 5, 16, 7, -1]
    assert hw["grid"].dims == (2, 3) and hw["grid"].init == [1, 2, 3, 4, 5]
    assert hw["weakvar"].linkage == "weak" and hw["commonvar"].linkage == "common"
    assert hw["a2"].init == [5] and hw["a1"].init is None
    assert hw["ptrs"].init == [ir.Sym("floats", "var", 4), ir.Sym("ints", "var")]
    # demoted shared variable inside a kernel
    k = w.functions["_Z5kwarpPK6float4PfPiPVi"]
    red = k.vars["_ZZ5kwarpPK6float4PfPiPViE3red"]
    assert (red.space, red.size()) == ("shared", 128)


def test_ptr_params_and_weak_prototype(mods):
    hw = mods["handwritten"]
    k = hw.functions["k_ptr"]
    assert [p.ptr for p in k.params] == [{"space": "global", "align": 4}, {"align": 1}]
    assert k.attrs == {"reqntid": (64, 1, 1), "maxnreg": 32}
    h = hw.functions["helper"]
    assert (h.linkage, h.body, h.attrs) == ("weak", False, {"noreturn": True})


def test_branchtargets_and_ranged_block_registers(mods):
    hw = mods["handwritten"].functions["k_ptr"]
    brx = ins_at(hw, "brx.idx %r1, $Ltargets")
    assert brx.operands[1] == ir.Vector((ir.Sym("$Lt_0_1", "label", 0, hw.labels["$Lt_0_1"]),
                                         ir.Sym("$Lt_0_end", "label", 0, hw.labels["$Lt_0_end"])))
    # %t<2> declared in two blocks: decl name gets the suffix, registers are decl.name + index
    add = ins_at(hw, "add.s32 %t0, %t1, 1")
    assert reg_key(add.operands[0]) == R("%t@20", "%t@2", "b32", 2)
    assert hw.labels["inner@1"] == hw.labels["inner@2"]
    assert ins_at(hw, "bra.uni inner").operands[0].name == "inner@2"


def test_debug_info(mods):
    li = mods["warp_lineinfo"]
    assert li.files[1].endswith("warp.cu") and len(li.files) == 6
    k = li.functions["_Z5kwarpPK6float4PfPiPVi"]
    assert k.instructions[0].debug_loc == (1, 16, 0)
    assert ins_at(k, "cvta.to.global.u64 %rd1, %rd8").debug_loc == (1, 19, 5)
    # '.loc 2 137 50, function_name ..., inlined_at ...' records the inlined position
    assert (2, 137, 50) in {i.debug_loc for i in k.instructions}
    g = mods["calls_G"]
    assert g.files == {1: g.files[1]} and g.files[1].endswith("calls.cu")
    ax = g.functions["_Z5axpy1fff"]
    assert ins_at(ax, "mul.f32").debug_loc == (1, 15, 44)
    assert ax.labels["$L__func_end0"] == len(ax.instructions)
    assert mods["calls"].functions["_Z5hellov"].instructions[0].debug_loc is None
    hw = mods["handwritten"]
    assert hw.files == {1: "old.cu"}
    assert hw.functions["k_ptr"].instructions[-1].debug_loc == (1, 12, 7)


def test_indirect_calls_and_texture_operands():
    text = (DATA / "handwritten.ptx").read_text().split(".weak .global")[0]
    text += """
.func (.param .b32 r) f1(.param .b32 x);
.global .align 8 .u64 table[1] = {f1};
.entry k(.param .u64 t)
{
    .reg .b32 %r<3>;
    .reg .b64 %rd<3>;
    .reg .f32 %f<6>;
    ld.global.u64 %rd1, [table];
    {
    .param .b32 param0;
    .param .b32 retval0;
    proto : .callprototype (.param .b32 _) _ (.param .b32 _);
    call (retval0), %rd1, (param0), proto;
    }
    tex.2d.v4.f32.f32 {%f1, %f2, %f3, %f4}, [%rd2, {%f5, %f5}];
Ftgt: .calltargets f1;
    call (retval0), %rd1, (param0), Ftgt;
}
"""
    with pytest.raises(Exception, match="unknown symbol 'retval0'"):
        parse(text)  # retval0/param0 are block-local to the first call sequence
    text = text.replace("call (retval0), %rd1, (param0), Ftgt;", "call %rd1, Ftgt;")
    m = parse(text)
    k = m.functions["k"]
    assert m.variables["table"].init == [ir.Sym("f1", "func")]
    call = ins_at(k, "call (retval0), %rd1")
    assert call.operands[1].name == "%rd1" and call.operands[3] == ir.Sym("proto@1", "proto")
    assert [p.type for p in k.attrs["callprototypes"]["proto@1"]["params"]] == ["b32"]
    tex = ins_at(k, "tex.2d")
    assert isinstance(tex.operands[1], BracketList) and tex.operands[1].elems[0].name == "%rd2"
    assert ins_at(k, "call %rd1, Ftgt").operands[1] == ir.Vector((ir.Sym("f1", "func"),))


def test_instruction_text_and_loc(mods):
    f = mods["calls"].functions["_Z6reportif"]
    call = ins_at(f, "call.uni (retval0), vprintf")
    assert call.text == "call.uni (retval0), vprintf, ( param0, param1 );"
    assert (call.loc.line, call.loc.col) == (92, 2)
    src = (DATA / "calls.ptx").read_text().splitlines()
    for ins in f.instructions:
        if "call" not in ins.text:
            assert src[ins.loc.line - 1].strip() == ins.text
    h = mods["half"].functions["_Z5khalfPK7__half2S1_PS_P13__nv_bfloat16i"]
    fma = ins_at(h, "fma.rn.f16x2 %r7")
    assert fma.text == "fma.rn.f16x2 %r7,%r8,%r9,%r6;"
    g = ins_at(h, "@%p1 bra")
    assert g.loc.col == 2 and g.text.startswith("@%p1")


def test_pragmas_and_comments_are_skipped(mods):
    f = mods["wmma"].functions["_Z5kwmmaPK6__halfS1_Pfi"]
    target = f.labels["$L__BB0_6"]
    assert f.instructions[target].opcode == "wmma"  # the .pragma "nounroll" made no instruction
    assert not any(i.opcode.startswith(".") for fn in mods["calls_G"].functions.values() for i in fn.instructions)


def test_function_calls_resolve_in_rdc_and_debug(mods):
    for name in ("calls_rdc", "calls_G", "math", "math_fast"):
        m = mods[name]
        for fn in m.functions.values():
            for ins in fn.instructions:
                if ins.opcode == "call":
                    callee = next(o for o in ins.operands if isinstance(o, ir.Sym) and o.kind == "func")
                    assert callee.name in m.functions


def big_ptx(lines: int = 20000) -> str:
    """A PTX kernel of ``lines`` instructions (parse speed: benchmarks/parse_speed.py)."""
    n = lines // 4
    body = "\n".join(
        f"\tld.global.f32 \t%f{i % 50}, [%rd{i % 20}+{4 * i}];\n"
        f"\tfma.rn.f32 \t%f{(i + 1) % 50}, %f{i % 50}, 0f3F800000, %f{(i + 2) % 50};\n"
        f"\tsetp.lt.s32 \t%p{i % 9}, %r{i % 30}, {i};\n"
        f"\t@%p{i % 9} bra \t$L__BB0_{i % 100};\n"
        f"$L__BB0_{i}:" if i < 100 else
        f"\tld.global.f32 \t%f{i % 50}, [%rd{i % 20}+{4 * i}];\n"
        f"\tfma.rn.f32 \t%f{(i + 1) % 50}, %f{i % 50}, 0f3F800000, %f{(i + 2) % 50};\n"
        f"\tsetp.lt.s32 \t%p{i % 9}, %r{i % 30}, {i};\n"
        f"\t@%p{i % 9} bra \t$L__BB0_{i % 100};"
        for i in range(n))
    text = (".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n"
            ".reg .pred %p<9>;\n.reg .f32 %f<50>;\n.reg .b32 %r<30>;\n.reg .b64 %rd<20>;\n"
            + body + "\n}\n")
    return text


def test_20k_lines_parse():
    text = big_ptx()
    assert text.count("\n") > 20000
    m = parse(text)
    assert len(m.functions["k"].instructions) == 20000


def test_regs_are_all_declared_once(mods):
    for m in mods.values():
        for fn in m.functions.values():
            for name, d in fn.regs.items():
                assert d.name == name
                assert re.fullmatch(r"[%\w$]+(@\d+)?", name)
