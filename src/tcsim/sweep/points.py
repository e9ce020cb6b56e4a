"""A spec's points: the cartesian product of kernels x sizes x archs x config values x
modes (or the spec's explicit ``[[point]]`` s), each validated before anything runs and
keyed by a hash of everything that decides its result.

The key (:func:`point_key`) hashes the kernel's code bytes (a file's text; a bundled
kernel's PTX and ptxas register count or its assembly for the arch), the entry point,
arguments, launch geometry, size, seed, the arch's *resolved* config (every value, not
just the overrides: two spellings of one design point are one point), the mode and the
tcsim version with a digest of tcsim's Python sources (:func:`tcsim_version`). Points of
one key are run once.

In the product, a kernel that cannot run on an arch (an AMD kernel on an NVIDIA GPU, an
sm_75 kernel on Volta) is left out and counted; an explicit point that cannot is an error.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import itertools
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tcsim.errors import ConfigError
from tcsim.sweep.sources import FileKernel, bundled_code, digest, dims, read_kernel_file, substitute
from tcsim.sweep.spec import KernelEntry, Spec, SpecError


@dataclass
class Point:
    """One simulation to run (picklable: it travels to the Dask worker that runs it)."""

    key: str
    spec: str
    kernel: str
    arch: str
    mode: str
    seed: int
    #: the config overrides of this point (dotted key -> value), as the spec gives them
    config: dict
    #: the arch's config with the overrides applied and checked (tcsim.arch.GPUConfig)
    resolved: Any = field(repr=False)
    #: tcsim.Device options of this point (the spec's "device.<name>" keys), e.g. {"mfma_scale": 2.0}
    device: dict = field(default_factory=dict)
    #: sampled timing's options of a timing-sampled point that differ from SampleOptions'
    #: defaults (the spec's "sample.<name>" keys), e.g. {"sms": 10}
    sample: dict = field(default_factory=dict)
    size: Any = None
    bundled: str | None = None
    language: str = "bundled"
    source: str | None = field(default=None, repr=False)
    entry: str | None = None
    grid: tuple | None = None
    block: tuple | None = None
    args: tuple[str, ...] = ()
    shared_mem: int = 0
    registers: int | None = None

    def params(self) -> dict[str, Any]:
        """The point's parameters as the database stores them."""
        return {"key": self.key, "spec": self.spec, "kernel": self.kernel, "source": self.language,
                "size": size_text(self.size), "size_n": size_n(self.size),
                "grid": "x".join(map(str, self.grid)) if self.grid else None,
                "block": "x".join(map(str, self.block)) if self.block else None,
                "args": json.dumps(list(self.args)) if self.args else None,
                "arch": self.arch, "mode": self.mode, "seed": self.seed,
                "config": json.dumps(self.config, sort_keys=True)}


@dataclass
class Expansion:
    points: list[Point]
    #: product combinations left out because the kernel cannot run on the arch
    skipped: int = 0
    #: points that were the same simulation as an earlier one (same key)
    duplicates: int = 0
    #: product combinations left out because a device option is for AMD GPUs only
    #: (:data:`AMD_ONLY`) and the arch is an NVIDIA one
    not_amd: int = 0
    #: product combinations left out because a sample option is away from its default on a
    #: point that is not sampled (another mode, or an AMD GPU): it would change nothing there
    not_sampled: int = 0


def size_text(size) -> str | None:
    if size is None:
        return None
    return str(size) if isinstance(size, int) else "x".join(map(str, size))


def size_n(size) -> int | None:
    """One number for plotting against the size: N, or the middle dimension of [M, N, K]."""
    if size is None:
        return None
    return size if isinstance(size, int) else size[1 if len(size) > 1 else 0]


@functools.cache
def tcsim_version() -> str:
    """``<version>+<digest of tcsim's Python sources>``: a point stored by a tcsim whose code
    differs (a changed timing model, even at the same version number) is not reused."""
    import tcsim

    root = Path(tcsim.__file__).parent
    h = hashlib.sha256()
    for f in sorted(root.rglob("*.py")):
        h.update(f.relative_to(root).as_posix().encode() + b"\0" + f.read_bytes() + b"\0")
    return f"{tcsim.__version__}+{h.hexdigest()[:12]}"


def config_digest(cfg) -> str:
    """A hash of every value of a resolved config (not the sources, which only document)."""
    data = {f.name: getattr(cfg, f.name) for f in dataclasses.fields(cfg) if f.name not in ("sources", "file")}
    data = {k: dataclasses.asdict(v) if dataclasses.is_dataclass(v) else v for k, v in data.items()}
    return digest(json.dumps(data, sort_keys=True, default=repr).encode())


def point_key(p: Point, code: str, cfg_digest: str) -> str:
    fields = {"code": code, "device": p.device, "entry": p.entry, "bundled": p.bundled, "size": p.size, "grid": p.grid,
              "block": p.block, "args": p.args, "shared_mem": p.shared_mem, "registers": p.registers,
              "arch": p.arch, "config": cfg_digest, "mode": p.mode, "seed": p.seed, "version": tcsim_version()}
    if p.sample:           # (only when set: the keys of every other point stay as they were)
        fields["sample"] = p.sample
    return digest(json.dumps(fields, sort_keys=True, default=list).encode())


class _Expander:
    def __init__(self, spec: Spec):
        from tcsim.sweep.modes import MODES

        self.spec = spec
        self.modes = MODES
        self.configs: dict[tuple, tuple[Any, str]] = {}
        #: the same key -> the overrides' sample options away from their defaults (checked once)
        self.samples: dict[tuple, dict] = {}
        self.files: dict[str, tuple[FileKernel, str]] = {}
        self.sizes_checked: set[tuple] = set()
        self.kernels = {k.name: k for k in spec.kernels}

    def at(self, key: str) -> str:
        return self.spec.where(key)

    def resolve(self, arch: str, overrides: dict, blame: str):
        """The checked config of ``arch`` with ``overrides`` (without the device options), and its
        digest (cached); the device options are checked by making a Device with them."""
        import tcsim
        from tcsim.arch import load_config

        ck = self._key(arch, overrides)
        if ck not in self.configs:
            config, device = split_device(overrides)
            try:
                cfg = load_config(self.arch_path(arch), config)
                tcsim.Device(cfg, **device)
            except ConfigError as e:
                culprit = next((k for k in overrides if k in str(e) or k.removeprefix("device.") in str(e)), None)
                place = self.at(f"config.{culprit}") if culprit and blame == "config" else self.at(blame)
                raise SpecError(f"{place}: on {arch}: {e}") from None
            self.samples[ck] = self.sample_options(overrides, blame)
            self.configs[ck] = (cfg, config_digest(cfg))
        return self.configs[ck]

    @staticmethod
    def _key(arch: str, overrides: dict) -> tuple:
        return arch, json.dumps(overrides, sort_keys=True, default=repr)

    def sample_of(self, arch: str, overrides: dict) -> dict:
        """The sample options :meth:`resolve` checked for ``arch`` with ``overrides``."""
        return self.samples[self._key(arch, overrides)]

    def sample_options(self, overrides: dict, blame: str) -> dict:
        """The ``sample.<name>`` values of ``overrides`` that differ from SampleOptions'
        defaults, checked as a sampled launch checks them."""
        from tcsim.errors import LaunchError
        from tcsim.timing.sampling import SampleOptions

        given = split_sample(overrides)
        try:
            SampleOptions(results=False, **given).check()
        except LaunchError as e:
            culprit = next((k for k in given if k in str(e)), None)
            place = self.at(f"config.sample.{culprit}") if culprit and blame == "config" else self.at(blame)
            raise SpecError(f"{place}: {e}") from None
        default = SampleOptions()
        return {k: v for k, v in given.items() if getattr(default, k) != v}

    def arch_path(self, arch: str) -> str:
        """A config file named by the spec is found relative to the spec, as kernel files are."""
        if arch.endswith(".toml") and not Path(arch).is_absolute():
            return str(self.spec.path.parent / arch)
        return arch

    def check_mode(self, mode: str, blame: str) -> None:
        if mode not in self.modes:
            raise SpecError(f"{self.at(blame)}: unknown mode '{mode}' (known: {', '.join(self.modes)})")

    def runs_on(self, k: KernelEntry, cfg) -> str | None:
        """Why kernel ``k`` cannot run on ``cfg`` (None: it can)."""
        gpu = f"{cfg.name} is {'an AMD' if cfg.vendor == 'amd' else 'an NVIDIA'} GPU"
        if k.file is not None:
            fk, _ = self.file(k)
            want = "nvidia" if fk.language == "ptx" else "amd"
            return None if cfg.vendor == want else f"{k.file} is {'PTX' if want == 'nvidia' else 'AMDGPU assembly'}; {gpu}"
        from tcsim import kernels
        from tcsim.arch.sm import sm_number

        spec = kernels.get(k.name)
        if spec.vendor != cfg.vendor:
            return f"{k.name} is an {'AMD' if spec.vendor == 'amd' else 'NVIDIA'} kernel; {gpu}"
        if spec.vendor == "nvidia" and spec.min_sm > (sm_number(cfg.isa) or 0):   # (sm_90a: 90)
            return f"{k.name} needs sm_{spec.min_sm} or newer; {cfg.name} is {cfg.isa}"
        return None

    def file(self, k: KernelEntry) -> tuple[FileKernel, str]:
        if k.name not in self.files:
            self.files[k.name] = read_kernel_file(k, lambda s: self.at(k.key + s))
        return self.files[k.name]

    def check_bundled(self, k: KernelEntry) -> None:
        from tcsim import kernels

        if k.file is None and k.name not in kernels.SPECS:
            raise SpecError(f"{k.where}: unknown bundled kernel '{k.name}' ('tcsim list' shows them; or give "
                            "file = \"<.ptx or .s>\" in a [[kernel]] table)")

    def check_size(self, k: KernelEntry, size, cfg, where: str) -> None:
        """A bundled kernel refuses sizes it cannot run when preparing them: prepare once per
        (kernel, size, ISA) on a throwaway device."""
        if k.file is not None or (k.name, size, cfg.isa) in self.sizes_checked:
            return
        import numpy as np

        import tcsim
        from tcsim import kernels

        try:
            kernels.get(k.name).prepare(tcsim.Device(cfg), size, np.random.default_rng(0))
        except ValueError as e:
            raise SpecError(f"{where}: {k.name} at size {size_text(size)}: {e}") from None
        except MemoryError:
            raise SpecError(f"{where}: {k.name} at size {size_text(size)}: the inputs do not fit in memory") from None
        self.sizes_checked.add((k.name, size, cfg.isa))

    def make(self, k: KernelEntry, size, arch: str, overrides: dict, mode: str, blame: str) -> Point:
        cfg, cfg_digest = self.resolve(arch, overrides, blame)
        sampled = mode == SAMPLED and cfg.vendor != "amd"
        sample = self.sample_of(arch, overrides) if sampled else {}
        if not sampled:       # (its sample options are all at their defaults here: they do not apply)
            overrides = {k: v for k, v in overrides.items() if not k.startswith("sample.")}
        p = Point("", self.spec.name, k.name, cfg.name, mode, self.spec.seed, overrides, cfg, split_device(overrides)[1],
                  sample, size=size)
        if k.file is None:
            p.bundled = k.name
            code = digest(bundled_code(k.name, cfg.isa))
            self.check_size(k, size, cfg, self.at(f"{k.key}.sizes" if k.sizes else ("sizes" if self.spec.sizes else k.key)))
        else:
            fk, entry = self.file(k)
            p.language, p.source, p.entry = fk.language, fk.text, entry
            p.grid = dims(k.grid, size, self.at(f"{k.key}.grid"))
            p.block = dims(k.block, size, self.at(f"{k.key}.block"))
            p.args = tuple(substitute(a, size, self.at(f"{k.key}.args")) for a in k.args)
            p.shared_mem, p.registers = k.shared_mem, k.registers
            _check_args(p.args, f"{self.at(k.key + '.args')}")
            code = digest(fk.text.encode())
        p.key = point_key(p, code, cfg_digest)
        return p


#: tcsim.Device options that act on AMD GPUs only, with their defaults (``tcsim run`` refuses
#: them on an NVIDIA GPU): a sweep leaves out an NVIDIA point with another value, which would
#: be the same simulation under another name
AMD_ONLY = {"device.mfma_scale": 1.0, "device.hazards": "error"}


def amd_only(cfg, overrides: dict) -> str | None:
    """The first AMD-only device option ``overrides`` sets away from its default on the
    NVIDIA GPU ``cfg``, or None."""
    if cfg.vendor == "amd":
        return None
    return next((k for k, d in AMD_ONLY.items() if k in overrides and overrides[k] != d), None)


def split_device(overrides: dict) -> tuple[dict, dict]:
    """``(config overrides, tcsim.Device options)`` of a point's ``[config]`` values (the
    sampled timing's ``sample.<name>`` options are neither: :func:`split_sample`)."""
    config = {k: v for k, v in overrides.items() if not k.startswith(("device.", "sample."))}
    return config, {k.removeprefix("device."): v for k, v in overrides.items() if k.startswith("device.")}


#: the mode the ``sample.<name>`` options act on (sweep/modes.py)
SAMPLED = "timing-sampled"


def split_sample(overrides: dict) -> dict:
    """The sampled timing's options of a point's ``[config]`` values (``sample.<name>``)."""
    return {k.removeprefix("sample."): v for k, v in overrides.items() if k.startswith("sample.")}


def not_sampled(ex: _Expander, arch: str, cfg, overrides: dict, mode: str) -> str | None:
    """The first ``sample.<name>`` option ``overrides`` sets away from its default on a point
    that is not sampled (where it changes nothing): one whose mode is not timing-sampled, or
    on an AMD GPU (whose sampled points run in full timing, sweep/modes.py); or None."""
    if mode == SAMPLED and cfg.vendor != "amd":
        return None
    away = ex.sample_of(arch, overrides)
    return f"sample.{next(iter(away))}" if away else None


def _check_args(args: tuple[str, ...], where: str) -> None:
    """Each argument in ``tcsim run --arg`` syntax; a device array's data is made on the worker."""
    import numpy as np

    from tcsim.cli.run import parse_arg

    class NoDevice:  # parse_arg checks the text; the array itself is not needed here
        def array(self, host):
            return None

    for a in args:
        if a.startswith("@"):
            raise SpecError(f"{where}: {a}: .npy arguments are not supported in sweeps (the worker may be "
                            "another machine); use TYPE[N]=rand|arange|VALUE")
        try:
            parse_arg(NoDevice(), a, np.random.default_rng(0))
        except MemoryError:
            raise SpecError(f"{where}: {a}: does not fit in memory") from None
        except Exception as e:  # UsageError: the --arg message names the argument
            raise SpecError(f"{where}: {str(e).removeprefix('--arg ')}") from None


def expand(spec: Spec) -> Expansion:
    """Every point of ``spec``, validated; raises SpecError naming the spec's line."""
    ex = _Expander(spec)
    for k in spec.kernels:
        ex.check_bundled(k)
    for m in spec.modes:
        ex.check_mode(m, "modes")
    out = Expansion([])
    if spec.points:
        for pe in spec.points:
            k = ex.kernels.get(pe.kernel) or KernelEntry(pe.kernel, pe.where, _point_key(pe.where))
            ex.check_bundled(k)
            mode = pe.mode or spec.modes[0]
            ex.check_mode(mode, "point")
            arch = pe.arch or spec.archs[0]
            cfg, _ = ex.resolve(arch, pe.config, _point_key(pe.where))
            why = ex.runs_on(k, cfg)
            if why:
                raise SpecError(f"{ex.at(_point_key(pe.where) + '.arch') if pe.arch else pe.where}: {why}")
            opt = amd_only(cfg, pe.config)
            if opt:
                raise SpecError(f"{ex.at(_point_key(pe.where) + '.config')}: {opt} is for AMD GPUs; {arch} is an "
                                "NVIDIA GPU")
            opt = not_sampled(ex, arch, cfg, pe.config, mode)
            if opt:
                raise SpecError(f"{ex.at(_point_key(pe.where) + '.config')}: {opt} acts on {SAMPLED} points of "
                                f"NVIDIA GPUs; this point is {mode} on {arch}")
            size = pe.size if pe.size is not None else _sizes_of(k, spec)[0]
            out.points.append(ex.make(k, size, arch, pe.config, mode, _point_key(pe.where)))
    else:
        if SAMPLED not in spec.modes:                # sample options and no sampled point to act on
            key = next((k for k in spec.config if k.startswith("sample.")), None)
            if key:
                raise SpecError(f"{ex.at('config.' + key)}: {key} acts on {SAMPLED} points, and the spec's modes "
                                f"({', '.join(spec.modes)}) have none")
        axes = list(spec.config)
        combos = [dict(zip(axes, values)) for values in itertools.product(*(spec.config[a] for a in axes))]
        for k in spec.kernels:
            runnable = 0
            for size, arch, overrides, mode in itertools.product(_sizes_of(k, spec), spec.archs, combos, spec.modes):
                cfg, _ = ex.resolve(arch, overrides, "config" if overrides else "archs")
                if ex.runs_on(k, cfg):
                    out.skipped += 1
                    continue
                if amd_only(cfg, overrides):
                    out.not_amd += 1
                    continue
                if not_sampled(ex, arch, cfg, overrides, mode):
                    out.not_sampled += 1
                    continue
                runnable += 1
                out.points.append(ex.make(k, size, arch, overrides, mode, "config" if overrides else "archs"))
            if not runnable:
                cfg, _ = ex.resolve(spec.archs[0], combos[0], "archs")
                raise SpecError(f"{k.where}: runs on none of the archs: {ex.runs_on(k, cfg)}")
        for key, default in AMD_ONLY.items():       # a value no point takes: the spec's mistake
            used = {json.dumps(p.config.get(key, default)) for p in out.points}
            for v in spec.config.get(key, []):
                if json.dumps(v) not in used:
                    raise SpecError(f"{ex.at('config.' + key)}: {key} = {v!r} is for AMD GPUs, and no AMD kernel "
                                    "runs on an AMD GPU of this spec")
    seen: set[str] = set()
    unique = []
    for p in out.points:
        if p.key in seen:
            out.duplicates += 1
            continue
        seen.add(p.key)
        unique.append(p)
    out.points = unique
    return out


def _sizes_of(k: KernelEntry, spec: Spec) -> list:
    if k.sizes is not None:
        return k.sizes
    if spec.sizes is not None:
        return spec.sizes
    if k.file is not None:
        return [None]  # a file's kernel without sizes: its launch as written
    from tcsim import kernels

    return [kernels.get(k.name).default_size]


def _point_key(where: str) -> str:
    """The spec key of an explicit point from its ``where`` text (``file:line: point[i]``)."""
    return where.rsplit(": ", 1)[-1]
