"""AMD matrix cores (CDNA2 gfx90a / MI200, CDNA3 gfx942 / MI300): MFMA instructions.

* ``catalogue`` — every MFMA of each architecture with shape, types, register counts,
  pass counts and sources; ``lookup(arch, mnemonic)`` accepts every spelling the target's
  LLVM assembler accepts;
* ``layouts`` — which (block, row, col) each (register, lane, element-in-register) of the
  A, B and C/D operands holds (``a_layout`` / ``b_layout`` / ``cd_layout``), with the
  CBSZ/ABID and BLGP modifiers;
* ``arith`` — the arithmetic models (``cdna2``, ``cdna3`` hardware models and ``exact``);
* ``execute`` — ``D = A*B + C`` on register arrays of W wavefronts at once;
* sparse SMFMAC (gfx942): ``index_layout`` (where the 2-bit sparsity indices live),
  ``compress_sparse`` / ``decompress_sparse`` (dense 4:2 A <-> stored values + indices),
  ``pack_index`` / ``unpack_index`` (indices <-> the index VGPR), and
  ``execute(spec, a, b, c, sparse_index=..., cbsz=, abid=)``.

See docs/mfma.md for the evidence behind every map, number and model.
"""

from .arith import MFMA_MODELS, default_model
from .catalogue import ARCH_ALIASES, ARCHS, MfmaKeyError, UnsupportedMfma, catalogue, lookup, resolve_arch
from .execute import compress_sparse, decompress_sparse, execute, pack_index, pack_matrices, unpack_index, unpack_matrices
from .layouts import IndexLayout, Layout, a_layout, b_layout, cd_layout, dense_k, index_layout, index_set
from .spec import MfmaSpec

__all__ = [
    "ARCHS", "ARCH_ALIASES", "MfmaSpec", "MfmaKeyError", "UnsupportedMfma", "catalogue",
    "lookup", "resolve_arch", "Layout", "a_layout", "b_layout", "cd_layout", "MFMA_MODELS",
    "default_model", "execute", "pack_matrices", "unpack_matrices", "IndexLayout", "index_layout",
    "index_set", "dense_k", "compress_sparse", "decompress_sparse", "pack_index", "unpack_index",
]
