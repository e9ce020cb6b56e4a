"""What every ``tcsim`` command shares: the one-line usage error and argument helpers."""

from __future__ import annotations

import argparse

from tcsim.errors import TcsimError


class UsageError(TcsimError):
    pass


class Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one ``tcsim: error:`` line like every other error."""

    def error(self, message: str):
        sub = self.prog.split(" ", 1)[1] + " " if " " in self.prog else ""
        self.exit(2, f"tcsim: error: {message} (see 'tcsim {sub}--help')\n")


def dims(text: str, what: str) -> tuple[int, ...]:
    """``--grid 8,8``-style text (commas or x) as 1 to 3 integers."""
    try:
        out = tuple(int(x) for x in text.replace("x", ",").split(",") if x.strip())
    except ValueError:
        raise UsageError(f"{what} must be integers like 128 or 16,16 (got '{text}')") from None
    if not 1 <= len(out) <= 3:
        raise UsageError(f"{what} takes 1 to 3 dimensions (got '{text}')")
    return out


ARCH_HELP = "GPU to model: titan_v, rtx2080, rtx2080ti (NVIDIA); mi200, mi210, mi300, mi300x (AMD)"


def add_arch_options(p: argparse.ArgumentParser, default: str = "titan_v", help: str = ARCH_HELP) -> None:
    """``--arch NAME`` or ``--config FILE``, and repeated ``--set key=value`` (docs/configs.md)."""
    p.add_argument("--arch", default=None, help=f"{help} (default {default})")
    p.add_argument("--config", metavar="FILE", help="your own GPU config file (TOML, docs/configs.md) instead of --arch")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", dest="overrides",
                   help="override one config value by dotted key (repeat), e.g. --set timing.hmma.fedp_per_core=8 "
                        "(keys: tcsim config show)")
    p.set_defaults(arch_default=default)


def gpu_config(ns):
    """The config ``--arch`` / ``--config`` / ``--set`` name, checked (a ConfigError names the key).
    Sets ``ns.arch`` to its name for the messages and tables."""
    from tcsim.arch import load_config, parse_overrides

    if ns.config is not None and ns.arch is not None:
        raise UsageError(f"give --arch or --config, not both (--arch {ns.arch}, --config {ns.config})")
    overrides = parse_overrides(ns.overrides)
    if ns.config is not None:
        if not ns.config:
            raise UsageError("--config needs the path of a TOML config file")
        cfg = load_config(config_file=ns.config, overrides=overrides)
    else:
        cfg = load_config(ns.arch if ns.arch is not None else ns.arch_default, overrides)
    ns.arch = cfg.name
    return cfg


def writable(path: str | None, what: str) -> None:
    """Refuse an output path that cannot be written before a long run, not after it."""
    if path is None:
        return
    import os
    from pathlib import Path

    p = Path(path)
    if not path or p.is_dir() or path.endswith(("/", os.sep)):
        raise UsageError(f"{what} {path}: give a file name, not a directory")
    parent = p.parent if str(p.parent) else Path(".")
    if not parent.is_dir():
        raise UsageError(f"{what} {path}: no such directory {parent}")
    if p.exists() and not os.access(p, os.W_OK):
        raise UsageError(f"{what} {path}: the file is not writable")
    if not p.exists() and not os.access(parent, os.W_OK | os.X_OK):
        raise UsageError(f"{what} {path}: cannot create a file in {parent}")


def console(stderr: bool = False):
    """A rich Console: the terminal's width on a terminal, and wide enough that no table is cut
    or wrapped when the output is piped or redirected (a file has no width)."""
    import sys

    from rich.console import Console

    stream = sys.stderr if stderr else sys.stdout
    if stream.isatty():
        return Console(stderr=stderr)
    return Console(stderr=stderr, width=1000, no_color=True, highlight=False)


def progress_text(p) -> str:
    """One line of a launch's progress (runtime/progress.py Progress), the most useful first."""
    rate = p.thread_instructions / p.seconds / 1e6 if p.seconds else 0.0
    parts = [f"{p.kernel[:24]} ({p.mode}): {p.groups_done:,}/{p.groups:,} CTAs done"]
    if p.cycles is not None:
        parts.append(f"{p.cycles:,} cycles simulated")
    eta = p.eta
    parts.append(f"ETA {eta:.0f} s" if eta is not None else "ETA -")
    parts.append(f"{p.thread_instructions:,} thread-instructions ({rate:.1f} M/s)")
    return ", ".join(parts)


class _NoDisplay:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def show_progress():
    """A context in which every launch's progress is drawn on stderr — only when stderr is a
    terminal (a log file or a pipe gets nothing)."""
    import sys

    if not sys.stderr.isatty():
        return _NoDisplay()
    from contextlib import ExitStack

    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    from tcsim.runtime.progress import reporting

    bar = Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(), transient=True,
                   console=console(stderr=True))
    task = bar.add_task("simulating", total=None)
    stack = ExitStack()
    stack.enter_context(bar)
    stack.enter_context(reporting(lambda p: bar.update(task, description=progress_text(p))))
    return stack


def print_table(con, tab) -> None:
    """Print a rich Table; when the output is not a terminal its title is a plain line of
    its own (rich would wrap it to the table's width)."""
    if not con.is_terminal and tab.title:
        con.print(str(tab.title), markup=False, highlight=False)
        tab.title = None
    con.print(tab)


#: picture formats matplotlib writes (by file-name suffix)
PICTURE_SUFFIXES = (".png", ".pdf", ".svg", ".svgz", ".jpg", ".jpeg", ".eps", ".ps", ".tif", ".tiff", ".webp")


def picture_path(path: str | None, what: str) -> None:
    """An output picture's path: writable, and named with a suffix that says its format
    (matplotlib would add .png to a bare name, or fail at the end of the run on an unknown one)."""
    if path is None:
        return
    writable(path, what)
    from pathlib import Path

    suffix = Path(path).suffix.lower()
    if suffix not in PICTURE_SUFFIXES:
        raise UsageError(f"{what} {path}: name the picture with its format, e.g. .png, .pdf or .svg "
                         f"(got {suffix or 'no suffix'})")
