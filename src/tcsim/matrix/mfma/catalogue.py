"""Every MFMA instruction of CDNA2 (gfx90a, MI200) and CDNA3 (gfx942, MI300).

Mnemonics are the ones the target's LLVM prints (LLVM 14 for gfx90a, LLVM 19 for gfx942);
``aliases`` are the other spellings the same assembler accepts (on gfx942 the gfx90a
names: "v_mfma_f32_32x32x8f16" assembles to v_mfma_f32_32x32x8_f16). Both lists were
checked against the real assemblers by ``scripts/check_mfma_mnemonics.py`` (which also
checks every register-range width, i.e. a_regs/b_regs/c_regs), see docs/mfma.md.

Pass counts (cycles = 4 x passes):

* gfx90a — AMD matrix instruction calculator, CDNA2 table (``cycles``: 4x4 -> 8,
  16x16 -> 32, 32x32 -> 64, f64 16x16x4 -> 32, f64 4x4x4 -> 16); the same numbers are the
  CDNA2 ISA guide's MFMA pass table (LLVM's gfx90a scheduling model SIDPFullSpeedModel in
  SISchedule.td encodes them: Write2/8/16PassMAI, Write4/8PassDGEMM); seed 004 Table II
  measures all seven it lists.
* gfx942 — CDNA3 ISA guide §7 MFMA table (seed 004 §III: "Table 27 of the MI300 ISA
  manual"), as encoded in LLVM's SIDPGFX940FullSpeedModel (the regexes of SISchedule.td:
  16x16x16/16x16x32/16x16x8xf32 -> 4 passes, 32x32x8/32x32x16/32x32x4xf32 -> 8, the
  other 16x16 -> 8, the other 32x32 -> 16, 4x4 -> 2, f64 16x16x4 -> 8, f64 4x4x4 -> 4),
  the AMD ROCm blog "Matrix Core Programming on AMD CDNA3 and CDNA4" (cycles 32x32x8 f16
  32, 16x16x16 16, fp8 16x16x32 16 / 32x32x16 32, f32 32x32x2 64 / 16x16x4 32) and its
  peak-rate check (2*32*32*8 * 1216 cores * 2100 MHz / 32 cycles = 1307.4 TFLOP/s on
  MI325X); seed 004 Table IV measures six of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from tcsim.arch.gfx import GPU_TARGET

from .spec import MfmaSpec

ARCHS = ("gfx90a", "gfx942")

#: machine names -> ISA: the bundled GPUs (arch/gfx.py) and other names of the same chips
ARCH_ALIASES = {
    **GPU_TARGET,
    "gfx90a": "gfx90a", "cdna2": "gfx90a", "mi250": "gfx90a", "mi250x": "gfx90a",
    "gfx942": "gfx942", "cdna3": "gfx942", "mi300a": "gfx942", "mi325x": "gfx942",
}

_CALC = "AMD matrix instruction calculator (ROCm/amd_matrix_instruction_calculator), CDNA2 table"
_LLVM_90A = "LLVM SISchedule.td SIDPFullSpeedModel (gfx90a)"
_LLVM_942 = "LLVM SISchedule.td SIDPGFX940FullSpeedModel (gfx940/942)"
_ISA2 = "AMD Instinct MI200 (CDNA2) ISA guide, ch. 7 MFMA table"
_ISA3 = "AMD Instinct MI300 (CDNA3) ISA guide, ch. 7 MFMA table (seed 004 §III: Table 27)"
_BLOG = "AMD ROCm blog 'Matrix Core Programming on AMD CDNA3 and CDNA4', §3 cycle table"

# (name, m, n, k, blocks, a_type, b_type, c_type, passes, aliases)
_GFX90A = [
    ("v_mfma_f32_32x32x1f32", 32, 32, 1, 2, "f32", "f32", "f32", 16),
    ("v_mfma_f32_16x16x1f32", 16, 16, 1, 4, "f32", "f32", "f32", 8),
    ("v_mfma_f32_4x4x1f32", 4, 4, 1, 16, "f32", "f32", "f32", 2),
    ("v_mfma_f32_32x32x2f32", 32, 32, 2, 1, "f32", "f32", "f32", 16),
    ("v_mfma_f32_16x16x4f32", 16, 16, 4, 1, "f32", "f32", "f32", 8),
    ("v_mfma_f32_32x32x4f16", 32, 32, 4, 2, "f16", "f16", "f32", 16),
    ("v_mfma_f32_16x16x4f16", 16, 16, 4, 4, "f16", "f16", "f32", 8),
    ("v_mfma_f32_4x4x4f16", 4, 4, 4, 16, "f16", "f16", "f32", 2),
    ("v_mfma_f32_32x32x8f16", 32, 32, 8, 1, "f16", "f16", "f32", 16),
    ("v_mfma_f32_16x16x16f16", 16, 16, 16, 1, "f16", "f16", "f32", 8),
    ("v_mfma_i32_32x32x4i8", 32, 32, 4, 2, "i8", "i8", "i32", 16),
    ("v_mfma_i32_16x16x4i8", 16, 16, 4, 4, "i8", "i8", "i32", 8),
    ("v_mfma_i32_4x4x4i8", 4, 4, 4, 16, "i8", "i8", "i32", 2),
    ("v_mfma_i32_32x32x8i8", 32, 32, 8, 1, "i8", "i8", "i32", 16),
    ("v_mfma_i32_16x16x16i8", 16, 16, 16, 1, "i8", "i8", "i32", 8),
    ("v_mfma_f32_32x32x2bf16", 32, 32, 2, 2, "bf16", "bf16", "f32", 16),
    ("v_mfma_f32_16x16x2bf16", 16, 16, 2, 4, "bf16", "bf16", "f32", 8),
    ("v_mfma_f32_4x4x2bf16", 4, 4, 2, 16, "bf16", "bf16", "f32", 2),
    ("v_mfma_f32_32x32x4bf16", 32, 32, 4, 1, "bf16", "bf16", "f32", 16),
    ("v_mfma_f32_16x16x8bf16", 16, 16, 8, 1, "bf16", "bf16", "f32", 8),
    ("v_mfma_f32_32x32x4bf16_1k", 32, 32, 4, 2, "bf16", "bf16", "f32", 16),
    ("v_mfma_f32_16x16x4bf16_1k", 16, 16, 4, 4, "bf16", "bf16", "f32", 8),
    ("v_mfma_f32_4x4x4bf16_1k", 4, 4, 4, 16, "bf16", "bf16", "f32", 2),
    ("v_mfma_f32_32x32x8bf16_1k", 32, 32, 8, 1, "bf16", "bf16", "f32", 16),
    ("v_mfma_f32_16x16x16bf16_1k", 16, 16, 16, 1, "bf16", "bf16", "f32", 8),
    ("v_mfma_f64_16x16x4f64", 16, 16, 4, 1, "f64", "f64", "f64", 8),
    ("v_mfma_f64_4x4x4f64", 4, 4, 4, 4, "f64", "f64", "f64", 4),
]

_GFX942 = [
    ("v_mfma_f32_32x32x1_2b_f32", 32, 32, 1, 2, "f32", "f32", "f32", 16,
     ("v_mfma_f32_32x32x1f32",)),
    ("v_mfma_f32_16x16x1_4b_f32", 16, 16, 1, 4, "f32", "f32", "f32", 8,
     ("v_mfma_f32_16x16x1f32",)),
    ("v_mfma_f32_4x4x1_16b_f32", 4, 4, 1, 16, "f32", "f32", "f32", 2,
     ("v_mfma_f32_4x4x1f32",)),
    ("v_mfma_f32_32x32x2_f32", 32, 32, 2, 1, "f32", "f32", "f32", 16,
     ("v_mfma_f32_32x32x2f32",)),
    ("v_mfma_f32_16x16x4_f32", 16, 16, 4, 1, "f32", "f32", "f32", 8,
     ("v_mfma_f32_16x16x4f32",)),
    ("v_mfma_f32_32x32x4_2b_f16", 32, 32, 4, 2, "f16", "f16", "f32", 16,
     ("v_mfma_f32_32x32x4f16",)),
    ("v_mfma_f32_16x16x4_4b_f16", 16, 16, 4, 4, "f16", "f16", "f32", 8,
     ("v_mfma_f32_16x16x4f16",)),
    ("v_mfma_f32_4x4x4_16b_f16", 4, 4, 4, 16, "f16", "f16", "f32", 2,
     ("v_mfma_f32_4x4x4f16",)),
    ("v_mfma_f32_32x32x8_f16", 32, 32, 8, 1, "f16", "f16", "f32", 8,
     ("v_mfma_f32_32x32x8f16",)),
    ("v_mfma_f32_16x16x16_f16", 16, 16, 16, 1, "f16", "f16", "f32", 4,
     ("v_mfma_f32_16x16x16f16",)),
    ("v_mfma_i32_32x32x4_2b_i8", 32, 32, 4, 2, "i8", "i8", "i32", 16,
     ("v_mfma_i32_32x32x4i8",)),
    ("v_mfma_i32_16x16x4_4b_i8", 16, 16, 4, 4, "i8", "i8", "i32", 8,
     ("v_mfma_i32_16x16x4i8",)),
    ("v_mfma_i32_4x4x4_16b_i8", 4, 4, 4, 16, "i8", "i8", "i32", 2,
     ("v_mfma_i32_4x4x4i8",)),
    ("v_mfma_i32_32x32x16_i8", 32, 32, 16, 1, "i8", "i8", "i32", 8,
     ("v_mfma_i32_32x32x16i8",)),
    ("v_mfma_i32_16x16x32_i8", 16, 16, 32, 1, "i8", "i8", "i32", 4,
     ("v_mfma_i32_16x16x32i8",)),
    ("v_mfma_f32_32x32x4_2b_bf16", 32, 32, 4, 2, "bf16", "bf16", "f32", 16,
     ("v_mfma_f32_32x32x4bf16_1k",)),
    ("v_mfma_f32_16x16x4_4b_bf16", 16, 16, 4, 4, "bf16", "bf16", "f32", 8,
     ("v_mfma_f32_16x16x4bf16_1k",)),
    ("v_mfma_f32_4x4x4_16b_bf16", 4, 4, 4, 16, "bf16", "bf16", "f32", 2,
     ("v_mfma_f32_4x4x4bf16_1k",)),
    ("v_mfma_f32_32x32x8_bf16", 32, 32, 8, 1, "bf16", "bf16", "f32", 8,
     ("v_mfma_f32_32x32x8bf16_1k",)),
    ("v_mfma_f32_16x16x16_bf16", 16, 16, 16, 1, "bf16", "bf16", "f32", 4,
     ("v_mfma_f32_16x16x16bf16_1k",)),
    ("v_mfma_f64_16x16x4_f64", 16, 16, 4, 1, "f64", "f64", "f64", 8,
     ("v_mfma_f64_16x16x4f64",)),
    ("v_mfma_f64_4x4x4_4b_f64", 4, 4, 4, 4, "f64", "f64", "f64", 4,
     ("v_mfma_f64_4x4x4f64",)),
    ("v_mfma_f32_16x16x8_xf32", 16, 16, 8, 1, "xf32", "xf32", "f32", 4,
     ("v_mfma_f32_16x16x8xf32",)),
    ("v_mfma_f32_32x32x4_xf32", 32, 32, 4, 1, "xf32", "xf32", "f32", 8,
     ("v_mfma_f32_32x32x4xf32",)),
]
_F8 = {"fp8": "fp8", "bf8": "bf8"}
for _a in ("bf8", "fp8"):
    for _b in ("bf8", "fp8"):
        _GFX942.append((f"v_mfma_f32_16x16x32_{_a}_{_b}", 16, 16, 32, 1, _a, _b, "f32", 4, ()))
        _GFX942.append((f"v_mfma_f32_32x32x16_{_a}_{_b}", 32, 32, 16, 1, _a, _b, "f32", 8, ()))

# gfx942 sparse MFMAs (SMFMAC: 4:2 structured-sparse A, index VGPR, D = A*B + D). K is the
# dense K. Passes: LLVM SISchedule.td SIDPGFX940FullSpeedModel, "^V_SMFMAC_.32_16X16X" ->
# Write4PassMAI, "^V_SMFMAC_.32_32X32X" -> Write8PassMAI (the dense 16x16x16 / 32x32x8 f16
# rate with twice the K: AMD's MI300X sparse peak, 2614.9 TFLOPs FP16, is twice the dense
# 1307.4). Every form has one alias without the inner underscores (llvm-mc-19 accepts
# v_smfmac_f32_16x16x32f16, v_smfmac_f32_16x16x64bf8fp8, ...).
_SPARSE = [("f32", t, t, 16, 16, 32, 4) for t in ("f16", "bf16")]
_SPARSE += [("f32", t, t, 32, 32, 16, 8) for t in ("f16", "bf16")]
_SPARSE += [("i32", "i8", "i8", 16, 16, 64, 4), ("i32", "i8", "i8", 32, 32, 32, 8)]
_SPARSE += [("f32", a, b, 16, 16, 64, 4) for a in ("bf8", "fp8") for b in ("bf8", "fp8")]
_SPARSE += [("f32", a, b, 32, 32, 32, 8) for a in ("bf8", "fp8") for b in ("bf8", "fp8")]
for _c, _a, _b, _m, _n, _k, _p in _SPARSE:
    _ab = _a if _a == _b or _a == "i8" else f"{_a}_{_b}"
    if _a in ("bf8", "fp8"):
        _ab = f"{_a}_{_b}"
    _name = f"v_smfmac_{_c}_{_m}x{_n}x{_k}_{_ab}"
    _GFX942.append((_name, _m, _n, _k, 1, _a, _b, _c, _p, (f"v_smfmac_{_c}_{_m}x{_n}x{_k}{_ab.replace('_', '')}",)))

#: the 16 sparse SMFMAC mnemonics of gfx942 (in the catalogue since they are executed)
SPARSE_GFX942 = tuple(r[0] for r in _GFX942 if r[0].startswith("v_smfmac"))


def _sources(arch: str, name: str, blocks: int, a_type: str) -> dict[str, str]:
    if name.startswith("v_smfmac"):
        return _sparse_sources(a_type)
    if arch == "gfx90a":
        passes = f"{_ISA2}; cycles from {_CALC}; {_LLVM_90A}"
        mnem = "LLVM 14 llvm-mc -mcpu=gfx90a (scripts/check_mfma_mnemonics.py)"
    else:
        passes = f"{_ISA3}; {_LLVM_942}; {_BLOG}"
        mnem = "LLVM 19 llvm-mc -mcpu=gfx942 (scripts/check_mfma_mnemonics.py)"
    shape = ("instruction name V_MFMA_[out]_[M]X[N]X[K]_[B]B_[in] (seed 004 §III); "
             f"{'blocks from the name' if blocks > 1 else 'one block'}")
    regs = ("derived: elements per lane = rows*cols*blocks/64 (64 lanes), packed 32/bits per "
            "VGPR, f64 two VGPRs each; the assembler accepts exactly these range widths")
    return {
        "mnemonic": mnem, "shape": shape, "registers": regs,
        "passes": passes, "cycles": "derived: 4 cycles per pass (ISA guides: one pass = 4 "
        "clocks of the matrix core); seed 004 Tables II/IV where listed",
        "flops": "derived: 2*m*n*k*blocks",
        "layout": "docs/mfma.md (AMD matrix instruction calculator formulas, gfx9 family)",
        "arithmetic": "docs/mfma.md (tcsim.matrix.mfma.arith model for "
                      f"{a_type} on {arch})",
    }


def _sparse_sources(a_type: str) -> dict[str, str]:
    return {
        "mnemonic": "LLVM 19 llvm-mc -mcpu=gfx942 (scripts/check_mfma_mnemonics.py)",
        "shape": "instruction name V_SMFMAC_[out]_[M]X[N]X[K]_[in], K dense (CDNA3 ISA guide "
                 "MFMA table: 'Multiply the MxK sparse matrix ... accumulate the result into the "
                 "matrix stored in the destination registers')",
        "registers": "derived: A stores m*k/2 values (4:2 compressed), B k*n, C/D m*n, per 64 "
                     "lanes; one index VGPR (2 bits per stored A value); the assembler accepts "
                     "exactly these range widths (LLVM VOPProfileSMFMAC)",
        "passes": "LLVM SISchedule.td SIDPGFX940FullSpeedModel: ^V_SMFMAC_.32_16X16X -> "
                  "Write4PassMAI, ^V_SMFMAC_.32_32X32X -> Write8PassMAI",
        "cycles": "derived: 4 cycles per pass; x2 dense-equivalent rate = AMD MI300X sparse "
                  "peak (2614.9 TFLOPs FP16 = 2 x 1307.4 dense)",
        "flops": "derived: 2*m*n*k (dense-equivalent K, as AMD quotes sparse rates)",
        "layout": "docs/mfma.md 'Sparse (SMFMAC)' (AMD matrix instruction calculator: "
                  "compression index layout, cbsz/abid index-set selection)",
        "arithmetic": f"docs/mfma.md (tcsim.matrix.mfma.arith model for {a_type} on gfx942, "
                      "applied to the stored products)",
    }


def _build(arch: str, rows) -> Mapping[str, MfmaSpec]:
    out: dict[str, MfmaSpec] = {}
    for r in rows:
        name, m, n, k, blocks, a, b, c, passes = r[:9]
        aliases = r[9] if len(r) > 9 else ()
        out[name] = MfmaSpec(name=name, arch=arch, m=m, n=n, k=k, blocks=blocks, a_type=a,
                             b_type=b, c_type=c, passes=passes, aliases=tuple(aliases),
                             sources=MappingProxyType(_sources(arch, name, blocks, a)))
    return MappingProxyType(out)


_CATALOGUES = {"gfx90a": _build("gfx90a", _GFX90A), "gfx942": _build("gfx942", _GFX942)}
_BY_SPELLING = {arch: {alias: spec for spec in cat.values() for alias in (spec.name,) + spec.aliases}
                for arch, cat in _CATALOGUES.items()}


class MfmaKeyError(KeyError):
    """Not an MFMA of the target (a KeyError whose str() is the plain message)."""

    def __str__(self) -> str:          # KeyError would print the repr of its argument
        return str(self.args[0])


class UnsupportedMfma(MfmaKeyError):
    """A real MFMA of the target that tcsim does not execute. None is raised at present (the
    sparse v_smfmac_* of gfx942, once the only ones, are executed); kept for API
    compatibility."""


def resolve_arch(arch: str) -> str:
    """gfx target of an ISA or machine name (gfx90a, mi200, mi300x, ...)."""
    key = str(arch).strip().lower()
    if key not in ARCH_ALIASES:
        raise MfmaKeyError(f"unknown AMD architecture {arch!r} (known: "
                       f"{', '.join(sorted(ARCH_ALIASES))})")
    return ARCH_ALIASES[key]


def catalogue(arch: str) -> Mapping[str, MfmaSpec]:
    """Every MFMA of an architecture, by canonical mnemonic (read-only mapping)."""
    return _CATALOGUES[resolve_arch(arch)]


def lookup(arch: str, mnemonic: str) -> MfmaSpec:
    """The MFMA spelled ``mnemonic`` on ``arch`` (any spelling its assembler accepts,
    case-insensitive, an ``_e64`` suffix allowed). Unknown names raise ``KeyError``."""
    isa = resolve_arch(arch)
    key = mnemonic.strip().lower()
    if key.endswith("_e64"):
        key = key[:-4]
    spec = _BY_SPELLING[isa].get(key)
    if spec is not None:
        return spec
    other = [a for a in ARCHS if a != isa and key in _BY_SPELLING[a]]
    hint = f"; it is an MFMA of {other[0]}" if other else ""
    raise MfmaKeyError(f"{mnemonic}: not an MFMA instruction of {isa} "
                   f"({len(_CATALOGUES[isa])} known, see `tcsim mfma --list --arch {isa}`{hint})")
