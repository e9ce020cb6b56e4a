"""Argument types the benchmark scripts share: a bad kernel name ends in argparse's one
line (``script: error: argument --kernel: ...``, exit 2), not a traceback."""

from __future__ import annotations

import argparse


def kernel_name(name: str) -> str:
    """A bundled kernel's name (``--kernel``)."""
    from tcsim import kernels

    try:
        kernels.get(name)
    except KeyError as e:
        raise argparse.ArgumentTypeError(e.args[0]) from None
    return name


def kernel_names(text: str) -> list[str]:
    """Comma-separated bundled kernels' names (``--kernels``)."""
    return [kernel_name(k) for k in text.split(",")]
