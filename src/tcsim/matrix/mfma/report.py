"""Text reports for ``tcsim mfma``: instruction details and operand register maps, in the
spirit of AMD's matrix instruction calculator (``--detail-instruction`` and
``--matrix-layout``)."""

from __future__ import annotations

import numpy as np

from . import layouts
from .layouts import LANES, a_source_block, blgp_lane, check_modifiers
from .spec import MfmaSpec

_ROLE = {"a": "Src0", "b": "Src1", "c": "Src2", "d": "Vdst", "k": "Src2"}


def _ranges(xs: list[int]) -> str:
    """[0, 1, 2, 5] -> '0-2,5'."""
    out, start = [], None
    for i, x in enumerate(xs):
        if start is None:
            start = x
        if i + 1 == len(xs) or xs[i + 1] != x + 1:
            out.append(str(start) if start == x else f"{start}-{x}")
            start = None
    return ",".join(out)


def detail_lines(spec: MfmaSpec, machine: str | None = None) -> list[str]:
    if spec.sparse:
        return _sparse_detail_lines(spec, machine)
    arch = spec.arch + (f" ({machine})" if machine and machine != spec.arch else "")
    also = f"  (also accepted: {', '.join(spec.aliases)})" if spec.aliases else ""
    per_cycle = spec.flops // spec.cycles
    kind = "ops" if spec.integer else "FLOPs"
    types = f"A {spec.a_type}, B {spec.b_type}, C/D {spec.c_type}"
    return [
        f"Architecture: {arch}",
        f"Instruction: {spec.name}{also}",
        f"  D = A*B + C   M={spec.m} N={spec.n} K={spec.k} blocks={spec.blocks}   {types}",
        f"  Execution: {spec.passes} passes = {spec.cycles} cycles; {spec.flops} {kind}; "
        f"{per_cycle} {kind}/cycle per matrix core, {4 * per_cycle} per CU (4 matrix cores)",
        f"  Registers per lane (32-bit VGPRs): A {spec.a_regs}, B {spec.b_regs}, "
        f"C {spec.c_regs}, D {spec.c_regs}",
        f"  Modifiers: cbsz/abid {'yes' if spec.has_cbsz_abid else 'no'}, "
        f"blgp {'yes' if spec.has_blgp else 'no'}, neg {'yes' if spec.has_neg else 'no'}",
        f"  Sources: passes: {spec.sources.get('passes', '')}",
        f"           cycles: {spec.sources.get('cycles', '')}",
    ]


def _sparse_detail_lines(spec: MfmaSpec, machine: str | None) -> list[str]:
    arch = spec.arch + (f" ({machine})" if machine and machine != spec.arch else "")
    also = f"  (also accepted: {', '.join(spec.aliases)})" if spec.aliases else ""
    per_cycle = spec.flops // spec.cycles
    kind = "ops" if spec.integer else "FLOPs"
    return [
        f"Architecture: {arch}",
        f"Instruction: {spec.name}{also}",
        f"  D = A*B + D (sparse: A 4:2 structured along K, stored compressed)   "
        f"M={spec.m} N={spec.n} K={spec.k}   A {spec.a_type}, B {spec.b_type}, D {spec.c_type}",
        f"  Execution: {spec.passes} passes = {spec.cycles} cycles; {spec.flops} {kind} (dense-equivalent); "
        f"{per_cycle} {kind}/cycle per matrix core, {4 * per_cycle} per CU (4 matrix cores)",
        f"  Registers per lane (32-bit VGPRs): A {spec.a_regs} ({spec.m}x{spec.a_k} stored values), "
        f"B {spec.b_regs}, D {spec.c_regs} (also the accumulator), index 1 (an architected VGPR)",
        f"  Index: 2 bits per stored value, {spec.index_bits} bits per lane = one of {spec.index_sets} sets; "
        f"cbsz:0 abid:N selects set N (low bits), cbsz != 0 set 0; no blgp, no neg",
        f"  Sources: passes: {spec.sources.get('passes', '')}",
        f"           cycles: {spec.sources.get('cycles', '')}",
    ]


def _sparse_cell(i: int, col: int, name: str = "A") -> str:
    """A stored sparse value: row i, the dense group of four k it is in, which of the two."""
    g = col // 2
    return f"{name}[{i}][{4 * g}..{4 * g + 3}]#{col % 2}"


def _table(title: str, heads: list[str], cells) -> list[str]:
    rows = [[str(lane)] + [cells[s, lane] for s in range(cells.shape[0])] for lane in range(LANES)]
    width = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(heads)]
    fmt = lambda r: "  ".join(x.ljust(w) for x, w in zip(r, width)).rstrip()  # noqa: E731
    return [title, fmt(heads)] + [fmt(r) for r in rows]


def _sparse_map_lines(spec: MfmaSpec, matrix: str, cbsz: int, abid: int) -> list[str]:
    check_modifiers(spec, cbsz, abid, 0, (False, False, False))
    if matrix == "a":
        L = layouts.a_layout(spec)
        row, col = (x.transpose(0, 2, 1).reshape(-1, LANES) for x in (L.row, L.col))
        cells = np.empty(row.shape, dtype=object)
        for idx in np.ndindex(row.shape):
            cells[idx] = _sparse_cell(int(row[idx]), int(col[idx]))
        title = (f"Matrix A (Src0, {spec.a_type}, stored 4:2 values: A[row][group of four k]#(first|second "
                 "stored); its index says which k of the group): lane x register")
        return _table(title, ["lane"] + _reg_names(L.bits, spec.a_regs), cells)
    L = layouts.index_layout(spec, cbsz, abid)
    cells = np.empty((L.slots, LANES), dtype=object)
    for s in range(L.slots):
        for lane in range(LANES):
            cells[s, lane] = _sparse_cell(int(L.row[lane, s]), int(L.col[lane, s]), "K")
    heads = ["lane"] + [f"v0[{int(L.bit[0, s]) + 1}:{int(L.bit[0, s])}]" for s in range(L.slots)]
    title = (f"Sparsity index (Src2, one VGPR, set {L.index_set} with cbsz:{cbsz} abid:{abid}): the 2-bit "
             "position (0-3) in its group of the stored A value named; lane x bits")
    return _table(title, heads, cells)


def _reg_names(bits: int, regs: int) -> list[str]:
    if bits == 64:
        return [f"v[{2 * p + 1}:{2 * p}]" for p in range(regs // 2)]
    per = 32 // bits
    if per == 1:
        return [f"v{r}" for r in range(regs)]
    return [f"v{r}[{bits * e + bits - 1}:{bits * e}]" for r in range(regs) for e in range(per)]


def map_lines(spec: MfmaSpec, matrix: str, cbsz: int = 0, abid: int = 0, blgp: int = 0) -> list[str]:
    """One line per lane, one column per register (sub-word): the matrix element there.
    With cbsz/abid an A entry lists the computation blocks that read it; with blgp a B
    register lists the elements it supplies to the lanes that read it. Sparse instructions:
    ``a`` the stored values, ``k`` the sparsity index (cbsz/abid select its set)."""
    if matrix == "k" and not spec.sparse:
        raise ValueError(f"{spec.name}: --matrix k (the sparsity index) is for sparse v_smfmac_* instructions")
    if spec.sparse and matrix in ("a", "k"):
        return _sparse_map_lines(spec, matrix, cbsz, abid)
    if spec.sparse:
        check_modifiers(spec, cbsz, abid, blgp, (False, False, False))
        cbsz = abid = 0
    check_modifiers(spec, cbsz if matrix == "a" else 0, abid if matrix == "a" else 0,
                    blgp if matrix == "b" else 0, (False, False, False))
    fn = {"a": layouts.a_layout, "b": layouts.b_layout}.get(matrix, layouts.cd_layout)
    L = fn(spec)
    bits = L.bits
    name = matrix.upper()
    many = spec.blocks > 1
    if bits == 64:
        blk, row, col = (x[0::2, :, 0] for x in (L.block, L.row, L.col))          # (pairs, 64)
    else:
        blk, row, col = (x.transpose(0, 2, 1).reshape(-1, LANES) for x in (L.block, L.row, L.col))
    cells = np.empty(blk.shape, dtype=object)
    for idx in np.ndindex(blk.shape):
        b, r, c = int(blk[idx]), int(row[idx]), int(col[idx])
        cells[idx] = f"{name}[{r}][{c}]" + (f".B{b}" if many else "")
    if matrix == "a" and (cbsz or abid):
        users = {}
        for comp, src in enumerate(a_source_block(spec, cbsz, abid)):
            users.setdefault(int(src), []).append(comp)
        for idx in np.ndindex(blk.shape):
            u = users.get(int(blk[idx]))
            cells[idx] = f"{cells[idx]}->B{_ranges(u)}" if u else "-"
    if matrix == "b" and blgp:
        t = blgp_lane(blgp)
        sup = np.empty(blk.shape, dtype=object)
        for idx in np.ndindex(blk.shape):
            sup[idx] = []
        for lane in range(LANES):          # lane reads the registers of lane t[lane]
            for s in range(blk.shape[0]):
                sup[s, t[lane]].append(cells[s, lane])
        cells = np.empty(blk.shape, dtype=object)
        for idx in np.ndindex(blk.shape):
            cells[idx] = "/".join(sup[idx]) if sup[idx] else "-"
    heads = ["lane"] + _reg_names(bits, {"a": spec.a_regs, "b": spec.b_regs}.get(matrix, spec.c_regs))
    rows = [[str(lane)] + [cells[s, lane] for s in range(blk.shape[0])] for lane in range(LANES)]
    width = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(heads)]

    def fmt(r):
        return "  ".join(x.ljust(w) for x, w in zip(r, width)).rstrip()

    mod = ""
    if matrix == "a" and (cbsz or abid):
        mod = f", cbsz:{cbsz} abid:{abid} (->B: the blocks that read an entry)"
    if matrix == "b" and blgp:
        mod = f", blgp:{blgp} (entries this lane's registers supply to the lanes reading them)"
    title = (f"Matrix {name} ({_ROLE[matrix]}, {spec.a_type if matrix == 'a' else spec.b_type if matrix == 'b' else spec.c_type}"
             f"{', blocks as .B#' if many else ''}{mod}): lane x register")
    return [title, fmt(heads)] + [fmt(r) for r in rows]
