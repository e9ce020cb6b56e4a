"""Where a benchmark figure comes from: ``model``, ``calibrated`` or ``input`` (issue 11 item 8).

A benchmark that reproduces a published number proves little when the number was put into
the config. Every row of ``tcsim bench`` therefore says how its figure arose, decided from
the sources of the config values the figure depends on (docs/timing.md, "What a benchmark
row proves"):

* ``input``: the figure is a configured value (or plain arithmetic on configured values)
  whose source cites the very table the row is compared with — the row only shows that the
  value is wired where it belongs. A row with nothing to compare with is ``input`` when
  the figure equals a configured value.
* ``calibrated``: the figure comes out of the model, but a parameter it depends on was
  fitted to that table (the source says so, e.g. ``timing.hmma.operand_fill``).
* ``model``: no value the figure depends on cites the table it is compared with: the figure
  is a prediction.

Each benchmark names the config keys its figure depends on, split into ``inputs`` (values
the figure is set from) and ``fitted`` (parameters tuned so the model meets a number).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

MODEL, CALIBRATED, INPUT = "model", "calibrated", "input"

_SEED = re.compile(r"seed (\d{3})")
_REF = re.compile(r"(Fig(?:ure)?s?\.?|Tables?|Eq\.?|Listing|§)\s*([0-9IVX]+(?:[.\-][0-9A-Za-z]+)*(?:/[0-9IVX]+)*)")


def references(text: str) -> list[tuple[str, str]]:
    """The (seed or document, figure/table) pairs a source text cites: ``"seed 003 Table 3.1
    / Fig 3.12"`` -> ``[("003", "Table 3.1"), ("003", "Fig 3.12")]``. A document that is not
    a seed is named by its first word (``sjfeng1999/gpu-arch-microbenchmark``)."""
    out = []
    doc = None
    for m in re.finditer(rf"{_SEED.pattern}|{_REF.pattern}", text):
        if m.group(1):
            doc = m.group(1)
        elif doc is not None:  # "Tables II/IV": two references
            kind = "Fig" if m.group(2).startswith("Fig") else m.group(2).rstrip(".").removesuffix("s")
            out.extend((doc, f"{kind} {n}") for n in m.group(3).split("/"))
    if not out and text.strip() and doc is None:
        out.append((text.split()[0].rstrip(":,;"), ""))
    return out


def cites(source: str, reference: str) -> bool:
    """Does a config value's ``source`` cite a figure/table of ``reference`` (a published
    value's source)? ``Fig 9`` is cited by ``Fig 9a``; ``Table 3.1`` is not by ``Table 3.12``."""
    mine = references(source)
    for doc, ref in references(reference):
        if not ref:
            if doc and doc in source:
                return True
            continue
        base = ref.rstrip("abcdefgh")
        for d, r in mine:
            if d == doc and (r == ref or r.rstrip("abcdefgh") == base):
                return True
    return False


def value_at(cfg, key: str):
    obj = cfg
    for part in key.split("."):
        obj = getattr(obj, part)
    return obj


def how(cfg, reference: str | None, inputs: Iterable[str] = (), fitted: Iterable[str] = (),
        measured: float | None = None) -> str:
    """``input``, ``calibrated`` or ``model`` for a figure compared with ``reference`` (the
    published value's source; None: no published value) that depends on the config keys
    ``inputs`` (set from) and ``fitted`` (tuned)."""
    sources = cfg.sources
    if reference:
        if any(cites(sources.get(k, ""), reference) for k in inputs):
            return INPUT
        if any(cites(sources.get(k, ""), reference) for k in fitted):
            return CALIBRATED
        return MODEL
    if measured is not None:
        for k in inputs:
            v = value_at(cfg, k)
            vals = v if isinstance(v, (tuple, list)) else (v,)
            if any(isinstance(x, (int, float)) and abs(x - measured) < 1e-9 for x in vals):
                return INPUT
    return MODEL
