	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	histogram               ; -- Begin function histogram
	.globl	histogram
	.p2align	8
	.type	histogram,@function
histogram:                              ; @histogram
; %bb.0:
	s_movk_i32 s5, 0x100
	v_cmp_gt_u32_e32 vcc, s5, v0
	s_movk_i32 s5, 0xff
	s_add_u32 s8, s2, 24
	v_cmp_lt_u32_e64 s[6:7], s5, v0
	s_addc_u32 s9, s3, 0
                                        ; implicit-def: $sgpr5
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_xor_b64 s[6:7], exec, s[10:11]
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dword s5, s[8:9], 0xc
.LBB0_2:
	s_or_saveexec_b64 s[10:11], s[6:7]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s5
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_17
; %bb.3:
	s_load_dword s5, s[8:9], 0xc
	s_movk_i32 s6, 0x100
                                        ; implicit-def: $sgpr14
	s_waitcnt lgkmcnt(0)
	s_and_b32 s16, s5, 0xffff
	v_add_u32_e32 v1, s16, v0
	v_cvt_f32_u32_e32 v3, s16
	v_mov_b32_e32 v2, s16
	v_cmp_gt_u32_e64 s[6:7], s6, v1
	v_max_u32_e32 v4, 0x100, v1
	v_cmp_eq_u16_e64 s[12:13], s5, 1
	v_addc_co_u32_e64 v1, s[8:9], v0, v2, s[6:7]
	v_sub_u32_e32 v1, v4, v1
	v_cvt_f32_u32_e32 v1, v1
	v_rcp_iflag_f32_e32 v2, v3
	s_nop 0
	v_mul_f32_e32 v2, v1, v2
	v_trunc_f32_e32 v2, v2
	v_cvt_u32_f32_e32 v4, v2
	v_fma_f32 v1, -v2, v3, v1
	v_cmp_ge_f32_e64 s[8:9], |v1|, v3
	v_mov_b32_e32 v2, v0
	s_nop 0
	v_addc_co_u32_e64 v1, s[8:9], 0, v4, s[8:9]
	v_and_b32_e32 v3, 0x3fff, v1
	v_addc_co_u32_e64 v1, s[8:9], 1, v3, s[6:7]
	v_cmp_lt_u32_e64 s[8:9], 1, v1
	s_and_b64 s[18:19], s[8:9], s[12:13]
	s_mov_b64 s[12:13], -1
	s_and_saveexec_b64 s[8:9], s[18:19]
	s_cbranch_execz .LBB0_12
; %bb.4:
	v_addc_co_u32_e64 v2, s[6:7], 0, v3, s[6:7]
	v_add_u32_e32 v3, -1, v2
	v_lshrrev_b32_e32 v2, 1, v3
	v_add_u32_e32 v2, 1, v2
	v_cmp_lt_u32_e64 s[6:7], 13, v3
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_8
; %bb.5:
	v_and_b32_e32 v3, -8, v2
	v_lshlrev_b32_e32 v4, 2, v0
	s_mov_b32 s17, 0
	s_mov_b64 s[14:15], 0
	v_mov_b32_e32 v5, 0
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v3, -8, v3
	s_add_i32 s17, s17, 16
	v_cmp_eq_u32_e64 s[6:7], 0, v3
	ds_write2_b32 v4, v5, v5 offset1:1
	ds_write2_b32 v4, v5, v5 offset0:2 offset1:3
	ds_write2_b32 v4, v5, v5 offset0:4 offset1:5
	ds_write2_b32 v4, v5, v5 offset0:6 offset1:7
	ds_write2_b32 v4, v5, v5 offset0:8 offset1:9
	ds_write2_b32 v4, v5, v5 offset0:10 offset1:11
	ds_write2_b32 v4, v5, v5 offset0:12 offset1:13
	ds_write2_b32 v4, v5, v5 offset0:14 offset1:15
	v_add_u32_e32 v4, 64, v4
	s_or_b64 s[14:15], s[6:7], s[14:15]
	v_mov_b32_e32 v6, s17
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB0_6
; %bb.7:
	s_or_b64 exec, exec, s[14:15]
.LBB0_8:
	s_or_b64 exec, exec, s[12:13]
	v_and_b32_e32 v2, 7, v2
	v_cmp_ne_u32_e64 s[6:7], 0, v2
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_11
; %bb.9:
	v_add_lshl_u32 v3, v0, v6, 2
	s_mov_b64 s[14:15], 0
	v_mov_b32_e32 v4, 0
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, -1, v2
	v_cmp_eq_u32_e64 s[6:7], 0, v2
	ds_write2_b32 v3, v4, v4 offset1:1
	s_or_b64 s[14:15], s[6:7], s[14:15]
	v_add_u32_e32 v3, 8, v3
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB0_10
.LBB0_11:
	s_or_b64 exec, exec, s[12:13]
	v_and_b32_e32 v3, 0x7ffe, v1
	v_cmp_ne_u32_e64 s[6:7], v1, v3
	s_mov_b32 s14, 1
	v_mad_u32_u24 v2, v3, 1, v0
	s_orn2_b64 s[12:13], s[6:7], exec
.LBB0_12:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v1, s14
	s_and_saveexec_b64 s[8:9], s[12:13]
	s_cbranch_execz .LBB0_16
; %bb.13:
	v_lshlrev_b32_e32 v1, 2, v2
	s_lshl_b32 s14, s16, 2
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v3, 0
	s_movk_i32 s15, 0xff
.LBB0_14:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, s16, v2
	v_cmp_lt_u32_e64 s[6:7], s15, v2
	ds_write_b32 v1, v3
	s_or_b64 s[12:13], s[6:7], s[12:13]
	v_add_u32_e32 v1, s14, v1
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_14
; %bb.15:
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v1, s5
.LBB0_16:
	s_or_b64 exec, exec, s[8:9]
.LBB0_17:
	s_or_b64 exec, exec, s[10:11]
	s_load_dwordx4 s[8:11], s[2:3], 0x0
	s_load_dword s6, s[2:3], 0x10
	v_and_b32_e32 v1, 0xffff, v1
	v_mad_u64_u32 v[2:3], s[2:3], s4, v1, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e64 s[2:3], s6, v2
	s_barrier
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB0_20
; %bb.18:
	v_cvt_f32_u32_e32 v3, v1
	s_load_dword s7, s[0:1], 0xc
	v_sub_u32_e32 v4, 0, v1
	s_mov_b64 s[2:3], 0
	v_rcp_iflag_f32_e32 v3, v3
	s_nop 0
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v4, v4, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_u32_e32 v3, v3, v4
	s_waitcnt lgkmcnt(0)
	v_mul_hi_u32 v3, s7, v3
	v_mul_lo_u32 v3, v3, v1
	v_sub_u32_e32 v3, s7, v3
	v_sub_u32_e32 v4, v3, v1
	v_cmp_ge_u32_e64 s[0:1], v3, v1
	s_nop 1
	v_cndmask_b32_e64 v3, v3, v4, s[0:1]
	v_sub_u32_e32 v4, v3, v1
	v_cmp_ge_u32_e64 s[0:1], v3, v1
	s_nop 1
	v_cndmask_b32_e64 v3, v3, v4, s[0:1]
	v_mov_b32_e32 v4, 1
.LBB0_19:                               ; =>This Inner Loop Header: Depth=1
	global_load_ubyte v5, v2, s[8:9]
	v_sub_u32_e32 v2, v2, v3
	v_add_u32_e32 v2, s7, v2
	v_cmp_le_u32_e64 s[0:1], s6, v2
	s_or_b64 s[2:3], s[0:1], s[2:3]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v5, 2, v5
	ds_add_u32 v5, v4
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_19
.LBB0_20:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_25
; %bb.21:
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[4:5], s[10:11], 0, v[2:3]
	v_lshlrev_b32_e32 v6, 2, v1
	v_mov_b32_e32 v7, v3
	s_mov_b64 s[0:1], 0
	s_movk_i32 s4, 0xff
	s_branch .LBB0_23
.LBB0_22:                               ;   in Loop: Header=BB0_23 Depth=1
	s_or_b64 exec, exec, s[2:3]
	v_add_u32_e32 v0, v0, v1
	v_cmp_lt_u32_e32 vcc, s4, v0
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[6:7]
	s_or_b64 s[0:1], vcc, s[0:1]
	v_add_u32_e32 v2, v2, v6
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB0_25
.LBB0_23:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_22
; %bb.24:                               ;   in Loop: Header=BB0_23 Depth=1
	global_atomic_add v[4:5], v3, off
	s_branch .LBB0_22
.LBB0_25:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel histogram
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 4
		.amdhsa_user_sgpr_dispatch_ptr 1
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
		.amdhsa_next_free_sgpr 20
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
.Lfunc_end0:
	.size	histogram, .Lfunc_end0-histogram
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 976
; NumSgprs: 26
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 4
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .max_flat_workgroup_size: 1024
    .name:           histogram
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         histogram.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
