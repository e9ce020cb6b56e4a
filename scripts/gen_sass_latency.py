"""Write src/tcsim/kernels/sass_latency.ptx: the seed 003 Table 4.1 dependent-chain
microbenchmarks (32 and 64 dependent instructions of one kind between two clock reads), which
scripts/regen_sass.py assembles into the committed sm_70 / sm_75 cubins (tcsim bench latency --sass).

    python scripts/gen_sass_latency.py src/tcsim/kernels/sass_latency.ptx
"""
NS = (32, 64)


def kern(name, decl, setup, body, store):
    return "\n".join(kern_n(f"{name}_{n}", n, decl, setup, body, store) for n in NS)


def kern_n(name, N, decl, setup, body, store):
    lines = [f".visible .entry {name}(.param .u64 out, .param .u64 res, .param .u32 seed)", "{",
             "  .reg .u32 %c<3>; .reg .u64 %p<5>; .reg .u32 %s<2>;", decl,
             "  ld.param.u64 %p1, [out]; ld.param.u64 %p2, [res]; ld.param.u32 %s1, [seed];",
             "  cvta.to.global.u64 %p3, %p1; cvta.to.global.u64 %p4, %p2;",
             "  mov.u32 %s0, %tid.x; add.u32 %s1, %s1, %s0;  // per-thread values: no uniform datapath", setup,
             "  mov.u32 %c1, %clock;"]
    lines += ["  " + body(i) for i in range(N)]
    lines += ["  mov.u32 %c2, %clock;", "  sub.s32 %c2, %c2, %c1;", "  st.global.u32 [%p3], %c2;", "  " + store, "  ret;", "}", ""]
    return "\n".join(lines)
out = [".version 9.0", ".target sm_75", ".address_size 64", "",
"// seed 003 Table 4.1 at SASS level: 32 and 64 dependent instructions of one kind between two clock reads",
"// (each result the next one's source); tcsim bench latency --sass runs the SASS ptxas makes of them.", ""]
# IADD3: x += y; y += x alternate (nothing to fold)
out.append(kern("lat_iadd3", "  .reg .u32 %x<2>;", "  mov.u32 %x0, %s1; add.u32 %x1, %s1, 7;",
                lambda i: f"add.s32 %x{i%2}, %x{i%2}, %x{(i+1)%2};", "st.global.u32 [%p4], %x0;"))
out.append(kern("lat_imad", "  .reg .u32 %x<2>;", "  mov.u32 %x0, %s1; add.u32 %x1, %s1, 7;",
                lambda i: "mad.lo.s32 %x0, %x0, %x1, %s1;", "st.global.u32 [%p4], %x0;"))
out.append(kern("lat_ffma", "  .reg .f32 %f<3>;", "  mov.b32 %f0, %s1; mov.b32 %f1, %s1; add.f32 %f2, %f1, 0f3F800000;",
                lambda i: "fma.rn.f32 %f0, %f0, %f1, %f2;", "st.global.f32 [%p4], %f0;"))
out.append(kern("lat_fadd", "  .reg .f32 %f<3>;", "  mov.b32 %f0, %s1; mov.b32 %f1, %s1;",
                lambda i: "add.rn.f32 %f0, %f0, %f1;", "st.global.f32 [%p4], %f0;"))
out.append(kern("lat_fmul", "  .reg .f32 %f<3>;", "  mov.b32 %f0, %s1; mov.b32 %f1, %s1;",
                lambda i: "mul.rn.f32 %f0, %f0, %f1;", "st.global.f32 [%p4], %f0;"))
out.append(kern("lat_hfma2", "  .reg .b32 %h<3>;", "  mov.b32 %h0, %s1; mov.b32 %h1, %s1; xor.b32 %h2, %s1, 0x3c003c00;",
                lambda i: "fma.rn.f16x2 %h0, %h0, %h1, %h2;", "st.global.u32 [%p4], %h0;"))
out.append(kern("lat_dfma", "  .reg .f64 %d<3>; .reg .u64 %e;", "  cvt.u64.u32 %e, %s1; mov.b64 %d0, %e; mov.b64 %d1, %e;"
                " add.f64 %d2, %d1, 0d3FF0000000000000;",
                lambda i: "fma.rn.f64 %d0, %d0, %d1, %d2;", "st.global.f64 [%p4], %d0;"))
out.append(kern("lat_popc", "  .reg .u32 %x<2>;", "  mov.u32 %x0, %s1;",
                lambda i: "popc.b32 %x0, %x0;", "st.global.u32 [%p4], %x0;"))
out.append(kern("lat_mufu", "  .reg .f32 %f<3>;", "  mov.b32 %f0, %s1;",
                lambda i: "ex2.approx.ftz.f32 %f0, %f0;", "st.global.f32 [%p4], %f0;"))
open(__import__("sys").argv[1], "w").write("\n".join(out))
