"""MFMA arithmetic models: what ``D = A*B + C`` returns for one block, bit for bit.

AMD documents MFMA results as "D = A * B + C" without the rounding details. The hardware
models here follow the published, hardware-validated bit-accurate model MMA-Sim
[XWYY25] (P. Xie, Y. Wang, F. Yang, M. Yang, Microsoft Research, "MMA-Sim: Bit-Accurate
Reference Model of Tensor Cores and Matrix Cores", arXiv:2511.10909; code
github.com/microsoft/MMA-Sim, PyPI ``mmasim`` 2.1.1: ``mmasim/amd/sim.py``,
``arithmetic/fma.py``, ``ftz_mul_add.py``, ``fdpa.py``) and AMD's own statement on MI200
(ROCm MIOpen docs, "MI200 matrix fused multiply-add (MFMA) behavior specifics": "On the
MI200, MFMA_F16, MFMA_BF16, and MFMA_BF16_1K flush subnormal input/output data to zero").
docs/mfma.md states which facts are published, modelled or assumed.

All functions work on whole arrays: inputs A (W, B, M, K), Bm (W, B, K, N), C (W, B, M, N)
as float64 values (int64 for i8/i32), K processed in increasing k; no Python loop over
lanes or elements (only over the few k-blocks of an instruction). For the sparse SMFMAC,
Bm is gathered per row of A, (W, B, M, K, N) with K the stored (compressed) values: row i
multiplies its stored value k by ``Bm[..., i, k, :]`` — the same algorithms then run on the
stored products (docs/mfma.md, "Sparse (SMFMAC)").
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np

from tcsim.arch.gfx import GENERATION
from tcsim.exec.fp_arith import fma_f32, fma_f64
from tcsim.matrix.numerics import block_specials
from tcsim.matrix.numerics_exact import round_exact_sum

MEASURED, MODEL, ASSUMPTION = "measured", "model", "assumption"

#: smallest normal exponent of each input format (subnormals are scaled to it)
EMIN = {"f16": -14, "bf16": -126, "xf32": -126, "f32": -126, "fp8": -7, "bf8": -15}

_MMASIM = "MMA-Sim (Xie et al., arXiv:2511.10909; mmasim 2.1.1)"
_MIOPEN = ("AMD ROCm MIOpen docs 'MI200 MFMA behavior specifics': MFMA_F16, MFMA_BF16 and "
           "MFMA_BF16_1K flush subnormal input/output data to zero")

CANON_NAN_F32 = np.uint32(0x7FFFFFFF)            # MMA-Sim's NaN result (fdpa.py)
CANON_NAN_F64 = np.uint64(0x7FF8000000000000)    # assumption (no published f64 NaN bits)


@dataclass(frozen=True)
class MfmaArith:
    """A named set of per-type algorithms with their provenance.

    ``half`` (f16/bf16/bf16_1k): "ftz_tree" (CDNA2), "fdpa" (CDNA3) or "exact";
    ``f32``/``f64``: "fma_chain" or "exact"; ``xf32``/``fp8``: "fdpa" or "exact"
    (None: not available in this model); integers are always exact with i32 wrap."""

    name: str
    half: str | None
    f32: str
    f64: str
    xf32: str | None
    fp8: str | None
    provenance: Mapping[str, tuple[str, str]] = field(default_factory=dict, compare=False)


MFMA_MODELS: Mapping[str, MfmaArith] = {
    "cdna2": MfmaArith(
        "cdna2", half="ftz_tree", f32="fma_chain", f64="fma_chain", xf32=None, fp8=None,
        provenance={
            "half.flush": (MEASURED, _MIOPEN + "; " + _MMASIM + " ftz_mul_add.py: inputs "
                           "flushed to +0, products and sums to sign-preserving 0"),
            "half.order": (MODEL, _MMASIM + " MMA_FTZ_MUL_ADD: f32 RNE products, pairwise "
                           "sums of P products (P=4 f16/bf16_1k, P=2 bf16), one RNE add to "
                           "the accumulator per group"),
            "f32": (MODEL, _MMASIM + " MMA_FMA: chain of IEEE f32 FMAs (RNE) in k order"),
            "f64": (MODEL, _MMASIM + " MMA_FMA: chain of IEEE f64 FMAs (RNE) in k order"),
            "i8": (MEASURED, "exact integer dot products, i32 wrap (AMD ISA: integer MFMA)"),
            "nan": (ASSUMPTION, "NaN results canonical 0x7FFFFFFF / 0x7FF8000000000000"),
        }),
    "cdna3": MfmaArith(
        "cdna3", half="fdpa", f32="fma_chain", f64="fma_chain", xf32="fdpa", fp8="fdpa",
        provenance={
            "half": (MODEL, _MMASIM + " MMA_TR_FDPA(F=24, F2=31, RNE-FP32, L_max=8): fused "
                     "dot of 8 products truncated at 24 fraction bits of their max "
                     "exponent, aligned with C (dot floored at 32, C at 24 bits), "
                     "normalised, floored to 32 bits, rounded RNE to f32"),
            "xf32": (MODEL, _MMASIM + " inputs truncated to 1+8+10 bits (low 13 bits "
                     "cleared), then MMA_TR_FDPA with L_max=4"),
            "fp8": (MODEL, _MMASIM + " MMA_GTR_FDPA(F=24, F2=31, RNE-FP32, L_max=16): even "
                    "and odd k summed separately then combined; C dropped when 25 bits "
                    "below"),
            "subnormals": (MODEL, _MMASIM + ": subnormal inputs and results kept on CDNA3"),
            "f32": (MODEL, _MMASIM + " MMA_FMA (f32 FMA chain)"),
            "f64": (MODEL, _MMASIM + " MMA_FMA (f64 FMA chain)"),
            "i8": (MEASURED, "exact integer dot products, i32 wrap"),
            "zero": (ASSUMPTION, "an exactly-zero fused sum is +0 (fixed-point datapath)"),
            "nan": (MODEL, _MMASIM + " fdpa.py canonical NaN 0x7FFFFFFF"),
        }),
    "exact": MfmaArith(
        "exact", half="exact", f32="exact", f64="exact", xf32="exact", fp8="exact",
        provenance={
            "all": (ASSUMPTION, "reference: C + sum over all K of A*B rounded once "
                    "(IEEE RN-even, gradual underflow) per block; xf32 inputs are still "
                    "truncated to XF32 (an input-format property)"),
        }),
}


def default_model(arch: str) -> str:
    """The hardware model of a gfx target ("cdna2" for gfx90a, "cdna3" for gfx942)."""
    return GENERATION[arch]


# ---- helpers ----------------------------------------------------------------------------

def _pow2(e) -> np.ndarray:
    return np.ldexp(1.0, np.asarray(e, dtype=np.int64).astype(np.int32))


def _sig_exp(x: np.ndarray, emin: int):
    """x = s * 2**e with 1 <= |s| < 2, subnormals (and zero) at e = emin, |s| < 1."""
    m, ex = np.frexp(x)
    s, e = 2.0 * m, ex.astype(np.int64) - 1
    sub = (e < emin) | (s == 0.0)
    if sub.any():
        s = np.where(sub, s * _pow2(np.minimum(e - emin, 0)), s)
        e = np.where(sub, emin, e)
    return s, e


def _canon_f32(d64: np.ndarray) -> np.ndarray:
    with np.errstate(over="ignore", invalid="ignore"):
        r = d64.astype(np.float32)
    nan = np.isnan(r)
    if nan.any():
        r.view(np.uint32)[nan] = CANON_NAN_F32
    return r


def _canon_f64(d: np.ndarray) -> np.ndarray:
    d = np.array(d, dtype=np.float64)
    nan = np.isnan(d)
    if nan.any():
        d.view(np.uint64)[nan] = CANON_NAN_F64
    return d


def _prod_terms(A, B):
    """The operands broadcast to products (W, B, M, N, K): A (W,B,M,1,K) and B (W,B,1,N,K),
    or (W,B,M,N,K) for a B gathered per row (sparse)."""
    a = A[..., :, None, :]                       # (W,B,M,1,K)
    if B.ndim == A.ndim + 1:                     # (W,B,M,K,N) -> (W,B,M,N,K)
        return a, np.swapaxes(B, -1, -2)
    b = np.swapaxes(B, -1, -2)[..., None, :, :]  # (W,B,1,N,K)
    return a, b


def _b_row(B, k: int, ndim_a: int):
    """Row k of B broadcast against (..., M, N): (..., 1, N), or (..., M, N) when gathered."""
    if B.ndim == ndim_a + 1:
        return B[..., :, k, :]
    return B[..., k, None, :]


# ---- integer ----------------------------------------------------------------------------

def mfma_int(A, B, C) -> np.ndarray:
    """i8 x i8 + i32: exact, the i32 result wraps modulo 2**32."""
    A, B = np.asarray(A, np.int64), np.asarray(B, np.int64)
    prod = np.einsum("...ik,...ikj->...ij", A, B) if B.ndim == A.ndim + 1 else np.matmul(A, B)
    acc = np.asarray(C, dtype=np.int64) + prod
    return (acc & 0xFFFFFFFF).astype(np.uint32).view(np.int32)


# ---- FMA chain (f32, f64) ---------------------------------------------------------------

def fma_chain(A, B, C, out: str) -> np.ndarray:
    """D = fma(A[:, k], B[k, :], D) for k = 0..K-1 (IEEE, RNE, subnormals kept)."""
    K = A.shape[-1]
    if out == "f32":
        d = np.asarray(C, np.float32)
        A32, B32 = A.astype(np.float32), B.astype(np.float32)
        for k in range(K):
            d = fma_f32(A32[..., :, k, None], _b_row(B32, k, A.ndim), d)
        return _canon_f32(d.astype(np.float64))
    d = np.asarray(C, np.float64)
    for k in range(K):
        d = fma_f64(A[..., :, k, None], _b_row(B, k, A.ndim), d)
    return _canon_f64(d)


# ---- CDNA2 f16/bf16: flush-to-zero multiply-add tree --------------------------------------

def _ftz32(x: np.ndarray, keep_sign: bool) -> np.ndarray:
    tiny = np.abs(x) < np.float32(2.0 ** -126)
    if not tiny.any():
        return x
    return np.where(tiny, x * np.float32(0.0) if keep_sign else np.float32(0.0), x)


def ftz_tree(A, B, C, in_type: str, group: int) -> np.ndarray:
    """CDNA2 f16/bf16 MFMA: inputs flushed (to +0), f32 products, pairwise f32 sums of
    ``group`` products, one f32 add per group to the accumulator; every f32 result RNE
    and flushed to sign-preserving zero."""
    lim = 2.0 ** EMIN[in_type]
    with np.errstate(all="ignore"):
        a = np.where(np.abs(A) < lim, 0.0, A).astype(np.float32)
        b = np.where(np.abs(B) < lim, 0.0, B).astype(np.float32)
        aa, bb = _prod_terms(a, b)
        p = _ftz32(aa * bb, True)                              # (W,B,M,N,K)
        d = _ftz32(np.asarray(C, np.float32), False)
        K = A.shape[-1]
        for g in range(0, K, group):
            s = _ftz32(p[..., g] + p[..., g + 1], True)
            if group == 4:
                s = _ftz32(s + _ftz32(p[..., g + 2] + p[..., g + 3], True), True)
            d = _ftz32(d + s, True)
    return _canon_f32(d.astype(np.float64))


# ---- CDNA3 fused dot-product-add ----------------------------------------------------------

_F, _F2 = 24, 31
_ZERO_E = -999          # exponent of a zero product (takes no part in the maxima)
_CHUNK = 64             # wavefronts per work chunk (keeps the K-wide temporaries small)


def _exp_of(x: np.ndarray, emin: int) -> np.ndarray:
    """Unbiased exponent as MMA-Sim's frexp_and_normalize sees it: floor(log2|x|), at
    least ``emin`` (subnormals); zero gets a sentinel far below any real exponent."""
    e = np.frexp(x)[1].astype(np.int16) - np.int16(1)
    e = np.maximum(e, np.int16(emin))
    return np.where(x == 0, np.int16(-3000), e)


def _dot_trunc(p, e):
    """Truncated fused sum of products ``p`` (..., L) with exponents ``e`` (..., L): each
    product truncated (toward zero) to a multiple of 2**(e_max - 24), summed exactly.
    Returns (T, e_max) with sum = T * 2**(e_max - 24); all-zero -> (0, _ZERO_E)."""
    e_max = e.max(axis=-1).astype(np.int64)
    e_max = np.where(e_max < -1000, _ZERO_E, e_max)
    scale = _pow2(np.minimum(_F - e_max, 1000))
    t = np.trunc(p * scale[..., None]).sum(axis=-1)
    return t, e_max


def _fdpa_block(p, e, c, two_halves: bool, special: bool):
    """One fused block (MMA-Sim tr_fdpa / gtr_fdpa) on exact products ``p`` (...,L) with
    product exponents ``e`` (..., L; ea + eb of the normalised inputs) and the f32
    accumulator ``c`` (...). Returns the f32 result as float64."""
    if not two_halves:
        ovf = np.abs(p) >= 2.0 ** 128                      # (|s| >= 2) + e >= 128
        p_eff = np.where(ovf, 0.0, p) if ovf.any() else p
        t, e_dot = _dot_trunc(p_eff, np.where(ovf, np.int16(-3000), e) if ovf.any() else e)
        s_dot = t * 2.0 ** -_F
    else:
        t0, e0 = _dot_trunc(p[..., 0::2], e[..., 0::2])
        t1, e1 = _dot_trunc(p[..., 1::2], e[..., 1::2])
        e_dot = np.maximum(e0, e1)
        s_dot = (np.floor(t0 * _pow2(e0 - e_dot)) + np.floor(t1 * _pow2(e1 - e_dot))) * 2.0 ** -_F
    cf = np.where(np.isfinite(c), c, 0.0) if special else c
    sc, ec = _sig_exp(cf, -126)
    e_max = np.maximum(e_dot, ec)
    s_dot = np.floor(s_dot * _pow2(e_dot - e_max + _F2 + 1)) * 2.0 ** -(_F2 + 1)
    s_c = np.floor(sc * _pow2(ec - e_max + _F)) * 2.0 ** -_F
    if two_halves:
        s_c = np.where(ec < e_max - _F - 1, 0.0, s_c)
    v = (s_dot + s_c) * _pow2(e_max) + 0.0                  # exact; exact zero -> +0
    sn, en = _sig_exp(v, -126)
    v = np.floor(sn * 2.0 ** _F2) * 2.0 ** -_F2 * _pow2(en)
    r = v.astype(np.float32).astype(np.float64)            # RNE to f32 (overflow -> inf)
    if special or (not two_halves and ovf.any()):
        prods = p if two_halves else np.where(ovf, np.copysign(np.inf, p), p)
        mask, val = block_specials(np.moveaxis(prods, -1, 0), c)
        r = np.where(mask, val, r)
    return r


def fdpa(A, B, C, in_a: str, in_b: str, block: int, two_halves: bool) -> np.ndarray:
    """CDNA3 f16/bf16/xf32 (``two_halves`` False) and fp8/bf8 (True) MFMA: fused blocks of
    ``block`` products in increasing k, each result rounded to f32 and fed back as C."""
    K = A.shape[-1]
    L = min(K, block)
    W = A.shape[0]
    out = np.empty(np.broadcast_shapes(C.shape), dtype=np.float64)
    with np.errstate(all="ignore"):
        for w0 in range(0, W, _CHUNK):
            sl = slice(w0, w0 + _CHUNK)
            a, b, d = A[sl], B[sl], np.asarray(C[sl], np.float64)
            special = not (np.isfinite(a).all() and np.isfinite(b).all() and np.isfinite(d).all())
            af = np.where(np.isfinite(a), a, 0.0) if special else a
            bf = np.where(np.isfinite(b), b, 0.0) if special else b
            ea, eb = _exp_of(af, EMIN[in_a]), _exp_of(bf, EMIN[in_b])
            aa, bb = _prod_terms(a, b)
            eaa, ebb = _prod_terms(ea, eb)
            for k0 in range(0, K, L):
                ks = slice(k0, k0 + L)
                p = aa[..., ks] * bb[..., ks]
                e = eaa[..., ks] + ebb[..., ks]
                d = _fdpa_block(p, e, d, two_halves, special)
            out[sl] = d
    return _canon_f32(out)


# ---- exact reference ----------------------------------------------------------------------

def exact_f32(A, B, C) -> np.ndarray:
    """C + sum_k A*B with one RN-even rounding to f32 (products exact in float64)."""
    a, b = _prod_terms(A, B)
    with np.errstate(all="ignore"):
        X = np.moveaxis(a * b, -1, 0)                          # (K, W,B,M,N)
        c = np.asarray(C, np.float64)
        terms = np.concatenate([c[None], X], axis=0)
        fin = np.isfinite(terms)
        r = round_exact_sum(np.where(fin, terms, 0.0), "f32")
        if not fin.all():
            mask, val = block_specials(X, c)
            r = np.where(mask, val, r)
    return _canon_f32(r)


def exact_f64(A, B, C) -> np.ndarray:
    """C + sum_k A*B rounded once to f64 (exact rational arithmetic per element; a
    reference, not a fast path)."""
    a, b = _prod_terms(A, B)
    with np.errstate(all="ignore"):
        X = np.moveaxis(a * b, -1, 0)
        c = np.asarray(C, np.float64)
        mask, val = block_specials(X, c)
    aa = np.broadcast_to(a, X.shape[1:] + (X.shape[0],))
    bb = np.broadcast_to(b, X.shape[1:] + (X.shape[0],))
    out = np.empty(c.shape)
    for idx in np.ndindex(c.shape):
        if mask[idx]:
            out[idx] = val[idx]
            continue
        tot = Fraction(float(c[idx])) + sum(Fraction(float(x)) * Fraction(float(y))
                                            for x, y in zip(aa[idx], bb[idx]))
        out[idx] = _frac_to_f64(tot, c[idx])
    return _canon_f64(out)


def _frac_to_f64(q: Fraction, c) -> float:
    if q == 0:
        return 0.0
    try:
        return float(q)                # int / int true division is correctly rounded (RN-even)
    except OverflowError:
        return float(np.copysign(np.inf, float(q.numerator)))


# ---- dispatch -----------------------------------------------------------------------------

def compute(spec, A, B, C, model: str | MfmaArith) -> np.ndarray:
    """D for one instruction on decoded operands (see module docstring for shapes)."""
    m = MFMA_MODELS[model] if isinstance(model, str) else model
    t = spec.a_type
    if t == "i8":
        return mfma_int(A, B, C)
    if t == "f64":
        return fma_chain(A, B, C, "f64") if m.f64 == "fma_chain" else exact_f64(A, B, C)
    if t == "f32":
        return fma_chain(A, B, C, "f32") if m.f32 == "fma_chain" else exact_f32(A, B, C)
    algo = {"f16": m.half, "bf16": m.half, "xf32": m.xf32, "fp8": m.fp8, "bf8": m.fp8}[t]
    if algo is None:
        raise ValueError(f"{spec.name}: arithmetic model {m.name!r} has no {t} MFMA path")
    if algo == "exact":
        return exact_f32(A, B, C)
    if algo == "ftz_tree":
        group = 2 if (t == "bf16" and not spec.name.endswith("_1k") and spec.arch == "gfx90a") else 4
        return ftz_tree(A, B, C, t, group)
    if t in ("fp8", "bf8"):
        return fdpa(A, B, C, spec.a_type, spec.b_type, 16, True)
    return fdpa(A, B, C, t, t, 4 if t == "xf32" else 8, False)
