"""tcsim fragments on h100: the wgmma register maps (D and RS A), and the errors."""

from __future__ import annotations

import subprocess
import sys


def tcsim(*args):
    return subprocess.run([sys.executable, "-m", "tcsim.cli", *args], capture_output=True, text=True, timeout=120)


def test_fragments_wgmma_d_and_a():
    r = tcsim("fragments", "--arch", "h100", "--shape", "m64n16k16", "--matrix", "c")
    assert r.returncode == 0, r.stderr
    rows = r.stdout.splitlines()
    assert "wgmma m64n16k16 accumulator D .f32" in rows[0]
    # row 8 of warp 0 is the upper half of the m16n8 accumulator; row 16 is warp 1 (thread 32)
    assert rows[2 + 8].split()[1:3] == ["0:2", "0:3"] and rows[2 + 16].split()[1] == "32:0"
    r = tcsim("fragments", "--arch", "h100", "--shape", "m64n8k32", "--matrix", "a", "--type", "e4m3")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[2].split()[1:6] == ["0:0", "0:1", "0:2", "0:3", "1:0"]


def test_fragments_wgmma_errors():
    r = tcsim("fragments", "--arch", "h100", "--shape", "m64n8k16", "--matrix", "b")
    assert r.returncode != 0 and "shared memory through a matrix descriptor" in r.stderr and "Traceback" not in r.stderr
    r = tcsim("fragments", "--arch", "a100", "--shape", "m64n8k16", "--matrix", "c")
    assert r.returncode != 0 and "sm_90a (--arch h100); a100 is sm_80" in r.stderr


def test_fragments_wgmma_a_rejects_a_shape_wgmma_lacks():
    """The A map does not depend on N, but an N no wgmma has is refused, not drawn."""
    for shape, etype in (("m64n7k16", "f16"), ("m64n40k32", "s8")):
        r = tcsim("fragments", "--arch", "h100", "--shape", shape, "--matrix", "a", "--type", etype)
        assert r.returncode != 0 and "no such shape" in r.stderr and "Traceback" not in r.stderr, r.stderr
        assert len(r.stderr.strip().splitlines()) == 1
