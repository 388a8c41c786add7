#!/usr/bin/env python3
"""Prints the canonical form of a translation's C sources (a --keep-c directory).

The shard count decides which rpy_fn_<i>.c file holds which function and which
declarations each file repeats; nothing else. The canonical form is therefore the
header and the data file as they are, then every function body (each starts at a
"/* function NAME */" line) sorted by name, then the set of declarations. Two
translations of one program with different shard counts must give the same bytes.
"""
import pathlib
import re
import sys


def canonical(directory):
    d = pathlib.Path(directory)
    out = []
    for name in ("rpy_program.h", "rpy_data.c"):
        out.append(f"=== {name}\n" + (d / name).read_text())
    functions, declarations = {}, set()
    for path in sorted(d.glob("rpy_fn_*.c")):
        text = path.read_text()
        head, *bodies = re.split(r"\n(?=/\* function )", text)
        declarations.update(line for line in head.splitlines()[2:] if line)
        for body in bodies:
            name = body.split(" ", 3)[2]
            if name in functions:
                raise SystemExit(f"{path}: function {name} is defined twice")
            functions[name] = body
    out.append("=== declarations\n" + "\n".join(sorted(declarations)))
    out.extend(f"=== {name}\n{functions[name]}" for name in sorted(functions))
    return "\n".join(out)


if __name__ == "__main__":
    sys.stdout.write(canonical(sys.argv[1]))
