"""Atomics (atom/red on global, shared and generic addresses) under heavy contention,
and CTA barrier reductions (bar.red.popc/and/or, i.e. __syncthreads_count/and/or).

Atomic results are checked without assuming an order: the old values every thread got
back, together with the final memory, must be explained by *some* serialisation of the
operations on each address (found by a search over the threads whose old value matches
the current memory value).
"""

from __future__ import annotations

import sys

import numpy as np
import pytest
from ptxkit import HEADER, device, launch

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


REGS = ("\t.reg .pred \t%p<16>;\n\t.reg .b16 \t%rs<16>;\n\t.reg .b32 \t%r<64>;\n\t.reg .f32 \t%f<64>;\n"
        "\t.reg .b64 \t%rd<64>;\n\t.reg .f64 \t%fd<64>;")

NP = {"u32": np.uint32, "s32": np.int32, "b32": np.uint32, "f32": np.float32,
      "u64": np.uint64, "s64": np.int64, "b64": np.uint64, "f64": np.float64}
REG = {"u32": "%r", "s32": "%r", "b32": "%r", "f32": "%f", "u64": "%rd", "s64": "%rd", "b64": "%rd", "f64": "%fd"}


def module(body: str, nparams: int, prelude: str = "") -> str:
    params = ",\n".join(f"\t.param .u64 k_param_{i}" for i in range(nparams))
    return f"{HEADER}\n{prelude}\n.visible .entry k(\n{params}\n)\n{{\n{REGS}\n\n{body}\n\tret;\n}}\n"


# --------------------------------------------------------------------- reference operations


def apply(op: str, t: str, old, b, c=None):
    """The new memory value of ``atom.op.t`` (PTX ISA "atom" semantics)."""
    dt = NP[t]
    if op == "add":
        if np.dtype(dt).kind == "f":
            return dt(dt(old) + dt(b))
        bits = 8 * np.dtype(dt).itemsize
        wrapped = (int(old) + int(b)) & ((1 << bits) - 1)
        return np.array(wrapped, dtype=f"u{bits // 8}").view(dt)[()]
    if op == "exch":
        return dt(b)
    if op == "cas":
        return dt(c) if old == b else dt(old)
    if op == "and":
        return dt(old) & dt(b)
    if op == "or":
        return dt(old) | dt(b)
    if op == "xor":
        return dt(old) ^ dt(b)
    if op == "min":
        return min(dt(old), dt(b))
    if op == "max":
        return max(dt(old), dt(b))
    if op == "inc":
        return dt(0) if old >= b else dt(old + 1)
    if op == "dec":
        return dt(b) if (old == 0 or old > b) else dt(old - 1)
    raise AssertionError(op)


def _key(x):
    return np.asarray(x).tobytes()


def check_serialisation(op, t, init, final, olds, bs, cs=None, f=apply):
    """There is an order of the threads such that each got the memory value before its
    operation as its old value, and the last result is ``final``."""
    sys.setrecursionlimit(max(10000, sys.getrecursionlimit()))
    n = len(olds)
    # threads with equal (old, b, c) are interchangeable: group them
    groups: dict[tuple, int] = {}
    for i in range(n):
        k = (_key(olds[i]), _key(bs[i]), _key(cs[i]) if cs is not None else b"")
        groups[k] = groups.get(k, 0) + 1
    by_old: dict[bytes, list[tuple]] = {}
    for k in groups:
        by_old.setdefault(k[0], []).append(k)
    reps = {}
    for i in range(n):
        k = (_key(olds[i]), _key(bs[i]), _key(cs[i]) if cs is not None else b"")
        reps.setdefault(k, i)
    budget = [200000]

    def search(cur, left):
        budget[0] -= 1
        assert budget[0] > 0, "serialisation search too large"
        if left == 0:
            return _key(cur) == _key(final)
        cands = [k for k in by_old.get(_key(cur), []) if groups[k]]
        # an operation that leaves the value unchanged can always go first: no branching
        for k in cands:
            i = reps[k]
            if _key(f(op, t, cur, bs[i], cs[i] if cs is not None else None)) == _key(cur):
                groups[k] -= 1
                ok = search(cur, left - 1)
                groups[k] += 1
                return ok
        for k in cands:
            i = reps[k]
            groups[k] -= 1
            nxt = f(op, t, cur, bs[i], cs[i] if cs is not None else None)
            ok = search(nxt, left - 1)
            groups[k] += 1
            if ok:
                return True
        return False

    return search(NP[t](init), n)


# --------------------------------------------------------------------- kernels


def atom_kernel(op: str, t: str, space: str, nslots: int, has_c: bool, red: bool = False, generic: bool = False) -> str:
    """Thread i does ``atom.space.op.t old, [buf + (i % nslots)], b[i] (, c[i])`` and stores
    old to olds[i]. Parameters: olds, b, c, memory (global buffer; for shared it holds the
    initial values and receives the final ones)."""
    R = REG[t]
    size = np.dtype(NP[t]).itemsize
    sh = size.bit_length() - 1
    lines = [
        "\tld.param.u64 \t%rd1, [k_param_0];", "\tcvta.to.global.u64 \t%rd2, %rd1;",
        "\tld.param.u64 \t%rd3, [k_param_1];", "\tcvta.to.global.u64 \t%rd4, %rd3;",
        "\tld.param.u64 \t%rd5, [k_param_2];", "\tcvta.to.global.u64 \t%rd6, %rd5;",
        "\tld.param.u64 \t%rd7, [k_param_3];", "\tcvta.to.global.u64 \t%rd8, %rd7;",
        "\tmov.u32 \t%r1, %tid.x;", "\tmov.u32 \t%r2, %ctaid.x;", "\tmov.u32 \t%r3, %ntid.x;",
        "\tmad.lo.s32 \t%r4, %r2, %r3, %r1;", "\tcvt.u64.u32 \t%rd9, %r4;",
        f"\tshl.b64 \t%rd10, %rd9, {sh};",
        "\tadd.s64 \t%rd11, %rd4, %rd10;", f"\tld.global.{t} \t{R}40, [%rd11];",
        "\tadd.s64 \t%rd12, %rd6, %rd10;", f"\tld.global.{t} \t{R}41, [%rd12];",
        f"\trem.u32 \t%r5, %r4, {nslots};", f"\tmul.wide.u32 \t%rd13, %r5, {size};",
        f"\trem.u32 \t%r6, %r1, {nslots};", f"\tmul.wide.u32 \t%rd30, %r6, {size};",
    ]
    operands = f"{R}40, {R}41" if has_c else f"{R}40"
    if space == "global":
        addr = "%rd14"
        lines.append("\tadd.s64 \t%rd14, %rd8, %rd13;")
        if generic:
            lines.append("\tcvta.global.u64 \t%rd14, %rd14;")
    else:
        # shared: thread 0 copies the initial values in; each CTA has its own slots
        lines += [
            "\tsetp.ne.s32 \t%p1, %r1, 0;", "\t@%p1 bra \t$L_init_done;", "\tmov.u32 \t%r7, 0;",
            "$L_init:", f"\tmul.wide.u32 \t%rd15, %r7, {size};", "\tadd.s64 \t%rd16, %rd8, %rd15;",
            f"\tld.global.{t} \t{R}42, [%rd16];", "\tmov.u64 \t%rd17, sm;", "\tadd.s64 \t%rd18, %rd17, %rd15;",
            f"\tst.shared.{t} \t[%rd18], {R}42;", "\tadd.s32 \t%r7, %r7, 1;",
            f"\tsetp.lt.u32 \t%p2, %r7, {nslots};", "\t@%p2 bra \t$L_init;", "$L_init_done:", "\tbar.sync \t0;",
            "\tmov.u64 \t%rd19, sm;", "\tadd.s64 \t%rd14, %rd19, %rd30;",
        ]
        addr = "%rd14"
        if generic:
            lines.append("\tcvta.shared.u64 \t%rd14, %rd14;")
    sp = "" if generic else f".{space}"
    if red:
        lines.append(f"\tred{sp}.{op}.{t} \t[{addr}], {operands};")
    else:
        lines.append(f"\tatom{sp}.{op}.{t} \t{R}43, [{addr}], {operands};")
        lines += ["\tadd.s64 \t%rd20, %rd2, %rd10;", f"\tst.global.{t} \t[%rd20], {R}43;"]
    if space == "shared":
        # thread 0 of each CTA writes its final shared values to memory[cta * nslots + k]
        lines += [
            "\tbar.sync \t0;", "\tsetp.ne.s32 \t%p3, %r1, 0;", "\t@%p3 bra \t$L_done;", "\tmov.u32 \t%r7, 0;",
            "$L_out:", f"\tmul.wide.u32 \t%rd15, %r7, {size};", "\tmov.u64 \t%rd17, sm;", "\tadd.s64 \t%rd18, %rd17, %rd15;",
            f"\tld.shared.{t} \t{R}42, [%rd18];", f"\tmad.lo.s32 \t%r8, %r2, {nslots}, %r7;",
            f"\tmul.wide.u32 \t%rd21, %r8, {size};", "\tadd.s64 \t%rd22, %rd8, %rd21;",
            f"\tst.global.{t} \t[%rd22], {R}42;", "\tadd.s32 \t%r7, %r7, 1;",
            f"\tsetp.lt.u32 \t%p4, %r7, {nslots};", "\t@%p4 bra \t$L_out;", "$L_done:",
        ]
    prelude = f".shared .align 8 .b8 sm[{nslots * size}];" if space == "shared" else ""
    return module("\n".join(lines), 4, prelude)


def run_atom(op, t, b, c, init, nslots, space="global", grid=2, red=False, generic=False):
    n = len(b)
    block = n // grid
    dev = device()
    olds = dev.zeros(n, NP[t])
    mem_init = np.asarray(init, NP[t])
    mem = dev.array(np.tile(mem_init, grid) if space == "shared" else mem_init)
    cc = np.asarray(c if c is not None else np.zeros(n), NP[t])
    ptx = atom_kernel(op, t, space, nslots, c is not None, red=red, generic=generic)
    launch(ptx, (grid,), (block,), (olds, dev.array(np.asarray(b, NP[t])), dev.array(cc), mem), dev=dev)
    return olds.get(), mem.get()


def groups_of(n, nslots, grid, space):
    """Thread indices hitting each (memory image) slot."""
    block = n // grid
    out = {}
    for i in range(n):
        if space == "shared":
            slot = (i // block) * nslots + (i % block) % nslots
        else:
            slot = i % nslots
        out.setdefault(slot, []).append(i)
    return out


def verify(op, t, b, c, init, nslots, space, grid, olds, mem, red=False):
    init_img = np.tile(np.asarray(init, NP[t]), grid) if space == "shared" else np.asarray(init, NP[t])
    for slot, idx in groups_of(len(b), nslots, grid, space).items():
        base = init_img[slot]
        if red:
            # without old values, any order gives one of the orders' results; for the
            # commutative ops we use every order gives the same result
            cur = NP[t](base)
            for i in idx:
                cur = apply(op, t, cur, b[i], None if c is None else c[i])
            if NP[t] in (np.float32, np.float64):
                assert np.isclose(mem[slot], cur, rtol=1e-5), (slot, mem[slot], cur)
            else:
                assert mem[slot] == cur, (slot, mem[slot], cur)
            continue
        ok = check_serialisation(op, t, base, mem[slot], [olds[i] for i in idx], [NP[t](b[i]) for i in idx],
                                 None if c is None else [NP[t](c[i]) for i in idx])
        assert ok, f"{op}.{t} slot {slot}: old values {[olds[i] for i in idx][:8]}... and final {mem[slot]} are not a serialisation"


# --------------------------------------------------------------------- tests

RNG = np.random.default_rng(11)

CASES = [
    ("add", "u32", lambda n: RNG.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32), [0xFFFFFFF0, 5, 0]),
    ("add", "s32", lambda n: RNG.integers(-2**31, 2**31, n).astype(np.int32), [2**31 - 1, -5, 0]),
    ("add", "u64", lambda n: RNG.integers(0, 2**63, n, dtype=np.uint64) * np.uint64(2), [2**64 - 1, 0, 7]),
    ("add", "f32", lambda n: (RNG.integers(-40, 40, n) * 0.375 + RNG.random(n)).astype(np.float32), [0.0, 1e8, -3.5]),
    ("add", "f64", lambda n: (RNG.random(n) * 1e3 - 500).astype(np.float64), [0.0, 1e15, -3.5]),
    ("exch", "b32", lambda n: RNG.integers(0, 50, n).astype(np.uint32), [99, 98, 97]),
    ("exch", "b64", lambda n: RNG.integers(0, 2**63, n, dtype=np.uint64), [1, 2, 3]),
    ("min", "u32", lambda n: RNG.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32), [0xFFFFFFFF, 2**31, 0]),
    ("min", "s32", lambda n: RNG.integers(-2**31, 2**31, n).astype(np.int32), [2**31 - 1, 0, -2**31]),
    ("max", "u32", lambda n: RNG.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32), [0, 2**31, 0xFFFFFFFF]),
    ("max", "s32", lambda n: RNG.integers(-2**31, 2**31, n).astype(np.int32), [-2**31, 0, 5]),
    ("min", "u64", lambda n: RNG.integers(0, 2**64 - 1, n, dtype=np.uint64), [2**64 - 1, 2**63, 0]),
    ("max", "s64", lambda n: RNG.integers(-2**63, 2**63 - 1, n, dtype=np.int64), [-2**63, 0, 5]),
    ("and", "b32", lambda n: (~(np.uint32(1) << RNG.integers(0, 32, n).astype(np.uint32))).astype(np.uint32), [0xFFFFFFFF, 0xF0F0F0F0, 0]),
    ("or", "b32", lambda n: (np.uint32(1) << RNG.integers(0, 32, n).astype(np.uint32)).astype(np.uint32), [0, 1, 0x80000000]),
    ("xor", "b32", lambda n: RNG.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32), [0, 1, 0xFFFFFFFF]),
    ("xor", "b64", lambda n: RNG.integers(0, 2**63, n, dtype=np.uint64), [0, 1, 2**64 - 1]),
    ("inc", "u32", lambda n: RNG.integers(0, 40, n).astype(np.uint32), [0, 17, 1000]),
    ("dec", "u32", lambda n: RNG.integers(0, 40, n).astype(np.uint32), [0, 17, 1000]),
]


@pytest.mark.parametrize("space", ["global", "shared"])
@pytest.mark.parametrize("op,t,gen,init", CASES, ids=[f"{c[0]}.{c[1]}" for c in CASES])
def test_atom_contention(op, t, gen, init, space):
    n, grid = 192, 2
    nslots = 3
    b = gen(n)
    olds, mem = run_atom(op, t, b, None, init, nslots, space=space, grid=grid)
    verify(op, t, b, None, init, nslots, space, grid, olds, mem)


@pytest.mark.parametrize("space", ["global", "shared"])
@pytest.mark.parametrize("t", ["b32", "b64"])
def test_atom_cas_contention(t, space):
    """Every thread tries cas(expected=k, new=k+1) for k in a small range: the successes
    form a chain."""
    n, grid, nslots = 128, 2, 2
    b = RNG.integers(0, 12, n).astype(NP[t])
    c = (b + 1).astype(NP[t])
    olds, mem = run_atom("cas", t, b, c, [0, 3], nslots, space=space, grid=grid)
    verify("cas", t, b, c, [0, 3], nslots, space, grid, olds, mem)
    assert mem.max() >= 1  # at least one cas succeeded


def test_atom_inc_dec_wrap_exact():
    """With a single thread per address: inc wraps to 0 at b, dec wraps to b at 0 or above b."""
    b = np.array([5, 5, 5, 0, 0xFFFFFFFF, 3], np.uint32)
    init = [4, 5, 9, 0, 0xFFFFFFFF, 1]
    olds, mem = run_atom("inc", "u32", b, None, init, 6, grid=1)
    assert olds.tolist() == init and mem.tolist() == [5, 0, 0, 0, 0, 2]
    olds, mem = run_atom("dec", "u32", b, None, init, 6, grid=1)
    assert olds.tolist() == init and mem.tolist() == [3, 4, 5, 0, 0xFFFFFFFE, 0]


@pytest.mark.parametrize("space", ["global", "shared"])
@pytest.mark.parametrize("op,t", [("add", "u32"), ("add", "u64"), ("add", "f32"), ("add", "f64"), ("min", "s32"),
                                  ("max", "u32"), ("and", "b32"), ("or", "b64"), ("xor", "b32"), ("inc", "u32"),
                                  ("dec", "u32")])
def test_red_contention(op, t, space):
    n, grid, nslots = 192, 2, 3
    gen = {c[:2]: c[2] for c in CASES}.get((op, t)) or (lambda n: RNG.integers(0, 2**62, n, dtype=np.uint64))
    b = np.asarray(gen(n), NP[t])
    if op in ("inc", "dec"):
        b = np.full(n, 1000, np.uint32)  # order-independent while far from the bound
    if t in ("f32", "f64"):
        b = np.round(b).astype(NP[t])  # exact sums: order does not matter
    init = {"and": [0xFFFFFFFF] * 3, "dec": [500, 600, 700]}.get(op, [0, 1, 2])
    olds, mem = run_atom(op, t, b, None, init, nslots, space=space, grid=grid, red=True)
    verify(op, t, b, None, init, nslots, space, grid, olds, mem, red=True)


@pytest.mark.parametrize("space", ["global", "shared"])
def test_atom_generic_address(space):
    n, grid, nslots = 128, 2, 2
    b = RNG.integers(0, 1000, n).astype(np.uint32)
    olds, mem = run_atom("add", "u32", b, None, [0, 0], nslots, space=space, grid=grid, generic=True)
    verify("add", "u32", b, None, [0, 0], nslots, space, grid, olds, mem)
    olds, mem = run_atom("max", "s32", b.astype(np.int32) - 500, None, [-1000, 0], nslots, space=space, grid=grid,
                         generic=True)
    verify("max", "s32", b.astype(np.int32) - 500, None, [-1000, 0], nslots, space, grid, olds, mem)


def test_atom_add_f32_subnormals_global_flush_shared_keeps():
    """atom.add.f32 flushes subnormal inputs and results to zero on global memory, but
    supports subnormals on shared memory (PTX ISA, atom: floating-point notes)."""
    sub = np.float32(1e-39)
    tiny = np.float32(1.5e-38)
    b = np.array([sub, -np.float32(1.4e-38)], np.float32)
    init = [0.0, tiny]  # slot 0: subnormal input; slot 1: subnormal result
    for generic in (False, True):
        olds, mem = run_atom("add", "f32", b, None, init, 2, space="global", grid=1, generic=generic)
        assert mem.tolist() == [0.0, 0.0]
        olds, mem = run_atom("add", "f32", b, None, init, 2, space="shared", grid=1, generic=generic)
        assert mem.tolist() == [sub, np.float32(tiny - np.float32(1.4e-38))]
        assert mem[1] != 0


# --------------------------------------------------------------------- bar.red


def test_bar_red_popc_and_or():
    body = """
\tld.param.u64 \t%rd1, [k_param_0];
\tcvta.to.global.u64 \t%rd2, %rd1;
\tld.param.u64 \t%rd3, [k_param_1];
\tcvta.to.global.u64 \t%rd4, %rd3;
\tmov.u32 \t%r1, %tid.x;
\tmov.u32 \t%r2, %ctaid.x;
\tmov.u32 \t%r3, %ntid.x;
\tmad.lo.s32 \t%r4, %r2, %r3, %r1;
\tmul.wide.u32 \t%rd5, %r4, 4;
\tadd.s64 \t%rd6, %rd4, %rd5;
\tld.global.u32 \t%r10, [%rd6];
\tsetp.ne.s32 \t%p1, %r10, 0;
\tbar.red.popc.u32 \t%r11, 0, %p1;
\tbar.red.and.pred \t%p2, 0, %p1;
\tbar.red.or.pred \t%p3, 0, %p1;
\tbar.red.popc.u32 \t%r12, 0, !%p1;
\tselp.u32 \t%r13, 1, 0, %p2;
\tselp.u32 \t%r14, 1, 0, %p3;
\tmul.wide.u32 \t%rd7, %r4, 16;
\tadd.s64 \t%rd8, %rd2, %rd7;
\tst.global.v4.u32 \t[%rd8], {%r11, %r13, %r14, %r12};
"""
    block, grid = 80, 4
    n = block * grid
    pred = np.zeros(n, np.uint32)
    pred[0:block] = 1  # CTA 0: all true
    pred[block + 7] = 1  # CTA 1: one true
    # CTA 2: none
    pred[3 * block: 4 * block: 3] = 1  # CTA 3: every third
    dev = device()
    out = dev.zeros(4 * n, np.uint32)
    launch(module(body, 2), (grid,), (block,), (out, dev.array(pred)), dev=dev)
    got = out.get().reshape(-1, 4)
    for cta in range(grid):
        p = pred[cta * block: (cta + 1) * block].astype(bool)
        want = [int(p.sum()), int(p.all()), int(p.any()), int((~p).sum())]
        assert (got[cta * block: (cta + 1) * block] == want).all(), (cta, got[cta * block].tolist(), want)


def test_bar_red_after_divergent_branch():
    """__syncthreads_count after threads took different paths (the barrier reconverges them)."""
    body = """
\tld.param.u64 \t%rd1, [k_param_0];
\tcvta.to.global.u64 \t%rd2, %rd1;
\tmov.u32 \t%r1, %tid.x;
\tand.b32 \t%r5, %r1, 1;
\tsetp.eq.s32 \t%p4, %r5, 0;
\tmov.u32 \t%r6, 0;
\t@%p4 bra \t$L_even;
\tadd.s32 \t%r6, %r1, 100;
\tbra.uni \t$L_join;
$L_even:
\tmul.lo.s32 \t%r6, %r1, 3;
$L_join:
\tsetp.gt.u32 \t%p1, %r6, 60;
\tbar.red.popc.u32 \t%r11, 0, %p1;
\tmul.wide.u32 \t%rd7, %r1, 4;
\tadd.s64 \t%rd8, %rd2, %rd7;
\tst.global.u32 \t[%rd8], %r11;
"""
    n = 64
    dev = device()
    out = dev.zeros(n, np.uint32)
    launch(module(body, 1), (1,), (n,), (out,), dev=dev)
    want = sum(1 for t in range(n) if (t * 3 if t % 2 == 0 else t + 100) > 60)
    assert out.get().tolist() == [want] * n


def test_named_barrier_arrive_and_sync_with_count():
    """Producer warps (0, 1) write shared memory then ``bar.arrive 1, 128``; consumer warps
    (2, 3) ``bar.sync 1, 128`` and read what the producers wrote; then a bar.red with a
    thread count on barrier 2 over all 128 threads."""
    body = """
\tld.param.u64 \t%rd1, [k_param_0];
\tcvta.to.global.u64 \t%rd2, %rd1;
\tmov.u32 \t%r1, %tid.x;
\tmov.u32 \t%r2, sm;
\tsetp.ge.u32 \t%p1, %r1, 64;
\t@%p1 bra \t$L_consumer;
\tshl.b32 \t%r3, %r1, 2;
\tadd.s32 \t%r4, %r2, %r3;
\tmul.lo.s32 \t%r5, %r1, 11;
\tst.shared.u32 \t[%r4], %r5;
\tbar.arrive \t1, 128;
\tmov.u32 \t%r8, 0;
\tbra.uni \t$L_join;
$L_consumer:
\tbar.sync \t1, 128;
\tsub.s32 \t%r6, %r1, 64;
\tshl.b32 \t%r3, %r6, 2;
\tadd.s32 \t%r4, %r2, %r3;
\tld.shared.u32 \t%r8, [%r4];
$L_join:
\tsetp.gt.u32 \t%p2, %r8, 100;
\tbar.red.popc.u32 \t%r9, 2, 128, %p2;
\tmov.u32 \t%r10, %ctaid.x;
\tmad.lo.s32 \t%r11, %r10, 128, %r1;
\tmul.wide.u32 \t%rd3, %r11, 8;
\tadd.s64 \t%rd4, %rd2, %rd3;
\tst.global.v2.u32 \t[%rd4], {%r8, %r9};
"""
    dev = device()
    out = dev.zeros(2 * 128 * 2, np.uint32)
    launch(module(body, 1, prelude=".shared .align 4 .b8 sm[256];"), (2,), (128,), (out,), dev=dev)
    got = out.get().reshape(2, 128, 2)
    for c in range(2):
        assert got[c, :64, 0].tolist() == [0] * 64
        assert got[c, 64:, 0].tolist() == [11 * t for t in range(64)]
        assert (got[c, :, 1] == sum(1 for t in range(64) if 11 * t > 100)).all()


def test_barrier_spellings():
    """``barrier.sync``, ``barrier.sync.aligned``, ``bar.sync`` with a register operand and
    ``bar.warp.sync`` all synchronise (or are no-ops) as expected."""
    body = """
\tld.param.u64 \t%rd1, [k_param_0];
\tcvta.to.global.u64 \t%rd2, %rd1;
\tmov.u32 \t%r1, %tid.x;
\tmov.u32 \t%r2, sm;
\tshl.b32 \t%r3, %r1, 2;
\tadd.s32 \t%r4, %r2, %r3;
\tst.shared.u32 \t[%r4], %r1;
\tbarrier.sync \t0;
\tbar.warp.sync \t-1;
\tmov.u32 \t%r10, 3;
\tbarrier.sync.aligned \t%r10;
\tbar.sync \t%r10, 96;
\txor.b32 \t%r5, %r1, 33;
\tshl.b32 \t%r6, %r5, 2;
\tadd.s32 \t%r7, %r2, %r6;
\tld.shared.u32 \t%r8, [%r7];
\tmul.wide.u32 \t%rd3, %r1, 4;
\tadd.s64 \t%rd4, %rd2, %rd3;
\tst.global.u32 \t[%rd4], %r8;
"""
    dev = device()
    out = dev.zeros(96, np.uint32)
    launch(module(body, 1, prelude=".shared .align 4 .b8 sm[512];"), (1,), (96,), (out,), dev=dev)
    got = out.get().tolist()
    assert [got[t] for t in range(96) if (t ^ 33) < 96] == [t ^ 33 for t in range(96) if (t ^ 33) < 96]


@pytest.mark.parametrize("space", ["global", "shared"])
def test_atom_add_f16_and_f16x2(space):
    """``atom.add.noftz.f16`` / ``.f16x2`` (atomicAdd on __half / __half2), contended."""
    n = 64
    prelude = ".shared .align 4 .b8 sm[16];"
    addr = "%rd6" if space == "global" else "%rd9"
    body = f"""
\tld.param.u64 \t%rd1, [k_param_0];
\tcvta.to.global.u64 \t%rd2, %rd1;
\tld.param.u64 \t%rd3, [k_param_1];
\tcvta.to.global.u64 \t%rd4, %rd3;
\tmov.u32 \t%r1, %tid.x;
\tmul.wide.u32 \t%rd5, %r1, 4;
\tadd.s64 \t%rd7, %rd4, %rd5;
\tld.global.u32 \t%r2, [%rd7];
\tmov.b32 \t{{%rs1, %rs2}}, %r2;
\tmov.u64 \t%rd6, %rd2;
\tmov.u64 \t%rd9, sm;
\tsetp.ne.s32 \t%p1, %r1, 0;
\t@%p1 bra \t$L_go;
\tst.shared.u32 \t[sm], 0;
\tst.shared.u32 \t[sm+4], 0;
$L_go:
\tbar.sync \t0;
\tatom.{space}.add.noftz.f16 \t%rs3, [{addr}], %rs1;
\tatom.{space}.add.noftz.f16x2 \t%r3, [{addr}+4], %r2;
\tbar.sync \t0;
\t@%p1 bra \t$L_end;
\tld.shared.v2.u32 \t{{%r4, %r5}}, [sm];
\t@%p1 bra \t$L_end;
"""
    if space == "shared":
        body += "\tst.global.v2.u32 \t[%rd2], {%r4, %r5};\n"
    body += "$L_end:\n"
    vals = (np.arange(n) % 7 + 1).astype(np.float16)
    hi = (np.arange(n) % 3 + 1).astype(np.float16)
    packed = vals.view(np.uint16).astype(np.uint32) | (hi.view(np.uint16).astype(np.uint32) << 16)
    dev = device()
    mem = dev.zeros(2, np.uint32)
    launch(module(body, 2, prelude=prelude), (1,), (n,), (mem, dev.array(packed)), dev=dev)
    got = mem.get()
    assert np.uint16(got[0] & 0xFFFF).view(np.float16) == vals.astype(np.float64).sum()
    lo2 = np.uint16(got[1] & 0xFFFF).view(np.float16)
    hi2 = np.uint16(got[1] >> 16).view(np.float16)
    assert (lo2, hi2) == (vals.astype(np.float64).sum(), hi.astype(np.float64).sum())
