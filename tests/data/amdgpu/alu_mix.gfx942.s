	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	alu_mix                 ; -- Begin function alu_mix
	.globl	alu_mix
	.p2align	8
	.type	alu_mix,@function
alu_mix:                                ; @alu_mix
; %bb.0:
	s_load_dword s3, s[0:1], 0x44
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_load_dwordx8 s[12:19], s[0:1], 0x20
	v_mov_b32_e32 v9, v1
	s_waitcnt lgkmcnt(0)
	s_and_b32 s3, s3, 0xffff
	s_mul_i32 s2, s2, s3
	v_add_u32_e32 v0, s2, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_load_dword v26, v[4:5], off
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	global_load_dword v14, v[4:5], off
	v_mov_b32_e32 v5, v1
	v_add_u32_e32 v4, 64, v0
	v_lshl_add_u64 v[2:3], s[8:9], 0, v[2:3]
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[8:9]
	global_load_dword v27, v[2:3], off
	global_load_dword v28, v[4:5], off
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s11
	v_lshl_add_u64 v[2:3], v[0:1], 3, v[2:3]
	global_load_dwordx2 v[2:3], v[2:3], off
	v_mov_b32_e32 v12, s14
	v_mov_b32_e32 v13, s15
	v_lshlrev_b32_e32 v8, 3, v0
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v10, s12
	v_mov_b32_e32 v11, s13
	v_lshlrev_b32_e32 v6, 4, v0
	v_lshl_add_u64 v[18:19], v[8:9], 2, v[12:13]
	v_lshl_add_u64 v[16:17], v[6:7], 2, v[10:11]
	s_mov_b32 s5, 0x4ec4ec4f
	s_mov_b32 s4, 0x92492493
	s_mov_b32 s2, 2.0
	s_mov_b32 s3, 0x3e800000
	s_brev_b32 s6, -2
	v_mov_b32_e32 v4, s16
	v_mov_b32_e32 v5, s17
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshl_add_u64 v[4:5], v[0:1], 3, v[4:5]
	s_waitcnt vmcnt(4)
	v_ashrrev_i32_e32 v6, 3, v26
	v_lshrrev_b32_e32 v7, 5, v26
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v29, 1, v14
	v_cvt_f32_u32_e32 v42, v29
	v_or_b32_e32 v12, 0x100, v14
	v_sub_u32_e32 v33, 0, v14
	v_add_u32_sdwa v13, sext(v14), sext(v26) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:WORD_0
	v_ffbl_b32_e32 v40, v12
	v_alignbit_b32 v12, v26, v26, v33
	v_or_b32_e32 v9, 1, v26
	global_store_dwordx2 v[16:17], v[12:13], off offset:32
	v_rcp_iflag_f32_e32 v12, v42
	v_bcnt_u32_b32 v11, v26, 0
	v_sub_u32_e32 v6, v6, v7
	v_ffbh_u32_e32 v7, v9
	v_min_i32_e32 v15, v26, v14
	v_max_u32_e32 v20, v26, v14
	v_add3_u32 v11, v7, v11, v40
	v_mad_u64_u32 v[6:7], s[0:1], v14, v26, v[6:7]
	v_mul_hi_i32 v8, v14, v26
	v_xor_b32_e32 v9, v15, v20
	v_mov_b32_e32 v7, v11
	global_store_dwordx4 v[16:17], v[6:9], off
	v_sub_u32_e32 v43, 0, v29
	v_mul_hi_u32 v24, v26, s5
	v_mul_f32_e32 v6, 0x4f7ffffe, v12
	v_cvt_u32_f32_e32 v8, v6
	v_mul_hi_i32 v22, v26, s4
	s_waitcnt vmcnt(3)
	v_max_f32_e32 v34, v28, v28
	v_max_f32_e32 v35, v27, v27
	v_mul_lo_u32 v9, v43, v8
	v_mul_hi_u32 v9, v8, v9
	v_add_u32_e32 v8, v8, v9
	v_lshrrev_b32_e32 v41, 2, v24
	v_mul_hi_u32 v8, v26, v8
	v_add_u32_e32 v20, v22, v26
	v_min_f32_e32 v24, v35, v34
	v_max_f32_e32 v22, v35, v34
	v_mul_lo_u32 v35, v41, 13
	v_mul_lo_u32 v9, v8, v29
	v_lshrrev_b32_e32 v14, 31, v20
	v_ashrrev_i32_e32 v20, 2, v20
	v_sub_u32_e32 v11, v26, v35
	v_sub_u32_e32 v9, v26, v9
	v_cvt_i32_f32_e32 v30, v27
	v_cvt_u32_f32_e64 v31, |v28|
	v_cvt_f32_i32_e32 v23, v26
	v_cvt_f32_u32_e32 v25, v26
	v_add3_u32 v12, v20, v14, v11
	v_add_u32_e32 v11, 1, v8
	v_cmp_ge_u32_e32 vcc, v9, v29
	v_sub_u32_e32 v32, 0, v26
	v_max_i32_e32 v15, v26, v32
	v_cndmask_b32_e32 v8, v8, v11, vcc
	v_sub_u32_e32 v11, v9, v29
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_add_u32_e32 v11, 1, v8
	v_cmp_ge_u32_e32 vcc, v9, v29
	v_add_u32_e32 v14, v31, v30
	v_pk_fma_f32 v[6:7], v[22:23], s[2:3], v[24:25]
	v_cndmask_b32_e32 v13, v8, v11, vcc
	global_store_dwordx4 v[16:17], v[12:15], off offset:16
	v_mov_b32_e32 v11, v6
	v_cvt_f16_f32_e32 v6, v27
	v_mov_b32_e32 v12, v7
	v_cvt_f16_f32_e32 v7, v28
	v_floor_f32_e32 v36, v27
	v_ceil_f32_e32 v37, v28
	v_mul_f32_e32 v38, 0x40533333, v27
	v_mul_f32_e32 v39, 0x40e33333, v28
	v_add_f32_e32 v32, v36, v37
	v_trunc_f32_e32 v33, v38
	v_cvt_f32_f16_e32 v8, v6
	v_mul_f16_e32 v6, v6, v7
	v_rndne_f32_e32 v34, v39
	v_add_f32_e32 v32, v33, v32
	v_cvt_f32_f16_e32 v20, v6
	v_fmaak_f32 v10, v27, v28, 0x3fc00000
	v_add_f32_e32 v13, v34, v32
	global_store_dwordx4 v[18:19], v[10:13], off
	v_sub_f32_e32 v9, v27, v28
	v_cmp_gt_f32_e32 vcc, v27, v28
	v_mul_f32_e32 v10, v27, v28
	v_and_b32_e32 v21, 0x7fffffff, v28
	v_cndmask_b32_e32 v6, v10, v9, vcc
	v_bfi_b32 v9, s6, v27, v28
	v_pk_add_f32 v[8:9], v[8:9], v[20:21]
	v_cvt_f64_i32_e32 v[0:1], v26
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v8, v9
	global_store_dwordx3 v[18:19], v[6:8], off offset:16
	s_nop 1
	v_cvt_f64_f32_e32 v[6:7], v27
	s_waitcnt vmcnt(5)
	v_fmac_f64_e32 v[6:7], 4.0, v[2:3]
	v_fma_f64 v[8:9], v[2:3], v[2:3], -1.0
	global_store_dwordx4 v[4:5], v[6:9], off
	s_nop 1
	v_cvt_i32_f64_e32 v6, v[2:3]
	v_cvt_f64_i32_e32 v[6:7], v6
	v_add_f64 v[0:1], v[0:1], v[6:7]
	v_cvt_f64_f32_e32 v[6:7], v28
	v_max_f64 v[2:3], v[2:3], v[2:3]
	v_min_f64 v[2:3], v[2:3], v[6:7]
	global_store_dwordx4 v[4:5], v[0:3], off offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel alu_mix
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 312
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 44
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
	.size	alu_mix, .Lfunc_end0-alu_mix
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 828
; NumSgprs: 26
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
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
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         60
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         68
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         70
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         72
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         74
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         76
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         78
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         120
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 312
    .max_flat_workgroup_size: 1024
    .name:           alu_mix
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         alu_mix.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
