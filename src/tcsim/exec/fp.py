"""PTX floating-point numerics for tcsim (vectorised numpy, bit-exact where PTX
defines the result).

All functions are elementwise over numpy arrays of any shape (numpy scalars
and 0-d inputs give numpy scalars); no Python loops over elements.  The
implementation is split over ``fp_core`` (formats, rounding core, exact f64
FMA), ``fp_arith`` (f32/f64), ``fp_half`` (f16/bf16, x2), ``fp_cvt`` (cvt) and
``fp_approx`` (approximate functions); this module re-exports the public API.

Storage conventions
-------------------
* f32 ``np.float32``, f64 ``np.float64``, f16 ``np.float16``, bf16
  ``ml_dtypes.bfloat16``, tf32 ``np.float32`` (low 13 mantissa bits zero),
  e4m3/e5m2 ``ml_dtypes.float8_e4m3fn`` / ``float8_e5m2``.  Passing an array of
  the same-width unsigned dtype (uint32 for f32, uint16 for f16/bf16, ...) is
  accepted and reinterpreted as raw bits.  Results always have the float dtype
  (use ``.view(np.uintN)`` / :func:`to_bits` to get register bits).
* Packed f16x2/bf16x2 operands are ``uint32`` with element 0 in bits [15:0]
  (PTX: ``fA[0] = a[0:15]``); f32x2 operands are ``uint64`` (element 0 in
  [31:0]).  ``cvt.*x2.f32 d, a, b`` puts ``a`` in the *upper* half (PTX).
* Rounding modes are strings ``'rn' 'rz' 'rm' 'rp'`` (also ``'rna'`` for
  tf32 and ``'rni' 'rzi' 'rmi' 'rpi'`` in cvt); a leading dot is accepted.

Behaviour taken from the PTX ISA manual (sections of PTX ISA 9.1)
------------------------------------------------------------------
* 9.7.3 Floating-Point Instructions: rounding modifiers are IEEE 754
  (.rn ties-to-even, .rz, .rm, .rp); subnormals are supported unless .ftz,
  which "flushes subnormal inputs and results to sign-preserving zero";
  .sat "clamps the result to [0.0, 1.0]. NaN results are flushed to +0.0f".
* 9.7.3.3-9.7.3.8 add/sub/mul/fma/mad/div/rcp (+9.7.3.15 sqrt): correctly
  rounded in all four modes for f32 and f64.  fma computes a*b+c "to infinite
  precision" then rounds once (emulated exactly here for f64, see below).
* 9.7.3.9/9.7.3.10 abs/neg: sign-bit operations.  For abs.f64 "NaN input is
  passed through unchanged" (also stated for abs *and* neg f64 in the CUDA
  Programming Guide, "Floating-Point Standard"): implemented literally (a NaN
  comes back bit-identical).  For f32/f16/bf16 the manual says "unspecified
  NaN"; the model flips/clears the sign bit and keeps the payload.
* 9.7.3.11/9.7.3.12 (and 9.7.4.7/9.7.4.8) min/max: one NaN -> the other
  operand; both NaN -> NaN; ``.NaN`` -> canonical NaN if any input is NaN;
  -0.0 < +0.0; ``.xorsign.abs``: magnitude from |a|,|b|, sign = sign(a)^sign(b),
  both ignored if the result is NaN; optional third operand (sm_100) with .abs.
* 9.7.3.1 testp: zeros count as *normal*.  9.7.3.2 copysign d, a, b: value of
  b with the sign of a (bitwise, also for NaN).
* 9.7.3.13-9.7.3.22 approx functions: special-value tables (sin/cos(±inf) =
  NaN, lg2(±0) = -inf, lg2(<0) = NaN, ex2(-inf) = +0, rsqrt(-0) = -inf,
  sqrt(-0) = -0, tanh(±inf) = ±1, ...).  rcp/rsqrt.approx.ftz.f64 use only
  the upper 32 bits of the operand and zero the low 32 result bits; "Input
  NaNs map to a canonical NaN with encoding 0x7fffffff00000000".
* 9.7.4.x half precision: .rn only in PTX (this library also accepts rz/rm/rp),
  .ftz/.sat for f16 only; fma ``.relu`` "clamps the result to 0 if negative.
  NaN result is converted to canonical NaN".
* 9.7.9.21 cvt: float->int conversions saturate to the destination range;
  NaN -> 0, except when the source is .f64 or the destination is .s64/.u64:
  then ``1 << (bits-1)`` (MININT for signed, 2**(bits-1) for unsigned).
  Integer rounding .rni/.rzi/.rmi/.rpi is required for float->int and allowed
  for same-type float->float (round to integral); fp rounding is required for
  int->float and lossy float->float; .ftz applies only to f32 inputs/results;
  .sat on float destinations clamps to [0, 1] (NaN -> +0); int->int
  truncates / sign- or zero-extends from the source type, .sat clamps;
  .relu / .satfinite for f16/bf16/tf32/f8 destinations ("if the absolute value
  of input is greater than MAX_NORM ... the result is sign-preserved
  MAX_NORM"; NaN stays NaN).  :func:`cvt_allowed_roundings` /
  :func:`cvt_requires_rounding` / :func:`cvt_validate` expose these rules.

Canonical NaNs (sources and modelling choices)
----------------------------------------------
* f32 results of every arithmetic / approx / cvt operation that are NaN are
  0x7FFFFFFF.  PTX 9.7.3 only says "Single-precision instructions return an
  unspecified NaN"; the value is from the CUDA C++ Programming Guide
  (Floating-Point Standard: "The result of a single-precision floating-point
  operation involving one or more input NaNs is the quiet NaN of bit pattern
  0x7fffffff") and CUDART_NAN_F in math_constants.h.  Used also for NaNs
  generated from non-NaN inputs (inf-inf, 0*inf, sqrt(-1)) -- model.
* f16 / bf16 NaN results: 0x7FFF (CUDART_NAN_FP16 / CUDART_NAN_BF16, documented
  as the canonical NaN in cuda_fp16.h / cuda_bf16.h).  "Half-precision
  instructions return an unspecified NaN" (PTX 9.7.4).
* f64: "NaN payloads are supported for double-precision instructions" (9.7.3):
  a NaN input propagates (first NaN operand in a, b, c order, quiet bit set);
  NaNs generated from non-NaN inputs are 0xFFF8000000000000 (CUDART_NAN) --
  model.  min/max.f64 with two NaNs return ``a`` quieted -- model.
  f64 results of cvt from a NaN keep the (left-aligned) payload, quieted.
* tf32 NaN: 0x7FFFE000, e4m3/e5m2 NaN: 0x7F -- model.

Other modelling assumptions
---------------------------
* .ftz flushes results *after* rounding (a result that rounds up to the
  smallest normal is kept).
* .sat and .relu map -0.0 to +0.0.
* approx functions (sin, cos, lg2, ex2, tanh, rcp/sqrt/rsqrt.approx, f16/bf16
  ex2/tanh): the exact function evaluated in float64 and rounded to nearest
  in the destination format (hardware MUFU results are not bit-documented).
  div.approx.f32 = a * rcp(b) with the reciprocal flushed to zero when
  subnormal (reproduces the manual's 2**126 < |b| < 2**128 behaviour);
  div.full.f32 = correctly rounded quotient.  rcp/rsqrt.approx.ftz.f64 round
  the upper-word result to 20 fraction bits.

Exactness techniques
--------------------
* Rounding to narrower formats is done with integer bit arithmetic on the f64
  encoding (single rounding; subnormals, overflow per mode).  An optional exact
  residual ``err`` is folded in by round-to-odd (valid since 53 >= p + 2).
* f32 (and f16/bf16) +, *, fma: products are exact in f64; sums use TwoSum for
  the residual.  div/sqrt/rcp in directed modes use the exact sign of the
  remainder (Dekker TwoProduct).  f32 .rn fast paths use numpy float32 (IEEE).
* Fast paths (switch: ``fp_core.FAST_PATHS``): RN to f32/f16 uses numpy's
  correctly rounded f64 casts after round-to-odd folding of the residual;
  directed f32/f16 modes step the RN result with ``nextafter`` using the exact
  remainder sign; RN to bf16 goes round-to-odd f32 -> ml_dtypes RNE (a plain
  ml_dtypes f64 -> bf16 cast double-rounds through f32); fma.rn.f64 uses the
  Boldo-Melquiond round-to-odd emulation when no intermediate can over- or
  underflow.  The tests verify fast paths and the integer core separately.
* f64 directed add/sub/mul and fma in every mode: exact emulation -- inputs are
  scaled with frexp, the product is split exactly with Veltkamp/Dekker,
  TwoSum builds a three-term expansion which is converted to a 61-bit integer
  mantissa with a round-to-odd sticky bit and rounded by the integer core (also
  correct for subnormal results, overflow and huge exponent gaps).  f64 div /
  sqrt directed modes adjust numpy's RN result with the exact remainder sign.
"""

from __future__ import annotations

from .fp_approx import (  # noqa: F401
    cos_approx_f32,
    div_approx_f32,
    div_full_f32,
    ex2_approx_f16,
    ex2_approx_f16x2,
    ex2_approx_f32,
    ex2_approx_ftz_bf16,
    ex2_approx_ftz_bf16x2,
    lg2_approx_f32,
    rcp_approx_f32,
    rcp_approx_ftz_f64,
    rsqrt_approx_f32,
    rsqrt_approx_f64,
    rsqrt_approx_ftz_f64,
    sin_approx_f32,
    sqrt_approx_f32,
    tanh_approx_bf16,
    tanh_approx_bf16x2,
    tanh_approx_f16,
    tanh_approx_f16x2,
    tanh_approx_f32,
)
from .fp_arith import (  # noqa: F401
    TESTP_OPS,
    abs_f32,
    abs_f64,
    add_f32,
    add_f32x2,
    add_f64,
    copysign_f32,
    copysign_f64,
    div_f32,
    div_f64,
    fma_f32,
    fma_f32x2,
    fma_f64,
    ftz_f32,
    mad_f32,
    mad_f64,
    max_f32,
    max_f64,
    min_f32,
    min_f64,
    minmax_generic,
    mul_f32,
    mul_f32x2,
    mul_f64,
    neg_f32,
    neg_f64,
    rcp_f32,
    rcp_f64,
    sat_f32,
    sqrt_f32,
    sqrt_f64,
    sub_f32,
    sub_f32x2,
    sub_f64,
    testp,
)
from .fp_core import (  # noqa: F401
    BF16,
    BF16_DTYPE,
    CANON_NAN_BF16,
    CANON_NAN_F8,
    CANON_NAN_F16,
    CANON_NAN_F32,
    CANON_NAN_F64,
    CANON_NAN_RCP64,
    CANON_NAN_TF32,
    E4M3,
    E4M3_DTYPE,
    E5M2,
    E5M2_DTYPE,
    F16,
    F32,
    F64,
    FORMATS,
    TF32,
    FloatFormat,
    as_format,
    canonicalize_nan,
    flush_subnormal,
    fma_exact_round_f64,
    from_bits,
    is_subnormal,
    relu,
    round_f64_to_bf16,
    round_f64_to_f16,
    round_f64_to_f32,
    round_f64_to_format,
    round_f64_to_tf32,
    satfinite,
    saturate,
    signbit,
    to_bits,
    to_format,
    two_prod,
    two_sum,
)
from .fp_cvt import (  # noqa: F401
    FLOAT_TYPES,
    INT_TYPES,
    cvt,
    cvt_allowed_roundings,
    cvt_bf16x2_f32,
    cvt_f8x2_f16x2,
    cvt_f8x2_f32,
    cvt_f16x2_f8x2,
    cvt_f16x2_f32,
    cvt_requires_rounding,
    cvt_validate,
    round_to_integral,
)
from .fp_half import (  # noqa: F401
    abs_bf16,
    abs_bf16x2,
    abs_f16,
    abs_f16x2,
    add_bf16,
    add_bf16x2,
    add_f16,
    add_f16x2,
    fma_bf16,
    fma_bf16x2,
    fma_f16,
    fma_f16x2,
    half_arith,
    max_bf16,
    max_bf16x2,
    max_f16,
    max_f16x2,
    min_bf16,
    min_bf16x2,
    min_f16,
    min_f16x2,
    mul_bf16,
    mul_bf16x2,
    mul_f16,
    mul_f16x2,
    neg_bf16,
    neg_bf16x2,
    neg_f16,
    neg_f16x2,
    pack_half2,
    sub_bf16,
    sub_bf16x2,
    sub_f16,
    sub_f16x2,
    unpack_half2,
)
