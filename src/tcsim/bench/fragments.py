"""The seeds' fragment microbenchmark (seed 000 §III-A and Fig 4; seed 003 §4.3).

A kernel loads an operand tile with ``wmma::load_matrix_sync`` and writes every lane's
fragment registers out; the tile holds its own byte offsets, so each output byte names the
matrix element it came from (``src/tcsim/kernels/fragments.cu``). Run in the simulator for
an architecture, this recovers which threads hold each element — and prints it the way seed
003 prints Figs 4.2, 4.3 and 4.7: one line per matrix row, one cell per column, each cell
``byte offset (thread ids)``.
"""

from __future__ import annotations

import numpy as np

from tcsim import kernels
from tcsim.matrix import fragments as fr


def probe(dev, matrix: str, shape: tuple[int, int, int], etype: str, layout: str):
    """Run the probe kernel on ``dev``; return ``(row, col, ldm)`` maps per lane and slot."""
    name = fr.probe_kernel_name(matrix, shape, etype, layout)
    # the wmma types sm_80 added have their probes in fragments_sm80.cu (compute_80 PTX)
    sm80 = etype in ("bf16", "tf32", "f64") or shape in (fr.AMPERE_TF32_SHAPE, fr.AMPERE_F64_SHAPE)
    mod = dev.load_ptx(kernels.data_path("fragments_sm80.ptx" if sm80 else "fragments.ptx"))
    f = mod.get_function(name)
    ldm = fr.probe_ldm(matrix, shape, etype, layout)
    rows, cols = fr.operand_dims(matrix, shape)
    nbytes = (max(rows, cols) * ldm * fr.BITS[etype] + 7) // 8
    nbytes = -(-nbytes // 16) * 16
    offsets = np.arange(nbytes, dtype=np.int64)
    nwords = fr.wmma_fragment(dev.config.tensor.family, matrix, shape, etype, layout).nregs
    planes = []
    for p in range(2):
        tile = dev.array(((offsets >> (8 * p)) & 0xFF).astype(np.uint8))
        out = dev.empty(32 * nwords, np.uint32)
        f((1,), (32,), (tile, np.uint32(ldm), out))
        planes.append(out.get())
    row, col = fr.maps_from_probe(matrix, shape, etype, layout, ldm, planes)
    return row, col, ldm


def holders(row: np.ndarray, col: np.ndarray, rows: int, cols: int) -> list[list[list[int]]]:
    """For every matrix element, the sorted lanes that hold it."""
    out = [[[] for _ in range(cols)] for _ in range(rows)]
    for lane in range(row.shape[0]):
        for r, c in zip(row[lane], col[lane]):
            if lane not in out[r][c]:
                out[r][c].append(lane)
    return out


def table(row, col, matrix: str, shape, etype: str, layout: str, ldm: int) -> list[str]:
    """Seed 003's format: a line per matrix row; cells ``offset (lanes)`` joined by tabs."""
    rows, cols = fr.operand_dims(matrix, shape)
    who = holders(row, col, rows, cols)
    bits = fr.BITS[etype]
    lines = []
    for r in range(rows):
        cells = []
        for c in range(cols):
            e = r * ldm + c if layout == "row" else c * ldm + r
            off = e * bits // 8
            cells.append(f"{off} ({','.join(str(x) for x in who[r][c])})")
        lines.append("\t".join(cells))
    return lines


def picture(row, col, matrix: str, shape, etype: str, layout: str, path: str, title: str) -> None:
    """Save a picture like seed 000 Fig 7: the operand matrix, each element coloured by the
    threadgroup (lane // 4) of its first holder and labelled with every holder's lane."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows, cols = fr.operand_dims(matrix, shape)
    who = holders(row, col, rows, cols)
    tg = np.array([[who[r][c][0] // 4 for c in range(cols)] for r in range(rows)])
    scale = 0.55 if max(rows, cols) <= 32 else 0.2
    fig, ax = plt.subplots(figsize=(max(4, cols * scale), max(3, rows * scale)))
    ax.imshow(tg, cmap="tab10", vmin=0, vmax=9, aspect="equal")
    if rows * cols <= 1024:
        for r in range(rows):
            for c in range(cols):
                ax.text(c, r, "\n".join(str(x) for x in who[r][c]), ha="center", va="center", fontsize=5)
    ax.set_xticks(range(cols))
    ax.set_yticks(range(rows))
    ax.tick_params(labelsize=5)
    ax.set_xlabel("column")
    ax.set_ylabel("row")
    ax.set_title(title, fontsize=8)
    fig.tight_layout()
    fig.savefig(path, dpi=150)
    plt.close(fig)


# ---------------------------------------------------------------------------- mma.sync / mma.sp


def register_table(frag, reg: str) -> list[str]:
    """A register operand's map (mma.sync, mma.sp) as the PTX ISA figures draw it: a line per
    matrix row, each cell ``T<lane>:<reg><slot>`` for every lane holding the element (slot =
    the element's index in the lane's fragment, e.g. a0..a7)."""
    cells: list[list[list[str]]] = [[[] for _ in range(frag.cols)] for _ in range(frag.rows)]
    for lane in range(32):
        for i in range(frag.nelem):
            cells[frag.row[lane, i]][frag.col[lane, i]].append(f"T{lane}:{reg}{i}")
    return ["\t".join(",".join(c) for c in line) for line in cells]


def metadata_table(shape, etype: str, selector: int, warpgroup: bool = False) -> list[str]:
    """mma.sp's metadata as the PTX ISA's metadata figures draw it: a line per row of A, a
    cell per chunk of the uncompressed row, ``T<lane>:[hi..lo]`` = the bits of that lane's
    metadata register holding the chunk's indices (``tcsim.matrix.sparse``); ``warpgroup``:
    wgmma.mma_async.sp's 64 rows, warp w's 16 as mma.sp's, T<thread of the warpgroup>."""
    from tcsim.matrix import sparse

    k = shape[2]
    t = sparse.meta_lanes(k, etype, warpgroup)
    width = sparse.CHUNK[sparse.family_of(k, etype, warpgroup)]
    lines = []
    for row in range(64 if warpgroup else 16):
        w, r = divmod(row, 16)
        cells = []
        for c in range(k // width):
            lane, shift = sparse.meta_place(np.int64(r), np.int64(c), t, selector)
            cells.append(f"T{32 * w + int(lane)}:[{int(shift) + 3}..{int(shift)}]")
        lines.append("\t".join(cells))
    return lines
