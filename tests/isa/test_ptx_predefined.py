"""The PTX ISA's predefined identifiers: WARP_SZ and every special register load and
give their values (PTX ISA "Special Registers"; tcsim launches have no explicit clusters,
no CUDA graph and no system-reserved shared memory)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import tcsim
from tcsim.errors import PTXSyntaxError
from tcsim.isa.ptx.operands import SPECIALS

DATA = Path(__file__).resolve().parent.parent / "data" / "warpsize"

GRID, BLOCK, DYN = (2, 3, 1), (8, 4, 2), 48  # 64 threads per CTA, 6 CTAs
STATIC = 16  # bytes of the kernel's .shared array


def _kernel(name: str, t: str) -> str:
    """out[global linear thread] = the value of ``name`` (read as .t, stored as u64)."""
    if t == "pred":
        read = f"mov.pred %p1, {name};\n\tselp.u64 %rd9, 1, 0, %p1;"
    elif t == "u64":
        read = f"mov.u64 %rd9, {name};"
    else:
        read = f"mov.u32 %r9, {name};\n\tcvt.u64.u32 %rd9, %r9;"
    return f""".version 8.0
.target sm_75
.address_size 64
.visible .entry k(.param .u64 out)
{{
	.reg .pred %p<2>;
	.reg .b32 %r<12>;
	.reg .b64 %rd<12>;
	.shared .align 4 .b8 s[{STATIC}];
	ld.param.u64 %rd1, [out];
	cvta.to.global.u64 %rd2, %rd1;
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %tid.y;
	mov.u32 %r3, %tid.z;
	mad.lo.s32 %r4, %r3, 4, %r2;
	mad.lo.s32 %r4, %r4, 8, %r1;
	mov.u32 %r5, %ctaid.y;
	mad.lo.s32 %r6, %r5, 2, 0;
	mov.u32 %r7, %ctaid.x;
	add.s32 %r6, %r6, %r7;
	mad.lo.s32 %r8, %r6, 64, %r4;
	{read}
	mul.wide.u32 %rd3, %r8, 8;
	add.s64 %rd4, %rd2, %rd3;
	st.global.u64 [%rd4], %rd9;
	ret;
}}
"""


def _ids():
    """Per global thread: tid (3), ctaid (3), linear tid in the CTA."""
    n = int(np.prod(GRID)) * 64
    g = np.arange(n)
    lin, cta = g % 64, g // 64
    tid = (lin % 8, (lin // 8) % 4, lin // 32)
    ctaid = (cta % 2, cta // 2, np.zeros_like(cta))
    return tid, ctaid, lin


def _expected(name: str, dev):
    tid, ctaid, lin = _ids()
    lane = lin % 32
    comp = {"x": 0, "y": 1, "z": 2}
    base, _, c = name.partition(".")
    one = np.ones_like(lin)
    table = {
        "%tid": lambda: tid[comp[c]],
        "%ntid": lambda: one * BLOCK[comp[c]],
        "%ctaid": lambda: ctaid[comp[c]],
        "%nctaid": lambda: one * GRID[comp[c]],
        "%clusterid": lambda: ctaid[comp[c]],
        "%nclusterid": lambda: one * GRID[comp[c]],
        "%cluster_ctaid": lambda: 0 * one,
        "%cluster_nctaid": lambda: one,
        "%cluster_ctarank": lambda: 0 * one,
        "%cluster_nctarank": lambda: one,
        "%is_explicit_cluster": lambda: 0 * one,
        "%laneid": lambda: lane,
        "%warpid": lambda: lin // 32,
        "%nwarpid": lambda: one * dev.config.core.max_warps_per_sm,
        "%nsmid": lambda: one * dev.config.core.sm_count,
        "%lanemask_eq": lambda: (1 << lane) & 0xFFFFFFFF,
        "%lanemask_lt": lambda: (1 << lane) - 1,
        "%lanemask_le": lambda: (1 << (lane + 1)) - 1,
        "%lanemask_ge": lambda: ~((1 << lane) - 1) & 0xFFFFFFFF,
        "%lanemask_gt": lambda: ~((1 << (lane + 1)) - 1) & 0xFFFFFFFF,
        "%dynamic_smem_size": lambda: one * DYN,
        "%total_smem_size": lambda: one * (STATIC + DYN),
        "%aggr_smem_size": lambda: one * (STATIC + DYN),
        "%current_graph_exec": lambda: 0 * one,
        "WARP_SZ": lambda: one * 32,
    }
    if base in table:
        return table[base]()
    if base.startswith(("%reserved_smem_offset_", "%pm", "%envreg")):
        return 0 * one
    return None  # %smid, %gridid, clocks: checked for range / consistency below


def _type(name: str) -> str:
    if name == "%is_explicit_cluster":
        return "pred"
    if name in ("%clock64", "%globaltimer", "%current_graph_exec") or name.endswith("_64"):
        return "u64"
    return "u32"


@pytest.mark.parametrize("name", sorted(SPECIALS) + ["WARP_SZ"])
def test_predefined_identifier_value(name, request):
    if name != "%gridid":  # each launch has a new grid id, so the two drivers' runs differ there
        request.getfixturevalue("both_drivers")
    dev = tcsim.Device(arch="titan_v")
    mod = dev.load_ptx(_kernel(name, _type(name)))
    out = dev.zeros(int(np.prod(GRID)) * 64, np.uint64)
    mod.get_function("k")(GRID, BLOCK, [out], shared_mem=DYN)
    got = out.get()
    want = _expected(name, dev)
    if want is not None:
        np.testing.assert_array_equal(got, np.asarray(want, dtype=np.uint64), err_msg=name)
    elif name == "%smid":
        assert (got < dev.config.core.sm_count).all()
        assert (got.reshape(-1, 64) == got.reshape(-1, 64)[:, :1]).all()  # one SM per CTA
    elif name == "%gridid":
        assert got.min() == got.max() >= 1
    # clocks and timers: any value; they must load and run


def test_unknown_special_register_is_located():
    dev = tcsim.Device(arch="titan_v")
    with pytest.raises(PTXSyntaxError, match=r"<ptx>:22:\d+: unknown special register '%tid.w'"):
        dev.load_ptx(_kernel("%tid.w", "u32"))


@pytest.mark.parametrize("mode", ["functional", "timing"])
def test_nvcc_kernel_using_warpsize(mode):
    """warp_size.cu (nvcc -ptx -arch=sm_75): warpSize, %lanemask_lt, %nwarpid and
    %dynamic_smem_size, a shuffle reduction whose offsets start at warpSize/2."""
    text = (DATA / "warp_size.ptx").read_text()
    assert "WARP_SZ" in text
    dev = tcsim.Device(arch="rtx2080")
    k = dev.load_ptx(DATA / "warp_size.ptx").get_function("warp_info")
    n, block, grid = 150, 64, 3
    rng = np.random.default_rng(5)
    host_in = rng.integers(0, 1000, n).astype(np.uint32)
    d_in, d_out, d_meta = dev.array(host_in), dev.zeros(n * 6, np.uint32), dev.zeros(1, np.uint32)
    k(grid, block, [d_in, d_out, d_meta, n], shared_mem=block * 4, mode=mode)
    out = d_out.get().reshape(n, 6)
    i = np.arange(n)
    tid = i % block
    padded = np.zeros(grid * block, np.uint32)
    padded[:n] = host_in
    warp_sums = padded.reshape(-1, 32).sum(axis=1, dtype=np.uint32)
    np.testing.assert_array_equal(out[:, 0], tid % 32)
    np.testing.assert_array_equal(out[:, 1], tid // 32)
    np.testing.assert_array_equal(out[:, 2], warp_sums[i // 32])
    np.testing.assert_array_equal(out[:, 3], tid % 32)
    np.testing.assert_array_equal(out[:, 4], 32)
    np.testing.assert_array_equal(out[:, 5], block * 4)
    assert d_meta.get()[0] == 1
