"""``tcsim run --record FILE`` and ``tcsim run --replay FILE --set timing.KEY=VALUE`` (issue 13
item 5, docs/sampling.md "Replays"): the replay's cycles are a full run's under the new
config, and every misuse is one ``tcsim: error:`` line."""

from __future__ import annotations

import re

import pytest
from clikit import cli


def cycles(out: str) -> int:
    return int(re.search(r"timing wmma_gemm\w*: ([\d,]+) cycles", out)[1].replace(",", ""))


@pytest.fixture(scope="module")
def trace(tmp_path_factory):
    return tmp_path_factory.mktemp("replay") / "wmma.trace"


def test_record_then_replay_under_another_timing_config_is_a_full_run_of_it(trace, capsys):
    rc, out, _ = cli(capsys, "run", "wmma_gemm", "--size", 64, "--mode", "timing", "--record", trace)
    assert rc == 0 and trace.exists()
    recorded = cycles(out)
    rc, out, _ = cli(capsys, "run", "--replay", trace, "--set", "timing.hmma.fedp_per_core=8")
    assert rc == 0
    rc, full, _ = cli(capsys, "run", "wmma_gemm", "--size", 64, "--mode", "timing", "--set", "timing.hmma.fedp_per_core=8")
    assert rc == 0 and cycles(out) == cycles(full) != recorded


@pytest.mark.parametrize("args, message", [
    (["wmma_gemm"], "--replay takes the launches from its file: a kernel (wmma_gemm) cannot be given with it"),
    (["--size", 128], "--replay takes the launches from its file: --size cannot be given with it"),
    (["--sample"], "--sample cannot be given with it"),
    (["--set", "core.sm_count=40"], "replay: 'core' differs from the recording's config; only timing.* values may change"),
    (["--arch", "mi200"], "replay: 'vendor' differs from the recording's config"),
])
def test_a_replay_refuses_what_it_cannot_honour(trace, capsys, args, message):
    if not trace.exists():
        cli(capsys, "run", "wmma_gemm", "--size", 64, "--mode", "timing", "--record", trace)
    rc, _, err = cli(capsys, "run", "--replay", trace, *args)
    assert rc != 0 and err.count("\n") == 1 and err.startswith("tcsim: error: ") and message in err, err


def test_record_needs_timing_and_no_sample(tmp_path, capsys):
    rc, _, err = cli(capsys, "run", "wmma_gemm", "--size", 64, "--mode", "functional", "--record", tmp_path / "t")
    assert rc != 0 and err == "tcsim: error: --record needs --mode timing on an NVIDIA GPU\n"
    rc, _, err = cli(capsys, "run", "wmma_gemm", "--size", 64, "--mode", "timing", "--sample", "--record", tmp_path / "t")
    assert rc != 0 and err == "tcsim: error: sampled timing cannot record or replay a trace (sample=False)\n"


def test_a_file_that_is_no_trace(tmp_path, capsys):
    (tmp_path / "x.trace").write_text("hi")
    rc, _, err = cli(capsys, "run", "--replay", tmp_path / "x.trace")
    assert rc != 0 and err.startswith(f"tcsim: error: {tmp_path / 'x.trace'}: not a tcsim trace file (") and err.count("\n") == 1
    rc, _, err = cli(capsys, "run", "--replay", tmp_path / "none.trace")
    assert rc != 0 and err == f"tcsim: error: {tmp_path / 'none.trace'}: cannot read it (No such file or directory)\n"
