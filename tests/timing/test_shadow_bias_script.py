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
