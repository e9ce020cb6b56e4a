"""Tensor-core arithmetic models: what ``D = A*B + C`` returns, bit for bit.

A model is a :class:`TensorArith` (frozen dataclass).  The named models in :data:`MODELS`
are ``volta``, ``turing``, ``ampere``, ``hopper`` and ``exact``; every parameter carries a
:class:`Provenance` saying whether it is a *measured* hardware fact, taken from a published
hardware-validated *model*, or an *assumption*.  See ``docs/numerics-tensor.md``.

The floating-point hardware models implement the "block FMA" description of NVIDIA tensor
cores established by

* [FHMP21] M. Fasi, N. J. Higham, M. Mikaitis, S. Pranesh, "Numerical behavior of NVIDIA
  tensor cores", PeerJ Computer Science 7:e330 (2021), and its test suite
  github.com/north-numerical-computing/tensor-cores-numerical-behavior;
* [KM25] F. A. Khattak, M. Mikaitis, "Accurate Models of NVIDIA Tensor Cores",
  arXiv:2512.07004 (2025), with the MATLAB models and validation data in
  github.com/north-numerical-computing/MATLAB-tensor-core (``models/*TC.m``,
  ``models/tools/GEMM.m``, ``models/tools/Generic_BFMA_TC.m``);
* [KM25b] Khattak, Mikaitis, "Generalized methodology for determining numerical features of
  hardware floating-point matrix multipliers: Part I", IEEE HPEC 2025 (test code and A30
  results in github.com/faiziktk/IEEE_HPEC2025_block_FMA_tests);
* [VLPG25] B. Valpey, X. Li, S. Pai, G. Gopalakrishnan, "An SMT formalization of
  mixed-precision matrix multiplication", arXiv:2502.15999, with V100 hardware data in
  github.com/pyxis-roc/tensor_core_semantics (``results/index.html``).

Per output element and per *block* of ``model.block`` consecutive k (in increasing k):

1. the products ``a_k * b_k`` are exact;
2. the reference exponent is ``E = max(ea_k + eb_k over nonzero products, e_c)`` where
   ``ea``/``eb`` are the input exponents (clamped to the input format's emin, so
   subnormals count with the minimum exponent) and ``e_c`` the exponent of the
   accumulator (clamped to -126); products are *not* normalised first, so a product whose
   significand is in [2, 4) keeps one more bit above the window.  For normal inputs this
   equals [KM25]'s rule "align to the largest term, one extra bit if the largest product's
   significand is >= 2" (Generic_BFMA_TC.m / GEMM.m, parameter ``special_case``);
3. every term (products and accumulator) is aligned to ``E`` and its magnitude truncated
   to a multiple of ``2**(E - frac_bits - extra_bits)`` (23 + extra alignment bits);
4. the truncated terms are added exactly (enough carry bits), normalised once, and
   rounded to the output format: round-toward-zero for f32, round-to-nearest-even for
   f16; subnormal results are kept; a magnitude reaching 2**(emax+1) becomes Inf;
5. the rounded value is the accumulator of the next block.

Everything is vectorised over warps and outputs; internally arrays are laid out with the
warp index innermost so that every NumPy inner loop is long and contiguous.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace

import numpy as np

from tcsim.matrix.numerics_exact import round_exact_sum

__all__ = [
    "Provenance", "TensorArith", "MODELS", "get_model",
    "mma_float", "fused_block", "mma_kmw", "mma_int", "mma_b1",
    "round_to_format", "EMIN_IN",
]

# --------------------------------------------------------------------------------------
# model description
# --------------------------------------------------------------------------------------

MEASURED = "measured"        # a published hardware measurement
MODEL = "model"              # a published, hardware-validated bit-accurate model
ASSUMPTION = "assumption"    # our choice; not established by the sources


@dataclass(frozen=True)
class Provenance:
    param: str
    status: str              # MEASURED | MODEL | ASSUMPTION
    source: str


#: minimum normal exponent of each input format (exponents of subnormal inputs are clamped
#: to this value when the reference exponent of a block is formed)
EMIN_IN = {"f16": -14, "bf16": -126, "tf32": -126, "f32": -126, "e4m3": -6, "e5m2": -14}
#: the 8-bit float inputs (sm_90 wgmma), whose block and alignment window a model gives apart
FP8 = ("e4m3", "e5m2")

_OUT = {"f32": np.float32, "f16": np.float16}
_FMT = {"f32": (24, -126, 127), "f16": (11, -14, 15)}   # precision, emin, emax


@dataclass(frozen=True)
class TensorArith:
    """Parameters of a tensor-core floating-point arithmetic model.

    ``block``          products fused per block for f16/bf16 inputs (0: all of K at once)
    ``block_tf32``     same for tf32 inputs
    ``block_fp8``      same for e4m3/e5m2 inputs (0: no fp8 path)
    ``extra_bits``     alignment bits kept below the 24-bit significand window
    ``extra_bits_fp8`` same for e4m3/e5m2 inputs (negative: a window narrower than 24 bits)
    ``frac_bits``      fraction bits of the window (23: an fp32-like significand)
    ``align``          "truncate": magnitudes of aligned terms are truncated (RZ) at the
                       window; "exact": no alignment loss (the ``exact`` model)
    ``normalise``      "per_block": one normalisation and rounding per block, none inside
    ``round_f32`` / ``round_f16``   rounding of a block result to the output format
                       ("rz" or "rn")
    ``inter_block``    "output": the accumulator between blocks is the rounded output value
    ``subnormals``     "keep": subnormal inputs and outputs are supported (no flush)
    ``overflow``       "inf": a result reaching 2**(emax+1) after rounding is +-Inf
    ``specials``       "propagate": NaN in, 0*Inf or Inf-Inf give NaN; otherwise Inf wins
    ``nan``            "canonical": NaN results are 0x7FFFFFFF (f32) / 0x7FFF (f16)
    ``zero``           "positive": an exactly-zero result is +0; "ieee": -0 only when
                       every term is -0
    ``in_types``       input formats this generation's tensor cores accept
    ``in_type``        selected input format (see :meth:`for_input`); decides the block
                       size and the exponent clamp for subnormal inputs
    ``provenance``     one :class:`Provenance` per parameter
    """

    name: str
    block: int
    block_tf32: int
    extra_bits: int
    block_fp8: int = 0
    extra_bits_fp8: int = 0
    frac_bits: int = 23
    align: str = "truncate"
    normalise: str = "per_block"
    round_f32: str = "rz"
    round_f16: str = "rn"
    inter_block: str = "output"
    subnormals: str = "keep"
    overflow: str = "inf"
    specials: str = "propagate"
    nan: str = "canonical"
    zero: str = "positive"
    in_types: tuple[str, ...] = ("f16",)
    in_type: str | None = None
    provenance: tuple[Provenance, ...] = field(default=(), compare=False)

    def __post_init__(self):
        allowed = {
            "align": ("truncate", "exact"), "normalise": ("per_block",),
            "round_f32": ("rz", "rn"), "round_f16": ("rz", "rn"), "inter_block": ("output",),
            "subnormals": ("keep",), "overflow": ("inf",), "specials": ("propagate",),
            "nan": ("canonical",),
            "zero": ("ieee",) if self.align == "exact" else ("positive",),
        }
        for f, ok in allowed.items():
            if getattr(self, f) not in ok:
                raise ValueError(f"TensorArith.{f} = {getattr(self, f)!r} is not implemented "
                                 f"(supported: {', '.join(ok)})")
        for b in (self.block, self.block_tf32) + ((self.block_fp8,) if set(FP8) & set(self.in_types) else ()):
            if b < 0 or (b == 0 and self.align != "exact"):
                raise ValueError("block sizes must be positive (0 = all of K: exact model only)")

    # -- queries --------------------------------------------------------------------
    @property
    def exact(self) -> bool:
        return self.align == "exact"

    def block_for(self, in_type: str | None) -> int:
        if in_type in FP8:
            return self.block_fp8
        return self.block_tf32 if in_type == "tf32" else self.block

    @property
    def effective_extra_bits(self) -> int:
        return self.extra_bits_fp8 if self.in_type in FP8 else self.extra_bits

    @property
    def effective_block(self) -> int:
        return self.block_for(self.in_type)

    def rounding(self, out_type: str) -> str:
        return {"f32": self.round_f32, "f16": self.round_f16}[out_type]

    def source(self, param: str) -> Provenance:
        for p in self.provenance:
            if p.param == param:
                return p
        raise KeyError(f"{self.name}: no provenance recorded for {param!r}")

    def facts(self) -> tuple[Provenance, ...]:
        return tuple(p for p in self.provenance if p.status != ASSUMPTION)

    def assumptions(self) -> tuple[Provenance, ...]:
        return tuple(p for p in self.provenance if p.status == ASSUMPTION)

    # -- derivation -------------------------------------------------------------------
    def for_input(self, in_type: str | None) -> TensorArith:
        """The model specialised to an input format (block size, subnormal clamp)."""
        if in_type is None:
            return replace(self, in_type=None)
        if in_type not in EMIN_IN:
            raise ValueError(f"unknown input format {in_type!r}")
        if in_type not in self.in_types:
            raise ValueError(f"model {self.name!r} has no {in_type} tensor-core path "
                             f"(supports {', '.join(self.in_types)})")
        return replace(self, in_type=in_type)

    def override(self, **changes) -> TensorArith:
        """A copy with some parameters changed; their provenance becomes 'assumption'."""
        prov = tuple(p for p in self.provenance if p.param not in changes) + tuple(
            Provenance(k, ASSUMPTION, "user override") for k in changes if k != "name")
        return replace(self, provenance=prov, **changes)


def _prov(*rows: tuple[str, str, str]) -> tuple[Provenance, ...]:
    return tuple(Provenance(*r) for r in rows)


# sources, abbreviated (full references in the module docstring and docs/numerics-tensor.md)
_FHMP = "Fasi, Higham, Mikaitis, Pranesh, PeerJ CS 7:e330 (2021)"
_FHMP_V100 = _FHMP + ", V100 test suite tc_test_numerics-V100.cu"
_FHMP_T4 = _FHMP + ", T4/A100 binary16 test suite tc_test_numerics-T4-A100-binary16.cu"
_KM = "Khattak & Mikaitis, arXiv:2512.07004 (2025), MATLAB-tensor-core"
_KMB = "Khattak & Mikaitis, IEEE HPEC 2025 (A30 results, IEEE_HPEC2025_block_FMA_tests README)"
_VLPG = "Valpey et al., arXiv:2502.15999 / SC23 poster data (pyxis-roc/tensor_core_semantics)"
_ALIGN_REF = (_KM + " models/tools/Generic_BFMA_TC.m + GEMM.m ('special_case': one more bit "
              "when the largest product's significand is >= 2), confirmed by " + _VLPG +
              " V100 case 1.5*2^15 x 1.5*2^14 + c")

_COMMON = (
    ("products", MEASURED, _FHMP + " (B. products are exact)"),
    ("align", MEASURED, _FHMP + " (C. round-down for positive / round-up for negative: "
     "magnitude truncation); " + _KMB + " (alignment: truncation)"),
    ("align_ref", MODEL, _ALIGN_REF),
    ("align_ref_subnormal", ASSUMPTION, "subnormal inputs count with the format's minimum "
     "exponent (unnormalised products); " + _KM + " instead aligns to the largest "
     "normalised term - the two agree unless a subnormal input sits in a block's largest "
     "product; no published measurement separates them"),
    ("normalise", MEASURED, _FHMP + " (D.2/D.3 no normalisation inside the sum); " + _KMB +
     " (delayed/late normalisation)"),
    ("carry", MEASURED, _FHMP + " (D.4 carry-out bits); " + _KMB + " (3 carry bits for 8+1 "
     "terms); we add exactly, which matches whenever the hardware has enough carry bits "
     "(assumed for Hopper's 16+1 terms)"),
    ("inter_block", MODEL, _KM + " models/tools/GEMM.m (recursive summation: each block "
     "result is rounded to the output format and fed back as c); " + _KMB +
     " (rounding between BFMAs: truncation)"),
    ("subnormals", MEASURED, _FHMP + " (A. subnormal inputs and outputs supported)"),
    ("overflow", MODEL, _KM + " model_validation/ExceptionalCasesTest.m (2^127+2^127 in fp32 "
     "gives +Inf; fp16 overflow gives +-Inf)"),
    ("specials", MODEL, _KM + " models/tools/GEMM.m (NaN if any NaN or +Inf and -Inf; else "
     "+-Inf); 0*Inf = NaN is IEEE 754"),
    ("nan", ASSUMPTION, "canonical NaN 0x7FFFFFFF/0x7FFF as produced by NVIDIA arithmetic; "
     + _VLPG + " test harness checks for it, result not published"),
    ("zero", MODEL, _KM + " Generic_BFMA_TC.m (exact cancellation returns 0, i.e. +0)"),
    ("frac_bits", MODEL, _KM + " GEMM.m (products/accumulator in an fp32-like 23-bit "
     "fraction window)"),
)


def _model(name, block, block_tf32, extra_bits, in_types, rows, **kw) -> TensorArith:
    return TensorArith(name=name, block=block, block_tf32=block_tf32, extra_bits=extra_bits,
                       in_types=in_types, provenance=_prov(*(_COMMON + rows)), **kw)


MODELS: Mapping[str, TensorArith] = {
    "volta": _model(
        "volta", 4, 4, 0, ("f16",), (
            ("block", MODEL, _KM + " models/V100TC.m (fma = 4); " + _FHMP + " (4x4x4 units)"),
            ("block_tf32", ASSUMPTION, "Volta has no tf32 path; value unused"),
            ("extra_bits", MEASURED, _FHMP_V100 + " item D.1 (1 - (1 - 2^-24) gives 2^-23: no "
             "extra alignment bits); " + _KM + " V100TC.m (neab = 0)"),
            ("round_f32", MEASURED, _FHMP_V100 + " items C.1/C.2 (round toward zero); " + _KM +
             " V100TC.m (frmode rz)"),
            ("round_f16", MEASURED, _FHMP_V100 + " item C.3 (round to nearest); " + _VLPG +
             " (rounding of final result to half: RNE); " + _KM + " V100TC.m (rne)"),
        )),
    "turing": _model(
        "turing", 4, 4, 1, ("f16",), (
            ("block", ASSUMPTION, _FHMP + " describes Volta/Turing tensor cores as 4x4x4 units; "
             "the fused-block size of T4 is not established by the sources we could read"),
            ("block_tf32", ASSUMPTION, "Turing has no tf32 path; value unused"),
            ("extra_bits", ASSUMPTION, _FHMP_T4 + " expects one extra alignment bit (item D.1 "
             "gives 2^-24) for T4 and A100; the paper's result table was not accessible"),
            ("round_f32", MEASURED, _FHMP_T4 + " items C.1/C.2 (round toward zero)"),
            ("round_f16", MEASURED, _FHMP_T4 + " item C.3 (round to nearest)"),
        )),
    "ampere": _model(
        "ampere", 8, 4, 1, ("f16", "bf16", "tf32"), (
            ("block", MODEL, _KM + " models/A100TC.m (fma = 8 for fp16/bf16); " + _KMB +
             " (FMA size 8 for fp16/bf16)"),
            ("block_tf32", MODEL, _KM + " models/A100TC.m (fma = 4 for tf32); " + _KMB +
             " (FMA size 4 for tf32)"),
            ("extra_bits", MEASURED, _KMB + " (one extra alignment bit: 1-bit test passed, "
             "2-bit failed); " + _KM + " A100TC.m (neab = 1); " + _FHMP_T4 + " item D.1"),
            ("round_f32", MEASURED, _KMB + " (final output in SP: round towards zero); " + _KM +
             " A100TC.m (rz)"),
            ("round_f16", MEASURED, _KMB + " (final output in fp16: round to nearest even); " +
             _KM + " A100TC.m (rne for fp16 output)"),
        )),
    "hopper": _model(
        "hopper", 16, 8, 2, ("f16", "bf16", "tf32", "e4m3", "e5m2"), (
            ("block", MODEL, _KM + " models/H100TC.m -> B200TC.m (fma = 16 for fp16/bf16)"),
            ("block_tf32", MODEL, _KM + " models/H100TC.m / B200TC.m (fma = 8 for tf32); the "
             "published validation vectors only fill 4 products, so 4 vs 8 is not pinned down"),
            ("extra_bits", MODEL, _KM + " H100TC.m / B200TC.m (neab = 2)"),
            ("round_f32", MODEL, _KM + " H100TC.m / B200TC.m (frmode rz)"),
            ("round_f16", MODEL, _KM + " H100TC.m / B200TC.m (rne for fp16 output)"),
            ("block_fp8", MODEL, _KM + " H100TC.m (fp8-e4m3/e5m2: fma = 32, two interleaved "
             "16-product vectors fused as one block)"),
            ("extra_bits_fp8", MODEL, _KM + " H100TC.m (fp8: neab = -10, i.e. terms aligned to a "
             "13-bit window, 23 - 10 fraction bits: the narrow fp8 accumulation); H100TC.m's "
             "min_exp_limit -133 for products is not modelled (assumption: no product of two fp8 "
             "values lies that low)"),
        ), block_fp8=32, extra_bits_fp8=-10),
    "exact": TensorArith(
        name="exact", block=0, block_tf32=0, extra_bits=0, align="exact",
        round_f32="rn", round_f16="rn", zero="ieee",
        in_types=("f16", "bf16", "tf32", "f32", "e4m3", "e5m2"),
        provenance=_prov(
            ("block", ASSUMPTION, "reference: all of K in one correctly rounded sum"),
            ("align", ASSUMPTION, "reference: no alignment loss (exact sum)"),
            ("round_f32", ASSUMPTION, "IEEE 754 round-to-nearest-even, single rounding"),
            ("round_f16", ASSUMPTION, "IEEE 754 round-to-nearest-even, single rounding"),
            ("subnormals", ASSUMPTION, "IEEE 754 gradual underflow"),
            ("overflow", ASSUMPTION, "IEEE 754 round-to-nearest overflow to +-Inf"),
            ("specials", ASSUMPTION, "IEEE 754 (NaN, Inf-Inf, 0*Inf -> NaN)"),
            ("nan", ASSUMPTION, "canonical NaN 0x7FFFFFFF/0x7FFF"),
            ("zero", ASSUMPTION, "IEEE 754: exact zero sum is +0 unless every term is -0"),
        )),
}


def get_model(model: str | TensorArith, in_type: str | None = None) -> TensorArith:
    """Look a model up by name (or pass one through) and specialise it to ``in_type``."""
    m = MODELS[model] if isinstance(model, str) else model
    return m.for_input(in_type) if in_type is not None else m


# --------------------------------------------------------------------------------------
# rounding of exact float64 values to the output formats
# --------------------------------------------------------------------------------------

def round_to_format(x: np.ndarray, out_type: str, mode: str, *, check_tiny: bool = True,
                    check_big: bool = True) -> np.ndarray:
    """Round exact float64 values to f32/f16 ("rz" or "rn"), returned as float64.
    Overflow (a magnitude >= 2**(emax+1) after rounding; for RZ the truncated value)
    gives +-Inf; subnormal results are kept.  ``check_tiny``/``check_big`` may be cleared
    by callers that know no result can be subnormal / overflow."""
    p, emin, emax = _FMT[out_type]
    dt = _OUT[out_type]
    x = np.asarray(x, dtype=np.float64)
    if mode == "rn":
        with np.errstate(over="ignore"):
            return x.astype(dt).astype(np.float64)
    if mode != "rz":
        raise ValueError(f"unknown rounding mode {mode!r}")
    # truncate the binary64 significand to p bits (exact for the normal range)
    y = (x.view(np.int64) & np.int64(~((1 << (53 - p)) - 1))).view(np.float64)
    if check_tiny:
        tiny = np.abs(x) < np.ldexp(1.0, emin)
        if tiny.any():
            q = np.ldexp(1.0, p - 1 - emin)
            y = np.where(tiny, np.trunc(x * q) / q, y)
    if check_big:
        big = np.abs(x) >= np.ldexp(1.0, emax + 1)
        if big.any():
            y = np.where(big, np.copysign(np.inf, x), y)
    return y


def _finish(y: np.ndarray, out_type: str) -> np.ndarray:
    """float64 values (already representable) -> output dtype with canonical NaN."""
    dt = _OUT[out_type]
    with np.errstate(over="ignore", invalid="ignore"):
        r = y.astype(dt)
    nan = np.isnan(r)
    if nan.any():
        if dt is np.float32:
            r.view(np.uint32)[nan] = 0x7FFFFFFF
        else:
            r.view(np.uint16)[nan] = 0x7FFF
    return r


# --------------------------------------------------------------------------------------
# floating-point MMA
# --------------------------------------------------------------------------------------

_NEG = np.int16(-16000)            # exponent sentinel for zero operands
_CHUNK = 1 << 16                   # elements per (block x rows x N x warps) work buffer
_WARPS = 64                        # warps per chunk (innermost axis)
_BIAS = 1023


def _biased_exp_in(x: np.ndarray, emin: int | None) -> np.ndarray:
    """Biased binary64 exponent of each input (clamped to the format's emin), zero -> _NEG."""
    e = ((x.view(np.int64) >> 52) & 0x7FF).astype(np.int16)
    if emin is not None:
        np.maximum(e, np.int16(_BIAS + emin), out=e)
    return np.where(x == 0, _NEG, e)


def block_specials(Xr: np.ndarray, acc: np.ndarray):
    """Per-output special result of a block (NaN/+-Inf) and its mask."""
    nan = np.isnan(Xr).any(axis=0) | np.isnan(acc)
    pinf = (Xr == np.inf).any(axis=0) | (acc == np.inf)
    ninf = (Xr == -np.inf).any(axis=0) | (acc == -np.inf)
    mask = nan | pinf | ninf
    val = np.where(nan | (pinf & ninf), np.nan, np.where(pinf, np.inf, -np.inf))
    return mask, val


def _hw_run(acc, At, Bt, model: TensorArith, out_type: str, finite_in: bool):
    """Hardware block-FMA model.  acc (M,N,W), At (K,M,W), Bt (K,N,W): warps innermost.
    Returns the final accumulator (M,N,W) as float64."""
    emin = EMIN_IN.get(model.in_type) if model.in_type else None
    mode = model.rounding(out_type)
    p_out, emin_out, emax_out = _FMT[out_type]
    w = model.frac_bits + model.effective_extra_bits
    K, M, W = At.shape
    N = Bt.shape[1]
    block = min(model.effective_block or K, K)
    margin = (block + 1).bit_length() + 2       # |sum of block+1 terms| < 2**(E + margin)
    Atr, Btr = At, Bt
    if not finite_in:
        At = np.where(np.isfinite(At), At, 0.0)
        Bt = np.where(np.isfinite(Bt), Bt, 0.0)
    ea = _biased_exp_in(At, emin)                            # biased
    eb = _biased_exp_in(Bt, emin)
    eb -= np.where(eb == _NEG, np.int16(0), np.int16(_BIAS))  # unbiased, sentinel kept
    # A zero accumulator must not take part in the reference exponent.  Clamping its
    # exponent to -126 like any accumulator is harmless unless some nonzero product lies
    # below 2**-126 (possible for bf16/tf32 inputs only); then use the exact rule.
    ea_min = int(np.min(ea, initial=4000, where=ea != _NEG))
    eb_min = int(np.min(eb, initial=4000, where=eb != _NEG))
    zero_rule = ea_min + eb_min < _BIAS - 126
    ec_floor = np.int64(_BIAS - 126)
    mask = np.int64(~((1 << (53 - p_out)) - 1))
    # warps are the innermost axis (long contiguous inner loops); take up to _WARPS warps
    # at a time and walk the 4-D (block x M x N x warps) work in groups of rows so that the
    # work buffers stay near _CHUNK elements (cache resident)
    ch = min(W, _WARPS)
    mg = max(1, min(M, _CHUNK // max(1, (block + 1) * N * ch)))
    Xbuf = np.empty((block + 1, mg, N, ch))
    Tbuf = np.empty((block, mg, N, ch), dtype=np.int16)
    out = np.empty((M, N, W))
    for c0 in range(0, W, ch):
        c1 = min(W, c0 + ch)
        nc = c1 - c0
        a = acc[:, :, c0:c1]
        special = (not finite_in) or not np.isfinite(a).all()
        P = np.empty((M, N, nc), dtype=np.int16)
        S = np.empty((M, N, nc))
        for k0 in range(0, K, block):
            k1 = min(K, k0 + block)
            nb = k1 - k0
            if special:
                Xr = Atr[k0:k1, :, None, c0:c1] * Btr[k0:k1, None, :, c0:c1]
                smask, sval = block_specials(Xr, a)
                a = np.where(np.isfinite(a), a, 0.0)
            # reference exponent E (biased): max(e_c, ea+eb over nonzero products)
            for m0 in range(0, M, mg):
                m1 = min(M, m0 + mg)
                T = Tbuf[:nb, :m1 - m0, :, :nc]
                np.add(ea[k0:k1, m0:m1, None, c0:c1], eb[k0:k1, None, :, c0:c1], out=T)
                T.max(axis=0, out=P[m0:m1])
            ec = (a.view(np.int64) >> 52) & 0x7FF
            if zero_rule:
                E = np.where(ec == 0, np.int64(_NEG), np.maximum(ec, ec_floor))
                np.maximum(E, P, out=E)
                np.maximum(E, np.int64(w + 1), out=E)
            else:
                np.maximum(ec, ec_floor, out=ec)
                E = np.maximum(ec, P, out=ec)
            # every term is truncated to a multiple of 2**(E - w): scale by an exact power
            # of two (built from its bits), truncate toward zero, add exactly, scale back
            scale = ((2 * _BIAS + w - E) << 52).view(np.float64)
            for m0 in range(0, M, mg):
                m1 = min(M, m0 + mg)
                X = Xbuf[:nb + 1, :m1 - m0, :, :nc]
                X[0] = a[m0:m1]
                np.multiply(At[k0:k1, m0:m1, None, c0:c1], Bt[k0:k1, None, :, c0:c1],
                            out=X[1:])
                X *= scale[m0:m1]
                np.trunc(X, out=X)
                X.sum(axis=0, out=S[m0:m1])
            R = S * ((E - w) << 52).view(np.float64)
            if model.zero == "positive":
                R += 0.0                                 # exact cancellation gives +0
            big = int(E.max()) - _BIAS + margin >= emax_out
            if mode == "rz":
                tiny = int(E.min()) - _BIAS - w < emin_out
                if tiny or big:
                    a = round_to_format(R, out_type, mode, check_tiny=tiny, check_big=big)
                else:
                    a = (R.view(np.int64) & mask).view(np.float64)
            else:
                a = round_to_format(R, out_type, mode)
            if special:
                a = np.where(smask, sval, a)
            elif big:
                special = not np.isfinite(a).all()
        out[:, :, c0:c1] = a
    return out


def _exact_run(acc, At, Bt, model: TensorArith, out_type: str, finite_in: bool):
    """Correctly rounded C + sum(A*B) (one rounding per block; block 0 = all of K)."""
    K, M, W = At.shape
    N = Bt.shape[1]
    block = min(model.effective_block or K, K)
    ch = min(W, max(4, _CHUNK // max(1, (block + 1) * M * N)))   # keep terms in L2
    out = np.empty((M, N, W))
    for c0 in range(0, W, ch):
        c1 = min(W, c0 + ch)
        a = acc[:, :, c0:c1]
        for k0 in range(0, K, block):
            k1 = min(K, k0 + block)
            X = At[k0:k1, :, None, c0:c1] * Bt[k0:k1, None, :, c0:c1]
            terms = np.concatenate([a[None], X], axis=0)
            fin = np.isfinite(terms)
            if fin.all():
                a = round_exact_sum(terms, out_type)
                continue
            smask, sval = block_specials(X, a)
            a = round_exact_sum(np.where(fin, terms, 0.0), out_type)
            a = np.where(smask, sval, a)
        out[:, :, c0:c1] = a
    return out


def _as3(x, name):
    x = np.asarray(x, dtype=np.float64)
    if x.ndim == 2:
        x = x[None]
    if x.ndim != 3:
        raise ValueError(f"{name} must have shape (W, rows, cols), got {x.shape}")
    return x


def fused_block(acc, A_blk, B_blk, model: str | TensorArith, out_type: str,
                in_type: str | None = None) -> np.ndarray:
    """Apply the model's fused blocks over the k-range of ``A_blk``/``B_blk``.

    ``acc`` (W, M, N): accumulator values (exactly representable in ``out_type``);
    ``A_blk`` (W, M, k), ``B_blk`` (W, k, N): input values as float64.  The k-range is
    split into consecutive blocks of ``model.block`` (the last may be short; zero padding
    would change nothing).  Returns the new accumulator as float16/float32.

    Calling this on sub-tiles of M x N and on consecutive k-ranges that are multiples of
    the block, in increasing k, gives bit-identical results to one :func:`mma_float` call
    (each output element depends only on its own row, column and accumulator).  For the
    ``exact`` model (block 0) each call performs one rounding over its whole k-range.
    """
    if out_type not in _OUT:
        raise ValueError(f"out_type must be 'f16' or 'f32', got {out_type!r}")
    m = get_model(model)
    if in_type is not None:
        m = m.for_input(in_type)
    acc = _as3(acc, "acc")
    A = _as3(A_blk, "A")
    B = _as3(B_blk, "B")
    W, M, K = A.shape
    if B.shape[0] != W or B.shape[1] != K or acc.shape != (W, M, B.shape[2]):
        raise ValueError(f"shape mismatch: acc {acc.shape}, A {A.shape}, B {B.shape}")
    if K == 0:
        return _finish(acc.copy(), out_type)
    At = np.ascontiguousarray(A.transpose(2, 1, 0))          # (K, M, W)
    Bt = np.ascontiguousarray(B.transpose(1, 2, 0))          # (K, N, W)
    a = np.ascontiguousarray(acc.transpose(1, 2, 0))         # (M, N, W)
    return mma_kmw(a, At, Bt, m, out_type).transpose(2, 0, 1)


def mma_kmw(acc: np.ndarray, At: np.ndarray, Bt: np.ndarray, model: TensorArith,
            out_type: str) -> np.ndarray:
    """:func:`fused_block` with the warps innermost, as the models compute: ``acc``
    (M, N, W), ``At`` (K, M, W), ``Bt`` (K, N, W) float64 -> (M, N, W) float32/float16.
    ``model`` must already be specialised to its input type (:func:`get_model`). The
    tensor-core instructions gather their fragments straight into this layout."""
    finite_in = bool(np.isfinite(At).all() and np.isfinite(Bt).all())
    run = _exact_run if model.exact else _hw_run
    with np.errstate(invalid="ignore", over="ignore"):
        out = run(acc, At, Bt, model, out_type, finite_in)
    return _finish(out, out_type)


def mma_float(A, B, C, model: str | TensorArith, out_type: str,
              in_type: str | None = None) -> np.ndarray:
    """``D = A*B + C`` with a tensor-core model.

    A (W, M, K), B (W, K, N), C (W, M, N): float64 arrays holding exactly the input values
    (A/B from f16/bf16/tf32, C from f32 or f16); ``out_type`` "f32" or "f16" selects the
    result dtype (float32/float16) and its rounding.  ``in_type`` ("f16", "bf16", "tf32")
    selects the model's block size for that input format and the exponent clamp used for
    subnormal inputs; pass it whenever it is known (None: f16/bf16 block, no clamp).
    The accumulation runs over K in consecutive blocks of the model's block size in
    increasing k: D = C; for each block: D = fused_block(D, A_blk, B_blk).
    """
    return fused_block(C, A, B, model, out_type, in_type)


# --------------------------------------------------------------------------------------
# integer and single-bit MMA
# --------------------------------------------------------------------------------------

_I32_MIN, _I32_MAX = -(1 << 31), (1 << 31) - 1


def _to_s32(x: np.ndarray, satfinite: bool) -> np.ndarray:
    if satfinite:
        return np.clip(x, _I32_MIN, _I32_MAX).astype(np.int32)
    return (((x - _I32_MIN) & 0xFFFFFFFF) + _I32_MIN).astype(np.int32)


def mma_int(A, B, C, satfinite: bool = False) -> np.ndarray:
    """Integer MMA (s8/u8/s4/u4 inputs, s32 accumulator): ``D = C + A*B``.

    Products and sums are exact (PTX ISA, mma integer semantics: the multiply-add is
    performed with full precision on the s32 accumulator); the result wraps modulo 2**32
    or, with ``.satfinite``, is clamped to [-2**31, 2**31 - 1].  Inputs are int arrays
    A (W, M, K), B (W, K, N), C (W, M, N) holding the (already sign/zero-extended) values.
    """
    A = np.asarray(A, dtype=np.int64)
    B = np.asarray(B, dtype=np.int64)
    C = np.asarray(C, dtype=np.int64)
    return _to_s32(C + np.matmul(A, B), satfinite)


def mma_b1(A, B, C, op: str = "xor") -> np.ndarray:
    """Single-bit MMA: ``D = C + popc(A op B)`` summed over K, op "xor" or "and"
    (PTX mma .b1 with .xor.popc / .and.popc).  A (W, M, K), B (W, K, N) hold 0/1,
    C (W, M, N) s32; the s32 result wraps."""
    A = np.asarray(A, dtype=np.int64)
    B = np.asarray(B, dtype=np.int64)
    C = np.asarray(C, dtype=np.int64)
    both = np.matmul(A, B)
    if op == "and":
        pop = both
    elif op == "xor":
        pop = A.sum(axis=-1)[..., :, None] + B.sum(axis=-2)[..., None, :] - 2 * both
    else:
        raise ValueError(f"op must be 'xor' or 'and', got {op!r}")
    return _to_s32(C + pop, False)
