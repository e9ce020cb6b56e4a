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

__all__ = ["GPUConfig", "config_keys", "known_gpus", "load_config", "parse_override", "parse_overrides"]
