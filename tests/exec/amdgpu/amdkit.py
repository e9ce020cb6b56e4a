"""Running a few lines of AMDGPU assembly on prepared wave state, for semantics tests.

``run(body)`` wraps ``body`` in a kernel (its code, an ``.amdhsa_kernel`` descriptor and
the metadata YAML, as LLVM writes them), decodes it with the real front end and program
binder, sets up every wave as a launch does, lets ``setup(st)`` put values into registers
or memory, runs the functional driver and returns the wave state to inspect.
"""

from __future__ import annotations

import numpy as np

import tcsim
from tcsim.exec.amdgpu.driver import WaveDriver
from tcsim.exec.amdgpu.state import EXEC, GridInfo, WaveState
from tcsim.runtime.asm import init_waves

TEMPLATE = """\
\t.amdgcn_target "amdgcn-amd-amdhsa--{target}"
\t.text
\t.globl\tt
\t.p2align\t8
\t.type\tt,@function
t:
{body}
\ts_endpgm
\t.section\t.rodata,"a",@progbits
\t.amdhsa_kernel t
\t\t.amdhsa_group_segment_fixed_size {lds}
\t\t.amdhsa_kernarg_size 8
\t\t.amdhsa_user_sgpr_count 2
\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t\t.amdhsa_system_sgpr_workgroup_id_x 1
\t\t.amdhsa_system_vgpr_workitem_id 0
\t\t.amdhsa_next_free_vgpr 64
\t\t.amdhsa_next_free_sgpr 64
\t\t.amdhsa_accum_offset 64
\t.end_amdhsa_kernel
\t.text
\t.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: {lds}
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 1024
    .name:           t
    .private_segment_fixed_size: 0
    .sgpr_count:     64
    .symbol:         t.kd
    .vgpr_count:     64
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--{target}
amdhsa.version:
  - 1
  - 2
...

\t.end_amdgpu_metadata
"""


def source(body: str, target: str = "gfx90a", lds: int = 1024) -> str:
    return TEMPLATE.format(body=body, target=target, lds=lds)


def run(body: str, setup=None, *, target: str = "gfx90a", groups: int = 1, block: int = 64, lds: int = 1024,
        buffer: np.ndarray | None = None):
    """Run ``body``; returns (state, device, buffer DeviceArray or None). ``buffer`` is
    uploaded and its address put into the kernarg segment (s[0:1] points at it)."""
    dev = tcsim.Device(arch="mi200" if target == "gfx90a" else "mi300")
    mod = dev.load_asm(source(body, target, lds))
    prog = mod.program("t")
    buf = dev.array(buffer) if buffer is not None else None
    kargs = np.zeros(16, np.uint8)
    if buf is not None:
        kargs[:8] = np.frombuffer(np.uint64(buf.ptr).tobytes(), np.uint8)
    kaddr = dev.gmem.alloc(16, label="kernarg segment of t")
    dev.gmem.write_bytes(kaddr, kargs)
    ids = np.stack([np.arange(groups), np.zeros(groups, int), np.zeros(groups, int)], axis=1)
    st = WaveState(prog, GridInfo("t", (groups, 1, 1), (block, 1, 1), dev.arch), ids, dev.gmem, lds)
    init_waves(st, prog, kargs, kaddr, 0, 0, 1)
    if setup is not None:
        setup(st)
    WaveDriver(st).run()
    return st, dev, buf


def set_exec(st, mask: int, wave=slice(None)) -> None:
    st.s[EXEC, wave] = mask & 0xFFFFFFFF
    st.s[EXEC + 1, wave] = mask >> 32


def f32bits(x) -> np.ndarray:
    return np.asarray(x, dtype=np.float32).view(np.uint32)


def u32(x) -> np.ndarray:
    return np.asarray(x, dtype=np.uint32)
