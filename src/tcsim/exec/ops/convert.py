"""cvt (all integer/float widths, rounding, saturation; PTX ISA "cvt") and cvt.pack,
wired to ``exec/fp.py``."""

from __future__ import annotations

import numpy as np

from tcsim.exec.dtypes import DTYPE
from tcsim.exec.ops import semantics
from tcsim.exec.ops.common import rounding_of, types_of


def _int_to_int(x: np.ndarray, ddt: np.dtype, sat: bool) -> np.ndarray:
    """Integer conversions: sign/zero extension or truncation; ``.sat`` clamps to the
    destination range."""
    if sat:
        info = np.iinfo(ddt)
        if x.dtype.kind == "u":
            x = np.minimum(x, np.asarray(info.max).astype(x.dtype)) if np.iinfo(x.dtype).max > info.max else x
        else:
            lo = max(info.min, np.iinfo(x.dtype).min)
            hi = min(info.max, np.iinfo(x.dtype).max)
            x = np.clip(x, lo, hi)
    return x.astype(ddt)


def _cvt_class(ins) -> str:
    """A conversion with a float type is F2F / F2I / I2F (SFU); integer to integer is a
    move or bitfield operation (ALU)."""
    ts = types_of(ins.mods)
    return "conv" if any(x[0] in "fb" and x not in ("b8", "b16", "b32", "b64") for x in ts) else "alu"


@semantics("cvt", cls=_cvt_class)
def cvt(b):
    mods = b.ins.mods
    ts = types_of(mods)
    if len(ts) != 2:
        b.error("cvt needs a destination and a source type")
    dt, stype = ts
    rnd = rounding_of(mods)
    sat, ftz, relu = "sat" in mods, "ftz" in mods, "relu" in mods
    if dt in ("f16x2", "bf16x2"):
        return _cvt_pack2(b, dt, stype, rnd, relu, "satfinite" in mods)
    if dt[0] in "usb" and stype[0] in "usb" and rnd is None:
        b.expect(2)
        r, w, ddt = b.src(1, stype), b.dst(0, dt), DTYPE[dt]
        return lambda st, sel: w(st, sel, _int_to_int(np.asarray(r(st, sel)), ddt, sat))
    from tcsim.exec import fp

    if rnd is None and fp.cvt_requires_rounding(dt, stype):
        b.error(f"cvt.{dt}.{stype} needs a rounding modifier")
    b.expect(2)
    r = b.src(1, stype)
    w = b.dst(0, dt)
    ddt = DTYPE[dt]
    if dt == stype and rnd is None and not sat and not ftz:
        return lambda st, sel: w(st, sel, r(st, sel))

    satfinite = "satfinite" in mods
    try:
        fp.cvt_validate(dt, stype, rnd, sat=sat, ftz=ftz, relu=relu, satfinite=satfinite)
    except (ValueError, TypeError) as e:
        b.error(str(e))

    def run(st, sel):
        x = np.asarray(r(st, sel))
        y = fp.cvt(x, dt, stype, rounding=rnd, sat=sat, ftz=ftz, relu=relu, satfinite=satfinite, validate=False)
        w(st, sel, np.asarray(y).astype(ddt, copy=False))
    return run


def _cvt_pack2(b, dt, stype, rnd, relu, satfinite):
    """``cvt.rn{.relu}{.satfinite}.f16x2.f32 d, a, b``: ``a`` goes to the upper half."""
    from tcsim.exec import fp

    if stype != "f32" or rnd is None:
        b.error(f"cvt.{dt} needs .f32 sources and a rounding modifier")
    b.expect(3)
    ra, rb = b.src(1, "f32"), b.src(2, "f32")
    w = b.dst(0, "b32")
    f = fp.cvt_f16x2_f32 if dt == "f16x2" else fp.cvt_bf16x2_f32
    return lambda st, sel: w(st, sel, np.asarray(f(ra(st, sel), rb(st, sel), rnd, relu, satfinite)).astype(np.uint32))
