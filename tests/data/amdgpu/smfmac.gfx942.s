	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	smfmac_f16_16x16x32     ; -- Begin function smfmac_f16_16x16x32
	.globl	smfmac_f16_16x16x32
	.p2align	8
	.type	smfmac_f16_16x16x32,@function
smfmac_f16_16x16x32:                    ; @smfmac_f16_16x16x32
; %bb.0:
	s_load_dwordx2 s[12:13], s[0:1], 0x2c
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	v_lshrrev_b32_e32 v12, 4, v0
	v_and_b32_e32 v16, 15, v0
	v_lshlrev_b32_e32 v14, 2, v12
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s12, 31
	s_lshr_b32 s3, s3, 28
	s_add_i32 s3, s12, s3
	s_ashr_i32 s6, s3, 4
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s3, 0, s6
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s3, s3, s7
	s_mul_hi_u32 s3, s7, s3
	s_add_i32 s7, s7, s3
	s_mul_hi_u32 s3, s2, s7
	s_mul_i32 s7, s3, s6
	s_sub_i32 s7, s2, s7
	s_add_i32 s8, s3, 1
	s_sub_i32 s9, s7, s6
	s_cmp_ge_u32 s7, s6
	s_cselect_b32 s3, s8, s3
	s_cselect_b32 s7, s9, s7
	s_add_i32 s8, s3, 1
	s_cmp_ge_u32 s7, s6
	s_cselect_b32 s14, s8, s3
	s_lshl_b32 s3, s14, 4
	s_mul_i32 s14, s14, s6
	s_sub_i32 s6, s2, s14
	v_or_b32_e32 v1, s3, v14
	v_lshl_or_b32 v0, s6, 4, v16
	v_mad_u64_u32 v[4:5], s[6:7], v1, s12, v[0:1]
	v_add_u32_e32 v6, s12, v4
	v_add_u32_e32 v8, s12, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_u32_e32 v10, s12, v8
	v_lshl_add_u64 v[18:19], v[4:5], 2, s[4:5]
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[20:21], v[6:7], 2, s[4:5]
	v_lshl_add_u64 v[22:23], v[8:9], 2, s[4:5]
	v_lshl_add_u64 v[24:25], v[10:11], 2, s[4:5]
	global_load_dword v0, v[18:19], off
	global_load_dword v1, v[20:21], off
	global_load_dword v2, v[22:23], off
	global_load_dword v3, v[24:25], off
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_cmp_lt_i32 s13, 1
	s_mov_b32 s0, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v13, 3, v12
	s_lshl_b32 s2, s2, 4
	v_mul_lo_u32 v15, s12, v13
	s_add_i32 s1, s2, s12
	v_add_u32_e32 v15, s1, v15
	s_lshl_b32 s14, s14, 4
	v_subrev_u32_e32 v17, s14, v15
	v_or_b32_e32 v15, 2, v13
	v_mul_lo_u32 v15, s12, v15
	v_add_u32_e32 v15, s2, v15
	v_subrev_u32_e32 v18, s14, v15
	v_or_b32_e32 v15, 3, v13
	v_mul_lo_u32 v15, s12, v15
	v_add_u32_e32 v15, s2, v15
	v_subrev_u32_e32 v19, s14, v15
	v_or_b32_e32 v15, 4, v13
	v_mul_lo_u32 v15, s12, v15
	v_add_u32_e32 v15, s2, v15
	v_subrev_u32_e32 v20, s14, v15
	v_or_b32_e32 v15, 5, v13
	v_mul_lo_u32 v15, s12, v15
	v_add_u32_e32 v15, s2, v15
	v_subrev_u32_e32 v21, s14, v15
	v_or_b32_e32 v15, 6, v13
	v_or_b32_e32 v13, 7, v13
	v_mul_lo_u32 v13, s12, v13
	v_add_u32_e32 v13, s2, v13
	v_subrev_u32_e32 v23, s14, v13
	v_mul_lo_u32 v13, s12, v12
	v_mul_lo_u32 v15, s12, v15
	v_lshl_add_u32 v13, v13, 3, s2
	s_lshr_b32 s16, s13, 2
	v_add_u32_e32 v15, s2, v15
	v_subrev_u32_e32 v24, s14, v13
	v_add_u32_e32 v13, s3, v16
	s_lshr_b32 s15, s13, 1
	v_subrev_u32_e32 v22, s14, v15
	v_mul_lo_u32 v15, s16, v13
	v_lshl_add_u32 v12, v12, 1, v15
	v_mad_u64_u32 v[14:15], s[2:3], s15, v13, v[14:15]
	s_lshl_b32 s1, s12, 5
	s_mov_b32 s2, 0x5040100
	v_mov_b32_e32 v25, 8
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v15, 31, v14
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[42:43], v[14:15], 1, s[6:7]
	global_load_dwordx2 v[42:43], v[42:43], off
	v_add_u32_e32 v26, v16, v24
	v_add_u32_e32 v28, v16, v17
	v_add_u32_e32 v30, v16, v18
	v_add_u32_e32 v32, v16, v19
	v_add_u32_e32 v34, v16, v20
	v_add_u32_e32 v36, v16, v21
	v_add_u32_e32 v38, v16, v22
	v_add_u32_e32 v40, v16, v23
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[44:45], s[8:9], 0, v[12:13]
	v_lshl_add_u64 v[26:27], v[26:27], 1, s[10:11]
	v_lshl_add_u64 v[28:29], v[28:29], 1, s[10:11]
	v_lshl_add_u64 v[30:31], v[30:31], 1, s[10:11]
	v_lshl_add_u64 v[32:33], v[32:33], 1, s[10:11]
	v_lshl_add_u64 v[34:35], v[34:35], 1, s[10:11]
	v_lshl_add_u64 v[36:37], v[36:37], 1, s[10:11]
	v_lshl_add_u64 v[38:39], v[38:39], 1, s[10:11]
	v_lshl_add_u64 v[40:41], v[40:41], 1, s[10:11]
	global_load_ushort v13, v[44:45], off
	global_load_ushort v15, v[38:39], off
	global_load_ushort v46, v[40:41], off
	global_load_ushort v47, v[30:31], off
	global_load_ushort v48, v[32:33], off
	global_load_ushort v49, v[34:35], off
	global_load_ushort v50, v[36:37], off
	global_load_ushort v51, v[26:27], off
	global_load_ushort v52, v[28:29], off
	s_add_i32 s0, s0, 32
	v_add_u32_e32 v17, s1, v17
	v_add_u32_e32 v18, s1, v18
	v_add_u32_e32 v19, s1, v19
	v_add_u32_e32 v20, s1, v20
	v_add_u32_e32 v21, s1, v21
	v_add_u32_e32 v22, s1, v22
	v_add_u32_e32 v23, s1, v23
	v_add_u32_e32 v24, s1, v24
	v_add_u32_e32 v12, 8, v12
	s_cmp_lt_i32 s0, s13
	v_add_u32_e32 v14, 16, v14
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v30, 15, v13
	v_lshrrev_b16_e32 v13, 4, v13
	v_and_b32_e32 v13, 0xf0, v13
	v_or_b32_e32 v13, v13, v30
	s_waitcnt vmcnt(6)
	v_perm_b32 v29, v46, v15, s2
	s_waitcnt vmcnt(4)
	v_perm_b32 v27, v48, v47, s2
	s_waitcnt vmcnt(2)
	v_perm_b32 v28, v50, v49, s2
	v_lshlrev_b32_sdwa v13, v25, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0
	s_waitcnt vmcnt(0)
	v_perm_b32 v26, v52, v51, s2
	s_nop 1
	v_smfmac_f32_16x16x32_f16 v[0:3], v[42:43], v[26:29], v13 abid:1
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[4:5]
	s_waitcnt vmcnt(3)
	s_nop 2
	global_store_dword v[4:5], v0, off
	v_lshl_add_u64 v[4:5], v[6:7], 2, s[4:5]
	s_waitcnt vmcnt(3)
	global_store_dword v[4:5], v1, off
	v_lshl_add_u64 v[0:1], v[8:9], 2, s[4:5]
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[4:5]
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_f16_16x16x32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
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
		.amdhsa_next_free_vgpr 53
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 56
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
.Lfunc_end0:
	.size	smfmac_f16_16x16x32, .Lfunc_end0-smfmac_f16_16x16x32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 980
; NumSgprs: 23
; NumVgprs: 53
; NumAgprs: 0
; TotalNumVgprs: 53
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 53
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_bf16_32x32x16    ; -- Begin function smfmac_bf16_32x32x16
	.globl	smfmac_bf16_32x32x16
	.p2align	8
	.type	smfmac_bf16_32x32x16,@function
smfmac_bf16_32x32x16:                   ; @smfmac_bf16_32x32x16
; %bb.0:
	s_load_dwordx2 s[12:13], s[0:1], 0x2c
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	v_lshrrev_b32_e32 v48, 5, v0
	v_and_b32_e32 v52, 31, v0
	v_lshlrev_b32_e32 v50, 2, v48
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s12, 31
	s_lshr_b32 s3, s3, 27
	s_add_i32 s3, s12, s3
	s_ashr_i32 s6, s3, 5
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s3, 0, s6
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s7, v1
	s_mul_i32 s3, s3, s7
	s_mul_hi_u32 s3, s7, s3
	s_add_i32 s7, s7, s3
	s_mul_hi_u32 s3, s2, s7
	s_mul_i32 s7, s3, s6
	s_sub_i32 s7, s2, s7
	s_add_i32 s8, s3, 1
	s_sub_i32 s9, s7, s6
	s_cmp_ge_u32 s7, s6
	s_cselect_b32 s3, s8, s3
	s_cselect_b32 s7, s9, s7
	s_add_i32 s8, s3, 1
	s_cmp_ge_u32 s7, s6
	s_cselect_b32 s14, s8, s3
	s_lshl_b32 s3, s14, 5
	s_mul_i32 s14, s14, s6
	s_sub_i32 s6, s2, s14
	v_or_b32_e32 v1, s3, v50
	v_lshl_or_b32 v0, s6, 5, v52
	v_mad_u64_u32 v[16:17], s[6:7], v1, s12, v[0:1]
	v_add_u32_e32 v18, s12, v16
	v_add_u32_e32 v20, s12, v18
	v_add_u32_e32 v22, s12, v20
	s_mul_i32 s6, s12, 5
	v_add_u32_e32 v24, s6, v22
	v_add_u32_e32 v26, s12, v24
	v_add_u32_e32 v28, s12, v26
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v25, 31, v24
	v_add_u32_e32 v30, s12, v28
	v_lshl_add_u64 v[8:9], v[16:17], 2, s[4:5]
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[32:33], v[24:25], 2, s[4:5]
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[10:11], v[18:19], 2, s[4:5]
	v_lshl_add_u64 v[12:13], v[20:21], 2, s[4:5]
	v_lshl_add_u64 v[14:15], v[22:23], 2, s[4:5]
	v_lshl_add_u64 v[34:35], v[26:27], 2, s[4:5]
	v_lshl_add_u64 v[36:37], v[28:29], 2, s[4:5]
	v_lshl_add_u64 v[38:39], v[30:31], 2, s[4:5]
	global_load_dword v0, v[8:9], off
	global_load_dword v1, v[10:11], off
	global_load_dword v2, v[12:13], off
	global_load_dword v3, v[14:15], off
	global_load_dword v4, v[32:33], off
	global_load_dword v5, v[34:35], off
	global_load_dword v6, v[36:37], off
	global_load_dword v7, v[38:39], off
	v_add_u32_e32 v32, s6, v30
	v_add_u32_e32 v34, s12, v32
	v_add_u32_e32 v36, s12, v34
	v_add_u32_e32 v38, s12, v36
	v_add_u32_e32 v40, s6, v38
	v_add_u32_e32 v42, s12, v40
	v_add_u32_e32 v44, s12, v42
	v_ashrrev_i32_e32 v33, 31, v32
	v_add_u32_e32 v46, s12, v44
	v_lshl_add_u64 v[54:55], v[32:33], 2, s[4:5]
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[56:57], v[34:35], 2, s[4:5]
	v_lshl_add_u64 v[58:59], v[36:37], 2, s[4:5]
	v_lshl_add_u64 v[60:61], v[38:39], 2, s[4:5]
	v_lshl_add_u64 v[62:63], v[40:41], 2, s[4:5]
	v_lshl_add_u64 v[64:65], v[42:43], 2, s[4:5]
	v_lshl_add_u64 v[66:67], v[44:45], 2, s[4:5]
	v_lshl_add_u64 v[68:69], v[46:47], 2, s[4:5]
	global_load_dword v8, v[54:55], off
	global_load_dword v9, v[56:57], off
	global_load_dword v10, v[58:59], off
	global_load_dword v11, v[60:61], off
	global_load_dword v12, v[62:63], off
	global_load_dword v13, v[64:65], off
	global_load_dword v14, v[66:67], off
	global_load_dword v15, v[68:69], off
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_cmp_lt_i32 s13, 1
	s_mov_b32 s0, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	v_lshlrev_b32_e32 v49, 3, v48
	s_lshl_b32 s2, s2, 5
	v_mul_lo_u32 v51, s12, v49
	s_add_i32 s1, s2, s12
	v_add_u32_e32 v51, s1, v51
	s_lshl_b32 s14, s14, 5
	v_subrev_u32_e32 v53, s14, v51
	v_or_b32_e32 v51, 2, v49
	v_mul_lo_u32 v51, s12, v51
	v_add_u32_e32 v51, s2, v51
	v_subrev_u32_e32 v54, s14, v51
	v_or_b32_e32 v51, 3, v49
	v_mul_lo_u32 v51, s12, v51
	v_add_u32_e32 v51, s2, v51
	v_subrev_u32_e32 v55, s14, v51
	v_or_b32_e32 v51, 4, v49
	v_mul_lo_u32 v51, s12, v51
	v_add_u32_e32 v51, s2, v51
	v_subrev_u32_e32 v56, s14, v51
	v_or_b32_e32 v51, 5, v49
	v_mul_lo_u32 v51, s12, v51
	v_add_u32_e32 v51, s2, v51
	v_subrev_u32_e32 v57, s14, v51
	v_or_b32_e32 v51, 6, v49
	v_or_b32_e32 v49, 7, v49
	v_mul_lo_u32 v49, s12, v49
	v_add_u32_e32 v49, s2, v49
	v_subrev_u32_e32 v59, s14, v49
	v_mul_lo_u32 v49, s12, v48
	v_mul_lo_u32 v51, s12, v51
	v_lshl_add_u32 v49, v49, 3, s2
	s_lshr_b32 s16, s13, 2
	v_add_u32_e32 v51, s2, v51
	v_subrev_u32_e32 v60, s14, v49
	v_add_u32_e32 v49, s3, v52
	s_lshr_b32 s15, s13, 1
	v_subrev_u32_e32 v58, s14, v51
	v_mul_lo_u32 v51, s16, v49
	v_lshl_add_u32 v48, v48, 1, v51
	v_mad_u64_u32 v[50:51], s[2:3], s15, v49, v[50:51]
	s_lshl_b32 s1, s12, 4
	s_mov_b32 s2, 0x5040100
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v51, 31, v50
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[62:63], v[50:51], 1, s[6:7]
	global_load_dwordx2 v[66:67], v[62:63], off
	v_add_u32_e32 v62, v52, v60
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[62:63], 1, s[10:11]
	global_load_ushort v51, v[62:63], off
	v_add_u32_e32 v62, v52, v53
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[62:63], 1, s[10:11]
	global_load_ushort v61, v[62:63], off
	v_add_u32_e32 v62, v52, v54
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[62:63], 1, s[10:11]
	global_load_ushort v68, v[62:63], off
	v_add_u32_e32 v62, v52, v55
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[62:63], 1, s[10:11]
	global_load_ushort v69, v[62:63], off
	v_add_u32_e32 v62, v52, v56
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[62:63], 1, s[10:11]
	global_load_ushort v64, v[62:63], off
	v_add_u32_e32 v62, v52, v57
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[62:63], 1, s[10:11]
	global_load_ushort v70, v[62:63], off
	v_add_u32_e32 v62, v52, v58
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[62:63], 1, s[10:11]
	global_load_ushort v65, v[62:63], off
	v_add_u32_e32 v62, v52, v59
	v_ashrrev_i32_e32 v63, 31, v62
	v_lshl_add_u64 v[62:63], v[62:63], 1, s[10:11]
	v_ashrrev_i32_e32 v49, 31, v48
	global_load_ushort v71, v[62:63], off
	v_lshl_add_u64 v[62:63], s[8:9], 0, v[48:49]
	global_load_ushort v49, v[62:63], off
	s_add_i32 s0, s0, 16
	v_add_u32_e32 v53, s1, v53
	v_add_u32_e32 v54, s1, v54
	v_add_u32_e32 v55, s1, v55
	v_add_u32_e32 v56, s1, v56
	v_add_u32_e32 v57, s1, v57
	v_add_u32_e32 v58, s1, v58
	v_add_u32_e32 v59, s1, v59
	v_add_u32_e32 v60, s1, v60
	v_add_u32_e32 v48, 4, v48
	v_add_u32_e32 v50, 8, v50
	s_cmp_lt_i32 s0, s13
	s_waitcnt vmcnt(5)
	v_perm_b32 v63, v69, v68, s2
	s_waitcnt vmcnt(3)
	v_perm_b32 v64, v70, v64, s2
	s_waitcnt vmcnt(1)
	v_perm_b32 v65, v71, v65, s2
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v62, 15, v49
	v_lshrrev_b16_e32 v49, 4, v49
	v_and_b32_e32 v49, 0xf0, v49
	v_or_b32_e32 v49, v49, v62
	v_and_b32_e32 v49, 0xffff, v49
	v_perm_b32 v62, v61, v51, s2
	s_nop 1
	v_smfmac_f32_32x32x16_bf16 v[0:15], v[66:67], v[62:65], v49 cbsz:1 abid:3
	s_cbranch_scc1 .LBB1_2
.LBB1_3:
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[4:5]
	s_waitcnt vmcnt(15)
	s_nop 6
	global_store_dword v[16:17], v0, off
	v_lshl_add_u64 v[16:17], v[18:19], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[16:17], v1, off
	v_lshl_add_u64 v[0:1], v[20:21], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[22:23], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v3, off
	v_lshl_add_u64 v[0:1], v[24:25], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v4, off
	v_lshl_add_u64 v[0:1], v[26:27], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v5, off
	v_lshl_add_u64 v[0:1], v[28:29], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[30:31], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v7, off
	v_lshl_add_u64 v[0:1], v[32:33], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v8, off
	v_lshl_add_u64 v[0:1], v[34:35], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v9, off
	v_lshl_add_u64 v[0:1], v[36:37], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v10, off
	v_lshl_add_u64 v[0:1], v[38:39], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v11, off
	v_lshl_add_u64 v[0:1], v[40:41], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v12, off
	v_lshl_add_u64 v[0:1], v[42:43], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v13, off
	v_lshl_add_u64 v[0:1], v[44:45], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v14, off
	v_lshl_add_u64 v[0:1], v[46:47], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v15, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_bf16_32x32x16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
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
		.amdhsa_next_free_vgpr 72
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 72
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
.Lfunc_end1:
	.size	smfmac_bf16_32x32x16, .Lfunc_end1-smfmac_bf16_32x32x16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1504
; NumSgprs: 23
; NumVgprs: 72
; NumAgprs: 0
; TotalNumVgprs: 72
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 72
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_i8_16x16x64      ; -- Begin function smfmac_i8_16x16x64
	.globl	smfmac_i8_16x16x64
	.p2align	8
	.type	smfmac_i8_16x16x64,@function
smfmac_i8_16x16x64:                     ; @smfmac_i8_16x16x64
; %bb.0:
	s_load_dwordx2 s[12:13], s[0:1], 0x2c
	v_lshrrev_b32_e32 v17, 4, v0
	v_and_b32_e32 v14, 15, v0
	v_lshlrev_b32_e32 v16, 2, v17
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s12, 31
	s_lshr_b32 s4, s3, 28
	s_add_i32 s4, s12, s4
	s_ashr_i32 s6, s4, 4
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s7, 0, s6
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s8, v1
	s_mul_i32 s7, s7, s8
	s_mul_hi_u32 s7, s8, s7
	s_add_i32 s8, s8, s7
	s_mul_hi_u32 s7, s2, s8
	s_mul_i32 s8, s7, s6
	s_sub_i32 s8, s2, s8
	s_add_i32 s9, s7, 1
	s_sub_i32 s10, s8, s6
	s_cmp_ge_u32 s8, s6
	s_cselect_b32 s7, s9, s7
	s_cselect_b32 s8, s10, s8
	s_add_i32 s9, s7, 1
	s_cmp_ge_u32 s8, s6
	s_cselect_b32 s7, s9, s7
	s_lshl_b32 s14, s7, 4
	s_mul_i32 s7, s7, s6
	s_sub_i32 s2, s2, s7
	s_lshl_b32 s2, s2, 4
	v_or_b32_e32 v1, s14, v16
	v_or_b32_e32 v2, s2, v14
	v_mad_u64_u32 v[6:7], s[6:7], v1, s12, v[2:3]
	v_add_u32_e32 v8, s12, v6
	v_add_u32_e32 v10, s12, v8
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_u32_e32 v12, s12, v10
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[18:19], v[6:7], 2, s[4:5]
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[20:21], v[8:9], 2, s[4:5]
	v_lshl_add_u64 v[22:23], v[10:11], 2, s[4:5]
	v_lshl_add_u64 v[24:25], v[12:13], 2, s[4:5]
	global_load_dword v2, v[18:19], off
	global_load_dword v3, v[20:21], off
	global_load_dword v4, v[22:23], off
	global_load_dword v5, v[24:25], off
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_cmp_lt_i32 s13, 1
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	s_lshr_b32 s15, s13, 1
	s_ashr_i32 s1, s2, 31
	v_mov_b32_e32 v23, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s10, s2
	v_and_b32_e32 v20, 48, v0
	s_addc_u32 s11, s11, s1
	v_mov_b32_e32 v15, v23
	v_lshl_add_u64 v[0:1], s[10:11], 0, v[14:15]
	v_or_b32_e32 v15, 4, v20
	v_mul_lo_u32 v18, s12, v15
	v_or_b32_e32 v15, 8, v20
	v_mul_lo_u32 v19, s12, v15
	v_or_b32_e32 v15, 12, v20
	v_lshlrev_b32_e32 v22, 3, v17
	v_mul_lo_u32 v20, s12, v15
	v_mul_lo_u32 v15, s12, v17
	v_add_u32_e32 v17, s14, v14
	v_mul_lo_u32 v14, s15, v17
	v_lshlrev_b32_e32 v21, 4, v15
	v_ashrrev_i32_e32 v15, 31, v14
	s_lshr_b32 s10, s13, 2
	v_lshl_add_u64 v[14:15], v[22:23], 0, v[14:15]
	v_lshl_add_u64 v[14:15], s[6:7], 0, v[14:15]
	v_mad_u64_u32 v[16:17], s[6:7], s10, v17, v[16:17]
	s_mov_b32 s0, 0
	s_mov_b32 s2, s12
	s_lshl_b32 s1, s12, 6
	s_mov_b32 s6, 0xf000000
	s_brev_b32 s7, 15
	s_mov_b32 s10, 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[32:33], s[8:9], 0, v[16:17]
	v_add_u32_e32 v22, s0, v21
	v_add_u32_e32 v24, s0, v18
	v_add_u32_e32 v28, s0, v19
	v_add_u32_e32 v30, s0, v20
	global_load_dword v17, v[32:33], off
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v25, 31, v24
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[22:23], v[0:1], 0, v[22:23]
	v_lshl_add_u64 v[24:25], v[0:1], 0, v[24:25]
	v_lshl_add_u64 v[28:29], v[0:1], 0, v[28:29]
	v_lshl_add_u64 v[30:31], v[0:1], 0, v[30:31]
	global_load_dwordx2 v[26:27], v[14:15], off
	v_lshl_add_u64 v[32:33], v[22:23], 0, s[2:3]
	v_lshl_add_u64 v[34:35], v[24:25], 0, s[2:3]
	global_load_ubyte v46, v[28:29], off
	v_lshl_add_u64 v[28:29], v[28:29], 0, s[2:3]
	v_lshl_add_u64 v[36:37], v[30:31], 0, s[2:3]
	global_load_ubyte v47, v[22:23], off
	global_load_ubyte v48, v[32:33], off
	v_lshl_add_u64 v[22:23], v[32:33], 0, s[2:3]
	v_lshl_add_u64 v[32:33], v[34:35], 0, s[2:3]
	v_lshl_add_u64 v[38:39], v[28:29], 0, s[2:3]
	v_lshl_add_u64 v[40:41], v[36:37], 0, s[2:3]
	global_load_ubyte v49, v[28:29], off
	global_load_ubyte v50, v[38:39], off
	v_lshl_add_u64 v[28:29], v[22:23], 0, s[2:3]
	v_lshl_add_u64 v[42:43], v[32:33], 0, s[2:3]
	v_lshl_add_u64 v[38:39], v[38:39], 0, s[2:3]
	v_lshl_add_u64 v[44:45], v[40:41], 0, s[2:3]
	global_load_ubyte v51, v[22:23], off
	global_load_ubyte v52, v[28:29], off
	global_load_ubyte v53, v[24:25], off
	global_load_ubyte v54, v[34:35], off
	global_load_ubyte v55, v[32:33], off
	global_load_ubyte v56, v[42:43], off
	global_load_ubyte v57, v[38:39], off
	global_load_ubyte v58, v[30:31], off
	global_load_ubyte v59, v[36:37], off
	global_load_ubyte v60, v[40:41], off
	global_load_ubyte v61, v[44:45], off
	s_add_i32 s10, s10, 64
	s_add_i32 s0, s0, s1
	v_lshl_add_u64 v[14:15], v[14:15], 0, 32
	s_cmp_ge_i32 s10, s13
	v_add_u32_e32 v16, 16, v16
	s_waitcnt vmcnt(17)
	v_lshrrev_b32_e32 v22, 8, v17
	v_and_b32_e32 v23, 15, v17
	v_lshlrev_b16_e32 v22, 4, v22
	v_or_b32_e32 v22, v22, v23
	v_and_b32_e32 v22, 0xff, v22
	v_lshlrev_b32_e32 v28, 4, v17
	v_lshlrev_b32_e32 v17, 8, v17
	v_lshlrev_b32_e32 v38, 16, v22
	v_and_or_b32 v17, v17, s6, v38
	v_and_or_b32 v17, v28, s7, v17
	s_waitcnt vmcnt(13)
	v_lshl_or_b32 v24, v48, 8, v47
	s_waitcnt vmcnt(10)
	v_lshlrev_b32_e32 v23, 16, v51
	s_waitcnt vmcnt(9)
	v_lshlrev_b32_e32 v30, 24, v52
	v_or3_b32 v22, v24, v23, v30
	s_waitcnt vmcnt(7)
	v_lshl_or_b32 v31, v54, 8, v53
	v_lshl_or_b32 v25, v49, 8, v46
	v_lshlrev_b32_e32 v29, 16, v50
	s_waitcnt vmcnt(6)
	v_lshlrev_b32_e32 v32, 16, v55
	s_waitcnt vmcnt(5)
	v_lshlrev_b32_e32 v33, 24, v56
	s_waitcnt vmcnt(4)
	v_lshlrev_b32_e32 v34, 24, v57
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v35, v59, 8, v58
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v36, 16, v60
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v37, 24, v61
	v_or3_b32 v23, v31, v32, v33
	v_or3_b32 v24, v25, v29, v34
	v_or3_b32 v25, v35, v36, v37
	s_nop 1
	v_smfmac_i32_16x16x64_i8 v[2:5], v[26:27], v[22:25], v17 abid:1
	s_cbranch_scc0 .LBB2_2
.LBB2_3:
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[6:7], 2, s[4:5]
	s_waitcnt vmcnt(3)
	s_nop 2
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[8:9], 2, s[4:5]
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v3, off
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[4:5]
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v4, off
	v_lshl_add_u64 v[0:1], v[12:13], 2, s[4:5]
	s_waitcnt vmcnt(3)
	global_store_dword v[0:1], v5, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_i8_16x16x64
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 64
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
.Lfunc_end2:
	.size	smfmac_i8_16x16x64, .Lfunc_end2-smfmac_i8_16x16x64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1088
; NumSgprs: 22
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 62
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	smfmac_bf8_fp8_32x32x32 ; -- Begin function smfmac_bf8_fp8_32x32x32
	.globl	smfmac_bf8_fp8_32x32x32
	.p2align	8
	.type	smfmac_bf8_fp8_32x32x32,@function
smfmac_bf8_fp8_32x32x32:                ; @smfmac_bf8_fp8_32x32x32
; %bb.0:
	s_load_dwordx2 s[12:13], s[0:1], 0x2c
	v_lshrrev_b32_e32 v53, 5, v0
	v_and_b32_e32 v50, 31, v0
	v_lshlrev_b32_e32 v52, 2, v53
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s3, s12, 31
	s_lshr_b32 s4, s3, 27
	s_add_i32 s4, s12, s4
	s_ashr_i32 s6, s4, 5
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s7, 0, s6
	s_load_dwordx2 s[4:5], s[0:1], 0x20
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s8, v1
	s_mul_i32 s7, s7, s8
	s_mul_hi_u32 s7, s8, s7
	s_add_i32 s8, s8, s7
	s_mul_hi_u32 s7, s2, s8
	s_mul_i32 s8, s7, s6
	s_sub_i32 s8, s2, s8
	s_add_i32 s9, s7, 1
	s_sub_i32 s10, s8, s6
	s_cmp_ge_u32 s8, s6
	s_cselect_b32 s7, s9, s7
	s_cselect_b32 s8, s10, s8
	s_add_i32 s9, s7, 1
	s_cmp_ge_u32 s8, s6
	s_cselect_b32 s7, s9, s7
	s_lshl_b32 s14, s7, 5
	s_mul_i32 s7, s7, s6
	s_sub_i32 s2, s2, s7
	s_lshl_b32 s2, s2, 5
	v_or_b32_e32 v1, s14, v52
	v_or_b32_e32 v0, s2, v50
	v_mad_u64_u32 v[16:17], s[6:7], v1, s12, v[0:1]
	v_add_u32_e32 v18, s12, v16
	v_add_u32_e32 v20, s12, v18
	v_add_u32_e32 v22, s12, v20
	s_mul_i32 s6, s12, 5
	v_add_u32_e32 v24, s6, v22
	v_add_u32_e32 v26, s12, v24
	v_add_u32_e32 v28, s12, v26
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v25, 31, v24
	v_add_u32_e32 v30, s12, v28
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[16:17], 2, s[4:5]
	v_ashrrev_i32_e32 v19, 31, v18
	v_ashrrev_i32_e32 v21, 31, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_lshl_add_u64 v[32:33], v[24:25], 2, s[4:5]
	v_ashrrev_i32_e32 v27, 31, v26
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshl_add_u64 v[10:11], v[18:19], 2, s[4:5]
	v_lshl_add_u64 v[12:13], v[20:21], 2, s[4:5]
	v_lshl_add_u64 v[14:15], v[22:23], 2, s[4:5]
	v_lshl_add_u64 v[34:35], v[26:27], 2, s[4:5]
	v_lshl_add_u64 v[36:37], v[28:29], 2, s[4:5]
	v_lshl_add_u64 v[38:39], v[30:31], 2, s[4:5]
	global_load_dword v0, v[8:9], off
	global_load_dword v1, v[10:11], off
	global_load_dword v2, v[12:13], off
	global_load_dword v3, v[14:15], off
	global_load_dword v4, v[32:33], off
	global_load_dword v5, v[34:35], off
	global_load_dword v6, v[36:37], off
	global_load_dword v7, v[38:39], off
	v_add_u32_e32 v32, s6, v30
	v_add_u32_e32 v34, s12, v32
	v_add_u32_e32 v36, s12, v34
	v_add_u32_e32 v38, s12, v36
	v_add_u32_e32 v40, s6, v38
	v_add_u32_e32 v42, s12, v40
	v_add_u32_e32 v44, s12, v42
	v_ashrrev_i32_e32 v33, 31, v32
	v_add_u32_e32 v46, s12, v44
	v_lshl_add_u64 v[48:49], v[32:33], 2, s[4:5]
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v45, 31, v44
	v_ashrrev_i32_e32 v47, 31, v46
	v_lshl_add_u64 v[54:55], v[34:35], 2, s[4:5]
	v_lshl_add_u64 v[56:57], v[36:37], 2, s[4:5]
	v_lshl_add_u64 v[58:59], v[38:39], 2, s[4:5]
	v_lshl_add_u64 v[60:61], v[40:41], 2, s[4:5]
	v_lshl_add_u64 v[62:63], v[42:43], 2, s[4:5]
	v_lshl_add_u64 v[64:65], v[44:45], 2, s[4:5]
	v_lshl_add_u64 v[66:67], v[46:47], 2, s[4:5]
	global_load_dword v8, v[48:49], off
	global_load_dword v9, v[54:55], off
	global_load_dword v10, v[56:57], off
	global_load_dword v11, v[58:59], off
	global_load_dword v12, v[60:61], off
	global_load_dword v13, v[62:63], off
	global_load_dword v14, v[64:65], off
	global_load_dword v15, v[66:67], off
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	s_cmp_lt_i32 s13, 1
	s_cbranch_scc1 .LBB3_3
; %bb.1:
	s_lshr_b32 s15, s13, 1
	s_ashr_i32 s1, s2, 31
	v_mov_b32_e32 v59, 0
	s_waitcnt lgkmcnt(0)
	s_add_u32 s10, s10, s2
	v_lshlrev_b32_e32 v56, 4, v53
	s_addc_u32 s11, s11, s1
	v_mov_b32_e32 v51, v59
	v_lshl_add_u64 v[48:49], s[10:11], 0, v[50:51]
	v_or_b32_e32 v51, 4, v56
	v_mul_lo_u32 v54, s12, v51
	v_or_b32_e32 v51, 8, v56
	v_mul_lo_u32 v55, s12, v51
	v_or_b32_e32 v51, 12, v56
	v_lshlrev_b32_e32 v58, 3, v53
	v_mul_lo_u32 v56, s12, v51
	v_mul_lo_u32 v51, s12, v53
	v_add_u32_e32 v53, s14, v50
	v_mul_lo_u32 v50, s15, v53
	v_lshlrev_b32_e32 v57, 4, v51
	v_ashrrev_i32_e32 v51, 31, v50
	s_lshr_b32 s10, s13, 2
	v_lshl_add_u64 v[50:51], v[58:59], 0, v[50:51]
	v_lshl_add_u64 v[50:51], s[6:7], 0, v[50:51]
	v_mad_u64_u32 v[52:53], s[6:7], s10, v53, v[52:53]
	s_mov_b32 s0, 0
	s_mov_b32 s2, s12
	s_lshl_b32 s1, s12, 5
	s_mov_b32 s6, 0x6050400
	s_mov_b32 s7, 0xf000
	s_mov_b32 s10, 0
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v58, s0, v57
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshl_add_u64 v[58:59], v[48:49], 0, v[58:59]
	global_load_ubyte v53, v[58:59], off
	v_lshl_add_u64 v[58:59], v[58:59], 0, s[2:3]
	global_load_ubyte v60, v[58:59], off
	v_lshl_add_u64 v[58:59], v[58:59], 0, s[2:3]
	global_load_dwordx2 v[62:63], v[50:51], off
	s_add_i32 s10, s10, 32
	v_lshl_add_u64 v[50:51], v[50:51], 0, 16
	s_waitcnt vmcnt(1)
	v_lshl_or_b32 v53, v60, 8, v53
	global_load_ubyte v60, v[58:59], off
	v_lshl_add_u64 v[58:59], v[58:59], 0, s[2:3]
	global_load_ubyte v58, v[58:59], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v60, 16, v60
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v58, 24, v58
	v_or3_b32 v58, v53, v60, v58
	v_add_u32_e32 v60, s0, v54
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[48:49], 0, v[60:61]
	global_load_ubyte v53, v[60:61], off
	v_lshl_add_u64 v[60:61], v[60:61], 0, s[2:3]
	global_load_ubyte v59, v[60:61], off
	v_lshl_add_u64 v[60:61], v[60:61], 0, s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v53, v59, 8, v53
	global_load_ubyte v59, v[60:61], off
	v_lshl_add_u64 v[60:61], v[60:61], 0, s[2:3]
	global_load_ubyte v60, v[60:61], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v59, 16, v59
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v60, 24, v60
	v_or3_b32 v59, v53, v59, v60
	v_add_u32_e32 v60, s0, v55
	v_ashrrev_i32_e32 v61, 31, v60
	v_lshl_add_u64 v[60:61], v[48:49], 0, v[60:61]
	global_load_ubyte v53, v[60:61], off
	v_lshl_add_u64 v[60:61], v[60:61], 0, s[2:3]
	global_load_ubyte v64, v[60:61], off
	v_lshl_add_u64 v[60:61], v[60:61], 0, s[2:3]
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v53, v64, 8, v53
	global_load_ubyte v64, v[60:61], off
	v_lshl_add_u64 v[60:61], v[60:61], 0, s[2:3]
	global_load_ubyte v60, v[60:61], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v64, 16, v64
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v60, 24, v60
	v_or3_b32 v60, v53, v64, v60
	v_add_u32_e32 v64, s0, v56
	v_ashrrev_i32_e32 v65, 31, v64
	v_lshl_add_u64 v[64:65], v[48:49], 0, v[64:65]
	global_load_ubyte v53, v[64:65], off
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[2:3]
	global_load_ubyte v61, v[64:65], off
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[2:3]
	s_add_i32 s0, s0, s1
	s_cmp_ge_i32 s10, s13
	s_waitcnt vmcnt(0)
	v_lshl_or_b32 v53, v61, 8, v53
	global_load_ubyte v61, v[64:65], off
	v_lshl_add_u64 v[64:65], v[64:65], 0, s[2:3]
	global_load_ubyte v64, v[64:65], off
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v61, 16, v61
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v64, 24, v64
	v_or3_b32 v61, v53, v61, v64
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[64:65], s[8:9], 0, v[52:53]
	global_load_dword v53, v[64:65], off
	v_add_u32_e32 v52, 8, v52
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v64, 8, v53
	v_and_b32_e32 v65, 15, v53
	v_lshlrev_b16_e32 v64, 4, v64
	v_or_b32_e32 v64, v64, v65
	v_bfe_u32 v65, v53, 16, 4
	v_perm_b32 v64, v65, v64, s6
	v_lshrrev_b32_e32 v53, 12, v53
	v_and_or_b32 v53, v53, s7, v64
	s_nop 1
	v_smfmac_f32_32x32x32_bf8_fp8 v[0:15], v[62:63], v[58:61], v53
	s_cbranch_scc0 .LBB3_2
.LBB3_3:
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[4:5]
	s_waitcnt vmcnt(15)
	s_nop 6
	global_store_dword v[16:17], v0, off
	v_lshl_add_u64 v[16:17], v[18:19], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[16:17], v1, off
	v_lshl_add_u64 v[0:1], v[20:21], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[22:23], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v3, off
	v_lshl_add_u64 v[0:1], v[24:25], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v4, off
	v_lshl_add_u64 v[0:1], v[26:27], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v5, off
	v_lshl_add_u64 v[0:1], v[28:29], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[30:31], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v7, off
	v_lshl_add_u64 v[0:1], v[32:33], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v8, off
	v_lshl_add_u64 v[0:1], v[34:35], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v9, off
	v_lshl_add_u64 v[0:1], v[36:37], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v10, off
	v_lshl_add_u64 v[0:1], v[38:39], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v11, off
	v_lshl_add_u64 v[0:1], v[40:41], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v12, off
	v_lshl_add_u64 v[0:1], v[42:43], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v13, off
	v_lshl_add_u64 v[0:1], v[44:45], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v14, off
	v_lshl_add_u64 v[0:1], v[46:47], 2, s[4:5]
	s_waitcnt vmcnt(15)
	global_store_dword v[0:1], v15, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel smfmac_bf8_fp8_32x32x32
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
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
		.amdhsa_next_free_vgpr 68
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 68
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
	.size	smfmac_bf8_fp8_32x32x32, .Lfunc_end3-smfmac_bf8_fp8_32x32x32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1624
; NumSgprs: 22
; NumVgprs: 68
; NumAgprs: 0
; TotalNumVgprs: 68
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 68
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
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
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 64
    .name:           smfmac_f16_16x16x32
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         smfmac_f16_16x16x32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     53
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
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 64
    .name:           smfmac_bf16_32x32x16
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         smfmac_bf16_32x32x16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     72
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
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 64
    .name:           smfmac_i8_16x16x64
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         smfmac_i8_16x16x64.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     62
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
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 64
    .name:           smfmac_bf8_fp8_32x32x32
    .private_segment_fixed_size: 0
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         smfmac_bf8_fp8_32x32x32.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     68
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
