"""Typed GPU configs (docs/configs.md): ``load_config(arch, overrides)`` reads a bundled GPU
by name or your own ``.toml`` file, checks every value and applies dotted-key overrides;
``parse_override("key=value")`` reads one override as a command line gives it."""

from tcsim.arch.loader import (
    config_keys,
    known_gpus,
    load_config,
    parse_override,
    parse_overrides,
)
from tcsim.arch.params import GPUConfig


def arch_name(arch: "str | GPUConfig") -> str:
    """The name of ``arch``: a bundled GPU's name (or a .toml path) as given, or a resolved
    config's ``name`` (benchmarks key their published tables by it)."""
    return arch.name if isinstance(arch, GPUConfig) else arch


__all__ = ["GPUConfig", "arch_name", "config_keys", "known_gpus", "load_config", "parse_override", "parse_overrides"]
