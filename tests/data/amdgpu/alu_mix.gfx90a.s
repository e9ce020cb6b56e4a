	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	alu_mix                 ; -- Begin function alu_mix
	.globl	alu_mix
	.p2align	8
	.type	alu_mix,@function
alu_mix:                                ; @alu_mix
; %bb.0:
	s_load_dword s0, s[4:5], 0x44
	s_load_dwordx8 s[12:19], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s1, 0x4ec4ec4f
	s_brev_b32 s2, -2
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0xffff
	s_mul_i32 s6, s6, s0
	v_add_u32_e32 v0, s6, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v4, vcc, s12, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, s15
	v_add_co_u32_e32 v6, vcc, s14, v2
	v_addc_co_u32_e32 v7, vcc, v5, v3, vcc
	global_load_dword v5, v[6:7], off
	v_mov_b32_e32 v6, s17
	v_add_co_u32_e32 v2, vcc, s16, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_dword v20, v[2:3], off
	v_add_u32_e32 v2, 64, v0
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s16, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_dword v21, v[2:3], off
	v_lshlrev_b64 v[8:9], 3, v[0:1]
	v_mov_b32_e32 v7, s19
	v_add_co_u32_e32 v8, vcc, s18, v8
	v_mov_b32_e32 v3, v1
	v_lshlrev_b32_e32 v2, 4, v0
	v_addc_co_u32_e32 v9, vcc, v7, v9, vcc
	v_lshlrev_b64 v[10:11], 2, v[2:3]
	global_load_dwordx2 v[2:3], v[8:9], off
	s_load_dwordx8 s[8:15], s[4:5], 0x20
	s_mov_b32 s0, 0x92492493
	v_mov_b32_e32 v6, 0x3fc00000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v12, s9
	v_add_co_u32_e32 v14, vcc, s8, v10
	v_addc_co_u32_e32 v15, vcc, v12, v11, vcc
	s_waitcnt vmcnt(4)
	v_ashrrev_i32_e32 v7, 3, v4
	v_lshrrev_b32_e32 v8, 5, v4
	v_or_b32_e32 v11, 1, v4
	v_sub_u32_e32 v24, 0, v4
	v_sub_u32_e32 v8, v7, v8
	v_ffbh_u32_e32 v7, v11
	s_waitcnt vmcnt(3)
	v_or_b32_e32 v22, 1, v5
	v_cvt_f32_u32_e32 v27, v22
	v_min_i32_e32 v13, v4, v5
	v_max_u32_e32 v16, v4, v5
	v_xor_b32_e32 v11, v13, v16
	v_max_i32_e32 v13, v4, v24
	v_rcp_iflag_f32_e32 v24, v27
	v_sub_u32_e32 v25, 0, v5
	v_add_u32_sdwa v17, sext(v5), sext(v4) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:WORD_0
	v_alignbit_b32 v16, v4, v4, v25
	global_store_dwordx2 v[14:15], v[16:17], off offset:32
	v_mul_f32_e32 v16, 0x4f7ffffe, v24
	v_or_b32_e32 v12, 0x100, v5
	v_mul_hi_i32 v18, v4, s0
	v_mul_hi_u32 v19, v4, s1
	v_cvt_u32_f32_e32 v16, v16
	v_bcnt_u32_b32 v9, v4, 0
	v_ffbl_b32_e32 v12, v12
	v_add_u32_e32 v18, v18, v4
	v_lshrrev_b32_e32 v26, 2, v19
	v_mul_hi_i32 v10, v5, v4
	v_add3_u32 v7, v7, v9, v12
	v_mad_u64_u32 v[8:9], s[0:1], v5, v4, v[8:9]
	v_lshrrev_b32_e32 v5, 31, v18
	v_ashrrev_i32_e32 v12, 2, v18
	v_mul_lo_u32 v18, v26, 13
	v_sub_u32_e32 v28, 0, v22
	v_mov_b32_e32 v9, v7
	v_sub_u32_e32 v7, v4, v18
	global_store_dwordx4 v[14:15], v[8:11], off
	s_waitcnt vmcnt(4)
	v_cvt_i32_f32_e32 v23, v20
	v_add3_u32 v10, v12, v5, v7
	v_mul_lo_u32 v5, v28, v16
	v_mul_hi_u32 v5, v16, v5
	v_add_u32_e32 v5, v16, v5
	v_mul_hi_u32 v5, v4, v5
	v_mul_lo_u32 v7, v5, v22
	v_sub_u32_e32 v7, v4, v7
	v_add_u32_e32 v8, 1, v5
	v_cmp_ge_u32_e32 vcc, v7, v22
	s_waitcnt vmcnt(3)
	v_cvt_u32_f32_e64 v29, |v21|
	v_cndmask_b32_e32 v5, v5, v8, vcc
	v_sub_u32_e32 v8, v7, v22
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_add_u32_e32 v8, 1, v5
	v_cmp_ge_u32_e32 vcc, v7, v22
	v_cndmask_b32_e32 v11, v5, v8, vcc
	v_lshlrev_b32_e32 v8, 3, v0
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v12, v29, v23
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	global_store_dwordx4 v[14:15], v[10:13], off offset:16
	v_mov_b32_e32 v5, s11
	v_add_co_u32_e32 v10, vcc, s10, v8
	v_addc_co_u32_e32 v11, vcc, v5, v9, vcc
	v_max_f32_e32 v5, v20, v20
	v_max_f32_e32 v7, v21, v21
	v_min_f32_e32 v8, v5, v7
	v_cvt_f32_i32_e32 v13, v4
	v_cvt_f32_u32_e32 v9, v4
	v_max_f32_e32 v12, v5, v7
	v_floor_f32_e32 v5, v20
	v_ceil_f32_e32 v7, v21
	v_add_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, 0x40533333, v20
	s_mov_b32 s0, 2.0
	v_trunc_f32_e32 v7, v7
	s_mov_b32 s1, 0x3e800000
	v_add_f32_e32 v5, v7, v5
	v_mul_f32_e32 v7, 0x40e33333, v21
	v_pk_fma_f32 v[12:13], v[12:13], s[0:1], v[8:9]
	v_rndne_f32_e32 v7, v7
	v_fmac_f32_e32 v6, v20, v21
	v_add_f32_e32 v9, v7, v5
	v_mov_b32_e32 v7, v12
	v_mov_b32_e32 v8, v13
	global_store_dwordx4 v[10:11], v[6:9], off
	v_cvt_f16_f32_e32 v5, v20
	v_cvt_f16_f32_e32 v6, v21
	v_sub_f32_e32 v7, v20, v21
	v_mul_f32_e32 v9, v20, v21
	v_cvt_f32_f16_e32 v8, v5
	v_mul_f16_e32 v5, v5, v6
	v_cvt_f32_f16_e32 v18, v5
	v_cmp_gt_f32_e32 vcc, v20, v21
	v_and_b32_e32 v19, 0x7fffffff, v21
	v_cndmask_b32_e32 v6, v9, v7, vcc
	v_bfi_b32 v9, s2, v20, v21
	v_pk_add_f32 v[8:9], v[8:9], v[18:19]
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v8, v9
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	global_store_dwordx3 v[10:11], v[6:8], off offset:16
	v_mov_b32_e32 v5, s13
	v_add_co_u32_e32 v10, vcc, s12, v0
	v_addc_co_u32_e32 v11, vcc, v5, v1, vcc
	v_cvt_f64_i32_e32 v[0:1], v4
	s_waitcnt vmcnt(5)
	v_cvt_i32_f64_e32 v4, v[2:3]
	v_cvt_f64_f32_e32 v[6:7], v20
	v_cvt_f64_i32_e32 v[4:5], v4
	v_fmac_f64_e32 v[6:7], 4.0, v[2:3]
	v_fma_f64 v[8:9], v[2:3], v[2:3], -1.0
	v_add_f64 v[0:1], v[0:1], v[4:5]
	v_cvt_f64_f32_e32 v[4:5], v21
	v_max_f64 v[2:3], v[2:3], v[2:3]
	v_min_f64 v[2:3], v[2:3], v[4:5]
	global_store_dwordx4 v[10:11], v[6:9], off
	global_store_dwordx4 v[10:11], v[0:3], off offset:16
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel alu_mix
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 312
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 32
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
	.size	alu_mix, .Lfunc_end0-alu_mix
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 868
; NumSgprs: 24
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         alu_mix.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
