	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_add_u32 flat_scratch_lo, s6, s9
	s_load_dword s6, s[4:5], 0x1c
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	s_addc_u32 flat_scratch_hi, s7, 0
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s6, 0xffff
	s_mul_i32 s8, s8, s4
	v_add_u32_e32 v0, s8, v0
	v_add_u32_e32 v2, 1, v0
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v8, 2, v2
	v_add_u32_e32 v2, 2, v0
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v10, 2, v2
	v_add_u32_e32 v2, 3, v0
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v12, 2, v2
	v_add_u32_e32 v2, 4, v0
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v13, 2, v2
	v_add_u32_e32 v2, 5, v0
	v_and_b32_e32 v2, 63, v2
	v_and_b32_e32 v1, 63, v0
	v_lshlrev_b32_e32 v14, 2, v2
	v_add_u32_e32 v2, 6, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_and_b32_e32 v2, 63, v2
	global_load_dword v5, v3, s[12:13]
	v_lshlrev_b32_e32 v15, 2, v2
	global_load_dword v9, v8, s[12:13]
	global_load_dword v11, v10, s[12:13]
	global_load_dword v6, v12, s[12:13]
	global_load_dword v7, v13, s[12:13]
	global_load_dword v4, v14, s[12:13]
	global_load_dword v2, v15, s[12:13]
	v_add_u32_e32 v8, 7, v0
	v_add_u32_e32 v10, 8, v0
	v_add_u32_e32 v19, 17, v0
	v_and_b32_e32 v8, 63, v8
	v_and_b32_e32 v10, 63, v10
	v_add_u32_e32 v12, 9, v0
	v_add_u32_e32 v13, 10, v0
	v_and_b32_e32 v19, 63, v19
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v10, 2, v10
	v_and_b32_e32 v12, 63, v12
	v_and_b32_e32 v13, 63, v13
	v_add_u32_e32 v15, 11, v0
	v_lshlrev_b32_e32 v19, 2, v19
	v_lshlrev_b32_e32 v12, 2, v12
	v_lshlrev_b32_e32 v14, 2, v13
	global_load_dword v8, v8, s[12:13]
	v_add_u32_e32 v16, 12, v0
	global_load_dword v13, v10, s[12:13]
	global_load_dword v24, v19, s[12:13]
	v_and_b32_e32 v10, 63, v15
	v_lshlrev_b32_e32 v15, 2, v10
	global_load_dword v10, v12, s[12:13]
	v_add_u32_e32 v17, 13, v0
	global_load_dword v12, v14, s[12:13]
	v_and_b32_e32 v14, 63, v16
	v_lshlrev_b32_e32 v16, 2, v14
	global_load_dword v14, v15, s[12:13]
	v_add_u32_e32 v21, 18, v0
	global_load_dword v16, v16, s[12:13]
	v_and_b32_e32 v15, 63, v17
	v_add_u32_e32 v17, 14, v0
	v_lshlrev_b32_e32 v15, 2, v15
	v_and_b32_e32 v17, 63, v17
	global_load_dword v18, v15, s[12:13]
	v_lshlrev_b32_e32 v15, 2, v17
	v_add_u32_e32 v17, 16, v0
	v_and_b32_e32 v17, 63, v17
	v_lshlrev_b32_e32 v17, 2, v17
	global_load_dword v20, v15, s[12:13]
	v_xor_b32_e32 v1, 32, v1
	global_load_dword v17, v17, s[12:13]
	v_add_u32_e32 v15, 15, v0
	v_and_b32_e32 v15, 63, v15
	v_lshlrev_b32_e32 v15, 2, v15
	global_load_dword v22, v15, s[12:13]
	v_and_b32_e32 v15, 63, v21
	v_add_u32_e32 v21, 19, v0
	v_lshlrev_b32_e32 v15, 2, v15
	v_and_b32_e32 v19, 63, v21
	global_load_dword v26, v15, s[12:13]
	v_lshlrev_b32_e32 v15, 2, v19
	v_add_u32_e32 v19, 20, v0
	v_and_b32_e32 v19, 63, v19
	v_lshlrev_b32_e32 v19, 2, v19
	global_load_dword v28, v15, s[12:13]
	global_load_dword v30, v19, s[12:13]
	s_nop 0
	global_load_dword v15, v3, s[12:13]
	v_lshlrev_b32_e32 v1, 2, v1
	s_mov_b32 s6, 0x2aaaaaab
	s_waitcnt vmcnt(20)
	v_add_u32_e32 v3, v9, v0
	buffer_store_dword v5, off, s[0:3], 0
	s_waitcnt vmcnt(20)
	v_lshl_add_u32 v5, v0, 1, v11
	buffer_store_dword v5, off, s[0:3], 0 offset:8
	buffer_store_dword v3, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(20)
	v_lshl_add_u32 v3, v0, 2, v7
	v_mad_u64_u32 v[32:33], s[4:5], v0, 3, v[6:7]
	buffer_store_dword v3, off, s[0:3], 0 offset:16
	s_waitcnt vmcnt(19)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 6, v[2:3]
	buffer_store_dword v32, off, s[0:3], 0 offset:12
	v_mad_u64_u32 v[4:5], s[4:5], v0, 5, v[4:5]
	buffer_store_dword v2, off, s[0:3], 0 offset:24
	buffer_store_dword v4, off, s[0:3], 0 offset:20
	s_waitcnt vmcnt(21)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 7, v[8:9]
	buffer_store_dword v2, off, s[0:3], 0 offset:28
	s_waitcnt vmcnt(21)
	v_lshl_add_u32 v2, v0, 3, v13
	buffer_store_dword v2, off, s[0:3], 0 offset:32
	s_waitcnt vmcnt(20)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 9, v[10:11]
	s_waitcnt vmcnt(19)
	v_mad_u64_u32 v[4:5], s[4:5], v0, 10, v[12:13]
	buffer_store_dword v4, off, s[0:3], 0 offset:40
	buffer_store_dword v2, off, s[0:3], 0 offset:36
	s_waitcnt vmcnt(16)
	v_mad_u64_u32 v[4:5], s[4:5], v0, 12, v[16:17]
	s_waitcnt vmcnt(15)
	v_mad_u64_u32 v[6:7], s[4:5], v0, 15, v[22:23]
	s_waitcnt vmcnt(14)
	v_mad_u64_u32 v[8:9], s[4:5], v0, 18, v[26:27]
	s_waitcnt vmcnt(11)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 11, v[14:15]
	buffer_store_dword v4, off, s[0:3], 0 offset:48
	buffer_store_dword v2, off, s[0:3], 0 offset:44
	v_mad_u64_u32 v[2:3], s[4:5], v0, 13, v[18:19]
	v_mad_u64_u32 v[4:5], s[4:5], v0, 14, v[20:21]
	buffer_store_dword v4, off, s[0:3], 0 offset:56
	buffer_store_dword v2, off, s[0:3], 0 offset:52
	v_add_u32_e32 v2, 21, v0
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_add_u32_e32 v2, 22, v0
	v_and_b32_e32 v2, 63, v2
	v_lshlrev_b32_e32 v5, 2, v2
	global_load_dword v2, v3, s[12:13]
	global_load_dword v4, v5, s[12:13]
	v_lshl_add_u32 v3, v0, 4, v17
	buffer_store_dword v6, off, s[0:3], 0 offset:60
	buffer_store_dword v3, off, s[0:3], 0 offset:64
	v_mad_u64_u32 v[6:7], s[4:5], v0, 17, v[24:25]
	buffer_store_dword v8, off, s[0:3], 0 offset:72
	buffer_store_dword v6, off, s[0:3], 0 offset:68
	v_mad_u64_u32 v[8:9], s[4:5], v0, 20, v[30:31]
	buffer_store_dword v8, off, s[0:3], 0 offset:80
	v_add_u32_e32 v8, 26, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v9, 2, v8
	v_add_u32_e32 v8, 27, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v11, 2, v8
	v_add_u32_e32 v8, 28, v0
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v13, 2, v8
	v_add_u32_e32 v8, 29, v0
	v_mad_u64_u32 v[6:7], s[4:5], v0, 19, v[28:29]
	v_add_u32_e32 v3, 23, v0
	v_add_u32_e32 v5, 24, v0
	v_and_b32_e32 v8, 63, v8
	v_and_b32_e32 v3, 63, v3
	v_and_b32_e32 v5, 63, v5
	v_add_u32_e32 v7, 25, v0
	v_lshlrev_b32_e32 v17, 2, v8
	v_add_u32_e32 v8, 30, v0
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v5, 2, v5
	v_and_b32_e32 v7, 63, v7
	v_and_b32_e32 v8, 63, v8
	v_lshlrev_b32_e32 v7, 2, v7
	v_lshlrev_b32_e32 v19, 2, v8
	global_load_dword v8, v3, s[12:13]
	global_load_dword v10, v5, s[12:13]
	global_load_dword v12, v7, s[12:13]
	global_load_dword v14, v9, s[12:13]
	global_load_dword v16, v11, s[12:13]
	global_load_dword v18, v13, s[12:13]
	global_load_dword v20, v17, s[12:13]
	global_load_dword v22, v19, s[12:13]
	v_add_u32_e32 v3, 31, v0
	v_add_u32_e32 v5, 33, v0
	v_and_b32_e32 v3, 63, v3
	v_and_b32_e32 v5, 63, v5
	v_add_u32_e32 v13, 37, v0
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v5, 2, v5
	v_and_b32_e32 v13, 63, v13
	v_add_u32_e32 v7, 34, v0
	global_load_dword v24, v3, s[12:13]
	global_load_dword v26, v5, s[12:13]
	v_and_b32_e32 v7, 63, v7
	global_load_dword v1, v1, s[12:13]
	v_lshlrev_b32_e32 v3, 2, v13
	v_add_u32_e32 v13, 38, v0
	v_add_u32_e32 v9, 35, v0
	v_add_u32_e32 v11, 36, v0
	v_and_b32_e32 v13, 63, v13
	v_lshlrev_b32_e32 v7, 2, v7
	v_and_b32_e32 v9, 63, v9
	v_and_b32_e32 v11, 63, v11
	v_lshlrev_b32_e32 v5, 2, v13
	v_lshlrev_b32_e32 v9, 2, v9
	v_lshlrev_b32_e32 v11, 2, v11
	global_load_dword v28, v7, s[12:13]
	global_load_dword v30, v9, s[12:13]
	global_load_dword v32, v11, s[12:13]
	global_load_dword v34, v3, s[12:13]
	global_load_dword v36, v5, s[12:13]
	v_add_u32_e32 v3, 39, v0
	v_add_u32_e32 v5, 40, v0
	v_add_u32_e32 v7, 41, v0
	v_and_b32_e32 v3, 63, v3
	v_and_b32_e32 v5, 63, v5
	v_and_b32_e32 v7, 63, v7
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshlrev_b32_e32 v7, 2, v7
	v_add_u32_e32 v9, 42, v0
	global_load_dword v38, v3, s[12:13]
	global_load_dword v40, v5, s[12:13]
	global_load_dword v42, v7, s[12:13]
	v_add_u32_e32 v5, 43, v0
	v_and_b32_e32 v9, 63, v9
	v_and_b32_e32 v5, 63, v5
	v_lshlrev_b32_e32 v3, 2, v9
	v_lshlrev_b32_e32 v5, 2, v5
	v_add_u32_e32 v7, 44, v0
	global_load_dword v44, v3, s[12:13]
	global_load_dword v46, v5, s[12:13]
	v_and_b32_e32 v3, 63, v7
	v_add_u32_e32 v7, 45, v0
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v5, 63, v7
	global_load_dword v48, v3, s[12:13]
	v_lshlrev_b32_e32 v3, 2, v5
	v_add_u32_e32 v5, 46, v0
	v_and_b32_e32 v5, 63, v5
	global_load_dword v50, v3, s[12:13]
	v_lshlrev_b32_e32 v3, 2, v5
	global_load_dword v52, v3, s[12:13]
	v_add_u32_e32 v3, 47, v0
	v_and_b32_e32 v3, 63, v3
	v_lshlrev_b32_e32 v3, 2, v3
	global_load_dword v54, v3, s[12:13]
	s_waitcnt vmcnt(30)
	v_mad_u64_u32 v[4:5], s[4:5], v0, 22, v[4:5]
	v_mad_u64_u32 v[2:3], s[4:5], v0, 21, v[2:3]
	buffer_store_dword v6, off, s[0:3], 0 offset:76
	buffer_store_dword v2, off, s[0:3], 0 offset:84
	buffer_store_dword v4, off, s[0:3], 0 offset:88
	s_waitcnt vmcnt(27)
	v_mad_u64_u32 v[4:5], s[4:5], v0, 23, v[8:9]
	s_waitcnt vmcnt(26)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 24, v[10:11]
	buffer_store_dword v4, off, s[0:3], 0 offset:92
	buffer_store_dword v2, off, s[0:3], 0 offset:96
	s_waitcnt vmcnt(26)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 26, v[14:15]
	v_mad_u64_u32 v[4:5], s[4:5], v0, 25, v[12:13]
	buffer_store_dword v4, off, s[0:3], 0 offset:100
	buffer_store_dword v2, off, s[0:3], 0 offset:104
	s_waitcnt vmcnt(27)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 27, v[16:17]
	s_waitcnt vmcnt(26)
	v_mad_u64_u32 v[4:5], s[4:5], v0, 28, v[18:19]
	buffer_store_dword v4, off, s[0:3], 0 offset:112
	buffer_store_dword v2, off, s[0:3], 0 offset:108
	s_waitcnt vmcnt(27)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 29, v[20:21]
	s_waitcnt vmcnt(26)
	v_mad_u64_u32 v[4:5], s[4:5], v0, 30, v[22:23]
	buffer_store_dword v4, off, s[0:3], 0 offset:120
	buffer_store_dword v2, off, s[0:3], 0 offset:116
	s_waitcnt vmcnt(27)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 31, v[24:25]
	buffer_store_dword v2, off, s[0:3], 0 offset:124
	s_waitcnt vmcnt(26)
	v_lshl_add_u32 v1, v0, 5, v1
	v_mad_u64_u32 v[2:3], s[4:5], v0, 33, v[26:27]
	buffer_store_dword v1, off, s[0:3], 0 offset:128
	v_mul_hi_i32 v1, v15, s6
	s_waitcnt vmcnt(26)
	v_mad_u64_u32 v[4:5], s[4:5], v0, 34, v[28:29]
	buffer_store_dword v4, off, s[0:3], 0 offset:136
	buffer_store_dword v2, off, s[0:3], 0 offset:132
	s_waitcnt vmcnt(27)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 35, v[30:31]
	s_waitcnt vmcnt(26)
	v_mad_u64_u32 v[4:5], s[4:5], v0, 36, v[32:33]
	buffer_store_dword v4, off, s[0:3], 0 offset:144
	buffer_store_dword v2, off, s[0:3], 0 offset:140
	s_waitcnt vmcnt(27)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 37, v[34:35]
	s_waitcnt vmcnt(26)
	v_mad_u64_u32 v[4:5], s[4:5], v0, 38, v[36:37]
	buffer_store_dword v4, off, s[0:3], 0 offset:152
	buffer_store_dword v2, off, s[0:3], 0 offset:148
	s_waitcnt vmcnt(27)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 39, v[38:39]
	s_waitcnt vmcnt(26)
	v_mad_u64_u32 v[4:5], s[4:5], v0, 40, v[40:41]
	buffer_store_dword v4, off, s[0:3], 0 offset:160
	buffer_store_dword v2, off, s[0:3], 0 offset:156
	s_waitcnt vmcnt(27)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 41, v[42:43]
	s_waitcnt vmcnt(26)
	v_mad_u64_u32 v[4:5], s[4:5], v0, 42, v[44:45]
	buffer_store_dword v4, off, s[0:3], 0 offset:168
	buffer_store_dword v2, off, s[0:3], 0 offset:164
	s_waitcnt vmcnt(27)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 43, v[46:47]
	s_waitcnt vmcnt(26)
	v_mad_u64_u32 v[4:5], s[4:5], v0, 44, v[48:49]
	buffer_store_dword v4, off, s[0:3], 0 offset:176
	buffer_store_dword v2, off, s[0:3], 0 offset:172
	s_waitcnt vmcnt(27)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 45, v[50:51]
	s_waitcnt vmcnt(26)
	v_mad_u64_u32 v[4:5], s[4:5], v0, 46, v[52:53]
	buffer_store_dword v4, off, s[0:3], 0 offset:184
	buffer_store_dword v2, off, s[0:3], 0 offset:180
	v_mov_b32_e32 v4, 0xc0
	s_waitcnt vmcnt(27)
	v_mad_u64_u32 v[2:3], s[4:5], v0, 47, v[54:55]
	buffer_store_dword v2, off, s[0:3], 0 offset:188
	v_lshrrev_b32_e32 v2, 31, v1
	v_lshrrev_b32_e32 v1, 3, v1
	v_add_u32_e32 v1, v1, v2
	v_mul_lo_u32 v1, v1, 48
	v_sub_u32_e32 v1, v15, v1
	v_mov_b32_e32 v3, 0
	v_lshl_add_u32 v1, v1, 2, v3
	buffer_load_dword v2, v1, s[0:3], 0 offen
	v_add_u32_e32 v1, 1, v15
	v_mul_hi_i32 v6, v1, s6
	v_lshrrev_b32_e32 v7, 31, v6
	v_lshrrev_b32_e32 v6, 3, v6
	v_add_u32_e32 v6, v6, v7
	s_mov_b64 s[4:5], src_private_base
	v_mul_lo_u32 v6, v6, 48
	v_mov_b32_e32 v5, s5
	v_sub_u32_e32 v1, v1, v6
	v_lshl_add_u32 v1, v1, 2, v3
	v_or_b32_e32 v6, 4, v4
	v_mov_b32_e32 v7, s5
	s_movk_i32 s4, 0x3e8
	s_waitcnt vmcnt(0)
	flat_store_dword v[4:5], v2
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	flat_store_dword v[6:7], v1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 2, v15
	v_mul_hi_i32 v6, v1, s6
	v_lshrrev_b32_e32 v7, 31, v6
	v_lshrrev_b32_e32 v6, 3, v6
	v_add_u32_e32 v6, v6, v7
	v_mul_lo_u32 v6, v6, 48
	v_sub_u32_e32 v1, v1, v6
	v_lshl_add_u32 v1, v1, 2, v3
	buffer_load_dword v1, v1, s[0:3], 0 offen
	v_or_b32_e32 v6, 8, v4
	v_mov_b32_e32 v7, s5
	s_waitcnt vmcnt(0)
	flat_store_dword v[6:7], v1
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 3, v15
	v_mul_hi_i32 v6, v1, s6
	v_lshrrev_b32_e32 v7, 31, v6
	v_lshrrev_b32_e32 v6, 3, v6
	v_add_u32_e32 v6, v6, v7
	v_mul_lo_u32 v6, v6, 48
	v_sub_u32_e32 v1, v1, v6
	v_lshl_add_u32 v1, v1, 2, v3
	buffer_load_dword v1, v1, s[0:3], 0 offen
	v_or_b32_e32 v6, 12, v4
	v_mov_b32_e32 v7, s5
	v_and_b32_e32 v3, 3, v15
	v_lshl_or_b32 v4, v3, 2, v4
	s_waitcnt vmcnt(0)
	flat_store_dword v[6:7], v1
	s_waitcnt vmcnt(0)
	flat_load_dword v3, v[4:5] glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v4, s15
	v_add_co_u32_e32 v0, vcc, s14, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[2:3], s[4:5], v3, s4, v[2:3]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 224
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 56
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 56
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
; codeLenInByte = 2312
; NumSgprs: 22
; NumVgprs: 56
; NumAgprs: 0
; TotalNumVgprs: 56
; ScratchSize: 224
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 56
; AccumOffset: 56
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 13
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
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     56
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
