"""Special registers and warp-level instructions (shfl.sync, vote.sync, match.sync,
activemask, redux.sync) as PTX kernels, against references written from the PTX ISA."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ptxkit import HEADER, device, launch

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


SET = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])

REGS = ("\t.reg .pred \t%p<16>;\n\t.reg .b16 \t%rs<16>;\n\t.reg .b32 \t%r<64>;\n\t.reg .f32 \t%f<16>;\n"
        "\t.reg .b64 \t%rd<32>;")


def module(body: str, nparams: int = 1, prelude: str = "") -> str:
    params = ",\n".join(f"\t.param .u64 k_param_{i}" for i in range(nparams))
    return f"{HEADER}\n{prelude}\n.visible .entry k(\n{params}\n)\n{{\n{REGS}\n\n{body}\n\tret;\n}}\n"


# linear global thread index in %r4 and %rd3, output pointer in %rd2, tid.x in %r1
PRO = """
\tld.param.u64 \t%rd1, [k_param_0];
\tcvta.to.global.u64 \t%rd2, %rd1;
\tmov.u32 \t%r1, %tid.x;
\tmov.u32 \t%r2, %ctaid.x;
\tmov.u32 \t%r3, %ntid.x;
\tmad.lo.s32 \t%r4, %r2, %r3, %r1;
\tcvt.u64.u32 \t%rd3, %r4;
"""

# load in[i] (parameter 1) into %r10; %rd5 = &out[i] (4-byte elements)
LOAD_IN = """
\tld.param.u64 \t%rd10, [k_param_1];
\tcvta.to.global.u64 \t%rd11, %rd10;
\tshl.b64 \t%rd4, %rd3, 2;
\tadd.s64 \t%rd12, %rd11, %rd4;
\tld.global.u32 \t%r10, [%rd12];
\tadd.s64 \t%rd5, %rd2, %rd4;
"""


def run(ptx, n_out, dtype=np.uint32, grid=(1,), block=(32,), inputs=(), shared_mem=0):
    dev = device()
    out = dev.zeros(n_out, dtype)
    args = [out] + [dev.array(np.ascontiguousarray(a)) for a in inputs]
    launch(ptx, grid, block, tuple(args), shared_mem=shared_mem, dev=dev)
    return out.get()


# --------------------------------------------------------------------- special registers


def test_special_registers_3d():
    regs = ["%tid.x", "%tid.y", "%tid.z", "%ntid.x", "%ntid.y", "%ntid.z", "%ctaid.x", "%ctaid.y", "%ctaid.z",
            "%nctaid.x", "%nctaid.y", "%nctaid.z", "%laneid", "%warpid", "%lanemask_eq", "%lanemask_lt",
            "%lanemask_le", "%lanemask_gt", "%lanemask_ge"]
    K = len(regs)
    lines = []
    for k, r in enumerate(regs):
        lines.append(f"\tmov.u32 \t%r{20 + k}, {r};")
    # linear index = ((ctaid.z*nctaid.y + ctaid.y)*nctaid.x + ctaid.x) * nthreads + (tid.z*ntid.y + tid.y)*ntid.x + tid.x
    lines += [
        "\tmad.lo.s32 \t%r50, %r28, %r30, %r27;",  # ctaid.z*nctaid.y + ctaid.y
        "\tmad.lo.s32 \t%r50, %r50, %r29, %r26;",  # * nctaid.x + ctaid.x
        "\tmul.lo.s32 \t%r51, %r23, %r24;",
        "\tmul.lo.s32 \t%r51, %r51, %r25;",  # threads per CTA
        "\tmad.lo.s32 \t%r52, %r22, %r24, %r21;",  # tid.z*ntid.y + tid.y
        "\tmad.lo.s32 \t%r52, %r52, %r23, %r20;",  # * ntid.x + tid.x
        "\tmad.lo.s32 \t%r53, %r50, %r51, %r52;",
        f"\tmul.wide.u32 \t%rd6, %r53, {4 * K};",
        "\tadd.s64 \t%rd7, %rd2, %rd6;",
    ]
    for k in range(K):
        lines.append(f"\tst.global.u32 \t[%rd7+{4 * k}], %r{20 + k};")
    body = "\tld.param.u64 \t%rd1, [k_param_0];\n\tcvta.to.global.u64 \t%rd2, %rd1;\n" + "\n".join(lines)
    grid, block = (3, 2, 2), (8, 5, 2)  # 80 threads per CTA: 3 warps, the last one partial
    nthr = 80
    got = run(module(body), 12 * nthr * K, grid=grid, block=block).reshape(-1, K)
    for cz in range(2):
        for cy in range(2):
            for cx in range(3):
                for tz in range(2):
                    for ty in range(5):
                        for tx in range(8):
                            lin_t = (tz * 5 + ty) * 8 + tx
                            g = ((cz * 2 + cy) * 3 + cx) * nthr + lin_t
                            lane = lin_t % 32
                            one = 1 << lane
                            want = [tx, ty, tz, 8, 5, 2, cx, cy, cz, 3, 2, 2, lane, lin_t // 32, one, one - 1,
                                    2 * one - 1, (~(2 * one - 1)) & 0xFFFFFFFF, (~(one - 1)) & 0xFFFFFFFF]
                            assert got[g].tolist() == want, (cx, cy, cz, tx, ty, tz)


def test_special_registers_u64_and_misc():
    body = PRO + """
\tmov.u32 \t%r20, %smid;
\tmov.u32 \t%r21, %nsmid;
\tmov.u32 \t%r22, %nwarpid;
\tmov.u32 \t%r23, %dynamic_smem_size;
\tmov.u32 \t%r24, %total_smem_size;
\tmov.u64 \t%rd20, %gridid;
\tcvt.u32.u64 \t%r25, %rd20;
\tsetp.lt.u32 \t%p1, %r20, %r21;
\tselp.u32 \t%r26, 1, 0, %p1;
\tmul.wide.u32 \t%rd6, %r4, 16;
\tadd.s64 \t%rd7, %rd2, %rd6;
\tst.global.v4.u32 \t[%rd7], {%r26, %r23, %r24, %r22};
"""
    prelude = ".shared .align 4 .b8 sm[64];"
    got = run(module(body, prelude=prelude), 4 * 64, grid=(2,), block=(32,), shared_mem=256).reshape(-1, 4)
    assert (got[:, 0] == 1).all()  # smid < nsmid
    assert (got[:, 1] == 256).all()
    assert (got[:, 2] >= 256 + 64).all()
    assert (got[:, 3] >= 1).all()


def test_clock_increases():
    body = PRO + """
\tmov.u32 \t%r20, %clock;
\tmov.u64 \t%rd20, %clock64;
\tmov.u32 \t%r21, 0;
$L_loop:
\tadd.s32 \t%r21, %r21, 1;
\tsetp.lt.u32 \t%p1, %r21, 10;
\t@%p1 bra \t$L_loop;
\tmov.u32 \t%r22, %clock;
\tmov.u64 \t%rd21, %clock64;
\tsub.s32 \t%r23, %r22, %r20;
\tsub.s64 \t%rd22, %rd21, %rd20;
\tcvt.u32.u64 \t%r24, %rd22;
\tmul.wide.u32 \t%rd6, %r4, 8;
\tadd.s64 \t%rd7, %rd2, %rd6;
\tst.global.v2.u32 \t[%rd7], {%r23, %r24};
"""
    got = run(module(body), 2 * 64, block=(64,)).reshape(-1, 2)
    assert (got[:, 0] > 0).all() and (got[:, 0] < 2**31).all()
    assert (got[:, 1] > 0).all() and (got[:, 1] < 2**31).all()


# --------------------------------------------------------------------- shfl.sync


def shfl_ref(mode: str, vals, b, c, lane_count=32):
    """Per-lane (value, pred) of shfl.sync.MODE from the PTX ISA pseudocode."""
    out, preds = [], []
    for lane in range(lane_count):
        bv, cv = b[lane] & 31, c[lane]
        clamp, seg = cv & 31, (cv >> 8) & 31
        max_lane = (lane & seg) | (clamp & ~seg)
        min_lane = lane & seg
        if mode == "up":
            j = lane - bv
            p = j >= max_lane
        elif mode == "down":
            j = lane + bv
            p = j <= max_lane
        elif mode == "bfly":
            j = lane ^ bv
            p = j <= max_lane
        else:
            j = min_lane | (bv & ~seg)
            p = j <= max_lane
        if not p:
            j = lane
        out.append(vals[j])
        preds.append(p)
    return out, preds


SHFL_BODY = PRO + LOAD_IN + """
\tld.param.u64 \t%rd13, [k_param_2];
\tcvta.to.global.u64 \t%rd14, %rd13;
"""


def _shfl(mode, vals, b, c, b_imm=None, c_imm=None):
    n = len(vals)
    bop = b_imm if b_imm is not None else "%r11"
    cop = c_imm if c_imm is not None else "%r12"
    body = SHFL_BODY + f"""
\tshl.b64 \t%rd16, %rd3, 3;
\tadd.s64 \t%rd15, %rd14, %rd16;
\tld.global.v2.u32 \t{{%r11, %r12}}, [%rd15];
\tshfl.sync.{mode}.b32 \t%r13|%p1, %r10, {bop}, {cop}, -1;
\tselp.u32 \t%r14, 1, 0, %p1;
\tmul.wide.u32 \t%rd6, %r4, 8;
\tadd.s64 \t%rd7, %rd2, %rd6;
\tst.global.v2.u32 \t[%rd7], {{%r13, %r14}};
"""
    bc = np.stack([np.asarray(b, np.uint32), np.asarray(c, np.uint32)], axis=1).reshape(-1)
    got = run(module(body, 3), 2 * n, block=(n,), inputs=[np.asarray(vals, np.uint32), bc]).reshape(-1, 2)
    return got[:, 0].tolist(), got[:, 1].astype(bool).tolist()


@pytest.mark.parametrize("mode", ["up", "down", "bfly", "idx"])
@given(data=st.data())
@SET
def test_shfl_per_lane_b_and_c(mode, data):
    vals = [1000 + i for i in range(32)]
    b = data.draw(st.lists(st.integers(0, 40), min_size=32, max_size=32))
    # c: clamp value in bits 0..4, segment mask in bits 8..12 (per-lane c is allowed)
    width = data.draw(st.sampled_from([32, 16, 8, 4, 2, 1]))
    seg = (32 - width) << 8
    clamp = 0 if mode == "up" else 0x1F
    c = [seg | data.draw(st.sampled_from([clamp, clamp, 3, 17]))] * 32
    got_v, got_p = _shfl(mode, vals, b, c)
    want_v, want_p = shfl_ref(mode, vals, b, c)
    assert got_p == want_p
    assert got_v == want_v


@pytest.mark.parametrize("mode,b,c", [("down", "1", "31"), ("up", "1", "0"), ("bfly", "16", "31"), ("idx", "0", "31"),
                                      ("down", "4", "0x181F"), ("idx", "5", "0x1C1F"), ("up", "2", "0x1800")])
def test_shfl_immediates_as_nvcc_emits(mode, b, c):
    vals = [7 * i + 1 for i in range(32)]
    got_v, got_p = _shfl(mode, vals, [0] * 32, [0] * 32, b_imm=b, c_imm=c)
    want_v, want_p = shfl_ref(mode, vals, [int(b, 0)] * 32, [int(c, 0)] * 32)
    assert (got_v, got_p) == (want_v, want_p)


def test_shfl_in_place_and_float_registers_multiwarp():
    """``shfl.sync.down.b32 %f1, %f1, ...`` (nvcc's reduction idiom, destination ==
    source) reads every partner's value from before the instruction; several warps."""
    body = PRO + LOAD_IN + """
\tmov.b32 \t%f1, %r10;
\tmov.u32 \t%r20, 16;
$L_red:
\tshfl.sync.down.b32 \t%f2, %f1, %r20, 31, -1;
\tadd.f32 \t%f1, %f1, %f2;
\tshr.u32 \t%r20, %r20, 1;
\tsetp.ne.s32 \t%p1, %r20, 0;
\t@%p1 bra \t$L_red;
\tshfl.sync.idx.b32 \t%f3, %f1, 0, 31, -1;
\tst.global.f32 \t[%rd5], %f3;
"""
    n = 128
    vals = np.arange(n, dtype=np.float32)
    got = run(module(body, 2), n, dtype=np.float32, block=(n,), inputs=[vals.view(np.uint32)])
    want = np.repeat(vals.reshape(4, 32).sum(axis=1), 32)
    assert got.tolist() == want.tolist()


def test_shfl_under_divergence_with_member_mask():
    """Only even lanes execute the shfl, with membermask 0x55555555; they exchange among
    themselves (bfly by 2)."""
    body = PRO + LOAD_IN + """
\tand.b32 \t%r20, %r1, 1;
\tsetp.ne.s32 \t%p2, %r20, 0;
\tmov.u32 \t%r13, 0;
\t@%p2 bra \t$L_skip;
\tshfl.sync.bfly.b32 \t%r13, %r10, 2, 31, 1431655765;
$L_skip:
\tst.global.u32 \t[%rd5], %r13;
"""
    vals = np.arange(100, 132, dtype=np.uint32)
    got = run(module(body, 2), 32, inputs=[vals])
    want = [int(vals[i ^ 2]) if i % 2 == 0 else 0 for i in range(32)]
    assert got.tolist() == want


# --------------------------------------------------------------------- vote.sync, activemask


def test_vote_all_any_uni_ballot_full_warp():
    for pattern in (np.zeros(64, np.uint32), np.ones(64, np.uint32), (np.arange(64) % 3 == 0).astype(np.uint32),
                    np.r_[np.ones(32), np.zeros(32)].astype(np.uint32)):
        body = PRO + LOAD_IN + """
\tsetp.ne.s32 \t%p1, %r10, 0;
\tvote.sync.all.pred \t%p2, %p1, -1;
\tvote.sync.any.pred \t%p3, %p1, -1;
\tvote.sync.uni.pred \t%p4, %p1, -1;
\tvote.sync.ballot.b32 \t%r20, %p1, -1;
\tvote.sync.any.pred \t%p5, !%p1, -1;
\tselp.u32 \t%r21, 1, 0, %p2;
\tselp.u32 \t%r22, 2, 0, %p3;
\tselp.u32 \t%r23, 4, 0, %p4;
\tselp.u32 \t%r24, 8, 0, %p5;
\tor.b32 \t%r21, %r21, %r22;
\tor.b32 \t%r21, %r21, %r23;
\tor.b32 \t%r21, %r21, %r24;
\tmul.wide.u32 \t%rd6, %r4, 8;
\tadd.s64 \t%rd7, %rd2, %rd6;
\tst.global.v2.u32 \t[%rd7], {%r21, %r20};
"""
        got = run(module(body, 2), 128, block=(64,), inputs=[pattern]).reshape(-1, 2)
        for w in range(2):
            p = pattern[32 * w: 32 * w + 32].astype(bool)
            flags = int(p.all()) | 2 * int(p.any()) | 4 * int(p.all() or not p.any()) | 8 * int((~p).any())
            ballot = sum(1 << i for i in range(32) if p[i])
            assert got[32 * w: 32 * w + 32, 0].tolist() == [flags] * 32
            assert got[32 * w: 32 * w + 32, 1].tolist() == [ballot] * 32


def test_vote_and_activemask_under_divergence_and_partial_warp():
    """In a partial warp (block of 48) and inside a branch taken by lanes with tid%4 != 3,
    activemask and ballot see only the lanes that execute."""
    body = PRO + LOAD_IN + """
\tand.b32 \t%r30, %r1, 3;
\tsetp.eq.s32 \t%p6, %r30, 3;
\tmov.u32 \t%r20, 0;
\tmov.u32 \t%r21, 0;
\tmov.u32 \t%r22, 0;
\t@%p6 bra \t$L_out;
\tactivemask.b32 \t%r20;
\tsetp.ne.s32 \t%p1, %r10, 0;
\tvote.sync.ballot.b32 \t%r21, %p1, %r20;
\tvote.sync.all.pred \t%p2, %p1, %r20;
\tselp.u32 \t%r22, 1, 0, %p2;
$L_out:
\tmul.wide.u32 \t%rd6, %r4, 16;
\tadd.s64 \t%rd7, %rd2, %rd6;
\tst.global.v4.u32 \t[%rd7], {%r20, %r21, %r22, %r4};
"""
    n = 48
    pattern = ((np.arange(n) % 5) != 0).astype(np.uint32)
    got = run(module(body, 2), 4 * n, block=(n,), inputs=[pattern]).reshape(-1, 4)
    for w, lanes in ((0, 32), (1, 16)):
        active = [i for i in range(lanes) if i % 4 != 3]
        mask = sum(1 << i for i in active)
        ballot = sum(1 << i for i in active if pattern[32 * w + i])
        allp = int(all(pattern[32 * w + i] for i in active))
        for i in range(lanes):
            row = got[32 * w + i].tolist()
            if i % 4 == 3:
                assert row[:3] == [0, 0, 0]
            else:
                assert row[:3] == [mask, ballot, allp], (w, i)


# --------------------------------------------------------------------- match.sync


@pytest.mark.parametrize("t", ["b32", "b64"])
def test_match_any_and_all(t):
    conv = "" if t == "b32" else "\tcvt.u64.u32 \t%rd20, %r10;\n\tshl.b64 \t%rd21, %rd20, 33;\n\tor.b64 \t%rd20, %rd20, %rd21;\n"
    src = "%r10" if t == "b32" else "%rd20"
    body = PRO + LOAD_IN + conv + f"""
\tmatch.any.sync.{t} \t%r20, {src}, -1;
\tmatch.all.sync.{t} \t%r21|%p1, {src}, -1;
\tselp.u32 \t%r22, 1, 0, %p1;
\tmul.wide.u32 \t%rd6, %r4, 16;
\tadd.s64 \t%rd7, %rd2, %rd6;
\tst.global.v4.u32 \t[%rd7], {{%r20, %r21, %r22, %r4}};
"""
    for vals in (np.arange(64, dtype=np.uint32) % 3, np.full(64, 9, np.uint32), np.r_[np.full(32, 4), np.arange(32)].astype(np.uint32)):
        got = run(module(body, 2), 4 * 64, block=(64,), inputs=[vals]).reshape(-1, 4)
        for w in range(2):
            v = vals[32 * w: 32 * w + 32]
            same_all = bool((v == v[0]).all())
            for i in range(32):
                mask = sum(1 << j for j in range(32) if v[j] == v[i])
                assert got[32 * w + i, 0] == mask
                assert got[32 * w + i, 1] == (0xFFFFFFFF if same_all else 0)
                assert got[32 * w + i, 2] == int(same_all)


def test_match_any_under_divergence():
    body = PRO + LOAD_IN + """
\tsetp.ge.u32 \t%p6, %r1, 20;
\tmov.u32 \t%r20, 0;
\t@%p6 bra \t$L_out;
\tmatch.any.sync.b32 \t%r20, %r10, 1048575;
$L_out:
\tst.global.u32 \t[%rd5], %r20;
"""
    vals = (np.arange(32) % 4).astype(np.uint32)
    got = run(module(body, 2), 32, inputs=[vals])
    want = [sum(1 << j for j in range(20) if vals[j] == vals[i]) if i < 20 else 0 for i in range(32)]
    assert got.tolist() == want


# --------------------------------------------------------------------- redux.sync


@pytest.mark.parametrize("op,t", [("add", "u32"), ("add", "s32"), ("min", "u32"), ("min", "s32"), ("max", "u32"),
                                  ("max", "s32"), ("and", "b32"), ("or", "b32"), ("xor", "b32")])
def test_redux_sync(op, t):
    body = PRO + LOAD_IN + f"""
\tredux.sync.{op}.{t} \t%r20, %r10, -1;
\tst.global.u32 \t[%rd5], %r20;
"""
    rng = np.random.default_rng(7)
    vals = rng.integers(0, 2**32, 64, dtype=np.uint64).astype(np.uint32)
    vals[:4] = [0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 0]
    got = run(module(body, 2), 64, block=(64,), inputs=[vals])
    for w in range(2):
        v = vals[32 * w: 32 * w + 32]
        if t == "s32":
            vv = [int(x) for x in v.view(np.int32)]
        else:
            vv = [int(x) for x in v]
        if op == "add":
            r = sum(vv)
        elif op == "min":
            r = min(vv)
        elif op == "max":
            r = max(vv)
        else:
            r = vv[0]
            for x in vv[1:]:
                r = {"and": r & x, "or": r | x, "xor": r ^ x}[op]
        assert got[32 * w: 32 * w + 32].tolist() == [r & 0xFFFFFFFF] * 32


def test_redux_under_divergence():
    body = PRO + LOAD_IN + """
\tsetp.lt.u32 \t%p6, %r1, 10;
\tmov.u32 \t%r20, 0;
\t@%p6 bra \t$L_out;
\tredux.sync.add.u32 \t%r20, %r10, -1024;
$L_out:
\tst.global.u32 \t[%rd5], %r20;
"""
    vals = np.arange(32, dtype=np.uint32)
    got = run(module(body, 2), 32, inputs=[vals])
    assert got.tolist() == [0] * 10 + [sum(range(10, 32))] * 22
