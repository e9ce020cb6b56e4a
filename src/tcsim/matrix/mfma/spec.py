"""The description of one MFMA instruction (:class:`MfmaSpec`) and the element types.

Element type names (ours, short): ``f32``, ``xf32`` (f32 registers read as the 19-bit
XF32 format, CDNA3), ``f16``, ``bf16``, ``i8``, ``f64``, ``fp8`` (E4M3 FNUZ, bias 8) and
``bf8`` (E5M2 FNUZ, bias 16) — CDNA3 uses the FNUZ 8-bit formats (AMD ROCm blog "Matrix
Core Programming on AMD CDNA3 and CDNA4", §2: "The AMD CDNA3 architecture uses FNUZ
variants for both E4M3 and E5M2"). Accumulators: ``f32``, ``i32``, ``f64``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

#: bits of one element held in registers, per element type
TYPE_BITS = {"f32": 32, "xf32": 32, "f16": 16, "bf16": 16, "i8": 8, "fp8": 8, "bf8": 8,
             "f64": 64, "i32": 32}

#: input types whose single-block MFMAs have no BLGP on CDNA3 (see MfmaSpec.has_blgp)
_NO_BLGP_ON_CDNA3 = frozenset({"f16", "bf16", "i8", "xf32", "fp8", "bf8"})


@dataclass(frozen=True)
class MfmaSpec:
    """One MFMA instruction of one architecture: ``D[b] = A[b] * B[b] + C[b]`` for each of
    ``blocks`` independent blocks, A ``m x k``, B ``k x n``, C/D ``m x n``.

    ``a_regs``/``b_regs``/``c_regs`` are 32-bit VGPRs per lane (an f64 value takes two);
    ``passes`` are the AMD ISA guides' 4-cycle passes and ``cycles = 4 * passes`` the
    matrix-core occupancy; ``sources`` says where each number comes from.

    Sparse instructions (gfx942 ``v_smfmac_*``, :attr:`sparse`): A is 4:2 structured-sparse
    along K — of every four consecutive k of a row at most two are non-zero — and is stored
    compressed (``m x k/2`` values, :attr:`a_k`) with a 2-bit index per stored value in a
    separate VGPR; ``k`` is the dense K. C is the destination itself (``D = A*B + D``).
    """

    name: str                     # canonical mnemonic as the target's LLVM prints it
    arch: str                     # "gfx90a" or "gfx942"
    m: int
    n: int
    k: int
    blocks: int
    a_type: str
    b_type: str
    c_type: str
    passes: int
    aliases: tuple[str, ...] = ()     # other spellings the target's assembler accepts
    sources: Mapping[str, str] = field(default_factory=dict, compare=False, hash=False)

    # -- derived --------------------------------------------------------------------
    @property
    def d_type(self) -> str:
        return self.c_type

    @property
    def cycles(self) -> int:
        return 4 * self.passes

    @property
    def flops(self) -> int:
        """2*m*n*k*blocks; for sparse instructions the dense-equivalent count (K is the dense
        K), as AMD quotes sparse matrix rates."""
        return 2 * self.m * self.n * self.k * self.blocks

    @property
    def sparse(self) -> bool:
        return self.name.startswith("v_smfmac")

    @property
    def a_k(self) -> int:
        """Columns of A held in registers: k, or k/2 for the compressed sparse A."""
        return self.k // 2 if self.sparse else self.k

    @property
    def integer(self) -> bool:
        return self.c_type == "i32"

    def _regs(self, rows: int, cols: int, etype: str) -> int:
        return rows * cols * self.blocks * TYPE_BITS[etype] // (64 * 32)

    @property
    def a_regs(self) -> int:
        return self._regs(self.m, self.a_k, self.a_type)

    @property
    def b_regs(self) -> int:
        return self._regs(self.k, self.n, self.b_type)

    @property
    def c_regs(self) -> int:
        return self._regs(self.m, self.n, self.c_type)

    @property
    def k_per_lane(self) -> int:
        """Consecutive k values of one row of A held by one lane (stored, i.e. compressed,
        values for a sparse A)."""
        return self.m * self.a_k * self.blocks // 64

    @property
    def has_cbsz_abid(self) -> bool:
        """CBSZ/ABID (broadcast one A block to others) exist for multi-block non-f64 forms
        (AMD matrix instruction calculator, ``cbsz_abid`` column). Sparse instructions use
        the two fields to select the index set instead (:attr:`index_sets`)."""
        return self.blocks > 1 and self.a_type != "f64" and not self.sparse

    @property
    def has_blgp(self) -> bool:
        """BLGP (B lane-group pattern) exists for every dense non-f64 form of gfx90a. On
        gfx942 the f64 forms reuse the field as NEG (LLVM mai-gfx940.s), and the
        single-block f16/bf16/i8/xf32/fp8/bf8 forms (the 4- and 8-pass ones: 32x32x8 f16,
        16x16x32 fp8, ...) have none: AMD's matrix instruction calculator, CDNA3 table
        (``--detail-instruction``: "BLGP bits supported: False", e.g. for
        v_mfma_f32_16x16x32_fp8_fp8). LLVM 19's assembler encodes the bits anyway; tcsim
        follows the hardware description. The sparse forms have none (LLVM: 'not a valid
        operand')."""
        if self.sparse or self.a_type == "f64":
            return False
        return not (self.arch == "gfx942" and self.blocks == 1 and self.a_type in _NO_BLGP_ON_CDNA3)

    @property
    def index_bits(self) -> int:
        """Sparse: index bits one lane needs (2 per stored value of A); 0 when dense."""
        return 2 * self.k_per_lane if self.sparse else 0

    @property
    def index_sets(self) -> int:
        """Sparse: how many index sets one 32-bit index VGPR holds (4 for 16-bit inputs, 2
        for 8-bit); with cbsz:0, abid selects one of them (AMD matrix instruction calculator
        README, "compression index"); 0 when dense."""
        return 32 // self.index_bits if self.sparse else 0

    @property
    def has_neg(self) -> bool:
        """neg:[a,b,c] is accepted for the f64 forms of gfx942 only (LLVM mai-gfx940.s:
        gfx90a rejects it with 'invalid modifier: neg is not supported')."""
        return self.a_type == "f64" and self.arch == "gfx942"

    def describe(self) -> str:
        types = self.a_type if self.a_type == self.b_type else f"{self.a_type} x {self.b_type}"
        blk = f", {self.blocks} blocks" if self.blocks > 1 else ""
        what = "A*B + D, A 4:2 sparse" if self.sparse else "A*B + C"
        return (f"{self.name} ({self.arch}): D({self.c_type}) = {what}, "
                f"{self.m}x{self.n}x{self.k}{blk}, inputs {types}")
