"""Ampere SASS forms (exec/sass/ops_sm80.py): F2FP.PACK_AB, LDGSTS's zero-fill predicate, the
sparse HMMA.SP/IMMA.SP (through the bundled sparse GEMMs in test_sass_differential.py), LDSM
x1, generic LD/ST (the wmma fragment probes), each against PTX mode."""

from __future__ import annotations

import numpy as np
import pytest
from test_sass_semantics import R0, R2, run

import tcsim
from tcsim import kernels
from tcsim.errors import TcsimError
from tcsim.kernels.sass_mode import SASS_DIR, differential
from tcsim.matrix import fragments as fr


def _halves(word):
    w = np.asarray(word, np.uint32)
    return (w >> 16).astype(np.uint16), (w & 0xFFFF).astype(np.uint16)


def test_f2fp_pack_ab_puts_a_in_the_upper_half():
    """F2FP.PACK_AB d, a, b = cvt.rn.f16x2.f32 d, a, b: a rounded to nearest into bits 31-16,
    b into 15-0 (and the bf16 form likewise)."""
    r = run(["I2F R3, R2", "FMUL R3, R3, 0.10000000149011612", "I2F R5, R0", "F2FP.PACK_AB R4, R3, R5",
             "F2FP.BF16.PACK_AB R6, R3, R5", "F2FP.F16.F32.PACK_AB R7, R3, R5"])
    x = (np.where(R2 >= 2**31, R2 - 2**32, R2).astype(np.float32) * np.float32(0.1)).astype(np.float32)
    y = R0.astype(np.float32)
    hi, lo = _halves(r[:, 4])
    assert (hi == x.astype(np.float16).view(np.uint16)).all() and (lo == y.astype(np.float16).view(np.uint16)).all()
    assert (r[:, 7] == r[:, 4]).all()  # sm_89's nvdisasm names the types: F2FP.F16.F32.PACK_AB
    import ml_dtypes

    hi, lo = _halves(r[:, 6])
    assert (hi == x.astype(ml_dtypes.bfloat16).view(np.uint16)).all()
    assert (lo == y.astype(ml_dtypes.bfloat16).view(np.uint16)).all()


@pytest.mark.parametrize("line, msg", [
    ("F2FP.RZ.PACK_AB R4, R3, R5", "F2FP form F2FP.RZ.PACK_AB is not supported"),
    ("LDSM.16.M88.8 R4, [R3]", "LDSM form LDSM.16.M88.8 is not supported"),
    ("LDGSTS.E.BYPASS.128 [R3], [R4.64], R5", "LDGSTS's last operand must be a predicate"),
])
def test_unsupported_ampere_forms_are_one_located_line(line, msg):
    with pytest.raises(TcsimError) as e:
        run([line])
    text = str(e.value)
    assert text.startswith("kernel k, PC 0x0030, listing line 4: ") and msg in text and "\n" not in text


def test_ldgsts_zero_fills_where_its_predicate_is_false():
    """CUTLASS 2's multistage GEMM at a size that is no multiple of its tiles: the residue tiles'
    LDGSTS copies carry a false predicate (src-size 0) and must write zeros, not read past the
    arrays (with the predicate's sense flipped, SASS mode faults reading past A)."""
    ok, msg = differential("cutlass_sm80_gemm", 80, size=(100, 72, 40), seed=5)
    assert ok, msg


@pytest.mark.parametrize("stem", ["fragments", "fragments_sm80"])
def test_fragment_probes_equal_ptx_mode(stem):
    """Every wmma fragment probe (generic LD/ST of the tile: LD.E) leaves the same registers in
    SASS mode (sm_80 cubin) as in PTX mode, on a100."""
    dev = tcsim.Device(arch="a100")
    ptx = dev.load_ptx(kernels.data_path(f"{stem}.ptx"))
    sass = dev.load_cubin(SASS_DIR / "sm_80" / f"{stem}.cubin")
    names = sass.kernels()
    assert len(names) > 4
    for name in names:
        matrix, shape, etype, layout = fr.parse_probe_name(name)
        ldm = fr.probe_ldm(matrix, shape, etype, layout)
        rows, cols = fr.operand_dims(matrix, shape)
        nbytes = -(-((max(rows, cols) * ldm * fr.BITS[etype] + 7) // 8) // 16) * 16
        tile = dev.array((np.arange(nbytes) * 7 & 0xFF).astype(np.uint8))
        nwords = fr.wmma_fragment(dev.config.tensor.family, matrix, shape, etype, layout).nregs
        outs = []
        for mod in (ptx, sass):
            out = dev.array(np.full(32 * nwords, 0xDEADBEEF, np.uint32))
            mod.get_function(name)((1,), (32,), (tile, np.uint32(ldm), out))
            outs.append(out.get())
        assert (outs[0] == outs[1]).all(), name


@pytest.mark.parametrize("sm", [80, 86, 89])
def test_every_kernel_a100_runs_has_ampere_sass(sm):
    """Every bundled NVIDIA kernel a100 runs in PTX mode (min_sm <= 80) has committed SASS for
    sm_80, sm_86 and sm_89, so test_sass_differential.py compares all of them."""
    from test_sass_differential import CASES

    ampere = {n for n in kernels.names(include_tensor_core=True) if kernels.get(n).min_sm <= 80}
    assert {n for n, s in CASES if s == sm} == ampere
