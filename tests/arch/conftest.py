"""Helpers for the config tests: copies of the bundled data files with one value changed."""

from pathlib import Path

import pytest

from tcsim.arch import params

GPUS = Path(params.__file__).parent / "gpus"


def bundled_text(name: str) -> str:
    return (GPUS / f"{name}.toml").read_text()


@pytest.fixture
def edited(tmp_path):
    """``edited(name, old, new)``: the path of a copy of a bundled file with the first ``old``
    replaced by ``new`` (the test fails if ``old`` is not in the file)."""

    def make(name: str, old: str, new: str, file: str = "mine.toml") -> str:
        text = bundled_text(name)
        assert old in text, f"{old!r} not in {name}.toml"
        path = tmp_path / file
        path.write_text(text.replace(old, new, 1))
        return str(path)

    return make


@pytest.fixture
def line_of():
    """``line_of(path, fragment)``: 1-based line of the first line containing ``fragment``."""

    def find(path: str, fragment: str) -> int:
        for n, line in enumerate(Path(path).read_text().splitlines(), 1):
            if fragment in line:
                return n
        raise AssertionError(f"{fragment!r} not in {path}")

    return find
