; Pointer chase for `tcsim bench memory` on AMD GPUs (as RRZE gpu-benches' latency
; benchmark): each work-item follows a chain of 64-bit pointers in global memory, every
; load depending on the one before, 16 per loop iteration; work-item i of workgroup g
; starts at starts[g * block + i]. The host times two chain lengths and takes the
; difference per step. LLVM 14 IR, compiled by
; scripts/regen_amdgpu.py (llc-14 -march=amdgcn -mcpu=gfx90a; retargeted to gfx942).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @amd_pchase(i8 addrspace(1)* addrspace(1)* %starts, i32 %groups, i32 %block, i8 addrspace(1)* addrspace(1)* %sink) {
entry:
  %tid0 = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %wgb = mul i32 %wg, %block
  %tid = add i32 %wgb, %tid0
  %t64 = zext i32 %tid to i64
  %sp = getelementptr i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %starts, i64 %t64
  %p0 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %sp, align 8
  %any = icmp sgt i32 %groups, 0
  br i1 %any, label %loop, label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %inext, %loop ]
  %p = phi i8 addrspace(1)* [ %p0, %entry ], [ %l15, %loop ]
  %q0 = bitcast i8 addrspace(1)* %p to i8 addrspace(1)* addrspace(1)*
  %l0 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q0, align 8
  %q1 = bitcast i8 addrspace(1)* %l0 to i8 addrspace(1)* addrspace(1)*
  %l1 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q1, align 8
  %q2 = bitcast i8 addrspace(1)* %l1 to i8 addrspace(1)* addrspace(1)*
  %l2 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q2, align 8
  %q3 = bitcast i8 addrspace(1)* %l2 to i8 addrspace(1)* addrspace(1)*
  %l3 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q3, align 8
  %q4 = bitcast i8 addrspace(1)* %l3 to i8 addrspace(1)* addrspace(1)*
  %l4 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q4, align 8
  %q5 = bitcast i8 addrspace(1)* %l4 to i8 addrspace(1)* addrspace(1)*
  %l5 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q5, align 8
  %q6 = bitcast i8 addrspace(1)* %l5 to i8 addrspace(1)* addrspace(1)*
  %l6 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q6, align 8
  %q7 = bitcast i8 addrspace(1)* %l6 to i8 addrspace(1)* addrspace(1)*
  %l7 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q7, align 8
  %q8 = bitcast i8 addrspace(1)* %l7 to i8 addrspace(1)* addrspace(1)*
  %l8 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q8, align 8
  %q9 = bitcast i8 addrspace(1)* %l8 to i8 addrspace(1)* addrspace(1)*
  %l9 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q9, align 8
  %q10 = bitcast i8 addrspace(1)* %l9 to i8 addrspace(1)* addrspace(1)*
  %l10 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q10, align 8
  %q11 = bitcast i8 addrspace(1)* %l10 to i8 addrspace(1)* addrspace(1)*
  %l11 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q11, align 8
  %q12 = bitcast i8 addrspace(1)* %l11 to i8 addrspace(1)* addrspace(1)*
  %l12 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q12, align 8
  %q13 = bitcast i8 addrspace(1)* %l12 to i8 addrspace(1)* addrspace(1)*
  %l13 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q13, align 8
  %q14 = bitcast i8 addrspace(1)* %l13 to i8 addrspace(1)* addrspace(1)*
  %l14 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q14, align 8
  %q15 = bitcast i8 addrspace(1)* %l14 to i8 addrspace(1)* addrspace(1)*
  %l15 = load i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %q15, align 8
  %inext = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %inext, %groups
  br i1 %more, label %loop, label %exit

exit:
  %r = phi i8 addrspace(1)* [ %p0, %entry ], [ %l15, %loop ]
  %dp = getelementptr i8 addrspace(1)*, i8 addrspace(1)* addrspace(1)* %sink, i64 %t64
  store i8 addrspace(1)* %r, i8 addrspace(1)* addrspace(1)* %dp, align 8
  ret void
}
