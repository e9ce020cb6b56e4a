"""Immediate offsets and register tuples the gfx90a / gfx942 encodings can hold
(isa/amdgpu/validate.py): tcsim's front end accepts exactly what LLVM's assembler accepts
on a list of edge cases — checked against the recorded verdicts always, and against
llvm-mc-14 (gfx90a) and llvm-mc-19 (gfx90a, gfx942) when they are installed."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from exec.amdgpu.amdkit import source
from tcsim.errors import AsmSyntaxError
from tcsim.isa.amdgpu.parser import parse

# (line, accepted?, column of the offending token when rejected)
CASES = [
    ("global_store_dword v[0:1], v2, off offset:4095", True, None),
    ("global_store_dword v[0:1], v2, off offset:4096", False, 36),
    ("global_store_dword v[0:1], v2, off offset:-4096", True, None),
    ("global_store_dword v[0:1], v2, off offset:-4097", False, 36),
    ("global_load_dword v2, v0, s[0:1] offset:4095", True, None),
    ("global_load_dword v2, v0, s[0:1] offset:-4097", False, 34),
    ("global_atomic_add v0, v2, s[0:1] offset:4096", False, 34),
    ("global_load_dwordx4 v[2:5], v[0:1], off offset:0x1000", False, 41),
    ("flat_load_dword v2, v[0:1] offset:4095", True, None),
    ("flat_load_dword v2, v[0:1] offset:4096", False, 28),
    ("flat_load_dword v2, v[0:1] offset:-1", False, 28),
    ("flat_store_dword v[0:1], v2 offset:4095", True, None),
    ("scratch_load_dword v2, v0, off offset:4095", True, None),
    ("scratch_load_dword v2, v0, off offset:4096", False, 32),
    ("scratch_load_dword v2, v0, off offset:-4096", True, None),
    ("scratch_load_dword v2, off, s2 offset:-4097", False, 32),
    ("ds_read_b32 v1, v0 offset:65535", True, None),
    ("ds_read_b32 v1, v0 offset:65536", False, 20),
    ("ds_read_b32 v1, v0 offset:-1", False, 20),
    ("ds_write_b64 v0, v[2:3] offset:65535", True, None),
    ("ds_bpermute_b32 v1, v0, v2 offset:65536", False, 28),
    ("ds_read2_b32 v[2:3], v0 offset0:255 offset1:255", True, None),
    ("ds_read2_b32 v[2:3], v0 offset0:256 offset1:1", False, 25),
    ("ds_write2st64_b64 v0, v[2:3], v[4:5] offset0:255 offset1:256", False, 50),
    ("buffer_load_dword v1, v0, s[0:3], 0 offen offset:4095", True, None),
    ("buffer_store_dword v1, off, s[0:3], s4 offset:-1", False, 40),
    ("s_load_dword s2, s[0:1], 0xfffff", True, None),
    ("s_load_dword s2, s[0:1], 0x100000", False, 26),
    ("s_load_dword s2, s[0:1], -0x100000", True, None),
    ("s_load_dword s2, s[0:1], -0x100001", False, 26),
    ("s_load_dwordx2 s[2:3], s[0:1], 0x3", True, None),
    ("s_buffer_load_dword s2, s[0:3], 0xfffff", True, None),
    ("s_buffer_load_dword s2, s[0:3], -1", False, 33),
    # register tuples
    ("global_store_dwordx2 v0, v[25:26], s[8:9]", False, 26),
    ("global_load_dwordx3 v[2:4], v0, s[4:5]", True, None),
    ("global_load_dwordx3 v[3:5], v0, s[4:5]", False, 21),
    ("v_add_f64 v[1:2], v[2:3], v[4:5]", False, 11),
    ("v_pk_mov_b32 v[2:3], v[4:5], v[6:7] op_sel:[0,1]", True, None),
    ("ds_read_b64 v[1:2], v0", False, 13),
    ("v_mfma_f32_4x4x1f32 a[1:4], v8, v9, a[1:4]", False, 21),
    ("s_load_dwordx4 s[2:5], s[0:1], 0x0", False, 16),
    ("s_load_dwordx8 s[4:11], s[0:1], 0x0", True, None),
    ("s_load_dwordx2 s[4:5], s[1:2], 0x0", False, 24),
    ("buffer_load_dword v1, v2, s[2:5], 0 offen", False, 27),
    ("s_mov_b64 s[3:4], 0", False, 11),
]

#: LLVM accepts these but cannot encode them: MUBUF OFFSET is 12 bits and the assembler
#: keeps the low 12 (LLVM 14 and 19: offset:5000 is encoded as offset:904); tcsim follows
#: the encoding
LLVM_ACCEPTS_UNENCODABLE = [
    ("buffer_load_dword v1, off, s[0:3], s4 offset:5000", 39),
    ("buffer_load_dword v1, v0, s[0:3], 0 offen offset:4096", 43),
    ("buffer_store_dword v1, off, s[0:3], 0 offset:65535", 39),
]


def tcsim_verdict(line: str, target: str):
    """(accepted, column) of one instruction line in tcsim's front end."""
    try:
        parse(source("\t" + line, target))
    except AsmSyntaxError as e:
        m = re.match(r"<asm>:(\d+):(\d+): ", str(e))
        return False, int(m.group(2)) - 1          # the line was indented by a tab
    return True, None


@pytest.mark.parametrize("target", ["gfx90a", "gfx942"])
def test_recorded_verdicts(target):
    for line, ok, col in CASES:
        assert tcsim_verdict(line, target) == (ok, col), line
    for line, col in LLVM_ACCEPTS_UNENCODABLE:
        assert tcsim_verdict(line, target) == (False, col), line


def test_error_names_the_field_and_range():
    with pytest.raises(AsmSyntaxError, match=r"<asm>:7:37: offset:4096 does not fit the 13-bit signed offset field "
                                             r"of 'global_store_dword' \(-4096..4095 on gfx942\)"):
        parse(source("\tglobal_store_dword v[0:1], v2, off offset:4096", "gfx942"))


def _llvm(mc: str, target: str, lines: list[str]) -> list[tuple[bool, int | None]]:
    r = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={target}", "-show-encoding"], input="\n".join(lines) + "\n",
                       capture_output=True, text=True, timeout=60)
    bad = {}
    for ln in r.stderr.splitlines():
        m = re.match(r"<stdin>:(\d+):(\d+): error", ln)
        if m:
            bad[int(m.group(1))] = int(m.group(2))
    return [(i + 1 not in bad, bad.get(i + 1)) for i in range(len(lines))]


ASSEMBLERS = [("llvm-mc-14", "gfx90a"), ("llvm-mc-19", "gfx90a"), ("llvm-mc-19", "gfx942")]


@pytest.mark.parametrize("mc,target", ASSEMBLERS)
def test_llvm_agrees(mc, target):
    """tcsim accepts exactly the lines the assembler accepts (and, for the rejected ones,
    points at the token the assembler points at)."""
    if shutil.which(mc) is None:
        pytest.skip(f"{mc} not installed")
    lines = [c[0] for c in CASES]
    for (line, ok, col), llvm in zip(CASES, _llvm(mc, target, lines)):
        assert llvm[0] == ok, f"{mc} {target}: {line}: recorded {ok}, LLVM {llvm}"
        assert tcsim_verdict(line, target)[0] == llvm[0], line
        if not ok and llvm[1] != col:       # LLVM points at the whole instruction or the token
            assert llvm[1] == 1 or "[" in line, (mc, line, llvm, col)


@pytest.mark.parametrize("mc,target", ASSEMBLERS)
def test_llvm_truncates_mubuf_offsets(mc, target):
    """The documented exception: LLVM accepts these MUBUF offsets, but the encoding it
    produces holds a different offset (the value mod 4096)."""
    if shutil.which(mc) is None or shutil.which(mc.replace("-mc", "-objdump")) is None:
        pytest.skip(f"{mc} not installed")
    for line, _ in LLVM_ACCEPTS_UNENCODABLE:
        r = subprocess.run([mc, "-arch=amdgcn", f"-mcpu={target}", "-show-encoding"], input=line + "\n",
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 0, r.stderr
        enc = re.search(r"encoding: \[(.*)\]", r.stdout).group(1)
        word = int.from_bytes(bytes(int(x, 16) for x in enc.split(",")[:4]), "little")
        want = int(re.search(r"offset:(\d+)", line).group(1))
        assert word & 0xFFF == want % 4096 != want                       # truncated
