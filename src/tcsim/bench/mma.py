"""mma.sync and ldmatrix microbenchmarks of Sun et al. (IEEE TPDS 2023) on tcsim (sm_80).

The kernels are those of the authors' public code (DissectingTensorCores, microbench/ubench/
mma and ubench/ldmatrix), written here as PTX: one CTA of ``warps`` warps; each warp runs a
loop of ``ILP`` independent dependent chains (``D = A B + D`` with D aliasing C;
ldmatrix: each thread's next row address is the word it just loaded) with ``bar.warp.sync``
per iteration, between two ``%clock64`` reads (the PTX loop runs four iterations per trip
and updates its counter at the top, so that the loop's own instructions are amortised as in
compiled code; the m16n8k8 f16->f16 kernel, whose loop the authors' code unrolls completely,
is straight-line code, ``FULLY_UNROLLED``). tcsim takes the slope between ``N`` and ``2N``
iterations, which cancels the clock reads and the set-up as the paper's 1024 iterations dilute them:

* latency (1 warp, ILP 1) = cycles per iteration;
* throughput = multiply-adds per cycle per SM = warps x ILP x m n k / cycles per iteration.

The published figures are in ``tcsim/validate/data/a100_published.toml``; every row says
how its tcsim figure arose (bench/how.py): ``calibrated`` when a ``timing.mma`` /
``timing.memory.shared`` parameter was fitted to that very row (its source names the row),
``model`` otherwise.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources

import numpy as np

#: (form, PTX shape, A/B type, C/D type, mma modifiers after .row.col)
FORMS = [
    ("m16n8k16 f16->f32", (16, 8, 16), "f16", "f32", "f32.f16.f16.f32"),
    ("m16n8k8 f16->f32", (16, 8, 8), "f16", "f32", "f32.f16.f16.f32"),
    ("m16n8k16 f16->f16", (16, 8, 16), "f16", "f16", "f16.f16.f16.f16"),
    ("m16n8k8 f16->f16", (16, 8, 8), "f16", "f16", "f16.f16.f16.f16"),
    ("m16n8k16 bf16->f32", (16, 8, 16), "bf16", "f32", "f32.bf16.bf16.f32"),
    ("m16n8k8 tf32->f32", (16, 8, 8), "tf32", "f32", "f32.tf32.tf32.f32"),
    ("m16n8k4 tf32->f32", (16, 8, 4), "tf32", "f32", "f32.tf32.tf32.f32"),
    ("m16n8k32 s8->s32", (16, 8, 32), "s8", "s32", "s32.s8.s8.s32"),
    ("m16n8k16 s8->s32", (16, 8, 16), "s8", "s32", "s32.s8.s8.s32"),
    ("m16n8k64 s4->s32", (16, 8, 64), "s4", "s32", "s32.s4.s4.s32"),
    ("m16n8k256 b1->s32", (16, 8, 256), "b1", "s32", "s32.b1.b1.s32.xor.popc"),
    ("m8n8k4 f64->f64", (8, 8, 4), "f64", "f64", "f64.f64.f64.f64"),
]
#: the mma.sp forms of Sun et al. Table 6 (the authors' microbench/ubench/mmasp kernels: the
#: same loop as mma.sync's, with plain ``mma.sp`` and one metadata register per chain)
SPARSE_FORMS = [
    ("m16n8k32 f16->f32", (16, 8, 32), "f16", "f32", "f32.f16.f16.f32"),
    ("m16n8k16 f16->f32", (16, 8, 16), "f16", "f32", "f32.f16.f16.f32"),
    ("m16n8k32 f16->f16", (16, 8, 32), "f16", "f16", "f16.f16.f16.f16"),
    ("m16n8k16 f16->f16", (16, 8, 16), "f16", "f16", "f16.f16.f16.f16"),
    ("m16n8k16 tf32->f32", (16, 8, 16), "tf32", "f32", "f32.tf32.tf32.f32"),
    ("m16n8k8 tf32->f32", (16, 8, 8), "tf32", "f32", "f32.tf32.tf32.f32"),
    ("m16n8k64 s8->s32", (16, 8, 64), "s8", "s32", "s32.s8.s8.s32"),
    ("m16n8k32 s8->s32", (16, 8, 32), "s8", "s32", "s32.s8.s8.s32"),
]
#: the ILP of Table 6's 4- and 8-warp points: the table gives FMA/clk/SM only, so the ILP
#: cannot be derived as Table 3's is; assumed those of the dense form of the same size (the
#: full-size forms, like m16n8k16: 3 and 2, their cycles then equal Table 3's m16n8k16 ones
#: within 1%; the half-size forms like m16n8k8: 4 and 3)
SPARSE_ILP = {"full": {4: 3, 8: 2}, "half": {4: 4, 8: 3}}
#: metadata of every chunk: stored values at columns 0 and 1 (0b0100; valid for 2:4 and tf32)
SPARSE_META = 0x44444444
_BITS = {"f16": 16, "bf16": 16, "tf32": 32, "s8": 8, "s4": 4, "b1": 1, "f64": 64}
#: iterations of the paper's loop body per trip of the PTX loop: the loop counter, compare
#: and branch are then amortised over four iterations, as in compiled code
UNROLL = 4
#: the forms whose kernel in the authors' code unrolls its timed loop completely
#: (``#pragma unroll`` on the ITERS loop of microbench/ubench/mma/mma_m16n8k8_half/
#: mma_m16n8k8_half.cu): straight-line code, no loop instructions. Every other Table 3 kernel
#: has the pragma commented out (``//#pragma unroll``) and keeps a loop (mma_m16n8k16_fp/,
#: mma_m16n8k16_half/, mma_m16n8k8_fp/, mma_m16n8k8_tf32/, mma_m16n8k32_int/,
#: mma_m16n8k64_int4/, mma_m16n8k256_int1/; sunlex0717/DissectingTensorCores).
FULLY_UNROLLED = frozenset({"m16n8k8 f16->f16"})
#: throughput sweep of the paper's code (warps per CTA) and ILP levels
WARPS = (1, 2, 4, 8, 16)
ILPS = (1, 2, 4)


def published() -> dict:
    """The published A100 figures (tcsim/validate/data/a100_published.toml)."""
    text = resources.files("tcsim.validate").joinpath("data/a100_published.toml").read_text()
    return tomllib.loads(text)


def _regs(form, sparse: bool = False) -> tuple[int, int, int, str, str]:
    """(A, B, C/D registers per thread, accumulator register class, its PTX type); a sparse
    A is the compressed m x k/2 matrix."""
    _, (m, n, k), at, ct, _ = form
    bits = _BITS[at]
    if at == "f64":
        return 1, 1, 2, "%fd", "f64"
    na, nb = m * (k // 2 if sparse else k) * bits // 1024, n * k * bits // 1024
    nc = m * n // 32 if ct != "f16" else m * n // 64
    return na, nb, nc, ("%f" if ct == "f32" else "%r"), ("f32" if ct == "f32" else "b32")


def mma_ptx(form, ilp: int, iterations: int, sparse: bool = False) -> str:
    name, (m, n, k), at, ct, mods = form
    na, nb, nc, creg, ctype = _regs(form, sparse)
    abreg = "%fd" if at == "f64" else "%r"

    def regs(pfx, lo, cnt):
        return "{" + ", ".join(f"{pfx}{lo + i}" for i in range(cnt)) + "}"

    body, init = [], []
    for j in range(ilp):
        a, b = regs(abreg, 100 + 16 * j, na), regs(abreg, 108 + 16 * j, nb)
        c = regs(creg, 200 + 8 * j, nc)
        if sparse:
            body.append(f"\tmma.sp.sync.aligned.m{m}n{n}k{k}.row.col.{mods} {c}, {a}, {b}, {c}, %r{90 + j}, 0;")
            init.append(f"\tmov.b32 %r{90 + j}, {SPARSE_META:#x};")
        else:
            body.append(f"\tmma.sync.aligned.m{m}n{n}k{k}.row.col.{mods} {c}, {a}, {b}, {c};")
        for i in range(na):
            init.append(f"\tmov.b{64 if at == 'f64' else 32} {abreg}{100 + 16 * j + i}, 0;")
        for i in range(nb):
            init.append(f"\tmov.b{64 if at == 'f64' else 32} {abreg}{108 + 16 * j + i}, 0;")
        for i in range(nc):
            init.append(f"\tmov.b{64 if ctype == 'f64' else 32} {creg}{200 + 8 * j + i}, 0;")
    nl = "\n"
    iteration = nl.join(body) + nl + chr(9) + "bar.warp.sync -1;"
    if name in FULLY_UNROLLED and not sparse:
        loop = nl.join([iteration] * iterations)
    else:
        loop = f"""LOOP:
	add.s32 %r1, %r1, {UNROLL};
	setp.lt.s32 %p1, %r1, {iterations};
{nl.join([iteration] * UNROLL)}
	@%p1 bra LOOP;"""
    return f"""// tcsim: Sun et al.'s mma.sync microbenchmark ({name}, ILP {ilp}, {iterations} iterations)
.version 7.8
.target sm_80
.address_size 64
.visible .entry mma_bench(.param .u64 p_cycles)
{{
	.reg .b32 %r<300>;
	.reg .f32 %f<300>;
	.reg .f64 %fd<300>;
	.reg .b64 %rd<10>;
	.reg .pred %p<2>;
	ld.param.u64 %rd1, [p_cycles];
{nl.join(init)}
	mov.u32 %r1, 0;
	bar.sync 0;
	mov.u64 %rd5, %clock64;
{loop}
	mov.u64 %rd6, %clock64;
	sub.s64 %rd7, %rd6, %rd5;
	st.global.u64 [%rd1], %rd7;
	ret;
}}
"""


def _cycles(arch: str, ptx: str, warps: int, init=None) -> int:
    import tcsim

    dev = tcsim.Device(arch)
    mod = dev.load_ptx(ptx)
    out = dev.array(np.zeros(2, np.int64))
    args = (out,) if init is None else (out, init(dev))
    mod.get_function("mma_bench" if init is None else "ldm_bench")((1,), (32 * warps,), args, mode="timing")
    return int(out.get()[0])


def per_iteration(arch: str, form, warps: int = 1, ilp: int = 1, n: int = 16, sparse: bool = False) -> float:
    """Cycles per iteration of the paper's loop (slope between n and 2n iterations) of warp 0."""
    c1 = _cycles(arch, mma_ptx(form, ilp, n, sparse), warps)
    c2 = _cycles(arch, mma_ptx(form, ilp, 2 * n, sparse), warps)
    return (c2 - c1) / n


@dataclass
class Row:
    what: str
    measured: float
    published: float | None
    source: str
    how: str
    unit: str = "cycles"

    @property
    def error(self) -> float | None:
        return None if self.published is None else (self.measured - self.published) / self.published


def _how(cfg, form: str, keys) -> str:
    """calibrated when a parameter the figure depends on was fitted to this row (its source
    names the form), input when the figure is a configured value citing it, else model."""
    for k in keys:
        src = cfg.sources.get(k, "")
        if form in src and src.startswith("calibrated"):
            return "calibrated"
        if form in src:
            return "input"
    return "model"


MMA_KEYS = ("timing.mma.fma_per_clk", "timing.mma.operand_regs_per_cycle", "timing.mma.fixed_latency")
#: the parameters fitted to a throughput point of Table 3 (their sources name it: "FORM at N warps")
THROUGHPUT_KEYS = ("timing.mma.same_warp_gap", "timing.mma.extra_occupancy")


def latency_rows(arch: str) -> list[Row]:
    cfg = _config(arch)
    pub = {r["form"]: r["cycles"] for r in published()["mma_latency"]["rows"]}
    src = published()["mma_latency"]["source"]
    rows = []
    for form in FORMS:
        got = per_iteration(arch, form)
        p = pub.get(form[0])
        rows.append(Row(f"mma.sync {form[0]}", got, p, src if p is not None else "", _how(cfg, form[0], MMA_KEYS)))
    return rows


def throughput_rows(arch: str, form_name: str = "m16n8k16 f16->f32", warps=WARPS, ilps=ILPS) -> list[dict]:
    """FMA per cycle per SM vs warps and ILP, with the whitepaper's peak."""
    form = next(f for f in FORMS if f[0] == form_name)
    m, n, k = form[1]
    peak = published()["peak"]["fma_per_clk_per_sm"][form[2]]
    out = []
    for w in warps:
        for ilp in ilps:
            c = per_iteration(arch, form, w, ilp, n=8)      # n: iterations (multiples of UNROLL)
            fma = w * ilp * m * n * k / c
            # at the peak the figure is the configured rate (fma_per_clk); below it, a prediction
            out.append({"form": form_name, "warps": w, "ilp": ilp, "cycles_per_iteration": c, "fma_per_clk_sm": fma,
                        "peak": peak, "fraction_of_peak": fma / peak,
                        "how": "input" if abs(fma - peak) < 1e-9 else "model"})
    return out


def table3_throughput_rows(arch: str) -> list[Row]:
    """Sun et al. Table 3's 4- and 8-warp points (cycles per iteration at the derived ILP)
    beside tcsim's: ``calibrated`` for the points ``same_warp_gap`` and ``extra_occupancy``
    were fitted to (their sources name the form and the warp count), ``model`` for the others."""
    cfg = _config(arch)
    data = published()["mma_throughput"]
    fitted_to = [src for src in (cfg.sources.get(k, "") for k in THROUGHPUT_KEYS) if src.startswith("calibrated")]
    forms = {f[0]: f for f in FORMS}
    rows = []
    for r in data["rows"]:
        form = forms[r["form"]]
        got = per_iteration(arch, form, r["warps"], r["ilp"], n=8)
        fitted = any(f"{r['form']} at {r['warps']} warps" in src for src in fitted_to)
        rows.append(Row(f"mma.sync {r['form']}, {r['warps']} warps, ILP {r['ilp']}", got, r["cycles"],
                        data["source"], "calibrated" if fitted else "model", "cycles/iteration"))
    return rows


def _sparse_size(form) -> str:
    """``full`` for the sparse forms of the dense native size (m16n8k32 f16, k16 tf32, k64 s8:
    HMMA.SP.16832 ...), ``half`` for the others."""
    (m, n, k), at = form[1], form[2]
    return "full" if m * n * k * _BITS[at] == 16 * 8 * 32 * 16 else "half"


def table6_rows(arch: str) -> tuple[list[Row], list[Row]]:
    """Sun et al. Table 6 (mma.sp on A100) beside tcsim: latency (1 warp, ILP 1) and FMA per
    cycle per SM at 4 and 8 warps (full K counted, as the paper does). The sparse operand rule
    (registers of the dense MMA of half the K, timing/ampere_mma.py) was chosen on the
    latencies: ``calibrated``; the throughputs follow from the 2x rate (whitepaper) and
    ptxas's 6-cycle spacing of the half-size forms: ``model``."""
    data = published()["mma_sp"]
    forms = {f[0]: f for f in SPARSE_FORMS}
    lat, tput = [], []
    for r in data["rows"]:
        form = forms[r["form"]]
        lat.append(Row(f"mma.sp {r['form']}", per_iteration(arch, form, sparse=True), r["cycles"], data["source"],
                       "calibrated"))
        m, n, k = form[1]
        for warps, pub in ((4, r["fma_4warps"]), (8, r["fma_8warps"])):
            ilp = SPARSE_ILP[_sparse_size(form)][warps]
            c = per_iteration(arch, form, warps, ilp, n=8, sparse=True)
            tput.append(Row(f"mma.sp {r['form']}, {warps} warps, ILP {ilp} (assumed)", warps * ilp * m * n * k / c, pub,
                            data["source"], "model", "FMA/clk/SM"))
    return lat, tput


# ---------------------------------------------------------------------- ldmatrix
def ldmatrix_ptx(num: int, iterations: int) -> str:
    """Each thread chases its own row address: the table puts, at word w of row j, the
    address of row 4j + w, so thread t's first destination register (matrix 0, row t/4, word
    t%4) is the address of row t — the row it supplies. 32 rows of 16 bytes, contiguous:
    one conflict-free 128-byte wavefront per matrix."""
    dst = "{" + ", ".join(["%r1"] + [f"%r{10 + i}" for i in range(num - 1)]) + "}"
    return f"""// tcsim: Sun et al.'s ldmatrix latency microbenchmark (.x{num}, {iterations} iterations)
.version 7.8
.target sm_80
.address_size 64
.visible .entry ldm_bench(.param .u64 p_cycles, .param .u64 p_table)
{{
	.reg .b32 %r<40>;
	.reg .b64 %rd<10>;
	.reg .pred %p<2>;
	.shared .align 16 .b8 tab[512];
	ld.param.u64 %rd1, [p_cycles];
	ld.param.u64 %rd2, [p_table];
	mov.u32 %r2, %tid.x;
	mul.wide.u32 %rd3, %r2, 16;
	add.s64 %rd4, %rd2, %rd3;
	ld.global.v4.u32 {{%r3, %r4, %r5, %r6}}, [%rd4];
	mov.u32 %r7, tab;
	add.u32 %r3, %r3, %r7;
	add.u32 %r4, %r4, %r7;
	add.u32 %r5, %r5, %r7;
	add.u32 %r6, %r6, %r7;
	mul.lo.u32 %r8, %r2, 16;
	add.u32 %r9, %r7, %r8;
	st.shared.v4.u32 [%r9], {{%r3, %r4, %r5, %r6}};
	mov.u32 %r1, %r9;
	bar.sync 0;
	mov.u32 %r20, 0;
	mov.u64 %rd5, %clock64;
LOOP:
	ldmatrix.sync.aligned.m8n8.x{num}.shared.b16 {dst}, [%r1];
	bar.warp.sync -1;
	add.s32 %r20, %r20, 1;
	setp.lt.s32 %p1, %r20, {iterations};
	@%p1 bra LOOP;
	mov.u64 %rd6, %clock64;
	sub.s64 %rd7, %rd6, %rd5;
	st.global.u64 [%rd1], %rd7;
	st.global.u32 [%rd1+8], %r1;
	ret;
}}
"""


def _table(dev):
    """Word w of row j = offset of row 4j + w in the table (the kernel adds the table's
    shared address)."""
    words = np.zeros(32 * 4, np.uint32)
    for j in range(8):
        for w in range(4):
            words[4 * j + w] = 16 * (4 * j + w)
    return dev.array(words)


def ldmatrix_per_iteration(arch: str, num: int, n: int = 16) -> float:
    c1 = _cycles(arch, ldmatrix_ptx(num, n), 1, _table)
    c2 = _cycles(arch, ldmatrix_ptx(num, 2 * n), 1, _table)
    return (c2 - c1) / n


LDMATRIX_KEYS = ("timing.memory.shared.latency", "timing.memory.shared.ldmatrix_extra")


def ldmatrix_rows(arch: str) -> list[Row]:
    cfg = _config(arch)
    data = published()["ldmatrix_latency"]
    rows = []
    for r in data["rows"]:
        got = ldmatrix_per_iteration(arch, r["matrices"])
        rows.append(Row(f"ldmatrix {r['form']}", got, r["cycles"], data["source"],
                        _how(cfg, f"ldmatrix {r['form']}", LDMATRIX_KEYS)))
    return rows


def _config(arch):
    import tcsim

    return tcsim.Device(arch).config
