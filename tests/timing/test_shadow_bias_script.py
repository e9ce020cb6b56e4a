"""benchmarks/shadow_bias.py only reads the model: its instrumented shadow launch must give
the cycles of the same launch without its counters (docs/sampling.md, "Where the shadow
method's cycles go"). Its copy-read counter once consumed the zip of a miss's undelayed
copies before passing it on, so those copies never reached the L2 (wmma_gemm_shared 2048^3:
898,235 cycles instead of the method's 876,377, both with columns=False)."""

from __future__ import annotations

import numpy as np

from benchkit import bench


def test_instrumented_shadow_launch_has_the_methods_cycles():
    import tcsim
    from tcsim import kernels
    from tcsim.timing.sampling import SampleOptions

    out = bench("shadow_bias").measure("wmma_gemm", 512, "shadow")
    dev = tcsim.Device("titan_v")
    dev.mode, dev.sample = "timing", SampleOptions(method="shadow", results=False)
    res = kernels.get("wmma_gemm").prepare(dev, 512, np.random.default_rng(0)).run()
    assert out["cycles"] == res[0].cycles == 36_764       # columns=True, the default
    assert sum(n for _, _, n in out["copies"]) > 0     # the copies were counted (and sent)


def test_its_diagnostics_change_only_the_run_they_are_asked_for():
    """``--first-spread`` sends the first fill's copies spread over that many cycles, and
    ``--representative`` times another SM of a group (docs/sampling.md, "The sample's
    queueing, isolated"); both are the script's own patches, undone after the run."""
    from tcsim.timing import shadow

    script = bench("shadow_bias")
    groups, launch = shadow.sm_groups, shadow.Shadows._launch
    spread = script.measure("wmma_gemm", 512, "shadow", spread=256)
    assert spread["cycles"] == 37_166 and spread["first_spread"] == 256
    forced = script.measure("wmma_gemm", 512, "shadow", force={1: 20})
    assert forced["cycles"] == 36_936 and forced["sms"] == [0, 20, 38, 57, 76]
    assert shadow.sm_groups is groups and shadow.Shadows._launch is launch
    assert script.measure("wmma_gemm", 512, "shadow")["cycles"] == 36_764


def test_a_forced_representative_must_run_as_many_ctas_as_its_group():
    """1,024 CTAs on the RTX 2080 Ti's 68 SMs give SMs 0-3 sixteen and the others fifteen: SM
    12 cannot stand for group 0 (SMs 0-12). Before, the grouping by columns failed inside
    ``shadow_members`` with a traceback (``min()`` of an empty sequence)."""
    import pytest

    groups = bench("shadow_bias").forced_groups({0: 12})
    with pytest.raises(SystemExit) as e:
        groups(68, 5, 1024)
    assert "SM 12 runs 15 CTAs and SM 0 of its group 16" in str(e.value) and "\n" not in str(e.value)
    assert groups(68, 5, 1020)[0] == (0, 13, 12)          # 15 each: any SM of the group may stand for it
    assert bench("shadow_bias").forced_groups({1: 26})(68, 5, 1024)[1] == (13, 14, 26)
