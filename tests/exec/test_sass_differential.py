"""SASS mode against PTX mode (issue 14): every bundled kernel whose SASS tcsim executes leaves
bit-identical arrays in both modes, run from the committed cubins (no ptxas needed); the SASS
tcsim cannot execute fails with one line naming kernel, PC and opcode (test_sass_semantics.py)."""

from __future__ import annotations

import pytest

from sass_data import committed_cubins, manifest
from tcsim import kernels
from tcsim.errors import TcsimError
from tcsim.kernels.sass_mode import ARCH_OF_SM, cubin_path, differential


def cases():
    m = manifest()
    out = []
    for spec in kernels.specs(include_tensor_core=True):
        stem = spec.ptx_file[:-4]
        for key, entry in m.items():
            if stem in entry["kernels"]:
                out.append((spec.name, int(key[3:])))
    return out


CASES = cases()


def test_every_bundled_kernel_has_sass_for_sm75():
    """Every bundled kernel Turing can run (sm_80 and sm_90a kernels cannot) has committed sm_75 SASS."""
    turing = {n for n in kernels.names(include_tensor_core=True) if kernels.get(n).min_sm <= 75}
    assert {n for n, sm in CASES if sm == 75} == turing


def test_every_hopper_kernel_has_sass_for_sm90():
    """The sm_90a kernels (wgmma, TMA and clusters, CUTLASS 3, FlashAttention-3-style) have
    committed sm_90a SASS, so the differential test runs each on h100."""
    hopper = {n for n in kernels.names(include_tensor_core=True) if kernels.get(n).min_sm >= 90}
    assert hopper and hopper <= {n for n, sm in CASES if sm == 90}


@pytest.mark.parametrize("name, sm", CASES, ids=[f"{n}-sm_{sm}" for n, sm in CASES])
def test_sass_equals_ptx(name, sm):
    spec = kernels.get(name)
    ok, msg = differential(name, sm, size=spec.test_sizes[0], seed=3)
    assert ok, msg


def test_no_cubin_is_one_line():
    with pytest.raises(TcsimError, match="no committed sm_70 SASS of bundled kernel 'wmma_gemm_int8' "
                                         r"\(committed for: sm_75, sm_80"):
        cubin_path("wmma_gemm_int8", 70)


@pytest.mark.parametrize("cubin", committed_cubins(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_committed_kernel_decodes(cubin):
    """Every committed cubin's kernels bind to semantics (the microbenchmarks of tcsim bench
    memory included)."""
    import tcsim

    key = (cubin.stem, int(cubin.parent.name[3:]))
    dev = tcsim.Device(arch=ARCH_OF_SM[key[1]])
    mod = dev.load_cubin(cubin)
    for name in mod.kernels():
        assert mod.program(name).ops
