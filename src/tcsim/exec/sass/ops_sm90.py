"""Hopper (sm_90 / sm_90a) SASS: importing this module registers the semantics of its
instruction files (ops_wgmma: HGMMA and WARPGROUP)."""

from . import ops_wgmma  # noqa: F401
