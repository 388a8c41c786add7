"""RPython's own import paths, for programs written for PyPy's toolchain.

`rpython.rlib.X` is rtfarm's `rlib.X` (docs/rlib.md): an interpreter written for PyPy's
toolchain needs only its Python 2 syntax converted."""
