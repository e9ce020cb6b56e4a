"""Seeded fuzzing of configs: mutated data files and random overrides either load or end in a
ConfigError (one line), and a config that loads runs a kernel to a correct result or a
tcsim error, never a Python exception from deep inside the timing model."""

import random
from pathlib import Path

import numpy as np
import pytest

import tcsim
from tcsim import kernels
from tcsim.arch import config_keys, load_config
from tcsim.arch import params as _params
from tcsim.errors import ConfigError, TcsimError

NEW_VALUES = ["-1", "0", "1", "3", "65536", "1073741824", "99999999999999999999", "0.5", "1e300", "inf", "nan",
              '"x"', "''", "true", "[1, 2]", "[]", "{a = 1}", "{}", "2024-01-01"]


def bundled_text(name: str) -> str:
    return (Path(_params.__file__).parent / "gpus" / f"{name}.toml").read_text()


def _mutant(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(lines))
        how = rng.random()
        if how < 0.6 and "value = " in lines[i]:
            head, _, tail = lines[i].partition("value = ")
            rest = tail.split(", source", 1)
            lines[i] = head + "value = " + rng.choice(NEW_VALUES) + (", source" + rest[1] if len(rest) > 1 else "")
        elif how < 0.8:
            cut = rng.randrange(len(lines[i]) + 1)
            lines[i] = lines[i][:cut] + lines[i][cut + 1:]
        else:
            lines[i] = lines[i] + rng.choice(["]", "{", '"', "=", " x = 1", "\\"])
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", ["titan_v", "rtx2080", "mi300"])
def test_mutated_files_load_or_fail_in_one_line(tmp_path, name):
    rng = random.Random(11)
    text = bundled_text(name)
    path = tmp_path / f"{name}_mutant.toml"
    rejected = 0
    for _ in range(150):
        path.write_text(_mutant(text, rng))
        try:
            load_config(str(path))
        except ConfigError as e:
            rejected += 1
            assert str(e).startswith(str(path)) and "\n" not in str(e), str(e)
    assert rejected > 100  # most mutants are wrong, so the checks did run


def _value(cfg, key):
    for part in key.split("."):
        cfg = getattr(cfg, part, None)   # None: an optional section the config does not give
    return cfg


@pytest.mark.parametrize("arch, kernel, size", [("titan_v", "vector_add", 300), ("titan_v", "wmma_gemm", (16, 16, 16)),
                                                ("titan_v", "reduce", 300), ("mi300", "amd_vector_add", 300),
                                                ("mi210", "amd_vector_add", 300)])
def test_random_overrides_run_or_fail_cleanly(arch, kernel, size):
    rng = random.Random(7)
    base = load_config(arch)
    keys = [k for k in config_keys() if k.split(".")[0] in (("amd",) if base.vendor == "amd" else ("core", "timing"))]
    numeric = [k for k in keys if type(_value(base, k)) in (int, float)]
    ran = 0
    for _ in range(12):
        ov = {}
        for k in rng.sample(numeric, 2):
            ov[k] = rng.choice([0, 1, 2, 3, 7, 64, 1 << 16, 1 << 30]) if isinstance(_value(base, k), int) \
                else rng.choice([0.001, 0.5, 1e5])
        try:
            dev = tcsim.Device(arch, config=ov)
        except ConfigError:
            continue
        dev.mode = "timing"
        try:
            launch = kernels.get(kernel).prepare(dev, size, np.random.default_rng(1))
            launch.run()
        except TcsimError:
            continue
        ok, msg, _ = launch.check()
        assert ok, (ov, msg)
        ran += 1
    assert ran > 0
