"""Mutation fuzzing of the PTX path: every input must end in a result or a TcsimError.

:func:`mutate` derives a malformed-but-plausible module from a real one by token edits
(deletion, duplication, adjacent swap, opcode and modifier substitution, number changes,
name substitution, truncation); :func:`check` loads a mutant on a fresh Device and, when it
loads, launches its first kernel on a tiny grid under a wall-clock budget. Anything other
than a :class:`~tcsim.errors.TcsimError` escaping is a bug. Used by the test suite
(``tests/isa/test_ptx_fuzz.py``, a few hundred mutants) and by ``scripts/fuzz_ptx.py``
(thousands, offline).
"""

from __future__ import annotations

import random
import signal
import traceback
from dataclasses import dataclass, field

from tcsim.isa.ir import TYPES

from .lexer import EOF, ID, NUM, Source, tokenize

# numbers worth trying: boundaries of the widths, of the warp, of the register counts
_NUMBERS = ("0", "1", "2", "3", "7", "8", "15", "16", "31", "32", "33", "63", "64", "127",
            "128", "255", "256", "1024", "4096", "65535", "65536", "2147483647", "2147483648",
            "4294967295", "4294967296", "9223372036854775807", "18446744073709551615",
            "18446744073709551616", "0x7FFFFFFF", "0f7F800000", "0fFFC00000", "0f3F800000",
            "0d7FF0000000000000", "1.5", "1e40", "00", "0U")
_MODIFIERS = ("sync", "aligned", "row", "col", "global", "shared", "local", "const", "param",
              "v2", "v4", "v8", "approx", "ftz", "rn", "rz", "sat", "wide", "lo", "hi", "uni",
              "x1", "x2", "x4", "trans", "m8n8", "m16n16k16", "m16n8k8", "m16n8k16", "m8n8k4",
              "m8n8k128", "m8n8k32", "m32n8k16", "a", "b", "c", "d", "load", "store", "mma",
              "add", "min", "max", "and", "or", "xor", "popc", "eq", "ne", "lt", "ge",
              "down", "up", "bfly", "idx", "all", "any", "ballot", "cta", "gl", "sys")
_NAMES = ("WARP_SZ", "%tid.x", "%ntid.y", "%laneid", "%warpid", "%nwarpid", "%ctaid.z",
          "%nctaid.x", "%smid", "%nsmid", "%gridid", "%lanemask_lt", "%clock", "%clock64",
          "%globaltimer", "%pm3", "%envreg7", "%dynamic_smem_size", "%total_smem_size",
          "%aggr_smem_size", "%is_explicit_cluster", "%clusterid.x", "%cluster_nctarank",
          "%current_graph_exec", "%reserved_smem_offset_begin", "_", "$L__unknown")


@dataclass
class Vocabulary:
    """Opcodes, modifiers and names seen in the seed modules (mutations reuse them so that
    most mutants get past the lexer and exercise the decoder and the executor)."""

    opcodes: list[str] = field(default_factory=list)
    mods: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, texts) -> Vocabulary:
        ops, mods, names = set(), set(_MODIFIERS), set(_NAMES)
        for text in texts:
            toks = tokenize(Source(text, "<seed>"))
            for i, (kind, t, _) in enumerate(toks):
                if kind != ID:
                    continue
                prev = toks[i - 1][1] if i else ""
                if prev in (";", "{", "}") or (i > 1 and toks[i - 2][1] == "@"):
                    parts = t.split(".")
                    ops.add(parts[0])
                    mods.update(parts[1:])
                elif t.startswith("%"):
                    names.add(t)
        mods.update(TYPES)
        return cls(sorted(ops), sorted(mods), sorted(names))


def mutate(text: str, rng: random.Random, vocab: Vocabulary, edits: int | None = None) -> str:
    """``text`` with 1-3 random token-level edits (or a truncation). Most edits keep the
    syntax (opcode/modifier/number/name substitutions) so that the mutant reaches the
    decoder and the executor; the rest (deletion, duplication, swap, truncation, stray
    punctuation) exercise the parser."""
    out = text
    for _ in range(edits or rng.choice((1, 1, 1, 2, 3))):
        toks = [t for t in tokenize(Source(out, "<m>")) if t[0] != EOF] if _lexes(out) else []
        if not toks:
            break
        what = rng.random()
        if what < 0.03:  # truncation
            return out[: rng.choice(toks)[2]]
        if what < 0.25:  # syntax: any token
            k = rng.randrange(len(toks))
            kind, tok, start = toks[k]
            end = start + len(tok)
            if what < 0.12:
                new = ""
            elif what < 0.17:
                new = tok + " " + tok
            elif what < 0.21 and k + 1 < len(toks):
                _, t2, s2 = toks[k + 1]
                out = out[:start] + t2 + out[end:s2] + tok + out[s2 + len(t2):]
                continue
            else:
                new = rng.choice(("{", "}", ",", ";", "[", "]", "(", ")", "-", "!", "|", "+", "<", ">", "@"))
            out = out[:start] + new + out[end:]
            continue
        # semantics: an instruction, a number or a name
        pool = [t for t in toks if t[0] == NUM or t[0] == ID]
        if not pool:
            continue
        kind, tok, start = rng.choice(pool)
        end = start + len(tok)
        local = [t[1] for t in toks if t[0] == ID and t[1].startswith("%") and t[1][-1].isdigit()]
        if kind == NUM:
            new = rng.choice(_NUMBERS) if rng.random() < 0.8 else str(rng.randrange(-5, 1 << rng.choice((8, 16, 33, 65))))
        elif not tok.startswith("%") and tok not in vocab.names:  # opcode / modifier substitution
            parts = tok.split(".")
            j = rng.randrange(len(parts))
            pick = rng.random()
            if j == 0:
                parts[0] = rng.choice(vocab.opcodes)
            elif pick < 0.45:
                parts[j] = rng.choice(vocab.mods)
            elif pick < 0.75:
                parts.insert(j + 1, rng.choice(vocab.mods))
            else:
                del parts[j]
            new = ".".join(parts)
        elif local and rng.random() < 0.6:
            new = rng.choice(local)  # another register of this module
        else:
            new = rng.choice(vocab.names)
        out = out[:start] + new + out[end:]
    return out


_ONE_HEAD = (".version 8.0\n.target sm_80\n.address_size 64\n.visible .entry k(.param .u64 p)\n{\n"
             ".reg .b32 %r<9>;\n.reg .b64 %rd<9>;\n.reg .pred %p<5>;\n.reg .f32 %f<9>;\n.reg .b16 %h<9>;\n"
             ".reg .f64 %fd<4>;\n.shared .align 16 .b8 sh[256];\nld.param.u64 %rd1, [p];\n")
_REG_OF_SIZE = {1: "%h", 2: "%h", 4: "%r", 8: "%rd", 16: "%rd"}


def single_instruction(rng: random.Random, opcodes, vocab: Vocabulary) -> str:
    """A kernel around one random instruction: any opcode the executor knows, any type,
    0-5 operands of random kinds. Complements :func:`mutate`, which rarely produces an
    opcode/type/operand combination far from what nvcc writes."""
    from tcsim.isa.ir import type_size

    op = rng.choice(opcodes)
    t = rng.choice([None, *sorted(TYPES), "u16x2", "s16x2"])
    mods = rng.sample(vocab.mods, rng.choice((0, 1, 2, 3)))
    size = type_size(t) if t in TYPES else 4

    def operand() -> str:
        r = rng.random()
        if t == "pred" or r < 0.1:
            return rng.choice(("%p1", "!%p2", "%p3|%p4"))
        if r < 0.2:
            return rng.choice(("0", "1", "31", "32", "-1", "0f3F800000", "WARP_SZ", "%laneid", "%tid.x"))
        if r < 0.3:
            return rng.choice(("[%rd1]", "[%rd1+8]", "[sh]", "[sh+4]", "[p]", "[%r1]", "[16]"))
        if r < 0.4:
            return rng.choice(("{%r1, %r2}", "{%f1, %f2, %f3, %f4}", "{%h1, %h2}", "{%rd1}", "{%r1, _}"))
        if r < 0.45:
            return rng.choice(("%f1", "%fd1", "_", "sh", "p", "k", "$L"))
        return f"{_REG_OF_SIZE[size]}{rng.randrange(1, 8)}"

    text = ".".join([op, *mods, *([t] if t else [])])
    ops = ", ".join(operand() for _ in range(rng.randrange(6)))
    return _ONE_HEAD + f"{text} {ops};\n$L:\nret;\n}}\n"


def _lexes(text: str) -> bool:
    try:
        tokenize(Source(text, "<m>"))
        return True
    except Exception:
        return False


#: instructions per warp a fuzzed launch may run: the bundled kernels on the fuzzer's tiny
#: grids and arguments (16 per integer) need far fewer
WARP_BUDGET = 20_000


class Timeout(BaseException):
    """A launch ran past the fuzzer's wall-clock budget (BaseException, so that no
    ``except Exception`` safety net in tcsim turns it into an error message)."""


@dataclass
class Outcome:
    status: str  # "rejected" | "loaded" | "ran" | "fault" | "timeout" | "crash"
    detail: str = ""


def _args(func, dev, np):
    """Tiny but valid arguments: a zeroed 64 KiB buffer per pointer, 16 per integer, 1.0 per
    float, zero bytes per aggregate."""
    from tcsim.exec.dtypes import DTYPE

    out = []
    for p in func.params:
        if p.dims:
            out.append(bytes(p.size()))
            continue
        dt = DTYPE.get(p.type)
        if dt is None:
            out.append(0)
        elif dt.kind == "f":
            out.append(1.0)
        elif dt.itemsize == 8:
            out.append(dev.zeros(1 << 14, np.uint32))
        else:
            out.append(16)
    return out


def check(text: str, arch: str = "rtx2080", mode: str = "functional", launch: bool = True,
          budget: float = 2.0) -> Outcome:
    """Load ``text`` (and launch its first kernel on one or two small CTAs); classify.
    ``crash`` means a non-TcsimError escaped: ``detail`` holds the traceback."""
    import numpy as np

    import tcsim
    from tcsim.errors import ExecutionError, TcsimError

    dev = tcsim.Device(arch=arch)
    stage = "load"
    old = signal.signal(signal.SIGALRM, _on_alarm)
    signal.setitimer(signal.ITIMER_REAL, budget)
    try:
        mod = dev.load_ptx(text)
        kernels = mod.module.kernels()
        if not kernels:
            return Outcome("loaded")
        for k in kernels[:1]:
            mod.program(k.name)  # decode
            if not launch:
                return Outcome("loaded")
            stage = "launch"
            kern = mod.get_function(k.name)
            maxntid = k.attrs.get("reqntid") or k.attrs.get("maxntid") or (64, 1, 1)
            block = (min(maxntid[0], 64), 1, 1)
            # the instruction budget ends endless loops deterministically; the wall-clock
            # alarm is only the last resort (it may land anywhere, even in a gc callback)
            kern((2, 1, 1), block, _args(k, dev, np), mode=mode, max_warp_instructions=WARP_BUDGET)
        return Outcome("ran")
    except Timeout:
        return Outcome("timeout", stage)
    except ExecutionError as e:
        return Outcome("fault", str(e))
    except TcsimError as e:
        if "\n" in str(e):
            return Outcome("crash", f"multi-line error: {e!r}")
        return Outcome("rejected", str(e))
    except Exception:
        return Outcome("crash", f"{stage}: {traceback.format_exc()}")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _on_alarm(signum, frame):
    raise Timeout()

