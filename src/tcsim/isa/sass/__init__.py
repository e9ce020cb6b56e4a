"""SASS front end: the machine code ptxas writes (a cubin, ELF) decoded per kernel into
instructions with their control bits (seed 003 §2) and the launch facts of ``.nv.info``.

``load_cubin(path_or_bytes)`` returns a :class:`~.ir.Cubin`. tcsim does not decode the binary
instruction encodings itself: the instruction text comes from ``nvdisasm -c`` — either the
listing committed next to the cubin (``x.cubin`` + ``x.sass``, as for the bundled kernels in
``tcsim/kernels/sass/sm_XX/``) or nvdisasm run now (:mod:`.tools`). The words and control bits
come from the cubin itself.

Layout: :mod:`.elf` (ELF64 reader), :mod:`.nvinfo` (EIATTR attributes), :mod:`.control`
(the control bits), :mod:`.listing` (nvdisasm text and operands), :mod:`.ir` (the decoded
form), :mod:`.cubin` (putting them together), :mod:`.tools` (finding ptxas / nvdisasm).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from .control import Control, decode_control
from .cubin import read_cubin
from .elf import SassFormatError, read_elf
from .ir import Cubin, SassInstr, SassKernel
from .tools import ToolMissing, disassemble

__all__ = ["load_cubin", "read_cubin", "Cubin", "SassKernel", "SassInstr", "Control", "decode_control",
           "SassFormatError", "ToolMissing", "listing_path"]


def listing_path(cubin: Path) -> Path:
    """Where a cubin's committed nvdisasm listing lives: next to it, suffix .sass."""
    return cubin.with_suffix(".sass")


def load_cubin(source: str | bytes | os.PathLike, listing: str | None = None) -> Cubin:
    """Decode a cubin given as a path or its bytes; ``listing`` is its ``nvdisasm -c`` text
    (default: ``x.sass`` next to a path, else nvdisasm is run)."""
    if isinstance(source, bytes):
        data, path = source, "<cubin>"
    else:
        p = Path(source)
        if not p.is_file():
            raise SassFormatError(f"{p}: no such file")
        data, path = p.read_bytes(), str(p)
    lpath = "<listing>"
    if listing is None and not isinstance(source, bytes) and listing_path(Path(source)).is_file():
        lp = listing_path(Path(source))
        listing, lpath = lp.read_text(), str(lp)
    if listing is None:
        sm = read_elf(data, path).sm
        if isinstance(source, bytes):
            with tempfile.NamedTemporaryFile(suffix=".cubin") as f:
                f.write(data)
                f.flush()
                listing = disassemble(f.name, sm)
        else:
            listing = disassemble(path, sm)
        lpath = f"nvdisasm of {path}"
    return read_cubin(data, listing, path, lpath)
