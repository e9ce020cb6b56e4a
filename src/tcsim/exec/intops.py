"""Integer and bit-manipulation semantics of PTX, vectorised over numpy lane arrays.

Every function here is pure and elementwise: operands are numpy arrays (one element per
lane, any shape) or numpy scalars, which broadcast. Nothing loops over elements in
Python; the few Python loops below run over a fixed number of bits, bytes or LUT
minterms. Results are bit-exact with the PTX ISA and wrap modulo 2**n like the hardware.

Conventions
-----------
* **The operand dtype is the PTX type.** ``int16/int32/int64`` mean ``.s16/.s32/.s64``,
  ``uint16/uint32/uint64`` mean ``.u16/.u32/.u64`` (and the ``.bN`` bit types). Callers
  view a register file's raw bits as the instruction's type (``regs.view(np.int32)``)
  before calling; :func:`ptx_dtype` maps PTX type names to dtypes. The *first* value
  operand fixes the type; other value operands are converted to it modulo 2**n.
* Shift amounts, bit positions and lengths are unsigned 32-bit (``.u32``) as in the
  ISA; any integer dtype is accepted and converted modulo 2**32.
* Carry flags (``CC.CF``) are explicit boolean arrays: the ``*_cc``/``*c`` functions
  take the carry-in and return ``(d, carry_out)``.
* Counting results (``popc``, ``clz``, ``bfind``, ``fns``) and ``prmt`` are ``uint32``.

Sources
-------
Semantics follow the PTX ISA manual (PTX ISA 8.x/9.0), chapter 9.7.1 "Integer
Arithmetic Instructions", 9.7.2 "Extended-Precision Integer Arithmetic Instructions",
the "Logic and Shift Instructions" section (``and/or/xor/not/cnot/lop3/shf/shl/shr``)
and the "Data Movement and Conversion Instructions" section (``prmt``). Each function
names the instruction section it implements and transcribes the manual's pseudocode
(msb/pos/len rules of ``bfe``/``bfi``, ``bmsk``/``szext`` clamp and wrap, ``shf``
clamping, ``prmt`` mode tables, ``fns`` search, carry/borrow of the extended-precision
instructions).

Assumptions (not specified by the manual)
-----------------------------------------
* **Division by zero** (``div``, ``rem``; manual: result unspecified). We return *all
  bits set* for both quotient and remainder, for every width and signedness
  (``0xFF..F`` / ``-1``). Source: N. Juffa (NVIDIA) on Stack Overflow (question
  12960005): "integer division operators on NVIDIA GPUs return a result with all bits
  set to 1 ... The same applies to a modulo operator where the divisor is zero". (This
  matches the predicated ``d = ~divisor`` fix-up commonly seen at the end of ptxas'
  division sequences; not verified on hardware here.) Note this differs from the
  RISC-V-style ``x % 0 == x`` convention. Applied in :func:`div` and :func:`rem` only.
* **Signed overflow of div/rem**: ``INT_MIN / -1`` wraps to ``INT_MIN`` and
  ``INT_MIN % -1`` is ``0`` (two's-complement truncating division modulo 2**n).
* **fns with base > 31 or negative** (manual: undefined) returns ``0xFFFFFFFF``
  ("not found"), which is what the manual's search loop yields for a nonzero offset.
* ``abs``/``neg`` of ``INT_MIN`` wrap to ``INT_MIN`` (the manual's ``d = |a|``/``-a``
  evaluated modulo 2**n).
"""

from __future__ import annotations

import functools
from typing import Literal

import numpy as np

__all__ = [
    "ptx_dtype",
    # arithmetic
    "add", "sub", "add_sat", "sub_sat", "add_x2", "sub_x2",
    "mul_lo", "mul_hi", "mul_wide", "mad_lo", "mad_hi", "mad_wide",
    "mul24", "mad24", "sad", "div", "rem", "abs_", "neg", "min_", "max_", "min_x2", "max_x2",
    # extended precision
    "add_cc", "addc", "sub_cc", "subc", "mad_cc", "madc",
    # bit manipulation
    "popc", "clz", "bfind", "fns", "brev", "bfe", "bfi", "bmsk", "szext", "dp4a", "dp2a",
    # logic and shift
    "and_", "or_", "xor_", "not_", "cnot", "lop3", "shl", "shr", "shf_l", "shf_r",
    # data movement
    "prmt",
]

_PTX_DTYPES = {
    "s16": np.int16, "s32": np.int32, "s64": np.int64,
    "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
    "b16": np.uint16, "b32": np.uint32, "b64": np.uint64,
}
_UNSIGNED = {2: np.dtype(np.uint16), 4: np.dtype(np.uint32), 8: np.dtype(np.uint64)}
_SIGNED = {2: np.dtype(np.int16), 4: np.dtype(np.int32), 8: np.dtype(np.int64)}
_U32 = np.dtype(np.uint32)
_I32 = np.dtype(np.int32)
_U64 = np.dtype(np.uint64)
_I64 = np.dtype(np.int64)
_NOT_FOUND = np.uint32(0xFFFFFFFF)
_M32 = np.uint64(0xFFFFFFFF)

Mode = Literal["clamp", "wrap"]


def ptx_dtype(name: str) -> np.dtype:
    """numpy dtype of a PTX integer type name (``"s32"``, ``".u64"``, ``"b16"`` ...)."""
    return np.dtype(_PTX_DTYPES[name.lstrip(".")])


# --------------------------------------------------------------------------- helpers


def _quiet(fn):
    """Run ``fn`` with numpy's (scalar) overflow warnings off: wrap-around is intended."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        with np.errstate(over="ignore", divide="ignore", invalid="ignore"):
            return fn(*args, **kwargs)

    return wrapper


def _int(x, allowed: tuple[int, ...] = (2, 4, 8)) -> np.ndarray:
    """``x`` as an integer array whose dtype is the instruction type."""
    x = np.asarray(x)
    if x.dtype.kind not in "iu" or x.dtype.itemsize not in allowed:
        widths = "/".join(str(8 * w) for w in allowed)
        raise TypeError(f"expected a {widths}-bit integer operand, got dtype {x.dtype}")
    return x


def _as(x, dtype: np.dtype) -> np.ndarray:
    """``x`` converted to ``dtype`` modulo 2**n (Python ints and other int dtypes)."""
    x = np.asarray(x)
    if x.dtype != dtype:
        x = x.astype(dtype)
    return x


def _u(x: np.ndarray) -> np.ndarray:
    """Bit pattern of ``x`` as the unsigned dtype of the same width."""
    return x.view(_UNSIGNED[x.dtype.itemsize])


def _ones(dtype: np.dtype):
    """All-ones value of ``dtype`` (``-1`` or ``UINT_MAX``)."""
    return np.array(-1, dtype=np.int64).astype(dtype)[()]


def _amount(x) -> np.ndarray:
    """A ``.u32`` shift amount / position / length operand."""
    x = np.asarray(x)
    if x.dtype.kind == "b":
        x = x.astype(np.uint32)
    if x.dtype.kind not in "iu":
        raise TypeError(f"expected an integer amount, got dtype {x.dtype}")
    return _as(x, _U32)


def _low_mask(e: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """Unsigned ``dtype`` mask of the ``e`` low bits, ``e`` in ``0..n`` (uint32)."""
    n = 8 * dtype.itemsize
    e = _as(e, dtype)
    safe = np.minimum(e, n - 1).astype(dtype)
    one = dtype.type(1)
    return np.where(e >= n, _ones(dtype), (one << safe) - one).astype(dtype)


def _shl_u(x: np.ndarray, amt: np.ndarray) -> np.ndarray:
    """Unsigned left shift of ``x`` by uint32 ``amt``; amounts >= n give 0."""
    n = 8 * x.dtype.itemsize
    safe = np.minimum(amt, n - 1).astype(x.dtype)
    return np.where(amt >= n, x.dtype.type(0), x << safe).astype(x.dtype)


def _shr_u(x: np.ndarray, amt: np.ndarray) -> np.ndarray:
    """Logical right shift of unsigned ``x`` by uint32 ``amt``; amounts >= n give 0."""
    n = 8 * x.dtype.itemsize
    safe = np.minimum(amt, n - 1).astype(x.dtype)
    return np.where(amt >= n, x.dtype.type(0), x >> safe).astype(x.dtype)


if hasattr(np, "bitwise_count"):

    def _popc_u(x: np.ndarray) -> np.ndarray:
        return np.bitwise_count(x).astype(np.uint32)

else:  # numpy < 2.0: SWAR population count

    def _popc_u(x: np.ndarray) -> np.ndarray:
        x = _as(x, _U64)
        x = x - ((x >> 1) & np.uint64(0x5555555555555555))
        x = (x & np.uint64(0x3333333333333333)) + ((x >> 2) & np.uint64(0x3333333333333333))
        x = (x + (x >> 4)) & np.uint64(0x0F0F0F0F0F0F0F0F)
        return ((x * np.uint64(0x0101010101010101)) >> 56).astype(np.uint32)


def _bitlen_u(x: np.ndarray) -> np.ndarray:
    """Number of significant bits of unsigned ``x`` (0 for 0), as uint32."""
    n = 8 * x.dtype.itemsize
    s = 1
    while s < n:
        x = x | (x >> x.dtype.type(s))
        s <<= 1
    return _popc_u(x)


def _mul_parts(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """High and low n-bit halves (unsigned dtype) of the 2n-bit product ``a*b``.

    ``a`` and ``b`` share the instruction dtype; the product is signed if it is signed.
    For 64-bit operands the 128-bit product is assembled from 32-bit limbs.
    """
    dt = a.dtype
    n = 8 * dt.itemsize
    udt = _UNSIGNED[dt.itemsize]
    if n < 64:
        wide = (_SIGNED if dt.kind == "i" else _UNSIGNED)[2 * dt.itemsize]
        p = a.astype(wide) * b.astype(wide)
        lo = p.astype(udt)
        hi = (p >> wide.type(n)).astype(udt)
        return hi, lo
    ua, ub = _u(a), _u(b)
    al, ah = ua & _M32, ua >> np.uint64(32)
    bl, bh = ub & _M32, ub >> np.uint64(32)
    ll, lh, hl, hh = al * bl, al * bh, ah * bl, ah * bh
    mid = (ll >> np.uint64(32)) + (lh & _M32) + (hl & _M32)
    hi = hh + (lh >> np.uint64(32)) + (hl >> np.uint64(32)) + (mid >> np.uint64(32))
    lo = (mid << np.uint64(32)) | (ll & _M32)
    if dt.kind == "i":  # signed high word = unsigned high word - corrections (mod 2**64)
        hi = hi - np.where(a < 0, ub, np.uint64(0)) - np.where(b < 0, ua, np.uint64(0))
    return np.asarray(hi, dtype=udt), np.asarray(lo, dtype=udt)


def _add_carry(x: np.ndarray, y: np.ndarray, cin) -> tuple[np.ndarray, np.ndarray]:
    """Unsigned ``x + y + cin`` modulo 2**n and its carry-out (bool)."""
    s = x + y
    c1 = s < x
    cin = _as(cin, np.dtype(bool)).astype(x.dtype)
    s2 = s + cin
    return s2, c1 | (s2 < s)


def _sub_borrow(x: np.ndarray, y: np.ndarray, bin_) -> tuple[np.ndarray, np.ndarray]:
    """Unsigned ``x - (y + bin)`` modulo 2**n and its borrow-out (bool)."""
    d = x - y
    b1 = x < y
    bin_ = _as(bin_, np.dtype(bool)).astype(x.dtype)
    d2 = d - bin_
    return d2, b1 | (d < bin_)


# ------------------------------------------------------------------ add/sub (9.7.1.1-2)


@_quiet
def add(a, b):
    """``add.{u,s}{16,32,64}`` (§9.7.1.1): ``a + b`` modulo 2**n."""
    a = _int(a)
    return a + _as(b, a.dtype)


@_quiet
def sub(a, b):
    """``sub.{u,s}{16,32,64}`` (§9.7.1.2): ``a - b`` modulo 2**n."""
    a = _int(a)
    return a - _as(b, a.dtype)


@_quiet
def add_sat(a, b):
    """``add.sat.s32`` (§9.7.1.1): sum clamped to ``[INT32_MIN, INT32_MAX]``."""
    a = _int(a, (4,))
    if a.dtype != _I32:
        raise TypeError("add.sat is defined for .s32 only")
    s = a.astype(np.int64) + _as(b, _I32).astype(np.int64)
    return np.clip(s, -(2**31), 2**31 - 1).astype(np.int32)


@_quiet
def sub_sat(a, b):
    """``sub.sat.s32`` (§9.7.1.2): difference clamped to ``[INT32_MIN, INT32_MAX]``."""
    a = _int(a, (4,))
    if a.dtype != _I32:
        raise TypeError("sub.sat is defined for .s32 only")
    s = a.astype(np.int64) - _as(b, _I32).astype(np.int64)
    return np.clip(s, -(2**31), 2**31 - 1).astype(np.int32)


def _halves(x) -> tuple[np.ndarray, np.ndarray]:
    """Low and high halfwords (uint16) of a 32-bit register."""
    u = _u(_int(x, (4,)))
    return (u & np.uint32(0xFFFF)).astype(np.uint16), (u >> np.uint32(16)).astype(np.uint16)


def _join(lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """uint32 register ``{hi, lo}`` from two 16-bit halves."""
    lo32 = _u(np.asarray(lo)).astype(np.uint32)
    hi32 = _u(np.asarray(hi)).astype(np.uint32)
    return lo32 | (hi32 << np.uint32(16))


@_quiet
def add_x2(a, b):
    """``add.u16x2`` / ``add.s16x2`` (§9.7.1.1): two wrapping 16-bit adds; b32 in/out."""
    al, ah = _halves(a)
    bl, bh = _halves(b)
    return _join(al + bl, ah + bh)


@_quiet
def sub_x2(a, b):
    """``sub.u16x2`` / ``sub.s16x2`` (§9.7.1.2): two wrapping 16-bit subtracts."""
    al, ah = _halves(a)
    bl, bh = _halves(b)
    return _join(al - bl, ah - bh)


# ------------------------------------------------------------------- mul/mad (9.7.1.3-4)


@_quiet
def mul_lo(a, b):
    """``mul.lo.type`` (§9.7.1.3): ``t<n-1..0>`` of ``t = a*b``, same dtype."""
    a = _int(a)
    return a * _as(b, a.dtype)


@_quiet
def mul_hi(a, b):
    """``mul.hi.type`` (§9.7.1.3): ``t<2n-1..n>`` of the 2n-bit product, same dtype.

    64-bit operands: high 64 bits of the 128-bit product from 32-bit limbs (signed and
    unsigned).
    """
    a = _int(a)
    hi, _ = _mul_parts(a, _as(b, a.dtype))
    return hi.view(a.dtype)


@_quiet
def mul_wide(a, b):
    """``mul.wide.{u,s}{16,32}`` (§9.7.1.3): full 2n-bit product (int16->int32, int32->int64)."""
    a = _int(a, (2, 4))
    wide = (_SIGNED if a.dtype.kind == "i" else _UNSIGNED)[2 * a.dtype.itemsize]
    return a.astype(wide) * _as(b, a.dtype).astype(wide)


@_quiet
def mad_lo(a, b, c):
    """``mad.lo.type`` (§9.7.1.4): ``t<n-1..0> + c`` modulo 2**n."""
    a = _int(a)
    return a * _as(b, a.dtype) + _as(c, a.dtype)


@_quiet
def mad_hi(a, b, c, *, sat: bool = False):
    """``mad.hi.type`` (§9.7.1.4): ``t<2n-1..n> + c`` modulo 2**n.

    ``sat=True`` is ``mad.hi.sat.s32``: the sum is clamped to the s32 range.
    """
    a = _int(a)
    hi = mul_hi(a, b)
    if sat:
        if a.dtype != _I32:
            raise TypeError("mad.hi.sat is defined for .s32 only")
        s = hi.astype(np.int64) + _as(c, _I32).astype(np.int64)
        return np.clip(s, -(2**31), 2**31 - 1).astype(np.int32)
    return hi + _as(c, a.dtype)


@_quiet
def mad_wide(a, b, c):
    """``mad.wide.{u,s}{16,32}`` (§9.7.1.4): ``a*b + c`` in 2n bits; ``c`` is 2n-bit."""
    t = mul_wide(a, b)
    return t + _as(c, t.dtype)


def _ext24(a: np.ndarray) -> np.ndarray:
    """Low 24 bits of a .u32/.s32 operand, zero/sign extended, as int64."""
    x = (_u(a) & np.uint32(0xFFFFFF)).astype(np.int64)
    if a.dtype.kind == "i":
        x = x - ((x & 0x800000) << 1)
    return x


def _mul24_parts(a, b) -> tuple[np.ndarray, np.ndarray]:
    a = _int(a, (4,))
    p = _ext24(a) * _ext24(_as(b, a.dtype))  # |p| < 2**47: exact in int64
    lo = (p & 0xFFFFFFFF).astype(np.uint32)
    hi = ((p >> 16) & 0xFFFFFFFF).astype(np.uint32)
    return hi, lo


@_quiet
def mul24(a, b, *, hi: bool = False):
    """``mul24.{lo,hi}.{u32,s32}`` (§9.7.1.5): 24x24-bit product ``t`` (48 bits).

    ``.lo`` returns ``t<31..0>``, ``.hi`` returns ``t<47..16>``. Operands use their low
    24 bits, sign-extended from bit 23 for ``.s32``.
    """
    a = _int(a, (4,))
    h, lo = _mul24_parts(a, b)
    return (h if hi else lo).view(a.dtype)


@_quiet
def mad24(a, b, c, *, hi: bool = False, sat: bool = False):
    """``mad24.{lo,hi}.{u32,s32}`` and ``mad24.hi.sat.s32`` (§9.7.1.6).

    ``t<47..16> + c`` (``.hi``) or ``t<31..0> + c`` (``.lo``) modulo 2**32; with
    ``sat`` (``.hi.s32`` only) the sum is clamped to the s32 range.
    """
    a = _int(a, (4,))
    h, lo = _mul24_parts(a, b)
    if sat:
        if not hi or a.dtype != _I32:
            raise TypeError("mad24 .sat is defined for .hi.s32 only")
        s = h.view(np.int32).astype(np.int64) + _as(c, _I32).astype(np.int64)
        return np.clip(s, -(2**31), 2**31 - 1).astype(np.int32)
    return (h if hi else lo).view(a.dtype) + _as(c, a.dtype)


@_quiet
def sad(a, b, c):
    """``sad.type`` (§9.7.1.7): ``c + ((a < b) ? b - a : a - b)`` modulo 2**n."""
    a = _int(a)
    b = _as(b, a.dtype)
    return _as(c, a.dtype) + np.where(a < b, b - a, a - b).astype(a.dtype)


# ------------------------------------------------------------------- div/rem (9.7.1.8-9)


def _divmod_trunc(a, b) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Truncating quotient and remainder (unsigned bit patterns) and the b == 0 mask."""
    a = _int(a)
    b = _as(b, a.dtype)
    ua, ub = _u(a), _u(b)
    zero = ub == 0
    if a.dtype.kind == "u":
        ub1 = np.where(zero, ub.dtype.type(1), ub)
        return ua // ub1, ua % ub1, zero
    udt = ua.dtype
    na, nb = a < 0, b < 0
    ma = np.where(na, udt.type(0) - ua, ua).astype(udt)  # |a| (INT_MIN -> 2**(n-1))
    mb = np.where(nb, udt.type(0) - ub, ub).astype(udt)
    mb = np.where(zero, udt.type(1), mb)
    q, r = ma // mb, ma % mb
    q = np.where(na ^ nb, udt.type(0) - q, q).astype(udt)  # quotient sign: a ^ b
    r = np.where(na, udt.type(0) - r, r).astype(udt)  # remainder sign: a (C semantics)
    return q, r, zero


@_quiet
def div(a, b):
    """``div.{u,s}{16,32,64}`` (§9.7.1.8): quotient truncated toward zero (C semantics).

    ``INT_MIN / -1`` wraps to ``INT_MIN``. Division by zero (unspecified in the manual)
    returns all ones (``0xFF..F``, i.e. ``-1`` for signed types); see module docstring.
    """
    a = _int(a)
    q, _, zero = _divmod_trunc(a, b)
    q = np.where(zero, _ones(q.dtype), q).astype(q.dtype)
    return q.view(a.dtype)


@_quiet
def rem(a, b):
    """``rem.{u,s}{16,32,64}`` (§9.7.1.9): remainder with the sign of ``a`` (C ``%``).

    ``INT_MIN % -1`` is 0. Remainder by zero returns all ones (assumption, see module
    docstring).
    """
    a = _int(a)
    _, r, zero = _divmod_trunc(a, b)
    r = np.where(zero, _ones(r.dtype), r).astype(r.dtype)
    return r.view(a.dtype)


# ------------------------------------------------------------- abs/neg/min/max (9.7.1.10-13)


@_quiet
def abs_(a):
    """``abs.{s16,s32,s64}`` (§9.7.1.10): ``|a|`` modulo 2**n, so ``abs(INT_MIN) == INT_MIN``."""
    a = _int(a)
    return np.where(a < 0, a.dtype.type(0) - a, a).astype(a.dtype)


@_quiet
def neg(a):
    """``neg.{s16,s32,s64}`` (§9.7.1.11): ``-a`` modulo 2**n (``neg(INT_MIN) == INT_MIN``)."""
    a = _int(a)
    return (a.dtype.type(0) - a).astype(a.dtype)


@_quiet
def min_(a, b, *, relu: bool = False):
    """``min{.relu}.type`` (§9.7.1.12): smaller of ``a``, ``b`` in the operand signedness.

    ``relu`` (``min.relu.s32``): negative results become 0.
    """
    a = _int(a)
    d = np.minimum(a, _as(b, a.dtype))
    if relu:
        if a.dtype != _I32:
            raise TypeError("min.relu is defined for .s32 and .s16x2 only")
        d = np.maximum(d, np.int32(0))
    return d


@_quiet
def max_(a, b, *, relu: bool = False):
    """``max{.relu}.type`` (§9.7.1.13): larger of ``a``, ``b``; ``relu`` (``.s32``) clamps at 0."""
    a = _int(a)
    d = np.maximum(a, _as(b, a.dtype))
    if relu:
        if a.dtype != _I32:
            raise TypeError("max.relu is defined for .s32 and .s16x2 only")
        d = np.maximum(d, np.int32(0))
    return d


def _minmax_x2(op, a, b, signed: bool, relu: bool):
    if relu and not signed:
        raise TypeError(".relu is defined for .s16x2 only")
    al, ah = _halves(a)
    bl, bh = _halves(b)
    if signed:
        al, ah, bl, bh = (x.view(np.int16) for x in (al, ah, bl, bh))
    lo, hi = op(al, bl), op(ah, bh)
    if relu:
        lo, hi = np.maximum(lo, np.int16(0)), np.maximum(hi, np.int16(0))
    return _join(lo, hi)


@_quiet
def min_x2(a, b, *, signed: bool, relu: bool = False):
    """``min{.relu}.{u16x2,s16x2}`` (§9.7.1.12): per-halfword minimum of b32 registers."""
    return _minmax_x2(np.minimum, a, b, signed, relu)


@_quiet
def max_x2(a, b, *, signed: bool, relu: bool = False):
    """``max{.relu}.{u16x2,s16x2}`` (§9.7.1.13): per-halfword maximum of b32 registers."""
    return _minmax_x2(np.maximum, a, b, signed, relu)


# -------------------------------------------------------- extended precision (9.7.2.1-6)


@_quiet
def add_cc(a, b):
    """``add.cc.{u32,s32,u64,s64}`` (§9.7.2.1): ``d = a + b``; returns ``(d, CF)``.

    CF is the carry out of bit n-1 of the unsigned addition (also for signed types).
    """
    return addc(a, b, False)


@_quiet
def addc(a, b, cf):
    """``addc{.cc}.{u32,s32,u64,s64}`` (§9.7.2.2): ``d = a + b + CC.CF``; returns ``(d, CF)``.

    The returned carry-out is what ``addc.cc`` writes to CC.CF (ignore it for plain
    ``addc``).
    """
    a = _int(a, (4, 8))
    d, c = _add_carry(_u(a), _u(_as(b, a.dtype)), cf)
    return d.view(a.dtype), c


@_quiet
def sub_cc(a, b):
    """``sub.cc.{u32,s32,u64,s64}`` (§9.7.2.3): ``d = a - b``; returns ``(d, CF)``.

    Borrow convention (as the manual): CC.CF receives the *borrow-out*, i.e. CF = 1 iff
    the unsigned subtraction ``a - b`` wraps (``a < b`` unsigned).
    """
    return subc(a, b, False)


@_quiet
def subc(a, b, cf):
    """``subc{.cc}.{u32,s32,u64,s64}`` (§9.7.2.4): ``d = a - (b + CC.CF)``; returns ``(d, CF)``.

    CC.CF in is a borrow-in; CF out is the borrow-out: 1 iff ``a < b + CF_in`` as
    unsigned (n+1)-bit values.
    """
    a = _int(a, (4, 8))
    d, c = _sub_borrow(_u(a), _u(_as(b, a.dtype)), cf)
    return d.view(a.dtype), c


@_quiet
def mad_cc(a, b, c, *, hi: bool = False):
    """``mad{.lo,.hi}.cc.{u32,s32,u64,s64}`` (§9.7.2.5): ``d = t<half> + c``; returns ``(d, CF)``.

    CF is the carry out of the (unsigned) addition of the selected product half and c.
    """
    return madc(a, b, c, False, hi=hi)


@_quiet
def madc(a, b, c, cf, *, hi: bool = False):
    """``madc{.lo,.hi}{.cc}.{u32,s32,u64,s64}`` (§9.7.2.6): ``d = t<half> + c + CC.CF``.

    ``t = a*b`` (signed for .s types); ``.hi`` uses ``t<2n-1..n>``, ``.lo`` ``t<n-1..0>``.
    Returns ``(d, carry_out)``.
    """
    a = _int(a, (4, 8))
    h, lo = _mul_parts(a, _as(b, a.dtype))
    d, carry = _add_carry(h if hi else lo, _u(_as(c, a.dtype)), cf)
    return d.view(a.dtype), carry


# ------------------------------------------------------------- bit manipulation (9.7.1.x)


@_quiet
def popc(a):
    """``popc.{b32,b64}`` (§9.7.1.14): number of one bits, as uint32."""
    a = _int(a, (4, 8))
    return _popc_u(_u(a))


@_quiet
def clz(a):
    """``clz.{b32,b64}`` (§9.7.1.15): leading zero count (n for 0), as uint32."""
    a = _int(a, (4, 8))
    return (np.uint32(8 * a.dtype.itemsize) - _bitlen_u(_u(a))).astype(np.uint32)


@_quiet
def bfind(a, *, shiftamt: bool = False):
    """``bfind{.shiftamt}.{u32,s32,u64,s64}`` (§9.7.1.16), result uint32.

    Position of the most significant non-sign bit (for negative signed inputs: the most
    significant 0); with ``shiftamt``, ``msb - position``. ``0xFFFFFFFF`` if none.
    """
    a = _int(a, (4, 8))
    x = _u(a)
    if a.dtype.kind == "i":
        x = np.where(a < 0, ~x, x).astype(x.dtype)
    bl = _bitlen_u(x)
    found = bl != 0
    pos = bl - np.uint32(1)
    if shiftamt:
        pos = np.uint32(8 * a.dtype.itemsize - 1) - pos
    return np.where(found, pos, _NOT_FOUND).astype(np.uint32)


def _select_kth(x: np.ndarray, k: np.ndarray) -> np.ndarray:
    """Bit position of the k-th (1-based, from the lsb) set bit of uint32 ``x``.

    ``k`` must be in ``1..popc(x)``; a 5-step binary search on popcounts.
    """
    pos = np.zeros(np.broadcast(x, k).shape, dtype=np.uint32)
    k = k.astype(np.int64)
    for w in (16, 8, 4, 2, 1):
        cnt = _popc_u((x >> pos) & np.uint32((1 << w) - 1)).astype(np.int64)
        go = cnt < k
        k = np.where(go, k - cnt, k)
        pos = np.where(go, pos + np.uint32(w), pos).astype(np.uint32)
    return pos


@_quiet
def fns(mask, base, offset):
    """``fns.b32`` (§9.7.1.17): position of the ``offset``-th set bit of ``mask`` from ``base``.

    ``offset > 0`` searches upward from ``base`` (inclusive), ``offset < 0`` downward,
    ``offset == 0`` tests bit ``base``. Returns uint32, ``0xFFFFFFFF`` if not found.
    ``base`` may be signed or unsigned; outside ``0..31`` (undefined in the manual) it
    returns not-found. ``offset`` is ``.s32``.
    """
    m = _as(mask, _U32)
    base = np.asarray(base)
    if base.dtype.kind not in "iu":
        raise TypeError(f"expected an integer base, got dtype {base.dtype}")
    base = base.astype(np.int64)
    off = _as(offset, _I32).astype(np.int64)
    ok = (base >= 0) & (base <= 31)
    bs = np.where(ok, base, 0).astype(np.uint32)
    bit_set = ((m >> bs) & np.uint32(1)) != 0
    res0 = np.where(bit_set, bs, _NOT_FOUND)
    up = m & (np.uint32(0xFFFFFFFF) << bs)  # bits base..31
    down = m & _low_mask(bs + np.uint32(1), _U32)  # bits 0..base
    x = np.where(off > 0, up, down).astype(np.uint32)
    k = np.abs(off)
    total = _popc_u(x).astype(np.int64)
    rank = np.where(off > 0, k, total - k + 1)  # rank from the lsb
    found = (k >= 1) & (k <= total)
    pos = _select_kth(x, np.clip(rank, 1, 32))
    res = np.where(off == 0, res0, np.where(found, pos, _NOT_FOUND))
    return np.where(ok, res, _NOT_FOUND).astype(np.uint32)


_BREV_STEPS = (
    (1, 0x5555555555555555),
    (2, 0x3333333333333333),
    (4, 0x0F0F0F0F0F0F0F0F),
    (8, 0x00FF00FF00FF00FF),
    (16, 0x0000FFFF0000FFFF),
    (32, 0x00000000FFFFFFFF),
)


@_quiet
def brev(a):
    """``brev.{b32,b64}`` (§9.7.1.18): bit reversal, same dtype."""
    a = _int(a, (4, 8))
    x = _u(a)
    dt = x.dtype
    n = 8 * dt.itemsize
    for s, m in _BREV_STEPS:
        if s >= n:
            break
        mm = dt.type(m & ((1 << n) - 1))
        ss = dt.type(s)
        x = ((x >> ss) & mm) | ((x & mm) << ss)
    return np.asarray(x, dtype=dt).view(a.dtype)


@_quiet
def bfe(a, b, c):
    """``bfe.{u32,s32,u64,s64}`` (§9.7.1.19): extract ``len`` bits of ``a`` at ``pos``.

    ``pos = b & 0xff``, ``len = c & 0xff``. Bits ``i < len`` with ``pos+i <= msb`` come
    from ``a[pos+i]``; all others are ``sbit``: 0 for unsigned types or ``len == 0``,
    else ``a[min(pos+len-1, msb)]``. Hence ``len == 0`` gives 0, and ``pos > msb``
    gives 0 (unsigned) or the replicated sign bit ``a[msb]`` (signed).
    """
    a = _int(a, (4, 8))
    x = _u(a)
    dt = x.dtype
    n = 8 * dt.itemsize
    pos = _amount(b) & np.uint32(0xFF)
    ln = _amount(c) & np.uint32(0xFF)
    avail = np.where(pos >= n, np.uint32(0), np.uint32(n) - np.minimum(pos, np.uint32(n)))
    e = np.minimum(ln, avail).astype(np.uint32)  # bits really taken from a
    field = _shr_u(x, pos) & _low_mask(e, dt)
    if a.dtype.kind == "u":
        return field.astype(dt).view(a.dtype)
    sidx = np.minimum(pos + ln - np.uint32(1), np.uint32(n - 1))  # only used when ln > 0
    sbit = (ln > 0) & (((x >> sidx.astype(dt)) & dt.type(1)) != 0)
    d = np.where(sbit, field | ~_low_mask(e, dt), field).astype(dt)
    return d.view(a.dtype)


@_quiet
def bfi(a, b, c, d):
    """``bfi.{b32,b64}`` (§9.7.1.20): insert the low ``len`` bits of ``a`` into ``b`` at ``pos``.

    ``pos = c & 0xff``, ``len = d & 0xff``; bits beyond the msb are dropped; ``len == 0``
    or ``pos > msb`` returns ``b``. Result has ``b``'s dtype.
    """
    b = _int(b, (4, 8))
    xb = _u(b)
    dt = xb.dtype
    xa = _u(_as(a, b.dtype))
    pos = _amount(c) & np.uint32(0xFF)
    ln = _amount(d) & np.uint32(0xFF)
    mask = _shl_u(_low_mask(np.minimum(ln, np.uint32(8 * dt.itemsize)), dt), pos)
    f = (xb & ~mask) | (_shl_u(xa, pos) & mask)
    return np.asarray(f, dtype=dt).view(b.dtype)


@_quiet
def bmsk(a, b, *, mode: Mode):
    """``bmsk.{clamp,wrap}.b32`` (§9.7.1.22): mask of ``b`` bits starting at bit ``a``.

    Transcribes the manual: ``a1 = a & 0x1f``, ``b1 = b & 0x1f``, ``mask0 = ~0 << a1``,
    ``mask1 = ~0 << (a1+b1)``; ``mask1 = 0`` if ``a1+b1 >= 32`` or (``.clamp``) ``a >= 32``
    (which also zeroes ``mask0``) or ``b >= 32``; else ``mask1 = ~0`` if ``b1 == 0``.
    ``d = mask0 & ~mask1`` (uint32).
    """
    _check_mode(mode)
    a = _amount(a)
    b = _amount(b)
    full = np.uint32(0xFFFFFFFF)
    a1 = a & np.uint32(0x1F)
    b1 = b & np.uint32(0x1F)
    mask0 = full << a1
    s = a1 + b1
    overflow = s >= 32
    mask1 = full << np.minimum(s, np.uint32(31))
    if mode == "clamp":
        mask0 = np.where(a >= 32, np.uint32(0), mask0)
        overflow = overflow | (a >= 32) | (b >= 32)
    mask1 = np.where(overflow, np.uint32(0), np.where(b1 == 0, full, mask1))
    return (mask0 & ~mask1).astype(np.uint32)


@_quiet
def szext(a, b, *, mode: Mode):
    """``szext.{clamp,wrap}.{u32,s32}`` (§9.7.1.21): sign/zero-extend the low N=b bits of ``a``.

    Signedness from ``a``'s dtype. Per the manual: ``b1 = b & 0x1f``; with ``.clamp`` and
    ``b >= 32`` the value is returned unchanged; otherwise bits ``>= b1`` are replaced
    by zero (``.u32``, or ``b1 == 0``) or by bit ``b1-1`` (``.s32``). N = 0 gives 0.
    """
    _check_mode(mode)
    a = _int(a, (4,))
    x = _u(a)
    b = _amount(b)
    full = np.uint32(0xFFFFFFFF)
    b1 = b & np.uint32(0x1F)
    too_large = (b >= 32) if mode == "clamp" else np.zeros(b.shape, dtype=bool)
    mask = np.where(too_large, np.uint32(0), full << b1)
    if a.dtype.kind == "i":
        spos = (b1 - np.uint32(1)) & np.uint32(0x1F)
        sbit = (b1 != 0) & ~too_large & (((x >> spos) & np.uint32(1)) != 0)
    else:
        sbit = False
    d = (x & ~mask) | np.where(sbit, mask, np.uint32(0))
    return np.asarray(d, dtype=np.uint32).view(a.dtype)


def _bytes(x, signed: bool) -> list[np.ndarray]:
    u = _u(_int(x, (4,))).astype(np.int64)
    out = []
    for i in range(4):
        v = (u >> (8 * i)) & 0xFF
        out.append(v - ((v & 0x80) << 1) if signed else v)
    return out


def _halfwords(x, signed: bool) -> list[np.ndarray]:
    u = _u(_int(x, (4,))).astype(np.int64)
    out = []
    for i in range(2):
        v = (u >> (16 * i)) & 0xFFFF
        out.append(v - ((v & 0x8000) << 1) if signed else v)
    return out


def _dp_result(a, b, c, acc_terms) -> np.ndarray:
    rdt = _U32 if (a.dtype.kind == "u" and b.dtype.kind == "u") else _I32
    acc = _as(c, rdt).astype(np.int64)
    for t in acc_terms:
        acc = acc + t
    return (acc & 0xFFFFFFFF).astype(np.uint32).view(rdt)


@_quiet
def dp4a(a, b, c):
    """``dp4a.atype.btype`` (§9.7.1.23): ``c + sum(a.byte[i] * b.byte[i])`` modulo 2**32.

    ``a``'s/``b``'s dtype (int32/uint32) selects .s32/.u32, i.e. sign or zero extension
    of their bytes. Result (and ``c``) is uint32 if both are unsigned, else int32.
    """
    a, b = _int(a, (4,)), _int(b, (4,))
    va, vb = _bytes(a, a.dtype.kind == "i"), _bytes(b, b.dtype.kind == "i")
    return _dp_result(a, b, c, (va[i] * vb[i] for i in range(4)))


@_quiet
def dp2a(a, b, c, *, hi: bool):
    """``dp2a.{lo,hi}.atype.btype`` (§9.7.1.24): ``c + sum(a.half[i] * b.byte[sel+i])``.

    ``a`` holds two 16-bit values, ``b`` four bytes; ``hi`` selects bytes 2..3 of ``b``
    (``.hi``) instead of 0..1 (``.lo``). Types and result dtype as :func:`dp4a`.
    """
    a, b = _int(a, (4,)), _int(b, (4,))
    va, vb = _halfwords(a, a.dtype.kind == "i"), _bytes(b, b.dtype.kind == "i")
    sel = 2 if hi else 0
    return _dp_result(a, b, c, (va[i] * vb[sel + i] for i in range(2)))


# ----------------------------------------------------------------- logic and shift


@_quiet
def and_(a, b):
    """``and.{b16,b32,b64}``: bitwise and."""
    a = _int(a)
    return a & _as(b, a.dtype)


@_quiet
def or_(a, b):
    """``or.{b16,b32,b64}``: bitwise or."""
    a = _int(a)
    return a | _as(b, a.dtype)


@_quiet
def xor_(a, b):
    """``xor.{b16,b32,b64}``: bitwise exclusive or."""
    a = _int(a)
    return a ^ _as(b, a.dtype)


@_quiet
def not_(a):
    """``not.{b16,b32,b64}``: bitwise complement."""
    a = _int(a)
    return ~a


@_quiet
def cnot(a):
    """``cnot.{b16,b32,b64}`` (Logic and Shift: cnot): ``d = (a == 0) ? 1 : 0``, same dtype."""
    a = _int(a)
    return (a == 0).astype(a.dtype)


@_quiet
def lop3(a, b, c, lut, *, boolop: Literal["and", "or"] | None = None, q=None):
    """``lop3.b32`` (Logic and Shift: lop3): arbitrary 3-input function given by ``immLut``.

    ``immLut = F(0xF0, 0xCC, 0xAA)``: minterm ``i`` (bit ``i`` of the LUT) covers
    ``a`` if ``i & 4`` else ``~a``, ``b`` if ``i & 2``, ``c`` if ``i & 1``; the result is the
    OR of the selected minterms. ``lut`` may be an int or a per-lane array. Works for any
    integer dtype (``a``'s). With ``boolop`` (``lop3.or``/``lop3.and``) returns
    ``(d, p)`` where ``p = (d != 0) BoolOp q``.
    """
    a = _int(a)
    x = _u(a)
    y = _u(_as(b, a.dtype))
    z = _u(_as(c, a.dtype))
    dt = x.dtype
    lut = np.asarray(lut)
    nx, ny, nz = ~x, ~y, ~z
    d = None
    for i in range(8):
        term = (x if i & 4 else nx) & (y if i & 2 else ny) & (z if i & 1 else nz)
        if lut.ndim == 0:
            if not (int(lut) >> i) & 1:
                continue
        else:
            sel = ((lut.astype(np.int64) >> i) & 1).astype(dt)
            term = term & (dt.type(0) - sel)
        d = term if d is None else d | term
    if d is None:
        d = np.zeros(np.broadcast(x, y, z).shape, dtype=dt)
    d = np.asarray(d, dtype=dt).view(a.dtype)
    if boolop is None:
        return d
    qq = _as(q, np.dtype(bool))
    p = (d != 0) & qq if boolop == "and" else (d != 0) | qq
    return d, p


@_quiet
def shl(a, b):
    """``shl.{b16,b32,b64}`` (Logic and Shift: shl): ``a << b``.

    ``b`` is .u32; amounts >= n give 0.
    """
    a = _int(a)
    return _shl_u(_u(a), _amount(b)).view(a.dtype)


def shift_by(op: str, n: int):
    """``shl``/``shr`` by the constant amount ``n`` (an immediate operand) as a one-argument
    function, bit-identical to ``shl(a, n)``/``shr(a, n)`` without their per-call checks
    of the amount (the common ``shl.b64 %rd, %rd, 2`` of address arithmetic)."""
    if n < 0:
        raise ValueError("shift amount must be >= 0")

    def f(a):
        a = _int(a)
        bits = 8 * a.dtype.itemsize
        if op == "shl" or a.dtype.kind == "u":
            if n >= bits:
                return np.zeros(np.shape(a), dtype=a.dtype)
            u = _u(a)
            s = u << u.dtype.type(n) if op == "shl" else u >> u.dtype.type(n)
            return np.asarray(s).view(a.dtype)
        return np.asarray(a >> a.dtype.type(min(n, bits - 1))).astype(a.dtype)   # arithmetic shr
    return f


@_quiet
def shr(a, b):
    """``shr.type`` (Logic and Shift: shr): arithmetic for signed dtypes, logical otherwise.

    ``b`` is .u32; amounts >= n give 0, or the replicated sign for signed types.
    """
    a = _int(a)
    amt = _amount(b)
    if a.dtype.kind == "i":
        n = 8 * a.dtype.itemsize
        return (a >> np.minimum(amt, np.uint32(n - 1)).astype(a.dtype)).astype(a.dtype)
    return _shr_u(a, amt)


def _check_mode(mode: str) -> None:
    if mode not in ("clamp", "wrap"):
        raise ValueError(f"mode must be 'clamp' or 'wrap', not {mode!r}")


def _funnel(a, b, c, mode: str) -> tuple[np.ndarray, np.ndarray]:
    _check_mode(mode)
    lo = _as(a, _U32).astype(np.uint64)
    hi = _as(b, _U32).astype(np.uint64)
    c = _amount(c)
    n = np.minimum(c, np.uint32(32)) if mode == "clamp" else c & np.uint32(0x1F)
    return (hi << np.uint64(32)) | lo, n.astype(np.uint64)


@_quiet
def shf_l(a, b, c, *, mode: Mode):
    """``shf.l.{clamp,wrap}.b32`` (Logic and Shift: shf): left funnel shift of ``{b, a}``.

    ``n = min(c, 32)`` (``.clamp``) or ``c & 0x1f`` (``.wrap``); returns the 32 msbs of
    ``({b,a} << n)``, i.e. ``(b << n) | (a >> (32-n))`` as uint32.
    """
    v, n = _funnel(a, b, c, mode)
    return ((v << n) >> np.uint64(32)).astype(np.uint32)


@_quiet
def shf_r(a, b, c, *, mode: Mode):
    """``shf.r.{clamp,wrap}.b32`` (Logic and Shift: shf): 32 lsbs of ``({b,a} >> n)``, uint32."""
    v, n = _funnel(a, b, c, mode)
    return ((v >> n) & _M32).astype(np.uint32)


# ------------------------------------------------------------------------------- prmt

# Source byte (0..7 of {b, a}) for result bytes 0..3 (lsb first), indexed by c & 3.
_PRMT_MODES = {
    "f4e": [[0, 1, 2, 3], [1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]],
    "b4e": [[0, 7, 6, 5], [1, 0, 7, 6], [2, 1, 0, 7], [3, 2, 1, 0]],
    "rc8": [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3]],
    "ecl": [[0, 1, 2, 3], [1, 1, 2, 3], [2, 2, 2, 3], [3, 3, 3, 3]],
    "ecr": [[0, 0, 0, 0], [0, 1, 1, 1], [0, 1, 2, 2], [0, 1, 2, 3]],
    "rc16": [[0, 1, 0, 1], [2, 3, 2, 3], [0, 1, 0, 1], [2, 3, 2, 3]],
}
_PRMT_TABLES = {k: np.array(v, dtype=np.intp) for k, v in _PRMT_MODES.items()}
_NIBBLE_SHIFTS = np.array([0, 4, 8, 12], dtype=np.uint32)


@_quiet
def prmt(a, b, c, mode: str | None = None):
    """``prmt.b32{.mode}`` (Data Movement: prmt): pick 4 bytes of ``{b, a}`` (bytes 0..7).

    Default mode: nibble ``i`` of ``c`` selects result byte ``i``; its 3 lsbs pick the
    source byte, its msb (bit 3) replicates that byte's sign bit over the byte. Modes
    ``f4e, b4e, rc8, ecl, ecr, rc16`` use ``c & 3`` and the manual's selection tables (no
    sign replication). Returns uint32.
    """
    a, b, c = np.broadcast_arrays(_as(a, _U32), _as(b, _U32), _amount(c))
    shape = a.shape
    src = np.empty(shape + (2,), dtype="<u4")
    src[..., 0] = a
    src[..., 1] = b
    src_bytes = src.view(np.uint8).reshape(shape + (8,))  # byte k of {b, a}
    if mode is None or mode == "":
        nib = (c[..., None] >> _NIBBLE_SHIFTS) & np.uint32(0xF)
        out = np.take_along_axis(src_bytes, (nib & np.uint32(7)).astype(np.intp), axis=-1)
        sign = np.where(out >= 0x80, np.uint8(0xFF), np.uint8(0))
        out = np.where((nib & np.uint32(8)) != 0, sign, out)
    else:
        try:
            table = _PRMT_TABLES[mode.lstrip(".")]
        except KeyError:
            raise ValueError(f"unknown prmt mode {mode!r}") from None
        out = np.take_along_axis(src_bytes, table[(c & np.uint32(3)).astype(np.intp)], axis=-1)
    out = np.ascontiguousarray(out, dtype=np.uint8)
    return out.view("<u4").reshape(shape).astype(np.uint32)
