"""The ``tcsim`` command line (``tcsim.cli:main``).

    tcsim run                          run the bundled default (tiled SGEMM) and check it
    tcsim run NAME [--size N]          run a bundled kernel (``tcsim list`` shows them)
    tcsim run FILE.ptx --kernel K --grid G --block B --arg SPEC ...
    tcsim list                         bundled kernels
    tcsim check FILE.ptx               parse and decode a PTX file, report problems
    tcsim run amd_reduce --arch mi300  run a bundled AMD kernel (HIP -> gfx942 assembly)
    tcsim run FILE.s --arch mi200 --kernel K --grid G --block B --arg SPEC ...
    tcsim check FILE.s                 parse and decode AMDGPU assembly, summarise its kernels
    tcsim sass FILE.cubin|FILE.ptx|NAME [--sm 75]  SASS with decoded control bits (seed 003 §2)
    tcsim config show NAME             the resolved architecture config with sources
    tcsim fragments --arch A --matrix a|b|c ...   wmma fragment thread maps (seed 003 Figs 4.2-4.7)
    tcsim mfma INSTR --arch mi200|mi300 [--matrix a|b|c|d|k] AMD MFMA register maps, cycles, FLOPs
    tcsim bench memory [NAME ...] --arch A        memory microbenchmarks vs seed 003 / seed 000
    tcsim bench mma --arch a100                   mma.sync latency / throughput vs Sun et al. Table 3
    tcsim sweep gemm [--sizes ...] [--plot F]     tensor-core GEMMs over sizes, timing mode
    tcsim sweep SPEC.toml [--workers N | --scheduler ADDR]  a design-space sweep on Dask (docs/sweeps.md)
    tcsim results DB [--where K=V] [--csv F] [--plot METRIC --x PARAM]  a sweep's results

Errors are one line on stderr and a non-zero exit status; set ``TCSIM_DEBUG=1`` to see
a traceback for internal errors.

The package: :mod:`.parser` (the sub-commands and options), :mod:`.run`, :mod:`.report`,
:mod:`.bench`, :mod:`.sweep`, :mod:`.results`, :mod:`.sass`, :mod:`.show` (list, check, fragments, mfma, config), and
:mod:`.common` (the usage error and shared helpers).
"""

from __future__ import annotations

import os
import sys

from tcsim.cli.common import UsageError
from tcsim.cli.parser import build_parser
from tcsim.cli.run import parse_arg
from tcsim.errors import TcsimError

__all__ = ["main", "build_parser", "parse_arg", "UsageError"]


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    ns = parser.parse_args(argv)
    if ns.command is None:
        ns = parser.parse_args(["run"] + (argv or []))
    try:
        return ns.func(ns)
    except TcsimError as e:
        print(f"tcsim: error: {e}", file=sys.stderr)
        return 1
    except BrokenPipeError:  # 'tcsim ... | head': stop quietly, like other tools
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except OSError as e:  # a file the user named cannot be read or written (--save, ...)
        print(f"tcsim: error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("tcsim: interrupted", file=sys.stderr)
        return 130
    except Exception as e:  # an internal bug: one line, unless debugging
        if os.environ.get("TCSIM_DEBUG"):
            raise
        print(f"tcsim: internal error: {type(e).__name__}: {e} (set TCSIM_DEBUG=1 for a traceback)", file=sys.stderr)
        return 3
