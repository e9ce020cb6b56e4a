"""Vector compares (VOPC and their VOP3 forms): a 64-bit lane mask of per-lane results.

``v_cmp_<op>_<type> dst, src0, src1`` writes ``dst`` (``vcc`` or an SGPR pair) with bit
``l`` = the comparison in lane ``l`` if the lane is active, else 0. ``v_cmpx_*`` also
writes the result to EXEC (gfx9: both). Float compares follow IEEE: ``o`` ordered, ``u``
unordered, ``lg`` ordered and not equal, the ``n*`` forms are the negations (true when
unordered), ``f``/``t``/``tru`` constant. ``v_cmp_class_*`` tests src0 against the class
mask in src1 (bit 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0,
7 +subnormal, 8 +normal, 9 +inf).
"""

from __future__ import annotations

import numpy as np

from ..state import EXEC, pack_mask
from . import family

_INT_OPS = {
    "f": lambda a, b: np.zeros(np.broadcast(a, b).shape, bool), "lt": np.less, "eq": np.equal, "le": np.less_equal,
    "gt": np.greater, "ne": np.not_equal, "lg": np.not_equal, "ge": np.greater_equal,
    "t": lambda a, b: np.ones(np.broadcast(a, b).shape, bool), "tru": lambda a, b: np.ones(np.broadcast(a, b).shape, bool),
}


def _unord(a, b):
    return np.isnan(a) | np.isnan(b)


_FLOAT_OPS = {
    "f": _INT_OPS["f"], "tru": _INT_OPS["t"], "t": _INT_OPS["t"],
    "lt": np.less, "eq": np.equal, "le": np.less_equal, "gt": np.greater, "ge": np.greater_equal,
    "lg": lambda a, b: (a != b) & ~_unord(a, b), "ne": lambda a, b: (a != b) & ~_unord(a, b),
    "o": lambda a, b: ~_unord(a, b), "u": _unord,
    "nge": lambda a, b: ~(a >= b), "nlg": lambda a, b: ~((a != b) & ~_unord(a, b)), "ngt": lambda a, b: ~(a > b),
    "nle": lambda a, b: ~(a <= b), "neq": lambda a, b: ~(a == b), "nlt": lambda a, b: ~(a < b),
}

_VIEW = {"i16": (np.uint16, np.int16), "u16": (np.uint16, np.uint16), "i32": (np.uint32, np.int32),
         "u32": (np.uint32, np.uint32), "i64": (np.uint64, np.int64), "u64": (np.uint64, np.uint64),
         "f16": (np.uint16, np.float16), "f32": (np.uint32, np.float32), "f64": (np.uint64, np.float64)}
_OPERAND_T = {"i16": "b32", "u16": "b32", "i32": "b32", "u32": "b32", "i64": "b64", "u64": "b64",
              "f16": "f16", "f32": "f32", "f64": "f64"}


def _class(x, mask):
    """Bit k of the class mask for each float value (any float dtype)."""
    x = np.asarray(x)
    bits = x.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[x.dtype.itemsize])
    quiet_bit = {2: 1 << 9, 4: 1 << 22, 8: 1 << 51}[x.dtype.itemsize]
    nan = np.isnan(x)
    qn = nan & ((bits & bits.dtype.type(quiet_bit)) != 0)
    neg = np.signbit(x)
    inf = np.isinf(x)
    zero = x == 0
    sub = (~zero) & (~nan) & (~inf) & (np.abs(x) < np.finfo(x.dtype).tiny)
    norm = ~(nan | inf | zero | sub)
    cls = np.select([nan & ~qn, qn, inf & neg, norm & neg, sub & neg, zero & neg, zero & ~neg, sub & ~neg,
                     norm & ~neg, inf & ~neg], list(range(10)), 0)
    return ((np.asarray(mask, np.uint32) >> cls.astype(np.uint32)) & 1).astype(bool)


@family(r"v_cmpx?_(class|f|lt|eq|le|gt|lg|ne|ge|t|tru|o|u|nge|nlg|ngt|nle|neq|nlt)_(f16|f32|f64|i16|u16|i32|u32|i64|u64)",
        cls="valu")
def v_cmp(b, m):
    op, ty = m.group(1), m.group(2)
    cmpx = b.ins.opcode.startswith("v_cmpx")
    raw_t, view_t = _VIEW[ty]
    if op == "class":
        if ty[0] != "f":
            b.error(f"'{b.ins.opcode}' is not an instruction")
        b.expect(3)
        ra, rb = b.vsrc(1, _OPERAND_T[ty]), b.vsrc(2, "b32")

        def cond(st, sel):
            return _class(np.asarray(ra(st, sel)).astype(raw_t).view(view_t), rb(st, sel))
    else:
        table = _FLOAT_OPS if ty[0] == "f" else _INT_OPS
        if op not in table:
            b.error(f"'{b.ins.opcode}' is not an instruction")
        f = table[op]
        b.expect(3)
        ra, rb = b.vsrc(1, _OPERAND_T[ty]), b.vsrc(2, _OPERAND_T[ty])

        def cond(st, sel):
            x = np.asarray(ra(st, sel)).astype(raw_t).view(view_t)
            y = np.asarray(rb(st, sel)).astype(raw_t).view(view_t)
            return f(x, y)
    wd = b.mask_dst(0)

    def run(st, sel):
        em = st.exec_mask(sel)
        res = np.broadcast_to(cond(st, sel), em.shape) & em
        wd(st, sel, res)
        if cmpx:
            lo, hi = pack_mask(res)
            st.s[EXEC, sel] = lo
            st.s[EXEC + 1, sel] = hi
    return run
