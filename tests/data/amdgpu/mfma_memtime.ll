; MFMA between two s_memtime reads, for the llc-14 (code object v4) dialect of the front end:
; packed work-item ids (x and y), AGPR accumulators, cbsz/abid/blgp, v_pk_mov_b32 op_sel.
target triple = "amdgcn-amd-amdhsa"
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i64 @llvm.amdgcn.s.memtime()
define amdgpu_kernel void @k(float addrspace(1)* %a, <4 x float> addrspace(1)* %d, i64 addrspace(1)* %t) {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %s = add i32 %x, %y
  %p = getelementptr float, float addrspace(1)* %a, i32 %s
  %v = load float, float addrspace(1)* %p
  %t0 = call i64 @llvm.amdgcn.s.memtime()
  %r = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %v, float %v, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %r2 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %v, float %v, <4 x float> %r, i32 2, i32 3, i32 3)
  %t1 = call i64 @llvm.amdgcn.s.memtime()
  %q = getelementptr <4 x float>, <4 x float> addrspace(1)* %d, i32 %x
  store <4 x float> %r2, <4 x float> addrspace(1)* %q
  %dt = sub i64 %t1, %t0
  store i64 %dt, i64 addrspace(1)* %t
  ret void
}
