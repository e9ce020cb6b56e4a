"""SIMT execution: divergence, reconvergence, calls, barriers and thread indexing.

The kernels are real nvcc PTX (tests/data/ptx/simt/simt.cu, compiled with
``nvcc -arch=compute_75 -ptx -O3``); every result is recomputed with numpy / plain Python.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import tcsim

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


PTX = Path(__file__).resolve().parent.parent / "data" / "ptx" / "simt" / "simt.ptx"


@pytest.fixture(scope="module", params=["functional", "timing"])
def dev(request):
    """Every SIMT test runs under both drivers: one semantics, two schedules. Under
    "functional" each launch is also rerun under the timing driver and the two compared
    bit for bit (``both_drivers``); under "timing" the timing driver alone must pass the
    test's own checks."""
    d = tcsim.Device(arch="titan_v")
    d.mode = request.param
    return d


@pytest.fixture(scope="module")
def mod(dev):
    return dev.load_ptx(PTX)


def run1d(dev, mod, name, inp, block, *extra, out_len=None, fill=0, mode=None):
    """Launch ``name`` over len(inp) threads (must be a multiple of block)."""
    n = inp.size
    assert n % block == 0
    a = dev.array(inp)
    o = dev.array(np.full(out_len or n, fill, dtype=np.int32))
    res = mod.get_function(name)((n // block,), (block,), (a, o, *extra), mode=mode)
    return o.get(), res


# ------------------------------------------------------------------ branches

@pytest.mark.parametrize("block", [32, 48, 100, 128])
def test_if_else(dev, mod, block):
    n = block * 3
    v = np.random.default_rng(block).integers(0, 100_000, n).astype(np.int64)
    got, res = run1d(dev, mod, "if_else", v.astype(np.int32), block)
    tid = np.arange(n) % block
    want = np.where(tid % 3 == 0, 1000003 // (v + 1) + v, 7 * v - 1000033 % (v + 5))
    np.testing.assert_array_equal(got, want)


def test_if_else_divergence_costs_warp_instructions(dev, mod):
    """A warp whose lanes take both sides issues both sides: compare with a uniform warp."""
    v = np.arange(1, 33, dtype=np.int32)
    _, div = run1d(dev, mod, "if_else", v, 32)  # lanes with tid % 3 == 0 take 'then'
    _, one = run1d(dev, mod, "if_else", v[:1], 1)  # lane 0 only: the 'then' side
    _, other = run1d(dev, mod, "if_else", v[:2], 2)  # lanes 0, 1: both sides
    assert div.warp_instructions == other.warp_instructions > one.warp_instructions


def test_nested_three_deep(dev, mod):
    n = 256
    v = np.random.default_rng(1).integers(0, 50_000, n).astype(np.int64)
    got, _ = run1d(dev, mod, "nested", v.astype(np.int32), 64)
    want = np.empty(n, np.int64)
    for i, x in enumerate(v.tolist()):
        if x & 1:
            if x & 2:
                r = 1000003 // (x + 1) if x & 4 else 1000033 % (x + 3)
            else:
                r = 900001 // (x + 7) + 1 if x & 4 else -(800011 % (x + 9))
        else:
            if x & 2:
                r = 700001 // (x + 11) * 3 if x & 4 else 600011 % (x + 13) - 5
            else:
                r = (500009 // (x + 17)) ^ 0x55 if x & 4 else x * x
        want[i] = r
    # all 8 leaves are taken inside the warps
    assert len(set((v & 7).tolist())) == 8
    np.testing.assert_array_equal(got, want.astype(np.int32))


def loops_ref(trips, gid):
    out = []
    for t, n in zip(gid.tolist(), trips.tolist()):
        acc = 0
        for i in range(n):
            if i % 3 == 1:
                continue
            acc += i * i + (t & 7)
            if acc > 5000:
                break
        out.append(acc)
    return np.array(out, dtype=np.int32)


def test_loops_per_lane_trips_break_continue(dev, mod):
    n = 192
    rng = np.random.default_rng(2)
    trips = rng.integers(0, 60, n).astype(np.int32)
    trips[::7] = 0  # zero-trip lanes
    trips[5] = 1000  # breaks out early
    got, _ = run1d(dev, mod, "loops", trips, 64)
    want = loops_ref(trips, np.arange(n))
    assert (want[trips == 0] == 0).all() and want[5] > 5000
    np.testing.assert_array_equal(got, want)


def collatz_steps(x):
    s = 0
    while x != 1:
        x = 3 * x + 1 if x & 1 else x // 2
        s += 1
    return s


@pytest.mark.parametrize("block", [64, 100])
def test_early_return(dev, mod, block):
    n_threads = block * 4
    n = n_threads - 37  # the last CTA's tail returns at once
    v = np.random.default_rng(3).integers(1, 3000, n_threads).astype(np.int32)
    got, _ = run1d(dev, mod, "early_return", v, block, np.int32(n), fill=-1)
    want = np.array([collatz_steps(int(x)) if i < n and x % 4 else -1 for i, x in enumerate(v)], np.int32)
    np.testing.assert_array_equal(got, want)


# ------------------------------------------------------------------ calls

def dev_loop(x):
    return sum(i ^ x for i in range((x & 15) + 1))


def dev_outer(x):
    return dev_loop(x) * 3 if x & 1 else x + 7


def test_noinline_calls_from_divergent_code(dev, mod):
    assert mod.program("calls").max_call_depth == 2
    n = 128
    v = np.random.default_rng(4).integers(0, 10_000, n).astype(np.int32)
    got, _ = run1d(dev, mod, "calls", v, 64)
    tid = np.arange(n) % 64
    want = [dev_outer(int(x)) if t % 4 == 1 else dev_loop(int(x) + 1) if t % 4 == 2 else -int(x)
            for t, x in zip(tid, v)]
    np.testing.assert_array_equal(got, np.array(want, np.int32))


def test_divergent_call_then_shuffle(dev, mod):
    """The lanes that skip the call must not run ahead to the shuffle: it reads the
    callers' results (reconvergence at the call's return point)."""
    n = 128
    v = np.random.default_rng(5).integers(0, 10_000, n).astype(np.int32)
    got, _ = run1d(dev, mod, "call_then_shfl", v, 64)
    x = np.array([dev_outer(int(a)) if t & 1 else int(a) for t, a in enumerate(v)], np.int64)
    want = x + x.reshape(-1, 2)[:, ::-1].reshape(-1)
    np.testing.assert_array_equal(got, want.astype(np.int32))


# ------------------------------------------------------------------ barriers and warps

@pytest.mark.parametrize("block", [48, 100, 256])
def test_syncthreads_after_converged_if(dev, mod, block):
    n = block * 2
    v = np.random.default_rng(6).integers(0, 100_000, n).astype(np.int64)
    got, _ = run1d(dev, mod, "sync_after_if", v.astype(np.int32), block)
    tid = np.arange(n) % block
    s = np.where(tid % 3 == 0, v * 2, 1000003 // (v + 1)).reshape(-1, block)
    want = s[:, ::-1] + np.roll(s, -1, axis=1)
    np.testing.assert_array_equal(got, want.reshape(-1).astype(np.int32))


@pytest.mark.parametrize("block", [64, 256, 1024])
def test_block_reduce_exit_after_last_barrier(dev, mod, block):
    grid = 3
    n = grid * block - 5
    v = np.random.default_rng(7).integers(-1000, 1000, grid * block).astype(np.int32)
    got, _ = run1d(dev, mod, "block_reduce", v, block, np.int32(n), out_len=grid * block)
    vv = np.where(np.arange(grid * block) < n, v, 0).reshape(grid, block)
    np.testing.assert_array_equal(got[:grid], vv.sum(axis=1).astype(np.int32))


def test_shuffle_and_ballot_after_reconvergence(dev, mod):
    n = 128
    v = np.random.default_rng(8).integers(0, 100_000, n).astype(np.int64)
    got, _ = run1d(dev, mod, "shfl_after_branch", v.astype(np.int32), 64, out_len=2 * n)
    x = np.where(v % 3 == 0, 1000003 // (v + 1), 7 * v + 1000033 % (v + 2))
    lane = np.arange(n) % 32
    partner = np.arange(n) - lane + (lane ^ 5)
    bits = (x & 1).reshape(-1, 32) << np.arange(32)
    ballot = bits.sum(axis=1).astype(np.uint32).view(np.int32)
    np.testing.assert_array_equal(got[0::2], x[partner].astype(np.int32))
    np.testing.assert_array_equal(got[1::2], np.repeat(ballot, 32))


# ------------------------------------------------------------------ indexing

@pytest.mark.parametrize("grid,block", [
    ((2, 3, 1), (8, 4, 1)),   # 2-D
    ((3, 2, 2), (5, 3, 2)),   # 3-D, 30 threads per CTA (one padded warp)
    ((1, 2, 3), (4, 4, 4)),   # 64 threads = 2 warps
    ((2, 1, 1), (12, 1, 4)),  # 48 threads
])
def test_index_3d(dev, mod, grid, block):
    gx, gy, gz = grid
    bx, by, bz = block
    W, H, D = gx * bx, gy * by, gz * bz
    o = dev.array(np.full(4 * W * H * D, -1, np.int32))
    mod.get_function("index3d")(grid, block, (o,))
    got = o.get().reshape(D, H, W, 4)
    z, y, x = np.meshgrid(np.arange(D), np.arange(H), np.arange(W), indexing="ij")
    tx, ty, tz = x % bx, y % by, z % bz
    cx, cy, cz = x // bx, y // by, z // bz
    np.testing.assert_array_equal(got[..., 0], tx + 100 * ty + 10000 * tz)
    np.testing.assert_array_equal(got[..., 1], cx + 100 * cy + 10000 * cz)
    assert (got[..., 2] == bx + 100 * by + 10000 * bz + 1000000 * (gx + gy + gz)).all()
    # warps are formed from the linear thread id x + bx*(y + by*z)
    np.testing.assert_array_equal(got[..., 3], (tx + bx * (ty + by * tz)) % 32)


def test_index_1d_grid_in_y_and_z(dev, mod):
    o = dev.array(np.full(4 * 2 * 3 * 4, -1, np.int32))
    mod.get_function("index3d")((1, 3, 4), (2, 1, 1), (o,))
    got = o.get().reshape(4, 3, 2, 4)
    assert (got[..., 1] == np.arange(3)[None, :, None] * 100 + np.arange(4)[:, None, None] * 10000).all()


# ------------------------------------------------------------------ many CTAs / batching

def test_many_ctas_in_small_batches(dev, mod):
    if dev.mode == "timing":
        pytest.skip("batches are a functional-driver notion (timing holds every CTA at once)")
    block, grid = 48, 1000
    n = block * grid
    rng = np.random.default_rng(9)
    trips = rng.integers(0, 12, n).astype(np.int32)
    old = dev.max_batch_threads
    dev.max_batch_threads = 64 * 37  # 37 CTAs (48 threads padded to 64) per batch
    try:  # batches are what this test is about: the functional driver alone
        got, res = run1d(dev, mod, "loops", trips, block, mode="functional")
    finally:
        dev.max_batch_threads = old
    assert res.batches == -(-grid // 37)
    assert res.grid == (grid, 1, 1)
    np.testing.assert_array_equal(got, loops_ref(trips, np.arange(n)))


def test_batching_does_not_change_results_or_counts(dev, mod):
    if dev.mode == "timing":
        pytest.skip("batches are a functional-driver notion (timing holds every CTA at once)")
    block, grid = 256, 40
    n = block * grid
    v = np.random.default_rng(10).integers(-50, 50, n).astype(np.int32)
    got1, r1 = run1d(dev, mod, "block_reduce", v, block, np.int32(n), out_len=grid)
    old = dev.max_batch_threads
    dev.max_batch_threads = 1  # one CTA per batch
    try:
        got2, r2 = run1d(dev, mod, "block_reduce", v, block, np.int32(n), out_len=grid)
    finally:
        dev.max_batch_threads = old
    assert r1.batches == 1 and r2.batches == grid
    np.testing.assert_array_equal(got1, got2)
    np.testing.assert_array_equal(got1, v.reshape(grid, block).sum(axis=1))
    assert (r1.thread_instructions, r1.warp_instructions) == (r2.thread_instructions, r2.warp_instructions)


def test_grid_of_1000_default_batches(dev, mod):
    block, grid = 64, 1000
    n = block * grid
    v = np.random.default_rng(11).integers(0, 100_000, n).astype(np.int64)
    got, res = run1d(dev, mod, "if_else", v.astype(np.int32), block)
    tid = np.arange(n) % block
    want = np.where(tid % 3 == 0, 1000003 // (v + 1) + v, 7 * v - 1000033 % (v + 5))
    np.testing.assert_array_equal(got, want)
    assert res.batches >= 1


def test_barrier_inside_called_function(dev, mod):
    block = 96
    n = block * 3
    v = np.random.default_rng(12).integers(0, 100_000, n).astype(np.int64)
    got, _ = run1d(dev, mod, "call_with_barrier", v.astype(np.int32), block)
    x = np.where(v & 1, 1000003 // (v + 1), v).reshape(-1, block)
    want = np.roll(x, -1, axis=1) - x
    np.testing.assert_array_equal(got, want.reshape(-1).astype(np.int32))


# ------------------------------------------------------------------ warp-synchronous waits

HEAD = ".version 7.5\n.target sm_75\n.address_size 64\n"

# Lanes < 16 detour through a block placed *after* the shuffle (as block placement may
# do with cold code): min-PC alone would let lanes 16..31 shuffle first and read stale
# registers. shfl.sync/vote.sync wait for every non-exited lane of their membermask.
OUT_OF_LINE = HEAD + """
.visible .entry ahead(.param .u64 out)
{
.reg .b32 %r<8>;
.reg .b64 %rd<4>;
.reg .pred %p<3>;
ld.param.u64 %rd1, [out];
mov.u32 %r1, %tid.x;
mov.u32 %r2, %r1;
mov.u32 %r5, %laneid;
setp.lt.u32 %p1, %r5, 16;
@%p1 bra COLD;
JOIN:
shfl.sync.bfly.b32 %r3, %r2, 16, 31, -1;
setp.ge.u32 %p2, %r2, 1000;
vote.sync.ballot.b32 %r4, %p2, -1;
mul.wide.u32 %rd2, %r1, 8;
add.s64 %rd3, %rd1, %rd2;
st.global.v2.u32 [%rd3], {%r3, %r4};
ret;
COLD:
add.u32 %r2, %r1, 1000;
bra JOIN;
}
"""

# Lanes < 16 exit before the shuffle: the others must not wait for them.
EXITED_LANES = HEAD + """
.visible .entry gone(.param .u64 out)
{
.reg .b32 %r<8>;
.reg .b64 %rd<4>;
.reg .pred %p<3>;
ld.param.u64 %rd1, [out];
mov.u32 %r1, %tid.x;
setp.lt.u32 %p1, %r1, 16;
@%p1 bra OUT;
shfl.sync.bfly.b32 %r3, %r1, 1, 31, -1;
mul.wide.u32 %rd2, %r1, 4;
add.s64 %rd3, %rd1, %rd2;
st.global.u32 [%rd3], %r3;
OUT:
ret;
}
"""


def test_warp_sync_waits_for_lanes_in_out_of_line_code(dev):
    m = dev.load_ptx(OUT_OF_LINE)
    o = dev.array(np.full(2 * 64, -1, np.int32))
    m.get_function("ahead")((1,), (64,), (o,))
    got = o.get().reshape(64, 2)
    tid = np.arange(64)
    lane = tid % 32
    r2 = np.where(lane < 16, tid + 1000, tid)
    np.testing.assert_array_equal(got[:, 0], r2[tid ^ 16])
    assert (got[:, 1].view(np.uint32) == 0x0000FFFF).all()


def test_warp_sync_ignores_exited_lanes(dev):
    m = dev.load_ptx(EXITED_LANES)
    o = dev.array(np.full(48, -1, np.int32))
    m.get_function("gone")((1,), (48,), (o,))  # warp 1 has lanes 0..15 only
    got = o.get()
    tid = np.arange(48)
    live = tid >= 16
    assert (got[~live] == -1).all()
    np.testing.assert_array_equal(got[live], (tid ^ 1)[live])


SPIN_LOCK = """.version 9.0
.target sm_75
.address_size 64

// Every thread takes a global spin lock, increments a counter non-atomically, and
// releases the lock. Lanes of one warp contend, so this needs independent thread
// scheduling: the lanes spinning at the lower PC must let the lock holder run.
.visible .entry spin(.param .u64 spin_param_0, .param .u64 spin_param_1)
{
	.reg .pred %p<2>;
	.reg .b32 %r<6>;
	.reg .b64 %rd<5>;
	ld.param.u64 %rd1, [spin_param_0];
	ld.param.u64 %rd2, [spin_param_1];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
$L_spin:
	atom.global.cas.b32 %r1, [%rd3], 0, 1;
	setp.ne.s32 %p1, %r1, 0;
	@%p1 bra $L_spin;
	ld.volatile.global.u32 %r2, [%rd4];
	add.s32 %r3, %r2, 1;
	st.volatile.global.u32 [%rd4], %r3;
	membar.gl;
	atom.global.exch.b32 %r4, [%rd3], 0;
	ret;
}
"""


def test_spin_lock_between_lanes_of_a_warp_makes_progress(dev):
    mod = dev.load_ptx(SPIN_LOCK)
    lock = dev.array(np.zeros(1, np.int32))
    count = dev.array(np.zeros(1, np.int32))
    # how long lanes spin depends on the schedule: each driver on its own (no comparison)
    res = mod.get_function("spin")((3,), (64,), (lock, count), mode=dev.mode)
    assert count.get()[0] == 3 * 64 and lock.get()[0] == 0
    # the spinning lanes yield as soon as an iteration changes nothing, not after a fixed
    # number of iterations (SPIN_LIMIT per hand-over would be ~10^6 warp instructions)
    assert res.warp_instructions < 50_000, res.warp_instructions


# A spin loop that counts its attempts changes a register every iteration, so it never
# looks idle: the SPIN_LIMIT backstop must still let the lock holder run.
SPIN_COUNTING = """.version 9.0
.target sm_75
.address_size 64

.visible .entry spin_count(.param .u64 lock, .param .u64 count, .param .u64 tries)
{
	.reg .pred %p<2>;
	.reg .b32 %r<8>;
	.reg .b64 %rd<9>;
	ld.param.u64 %rd1, [lock];
	ld.param.u64 %rd2, [count];
	ld.param.u64 %rd5, [tries];
	cvta.to.global.u64 %rd3, %rd1;
	cvta.to.global.u64 %rd4, %rd2;
	cvta.to.global.u64 %rd6, %rd5;
	mov.u32 %r5, 0;
$L_spin:
	add.s32 %r5, %r5, 1;
	atom.global.cas.b32 %r1, [%rd3], 0, 1;
	setp.ne.s32 %p1, %r1, 0;
	@%p1 bra $L_spin;
	ld.volatile.global.u32 %r2, [%rd4];
	add.s32 %r3, %r2, 1;
	st.volatile.global.u32 [%rd4], %r3;
	membar.gl;
	atom.global.exch.b32 %r4, [%rd3], 0;
	mov.u32 %r6, %tid.x;
	mul.wide.u32 %rd7, %r6, 4;
	add.s64 %rd8, %rd6, %rd7;
	st.global.u32 [%rd8], %r5;
	ret;
}
"""


def test_spin_loop_that_counts_still_yields_to_the_lock_holder(dev):
    from tcsim.exec.simt import SPIN_LIMIT

    mod = dev.load_ptx(SPIN_COUNTING)
    lock, count = dev.array(np.zeros(1, np.int32)), dev.array(np.zeros(1, np.int32))
    tries = dev.array(np.zeros(4, np.int32))
    mod.get_function("spin_count")((1,), (4,), (lock, count, tries), mode=dev.mode)
    assert count.get()[0] == 4 and lock.get()[0] == 0
    t = tries.get()
    assert (t >= 1).all() and t.max() > SPIN_LIMIT  # someone had to wait for the backstop


# Per-lane trip counts up to 930 iterations (one lane alone for hundreds of them): the
# early lanes must wait at the loop exit, not run ahead — activemask after the loop
# shows the whole warp together again.
LONG_LOOPS = HEAD + """
.visible .entry long_loops(.param .u64 trips, .param .u64 out)
{
.reg .pred %p<3>;
.reg .b32 %r<8>;
.reg .b64 %rd<10>;
ld.param.u64 %rd1, [trips];
ld.param.u64 %rd2, [out];
cvta.to.global.u64 %rd3, %rd1;
cvta.to.global.u64 %rd4, %rd2;
mov.u32 %r1, %tid.x;
mul.wide.u32 %rd5, %r1, 4;
add.s64 %rd6, %rd3, %rd5;
ld.global.u32 %r2, [%rd6];
mov.u32 %r3, 0;
mov.u32 %r4, 0;
setp.eq.s32 %p1, %r2, 0;
@%p1 bra DONE;
LOOP:
add.s32 %r4, %r4, %r3;
add.s32 %r3, %r3, 1;
setp.lt.u32 %p2, %r3, %r2;
@%p2 bra LOOP;
DONE:
activemask.b32 %r5;
mul.wide.u32 %rd7, %r1, 8;
add.s64 %rd8, %rd4, %rd7;
st.global.v2.u32 [%rd8], {%r4, %r5};
ret;
}
"""


def test_long_divergent_loops_reconverge(dev):
    lane = np.arange(32)
    trips = np.concatenate([30 * lane, 930 - 30 * lane, np.where(lane == 7, 900, 0)]).astype(np.int32)
    m = dev.load_ptx(LONG_LOOPS)
    out = dev.array(np.zeros(2 * trips.size, np.int32))
    m.get_function("long_loops")((1,), (trips.size,), (dev.array(trips), out))
    got = out.get().reshape(-1, 2)
    t = trips.astype(np.int64)
    np.testing.assert_array_equal(got[:, 0], (t * (t - 1) // 2).astype(np.int32))
    assert (got[:, 1].view(np.uint32) == 0xFFFFFFFF).all()


# bar.red reduces over every thread of the CTA, also when its warps arrive at different
# times: warp 0 arrives first; the others spin until warp 0 has set their CTA's flag.
BAR_RED = HEAD + """
.visible .entry red(.param .u64 out, .param .u64 flags)
{
.reg .pred %p<6>;
.reg .b32 %r<12>;
.reg .b64 %rd<9>;
ld.param.u64 %rd1, [out];
cvta.to.global.u64 %rd2, %rd1;
ld.param.u64 %rd5, [flags];
cvta.to.global.u64 %rd6, %rd5;
mov.u32 %r1, %tid.x;
mov.u32 %r7, %ctaid.x;
mul.wide.u32 %rd7, %r7, 4;
add.s64 %rd8, %rd6, %rd7;
shr.u32 %r2, %r1, 5;
setp.eq.s32 %p1, %r2, 0;
@%p1 bra FIRST;
SPIN:
ld.volatile.global.u32 %r3, [%rd8];
setp.eq.s32 %p5, %r3, 0;
@%p5 bra SPIN;
bra ARRIVE;
FIRST:
mov.u32 %r3, 1;
st.volatile.global.u32 [%rd8], %r3;
ARRIVE:
and.b32 %r4, %r1, 3;
setp.eq.s32 %p3, %r4, 1;
bar.red.popc.u32 %r5, 0, %p3;
setp.lt.u32 %p4, %r1, 1000;
bar.red.and.pred %p2, 1, %p4;
selp.u32 %r6, 1, 0, %p2;
mov.u32 %r8, %ntid.x;
mad.lo.s32 %r9, %r7, %r8, %r1;
mul.wide.u32 %rd3, %r9, 8;
add.s64 %rd4, %rd2, %rd3;
st.global.v2.u32 [%rd4], {%r5, %r6};
ret;
}
"""


@pytest.mark.parametrize("block", [96, 1024])
def test_bar_red_over_warps_arriving_at_different_times(dev, block):
    m = dev.load_ptx(BAR_RED)
    out = dev.array(np.full(2 * 2 * block, -1, np.int32))
    # the spinning is schedule-dependent: each driver on its own (no comparison of counts)
    m.get_function("red")((2,), (block,), (out, dev.array(np.zeros(2, np.int32))), mode=dev.mode)
    got = out.get().reshape(2, block, 2)
    assert (got[..., 0] == block // 4).all()
    assert (got[..., 1] == int(block <= 1000)).all()
