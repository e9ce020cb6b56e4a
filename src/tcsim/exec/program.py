"""Binding a kernel's IR to storage and semantics, once per (module, kernel).

:class:`Program` lays out everything the kernel can reach:

* the kernel and every function it calls, concatenated into one flat instruction array
  (the kernel first, at PC 0), labels turned into absolute PCs;
* a register row per (function, register) in the bank of its width;
* the CTA's shared memory (module and function ``.shared`` variables, then the dynamic
  ``extern .shared`` area), each thread's local frame (every function's ``.local``
  depot at its own offset — programs are non-recursive), the kernel parameter buffer, and
  a per-thread frame for ``.func`` parameters in which a call site's argument variables
  *alias* the callee's parameters (nvcc's call sequences copy through them), so a call
  moves no bytes;
* one :class:`Op` per instruction, produced by the semantics table (``exec/ops``).

Decode-time problems (unknown opcode, bad operand types) are reported as
``file:line:col: message`` of the instruction.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from tcsim.errors import PTXSyntaxError
from tcsim.exec.dtypes import DTYPE, bank_of
from tcsim.exec.operands import Binder
from tcsim.isa import ir

#: The CUDA runtime's device-side ``assert()`` failure handler, declared ``.extern .func``
#: in nvcc's PTX (its body lives in the CUDA device runtime, not in the module). CUTLASS
#: kernels call it on their error paths; tcsim runs such a call as a trap naming it.
ASSERTFAIL = "__assertfail"


def _warp_synchronous(ins: ir.Instruction) -> bool:
    if ins.opcode in ("bar", "barrier"):
        return "warp" in ins.mods and bool(ins.operands)
    return ins.opcode in ("shfl", "vote", "match", "redux") and "sync" in ins.mods


# warp-wide '.sync.aligned' matrix instructions: no membermask, the whole warp takes part
_WARP_WIDE = ("wmma", "mma", "ldmatrix", "stmatrix", "movmatrix")
_FULL_WARP = np.uint32(0xFFFFFFFF)


@dataclass(slots=True)
class Op:
    """One decoded instruction.

    ``kind``: ``"alu"`` (``fn(st, sel)`` does everything), or a control kind handled by the
    drivers: ``"bra"``, ``"call"``, ``"ret"``, ``"exit"``, ``"bar"``, ``"trap"``, ``"nop"``.
    ``guard`` is ``(pred row, negate)`` or ``None``. ``info`` carries kind-specific data
    (the barrier's id/count readers, the call's callee, ...). ``cls`` names the instruction
    class the timing model charges (see ``timing``); ``func`` the function it belongs to.
    ``wsync`` is the membermask reader of a warp-synchronous instruction (``shfl.sync``,
    ``vote.sync``, ``match.sync``, ``redux.sync``, ``bar.warp.sync``): a lane executes it only
    once every non-exited lane of its membermask is there too (see ``exec/simt.py``).
    """

    pc: int
    ins: ir.Instruction
    kind: str
    fn: Callable | None
    guard: tuple[int, bool] | None
    func: str
    target: int = -1
    info: Any = None
    cls: str = "alu"
    wsync: Callable | None = None


@dataclass(slots=True)
class VarLoc:
    """Where a variable lives: its state space and its address in that space."""

    space: str  # "global" | "shared" | "local" | "const" | "kparam" | "fparam"
    addr: int
    decl: ir.VarDecl


@dataclass
class ModuleImage:
    """A module after loading: addresses of its global variables and its constant bank."""

    module: ir.Module
    global_addrs: dict[str, int]
    const_offsets: dict[str, int]
    const_bank: Any  # numpy uint8 array


class Program:
    def __init__(self, image: ModuleImage, kernel: str, config=None, tensor_arithmetic: str | None = None):
        from tcsim.exec.ops import compile_instruction  # semantics table

        self.image = image
        #: the GPU config (tcsim.arch.params.GPUConfig); selects per-arch semantics such as
        #: wmma fragment maps and the tensor-core arithmetic model
        self.config = config
        self.tensor_family = config.tensor.family if config is not None else "volta"
        self.tensor_arithmetic = tensor_arithmetic or (config.tensor.arithmetic if config is not None else "exact")
        mod = image.module
        if kernel not in mod.functions or mod.functions[kernel].kind != "entry":
            names = ", ".join(f.name for f in mod.kernels()) or "none"
            raise KeyError(f"no kernel named '{kernel}' in {mod.source} (kernels: {names})")
        self.kernel = mod.functions[kernel]
        self.name = kernel
        self.funcs = self._reachable(mod, self.kernel)
        self.max_call_depth = self._depth
        # -- registers ---------------------------------------------------------------
        self.bank_rows: dict[str, int] = {"b16": 0, "b32": 0, "b64": 0, "pred": 0}
        self.reg_loc: dict[tuple[str, str], tuple[str, int]] = {}
        for f in self.funcs:
            for name, decl in f.regs.items():
                bank = bank_of(decl.type)
                names = [f"{name}{i}" for i in range(decl.count)] if decl.count is not None else [name]
                for n in names:
                    for v in range(decl.vec):
                        key = n if decl.vec == 1 else f"{n}.{v}"
                        self.reg_loc[(f.name, key)] = (bank, self.bank_rows[bank])
                        self.bank_rows[bank] += 1
        # -- code layout ---------------------------------------------------------------
        self.entry: dict[str, int] = {}
        pc = 0
        for f in self.funcs:
            self.entry[f.name] = pc
            pc += len(f.instructions) + 1  # +1: an implicit 'ret' / 'exit' closing the body
        self.code_size = pc
        # -- variables ------------------------------------------------------------------
        self.vars: dict[tuple[str | None, str], VarLoc] = {}
        self._layout_vars(mod)
        # -- decode ----------------------------------------------------------------------
        self.ops: list[Op] = []
        for f in self.funcs:
            base = self.entry[f.name]
            for i, ins in enumerate(f.instructions):
                op = compile_instruction(self, f, base + i, ins)
                if op.kind == "alu" and _warp_synchronous(ins):
                    # the membermask is the last operand of every warp-synchronous form
                    op.wsync = Binder(self, f, ins).src(len(ins.operands) - 1, "b32")
                elif op.kind == "alu" and ins.opcode in _WARP_WIDE and "sync" in ins.mods:
                    op.wsync = lambda st, sel: _FULL_WARP
                self.ops.append(op)
            self.ops.append(self._implicit_end(f, base + len(f.instructions)))

    # ------------------------------------------------------------------ call graph
    def _reachable(self, mod: ir.Module, kernel: ir.Function) -> list[ir.Function]:
        order: list[ir.Function] = []
        seen: set[str] = set()
        depth_of: dict[str, int] = {}

        def visit(f: ir.Function, stack: list[str]) -> int:
            if f.name in stack:
                cycle = " -> ".join(stack[stack.index(f.name):] + [f.name])
                raise PTXSyntaxError(f.loc, f"recursive calls are not supported ({cycle})")
            if f.name in depth_of:
                return depth_of[f.name]
            if f.name not in seen:
                seen.add(f.name)
                order.append(f)
            depth = 0
            for ins in f.instructions:
                if ins.opcode != "call":
                    continue
                callee = next((o for o in ins.operands if isinstance(o, ir.Sym) and o.kind == "func"), None)
                if callee is None:
                    raise PTXSyntaxError(ins.loc, "indirect calls are not supported")
                g = mod.functions.get(callee.name)
                if callee.name == ASSERTFAIL and (g is None or not g.body):
                    continue  # CUDA's device assert(): compiled to a trap (ops/control.py)
                if g is None or not g.body:
                    raise PTXSyntaxError(ins.loc, f"call to external function '{callee.name}' (no body in this module) is not supported")
                depth = max(depth, 1 + visit(g, stack + [f.name]))
            depth_of[f.name] = depth
            return depth

        self._depth = visit(kernel, [])
        return order

    # ------------------------------------------------------------------ variables
    def _layout_vars(self, mod: ir.Module) -> None:
        img = self.image
        for name, v in mod.variables.items():
            if v.space == "global":
                self.vars[(None, name)] = VarLoc("global", img.global_addrs[name], v)
            elif v.space == "const":
                self.vars[(None, name)] = VarLoc("const", img.const_offsets[name], v)
        # shared: static variables first (module scope, then each function's), dynamic after
        off = 0
        dynamic: list[tuple[str | None, ir.VarDecl]] = []
        max_align = 16
        scoped = [(None, v) for v in mod.variables.values() if v.space == "shared"]
        scoped += [(f.name, v) for f in self.funcs for v in f.vars.values() if v.space == "shared"]
        for scope, v in scoped:
            if v.linkage == "extern" or (v.dims and v.dims[0] is None):
                dynamic.append((scope, v))
                continue
            a = v.align or v.element_size()
            max_align = max(max_align, a)
            off = -(-off // a) * a
            self.vars[(scope, v.name)] = VarLoc("shared", off, v)
            off += v.size()
        self.static_smem = off
        dyn_base = -(-off // max_align) * max_align if dynamic else off
        for scope, v in dynamic:
            self.vars[(scope, v.name)] = VarLoc("shared", dyn_base, v)
        self.dyn_smem_base = dyn_base
        # local: each function's depot at its own offset in the thread's frame
        off = 0
        for f in self.funcs:
            for v in f.vars.values():
                if v.space == "local":
                    a = v.align or v.element_size()
                    off = -(-off // a) * a
                    self.vars[(f.name, v.name)] = VarLoc("local", off, v)
                    off += v.size()
        self.local_size = -(-off // 16) * 16
        # kernel params: PTX ABI, each at its alignment
        off = 0
        for p in self.kernel.params:
            if not p.dims and p.type not in DTYPE:  # a launch could not pass it by value
                raise PTXSyntaxError(p.loc, f"kernel parameter '{p.name}' of type .{p.type} is not supported")
            a = p.align or p.element_size()
            off = -(-off // a) * a
            self.vars[(self.kernel.name, p.name)] = VarLoc("kparam", off, p)
            off += p.size()
        self.kparam_size = off
        self._layout_fparams(mod)

    def _layout_fparams(self, mod: ir.Module) -> None:
        """Give every .func parameter and call-site argument a slot in the per-thread
        parameter frame; a call's arguments share the callee's slots."""
        alias: dict[tuple[str, str], tuple[str, str]] = {}
        for f in self.funcs:
            for ins in f.instructions:
                if ins.opcode != "call":
                    continue
                lists = [o for o in ins.operands if isinstance(o, ir.ArgList)]
                callee = next(o for o in ins.operands if isinstance(o, ir.Sym) and o.kind == "func")
                g = mod.functions[callee.name]
                if callee.name == ASSERTFAIL and not g.body:
                    continue  # a trap: its arguments stay the caller's own .param variables
                first_is_ret = isinstance(ins.operands[0], ir.ArgList)
                rets = lists[0].elems if first_is_ret else ()
                args = (lists[1].elems if first_is_ret else lists[0].elems) if len(lists) > (1 if first_is_ret else 0) else ()
                for actual, formal in ((rets, g.rets), (args, g.params)):
                    if len(actual) != len(formal):
                        raise PTXSyntaxError(ins.loc, f"call to '{g.name}' passes {len(actual)} values where it declares {len(formal)}")
                    for a, fp in zip(actual, formal):
                        if not isinstance(a, ir.Sym) or a.name not in f.vars:
                            raise PTXSyntaxError(ins.loc, "call arguments must be .param variables of the call sequence")
                        if f.vars[a.name].size() != fp.size():
                            raise PTXSyntaxError(ins.loc, f"argument '{a.name}' has {f.vars[a.name].size()} bytes "
                                                 f"but '{fp.name}' of '{g.name}' has {fp.size()}")
                        key = (f.name, a.name)
                        if key in alias and alias[key] != (g.name, fp.name):
                            raise PTXSyntaxError(ins.loc, f"param variable '{a.name}' is used by more than one call")
                        alias[key] = (g.name, fp.name)
        off = 0
        for f in self.funcs:
            own = (list(f.rets) + list(f.params)) if f.kind == "func" else []
            own += [v for v in f.vars.values() if v.space == "param" and (f.name, v.name) not in alias]
            for v in own:
                a = max(v.align or 1, v.element_size() if v.element_size() in (1, 2, 4, 8) else 8)
                off = -(-off // a) * a
                self.vars[(f.name, v.name)] = VarLoc("fparam", off, v)
                off += max(v.size(), 1)
        for key, target in alias.items():
            t = self.vars[target]
            self.vars[key] = VarLoc("fparam", t.addr, self.image.module.functions[key[0]].vars[key[1]])
        self.fparam_size = -(-off // 16) * 16

    def var(self, func: ir.Function, name: str) -> VarLoc | None:
        return self.vars.get((func.name, name)) or self.vars.get((None, name))

    def _implicit_end(self, f: ir.Function, pc: int) -> Op:
        last = f.instructions[-1] if f.instructions else None
        loc = last.loc if last else f.loc
        ins = ir.Instruction("ret", (), (), None, loc, "(end of function body)")
        return Op(pc, ins, "ret" if f.kind == "func" else "exit", None, None, f.name, cls="branch")
