"""Reading GPU configs: a bundled GPU by name, a user's own TOML file, and overrides by dotted
key (docs/configs.md).

Every value, from a file or an override, is checked against its field's declared type and
check (``tcsim.arch.params.param``), then each section's consistency rules (``problems()``).
A bad value is a one-line ``ConfigError`` naming the file, line and dotted key.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
import tomllib
import types
import typing
from collections.abc import Iterable, Mapping
from dataclasses import fields
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from tcsim.arch.checks import Bad, show, typed
from tcsim.arch.params import VENDOR_SECTIONS, GPUConfig
from tcsim.errors import ConfigError

#: a bundled GPU's name (a file name under arch/gpus/ without .toml); no path separators
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
#: fields of GPUConfig that a data file does not give
_NOT_DATA = ("sources", "file")
#: a config file larger than this is not a config file
_MAX_FILE_BYTES = 1 << 20


def known_gpus() -> list[str]:
    """The bundled GPUs' names."""
    d = resources.files("tcsim.arch") / "gpus"
    return sorted(p.name[:-5] for p in d.iterdir() if p.name.endswith(".toml"))


def load_config(arch: str | None = None, overrides: Mapping[str, Any] | None = None, *,
                config_file: str | Path | None = None) -> GPUConfig:
    """The checked config of ``arch`` with ``overrides`` applied.

    ``arch`` is a bundled GPU's name (``known_gpus()``) or, when it ends in ``.toml``, the
    path of your own config file; ``config_file`` is the same as a path given as ``arch``
    (give one of the two; neither: ``titan_v``). ``overrides`` maps dotted keys to values
    (``{"timing.hmma.fedp_per_core": 8}``); each is checked like a file value and its source
    in the resolved config says ``override``. A value may also be
    ``{"value": 8, "source": "why"}``.
    """
    text, label, file = _read(arch, config_file)
    data = _parse(text, label)
    ctx = _Context(label, _key_lines(text))
    if overrides:
        _apply_overrides(data, overrides, ctx)
    _check_vendor_sections(data, ctx)
    cfg = _build(GPUConfig, data, ctx, "")
    object.__setattr__(cfg, "sources", ctx.sources)
    object.__setattr__(cfg, "file", file)
    return cfg


def read_value(raw: str, text: bool) -> Any:
    """The VALUE of a ``KEY=VALUE`` (``--set``, ``--sample-option``): plain text, or text in
    quotes, for a text field; TOML (``8``, ``26.5``, ``true``, ``[1, 2]``) for any other.
    ValueError: more than one line (TOML would read a second key), or not a TOML value."""
    if "\n" in raw or "\r" in raw:
        raise ValueError("the value must be on one line")
    if text:
        return raw[1:-1] if len(raw) >= 2 and raw[0] == raw[-1] and raw[0] in "\"'" else raw
    try:
        return tomllib.loads(f"v = {raw}")["v"]
    except tomllib.TOMLDecodeError:
        raise ValueError(f"not a value: {raw!r}") from None


def parse_override(text: str) -> tuple[str, Any]:
    """``"timing.hmma.fedp_per_core=8"`` -> ``("timing.hmma.fedp_per_core", 8)``: the value is
    read as TOML (``8``, ``26.5``, ``[1, 2]``) for numeric and array fields, as plain text for
    text fields (``timing.issue.scheduler=lrr``). Unknown keys are errors here already;
    ranges are checked by ``load_config``."""
    if not isinstance(text, str) or "=" not in text:
        raise ConfigError(f"override {show(text)}: expected key=value (e.g. timing.hmma.fedp_per_core=8)")
    key, raw = (part.strip() for part in text.split("=", 1))
    if "\n" in raw or "\r" in raw:
        raise ConfigError(f"override {key}: the value must be on one line")
    typ = _field_type(key, f"override {key}")
    try:
        return key, read_value(raw, typ is str)
    except ValueError:
        what = {int: "an integer", float: "a number", tuple: "an array like [1, 2]", dict: "a table like {a = 1}"}[typ]
        raise ConfigError(f"override {key}: must be {what}, not {show(raw)}") from None


def parse_overrides(texts: Iterable[str]) -> dict[str, Any]:
    """Several ``key=value`` strings (e.g. repeated ``--set``) as an overrides dict; a key
    given twice keeps its last value."""
    return dict(parse_override(t) for t in texts)


def config_keys() -> list[str]:
    """Every dotted key a config can give (both vendors)."""
    return _leaf_keys(GPUConfig, "")


# ------------------------------------------------------------------------- reading the file


def _read(arch: Any, config_file: Any) -> tuple[str, str, str]:
    """(text, label for messages, file name for the resolved config)."""
    if config_file is not None:
        if arch is not None:
            raise ConfigError(f"give an architecture name or a config file, not both (arch={arch!r}, config_file={str(config_file)!r})")
        return _read_user_file(config_file)
    if arch is None:
        arch = "titan_v"
    if not isinstance(arch, str):
        raise ConfigError(f"arch must be a name ({', '.join(known_gpus())}) or the path of a .toml file, not {show(arch)}")
    if arch.endswith(".toml"):
        return _read_user_file(arch)
    if not _NAME.fullmatch(arch) or arch not in known_gpus():
        pathlike = any(c in arch for c in "/\\") or arch.startswith(".")
        what = f"arch '{arch}' is not an architecture name" if pathlike else f"unknown architecture '{arch}'"
        raise ConfigError(f"{what} (known: {', '.join(known_gpus())}; your own config file: a path ending in .toml)")
    path = resources.files("tcsim.arch") / "gpus" / f"{arch}.toml"
    return path.read_text(encoding="utf-8"), f"{arch}.toml", f"tcsim/arch/gpus/{arch}.toml"


def _read_user_file(name: Any) -> tuple[str, str, str]:
    if not isinstance(name, (str, Path)):
        raise ConfigError(f"config_file must be a path, not {show(name)}")
    path = Path(name)
    try:
        if path.stat().st_size > _MAX_FILE_BYTES:
            raise ConfigError(f"{path}: {path.stat().st_size} bytes is too large for a config file")
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise ConfigError(f"{path}: cannot read config file: {e.strerror or e}") from None
    except UnicodeDecodeError:
        raise ConfigError(f"{path}: a config file must be UTF-8 text (TOML)") from None
    return text, str(path), str(path)


def _parse(text: str, label: str) -> dict:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        msg = str(e)
        m = re.fullmatch(r"(.*) \(at line (\d+), column (\d+)\)", msg)
        if m:
            raise ConfigError(f"{label}:{m[2]}:{m[3]}: TOML syntax error: {m[1]}") from None
        m = re.fullmatch(r"(.*) \(at end of document\)", msg)
        last = text.count("\n") + (not text.endswith("\n"))
        raise ConfigError(f"{label}:{last}: TOML syntax error: {m[1] if m else msg} (at the end of the file)") from None


def _key_lines(text: str) -> dict[str, int]:
    """Line of each table header and key, by dotted name (``[a.b]`` then ``c = 1`` gives
    ``a.b.c``); keys inside inline tables are found through their parent."""
    out: dict[str, int] = {}
    table = ""
    for n, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        m = re.match(r"\[\[?\s*([^\]]+?)\s*\]", s)
        if m:
            table = re.sub(r"[\s\"']", "", m[1])
            parts = table.split(".")
            for i in range(1, len(parts) + 1):  # [a.b.c] also places a.b and a (implicit tables)
                out.setdefault(".".join(parts[:i]), n)
            continue
        m = re.match(r"([A-Za-z0-9_.\"' -]+?)\s*=", s)
        if m:
            key = re.sub(r"[\s\"']", "", m[1])
            out.setdefault(f"{table}.{key}" if table else key, n)
    return out


# ------------------------------------------------------------------------- checking values


@dataclasses.dataclass
class _Context:
    label: str
    lines: dict[str, int]
    sources: dict[str, str] = dataclasses.field(default_factory=dict)
    overridden: set[str] = dataclasses.field(default_factory=set)

    def where(self, key: str) -> str:
        """``file:line: key`` of a value (or ``file: override key``)."""
        if key in self.overridden:
            return f"{self.label}: override {key}"
        parts = key.split(".")
        while parts and ".".join(parts) not in self.lines:
            parts.pop()
        line = self.lines.get(".".join(parts)) if parts else None
        place = f"{self.label}:{line}" if line else self.label
        return f"{place}: {key}" if key else place


def _check_vendor_sections(data: dict, ctx: _Context) -> None:
    vendor = data.get("vendor")
    if vendor not in VENDOR_SECTIONS:
        raise ConfigError(f"{ctx.where('vendor')}: must be one of {', '.join(VENDOR_SECTIONS)}, not {show(vendor)}")
    for v, sections in VENDOR_SECTIONS.items():
        for sec in sections:
            if v == vendor and sec not in data:
                raise ConfigError(f"{ctx.label}: a {vendor} GPU needs a [{sec}] section")
            if v != vendor and sec in data:
                raise ConfigError(f"{ctx.where(sec)}: [{sec}] is a {v} section; this is a {vendor} GPU")


def _build(cls, data: dict, ctx: _Context, prefix: str):
    own = [f for f in fields(cls) if f.name not in _NOT_DATA]
    names = {f.name for f in own}
    unknown = sorted(set(data) - names)
    if unknown:
        key = prefix + str(unknown[0])
        raise ConfigError(f"{ctx.where(key)}: unknown key{_did_you_mean(key)}"
                          + (f" (and {', '.join(prefix + str(k) for k in unknown[1:])})" if unknown[1:] else ""))
    missing = sorted(f.name for f in own if f.name not in data and not f.metadata.get("optional"))
    if missing:
        raise ConfigError(f"{ctx.where(prefix.rstrip('.'))}: missing key(s) {', '.join(prefix + k for k in missing)}")
    hints = _hints(cls)
    kwargs = {}
    for f in own:
        if f.name not in data:
            if prefix and f.metadata.get("optional"):
                _record_default(f, hints[f.name], prefix + f.name, ctx)
            continue
        key, v, typ = prefix + f.name, data[f.name], hints[f.name]
        if dataclasses.is_dataclass(typ):
            if not isinstance(v, dict):
                raise ConfigError(f"{ctx.where(key)}: must be a table ([{key}]), not {show(v)}")
            kwargs[f.name] = _build(typ, v, ctx, key + ".")
            continue
        v = _unwrap_source(v, key, f, ctx)
        try:
            v = typed(v, typ)
            f.metadata["check"](v)
        except Bad as e:
            raise ConfigError(f"{ctx.where(key)}: {e}") from None
        normalise = getattr(f.metadata["check"], "normalise", None)
        kwargs[f.name] = normalise(v) if normalise else v
    obj = cls(**kwargs)
    for problem in obj.problems() if hasattr(obj, "problems") else ():
        section = prefix.rstrip(".")
        touched = sorted(k for k in ctx.overridden if k.startswith(prefix))
        after = f" (after override of {', '.join(touched)})" if touched else ""
        raise ConfigError(f"{ctx.where(section)}: {problem}{after}" if section else f"{ctx.label}: {problem}{after}")
    return obj


def _record_default(f: dataclasses.Field, typ, key: str, ctx: _Context) -> None:
    """An optional field (or section) the file leaves out: its source says so, so that every
    key of a config still has one (the default reproduces the model without the field)."""
    if dataclasses.is_dataclass(typ):
        for k in _leaf_keys(typ, key + "."):
            ctx.sources[k] = f"not given: the optional section [{key}] is absent (the model does without it)"
    else:
        ctx.sources[key] = f"default {show(f.default)}: optional, not given (the behaviour before the field existed)"


def _unwrap_source(v: Any, key: str, f: dataclasses.Field, ctx: _Context) -> Any:
    """The value of ``{value = ..., source = "..."}``, recording its source."""
    if isinstance(v, dict) and "value" in v and "source" in v:
        if set(v) != {"value", "source"}:
            extra = ", ".join(sorted(set(v) - {"value", "source"}))
            raise ConfigError(f"{ctx.where(key)}: unexpected {extra} (write {{value = ..., source = \"...\"}})")
        if not isinstance(v["source"], str) or not v["source"].strip():
            raise ConfigError(f"{ctx.where(key)}: source must be a non-empty string saying where the value comes from")
        ctx.sources[key] = v["source"]
        return v["value"]
    if f.metadata["unit"]:
        raise ConfigError(f"{ctx.where(key)}: needs a source: write {{value = {show(v)}, source = \"...\"}}")
    return v


def _apply_overrides(data: dict, overrides: Mapping[str, Any], ctx: _Context) -> None:
    if not isinstance(overrides, Mapping):
        raise ConfigError(f"config overrides must be a dict of dotted key -> value, not {show(overrides)}")
    for key, value in overrides.items():
        if not isinstance(key, str):
            raise ConfigError(f"config overrides: keys are dotted names like 'timing.hmma.fedp_per_core', not {show(key)}")
        _field_type(key, f"{ctx.label}: override {key}")
        *parents, leaf = key.split(".")
        node = data
        for i, part in enumerate(parents):
            node = node.get(part) if isinstance(node, dict) else None
            if not isinstance(node, dict):
                table = ".".join(parents[:i + 1])
                raise ConfigError(f"{ctx.label}: override {key}: this {data.get('vendor')} GPU has no [{table}] section")
        f = next(f for f in fields(_owner(key)) if f.name == leaf)
        old = node.get(leaf)
        if isinstance(value, dict) and set(value) == {"value", "source"}:
            source, value = f"override: {value['source']}", value["value"]
        elif isinstance(old, dict) and set(old) == {"value", "source"}:
            source = f"override (was {show(old['value'])}: {old['source']})"
        else:
            source = "override" if old is None else f"override (was {show(old)})"
        node[leaf] = {"value": value, "source": source} if f.metadata["unit"] else value
        ctx.overridden.add(key)


# ------------------------------------------------------------------------- the schema


@cache
def _hints(cls) -> dict[str, Any]:
    """Field types of ``cls`` with ``X | None`` reduced to ``X``."""
    out = {}
    for name, t in typing.get_type_hints(cls).items():
        args = [a for a in typing.get_args(t) if a is not type(None)]
        out[name] = args[0] if typing.get_origin(t) in (typing.Union, types.UnionType) else t
    return out


def _owner(key: str):
    """The dataclass holding the last part of a dotted key (the key must exist)."""
    cls = GPUConfig
    for part in key.split(".")[:-1]:
        cls = _hints(cls)[part]
    return cls


def _field_type(key: str, where: str) -> type:
    """The declared type of a dotted leaf key; ``ConfigError`` at ``where`` if there is none."""
    cls, parts = GPUConfig, key.split(".")
    for i, part in enumerate(parts):
        names = {f.name for f in fields(cls) if f.name not in _NOT_DATA}
        if part not in names:
            raise ConfigError(f"{where}: unknown key{_did_you_mean(key)}")
        typ = _hints(cls)[part]
        if i == len(parts) - 1:
            if dataclasses.is_dataclass(typ):
                raise ConfigError(f"{where}: is a table; override one of its keys ({key}.{fields(typ)[0].name}, ...)")
            return typ
        if not dataclasses.is_dataclass(typ):
            raise ConfigError(f"{where}: unknown key ({'.'.join(parts[:i + 1])} is a value, not a table)")
        cls = typ
    raise ConfigError(f"{where}: empty key")


def _leaf_keys(cls, prefix: str) -> list[str]:
    out = []
    for f in fields(cls):
        if f.name in _NOT_DATA:
            continue
        typ = _hints(cls)[f.name]
        out += _leaf_keys(typ, f"{prefix}{f.name}.") if dataclasses.is_dataclass(typ) else [prefix + f.name]
    return out


def _did_you_mean(key: str) -> str:
    close = difflib.get_close_matches(key, config_keys(), n=1, cutoff=0.75)
    return f" (did you mean {close[0]}?)" if close else ""
