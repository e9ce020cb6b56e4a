"""Tiny hand-written PTX kernels for instruction-semantics tests.

The kernels look like nvcc output (``.version 9.0 / .target sm_75``, ``ld.param``,
``cvta.to.global.u64``, one thread per element, registers named by class: ``%rs`` 16-bit,
``%r`` 32-bit, ``%rd`` 64-bit, ``%f`` f32, ``%fd`` f64, ``%p`` predicates).

``run_op("add.sat.s32", "s32", [a, b])`` runs ``d = add.sat.s32(a[i], b[i])`` for every
``i`` and returns ``d`` as a numpy array. Inputs are arrays (loaded per thread from global
memory) or strings (used verbatim as immediate operands). ``pred`` inputs are given as
bool arrays and ``pred`` outputs come back as bool arrays.
"""

from __future__ import annotations

import ml_dtypes
import numpy as np

import tcsim

HEADER = ".version 9.0\n.target sm_75\n.address_size 64\n"

# host dtype of a value of each PTX type (pred travels as a byte)
NP = {
    "b8": np.uint8, "u8": np.uint8, "s8": np.int8,
    "b16": np.uint16, "u16": np.uint16, "s16": np.int16, "f16": np.float16, "bf16": ml_dtypes.bfloat16,
    "b32": np.uint32, "u32": np.uint32, "s32": np.int32, "f32": np.float32,
    "f16x2": np.uint32, "bf16x2": np.uint32, "u16x2": np.uint32, "s16x2": np.uint32,
    "b64": np.uint64, "u64": np.uint64, "s64": np.int64, "f64": np.float64,
    "pred": np.uint8,
}

# register class (prefix, declared type) of each PTX type, as nvcc declares them
REG = {
    "b8": "rs", "u8": "rs", "s8": "rs", "b16": "rs", "u16": "rs", "s16": "rs", "f16": "rs", "bf16": "rs",
    "b32": "r", "u32": "r", "s32": "r", "f16x2": "r", "bf16x2": "r", "u16x2": "r", "s16x2": "r",
    "f32": "f", "b64": "rd", "u64": "rd", "s64": "rd", "f64": "fd", "pred": "p",
}
DECL = {"rs": ".b16", "r": ".b32", "f": ".f32", "rd": ".b64", "fd": ".f64", "p": ".pred"}

# memory type used to move a value of each type between registers and global memory
MEM = {"f16": "b16", "bf16": "b16", "f16x2": "b32", "bf16x2": "b32", "u16x2": "b32", "s16x2": "b32"}

def device() -> tcsim.Device:
    """A fresh simulated device (cheap; keeps every test's global memory small)."""
    return tcsim.Device(arch="titan_v")


class Regs:
    """Allocates numbered registers per class and emits nvcc-style declarations."""

    def __init__(self):
        self.count: dict[str, int] = {}

    def new(self, t: str) -> str:
        cls = REG[t]
        self.count[cls] = self.count.get(cls, 0) + 1
        return f"%{cls}{self.count[cls]}"

    def decls(self) -> str:
        out = []
        for cls in ("p", "rs", "r", "f", "rd", "fd"):
            if cls in self.count:
                out.append(f"\t.reg {DECL[cls]} \t%{cls}<{self.count[cls] + 1}>;")
        return "\n".join(out)


def kernel(params: list[str], body: str, regs: Regs, name: str = "k", prelude: str = "") -> str:
    """A complete module with one ``.visible .entry`` whose parameters are ``params``
    (PTX types; named ``k_param_0``...) and whose body is ``body``."""
    plist = ",\n".join(f"\t.param .{t} {name}_param_{i}" for i, t in enumerate(params))
    return f"{HEADER}\n{prelude}\n.visible .entry {name}(\n{plist}\n)\n{{\n{regs.decls()}\n\n{body}\n\tret;\n}}\n"


def launch(ptx: str, grid, block, args, name: str = "k", shared_mem: int = 0, dev=None):
    """Load ``ptx`` on ``dev`` (the device that owns the array arguments) and launch."""
    mod = (dev or args[0].device).load_ptx(ptx)
    f = mod.get_function(name)
    if shared_mem:
        f(grid, block, args, shared_mem=shared_mem)
    else:
        f(grid, block, args)
    return mod


def to_host(t: str, values) -> np.ndarray:
    if t == "pred":
        return np.asarray(values, dtype=bool).astype(np.uint8)
    return np.asarray(values).astype(NP[t]) if np.asarray(values).dtype != NP[t] else np.asarray(values)


def global_index(regs: Regs, lines: list[str], n: int) -> str:
    """Emit the usual ``i = ctaid.x * ntid.x + tid.x; if (i >= n) return`` prologue;
    returns the 64-bit register holding ``i``."""
    r_tid, r_ctaid, r_ntid, r_i = regs.new("u32"), regs.new("u32"), regs.new("u32"), regs.new("u32")
    p = regs.new("pred")
    rd_i = regs.new("u64")
    lines += [
        f"\tmov.u32 \t{r_ctaid}, %ctaid.x;",
        f"\tmov.u32 \t{r_ntid}, %ntid.x;",
        f"\tmov.u32 \t{r_tid}, %tid.x;",
        f"\tmad.lo.s32 \t{r_i}, {r_ctaid}, {r_ntid}, {r_tid};",
        f"\tsetp.ge.u32 \t{p}, {r_i}, {n};",
        f"\t@{p} bra \t$L__BB0_2;",
        f"\tcvt.u64.u32 \t{rd_i}, {r_i};",
    ]
    return rd_i


def load_elem(regs: Regs, lines: list[str], param: int, t: str, rd_i: str) -> str:
    """Load element ``i`` of the ``t`` array whose pointer is parameter ``param``."""
    rd_p, rd_g, rd_off, rd_a = regs.new("u64"), regs.new("u64"), regs.new("u64"), regs.new("u64")
    size = np.dtype(NP[t]).itemsize
    lines += [
        f"\tld.param.u64 \t{rd_p}, [k_param_{param}];",
        f"\tcvta.to.global.u64 \t{rd_g}, {rd_p};",
        f"\tshl.b64 \t{rd_off}, {rd_i}, {size.bit_length() - 1};" if size > 1 else f"\tmov.b64 \t{rd_off}, {rd_i};",
        f"\tadd.s64 \t{rd_a}, {rd_g}, {rd_off};",
    ]
    if t == "pred":
        rs, p = regs.new("u16"), regs.new("pred")
        lines += [f"\tld.global.u8 \t{rs}, [{rd_a}];", f"\tsetp.ne.s16 \t{p}, {rs}, 0;"]
        return p
    r = regs.new(t)
    lines.append(f"\tld.global.{MEM.get(t, t)} \t{r}, [{rd_a}];")
    return r


def store_elem(regs: Regs, lines: list[str], param: int, t: str, rd_i: str, reg: str) -> None:
    rd_p, rd_g, rd_off, rd_a = regs.new("u64"), regs.new("u64"), regs.new("u64"), regs.new("u64")
    size = np.dtype(NP[t]).itemsize
    lines += [
        f"\tld.param.u64 \t{rd_p}, [k_param_{param}];",
        f"\tcvta.to.global.u64 \t{rd_g}, {rd_p};",
        f"\tshl.b64 \t{rd_off}, {rd_i}, {size.bit_length() - 1};" if size > 1 else f"\tmov.b64 \t{rd_off}, {rd_i};",
        f"\tadd.s64 \t{rd_a}, {rd_g}, {rd_off};",
    ]
    if t == "pred":
        rs = regs.new("u16")
        lines += [f"\tselp.u16 \t{rs}, 1, 0, {reg};", f"\tst.global.u8 \t[{rd_a}], {rs};"]
        return
    lines.append(f"\tst.global.{MEM.get(t, t)} \t[{rd_a}], {reg};")


def op_kernel(op: str, out_types: list[str], in_types: list[str], inputs: list, n: int, pipe: bool = False,
              before: str = "", after: str = "") -> tuple[str, list[int]]:
    """PTX of ``OP d[|p], a, b, ...`` over ``n`` elements; returns the text and the indices
    of the array inputs among the parameters (outputs come first)."""
    regs = Regs()
    lines: list[str] = []
    rd_i = global_index(regs, lines, n)
    nout = len(out_types)
    srcs, arrays = [], []
    param = nout
    for t, v in zip(in_types, inputs):
        if isinstance(v, str):
            srcs.append(v)
        else:
            srcs.append(load_elem(regs, lines, param, t, rd_i))
            arrays.append(param)
            param += 1
    dsts = [regs.new(t) for t in out_types]
    dtext = "|".join(dsts) if pipe else ", ".join(dsts)
    if before:
        lines.append(before)
    lines.append(f"\t{op} \t{', '.join([dtext] + srcs)};")
    if after:
        lines.append(after)
    for k, (t, d) in enumerate(zip(out_types, dsts)):
        store_elem(regs, lines, k, t, rd_i, d)
    lines.append("$L__BB0_2:")
    return kernel(["u64"] * param, "\n".join(lines), regs), arrays


def run_op(op: str, out_type: str | list[str], inputs: list, in_types: list[str] | None = None,
           pipe: bool = False, block: int = 128, ptx_out: list | None = None):
    """Run ``d = OP(inputs...)`` elementwise; returns ``d`` (a list of arrays if several
    output types are given). ``in_types`` default to the output type."""
    outs = [out_type] if isinstance(out_type, str) else list(out_type)
    if in_types is None:
        in_types = [outs[0]] * len(inputs)
    assert len(in_types) == len(inputs)
    arrays = [np.atleast_1d(to_host(t, v)) for t, v in zip(in_types, inputs) if not isinstance(v, str)]
    n = max(a.size for a in arrays) if arrays else 1
    arrays = [np.broadcast_to(a, (n,)).copy() for a in arrays]
    ptx, _ = op_kernel(op, outs, in_types, inputs, n, pipe=pipe)
    if ptx_out is not None:
        ptx_out.append(ptx)
    dev = device()
    d_out = [dev.zeros(n, NP[t]) for t in outs]
    d_in = [dev.array(a) for a in arrays]
    grid = (-(-n // block),)
    launch(ptx, grid, (block,), tuple(d_out + d_in), dev=dev)
    res = [d.get() if t != "pred" else d.get().astype(bool) for t, d in zip(outs, d_out)]
    return res[0] if isinstance(out_type, str) else res


# ------------------------------------------------------------------ reference helpers


def wrap(v: int, bits: int, signed: bool) -> int:
    v &= (1 << bits) - 1
    if signed and v >> (bits - 1):
        v -= 1 << bits
    return v


def bits_of(t: str) -> int:
    return np.dtype(NP[t]).itemsize * 8


def f32_bits(x) -> np.ndarray:
    return np.asarray(x, dtype=np.float32).view(np.uint32)


def f64_bits(x) -> np.ndarray:
    return np.asarray(x, dtype=np.float64).view(np.uint64)


def from_bits32(u) -> np.ndarray:
    return np.asarray(u, dtype=np.uint32).view(np.float32)


def from_bits64(u) -> np.ndarray:
    return np.asarray(u, dtype=np.uint64).view(np.float64)


# ------------------------------------------------------------------ integer checking


def int_range(t: str) -> tuple[int, int]:
    b = bits_of(t)
    if t[0] == "s":
        return -(1 << (b - 1)), (1 << (b - 1)) - 1
    return 0, (1 << b) - 1


def int_edges(t: str) -> list[int]:
    lo, hi = int_range(t)
    e = {0, 1, 2, 3, 7, 0x7F, 0x80, 0xFF, 0x100, hi, hi - 1, lo, lo + 1, (hi + 1) // 2, (hi + 1) // 2 - 1}
    if lo < 0:
        e |= {-1, -2, -0x80, -0x81}
    return sorted(v for v in e if lo <= v <= hi)


def host_ints(t: str, values) -> np.ndarray:
    """Python ints -> host array of type ``t`` (wrapping to the type's width)."""
    b = bits_of(t)
    u = np.array([int(v) & ((1 << b) - 1) for v in values], dtype=np.uint64)
    return u.astype(np.dtype(f"u{b // 8}")).view(NP[t])


def check_int(op: str, out_t: str, in_types: list[str], rows: list[tuple], ref, pipe: bool = False,
              imms: dict[int, str] | None = None) -> None:
    """Run ``op`` over ``rows`` of Python-int inputs and compare with ``ref(*row)`` (a
    Python int, wrapped to ``out_t``; or a tuple of them for several outputs). ``imms``
    maps input positions to immediate operand text (that column is then not loaded)."""
    imms = imms or {}
    cols = []
    for k, t in enumerate(in_types):
        cols.append(imms[k] if k in imms else host_ints(t, [r[k] for r in rows]))
    outs = out_t if isinstance(out_t, list) else [out_t]
    got = run_op(op, outs, cols, in_types, pipe=pipe)
    for j, (t, g) in enumerate(zip(outs, got)):
        gl = [bool(x) if t == "pred" else int(x) for x in g.tolist()]
        want = []
        for r in rows:
            w = ref(*r)
            w = w[j] if isinstance(out_t, list) else w
            want.append(bool(w) if t == "pred" else wrap(int(w), bits_of(t), t[0] == "s"))
        bad = [(r, gv, wv) for r, gv, wv in zip(rows, gl, want) if gv != wv]
        assert not bad, f"{op} output {j}: {len(bad)} mismatches, first (inputs, got, want): {bad[:4]}"
