	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	sum_atomic              ; -- Begin function sum_atomic
	.globl	sum_atomic
	.p2align	8
	.type	sum_atomic,@function
sum_atomic:                             ; @sum_atomic
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s4, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_5
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b64 s[4:5], exec
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	global_load_dword v1, v[0:1], off
	v_bfrev_b32_e32 v0, 1
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[4:5]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s6, v1, s2
	s_lshl_b64 s[2:3], 1, s2
	s_andn2_b64 s[4:5], s[4:5], s[2:3]
	s_cmp_lg_u64 s[4:5], 0
	v_add_f32_e32 v0, s6, v0
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_5
; %bb.4:
	v_mov_b32_e32 v1, 0
	global_atomic_add_f32 v1, v0, s[0:1]
.LBB0_5:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sum_atomic
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 1
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
	.size	sum_atomic, .Lfunc_end0-sum_atomic
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
; NumSgprs: 13
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	int64_div               ; -- Begin function int64_div
	.globl	int64_div
	.p2align	8
	.type	int64_div,@function
int64_div:                              ; @int64_div
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s8, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_14
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_mov_b32_e32 v10, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	global_load_dwordx2 v[8:9], v[2:3], off
	global_load_dwordx2 v[12:13], v[4:5], off
                                        ; implicit-def: $vgpr14_vgpr15
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v11, v9, v13
	v_cmp_ne_u64_e32 vcc, 0, v[10:11]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB1_3
; %bb.2:
	v_ashrrev_i32_e32 v6, 31, v13
	v_mov_b32_e32 v7, v6
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[6:7]
	v_xor_b32_e32 v7, v13, v6
	v_xor_b32_e32 v20, v12, v6
	v_cvt_f32_u32_e32 v11, v20
	v_cvt_f32_u32_e32 v12, v7
	v_sub_co_u32_e32 v18, vcc, 0, v20
	v_mov_b32_e32 v17, v10
	v_fmamk_f32 v11, v12, 0x4f800000, v11
	v_rcp_f32_e32 v11, v11
	v_subb_co_u32_e32 v19, vcc, 0, v7, vcc
	v_mul_f32_e32 v11, 0x5f7ffffc, v11
	v_mul_f32_e32 v12, 0x2f800000, v11
	v_trunc_f32_e32 v12, v12
	v_fmamk_f32 v11, v12, 0xcf800000, v11
	v_cvt_u32_f32_e32 v11, v11
	v_cvt_u32_f32_e32 v21, v12
	v_mul_lo_u32 v14, v19, v11
	v_mad_u64_u32 v[12:13], s[0:1], v18, v11, 0
	v_mul_lo_u32 v15, v18, v21
	v_add3_u32 v13, v13, v15, v14
	v_mad_u64_u32 v[14:15], s[0:1], v11, v13, 0
	v_mul_hi_u32 v16, v11, v12
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	v_mad_u64_u32 v[16:17], s[0:1], v21, v13, 0
	v_mad_u64_u32 v[12:13], s[0:1], v21, v12, 0
	v_add_co_u32_e32 v12, vcc, v14, v12
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v15, v13, vcc
	v_mov_b32_e32 v13, v10
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[16:17]
	v_add_co_u32_e32 v11, vcc, v11, v12
	v_mul_lo_u32 v15, v19, v11
	s_nop 0
	v_addc_co_u32_e32 v21, vcc, v21, v13, vcc
	v_mul_lo_u32 v14, v18, v21
	v_mad_u64_u32 v[12:13], s[0:1], v18, v11, 0
	v_add3_u32 v13, v13, v14, v15
	v_mad_u64_u32 v[14:15], s[0:1], v21, v13, 0
	v_mad_u64_u32 v[16:17], s[0:1], v21, v12, 0
	v_mad_u64_u32 v[18:19], s[0:1], v11, v13, 0
	v_mul_hi_u32 v12, v11, v12
	v_mov_b32_e32 v13, v10
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[18:19]
	v_add_co_u32_e32 v12, vcc, v12, v16
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v13, v17, vcc
	v_mov_b32_e32 v13, v10
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[14:15]
	v_add_co_u32_e32 v11, vcc, v11, v12
	v_ashrrev_i32_e32 v12, 31, v9
	s_nop 0
	v_addc_co_u32_e32 v16, vcc, v21, v13, vcc
	v_mov_b32_e32 v13, v12
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[12:13]
	v_xor_b32_e32 v18, v8, v12
	v_xor_b32_e32 v13, v9, v12
	v_mad_u64_u32 v[8:9], s[0:1], v18, v16, 0
	v_mul_hi_u32 v14, v18, v11
	v_mov_b32_e32 v15, v10
	v_lshl_add_u64 v[8:9], v[14:15], 0, v[8:9]
	v_mad_u64_u32 v[14:15], s[0:1], v13, v16, 0
	v_mad_u64_u32 v[16:17], s[0:1], v13, v11, 0
	v_add_co_u32_e32 v8, vcc, v8, v16
	v_xor_b32_e32 v6, v12, v6
	s_nop 0
	v_addc_co_u32_e32 v8, vcc, v9, v17, vcc
	v_mov_b32_e32 v9, v10
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[14:15]
	v_mul_lo_u32 v14, v7, v8
	v_mul_lo_u32 v15, v20, v9
	v_mad_u64_u32 v[10:11], s[0:1], v20, v8, 0
	v_add3_u32 v16, v11, v15, v14
	v_sub_u32_e32 v11, v13, v16
	v_sub_co_u32_e32 v17, vcc, v18, v10
	s_nop 1
	v_subb_co_u32_e64 v10, s[0:1], v11, v7, vcc
	v_sub_co_u32_e64 v11, s[0:1], v17, v20
	v_subb_co_u32_e32 v13, vcc, v13, v16, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v10, s[0:1], 0, v10, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v10, v7
	v_cmp_ge_u32_e32 vcc, v13, v7
	s_nop 0
	v_cndmask_b32_e64 v14, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v11, v20
	s_nop 1
	v_cndmask_b32_e64 v11, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v10, v7
	s_nop 1
	v_cndmask_b32_e64 v18, v14, v11, s[0:1]
	v_lshl_add_u64 v[10:11], v[8:9], 0, 2
	v_lshl_add_u64 v[14:15], v[8:9], 0, 1
	v_cmp_ne_u32_e64 s[0:1], 0, v18
	s_nop 1
	v_cndmask_b32_e64 v11, v15, v11, s[0:1]
	v_cndmask_b32_e64 v15, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v17, v20
	s_nop 1
	v_cndmask_b32_e64 v16, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v13, v7
                                        ; implicit-def: $vgpr12_vgpr13
	s_nop 1
	v_cndmask_b32_e32 v7, v15, v16, vcc
	v_cmp_ne_u32_e32 vcc, 0, v7
	s_nop 1
	v_cndmask_b32_e32 v7, v9, v11, vcc
	v_cndmask_b32_e64 v9, v14, v10, s[0:1]
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_xor_b32_e32 v8, v8, v6
	v_xor_b32_e32 v7, v7, v6
	v_sub_co_u32_e32 v14, vcc, v8, v6
                                        ; implicit-def: $vgpr8_vgpr9
	s_nop 1
	v_subb_co_u32_e32 v15, vcc, v7, v6, vcc
.LBB1_3:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB1_5
; %bb.4:
	v_cvt_f32_u32_e32 v6, v12
	v_sub_u32_e32 v7, 0, v12
	v_mov_b32_e32 v15, 0
	v_rcp_iflag_f32_e32 v6, v6
	s_nop 0
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	v_mul_lo_u32 v7, v7, v6
	v_mul_hi_u32 v7, v6, v7
	v_add_u32_e32 v6, v6, v7
	v_mul_hi_u32 v6, v8, v6
	v_mul_lo_u32 v7, v6, v12
	v_sub_u32_e32 v7, v8, v7
	v_add_u32_e32 v9, 1, v6
	v_sub_u32_e32 v8, v7, v12
	v_cmp_ge_u32_e32 vcc, v7, v12
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_cndmask_b32_e32 v6, v6, v9, vcc
	v_add_u32_e32 v8, 1, v6
	v_cmp_ge_u32_e32 vcc, v7, v12
	s_nop 1
	v_cndmask_b32_e32 v14, v6, v8, vcc
.LBB1_5:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[6:7], v[0:1], 3, s[4:5]
	global_store_dwordx2 v[6:7], v[14:15], off
	global_load_dwordx2 v[8:9], v[2:3], off
	global_load_dwordx2 v[12:13], v[4:5], off
	v_mov_b32_e32 v10, 0
                                        ; implicit-def: $vgpr14_vgpr15
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v11, v9, v13
	v_cmp_ne_u64_e32 vcc, 0, v[10:11]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[6:7], exec, s[0:1]
	s_cbranch_execz .LBB1_7
; %bb.6:
	v_ashrrev_i32_e32 v14, 31, v13
	v_mov_b32_e32 v15, v14
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[14:15]
	v_xor_b32_e32 v1, v13, v14
	v_xor_b32_e32 v11, v12, v14
	v_cvt_f32_u32_e32 v12, v11
	v_cvt_f32_u32_e32 v13, v1
	v_sub_co_u32_e32 v19, vcc, 0, v11
	v_mov_b32_e32 v17, v10
	v_fmamk_f32 v12, v13, 0x4f800000, v12
	v_rcp_f32_e32 v12, v12
	v_subb_co_u32_e32 v20, vcc, 0, v1, vcc
	v_mul_f32_e32 v12, 0x5f7ffffc, v12
	v_mul_f32_e32 v13, 0x2f800000, v12
	v_trunc_f32_e32 v13, v13
	v_fmamk_f32 v12, v13, 0xcf800000, v12
	v_cvt_u32_f32_e32 v18, v12
	v_cvt_u32_f32_e32 v21, v13
	v_mul_lo_u32 v14, v20, v18
	v_mad_u64_u32 v[12:13], s[0:1], v19, v18, 0
	v_mul_lo_u32 v15, v19, v21
	v_add3_u32 v13, v13, v15, v14
	v_mad_u64_u32 v[14:15], s[0:1], v18, v13, 0
	v_mul_hi_u32 v16, v18, v12
	v_lshl_add_u64 v[14:15], v[16:17], 0, v[14:15]
	v_mad_u64_u32 v[16:17], s[0:1], v21, v13, 0
	v_mad_u64_u32 v[12:13], s[0:1], v21, v12, 0
	v_add_co_u32_e32 v12, vcc, v14, v12
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v15, v13, vcc
	v_mov_b32_e32 v13, v10
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[16:17]
	v_add_co_u32_e32 v22, vcc, v18, v12
	v_mul_lo_u32 v15, v20, v22
	s_nop 0
	v_addc_co_u32_e32 v21, vcc, v21, v13, vcc
	v_mul_lo_u32 v14, v19, v21
	v_mad_u64_u32 v[12:13], s[0:1], v19, v22, 0
	v_add3_u32 v13, v13, v14, v15
	v_mad_u64_u32 v[14:15], s[0:1], v21, v13, 0
	v_mad_u64_u32 v[16:17], s[0:1], v21, v12, 0
	v_mad_u64_u32 v[18:19], s[0:1], v22, v13, 0
	v_mul_hi_u32 v12, v22, v12
	v_mov_b32_e32 v13, v10
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[18:19]
	v_add_co_u32_e32 v12, vcc, v12, v16
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v13, v17, vcc
	v_mov_b32_e32 v13, v10
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[14:15]
	v_add_co_u32_e32 v16, vcc, v22, v12
	v_ashrrev_i32_e32 v12, 31, v9
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, v21, v13, vcc
	v_mov_b32_e32 v13, v12
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[12:13]
	v_xor_b32_e32 v18, v8, v12
	v_xor_b32_e32 v13, v9, v12
	v_mad_u64_u32 v[8:9], s[0:1], v18, v17, 0
	v_mul_hi_u32 v14, v18, v16
	v_mov_b32_e32 v15, v10
	v_lshl_add_u64 v[8:9], v[14:15], 0, v[8:9]
	v_mad_u64_u32 v[14:15], s[0:1], v13, v17, 0
	v_mad_u64_u32 v[16:17], s[0:1], v13, v16, 0
	v_add_co_u32_e32 v8, vcc, v8, v16
	s_nop 1
	v_addc_co_u32_e32 v8, vcc, v9, v17, vcc
	v_mov_b32_e32 v9, v10
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[14:15]
	v_mul_lo_u32 v10, v1, v8
	v_mul_lo_u32 v14, v11, v9
	v_mad_u64_u32 v[8:9], s[0:1], v11, v8, 0
	v_add3_u32 v9, v9, v14, v10
	v_sub_u32_e32 v10, v13, v9
	v_sub_co_u32_e32 v8, vcc, v18, v8
	s_nop 1
	v_subb_co_u32_e64 v10, s[0:1], v10, v1, vcc
	v_sub_co_u32_e64 v14, s[0:1], v8, v11
	v_subb_co_u32_e32 v9, vcc, v13, v9, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v15, s[2:3], 0, v10, s[0:1]
	v_cmp_ge_u32_e64 s[2:3], v15, v1
	v_subb_co_u32_e64 v10, s[0:1], v10, v1, s[0:1]
	s_nop 0
	v_cndmask_b32_e64 v16, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v14, v11
	v_cmp_ge_u32_e32 vcc, v9, v1
	s_nop 0
	v_cndmask_b32_e64 v17, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v15, v1
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v8, v11
	v_cndmask_b32_e64 v16, v16, v17, s[2:3]
	v_sub_co_u32_e64 v17, s[0:1], v14, v11
	v_cndmask_b32_e64 v11, 0, -1, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v10, s[0:1], 0, v10, s[0:1]
	v_cmp_eq_u32_e32 vcc, v9, v1
	v_cmp_ne_u32_e64 s[0:1], 0, v16
	s_nop 0
	v_cndmask_b32_e32 v1, v13, v11, vcc
	v_cndmask_b32_e64 v10, v15, v10, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v9, v10, vcc
	v_cndmask_b32_e64 v9, v14, v17, s[0:1]
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_xor_b32_e32 v8, v8, v12
	v_xor_b32_e32 v1, v1, v12
	v_sub_co_u32_e32 v14, vcc, v8, v12
                                        ; implicit-def: $vgpr8_vgpr9
	s_nop 1
	v_subb_co_u32_e32 v15, vcc, v1, v12, vcc
                                        ; implicit-def: $vgpr12_vgpr13
.LBB1_7:
	s_andn2_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB1_9
; %bb.8:
	v_cvt_f32_u32_e32 v1, v12
	v_sub_u32_e32 v9, 0, v12
	v_mov_b32_e32 v15, 0
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v9, v9, v1
	v_mul_hi_u32 v9, v1, v9
	v_add_u32_e32 v1, v1, v9
	v_mul_hi_u32 v1, v8, v1
	v_mul_lo_u32 v1, v1, v12
	v_sub_u32_e32 v1, v8, v1
	v_sub_u32_e32 v8, v1, v12
	v_cmp_ge_u32_e32 vcc, v1, v12
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v8, vcc
	v_sub_u32_e32 v8, v1, v12
	v_cmp_ge_u32_e32 vcc, v1, v12
	s_nop 1
	v_cndmask_b32_e32 v14, v1, v8, vcc
.LBB1_9:
	s_or_b64 exec, exec, s[0:1]
	s_ashr_i32 s9, s8, 31
	v_lshl_add_u64 v[6:7], s[8:9], 3, v[6:7]
	global_store_dwordx2 v[6:7], v[14:15], off
	global_load_dwordx2 v[6:7], v[2:3], off
	s_nop 0
	global_load_dword v1, v[4:5], off
	v_mov_b32_e32 v2, 0
                                        ; implicit-def: $vgpr4_vgpr5
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v3, v7
	v_cmp_ne_u64_e32 vcc, 0, v[2:3]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB1_11
; %bb.10:
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e32 v3, v1
	v_mov_b32_e32 v4, 0x4f800000
	v_sub_co_u32_e32 v13, vcc, 0, v1
	v_fmac_f32_e32 v3, 0, v4
	v_rcp_f32_e32 v3, v3
	v_subb_co_u32_e64 v14, s[0:1], 0, 0, vcc
	v_mov_b32_e32 v11, v2
	v_mul_f32_e32 v3, 0x5f7ffffc, v3
	v_mul_f32_e32 v4, 0x2f800000, v3
	v_trunc_f32_e32 v4, v4
	v_fmamk_f32 v3, v4, 0xcf800000, v3
	v_cvt_u32_f32_e32 v12, v4
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v8, v13, v12
	v_mul_lo_u32 v9, v14, v3
	v_mad_u64_u32 v[4:5], s[0:1], v13, v3, 0
	v_add3_u32 v5, v5, v8, v9
	v_mad_u64_u32 v[8:9], s[0:1], v3, v5, 0
	v_mul_hi_u32 v10, v3, v4
	v_lshl_add_u64 v[8:9], v[10:11], 0, v[8:9]
	v_mad_u64_u32 v[10:11], s[0:1], v12, v5, 0
	v_mad_u64_u32 v[4:5], s[0:1], v12, v4, 0
	v_add_co_u32_e32 v4, vcc, v8, v4
	s_nop 1
	v_addc_co_u32_e32 v4, vcc, v9, v5, vcc
	v_mov_b32_e32 v5, v2
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[10:11]
	v_add_co_u32_e32 v3, vcc, v3, v4
	v_mul_lo_u32 v9, v14, v3
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, v12, v5, vcc
	v_mul_lo_u32 v8, v13, v15
	v_mad_u64_u32 v[4:5], s[0:1], v13, v3, 0
	v_add3_u32 v5, v5, v8, v9
	v_mad_u64_u32 v[8:9], s[0:1], v15, v5, 0
	v_mad_u64_u32 v[10:11], s[0:1], v15, v4, 0
	v_mad_u64_u32 v[12:13], s[0:1], v3, v5, 0
	v_mul_hi_u32 v4, v3, v4
	v_mov_b32_e32 v5, v2
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[12:13]
	v_add_co_u32_e32 v4, vcc, v4, v10
	s_nop 1
	v_addc_co_u32_e32 v4, vcc, v5, v11, vcc
	v_mov_b32_e32 v5, v2
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[8:9]
	v_add_co_u32_e32 v3, vcc, v3, v4
	v_mul_hi_u32 v8, v6, v3
	s_nop 0
	v_addc_co_u32_e32 v10, vcc, v15, v5, vcc
	v_mad_u64_u32 v[4:5], s[0:1], v6, v10, 0
	v_mov_b32_e32 v9, v2
	v_lshl_add_u64 v[4:5], v[8:9], 0, v[4:5]
	v_mad_u64_u32 v[8:9], s[0:1], v7, v10, 0
	v_mad_u64_u32 v[10:11], s[0:1], v7, v3, 0
	v_add_co_u32_e32 v3, vcc, v4, v10
	s_nop 1
	v_addc_co_u32_e32 v4, vcc, v5, v11, vcc
	v_mov_b32_e32 v5, v2
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[8:9]
	v_mad_u64_u32 v[4:5], s[0:1], v1, v2, 0
	v_mov_b32_e32 v8, v5
	v_mad_u64_u32 v[8:9], s[0:1], v1, v3, v[8:9]
	v_sub_co_u32_e32 v9, vcc, v6, v4
	v_cmp_ge_u32_e64 s[0:1], v9, v1
	s_nop 0
	v_subb_co_u32_e32 v8, vcc, v7, v8, vcc
	v_sub_co_u32_e32 v4, vcc, v9, v1
	v_lshl_add_u64 v[6:7], v[2:3], 0, 1
	s_nop 0
	v_subbrev_co_u32_e32 v5, vcc, 0, v8, vcc
	v_cmp_ge_u32_e32 vcc, v4, v1
	v_cndmask_b32_e64 v1, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v8
	v_cndmask_b32_e64 v4, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e64 v1, -1, v1, s[0:1]
	v_cmp_ne_u32_e64 s[0:1], 0, v1
	v_cndmask_b32_e32 v10, -1, v4, vcc
	v_lshl_add_u64 v[4:5], v[2:3], 0, 2
	v_cmp_ne_u32_e32 vcc, 0, v10
	s_nop 1
	v_cndmask_b32_e32 v5, v7, v5, vcc
	v_cndmask_b32_e32 v1, v6, v4, vcc
	v_cndmask_b32_e64 v5, v3, v5, s[0:1]
	v_cndmask_b32_e64 v4, v2, v1, s[0:1]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr6_vgpr7
.LBB1_11:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB1_13
; %bb.12:
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e32 v2, v1
	v_sub_u32_e32 v3, 0, v1
	v_rcp_iflag_f32_e32 v2, v2
	s_nop 0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v3, v3, v2
	v_mul_hi_u32 v3, v2, v3
	v_add_u32_e32 v2, v2, v3
	v_mul_hi_u32 v2, v6, v2
	v_mul_lo_u32 v3, v2, v1
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v4, 1, v2
	v_sub_u32_e32 v5, v3, v1
	v_cmp_ge_u32_e32 vcc, v3, v1
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_add_u32_e32 v4, 1, v2
	v_cmp_ge_u32_e32 vcc, v3, v1
	v_mov_b32_e32 v5, 0
	s_nop 0
	v_cndmask_b32_e32 v4, v2, v4, vcc
.LBB1_13:
	s_or_b64 exec, exec, s[0:1]
	s_add_i32 s0, s8, s8
	v_add_u32_e32 v0, s0, v0
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[4:5]
	global_store_dwordx2 v[0:1], v[4:5], off
.LBB1_14:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int64_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
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
.Lfunc_end1:
	.size	int64_div, .Lfunc_end1-int64_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2584
; NumSgprs: 16
; NumVgprs: 23
; NumAgprs: 0
; TotalNumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 23
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	int32_divmod            ; -- Begin function int32_divmod
	.globl	int32_divmod
	.p2align	8
	.type	int32_divmod,@function
int32_divmod:                           ; @int32_divmod
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s4, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_ashr_i32 s5, s4, 31
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	global_load_dword v1, v[4:5], off
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[6:7], s[2:3], 0, v[2:3]
	global_load_dword v8, v[6:7], off
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
	s_add_i32 s3, s4, s4
	v_add_u32_e32 v0, s3, v0
	s_mov_b32 s2, 0x24924925
	s_waitcnt vmcnt(1)
	v_sub_u32_e32 v9, 0, v1
	v_max_i32_e32 v9, v1, v9
	v_cvt_f32_u32_e32 v10, v9
	v_rcp_iflag_f32_e32 v10, v10
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v11, 0, v8
	v_xor_b32_e32 v1, v8, v1
	v_max_i32_e32 v8, v8, v11
	v_mul_f32_e32 v10, 0x4f7ffffe, v10
	v_cvt_u32_f32_e32 v10, v10
	v_sub_u32_e32 v11, 0, v9
	v_ashrrev_i32_e32 v1, 31, v1
	v_mul_lo_u32 v11, v11, v10
	v_mul_hi_u32 v11, v10, v11
	v_add_u32_e32 v10, v10, v11
	v_mul_hi_u32 v10, v8, v10
	v_mul_lo_u32 v11, v10, v9
	v_sub_u32_e32 v8, v8, v11
	v_add_u32_e32 v12, 1, v10
	v_cmp_ge_u32_e32 vcc, v8, v9
	v_sub_u32_e32 v11, v8, v9
	s_nop 0
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_cndmask_b32_e32 v8, v8, v11, vcc
	v_add_u32_e32 v11, 1, v10
	v_cmp_ge_u32_e32 vcc, v8, v9
	s_nop 1
	v_cndmask_b32_e32 v8, v10, v11, vcc
	v_xor_b32_e32 v8, v8, v1
	v_sub_u32_e32 v1, v8, v1
	global_store_dword v[2:3], v1, off
	global_load_dword v1, v[4:5], off
	s_nop 0
	global_load_dword v8, v[6:7], off
	v_lshl_add_u64 v[2:3], s[4:5], 2, v[2:3]
	s_waitcnt vmcnt(1)
	v_sub_u32_e32 v4, 0, v1
	v_max_i32_e32 v1, v1, v4
	v_cvt_f32_u32_e32 v4, v1
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v9, 0, v8
	v_ashrrev_i32_e32 v5, 31, v8
	v_max_i32_e32 v8, v8, v9
	v_rcp_iflag_f32_e32 v4, v4
	v_sub_u32_e32 v9, 0, v1
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_mul_lo_u32 v9, v9, v4
	v_mul_hi_u32 v9, v4, v9
	v_add_u32_e32 v4, v4, v9
	v_mul_hi_u32 v4, v8, v4
	v_mul_lo_u32 v4, v4, v1
	v_sub_u32_e32 v4, v8, v4
	v_sub_u32_e32 v8, v4, v1
	v_cmp_ge_u32_e32 vcc, v4, v1
	s_nop 1
	v_cndmask_b32_e32 v4, v4, v8, vcc
	v_sub_u32_e32 v8, v4, v1
	v_cmp_ge_u32_e32 vcc, v4, v1
	s_nop 1
	v_cndmask_b32_e32 v1, v4, v8, vcc
	v_xor_b32_e32 v1, v1, v5
	v_sub_u32_e32 v1, v1, v5
	global_store_dword v[2:3], v1, off
	global_load_dword v4, v[6:7], off
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[0:1]
	v_add_u32_e32 v0, s4, v0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v1, v4, s2
	v_sub_u32_e32 v4, v4, v1
	v_lshrrev_b32_e32 v4, 1, v4
	v_add_u32_e32 v1, v4, v1
	v_lshrrev_b32_e32 v1, 2, v1
	global_store_dword v[2:3], v1, off
	global_load_dword v2, v[6:7], off
	s_mov_b32 s2, 0x4ec4ec4f
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v3, v2, s2
	v_lshrrev_b32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v3, 2, v3
	v_add_u32_e32 v3, v3, v4
	v_mul_lo_u32 v3, v3, 13
	v_sub_u32_e32 v2, v2, v3
	global_store_dword v[0:1], v2, off
.LBB2_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int32_divmod
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
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
.Lfunc_end2:
	.size	int32_divmod, .Lfunc_end2-int32_divmod
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 600
; NumSgprs: 12
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 13
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	dyn_shared              ; -- Begin function dyn_shared
	.globl	dyn_shared
	.p2align	8
	.type	dyn_shared,@function
dyn_shared:                             ; @dyn_shared
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v2, s2, v0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	global_load_dword v1, v[4:5], off
	v_lshl_add_u32 v4, v0, 2, 0
	v_xad_u32 v0, v0, -1, s0
	v_lshl_add_u32 v0, v0, 2, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v0
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dyn_shared
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
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
.Lfunc_end3:
	.size	dyn_shared, .Lfunc_end3-dyn_shared
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 140
; NumSgprs: 14
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	transcend               ; -- Begin function transcend
	.globl	transcend
	.p2align	8
	.type	transcend,@function
transcend:                              ; @transcend
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s4, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_add_i32 s8, s4, s4
	v_add_u32_e32 v0, s8, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	global_load_dword v8, v[4:5], off
	v_lshl_add_u32 v4, s4, 1, v0
	s_mov_b32 s2, 0x800000
	s_mov_b32 s9, 0xc2fc0000
	v_ashrrev_i32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_mov_b32_e32 v9, 0x4f800000
	v_mov_b32_e32 v11, 0x42800000
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[0:1]
	v_mov_b32_e32 v12, 0x1f800000
	s_ashr_i32 s5, s4, 31
	s_mov_b32 s3, 0x3f317217
	v_lshl_add_u64 v[6:7], s[4:5], 2, v[2:3]
	s_mov_b32 s7, 0x3fd9999a
	s_mov_b32 s6, 0x7f800000
	v_mov_b32_e32 v13, 0x42000000
	v_mov_b32_e32 v10, 0x41b17218
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v15, |v8|, 1.0
	v_cmp_gt_f32_e32 vcc, s9, v8
	v_cmp_gt_f32_e64 s[0:1], s2, v15
	v_mul_f32_e32 v14, 0.15915494, v8
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cndmask_b32_e64 v19, 1.0, v9, s[0:1]
	v_log_f32_e64 v16, |v8|
	v_add_f32_e64 v17, |v8|, 2.0
	v_sin_f32_e32 v18, v14
	v_cos_f32_e32 v14, v14
	v_add_f32_e32 v8, v8, v11
	v_cndmask_b32_e32 v11, 1.0, v12, vcc
	v_mul_f32_e32 v12, v15, v19
	v_log_f32_e32 v12, v12
	v_cmp_gt_f32_e32 vcc, s2, v17
	v_add_f32_e32 v14, v18, v14
	global_store_dword v[2:3], v14, off
	v_cndmask_b32_e32 v9, 1.0, v9, vcc
	v_mul_f32_e32 v9, v17, v9
	v_mul_f32_e32 v2, 0x3f317217, v12
	v_log_f32_e32 v9, v9
	v_fma_f32 v2, v12, s3, -v2
	v_exp_f32_e32 v8, v8
	v_mul_legacy_f32 v15, s7, v16
	v_fmamk_f32 v2, v12, 0x3377d1cf, v2
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_exp_f32_e32 v15, v15
	v_fmac_f32_e32 v2, 0x3f317217, v12
	v_cmp_lt_f32_e64 vcc, |v12|, s6
	v_cndmask_b32_e64 v10, 0, v10, s[0:1]
	v_sub_f32_e32 v3, v9, v13
	v_cndmask_b32_e32 v2, v12, v2, vcc
	v_sub_f32_e32 v2, v2, v10
	v_fmac_f32_e32 v3, v8, v11
	global_store_dword v[6:7], v2, off
	global_store_dword v[0:1], v15, off
	global_store_dword v[4:5], v3, off
.LBB4_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transcend
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
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
.Lfunc_end4:
	.size	transcend, .Lfunc_end4-transcend
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 448
; NumSgprs: 16
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	dmath                   ; -- Begin function dmath
	.globl	dmath
	.p2align	8
	.type	dmath,@function
dmath:                                  ; @dmath
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s4, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_mov_b32 s6, 0
	s_mov_b32 s7, 0x40080000
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	global_load_dwordx2 v[2:3], v[2:3], off
	s_mov_b32 s2, 0
	s_brev_b32 s3, 8
	v_mov_b32_e32 v12, 0xffffff80
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	s_mov_b32 s8, 0
	v_mov_b32_e32 v24, 0x260
	s_mov_b32 s9, 0x40040000
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[4:5], s[4:5], 3, v[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_lt_f64_e64 vcc, |v[2:3]|, s[2:3]
	s_nop 1
	v_cndmask_b32_e64 v13, 0, 1, vcc
	v_div_scale_f64 v[6:7], s[0:1], s[6:7], s[6:7], v[2:3]
	v_lshlrev_b32_e32 v14, 8, v13
	v_cndmask_b32_e32 v25, 0, v12, vcc
	v_rcp_f64_e32 v[12:13], v[6:7]
	v_ldexp_f64 v[14:15], |v[2:3]|, v14
	v_rsq_f64_e32 v[16:17], v[14:15]
	v_div_scale_f64 v[8:9], s[0:1], v[2:3], s[6:7], v[2:3]
	v_fma_f64 v[18:19], -v[6:7], v[12:13], 1.0
	v_fmac_f64_e32 v[12:13], v[12:13], v[18:19]
	v_mul_f64 v[18:19], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[16:17], 0.5
	v_fma_f64 v[22:23], -v[16:17], v[18:19], 0.5
	v_fma_f64 v[20:21], -v[6:7], v[12:13], 1.0
	v_fmac_f64_e32 v[18:19], v[18:19], v[22:23]
	v_fmac_f64_e32 v[12:13], v[12:13], v[20:21]
	v_fmac_f64_e32 v[16:17], v[16:17], v[22:23]
	v_fma_f64 v[22:23], -v[18:19], v[18:19], v[14:15]
	v_mul_f64 v[20:21], v[8:9], v[12:13]
	v_fmac_f64_e32 v[18:19], v[22:23], v[16:17]
	v_fma_f64 v[6:7], -v[6:7], v[20:21], v[8:9]
	s_mov_b64 vcc, s[0:1]
	v_fma_f64 v[8:9], -v[18:19], v[18:19], v[14:15]
	v_div_fmas_f64 v[6:7], v[6:7], v[12:13], v[20:21]
	v_fmac_f64_e32 v[18:19], v[8:9], v[16:17]
	v_mul_f64 v[10:11], v[2:3], s[8:9]
	v_div_fixup_f64 v[2:3], v[6:7], s[6:7], v[2:3]
	v_ldexp_f64 v[6:7], v[18:19], v25
	v_cmp_class_f64_e32 vcc, v[14:15], v24
	v_floor_f64_e32 v[10:11], v[10:11]
	s_nop 0
	v_cndmask_b32_e32 v7, v7, v15, vcc
	v_cndmask_b32_e32 v6, v6, v14, vcc
	v_add_f64 v[2:3], v[2:3], v[6:7]
	global_store_dwordx2 v[0:1], v[2:3], off
	global_store_dwordx2 v[4:5], v[10:11], off
.LBB5_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dmath
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 28
		.amdhsa_reserve_vcc 1
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
.Lfunc_end5:
	.size	dmath, .Lfunc_end5-dmath
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 400
; NumSgprs: 16
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	bits                    ; -- Begin function bits
	.globl	bits
	.p2align	8
	.type	bits,@function
bits:                                   ; @bits
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s8, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB6_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_mov_b32 s0, 0x10203
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	global_load_dword v12, v[4:5], off
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s3
	v_lshl_add_u64 v[4:5], v[0:1], 3, v[4:5]
	global_load_dwordx2 v[4:5], v[4:5], off
	s_add_i32 s1, s8, s8
	s_ashr_i32 s9, s8, 31
	v_add_u32_e32 v0, s1, v0
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]
	v_add_u32_e32 v6, s8, v0
	v_lshl_add_u64 v[8:9], s[8:9], 2, v[2:3]
	v_ashrrev_i32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[4:5]
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v10, 1, v12
	v_ffbl_b32_e32 v11, v12
	v_bfrev_b32_e32 v14, v12
	v_perm_b32 v15, 0, v12, s0
	v_ffbh_u32_e32 v16, v10
	v_mad_u32_u24 v17, v11, 7, 7
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v19, 1, v4
	v_lshrrev_b64 v[10:11], v12, v[4:5]
	v_cmp_ne_u32_e32 vcc, 0, v12
	v_bcnt_u32_b32 v13, v12, 0
	v_bcnt_u32_b32 v18, v4, 0
	v_xor_b32_e32 v14, v14, v15
	v_alignbit_b32 v4, v5, v4, 7
	v_mul_u32_u24_e32 v11, 3, v16
	v_cndmask_b32_e32 v12, 0, v17, vcc
	v_ffbh_u32_e32 v15, v19
	v_ffbh_u32_e32 v20, v5
	v_add_u32_e32 v4, v10, v4
	v_add3_u32 v10, v11, v13, v12
	v_add_u32_e32 v11, 32, v15
	v_bcnt_u32_b32 v5, v5, v18
	global_store_dword v[2:3], v10, off
	v_min_u32_e32 v2, v11, v20
	v_add_u32_e32 v2, v2, v5
	global_store_dword v[8:9], v2, off
	global_store_dword v[0:1], v14, off
	global_store_dword v[6:7], v4, off
.LBB6_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bits
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 24
		.amdhsa_reserve_vcc 1
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
.Lfunc_end6:
	.size	bits, .Lfunc_end6-bits
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 352
; NumSgprs: 16
; NumVgprs: 21
; NumAgprs: 0
; TotalNumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 21
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	vec_bytes               ; -- Begin function vec_bytes
	.globl	vec_bytes
	.p2align	8
	.type	vec_bytes,@function
vec_bytes:                              ; @vec_bytes
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s4, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB7_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[2:3]
	global_load_dword v3, v[2:3], off
	v_mov_b32_e32 v6, s4
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v7, s5
	v_lshl_add_u64 v[0:1], v[0:1], 4, v[6:7]
	s_waitcnt vmcnt(1)
	v_cvt_f32_f16_e32 v9, v3
	v_cvt_f32_f16_sdwa v11, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	s_waitcnt vmcnt(0)
	v_cvt_f32_ubyte1_e32 v8, v4
	v_cvt_f32_ubyte2_e32 v10, v4
	v_lshrrev_b32_e32 v3, 25, v4
	v_cvt_f32_ubyte0_e32 v2, v4
	v_cvt_f32_ubyte0_e32 v5, v3
	v_add_f32_e32 v3, v8, v9
	v_mul_f32_e32 v4, v10, v11
	global_store_dwordx4 v[0:1], v[2:5], off
.LBB7_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vec_bytes
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
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
.Lfunc_end7:
	.size	vec_bytes, .Lfunc_end7-vec_bytes
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; NumSgprs: 14
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	ballot_shfl             ; -- Begin function ballot_shfl
	.globl	ballot_shfl
	.p2align	8
	.type	ballot_shfl,@function
ballot_shfl:                            ; @ballot_shfl
; %bb.0:
	s_load_dword s8, s[0:1], 0x24
	s_load_dword s3, s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s8, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s3, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB8_2
; %bb.1:
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	global_load_dword v3, v[2:3], off
.LBB8_2:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,1)
	v_cmp_lt_f32_e64 s[0:1], 0, v3
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB8_4
; %bb.3:
	v_add_u32_e32 v4, s3, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[4:5]
	v_mov_b64_e32 v[6:7], s[0:1]
	v_lshl_add_u64 v[4:5], v[4:5], 3, s[4:5]
	v_mov_b32_e32 v3, 0
	global_store_dwordx2 v[0:1], v[6:7], off
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[4:5], v[2:3], off
.LBB8_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ballot_shfl
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
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
.Lfunc_end8:
	.size	ballot_shfl, .Lfunc_end8-ballot_shfl
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 176
; NumSgprs: 15
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	i64math                 ; -- Begin function i64math
	.globl	i64math
	.p2align	8
	.type	i64math,@function
i64math:                                ; @i64math
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s4, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB9_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_add_i32 s6, s4, s4
	v_add_u32_e32 v0, s6, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	global_load_dwordx2 v[4:5], v[4:5], off
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b32 s2, 0x71fb0843
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[0:1]
	s_movk_i32 s3, 0x11f
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[6:7], s[4:5], 3, v[2:3]
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v13, 31, v5
	v_cmp_lt_i64_e32 vcc, 5, v[4:5]
	v_mul_lo_u32 v12, v4, v5
	v_mad_u64_u32 v[10:11], s[0:1], v4, v4, 0
	v_xor_b32_e32 v16, v4, v13
	v_mul_lo_u32 v15, v5, s2
	v_cndmask_b32_e32 v9, 0, v5, vcc
	v_xor_b32_e32 v5, v5, v13
	v_cndmask_b32_e32 v8, 5, v4, vcc
	v_add3_u32 v11, v11, v12, v12
	v_sub_co_u32_e32 v12, vcc, v16, v13
	v_mul_lo_u32 v14, v4, s3
	s_nop 0
	v_subb_co_u32_e32 v13, vcc, v5, v13, vcc
	v_mad_u64_u32 v[4:5], s[0:1], v4, s2, v[12:13]
	v_add3_u32 v5, v15, v5, v14
	v_lshrrev_b64 v[10:11], 3, v[10:11]
	global_store_dwordx2 v[2:3], v[4:5], off
	global_store_dwordx2 v[6:7], v[8:9], off
	global_store_dwordx2 v[0:1], v[10:11], off
.LBB9_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel i64math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
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
.Lfunc_end9:
	.size	i64math, .Lfunc_end9-i64math
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 272
; NumSgprs: 13
; NumVgprs: 17
; NumAgprs: 0
; TotalNumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 17
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	float_conv              ; -- Begin function float_conv
	.globl	float_conv
	.p2align	8
	.type	float_conv,@function
float_conv:                             ; @float_conv
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s8, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB10_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_mov_b32 s0, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	global_load_dword v14, v[4:5], off
	v_mov_b32_e32 v4, s2
	v_mov_b32_e32 v5, s3
	v_lshl_add_u64 v[4:5], v[0:1], 3, v[4:5]
	global_load_dwordx2 v[4:5], v[4:5], off
	s_movk_i32 s2, 0xffe0
	s_add_i32 s3, s8, s8
	s_mov_b32 s1, 0x40080000
	v_add_u32_e32 v0, s3, v0
	v_add_u32_e32 v6, s8, v0
	s_ashr_i32 s9, s8, 31
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v8, s8, v6
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[2:3]
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	v_lshl_add_u64 v[10:11], s[8:9], 2, v[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[4:5]
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	s_waitcnt vmcnt(1)
	v_rndne_f32_e32 v15, v14
	v_cvt_f64_f32_e32 v[12:13], v14
	v_cvt_i32_f32_e32 v18, v15
	v_cvt_u32_f32_e32 v16, v14
	s_waitcnt vmcnt(0)
	v_trunc_f64_e32 v[4:5], v[4:5]
	v_cvt_i32_f32_e32 v17, v14
	v_mul_f64 v[12:13], v[12:13], s[0:1]
	v_ldexp_f64 v[14:15], v[4:5], s2
	v_cvt_i32_f64_e32 v19, v[12:13]
	v_floor_f64_e32 v[12:13], v[14:15]
	v_fmac_f64_e32 v[4:5], 0xc1f00000, v[12:13]
	global_store_dword v[2:3], v18, off
	global_store_dword v[10:11], v16, off
	v_cvt_u32_f64_e32 v2, v[4:5]
	v_add_u32_sdwa v12, sext(v17), v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dword v[0:1], v2, off
	global_store_dword v[6:7], v19, off
	global_store_dword v[8:9], v12, off
.LBB10_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_conv
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
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
.Lfunc_end10:
	.size	float_conv, .Lfunc_end10-float_conv
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 328
; NumSgprs: 16
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	f16conv                 ; -- Begin function f16conv
	.globl	f16conv
	.p2align	8
	.type	f16conv,@function
f16conv:                                ; @f16conv
; %bb.0:
	s_load_dword s3, s[0:1], 0x34
	s_load_dword s12, s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s12, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB11_2
; %bb.1:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_movk_i32 s0, 0x1ff
	s_movk_i32 s1, 0xffe
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s8
	v_mov_b32_e32 v5, s9
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[10:11], 0, v[2:3]
	global_load_dword v13, v[2:3], off
	v_lshl_add_u64 v[2:3], v[0:1], 3, v[4:5]
	global_load_dword v12, v[6:7], off
	s_add_i32 s6, s12, s12
	global_load_dwordx2 v[2:3], v[2:3], off
	v_add_u32_e32 v4, s6, v0
	v_add_u32_e32 v6, s12, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[8:9], v[6:7], 1, s[4:5]
	s_ashr_i32 s13, s12, 31
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[4:5]
	v_lshl_add_u64 v[10:11], s[12:13], 1, v[0:1]
	v_mov_b32_e32 v14, 0x7c00
	s_movk_i32 s2, 0x40f
	s_mov_b32 s3, 0x8000
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[4:5]
	s_waitcnt vmcnt(1)
	v_cvt_f16_f32_e32 v7, v12
	v_cvt_f32_i32_e32 v12, v13
	s_waitcnt vmcnt(0)
	v_and_or_b32 v2, v3, s0, v2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_lshrrev_b32_e32 v15, 8, v3
	v_bfe_u32 v16, v3, 20, 11
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_sub_u32_e32 v17, 0x3f1, v16
	v_and_or_b32 v2, v15, s1, v2
	v_med3_i32 v15, v17, 0, 13
	global_store_short v[0:1], v7, off
	v_or_b32_e32 v0, 0x1000, v2
	v_cvt_f32_f16_e32 v17, v7
	v_lshrrev_b32_e32 v18, v15, v0
	v_add_u32_e32 v16, 0xfffffc10, v16
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_lshlrev_b32_e32 v15, v15, v18
	v_lshl_or_b32 v1, v16, 12, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, v15, v0
	v_cvt_i32_f32_e32 v15, v17
	v_cvt_i16_f16_e32 v7, v7
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_or_b32_e32 v0, v18, v0
	v_cmp_gt_i32_e32 vcc, 1, v16
	v_cvt_f16_f32_e32 v12, v12
	v_lshl_or_b32 v2, v2, 9, v14
	v_cndmask_b32_e32 v0, v1, v0, vcc
	v_and_b32_e32 v1, 7, v0
	v_cmp_lt_i32_e32 vcc, 5, v1
	v_cmp_eq_u32_e64 s[0:1], 3, v1
	v_lshrrev_b32_e32 v0, 2, v0
	s_or_b64 vcc, s[0:1], vcc
	v_add_u32_sdwa v1, sext(v7), v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_addc_co_u32_e32 v0, vcc, 0, v0, vcc
	v_cvt_f32_i32_e32 v1, v1
	v_cmp_gt_i32_e32 vcc, 31, v16
	v_lshrrev_b32_e32 v3, 16, v3
	v_cvt_f16_u16_e32 v13, v13
	v_cndmask_b32_e32 v0, v14, v0, vcc
	v_cmp_eq_u32_e32 vcc, s2, v16
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_and_or_b32 v0, v3, s3, v0
	v_cvt_f16_f32_e32 v2, v1
	global_store_short v[10:11], v0, off
	global_store_short v[4:5], v12, off
	global_store_short v[8:9], v13, off
	v_add_u32_e32 v0, s12, v6
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[4:5]
	global_store_short v[0:1], v2, off
.LBB11_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f16conv
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
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
.Lfunc_end11:
	.size	f16conv, .Lfunc_end11-f16conv
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 516
; NumSgprs: 20
; NumVgprs: 19
; NumAgprs: 0
; TotalNumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 19
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	hmath                   ; -- Begin function hmath
	.globl	hmath
	.p2align	8
	.type	hmath,@function
hmath:                                  ; @hmath
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s4, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB12_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	s_mov_b32 s6, 0x3fb8aa3b
	s_mov_b32 s7, 0x32a5705f
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[2:3]
	global_load_ushort v8, v[4:5], off
	s_mov_b32 s2, 0x3eaaaaab
	s_movk_i32 s3, 0x4200
	s_mov_b32 s8, 0xc2ce8ed0
	s_mov_b32 s9, 0x42b17218
	v_mov_b32_e32 v9, 0x7f800000
	s_add_i32 s10, s4, s4
	v_add_u32_e32 v0, s10, v0
	v_add_u32_e32 v4, s4, v0
	s_ashr_i32 s5, s4, 31
	v_ashrrev_i32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[0:1]
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[0:1]
	v_lshl_add_u64 v[6:7], s[4:5], 1, v[2:3]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v10, v8
	v_fma_mixlo_f16 v11, v8, s2, 0 op_sel_hi:[1,0,0]
	v_sqrt_f16_e64 v12, |v8|
	v_ceil_f16_e32 v16, v8
	v_mul_f32_e32 v13, 0x3fb8aa3b, v10
	v_fma_mix_f32 v14, v8, s6, -v13 op_sel_hi:[1,0,0]
	v_rndne_f32_e32 v15, v13
	v_fma_mix_f32 v14, v8, s7, v14 op_sel_hi:[1,0,0]
	v_sub_f32_e32 v13, v13, v15
	v_add_f32_e32 v13, v13, v14
	v_cvt_i32_f32_e32 v15, v15
	v_exp_f32_e32 v13, v13
	v_floor_f16_e32 v14, v8
	v_div_fixup_f16 v8, v11, s3, v8
	v_cmp_ngt_f32_e32 vcc, s8, v10
	v_ldexp_f32 v11, v13, v15
	s_nop 0
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s9, v10
	v_add_f16_e32 v10, v14, v16
	s_nop 0
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_cvt_f16_f32_e32 v9, v9
	global_store_short v[2:3], v8, off
	global_store_short v[6:7], v12, off
	global_store_short v[0:1], v9, off
	global_store_short v[4:5], v10, off
.LBB12_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel hmath
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 20
		.amdhsa_reserve_vcc 1
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
.Lfunc_end12:
	.size	hmath, .Lfunc_end12-hmath
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 356
; NumSgprs: 17
; NumVgprs: 17
; NumAgprs: 0
; TotalNumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 17
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	lds_atomics             ; -- Begin function lds_atomics
	.globl	lds_atomics
	.p2align	8
	.type	lds_atomics,@function
lds_atomics:                            ; @lds_atomics
; %bb.0:
	v_cmp_gt_u32_e32 vcc, 8, v0
	v_lshlrev_b32_e32 v1, 2, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB13_2
; %bb.1:
	v_mov_b32_e32 v2, 0
	ds_write2_b32 v1, v2, v2 offset1:8
	ds_write_b32 v1, v2 offset:64
.LBB13_2:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s3, s[0:1], 0x24
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_mov_b32_e32 v4, s6
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s0, s2, s0
	v_mov_b32_e32 v5, s7
	v_add_u32_e32 v2, s0, v0
	v_lshl_add_u64 v[4:5], v[2:3], 2, v[4:5]
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, 0.5
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, 7, v4
	v_add_u32_e32 v7, 1, v4
	v_lshlrev_b32_e32 v6, 2, v6
	v_and_b32_e32 v7, 7, v7
	ds_add_u32 v6, v4
	ds_max_u32 v6, v4 offset:64
	ds_add_f32 v6, v5 offset:32
	v_lshlrev_b32_e32 v5, 2, v7
	ds_wrxchg_rtn_b32 v4, v5, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB13_4
; %bb.3:
	ds_read2_b32 v[6:7], v1 offset1:8
	s_mul_i32 s2, s2, 24
	ds_read_b32 v1, v1 offset:64
	v_mov_b32_e32 v9, v3
	v_or_b32_e32 v8, s2, v0
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	s_add_i32 s3, s2, 8
	s_waitcnt lgkmcnt(1)
	global_store_dword v[8:9], v6, off
	v_or_b32_e32 v8, s3, v0
	v_mov_b32_e32 v9, v3
	v_cvt_i32_f32_e32 v5, v7
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[4:5]
	s_add_i32 s2, s2, 16
	s_waitcnt lgkmcnt(0)
	global_store_dword v[8:9], v1, off
	v_or_b32_e32 v0, s2, v0
	v_mov_b32_e32 v1, v3
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v5, off
.LBB13_4:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0x3e8, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[4:5]
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_atomics
		.amdhsa_group_segment_fixed_size 96
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
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
.Lfunc_end13:
	.size	lds_atomics, .Lfunc_end13-lds_atomics
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 328
; NumSgprs: 14
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 96 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	global_atomics2         ; -- Begin function global_atomics2
	.globl	global_atomics2
	.p2align	8
	.type	global_atomics2,@function
global_atomics2:                        ; @global_atomics2
; %bb.0:
	s_load_dword s3, s[0:1], 0x3c
	s_load_dword s4, s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB14_22
; %bb.1:
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b64 s[2:3], exec
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	global_load_dword v2, v[0:1], off
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_mov_b32_e32 v0, 0x7fc00000
.LBB14_2:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s0, s[2:3]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s12, v2, s0
	s_lshl_b64 s[0:1], 1, s0
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e64 v1, s12, s12
	s_andn2_b64 s[2:3], s[2:3], s[0:1]
	s_cmp_lg_u64 s[2:3], 0
	v_max_f32_e32 v0, v0, v1
	s_cbranch_scc1 .LBB14_2
; %bb.3:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB14_7
; %bb.4:
	s_waitcnt lgkmcnt(0)
	s_load_dword s12, s[4:5], 0x0
	s_mov_b64 s[2:3], 0
	v_max_f32_e32 v3, v0, v0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s12
.LBB14_5:                               ; =>This Inner Loop Header: Depth=1
	v_max_f32_e32 v0, v1, v1
	v_max_f32_e32 v0, v0, v3
	global_atomic_cmpswap v0, v4, v[0:1], s[4:5] sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB14_5
; %bb.6:
	s_or_b64 exec, exec, s[2:3]
.LBB14_7:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[0:1], exec
	v_mov_b32_e32 v0, 0x7fc00000
.LBB14_8:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[0:1]
	v_readlane_b32 s12, v2, s2
	s_lshl_b64 s[2:3], 1, s2
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e64 v1, s12, s12
	s_andn2_b64 s[0:1], s[0:1], s[2:3]
	s_cmp_lg_u64 s[0:1], 0
	v_min_f32_e32 v0, v0, v1
	s_cbranch_scc1 .LBB14_8
; %bb.9:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB14_13
; %bb.10:
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	global_load_dword v1, v3, s[4:5] offset:4
	s_mov_b64 s[2:3], 0
	v_max_f32_e32 v4, v0, v0
.LBB14_11:                              ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v0, v1, v1
	v_min_f32_e32 v0, v0, v4
	global_atomic_cmpswap v0, v3, v[0:1], s[4:5] offset:4 sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB14_11
; %bb.12:
	s_or_b64 exec, exec, s[2:3]
.LBB14_13:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], exec
	v_cvt_f64_f32_e32 v[2:3], v2
	v_mov_b32_e32 v1, 0x7ff80000
.LBB14_14:                              ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(0)
	s_ff1_i32_b64 s4, s[0:1]
	v_readlane_b32 s3, v3, s4
	v_readlane_b32 s2, v2, s4
	s_lshl_b64 s[4:5], 1, s4
	v_max_f64 v[0:1], v[0:1], v[0:1]
	v_max_f64 v[4:5], s[2:3], s[2:3]
	s_andn2_b64 s[0:1], s[0:1], s[4:5]
	s_cmp_lg_u64 s[0:1], 0
	v_max_f64 v[0:1], v[0:1], v[4:5]
	s_cbranch_scc1 .LBB14_14
; %bb.15:
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB14_19
; %bb.16:
	v_mov_b32_e32 v6, 0
	global_load_dwordx2 v[2:3], v6, s[6:7]
	s_mov_b64 s[2:3], 0
	v_max_f64 v[4:5], v[0:1], v[0:1]
.LBB14_17:                              ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f64 v[0:1], v[2:3], v[2:3]
	v_max_f64 v[0:1], v[0:1], v[4:5]
	global_atomic_cmpswap_x2 v[0:1], v6, v[0:3], s[6:7] sc0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b64_e32 v[2:3], v[0:1]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB14_17
; %bb.18:
	s_or_b64 exec, exec, s[2:3]
.LBB14_19:
	s_or_b64 exec, exec, s[0:1]
	s_mov_b64 s[2:3], exec
	v_mbcnt_lo_u32_b32 v0, s2, 0
	v_mbcnt_hi_u32_b32 v0, s3, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB14_21
; %bb.20:
	s_bcnt1_i32_b64 s2, s[2:3]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, s2
	global_atomic_add v0, v1, s[8:9]
.LBB14_21:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0x64
	global_atomic_inc v0, v1, s[8:9] offset:4
	v_mov_b32_e32 v1, 0x38003c00
	global_atomic_pk_add_f16 v0, v1, s[10:11]
.LBB14_22:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel global_atomics2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
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
.Lfunc_end14:
	.size	global_atomics2, .Lfunc_end14-global_atomics2
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 728
; NumSgprs: 19
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	switchy                 ; -- Begin function switchy
	.globl	switchy
	.p2align	8
	.type	switchy,@function
switchy:                                ; @switchy
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s4, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB15_28
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s2
	v_mov_b32_e32 v3, s3
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[2:3]
	global_load_dword v3, v[2:3], off
                                        ; implicit-def: $vgpr2
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 7, v3
	v_cmp_lt_i32_e32 vcc, 3, v4
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB15_13
; %bb.2:
	v_cmp_lt_i32_e32 vcc, 5, v4
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB15_6
; %bb.3:
	v_cmp_gt_i32_e32 vcc, 7, v4
	v_mov_b32_e32 v2, 42
	s_and_saveexec_b64 s[6:7], vcc
; %bb.4:
	v_mul_lo_u32 v2, v3, v3
; %bb.5:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
.LBB15_6:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB15_12
; %bb.7:
	v_cmp_lt_i32_e32 vcc, 4, v4
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.8:
	v_or_b32_e32 v2, 1, v3
                                        ; implicit-def: $vgpr3
; %bb.9:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
; %bb.10:
	v_sub_u32_e32 v2, 0, v3
; %bb.11:
	s_or_b64 exec, exec, s[6:7]
.LBB15_12:
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr3
.LBB15_13:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB15_27
; %bb.14:
	v_cmp_lt_i32_e32 vcc, 1, v4
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB15_20
; %bb.15:
	v_cmp_lt_i32_e32 vcc, 2, v4
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.16:
	v_ashrrev_i32_e32 v2, 2, v3
                                        ; implicit-def: $vgpr3
; %bb.17:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
; %bb.18:
	v_add_u32_e32 v2, -7, v3
; %bb.19:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
.LBB15_20:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB15_26
; %bb.21:
	v_cmp_ne_u32_e32 vcc, 1, v4
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.22:
	v_lshl_add_u32 v2, v3, 1, v3
                                        ; implicit-def: $vgpr3
; %bb.23:
	s_andn2_saveexec_b64 s[6:7], s[6:7]
; %bb.24:
	v_xor_b32_e32 v2, 0x55, v3
; %bb.25:
	s_or_b64 exec, exec, s[6:7]
.LBB15_26:
	s_or_b64 exec, exec, s[4:5]
.LBB15_27:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v4, s0
	v_mov_b32_e32 v5, s1
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v2, off
.LBB15_28:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel switchy
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
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
.Lfunc_end15:
	.size	switchy, .Lfunc_end15-switchy
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 324
; NumSgprs: 14
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	med_misc                ; -- Begin function med_misc
	.globl	med_misc
	.p2align	8
	.type	med_misc,@function
med_misc:                               ; @med_misc
; %bb.0:
	s_load_dword s3, s[0:1], 0x24
	s_load_dword s4, s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB16_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_ashr_i32 s5, s4, 31
	s_brev_b32 s6, -2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[2:3], 0, v[0:1]
	global_load_dword v4, v[2:3], off nt
	s_lshl_b64 s[2:3], s[4:5], 2
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[0:1]
	s_add_u32 s0, s0, s2
	s_addc_u32 s1, s1, s3
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v6, v4, v4
	v_trunc_f32_e32 v10, v4
	v_med3_f32 v5, v4, -1.0, 1.0
	v_min_f32_e32 v6, 0x3e800000, v6
	v_sub_f32_e32 v13, v4, v10
	v_bfi_b32 v7, s6, 2.0, v4
	v_add_f32_e32 v5, v5, v6
	v_cmp_ge_f32_e64 s[0:1], |v13|, 0.5
	v_fract_f32_e32 v8, v4
	v_add_f32_e32 v5, v7, v5
	v_cndmask_b32_e64 v6, 0, 1.0, s[0:1]
	v_ldexp_f32 v9, v4, 3
	v_fma_f32 v11, v4, v4, 1.0
	v_add_f32_e32 v12, v4, v4
	v_bfi_b32 v4, s6, v6, v4
	v_add_f32_e32 v5, v8, v5
	v_add_f32_e32 v4, v10, v4
	v_add_f32_e32 v5, v9, v5
	v_add_f32_e32 v4, v4, v5
	v_add_f32_e32 v4, v11, v4
	global_store_dword v[2:3], v4, off
	global_store_dword v[0:1], v12, off nt
.LBB16_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel med_misc
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
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
.Lfunc_end16:
	.size	med_misc, .Lfunc_end16-med_misc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 260
; NumSgprs: 13
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	shorts                  ; -- Begin function shorts
	.globl	shorts
	.p2align	8
	.type	shorts,@function
shorts:                                 ; @shorts
; %bb.0:
	s_load_dword s3, s[0:1], 0x2c
	s_load_dword s4, s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB17_2
; %bb.1:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b32 s0, 0x5040100
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[10:11], 0, v[0:1]
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[0:1]
	global_load_dword v6, v[2:3], off
	global_load_dword v7, v[4:5], off
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[0:1]
	v_lshl_add_u64 v[2:3], s[4:5], 2, v[0:1]
	s_waitcnt vmcnt(1)
	v_pk_ashrrev_i16 v4, 1, v6 op_sel_hi:[0,1]
	s_waitcnt vmcnt(0)
	v_pk_sub_i16 v4, v4, v7
	v_min_i16_e32 v5, v6, v7
	v_max_i16_sdwa v8, v6, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_1
	v_pk_mad_u16 v4, v7, v6, v4
	v_perm_b32 v5, v8, v5, s0
	global_store_dword v[0:1], v4, off
	global_store_dword v[2:3], v5, off
.LBB17_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel shorts
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
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
.Lfunc_end17:
	.size	shorts, .Lfunc_end17-shorts
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; NumSgprs: 18
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	spill                   ; -- Begin function spill
	.globl	spill
	.p2align	8
	.type	spill,@function
spill:                                  ; @spill
; %bb.0:
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s0, s2
	v_cvt_f32_u32_e32 v1, s0
	v_add_u32_e32 v37, s3, v0
	s_sub_i32 s1, 0, s0
	v_add_u32_e32 v34, s3, v37
	v_rcp_iflag_f32_e32 v1, v1
	v_add_u32_e32 v2, s3, v34
	v_sub_u32_e32 v4, 0, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_add_u32_e32 v35, s3, v2
	v_max_i32_e32 v2, v2, v4
	v_sub_u32_e32 v4, 0, v35
	v_mul_lo_u32 v5, s1, v1
	v_mul_hi_u32 v5, v1, v5
	v_add_u32_e32 v1, v1, v5
	v_mul_hi_u32 v5, v2, v1
	v_mul_lo_u32 v5, v5, s0
	v_sub_u32_e32 v2, v2, v5
	v_subrev_u32_e32 v5, s0, v2
	v_cmp_le_u32_e32 vcc, s0, v2
	v_max_i32_e32 v4, v35, v4
	v_add_u32_e32 v7, s3, v35
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_subrev_u32_e32 v5, s0, v2
	v_cmp_le_u32_e32 vcc, s0, v2
	v_add_u32_e32 v39, s3, v7
	v_add_u32_e32 v43, s3, v39
	v_cndmask_b32_e32 v2, v2, v5, vcc
	v_mul_hi_u32 v5, v4, v1
	v_mul_lo_u32 v5, v5, s0
	v_sub_u32_e32 v4, v4, v5
	v_subrev_u32_e32 v5, s0, v4
	v_cmp_le_u32_e32 vcc, s0, v4
	v_xor_b32_e32 v2, v2, v3
	v_sub_u32_e32 v2, v2, v3
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_subrev_u32_e32 v5, s0, v4
	v_cmp_le_u32_e32 vcc, s0, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	v_cndmask_b32_e32 v36, v4, v5, vcc
	v_sub_u32_e32 v5, 0, v7
	v_max_i32_e32 v5, v7, v5
	v_mul_hi_u32 v6, v5, v1
	v_mul_lo_u32 v6, v6, s0
	v_sub_u32_e32 v5, v5, v6
	v_subrev_u32_e32 v6, s0, v5
	v_cmp_le_u32_e32 vcc, s0, v5
	v_ashrrev_i32_e32 v4, 31, v7
	s_mov_b32 s1, 0.5
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_subrev_u32_e32 v6, s0, v5
	v_cmp_le_u32_e32 vcc, s0, v5
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_xor_b32_e32 v5, v5, v4
	v_sub_u32_e32 v4, v5, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[8:9], v[4:5], 2, s[6:7]
	v_add_u32_e32 v4, s3, v43
	global_load_dword v6, v[2:3], off
	global_load_dword v5, v[8:9], off
	v_sub_u32_e32 v3, 0, v4
	v_max_i32_e32 v3, v4, v3
	v_mul_hi_u32 v7, v3, v1
	v_mul_lo_u32 v7, v7, s0
	v_sub_u32_e32 v3, v3, v7
	v_subrev_u32_e32 v7, s0, v3
	v_cmp_le_u32_e32 vcc, s0, v3
	v_ashrrev_i32_e32 v2, 31, v4
	s_nop 0
	v_cndmask_b32_e32 v3, v3, v7, vcc
	v_subrev_u32_e32 v7, s0, v3
	v_cmp_le_u32_e32 vcc, s0, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v7, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v2, v3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_add_u32_e32 v7, s3, v4
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[6:7]
	v_sub_u32_e32 v3, 0, v7
	v_max_i32_e32 v3, v7, v3
	v_mul_hi_u32 v4, v3, v1
	v_mul_lo_u32 v4, v4, s0
	v_sub_u32_e32 v3, v3, v4
	v_subrev_u32_e32 v4, s0, v3
	v_cmp_le_u32_e32 vcc, s0, v3
	v_ashrrev_i32_e32 v2, 31, v7
	v_add_u32_e32 v38, s3, v7
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s0, v3
	v_cmp_le_u32_e32 vcc, s0, v3
	s_nop 1
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v2, v3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[10:11], v[2:3], 2, s[6:7]
	v_add_u32_e32 v2, s3, v38
	global_load_dword v3, v[8:9], off
	global_load_dword v4, v[10:11], off
	v_sub_u32_e32 v8, 0, v2
	v_max_i32_e32 v8, v2, v8
	v_mul_hi_u32 v9, v8, v1
	v_mul_lo_u32 v9, v9, s0
	v_sub_u32_e32 v8, v8, v9
	v_subrev_u32_e32 v9, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_add_u32_e32 v54, s3, v2
	v_add_u32_e32 v44, s3, v54
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e32 v9, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_add_u32_e32 v56, s3, v44
	v_ashrrev_i32_e32 v7, 31, v2
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_sub_u32_e32 v2, 0, v56
	v_xor_b32_e32 v8, v8, v7
	v_max_i32_e32 v2, v56, v2
	v_sub_u32_e32 v8, v8, v7
	v_mul_hi_u32 v7, v2, v1
	v_mul_lo_u32 v7, v7, s0
	v_sub_u32_e32 v2, v2, v7
	v_subrev_u32_e32 v7, s0, v2
	v_cmp_le_u32_e32 vcc, s0, v2
	v_add_u32_e32 v45, s3, v56
	v_ashrrev_i32_e32 v9, 31, v8
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_subrev_u32_e32 v7, s0, v2
	v_cmp_le_u32_e32 vcc, s0, v2
	v_add_u32_e32 v40, s3, v45
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	v_cndmask_b32_e32 v57, v2, v7, vcc
	v_add_u32_e32 v2, s3, v40
	global_load_dword v11, v[8:9], off
	v_sub_u32_e32 v8, 0, v2
	v_max_i32_e32 v8, v2, v8
	v_mul_hi_u32 v9, v8, v1
	v_mul_lo_u32 v9, v9, s0
	v_sub_u32_e32 v8, v8, v9
	v_subrev_u32_e32 v9, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_add_u32_e32 v58, s3, v2
	v_ashrrev_i32_e32 v7, 31, v2
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e32 v9, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_sub_u32_e32 v2, 0, v58
	v_max_i32_e32 v2, v58, v2
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_xor_b32_e32 v8, v8, v7
	v_sub_u32_e32 v8, v8, v7
	v_mul_hi_u32 v7, v2, v1
	v_mul_lo_u32 v7, v7, s0
	v_sub_u32_e32 v2, v2, v7
	v_add_u32_e32 v65, s3, v58
	v_subrev_u32_e32 v7, s0, v2
	v_cmp_le_u32_e32 vcc, s0, v2
	v_add_u32_e32 v66, s3, v65
	v_add_u32_e32 v70, s3, v66
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_subrev_u32_e32 v7, s0, v2
	v_cmp_le_u32_e32 vcc, s0, v2
	v_add_u32_e32 v68, s3, v70
	v_ashrrev_i32_e32 v9, 31, v8
	v_cndmask_b32_e32 v67, v2, v7, vcc
	v_sub_u32_e32 v2, 0, v68
	v_max_i32_e32 v2, v68, v2
	v_mul_hi_u32 v7, v2, v1
	v_mul_lo_u32 v7, v7, s0
	v_sub_u32_e32 v2, v2, v7
	v_subrev_u32_e32 v7, s0, v2
	v_cmp_le_u32_e32 vcc, s0, v2
	v_add_u32_e32 v71, s3, v68
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	v_cndmask_b32_e32 v2, v2, v7, vcc
	v_subrev_u32_e32 v7, s0, v2
	v_cmp_le_u32_e32 vcc, s0, v2
	global_load_dword v12, v[8:9], off
	s_nop 0
	v_cndmask_b32_e32 v72, v2, v7, vcc
	v_add_u32_e32 v2, s3, v71
	v_sub_u32_e32 v8, 0, v2
	v_max_i32_e32 v8, v2, v8
	v_mul_hi_u32 v9, v8, v1
	v_mul_lo_u32 v9, v9, s0
	v_sub_u32_e32 v8, v8, v9
	v_subrev_u32_e32 v9, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_ashrrev_i32_e32 v7, 31, v2
	v_add_u32_e32 v42, s3, v2
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e32 v9, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_add_u32_e32 v2, s3, v42
	v_add_u32_e32 v49, s3, v2
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_xor_b32_e32 v8, v8, v7
	v_sub_u32_e32 v8, v8, v7
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	global_load_dword v9, v[8:9], off
	v_sub_u32_e32 v8, 0, v2
	v_max_i32_e32 v8, v2, v8
	v_mul_hi_u32 v10, v8, v1
	v_mul_lo_u32 v10, v10, s0
	v_sub_u32_e32 v8, v8, v10
	v_subrev_u32_e32 v10, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_ashrrev_i32_e32 v7, 31, v2
	v_add_u32_e32 v2, s3, v49
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_subrev_u32_e32 v10, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_add_u32_e32 v32, s3, v2
	s_nop 0
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_xor_b32_e32 v8, v8, v7
	v_sub_u32_e32 v14, v8, v7
	v_sub_u32_e32 v8, 0, v2
	v_max_i32_e32 v8, v2, v8
	v_mul_hi_u32 v10, v8, v1
	v_mul_lo_u32 v10, v10, s0
	v_sub_u32_e32 v8, v8, v10
	v_subrev_u32_e32 v10, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_ashrrev_i32_e32 v7, 31, v2
	v_add_u32_e32 v2, s3, v32
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_subrev_u32_e32 v10, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_xor_b32_e32 v8, v8, v7
	v_sub_u32_e32 v16, v8, v7
	v_sub_u32_e32 v8, 0, v2
	v_max_i32_e32 v8, v2, v8
	v_mul_hi_u32 v10, v8, v1
	v_mul_lo_u32 v10, v10, s0
	v_sub_u32_e32 v8, v8, v10
	v_subrev_u32_e32 v10, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v7, 31, v2
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_subrev_u32_e32 v10, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	global_load_dword v14, v[14:15], off
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_add_u32_e32 v10, s3, v2
	v_add_u32_e32 v53, s3, v10
	v_xor_b32_e32 v8, v8, v7
	v_add_u32_e32 v2, s3, v53
	global_load_dword v15, v[16:17], off
	v_sub_u32_e32 v16, v8, v7
	v_sub_u32_e32 v8, 0, v2
	v_max_i32_e32 v8, v2, v8
	v_mul_hi_u32 v13, v8, v1
	v_mul_lo_u32 v13, v13, s0
	v_sub_u32_e32 v8, v8, v13
	v_subrev_u32_e32 v13, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_ashrrev_i32_e32 v7, 31, v2
	v_ashrrev_i32_e32 v17, 31, v16
	v_cndmask_b32_e32 v8, v8, v13, vcc
	v_subrev_u32_e32 v13, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_lshl_add_u64 v[24:25], v[16:17], 2, s[6:7]
	v_add_u32_e32 v48, s3, v2
	v_cndmask_b32_e32 v8, v8, v13, vcc
	v_xor_b32_e32 v8, v8, v7
	v_sub_u32_e32 v16, v8, v7
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	v_add_u32_e32 v50, s3, v48
	global_load_dword v19, v[16:17], off
	v_add_u32_e32 v16, s3, v50
	v_add_u32_e32 v2, s3, v16
	v_sub_u32_e32 v8, 0, v2
	v_max_i32_e32 v8, v2, v8
	v_mul_hi_u32 v13, v8, v1
	v_mul_lo_u32 v13, v13, s0
	v_sub_u32_e32 v8, v8, v13
	v_subrev_u32_e32 v13, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_ashrrev_i32_e32 v7, 31, v2
	v_add_u32_e32 v2, s3, v2
	v_cndmask_b32_e32 v8, v8, v13, vcc
	v_subrev_u32_e32 v13, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	s_nop 1
	v_cndmask_b32_e32 v8, v8, v13, vcc
	v_xor_b32_e32 v8, v8, v7
	v_sub_u32_e32 v20, v8, v7
	v_sub_u32_e32 v8, 0, v2
	v_max_i32_e32 v8, v2, v8
	v_mul_hi_u32 v13, v8, v1
	v_mul_lo_u32 v13, v13, s0
	v_sub_u32_e32 v8, v8, v13
	v_subrev_u32_e32 v13, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_ashrrev_i32_e32 v7, 31, v2
	v_ashrrev_i32_e32 v21, 31, v20
	v_cndmask_b32_e32 v8, v8, v13, vcc
	v_subrev_u32_e32 v13, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_add_u32_e32 v2, s3, v2
	v_lshl_add_u64 v[30:31], v[20:21], 2, s[6:7]
	v_cndmask_b32_e32 v8, v8, v13, vcc
	v_xor_b32_e32 v8, v8, v7
	v_sub_u32_e32 v20, v8, v7
	v_sub_u32_e32 v8, 0, v2
	v_max_i32_e32 v8, v2, v8
	v_ashrrev_i32_e32 v7, 31, v2
	v_mul_hi_u32 v13, v8, v1
	v_add_u32_e32 v2, s3, v2
	v_mul_lo_u32 v13, v13, s0
	v_sub_u32_e32 v17, 0, v2
	v_sub_u32_e32 v8, v8, v13
	v_max_i32_e32 v17, v2, v17
	v_subrev_u32_e32 v13, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_mul_hi_u32 v18, v17, v1
	v_mul_lo_u32 v18, v18, s0
	v_cndmask_b32_e32 v8, v8, v13, vcc
	v_subrev_u32_e32 v13, s0, v8
	v_cmp_le_u32_e32 vcc, s0, v8
	v_sub_u32_e32 v17, v17, v18
	v_subrev_u32_e32 v18, s0, v17
	v_cndmask_b32_e32 v8, v8, v13, vcc
	v_cmp_le_u32_e32 vcc, s0, v17
	v_xor_b32_e32 v8, v8, v7
	v_ashrrev_i32_e32 v21, 31, v20
	v_cndmask_b32_e32 v17, v17, v18, vcc
	v_subrev_u32_e32 v18, s0, v17
	v_cmp_le_u32_e32 vcc, s0, v17
	v_sub_u32_e32 v22, v8, v7
	v_ashrrev_i32_e32 v13, 31, v2
	v_cndmask_b32_e32 v17, v17, v18, vcc
	v_add_u32_e32 v41, s3, v2
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	v_ashrrev_i32_e32 v23, 31, v22
	v_xor_b32_e32 v17, v17, v13
	v_add_u32_e32 v51, s3, v41
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[6:7]
	global_load_dword v7, v[20:21], off
	global_load_dword v8, v[22:23], off
	v_sub_u32_e32 v20, v17, v13
	v_add_u32_e32 v2, s3, v51
	v_ashrrev_i32_e32 v21, 31, v20
	v_sub_u32_e32 v18, 0, v2
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	v_max_i32_e32 v18, v2, v18
	global_load_dword v13, v[20:21], off
	v_mul_hi_u32 v20, v18, v1
	v_mul_lo_u32 v20, v20, s0
	v_sub_u32_e32 v18, v18, v20
	v_subrev_u32_e32 v20, s0, v18
	v_cmp_le_u32_e32 vcc, s0, v18
	v_ashrrev_i32_e32 v17, 31, v2
	v_add_u32_e32 v2, s3, v2
	v_cndmask_b32_e32 v18, v18, v20, vcc
	v_subrev_u32_e32 v20, s0, v18
	v_cmp_le_u32_e32 vcc, s0, v18
	s_nop 1
	v_cndmask_b32_e32 v18, v18, v20, vcc
	v_xor_b32_e32 v18, v18, v17
	v_sub_u32_e32 v20, v18, v17
	v_sub_u32_e32 v18, 0, v2
	v_ashrrev_i32_e32 v21, 31, v20
	v_max_i32_e32 v18, v2, v18
	v_lshl_add_u64 v[26:27], v[20:21], 2, s[6:7]
	v_mul_hi_u32 v20, v18, v1
	v_mul_lo_u32 v20, v20, s0
	v_sub_u32_e32 v18, v18, v20
	v_subrev_u32_e32 v20, s0, v18
	v_cmp_le_u32_e32 vcc, s0, v18
	v_ashrrev_i32_e32 v17, 31, v2
	v_add_u32_e32 v2, s3, v2
	v_cndmask_b32_e32 v18, v18, v20, vcc
	v_subrev_u32_e32 v20, s0, v18
	v_cmp_le_u32_e32 vcc, s0, v18
	v_add_u32_e32 v52, s3, v2
	v_add_u32_e32 v55, s3, v52
	v_cndmask_b32_e32 v18, v18, v20, vcc
	v_xor_b32_e32 v18, v18, v17
	v_sub_u32_e32 v20, v18, v17
	v_ashrrev_i32_e32 v21, 31, v20
	v_add_u32_e32 v17, s3, v55
	v_lshl_add_u64 v[28:29], v[20:21], 2, s[6:7]
	v_sub_u32_e32 v20, 0, v17
	v_max_i32_e32 v20, v17, v20
	v_mul_hi_u32 v21, v20, v1
	v_mul_lo_u32 v21, v21, s0
	v_sub_u32_e32 v20, v20, v21
	v_subrev_u32_e32 v21, s0, v20
	v_cmp_le_u32_e32 vcc, s0, v20
	v_ashrrev_i32_e32 v18, 31, v17
	v_add_u32_e32 v60, s3, v17
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_subrev_u32_e32 v21, s0, v20
	v_cmp_le_u32_e32 vcc, s0, v20
	v_add_u32_e32 v59, s3, v60
	v_add_u32_e32 v22, s3, v59
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_xor_b32_e32 v20, v20, v18
	v_sub_u32_e32 v20, v20, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	global_load_dword v18, v[20:21], off
	v_sub_u32_e32 v20, 0, v22
	v_max_i32_e32 v20, v22, v20
	v_mul_hi_u32 v21, v20, v1
	v_mul_lo_u32 v21, v21, s0
	v_sub_u32_e32 v20, v20, v21
	v_subrev_u32_e32 v21, s0, v20
	v_cmp_le_u32_e32 vcc, s0, v20
	v_ashrrev_i32_e32 v17, 31, v22
	v_add_u32_e32 v61, s3, v22
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_subrev_u32_e32 v21, s0, v20
	v_cmp_le_u32_e32 vcc, s0, v20
	v_add_u32_e32 v62, s3, v61
	v_add_u32_e32 v63, s3, v62
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_xor_b32_e32 v20, v20, v17
	v_sub_u32_e32 v20, v20, v17
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	v_add_u32_e32 v22, s3, v63
	global_load_dword v17, v[20:21], off
	v_sub_u32_e32 v20, 0, v22
	v_max_i32_e32 v20, v22, v20
	v_mul_hi_u32 v21, v20, v1
	v_mul_lo_u32 v21, v21, s0
	v_sub_u32_e32 v20, v20, v21
	v_subrev_u32_e32 v21, s0, v20
	v_cmp_le_u32_e32 vcc, s0, v20
	v_add_u32_e32 v33, s3, v22
	s_nop 0
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_subrev_u32_e32 v21, s0, v20
	v_cmp_le_u32_e32 vcc, s0, v20
	s_nop 1
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_ashrrev_i32_e32 v21, 31, v22
	v_xor_b32_e32 v20, v20, v21
	v_sub_u32_e32 v20, v20, v21
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	global_load_dword v20, v[20:21], off
	v_sub_u32_e32 v21, 0, v2
	v_max_i32_e32 v21, v2, v21
	v_mul_hi_u32 v23, v21, v1
	v_mul_lo_u32 v23, v23, s0
	v_sub_u32_e32 v21, v21, v23
	v_subrev_u32_e32 v23, s0, v21
	v_cmp_le_u32_e32 vcc, s0, v21
	v_sub_u32_e32 v22, 0, v33
	v_max_i32_e32 v22, v33, v22
	v_cndmask_b32_e32 v21, v21, v23, vcc
	v_subrev_u32_e32 v23, s0, v21
	v_cmp_le_u32_e32 vcc, s0, v21
	v_ashrrev_i32_e32 v2, 31, v2
	s_nop 0
	v_cndmask_b32_e32 v21, v21, v23, vcc
	v_mul_hi_u32 v23, v22, v1
	v_mul_lo_u32 v23, v23, s0
	v_sub_u32_e32 v22, v22, v23
	v_subrev_u32_e32 v23, s0, v22
	v_cmp_le_u32_e32 vcc, s0, v22
	v_xor_b32_e32 v21, v21, v2
	s_nop 0
	v_cndmask_b32_e32 v22, v22, v23, vcc
	v_subrev_u32_e32 v23, s0, v22
	v_cmp_le_u32_e32 vcc, s0, v22
	s_nop 1
	v_cndmask_b32_e32 v64, v22, v23, vcc
	v_sub_u32_e32 v22, v21, v2
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[46:47], v[22:23], 2, s[6:7]
	v_ashrrev_i32_e32 v23, 31, v33
	global_load_dword v2, v[26:27], off
	global_load_dword v21, v[28:29], off
	global_load_dword v22, v[46:47], off
	v_xor_b32_e32 v26, v64, v23
	v_sub_u32_e32 v26, v26, v23
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[6:7]
	global_load_dword v23, v[26:27], off
	v_sub_u32_e32 v26, 0, v32
	v_max_i32_e32 v26, v32, v26
	v_mul_hi_u32 v27, v26, v1
	v_mul_lo_u32 v27, v27, s0
	v_sub_u32_e32 v26, v26, v27
	v_subrev_u32_e32 v27, s0, v26
	v_cmp_le_u32_e32 vcc, s0, v26
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[88:89], v[2:3], 0.5, v[22:23] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_subrev_u32_e32 v27, s0, v26
	v_cmp_le_u32_e32 vcc, s0, v26
	s_nop 1
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_add_u32_e32 v27, s3, v33
	v_add_u32_e32 v46, s3, v27
	v_sub_u32_e32 v28, 0, v46
	v_max_i32_e32 v28, v46, v28
	v_mul_hi_u32 v29, v28, v1
	v_mul_lo_u32 v29, v29, s0
	v_sub_u32_e32 v28, v28, v29
	v_subrev_u32_e32 v29, s0, v28
	v_cmp_le_u32_e32 vcc, s0, v28
	s_nop 1
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_subrev_u32_e32 v29, s0, v28
	v_cmp_le_u32_e32 vcc, s0, v28
	s_nop 1
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_ashrrev_i32_e32 v29, 31, v32
	v_xor_b32_e32 v26, v26, v29
	v_sub_u32_e32 v32, v26, v29
	v_sub_u32_e32 v26, 0, v10
	v_max_i32_e32 v26, v10, v26
	v_mul_hi_u32 v29, v26, v1
	v_mul_lo_u32 v29, v29, s0
	v_sub_u32_e32 v26, v26, v29
	v_subrev_u32_e32 v29, s0, v26
	v_cmp_le_u32_e32 vcc, s0, v26
	v_ashrrev_i32_e32 v10, 31, v10
	v_ashrrev_i32_e32 v33, 31, v32
	v_cndmask_b32_e32 v26, v26, v29, vcc
	v_subrev_u32_e32 v29, s0, v26
	v_cmp_le_u32_e32 vcc, s0, v26
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[6:7]
	s_nop 0
	v_cndmask_b32_e32 v26, v26, v29, vcc
	v_xor_b32_e32 v26, v26, v10
	v_sub_u32_e32 v74, v26, v10
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], v[74:75], 2, s[6:7]
	global_load_dword v26, v[74:75], off
	global_load_dword v10, v[24:25], off
	global_load_dword v29, v[32:33], off
	v_ashrrev_i32_e32 v24, 31, v46
	v_xor_b32_e32 v25, v28, v24
	v_sub_u32_e32 v24, v25, v24
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	global_load_dword v28, v[24:25], off
	v_sub_u32_e32 v24, 0, v16
	v_max_i32_e32 v24, v16, v24
	v_mul_hi_u32 v25, v24, v1
	v_mul_lo_u32 v25, v25, s0
	v_sub_u32_e32 v24, v24, v25
	v_subrev_u32_e32 v25, s0, v24
	v_cmp_le_u32_e32 vcc, s0, v24
	v_add_u32_e32 v74, s3, v46
	v_add_u32_e32 v75, s3, v74
	v_cndmask_b32_e32 v24, v24, v25, vcc
	v_subrev_u32_e32 v25, s0, v24
	v_cmp_le_u32_e32 vcc, s0, v24
	v_ashrrev_i32_e32 v16, 31, v16
	s_nop 0
	v_cndmask_b32_e32 v25, v24, v25, vcc
	v_add_u32_e32 v24, s3, v75
	v_add_u32_e32 v73, s3, v24
	v_add_u32_e32 v46, s3, v73
	v_sub_u32_e32 v32, 0, v46
	v_max_i32_e32 v32, v46, v32
	v_mul_hi_u32 v33, v32, v1
	v_mul_lo_u32 v33, v33, s0
	v_sub_u32_e32 v32, v32, v33
	v_subrev_u32_e32 v33, s0, v32
	v_cmp_le_u32_e32 vcc, s0, v32
	v_xor_b32_e32 v25, v25, v16
	s_nop 0
	v_cndmask_b32_e32 v32, v32, v33, vcc
	v_subrev_u32_e32 v33, s0, v32
	v_cmp_le_u32_e32 vcc, s0, v32
	s_nop 1
	v_cndmask_b32_e32 v64, v32, v33, vcc
	v_sub_u32_e32 v32, v25, v16
	v_ashrrev_i32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v25, 31, v46
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[6:7]
	global_load_dword v16, v[30:31], off
	global_load_dword v47, v[32:33], off
	v_xor_b32_e32 v30, v64, v25
	v_sub_u32_e32 v30, v30, v25
	v_ashrrev_i32_e32 v31, 31, v30
	v_sub_u32_e32 v25, 0, v65
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[6:7]
	v_max_i32_e32 v25, v65, v25
	global_load_dword v46, v[30:31], off
	v_mul_hi_u32 v30, v25, v1
	v_mul_lo_u32 v30, v30, s0
	v_sub_u32_e32 v25, v25, v30
	v_subrev_u32_e32 v30, s0, v25
	v_cmp_le_u32_e32 vcc, s0, v25
	v_ashrrev_i32_e32 v33, 31, v43
	s_nop 0
	v_cndmask_b32_e32 v25, v25, v30, vcc
	v_subrev_u32_e32 v30, s0, v25
	v_cmp_le_u32_e32 vcc, s0, v25
	s_nop 1
	v_cndmask_b32_e32 v82, v25, v30, vcc
	v_sub_u32_e32 v25, 0, v66
	v_max_i32_e32 v25, v66, v25
	v_mul_hi_u32 v30, v25, v1
	v_mul_lo_u32 v30, v30, s0
	v_sub_u32_e32 v25, v25, v30
	v_subrev_u32_e32 v30, s0, v25
	v_cmp_le_u32_e32 vcc, s0, v25
	s_nop 1
	v_cndmask_b32_e32 v25, v25, v30, vcc
	v_subrev_u32_e32 v30, s0, v25
	v_cmp_le_u32_e32 vcc, s0, v25
	s_nop 1
	v_cndmask_b32_e32 v83, v25, v30, vcc
	v_sub_u32_e32 v25, 0, v70
	v_max_i32_e32 v25, v70, v25
	v_mul_hi_u32 v30, v25, v1
	v_mul_lo_u32 v30, v30, s0
	v_sub_u32_e32 v25, v25, v30
	v_subrev_u32_e32 v30, s0, v25
	v_cmp_le_u32_e32 vcc, s0, v25
	s_nop 1
	v_cndmask_b32_e32 v25, v25, v30, vcc
	v_subrev_u32_e32 v30, s0, v25
	v_cmp_le_u32_e32 vcc, s0, v25
	s_nop 1
	v_cndmask_b32_e32 v84, v25, v30, vcc
	v_sub_u32_e32 v25, 0, v34
	v_max_i32_e32 v25, v34, v25
	v_mul_hi_u32 v30, v25, v1
	v_mul_lo_u32 v30, v30, s0
	v_sub_u32_e32 v25, v25, v30
	v_subrev_u32_e32 v30, s0, v25
	v_cmp_le_u32_e32 vcc, s0, v25
	s_nop 1
	v_cndmask_b32_e32 v25, v25, v30, vcc
	v_subrev_u32_e32 v30, s0, v25
	v_cmp_le_u32_e32 vcc, s0, v25
	s_nop 1
	v_cndmask_b32_e32 v25, v25, v30, vcc
	v_sub_u32_e32 v30, 0, v39
	v_max_i32_e32 v30, v39, v30
	v_mul_hi_u32 v31, v30, v1
	v_mul_lo_u32 v31, v31, s0
	v_sub_u32_e32 v30, v30, v31
	v_subrev_u32_e32 v31, s0, v30
	v_cmp_le_u32_e32 vcc, s0, v30
	s_nop 1
	v_cndmask_b32_e32 v30, v30, v31, vcc
	v_subrev_u32_e32 v31, s0, v30
	v_cmp_le_u32_e32 vcc, s0, v30
	s_nop 1
	v_cndmask_b32_e32 v30, v30, v31, vcc
	v_sub_u32_e32 v31, 0, v43
	v_max_i32_e32 v31, v43, v31
	v_mul_hi_u32 v32, v31, v1
	v_mul_lo_u32 v32, v32, s0
	v_sub_u32_e32 v31, v31, v32
	v_subrev_u32_e32 v32, s0, v31
	v_cmp_le_u32_e32 vcc, s0, v31
	s_nop 1
	v_cndmask_b32_e32 v31, v31, v32, vcc
	v_subrev_u32_e32 v32, s0, v31
	v_cmp_le_u32_e32 vcc, s0, v31
	s_nop 1
	v_cndmask_b32_e32 v32, v31, v32, vcc
	v_ashrrev_i32_e32 v31, 31, v39
	v_xor_b32_e32 v30, v30, v31
	v_sub_u32_e32 v30, v30, v31
	v_xor_b32_e32 v32, v32, v33
	v_ashrrev_i32_e32 v31, 31, v30
	v_sub_u32_e32 v32, v32, v33
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[6:7]
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshl_add_u64 v[76:77], v[32:33], 2, s[6:7]
	global_load_dword v33, v[30:31], off
	global_load_dword v69, v[76:77], off
	v_sub_u32_e32 v30, 0, v54
	v_max_i32_e32 v30, v54, v30
	v_mul_hi_u32 v31, v30, v1
	v_mul_lo_u32 v31, v31, s0
	v_sub_u32_e32 v30, v30, v31
	v_subrev_u32_e32 v31, s0, v30
	v_cmp_le_u32_e32 vcc, s0, v30
	s_nop 1
	v_cndmask_b32_e32 v30, v30, v31, vcc
	v_subrev_u32_e32 v31, s0, v30
	v_cmp_le_u32_e32 vcc, s0, v30
	s_nop 1
	v_cndmask_b32_e32 v30, v30, v31, vcc
	v_ashrrev_i32_e32 v31, 31, v54
	v_xor_b32_e32 v30, v30, v31
	v_sub_u32_e32 v30, v30, v31
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[6:7]
	global_load_dword v64, v[30:31], off
	v_sub_u32_e32 v30, 0, v44
	v_max_i32_e32 v30, v44, v30
	v_mul_hi_u32 v31, v30, v1
	v_mul_lo_u32 v31, v31, s0
	v_sub_u32_e32 v30, v30, v31
	v_subrev_u32_e32 v31, s0, v30
	v_cmp_le_u32_e32 vcc, s0, v30
	s_nop 1
	v_cndmask_b32_e32 v30, v30, v31, vcc
	v_subrev_u32_e32 v31, s0, v30
	v_cmp_le_u32_e32 vcc, s0, v30
	s_nop 1
	v_cndmask_b32_e32 v32, v30, v31, vcc
	v_sub_u32_e32 v30, 0, v45
	v_max_i32_e32 v30, v45, v30
	v_mul_hi_u32 v31, v30, v1
	v_mul_lo_u32 v31, v31, s0
	v_sub_u32_e32 v30, v30, v31
	v_subrev_u32_e32 v31, s0, v30
	v_cmp_le_u32_e32 vcc, s0, v30
	s_nop 1
	v_cndmask_b32_e32 v30, v30, v31, vcc
	v_subrev_u32_e32 v31, s0, v30
	v_cmp_le_u32_e32 vcc, s0, v30
	s_nop 1
	v_cndmask_b32_e32 v39, v30, v31, vcc
	v_ashrrev_i32_e32 v30, 31, v35
	v_xor_b32_e32 v31, v36, v30
	v_sub_u32_e32 v30, v31, v30
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[6:7]
	global_load_dword v31, v[30:31], off
	v_ashrrev_i32_e32 v30, 31, v56
	v_xor_b32_e32 v35, v57, v30
	v_sub_u32_e32 v56, v35, v30
	v_ashrrev_i32_e32 v30, 31, v58
	v_xor_b32_e32 v35, v67, v30
	v_sub_u32_e32 v76, v35, v30
	v_ashrrev_i32_e32 v30, 31, v68
	v_xor_b32_e32 v35, v72, v30
	v_sub_u32_e32 v78, v35, v30
	v_ashrrev_i32_e32 v30, 31, v34
	v_xor_b32_e32 v25, v25, v30
	v_sub_u32_e32 v34, v25, v30
	v_ashrrev_i32_e32 v57, 31, v56
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v30, 31, v65
	v_lshl_add_u64 v[56:57], v[56:57], 2, s[6:7]
	v_ashrrev_i32_e32 v79, 31, v78
	v_lshl_add_u64 v[80:81], v[34:35], 2, s[6:7]
	v_xor_b32_e32 v34, v82, v30
	global_load_dword v25, v[80:81], off
	global_load_dword v35, v[56:57], off
	v_lshl_add_u64 v[56:57], v[78:79], 2, s[6:7]
	v_sub_u32_e32 v78, v34, v30
	v_ashrrev_i32_e32 v30, 31, v45
	v_xor_b32_e32 v34, v39, v30
	v_sub_u32_e32 v80, v34, v30
	v_ashrrev_i32_e32 v30, 31, v44
	v_xor_b32_e32 v32, v32, v30
	v_sub_u32_e32 v44, v32, v30
	v_ashrrev_i32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v77, 31, v76
	v_ashrrev_i32_e32 v81, 31, v80
	v_lshl_add_u64 v[44:45], v[44:45], 2, s[6:7]
	v_lshl_add_u64 v[76:77], v[76:77], 2, s[6:7]
	v_lshl_add_u64 v[80:81], v[80:81], 2, s[6:7]
	global_load_dword v32, v[44:45], off
	global_load_dword v34, v[76:77], off
	global_load_dword v68, v[80:81], off
	v_ashrrev_i32_e32 v30, 31, v66
	v_xor_b32_e32 v36, v83, v30
	v_sub_u32_e32 v44, v36, v30
	v_ashrrev_i32_e32 v79, 31, v78
	v_ashrrev_i32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v30, 31, v70
	v_lshl_add_u64 v[78:79], v[78:79], 2, s[6:7]
	v_lshl_add_u64 v[44:45], v[44:45], 2, s[6:7]
	v_xor_b32_e32 v36, v84, v30
	global_load_dword v66, v[78:79], off
	global_load_dword v65, v[44:45], off
	v_sub_u32_e32 v44, v36, v30
	v_sub_u32_e32 v30, 0, v71
	v_max_i32_e32 v30, v71, v30
	v_mul_hi_u32 v36, v30, v1
	v_mul_lo_u32 v36, v36, s0
	v_sub_u32_e32 v30, v30, v36
	v_subrev_u32_e32 v36, s0, v30
	v_cmp_le_u32_e32 vcc, s0, v30
	v_mul_hi_u32 v39, v0, v1
	v_mul_lo_u32 v39, v39, s0
	v_cndmask_b32_e32 v30, v30, v36, vcc
	v_subrev_u32_e32 v36, s0, v30
	v_cmp_le_u32_e32 vcc, s0, v30
	v_sub_u32_e32 v39, v0, v39
	v_subrev_u32_e32 v43, s0, v39
	v_cndmask_b32_e32 v30, v30, v36, vcc
	v_ashrrev_i32_e32 v36, 31, v71
	v_xor_b32_e32 v30, v30, v36
	v_sub_u32_e32 v70, v30, v36
	v_cmp_le_u32_e32 vcc, s0, v39
	v_ashrrev_i32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v71, 31, v70
	v_cndmask_b32_e32 v39, v39, v43, vcc
	v_lshl_add_u64 v[44:45], v[44:45], 2, s[6:7]
	v_lshl_add_u64 v[70:71], v[70:71], 2, s[6:7]
	v_subrev_u32_e32 v43, s0, v39
	v_cmp_le_u32_e32 vcc, s0, v39
	global_load_dword v36, v[70:71], off
	global_load_dword v30, v[56:57], off
	global_load_dword v67, v[44:45], off
	v_cndmask_b32_e32 v44, v39, v43, vcc
	v_mov_b32_e32 v45, 0
	v_sub_u32_e32 v43, 0, v37
	v_lshl_add_u64 v[44:45], v[44:45], 2, s[6:7]
	v_max_i32_e32 v43, v37, v43
	global_load_dword v39, v[44:45], off
	v_mul_hi_u32 v44, v43, v1
	v_mul_lo_u32 v44, v44, s0
	v_sub_u32_e32 v43, v43, v44
	v_subrev_u32_e32 v44, s0, v43
	v_cmp_le_u32_e32 vcc, s0, v43
	v_ashrrev_i32_e32 v37, 31, v37
	v_lshlrev_b32_e32 v0, 2, v0
	v_cndmask_b32_e32 v43, v43, v44, vcc
	v_subrev_u32_e32 v44, s0, v43
	v_cmp_le_u32_e32 vcc, s0, v43
	s_waitcnt vmcnt(9)
	v_fmac_f32_e32 v35, 0.5, v25
	v_cndmask_b32_e32 v43, v43, v44, vcc
	v_xor_b32_e32 v43, v43, v37
	v_sub_u32_e32 v44, v43, v37
	v_sub_u32_e32 v37, 0, v38
	v_max_i32_e32 v37, v38, v37
	v_mul_hi_u32 v43, v37, v1
	v_mul_lo_u32 v43, v43, s0
	v_sub_u32_e32 v37, v37, v43
	v_subrev_u32_e32 v43, s0, v37
	v_cmp_le_u32_e32 vcc, s0, v37
	v_ashrrev_i32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v38, 31, v38
	v_cndmask_b32_e32 v37, v37, v43, vcc
	v_subrev_u32_e32 v43, s0, v37
	v_cmp_le_u32_e32 vcc, s0, v37
	v_lshl_add_u64 v[44:45], v[44:45], 2, s[6:7]
	global_load_dword v76, v[44:45], off
	v_cndmask_b32_e32 v37, v37, v43, vcc
	v_xor_b32_e32 v37, v37, v38
	v_sub_u32_e32 v44, v37, v38
	v_sub_u32_e32 v37, 0, v41
	v_max_i32_e32 v37, v41, v37
	v_mul_hi_u32 v54, v37, v1
	v_mul_lo_u32 v54, v54, s0
	v_sub_u32_e32 v37, v37, v54
	v_subrev_u32_e32 v54, s0, v37
	v_cmp_le_u32_e32 vcc, s0, v37
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshl_add_u64 v[44:45], v[44:45], 2, s[6:7]
	v_cndmask_b32_e32 v37, v37, v54, vcc
	s_waitcnt vmcnt(9)
	v_fmac_f32_e32 v32, 0.5, v11
	v_fmac_f32_e32 v11, 0.5, v29
	v_subrev_u32_e32 v54, s0, v37
	v_cmp_le_u32_e32 vcc, s0, v37
	global_load_dword v43, v[44:45], off
	s_waitcnt vmcnt(9)
	v_pk_fma_f32 v[44:45], v[10:11], 0.5, v[34:35] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v37, v37, v54, vcc
	v_sub_u32_e32 v54, 0, v51
	v_pk_mul_f32 v[56:57], v[44:45], 0.5 op_sel_hi:[1,0]
	v_max_i32_e32 v54, v51, v54
	v_mul_hi_u32 v56, v54, v1
	v_mul_lo_u32 v56, v56, s0
	v_sub_u32_e32 v54, v54, v56
	v_subrev_u32_e32 v56, s0, v54
	v_cmp_le_u32_e32 vcc, s0, v54
	v_ashrrev_i32_e32 v41, 31, v41
	v_xor_b32_e32 v37, v37, v41
	v_cndmask_b32_e32 v54, v54, v56, vcc
	v_subrev_u32_e32 v56, s0, v54
	v_cmp_le_u32_e32 vcc, s0, v54
	v_mov_b32_e32 v38, v57
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v65, 0.5, v64
	v_cndmask_b32_e32 v54, v54, v56, vcc
	v_sub_u32_e32 v56, v37, v41
	v_sub_u32_e32 v37, 0, v52
	v_max_i32_e32 v37, v52, v37
	v_mul_hi_u32 v41, v37, v1
	v_mul_lo_u32 v41, v41, s0
	v_sub_u32_e32 v37, v37, v41
	v_subrev_u32_e32 v41, s0, v37
	v_cmp_le_u32_e32 vcc, s0, v37
	v_ashrrev_i32_e32 v57, 31, v56
	v_lshl_add_u64 v[56:57], v[56:57], 2, s[6:7]
	v_cndmask_b32_e32 v37, v37, v41, vcc
	v_subrev_u32_e32 v41, s0, v37
	v_cmp_le_u32_e32 vcc, s0, v37
	global_load_dword v72, v[56:57], off
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v67, 0.5, v6
	v_cndmask_b32_e32 v37, v37, v41, vcc
	v_ashrrev_i32_e32 v41, 31, v51
	v_xor_b32_e32 v51, v54, v41
	v_sub_u32_e32 v56, v51, v41
	v_ashrrev_i32_e32 v41, 31, v52
	v_xor_b32_e32 v37, v37, v41
	v_sub_u32_e32 v70, v37, v41
	v_sub_u32_e32 v37, 0, v50
	v_max_i32_e32 v37, v50, v37
	v_mul_hi_u32 v51, v37, v1
	v_mul_lo_u32 v51, v51, s0
	v_sub_u32_e32 v37, v37, v51
	v_subrev_u32_e32 v51, s0, v37
	v_cmp_le_u32_e32 vcc, s0, v37
	v_ashrrev_i32_e32 v71, 31, v70
	v_ashrrev_i32_e32 v57, 31, v56
	v_cndmask_b32_e32 v37, v37, v51, vcc
	v_subrev_u32_e32 v51, s0, v37
	v_cmp_le_u32_e32 vcc, s0, v37
	v_lshl_add_u64 v[78:79], v[70:71], 2, s[6:7]
	v_lshl_add_u64 v[56:57], v[56:57], 2, s[6:7]
	v_cndmask_b32_e32 v37, v37, v51, vcc
	v_sub_u32_e32 v51, 0, v27
	v_max_i32_e32 v51, v27, v51
	v_mul_hi_u32 v52, v51, v1
	v_mul_lo_u32 v52, v52, s0
	v_sub_u32_e32 v51, v51, v52
	v_subrev_u32_e32 v52, s0, v51
	v_cmp_le_u32_e32 vcc, s0, v51
	global_load_dword v41, v[78:79], off
	global_load_dword v70, v[56:57], off
	v_cndmask_b32_e32 v51, v51, v52, vcc
	v_subrev_u32_e32 v52, s0, v51
	v_cmp_le_u32_e32 vcc, s0, v51
	v_ashrrev_i32_e32 v27, 31, v27
	v_pk_fma_f32 v[82:83], v[30:31], 0.5, v[14:15] op_sel_hi:[1,0,1]
	v_cndmask_b32_e32 v52, v51, v52, vcc
	v_sub_u32_e32 v51, 0, v74
	v_max_i32_e32 v51, v74, v51
	v_mul_hi_u32 v54, v51, v1
	v_mul_lo_u32 v54, v54, s0
	v_sub_u32_e32 v51, v51, v54
	v_subrev_u32_e32 v54, s0, v51
	v_cmp_le_u32_e32 vcc, s0, v51
	v_pk_mul_f32 v[84:85], v[82:83], 0.5 op_sel_hi:[1,0]
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v69, 0.5, v76
	v_cndmask_b32_e32 v51, v51, v54, vcc
	v_subrev_u32_e32 v54, s0, v51
	v_cmp_le_u32_e32 vcc, s0, v51
	v_fmac_f32_e32 v64, 0.5, v65
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v72, 0.5, v68
	v_cndmask_b32_e32 v58, v51, v54, vcc
	v_sub_u32_e32 v51, 0, v75
	v_max_i32_e32 v51, v75, v51
	v_mul_hi_u32 v54, v51, v1
	v_mul_lo_u32 v54, v54, s0
	v_sub_u32_e32 v51, v51, v54
	v_subrev_u32_e32 v54, s0, v51
	v_cmp_le_u32_e32 vcc, s0, v51
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v70, 0.5, v33
	v_cndmask_b32_e32 v51, v51, v54, vcc
	v_subrev_u32_e32 v54, s0, v51
	v_cmp_le_u32_e32 vcc, s0, v51
	v_fmac_f32_e32 v33, 0.5, v43
	v_fmac_f32_e32 v43, 0.5, v7
	v_cndmask_b32_e32 v77, v51, v54, vcc
	v_sub_u32_e32 v51, 0, v73
	v_max_i32_e32 v51, v73, v51
	v_mul_hi_u32 v54, v51, v1
	v_mul_lo_u32 v54, v54, s0
	v_sub_u32_e32 v51, v51, v54
	v_subrev_u32_e32 v54, s0, v51
	v_cmp_le_u32_e32 vcc, s0, v51
	v_fmac_f32_e32 v7, 0.5, v70
	s_nop 0
	v_cndmask_b32_e32 v51, v51, v54, vcc
	v_subrev_u32_e32 v54, s0, v51
	v_cmp_le_u32_e32 vcc, s0, v51
	s_nop 1
	v_cndmask_b32_e32 v78, v51, v54, vcc
	v_sub_u32_e32 v51, 0, v48
	v_max_i32_e32 v51, v48, v51
	v_mul_hi_u32 v54, v51, v1
	v_mul_lo_u32 v54, v54, s0
	v_sub_u32_e32 v51, v51, v54
	v_subrev_u32_e32 v54, s0, v51
	v_cmp_le_u32_e32 vcc, s0, v51
	v_ashrrev_i32_e32 v48, 31, v48
	s_nop 0
	v_cndmask_b32_e32 v51, v51, v54, vcc
	v_subrev_u32_e32 v54, s0, v51
	v_cmp_le_u32_e32 vcc, s0, v51
	s_nop 1
	v_cndmask_b32_e32 v51, v51, v54, vcc
	v_xor_b32_e32 v51, v51, v48
	v_sub_u32_e32 v56, v51, v48
	v_ashrrev_i32_e32 v48, 31, v50
	v_xor_b32_e32 v37, v37, v48
	v_sub_u32_e32 v50, v37, v48
	v_ashrrev_i32_e32 v57, 31, v56
	v_ashrrev_i32_e32 v51, 31, v50
	v_ashrrev_i32_e32 v37, 31, v75
	v_lshl_add_u64 v[56:57], v[56:57], 2, s[6:7]
	v_lshl_add_u64 v[50:51], v[50:51], 2, s[6:7]
	v_xor_b32_e32 v48, v77, v37
	global_load_dword v71, v[56:57], off
	global_load_dword v54, v[50:51], off
	v_sub_u32_e32 v50, v48, v37
	v_xor_b32_e32 v37, v52, v27
	v_sub_u32_e32 v56, v37, v27
	v_ashrrev_i32_e32 v27, 31, v74
	v_xor_b32_e32 v37, v58, v27
	v_sub_u32_e32 v74, v37, v27
	v_ashrrev_i32_e32 v27, 31, v73
	v_xor_b32_e32 v37, v78, v27
	v_sub_u32_e32 v78, v37, v27
	v_ashrrev_i32_e32 v79, 31, v78
	v_ashrrev_i32_e32 v51, 31, v50
	v_ashrrev_i32_e32 v57, 31, v56
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[78:79], v[78:79], 2, s[6:7]
	v_lshl_add_u64 v[50:51], v[50:51], 2, s[6:7]
	v_lshl_add_u64 v[56:57], v[56:57], 2, s[6:7]
	v_lshl_add_u64 v[74:75], v[74:75], 2, s[6:7]
	global_load_dword v52, v[78:79], off
	global_load_dword v48, v[50:51], off
	global_load_dword v58, v[74:75], off
	global_load_dword v80, v[56:57], off
	v_mov_b32_e32 v37, 0.5
	v_sub_u32_e32 v27, 0, v53
	v_mov_b32_e32 v81, v37
	v_max_i32_e32 v27, v53, v27
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v71, 0.5, v35
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v54, 0.5, v5
	v_fmac_f32_e32 v5, 0.5, v66
	v_fmac_f32_e32 v66, 0.5, v67
	v_fma_f32 v15, 0.5, v66, v33
	v_mul_f32_e32 v14, 0.5, v15
	v_mov_b32_e32 v85, v14
	v_ashrrev_i32_e32 v14, 31, v40
	v_fmac_f32_e32 v41, 0.5, v71
	v_fmac_f32_e32 v25, 0.5, v41
	v_fmac_f32_e32 v67, 0.5, v64
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v48, 0.5, v47
	v_fmac_f32_e32 v47, 0.5, v48
	v_pk_fma_f32 v[50:51], v[4:5], 0.5, v[46:47] op_sel_hi:[1,0,1]
	v_fma_f32 v47, 0.5, v72, v26
	v_mul_f32_e32 v46, 0.5, v50
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[56:57], v[80:81], v[46:47]
	v_pk_mul_f32 v[74:75], v[46:47], s[0:1]
	v_mul_hi_u32 v46, v27, v1
	v_mul_lo_u32 v46, v46, s0
	v_sub_u32_e32 v27, v27, v46
	v_subrev_u32_e32 v46, s0, v27
	v_cmp_le_u32_e32 vcc, s0, v27
	v_mov_b32_e32 v57, v75
	v_fmac_f32_e32 v68, 0.5, v80
	v_cndmask_b32_e32 v27, v27, v46, vcc
	v_subrev_u32_e32 v46, s0, v27
	v_cmp_le_u32_e32 vcc, s0, v27
	v_mov_b32_e32 v81, v31
	v_fmac_f32_e32 v68, 0.5, v25
	v_cndmask_b32_e32 v27, v27, v46, vcc
	v_ashrrev_i32_e32 v46, 31, v53
	v_xor_b32_e32 v27, v27, v46
	v_sub_u32_e32 v74, v27, v46
	v_sub_u32_e32 v46, 0, v24
	v_max_i32_e32 v46, v24, v46
	v_mul_hi_u32 v53, v46, v1
	v_mul_lo_u32 v53, v53, s0
	v_sub_u32_e32 v46, v46, v53
	v_subrev_u32_e32 v53, s0, v46
	v_cmp_le_u32_e32 vcc, s0, v46
	v_ashrrev_i32_e32 v75, 31, v74
	v_ashrrev_i32_e32 v24, 31, v24
	v_cndmask_b32_e32 v46, v46, v53, vcc
	v_subrev_u32_e32 v53, s0, v46
	v_cmp_le_u32_e32 vcc, s0, v46
	v_lshl_add_u64 v[74:75], v[74:75], 2, s[6:7]
	global_load_dword v27, v[74:75], off
	v_cndmask_b32_e32 v46, v46, v53, vcc
	v_xor_b32_e32 v46, v46, v24
	v_sub_u32_e32 v74, v46, v24
	v_sub_u32_e32 v24, 0, v60
	v_max_i32_e32 v24, v60, v24
	v_mul_hi_u32 v46, v24, v1
	v_mul_lo_u32 v46, v46, s0
	v_sub_u32_e32 v24, v24, v46
	v_subrev_u32_e32 v46, s0, v24
	v_cmp_le_u32_e32 vcc, s0, v24
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], v[74:75], 2, s[6:7]
	v_cndmask_b32_e32 v24, v24, v46, vcc
	v_subrev_u32_e32 v46, s0, v24
	v_cmp_le_u32_e32 vcc, s0, v24
	global_load_dword v73, v[74:75], off
	v_mov_b32_e32 v31, v64
	v_cndmask_b32_e32 v24, v24, v46, vcc
	v_sub_u32_e32 v46, 0, v59
	v_max_i32_e32 v46, v59, v46
	v_mul_hi_u32 v53, v46, v1
	v_mul_lo_u32 v53, v53, s0
	v_sub_u32_e32 v46, v46, v53
	v_subrev_u32_e32 v53, s0, v46
	v_cmp_le_u32_e32 vcc, s0, v46
	v_fmac_f32_e32 v70, 0.5, v68
	s_nop 0
	v_cndmask_b32_e32 v46, v46, v53, vcc
	v_subrev_u32_e32 v53, s0, v46
	v_cmp_le_u32_e32 vcc, s0, v46
	s_nop 1
	v_cndmask_b32_e32 v53, v46, v53, vcc
	v_ashrrev_i32_e32 v46, 31, v60
	v_xor_b32_e32 v24, v24, v46
	v_sub_u32_e32 v74, v24, v46
	v_sub_u32_e32 v24, 0, v61
	v_max_i32_e32 v24, v61, v24
	v_mul_hi_u32 v60, v24, v1
	v_mul_lo_u32 v60, v60, s0
	v_sub_u32_e32 v24, v24, v60
	v_subrev_u32_e32 v60, s0, v24
	v_cmp_le_u32_e32 vcc, s0, v24
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], v[74:75], 2, s[6:7]
	v_cndmask_b32_e32 v24, v24, v60, vcc
	v_subrev_u32_e32 v60, s0, v24
	v_cmp_le_u32_e32 vcc, s0, v24
	global_load_dword v46, v[74:75], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v46, 0.5, v69
	v_cndmask_b32_e32 v24, v24, v60, vcc
	v_sub_u32_e32 v60, 0, v62
	v_max_i32_e32 v60, v62, v60
	v_mul_hi_u32 v74, v60, v1
	v_mul_lo_u32 v74, v74, s0
	v_sub_u32_e32 v60, v60, v74
	v_subrev_u32_e32 v74, s0, v60
	v_cmp_le_u32_e32 vcc, s0, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v60, v74, vcc
	v_subrev_u32_e32 v74, s0, v60
	v_cmp_le_u32_e32 vcc, s0, v60
	s_nop 1
	v_cndmask_b32_e32 v74, v60, v74, vcc
	v_sub_u32_e32 v60, 0, v63
	v_max_i32_e32 v60, v63, v60
	v_mul_hi_u32 v75, v60, v1
	v_mul_lo_u32 v75, v75, s0
	v_sub_u32_e32 v60, v60, v75
	v_subrev_u32_e32 v75, s0, v60
	v_cmp_le_u32_e32 vcc, s0, v60
	s_nop 1
	v_cndmask_b32_e32 v60, v60, v75, vcc
	v_subrev_u32_e32 v75, s0, v60
	v_cmp_le_u32_e32 vcc, s0, v60
	s_nop 1
	v_cndmask_b32_e32 v77, v60, v75, vcc
	v_ashrrev_i32_e32 v60, 31, v61
	v_xor_b32_e32 v24, v24, v60
	v_sub_u32_e32 v60, v24, v60
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[60:61], 2, s[6:7]
	v_ashrrev_i32_e32 v24, 31, v62
	global_load_dword v60, v[60:61], off
	v_xor_b32_e32 v61, v74, v24
	v_sub_u32_e32 v74, v61, v24
	v_ashrrev_i32_e32 v75, 31, v74
	v_ashrrev_i32_e32 v24, 31, v59
	v_lshl_add_u64 v[74:75], v[74:75], 2, s[6:7]
	v_xor_b32_e32 v53, v53, v24
	global_load_dword v61, v[74:75], off
	v_sub_u32_e32 v74, v53, v24
	v_ashrrev_i32_e32 v24, 31, v63
	v_xor_b32_e32 v53, v77, v24
	v_sub_u32_e32 v62, v53, v24
	v_sub_u32_e32 v24, 0, v40
	v_max_i32_e32 v24, v40, v24
	v_mul_hi_u32 v53, v24, v1
	v_mul_lo_u32 v53, v53, s0
	v_sub_u32_e32 v24, v24, v53
	v_subrev_u32_e32 v53, s0, v24
	v_cmp_le_u32_e32 vcc, s0, v24
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[78:79], v[62:63], 2, s[6:7]
	v_cndmask_b32_e32 v24, v24, v53, vcc
	v_subrev_u32_e32 v53, s0, v24
	v_cmp_le_u32_e32 vcc, s0, v24
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], v[74:75], 2, s[6:7]
	v_cndmask_b32_e32 v24, v24, v53, vcc
	v_sub_u32_e32 v53, 0, v42
	v_max_i32_e32 v53, v42, v53
	v_mul_hi_u32 v59, v53, v1
	v_mul_lo_u32 v59, v59, s0
	v_sub_u32_e32 v53, v53, v59
	v_subrev_u32_e32 v59, s0, v53
	v_cmp_le_u32_e32 vcc, s0, v53
	global_load_dword v80, v[78:79], off
	global_load_dword v62, v[74:75], off
	v_cndmask_b32_e32 v53, v53, v59, vcc
	v_subrev_u32_e32 v59, s0, v53
	v_cmp_le_u32_e32 vcc, s0, v53
	v_xor_b32_e32 v24, v24, v14
	v_sub_u32_e32 v86, v24, v14
	v_cndmask_b32_e32 v53, v53, v59, vcc
	v_sub_u32_e32 v59, 0, v49
	v_max_i32_e32 v59, v49, v59
	v_mul_hi_u32 v63, v59, v1
	v_mul_lo_u32 v63, v63, s0
	v_sub_u32_e32 v59, v59, v63
	v_subrev_u32_e32 v63, s0, v59
	v_cmp_le_u32_e32 vcc, s0, v59
	v_ashrrev_i32_e32 v49, 31, v49
	v_ashrrev_i32_e32 v87, 31, v86
	v_cndmask_b32_e32 v59, v59, v63, vcc
	v_subrev_u32_e32 v63, s0, v59
	v_cmp_le_u32_e32 vcc, s0, v59
	v_lshl_add_u64 v[86:87], v[86:87], 2, s[6:7]
	global_load_dword v86, v[86:87], off
	v_cndmask_b32_e32 v59, v59, v63, vcc
	v_xor_b32_e32 v59, v59, v49
	v_sub_u32_e32 v74, v59, v49
	v_ashrrev_i32_e32 v75, 31, v74
	v_lshl_add_u64 v[74:75], v[74:75], 2, s[6:7]
	global_load_dword v74, v[74:75], off
	v_mov_b32_e32 v87, v36
	v_ashrrev_i32_e32 v42, 31, v42
	v_xor_b32_e32 v49, v53, v42
	v_sub_u32_e32 v78, v49, v42
	v_ashrrev_i32_e32 v79, 31, v78
	v_lshl_add_u64 v[78:79], v[78:79], 2, s[6:7]
	global_load_dword v78, v[78:79], off
	v_mov_b32_e32 v59, v3
	v_fma_f32 v3, 0.5, v17, v16
	v_mul_f32_e32 v40, 0.5, v46
	v_mov_b32_e32 v53, v88
	s_waitcnt vmcnt(6)
	v_fmac_f32_e32 v60, 0.5, v21
	v_fmac_f32_e32 v21, 0.5, v60
	v_mov_b32_e32 v35, v60
	s_waitcnt vmcnt(5)
	v_fmac_f32_e32 v61, 0.5, v54
	v_fmac_f32_e32 v17, 0.5, v61
	v_fmac_f32_e32 v61, 0.5, v21
	v_fmac_f32_e32 v60, 0.5, v61
	v_fmac_f32_e32 v61, 0.5, v61
	s_waitcnt vmcnt(2)
	v_pk_fma_f32 v[22:23], v[86:87], 0.5, v[18:19] op_sel_hi:[1,0,1]
	s_nop 0
	v_fmac_f32_e32 v8, 0.5, v23
	v_pk_fma_f32 v[90:91], v[8:9], 0.5, v[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[88:89], 0.5, v[58:59] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v86, 0.5, v22
	v_fmac_f32_e32 v29, 0.5, v18
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v74, 0.5, v32
	v_fmac_f32_e32 v73, 0.5, v74
	v_fmac_f32_e32 v2, 0.5, v73
	v_fmac_f32_e32 v73, 0.5, v51
	v_mov_b32_e32 v13, v73
	v_pk_fma_f32 v[12:13], v[12:13], 0.5, v[20:21] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v2, 0.5, v33
	v_fmac_f32_e32 v76, 0.5, v12
	v_pk_add_f32 v[84:85], v[12:13], v[84:85]
	v_sub_u32_e32 v12, 0, v55
	v_max_i32_e32 v12, v55, v12
	v_mul_hi_u32 v1, v12, v1
	v_mul_lo_u32 v1, v1, s0
	v_sub_u32_e32 v1, v12, v1
	v_subrev_u32_e32 v12, s0, v1
	v_cmp_le_u32_e32 vcc, s0, v1
	v_fmac_f32_e32 v25, 0.5, v84
	v_fmac_f32_e32 v46, 0.5, v86
	v_cndmask_b32_e32 v1, v1, v12, vcc
	v_subrev_u32_e32 v12, s0, v1
	v_cmp_le_u32_e32 vcc, s0, v1
	v_fmac_f32_e32 v41, 0.5, v2
	v_mul_f32_e32 v49, 0.5, v85
	v_cndmask_b32_e32 v1, v1, v12, vcc
	v_ashrrev_i32_e32 v12, 31, v55
	v_xor_b32_e32 v1, v1, v12
	v_sub_u32_e32 v12, v1, v12
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	global_load_dword v1, v[12:13], off
	v_pk_fma_f32 v[12:13], v[82:83], 0.5, v[80:81] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v55, 0.5, v39
	v_pk_fma_f32 v[28:29], v[12:13], 0.5, v[28:29] op_sel_hi:[1,0,1]
	v_fma_f32 v63, 0.5, v3, v13
	v_mov_b32_e32 v13, v76
	v_pk_add_f32 v[58:59], v[54:55], v[38:39]
	v_pk_add_f32 v[38:39], v[36:37], v[40:41]
	v_pk_fma_f32 v[76:77], v[58:59], 0.5, v[12:13] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[36:37], v[40:41], s[0:1]
	v_pk_fma_f32 v[80:81], v[76:77], 0.5, v[18:19] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v19, v82
	v_mov_b32_e32 v24, v81
	v_mov_b32_e32 v39, v37
	v_fmac_f32_e32 v71, 0.5, v38
	v_fma_f32 v36, 0.5, v90, v89
	v_pk_fma_f32 v[54:55], v[34:35], 0.5, v[52:53] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v79, v27
	v_fmac_f32_e32 v41, 0.5, v60
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v1, 0.5, v78
	v_fma_f32 v4, 0.5, v1, v4
	v_fma_f32 v42, 0.5, v4, v59
	v_fmac_f32_e32 v25, 0.5, v42
	v_pk_mul_f32 v[12:13], v[24:25], 0.5 op_sel_hi:[1,0]
	v_fmac_f32_e32 v4, 0.5, v36
	v_mov_b32_e32 v18, v12
	v_pk_add_f32 v[56:57], v[56:57], v[18:19]
	v_pk_mul_f32 v[18:19], v[28:29], 0.5 op_sel_hi:[1,0]
	v_fmac_f32_e32 v86, 0.5, v56
	v_add_f32_e32 v82, v86, v13
	v_pk_fma_f32 v[12:13], v[16:17], 0.5, v[6:7] op_sel_hi:[1,0,1]
	v_fma_f32 v16, 0.5, v62, v10
	v_mov_b32_e32 v19, v12
	v_pk_add_f32 v[38:39], v[38:39], v[18:19]
	v_pk_fma_f32 v[18:19], v[26:27], 0.5, v[78:79] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v6, v39
	v_mov_b32_e32 v10, v38
	v_pk_fma_f32 v[34:35], v[6:7], 0.5, v[10:11] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[6:7], v[76:77], 0.5 op_sel_hi:[1,0]
	v_mov_b32_e32 v75, v34
	v_add_f32_e32 v38, v4, v7
	v_pk_fma_f32 v[6:7], v[28:29], 0.5, v[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[44:45], 0.5, v[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[52:53], v[12:13], 0.5, v[6:7] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v33, v7
	v_mov_b32_e32 v6, v83
	v_mov_b32_e32 v7, v52
	v_pk_fma_f32 v[10:11], v[32:33], 0.5, v[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[18:19], 0.5, v[22:23] op_sel_hi:[1,0,1]
	v_fma_f32 v12, 0.5, v65, v32
	v_pk_fma_f32 v[50:51], v[6:7], 0.5, v[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[26:27], v[52:53], 0.5, v[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[50:51], 0.5, v[56:57] op_sel_hi:[1,0,1]
	v_fma_f32 v40, 0.5, v12, v29
	v_mov_b32_e32 v29, v50
	v_mov_b32_e32 v14, v31
	v_pk_fma_f32 v[20:21], v[26:27], 0.5, v[30:31] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v31, v22
	v_fma_f32 v50, 0.5, v55, v73
	v_fmac_f32_e32 v36, 0.5, v57
	v_pk_fma_f32 v[56:57], v[30:31], 0.5, v[28:29] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v4, 0.5, v50
	v_pk_mul_f32 v[28:29], v[26:27], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[32:33], v[8:9], 0.5 op_sel_hi:[1,0]
	v_fmac_f32_e32 v9, 0.5, v91
	v_mov_b32_e32 v29, v4
	v_fmac_f32_e32 v62, 0.5, v54
	v_pk_add_f32 v[54:55], v[54:55], v[28:29]
	v_pk_mul_f32 v[28:29], v[88:89], 0.5 op_sel_hi:[1,0]
	v_fmac_f32_e32 v72, 0.5, v9
	v_mov_b32_e32 v59, v68
	v_mov_b32_e32 v29, v76
	v_fmac_f32_e32 v19, 0.5, v72
	v_add_f32_e32 v44, v44, v32
	v_fmac_f32_e32 v62, 0.5, v69
	v_pk_fma_f32 v[32:33], v[34:35], 0.5, v[58:59] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[28:29], v[48:49], v[28:29]
	v_pk_mul_f32 v[30:31], v[6:7], 0.5 op_sel_hi:[1,0]
	v_fmac_f32_e32 v1, 0.5, v71
	v_fmac_f32_e32 v71, 0.5, v19
	v_fmac_f32_e32 v47, 0.5, v62
	v_pk_fma_f32 v[48:49], v[32:33], 0.5, v[84:85] op_sel_hi:[1,0,1]
	v_add_f32_e32 v52, v72, v31
	v_fma_f32 v69, 0.5, v43, v69
	v_fmac_f32_e32 v43, 0.5, v1
	v_fmac_f32_e32 v6, 0.5, v71
	v_fma_f32 v72, 0.5, v44, v42
	v_mov_b32_e32 v42, v20
	v_fma_f32 v26, 0.5, v47, v26
	v_fmac_f32_e32 v39, 0.5, v48
	v_fma_f32 v4, 0.5, v38, v77
	v_fmac_f32_e32 v44, 0.5, v6
	v_pk_fma_f32 v[30:31], v[42:43], 0.5, v[80:81] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v43, 0.5, v36
	v_fmac_f32_e32 v39, 0.5, v72
	v_fmac_f32_e32 v72, 0.5, v26
	v_fmac_f32_e32 v43, 0.5, v4
	v_fmac_f32_e32 v4, 0.5, v44
	v_add_f32_e32 v34, 0, v72
	v_fmac_f32_e32 v34, 2.0, v4
	v_pk_fma_f32 v[56:57], v[24:25], 0.5, v[56:57] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v25, 0.5, v38
	v_fmac_f32_e32 v47, 0.5, v80
	v_fmamk_f32 v4, v25, 0x40400000, v34
	v_add_f32_e32 v24, v63, v37
	v_fma_f32 v25, 0.5, v49, v48
	v_fmac_f32_e32 v4, 4.0, v39
	v_fmac_f32_e32 v47, 0.5, v24
	v_fmac_f32_e32 v24, 0.5, v25
	v_fmac_f32_e32 v5, 0.5, v10
	v_fmac_f32_e32 v3, 0.5, v28
	v_fmamk_f32 v4, v24, 0x40a00000, v4
	v_fmac_f32_e32 v3, 0.5, v5
	v_fma_f32 v24, 0.5, v29, v28
	v_fmac_f32_e32 v65, 0.5, v67
	v_fmac_f32_e32 v5, 0.5, v3
	v_fmac_f32_e32 v13, 0.5, v24
	v_fma_f32 v34, 0.5, v65, v45
	v_fma_f32 v10, 0.5, v11, v10
	v_fmac_f32_e32 v13, 0.5, v5
	v_fmac_f32_e32 v5, 0.5, v41
	v_fmac_f32_e32 v15, 0.5, v10
	v_fmac_f32_e32 v3, 0.5, v34
	v_fmac_f32_e32 v66, 0.5, v16
	v_fmamk_f32 v28, v5, 0x40c00000, v4
	v_pk_fma_f32 v[4:5], v[14:15], 0.5, v[54:55] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v15, 0.5, v3
	v_fmac_f32_e32 v8, 0.5, v70
	v_fmamk_f32 v14, v15, 0x40e00000, v28
	v_fmac_f32_e32 v60, 0.5, v4
	v_fma_f32 v15, 0.5, v66, v69
	v_fmac_f32_e32 v60, 0.5, v15
	v_fmac_f32_e32 v15, 0.5, v10
	v_fmac_f32_e32 v66, 0.5, v8
	v_fmac_f32_e32 v62, 0.5, v82
	v_fmamk_f32 v14, v15, 0x41000000, v14
	v_fma_f32 v15, 0.5, v66, v31
	v_fmac_f32_e32 v2, 0.5, v33
	v_fmac_f32_e32 v19, 0.5, v62
	v_fmamk_f32 v14, v15, 0x41100000, v14
	v_fmac_f32_e32 v38, 0.5, v43
	v_fmac_f32_e32 v1, 0.5, v2
	v_fmac_f32_e32 v32, 0.5, v19
	v_fmamk_f32 v14, v38, 0x41200000, v14
	v_fmac_f32_e32 v35, 0.5, v1
	v_fmac_f32_e32 v36, 0.5, v32
	v_fmac_f32_e32 v16, 0.5, v80
	v_fmamk_f32 v14, v43, 0x41300000, v14
	v_fmac_f32_e32 v82, 0.5, v35
	v_fmac_f32_e32 v35, 0.5, v36
	v_fmac_f32_e32 v67, 0.5, v67
	v_fmamk_f32 v14, v35, 0x41400000, v14
	v_fmac_f32_e32 v53, 0.5, v1
	v_fmac_f32_e32 v16, 0.5, v63
	v_fmac_f32_e32 v12, 0.5, v40
	v_fmac_f32_e32 v11, 0.5, v67
	v_fmamk_f32 v14, v53, 0x41500000, v14
	v_fmac_f32_e32 v65, 0.5, v16
	v_fmac_f32_e32 v16, 0.5, v12
	v_fmac_f32_e32 v12, 0.5, v13
	v_fmac_f32_e32 v40, 0.5, v11
	v_fmac_f32_e32 v9, 0.5, v46
	v_fmamk_f32 v12, v12, 0x41600000, v14
	v_fmac_f32_e32 v34, 0.5, v40
	v_fmac_f32_e32 v70, 0.5, v9
	v_fmac_f32_e32 v9, 0.5, v56
	v_fmamk_f32 v12, v34, 0x41700000, v12
	v_fma_f32 v14, 0.5, v65, v33
	v_fmac_f32_e32 v9, 0.5, v39
	v_fmamk_f32 v12, v14, 0x41800000, v12
	v_fmac_f32_e32 v17, 0.5, v54
	v_fmamk_f32 v12, v82, 0x41880000, v12
	v_fma_f32 v22, 0.5, v23, v22
	v_fmac_f32_e32 v2, 0.5, v9
	v_fmac_f32_e32 v17, 0.5, v69
	v_fmamk_f32 v12, v57, 0x41900000, v12
	v_fmac_f32_e32 v44, 0.5, v22
	v_fmac_f32_e32 v6, 0.5, v2
	v_fmac_f32_e32 v8, 0.5, v17
	v_fmamk_f32 v12, v44, 0x41980000, v12
	v_fmac_f32_e32 v66, 0.5, v6
	v_fmamk_f32 v12, v66, 0x41a00000, v12
	v_fmac_f32_e32 v65, 0.5, v8
	v_fmac_f32_e32 v67, 0.5, v16
	v_fmamk_f32 v12, v65, 0x41a80000, v12
	v_fma_f32 v15, 0.5, v51, v18
	v_fmamk_f32 v12, v67, 0x41b00000, v12
	v_fmac_f32_e32 v46, 0.5, v15
	v_fmamk_f32 v11, v11, 0x41b80000, v12
	v_fma_f32 v14, 0.5, v57, v56
	v_fmac_f32_e32 v15, 0.5, v46
	v_fmamk_f32 v11, v27, 0x41c00000, v11
	v_fmac_f32_e32 v62, 0.5, v15
	v_fmac_f32_e32 v46, 0.5, v71
	v_fmac_f32_e32 v15, 0.5, v14
	v_fmamk_f32 v9, v9, 0x41c80000, v11
	v_fma_f32 v18, 0.5, v70, v51
	v_fmac_f32_e32 v23, 0.5, v46
	v_fmamk_f32 v9, v15, 0x41d00000, v9
	v_fmac_f32_e32 v26, 0.5, v18
	v_fmamk_f32 v9, v23, 0x41d80000, v9
	v_fmac_f32_e32 v10, 0.5, v47
	v_fmamk_f32 v9, v26, 0x41e00000, v9
	v_fmamk_f32 v9, v10, 0x41e80000, v9
	v_fmamk_f32 v9, v40, 0x41f00000, v9
	v_fmac_f32_e32 v30, 0.5, v31
	v_fmamk_f32 v9, v16, 0x41f80000, v9
	v_fma_f32 v7, 0.5, v52, v7
	v_fmac_f32_e32 v19, 0.5, v30
	v_fmamk_f32 v9, v47, 0x42000000, v9
	v_fmac_f32_e32 v70, 0.5, v7
	v_fmac_f32_e32 v7, 0.5, v62
	v_fmamk_f32 v9, v19, 0x42040000, v9
	v_fmac_f32_e32 v71, 0.5, v52
	v_fmamk_f32 v7, v7, 0x42080000, v9
	v_fmamk_f32 v7, v71, 0x420c0000, v7
	v_fmamk_f32 v7, v32, 0x42100000, v7
	v_fmamk_f32 v7, v21, 0x42140000, v7
	v_fmamk_f32 v3, v3, 0x42180000, v7
	v_fmac_f32_e32 v17, 0.5, v82
	v_fmac_f32_e32 v8, 0.5, v24
	v_fmamk_f32 v3, v13, 0x421c0000, v3
	v_fmac_f32_e32 v18, 0.5, v17
	v_fmamk_f32 v3, v8, 0x42200000, v3
	v_fmac_f32_e32 v52, 0.5, v70
	v_fmamk_f32 v3, v18, 0x42240000, v3
	v_fmamk_f32 v3, v52, 0x42280000, v3
	v_fmamk_f32 v3, v70, 0x422c0000, v3
	v_fmac_f32_e32 v29, 0.5, v61
	v_fmamk_f32 v2, v2, 0x42300000, v3
	v_fmac_f32_e32 v50, 0.5, v29
	v_fmamk_f32 v2, v49, 0x42340000, v2
	v_fmac_f32_e32 v41, 0.5, v50
	v_fmamk_f32 v2, v5, 0x42380000, v2
	v_fmac_f32_e32 v1, 0.5, v60
	v_fmamk_f32 v2, v41, 0x423c0000, v2
	v_fmamk_f32 v1, v1, 0x42400000, v2
	v_fmamk_f32 v1, v6, 0x42440000, v1
	v_fmamk_f32 v1, v46, 0x42480000, v1
	v_fmamk_f32 v1, v62, 0x424c0000, v1
	v_fma_f32 v4, 0.5, v5, v4
	v_fmamk_f32 v1, v17, 0x42500000, v1
	v_fmac_f32_e32 v61, 0.5, v4
	v_fmamk_f32 v1, v60, 0x42540000, v1
	v_fmamk_f32 v1, v61, 0x42580000, v1
	v_fmamk_f32 v1, v29, 0x425c0000, v1
	v_fmamk_f32 v1, v25, 0x42600000, v1
	v_fmamk_f32 v1, v36, 0x42640000, v1
	v_fmamk_f32 v1, v22, 0x42680000, v1
	v_fma_f32 v20, 0.5, v21, v20
	v_fmamk_f32 v1, v14, 0x426c0000, v1
	v_fmac_f32_e32 v24, 0.5, v20
	v_fmamk_f32 v1, v30, 0x42700000, v1
	v_fmamk_f32 v1, v24, 0x42740000, v1
	v_fmamk_f32 v1, v50, 0x42780000, v1
	v_fmamk_f32 v1, v4, 0x427c0000, v1
	v_fmamk_f32 v1, v20, 0x42800000, v1
	global_store_dword v0, v1, s[4:5]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel spill
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 92
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 92
		.amdhsa_reserve_vcc 1
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
.Lfunc_end18:
	.size	spill, .Lfunc_end18-spill
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 7856
; NumSgprs: 14
; NumVgprs: 92
; NumAgprs: 0
; TotalNumVgprs: 92
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 92
; AccumOffset: 92
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 22
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
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           sum_atomic
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         sum_atomic.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
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
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           int64_div
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         int64_div.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
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
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           int32_divmod
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         int32_divmod.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         144
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           dyn_shared
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         dyn_shared.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           transcend
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         transcend.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           dmath
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         dmath.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
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
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           bits
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         bits.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     21
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
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
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           vec_bytes
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         vec_bytes.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           ballot_shfl
    .private_segment_fixed_size: 0
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         ballot_shfl.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           i64math
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         i64math.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
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
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           float_conv
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         float_conv.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         44
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         52
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         54
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         56
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         58
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         60
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         62
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         104
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 296
    .max_flat_workgroup_size: 1024
    .name:           f16conv
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         f16conv.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           hmath
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         hmath.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 96
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           lds_atomics
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         lds_atomics.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
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
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .max_flat_workgroup_size: 1024
    .name:           global_atomics2
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         global_atomics2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           switchy
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         switchy.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           med_misc
    .private_segment_fixed_size: 0
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         med_misc.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
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
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .max_flat_workgroup_size: 1024
    .name:           shorts
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         shorts.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 64
    .name:           spill
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         spill.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
