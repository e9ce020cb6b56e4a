; Stream read for `tcsim bench memory` on AMD GPUs (as RRZE gpu-benches' stream read):
; work-item i of the grid reads a[i + k * stride] (16-byte elements) for k < iters, four
; loads in flight per loop iteration (iters a multiple of 4), and sums them; the sum is
; stored only if it equals an impossible value, so the kernel moves read bandwidth only.
; LLVM 14 IR, compiled by scripts/regen_amdgpu.py (llc-14 -mcpu=gfx90a; retargeted to gfx942).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @amd_stream_read(<4 x float> addrspace(1)* %a, i32 %iters, i32 %stride, i32 %block, float addrspace(1)* %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, %block
  %i0 = add i32 %base, %tid
  %any = icmp sgt i32 %iters, 0
  br i1 %any, label %loop, label %exit

loop:
  %k = phi i32 [ 0, %entry ], [ %knext, %loop ]
  %i = phi i32 [ %i0, %entry ], [ %inext, %loop ]
  %s = phi <4 x float> [ zeroinitializer, %entry ], [ %s4, %loop ]
  %i1 = add i32 %i, %stride
  %i2 = add i32 %i1, %stride
  %i3 = add i32 %i2, %stride
  %e0 = sext i32 %i to i64
  %e1 = sext i32 %i1 to i64
  %e2 = sext i32 %i2 to i64
  %e3 = sext i32 %i3 to i64
  %g0 = getelementptr <4 x float>, <4 x float> addrspace(1)* %a, i64 %e0
  %g1 = getelementptr <4 x float>, <4 x float> addrspace(1)* %a, i64 %e1
  %g2 = getelementptr <4 x float>, <4 x float> addrspace(1)* %a, i64 %e2
  %g3 = getelementptr <4 x float>, <4 x float> addrspace(1)* %a, i64 %e3
  %v0 = load <4 x float>, <4 x float> addrspace(1)* %g0, align 16
  %v1 = load <4 x float>, <4 x float> addrspace(1)* %g1, align 16
  %v2 = load <4 x float>, <4 x float> addrspace(1)* %g2, align 16
  %v3 = load <4 x float>, <4 x float> addrspace(1)* %g3, align 16
  %s1 = fadd <4 x float> %s, %v0
  %s2 = fadd <4 x float> %s1, %v1
  %s3 = fadd <4 x float> %s2, %v2
  %s4 = fadd <4 x float> %s3, %v3
  %inext = add i32 %i3, %stride
  %knext = add nsw i32 %k, 4
  %more = icmp slt i32 %knext, %iters
  br i1 %more, label %loop, label %exit

exit:
  %r = phi <4 x float> [ zeroinitializer, %entry ], [ %s4, %loop ]
  %x = extractelement <4 x float> %r, i32 0
  %y = extractelement <4 x float> %r, i32 1
  %z = extractelement <4 x float> %r, i32 2
  %w = extractelement <4 x float> %r, i32 3
  %xy = fadd float %x, %y
  %zw = fadd float %z, %w
  %t = fadd float %xy, %zw
  %odd = fcmp oeq float %t, -1.25
  br i1 %odd, label %store, label %done

store:
  %t64 = zext i32 %tid to i64
  %op = getelementptr float, float addrspace(1)* %out, i64 %t64
  store float %t, float addrspace(1)* %op, align 4
  br label %done

done:
  ret void
}
