	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_load_dword s3, s[0:1], 0x1c
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s3, 0xffff
	s_mul_i32 s2, s2, s0
	v_add_u32_e32 v4, s2, v0
	v_add_u32_e32 v2, 1, v4
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v9, 2, v2
	v_add_u32_e32 v2, 2, v4
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v11, 2, v2
	v_add_u32_e32 v2, 3, v4
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v12, 2, v2
	v_add_u32_e32 v2, 4, v4
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v13, 2, v2
	v_add_u32_e32 v2, 5, v4
	v_and_b32_e32 v2, 63, v2
	v_and_b32_e32 v5, 63, v4
	v_lshlrev_b32_e32 v14, 2, v2
	v_add_u32_e32 v2, 6, v4
	v_lshlrev_b32_e32 v1, 2, v5
	v_and_b32_e32 v2, 63, v2
	global_load_dword v0, v1, s[4:5]
	v_lshlrev_b32_e32 v15, 2, v2
	global_load_dword v3, v9, s[4:5]
	global_load_dword v2, v11, s[4:5]
	global_load_dword v8, v12, s[4:5]
	global_load_dword v7, v13, s[4:5]
	global_load_dword v6, v14, s[4:5]
	global_load_dword v10, v15, s[4:5]
	v_add_u32_e32 v12, 9, v4
	v_add_u32_e32 v9, 7, v4
	v_and_b32_e32 v12, 63, v12
	v_and_b32_e32 v9, 63, v9
	v_lshlrev_b32_e32 v13, 2, v12
	v_add_u32_e32 v12, 10, v4
	v_lshlrev_b32_e32 v9, 2, v9
	v_add_u32_e32 v11, 8, v4
	v_and_b32_e32 v12, 63, v12
	v_and_b32_e32 v11, 63, v11
	v_lshlrev_b32_e32 v15, 2, v12
	global_load_dword v12, v9, s[4:5]
	v_add_u32_e32 v9, 11, v4
	v_lshlrev_b32_e32 v11, 2, v11
	v_and_b32_e32 v9, 63, v9
	v_lshlrev_b32_e32 v17, 2, v9
	global_load_dword v9, v11, s[4:5]
	global_load_dword v14, v13, s[4:5]
	global_load_dword v16, v15, s[4:5]
	v_add_u32_e32 v11, 12, v4
	v_and_b32_e32 v11, 63, v11
	v_lshlrev_b32_e32 v11, 2, v11
	global_load_dword v18, v17, s[4:5]
	global_load_dword v20, v11, s[4:5]
	v_add_u32_e32 v11, 13, v4
	v_add_u32_e32 v13, 14, v4
	v_and_b32_e32 v11, 63, v11
	v_and_b32_e32 v13, 63, v13
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v11, 2, v11
	global_load_dword v24, v13, s[4:5]
	global_load_dword v26, v11, s[4:5]
	v_add_u32_e32 v11, 15, v4
	v_and_b32_e32 v11, 63, v11
	v_lshlrev_b32_e32 v13, 2, v11
	v_add_u32_e32 v11, 16, v4
	v_and_b32_e32 v11, 63, v11
	v_lshlrev_b32_e32 v15, 2, v11
	global_load_dword v22, v13, s[4:5]
	global_load_dword v11, v15, s[4:5]
	v_add_u32_e32 v15, 18, v4
	v_add_u32_e32 v13, 17, v4
	v_and_b32_e32 v15, 63, v15
	v_and_b32_e32 v13, 63, v13
	v_lshlrev_b32_e32 v15, 2, v15
	global_load_dword v28, v15, s[4:5]
	v_lshlrev_b32_e32 v15, 2, v13
	global_load_dword v30, v15, s[4:5]
	global_load_dword v13, v1, s[4:5]
	s_mov_b32 s2, 0x2aaaaaab
	s_waitcnt vmcnt(18)
	v_add_u32_e32 v1, v3, v4
	s_waitcnt vmcnt(17)
	v_lshl_add_u32 v2, v4, 1, v2
	s_waitcnt vmcnt(15)
	v_lshl_add_u32 v32, v4, 2, v7
	s_waitcnt vmcnt(14)
	v_mad_u64_u32 v[6:7], s[0:1], v4, 5, v[6:7]
	v_mov_b32_e32 v33, v6
	s_waitcnt vmcnt(11)
	v_mad_u64_u32 v[36:37], s[0:1], v4, 3, v[8:9]
	v_mov_b32_e32 v3, v36
	scratch_store_dwordx4 off, v[0:3], off
	s_waitcnt vmcnt(11)
	v_mad_u64_u32 v[6:7], s[0:1], v4, 9, v[14:15]
	s_waitcnt vmcnt(10)
	v_mad_u64_u32 v[2:3], s[0:1], v4, 10, v[16:17]
	s_waitcnt vmcnt(5)
	v_mad_u64_u32 v[14:15], s[0:1], v4, 15, v[22:23]
	s_waitcnt vmcnt(4)
	v_mad_u64_u32 v[34:35], s[0:1], v4, 6, v[10:11]
	v_lshl_add_u32 v15, v4, 4, v11
	s_waitcnt vmcnt(3)
	v_mad_u64_u32 v[10:11], s[0:1], v4, 18, v[28:29]
	s_waitcnt vmcnt(1)
	v_mad_u64_u32 v[0:1], s[0:1], v4, 7, v[12:13]
	v_mov_b32_e32 v35, v0
	v_lshl_add_u32 v0, v4, 3, v9
	v_mov_b32_e32 v1, v6
	scratch_store_dwordx3 off, v[0:2], off offset:32
	v_mad_u64_u32 v[6:7], s[0:1], v4, 12, v[20:21]
	s_nop 0
	v_mad_u64_u32 v[0:1], s[0:1], v4, 11, v[18:19]
	v_mad_u64_u32 v[8:9], s[0:1], v4, 14, v[24:25]
	v_mad_u64_u32 v[2:3], s[0:1], v4, 13, v[26:27]
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v3, v8
	scratch_store_dwordx4 off, v[0:3], off offset:44
	v_mad_u64_u32 v[16:17], s[0:1], v4, 17, v[30:31]
	s_nop 0
	v_add_u32_e32 v0, 19, v4
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v0, 20, v4
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v3, 2, v0
	v_add_u32_e32 v0, 21, v4
	v_mov_b32_e32 v17, v10
	v_add_u32_e32 v10, 27, v4
	v_and_b32_e32 v0, 63, v0
	v_and_b32_e32 v10, 63, v10
	v_lshlrev_b32_e32 v7, 2, v0
	v_add_u32_e32 v0, 22, v4
	v_lshlrev_b32_e32 v11, 2, v10
	v_add_u32_e32 v10, 28, v4
	scratch_store_dwordx4 off, v[32:35], off offset:16
	v_and_b32_e32 v0, 63, v0
	v_and_b32_e32 v10, 63, v10
	v_lshlrev_b32_e32 v9, 2, v0
	global_load_dword v6, v1, s[4:5]
	global_load_dword v0, v3, s[4:5]
	global_load_dword v8, v7, s[4:5]
	global_load_dword v2, v9, s[4:5]
	v_add_u32_e32 v1, 23, v4
	scratch_store_dwordx4 off, v[14:17], off offset:60
	v_add_u32_e32 v3, 24, v4
	v_and_b32_e32 v1, 63, v1
	v_lshlrev_b32_e32 v15, 2, v10
	v_add_u32_e32 v10, 29, v4
	v_and_b32_e32 v10, 63, v10
	v_and_b32_e32 v3, 63, v3
	v_add_u32_e32 v7, 25, v4
	v_add_u32_e32 v9, 26, v4
	v_lshlrev_b32_e32 v17, 2, v10
	v_add_u32_e32 v10, 30, v4
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v7, 63, v7
	v_and_b32_e32 v9, 63, v9
	v_and_b32_e32 v10, 63, v10
	v_lshlrev_b32_e32 v7, 2, v7
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v19, 2, v10
	global_load_dword v10, v1, s[4:5]
	global_load_dword v12, v3, s[4:5]
	global_load_dword v14, v7, s[4:5]
	global_load_dword v16, v9, s[4:5]
	global_load_dword v18, v11, s[4:5]
	global_load_dword v20, v15, s[4:5]
	global_load_dword v22, v17, s[4:5]
	global_load_dword v24, v19, s[4:5]
	v_add_u32_e32 v1, 31, v4
	v_xor_b32_e32 v3, 32, v5
	v_add_u32_e32 v5, 33, v4
	v_and_b32_e32 v1, 63, v1
	v_and_b32_e32 v5, 63, v5
	v_add_u32_e32 v7, 34, v4
	v_add_u32_e32 v9, 35, v4
	v_add_u32_e32 v11, 36, v4
	v_add_u32_e32 v15, 37, v4
	v_add_u32_e32 v17, 38, v4
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v5, 2, v5
	v_and_b32_e32 v7, 63, v7
	v_and_b32_e32 v9, 63, v9
	v_and_b32_e32 v11, 63, v11
	v_and_b32_e32 v15, 63, v15
	v_and_b32_e32 v17, 63, v17
	v_lshlrev_b32_e32 v7, 2, v7
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshlrev_b32_e32 v15, 2, v15
	v_lshlrev_b32_e32 v17, 2, v17
	global_load_dword v26, v1, s[4:5]
	global_load_dword v19, v3, s[4:5]
	global_load_dword v28, v5, s[4:5]
	global_load_dword v30, v7, s[4:5]
	global_load_dword v32, v9, s[4:5]
	global_load_dword v34, v11, s[4:5]
	global_load_dword v36, v15, s[4:5]
	global_load_dword v38, v17, s[4:5]
	v_add_u32_e32 v1, 39, v4
	v_add_u32_e32 v3, 40, v4
	v_add_u32_e32 v5, 41, v4
	v_and_b32_e32 v1, 63, v1
	v_and_b32_e32 v3, 63, v3
	v_and_b32_e32 v5, 63, v5
	v_add_u32_e32 v7, 42, v4
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v5, 2, v5
	v_and_b32_e32 v7, 63, v7
	v_add_u32_e32 v9, 43, v4
	v_add_u32_e32 v11, 44, v4
	v_lshlrev_b32_e32 v7, 2, v7
	v_and_b32_e32 v9, 63, v9
	global_load_dword v40, v1, s[4:5]
	global_load_dword v42, v3, s[4:5]
	v_and_b32_e32 v1, 63, v11
	global_load_dword v44, v5, s[4:5]
	global_load_dword v46, v7, s[4:5]
	v_add_u32_e32 v3, 45, v4
	v_add_u32_e32 v5, 46, v4
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v1, 2, v1
	v_and_b32_e32 v3, 63, v3
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v48, v9, s[4:5]
	global_load_dword v50, v1, s[4:5]
	v_lshlrev_b32_e32 v1, 2, v5
	global_load_dword v52, v3, s[4:5]
	global_load_dword v54, v1, s[4:5]
	v_add_u32_e32 v1, 47, v4
	v_and_b32_e32 v1, 63, v1
	v_lshlrev_b32_e32 v1, 2, v1
	global_load_dword v56, v1, s[4:5]
	s_waitcnt vmcnt(29)
	v_mad_u64_u32 v[6:7], s[0:1], v4, 19, v[6:7]
	s_waitcnt vmcnt(27)
	v_mad_u64_u32 v[8:9], s[0:1], v4, 21, v[8:9]
	v_mad_u64_u32 v[0:1], s[0:1], v4, 20, v[0:1]
	s_waitcnt vmcnt(26)
	v_mad_u64_u32 v[2:3], s[0:1], v4, 22, v[2:3]
	v_mov_b32_e32 v7, v0
	v_mov_b32_e32 v9, v2
	scratch_store_dwordx4 off, v[6:9], off offset:76
	v_add_u32_e32 v5, 1, v13
	s_waitcnt vmcnt(25)
	v_mad_u64_u32 v[0:1], s[0:1], v4, 23, v[10:11]
	s_waitcnt vmcnt(24)
	v_mad_u64_u32 v[6:7], s[0:1], v4, 24, v[12:13]
	s_waitcnt vmcnt(22)
	v_mad_u64_u32 v[8:9], s[0:1], v4, 26, v[16:17]
	v_mad_u64_u32 v[2:3], s[0:1], v4, 25, v[14:15]
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v3, v8
	scratch_store_dwordx4 off, v[0:3], off offset:92
	s_waitcnt vmcnt(21)
	v_mad_u64_u32 v[6:7], s[0:1], v4, 28, v[20:21]
	s_waitcnt vmcnt(19)
	v_mad_u64_u32 v[8:9], s[0:1], v4, 30, v[24:25]
	v_mad_u64_u32 v[2:3], s[0:1], v4, 29, v[22:23]
	v_mov_b32_e32 v3, v8
	s_waitcnt vmcnt(17)
	v_mad_u64_u32 v[0:1], s[0:1], v4, 27, v[18:19]
	v_mov_b32_e32 v1, v6
	scratch_store_dwordx4 off, v[0:3], off offset:108
	s_waitcnt vmcnt(16)
	v_mad_u64_u32 v[6:7], s[0:1], v4, 34, v[30:31]
	v_mad_u64_u32 v[0:1], s[0:1], v4, 31, v[26:27]
	v_mad_u64_u32 v[2:3], s[0:1], v4, 33, v[28:29]
	v_lshl_add_u32 v1, v4, 5, v19
	v_mov_b32_e32 v3, v6
	scratch_store_dwordx4 off, v[0:3], off offset:124
	s_waitcnt vmcnt(15)
	v_mad_u64_u32 v[6:7], s[0:1], v4, 36, v[34:35]
	v_mad_u64_u32 v[0:1], s[0:1], v4, 35, v[32:33]
	s_waitcnt vmcnt(13)
	v_mad_u64_u32 v[8:9], s[0:1], v4, 38, v[38:39]
	v_mad_u64_u32 v[2:3], s[0:1], v4, 37, v[36:37]
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v3, v8
	scratch_store_dwordx4 off, v[0:3], off offset:140
	s_waitcnt vmcnt(12)
	v_mad_u64_u32 v[6:7], s[0:1], v4, 40, v[42:43]
	v_mad_u64_u32 v[0:1], s[0:1], v4, 39, v[40:41]
	s_waitcnt vmcnt(10)
	v_mad_u64_u32 v[8:9], s[0:1], v4, 42, v[46:47]
	v_mad_u64_u32 v[2:3], s[0:1], v4, 41, v[44:45]
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v3, v8
	scratch_store_dwordx4 off, v[0:3], off offset:156
	s_waitcnt vmcnt(9)
	v_mad_u64_u32 v[6:7], s[0:1], v4, 44, v[50:51]
	v_mad_u64_u32 v[0:1], s[0:1], v4, 43, v[48:49]
	s_waitcnt vmcnt(7)
	v_mad_u64_u32 v[8:9], s[0:1], v4, 46, v[54:55]
	v_mad_u64_u32 v[2:3], s[0:1], v4, 45, v[52:53]
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v3, v8
	scratch_store_dwordx4 off, v[0:3], off offset:172
	v_mul_hi_i32 v6, v5, s2
	v_lshrrev_b32_e32 v7, 31, v6
	s_waitcnt vmcnt(7)
	v_mad_u64_u32 v[0:1], s[0:1], v4, 47, v[56:57]
	scratch_store_dword off, v0, off offset:188
	v_mul_hi_i32 v0, v13, s2
	v_lshrrev_b32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v0, 3, v0
	v_add_u32_e32 v0, v0, v1
	v_mul_lo_u32 v0, v0, 48
	v_sub_u32_e32 v0, v13, v0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, v0, 2, v1
	scratch_load_dword v0, v0, off
	v_lshrrev_b32_e32 v6, 3, v6
	v_add_u32_e32 v6, v6, v7
	s_mov_b64 s[0:1], src_private_base
	v_mul_lo_u32 v6, v6, 48
	v_mov_b32_e32 v2, 0xc0
	v_mov_b32_e32 v3, s1
	v_sub_u32_e32 v5, v5, v6
	v_lshl_add_u32 v5, v5, 2, v1
	v_or_b32_e32 v6, 4, v2
	v_mov_b32_e32 v7, s1
	s_movk_i32 s0, 0x3e8
	s_waitcnt vmcnt(0)
	flat_store_dword v[2:3], v0 sc0 sc1
	s_waitcnt vmcnt(0)
	scratch_load_dword v5, v5, off
	s_waitcnt vmcnt(0)
	flat_store_dword v[6:7], v5 sc0 sc1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 2, v13
	v_mul_hi_i32 v6, v5, s2
	v_lshrrev_b32_e32 v7, 31, v6
	v_lshrrev_b32_e32 v6, 3, v6
	v_add_u32_e32 v6, v6, v7
	v_mul_lo_u32 v6, v6, 48
	v_sub_u32_e32 v5, v5, v6
	v_lshl_add_u32 v5, v5, 2, v1
	scratch_load_dword v5, v5, off
	v_or_b32_e32 v6, 8, v2
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(0)
	flat_store_dword v[6:7], v5 sc0 sc1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, 3, v13
	v_mul_hi_i32 v6, v5, s2
	v_lshrrev_b32_e32 v7, 31, v6
	v_lshrrev_b32_e32 v6, 3, v6
	v_add_u32_e32 v6, v6, v7
	v_mul_lo_u32 v6, v6, 48
	v_sub_u32_e32 v5, v5, v6
	v_lshl_add_u32 v1, v5, 2, v1
	scratch_load_dword v1, v1, off
	v_or_b32_e32 v6, 12, v2
	v_mov_b32_e32 v7, s1
	v_and_b32_e32 v5, 3, v13
	v_lshl_or_b32 v2, v5, 2, v2
	v_mov_b32_e32 v5, 0
	s_waitcnt vmcnt(0)
	flat_store_dword v[6:7], v1 sc0 sc1
	s_waitcnt vmcnt(0)
	flat_load_dword v1, v[2:3] sc0 sc1
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[0:1], s[0:1], v1, s0, v[0:1]
	global_store_dword v[2:3], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 224
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 60
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
	.size	private_array, .Lfunc_end0-private_array
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2064
; NumSgprs: 14
; NumVgprs: 58
; NumAgprs: 0
; TotalNumVgprs: 58
; ScratchSize: 224
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 58
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
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
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           private_array
    .private_segment_fixed_size: 224
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
