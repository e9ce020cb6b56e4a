"""The AMD gfx targets tcsim models and what each one implies: one table for the assembler's
encoding checks, the program loader, the MFMA semantics and arithmetic models and the
config checks."""

#: gfx target -> CDNA generation (LLVM AMDGPUUsage, processor table: gfx90a is CDNA2;
#: gfx940/gfx941 are the pre-production CDNA3 parts, gfx942 the MI300 series)
GENERATION = {"gfx90a": "cdna2", "gfx940": "cdna3", "gfx941": "cdna3", "gfx942": "cdna3"}

#: the gfx targets whose ISA tcsim models
TARGETS = frozenset(GENERATION)

#: gfx target -> the MFMA catalogue (tcsim.matrix.mfma) its matrix instructions follow:
#: one catalogue per generation
MATRIX_FAMILY = {t: {"cdna2": "gfx90a", "cdna3": "gfx942"}[g] for t, g in GENERATION.items()}
