"""Typed architecture parameters: every number has a unit, a description and a source.

In the spirit of gem5's ``params.py``, a parameter cannot be declared without saying what it
is; and, further, a GPU data file cannot give a value without saying where it comes from.
A data file (TOML, under ``arch/gpus/``) gives each field as ``{value = ..., source = "..."}``.
Unknown keys and missing keys are errors.
"""

from __future__ import annotations

import dataclasses
import tomllib
from dataclasses import dataclass, field, fields
from importlib import resources
from typing import Any

from tcsim.errors import ConfigError


def param(unit: str, doc: str) -> Any:
    """Declare a config field with its unit and meaning (no default: data must give it)."""
    return field(metadata={"unit": unit, "doc": doc})


@dataclass(frozen=True)
class Sourced:
    """A value and where it comes from (seed + table/figure, a public document, or
    ``derived: ...``)."""

    value: Any
    source: str


@dataclass(frozen=True)
class CoreConfig:
    """The SM-level resources that bound a launch and the functional model."""

    sm_count: int = param("SMs", "streaming multiprocessors on the chip")
    warp_size: int = param("threads", "threads per warp")
    max_threads_per_cta: int = param("threads", "largest CTA a launch may request")
    max_warps_per_sm: int = param("warps", "resident warps per SM")
    max_ctas_per_sm: int = param("CTAs", "resident CTAs per SM")
    registers_per_sm: int = param("32-bit registers", "register file size per SM")
    max_registers_per_thread: int = param("32-bit registers", "registers one thread may use")
    shared_mem_per_sm: int = param("bytes", "largest shared-memory carve-out per SM")
    max_shared_per_cta: int = param("bytes", "largest shared memory one CTA may use (opt-in)")
    default_shared_per_cta: int = param("bytes", "shared memory a CTA may use without opt-in")
    sub_cores: int = param("sub-cores", "processing blocks per SM, each with its own scheduler")
    core_clock_mhz: int = param("MHz", "SM clock used to convert cycles to time")


@dataclass(frozen=True)
class TensorConfig:
    """The matrix units' functional model (timing parameters join in the timing model)."""

    family: str = param("-", "fragment-map and micro-op family of wmma (volta | turing)")
    arithmetic: str = param("-", "tensor-core arithmetic model, a name in tcsim.matrix.numerics.MODELS")


@dataclass(frozen=True)
class GPUConfig:
    name: str = param("", "short name used on the command line")
    description: str = param("", "the board this models")
    vendor: str = param("", "nvidia or amd")
    isa: str = param("", "instruction set the GPU runs (ptx target or gfx name)")
    core: CoreConfig = param("", "SM resources")
    tensor: TensorConfig = param("", "tensor cores")
    sources: dict = field(default_factory=dict, compare=False, metadata={"unit": "", "doc": "source of every numeric field, by dotted name"})

    def source_of(self, dotted: str) -> str:
        return self.sources[dotted]

    def to_dict(self) -> dict:
        """The resolved config with the source of every value (dumped with every result)."""
        out: dict[str, Any] = {}
        for f in fields(self):
            if f.name == "sources":
                continue
            v = getattr(self, f.name)
            if dataclasses.is_dataclass(v):
                out[f.name] = {
                    g.name: {"value": getattr(v, g.name), "unit": g.metadata["unit"], "doc": g.metadata["doc"], "source": self.sources.get(f"{f.name}.{g.name}", "")}
                    for g in fields(v)
                }
            else:
                out[f.name] = v
        return out


def _build(cls, data: dict, where: str, sources: dict, prefix: str = ""):
    names = {f.name for f in fields(cls) if f.name != "sources"}
    unknown = set(data) - names
    if unknown:
        raise ConfigError(f"{where}: unknown key(s) {', '.join(sorted(prefix + k for k in unknown))}")
    missing = names - set(data)
    if missing:
        raise ConfigError(f"{where}: missing key(s) {', '.join(sorted(prefix + k for k in missing))}")
    kwargs = {}
    for f in fields(cls):
        if f.name == "sources":
            continue
        v = data[f.name]
        ftype = f.type if not isinstance(f.type, str) else eval(f.type, globals())  # noqa: S307 - our own annotations
        if dataclasses.is_dataclass(ftype):
            if not isinstance(v, dict):
                raise ConfigError(f"{where}: {prefix}{f.name} must be a table")
            kwargs[f.name] = _build(ftype, v, where, sources, f"{prefix}{f.name}.")
            continue
        if isinstance(v, dict):
            if set(v) != {"value", "source"}:
                raise ConfigError(f"{where}: {prefix}{f.name} must be {{value = ..., source = \"...\"}}")
            sources[prefix + f.name] = v["source"]
            v = v["value"]
        elif f.metadata.get("unit"):
            raise ConfigError(f"{where}: {prefix}{f.name} needs a source: write {{value = {v!r}, source = \"...\"}}")
        kwargs[f.name] = v
    return cls(**kwargs)


def load_gpu(name: str) -> GPUConfig:
    """Load the named GPU (``titan_v``, ``rtx2080``, ``rtx2080ti``) from its data file."""
    path = resources.files("tcsim.arch") / "gpus" / f"{name}.toml"
    if not path.is_file():
        raise ConfigError(f"unknown architecture '{name}' (known: {', '.join(known_gpus())})")
    data = tomllib.loads(path.read_text())
    sources: dict = {}
    cfg = _build(GPUConfig, data, f"{name}.toml", sources)
    object.__setattr__(cfg, "sources", sources)
    return cfg


def known_gpus() -> list[str]:
    d = resources.files("tcsim.arch") / "gpus"
    return sorted(p.name[:-5] for p in d.iterdir() if p.name.endswith(".toml"))
