"""Hopper (sm_90 / sm_90a) SASS: importing this module registers the semantics of its
instruction files — ops_wgmma (HGMMA, WARPGROUP), ops_syncs (mbarrier: SYNCS.*), ops_tma (TMA:
UTMALDG, UTMASTG), ops_cluster (cluster barrier, ELECT, USETMAXREG, traps); the address
translation they share is sm90_addr."""

from . import ops_cluster, ops_syncs, ops_tma, ops_wgmma  # noqa: F401
