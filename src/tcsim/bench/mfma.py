"""MFMA latency microbenchmark of seed 004 (Kurzynski & Sinclair, §IV-C, Listing 1, Eq. 1).

The seed times an MFMA with inline assembly between two ``s_memtime`` reads::

    s_waitcnt lgkmcnt(0) & vmcnt(0)
    s_memtime start
    s_waitcnt lgkmcnt(0)
    v_mfma D, A, B, D        ; N back-to-back MFMAs, each accumulating into D (dependent)
    ...
    s_memtime end
    s_waitcnt lgkmcnt(0)

and derives the time of one MFMA with Eq. 1: ``T_MFMA = (T_total - T_memtime - T_inst) /
(N - 1)``, ``T_memtime = 40``, ``T_inst = 4``. :func:`listing1_asm` writes that kernel as a
complete AMDGPU assembly file for gfx90a or gfx942 (kernel descriptor and metadata as
LLVM writes them; LLVM's assembler accepts it, which a test checks when clang-19 is
installed), :func:`run` executes it on the CU timing model and applies Eq. 1.

Like the seed's chain, the N MFMAs ignore the ISA's required wait states where it asks
for some between an MFMA and a dependent one (f64 4x4x4: 4 wait states; CDNA3 2-pass
MFMAs: 2), which the hardware does not enforce; the run uses ``hazards="record"`` and
reports those violations. Published numbers: Tables II (MI200 hardware), IV (MI300
hardware), whose Expected column every N = 2..5 must reproduce exactly, and Table VI
(gem5's MI300 model with ``--mfma-scale`` 1 and 2, N = 2).
"""

from __future__ import annotations

from dataclasses import dataclass

from tcsim.arch import arch_name
from tcsim.arch.gfx import GPU_TARGET

T_MEMTIME = 40  # seed 004 Eq. 1
T_INST = 4      # seed 004 Eq. 1

#: seed 004's instruction labels -> mnemonic per ISA (LLVM's spelling for the target)
MNEMONICS = {
    "fp64_16x16x4fp64": {"gfx90a": "v_mfma_f64_16x16x4f64", "gfx942": "v_mfma_f64_16x16x4_f64"},
    "fp32_4x4x1fp32": {"gfx90a": "v_mfma_f32_4x4x1f32", "gfx942": "v_mfma_f32_4x4x1_16b_f32"},
    "fp32_16x16x4fp32": {"gfx90a": "v_mfma_f32_16x16x4f32", "gfx942": "v_mfma_f32_16x16x4_f32"},
    "fp32_16x16x16fp16": {"gfx90a": "v_mfma_f32_16x16x16f16", "gfx942": "v_mfma_f32_16x16x16_f16"},
    "i32_16x16x16i8": {"gfx90a": "v_mfma_i32_16x16x16i8"},
    "fp64_4x4x4fp64": {"gfx90a": "v_mfma_f64_4x4x4f64", "gfx942": "v_mfma_f64_4x4x4_4b_f64"},
    "fp32_4x4x4fp16": {"gfx90a": "v_mfma_f32_4x4x4f16", "gfx942": "v_mfma_f32_4x4x4_16b_f16"},
}

#: published cycles per MFMA: {arch: {label: ([N=2, 3, 4, 5], expected)}}; the real
#: hardware columns equal the Expected column in both tables
PUBLISHED = {
    "mi200": {  # seed 004 Table II (real MI200 hardware, MI210)
        "fp64_16x16x4fp64": ([32, 32, 32, 32], 32), "fp32_4x4x1fp32": ([8, 8, 8, 8], 8),
        "fp32_16x16x4fp32": ([32, 32, 32, 32], 32), "fp32_16x16x16fp16": ([32, 32, 32, 32], 32),
        "i32_16x16x16i8": ([32, 32, 32, 32], 32), "fp64_4x4x4fp64": ([16, 16, 16, 16], 16),
        "fp32_4x4x4fp16": ([8, 8, 8, 8], 8),
    },
    "mi300": {  # seed 004 Table IV (real MI300 hardware)
        "fp64_16x16x4fp64": ([32, 32, 32, 32], 32), "fp32_4x4x1fp32": ([8, 8, 8, 8], 8),
        "fp32_16x16x4fp32": ([32, 32, 32, 32], 32), "fp32_16x16x16fp16": ([16, 16, 16, 16], 16),
        "fp64_4x4x4fp64": ([16, 16, 16, 16], 16), "fp32_4x4x4fp16": ([8, 8, 8, 8], 8),
    },
}
SOURCE = {"mi200": "seed 004 Table II", "mi300": "seed 004 Table IV"}
#: seed 004 Table VI: gem5's MI300 model, N = 2, --mfma-scale 1 and 2
TABLE_VI = {
    "fp64_16x16x4fp64": (32, 63), "fp32_4x4x1fp32": (7.5, 16), "fp32_16x16x4fp32": (32, 65),
    "fp32_16x16x16fp16": (15, 33), "fp64_4x4x4fp64": (16, 32), "fp32_4x4x4fp16": (8, 16),
}
NS = (2, 3, 4, 5)
ISA = GPU_TARGET


def _vregs(first: int, count: int) -> str:
    return f"v{first}" if count == 1 else f"v[{first}:{first + count - 1}]"


_STORE = {1: "global_store_dword", 2: "global_store_dwordx2", 3: "global_store_dwordx3", 4: "global_store_dwordx4"}


def kernel_asm(isa: str, kernel: str, body: list[str], vgprs: int, sgprs: int = 12, nargs: int = 3,
               lds: int = 0, block: int = 64) -> str:
    """A complete AMDGPU assembly file around ``body`` (instruction lines), as LLVM writes
    one: kernel ``kernel(void *arg0, ..., void *arg{nargs-1})`` (global pointers; the
    kernarg segment pointer in s[0:1], workgroup id x in s2), ``vgprs`` VGPRs and
    ``sgprs`` SGPRs in use, ``lds`` bytes of LDS, up to ``block`` work-items."""
    acc = -(-vgprs // 4) * 4
    lines = [
        "\t.text", f'\t.amdgcn_target "amdgcn-amd-amdhsa--{isa}"', "\t.amdhsa_code_object_version 5",
        f"\t.protected\t{kernel}", f"\t.globl\t{kernel}", "\t.p2align\t8", f"\t.type\t{kernel},@function",
        f"{kernel}:", *body,
        "\t.section\t.rodata,\"a\",@progbits", "\t.p2align\t6, 0x0", f"\t.amdhsa_kernel {kernel}",
        f"\t\t.amdhsa_group_segment_fixed_size {lds}", "\t\t.amdhsa_private_segment_fixed_size 0",
        f"\t\t.amdhsa_kernarg_size {8 * nargs}", "\t\t.amdhsa_user_sgpr_count 2",
        "\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1", "\t\t.amdhsa_system_sgpr_workgroup_id_x 1",
        "\t\t.amdhsa_system_vgpr_workitem_id 0", f"\t\t.amdhsa_next_free_vgpr {vgprs}",
        f"\t\t.amdhsa_next_free_sgpr {sgprs}", f"\t\t.amdhsa_accum_offset {acc}", "\t.end_amdhsa_kernel",
        "\t.text", ".Lfunc_end0:", f"\t.size\t{kernel}, .Lfunc_end0-{kernel}",
        "\t.amdgpu_metadata", "---", "amdhsa.kernels:", "  - .agpr_count:     0", "    .args:",
    ]
    for i in range(nargs):
        lines += ["      - .address_space:  global", f"        .offset:         {8 * i}", "        .size:           8",
                  "        .value_kind:     global_buffer"]
    lines += [
        f"    .group_segment_fixed_size: {lds}", "    .kernarg_segment_align: 8",
        f"    .kernarg_segment_size: {8 * nargs}", f"    .max_flat_workgroup_size: {block}",
        f"    .name:           {kernel}", "    .private_segment_fixed_size: 0", f"    .sgpr_count:     {sgprs + 6}",
        f"    .symbol:         {kernel}.kd", f"    .vgpr_count:     {vgprs}", "    .wavefront_size: 64",
        f"amdhsa.target:   amdgcn-amd-amdhsa--{isa}", "amdhsa.version:", "  - 1", "  - 2", "...", "",
        "\t.end_amdgpu_metadata", "",
    ]
    return "\n".join(lines)


def listing1_asm(isa: str, mnemonic: str, n: int, kernel: str = "listing1") -> str:
    """Listing 1 as a complete AMDGPU assembly file: ``kernel(const u32 *in, u32 *d_out,
    u64 *total)`` loads A and B per lane from ``in``, zeroes D, runs the timed region with
    ``n`` MFMAs (each ``D = A*B + D``) and stores D (register r of lane l at
    ``d_out[c_regs * l + r]``) and ``end - start``. A sparse ``v_smfmac_*`` (gfx942)
    accumulates into D by definition; its index VGPR selects k 0 and 1 of every group."""
    from tcsim.matrix import mfma

    if n < 1:
        raise ValueError("the chain needs at least one MFMA")
    spec = mfma.lookup(isa, mnemonic)
    na, nb, nc = spec.a_regs, spec.b_regs, spec.c_regs
    va, vb, vd = 2, 2 + na, 2 + na + nb
    nv = vd + nc + 2 * spec.sparse      # + the sparsity-index VGPR (tuples stay even-aligned)
    load = {1: "global_load_dword", 2: "global_load_dwordx2", 4: "global_load_dwordx4"}
    d = _vregs(vd, nc)
    src_c = f"v{vd + nc}" if spec.sparse else d
    body = [
        "\ts_load_dwordx4 s[4:7], s[0:1], 0x0",
        "\ts_load_dwordx2 s[8:9], s[0:1], 0x10",
        f"\tv_lshlrev_b32_e32 v1, {2 if na == 1 else 3}, v0",
        "\ts_waitcnt lgkmcnt(0)",
        f"\t{load[na]} {_vregs(va, na)}, v1, s[4:5]",
        f"\t{load[nb]} {_vregs(vb, nb)}, v1, s[4:5] offset:{64 * 4 * na}",
        *(f"\tv_mov_b32_e32 v{vd + r}, 0" for r in range(nc)),
        *([f"\tv_mov_b32_e32 {src_c}, 0x44444444"] if spec.sparse else []),
        f"\tv_mul_u32_u24_e32 v1, {4 * nc}, v0",
        # the timed region (seed 004 Listing 1)
        "\t;;#ASMSTART", "\ts_waitcnt vmcnt(0) lgkmcnt(0)", "\ts_memtime s[2:3]", "\ts_waitcnt lgkmcnt(0)",
        *([f"\t{mnemonic} {d}, {_vregs(va, na)}, {_vregs(vb, nb)}, {src_c}"] * n),
        "\ts_memtime s[10:11]", "\ts_waitcnt lgkmcnt(0)", "\t;;#ASMEND",
        # enough wait states (by instruction count too) before D is read
        "\ts_nop 7", "\ts_nop 7", "\ts_nop 3",
    ]
    for r in range(0, nc, 4):
        k = min(4, nc - r)
        off = f" offset:{4 * r}" if r else ""
        body.append(f"\t{_STORE[k]} v1, {_vregs(vd + r, k)}, s[6:7]{off}")
    body += [
        "\ts_sub_u32 s10, s10, s2", "\ts_subb_u32 s11, s11, s3", "\tv_mov_b32_e32 v0, 0",
        f"\tv_mov_b32_e32 v{nv}, s10", f"\tv_mov_b32_e32 v{nv + 1}, s11",
        f"\tglobal_store_dwordx2 v0, v[{nv}:{nv + 1}], s[8:9]", "\ts_endpgm",
    ]
    return kernel_asm(isa, kernel, body, nv + 2)


@dataclass
class Measurement:
    label: str
    mnemonic: str
    n: int
    total: int          # s_memtime end - start (T_total of Eq. 1)
    per_mfma: float     # Eq. 1
    hazards: int        # ISA wait-state violations in the chain (recorded, as the seed's chain has them)
    occupancy: int      # the matrix-core cycles the model charges one MFMA


def eq1(total: float, n: int) -> float:
    """seed 004 Eq. 1."""
    return (total - T_MEMTIME - T_INST) / (n - 1)


def isa_of(arch) -> str | None:
    """The ISA of a bundled AMD GPU's name or of a resolved config (None: not AMD)."""
    if isinstance(arch, str):
        return ISA.get(arch)
    return arch.isa if arch.vendor == "amd" else None


def run(arch: str, label_or_mnemonic: str, n: int, mfma_scale: float = 1.0) -> Measurement:
    """Run Listing 1 with ``n`` MFMAs on ``arch`` (timing mode) and apply Eq. 1."""
    import numpy as np

    import tcsim
    from tcsim.matrix import mfma
    from tcsim.timing.matrix_core import occupancy

    dev = tcsim.Device(arch=arch, mfma_scale=mfma_scale, hazards="record")
    isa = dev.config.isa
    if label_or_mnemonic in MNEMONICS:
        if isa not in MNEMONICS[label_or_mnemonic]:
            raise KeyError(f"{label_or_mnemonic} does not exist on {arch_name(arch)} ({isa}); seed 004 §III-A")
        mnemonic = MNEMONICS[label_or_mnemonic][isa]
        label = label_or_mnemonic
    else:
        mnemonic = mfma.lookup(isa, label_or_mnemonic).name
        label = mnemonic
    spec = mfma.lookup(isa, mnemonic)
    mod = dev.load_asm(listing1_asm(isa, mnemonic, n))
    rng = np.random.default_rng(1)
    a = dev.array(_inputs(spec, rng))
    d = dev.zeros(64 * spec.c_regs, np.uint32)
    tot = dev.zeros(1, np.int64)
    res = mod.get_function("listing1")((1,), (64,), (a, d, tot), mode="timing")
    total = int(tot.get()[0])
    return Measurement(label, mnemonic, n, total, eq1(total, n) if n > 1 else float("nan"),
                       res.timing.hazard_count, occupancy(spec, mfma_scale))


def _inputs(spec, rng):
    """Small exact inputs for A and B (the chain's result is not checked: it ignores the
    wait states, as the seed's does)."""
    import numpy as np

    words = (spec.a_regs + spec.b_regs) * 64
    if spec.a_type in ("f32", "xf32"):
        return rng.integers(-3, 4, words).astype(np.float32).view(np.uint32)
    if spec.a_type == "f64":
        return rng.integers(-3, 4, words // 2).astype(np.float64).view(np.uint32)
    if spec.a_type in ("f16",):
        return rng.integers(-3, 4, words * 2).astype(np.float16).view(np.uint32)
    return rng.integers(0, 256, words * 4).astype(np.uint8).view(np.uint32)


def table(arch: str, mfma_scale: float = 1.0) -> list[dict]:
    """Every instruction of the seed's table for ``arch`` at N = 2..5: measured (Eq. 1)
    vs published, with the error."""
    key = "mi200" if isa_of(arch) == "gfx90a" else "mi300"
    rows = []
    for label, (hw, expected) in PUBLISHED[key].items():
        ms = [run(arch, label, n, mfma_scale) for n in NS]
        want = [expected * mfma_scale] * len(NS)
        rows.append({
            "mfma": label, "mnemonic": ms[0].mnemonic, "measured": [m.per_mfma for m in ms],
            "t_total": [m.total for m in ms], "expected": want, "hardware": hw if mfma_scale == 1 else None,
            "max_error": max(abs(m.per_mfma - w) / w for m, w in zip(ms, want)),
            "hazards": [m.hazards for m in ms], "source": SOURCE[key],
        })
    return rows


def table_vi(arch: str = "mi300") -> list[dict]:
    """seed 004 Table VI (N = 2, --mfma-scale 1 and 2) against gem5's published values and
    the exact doubling."""
    rows = []
    for label, (g1, g2) in TABLE_VI.items():
        m1 = run(arch, label, 2, 1.0).per_mfma
        m2 = run(arch, label, 2, 2.0).per_mfma
        rows.append({"mfma": label, "measured": [m1, m2], "gem5": [g1, g2], "doubling": m2 / m1,
                     "error_vs_gem5": [abs(m1 - g1) / g1, abs(m2 - g2) / g2]})
    return rows
