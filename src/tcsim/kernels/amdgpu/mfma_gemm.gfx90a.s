	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	mfma_gemm               ; -- Begin function mfma_gemm
	.globl	mfma_gemm
	.p2align	8
	.type	mfma_gemm,@function
mfma_gemm:                              ; @mfma_gemm
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[10:11], s[4:5], 0x10
	s_load_dwordx2 s[8:9], s[4:5], 0x1c
	v_lshrrev_b32_e32 v1, 1, v0
	v_and_b32_e32 v8, 31, v0
	v_and_b32_e32 v1, 32, v1
	v_lshrrev_b32_e32 v7, 2, v0
	v_lshrrev_b32_e32 v2, 3, v0
	s_mov_b32 s12, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s9, 0
	v_or_b32_e32 v6, v1, v8
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_or_b32_e32 v1, v1, v8
	s_mov_b64 s[4:5], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $sgpr12
                                        ; implicit-def: $vgpr1
.LBB0_3:
	s_lshl_b32 s7, s7, 6
	s_lshl_b32 s6, s6, 6
	v_and_b32_e32 v5, 32, v7
	s_andn2_b64 vcc, exec, s[4:5]
	v_and_b32_e32 v4, 4, v2
	s_cbranch_vccnz .LBB0_7
; %bb.4:
	v_add_u32_e32 v1, s7, v7
	v_mad_u64_u32 v[2:3], s[4:5], s9, v1, 0
	s_ashr_i32 s12, s9, 31
	v_mov_b32_e32 v10, v3
	v_mad_u64_u32 v[10:11], s[4:5], s12, v1, v[10:11]
	v_mov_b32_e32 v3, v10
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_lshlrev_b32_e32 v0, 4, v0
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	v_and_b32_e32 v9, 48, v0
	v_add_u32_e32 v11, s6, v7
	v_add_co_u32_e32 v0, vcc, v2, v9
	v_mad_u64_u32 v[2:3], s[0:1], s9, v11, 0
	v_mov_b32_e32 v10, v3
	v_mad_u64_u32 v[10:11], s[0:1], s12, v11, v[10:11]
	v_mov_b32_e32 v3, v10
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_lshlrev_b64 v[2:3], 1, v[2:3]
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v10, v3, vcc
	v_add_co_u32_e32 v2, vcc, v2, v9
	v_lshl_or_b32 v7, v7, 6, v9
	v_or_b32_e32 v9, v5, v8
	s_movk_i32 s0, 0x1000
	v_lshlrev_b32_e32 v10, 1, v4
	v_lshlrev_b32_e32 v11, 6, v6
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_or_b32_e32 v8, 0x1000, v7
	v_lshl_or_b32 v9, v9, 6, v10
	v_or3_b32 v10, v11, v10, s0
	s_mov_b32 s0, 0
	v_accvgpr_write_b32 a15, 0
	v_accvgpr_write_b32 a14, 0
	v_accvgpr_write_b32 a13, 0
	v_accvgpr_write_b32 a12, 0
	v_accvgpr_write_b32 a11, 0
	v_accvgpr_write_b32 a10, 0
	v_accvgpr_write_b32 a9, 0
	v_accvgpr_write_b32 a8, 0
	v_accvgpr_write_b32 a7, 0
	v_accvgpr_write_b32 a6, 0
	v_accvgpr_write_b32 a5, 0
	v_accvgpr_write_b32 a4, 0
	v_accvgpr_write_b32 a3, 0
	v_accvgpr_write_b32 a2, 0
	v_accvgpr_write_b32 a1, 0
	v_accvgpr_write_b32 a0, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx4 v[12:15], v[0:1], off
	global_load_dwordx4 v[16:19], v[2:3], off
	s_barrier
	v_add_co_u32_e32 v0, vcc, 64, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_add_i32 s0, s0, 32
	v_add_co_u32_e32 v2, vcc, 64, v2
	s_cmp_ge_i32 s0, s9
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt vmcnt(1)
	ds_write_b128 v7, v[12:15]
	s_waitcnt vmcnt(0)
	ds_write_b128 v8, v[16:19]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[12:15], v9 offset1:2
	ds_read2_b64 v[16:19], v10 offset1:2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8f16 a[0:15], v[12:13], v[16:17], a[0:15]
	v_mfma_f32_32x32x8f16 a[0:15], v[14:15], v[18:19], a[0:15]
	ds_read2_b64 v[12:15], v9 offset0:4 offset1:6
	ds_read2_b64 v[16:19], v10 offset0:4 offset1:6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8f16 a[0:15], v[12:13], v[16:17], a[0:15]
	v_mfma_f32_32x32x8f16 a[0:15], v[14:15], v[18:19], a[0:15]
	s_cbranch_scc0 .LBB0_5
; %bb.6:
	v_mov_b32_e32 v1, v6
	s_branch .LBB0_8
.LBB0_7:
	v_accvgpr_write_b32 a0, s12
	v_accvgpr_write_b32 a1, s12
	v_accvgpr_write_b32 a2, s12
	v_accvgpr_write_b32 a3, s12
	v_accvgpr_write_b32 a4, s12
	v_accvgpr_write_b32 a5, s12
	v_accvgpr_write_b32 a6, s12
	v_accvgpr_write_b32 a7, s12
	v_accvgpr_write_b32 a8, s12
	v_accvgpr_write_b32 a9, s12
	v_accvgpr_write_b32 a10, s12
	v_accvgpr_write_b32 a11, s12
	v_accvgpr_write_b32 a12, s12
	v_accvgpr_write_b32 a13, s12
	v_accvgpr_write_b32 a14, s12
	v_accvgpr_write_b32 a15, s12
.LBB0_8:
	v_or_b32_e32 v0, s6, v1
	v_mov_b32_e32 v1, 0
	v_add_u32_e32 v2, s7, v5
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e32 v5, vcc, s10, v0
	v_or_b32_e32 v4, v2, v4
	v_addc_co_u32_e32 v6, vcc, v3, v1, vcc
	v_mad_u64_u32 v[0:1], s[0:1], v4, s8, 0
	s_ashr_i32 s2, s8, 31
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v4, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 1, v4
	global_store_dword v[0:1], a0, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 2, v4
	global_store_dword v[0:1], a1, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 3, v4
	global_store_dword v[0:1], a2, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 8, v4
	global_store_dword v[0:1], a3, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 9, v4
	global_store_dword v[0:1], a4, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 10, v4
	global_store_dword v[0:1], a5, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 11, v4
	global_store_dword v[0:1], a6, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 16, v4
	global_store_dword v[0:1], a7, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 17, v4
	global_store_dword v[0:1], a8, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 18, v4
	global_store_dword v[0:1], a9, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 19, v4
	global_store_dword v[0:1], a10, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 24, v4
	global_store_dword v[0:1], a11, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 25, v4
	global_store_dword v[0:1], a12, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 26, v4
	global_store_dword v[0:1], a13, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_or_b32_e32 v3, 27, v4
	global_store_dword v[0:1], a14, off
	v_mad_u64_u32 v[0:1], s[0:1], v3, s8, 0
	v_mov_b32_e32 v2, v1
	v_mad_u64_u32 v[2:3], s[0:1], v3, s2, v[2:3]
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v5, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	global_store_dword v[0:1], a15, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_gemm
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	mfma_gemm, .Lfunc_end0-mfma_gemm
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1568
; NumSgprs: 17
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 36
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 36
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	__hip_cuid_870e3f403938df22,@object ; @__hip_cuid_870e3f403938df22
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_870e3f403938df22
__hip_cuid_870e3f403938df22:
	.byte	0                               ; 0x0
	.size	__hip_cuid_870e3f403938df22, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_870e3f403938df22
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     16
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 8192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .max_flat_workgroup_size: 256
    .name:           mfma_gemm
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         mfma_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     36
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
