	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	sum_atomic              ; -- Begin function sum_atomic
	.globl	sum_atomic
	.p2align	8
	.type	sum_atomic,@function
sum_atomic:                             ; @sum_atomic
; %bb.0:
	s_load_dword s0, s[4:5], 0x24
	s_load_dword s1, s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s1, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b64 s[6:7], exec
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	v_bfrev_b32_e32 v2, 1
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[6:7]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v0, s2
	s_lshl_b64 s[2:3], 1, s2
	s_andn2_b64 s[6:7], s[6:7], s[2:3]
	s_cmp_lg_u64 s[6:7], 0
	v_add_f32_e32 v2, s4, v2
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	v_mbcnt_hi_u32_b32 v0, exec_hi, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB0_6
; %bb.4:
	s_load_dword s4, s[0:1], 0x0
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s4
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_f32_e32 v0, v1, v2
	global_atomic_cmpswap v0, v3, v[0:1], s[0:1] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v1, v0
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_5
.LBB0_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sum_atomic
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 4
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
	.size	sum_atomic, .Lfunc_end0-sum_atomic
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 232
; NumSgprs: 12
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
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x2c
	s_load_dword s12, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s12, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_14
; %bb.1:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[6:7], 3, v[0:1]
	v_mov_b32_e32 v12, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e32 v2, vcc, s10, v6
	v_addc_co_u32_e32 v3, vcc, v1, v7, vcc
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v4, vcc, s0, v6
	v_addc_co_u32_e32 v5, vcc, v1, v7, vcc
	global_load_dwordx2 v[8:9], v[2:3], off
	global_load_dwordx2 v[10:11], v[4:5], off
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v13, v9, v11
	v_cmp_ne_u64_e32 vcc, 0, v[12:13]
                                        ; implicit-def: $vgpr12_vgpr13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB1_3
; %bb.2:
	v_ashrrev_i32_e32 v1, 31, v11
	v_add_co_u32_e32 v10, vcc, v10, v1
	v_addc_co_u32_e32 v11, vcc, v11, v1, vcc
	v_xor_b32_e32 v18, v11, v1
	v_xor_b32_e32 v19, v10, v1
	v_cvt_f32_u32_e32 v10, v19
	v_cvt_f32_u32_e32 v11, v18
	v_sub_co_u32_e32 v15, vcc, 0, v19
	v_subb_co_u32_e32 v16, vcc, 0, v18, vcc
	v_madmk_f32 v10, v11, 0x4f800000, v10
	v_rcp_f32_e32 v10, v10
	v_mul_f32_e32 v10, 0x5f7ffffc, v10
	v_mul_f32_e32 v11, 0x2f800000, v10
	v_trunc_f32_e32 v11, v11
	v_madmk_f32 v10, v11, 0xcf800000, v10
	v_cvt_u32_f32_e32 v14, v10
	v_cvt_u32_f32_e32 v17, v11
	v_mul_lo_u32 v12, v16, v14
	v_mad_u64_u32 v[10:11], s[0:1], v15, v14, 0
	v_mul_lo_u32 v13, v15, v17
	v_add3_u32 v11, v11, v13, v12
	v_mad_u64_u32 v[12:13], s[0:1], v14, v11, 0
	v_mul_hi_u32 v20, v14, v10
	v_add_co_u32_e32 v20, vcc, v20, v12
	v_addc_co_u32_e32 v21, vcc, 0, v13, vcc
	v_mad_u64_u32 v[12:13], s[0:1], v17, v11, 0
	v_mad_u64_u32 v[10:11], s[0:1], v17, v10, 0
	v_add_co_u32_e32 v10, vcc, v20, v10
	v_addc_co_u32_e32 v10, vcc, v21, v11, vcc
	v_addc_co_u32_e32 v11, vcc, 0, v13, vcc
	v_add_co_u32_e32 v10, vcc, v10, v12
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	v_add_co_u32_e32 v20, vcc, v14, v10
	v_addc_co_u32_e32 v21, vcc, v17, v11, vcc
	v_mul_lo_u32 v12, v15, v21
	v_mul_lo_u32 v13, v16, v20
	v_mad_u64_u32 v[10:11], s[0:1], v15, v20, 0
	v_add3_u32 v11, v11, v12, v13
	v_mad_u64_u32 v[14:15], s[0:1], v21, v10, 0
	v_mad_u64_u32 v[16:17], s[0:1], v20, v11, 0
	v_mul_hi_u32 v10, v20, v10
	v_add_co_u32_e32 v10, vcc, v10, v16
	v_mad_u64_u32 v[12:13], s[0:1], v21, v11, 0
	v_addc_co_u32_e32 v11, vcc, 0, v17, vcc
	v_add_co_u32_e32 v10, vcc, v10, v14
	v_addc_co_u32_e32 v10, vcc, v11, v15, vcc
	v_addc_co_u32_e32 v11, vcc, 0, v13, vcc
	v_add_co_u32_e32 v10, vcc, v10, v12
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	v_add_co_u32_e32 v10, vcc, v20, v10
	v_addc_co_u32_e32 v11, vcc, v21, v11, vcc
	v_ashrrev_i32_e32 v12, 31, v9
	v_add_co_u32_e32 v8, vcc, v8, v12
	v_addc_co_u32_e32 v9, vcc, v9, v12, vcc
	v_xor_b32_e32 v14, v8, v12
	v_xor_b32_e32 v13, v9, v12
	v_mad_u64_u32 v[8:9], s[0:1], v14, v11, 0
	v_mul_hi_u32 v15, v14, v10
	v_add_co_u32_e32 v15, vcc, v15, v8
	v_addc_co_u32_e32 v16, vcc, 0, v9, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v13, v11, 0
	v_mad_u64_u32 v[10:11], s[0:1], v13, v10, 0
	v_add_co_u32_e32 v10, vcc, v15, v10
	v_addc_co_u32_e32 v10, vcc, v16, v11, vcc
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_add_co_u32_e32 v10, vcc, v10, v8
	v_addc_co_u32_e32 v11, vcc, 0, v9, vcc
	v_mul_lo_u32 v15, v18, v10
	v_mul_lo_u32 v16, v19, v11
	v_mad_u64_u32 v[8:9], s[0:1], v19, v10, 0
	v_add3_u32 v9, v9, v16, v15
	v_sub_u32_e32 v15, v13, v9
	v_sub_co_u32_e32 v8, vcc, v14, v8
	v_subb_co_u32_e64 v14, s[0:1], v15, v18, vcc
	v_sub_co_u32_e64 v15, s[0:1], v8, v19
	v_subbrev_co_u32_e64 v14, s[0:1], 0, v14, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v14, v18
	v_cndmask_b32_e64 v16, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v15, v19
	v_cndmask_b32_e64 v15, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v14, v18
	v_cndmask_b32_e64 v14, v16, v15, s[0:1]
	v_add_co_u32_e64 v15, s[0:1], 2, v10
	v_subb_co_u32_e32 v9, vcc, v13, v9, vcc
	v_addc_co_u32_e64 v16, s[0:1], 0, v11, s[0:1]
	v_cmp_ge_u32_e32 vcc, v9, v18
	v_add_co_u32_e64 v17, s[0:1], 1, v10
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v8, v19
	v_addc_co_u32_e64 v20, s[0:1], 0, v11, s[0:1]
	v_cndmask_b32_e64 v8, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v9, v18
	v_cmp_ne_u32_e64 s[0:1], 0, v14
	v_cndmask_b32_e32 v8, v13, v8, vcc
	v_cmp_ne_u32_e32 vcc, 0, v8
	v_cndmask_b32_e64 v9, v17, v15, s[0:1]
	v_cndmask_b32_e64 v14, v20, v16, s[0:1]
	v_cndmask_b32_e32 v9, v10, v9, vcc
	v_xor_b32_e32 v1, v12, v1
	v_cndmask_b32_e32 v8, v11, v14, vcc
	v_xor_b32_e32 v9, v9, v1
	v_xor_b32_e32 v8, v8, v1
	v_sub_co_u32_e32 v12, vcc, v9, v1
	v_subb_co_u32_e32 v13, vcc, v8, v1, vcc
                                        ; implicit-def: $vgpr10_vgpr11
                                        ; implicit-def: $vgpr8_vgpr9
.LBB1_3:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB1_5
; %bb.4:
	v_cvt_f32_u32_e32 v1, v10
	v_sub_u32_e32 v9, 0, v10
	v_mov_b32_e32 v13, 0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v9, v9, v1
	v_mul_hi_u32 v9, v1, v9
	v_add_u32_e32 v1, v1, v9
	v_mul_hi_u32 v1, v8, v1
	v_mul_lo_u32 v9, v1, v10
	v_sub_u32_e32 v8, v8, v9
	v_add_u32_e32 v11, 1, v1
	v_sub_u32_e32 v9, v8, v10
	v_cmp_ge_u32_e32 vcc, v8, v10
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_cndmask_b32_e32 v1, v1, v11, vcc
	v_add_u32_e32 v9, 1, v1
	v_cmp_ge_u32_e32 vcc, v8, v10
	v_cndmask_b32_e32 v12, v1, v9, vcc
.LBB1_5:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v6, vcc, s8, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	global_store_dwordx2 v[6:7], v[12:13], off
	global_load_dwordx2 v[8:9], v[2:3], off
	global_load_dwordx2 v[10:11], v[4:5], off
	v_mov_b32_e32 v12, 0
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v13, v9, v11
	v_cmp_ne_u64_e32 vcc, 0, v[12:13]
                                        ; implicit-def: $vgpr12_vgpr13
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[4:5], exec, s[0:1]
	s_cbranch_execz .LBB1_7
; %bb.6:
	v_ashrrev_i32_e32 v1, 31, v11
	v_add_co_u32_e32 v10, vcc, v10, v1
	v_addc_co_u32_e32 v11, vcc, v11, v1, vcc
	v_xor_b32_e32 v18, v11, v1
	v_xor_b32_e32 v1, v10, v1
	v_cvt_f32_u32_e32 v10, v1
	v_cvt_f32_u32_e32 v11, v18
	v_sub_co_u32_e32 v15, vcc, 0, v1
	v_subb_co_u32_e32 v16, vcc, 0, v18, vcc
	v_madmk_f32 v10, v11, 0x4f800000, v10
	v_rcp_f32_e32 v10, v10
	v_mul_f32_e32 v10, 0x5f7ffffc, v10
	v_mul_f32_e32 v11, 0x2f800000, v10
	v_trunc_f32_e32 v11, v11
	v_madmk_f32 v10, v11, 0xcf800000, v10
	v_cvt_u32_f32_e32 v14, v10
	v_cvt_u32_f32_e32 v17, v11
	v_mul_lo_u32 v12, v16, v14
	v_mad_u64_u32 v[10:11], s[0:1], v15, v14, 0
	v_mul_lo_u32 v13, v15, v17
	v_add3_u32 v11, v11, v13, v12
	v_mad_u64_u32 v[12:13], s[0:1], v14, v11, 0
	v_mul_hi_u32 v19, v14, v10
	v_add_co_u32_e32 v19, vcc, v19, v12
	v_addc_co_u32_e32 v20, vcc, 0, v13, vcc
	v_mad_u64_u32 v[12:13], s[0:1], v17, v11, 0
	v_mad_u64_u32 v[10:11], s[0:1], v17, v10, 0
	v_add_co_u32_e32 v10, vcc, v19, v10
	v_addc_co_u32_e32 v10, vcc, v20, v11, vcc
	v_addc_co_u32_e32 v11, vcc, 0, v13, vcc
	v_add_co_u32_e32 v10, vcc, v10, v12
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	v_add_co_u32_e32 v19, vcc, v14, v10
	v_addc_co_u32_e32 v20, vcc, v17, v11, vcc
	v_mul_lo_u32 v12, v15, v20
	v_mul_lo_u32 v13, v16, v19
	v_mad_u64_u32 v[10:11], s[0:1], v15, v19, 0
	v_add3_u32 v11, v11, v12, v13
	v_mad_u64_u32 v[14:15], s[0:1], v20, v10, 0
	v_mad_u64_u32 v[16:17], s[0:1], v19, v11, 0
	v_mul_hi_u32 v10, v19, v10
	v_add_co_u32_e32 v10, vcc, v10, v16
	v_mad_u64_u32 v[12:13], s[0:1], v20, v11, 0
	v_addc_co_u32_e32 v11, vcc, 0, v17, vcc
	v_add_co_u32_e32 v10, vcc, v10, v14
	v_addc_co_u32_e32 v10, vcc, v11, v15, vcc
	v_addc_co_u32_e32 v11, vcc, 0, v13, vcc
	v_add_co_u32_e32 v10, vcc, v10, v12
	v_addc_co_u32_e32 v11, vcc, 0, v11, vcc
	v_add_co_u32_e32 v10, vcc, v19, v10
	v_addc_co_u32_e32 v11, vcc, v20, v11, vcc
	v_ashrrev_i32_e32 v13, 31, v9
	v_add_co_u32_e32 v8, vcc, v8, v13
	v_addc_co_u32_e32 v9, vcc, v9, v13, vcc
	v_xor_b32_e32 v14, v8, v13
	v_xor_b32_e32 v12, v9, v13
	v_mad_u64_u32 v[8:9], s[0:1], v14, v11, 0
	v_mul_hi_u32 v15, v14, v10
	v_add_co_u32_e32 v15, vcc, v15, v8
	v_addc_co_u32_e32 v16, vcc, 0, v9, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v12, v11, 0
	v_mad_u64_u32 v[10:11], s[0:1], v12, v10, 0
	v_add_co_u32_e32 v10, vcc, v15, v10
	v_addc_co_u32_e32 v10, vcc, v16, v11, vcc
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_add_co_u32_e32 v8, vcc, v10, v8
	v_addc_co_u32_e32 v9, vcc, 0, v9, vcc
	v_mul_lo_u32 v10, v18, v8
	v_mul_lo_u32 v11, v1, v9
	v_mad_u64_u32 v[8:9], s[0:1], v1, v8, 0
	v_add3_u32 v9, v9, v11, v10
	v_sub_u32_e32 v10, v12, v9
	v_sub_co_u32_e32 v8, vcc, v14, v8
	v_subb_co_u32_e64 v10, s[0:1], v10, v18, vcc
	v_sub_co_u32_e64 v11, s[0:1], v8, v1
	v_subbrev_co_u32_e64 v14, s[2:3], 0, v10, s[0:1]
	v_cmp_ge_u32_e64 s[2:3], v14, v18
	v_cndmask_b32_e64 v15, 0, -1, s[2:3]
	v_cmp_ge_u32_e64 s[2:3], v11, v1
	v_subb_co_u32_e32 v9, vcc, v12, v9, vcc
	v_cndmask_b32_e64 v16, 0, -1, s[2:3]
	v_cmp_eq_u32_e64 s[2:3], v14, v18
	v_subb_co_u32_e64 v10, s[0:1], v10, v18, s[0:1]
	v_cmp_ge_u32_e32 vcc, v9, v18
	v_cndmask_b32_e64 v15, v15, v16, s[2:3]
	v_sub_co_u32_e64 v16, s[0:1], v11, v1
	v_cndmask_b32_e64 v12, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v8, v1
	v_subbrev_co_u32_e64 v10, s[0:1], 0, v10, s[0:1]
	v_cndmask_b32_e64 v1, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v9, v18
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	v_cndmask_b32_e32 v1, v12, v1, vcc
	v_cndmask_b32_e64 v10, v14, v10, s[0:1]
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v1, v9, v10, vcc
	v_cndmask_b32_e64 v9, v11, v16, s[0:1]
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_xor_b32_e32 v8, v8, v13
	v_xor_b32_e32 v1, v1, v13
	v_sub_co_u32_e32 v12, vcc, v8, v13
	v_subb_co_u32_e32 v13, vcc, v1, v13, vcc
                                        ; implicit-def: $vgpr10_vgpr11
                                        ; implicit-def: $vgpr8_vgpr9
.LBB1_7:
	s_andn2_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB1_9
; %bb.8:
	v_cvt_f32_u32_e32 v1, v10
	v_sub_u32_e32 v9, 0, v10
	v_mov_b32_e32 v13, 0
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v9, v9, v1
	v_mul_hi_u32 v9, v1, v9
	v_add_u32_e32 v1, v1, v9
	v_mul_hi_u32 v1, v8, v1
	v_mul_lo_u32 v1, v1, v10
	v_sub_u32_e32 v1, v8, v1
	v_sub_u32_e32 v8, v1, v10
	v_cmp_ge_u32_e32 vcc, v1, v10
	v_cndmask_b32_e32 v1, v1, v8, vcc
	v_sub_u32_e32 v8, v1, v10
	v_cmp_ge_u32_e32 vcc, v1, v10
	v_cndmask_b32_e32 v12, v1, v8, vcc
.LBB1_9:
	s_or_b64 exec, exec, s[0:1]
	s_ashr_i32 s13, s12, 31
	s_lshl_b64 s[0:1], s[12:13], 3
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_addc_co_u32_e32 v7, vcc, v7, v1, vcc
	global_store_dwordx2 v[6:7], v[12:13], off
	global_load_dwordx2 v[6:7], v[2:3], off
	s_nop 0
	global_load_dword v1, v[4:5], off
	v_mov_b32_e32 v2, 0
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v3, v7
	v_cmp_ne_u64_e32 vcc, 0, v[2:3]
                                        ; implicit-def: $vgpr2_vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB1_11
; %bb.10:
	s_waitcnt vmcnt(0)
	v_cvt_f32_u32_e32 v2, v1
	v_mov_b32_e32 v3, 0x4f800000
	v_sub_co_u32_e32 v10, vcc, 0, v1
	v_mac_f32_e32 v2, 0, v3
	v_rcp_f32_e32 v2, v2
	v_subb_co_u32_e64 v11, s[0:1], 0, 0, vcc
	v_mul_f32_e32 v2, 0x5f7ffffc, v2
	v_mul_f32_e32 v3, 0x2f800000, v2
	v_trunc_f32_e32 v3, v3
	v_madmk_f32 v2, v3, 0xcf800000, v2
	v_cvt_u32_f32_e32 v8, v3
	v_cvt_u32_f32_e32 v9, v2
	v_mul_lo_u32 v4, v10, v8
	v_mul_lo_u32 v5, v11, v9
	v_mad_u64_u32 v[2:3], s[0:1], v10, v9, 0
	v_add3_u32 v3, v3, v4, v5
	v_mad_u64_u32 v[4:5], s[0:1], v9, v3, 0
	v_mul_hi_u32 v12, v9, v2
	v_add_co_u32_e32 v12, vcc, v12, v4
	v_addc_co_u32_e32 v13, vcc, 0, v5, vcc
	v_mad_u64_u32 v[4:5], s[0:1], v8, v3, 0
	v_mad_u64_u32 v[2:3], s[0:1], v8, v2, 0
	v_add_co_u32_e32 v2, vcc, v12, v2
	v_addc_co_u32_e32 v2, vcc, v13, v3, vcc
	v_addc_co_u32_e32 v3, vcc, 0, v5, vcc
	v_add_co_u32_e32 v2, vcc, v2, v4
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_add_co_u32_e32 v12, vcc, v9, v2
	v_addc_co_u32_e32 v13, vcc, v8, v3, vcc
	v_mul_lo_u32 v4, v10, v13
	v_mul_lo_u32 v5, v11, v12
	v_mad_u64_u32 v[2:3], s[0:1], v10, v12, 0
	v_add3_u32 v3, v3, v4, v5
	v_mad_u64_u32 v[8:9], s[0:1], v13, v2, 0
	v_mad_u64_u32 v[10:11], s[0:1], v12, v3, 0
	v_mul_hi_u32 v2, v12, v2
	v_add_co_u32_e32 v2, vcc, v2, v10
	v_mad_u64_u32 v[4:5], s[0:1], v13, v3, 0
	v_addc_co_u32_e32 v3, vcc, 0, v11, vcc
	v_add_co_u32_e32 v2, vcc, v2, v8
	v_addc_co_u32_e32 v2, vcc, v3, v9, vcc
	v_addc_co_u32_e32 v3, vcc, 0, v5, vcc
	v_add_co_u32_e32 v2, vcc, v2, v4
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_add_co_u32_e32 v4, vcc, v12, v2
	v_addc_co_u32_e32 v5, vcc, v13, v3, vcc
	v_mad_u64_u32 v[2:3], s[0:1], v6, v5, 0
	v_mul_hi_u32 v8, v6, v4
	v_add_co_u32_e32 v8, vcc, v8, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	v_mad_u64_u32 v[2:3], s[0:1], v7, v5, 0
	v_mad_u64_u32 v[4:5], s[0:1], v7, v4, 0
	v_add_co_u32_e32 v4, vcc, v8, v4
	v_addc_co_u32_e32 v4, vcc, v9, v5, vcc
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_add_co_u32_e32 v8, vcc, v4, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	v_mad_u64_u32 v[2:3], s[0:1], v1, v8, 0
	v_mov_b32_e32 v4, v3
	v_mad_u64_u32 v[4:5], s[0:1], v1, v9, v[4:5]
	v_sub_co_u32_e32 v2, vcc, v6, v2
	v_subb_co_u32_e32 v3, vcc, v7, v4, vcc
	v_sub_co_u32_e32 v4, vcc, v2, v1
	v_subbrev_co_u32_e32 v5, vcc, 0, v3, vcc
	v_cmp_ge_u32_e32 vcc, v4, v1
	v_cndmask_b32_e64 v4, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v4, -1, v4, vcc
	v_add_co_u32_e32 v5, vcc, 2, v8
	v_addc_co_u32_e32 v6, vcc, 0, v9, vcc
	v_add_co_u32_e32 v7, vcc, 1, v8
	v_cmp_ge_u32_e64 s[0:1], v2, v1
	v_addc_co_u32_e32 v10, vcc, 0, v9, vcc
	v_cndmask_b32_e64 v1, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 0, v3
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_cndmask_b32_e64 v1, -1, v1, s[0:1]
	v_cndmask_b32_e32 v4, v10, v6, vcc
	v_cmp_ne_u32_e64 s[0:1], 0, v1
	v_cndmask_b32_e32 v1, v7, v5, vcc
	v_cndmask_b32_e64 v3, v9, v4, s[0:1]
	v_cndmask_b32_e64 v2, v8, v1, s[0:1]
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
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_add_u32_e32 v4, 1, v2
	v_cmp_ge_u32_e32 vcc, v3, v1
	v_cndmask_b32_e32 v2, v2, v4, vcc
	v_mov_b32_e32 v3, 0
.LBB1_13:
	s_or_b64 exec, exec, s[0:1]
	s_add_i32 s0, s12, s12
	v_add_u32_e32 v0, s0, v0
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v4, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB1_14:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int64_div
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 24
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
.Lfunc_end1:
	.size	int64_div, .Lfunc_end1-int64_div
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2348
; NumSgprs: 18
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x2c
	s_load_dword s8, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	s_ashr_i32 s9, s8, 31
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v6, vcc, s0, v4
	v_addc_co_u32_e32 v7, vcc, v1, v5, vcc
	global_load_dword v1, v[6:7], off
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v4
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v8, v[2:3], off
	v_mov_b32_e32 v11, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v11, v5, vcc
	s_lshl_b64 s[2:3], s[8:9], 2
	s_waitcnt vmcnt(1)
	v_sub_u32_e32 v9, 0, v1
	v_max_i32_e32 v9, v1, v9
	v_cvt_f32_u32_e32 v10, v9
	v_rcp_iflag_f32_e32 v10, v10
	v_mul_f32_e32 v10, 0x4f7ffffe, v10
	v_cvt_u32_f32_e32 v10, v10
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v11, 0, v8
	v_xor_b32_e32 v1, v8, v1
	v_max_i32_e32 v8, v8, v11
	v_sub_u32_e32 v11, 0, v9
	v_mul_lo_u32 v11, v11, v10
	v_mul_hi_u32 v11, v10, v11
	v_add_u32_e32 v10, v10, v11
	v_mul_hi_u32 v10, v8, v10
	v_mul_lo_u32 v11, v10, v9
	v_sub_u32_e32 v8, v8, v11
	v_add_u32_e32 v12, 1, v10
	v_cmp_ge_u32_e32 vcc, v8, v9
	v_sub_u32_e32 v11, v8, v9
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_cndmask_b32_e32 v8, v8, v11, vcc
	v_add_u32_e32 v11, 1, v10
	v_cmp_ge_u32_e32 vcc, v8, v9
	v_ashrrev_i32_e32 v1, 31, v1
	v_cndmask_b32_e32 v8, v10, v11, vcc
	v_xor_b32_e32 v8, v8, v1
	v_sub_u32_e32 v1, v8, v1
	global_store_dword v[4:5], v1, off
	global_load_dword v1, v[6:7], off
	s_nop 0
	global_load_dword v8, v[2:3], off
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v5, v7, vcc
	s_add_i32 s3, s8, s8
	v_add_u32_e32 v0, s3, v0
	s_mov_b32 s2, 0x24924925
	s_waitcnt vmcnt(1)
	v_sub_u32_e32 v6, 0, v1
	v_max_i32_e32 v1, v1, v6
	v_cvt_f32_u32_e32 v6, v1
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v9, 0, v8
	v_ashrrev_i32_e32 v7, 31, v8
	v_max_i32_e32 v8, v8, v9
	v_rcp_iflag_f32_e32 v6, v6
	v_sub_u32_e32 v9, 0, v1
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	v_mul_lo_u32 v9, v9, v6
	v_mul_hi_u32 v9, v6, v9
	v_add_u32_e32 v6, v6, v9
	v_mul_hi_u32 v6, v8, v6
	v_mul_lo_u32 v6, v6, v1
	v_sub_u32_e32 v6, v8, v6
	v_sub_u32_e32 v8, v6, v1
	v_cmp_ge_u32_e32 vcc, v6, v1
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_sub_u32_e32 v8, v6, v1
	v_cmp_ge_u32_e32 vcc, v6, v1
	v_cndmask_b32_e32 v1, v6, v8, vcc
	v_xor_b32_e32 v1, v1, v7
	v_sub_u32_e32 v1, v1, v7
	global_store_dword v[4:5], v1, off
	global_load_dword v6, v[2:3], off
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	v_add_u32_e32 v0, s8, v0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v1, v6, s2
	v_sub_u32_e32 v6, v6, v1
	v_lshrrev_b32_e32 v6, 1, v6
	v_add_u32_e32 v1, v6, v1
	v_lshrrev_b32_e32 v1, 2, v1
	global_store_dword v[4:5], v1, off
	global_load_dword v2, v[2:3], off
	s_mov_b32 s2, 0x4ec4ec4f
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(0)
	v_mul_hi_i32 v4, v2, s2
	v_lshrrev_b32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v4, 2, v4
	v_add_u32_e32 v4, v4, v5
	v_mul_lo_u32 v4, v4, 13
	v_sub_u32_e32 v2, v2, v4
	global_store_dword v[0:1], v2, off
.LBB2_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int32_divmod
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 16
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
.Lfunc_end2:
	.size	int32_divmod, .Lfunc_end2-int32_divmod
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 628
; NumSgprs: 14
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
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 13
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s7, s[4:5], 0x24
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s7, 0xffff
	s_mul_i32 s6, s6, s4
	v_add_u32_e32 v2, s6, v0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v1, v3, vcc
	global_load_dword v1, v[4:5], off
	v_lshl_add_u32 v4, v0, 2, 0
	v_xad_u32 v0, v0, -1, s4
	v_lshl_add_u32 v0, v0, 2, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v0
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dyn_shared
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
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
.Lfunc_end3:
	.size	dyn_shared, .Lfunc_end3-dyn_shared
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 148
; NumSgprs: 12
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
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x24
	s_load_dword s8, s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_add_i32 s10, s8, s8
	v_add_u32_e32 v0, s10, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v1, v3, vcc
	global_load_dword v8, v[4:5], off
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_lshl_add_u32 v4, s8, 1, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_mov_b32_e32 v14, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_addc_co_u32_e32 v1, vcc, v14, v1, vcc
	s_ashr_i32 s9, s8, 31
	v_mov_b32_e32 v15, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	s_lshl_b64 s[2:3], s[8:9], 2
	v_addc_co_u32_e32 v5, vcc, v15, v5, vcc
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v6, vcc, s2, v2
	s_mov_b32 s4, 0x800000
	s_mov_b32 s11, 0xc2fc0000
	v_addc_co_u32_e32 v7, vcc, v3, v7, vcc
	v_mov_b32_e32 v9, 0x4f800000
	v_mov_b32_e32 v11, 0x42800000
	v_mov_b32_e32 v12, 0x1f800000
	s_mov_b32 s5, 0x3f317217
	s_mov_b32 s7, 0x3fd9999a
	s_mov_b32 s6, 0x7f800000
	v_mov_b32_e32 v13, 0x42000000
	v_mov_b32_e32 v10, 0x41b17218
	s_waitcnt vmcnt(0)
	v_add_f32_e64 v15, |v8|, 1.0
	v_cmp_gt_f32_e32 vcc, s11, v8
	v_cmp_gt_f32_e64 s[0:1], s4, v15
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
	v_cmp_gt_f32_e32 vcc, s4, v17
	v_cndmask_b32_e32 v9, 1.0, v9, vcc
	v_add_f32_e32 v14, v18, v14
	v_mul_f32_e32 v9, v17, v9
	global_store_dword v[2:3], v14, off
	v_mul_f32_e32 v2, 0x3f317217, v12
	v_log_f32_e32 v9, v9
	v_fma_f32 v2, v12, s5, -v2
	v_exp_f32_e32 v8, v8
	v_mul_legacy_f32 v15, s7, v16
	v_fmac_f32_e32 v2, 0x3377d1cf, v12
	v_cndmask_b32_e32 v13, 0, v13, vcc
	v_exp_f32_e32 v15, v15
	v_fmac_f32_e32 v2, 0x3f317217, v12
	v_cmp_lt_f32_e64 vcc, |v12|, s6
	v_cndmask_b32_e64 v10, 0, v10, s[0:1]
	v_cndmask_b32_e32 v2, v12, v2, vcc
	v_sub_f32_e32 v3, v9, v13
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end4:
	.size	transcend, .Lfunc_end4-transcend
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 488
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
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x24
	s_load_dword s8, s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[8:9], s[8:9], 3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_mov_b32 s2, 0
	v_mov_b32_e32 v5, s9
	v_add_co_u32_e32 v4, vcc, s8, v0
	s_brev_b32 s3, 8
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	s_mov_b32 s4, 0
	s_mov_b32 s5, 0x40080000
	v_mov_b32_e32 v12, 0xffffff80
	s_mov_b32 s6, 0
	v_mov_b32_e32 v24, 0x260
	s_mov_b32 s7, 0x40040000
	s_waitcnt vmcnt(0)
	v_cmp_lt_f64_e64 vcc, |v[2:3]|, s[2:3]
	v_cndmask_b32_e64 v13, 0, 1, vcc
	v_div_scale_f64 v[6:7], s[0:1], s[4:5], s[4:5], v[2:3]
	v_lshlrev_b32_e32 v14, 8, v13
	v_cndmask_b32_e32 v25, 0, v12, vcc
	v_rcp_f64_e32 v[12:13], v[6:7]
	v_ldexp_f64 v[14:15], |v[2:3]|, v14
	v_rsq_f64_e32 v[16:17], v[14:15]
	v_div_scale_f64 v[8:9], s[0:1], v[2:3], s[4:5], v[2:3]
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
	v_mul_f64 v[10:11], v[2:3], s[6:7]
	v_div_fixup_f64 v[2:3], v[6:7], s[4:5], v[2:3]
	v_ldexp_f64 v[6:7], v[18:19], v25
	v_cmp_class_f64_e32 vcc, v[14:15], v24
	v_cndmask_b32_e32 v7, v7, v15, vcc
	v_cndmask_b32_e32 v6, v6, v14, vcc
	v_add_f64 v[2:3], v[2:3], v[6:7]
	v_floor_f64_e32 v[10:11], v[10:11]
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 28
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
.Lfunc_end5:
	.size	dmath, .Lfunc_end5-dmath
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 408
; NumSgprs: 14
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
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x2c
	s_load_dword s8, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB6_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_add_i32 s5, s8, s8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v12, v[4:5], off
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_mov_b32_e32 v1, s7
	v_add_co_u32_e32 v4, vcc, s6, v4
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	v_add_u32_e32 v0, s5, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_add_u32_e32 v6, s8, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_co_u32_e32 v3, vcc, v8, v3, vcc
	v_ashrrev_i32_e32 v7, 31, v6
	v_mov_b32_e32 v10, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_addc_co_u32_e32 v1, vcc, v10, v1, vcc
	s_ashr_i32 s9, s8, 31
	v_mov_b32_e32 v11, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	s_lshl_b64 s[2:3], s[8:9], 2
	v_addc_co_u32_e32 v7, vcc, v11, v7, vcc
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v8, vcc, s2, v2
	v_addc_co_u32_e32 v9, vcc, v3, v9, vcc
	s_mov_b32 s4, 0x10203
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v14, 1, v12
	v_ffbl_b32_e32 v15, v12
	v_cmp_ne_u32_e32 vcc, 0, v12
	v_bcnt_u32_b32 v13, v12, 0
	v_bfrev_b32_e32 v19, v12
	v_perm_b32 v20, 0, v12, s4
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v17, 1, v4
	v_lshrrev_b64 v[10:11], v12, v[4:5]
	v_bcnt_u32_b32 v16, v4, 0
	v_alignbit_b32 v4, v5, v4, 7
	v_ffbh_u32_e32 v11, v14
	v_mad_u32_u24 v14, v15, 7, 7
	v_ffbh_u32_e32 v15, v17
	v_ffbh_u32_e32 v18, v5
	v_add_u32_e32 v4, v10, v4
	v_mul_u32_u24_e32 v10, 3, v11
	v_cndmask_b32_e32 v11, 0, v14, vcc
	v_add_u32_e32 v12, 32, v15
	v_bcnt_u32_b32 v5, v5, v16
	v_add3_u32 v10, v10, v13, v11
	v_min_u32_e32 v11, v12, v18
	global_store_dword v[2:3], v10, off
	v_add_u32_e32 v2, v11, v5
	v_xor_b32_e32 v16, v19, v20
	global_store_dword v[8:9], v2, off
	global_store_dword v[0:1], v16, off
	global_store_dword v[6:7], v4, off
.LBB6_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bits
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 24
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
.Lfunc_end6:
	.size	bits, .Lfunc_end6-bits
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 396
; NumSgprs: 14
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
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 21
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x2c
	s_load_dword s1, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s1, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB7_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v6, v[4:5], off
	v_mov_b32_e32 v4, s7
	v_add_co_u32_e32 v2, vcc, s6, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v2, v[2:3], off
	v_lshlrev_b64 v[4:5], 4, v[0:1]
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	s_waitcnt vmcnt(1)
	v_cvt_f32_ubyte1_e32 v1, v6
	v_cvt_f32_ubyte2_e32 v9, v6
	v_lshrrev_b32_e32 v3, 25, v6
	v_cvt_f32_ubyte0_e32 v0, v6
	v_cvt_f32_ubyte0_e32 v3, v3
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v8, v2
	v_cvt_f32_f16_sdwa v2, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1
	v_add_f32_e32 v1, v1, v8
	v_mul_f32_e32 v2, v9, v2
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB7_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vec_bytes
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 12
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
.Lfunc_end7:
	.size	vec_bytes, .Lfunc_end7-vec_bytes
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
; NumSgprs: 12
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x24
	s_load_dword s7, s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s7, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB8_2
; %bb.1:
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s11
	v_add_co_u32_e64 v2, s[0:1], s10, v2
	v_addc_co_u32_e64 v3, s[0:1], v4, v3, s[0:1]
	global_load_dword v3, v[2:3], off
.LBB8_2:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(0)
	ds_swizzle_b32 v2, v3 offset:swizzle(SWAP,1)
	v_cmp_lt_f32_e64 s[0:1], 0, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB8_4
; %bb.3:
	v_add_u32_e32 v4, s7, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 3, v[4:5]
	v_mov_b32_e32 v3, s9
	v_add_co_u32_e32 v4, vcc, s8, v4
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v6, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	v_pk_mov_b32 v[6:7], s[0:1], s[0:1] op_sel:[0,1]
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
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
.Lfunc_end8:
	.size	ballot_shfl, .Lfunc_end8-ballot_shfl
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; NumSgprs: 16
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
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x24
	s_load_dword s8, s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB9_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_add_i32 s6, s8, s8
	v_add_u32_e32 v0, s6, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v1, v3, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s9, s8, 31
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	s_lshl_b64 s[2:3], s[8:9], 3
	v_addc_co_u32_e32 v1, vcc, v8, v1, vcc
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v6, vcc, s2, v2
	v_addc_co_u32_e32 v7, vcc, v3, v7, vcc
	s_mov_b32 s4, 0x71fb0843
	s_movk_i32 s5, 0x11f
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v13, 31, v5
	v_cmp_lt_i64_e32 vcc, 5, v[4:5]
	v_mul_lo_u32 v12, v4, v5
	v_mad_u64_u32 v[10:11], s[0:1], v4, v4, 0
	v_xor_b32_e32 v16, v4, v13
	v_mul_lo_u32 v15, v5, s4
	v_cndmask_b32_e32 v9, 0, v5, vcc
	v_xor_b32_e32 v5, v5, v13
	v_cndmask_b32_e32 v8, 5, v4, vcc
	v_add3_u32 v11, v11, v12, v12
	v_sub_co_u32_e32 v12, vcc, v16, v13
	v_subb_co_u32_e32 v13, vcc, v5, v13, vcc
	v_mul_lo_u32 v14, v4, s5
	v_mad_u64_u32 v[4:5], s[0:1], v4, s4, v[12:13]
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 10
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
.Lfunc_end9:
	.size	i64math, .Lfunc_end9-i64math
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 296
; NumSgprs: 14
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
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 17
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x2c
	s_load_dword s8, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB10_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_ashr_i32 s9, s8, 31
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v14, v[4:5], off
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_mov_b32_e32 v1, s7
	v_add_co_u32_e32 v4, vcc, s6, v4
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	s_add_i32 s7, s8, s8
	v_add_u32_e32 v0, s7, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v10, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_add_u32_e32 v6, s8, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_co_u32_e32 v3, vcc, v10, v3, vcc
	v_ashrrev_i32_e32 v7, 31, v6
	v_mov_b32_e32 v12, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_add_u32_e32 v8, s8, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_addc_co_u32_e32 v1, vcc, v12, v1, vcc
	v_ashrrev_i32_e32 v9, 31, v8
	v_mov_b32_e32 v13, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_addc_co_u32_e32 v7, vcc, v13, v7, vcc
	v_mov_b32_e32 v15, s1
	v_add_co_u32_e32 v8, vcc, s0, v8
	v_addc_co_u32_e32 v9, vcc, v15, v9, vcc
	s_movk_i32 s6, 0xffe0
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0x40080000
	s_lshl_b64 s[4:5], s[8:9], 2
	v_mov_b32_e32 v11, s5
	v_add_co_u32_e32 v10, vcc, s4, v2
	v_addc_co_u32_e32 v11, vcc, v3, v11, vcc
	s_waitcnt vmcnt(1)
	v_rndne_f32_e32 v15, v14
	v_cvt_i32_f32_e32 v17, v14
	v_cvt_i32_f32_e32 v18, v15
	v_cvt_u32_f32_e32 v16, v14
	v_cvt_f64_f32_e32 v[12:13], v14
	v_mul_f64 v[12:13], v[12:13], s[2:3]
	v_cvt_i32_f64_e32 v12, v[12:13]
	s_waitcnt vmcnt(0)
	v_trunc_f64_e32 v[4:5], v[4:5]
	v_ldexp_f64 v[14:15], v[4:5], s6
	v_floor_f64_e32 v[14:15], v[14:15]
	v_fmac_f64_e32 v[4:5], 0xc1f00000, v[14:15]
	v_cvt_u32_f64_e32 v4, v[4:5]
	v_add_u32_sdwa v5, sext(v17), v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dword v[2:3], v18, off
	global_store_dword v[10:11], v16, off
	global_store_dword v[0:1], v4, off
	global_store_dword v[6:7], v12, off
	global_store_dword v[8:9], v5, off
.LBB10_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel float_conv
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 10
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
.Lfunc_end10:
	.size	float_conv, .Lfunc_end10-float_conv
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; NumSgprs: 14
; NumVgprs: 19
; NumAgprs: 0
; TotalNumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 19
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x34
	s_load_dword s2, s[4:5], 0x20
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s2, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB11_2
; %bb.1:
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_ashr_i32 s3, s2, 31
	s_lshl_b64 s[0:1], s[2:3], 1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s11
	v_add_co_u32_e32 v4, vcc, s10, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v12, v[4:5], off
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_mov_b32_e32 v6, s13
	v_add_co_u32_e32 v4, vcc, s12, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	v_mov_b32_e32 v6, s15
	v_add_co_u32_e32 v2, vcc, s14, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_dword v13, v[2:3], off
	s_add_i32 s10, s2, s2
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	v_add_u32_e32 v0, s10, v0
	v_add_u32_e32 v6, s2, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[8:9], 1, v[6:7]
	v_mov_b32_e32 v7, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	v_mov_b32_e32 v10, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v10, v1, vcc
	v_mov_b32_e32 v15, s9
	v_add_co_u32_e32 v8, vcc, s8, v8
	v_addc_co_u32_e32 v9, vcc, v15, v9, vcc
	s_movk_i32 s4, 0x1ff
	v_mov_b32_e32 v11, s1
	v_add_co_u32_e32 v10, vcc, s0, v2
	v_addc_co_u32_e32 v11, vcc, v3, v11, vcc
	s_movk_i32 s5, 0xffe
	v_mov_b32_e32 v14, 0x7c00
	s_movk_i32 s6, 0x40f
	s_mov_b32 s7, 0x8000
	s_waitcnt vmcnt(2)
	v_cvt_f16_f32_e32 v7, v12
	global_store_short v[2:3], v7, off
	s_waitcnt vmcnt(2)
	v_and_or_b32 v4, v5, s4, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_lshrrev_b32_e32 v12, 8, v5
	v_bfe_u32 v15, v5, 20, 11
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_sub_u32_e32 v17, 0x3f1, v15
	s_waitcnt vmcnt(1)
	v_cvt_f32_i32_e32 v16, v13
	v_and_or_b32 v4, v12, s5, v4
	v_med3_i32 v12, v17, 0, 13
	v_or_b32_e32 v17, 0x1000, v4
	v_add_u32_e32 v15, 0xfffffc10, v15
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_lshrrev_b32_e32 v2, v12, v17
	v_lshl_or_b32 v18, v15, 12, v4
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_lshlrev_b32_e32 v12, v12, v2
	v_lshl_or_b32 v3, v4, 9, v14
	v_cvt_f16_f32_e32 v4, v16
	v_cvt_f32_f16_e32 v16, v7
	v_cmp_ne_u32_e32 vcc, v12, v17
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_or_b32_e32 v2, v2, v12
	v_cmp_gt_i32_e32 vcc, 1, v15
	v_cndmask_b32_e32 v2, v18, v2, vcc
	v_cvt_i32_f32_e32 v12, v16
	v_and_b32_e32 v16, 7, v2
	v_cmp_lt_i32_e32 vcc, 5, v16
	v_cmp_eq_u32_e64 s[0:1], 3, v16
	v_lshrrev_b32_e32 v2, 2, v2
	s_or_b64 vcc, s[0:1], vcc
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_cvt_i16_f16_e32 v7, v7
	v_cmp_gt_i32_e32 vcc, 31, v15
	v_cndmask_b32_e32 v2, v14, v2, vcc
	v_add_u32_sdwa v7, sext(v7), v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_eq_u32_e32 vcc, s6, v15
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_cvt_f32_i32_e32 v3, v7
	v_lshrrev_b32_e32 v5, 16, v5
	v_and_or_b32 v2, v5, s7, v2
	v_cvt_f16_u16_e32 v13, v13
	global_store_short v[10:11], v2, off
	global_store_short v[0:1], v4, off
	global_store_short v[8:9], v13, off
	v_add_u32_e32 v0, s2, v6
	v_cvt_f16_f32_e32 v2, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_mov_b32_e32 v3, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_short v[0:1], v2, off
.LBB11_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f16conv
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 296
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 16
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
.Lfunc_end11:
	.size	f16conv, .Lfunc_end11-f16conv
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 584
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
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x24
	s_load_dword s8, s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB12_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 1, v[0:1]
	s_add_i32 s12, s8, s8
	v_add_u32_e32 v0, s12, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v1, v3, vcc
	global_load_ushort v8, v[4:5], off
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_add_u32_e32 v4, s8, v0
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	v_mov_b32_e32 v10, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v10, v1, vcc
	s_mov_b32 s6, 0x3fb8aa3b
	s_mov_b32 s7, 0x32a5705f
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 1, v[4:5]
	s_ashr_i32 s9, s8, 31
	v_mov_b32_e32 v11, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	s_lshl_b64 s[2:3], s[8:9], 1
	v_addc_co_u32_e32 v5, vcc, v11, v5, vcc
	s_mov_b32 s4, 0x3eaaaaab
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v6, vcc, s2, v2
	s_movk_i32 s5, 0x4200
	s_mov_b32 s10, 0xc2ce8ed0
	v_addc_co_u32_e32 v7, vcc, v3, v7, vcc
	s_mov_b32 s11, 0x42b17218
	v_mov_b32_e32 v9, 0x7f800000
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v10, v8
	v_fma_mixlo_f16 v11, v8, s4, 0 op_sel_hi:[1,0,0]
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
	v_div_fixup_f16 v8, v11, s5, v8
	v_cmp_ngt_f32_e32 vcc, s10, v10
	v_ldexp_f32 v11, v13, v15
	v_cndmask_b32_e32 v11, 0, v11, vcc
	v_cmp_nlt_f32_e32 vcc, s11, v10
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_cvt_f16_f32_e32 v9, v9
	v_add_f16_e32 v10, v14, v16
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 17
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
.Lfunc_end12:
	.size	hmath, .Lfunc_end12-hmath
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 388
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
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB13_2
; %bb.1:
	v_mov_b32_e32 v2, 0
	ds_write2_b32 v1, v2, v2 offset1:8
	ds_write_b32 v1, v2 offset:64
.LBB13_2:
	s_or_b64 exec, exec, s[0:1]
	s_load_dword s0, s[4:5], 0x24
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s0, s6, s0
	v_add_u32_e32 v2, s0, v0
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_mov_b32_e32 v6, s11
	v_add_co_u32_e64 v4, s[0:1], s10, v4
	v_addc_co_u32_e64 v5, s[0:1], v6, v5, s[0:1]
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
	s_mul_i32 s2, s6, 24
	ds_read2_b32 v[8:9], v1 offset1:8
	v_or_b32_e32 v6, s2, v0
	v_mov_b32_e32 v7, v3
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v5, s9
	v_add_co_u32_e32 v6, vcc, s8, v6
	v_addc_co_u32_e32 v7, vcc, v5, v7, vcc
	ds_read_b32 v1, v1 offset:64
	s_add_i32 s3, s2, 8
	s_waitcnt lgkmcnt(1)
	global_store_dword v[6:7], v8, off
	v_or_b32_e32 v6, s3, v0
	v_mov_b32_e32 v7, v3
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v6, vcc, s8, v6
	v_addc_co_u32_e32 v7, vcc, v5, v7, vcc
	s_add_i32 s2, s2, 16
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v1, off
	v_cvt_i32_f32_e32 v5, v9
	v_or_b32_e32 v0, s2, v0
	v_mov_b32_e32 v1, v3
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v6, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	global_store_dword v[0:1], v5, off
.LBB13_4:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0x3e8, v2
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_atomics
		.amdhsa_group_segment_fixed_size 96
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
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
.Lfunc_end13:
	.size	lds_atomics, .Lfunc_end13-lds_atomics
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; NumSgprs: 16
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
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x3c
	s_load_dword s1, s[4:5], 0x28
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s1, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB14_22
; %bb.1:
	s_load_dwordx2 s[2:3], s[4:5], 0x20
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_mov_b64 s[0:1], exec
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v2, v[0:1], off
	v_mov_b32_e32 v0, 0x7fc00000
.LBB14_2:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s2, s[0:1]
	s_waitcnt vmcnt(0)
	v_readlane_b32 s4, v2, s2
	s_lshl_b64 s[2:3], 1, s2
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e64 v1, s4, s4
	s_andn2_b64 s[0:1], s[0:1], s[2:3]
	s_cmp_lg_u64 s[0:1], 0
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
	s_load_dword s4, s[8:9], 0x0
	s_mov_b64 s[2:3], 0
	v_max_f32_e32 v3, v0, v0
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s4
.LBB14_5:                               ; =>This Inner Loop Header: Depth=1
	v_max_f32_e32 v0, v1, v1
	v_max_f32_e32 v0, v0, v3
	global_atomic_cmpswap v0, v4, v[0:1], s[8:9] glc
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
	v_readlane_b32 s4, v2, s2
	s_lshl_b64 s[2:3], 1, s2
	v_max_f32_e32 v0, v0, v0
	v_max_f32_e64 v1, s4, s4
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
	global_load_dword v1, v3, s[8:9] offset:4
	s_mov_b64 s[2:3], 0
	v_max_f32_e32 v4, v0, v0
.LBB14_11:                              ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v0, v1, v1
	v_min_f32_e32 v0, v0, v4
	global_atomic_cmpswap v0, v3, v[0:1], s[8:9] offset:4 glc
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
	global_load_dwordx2 v[2:3], v6, s[10:11]
	s_mov_b64 s[2:3], 0
	v_max_f64 v[4:5], v[0:1], v[0:1]
.LBB14_17:                              ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_max_f64 v[0:1], v[2:3], v[2:3]
	v_max_f64 v[0:1], v[0:1], v[4:5]
	global_atomic_cmpswap_x2 v[0:1], v6, v[0:3], s[10:11] glc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u64_e32 vcc, v[0:1], v[2:3]
	s_or_b64 s[2:3], vcc, s[2:3]
	v_pk_mov_b32 v[2:3], v[0:1], v[0:1] op_sel:[0,1]
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
	global_atomic_add v0, v1, s[12:13]
.LBB14_21:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0x64
	global_atomic_inc v0, v1, s[12:13] offset:4
	v_mov_b32_e32 v1, 0x38003c00
	global_atomic_pk_add_f16 v0, v1, s[14:15]
.LBB14_22:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel global_atomics2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 8
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
.Lfunc_end14:
	.size	global_atomics2, .Lfunc_end14-global_atomics2
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 724
; NumSgprs: 20
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
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x24
	s_load_dword s1, s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s1, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB15_28
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
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
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB15_28:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel switchy
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
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
.Lfunc_end15:
	.size	switchy, .Lfunc_end15-switchy
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 324
; NumSgprs: 12
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 5
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s0, s[4:5], 0x24
	s_load_dword s8, s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB16_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_ashr_i32 s9, s8, 31
	s_brev_b32 s4, -2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v4, v[2:3], off glc slc
	s_lshl_b64 s[2:3], s[8:9], 2
	v_mov_b32_e32 v3, s1
	s_add_u32 s2, s0, s2
	v_add_co_u32_e32 v2, vcc, s0, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	s_addc_u32 s0, s1, s3
	v_mov_b32_e32 v5, s0
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	s_waitcnt vmcnt(0)
	v_max_f32_e32 v6, v4, v4
	v_trunc_f32_e32 v10, v4
	v_med3_f32 v5, v4, -1.0, 1.0
	v_min_f32_e32 v6, 0x3e800000, v6
	v_sub_f32_e32 v13, v4, v10
	v_bfi_b32 v7, s4, 2.0, v4
	v_add_f32_e32 v5, v5, v6
	v_cmp_ge_f32_e64 s[0:1], |v13|, 0.5
	v_fract_f32_e32 v8, v4
	v_cndmask_b32_e64 v6, 0, 1.0, s[0:1]
	v_add_f32_e32 v5, v7, v5
	v_ldexp_f32 v9, v4, 3
	v_fma_f32 v11, v4, v4, 1.0
	v_add_f32_e32 v12, v4, v4
	v_bfi_b32 v4, s4, v6, v4
	v_add_f32_e32 v5, v8, v5
	v_add_f32_e32 v4, v10, v4
	v_add_f32_e32 v5, v9, v5
	v_add_f32_e32 v4, v4, v5
	v_add_f32_e32 v4, v11, v4
	global_store_dword v[2:3], v4, off
	global_store_dword v[0:1], v12, off glc slc
.LBB16_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel med_misc
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 16
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
.Lfunc_end16:
	.size	med_misc, .Lfunc_end16-med_misc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 272
; NumSgprs: 14
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
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dword s1, s[4:5], 0x2c
	s_load_dword s0, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s1, s1, 0xffff
	s_mul_i32 s6, s6, s1
	v_add_u32_e32 v0, s6, v0
	v_cmp_gt_i32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB17_2
; %bb.1:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_ashr_i32 s1, s0, 31
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e32 v2, vcc, s10, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v4, v[2:3], off
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v5, v[2:3], off
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	s_lshl_b64 s[0:1], s[0:1], 2
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_mov_b32 s2, 0x5040100
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v0
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	s_waitcnt vmcnt(1)
	v_pk_ashrrev_i16 v6, 1, v4 op_sel_hi:[0,1]
	s_waitcnt vmcnt(0)
	v_pk_sub_i16 v6, v6, v5
	v_min_i16_e32 v7, v4, v5
	v_max_i16_sdwa v8, v4, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_1
	v_pk_mad_u16 v4, v5, v4, v6
	v_perm_b32 v7, v8, v7, s2
	global_store_dword v[0:1], v4, off
	global_store_dword v[2:3], v7, off
.LBB17_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel shorts
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
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
.Lfunc_end17:
	.size	shorts, .Lfunc_end17-shorts
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 232
; NumSgprs: 16
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 9
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s6, s6
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s4, 0, s6
	v_add_u32_e32 v5, s7, v0
	v_sub_u32_e32 v9, 0, v5
	v_rcp_iflag_f32_e32 v1, v1
	v_mov_b32_e32 v4, s3
	v_ashrrev_i32_e32 v8, 31, v5
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s4, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v22, v1, v2
	v_mul_hi_u32 v1, v0, v22
	v_mul_lo_u32 v1, v1, s6
	v_sub_u32_e32 v1, v0, v1
	v_subrev_u32_e32 v2, s6, v1
	v_cmp_le_u32_e32 vcc, s6, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_subrev_u32_e32 v2, s6, v1
	v_cmp_le_u32_e32 vcc, s6, v1
	v_cndmask_b32_e32 v2, v1, v2, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_max_i32_e32 v1, v5, v9
	v_add_co_u32_e32 v6, vcc, s2, v2
	v_mul_hi_u32 v2, v1, v22
	v_mul_lo_u32 v2, v2, s6
	v_addc_co_u32_e32 v7, vcc, v4, v3, vcc
	v_sub_u32_e32 v1, v1, v2
	v_subrev_u32_e32 v2, s6, v1
	v_cmp_le_u32_e32 vcc, s6, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_subrev_u32_e32 v2, s6, v1
	v_cmp_le_u32_e32 vcc, s6, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_xor_b32_e32 v1, v1, v8
	v_sub_u32_e32 v2, v1, v8
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v12, vcc, s2, v2
	v_addc_co_u32_e32 v13, vcc, v1, v3, vcc
	v_add_u32_e32 v1, s7, v5
	v_sub_u32_e32 v3, 0, v1
	v_max_i32_e32 v3, v1, v3
	v_mul_hi_u32 v4, v3, v22
	v_mul_lo_u32 v4, v4, s6
	v_sub_u32_e32 v3, v3, v4
	v_subrev_u32_e32 v4, s6, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s6, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v2, v3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v14, vcc, s2, v2
	v_add_u32_e32 v1, s7, v1
	v_addc_co_u32_e32 v15, vcc, v4, v3, vcc
	v_sub_u32_e32 v3, 0, v1
	v_max_i32_e32 v3, v1, v3
	v_mul_hi_u32 v4, v3, v22
	v_mul_lo_u32 v4, v4, s6
	v_sub_u32_e32 v3, v3, v4
	v_subrev_u32_e32 v4, s6, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s6, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v2, v3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v16, vcc, s2, v2
	v_add_u32_e32 v1, s7, v1
	v_addc_co_u32_e32 v17, vcc, v4, v3, vcc
	v_sub_u32_e32 v3, 0, v1
	v_max_i32_e32 v3, v1, v3
	v_mul_hi_u32 v4, v3, v22
	v_mul_lo_u32 v4, v4, s6
	v_sub_u32_e32 v3, v3, v4
	v_subrev_u32_e32 v4, s6, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s6, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v2, v3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v24, vcc, s2, v2
	v_add_u32_e32 v1, s7, v1
	v_addc_co_u32_e32 v25, vcc, v4, v3, vcc
	v_sub_u32_e32 v3, 0, v1
	v_max_i32_e32 v3, v1, v3
	v_mul_hi_u32 v4, v3, v22
	v_mul_lo_u32 v4, v4, s6
	v_sub_u32_e32 v3, v3, v4
	v_subrev_u32_e32 v4, s6, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s6, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v2, v3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v26, vcc, s2, v2
	v_add_u32_e32 v1, s7, v1
	v_addc_co_u32_e32 v27, vcc, v4, v3, vcc
	v_sub_u32_e32 v3, 0, v1
	v_max_i32_e32 v3, v1, v3
	v_mul_hi_u32 v4, v3, v22
	v_mul_lo_u32 v4, v4, s6
	v_sub_u32_e32 v3, v3, v4
	v_subrev_u32_e32 v4, s6, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s6, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v2, v3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v28, vcc, s2, v2
	v_add_u32_e32 v1, s7, v1
	v_addc_co_u32_e32 v29, vcc, v4, v3, vcc
	v_sub_u32_e32 v3, 0, v1
	v_max_i32_e32 v3, v1, v3
	v_mul_hi_u32 v4, v3, v22
	v_mul_lo_u32 v4, v4, s6
	v_sub_u32_e32 v3, v3, v4
	v_subrev_u32_e32 v4, s6, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_subrev_u32_e32 v4, s6, v3
	v_cmp_le_u32_e32 vcc, s6, v3
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v2, v3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v30, vcc, s2, v2
	v_add_u32_e32 v1, s7, v1
	v_addc_co_u32_e32 v31, vcc, v4, v3, vcc
	global_load_dword v23, v[6:7], off
	global_load_dword v4, v[12:13], off
	global_load_dword v5, v[14:15], off
	global_load_dword v10, v[16:17], off
	global_load_dword v21, v[24:25], off
	global_load_dword v3, v[26:27], off
	global_load_dword v19, v[28:29], off
	global_load_dword v8, v[30:31], off
	v_sub_u32_e32 v6, 0, v1
	v_max_i32_e32 v6, v1, v6
	v_mul_hi_u32 v7, v6, v22
	v_mul_lo_u32 v7, v7, s6
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_xor_b32_e32 v6, v6, v2
	v_sub_u32_e32 v6, v6, v2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v1, s7, v1
	v_add_co_u32_e32 v12, vcc, s2, v6
	v_sub_u32_e32 v6, 0, v1
	v_mov_b32_e32 v2, s3
	v_max_i32_e32 v6, v1, v6
	v_addc_co_u32_e32 v13, vcc, v2, v7, vcc
	v_mul_hi_u32 v7, v6, v22
	v_mul_lo_u32 v7, v7, s6
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_xor_b32_e32 v6, v6, v2
	v_sub_u32_e32 v6, v6, v2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v1, s7, v1
	v_add_co_u32_e32 v16, vcc, s2, v6
	v_sub_u32_e32 v6, 0, v1
	v_mov_b32_e32 v2, s3
	v_max_i32_e32 v6, v1, v6
	v_addc_co_u32_e32 v17, vcc, v2, v7, vcc
	v_mul_hi_u32 v7, v6, v22
	v_mul_lo_u32 v7, v7, s6
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_xor_b32_e32 v6, v6, v2
	v_sub_u32_e32 v6, v6, v2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v1, s7, v1
	v_add_co_u32_e32 v26, vcc, s2, v6
	v_sub_u32_e32 v6, 0, v1
	v_mov_b32_e32 v2, s3
	v_max_i32_e32 v6, v1, v6
	v_addc_co_u32_e32 v27, vcc, v2, v7, vcc
	v_mul_hi_u32 v7, v6, v22
	v_mul_lo_u32 v7, v7, s6
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_xor_b32_e32 v6, v6, v2
	v_sub_u32_e32 v6, v6, v2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v1, s7, v1
	v_add_co_u32_e32 v32, vcc, s2, v6
	v_sub_u32_e32 v6, 0, v1
	v_mov_b32_e32 v2, s3
	v_max_i32_e32 v6, v1, v6
	v_addc_co_u32_e32 v33, vcc, v2, v7, vcc
	v_mul_hi_u32 v7, v6, v22
	v_mul_lo_u32 v7, v7, s6
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_xor_b32_e32 v6, v6, v2
	v_sub_u32_e32 v6, v6, v2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v1, s7, v1
	v_add_co_u32_e32 v34, vcc, s2, v6
	v_sub_u32_e32 v6, 0, v1
	v_mov_b32_e32 v2, s3
	v_max_i32_e32 v6, v1, v6
	v_addc_co_u32_e32 v35, vcc, v2, v7, vcc
	v_mul_hi_u32 v7, v6, v22
	v_mul_lo_u32 v7, v7, s6
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_xor_b32_e32 v6, v6, v2
	v_sub_u32_e32 v6, v6, v2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v1, s7, v1
	v_add_co_u32_e32 v36, vcc, s2, v6
	v_sub_u32_e32 v6, 0, v1
	v_mov_b32_e32 v2, s3
	v_max_i32_e32 v6, v1, v6
	v_addc_co_u32_e32 v37, vcc, v2, v7, vcc
	v_mul_hi_u32 v7, v6, v22
	v_mul_lo_u32 v7, v7, s6
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_xor_b32_e32 v6, v6, v2
	v_sub_u32_e32 v6, v6, v2
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v1, s7, v1
	v_add_co_u32_e32 v38, vcc, s2, v6
	v_sub_u32_e32 v6, 0, v1
	v_mov_b32_e32 v2, s3
	v_max_i32_e32 v6, v1, v6
	v_addc_co_u32_e32 v39, vcc, v2, v7, vcc
	v_mul_hi_u32 v7, v6, v22
	v_mul_lo_u32 v7, v7, s6
	v_sub_u32_e32 v6, v6, v7
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_subrev_u32_e32 v7, s6, v6
	v_cmp_le_u32_e32 vcc, s6, v6
	v_ashrrev_i32_e32 v2, 31, v1
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_xor_b32_e32 v6, v6, v2
	v_sub_u32_e32 v6, v6, v2
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_u32_e32 v1, s7, v1
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_sub_u32_e32 v11, 0, v1
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v40, vcc, s2, v6
	v_max_i32_e32 v11, v1, v11
	v_addc_co_u32_e32 v41, vcc, v2, v7, vcc
	global_load_dword v7, v[12:13], off
	global_load_dword v2, v[16:17], off
	global_load_dword v9, v[26:27], off
	global_load_dword v15, v[32:33], off
	global_load_dword v29, v[34:35], off
	global_load_dword v28, v[36:37], off
	global_load_dword v25, v[38:39], off
	global_load_dword v31, v[40:41], off
	v_mul_hi_u32 v12, v11, v22
	v_mul_lo_u32 v12, v12, s6
	v_sub_u32_e32 v11, v11, v12
	v_subrev_u32_e32 v12, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_subrev_u32_e32 v12, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_ashrrev_i32_e32 v6, 31, v1
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_xor_b32_e32 v11, v11, v6
	v_add_u32_e32 v1, s7, v1
	v_sub_u32_e32 v12, v11, v6
	v_sub_u32_e32 v11, 0, v1
	v_ashrrev_i32_e32 v13, 31, v12
	v_max_i32_e32 v11, v1, v11
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_mul_hi_u32 v14, v11, v22
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v12, vcc, s2, v12
	v_mul_lo_u32 v14, v14, s6
	v_addc_co_u32_e32 v13, vcc, v6, v13, vcc
	v_sub_u32_e32 v11, v11, v14
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_ashrrev_i32_e32 v6, 31, v1
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_xor_b32_e32 v11, v11, v6
	v_add_u32_e32 v1, s7, v1
	v_sub_u32_e32 v16, v11, v6
	v_sub_u32_e32 v11, 0, v1
	v_ashrrev_i32_e32 v17, 31, v16
	v_max_i32_e32 v11, v1, v11
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_mul_hi_u32 v14, v11, v22
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v16, vcc, s2, v16
	v_mul_lo_u32 v14, v14, s6
	v_addc_co_u32_e32 v17, vcc, v6, v17, vcc
	v_sub_u32_e32 v11, v11, v14
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_ashrrev_i32_e32 v6, 31, v1
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_xor_b32_e32 v11, v11, v6
	v_add_u32_e32 v1, s7, v1
	v_sub_u32_e32 v26, v11, v6
	v_sub_u32_e32 v11, 0, v1
	v_ashrrev_i32_e32 v27, 31, v26
	v_max_i32_e32 v11, v1, v11
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_mul_hi_u32 v14, v11, v22
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v26, vcc, s2, v26
	v_mul_lo_u32 v14, v14, s6
	v_addc_co_u32_e32 v27, vcc, v6, v27, vcc
	v_sub_u32_e32 v11, v11, v14
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_ashrrev_i32_e32 v6, 31, v1
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_xor_b32_e32 v11, v11, v6
	v_add_u32_e32 v1, s7, v1
	v_sub_u32_e32 v32, v11, v6
	v_sub_u32_e32 v11, 0, v1
	v_ashrrev_i32_e32 v33, 31, v32
	v_max_i32_e32 v11, v1, v11
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_mul_hi_u32 v14, v11, v22
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v36, vcc, s2, v32
	v_mul_lo_u32 v14, v14, s6
	v_addc_co_u32_e32 v37, vcc, v6, v33, vcc
	v_sub_u32_e32 v11, v11, v14
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_ashrrev_i32_e32 v6, 31, v1
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_xor_b32_e32 v11, v11, v6
	v_add_u32_e32 v1, s7, v1
	v_sub_u32_e32 v32, v11, v6
	v_sub_u32_e32 v11, 0, v1
	v_ashrrev_i32_e32 v33, 31, v32
	v_max_i32_e32 v11, v1, v11
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_mul_hi_u32 v14, v11, v22
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v38, vcc, s2, v32
	v_mul_lo_u32 v14, v14, s6
	v_addc_co_u32_e32 v39, vcc, v6, v33, vcc
	v_sub_u32_e32 v11, v11, v14
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_ashrrev_i32_e32 v6, 31, v1
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_xor_b32_e32 v11, v11, v6
	v_add_u32_e32 v1, s7, v1
	v_sub_u32_e32 v32, v11, v6
	v_sub_u32_e32 v11, 0, v1
	v_ashrrev_i32_e32 v33, 31, v32
	v_max_i32_e32 v11, v1, v11
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_mul_hi_u32 v14, v11, v22
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v40, vcc, s2, v32
	v_mul_lo_u32 v14, v14, s6
	v_addc_co_u32_e32 v41, vcc, v6, v33, vcc
	v_sub_u32_e32 v11, v11, v14
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_ashrrev_i32_e32 v6, 31, v1
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_xor_b32_e32 v11, v11, v6
	v_sub_u32_e32 v32, v11, v6
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v42, vcc, s2, v32
	v_addc_co_u32_e32 v43, vcc, v6, v33, vcc
	v_add_u32_e32 v6, s7, v1
	v_sub_u32_e32 v11, 0, v6
	v_max_i32_e32 v11, v6, v11
	v_mul_hi_u32 v14, v11, v22
	v_mul_lo_u32 v14, v14, s6
	v_sub_u32_e32 v11, v11, v14
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_subrev_u32_e32 v14, s6, v11
	v_cmp_le_u32_e32 vcc, s6, v11
	v_ashrrev_i32_e32 v1, 31, v6
	v_cndmask_b32_e32 v11, v11, v14, vcc
	v_xor_b32_e32 v11, v11, v1
	v_sub_u32_e32 v32, v11, v1
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v44, vcc, s2, v32
	v_add_u32_e32 v6, s7, v6
	v_addc_co_u32_e32 v45, vcc, v1, v33, vcc
	global_load_dword v18, v[12:13], off
	global_load_dword v32, v[16:17], off
	global_load_dword v24, v[26:27], off
	global_load_dword v79, v[36:37], off
	global_load_dword v78, v[38:39], off
	global_load_dword v1, v[40:41], off
	global_load_dword v20, v[42:43], off
	global_load_dword v34, v[44:45], off
	v_sub_u32_e32 v12, 0, v6
	v_max_i32_e32 v12, v6, v12
	v_mul_hi_u32 v13, v12, v22
	v_mul_lo_u32 v13, v13, s6
	v_sub_u32_e32 v12, v12, v13
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v12, v12, v11
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v16, vcc, s2, v12
	v_sub_u32_e32 v12, 0, v6
	v_mov_b32_e32 v11, s3
	v_max_i32_e32 v12, v6, v12
	v_addc_co_u32_e32 v17, vcc, v11, v13, vcc
	v_mul_hi_u32 v13, v12, v22
	v_mul_lo_u32 v13, v13, s6
	v_sub_u32_e32 v12, v12, v13
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v12, v12, v11
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v26, vcc, s2, v12
	v_sub_u32_e32 v12, 0, v6
	v_mov_b32_e32 v11, s3
	v_max_i32_e32 v12, v6, v12
	v_addc_co_u32_e32 v27, vcc, v11, v13, vcc
	v_mul_hi_u32 v13, v12, v22
	v_mul_lo_u32 v13, v13, s6
	v_sub_u32_e32 v12, v12, v13
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v12, v12, v11
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v44, vcc, s2, v12
	v_sub_u32_e32 v12, 0, v6
	v_mov_b32_e32 v11, s3
	v_max_i32_e32 v12, v6, v12
	v_addc_co_u32_e32 v45, vcc, v11, v13, vcc
	v_mul_hi_u32 v13, v12, v22
	v_mul_lo_u32 v13, v13, s6
	v_sub_u32_e32 v12, v12, v13
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v12, v12, v11
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v46, vcc, s2, v12
	v_sub_u32_e32 v12, 0, v6
	v_mov_b32_e32 v11, s3
	v_max_i32_e32 v12, v6, v12
	v_addc_co_u32_e32 v47, vcc, v11, v13, vcc
	v_mul_hi_u32 v13, v12, v22
	v_mul_lo_u32 v13, v13, s6
	v_sub_u32_e32 v12, v12, v13
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v12, v12, v11
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v48, vcc, s2, v12
	v_sub_u32_e32 v12, 0, v6
	v_mov_b32_e32 v11, s3
	v_max_i32_e32 v12, v6, v12
	v_addc_co_u32_e32 v49, vcc, v11, v13, vcc
	v_mul_hi_u32 v13, v12, v22
	v_mul_lo_u32 v13, v13, s6
	v_sub_u32_e32 v12, v12, v13
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v12, v12, v11
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v50, vcc, s2, v12
	v_sub_u32_e32 v12, 0, v6
	v_mov_b32_e32 v11, s3
	v_max_i32_e32 v12, v6, v12
	v_addc_co_u32_e32 v51, vcc, v11, v13, vcc
	v_mul_hi_u32 v13, v12, v22
	v_mul_lo_u32 v13, v13, s6
	v_sub_u32_e32 v12, v12, v13
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v12, v12, v11
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v52, vcc, s2, v12
	v_sub_u32_e32 v12, 0, v6
	v_mov_b32_e32 v11, s3
	v_max_i32_e32 v12, v6, v12
	v_addc_co_u32_e32 v53, vcc, v11, v13, vcc
	v_mul_hi_u32 v13, v12, v22
	v_mul_lo_u32 v13, v13, s6
	v_sub_u32_e32 v12, v12, v13
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_subrev_u32_e32 v13, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v12, v12, v11
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v54, vcc, s2, v12
	v_sub_u32_e32 v12, 0, v6
	v_mov_b32_e32 v11, s3
	v_max_i32_e32 v12, v6, v12
	v_addc_co_u32_e32 v55, vcc, v11, v13, vcc
	global_load_dword v13, v[16:17], off
	global_load_dword v36, v[26:27], off
	global_load_dword v42, v[44:45], off
	global_load_dword v30, v[46:47], off
	global_load_dword v43, v[48:49], off
	global_load_dword v41, v[50:51], off
	global_load_dword v14, v[52:53], off
	global_load_dword v38, v[54:55], off
	v_mul_hi_u32 v16, v12, v22
	v_mul_lo_u32 v16, v16, s6
	v_sub_u32_e32 v12, v12, v16
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v16, v12, v11
	v_add_u32_e32 v6, s7, v6
	v_ashrrev_i32_e32 v17, 31, v16
	v_sub_u32_e32 v12, 0, v6
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_max_i32_e32 v12, v6, v12
	v_add_co_u32_e32 v26, vcc, s2, v16
	v_mul_hi_u32 v16, v12, v22
	v_mov_b32_e32 v11, s3
	v_mul_lo_u32 v16, v16, s6
	v_addc_co_u32_e32 v27, vcc, v11, v17, vcc
	v_sub_u32_e32 v12, v12, v16
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v16, v12, v11
	v_add_u32_e32 v6, s7, v6
	v_ashrrev_i32_e32 v17, 31, v16
	v_sub_u32_e32 v12, 0, v6
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_max_i32_e32 v12, v6, v12
	v_add_co_u32_e32 v44, vcc, s2, v16
	v_mul_hi_u32 v16, v12, v22
	v_mov_b32_e32 v11, s3
	v_mul_lo_u32 v16, v16, s6
	v_addc_co_u32_e32 v45, vcc, v11, v17, vcc
	v_sub_u32_e32 v12, v12, v16
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v16, v12, v11
	v_add_u32_e32 v6, s7, v6
	v_ashrrev_i32_e32 v17, 31, v16
	v_sub_u32_e32 v12, 0, v6
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_max_i32_e32 v12, v6, v12
	v_add_co_u32_e32 v52, vcc, s2, v16
	v_mul_hi_u32 v16, v12, v22
	v_mov_b32_e32 v11, s3
	v_mul_lo_u32 v16, v16, s6
	v_addc_co_u32_e32 v53, vcc, v11, v17, vcc
	v_sub_u32_e32 v12, v12, v16
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v16, v12, v11
	v_add_u32_e32 v6, s7, v6
	v_ashrrev_i32_e32 v17, 31, v16
	v_sub_u32_e32 v12, 0, v6
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_max_i32_e32 v12, v6, v12
	v_add_co_u32_e32 v54, vcc, s2, v16
	v_mul_hi_u32 v16, v12, v22
	v_mov_b32_e32 v11, s3
	v_mul_lo_u32 v16, v16, s6
	v_addc_co_u32_e32 v55, vcc, v11, v17, vcc
	v_sub_u32_e32 v12, v12, v16
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v16, v12, v11
	v_add_u32_e32 v6, s7, v6
	v_ashrrev_i32_e32 v17, 31, v16
	v_sub_u32_e32 v12, 0, v6
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_max_i32_e32 v12, v6, v12
	v_add_co_u32_e32 v56, vcc, s2, v16
	v_mul_hi_u32 v16, v12, v22
	v_mov_b32_e32 v11, s3
	v_mul_lo_u32 v16, v16, s6
	v_addc_co_u32_e32 v57, vcc, v11, v17, vcc
	v_sub_u32_e32 v12, v12, v16
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v16, v12, v11
	v_add_u32_e32 v6, s7, v6
	v_ashrrev_i32_e32 v17, 31, v16
	v_sub_u32_e32 v12, 0, v6
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_max_i32_e32 v12, v6, v12
	v_add_co_u32_e32 v58, vcc, s2, v16
	v_mul_hi_u32 v16, v12, v22
	v_mov_b32_e32 v11, s3
	v_mul_lo_u32 v16, v16, s6
	v_addc_co_u32_e32 v59, vcc, v11, v17, vcc
	v_sub_u32_e32 v12, v12, v16
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v16, v12, v11
	v_add_u32_e32 v6, s7, v6
	v_ashrrev_i32_e32 v17, 31, v16
	v_sub_u32_e32 v12, 0, v6
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_max_i32_e32 v12, v6, v12
	v_add_co_u32_e32 v60, vcc, s2, v16
	v_mul_hi_u32 v16, v12, v22
	v_mov_b32_e32 v11, s3
	v_mul_lo_u32 v16, v16, s6
	v_addc_co_u32_e32 v61, vcc, v11, v17, vcc
	v_sub_u32_e32 v12, v12, v16
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_subrev_u32_e32 v16, s6, v12
	v_cmp_le_u32_e32 vcc, s6, v12
	v_ashrrev_i32_e32 v11, 31, v6
	v_cndmask_b32_e32 v12, v12, v16, vcc
	v_xor_b32_e32 v12, v12, v11
	v_sub_u32_e32 v16, v12, v11
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_mov_b32_e32 v11, s3
	v_add_co_u32_e32 v62, vcc, s2, v16
	v_add_u32_e32 v6, s7, v6
	v_addc_co_u32_e32 v63, vcc, v11, v17, vcc
	global_load_dword v39, v[26:27], off
	global_load_dword v47, v[44:45], off
	global_load_dword v80, v[52:53], off
	global_load_dword v50, v[54:55], off
	global_load_dword v49, v[56:57], off
	global_load_dword v16, v[58:59], off
	global_load_dword v11, v[60:61], off
	global_load_dword v12, v[62:63], off
	v_sub_u32_e32 v26, 0, v6
	v_max_i32_e32 v26, v6, v26
	v_mul_hi_u32 v27, v26, v22
	v_mul_lo_u32 v27, v27, s6
	v_sub_u32_e32 v26, v26, v27
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_ashrrev_i32_e32 v17, 31, v6
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_xor_b32_e32 v26, v26, v17
	v_sub_u32_e32 v26, v26, v17
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v44, vcc, s2, v26
	v_sub_u32_e32 v26, 0, v6
	v_mov_b32_e32 v17, s3
	v_max_i32_e32 v26, v6, v26
	v_addc_co_u32_e32 v45, vcc, v17, v27, vcc
	v_mul_hi_u32 v27, v26, v22
	v_mul_lo_u32 v27, v27, s6
	v_sub_u32_e32 v26, v26, v27
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_ashrrev_i32_e32 v17, 31, v6
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_xor_b32_e32 v26, v26, v17
	v_sub_u32_e32 v26, v26, v17
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v54, vcc, s2, v26
	v_sub_u32_e32 v26, 0, v6
	v_mov_b32_e32 v17, s3
	v_max_i32_e32 v26, v6, v26
	v_addc_co_u32_e32 v55, vcc, v17, v27, vcc
	v_mul_hi_u32 v27, v26, v22
	v_mul_lo_u32 v27, v27, s6
	v_sub_u32_e32 v26, v26, v27
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_ashrrev_i32_e32 v17, 31, v6
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_xor_b32_e32 v26, v26, v17
	v_sub_u32_e32 v26, v26, v17
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v58, vcc, s2, v26
	v_sub_u32_e32 v26, 0, v6
	v_mov_b32_e32 v17, s3
	v_max_i32_e32 v26, v6, v26
	v_addc_co_u32_e32 v59, vcc, v17, v27, vcc
	v_mul_hi_u32 v27, v26, v22
	v_mul_lo_u32 v27, v27, s6
	v_sub_u32_e32 v26, v26, v27
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_ashrrev_i32_e32 v17, 31, v6
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_xor_b32_e32 v26, v26, v17
	v_sub_u32_e32 v26, v26, v17
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v60, vcc, s2, v26
	v_sub_u32_e32 v26, 0, v6
	v_mov_b32_e32 v17, s3
	v_max_i32_e32 v26, v6, v26
	v_addc_co_u32_e32 v61, vcc, v17, v27, vcc
	v_mul_hi_u32 v27, v26, v22
	v_mul_lo_u32 v27, v27, s6
	v_sub_u32_e32 v26, v26, v27
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_ashrrev_i32_e32 v17, 31, v6
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_xor_b32_e32 v26, v26, v17
	v_sub_u32_e32 v26, v26, v17
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v62, vcc, s2, v26
	v_sub_u32_e32 v26, 0, v6
	v_mov_b32_e32 v17, s3
	v_max_i32_e32 v26, v6, v26
	v_addc_co_u32_e32 v63, vcc, v17, v27, vcc
	v_mul_hi_u32 v27, v26, v22
	v_mul_lo_u32 v27, v27, s6
	v_sub_u32_e32 v26, v26, v27
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_ashrrev_i32_e32 v17, 31, v6
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_xor_b32_e32 v26, v26, v17
	v_sub_u32_e32 v26, v26, v17
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_u32_e32 v6, s7, v6
	v_add_co_u32_e32 v64, vcc, s2, v26
	v_sub_u32_e32 v26, 0, v6
	v_mov_b32_e32 v17, s3
	v_max_i32_e32 v26, v6, v26
	v_addc_co_u32_e32 v65, vcc, v17, v27, vcc
	v_mul_hi_u32 v27, v26, v22
	v_mul_lo_u32 v27, v27, s6
	v_sub_u32_e32 v26, v26, v27
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_ashrrev_i32_e32 v17, 31, v6
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_xor_b32_e32 v26, v26, v17
	v_sub_u32_e32 v26, v26, v17
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_mov_b32_e32 v17, s3
	v_add_co_u32_e32 v66, vcc, s2, v26
	v_addc_co_u32_e32 v67, vcc, v17, v27, vcc
	v_add_u32_e32 v17, s7, v6
	v_sub_u32_e32 v26, 0, v17
	v_max_i32_e32 v26, v17, v26
	v_mul_hi_u32 v27, v26, v22
	v_mul_lo_u32 v27, v27, s6
	v_sub_u32_e32 v26, v26, v27
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_subrev_u32_e32 v27, s6, v26
	v_cmp_le_u32_e32 vcc, s6, v26
	v_ashrrev_i32_e32 v6, 31, v17
	v_cndmask_b32_e32 v26, v26, v27, vcc
	v_xor_b32_e32 v26, v26, v6
	v_add_u32_e32 v17, s7, v17
	v_sub_u32_e32 v26, v26, v6
	v_sub_u32_e32 v35, 0, v17
	v_ashrrev_i32_e32 v27, 31, v26
	v_max_i32_e32 v35, v17, v35
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_mul_hi_u32 v37, v35, v22
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v68, vcc, s2, v26
	v_mul_lo_u32 v37, v37, s6
	v_addc_co_u32_e32 v69, vcc, v6, v27, vcc
	v_sub_u32_e32 v35, v35, v37
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_ashrrev_i32_e32 v26, 31, v17
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_xor_b32_e32 v35, v35, v26
	v_add_u32_e32 v17, s7, v17
	global_load_dword v33, v[44:45], off
	global_load_dword v88, v[54:55], off
	global_load_dword v82, v[58:59], off
	global_load_dword v6, v[60:61], off
	global_load_dword v53, v[62:63], off
	global_load_dword v56, v[64:65], off
	global_load_dword v27, v[66:67], off
	global_load_dword v81, v[68:69], off
	v_sub_u32_e32 v44, v35, v26
	v_sub_u32_e32 v35, 0, v17
	v_ashrrev_i32_e32 v45, 31, v44
	v_max_i32_e32 v35, v17, v35
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_mul_hi_u32 v37, v35, v22
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v44, vcc, s2, v44
	v_mul_lo_u32 v37, v37, s6
	v_addc_co_u32_e32 v45, vcc, v26, v45, vcc
	v_sub_u32_e32 v35, v35, v37
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_ashrrev_i32_e32 v26, 31, v17
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_xor_b32_e32 v35, v35, v26
	v_add_u32_e32 v17, s7, v17
	v_sub_u32_e32 v54, v35, v26
	v_sub_u32_e32 v35, 0, v17
	v_ashrrev_i32_e32 v55, 31, v54
	v_max_i32_e32 v35, v17, v35
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_mul_hi_u32 v37, v35, v22
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v54, vcc, s2, v54
	v_mul_lo_u32 v37, v37, s6
	v_addc_co_u32_e32 v55, vcc, v26, v55, vcc
	v_sub_u32_e32 v35, v35, v37
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_ashrrev_i32_e32 v26, 31, v17
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_xor_b32_e32 v35, v35, v26
	v_add_u32_e32 v17, s7, v17
	v_sub_u32_e32 v58, v35, v26
	v_sub_u32_e32 v35, 0, v17
	v_ashrrev_i32_e32 v59, 31, v58
	v_max_i32_e32 v35, v17, v35
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_mul_hi_u32 v37, v35, v22
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v60, vcc, s2, v58
	v_mul_lo_u32 v37, v37, s6
	v_addc_co_u32_e32 v61, vcc, v26, v59, vcc
	v_sub_u32_e32 v35, v35, v37
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_ashrrev_i32_e32 v26, 31, v17
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_xor_b32_e32 v35, v35, v26
	v_add_u32_e32 v17, s7, v17
	v_sub_u32_e32 v58, v35, v26
	v_sub_u32_e32 v35, 0, v17
	v_ashrrev_i32_e32 v59, 31, v58
	v_max_i32_e32 v35, v17, v35
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_mul_hi_u32 v37, v35, v22
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v62, vcc, s2, v58
	v_mul_lo_u32 v37, v37, s6
	v_addc_co_u32_e32 v63, vcc, v26, v59, vcc
	v_sub_u32_e32 v35, v35, v37
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_ashrrev_i32_e32 v26, 31, v17
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_xor_b32_e32 v35, v35, v26
	v_add_u32_e32 v17, s7, v17
	v_sub_u32_e32 v58, v35, v26
	v_sub_u32_e32 v35, 0, v17
	v_ashrrev_i32_e32 v59, 31, v58
	v_max_i32_e32 v35, v17, v35
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_mul_hi_u32 v37, v35, v22
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v64, vcc, s2, v58
	v_mul_lo_u32 v37, v37, s6
	v_addc_co_u32_e32 v65, vcc, v26, v59, vcc
	v_sub_u32_e32 v35, v35, v37
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_ashrrev_i32_e32 v26, 31, v17
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_xor_b32_e32 v35, v35, v26
	v_sub_u32_e32 v58, v35, v26
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v66, vcc, s2, v58
	v_addc_co_u32_e32 v67, vcc, v26, v59, vcc
	v_add_u32_e32 v26, s7, v17
	v_sub_u32_e32 v35, 0, v26
	v_max_i32_e32 v35, v26, v35
	v_mul_hi_u32 v37, v35, v22
	v_mul_lo_u32 v37, v37, s6
	v_sub_u32_e32 v35, v35, v37
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_subrev_u32_e32 v37, s6, v35
	v_cmp_le_u32_e32 vcc, s6, v35
	v_ashrrev_i32_e32 v17, 31, v26
	v_cndmask_b32_e32 v35, v35, v37, vcc
	v_xor_b32_e32 v35, v35, v17
	v_add_u32_e32 v26, s7, v26
	v_sub_u32_e32 v58, v35, v17
	v_sub_u32_e32 v37, 0, v26
	v_ashrrev_i32_e32 v59, 31, v58
	v_max_i32_e32 v37, v26, v37
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_mul_hi_u32 v40, v37, v22
	v_mov_b32_e32 v17, s3
	v_add_co_u32_e32 v68, vcc, s2, v58
	v_mul_lo_u32 v40, v40, s6
	v_addc_co_u32_e32 v69, vcc, v17, v59, vcc
	v_sub_u32_e32 v37, v37, v40
	v_subrev_u32_e32 v40, s6, v37
	v_cmp_le_u32_e32 vcc, s6, v37
	v_cndmask_b32_e32 v37, v37, v40, vcc
	v_ashrrev_i32_e32 v35, 31, v26
	v_subrev_u32_e32 v40, s6, v37
	v_cmp_le_u32_e32 vcc, s6, v37
	v_add_u32_e32 v26, s7, v26
	v_cndmask_b32_e32 v37, v37, v40, vcc
	v_sub_u32_e32 v40, 0, v26
	v_max_i32_e32 v40, v26, v40
	v_mul_hi_u32 v48, v40, v22
	v_mul_lo_u32 v48, v48, s6
	v_sub_u32_e32 v40, v40, v48
	v_subrev_u32_e32 v48, s6, v40
	v_cmp_le_u32_e32 vcc, s6, v40
	v_cndmask_b32_e32 v40, v40, v48, vcc
	v_xor_b32_e32 v37, v37, v35
	v_subrev_u32_e32 v48, s6, v40
	v_cmp_le_u32_e32 vcc, s6, v40
	global_load_dword v46, v[44:45], off
	global_load_dword v86, v[54:55], off
	global_load_dword v85, v[60:61], off
	global_load_dword v17, v[62:63], off
	global_load_dword v84, v[64:65], off
	global_load_dword v83, v[66:67], off
	global_load_dword v58, v[68:69], off
	v_sub_u32_e32 v44, v37, v35
	v_ashrrev_i32_e32 v37, 31, v26
	v_cndmask_b32_e32 v40, v40, v48, vcc
	v_xor_b32_e32 v40, v40, v37
	v_add_u32_e32 v26, s7, v26
	v_sub_u32_e32 v54, v40, v37
	v_sub_u32_e32 v40, 0, v26
	v_ashrrev_i32_e32 v55, 31, v54
	v_max_i32_e32 v40, v26, v40
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_mul_hi_u32 v48, v40, v22
	v_mov_b32_e32 v37, s3
	v_add_co_u32_e32 v60, vcc, s2, v54
	v_mul_lo_u32 v48, v48, s6
	v_addc_co_u32_e32 v61, vcc, v37, v55, vcc
	v_sub_u32_e32 v40, v40, v48
	v_subrev_u32_e32 v48, s6, v40
	v_cmp_le_u32_e32 vcc, s6, v40
	v_cndmask_b32_e32 v40, v40, v48, vcc
	v_subrev_u32_e32 v48, s6, v40
	v_cmp_le_u32_e32 vcc, s6, v40
	v_ashrrev_i32_e32 v37, 31, v26
	v_cndmask_b32_e32 v40, v40, v48, vcc
	v_xor_b32_e32 v40, v40, v37
	v_add_u32_e32 v26, s7, v26
	v_sub_u32_e32 v54, v40, v37
	v_sub_u32_e32 v40, 0, v26
	v_ashrrev_i32_e32 v55, 31, v54
	v_max_i32_e32 v40, v26, v40
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_mul_hi_u32 v48, v40, v22
	v_mov_b32_e32 v37, s3
	v_add_co_u32_e32 v64, vcc, s2, v54
	v_mul_lo_u32 v48, v48, s6
	v_addc_co_u32_e32 v65, vcc, v37, v55, vcc
	v_sub_u32_e32 v40, v40, v48
	v_subrev_u32_e32 v48, s6, v40
	v_cmp_le_u32_e32 vcc, s6, v40
	v_cndmask_b32_e32 v40, v40, v48, vcc
	v_subrev_u32_e32 v48, s6, v40
	v_cmp_le_u32_e32 vcc, s6, v40
	v_ashrrev_i32_e32 v37, 31, v26
	v_cndmask_b32_e32 v40, v40, v48, vcc
	v_xor_b32_e32 v40, v40, v37
	v_add_u32_e32 v26, s7, v26
	v_sub_u32_e32 v54, v40, v37
	v_sub_u32_e32 v40, 0, v26
	v_ashrrev_i32_e32 v55, 31, v54
	v_max_i32_e32 v40, v26, v40
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_mul_hi_u32 v48, v40, v22
	v_mov_b32_e32 v37, s3
	v_add_co_u32_e32 v68, vcc, s2, v54
	v_mul_lo_u32 v48, v48, s6
	v_addc_co_u32_e32 v69, vcc, v37, v55, vcc
	v_sub_u32_e32 v40, v40, v48
	v_subrev_u32_e32 v48, s6, v40
	v_cmp_le_u32_e32 vcc, s6, v40
	v_cndmask_b32_e32 v40, v40, v48, vcc
	v_subrev_u32_e32 v48, s6, v40
	v_cmp_le_u32_e32 vcc, s6, v40
	v_ashrrev_i32_e32 v37, 31, v26
	v_cndmask_b32_e32 v40, v40, v48, vcc
	v_xor_b32_e32 v40, v40, v37
	v_add_u32_e32 v26, s7, v26
	v_sub_u32_e32 v54, v40, v37
	v_sub_u32_e32 v40, 0, v26
	v_ashrrev_i32_e32 v55, 31, v54
	v_max_i32_e32 v40, v26, v40
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_mul_hi_u32 v48, v40, v22
	v_mov_b32_e32 v37, s3
	v_add_co_u32_e32 v70, vcc, s2, v54
	v_mul_lo_u32 v48, v48, s6
	v_addc_co_u32_e32 v71, vcc, v37, v55, vcc
	v_sub_u32_e32 v40, v40, v48
	v_subrev_u32_e32 v48, s6, v40
	v_cmp_le_u32_e32 vcc, s6, v40
	v_cndmask_b32_e32 v40, v40, v48, vcc
	v_subrev_u32_e32 v48, s6, v40
	v_cmp_le_u32_e32 vcc, s6, v40
	v_ashrrev_i32_e32 v37, 31, v26
	v_cndmask_b32_e32 v40, v40, v48, vcc
	v_xor_b32_e32 v40, v40, v37
	v_add_u32_e32 v26, s7, v26
	v_sub_u32_e32 v54, v40, v37
	v_sub_u32_e32 v48, 0, v26
	v_ashrrev_i32_e32 v55, 31, v54
	v_max_i32_e32 v48, v26, v48
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_mul_hi_u32 v51, v48, v22
	v_mov_b32_e32 v37, s3
	v_add_co_u32_e32 v72, vcc, s2, v54
	v_mul_lo_u32 v51, v51, s6
	v_addc_co_u32_e32 v73, vcc, v37, v55, vcc
	v_sub_u32_e32 v48, v48, v51
	v_subrev_u32_e32 v51, s6, v48
	v_cmp_le_u32_e32 vcc, s6, v48
	v_cndmask_b32_e32 v48, v48, v51, vcc
	v_subrev_u32_e32 v51, s6, v48
	v_cmp_le_u32_e32 vcc, s6, v48
	v_ashrrev_i32_e32 v37, 31, v26
	v_cndmask_b32_e32 v48, v48, v51, vcc
	v_xor_b32_e32 v48, v48, v37
	v_add_u32_e32 v26, s7, v26
	global_load_dword v57, v[60:61], off
	global_load_dword v62, v[64:65], off
	global_load_dword v40, v[68:69], off
	global_load_dword v66, v[70:71], off
	global_load_dword v54, v[72:73], off
	v_sub_u32_e32 v60, v48, v37
	v_sub_u32_e32 v48, 0, v26
	v_ashrrev_i32_e32 v61, 31, v60
	v_max_i32_e32 v48, v26, v48
	v_lshlrev_b64 v[60:61], 2, v[60:61]
	v_mul_hi_u32 v51, v48, v22
	v_mov_b32_e32 v37, s3
	v_add_co_u32_e32 v60, vcc, s2, v60
	v_mul_lo_u32 v51, v51, s6
	v_addc_co_u32_e32 v61, vcc, v37, v61, vcc
	v_sub_u32_e32 v48, v48, v51
	v_subrev_u32_e32 v51, s6, v48
	v_cmp_le_u32_e32 vcc, s6, v48
	v_cndmask_b32_e32 v48, v48, v51, vcc
	v_subrev_u32_e32 v51, s6, v48
	v_cmp_le_u32_e32 vcc, s6, v48
	v_ashrrev_i32_e32 v37, 31, v26
	v_cndmask_b32_e32 v48, v48, v51, vcc
	v_xor_b32_e32 v48, v48, v37
	global_load_dword v55, v[60:61], off
	v_sub_u32_e32 v60, v48, v37
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshlrev_b64 v[60:61], 2, v[60:61]
	v_add_u32_e32 v26, s7, v26
	v_mov_b32_e32 v37, s3
	v_add_co_u32_e32 v60, vcc, s2, v60
	v_sub_u32_e32 v48, 0, v26
	v_addc_co_u32_e32 v61, vcc, v37, v61, vcc
	v_ashrrev_i32_e32 v37, 31, v26
	v_max_i32_e32 v26, v26, v48
	v_mul_hi_u32 v22, v26, v22
	v_mul_lo_u32 v22, v22, s6
	v_sub_u32_e32 v22, v26, v22
	v_subrev_u32_e32 v26, s6, v22
	v_cmp_le_u32_e32 vcc, s6, v22
	v_cndmask_b32_e32 v22, v22, v26, vcc
	v_subrev_u32_e32 v26, s6, v22
	v_cmp_le_u32_e32 vcc, s6, v22
	v_cndmask_b32_e32 v22, v22, v26, vcc
	v_xor_b32_e32 v22, v22, v37
	v_sub_u32_e32 v64, v22, v37
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshlrev_b64 v[64:65], 2, v[64:65]
	v_mov_b32_e32 v22, s3
	v_add_co_u32_e32 v64, vcc, s2, v64
	v_ashrrev_i32_e32 v45, 31, v44
	v_addc_co_u32_e32 v65, vcc, v22, v65, vcc
	global_load_dword v70, v[60:61], off
	global_load_dword v48, v[64:65], off
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_mov_b32_e32 v35, s3
	v_add_co_u32_e32 v44, vcc, s2, v44
	v_addc_co_u32_e32 v45, vcc, v35, v45, vcc
	global_load_dword v52, v[44:45], off
	s_waitcnt vmcnt(50)
	v_fmac_f32_e32 v28, 0.5, v15
	s_waitcnt vmcnt(36)
	v_fmac_f32_e32 v30, 0.5, v28
	v_fmac_f32_e32 v25, 0.5, v5
	s_waitcnt vmcnt(34)
	v_fmac_f32_e32 v15, 0.5, v41
	v_mov_b32_e32 v67, v7
	v_fmac_f32_e32 v8, 0.5, v4
	s_waitcnt vmcnt(28)
	v_fmac_f32_e32 v50, 0.5, v3
	s_waitcnt vmcnt(21)
	v_fmac_f32_e32 v82, 0.5, v19
	v_fmac_f32_e32 v19, 0.5, v9
	v_fmac_f32_e32 v80, 0.5, v25
	v_pk_fma_f32 v[60:61], v[20:21], 0.5, v[42:43] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v59, v21
	v_pk_fma_f32 v[76:77], v[14:15], 0.5, v[24:25] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(14)
	v_fmac_f32_e32 v86, 0.5, v8
	s_waitcnt vmcnt(8)
	v_pk_fma_f32 v[72:73], v[6:7], 0.5, v[56:57] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v78, 0.5, v29
	v_fmac_f32_e32 v27, 0.5, v80
	s_waitcnt vmcnt(5)
	v_pk_fma_f32 v[68:69], v[72:73], 0.5, v[66:67] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v83, 0.5, v50
	v_pk_fma_f32 v[64:65], v[60:61], 0.5, v[58:59] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[58:59], v[76:77], 0.5 op_sel_hi:[1,0]
	v_fmac_f32_e32 v41, 0.5, v68
	s_mov_b32 s3, 0.5
	v_mul_f32_e32 v51, 0.5, v23
	v_fmac_f32_e32 v29, 0.5, v78
	v_fmac_f32_e32 v9, 0.5, v11
	v_fmac_f32_e32 v11, 0.5, v82
	v_fmac_f32_e32 v5, 0.5, v27
	v_mul_f32_e32 v26, 0.5, v86
	v_fma_f32 v87, 0.5, v17, v16
	v_fmac_f32_e32 v17, 0.5, v83
	v_mov_b32_e32 v22, v59
	v_pk_fma_f32 v[58:59], v[64:65], 0.5, v[40:41] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v35, 0.5
	v_pk_fma_f32 v[42:43], v[16:17], 0.5, v[10:11] op_sel_hi:[1,0,1]
	v_pk_add_f32 v[66:67], v[50:51], v[22:23]
	v_pk_mul_f32 v[22:23], v[58:59], 0.5 op_sel_hi:[1,0]
	v_mov_b32_e32 v21, v29
	v_fmac_f32_e32 v1, 0.5, v10
	s_waitcnt vmcnt(4)
	v_fmac_f32_e32 v54, 0.5, v49
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v55, 0.5, v30
	v_fmac_f32_e32 v6, 0.5, v55
	v_fmac_f32_e32 v6, 0.5, v19
	v_fmac_f32_e32 v27, 0.5, v6
	v_pk_add_f32 v[40:41], v[34:35], v[26:27]
	v_pk_mul_f32 v[74:75], v[26:27], s[2:3]
	v_mov_b32_e32 v23, v42
	v_mov_b32_e32 v41, v75
	v_pk_fma_f32 v[20:21], v[58:59], 0.5, v[20:21] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v88, 0.5, v31
	v_fmac_f32_e32 v3, 0.5, v79
	v_fmac_f32_e32 v79, 0.5, v1
	v_fmac_f32_e32 v80, 0.5, v40
	v_pk_add_f32 v[56:57], v[40:41], v[22:23]
	v_fmac_f32_e32 v49, 0.5, v54
	v_pk_fma_f32 v[40:41], v[42:43], 0.5, v[20:21] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v37, v39
	v_fma_f32 v45, 0.5, v88, v38
	v_fmac_f32_e32 v1, 0.5, v29
	v_fma_f32 v51, 0.5, v79, v19
	v_mov_b32_e32 v29, v21
	v_pk_fma_f32 v[20:21], v[38:39], 0.5, v[36:37] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v22, v61
	v_mov_b32_e32 v23, v40
	v_mov_b32_e32 v19, v34
	v_pk_fma_f32 v[22:23], v[28:29], 0.5, v[22:23] op_sel_hi:[1,0,1]
	v_fma_f32 v16, 0.5, v78, v28
	v_pk_fma_f32 v[28:29], v[18:19], 0.5, v[46:47] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v63, v35
	v_fmac_f32_e32 v81, 0.5, v36
	v_fmac_f32_e32 v84, 0.5, v53
	v_fmac_f32_e32 v12, 0.5, v29
	s_waitcnt vmcnt(1)
	v_pk_fma_f32 v[38:39], v[2:3], 0.5, v[48:49] op_sel_hi:[1,0,1]
	v_mul_f32_e32 v44, 0.5, v38
	v_pk_add_f32 v[34:35], v[62:63], v[44:45]
	v_pk_mul_f32 v[36:37], v[44:45], s[2:3]
	v_fmac_f32_e32 v55, 0.5, v39
	v_fmac_f32_e32 v31, 0.5, v62
	v_mov_b32_e32 v35, v37
	v_pk_mul_f32 v[36:37], v[12:13], 0.5 op_sel_hi:[1,0]
	v_mov_b32_e32 v25, v84
	v_mov_b32_e32 v71, v72
	v_pk_fma_f32 v[62:63], v[12:13], 0.5, v[32:33] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v53, 0.5, v84
	v_mov_b32_e32 v33, v55
	v_fma_f32 v89, 0.5, v81, v2
	v_mul_f32_e32 v10, 0.5, v51
	v_add_f32_e32 v2, v76, v36
	v_pk_fma_f32 v[36:37], v[24:25], 0.5, v[70:71] op_sel_hi:[1,0,1]
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[24:25], v[32:33], 0.5, v[52:53] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[46:47], v[60:61], 0.5 op_sel_hi:[1,0]
	v_fmac_f32_e32 v4, 0.5, v24
	v_mov_b32_e32 v47, v10
	v_fma_f32 v19, 0.5, v87, v65
	v_pk_add_f32 v[48:49], v[24:25], v[46:47]
	v_pk_fma_f32 v[24:25], v[20:21], 0.5, v[28:29] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v65, v4
	v_pk_fma_f32 v[32:33], v[76:77], 0.5, v[38:39] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[46:47], v[72:73], 0.5 op_sel_hi:[1,0]
	v_fma_f32 v42, 0.5, v62, v73
	v_fmac_f32_e32 v13, 0.5, v63
	v_pk_fma_f32 v[38:39], v[24:25], 0.5, v[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[62:63], v[66:67], 0.5, v[64:65] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v31, 0.5, v5
	v_fmac_f32_e32 v83, 0.5, v53
	v_fma_f32 v47, 0.5, v89, v67
	v_fmac_f32_e32 v5, 0.5, v48
	v_pk_fma_f32 v[52:53], v[62:63], 0.5, v[68:69] op_sel_hi:[1,0,1]
	v_fma_f32 v7, 0.5, v85, v14
	v_mov_b32_e32 v10, v57
	v_mov_b32_e32 v14, v56
	v_fmac_f32_e32 v5, 0.5, v47
	v_mov_b32_e32 v4, v53
	v_fmac_f32_e32 v88, 0.5, v13
	v_pk_fma_f32 v[14:15], v[10:11], 0.5, v[14:15] op_sel_hi:[1,0,1]
	v_pk_mul_f32 v[10:11], v[24:25], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[64:65], v[4:5], 0.5 op_sel_hi:[1,0]
	v_fmac_f32_e32 v18, 0.5, v28
	v_add_f32_e32 v56, v88, v11
	v_mov_b32_e32 v11, v60
	v_mov_b32_e32 v10, v64
	v_fmac_f32_e32 v82, 0.5, v31
	v_fmac_f32_e32 v86, 0.5, v18
	v_mov_b32_e32 v67, v31
	v_pk_add_f32 v[34:35], v[34:35], v[10:11]
	v_mov_b32_e32 v31, v14
	v_fmac_f32_e32 v79, 0.5, v7
	v_fmac_f32_e32 v13, 0.5, v86
	v_fmac_f32_e32 v85, 0.5, v36
	v_fmac_f32_e32 v89, 0.5, v42
	v_fmac_f32_e32 v7, 0.5, v52
	v_pk_fma_f32 v[28:29], v[40:41], 0.5, v[30:31] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v18, 0.5, v34
	v_fmac_f32_e32 v42, 0.5, v35
	v_pk_fma_f32 v[34:35], v[38:39], 0.5, v[34:35] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v81, 0.5, v80
	v_add_f32_e32 v72, v19, v75
	v_fma_f32 v61, 0.5, v16, v59
	v_fma_f32 v71, 0.5, v39, v20
	v_fmac_f32_e32 v21, 0.5, v88
	v_fmac_f32_e32 v12, 0.5, v82
	v_fmac_f32_e32 v82, 0.5, v13
	v_fmac_f32_e32 v85, 0.5, v8
	v_mov_b32_e32 v59, v38
	v_fma_f32 v20, 0.5, v37, v55
	v_mov_b32_e32 v50, v33
	v_fmac_f32_e32 v7, 0.5, v19
	v_pk_fma_f32 v[10:11], v[14:15], 0.5, v[66:67] op_sel_hi:[1,0,1]
	v_add_f32_e32 v14, v18, v65
	v_pk_fma_f32 v[18:19], v[28:29], 0.5, v[32:33] op_sel_hi:[1,0,1]
	v_mov_b32_e32 v33, v34
	v_fma_f32 v74, 0.5, v9, v8
	v_fmac_f32_e32 v9, 0.5, v81
	v_fma_f32 v70, 0.5, v56, v25
	v_fma_f32 v25, 0.5, v82, v39
	v_fmac_f32_e32 v80, 0.5, v21
	v_fma_f32 v73, 0.5, v2, v47
	v_fmac_f32_e32 v45, 0.5, v85
	v_mul_f32_e32 v47, 0.5, v20
	v_pk_mul_f32 v[68:69], v[62:63], 0.5 op_sel_hi:[1,0]
	v_pk_mul_f32 v[66:67], v[28:29], 0.5 op_sel_hi:[1,0]
	v_mov_b32_e32 v8, v18
	v_pk_fma_f32 v[38:39], v[32:33], 0.5, v[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[10:11], 0.5, v[48:49] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v24, 0.5, v80
	v_add_f32_e32 v40, v89, v69
	v_pk_fma_f32 v[30:31], v[8:9], 0.5, v[52:53] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v57, 0.5, v32
	v_mov_b32_e32 v67, v47
	v_fma_f32 v8, 0.5, v45, v28
	v_mul_f32_e32 v55, 0.5, v49
	v_mov_b32_e32 v47, v62
	v_fmac_f32_e32 v2, 0.5, v24
	v_fma_f32 v48, 0.5, v40, v63
	v_fmac_f32_e32 v9, 0.5, v42
	v_fmac_f32_e32 v57, 0.5, v73
	v_pk_add_f32 v[58:59], v[36:37], v[66:67]
	v_pk_add_f32 v[36:37], v[54:55], v[46:47]
	v_fmac_f32_e32 v73, 0.5, v8
	v_fmac_f32_e32 v9, 0.5, v48
	v_pk_fma_f32 v[38:39], v[4:5], 0.5, v[38:39] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v87, 0.5, v36
	v_fma_f32 v4, 0.5, v37, v36
	v_fmac_f32_e32 v48, 0.5, v2
	v_add_f32_e32 v36, 0, v73
	v_fmac_f32_e32 v3, 0.5, v22
	v_fmac_f32_e32 v5, 0.5, v40
	v_fmac_f32_e32 v36, 2.0, v48
	v_fmac_f32_e32 v78, 0.5, v1
	v_fma_f32 v22, 0.5, v23, v22
	v_fmac_f32_e32 v84, 0.5, v83
	v_fmac_f32_e32 v87, 0.5, v3
	v_fmac_f32_e32 v45, 0.5, v52
	v_fma_f32 v32, 0.5, v33, v32
	v_fmac_f32_e32 v36, 0x40400000, v5
	v_fma_f32 v26, 0.5, v78, v77
	v_fmac_f32_e32 v51, 0.5, v22
	v_fmac_f32_e32 v27, 0.5, v84
	v_fmac_f32_e32 v3, 0.5, v87
	v_fmac_f32_e32 v43, 0.5, v4
	v_fmac_f32_e32 v45, 0.5, v72
	v_fmac_f32_e32 v72, 0.5, v32
	v_fmac_f32_e32 v36, 4.0, v57
	v_pk_fma_f32 v[46:47], v[50:51], 0.5, v[58:59] op_sel_hi:[1,0,1]
	v_fmac_f32_e32 v43, 0.5, v3
	v_fmac_f32_e32 v87, 0.5, v26
	v_fmac_f32_e32 v3, 0.5, v27
	v_fmac_f32_e32 v36, 0x40a00000, v72
	v_fma_f32 v44, 0.5, v79, v74
	v_fmac_f32_e32 v84, 0.5, v46
	v_fmac_f32_e32 v51, 0.5, v87
	v_fmac_f32_e32 v36, 0x40c00000, v3
	v_fmac_f32_e32 v79, 0.5, v12
	v_fmac_f32_e32 v85, 0.5, v14
	v_fmac_f32_e32 v84, 0.5, v44
	v_fmac_f32_e32 v44, 0.5, v22
	v_fmac_f32_e32 v36, 0x40e00000, v51
	v_fmac_f32_e32 v6, 0.5, v11
	v_fma_f32 v53, 0.5, v79, v31
	v_fmac_f32_e32 v21, 0.5, v85
	v_fmac_f32_e32 v36, 0x41000000, v44
	v_fmac_f32_e32 v81, 0.5, v6
	v_fmac_f32_e32 v40, 0.5, v9
	v_fmac_f32_e32 v10, 0.5, v21
	v_fmac_f32_e32 v36, 0x41100000, v53
	v_fmac_f32_e32 v15, 0.5, v81
	v_fmac_f32_e32 v42, 0.5, v10
	v_fmac_f32_e32 v36, 0x41200000, v40
	v_fmac_f32_e32 v1, 0.5, v1
	v_fmac_f32_e32 v14, 0.5, v15
	v_fmac_f32_e32 v15, 0.5, v42
	v_fmac_f32_e32 v36, 0x41300000, v9
	v_fmac_f32_e32 v16, 0.5, v61
	v_fmac_f32_e32 v23, 0.5, v1
	v_fmac_f32_e32 v41, 0.5, v81
	v_fmac_f32_e32 v36, 0x41400000, v15
	v_fmac_f32_e32 v78, 0.5, v7
	v_fmac_f32_e32 v7, 0.5, v16
	v_fmac_f32_e32 v61, 0.5, v23
	v_fmac_f32_e32 v16, 0.5, v43
	v_fmac_f32_e32 v36, 0x41500000, v41
	v_fmac_f32_e32 v26, 0.5, v61
	v_fmac_f32_e32 v36, 0x41600000, v16
	v_fmac_f32_e32 v13, 0.5, v38
	v_fma_f32 v11, 0.5, v78, v11
	v_fmac_f32_e32 v36, 0x41700000, v26
	v_fmac_f32_e32 v13, 0.5, v57
	v_fmac_f32_e32 v36, 0x41800000, v11
	v_fmac_f32_e32 v17, 0.5, v58
	v_fmac_f32_e32 v30, 0.5, v31
	v_fmac_f32_e32 v6, 0.5, v13
	v_fma_f32 v31, 0.5, v35, v34
	v_fmac_f32_e32 v36, 0x41880000, v14
	v_fmac_f32_e32 v17, 0.5, v74
	v_fmac_f32_e32 v24, 0.5, v6
	v_fmac_f32_e32 v2, 0.5, v31
	v_fmac_f32_e32 v36, 0x41900000, v39
	v_fmac_f32_e32 v12, 0.5, v17
	v_fmac_f32_e32 v79, 0.5, v24
	v_fmac_f32_e32 v36, 0x41980000, v2
	v_fmac_f32_e32 v78, 0.5, v12
	v_fmac_f32_e32 v36, 0x41a00000, v79
	v_fmac_f32_e32 v1, 0.5, v7
	v_fmac_f32_e32 v36, 0x41a80000, v78
	v_fmac_f32_e32 v36, 0x41b00000, v1
	v_fmac_f32_e32 v86, 0.5, v71
	v_fmac_f32_e32 v36, 0x41b80000, v23
	v_fmac_f32_e32 v71, 0.5, v86
	v_fma_f32 v28, 0.5, v39, v38
	v_fmac_f32_e32 v36, 0x41c00000, v29
	v_fmac_f32_e32 v85, 0.5, v71
	v_fmac_f32_e32 v86, 0.5, v80
	v_fmac_f32_e32 v71, 0.5, v28
	v_fmac_f32_e32 v36, 0x41c80000, v13
	v_fmac_f32_e32 v35, 0.5, v86
	v_fmac_f32_e32 v36, 0x41d00000, v71
	v_fmac_f32_e32 v8, 0.5, v25
	v_fmac_f32_e32 v36, 0x41d80000, v35
	v_fmac_f32_e32 v22, 0.5, v45
	v_fmac_f32_e32 v36, 0x41e00000, v8
	v_fmac_f32_e32 v36, 0x41e80000, v22
	v_fmac_f32_e32 v36, 0x41f00000, v61
	v_fmac_f32_e32 v36, 0x41f80000, v7
	v_fmac_f32_e32 v21, 0.5, v30
	v_fmac_f32_e32 v36, 0x42000000, v45
	v_fmac_f32_e32 v82, 0.5, v70
	v_fmac_f32_e32 v70, 0.5, v85
	v_fmac_f32_e32 v36, 0x42040000, v21
	v_fmac_f32_e32 v80, 0.5, v56
	v_fmac_f32_e32 v36, 0x42080000, v70
	v_fmac_f32_e32 v36, 0x420c0000, v80
	v_fmac_f32_e32 v36, 0x42100000, v10
	v_fmac_f32_e32 v36, 0x42140000, v19
	v_fmac_f32_e32 v36, 0x42180000, v87
	v_fmac_f32_e32 v17, 0.5, v14
	v_fmac_f32_e32 v12, 0.5, v4
	v_fmac_f32_e32 v36, 0x421c0000, v43
	v_fmac_f32_e32 v25, 0.5, v17
	v_fmac_f32_e32 v36, 0x42200000, v12
	v_fmac_f32_e32 v56, 0.5, v82
	v_fmac_f32_e32 v36, 0x42240000, v25
	v_fmac_f32_e32 v36, 0x42280000, v56
	v_fmac_f32_e32 v83, 0.5, v83
	v_fmac_f32_e32 v36, 0x422c0000, v82
	v_fmac_f32_e32 v37, 0.5, v83
	v_fmac_f32_e32 v36, 0x42300000, v6
	v_fmac_f32_e32 v20, 0.5, v37
	v_fmac_f32_e32 v36, 0x42340000, v33
	v_fmac_f32_e32 v27, 0.5, v20
	v_fmac_f32_e32 v36, 0x42380000, v47
	v_fmac_f32_e32 v81, 0.5, v84
	v_fmac_f32_e32 v36, 0x423c0000, v27
	v_fmac_f32_e32 v36, 0x42400000, v81
	v_fmac_f32_e32 v36, 0x42440000, v24
	v_fmac_f32_e32 v36, 0x42480000, v86
	v_fmac_f32_e32 v36, 0x424c0000, v85
	v_fma_f32 v34, 0.5, v47, v46
	v_fmac_f32_e32 v36, 0x42500000, v17
	v_fmac_f32_e32 v83, 0.5, v34
	v_fmac_f32_e32 v36, 0x42540000, v84
	v_fmac_f32_e32 v36, 0x42580000, v83
	v_fmac_f32_e32 v36, 0x425c0000, v37
	v_fmac_f32_e32 v36, 0x42600000, v32
	v_fmac_f32_e32 v36, 0x42640000, v42
	v_fmac_f32_e32 v36, 0x42680000, v31
	v_fma_f32 v18, 0.5, v19, v18
	v_fmac_f32_e32 v36, 0x426c0000, v28
	v_fmac_f32_e32 v4, 0.5, v18
	v_fmac_f32_e32 v36, 0x42700000, v30
	v_fmac_f32_e32 v36, 0x42740000, v4
	v_fmac_f32_e32 v36, 0x42780000, v20
	v_fmac_f32_e32 v36, 0x427c0000, v34
	v_fmac_f32_e32 v36, 0x42800000, v18
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v36, s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel spill
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 90
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 92
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
.Lfunc_end18:
	.size	spill, .Lfunc_end18-spill
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8400
; NumSgprs: 12
; NumVgprs: 90
; NumAgprs: 0
; TotalNumVgprs: 90
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 90
; AccumOffset: 92
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
    .sgpr_count:     12
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int64_div.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     22
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
    .sgpr_count:     14
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
    .sgpr_count:     12
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
    .sgpr_count:     14
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
    .sgpr_count:     14
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         vec_bytes.kd
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
    .sgpr_count:     16
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
    .sgpr_count:     14
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         float_conv.kd
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
    .sgpr_count:     16
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
    .sgpr_count:     20
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         switchy.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
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
    .sgpr_count:     14
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
    .sgpr_count:     16
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         spill.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     90
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
