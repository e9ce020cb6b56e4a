"""Bulk asynchronous reductions (sm_90): ``cp.reduce.async.bulk`` and
``cp.reduce.async.bulk.tensor`` (PTX ISA "Data Movement and Conversion Instructions:
cp.reduce.async.bulk", "cp.reduce.async.bulk.tensor").

Forms (every issuing thread makes its own reduction):

* ``cp.reduce.async.bulk.global.shared::cta.bulk_group{.L2::cache_hint}.redOp.type
  [dstMem], [srcMem], size{, policy}`` and ``....add.noftz.{f16,bf16}``: each element of
  the ``size``-byte global array is combined with the element of the shared array,
  completing in the thread's bulk async-group (``cp.async.bulk.commit_group`` /
  ``wait_group``).
* ``cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.redOp.type
  [dstMem], [srcMem], size, [mbar]``: into a cluster CTA's shared memory, then a
  complete-tx of ``size`` on the mbarrier at the destination's CTA.
* ``cp.reduce.async.bulk.tensor.{1-5}d.global.shared::cta.redOp{.tile}.bulk_group
  [tensorMap, {c..}], [srcMem]``: the box of the tensor map, laid out in shared memory as
  the tensor store reads it (swizzle included), combined with global memory; elements
  outside the tensor are not touched. The element type is the map's.

The operation/type pairs are the PTX ISA's tables (anything else is a located error).
Numerics: integer ops wrap as the PTX types do; ``.inc`` / ``.dec`` are atom's
(``old >= src ? 0 : old + 1``, ``old == 0 || old > src ? src : old - 1``); float ``.add``
rounds to nearest even — ``.f32`` flushes subnormal inputs and results to sign-preserving
zero ("the current implementation", the ISA says), ``.f16`` / ``.bf16`` need ``.noftz`` and
keep subnormals (the f32 sum of two f16 or bf16 values rounded once to the type is the
correctly rounded sum: 24 >= 2 p + 2 bits); ``.f64`` keeps subnormals; float ``.min`` /
``.max`` return the non-NaN operand (as atom's). Assumptions: the tensor form (which has no
``.noftz``) treats f16 / bf16 like ``.add.noftz`` and f32 like ``.add.f32``.

Functional: the reduction happens at issue (the source is read then as well). Timing: the
SM's TMA unit cuts it into one request per L2 line, reads each request's bytes from shared
memory and has the L2 slice combine them (timing/tma.py).
"""

from __future__ import annotations

import numpy as np

from tcsim.exec import memaccess
from tcsim.exec.dtypes import DTYPE
from tcsim.exec.operands import Fault
from tcsim.exec.ops import mbarrier as mb
from tcsim.exec.ops.atomic import _combine
from tcsim.exec.ops.bulk_copy import (
    AsyncCopy,
    _aligned,
    _dests,
    _global_bytes,
    _mbar_at,
    _mbar_reader,
    _one,
    _sizes,
    _submit,
    _tensor_operand,
    tensor_store_source,
)
from tcsim.exec.ops.common import types_of
from tcsim.exec.selection import sel_indices

REDOPS = ("add", "min", "max", "inc", "dec", "and", "or", "xor")

_BITS = {"and", "or", "xor"}
#: PTX ISA tables: redOp -> element types, per destination
TYPES_GLOBAL = {"add": ("u32", "s32", "u64", "f32", "f64", "f16", "bf16"),
                "min": ("u32", "s32", "u64", "s64", "f16", "bf16"), "max": ("u32", "s32", "u64", "s64", "f16", "bf16"),
                "inc": ("u32",), "dec": ("u32",), **dict.fromkeys(_BITS, ("b32", "b64"))}
TYPES_CLUSTER = {"add": ("u32", "s32", "u64"), "min": ("u32", "s32"), "max": ("u32", "s32"),
                 "inc": ("u32",), "dec": ("u32",), **dict.fromkeys(_BITS, ("b32",))}
TYPES_TENSOR = {"add": ("u32", "s32", "u64", "f32", "f16", "bf16"),
                "min": ("u32", "s32", "u64", "s64", "f16", "bf16"), "max": ("u32", "s32", "u64", "s64", "f16", "bf16"),
                "inc": ("u32",), "dec": ("u32",), **dict.fromkeys(_BITS, ("b32", "b64"))}

#: tensor-map data type (CUtensorMapDataType) -> the PTX type of each element, for
#: arithmetic and for the bitwise operations
_MAP_TYPE = {0: ("u8", "b8"), 1: ("u16", "b16"), 2: ("u32", "b32"), 3: ("s32", "b32"), 4: ("u64", "b64"),
             5: ("s64", "b64"), 6: ("f16", "b16"), 7: ("f32", "b32"), 8: ("f64", "b64"), 9: ("bf16", "b16"),
             10: ("f32", "b32"), 11: ("tf32", "b32"), 12: ("tf32", "b32")}


def combiner(op: str, t: str):
    """``f(old, src) -> new`` on numpy arrays of type ``t`` (the PTX ISA's semantics above)."""
    f = _combine(op, t, t == "f32")
    return lambda old, src: np.asarray(f(old, src, None), dtype=DTYPE[t])


def reduce_into(buf: np.ndarray, off: np.ndarray, t: str, f, src: np.ndarray) -> None:
    """Combine the elements at byte offsets ``off`` of ``buf`` (distinct) with ``src``
    (the source's bytes, one row of element bytes per offset)."""
    dt = DTYPE[t]
    idx = off[:, None] + np.arange(dt.itemsize)
    old = np.ascontiguousarray(buf[idx]).view(dt).reshape(-1)
    new = f(old, np.ascontiguousarray(src).view(dt).reshape(-1))
    buf[idx] = new.view(np.uint8).reshape(-1, dt.itemsize)


def _redop(b):
    mods = b.ins.mods
    ops = [m for m in mods if m in REDOPS]
    if len(ops) != 1:
        b.error(f"'{b.ins.full_opcode}' needs one reduction operation ({', '.join('.' + o for o in REDOPS)})")
    return ops[0]


def reduce(b):
    """The compiler of every ``cp.reduce.async.bulk*`` form (called by ``cp``)."""
    from tcsim.exec.ops.sm import needs_sm

    mods = b.ins.mods
    if mods[:3] != ("reduce", "async", "bulk"):
        b.error(f"'{b.ins.full_opcode}' is not supported (cp.reduce.async.bulk forms only)")
    needs_sm(b, 90, f"'{b.ins.full_opcode}'")
    op = _redop(b)
    spaces = [m for m in mods if m in ("global", "shared::cluster", "shared::cta", "shared")]
    if len(spaces) != 2 or spaces[1] not in ("shared::cta", "shared"):
        b.error(f"'{b.ins.full_opcode}' reduces .shared::cta data into .global or .shared::cluster")
    if "tensor" in mods:
        if spaces[0] != "global" or "bulk_group" not in mods:
            b.error("cp.reduce.async.bulk.tensor reduces into .global and completes in a .bulk_group")
        if types_of(mods):
            b.error("cp.reduce.async.bulk.tensor takes its element type from the tensor map, not a .type")
        return _tensor(b, op)
    ts = types_of(mods)
    if len(ts) != 1:
        b.error(f"'{b.ins.full_opcode}' needs one element type")
    t = ts[0]
    if spaces[0] == "global":
        if "bulk_group" not in mods:
            b.error("cp.reduce.async.bulk into .global completes in a .bulk_group")
        allowed = TYPES_GLOBAL
    else:
        if spaces[0] != "shared::cluster" or "mbarrier::complete_tx::bytes" not in mods:
            b.error("cp.reduce.async.bulk into shared memory writes .shared::cluster and completes on an mbarrier "
                    "(.mbarrier::complete_tx::bytes)")
        allowed = TYPES_CLUSTER
    if t not in allowed[op]:
        b.error(f"cp.reduce.async.bulk .{op} into .{spaces[0]} takes {', '.join('.' + x for x in allowed[op])}, "
                f"not .{t}")
    half = t in ("f16", "bf16") and op == "add"
    if half != ("noftz" in mods):
        b.error(f"cp.reduce.async.bulk .add.{t} requires .noftz" if half
                else ".noftz applies to cp.reduce.async.bulk .add.f16 / .add.bf16 only")
    f = combiner(op, t)
    if spaces[0] == "global":
        return _plain_global(b, t, f)
    return _plain_cluster(b, t, f)


def _source(st, t: int, s: int, n: int) -> np.ndarray:
    _, off = memaccess.resolve(st, np.array([t]), "shared", np.array([s]), n, "read", True)
    return st.shared[int(off[0]):int(off[0]) + n].copy()


def _plain_global(b, t: str, f):
    what = f"cp.reduce.async.bulk.{t}"
    es = DTYPE[t].itemsize
    dst, src, size = b.addr(0, "global"), b.addr(1, "shared"), b.src(2, "u32")

    def run(st, sel):
        for k, th in enumerate(sel_indices(sel).tolist()):
            try:
                d, s, n = int(_one(dst, st, th)), int(_one(src, st, th)), int(_one(size, st, th))
                _sizes(n, what)
                _aligned(d, 16, what, "global destination")
                _aligned(s, 16, what, "shared source")
                data = _source(st, th, s, n)
                _global_bytes(st, d, n, what)
            except Fault as e:
                raise Fault(k, e.message, e.addr) from None

            def land(d=d, data=data):
                off, _ = st.gmem.offsets(np.array([d], dtype=np.int64), data.size)
                elems = int(off[0]) + np.arange(0, data.size, es, dtype=np.int64)
                reduce_into(st.gmem.buf, elems, t, f, data.reshape(-1, es))
            _submit(b, st, th, AsyncCopy(th, "reduce", n, land, gaddr=np.array([d], dtype=np.int64),
                                         inside=np.ones(1, dtype=bool), esize=n))
    return run


def _plain_cluster(b, t: str, f):
    what = f"cp.reduce.async.bulk.{t}"
    es = DTYPE[t].itemsize
    dst, src, size = b.addr(0, "cluster"), b.addr(1, "shared"), b.src(2, "u32")
    mbar = _mbar_reader(b, 3)

    def run(st, sel):
        for k, th in enumerate(sel_indices(sel).tolist()):
            try:
                d, s, n = int(_one(dst, st, th)), int(_one(src, st, th)), int(_one(size, st, th))
                m = int(_one(mbar, st, th))
                _sizes(n, what)
                _aligned(d, 16, what, "shared destination")
                _aligned(s, 16, what, "shared source")
                data = _source(st, th, s, n)
                dests = _dests(st, th, "cluster", d, n, None, what)
                bars = [_mbar_at(st, th, a, m, what) for _, _, a in dests]
            except Fault as e:
                raise Fault(k, e.message, e.addr) from None

            def land(k, lo, hi, tx, dests=dests, bars=bars, data=data):
                off = dests[k][0]
                elems = off + np.arange(lo, hi, es, dtype=np.int64)
                reduce_into(st.shared, elems, t, f, data[lo:hi].reshape(-1, es))
                if tx:
                    mb.complete_tx(st, np.array([bars[k]]), tx, what)
            _submit(b, st, th, AsyncCopy(th, "s2s", n, land, [off for off, _, _ in dests]))
    return run


def map_type(m, op: str, what: str) -> str:
    """The PTX element type a tensor reduction ``op`` applies to the map's elements."""
    from tcsim.runtime.tensor_map import DATA_TYPES

    arith, bits = _MAP_TYPE[m.dtype]
    t = bits if op in _BITS else arith
    if t not in TYPES_TENSOR[op]:
        raise Fault(0, f"{what}: .{op} is not defined on the tensor map's {DATA_TYPES[m.dtype][0]} elements "
                       f"(it takes {', '.join('.' + x for x in TYPES_TENSOR[op])})")
    return t


def _tensor(b, op: str):
    mods = b.ins.mods
    rank = next((int(x[0]) for x in mods if x in ("1d", "2d", "3d", "4d", "5d")), None)
    if rank is None:
        b.error("cp.reduce.async.bulk.tensor needs a dimension (.1d .. .5d)")
    no_offs = "im2col_no_offs" in mods
    if no_offs and rank < 3:
        b.error(f"the im2col_no_offs mode needs a tensor of rank 3 or more, not .{rank}d")
    if "im2col" in mods:
        b.error("tensor reductions take .tile or .im2col_no_offs")
    what = f"cp.reduce.async.bulk.tensor.{rank}d.{op}" + (".im2col_no_offs" if no_offs else "")
    tmap, coords = _tensor_operand(b, 0, rank)
    src = b.addr(1, "shared")

    def run(st, sel):
        for k, th in enumerate(sel_indices(sel).tolist()):
            try:
                m, addr, inside, data, goff, nbytes = tensor_store_source(st, th, tmap, coords, src, no_offs, what)
                t = map_type(m, op, what)
            except Fault as e:
                raise Fault(k, e.message, e.addr) from None

            def land(goff=goff, data=data, inside=inside, t=t):
                if goff is not None:
                    reduce_into(st.gmem.buf, goff, t, combiner(op, t), data[inside])
            _submit(b, st, th, AsyncCopy(th, "reduce", nbytes, land, gaddr=addr, inside=inside, esize=m.esize,
                                         tmap=int(_one(tmap, st, th))))
    return run
