"""The sm_80 kernels beyond mma_sm80_gemm: CUTLASS 2's multistage GEMM bit for bit against a
numpy model of its mainloop, the FlashAttention-2-style kernel against numpy attention in both
tensor-core arithmetic modes, negative controls, and the registry facts against the sources.
(test_tensor_kernels.py runs both at their test sizes under both drivers.)"""

from __future__ import annotations

import re

import numpy as np
import pytest

import tcsim
from tcsim import kernels
from tcsim.kernels import sm80
from tcsim.matrix import numerics

# every launch runs under the functional and the timing driver, compared bit for bit (tests/parity.py)
pytestmark = pytest.mark.usefixtures("both_drivers")


def _cutlass_model(a, b, c0, alpha, beta, arith: str) -> np.ndarray:
    """CUTLASS's Sm80 GEMM as the hardware computes it: accumulators start at zero, every
    mma.sync.m16n8k16 adds one 16-wide K slice in increasing k (MmaMultistage walks the K
    tiles in order, each warp's 32-deep tile as two k16 steps), then the LinearCombination
    epilogue D = fma(alpha, acc, beta * C) in f32."""
    model = numerics.get_model(arith, "f16")
    m, k = a.shape
    n = b.shape[1]
    acc = np.zeros((m, n, 1), np.float32)
    for k0 in range(0, k, 16):
        at = a[:, k0:k0 + 16].astype(np.float64).T[:, :, None]
        bt = b[k0:k0 + 16, :].astype(np.float64)[:, :, None]
        acc = numerics.mma_kmw(acc.astype(np.float64), at, bt, model, "f32")
    acc = acc[:, :, 0].astype(np.float64)
    src = (np.float32(beta) * c0).astype(np.float64)
    return (np.float64(alpha) * acc + src).astype(np.float32)  # one rounding: an fma


@pytest.mark.parametrize("arith", ["exact", "ampere"])
def test_cutlass_sm80_gemm_bits_equal_the_mainloop_model(arith):
    spec = kernels.get("cutlass_sm80_gemm")
    dev = tcsim.Device(arch="a100", tensor_arithmetic=arith)
    rng = np.random.default_rng(7)
    launch = spec.prepare(dev, (128, 128, 96), rng)
    # the inputs prepare drew, drawn again from the same seed
    rng = np.random.default_rng(7)
    a, b = kernels.checks.f16_uniform(rng, (128, 96)), kernels.checks.f16_uniform(rng, (96, 128))
    c0 = rng.uniform(-1.0, 1.0, size=(128, 128)).astype(np.float32)
    launch.run()
    got = launch.calls[0].args[9].get()
    want = _cutlass_model(a, b, c0, kernels.GEMM_ALPHA, kernels.GEMM_BETA, arith)
    np.testing.assert_array_equal(got.view(np.uint32), want.view(np.uint32))
    assert launch.check().ok


def test_cutlass_sm80_modes_differ():
    """The exact and ampere models give different bits on this GEMM (so the test above can tell)."""
    a = kernels.checks.f16_uniform(np.random.default_rng(7), (128, 96))
    b = kernels.checks.f16_uniform(np.random.default_rng(8), (96, 128))
    c0 = np.zeros((128, 128), np.float32)
    assert (_cutlass_model(a, b, c0, 1.25, -0.5, "exact") != _cutlass_model(a, b, c0, 1.25, -0.5, "ampere")).any()


@pytest.mark.parametrize("arith", ["exact", "ampere"])
def test_flash_attention_matches_numpy(arith):
    spec = kernels.get("flash_attn_sm80")
    dev = tcsim.Device(arch="a100", tensor_arithmetic=arith)
    launch = spec.prepare(dev, (1, 128), np.random.default_rng(3))
    launch.run()
    ok, message, details = launch.check()
    assert ok, message
    assert details["max_err_over_bound"] < 0.5  # the bound is not loose by orders of magnitude


def _run_ptx(name: str, ptx: str, size, arith="ampere"):
    spec = kernels.get(name)
    dev = tcsim.Device(arch="a100", tensor_arithmetic=arith)
    launch = spec.prepare(dev, size, np.random.default_rng(3))
    fn = dev.load_ptx(ptx).get_function(spec.symbol)
    for call in launch.calls:
        fn(call.grid, call.block, call.args, shared_mem=call.shared_mem)
    launch._ran = True
    return launch.check()


def test_flash_attention_negative_controls():
    """The check catches a missing pipeline wait (the next tile read before it lands) and a
    missing online-softmax rescale."""
    ptx = kernels.ptx_text("flash_attn_sm80")
    assert ptx.count("cp.async.wait_group 1;") == 1
    ok, message, _ = _run_ptx("flash_attn_sm80", ptx.replace("cp.async.wait_group 1;", "cp.async.wait_group 2;"),
                              (1, 128))
    assert not ok, message
    # alpha = exp2(m_old - m_new): drop the rescale by making it exp2(0)
    rescale = re.findall(r"sub\.f32\s+(%f\d+), (%f\d+), (%f\d+);", ptx)
    assert rescale
    broken = ptx
    for d, x, y in rescale:
        broken = broken.replace(f"sub.f32 \t{d}, {x}, {y};", f"sub.f32 \t{d}, {x}, {x};")
        broken = broken.replace(f"sub.f32 {d}, {x}, {y};", f"sub.f32 {d}, {x}, {x};")
    assert broken != ptx
    ok, message, _ = _run_ptx("flash_attn_sm80", broken, (1, 256))
    assert not ok, message


def test_sm80_kernels_need_sm80():
    for name in ("cutlass_sm80_gemm", "flash_attn_sm80"):
        spec = kernels.get(name)
        assert spec.min_sm == 80 and ".target sm_80" in kernels.ptx_text(name)
        with pytest.raises(tcsim.TcsimError, match="sm_80"):
            launch = spec.prepare(tcsim.Device(arch="rtx2080"), spec.test_sizes[0], np.random.default_rng(0))
            launch.run()


@pytest.mark.parametrize("name,ops", [
    ("cutlass_sm80_gemm", ["mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
                           "ldmatrix.sync.aligned.x4.m8n8.shared.b16", "cp.async.cg.shared.global.L2::128B",
                           "cp.async.commit_group", "cp.async.wait_group 1"]),
    ("flash_attn_sm80", ["mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
                         "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16", "cp.async.cg.shared.global",
                         "cp.async.wait_group 1", "ex2.approx.f32", "shfl.sync.bfly.b32", "cvt.rn.f16x2.f32"]),
])
def test_sm80_ptx_uses_the_instructions(name, ops):
    text = kernels.ptx_text(name)
    for op in ops:
        assert op in text, op


def test_sm80_launch_facts_match_sources():
    src = kernels.source_path("cutlass_sm80_gemm").read_text()
    defs = {k: int(v) for k, v in re.findall(r"#define (CUTLASS_SM80_\w+) (\d+)", src)}
    assert (defs["CUTLASS_SM80_TILE_M"], defs["CUTLASS_SM80_TILE_N"], defs["CUTLASS_SM80_TILE_K"]) == \
        sm80.CUTLASS_SM80_TILE
    assert defs["CUTLASS_SM80_THREADS"] == sm80.CUTLASS_SM80_THREADS
    assert defs["CUTLASS_SM80_STAGES"] == sm80.CUTLASS_SM80_STAGES
    assert defs["CUTLASS_SM80_SMEM_BYTES"] == sm80.CUTLASS_SM80_SMEM_BYTES
    src = kernels.source_path("flash_attn_sm80").read_text()
    defs = {k: int(v) for k, v in re.findall(r"#define (\w+) (\d+)", src)}
    assert defs["HEAD_DIM"] == sm80.FLASH_HEAD_DIM and defs["THREADS"] == sm80.FLASH_THREADS
    assert defs["BLOCK_Q"] == sm80.FLASH_BLOCK_Q and defs["BLOCK_KV"] == sm80.FLASH_BLOCK_KV
    assert (defs["BLOCK_Q"] + 4 * defs["BLOCK_KV"]) * (defs["HEAD_DIM"] + defs["PAD"]) * 2 == sm80.FLASH_SMEM_BYTES


def test_attention_size_errors():
    with pytest.raises(ValueError, match="multiple of 64"):
        sm80.size_attention((2, 100), "flash_attn_sm80")
    assert sm80.size_attention(128, "x") == (2, 128)


def test_sm80_kernels_in_the_gemm_sweep():
    from tcsim.validate import gemm_sweep

    assert set(gemm_sweep.SM80_KERNELS) <= set(kernels.tensor_core_names())
    assert gemm_sweep.flops("flash_attn_sm80", 256) == 4.0 * 2 * 256 * 256 * 64
    assert gemm_sweep.flops("cutlass_sm80_gemm", 128) == 2.0 * 128 ** 3
    p = gemm_sweep.run_point("flash_attn_sm80", 64, "a100")
    assert p.check == "PASS" and p.cycles > 0
    assert p.tflops == pytest.approx(gemm_sweep.flops("flash_attn_sm80", 64) / (p.cycles / 1.41e9) / 1e12)
