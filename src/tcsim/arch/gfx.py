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

#: the bundled AMD GPUs (arch/gpus/*.toml) -> their gfx target (each file's ``isa``;
#: tests/arch checks the two agree)
GPU_TARGET = {"mi200": "gfx90a", "mi210": "gfx90a", "mi250x": "gfx90a", "mi300": "gfx942", "mi300x": "gfx942"}

#: gfx target -> the bundled GPU an assembly file for it runs on unless told otherwise
#: (seed 004's baselines)
DEFAULT_GPU = {"gfx90a": "mi200", "gfx940": "mi300", "gfx941": "mi300", "gfx942": "mi300"}
