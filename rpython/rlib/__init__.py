"""rtfarm's rlib under RPython's name (see rpython/__init__.py)."""
