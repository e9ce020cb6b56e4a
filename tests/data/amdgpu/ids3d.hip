// Every work-item writes its 3-D work-item and workgroup ids: checks the packed v0 ids,
// the workgroup-id SGPRs and the hidden block counts / group sizes of a 3-D launch.
#include "hip_minimal.h"

extern "C" __global__ void ids3d(unsigned* out) {
  unsigned tx = __builtin_amdgcn_workitem_id_x(), ty = __builtin_amdgcn_workitem_id_y(), tz = __builtin_amdgcn_workitem_id_z();
  unsigned bx = __builtin_amdgcn_workgroup_id_x(), by = __builtin_amdgcn_workgroup_id_y(), bz = __builtin_amdgcn_workgroup_id_z();
  unsigned nx = __builtin_amdgcn_workgroup_size_x(), ny = __builtin_amdgcn_workgroup_size_y(), nz = __builtin_amdgcn_workgroup_size_z();
  unsigned gx = __builtin_amdgcn_grid_size_x() / nx, gy = __builtin_amdgcn_grid_size_y() / ny;
  unsigned block = bx + gx * (by + gy * bz);
  unsigned local = tx + nx * (ty + ny * tz);
  unsigned* o = out + 4 * (block * nx * ny * nz + local);
  o[0] = tx | ty << 10 | tz << 20;
  o[1] = bx | by << 10 | bz << 20;
  o[2] = nx | ny << 10 | nz << 20;
  o[3] = gx | gy << 10;
}
