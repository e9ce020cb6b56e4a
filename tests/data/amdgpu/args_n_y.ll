; Kernel arguments named n and y: llc writes their metadata names as '.name: !str n' (LLVM's
; YAML tag for a string YAML 1.1 would read as a boolean), which the front end must accept.
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(float addrspace(1)* %y, i32 %n) {
  %v = uitofp i32 %n to float
  store float %v, float addrspace(1)* %y
  ret void
}
