"""Approximate (MUFU-class) functions: sin, cos, lg2, ex2, rcp/rsqrt/sqrt
.approx, tanh, div.approx/div.full (f32), rcp.approx.ftz.f64,
rsqrt.approx{.ftz}.f64, and f16/bf16 ex2/tanh (PTX ISA 9.7.3.13-22, 9.7.4.9-10).

MODEL (not bit-exact to hardware, whose results are undocumented): the exact
function is evaluated in float64 (numpy/libm) and rounded to nearest-even in
the destination format, which is well within the documented error bounds.
Special values follow the tables of the PTX ISA; .ftz flushes subnormal inputs
and results; NaN results are the canonical NaN of the destination format."""

from __future__ import annotations

import numpy as np

from .fp_core import (
    BF16,
    CANON_NAN_RCP64,
    F16,
    F32,
    F64,
    F64_HI,
    as_format,
    canonicalize_nan,
    flush_subnormal,
    round_f64_to_format,
    to_format,
    vectorised,
)
from .fp_half import on_halves

__all__ = [
    "sin_approx_f32", "cos_approx_f32", "lg2_approx_f32", "ex2_approx_f32",
    "rcp_approx_f32", "rsqrt_approx_f32", "sqrt_approx_f32", "tanh_approx_f32",
    "div_approx_f32", "div_full_f32", "rcp_approx_ftz_f64", "rsqrt_approx_f64",
    "rsqrt_approx_ftz_f64", "ex2_approx_f16", "ex2_approx_f16x2", "ex2_approx_ftz_bf16",
    "ex2_approx_ftz_bf16x2", "tanh_approx_f16", "tanh_approx_f16x2", "tanh_approx_bf16",
    "tanh_approx_bf16x2",
]


def _unary_f32(fn, a, ftz):
    a = flush_subnormal(as_format(a, F32), F32, ftz)
    r = fn(a.astype(np.float64))
    out = to_format(round_f64_to_format(r, F32, "rn"), F32)
    return canonicalize_nan(flush_subnormal(out, F32, ftz), F32)


@vectorised
def sin_approx_f32(a, ftz: bool = False):
    """sin.approx{.ftz}.f32: ±inf -> NaN, ±0 -> ±0."""
    return _unary_f32(np.sin, a, ftz)


@vectorised
def cos_approx_f32(a, ftz: bool = False):
    """cos.approx{.ftz}.f32: ±inf -> NaN, ±0 -> +1."""
    return _unary_f32(np.cos, a, ftz)


@vectorised
def lg2_approx_f32(a, ftz: bool = False):
    """lg2.approx{.ftz}.f32: ±0 -> -inf, negative -> NaN, +inf -> +inf."""
    return _unary_f32(np.log2, a, ftz)


@vectorised
def ex2_approx_f32(a, ftz: bool = False):
    """ex2.approx{.ftz}.f32: -inf -> +0, ±0 -> +1, +inf -> +inf."""
    return _unary_f32(np.exp2, a, ftz)


@vectorised
def rcp_approx_f32(a, ftz: bool = False):
    """rcp.approx{.ftz}.f32: ±0 -> ±inf, ±inf -> ±0."""
    return _unary_f32(lambda x: 1.0 / x, a, ftz)


@vectorised
def rsqrt_approx_f32(a, ftz: bool = False):
    """rsqrt.approx{.ftz}.f32: -0 -> -inf, +0 -> +inf, negative -> NaN, +inf -> +0."""
    return _unary_f32(lambda x: 1.0 / np.sqrt(x), a, ftz)


@vectorised
def sqrt_approx_f32(a, ftz: bool = False):
    """sqrt.approx{.ftz}.f32: -0 -> -0, negative -> NaN."""
    return _unary_f32(np.sqrt, a, ftz)


@vectorised
def tanh_approx_f32(a):
    """tanh.approx.f32 (no .ftz; subnormals pass through): ±inf -> ±1."""
    return _unary_f32(np.tanh, a, False)


@vectorised
def div_approx_f32(a, b, ftz: bool = False):
    """div.approx{.ftz}.f32 modelled as a * rcp(b) with the reciprocal flushed
    to zero when subnormal — reproduces the manual's behaviour for
    2**126 < |b| < 2**128 (0, or NaN if a is infinite)."""
    a = flush_subnormal(as_format(a, F32), F32, ftz)
    b = flush_subnormal(as_format(b, F32), F32, ftz)
    r = flush_subnormal(to_format(round_f64_to_format(1.0 / b.astype(np.float64), F32, "rn"), F32), F32)
    d = to_format(round_f64_to_format(a.astype(np.float64) * r.astype(np.float64), F32, "rn"), F32)
    return canonicalize_nan(flush_subnormal(d, F32, ftz), F32)


@vectorised
def div_full_f32(a, b, ftz: bool = False):
    """div.full{.ftz}.f32 modelled as the correctly rounded quotient (max 2 ulp
    allowed by the manual)."""
    a = flush_subnormal(as_format(a, F32), F32, ftz)
    b = flush_subnormal(as_format(b, F32), F32, ftz)
    d = to_format(round_f64_to_format(a.astype(np.float64) / b.astype(np.float64), F32, "rn"), F32)
    return canonicalize_nan(flush_subnormal(d, F32, ftz), F32)


def _hi_word_op(a, fn):
    """Shared model of rcp/rsqrt.approx.ftz.f64: operate on the upper 32 bits
    (1.11.20) of ``a``, flush subnormals, round the result to 20 fraction bits,
    zero the low word; NaN -> 0x7fffffff00000000."""
    a = as_format(a, F64)
    hi = (a.view(np.uint64) & np.uint64(0xFFFFFFFF00000000)).view(np.float64)
    hi = flush_subnormal(hi, F64)
    r = round_f64_to_format(fn(hi), F64_HI, "rn")
    r = flush_subnormal(r, F64)
    isn = np.isnan(r)
    return np.where(isn, np.uint64(CANON_NAN_RCP64), r.view(np.uint64)).astype(np.uint64).view(np.float64)


@vectorised
def rcp_approx_ftz_f64(a):
    """rcp.approx.ftz.f64 (PTX 9.7.3.14): ±subnormal/±0 -> ±inf, ±inf -> ±0."""
    return _hi_word_op(a, lambda x: 1.0 / x)


@vectorised
def rsqrt_approx_ftz_f64(a):
    """rsqrt.approx.ftz.f64 (PTX 9.7.3.17): ±subnormal/±0 -> ±inf, -inf/neg -> NaN."""
    return _hi_word_op(a, lambda x: 1.0 / np.sqrt(x))


@vectorised
def rsqrt_approx_f64(a):
    """rsqrt.approx.f64: float64 1/sqrt(a) (software-emulated on hardware).
    NaN results follow the f64 model (input NaN quieted, else CANON_NAN_F64)."""
    from .fp_core import f64_nan_result
    a = as_format(a, F64)
    return f64_nan_result(1.0 / np.sqrt(a), a)


# ---------------------------------------------------------------------------
# f16 / bf16
# ---------------------------------------------------------------------------

def _unary_h(fn, a, fmt, ftz):
    a = flush_subnormal(as_format(a, fmt), fmt, ftz)
    out = to_format(round_f64_to_format(fn(a.astype(np.float64)), fmt, "rn"), fmt)
    return canonicalize_nan(flush_subnormal(out, fmt, ftz), fmt)


@vectorised
def ex2_approx_f16(a):
    """ex2.approx.f16 (subnormals supported)."""
    return _unary_h(np.exp2, a, F16, False)


@vectorised
def ex2_approx_ftz_bf16(a):
    """ex2.approx.ftz.bf16 (flushes subnormal inputs/results)."""
    return _unary_h(np.exp2, a, BF16, True)


@vectorised
def tanh_approx_f16(a):
    """tanh.approx.f16."""
    return _unary_h(np.tanh, a, F16, False)


@vectorised
def tanh_approx_bf16(a):
    """tanh.approx.bf16."""
    return _unary_h(np.tanh, a, BF16, False)


@vectorised
def ex2_approx_f16x2(a):
    return on_halves(ex2_approx_f16, F16, a)


@vectorised
def ex2_approx_ftz_bf16x2(a):
    return on_halves(ex2_approx_ftz_bf16, BF16, a)


@vectorised
def tanh_approx_f16x2(a):
    return on_halves(tanh_approx_f16, F16, a)


@vectorised
def tanh_approx_bf16x2(a):
    return on_halves(tanh_approx_bf16, BF16, a)
