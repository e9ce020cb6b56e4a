"""The bundled kernels in SASS mode: their committed cubins (``sass/sm_XX/<file>.cubin``, made
by scripts/regen_sass.py) run with the launches the PTX kernels get, and the differential
check that both modes leave bit-identical results (issue 14)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from tcsim.errors import LaunchError

from .registry import get

SASS_DIR = Path(__file__).resolve().parent / "sass"

#: the GPU tcsim runs an SM's SASS on (a config of that architecture, or the closest one)
ARCH_OF_SM = {70: "titan_v", 75: "rtx2080", 80: "a100", 86: "a100", 89: "a100", 90: "h100"}


def cubin_path(name: str, sm: int) -> Path:
    """The committed cubin of bundled kernel ``name`` for ``sm`` (a one-line error if none)."""
    spec = get(name)
    path = SASS_DIR / f"sm_{sm}" / spec.ptx_file.replace(".ptx", ".cubin")
    if not path.is_file():
        have = sorted(p.name for p in SASS_DIR.glob("sm_*") if (p / path.name).is_file())
        raise LaunchError(f"no committed sm_{sm} SASS of bundled kernel '{name}'"
                          + (f" (committed for: {', '.join(have)})" if have else " (ptxas refuses it for that SM)"))
    return path


def run_sass(launch, sm: int) -> list:
    """Perform a prepared bundled-kernel launch (``spec.prepare``) with its committed SASS."""
    if launch._ran:
        raise RuntimeError(f"{launch.spec.name}: this launch already ran; prepare() a new one")
    launch._ran = True
    module = launch.device.load_cubin(cubin_path(launch.spec.name, sm))
    function = module.get_function(launch.spec.symbol)
    for call in launch.calls:
        launch.results.append(function(call.grid, call.block, call.args, shared_mem=call.shared_mem))
    return launch.results


#: kernel arguments (by position) holding clock readings: they count the simulated clock over
#: different instruction streams (PTX vs ptxas's SASS), so the modes legitimately differ there
CLOCK_ARGS = {"wmma_gemm_profile": {9, 10, 11}}


def _outputs(launch, top: int | None = None) -> list[bytes]:
    """The array arguments' bytes, and when arrays are passed inside structs (tensor maps,
    CUTLASS's Params: the Hopper kernels) also device memory below ``top`` (what ``prepare``
    allocated: loading a module may allocate more, differently in the two modes)."""
    from tcsim.runtime.handles import DeviceArray

    seen, out = set(), []
    skip = CLOCK_ARGS.get(launch.spec.name, set())
    for call in launch.calls:
        for i, a in enumerate(call.args):
            if isinstance(a, DeviceArray) and a.ptr not in seen and i not in skip:
                seen.add(a.ptr)
                out.append(a.get().tobytes())
    structs = any(not isinstance(a, (DeviceArray, np.generic, int, float)) for call in launch.calls for a in call.args)
    if (structs or not out) and top is not None:
        out.append(launch.device.gmem.buf[:top].tobytes())
    return out


def differential(name: str, sm: int, size=None, seed: int = 0, arch: str | None = None) -> tuple[bool, str]:
    """Run bundled kernel ``name`` in PTX mode and in SASS mode (sm's committed cubin) on equal
    fresh devices and inputs; (every array argument bit-identical afterwards, a message)."""
    import tcsim

    spec = get(name)
    size = spec.default_size if size is None else size
    arch = arch or ARCH_OF_SM[sm]
    results = []
    for mode in ("ptx", "sass"):
        dev = tcsim.Device(arch=arch)
        launch = spec.prepare(dev, size, np.random.default_rng(seed))
        top = dev.gmem.top
        if mode == "ptx":
            launch.run()
        else:
            run_sass(launch, sm)
        results.append((_outputs(launch, top), launch.check()))
    (ptx_out, ptx_check), (sass_out, sass_check) = results
    diff = [i for i, (a, b) in enumerate(zip(ptx_out, sass_out)) if a != b]
    if diff or len(ptx_out) != len(sass_out):
        return False, f"{name} sm_{sm}: array argument(s) {diff} differ between PTX and SASS mode"
    if not sass_check.ok:
        return False, f"{name} sm_{sm}: SASS mode fails the kernel's check: {sass_check.message}"
    return True, f"{name} sm_{sm}: bit-identical ({len(ptx_out)} arrays); {sass_check.message}"


def committed(sm: int) -> list[str]:
    """The bundled NVIDIA kernels with committed SASS for ``sm``."""
    from .registry import specs

    return [s.name for s in specs() if (SASS_DIR / f"sm_{sm}" / s.ptx_file.replace(".ptx", ".cubin")).is_file()]


def compare_modes(name: str, sm: int, arch: str | None = None, size=None, seed: int = 0) -> dict:
    """Bundled kernel ``name`` timed in PTX mode and in SASS mode (sm's committed cubin) on equal
    fresh devices and inputs, plus a functional SASS run: the cycles of both timing runs
    (summed over the kernel's launches) and whether SASS timing mode leaves the arrays
    bit-identical to functional SASS mode."""
    import tcsim

    spec = get(name)
    size = spec.default_size if size is None else size
    arch = arch or ARCH_OF_SM[sm]
    got = {}
    for mode in ("ptx", "sass", "sass-functional"):
        dev = tcsim.Device(arch=arch)
        dev.mode = "functional" if mode == "sass-functional" else "timing"
        launch = spec.prepare(dev, size, np.random.default_rng(seed))
        top = dev.gmem.top
        res = launch.run() if mode == "ptx" else run_sass(launch, sm)
        got[mode] = (sum(r.timing.cycles for r in res) if res[0].timing is not None else None,
                     sum(r.warp_instructions for r in res), _outputs(launch, top), launch.check().ok)
    return {"kernel": name, "sm": sm, "arch": arch, "ptx_cycles": got["ptx"][0], "sass_cycles": got["sass"][0],
            "ptx_warp_instructions": got["ptx"][1], "sass_warp_instructions": got["sass"][1],
            "sass_timing_equals_functional": got["sass"][2] == got["sass-functional"][2],
            "check": got["sass"][3]}
