"""Reading a sweep spec (TOML, docs/sweeps.md) into a :class:`Spec`: what to vary, not yet
the points (``points.py`` expands and validates those).

Every mistake is a one-line :class:`SpecError` naming ``spec.toml:line: key``; the line is
found by :func:`key_lines`, a small scanner of the file's table headers and keys (tomllib
gives values, not positions).
"""

from __future__ import annotations

import difflib
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tcsim.errors import TcsimError

#: the largest spec file read (a spec is a page of TOML, not data)
MAX_SPEC_BYTES = 1 << 20

TOP_KEYS = ("name", "kernels", "kernel", "sizes", "archs", "modes", "seed", "config", "point")
KERNEL_KEYS = ("name", "file", "entry", "sizes", "grid", "block", "args", "shared_mem", "registers")
POINT_KEYS = ("kernel", "size", "arch", "mode", "config")
#: options of tcsim.Device that are not config values, swept like config keys as "device.<name>"
DEVICE_OPTIONS = ("mfma_scale", "tensor_arithmetic", "hazards")
#: the sampled timing's options (timing/sampling.py SampleOptions), swept like config keys as
#: "sample.<name>"; they act on timing-sampled points only (cycles only by definition: no
#: "results")
SAMPLE_OPTIONS = ("method", "sms", "columns", "stagger", "skip_rounds", "slice", "min_ctas_per_sm",
                  "l2_capacity", "dram", "interval", "window", "tolerance")


class SpecError(TcsimError):
    """A sweep spec that cannot run: one line naming the spec file, line and key."""


@dataclass
class KernelEntry:
    """One kernel of the spec: a bundled name, or a PTX / AMDGPU assembly file with its
    launch (grid, block, args may hold ``{n}``-style size placeholders)."""

    name: str
    where: str
    #: its place in the spec: "kernels" (the list of bundled names) or "kernel[i]"
    key: str = "kernels"
    file: Path | None = None
    entry: str | None = None
    sizes: list | None = None
    grid: Any = None
    block: Any = None
    args: list[str] = field(default_factory=list)
    shared_mem: int = 0
    registers: int | None = None


@dataclass
class PointEntry:
    """One explicit ``[[point]]``."""

    kernel: str
    size: Any
    arch: str | None
    mode: str | None
    config: dict
    where: str


@dataclass
class Spec:
    path: Path
    name: str
    kernels: list[KernelEntry]
    sizes: list | None
    archs: list[str]
    modes: list[str]
    seed: int
    #: dotted config key -> the values it takes, in the file's order
    config: dict[str, list]
    points: list[PointEntry]
    lines: dict[str, int]

    def where(self, key: str) -> str:
        return where(self.path, self.lines, key)


def key_lines(text: str) -> dict[str, int]:
    """Line of each table header and key by path: ``kernel[1].sizes`` is the key ``sizes`` of
    the second ``[[kernel]]``; ``config.timing.hmma.fedp_per_core`` a key of ``[config]``."""
    out: dict[str, int] = {}
    table = ""
    counts: dict[str, int] = {}
    for n, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        m = re.match(r"\[\[\s*([^\]]+?)\s*\]\]", s)
        if m:
            name = _unquote(m[1])
            counts[name] = counts.get(name, -1) + 1
            table = f"{name}[{counts[name]}]"
            out.setdefault(name, n)
            out.setdefault(table, n)
            continue
        m = re.match(r"\[\s*([^\]]+?)\s*\]", s)
        if m:
            table = _unquote(m[1])
            out.setdefault(table, n)
            continue
        m = re.match(r"((?:\"[^\"]*\"|'[^']*'|[A-Za-z0-9_.\- ])+?)\s*=", s)
        if m:
            key = _unquote(m[1])
            out.setdefault(f"{table}.{key}" if table else key, n)
    return out


def _unquote(s: str) -> str:
    return re.sub(r"[\s\"']", "", s)


def where(path: Path, lines: dict[str, int], key: str) -> str:
    """``spec.toml:LINE: key`` (the line of the key, else of its nearest enclosing table)."""
    probe = key
    while probe and probe not in lines:
        probe = probe.rsplit(".", 1)[0] if "." in probe else ""
    line = lines.get(probe)
    return f"{path}:{line}: {key}" if line else f"{path}: {key}"


def read_spec(path: str | Path) -> Spec:
    path = Path(path)
    try:
        if path.is_dir():
            raise SpecError(f"{path}: is a directory, not a sweep spec (TOML)")
        if path.stat().st_size > MAX_SPEC_BYTES:
            raise SpecError(f"{path}: {path.stat().st_size} bytes is too large for a sweep spec")
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SpecError(f"{path}: no such sweep spec") from None
    except OSError as e:
        raise SpecError(f"{path}: cannot read the sweep spec: {e.strerror or e}") from None
    except UnicodeDecodeError:
        raise SpecError(f"{path}: a sweep spec must be UTF-8 text (TOML)") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.fullmatch(r"(.*) \(at line (\d+), column (\d+)\)", str(e))
        if m:
            raise SpecError(f"{path}:{m[2]}:{m[3]}: TOML syntax error: {m[1]}") from None
        last = text.count("\n") + (not text.endswith("\n"))
        raise SpecError(f"{path}:{last}: TOML syntax error: {str(e).replace(' (at end of document)', '')} "
                        "(at the end of the file)") from None
    return parse_spec(data, path, key_lines(text))


def parse_spec(data: dict, path: Path, lines: dict[str, int]) -> Spec:
    def at(key: str) -> str:
        return where(path, lines, key)

    _no_unknown(data, TOP_KEYS, "", at)
    name = data.get("name", path.stem)
    if not isinstance(name, str) or not name.strip():
        raise SpecError(f"{at('name')}: must be a non-empty string")
    kernels = [KernelEntry(k, at("kernels")) for k in _str_list(data, "kernels", at, allow_missing=True)]
    tables = data.get("kernel", [])
    if not isinstance(tables, list) or not all(isinstance(t, dict) for t in tables):
        raise SpecError(f"{at('kernel')}: write each kernel as a [[kernel]] table")
    kernels += [_kernel_entry(t, f"kernel[{i}]", path, at) for i, t in enumerate(tables)]
    seen: set[str] = set()
    for k in kernels:
        if k.name in seen:
            raise SpecError(f"{k.where}: kernel '{k.name}' is listed twice (give the second a different name)")
        seen.add(k.name)
    sizes = _sizes(data["sizes"], "sizes", at) if "sizes" in data else None
    archs = _str_list(data, "archs", at) if "archs" in data else ["titan_v"]
    modes = _str_list(data, "modes", at) if "modes" in data else ["timing"]
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise SpecError(f"{at('seed')}: must be a non-negative integer, not {seed!r}")
    config = _config_axes(data.get("config", {}), at)
    points = data.get("point", [])
    if not isinstance(points, list) or not all(isinstance(p, dict) for p in points):
        raise SpecError(f"{at('point')}: write each explicit point as a [[point]] table")
    entries = [_point_entry(p, f"point[{i}]", at) for i, p in enumerate(points)]
    if not kernels:
        raise SpecError(f"{path}: the spec names no kernel (kernels = [\"wmma_gemm\"] or a [[kernel]] table)")
    return Spec(path, name.strip(), kernels, sizes, archs, modes, seed, config, entries, lines)


def _no_unknown(table: dict, known: tuple[str, ...], prefix: str, at) -> None:
    for k in table:
        if k not in known:
            close = difflib.get_close_matches(k, known, n=1)
            hint = f" (did you mean {close[0]}?)" if close else f" (known: {', '.join(known)})"
            raise SpecError(f"{at(prefix + k)}: unknown key{hint}")


def _str_list(table: dict, key: str, at, prefix: str = "", allow_missing: bool = False) -> list[str]:
    v = table.get(key, [] if allow_missing else None)
    if isinstance(v, str):
        v = [v]
    if not isinstance(v, list) or not all(isinstance(x, str) and x.strip() for x in v):
        raise SpecError(f"{at(prefix + key)}: must be a list of names like [\"a\", \"b\"], not {_show(v)}")
    if not v and not allow_missing:
        raise SpecError(f"{at(prefix + key)}: needs at least one value")
    return [x.strip() for x in v]


def _sizes(v: Any, key: str, at) -> list:
    """A list of sizes: each an integer N or a list of 1 to 3 integers (M, N, K)."""
    if isinstance(v, (int, list)) and not isinstance(v, bool) and not (isinstance(v, list) and not v):
        items = v if isinstance(v, list) else [v]
        out = []
        for s in items:
            if isinstance(s, int) and not isinstance(s, bool) and s > 0:
                out.append(s)
            elif (isinstance(s, list) and 1 <= len(s) <= 3
                  and all(isinstance(x, int) and not isinstance(x, bool) and x > 0 for x in s)):
                out.append(tuple(s))
            else:
                raise SpecError(f"{at(key)}: a size is a positive integer or [M, N, K] of them, not {_show(s)}")
        return out
    raise SpecError(f"{at(key)}: must be a list of sizes like [64, 128] or [[64, 64, 32]], not {_show(v)}")


def _kernel_entry(t: dict, prefix: str, path: Path, at) -> KernelEntry:
    _no_unknown(t, KERNEL_KEYS, prefix + ".", at)
    w = at(prefix)
    file = t.get("file")
    if file is None:
        if "name" not in t:
            raise SpecError(f"{w}: a [[kernel]] needs name = \"<bundled kernel>\" or file = \"<.ptx or .s file>\"")
        extra = [k for k in ("entry", "grid", "block", "args", "shared_mem", "registers") if k in t]
        if extra:
            raise SpecError(f"{at(prefix + '.' + extra[0])}: only for a kernel from a file; a bundled kernel sets its "
                            "own launch (give sizes)")
    elif not isinstance(file, str) or not file.strip():
        raise SpecError(f"{at(prefix + '.file')}: must be the path of a .ptx or .s file")
    name = t.get("name")
    if name is not None and (not isinstance(name, str) or not name.strip()):
        raise SpecError(f"{at(prefix + '.name')}: must be a non-empty string")
    entry = t.get("entry")
    if entry is not None and (not isinstance(entry, str) or not entry.strip()):
        raise SpecError(f"{at(prefix + '.entry')}: must be the kernel's name in the file")
    k = KernelEntry(name or "", w, prefix)
    if file is not None:
        fpath = Path(file) if Path(file).is_absolute() else path.parent / file
        k.file, k.entry = fpath, entry
        k.name = name or (f"{fpath.stem}:{entry}" if entry else fpath.stem)
        for key in ("grid", "block"):
            if key not in t:
                raise SpecError(f"{w}: a kernel from a file needs {key} (e.g. {key} = 256 or \"{{n}}/256\")")
            v = t[key]
            ok = isinstance(v, (int, str)) and not isinstance(v, bool) or (
                isinstance(v, list) and 1 <= len(v) <= 3 and all(isinstance(x, (int, str)) and not isinstance(x, bool) for x in v))
            if not ok:
                raise SpecError(f"{at(prefix + '.' + key)}: 1 to 3 dimensions, each an integer or an expression like "
                                f"\"{{n}}/256\", not {_show(v)}")
        k.grid, k.block = t["grid"], t["block"]
        k.args = _str_list(t, "args", at, prefix + ".", allow_missing=True)
        for key in ("shared_mem", "registers"):
            v = t.get(key)
            if v is not None and (isinstance(v, bool) or not isinstance(v, int) or v < 0):
                raise SpecError(f"{at(prefix + '.' + key)}: must be a non-negative integer, not {_show(v)}")
        k.shared_mem, k.registers = t.get("shared_mem", 0), t.get("registers")
    if "sizes" in t:
        k.sizes = _sizes(t["sizes"], prefix + ".sizes", at)
    return k


def sweep_keys() -> set[str]:
    """What ``[config]`` may vary: every config key, the device options as ``device.<name>``
    and the sampled timing's options as ``sample.<name>``."""
    from tcsim.arch import config_keys

    return set(config_keys()) | {f"device.{k}" for k in DEVICE_OPTIONS} | {f"sample.{k}" for k in SAMPLE_OPTIONS}


def _config_axes(table: Any, at) -> dict[str, list]:
    """``[config]``: dotted key -> list of values. Keys may be quoted (``"timing.hmma.x" = [..]``)
    or nested tables; a key whose field is itself an array takes a list of arrays. The device
    options (``device.mfma_scale``: AMD MFMA occupancy what-if, ``device.tensor_arithmetic``,
    ``device.hazards``) and the sampled timing's (``sample.sms``, ``sample.method``, ...) are
    swept the same way."""
    if not isinstance(table, dict):
        raise SpecError(f"{at('config')}: must be a table of dotted config keys and lists of values")
    leaves = sweep_keys()
    out: dict[str, list] = {}

    def walk(node: dict, prefix: str) -> None:
        for k, v in node.items():
            key = f"{prefix}{k}"
            if key not in leaves and isinstance(v, dict):
                walk(v, key + ".")
                continue
            if key not in leaves:
                close = difflib.get_close_matches(key, sorted(leaves), n=1, cutoff=0.75)
                hint = f" (did you mean {close[0]}?)" if close else " (tcsim config show --keys lists them)"
                raise SpecError(f"{at('config.' + key)}: unknown config key{hint}")
            if not isinstance(v, list) or not v:
                raise SpecError(f"{at('config.' + key)}: give a list of values to sweep, e.g. [{_show(v)}]")
            out[key] = v

    walk(table, "")
    return out


def _point_entry(p: dict, prefix: str, at) -> PointEntry:
    _no_unknown(p, POINT_KEYS, prefix + ".", at)
    w = at(prefix)
    if not isinstance(p.get("kernel"), str):
        raise SpecError(f"{w}: a [[point]] needs kernel = \"<name>\" (a bundled kernel or a [[kernel]]'s name)")
    size = p.get("size")
    if size is not None:
        size = _sizes([size], prefix + ".size", at)[0]
    for key in ("arch", "mode"):
        if key in p and (not isinstance(p[key], str) or not p[key].strip()):
            raise SpecError(f"{at(prefix + '.' + key)}: must be a name, not {_show(p[key])}")
    config = p.get("config", {})
    if not isinstance(config, dict):
        raise SpecError(f"{at(prefix + '.config')}: must be a table of dotted keys and values")
    return PointEntry(p["kernel"], size, p.get("arch"), p.get("mode"), _flatten(config), w)


def _flatten(table: dict, prefix: str = "") -> dict:
    """Nested tables as dotted keys, stopping at a config leaf (whose value may be a table)."""
    leaves = sweep_keys()
    out = {}
    for k, v in table.items():
        key = prefix + k
        if isinstance(v, dict) and key not in leaves:
            out.update(_flatten(v, key + "."))
        else:
            out[key] = v
    return out


def _show(v: Any) -> str:
    s = repr(v)
    return s if len(s) <= 40 else s[:37] + "..."
