"""Design-space sweeps (issue 13): a TOML spec of kernels, sizes, archs, config values and
modes; its points run on Dask and are stored in a SQLite results database (docs/sweeps.md).

:mod:`.spec` reads the spec, :mod:`.sources` reads kernel files and launch geometry,
:mod:`.points` expands and validates the points and keys them, :mod:`.modes` says how a
point of each mode runs (where new modes plug in), :mod:`.worker` runs one point into a
row, :mod:`.metrics` turns launch results into figures, :mod:`.store` is the database,
:mod:`.engine` runs the points on Dask, :mod:`.results` lists, filters, exports and plots,
:mod:`.gemm` is ``tcsim sweep gemm`` as a bundled spec.
"""
