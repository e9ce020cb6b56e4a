	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.globl	amd_stream_read                 ; -- Begin function amd_stream_read
	.p2align	8
	.type	amd_stream_read,@function
amd_stream_read:                        ; @amd_stream_read
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x8
	s_load_dwordx2 s[12:13], s[4:5], 0x18
	s_mov_b32 s8, 0
	s_mov_b32 s9, s8
	s_mov_b32 s10, s8
	s_mov_b32 s11, s8
	v_pk_mov_b32 v[2:3], s[8:9], s[8:9] op_sel:[0,1]
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s0, 1
	v_pk_mov_b32 v[4:5], s[10:11], s[10:11] op_sel:[0,1]
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %loop.preheader
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_mul_i32 s6, s6, s2
	v_add_u32_e32 v6, s6, v0
	v_pk_mov_b32 v[2:3], s[8:9], s[8:9] op_sel:[0,1]
	s_add_i32 s6, s1, s1
	s_lshl_b32 s2, s1, 1
	s_mul_i32 s3, s1, 3
	v_pk_mov_b32 v[4:5], s[10:11], s[10:11] op_sel:[0,1]
	s_add_i32 s6, s6, s1
.LBB0_2:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_u32_e32 v24, s1, v6
	v_add_u32_e32 v8, s2, v6
	v_add_u32_e32 v10, s3, v6
	v_lshlrev_b64 v[6:7], 4, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s5
	v_ashrrev_i32_e32 v25, 31, v24
	v_add_co_u32_e32 v6, vcc, s4, v6
	v_addc_co_u32_e32 v7, vcc, v1, v7, vcc
	v_lshlrev_b64 v[12:13], 4, v[24:25]
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_co_u32_e32 v26, vcc, s4, v12
	v_lshlrev_b64 v[8:9], 4, v[8:9]
	v_addc_co_u32_e32 v27, vcc, v1, v13, vcc
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_u32_e32 v28, vcc, s4, v8
	v_lshlrev_b64 v[14:15], 4, v[10:11]
	v_addc_co_u32_e32 v29, vcc, v1, v9, vcc
	global_load_dwordx4 v[8:11], v[6:7], off
	v_add_co_u32_e32 v6, vcc, s4, v14
	v_addc_co_u32_e32 v7, vcc, v1, v15, vcc
	global_load_dwordx4 v[12:15], v[26:27], off
	global_load_dwordx4 v[16:19], v[28:29], off
	global_load_dwordx4 v[20:23], v[6:7], off
	s_add_i32 s8, s8, 4
	v_add_u32_e32 v6, s6, v24
	s_cmp_lt_i32 s8, s0
	s_waitcnt vmcnt(3)
	v_pk_add_f32 v[4:5], v[4:5], v[10:11]
	v_pk_add_f32 v[2:3], v[2:3], v[8:9]
	s_waitcnt vmcnt(2)
	v_pk_add_f32 v[4:5], v[4:5], v[14:15]
	v_pk_add_f32 v[2:3], v[2:3], v[12:13]
	s_waitcnt vmcnt(1)
	v_pk_add_f32 v[4:5], v[4:5], v[18:19]
	v_pk_add_f32 v[2:3], v[2:3], v[16:17]
	s_waitcnt vmcnt(0)
	v_pk_add_f32 v[4:5], v[4:5], v[22:23]
	v_pk_add_f32 v[2:3], v[2:3], v[20:21]
	s_cbranch_scc1 .LBB0_2
.LBB0_3:                                ; %exit
	v_add_f32_e32 v1, v2, v3
	v_add_f32_e32 v2, v4, v5
	v_add_f32_e32 v1, v1, v2
	s_mov_b32 s0, 0xbfa00000
	v_cmp_eq_f32_e32 vcc, s0, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_5
; %bb.4:                                ; %store
	v_lshlrev_b32_e32 v0, 2, v0
	global_store_dword v0, v1, s[12:13]
.LBB0_5:                                ; %done
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel amd_stream_read
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 32
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
	.size	amd_stream_read, .Lfunc_end0-amd_stream_read
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 432
; NumSgprs: 16
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 1
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
	.section	".note.GNU-stack"
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           a
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .name:           iters
        .offset:         8
        .size:           4
        .value_kind:     by_value
      - .name:           stride
        .offset:         12
        .size:           4
        .value_kind:     by_value
      - .name:           block
        .offset:         16
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .name:           out
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .max_flat_workgroup_size: 1024
    .name:           amd_stream_read
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         amd_stream_read.kd
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
