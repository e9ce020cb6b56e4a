"""Seed 003 §3.5 register-bank experiments on ptxas's FFMA chain with its registers rewritten
(bench/sass_banks.py), SASS timing mode on titan_v. Exact cycles and conflict counts."""

from __future__ import annotations

import pytest

import tcsim
from tcsim.bench import sass_banks
from tcsim.kernels.sass_mode import SASS_DIR


@pytest.fixture(scope="module")
def rows():
    return {r.name: r for r in sass_banks.run("titan_v", 70, rx=(100, 101))}


def test_fig_3_8_an_odd_rx_conflicts(rows):
    """FFMA R6, R97, R99, RX: R97 and R99 are in bank 1, so an odd RX puts all three sources in
    one bank — every FFMA conflicts and costs the penalty on top of ptxas's stall count (4)."""
    even, odd = rows["Fig 3.8 FFMA R6, R97, R99, R100"], rows["Fig 3.8 FFMA R6, R97, R99, R101"]
    assert (even.conflicts, even.per_ffma, even.cycles) == (0, 4.0, 260)
    assert (odd.conflicts, odd.per_ffma, odd.cycles) == (64, 5.0, 324)
    assert tcsim.Device(arch="titan_v").config.timing.issue.bank_conflict_penalty == 5 - 4


def test_fig_3_8_reuse_serves_two_sources(rows):
    """With R97.reuse, R99.reuse only the first FFMA (an empty cache) conflicts."""
    r = rows["Fig 3.8 FFMA R6, R97.reuse, R99.reuse, R101"]
    assert (r.conflicts, r.per_ffma, r.cycles) == (1, 4.0, 261)


def test_table_1_1_rewrite_removes_the_conflicts(rows):
    """NVCC 9.0's outer product conflicts where the reuse cache does not serve an operand; Jia et
    al.'s mapping has none. The three FFMAs the seed names conflict only without the cache:
    each repeats an operand its predecessor flagged .reuse in the same slot."""
    nvcc, plain, jia = (rows[f"Table 1.1 {n}"] for n in ("NVCC 9.0", "NVCC 9.0, reuse flags cleared", "Jia et al."))
    assert (nvcc.conflicts, nvcc.cycles) == (8, 268)
    assert nvcc.conflicting[:2] == ["FFMA R16, R12, R80, R16", "FFMA R20, R80.reuse, R8, R20"]
    assert (plain.conflicts, plain.cycles) == (32, 292)
    assert (jia.conflicts, jia.cycles) == (0, 260)
    assert not set(sass_banks.SEED_NAMED) & set(nvcc.conflicting)
    assert set(sass_banks.SEED_NAMED) <= set(plain.conflicting)


def test_rewrite_sets_operands_reuse_bits_and_yield():
    k = tcsim.Device(arch="titan_v").load_cubin(SASS_DIR / "sm_70" / "sass_latency.cubin").cubin.kernels["lat_ffma_32"]
    new = sass_banks.rewrite(k, sass_banks.identical(6, 97, 99, 101, (True, False, True), 32))
    body = [i for i in sass_banks.chain_instrs(new) if i.opcode == "FFMA"]
    assert body[0].text == "FFMA R6, R97.reuse, R99, R101.reuse"
    assert (body[0].control.reuse, body[0].control.yield_bit, body[0].control.stall) == (0b101, 1, 4)
    with pytest.raises(ValueError, match="has 32 FFMAs in its chain, 64 given"):
        sass_banks.rewrite(k, sass_banks.identical(6, 97, 99, 101))
    with pytest.raises(ValueError, match="not an FFMA of four registers"):
        sass_banks.parse_ffmas("FFMA R1, R2, 3, R4;")
