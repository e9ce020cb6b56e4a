"""Tensor maps (CUtensorMap) for TMA copies (``cp.async.bulk.tensor``), sm_90.

:func:`encode_tiled` takes the arguments of the CUDA driver's ``cuTensorMapEncodeTiled``
(same names, same order, same rules) and returns the 128-byte object to pass as a
``.param .align 64 .b8 [128]`` kernel argument (``const __grid_constant__ CUtensorMap``)
or to copy into device memory. NVIDIA's layout of the object is opaque; the layout below
is **tcsim's own** (kernels must not depend on it, and only tcsim reads it)::

    offset  size  field
    0       4     magic 0x4D544354 ("TCTM"): a map tcsim made (a zeroed or foreign object
                  is reported when a kernel uses it)
    4       1     data type (CUtensorMapDataType value)
    5       1     rank (1..5)
    6       1     interleave (CUtensorMapInterleave: 0 none, 1 16B, 2 32B)
    7       1     swizzle (CUtensorMapSwizzle: 0 none, 1 32B, 2 64B, 3 128B)
    8       1     L2 promotion (CUtensorMapL2promotion: 0 none, 1 64B, 2 128B, 3 256B)
    9       1     OOB fill (CUtensorMapFloatOOBfill: 0 zeros, 1 NaN "request zero FMA")
    10      1     mode: 0 tiled (encode_tiled), 1 im2col (encode_im2col)
    11      5     reserved (0)
    16      8     global address
    24      40    globalDim[5] (u64; unused dimensions 1)
    64      32    globalStrides[4] (u64 bytes, of dimensions 1..4; unused 0)
    96      10    boxDim[5] (u16; unused 1); im2col: [channelsPerPixel, pixelsPerColumn]
    106     5     elementStrides[5] (u8; unused 1)
    111     1     reserved (0)
    112     6     im2col: pixelBoxLowerCorner[3] (s16, innermost spatial dimension first)
    118     6     im2col: pixelBoxUpperCorner[3] (s16)
    124     4     reserved (0)

Supported by the copies: interleave none (16B/32B interleaved layouts are refused with
an error), every swizzle, both OOB fills, element strides; L2 promotion is a hint.

:func:`encode_im2col` takes ``cuTensorMapEncodeIm2col``'s arguments: a tensor of rank 3-5
(C innermost, then the spatial W, H, D, then N), the pixel bounding box's lower and upper
corners (rank - 2 signed offsets each, innermost spatial dimension first, the upper one
relative to the dimension's size), channelsPerPixel and pixelsPerColumn. What a copy
reads through it is in exec/ops/bulk_copy.py (``im2col_elements``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tcsim.errors import LaunchError

MAGIC = 0x4D544354
SIZE = 128

#: CUtensorMapDataType -> (name, bytes, numpy dtype of the element bits, is float)
DATA_TYPES = {
    0: ("UINT8", 1, np.uint8, False), 1: ("UINT16", 2, np.uint16, False), 2: ("UINT32", 4, np.uint32, False),
    3: ("INT32", 4, np.int32, False), 4: ("UINT64", 8, np.uint64, False), 5: ("INT64", 8, np.int64, False),
    6: ("FLOAT16", 2, np.float16, True), 7: ("FLOAT32", 4, np.float32, True), 8: ("FLOAT64", 8, np.float64, True),
    9: ("BFLOAT16", 2, None, True), 10: ("FLOAT32_FTZ", 4, np.float32, True), 11: ("TFLOAT32", 4, np.float32, True),
    12: ("TFLOAT32_FTZ", 4, np.float32, True),
}
_BY_NAME = {v[0]: k for k, v in DATA_TYPES.items()}
_NUMPY = {np.dtype(np.uint8): 0, np.dtype(np.uint16): 1, np.dtype(np.uint32): 2, np.dtype(np.int32): 3,
          np.dtype(np.uint64): 4, np.dtype(np.int64): 5, np.dtype(np.float16): 6, np.dtype(np.float32): 7,
          np.dtype(np.float64): 8}
#: the NaN written for an out-of-bounds element under OOB fill NaN, per element size
#: (assumption: the canonical quiet NaN of the type; the CUDA docs do not give the bits)
NAN_BITS = {2: 0x7E00, 4: 0x7FC00000, 8: 0x7FF8000000000000}
SWIZZLE_SPAN = {0: 0, 1: 32, 2: 64, 3: 128}


def _data_type(t, fn: str = "encode_tiled") -> int:
    if isinstance(t, (int, np.integer)) and not isinstance(t, bool) and int(t) in DATA_TYPES:
        return int(t)
    if isinstance(t, str):
        key = t.upper().removeprefix("CU_TENSOR_MAP_DATA_TYPE_")
        if key in _BY_NAME:
            return _BY_NAME[key]
        if key in ("BF16", "BFLOAT16"):
            return 9
    try:
        dt = np.dtype(t)
    except TypeError:
        dt = None
    if dt is not None and dt.name == "bfloat16":
        return 9
    if dt is not None and dt in _NUMPY:
        return _NUMPY[dt]
    raise LaunchError(f"{fn}: tensorDataType {t!r} is not a CUtensorMapDataType "
                      f"({', '.join(v[0] for v in DATA_TYPES.values())} or a numpy dtype of one)")


def _enum(v, names: tuple[str, ...], what: str, fn: str = "encode_tiled") -> int:
    if isinstance(v, str):
        key = v.upper()
        for i, n in enumerate(names):
            if key in (n, n.removeprefix("_")) or key.endswith("_" + n):
                return i
    elif isinstance(v, (int, np.integer)) and not isinstance(v, bool) and 0 <= int(v) < len(names):
        return int(v)
    raise LaunchError(f"{fn}: {what} {v!r} is not one of {', '.join(names)} (or 0..{len(names) - 1})")


def _ints(v, n: int, what: str, fn: str = "encode_tiled") -> list[int]:
    try:
        xs = [int(x) for x in v]
    except (TypeError, ValueError):
        raise LaunchError(f"{fn}: {what} must be {n} integers, got {v!r}") from None
    if len(xs) != n or any(not isinstance(x, (int, np.integer)) or isinstance(x, bool) for x in v):
        raise LaunchError(f"{fn}: {what} must be {n} integers, got {v!r}")
    return xs


class TensorMap(bytes):
    """The 128 bytes of a tensor map (pass it as a kernel argument)."""


def _common(fn: str, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, elementStrides,
            interleave, swizzle, l2Promotion, oobFill, ranks: tuple[int, int]) -> dict:
    """The arguments both encoders share, checked by the driver's rules (CUDA Driver API,
    cuTensorMapEncodeTiled / cuTensorMapEncodeIm2col)."""
    dtype = _data_type(tensorDataType, fn)
    name, esize, _, is_float = DATA_TYPES[dtype]
    lo, hi = ranks
    if isinstance(tensorRank, bool) or not isinstance(tensorRank, (int, np.integer)) or not lo <= tensorRank <= hi:
        raise LaunchError(f"{fn}: tensorRank {tensorRank!r} must be {lo}..{hi}")
    rank = int(tensorRank)
    addr = getattr(globalAddress, "ptr", globalAddress)
    if isinstance(addr, bool) or not isinstance(addr, (int, np.integer)) or addr <= 0:
        raise LaunchError(f"{fn}: globalAddress must be a device address or array, got {globalAddress!r}")
    addr = int(addr)
    inter = _enum(interleave, ("NONE", "16B", "32B"), "interleave", fn)
    swz = _enum(swizzle, ("NONE", "32B", "64B", "128B"), "swizzle", fn)
    l2 = _enum(l2Promotion, ("NONE", "L2_64B", "L2_128B", "L2_256B"), "l2Promotion", fn)
    oob = _enum(oobFill, ("NONE", "NAN_REQUEST_ZERO_FMA"), "oobFill", fn)
    dims = _ints(globalDim, rank, "globalDim", fn)
    strides = _ints(globalStrides, rank - 1, "globalStrides", fn)
    estr = _ints(elementStrides, rank, "elementStrides", fn)
    if inter != 0 and rank < 3:
        raise LaunchError(f"{fn}: an interleaved layout needs tensorRank >= 3")
    align = 32 if inter == 2 else 16
    if addr % align:
        raise LaunchError(f"{fn}: globalAddress {addr:#x} must be {align}-byte aligned")
    for i, d in enumerate(dims):
        if not 0 < d <= 1 << 32:
            raise LaunchError(f"{fn}: globalDim[{i}] = {d} must be in 1..2^32")
    prev = dims[0] * esize
    for i, s in enumerate(strides):
        if s % align or not 0 < s < 1 << 40:
            raise LaunchError(f"{fn}: globalStrides[{i}] = {s} must be a positive multiple of {align} below 2^40")
        if s < prev:
            raise LaunchError(f"{fn}: globalStrides[{i}] = {s} is smaller than the dimensions inside it "
                              f"({prev} bytes): rows would overlap")
        prev = s * dims[i + 1]
    for i, e in enumerate(estr):
        if not 0 < e <= 8:
            raise LaunchError(f"{fn}: elementStrides[{i}] = {e} must be in 1..8")
    if inter == 2 and swz != 1:
        raise LaunchError(f"{fn}: interleave 32B requires swizzle 32B")
    if oob == 1 and not is_float:
        raise LaunchError(f"{fn}: oobFill NAN_REQUEST_ZERO_FMA needs a floating-point type, not {name}")
    return dict(dtype=dtype, esize=esize, rank=rank, addr=addr, inter=inter, swz=swz, l2=l2, oob=oob, dims=dims,
                strides=strides, estr=estr)


def _inner_extent(fn: str, what: str, nbytes: int, c: dict) -> None:
    """The innermost extent of a non-interleaved box: a multiple of 16 bytes, within the span."""
    if c["inter"] != 0:
        return
    if nbytes % 16:
        raise LaunchError(f"{fn}: {what} x element size = {nbytes} bytes must be a multiple of 16")
    span = SWIZZLE_SPAN[c["swz"]]
    if span and nbytes > span:
        raise LaunchError(f"{fn}: {what} x element size = {nbytes} bytes exceeds the {span}B swizzle span")


def encode_tiled(tensorDataType, tensorRank: int, globalAddress, globalDim, globalStrides, boxDim,
                 elementStrides, interleave=0, swizzle=0, l2Promotion=0, oobFill=0) -> TensorMap:
    """cuTensorMapEncodeTiled: a tiled tensor map. ``globalAddress`` is a device address
    (int) or a DeviceArray; ``globalDim`` (``tensorRank`` ints, innermost first),
    ``globalStrides`` (``tensorRank - 1`` byte strides of dimensions 1..), ``boxDim``,
    ``elementStrides`` (``tensorRank`` each); the enums as ints or names (``"128B"``,
    ``"NAN_REQUEST_ZERO_FMA"`` ...). Violations of the driver's rules raise LaunchError."""
    fn = "encode_tiled"
    c = _common(fn, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, elementStrides,
                interleave, swizzle, l2Promotion, oobFill, (1, 5))
    box = _ints(boxDim, c["rank"], "boxDim")
    for i, b in enumerate(box):
        if not 0 < b <= 256:
            raise LaunchError(f"{fn}: boxDim[{i}] = {b} must be in 1..256")
    _inner_extent(fn, "boxDim[0]", box[0] * c["esize"], c)
    return _pack(c["dtype"], c["rank"], c["inter"], c["swz"], c["l2"], c["oob"], c["addr"], c["dims"], c["strides"],
                 box, c["estr"])


#: cuTensorMapEncodeIm2col / PTX ISA "im2col mode": the range of the pixel box corners per rank
CORNER_RANGE = {3: (-(1 << 15), (1 << 15) - 1), 4: (-(1 << 7), (1 << 7) - 1), 5: (-(1 << 4), (1 << 4) - 1)}


def encode_im2col(tensorDataType, tensorRank: int, globalAddress, globalDim, globalStrides, pixelBoxLowerCorner,
                  pixelBoxUpperCorner, channelsPerPixel: int, pixelsPerColumn: int, elementStrides, interleave=0,
                  swizzle=0, l2Promotion=0, oobFill=0) -> TensorMap:
    """cuTensorMapEncodeIm2col: an im2col tensor map over a rank 3-5 tensor (dimensions
    innermost first: C, W, (H, (D,)) N). ``pixelBoxLowerCorner`` / ``pixelBoxUpperCorner``:
    ``tensorRank - 2`` signed ints each (W first), the bounding box of the filter's base
    position being ``[lower, globalDim + upper)`` per spatial dimension; a copy reads
    ``pixelsPerColumn`` pixels (1..1024) of ``channelsPerPixel`` channels (1..256) each.
    Other arguments and errors as :func:`encode_tiled`."""
    fn = "encode_im2col"
    c = _common(fn, tensorDataType, tensorRank, globalAddress, globalDim, globalStrides, elementStrides,
                interleave, swizzle, l2Promotion, oobFill, (3, 5))
    rank = c["rank"]
    lower = _ints(pixelBoxLowerCorner, rank - 2, "pixelBoxLowerCorner", fn)
    upper = _ints(pixelBoxUpperCorner, rank - 2, "pixelBoxUpperCorner", fn)
    lo, hi = CORNER_RANGE[rank]
    for what, xs in (("pixelBoxLowerCorner", lower), ("pixelBoxUpperCorner", upper)):
        for i, x in enumerate(xs):
            if not lo <= x <= hi:
                raise LaunchError(f"{fn}: {what}[{i}] = {x} must be in {lo}..{hi} for a rank-{rank} tensor")
    for i, (a, b) in enumerate(zip(lower, upper)):
        if a >= c["dims"][i + 1] + b:
            raise LaunchError(f"{fn}: the pixel box of spatial dimension {i} is empty: "
                              f"[{a}, globalDim[{i + 1}] + {b}) = [{a}, {c['dims'][i + 1] + b})")
    (cpp, ppc) = _ints([channelsPerPixel, pixelsPerColumn], 2, "channelsPerPixel / pixelsPerColumn", fn)
    if not 0 < cpp <= 256:
        raise LaunchError(f"{fn}: channelsPerPixel = {cpp} must be in 1..256")
    if not 0 < ppc <= 1024:
        raise LaunchError(f"{fn}: pixelsPerColumn = {ppc} must be in 1..1024")
    _inner_extent(fn, "channelsPerPixel", cpp * c["esize"], c)
    return _pack(c["dtype"], rank, c["inter"], c["swz"], c["l2"], c["oob"], c["addr"], c["dims"], c["strides"],
                 [cpp, ppc] + [1] * (rank - 2), c["estr"], (lower, upper))


def _pack(dtype, rank, inter, swz, l2, oob, addr, dims, strides, box, estr, im2col=None) -> TensorMap:
    raw = bytearray(SIZE)
    raw[0:4] = MAGIC.to_bytes(4, "little")
    raw[4:10] = bytes((dtype, rank, inter, swz, l2, oob))
    if im2col is not None:
        lower, upper = im2col
        raw[10] = 1
        raw[112:118] = np.array(lower + [0] * (3 - len(lower)), dtype=np.int16).tobytes()
        raw[118:124] = np.array(upper + [0] * (3 - len(upper)), dtype=np.int16).tobytes()
    raw[16:24] = addr.to_bytes(8, "little")
    raw[24:64] = np.array(dims + [1] * (5 - rank), dtype=np.uint64).tobytes()
    raw[64:96] = np.array(strides + [0] * (4 - len(strides)), dtype=np.uint64).tobytes()
    raw[96:106] = np.array(box + [1] * (5 - rank), dtype=np.uint16).tobytes()
    raw[106:111] = np.array(estr + [1] * (5 - rank), dtype=np.uint8).tobytes()
    return TensorMap(bytes(raw))


@dataclass(frozen=True)
class Decoded:
    """A tensor map as the copies use it."""

    dtype: int
    esize: int
    rank: int
    interleave: int
    swizzle: int       # span in bytes (0: none)
    oob_nan: bool
    address: int
    dims: tuple[int, ...]
    strides: tuple[int, ...]    # bytes, per dimension (dimension 0: the element size)
    box: tuple[int, ...]
    estrides: tuple[int, ...]
    kind: str = "tile"          # "tile" (cuTensorMapEncodeTiled) or "im2col"
    lower: tuple[int, ...] = ()  # im2col: pixel box corners (spatial dimensions, W first)
    upper: tuple[int, ...] = ()

    def counts(self) -> tuple[int, ...]:
        """Elements the box holds per dimension (boxDim / elementStride, rounded up); an
        im2col box: (channels, pixels)."""
        if self.kind == "im2col":
            return (-(-self.box[0] // self.estrides[0]), self.box[1])
        return tuple(-(-b // e) for b, e in zip(self.box, self.estrides))

    def box_bytes(self) -> int:
        return int(np.prod(self.counts())) * self.esize


def decode(raw: np.ndarray) -> Decoded | None:
    """The tensor map in 128 bytes ``raw`` (uint8), or None when they are not one."""
    raw = np.ascontiguousarray(raw, dtype=np.uint8)
    if int(raw[0:4].view(np.uint32)[0]) != MAGIC:
        return None
    dtype, rank, inter, swz, _l2, oob = (int(x) for x in raw[4:10])
    if dtype not in DATA_TYPES or not 1 <= rank <= 5 or swz > 3:
        return None
    esize = DATA_TYPES[dtype][1]
    dims = tuple(int(x) for x in raw[24:64].view(np.uint64)[:rank])
    strides = (esize,) + tuple(int(x) for x in raw[64:96].view(np.uint64)[:rank - 1])
    box = tuple(int(x) for x in raw[96:106].view(np.uint16)[:rank])
    estr = tuple(int(x) for x in raw[106:111][:rank])
    if raw[10] > 1:
        return None
    kind, lower, upper = "tile", (), ()
    if raw[10] == 1:
        kind = "im2col"
        lower = tuple(int(x) for x in raw[112:118].view(np.int16)[:rank - 2])
        upper = tuple(int(x) for x in raw[118:124].view(np.int16)[:rank - 2])
    return Decoded(dtype, esize, rank, inter, SWIZZLE_SPAN[swz], bool(oob), int(raw[16:24].view(np.uint64)[0]),
                   dims, strides, box, estr, kind, lower, upper)
