"""Float code as LLVM writes it for ordinary HIP: IEEE division (v_div_scale, v_rcp,
v_div_fmas, v_div_fixup, f32 / f64 / f16), the MODE switching around it in kernels that
flush denormals (s_setreg_imm32_b32), square roots (v_rsq_f64), frem, integer division;
bit for bit against numpy (tests/data/amdgpu/float_ops.hip, compiled by clang-19)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from amdkit import run, source

import tcsim
from tcsim.errors import AsmSyntaxError
from tcsim.exec.amdgpu.ops.vdiv import div_fixup, div_fmas, div_scale

DATA = Path(__file__).resolve().parents[2] / "data" / "amdgpu"
ARCHS = ["mi200", "mi300"]
UINT = {np.float16: np.uint16, np.float32: np.uint32, np.float64: np.uint64}

pytestmark = pytest.mark.usefixtures("both_drivers")  # functional and timing drivers must agree


def _launch(arch, name, kernel, args, n):
    dev = tcsim.Device(arch=arch)
    mod = dev.load_asm(DATA / f"{name}.{dev.config.isa}.s")
    dargs = [dev.array(a) if isinstance(a, np.ndarray) else a for a in args]
    mod.get_function(kernel)((n // 256,), (256,), (*dargs, np.int32(n)))
    return [d.get() if hasattr(d, "get") else d for d in dargs]


def _same(got, want):
    ui = UINT[got.dtype.type]
    return (got.view(ui) == want.view(ui)) | (np.isnan(got) & np.isnan(want))


def _edges(dt, rng, n):
    """Random bit patterns, every pair of special values, and quotients near overflow,
    underflow and the subnormal range."""
    ui = UINT[dt]
    x = rng.integers(0, np.iinfo(ui).max, size=(2, n), dtype=np.uint64, endpoint=True).astype(ui).view(dt).copy()
    fi = np.finfo(dt)
    sp = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 3.0, 7.0, float(fi.tiny), float(fi.smallest_subnormal),
                   -float(fi.smallest_subnormal), float(fi.max), float(fi.max) / 2, 2.0 ** (fi.maxexp - 1),
                   2.0 ** (fi.minexp - 1), 2.0 ** (fi.maxexp - 2)], dtype=dt)
    a, b = np.meshgrid(sp, sp)
    k = a.size
    x[0, :k], x[1, :k] = a.ravel(), b.ravel()
    m = (n - k) // 4
    if dt is not np.float16:
        e = lambda lo, hi: (np.ldexp(rng.random(m) + 1.0, rng.integers(lo, hi, m))  # noqa: E731
                            * rng.choice([-1.0, 1.0], m)).astype(dt)
        lo, hi = fi.minexp - fi.nmant, fi.maxexp
        x[0, k:k + m], x[1, k:k + m] = e(lo, 0), e(hi // 2, hi)            # subnormal quotients
        x[0, k + m:k + 2 * m], x[1, k + m:k + 2 * m] = e(hi // 2, hi), e(lo, -hi // 2)  # overflow edge
        x[0, k + 2 * m:k + 3 * m], x[1, k + 2 * m:k + 3 * m] = e(-30, 30), e(hi - 8, hi)  # 1/b subnormal
        x[0, k + 3 * m:k + 4 * m], x[1, k + 3 * m:k + 4 * m] = e(lo, fi.minexp), e(lo, fi.minexp)  # subnormal / subnormal
    return x[0], x[1]


@pytest.mark.parametrize("arch", ARCHS)
@pytest.mark.parametrize("dt,kernel", [(np.float32, "divide_f32"), (np.float64, "divide_f64"),
                                       (np.float16, "divide_f16")])
def test_division_is_ieee_bit_for_bit(arch, dt, kernel):
    a, b = _edges(dt, np.random.default_rng(11), 8192)
    _, _, c = _launch(arch, "float_ops", kernel, [a, b, np.zeros_like(a)], a.size)
    with np.errstate(all="ignore"):
        want = (a / b).astype(dt)
    ok = _same(c, want)
    assert ok.all(), [(a[i], b[i], c[i], want[i]) for i in np.flatnonzero(~ok)[:4]]
    # the default NaN of 0/0 and inf/inf, as x86 numpy makes it too
    assert c[(a == 0) & (b == 0)].view(UINT[dt])[0] == {np.float32: 0xFFC00000, np.float64: 0xFFF8000000000000,
                                                         np.float16: 0xFE00}[dt]


def _flush(x):
    tiny = np.finfo(x.dtype).tiny
    return np.where((np.abs(x) < tiny), np.copysign(np.zeros_like(x), x), x)


@pytest.mark.parametrize("arch", ARCHS)
def test_division_when_the_kernel_flushes_denormals(arch):
    src = (DATA / f"float_ops_ftz.{'gfx90a' if arch == 'mi200' else 'gfx942'}.s").read_text()
    assert "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3" in src and ".amdhsa_float_denorm_mode_32 0" in src
    a, b = _edges(np.float32, np.random.default_rng(12), 8192)
    _, _, c = _launch(arch, "float_ops_ftz", "divide_f32", [a, b, np.zeros_like(a)], a.size)
    with np.errstate(all="ignore"):
        want = _flush((_flush(a) / _flush(b)).astype(np.float32))
    ok = _same(c, want)
    assert ok.all(), [(a[i], b[i], c[i], want[i]) for i in np.flatnonzero(~ok)[:4]]


def _round_f32(x: Fraction) -> np.float32:
    """The float32 nearest to x (ties to even)."""
    f = np.float32(float(x))
    best = min((f, np.nextafter(f, np.float32(np.inf)), np.nextafter(f, np.float32(-np.inf))),
               key=lambda c: (abs(Fraction(float(c)) - x), int(np.asarray(c).view(np.uint32)) & 1))
    return np.float32(best)


@pytest.mark.parametrize("arch", ARCHS)
def test_sqrt_frem_rounding_and_integer_division(arch):
    rng = np.random.default_rng(3)
    n = 1024
    a = (rng.standard_normal(n) * 10.0 ** rng.integers(-30, 30, n)).astype(np.float32)
    b = (rng.standard_normal(n) * 10.0 ** rng.integers(-30, 30, n)).astype(np.float32)
    _, _, c = _launch(arch, "float_ops", "misc_f32", [a, b, np.zeros(4 * n, np.float32)], n)
    c = c.reshape(n, 4)
    with np.errstate(all="ignore"):
        q = (a / b).astype(np.float32)
        t = np.trunc(q)
    assert _same(c[:, 0], np.sqrt(np.abs(a))).all()
    # LLVM's frem: fma(-trunc(a / b), b, a) (not libm's exact fmod), one rounding
    fin = np.isfinite(t)
    want = np.array([_round_f32(Fraction(float(-ti)) * Fraction(float(bi)) + Fraction(float(ai)))
                     for ai, bi, ti in zip(a[fin], b[fin], t[fin])], np.float32)
    assert _same(c[fin, 1], want).all()
    rnd = np.where(np.abs(b - np.trunc(b)) >= 0.5, np.trunc(b) + np.sign(b), np.trunc(b))  # roundf: half away
    assert _same(c[:, 2], (np.floor(a) + rnd).astype(np.float32)).all()
    with np.errstate(all="ignore"):
        assert _same(c[:, 3], (np.float32(1) / b)).all()
    a64 = rng.standard_normal(n) * 10.0 ** rng.integers(-200, 200, n)
    b64 = rng.standard_normal(n) * 1e3
    a64[: n // 2] = rng.standard_normal(n // 2) * 1e12
    _, _, c64, d = _launch(arch, "float_ops", "misc_f64", [a64, b64, np.zeros(2 * n), np.zeros(2 * n, np.int64)], n)
    c64, d = c64.reshape(n, 2), d.reshape(n, 2)
    assert (c64[:, 0] == np.sqrt(np.abs(a64))).all() and (c64[:, 1] == 1.0 / b64).all()
    h = slice(0, n // 2)
    p, q = a64[h].astype(np.int64), b64[h].astype(np.int64) | 1
    assert (d[h, 0] == np.array([abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1)  # C truncates
                                 for x, y in zip(p.tolist(), q.tolist())])).all()
    assert (d[h, 1] == (p.view(np.uint64) % q.view(np.uint64)).view(np.int64)).all()
    ai = rng.integers(-2**31, 2**31, n).astype(np.int32)
    bi = rng.integers(-2**31, 2**31, n).astype(np.int32)
    bi[bi == 0] = 7
    _, _, ci = _launch(arch, "float_ops", "int_div", [ai, bi, np.zeros(2 * n, np.int32)], n)
    ci = ci.reshape(n, 2)
    quo = [abs(x) // abs(y) * (1 if (x < 0) == (y < 0) else -1) for x, y in zip(ai.tolist(), bi.tolist())]
    assert (ci[:, 0] == np.array([(v + 2**31) % 2**32 - 2**31 for v in quo])).all()
    assert (ci[:, 1] == (ai.view(np.uint32) % bi.view(np.uint32)).view(np.int32)).all()


# ----------------------------------------------------------------------------- the three helpers
def test_div_scale_rules():
    f = np.float32
    # ordinary: nothing scaled, VCC 0
    d, v = div_scale(f(3), f(7), f(3), "f32")
    assert d == 3 and not v
    # zero operands give NaN (v_div_fixup decides the result)
    assert np.isnan(div_scale(f(7), f(7), f(0), "f32")[0])
    # quotient near overflow: the denominator is scaled up, VCC says "post-scale"
    d, v = div_scale(f(0.5), f(0.5), f(3e38), "f32")
    assert d == np.float32(0.5 * 2.0**64) and v
    d, v = div_scale(f(3e38), f(0.5), f(3e38), "f32")
    assert d == np.float32(3e38) and v
    # subnormal quotient: the numerator is scaled up
    d, v = div_scale(f(1e-20), f(1e20), f(1e-20), "f32")
    assert d == np.float32(np.float32(1e-20) * 2.0**64) and v
    # a tiny numerator: both scaled, VCC 0
    d, v = div_scale(f(2.0**-110), f(3), f(2.0**-110), "f32")
    assert d == np.float32(2.0**-46) and not v
    # 1/D subnormal: the denominator scaled down (both 1/D and N/D subnormal: VCC too)
    d, v = div_scale(f(2.0**127), f(2.0**127), f(1), "f32")
    assert d == np.float32(2.0**63) and v
    d, v = div_scale(f(2.0**127), f(2.0**127), f(2.0**20), "f32")
    assert d == np.float32(2.0**63) and not v


def test_div_fmas_scales_with_one_rounding():
    f = np.float32
    assert div_fmas(f(2), f(3), f(1), np.array(False), "f32") == 7
    # VCC with a small quotient estimate: times 2^-64, rounded once into the subnormals
    s2 = f(1.5 * 2.0**-80)
    got = div_fmas(f(2.0**-90), f(1), s2, np.array(True), "f32")
    assert got == np.float32((1.5 * 2.0**-80 + 2.0**-90) * 2.0**-64)
    # ... and with a large one: times 2^64
    assert div_fmas(f(0), f(1), f(2.0**100), np.array(True), "f32") == np.inf
    d = div_fmas(np.float64(0), np.float64(1), np.float64(2.0**1000), np.array(True), "f64")
    assert np.isinf(d)


def test_div_fixup_special_values():
    f = np.float32
    cases = [(1, 0, 5, np.inf), (1, 0, -5, -np.inf), (1, -0.0, 5, -np.inf), (1, np.inf, 5, 0.0), (1, -np.inf, 5, -0.0),
             (1, 5, 0, 0.0), (1, -5, 0, -0.0), (1, 5, np.inf, np.inf), (0.75, -4, 3, -0.75),
             (np.nan, 1e30, 1e30, np.inf)]
    for q, den, num, want in cases:
        got = div_fixup(f(q), f(den), f(num), "f32")
        assert got == want and np.signbit(got) == np.signbit(want), (q, den, num, got)
    assert div_fixup(f(1), f(0), f(0), "f32").view(np.uint32) == 0xFFC00000
    assert div_fixup(f(1), f(np.inf), f(-np.inf), "f32").view(np.uint32) == 0xFFC00000
    nan = np.uint32(0x7F800001).view(np.float32)  # a signalling NaN numerator comes back quieted
    assert div_fixup(f(1), f(2), nan, "f32").view(np.uint32) == 0x7FC00001
    # underflow: exponent(S2) - exponent(S1) < -150 gives a signed zero
    assert div_fixup(f(1e-30), f(2.0**127), f(2.0**-30), "f32") == 0


# ----------------------------------------------------------------------------- MODE
def test_mode_is_tracked_statically_and_other_writes_are_refused():
    body = "\n".join(["\tv_mov_b32_e32 v1, 0x800000", "\tv_mul_f32_e32 v2, 0.5, v1",          # flushed (mode 0)
                      "\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3",
                      "\tv_mul_f32_e32 v3, 0.5, v1",                                             # kept
                      "\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0",
                      "\tv_mul_f32_e32 v4, 0.5, v1",
                      "\ts_getreg_b32 s10, hwreg(HW_REG_MODE, 4, 2)"])
    src = source(body).replace(".amdhsa_accum_offset 64", ".amdhsa_accum_offset 64\n\t\t.amdhsa_float_denorm_mode_32 0")
    dev = tcsim.Device(arch="mi200")
    prog = dev.load_asm(src).program("t")
    assert [m[0] for m in prog.mode_at[:7]] == [0, 0, 0, 3, 3, 0, 0]
    st, _, _ = run(body)  # the default mode keeps denormals everywhere
    assert st.v[2, 0, 0] == st.v[3, 0, 0] == 0x400000
    for bad, msg in [("\ts_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s4", "from a run-time value"),
                     ("\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1", "other than the denormal controls"),
                     ("\ts_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 0, 2), 1", "only HW_REG_MODE"),
                     ("\ts_cmp_eq_u32 s2, 0\n\ts_cbranch_scc1 .LBB0_1\n\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0\n"
                      ".LBB0_1:\n\tv_mov_b32_e32 v1, 0", "differ between the paths")]:
        with pytest.raises(AsmSyntaxError, match=msg):
            dev.load_asm(source(bad)).program("t")
