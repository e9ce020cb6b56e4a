"""The committed bundled-kernel PTX is exactly what its .cu sources compile to.

Regenerates every src/tcsim/kernels/*.ptx with scripts/regen_ptx.py's recorded
flags and compares bytes.  Skipped without nvcc, with an nvcc other than the
one recorded in the committed PTX headers, and (for the CUTLASS kernel)
without the nvidia-cutlass headers of the recorded version.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

import pytest

from tcsim import kernels

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "scripts" / "regen_ptx.py"


def _load_regen():
    spec = importlib.util.spec_from_file_location("tcsim_regen_ptx", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


regen = _load_regen()


def test_recorded_versions_agree():
    """Script, registry and the PTX headers all name the same nvcc."""
    assert regen.NVCC_VERSION == kernels.NVCC_VERSION
    assert regen.CUTLASS_VERSION == kernels.CUTLASS_VERSION
    for cu in regen.KERNELS:
        ptx = regen.KERNEL_DIR / (cu[:-3] + ".ptx")
        assert regen.recorded_nvcc_version(ptx) == regen.NVCC_VERSION, ptx.name


def test_registry_covers_every_source():
    every = kernels.names(include_tensor_core=True)  # several specs may share one .cu
    registered = {kernels.get(n).source_file for n in every} | set(kernels.MICROBENCHMARKS)
    assert sorted(regen.KERNELS) == sorted(registered)


@pytest.mark.parametrize("cu_name", list(regen.KERNELS))
def test_ptx_is_fresh(cu_name, tmp_path):
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc not on PATH")
    committed = regen.KERNEL_DIR / (cu_name[:-3] + ".ptx")
    recorded = regen.recorded_nvcc_version(committed)
    have = regen.nvcc_version()
    if have != recorded:
        pytest.skip(f"nvcc is {have}; committed PTX was made with {recorded}")
    if regen.needs_cutlass(cu_name):
        try:
            regen.cutlass_include_dir()
        except regen.MissingToolError as e:
            pytest.skip(str(e))
        cv = regen.cutlass_version()
        if cv is not None and cv != regen.CUTLASS_VERSION:
            pytest.skip(f"nvidia-cutlass is {cv}; committed PTX used {regen.CUTLASS_VERSION}")
    out = regen.compile_one(cu_name, tmp_path / committed.name)
    assert out.read_bytes() == committed.read_bytes(), (
        f"{committed.name} is stale: run `python scripts/regen_ptx.py`"
    )


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas not on PATH")
def test_registers_json_is_what_ptxas_says():
    """kernels/registers.json (occupancy in timing mode) matches ptxas -v for every PTX."""
    import subprocess

    res = subprocess.run([sys.executable, str(REPO / "scripts" / "ptxas_registers.py"), "--check"],
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
