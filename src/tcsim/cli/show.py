"""Commands that inspect rather than run a kernel: list, check, fragments, mfma, config."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tcsim.arch.gfx import DEFAULT_GPU
from tcsim.arch.loader import load_config
from tcsim.cli.common import UsageError, gpu_config, picture_path


def cmd_list(ns) -> int:
    from tcsim import kernels

    for s in kernels.specs(vendor=None):
        where = " [AMD: --arch mi200/mi300]" if s.vendor == "amd" else ""
        print(f"{s.name:14s} {s.description}{where}  (default size {s.default_size}; {s.size_help})")
    return 0


def cmd_check(ns) -> int:
    import tcsim

    if ns.file.endswith(".s") or (Path(ns.file).is_file() and ".amdgcn_target" in Path(ns.file).read_text(errors="replace")[:4096]):
        return _check_asm(ns)
    dev = tcsim.Device(arch=gpu_config(ns))
    mod = dev.load_ptx(Path(ns.file))
    for k in mod.module.kernels():
        prog = mod.program(k.name)
        print(f"{k.name}: {len(prog.ops)} instructions, {sum(prog.bank_rows.values())} registers, "
              f"{prog.static_smem} B static shared, {prog.local_size} B local, params "
              f"({', '.join('.' + p.type + (f'[{p.dims[0]}]' if p.dims else '') for p in k.params)})")
    return 0


def _check_asm(ns) -> int:
    """Parse and decode an AMDGPU assembly file; summarise every kernel."""
    import tcsim
    from tcsim.isa.amdgpu import parse_file

    path = Path(ns.file)
    if not path.is_file():
        raise UsageError(f"{path}: no such file")
    module = parse_file(path)
    if ns.arch is None and ns.config is None:
        ns.arch = DEFAULT_GPU.get(module.target, "mi300")
    dev = tcsim.Device(arch=gpu_config(ns))
    arch = ns.arch
    if dev.config.vendor != "amd":
        raise UsageError(f"{path} is AMDGPU assembly ({module.target}); check it with an AMD --arch (mi200, mi300)")
    mod = dev.load_asm(path)
    cov = f", code object v{module.code_object_version}" if module.code_object_version else ""
    print(f"{path}: {module.target_id}{cov}; {len(module.kernels)} kernel(s); decoded for {arch}")
    for name in module.kernels:
        s = mod.program(name).summary()
        args = ", ".join(f"{n}: {'ptr' if kind == 'global_buffer' else f'{size}B'}" for n, kind, size in s["args"])
        classes = ", ".join(f"{k} {v}" for k, v in sorted(s["classes"].items(), key=lambda kv: -kv[1]))
        print(f"{name}: {s['instructions']} instructions ({classes}); {s['vgprs']} VGPRs, {s['agprs']} AGPRs, "
              f"{s['sgprs']} SGPRs; {s['lds_bytes']} B LDS; kernarg {s['kernarg_bytes']} B; args ({args}); "
              f"{len(s['hidden_args'])} hidden args; max workgroup {s['max_workgroup_size']}")
    return 0


def cmd_fragments(ns) -> int:
    """Run the fragment microbenchmark and print (or draw) which threads hold which element."""
    import tcsim
    from tcsim.bench import fragments as fb

    shape = ns.shape.lower()
    from tcsim.isa.ir import mnk_shape
    shp = mnk_shape(shape)
    if shp is None:
        raise UsageError(f"--shape must look like m16n16k16 (got '{ns.shape}')")
    dev = tcsim.Device(arch=gpu_config(ns))
    if dev.config.vendor != "nvidia":
        raise UsageError(f"fragments shows wmma fragment maps of NVIDIA GPUs (--arch titan_v, rtx2080, rtx2080ti); "
                         f"{ns.arch} is an AMD GPU: see 'tcsim mfma INSTR --arch {ns.arch} --matrix a'")
    picture_path(ns.picture, "--picture")
    etype = ns.type or ("f32" if ns.matrix == "c" else "f16")
    if shp[0] == 64:
        return _wgmma_fragments(ns, dev, shp, etype)
    if ns.instr == "wgmma.sp":
        raise UsageError(f"--instr wgmma.sp needs a wgmma shape m64nNkK (got '{ns.shape}')")
    from tcsim.matrix import fragments as fr
    if ns.instr != "wmma":
        return _mma_fragments(ns, dev, shp, etype)
    if ns.matrix == "e":
        raise UsageError("--matrix e (the sparsity metadata) belongs to --instr mma.sp")
    try:
        fr.wmma_fragment(dev.config.tensor.family, ns.matrix, shp, etype, ns.layout)
    except ValueError as e:
        raise UsageError(f"{e} (arch {ns.arch})") from None
    row, col, ldm = fb.probe(dev, ns.matrix, shp, etype, ns.layout)
    title = (f"{ns.arch} ({dev.config.tensor.family}) wmma {shape} matrix {ns.matrix.upper()} "
             f".{etype} {ns.layout}-major: byte offset (threads)")
    print(title)
    for line in fb.table(row, col, ns.matrix, shp, etype, ns.layout, ldm):
        print(line)
    if ns.picture:
        fb.picture(row, col, ns.matrix, shp, etype, ns.layout, ns.picture, title)
        print(f"saved picture to {ns.picture}", file=sys.stderr)
    return 0


def _wgmma_fragments(ns, dev, shp, etype: str) -> int:
    """sm_90a wgmma m64nNkK: the register maps of D and of A (RS form) over the warpgroup."""
    from tcsim.arch.sm import arch_specific, sm_number
    from tcsim.matrix import fragments_sm90 as fr

    isa = dev.config.isa
    if not (sm_number(isa) == 90 and arch_specific(isa)):
        raise UsageError(f"m64nNkK is a wgmma shape of sm_90a (--arch h100); {ns.arch} is {isa}")
    if ns.picture:
        raise UsageError("--picture draws wmma maps only")
    if ns.instr == "wgmma.sp" or ns.matrix == "e":
        return _wgmma_sp_fragments(ns, shp, etype)
    try:
        lines = fr.table(ns.matrix, shp[1], shp[2], etype)
    except ValueError as e:
        raise UsageError(f"{e} (arch {ns.arch})") from None
    what = "accumulator D" if ns.matrix == "c" else "register A (RS form)"
    print(f"{ns.arch} wgmma m64n{shp[1]}k{shp[2]} {what} .{etype}: thread:slot of each element "
          f"(PTX ISA figures, fragments_sm90; SASS: tests/data/sass/wgmma_sm90a.sass)")
    print("\n".join(lines))
    return 0


def _wgmma_sp_fragments(ns, shp, etype: str) -> int:
    """``--instr wgmma.sp``: the sparse wgmma's metadata (``--matrix e``: each warp's 16 rows
    as the mma.sp figure of the same K and width, per thread of the warpgroup) or its
    register maps (compressed A = the dense m64nN(K/2) A; D as the dense form)."""
    from tcsim.bench import fragments as fb
    from tcsim.matrix import fragments_sm90 as fr
    from tcsim.matrix import sparse

    if ns.instr != "wgmma.sp":
        raise UsageError("--matrix e (the sparsity metadata) belongs to --instr mma.sp or wgmma.sp")
    ab = ns.type or "f16"
    fmt = "m{}n{}k{}".format(*shp)
    try:
        if ns.matrix == "e":
            if ab not in sparse.WGMMA_SPARSE or shp[2] != sparse.WGMMA_SPARSE[ab][0]:
                forms = ", ".join(f"k{k} .{t}" for t, (k, _) in sparse.WGMMA_SPARSE.items())
                raise ValueError(f"wgmma.mma_async.sp has no .{fmt} .{ab} form ({forms})")
            nsel = sparse.selector_range(shp[2], ab, warpgroup=True)
            if not 0 <= ns.selector < nsel:
                raise ValueError(f"--selector {ns.selector} is undefined for wgmma.mma_async.sp .{fmt} .{ab} "
                                 f"(0..{nsel - 1})")
            fam = sparse.family_of(shp[2], ab, warpgroup=True)
            print(f"{ns.arch} wgmma.mma_async.sp .{fmt} .{ab} metadata, selector {ns.selector}: per A row and "
                  f"{sparse.CHUNK[fam]}-column chunk, T<thread>:[bits] of the metadata register (warp w: rows "
                  "16w..16w+15, the mma.sp figure of the same K and width)")
            lines = fb.metadata_table(shp, ab, ns.selector, warpgroup=True)
        else:
            k = shp[2] // 2 if ns.matrix == "a" else shp[2]
            lines = fr.table(ns.matrix, shp[1], k, etype)
            what = (f"register A (RS form), compressed: the dense m64nNk{k} A" if ns.matrix == "a"
                    else "accumulator D (as the dense form)")
            print(f"{ns.arch} wgmma.mma_async.sp .{fmt} {what} .{etype}: thread:slot of each element")
    except ValueError as e:
        raise UsageError(f"{e} (arch {ns.arch})") from None
    print("\n".join(lines))
    return 0


def _mma_fragments(ns, dev, shp, etype: str) -> int:
    """``--instr mma`` / ``mma.sp``: the register maps tcsim executes mma.sync / mma.sp with
    (the PTX ISA figures; mma.sp's metadata per tcsim.matrix.sparse), as the figures draw them."""
    from tcsim.bench import fragments as fb
    from tcsim.matrix import fragments as fr
    from tcsim.matrix import sparse

    if ns.picture:
        raise UsageError("--picture draws wmma probe maps; leave it out for --instr mma / mma.sp")
    sm = dev.config.isa
    if ns.instr == "mma.sp" and not (sm.startswith("sm_") and sm[3:].isdigit() and int(sm[3:]) >= 80):
        raise UsageError(f"mma.sp (sparse MMA) needs sm_80; {ns.arch} is {sm}")
    fmt = "m{}n{}k{}".format(*shp)
    try:
        if ns.instr == "mma.sp" and ns.matrix == "e":
            ab = ns.type or "f16"
            if ab not in sparse.FAMILY or (sparse.FAMILY[ab], shp[2]) not in sparse.SPARSE_FORMS or shp[:2] != (16, 8):
                raise ValueError(f"mma.sp has no .{fmt} .{ab} form")
            if not 0 <= ns.selector < sparse.selector_range(shp[2], ab):
                raise ValueError(f"--selector {ns.selector} is undefined for mma.sp .{fmt} .{ab} "
                                 f"(0..{sparse.selector_range(shp[2], ab) - 1})")
            print(f"{ns.arch} mma.sp .{fmt} .{ab} metadata, selector {ns.selector}: per A row and "
                  f"{sparse.CHUNK[sparse.FAMILY[ab]]}-column chunk, T<lane>:[bits] of the metadata register")
            lines = fb.metadata_table(shp, ab, ns.selector)
        else:
            if ns.matrix == "e":
                raise ValueError("--matrix e (the sparsity metadata) belongs to --instr mma.sp")
            frag = (fr.mma_sp_fragment(shp, ns.matrix, etype) if ns.instr == "mma.sp"
                    else fr.mma_fragment(shp, ns.matrix, etype, ns.layout if shp == (8, 8, 4) else "row"))
            what = " (compressed: K/2 columns)" if ns.instr == "mma.sp" and ns.matrix == "a" else ""
            print(f"{ns.arch} {ns.instr} .{fmt} matrix {ns.matrix.upper()} .{etype}{what}: T<lane>:<register "
                  f"element>; {frag.evidence}")
            lines = fb.register_table(frag, {"a": "a", "b": "b", "c": "c"}[ns.matrix])
    except ValueError as e:
        raise UsageError(f"{e} (arch {ns.arch})") from None
    for line in lines:
        print(line)
    return 0


def cmd_mfma(ns) -> int:
    """AMD MFMA: instruction details and the lane/register map of one operand."""
    from tcsim.matrix import mfma
    from tcsim.matrix.mfma import report

    if ns.config is not None or ns.overrides:
        cfg = gpu_config(ns)
        if cfg.vendor != "amd":
            raise UsageError(f"mfma shows AMD matrix instructions; {cfg.name} is an NVIDIA GPU")
        ns.arch = cfg.isa
    ns.arch = ns.arch if ns.arch is not None else ns.arch_default
    if ns.list and ns.instr:
        raise UsageError(f"--list lists every MFMA of --arch; give it without an instruction (got '{ns.instr}')")
    if not ns.matrix and (ns.cbsz or ns.abid or ns.blgp):
        raise UsageError("--cbsz, --abid and --blgp change an operand's map: give --matrix a, b, c, d or k")
    try:
        isa = mfma.resolve_arch(ns.arch)
    except KeyError as e:
        raise UsageError(str(e)) from None
    if ns.list or not ns.instr:
        print(f"MFMA instructions of {isa} ({ns.arch}): name, MxNxK, blocks, types, cycles")
        for s in mfma.catalogue(isa).values():
            print(f"  {s.name:32s} {s.m}x{s.n}x{s.k:<3d} {s.blocks:2d}  "
                  f"{s.a_type}*{s.b_type}+{s.c_type:4s} {s.cycles:3d}")
        return 0
    try:
        spec = mfma.lookup(isa, ns.instr)
    except KeyError as e:
        raise UsageError(str(e)) from None
    try:
        lines = report.detail_lines(spec, ns.arch.lower())
        if ns.matrix:
            lines += [""] + report.map_lines(spec, ns.matrix, ns.cbsz, ns.abid, ns.blgp)
    except ValueError as e:
        raise UsageError(str(e)) from None
    print("\n".join(lines))
    return 0


def cmd_config(ns) -> int:
    from tcsim.arch import config_keys, known_gpus, parse_overrides

    if ns.keys:
        if ns.name or ns.config or ns.overrides or ns.action != "show":
            raise UsageError("--keys lists every key of every GPU: give it alone ('tcsim config show --keys')")
        print("\n".join(config_keys()))
        return 0
    if ns.action == "list":
        if ns.name or ns.config or ns.overrides:
            raise UsageError("'tcsim config list' takes no name, --config or --set (see 'tcsim config show')")
        for name in known_gpus():
            print(f"{name:10s} {_summary(load_config(name))}")
        return 0
    if not ns.name and ns.config is None:
        raise UsageError("tcsim config show NAME or --config FILE (names: " + ", ".join(known_gpus()) + ")")
    ns.arch, ns.arch_default = ns.name, None
    cfg = gpu_config(ns)
    print(json.dumps(cfg.to_dict(), indent=1))
    for key in parse_overrides(ns.overrides):  # in the order given; stdout stays one JSON document
        print(f"{key} = {_value_at(cfg.to_dict(), key)!r}: {cfg.sources[key]}", file=sys.stderr)
    return 0


def _summary(cfg) -> str:
    """One line per GPU for 'tcsim config list': the board, and for AMD which memory model."""
    if cfg.vendor != "amd":
        return cfg.description
    if cfg.amd.hierarchy is None:
        return (f"{cfg.description} [seed 004 baseline: fixed memory latencies of Table I, the MFMA tables "
                "II/IV/VI reproduced exactly]")
    mall = " + Infinity Cache" if cfg.amd.hierarchy.mall_size else ""
    return f"{cfg.description} [memory hierarchy: vector L1, LDS banks, L2 channels{mall}, HBM, TLBs]"


def _value_at(d: dict, key: str):
    for part in key.split("."):
        d = d[part]
    return d["value"]
