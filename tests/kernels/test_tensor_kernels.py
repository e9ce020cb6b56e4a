"""Run the bundled tensor-core kernels (wmma, CUTLASS mma.sync/ldmatrix) and check them.

Each kernel runs on Volta (titan_v) when it can (f16 wmma) and on Turing (rtx2080); the
checks are exact for integer/b1 kernels and use the tolerance stated in the registry for
floating point.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

import tcsim
from tcsim import kernels

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


TC_NAMES = kernels.tensor_core_names()


def _size_id(size) -> str:
    return "x".join(map(str, size)) if isinstance(size, tuple) else str(size)


#: run in tests/kernels/test_cutlass3_sm90_kernel.py, each driver on its own: the CUTLASS 3
#: kernels' warp-instruction counts differ by one between the drivers (a lane-divergent
#: mbarrier wait, docs/hopper.md), which the both_drivers parity here would reject
OWN_PARITY_TEST = ("cutlass3_sm90_gemm", "cutlass3_sm90_gemm_cluster2x1", "cutlass3_sm90_gemm_pingpong")

CASES = [
    pytest.param(name, size, id=f"{name}-{_size_id(size)}")
    for name in TC_NAMES if name not in OWN_PARITY_TEST
    for size in kernels.get(name).test_sizes
]


def _arch(spec: kernels.KernelSpec) -> str:
    # Titan V (sm_70) for f16 wmma; Turing for integer/sub-byte wmma and mma.m16n8k8.
    return "titan_v" if spec.min_sm <= 70 else ("rtx2080" if spec.min_sm <= 75 else "a100" if spec.min_sm <= 80 else "h100")


@pytest.mark.parametrize("name", ["wgmma_sm90_gemm", "wgmma_sm90_gemm_rs"])
def test_wgmma_kernels_exact_mode(name):
    """The sm_90a kernels in exact mode: bit-identical to the exact model chained per wgmma
    (the hopper-mode runs are test_tensor_kernel's)."""
    dev = tcsim.Device("h100", tensor_arithmetic="exact")
    launch = kernels.get(name).prepare(dev, (64, 128, 128), np.random.default_rng(7))
    launch.run()
    ok, message, details = launch.check()
    assert ok and "bit-identical to the 'exact' model" in message, f"{message}\n{details}"


def test_wgmma_kernel_rejected_on_a100():
    """sm_90a PTX on an sm_80 config: the located error ptxas would give, at the first wgmma form."""
    dev = tcsim.Device("a100")
    launch = kernels.get("wgmma_sm90_gemm").prepare(dev, 64, np.random.default_rng(0))
    line = 1 + next(i for i, t in enumerate(kernels.ptx_text("wgmma_sm90_gemm").splitlines()) if "wgmma.fence" in t)
    with pytest.raises(tcsim.TcsimError, match=rf"<ptx>:{line}:2: wgmma.fence requires sm_90a \(architecture a100 is sm_80\)"):
        launch.run()


@pytest.mark.parametrize("name,size", CASES)
def test_tensor_kernel(name, size):
    spec = kernels.get(name)
    dev = tcsim.Device(arch=_arch(spec))
    launch = spec.prepare(dev, size, np.random.default_rng(1234))
    launch.run()
    ok, message, details = launch.check()
    assert ok, f"{message}\n{details}"


# -- registry / PTX sanity (no simulation) -----------------------------------


def test_tensor_kernels_registered():
    assert {"wmma_gemm", "wmma_gemm_f16acc", "wmma_gemm_shared", "wmma_gemm_int8",
            "wmma_gemm_b1", "cutlass_wmma_gemm", "cutlass_tensorop_gemm"} <= set(TC_NAMES)
    every = kernels.names(include_tensor_core=True)
    assert set(TC_NAMES) <= set(every) and len(every) == len(set(every))
    for name in TC_NAMES:
        spec = kernels.get(name)
        assert spec.tensor_core and len(spec.test_sizes) >= 2


@pytest.mark.parametrize("name", TC_NAMES)
def test_tensor_package_data(name):
    spec = kernels.get(name)
    assert kernels.ptx_path(name).is_file()
    assert kernels.source_path(name).is_file()
    text = kernels.ptx_text(name)
    assert re.search(rf"^\.visible \.entry {re.escape(spec.symbol)}\(", text, re.M)
    assert f".target sm_{max(spec.min_sm, 75)}" in text  # nvcc 13's oldest target, or the kernel's own


@pytest.mark.parametrize("name,ops", [
    ("wmma_gemm", ["wmma.load.a.sync.aligned.row.m16n16k16.global.f16",
                   "wmma.load.b.sync.aligned.col.m16n16k16.global.f16",
                   "wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32"]),
    ("wmma_gemm_shared", ["wmma.load.a.sync.aligned.row.m16n16k16.shared.f16"]),
    ("wmma_gemm_int8", ["wmma.mma.sync.aligned.row.col.m16n16k16.s32.s8.s8.s32"]),
    ("wmma_gemm_b1", ["wmma.mma.xor.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32"]),
    ("wmma_gemm_s4", ["wmma.mma.sync.aligned.row.col.m8n8k32.s32.s4.s4.s32"]),
    ("cutlass_wmma_gemm", ["wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32"]),
    ("cutlass_tensorop_gemm", ["mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32",
                               "ldmatrix.sync.aligned"]),
    ("mma_sm80_gemm", ["mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", "ldmatrix.sync.aligned.m8n8.x4",
                       "cp.async.cg.shared.global", "cp.async.commit_group", "cp.async.wait_group 1"]),
    ("wgmma_sm90_gemm", ["wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16", "wgmma.fence.sync.aligned",
                         "wgmma.commit_group.sync.aligned", "wgmma.wait_group.sync.aligned 0",
                         "fence.proxy.async.shared::cta", ".target sm_90a"]),
])
def test_tensor_ptx_uses_the_instructions(name, ops):
    text = kernels.ptx_text(name)
    for op in ops:
        assert op in text, op


def test_cutlass_tc_launch_facts_match_source():
    """The registry's CUTLASS numbers equal the static_asserted ones in the .cu files."""
    for name, prefix, tile, threads, smem in [
        ("cutlass_wmma_gemm", "CUTLASS_WMMA", kernels.CUTLASS_WMMA_TILE,
         kernels.CUTLASS_WMMA_THREADS, kernels.CUTLASS_WMMA_SMEM_BYTES),
        ("cutlass_tensorop_gemm", "CUTLASS_TENSOROP", kernels.CUTLASS_TENSOROP_TILE,
         kernels.CUTLASS_TENSOROP_THREADS, kernels.CUTLASS_TENSOROP_SMEM_BYTES),
    ]:
        src = kernels.source_path(name).read_text()
        defs = {k: int(v) for k, v in re.findall(rf"#define ({prefix}_\w+) (\d+)", src)}
        assert defs[f"{prefix}_SMEM_BYTES"] == smem
        assert defs[f"{prefix}_THREADS"] == threads
        assert (defs[f"{prefix}_TILE_M"], defs[f"{prefix}_TILE_N"], defs[f"{prefix}_TILE_K"]) == tile
    src = kernels.source_path("wmma_gemm_shared").read_text()
    defs = {k: int(v) for k, v in re.findall(r"#define (WMMA_SHARED_\w+) (\d+)", src)}
    assert defs["WMMA_SHARED_SMEM_BYTES"] == kernels.WMMA_SHARED_SMEM_BYTES
    assert defs["WMMA_SHARED_THREADS"] == kernels.WMMA_SHARED_THREADS
    assert (defs["WMMA_SHARED_BM"], defs["WMMA_SHARED_BN"], defs["WMMA_SHARED_BK"]) == (
        kernels.WMMA_SHARED_BM, kernels.WMMA_SHARED_BN, kernels.WMMA_SHARED_BK)


@pytest.mark.parametrize("name", TC_NAMES)
def test_tensor_prepare_rejects_bad_sizes(name):
    with pytest.raises(ValueError):
        kernels.get(name).prepare(tcsim.Device(arch="rtx2080"), (8, 8, 12),
                                  np.random.default_rng(0))
