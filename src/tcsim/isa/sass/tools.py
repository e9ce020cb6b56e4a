"""Finding ptxas and nvdisasm for an SM, and running them. tcsim never needs them for the
bundled kernels (their cubins and listings are committed); a user's cubin needs nvdisasm
unless its listing sits next to it (``x.cubin`` + ``x.sass``).

CUDA 13 dropped sm_70: its ptxas refuses ``-arch=sm_70`` and its nvdisasm refuses SM70
cubins. For sm_70 tcsim uses the ptxas of CUDA 12.9 (pip wheel ``nvidia-cuda-nvcc-cu12``)
and an nvdisasm of CUDA <= 13.0 (the one in the ``triton`` 3.2 wheel is 12.4), looked for in
``$TCSIM_PTXAS_SM70`` / ``$TCSIM_NVDISASM_SM70``, then under the directories of
``$TCSIM_TOOLS`` (default ``/work/tools``; see scripts/regen_sass.py for the install lines).
For sm_75 and later: ``$TCSIM_PTXAS`` / ``$TCSIM_NVDISASM``, the ``nvidia-cuda-nvdisasm``
wheel of the running Python, then PATH.
"""

from __future__ import annotations

import glob
import os
import re
import shutil
import subprocess
import sysconfig
from pathlib import Path

from tcsim.errors import TcsimError


class ToolMissing(TcsimError):
    """ptxas or nvdisasm for the requested SM is not installed; the message says what to install."""


INSTALL_HINT = {
    "ptxas70": "pip install --target /work/tools/cuda129 'nvidia-cuda-nvcc-cu12==12.9.*'",
    "nvdisasm70": "pip install --no-deps --target /work/tools/triton32 'triton==3.2.*'",
    "ptxas": "install the CUDA toolkit (ptxas on PATH)",
    "nvdisasm": "pip install nvidia-cuda-nvdisasm",
}


def _tool_dirs() -> list[str]:
    return [d for d in os.environ.get("TCSIM_TOOLS", "/work/tools").split(os.pathsep) if d]


def _under_tools(pattern: str) -> str | None:
    for d in _tool_dirs():
        hits = sorted(glob.glob(os.path.join(d, pattern)))
        if hits:
            return hits[0]
    return None


def find_tool(tool: str, sm: int) -> str | None:
    """Path of ``ptxas`` or ``nvdisasm`` able to handle ``sm`` (None when not installed)."""
    if sm < 75:
        env = os.environ.get(f"TCSIM_{tool.upper()}_SM70")
        if env:
            return env
        if tool == "ptxas":
            return _under_tools("*/nvidia/cuda_nvcc/bin/ptxas")
        return _under_tools("*/triton/backends/nvidia/bin/nvdisasm")
    env = os.environ.get(f"TCSIM_{tool.upper()}")
    if env:
        return env
    if tool == "nvdisasm":
        wheel = glob.glob(os.path.join(sysconfig.get_paths()["purelib"], "nvidia", "cu1*", "bin", "nvdisasm"))
        if wheel:
            return sorted(wheel)[-1]
    return shutil.which(tool)


def find_cuobjdump() -> str | None:
    """cuobjdump (only the tests use it: its ``-elf`` names every .nv.info attribute)."""
    return os.environ.get("TCSIM_CUOBJDUMP") or shutil.which("cuobjdump") or \
        _under_tools("*/triton/backends/nvidia/bin/cuobjdump")


def require_tool(tool: str, sm: int) -> str:
    path = find_tool(tool, sm)
    if path is None:
        key = tool + ("70" if sm < 75 else "")
        raise ToolMissing(f"no {tool} for sm_{sm} found: {INSTALL_HINT[key]}"
                          + (" (CUDA 13 dropped sm_70)" if sm < 75 else ""))
    return path


def tool_version(path: str) -> str:
    """'12.9.86' from ``--version`` ("Cuda compilation tools, release 12.9, V12.9.86")."""
    out = _run([path, "--version"]).stdout
    m = re.search(r"V(\d+\.\d+\.\d+)", out)
    return m.group(1) if m else "unknown"


def _run(cmd: list[str]) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(cmd, capture_output=True, text=True, check=False)
    except OSError as e:  # a configured path that is not an executable
        raise ToolMissing(f"cannot run {cmd[0]}: {e.strerror}") from None


def disassemble(cubin: str | Path, sm: int) -> str:
    """``nvdisasm -c`` of a cubin (raises :class:`ToolMissing` or a one-line TcsimError)."""
    nvdisasm = require_tool("nvdisasm", sm)
    r = _run([nvdisasm, "-c", str(cubin)])
    if r.returncode != 0:
        msg = (r.stderr.strip() or r.stdout.strip()).splitlines()
        raise TcsimError(f"{cubin}: nvdisasm failed: {msg[0] if msg else f'exit {r.returncode}'}")
    return r.stdout


def lower_ptx_for_sm70(ptx: str) -> str:
    """PTX from nvcc 13 (ISA 9.x, .target sm_75) as ptxas 12.9 accepts it for sm_70: ISA 8.8
    (the newest 12.9 reads) and .target sm_70. Kernels using sm_72+/sm_75 features (integer
    and sub-byte wmma) are then refused by ptxas, which is the truth about Volta.

    The ``.L2::128B`` prefetch-size qualifier of ld.global (sm_75+; a cache hint with no effect
    on results) is dropped: CUTLASS emits it only when compiled for sm_75 and later, so this is
    the PTX CUTLASS itself gives for Volta."""
    ptx = re.sub(r"\.L2::(?:64|128|256)B\b", "", ptx)
    ptx = re.sub(r"^\.version\s+\S+", ".version 8.8", ptx, count=1, flags=re.M)
    return re.sub(r"^\.target\s+sm_\d+", ".target sm_70", ptx, count=1, flags=re.M)


def assemble(ptx_path: str | Path, sm: int, out: str | Path) -> None:
    """``ptxas -arch=sm_XX`` (the PTX lowered for sm_70 first); one-line error on failure."""
    ptxas = require_tool("ptxas", sm)
    src = Path(ptx_path)
    text = src.read_text()
    if sm < 75:
        tmp = Path(out).with_suffix(".sm70.ptx")
        tmp.write_text(lower_ptx_for_sm70(text))
        src = tmp
    # PTX written for the architecture-specific feature set (.target sm_90a: wgmma, setmaxnreg)
    # assembles only with -arch=sm_90a; its cubin runs on that SM alone
    m = re.search(r"^\.target\s+sm_(\d+)(a?)\b", text, flags=re.M)
    arch = f"sm_{sm}" + ("a" if m and m.group(2) and int(m.group(1)) == sm else "")
    try:
        r = _run([ptxas, f"-arch={arch}", str(src), "-o", str(out)])
    finally:
        if sm < 75:
            src.unlink(missing_ok=True)
    if r.returncode != 0:
        msg = [ln for ln in (r.stderr + r.stdout).splitlines() if ln.strip()]
        raise TcsimError(f"{ptx_path}: ptxas -arch={arch} failed: {msg[0] if msg else f'exit {r.returncode}'}")
