"""``tcsim run``: a bundled kernel, or a PTX / AMDGPU assembly file with its arguments."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

from tcsim.arch.sm import sm_number
from tcsim.cli.common import (
    UsageError,
    console,
    dims,
    gpu_config,
    picture_path,
    show_progress,
    writable,
)
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
--kernel may be left out when the file has one kernel.
After the run, every array argument is printed (--show N elements) or saved (--save out.npz:
in_<param> before and out_<param> after the run, by the kernel's parameter names; PTX
names them <kernel>_param_N, shown as param_N). --save works for bundled kernels too.
"""

TYPES = {"i8": np.int8, "u8": np.uint8, "i16": np.int16, "u16": np.uint16, "i32": np.int32, "u32": np.uint32,
          "i64": np.int64, "u64": np.uint64, "f16": np.float16, "f32": np.float32, "f64": np.float64,
          "s8": np.int8, "s16": np.int16, "s32": np.int32, "s64": np.int64}


#: the largest array one --arg may ask for (host memory holds it, and its copy on the device)
MAX_ARG_BYTES = 1 << 30


def parse_arg(dev, spec: str, rng):
    """One ``--arg`` SPEC -> (value to pass, label)."""
    if spec.startswith("@"):
        path = Path(spec[1:])
        if not path.is_file():
            raise UsageError(f"--arg {spec}: no such file")
        try:
            host = np.load(path)
        except (OSError, ValueError, EOFError) as e:  # not a .npy file, or an object array
            raise UsageError(f"--arg {spec}: cannot load a numpy array: {e}") from None
        if not isinstance(host, np.ndarray) or host.dtype.kind not in "biuf":
            raise UsageError(f"--arg {spec}: expected one numeric array in a .npy file")
        if host.size == 0:
            raise UsageError(f"--arg {spec}: the array is empty")
        return _to_device(dev, spec, host), spec
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
        if n * dt.itemsize > MAX_ARG_BYTES:
            raise UsageError(f"--arg {spec}: {n:,} elements are {n * dt.itemsize / 2**30:.1f} GiB; "
                             f"at most {MAX_ARG_BYTES >> 30} GiB per array")
        if not eq:
            host = np.zeros(n, dt)
        elif init == "rand":
            host = rng.random(n).astype(dt) if dt.kind == "f" else rng.integers(0, 100, n).astype(dt)
        elif init == "arange":
            if dt.kind != "f" and n - 1 > np.iinfo(dt).max:
                raise UsageError(f"--arg {spec}: arange up to {n - 1} does not fit in {t} (at most {np.iinfo(dt).max})")
            host = np.arange(n).astype(dt)
        else:
            host = np.full(n, _scalar(spec, t, dt, init, "fill value must be rand, arange or a number"), dtype=dt)
        return _to_device(dev, spec, host), spec
    t, colon, val = spec.partition(":")
    if not colon or t not in TYPES:
        raise UsageError(f"--arg {spec}: expected TYPE:VALUE or TYPE[N] (see tcsim run --help)")
    dt = np.dtype(TYPES[t])
    return _scalar(spec, t, dt, val, f"'{val}' is not a valid {t}"), spec


def _scalar(spec: str, t: str, dt: np.dtype, text: str, bad: str):
    """``text`` as a value of ``dt``: an integer in the type's range, or a number that the
    float type can hold (inf and nan only when asked for)."""
    try:
        v = float(text) if dt.kind == "f" else int(text, 0)
    except ValueError:
        raise UsageError(f"--arg {spec}: {bad}") from None
    if dt.kind == "f":
        with np.errstate(over="ignore"):
            out = dt.type(v)
        if np.isinf(out) and not np.isinf(v):
            raise UsageError(f"--arg {spec}: {text} is out of range for {t} (largest {float(np.finfo(dt).max):g})")
        return out
    info = np.iinfo(dt)
    if not info.min <= v <= info.max:
        raise UsageError(f"--arg {spec}: {text} is out of range for {t} ({info.min} to {info.max})")
    return dt.type(v)


def _to_device(dev, spec: str, host: np.ndarray):
    try:
        return dev.array(host)
    except MemoryError:
        raise UsageError(f"--arg {spec}: not enough memory for {host.nbytes:,} bytes") from None


def param_names(params: list, kernel: str) -> list[str]:
    """Parameter names for --save: PTX's ``<kernel>_param_0`` as ``param_0`` (the CUDA
    names are not in the PTX); AMDGPU metadata names as they are; unnamed as ``argN``."""
    out: list[str] = []
    for i, name in enumerate(params):
        name = (name or f"arg{i}").removeprefix(f"{kernel}_")
        out.append(name if name not in out else f"{name}_{i}")
    return out


def save_arrays(path: str, before: dict, after: dict) -> list[str]:
    """Write the arrays to exactly ``path`` (np.savez would append .npz to a name without it):
    ``in_<param>`` before the run and ``out_<param>`` after it."""
    arrays = {f"in_{k}": v for k, v in before.items()} | {f"out_{k}": v for k, v in after.items()}
    with open(path, "wb") as f:
        np.savez(f, **arrays)
    return sorted(arrays)


def cmd_run(ns) -> int:
    import tcsim
    from tcsim import kernels

    if ns.seed < 0:
        raise UsageError(f"--seed must be a non-negative integer (got {ns.seed})")
    if ns.show < 0:
        raise UsageError(f"--show must be a non-negative number of elements (got {ns.show})")
    writable(ns.save, "--save")
    picture_path(ns.plot, "--plot")
    asm_target = _asm_target(ns.target)
    if asm_target and ns.arch is None and ns.config is None:  # the GPU the file was compiled for
        ns.arch = {"gfx90a": "mi200"}.get(asm_target, "mi300")
    dev = tcsim.Device(arch=gpu_config(ns))
    amd = dev.config.vendor == "amd"
    if ns.replay:
        return _replay(ns, dev)
    if asm_target and not amd:
        raise UsageError(f"{ns.target} is AMDGPU assembly ({asm_target}); run it on an AMD GPU (--arch mi200, mi300)")
    if amd and ns.target and ns.target.endswith(".ptx"):
        raise UsageError(f"{ns.target} is PTX; {ns.arch} is an AMD GPU (run PTX on --arch titan_v, rtx2080, rtx2080ti)")
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
    sass = getattr(ns, "sass", False) or target.endswith(".cubin")
    if getattr(ns, "sm", None) is not None and not sass:
        raise UsageError("--sm picks the SASS to run: use it with --sass (or a .cubin file)")
    if sass and amd:
        raise UsageError("--sass runs NVIDIA machine code (cubins); pick an NVIDIA --arch (titan_v, rtx2080, a100, h100)")
    dev.mode = ns.mode or ("timing" if target in ("wmma_gemm",) and not sass or ns.plot else "functional")
    if ns.plot and dev.mode != "timing":
        raise UsageError("--plot needs --mode timing")
    dev.trace = bool(ns.plot)
    if ns.record:
        if dev.mode != "timing" or amd:
            raise UsageError("--record needs --mode timing on an NVIDIA GPU")
        writable(ns.record, "--record")
        dev.record_traces = True
    if getattr(ns, "sample_method", None) and not ns.sample:
        raise UsageError("--sample-method needs --sample")
    if getattr(ns, "sample_option", None) and not ns.sample:
        raise UsageError("--sample-option needs --sample")
    if ns.sample:
        if dev.mode != "timing" or amd:
            raise UsageError("--sample needs --mode timing on an NVIDIA GPU")
        from tcsim.timing.sampling import SampleOptions, parse_sample_options

        given = parse_sample_options(getattr(ns, "sample_option", None) or [])
        if getattr(ns, "sample_method", None):
            given["method"] = ns.sample_method
        dev.sample = SampleOptions(**given).check() if given else True
    rng = np.random.default_rng(ns.seed)
    t0 = time.perf_counter()
    if target.endswith((".ptx", ".s", ".cubin")) or Path(target).exists():
        return _run_file(ns, dev, target, rng, t0)
    file_only = [f"--{k}" for k in ("kernel", "grid", "block", "arg") if getattr(ns, k)]
    file_only += ["--shared-mem"] if ns.shared_mem else []
    file_only += ["--registers"] if ns.registers is not None else []
    if file_only:
        raise UsageError(f"{', '.join(file_only)}: for a .ptx or .s file; bundled kernels set their own "
                         f"(give --size; 'tcsim list' shows them)")
    every = kernels.names() + kernels.amd_names()
    if target not in every:
        raise UsageError(f"unknown kernel '{target}' (bundled: {', '.join(every)}; or give a .ptx or .s file)")
    spec = kernels.get(target)
    if spec.vendor != dev.config.vendor:
        hint = "--arch mi200 or mi300" if spec.vendor == "amd" else "--arch titan_v"
        raise UsageError(f"{target} is an {spec.vendor.upper() if spec.vendor == 'amd' else 'NVIDIA'} kernel; "
                         f"{ns.arch} is {'an AMD' if amd else 'an NVIDIA'} GPU (try {hint})")
    if not amd and spec.min_sm > (sm_number(dev.config.isa) or 0):
        raise UsageError(f"{target} needs sm_{spec.min_sm} or newer; {ns.arch} is {dev.config.isa} "
                         f"(try --arch {'h100' if spec.min_sm >= 90 else 'a100' if spec.min_sm >= 80 else 'rtx2080'})")
    size = spec.default_size
    if ns.size is not None:
        size_dims = dims(ns.size, "--size")
        size = size_dims[0] if len(size_dims) == 1 else size_dims
    check_fits(size, ns.size)
    try:
        launch = spec.prepare(dev, size, rng)
    except ValueError as e:  # the registry rejects sizes it cannot run with a ValueError
        raise UsageError(f"--size {ns.size}: {e}") from None
    except MemoryError:
        raise UsageError(f"--size {ns.size}: the inputs do not fit in memory") from None
    named = _bundled_arrays(launch, target, dev) if ns.save else {}  # parses the kernel's source again
    before = {k: a.get() for k, a in named.items()}
    sm = None
    if sass:
        from tcsim.kernels.sass_mode import run_sass

        sm = ns.sm if ns.sm is not None else sm_number(dev.config.isa)  # h100: sm_90a -> 90
    with show_progress():
        try:
            results = run_sass(launch, sm) if sass else launch.run()
        except MemoryError:
            raise UsageError(f"--size {ns.size}: the simulation's state does not fit in memory") from None
    check = launch.check()
    if ns.record:
        _save_traces(results, ns.record)
    if ns.plot:
        from tcsim.bench.plots import hmma_timeline
        trace = [x for r in results if r.timing is not None for x in r.timing.trace]
        try:
            n = hmma_timeline(trace, ns.plot, f"{target} on {ns.arch}: HMMA micro-ops of one warp")
        except ValueError as e:
            raise UsageError(str(e)) from None
        print(f"saved a timeline of {n} micro-ops to {ns.plot}", file=sys.stderr)
    # a cycles-only sampled run (--sample-option results=false) asked for no outputs: nothing
    # was compared, which is neither a pass nor a failure
    verdict = "PASS" if check.ok else "FAIL" if check.computed else "NOT CHECKED"
    extra = {"arch": ns.arch, "kernel": target, "size": size, "verdict": verdict, "message": check.message}
    if sass:
        extra["sass"] = f"sm_{sm}"
    if ns.save:
        extra["saved"] = {"path": ns.save, "arrays": save_arrays(ns.save, before, {k: a.get() for k, a in named.items()})}
    report(results, time.perf_counter() - t0, ns.json, extra)
    if not ns.json:
        style = {"PASS": "bold green", "FAIL": "bold red"}.get(verdict, "bold yellow")
        against = " (vs numpy)" if check.computed else ""
        console().print(f"[{style}]{verdict}[/] {target} size={size}: {check.message}{against}")
        if ns.save:
            print(f"saved {len(extra['saved']['arrays'])} arrays to {ns.save}: {', '.join(extra['saved']['arrays'])}")
    return 1 if verdict == "FAIL" else 0


def _save_traces(results, path: str) -> None:
    from tcsim.timing.replay import save_all

    traces = [r.trace for r in results if getattr(r, "trace", None) is not None]
    n = save_all(traces, path)
    print(f"recorded {len(traces)} launch(es) to {path} ({n / 2**20:.1f} MiB)", file=sys.stderr)


def _replay(ns, dev) -> int:
    """``tcsim run --replay FILE``: the recorded launches timed on this config."""
    from tcsim.timing.replay import load

    others = [f"a kernel ({ns.target})"] if ns.target else []
    others += [f"--{k.replace('_', '-')}" for k in ("size", "kernel", "grid", "block", "arg", "record", "plot", "save")
               if getattr(ns, k, None)]
    others += ["--sample"] if ns.sample else []
    if others:
        raise UsageError(f"--replay takes the launches from its file: {', '.join(others)} cannot be given with it")
    t0 = time.perf_counter()
    results = [dev.replay(t) for t in load(ns.replay)]
    report(results, time.perf_counter() - t0, ns.json, {"arch": ns.arch, "replay": ns.replay})
    return 0


def _run_file(ns, dev, target: str, rng, t0: float) -> int:
    """``tcsim run FILE.ptx|FILE.s --grid G --block B --arg ...``."""
    import tcsim

    amd = dev.config.vendor == "amd"
    path = Path(target)
    if not path.is_file():
        raise UsageError(f"{target}: no such file" if not path.exists() else f"{target}: not a file")
    if ns.size is not None:
        raise UsageError("--size is for bundled kernels; a file's kernel takes --grid, --block and --arg")
    if not ns.grid or not ns.block:
        raise UsageError("running a PTX or assembly file needs --grid and --block (and --arg for each parameter; "
                         "--kernel when the file has several kernels)")
    if amd and ns.registers is not None:
        raise UsageError("--registers is for PTX kernels (AMD code objects state their register counts)")
    cubin = path.suffix == ".cubin"
    mod = dev.load_asm(path) if amd else dev.load_cubin(path) if cubin else dev.load_ptx(path)
    kernels = list(mod.module.kernels) if amd else mod.kernels() if cubin else [k.name for k in mod.module.kernels()]
    name = ns.kernel
    if name is None:
        if len(kernels) != 1:
            raise UsageError(f"{target} has {len(kernels)} kernels; name one with --kernel "
                             f"({', '.join(kernels) or 'none'})")
        name = kernels[0]
    f = mod.get_function(name)
    grid, block = dims(ns.grid, "--grid"), dims(ns.block, "--block")
    vals = [parse_arg(dev, a, rng) for a in ns.arg or []]
    params = [a.name for a in f.kernel.user_args] if amd else \
        [f"param_{i}" for i in range(len(f.kernel.params))] if cubin else [p.name for p in f.func.params]
    names = param_names(params + [None] * (len(vals) - len(params)), name)
    named = {n: v for n, (v, _) in zip(names, vals) if isinstance(v, tcsim.DeviceArray)}
    before = {k: a.get() for k, a in named.items()} if ns.save else {}
    extra_opts = {} if amd or cubin else {"registers": ns.registers}
    if cubin and ns.registers is not None:
        raise UsageError("--registers is for PTX kernels (a cubin states its register count)")
    with show_progress():
        try:
            res = f(grid, block, tuple(v for v, _ in vals), shared_mem=ns.shared_mem, **extra_opts)
        except MemoryError:
            raise UsageError(f"--grid {ns.grid} --block {ns.block}: the simulation's state does not fit in "
                             "memory") from None
    after = {k: a.get() for k, a in named.items()}
    if ns.record:
        _save_traces([res], ns.record)
    extra = {"arch": ns.arch, ("asm" if amd else "cubin" if cubin else "ptx"): target, "kernel": name}
    if ns.save:
        extra["saved"] = {"path": ns.save, "arrays": save_arrays(ns.save, before, after)}
    report([res], time.perf_counter() - t0, ns.json, extra)
    if ns.save and not ns.json:  # with --json, stdout is the JSON document only
        print(f"saved {len(extra['saved']['arrays'])} arrays to {ns.save}: {', '.join(extra['saved']['arrays'])}")
    elif not ns.json:
        with np.printoptions(threshold=ns.show, edgeitems=max(ns.show // 2, 1)):
            for k, a in after.items():
                print(f"{k} = {a}")
    return 0


def _asm_target(target: str | None) -> str | None:
    """The gfx target of an AMDGPU assembly file (its ``.amdgcn_target``), else None."""
    import re

    if not target or not Path(target).is_file() or target.endswith(".ptx"):
        return None
    try:
        with open(target, encoding="utf-8", errors="replace") as f:
            head = f.read(1 << 16)
    except OSError:
        return None
    m = re.search(r'\.amdgcn_target\s+"amdgcn-amd-amdhsa--(gfx\w+)', head)
    return m.group(1) if m else None


def check_fits(size, text, option: str = "--size") -> None:
    """Refuse a bundled kernel's size whose arrays cannot fit in the host's free memory (an
    estimate: the inputs and outputs, their device copies and numpy's reference), instead
    of paging for hours or being killed."""
    dims_ = (size,) if isinstance(size, int) else tuple(size)
    if len(dims_) == 3:
        m, n, k = dims_
        elements = m * k + k * n + m * n
    else:
        elements = int(np.prod(dims_, dtype=object))
    need = elements * 4 * 4  # 4-byte elements, ~4 copies
    free = _free_memory()
    if free is not None and need > free:
        raise UsageError(f"{option} {text}: needs about {need / 2**30:.1f} GiB of memory; {free / 2**30:.1f} GiB is free")


def _free_memory() -> int | None:
    """Bytes of memory available (Linux /proc/meminfo MemAvailable), else None."""
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def _bundled_arrays(launch, target: str, dev) -> dict:
    """The device arrays a bundled kernel's calls pass, named by the kernel's parameters."""
    import tcsim
    from tcsim import kernels

    spec = kernels.get(target)
    if spec.vendor == "amd":
        from tcsim.isa.amdgpu import parse

        k = parse(kernels.asm_path(target, dev.config.isa).read_text(), target).kernels[spec.symbol]
        params = [a.name for a in k.user_args]
    else:
        from tcsim.isa.ptx import parse

        params = [p.name for p in parse(kernels.ptx_text(target), target).functions[spec.symbol].params]
    names = param_names(params, spec.symbol)
    out: dict = {}
    seen: set = set()
    for i, call in enumerate(launch.calls):
        for j, v in enumerate(call.args):
            if isinstance(v, tcsim.DeviceArray) and id(v) not in seen:
                seen.add(id(v))
                key = names[j] if j < len(names) else f"arg{j}"
                out[key if key not in out else f"call{i}_{key}"] = v
    return out
