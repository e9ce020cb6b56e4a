"""``tcsim run``: a bundled kernel, or a PTX / AMDGPU assembly file with its arguments."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

from tcsim.cli.common import UsageError, dims
from tcsim.cli.report import report

ARG_HELP = """\
kernel arguments for FILE.ptx, one --arg per .param in order:
  i32:5  u32:7  i64:-1  u64:9  f32:1.5  f64:2.0     a scalar of that type
  f32[1024]             a device array of 1024 float32 zeros (pointer argument)
  f32[1024]=rand        ... filled with uniform random values in [0, 1)
  i32[256]=arange       ... filled with 0, 1, 2, ...
  f32[64]=2.5           ... filled with a constant
  @data.npy             a device array loaded from a .npy file
Types: i8 u8 i16 u16 i32 u32 i64 u64 f16 f32 f64.
After the run, every array argument is printed (--show N elements) or saved (--save out.npz).
"""

TYPES = {"i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16, "i32": np.int32, "u32": np.uint32,
          "i64": np.int64, "u64": np.uint64, "f16": np.float16, "f32": np.float32, "f64": np.float64,
          "s8": np.int8, "s16": np.int16, "s32": np.int32, "s64": np.int64}


def parse_arg(dev, spec: str, rng):
    """One ``--arg`` SPEC -> (value to pass, array or None, label)."""
    if spec.startswith("@"):
        path = Path(spec[1:])
        if not path.is_file():
            raise UsageError(f"--arg {spec}: no such file")
        try:
            host = np.load(path)
        except (OSError, ValueError) as e:  # not a .npy file, or an object array
            raise UsageError(f"--arg {spec}: cannot load a numpy array: {e}") from None
        if not isinstance(host, np.ndarray) or host.dtype.kind not in "biuf":
            raise UsageError(f"--arg {spec}: expected one numeric array in a .npy file")
        return dev.array(host), spec
    head, eq, init = spec.partition("=")
    if "[" in head:
        t, _, rest = head.partition("[")
        if t not in TYPES or not rest.endswith("]"):
            raise UsageError(f"--arg {spec}: expected TYPE[N] with TYPE one of {', '.join(sorted(TYPES))}")
        try:
            n = int(rest[:-1])
        except ValueError:
            raise UsageError(f"--arg {spec}: array length must be an integer") from None
        if n < 1:
            raise UsageError(f"--arg {spec}: array length must be at least 1")
        dt = np.dtype(TYPES[t])
        if not eq:
            host = np.zeros(n, dt)
        elif init == "rand":
            host = rng.random(n).astype(dt) if dt.kind == "f" else rng.integers(0, 100, n).astype(dt)
        elif init == "arange":
            host = np.arange(n).astype(dt)
        else:
            try:
                host = np.full(n, float(init) if dt.kind == "f" else int(init, 0), dtype=dt)
            except ValueError:
                raise UsageError(f"--arg {spec}: fill value must be rand, arange or a number") from None
        return dev.array(host), spec
    t, colon, val = spec.partition(":")
    if not colon or t not in TYPES:
        raise UsageError(f"--arg {spec}: expected TYPE:VALUE or TYPE[N] (see tcsim run --help)")
    dt = np.dtype(TYPES[t])
    try:
        v = dt.type(float(val)) if dt.kind == "f" else dt.type(int(val, 0))
    except (ValueError, OverflowError):
        raise UsageError(f"--arg {spec}: '{val}' is not a valid {t}") from None
    return v, spec


def progress_bar():
    """A progress callback that shows thread-instructions on a TTY (rich), else nothing."""
    if not sys.stderr.isatty():
        return None, lambda: None
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    prog = Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(), transient=True)
    prog.start()
    task = prog.add_task("simulating", total=None)
    t0 = time.perf_counter()

    def cb(n, ctas):
        dt = time.perf_counter() - t0
        prog.update(task, description=f"simulating: {n:,} thread-instructions, {ctas} CTAs done, {n / max(dt, 1e-9) / 1e6:.1f} M/s")

    return cb, prog.stop


def cmd_run(ns) -> int:
    import tcsim
    from tcsim import kernels

    dev = tcsim.Device(arch=ns.arch)
    amd = dev.config.vendor == "amd"
    target = ns.target or ("amd_vector_add" if amd else "sgemm")
    if amd and target in kernels.names(include_tensor_core=True) and f"amd_{target}" in kernels.amd_names():
        target = f"amd_{target}"  # the AMD twin of an NVIDIA example
    if amd and ns.plot:
        raise UsageError("--plot draws NVIDIA HMMA micro-ops; it is not available for AMD GPUs")
    if not amd and (ns.mfma_scale is not None or ns.hazards is not None):
        raise UsageError("--mfma-scale and --hazards are for AMD GPUs (--arch mi200, mi300, mi210, mi300x)")
    if ns.mfma_scale is not None:
        if not ns.mfma_scale > 0 or ns.mfma_scale == float("inf"):
            raise UsageError(f"--mfma-scale must be a positive number (got {ns.mfma_scale:g})")
        if (ns.mode or "functional") != "timing":
            raise UsageError("--mfma-scale needs --mode timing")
        dev.mfma_scale = ns.mfma_scale
    if ns.hazards is not None:
        dev.hazards = ns.hazards
    dev.mode = ns.mode or ("timing" if target in ("wmma_gemm",) or ns.plot else "functional")
    if ns.plot and dev.mode != "timing":
        raise UsageError("--plot needs --mode timing")
    dev.trace = bool(ns.plot)
    rng = np.random.default_rng(ns.seed)
    cb, stop = progress_bar() if not ns.json else (None, lambda: None)
    t0 = time.perf_counter()
    if target.endswith((".ptx", ".s")) or Path(target).is_file():
        if not Path(target).is_file():
            raise UsageError(f"{target}: no such file")
        if not ns.kernel or not ns.grid or not ns.block:
            raise UsageError("running a PTX or assembly file needs --kernel, --grid and --block (and --arg for each parameter)")
        if amd and ns.registers is not None:
            raise UsageError("--registers is for PTX kernels (AMD code objects state their register counts)")
        mod = dev.load_asm(Path(target)) if amd else dev.load_ptx(Path(target))
        f = mod.get_function(ns.kernel)
        vals = [parse_arg(dev, a, rng) for a in ns.arg or []]
        extra_opts = {} if amd else {"registers": ns.registers}
        try:
            res = f(dims(ns.grid, "--grid"), dims(ns.block, "--block"), tuple(v for v, _ in vals), shared_mem=ns.shared_mem,
                    progress=cb, **extra_opts)
        finally:
            stop()
        arrays = {f"arg{i}": v.get() for i, (v, _) in enumerate(vals) if isinstance(v, tcsim.DeviceArray)}
        extra = {"arch": ns.arch, ("asm" if amd else "ptx"): target}
        if ns.save:
            np.savez(ns.save, **arrays)
            extra["saved"] = {"path": str(ns.save), "arrays": sorted(arrays)}
        report([res], time.perf_counter() - t0, ns.json, extra)
        if ns.save and not ns.json:  # with --json, stdout is the JSON document only
            print(f"saved {len(arrays)} arrays to {ns.save}")
        elif not ns.json:
            with np.printoptions(threshold=ns.show, edgeitems=max(ns.show // 2, 1)):
                for k, a in arrays.items():
                    print(f"{k} = {a}")
        return 0
    every = kernels.names() + kernels.amd_names()
    if target not in every:
        raise UsageError(f"unknown kernel '{target}' (bundled: {', '.join(every)}; or give a .ptx or .s file)")
    spec = kernels.get(target)
    if spec.vendor != dev.config.vendor:
        hint = "--arch mi200 or mi300" if spec.vendor == "amd" else "--arch titan_v"
        raise UsageError(f"{target} is an {spec.vendor.upper() if spec.vendor == 'amd' else 'NVIDIA'} kernel; "
                         f"{ns.arch} is {'an AMD' if amd else 'an NVIDIA'} GPU (try {hint})")
    if not amd and spec.min_sm > int(dev.config.isa.removeprefix("sm_")):
        raise UsageError(f"{target} needs sm_{spec.min_sm} or newer; {ns.arch} is {dev.config.isa} (try --arch {'a100' if spec.min_sm >= 80 else 'rtx2080'})")
    size = spec.default_size
    if ns.size is not None:
        size_dims = dims(ns.size, "--size")
        size = size_dims[0] if len(size_dims) == 1 else size_dims
    try:
        launch = spec.prepare(dev, size, rng)
    except ValueError as e:  # the registry rejects sizes it cannot run with a ValueError
        raise UsageError(f"--size {ns.size}: {e}") from None
    dev.progress = cb
    try:
        results = launch.run()
    finally:
        stop()
    check = launch.check()
    if ns.plot:
        from tcsim.bench.plots import hmma_timeline
        trace = [x for r in results if r.timing is not None for x in r.timing.trace]
        try:
            n = hmma_timeline(trace, ns.plot, f"{target} on {ns.arch}: HMMA micro-ops of one warp")
        except ValueError as e:
            raise UsageError(str(e)) from None
        print(f"saved a timeline of {n} micro-ops to {ns.plot}", file=sys.stderr)
    report(results, time.perf_counter() - t0, ns.json,
            {"arch": ns.arch, "kernel": target, "size": size, "verdict": "PASS" if check.ok else "FAIL",
             "message": check.message})
    if not ns.json:
        verdict = "[bold green]PASS[/]" if check.ok else "[bold red]FAIL[/]"
        from rich.console import Console
        Console().print(f"{verdict} {target} size={size}: {check.message} (vs numpy)")
    return 0 if check.ok else 1
