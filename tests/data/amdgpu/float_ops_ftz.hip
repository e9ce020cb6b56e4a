// regen-flags: -fgpu-flush-denormals-to-zero
// float_ops.hip compiled with f32 denormals flushed: LLVM then brackets the division
// sequence with s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2) (denormals on, then off).
#include "float_ops.hip"
